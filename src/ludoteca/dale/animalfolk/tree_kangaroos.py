"""Tree-kangaroos: storing cards (Clever Guardian, Barricade, Wheelbarrow, Vigilance, Supply
Depot, Tactical Measurement). Mechanics restated in docs/rules/dale-cards.md.

To **store** a card is to set it aside face down: it goes to its owner's ``state.stored`` zone
(hidden from the other seats, who see a count; views, positions and determinization treat it
like a hand). Each stored card has one public entry in ``state.pending``, in the order stored
(``stored_card``: taken back at the start of the owner's next turn; ``wheelbarrow_card``: then
thrown away or taken back, the owner's choice), so the ``turn_start`` listener knows which
stored card is which without the entries naming a hidden card.
"""

from __future__ import annotations

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import ChooseCard, TakeJunk, shuffle_into_deck, take_aside
from ludoteca.dale.animalfolk.common import MoveFromHand, take_from_hand, take_pending
from ludoteca.dale.animalfolk.common import technique_step
from ludoteca.dale.card_rules import Deck
from ludoteca.dale.cards import ABILITY, PASSIVE
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import CARDS, NUMBER, Frame, Mixing

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("tree_kangaroos", "Tree-kangaroos", module=__name__)

deck.pending_effect("stored_card", Frame(),
               "Seat {seat} takes a stored card back into their hand at the start of their "
               "next turn")

_KINDS = ("stored_card", "wheelbarrow_card")


def store(state: DaleState, p: int, card: int, kind: str = "stored_card") -> None:
    """Put ``card`` (already out of every pile) into seat p's stored cards, face down, with its
    public entry ``kind`` (``stored_card`` or ``wheelbarrow_card``)."""
    state.stored[p].append(card)  # ruling: dale.card.tree_kangaroos.store
    state.pending.append((kind, p))
    # dale.technique.schedule: the technique that stored it (being resolved: its engine
    # "finish" frame is under its steps) waits face up until the card comes back
    finish = next((f for f in reversed(state.frames) if f[0] == "finish" and f[1] == p), None)
    if finish is not None:
        m.schedule(state, p, finish[2])


#: The techniques that wait in the schedule while their stored cards wait; they leave it when
#: the cards come back at the start of the owner's next turn (Wheelbarrow: once its card is
#: thrown away or taken).
_STORING = ("Clever Guardian", "Vigilance", "Supply Depot")


@deck.on("turn_start")
def _next_turn(state: DaleState, p: int) -> None:
    """The owner's next turn begins: stored cards come back to the hand; a Wheelbarrow's card
    waits for its owner's choice (``wheelbarrow`` step) — ruling
    ``dale.card.tree_kangaroos.wheelbarrow``."""
    entries = take_pending(state, p, _KINDS)
    if not entries:
        return
    cards = list(state.stored[p])
    choose = []
    for kind, card in zip(entries, cards):
        if kind == "stored_card":
            state.stored[p].remove(card)
            state.hands[p].append(card)
        else:
            choose.append(card)
    for c in list(state.schedule[p]):  # dale.technique.schedule: their cards are back
        if state.cfg.types[c].name in _STORING:
            m.release(state, p, state.cfg.types[c].name, c)
    for card in reversed(choose):  # the first stored decides first
        state.frames.append(("release", p, "Wheelbarrow"))  # once the choice is made
        state.frames.append(("wheelbarrow", p, (card,)))


deck.card("Clever Guardian", 1, score=1,
          summary=("Store 1 card from your hand face down; take it back at the start of your "
                   "next turn."))


@technique_step(deck, "Clever Guardian", "clever_guardian", Frame(secret_choice=True))
class CleverGuardianStore(ChooseCard):
    """Store 1 card from your hand; take it back at the start of your next turn."""

    prompt = "Clever Guardian: choose a card from your hand to store until your next turn"
    verb = "store"

    def apply(self, state, frame, action):
        store(state, frame[1], take_from_hand(state, frame[1], action[1]))


deck.card("Barricade", 2, PASSIVE, copies=3, bonus=False,
          summary=("After you draw up at clean-up, you may take up to 2 junk cards from your "
                   "discard pile into your hand."))


@deck.decision("supply_depot", Frame(stored=NUMBER, secret_choice=True))
class SupplyDepotStore(ChooseCard):
    """Store one hand card at a time (``store CARD``), at most 2, or ``done``. Frame:
    ``("supply_depot", player, cards stored so far)``."""

    prompt = "Supply Depot: store a card from your hand until your next turn, or done"
    verb, extra = "store", (("done",),)

    def open(self, state, frame):
        return frame[2] < 2 and bool(state.hands[frame[1]])

    def apply(self, state, frame, action):
        if action[0] == "done":
            return
        p = frame[1]
        store(state, p, take_from_hand(state, p, action[1]))
        state.frames.append(("supply_depot", p, frame[2] + 1))


@deck.card("Wheelbarrow", 3, copies=3, bonus_first=True,
           summary=("Draw 1 card and store it face down; at the start of your next turn, throw "
                    "it away or take it."))
