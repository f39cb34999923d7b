"""What a deck declares: its cards and what each one does (issue 25, items 1 and 2).

A deck module holds one :class:`Deck` (its card rows) and declares everything about its cards
on it; importing the module registers nothing anywhere else. A
:class:`~ludoteca.dale.ruleset.Ruleset` merges the declarations of an explicit list of decks
(:mod:`ludoteca.dale.editions`), and the engine, the views, the positions and the front ends
read the tables of the game's ruleset (``state.cfg.rules``); they name no card.

A deck declares, on its ``deck = Deck(key, name, module=__name__)``:

* each card whole with :meth:`Deck.card` — its row (name, value, kind, bonus icon, copies,
  chameleon), summary, bot hints and hooks, and, used as a decorator, its technique's effect;
  the ids of its 15 physical cards follow from the deck's place in the ruleset's list and the
  order the cards are declared in (or all rows at once, ``Deck(key, name, rows)``);
* techniques with :meth:`Deck.card` or :meth:`Deck.technique` — ``start(state, player, card)``
  resolves the card or
  pushes decision frames; the engine puts the card on the discard pile afterwards if it is
  still in play (``dale.technique.play``) and grants the bonus action
  (``dale.turn.bonus_action``);
* decision steps with :meth:`Deck.decision` — their frame's shape and visibility
  (:class:`ludoteca.dale.steps.Frame`, one declaration read by views, positions, the log and
  knowledge) and an object with ``legal(state, frame) -> list`` of
  actions in a stable order and ``apply(state, frame, action)``; the engine validates an action
  by checking it is among ``legal`` (one rule, one place) and pops the frame before ``apply``;
  a step with no legal choice is skipped (``dale.technique.fizzle``), so a technique may push
  its step without checking first that there is something to choose; optionally
  ``details(state, frame) -> dict``, what the deciding seat's view adds to its ``decision``
  (shown only to a seat that may see every secret field of the frame);
* once-per-turn abilities with :meth:`Deck.ability` — ``(available(state, player, card) ->
  bool, use(state, player, card))``;
* what a card changes in the engine's generic code (payment, stacks, values, copies, hand size,
  what happens when it is bought or built …) with :meth:`Deck.hooks` — the card hooks, listed in
  :data:`HOOKS` below.

Steps shared by several decks (the card-by-card Inventory and payment, spending) are declared
on a :class:`Declarations` without cards, which every ruleset includes.

Card hooks (``deck.hooks(card_name, hook=value, …)``; each hook is read from the ruleset's
``hooks[name]`` table by the module named in "read by"):

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
                        and ``engine.build`` (Stove). A hook object with
                        ``by_adjust = True`` is called ``f(value, adjust)``.
``hand_size``           int: added to the clean-up hand size for each card in    ``dale.cleanup.draw``
                        hand that is, or as a chameleon may copy, this card.
                        Read by ``mechanics.hand_size``.
``stall_hand_size``     int: added to the clean-up hand size for each card of    ``dale.cleanup.draw``
                        this name in the seat's stall (printed name only).
                        Read by ``mechanics.hand_size``.
``stall_stack_junk``    int: while a card of this name (printed) is in the       ``dale.stall.no_junk``
                        builder's stall, each new stack may hold that many junk
                        cards (summed). Read by ``stall.stall_junk``.
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
                        such paying card, after ``on_bought`` and the ``bought``
                        listeners, last paying card first (its steps are so
                        decided first, in payment order).
``turn_hand_size``      int: each time the turn-wide effect this card starts     ``dale.cleanup.draw``
                        (its ``turn_effect`` kind) is active, the clean-up hand
                        size is that much larger. Read by
                        ``mechanics.hand_size``; views show such an effect as
                        a hand size change.
``turn_price``          int: each time the turn-wide effect this card starts     ``dale.market.price``
                        (its ``turn_effect`` kind) is active, every market
                        slot's card costs the active seat that much more
                        (negative: less; the price stays at least 0). Read by
                        ``market.price``; views show it as a price change.
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
``enters_hand``         ``f(state, seat, card) -> None``: the card (printed      ``dale.technique.play``
                        name) came into that seat's hand during the last
                        decision, any way (drawn, bought, taken, given), and
                        is still there; it may push decision steps. Read by
                        ``turn.do``, which compares the hands before and
                        after (Quality Inspection).
``enters_discard``      ``f(state, seat, card) -> None``: the card (printed      ``dale.discard.own_pile``
                        name) came onto that seat's discard pile during the
                        last decision, any way, and is still there; it may push
                        decision steps. Read by ``turn.do`` (Time Capsule).
``ability_in_schedule`` bool: the card's once-per-turn ability is used while     ``dale.technique.schedule``
                        the card waits in its owner's schedule (not from the
                        hand). Read by ``technique.abilities`` (Snack).
``turn_stack_mix``      bool: while the turn-wide effect this card starts (its   ``dale.stall.one_animalfolk``
                        ``turn_effect`` kind) is on, the active seat's stacks
                        may mix animalfolk. Read by ``stall`` (Slappy Tappy).
``turn_stack_junk``     int: while the card's turn-wide effect is on, each       ``dale.stall.no_junk``
                        stack the active seat builds may hold up to that many
                        junk cards. Read by ``stall`` (Sea Salt).
``stall_total_adjust``  tuple of ints: while the card lies in its owner's        ``dale.stall.exact_total``
                        last-built stack, the next stack may total what it
                        must reach plus one of these. Read by
                        ``stall.stack_needs`` and ``positions`` (Oceanic Icon).
======================  =======================================================  ===========================

Delayed and lasting effects, and reactions (issue 19): a technique that acts later ("at the
start of your next turn", "the next time you buy", "until your next turn") adds an entry
``(kind, owner, *fields)`` to ``state.pending`` (public, declared with :meth:`Deck.pending_effect`
like a step's frame, so views, positions and determinization read it), and a listener
declared with :meth:`Deck.on` acts on it when the engine reports the event (:data:`EVENTS`). A
card that reacts in another player's turn (Owls) declares a listener too; the decision it
pushes is a frame whose player is the reacting seat (not ``state.active``). Listeners are
called only in games whose decks include the listener's deck, in declaration order.

Checks when a ruleset is built (:class:`~ludoteca.dale.ruleset.Ruleset`, which fails loudly
with :class:`CardRulesError`): every technique row has an effect, every passive with an ability
(``"P*"``) has a declared ability (and only those do), every chameleon row has
``copy_sources`` (and only those do), and every hook, technique and ability names a declared
card. That every step kind a module pushes (``state.frames.append(("kind", …))``) has a
declared step is checked by a test (:func:`pushed_kinds`), not at import.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Protocol, Sequence

from ludoteca.dale.cards import DECK_SIZE, KINDS, START_COPIES, TECHNIQUE, CardType
from ludoteca.dale.steps import Frame

#: A :class:`ludoteca.dale.state.DaleState` (not imported: the declarations sit below the
#: state).
DaleState = Any


class Step(Protocol):
    rule: str
    prompt: str

    def legal(self, state: DaleState, frame: tuple) -> list[tuple]: ...

    def apply(self, state: DaleState, frame: tuple, action: tuple) -> None: ...


class CardRulesError(ValueError):
    """A deck's declarations are incomplete or inconsistent (raised when a deck is declared or a
    ruleset is built, never during a game)."""


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
    "stall_stack_junk": ("int: junk cards each new stack may hold while the card is in the "
                         "builder's stall", False),
    "copy_sources": ("f(state, seat, card, source) -> iterable of card names", True),
    "copy_shows_source": ("bool: a copy shows the copied card", False),
    "on_bought": ("f(state, seat, card, paid card ids) -> None", True),
    "on_paid": ("f(state, seat, paying card, bought card, paid card ids) -> None", True),
    "turn_hand_size": ("int: added to the clean-up hand size while its turn effect is on", False),
    "turn_price": ("int: added to the active seat's market prices while its turn effect is on",
                   False),
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
    "enters_hand": ("f(state, seat, card) -> None: the card came into that seat's hand, any way",
                    True),
    "enters_discard": ("f(state, seat, card) -> None: the card came onto that seat's discard "
                       "pile, any way", True),
    "ability_in_schedule": ("bool: the card's ability is used while it waits in the schedule",
                            False),
    "turn_stack_mix": ("bool: while the card's turn effect is on, stacks may mix animalfolk",
                       False),
    "turn_stack_junk": ("int: while the card's turn effect is on, junk cards a stack may hold",
                        False),
    "stall_total_adjust": ("tuple[int, ...]: in the last-built stack, what the next stack's "
                           "total may differ by", False),
}

#: hook name -> {card name -> value}; the dicts are filled in place, so a module may keep one.
#: Frame kinds the engine itself handles (no registered step).
ENGINE_FRAMES = frozenset({"finish", "cleanup", "release", "turn_start"})

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
#: ``deck_shuffled`` ``()``: the seat's deck was shuffled, by any effect or as the new deck
#:                 of a reshuffle (``mechanics.shuffle``; not the setup's first shuffle).
#: ``refilled``    ``()``: the seat has drawn up to its hand size in its clean-up, before the
#:                 turn passes (``dale.cleanup.draw``).
#: ``drew``        ``(card,)``: the seat drew ``card`` into its hand (``mechanics.draw``: from
#:                 its deck, reshuffled discard pile or the junk pile), ``dale.cleanup.draw``.
#: ``released``    ``(card, name)``: the effect of the seat's delayed technique ``card`` (played
#:                 as ``name``) has fully happened: the card went from the schedule to the
#:                 discard pile (``dale.technique.schedule``, ``mechanics.release``).
#: ``turn_end``    ``()``: the seat's clean-up has refilled the market and is about to draw
#:                 (after the ``cleanup_draw`` hooks); steps pushed now are resolved before
#:                 the draw (``dale.cleanup.draw``; end-of-turn effects of the remaster).
#:
#: A listener may change the state and push decision frames (for any seat); the engine resolves
#: them before the game goes on.
EVENTS = ("turn_start", "bought", "built", "technique", "shuffled", "refilled", "drew",
          "released", "turn_end", "deck_shuffled")

#: technique's effect is governed by the technique's rule (``dale.technique.play``).
DEFAULT_STEP_RULE = "dale.technique.play"


#: What a waiting effect changes in the engine's generic code while its entry is in
#: ``state.pending`` (declared with :func:`pending_effect`'s ``modifies``): modifier name ->
#: (what it does, rule id). Read by the engine through :func:`pending_modifier`.
PENDING_MODIFIERS: dict[str, tuple[str, str]] = {
    "build_from_discard": ("the owner's next stack may take any cards of its discard pile, as "
                           "full members under the usual stack rules (at least one card still "
                           "comes from the hand); the entry ends at that build",
                           "dale.stall.from_hand"),
    "build_discard_only": ("the owner's stacks may be made of cards of its discard pile alone "
                           "(no card from the hand), under the usual stack rules; the deck "
                           "ends the entry", "dale.stall.from_hand"),
}

#: seat but the owner of the pending entry: modifier -> (what its value means, rule id).
MODIFIERS: dict[str, tuple[str, str]] = {
    "price": ("int added to the price of every purchase from a market slot", "dale.market.price"),
    "stack_total": ("int added to the total a new stall stack must reach",
                    "dale.stall.exact_total"),
    "refill_limit": ("int: the most cards drawn in the clean-up refill", "dale.cleanup.draw"),
}

#: pending-effect kind -> (deck key, {modifier: value}), filled by :func:`lasting`.

def _json_value(value: Any) -> bool:
    """True for the values a declared state field may hold: ints, strings and lists of those
    (nested), which JSON and position files (TOML) write exactly."""
    if isinstance(value, (str, int)) and not isinstance(value, bool):
        return True
    return isinstance(value, list) and all(_json_value(v) for v in value)


def copy_value(value: Any) -> Any:
    """A deep copy of a declared field's value (lists copied, the rest shared)."""
    return [copy_value(v) for v in value] if isinstance(value, list) else value


