"""Pax Hispanica entries of the rule catalogue, merged into :mod:`ludoteca.core.catalogue`.

Every text is ours: a short restatement of a public procedure, never rulebook wording. Reason
keys start with ``pax_`` so that they never collide with another game's keys.
"""

from __future__ import annotations

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
    "pax_cathedral_can_supply": "Cathedral {cathedral} can supply a Citizen to Colony {colony} for $1, so kidnapping is not allowed.",
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
    "pax_own_target": "{player} cannot attack their own {target}.",
    "pax_no_target": "{target} is not something to attack in {zone}.",
    "pax_no_neutrality": "{player} must choose a side, attacker or target: staying neutral is not allowed.",
    "pax_not_supporter": "{player} has no tokens in {zone} (or is the attacker or the target) and does not choose a side.",
    # loading
    "pax_hold_full": "Galleon {galleon} already carries {count} of {capacity}.",
    "pax_no_vacant_colony": "{player} has {vacant} vacant Colony(ies) and already carries {aboard} Meeple(s): no vacant Colony is left for another Meeple.",
    "pax_not_bordering": "Galleon {galleon} is in {sea}, which does not border {zone}.",
    "pax_no_battle_won": "{player} has not won a battle against {source} this year, so no native can be loaded from it.",
    "pax_no_treasure": "{zone} has no Treasure left.",
    "pax_no_legality": "{player}'s Flagship has no Legality, so no Treasure can be loaded.",
    "pax_not_europe": "Treasure is unloaded and scored in Europe; {sea} is not in Europe.",
    "pax_no_treasure_aboard": "Galleon {galleon} carries no Treasure.",
}
