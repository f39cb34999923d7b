"""Lemurs (Dale 3): the market deck and the market discard pile (Voracious Consumer,
Delightful Surprise, Fortunate Upgrade, Replacement, Fashion Hint, Royal Privilege). Mechanics
restated in docs/rules/dale-cards.md; rulings in docs/rulings.md ("Lemurs").

Royal Privilege is a payment-time passive: the card hook ``on_paid`` (called after a purchase
whose payment held it) pushes the ``royal_privilege`` step below.
"""

from __future__ import annotations

from ludoteca.dale.card_rules import Deck
from ludoteca.dale import engine_hooks as h
from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import technique_step
from ludoteca.dale.animalfolk.common import TakeMarketCard, DitchFromHand, KeepOneSeen
from ludoteca.dale.animalfolk.common import can_ditch_supply_top, ditch_seen, ditch_supply_top
from ludoteca.dale.animalfolk.common import draw_supply_cards, take_from_hand, take_supply_top
from ludoteca.dale.steps import CARD, CARDS, NUMBER, Frame, Mixing
from ludoteca.dale.state import EMPTY, DaleState
from ludoteca.dale.cards import PASSIVE

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("lemurs", "Lemurs", module=__name__)

# Position files: these can throw a player's own card into the market discard pile, from where
# any player may get it back (Fashion Hint's swap, Royal Privilege's second purchase).
for _name in ("Delightful Surprise", "Fortunate Upgrade", "Replacement", "Fashion Hint",
              "Royal Privilege"):
    deck.hooks(_name, throws_own=True, moves_cards=True)


class _DitchAnimalfolk(DitchFromHand):
    """Throw away an animalfolk (not junk) card of the hand, or pass: ``pass`` is listed only
    while the step is open and there is such a card (nothing is listed otherwise)."""

    optional = True

    def cards(self, state, frame):
        return [c for c in state.hands[frame[1]] if not state.cfg.types[c].is_junk]


# -- Voracious Consumer ------------------------------------------------------------------------
@deck.card("Voracious Consumer", 1, score=2,
           summary="Shuffle your whole discard pile into your deck.")
def voracious_consumer(state: DaleState, p: int, card: int) -> None:
    """Shuffle your whole discard pile into your deck (the card itself is still in play and
    goes to the discard pile afterwards, ``dale.technique.play``)."""
    if state.discards[p]:  # ruling: dale.card.lemurs.voracious_consumer (itself not included)
        state.decks[p].extend(state.discards[p])
        state.discards[p].clear()
        m.shuffle(state, state.decks[p])


# -- Delightful Surprise -----------------------------------------------------------------------
@deck.card("Delightful Surprise", 2, copies=3, score=7, bonus_first=True,
           summary="Draw the top 2 market deck cards: keep 1; throw away the other and this card.")
def delightful_surprise(state: DaleState, p: int, card: int) -> None:
    """Draw the top 2 market deck cards (rebuilt from the market discard pile when empty),
    keep 1 in hand; the other and this card are thrown away (``dale.discard.routing``)."""
    seen = draw_supply_cards(state, 2)
    if len(seen) == 2:
        state.aside.extend(seen)
        state.frames.append(("delightful_surprise", p, card, tuple(seen)))
        return
    # ruling: dale.card.lemurs.delightful_surprise (one card, or none: it is the one kept)
    state.hands[p].extend(seen)
    _ditch_self(state, card)


def _ditch_self(state: DaleState, card: int) -> None:
    """Throw the technique card being resolved away instead of discarding it."""
    if card in state.in_play:
        state.in_play.remove(card)
        m.ditch(state, card)


@deck.decision("delightful_surprise", Frame(card=CARD, seen=CARDS, secret={"seen": "player"},
                                       secret_choice=True, mixing=Mixing(cards=("seen",))))
class DelightfulSurpriseKeep(KeepOneSeen):
    prompt = ("Delightful Surprise: choose the card to keep; the other and this card are "
              "thrown away")
    pile = 3

    def rest(self, state, frame, seen):
        ditch_seen(state, seen)  # the other one first, then this card: this card ends on top
        _ditch_self(state, frame[2])


# -- Fortunate Upgrade -------------------------------------------------------------------------
@deck.card("Fortunate Upgrade", 3, copies=3, bonus=False, score=4,
           summary="Throw away 1 card from your hand, then take the top market deck card.")
def fortunate_upgrade(state: DaleState, p: int, card: int) -> None:
    """Throw away 1 hand card, then take the top market deck card into your hand. With an
    empty hand only the second part happens (ruling dale.card.lemurs.fortunate_upgrade, as
    Shattered Relic)."""
    if state.hands[p]:
        state.frames.append(("fortunate_upgrade", p))
    else:  # ruling: dale.card.lemurs.fortunate_upgrade
        take_supply_top(state, p)


