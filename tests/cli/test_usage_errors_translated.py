"""Typer/Click usage errors are said in the reader's language (English readers keep Click's
sentence): a missing argument or command, an unknown option, a bad value."""

import io
import sys

import pytest

from ludoteca.cli.main import main


def _err(capsys, monkeypatch, argv):
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    code = main(argv)
    return code, capsys.readouterr().err


@pytest.mark.parametrize("argv, expected", [
    (["simulate", "--lang", "ca"], "falta GAME"),
    (["--lang", "fr"], "il manque une commande"),
    (["play", "dale", "--bogus", "--lang", "it"], "non esiste l'opzione --bogus"),
    (["play", "dale", "--players", "abc", "--lang", "fr"], "--players n'accepte pas cette valeur"),
    (["--lang", "fr", "bogus"], "il n'y a pas de commande bogus"),
    (["--lang", "es", "games", "bogus"], "no hay ningún comando bogus"),
])
def test_usage_errors_in_the_reader_s_language(capsys, monkeypatch, tmp_path, argv, expected):
    monkeypatch.setenv("LUDOTECA_DB", str(tmp_path / "g.db"))
    code, err = _err(capsys, monkeypatch, argv)
    assert code == 2
    assert expected in err
    assert "Missing" not in err and "No such option" not in err and "Invalid value" not in err
    assert "No such command" not in err


def test_english_readers_keep_click_s_sentence(capsys, monkeypatch):
    code, err = _err(capsys, monkeypatch, ["play", "dale", "--bogus", "--lang", "en"])
    assert code == 2 and "No such option: --bogus" in err


def test_a_bad_backend_is_refused_before_the_seed_and_any_game(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    code = main(["simulate", "dale", "--games", "2", "--backend", "foo"])
    out, err = capsys.readouterr()
    assert code == 2 and "unknown backend 'foo'" in err
    assert out == ""  # no seed line, no progress bar


def test_play_from_a_position_names_the_seats_that_do_not_match(capsys, monkeypatch, tmp_path):
    """The position of docs/positions.md has 2 players; three seats are refused as seats (no
    --players was given)."""
    import re
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "docs" / "positions.md").read_text("utf-8")
    (tmp_path / "pos.toml").write_text(re.findall(r"^```toml\n(.*?)^```$", text, re.S | re.M)[0],
                                       encoding="utf-8")
    monkeypatch.setenv("LUDOTECA_DB", str(tmp_path / "g.db"))
    code, err = _err(capsys, monkeypatch, ["play", "dale", "--from", str(tmp_path / "pos.toml"),
                                            "--seats", "greedy,random,random"])
    assert code == 2
    assert "--seats names 3 seats; the position has 2 players" in err
    assert "--players" not in err
