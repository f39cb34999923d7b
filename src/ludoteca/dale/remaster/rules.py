"""The remaster edition's rule changes against the classic edition (issue 30), declared once
for every game of the edition (:data:`ludoteca.dale.editions.EDITION_SHARED`): listeners on
the engine's events and the steps the changes need. Where the engine's generic code differs
between the editions it reads ``state.cfg.rules.options`` (:data:`ludoteca.dale.editions.OPTIONS`),
each option naming its rule id. Restated in docs/rules/dale-remaster.md.

The rule changes and where they live:

* ``dale.remaster.refill_after_technique`` — the market slides and refills as soon as a
  technique has resolved: the option ``refill_after_technique``, read by
  ``turn._finish_technique`` (the engine's listeners are called only for the decks in play,
  so an edition-wide listener cannot hear the ``technique`` event); a Finish completed later
  refills the market too (:func:`finish`).
* ``dale.remaster.coins_pay`` — coins may make up a purchase's price: the option
  ``coins_pay``, read by ``turn.main_actions`` (listing, ``payments.coin_payments``),
  ``purchase.check_buy`` and ``purchase.do_buy``; notation ``buy +3 with Accordion, 2 coins``.
  A Spend took coins already (``dale.card.spend``).
* ``dale.remaster.finish`` — Finish N, declared per card by a deck with :func:`finish`.
"""

from __future__ import annotations

from typing import Callable

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.spending import spend, spendable
from ludoteca.dale.card_rules import Declarations, Deck
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import CARD, NUMBER, TEXT, Frame

shared = Declarations("remaster_rules", module=__name__)

#: The pending kind of a card waiting to be finished: ``(kind, owner, card, name, cost)``.
UNFINISHED = "r_unfinished"
#: The ``card`` number of a spend that pays a Finish (a deck's own spend of the first part
#: has 0): the spend's ``then`` is the card's name either way.
FINISHING = 1

shared.pending_effect(UNFINISHED, Frame(card=CARD, name=TEXT, cost=NUMBER),
                      "{name} of seat {seat} waits in the schedule: finish it by spending "
                      "{cost} in an action phase")


def waiting(state: DaleState, p: int) -> list[tuple]:
    """Seat p's cards waiting to be finished: their pending entries, in the order played."""
    return [e for e in state.pending if e[0] == UNFINISHED and e[1] == p]


def _entry(state: DaleState, p: int, card: int) -> tuple | None:
    return next((e for e in state.pending
                 if e[0] == UNFINISHED and e[1] == p and e[2] == card), None)


def refill(state: DaleState) -> None:
    """The market slides and refills at once (``dale.remaster.refill_after_technique``), in a
    game whose edition has the option."""
    if state.cfg.rules.options.get("refill_after_technique"):
        m.slide_and_refill(state)


def finish(deck: Deck, name: str, cost: int, *,
           first: Callable[[DaleState, int, int], None] | None = None,
           effect: Callable[[DaleState, int, int], None] | None = None,
           first_spent: Callable[[DaleState, int, int, int], None] | None = None) -> None:
    """Declare the technique ``name`` of ``deck`` as a Finish card (rule
    ``dale.remaster.finish``, ruling ``remaster.finish`` in docs/rulings.md).

    Played, the card goes to its owner's schedule (``dale.technique.schedule``) with a public
    pending entry ``("r_unfinished", owner, card, name, cost)``; then ``first(state, seat,
    card)`` — the part resolved now — runs (it may push steps; the bonus action counts as for
    every technique). Later, in any action phase of the owner's, the card in the schedule
    offers the free ability ``use NAME`` (not an action; hook ``ability_in_schedule``) while
    the owner can spend ``cost`` (cards and coins, ``dale.card.spend``); once the spend is
    paid, ``effect(state, seat, card)`` — the completion — happens, then the card goes to the
    discard pile and the market refills (``dale.remaster.refill_after_technique``). An
    ``effect`` that asks for a choice pushes its steps: the card is discarded once they are
    resolved (the engine frame ``release``).

    ``first_spent``: what follows a spend the first part asks for (``spend(..., then=name)``
    with ``card`` 0), since the card's ``after_spend`` is taken by the Finish.

    Raises:
        CardRulesError: ``name`` already has an effect, an ability or an after-spend.
    """

    @deck.technique(name)
    def _start(state: DaleState, p: int, card: int) -> None:
        m.schedule(state, p, card)
        state.pending.append((UNFINISHED, p, card, name, cost))
        if first is not None:
            first(state, p, card)

    _start.__doc__ = f"{name}: the first part now, then it waits to be finished ({cost})."

    def _available(state: DaleState, p: int, card: int) -> bool:
        return (card in state.schedule[p] and _entry(state, p, card) is not None
                and spendable(state, p) >= cost)

    def _use(state: DaleState, p: int, card: int) -> None:
        state.pending.remove(_entry(state, p, card))
        spend(state, p, cost, name, FINISHING, 0)

    deck.ability(name, _available, _use)
    deck.hooks(name, ability_in_schedule=True)

    @deck.after_spend(name)
    def _paid(state: DaleState, p: int, marker: int, x: int) -> None:
        if marker != FINISHING:
            if first_spent is not None:
                first_spent(state, p, marker, x)
            return
        types = state.cfg.types
        card = next((c for c in reversed(state.used)
                     if c in state.schedule[p] and types[c].name == name), None)
        complete(state, p, name, card, effect)


def complete(state: DaleState, p: int, name: str, card: int | None,
             effect: Callable[[DaleState, int, int], None] | None) -> None:
    """The Finish of seat p's scheduled ``card`` (printed ``name``) is paid: its completion
    happens, the card goes to the discard pile (at once, or once the completion's steps are
    resolved), and the market refills."""
    pile = state.schedule[p]
    if card is not None and card in pile:  # the engine's release takes the earliest one
        pile.remove(card)
        pile.insert(0, card)
    depth = len(state.frames)
    state.frames.append(("release", p, name))
    if effect is not None:
        effect(state, p, card if card is not None else -1)
    if len(state.frames) == depth + 1 and state.frames[-1] == ("release", p, name):
        state.frames.pop()
        m.release(state, p, name, card)
    refill(state)
