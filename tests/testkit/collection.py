"""Shared setup of the Collection decks' test modules (Penguins, Tuataras, Turtles)."""

from __future__ import annotations

from testkit.positions import builder

FOLK = ["penguins", "tuataras", "turtles"]


POSITION_DEFAULTS = {"folk": FOLK, "market_default": {},
                     "opponent": {"hand": ["junk"], "deck": ["junk"] * 5}}
#: position(me, opp=None, *more, **changes): testkit.positions.build with these defaults
position = builder(**POSITION_DEFAULTS)


def play_checked(n: int, seed: int, folk: list[str], bot: str, turn_cap: int = 60):
    """Play one game of ``folk`` with random (``bot="random"``) or greedy players through
    :func:`testkit.dale.play_checked_game` (its invariants at every step, then the replay).
    Returns the final state, the actions and the techniques played (names)."""
    from testkit.dale import greedy_policy, play_checked_game, random_policy

    g = play_checked_game(n, seed, folk=folk, rng=f"collection-{n}-{seed}-{bot}",
                          turn_cap=turn_cap,
                          policy=greedy_policy(n) if bot == "greedy" else random_policy)
    played = [a[1].split(" as ")[-1] for a in g.history if a[0] == "play"]
    return g.state, g.history, played
