"""Dodos, remaster edition (a new deck): borrowing now and paying later. Five Finish techniques
(rule ``dale.remaster.finish``, :func:`ludoteca.dale.remaster.rules.finish`) whose first part
gives coins, cards or a larger hand, and Promising Invention, a passive that spends to count
more in a stack. Mechanics restated in docs/rules/dale-remaster.md.
"""

from __future__ import annotations

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import DitchFromHand
from ludoteca.dale.animalfolk.spending import spend
from ludoteca.dale.card_rules import Deck
from ludoteca.dale.cards import PASSIVE
from ludoteca.dale.remaster.rules import finish
from ludoteca.dale.remaster.shared import ask
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import NUMBER, Frame

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("dodos", "Dodos", module=__name__, edition="remaster")

#: Company Share: how much larger the hand size is this turn.
COMPANY_EXTRA = 2
#: Promising Invention: the amounts x that may be spent in a stack.
INVENTION_X = (1, 2, 3)

deck.pending_effect("r_dodos_company", Frame(extra=NUMBER),
                    "Seat {seat}'s hand size is {extra} higher this turn")
deck.pending_hand_size("r_dodos_company", lambda state, seat, entry: entry[2])


# -- Eager Borrower -----------------------------------------------------------------------------
def _gain(n: int):
    def first(state: DaleState, p: int, card: int) -> None:
        state.coins[p] += n
    return first


deck.card("Eager Borrower", 1, score=4, bonus_first=True, summary="Gain 2 coins. Finish 2.")
finish(deck, "Eager Borrower", 2, first=_gain(2))


# -- Pet Boar -----------------------------------------------------------------------------------
# ruling: remaster.dodos.pet_boar — as Golden Opportunity's: the coins come with the card
# tossed, so with an empty hand nothing is gained (the card still waits to be finished).
@deck.decision("r_dodos_pet_boar", Frame())
class PetBoarToss(DitchFromHand):
    prompt = "Pet Boar: choose a card from your hand to toss (you gain 2 coins)"

    def then(self, state, frame, card):
        state.coins[frame[1]] += 2


finish(deck, "Pet Boar", 3, first=ask("r_dodos_pet_boar"))


# -- Sunglasses ---------------------------------------------------------------------------------
def _sunglasses_first(state: DaleState, p: int, card: int) -> None:
    m.draw(state, p)
    m.draw(state, p)


finish(deck, "Sunglasses", 3, first=_sunglasses_first)


# -- Nesting Doll -------------------------------------------------------------------------------
# ruling: remaster.dodos.nesting_doll — the card waits to be finished even when its first
# spend cannot be paid (then nothing else of the first part happens, dale.card.spend).
def _doll_first(state: DaleState, p: int, card: int) -> None:
    spend(state, p, 1, "Nesting Doll")


def _doll_spent(state: DaleState, p: int, card: int, x: int) -> None:
    m.draw(state, p)
    m.draw(state, p)
    state.coins[p] += 3


finish(deck, "Nesting Doll", 4, first=_doll_first, first_spent=_doll_spent)


# -- Company Share ------------------------------------------------------------------------------
def _company_first(state: DaleState, p: int, card: int) -> None:
    state.pending.append(("r_dodos_company", p, COMPANY_EXTRA))


finish(deck, "Company Share", 3, first=_company_first)


@deck.on("refilled")
def _company_ends(state: DaleState, seat: int) -> None:
    if state.pending:
        state.pending[:] = [e for e in state.pending
                            if not (e[0] == "r_dodos_company" and e[1] == seat)]


# -- Promising Invention ------------------------------------------------------------------------
# ruling: remaster.dodos.promising_invention — written as the stack token
# "Promising Invention+X" (X 1–3, added to its current value); the builder spends X after the
# stack is built, with the hand cards left and coins, and a stack they cannot pay for is not
# legal (as Stove, dale.card.spend); the eighth stack ends the game before the spend.
class _InventionSpend:
    """Hook ``stack_spend`` of Promising Invention: counting x more costs x."""

    by_adjust = True

    def __call__(self, value: int, adjust: int = 0) -> int | None:
        return adjust if adjust in INVENTION_X else None

    def pay(self, state: DaleState, p: int, amount: int) -> None:
        spend(state, p, amount, "Promising Invention")


deck.card("Promising Invention", 2, PASSIVE, copies=3, bonus=False,
          summary="When you build a stack with it you may spend x (1 to 3): it counts x more.")


@deck.after_spend("Promising Invention")
def _invention_paid(state: DaleState, p: int, card: int, x: int) -> None:
    """Nothing more: the stack is built."""


deck.hooks("Promising Invention", stack_adjust=INVENTION_X, stack_spend=_InventionSpend())
deck.card("Pet Boar", 3, copies=3, score=3,
          summary="Toss 1 card from your hand and gain 2 coins. Finish 3.")
deck.hooks("Pet Boar", moves_cards=True, throws_own=True)  # via the bin


deck.card("Sunglasses", 4, copies=3, score=6, bonus_first=True, summary="Draw 2 cards. Finish 3.")
deck.card("Nesting Doll", 5, copies=1, score=5,
          summary="Spend 1, then draw 2 cards and gain 3 coins. Finish 4.")
deck.card("Company Share", 5, copies=1, score=3,
          summary="Your hand size is 2 larger this turn. Finish 3.")
