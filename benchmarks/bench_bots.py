"""Speed of the search bots on the same positions, and of greedy games (issue #18 point 3).

Run by hand (never part of the test suite's timing)::

    .venv/bin/python benchmarks/bench_bots.py
    .venv/bin/python benchmarks/bench_bots.py --bots ismcts:iterations=100,ismcts-int:iterations=100 --decisions 40

* ISMCTS iterations per second: greedy-vs-greedy 2-player games from seeds 8001, 8002 … are
  played and every 5th decision that offers a real choice is searched by *each* bot of
  ``--bots`` in turn (same position, same generator seed), until ``--decisions`` positions;
  the figure is iterations / CPU seconds of the searches (``time.process_time``).
* Greedy games per second: ``--games`` greedy-vs-greedy 2-player games (seeds 8000 …) with
  each bot of ``--greedy`` at both seats, in CPU seconds.

The load average is printed with the figures (the machine may be shared).
"""

from __future__ import annotations

import argparse
import os
import random
import time

from ludoteca.bots import make_bot
from ludoteca.core.game import get_game
from ludoteca.core.infoset import InformationSet, decide
from ludoteca.core.loop import bot_agent, bot_rng, legal_for, play_out


def search_rates(specs: list[str], decisions: int) -> dict[str, tuple[int, float]]:
    """spec -> (iterations, CPU seconds) over the same ``decisions`` searched positions."""
    dale = get_game("dale")
    bots = [make_bot(s, game=dale) for s in specs]
    greedy = [make_bot("greedy", game=dale), make_bot("greedy", game=dale)]
    totals = {s: [0, 0.0] for s in specs}
    searched = 0
    step = 0

    def agent(state, seat):
        nonlocal searched, step
        seen = dale.view(state, seat)
        legal = legal_for(dale, state, seen)
        if len(legal) > 1 and step % 5 == 0 and searched < decisions:
            for spec, bot in zip(specs, bots):
                rng = random.Random(f"bench-bots:{searched}")
                t0 = time.process_time()
                decide(bot, seen, legal, rng, InformationSet(state, seat, dale.determinize, dale))
                totals[spec][1] += time.process_time() - t0
                totals[spec][0] += int(bot.last_stats.get("iterations", 0))
            searched += 1
        step += 1
        return greedy[seat].choose(seen, legal, random.Random(step))

    game = 0
    while searched < decisions:
        game += 1
        step = 0
        play_out(dale, dale.new_state(2, 8000 + game), agent, max_turns=400,
                 stop=lambda _s: searched >= decisions)
    return {s: (int(i), t) for s, (i, t) in totals.items()}


def greedy_rate(spec: str, games: int) -> tuple[int, float]:
    """(games, CPU seconds) of ``games`` 2-player games with ``spec`` at both seats."""
    dale = get_game("dale")
    t0 = time.process_time()
    for k in range(games):
        seed = 8000 + k
        state = dale.new_state(2, seed)
        bots = [make_bot(spec, game=dale) for _ in range(2)]
        play_out(dale, state, bot_agent(dale, bots, [bot_rng(seed, 0), bot_rng(seed, 1)]),
                 max_turns=400)
    return games, time.process_time() - t0


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bots", default="ismcts:iterations=100,ismcts-int:iterations=100")
    ap.add_argument("--decisions", type=int, default=40)
    ap.add_argument("--greedy", default="greedy,greedy-int")
    ap.add_argument("--games", type=int, default=20)
    args = ap.parse_args(argv)
    print(f"load average before: {os.getloadavg()}")
    if args.decisions:
        for spec, (it, cpu) in search_rates(args.bots.split(","), args.decisions).items():
            print(f"{spec}: {it} iterations in {cpu:.2f} CPU s = {it / cpu:.0f} iterations/s")
    if args.games:
        for spec in args.greedy.split(","):
            n, cpu = greedy_rate(spec, args.games)
            print(f"{spec} vs itself: {n} games in {cpu:.2f} CPU s = {n / cpu:.2f} games/s")
    print(f"load average after: {os.getloadavg()}")


if __name__ == "__main__":
    main()
