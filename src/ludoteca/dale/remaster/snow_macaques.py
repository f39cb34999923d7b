"""Snow Macaques (remaster, new deck): clutter (junk) put to use — Pristine Owner, Bonsai, Rake,
Slot Machine, Generation Change, Warm Embrace. Mechanics restated in
docs/rules/dale-remaster.md ("Snow Macaques"); rulings in docs/rulings.md ("Remaster — Snow
Macaques"). Clutter is the remaster's word for junk: every junk rule applies. The deck's steps
are prefixed ``r_snow_macaques_``.
"""

from __future__ import annotations

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import (ChooseCard, DiscardSeen, TakeFromDiscard,
                                             end_search, search_deck, seen_frame, take_aside,
                                             take_junk)
from ludoteca.dale.card_rules import Deck
from ludoteca.dale.cards import PASSIVE
from ludoteca.dale.remaster.shared import OneChoiceOrPass
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import CARDS, NUMBER, Frame, Mixing

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("snow_macaques", "Snow Macaques", module=__name__, edition="remaster")

deck.hooks("Rake", throws_own=True)
deck.hooks("Warm Embrace", stall_stack_junk=1)


def _junk_on_deck(state: DaleState, p: int) -> None:
    """Put 1 junk card from the junkyard on top of seat p's deck (a junk substitute when the
    junkyard is empty, nothing when none is left: ruling ``remaster.snow_macaques.junk``)."""
    card = take_junk(state)
    if card is not None:
        state.decks[p].append(card)


# -- Pristine Owner ---------------------------------------------------------------------------
@deck.card("Pristine Owner", 1, score=2,
           summary="Draw 2 cards, then put 1 junk card from the junkyard on top of your deck.")
def pristine_owner(state: DaleState, p: int, card: int) -> None:
    """Draw 2 cards, then put 1 junk card from the junkyard on top of your deck."""
    for _ in range(2):
        m.draw(state, p)
    _junk_on_deck(state, p)


# -- Bonsai -----------------------------------------------------------------------------------
def _junk_in_hand(state: DaleState, p: int) -> list[int]:
    return [c for c in state.hands[p] if state.cfg.types[c].is_junk]


def _bonsai(state: DaleState, p: int, card: int) -> None:
    """At the clean-up (hook ``cleanup_draw``), before the draw: once per Bonsai in the hand,
    the trade is offered (ruling ``remaster.snow_macaques.bonsai``)."""
    n = sum(1 for c in state.hands[p] if state.cfg.types[c].name == "Bonsai")
    state.frames.append(("r_snow_macaques_bonsai", p, n))


deck.card("Bonsai", 2, PASSIVE, copies=3, bonus=False,
          summary=("At the end of your turn, while in your hand: you may discard 2 junk cards "
                   "to draw 3 cards."))
deck.hooks("Bonsai", cleanup_draw=_bonsai)


@deck.decision("r_snow_macaques_bonsai", Frame(left=NUMBER))
class BonsaiTrade(OneChoiceOrPass):
    """``discard junk``: 2 junk cards of the hand go to the discard pile and 3 cards are drawn;
    or ``pass``. Frame ``(kind, player, uses left)``."""

    rule = "dale.cleanup.draw"
    prompt = "Bonsai: discard junk to discard 2 junk cards and draw 3 cards, or pass"

    def offer(self, state, frame):
        return ("discard", "junk") if len(_junk_in_hand(state, frame[1])) >= 2 else None

    def use(self, state, frame, action):
        from ludoteca.dale import engine_hooks as h

        p = frame[1]
        for c in _junk_in_hand(state, p)[:2]:
            h.remove_from_hand(state, p, c)
            m.discard(state, p, c)
        for _ in range(3):
            m.draw(state, p)
        if frame[2] > 1:
            state.frames.append((frame[0], p, frame[2] - 1))


# -- Rake -------------------------------------------------------------------------------------
@deck.card("Rake", 3, copies=3, score=3, bonus_first=True,
           summary=("Look through your deck: toss up to 1 card and discard up to 2, then "
                    "shuffle it."))