class StateField:
    """A piece of game state a deck declares instead of adding a field to the state class
    (issue 25, item 2): ``state.extra[name]`` in games with the deck in play.

    Attributes:
        name: the key in ``state.extra`` (unique in a ruleset).
        default: the value at setup: an int, a string or a list of those (nested); for a
            per-seat field, the value of each seat.
        per_seat: the value is a list with one entry per seat.
        hidden: (per-seat fields only) each seat's entry is seen by that seat only: the other
            seats' views show None in its place, position files of a seat write the default
            for the others, and determinization gives the others ``guess(state, seat, rng)``
            (default: the default value). Declared fields hold no card ids (a card lies in a
            pile, which knowledge tracks).
        guess: see ``hidden``.

    Raises:
        CardRulesError: a default that is not such a value, or ``hidden`` without
            ``per_seat``.
    """

    __slots__ = ("name", "default", "per_seat", "hidden", "guess")

    def __init__(self, name: str, default: Any, *, per_seat: bool = False, hidden: bool = False,
                 guess: Callable[..., Any] | None = None) -> None:
        if not _json_value(default):
            raise CardRulesError(f"state {name!r}: the default must be an int, a string or a "
                                 f"list of those, not {default!r}")
        if hidden and not per_seat:
            raise CardRulesError(f"state {name!r}: only a per-seat field can be hidden")
        self.name = name
        self.default = default
        self.per_seat = per_seat
        self.hidden = hidden
        self.guess = guess

    def initial(self, n_players: int) -> Any:
        """The value at setup in a game of ``n_players`` (a fresh copy)."""
        if self.per_seat:
            return [copy_value(self.default) for _ in range(n_players)]
        return copy_value(self.default)

    def check(self, value: Any, n_players: int) -> Any:
        """``value`` read back (a state dict, a position file), checked.

        Raises:
            ValueError: not a value of this field's shape.
        """
        if not _json_value(value) or (self.per_seat and (not isinstance(value, list)
                                                          or len(value) != n_players)):
            raise ValueError(f"{self.name}: {value!r} is not a value of this field"
                             + (f" (one entry per seat of {n_players})" if self.per_seat else ""))
        return copy_value(value)

    def seen_by(self, value: Any, seat: int) -> Any:
        """What ``seat`` may see of ``value`` (a hidden field: its own entry only)."""
        if not self.hidden:
            return copy_value(value)
        return [copy_value(v) if q == seat else None for q, v in enumerate(value)]


