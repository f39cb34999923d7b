"""Every option of every bot has a checked range (issue 14: ``ismcts:c=nan`` crashed with an
AssertionError, ``seconds=inf`` hung): a bad value is one line naming the option and its
range, exit code 2, in the reader's language."""

from __future__ import annotations

import math

import pytest

from testkit.cli import run_cli
from ludoteca.bots import make_bot
from ludoteca.bots.base import parse_spec
from ludoteca.bots.ismcts import OPTIONS, ISMCTSBot
from ludoteca.core.errors import BadInput

BAD = [
    ("ismcts:c=nan", "c"), ("ismcts:c=-inf", "c"), ("ismcts:c=inf", "c"), ("ismcts:c=-0.5", "c"),
    ("ismcts:c=101", "c"), ("ismcts:c=1e400", "c"), ("ismcts:c=x", "c"),
    ("ismcts:seconds=nan", "seconds"), ("ismcts:seconds=inf", "seconds"),
    ("ismcts:seconds=0", "seconds"), ("ismcts:seconds=-1", "seconds"),
    ("ismcts:seconds=3601", "seconds"),
    ("ismcts:iterations=0", "iterations"), ("ismcts:iterations=-3", "iterations"),
    ("ismcts:iterations=1.5", "iterations"), ("ismcts:iterations=nan", "iterations"),
    ("ismcts:iterations=1000001", "iterations"),
    ("ismcts:iterations=" + "9" * 5000, "iterations"),
    ("ismcts:turns=-1", "turns"), ("ismcts:turns=101", "turns"), ("ismcts:turns=inf", "turns"),
    ("ismcts:depth=0", "depth"), ("ismcts:depth=101", "depth"), ("ismcts:depth=2.0", "depth"),
    ("ismcts:playout=smart", "playout"), ("ismcts:playout=nan", "playout"),
]


@pytest.mark.parametrize("spec,option", BAD)
def test_out_of_range_options_are_refused_naming_the_option(spec, option):
    with pytest.raises(BadInput) as info:
        make_bot(spec)
    text = str(info.value)
    assert f"option {option} must be" in text and "\n" not in text


@pytest.mark.parametrize("spec", ["greedy:depth=2", "random:c=1", "ismcts:width=3",
                                  "ismcts:c=1:c=2", "ismcts:c", "ismcts:=1", ":c=1", "nobot"])
def test_options_a_bot_does_not_take_and_malformed_specs(spec):
    with pytest.raises(BadInput):
        make_bot(spec)


def test_the_edges_of_each_range_are_accepted():
    bot = make_bot("ismcts:iterations=1:c=0:turns=0:depth=1:playout=random")
    assert (bot.iterations, bot.c, bot.playout_turns, bot.depth, bot.playout) == (
        1, 0.0, 0, 1, "random")
    bot = make_bot("ismcts:seconds=3600:c=100:turns=100:depth=100")
    assert (bot.seconds, bot.iterations, bot.c, bot.playout_turns, bot.depth) == (
        3600.0, None, 100.0, 100, 100)
    assert make_bot("ismcts:iterations=1000000").iterations == 1_000_000
    assert parse_spec("ISMCTS:C=0.5") == ("ismcts", {"c": "0.5"})


def test_the_python_constructor_checks_the_same_ranges():
    for kwargs in ({"c": math.nan}, {"c": -1.0}, {"seconds": math.inf}, {"seconds": 0},
                   {"iterations": 0}, {"iterations": 2.5}, {"iterations": True},
                   {"playout_turns": -1}, {"depth": 0}, {"playout": "smart"}):
        with pytest.raises(BadInput):
            ISMCTSBot(**kwargs)
    assert set(OPTIONS) == {"iterations", "seconds", "c", "playout", "turns", "depth"}


@pytest.mark.parametrize("lang,expected", [
    ("en", "ismcts option c must be a number from 0 to 100, got nan"),
    ("ca", "l'opció c d'ismcts ha de ser un nombre de 0 a 100, no nan"),
    ("es", "la opción c de ismcts debe ser un número de 0 a 100, no nan"),
    ("it", "l'opzione c di ismcts deve essere un numero da 0 a 100, non nan"),
    ("fr", "l'option c d'ismcts doit être un nombre de 0 à 100, pas nan"),
])
def test_cli_one_translated_line_and_exit_2(capsys, monkeypatch, lang, expected):
    for command in (["play", "dale", "--seats", "human,ismcts:c=nan"],
                    ["simulate", "dale", "--games", "1", "--seats", "ismcts:c=nan,greedy"]):
        code, out, err = run_cli(capsys, monkeypatch, command + ["--lang", lang])
        assert code == 2
        assert err.strip().splitlines() == [f"ludoteca: error: {expected}"]
        assert "Traceback" not in out + err


def test_cli_seconds_inf_does_not_hang(capsys, monkeypatch):
    code, _out, err = run_cli(capsys, monkeypatch,
                              ["simulate", "dale", "--games", "1", "--seats",
                               "ismcts:seconds=inf,greedy"])
    assert code == 2 and "option seconds must be a number of seconds above 0" in err
