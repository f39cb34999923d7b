"""Beavers, remaster edition: "the next time you …" effects. Snack, Wind of Change and Practice
are the classic declarations (their pending entries, listeners and steps reused; Wind of
Change see ruling ``remaster.beavers.gain``); Master Builder (a discard card into the hand at
the next gain from the market), Overtime (a discard card into the hand before the next build)
and Order in Chaos (the next new deck made of 3 chosen cards) are reworked. Mechanics restated
in docs/rules/dale-remaster.md ("Beavers"); the source gives no verified timings, so every
moment is a ruling in docs/rulings.md ("Remaster — Beavers"). The remaster's own steps and
pending kinds are prefixed ``r_beavers_``.
"""

from __future__ import annotations

from typing import Iterator

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk import beavers as classic
from ludoteca.dale.animalfolk.common import TakeFromDiscard
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import CARDS, Frame, Mixing

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = classic.deck.reprint(module=__name__, edition="remaster")


_wait = classic.wait  # dale.technique.schedule: it waits face up, with its pending entry


def _take(state: DaleState, p: int, kind: str) -> int:
    """Remove seat p's waiting entries of ``kind``; how many there were."""
    return len(classic._take(state, p, (kind,)))


# -- Master Builder ---------------------------------------------------------------------------
@deck.card("Master Builder", 1, bonus_first=True,
           summary=("The next time you gain a card from the market, also take 1 card of your "
                    "choice from your discard pile into your hand."))
def master_builder(state: DaleState, p: int, card: int) -> None:
    """The next time you gain a card from the market (ruling ``remaster.beavers.gain``), also
    take 1 card of your choice from your discard pile into your hand."""
    _wait(state, p, card, "r_beavers_master_builder_next")


deck.pending_effect("r_beavers_master_builder_next", Frame(),
                    "The next time seat {seat} gains a card from the market, they take 1 card "
                    "of their discard pile into their hand (Master Builder)")


deck.card("Snack", 2, copies=3, bonus=False, keep=True)
deck.card("Wind of Change", 3, copies=3, keep=True)


@deck.on("bought")
def _bought(state: DaleState, p: int, card: int, paid: tuple) -> None:
    # ruling remaster.beavers.master_builder: after the purchase and what it started (the
    # classic listener's steps first); each copy its own choice, then it leaves the schedule
    n = _take(state, p, "r_beavers_master_builder_next")
    mine: list[tuple] = []
    for _ in range(n):
        mine.append(("release", p, "Master Builder"))
        mine.append(("r_beavers_master_builder", p))
    state.frames[0:0] = mine


@deck.decision("r_beavers_master_builder", Frame())
class MasterBuilderTake(TakeFromDiscard):
    """Take 1 card of your discard pile into your hand (``keep CARD``, of equal cards the
    topmost); nothing when the pile is empty."""

    prompt = "Master Builder: take 1 card of your discard pile into your hand"
    topmost = True


# -- Overtime ---------------------------------------------------------------------------------
@deck.card("Overtime", 4, copies=3, score=3,
           summary="Before your next build, take 1 card of your choice from your discard pile.")
def overtime(state: DaleState, p: int, card: int) -> None:
    """Before your next build, you may take 1 card of your discard pile into your hand (ruling
    ``remaster.beavers.overtime``: the way Snack takes its market card)."""
    _wait(state, p, card, "r_beavers_overtime_next")


deck.pending_effect("r_beavers_overtime_next", Frame(),
                    "Before seat {seat} builds their next stack, they may take 1 card of their "
                    "discard pile into their hand (Overtime)")


def _overtime_tokens(state: DaleState, p: int) -> list[str]:
    """The tokens of seat p's discard cards which, taken into the hand, leave a legal stack."""
    return list(_overtime_found(state, p))


def _overtime_found(state: DaleState, p: int) -> Iterator[str]:
    """:func:`_overtime_tokens`, one at a time (a test for one stops at the first)."""
    return (tok for tok in m.plain_tokens(state, state.discards[p])
            if classic.stack_after(state, p, lambda t: _to_hand(t, p, tok)))


def _to_hand(trial: DaleState, p: int, tok: str) -> None:
    card = m.find_card(trial, reversed(trial.discards[p]), tok)
    trial.discards[p].remove(card)
    trial.hands[p].append(card)


def _overtime_available(state: DaleState, p: int, card: int) -> bool:
    return classic.ready_before_build(state, p, "r_beavers_overtime_next",
                                      _overtime_found(state, p))


