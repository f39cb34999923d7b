"""Raccoons: meddling with other players (Wily Fellow, Nuisance, Rotten Food, Dirty Exchange,
Sabotage, Treasure Hunter). Mechanics restated in docs/rules/dale-cards.md."""

from __future__ import annotations


from ludoteca.dale.card_rules import Deck
from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import technique_step
from ludoteca.dale.animalfolk.common import ChooseCard, ChooseCardAndOther, ChooseOtherPlayer
from ludoteca.dale.animalfolk.common import GiveFromHand, deck_top
from ludoteca.dale.animalfolk.common import discard_random, discard_seen, take_aside
from ludoteca.dale.animalfolk.common import take_from_hand
from ludoteca.dale.animalfolk.common import take_random_from_hand, up_to_two_others
from ludoteca.dale.steps import CARDS, Frame, Mixing, SEAT
from ludoteca.dale.state import DaleState

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("raccoons", "Raccoons", module=__name__)

# Position files: which techniques move cards between players or throw a player's own away.
for _name in ("Dirty Exchange", "Rotten Food", "Treasure Hunter"):
    deck.hooks(_name, moves_cards=True)
deck.hooks("Sabotage", throws_own=True)


@deck.card("Wily Fellow", 1, score=2,
           summary="Your deck and discard pile swap places; shuffle the new deck.")
def wily_fellow(state: DaleState, p: int, card: int) -> None:
    """Your deck and discard pile trade places; then shuffle the new deck."""
    state.decks[p], state.discards[p] = state.discards[p], state.decks[p]
    m.shuffle(state, state.decks[p])


deck.card("Nuisance", 2, copies=3, score=4, bonus_first=True,
          summary="Up to 2 other players each discard a random card from their hand.")


@technique_step(deck, "Nuisance", "nuisance")
class NuisanceTargets:
    """Choose 0–2 other players; each discards 1 random card from their hand."""

    prompt = "Nuisance: choose up to 2 other players, each discards a random card"

    def legal(self, state, frame):
        return up_to_two_others(state, frame[1])

    def apply(self, state, frame, action):
        for q in action[1]:
            discard_random(state, q)  # dale.discard.own_pile


deck.card("Rotten Food", 3, copies=3, score=1,
          summary="Put 1 card from your hand on top of another player's deck.")


@technique_step(deck, "Rotten Food", "rotten_food",
                Frame(secret_choice=True, mixing=Mixing(hands=("player",))))
class RottenFoodGive(ChooseCardAndOther):
    """Put 1 card from your hand on top of another player's deck."""

    prompt = "Rotten Food: choose a card and the player whose deck it goes on"
    verb = "give"

    def apply(self, state, frame, action):
        state.decks[action[2]].append(take_from_hand(state, frame[1], action[1]))


deck.card("Dirty Exchange", 4, copies=3, score=4,
          summary="Take a random card from another player's hand, then give them 1 card.")


@technique_step(deck, "Dirty Exchange", "dirty_exchange",
                Frame(mixing=Mixing(hands=("chosen",), aware=("player", "chosen"))))
class DirtyExchangeTarget(ChooseOtherPlayer):
    """Take 1 random card from another player's hand, then give them any 1 card of yours."""

    prompt = "Dirty Exchange: choose the player to take a random card from"

    def apply(self, state, frame, action):
        p, q = frame[1], action[1]
        c = take_random_from_hand(state, q)
        if c is not None:
            state.hands[p].append(c)
        if state.hands[p]:
            state.frames.append(("dirty_exchange_give", p, q))


@deck.decision("dirty_exchange_give", Frame(target=SEAT, secret_choice=True,
                                       mixing=Mixing(hands=("player",),
                                                     aware=("player", "target"))))
class DirtyExchangeGive(GiveFromHand):
    prompt = "Dirty Exchange: choose the card you give back"

    def put(self, state, frame, card):
        state.hands[frame[2]].append(card)


deck.card("Sabotage", 5, copies=1, score=5, bonus_first=True,
          summary=("Draw the top 2 cards of another player's deck: throw away 1, the other "
                   "goes to their discard pile."))


@technique_step(deck, "Sabotage", "sabotage_target")
class SabotageTarget(ChooseOtherPlayer):
    """Draw the top 2 cards of another player's deck; throw 1 away, the other goes on that
    player's discard pile."""

    prompt = "Sabotage: choose the player whose deck you draw from"

    def apply(self, state, frame, action):
        p, q = frame[1], action[1]
        seen = deck_top(state, q, 2)
        if len(seen) == 1:
            m.ditch(state, seen[0])  # [ours] a single card is thrown away
        elif seen:
            state.aside.extend(seen)
            state.frames.append(("sabotage", p, q, tuple(seen)))


@deck.decision("sabotage", Frame(target=SEAT, seen=CARDS, secret={"seen": "player"}))
class SabotageDitch(ChooseCard):
    prompt = "Sabotage: choose the card to throw away; the other goes on its owner's discard pile"
    verb, pile = "ditch", 3

    def apply(self, state, frame, action):
        q, seen = frame[2], list(frame[3])
        m.ditch(state, take_aside(state, seen, action[1]))
        discard_seen(state, q, seen)


deck.card("Treasure Hunter", 5, copies=1, bonus=False, score=6,
          summary="Take the top card of another player's discard pile into your hand.")


@technique_step(deck, "Treasure Hunter", "treasure_hunter")
class TreasureHunterTarget(ChooseOtherPlayer):
    """Take the top card of another player's discard pile into your hand."""

    prompt = "Treasure Hunter: choose the player whose top discard you take"
    needs = "discard"

    def apply(self, state, frame, action):
        q = action[1]
        state.hands[frame[1]].append(state.discards[q].pop())
