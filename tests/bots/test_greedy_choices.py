"""The greedy bot's choices, pinned (issue 31, item 2): making the policy faster must not change
what it plays. Each case plays one seeded greedy-vs-greedy game and hashes the canonical texts of
its first 200 actions (``Game.format_action``, one per line, SHA-256, first 16 hex digits). The
hashes were computed on main before the policy's speed work (commit 6c18a3b); a change that alters
a choice of the bot, or the engine's order of legal actions, fails here — a deliberate strength
change re-pins them and says so in docs/performance.md."""

from __future__ import annotations

import hashlib

import pytest

from ludoteca.core.game import get_game
from ludoteca.sim.simulate import make_bots, play_game

DALE = get_game("dale")

#: (edition, players, seed, decks in play) -> hash of the first 200 actions
PINNED = {
    ("classic", 2, 2000, ("owls", "polecats", "tree_kangaroos")): "c423705de4f4238a",
    ("classic", 3, 3001, ("tasmanian_devils", "bats", "foxes", "macaws")): "4befff317a924b26",
    ("classic", 4, 4002, ("ocelots", "squirrels", "beavers", "hares", "pandas")): "1ca19be47dd963be",
    ("classic", 2, 7, None): "da05f904e8b69ce3",
    ("remaster", 2, 2000, ("tree_kangaroos", "beavers", "dodos")): "0b4f708f98c672c8",
    ("remaster", 3, 3000, ("hares", "mongooses", "pangolins", "skinks")): "821ee1910174d4f6",
    ("remaster", 4, 4000, ("sloths", "tuataras", "capuchins", "echidnas", "hares")): "6a4be4c7c3cbc15e",
    ("remaster", 2, 11, None): "a0c4bd100b33c876",
}


def first_actions_hash(edition: str, players: int, seed: int, decks, n: int = 200) -> str:
    options: dict = {"edition": edition}
    if decks is not None:
        options["animalfolk"] = list(decks)
    texts: list[str] = []
    play_game(DALE, make_bots(["greedy"] * players, DALE), seed, options=options,
              on_action=lambda st, seat, a: texts.append(DALE.format_action(st, a))
              if len(texts) < n else None)
    return hashlib.sha256("\n".join(texts[:n]).encode()).hexdigest()[:16]


@pytest.mark.parametrize("case", list(PINNED), ids=lambda c: f"{c[0]}-{c[1]}p-{c[2]}")
def test_greedy_games_play_the_pinned_actions(case):
    assert first_actions_hash(*case) == PINNED[case]
