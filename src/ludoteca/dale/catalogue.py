"""Dale of Merchants' texts: its rule catalogue (every rule id with its rulebook page, a title
and an explanation), the templates of its refusals, its search words and its messages,
registered in :mod:`ludoteca.core.catalogue` and :mod:`ludoteca.core.messages` when the package
is imported (``ludoteca/dale/__init__.py`` imports this module first).

Texts are written by us (never rulebook text). English is the source language; the other
languages (ca, es, it, fr) are gettext catalogues (``ludoteca/locale``) keyed by
``rule.<id>.title``, ``rule.<id>.text``, ``rule.<id>.keywords``, ``reason.<key>`` and the
message ids (see :mod:`ludoteca.core.i18n`).

``REASONS`` are the message templates of refusals: one rule may refuse an action for several
reasons (a short payment, an overpayment …); each template names its values (``{price}``).
"""

from __future__ import annotations

from ludoteca.core.catalogue import register_rules
from ludoteca.core.messages import register_messages
from ludoteca.core.sources import Source, register_source

# id -> (page, title, explanation)
RULES: dict[str, tuple[str, str, str]] = {
    "dale.setup.players": ("—", "Players", "The classic game is for 2 to 4 players."),
    "dale.setup.decks": ("—", "Animalfolk decks", "Use one animalfolk deck more than there are players; each deck has 15 cards."),
    "dale.setup.junk": ("—", "Junk", "The box holds 20 junk cards, each worth 1 with no effect."),
    "dale.setup.starting_deck": ("—", "Starting decks", "Each player starts with the value-1 card of every deck in play plus junk, 10 cards in all; the leftover junk is the junk pile."),
    "dale.setup.market_deck": ("—", "Market deck", "Every value 2–5 card of the decks in play is shuffled into the market deck."),
    "dale.setup.market": ("—", "Market", "Five market cards are dealt one by one, starting with the rightmost (cheapest) slot."),
    "dale.setup.hands": ("—", "Hands", "Each player shuffles their deck and draws 5 cards."),
    "dale.setup.first_player": ("—", "First player", "The first player is chosen at random from the game's seed (our ruling)."),
    "dale.turn.phases": ("5", "Turn", "A turn is an action phase followed by a clean-up phase."),
    "dale.turn.one_action": ("5–6", "One action", "In your action phase you take exactly one action — Market, Technique, Stall or Inventory — unless a bonus action gives you another."),
    "dale.turn.bonus_action": ("5–6", "Bonus action", "A technique with the + icon gives one more action right away, of any kind; it chains."),
    "dale.turn.bonus_only_technique": ("5–6", "Bonus only from techniques", "The + only counts when the card is played as a technique, not when it pays or goes into a stack."),
    "dale.market.price": ("5", "Market prices", "The rightmost slot costs the card's value, each slot to its left 1 more (+0 … +4); a price is never below 0."),
    "dale.market.payment": ("5", "Paying", "Pay with hand cards whose values add up to at least the price; they go to your discard pile and the bought card to your hand."),
    "dale.market.overpay": ("5", "No needless overpaying", "You may pay more than the price only if no single paying card could be left out with the rest still covering the price."),
    "dale.market.no_refill": ("—", "Empty slots stay empty", "The market is refilled only at clean-up or when a card says so."),
    "dale.technique.play": ("5–6", "Technique", "Play a technique from your hand, resolve it fully, then put it on your discard pile unless it says otherwise."),
    "dale.technique.schedule": ("—", "The schedule", "A technique whose effect is not over (at the start of your next turn, the next time you do something, until your next turn, Finish, coins waiting on it) waits face up in front of its owner, in the schedule, and goes to the discard pile only once its effect has fully happened."),
    "dale.technique.fizzle": ("—", "Techniques that do nothing", "A technique whose effect cannot do anything may still be played and does nothing; its + still counts (our ruling)."),
    "dale.stall.sequence": ("6", "Stacks in order", "Stacks are built in order: the first totals 1, the second 2, and so on up to 8."),
    "dale.stall.exact_total": ("6", "Exact total", "The values of the cards of a new stack must add up exactly to the stack's number."),
    "dale.stall.complete": ("6", "Complete stacks", "A built stack is finished: its cards are not used for anything else and nothing is added later."),
    "dale.stall.one_animalfolk": ("6*", "One animalfolk", "All cards of a stack come from one animalfolk unless a passive such as Empty Chest allows mixing."),
    "dale.stall.no_junk": ("6*", "No junk in stacks", "Junk may not go into a stack unless a passive such as Stashing Vendor allows it."),
    "dale.stall.from_hand": ("6*", "Stack cards from your hand", "Stack cards come from your hand unless a passive allows another source, such as Nostalgic Item with one card of your discard pile."),
    "dale.inventory.discard": ("5–6*", "Inventory", "Discard any number of hand cards, none included, onto your own discard pile."),
    "dale.discard.routing": ("5", "Throwing away", "A thrown-away card leaves your cards: junk goes to the junk pile, animalfolk cards to the market discard pile."),
    "dale.discard.face_up": ("5", "Open discard piles", "Every discard pile is face up; anyone may look through it, nobody may reorder it."),
    "dale.discard.own_pile": ("—", "Discarding", "A discarded card goes to its owner's discard pile, even when another player causes it."),
    "dale.cleanup.market_refill": ("—", "Market refill", "At clean-up the market cards slide right keeping their order, then empty slots are filled from the market deck, right to left."),
    "dale.cleanup.market_deck_empty": ("—", "Empty market deck", "When the market deck runs out, the market discard pile is shuffled into a new one; if both are empty the slot stays empty (our ruling)."),
    "dale.cleanup.draw": ("7", "Drawing up", "At clean-up draw until you hold your hand size (5, more with Cookies); a bigger hand is kept."),
    "dale.cleanup.reshuffle": ("7", "Reshuffling", "When your deck is empty and you must draw, your discard pile is shuffled into a new deck, even in the middle of a draw."),
    "dale.cleanup.junk_draw": ("7", "Drawing junk", "With both your deck and discard pile empty, you draw junk from the junk pile instead."),
    "dale.cleanup.junk_substitutes": ("7", "Junk substitutes", "When the junk pile is empty, cards of decks not in play serve as junk."),
    "dale.end.eighth_stack": ("7", "Winning", "The game ends at once when a player builds their 8th stack, even mid-turn; that player wins."),
    "dale.passive.mandatory": ("FAQ", "Passives apply", "Passives apply whether you want them or not unless they say 'may'; a chameleon must copy a valid target if there is one."),
    "dale.passive.combine": ("FAQ", "Passives combine", "Passives that apply at the same moment all apply together."),
    "dale.passive.reuse": ("FAQ", "Passives again", "A passive card that leaves your hand and comes back in the same turn works again; an ability is used once per turn."),
    "dale.value.altered": ("FAQ", "Altered values", "A card's changed value counts for everything: paying, building and effects."),
    "dale.value.order": ("FAQ", "Order of changes", "Several value changes apply in the order their effects were played."),
    # the special terms of the later decks (the Collection), in our own words; the rulings
    # behind them are in docs/rulings.md under the same ids
    "dale.card.mongooses.clock": ("—", "The day/night clock", "With Mongooses or Bats in play the table shares one clock, seen by everybody, which starts on day. Their cards do one thing by day and another by night (at night the Bats may reach another player's cards). Only Dramatic Romantic's ability moves the clock, one step: day turns to night and night back to day."),
    "dale.remaster.clock": ("—", "The clock (remaster)", "In the remaster, with Junglefowls, Mongooses or Bats in play, every player has a clock of their own, seen by everybody: dawn, day, night. It is at dawn when your turn begins; each time one of your techniques has fully resolved it moves one step, and at night it stays at night. A card reads its own player's clock when its effect happens."),
    "dale.card.spend": ("—", "Spend", "To spend x you discard cards from your hand, face up, one at a time, until their values reach x; coins count 1 each."),
    "dale.card.tuataras.coins": ("—", "Coins", "Coins are public and count only toward a spend, 1 each; they never pay for a market card, never go into a stack and are worth nothing at the end."),
    "dale.card.turtles.finish": ("—", "Finish", "A Finish technique does its first part now, then waits in front of you unfinished; at the start of a later turn of yours you may pay its cost to finish it."),
    "dale.card.owls.reaction_in_hand": ("—", "Reactions", "A reaction card (Ancient Knowledge, Binoculars, Balancing, Extra Remarks) may act in another player's turn, right after the event it names, while it is in your hand; each copy once per event."),
    "dale.card.tree_kangaroos.store": ("—", "Store", "A stored card is set aside face down in front of you: the others see how many you stored, never which."),
    "dale.card.dice": ("—", "Dice", "Four decks roll dice: the ocelot die (0, 1, 1, 2, 2, 3), the polecat die (1, 1, 2, 2, 3, 3), the hare die (stars twice, planet three times, comet once) and the two pangolin dice (discard pile twice, deck three times, hand once). Every roll is public, and once a die has been rolled the turn can no longer be taken back."),
    "dale.card.lasting": ("—", "Delayed and lasting effects", "Some techniques act later: at the start of your next turn (Sloths), the next time you do what the card names (Beavers), or on the other players until your next turn (Crocodiles; copies in force add up). While its effect waits, the card lies face up in your schedule, seen by everybody."),
    "dale.card.foxes.everyone": ("—", "Every player takes part", "Foxes' techniques make every player act, you included, or give something to each of the others. Where players choose one after another, it starts with you and goes round the table; left is the next player in turn order, right the previous one."),
    "dale.card.gulls.to_others": ("—", "Cards for the others", "Gulls' techniques put cards on other players' discard piles: junk from the junk pile (Goodwill Presents) or a card of yours (Anchor, Manufactured Joy, Shaky Enterprise). From then on the card is that player's."),
    "dale.copy.identity": ("FAQ / —", "Copies", "A chameleon copying a card is that card in every way while the copy lasts; without a valid target it is a plain card."),
    # the remaster edition's rule changes (docs/rules/dale-remaster.md), in our own words
    "dale.remaster.terms": ("—", "Remaster words", "The remaster edition renames things without changing them: the market deck is the supply, the market discard pile the bin, throwing a card away is tossing it, junk cards are clutter (still junk for every rule) and the junk pile is the junkyard."),
    "dale.remaster.refill_after_technique": ("—", "Market refill after every technique", "Remaster edition: as soon as a technique has resolved, the market cards slide right and the empty slots are filled from the supply; a Finish card refills it after its first part and again once it is finished."),
    "dale.remaster.coins_pay": ("—", "Coins pay", "Remaster edition: coins may make up the price of a purchase as well as a spend, 1 each, and go back to the bank. The paying cards still may not overpay, and only as many coins are used as the cards leave short."),
    "dale.remaster.finish": ("—", "Finish", "Remaster edition: a Finish card does its first part, then waits in your schedule. During any of your action phases you may spend its cost (cards or coins) to complete it; this is not an action. Then it goes to your discard pile."),
    # the remaster's solo opponent (docs/rules/dale-remaster.md, "Solo: Mono"), in our words
    "dale.remaster.mono.setup": ("—", "Solo against Mono", "In the remaster one player may play alone against Mono, an automated opponent in the second seat. Three decks are used, as for two players; Mono starts with a normal starting deck plus one Mono card, worth 2, for each deck in play."),
    "dale.remaster.mono.turn": ("—", "Mono's turn", "Mono plays its turn by fixed rules, all at once: its hand is open, it takes back its stored cards, plays the leftmost Mono card in its hand, then tries one action. With a card marked Acquire, more stacks than you and fewer than 7, it tries the market first, otherwise its stall first, and the other if the first fails. It buys the leftmost card it can pay for with the fewest cards (coins help) and builds its next stack with the fewest cards, never with Mono cards or junk. Then the market is refilled, Mono discards its junk and refills its hand."),
    "dale.remaster.mono.cards": ("—", "Mono cards", "A Mono card never stays with you: one that reaches your hand goes straight to Mono's discard pile and is not replaced, and a tossed Mono card goes there too."),
    "dale.remaster.mono.result": ("—", "The solo result", "The game ends as soon as you or Mono build an 8th stack. Your result is your number of stacks minus Mono's; 0 or less is a loss."),
}