def wheelbarrow(state: DaleState, p: int, card: int) -> None:
    """Draw 1 card and store it; at the start of your next turn, throw it away or take it."""
    drawn = m.draw(state, p)  # ruling: dale.card.tree_kangaroos.wheelbarrow — a usual draw
    if drawn is not None:
        state.hands[p].remove(drawn)
        store(state, p, drawn, "wheelbarrow_card")


deck.pending_effect("wheelbarrow_card", Frame(),
               "Seat {seat} throws away or takes back a stored card at the start of their next "
               "turn (Wheelbarrow)")


@deck.decision("wheelbarrow", Frame(card=CARDS, secret={"card": "player"}, secret_choice=True))
class WheelbarrowChoice:
    """At the start of the next turn: the stored card (shown to its owner only) is thrown away
    (``ditch CARD``) or taken into the hand (``keep CARD``)."""

    prompt = "Wheelbarrow: throw away your stored card or take it into your hand"

    def legal(self, state, frame):
        card = frame[2][0]
        if card not in state.stored[frame[1]]:
            return []
        tok = m.token(state, card)
        return [("ditch", tok), ("keep", tok)]

    def apply(self, state, frame, action):
        p, card = frame[1], frame[2][0]
        state.stored[p].remove(card)
        if action[0] == "ditch":
            m.ditch(state, card)
        else:
            state.hands[p].append(card)


@deck.card("Vigilance", 4, copies=3, bonus_first=True,
           summary=("Store 1 card of your choice from your deck face down and shuffle the "
                    "deck; take it at the start of your next turn."))
def vigilance(state: DaleState, p: int, card: int) -> None:
    """Search your deck for 1 card, store it, and shuffle the deck; take it at the start of
    your next turn. ruling: dale.card.tree_kangaroos.vigilance — an empty deck is searched
    as it is (no reshuffle of the discard pile): nothing is stored."""
    deck = state.decks[p]
    if deck:  # the deck is searched face up for its owner: set aside while choosing
        seen = tuple(deck)
        deck.clear()
        state.aside.extend(seen)
        state.frames.append(("vigilance", p, seen))


@deck.card("Supply Depot", 5, copies=1, score=1,
           summary=("Store up to 2 cards from your hand face down; take them back at the start "
                    "of your next turn."))
def supply_depot(state: DaleState, p: int, card: int) -> None:
    """Store 0–2 cards from your hand; take them back at the start of your next turn."""
    state.frames.append(("supply_depot", p, 0))  # ruling: dale.card.tree_kangaroos.supply_depot


@deck.decision("vigilance", Frame(deck=CARDS, secret={"deck": "player"}, secret_choice=True,
                             mixing=Mixing(cards=("deck",))))
class VigilanceStore:
    """Choose the deck card to store (``store CARD``); the others go back and the deck is
    shuffled. While the choice is pending the deck's cards are set aside (``state.aside``),
    shown to their owner only. The other seats cannot tell which card was taken (the deck's
    cards become one pool for them)."""

    prompt = "Vigilance: choose a card of your deck to store until your next turn"

    def legal(self, state, frame):
        return [("store", t) for t in m.plain_tokens(state, [c for c in frame[2]
                                                              if c in state.aside])]

    def apply(self, state, frame, action):
        p = frame[1]
        seen = [c for c in frame[2] if c in state.aside]
        store(state, p, take_aside(state, seen, action[1]))
        shuffle_into_deck(state, p, seen)


def _barricades(state: DaleState, p: int) -> int:
    """How many cards of seat p's hand are, or as a chameleon may copy, Barricade."""
    n = 0
    for c in state.hands[p]:
        t = state.cfg.types[c]
        if t.name == "Barricade" or "Barricade" in m.copy_targets(state, p, c):
            n += 1
    return n


@deck.on("refilled")
def _refilled(state: DaleState, p: int) -> None:
    """Barricade: after the clean-up draw, 0–2 junk cards from the discard pile per Barricade
    in hand (ruling ``dale.card.tree_kangaroos.barricade``)."""
    n = _barricades(state, p)  # ruling: dale.card.tree_kangaroos.barricade
    if n:
        state.frames.append(("barricade", p, 0, 2 * n))


@deck.decision("barricade", Frame(taken=NUMBER, limit=NUMBER))
class BarricadeTake(TakeJunk):
    """Take junk from the discard pile into the hand one at a time (``keep junk``), up to
    ``limit``, or ``done``. Frame: ``("barricade", player, taken, limit)``."""

    rule = "dale.cleanup.draw"
    prompt = "Barricade: take a junk card from your discard pile into your hand, or done"

    def limit(self, frame):
        return frame[3]


def _tactical_use(state: DaleState, p: int, card: int) -> None:
    """Draw 1 card, then put 1 card from the hand on top of the deck."""
    m.draw(state, p)
    state.frames.append(("tactical_measurement", p))


deck.card("Tactical Measurement", 5, ABILITY, copies=1, bonus=False,
          summary=("Once per turn: draw 1 card, then put 1 card from your hand on top of your "
                   "deck."))
deck.ability("Tactical Measurement", lambda state, p, card: True, _tactical_use)


@deck.decision("tactical_measurement", Frame(secret_choice=True, mixing=Mixing(hands=("player",))))
class TacticalMeasurementTop(MoveFromHand):
    prompt = "Tactical Measurement: choose a card from your hand to put on top of your deck"
    verb = to = "top"


