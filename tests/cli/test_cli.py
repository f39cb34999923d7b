"""The ``ludoteca`` command: option errors, bot games, a scripted human game, simulations."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from ludoteca.cli.main import main


def run_cli(capsys, monkeypatch, argv, stdin=""):
    """Run ``ludoteca argv`` in-process with ``stdin``; return (exit code, stdout, stderr)."""
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(
    "argv, words",
    [
        (["play", "dale", "--players", "5"], "2 to 4 players"),
        (["play", "dale", "--players", "1", "--seats", "human"], "2 to 4 players"),
        (["play", "dale", "--decks", "macaws,unicorns,pandas"], "unicorns"),
        (["play", "dale", "--seats", "human,wizard"], "wizard"),
        (["play", "dale", "--seats", "human,,greedy"], "seat list"),
        (["play", "dale", "--seats", "human,greedy", "--players", "3"], "does not match"),
        (["play", "dale", "--seed", "abc"], "seed"),
        (["play", "chess"], "chess"),
        (["simulate", "chess"], "chess"),
        (["simulate", "dale", "--seats", "greedy,human"], "bots only"),
        (["simulate", "dale", "--games", "0"], "--games must be a whole number from 1 to"),
        (["simulate", "dale", "--seed", "1.5"], "seed"),
        (["play", "dale", "--no-such-option"], "no-such-option"),
    ],
)
def test_bad_options_give_one_line_and_exit_code_2(capsys, monkeypatch, argv, words):
    code, out, err = run_cli(capsys, monkeypatch, argv)
    assert code == 2
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert words in lines[0]
    assert "Traceback" not in out + err


@pytest.mark.parametrize(
    "decks",
    ["macaws,pandas", "macaws,macaws,pandas"],  # wrong count for 2 players; a repeated deck
)
def test_deck_lists_refused_by_the_engine_also_exit_2(capsys, monkeypatch, decks):
    code, out, err = run_cli(capsys, monkeypatch,
                             ["play", "dale", "--seats", "greedy,random", "--decks", decks])
    assert code == 2
    assert len(err.strip().splitlines()) == 1
    assert "Traceback" not in out + err


def test_the_installed_entry_point_reports_errors_without_traceback():
    proc = subprocess.run(
        [sys.executable, "-m", "ludoteca.cli.main", "play", "dale", "--seed", "abc"],
        capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 2
    assert proc.stderr.strip().count("\n") == 0
    assert "Traceback" not in proc.stdout + proc.stderr


def test_version_and_help(capsys, monkeypatch):
    from ludoteca import __version__

    code, out, _ = run_cli(capsys, monkeypatch, ["--version"])
    assert code == 0 and __version__ in out
    code, out, _ = run_cli(capsys, monkeypatch, ["--help"])
    assert code == 0 and "play" in out and "simulate" in out
    code, out, _ = run_cli(capsys, monkeypatch, ["play", "--help"])
    assert code == 0 and "130" in out and "--seats" in out


def test_a_bot_game_plays_itself_to_the_end(capsys, monkeypatch):
    code, out, err = run_cli(capsys, monkeypatch,
                             ["play", "dale", "--seats", "greedy,random", "--seed", "3"])
    assert code == 0, err
    assert "seed 3" in out
    assert "T1 Seat" in out  # one log line per action
    last = out.strip().splitlines()[-1]
    assert "wins on turn" in last
    # The same seed replays the same game.
    code2, out2, _ = run_cli(capsys, monkeypatch,
                             ["play", "dale", "--seats", "greedy,random", "--seed", "3"])
    assert code2 == 0 and out2 == out


def test_a_scripted_human_game(capsys, monkeypatch):
    script = "\n".join([
        "0",                    # no such choice: asked again
        "sell everything now",  # not understood: asked again
        "buy +4 with junk",     # understood but illegal: the rule is named, asked again
        "inventory",            # by text: the empty inventory is always a legal action
        "",                     # it ends the turn: Enter confirms
        "1",                    # next decision, by number
    ]) + "\n"                   # then the input ends
    code, out, err = run_cli(capsys, monkeypatch,
                             ["play", "dale", "--seats", "human,greedy", "--seed", "11"],
                             stdin=script)
    assert code == 0, err
    assert "Traceback" not in out + err
    assert "There is no choice 0" in out
    assert "Not understood" in out
    assert "Not allowed:" in out and "(rule dale." in out
    assert "T1 Seat 1 (human) took an Inventory, discarding nothing\n" in out
    assert "Your hand (Seat 1)" in out
    assert "Market" in out and "price" in out
    assert "End of input" in out


def test_two_people_pass_the_terminal(capsys, monkeypatch):
    script = "\n".join(["", "inventory", "", "inventory", ""]) + "\n"
    code, out, err = run_cli(capsys, monkeypatch,
                             ["play", "dale", "--seats", "human,human", "--seed", "4"],
                             stdin=script)
    assert code == 0, err
    assert out.count("Pass the terminal to Seat") >= 2
    assert "Your hand (Seat 1)" in out and "Your hand (Seat 2)" in out


def test_ctrl_c_ends_the_game_with_130(capsys, monkeypatch):
    def interrupt(prompt=""):
        raise KeyboardInterrupt

    import ludoteca.cli.main as cli_main

    monkeypatch.setattr(cli_main, "_read_line", interrupt)
    code = main(["play", "dale", "--seats", "human,greedy", "--seed", "2"])
    out, err = capsys.readouterr()
    assert code == 130
    assert "interrupted" in out.lower()
    assert "Traceback" not in out + err


def test_simulate_writes_consistent_json(capsys, monkeypatch, tmp_path):
    path = tmp_path / "out.json"
    code, out, err = run_cli(capsys, monkeypatch, [
        "simulate", "dale", "--games", "20", "--seats", "greedy,random", "--seed", "5",
        "--json", str(path),
    ])
    assert code == 0, err
    data = json.loads(path.read_text())
    assert data["games"] == 20
    assert [s["seat"] for s in data["seats"]] == [1, 2]
    assert [s["bot"] for s in data["seats"]] == ["greedy", "random"]
    wins = [s["wins"] for s in data["seats"]]
    assert sum(wins) + data["unfinished"] == 20
    for s in data["seats"]:
        assert s["win_rate"] == pytest.approx(s["wins"] / 20)
    assert data["turns_mean"] is None or data["turns_min"] <= data["turns_mean"] <= data["turns_max"]
    assert sum(data["decks"].values()) == 20 * 3  # three decks in every 2-player game
    assert "Wins" in out and "Unfinished" in out and "Decks used" in out


def test_people_never_read_a_bots_hidden_choice():
    """The story of a secret choice (Spyglass: the card kept) names the card to its own seat
    only; every other seat reads the question it answered (dale.story)."""
    from ludoteca.dale import story
    from ludoteca.dale.positions import parse_position
    from testkit.cli import SPY

    state = parse_position(SPY)
    state.apply(("play", "Spyglass"))
    before = state.clone()
    kept = state.legal_actions()[0]
    assert kept[0] == "keep"
    state.apply(kept)
    lines = story.report(before, kept, state, 0)

    def said(seat):
        return [story.render(x, "en", lambda q: f"Seat {q + 1}", seat)
                for x in story.visible(lines, seat)]

    assert said(1)[0] == ("Seat 1 chose in secret (Spyglass: choose the card to keep in your "
                          "hand)")
    assert kept[1] not in " ".join(said(1)) and kept[1] not in " ".join(said(-1))
    assert said(0)[0] == f"Seat 1: keep {kept[1]}"


def test_quit_leaves_the_game_saved(capsys, monkeypatch):
    """'quit' (or a word of the player's language, here Catalan 'surt') stops the table
    at once: no 'Not understood', no traceback, exit code 0, and the game stays saved (the
    store keeps it after every action, so 'play --resume' can continue it)."""
    code, out, err = run_cli(capsys, monkeypatch,
                             ["play", "dale", "--seats", "human,greedy", "--seed", "11"],
                             stdin="quit\ninventory\n")
    assert code == 0, err
    assert "Traceback" not in out + err
    assert "You left the game." in out
    assert "Not understood" not in out
    assert "Seat 1 (human): inventory" not in out  # nothing after 'quit' was read
    assert "--resume" in out
    code, out, err = run_cli(capsys, monkeypatch,
                             ["--lang", "ca", "play", "dale", "--seats", "human,greedy",
                              "--seed", "11"], stdin="surt\n")
    assert code == 0, err
    assert "Has deixat la partida." in out
