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
