"""Pure-Python build against compiled build (mypyc) of Ludoteca, on the same machine.

Runs the same two measurements in two Python interpreters, one with each build installed
(docs/performance.md, "Compiled build"), in interleaved rounds, each round in a fresh process,
and keeps each figure's best round (as ``timeit`` does):

* 2-player random playout, decisions/s: ``benchmarks/bench_engine.py``'s
  ``dale_random_game`` (the one game loop, random actions, games cut at turn 200);
* greedy vs greedy, games/s: ``ludoteca.sim.simulate.play_game`` with two ``greedy`` bots,
  turn cap 400, seeds 0, 1, 2 … (the games of ``ludoteca simulate``).

Times are CPU time of the measuring process (``time.process_time``), so other work on the
machine hurts less. Usage::

    python benchmarks/bench_compiled.py --pure .venv/bin/python \\
        --compiled .venv-compiled/bin/python [--seconds 10] [--rounds 3] [--json out.json]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import time
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))


def _child(what: str, seconds: float) -> dict[str, Any]:
    """One measurement in this process (the interpreter whose build is measured)."""
    import ludoteca

    out: dict[str, Any] = {"compiled_modules": ludoteca.compiled(),
                           "ludoteca": os.path.dirname(ludoteca.__file__)}
    if what == "random":
        sys.path.insert(0, HERE)
        from bench_engine import dale_random_game

        rng = random.Random("bench-compiled")
        dale_random_game(2, 0, rng, 200)  # warm-up: imports, caches
        games = decisions = 0
        start = time.process_time()
        while time.process_time() - start < seconds:
            games += 1
            decisions += dale_random_game(2, games, rng, 200)
        elapsed = time.process_time() - start
        out.update(decisions_per_s=decisions / elapsed, games=games)
    elif what == "greedy":
        from ludoteca.bots import make_bot
        from ludoteca.sim.simulate import play_game

        play_game("dale", [make_bot("greedy"), make_bot("greedy")], 10**6, max_turns=400)
        games = decisions = 0
        start = time.process_time()
        while time.process_time() - start < seconds:
            result = play_game("dale", [make_bot("greedy"), make_bot("greedy")], games,
                               max_turns=400)
            games += 1
            decisions += result.decisions
        elapsed = time.process_time() - start
        out.update(games_per_s=games / elapsed, games=games, decisions_per_game=decisions / games)
    else:
        raise SystemExit(f"unknown measurement {what!r}")
    return out


def _run(python: str, what: str, seconds: float) -> dict[str, Any]:
    proc = subprocess.run([python, os.path.abspath(__file__), "--child", what, str(seconds)],
                          capture_output=True, text=True, check=True, cwd="/")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--child", nargs=2, metavar=("WHAT", "SECONDS"), help=argparse.SUPPRESS)
    p.add_argument("--pure", help="a Python with the pure-Python build installed")
    p.add_argument("--compiled", help="a Python with the compiled build installed")
    p.add_argument("--seconds", type=float, default=10.0, help="CPU seconds per round")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--json", help="write the figures to this file")
    ns = p.parse_args(argv)
    if ns.child:
        print(json.dumps(_child(ns.child[0], float(ns.child[1]))))
        return 0
    if not (ns.pure and ns.compiled):
        p.error("--pure and --compiled are both needed")
    best: dict[str, dict[str, Any]] = {}
    for r in range(ns.rounds):
        for build, python in (("pure", ns.pure), ("compiled", ns.compiled)):
            for what, key in (("random", "decisions_per_s"), ("greedy", "games_per_s")):
                res = _run(python, what, ns.seconds)
                if (build == "compiled") != bool(res["compiled_modules"]):
                    raise SystemExit(f"{python} does not run the {build} build: {res}")
                name = f"{build}_{what}"
                if name not in best or res[key] > best[name][key]:
                    best[name] = res
                print(f"round {r + 1}: {build:8} {what:6} {res[key]:10.1f} {key}", flush=True)
    rnd = best["compiled_random"]["decisions_per_s"] / best["pure_random"]["decisions_per_s"]
    grd = best["compiled_greedy"]["games_per_s"] / best["pure_greedy"]["games_per_s"]
    print(f"2p random playout decisions/s: pure {best['pure_random']['decisions_per_s']:,.0f}, "
          f"compiled {best['compiled_random']['decisions_per_s']:,.0f} ({rnd:.2f}x)")
    print(f"greedy vs greedy games/s: pure {best['pure_greedy']['games_per_s']:,.1f}, "
          f"compiled {best['compiled_greedy']['games_per_s']:,.1f} ({grd:.2f}x)")
    print(f"load average at end: {os.getloadavg()}")
    if ns.json:
        with open(ns.json, "w", encoding="utf-8") as fh:
            json.dump({"best": best, "speedup_random": rnd, "speedup_greedy": grd,
                       "load_average": os.getloadavg()}, fh, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
