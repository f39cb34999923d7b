"""What one state message of the browser table costs to build (docs/web.md): for greedy
games, the deciding seat's message (its view, its legal actions and, for each, whether it may
end the turn: tried on worlds sampled from what the seat knows), a waiting seat's and the
spectator's, printed as the mean and the worst milliseconds and the deciding seat's cost as a
ratio of a waiting seat's. Nothing is asserted: run it by hand.

    python benchmarks/web_state_message.py --games 3
"""

from __future__ import annotations

import argparse
import time

from ludoteca.bots import make_bot
from ludoteca.core.session import Session
from ludoteca.web.dale_table import DaleLog, payload


def measure(games: int, moves: int) -> dict[str, list[float]]:
    out: dict[str, list[float]] = {"deciding": [], "waiting": [], "spectator": []}
    for seed in range(games):
        s = Session.new("dale", ["greedy", "greedy"], seed, {}, make_bot=make_bot)
        log = DaleLog()
        for _ in range(moves):
            if s.over:
                break
            seat = s.deciding
            for kind, who in (("deciding", seat), ("waiting", 1 - seat), ("spectator", -1)):
                start = time.perf_counter()
                payload(s, who, "en", log)
                out[kind].append(1000 * (time.perf_counter() - start))
            s.submit(seat, s.bot_action(seat))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--moves", type=int, default=150)
    args = parser.parse_args()
    times = measure(args.games, args.moves)
    for kind, values in times.items():
        print(f"{kind:>9}: mean {sum(values) / len(values):6.2f} ms, worst "
              f"{max(values):7.2f} ms over {len(values)} messages")
    mean = {k: sum(v) / len(v) for k, v in times.items()}
    print(f"deciding / waiting: {mean['deciding'] / mean['waiting']:.1f}x")


if __name__ == "__main__":
    main()
