"""Helpers of the Polecat, Hare and Pangolin tests: positions, and seeds that give a die face.

A die roll is drawn from the state's RNG, so a clone of a position rolls the same faces: a seed
is chosen by rolling on a clone (``mechanics.roll`` with the die's faces, as ``roll_die`` does)
when the roll is the first random step of the effect.
"""

from __future__ import annotations

import pytest

from ludoteca.dale import mechanics as m
from ludoteca.dale.positions import from_spec

FOLK = ["polecats", "hares", "pangolins"]


def position(me: dict, opp: dict | None = None, *more: dict, market: dict | None = None,
             junk: int = 0, folk: list[str] | None = None, seed: int = 0):
    """A position, seat 1 to act (2 players unless more seats are given)."""
    players = [me, opp or {"hand": []}, *more]
    decks = folk or (FOLK + ["macaws"] if len(players) >= 3 else FOLK)
    if len(players) == 4 and not folk:
        decks = FOLK + ["macaws", "ocelots"]
    return from_spec({"animalfolk": decks, "seed": seed, "active": 1,
                      "market": market or {}, "junk": {"pile": junk}, "player": players})


def rolls_give(state, faces: list[tuple[str, object]]) -> bool:
    """True when the next rolls of ``state``'s RNG give these (die, face) pairs."""
    c = state.clone()
    return all(m.roll(c, m.DICE[die]) == face for die, face in faces)


def seeded(make, faces: list[tuple[str, object]], tries: int = 2000):
    """``make(seed)`` for the first seed whose next rolls give ``faces``."""
    for seed in range(tries):
        s = make(seed)
        if rolls_give(s, faces):
            return s
    pytest.fail(f"no seed gives {faces}")  # pragma: no cover


MINE = ("polecats", "hares", "pangolins")
CLASSIC = ("macaws", "pandas", "raccoons", "squirrels", "ocelots", "chameleons")


def play_checked_games(deck: str, seeds, turn_cap: int = 200) -> None:
    """Games of 2, 3 and 4 players (by seed) with ``deck`` and other decks chosen from the seed
    (the other two of ours and classic decks), played by random (odd seeds) and greedy (even
    seeds) bots to the end or ``turn_cap`` turns, with every invariant of
    ``tests/dale/test_random_games.py`` checked at every step (cards conserved, decisions and
    notation, JSON round trip, views hiding what they must, clones); then the actions are
    replayed from the seed and must give the same state; and every new step of the three decks
    seen was answered."""
    import random

    from dale_testing import check_all, check_frames, choose
    from ludoteca.dale import new_game
    from ludoteca.dale.strategy import GreedyPolicy
    from ludoteca.dale.views import view

    for seed in seeds:
        n = 2 + seed % 3
        r = random.Random(f"{deck}-{seed}")
        others = [d for d in MINE if d != deck]
        folk = [deck] + r.sample(others, r.randint(0, 2))
        folk += r.sample(CLASSIC, n + 1 - len(folk)) if len(folk) < n + 1 else []
        folk = folk[:n + 1]
        s = new_game(n, animalfolk=folk, seed=seed)
        greedy = seed % 2 == 0
        bots = [GreedyPolicy() for _ in range(n)]
        history = []
        step = 0
        while s.winner is None and s.turn <= turn_cap:
            acts = s.legal_actions()
            check_all(s, acts, step, r)
            check_frames(s)
            seat = s.current_player()
            a = bots[seat].choose(view(s, seat), acts, r) if greedy else choose(acts, r)
            assert a in acts
            s.apply(a)
            history.append(a)
            step += 1
        again = new_game(n, animalfolk=folk, seed=seed)
        for a in history:
            again.apply(a)
        assert again.to_dict() == s.to_dict(), f"replay of {folk} seed {seed} differs"
        assert step > 50
