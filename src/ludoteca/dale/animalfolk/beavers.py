"""Beavers: "the next time you …" effects (Master Builder, Snack, Wind of Change, Overtime,
Order in Chaos, Practice). Mechanics restated in docs/rules/dale-cards.md.

Each technique leaves a public entry in ``state.pending`` (``card_rules.pending_effect``) that
waits, across turns if need be, for its owner's next buy, build, shuffle or technique
(the engine's events ``bought``, ``built``, ``shuffled``, ``technique``); the listeners below
end every waiting entry of that kind at that event, so two copies act on the same event
(ruling ``dale.card.beavers.next_time``, docs/rulings.md).
"""

from __future__ import annotations

from typing import Iterable, Iterator

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import DiscardFromHand, MoveFromDiscard, TakeMarketCard
from ludoteca.dale.animalfolk.common import take_pending, wait
from ludoteca.dale.card_rules import Deck
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import CARD, CARDS, NUMBER, Frame

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("beavers", "Beavers", module=__name__)


@deck.card("Master Builder", 1, bonus_first=True,
           summary=("The next time you buy, you may put 1 of the cards you paid with on top of "
                    "your deck instead."))
def master_builder(state: DaleState, p: int, card: int) -> None:
    """The next time you buy, you may put 1 of the cards you paid with on top of your deck
    instead of your discard pile."""
    wait(state, p, card, "master_builder_next")


deck.pending_effect("master_builder_next", Frame(),
               "The next time seat {seat} buys, they may put 1 of the paying cards on top of "
               "their deck (Master Builder)")


@deck.card("Snack", 2, copies=3, bonus=False, score=4,
           summary="The next time you build, you may take 1 market card into your hand.")
def snack(state: DaleState, p: int, card: int) -> None:
    """The next time you build, you may take 1 market card into your hand."""
    wait(state, p, card, "snack_next")


deck.pending_effect("snack_next", Frame(),
               "The next time seat {seat} builds, they may take 1 market card into their hand "
               "(Snack)")


@deck.card("Wind of Change", 3, copies=3, bonus_first=True,
           summary="The next time you buy, you may then throw away 1 card from your discard pile.")
def wind_of_change(state: DaleState, p: int, card: int) -> None:
    """The next time you have bought, you may throw away 1 card from your discard pile."""
    wait(state, p, card, "wind_of_change_next")


deck.pending_effect("wind_of_change_next", Frame(),
               "The next time seat {seat} buys, they may then throw away 1 card from their "
               "discard pile (Wind of Change)")


@deck.card("Overtime", 4, copies=3, score=3,
           summary="Your next stack may include cards from your discard pile.")
def overtime(state: DaleState, p: int, card: int) -> None:
    """The next time you build, the stack may include cards from your discard pile, also
    only such cards (the engine reads the entry through the ``build_from_discard`` and
    ``build_discard_only`` modifiers; ruling ``dale.card.beavers.overtime``)."""
    wait(state, p, card, "overtime_next")  # ruling: dale.card.beavers.overtime


deck.pending_effect("overtime_next", Frame(),
               "The next stack seat {seat} builds may include cards from their discard pile "
               "(Overtime)", modifies={"build_from_discard": True, "build_discard_only": True})


@deck.card("Order in Chaos", 5, copies=1, bonus_first=True,
           summary=("The next time your discard pile becomes your deck, you may take your deck "
                    "and discard pile into your hand, then discard back down."))
def order_in_chaos(state: DaleState, p: int, card: int) -> None:
    """The next time your discard pile is shuffled into a new deck, you may take your deck and
    discard pile into your hand, then discard down to the number of cards you held."""
    wait(state, p, card, "order_in_chaos_next")


deck.pending_effect("order_in_chaos_next", Frame(),
               "The next time seat {seat} shuffles their discard pile into a new deck, they "
               "may take their deck and discard pile into their hand (Order in Chaos)")


@deck.card("Practice", 5, copies=1, bonus_first=True,
           summary=("The next technique you play may go back to your hand instead of your "
                    "discard pile."))
