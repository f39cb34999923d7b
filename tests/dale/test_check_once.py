"""Check once, then do (docs/architecture.md, contract 2; ``dale.market.payment``): a purchase
typed at a table is checked exactly once on its way to the state — read by the game's one
reading of typed text, submitted by the session without a second check — and the move a
check returns is applied by ``do`` without checking anything again.

The counts patch module functions, which the compiled build calls directly: the pure build
(the reference) runs them."""

from __future__ import annotations

import pytest

from ludoteca.core.session import Session
from ludoteca.dale import engine, purchase, stall
from ludoteca.dale.notation import to_text

pytestmark = pytest.mark.skipif(engine.__file__.endswith((".so", ".pyd")),
                                reason="counts calls of pure-Python functions")


def _session_with_a_purchase(seed: int = 7) -> tuple[Session, tuple]:
    """A two-seat game (you against greedy) at the first turn where the deciding seat may
    buy a card with cards (a whole purchase, listed as such)."""
    session = Session.new("dale", ["human", "greedy"], seed)
    while True:
        legal = session.legal(session.deciding)
        buys = [a for a in legal if a[0] == "buy" and a[2]]
        if buys:
            return session, buys[0]
        session.submit(session.deciding, legal[-1])


def _count(monkeypatch, module, name: str) -> list[int]:
    calls = [0]
    real = getattr(module, name)

    def counted(*args, **kwargs):
        calls[0] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(module, name, counted)
    return calls


def _count_purchase_checks(monkeypatch) -> list[int]:
    """Count the checks of a purchase: the general one (``purchase.check_buy``) and the
    common shape's (``turn.FAST["buy"]``, ``purchase.plain_buy``) when it found the move
    (when it returns None it only found that the purchase is not of that shape, and the
    general check follows)."""
    from ludoteca.dale import turn

    calls = _count(monkeypatch, purchase, "check_buy")
    fast = turn.FAST["buy"]

    def counted(*args):
        move = fast(*args)
        if move is not None:
            calls[0] += 1
        return move

    monkeypatch.setitem(turn.FAST, "buy", counted)
    return calls


def test_a_purchase_sent_as_text_is_checked_once(monkeypatch):
    """The browser's path: ``Session.submit(seat, text)``."""
    session, buy = _session_with_a_purchase()
    seat, text = session.deciding, to_text(buy)
    calls = _count_purchase_checks(monkeypatch)
    assert session.submit(seat, text) == text
    assert calls[0] == 1
    assert session.entries[-1].text == text
    assert session.entries[-1].before.market[buy[1]] in session.state.hands[seat]


def test_a_purchase_typed_at_the_terminal_is_checked_once(monkeypatch):
    """The terminal's path: ``Session.read`` (before the confirmation), then ``submit`` of
    each step read: the step carries the checked move, so nothing is checked again."""
    session, buy = _session_with_a_purchase(11)
    seat, text = session.deciding, to_text(buy)
    calls = _count_purchase_checks(monkeypatch)
    steps = session.read(seat, text)
    assert [s.action for s in steps] == [buy] and steps[0].checked is not None
    assert calls[0] == 1
    bought = engine.market_card(session.state, buy[1])
    session.submit(seat, steps[0])
    assert calls[0] == 1
    assert bought in session.state.hands[seat]  # the one action was the purchase


def test_apply_is_check_then_do_and_do_checks_nothing(monkeypatch):
    """``engine.apply`` = ``check`` + ``do``: the move of a checked stack holds its resolved
    cards, and ``do`` builds it without calling the stall check again (``dale.stall.*``)."""
    import random

    from ludoteca.dale import new_game

    state, rng = new_game(2, seed=5), random.Random(5)
    while not any(a[0] == "build" for a in state.legal_actions()):
        state.apply(rng.choice(state.legal_actions()))
    build = next(a for a in state.legal_actions() if a[0] == "build")
    move = engine.check(state, build)
    assert move.action == build and move.verb == "build" and move.seat == state.active
    assert [p.card for p in move.parts] and len(move.parts) == len(build[1])
    checks = _count(monkeypatch, stall, "check_build")
    seat, before = move.seat, len(state.stalls[move.seat])
    engine.do(state, move)
    assert checks[0] == 0
    assert len(state.stalls[seat]) == before + 1
    assert sorted(state.type_of(c).name for c in state.stalls[seat][-1]) == sorted(
        t.split("+")[0].split("-")[0].split(" as ")[0].removeprefix("discard:") for t in build[1])


def test_a_whole_purchase_sent_where_purchases_go_card_by_card_is_its_steps(monkeypatch):
    """One reading everywhere (docs/notation.md): where purchases are listed card by card
    (the cap lifted to nothing), the text of a whole purchase sent to the session — what the
    browser sends — is read as its steps (``pay +N with CARD``, ``pay CARD`` …, ``done``),
    all applied and journaled, as the terminal does; the same state as the whole purchase."""
    session, buy = _session_with_a_purchase(7)
    seat, text = session.deciding, to_text(buy)
    whole = session.state.clone()
    whole.apply(buy)  # listed whole: the reference result
    monkeypatch.setattr("ludoteca.dale.purchase.MAX_WHOLE_PURCHASES", -1)
    n = len(session.entries)
    assert session.submit(seat, text) == "done"
    texts = [e.text for e in session.entries[n:]]
    cards = list(buy[2])
    assert texts == ([f"pay +{buy[1]} with {cards[0]}"] + [f"pay {c}" for c in cards[1:]]
                     + ["done"])
    assert session.state.to_dict() == whole.to_dict()


def test_a_reading_whose_later_step_is_refused_changes_nothing():
    """``Session.submit_steps`` applies a reading all or none: a second step that is refused
    (the purchase was the seat's one action: the turn has passed) takes the first back
    (state, journal)."""
    from ludoteca.core.game import Step
    from ludoteca.core.session import NotDeciding

    session, buy = _session_with_a_purchase(7)
    seat = session.deciding
    before, n = session.state.to_dict(), len(session.entries)
    with pytest.raises(NotDeciding):
        session.submit_steps(seat, [Step(buy), Step(buy)])
    assert session.state.to_dict() == before and len(session.entries) == n
