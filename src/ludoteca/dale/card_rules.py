"""The registry of what each card does: the decks of :mod:`ludoteca.dale.animalfolk` fill it
at import, and the engine, the views, the positions and the front ends read it (they name no
card). It sits below the engine, so the engine reads the registry without importing the decks.

A deck module registers:

* its card rows with :func:`ludoteca.dale.cards.register_deck` (name, value, kind, bonus icon,
  copies, chameleon) — the ids of its 15 physical cards follow from the order of registration;
* techniques with :func:`technique` — ``start(state, player, card)`` resolves the card or pushes
  decision frames; the engine puts the card on the discard pile afterwards if it is still
  in play (``dale.technique.play``) and grants the bonus action (``dale.turn.bonus_action``);
* decision steps with :func:`decision` — their frame's shape and visibility
  (:class:`ludoteca.dale.steps.Frame`, one declaration read by views, positions, the log and
  knowledge) and an object with ``legal(state, frame) -> list`` of
  actions in a stable order and ``apply(state, frame, action)``; the engine validates an action
  by checking it is among ``legal`` (one rule, one place) and pops the frame before ``apply``;
  a step with no legal choice is skipped (``dale.technique.fizzle``), so a technique may push
  its step without checking first that there is something to choose; optionally
  ``details(state, frame) -> dict``, what the deciding seat's view adds to its ``decision``
  (shown only to a seat that may see every secret field of the frame);
* once-per-turn abilities with :func:`ability` — ``(available(state, player, card) -> bool,
  use(state, player, card))``;
* what a card changes in the engine's generic code (payment, stacks, values, copies, hand size,
  what happens when it is bought or built …) with :func:`hooks` — the card hooks, listed in
  :data:`HOOKS` below. The engine, the views, the positions and the front ends name no card:
  they ask the hooks of the cards in play.

Card hooks (``hooks(card_name, hook=value, …)``; each hook is read through
:func:`hook_table` by the module named in "read by"):

======================  =======================================================  ===========================
hook                    value (shape) and when the engine uses it                rule id
======================  =======================================================  ===========================
``pay_flags``           int, bits :data:`PAY_LIFTS_OVERPAY` (a payment holding   ``dale.market.overpay``,
                        the card may overpay) and :data:`PAY_FROM_BIN` (a        ``dale.market.payment``
                        payment holding it may buy the top card of the market
                        discard pile at its printed value). Read by
                        ``engine`` whenever payments are listed or checked,
                        for the card's own identity or the one it copies.
``stack_adjust``        tuple of ints: what the card may add to its value in a   ``dale.stall.exact_total``
                        stack (``(1, -1)``: one more or one less). Read by
                        ``engine`` when stacks are listed or checked (token
                        suffix ``+1`` / ``-1``) and by ``positions``.
``stack_junk``          bool: a stack holding the card may hold junk. Read by    ``dale.stall.no_junk``
                        ``engine.stack_error`` and ``positions``.
``stack_mix``           bool: a stack holding the card may mix animalfolk.       ``dale.stall.one_animalfolk``
``stack_pull``          int: cards the stack may take from its builder's         ``dale.stall.from_hand``
                        discard pile, free of the junk and animalfolk limits
                        (the first needs such a card from the hand).
``stack_spend``         ``f(value) -> int | None``: what the builder must spend  ``dale.stall.exact_total``
                        for the card to count ``value`` in a stack through its
                        ``stack_adjust`` (None: it may not); ``f.pay(state,
                        seat, amount)`` asks for the payment after the stack is
                        built. Read by ``stall.check_build`` / ``legal_stacks``
                        (the seat's other hand cards and coins must cover it)
                        and ``engine.build`` (Stove).
``hand_size``           int: added to the clean-up hand size for each card in    ``dale.cleanup.draw``
                        hand that is, or as a chameleon may copy, this card.
                        Read by ``mechanics.hand_size``.
``stall_hand_size``     int: added to the clean-up hand size for each card of    ``dale.cleanup.draw``
                        this name in the seat's stall (printed name only).
                        Read by ``mechanics.hand_size``.
``copy_sources``        ``f(state, seat, card, source) -> iterable of card       ``dale.copy.identity``
                        names``: what the chameleon may copy now (``source``:
                        the pile it is in, None for the hand). Required for
                        every chameleon row. Read by ``mechanics.copy_targets``.
``copy_shows_source``   bool: using the copy shows the copied card (it is in     ``dale.copy.identity``
                        the same hand). Read by ``knowledge``.
``on_bought``           ``f(state, seat, card, paid) -> None`` after the card    ``dale.market.payment``
                        was bought (``paid``: the tuple of paying card ids, on
                        the buyer's discard pile). Read by ``purchase.do_buy``.
``on_paid``             ``f(state, seat, card, bought, paid) -> None`` after a   ``dale.market.payment``
                        purchase whose payment held the card (as itself or as
                        the card a chameleon copied; ``card``: the paying card
                        id, ``bought``: the card bought, ``paid``: every paying
                        card id). Read by ``purchase.do_buy``; called once per
                        such paying card, after ``on_bought``.
``turn_hand_size``      int: each time the turn-wide effect this card starts     ``dale.cleanup.draw``
                        (its ``turn_effect`` kind) is active, the clean-up hand
                        size is that much larger. Read by
                        ``mechanics.hand_size``; views show such an effect as
                        a hand size change.
``pay_values``          tuple of ints: the values the card may be given when it  ``dale.value.altered``
                        pays (it counts as the one chosen; token ``NAME=V``).
                        Read by ``engine`` when payments are listed or checked.
``on_built``            ``f(state, seat, stack) -> None`` after a stack holding  ``dale.stall.sequence``
                        the card (as itself or a copy) was built, unless it
                        ended the game (``stack``: the tuple of card ids).
                        Read by ``engine.build``; called once per stack.
``turn_effect``         ``(kind, delta)``: the technique starts the turn-wide    ``dale.value.order``
                        value effect ``(kind,)``, under which every card counts
                        ``delta`` more (``mechanics.value_of``), or, when
                        ``delta`` is a mapping ``{value: new value}``, counts
                        as the mapping says (values not in it stay); the card's
                        name stands for the effect in views and position files.
``value_bonus``         tuple of ints: what the card's ability may add to its    ``dale.value.altered``
                        own value this turn (a die's faces). Read by
                        ``positions`` (could a stack add up) and the terminal
                        (a die roll is reported as such).
``value_set``           tuple of ints: the values the technique may set one      ``dale.value.altered``
                        hand card to this turn. Read by ``positions``.
``enters_stalls``       bool: the technique swaps itself into a stall (a stack   ``dale.stall.sequence``
                        holding it is not checked in position files).
``swaps_into_stalls``   bool: the technique puts a card of its player's hand     ``dale.stall.one_animalfolk``
                        into a stall in place of another: while its deck is in
                        play, position files do not check the junk and
                        one-animalfolk limits of stacks. Read by ``positions``.
``moves_cards``         bool: the technique can move a card from one player's    ``dale.setup.starting_deck``
                        cards to another's (position files, starting cards).
``throws_own``          bool: the technique can throw a player's own card away   ``dale.setup.starting_deck``
                        into the market discard pile (position files).
``uses_clock``          bool: the card reads or moves the day/night clock; a     ``dale.card.mongooses.clock``
                        game with such a deck in play keeps ``state.clock``
                        (``"day"`` / ``"night"``, starting on day). Read by
                        ``state.Config``.
``cleanup_draw``        ``f(state, seat, card) -> None``: called at clean-up,    ``dale.cleanup.draw``
                        after the market refill and before the draw, once per
                        card name in the hand that is (or as a chameleon may
                        copy) this card; it may push decision steps, and the
                        draw waits until they are resolved (the engine frame
                        ``cleanup``). Read by ``engine.cleanup``.
======================  =======================================================  ===========================

Delayed and lasting effects, and reactions (issue 19): a technique that acts later ("at the
start of your next turn", "the next time you buy", "until your next turn") adds an entry
``(kind, owner, *fields)`` to ``state.pending`` (public, declared with :func:`pending_effect`
like a step's frame, so views, positions and determinization read it), and a listener
registered with :func:`on` acts on it when the engine reports the event (:data:`EVENTS`). A
card that reacts in another player's turn (Owls) registers a listener too; the decision it
pushes is a frame whose player is the reacting seat (not ``state.active``). Listeners are
called only in games whose decks include the listener's deck, in registration order.

Checks at import (:func:`check_cards`, which fails loudly with :class:`CardRulesError`):
every technique row has an effect, every passive with an ability (``"P*"``) has a registered
ability (and only those do), every chameleon row has ``copy_sources`` (and only those do),
every hook, technique and ability names a registered card, and every step kind a module pushes
(``state.frames.append(("kind", …))``) has a registered step.
"""

