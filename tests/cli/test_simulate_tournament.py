"""Tournaments: Wilson intervals, seat rotation, identical numbers for any worker count or
backend, JSON keys, and the plot."""

from __future__ import annotations

import io
import json
import sys

import pytest

from ludoteca.cli.main import main
from ludoteca.core.errors import BadInput
from ludoteca.core.stats import percentile, wilson
from ludoteca.sim.tournament import make_tasks, run_games, seating


def run_cli(capsys, monkeypatch, argv):
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


# --- Wilson intervals, worked by hand -------------------------------------------------------
# z = 1.959964, z² = 3.841459.
# 7 of 10: p = 0.7; denominator 1 + z²/10 = 1.384146; centre (0.7 + 0.192073) / 1.384146
#   = 0.644493; half-width z/1.384146 * sqrt(0.021 + 0.009604) = 1.416009 * 0.174939
#   = 0.247715 → (0.396778, 0.892209) (checked with bc).
# 0 of 10: centre 0.192073 / 1.384146 = 0.138767; half-width 1.416009 * sqrt(0.009604)
#   = 0.138766 → (0.0, 0.277533).
# 50 of 100: denominator 1.038415; centre 0.5; half-width 1.887457 * sqrt(0.0025 + 0.000096)
#   = 1.887457 * 0.050951 = 0.096168 → (0.403832, 0.596168).
@pytest.mark.parametrize("k, n, low, high", [
    (7, 10, 0.396778, 0.892209),
    (0, 10, 0.0, 0.277533),
    (10, 10, 0.722467, 1.0),
    (50, 100, 0.403832, 0.596168),
])
def test_wilson_interval_matches_hand_computation(k, n, low, high):
    lo, hi = wilson(k, n)
    assert lo == pytest.approx(low, abs=2e-6)
    assert hi == pytest.approx(high, abs=2e-6)


def test_wilson_edge_cases_and_percentiles():
    assert wilson(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError):
        wilson(3, 2)
    assert percentile([], 50) is None
    assert percentile([40, 10, 30, 20], 50) == 25.0  # between the 2nd and 3rd of 4 values
    assert percentile([1, 2, 3, 4, 5], 10) == pytest.approx(1.4)


# --- rotation and determinism -----------------------------------------------------------------

def test_seats_rotate_so_each_bot_plays_each_position():
    assert [seating(i, 2) for i in range(4)] == [(0, 1), (1, 0), (0, 1), (1, 0)]
    assert seating(1, 3) == (2, 0, 1)  # game 1: entry 1 at position 2, entry 0 at position 1 …
    assert seating(5, 3, rotate=False) == (0, 1, 2)
    tasks = make_tasks("dale", 4, ["greedy", "random"], seed=10, options=None, max_turns=50)
    assert [t.seed for t in tasks] == [10, 11, 12, 13]
    assert [t.specs for t in tasks] == [("greedy", "random"), ("random", "greedy")] * 2


def test_wins_count_per_bot_wherever_it_sat():
    r = run_games("dale", 6, ["greedy", "random"], seed=40, rotate=True)
    for g in r.results:
        assert g.seating in ([0, 1], [1, 0])
    # greedy always beats random; its wins are credited to entry 0 in both seatings.
    assert r.wins[0] + r.wins[1] + r.unfinished == 6
    assert r.wins[0] >= 5


def test_same_numbers_with_one_or_two_workers():
    one = run_games("dale", 8, ["greedy", "greedy"], seed=123, rotate=True, workers=1)
    two = run_games("dale", 8, ["greedy", "greedy"], seed=123, rotate=True, workers=2)
    assert json.dumps(one.to_json(), sort_keys=True) == json.dumps(two.to_json(), sort_keys=True)
    assert [(g.seed, g.winner, g.turns) for g in one.results] == [
        (g.seed, g.winner, g.turns) for g in two.results]


def test_bad_worker_count_or_backend():
    with pytest.raises(BadInput):
        run_games("dale", 2, ["greedy", "random"], workers=0)
    with pytest.raises(BadInput):
        run_games("dale", 2, ["greedy", "random"], backend="slurm")


def test_same_numbers_on_a_local_ray_instance():
    pytest.importorskip("ray")
    local = run_games("dale", 6, ["greedy", "greedy"], seed=321, rotate=True, workers=1)
    ray = run_games("dale", 6, ["greedy", "greedy"], seed=321, rotate=True, workers=2, backend="ray")
    assert json.dumps(local.to_json(), sort_keys=True) == json.dumps(ray.to_json(),
                                                                     sort_keys=True)


# --- the command --------------------------------------------------------------------------------

