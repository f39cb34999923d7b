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
    # Tasmanian Devils
    "Shrewd Trickster": "Another player discards 2 random cards from their hand, then draws 2.",
    "Disruptive Speech": ("Another player's deck and discard pile swap places; their new deck is "
                          "shuffled."),
    "Tit for Tat": "Shuffle up to 2 cards of another player's discard pile into their deck.",
    "Shameless Rummage": ("Draw the top 3 cards of another player's deck: any of them go to their "
                          "discard pile, the rest is shuffled back."),
    "Public Humiliation": ("Another player discards 2 random cards from their hand; then you move "
                           "any 2 cards of their discard pile into their hand."),
    "Equality": "Another player draws 3 cards, then discards 3 random cards from their hand.",
    # Gulls
    "Meddling Marketeer": ("Draw the top 2 cards of your deck: discard any of them, put the rest "
                           "back in any order."),
    "Goodwill Presents": "Up to 2 other players each get 1 junk card on their discard pile.",
    "Alternative Plan": "Throw away 1 card of your choice from your discard pile.",
    "Anchor": ("Draw the top 3 cards of your deck: up to 1 goes to another player's discard pile, "
               "the rest back in any order."),
    "Manufactured Joy": ("Take 1 card of your choice from your deck and shuffle it; you may put 1 "
                         "hand card on another player's discard pile."),
    "Shaky Enterprise": ("Take the top 2 cards of your discard pile: up to 1 goes to another "
                         "player's discard pile, the rest on top of your deck."),
    # Mongooses
    "Dramatic Romantic": "Once per turn: turn the clock (day becomes night, night becomes day).",
    "Bouquets": ("Draw 2 market deck cards by day, 1 by night: keep 1, throw the rest away."),
    "Selecting Contracts": ("Take up to 3 cards (night: 1) from the top of your discard pile: "
                            "throw 1 away, the rest go on top of your deck."),
    "Serenade": ("Draw 3 cards (night: 1), then put 2 (night: 1) cards from your hand on top of "
                 "your deck."),
    "Spinning Wheel": "Discard any number of cards, then draw that many plus 1 (night: that many).",
    "Inheritance": ("At clean-up you may take up to 2 cards (night: 1) from the top of your "
                    "discard pile instead of drawing them."),
    # Bats
    "Sneaky Scout": ("Look at the top 2 cards of your deck (night: any player's) and put them "
                     "back in any order."),
    "False Alarm": ("Shuffle the top 2 cards of your discard pile (night: any player's) into that "
                    "player's deck."),
    "Heroic Deed": "Draw 1 card from your deck (night: or from another player's deck).",
    "Secret Mission": ("Take the bottom card of your discard pile (night: or a random card from "
                       "another player's hand)."),
    "Capture": ("Draw the top 2 cards of your deck (night: any player's): keep 1, shuffle the "
                "other back."),
    "Provocation": ("Throw away 1 card from your hand (night: or a random card you look at in "
                    "another player's hand)."),
}


def card_summary(name: str, lang: str | None = None) -> str:
    """The effect summary of the card ``name`` (printed name) in ``lang``; "" if unknown."""
    english = CARD_SUMMARIES.get(name)
    if english is None:
        return ""
    return translate(f"card.{name}", english, lang)
