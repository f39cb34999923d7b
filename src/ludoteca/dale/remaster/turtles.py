"""Turtles, remaster edition: "Finish N" (rule ``dale.remaster.finish``): every card waits in
its owner's schedule after its first part and is finished in a later action phase of its
owner's by spending N (:func:`ludoteca.dale.remaster.rules.finish`), instead of the classic's
start-of-turn finishing. All six cards are declared anew (the classic's Finish timing is gone);
Groundbreaking Idea, Inspiration, Insight and Perfect Move are reworked. Mechanics restated in
docs/rules/dale-remaster.md.
"""

from __future__ import annotations

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import TakeFromDiscard
from ludoteca.dale.card_rules import Deck
from ludoteca.dale.remaster.rules import finish
from ludoteca.dale.remaster.shared import DitchFromDiscard, TopFromDiscard, ask
from ludoteca.dale.state import EMPTY, DaleState
from ludoteca.dale.steps import NUMBER, Frame

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("turtles", "Turtles", module=__name__, edition="remaster")

#: Insight: the most cards discarded from the top of the deck.
INSIGHT_MOST = 3


# -- Impulsive Visionary, Inspiration: draws once finished -------------------------------------
def _draw(n: int):
    def effect(state: DaleState, p: int, card: int) -> None:
        for _ in range(n):
            m.draw(state, p)
    return effect


deck.card("Impulsive Visionary", 1, score=3, bonus_first=True,
          summary="Finish 1 (in a later action phase): then draw 1 card.")
finish(deck, "Impulsive Visionary", 1, effect=_draw(1))
finish(deck, "Inspiration", 2, effect=_draw(2))


# -- Collector's Desire -------------------------------------------------------------------------
# ruling: remaster.turtles.collectors_desire — the card of the leftmost occupied slot (the
# market refills right after the completion, dale.remaster.refill_after_technique).
def _collect(state: DaleState, p: int, card: int) -> None:
    slots = [s for s in range(5) if state.market[s] != EMPTY]
    if slots:
        state.hands[p].append(state.market[slots[-1]])
        state.market[slots[-1]] = EMPTY


deck.card("Collector's Desire", 2, copies=3, bonus=False, score=5,
          summary="Finish 2: then take the leftmost market card into your hand.")
finish(deck, "Collector's Desire", 2, effect=_collect)


# -- Groundbreaking Idea ------------------------------------------------------------------------
@deck.decision("r_turtles_toss", Frame())
class GroundbreakingToss(DitchFromDiscard):
    prompt = "Groundbreaking Idea: choose a card of your discard pile to toss"


@deck.decision("r_turtles_top", Frame())
class GroundbreakingTop(TopFromDiscard):
    prompt = ("Groundbreaking Idea (finished): choose a card of your discard pile to put on top "
              "of your deck")


deck.card("Groundbreaking Idea", 3, copies=3, score=3,
          summary=("Toss 1 card of your discard pile. Finish 2: then put 1 card of your "
                   "discard pile on top of your deck."))
finish(deck, "Groundbreaking Idea", 2, first=ask("r_turtles_toss"), effect=ask("r_turtles_top"))


deck.card("Inspiration", 4, copies=3, score=6, bonus_first=True,
          summary="Finish 2: then draw 2 cards.")


# -- Insight ------------------------------------------------------------------------------------
# ruling: remaster.turtles.insight — the first card is discarded at once (at least one); after
# each card, seen on the discard pile, the owner says whether one more follows (``value 1``)
# or not (``done``). A deck that is empty is refilled from the discard pile as for a draw
# (mechanics.top_of_deck); with no card left the discarding ends.
def _discard_top(state: DaleState, p: int) -> bool:
    c = m.top_of_deck(state, p)
    if c is None:
        return False
    m.discard(state, p, c)
    return True


def _insight_first(state: DaleState, p: int, card: int) -> None:
    if _discard_top(state, p):
        state.frames.append(("r_turtles_insight", p, 1))


@deck.decision("r_turtles_insight", Frame(done=NUMBER))
class InsightMore:
    """Discard one more card from the top of your deck (``value 1``) or stop (``done``).
    Frame: ``("r_turtles_insight", player, discarded so far)``."""

    prompt = "Insight: discard one more card from the top of your deck (value 1), or stop (done)"

    def legal(self, state, frame):
        p = frame[1]
        if frame[2] >= INSIGHT_MOST or not (state.decks[p] or state.discards[p]):
            return []
        return [("value", 1), ("done",)]

    def apply(self, state, frame, action):
        if action[0] == "done":
            return
        p = frame[1]
        if _discard_top(state, p):
            state.frames.append(("r_turtles_insight", p, frame[2] + 1))


@deck.decision("r_turtles_take", Frame())
class InsightTake(TakeFromDiscard):
    prompt = "Insight (finished): choose a card of your discard pile to take into your hand"


deck.card("Insight", 5, copies=1, score=3,
          summary=("Discard 1 to 3 cards from the top of your deck, one at a time. Finish 3: "
                   "then take 1 card of your discard pile into your hand."))
finish(deck, "Insight", 3, first=_insight_first, effect=ask("r_turtles_take"))


# -- Perfect Move -------------------------------------------------------------------------------
def _perfect(state: DaleState, p: int, card: int) -> None:
    state.effects.append(("r_perfect_move",))


deck.card("Perfect Move", 5, copies=1, score=2,
          summary="Finish 3: then every card you use this turn counts 1 more.")
finish(deck, "Perfect Move", 3, effect=_perfect)
deck.hooks("Perfect Move", turn_effect=("r_perfect_move", 1))
deck.hooks("Groundbreaking Idea", moves_cards=True, throws_own=True)  # via the bin