from __future__ import annotations

import importlib.util
import re
from typing import Any, Callable, Iterable, Protocol

from ludoteca.dale.steps import FRAMES, Frame

#: A :class:`ludoteca.dale.state.DaleState` (not imported: the registry sits below the state,
#: whose knowledge module reads the hooks).
DaleState = Any


class Step(Protocol):
    rule: str
    prompt: str

    def legal(self, state: DaleState, frame: tuple) -> list[tuple]: ...

    def apply(self, state: DaleState, frame: tuple, action: tuple) -> None: ...


class CardRulesError(ValueError):
    """A deck's rules are incomplete or inconsistent (raised at import, never during a game)."""


TECHNIQUES: dict[str, Callable[[DaleState, int, int], None]] = {}
STEPS: dict[str, Step] = {}
ABILITIES: dict[str, tuple[Callable[[DaleState, int, int], bool], Callable[[DaleState, int, int], None]]] = {}

#: Payment flags (hook ``pay_flags``).
PAY_LIFTS_OVERPAY = 1
PAY_FROM_BIN = 2

#: The card hooks: name -> (what its value is, whether it is called). See the table above.
HOOKS: dict[str, tuple[str, bool]] = {
    "pay_flags": ("int: PAY_LIFTS_OVERPAY | PAY_FROM_BIN", False),
    "stack_adjust": ("tuple[int, ...]: values the card may add in a stack", False),
    "stack_junk": ("bool: the stack may hold junk", False),
    "stack_mix": ("bool: the stack may mix animalfolk", False),
    "stack_pull": ("int: cards the stack may take from the discard pile", False),
    "stack_spend": ("f(value) -> int | None: what counting the card at that value through its "
                    "stack_adjust costs (None: not allowed); f.pay(state, seat, amount) makes "
                    "the builder spend it", True),
    "hand_size": ("int: added to the clean-up hand size while in hand", False),
    "stall_hand_size": ("int: added to the clean-up hand size while in the stall", False),
    "copy_sources": ("f(state, seat, card, source) -> iterable of card names", True),
    "copy_shows_source": ("bool: a copy shows the copied card", False),
    "on_bought": ("f(state, seat, card, paid card ids) -> None", True),
    "on_paid": ("f(state, seat, paying card, bought card, paid card ids) -> None", True),
    "turn_hand_size": ("int: added to the clean-up hand size while its turn effect is on", False),
    "pay_values": ("tuple[int, ...]: values the card may be given when it pays", False),
    "on_built": ("f(state, seat, stack card ids) -> None", True),
    "turn_effect": ("(kind, delta): the turn-wide value effect started", False),
    "value_bonus": ("tuple[int, ...]: what the ability may add to the card's value", False),
    "value_set": ("tuple[int, ...]: values the technique may set a card to", False),
    "enters_stalls": ("bool: the technique swaps itself into a stall", False),
    "swaps_into_stalls": ("bool: the technique puts a hand card into a stall", False),
    "moves_cards": ("bool: the technique moves cards between players", False),
    "throws_own": ("bool: the technique throws a player's own card away", False),
    "uses_clock": ("bool: the card reads or moves the day/night clock", False),
    "cleanup_draw": ("f(state, seat, card) -> None: may push steps before the clean-up draw",
                     True),
}

