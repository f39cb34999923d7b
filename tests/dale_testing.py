"""Helpers shared by the Dale test modules (on the test path through pytest's ``pythonpath``)."""

from __future__ import annotations

import pytest

from ludoteca.core.errors import IllegalAction
from ludoteca.dale.notation import parse


def names(s, pile) -> list[str]:
    """The printed names of a pile's cards, in pile order (top = last); "" for an empty
    market slot."""
    return [s.type_of(c).name if c != -1 else "" for c in pile]


def sorted_names(s, pile) -> list[str]:
    """The printed names of a pile's cards, sorted (for piles whose order is random)."""
    return sorted(names(s, pile))


def card_named(s, pile, name: str) -> int:
    """The id of the first card called ``name`` in a pile."""
    return next(c for c in pile if s.type_of(c).name == name)


def act(s, text: str) -> None:
    """Apply an action written in the notation."""
    s.apply(parse(text))


def refused(s, action, rule: str | None = None) -> IllegalAction:
    """Apply ``action`` (a tuple, or its text in the notation) expecting an IllegalAction
    (naming ``rule`` when given) that leaves the state exactly as it was and renders an
    explanation; return the error."""
    before = s.to_dict()
    with pytest.raises(IllegalAction) as info:
        s.apply(parse(action) if isinstance(action, str) else action)
    assert s.to_dict() == before
    assert str(info.value)
    if rule is not None:
        assert info.value.rule_id == rule, (info.value.rule_id, info.value.reason)
    return info.value


def assert_bonus_action(s) -> None:
    """dale.turn.bonus_action: same player (seat 1), same turn, one more action decision."""
    assert s.active == 0 and s.turn == 1
    assert s.actions_left == 1
    d = s.decision()
    assert (d.player, d.kind) == (0, "action")
    assert not s.frames and not s.in_play and not s.aside


def assert_turn_over(s) -> None:
    """No bonus action: clean-up ran and seat 2 is to act."""
    assert s.active == 1 and s.turn == 2
    assert s.decision().player == 1 and s.decision().kind == "action"
    assert not s.in_play and not s.aside


def accepts(s, action) -> bool:
    """True when ``check`` accepts ``action`` (a tuple, or its text) in this position without
    changing it: the listed actions, and the whole-action forms (``buy +N with …``,
    ``inventory …``) that stand for a sequence of listed choices (docs/notation.md)."""
    from ludoteca.dale.engine import check

    before = s.to_dict()
    try:
        check(s, parse(action) if isinstance(action, str) else action)
    except IllegalAction:
        return False
    finally:
        assert s.to_dict() == before
    return True


def payments(s) -> list[tuple]:
    """Every whole purchase ``("buy", slot, tokens)`` reachable through the listed choices of a
    main-action decision: ``buy +N`` (a free card) or ``pay +N with CARD``, then ``pay CARD`` …
    ``done`` (cards picked in canonical order, so each payment is found once)."""
    from ludoteca.dale.mechanics import sort_tokens

    found: set[tuple] = set()

    def walk(state, slot, paid):
        acts = state.legal_actions()
        if ("done",) in acts:
            found.add(("buy", slot, tuple(paid)))
        for a in acts:
            if a[0] == "pay" and sort_tokens(a[1]) >= sort_tokens(paid[-1]):
                c = state.clone()
                c.apply(a)
                walk(c, slot, paid + [a[1]])

    for a in s.legal_actions():
        if a[0] == "buy":
            found.add(a)
        elif a[0] == "pay":
            c = s.clone()
            c.apply(a)
            walk(c, a[1], [a[2]])
    return sorted(found, key=lambda a: (a[1], [sort_tokens(t) for t in a[2]]))