@deck.decision("fortunate_upgrade", Frame())
class FortunateUpgradeDitch(DitchFromHand):
    prompt = "Fortunate Upgrade: choose a card from your hand to throw away"

    def then(self, state, frame, card):
        take_supply_top(state, frame[1])


deck.card("Replacement", 4, copies=3, score=5,
          summary=("Throw away 1 animalfolk card from your hand, then take a market card whose "
                   "value is at most 1 away from it."))
# -- Replacement -------------------------------------------------------------------------------
@technique_step(deck, "Replacement", "replacement")
class ReplacementDitch(DitchFromHand):
    """Throw away 1 animalfolk card from your hand; then take 1 market card whose printed
    value is within 1 of that card's value (its value in your hand, ``dale.value.altered``)."""

    prompt = "Replacement: choose an animalfolk card from your hand to throw away"
    cards = _DitchAnimalfolk.cards

    def apply(self, state, frame, action):
        p = frame[1]
        card = m.find_card(state, state.hands[p], action[1])
        value = m.value_of(state, card)  # ruling: dale.card.lemurs.replacement
        h.remove_from_hand(state, p, card)
        m.ditch(state, card)
        state.frames.append(("replacement_take", p, value))


@deck.decision("replacement_take", Frame(value=NUMBER))
class ReplacementTake(TakeMarketCard):
    prompt = "Replacement: choose a market card whose value is within 1 of the card thrown away"

    def legal(self, state, frame):
        v = frame[2]
        return [("take", slot) for slot in range(5) if state.market[slot] != EMPTY
                and abs(state.cfg.types[state.market[slot]].value - v) <= 1]


deck.card("Fashion Hint", 5, copies=1, score=2,
          summary=("You may throw away the top market deck card; you may swap an animalfolk "
                   "card from your hand with the top card of the market discard pile."))
# -- Fashion Hint ------------------------------------------------------------------------------
@technique_step(deck, "Fashion Hint", "fashion_hint")
class FashionHintDitch:
    """You may throw away the top market deck card; then you may swap 1 animalfolk card of
    your hand with the top card of the market discard pile (in this order, ruling
    dale.card.lemurs.fashion_hint)."""

    prompt = "Fashion Hint: throw away the top card of the market deck (ditch), or pass"

    def legal(self, state, frame):
        p = frame[1]
        return ([("ditch",)] if can_ditch_supply_top(state, p, -1) else []) + [("pass",)]

    def apply(self, state, frame, action):
        p = frame[1]
        if action[0] == "ditch":
            ditch_supply_top(state, p, -1)
        state.frames.append(("fashion_hint_swap", p))


@deck.decision("fashion_hint_swap", Frame())
class FashionHintSwap(_DitchAnimalfolk):
    prompt = ("Fashion Hint: choose an animalfolk card of your hand to swap with the top card "
              "of the market discard pile, or pass")

    def open(self, state, frame):
        return bool(state.bin)

    def apply(self, state, frame, action):
        if action[0] == "pass":
            return
        p = frame[1]
        card = take_from_hand(state, p, action[1])
        top = state.bin.pop()  # before the ditch, which puts the card there
        m.ditch(state, card)
        state.hands[p].append(top)


# -- Royal Privilege ---------------------------------------------------------------------------
def _royal_privilege_paid(state: DaleState, p: int, card: int, bought: int, paid: tuple) -> None:
    """After a purchase paid with it: you may throw away 1 animalfolk card from your hand to
    take a second market card for free (ruling dale.card.lemurs.royal_privilege)."""
    state.frames.append(("royal_privilege", p))


deck.card("Royal Privilege", 5, PASSIVE, copies=1, bonus=False,
          summary=("When it pays: you may throw away 1 animalfolk card from your hand to get a "
                   "second market card for free."))
deck.hooks("Royal Privilege", on_paid=_royal_privilege_paid)


@deck.decision("royal_privilege", Frame())
class RoyalPrivilegeDitch(_DitchAnimalfolk):
    rule = "dale.market.payment"
    prompt = ("Royal Privilege: throw away an animalfolk card from your hand to buy a second "
              "card for free, or pass")

    def open(self, state, frame):
        return any(c != EMPTY for c in state.market)

    def then(self, state, frame, card):
        state.frames.append(("royal_privilege_take", frame[1]))


@deck.decision("royal_privilege_take", Frame())
class RoyalPrivilegeTake(TakeMarketCard):
    rule = "dale.market.payment"
    prompt = "Royal Privilege: choose the market card you buy for free"

    def then(self, state, frame, card):
        # a purchase: its hook and everything that follows a purchase, with no card paid
        # (ruling dale.card.lemurs.royal_privilege, issue 26)
        from ludoteca.dale.purchase import announce_bought

        announce_bought(state, frame[1], card, ())
