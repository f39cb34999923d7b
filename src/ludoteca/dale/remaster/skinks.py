"""Skinks (remaster, new deck): techniques with a part at the end of the turn (Erratic
Assistant, Mint Pastilles, Matches, Pie, Saxophone) and a passive used then (Smoke Grenade).
Mechanics restated in docs/rules/dale-remaster.md ("Skinks"); rulings in docs/rulings.md
("Remaster — Skinks").

A technique whose part waits for the end of the turn stays face up in its owner's schedule
(``dale.technique.schedule``) with a public entry ``(kind, owner, card)`` in
``state.pending``. At the owner's clean-up, after the market refill and before the draw (the
engine event ``turn_end``; ruling ``remaster.skinks.end_of_turn``), the entries resolve one
after another in the order their cards were played: each asks its step, then its card leaves
the schedule and the next entry follows (:func:`_run_end`). A step is only ever pushed when it
has a choice, so none is skipped by the engine half-way.
"""

from __future__ import annotations

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import (ChooseCard, DiscardFromHand, DitchFromHand,
                                             take_from_hand, take_supply_top)
from ludoteca.dale.animalfolk.gulls import ManufacturedJoySearch
from ludoteca.dale.card_rules import Deck
from ludoteca.dale.cards import PASSIVE
from ludoteca.dale.remaster.shared import AnimalfolkOnly, ask
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import CARD, CARDS, NUMBER, Frame, Mixing

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("skinks", "Skinks", module=__name__, edition="remaster")

deck.hooks("Mint Pastilles", throws_own=True)  # it may toss itself or a card of yours
deck.hooks("Matches", throws_own=True)

_ERRATIC, _MINT, _MATCHES, _PIE, _SAX = ("r_skinks_erratic_next", "r_skinks_mint_next",
                                         "r_skinks_matches_next", "r_skinks_pie_next",
                                         "r_skinks_saxophone_next")
deck.pending_effect(_MINT, Frame(card=CARD),
                    "At the end of this turn seat {seat} tosses 1 animalfolk card of their hand "
                    "or Mint Pastilles")

_NAMES = {_ERRATIC: "Erratic Assistant", _MINT: "Mint Pastilles", _MATCHES: "Matches",
          _PIE: "Pie", _SAX: "Saxophone"}


def _wait(state: DaleState, p: int, card: int, kind: str) -> None:
    m.schedule(state, p, card)  # dale.technique.schedule: it waits face up
    state.pending.append((kind, p, card))


# -- the end of the turn ---------------------------------------------------------------------
def _frame_of(state: DaleState, entry: tuple) -> tuple | None:
    """The step an entry asks, or None when it has nothing to choose (its effect does
    nothing)."""
    kind, p, card = entry
    hand = state.hands[p]
    if kind == _ERRATIC:
        return ("r_skinks_erratic", p, card, 0) if hand else None
    if kind == _MINT:
        return ("r_skinks_mint", p, card)  # the card itself may always be tossed
    if kind == _MATCHES:
        return ("r_skinks_matches", p, card) if hand else None
    if kind == _PIE:
        return ("r_skinks_pie", p, card, tuple(state.decks[p])) if state.decks[p] else None
    return ("r_skinks_saxophone", p, card, 2) if hand else None


def _run_end(state: DaleState, p: int) -> None:
    """Resolve seat p's next waiting end-of-turn entry: push its step, or, with nothing to
    choose, release its card and go on to the next (in the order played)."""
    while True:
        entry = next((e for e in state.pending if e[1] == p and e[0] in _NAMES), None)
        if entry is None:
            return
        state.pending.remove(entry)
        frame = _frame_of(state, entry)
        if frame is not None:
            state.frames.append(frame)
            return
        m.release(state, p, _NAMES[entry[0]], entry[2])


def _done(state: DaleState, frame: tuple, name: str) -> None:
    """The step of ``name`` is over: its card leaves the schedule, the next entry follows."""
    m.release(state, frame[1], name, frame[2])
    _run_end(state, frame[1])


@deck.on("turn_end")
def _turn_end(state: DaleState, p: int) -> None:
    # ruling remaster.skinks.end_of_turn: after the market refill, before the draw
    _run_end(state, p)


# -- Erratic Assistant ------------------------------------------------------------------------
@deck.card("Erratic Assistant", 1, score=2, bonus_first=True,
           summary="At the end of this turn, discard 1 or 2 cards and draw as many.")
def erratic_assistant(state: DaleState, p: int, card: int) -> None:
    """At the end of this turn, discard 1 or 2 hand cards, then draw as many."""
    _wait(state, p, card, _ERRATIC)


deck.pending_effect(_ERRATIC, Frame(card=CARD),
                    "At the end of this turn seat {seat} discards 1 or 2 cards and draws as "
                    "many (Erratic Assistant)")


@deck.decision("r_skinks_erratic", Frame(card=CARD, discarded=NUMBER))
class ErraticAssistantDiscard(ChooseCard):
    """Frame ``(kind, player, Erratic Assistant, cards discarded so far)``: ``discard CARD``
    (the first is required), after the first also ``done``; then the draw."""

    prompt = "Erratic Assistant: discard a card (1 or 2 in all), or done to draw"
    verb = "discard"

    def legal(self, state, frame):
        out = super().legal(state, frame)
        return out + ([("done",)] if frame[3] else [])

    def apply(self, state, frame, action):
        p, n = frame[1], frame[3]
        if action[0] == "discard":
            m.discard(state, p, take_from_hand(state, p, action[1]))
            n += 1
            if n < 2 and state.hands[p]:
                state.frames.append((frame[0], p, frame[2], n))
                return
        for _ in range(n):
            m.draw(state, p)
        _done(state, frame, "Erratic Assistant")