# reason -> English template (named placeholders).
REASONS: dict[str, str] = {
    "short": "You paid {paid} for a price of {price}: the payment must reach the price.",
    "overpay": ("You paid {paid} for a price of {price}; without {card} (worth {value}) you "
                "would still pay {rest}, which covers it. Leave a card out."),
    "empty_slot": "There is no card to buy there.",
    "bin_needs_discovery": "Only a payment that includes Market Discovery may buy the top card of the market discard pile.",
    "not_in_hand": "{card} is not in your hand.",
    "too_few_in_hand": "{card} is named {named} times, but your hand holds only {count}.",
    "not_in_discard": "{card} is not in your discard pile.",
    "not_from_discard": "{card} cannot come from your discard pile here.",
    "discard_needs_nostalgic": "{count} card(s) from your discard pile, but only {allowed} Nostalgic Item(s) in the stack allow it.",
    "empty": "A stack needs at least one card from your hand.",
    "junk": "Junk may only go into a stack that contains Stashing Vendor.",
    "mixed": "The stack mixes animalfolk ({animalfolk}) without Empty Chest.",
    "total": "Stack {number} must total exactly {need}; these cards total {total}.",
    "full": "Your stall already has 8 stacks.",
    "no_adjust": "Only Accordion may count 1 more or 1 less ({card}).",
    "stack_value": "{card} cannot count {value} in a stack.",
    "stack_spend": "This stack needs you to spend {cost}, but your other hand cards and coins make only {available}.",
    "adjust_only_stall": "Accordion counts 1 more or 1 less only when you build a stack with it ({card}).",
    "bad_copy": "{card} cannot copy {target} now.",
    "must_copy": "{card} must copy one of: {targets}.",
    "no_copy_here": "A copy cannot be named here ({card}).",
    "not_technique": "{card} is not a technique.",
    "no_ability": "{card} has no ability to use.",
    "ability_used": "The ability of {card} was already used this turn.",
    "ability_idle": "The ability of {card} can do nothing now.",
    "not_now": "'{action}' is not the decision asked for now.",
    "not_a_choice": "'{choice}' is not one of the choices now.",
    "game_over": "The game is over: seat {winner} has won.",
    "malformed": "Not an action: {action}.",
    "cannot_complete": "No legal payment of {price} for this card includes {card}.",
    "not_canonical": "Write {canonical} for {card}: the notation names every card as listed.",
    "pay_value": ("{card} counts as one of {values} when it pays: name the value you choose, "
                  "as in {canonical}."),
    "not_canonical_order": "Write the cards in the listed order: {cards}.",
    "ambiguous": ("'{action}' can be read in several legal ways: {readings}. Write the one you "
                  "mean."),
    "totals": ("Stack {number} must total exactly {need}; however these cards may count, they "
               "total {totals}."),
    "no_reading": "No reading of '{action}' is legal: {readings}.",
    "whole_listed": ("'{action}' is not listed here: with this hand the whole purchase or "
                     "Inventory is chosen at once (buy +N with …, inventory …)."),
    "coins_held": "You have {held} coins; you cannot pay {coins}.",
    "coins_beyond": ("The cards pay {paid} of the price of {price}: {coins} coins are more than "
                     "what is left to pay."),
    "steps_listed": ("'{action}' is not listed here: this hand has so many choices that the "
                     "purchase or Inventory is chosen card by card (pay +N with …, discard …, "
                     "done)."),
    # refusals at a pending step of a card's effect (ludoteca.dale.refusals, issue 26 item 3):
    # {card} is the card whose effect asks (or Inventory / Market for those actions' steps)
    "step_not_now": ("'{action}' is not the decision asked for now: {card} is waiting for "
                     "your choice ({choices})."),
    "step_no_stop": ("{card}: you cannot stop here ('{choice}' is not offered); choose one of: "
                     "{choices}."),
    "step_form": "{card}: '{choice}' is not written as this step asks; write it like '{example}'.",
    "step_not_in_hand": "{card}: {token} is not in your hand.",
    "step_not_in_discard": "{card}: {token} is not in your discard pile.",
    "step_not_in_deck": "{card}: {token} is not in your deck.",
    "step_not_in_market": "{card}: {token} is not in the market.",
    "step_not_seen": "{card}: {token} is not among the cards this effect puts before you.",
    "step_card_not_allowed": "{card}: {token} cannot be chosen here; the choices are: {choices}.",
    "step_no_seat": "{card}: there is no seat {seat}; this table has seats 1 to {players}.",
    "step_self": "{card}: choose another player; seat {seat} is you.",
    "step_seat_not_allowed": ("{card}: seat {seat} cannot be chosen here; the choices are: "
                              "{choices}."),
    "step_seat_twice": "{card}: seat {seat} is named twice; name each player once.",
    "step_seat_count": ("{card}: {count} players named, but this step takes {counts} of "
                        "them."),
    "step_no_slot": "{card}: there is no market slot {slot}; the slots are +0 to +{last}.",
    "step_empty_slot": "{card}: market slot {slot} is empty.",
    "step_slot_not_allowed": ("{card}: market slot {slot} cannot be chosen here; the choices "
                              "are: {choices}."),
    "step_no_stack": "{card}: seat {seat} has no stack {stack}; its stall has {count}.",
    "step_stack_not_allowed": ("{card}: stack {stack} of seat {seat} cannot be chosen here; the "
                               "choices are: {choices}."),
    "step_range": "{card}: {value} is out of range; choose a number from {low} to {high}.",
    "step_number_not_allowed": "{card}: {value} cannot be chosen here; the choices are: {choices}.",
    "step_not_a_choice": "{card}: '{choice}' is not one of the choices now; they are: {choices}.",
    "step_coins_held": "{card}: you have {held} coins; you cannot spend {coins}.",
    "step_because": "While resolving {step_card}: {why}",
}

