"""A game database written by schema 1 (with its Dale-only ``animalfolk`` column) is migrated
to schema 2 when it is opened: the column goes, every game and action stays."""

from __future__ import annotations

import json
import sqlite3

from ludoteca.core.store import APPLICATION_ID, SCHEMA_VERSION, GameStore

# The CREATE statements of schema 1, as Ludoteca wrote them before the store was generic.
SCHEMA_1 = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE games (
    id INTEGER PRIMARY KEY AUTOINCREMENT, game TEXT NOT NULL, created TEXT NOT NULL,
    updated TEXT NOT NULL, players INTEGER NOT NULL, seats TEXT NOT NULL,
    animalfolk TEXT NOT NULL, seed INTEGER NOT NULL, setup TEXT NOT NULL,
    status TEXT NOT NULL, winner INTEGER, turn INTEGER NOT NULL,
    n_actions INTEGER NOT NULL DEFAULT 0, hash TEXT
);
CREATE TABLE actions (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, n INTEGER NOT NULL,
    text TEXT NOT NULL, seat INTEGER NOT NULL, turn INTEGER NOT NULL,
    PRIMARY KEY (game_id, n)
) WITHOUT ROWID;
"""

SETUP = {"seats": ["human", "greedy"], "animalfolk": ["macaws", "pandas", "squirrels"],
         "seed": 7, "decks_from_seed": True, "max_turns": None, "start": None, "box": None,
         "ruleset": "x", "lang": "en"}


def _old_db(path, marked: bool) -> None:
    conn = sqlite3.connect(path)
    conn.executescript(SCHEMA_1)
    conn.execute("INSERT INTO meta VALUES ('schema', '1')")
    conn.execute("INSERT INTO games (game, created, updated, players, seats, animalfolk, seed, "
                 "setup, status, winner, turn, n_actions, hash) VALUES ('dale', 'c', 'u', 2, "
                 "'human,greedy', 'macaws,pandas,squirrels', 7, ?, 'playing', NULL, 2, 2, "
                 "'sha256:ab')", (json.dumps(SETUP, sort_keys=True),))
    conn.executemany("INSERT INTO actions VALUES (1, ?, ?, ?, ?)",
                     [(1, "inventory junk", 0, 1), (2, "pass", 1, 1)])
    if marked:
        conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()


def _check_migrated(path, new_id: int = 2) -> None:
    with GameStore(path) as store:
        assert SCHEMA_VERSION == 2
        assert store.conn.execute("PRAGMA user_version").fetchone()[0] == 2
        assert store.conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        cols = [r[1] for r in store.conn.execute("PRAGMA table_info(games)")]
        assert "animalfolk" not in cols and "setup" in cols and "game" in cols
        row, actions = store.load(1)
        assert (row.game, row.seats, row.seed, row.turn, row.n_actions, row.hash) == \
            ("dale", ["human", "greedy"], 7, 2, 2, "sha256:ab")
        assert row.setup == SETUP  # the decks are still in the setup
        assert [(a.n, a.text, a.seat) for a in actions] == [(1, "inventory junk", 0),
                                                             (2, "pass", 1)]
        # a migrated database takes new games and actions like a new one
        gid = store.new_game(game="toy", seats=["random", "random"], seed=3, setup={},
                             turn=1, hash=None, now="n")
        assert gid == new_id and store.game(new_id).game == "toy"
        meta = store.conn.execute("SELECT value FROM meta WHERE key='schema'").fetchone()[0]
        assert meta == "2"


def test_a_marked_schema_1_database_is_migrated(tmp_path):
    _old_db(tmp_path / "old.db", marked=True)
    _check_migrated(tmp_path / "old.db")
    _check_migrated(tmp_path / "old.db", new_id=3)  # opening it again migrates nothing


def test_an_unmarked_schema_1_database_is_migrated_and_marked(tmp_path):
    _old_db(tmp_path / "old.db", marked=False)
    _check_migrated(tmp_path / "old.db")
