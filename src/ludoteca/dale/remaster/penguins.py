"""Penguins, remaster edition: spending. Ice Trade, Stove and Practical Values as in the classic
edition (their declarations reused); Resourceful Ally (spend 1, one or two cards to the bottom
of the deck), Traveling Equipment (spend 2, draw 2, toss 1) and Fishing (spend X, exactly X
cards onto the deck) reworked. Mechanics restated in docs/rules/dale-remaster.md.
"""

from __future__ import annotations

from ludoteca.dale.animalfolk import penguins as classic
from ludoteca.dale.animalfolk.common import DitchFromHand, technique_step
from ludoteca.dale.animalfolk.spending import spend
from ludoteca.dale.cards import PASSIVE
from ludoteca.dale.remaster.shared import TopFromDiscard
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import NUMBER, Frame

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = classic.deck.reprint(module=__name__, edition="remaster")

#: Resourceful Ally: the most cards moved to the bottom of the deck.
ALLY_MOST = 2
#: Fishing: the largest x offered (a position file's number field holds up to 120).
FISHING_MAX = 40


# -- Resourceful Ally ---------------------------------------------------------------------------
# ruling: remaster.penguins.resourceful_ally — after the spend (whose cards lie on the discard
# pile and may be moved), the first card is a must while the pile has one, the second may be
# declined (``done``); each goes under the deck.
@deck.card("Resourceful Ally", 1, score=2, bonus_first=True,
           summary=("Spend 1, then put 1 or 2 cards of your discard pile at the bottom of your "
                    "deck."))
def resourceful_ally(state: DaleState, p: int, card: int) -> None:
    """Spend 1, then put 1 or 2 cards of your discard pile at the bottom of your deck."""
    spend(state, p, 1, "Resourceful Ally")


deck.card("Ice Trade", 2, copies=3, bonus=False, keep=True)


@deck.after_spend("Resourceful Ally")
def _ally_paid(state: DaleState, p: int, card: int, x: int) -> None:
    state.frames.append(("r_penguins_ally", p, 0))


@deck.decision("r_penguins_ally", Frame(moved=NUMBER))
class AllyPick(classic.FishingPick):
    """The classic Fishing step made to move cards to the bottom: ``keep CARD`` of the discard
    pile (it goes under the deck); after the first, ``done`` may end it. Frame
    ``("r_penguins_ally", player, moved so far)``."""

    prompt = ("Resourceful Ally: choose a card of your discard pile to put at the bottom of "
              "your deck")
    verb, most, bottom, done_after_one = "keep", ALLY_MOST, True, True


# -- Traveling Equipment ------------------------------------------------------------------------
@deck.card("Traveling Equipment", 3, copies=3, score=4, bonus_first=True,
           summary="Spend 2, draw 2 cards, then toss 1 card from your hand.")
def traveling_equipment(state: DaleState, p: int, card: int) -> None:
    """Spend 2, then draw 2 cards; then toss 1 card from your hand."""
    spend(state, p, 2, "Traveling Equipment")


deck.card("Stove", 4, PASSIVE, copies=3, bonus=False, keep=True)


@deck.after_spend("Traveling Equipment")
def _traveling_paid(state: DaleState, p: int, card: int, x: int) -> None:
    classic.draw_two_then(state, p, ("r_penguins_toss",))


@deck.decision("r_penguins_toss", Frame())
class TravelingToss(DitchFromHand):
    prompt = "Traveling Equipment: choose a card from your hand to toss"


deck.card("Fishing", 5, copies=1, score=3,
          summary="Spend x, then put x cards of your discard pile on top of your deck.")
# -- Fishing ------------------------------------------------------------------------------------
# ruling: remaster.penguins.fishing — x is chosen first (1 up to what the hand and coins can
# spend), then spent; then exactly x cards of the discard pile (the spent ones included) go on
# top of the deck one at a time, the last on top; fewer only when the pile runs out.
@technique_step(deck, "Fishing", "r_penguins_fishing_x")
class FishingAmount(classic.IceTradeAmount):
    """Choose x, spend x, then put x cards of your discard pile on top of your deck: the
    classic Ice Trade amount step, for Fishing's x (1 to :data:`FISHING_MAX`)."""

    prompt = "Fishing: choose x, the amount to spend (then x cards of your discard pile go on your deck)"
    then, most = "Fishing", FISHING_MAX


deck.card("Practical Values", 5, copies=1, keep=True)


@deck.after_spend("Fishing")
def _fishing_paid(state: DaleState, p: int, card: int, x: int) -> None:
    state.frames.append(("r_penguins_fishing", p, x))


@deck.decision("r_penguins_fishing", Frame(left=NUMBER))
class FishingPick(TopFromDiscard):
    """``top CARD`` of the discard pile, asked again while cards are left to move. Frame
    ``("r_penguins_fishing", player, cards left)``."""

    prompt = "Fishing: choose a card of your discard pile to put on top of your deck"

    def open(self, state, frame):
        return frame[2] > 0

    def then(self, state, frame, card):
        if frame[2] > 1:
            state.frames.append(("r_penguins_fishing", frame[1], frame[2] - 1))
