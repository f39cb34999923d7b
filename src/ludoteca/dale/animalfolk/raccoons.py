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
from ludoteca.dale.cards import TECHNIQUE

#: The deck's cards in id order: (name, value, kind, bonus icon, copies, chameleon)
#: (``dale.setup.decks``; the value-1 start card has one copy per possible player).
deck = Deck("raccoons", "Raccoons", [
    ("Wily Fellow", 1, TECHNIQUE, True, 0, False),
    ("Nuisance", 2, TECHNIQUE, True, 3, False),
    ("Rotten Food", 3, TECHNIQUE, True, 3, False),
    ("Dirty Exchange", 4, TECHNIQUE, True, 3, False),
    ("Sabotage", 5, TECHNIQUE, True, 1, False),
    ("Treasure Hunter", 5, TECHNIQUE, False, 1, False),
], module=__name__)

#: What each card does, in short (the message ``card.<name>``, translated in the catalogues;
#: restated from docs/rules/dale-cards.md, never the printed text).
deck.summarize({
    "Wily Fellow": "Your deck and discard pile swap places; shuffle the new deck.",
    "Nuisance": "Up to 2 other players each discard a random card from their hand.",
    "Rotten Food": "Put 1 card from your hand on top of another player's deck.",
    "Dirty Exchange": "Take a random card from another player's hand, then give them 1 card.",
    "Sabotage": ("Draw the top 2 cards of another player's deck: throw away 1, the other goes to "
                 "their discard pile."),
    "Treasure Hunter": "Take the top card of another player's discard pile into your hand.",
})

#: Hints for the greedy bot (dale.strategy): what a technique is worth as the action when
#: nothing better is possible (higher first), and the ones worth playing first as a bonus.
deck.bot_hints(
    score={
        "Wily Fellow": 2,
        "Nuisance": 4,
        "Rotten Food": 1,
        "Dirty Exchange": 4,
        "Sabotage": 5,
        "Treasure Hunter": 6,
    },
    bonus_first={"Nuisance", "Sabotage"},
)


# Position files: which techniques move cards between players or throw a player's own away.
for _name in ("Dirty Exchange", "Rotten Food", "Treasure Hunter"):
    deck.hooks(_name, moves_cards=True)
deck.hooks("Sabotage", throws_own=True)


@deck.technique("Wily Fellow")
def wily_fellow(state: DaleState, p: int, card: int) -> None:
    """Your deck and discard pile trade places; then shuffle the new deck."""
    state.decks[p], state.discards[p] = state.discards[p], state.decks[p]
    m.shuffle(state, state.decks[p])


@technique_step(deck, "Nuisance", "nuisance")
class NuisanceTargets:
    """Choose 0–2 other players; each discards 1 random card from their hand."""

    prompt = "Nuisance: choose up to 2 other players, each discards a random card"

    def legal(self, state, frame):
        return up_to_two_others(state, frame[1])

    def apply(self, state, frame, action):
        for q in action[1]:
            discard_random(state, q)  # dale.discard.own_pile


@technique_step(deck, "Rotten Food", "rotten_food",
                Frame(secret_choice=True, mixing=Mixing(hands=("player",))))
class RottenFoodGive(ChooseCardAndOther):
    """Put 1 card from your hand on top of another player's deck."""

    prompt = "Rotten Food: choose a card and the player whose deck it goes on"
    verb = "give"

    def apply(self, state, frame, action):
        state.decks[action[2]].append(take_from_hand(state, frame[1], action[1]))


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


@technique_step(deck, "Treasure Hunter", "treasure_hunter")
class TreasureHunterTarget(ChooseOtherPlayer):
    """Take the top card of another player's discard pile into your hand."""

    prompt = "Treasure Hunter: choose the player whose top discard you take"
    needs = "discard"

    def apply(self, state, frame, action):
        q = action[1]
        state.hands[frame[1]].append(state.discards[q].pop())
