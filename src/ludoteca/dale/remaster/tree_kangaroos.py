"""Tree-kangaroos, remaster edition: storing cards (set aside face down, back in the hand at
the start of the owner's next turn). Clever Guardian, Barricade and Vigilance are as in the
classic edition (their declarations reused, with the classic deck's store, its waiting
entries and its start-of-turn listener); Wheelbarrow (toss or store the deck's top card now),
Supply Depot (the deck's top 2 cards stored) and Tactical Measurement (now an end-of-turn
ability) are reworked. Mechanics restated in docs/rules/dale-remaster.md ("Tree-kangaroos");
rulings in docs/rulings.md ("Remaster — Tree-kangaroos").
"""

from __future__ import annotations

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk import tree_kangaroos as classic
from ludoteca.dale.animalfolk.common import (
    ChooseCard,
    copies_in_hand,
    deck_top,
    take_from_hand,
)
from ludoteca.dale.cards import PASSIVE
from ludoteca.dale.remaster.shared import OneChoiceOrPass
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import CARDS, NUMBER, Frame, Mixing

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = classic.deck.reprint(module=__name__, edition="remaster")

deck.card("Clever Guardian", 1, keep=True)
deck.card("Barricade", 2, PASSIVE, copies=3, bonus=False, keep=True)


# -- Wheelbarrow -------------------------------------------------------------------------------
@deck.card("Wheelbarrow", 3, copies=3, score=2,
           summary=("Look at the top card of your deck: toss it, or store it face down until "
                    "the start of your next turn."))
def wheelbarrow(state: DaleState, p: int, card: int) -> None:
    """Look at the top card of your deck (the discard pile reshuffled when the deck is empty);
    toss it or store it (ruling ``remaster.tree_kangaroos.wheelbarrow``)."""
    top = m.top_of_deck(state, p)
    if top is not None:
        state.aside.append(top)
        state.frames.append(("r_tree_kangaroos_wheelbarrow", p, (top,)))


deck.hooks("Wheelbarrow", throws_own=True)


deck.card("Vigilance", 4, copies=3, keep=True)


@deck.decision("r_tree_kangaroos_wheelbarrow", Frame(card=CARDS, secret={"card": "player"},
                                                    secret_choice=True))
class WheelbarrowChoice:
    """``ditch CARD``: the card is tossed (face up); ``store CARD``: it is stored and comes
    back to the hand at the start of your next turn (Wheelbarrow waits in the schedule until
    then)."""

    prompt = "Wheelbarrow: toss the top card of your deck (ditch) or store it"

    def legal(self, state, frame):
        tok = m.token(state, frame[2][0])
        return [("ditch", tok), ("store", tok)]

    def apply(self, state, frame, action):
        p, card = frame[1], frame[2][0]
        state.aside.remove(card)
        if action[0] == "ditch":
            m.ditch(state, card)
        else:
            classic.store(state, p, card)


@deck.on("turn_start")
def _release_wheelbarrows(state: DaleState, p: int) -> None:
    """The owner's next turn begins: the classic listener has put the stored cards back in
    the hand; a Wheelbarrow waiting for its card leaves the schedule (dale.technique.schedule,
    ruling ``remaster.tree_kangaroos.wheelbarrow``)."""
    for c in list(state.schedule[p]):
        if state.cfg.types[c].name == "Wheelbarrow":
            m.release(state, p, "Wheelbarrow", c)


# -- Supply Depot ------------------------------------------------------------------------------
@deck.card("Supply Depot", 5, copies=1, score=2, bonus_first=True,
           summary=("Store the top 2 cards of your deck face down; take them at the start of "
                    "your next turn."))
def supply_depot(state: DaleState, p: int, card: int) -> None:
    """Store the top 2 cards of your deck, one at a time (the discard pile reshuffled when the
    deck runs out; fewer when no card is left); take them back at the start of your next turn
    (ruling ``remaster.tree_kangaroos.supply_depot``)."""
    for c in deck_top(state, p, 2):
        classic.store(state, p, c)


deck.card("Tactical Measurement", 5, PASSIVE, copies=1, bonus=False,
          summary=("At the end of your turn you may draw 2 cards, then put 2 cards from your "
                   "hand on top of your deck."))


# -- Tactical Measurement ----------------------------------------------------------------------
@deck.on("refilled")
def _tactical(state: DaleState, p: int) -> None:
    """After the clean-up refill: for each Tactical Measurement in the hand (a chameleon that
    may copy it counts) the seat may draw 2 cards, then put 2 cards from the hand on top of
    its deck (ruling ``remaster.tree_kangaroos.tactical_measurement``)."""
    for _ in range(copies_in_hand(state, p, "Tactical Measurement")):
        state.frames.append(("r_tree_kangaroos_tactical", p))


@deck.decision("r_tree_kangaroos_tactical", Frame())
class TacticalMeasurementUse(OneChoiceOrPass):
    """``use Tactical Measurement``: draw 2, then put 2 hand cards on top of the deck; or
    ``pass``. Offered while a Tactical Measurement is still in the hand."""

    rule = "dale.cleanup.draw"
    prompt = "Tactical Measurement: draw 2 cards and put 2 back on your deck (use), or pass"

    def offer(self, state, frame):
        if not copies_in_hand(state, frame[1], "Tactical Measurement"):
            return None
        return ("use", "Tactical Measurement")

    def use(self, state, frame, action):
        p = frame[1]
        for _ in range(2):
            m.draw(state, p)
        state.frames.append(("r_tree_kangaroos_tactical_top", p, 2))


@deck.decision("r_tree_kangaroos_tactical_top", Frame(left=NUMBER, secret_choice=True,
                                                     mixing=Mixing(hands=("player",))))
class TacticalMeasurementTop(ChooseCard):
    """``top CARD``: a hand card goes on top of the deck; asked again while one more is to go
    (the second one ends on top)."""

    rule = "dale.cleanup.draw"
    prompt = "Tactical Measurement: choose a card from your hand to put on top of your deck"
    verb = "top"

    def apply(self, state, frame, action):
        p = frame[1]
        state.decks[p].append(take_from_hand(state, p, action[1]))
        if frame[2] > 1:
            state.frames.append((frame[0], p, frame[2] - 1))