def _overtime_use(state: DaleState, p: int, card: int) -> None:
    # one copy's entry: another Overtime waiting ends with the build (the ``built`` listener)
    state.pending.remove(("r_beavers_overtime_next", p))
    classic.take_then_build(state, p, "Overtime", "r_beavers_overtime",
                            "r_beavers_overtime_build")


deck.ability("Overtime", _overtime_available, _overtime_use)
deck.hooks("Overtime", ability_in_schedule=True)


@deck.on("built")
def _built(state: DaleState, p: int, stack: tuple) -> None:
    # ruling remaster.beavers.overtime: a build without the card taken first ends the entry
    for _ in range(_take(state, p, "r_beavers_overtime_next")):
        m.release(state, p, "Overtime")


@deck.decision("r_beavers_overtime", Frame())
class OvertimeTake(TakeFromDiscard):
    """Overtime, before the build: take 1 card of the discard pile (``keep CARD``, the topmost
    of equal cards) after which a stack can be built; the build follows."""

    rule = "dale.stall.exact_total"
    prompt = "Overtime: take 1 card of your discard pile into your hand before you build"
    topmost = True

    def legal(self, state, frame):
        return [("keep", t) for t in _overtime_tokens(state, frame[1])]


@deck.decision("r_beavers_overtime_build", Frame())
class OvertimeBuild(classic.SnackBuild):
    """Overtime: the stack built after the discard card was taken, as the turn's action."""

    prompt = "Overtime: build your next stack"


# -- Order in Chaos ---------------------------------------------------------------------------
@deck.card("Order in Chaos", 5, copies=1, bonus_first=True,
           summary=("The next time you form a new deck, it is made of 3 cards of your discard "
                    "pile that you choose."))
def order_in_chaos(state: DaleState, p: int, card: int) -> None:
    """The next time your discard pile becomes a new deck, that deck is made of 3 cards of it
    you choose; the rest stays in the discard pile (ruling
    ``remaster.beavers.order_in_chaos``)."""
    _wait(state, p, card, "r_beavers_order_in_chaos_next")


deck.pending_effect("r_beavers_order_in_chaos_next", Frame(),
                    "The next new deck of seat {seat} is made of 3 cards of their discard pile "
                    "they choose (Order in Chaos)")


deck.card("Practice", 5, copies=1, keep=True)


@deck.on("shuffled")
def _shuffled(state: DaleState, p: int) -> None:
    # The engine does not stop inside a draw: the choice comes once the draw is over, among the
    # new deck's cards still in it (ruling remaster.beavers.order_in_chaos); one choice for
    # every copy waiting. The whole new deck is shown to its owner.
    n = _take(state, p, "r_beavers_order_in_chaos_next")
    if n:
        classic.one_choice_for_all(state, p, n, "Order in Chaos")
        state.frames.append(("r_beavers_order_in_chaos", p, tuple(state.decks[p]), ()))


@deck.decision("r_beavers_order_in_chaos", Frame(
    seen=CARDS, kept=CARDS, secret={"seen": "player", "kept": "player"}, secret_choice=True,
    mixing=Mixing(cards=("seen",))))
class OrderInChaosKeep:
    """Frame ``(kind, player, the new deck's cards when it was formed, the ones chosen so
    far)``: ``keep CARD`` keeps one more of those still in the deck; after the third the rest
    of the deck goes to the discard pile (canonical order, ``dale.discard.face_up``) and the 3
    are shuffled as the deck. Nothing is asked when the deck holds 3 cards or fewer."""

    rule = "dale.cleanup.reshuffle"
    prompt = "Order in Chaos: choose a card of your new deck to keep in it (3 in all)"

    def _rest(self, state, frame):
        deck_now = state.decks[frame[1]]
        return [c for c in frame[2] if c in deck_now and c not in frame[3]]

    def legal(self, state, frame):
        if len(state.decks[frame[1]]) <= 3:
            return []
        return [("keep", t) for t in m.plain_tokens(state, self._rest(state, frame))]

    def apply(self, state, frame, action):
        p = frame[1]
        card = m.find_card(state, self._rest(state, frame), action[1])
        kept = frame[3] + (card,)
        if len(kept) < 3:
            state.frames.append((frame[0], p, frame[2], kept))
            return
        pile = state.decks[p]
        rest = [c for c in pile if c not in kept]
        for c in sorted(rest, key=lambda c: (m.sort_tokens(m.token(state, c)), c)):
            pile.remove(c)
            m.discard(state, p, c)
        m.shuffle(state, pile)
