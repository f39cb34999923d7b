"""Bats, remaster edition: at night (their player's own clock, :mod:`.clock`, rule
``dale.remaster.clock``) each card may reach further. Sneaky Scout and Heroic Deed do what the
classic cards do (their steps and summaries reused) but read the per-seat clock; False Alarm,
Secret Mission, Capture (no bonus action now) and Provocation are reworked. Mechanics restated
in docs/rules/dale-remaster.md ("Bats"); rulings in docs/rulings.md ("Remaster — Bats").

ruling: remaster.bats.night — as in the classic (``dale.card.bats.night``), a card whose
player's clock is at night asks for the choice it adds; by dawn and by day it acts on its
player's own cards and asks nothing.
"""

from __future__ import annotations

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk import bats as classic
from ludoteca.dale.animalfolk.common import (
    ChooseAnyPlayer,
    others,
    take_random_from_hand,
    technique_step,
)
from ludoteca.dale.remaster import clock
from ludoteca.dale.remaster.shared import ChooseAnyPlayerWith
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import CARD, SEAT, Frame, Mixing

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = classic.deck.reprint(module=__name__, edition="remaster", listeners=False)

clock.declare(deck)  # the per-seat clock (dale.remaster.clock)
# the classic steps of the reworked cards (Sneaky Scout's and Heroic Deed's are kept)
deck.drop_steps(["false_alarm", "secret_mission", "capture", "capture_keep", "provocation",
                 "provocation_pick", "provocation_target", "provocation_seen"])

# Sneaky Scout and Heroic Deed: the classic summaries hold ("night" is now your own clock's).
for _name in ("Sneaky Scout", "Heroic Deed"):
    deck.summaries[_name] = classic.deck.summaries[_name]
    deck.summary_ids[_name] = classic.deck.summary_ids[_name]

for _name in ("Heroic Deed", "Secret Mission", "Capture"):
    deck.hooks(_name, moves_cards=True)  # at night: another player's card into your hand
deck.hooks("Provocation", throws_own=True)


def _yours_or_chosen(state: DaleState, p: int, kind: str, act) -> None:
    """As the classic's: at night (p's clock) p chooses the player in the step ``kind``;
    otherwise ``act(state, p, p)``."""
    if clock.is_night(state, p):
        state.frames.append((kind, p))
    else:
        act(state, p, p)


# -- Sneaky Scout, Heroic Deed (the classic steps ``sneaky_scout``, ``heroic_deed``) ---------
@deck.card("Sneaky Scout", 1, score=1)
def sneaky_scout(state: DaleState, p: int, card: int) -> None:
    """Look at the top 2 cards of your deck (at night: or of any player's) and put them back
    in the order you choose."""
    _yours_or_chosen(state, p, "sneaky_scout", classic._scout)


# -- False Alarm -----------------------------------------------------------------------------
@deck.card("False Alarm", 2, copies=3, score=5, bonus_first=True,
           summary="Draw 1 card (night: or take the bottom card of your discard pile instead).")
def false_alarm(state: DaleState, p: int, card: int) -> None:
    """Draw 1 card; at night you may take the bottom card of your discard pile instead."""
    if clock.is_night(state, p) and state.discards[p]:
        state.frames.append(("r_bats_false_alarm", p))
    else:
        m.draw(state, p)


@deck.card("Heroic Deed", 3, copies=3, score=6, bonus_first=True)
def heroic_deed(state: DaleState, p: int, card: int) -> None:
    """Draw 1 card from your deck (at night: or from another player's deck)."""
    _yours_or_chosen(state, p, "heroic_deed", classic._heroic)


@deck.decision("r_bats_false_alarm", Frame())
class FalseAlarmChoice:
    prompt = ("False Alarm: take the bottom card of your discard pile (keep CARD), or draw 1 "
              "card instead (done)")

    def legal(self, state, frame):
        pile = state.discards[frame[1]]
        return ([("keep", m.token(state, pile[0]))] if pile else []) + [("done",)]

    def apply(self, state, frame, action):
        p = frame[1]
        if action[0] == "keep":
            state.hands[p].append(state.discards[p].pop(0))
        else:
            m.draw(state, p)


# -- Secret Mission --------------------------------------------------------------------------
def _secret(state: DaleState, p: int, q: int) -> None:
    """Seat p draws 1 card (q = p) or takes a random card of seat q's hand."""
    if q == p:
        m.draw(state, p)
    else:
        c = take_random_from_hand(state, q)
        if c is not None:
            state.hands[p].append(c)


