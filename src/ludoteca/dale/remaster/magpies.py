"""Magpies, remaster edition: guesses and other players' cards. Burglary and Sudden Nap are as
in the classic edition (their declarations reused); Pompous Professional (top 4, the rest
discarded), Bribe (also when bought), Grasp (a wrong guess discards the card) and Periscope (a
set and a value are named) are reworked. Mechanics restated in docs/rules/dale-remaster.md
("Magpies"); rulings in docs/rulings.md ("Remaster — Magpies").
"""

from __future__ import annotations

from ludoteca.dale import engine_hooks as h
from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk import magpies as classic
from ludoteca.dale.animalfolk.common import discard_seen, technique_step
from ludoteca.dale.cards import PASSIVE
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import CARDS, NUMBER, SEAT, Frame, Mixing

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = classic.deck.reprint(module=__name__, edition="remaster")

for _name in ("Grasp", "Periscope"):
    deck.hooks(_name, moves_cards=True)


deck.card("Pompous Professional", 1, score=3,
          summary=("Name an animalfolk set and look at your top 4 deck cards: take 1 of that "
                   "set, discard the others."))
# -- Pompous Professional ----------------------------------------------------------------------
@technique_step(deck, "Pompous Professional", "r_magpies_pompous")
class PompousProfessionalName(classic.PompousProfessionalName):
    """Name an animalfolk set in the game; look at the top 4 cards of your deck (reshuffling
    when it runs out); take 1 card of the named set among them if there is one; the others
    go to your discard pile."""

    # junk is no set: ruling remaster.magpies.pompous_professional
    look, keep = 4, "r_magpies_pompous_keep"
    shows = False  # a look at the deck top, seen by its owner only (classic: shown to all)

    # the others go onto your discard pile in the order they lay, top first (the lowest ends
    # on top: ruling remaster.magpies.pompous_professional)
    rest = staticmethod(discard_seen)


# The remaster's cards are looked at, not shown (the classic showed them): both lists are
# seen by the deciding seat only, and the card taken goes to the hand unseen by the others.
@deck.decision("r_magpies_pompous_keep", Frame(match=CARDS, shown=CARDS,
                                              secret={"match": "player", "shown": "player"},
                                              secret_choice=True,
                                              mixing=Mixing(cards=("shown",))))
class PompousProfessionalKeep(classic.PompousProfessionalKeep):
    prompt = ("Pompous Professional: choose the card of the named set to take; the others go to "
              "your discard pile")
    rest = staticmethod(discard_seen)


# -- Bribe -------------------------------------------------------------------------------------
def _bribe_bought(state: DaleState, p: int, card: int, paid: tuple) -> None:
    """Bought: as when it pays, this turn's clean-up hand size is 1 larger (ruling
    ``remaster.magpies.bribe``)."""
    classic._bribe_paid(state, p, card, card, paid)


deck.card("Bribe", 2, PASSIVE, copies=3, bonus=False,
          summary=("When you buy it or pay with it: your hand size is 1 larger at this turn's "
                   "clean-up."))
deck.hooks("Bribe", on_paid=classic._bribe_paid, on_bought=_bribe_bought,
           turn_effect=("bribe", 0), turn_hand_size=1)


deck.card("Burglary", 3, copies=3, keep=True)


deck.card("Grasp", 4, copies=3, score=4,
          summary=("Guess the value of a random card from another player's hand: right, take "
                   "it; wrong, it goes to their discard pile."))
# -- Grasp -------------------------------------------------------------------------------------
@technique_step(deck, "Grasp", "r_magpies_grasp")
class GraspTarget(classic.GraspTarget):
    """Choose another player and guess the value of a random card of their hand: right, you
    take it; wrong, it goes face up onto their discard pile."""

    then = "r_magpies_grasp_guess"


@deck.decision("r_magpies_grasp_guess", Frame(target=SEAT, mixing=Mixing(
    hands=("target",), aware=("player", "target"))))
class GraspGuess(classic.GraspGuess):
    def apply(self, state, frame, action):
        p, q = frame[1], frame[2]
        c = classic.random_hand_card(state, q)
        h.remove_from_hand(state, q, c)
        if state.cfg.types[c].value == action[1]:  # the printed value (junk 1)
            state.hands[p].append(c)
        else:  # ruling: remaster.magpies.grasp
            m.discard(state, q, c)


deck.card("Periscope", 5, copies=1, score=4,
          summary=("Name a set and a value; the top 2 cards of another player's deck go to "
                   "their discard pile one by one, except those of that set and value, which "
                   "you take."))
# -- Periscope ---------------------------------------------------------------------------------
@technique_step(deck, "Periscope", "r_magpies_periscope")
class PeriscopeTarget(classic.PeriscopeTarget):
    """Choose another player, name an animalfolk set and a value; discard the top 2 cards of
    their deck one by one (a reshuffle may come between them): each card of that set and
    printed value goes to your hand instead."""

    then = "r_magpies_periscope_set"


deck.card("Sudden Nap", 5, copies=1, keep=True)


@deck.decision("r_magpies_periscope_set", Frame(target=SEAT))
class PeriscopeSet:
    prompt = "Periscope: name an animalfolk set"

    def legal(self, state, frame):
        return classic.name_choices(state)  # ruling: remaster.magpies.periscope

    def apply(self, state, frame, action):
        folk = classic.named_folk(state, action[1])
        state.frames.append(("r_magpies_periscope_value", frame[1], frame[2],
                             state.cfg.animalfolk.index(folk)))


@deck.decision("r_magpies_periscope_value", Frame(target=SEAT, folk=NUMBER))
class PeriscopeValue:
    prompt = "Periscope: name a value"

    def legal(self, state, frame):
        return [("value", v) for v in classic.GUESSES]

    def apply(self, state, frame, action):
        folk = state.cfg.animalfolk[frame[3]]
        classic.periscope(state, frame[1], frame[2],
                          lambda t: t.animalfolk == folk and t.value == action[1])
