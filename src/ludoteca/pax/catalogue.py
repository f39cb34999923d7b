"""Pax Hispanica entries of the rule catalogue, registered in :mod:`ludoteca.core.catalogue`
(and its messages in :mod:`ludoteca.core.messages`) when the package is imported.

Every text is ours: a short restatement of a public procedure, never rulebook wording. Reason
keys start with ``pax_`` so that they never collide with another game's keys.
"""

from __future__ import annotations

from ludoteca.core.catalogue import register_rules
from ludoteca.core.messages import register_messages

# rule id -> (page, short title, explanation)
RULES: dict[str, tuple[str, str, str]] = {
    "pax.year.cycle": (
        "6", "The year",
        "A year has four phases, always in this order: Goods Year (D1), Auction Year (D2), "
        "Play Year (D3), Navigation Year (D4); then the next year starts with its Goods Year."),
    "pax.goods.steps": (
        "6", "Goods Year steps",
        "The Goods Year goes through its steps in a fixed order: player order, cathedrals "
        "reactivated, labor acquisition, colony mortality, chests of goods, slave loss, income."),
    "pax.labor.sources": (
        "11–12, 6", "Labor sources",
        "An empty Colony gets its labor from a native kidnapped at a Tribal Site or a Visit of "
        "its own land zone, or from a Citizen hired at a Cathedral for $1."),
    "pax.labor.kidnap_last_resort": (
        "11–12", "Kidnapping as a last resort",
        "Kidnapping is for when no other source of labor exists; when it is the only source, "
        "it must be done."),
    "pax.labor.kidnap_forbidden": (
        "11–12", "Where kidnapping is forbidden",
        "Nobody may kidnap in a rebel land zone, nor at a Tribal Site that the rules call wild."),
    "pax.auction.lot": (
        "7", "What is auctioned",
        "The initiator puts up the face-up top card of the deck, or declares \"buried "
        "treasure\" and puts up the hidden card lying just under it."),
    "pax.auction.bidders": (
        "7", "Sealed bids",
        "The initiator and every player holding at least $1 bid in secret (a bid of zero is "
        "allowed); all bids are shown at the same moment."),
    "pax.auction.winner": (
        "7", "Winning an auction",
        "The highest bid takes the card; when the initiator is among the highest, the "
        "initiator takes it."),
    "pax.auction.payment": (
        "7", "Paying for the card",
        "The winner pays the bid: to the Fund when the initiator wins, to the initiator when "
        "anyone else wins."),
    "pax.hand.limit_timing": (
        "7, 9", "Hand limit",
        "During the Auction Year a hand may grow past its limit; at the end of your play turn, "
        "and again at the end of the Play Year, you must be back within it, selling or "
        "discarding the extra cards."),
    "pax.hand.sell_market": (
        "7, 9", "Selling Market cards",
        "In your play turn you may sell a Market card from your hand for $1."),
    "pax.hand.refuge_discard": (
        "7, 9", "Discarding a Refuge card",
        "A Refuge card that is discarded goes back into the Refuge deck, which is then "
        "shuffled."),
    "pax.battle.strength": (
        "13–14", "Battle strength",
        "A battle compares the attacking fleet with the target in the land zone by counting "
        "tokens: each Rebel, Colony, Citizen and Galleon counts 1, a fort adds 1 to the Colony "
        "it protects when that Colony is the target, and Citizens carried aboard count 0."),
    "pax.battle.support": (
        "13–14", "Taking sides",
        "Every other player with tokens in the land zone picks a side in secret with a Battle "
        "card — staying neutral is not allowed; the choices are shown together and each "
        "supporter's strength joins the chosen side."),
    "pax.battle.winner": (
        "13–14", "Who wins a battle",
        "The side with the greater total strength wins; equal totals go to the target."),
    "pax.load.meeple": (
        "18–19", "Loading Meeples",
        "A Galleon takes a Meeple aboard only after a land battle that enslaves natives or "
        "through the automatic emigration of Citizens from Cathedrals, and only when a vacant "
        "Colony is waiting for it."),
    "pax.load.treasure_legality": (
        "18–19", "Loading Treasure",
        "The Legality of the owner's Flagship (PILLAGE, SMUGGLER, CONQUISTADOR or PRIVATEER) "
        "decides how a Galleon takes Treasure aboard — looting, bribing, exporting legally or "
        "receiving crown claims — and what the Treasure scores when unloaded in Europe."),
}