def practice(state: DaleState, p: int, card: int) -> None:
    """The next technique you resolve may go to your hand instead of your discard pile. The
    entry is added by the ``technique`` listener once this card itself has resolved, so it
    does not apply to itself (ruling ``dale.card.beavers.practice``)."""
    m.schedule(state, p, card)  # dale.technique.schedule: it waits face up


deck.pending_effect("practice_next", Frame(),
               "The next technique seat {seat} resolves may go to their hand instead of their "
               "discard pile (Practice)")


#: The card each waiting entry belongs to: it waits in the schedule until its effect is over
#: (``dale.technique.schedule``), i.e. once the choice it gives is made or skipped.
_NAMES = {"master_builder_next": "Master Builder", "snack_next": "Snack",
          "wind_of_change_next": "Wind of Change", "overtime_next": "Overtime",
          "order_in_chaos_next": "Order in Chaos", "practice_next": "Practice"}


#: The remaster's Beavers read these under the names ``wait`` and ``_take``.
_take = take_pending


@deck.on("bought")
def _bought(state: DaleState, p: int, card: int, paid: tuple) -> None:
    kinds = take_pending(state, p, ("master_builder_next", "wind_of_change_next"))
    if not kinds:
        return
    # The purchase's own steps (a bought card's on_bought hook: Essential Purchase) come
    # first: these go under every frame pushed since the purchase (a purchase is a main
    # action, so nothing older is on the stack). ruling: dale.card.beavers.next_time
    mine: list[tuple] = []
    for kind in reversed(kinds):  # first played on top; each card leaves after its choice
        mine.append(("release", p, _NAMES[kind]))
        mine.append(("master_builder", p, tuple(paid)) if kind == "master_builder_next"
                    else ("wind_of_change", p))
    state.frames[0:0] = mine


@deck.on("built")
def _built(state: DaleState, p: int, stack: tuple) -> None:
    # ruling: dale.card.beavers.snack — a build without Snack's market card first ends its
    # entry (its "first" is past); Overtime's effect happened with the build. Both cards
    # leave the schedule (dale.technique.schedule).
    for kind in take_pending(state, p, ("snack_next", "overtime_next")):
        m.release(state, p, _NAMES[kind])


# ruling: dale.card.beavers.snack — "the next time you build, you may first put 1 market card
# into your hand": before the stack is chosen. While its entry waits, the card in the schedule
# has a free ability (``use Snack``, hook ability_in_schedule) that starts the Stall action:
# take a market card (``take +N``, only one after which a stack can be built), then build
# (the turn's action).
def _snack_slots(state: DaleState, p: int) -> list[int]:
    """The occupied market slots whose card, taken into seat p's hand, leaves a legal stack."""
    return list(_snack_slots_found(state, p))


def _snack_slots_found(state: DaleState, p: int) -> Iterator[int]:
    """:func:`_snack_slots`, one slot at a time (a test for one stops at the first)."""
    for slot in range(5):
        if state.market[slot] != -1 and stack_after(state, p, lambda t: _to_hand(t, p, slot)):
            yield slot


def _to_hand(trial: DaleState, p: int, slot: int) -> None:
    trial.hands[p].append(trial.market[slot])
    trial.market[slot] = -1


def stack_after(state: DaleState, p: int, move) -> bool:
    """Whether seat p could build a legal stack after ``move(trial)`` on a copy of ``state``
    (``dale.stall.exact_total``). Also the remaster's Overtime."""
    from ludoteca.dale.stall import legal_stacks

    trial = state.clone()
    move(trial)
    return bool(legal_stacks(trial, p))


def ready_before_build(state: DaleState, p: int, kind: str, options: Iterable) -> bool:
    """A take-then-build ability (Snack; the remaster's Overtime): its entry ``(kind, p)``
    waits, the turn's action is left, and some take leaves a legal stack: ``options`` yields
    those takes (a generator, read only when the rest holds and only up to its first)."""
    return ((kind, p) in state.pending and state.actions_left > 0
            and next(iter(options), None) is not None)