def test_simulate_json_keys_and_png(capsys, monkeypatch, tmp_path):
    pytest.importorskip("matplotlib")
    js, png = tmp_path / "t.json", tmp_path / "t.png"
    code, out, err = run_cli(capsys, monkeypatch, [
        "simulate", "dale", "--games", "6", "--seats", "greedy,random", "--seed", "9",
        "--workers", "1", "--json", str(js), "--plot", str(png)])
    assert code == 0, err
    data = json.loads(js.read_text())
    for key in ("games", "unfinished", "turns_mean", "seats", "ci95", "first_seat",
                "by_position", "lengths", "by_animalfolk", "rotate"):
        assert key in data
    assert data["rotate"] is True
    for s in data["seats"]:
        assert set(s) >= {"seat", "bot", "wins", "win_rate", "ci95"}
        lo, hi = s["ci95"]
        assert lo <= s["win_rate"] <= hi
        assert [lo, hi] == pytest.approx(list(wilson(s["wins"], 6)))
    first = data["first_seat"]
    assert first["games"] == 6 and first["expected"] == 0.5
    assert sum(p["wins"] for p in data["by_position"]) + data["unfinished"] == 6
    lengths = data["lengths"]
    assert sum(b["games"] for b in lengths["histogram"]) == lengths["finished"]
    for folk, row in data["by_animalfolk"].items():
        assert row["games"] == data["decks"][folk]
        assert [b["bot"] for b in row["bots"]] == ["greedy", "random"]
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert "95% CI" in out and "position" in out.lower() and "animalfolk" in out.lower()


def test_plot_without_matplotlib_is_a_clear_error(capsys, monkeypatch, tmp_path):
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import fails
    code, out, err = run_cli(capsys, monkeypatch, [
        "simulate", "dale", "--games", "2", "--seats", "greedy,random", "--seed", "1",
        "--workers", "1", "--plot", str(tmp_path / "x.png")])
    assert code == 2
    assert "matplotlib" in err and "Traceback" not in err


def test_first_seat_counts_the_player_who_took_the_first_turn():
    from ludoteca.dale import new_game
    from ludoteca.sim.tournament import stats

    r = run_games("dale", 6, ["greedy", "random"], seed=70, rotate=True)
    for g in r.results:  # the first player is drawn from the game's seed
        assert g.first_player == new_game(players=2, seed=g.seed).active
    first = stats(r)["first_seat"]
    assert first["wins"] == sum(1 for g in r.results if g.winner == g.first_player)
    assert first["games"] == 6 and first["expected"] == 0.5


def test_summary_shows_every_table_and_nothing_stray(capsys, monkeypatch):
    """The printed summary ends with the win rate by animalfolk deck (issue: win rate by deck
    in play), and no stray line between the tables."""
    monkeypatch.setenv("COLUMNS", "200")
    code = main(["simulate", "dale", "--games", "6", "--seats", "greedy,random", "--seed", "3",
                 "--workers", "1", "--lang", "en"])
    out = capsys.readouterr().out
    assert code == 0
    assert "Win rate by animalfolk deck" in out
    lines = [ln.strip() for ln in out.splitlines() if ln.strip()]
    folks = {"macaws", "pandas", "raccoons", "squirrels", "ocelots", "chameleons"}
    assert not [ln for ln in lines if ln in folks]  # a deck name alone on a line is stray


def test_the_table_names_bots_by_their_listed_place_when_seats_rotate(capsys, monkeypatch):
    """With rotation a bot sits at every seat in turn: the first column is its place in
    --seats (#), not a seat; with --no-rotate it is the seat."""
    code, out, _ = run_cli(capsys, monkeypatch, ["simulate", "dale", "--games", "2",
                                                 "--seats", "greedy,random", "--seed", "1"])
    assert code == 0
    assert "│ 1 │ greedy" in out and "Seat 1 │ greedy" not in out
    code, out, _ = run_cli(capsys, monkeypatch, ["simulate", "dale", "--games", "2", "--seats",
                                                 "greedy,random", "--seed", "1", "--no-rotate"])
    assert code == 0 and "│ Seat 1 │ greedy" in out


def test_the_json_summary_names_the_setup_options(capsys, monkeypatch, tmp_path):
    """--json records the setup the games were played with: the edition given (none: the
    game's default, classic)."""
    out = tmp_path / "r.json"
    code, _, err = run_cli(capsys, monkeypatch, ["simulate", "dale", "--games", "2", "--seats",
                                                 "greedy,random", "--seed", "1", "--edition",
                                                 "remaster", "--json", str(out)])
    assert code == 0, err
    assert json.loads(out.read_text())["options"] == {"edition": "remaster"}
    code, _, err = run_cli(capsys, monkeypatch, ["simulate", "dale", "--games", "2", "--seats",
                                                 "greedy,random", "--seed", "1", "--json",
                                                 str(out)])
    assert code == 0, err
    assert json.loads(out.read_text())["options"] == {}