#: hook name -> {card name -> value}; the dicts are filled in place, so a module may keep one.
_TABLES: dict[str, dict[str, Any]] = {name: {} for name in HOOKS}

#: The turn-wide value effects: effect kind -> what every card then adds to its value (filled by
#: the ``turn_effect`` hooks; a live dict).
TURN_EFFECTS: dict[str, int] = {}

#: The turn-wide value effects that map values instead of adding to them: effect kind ->
#: ``{value: new value}`` (a value not in the mapping stays), filled by the ``turn_effect``
#: hooks whose second item is a mapping (Practical Values); a live dict.
TURN_MAPS: dict[str, dict[int, int]] = {}

#: pending-effect kind -> ``f(state, seat, entry) -> int``: what an entry of that kind adds to
#: ``seat``'s clean-up hand size while it waits (``dale.cleanup.draw``; registered with
#: :func:`pending_hand_size`, read by ``mechanics.hand_size``).
PENDING_HAND_SIZE: dict[str, Callable[..., int]] = {}

#: Frame kinds the engine itself handles (no registered step).
ENGINE_FRAMES = frozenset({"finish", "cleanup"})

#: The events the engine reports to the listeners registered with :func:`on`, with what a
#: listener receives after ``(state, seat)`` (``seat``: the 0-based seat the event happened to):
#:
#: ``turn_start``  ``()``: the seat's turn begins (after the previous clean-up; not the first
#:                 turn of the game), before its first decision (``dale.turn.order``).
#: ``bought``      ``(card, paid)``: the seat bought market card ``card`` paying with the card
#:                 ids ``paid`` (now on its discard pile) (``dale.market.payment``).
#: ``built``       ``(stack,)``: the seat built ``stack`` (tuple of card ids), the game going on
#:                 (``dale.stall.sequence``).
#: ``technique``   ``(card, name)``: a technique the seat played has resolved and gone where it
#:                 goes (``dale.technique.play``); ``name``: the card it was played as.
#: ``shuffled``    ``()``: the seat's discard pile was shuffled into a new deck
#:                 (``dale.cleanup.reshuffle``).
#: ``refilled``    ``()``: the seat has drawn up to its hand size in its clean-up, before the
#:                 turn passes (``dale.cleanup.draw``).
#: ``drew``        ``(card,)``: the seat drew ``card`` into its hand (``mechanics.draw``: from
#:                 its deck, reshuffled discard pile or the junk pile), ``dale.cleanup.draw``.
#:
#: A listener may change the state and push decision frames (for any seat); the engine resolves
#: them before the game goes on.
EVENTS = ("turn_start", "bought", "built", "technique", "shuffled", "refilled", "drew")

