"""Tuataras, remaster edition: coins. Avid Financier, Golden Opportunity, Cache and Display of
Power as in the classic edition (their declarations reused); Greed reworked (a passive whose
once-per-turn ability spends 1 to draw 1) and Safe Profits' x may reach 10. Coins also pay for
purchases in this edition (``dale.remaster.coins_pay``). Mechanics restated in
docs/rules/dale-remaster.md.
"""

from __future__ import annotations

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk import tuataras as classic
from ludoteca.dale.animalfolk.common import technique_step
from ludoteca.dale.animalfolk.spending import spend, spendable
from ludoteca.dale.cards import ABILITY
from ludoteca.dale.state import DaleState

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = classic.deck.reprint(module=__name__, edition="remaster")

deck.card("Avid Financier", 1, keep=True)

#: Safe Profits (remaster): the amounts x that may be spent.
SAFE_PROFITS_X = tuple(range(1, 11))


# -- Greed --------------------------------------------------------------------------------------
# ruling: remaster.tuataras.greed — the ability is there while its owner can spend 1 (cards
# of the hand, Greed itself included, or a coin); the card is drawn once the spend is paid.
def _greed_available(state: DaleState, p: int, card: int) -> bool:
    return spendable(state, p) >= 1


def _greed_use(state: DaleState, p: int, card: int) -> None:
    spend(state, p, 1, "Greed")


deck.card("Greed", 2, ABILITY, copies=3, bonus=False,
          summary="Once per turn: spend 1 to draw 1 card.")


@deck.after_spend("Greed")
def _greed_paid(state: DaleState, p: int, card: int, x: int) -> None:
    m.draw(state, p)


deck.card("Golden Opportunity", 3, copies=3, keep=True)
deck.card("Cache", 4, copies=3, keep=True)
deck.card("Display of Power", 5, copies=1, keep=True)


deck.ability("Greed", _greed_available, _greed_use)


deck.card("Safe Profits", 5, copies=1, score=2,
          summary="Spend x (1 to 10) and gain half of x in coins, rounded up.")
# -- Safe Profits -------------------------------------------------------------------------------
@technique_step(deck, "Safe Profits", "r_tuataras_safe_profits")
class SafeProfitsAmount(classic.SafeProfitsAmount):
    """Choose x (1–10) you can spend, spend x, and gain x/2 coins rounded up: the classic step
    with x up to 10."""

    prompt = "Safe Profits: choose how much to spend, 1 to 10 (you gain half of it in coins, rounded up)"
    amounts = SAFE_PROFITS_X


deck.after_spend("Safe Profits")(classic._safe_profits_paid)  # x/2 coins, rounded up
