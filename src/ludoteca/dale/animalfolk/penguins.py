"""Penguins (the Collection): spending (Resourceful Ally, Ice Trade, Traveling Equipment, Stove,
Fishing, Practical Values). Mechanics restated in docs/rules/dale-cards.md; "spend x" is the
ruling ``dale.card.spend`` (``animalfolk.common.SpendStep``, docs/rulings.md)."""

from __future__ import annotations

from ludoteca.dale.card_rules import Deck
from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import technique_step
from ludoteca.dale.animalfolk.common import DiscardFromHand, DitchFromHand, take_card
from ludoteca.dale.animalfolk.common import MoveFromDiscard, take_supply_top
from ludoteca.dale.animalfolk.spending import spend, spendable
from ludoteca.dale.cards import PASSIVE
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import NUMBER, Frame

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("penguins", "Penguins", module=__name__)

#: Practical Values: 1 counts as 5, 2 as 4, 4 as 2, 5 as 1 (3 and any other value stay).
FLIP = {1: 5, 2: 4, 4: 2, 5: 1}

#: Fishing puts at most this many cards from the discard pile on top of the deck.
FISHING_MAX = 3


deck.card("Resourceful Ally", 1, score=2, bonus_first=True,
          summary="Put 1 card of your discard pile at the bottom of your deck.")
# -- Resourceful Ally -------------------------------------------------------------------------
@technique_step(deck, "Resourceful Ally", "resourceful_ally")
class ResourcefulAllyPick(MoveFromDiscard):
    """Move 1 card of your choice from your discard pile to the bottom of your deck (nothing
    with an empty discard pile)."""

    prompt = "Resourceful Ally: choose a card of your discard pile to put at the bottom of your deck"
    verb, to = "keep", "bottom"


# -- Ice Trade --------------------------------------------------------------------------------
#: Ice Trade: the largest amount offered (a position file's number field holds up to 120).
ICE_TRADE_MAX = 99


deck.card("Ice Trade", 2, copies=3, bonus=False, score=4,
          summary=("Spend any amount (at least 1), then take the top market deck card into "
                   "your hand."))
# ruling: dale.card.penguins.ice_trade (any amount of at least 1, chosen first)
@technique_step(deck, "Ice Trade", "ice_trade_amount")
class IceTradeAmount:
    """Spend any amount of at least 1, then take the top card of the market deck into your
    hand. ruling: dale.card.penguins.ice_trade — the amount is chosen first (``value X``, 1 up
    to what the hand and coins can pay, at most :data:`ICE_TRADE_MAX`), then spent.

    The step: ``value X``, x from 1 up to what the hand and coins can spend (at most
    :attr:`most`); then x is spent for the card :attr:`then` (its ``after_spend`` follows)."""

    prompt = "Ice Trade: choose how much to spend (at least 1)"
    #: the card whose spend this is, and the largest x offered (the remaster's Fishing
    #: subclass sets its own)
    then, most = "Ice Trade", ICE_TRADE_MAX

    def legal(self, state, frame):
        most = min(spendable(state, frame[1]), self.most)
        return [("value", x) for x in range(1, most + 1)]

    def apply(self, state, frame, action):
        spend(state, frame[1], action[1], self.then, 0, action[1])


@deck.after_spend("Ice Trade")
def _ice_trade_paid(state: DaleState, p: int, card: int, x: int) -> None:
    take_supply_top(state, p)


# -- Traveling Equipment ----------------------------------------------------------------------
# ruling: dale.card.penguins.traveling_equipment (ditch, then discard)
@deck.card("Traveling Equipment", 3, copies=3, score=4, bonus_first=True,
           summary="Spend 1, draw 2 cards, then throw away 1 card from your hand and discard 1.")
def traveling_equipment(state: DaleState, p: int, card: int) -> None:
    """Spend 1, then draw 2 cards; then throw away 1 hand card and discard 1 hand card."""
    spend(state, p, 1, "Traveling Equipment")


@deck.after_spend("Traveling Equipment")
def _traveling_paid(state: DaleState, p: int, card: int, x: int) -> None:
    # the discard is resolved second, the ditch first
    draw_two_then(state, p, ("traveling_discard", "traveling_ditch"))


def draw_two_then(state: DaleState, p: int, kinds: tuple[str, ...]) -> None:
    """Traveling Equipment once paid: seat p draws 2 cards, then the steps ``kinds`` are pushed
    in that order (the last one resolves first). Also the remaster's Traveling Equipment."""
    m.draw(state, p)
    m.draw(state, p)
    for kind in kinds:
        state.frames.append((kind, p))


