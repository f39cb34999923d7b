"""The Dale of Merchants game state: plain data (docs/architecture.md, contract 1).

Everything is lists of ints, ints and tuples, so :meth:`DaleState.clone` is a handful of list
copies and :meth:`DaleState.to_dict` / :meth:`DaleState.from_dict` round-trip exactly through
JSON. Cards are physical card ids (see :mod:`ludoteca.dale.cards`). Piles keep their **top card
at the end** of the list. Market slot ``i`` is the slot whose price is value + i: slot 0 is the
rightmost (cheapest) slot, slot 4 the leftmost; an empty slot holds ``-1``.

The rules themselves live in :mod:`ludoteca.dale.engine`; the methods here delegate to the
engine of the state's ruleset (``state.cfg.rules.engine``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from ludoteca.dale import editions, knowledge
from ludoteca.dale.card_rules import copy_value
from ludoteca.dale.cards import JUNK_TYPE, CardType
from ludoteca.dale.moves import Part
from ludoteca.dale.ruleset import Ruleset

EMPTY = -1

#: The key of the declarations whose state fields a solo game keeps (Mono's turn, its waiting
#: effects: :mod:`ludoteca.dale.remaster.mono`).
MONO_FIELDS = "remaster_mono"

#: The two sides of the classic day/night clock (Mongooses, Bats).
DAY = "day"
NIGHT = "night"

_copy = list.copy

# Fields copied by to_dict(), with how deep their lists go.
_FLAT = ("market", "market_deck", "bin", "junk", "subs", "out", "in_play", "aside", "used")
_NESTED = ("hands", "decks", "discards")


class Config:
    """The unchanging part of a game: players, the box, animalfolk decks, card identities.

    Shared (not copied) between clones.

    Attributes:
        rules: the :class:`~ludoteca.dale.ruleset.Ruleset` of the game's edition (every table
            the engine reads; default: the classic edition's).
        n_players: 2–4.
        animalfolk: the deck keys in play, e.g. ``("macaws", "pandas", "squirrels")``.
        box: the animalfolk decks available when the game was set up (default
            :data:`~ludoteca.dale.cards.DALE1_BOX`): the seed chooses the decks in play among
            them, and those not in play are the junk substitutes. Part of the setup, so adding
            a deck to the catalogue changes no existing game (docs/rulings.md).
        types: ``types[card_id]`` (every id of the catalogue) is the card's printed identity
            *in this game*: cards of decks not in play read as junk (substitutes,
            ``dale.cleanup.junk_substitutes``); cards of decks outside the box are in no pile.
        in_play_ids: the ids of the decks in play.
        sub_ids: the ids of the junk substitutes: the decks of the box not in play, ascending.
        clock: True when a deck in play reads or moves the day/night clock (card hook
            ``uses_clock``): the state then keeps :attr:`DaleState.clock`.
        fields: the state fields the decks in play declare (name ->
            :class:`~ludoteca.dale.card_rules.StateField`), kept in :attr:`DaleState.extra`.
        mono: in a solo game of the remaster, the seat of Mono, the automated opponent (1:
            the second seat; ``dale.remaster.mono.setup``), else None. Its Mono cards are
            in play, and the fields of the solo declarations (``MONO_FIELDS``) are kept.
        names: ``names[card_id]`` is ``types[card_id].name`` (read by the quick checks).
        plain: ``plain[card_id]`` is the :class:`~ludoteca.dale.moves.Part` of that card
            counted as itself at its printed value, from the hand, made the first time a
            check needs it (None before) and shared by every move that names the card so (a
            part is never changed): a memo, no rule reads it.
        pay_odd: the printed names of the cards in this game that may pay in more than one
            way (:attr:`~ludoteca.dale.ruleset.Ruleset.pay_odd` of the cards here; empty in
            most games, which lets the quick purchase check skip a test).

    Raises:
        KeyError: for a deck key that is not in the ruleset.
    """

    __slots__ = ("rules", "n_players", "animalfolk", "types", "in_play_ids", "box", "sub_ids",
                 "clock", "fields", "mono", "names", "plain", "pay_odd")

    def __init__(self, n_players: int, animalfolk: tuple[str, ...],
                 box: tuple[str, ...] | None = None, rules: Ruleset | None = None,
                 mono: int | None = None) -> None:
        self.rules = rules = editions.classic() if rules is None else rules
        deck_ids = rules.deck_ids
        self.n_players = n_players
        self.animalfolk = tuple(animalfolk)
        self.box = rules.box if box is None else tuple(box)
        in_play: set[int] = set()
        for folk in self.animalfolk:
            in_play.update(deck_ids(folk))
        self.mono = mono
        if mono is not None:  # dale.remaster.mono.setup: the Mono cards of the decks in play
            in_play.update(rules.mono_ids[k] for k in self.animalfolk if k in rules.mono_ids)
        self.in_play_ids = frozenset(in_play)
        self.sub_ids: tuple[int, ...] = tuple(sorted(
            c for folk in self.box if folk not in self.animalfolk for c in deck_ids(folk)))
        self.types: tuple[CardType, ...] = tuple(
            t if (t.is_junk or i in in_play) else JUNK_TYPE
            for i, t in enumerate(rules.card_type)
        )
        self.names: tuple[str, ...] = tuple(t.name for t in self.types)
        self.plain: list[Part | None] = [None] * len(self.types)
        self.pay_odd: frozenset[str] = rules.pay_odd.intersection(self.names)
        self.clock = any(rules.deck_has(folk, "uses_clock") for folk in self.animalfolk)
        self.fields: dict[str, Any] = rules.fields_of(
            self.animalfolk + ((MONO_FIELDS,) if mono is not None else ()))


@dataclass(frozen=True, slots=True)
class Decision:
    """The pending decision, as data (docs/architecture.md, contract 2).

    Attributes:
        player: the 0-based seat that decides, -1 when the game is over.
        kind: ``"action"`` for the choice of one of the four actions (or a free ability), else
            the name of the card-effect step (``"spyglass_keep"``, ``"guess"`` …), ``"over"``.
        prompt: a short English sentence saying what to choose (the English rendering of
            ``msgid`` with ``values``).
        msgid: the message of the prompt (``decision.action``, ``decision.over``, or
            ``step.<kind>`` for a card-effect step), rendered in the reader's language by
            :func:`ludoteca.core.i18n.decision_prompt`.
        values: the named values of the message (``{"winner": 2}``: 1-based seats), or None.
    """

    player: int
    kind: str
    prompt: str
    msgid: str = ""
    values: Mapping[str, Any] | None = field(default=None, compare=False, hash=False)


class DaleState:
    """A position of a game of Dale of Merchants (classic), and the rules acting on it.

    Attributes (all plain data):
        cfg: the :class:`Config` (shared by clones).
        hands, decks, discards: per seat, lists of card ids (decks and discards: top = last).
        stalls: per seat, the built stacks in order, each a tuple of card ids (a built stack
            never changes in place, so clones share it; Acorn replaces the whole tuple).
        market: 5 card ids (``-1`` = empty), index = slot = the price modifier.
        market_deck, bin: the market deck and the market discard pile (top = last).
        junk: the junk pile; subs: unused junk substitutes; out: cards out of play.
        in_play: technique cards being resolved; aside: cards set aside by an effect.
        active: seat whose turn it is; turn: 1-based number of the turn being played.
        actions_left: actions the active player may still take this turn.
        effects: this turn's value effects in the order played (``dale.value.order``), tuples
            ``("flashy",)``, ``("add", card_id, n)``, ``("set", card_id, n)``.
        used: card ids whose once-per-turn ability was used this turn.
        rolls: this turn's die rolls in order, ``(die name, face)`` (``mechanics.roll_die``;
            public; cleared at clean-up; written by :meth:`to_dict` only when not empty).
        frames: the stack of pending card-effect steps, tuples ``(kind, player, *args)``.
        pending: the delayed and lasting effects waiting for an event, public tuples
            ``(kind, owner, *fields)`` in the order they began, each kind declared with
            :meth:`ludoteca.dale.card_rules.Deck.pending_effect` (written by :meth:`to_dict` only
            when not empty).
        coins: per seat, the coins it holds (public; Tuataras, ``dale.card.tuataras.coins``
            in docs/rulings.md); written by :meth:`to_dict` only when somebody holds one.
        clock: the day/night clock shared by the table, ``"day"`` or ``"night"`` (it starts
            on day, docs/rulings.md ``dale.card.mongooses.clock``), or None when no deck in
            play uses it (:attr:`Config.clock`); public.
        stored: per seat, the cards that seat has stored (set aside face down by an effect:
            Tree-kangaroos), in the order stored; hidden from the other seats, who see a
            count (written by :meth:`to_dict` only when some seat has stored cards).
        extra: the state the decks in play declare (``deck.state(name, default, …)``,
            :class:`~ludoteca.dale.card_rules.StateField`): name -> value (ints, strings and
            lists of those); written by :meth:`to_dict` under ``extra`` only for the fields
            away from their default, so a deck's new state changes no other game's hash.
        schedule: per seat, the techniques of that seat whose effect is not over yet (a
            delayed technique waits there face up until its effect has fully happened, then
            goes to its owner's discard pile: ``dale.technique.schedule``), in the order they
            came in; public (written by :meth:`to_dict` only when some seat has one).
        winner: the winning seat, or None while the game goes on.
        rng: the RNG state (:mod:`ludoteca.core.rng`).
        known: what each seat knows about where the hidden cards are
            (:mod:`ludoteca.dale.knowledge`), or None when not tracked (determinized states);
            not part of :meth:`to_dict` (nor of the state hash of records).
    """

    __slots__ = (
        "cfg", "hands", "decks", "discards", "stalls", "market", "market_deck", "bin", "junk",
        "subs", "out", "in_play", "aside", "active", "turn", "actions_left", "effects", "used",
        "frames", "winner", "rng", "known", "pending", "coins", "rolls", "clock", "stored", "extra",
        "schedule",
    )

    def __init__(self, cfg: Config | None = None) -> None:
        """A new game's empty table for ``cfg``. Without ``cfg``: a blank state with no
        attribute set, which :meth:`clone` fills; it is what ``DaleState.__new__(DaleState)``
        gives in the compiled build, whose ``__new__`` runs ``__init__`` (docs/performance.md,
        "Compiled build")."""
        if cfg is None:
            return
        n = cfg.n_players
        self.cfg = cfg
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.decks: list[list[int]] = [[] for _ in range(n)]
        self.discards: list[list[int]] = [[] for _ in range(n)]
        self.stalls: list[list[tuple[int, ...]]] = [[] for _ in range(n)]
        self.market: list[int] = [EMPTY] * 5
        self.market_deck: list[int] = []
        self.bin: list[int] = []
        self.junk: list[int] = []
        self.subs: tuple[int, ...] = ()  # tuples: replaced, never changed in place (clones
        self.out: tuple[int, ...] = ()   # share them)
        self.in_play: list[int] = []
        self.aside: list[int] = []
        self.active = 0
        self.turn = 1
        self.actions_left = 1
        self.effects: list[tuple] = []
        self.used: list[int] = []
        self.rolls: list[tuple] = []
        self.frames: list[tuple] = []
        self.winner: int | None = None
        self.rng = 0
        self.known: list[list[int]] | None = knowledge.initial(n, len(cfg.types))
        self.pending: list[tuple] = []
        self.coins: list[int] = [0] * n
        self.clock: str | None = DAY if cfg.clock else None
        self.stored: list[list[int]] = [[] for _ in range(n)]
        self.extra: dict[str, Any] = {k: f.initial(n) for k, f in cfg.fields.items()}
        self.schedule: list[list[int]] = [[] for _ in range(n)]

    # -- plain-data contract -------------------------------------------------------------
    @property
    def n_players(self) -> int:
        return self.cfg.n_players

    @property
    def animalfolk(self) -> list[str]:
        return list(self.cfg.animalfolk)

    def clone(self) -> "DaleState":
        """A deep copy; it shares only immutable parts (the :class:`Config`, the stacks and the
        ``subs`` / ``out`` tuples). Written for speed: search copies states all the time."""
        s = DaleState.__new__(DaleState)  # a blank state (compiled build: DaleState())
        s.cfg = self.cfg
        s.hands = list(map(_copy, self.hands))
        s.decks = list(map(_copy, self.decks))
        s.discards = list(map(_copy, self.discards))
        s.stalls = list(map(_copy, self.stalls))  # the stacks are tuples, shared
        s.market = self.market[:]
        s.market_deck = self.market_deck[:]
        s.bin = self.bin[:]
        s.junk = self.junk[:]
        s.subs = self.subs
        s.out = self.out
        # Usually empty outside card effects: a new empty list is cheaper than a slice.
        s.in_play = self.in_play[:] if self.in_play else []
        s.aside = self.aside[:] if self.aside else []
        s.active = self.active
        s.turn = self.turn
        s.actions_left = self.actions_left
        s.effects = self.effects[:] if self.effects else []
        s.used = self.used[:] if self.used else []
        s.rolls = self.rolls[:] if self.rolls else []
        s.frames = self.frames[:] if self.frames else []
        s.winner = self.winner
        s.rng = self.rng
        s.known = self.known[:] if self.known is not None else None  # rows: copy-on-write
        s.pending = self.pending[:] if self.pending else []
        s.coins = self.coins[:]
        s.clock = self.clock
        s.stored = list(map(_copy, self.stored))
        s.extra = {k: copy_value(v) for k, v in self.extra.items()} if self.extra else {}
        s.schedule = list(map(_copy, self.schedule))
        return s

    def to_dict(self) -> dict[str, Any]:
        """The whole state as JSON-ready data; :meth:`from_dict` rebuilds it exactly. The
        ``box`` key is written only when the box is not Dale 1's (:class:`Config`)."""
        d: dict[str, Any] = {
            "game": "dale",
            "edition": self.cfg.rules.edition,
            "players": self.cfg.n_players,
            "animalfolk": list(self.cfg.animalfolk),
            "stalls": [[list(st) for st in stall] for stall in self.stalls],
            "active": self.active,
            "turn": self.turn,
            "actions_left": self.actions_left,
            "effects": [list(e) for e in self.effects],
            "frames": [_listify(f) for f in self.frames],
            "winner": self.winner,
            "rng": self.rng,
        }
        if self.cfg.box != self.cfg.rules.box:  # only then: Dale 1 games' states keep their hash
            d["box"] = list(self.cfg.box)
        if self.cfg.mono is not None:  # a solo game only (dale.remaster.mono.setup)
            d["mono"] = self.cfg.mono
        if self.pending:  # only then, likewise
            d["pending"] = [_listify(e) for e in self.pending]
        if any(self.coins):  # likewise: only a game where somebody holds coins writes them
            d["coins"] = list(self.coins)
        if self.rolls:  # only then: states without a die roll keep their hash
            d["rolls"] = [list(r) for r in self.rolls]
        if self.clock is not None:  # only with a clock deck in play: other hashes unchanged
            d["clock"] = self.clock
        if any(self.stored):  # only then, likewise
            d["stored"] = [x[:] for x in self.stored]
        extra = {k: copy_value(v) for k, v in self.extra.items()
                 if v != self.cfg.fields[k].initial(self.cfg.n_players)}
        if extra:  # declared state away from its default only: other hashes unchanged
            d["extra"] = extra
        if any(self.schedule):  # only then, likewise (dale.technique.schedule)
            d["schedule"] = [x[:] for x in self.schedule]
        for name in _FLAT:
            d[name] = list(getattr(self, name))
        for name in _NESTED:
            d[name] = [x[:] for x in getattr(self, name)]
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any], rules: Ruleset | None = None) -> "DaleState":
        """Rebuild a state written by :meth:`to_dict` (``rules``: the ruleset to play it
        under; default: the ruleset of the edition ``d`` names).

        Raises:
            KeyError / ValueError: when ``d`` is not such a dict.
            BadInput: an unknown edition.
        """
        box = d.get("box")
        if rules is None:
            rules = editions.ruleset(str(d.get("edition", editions.DEFAULT)))
        mono = d.get("mono")
        s = cls(Config(int(d["players"]), tuple(d["animalfolk"]),
                       None if box is None else tuple(box), rules,
                       None if mono is None else int(mono)))
        for name in _FLAT:
            if name in ("subs", "out"):  # tuples (shared by clones)
                setattr(s, name, tuple(int(x) for x in d[name]))
            else:
                setattr(s, name, [int(x) for x in d[name]])
        for name in _NESTED:
            setattr(s, name, [[int(x) for x in pile] for pile in d[name]])
        s.stalls = [[tuple(int(x) for x in st) for st in stall] for stall in d["stalls"]]
        s.active = int(d["active"])
        s.turn = int(d["turn"])
        s.actions_left = int(d["actions_left"])
        s.effects = [_tuplify(e) for e in d["effects"]]
        s.frames = [_tuplify(f) for f in d["frames"]]
        s.pending = [_tuplify(e) for e in d.get("pending", ())]
        if "coins" in d:
            coins = [int(x) for x in d["coins"]]
            if len(coins) != s.cfg.n_players or min(coins) < 0:
                raise ValueError(f"coins: one count of at least 0 per seat, not {d['coins']!r}")
            s.coins = coins
        if "stored" in d:
            s.stored = [[int(x) for x in pile] for pile in d["stored"]]
        if "schedule" in d:
            schedule = [[int(x) for x in pile] for pile in d["schedule"]]
            if len(schedule) != s.cfg.n_players:
                raise ValueError(f"schedule: one list of cards per seat, not {d['schedule']!r}")
            s.schedule = schedule
        s.winner = None if d["winner"] is None else int(d["winner"])
        s.rng = int(d["rng"])
        s.rolls = [(str(r[0]), r[1]) for r in d.get("rolls", [])]
        clock = d.get("clock", s.clock)
        if clock not in (None, DAY, NIGHT):
            raise ValueError(f"clock: {clock!r} is neither {DAY!r} nor {NIGHT!r}")
        s.clock = clock
        for name, value in (d.get("extra") or {}).items():
            field = s.cfg.fields.get(name)
            if field is None:
                raise ValueError(f"extra: {name!r} is no state field of the decks in play")
            s.extra[name] = field.check(value, s.cfg.n_players)
        return s

    def __eq__(self, other: object) -> bool:
        return isinstance(other, DaleState) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]  # mutable

    # -- the rules (delegated) -----------------------------------------------------------
    def is_terminal(self) -> bool:
        """True once somebody has built their 8th stack (``dale.end.eighth_stack``)."""
        return self.winner is not None

    def current_player(self) -> int:
        """The 0-based seat that must decide now, or -1 when the game is over."""
        if self.winner is not None:
            return -1
        if self.frames:
            return self.frames[-1][1]
        return self.active

    def decision(self) -> Decision:
        """The pending decision (who, what kind, a prompt)."""
        engine = self.cfg.rules.engine
        return engine.decision(self)

    def legal_actions(self) -> list[tuple]:
        """Every legal action of the pending decision, in a stable order (empty when over)."""
        engine = self.cfg.rules.engine
        return engine.legal_actions(self)

    def apply(self, action: tuple) -> None:
        """Validate and apply one action of the pending decision.

        Raises:
            IllegalAction: naming the rule that forbids it; the state is then unchanged.
        """
        self._apply_with(self.cfg.rules.engine.apply, action)

    def check(self, action: tuple) -> Any:
        """Check one action of the pending decision without changing anything
        (``engine.check``).

        Returns:
            The checked move (:class:`ludoteca.dale.moves.Move`), for :meth:`do`.

        Raises:
            IllegalAction: naming the rule that forbids it.
        """
        engine = self.cfg.rules.engine
        return engine.check(self, action)

    def do(self, move: Any) -> None:
        """Apply a move checked on this very state (:meth:`check`, ``engine.normalize_move``)
        without checking it again (``engine.do``)."""
        engine = self.cfg.rules.engine
        self._apply_with(lambda state, _action: engine.do(state, move), move.action)

    def apply_trusted(self, action: tuple) -> None:
        """Apply an action taken from :meth:`legal_actions` of this very state without
        validating it again (``engine.apply_trusted``); the result equals :meth:`apply`'s."""
        self._apply_with(self.cfg.rules.engine.apply_trusted, action)

    def _apply_with(self, engine_apply: Any, action: tuple) -> None:
        """``engine_apply(self, action)``, then every seat's knowledge of the hidden cards
        updated (when the state tracks it)."""
        if self.known is None:
            engine_apply(self, action)
            return
        pre = knowledge.before(self)
        engine_apply(self, action)
        knowledge.after(self, pre, action)

    def normalize(self, action: tuple) -> tuple:
        """The one listed action that ``action`` (e.g. parsed from a player's text, maybe a
        short form such as ``build Accordion``) means in this position.

        Raises:
            IllegalAction: when it means none (the rule broken) or several (``ambiguous``).
        """
        engine = self.cfg.rules.engine
        return engine.normalize(self, action)

    def normalize_steps(self, action: tuple) -> list[tuple]:
        """The listed actions that ``action`` stands for, to apply in turn: one action, or,
        for a whole purchase / Inventory (``inventory junk, junk``) where that kind is listed
        card by card, its steps (``discard junk``, ``discard junk``, ``done``).

        Raises:
            IllegalAction: as :meth:`normalize`.
        """
        engine = self.cfg.rules.engine
        return engine.normalize_steps(self, action)

    def type_of(self, card: int) -> CardType:
        """The printed identity of a physical card in this game (substitutes read as junk)."""
        return self.cfg.types[card]


def _listify(x: Any) -> Any:
    if isinstance(x, (tuple, list)):
        return [_listify(v) for v in x]
    return x


def _tuplify(x: Any) -> Any:
    if isinstance(x, (tuple, list)):
        return tuple(_tuplify(v) for v in x)
    return x
