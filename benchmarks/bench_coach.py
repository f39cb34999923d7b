"""The coach measured (issue 29): speed of ``ludoteca analyze``, agreement of its best move with
a search of ten times the budget, and calibration of its win probabilities.

Run by hand (never part of the test suite's timing)::

    .venv/bin/python benchmarks/bench_coach.py --plot docs/calibration.png

* Speed: greedy-vs-greedy 2-player games from seed 9600 on are recorded until one has at
  least 200 decisions with a choice for the analysis (or the longest of ``--speed-games``);
  the whole game is analysed at the default budget in this process (one core); CPU seconds
  (``time.process_time``).
* Agreement: held-out greedy-vs-greedy games from seed 9700 on (no seed used anywhere else
  in the docs); every ``--every``-th decision with at least two legal actions is searched at
  the default budget and at ten times it (another generator), until ``--positions``
  positions; the share of positions where both name the same best move, with its 95% Wilson
  interval.
* Calibration: in greedy-vs-greedy games from seed 9800 on, every ``--every``-th decision's
  estimated win probability of the deciding seat (the analysis' ``before``) is set against
  whether that seat went on to win; per tenth of predicted probability, the observed win rate
  and its Wilson interval; ``--plot`` draws predicted against observed.
"""

from __future__ import annotations

import argparse
import os
import random
import time

from ludoteca.bots import make_bot
from ludoteca.coach.analysis import DEFAULT_ITERATIONS, analyze_record, estimate
from ludoteca.core.game import get_game
from ludoteca.core.records import parse_record
from ludoteca.core.session import Session
from ludoteca.core.stats import wilson


def greedy_game(seed: int) -> Session:
    session = Session.new("dale", ["greedy", "greedy"], seed, make_bot=make_bot,
                          max_turns=300)
    session.run_bots()
    return session


def positions(seed0: int, every: int, count: int):
    """``(state, seat, winner)`` of every ``every``-th real decision of greedy games."""
    game = get_game("dale")
    seed = seed0
    found = 0
    while found < count:
        s = greedy_game(seed)
        seed += 1
        if not s.over:
            continue
        winner = game.outcome(s.state).winners[0]
        k = 0
        for e in s.entries:
            if len(game.legal_actions(e.before)) < 2:
                continue
            k += 1
            if k % every == 0:
                yield e.before, e.seat, winner
                found += 1
                if found >= count:
                    return


def speed(games: int, iterations: int = DEFAULT_ITERATIONS) -> None:
    game = get_game("dale")
    best = None
    for seed in range(9600, 9600 + games):
        s = greedy_game(seed)
        n = sum(1 for e in s.entries if len(game.legal_actions(e.before)) >= 2)
        if best is None or n > best[0]:
            best = (n, seed, s)
        if n >= 200:
            break
    n, seed, s = best
    rec = parse_record(s.record_text())
    start = time.process_time()
    analysis = analyze_record(rec, iterations=iterations)
    cpu = time.process_time() - start
    print(f"speed: seed {seed}, {len(rec.actions)} actions, {len(analysis.moves)} decisions "
          f"analysed at {iterations} iterations: {cpu:.1f} CPU s "
          f"({1000 * cpu / max(1, len(analysis.moves)):.0f} ms per decision)")


def agreement(count: int, every: int, iterations: int = DEFAULT_ITERATIONS) -> None:
    game = get_game("dale")
    same = total = 0
    for state, seat, _w in positions(9700, every, count):
        def best(iterations: int, tag: str):
            values = estimate(game, state, seat, random.Random(f"{tag}:{total}"), iterations)
            return max((x for x in values if x[2] is not None), key=lambda x: (x[1], x[2]))[0]

        a = best(iterations, "base")
        b = best(10 * iterations, "ten")
        same += a == b
        total += 1
    lo, hi = wilson(same, total)
    print(f"agreement with 10x budget: {same}/{total} = {100 * same / total:.1f}% "
          f"(95% CI {100 * lo:.1f}-{100 * hi:.1f}%)")


def calibration(count: int, every: int, plot: str | None,
                iterations: int = DEFAULT_ITERATIONS) -> None:
    game = get_game("dale")
    bins: list[list[int]] = [[0, 0] for _ in range(10)]
    sums = [0.0] * 10
    for i, (state, seat, winner) in enumerate(positions(9800, every, count)):
        values = estimate(game, state, seat, random.Random(f"cal:{i}"), iterations)
        p = max(m for _a, _v, m in values if m is not None)
        b = min(9, int(p * 10))
        bins[b][0] += winner == seat
        bins[b][1] += 1
        sums[b] += p
    rows = []
    print("calibration: predicted | positions | observed win rate (95% CI)")
    for b, (wins, n) in enumerate(bins):
        if not n:
            continue
        lo, hi = wilson(wins, n)
        rows.append((sums[b] / n, wins / n, lo, hi, n))
        print(f"  {10 * b:3d}-{10 * b + 10:3d}%  mean {100 * sums[b] / n:5.1f}% | {n:4d} | "
              f"{100 * wins / n:5.1f}% ({100 * lo:.1f}-{100 * hi:.1f}%)")
    if plot:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt

        fig, ax = plt.subplots(figsize=(5, 5), dpi=100)
        ax.plot([0, 100], [0, 100], color="grey", linestyle="--", linewidth=1)
        xs = [100 * r[0] for r in rows]
        ys = [100 * r[1] for r in rows]
        err = [[100 * (r[1] - r[2]) for r in rows], [100 * (r[3] - r[1]) for r in rows]]
        ax.errorbar(xs, ys, yerr=err, fmt="o-", capsize=3)
        for x, y, r in zip(xs, ys, rows):
            ax.annotate(str(r[4]), (x, y), textcoords="offset points", xytext=(5, -12),
                        fontsize=8)
        ax.set_xlim(0, 100)
        ax.set_ylim(0, 100)
        ax.set_xlabel("estimated win probability (%)")
        ax.set_ylabel("observed win rate (%)")
        ax.set_title(f"ludoteca analyze calibration ({sum(r[4] for r in rows)} positions)")
        ax.grid(alpha=0.3)
        fig.tight_layout()
        fig.savefig(plot)
        print(f"plot written to {plot}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--speed-games", type=int, default=20)
    ap.add_argument("--positions", type=int, default=60, help="agreement positions")
    ap.add_argument("--calibration", type=int, default=400, help="calibration positions")
    ap.add_argument("--every", type=int, default=6)
    ap.add_argument("--plot", default=None)
    ap.add_argument("--iterations", type=int, default=DEFAULT_ITERATIONS,
                    help="the analysis budget measured (the stronger search: 10 times it)")
    ap.add_argument("--only", choices=("speed", "agreement", "calibration"), default=None)
    args = ap.parse_args()
    print(f"load average {os.getloadavg()[0]:.2f}; budget {args.iterations}")
    if args.only in (None, "speed"):
        speed(args.speed_games, args.iterations)
    if args.only in (None, "agreement"):
        agreement(args.positions, args.every, args.iterations)
    if args.only in (None, "calibration"):
        calibration(args.calibration, args.every, args.plot, args.iterations)


if __name__ == "__main__":
    main()