def _once(table: dict[str, Any], key: str, twice: str):
    """A decorator that puts the function into ``table`` under ``key``, refusing a second
    one (``CardRulesError(twice)``)."""

    def deco(fn):
        if key in table:
            raise CardRulesError(twice)
        table[key] = fn
        return fn

    return deco


class Declarations:
    """What one module declares for the engine, without cards of its own (the steps several
    decks share); :class:`Deck` adds the cards. Declaring stores into this object only.

    Attributes:
        key: a unique name among a ruleset's declarations (the deck key for a deck).
        module: the declaring module's ``__name__``.
        techniques, steps, frames, abilities, card_hooks (card -> {hook: value}), listeners
        ((event, deck key, fn)),
        state_fields (what :meth:`state` declared), dice (:meth:`die`), scores and bonus_first
        (the bot hints,
        :meth:`bot_hints`),
        pending, pending_texts, pending_mods, pending_sizes (what :meth:`pending_hand_size`
        declared), lasting_mods (what :meth:`lasting` declared), spent, summaries: what was
            declared, by card name or step kind (see the methods).
    """

    def __init__(self, key: str, module: str = "") -> None:
        self.key = key
        self.module = module
        self.techniques: dict[str, Callable[..., None]] = {}
        self.steps: dict[str, Any] = {}
        self.frames: dict[str, Frame] = {}
        self.abilities: dict[str, tuple[Callable[..., bool], Callable[..., None]]] = {}
        self.card_hooks: dict[str, dict[str, Any]] = {}
        self.listeners: list[tuple[str, str, Callable[..., None]]] = []
        self.pending: dict[str, Frame] = {}
        self.pending_texts: dict[str, str] = {}
        self.pending_mods: dict[str, dict[str, Any]] = {}
        self.pending_sizes: dict[str, Callable[..., int]] = {}
        self.lasting_mods: dict[str, dict[str, int]] = {}
        self.spent: dict[str, Callable[..., None]] = {}
        self.summaries: dict[str, str] = {}
        #: card name -> the message id of its summary (``card.<name>``; in an edition other
        #: than the classic, a card declared there has ``card.<edition>.<name>``, so a reworked
        #: card's summary does not replace the classic card's of the same name)
        self.summary_ids: dict[str, str] = {}
        #: the edition whose messages this declaration's texts are ("classic" unless a deck
        #: module of another edition says so)
        self.edition = "classic"
        self.state_fields: dict[str, StateField] = {}
        self.scores: dict[str, int] = {}
        self.bonus_first: set[str] = set()
        self.dice: dict[str, tuple] = {}
        #: deck key -> its Mono card (the remaster's solo opponent, :meth:`mono_card`)
        self.mono_cards: dict[str, Any] = {}
        #: ``f(state)``: what the engine calls after every decision of a solo game (the
        #: automated seat's turn, :mod:`ludoteca.dale.remaster.mono`); None: not declared here
        self.solo: Callable[..., None] | None = None

    def mono_card(self, deck: str, card: Any) -> None:
        """Declare the Mono card of the deck ``deck`` (an object with ``name``, ``acquire``,
        ``plus`` and ``effect``; :class:`ludoteca.dale.remaster.mono.MonoCard`): the ruleset
        gives it one physical card id after every deck's 15 (``dale.remaster.mono.setup``).

        Raises:
            CardRulesError: a deck given twice.
        """
        if deck in self.mono_cards:
            raise CardRulesError(f"the Mono card of {deck!r} is declared twice")
        self.mono_cards[deck] = card

    def _own(self, card: str, what: str) -> None:
        """Refuse ``card`` when it is not this declaration's (a :class:`Deck` owns its rows;
        shared declarations name any card, checked when the ruleset is built)."""

    def state(self, name: str, default: Any, *, per_seat: bool = False, hidden: bool = False,
              guess: Callable[..., Any] | None = None) -> StateField:
        """Declare a piece of game state the deck needs (:class:`StateField`): kept in
        ``state.extra[name]`` in games with the deck in play, cloned, written by ``to_dict``
        and position files only when it differs from its default (so no other game's hash
        changes), shown in views (``view["extra"]``) and read back.

        Raises:
            CardRulesError: ``name`` declared twice or not a lower-case word, or a bad default
                (see :class:`StateField`).
        """
        if not name.replace("_", "").isalnum() or name != name.lower():
            raise CardRulesError(f"state {name!r}: a lower-case word (letters, digits, _)")
        if name in self.state_fields:
            raise CardRulesError(f"state {name!r} is declared twice")
        field = StateField(name, default, per_seat=per_seat, hidden=hidden, guess=guess)
        self.state_fields[name] = field
        return field

    def bot_hints(self, *, score: dict[str, int] | None = None,
                  bonus_first: set[str] | frozenset[str] = frozenset()) -> None:
        """Declare hints for the greedy bot (:mod:`ludoteca.dale.strategy`): ``score``, what a
        technique is worth as the turn's action when nothing better is possible (higher first;
        card name -> int > 0), and ``bonus_first``, the bonus techniques worth playing before
        the main action.

        Raises:
            CardRulesError: a hint given twice, or (on a :class:`Deck`) for a card that is not
                the deck's.
        """
        for name in list(score or {}) + list(bonus_first):
            self._own(name, "bot hint")
        for name, value in (score or {}).items():
            if name in self.scores:
                raise CardRulesError(f"the bot score of {name!r} is given twice")
            self.scores[name] = int(value)
        self.bonus_first |= set(bonus_first)

    def die(self, name: str, faces: tuple) -> None:
        """Declare a die of the deck: its six faces (numbers, or words whose translated names
        are the messages ``die.face.<word>``), rolled with ``mechanics.roll_die(state, name)``
        and written ``name face`` in position files.

        Raises:
            CardRulesError: a die declared twice, or not six faces.
        """
        if name in self.dice:
            raise CardRulesError(f"the die {name!r} is declared twice")
        if len(faces) != 6:
            raise CardRulesError(f"the die {name!r} has six faces, not {len(faces)}")
        self.dice[name] = tuple(faces)

    def summarize(self, summaries: dict[str, str]) -> None:
        """Declare what each card does, in short, in English (card name -> text; the message
        ``card.<name>``, translated in the catalogues): restated from the mechanics, never the
        printed card text.

        Raises:
            CardRulesError: a summary given twice, or (on a :class:`Deck`) for a card that is
                not the deck's.
        """
        for name, text in summaries.items():
            self._own(name, "summary")
            if name in self.summaries:
                raise CardRulesError(f"the summary of {name!r} is given twice")
            self.summaries[name] = text
            self.summary_ids[name] = (f"card.{name}" if self.edition == "classic"
                                      else f"card.{self.edition}.{name}")

    def technique(self, name: str):
        """Declare the effect ``start(state, seat, card)`` of the technique card ``name``
        (printed name); a decorator.

        Raises:
            CardRulesError: an effect is already declared for ``name``.
        """

        return _once(self.techniques, name, f"an effect is declared twice for {name!r}")

    def decision(self, kind: str, frame: Frame):
        """Declare a decision step class under the frame kind ``kind`` (an instance is kept),
        with the declaration of its frame ``(kind, player, *fields)``
        (:mod:`ludoteca.dale.steps`); a class decorator. A class without a ``rule`` gets
        :data:`DEFAULT_STEP_RULE`.

        Raises:
            TypeError: when ``frame`` is not a :class:`~ludoteca.dale.steps.Frame`.
            CardRulesError: a step is already declared for ``kind`` or ``kind`` is an engine
                frame.
        """
        if not isinstance(frame, Frame):
            raise TypeError(f"step {kind!r}: its frame must be declared with steps.Frame")

        def deco(cls):
            if kind in self.steps or kind in ENGINE_FRAMES or kind in self.pending:
                raise CardRulesError(f"the step kind {kind!r} is declared twice")
            if not getattr(cls, "rule", None):
                cls.rule = DEFAULT_STEP_RULE
            self.steps[kind] = cls()
            self.frames[kind] = frame
            return cls

        return deco

    def ability(self, name: str, available: Callable, use: Callable) -> None:
        """Declare the once-per-turn free ability of the card ``name``.

        Raises:
            CardRulesError: an ability is already declared for ``name``.
        """
        if name in self.abilities:
            raise CardRulesError(f"an ability is declared twice for {name!r}")
        self.abilities[name] = (available, use)

    def hooks(self, card: str, **values: Any) -> None:
        """Declare card hooks for ``card`` (printed name): ``deck.hooks("Cookies",
        hand_size=1)``. See :data:`HOOKS`.

        Raises:
            CardRulesError: an unknown hook name, a hook given twice for a card, a hook that
                must be called given a value that is not callable, or a malformed
                ``turn_effect``.
        """
        mine = self.card_hooks.setdefault(card, {})
        for name, value in values.items():
            if name not in HOOKS:
                raise CardRulesError(f"hooks for {card!r}: unknown hook {name!r}; known: "
                                     f"{', '.join(HOOKS)}")
            if name in mine:
                raise CardRulesError(f"hooks for {card!r}: {name!r} is given twice")
            if HOOKS[name][1] and not callable(value):
                raise CardRulesError(f"hooks for {card!r}: {name!r} must be a function")
            if name == "turn_effect" and (
                    not isinstance(value, tuple) or len(value) != 2
                    or not isinstance(value[0], str)
                    or not (type(value[1]) is int or isinstance(value[1], dict))):
                raise CardRulesError(f"hooks for {card!r}: 'turn_effect' is (kind, delta) or "
                                     "(kind, {value: new value})")
            mine[name] = value

    def on(self, event: str, deck: str | None = None):
        """Declare ``fn(state, seat, *info)``, called when ``event`` (one of :data:`EVENTS`)
        happens in games that have the deck ``deck`` in play (default: this declaration's own
        key, the deck itself); a decorator.

        Raises:
            CardRulesError: an unknown event.
        """
        if event not in EVENTS:
            raise CardRulesError(f"unknown event {event!r}; known: {', '.join(EVENTS)}")

        def deco(fn):
            self.listeners.append((event, deck or self.key, fn))
            return fn

        return deco

    def pending_effect(self, kind: str, frame: Frame, text: str, *,
                       modifies: dict[str, Any] | None = None) -> None:
        """Declare the shape of the pending-effect entries ``(kind, owner, *fields)`` the deck
        puts in ``state.pending`` (``frame``: a Frame with no secret field; its ``player`` is
        the owner) and the English text that shows one to the players (``"Seat {seat} draws 1
        card at the start of their next turn"``: the fields by name and ``seat``, the owner
        1-based; the message ``pending.<kind>``). ``modifies``: what the entry changes in the
        engine while it waits (names of :data:`PENDING_MODIFIERS`).

        Raises:
            TypeError: when ``frame`` is not a Frame.
            CardRulesError: ``kind`` is already declared (as a pending effect or a step), the
                frame has a secret field, a field named ``msg``, ``kind`` or ``seat``, or an
                unknown modifier.
        """
        if not isinstance(frame, Frame):
            raise TypeError(f"pending effect {kind!r}: its shape must be declared with "
                            "steps.Frame")
        if kind in self.pending or kind in self.frames or kind in ENGINE_FRAMES:
            raise CardRulesError(f"the pending-effect kind {kind!r} is declared twice")
        if frame.secret:
            raise CardRulesError(f"pending effect {kind!r}: pending effects are public")
        if {"msg", "kind", "seat"} & set(frame.fields[1:]):
            raise CardRulesError(f"pending effect {kind!r}: 'msg', 'kind' and 'seat' are "
                                 "reserved")
        for name in modifies or {}:
            if name not in PENDING_MODIFIERS:
                raise CardRulesError(f"pending effect {kind!r}: unknown modifier {name!r}; "
                                     f"known: {', '.join(PENDING_MODIFIERS)}")
        if modifies:
            self.pending_mods[kind] = dict(modifies)
        self.pending[kind] = frame
        self.pending_texts[kind] = text

    def pending_hand_size(self, kind: str, fn: Callable[..., int]) -> None:
        """Let the pending entries of ``kind`` change the clean-up hand size: ``fn(state, seat,
        entry) -> int`` is added to ``seat``'s hand size for each entry of that kind
        (``dale.cleanup.draw``; read by ``mechanics.hand_size``).

        Raises:
            CardRulesError: ``kind`` is not a pending effect declared here, or already has one.
        """
        if kind not in self.pending:
            raise CardRulesError(f"pending_hand_size: {kind!r} is no declared pending effect")
        if kind in self.pending_sizes:
            raise CardRulesError(f"pending_hand_size: {kind!r} is declared twice")
        self.pending_sizes[kind] = fn

    def lasting(self, kind: str, **modifiers: int) -> None:
        """Declare that each entry ``(kind, owner, …)`` of ``state.pending`` changes the
        engine's rules for every seat but its owner while it waits ("until your next turn,
        your opponents …"): ``deck.lasting("threat", stack_total=1)`` (:data:`MODIFIERS`, read
        with :func:`lasting_values`).

        Raises:
            CardRulesError: an undeclared pending kind, a kind given twice, an unknown modifier
                or a value that is not an int.
        """
        if kind not in self.pending:
            raise CardRulesError(f"lasting {kind!r}: declare it with pending_effect first")
        if kind in self.lasting_mods:
            raise CardRulesError(f"lasting {kind!r} is declared twice")
        for name, value in modifiers.items():
            if name not in MODIFIERS:
                raise CardRulesError(f"lasting {kind!r}: unknown modifier {name!r}; known: "
                                     f"{', '.join(MODIFIERS)}")
            if type(value) is not int:
                raise CardRulesError(f"lasting {kind!r}: {name!r} must be an int")
        self.lasting_mods[kind] = dict(modifiers)

    def after_spend(self, card: str):
        """Declare ``fn(state, seat, card, x)``: what happens once a spend started with
        ``then=card`` (a printed card name) is paid (ruling ``dale.card.spend``); a decorator.

        Raises:
            CardRulesError: ``card`` is declared twice.
        """

        return _once(self.spent, card, f"after_spend {card!r} is declared twice")


