"""Desert Monitors, remaster edition: working through your own deck and discard pile. All six
cards are reworked (none is kept from the classic declarations); the classic deck's steps are
still carried by the reprint but no card of this deck pushes them. Mechanics restated in
docs/rules/dale-remaster.md ("Desert Monitors"); rulings in docs/rulings.md ("Remaster —
Desert Monitors").

Cultural Preservation is a waiting entry of this turn (``r_cultural_preservation``) with the
pending modifier ``build_discard_only`` (``card_rules.PENDING_MODIFIERS``): while it waits the
owner's stacks may be made of discard pile cards alone. Slice of Life acts after the clean-up
refill (event ``refilled``).
"""

from __future__ import annotations

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk import desert_monitors as classic
from ludoteca.dale.animalfolk.common import (
    ChooseCard,
    KeepOneSeen,
    discard_seen,
    end_search,
    look_at_top,
    put_back,
    put_back_step,
    search_deck,
    seen_frame,
    take_aside,
    take_card,
)
from ludoteca.dale.cards import ABILITY, PASSIVE
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import CARDS, Frame, Mixing

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = classic.deck.reprint(module=__name__, edition="remaster")

deck.hooks("Duplicate Entry", throws_own=True)


# -- Rigorous Chronicler -----------------------------------------------------------------------
@deck.card("Rigorous Chronicler", 1, score=1,
           summary="Shuffle your discard pile and put it on top of your deck.")
def rigorous_chronicler(state: DaleState, p: int, card: int) -> None:
    """Shuffle your discard pile and put it on top of your deck (the cards under it stay
    where they are). The card itself is still in play and goes onto the emptied discard pile
    afterwards (ruling ``remaster.desert_monitors.rigorous_chronicler``); an empty discard
    pile: nothing happens."""
    pile = list(state.discards[p])
    if not pile:
        return
    state.discards[p].clear()
    m.shuffle(state, pile)
    state.decks[p].extend(pile)  # the end of the list is the top of the deck


# -- Refreshing Drink --------------------------------------------------------------------------
def _drink_use(state: DaleState, p: int, card: int) -> None:
    """Draw 1 card (as any draw), then discard 1 card of the hand (any one: the drawn card or
    this card included; ruling ``remaster.desert_monitors.refreshing_drink``)."""
    m.draw(state, p)
    state.frames.append(("r_desert_monitors_drink", p))


deck.card("Refreshing Drink", 2, ABILITY, copies=3, bonus=False,
          summary="Once per turn: draw 1 card, then discard 1 card from your hand.")
deck.ability("Refreshing Drink", lambda state, p, card: True, _drink_use)


@deck.decision("r_desert_monitors_drink", Frame())
class RefreshingDrinkDiscard(classic._DiscardFromHand):
    prompt = "Refreshing Drink: choose a card of your hand to discard"


# -- Duplicate Entry ---------------------------------------------------------------------------
@deck.card("Duplicate Entry", 3, copies=3, score=4, bonus_first=True,
           summary=("Find 2 cards in your deck; you may toss 1 of them; shuffle the deck and "
                    "put the found cards left on top in the order you choose."))
def duplicate_entry(state: DaleState, p: int, card: int) -> None:
    """Look through your deck and pick 2 of its cards (all of a smaller deck); you may toss 1
    of them; the deck is shuffled and the picked cards left go on top in the order you choose.
    An empty deck is searched as it is (ruling ``remaster.desert_monitors.duplicate_entry``)."""
    if state.decks[p]:
        state.frames.append(("r_desert_monitors_entry", p, search_deck(state, p), ()))


_SEARCH = Frame(seen=CARDS, picked=CARDS, secret={"seen": "player", "picked": "player"},
                secret_choice=True, mixing=Mixing(cards=("seen", "picked")))


