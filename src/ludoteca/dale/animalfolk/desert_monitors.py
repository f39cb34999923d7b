"""Desert Monitors (Dale 3): working through your own deck and discard pile (Rigorous
Chronicler, Refreshing Drink, Duplicate Entry, History Lesson, Cultural Preservation, Slice of
Life). Mechanics restated in docs/rules/dale-cards.md.

Rigorous Chronicler is a card hook (``pay_values``): when it pays, its owner names its value,
1, 2 or 3 (``Rigorous Chronicler=3``). Refreshing Drink and Slice of Life are once-per-turn
abilities that end in a discard step.
"""

from __future__ import annotations

from ludoteca.dale.card_rules import Deck
from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import ChooseCard, DiscardFromHand, end_search, search_deck
from ludoteca.dale.animalfolk.common import DiscardSeen, take_aside
from ludoteca.dale.cards import ABILITY, PASSIVE
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import CARDS, NUMBER, Frame, Mixing

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("desert_monitors", "Desert Monitors", module=__name__)

deck.card("Rigorous Chronicler", 1, PASSIVE, bonus=False,
          summary="When it pays, it is worth 1, 2 or 3, as you choose.")
# Rigorous Chronicler: when it pays, it counts as 1, 2 or 3, chosen then (dale.value.altered;
# ruling: dale.card.desert_monitors.rigorous_chronicler — the chosen value replaces every
# other change of its value for that payment).
deck.hooks("Rigorous Chronicler", pay_values=(1, 2, 3))  # ruling: dale.card.desert_monitors.rigorous_chronicler
deck.hooks("Duplicate Entry", throws_own=True)


# ---------------------------------------------------------------------------------------------
# Refreshing Drink, Slice of Life (abilities): a discard from the hand.
# ---------------------------------------------------------------------------------------------
def _drink_use(state: DaleState, p: int, card: int) -> None:
    """Discard 1 card of your hand (any one, this card included)."""
    state.frames.append(("refreshing_drink", p))


def _slice_use(state: DaleState, p: int, card: int) -> None:
    """Draw 1 card, then discard 1 card of your hand (any one, the drawn card or this card
    included)."""
    m.draw(state, p)
    state.frames.append(("slice_of_life", p))


deck.card("Refreshing Drink", 2, ABILITY, copies=3, bonus=False,
          summary="Once per turn: discard 1 card from your hand.")
# ruling: dale.card.desert_monitors.refreshing_drink (both abilities)
deck.ability("Refreshing Drink", lambda state, p, card: True, _drink_use)
deck.ability("Slice of Life", lambda state, p, card: True, _slice_use)


class _DiscardFromHand(DiscardFromHand):
    rule = "dale.discard.own_pile"


@deck.decision("refreshing_drink", Frame())
class RefreshingDrinkDiscard(_DiscardFromHand):
    prompt = "Refreshing Drink: choose a card of your hand to discard"


@deck.decision("slice_of_life", Frame())
class SliceOfLifeDiscard(_DiscardFromHand):
    prompt = "Slice of Life: choose a card of your hand to discard"


# ---------------------------------------------------------------------------------------------
# Duplicate Entry
# ---------------------------------------------------------------------------------------------
@deck.card("Duplicate Entry", 3, copies=3, score=4, bonus_first=True,
           summary="Look through your deck, throw away up to 1 card of it, then shuffle it.")
def duplicate_entry(state: DaleState, p: int, card: int) -> None:
    """Look through your deck, throw away 0 or 1 of its cards, then shuffle it (an empty deck
    is not rebuilt from the discard pile: ruling dale.card.desert_monitors.search)."""
    if state.decks[p]:  # ruling: dale.card.desert_monitors.search
        state.frames.append(("duplicate_entry", p, search_deck(state, p)))


