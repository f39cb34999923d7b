"""Dale positions: the position file (TOML, docs/positions.md), its schema, reading and writing.

A description is a dict (what a TOML position file reads into), checked against one declared
schema (:class:`PositionSpec`, pydantic v2) before anything is built::

    {"animalfolk": ["macaws", "pandas", "squirrels"],
     "seed": 7,                      # optional: fills unknown cards, drives later shuffles
     "active": 1,                    # 1-based seat whose turn it is (default 1)
     "market": {"slots": ["Cookies", "", ...],   # from the +0 (rightmost) slot to +4
                "deck": 20,          # a count or a list of cards, top first
                "discard": ["Acorn"]},           # bottom first
     "junk": {"pile": 6},            # a count or a list of junk cards
     "player": [{"hand": [...] | 5, "deck": [...] | 4, "discard": [...], "stall": [[...], ...]},
                ...],
     "turn": {"effects": ["Flashy Show"], "bonus_action": True, "in_play": [...],
              "aside": [...], "frames": [["spyglass_keep", 1, ["Cookies#24", ...]]],
              "pending": [["siesta_next", 1]],   # delayed and lasting effects waiting
              "moment": "turn_start"}}           # the turn is starting, its due effects not
                                                 # yet resolved (resolved when it is read)

A card is written ``Name`` (printed name, any letter case; ``junk`` for junk), ``Name#ID``
(that physical card: referee saves and cards a pending effect points at), ``?`` (an unknown
card, filled at random like a count) or ``?LABEL`` (an unknown card a pending effect points
at). Decks' lists are top first; discard piles bottom first. Unknown cards are filled (from the
seed, or fresh randomness when the file has none) so that every seat only ever receives its own
starting cards; cards neither named nor counted are out of play.
"""

from __future__ import annotations

import json
import re
import secrets
import tomllib
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, WrapValidator
from pydantic_core import PydanticCustomError

from ludoteca.core import rng as _rng
from ludoteca.core.errors import BadInput, LudotecaError
from ludoteca.core.i18n import Message
from ludoteca.dale import editions
from ludoteca.dale.ruleset import Ruleset
from ludoteca.dale.state import EMPTY, Config, DaleState

#: No pile of the game can hold more cards (20 junk + 6 decks of 15 = 110 physical cards).
MAX_PILE = 120
#: Seeds are 64-bit: the RNG state is one unsigned 64-bit integer (ludoteca.core.rng).
MAX_SEED = 2**64 - 1

# ==========================================================================================
# The schema (issue 14: one declared schema per file format)
# ==========================================================================================
CardText = Annotated[str, Field(max_length=80)]


def _pile(value: Any, handler: Any) -> Any:
    try:
        return handler(value)
    except ValidationError:
        raise PydanticCustomError(
            "pile", "expected a count (a whole number 0 to {max}) or a list of at most {max} "
                    "cards, got {got}", {"max": MAX_PILE, "got": _short(value)}) from None


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


#: A pile: a count of unknown cards, or its cards (names, ``Name#ID``, ``?``, ``?LABEL``).
Pile = Annotated[
    Annotated[int, Field(ge=0, le=MAX_PILE)] | Annotated[list[CardText], Field(max_length=MAX_PILE)],
    WrapValidator(_pile),
]
FrameArg = Annotated[int, Field(ge=-1, le=MAX_PILE)] | CardText | Annotated[list[CardText],
                                                                      Field(max_length=MAX_PILE)]


