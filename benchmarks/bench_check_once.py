"""What checking costs: ``apply`` (check, then do) against ``do`` of the same checked move,
on the same positions (issue 25: "apply costs at most 1.2x the unchecked do on the same
move"). Run by hand: ``python benchmarks/bench_check_once.py [--positions N] [--rounds R]``.

The positions are sampled from random 2-4 player games over every classic deck; at each one
every legal action is checked once (``engine.check``) and its move kept. Then, interleaved
for ``--rounds`` rounds, each action is applied on a fresh clone by ``apply`` and its move by
``do`` (the clone's cost is measured alone and taken off both). Printed: the CPU seconds of
each and their ratio, per kind of action (main actions by verb, card-effect steps together),
and over all. A ratio is the figure to read (CPU time, ``time.process_time``).
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
    args = ap.parse_args()
    cases = []
    for state in positions(args.positions, args.seed):
        for action in state.legal_actions():
            kind = action[0] if not state.frames else "step"
            cases.append((kind, state, action, engine.check(state, action)))
    clock = time.process_time
    spent: dict[str, dict[str, float]] = defaultdict(lambda: {"apply": 0.0, "do": 0.0,
                                                               "clone": 0.0})
    for _ in range(args.rounds):
        for kind, state, action, move in cases:
            t0 = clock()
            s = state.clone()
            t1 = clock()
            engine.apply(s, action)
            t2 = clock()
            s = state.clone()
            t3 = clock()
            engine.do(s, move)
            t4 = clock()
            spent[kind]["clone"] += (t1 - t0 + t3 - t2) / 2
            spent[kind]["apply"] += t2 - t1
            spent[kind]["do"] += t4 - t3
    total = {"apply": 0.0, "do": 0.0}
    print(f"{len(cases)} actions at {args.positions} positions, {args.rounds} rounds "
          "(CPU seconds, clone excluded)")
    print(f"{'kind':<10} {'count':>6} {'apply':>9} {'do':>9} {'apply/do':>9}")
    counts: dict[str, int] = defaultdict(int)
    for kind, *_rest in cases:
        counts[kind] += 1
    for kind in sorted(spent):
        a, d = spent[kind]["apply"], spent[kind]["do"]
        total["apply"] += a
        total["do"] += d
        print(f"{kind:<10} {counts[kind]:>6} {a:>9.3f} {d:>9.3f} {a / d if d else float('nan'):>9.2f}")
    print(f"{'all':<10} {len(cases):>6} {total['apply']:>9.3f} {total['do']:>9.3f} "
          f"{total['apply'] / total['do']:>9.2f}")


if __name__ == "__main__":
    main()
