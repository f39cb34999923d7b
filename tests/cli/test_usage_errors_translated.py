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
])
def test_usage_errors_in_the_reader_s_language(capsys, monkeypatch, tmp_path, argv, expected):
    monkeypatch.setenv("LUDOTECA_DB", str(tmp_path / "g.db"))
    code, err = _err(capsys, monkeypatch, argv)
    assert code == 2
    assert expected in err
    assert "Missing" not in err and "No such option" not in err and "Invalid value" not in err


def test_english_readers_keep_click_s_sentence(capsys, monkeypatch):
    code, err = _err(capsys, monkeypatch, ["play", "dale", "--bogus", "--lang", "en"])
    assert code == 2 and "No such option: --bogus" in err


def test_a_bad_backend_is_refused_before_the_seed_and_any_game(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    code = main(["simulate", "dale", "--games", "2", "--backend", "foo"])
    out, err = capsys.readouterr()
    assert code == 2 and "unknown backend 'foo'" in err
    assert out == ""  # no seed line, no progress bar