# reason key -> English template with named placeholders.
REASONS: dict[str, str] = {
    # year and Goods Year
    "pax_wrong_phase": "This can only be done in the {needed}; it is now the {phase} of year {year}.",
    "pax_phase_order": "After the {phase} comes the {expected}, not the {wanted}.",
    "pax_goods_unfinished": "The Goods Year is not over: the next step is '{step}'.",
    "pax_no_play_turn": "No play turn is running: the last play turn of the Play Year of year {year} is over.",
    "pax_turns_left": "The Play Year is not over: {player} still has a play turn.",
    "pax_step_order": "The next Goods Year step is '{expected}', not '{wanted}'.",
    "pax_goods_done": "Every Goods Year step is already done this year.",
    "pax_not_labor_step": "Labor is acquired only in the labor step of the Goods Year; the next step is '{step}'.",
    # labor
    "pax_colony_not_empty": "Colony {colony} already has its labor ({labor}).",
    "pax_source_elsewhere": "{source} is in {source_zone}, not in {zone} where Colony {colony} is.",
    "pax_no_natives": "{source} has no native left to take.",
    "pax_cathedral_used": "Cathedral {cathedral} has already been used; it is reactivated in the next Goods Year.",
    "pax_no_citizen": "Cathedral {cathedral} has no Citizen left.",
    "pax_cannot_pay": "{player} has ${money}, which is not enough to pay ${price}.",
    "pax_kidnap_rebel_zone": "{zone} is a rebel land zone: no kidnapping there.",
    "pax_kidnap_wild_site": "{source} is a wild Tribal Site: no kidnapping there.",
    "pax_kidnap_mandatory": "Colony {colony} has no labor source but kidnapping ({sources}); the kidnapping must be done before the labor step ends.",
    # auction
    "pax_deck_empty": "The {deck} deck has no face-up top card to auction.",
    "pax_no_buried": "The {deck} deck has no hidden card under its top card: no buried treasure.",
    "pax_not_bidder": "{player} has $0 and is not the initiator, so {player} does not bid.",
    "pax_missing_bid": "{player} must place a bid (zero is allowed).",
    # hand
    "pax_not_your_turn": "{player} may sell or discard only in their own play turn or when cutting down to the hand limit at the end of the Play Year (it is {turn}'s play turn).",
    "pax_not_market": "{card} is a {kind} card; only Market cards can be sold.",
    "pax_not_in_hand": "{card} is not in {player}'s hand.",
    "pax_over_limit": "{player} holds {count} cards with a hand limit of {limit}: sell or discard {extra} first.",
    "pax_no_trim_needed": "{player} is within the hand limit ({count} of {limit}) and it is not their play turn.",
    # battle
    "pax_no_fleet": "{player} has no Galleon in a sea zone bordering {zone}, so there is no fleet to attack with.",
    "pax_own_target": "{player} cannot attack their own Colony {target}.",
    "pax_no_target": "{target} is not something to attack in {zone}.",
    "pax_no_neutrality": "{player} must choose a side, attacker or target: staying neutral is not allowed.",
    "pax_battle_card_needed": "{player} chooses a side by playing one of the Battle cards in hand; name it ({cards}).",
    "pax_not_battle_card": "{card} is not a Battle card in the hand of {player}.",
    "pax_not_supporter": "{player} has no tokens in {zone} (or is the attacker or the target) and does not choose a side.",
    # loading
    "pax_hold_full": "Galleon {galleon} already carries {count} of {capacity}.",
    "pax_no_vacant_colony": "{player} has {vacant} vacant Colony(ies) and already carries {aboard} Meeple(s): no vacant Colony is left for another Meeple.",
    "pax_colony_not_vacant": "Colony {colony} is not a vacant Colony of {player}.",
    "pax_no_meeple_aboard": "Galleon {galleon} carries no {cargo}.",
    "pax_not_bordering": "Galleon {galleon} is in {sea}, which does not border {zone}.",
    "pax_no_battle_won": "{player} has not won a battle against {source} this year, so no native can be loaded from it.",
    "pax_no_treasure": "{zone} has no Treasure left.",
    "pax_no_legality": "{player}'s Flagship has no Legality, so no Treasure can be loaded.",
    "pax_not_europe": "Treasure is unloaded and scored in Europe; {sea} is not in Europe.",
    "pax_no_treasure_aboard": "Galleon {galleon} carries no Treasure.",
}

