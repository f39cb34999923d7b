"""Leak properties of what reaches a person at the command line while a game is unfinished:
the terminal output of ``play`` (driven with input lines), its log lines, the ``games`` listing,
records (``--record``, ``games export``) and ``save`` files. None may hold the game's seed (it
rebuilds every hand and deck order: issue 14, point 1), a card another seat chose in secret,
or another seat's hidden cards. After the game, records (with the seed) are fine.
"""

from __future__ import annotations

import re
import sqlite3

import pytest

from testkit.cli import run_cli
from ludoteca.cli.options import parse_seed
from ludoteca.core.records import parse_record
from ludoteca.dale.records import verify

#: Verbs of choices made in secret (the card kept from Spyglass or Special Offer, the order of
#: the cards put back, the card given with Rotten Food or Dirty Exchange, the card Blindfold
#: picks): another seat's log line never shows their details.
SECRET_VERBS = ("keep", "top", "give", "pick")
DECKS = "macaws,raccoons,ocelots"
#: Seeds where the random bot (seat 2) makes secret choices while seat 1 answers "1":
#: Rotten Food / Dirty Exchange, Blindfold, Spyglass.
SECRET_SEEDS = [17, 27, 33]
#: A seed no other number in the output could match by chance.
BIG_SEED = "7318412967301337"


def _actions(db):
    conn = sqlite3.connect(db)
    try:
        return conn.execute("SELECT text, seat FROM actions WHERE game_id = 1 ORDER BY n"
                            ).fetchall()
    finally:
        conn.close()


def _db_seed(db) -> int:
    conn = sqlite3.connect(db)
    try:
        return conn.execute("SELECT seed FROM games WHERE id = 1").fetchone()[0]
    finally:
        conn.close()


def _play(capsys, monkeypatch, tmp_path, seed: str | None, answers: int = 60, extra=()):
    db = tmp_path / "g.db"
    argv = ["play", "dale", "--seats", "human,random", "--decks", DECKS, "--db", db, "--no-confirm",
            *extra]
    if seed is not None:
        argv += ["--seed", seed]
    code, out, err = run_cli(capsys, monkeypatch, argv, stdin="1\n" * answers)
    assert code == 0, err
    return db, out, err


def test_play_never_shows_the_seed_to_a_person(capsys, monkeypatch, tmp_path):
    """The banner, the log and the end-of-input lines hold no seed, given or random."""
    db, out, err = _play(capsys, monkeypatch, tmp_path, BIG_SEED)
    assert BIG_SEED not in out + err
    assert "seed" not in (out + err).replace(str(tmp_path), "").lower()
    assert "Dale of Merchants — decks: Macaws, Raccoons, Ocelots" in out
    assert "End of input: game ended." in out
    other = tmp_path / "random-seed"
    other.mkdir()
    db2, out2, err2 = _play(capsys, monkeypatch, other, None)
    assert str(_db_seed(db2)) not in out2 + err2


def test_a_game_of_bots_still_shows_its_seed(capsys, monkeypatch, tmp_path):
    code, out, _ = run_cli(capsys, monkeypatch, ["play", "dale", "--seats", "greedy,random",
                                                 "--seed", BIG_SEED, "--db", tmp_path / "g.db"])
    assert code == 0 and f"seed {BIG_SEED}" in out


def test_random_seeds_cannot_be_found_by_trying_them_all():
    """A default seed has 63 random bits: trying every seed against the cards a seat sees is
    out of reach (it was 31 bits)."""
    seeds = {parse_seed(None) for _ in range(200)}
    assert len(seeds) == 200
    assert max(seeds) >= 2**40 and all(0 <= s < 2**63 for s in seeds)