def take_then_build(state: DaleState, p: int, name: str, take: str, build: str) -> None:
    """Push the steps of a take-then-build ability of the card ``name``: the take step
    ``take``, then the build step ``build``, then the card leaves the schedule."""
    state.frames.append(("release", p, name))  # once the stack is built
    state.frames.append((build, p))
    state.frames.append((take, p))


def _snack_available(state: DaleState, p: int, card: int) -> bool:
    return ready_before_build(state, p, "snack_next", _snack_slots_found(state, p))


def _snack_use(state: DaleState, p: int, card: int) -> None:
    state.pending.remove(("snack_next", p))
    take_then_build(state, p, "Snack", "snack", "snack_build")


deck.ability("Snack", _snack_available, _snack_use)
deck.hooks("Snack", ability_in_schedule=True)


@deck.on("shuffled")
def _shuffled(state: DaleState, p: int) -> None:
    # ruling: dale.card.beavers.order_in_chaos — decided once the draw that needed the new
    # deck is over (the engine does not stop inside a draw); one choice for all copies.
    taken = take_pending(state, p, ("order_in_chaos_next",))
    if taken:
        one_choice_for_all(state, p, len(taken), "Order in Chaos")
        state.frames.append(("order_in_chaos", p))


def one_choice_for_all(state: DaleState, p: int, n: int, name: str) -> None:
    """``n`` (at least 1) copies of ``name`` waited for one event that gives one choice: all
    but one leave the schedule now (their effects are over too), the last once the choice is
    made (its ``release`` frame is pushed; the caller pushes the choice above it)."""
    for _ in range(n - 1):
        m.release(state, p, name)
    state.frames.append(("release", p, name))


@deck.on("technique")
def _technique(state: DaleState, p: int, card: int, name: str) -> None:
    pile = state.discards[p]
    taken = take_pending(state, p, ("practice_next",)) if pile and pile[-1] == card else []
    if taken:
        for _ in taken:  # dale.technique.schedule: each copy leaves after the choice
            state.frames.append(("release", p, "Practice"))
        state.frames.append(("practice", p, card))
    if name == "Practice":  # ruling: dale.card.beavers.practice — not for itself
        state.pending.append(("practice_next", p))


@deck.on("released")
def _released(state: DaleState, p: int, card: int, name: str) -> None:
    """A delayed technique of seat p has fully resolved and goes to the discard pile now
    (``dale.technique.schedule``): the next time for a waiting Practice."""
    pile = state.discards[p]
    taken = take_pending(state, p, ("practice_next",)) if pile and pile[-1] == card else []
    if taken:
        for _ in taken:
            state.frames.append(("release", p, "Practice"))
        state.frames.append(("practice", p, card))


@deck.decision("master_builder", Frame(paid=CARDS))
class MasterBuilderTop:
    """Master Builder, after the purchase: put 1 of the paying cards (still on the discard
    pile) on top of the deck (``top CARD``), or ``pass``."""

    prompt = "Master Builder: you may put 1 of the cards you paid with on top of your deck, or pass"

    def legal(self, state, frame):
        pile = state.discards[frame[1]]
        there = [c for c in frame[2] if c in pile]
        if not there:
            return []
        return [("top", t) for t in m.plain_tokens(state, there)] + [("pass",)]

    def apply(self, state, frame, action):
        if action[0] == "pass":
            return
        p = frame[1]
        pile = state.discards[p]
        card = next(c for c in reversed(pile) if c in frame[2] and m.token(state, c) == action[1])
        pile.remove(card)
        state.decks[p].append(card)


@deck.decision("wind_of_change", Frame())
class WindOfChangeDitch(MoveFromDiscard):
    """Wind of Change, after the purchase: throw away 1 card of the discard pile (``ditch
    CARD``, the topmost of its name), or ``pass``."""

    prompt = "Wind of Change: you may throw away 1 card from your discard pile, or pass"
    verb, to = "ditch", "ditch"
    optional, topmost = True, True