@deck.card("Secret Mission", 4, copies=3, score=6, bonus_first=True,
           summary=("Draw 1 card (night: or take a random card from another player's hand "
                    "instead)."))
def secret_mission(state: DaleState, p: int, card: int) -> None:
    """Draw 1 card (at night: or take a random card from another player's hand instead)."""
    _yours_or_chosen(state, p, "r_bats_secret_mission", _secret)


# ruling: dale.card.bats.secret_mission — only the two players know the card taken
@deck.decision("r_bats_secret_mission",
               Frame(mixing=Mixing(hands=("chosen",), aware=("player", "chosen"))))
class SecretMissionTarget(ChooseAnyPlayer):
    prompt = ("Secret Mission: choose yourself (draw 1 card) or another player (a random card "
              "from their hand)")

    def can(self, state, frame, q):
        return q == frame[1] or bool(state.hands[q])

    def apply(self, state, frame, action):
        _secret(state, frame[1], action[1])


deck.card("Capture", 5, copies=1, bonus=False, score=7,
          summary=("Take the top card of the supply or of the bin (night: or of another "
                   "player's deck or discard pile)."))
# -- Capture ---------------------------------------------------------------------------------
@technique_step(deck, "Capture", "r_bats_capture")
class CaptureChoice:
    """Take the top card of the supply or of the bin into your hand; at night also of another
    player's deck or discard pile (ruling ``remaster.bats.capture``)."""

    prompt = ("Capture: take the top card of the bin (keep CARD) or of the supply (done); at "
              "night also another player's discard pile (pick CARD for seat N) or deck "
              "(target seat N)")

    def legal(self, state, frame):
        p = frame[1]
        out: list[tuple] = []
        if state.bin:
            out.append(("keep", m.token(state, state.bin[-1])))
        if clock.is_night(state, p):
            for q in others(state, p):
                if state.discards[q]:
                    out.append(("pick", m.token(state, state.discards[q][-1]), q))
            for q in others(state, p):
                if state.decks[q] or state.discards[q]:
                    out.append(("target", q))
        if state.market_deck or state.bin:
            out.append(("done",))
        return out

    def apply(self, state, frame, action):
        p = frame[1]
        if action[0] == "keep":
            c = state.bin.pop()
        elif action[0] == "pick":
            c = state.discards[action[2]].pop()
        elif action[0] == "target":
            c = m.top_of_deck(state, action[1])  # ruling: dale.card.bats.draws
        else:
            c = m.draw_supply(state)
        if c is not None:
            state.hands[p].append(c)


# -- Provocation -----------------------------------------------------------------------------
def _provoke(state: DaleState, p: int, q: int) -> None:
    """A random card of seat q's hand goes onto q's discard pile; p may toss it."""
    c = take_random_from_hand(state, q)
    if c is not None:
        m.discard(state, q, c)
        state.frames.append(("r_bats_provocation_toss", p, q, c))


@deck.card("Provocation", 5, copies=1, score=1,
           summary=("Discard a random card from your hand (night: or from another player's); "
                    "you may toss it."))
def provocation(state: DaleState, p: int, card: int) -> None:
    """Discard a random card of your hand (at night: or of another player's); you may toss it
    (ruling ``remaster.bats.provocation``)."""
    if clock.is_night(state, p) and any(state.hands[q] for q in others(state, p)):
        state.frames.append(("r_bats_provocation", p))
    else:
        _provoke(state, p, p)


@deck.decision("r_bats_provocation", Frame())
class ProvocationTarget(ChooseAnyPlayerWith):
    prompt = "Provocation: choose the player who discards a random card from their hand"

    def apply(self, state, frame, action):
        _provoke(state, frame[1], action[1])


@deck.decision("r_bats_provocation_toss", Frame(owner=SEAT, card=CARD))
class ProvocationToss:
    prompt = "Provocation: toss the discarded card (ditch), or leave it on the discard pile (pass)"

    def legal(self, state, frame):
        q, c = frame[2], frame[3]
        pile = state.discards[q]
        return [("ditch",), ("pass",)] if pile and pile[-1] == c else []

    def apply(self, state, frame, action):
        if action[0] == "ditch":
            m.ditch(state, state.discards[frame[2]].pop())
