"""Smoke test of benchmarks/web_load.py (docs/web.md): two tables for a few seconds over
loopback; it reports its figures and zero errors. No timing is asserted."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "web_load.py"


def test_the_load_script_plays_tables_and_reports_no_error():
    done = subprocess.run([sys.executable, str(SCRIPT), "--tables", "2", "--seconds", "4"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    out = done.stdout
    assert "errors: 0" in out
    actions = int(out.split("actions: ")[1].split()[0])
    assert actions > 0
    assert "latency p50:" in out and "p99:" in out and "actions/s:" in out
