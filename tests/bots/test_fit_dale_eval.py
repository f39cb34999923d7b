"""Smoke test of benchmarks/fit_dale_eval.py (the script that fits the evaluation weights),
and a check of its regression on data whose answer is known."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

np = pytest.importorskip("numpy")
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import fit_dale_eval  # noqa: E402

from ludoteca.dale.evaluation import FEATURE_NAMES  # noqa: E402


def test_fit_recovers_known_logistic_weights():
    rng = np.random.default_rng(0)
    X = rng.normal(size=(20000, 2))
    true = np.array([1.5, -0.5])
    y = (rng.random(20000) < 1 / (1 + np.exp(-X @ true))).astype(float)
    w = fit_dale_eval.fit(X, y, l2=0.0)
    assert w == pytest.approx(true, abs=0.08)


def test_rows_of_one_game_have_every_feature_and_a_label():
    rows = fit_dale_eval.one_game((5, ("greedy", "greedy")))
    assert len(rows) > 20  # one row per turn of a finished game
    x, tempo, y = rows[0]
    assert len(x) == len(FEATURE_NAMES) and tempo in (1.0, -1.0) and y in (0, 1)
    assert len({r[2] for r in rows}) == 1  # one winner per game
    assert rows[0][0][0] == 0.0  # nobody has a stack at the first turn


def test_the_script_prints_a_weight_per_feature(capsys):
    assert fit_dale_eval.main(["--games", "10", "--workers", "1", "--write"]) == 0
    out = capsys.readouterr().out
    for name in FEATURE_NAMES:
        assert f'"{name}":' in out
    assert "held-out log-loss" in out