# Messages of the Pax companion (registered in ludoteca.core.messages.MESSAGES): key -> English,
# or (singular, plural) for a text with a number ``{count}``. Rendered by ludoteca.pax.text,
# which applies the elision of each language where a placeholder follows an eliding word.
MESSAGES: dict[str, str | tuple[str, str]] = {
    # --- words shown inside other messages (Terms) --------------------------------------
    "pax.phase.goods": "Goods Year (D1)",
    "pax.phase.auction": "Auction Year (D2)",
    "pax.phase.play": "Play Year (D3)",
    "pax.phase.navigation": "Navigation Year (D4)",
    "pax.step.player_order": "Update player order",
    "pax.step.reactivate_cathedrals": "Reactivate cathedrals",
    "pax.step.labor": "Labor acquisition (kidnapping or hiring)",
    "pax.step.mortality": "Colony mortality",
    "pax.step.chests": "Place the chests of the year's goods",
    "pax.step.slave_loss": "Slave loss",
    "pax.step.income": "Pay income",
    "pax.step.done": "none (the Goods Year steps are done)",
    "pax.legality.PILLAGE": "PILLAGE",
    "pax.legality.SMUGGLER": "SMUGGLER",
    "pax.legality.CONQUISTADOR": "CONQUISTADOR",
    "pax.legality.PRIVATEER": "PRIVATEER",
    "pax.legality.none": "no Legality",
    "pax.method.loot": "loot",
    "pax.method.bribe": "bribe",
    "pax.method.export": "export legally",
    "pax.method.crown_claims": "crown claims",
    "pax.kind.Market": "Market",
    "pax.kind.Refuge": "Refuge",
    "pax.kind.Battle": "Battle",
    "pax.cargo.citizen": "Citizen",
    "pax.cargo.native": "native",
    "pax.cargo.treasure": "Treasure",
    "pax.labor.vacant": "vacant",
    "pax.labor.citizen": "a Citizen works it",
    "pax.labor.native": "a native works it",
    "pax.rebels": "Rebels",
    "pax.empty": "empty",
    "pax.nothing_aboard": "nothing aboard",
    # --- results of the procedures (engine) ---------------------------------------------
    "pax.result.phase_begins": "Year {year}: the {phase} begins.",
    "pax.result.next_step": "Next Goods Year step: {step}.",
    "pax.result.player_order": "Player order: {order}.",
    "pax.result.reactivated": ("{count} Cathedral reactivated.", "{count} Cathedrals reactivated."),
    "pax.result.labor_done": "Labor acquisition done.",
    "pax.result.mortality": "Colonies losing their labor: {colonies}.",
    "pax.result.mortality_none": "No Colony loses its labor.",
    "pax.result.at_table": "Done at the table (the details of this step are not public).",
    "pax.result.income": "Income paid: {items}.",
    "pax.result.hire": ("{player} hires a Citizen from Cathedral {cathedral} for ${price}: "
                        "Colony {colony} has labor."),
    "pax.result.kidnap_site": ("{player} kidnaps a native from Tribal Site {source}: Colony "
                               "{colony} has labor."),
    "pax.result.kidnap_visit": ("{player} kidnaps a native from Visit {source}: Colony {colony} "
                                "has labor."),
    "pax.result.bid_ok": ("{player} may bid ${amount} in a sealed bid in the auction of "
                          "{initiator}; bidders: {names}."),
    "pax.result.bids": "Bids: {items}.",
    "pax.result.tie": "Tie at ${price} between {names}.",
    "pax.result.wins_fund": "{winner} wins {card} and pays ${price} to the Fund.",
    "pax.result.wins_player": "{winner} wins {card} and pays ${price} to {initiator}.",
    "pax.result.wins_buried_fund": ("{winner} wins the buried treasure ({card}) and pays ${price} "
                                    "to the Fund."),
    "pax.result.wins_buried_player": ("{winner} wins the buried treasure ({card}) and pays "
                                      "${price} to {initiator}."),
    "pax.result.sell": "{player} sells {card} for ${price}.",
    "pax.result.discard": "{player} discards {card}.",
    "pax.result.discard_refuge": ("{player} discards {card}; it is shuffled back into the {deck} "
                                  "deck."),
    "pax.result.turn_next": "The play turn of {player} ends; {next} plays next.",
    "pax.result.turn_last": ("The play turn of {player} ends; it was the last play turn of the "
                             "Play Year."),
    "pax.result.strength": "Strength: {detail}.",
    "pax.result.detail_rebels": "fleet {fleet} against {count} Rebel(s)",
    "pax.result.detail_site": "fleet {fleet} against the defence {defence} of {target}",
    "pax.result.detail_colony": "fleet {fleet} against {tokens} token(s) of {owner}",
    "pax.result.detail_colony_fort": "fleet {fleet} against {tokens} token(s) of {owner} + fort 1",
    "pax.result.supports_attacker": "{player} supports the attacker with {card} (+{strength})",
    "pax.result.supports_target": "{player} supports the target with {card} (+{strength})",
    "pax.result.supports_attacker_nocard": "{player} supports the attacker (+{strength})",
    "pax.result.supports_target_nocard": "{player} supports the target (+{strength})",
    "pax.result.sides": "Sides: {items}.",
    "pax.result.totals": "Attacker {attacker}: {attack}; target {target}: {defence}.",
    "pax.result.attacker_wins": "{attacker} wins the battle in {zone}.",
    "pax.result.target_wins": "The target {target} wins the battle in {zone}.",
    "pax.result.target_wins_tie": ("The target {target} wins the battle in {zone} (a tie goes "
                                   "to the target)."),
    "pax.result.load_citizen": ("Galleon {galleon} takes aboard a Citizen emigrating from "
                                "Cathedral {cathedral}."),
    "pax.result.load_native": "Galleon {galleon} takes aboard a native enslaved at {source}.",
    "pax.result.load_treasure": ("Galleon {galleon} loads a Treasure at {zone} ({legality}: "
                                 "{method}): pays ${cost}, crown claims +{claims}."),
    "pax.result.unload_treasure": ("Galleon {galleon} unloads a Treasure in Europe: {player} "
                                   "scores {score} ({legality})."),
    "pax.result.unload_meeple": ("Galleon {galleon} unloads a {cargo} into Colony {colony}, "
                                 "which now has labor."),
    # --- the companion (cli/pax.py) -------------------------------------------------------
    "pax.sample_label": ("INVENTED SAMPLE DATA - not the real map, cards or numbers of Pax "
                         "Hispanica"),
    "pax.written": "Scenario written to {path}.",
    "pax.pass_to": "Pass to {name}. Press Enter when only {name} can see the screen.",
    "pax.bid_prompt": ("{name}, you have ${money}. Your sealed bid for {lot} (0 allowed, not "
                       "shown):"),
    "pax.bid_again": ("That is not a bid you can make: a whole number of dollars from 0 to "
                      "${money}. {name}, bid again."),
    "pax.left_out": ("{names} with $0 does not bid", "{names} with $0 do not bid"),
    "pax.buried": ("{name} announces buried treasure: the hidden card under {card} is "
                   "auctioned."),
    "pax.auctions": "{name} auctions {card}, the face-up top card of the {deck} deck.",
    "pax.lot_buried": "the buried treasure under {card}",
    "pax.bidders": "Bidders: {names}",
    "pax.bid_sealed": "{name}'s bid is sealed.",
    "pax.bids_revealed": "All bids revealed together:",
    "pax.no_target": "--target: nothing in {zone} can be attacked by {name}",
    "pax.targets": "Targets:",
    "pax.target_item": "  {n}. {target}",
    "pax.target_prompt": "Target (its number):",
    "pax.battle": "Battle in {zone}: {attacker} attacks {target}.",
    "pax.strength": "Strength before support: attacker {attack}, target {defence} ({detail}).",
    "pax.nobody_sides": "No other player has tokens in {zone}: nobody picks a side.",
    "pax.supporters": "Choosing a side in secret: {names}",
    "pax.side_menu": ("{name} (strength {strength}), battle in {zone}: {attacker} attacks "
                      "{target}. Your Battle cards:"),
    "pax.side_card": "  {n}. {card}",
    "pax.side_prompt": ("Play a Battle card for a side: its number, then a or t (e.g. 1a) "
                        "(not shown):"),
    "pax.side_menu_nocard": ("{name} (strength {strength}), battle in {zone}: {attacker} attacks "
                             "{target}. You hold no Battle card."),
    "pax.side_prompt_nocard": "Support the attacker or the target? [a/t] (not shown):",
    "pax.side_again": "That is not one of the answers. {name}, choose again.",
    "pax.side_sealed": "{name}'s choice is sealed.",
    "pax.sides_revealed": "All sides revealed together:",
    "pax.losses_private": "Losses and captures are not public: apply them at the table.",
    "pax.no_labor_choice": "No legal labor choice is left.",
    "pax.end_labor": "end labor acquisition",
    "pax.labor_cannot_end": "Labor acquisition cannot end yet: {reason}",
    "pax.labor_hire": "  {n}. {player}: hire for Colony {colony} from Cathedral {source} (${price})",
    "pax.labor_kidnap": "  {n}. {player}: kidnap for Colony {colony} from {source}",
    "pax.choice_prompt": "Choice (its number):",
    "pax.not_a_choice": "That is not one of the choices; type its number.",
    "pax.year": "Year {year}, {phase}.",
    "pax.step": "Step {n}/{count}: {title}",
    "pax.order_prompt": "New player order, comma-separated (Enter keeps {order}):",
    "pax.order_again": "Name every player exactly once ({players}). Try again.",
    "pax.mortality_prompt": "Colonies whose labor dies, comma-separated (Enter: none):",
    "pax.mortality_again": "{name} is not a Colony with labor. Colonies with labor: {colonies}. Try again.",
    "pax.goods_over": "The Goods Year is over; the {phase} begins.",
    "pax.input_ended": ("the input ended before every choice was made; the scenario file is "
                        "unchanged"),
    "pax.interrupted": "Interrupted; the scenario file is unchanged.",
    "pax.exists": "{path} exists; use --force to overwrite it",
    "pax.sample_written": "Sample scenario written to {path}.",
    # status and hand
    "pax.status.step": "Next Goods Year step: {step}",
    "pax.status.turn": "Play turn: {player}",
    "pax.status.no_turn": "No play turn is running.",
    "pax.status.order": "Player order: {order}",
    "pax.status.fund": "The Fund: ${money}",
    "pax.status.players": "Players:",
    "pax.status.player": ("  {player} ({nation}): ${money}; {count} card in hand (limit {limit}); "
                          "Flagship {legality}; crown claims {claims}; Treasure points {points}",
                          "  {player} ({nation}): ${money}; {count} cards in hand (limit {limit}); "
                          "Flagship {legality}; crown claims {claims}; Treasure points {points}"),
    "pax.status.decks": "Decks:",
    "pax.status.deck": ("  {deck}: {count} card, face-up top card {card}; discard pile {discard}",
                        "  {deck}: {count} cards, face-up top card {card}; discard pile {discard}"),
    "pax.status.deck_hidden": ("  {deck}: {count} card, face down; discard pile {discard}",
                               "  {deck}: {count} cards, face down; discard pile {discard}"),
    "pax.status.deck_empty": "  {deck}: no card; discard pile {discard}",
    "pax.status.land": "Land zones:",
    "pax.status.zone": "  {zone}: Rebels {rebels}, Treasure {treasure}",
    "pax.status.zone_rebel": "  {zone} (rebel zone): Rebels {rebels}, Treasure {treasure}",
    "pax.status.colony": "    Colony {colony} of {owner}: {labor}",
    "pax.status.colony_fort": "    Colony {colony} of {owner}, with a fort: {labor}",
    "pax.status.cathedral": "    Cathedral {cathedral}: Citizens {count}, active",
    "pax.status.cathedral_used": "    Cathedral {cathedral}: Citizens {count}, used this year",
    "pax.status.site": "    Tribal Site {site}: natives {count}",
    "pax.status.site_wild": "    Tribal Site {site} (wild): natives {count}",
    "pax.status.visit": "    Visit {visit}: natives {count}",
    "pax.status.seas": "Sea zones:",
    "pax.status.sea": "  {sea} (borders {borders})",
    "pax.status.sea_europe": "  {sea} (Europe; borders {borders})",
    "pax.status.galleon": "    Galleon {galleon} of {owner}: {cargo}",
    "pax.status.battles": "Battles:",
    "pax.status.battle_attacker": "  Year {year}, {zone}: {attacker} against {target}; the attacker won",
    "pax.status.battle_target": "  Year {year}, {zone}: {attacker} against {target}; the target won",
    "pax.hand.title": ("Hand of {player}, {count} card (limit {limit}):",
                       "Hand of {player}, {count} cards (limit {limit}):"),
    "pax.hand.card": "  {card} ({kind})",
    "pax.hand.hide": "Press Enter to hide the hand.",
    # log and undo
    "pax.log.entry": "{n}. Year {year}, {phase}: {action}",
    "pax.log.empty": "The game log is empty.",
    "pax.undone": "Undone: {action}",
    # errors of the companion (after "error: ")
    # the companion behind the Game interface (pax/game.py)
    "pax.game.needs_scenario": ("Pax Hispanica needs a scenario file: give the option "
                                "scenario=PATH (see docs/pax-scenarios.md)"),
    "pax.game.unknown_option": "unknown Pax Hispanica option(s): {names}; options: {known}",
    "pax.game.players": ("{count} players asked, but the scenario {file} has {players} "
                         "players"),
    "pax.game.not_text": "a Pax Hispanica action is a text in the notation, not {action}",
    "pax.game.no_evaluate": ("the Pax Hispanica companion does not score games, so it has no "
                             "evaluation for bots or search"),
    "pax.err.unknown_player": "{field}: {name} is not a player of this game; players: {names}",
    "pax.err.unknown_zone": "{field}: unknown land zone {name}; land zones: {names}",
    "pax.err.unknown_colony": "unknown Colony {name}",
    "pax.err.unknown_galleon": "unknown Galleon {name}; Galleons: {names}",
    "pax.err.unknown_cathedral": "unknown Cathedral {name}",
    "pax.err.unknown_source": "{name} is neither a Tribal Site nor a Visit",
    "pax.err.unknown_site": "unknown Tribal Site {name}",
    "pax.err.unknown_target": "target: {name} is not a Colony, a Tribal Site or 'rebels'",
    "pax.err.bad_cargo": "{name} is not a cargo; use citizen, native or treasure",
    "pax.err.order": "player order: name every player exactly once",
    "pax.err.bid_negative": "bid of {player}: a bid cannot be negative, got {amount}",
    "pax.err.bid_too_much": "bid of {player}: ${amount} is more than the ${money} of {player}",
    "pax.err.no_discard_deck": "card {card}: the scenario names no deck for it to be discarded to",
    "pax.err.no_refuge_deck": "[values].refuge_deck: the scenario names no Refuge deck",
    "pax.err.no_auction_deck": "[values].auction_deck: the scenario names no auction deck",
    "pax.err.no_treasure_values": ("[treasure.{legality}]: the scenario gives no treasure values "
                                   "for this Legality"),
    "pax.err.missing": "scenario file {path} does not exist",
    "pax.err.unreadable": "scenario file {path} cannot be read",
    "pax.err.not_regular": "{path} is not a regular file (a directory, a FIFO or a device)",
    "pax.err.too_big": "{path} is larger than {limit} bytes: not a scenario file",
    "pax.err.out_dir": "{path}: the directory {dir} does not exist",
    "pax.err.out_is_dir": "{path}: this is a directory; give the name of a file",
    "pax.err.out_not_regular": "{path}: not a regular file (a FIFO or a device); refusing to write",
    "pax.err.out_denied": "{path}: no permission to write there",
    "pax.err.write_failed": "cannot write {path}: {reason}",
    "pax.err.no_undo": "{path}: there is no step to undo",
    "pax.err.not_toml": "{path} is not valid TOML: {reason}",
    "pax.err.field": "{field}: {problem}",
    "pax.err.field_got": "{field}: {problem}, got {value}",
    "pax.err.name_player": ("name the player (--player, or 'sell PLAYER CARD'): no play turn is "
                            "running and {count} players hold {card}"),
    # problems of a scenario file that the schema cannot see (scenario.from_dict)
    "pax.err.pairs": "{what}: write NAME=VALUE, got {part}",
    "pax.err.dollars": "{where}: {text} is not a whole number of dollars",
    "pax.err.bid_of": "bid of {player}",
    "pax.err.no_colony_id": "a Colony id is missing",
    "pax.err.wrong_zone": "{id} is in {found}, not in {zone}",
    "pax.err.empty_action": "empty action; actions: {verbs} (see docs/pax-scenarios.md)",
    "pax.err.not_one_of": "{verb}: {value} is not one of {options}",
    "pax.err.form": "{verb}: write {form}",
    "pax.err.form_or": "{verb}: write {form} or {other}",
    "pax.err.no_attacker": "battle: {text} does not end with the attacking player's name",
    "pax.err.not_action": "not an action: {text}; actions: {verbs} (see docs/pax-scenarios.md)",
    "pax.file.must_table": "must be a table",
    "pax.file.unknown_field": "unknown field {key}; known: {known}",
    "pax.file.must_tables": "must be an array of tables ([[...]])",
    "pax.file.missing_field": "the field {key} is missing",
    "pax.file.must_text": "must be text, got {value}",
    "pax.file.not_empty": "must not be empty",
    "pax.file.must_int": "must be a whole number, got {value}",
    "pax.file.at_least": "must be at least {minimum}, got {value}",
    "pax.file.must_bool": "must be true or false, got {value}",
    "pax.file.must_texts": "must be a list of texts",
    "pax.file.not_one_of": "{value} is not one of {options}",
    "pax.file.sample_label": "a sample scenario must carry a label saying so",
    "pax.file.duplicate_name": "two entries have the name {name}",
    "pax.file.duplicate_id": "the id {name} is used twice (ids must be unique)",
    "pax.file.no_player": "the scenario needs at least one [[player]]",
    "pax.file.unknown_player": "{name} is not a player of this game; players: {names}",
    "pax.file.step_outside": "must be 'done' outside the Goods Year",
    "pax.file.turn_outside": "a play turn exists only in the Play Year",
    "pax.file.order": "must name every player exactly once",
    "pax.file.unknown_card": "unknown card {name} (every card needs a [[card]] entry)",
    "pax.file.unknown_deck": "no [[deck]] is named {name}",
    "pax.file.refuge_needed": "the scenario has Refuge cards, so it must name the Refuge deck",
    "pax.file.unknown_zone": "unknown land zone {name}; land zones: {names}",
    "pax.file.unknown_sea": "unknown sea zone {name}; sea zones: {names}",
    "pax.file.over_capacity": "holds {count}, more than [values].galleon_capacity = {capacity}",
    # problems of a field in a scenario file (validation)
    "pax.problem.int": "must be a whole number",
    "pax.problem.str": "must be text",
    "pax.problem.bool": "must be true or false",
    "pax.problem.list": "must be a list",
    "pax.problem.table": "must be a table",
    "pax.problem.min": "must be at least {limit}",
    "pax.problem.max": "must be at most {limit}",
    "pax.problem.too_long": "is too long (at most {limit})",
    "pax.problem.unknown": "unknown field",
    "pax.problem.empty": "must not be empty",
    "pax.problem.missing": "is missing",
    "pax.problem.choice": "must be one of {options}",
    "pax.problem.other": "is not valid",
}

