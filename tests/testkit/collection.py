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
    """Play one game of ``folk`` with random (``bot="random"``) or greedy players through
    :func:`testkit.dale.play_checked_game` (its invariants at every step, then the replay).
    Returns the final state, the actions and the techniques played (names)."""
    from testkit.dale import greedy_policy, play_checked_game, random_policy

    g = play_checked_game(n, seed, folk=folk, rng=f"collection-{n}-{seed}-{bot}",
                          turn_cap=turn_cap,
                          policy=greedy_policy(n) if bot == "greedy" else random_policy)
    played = [a[1].split(" as ")[-1] for a in g.history if a[0] == "play"]
    return g.state, g.history, played
