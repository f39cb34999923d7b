"""Findings of a newcomer's test of the command: output paths checked before the work, choice
numbers that agree with the list shown, exit code 2 for bad input (unknown game id, a file that
is not a game database, a seat outside the game), one error prefix, tidy help screens."""

from __future__ import annotations

import re

import pytest

from ludoteca.cli.main import main

from testkit.cli import POSITION, run_cli
from ludoteca.core.errors import BadInput, LudotecaError



def one_error_line(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("ludoteca: error: "), err
    return lines[0]


@pytest.fixture
def position(tmp_path):
    path = tmp_path / "pos.toml"
    path.write_text(POSITION, encoding="utf-8")
    return path


@pytest.fixture
def finished_game(tmp_path, capsys, monkeypatch):
    db = tmp_path / "g.db"
    code, _, err = run_cli(capsys, monkeypatch, ["play", "dale", "--seats", "greedy,random",
                                                 "--seed", "3", "--db", db])
    assert code == 0, err
    return db


# -- 1. output files are checked before the work starts -----------------------------------------

def test_play_refuses_a_record_path_before_playing(tmp_path, capsys, monkeypatch):
    target = tmp_path / "missing" / "x.rec"
    code, out, err = run_cli(capsys, monkeypatch,
                             ["play", "dale", "--seats", "random,random", "--record", target])
    assert code == 2
    line = one_error_line(err)
    assert str(target) in line and "--record" in line and "does not exist" in line
    assert ".tmp" not in line
    assert out == ""  # no game was played
    assert not (tmp_path / "default-games.sqlite3").exists()  # nor saved


def test_games_export_refuses_an_output_path_before_reading(finished_game, tmp_path, capsys,
                                                            monkeypatch):
    target = tmp_path / "missing" / "e.rec"
    code, out, err = run_cli(capsys, monkeypatch,
                             ["games", "export", "1", "--db", finished_game, "-o", target])
    assert code == 2
    line = one_error_line(err)
    assert str(target) in line and ".tmp" not in line


@pytest.mark.parametrize("option", ["--json", "--plot"])
def test_simulate_refuses_an_output_path_before_simulating(option, tmp_path, capsys,
                                                           monkeypatch):
    target = tmp_path / "missing" / "x.out"
    code, out, err = run_cli(capsys, monkeypatch,
                             ["simulate", "dale", "-n", "1", option, target])
    assert code == 2
    assert option in one_error_line(err) and str(target) in err
    assert out == ""  # not even the seed: nothing was simulated


def test_the_output_check_names_directories_and_permissions(tmp_path, monkeypatch):
    from ludoteca.cli import options

    options.check_output_file(None, "--record")
    options.check_output_file(tmp_path / "new.rec", "--record")  # a new file: fine
    with pytest.raises(BadInput, match="directory"):
        options.check_output_file(tmp_path, "--record")
    monkeypatch.setattr(options.os, "access", lambda *a, **k: False)
    with pytest.raises(BadInput, match=r"--record .*new\.rec: no permission"):
        options.check_output_file(tmp_path / "new.rec", "--record")


def test_a_late_write_failure_names_the_file_not_the_temporary_one(tmp_path):
    from ludoteca.cli.records import _write

    target = tmp_path / "gone" / "x.rec"
    with pytest.raises(LudotecaError) as info:
        _write(target, "text")
    assert str(target) in str(info.value) and ".tmp" not in str(info.value)
    assert not isinstance(info.value, BadInput)  # a failure of the disk, not bad input: exit 1


# -- 2. choice numbers agree with the numbered list ---------------------------------------------

def test_every_message_counts_the_choices_shown(capsys, monkeypatch):
    # Seed 5. (Inventories are chosen card by card now, so the numbered list is the whole
    # legal list; the numbers in both messages must still agree with it.)
    code, out, err = run_cli(capsys, monkeypatch,
                             ["play", "dale", "--seats", "human,greedy", "--seed", "5"],
                             stdin="sell everything now\n99\n")
    assert code == 0, err
    text = " ".join(out.split())
    typed = re.search(r"Type a number from 1 to (\d+)", text)
    refused = re.search(r"There is no choice 99; choose 1 to (\d+)", text)
    assert typed and refused, text
    assert typed.group(1) == refused.group(1)


# -- 3. exit code 2 for input that cannot be used -------------------------------------------------

def test_unknown_game_ids_exit_2(finished_game, capsys, monkeypatch):
    for argv in (["play", "--resume", "999", "--db", finished_game],
                 ["games", "export", "999", "--db", finished_game],
                 ["games", "--db", finished_game, "export", "999"]):
        code, _, err = run_cli(capsys, monkeypatch, argv)
        assert code == 2, argv
        assert "no game 999" in one_error_line(err)


@pytest.mark.parametrize("argv", [
    ["play", "dale", "--seats", "random,random", "--db", "{db}"],
    ["play", "--resume", "1", "--db", "{db}"],
    ["games", "--db", "{db}"],
    ["games", "export", "1", "--db", "{db}"],
])
def test_a_file_that_is_not_a_game_database_exits_2(argv, tmp_path, capsys, monkeypatch):
    db = tmp_path / "binary.db"
    db.write_bytes(bytes(range(256)) * 8)
    code, out, err = run_cli(capsys, monkeypatch, [a.replace("{db}", str(db)) for a in argv])
    assert code == 2
    assert "not a Ludoteca game database" in one_error_line(err)
    assert out == ""


def test_listing_or_exporting_never_creates_the_database(tmp_path, capsys, monkeypatch):
    db = tmp_path / "new.db"
    code, out, err = run_cli(capsys, monkeypatch, ["games", "--db", db])
    assert code == 0, err
    assert "No saved games in" in out and str(db) in " ".join(out.split())
    for argv in (["games", "export", "4", "--db", db], ["play", "--resume", "4", "--db", db]):
        code, _, err = run_cli(capsys, monkeypatch, argv)
        assert code == 2 and "no game 4" in one_error_line(err)
    assert not db.exists()


# -- 4. seats are 1..N --------------------------------------------------------------------------

@pytest.mark.parametrize("seat", ["0", "-1", "3"])
def test_show_refuses_a_seat_outside_the_game(seat, position, capsys, monkeypatch):
    code, out, err = run_cli(capsys, monkeypatch, ["show", "dale", position, "--seat", seat])
    assert code == 2
    # check/moves/show answer in their own machine-readable form: `error: …` on one line.
    assert out == f"error: --seat {seat}: the position has seats 1 to 2\n"


def test_show_draws_a_seat_inside_the_game(position, capsys, monkeypatch):
    code, out, err = run_cli(capsys, monkeypatch, ["show", "dale", position, "--seat", "2"])
    assert code == 0, err
    assert "Your hand (Seat 2)" in out


# -- 5. one error prefix, except the documented first lines of check/moves/show ------------------

@pytest.mark.parametrize("command", ["check", "moves", "show"])
def test_position_commands_keep_their_documented_error_line(command, tmp_path, capsys,
                                                            monkeypatch):
    argv = [command, "dale", tmp_path / "none.toml"] + (["inventory"] if command == "check"
                                                         else [])
    code, out, _ = run_cli(capsys, monkeypatch, argv)
    assert code == 2 and out.startswith("error: ") and len(out.splitlines()) == 1


def test_a_long_error_is_one_unwrapped_line(tmp_path, capsys, monkeypatch):
    target = tmp_path / ("a-rather-long-directory-name-" * 4) / "record-file.rec"
    code, _, err = run_cli(capsys, monkeypatch,
                           ["play", "dale", "--seats", "random,random", "--record", target])
    assert code == 2
    assert len(one_error_line(err)) > 120


# -- 6. help screens ------------------------------------------------------------------------------

@pytest.mark.parametrize("argv", [
    ["--help"], ["replay", "--help"], ["simulate", "--help"], ["pax", "sample", "--help"],
    ["replay", "--help", "--lang", "ca"],
])
def test_flags_show_no_value_type(argv, capsys, monkeypatch):
    code, out, _ = run_cli(capsys, monkeypatch, argv)
    assert code == 0
    assert "<bool>" not in out
    assert "--help" in out and "--lang" in out


def test_translated_help_still_works_after_tidying(capsys, monkeypatch):
    code, out, _ = run_cli(capsys, monkeypatch, ["replay", "--help", "--lang", "ca"])
    assert code == 0 and "Opcions" in out


@pytest.mark.parametrize("argv", [[], ["pax"]])
def test_a_group_without_a_command_prints_help_and_exits_2(argv, capsys, monkeypatch):
    code, out, err = run_cli(capsys, monkeypatch, argv)
    assert code == 2
    assert "Usage:" in out and "Commands" in out
    assert "error" not in err


# -- 7. the seats help lists the registered bots --------------------------------------------------

def test_play_help_lists_every_registered_bot(capsys, monkeypatch):
    from ludoteca.bots import bot_names

    code, out, _ = run_cli(capsys, monkeypatch, ["play", "--help"])
    assert code == 0
    text = " ".join(out.replace("│", " ").split())
    assert "{bots}" not in text
    assert ", ".join(bot_names()) in text
    assert "ismcts" in bot_names()


@pytest.mark.parametrize("seat,words", [
    ("ismcts:seconds=abc", "option seconds must be a number of seconds above 0"),
    ("ismcts:foo=1", "no option 'foo'"),
    ("ismcts:seconds=-1", "option seconds must be a number of seconds above 0"),
    ("robot", "unknown seat 'robot'"),
])
def test_a_bad_bot_option_names_the_option(capsys, seat, words):
    code = main(["simulate", "dale", "--games", "1", "--seats", f"{seat},greedy", "--lang", "en"])
    err = capsys.readouterr().err
    assert code == 2
    assert words in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("count", ["-2", "0", "1", "5"])
def test_a_player_count_outside_the_game_names_the_games_range(count, capsys, monkeypatch):
    """dale.setup.players: --players outside 2-4 (negative ones too) is refused with the
    game's range, not a range of integers."""
    code, _, err = run_cli(capsys, monkeypatch, ["play", "dale", "--players", count])
    assert code == 2
    assert one_error_line(err) == (f"ludoteca: error: Dale of Merchants is played by 2 to 4 "
                                   f"players, not {count}")


def test_simulate_refuses_a_seed_whose_games_would_go_past_the_last_seed(capsys, monkeypatch):
    """Game k of a simulation plays seed first + k: with 3 games the first seed may be at most
    2**63 - 3, so that every game's seed is one 'play --seed' takes."""
    code, _, err = run_cli(capsys, monkeypatch, ["simulate", "dale", "--games", "3",
                                                 "--seed", str(2**63 - 1)])
    assert code == 2
    assert f"from {-2**63} to {2**63 - 3}, got {2**63 - 1}" in one_error_line(err)
