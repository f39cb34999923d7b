"""Magpies (Dale 3): guesses and other players' cards (Pompous Professional, Bribe, Burglary,
Grasp, Periscope, Sudden Nap). Mechanics restated in docs/rules/dale-cards.md; rulings in
docs/rulings.md ("Magpies").

Bribe is a payment-time passive: its ``on_paid`` hook starts the turn-wide effect ``bribe``
(the card hooks ``turn_effect`` ``("bribe", 0)``: no value change, and ``turn_hand_size`` 1:
the clean-up hand size is 1 larger for each time it is on, ``dale.cleanup.draw``).
"""

from __future__ import annotations

from ludoteca.dale.card_rules import Deck
from ludoteca.dale import engine_hooks as h
from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import ChooseCard, ChooseOtherPlayer, aside_top_of_deck
from ludoteca.dale.animalfolk.common import show_all, shuffle_into_deck, take_aside
from ludoteca.dale.animalfolk.common import take_random_from_hand
from ludoteca.dale.animalfolk.common import technique_step
from ludoteca.dale.steps import CARDS, SEAT, Frame, Mixing
from ludoteca.dale.state import DaleState
from ludoteca.dale.cards import JUNK, PASSIVE

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("magpies", "Magpies", module=__name__)

#: The values a guess may name: the printed values of the cards (junk counts 1).
GUESSES = (1, 2, 3, 4, 5)

for _name in ("Burglary", "Grasp", "Periscope"):
    deck.hooks(_name, moves_cards=True)
deck.hooks("Sudden Nap", throws_own=True)


deck.card("Pompous Professional", 1, score=3,
          summary=("Name an animalfolk set and show your top 3 deck cards: keep 1 of that set, "
                   "shuffle the rest into your deck."))
# -- Pompous Professional ----------------------------------------------------------------------
@technique_step(deck, "Pompous Professional", "pompous_professional")
class PompousProfessionalName:
    """Name an animalfolk set in the game; draw and show the top 3 cards of your deck (the
    discard pile reshuffled when the deck runs out; never junk, ``dale.cleanup.junk_draw``);
    keep 1 card of the named set among them if there is one; shuffle the others back into
    your deck."""

    prompt = "Pompous Professional: name an animalfolk set"
    #: How many top deck cards are looked at, and the step that takes one of the named set.
    look, keep = 3, "pompous_professional_keep"
    #: The classic card shows the cards drawn to everybody (ruling
    #: dale.card.magpies.pompous_professional, changed in issue 26); the remaster's subclass
    #: looks instead (its owner only).
    shows = True

    def legal(self, state, frame):
        # ruling: dale.card.magpies.pompous_professional (junk is no set)
        return name_choices(state)

    def apply(self, state, frame, action):
        p = frame[1]
        folk = named_folk(state, action[1])
        seen = aside_top_of_deck(state, p, self.look)
        if self.shows:  # ruling: dale.card.magpies.pompous_professional
            show_all(state, seen)  # drawn and shown: every seat sees them
        match = tuple(c for c in seen if state.cfg.types[c].animalfolk == folk)
        if match:
            state.frames.append((self.keep, p, match, tuple(seen)))
        else:
            self.rest(state, p, seen)

    def rest(self, state: DaleState, p: int, cards: list[int]) -> None:
        """What becomes of the set-aside cards when none is of the named set."""
        shuffle_into_deck(state, p, cards)


def named_folk(state: DaleState, name: str) -> str:
    """The deck key of the animalfolk set named ``name`` (its display name)."""
    return next(k for k in state.cfg.animalfolk if state.cfg.rules.names[k] == name)


def name_choices(state: DaleState) -> list[tuple]:
    """``("name", SET)`` for every animalfolk deck in the game (junk is no set)."""
    return [("name", state.cfg.rules.names[k]) for k in state.cfg.animalfolk]


# The shown cards are listed in the deciding seat's view (``decision.cards``); the other seats'
# views list no card of a pending step, so they are not given there. They are shown all the
# same: every seat's knowledge places them (``show_all`` when drawn), so the card kept is known
# to be in the hand (ruling dale.card.magpies.pompous_professional).
@deck.decision("pompous_professional_keep", Frame(match=CARDS, shown=CARDS, secret={"shown": "player"}))
class PompousProfessionalKeep(ChooseCard):
    prompt = ("Pompous Professional: choose the card of the named set to keep; the others are "
              "shuffled back into your deck")
    verb, pile = "keep", 2
    rest = staticmethod(shuffle_into_deck)  # what becomes of the cards not kept

    def apply(self, state, frame, action):
        p, shown = frame[1], list(frame[3])
        state.hands[p].append(take_aside(state, shown, action[1]))
        self.rest(state, p, shown)


# -- Bribe -------------------------------------------------------------------------------------
def _bribe_paid(state: DaleState, p: int, card: int, bought: int, paid: tuple) -> None:
    """Paid with: the clean-up hand size of this turn is 1 larger (ruling
    dale.card.magpies.bribe: only when it pays, not when it is bought)."""
    state.effects.append(("bribe",))


deck.card("Bribe", 2, PASSIVE, copies=3, bonus=False,
          summary="When it pays: your hand size is 1 larger at this turn's clean-up.")