#: event -> [(deck key, listener)], in registration order.
LISTENERS: dict[str, list[tuple[str, Callable[..., None]]]] = {e: [] for e in EVENTS}


def technique(name: str):
    """Register the effect of the technique card ``name`` (printed name).

    Raises:
        CardRulesError: an effect is already registered for ``name``.
    """

    def deco(fn):
        if name in TECHNIQUES:
            raise CardRulesError(f"an effect is registered twice for {name!r}")
        TECHNIQUES[name] = fn
        return fn

    return deco


#: The rule a card effect's step refuses with when its class names none: a choice inside a
#: technique's effect is governed by the technique's rule (``dale.technique.play``).
DEFAULT_STEP_RULE = "dale.technique.play"


def decision(kind: str, frame: Frame):
    """Register a decision step class under the frame kind ``kind`` (an instance is stored),
    with the declaration of its frame ``(kind, player, *fields)`` (:mod:`ludoteca.dale.steps`).
    A class without a ``rule`` gets :data:`DEFAULT_STEP_RULE`.

    Raises:
        TypeError: when ``frame`` is not a :class:`~ludoteca.dale.steps.Frame`.
        CardRulesError: a step is already registered for ``kind`` or ``kind`` is an engine frame.
    """
    if not isinstance(frame, Frame):
        raise TypeError(f"step {kind!r}: its frame must be declared with steps.Frame")

    def deco(cls):
        if kind in STEPS or kind in ENGINE_FRAMES:
            raise CardRulesError(f"the step kind {kind!r} is registered twice")
        if not getattr(cls, "rule", None):
            cls.rule = DEFAULT_STEP_RULE
        STEPS[kind] = cls()
        FRAMES[kind] = frame
        return cls

    return deco


#: What a waiting effect changes in the engine's generic code while its entry is in
#: ``state.pending`` (declared with :func:`pending_effect`'s ``modifies``): modifier name ->
#: (what it does, rule id). Read by the engine through :func:`pending_modifier`.
PENDING_MODIFIERS: dict[str, tuple[str, str]] = {
    "build_from_discard": ("the owner's next stack may take any cards of its discard pile, as "
                           "full members under the usual stack rules (at least one card still "
                           "comes from the hand); the entry ends at that build",
                           "dale.stall.from_hand"),
}

#: pending-effect kind -> {modifier name: value} (see :data:`PENDING_MODIFIERS`).
PENDING_MODS: dict[str, dict[str, Any]] = {}

#: pending-effect kind -> its English text (the message ``pending.<kind>``, translated in the
#: catalogues; its values are the entry's fields by name and ``seat``, the 1-based owner).
PENDING_TEXTS: dict[str, str] = {}


