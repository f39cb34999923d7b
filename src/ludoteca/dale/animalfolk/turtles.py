"""Turtles (the Collection): "Finish x" (Impulsive Visionary, Collector's Desire, Groundbreaking
Idea, Inspiration, Insight, Perfect Move). Mechanics restated in docs/rules/dale-cards.md.

Finish (ruling ``dale.card.turtles.finish``, docs/rulings.md): a Finish technique does what it
does now (if anything), then waits unfinished in front of its owner — in its owner's schedule
(``dale.technique.schedule``) with a public pending entry ``("unfinished", owner, card, name,
cost)``; it grants its bonus action as usual. At the start of each of the owner's later turns,
before their first action and at no action's cost, the owner may finish any of their waiting
cards, one after another, by spending the card's cost (``dale.card.spend``): its completion
happens and then the card goes to the discard pile. Perfect Move's cost is the x chosen when it is
finished (stored as cost 0). A card still unfinished when the game ends stays in the schedule
and does nothing.
"""

from __future__ import annotations

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import MoveFromDiscard, deck_top
from ludoteca.dale.animalfolk.spending import order_onto_deck, spend, spendable
from ludoteca.dale.card_rules import Deck
from ludoteca.dale.state import EMPTY, DaleState
from ludoteca.dale.steps import CARD, NUMBER, TEXT, Frame

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("turtles", "Turtles", module=__name__)

#: The Finish cost of each card (0: any x of at least 1, chosen when it is finished).
COST = {"Impulsive Visionary": 1, "Collector's Desire": 2, "Groundbreaking Idea": 2,
        "Inspiration": 3, "Insight": 2, "Perfect Move": 0}
#: Perfect Move: the largest x offered ("any x": only a position file's number field, which
#: holds up to 120, bounds it; ruling dale.card.turtles.finish, as Ice Trade's).
PERFECT_MOVE_MAX = 99

deck.pending_effect("unfinished", Frame(card=CARD, name=TEXT, cost=NUMBER),
               "{name} of seat {seat} waits to be finished (cost {cost}; 0: any amount)")


# ruling: dale.card.turtles.finish (waits in the schedule with a public entry)
def _wait(state: DaleState, p: int, card: int, name: str) -> None:
    """The played card leaves play unfinished: it waits face up in its owner's schedule
    (``dale.technique.schedule``) with a pending entry (the engine then discards nothing and
    grants the bonus action)."""
    m.schedule(state, p, card)
    state.pending.append(("unfinished", p, card, name, COST[name]))


def _waiting(state: DaleState, p: int) -> list[tuple]:
    return [e for e in state.pending if e[0] == "unfinished" and e[1] == p]


# -- playing ------------------------------------------------------------------------------------
@deck.card("Impulsive Visionary", 1, score=3, bonus_first=True,
           summary="Finish 1 (at the start of a later turn): then draw 1 card.")
def impulsive_visionary(state: DaleState, p: int, card: int) -> None:
    """Finish 1; once finished, draw 1 card."""
    _wait(state, p, card, "Impulsive Visionary")


@deck.card("Collector's Desire", 2, copies=3, bonus=False, score=5,
           summary="Finish 2: then take the leftmost market card into your hand.")
def collectors_desire(state: DaleState, p: int, card: int) -> None:
    """Finish 2; once finished, take the leftmost (most expensive) market card into your hand."""
    _wait(state, p, card, "Collector's Desire")


# ruling: dale.card.turtles.groundbreaking_idea (ditch, then top)
@deck.card("Groundbreaking Idea", 3, copies=3, score=3,
           summary=("Throw away 1 card of your discard pile and put 1 on top of your deck. "
                    "Finish 2."))
def groundbreaking_idea(state: DaleState, p: int, card: int) -> None:
    """Now: throw away 1 card of your discard pile, then put 1 card of your discard pile on top
    of your deck. Finish 2 (nothing more happens when it is finished)."""
    _wait(state, p, card, "Groundbreaking Idea")
    state.frames.append(("groundbreaking_top", p))    # resolved second
    state.frames.append(("groundbreaking_ditch", p))  # resolved first


@deck.decision("groundbreaking_ditch", Frame())
class GroundbreakingDitch(MoveFromDiscard):
    prompt = "Groundbreaking Idea: choose a card of your discard pile to throw away"
    verb, to = "ditch", "ditch"


@deck.decision("groundbreaking_top", Frame())
class GroundbreakingTop(MoveFromDiscard):
    prompt = "Groundbreaking Idea: choose a card of your discard pile to put on top of your deck"
    verb, to = "top", "top"


@deck.card("Inspiration", 4, copies=3, score=6, bonus_first=True,
           summary="Draw 2 cards. Finish 3.")
def inspiration(state: DaleState, p: int, card: int) -> None:
    """Draw 2 cards now; Finish 3 (nothing more happens when it is finished)."""
    _wait(state, p, card, "Inspiration")
    m.draw(state, p)
    m.draw(state, p)


