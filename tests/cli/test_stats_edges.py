"""Issue 15, point 8: every statistic and the plot at 0% and 100% win rates, with one game and
with no finished game. The Wilson bound at n of n successes used to come out as
0.9999999999999999, below the win rate 1.0, so the plot's error bar ``high - p`` was negative
and matplotlib refused it."""

from __future__ import annotations

import json

import pytest

from testkit.cli import run_cli
from ludoteca.core.stats import percentile, wilson


@pytest.mark.parametrize("n", list(range(1, 301)))
def test_the_interval_always_holds_the_proportion_at_0_and_100_percent(n):
    low, high = wilson(n, n)
    assert high == 1.0 and 0.0 < low < 1.0
    low, high = wilson(0, n)
    assert low == 0.0 and 0.0 < high < 1.0


def test_one_trial_worked_by_hand():
    # 1 of 1: p = 1, z² = 3.841459, denominator 4.841459, centre (1 + 1.920730) / 4.841459
    # = 0.603275, half-width 1.959964 / 4.841459 * sqrt(0 + 3.841459 / 4) = 0.404829 * 0.979982
    # = 0.396725 → low 0.206550, high exactly 1.
    low, high = wilson(1, 1)
    assert low == pytest.approx(0.206550, abs=5e-6) and high == 1.0
    assert wilson(0, 1) == (0.0, pytest.approx(1 - 0.206550, abs=5e-6))
    assert percentile([38], 10) == 38.0 and percentile([], 90) is None


def _simulate(capsys, monkeypatch, tmp_path, *args):
    js, png = tmp_path / "r.json", tmp_path / "r.png"
    code, out, err = run_cli(capsys, monkeypatch, [
        "simulate", "dale", "--seats", "greedy,random", "--workers", "1", *args,
        "--json", js, "--plot", png])
    assert code == 0, err
    assert "Traceback" not in err
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    return out, json.loads(js.read_text())


def test_plot_at_100_and_0_percent(capsys, monkeypatch, tmp_path):
    pytest.importorskip("matplotlib")
    # greedy wins all four games of seeds 9-12 (the summary says so): 100% against 0%.
    out, data = _simulate(capsys, monkeypatch, tmp_path, "--games", "4", "--seed", "9")
    greedy, rnd = data["seats"]
    assert (greedy["wins"], rnd["wins"]) == (4, 0)
    assert greedy["ci95"][1] == 1.0 and rnd["ci95"][0] == 0.0
    for row in data["by_animalfolk"].values():
        for b in row["bots"]:
            assert b["ci95"][0] <= b["win_rate"] <= b["ci95"][1]
    assert "100.0%" in out and "0.0%" in out


def test_plot_with_one_game(capsys, monkeypatch, tmp_path):
    pytest.importorskip("matplotlib")
    out, data = _simulate(capsys, monkeypatch, tmp_path, "--games", "1", "--seed", "9")
    assert data["games"] == 1 and data["unfinished"] == 0
    lengths = data["lengths"]
    assert lengths["finished"] == 1 and lengths["median"] == lengths["p10"] == lengths["p90"]
    assert "1 game, seed 9" in out


def test_plot_with_no_finished_game(capsys, monkeypatch, tmp_path):
    pytest.importorskip("matplotlib")
    # --max-turns 1: both games stop before anyone can build 8 stacks.
    out, data = _simulate(capsys, monkeypatch, tmp_path, "--games", "2", "--seed", "9",
                          "--max-turns", "1")
    assert data["unfinished"] == 2
    assert [s["wins"] for s in data["seats"]] == [0, 0]
    assert data["lengths"]["median"] is None and data["lengths"]["histogram"] == []
    assert data["first_seat"]["ci95"][0] == 0.0
    assert "—" in out  # mean, std, min and max of no finished game
