"""The test kit itself (tests/testkit): the position builder and its fixture, the random-game
driver, the sizes of the Hypothesis profiles, the workers' ports."""

from __future__ import annotations

import os
import random

import pytest

from ludoteca.dale.positions import from_spec

from testkit import examples, factor
from testkit.dale import names, play_checked_game, random_policy, scripted_policy
from testkit.ports import BASE, SPAN, free_port
from testkit.positions import build, builder

POSITION_DEFAULTS = {"folk": ["macaws", "pandas", "squirrels"], "seed": 4, "junk": 2,
                     "market_default": {"slots": ["Cookies", "", "", "", ""], "deck": 1}}


def test_the_builder_writes_the_spec_a_test_would_write_by_hand():
    me = {"hand": ["Spyglass", "junk"], "deck": ["junk"] * 5}
    s = build(me, folk=["macaws", "pandas", "squirrels"], seed=4, junk=2)
    t = from_spec({"animalfolk": ["macaws", "pandas", "squirrels"], "seed": 4, "active": 1,
                   "junk": {"pile": 2}, "player": [me, {"hand": []}]})
    assert s.to_dict() == t.to_dict()
    assert names(s, s.hands[0]) == ["Spyglass", "junk"] and s.hands[1] == []
    assert len(s.junk) == 2


def test_a_third_seat_adds_the_next_deck_unless_the_call_names_the_decks():
    position = builder(folk=["macaws", "pandas", "squirrels"], more_folk=["ocelots", "raccoons"])
    three = position({"hand": []}, {"hand": []}, {"hand": []})
    assert list(three.cfg.animalfolk) == ["macaws", "pandas", "squirrels", "ocelots"]
    named = position({"hand": []}, {"hand": []}, {"hand": []},
                     folk=["macaws", "pandas", "raccoons", "squirrels"])
    assert sorted(named.cfg.animalfolk) == ["macaws", "pandas", "raccoons", "squirrels"]


def test_the_fixture_takes_the_modules_defaults(dale_position):
    s = dale_position({"hand": ["junk"]})
    assert list(s.cfg.animalfolk) == ["macaws", "pandas", "squirrels"]
    assert names(s, s.market) == ["Cookies", "", "", "", ""] and len(s.junk) == 2
    s = dale_position({"hand": ["junk"]}, junk=0, market={"slots": ["Acorn", "", "", "", ""]})
    assert names(s, s.market)[0] == "Acorn" and s.junk == []


def test_the_driver_replays_and_counts_what_it_played(checked_game):
    g = checked_game(2, 5, rng="kit", policy=random_policy, turn_cap=6)
    assert g.steps == len(g.history) == len(g.kinds) > 0
    assert g.state.turn == 7 or g.state.winner is not None
    assert sum(g.decided.values()) == g.steps
    assert sum(g.tokens("play", "use").values()) == sum(
        1 for a in g.history if a[0] in ("play", "use"))


def test_the_driver_refuses_an_action_that_is_not_listed():
    with pytest.raises(AssertionError, match="is not a listed action"):
        play_checked_game(2, 5, rng="kit", policy=lambda s, acts, r: ("teleport",))


def test_the_driver_finds_a_broken_invariant():
    def extra(s, acts, step, r):
        assert step < 3, "broken at step 3"

    with pytest.raises(AssertionError, match="broken at step 3"):
        play_checked_game(2, 5, rng=random.Random(1), policy=scripted_policy([0] * 10),
                          max_steps=10, extra=extra)


def test_examples_scale_with_the_profile():
    assert examples(100) == round(100 * factor()) and examples(1) >= 1
    if os.environ.get("LUDOTECA_HYPOTHESIS_PROFILE", "ci") == "ci":
        assert examples(25) == 25


def test_ports_come_from_this_workers_range_and_differ():
    a, b = free_port(), free_port()
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    index = int(worker[2:]) + 1 if worker.startswith("gw") else 0
    for port in (a, b):
        assert BASE + SPAN * index <= port < BASE + SPAN * (index + 1)
    assert a != b


def test_the_cli_fixture_runs_ludoteca_in_this_process(cli):
    code, out, err = cli(["--version"])
    assert code == 0 and "0.1.0" in out and err == ""
    code, out, err = cli(["check", "dale", "no-such-file.toml", "inventory"])
    assert code == 2 and "Traceback" not in out + err
