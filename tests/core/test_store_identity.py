"""LUDOTECA_DB pointing at another program's database never changes it (issue 14)."""

from __future__ import annotations

import hashlib
import sqlite3

import pytest

from testkit.cli import run_cli
from ludoteca.core.store import APPLICATION_ID, SCHEMA_VERSION, GameStore, StoreError


def _digest(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def other_db(tmp_path):
    """Another program's database, with its own `games` table."""
    path = tmp_path / "other.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE games (name TEXT, score REAL)")
    conn.execute("INSERT INTO games VALUES ('chess', 1.5)")
    conn.commit()
    conn.close()
    return path


def test_another_programs_database_is_refused_untouched(other_db, tmp_path):
    before = _digest(other_db)
    with pytest.raises(StoreError, match="another program"):
        GameStore(other_db)
    assert _digest(other_db) == before
    assert not (tmp_path / "other.sqlite3-wal").exists()
    conn = sqlite3.connect(other_db)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    assert [r[0] for r in conn.execute("SELECT name FROM sqlite_master")] == ["games"]


@pytest.mark.parametrize("argv", [["games"], ["games", "export", "1"],
                                  ["play", "--resume", "1"],
                                  ["play", "dale", "--seats", "greedy,greedy"]])
def test_every_command_refuses_it_in_one_line_exit_2(argv, other_db, capsys, monkeypatch):
    before = _digest(other_db)
    monkeypatch.setenv("LUDOTECA_DB", str(other_db))
    code, out, err = run_cli(capsys, monkeypatch, argv)
    assert code == 2 and "not a Ludoteca game database" in err
    assert len(err.strip().splitlines()) == 1
    assert _digest(other_db) == before


def test_a_new_database_is_marked_with_the_application_id_and_schema_version(tmp_path):
    with GameStore(tmp_path / "g.db") as store:
        app = store.conn.execute("PRAGMA application_id").fetchone()[0]
        version = store.conn.execute("PRAGMA user_version").fetchone()[0]
    assert (app, version) == (APPLICATION_ID, SCHEMA_VERSION)


def test_a_database_of_another_application_id_is_refused(tmp_path):
    path = tmp_path / "x.db"
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA application_id = 1234")
    conn.commit()
    conn.close()
    with pytest.raises(StoreError, match="another program"):
        GameStore(path)


def test_a_newer_schema_is_refused(tmp_path):
    path = tmp_path / "g.db"
    GameStore(path).close()
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    with pytest.raises(StoreError, match="newer Ludoteca"):
        GameStore(path)


def test_an_unmarked_database_of_schema_1_is_accepted_and_marked(tmp_path):
    path = tmp_path / "old.db"
    GameStore(path).close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA application_id = 0")
    conn.execute("PRAGMA user_version = 0")
    conn.commit()
    conn.close()
    with GameStore(path) as store:
        assert store.conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID


def test_a_listing_never_creates_a_database(tmp_path, capsys, monkeypatch):
    path = tmp_path / "none" / "g.db"
    monkeypatch.setenv("LUDOTECA_DB", str(path))
    code, out, _ = run_cli(capsys, monkeypatch, ["games"])
    assert code == 0 and not path.exists() and not path.parent.exists()
    with pytest.raises(StoreError):
        GameStore(path, create=False)
    assert not path.exists()


@pytest.mark.parametrize("path", ["/dev/zero", "/dev/null"])
def test_a_device_is_not_a_database(path):
    with pytest.raises(StoreError, match="regular file"):
        GameStore(path)