# reason -> (singular, plural) English templates of the reasons with plural forms; the form
# is chosen by the ``count`` value. ``REASONS`` keeps a neutral fallback for each.
REASON_PLURALS: dict[str, tuple[str, str]] = {
    "discard_needs_nostalgic": (
        "{count} card comes from your discard pile; a stack may take one such card per "
        "Nostalgic Item, and this one has {allowed}.",
        "{count} cards come from your discard pile; a stack may take one such card per "
        "Nostalgic Item, and this one has {allowed}.",
    ),
}

# Values shown inside refusals that are words rather than names: translated at display time.
TERM_VALUES = {"junk": "term.junk", "Inventory": "term.inventory", "Market": "term.market",
               "Finish": "term.finish", "this effect": "term.effect"}

# Search words for the rules: what players say when they ask about a rule, beyond the words of
# its title and explanation. Each language has its own words in the catalogue
# (``rule.<id>.keywords``); used only to rank answers of ``ludoteca rules dale QUESTION``.
KEYWORDS: dict[str, str] = {
    "dale.setup.players": "how many players people number minimum maximum two four",
    "dale.setup.decks": "how many decks choose animalfolk setup cards per deck",
    "dale.setup.junk": "junk cards how many value one box",
    "dale.setup.starting_deck": "start starting cards beginning initial deck setup",
    "dale.setup.market_deck": "market deck setup shuffle values",
    "dale.setup.market": "setup market deal slots first cards",
    "dale.setup.hands": "start hand draw five beginning",
    "dale.setup.first_player": "who starts first player begins random",
    "dale.turn.phases": "turn order phases what happens in a turn",
    "dale.turn.one_action": "how many actions per turn two actions several actions",
    "dale.turn.bonus_action": "plus icon extra action another action chain",
    "dale.turn.bonus_only_technique": "plus icon extra action when paying building stack",
    "dale.market.price": "cost price slot leftmost rightmost expensive cheap buy how much",
    "dale.market.payment": "buy pay payment cards paid where do they go",
    "dale.market.overpay": ("pay more overpay too much change excess extra paying paid more than "
                            "it costs allowed"),
    "dale.market.no_refill": "empty slot refill after buying during turn slide",
    "dale.technique.play": "technique play card use effect after playing",
    "dale.technique.schedule": ("schedule delayed technique next turn next time waiting face up "
                                "finish coins when discard pile"),
    "dale.technique.fizzle": "technique nothing happens no effect useless play anyway",
    "dale.stall.sequence": "stall stack order first second number build",
    "dale.stall.exact_total": "stack total sum exactly value build",
    "dale.stall.complete": "stack finished add cards later partial",
    "dale.stall.one_animalfolk": "stack mix different animalfolk same deck colours",
    "dale.stall.no_junk": "junk in stack stall build",
    "dale.stall.from_hand": "stack cards from discard pile where from",
    "dale.inventory.discard": "inventory discard cards from hand nothing zero",
    "dale.discard.routing": "throw away remove card where does it go junk pile market discard",
    "dale.discard.face_up": "look at discard pile face up see reorder",
    "dale.discard.own_pile": "discard whose pile owner another player",
    "dale.cleanup.market_refill": "end of turn refill market slide new cards",
    "dale.cleanup.market_deck_empty": "market deck empty runs out reshuffle",
    "dale.cleanup.draw": "end of turn draw hand size five cards more than five keep",
    "dale.cleanup.reshuffle": ("deck empty reshuffle discard pile new deck my deck runs out what "
                               "happens no cards left to draw"),
    "dale.cleanup.junk_draw": "no cards deck and discard empty draw junk",
    "dale.cleanup.junk_substitutes": "junk pile empty runs out substitute",
    "dale.end.eighth_stack": "end game win winner eighth stack when does the game end",
    "dale.passive.mandatory": "passive optional must forced choose",
    "dale.passive.combine": "passives together combine several same time",
    "dale.passive.reuse": "passive twice again same turn back to hand ability once",
    "dale.value.altered": "changed value modified value counts for buying building",
    "dale.value.order": "order of value changes first second effect",
    "dale.card.mongooses.clock": ("clock day night time side dawn turn the clock mongooses bats "
                                  "when is it night what changes at night"),
    "dale.remaster.clock": ("clock dawn day night my clock each player reset start of turn "
                            "step after technique junglefowls mongooses bats remaster"),
    "dale.card.spend": "spend pay discard cards value coins cost of an effect",
    "dale.card.tuataras.coins": "coins coin money gold tuataras what are coins for",
    "dale.card.turtles.finish": "finish unfinished later complete turtles waiting technique",
    "dale.card.owls.reaction_in_hand": ("reaction react other player's turn owls binoculars "
                                        "interrupt respond"),
    "dale.card.tree_kangaroos.store": "store stored set aside face down hidden tree kangaroos",
    "dale.card.dice": ("die dice roll rolled throw ocelot polecat hare pangolin faces stars "
                       "planet comet random"),
    "dale.card.lasting": ("delayed lasting later next turn next time until your next turn "
                          "sloths beavers crocodiles opponents waiting"),
    "dale.card.foxes.everyone": ("every player everyone all players each player takes part "
                                 "foxes left right direction order neighbour"),
    "dale.card.gulls.to_others": ("give junk to another player put card on another player's "
                                  "discard pile gulls gift present"),
    "dale.copy.identity": "chameleon copy copies becomes card name value",
    "dale.remaster.terms": "remaster supply bin toss clutter junkyard new words names",
    "dale.remaster.refill_after_technique": ("remaster market refill slide after technique "
                                             "empty slot supply"),
    "dale.remaster.coins_pay": "remaster coins pay purchase price buy with coins bank",
    "dale.remaster.finish": "remaster finish complete later spend schedule waiting dodos turtles",
    "dale.remaster.mono.setup": "solo alone one player single player automated opponent mono",
    "dale.remaster.mono.turn": ("mono turn how does mono play automated opponent buy build "
                                "market first stall first leftmost"),
    "dale.remaster.mono.cards": "mono card in my hand drawn given back tossed",
    "dale.remaster.mono.result": "solo score result win lose against mono stacks difference",
}

