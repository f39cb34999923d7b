"""A game stopped at the turn cap says the last turn played (``--max-turns 5``: turn 5)."""

import io
import sys

from ludoteca.cli.main import main


def test_the_cap_message_names_the_last_turn_played(capsys, monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    monkeypatch.setenv("LUDOTECA_DB", str(tmp_path / "g.db"))
    monkeypatch.setenv("COLUMNS", "200")
    code = main(["play", "dale", "--seats", "greedy,random", "--seed", "3", "--max-turns", "5"])
    out = capsys.readouterr().out
    assert code == 0
    assert "No winner: the game stopped after turn 5, the turn cap." in out
    assert "T5 " in out and "T6 " not in out  # turns 1–5 were played, turn 6 never began