@deck.decision("snack", Frame())
class SnackTake(TakeMarketCard):
    """Snack, before the build: take 1 market card (``take +N``) after which a stack can be
    built; the build follows (``snack_build``)."""

    rule = "dale.stall.exact_total"
    prompt = "Snack: take 1 market card into your hand before you build"

    def legal(self, state, frame):
        return [("take", slot) for slot in _snack_slots(state, frame[1])]

    def then(self, state, frame, card):
        p = frame[1]
        # ruling: dale.card.beavers.snack — each waiting Snack is its own effect: another one
        # may take its market card too before the same build (it leaves the schedule after
        # that build, as the first does)
        if ("snack_next", p) in state.pending and _snack_slots(state, p):
            state.pending.remove(("snack_next", p))
            build = max(k for k, f in enumerate(state.frames)
                        if f[0] == "snack_build" and f[1] == p)
            state.frames.insert(build, ("release", p, "Snack"))
            state.frames.append(("snack_again", p))


@deck.decision("snack_again", Frame())
class SnackAgain(SnackTake):
    """Another waiting Snack, before the same build: take 1 more market card (``take +N``,
    one after which a stack can still be built) or ``pass``."""

    prompt = "Snack: you may take 1 more market card into your hand before you build, or pass"

    def legal(self, state, frame):
        takes = super().legal(state, frame)
        return takes + [("pass",)] if takes else []


@deck.decision("snack_build", Frame())
class SnackBuild:
    """Snack: the stack built after the market card was taken, as the turn's action
    (``build …``, the stall rules as for any stack)."""

    rule = "dale.stall.exact_total"
    prompt = "Snack: build your next stack"

    def legal(self, state, frame):
        from ludoteca.dale.stall import legal_stacks

        return [("build", st) for st in legal_stacks(state, frame[1])]

    def apply(self, state, frame, action):
        from ludoteca.dale.stall import check_stack, do_stack

        state.actions_left -= 1  # dale.turn.one_action: the build is the turn's action
        do_stack(state, check_stack(state, frame[1], action))


@deck.decision("order_in_chaos", Frame())
class OrderInChaosTake:
    """Order in Chaos, at the shuffle: take the deck and the discard pile into the hand
    (``done``) and then discard down to the number of cards held before, or ``pass``."""

    rule = "dale.cleanup.reshuffle"
    prompt = ("Order in Chaos: done to take your deck and discard pile into your hand and "
              "discard back down to your current number of cards, or pass")

    def legal(self, state, frame):
        p = frame[1]
        if not state.decks[p] and not state.discards[p]:
            return []
        return [("done",), ("pass",)]

    def apply(self, state, frame, action):
        if action[0] == "pass":
            return
        p = frame[1]
        size = len(state.hands[p])
        state.hands[p].extend(state.decks[p] + state.discards[p])
        state.decks[p].clear()
        state.discards[p].clear()
        state.frames.append(("order_in_chaos_discard", p, size))


@deck.decision("order_in_chaos_discard", Frame(size=NUMBER))
class OrderInChaosDiscard(DiscardFromHand):
    """Order in Chaos: discard one card at a time (``discard CARD``) until the hand holds
    ``size`` cards again. Frame: ``("order_in_chaos_discard", player, size)``."""

    rule = "dale.cleanup.reshuffle"
    prompt = "Order in Chaos: discard a card from your hand (down to the number you held)"

    def open(self, state, frame):
        return len(state.hands[frame[1]]) > frame[2]

    def then(self, state, frame, card):
        state.frames.append(("order_in_chaos_discard", frame[1], frame[2]))


@deck.decision("practice", Frame(card=CARD))
class PracticeKeep:
    """Practice: the technique just resolved goes from the discard pile to the hand
    (``keep CARD``), or stays (``pass``)."""

    prompt = "Practice: you may take the technique you just played back into your hand, or pass"

    def legal(self, state, frame):
        pile = state.discards[frame[1]]
        if not pile or pile[-1] != frame[2]:
            return []
        return [("keep", m.token(state, frame[2])), ("pass",)]

    def apply(self, state, frame, action):
        if action[0] == "pass":
            return
        state.discards[frame[1]].pop()
        state.hands[frame[1]].append(frame[2])