def _take_card(source: "Declarations", dest: "Declarations", old: str, new: str) -> None:
    """Give ``dest`` what ``source`` declares for its card ``old`` (effect, ability, hooks,
    summary and its message id, bot hints, what follows its spend), under the name ``new``."""
    per_card: list[tuple[dict[str, Any], dict[str, Any]]] = [
        (source.techniques, dest.techniques), (source.abilities, dest.abilities),
        (source.card_hooks, dest.card_hooks), (source.scores, dest.scores),
        (source.summaries, dest.summaries), (source.summary_ids, dest.summary_ids),
        (source.spent, dest.spent)]
    for src, dst in per_card:
        if old in src:
            dst[new] = src[old]
    if old in source.bonus_first:
        dest.bonus_first.add(new)


def _alike(a: CardType, b: CardType) -> bool:
    """Whether two printed cards may share their declarations (a card kept by a reprint or
    adopted from another deck): the same kind, value and chameleon flag."""
    return (a.kind, a.value, a.chameleon) == (b.kind, b.value, b.chameleon)


class Deck(Declarations):
    """One animalfolk deck: its cards and everything declared about them.

    Args:
        key: the deck key used everywhere ("macaws"), lower case.
        name: its display name ("Macaws"), a proper name.
        rows: its six different cards in id order, each ``(name, value, kind, bonus, copies,
            chameleon)``: printed name, printed value 1–5, ``"T"`` / ``"P"`` / ``"P*"``, the
            bonus-action icon, copies in the market deck (0 for the value-1 start card, which
            has :data:`~ludoteca.dale.cards.START_COPIES`), and whether it is a copying
            chameleon (``dale.setup.decks``, ``dale.setup.starting_deck``); or None (the
            default): the module declares each card whole with :meth:`card`, and the deck is
            checked to be complete when its :attr:`types` are read (by the ruleset).
        module: the declaring module's ``__name__``.
        edition: the edition whose deck this is (``"classic"``, ``"remaster"``): the
            summaries it declares are the messages ``card.<name>`` in the classic and
            ``card.<edition>.<name>`` in another edition.

    Raises:
        CardRulesError: a key that is not a lower-case word, a row of the wrong shape or kind, a
            name given twice, or rows that do not make 15 physical cards with one value-1
            start card.
    """

    def __init__(self, key: str, name: str, rows: Sequence[tuple] | None = None,
                 module: str = "", edition: str = "classic") -> None:
        if not isinstance(key, str) or key != key.strip().lower() or not key or key == "junk":
            raise CardRulesError(f"deck key {key!r}: a non-empty lower-case word")
        super().__init__(key, module)
        self.name = name
        self.edition = edition
        self._types: list[CardType] = []
        #: (card, what) named before the card was declared, checked by :meth:`_whole`
        self._owed: list[tuple[str, str]] = []
        self._open = rows is None
        #: the cards :meth:`adopt` took before they were declared, checked by :meth:`_whole`
        self._adopted: list[CardType] = []
        #: the deck a :meth:`reprint` was made from (what :meth:`card`'s ``keep`` names)
        self._source: Deck | None = None
        for row in rows or ():
            if len(row) != 6:
                raise CardRulesError(f"deck {key!r}: a card row is (name, value, kind, bonus, "
                                     f"copies, chameleon), not {row!r}")
            self._row(*row)
        if rows is not None:
            self._whole()

    def _row(self, card: str, value: int, kind: str, bonus: bool, copies: int,
             cham: bool) -> CardType:
        key = self.key
        if any(t.name.lower() == str(card).lower() for t in self._types):
            raise CardRulesError(f"deck {key!r}: the card name {card!r} is given twice")
        if kind not in KINDS or not isinstance(value, int) or not 1 <= value <= 5:
            raise CardRulesError(f"deck {key!r}: {card!r} has kind {kind!r} and value "
                                 f"{value!r}")
        t = CardType(card, key, value, kind, bool(bonus), int(copies), bool(cham))
        if self._types and value < self._types[-1].value:
            raise CardRulesError(f"deck {key!r}: {card!r} (value {value}) is declared after "
                                 f"{self._types[-1].name!r} (value {self._types[-1].value}): "
                                 "cards take their ids in the order of rising value")
        self._types.append(t)
        return t

    def _same_card(self, a: CardType) -> None:
        mine = {t.name: t for t in self._types}
        b = mine.get(a.name)
        if b is None:
            raise CardRulesError(f"adopt {a.name!r}: not a card of {self.key!r}")
        if not _alike(a, b):
            raise CardRulesError(f"adopt {a.name!r}: its kind, value or chameleon flag changed")

    def _whole(self) -> None:
        for a in self._adopted:
            self._same_card(a)
        names = {t.name for t in self._types}
        for card, what in self._owed:
            if card not in names:
                raise CardRulesError(f"{what} for {card!r}: no such card in the deck {self.key!r}")
        starts = [t for t in self._types if t.value == 1]
        n = sum(START_COPIES if t.value == 1 else t.copies for t in self._types)
        if len(starts) != 1 or n != DECK_SIZE:
            raise CardRulesError(f"deck {self.key!r}: one value-1 start card and {DECK_SIZE} "
                                 f"physical cards are needed, not {len(starts)} and {n}")

    @property
    def types(self) -> tuple[CardType, ...]:
        """The deck's card types in id order (tuple of :class:`~ludoteca.dale.cards.CardType`).

        Raises:
            CardRulesError: the cards declared so far do not make 15 physical cards with one
                value-1 start card (``dale.setup.decks``).
        """
        self._whole()
        return tuple(self._types)

    def card(self, name: str, value: int, kind: str = TECHNIQUE, *, copies: int = 0,
             bonus: bool = True, chameleon: bool = False, summary: str | None = None,
             score: int | None = None, bonus_first: bool = False,
             keep: str | bool = False, **hooks: Any) -> Callable[[Callable], Callable]:
        """Declare one card of the deck, whole (issue 25: a card is one declaration): its row
        (printed name, value 1–5, kind ``"T"`` / ``"P"`` / ``"P*"``, copies in the market deck
        — 0 for the value-1 start card, which has
        :data:`~ludoteca.dale.cards.START_COPIES` — the bonus-action icon and whether it is a
        copying chameleon; ``dale.setup.decks``), its summary (English; the message
        ``card.<name>``, see :meth:`summarize`), its bot hints (``score``, ``bonus_first``,
        see :meth:`bot_hints`) and its card hooks (keyword arguments, see :meth:`hooks`).
        Cards take their ids in the order they are declared.

        ``keep``: in a deck made by :meth:`reprint` without rows, the card is the source
        deck's card of that name (``True``: the same name), whose effect, ability, hooks,
        summary and bot hints it takes.

        Returns a decorator that declares the decorated function as the card's technique
        effect ``start(state, seat, card)`` (see :meth:`technique`); a card without one
        (a passive card, a kept card) need not use it.

        Raises:
            CardRulesError: a bad row or a name given twice (as for :class:`Deck`), a ``keep``
                outside a reprint or naming no card of the same kind, value and chameleon flag
                of the source deck, or a summary, hint or hook given twice.
        """
        t = self._row(name, value, kind, bonus, copies, chameleon)
        if keep:
            old = name if keep is True else str(keep)
            src = self._source
            mine = {c.name: c for c in src._types} if src is not None else {}
            a = mine.get(old)
            if src is None or a is None or not _alike(a, t):
                self._types.pop()
                raise CardRulesError(f"deck {self.key!r}: {name!r} keeps {old!r}, which is not "
                                     "a card of the deck it reprints with the same kind, value "
                                     "and chameleon flag")
            _take_card(src, self, old, name)
        if summary is not None:
            self.summarize({name: summary})
        if score is not None or bonus_first:
            self.bot_hints(score={name: score} if score is not None else None,
                           bonus_first={name} if bonus_first else frozenset())
        if hooks:
            self.hooks(name, **hooks)

        def effect(fn: Callable) -> Callable:
            return self.technique(name)(fn)

        return effect

    def reprint(self, rows: Sequence[tuple] | None = None, *, module: str, edition: str,
                keep: dict[str, str] | Sequence[str] = (), name: str | None = None,
                listeners: bool = True) -> "Deck":
        """A deck of another edition that reuses this deck's declarations for the cards it
        keeps unchanged (issue 30: a card that is the same in both editions is written once).

        Args:
            rows: the new deck's six rows (as for :class:`Deck`), or None: the new deck
                declares its cards one by one with :meth:`card` (``keep=`` for a kept card).
            module: the new deck's module ``__name__``.
            edition: the new deck's edition.
            keep: the cards whose effect, ability, hooks, summary and bot hints are taken from
                this deck: new name -> this deck's name (a card renamed in the reprint), or a
                list of names kept as they are. Every other card of ``rows`` is declared anew
                on the returned deck.
            name: the new deck's display name (default: this deck's).
            listeners: take this deck's event listeners over too (False: the new deck
                declares its own, e.g. when a listener belongs to a reworked card).

        This deck's steps, frames, pending and lasting effects, state fields, dice and
        (unless ``listeners`` is False) listeners are all taken over: they act only on what a
        kept card starts or on the new deck's own cards by name.

        Raises:
            CardRulesError: a kept card that is not this deck's or not in ``rows``, or kept
                under a different kind or value.
        """
        new = Deck(self.key, name or self.name, rows, module=module, edition=edition)
        new._source = self
        pairs = dict(keep) if isinstance(keep, dict) else {k: k for k in keep}
        mine = {t.name: t for t in self.types}
        theirs = {t.name: t for t in new._types}
        for new_name, old in pairs.items():
            if old not in mine or new_name not in theirs:
                raise CardRulesError(f"reprint of {self.key!r}: {old!r} -> {new_name!r} is not a "
                                     "card of both decks")
            a, b = mine[old], theirs[new_name]
            if not _alike(a, b):
                raise CardRulesError(f"reprint of {self.key!r}: {new_name!r} is kept but its "
                                     "kind, value or chameleon flag changed")
            _take_card(self, new, old, new_name)
        whole: list[tuple[dict[str, Any], dict[str, Any]]] = [
            (self.steps, new.steps), (self.frames, new.frames), (self.pending, new.pending),
            (self.pending_texts, new.pending_texts), (self.pending_mods, new.pending_mods),
            (self.pending_sizes, new.pending_sizes), (self.lasting_mods, new.lasting_mods),
            (self.state_fields, new.state_fields), (self.dice, new.dice)]
        for src, dst in whole:
            dst.update(src)
        if listeners:
            new.listeners.extend(self.listeners)
        return new

    def adopt(self, source: "Deck", card: str, *, steps: Sequence[str] = ()) -> None:
        """Take over the declarations of ``source``'s card ``card`` (effect, ability, hooks,
        summary, bot hints) and its step kinds ``steps`` (their frames too): a card that moved
        to this deck from another one unchanged (issue 30: the remaster's Gift Voucher, a
        Chameleons card of the classic, is a Pandas card).

        Raises:
            CardRulesError: ``card`` is not a card of both decks with the same kind, value and
                chameleon flag, a step kind not declared by ``source``, or one already
                declared here.
        """
        theirs = {t.name: t for t in source.types}
        if card not in theirs:
            raise CardRulesError(f"adopt {card!r}: not a card of {source.key!r}")
        if self._open:  # the card may be declared later: checked by _whole
            self._adopted.append(theirs[card])
        else:
            self._same_card(theirs[card])
        _take_card(source, self, card, card)
        for kind in steps:
            if kind not in source.steps:
                raise CardRulesError(f"adopt {card!r}: {source.key!r} declares no step {kind!r}")
            if kind in self.steps:
                raise CardRulesError(f"adopt {card!r}: the step kind {kind!r} is declared twice")
            self.steps[kind] = source.steps[kind]
            self.frames[kind] = source.frames[kind]

    def drop_steps(self, kinds: Sequence[str]) -> None:
        """Forget the step kinds ``kinds`` a :meth:`reprint` took over for a card the new deck
        does not keep (its step moved to another deck with :meth:`adopt`, or is no longer
        pushed), so that no two decks of an edition declare one kind.

        Raises:
            CardRulesError: a kind this deck does not declare.
        """
        for kind in kinds:
            if kind not in self.steps:
                raise CardRulesError(f"drop_steps: {self.key!r} declares no step {kind!r}")
            del self.steps[kind]
            del self.frames[kind]

    def hooks(self, card: str, **values: Any) -> None:
        """As :meth:`Declarations.hooks`, for a card of this deck.

        Raises:
            CardRulesError: ``card`` is not one of this deck's cards (and see the base method).
        """
        self._own(card, "hooks")
        super().hooks(card, **values)

    def _own(self, card: str, what: str) -> None:
        if self._open:  # a card may be named before its declaration: checked by _whole
            self._owed.append((card, what))
        elif all(t.name != card for t in self._types):
            raise CardRulesError(f"{what} for {card!r}: no such card in the deck {self.key!r}")


