"""The path of one typed purchase, counted: the modules and functions a ``buy +N with …``
crosses from the session's ``submit(seat, text)`` to the new state, and how many times the
purchase is checked (docs/architecture.md, "One action, from typed text to the screen").

Run by hand on the pure build: ``python benchmarks/path_of_one_action.py [--seed N]``.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter

from ludoteca.core.session import Session
from ludoteca.dale.notation import to_text


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=7, help="the game's seed (default 7)")
    args = ap.parse_args()
    session = Session.new("dale", ["human", "greedy"], args.seed)
    while True:
        legal = session.legal(session.deciding)
        buys = [a for a in legal if a[0] == "buy" and a[2]]
        if buys:
            break
        session.submit(session.deciding, legal[-1])
    text = to_text(buys[0])
    calls: Counter[tuple[str, str]] = Counter()

    def profile(frame, event, _arg):
        if event == "call":
            mod = frame.f_globals.get("__name__", "?")
            if mod.startswith("ludoteca."):
                calls[(mod, frame.f_code.co_name)] += 1

    sys.setprofile(profile)
    session.submit(session.deciding, text)
    sys.setprofile(None)
    modules = sorted({m for m, _f in calls})
    print(f"typed: {text!r}")
    print(f"modules crossed: {len(modules)}; distinct functions: {len(calls)}; "
          f"calls: {sum(calls.values())}")
    for name in ("plain_buy", "plain_parts", "check_buy", "check_buy_main", "resolve",
                 "check_payment", "do_buy",
                 "legal_actions", "purchases_whole", "payments_for"):
        n = sum(c for (m, f), c in calls.items() if f == name)
        print(f"  {name}: {n}")
    print("modules:", ", ".join(m.removeprefix("ludoteca.") for m in modules))


if __name__ == "__main__":
    main()
