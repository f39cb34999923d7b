"""Mongooses (the Collection): effects that depend on the day/night clock (Dramatic Romantic,
Bouquets, Selecting Contracts, Serenade, Spinning Wheel, Inheritance). Mechanics restated in
docs/rules/dale-cards.md; the clock is ``state.clock`` (docs/rulings.md, Mongooses).

ruling: dale.card.mongooses.clock — one clock for the whole table (the classic box has one),
starting on day; only Dramatic Romantic's ability moves it, and "forward" from night is day.
"""

from __future__ import annotations

from ludoteca.dale.card_rules import Deck
from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import ChooseCard, KeepOneDitchRest, advance_clock
from ludoteca.dale.animalfolk.common import MoveFromHand, OneAtATime, offer_supply
from ludoteca.dale.animalfolk.common import is_night, put_back, put_back_step
from ludoteca.dale.animalfolk.common import seen_frame, take_aside
from ludoteca.dale.cards import ABILITY, PASSIVE
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import CARDS, NUMBER, Frame, Mixing

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("mongooses", "Mongooses", module=__name__)

for _name in ("Dramatic Romantic", "Bouquets", "Selecting Contracts", "Serenade",
              "Spinning Wheel", "Inheritance"):
    deck.hooks(_name, uses_clock=True)  # the game keeps the day/night clock
deck.hooks("Selecting Contracts", throws_own=True)

put_back_step(deck, "selecting_contracts_order",
              "Selecting Contracts: choose the card to put on your deck next (the last one ends "
              "on top)")


# -- Dramatic Romantic -----------------------------------------------------------------------
def _can_turn_clock(state: DaleState, p: int, card: int) -> bool:
    return state.clock is not None


def _turn_clock(state: DaleState, p: int, card: int) -> None:
    """Move the clock 1 step forward (day → night, night → day)."""
    advance_clock(state)


deck.card("Dramatic Romantic", 1, ABILITY, bonus=False,
          summary="Once per turn: turn the clock (day becomes night, night becomes day).")
deck.ability("Dramatic Romantic", _can_turn_clock, _turn_clock)  # ruling: dale.card.mongooses.dramatic_romantic


# -- Bouquets --------------------------------------------------------------------------------
@deck.card("Bouquets", 2, copies=3, bonus=False, score=8,
           summary="Draw 2 market deck cards by day, 1 by night: keep 1, throw the rest away.")
def bouquets(state: DaleState, p: int, card: int) -> None:
    """Draw 2 market deck cards by day, 1 by night; keep 1, throw the rest away."""
    # ruling: dale.card.mongooses.bouquets — a single card is kept
    offer_supply(state, p, 1 if is_night(state) else 2, "bouquets")


@deck.decision("bouquets", seen_frame())
class BouquetsKeep(KeepOneDitchRest):
    prompt = "Bouquets: choose the card to keep; the other is thrown away"


# -- Selecting Contracts ---------------------------------------------------------------------
@deck.card("Selecting Contracts", 3, copies=3, score=2,
           summary=("Take up to 3 cards (night: 1) from the top of your discard pile: throw 1 "
                    "away, the rest go on top of your deck."))
def selecting_contracts(state: DaleState, p: int, card: int) -> None:
    """Take 0–3 cards (day) or 0–1 (night) from the top of your discard pile; throw 1 of them
    away and put the rest on top of your deck."""
    # ruling: dale.card.mongooses.selecting_contracts — one at a time from the top, 0 allowed
    state.frames.append(("selecting_contracts", p, (), 1 if is_night(state) else 3))


@deck.decision("selecting_contracts", Frame(taken=CARDS, limit=NUMBER))
class SelectingContractsTake:
    prompt = ("Selecting Contracts: take the top card of your discard pile (keep CARD), or done")

    def legal(self, state, frame):
        p, taken, limit = frame[1], frame[2], frame[3]
        pile = state.discards[p]
        if not taken and not pile:
            return []
        out = [("keep", m.token(state, pile[-1]))] if pile and len(taken) < limit else []
        return out + [("done",)]

    def apply(self, state, frame, action):
        p, taken, limit = frame[1], frame[2], frame[3]
        if action[0] == "keep":
            c = state.discards[p].pop()
            state.aside.append(c)
            state.frames.append(("selecting_contracts", p, taken + (c,), limit))
        elif taken:
            state.frames.append(("selecting_contracts_ditch", p, taken))


