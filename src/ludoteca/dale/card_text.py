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
    # Platypuses
    "Tireless Tinkerer": "Put the top card of your discard pile on top of your deck.",
    "Calculations": "When it pays, you may first move the market cards to other slots.",
    "Safety Precaution": "Take 1 card of your stall into your hand; this card takes its place.",
    "Magnet": "Take any 1 card of your deck into your hand, then shuffle your deck.",
    "Dangerous Test": "Draw 3 cards, then discard 3 cards from your hand.",
    "Glue": "When it pays, you may keep it in your hand.",
    # Foxes
    "Cunning Neighbour": ("Look at another player's hand; then you may put this card on top of "
                          "your deck."),
    "Cheer": "Each player takes 1 card of their choice from their deck into their hand.",
    "Raffle": ("Choose a side: each player takes a random card from the hand of their neighbour "
               "on that side."),
    "Charity": ("Take a random card from each other player's hand, then give each of them one of "
                "those cards."),
    "Tasters": ("Choose a direction: from you, each player in turn takes 1 market card into their "
                "hand."),
    "Rumours": "Each player puts the top 2 cards of their discard pile on their deck.",
    # Desert Monitors
    "Rigorous Chronicler": "When it pays, it is worth 1, 2 or 3, as you choose.",
    "Refreshing Drink": "Once per turn: discard 1 card from your hand.",
    "Duplicate Entry": "Look through your deck, throw away up to 1 card of it, then shuffle it.",
    "History Lesson": "Shuffle up to 3 cards from the top of your discard pile into your deck.",
    "Cultural Preservation": ("Take up to 3 cards from your deck: 1 into your hand, the others "
                              "onto your discard pile; then shuffle."),
    "Slice of Life": "Once per turn: draw 1 card, then discard 1 card.",
    # Lemurs
    "Voracious Consumer": "Shuffle your whole discard pile into your deck.",
    "Delightful Surprise": ("Draw the top 2 market deck cards: keep 1; throw away the other and "
                            "this card."),
    "Fortunate Upgrade": "Throw away 1 card from your hand, then take the top market deck card.",
    "Replacement": ("Throw away 1 animalfolk card from your hand, then take a market card whose "
                    "value is at most 1 away from it."),
    "Fashion Hint": ("You may throw away the top market deck card; you may swap an animalfolk "
                     "card from your hand with the top card of the market discard pile."),
    "Royal Privilege": ("When it pays: you may throw away 1 animalfolk card from your hand to get "
                        "a second market card for free."),
    # Magpies
    "Pompous Professional": ("Name an animalfolk set and show your top 3 deck cards: keep 1 of "
                             "that set, shuffle the rest into your deck."),
    "Bribe": "When it pays: your hand size is 1 larger at this turn's clean-up.",
    "Burglary": ("Guess the value of another player's top deck card: right, take it; wrong, it "
                 "goes to their discard pile."),
    "Grasp": "Guess the value of a random card from another player's hand: right, take it.",
    "Periscope": ("Name a card; the top 2 cards of another player's deck go to their discard "
                  "pile, except those of that name, which you take."),
    "Sudden Nap": "Throw away a random card from another player's hand.",
    # Echidnas
    "Carefree Swapper": ("Swap this card with the top card of another player's discard pile "
                         "(theirs into your hand)."),
    "Bargain Seeker": ("Once per turn: throw away the rightmost market card and refill the "
                       "market."),
    "Delicacy": ("Draw the top 2 cards of another player's deck; you may swap this card for 1; "
                 "the rest is shuffled into their deck."),
    "Umbrella": ("Look at 2 random cards from another player's hand; you may swap this card "
                 "for 1 of them."),
    "Velocipede": "Swap this card with any card in any player's stall.",
    "Matching Colours": ("Swap an animalfolk card from your hand with a card of the same value "
                         "in an opponent's stall."),
    # Penguins
    "Resourceful Ally": "Put 1 card of your discard pile at the bottom of your deck.",
    "Ice Trade": "Spend 1, then take the top market deck card into your hand.",
    "Traveling Equipment": ("Spend 1, draw 2 cards, then throw away 1 card from your hand and "
                            "discard 1."),
    "Stove": "In a stack it may count as any value v from 1 to 8 if you spend 2v - 1.",
    "Fishing": "Spend 1, then put up to 3 cards of your discard pile on top of your deck.",
    "Practical Values": "This turn your cards' values turn around: 1↔5, 2↔4, 3 stays 3.",
    # Tuataras
    "Avid Financier": "2 coins wait on it: take 1 at the start of each of your next 2 turns.",
    "Greed": "Spend 1, draw 2 cards, then discard 1 card from your hand.",
    "Golden Opportunity": "Throw away 1 card from your hand and gain 1 coin.",
    "Cache": "Spend 2, then take 1 card of your discard pile into your hand.",
    "Display of Power": "Spend 2: your hand size is 2 larger this turn.",
    "Safe Profits": "Spend x (1 to 8) and gain half of x in coins, rounded up.",
    # Turtles
    "Impulsive Visionary": "Finish 1 (at the start of a later turn): then draw 1 card.",
    "Collector's Desire": "Finish 2: then take the leftmost market card into your hand.",
    "Groundbreaking Idea": ("Throw away 1 card of your discard pile and put 1 on top of your "
                            "deck. Finish 2."),
    "Inspiration": "Draw 2 cards. Finish 3.",
    "Insight": "Put the top 2 cards of your deck back in any order. Finish 2: then draw 2.",
    "Perfect Move": ("Finish x (any x from 1): then put the top x cards of your discard pile "
                     "on your deck in any order."),
    # Polecats
    "Daring Adventurer": ("Roll the polecat die: throw away that many market cards of your "
                          "choice, then refill the market."),
    "Rare Artefact": ("Show a card from your hand and roll the polecat die: its value is "
                      "multiplied by the roll this turn."),
    "Swank": ("Throw away 1 card from your hand; if it was an animalfolk card, take the top "
              "market deck card."),
    "Risky Business": ("Guess a value and reveal the top market deck card: right, you take it; "
                       "wrong, it is thrown away."),
    "Natural Survivor": ("Roll the polecat die: swap that many cards between your hand and your "
                         "deck, then shuffle the deck."),
    "Sofa": "While in your stall: your hand size is 1 larger.",
    # Hares
    "Arcane Scholar": ("Draw 1 card, then roll the hare die. Comet: discard 2 cards from your "
                       "hand. Stars: discard the top 2 cards of your deck."),
    "Barometer": ("Once per turn: throw away the top market deck card; this card's value "
                  "becomes that card's value this turn."),
    "Bad Omen": ("Look at the top 3 cards of your deck: you may throw 1 away; put the rest back "
                 "in any order."),
    "Festival": ("Roll the hare die. Comet: take the top market deck card. Planet: draw 1 card. "
                 "Stars: nothing."),
    "Celestial Guidance": ("Roll the hare die. Planet: take any card of your deck, then shuffle "
                           "it. Stars: take any card of your discard pile."),
    "Calendar": "Once per turn: shuffle the top card of your discard pile into your deck.",
    # Pangolins
    "Fumbling Dreamer": ("Roll both pangolin dice until they differ; move 1 card of a player "
                         "from the first pile rolled to the second."),
    "Coffee Grinder": "Once per turn: discard 0 to 2 cards from the top of one player's deck.",
    "Accident": ("Look at your top deck card and trade it with a random card from any player's "
                 "hand."),
    "Loose Marbles": ("Roll both pangolin dice; move 1 card from a player's first rolled pile "
                      "to another player's second rolled pile."),
    "Another Fine Mess": ("Roll both pangolin dice; 2 cards go from player X's first pile into "
                          "player Y's second pile, shuffled, then 2 come back."),
    "Fresh Start": ("Shuffle any player's discard pile into their deck, then draw 1 card from "
                    "any player's deck."),
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
    # Sloths
    "Steady Achiever": "At the start of your next turn, draw 1 card.",
    "Shopping Journey": "At the start of your next turn, take 1 market card of your choice into your hand.",
    "Housecleaning": ("Take up to 3 junk cards from your discard pile into your hand. At the "
                      "start of your next turn you may throw away 1 card from your hand."),
    "Siesta": "At the start of your next turn you may take 1 card from your discard pile into your hand.",
    "Lunch Break": "Draw 1 card now and 1 more at the start of your next turn.",
    "Ironing": "During your next turn, every card you use counts 1 more.",
    # Beavers
    "Master Builder": ("The next time you buy, you may put 1 of the cards you paid with on top "
                       "of your deck instead."),
    "Snack": "The next time you build, you may take 1 market card into your hand.",
    "Wind of Change": "The next time you buy, you may then throw away 1 card from your discard pile.",
    "Overtime": "Your next stack may include cards from your discard pile.",
    "Order in Chaos": ("The next time your discard pile becomes your deck, you may take your deck "
                       "and discard pile into your hand, then discard back down."),
    "Practice": "The next technique you play may go back to your hand instead of your discard pile.",
    # Tree-kangaroos
    "Clever Guardian": "Store 1 card from your hand face down; take it back at the start of your next turn.",
    "Barricade": "After you draw up at clean-up, you may take up to 2 junk cards from your discard pile into your hand.",
    "Wheelbarrow": ("Draw 1 card and store it face down; at the start of your next turn, throw it "
                    "away or take it."),
    "Vigilance": ("Store 1 card of your choice from your deck face down and shuffle the deck; "
                  "take it at the start of your next turn."),
    "Supply Depot": "Store up to 2 cards from your hand face down; take them back at the start of your next turn.",
    "Tactical Measurement": "Once per turn: draw 1 card, then put 1 card from your hand on top of your deck.",
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