def pending_effect(kind: str, frame: Frame, text: str, *, source: str = "dale",
                   modifies: dict[str, Any] | None = None) -> None:
    """Declare the shape of the pending-effect entries ``(kind, owner, *fields)`` a deck puts in
    ``state.pending`` (``frame``: a :class:`~ludoteca.dale.steps.Frame` with no secret field;
    its ``player`` is the owner) and the English text that shows one to the players
    (``"Seat {seat} draws 1 card at the start of their next turn"``; the fields by name and
    ``seat``, the owner 1-based). Views, positions, determinization and the terminal read it.
    The text is registered as the message ``pending.<kind>`` of ``source`` (a test's own
    source can be forgotten afterwards). ``modifies``: what the entry changes in the engine
    while it waits (names of :data:`PENDING_MODIFIERS`).

    Raises:
        TypeError: when ``frame`` is not a Frame.
        CardRulesError: ``kind`` is already declared (as a pending effect or a step), the
            frame has a secret field, or a field named ``msg``, ``kind`` or ``seat``.
    """
    from ludoteca.dale.steps import PENDING

    if not isinstance(frame, Frame):
        raise TypeError(f"pending effect {kind!r}: its shape must be declared with steps.Frame")
    if kind in PENDING or kind in FRAMES or kind in ENGINE_FRAMES:
        raise CardRulesError(f"the pending-effect kind {kind!r} is declared twice")
    if frame.secret:
        raise CardRulesError(f"pending effect {kind!r}: pending effects are public")
    if {"msg", "kind", "seat"} & set(frame.fields[1:]):
        raise CardRulesError(f"pending effect {kind!r}: 'msg', 'kind' and 'seat' are reserved")
    for name in modifies or {}:
        if name not in PENDING_MODIFIERS:
            raise CardRulesError(f"pending effect {kind!r}: unknown modifier {name!r}; known: "
                                 f"{', '.join(PENDING_MODIFIERS)}")
    from ludoteca.core.messages import register_messages

    if modifies:
        PENDING_MODS[kind] = dict(modifies)
    PENDING[kind] = frame
    PENDING_TEXTS[kind] = text
    register_messages({f"pending.{kind}": text}, source=source)


def pending_hand_size(kind: str, fn: Callable[..., int]) -> None:
    """Let the pending entries of ``kind`` change the clean-up hand size: ``fn(state, seat,
    entry) -> int`` is added to ``seat``'s hand size for each entry of that kind
    (``dale.cleanup.draw``; read by ``mechanics.hand_size``). The deck removes the entry when
    its effect ends (a ``refilled`` listener, for "this turn").

    Raises:
        CardRulesError: ``kind`` is not a declared pending effect, or already has one.
    """
    from ludoteca.dale.steps import PENDING

    if kind not in PENDING:
        raise CardRulesError(f"pending_hand_size: {kind!r} is no declared pending effect")
    if kind in PENDING_HAND_SIZE:
        raise CardRulesError(f"pending_hand_size: {kind!r} is registered twice")
    PENDING_HAND_SIZE[kind] = fn


def pending_modifier(state: DaleState, seat: int, name: str) -> list[tuple]:
    """The entries of ``state.pending`` owned by ``seat`` whose kind declared the modifier
    ``name`` (:data:`PENDING_MODIFIERS`) with a true value, in order (usually none)."""
    if not PENDING_MODS or not state.pending:
        return []
    return [e for e in state.pending if e[1] == seat and PENDING_MODS.get(e[0], {}).get(name)]


#: What a lasting effect may change in the engine's generic rules (:func:`lasting`), for every
#: seat but the owner of the pending entry: modifier -> (what its value means, rule id).
MODIFIERS: dict[str, tuple[str, str]] = {
    "price": ("int added to the price of every purchase", "dale.market.price"),
    "stack_total": ("int added to the total a new stall stack must reach",
                    "dale.stall.exact_total"),
    "refill_limit": ("int: the most cards drawn in the clean-up refill", "dale.cleanup.draw"),
}

#: pending-effect kind -> (deck key, {modifier: value}), filled by :func:`lasting`.
LASTING: dict[str, tuple[str, dict[str, int]]] = {}