@pytest.mark.parametrize("seed", SECRET_SEEDS)
def test_log_lines_never_show_another_seats_secret_choice(capsys, monkeypatch, tmp_path, seed):
    db, out, _ = _play(capsys, monkeypatch, tmp_path, str(seed))
    secret = [text for text, who in _actions(db) if who == 1 and text.split()[0] in SECRET_VERBS]
    assert secret, "the bot made no secret choice in this game"
    bot_lines = [line for line in out.splitlines() if re.match(r"\s*T\d+ Seat 2\b", line)]
    assert bot_lines
    chosen = [line for line in bot_lines if re.match(r"\s*T\d+ Seat 2 \(random\): ", line)]
    for line in chosen:  # the choices told as they were made: public ones only
        said = line.split(": ", 1)[1]
        assert said.split()[0] not in SECRET_VERBS, line
    for text in secret:
        assert text not in out
    assert re.search(r"T\d+ Seat 2 \(random\) chose in secret \(", out)


def test_save_writes_only_what_the_seat_knows(capsys, monkeypatch, tmp_path):
    """``save FILE``: the other seat's hand and every deck are counts, never card names."""
    db = tmp_path / "g.db"
    saved = tmp_path / "mine.toml"
    code, _out, err = run_cli(capsys, monkeypatch, [
        "play", "dale", "--seats", "human,random", "--decks", DECKS, "--seed", "17",
        "--db", db, "--no-confirm"], stdin="1\n" * 8 + f"save {saved}\n")
    assert code == 0, err
    text = saved.read_text()
    players = text.split("[[player]]")[1:]
    assert re.search(r"^hand = \[", players[0], re.M)  # its own hand, by name
    assert re.search(r"^hand = \d+$", players[1], re.M)  # the other: a count
    for block in players:
        assert re.search(r"^deck = \d+$", block, re.M)  # every deck: a count
    assert re.search(r"^deck = \d+$", text.split("[market]")[1], re.M)


def test_unfinished_games_are_not_exported_and_record_files_wait(capsys, monkeypatch,
                                                                 tmp_path):
    """``games export`` refuses an unfinished game and ``--record`` writes nothing until the
    end (the record holds the seed); neither the listing nor the messages show the seed; once
    the game is over its record is exported and verifies."""
    rec = tmp_path / "game.rec"
    db, out, _ = _play(capsys, monkeypatch, tmp_path, BIG_SEED, extra=("--record", rec))
    assert not rec.exists()
    assert "The record was not written" in out and BIG_SEED not in out
    assert "ludoteca games export 1" in out
    code, out, err = run_cli(capsys, monkeypatch, ["games", "export", "1", "--db", db])
    assert code == 2 and out == "" and BIG_SEED not in err
    assert err.strip().splitlines() == [
        "ludoteca: error: game 1 is not finished: its record holds the seed, which shows every "
        "hidden card, so it is exported only once the game is over (continue it with "
        f"'ludoteca play --resume 1 --db {db}')"]
    code, out, err = run_cli(capsys, monkeypatch, ["games", "export", "1", "--db", db,
                                                   "-o", rec])
    assert code == 2 and not rec.exists()
    code, out, err = run_cli(capsys, monkeypatch, ["games", "--db", db])
    assert code == 0 and "playing" in out and BIG_SEED not in out + err
    # A finished game (bots only: it runs to the end) is exported with its seed.
    code, out, err = run_cli(capsys, monkeypatch, [
        "play", "dale", "--seats", "random,random", "--seed", BIG_SEED, "--db", db,
        "--record", rec])
    assert code == 0 and rec.exists() and f"seed: {BIG_SEED}" in rec.read_text()
    code, out, err = run_cli(capsys, monkeypatch, ["games", "export", "2", "--db", db])
    assert code == 0 and out == rec.read_text()
    assert verify(parse_record(out)).state.is_terminal()


def test_translated_refusal(capsys, monkeypatch, tmp_path):
    db, _out, _ = _play(capsys, monkeypatch, tmp_path, "5", answers=3)
    code, _out, err = run_cli(capsys, monkeypatch, ["games", "export", "1", "--db", db,
                                                    "--lang", "ca"])
    assert code == 2 and "la partida 1 no s'ha acabat" in err