# ruling: dale.card.turtles.insight (the top 2 back in the chosen order)
@deck.card("Insight", 5, copies=1, score=3,
           summary="Put the top 2 cards of your deck back in any order. Finish 2: then draw 2.")
def insight(state: DaleState, p: int, card: int) -> None:
    """Now: take the top 2 cards of your deck and put them back in the order you choose.
    Finish 2; once finished, draw 2 cards."""
    _wait(state, p, card, "Insight")
    seen = deck_top(state, p, 2)
    if seen:
        order_onto_deck(state, p, seen)


@deck.card("Perfect Move", 5, copies=1, score=2,
           summary=("Finish x (any x from 1): then put the top x cards of your discard pile on "
                    "your deck in any order."))
def perfect_move(state: DaleState, p: int, card: int) -> None:
    """Finish x (any x of at least 1, chosen when finished); once finished, put the top x cards
    of your discard pile on top of your deck in the order you choose."""
    _wait(state, p, card, "Perfect Move")


# -- finishing ----------------------------------------------------------------------------------
# ruling: dale.card.turtles.finish (finished at the start of a later turn)
@deck.on("turn_start")
def _offer_finishing(state: DaleState, seat: int) -> None:
    if _waiting(state, seat):
        state.frames.append(("finish_waiting", seat))


@deck.decision("finish_waiting", Frame())
class FinishWaiting:
    """Start of the owner's turn: finish a waiting card (``complete NAME``, then spend its
    cost) or ``pass`` (none, or no more this turn)."""

    prompt = "Start of your turn: choose a waiting card to finish (spend its cost), or pass"

    def legal(self, state, frame):
        p = frame[1]
        most = spendable(state, p)
        names = sorted({e[3] for e in _waiting(state, p) if max(e[4], 1) <= most})
        if not names:
            return []
        return [("complete", n) for n in names] + [("pass",)]

    def apply(self, state, frame, action):
        if action[0] == "pass":
            return
        p = frame[1]
        waiting = _waiting(state, p)
        k = next(i for i, e in enumerate(waiting) if e[3] == action[1])
        name, cost = waiting[k][3], waiting[k][4]
        state.frames.append(("finish_waiting", p))  # more may follow, after this one
        if cost:
            spend(state, p, cost, name, k, cost)
        else:
            state.frames.append(("perfect_move_x", p, waiting[k][2]))


# ruling: dale.card.turtles.finish (Perfect Move's x chosen when finished)
@deck.decision("perfect_move_x", Frame(card=CARD))
class PerfectMoveX:
    prompt = "Perfect Move: choose x, the amount to spend (then the top x cards of your discard pile go on your deck)"

    def legal(self, state, frame):
        most = min(spendable(state, frame[1]), PERFECT_MOVE_MAX)
        return [("value", x) for x in range(1, most + 1)]

    def apply(self, state, frame, action):
        p = frame[1]
        waiting = _waiting(state, p)
        k = next(i for i, e in enumerate(waiting) if e[2] == frame[2])
        spend(state, p, action[1], waiting[k][3], k, action[1])


def _finished(state: DaleState, p: int, k: int, x: int) -> None:
    """The cost is paid for seat p's ``k``-th waiting card (in the order of the pending list):
    the completion happens, then the card goes to the discard pile (as a technique does after
    its effect, ``dale.technique.play``)."""
    entry = _waiting(state, p)[k]
    card = entry[2]
    state.pending.remove(entry)
    if card in state.out:  # an older position file kept the waiting card out of the piles
        state.out = tuple(c for c in state.out if c != card)
        state.schedule[p].append(card)
    name = entry[3]
    # dale.technique.schedule: the card leaves the schedule for the discard pile once the
    # completion has fully happened (Perfect Move: after the cards are put back in order)
    if name == "Perfect Move":
        state.frames.append(("release", p, name))
    if name == "Impulsive Visionary":
        m.draw(state, p)
    elif name == "Collector's Desire":
        # ruling: dale.card.turtles.collectors_desire — the leftmost occupied slot; it stays
        # empty until the clean-up refills the market.
        slots = [s for s in range(5) if state.market[s] != EMPTY]
        if slots:
            state.hands[p].append(state.market[slots[-1]])
            state.market[slots[-1]] = EMPTY
    elif name == "Insight":
        m.draw(state, p)
        m.draw(state, p)
    elif name == "Perfect Move":
        pile = state.discards[p]
        top = pile[len(pile) - min(x, len(pile)):]
        del pile[len(pile) - len(top):]
        if top:
            order_onto_deck(state, p, top)
    if name != "Perfect Move":
        m.release(state, p, name, card)


for _name in COST:  # the spend of a waiting card ends in its completion
    deck.after_spend(_name)(_finished)
deck.hooks("Groundbreaking Idea", moves_cards=True, throws_own=True)  # via the market discard pile