def lasting(kind: str, deck: str, **modifiers: int) -> None:
    """Declare that each entry ``(kind, owner, …)`` of ``state.pending`` (a pending effect
    declared with :func:`pending_effect`) changes the engine's rules for every seat but its
    owner while it waits ("until your next turn, your opponents …"): ``lasting("threat",
    "crocodiles", stack_total=1)``. The modifiers are :data:`MODIFIERS`; the engine reads them
    with :func:`lasting_values`, and position files with the deck (a stack built under such an
    effect).

    Raises:
        CardRulesError: an undeclared pending kind, a kind given twice, an unknown modifier or a
            value that is not an int.
    """
    from ludoteca.dale.steps import PENDING

    if kind not in PENDING:
        raise CardRulesError(f"lasting {kind!r}: declare it with pending_effect first")
    if kind in LASTING:
        raise CardRulesError(f"lasting {kind!r} is declared twice")
    for name, value in modifiers.items():
        if name not in MODIFIERS:
            raise CardRulesError(f"lasting {kind!r}: unknown modifier {name!r}; known: "
                                 f"{', '.join(MODIFIERS)}")
        if type(value) is not int:
            raise CardRulesError(f"lasting {kind!r}: {name!r} must be an int")
    LASTING[kind] = (deck, dict(modifiers))


def lasting_values(state: DaleState, modifier: str, seat: int) -> list[int]:
    """The values of ``modifier`` (one of :data:`MODIFIERS`) that the waiting lasting effects
    of other seats put on ``seat``, one per entry of ``state.pending`` (empty: the rules as
    printed)."""
    out: list[int] = []
    if state.pending and LASTING:
        for entry in state.pending:
            spec = LASTING.get(entry[0])
            if spec is not None and entry[1] != seat and modifier in spec[1]:
                out.append(spec[1][modifier])
    return out


def on(event: str, deck: str):
    """Register ``fn(state, seat, *info)`` to be called when ``event`` (one of :data:`EVENTS`)
    happens, in games that have the deck ``deck`` in play.

    Raises:
        CardRulesError: an unknown event.
    """
    if event not in LISTENERS:
        raise CardRulesError(f"unknown event {event!r}; known: {', '.join(EVENTS)}")

    def deco(fn):
        LISTENERS[event].append((deck, fn))
        return fn

    return deco


def fire(state: DaleState, event: str, seat: int, *info: Any) -> None:
    """Report ``event`` for ``seat`` to its listeners whose deck is in play (called by the
    engine; see :data:`EVENTS` for ``info``)."""
    listeners = LISTENERS[event]
    if listeners:
        folk = state.cfg.animalfolk
        for deck, fn in listeners:
            if deck in folk:
                fn(state, seat, *info)


def ability(name: str, available: Callable, use: Callable) -> None:
    """Register the once-per-turn free ability of the card ``name``.

    Raises:
        CardRulesError: an ability is already registered for ``name``.
    """
    if name in ABILITIES:
        raise CardRulesError(f"an ability is registered twice for {name!r}")
    ABILITIES[name] = (available, use)


def hooks(card: str, **values: Any) -> None:
    """Register card hooks for the card ``card`` (printed name; its deck's rows must be
    registered first): ``hooks("Cookies", hand_size=1)``. See :data:`HOOKS`.

    Raises:
        CardRulesError: an unknown card or hook name, a hook given twice for a card, or a hook
            that must be called given a value that is not callable.
    """
    from ludoteca.dale import cards

    if card not in cards.TYPES or card == cards.JUNK:
        raise CardRulesError(f"hooks for {card!r}: no such card is registered")
    for name, value in values.items():
        if name not in HOOKS:
            raise CardRulesError(f"hooks for {card!r}: unknown hook {name!r}; known: "
                                 f"{', '.join(HOOKS)}")
        if card in _TABLES[name]:
            raise CardRulesError(f"hooks for {card!r}: {name!r} is given twice")
        if HOOKS[name][1] and not callable(value):
            raise CardRulesError(f"hooks for {card!r}: {name!r} must be a function")
        if name == "turn_effect":
            if (not isinstance(value, tuple) or len(value) != 2 or not isinstance(value[0], str)
                    or not (type(value[1]) is int or isinstance(value[1], dict))):
                raise CardRulesError(f"hooks for {card!r}: 'turn_effect' is (kind, delta) or "
                                     "(kind, {value: new value})")
            if isinstance(value[1], dict):
                TURN_MAPS[value[0]] = dict(value[1])
            else:
                TURN_EFFECTS[value[0]] = value[1]
        _TABLES[name][card] = value