class _Spec(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid")


class MarketSpec(_Spec):
    """``[market]``: ``slots`` (at most 5 cards, ``""`` = empty, from +0 to +4), ``deck``
    (top first) and ``discard`` (the market discard pile, bottom first)."""

    slots: list[CardText] = Field(default_factory=lambda: [""] * 5)
    deck: Pile = 0
    discard: Pile = Field(default_factory=list)


class JunkSpec(_Spec):
    """``[junk]``: ``pile``, the junk pile (a count, 0–20, or a list of junk cards)."""

    pile: Pile = 0


class PlayerSpec(_Spec):
    """One ``[[player]]`` table, in seat order."""

    hand: Pile = Field(default_factory=list)
    deck: Pile = 0
    discard: Pile = Field(default_factory=list)
    stall: Annotated[list[Annotated[list[CardText], Field(min_length=1, max_length=40)]],
                     Field(max_length=9)] = Field(default_factory=list)
    coins: Annotated[int, Field(ge=0, le=1000)] = 0
    #: the cards the seat stored (set aside face down by its own effect), in the order stored
    stored: Pile = Field(default_factory=list)
    #: the seat's delayed techniques waiting face up, oldest first (dale.technique.schedule)
    schedule: Annotated[list[CardText], Field(max_length=40)] = Field(default_factory=list)


class TurnSpec(_Spec):
    """``[turn]``: the turn in progress (docs/positions.md)."""

    number: Annotated[int, Field(ge=1, le=1_000_000)] = 1
    actions: Annotated[int, Field(ge=0, le=100)] = 1
    bonus_action: bool = False
    effects: Annotated[list[CardText], Field(max_length=100)] = Field(default_factory=list)
    used: Annotated[list[CardText], Field(max_length=100)] = Field(default_factory=list)
    rolls: Annotated[list[Annotated[str, Field(max_length=40)]],
                     Field(max_length=100)] = Field(default_factory=list)
    in_play: Annotated[list[CardText], Field(max_length=40)] = Field(default_factory=list)
    aside: Pile = Field(default_factory=list)
    frames: Annotated[list[Annotated[list[FrameArg], Field(min_length=2, max_length=10)]],
                      Field(max_length=40)] = Field(default_factory=list)
    pending: Annotated[list[Annotated[list[FrameArg], Field(min_length=2, max_length=10)]],
                       Field(max_length=40)] = Field(default_factory=list)
    #: "turn_start": the active seat's turn has begun and its due effects (the entries of
    #: ``pending`` and the stored cards that wait for the start of its turn …) are not resolved
    #: yet; none (the default): the turn is under way, its start already resolved
    moment: Literal["turn_start"] | None = None


class PositionSpec(_Spec):
    """A whole position file. ``covers`` and ``expect`` are annotations of the test files
    (tests/dale/positions) that readers ignore."""

    game: Literal["dale"] = "dale"
    edition: Annotated[str, Field(max_length=40)] = "classic"
    animalfolk: Annotated[list[Annotated[str, Field(max_length=40)]],
                          Field(max_length=10)] = Field(default_factory=list)
    seed: Annotated[int, Field(ge=0, le=MAX_SEED)] | None = None
    active: Annotated[int, Field(ge=1, le=4)] = 1
    clock: Literal["day", "night"] | None = None  # only with a deck that uses the clock
    #: the state the decks in play declare (``deck.state``), name -> value, only the fields
    #: away from their default; checked against each field in :func:`from_spec`
    extra: dict[str, Any] | None = None
    market: MarketSpec = Field(default_factory=MarketSpec)
    junk: JunkSpec = Field(default_factory=JunkSpec)
    player: Annotated[list[PlayerSpec], Field(max_length=8)] = Field(default_factory=list)
    turn: TurnSpec = Field(default_factory=TurnSpec)
    covers: Any = None
    expect: Any = None


def check_spec(spec: Any) -> PositionSpec:
    """Check a description against :class:`PositionSpec`.

    Raises:
        BadInput: ``FIELD.PATH: reason`` for the first field with a wrong type or out of range
            (bools are not numbers, 2.5 is not a count, -3 is not a pile).
    """
    if not isinstance(spec, dict):
        raise BadInput(Message("position.position_table_fields"))
    try:
        return PositionSpec.model_validate(spec)
    except ValidationError as exc:
        err = exc.errors()[0]
        raise BadInput(Message("position.field", field=location_text(err["loc"]),
                               problem=problem_text(err))) from None


def location_text(loc: tuple) -> str:
    """``('player', 1, 'hand')`` → ``player[2].hand``; ``('market', 'slots', 0)`` →
    ``market.slots[0]`` (seats 1-based, as in the file's other messages)."""
    out = ""
    for i, part in enumerate(loc):
        if isinstance(part, int):
            out += f"[{part + 1 if loc[i - 1] in ('player', 'stall') else part}]"
        else:
            out += ("." if out else "") + str(part)
    return out or "file"


#: pydantic's error types of a position's fields → our message (in the reader's language;
#: values ``got`` and ``limit``); any other type keeps pydantic's English text.
PROBLEMS = {"int_type": "position.problem.int", "int_parsing": "position.problem.int",
            "int_from_float": "position.problem.int", "greater_than_equal": "position.problem.ge",
            "less_than_equal": "position.problem.le", "list_type": "position.problem.list",
            "string_type": "position.problem.str", "dict_type": "position.problem.table"}


def problem_text(err: dict) -> str | Message:
    """What is wrong with one field (an error of pydantic's ``errors()``): our message for
    the common types (:data:`PROBLEMS`), else pydantic's text with the value given."""
    msg = str(err.get("msg", "invalid"))
    msg = re.sub(r"^Value error, ", "", msg)
    kind = err.get("type")
    if kind == "extra_forbidden":
        return Message("position.unknown_field")
    if kind in PROBLEMS:
        ctx = err.get("ctx") or {}
        return Message(PROBLEMS[kind], got=_short(err.get("input")),
                       limit=ctx.get("ge", ctx.get("le", "")))
    if err.get("type") == "missing":
        return msg
    if kind == "pile":
        ctx = err.get("ctx") or {}
        return Message("position.problem.pile", max=ctx.get("max", MAX_PILE),
                       got=ctx.get("got", _short(err.get("input"))))
    return f"{msg}, got {_short(err.get('input'))}"


# ==========================================================================================
# Who may hold which card (issue 13 part 4; docs/rulings.md, dale.setup.starting_deck)
# ==========================================================================================
# Decks with a card that can move a card from one player to another (directly, or through
# the market discard pile and the market deck, which any player may then buy from): the card
# hook ``moves_cards``; decks with a card that can throw a player's own card away (to the
# market discard pile, from where a reshuffle brings it into the market deck and the market):
# the card hook ``throws_own``. [ours] worked out from the card list; see docs/rulings.md.


def starting_owner(cfg: Config) -> dict[int, int]:
    """``card id → seat`` for the value-1 starting cards in play: seat k owns copy k of every
    deck in play (``dale.setup.starting_deck``); copies beyond the player count are out."""
    owner = {}
    for folk in cfg.animalfolk:
        starts = [c for c in cfg.rules.deck_ids(folk) if cfg.rules.card_type[c].value == 1]
        for seat in range(cfg.n_players):
            owner[starts[seat]] = seat
    return owner


class _Placer:
    """Gives physical cards to the entries of a file, area by area.

    Areas: ``("slot", i)``, ``("market_deck",)``, ``("bin",)``, ``("junk",)``,
    ``("hand", p)``, ``("deck", p)``, ``("discard", p)``, ``("stall", p, k)``, ``("in_play",)``,
    ``("aside",)``. The seat of an area (for starting cards) is ``p``, the active seat for
    ``in_play``, None for the rest.
    """

    def __init__(self, cfg: Config, active: int) -> None:
        self.cfg = cfg
        self.active = active
        self.owner = starting_owner(cfg)
        rules = self.rules = cfg.rules
        n_ids = rules.n_cards
        self.extra_starts = {c for f in cfg.animalfolk for c in rules.deck_ids(f)
                             if rules.card_type[c].value == 1 and c not in self.owner}
        self.free = {c for c in range(n_ids)
                     if c < 20 or (c in cfg.in_play_ids and c not in self.extra_starts)}
        self.subs = set(cfg.sub_ids)  # the box's decks not in play
        self.moves = [f for f in cfg.animalfolk if rules.deck_has(f, "moves_cards")]
        self.throws = [f for f in cfg.animalfolk if rules.deck_has(f, "throws_own")]
        self.labels: dict[str, int] = {}

    def seat_of(self, area: tuple) -> int | None:
        if area[0] in ("hand", "deck", "discard", "stall", "stored", "schedule"):
            return area[1]
        if area[0] == "in_play":
            return self.active
        return None

    def exact(self, name: str, ident: int, where: str) -> int:
        real = self.rules.canonical_name(name)
        if real is None:
            raise BadInput(Message("position.unknown_card", where=where, name=repr(name)))
        if not 0 <= ident < self.rules.n_cards or (ident not in self.free
                                                   and ident not in self.subs):
            raise BadInput(Message("position.free_card_game", where=where, ident=ident))
        if self.cfg.types[ident].name != real:
            raise BadInput(Message("position.card", where=where, ident=ident,
                                   name=self.cfg.types[ident].name, real=real))
        self.free.discard(ident)
        self.subs.discard(ident)
        return ident

    def named(self, name: str, area: tuple, where: str, own_only: bool = False) -> int | None:
        """The card for a name in ``area``; with ``own_only``, only a seat's own starting
        copy (None when the name is not such a card or the copy is taken)."""
        real = self.rules.canonical_name(name)
        if real is None:
            raise BadInput(Message("position.unknown_card", where=where, name=repr(name)))
        types = self.cfg.types
        seat = self.seat_of(area)
        if own_only:
            if seat is None:
                return None
            own = [c for c, q in self.owner.items() if q == seat and types[c].name == real]
            if own and own[0] in self.free:
                self.free.discard(own[0])
                return own[0]
            return None
        ids = sorted(c for c in self.free if types[c].name == real)
        if real == "junk" and not ids:
            ids = sorted(self.subs)  # dale.cleanup.junk_substitutes
            if ids:
                self.subs.discard(ids[0])
                return ids[0]
        if not ids:
            raise BadInput(Message("position.left_decks_play", where=where, real=real))
        card = ids[0]  # for a starting card: another seat's copy (its own is taken)
        if card in self.owner:
            self._check_start(real, area, seat, ids, where)
        self.free.discard(card)
        return card

    def _check_start(self, real: str, area: tuple, seat: int | None, ids: list[int],
                     where: str) -> None:
        """A starting card outside its owner's cards must have been moved by a card in play."""
        if area[0] == "aside":
            return  # set aside from any player's cards by an effect
        if seat is not None:
            if not self.moves:
                raise BadInput(
                    Message("position.seat_hold_second", where=where, seat=seat + 1, real=real))
            return
        if not self.throws:
            raise BadInput(
                Message("position.starting_card_deck", where=where, real=real))

    def unknown(self, area: tuple, shuffled: list[int]) -> int:
        """One unknown card for ``area`` from ``shuffled`` (consumed): the junk pile takes
        junk; the market takes market cards (value 2-5); a seat takes junk, market cards
        and its own starting cards only."""
        types = self.cfg.types
        seat = self.seat_of(area)
        for i, c in enumerate(shuffled):
            if c not in self.free:
                continue
            if area[0] == "junk":
                ok = c < 20
            elif area[0] in ("slot", "market_deck", "bin"):
                ok = c >= 20 and types[c].value > 1
            elif c in self.owner:
                ok = seat is not None and self.owner[c] == seat
            else:
                ok = True
            if ok:
                del shuffled[i]
                self.free.discard(c)
                return c
        raise BadInput(Message("position.fitting_card_left"))


_EXACT = re.compile(r"\s*(.*?)\s*#\s*(\d{1,6})\s*")
_LABEL = re.compile(r"\?([A-Za-z0-9_.-]*)")


def entries_index(entries: list, got: list, i: int) -> int:
    """The index, inside its pile, of entry ``i``."""
    area = entries[i][0]
    return sum(1 for j in range(i) if entries[j][0] == area)


def from_spec(spec: dict[str, Any], rules: Ruleset | None = None, *,
              resolve: bool = True) -> DaleState:
    """Build the state a description gives (``rules``: the ruleset of the game; default: the
    classic edition's). A turn that is starting (``[turn] moment = "turn_start"``) has its due
    effects resolved up to its first decision, as the engine does when that turn begins;
    with ``resolve`` False the state is returned at that moment itself, the engine frame
    ``("turn_start", seat)`` not yet resolved (``turn.resolve`` goes on from it).

    Raises:
        BadInput: naming the field and the reason (a wrong type or range — see
            :class:`PositionSpec` — an unknown card, too many copies, a starting card where no
            card in play could have moved it, a deck not in play, a stall stack whose total is
            wrong, more unknown cards than are left, a pending effect that does not fit …).
    """
    ps = check_spec(spec)
    rules = editions.classic() if rules is None else rules
    folk = [a.lower() for a in ps.animalfolk]
    n = len(ps.player)
    if not 2 <= n <= 4:
        raise BadInput(Message("position.player_position_needs", n=n))
    for a in folk:
        if a not in rules.decks:
            raise BadInput(Message("position.animalfolk_unknown_deck", deck=repr(a),
                                   known=', '.join(rules.decks)))
    if len(set(folk)) != len(folk) or len(folk) != n + 1:
        raise BadInput(Message("position.animalfolk_players_use", n=n, decks=n + 1))
    if not 1 <= ps.active <= n:
        raise BadInput(Message("position.active_seat_player", active=ps.active, n=n))
    # Decks in play outside Dale 1's box are in the box (as in ``new_game``); a position of
    # Dale 1's decks keeps Dale 1's box, so its state (and hash) is unchanged.
    extra = tuple(a for a in rules.decks if a in folk and a not in rules.box)
    cfg = Config(n, tuple(folk), rules.box + extra if extra else None, rules)
    s = DaleState(cfg)
    s.active = ps.active - 1
    if ps.clock is not None:  # the day/night clock: only with a deck that uses it
        if s.clock is None:
            raise BadInput(Message("position.clock_no_deck", clock=repr(ps.clock)))
        s.clock = ps.clock
    for name, value in (ps.extra or {}).items():  # declared state (deck.state)
        field = cfg.fields.get(name)
        if field is None:
            raise BadInput(Message("position.extra_unknown", name=repr(name),
                                   known=", ".join(cfg.fields) or "-"))
        try:
            s.extra[name] = field.check(value, n)
        except ValueError as exc:
            raise BadInput(Message("position.extra_value", name=repr(name),
                                   reason=str(exc))) from None
    placer = _Placer(cfg, s.active)

    # Every entry with its area and field path, in file order.
    entries: list[tuple[tuple, str, str]] = []  # (area, text, where)
    unknown_counts: list[tuple[tuple, int, str]] = []

    def add(area: tuple, value: list[str] | int, where: str) -> None:
        if isinstance(value, int):
            unknown_counts.append((area, value, where))
        else:
            entries.extend((area, str(x), where) for x in value)

    if len(ps.market.slots) > 5:
        raise BadInput(Message("position.market_slots_most"))
    for i, name in enumerate(ps.market.slots):
        if name.strip():
            entries.append((("slot", i), name, f"market.slots[{i}]"))
    add(("market_deck",), ps.market.deck, "market.deck")
    add(("bin",), ps.market.discard, "market.discard")
    for p, pl in enumerate(ps.player):
        where = f"player[{p + 1}]"
        add(("hand", p), pl.hand, f"{where}.hand")
        add(("deck", p), pl.deck, f"{where}.deck")
        add(("discard", p), pl.discard, f"{where}.discard")
        if len(pl.stall) > 8:
            raise BadInput(Message("position.stall_stall_holds", where=where))
        for k, stack in enumerate(pl.stall):
            add(("stall", p, k), stack, f"{where}.stall[{k + 1}]")
        add(("stored", p), pl.stored, f"{where}.stored")
        add(("schedule", p), pl.schedule, f"{where}.schedule")
    if not isinstance(ps.junk.pile, int):
        add(("junk",), ps.junk.pile, "junk.pile")
    add(("in_play",), ps.turn.in_play, "turn.in_play")
    add(("aside",), ps.turn.aside, "turn.aside")
    junk = ps.junk.pile
    if isinstance(junk, int) and junk > 20:
        raise BadInput(Message("position.junk_pile_box", junk=junk))

    # Resolve: exact cards first, then each seat's own starting cards, then the rest.
    got: list[int | None] = [None] * len(entries)
    pending_unknown: list[int] = []
    for i, (area, text, where) in enumerate(entries):
        mt = _EXACT.fullmatch(text)
        if mt:
            got[i] = placer.exact(mt[1], int(mt[2]), where)
        elif text.strip().startswith("?"):
            if area[0] in ("slot", "in_play", "stall", "junk", "schedule"):
                raise BadInput(Message("position.name_every_card", where=where, text=repr(text)))
            lab = _LABEL.fullmatch(text.strip())
            if lab is None:
                raise BadInput(Message("position.unknown_card_label", where=where,
                                       text=repr(text)))
            pending_unknown.append(i)
    for i, (area, text, where) in enumerate(entries):
        if got[i] is None and i not in pending_unknown:
            got[i] = placer.named(text, area, where, own_only=True)
    for i, (area, text, where) in enumerate(entries):
        if got[i] is None and i not in pending_unknown:
            got[i] = placer.named(text, area, where)

    # Unknown cards ("?" entries and counts), filled at random: the junk pile takes junk, the
    # market takes market cards, and each seat its own starting cards not named elsewhere
    # (where else could they be?) plus junk and market cards (issue 13 part 4).
    s.rng = _rng.seed_state(ps.seed if ps.seed is not None else secrets.randbits(64))
    left = sorted(placer.free)
    if unknown_counts or pending_unknown:  # only unknown cards consume randomness
        s.rng = _rng.shuffle(s.rng, left)
    junk_ids: list[int] = []
    for (area, text, where), card in zip(entries, got):
        if area == ("junk",):
            if cfg.types[card].name != "junk":
                raise BadInput(Message("position.junk_pile_junk2", text=repr(text)))
            junk_ids.append(card)
    piles: dict[tuple, list[int | None]] = {}
    for (area, _text, _where), card in zip(entries, got):
        if area != ("junk",):
            piles.setdefault(area, []).append(card)
    # (area, index in the pile, where, label, written as "?")
    holes: list[tuple[tuple, int, str, str, bool]] = []
    for i in pending_unknown:
        area, text, where = entries[i]
        holes.append((area, entries_index(entries, got, i), where, text.strip()[1:], True))
    for area, k, where in unknown_counts:
        pile = piles.setdefault(area, [])
        holes.extend((area, len(pile) + j, where, "", False) for j in range(k))
        pile.extend([None] * k)
    types = cfg.types
    market_cards = [c for c in left if c >= 20 and types[c].value > 1 and c not in placer.owner]
    shared = [c for c in left if c < 20 or c not in placer.owner]  # junk and market cards
    taken: set[int] = set(junk_ids)
    for c in list(placer.free):
        if c in taken:
            placer.free.discard(c)

    def pick(pool: list[int], k: int, where: str, fallback: list[int] | None = None) -> list[int]:
        out = [c for c in pool if c in placer.free][:k]
        if len(out) < k and fallback:
            # Only when the file leaves no other way: a starting card that a card in play
            # could have moved there (a seat's save hides where such a card went).
            out += [c for c in fallback if c in placer.free and c not in out][:k - len(out)]
        if len(out) < k:
            raise BadInput(Message("position.unknown_cards_fitting", where=where))
        placer.free.difference_update(out)
        return out

    starts_anywhere = [c for c in left if c in placer.owner]

    by_owner: dict[int | None, list[tuple]] = {}
    for h in holes:
        kind = h[0][0]
        key = "market" if kind in ("slot", "market_deck", "bin") else placer.seat_of(h[0])
        if kind == "in_play":
            key = None
        by_owner.setdefault(key, []).append(h)
    fills: dict[int, list[int]] = {}
    for key in ["market"] + list(range(n)) + [None]:
        hs = by_owner.get(key, [])
        if not hs:
            continue
        where = hs[0][2]
        if key == "market":
            # A count takes market cards only (dale.setup.market_deck); a "?" entry may also
            # be a starting card thrown away earlier, when a deck in play can do that.
            marks = sum(1 for h in hs if h[4])
            cards = pick(market_cards, len(hs) - marks, where)
            cards += pick(market_cards, marks, where,
                          starts_anywhere if placer.throws else None)
            hs = [h for h in hs if not h[4]] + [h for h in hs if h[4]]
        elif key is None:
            cards = pick(shared, len(hs), where, starts_anywhere)
        else:
            own = [c for c in left if placer.owner.get(c) == key and c in placer.free]
            own = pick(own, min(len(own), len(hs)), where)
            cards = own + pick(shared, len(hs) - len(own), where,
                               starts_anywhere if placer.moves else None)
            s.rng = _rng.shuffle(s.rng, cards)
        for h, c in zip(hs, cards):
            piles[h[0]][h[1]] = c
            if h[3]:
                if h[3] in placer.labels:
                    raise BadInput(Message("position.label_used_twice", field=h[2], label=h[3]))
                placer.labels[h[3]] = c

    # The junk pile last: the junk no seat took, then thrown-away substitutes.
    if isinstance(junk, int):
        free_junk = [c for c in left if c < 20 and c in placer.free]
        # Thrown-away junk substitutes go to the junk pile too (dale.cleanup.junk_substitutes).
        subs = sorted(placer.subs)
        if junk > len(free_junk) + len(subs):
            raise BadInput(Message("position.junk_pile_junk", left=len(free_junk) + len(subs)))
        junk_ids = free_junk[:junk]
        junk_ids += subs[len(subs) - (junk - len(junk_ids)):] if junk > len(junk_ids) else []
        placer.free.difference_update(junk_ids)
        placer.subs.difference_update(junk_ids)
    s.junk = junk_ids

    # Lay the piles out (decks and the market deck are written top first).
    for i in range(5):
        s.market[i] = piles.get(("slot", i), [EMPTY])[0]
    s.market_deck = list(reversed(piles.get(("market_deck",), [])))
    s.bin = piles.get(("bin",), [])
    for p in range(n):
        s.hands[p] = piles.get(("hand", p), [])
        s.decks[p] = list(reversed(piles.get(("deck", p), [])))
        s.discards[p] = piles.get(("discard", p), [])
        s.stalls[p] = [tuple(piles[("stall", p, k)]) for k in range(len(ps.player[p].stall))]
        s.coins[p] = ps.player[p].coins
        s.stored[p] = piles.get(("stored", p), [])
        s.schedule[p] = piles.get(("schedule", p), [])
    s.in_play = piles.get(("in_play",), [])
    s.aside = piles.get(("aside",), [])
    order = {f: i for i, f in enumerate(cfg.animalfolk)}
    s.out = tuple(sorted((c for c in placer.free | placer.extra_starts if c >= 20),
                         key=lambda c: (order.get(rules.card_type[c].animalfolk, 99), c))) + \
        tuple(sorted(c for c in placer.free if c < 20))
    s.subs = tuple(sorted(placer.subs))

    # Stall stacks must have been legal when built (values as printed).
    finished = [p for p in range(n) if len(s.stalls[p]) >= 8]
    if len(finished) > 1:
        raise BadInput(Message("position.player_stall_one", player=finished[-1] + 1))
    if finished:  # dale.end.eighth_stack: the game is over
        s.winner = finished[0]
    for p in range(n):
        for k, stack in enumerate(s.stalls[p]):
            total = sum(rules.card_type[c].value for c in stack)
            numbers = [k + 1] + [k + 1 + d for c in (s.stalls[p][k - 1] if k else ())
                                 for d in rules.hook("stall_total_adjust",
                                                     rules.card_type[c].name, ())]
            if total not in numbers and not any(_stack_could_be(s, list(stack), n)
                                                for n in numbers if n >= 1):
                raise BadInput(Message("position.player_stall_stack", player=p + 1, stack=k + 1,
                                       total=total))
            broken = _stack_limit_broken(s, list(stack))
            if broken:
                raise BadInput(Message("position.player_stall", player=p + 1, stack=k + 1,
                                       broken=broken))
    turn = ps.turn
    s.turn = turn.number
    refs = _Refs(s, placer.labels)
    for text in turn.effects:
        s.effects.append(_effect(s, text, refs))
    for name in turn.used:
        card = refs.card(name, "turn.used", skip=set(s.used))
        s.used.append(card)
    s.rolls = [_roll(text, s.cfg.rules.dice) for text in turn.rolls]
    s.actions_left = turn.actions
    if turn.bonus_action and s.actions_left < 1:
        # The active player is about to take a bonus action: one action is left to take.
        raise BadInput(Message("position.turn_bonus_action"))
    s.frames = [_frame(s, f, refs, k) for k, f in enumerate(turn.frames)]
    s.pending = [_frame(s, f, refs, k, "turn.pending") for k, f in enumerate(turn.pending)]
    if turn.moment == "turn_start":
        return _turn_start(s, turn, resolve)
    if s.actions_left == 0 and not s.frames and s.winner is None:
        raise BadInput(Message("position.turn_actions_action"))
    if s.frames and s.winner is not None:
        raise BadInput(Message("position.turn_frames_game"))
    if s.frames or s.in_play or s.aside:
        _check_pending(s)
    return s


#: The fields of ``[turn]`` that a turn that is starting has at their defaults: nothing of
#: the turn has happened yet (``turn.begin_turn``: one action, no effect, no ability used, no
#: roll, nothing in play or set aside). ``frames`` may hold steps that wait under the start of
#: the turn (a choice the previous clean-up asked for: Barricade).
_STARTING_DEFAULTS = ("actions", "bonus_action", "effects", "used", "rolls", "in_play", "aside")


def _turn_start(s: DaleState, turn: TurnSpec, resolve: bool) -> DaleState:
    """A position at the start of the active seat's turn (``moment = "turn_start"``): the
    state as ``turn.begin_turn`` leaves it (the engine frame ``("turn_start", seat)`` on top of
    the file's ``frames``, which wait under it), then (``resolve``) its due effects resolved by
    the engine (``turn.resolve``: the ``turn_start`` listeners, then the automatic steps).

    Raises:
        BadInput: a field of ``[turn]`` away from its default (see :data:`_STARTING_DEFAULTS`),
            a finished game, or due effects the engine cannot resolve in this position.
    """
    from ludoteca.dale.turn import resolve as resolve_turn

    for name in _STARTING_DEFAULTS:
        if getattr(turn, name) != TurnSpec.model_fields[name].get_default(
                call_default_factory=True):
            raise BadInput(Message("position.turn_moment_field", field=name))
    if s.winner is not None:
        raise BadInput(Message("position.turn_moment_over"))
    s.frames.append(("turn_start", s.active))
    if not resolve:
        return s
    try:
        resolve_turn(s)
        if s.frames:
            _check_pending(s)
    except LudotecaError as exc:
        raise BadInput(Message("position.turn_frames_pending2", exc=exc)) from None
    except Exception as exc:  # noqa: BLE001 - due effects that do not fit the position
        raise BadInput(Message("position.turn_frames_pending3",
                               error=type(exc).__name__)) from None
    return s


class _Refs:
    """Cards that effects, used abilities and pending frames point at."""

    def __init__(self, s: DaleState, labels: dict[str, int]) -> None:
        self.s = s
        self.labels = labels
        self.placed: set[int] = set()
        for pile in s.hands + s.decks + s.discards + s.stored + s.schedule + [
                s.market, s.market_deck, s.bin, s.junk, s.in_play, s.aside]:
            self.placed.update(pile)
        for stall in s.stalls:
            for st in stall:
                self.placed.update(st)

    def card(self, text: str, where: str, skip: set[int] | None = None,
             anywhere: bool = False) -> int:
        t = text.strip()
        if t.startswith("?"):
            if t[1:] not in self.labels:
                raise BadInput(Message("position.names_label_card", where=where, card=repr(t)))
            return self.labels[t[1:]]
        mt = _EXACT.fullmatch(t)
        if mt:
            ident = int(mt[2])
            real = self.s.cfg.rules.canonical_name(mt[1])
            # A pending effect may point at a card out of the piles (it waits out of play,
            # e.g. an unfinished card): such a card is left out of play.
            if (ident not in self.placed and not (anywhere and ident in self.s.out)) or \
                    ident >= self.s.cfg.rules.n_cards or self.s.cfg.types[ident].name != real:
                raise BadInput(Message("position.card_placed_file", where=where, card=repr(t)))
            return ident
        if anywhere:
            raise BadInput(Message("position.write_card_name", where=where, card=repr(t)))
        return _find_named(self.s, t, where, skip)


def _frame(s: DaleState, raw: list, refs: _Refs, k: int, field: str = "turn.frames") -> tuple:
    """One pending effect step (``field`` "turn.frames") or delayed/lasting effect
    ("turn.pending"): ``[kind, seat, fields…]``, each field read by the kind its step
    declares (:class:`ludoteca.dale.steps.Frame`): seats 1-based, a card ``Name#ID`` or
    ``?LABEL``, a list of those, a list of card tokens, a whole number, a text."""
    from ludoteca.dale import steps

    where = f"{field}[{k}]"
    kind = raw[0]
    if kind == "turn_start":  # a moment of the turn, not a step (moment = "turn_start")
        raise BadInput(Message("position.turn_moment_frame", where=where))
    declared = s.cfg.rules.pending if field == "turn.pending" else s.cfg.rules.frames_all()
    shape = declared.get(kind) if isinstance(kind, str) else None
    if shape is None:
        raise BadInput(Message("position.card_effect_step", where=where, kind=repr(kind)))
    if len(raw) != len(shape.fields) + 1:
        raise BadInput(Message("position.step_entries", where=where, kind=repr(kind),
                               fields=", ".join(shape.fields), count=len(raw)))
    out: list[Any] = [kind]
    for name, arg in zip(shape.fields, raw[1:]):
        field = shape.kinds[name]
        if field == steps.SEAT:
            if not isinstance(arg, int):
                if name == "player":
                    raise BadInput(Message("position.second_entry_seat", where=where))
                raise BadInput(Message("position.expected_seat", where=where, name=name,
                                       value=repr(arg)))
            if not 1 <= arg <= s.cfg.n_players:
                raise BadInput(Message("position.seat_player_game2", where=where, arg=arg,
                                       n_players=s.cfg.n_players))
            out.append(arg - 1)
        elif field == steps.CARD:
            if not isinstance(arg, str):
                raise BadInput(Message("position.expected_card_ref", where=where, name=name,
                                       value=repr(arg)))
            out.append(refs.card(arg, where, anywhere=True))
        elif field == steps.CARDS:
            if not isinstance(arg, list):
                raise BadInput(Message("position.expected_card_list", where=where, name=name,
                                       value=repr(arg)))
            out.append(tuple(refs.card(x, where, anywhere=True) for x in arg))
        elif field == steps.TOKENS:
            if not isinstance(arg, list):
                raise BadInput(Message("position.expected_token_list", where=where, name=name,
                                       value=repr(arg)))
            out.append(tuple(arg))
        elif field == steps.NUMBER:
            if not isinstance(arg, int):
                raise BadInput(Message("position.expected_number", where=where, name=name,
                                       value=repr(arg)))
            out.append(arg)
        else:  # steps.TEXT
            if not isinstance(arg, str):
                raise BadInput(Message("position.expected_text", where=where, name=name,
                                       value=repr(arg)))
            out.append(arg)
    return tuple(out)


def _check_pending(s: DaleState) -> None:
    """A pending effect read from a file must be one the engine can go on with: every step
    is tried once, choosing the first legal choice each time, on a copy."""
    for k, f in enumerate(s.frames):
        for arg in f[2:]:
            if isinstance(arg, str) and arg not in s.cfg.rules.types:
                raise BadInput(Message("position.turn_frames_card", k=k, arg=repr(arg)))
    try:
        s.clone().decision()
        acts = s.clone().legal_actions()
        if s.frames and s.frames[-1][0] != "finish" and not acts:
            raise BadInput(Message("position.turn_frames_pending"))
        trial = s.clone()
        for _ in range(60):
            if not trial.frames or trial.winner is not None:
                break
            acts = trial.legal_actions()
            if not acts:
                raise BadInput(Message("position.turn_frames_pending4"))
            trial.apply(acts[0])
    except LudotecaError as exc:
        if isinstance(exc, BadInput):
            raise
        raise BadInput(Message("position.turn_frames_pending2", exc=exc)) from None
    except Exception as exc:  # noqa: BLE001 - a frame that does not fit the position
        raise BadInput(Message("position.turn_frames_pending3",
                               error=type(exc).__name__)) from None


def _find_named(s: DaleState, name: str, where: str, skip: set[int] | None = None) -> int:
    """The first card called ``name`` of the active player's hand, discard pile or stall
    (or the cards in play)."""
    real = s.cfg.rules.canonical_name(name)
    if real is None:
        raise BadInput(Message("position.unknown_card", where=where, name=repr(name)))
    p = s.active
    piles = [s.hands[p], s.discards[p]] + s.stalls[p] + [s.in_play]
    for pile in piles:
        for c in pile:
            if s.cfg.types[c].name == real and (skip is None or c not in skip):
                return c
    raise BadInput(Message("position.active_player_hand", where=where, real=real))


def _effect(s: DaleState, text: str, refs: _Refs) -> tuple:
    """A value effect of the turn: ``Flashy Show``, ``Bold Haggler +2``, ``Accordion = 3``,
    ``Accordion * 2`` (a value multiplied by a die roll)."""
    t = " ".join(text.split())
    hook = s.cfg.rules.hook
    name = s.cfg.rules.canonical_name(t)
    if name is not None and hook("turn_effect", name):  # a turn-wide effect names its card
        return (hook("turn_effect", name)[0],)
    mt = re.fullmatch(r"(.+?)\s*([+=*])\s*(\d{1,2})", t)
    if not mt:
        named = "".join(f"'{n}', " for n in s.cfg.rules.hooks["turn_effect"])
        raise BadInput(Message("position.turn_effects_effect", text=repr(text), named=named))
    card = refs.card(mt[1], "turn.effects")
    return ({"+": "add", "*": "mul"}.get(mt[2], "set"), card, int(mt[3]))


# ==========================================================================================
# Writing positions
# ==========================================================================================
def _roll(text: str, DICE: dict[str, tuple]) -> tuple:
    """A die roll of the turn: ``polecat 2``, ``hare comet`` (die name, then a face of that
    die, as the decks declare them: the ruleset's ``dice``)."""
    parts = text.split()
    if len(parts) == 2 and parts[0].lower() in DICE:
        die = parts[0].lower()
        for face in DICE[die]:
            if str(face) == parts[1].lower():
                return (die, face)
    raise BadInput(Message("position.turn_rolls", text=repr(text), dice=", ".join(DICE)))


def _check_may_save(s: DaleState, frame: tuple, seat: int) -> None:
    """A seat's file holds no secret field of a pending step that the seat may not see. Its
    secret cards lie in piles hidden from it (written ``?LABEL``); a secret number or list of
    tokens (a purchase made card by card) cannot be hidden that way, so that file is refused.

    Raises:
        BadInput: when ``seat`` may not see such a field of ``frame``.
    """
    from ludoteca.dale import steps

    shape = s.cfg.rules.frame_of(frame[0])
    for name in shape.secret:
        if shape.kinds[name] not in (steps.CARD, steps.CARDS) and \
                not shape.may_see(frame, name, seat):
            raise BadInput(f"seat {seat + 1} may not see the pending {frame[0]!r} step of seat "
                           f"{frame[1] + 1}; only that seat's file can hold it")


def _frame_cards(s: DaleState, frame: tuple) -> list[int]:
    """The card ids a frame points at (as its step declares, :mod:`ludoteca.dale.steps`)."""
    return s.cfg.rules.frame_of(frame[0]).card_ids(frame)


def to_toml(s: DaleState, seat: int | None = None, *, referee: bool = False) -> str:
    """Write a state as a position file (any moment: pending effects included).

    Args:
        s: the state.
        seat: None for the whole position (every hand and deck order, and the RNG state as
            ``seed``); a 0-based seat for what that seat knows: other hands, every deck and
            the cards another seat's effect set aside become unknown (counts, or ``?`` entries
            where a pending effect points at one), and **no seed** — a file a seat may share
            holds nothing from which future shuffles or rolls could be predicted (issue 14);
            loading it draws fresh randomness.
        referee: with ``seat`` None, also write every card's physical id (``Name#ID``) and the
            junk pile as a list, so that reading the file back gives exactly the same state
            (the same :func:`ludoteca.dale.records.state_hash`).

    Raises:
        BadInput: for a seat outside the game.
    """
    from ludoteca.dale.views import hidden_from

    n = s.cfg.n_players
    if seat is not None and not 0 <= seat < n:
        raise BadInput(Message("position.seat_player_game", seat=seat + 1, n=n))
    full = seat is None
    ids_everywhere = full and referee
    types = s.cfg.types
    hidden_ids: set[int] = set()
    hidden_piles: list[list[int]] = []
    if not full:
        hidden_piles = hidden_from(s, seat)
        for pile in hidden_piles:
            hidden_ids.update(pile)
    pointed: set[int] = set()
    for f in s.frames:
        pointed.update(_frame_cards(s, f))
        if not full:
            _check_may_save(s, f, seat)
    for f in s.pending:  # public: nothing to check
        pointed.update(_frame_cards(s, f))
    # Effects and used abilities name a card of the active player; its id is written only
    # when another card of the same name could be meant.
    own = [c for pile in [s.hands[s.active], s.discards[s.active], *s.stalls[s.active],
                          s.in_play] for c in pile]
    plain_refs = {e[1] for e in s.effects if len(e) > 1} | set(s.used)
    pointed_plain = {c for c in plain_refs
                     if c not in own or sum(types[x].name == types[c].name for x in own) > 1}
    labels: dict[int, str] = {}
    for c in sorted(pointed | plain_refs):
        if c in hidden_ids:
            labels[c] = f"?c{len(labels) + 1}"

    def entry(c: int) -> str:
        if c in labels:
            return labels[c]
        if ids_everywhere or c in pointed or c in pointed_plain:
            return f"{types[c].name}#{c}"
        return types[c].name

    def q(text: str) -> str:
        return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'

    def names(cards: list[int]) -> str:
        return "[" + ", ".join(q(entry(c)) for c in cards) + "]"

    starts = starting_owner(s.cfg)

    def pile(cards: list[int], top_first: bool) -> str:
        ordered = list(reversed(cards)) if top_first else list(cards)
        if any(p is cards for p in hidden_piles):
            # A count in the market deck means market cards only: a starting card thrown
            # away earlier needs "?" entries there.
            market_start = cards is s.market_deck and any(c in starts for c in cards)
            if not any(c in labels for c in cards) and not market_start:
                return str(len(cards))
            return "[" + ", ".join(q(labels.get(c, "?")) for c in ordered) + "]"
        return names(ordered)

    out = ['game = "dale"', f'edition = "{s.cfg.rules.edition}"',
           "animalfolk = [" + ", ".join(f'"{a}"' for a in s.cfg.animalfolk) + "]"]
    if full:
        out.append(f"seed = {s.rng}")
    else:
        out.append("# no seed: this file gives no way to foresee shuffles or rolls; "
                   "loading it draws fresh randomness")
    out.append(f"active = {s.active + 1}")
    if s.clock is not None:  # the day/night clock (Mongooses, Bats)
        out.append(f'clock = "{s.clock}"')
    extra = {}
    for name, field in s.cfg.fields.items():  # declared state away from its default
        value = s.extra[name]
        if field.hidden and not full:  # the other seats' entries stay hidden
            value = [v if q == seat else field.initial(s.cfg.n_players)[q]
                     for q, v in enumerate(value)]
        if value != field.initial(s.cfg.n_players):
            extra[name] = value
    if extra:
        out.append("extra = { " + ", ".join(f"{k} = {json.dumps(v, ensure_ascii=False)}"
                                            for k, v in extra.items()) + " }")
    if s.winner is not None:
        out.append(f"# seat {s.winner + 1} has won")
    slots = ", ".join(q(entry(c)) if c != EMPTY else '""' for c in s.market)
    junk = names(s.junk) if ids_everywhere else str(len(s.junk))
    out += ["", "[market]", f"slots = [{slots}]  # from +0 (rightmost) to +4",
            f"deck = {pile(s.market_deck, True)}",
            f"discard = {names(s.bin)}", "", "[junk]", f"pile = {junk}"]
    for p in range(n):
        stall = "[" + ", ".join(names(list(st)) for st in s.stalls[p]) + "]"
        out += ["", "[[player]]", f"hand = {pile(s.hands[p], False)}",
                f"deck = {pile(s.decks[p], True)}", f"discard = {names(s.discards[p])}",
                f"stall = {stall}"]
        if s.coins[p]:
            out.append(f"coins = {s.coins[p]}")
        if s.stored[p]:
            out.append(f"stored = {pile(s.stored[p], False)}")
        if s.schedule[p]:
            out.append(f"schedule = {names(s.schedule[p])}")
    out += ["", "[turn]", f"number = {s.turn}", f"actions = {s.actions_left}"]
    frames = s.frames
    if frames and frames[-1] == ("turn_start", s.active):
        # the turn has begun, its due effects not resolved; the steps under it wait for them
        out.append('moment = "turn_start"  # the due effects are resolved when the file is read')
        frames = frames[:-1]
    effects = []
    for e in s.effects:
        if s.cfg.rules.turn_effect_card(e[0]) is not None:
            effects.append(q(s.cfg.rules.turn_effect_card(e[0])))
        elif e[0] == "set" and not full and seat != s.active:
            continue  # the value a Blindfold set is known to its player only (views.view)
        else:
            sign = {"add": "+", "mul": "*"}.get(e[0], "=")  # a die added or multiplied
            effects.append(q(f'{entry(e[1])} {sign} {e[2]}'))
    out.append("effects = [" + ", ".join(effects) + "]")
    out.append("used = " + names(s.used))
    if s.rolls:  # this turn's die rolls (public)
        out.append("rolls = [" + ", ".join(q(f"{die} {face}") for die, face in s.rolls) + "]")
    if s.in_play:
        out.append("in_play = " + names(s.in_play))
    if s.aside:
        out.append("aside = " + pile(s.aside, False))
    from ludoteca.dale import steps

    for key, entries in (("frames", frames), ("pending", s.pending)):
        if not entries:
            continue
        frames = []
        for f in entries:
            shape = s.cfg.rules.frame_of(f[0])
            parts = [q(f[0])]
            for name, arg in zip(shape.fields, f[1:]):
                field = shape.kinds[name]
                if field == steps.SEAT:
                    parts.append(str(arg + 1))
                elif field == steps.CARD:
                    parts.append(q(entry(arg)))
                elif field == steps.CARDS:
                    parts.append(names(list(arg)))
                elif field == steps.TOKENS:
                    parts.append("[" + ", ".join(q(t) for t in arg) + "]")
                elif field == steps.NUMBER:
                    parts.append(str(arg))
                else:
                    parts.append(q(str(arg)))
            frames.append("[" + ", ".join(parts) + "]")
        out.append("frames = [  # pending card-effect steps, the last one decides now"
                   if key == "frames" else
                   "pending = [  # delayed and lasting effects waiting for their moment")
        out += [f"  {fr}," for fr in frames]
        out.append("]")
    return "\n".join(out) + "\n"


def same_position(a: DaleState, b: DaleState) -> bool:
    """True when two states are the same position card for card by name (physical ids of
    identical cards may differ)."""
    return _by_name(a) == _by_name(b)


def _by_name(s: DaleState) -> dict[str, Any]:
    types = s.cfg.types
    d = s.to_dict()

    def conv(x: Any) -> Any:
        if isinstance(x, list):
            return [conv(v) for v in x]
        return types[x].name if isinstance(x, int) and 0 <= x < len(types) else x

    for key in ("hands", "decks", "discards", "stalls", "market_deck", "bin", "in_play", "aside",
                "used", "stored", "schedule"):
        if key in d:
            d[key] = conv(d[key])
    d["market"] = [types[c].name if c != -1 else "" for c in s.market]
    d["junk"] = len(s.junk)
    d["effects"] = [[e[0]] + ([types[e[1]].name] + list(e[2:]) if len(e) > 1 else [])
                    for e in s.effects]
    d["frames"] = [_frame_by_name(s, f) for f in s.frames]
    d["pending"] = [_frame_by_name(s, f) for f in s.pending]
    for key in ("subs", "out"):
        d[key] = len(d[key])
    return d


def _frame_by_name(s: DaleState, frame: tuple) -> list:
    """A frame with its cards (as its step declares) written by name."""
    from ludoteca.dale import steps

    shape = s.cfg.rules.frame_of(frame[0])
    types = s.cfg.types
    out: list[Any] = [frame[0]]
    for name, arg in zip(shape.fields, frame[1:]):
        field = shape.kinds[name]
        if field == steps.CARD:
            out.append(types[arg].name)
        elif field == steps.CARDS:
            out.append([types[c].name for c in arg])
        elif isinstance(arg, tuple):
            out.append(list(arg))
        else:
            out.append(arg)
    return out


def _stack_limit_broken(s: DaleState, stack: list[int]) -> str | None:
    """Why a stall stack could never have been built under the junk and one-animalfolk limits
    (``dale.stall.no_junk``, ``dale.stall.one_animalfolk``), or None.

    The check only refuses what no passive could allow: a stack holding a chameleon (it may have
    copied Stashing Vendor or Empty Chest) or an Acorn (it may have been swapped in) is not
    checked; each Nostalgic Item may have brought one card from the discard pile, free of both
    limits, so a junk card is allowed per Nostalgic Item, and the animalfolk limit is checked
    only in stacks without one. While a deck in play has a technique that puts a hand card into
    a stall in place of another (hook ``swaps_into_stalls``), or one that lifts a limit for a
    whole turn (hooks ``turn_stack_mix``, ``turn_stack_junk``), no stack is checked.
    """
    rules = s.cfg.rules
    hook, hook_table = rules.hook, rules.hooks.__getitem__
    if any(rules.deck_has(f, "swaps_into_stalls") or rules.deck_has(f, "turn_stack_mix")
           or rules.deck_has(f, "turn_stack_junk") for f in s.cfg.animalfolk):
        return None  # (or while a deck in play lifts a limit for a whole turn: Walruses)
    types = [s.cfg.types[c] for c in stack]
    names = {t.name for t in types}
    if any(t.chameleon for t in types) or any(hook("enters_stalls", n) for n in names):
        return None
    nostalgic = sum(hook("stack_pull", t.name, 0) for t in types)
    junk = sum(1 for t in types if t.is_junk)
    # a stall card may have let the stack hold junk (hook stall_stack_junk: Warm Embrace)
    allowed = nostalgic + (max(hook_table("stall_stack_junk").values())
                           if any(rules.deck_has(f, "stall_stack_junk") for f in s.cfg.animalfolk)
                           else 0)
    if junk > allowed and not any(hook("stack_junk", n) for n in names):
        return (f"a stack holds junk only with {' or '.join(hook_table('stack_junk'))} (or one "
                f"card per {' or '.join(hook_table('stack_pull'))} from the discard pile) "
                "(dale.stall.no_junk)")
    folks = sorted({t.animalfolk for t in types if not t.is_junk})
    if len(folks) > 1 and not nostalgic and not any(hook("stack_mix", n) for n in names):
        return (f"a stack holds cards of one animalfolk only, not {', '.join(folks)} "
                "(dale.stall.one_animalfolk)")
    return None


def _stack_could_be(s: DaleState, stack: list[int], number: int) -> bool:
    """True if the stack's cards could have made stack ``number`` when it was built.

    Values changed during that turn are allowed for: Accordion's ±1, a chameleon's copy (any
    value 1–5), Bold Haggler's die (+0 … +3), Flashy Show (+1 to every card, when the Macaws are
    in play) and Blindfold (one card set to 1–5, when the Ocelots are in play), and the lasting
    effects of the decks in play that raise the total a stack must reach (``card_rules.lasting``
    with ``stack_total``, up to three copies: Nasty Threat). A stack holding an Acorn may have
    received it by swap afterwards and is not checked.
    """
    types = s.cfg.types
    hook = s.cfg.rules.hook
    if any(hook("enters_stalls", types[c].name) for c in stack):
        return True
    in_play = [t.name for f in s.cfg.animalfolk for t in s.cfg.rules.cards_of(f)]
    effects = [hook("turn_effect", n)[1] for n in in_play if hook("turn_effect", n)]
    # A turn-wide mapping of values (hook turn_effect with a mapping) may have applied.
    mappings = [e for e in effects if isinstance(e, dict)]
    options = []
    for c in stack:
        t = types[c]
        if t.chameleon:
            options.append(set(range(0, 6)))
            continue
        values = {t.value} | {t.value + b for b in hook("value_bonus", t.name, ())}
        for mapping in mappings:
            values |= {mapping.get(v, v) for v in values}
        values |= {max(v + a, 0) for v in values for a in hook("stack_adjust", t.name, ())}
        options.append(values)
    settable = sorted({v for n in in_play for v in hook("value_set", n, ())})
    value_settable = bool(settable)
    # Turn-wide effects of the decks in play (hook turn_effect): every card counted delta more.
    raised = sorted({e * len(stack) for e in effects if not isinstance(e, dict)})
    # Lasting effects of the decks in play that raise the total a stack must reach
    # (card_rules.lasting, stack_total): the stack may total that much more, per copy in force.
    lifts = sorted({k * mods["stack_total"] for deck, mods in s.cfg.rules.lasting.values()
                    if deck in s.cfg.animalfolk and "stack_total" in mods for k in range(1, 4)})
    # totals[k] = reachable sums having used k Blindfold settings (k = 0 or 1)
    totals = [{0}, set()]
    for opts in options:
        nxt = [set(), set()]
        for k in (0, 1):
            for t in totals[k]:
                nxt[k].update(t + v for v in opts)
                if value_settable and k == 0:
                    nxt[1].update(t + v for v in settable)
        totals = nxt
    reach = totals[0] | totals[1]
    return (number in reach or any(number - r in reach for r in raised)
            or any(number + r in reach for r in lifts))


# ==========================================================================================
# Position files (TOML)
# ==========================================================================================
def load_position(path: str, edition: str | None = None) -> DaleState:
    """Read a position file (TOML, ``docs/positions.md``) into a state, with the ruleset of
    the edition it names (``edition = "remaster"``; none: ``edition``, else the classic).

    Raises:
        BadInput: a path that is not a readable regular file (refused without reading), a file
            over the size cap, not UTF-8, not TOML, not a Dale position, a field of the wrong
            type or range, or an impossible position — with the line number where it can be
            found and the reason.
    """
    from ludoteca.core.files import read_text_file

    text = read_text_file(path, max_bytes=MAX_FILE_BYTES)
    try:
        return parse_position(text, edition=edition)
    except BadInput as exc:  # name the file too: "line 9: junk.pile: … (in pos.toml)"
        if exc.msg is not None:
            raise BadInput(Message("error.in_file", error=exc.msg, path=path), exc.line) from None
        message = str(exc)
        if exc.line is not None:
            message = message.split(": ", 1)[1]
        raise BadInput(f"{message} (in {path})", exc.line) from None


#: The largest position file read (bytes); a complete referee save is about 6 KB.
MAX_FILE_BYTES = 1024 * 1024


def parse_position(text: str, rules: Ruleset | None = None,
                   edition: str | None = None, *, resolve: bool = True) -> DaleState:
    """Parse the text of a position file; see :func:`load_position`.

    Args:
        text: the file's text.
        rules: the ruleset of the game (a test's); default: the ruleset of the edition the
            file names (``edition = "remaster"``), else of ``edition``, else the classic's.
        edition: the edition the reader asked for (``--edition``): a file of another edition
            is refused.
        resolve: False to get a turn that is starting (``moment = "turn_start"``) at that very
            moment, its due effects not yet resolved (see :func:`from_spec`).

    Raises:
        BadInput: as :func:`load_position`; an unknown edition (naming the known ones) or a
            file of an edition other than the one asked for, at the ``edition`` line.
    """
    try:
        spec = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        mt = re.search(r"at line (\d+)", str(exc))
        if mt is None and "end of document" in str(exc):
            mt = re.match(r"(.*)", str(max(1, len(text.splitlines()))))
        msg = re.sub(r"\s*\(at line \d+, column \d+\)", "", str(exc))
        raise BadInput(Message("position.not_toml",
                               reason=msg), int(mt[1]) if mt else None) from exc
    except RecursionError:  # arrays nested hundreds deep: no position nests more than three
        raise BadInput(Message("position.too_deep"), 1) from None
    game = spec.get("game", "dale")
    if game != "dale":
        raise BadInput(Message("position.game_dale_merchants", game=_short(game)),
                       _line_of(text, "game"))
    try:
        asked = editions.check_edition(edition if edition is not None
                                       else None if rules is None else rules.edition)
        named = spec.get("edition")
        chosen = editions.check_edition(asked if named is None else named)
    except BadInput as exc:
        raise BadInput(exc.msg if exc.msg is not None else str(exc),
                       _line_of(text, "edition")) from None
    if (edition is not None or rules is not None) and asked != chosen:
        raise BadInput(Message("position.edition_other", edition=chosen, asked=asked),
                       _line_of(text, "edition"))
    if rules is None:
        rules = editions.ruleset(chosen)
    try:
        return from_spec(spec, rules, resolve=resolve)
    except BadInput as exc:
        if exc.line is not None:
            raise
        field = str(exc).split(":", 1)[0]
        raise BadInput(exc.msg if exc.msg is not None else str(exc),
                       _line_of(text, field)) from None


def _line_of(text: str, field: str) -> int | None:
    """The 1-based line of a field path such as ``player[2].hand`` or ``market.slots[0]``."""
    import re

    lines = text.splitlines()
    mt = re.match(r"(\w+)(?:\[(\d+)\])?(?:\.(\w+))?", field)
    if not mt:
        return None
    table, index, key = mt[1], mt[2], mt[3]
    if key is None:  # a top-level key, or a whole table
        for i, line in enumerate(lines, 1):
            if re.match(rf"\s*{re.escape(table)}\s*=", line):
                return i
        for i, line in enumerate(lines, 1):
            if re.match(rf"\s*\[\[?\s*{re.escape(table)}\s*\]", line):
                return i
        return 1
    count, start = 0, None
    for i, line in enumerate(lines, 1):
        header = re.match(r"\s*\[\[?\s*([\w.]+)\s*\]\]?", line)
        if header:
            if start is not None:
                break
            if header[1] == table:
                count += 1
                if index is None or table != "player" or count == int(index):
                    start = i
            continue
        if start is not None and re.match(rf"\s*{re.escape(key)}\s*=", line):
            return i
    if start is not None:
        return start
    # An inline table (market = {deck = 3}) or a dotted key (market.deck = 3).
    for i, line in enumerate(lines, 1):
        if re.match(rf"\s*{re.escape(table)}\s*(=|\.\s*{re.escape(key)}\s*=)", line):
            return i
    return 1
