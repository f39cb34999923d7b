"""Helpers of the Polecat, Hare and Pangolin tests: positions, and seeds that give a die face.

A die roll is drawn from the state's RNG, so a clone of a position rolls the same faces: a seed
is chosen by rolling on a clone (``mechanics.roll`` with the die's faces, as ``roll_die`` does)
when the roll is the first random step of the effect.
"""

from __future__ import annotations

import pytest

from ludoteca.dale import mechanics as m
from testkit.positions import builder

FOLK = ["polecats", "hares", "pangolins"]


POSITION_DEFAULTS = {"folk": FOLK, "more_folk": ["macaws", "ocelots"], "market_default": {}}
#: position(me, opp=None, *more, **changes): testkit.positions.build with these defaults
position = builder(**POSITION_DEFAULTS)


def rolls_give(state, faces: list[tuple[str, object]]) -> bool:
    """True when the next rolls of ``state``'s RNG give these (die, face) pairs."""
    c = state.clone()
    return all(m.roll(c, state.cfg.rules.dice[die]) == face for die, face in faces)  # its own dice


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
    seeds) bots to the end or ``turn_cap`` turns, each checked at every step by
    :func:`testkit.dale.play_checked_game` (cards conserved, decisions and notation, JSON
    round trip, views hiding what they must, clones, frames) and replayed from its seed."""
    import random

    from testkit.dale import greedy_policy, play_checked_game, random_policy

    for seed in seeds:
        n = 2 + seed % 3
        r = random.Random(f"{deck}-{seed}")
        others = [d for d in MINE if d != deck]
        folk = [deck] + r.sample(others, r.randint(0, 2))
        folk += r.sample(CLASSIC, n + 1 - len(folk)) if len(folk) < n + 1 else []
        folk = folk[:n + 1]
        greedy = seed % 2 == 0
        g = play_checked_game(n, seed, folk=folk, rng=r, turn_cap=turn_cap,
                              policy=greedy_policy(n) if greedy else random_policy)
        assert g.steps > 50
