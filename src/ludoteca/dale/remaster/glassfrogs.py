"""Glassfrogs (remaster, new deck): effects that may be repeated (Bouncy Researcher, Gyroscope,
Stethoscope, Yoyo), Time Capsule (acts when it lands on its owner's discard pile) and
Magician's Touch (look at the top of the deck). Mechanics restated in
docs/rules/dale-remaster.md ("Glassfrogs"); the source gives no verified timings, so the
moments are rulings in docs/rulings.md ("Remaster — Glassfrogs"). The deck's steps are
prefixed ``r_glassfrogs_``.

"May repeat" (ruling ``remaster.glassfrogs.repeat``): the effect happens once, then its
player may do it again any number of times (``done`` stops).
"""

from __future__ import annotations

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import (ChooseCard, search_deck, seen_frame, take_aside,
                                             take_card, take_from_hand)
from ludoteca.dale.card_rules import Deck
from ludoteca.dale.cards import ABILITY, PASSIVE
from ludoteca.dale.remaster.shared import DitchFromDiscard, ask
from ludoteca.dale.state import EMPTY, DaleState
from ludoteca.dale.steps import CARDS, NUMBER, Frame, Mixing

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("glassfrogs", "Glassfrogs", module=__name__, edition="remaster")

deck.hooks("Time Capsule", throws_own=True)  # it tosses a card of its owner's discard pile


# -- Bouncy Researcher ------------------------------------------------------------------------
@deck.card("Bouncy Researcher", 1, score=2,
           summary="Discard 1 card to draw 1 card; you may do it again, as often as you like.")
def bouncy_researcher(state: DaleState, p: int, card: int) -> None:
    """Discard 1 hand card, then draw 1; again as often as you like."""
    if state.hands[p]:
        state.frames.append(("r_glassfrogs_bouncy", p, 0))


@deck.decision("r_glassfrogs_bouncy", Frame(done=NUMBER))
class BouncyResearcherDiscard(ChooseCard):
    """Frame ``(kind, player, times done)``: ``discard CARD`` (then a draw), and from the
    second time on also ``done``."""

    prompt = "Bouncy Researcher: discard a card to draw a card, or done"
    verb = "discard"

    def legal(self, state, frame):
        return super().legal(state, frame) + ([("done",)] if frame[2] else [])

    def apply(self, state, frame, action):
        if action[0] == "done":
            return
        p = frame[1]
        m.discard(state, p, take_from_hand(state, p, action[1]))
        m.draw(state, p)
        if state.hands[p]:
            state.frames.append((frame[0], p, frame[2] + 1))


# -- Gyroscope --------------------------------------------------------------------------------
def _gyroscope_look(state: DaleState, p: int, times: int) -> None:
    """Seat p looks at the top card of the supply (rebuilt from the bin when empty) to put it
    in a market slot; nothing when there is no card or no market card to toss."""
    if not any(c != EMPTY for c in state.market):
        return
    top = m.draw_supply(state)
    if top is None:
        return
    state.aside.append(top)
    state.frames.append(("r_glassfrogs_gyroscope", p, (top,), times))


@deck.card("Gyroscope", 2, copies=3, score=2,
           summary=("Look at the top card of the supply and put it in a market slot whose card "
                    "you toss; you may do it again, as often as you like."))
def gyroscope(state: DaleState, p: int, card: int) -> None:
    """Look at the top card of the supply; toss the card of a market slot and put the supply
    card there; again as often as you like."""
    _gyroscope_look(state, p, 0)


@deck.decision("r_glassfrogs_gyroscope", Frame(seen=CARDS, done=NUMBER,
                                               secret={"seen": "player"},
                                               mixing=Mixing(cards=("seen",))))
class GyroscopeSwap:
    """Frame ``(kind, player, (the supply card looked at,), times done)``: ``take +N`` tosses
    the card of slot +N to the bin and puts the supply card there; from the second time on
    also ``done``, which puts the card looked at back on top of the supply."""

    rule = "dale.technique.play"
    prompt = ("Gyroscope: choose the market slot whose card is tossed and replaced by the supply "
              "card, or done")

    def legal(self, state, frame):
        out = [("take", slot) for slot in range(5) if state.market[slot] != EMPTY]
        return out + ([("done",)] if frame[3] else [])

    def apply(self, state, frame, action):
        p, top = frame[1], frame[2][0]
        state.aside.remove(top)
        if action[0] == "done":
            state.market_deck.append(top)  # back on top, unseen by the others
            return
        slot = action[1]
        m.ditch(state, state.market[slot])
        state.market[slot] = top
        _gyroscope_look(state, p, frame[3] + 1)


deck.card("Time Capsule", 3, PASSIVE, copies=3, bonus=False,
          summary=("When this card lands on your discard pile, toss 1 card of your choice from "
                   "your discard pile."))
# -- Time Capsule -----------------------------------------------------------------------------
# Time Capsule came onto a seat's discard pile (hook enters_discard): that seat tosses 1 card of
# the pile (ruling remaster.glassfrogs.time_capsule).
deck.hooks("Time Capsule", enters_discard=ask("r_glassfrogs_time_capsule"))


@deck.decision("r_glassfrogs_time_capsule", Frame())
class TimeCapsuleToss(DitchFromDiscard):
    prompt = "Time Capsule: toss a card of your discard pile"
    topmost = True


