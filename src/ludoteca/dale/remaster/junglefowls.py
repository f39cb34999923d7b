"""Junglefowls (new in the remaster): early birds, stronger while their player's clock is at
dawn (:mod:`.clock`, rule ``dale.remaster.clock``): Early Riser, Morning Duty, Sewing
Essentials, Feather Duster, Organised Cabinets, Serving Dish. Mechanics restated in
docs/rules/dale-remaster.md ("Junglefowls"); rulings in docs/rulings.md ("Remaster —
Junglefowls").
"""

from __future__ import annotations

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import (
    DitchFromHand,
    KeepOneSeen,
    aside_top_of_deck,
    put_back,
    put_back_step,
    seen_frame,
    take_supply_top,
)
from ludoteca.dale.card_rules import Deck
from ludoteca.dale.remaster import clock
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import CARDS, NUMBER, Frame

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("junglefowls", "Junglefowls", module=__name__, edition="remaster")

clock.declare(deck)  # the per-seat clock (dale.remaster.clock)

deck.hooks("Sewing Essentials", throws_own=True)
# Morning Duty at dawn starts the turn-wide effect ("r_morning_duty",): no value change, the
# hand size 3 larger at this turn's clean-up (dale.cleanup.draw).
deck.hooks("Morning Duty", turn_effect=("r_morning_duty", 0), turn_hand_size=3)
# Serving Dish changes one card's value this turn (printed 1-5, +2 … -1): position files may
# read a stack built with it (hook value_set).
deck.hooks("Serving Dish", value_set=tuple(range(8)))

put_back_step(deck, "r_junglefowls_feather_order",
              "Feather Duster: choose the card to put back on your deck next (the last one ends "
              "on top)")


# -- Early Riser -----------------------------------------------------------------------------
@deck.card("Early Riser", 1, score=4, bonus_first=True, summary="Draw 1 card (dawn: 2).")
def early_riser(state: DaleState, p: int, card: int) -> None:
    """Draw 1 card, 2 at dawn."""
    for _ in range(clock.by_phase(state, p, 2, 1, 1)):
        m.draw(state, p)


# -- Morning Duty ----------------------------------------------------------------------------
@deck.card("Morning Duty", 2, copies=3, bonus=False, score=6,
           summary=("Take the top card of the supply; at dawn your hand size is also 3 larger "
                    "this turn."))
def morning_duty(state: DaleState, p: int, card: int) -> None:
    """Take the top card of the supply (``dale.cleanup.market_deck_empty`` when it is empty);
    at dawn, the hand size is 3 larger at this turn's clean-up (ruling
    ``remaster.junglefowls.morning_duty``)."""
    if clock.phase(state, p) == clock.DAWN:
        state.effects.append(("r_morning_duty",))
    take_supply_top(state, p)


# -- Sewing Essentials -----------------------------------------------------------------------
@deck.card("Sewing Essentials", 3, copies=3, score=2,
           summary="Toss 1 card from your hand; at dawn, then draw 2 cards.")
def sewing_essentials(state: DaleState, p: int, card: int) -> None:
    """Toss 1 hand card; at dawn then draw 2 (ruling ``remaster.junglefowls.sewing``: the
    toss first, the draw after; the phase is the one when the card was played)."""
    state.frames.append(("r_junglefowls_sewing", p, 2 if clock.phase(state, p) == clock.DAWN
                         else 0))


@deck.decision("r_junglefowls_sewing", Frame(draws=NUMBER))
class SewingToss(DitchFromHand):
    prompt = "Sewing Essentials: choose a card from your hand to toss"

    def legal(self, state, frame):
        out = super().legal(state, frame)
        if not out and frame[2]:  # an empty hand: nothing to toss, the draws still happen
            return [("done",)]
        return out

    def apply(self, state, frame, action):
        if action[0] == "ditch":
            super().apply(state, frame, action)
        for _ in range(frame[2]):
            m.draw(state, frame[1])


# -- Feather Duster --------------------------------------------------------------------------
@deck.card("Feather Duster", 4, copies=3, score=5,
           summary=("Look at the top 2 cards (dawn: 4) of your deck: take 1, put the others "
                    "back in any order."))
def feather_duster(state: DaleState, p: int, card: int) -> None:
    """Look at the top 2 (dawn: 4) cards of your deck: take 1 into your hand, put the others
    back in the order you choose (a single card is taken)."""
    seen = aside_top_of_deck(state, p, clock.by_phase(state, p, 4, 2, 2))
    if len(seen) == 1:
        state.aside.remove(seen[0])
        state.hands[p].append(seen[0])
    elif seen:
        state.frames.append(("r_junglefowls_feather", p, tuple(seen)))


@deck.decision("r_junglefowls_feather", seen_frame())
class FeatherKeep(KeepOneSeen):
    prompt = "Feather Duster: choose the card to take; the others go back on your deck"

    def rest(self, state, frame, seen):
        put_back(state, "r_junglefowls_feather_order", frame[1], frame[1], seen)


# -- Organised Cabinets ----------------------------------------------------------------------
@deck.card("Organised Cabinets", 5, copies=1, score=5,
           summary="Shuffle your discard pile, then take 1 of its top 2 cards (dawn: 4).")
def organised_cabinets(state: DaleState, p: int, card: int) -> None:
    """Shuffle your discard pile, then take 1 of its top 2 (dawn: 4) cards; the others stay on
    top of the pile as they lay (ruling ``remaster.junglefowls.organised_cabinets``)."""
    pile = state.discards[p]
    if not pile:
        return
    m.shuffle(state, pile)
    n = min(len(pile), clock.by_phase(state, p, 4, 2, 2))
    top = tuple(pile[-n:])
    if n == 1:
        state.hands[p].append(pile.pop())
        return
    state.frames.append(("r_junglefowls_cabinets", p, top))


@deck.decision("r_junglefowls_cabinets", Frame(top=CARDS))
class CabinetsKeep(KeepOneSeen):
    prompt = "Organised Cabinets: choose the card of the top of your discard pile to take"

    def apply(self, state, frame, action):
        p = frame[1]
        c = m.find_card(state, list(frame[2]), action[1])
        state.discards[p].remove(c)
        state.hands[p].append(c)


# -- Serving Dish ----------------------------------------------------------------------------
@deck.card("Serving Dish", 5, copies=1, score=5, bonus_first=True,
           summary=("Draw 1 card; this turn it counts 2 more at dawn, 1 more by day, 1 less at "
                    "night."))
def serving_dish(state: DaleState, p: int, card: int) -> None:
    """Draw 1 card; for the rest of the turn it counts 2 more (dawn), 1 more (day) or 1 less
    (night), never below 0 (``dale.value.altered``; ruling
    ``remaster.junglefowls.serving_dish``)."""
    c = m.draw(state, p)
    if c is not None:
        state.effects.append(("add", c, clock.by_phase(state, p, 2, 1, -1)))