@deck.decision("traveling_ditch", Frame())
class TravelingDitch(DitchFromHand):
    prompt = "Traveling Equipment: choose a card from your hand to throw away"


@deck.decision("traveling_discard", Frame())
class TravelingDiscard(DiscardFromHand):
    prompt = "Traveling Equipment: choose a card from your hand to discard"


@deck.after_spend("Fishing")
def _fishing_paid(state: DaleState, p: int, card: int, x: int) -> None:
    state.frames.append(("fishing", p, 0))


@deck.decision("fishing", Frame(moved=NUMBER))
class FishingPick:
    """``top CARD``: a card of the discard pile goes on top of the deck, asked again until
    :attr:`most` have moved or the pile is empty; or ``done``. Frame ``(kind, player, moved so
    far)``. The remaster's Resourceful Ally subclass sets the class attributes otherwise."""

    prompt = "Fishing: choose a card of your discard pile to put on top of your deck, or done"
    #: the action's verb; the most cards moved; whether they go to the bottom of the deck;
    #: whether ``done`` is offered only once a card has moved
    verb, most, bottom, done_after_one = "top", FISHING_MAX, False, False

    def legal(self, state, frame):
        if frame[2] >= self.most or not state.discards[frame[1]]:
            return []
        out = [(self.verb, t) for t in m.plain_tokens(state, state.discards[frame[1]])]
        return out + ([("done",)] if frame[2] or not self.done_after_one else [])

    def apply(self, state, frame, action):
        if action[0] == "done":
            return
        p = frame[1]
        c = take_card(state, state.discards[p], action[1])
        if self.bottom:
            state.decks[p].insert(0, c)  # piles keep their top at the end
        else:
            state.decks[p].append(c)
        state.frames.append((frame[0], p, frame[2] + 1))


deck.hooks("Practical Values", turn_effect=("practical", FLIP))


# -- Stove ------------------------------------------------------------------------------------
# ruling: dale.card.penguins.stove — when you build a stack with Stove you may spend x (at
# least 1) to make it count ceil(x/2); spending x for value v costs at least 2v - 1, so the
# cheapest payment, 2v - 1, is the one asked (a larger x gives the same value or more). It is
# written as the stack token "Stove+N" / "Stove-N" (N: the change from its current value),
# values 1–8 (a stack never needs more); the builder pays after the stack is built, with the
# hand cards left and coins, and a stack whose payment they cannot cover is not legal. The
# eighth stack ends the game at once (dale.end.eighth_stack), so its payment is not made.
STOVE_VALUES = range(1, 9)


class _StoveSpend:
    """Hook ``stack_spend`` of Stove: the cost of counting a value, and the payment."""

    def __call__(self, value: int) -> int | None:
        return 2 * value - 1 if value in STOVE_VALUES else None

    def pay(self, state: DaleState, p: int, amount: int) -> None:
        spend(state, p, amount, "Stove")


deck.card("Stove", 4, PASSIVE, copies=3, bonus=False,
          summary="In a stack it may count as any value v from 1 to 8 if you spend 2v - 1.")


@deck.after_spend("Stove")
def _stove_paid(state: DaleState, p: int, card: int, x: int) -> None:
    """Nothing more: the stack is built."""


# -- Fishing ----------------------------------------------------------------------------------
# ruling: dale.card.penguins.fishing (0–3 cards one at a time; the last on top)
@deck.card("Fishing", 5, copies=1, score=3,
           summary="Spend 1, then put up to 3 cards of your discard pile on top of your deck.")
def fishing(state: DaleState, p: int, card: int) -> None:
    """Spend 1, then put 0–3 cards of your discard pile on top of your deck, one at a time (the
    last one ends on top)."""
    spend(state, p, 1, "Fishing")


# -- Practical Values -------------------------------------------------------------------------
# ruling: dale.value.order (a turn-wide mapping, in the order played)
@deck.card("Practical Values", 5, copies=1, score=1,
           summary="This turn your cards' values turn around: 1↔5, 2↔4, 3 stays 3.")
def practical_values(state: DaleState, p: int, card: int) -> None:
    """For the rest of this turn the values of your cards are flipped: 1↔5, 2↔4, 3 stays; applied
    in the order value effects were played (``dale.value.order``)."""
    state.effects.append(("practical",))


deck.hooks("Stove", stack_adjust=tuple(a for a in range(-7, 8) if a), stack_spend=_StoveSpend())
deck.hooks("Traveling Equipment", moves_cards=True, throws_own=True)  # via the market discard pile
