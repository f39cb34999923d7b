"""Shared setup of the Collection decks' test modules (Penguins, Tuataras, Turtles)."""

from __future__ import annotations

from ludoteca.dale.positions import from_spec

FOLK = ["penguins", "tuataras", "turtles"]


def position(me: dict, opp: dict | None = None, *, market: dict | None = None, junk: int = 0,
             folk: list[str] | None = None, seed: int = 0, active: int = 1,
             turn: dict | None = None):
    """A 2-player position (seat ``active`` to act) with the three Collection decks."""
    spec = {"animalfolk": folk or FOLK, "seed": seed, "active": active,
            "market": market or {}, "junk": {"pile": junk},
            "player": [me, opp or {"hand": ["junk"], "deck": ["junk"] * 5}]}
    if turn:
        spec["turn"] = turn
    return from_spec(spec)


def play_checked(n: int, seed: int, folk: list[str], bot: str, turn_cap: int = 60):
    """Play one game of ``folk`` with random (``bot="random"``) or greedy players, checking the
    invariants of ``tests/dale/test_random_games.py`` at every step (card count, decisions,
    notation, JSON round trip, views; every few steps clones, hidden permutations and a sample
    of legal actions), then replay the actions on a new game. Returns the final state, the
    actions and the techniques played (names)."""
    import random

    from ludoteca.dale import new_game
    from ludoteca.dale.strategy import GreedyPolicy
    from ludoteca.dale.views import view
    check_all, choose = _random_games_checks()

    s = new_game(n, folk, seed=seed)
    r = random.Random(f"collection-{n}-{seed}-{bot}")
    policies = [GreedyPolicy() for _ in range(n)]
    history: list[tuple] = []
    played: list[str] = []
    step = 0
    while True:
        acts = s.legal_actions()
        check_all(s, acts, step, r)
        if s.winner is not None or s.turn > turn_cap:
            break
        if bot == "greedy":
            seat = s.current_player()
            a = policies[seat].choose(view(s, seat), acts, r)
        else:
            a = choose(acts, r)
        if a[0] == "play":
            played.append(a[1].split(" as ")[-1])
        s.apply(a)
        history.append(a)
        step += 1
    again = new_game(n, folk, seed=seed)
    for a in history:
        again.apply(a)
    assert again.to_dict() == s.to_dict(), "the replay differs"
    return s, history, played


def _random_games_checks():
    """``check_all`` and ``choose`` of ``tests/dale/test_random_games.py`` (its folder is on the
    path once pytest collected it; put it there when this module runs alone)."""
    import sys
    from pathlib import Path

    try:
        import test_random_games as rg
    except ImportError:
        sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
        import test_random_games as rg
    return rg.check_all, rg.choose