# Search words for the Pax rules (``rule.<id>.keywords``; used only to rank answers of
# ``ludoteca rules pax QUESTION``).
KEYWORDS: dict[str, str] = {
    "pax.year.cycle": "year phases order rounds",
    "pax.goods.steps": "goods year steps order income",
    "pax.labor.sources": "labor workers colony empty hire kidnap citizen",
    "pax.labor.kidnap_last_resort": "kidnap must mandatory only when",
    "pax.labor.kidnap_forbidden": "kidnap forbidden where not allowed rebel wild",
    "pax.auction.lot": "auction which card buried treasure",
    "pax.auction.bidders": "who bids secret bid zero money",
    "pax.auction.winner": "auction tie highest bid wins",
    "pax.auction.payment": "who gets the money auction pay fund",
    "pax.hand.limit_timing": "hand limit too many cards when",
    "pax.hand.sell_market": "sell market card money",
    "pax.hand.refuge_discard": "refuge card discard where",
    "pax.battle.strength": "battle strength count tokens fort",
    "pax.battle.support": "battle support sides neutral other players",
    "pax.battle.winner": "battle tie who wins",
    "pax.load.meeple": "load meeple galleon ship colony",
    "pax.load.treasure_legality": "treasure load legality flagship pirate smuggler",}

register_rules(RULES, REASONS, keywords=KEYWORDS, source="pax")
register_messages(MESSAGES, source="pax")