@deck.decision("r_desert_monitors_entry", _SEARCH)
class DuplicateEntryPick(ChooseCard):
    """``keep CARD``: one more card of the deck (seen, set aside) is picked; after 2 (or when
    the deck has no other card) the toss step follows."""

    prompt = "Duplicate Entry: choose a card of your deck to pick"
    verb, pile = "keep", 2

    def apply(self, state, frame, action):
        p, seen, picked = frame[1], list(frame[2]), frame[3]
        rest = list(seen)
        picked = picked + (take_card(state, rest, action[1]),)  # it stays aside
        if len(picked) < 2 and rest:
            state.frames.append((frame[0], p, tuple(rest), picked))
        else:
            state.frames.append(("r_desert_monitors_entry_toss", p, tuple(rest), picked))


@deck.decision("r_desert_monitors_entry_toss", _SEARCH)
class DuplicateEntryToss(ChooseCard):
    """``ditch CARD`` tosses one of the picked cards, ``pass`` none; then the deck (the cards
    not picked) is shuffled and the picked cards left go on top, their order chosen next."""

    prompt = "Duplicate Entry: choose a picked card to toss, or pass"
    verb, pile, extra = "ditch", 3, (("pass",),)

    def apply(self, state, frame, action):
        p, rest, picked = frame[1], list(frame[2]), list(frame[3])
        if action[0] == "ditch":
            m.ditch(state, take_aside(state, picked, action[1]))
        end_search(state, p, rest)
        put_back(state, "r_desert_monitors_entry_top", p, p, picked)


put_back_step(deck, "r_desert_monitors_entry_top",
              "Duplicate Entry: choose the next picked card to put on top of your deck")


# -- History Lesson ----------------------------------------------------------------------------
@deck.card("History Lesson", 4, copies=3, score=5, bonus_first=True,
           summary=("Look at the top 3 cards of your deck: take 1 into your hand, discard the "
                    "other 2."))
def history_lesson(state: DaleState, p: int, card: int) -> None:
    """Look at the top 3 cards of your deck (reshuffling the discard pile when the deck runs
    out, as any look at a deck top): take 1 into your hand, discard the others (ruling
    ``remaster.desert_monitors.history_lesson``)."""
    look_at_top(state, p, 3, "r_desert_monitors_lesson")


@deck.decision("r_desert_monitors_lesson", seen_frame())
class HistoryLessonKeep(KeepOneSeen):
    prompt = ("History Lesson: choose the card to take into your hand; the others go to your "
              "discard pile")

    def rest(self, state, frame, seen):
        # in the order they lay, from the top down: the lowest ends on top
        discard_seen(state, frame[1], seen)


# -- Cultural Preservation ---------------------------------------------------------------------


@deck.card("Cultural Preservation", 5, copies=1, score=3,
           summary=("This turn you may build stacks with cards of your discard pile only, "
                    "instead of your hand."))
def cultural_preservation(state: DaleState, p: int, card: int) -> None:
    """For the rest of this turn, each stack you build may be made of cards of your discard
    pile alone (``discard:NAME``), under the usual stack rules; a stack from the hand stays
    allowed, a mix of both is not (ruling ``remaster.desert_monitors.cultural_preservation``).
    The card goes to the discard pile at once (a this-turn effect is not scheduled), so it
    may itself join such a stack."""
    if ("r_cultural_preservation", p) not in state.pending:
        state.pending.append(("r_cultural_preservation", p))


deck.pending_effect("r_cultural_preservation", Frame(),
                    "Seat {seat} may build this turn with cards of their discard pile only "
                    "(Cultural Preservation)", modifies={"build_discard_only": True})


deck.card("Slice of Life", 5, PASSIVE, copies=1, bonus=False,
          summary="At the end of your turn, if this card is in your discard pile, draw 1 card.")


# -- Slice of Life; the end of Cultural Preservation -------------------------------------------
@deck.on("refilled")
def _end_of_turn(state: DaleState, p: int) -> None:
    """After the clean-up refill: Cultural Preservation's entry ends; the seat draws 1 card
    for each Slice of Life then in its discard pile (ruling
    ``remaster.desert_monitors.slice_of_life``: counted once, printed name only)."""
    if ("r_cultural_preservation", p) in state.pending:
        state.pending = [e for e in state.pending if e != ("r_cultural_preservation", p)]
    n = sum(1 for c in state.discards[p] if state.cfg.types[c].name == "Slice of Life")
    for _ in range(n):
        if m.draw(state, p) is None:
            break
