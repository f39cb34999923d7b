"""Sloths: effects at the start of your next turn (Steady Achiever, Shopping Journey,
Housecleaning, Siesta, Lunch Break, Ironing). Mechanics restated in docs/rules/dale-cards.md.

Each technique leaves a public entry in ``state.pending`` (``card_rules.pending_effect``); the
``turn_start`` listener below resolves the owner's entries when the owner's next turn begins
(``dale.turn.order``): first the automatic parts (draws, Ironing's +1) in the order the cards
were played, then the parts with a choice, each as a step, in the order played
(ruling ``dale.card.sloths.order``, docs/rulings.md).
"""

from __future__ import annotations

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import TakeMarketCard, DitchFromHand, TakeFromDiscard
from ludoteca.dale.animalfolk.common import TakeJunk, take_pending, wait
from ludoteca.dale.card_rules import Deck
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import NUMBER, Frame

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("sloths", "Sloths", module=__name__)

# Ironing's turn: every card of its owner counts 1 more (dale.value.altered), a turn-wide
# value effect started by the turn_start listener, not when the card is played.
deck.hooks("Ironing", turn_effect=("ironing", 1))  # ruling: dale.card.sloths.ironing

# The waiting effects (public; the owner is the entry's seat).

#: The card each waiting entry belongs to (its card waits in the schedule meanwhile).
_NAMES = {"steady_achiever_next": "Steady Achiever", "shopping_journey_next": "Shopping Journey",
          "housecleaning_next": "Housecleaning", "siesta_next": "Siesta",
          "lunch_break_next": "Lunch Break", "ironing_next": "Ironing"}

_KINDS = ("steady_achiever_next", "shopping_journey_next", "housecleaning_next", "siesta_next",
          "lunch_break_next", "ironing_next")


@deck.card("Steady Achiever", 1, bonus_first=True,
           summary="At the start of your next turn, draw 1 card.")
def steady_achiever(state: DaleState, p: int, card: int) -> None:
    """At the start of your next turn, draw 1 card."""
    wait(state, p, card, "steady_achiever_next")


deck.pending_effect("steady_achiever_next", Frame(),
               "Seat {seat} draws 1 card at the start of their next turn (Steady Achiever)")


@deck.card("Shopping Journey", 2, copies=3, bonus=False, score=8,
           summary=("At the start of your next turn, take 1 market card of your choice into "
                    "your hand."))
def shopping_journey(state: DaleState, p: int, card: int) -> None:
    """At the start of your next turn, take 1 market card of your choice into your hand."""
    wait(state, p, card, "shopping_journey_next")


deck.pending_effect("shopping_journey_next", Frame(),
               "Seat {seat} takes 1 market card into their hand at the start of their next "
               "turn (Shopping Journey)")


@deck.card("Housecleaning", 3, copies=3, score=1,
           summary=("Take up to 3 junk cards from your discard pile into your hand. At the "
                    "start of your next turn you may throw away 1 card from your hand."))
def housecleaning(state: DaleState, p: int, card: int) -> None:
    """Now: take 0–3 junk cards from your discard pile into your hand. At the start of your
    next turn: you may throw away 1 card from your hand."""
    # ruling: dale.card.sloths.housecleaning — the later part waits even when no junk was
    # taken now, and its card comes from the hand.
    wait(state, p, card, "housecleaning_next")
    state.frames.append(("housecleaning", p, 0))


deck.pending_effect("housecleaning_next", Frame(),
               "Seat {seat} may throw away 1 card from their hand at the start of their next "
               "turn (Housecleaning)")


@deck.card("Siesta", 4, copies=3, bonus_first=True,
           summary=("At the start of your next turn you may take 1 card from your discard pile "
                    "into your hand."))
def siesta(state: DaleState, p: int, card: int) -> None:
    """At the start of your next turn, you may take 1 card from your discard pile into your
    hand."""
    wait(state, p, card, "siesta_next")


