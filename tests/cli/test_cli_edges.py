"""The command line's last edges (issue 27): numbers of more digits than Python converts in a
position, a record or a scenario; a store marked as ours over other tables; a read-only
store; `serve --db` and `play --db` alike on a missing directory; control and escape
sequences from files never reach the terminal."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from testkit.cli import POSITION, run_cli

HUGE = "7" * 4400  # over sys.get_int_max_str_digits() (4,300)


def _one_line_exit_2(code, out, err, expect: str) -> None:
    assert code == 2, (out, err)
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0] == "ludoteca: error: " + expect, err
    assert "Traceback" not in out + err and "internal error" not in err


def _record(tmp_path, capsys, monkeypatch) -> str:
    path = tmp_path / "r.ludo"
    code, _, err = run_cli(capsys, monkeypatch, [
        "play", "dale", "--seats", "greedy,greedy", "--seed", "5",
        "--record", path, "--db", tmp_path / "g.sqlite3"])
    assert code == 0, err
    return path.read_text(encoding="utf-8")


TOO_LONG = "a number in the input has more than 4300 digits: no game uses one"


def test_a_huge_number_in_a_position_is_one_line_and_exit_2(tmp_path, capsys, monkeypatch):
    pos = tmp_path / "p.toml"
    pos.write_text(POSITION.replace("seed = 3", f"seed = {HUGE}"), encoding="utf-8")
    for argv in (["show", "dale", pos], ["moves", "dale", pos], ["check", "dale", pos, "done"]):
        _one_line_exit_2(*run_cli(capsys, monkeypatch, argv), TOO_LONG)


def test_a_huge_number_in_a_record_is_one_line_and_exit_2(tmp_path, capsys, monkeypatch):
    text = _record(tmp_path, capsys, monkeypatch)
    first = next(line for line in text.splitlines()[12:] if line and not line.startswith("#"))
    bad = tmp_path / "bad.ludo"
    bad.write_text(text.replace(first, first + "=" + HUGE, 1), encoding="utf-8")
    for argv in (["replay", bad], ["replay", "--verify", bad]):
        code, out, err = run_cli(capsys, monkeypatch, argv)
        assert code == 2 and len(err.strip().splitlines()) == 1, err
        assert "Traceback" not in out + err and "internal error" not in err


def test_a_huge_number_in_a_scenario_is_one_line_and_exit_2(tmp_path, capsys, monkeypatch):
    path = tmp_path / "s.toml"
    assert run_cli(capsys, monkeypatch, ["pax", "sample", path])[0] == 0
    text = path.read_text(encoding="utf-8")
    before = text.replace("money = 4", f"money = {HUGE}", 1)
    assert before != text
    path.write_text(before, encoding="utf-8")
    _one_line_exit_2(*run_cli(capsys, monkeypatch, ["pax", "status", path]), TOO_LONG)
    assert path.read_text(encoding="utf-8") == before


def _marked_db(path: Path, tables: str) -> None:
    conn = sqlite3.connect(str(path))
    conn.execute("PRAGMA application_id = 1280656463")  # ours: "LUDO"
    conn.execute("PRAGMA user_version = 2")
    conn.executescript(tables)
    conn.commit()
    conn.close()


@pytest.mark.parametrize("tables, wrong", [
    ("CREATE TABLE games (id INTEGER, x TEXT);", "meta"),
    ("CREATE TABLE meta (key TEXT, value TEXT); CREATE TABLE games (id INTEGER, x TEXT);",
     "games"),
    ("CREATE TABLE meta (key TEXT, value TEXT); INSERT INTO meta VALUES ('schema', '2');"
     "CREATE TABLE games (id, game, created, updated, players, seats, seed, setup, status,"
     " winner, turn, n_actions, hash); CREATE TABLE actions (game_id, n, text);", "actions"),
])
def test_a_store_marked_as_ours_over_other_tables_is_refused_untouched(
        tables, wrong, tmp_path, capsys, monkeypatch):
    db = tmp_path / "marked.sqlite3"
    _marked_db(db, tables)
    before = db.read_bytes()
    expect = (f"{db} is marked as a Ludoteca game database but its table {wrong} is not "
              "Ludoteca's; it was not changed")
    for argv in (["games", "--db", db], ["games", "--db", db, "export", "1"],
                 ["play", "dale", "--seats", "greedy,greedy", "--db", db],
                 ["play", "--resume", "1", "--db", db]):
        _one_line_exit_2(*run_cli(capsys, monkeypatch, argv), expect)
    assert db.read_bytes() == before


def test_serve_and_play_refuse_a_missing_directory_alike(tmp_path, capsys, monkeypatch):
    db = tmp_path / "missing" / "g.sqlite3"
    expect = f"--db {db}: the directory {db.parent} does not exist"
    _one_line_exit_2(*run_cli(capsys, monkeypatch,
                              ["play", "dale", "--seats", "greedy,greedy", "--db", db]), expect)
    done = subprocess.run([sys.executable, "-m", "ludoteca.cli.main", "serve", "--port", "0",
                           "--db", str(db)], capture_output=True, text=True, timeout=120)
    _one_line_exit_2(done.returncode, done.stdout, done.stderr, expect)
    assert not db.parent.exists()


def _unprivileged(home: Path) -> tuple[dict, dict, str]:
    """How to run the command line so that file modes bind: as ourselves, or as root as the
    user nobody with an interpreter nobody may run (this one, else Debian's python3 over this
    environment's packages)."""
    import sysconfig

    import ludoteca

    env = {**os.environ, "HOME": str(home),
           "PYTHONPATH": os.pathsep.join([str(Path(ludoteca.__file__).resolve().parents[1]),
                                          sysconfig.get_paths()["purelib"]])}
    if os.geteuid() != 0:
        return {}, env, sys.executable
    kw = {"user": 65534, "group": 65534}
    for python in (sys.executable, "/usr/bin/python3"):
        try:
            probe = subprocess.run([python, "-c", "import ludoteca.cli.main"], env=env,
                                   capture_output=True, timeout=120, cwd=str(home), **kw)
        except OSError:
            continue
        if probe.returncode == 0:
            return kw, env, python
    pytest.skip("no interpreter the unprivileged user may run")


def test_a_read_only_store_is_listed_and_exported(tmp_path, capsys, monkeypatch):
    """A store on a file and directory nobody may write: `games` lists it and `games export`
    writes a finished game's record; nothing is written to the store (no -wal, no -shm). As
    root (CI), the commands run as the unprivileged user nobody, for whom the modes hold."""
    _record(tmp_path, capsys, monkeypatch)  # a finished game in tmp_path/g.sqlite3
    folder = Path(tempfile.mkdtemp(prefix="ludoteca-ro-"))
    try:
        os.chmod(folder, 0o755)
        store = folder / "store"
        store.mkdir()
        db = store / "g.sqlite3"
        src = sqlite3.connect(str(tmp_path / "g.sqlite3"))
        dst = sqlite3.connect(str(db))
        src.backup(dst)  # one file, the WAL folded in
        dst.execute("PRAGMA journal_mode = WAL")
        src.close()
        dst.close()
        for extra in (store / "g.sqlite3-wal", store / "g.sqlite3-shm"):
            extra.unlink(missing_ok=True)
        out_dir = folder / "out"
        out_dir.mkdir()
        os.chmod(out_dir, 0o777)
        os.chmod(db, 0o444)
        os.chmod(store, 0o555)
        before = db.read_bytes()
        kw, env, python = _unprivileged(out_dir)
        listed = subprocess.run([python, "-m", "ludoteca.cli.main", "games", "--db",
                                 str(db)], capture_output=True, text=True, timeout=120,
                                env=env, **kw)
        assert listed.returncode == 0, listed.stderr
        assert "Dale of Merchants" in listed.stdout and "won" in listed.stdout
        exported = subprocess.run([python, "-m", "ludoteca.cli.main", "games",
                                   "--db", str(db), "export", "1", "--output",
                                   str(out_dir / "r.ludo")], capture_output=True, text=True,
                                  timeout=120, env=env, **kw)
        assert exported.returncode == 0, exported.stderr
        assert (out_dir / "r.ludo").read_text(encoding="utf-8").startswith("ludoteca-record")
        assert sorted(p.name for p in store.iterdir()) == ["g.sqlite3"]
        assert db.read_bytes() == before
    finally:
        for p in (folder / "store",):
            if p.exists():
                os.chmod(p, 0o755)
        import shutil

        shutil.rmtree(folder, ignore_errors=True)


def test_escape_sequences_from_files_never_reach_the_terminal(tmp_path, capsys, monkeypatch):
    path = tmp_path / "s.toml"
    assert run_cli(capsys, monkeypatch, ["pax", "sample", path])[0] == 0
    text = path.read_text(encoding="utf-8")
    evil = "Alice\\u001b]0;pwned\\u0007\\u001b[2J\\u009b31m\\u202eX\\r"
    path.write_text(text.replace('"Alice"', f'"{evil}"'), encoding="utf-8")
    code, out, err = run_cli(capsys, monkeypatch, ["pax", "status", path])
    assert code == 0, err
    for bad in ("\x1b", "\x07", "\x9b", "\u202e", "\r"):
        assert bad not in out + err, repr(bad)
    assert "Alice]0;pwned[2J31mX" in out  # the printable rest, shown as text
    record = _record(tmp_path, capsys, monkeypatch)
    evil_record = tmp_path / "evil.ludo"
    evil_record.write_text(record.replace("result: ", "result: \x1b[1A\x1b]0;t\x07", 1),
                           encoding="utf-8")
    code, out, err = run_cli(capsys, monkeypatch, ["replay", "--verify", evil_record])
    assert "\x1b" not in out + err and "\x07" not in out + err


def test_the_console_keeps_its_own_styles_and_strips_the_datas():
    import io

    from ludoteca.cli.terminal import Console, printable

    assert printable("a\x1b[31mb\tc\nd\x00\u2066e\u2028") == "a[31mb\tc\nde"
    buf = io.StringIO()
    console = Console(file=buf, force_terminal=True, color_system="standard", width=80,
                      highlight=False)
    console.print("[bold]name[/bold] \x1b]0;title\x07x")
    out = buf.getvalue()
    assert "\x1b[1m" in out  # rich's own bold
    assert "\x1b]" not in out and "\x07" not in out and " ]0;titlex" in out


def _header_line(text: str, key: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if line.startswith(key + ":"))


@pytest.mark.parametrize("key, old, new, says", [
    ("seats", "seats: greedy, greedy", "seats: " + ", ".join(["greedy"] * 7),
     "a game has 2 to 4 seats, the header names 7"),
    ("animalfolk", None, "animalfolk: macaws, pandas", "the header names macaws, pandas"),
    ("date", None, "date: yesterday", "the date 'yesterday' is not a UTC date"),
    ("date", None, "date: 2999-01-01T00:00:00Z", "is not a UTC date"),
    ("date", None, "date: 2026-02-30T00:00:00Z", "is not a UTC date"),
    ("edition", "edition: classic", "edition: future",
     "unknown edition 'future'; the editions are: classic, remaster"),
    ("ruleset", "ruleset: 2", "ruleset: 99", "ruleset 99"),
    ("actions", None, "actions: -3", "a whole number is expected"),
    ("seed", "seed: 5", "seed: " + "9" * 30, "header 'seed:'"),
])
def test_verify_rejects_an_impossible_header_at_its_line(key, old, new, says, tmp_path,
                                                          capsys, monkeypatch):
    text = _record(tmp_path, capsys, monkeypatch)
    line = _header_line(text, key)
    old = old or text.splitlines()[line - 1]
    bad = tmp_path / "bad.ludo"
    bad.write_text(text.replace(old, new, 1), encoding="utf-8")
    code, out, err = run_cli(capsys, monkeypatch, ["replay", "--verify", bad])
    assert code == 2, out + err
    said = (out + err).strip().splitlines()[-1]
    assert said.startswith(f"error: {bad} line {line}: ") and says in said, said


def test_a_damaged_record_is_reported_at_its_first_illegal_line(tmp_path, capsys,
                                                                monkeypatch):
    text = _record(tmp_path, capsys, monkeypatch)
    lines = text.splitlines()
    actions = [i for i, line in enumerate(lines)
               if i > _header_line(text, "actions") and line and not line.startswith("#")]
    # two actions of one seat's turn swapped: the first is no longer legal where it stands
    k = next(k for k in range(len(actions) - 1)
             if lines[actions[k]].startswith("buy") and lines[actions[k + 1]].startswith("buy")
             and lines[actions[k]] != lines[actions[k + 1]])
    a, b = actions[k], actions[k + 1]
    lines[a], lines[b] = lines[b], lines[a]
    bad = tmp_path / "bad.ludo"
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
    # the first line the rules refuse, found by applying the lines one by one
    from ludoteca.core.session import Session

    session = Session.new("dale", ["greedy", "greedy"], 5, {"animalfolk": None})
    first = None
    for i in actions:
        try:
            session.submit(session.deciding, lines[i])
        except Exception:
            first = i + 1
            break
    assert first is not None and first >= a + 1
    for argv in (["replay", bad], ["replay", "--verify", bad]):
        code, out, err = run_cli(capsys, monkeypatch, argv)
        said = (out + err).strip().splitlines()[-1]
        assert code == 2 and said.startswith(f"error: {bad} line {first}: "), said
        assert "truncated" not in said and "announces" not in said