def rake(state: DaleState, p: int, card: int) -> None:
    """Look through your deck (a search: an empty deck is not rebuilt); toss up to 1 of its
    cards, then discard up to 2 of them, then shuffle the rest back as the deck."""
    seen = search_deck(state, p)
    if seen:
        state.frames.append(("r_snow_macaques_rake_toss", p, seen))


@deck.decision("r_snow_macaques_rake_toss", seen_frame())
class RakeToss(ChooseCard):
    prompt = "Rake: choose a card of your deck to toss, or pass"
    verb, pile, extra = "ditch", 2, (("pass",),)

    def apply(self, state, frame, action):
        p, seen = frame[1], list(frame[2])
        if action[0] == "ditch":
            m.ditch(state, take_aside(state, seen, action[1]))
        _discard_next(state, p, seen, 2)


def _discard_next(state: DaleState, p: int, seen: list[int], left: int) -> None:
    if seen and left:
        state.frames.append(("r_snow_macaques_rake_discard", p, tuple(seen), left))
    else:
        end_search(state, p, seen)


@deck.decision("r_snow_macaques_rake_discard", Frame(
    seen=CARDS, left=NUMBER, secret={"seen": "player"}, secret_choice=True,
    mixing=Mixing(cards=("seen",))))
class RakeDiscard(DiscardSeen):
    """Frame ``(kind, player, the deck's cards still aside, discards left)``: ``discard CARD``
    onto your discard pile, or ``done``; the rest is shuffled back as the deck."""

    prompt = "Rake: choose a card of your deck to discard, or done (the rest is shuffled back)"
    pile = 2

    def again(self, state, frame, seen):
        _discard_next(state, frame[1], seen, frame[3] - 1)
        return True

    def finish(self, state, frame, seen):
        end_search(state, frame[1], seen)


# -- Slot Machine -----------------------------------------------------------------------------
@deck.card("Slot Machine", 4, copies=3, score=4, bonus_first=True,
           summary=("Draw until you draw a card that is not junk; the junk drawn goes to your "
                    "discard pile."))
def slot_machine(state: DaleState, p: int, card: int) -> None:
    """Draw one card at a time until one is not junk; the junk drawn is set aside meanwhile and
    then discarded (ruling ``remaster.snow_macaques.slot_machine``: the draws come from the deck
    and its reshuffled discard pile only, never from the junkyard)."""
    from ludoteca.dale import engine_hooks as h

    drawn: list[int] = []
    while state.decks[p] or state.discards[p]:
        c = m.draw(state, p)
        if c is None or not state.cfg.types[c].is_junk:
            break
        h.remove_from_hand(state, p, c)
        drawn.append(c)
    for c in drawn:
        m.discard(state, p, c)


# -- Generation Change ------------------------------------------------------------------------
@deck.card("Generation Change", 5, copies=1, score=4,
           summary=("Take 2 cards of your choice from your discard pile, then put 2 junk cards "
                    "from the junkyard on top of your deck."))
def generation_change(state: DaleState, p: int, card: int) -> None:
    """Take 2 cards of your choice from your discard pile, one at a time, then put 2 junk cards
    from the junkyard on top of your deck."""
    if state.discards[p]:
        state.frames.append(("r_snow_macaques_generation_change", p, 2))
    else:
        for _ in range(2):
            _junk_on_deck(state, p)


deck.card("Warm Embrace", 5, PASSIVE, copies=1, bonus=False,
          summary="While in your stall: each new stack you build may hold 1 junk card.")


@deck.decision("r_snow_macaques_generation_change", Frame(left=NUMBER))
class GenerationChangeTake(TakeFromDiscard):
    """Frame ``(kind, player, cards still to take)``: ``keep CARD`` (of equal cards the
    topmost); when done (or the pile is empty) the 2 junk cards go on the deck."""

    prompt = "Generation Change: take a card of your discard pile into your hand (2 in all)"
    topmost = True

    def then(self, state, frame, card):
        p = frame[1]
        if frame[2] > 1 and state.discards[p]:
            state.frames.append((frame[0], p, frame[2] - 1))
        else:
            for _ in range(2):
                _junk_on_deck(state, p)
