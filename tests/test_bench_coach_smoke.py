"""Smoke test of benchmarks/bench_coach.py (issue 29): each measurement runs on a tiny budget
and prints its documented line; no timing is asserted (benchmarks are run by hand)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
import bench_coach as bench  # noqa: E402


def test_the_three_measurements_run_and_print_their_lines(capsys, tmp_path):
    bench.speed(1, iterations=2)
    bench.agreement(3, 10, iterations=2)
    bench.calibration(4, 10, str(tmp_path / "cal.png"), iterations=2)
    out = capsys.readouterr().out
    assert re.search(r"^speed: seed 9600, \d+ actions, \d+ decisions analysed at 2 iterations",
                     out, re.M)
    agreed = re.search(r"^agreement with 10x budget: (\d+)/3 = ", out, re.M)
    assert agreed and 0 <= int(agreed[1]) <= 3
    counts = [int(n) for n in re.findall(r"^ +\d+- *\d+%  mean +[\d.]+% \| +(\d+) \|", out, re.M)]
    assert sum(counts) == 4
    assert (tmp_path / "cal.png").read_bytes()[:4] == b"\x89PNG"
