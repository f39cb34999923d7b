"""Raccoons, remaster edition: meddling with other players. Wily Fellow, Rotten Food, Dirty
Exchange and Sabotage as in the classic edition (their declarations reused); Nuisance reworked
(one or two players must be picked) and Treasure Hunter reworked (the top card of another
player's deck or of their discard pile). Mechanics restated in docs/rules/dale-remaster.md;
rulings under "Remaster — Raccoons" in docs/rulings.md.
"""

from __future__ import annotations

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk import raccoons as classic
from ludoteca.dale.animalfolk.common import (ChooseOtherPlayer, discard_random, technique_step,
                                             up_to_two_others)
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import Frame, SEAT

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = classic.deck.reprint(module=__name__, edition="remaster")

deck.card("Wily Fellow", 1, keep=True)
# The classic Nuisance and Treasure Hunter steps are pushed by no card of this deck.
deck.drop_steps(["nuisance", "treasure_hunter"])

deck.hooks("Treasure Hunter", moves_cards=True)  # position files: cards change owners


deck.card("Nuisance", 2, copies=3, score=4, bonus_first=True,
          summary="1 or 2 other players each discard a random card from their hand.")


@technique_step(deck, "Nuisance", "r_raccoons_nuisance")
class NuisanceTargets:
    """Pick one or two other players; each discards a random card of their hand
    (``dale.discard.own_pile``; ruling ``remaster.raccoons.nuisance``)."""

    prompt = "Nuisance: choose 1 or 2 other players, each discards a random card"

    def legal(self, state, frame):
        return [a for a in up_to_two_others(state, frame[1]) if a[1]]

    def apply(self, state, frame, action):
        for q in action[1]:
            discard_random(state, q)


deck.card("Rotten Food", 3, copies=3, keep=True)
deck.card("Dirty Exchange", 4, copies=3, keep=True)
deck.card("Sabotage", 5, copies=1, keep=True)


deck.card("Treasure Hunter", 5, copies=1, bonus=False, score=6,
          summary=("Take the top card of another player's deck or of their discard pile into "
                   "your hand."))


@technique_step(deck, "Treasure Hunter", "r_raccoons_treasure_hunter")
class TreasureHunterTarget(ChooseOtherPlayer):
    """Pick another player with a deck or a discard pile; take the top card of their deck
    (reshuffling their discard pile into it when it is empty) or the top card of their
    discard pile into your hand (ruling ``remaster.raccoons.treasure_hunter``)."""

    prompt = "Treasure Hunter: choose the player whose deck or discard pile you take from"
    needs = "deck"  # a deck, or a discard pile (to take from, or to refill the deck)

    def apply(self, state, frame, action):
        p, q = frame[1], action[1]
        if state.discards[q]:
            state.frames.append(("r_raccoons_treasure_pile", p, q))
        else:
            _take_deck_top(state, p, q)


@deck.decision("r_raccoons_treasure_pile", Frame(target=SEAT))
class TreasureHunterPile:
    prompt = ("Treasure Hunter: keep the top card of their discard pile, or pass to take the "
              "top card of their deck")

    def legal(self, state, frame):
        q = frame[2]
        return [("keep", m.token(state, state.discards[q][-1])), ("pass",)]

    def apply(self, state, frame, action):
        p, q = frame[1], frame[2]
        if action[0] == "keep":
            state.hands[p].append(state.discards[q].pop())
        else:
            _take_deck_top(state, p, q)


def _take_deck_top(state: DaleState, p: int, q: int) -> None:
    """The top card of seat q's deck (its discard pile reshuffled first when the deck is
    empty, ``dale.cleanup.reshuffle``) into seat p's hand; nothing when both are empty."""
    card = m.top_of_deck(state, q)
    if card is not None:
        state.hands[p].append(card)
