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


def random_games():
    """The module ``tests/dale/test_random_games.py`` (its invariant checks ``check_all``,
    ``check_conservation`` … and its random ``choose``), loaded from its file: the deck test
    modules under ``tests/dale/animalfolk`` reuse them without a copy."""
    import importlib.util
    import sys
    from pathlib import Path

    name = "dale_random_games"
    if name not in sys.modules:
        path = Path(__file__).resolve().parent / "dale" / "test_random_games.py"
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def play_mixed_games(folk: list[str], seeds: range, *, greedy: float, turn_cap: int = 80):
    """Play seeded games with the decks ``folk`` (its first ``players + 1`` for 2, 3 and 4
    players), each decision by the greedy policy with probability ``greedy`` else at random,
    checking every invariant of ``test_random_games`` at every step; each game is replayed
    from its seed and actions and must reach the same state. Returns the names of the
    techniques played and the step kinds decided, with their counts."""
    import random
    from collections import Counter

    from ludoteca.bots.greedy import GreedyBot
    from ludoteca.dale import new_game
    from ludoteca.dale.views import view

    rg = random_games()
    seen: Counter = Counter()
    for n in (2, 3, 4):
        for seed in seeds:
            decks = folk[: n + 1]
            s = new_game(n, animalfolk=decks, seed=seed)
            r = random.Random(f"{decks}-{seed}")
            bots = [GreedyBot() for _ in range(n)]
            history = []
            step = 0
            while True:
                acts = s.legal_actions()
                rg.check_all(s, acts, step, r)
                if s.winner is not None or s.turn > turn_cap:
                    break
                p = s.current_player()
                if r.random() < greedy:
                    a = bots[p].choose(view(s, p), acts, r)
                else:
                    a = rg.choose(acts, r)
                if s.frames:
                    seen[s.frames[-1][0]] += 1
                elif a[0] == "play":
                    seen[a[1]] += 1
                s.apply(a)
                history.append(a)
                step += 1
            again = new_game(n, animalfolk=decks, seed=seed)
            for a in history:
                again.apply(a)
            assert again.to_dict() == s.to_dict(), f"replay of {decks} seed {seed} differs"
    return seen
