"""Pandas, remaster edition: the market. Prepaid Good and Special Offer as in the classic
edition (their declarations reused); Gift Voucher moved here from the classic Chameleons
unchanged (adopted); Loyal Partner and Essential Purchase reworked; Exclusive Contacts new
(it replaces Stock Clearance; Market Discovery is gone). Mechanics restated in
docs/rules/dale-remaster.md; rulings under "Remaster — Pandas" in docs/rulings.md.

Price changes of the turn are turn-wide effects whose card has the ``turn_price`` hook
(``dale.market.price``, read by ``market.price``).
"""

from __future__ import annotations

from ludoteca.dale.animalfolk import chameleons as classic_chameleons
from ludoteca.dale.animalfolk import pandas as classic
from ludoteca.dale.animalfolk.common import DitchFromHand
from ludoteca.dale.remaster.shared import TossMarketCards
from ludoteca.dale.state import EMPTY, DaleState
from ludoteca.dale.steps import Frame

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = classic.deck.reprint(module=__name__, edition="remaster")
# The classic Essential Purchase was a passive with a step after its purchase; no card of
# this deck pushes that step any more.
deck.drop_steps(["essential_purchase"])
deck.adopt(classic_chameleons.deck, "Gift Voucher", steps=["gift_voucher"])

#: The turn-wide effects (``state.effects`` entries ``(kind,)``) of the two price cards.
ESSENTIAL = "r_pandas_essential"
EXCLUSIVE = "r_pandas_exclusive"
deck.hooks("Essential Purchase", turn_effect=(ESSENTIAL, 0), turn_price=-2,
           throws_own=True, moves_cards=True)  # a tossed own card goes to the bin
deck.hooks("Exclusive Contacts", turn_effect=(EXCLUSIVE, 0), turn_price=2, turn_hand_size=2)


@deck.card("Loyal Partner", 1, score=1,
           summary="Toss any of the market cards you choose, then refill the market.")
def loyal_partner(state: DaleState, p: int, card: int) -> None:
    """Toss market cards of your choice, one at a time, any number (``done`` stops); the
    card's "then refill the market" is the edition's refill after every technique
    (``dale.remaster.refill_after_technique``, done by the engine once the card has resolved;
    ruling ``remaster.pandas.loyal_partner``)."""
    if any(c != EMPTY for c in state.market):
        state.frames.append(("r_pandas_loyal_partner", p))


deck.card("Prepaid Good", 2, copies=3, bonus=False, keep=True)


@deck.decision("r_pandas_loyal_partner", Frame())
class LoyalPartnerToss(TossMarketCards):
    """``done``: the refill after the technique follows; of two equal market cards the one in
    the cheaper (rightmost) slot is tossed."""

    prompt = "Loyal Partner: choose a market card to toss, or done to refill the market"


@deck.card("Essential Purchase", 3, copies=3, score=4,
           summary="Toss 1 card from your hand; this turn market cards cost you 2 less.")
def essential_purchase(state: DaleState, p: int, card: int) -> None:
    """Toss 1 card of your hand (if you hold one); for the rest of the turn every market
    slot's card costs you 2 less (ruling ``remaster.pandas.essential_purchase``)."""
    state.effects.append((ESSENTIAL,))
    state.frames.append(("r_pandas_essential_purchase", p))


deck.card("Gift Voucher", 4, copies=3)
deck.card("Special Offer", 5, copies=1, bonus=False, keep=True)


@deck.decision("r_pandas_essential_purchase", Frame())
class EssentialPurchaseToss(DitchFromHand):
    prompt = "Essential Purchase: choose a card from your hand to toss"


@deck.card("Exclusive Contacts", 5, copies=1, score=2,
           summary="This turn: your hand size is 2 larger and market cards cost you 2 more.")
def exclusive_contacts(state: DaleState, p: int, card: int) -> None:
    """For the rest of the turn: the clean-up hand size is 2 larger and every market slot's
    card costs you 2 more (``dale.cleanup.draw``, ``dale.market.price``)."""
    state.effects.append((EXCLUSIVE,))