deck.pending_effect("siesta_next", Frame(),
               "Seat {seat} may take 1 card from their discard pile into their hand at the "
               "start of their next turn (Siesta)")


@deck.card("Lunch Break", 5, copies=1, bonus_first=True,
           summary="Draw 1 card now and 1 more at the start of your next turn.")
def lunch_break(state: DaleState, p: int, card: int) -> None:
    """Draw 1 card now and 1 more at the start of your next turn."""
    m.draw(state, p)
    wait(state, p, card, "lunch_break_next")


deck.pending_effect("lunch_break_next", Frame(),
               "Seat {seat} draws 1 card at the start of their next turn (Lunch Break)")


@deck.card("Ironing", 5, copies=1, bonus_first=True,
           summary="During your next turn, every card you use counts 1 more.")
def ironing(state: DaleState, p: int, card: int) -> None:
    """During your next turn, every card you use counts 1 more."""
    wait(state, p, card, "ironing_next")


deck.pending_effect("ironing_next", Frame(),
               "During their next turn, every card of seat {seat} counts 1 more (Ironing)")


@deck.on("turn_start")
def _next_turn(state: DaleState, p: int) -> None:
    """The owner's next turn begins: resolve its waiting Sloths effects (each entry once)."""
    choices = []
    for kind in take_pending(state, p, _KINDS):
        if kind in ("steady_achiever_next", "lunch_break_next"):
            m.draw(state, p)
            # dale.technique.schedule: its effect has fully happened with the draw
            m.release(state, p, _NAMES[kind])
        elif kind == "ironing_next":
            state.effects.append(("ironing",))  # its card waits until this turn ends
        else:
            choices.append(kind)
    for kind in reversed(choices):  # the last pushed decides first: the first played
        # dale.technique.schedule: the card leaves once its choice is made (or skipped)
        state.frames.append(("release", p, _NAMES[kind]))
        if kind == "shopping_journey_next":
            state.frames.append(("shopping_journey", p))
        elif kind == "housecleaning_next":
            state.frames.append(("housecleaning_ditch", p))
        else:
            state.frames.append(("siesta", p))


@deck.on("refilled")
def _turn_over(state: DaleState, p: int) -> None:
    """Seat p's turn ends (its clean-up draw is done): each Ironing whose turn it was has fully
    happened and leaves the schedule for the discard pile (``dale.technique.schedule``)."""
    if p != state.active:
        return
    for e in state.effects:
        if e == ("ironing",):
            m.release(state, p, "Ironing")


@deck.decision("housecleaning", Frame(taken=NUMBER))
class HousecleaningTake(TakeJunk):
    """Housecleaning, now: take junk cards one at a time (``keep junk``) from the discard
    pile into the hand, up to 3, or ``done``. Frame: ``("housecleaning", player, taken)``."""

    prompt = "Housecleaning: take a junk card from your discard pile into your hand, or done"

    def limit(self, frame):
        return 3


@deck.decision("housecleaning_ditch", Frame(secret_choice=False))
class HousecleaningDitch(DitchFromHand):
    """Housecleaning, at the start of the next turn: throw away 1 hand card, or ``pass``."""

    prompt = "Housecleaning: you may throw away 1 card from your hand, or pass"
    optional = True


@deck.decision("siesta", Frame())
class SiestaTake(TakeFromDiscard):
    """Siesta, at the start of the next turn: take 1 card of the discard pile into the hand
    (``keep CARD``, the topmost of its name), or ``pass``."""

    prompt = "Siesta: you may take 1 card from your discard pile into your hand, or pass"
    optional, topmost = True, True


@deck.decision("shopping_journey", Frame())
class ShoppingJourneyTake(TakeMarketCard):
    """Shopping Journey, at the start of the next turn: take 1 market card (``take +N``); the
    slot stays empty until the clean-up (``dale.market.no_refill``)."""

    prompt = "Shopping Journey: choose a market card to take into your hand"
    # ruling: dale.card.sloths.shopping_journey — mandatory, no "pass"
