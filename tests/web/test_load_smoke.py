"""Smoke tests of benchmarks/web_load.py (docs/web.md): two tables for a few seconds over
loopback; it reports its figures and zero errors; and of benchmarks/web_action_cost.py. No
timing is asserted."""

from __future__ import annotations

import os
import secrets
import subprocess
import sys
from pathlib import Path

import pytest

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
    assert "p95:" in out and "p99 / goal (250 ms):" in out
    assert "servers' processor time:" in out and "waiting for a processor" in out


def test_the_kill_needs_two_processes_on_postgresql():
    done = subprocess.run([sys.executable, str(SCRIPT), "--tables", "2", "--seconds", "4",
                           "--kill-after", "2"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert "--kill-after: with --postgres --processes 2 or more" in done.stderr


def test_the_work_per_action_script_reports_its_parts():
    script = SCRIPT.parent / "web_action_cost.py"
    done = subprocess.run([sys.executable, str(script), "--tables", "2", "--skip", "5",
                           "--actions", "2"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    out = done.stdout
    assert "tables: 2  actions skipped: 5  measured: 4  zlib level: 3" in out
    for part in ("submit:", "payload:", "encode:", "compress:", "total:",
                 "total / budget (3.5 ms per action"):
        assert part in out


def test_two_processes_routed_by_table_lose_nothing_when_one_is_killed():
    """``--route table`` (both seats of a table on one process, as a proxy routing each table
    to one process): one of two processes on PostgreSQL killed mid-run, its pages reconnect
    to the other, nothing a page was told of is lost and every game replays to its hash."""
    admin_url = os.environ.get("LUDOTECA_TEST_PG")
    if not admin_url:
        if os.environ.get("CI"):
            pytest.fail("LUDOTECA_TEST_PG is not set (.ci/run starts PostgreSQL)")
        pytest.skip("no PostgreSQL (LUDOTECA_TEST_PG)")
    import psycopg

    name = "ludoteca_load_" + secrets.token_hex(6)  # a database of this test's own
    with psycopg.connect(admin_url, autocommit=True) as admin:
        admin.execute(f"CREATE DATABASE {name}")
    url = admin_url.rsplit("/", 1)[0] + "/" + name
    try:
        done = subprocess.run([sys.executable, str(SCRIPT), "--tables", "4", "--seconds", "8",
                               "--postgres", url, "--processes", "2", "--route", "table",
                               "--kill-after", "4"], capture_output=True, text=True,
                              timeout=300)
    finally:
        with psycopg.connect(admin_url, autocommit=True) as admin:
            admin.execute(f"DROP DATABASE {name} WITH (FORCE)")
    assert done.returncode == 0, done.stdout + done.stderr
    out = done.stdout
    assert "errors: 0" in out
    told = int(out.split("actions a page was told of: ")[1].split(",")[0])
    assert told > 0 and "lost: 0;" in out
