"""Two source trees of Ludoteca against each other (and the peers), in interleaved rounds.

For a change's before/after figures measured in one run (docs/performance.md): each round
measures, each in a fresh process and in turn, the *before* tree, the *after* tree and the
peers, with the functions of ``benchmarks/bench_engine.py`` (this folder's, for both trees:
they call only the game's public interface). Each figure keeps its best round; rates are per
CPU second of the measuring process (``time.process_time``).

* ``int``: 2-player random playout over the integer space, sub-decisions/s;
* ``greedy``: greedy-vs-greedy games (``play_game``, turn cap 400), decisions/s;
* ``ismcts``: ``ismcts:iterations=200`` searches along greedy games, iterations/s;
* ``random``: 2-player random playout over whole actions, decisions/s;
* peers (when installed): RLCard UNO ``game.step``/s and pyminion BigMoney decisions/s.

Usage::

    git archive BASE src | tar -x -C /tmp/base
    python benchmarks/bench_trees.py --before /tmp/base/src --after src --seconds 6 --rounds 3
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
FIGURES = ("int", "greedy", "ismcts", "random")
PEERS = ("uno", "pyminion")


def _child(what: str, seconds: float) -> dict[str, Any]:
    sys.path.insert(0, HERE)
    import bench_engine as b

    if what == "int":
        return {"rate": b.dale_int_random_playouts(2, seconds, 200)["sub_decisions_per_s"]}
    if what == "random":
        return {"rate": b.dale_random_playouts(2, seconds, 200)["decisions_per_s"]}
    if what == "greedy":
        return {"rate": b._play_bot_games("greedy", seconds, 400)["decisions_per_s"]}
    if what == "ismcts":
        decisions = max(2, int(seconds * 6))
        rate, why, _ = b.ismcts_rate(200, decisions)
        return {"rate": rate, "why": why}
    if what == "uno":
        return {"rate": b.rlcard_uno(seconds)["steps_per_s"]}
    if what == "pyminion":  # as pyminion runs by default (its records made, then dropped)
        return {"rate": b.pyminion_big_money(seconds)["decisions_per_s"]}
    raise SystemExit(f"unknown measurement {what!r}")


def _run(src: str | None, what: str, seconds: float) -> dict[str, Any]:
    env = dict(os.environ)
    if src is not None:
        env["PYTHONPATH"] = os.pathsep.join(
            [os.path.abspath(src)] + [p for p in env.get("PYTHONPATH", "").split(os.pathsep)
                                      if p])
    proc = subprocess.run([sys.executable, os.path.abspath(__file__), "--child", what,
                           str(seconds)], capture_output=True, text=True, env=env, cwd="/")
    if proc.returncode:
        return {"rate": None, "why": proc.stderr.strip().splitlines()[-1:]}
    return json.loads(proc.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--child", nargs=2, metavar=("WHAT", "SECONDS"), help=argparse.SUPPRESS)
    p.add_argument("--before", help="the src folder of the tree before")
    p.add_argument("--after", help="the src folder of the tree after")
    p.add_argument("--seconds", type=float, default=6.0, help="CPU seconds per measurement")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--only", nargs="*", choices=FIGURES, help="only these figures")
    p.add_argument("--json", help="write every round and the best figures to this file")
    ns = p.parse_args(argv)
    if ns.child:
        print(json.dumps(_child(ns.child[0], float(ns.child[1]))))
        return 0
    if not (ns.before and ns.after):
        p.error("--before and --after are both needed")
    figures = ns.only or FIGURES
    rounds: list[dict[str, Any]] = []
    print(f"load average at start: {os.getloadavg()}", flush=True)
    for r in range(ns.rounds):
        row: dict[str, Any] = {}
        for what in figures:
            for tree, src in (("before", ns.before), ("after", ns.after)):
                row[f"{tree}_{what}"] = _run(src, what, ns.seconds)["rate"]
                print(f"round {r + 1}: {tree:6} {what:7} {row[f'{tree}_{what}']}", flush=True)
        for peer in PEERS:
            row[peer] = _run(None, peer, ns.seconds)["rate"]
            print(f"round {r + 1}: peer   {peer:8} {row[peer]}", flush=True)
        rounds.append(row)
    best = {k: max((x[k] for x in rounds if x[k] is not None), default=None) for k in rounds[0]}
    print(f"load average at end: {os.getloadavg()}")
    print(f"{'figure':8} {'before':>10} {'after':>10} {'after/before':>12} "
          f"{'spread':>14}  ÷ UNO (b → a)   ÷ pyminion (b → a)")
    for what in figures:
        b, a = best[f"before_{what}"], best[f"after_{what}"]
        ratio = a / b if a and b else None
        vals = [x[f"after_{what}"] for x in rounds if x[f"after_{what}"]]
        spread = f"{min(vals) / max(vals):.2f}" if vals else "n/a"

        def peer(name: str, b: float | None = b, a: float | None = a) -> str:
            v = best.get(name)
            return f"{b / v:.3f} → {a / v:.3f}" if v and a and b else "n/a"

        print(f"{what:8} {b or 0:10.1f} {a or 0:10.1f} "
              f"{(f'{ratio:.2f}x' if ratio else 'n/a'):>12} {spread:>14}  "
              f"{peer('uno'):15} {peer('pyminion')}")
    if ns.json:
        with open(ns.json, "w", encoding="utf-8") as fh:
            json.dump({"rounds": rounds, "best": best, "load_average": os.getloadavg(),
                       "date": time.strftime("%Y-%m-%d %H:%M:%S")}, fh, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
