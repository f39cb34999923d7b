"""The rule catalogue: every rule id with its rulebook page, a title and an explanation.

Texts are written by us (never rulebook text). English is the source language; the other
languages (ca, es, it, fr) are gettext catalogues (``ludoteca/locale``) keyed by
``rule.<id>.title``, ``rule.<id>.text`` and ``reason.<key>`` (see :mod:`ludoteca.core.i18n`).

``REASONS`` are the message templates of refusals: one rule may refuse an action for several
reasons (a short payment, an overpayment …); each template names its values (``{price}``).
"""

from __future__ import annotations

from typing import Any

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
    "dale.copy.identity": ("FAQ / —", "Copies", "A chameleon copying a card is that card in every way while the copy lasts; without a valid target it is a plain card."),
}

# reason -> English template (named placeholders).
REASONS: dict[str, str] = {
    "short": "You paid {paid} for a price of {price}: the payment must reach the price.",
    "overpay": ("You paid {paid} for a price of {price}; without {card} (worth {value}) you "
                "would still pay {rest}, which covers it. Leave a card out."),
    "empty_slot": "There is no card to buy there.",
    "bin_needs_discovery": "Only a payment that includes Market Discovery may buy the top card of the market discard pile.",
    "not_in_hand": "{card} is not in your hand.",
    "not_in_discard": "{card} is not in your discard pile.",
    "not_from_discard": "{card} cannot come from your discard pile here.",
    "discard_needs_nostalgic": "{count} card(s) from your discard pile, but only {allowed} Nostalgic Item(s) in the stack allow it.",
    "empty": "A stack needs at least one card from your hand.",
    "junk": "Junk may only go into a stack that contains Stashing Vendor.",
    "mixed": "The stack mixes animalfolk ({animalfolk}) without Empty Chest.",
    "total": "Stack {number} must total exactly {number}; these cards total {total}.",
    "full": "Your stall already has 8 stacks.",
    "no_adjust": "Only Accordion may count 1 more or 1 less ({card}).",
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
    "not_canonical_order": "Write the cards in the listed order: {cards}.",
    "ambiguous": ("'{action}' can be read in several legal ways: {readings}. Write the one you "
                  "mean."),
    "totals": ("Stack {number} must total exactly {number}; however these cards may count, they "
               "total {totals}."),
    "no_reading": "No reading of '{action}' is legal: {readings}.",
    "whole_listed": ("'{action}' is not listed here: with this hand the whole purchase or "
                     "Inventory is chosen at once (buy +N with …, inventory …)."),
    "steps_listed": ("'{action}' is not listed here: this hand has so many choices that the "
                     "purchase or Inventory is chosen card by card (pay +N with …, discard …, "
                     "done)."),
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
_TERM_VALUES = {"junk": "term.junk"}


def rule_page(rule_id: str) -> str:
    """The printed rulebook page of a rule (``"5"``, ``"FAQ"``, ``"—"`` when not known)."""
    entry = RULES.get(rule_id)
    return entry[0] if entry else "—"


def rule_title(rule_id: str, lang: str | None = None) -> str:
    """The short title of a rule in ``lang`` (default: the current language)."""
    from ludoteca.core.i18n import translate

    entry = RULES.get(rule_id)
    return translate(f"rule.{rule_id}.title", entry[1], lang) if entry else rule_id


def rule_explanation(rule_id: str, lang: str | None = None) -> str:
    """The explanation of a rule, in our words, in ``lang`` (default: the current language)."""
    from ludoteca.core.i18n import translate

    entry = RULES.get(rule_id)
    return translate(f"rule.{rule_id}.text", entry[2], lang) if entry else rule_id


def explain_refusal(rule_id: str, reason: str | None, values: dict[str, Any],
                    lang: str | None = "en") -> str:
    """The explanation of a refusal in ``lang`` (None: the current language): the reason's
    template filled with ``values``, or the rule's general explanation."""
    from ludoteca.core.i18n import fill, t, translate, translate_plural

    key = reason or ""
    shown = {k: (t(_TERM_VALUES[v], lang) if isinstance(v, str) and type(v) is str
                 and v in _TERM_VALUES else v)
             for k, v in values.items()}
    template = None
    if key in REASON_PLURALS and isinstance(values.get("count"), int):
        singular, plural = REASON_PLURALS[key]
        template = translate_plural(f"reason.{key}", singular, plural, values["count"], lang)
    elif key in REASONS:
        template = translate(f"reason.{key}", REASONS[key], lang)
    if template is not None:
        return fill(template, shown, lang)
    return rule_explanation(rule_id, lang) if rule_id in RULES else rule_id


def _register_game_catalogues() -> None:
    """Add the rule entries of the other games (Pax Hispanica) when their package is present."""
    try:
        from ludoteca.pax.catalogue import REASONS as pax_reasons
        from ludoteca.pax.catalogue import RULES as pax_rules
    except ImportError:
        return
    RULES.update(pax_rules)
    for key, text in pax_reasons.items():
        REASONS.setdefault(key, text)


_register_game_catalogues()