def pending_modifier(state: DaleState, seat: int, name: str) -> list[tuple]:
    """The entries of ``state.pending`` owned by ``seat`` whose kind declared the modifier
    ``name`` (:data:`PENDING_MODIFIERS`) with a true value, in order (usually none)."""
    mods = state.cfg.rules.pending_mods
    if not mods or not state.pending:
        return []
    return [e for e in state.pending if e[1] == seat and mods.get(e[0], {}).get(name)]


def lasting_values(state: DaleState, modifier: str, seat: int) -> list[int]:
    """The values of ``modifier`` (one of :data:`MODIFIERS`) that the waiting lasting effects
    of other seats put on ``seat``, one per entry of ``state.pending`` (empty: the rules as
    printed)."""
    out: list[int] = []
    lasting = state.cfg.rules.lasting
    if state.pending and lasting:
        for entry in state.pending:
            spec = lasting.get(entry[0])
            if spec is not None and entry[1] != seat and modifier in spec[1]:
                out.append(spec[1][modifier])
    return out


def fire(state: DaleState, event: str, seat: int, *info: Any) -> None:
    """Report ``event`` for ``seat`` to the game's listeners whose deck is in play (called by
    the engine; see :data:`EVENTS` for ``info``)."""
    listeners = state.cfg.rules.listeners[event]
    if listeners:
        folk = state.cfg.animalfolk
        for deck, fn in listeners:
            if deck in folk:
                fn(state, seat, *info)


#: ``<x>.frames.append(("kind", …``: a frame pushed with a literal kind.
_PUSH = re.compile(r"""\.frames\.append\(\(\s*(["'])(\w+)\1""")


def pushed_kinds(source: str) -> set[str]:
    """The frame kinds a module's source pushes: the string literal that opens every tuple
    literal passed to ``<x>.frames.append(...)`` (read from the text; used by a test)."""
    return {mt[2] for mt in _PUSH.finditer(source)}
