"""Gorillas (new in the remaster): blunt force on your own deck and the market (Stubborn
Isolationist, Teacher of Fables, Pure Strength, Blunt Education, Bar of Soap, Crown of
Sorrow). Mechanics restated in docs/rules/dale-remaster.md ("Gorillas"); rulings in
docs/rulings.md ("Remaster — Gorillas").
"""

from __future__ import annotations

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import (
    DiscardSeveral,
    TakeMarketCard,
    take_supply_top,
)
from ludoteca.dale.card_rules import Deck
from ludoteca.dale.remaster.shared import take_only_or_ask, toss_market_slot
from ludoteca.dale.state import EMPTY, DaleState
from ludoteca.dale.steps import NUMBER, Frame

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("gorillas", "Gorillas", module=__name__, edition="remaster")

#: Blunt Education: every value counts as 4 for the rest of the turn (``dale.value.order``:
#: effects after it still change the 4).
FOUR = {v: 4 for v in range(31) if v != 4}
deck.hooks("Blunt Education", turn_effect=("r_blunt_education", FOUR))
deck.hooks("Pure Strength", throws_own=True)


# -- Stubborn Isolationist -------------------------------------------------------------------
@deck.card("Stubborn Isolationist", 1, score=1,
           summary=("Turn your deck over onto your discard pile, then take the top or the "
                    "bottom card of your discard pile."))
def stubborn_isolationist(state: DaleState, p: int, card: int) -> None:
    """Your deck, turned over as a whole, goes on top of your discard pile (its top card ends
    lowest, its bottom card on top); then take the top or the bottom card of your discard pile
    (ruling ``remaster.gorillas.stubborn_isolationist``)."""
    deck_ = state.decks[p]
    state.discards[p].extend(reversed(deck_))
    deck_.clear()
    take_only_or_ask(state, p, "r_gorillas_isolationist")


@deck.decision("r_gorillas_isolationist", Frame())
class IsolationistTake:
    prompt = "Stubborn Isolationist: take the top or the bottom card of your discard pile"

    def legal(self, state, frame):
        pile = state.discards[frame[1]]
        if not pile:
            return []
        tops = [m.token(state, pile[-1]), m.token(state, pile[0])]
        return [("keep", t) for t in dict.fromkeys(tops)]

    def apply(self, state, frame, action):
        p = frame[1]
        pile = state.discards[p]
        c = pile.pop() if m.token(state, pile[-1]) == action[1] else pile.pop(0)
        state.hands[p].append(c)


# -- Teacher of Fables -----------------------------------------------------------------------
@deck.card("Teacher of Fables", 2, copies=3, bonus=False, score=6,
           summary="Discard your whole hand, then take any market card.")
def teacher_of_fables(state: DaleState, p: int, card: int) -> None:
    """Discard your whole hand (a batch: in canonical order, ``dale.discard.face_up``), then
    take any market card into your hand; its slot stays empty (``dale.market.no_refill``)."""
    for k, c in enumerate(list(state.hands[p])):
        m.discard_in_order(state, p, c, k)
    state.frames.append(("r_gorillas_teacher", p))


@deck.decision("r_gorillas_teacher", Frame())
class TeacherTake(TakeMarketCard):
    prompt = "Teacher of Fables: take a market card (take +N)"


# -- Pure Strength ---------------------------------------------------------------------------
@deck.card("Pure Strength", 3, copies=3, score=3,
           summary=("Toss the top card of your deck; if it was an animalfolk card, take the "
                    "top card of the supply."))
def pure_strength(state: DaleState, p: int, card: int) -> None:
    """Toss the top card of your deck (an empty deck: the discard pile reshuffled first); if it
    was an animalfolk card (not junk nor a junk substitute), take the top card of the supply
    (ruling ``remaster.gorillas.pure_strength``)."""
    c = m.top_of_deck(state, p)
    if c is None:
        return
    m.ditch(state, c)
    if not state.cfg.types[c].is_junk:
        take_supply_top(state, p)


# -- Blunt Education -------------------------------------------------------------------------
@deck.card("Blunt Education", 4, copies=3, score=2,
           summary="This turn every card you use counts as 4.")
def blunt_education(state: DaleState, p: int, card: int) -> None:
    """Every card counts as 4 for the rest of the turn (turn effect ``r_blunt_education``)."""
    state.effects.append(("r_blunt_education",))


# -- Bar of Soap -----------------------------------------------------------------------------
@deck.card("Bar of Soap", 5, copies=1, score=2, summary="Draw 5 cards, then discard 6.")
def bar_of_soap(state: DaleState, p: int, card: int) -> None:
    """Draw 5 cards, then discard 6 from your hand one at a time (all of them when fewer)."""
    for _ in range(5):
        m.draw(state, p)
    n = min(6, len(state.hands[p]))
    if n:
        state.frames.append(("r_gorillas_soap", p, n))


@deck.decision("r_gorillas_soap", Frame(left=NUMBER))
class SoapDiscard(DiscardSeveral):
    prompt = "Bar of Soap: choose a card from your hand to discard"


# -- Crown of Sorrow -------------------------------------------------------------------------
@deck.card("Crown of Sorrow", 5, copies=1, bonus=False, score=7,
           summary="Toss every market card, refill the market, then take 1 market card.")
def crown_of_sorrow(state: DaleState, p: int, card: int) -> None:
    """Toss every market card (slot +0 first), refill the market from the supply
    (``dale.cleanup.market_refill``), then take 1 market card (ruling
    ``remaster.gorillas.crown_of_sorrow``)."""
    for slot in range(5):
        if state.market[slot] != EMPTY:
            toss_market_slot(state, slot)
    m.fill_market(state)
    state.frames.append(("r_gorillas_crown", p))


@deck.decision("r_gorillas_crown", Frame())
class CrownTake(TeacherTake):
    prompt = "Crown of Sorrow: take a market card (take +N)"
