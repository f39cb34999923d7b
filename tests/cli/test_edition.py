"""``--edition`` at the command line (issue 30, item 1): ``play``, ``simulate``, ``check``,
``moves``, ``show`` and ``replay`` with ``--edition remaster``; the refusals (an unknown
edition, a deck not of the edition, a player count the edition does not allow) are one line,
exit code 2, and nothing is written; classic stays the default.

Whole remaster games use the stand-in of :mod:`testkit.editions` (the remaster decks written
so far, then classic decks up to six), so the tests hold whatever ``editions.REMASTER`` holds.
"""

from __future__ import annotations


import pytest

from ludoteca.dale import editions
from ludoteca.dale.game import GAME
from ludoteca.dale.positions import to_toml

from testkit.editions import remaster_stand_in



def _one_line_refusal(code: int, out: str, err: str) -> str:
    """The refusal's one line (exit 2, no traceback)."""
    assert code == 2, (out, err)
    text = (err or out).strip()
    assert "Traceback" not in out + err
    assert len(text.splitlines()) == 1, text
    return text


@pytest.fixture
def remaster(monkeypatch):
    return remaster_stand_in(monkeypatch)


def _position(tmp_path, seed: int = 9, edition_line: bool = True):
    s = GAME.new_state(2, seed, {"edition": "remaster"})
    text = to_toml(s, referee=True)
    if not edition_line:
        text = text.replace('edition = "remaster"\n', "")
    path = tmp_path / "remaster.toml"
    path.write_text(text, encoding="utf-8")
    return path, s


def test_play_simulate_and_replay_a_remaster_game(cli, tmp_path, remaster):
    rec, db = tmp_path / "g.rec", tmp_path / "g.sqlite3"
    code, out, err = cli(["play", "dale", "--edition", "remaster", "--seats", "greedy,random",
                          "--seed", "3", "--record", rec, "--db", db])
    assert code == 0, err
    assert "wins on turn" in out
    text = rec.read_text(encoding="utf-8")
    assert "\nedition: remaster\n" in text
    folk = next(line for line in text.splitlines() if line.startswith("animalfolk:"))
    assert all(k.strip() in remaster.decks for k in folk.split(":", 1)[1].split(","))
    code, out, err = cli(["replay", rec, "--verify"])
    assert code == 0 and "the final hash matches" in out
    code, out, err = cli(["replay", rec, "--edition", "remaster", "--to", "4"])
    assert code == 0, out + err
    refused = _one_line_refusal(*cli(["replay", rec, "--edition", "classic"]))
    assert "the record is of the remaster edition" in refused
    refused = _one_line_refusal(*cli(["replay", rec, "--edition", "deluxe"]))
    assert "unknown edition 'deluxe'" in refused and "classic, remaster" in refused


def test_simulate_remaster_games_writes_remaster_records(cli, tmp_path, remaster):
    out_dir = tmp_path / "recs"
    code, out, err = cli(["simulate", "dale", "--edition", "remaster", "-n", "2", "--seed", "4",
                          "--workers", "1", "--seats", "greedy,random", "--records", out_dir])
    assert code == 0, err
    files = sorted(out_dir.glob("*.rec"))
    assert len(files) == 2
    for f in files:
        assert "\nedition: remaster\n" in f.read_text(encoding="utf-8")
        assert cli(["replay", f, "--verify"])[0] == 0


def test_the_position_commands_read_a_remaster_position(cli, tmp_path, remaster):
    path, state = _position(tmp_path)
    code, out, err = cli(["moves", "dale", path])
    assert code == 0 and out.strip(), err
    first = out.splitlines()[0]
    assert cli(["moves", "dale", path, "--edition", "remaster"])[1] == out
    code, out, err = cli(["check", "dale", path, first, "--edition", "remaster"])
    assert code == 0 and out.startswith("legal"), out + err
    code, out, err = cli(["show", "dale", path, "--edition", "remaster"])
    assert code == 0, err
    refused = _one_line_refusal(*cli(["moves", "dale", path, "--edition", "classic"]))
    assert "the command asked for a position of the classic edition" in refused
    # a file that names no edition is read in the one asked for
    listed = cli(["moves", "dale", path])[1]
    bare, _ = _position(tmp_path, edition_line=False)
    code, out2, err = cli(["moves", "dale", bare, "--edition", "remaster"])
    assert code == 0 and out2 == listed, err


