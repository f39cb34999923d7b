"""What checking costs: ``apply`` (check, then do) against ``do`` of the same checked move,
on the same positions (issue 25: "apply costs at most 1.2x the unchecked do on the same
move"). Run by hand: ``python benchmarks/bench_check_once.py [--positions N] [--rounds R]
[--order alternate|apply-first]``.

The positions are sampled from random 2-4 player games over every classic deck; at each one
every legal action is checked once (``engine.check``) and its move kept. Then, for
``--rounds`` rounds, each action is applied on a fresh clone by ``apply`` and its move by
``do`` on another fresh clone (the clone is made outside the timed interval). Printed: the
CPU seconds of each and their ratio, per kind of action (main actions by verb, card-effect
steps together), and over all. A ratio is the figure to read (CPU time,
``time.process_time``).

Two things are corrected for (the benchmark of 2026-12-02 morning had neither):

* **Order.** Whichever of the two is timed first after moving on to the next action pays for
  the caches that action's code and data are not in yet (measured: ``do`` timed first costs
  about 15 % more than ``do`` timed second, and a technique's ``apply`` timed first
  3 times its ``do`` timed second but under its ``do`` timed first). With ``--order
  alternate`` (the default) apply goes first for half the actions of a round and do for the
  other half, swapped each round; ``--order apply-first`` is the old method. The ratios of
  each order are printed too.
* **The clock's own cost.** ``time.process_time`` costs about 1 microsecond a reading pair
  here, about 5 % of a ``do``, counted in both intervals (which brings their ratio closer to
  1); an empty interval is timed for each action and taken off both.
"""

from __future__ import annotations

from ludoteca.dale.editions import classic as _classic
import argparse
import random
import time
from collections import defaultdict

from ludoteca.dale import cards, engine, new_game


def positions(n: int, seed: int) -> list:
    """``n`` states from random games (2-4 players, decks drawn from all 27)."""
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        state = new_game(rng.choice((2, 3, 4)), seed=rng.randrange(1 << 30),
                         box=list(_classic().decks))
        for _ in range(rng.randrange(5, 120)):
            if state.is_terminal():
                break
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_terminal():
            out.append(state)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=300, help="positions sampled (300)")
    ap.add_argument("--rounds", type=int, default=5, help="interleaved rounds (5)")
    ap.add_argument("--seed", type=int, default=2025, help="seed of the sample (2025)")
    ap.add_argument("--order", choices=("alternate", "apply-first"), default="alternate",
                    help="which is timed first for each action: alternately apply and do "
                         "(default), or always apply (the first version's method)")
    args = ap.parse_args()
    cases = []
    for state in positions(args.positions, args.seed):
        for action in state.legal_actions():
            kind = action[0] if not state.frames else "step"
            cases.append((kind, state, action, engine.check(state, action)))
    clock = time.process_time
    # spent[kind][first][what]: CPU seconds, ``first`` the one timed first for that action
    spent: dict[str, dict[str, dict[str, float]]] = defaultdict(
        lambda: {f: {"apply": 0.0, "do": 0.0} for f in ("apply", "do")})
    clocked = 0.0  # the clock's own cost taken off each of the two columns
    for r in range(args.rounds):
        for i, (kind, state, action, move) in enumerate(cases):
            apply_first = args.order == "apply-first" or (i + r) % 2 == 0
            s = state.clone()
            t0 = clock()
            t1 = clock()
            empty = t1 - t0  # the clock's own cost, in each interval below
            if apply_first:
                t0 = clock()
                engine.apply(s, action)
                t1 = clock()
                s = state.clone()
                t2 = clock()
                engine.do(s, move)
                t3 = clock()
                a, d = t1 - t0, t3 - t2
            else:
                t0 = clock()
                engine.do(s, move)
                t1 = clock()
                s = state.clone()
                t2 = clock()
                engine.apply(s, action)
                t3 = clock()
                d, a = t1 - t0, t3 - t2
            cell = spent[kind]["apply" if apply_first else "do"]
            cell["apply"] += a - empty
            cell["do"] += d - empty
            clocked += empty
    print(f"{len(cases)} actions at {args.positions} positions, {args.rounds} rounds, "
          f"order {args.order} (CPU seconds, clone and clock excluded)")
    print(f"{'kind':<10} {'count':>6} {'apply':>9} {'do':>9} {'apply/do':>9} "
          f"{'apply 1st':>9} {'do 1st':>9}")
    counts: dict[str, int] = defaultdict(int)
    for kind, *_rest in cases:
        counts[kind] += 1
    total = {f: {"apply": 0.0, "do": 0.0} for f in ("apply", "do")}
    for kind in sorted(spent) + ["all"]:
        cells = total if kind == "all" else spent[kind]
        if kind != "all":
            for f in cells:
                for w in cells[f]:
                    total[f][w] += cells[f][w]
        a = cells["apply"]["apply"] + cells["do"]["apply"]
        d = cells["apply"]["do"] + cells["do"]["do"]
        by_order = [cells[f]["apply"] / cells[f]["do"] if cells[f]["do"] > 0 else float("nan")
                    for f in ("apply", "do")]
        n = len(cases) if kind == "all" else counts[kind]
        print(f"{kind:<10} {n:>6} {a:>9.3f} {d:>9.3f} {a / d if d > 0 else float('nan'):>9.2f} "
              f"{by_order[0]:>9.2f} {by_order[1]:>9.2f}")
    print(f"(the clock's own cost, {clocked:.3f} s, taken off each of apply and do)")


if __name__ == "__main__":
    main()
