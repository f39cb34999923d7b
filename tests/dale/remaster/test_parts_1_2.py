"""The remaster decks of parts 1 and 2 together (docs/rules/dale-remaster.md, "Decks"): the
edition's ruleset builds with them, every step kind their modules push is declared, a new step
kind of the remaster never reuses a classic kind for another step, and seeded games with the
edition's own ruleset keep every invariant of the test kit."""

from __future__ import annotations

from pathlib import Path

import pytest

from ludoteca.dale import editions
from ludoteca.dale.card_rules import pushed_kinds

from testkit.dale import play_checked_game

MINE = ("macaws", "pandas", "raccoons", "squirrels", "ocelots", "chameleons",
        "platypuses", "sloths", "crocodiles", "foxes", "polecats", "owls")
SRC = Path(__file__).resolve().parents[3] / "src"


def test_the_twelve_decks_are_in_the_edition_in_order():
    r = editions.remaster()
    assert [k for k in r.decks if k in MINE] == [k for k in editions.REMASTER_ALL if k in MINE]


def test_every_pushed_step_kind_is_declared():
    r = editions.remaster()
    kinds = set(r.frames_all()) | set(r.pending)
    for key in MINE:
        name = editions.deck_module(key, "remaster")
        source = (SRC / (name.replace(".", "/") + ".py")).read_text(encoding="utf-8")
        assert pushed_kinds(source) - kinds == set(), name


def test_a_remaster_step_kind_is_new_or_the_classic_step_itself():
    classic, remaster = editions.classic(), editions.remaster()
    mine = {editions.deck_module(k, "remaster") for k in MINE}
    for kind, step in remaster.steps.items():
        if kind in classic.steps:
            assert step is classic.steps[kind], kind  # a kept card's step, reused
        elif type(step).__module__ in mine:
            assert kind.startswith("r_"), kind  # a new kind never collides with a classic one


def test_every_remaster_card_summary_is_a_known_message():
    r = editions.remaster()
    for key in MINE:
        for t in r.cards_of(key):
            assert r.summary_ids[t.name].startswith("card."), t.name


@pytest.mark.parametrize("n, seed, folk", [
    (2, 1, ["pandas", "owls", "foxes"]),
    (3, 2, ["raccoons", "chameleons", "ocelots", "polecats"]),
    (4, 3, ["macaws", "crocodiles", "sloths", "squirrels", "platypuses"]),
])
def test_seeded_games_with_the_editions_ruleset(n, seed, folk):
    g = play_checked_game(n, seed, folk=folk, rng=seed, rules=editions.remaster())
    assert g.history
