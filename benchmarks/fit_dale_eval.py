"""Fit the weights of ``ludoteca.dale.evaluation`` by logistic regression on self-play games.

Plays ``--games`` two-player games between the ``--seats`` bots, records the features of both
seats at the start of every turn, labels each record with the game's winner, and fits
``P(seat 0 wins) = logistic(w . (f0 - f1) + t * tempo)`` (tempo = +1 when seat 0 is about to
move) by iteratively reweighted least squares with a small L2 penalty. Prints the weights, the
held-out log-loss and accuracy, and with ``--write`` the ``WEIGHTS`` dict to paste into
``src/ludoteca/dale/evaluation.py``.

    python benchmarks/fit_dale_eval.py --games 3000 --seed 70000 --workers 2

Needs numpy (``pip install 'ludoteca[plot]'`` brings it).
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import sys

import numpy as np

from ludoteca.bots import make_bot
from ludoteca.dale.evaluation import FEATURE_NAMES, features
from ludoteca.sim.simulate import play_game


def one_game(args: tuple[int, tuple[str, str]]) -> list[tuple[list[float], float, int]]:
    """Rows (feature difference seat 0 − seat 1, tempo, winner-is-seat-0) of one game."""
    seed, specs = args
    if seed % 2:  # alternate which bot sits first
        specs = (specs[1], specs[0])
    bots = [make_bot(s) for s in specs]
    rows: list[tuple[list[float], float]] = []
    last = [-1]

    def on_action(state, seat, action):
        if state.turn != last[0] and not state.frames:
            last[0] = state.turn
            f0, f1 = features(state, 0), features(state, 1)
            rows.append(([a - b for a, b in zip(f0, f1)], 1.0 if state.active == 0 else -1.0))

    result = play_game("dale", bots, seed, on_action=on_action)
    if result.winner is None:
        return []
    y = 1 if result.winner == 0 else 0
    return [(x, t, y) for x, t in rows]


def fit(X: np.ndarray, y: np.ndarray, l2: float = 1e-3, steps: int = 50) -> np.ndarray:
    """Logistic regression without intercept (the model is antisymmetric), by IRLS."""
    w = np.zeros(X.shape[1])
    for _ in range(steps):
        z = np.clip(X @ w, -30, 30)
        p = 1 / (1 + np.exp(-z))
        g = X.T @ (p - y) + l2 * len(y) * w
        H = (X * (p * (1 - p))[:, None]).T @ X + l2 * len(y) * np.eye(X.shape[1])
        step = np.linalg.solve(H, g)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return w


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=70000)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seats", default="greedy,greedy", help="two bot specs, comma-separated")
    ap.add_argument("--write", action="store_true", help="print a WEIGHTS block")
    a = ap.parse_args(argv)
    specs = tuple(a.seats.split(","))
    if len(specs) != 2:
        ap.error("--seats takes exactly two bots")
    tasks = [(a.seed + i, specs) for i in range(a.games)]
    with mp.Pool(a.workers) as pool:
        per_game = pool.map(one_game, tasks, chunksize=8)
    split = int(len(per_game) * 0.8)
    def arrays(games):
        rows = [r for g in games for r in g]
        X = np.array([r[0] + [r[1]] for r in rows])
        y = np.array([r[2] for r in rows], dtype=float)
        return X, y
    Xtr, ytr = arrays(per_game[:split])
    Xte, yte = arrays(per_game[split:])
    w = fit(Xtr, ytr)
    p = 1 / (1 + np.exp(-np.clip(Xte @ w, -30, 30)))
    loss = -np.mean(yte * np.log(p + 1e-12) + (1 - yte) * np.log(1 - p + 1e-12))
    acc = np.mean((p > 0.5) == (yte > 0.5))
    names = list(FEATURE_NAMES) + ["tempo"]
    print(f"{len(ytr)} training rows, {len(yte)} held-out rows "
          f"({sum(1 for g in per_game if not g)} unfinished games dropped)")
    for n, v in zip(names, w):
        print(f"  {n:12s} {v:+.4f}")
    print(f"held-out log-loss {loss:.4f}  accuracy {acc:.3f}  (coin: 0.6931)")
    if a.write:
        print("WEIGHTS: dict[str, float] = {")
        for n, v in zip(names[:-1], w[:-1]):
            print(f'    "{n}": {v:.4f},')
        print("}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