# -- Mint Pastilles ---------------------------------------------------------------------------
@deck.card("Mint Pastilles", 2, copies=3, score=3, bonus_first=True,
           summary=("Draw 1 card from the supply; at the end of this turn, toss 1 animalfolk "
                    "card of your hand or this card."))
def mint_pastilles(state: DaleState, p: int, card: int) -> None:
    """Draw 1 card from the supply; at the end of this turn, toss 1 animalfolk card of your
    hand or this card."""
    take_supply_top(state, p)
    _wait(state, p, card, _MINT)


@deck.decision("r_skinks_mint", Frame(card=CARD))
class MintPastillesToss(AnimalfolkOnly, ChooseCard):
    """``ditch CARD``: an animalfolk card of the hand; ``ditch`` alone: Mint Pastilles itself,
    from the schedule to the bin (ruling ``remaster.skinks.mint_pastilles``)."""

    prompt = ("Mint Pastilles: toss an animalfolk card of your hand, or ditch alone to toss "
              "Mint Pastilles")
    verb, extra = "ditch", (("ditch",),)

    def apply(self, state, frame, action):
        p = frame[1]
        if len(action) == 1:
            state.schedule[p].remove(frame[2])
            m.ditch(state, frame[2])
            _run_end(state, p)
            return
        m.ditch(state, take_from_hand(state, p, action[1]))
        _done(state, frame, "Mint Pastilles")


# -- Matches ----------------------------------------------------------------------------------
@deck.card("Matches", 3, copies=3, score=4, bonus_first=True,
           summary="Draw 2 cards; at the end of this turn, toss 1 card of your hand.")
def matches(state: DaleState, p: int, card: int) -> None:
    """Draw 2 cards; at the end of this turn, toss 1 card of your hand."""
    for _ in range(2):
        m.draw(state, p)
    _wait(state, p, card, _MATCHES)


deck.pending_effect(_MATCHES, Frame(card=CARD),
                    "At the end of this turn seat {seat} tosses 1 card of their hand (Matches)")


@deck.decision("r_skinks_matches", Frame(card=CARD))
class MatchesToss(DitchFromHand):
    prompt = "Matches: toss a card of your hand"

    def then(self, state, frame, card):
        _done(state, frame, "Matches")


# -- Pie --------------------------------------------------------------------------------------
@deck.card("Pie", 4, copies=3, score=3, bonus_first=True,
           summary=("At the end of this turn, take 1 card of your choice from your deck into "
                    "your hand and shuffle it."))
def pie(state: DaleState, p: int, card: int) -> None:
    """At the end of this turn, search your deck for 1 card, take it into your hand and
    shuffle the deck (an empty deck is not rebuilt: ruling ``remaster.skinks.pie``)."""
    _wait(state, p, card, _PIE)


deck.pending_effect(_PIE, Frame(card=CARD),
                    "At the end of this turn seat {seat} takes 1 card of their deck into their "
                    "hand (Pie)")


@deck.decision("r_skinks_pie", Frame(card=CARD, deck=CARDS, secret={"deck": "player"},
                                     secret_choice=True,
                                     mixing=Mixing(hands=("player",), cards=("deck",))))
class PieSearch(ManufacturedJoySearch):
    prompt = "Pie: choose the card of your deck to take into your hand"

    def apply(self, state, frame, action):
        super().apply(state, frame, action)
        _done(state, frame, "Pie")


# -- Saxophone --------------------------------------------------------------------------------
@deck.card("Saxophone", 5, copies=1, score=4, bonus_first=True,
           summary="Draw 3 cards; at the end of this turn, discard 2 cards.")
def saxophone(state: DaleState, p: int, card: int) -> None:
    """Draw 3 cards; at the end of this turn, discard 2 cards (fewer if the hand holds
    fewer)."""
    for _ in range(3):
        m.draw(state, p)
    _wait(state, p, card, _SAX)


deck.pending_effect(_SAX, Frame(card=CARD),
                    "At the end of this turn seat {seat} discards 2 cards (Saxophone)")


@deck.decision("r_skinks_saxophone", Frame(card=CARD, left=NUMBER))
class SaxophoneDiscard(DiscardFromHand):
    prompt = "Saxophone: discard a card of your hand (2 in all)"

    def then(self, state, frame, card):
        p = frame[1]
        if frame[3] > 1 and state.hands[p]:
            state.frames.append((frame[0], p, frame[2], frame[3] - 1))
            return
        _done(state, frame, "Saxophone")


deck.card("Smoke Grenade", 5, PASSIVE, copies=1, bonus=False,
          summary=("At the end of your turn, while in your hand: you may swap a hand card with "
                   "the top card of your discard pile."))
# -- Smoke Grenade ----------------------------------------------------------------------------
# At the clean-up (hook cleanup_draw), while Smoke Grenade is in the hand: the swap is offered
# (ruling remaster.skinks.smoke_grenade).
deck.hooks("Smoke Grenade", cleanup_draw=ask("r_skinks_smoke_grenade"))


@deck.decision("r_skinks_smoke_grenade", Frame())
class SmokeGrenadeSwap(ChooseCard):
    """``discard CARD``: that hand card goes on top of the discard pile and the card that was
    on top comes into the hand; or ``pass``. Nothing is offered with an empty discard pile."""

    rule = "dale.cleanup.draw"
    prompt = ("Smoke Grenade: swap a card of your hand with the top card of your discard pile, "
              "or pass")
    verb, optional = "discard", True

    def open(self, state, frame):
        return bool(state.discards[frame[1]])

    def apply(self, state, frame, action):
        if action[0] == "pass":
            return
        p = frame[1]
        top = state.discards[p].pop()
        m.discard(state, p, take_from_hand(state, p, action[1]))
        state.hands[p].append(top)
