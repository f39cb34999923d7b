"""A ruleset: every table the engine reads, built for one edition from an explicit list of
deck declarations (issue 25, item 1).

A deck module declares its cards with a :class:`~ludoteca.dale.card_rules.Deck` (its rows,
techniques, steps and their frames, abilities, hooks, listeners, pending and lasting effects)
and registers nothing: importing it only builds that module's own declaration object.
:class:`Ruleset` merges the declarations of the decks it is given, in the order given: the
card ids follow that order (junk ``0 .. 19``, then 15 ids per deck, ``dale.setup.decks``), so
they do not depend on which module was imported first. Two rulesets can live in one process
(the tests build their own, with a deck of their own); the clones of a game share theirs
(:attr:`ludoteca.dale.state.Config.rules`).

The editions' rulesets are built in :mod:`ludoteca.dale.editions`.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Sequence

from ludoteca.dale.card_rules import (ENGINE_FRAMES, EVENTS, HOOKS, CardRulesError, Declarations,
                                      Deck, Step)
from ludoteca.dale.cards import (ABILITY, DECK_SIZE, JUNK, JUNK_TYPE, MONO, N_JUNK,
                                 START_COPIES, TECHNIQUE, CardType, name_key)
from ludoteca.dale.steps import CLEANUP, FINISH, RELEASE, TURN_START, Frame

DaleState = Any


class Ruleset:
    """Every table the engine reads for one edition and box of decks.

    Attributes:
        edition: the edition's key (``"classic"``).
        version: the version of the rules as the engine plays them (records name it).
        decks: the animalfolk deck keys, in card-id order.
        names: deck key -> display name (a proper name, kept in English).
        card_type: ``card_type[card_id]`` is the printed card of that physical card (a tuple of
            :data:`n_cards` :class:`~ludoteca.dale.cards.CardType`).
        n_cards: the number of physical cards (20 junk + 15 per deck, then the Mono cards).
        mono: deck key -> its Mono card (the remaster's solo opponent; empty in the classic).
        mono_ids: deck key -> the physical id of its Mono card (after every deck's 15).
        solo: ``f(state)`` the engine calls after every decision of a solo game (the
            automated seat plays; :mod:`ludoteca.dale.remaster.mono`), or None.
        types: printed name -> :class:`~ludoteca.dale.cards.CardType` (junk included).
        techniques: technique name -> ``start(state, seat, card)``.
        steps: step kind -> the step object (``legal``, ``apply``, ``prompt``, ``rule``).
        frames: step kind -> its declared :class:`~ludoteca.dale.steps.Frame`.
        pending: pending-effect kind -> its declared Frame.
        pending_texts: pending-effect kind -> its English text (message ``pending.<kind>``).
        pending_mods: pending-effect kind -> {engine modifier: value}.
        pending_hand_size: pending-effect kind -> ``f(state, seat, entry) -> int``.
        lasting: pending-effect kind -> (deck key, {modifier: int}).
        abilities: card name -> ``(available(state, seat, card), use(state, seat, card))``.
        hooks: hook name -> {card name: value} (every name of
            :data:`~ludoteca.dale.card_rules.HOOKS`).
        turn_effects: turn-effect kind -> what every card adds to its value.
        turn_maps: turn-effect kind -> {value: new value}.
        listeners: event -> [(deck key, fn)] in declaration order.
        spent: card name -> what happens once a spend it asked for is paid.
        state_fields: declared state field name -> (the keys of the decks declaring it, its
            :class:`~ludoteca.dale.card_rules.StateField`); several decks may declare one
            field by giving the very same StateField object (the remaster's per-seat clock,
            shared by its three clock decks): the field is kept when any of them is in play.
        summaries: card name -> its English summary.
        summary_ids: card name -> its summary's message id (``card.<name>``; a card declared
            in another edition's deck module: ``card.<edition>.<name>``).
        options: the edition's rule options (name -> value) the engine reads where the
            editions' rules differ (:data:`ludoteca.dale.editions.OPTIONS`).
        dice: die name -> its six faces (``deck.die``).
        bot_scores, bot_bonus_first: the greedy bot's hints (``deck.bot_hints``): technique ->
            its worth as the action; the bonus techniques to play first.
        engine: the module of rules acting on a state (``state.apply`` …), set by the edition.
        box: the decks a game set up without a named box has available (the classic's:
            :data:`~ludoteca.dale.cards.DALE1_BOX`; default: the first six decks).
        modules: the names of the modules whose declarations were merged.

    Raises:
        CardRulesError: declarations that collide (a card name, a step kind, an effect given
            twice) or are incomplete (a technique without an effect …), listing every problem.
    """

    def __init__(self, edition: str, parts: Sequence[Declarations], *, version: str,
                 engine: Any = None, box: Sequence[str] | None = None,
                 options: dict[str, Any] | None = None) -> None:
        self.edition = edition
        self.options: dict[str, Any] = dict(options or {})
        self.version = version
        self.engine = engine
        self.decks: tuple[str, ...] = tuple(p.key for p in parts if isinstance(p, Deck))
        self.names: dict[str, str] = {}
        self.types: dict[str, CardType] = {JUNK: JUNK_TYPE}
        self._lower: dict[str, str] = {JUNK: JUNK}
        self._of: dict[str, tuple[CardType, ...]] = {}
        self._ids: dict[str, range] = {}
        ids: list[CardType] = [JUNK_TYPE] * N_JUNK
        self.techniques: dict[str, Callable[..., None]] = {}
        self.steps: dict[str, Step] = {}
        self.frames: dict[str, Frame] = {}
        self.pending: dict[str, Frame] = {}
        self.pending_texts: dict[str, str] = {}
        self.pending_mods: dict[str, dict[str, Any]] = {}
        self.pending_hand_size: dict[str, Callable[..., int]] = {}
        self.lasting: dict[str, tuple[str, dict[str, int]]] = {}
        self.abilities: dict[str, tuple[Callable[..., bool], Callable[..., None]]] = {}
        self.hooks: dict[str, dict[str, Any]] = {name: {} for name in HOOKS}
        self.turn_effects: dict[str, int] = {}
        self.turn_maps: dict[str, dict[int, int]] = {}
        self.listeners: dict[str, list[tuple[str, Callable[..., None]]]] = {e: [] for e in EVENTS}
        self.spent: dict[str, Callable[..., None]] = {}
        self.summaries: dict[str, str] = {}
        self.summary_ids: dict[str, str] = {}
        self.bot_scores: dict[str, int] = {}
        self.dice: dict[str, tuple] = {}
        self.bot_bonus_first: set[str] = set()
        #: declared state field name -> (deck keys, StateField)
        self.state_fields: dict[str, tuple[tuple[str, ...], Any]] = {}
        self.modules: tuple[str, ...] = tuple(p.module for p in parts)
        problems: list[str] = []
        seen_keys: set[str] = set()
        for part in parts:
            if part.key in seen_keys:
                problems.append(f"the declarations {part.key!r} are given twice")
                continue
            seen_keys.add(part.key)
            if isinstance(part, Deck):
                start = len(ids)
                for t in part.types:
                    if t.name in self.types or t.name.lower() in self._lower:
                        problems.append(f"deck {part.key!r}: the card name {t.name!r} is "
                                        "already used")
                        continue
                    self.types[t.name] = t
                    self._lower[t.name.lower()] = t.name
                    ids.extend([t] * (START_COPIES if t.value == 1 else t.copies))
                self.names[part.key] = part.name
                self._of[part.key] = tuple(part.types)
                self._ids[part.key] = range(start, start + DECK_SIZE)
        # Mono cards (the remaster's solo opponent): one id per deck of the ruleset that has
        # one declared, in deck order, after every deck's 15 (no classic id moves).
        monos: dict[str, Any] = {}
        for part in parts:
            for key, card in part.mono_cards.items():
                if key in monos:
                    problems.append(f"{part.key}: the Mono card of {key!r} is declared twice")
                monos[key] = card
        self.mono: dict[str, Any] = {}
        self.mono_ids: dict[str, int] = {}
        for key in self.decks:
            card = monos.get(key)
            if card is None:
                continue
            t = CardType(card.name, MONO, 2, MONO, bool(card.plus))
            if card.name in self.types:
                problems.append(f"the Mono card name {card.name!r} is already used")
                continue
            self.types[card.name] = t
            self._lower[card.name.lower()] = card.name
            self.mono[key] = card
            self.mono_ids[key] = len(ids)
            ids.append(t)
        self.solo: Callable[..., None] | None = next((p.solo for p in parts if p.solo), None)
        self.card_type: tuple[CardType, ...] = tuple(ids)
        self.n_cards = len(ids)
        for part in parts:
            self._merge(part, problems)
        self._check(problems)
        if problems:
            raise CardRulesError("the card rules are incomplete: " + "; ".join(problems))
        #: the names of the cards that do not always pay as themselves at their printed
        #: value (chameleons, the ``pay_values`` hook), and printed name -> twice its place
        #: in the canonical order of tokens (``tokens.sort_key``), plus 1 for such a card:
        #: read by the quick checks (``resolve.plain_parts``, ``purchase.plain_buy``).
        self.pay_odd: frozenset[str] = frozenset(
            t.name for t in self.types.values()
            if t.chameleon or t.name in self.hooks["pay_values"])
        self.name_order: dict[str, int] = {
            n: 2 * k + (n in self.pay_odd) for k, n in enumerate(sorted(self.types, key=name_key))}
        self._frames_all = {**self.frames, "finish": FINISH, "cleanup": CLEANUP,
                            "release": RELEASE, "turn_start": TURN_START}
        self.box: tuple[str, ...] = tuple(box) if box is not None else self.decks[:6]
        if any(k not in self._ids for k in self.box):
            raise CardRulesError(f"the box {self.box} names a deck that is not in the ruleset")

    # -- building ----------------------------------------------------------------------------

    def _merge(self, part: Declarations, problems: list[str]) -> None:
        def into(table: dict, items: dict, what: str) -> None:
            for k, v in items.items():
                if k in table:
                    problems.append(f"{part.key}: {what} {k!r} is declared twice")
                else:
                    table[k] = v

        into(self.techniques, part.techniques, "the effect of")
        for kind in part.steps:
            if kind in ENGINE_FRAMES or kind in self.pending:
                problems.append(f"{part.key}: the step kind {kind!r} is declared twice")
        into(self.steps, part.steps, "the step kind")
        into(self.frames, part.frames, "the frame of")
        for kind in part.pending:
            if kind in self.frames or kind in ENGINE_FRAMES:
                problems.append(f"{part.key}: the pending-effect kind {kind!r} is declared twice")
        into(self.pending, part.pending, "the pending-effect kind")
        self.pending_texts.update(part.pending_texts)
        self.pending_mods.update(part.pending_mods)
        into(self.pending_hand_size, part.pending_sizes, "the hand size of pending")
        into(self.lasting, {k: (part.key, v) for k, v in part.lasting_mods.items()}, "lasting")
        into(self.abilities, part.abilities, "the ability of")
        into(self.spent, part.spent, "what follows the spend of")
        into(self.summaries, part.summaries, "the summary of")
        self.summary_ids.update(part.summary_ids)
        into(self.bot_scores, part.scores, "the bot score of")
        into(self.dice, part.dice, "the die")
        self.bot_bonus_first |= part.bonus_first
        for k, f in part.state_fields.items():
            had = self.state_fields.get(k)
            if had is None:
                self.state_fields[k] = ((part.key,), f)
            elif had[1] is f:  # one field shared by several decks (the same object)
                self.state_fields[k] = (had[0] + (part.key,), f)
            else:
                problems.append(f"{part.key}: the state field {k!r} is declared twice")
        for card, values in part.card_hooks.items():
            if card not in self.types or card == JUNK:
                problems.append(f"{part.key}: hooks for {card!r}: no such card is declared")
                continue
            for name, value in values.items():
                if card in self.hooks[name]:
                    problems.append(f"hooks for {card!r}: {name!r} is given twice")
                    continue
                self.hooks[name][card] = value
                if name == "turn_effect":
                    if isinstance(value[1], dict):
                        self.turn_maps[value[0]] = dict(value[1])
                    else:
                        self.turn_effects[value[0]] = value[1]
        for event, deck, fn in part.listeners:
            self.listeners[event].append((deck, fn))

    def _check(self, problems: list[str]) -> None:
        for t in self.types.values():
            if t.is_junk:
                continue
            if t.kind == TECHNIQUE and t.name not in self.techniques:
                problems.append(f"the technique {t.name!r} has no effect (declare one with "
                                "@deck.technique)")
            if t.kind == ABILITY and t.name not in self.abilities:
                problems.append(f"the passive {t.name!r} has an ability but none is declared")
            if t.chameleon and t.name not in self.hooks["copy_sources"]:
                problems.append(f"the chameleon {t.name!r} has no copy_sources hook")
        for name in self.techniques:
            if name not in self.types or self.types[name].kind != TECHNIQUE:
                problems.append(f"an effect is declared for {name!r}, which is no technique card")
        for name in self.abilities:
            if name not in self.types or (self.types[name].kind != ABILITY and not (
                    self.types[name].kind == TECHNIQUE
                    and self.hooks["ability_in_schedule"].get(name))):
                problems.append(f"an ability is declared for {name!r}, which is no passive with "
                                "an ability (nor a technique used from the schedule)")
        for name in self.hooks["copy_sources"]:
            if name in self.types and not self.types[name].chameleon:
                problems.append(f"{name!r} has copy_sources but its row is not a chameleon")
        for kind in self.pending_hand_size:
            if kind not in self.pending:
                problems.append(f"pending_hand_size: {kind!r} is no declared pending effect")
        for kind in self.lasting:
            if kind not in self.pending:
                problems.append(f"lasting {kind!r}: declare it with pending_effect")

    # -- reading -----------------------------------------------------------------------------

    def deck_ids(self, key: str) -> range:
        """The 15 physical card ids of one animalfolk deck.

        Raises:
            KeyError: for a deck key that is not in this ruleset.
        """
        return self._ids[key]

    def cards_of(self, key: str) -> tuple[CardType, ...]:
        """The six different cards of a deck, in declaration (id) order.

        Raises:
            KeyError: for a deck key that is not in this ruleset.
        """
        return self._of[key]

    def canonical_name(self, text: str) -> str | None:
        """The printed name for ``text`` in any letter case ("accordion" → "Accordion"), else
        None."""
        return self._lower.get(text.strip().lower())

    def hook(self, name: str, card: str, default: Any = None) -> Any:
        """The value of hook ``name`` for the card ``card`` (printed name), else ``default``.

        Raises:
            KeyError: an unknown hook name.
        """
        return self.hooks[name].get(card, default)

    def deck_has(self, key: str, hook_name: str) -> bool:
        """True when a card of the deck ``key`` has a true value for the hook ``hook_name``.

        Raises:
            KeyError: an unknown deck or hook.
        """
        table = self.hooks[hook_name]
        return any(table.get(t.name) for t in self._of[key])

    def turn_effect_card(self, kind: str) -> str | None:
        """The card whose ``turn_effect`` hook starts the effect ``kind``, else None."""
        for name, value in self.hooks["turn_effect"].items():
            if value[0] == kind:
                return name
        return None

    def fields_of(self, decks: Iterable[str]) -> dict[str, Any]:
        """The declared state fields of the decks ``decks`` (name -> StateField), in
        declaration order (a field several decks share: when one of them is among ``decks``)."""
        wanted = set(decks)
        return {k: f for k, (owners, f) in self.state_fields.items()
                if any(d in wanted for d in owners)}

    def frames_all(self) -> dict[str, Frame]:
        """Every declared frame kind: the steps' and the engine's (``finish``, ``cleanup``,
        ``release``, ``turn_start``)."""
        return self._frames_all

    def frame_of(self, kind: str) -> Frame:
        """The declaration of the frame or pending-effect kind ``kind``.

        Raises:
            KeyError: for a kind nobody declared.
        """
        f = self._frames_all.get(kind)
        return f if f is not None else self.pending[kind]

    def messages(self) -> dict[str, str]:
        """The English texts this ruleset's declarations add to the message catalogue (the
        pending effects' ``pending.<kind>``)."""
        return {f"pending.{k}": v for k, v in self.pending_texts.items()}

    #: How to get this ruleset in another process: ``(function, args)``, set by the edition
    #: that built it (``editions.ruleset``: the edition's name); None for a ruleset built by
    #: hand. Only a ruleset with it pickles.
    rebuild: Any = None

    def __reduce__(self):
        """Pickled as :attr:`rebuild` (a state sent to a worker process gets that process's
        ruleset of the same edition).

        Raises:
            TypeError: for a ruleset built by hand (a test's), which has no name to stand for it.
        """
        if self.rebuild is None:
            raise TypeError(f"{self!r} was built by hand and cannot be pickled")
        return self.rebuild

    def __repr__(self) -> str:
        return f"Ruleset({self.edition!r}, {len(self.decks)} decks)"


def modules_of(names: Iterable[str]) -> list[Any]:
    """Import the modules ``names`` (dotted) in order and return them."""
    import importlib

    return [importlib.import_module(n) for n in names]