# -- Stethoscope ------------------------------------------------------------------------------
@deck.card("Stethoscope", 4, copies=3, score=3, bonus_first=True,
           summary=("Look through your deck, choose 1 card, shuffle the rest and put the card "
                    "on top; you may choose more, each going on top."))
def stethoscope(state: DaleState, p: int, card: int) -> None:
    """Look through your deck (a search: an empty deck is not rebuilt) and choose a card; the
    rest is shuffled and the card put on top. You may choose more, each going on top of the
    ones chosen before (ruling ``remaster.glassfrogs.stethoscope``)."""
    seen = search_deck(state, p)
    if seen:
        state.frames.append(("r_glassfrogs_stethoscope", p, seen, ()))


@deck.decision("r_glassfrogs_stethoscope", Frame(
    seen=CARDS, chosen=CARDS, secret={"seen": "player", "chosen": "player"},
    secret_choice=True, mixing=Mixing(cards=("seen", "chosen"))))
class StethoscopeChoose(ChooseCard):
    """Frame ``(kind, player, the deck's cards not chosen, the cards chosen in order)``:
    ``top CARD`` chooses one more (the first is required), ``done`` ends: the rest is shuffled
    as the deck and the chosen cards go on top, the last chosen on top."""

    prompt = "Stethoscope: choose a card of your deck to put on top, or done"
    verb, pile = "top", 2

    def legal(self, state, frame):
        return super().legal(state, frame) + ([("done",)] if frame[3] else [])

    def apply(self, state, frame, action):
        p, seen, chosen = frame[1], list(frame[2]), frame[3]
        if action[0] == "top":
            chosen = chosen + (take_card(state, seen, action[1]),)  # it stays aside
            if seen:
                state.frames.append((frame[0], p, tuple(seen), chosen))
                return
        for c in seen + list(chosen):
            state.aside.remove(c)
        state.decks[p].extend(seen)
        m.shuffle(state, state.decks[p])
        state.decks[p].extend(chosen)  # the last chosen ends on top


# -- Yoyo -------------------------------------------------------------------------------------
def _yoyo(state: DaleState, p: int, left: int) -> None:
    """A random card of seat p's hand counts 1 more this turn (``dale.value.altered``), then,
    while ``left`` repeats remain, the repeat is offered; nothing with an empty hand."""
    hand = state.hands[p]
    if not hand:
        return
    card = hand[m.random_index(state, len(hand))]
    state.effects.append(("add", card, 1))
    if left > 0:
        state.frames.append(("r_glassfrogs_yoyo", p, left))


@deck.card("Yoyo", 5, copies=1, score=4, bonus_first=True,
           summary=("A random card of your hand counts 1 more this turn; you may do it again, "
                    "up to once per card in your hand."))
def yoyo(state: DaleState, p: int, card: int) -> None:
    """A random card of your hand counts 1 more this turn; you may do it again, in all at most
    once per card in your hand when Yoyo resolves (ruling ``remaster.glassfrogs.yoyo``)."""
    _yoyo(state, p, len(state.hands[p]) - 1)


@deck.decision("r_glassfrogs_yoyo", Frame(left=NUMBER))
class YoyoAgain:
    """Frame ``(kind, player, repeats left)``: ``value 1``: one more random hand card counts 1
    more; ``done`` stops."""

    prompt = "Yoyo: value 1 to give one more random card of your hand +1, or done"

    def legal(self, state, frame):
        return [("value", 1), ("done",)] if state.hands[frame[1]] else []

    def apply(self, state, frame, action):
        if action[0] == "value":
            _yoyo(state, frame[1], frame[2] - 1)


# -- Magician's Touch -------------------------------------------------------------------------
def _touch_available(state: DaleState, p: int, card: int) -> bool:
    return bool(state.decks[p])


def _touch_use(state: DaleState, p: int, card: int) -> None:
    """Look at the top card of the deck (no reshuffle: ruling
    ``remaster.glassfrogs.magicians_touch``) and decide about it."""
    top = state.decks[p].pop()
    state.aside.append(top)
    state.frames.append(("r_glassfrogs_touch", p, (top,)))


deck.card("Magician's Touch", 5, ABILITY, copies=1, bonus=False,
          summary=("Once per turn: look at the top card of your deck; you may swap it with the "
                   "top card of your discard pile."))
deck.ability("Magician's Touch", _touch_available, _touch_use)


@deck.decision("r_glassfrogs_touch", seen_frame())
class MagiciansTouchSwap(ChooseCard):
    """``discard CARD``: the card looked at goes on top of the discard pile and the card that
    was on top goes on top of the deck (only with a card there); ``pass``: it goes back."""

    prompt = ("Magician's Touch: discard the card to swap it with the top card of your discard "
              "pile, or pass")
    verb, pile = "discard", 2

    def legal(self, state, frame):
        out = super().legal(state, frame) if state.discards[frame[1]] else []
        return out + [("pass",)]

    def apply(self, state, frame, action):
        p, seen = frame[1], list(frame[2])
        top = take_aside(state, seen, m.token(state, frame[2][0]))
        if action[0] == "pass":
            state.decks[p].append(top)
            return
        old = state.discards[p].pop()
        m.discard(state, p, top)
        state.decks[p].append(old)
