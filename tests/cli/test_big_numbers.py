"""Whole numbers of 2**63 or more on the command line give one clear line and exit 2
(issue 14), never an overflow traceback; nothing is created."""

from __future__ import annotations

import pytest

from testkit.cli import run_cli

BIG = [str(2**63), str(2**64 + 5), str(10**40), str(-(2**63) - 1)]


@pytest.mark.parametrize("big", BIG)
@pytest.mark.parametrize("argv", [
    ["play", "dale", "--seats", "greedy,greedy", "--seed", "{}"],
    ["play", "--resume", "{}"],
    ["games", "export", "{}"],
    ["simulate", "dale", "--games", "1", "--seed", "{}"],
    ["simulate", "dale", "--games", "{}"],
    ["play", "dale", "--seats", "greedy,greedy", "--max-turns", "{}"],
])
def test_a_number_out_of_64_bits_is_one_line_exit_2(argv, big, tmp_path, capsys, monkeypatch):
    db = tmp_path / "g.db"
    monkeypatch.setenv("LUDOTECA_DB", str(db))
    code, out, err = run_cli(capsys, monkeypatch, [a.replace("{}", big) for a in argv])
    assert code == 2, (out, err)
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("ludoteca: error: "), err
    assert "Traceback" not in out + err and "Overflow" not in err
    assert not db.exists()


def test_the_largest_seed_is_accepted(tmp_path, capsys, monkeypatch):
    code, _, err = run_cli(capsys, monkeypatch, [
        "play", "dale", "--seats", "greedy,greedy", "--seed", str(2**63 - 1), "--max-turns",
        "2", "--db", tmp_path / "g.db"])
    assert code == 0, err
