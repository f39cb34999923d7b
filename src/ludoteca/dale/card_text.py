"""A short effect summary of every classic Dale of Merchants card, in English (the source).

Written by us from the mechanics restated in ``docs/rules/dale-cards.md`` (never the printed
card text). The translations are the catalogue entries ``card.<printed name>`` of
``ludoteca/locale/<lang>/LC_MESSAGES/ludoteca.po``; card *names* stay as printed.
"""

from __future__ import annotations

from ludoteca.core.i18n import translate

CARD_SUMMARIES: dict[str, str] = {
    "junk": "Worth 1, no effect.",
    # Macaws
    "Swift Broker": "Discard your whole hand, then draw as many cards.",
    "Cookies": "While in your hand: your hand size is 1 larger.",
    "Shattered Relic": "Throw away 1 card from your hand, then draw 1 card.",
    "Spyglass": "Draw 3 cards: keep 1, put 2 back on top of your deck in any order.",
    "Flashy Show": "For the rest of the turn your cards count 1 more.",
    "Favorite Toy": "Take the top card of your discard pile into your hand.",
    # Pandas
    "Loyal Partner": "Throw away all market cards, then fill the 5 slots again.",
    "Prepaid Good": "Take 1 market card of your choice into your hand for free.",
    "Essential Purchase": "When you buy it: up to 3 junk cards you paid with go back to the junk pile.",
    "Market Discovery": ("Once per turn: throw away the top market deck card. When it pays, you "
                         "may buy the top card of the market discard pile."),
    "Special Offer": "Draw the top 3 market deck cards: keep 1, throw away the other 2.",
    "Stock Clearance": "When it pays, you may pay as much as you like.",
    # Raccoons
    "Wily Fellow": "Your deck and discard pile swap places; shuffle the new deck.",
    "Nuisance": "Up to 2 other players each discard a random card from their hand.",
    "Rotten Food": "Put 1 card from your hand on top of another player's deck.",
    "Dirty Exchange": "Take a random card from another player's hand, then give them 1 card.",
    "Sabotage": ("Draw the top 2 cards of another player's deck: throw away 1, the other goes "
                 "to their discard pile."),
    "Treasure Hunter": "Take the top card of another player's discard pile into your hand.",
    # Squirrels
    "Stashing Vendor": "A stack built with it may contain junk.",
    "Empty Chest": "A stack built with it may mix animalfolk.",
    "Nostalgic Item": "A stack built with it may take 1 more card from your discard pile.",
    "Acorn": "Take 1 card from an opponent's stall into your hand; this Acorn takes its place.",
    "Accordion": "In a stack it may count 1 more or 1 less.",
    "Winter is Coming": "A stack built with it lets you build one more stack right away.",
    # Ocelots
    "Bold Haggler": "Once per turn: roll the ocelot die and add the result to its value this turn.",
    "New Season": ("Throw away 1 animalfolk card from your discard pile; if you did, take the "
                   "top market deck card."),
    "Whirligig": ("Discard your hand and draw as many; shuffle them with another player's hand "
                  "and deal both hands back at random."),
    "Charm": ("Draw the top market deck card: if it alone makes your next stack, build it; "
              "otherwise throw it away."),
    "Gamble": "Roll the ocelot die and trade that many random cards with another player's hand.",
    "Blindfold": ("An opponent guesses the value of a card from your hand: right, you discard it; "
                  "wrong, you set its value from 1 to 5 this turn."),
    # Chameleons
    "Flexible Shopkeeper": "Counts as a copy of a card in your rightmost stack.",
    "Reflection": "Counts as a copy of the top card of another player's discard pile.",
    "Good Old Times": ("Once per turn: throw away the top market deck card. Counts as a copy of "
                       "the top card of the market discard pile."),
    "Gift Voucher": "Take a market card into your hand and put this card in its slot.",
    "Trendsetting": "Counts as a copy of a card in the market.",
    "Seeing Doubles": "Counts as a copy of another card in your hand, which you show.",
    # Crocodiles
    "Little Villain": "Every opponent discards the top 2 cards of their deck, one by one.",
    "Scary Gunfight": "Until your next turn, market cards cost your opponents 2 more.",
    "Night Shift": ("Draw the top card of every deck, yours too; put 1 of them back on top of "
                    "each of those decks, as you choose."),
    "Ruthless Competition": ("Draw the top card of another player's deck into your hand, then "
                             "put 1 card from your hand on top of their deck."),
    "Nasty Threat": "Until your next turn, your opponents' stacks must total 1 more.",
    "Lost Shipments": "Until your next turn, your opponents draw at most 1 card at clean-up.",
    # Owls
    "Wise Spy": "Once per turn: look at the top 3 cards of your deck and put them back in any order.",
    "Ancient Knowledge": ("In your hand: after another player's technique, you may discard 0–1 "
                          "card from your deck, then shuffle it."),
    "Quality Inspection": ("When it reaches your hand, you may throw away 1 card from your hand "
                           "and draw 1."),
    "Binoculars": "In your hand: after another player buys, you may draw 1 card, then discard 1.",
    "Balancing": ("In your hand: after another player shuffles their deck, you may swap an "
                  "animalfolk card from your hand with a card of your discard pile."),
    "Extra Remarks": ("In your hand: after another player builds, you may put 1 card from your "
                      "discard pile on top of your deck."),
}


def card_summary(name: str, lang: str | None = None) -> str:
    """The effect summary of the card ``name`` (printed name) in ``lang``; "" if unknown."""
    english = CARD_SUMMARIES.get(name)
    if english is None:
        return ""
    return translate(f"card.{name}", english, lang)
