"""Capuchins, remaster edition (a new deck): coins and light fingers. Deceptive Guide and Coin
Keeper give coins; Cocktail trades a card for a coin; Fishing Pole, Crowbar and Unattended
Property spend 2 to take a card of another player's hand, deck or discard pile. Mechanics
restated in docs/rules/dale-remaster.md.
"""

from __future__ import annotations

from ludoteca.dale.animalfolk.common import (ChooseCard, ChooseCardAndOther, ChooseOtherPlayer,
                                             LookAtOthersDeck, LookAtOthersHand, discard_seen,
                                             show_to, take_from_hand, take_topmost,
                                             technique_step)
from ludoteca.dale.card_rules import Deck
from ludoteca.dale.cards import ABILITY
from ludoteca.dale.remaster.shared import OneOfSeen, spend_step, target_seen_frame
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import SEAT, Frame

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("capuchins", "Capuchins", module=__name__, edition="remaster")

#: How many cards Crowbar looks at and Unattended Property chooses from.
CROWBAR_SEEN = 2
PROPERTY_TOP = 2


# -- Deceptive Guide ----------------------------------------------------------------------------
# ruling: remaster.capuchins.deceptive_guide — the 3 coins first, then one of them goes to
# another player of your choice.
@deck.card("Deceptive Guide", 1, score=4, bonus_first=True,
           summary="Gain 3 coins, then give 1 coin to another player.")
def deceptive_guide(state: DaleState, p: int, card: int) -> None:
    """Gain 3 coins, then give 1 coin to another player."""
    state.coins[p] += 3
    state.frames.append(("r_capuchins_guide", p))


@deck.decision("r_capuchins_guide", Frame())
class GuideGive(ChooseOtherPlayer):
    prompt = "Deceptive Guide: choose the player who gets 1 of your coins"

    def apply(self, state, frame, action):
        p, q = frame[1], action[1]
        if state.coins[p] > 0:
            state.coins[p] -= 1
            state.coins[q] += 1


# -- Coin Keeper --------------------------------------------------------------------------------
def _keeper_use(state: DaleState, p: int, card: int) -> None:
    state.coins[p] += 1


deck.card("Coin Keeper", 2, ABILITY, copies=3, bonus=False, summary="Once per turn: gain 1 coin.")
deck.ability("Coin Keeper", lambda state, p, card: True, _keeper_use)


deck.card("Cocktail", 3, copies=3, score=3,
          summary="Give 1 card from your hand to another player and take 1 coin from them.")
# -- Cocktail -----------------------------------------------------------------------------------
# ruling: remaster.capuchins.cocktail — the card is given whether or not that player has a
# coin; a player without coins gives none.
@technique_step(deck, "Cocktail", "r_capuchins_cocktail")
class CocktailGive(ChooseCardAndOther):
    """Give 1 card from your hand to another player and take 1 coin from them."""

    prompt = "Cocktail: choose a card from your hand and the player you give it to (you take 1 coin from them)"
    verb = "give"

    def apply(self, state, frame, action):
        p, q = frame[1], action[2]
        state.hands[q].append(take_from_hand(state, p, action[1]))
        if state.coins[q] > 0:
            state.coins[q] -= 1
            state.coins[p] += 1


deck.card("Fishing Pole", 4, copies=3, score=4,
          summary="Spend 2: look at a random card of another player's hand; you may take it.")
# -- Fishing Pole -------------------------------------------------------------------------------
# ruling: remaster.capuchins.fishing_pole — the spend first; then a player with a card in
# hand is chosen and one card of theirs, at random, is shown to you alone (set aside
# meanwhile); you keep it or it goes back to their hand.
@spend_step(deck, "Fishing Pole", 2, "r_capuchins_pole_target")
class PoleTarget(LookAtOthersHand):
    """Spend 2: look at a random card of another player's hand; you may take it."""

    prompt = "Fishing Pole: choose the player one of whose hand cards you look at"
    then = "r_capuchins_pole"


@deck.decision("r_capuchins_pole", target_seen_frame())
class PoleKeep(OneOfSeen):
    prompt = "Fishing Pole: take the card you look at, or pass (it goes back)"
    verb = "keep"

    def rest(self, state, frame, seen):
        if seen:  # passed: the card goes back to that player's hand, seen by you
            state.aside.remove(seen[0])
            state.hands[frame[2]].append(seen[0])
            show_to(state, frame[1], seen)


deck.card("Crowbar", 5, copies=1, score=5,
          summary=("Spend 2: look at the top 2 cards of another player's deck; you may take 1, "
                   "the others go to their discard pile."))
# -- Crowbar ------------------------------------------------------------------------------------
@spend_step(deck, "Crowbar", 2, "r_capuchins_crowbar_target")
class CrowbarTarget(LookAtOthersDeck):
    """Spend 2: look at the top 2 cards of another player's deck; you may take 1 of them, the
    others go to that player's discard pile."""

    prompt = "Crowbar: choose the player whose deck you look at"
    look, then = CROWBAR_SEEN, "r_capuchins_crowbar"


@deck.decision("r_capuchins_crowbar", target_seen_frame())
class CrowbarKeep(OneOfSeen):
    prompt = "Crowbar: take one of the cards you look at, or pass (they all go to that player's discard pile)"
    verb = "keep"

    def rest(self, state, frame, seen):
        discard_seen(state, frame[2], seen)  # face up onto their own discard pile


deck.card("Unattended Property", 5, copies=1, bonus=False, score=5,
          summary="Spend 2: take 1 of the top 2 cards of another player's discard pile.")
# -- Unattended Property ------------------------------------------------------------------------
@spend_step(deck, "Unattended Property", 2, "r_capuchins_property_target")
class PropertyTarget(ChooseOtherPlayer):
    """Spend 2: take 1 of the top 2 cards of another player's discard pile into your hand."""

    prompt = "Unattended Property: choose the player whose discard pile you take from"
    needs, then = "discard", "r_capuchins_property"


@deck.decision("r_capuchins_property", Frame(target=SEAT))
class PropertyTake(ChooseCard):
    prompt = "Unattended Property: choose one of the top 2 cards of that discard pile"
    verb = "keep"

    def cards(self, state, frame):
        return state.discards[frame[2]][-PROPERTY_TOP:]

    def apply(self, state, frame, action):
        # of equal cards the topmost, which is one of the top 2 when the choice names one
        state.hands[frame[1]].append(take_topmost(state, state.discards[frame[2]], action[1]))


deck.hooks("Cocktail", moves_cards=True)
for _name in ("Fishing Pole", "Crowbar", "Unattended Property"):
    deck.hooks(_name, moves_cards=True)
