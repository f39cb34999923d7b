"""Shared machinery of the fuzz suite (docs/security.md, "Malformed input").

Every fuzz test runs ``ludoteca`` in-process on a generated input and checks the contract of
every command for every input: no internal error (no traceback, no "internal error"), an exit
code the command documents (0 or 2; ``check`` also 1 for an illegal action), an error of
exactly one line, and no hang (a watchdog turns an input that runs for minutes into a
failure; it is a hang detector, not a speed test).

The budget is fixed so CI stays fast: ``LUDOTECA_FUZZ_EXAMPLES`` examples per test (default
25 under the ``ci`` Hypothesis profile, scaled by the others: ``testkit.examples``;
derandomized). A long run raises it, e.g. ``LUDOTECA_FUZZ_EXAMPLES=3000``; the totals are
printed at the end of the session.
"""

from __future__ import annotations

import contextlib
import io
import os
import signal
import sys
from collections import Counter

from hypothesis import HealthCheck, settings

from ludoteca.cli.main import main

from testkit import examples

EXAMPLES = int(os.environ.get("LUDOTECA_FUZZ_EXAMPLES", examples(25)))
LONG = "LUDOTECA_FUZZ_EXAMPLES" in os.environ
#: Seconds after which one input counts as a hang.
HANG_SECONDS = int(os.environ.get("LUDOTECA_FUZZ_HANG_SECONDS", "120"))

FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=not LONG, database=None,
                suppress_health_check=list(HealthCheck), print_blob=True)

COUNTS: Counter = Counter()


class Hang(Exception):
    pass


def _alarm(signum, frame):  # pragma: no cover - only on a hang
    raise Hang(f"an input ran for more than {HANG_SECONDS} s")


def run(argv: list[str], stdin: str = "", allowed: tuple[int, ...] = (0, 2)) -> tuple[int, str, str]:
    """Run ``ludoteca ARGV``; assert the contract; return (code, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    old_in = sys.stdin
    sys.stdin = io.StringIO(stdin)
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(HANG_SECONDS)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = main([str(a) for a in argv])
            except SystemExit as exc:  # pragma: no cover - main returns, never exits
                code = exc.code if isinstance(exc.code, int) else 1
    except Hang:
        COUNTS["hangs"] += 1
        raise
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
        sys.stdin = old_in
    o, e = out.getvalue(), err.getvalue()
    COUNTS["inputs"] += 1
    problem = None
    if "Traceback" in o + e or "internal error" in o + e:
        problem = "internal error"
    elif code not in allowed:
        problem = f"exit code {code}"
    elif code == 2:
        lines = [ln for ln in (e.strip() or o.strip()).splitlines() if ln.strip()]
        if len(lines) != 1 and not (o.strip().startswith("error: ") and
                                    len(o.strip().splitlines()) == 1):
            problem = "an error of more than one line"
    if problem:
        COUNTS["internal errors"] += 1
        raise AssertionError(f"{problem} for ludoteca {argv!r}\nstdout: {o[-2000:]}\n"
                             f"stderr: {e[-2000:]}")
    return code, o, e