@deck.decision("duplicate_entry", Frame(seen=CARDS, secret={"seen": "player"}))
class DuplicateEntryDitch(ChooseCard):
    """``ditch CARD`` throws that card of your deck away; ``pass`` throws none. The deck is
    shuffled either way."""

    prompt = "Duplicate Entry: choose a card of your deck to throw away, or pass"
    verb, pile, extra = "ditch", 2, (("pass",),)

    def apply(self, state, frame, action):
        p, seen = frame[1], list(frame[2])
        if action[0] == "ditch":
            m.ditch(state, take_aside(state, seen, action[1]))
        end_search(state, p, seen)


# ---------------------------------------------------------------------------------------------
# History Lesson
# ---------------------------------------------------------------------------------------------
@deck.card("History Lesson", 4, copies=3, score=2,
           summary="Shuffle up to 3 cards from the top of your discard pile into your deck.")
def history_lesson(state: DaleState, p: int, card: int) -> None:
    """Take 0–3 cards from the top of your discard pile and shuffle them into your deck."""
    if state.discards[p]:  # ruling: dale.card.desert_monitors.history_lesson
        state.frames.append(("history_lesson", p))


@deck.decision("history_lesson", Frame())
class HistoryLessonReturn:
    """``return N``: the top N cards of your discard pile (0–3, at most the pile) are shuffled
    into your deck (with N = 0 nothing happens and the deck is not shuffled)."""

    prompt = "History Lesson: how many cards from the top of your discard pile go into your deck?"

    def legal(self, state, frame):
        return [("return", k) for k in range(min(3, len(state.discards[frame[1]])) + 1)]

    def apply(self, state, frame, action):
        p, k = frame[1], action[1]
        if k == 0:
            return
        for _ in range(k):
            state.decks[p].append(state.discards[p].pop())
        m.shuffle(state, state.decks[p])


# ---------------------------------------------------------------------------------------------
# Cultural Preservation
# ---------------------------------------------------------------------------------------------
@deck.card("Cultural Preservation", 5, copies=1, score=7, bonus_first=True,
           summary=("Take up to 3 cards from your deck: 1 into your hand, the others onto your "
                    "discard pile; then shuffle."))
def cultural_preservation(state: DaleState, p: int, card: int) -> None:
    """Search your deck for up to 3 cards: 1 of them into your hand, the others onto your
    discard pile; then shuffle the deck (an empty deck is not rebuilt: ruling
    dale.card.desert_monitors.search)."""
    if state.decks[p]:  # ruling: dale.card.desert_monitors.search
        state.frames.append(("cultural_preservation", p, search_deck(state, p)))


deck.card("Slice of Life", 5, ABILITY, copies=1, bonus=False,
          summary="Once per turn: draw 1 card, then discard 1 card.")


@deck.decision("cultural_preservation", Frame(seen=CARDS, secret={"seen": "player"},
                                         secret_choice=True, mixing=Mixing(cards=("seen",))))
class CulturalPreservationKeep(ChooseCard):
    """The card for the hand (``keep CARD``), or ``pass`` to take no card at all (the deck is
    still shuffled). Up to 2 more cards go to the discard pile next."""

    prompt = "Cultural Preservation: choose a card of your deck to take into your hand, or pass"
    verb, pile, extra = "keep", 2, (("pass",),)

    def apply(self, state, frame, action):
        p, seen = frame[1], list(frame[2])
        if action[0] == "pass":
            end_search(state, p, seen)
            return
        state.hands[p].append(take_aside(state, seen, action[1]))
        state.frames.append(("cultural_preservation_discard", p, tuple(seen), 2))


@deck.decision("cultural_preservation_discard", Frame(seen=CARDS, left=NUMBER,
                                                 secret={"seen": "player"}))
class CulturalPreservationDiscard(DiscardSeen):
    """``discard CARD`` puts one more card of your deck onto your discard pile (up to
    ``left``), or ``done``; then the deck is shuffled."""

    prompt = "Cultural Preservation: choose a card of your deck to discard, or done"
    pile = 2

    def again(self, state, frame, seen):
        if frame[3] <= 1:
            return False
        state.frames.append(("cultural_preservation_discard", frame[1], tuple(seen), frame[3] - 1))
        return True

    def finish(self, state, frame, seen):
        end_search(state, frame[1], seen)