# Messages of Dale (key -> English, or (singular, plural)): the game's name and terms, the
# prompts of its decisions, and why an action cannot be taken back (``dale.records``).
MESSAGES: dict[str, str | tuple[str, str]] = {
    "game.dale": "Dale of Merchants",
    "term.junk": "junk",
    # the Inventory and Market actions named in a refusal at their card-by-card steps
    "term.inventory": "Inventory",
    "term.market": "Market",
    # a step that no one card asks for (the Turtles' start-of-turn Finish, a shared step)
    "term.finish": "Finish",
    "term.effect": "This effect",
    # the steps of Mono's turn (the remaster's solo opponent: ludoteca.dale.remaster.mono,
    # ``describe``), seen from the player's seat
    "mono.step.turn": "Mono's turn {turn} begins; its hand is open.",
    "mono.step.stored": "Mono takes back its stored {card}.",
    "mono.step.play": "Mono plays {card}.",
    "mono.step.move": "{card}: from {src} to {dst}.",
    "mono.step.move_hidden": "A face-down card goes from {src} to {dst}.",
    "mono.step.roll": "Mono rolls the {die} die: {face}.",
    "mono.step.coins": "Coins of {who}: {change}.",
    "mono.step.effect": "For Mono this turn: {effect}.",
    "mono.step.wait": "{card} waits for a later turn of Mono.",
    "mono.step.due": "{card} acts now.",
    "mono.step.sorted": "The market is sorted from the highest value to the lowest.",
    "mono.step.buy": "Mono buys {card} from +{slot}, paying {paid} and {coins} coins.",
    "mono.step.build": "Mono builds a stack: {cards}.",
    "mono.step.pass": "Mono can neither buy nor build.",
    "mono.step.stop": "Mono's card has no bonus: its action phase ends.",
    "mono.step.cleanup": "Mono's clean-up: market refill, junk discarded, hand refilled.",
    "mono.who.you": "you",
    "mono.who.mono": "Mono",
    "mono.nothing": "nothing",
    # the tables of a solo game (ludoteca.dale.solo: the terminal and the browser)
    "mono.seat": "Mono",
    "mono.open_hand": "Mono's open hand: {cards}",
    "mono.empty_hand": "Mono's open hand: empty",
    "mono.result.win": "Solo result: {result:+d} (your {mine} stacks against Mono's {mono}): you beat Mono.",
    "mono.result.loss": "Solo result: {result:+d} (your {mine} stacks against Mono's {mono}): a loss, Mono wins.",
    "mono.place.hand.you": "your hand",
    "mono.place.hand.mono": "Mono's hand",
    "mono.place.deck.you": "your deck",
    "mono.place.deck.mono": "Mono's deck",
    "mono.place.discard.you": "your discard pile",
    "mono.place.discard.mono": "Mono's discard pile",
    "mono.place.stored.you": "your stored cards",
    "mono.place.stored.mono": "Mono's stored cards",
    "mono.place.market": "the market",
    "mono.place.supply": "the supply",
    "mono.place.bin": "the bin",
    "mono.place.junkyard": "the junkyard",
    "mono.place.revealed": "the table, face up",
    "mono.effect.junk_builds": "junk may go into its stacks",
    "mono.effect.no_surcharge": "the market slots add nothing to its prices",
    "mono.effect.mul": "the values of the cards it uses are multiplied",
    "mono.effect.stubborn": "every card it uses is worth 4",
    "mono.effect.single": "a single animalfolk card may be a stack",
    "mono.effect.hand": "its hand size changes",
    "mono.effect.plus": "its highest animalfolk card is worth more",
    "mono.effect.erratic": "a card from the supply at the end of the turn",
    "kind.technique": "technique",
    "kind.passive": "passive",
    "kind.ability": "passive + ability",
    "kind.junk": "junk",
    "decision.action": "Choose an action",
    "decision.over": "Seat {winner} has won.",
    "undo.not_yours": "the last action was seat {seat}'s, not yours",
    "undo.game_over": "the game is over",
    "undo.turn_ended": "your turn has ended (clean-up drew cards and refilled the market)",
    "undo.random": "something random happened since (a shuffle, a die roll or a random card)",
    "undo.hidden": "you have seen a hidden card since (a draw, or a look at a deck or a hand)",
    # text as data: errors and results as message ids (issue #12, item 7)
    "effect.add": "{card}: +{n}",
    "effect.set": "{card} = {n}",
    "effect.set_hidden": "a card of seat {seat} = {n}",
    "effect.hand": "{card}: hand size +{n} at clean-up",
    "effect.price": "{card}: market cards cost you {n} more",
    "effect.price_less": "{card}: market cards cost you {n} less",
    "effect.map": "{card}: values {map}",
    "effect.mul": "{card}: ×{n}",
    "roll.shown": "{die}: {face}",
    "die.ocelot": "the ocelot die",
    "die.polecat": "the polecat die",
    "die.hare": "the hare die",
    "die.pangolin": "a pangolin die",
    "die.face.stars": "stars",
    "die.face.planet": "planet",
    "die.face.comet": "comet",
    "die.face.discard": "discard pile",
    "die.face.deck": "deck",
    "die.face.hand": "hand",
    "notation.not_action": "not an action: {action}",
    "notation.expected_card": "expected a card name, got {word}",
    "notation.unknown_card": "unknown card {word}",
    "notation.expected_seat": "expected a seat like 'seat 2', got {word}",
    "notation.expected_number": "expected a whole number, got {word}",
    "notation.empty": "empty action",
    "notation.unknown_action": "unknown action {word}; actions start with buy, play, build, "
                                "inventory, use, or a choice such as keep, target, guess, pass",
    "notation.buy_form": "expected 'buy +N with CARD, CARD …' (N = 0 for the rightmost slot)",
    "notation.slot_range": "market slots are +0 … +4, not {word}",
    "notation.pay_form": "expected 'pay +N with CARD' or 'pay CARD'",
    "notation.needs_card": "'{word}' needs a card name",
    "notation.alone": "'{word}' takes nothing after it",
    "notation.give_form": "expected 'give CARD to seat N'",
    "notation.pick_form": "expected 'pick CARD for seat N'",
    "notation.take_form": "expected 'take +N' or 'take CARD from seat N stack K'",
    "setup.unknown_animalfolk_deck": "unknown animalfolk deck {deck}{where}; known: {known}",
    "setup.unknown_edition": "unknown edition {edition}; the editions are: {known}",
    "setup.edition_players": "the {edition} edition is for {min} to {max} players, not "
                             "{players} (dale.setup.players)",
    "setup.deck_not_in_edition": "the animalfolk deck {deck} is not in the {edition} edition; "
                                 "its decks: {known}",
    "setup.animalfolk_deck_named": "an animalfolk deck is named twice{where}",
    "setup.dale_merchants_players": "Dale of Merchants is for 2 to 4 players, not {players} "
                                     "(dale.setup.players)",
    "setup.players_need_animalfolk": "{players} players need {need} animalfolk decks, the box "
                                      "has {count} (dale.setup.decks)",
    "setup.animalfolk_deck_box": "the animalfolk deck {deck} is not in the box ({box})",
    "setup.players_use_animalfolk": "{players} players use {need} animalfolk decks, not "
                                     "{count} (dale.setup.decks)",
    "setup.unknown_dale_option": "unknown Dale option(s): {options} (known: {known})",
    "setup.knowledge_option": "the option knowledge is true or false, not {value}",
    "simulate.number_games_least": "the number of games must be at least 1, got {games}",
    "simulate.turn_cap_least": "the turn cap must be at least 1, got {max_turns}",
    "tournament.number_workers_least": "the number of workers must be at least 1, got {workers}",
    "tournament.unknown_backend_backends": "unknown backend {backend}; backends: {known}",
    "tournament.address_ray_backend": "--address is for the ray backend (add --backend ray)",
    "tournament.ray_backend_needs": "the ray backend needs Ray: pip install 'ludoteca[ray]'",
    "tournament.plot_needs_matplotlib": "--plot needs matplotlib: pip install 'ludoteca[plot]' "
                                         "(or pip install matplotlib)",
    "record.subs_card_deck": "subs: a card of a deck in play is not a junk substitute",
    "record.engine_go": "the engine cannot go on from it ({error})",
    "setup.in_the_box": " in the box",
    "position.active_player_hand": "{where}: the active player has no {real} in hand, discard "
                                    "pile or stall",
    "position.position_table_fields": "a position is a table of fields",
    "position.fitting_card_left": "no fitting card is left",
    "position.player_position_needs": "player: a position needs 2 to 4 [[player]] tables, not {n}",
    "position.animalfolk_players_use": "animalfolk: {n} players use {decks} different decks "
                                        "(dale.setup.decks)",
    "position.active_seat_player": "active: seat {active} is not in a {n}-player game",
    "position.market_slots_most": "market.slots: at most 5 slots, from +0 (rightmost) to +4",
    "position.junk_pile_box": "junk.pile: the box holds 20 junk cards, not {junk} "
                               "(dale.setup.junk)",
    "position.player_stall_one": "player[{player}].stall: only one player can reach 8 stacks "
                                  "(dale.end.eighth_stack)",
    "position.turn_bonus_action": "turn.bonus_action: a bonus action needs at least one action "
                                   "left",
    "position.turn_actions_action": "turn.actions: no action is left and no card effect is "
                                     "pending: that turn is already over (dale.turn.one_action)",
    "position.turn_frames_game": "turn.frames: the game is over; no effect can be pending",
    "position.card_effect_step": "{where}: {kind} is not a card-effect step of this engine",
    "position.second_entry_seat": "{where}: the second entry is the seat that decides (1-based)",
    "position.unknown_card": "{where}: unknown card {name}",
    "position.turn_effects_effect": "turn.effects: {text} is not an effect; write {named}'CARD "
                                     "+N' (a die added) or 'CARD = N' (a value set)",
    "position.seat_player_game": "seat {seat} is not in a {n}-player game",
    "position.game_dale_merchants": "game = {game}: this is not a Dale of Merchants position",
    "position.edition_other": "edition = {edition}: the command asked for a position of the "
                              "{asked} edition",
    "position.free_card_game": "{where}: there is no free card #{ident} in this game (each "
                                "physical card is in one place only)",
    "position.card": "{where}: card #{ident} is {name}, not {real}",
    "position.left_decks_play": "{where}: no {real} left: the decks in play hold fewer copies "
                                 "(or its deck is not in play)",
    "position.starting_card_deck": "{where}: {real} is a starting card and no deck in play can "
                                    "throw it away into the market (dale.setup.starting_deck, "
                                    "dale.setup.market_deck)",
    "position.animalfolk_unknown_deck": "animalfolk: unknown deck {deck}; known: {known}",
    "position.stall_stall_holds": "{where}.stall: no stall holds more than 8 stacks "
                                   "(dale.end.eighth_stack)",
    "position.unknown_cards_fitting": "{where}: more unknown cards than fitting cards are left",
    "position.clock_no_deck": "clock: {clock} needs a deck in play that uses the day/night "
                              "clock (Mongooses, Bats)",
    "position.extra_unknown": "extra: {name} is no state field of the decks in play (they "
                              "declare: {known})",
    "position.extra_value": "extra: {name}: {reason}",
    "position.junk_pile_junk": "junk.pile: only {left} junk cards are left for the pile",
    "position.write_card_name": "{where}: {card}: write the card as NAME#ID or ?LABEL",
    "position.turn_frames_pending": "turn.frames: the pending step has no choice in this position",
    "position.turn_frames_pending2": "turn.frames: the pending effect cannot go on ({exc})",
    "position.turn_frames_pending3": "turn.frames: the pending effect does not fit this "
                                      "position ({error})",
    "position.seat_hold_second": "{where}: seat {seat} cannot hold a second {real}: each "
                                  "player starts with one and no deck in play moves cards "
                                  "between players (dale.setup.starting_deck)",
    "position.junk_pile_junk2": "junk.pile: the junk pile holds only junk cards, not {text}",
    "position.player_stall_stack": "player[{player}].stall[{stack}]: stack {stack} must total "
                                    "{stack}, these cards total {total} (dale.stall.exact_total)",
    "position.player_stall": "player[{player}].stall[{stack}]: {broken}",
    "position.names_label_card": "{where}: {card} names no '?LABEL' card of the file",
    "position.card_placed_file": "{where}: {card} is not a card placed in this file",
    "position.seat_player_game2": "{where}: seat {arg} is not in a {n_players}-player game",
    "position.turn_frames_card": "turn.frames[{k}]: {arg} is not a card name",
    "position.turn_frames_pending4": "turn.frames: a pending step has no choice in this position",
    "position.name_every_card": "{where}: {text}: name every card here (or give the pile as a "
                                 "count)",
    "position.unknown_card_label": "{where}: {text} is not an unknown card ('?' or '?LABEL')",
    "position.label_used_twice": "{field}: the label '?{label}' is used twice",
    "position.not_toml": "not valid TOML: {reason}",
    "position.too_deep": "not valid TOML: arrays or tables nested too deeply",
    "position.unknown_field": "unknown field (see docs/positions.md for the fields)",
    "position.field": "{field}: {problem}",
    "position.problem.int": "a whole number is expected, got {got}",
    "position.problem.ge": "must be at least {limit}, got {got}",
    "position.problem.le": "must be at most {limit}, got {got}",
    "position.problem.list": "a list is expected, got {got}",
    "position.problem.str": "a text in quotes is expected, got {got}",
    "position.problem.table": "a table of fields is expected, got {got}",
    "position.problem.pile": ("expected a count (a whole number 0 to {max}) or a list of at "
                              "most {max} cards, got {got}"),
    "record.other_game": "this is a record of {game}; only 'dale' records can be replayed",
    "record.edition_other": "the record is of the {edition} edition; the command asked for "
                            "the {asked} edition",
    "record.ruleset": "the record was played under ruleset {ruleset}; this Ludoteca replays "
                       "ruleset {ours}",
    "record.seats": "a game has 2 to 4 seats, the header names {count}",
    "record.unknown_deck": "unknown animalfolk deck {deck}",
    "record.decks_option": "options: decks={decks} is not one of seed, named, position",
    "record.max_turns": "options: max-turns must be a whole number",
    "record.past_cap": "options: max-turns={cap}, but the record plays turn {turn}",
    "record.start_deep": "the start position cannot be read: arrays nested too deeply",
    "record.start_bad": "the start position cannot be read: {error}",
    "record.start_players": "the start position has {players} players, the header names {count} "
                             "seats",
    "record.decks_differ": "the seed and options give the decks {decks}, the header names {named}",
    "record.after_end": "the game was already over (seat {seat} won) but the record goes on "
                         "with {action}",
    "record.cannot_apply": "{action} cannot be applied: {error}",
    "position.step_entries": "{where}: a {kind} step is [kind, {fields}], not {count} entries",
    "position.expected_seat": "{where}: {name}: expected a seat number, got {value}",
    "position.expected_card_ref": "{where}: {name}: expected a card (NAME#ID or ?LABEL), got {value}",
    "position.expected_card_list": "{where}: {name}: expected a list of cards, got {value}",
    "position.expected_token_list": "{where}: {name}: expected a list of card tokens, got {value}",
    "position.expected_number": "{where}: {name}: expected a whole number, got {value}",
    "position.turn_rolls": "turn.rolls: {text} is not a die roll; write 'DIE FACE' with a die "
                           "of {dice} and one of its faces, e.g. 'polecat 2', 'hare comet'",
    "position.expected_text": "{where}: {name}: expected a text, got {value}",
    "position.turn_moment_field": "turn.{field}: nothing has happened yet in a turn that is "
                                  "starting (moment = \"turn_start\"); leave {field} out",
    "position.turn_moment_over": "turn.moment: the game is over; no turn starts "
                                 "(dale.end.eighth_stack)",
    "position.turn_moment_frame": "{where}: a turn that is starting is no step; write "
                                  "moment = \"turn_start\" under [turn]",
}


def _card_sources() -> list[Source]:
    from ludoteca.dale.card_text import summaries
    from ludoteca.dale.editions import EDITIONS, ruleset

    every: dict[str, tuple[str, str]] = {}  # message id -> (card name, text)
    for edition in EDITIONS:
        rules = ruleset(edition)
        for name, text in summaries(rules).items():
            every.setdefault(rules.summary_ids.get(name, f"card.{name}"), (name, text))
    return [Source(key, text, comment=f"Effect summary of the card '{name}' (the name stays as "
                   "printed).") for key, (name, text) in every.items()]


def _step_sources() -> list[Source]:
    from ludoteca.dale.editions import EDITIONS, ruleset

    steps = {k: v for e in EDITIONS for k, v in ruleset(e).steps.items()}
    return [Source(f"step.{kind}", step.prompt, comment="What the deciding player must choose.")
            for kind, step in steps.items()]


register_rules(RULES, REASONS, REASON_PLURALS, terms=TERM_VALUES, keywords=KEYWORDS,
               source="dale")
register_messages(MESSAGES, source="dale")
register_source("card", _card_sources, owner="dale")
register_source("step", _step_sources, owner="dale")
