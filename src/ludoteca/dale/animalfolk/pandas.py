"""Pandas: the market (Loyal Partner, Prepaid Good, Essential Purchase, Market Discovery,
Special Offer, Stock Clearance). Mechanics restated in docs/rules/dale-cards.md.

Passives, through their card hooks (``ludoteca.dale.animalfolk``, "Card hooks"): Stock
Clearance lifts the overpay rule (``pay_flags``); Market Discovery lets a payment buy the top
card of the market discard pile (``pay_flags``); Essential Purchase asks, when bought, how many
of the junk cards paid go back to the junk pile (``on_bought``, the ``essential_purchase`` step
below).
"""

from __future__ import annotations

from ludoteca.dale.card_rules import PAY_FROM_BIN, PAY_LIFTS_OVERPAY, Deck
from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import technique_step
from ludoteca.dale.animalfolk.common import KeepOneDitchRest, offer_supply, seen_frame
from ludoteca.dale.animalfolk.common import TakeMarketCard
from ludoteca.dale.animalfolk.common import can_ditch_supply_top, ditch_supply_top
from ludoteca.dale.steps import CARDS, Frame
from ludoteca.dale.state import EMPTY, DaleState
from ludoteca.dale.cards import ABILITY, PASSIVE

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("pandas", "Pandas", module=__name__)

@deck.card("Loyal Partner", 1, score=1,
           summary="Throw away all market cards, then fill the 5 slots again.")
def loyal_partner(state: DaleState, p: int, card: int) -> None:
    """Throw away every market card, then fill all 5 slots from the market deck."""
    for slot in range(5):
        if state.market[slot] != EMPTY:
            m.ditch(state, state.market[slot])
            state.market[slot] = EMPTY
    m.fill_market(state)


deck.card("Prepaid Good", 2, copies=3, bonus=False, score=9,
          summary="Take 1 market card of your choice into your hand for free.")


@technique_step(deck, "Prepaid Good", "prepaid_good")
class PrepaidGoodTake(TakeMarketCard):
    """Take any 1 market card into your hand for free (the slot stays empty)."""

    prompt = "Prepaid Good: choose a market card to take for free"


def _essential_purchase_bought(state: DaleState, p: int, card: int, paid: tuple) -> None:
    """When bought with junk among the payment, ask how many of those junk cards (up to 3) go
    back to the junk pile (``dale.discard.routing``)."""
    junk = tuple(c for c in paid if state.cfg.types[c].is_junk)
    if junk:
        state.frames.append(("essential_purchase", p, junk))


deck.card("Essential Purchase", 3, PASSIVE, copies=3, bonus=False,
          summary="When you buy it: up to 3 junk cards you paid with go back to the junk pile.")
deck.hooks("Essential Purchase", on_bought=_essential_purchase_bought)
deck.hooks("Stock Clearance", pay_flags=PAY_LIFTS_OVERPAY)  # dale.market.overpay
deck.card("Market Discovery", 4, ABILITY, copies=3, bonus=False,
          summary=("Once per turn: throw away the top market deck card. When it pays, you may "
                   "buy the top card of the market discard pile."))
deck.hooks("Market Discovery", pay_flags=PAY_FROM_BIN)  # dale.market.payment


@deck.decision("essential_purchase", Frame(junk=CARDS))
class EssentialPurchaseReturn:
    rule = "dale.discard.routing"
    prompt = "Essential Purchase: how many of the junk cards you paid go back to the junk pile?"

    def legal(self, state, frame):
        return [("return", k) for k in range(min(3, len(frame[2])) + 1)]

    def apply(self, state, frame, action):
        p, junk = frame[1], frame[2]
        for c in junk[: action[1]]:
            state.discards[p].remove(c)
            m.ditch(state, c)


deck.ability("Market Discovery", can_ditch_supply_top, ditch_supply_top)


@deck.card("Special Offer", 5, copies=1, bonus=False, score=8,
           summary="Draw the top 3 market deck cards: keep 1, throw away the other 2.")
def special_offer(state: DaleState, p: int, card: int) -> None:
    """Draw the top 3 market deck cards; keep 1 in hand, throw the others away."""
    offer_supply(state, p, 3, "special_offer")


deck.card("Stock Clearance", 5, PASSIVE, copies=1, bonus=False,
          summary="When it pays, you may pay as much as you like.")


@deck.decision("special_offer", seen_frame())
class SpecialOfferKeep(KeepOneDitchRest):
    prompt = "Special Offer: choose the card to keep; the others are thrown away"