def hook_table(name: str) -> dict[str, Any]:
    """The live ``{card name: value}`` table of one hook (filled in place as decks register).

    Raises:
        KeyError: an unknown hook name.
    """
    return _TABLES[name]


def hook(name: str, card: str, default: Any = None) -> Any:
    """The value of hook ``name`` for the card ``card`` (printed name), else ``default``."""
    return _TABLES[name].get(card, default)


def turn_effect_card(kind: str) -> str | None:
    """The name of the card whose ``turn_effect`` hook is ``kind`` ("flashy" → its technique),
    which stands for that effect in views and position files; None if no card starts it."""
    for name, value in _TABLES["turn_effect"].items():
        if value[0] == kind:
            return name
    return None


def deck_has(animalfolk: str, hook_name: str) -> bool:
    """True when a card of the deck ``animalfolk`` has a true value for the hook ``hook_name``.

    Raises:
        KeyError: an unknown deck or hook.
    """
    from ludoteca.dale import cards

    table = _TABLES[hook_name]
    return any(table.get(t.name) for t in cards.cards_of(animalfolk))


#: ``<x>.frames.append(("kind", …``: a frame pushed with a literal kind.
_PUSH = re.compile(r"""\.frames\.append\(\(\s*(["'])(\w+)\1""")


def pushed_kinds(source: str) -> set[str]:
    """The frame kinds a module's source pushes: the string literal that opens every tuple
    literal passed to ``<x>.frames.append(...)`` (read from the text, which is fast enough to
    run at every import)."""
    return {mt[2] for mt in _PUSH.finditer(source)}


def _source(module: str) -> str | None:
    spec = importlib.util.find_spec(module)
    if spec is None or not spec.origin or not spec.origin.endswith(".py"):
        return None
    with open(spec.origin, encoding="utf-8") as fh:
        return fh.read()


def check_cards(modules: Iterable[str] | None = None) -> None:
    """Check that the registered decks are complete (see the module docstring).

    Args:
        modules: the modules whose pushed step kinds are checked; None = every module that
            registered a technique, step, ability or hook, and the engine.

    Raises:
        CardRulesError: listing every problem found.
    """
    from ludoteca.dale import cards

    problems: list[str] = []
    types = cards.TYPES
    for t in types.values():
        if t.is_junk:
            continue
        if t.kind == cards.TECHNIQUE and t.name not in TECHNIQUES:
            problems.append(f"the technique {t.name!r} has no effect (register one with "
                            "@technique)")
        if t.kind == cards.ABILITY and t.name not in ABILITIES:
            problems.append(f"the passive {t.name!r} has an ability but none is registered")
        if t.chameleon and t.name not in _TABLES["copy_sources"]:
            problems.append(f"the chameleon {t.name!r} has no copy_sources hook")
    for name in TECHNIQUES:
        if name not in types or types[name].kind != cards.TECHNIQUE:
            problems.append(f"an effect is registered for {name!r}, which is no technique card")
    for name in ABILITIES:
        if name not in types or types[name].kind != cards.ABILITY:
            problems.append(f"an ability is registered for {name!r}, which is no passive with "
                            "an ability")
    for hook_name, table in _TABLES.items():
        for name in table:
            if name not in types:
                problems.append(f"the hook {hook_name!r} is registered for the unknown card "
                                f"{name!r}")
    for name in _TABLES["copy_sources"]:
        if name in types and not types[name].chameleon:
            problems.append(f"{name!r} has copy_sources but its row is not a chameleon")
    if modules is None:
        found = {fn.__module__ for fn in TECHNIQUES.values()}
        found |= {type(step).__module__ for step in STEPS.values()}
        found |= {f.__module__ for pair in ABILITIES.values() for f in pair
                  if hasattr(f, "__module__")}
        found |= {v.__module__ for t in _TABLES.values() for v in t.values()
                  if callable(v) and hasattr(v, "__module__")}
        found.add("ludoteca.dale.engine")
        modules = sorted(m for m in found if m)
    for module in modules:
        source = _source(module)
        if source is None:
            continue
        for kind in sorted(pushed_kinds(source) - set(STEPS) - ENGINE_FRAMES):
            problems.append(f"{module} pushes the step {kind!r}, which has no registered step")
    if problems:
        raise CardRulesError("the card rules are incomplete: " + "; ".join(problems))