deck.hooks("Bribe", on_paid=_bribe_paid, turn_effect=("bribe", 0), turn_hand_size=1)


deck.card("Burglary", 3, copies=3, score=4,
          summary=("Guess the value of another player's top deck card: right, take it; wrong, "
                   "it goes to their discard pile."))
# -- Burglary ----------------------------------------------------------------------------------
@technique_step(deck, "Burglary", "burglary")
class BurglaryTarget(ChooseOtherPlayer):
    """Choose another player and guess a value; reveal the top card of their deck: a right
    guess (its printed value) puts it in your hand, a wrong one on their discard pile."""

    prompt = "Burglary: choose the player whose top deck card you guess"
    needs, then = "deck", "burglary_guess"


@deck.decision("burglary_guess", Frame(target=SEAT))
class BurglaryGuess:
    prompt = "Burglary: guess the value of the top card of that player's deck"

    def legal(self, state, frame):
        return [("guess", v) for v in GUESSES]

    def apply(self, state, frame, action):
        p, q = frame[1], frame[2]
        c = m.top_of_deck(state, q)  # reshuffles their discard pile when the deck is empty
        if c is None:
            return
        if state.cfg.types[c].value == action[1]:  # ruling: dale.card.magpies.burglary
            state.hands[p].append(c)
            show_all(state, [c])  # revealed: everybody knows it is in your hand now
        else:
            m.discard(state, q, c)


deck.card("Grasp", 4, copies=3, score=4,
          summary="Guess the value of a random card from another player's hand: right, take it.")
# -- Grasp -------------------------------------------------------------------------------------
@technique_step(deck, "Grasp", "grasp")
class GraspTarget(ChooseOtherPlayer):
    """Choose another player and guess the value of a random card of their hand: right, you
    take it; wrong, nothing happens (the card is not shown: ruling dale.card.magpies.grasp)."""

    prompt = "Grasp: choose the player from whose hand a random card is guessed"
    needs, then = "hand", "grasp_guess"


@deck.decision("grasp_guess", Frame(target=SEAT, mixing=Mixing(hands=("target",),
                                                          aware=("player", "target"))))
class GraspGuess:
    prompt = "Grasp: guess the value of a random card of that player's hand"

    def legal(self, state, frame):
        return [("guess", v) for v in GUESSES] if state.hands[frame[2]] else []

    def apply(self, state, frame, action):
        p, q = frame[1], frame[2]
        c = random_hand_card(state, q)
        if state.cfg.types[c].value == action[1]:
            h.remove_from_hand(state, q, c)
            state.hands[p].append(c)


def random_hand_card(state: DaleState, q: int) -> int:
    """A random card of seat q's hand (not taken out of it); the hand must not be empty."""
    hand = state.hands[q]
    return hand[m.random_index(state, len(hand))]


deck.card("Periscope", 5, copies=1, score=4,
          summary=("Name a card; the top 2 cards of another player's deck go to their discard "
                   "pile, except those of that name, which you take."))
# -- Periscope ---------------------------------------------------------------------------------
@technique_step(deck, "Periscope", "periscope")
class PeriscopeTarget(ChooseOtherPlayer):
    """Choose another player and name a card; discard the top 2 cards of their deck one by one
    (a reshuffle may come between them): each card of that name goes to your hand instead."""

    prompt = "Periscope: choose the player whose deck you look into"
    needs, then = "deck", "periscope_name"


@deck.decision("periscope_name", Frame(target=SEAT))
class PeriscopeName:
    prompt = "Periscope: name a card"

    def legal(self, state, frame):
        # ruling: dale.card.magpies.periscope (any card of the game, junk included)
        names = [t.name for k in state.cfg.animalfolk for t in state.cfg.rules.cards_of(k)]
        return [("name", n) for n in sorted(names + [JUNK], key=m.sort_tokens)]

    def apply(self, state, frame, action):
        p = frame[1]
        before = list(state.hands[p])
        periscope(state, p, frame[2], lambda t: t.name == action[1])
        # ruling: dale.card.magpies.periscope — the cards are turned over in front of
        # everybody: a card taken is known to be in your hand
        show_all(state, [c for c in state.hands[p] if c not in before])


def periscope(state: DaleState, p: int, q: int, wanted) -> None:
    """The top 2 cards of seat q's deck, one by one (a reshuffle may come between them): a
    card whose type passes ``wanted`` (a predicate on :class:`CardType`) goes to seat p's hand,
    the others onto q's discard pile."""
    for _ in range(2):
        c = m.top_of_deck(state, q)
        if c is None:
            return
        if wanted(state.cfg.types[c]):
            state.hands[p].append(c)
        else:
            m.discard(state, q, c)


deck.card("Sudden Nap", 5, copies=1, score=5,
          summary="Throw away a random card from another player's hand.")
# -- Sudden Nap --------------------------------------------------------------------------------
@technique_step(deck, "Sudden Nap", "sudden_nap")
class SuddenNapTarget(ChooseOtherPlayer):
    """Throw away 1 random card from another player's hand."""

    prompt = "Sudden Nap: choose the player who throws away a random card from their hand"
    needs = "hand"  # ruling: dale.card.magpies.sudden_nap (a player with a hand card)

    def apply(self, state, frame, action):
        m.ditch(state, take_random_from_hand(state, action[1]))
