"""Tasmanian Devils (the Collection): disrupting another player's hand, deck and discard pile
(Shrewd Trickster, Disruptive Speech, Tit for Tat, Shameless Rummage, Public Humiliation,
Equality). Mechanics restated in docs/rules/dale-cards.md."""

from __future__ import annotations

from ludoteca.dale.card_rules import Deck
from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import technique_step
from ludoteca.dale.animalfolk.common import ChooseOtherPlayer, others
from ludoteca.dale.animalfolk.common import DiscardSeen, LookAtOthersDeck
from ludoteca.dale.animalfolk.common import discard_random, shuffle_into_deck, take_topmost
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import CARDS, NUMBER, SEAT, Frame

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("tasmanian_devils", "Tasmanian Devils", module=__name__)

def _discard_random(state: DaleState, q: int, n: int) -> None:
    """Seat q discards n random hand cards one at a time (fewer if the hand runs out)."""
    for _ in range(n):
        discard_random(state, q)  # dale.discard.own_pile


deck.card("Shrewd Trickster", 1, score=3, bonus_first=True,
          summary="Another player discards 2 random cards from their hand, then draws 2.")
# -- Shrewd Trickster ------------------------------------------------------------------------
@technique_step(deck, "Shrewd Trickster", "shrewd_trickster")
class ShrewdTricksterTarget(ChooseOtherPlayer):
    """Another player discards 2 random hand cards one at a time, then draws 2 cards."""

    prompt = "Shrewd Trickster: choose the player who discards 2 random cards and draws 2"

    def apply(self, state, frame, action):
        q = action[1]
        _discard_random(state, q, 2)
        for _ in range(2):  # ruling: dale.card.tasmanian_devils.shrewd_trickster
            m.draw(state, q)


deck.card("Disruptive Speech", 2, copies=3, score=1,
          summary=("Another player's deck and discard pile swap places; their new deck is "
                   "shuffled."))
# -- Disruptive Speech -----------------------------------------------------------------------
@technique_step(deck, "Disruptive Speech", "disruptive_speech")
class DisruptiveSpeechTarget(ChooseOtherPlayer):
    """Another player's deck and discard pile trade places; their new deck is shuffled."""

    prompt = "Disruptive Speech: choose the player whose deck and discard pile trade places"

    def apply(self, state, frame, action):
        q = action[1]
        state.decks[q], state.discards[q] = state.discards[q], state.decks[q]
        m.shuffle(state, state.decks[q])


deck.card("Tit for Tat", 3, copies=3, score=1,
          summary="Shuffle up to 2 cards of another player's discard pile into their deck.")
# -- Tit for Tat -----------------------------------------------------------------------------
@technique_step(deck, "Tit for Tat", "tit_for_tat")
class TitForTatFirst:
    """Shuffle 0–2 cards of your choice from another player's discard pile into their deck."""

    prompt = ("Tit for Tat: pick a card of another player's discard pile to shuffle into their "
              "deck, or done")

    def legal(self, state, frame):
        out = [("pick", t, q) for q in others(state, frame[1])
               for t in m.plain_tokens(state, state.discards[q])]
        return out + [("done",)] if out else []

    def apply(self, state, frame, action):
        if action[0] == "done":
            return
        q = action[2]
        c = take_topmost(state, state.discards[q], action[1])  # ruling: dale.card.tasmanian_devils.tit_for_tat
        state.aside.append(c)
        state.frames.append(("tit_for_tat_more", frame[1], q, (c,)))


@deck.decision("tit_for_tat_more", Frame(target=SEAT, picked=CARDS))
class TitForTatSecond:
    prompt = "Tit for Tat: pick one more card of the same discard pile, or done"

    def legal(self, state, frame):
        q = frame[2]
        return [("pick", t, q) for t in m.plain_tokens(state, state.discards[q])] + [("done",)]

    def apply(self, state, frame, action):
        q, picked = frame[2], list(frame[3])
        if action[0] == "pick":
            c = take_topmost(state, state.discards[q], action[1])
            state.aside.append(c)
            picked.append(c)
        shuffle_into_deck(state, q, picked)


deck.card("Shameless Rummage", 4, copies=3, score=2,
          summary=("Draw the top 3 cards of another player's deck: any of them go to their "
                   "discard pile, the rest is shuffled back."))
# -- Shameless Rummage -----------------------------------------------------------------------
@technique_step(deck, "Shameless Rummage", "shameless_rummage")
class ShamelessRummageTarget(LookAtOthersDeck):
    """Draw the top 3 cards of another player's deck; put 0–3 of them on their discard pile,
    shuffle the rest back into their deck."""

    prompt = "Shameless Rummage: choose the player whose top 3 deck cards you draw"
    # ruling: dale.card.tasmanian_devils.shameless_rummage — drawn as a draw (``deck_top``
    # reshuffles their discard pile); any other player may be chosen (``needs`` None)
    needs, look, then = None, 3, "shameless_rummage_discard"


@deck.decision("shameless_rummage_discard", Frame(target=SEAT, seen=CARDS, secret={"seen": "player"}))
class ShamelessRummageDiscard(DiscardSeen):
    prompt = ("Shameless Rummage: choose a card to put on its owner's discard pile, or done "
              "(the rest is shuffled back into the deck)")
    pile, owner_at = 3, 2

    def finish(self, state, frame, seen):
        if seen:
            shuffle_into_deck(state, frame[2], seen)


deck.card("Public Humiliation", 5, copies=1, score=4,
          summary=("Another player discards 2 random cards from their hand; then you move any "
                   "2 cards of their discard pile into their hand."))
# -- Public Humiliation ----------------------------------------------------------------------
@technique_step(deck, "Public Humiliation", "public_humiliation")
class PublicHumiliationTarget(ChooseOtherPlayer):
    """Another player discards 2 random hand cards one at a time; then you move any 2 cards
    of their discard pile into their hand."""

    prompt = "Public Humiliation: choose the player who discards 2 random cards"

    def apply(self, state, frame, action):
        q = action[1]
        _discard_random(state, q, 2)
        # ruling: dale.card.tasmanian_devils.public_humiliation — exactly 2 of any of their
        # discards (fewer only if the pile has fewer)
        state.frames.append(("public_humiliation_pick", frame[1], q, 2))


@deck.decision("public_humiliation_pick", Frame(target=SEAT, left=NUMBER))
class PublicHumiliationPick:
    prompt = "Public Humiliation: pick a card of their discard pile to go back into their hand"

    def legal(self, state, frame):
        q = frame[2]
        return [("pick", t, q) for t in m.plain_tokens(state, state.discards[q])]

    def apply(self, state, frame, action):
        p, q, left = frame[1], frame[2], frame[3]
        c = take_topmost(state, state.discards[q], action[1])
        state.hands[q].append(c)
        if left > 1:
            state.frames.append(("public_humiliation_pick", p, q, left - 1))


deck.card("Equality", 5, copies=1, score=3, bonus_first=True,
          summary="Another player draws 3 cards, then discards 3 random cards from their hand.")
# -- Equality --------------------------------------------------------------------------------
@technique_step(deck, "Equality", "equality")
class EqualityTarget(ChooseOtherPlayer):
    """A chosen other player draws 3 cards, then discards as many random hand cards one at a
    time."""

    prompt = "Equality: choose the player who draws 3 cards and discards 3 at random"

    def apply(self, state, frame, action):
        q = action[1]
        drawn = sum(m.draw(state, q) is not None for _ in range(3))
        _discard_random(state, q, drawn)  # ruling: dale.card.tasmanian_devils.equality