@deck.decision("selecting_contracts_ditch", Frame(taken=CARDS))
class SelectingContractsDitch(ChooseCard):
    prompt = ("Selecting Contracts: choose the card to throw away; the rest goes on top of your "
              "deck")
    verb, pile = "ditch", 2

    def apply(self, state, frame, action):
        p, taken = frame[1], list(frame[2])
        m.ditch(state, take_aside(state, taken, action[1]))
        put_back(state, "selecting_contracts_order", p, p, taken)


# -- Serenade --------------------------------------------------------------------------------
@deck.card("Serenade", 4, copies=3, score=5, bonus_first=True,
           summary=("Draw 3 cards (night: 1), then put 2 (night: 1) cards from your hand on "
                    "top of your deck."))
def serenade(state: DaleState, p: int, card: int) -> None:
    """Draw 3 cards by day, 1 by night; then put 2 (day) or 1 (night) hand cards on top of
    your deck."""
    night = is_night(state)
    for _ in range(1 if night else 3):
        m.draw(state, p)
    state.frames.append(("serenade", p, 1 if night else 2))  # ruling: dale.card.mongooses.serenade


@deck.decision("serenade", Frame(left=NUMBER, secret_choice=True, mixing=Mixing(hands=("player",))))
class SerenadePutBack(OneAtATime, MoveFromHand):
    prompt = ("Serenade: choose a card from your hand to put on top of your deck (the last one "
              "ends on top)")
    verb = to = "top"


# -- Spinning Wheel --------------------------------------------------------------------------
@deck.card("Spinning Wheel", 5, copies=1, score=4,
           summary="Discard any number of cards, then draw that many plus 1 (night: that many).")
def spinning_wheel(state: DaleState, p: int, card: int) -> None:
    """Discard x hand cards (x may be 0); then draw x + 1 by day, x by night."""
    state.frames.append(("spinning_wheel", p, 0))  # ruling: dale.card.mongooses.spinning_wheel


@deck.decision("spinning_wheel", Frame(discarded=NUMBER))
class SpinningWheelDiscard(ChooseCard):
    prompt = ("Spinning Wheel: discard one more card from your hand, or done (then draw as many, "
              "plus 1 by day)")
    verb, extra = "discard", (("done",),)

    def apply(self, state, frame, action):
        p, x = frame[1], frame[2]
        if action[0] == "discard":
            c = m.find_card(state, state.hands[p], action[1])
            m.discard_in_order(state, p, c, x)  # a batch: its order is no choice
            state.frames.append(("spinning_wheel", p, x + 1))
            return
        for _ in range(x if is_night(state) else x + 1):
            m.draw(state, p)


# -- Inheritance -----------------------------------------------------------------------------
def _inheritance(state: DaleState, p: int, card: int) -> None:
    """At the clean-up draw: take up to 2 (day) or 1 (night) cards from the top of your discard
    pile instead of drawing them (``dale.cleanup.draw``).

    ruling: dale.card.mongooses.inheritance — it works from the hand at clean-up (a passive);
    the cards are taken one at a time from the top before the deck is drawn from, and count
    toward the hand size; taking is optional ("may")."""
    state.frames.append(("inheritance", p, 0, 1 if is_night(state) else 2))


deck.card("Inheritance", 5, PASSIVE, copies=1, bonus=False,
          summary=("At clean-up you may take up to 2 cards (night: 1) from the top of your "
                   "discard pile instead of drawing them."))
deck.hooks("Inheritance", cleanup_draw=_inheritance)


@deck.decision("inheritance", Frame(taken=NUMBER, limit=NUMBER))
class InheritanceTake:
    rule = "dale.cleanup.draw"
    prompt = ("Inheritance: take the top card of your discard pile instead of drawing it (keep "
              "CARD), or done")

    def legal(self, state, frame):
        p, taken, limit = frame[1], frame[2], frame[3]
        pile = state.discards[p]
        if taken >= limit or not pile or len(state.hands[p]) >= m.hand_size(state, p):
            return []
        return [("keep", m.token(state, pile[-1])), ("done",)]

    def apply(self, state, frame, action):
        if action[0] == "keep":
            p = frame[1]
            state.hands[p].append(state.discards[p].pop())
            state.frames.append(("inheritance", p, frame[2] + 1, frame[3]))