def test_play_from_a_remaster_position(cli, tmp_path, remaster):
    path, _ = _position(tmp_path)
    db = tmp_path / "g.sqlite3"
    code, out, err = cli(["play", "dale", "--from", path, "--seats", "greedy,greedy",
                          "--db", db, "--max-turns", "3"])
    assert code == 0, err
    refused = _one_line_refusal(*cli(["play", "dale", "--from", path, "--edition", "classic",
                                      "--seats", "greedy,greedy", "--db", db]))
    assert "classic edition" in refused


@pytest.mark.parametrize("argv, said", [
    (["--edition", "deluxe"], "unknown edition 'deluxe'; the editions are: classic, remaster"),
    (["--edition", "remaster", "--players", "5"], "1 to 4 players, not 5"),
    (["--players", "1"], "2 to 4 players, not 1"),
])
def test_play_refusals_are_one_line_and_write_nothing(cli, tmp_path, remaster, argv, said):
    db, rec = tmp_path / "g.sqlite3", tmp_path / "g.rec"
    refused = _one_line_refusal(*cli(["play", "dale", "--seats", "greedy,greedy"][:2] + argv
                                     + ["--db", db, "--record", rec]))
    assert said in refused
    assert not db.exists() and not rec.exists()


def test_a_deck_not_of_the_edition_is_refused_naming_its_decks(cli, tmp_path, remaster):
    # a classic deck the remaster has not (yet), else a key no edition has
    missing = [k for k in editions.CLASSIC if k not in remaster.decks] + ["unicorns"]
    db = tmp_path / "g.sqlite3"
    refused = _one_line_refusal(*cli(["play", "dale", "--edition", "remaster", "--decks",
                                      ",".join([missing[0], *remaster.decks[:2]]),
                                      "--seats", "greedy,greedy", "--db", db]))
    assert f"'{missing[0]}' is not in the remaster edition" in refused
    # the edition's decks are named, first ones first (a long line is cut at the end)
    assert "its decks: " + ", ".join(remaster.decks[:3]) in refused
    assert not db.exists()
    refused = _one_line_refusal(*cli(["simulate", "dale", "--edition", "remaster", "--decks",
                                      ",".join([missing[0], *remaster.decks[:2]]), "-n", "1"]))
    assert "not in the remaster edition" in refused


def test_the_real_remaster_refuses_a_game_its_decks_cannot_make(cli, tmp_path):
    """Without the stand-in: while the remaster has fewer decks than a game needs, a game of
    it is refused with the reason (and once it has them, it plays)."""
    db = tmp_path / "g.sqlite3"
    code, out, err = cli(["play", "dale", "--edition", "remaster", "--seats", "greedy,greedy",
                          "--seed", "1", "--db", db, "--max-turns", "2"])
    if len(editions.REMASTER) >= 3:
        assert code == 0, err
    else:
        assert "animalfolk decks" in _one_line_refusal(code, out, err)
        assert not db.exists()


def test_classic_stays_the_default(cli, tmp_path):
    rec, db = tmp_path / "c.rec", tmp_path / "c.sqlite3"
    code, out, err = cli(["play", "dale", "--seats", "greedy,random", "--seed", "3",
                          "--record", rec, "--db", db])
    assert code == 0, err
    code2, out2, _ = cli(["play", "dale", "--edition", "classic", "--seats", "greedy,random",
                          "--seed", "3", "--db", db])
    assert code2 == 0 and out2 == out.split("Record written")[0]  # the same game
    assert "\nedition: classic\n" in rec.read_text(encoding="utf-8")


def test_the_edition_flag_is_refused_with_resume(cli, tmp_path):
    refused = _one_line_refusal(*cli(["play", "--resume", "1", "--edition", "remaster",
                                      "--db", tmp_path / "none.sqlite3"]))
    assert refused


def test_a_saved_remaster_game_resumes_and_exports_in_its_edition(cli, tmp_path, remaster):
    db, rec = tmp_path / "g.sqlite3", tmp_path / "g.rec"
    code, out, err = cli(["play", "dale", "--edition", "remaster", "--seed", "2", "--db", db])
    assert code == 0 and "(remaster edition)" in out, out + err
    code, out, err = cli(["play", "--resume", "1", "--db", db])
    assert code == 0 and "Resuming game 1" in out and "(remaster edition)" in out, out + err
    code, out, err = cli(["play", "dale", "--edition", "remaster", "--seats", "greedy,random",
                          "--seed", "2", "--db", db])
    assert code == 0, err
    code, out, err = cli(["games", "export", "2", "--db", db, "--output", rec])
    assert code == 0, err
    assert "\nedition: remaster\n" in rec.read_text(encoding="utf-8")
    assert cli(["replay", rec, "--verify"])[0] == 0
