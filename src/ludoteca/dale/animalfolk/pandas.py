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
from ludoteca.dale.cards import ABILITY, PASSIVE, TECHNIQUE

#: The deck's cards in id order: (name, value, kind, bonus icon, copies, chameleon)
#: (``dale.setup.decks``; the value-1 start card has one copy per possible player).
deck = Deck("pandas", "Pandas", [
    ("Loyal Partner", 1, TECHNIQUE, True, 0, False),
    ("Prepaid Good", 2, TECHNIQUE, False, 3, False),
    ("Essential Purchase", 3, PASSIVE, False, 3, False),
    ("Market Discovery", 4, ABILITY, False, 3, False),
    ("Special Offer", 5, TECHNIQUE, False, 1, False),
    ("Stock Clearance", 5, PASSIVE, False, 1, False),
], module=__name__)

#: What each card does, in short (the message ``card.<name>``, translated in the catalogues;
#: restated from docs/rules/dale-cards.md, never the printed text).
deck.summarize({
    "Loyal Partner": "Throw away all market cards, then fill the 5 slots again.",
    "Prepaid Good": "Take 1 market card of your choice into your hand for free.",
    "Essential Purchase": ("When you buy it: up to 3 junk cards you paid with go back to the "
                           "junk pile."),
    "Market Discovery": ("Once per turn: throw away the top market deck card. When it pays, you "
                         "may buy the top card of the market discard pile."),
    "Special Offer": "Draw the top 3 market deck cards: keep 1, throw away the other 2.",
    "Stock Clearance": "When it pays, you may pay as much as you like.",
})

#: Hints for the greedy bot (dale.strategy): what a technique is worth as the action when
#: nothing better is possible (higher first), and the ones worth playing first as a bonus.
deck.bot_hints(
    score={
        "Loyal Partner": 1,
        "Prepaid Good": 9,
        "Special Offer": 8,
    },
)


@deck.technique("Loyal Partner")
def loyal_partner(state: DaleState, p: int, card: int) -> None:
    """Throw away every market card, then fill all 5 slots from the market deck."""
    for slot in range(5):
        if state.market[slot] != EMPTY:
            m.ditch(state, state.market[slot])
            state.market[slot] = EMPTY
    m.fill_market(state)


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


deck.hooks("Essential Purchase", on_bought=_essential_purchase_bought)
deck.hooks("Stock Clearance", pay_flags=PAY_LIFTS_OVERPAY)  # dale.market.overpay
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


@deck.technique("Special Offer")
def special_offer(state: DaleState, p: int, card: int) -> None:
    """Draw the top 3 market deck cards; keep 1 in hand, throw the others away."""
    offer_supply(state, p, 3, "special_offer")


@deck.decision("special_offer", seen_frame())
class SpecialOfferKeep(KeepOneDitchRest):
    prompt = "Special Offer: choose the card to keep; the others are thrown away"
