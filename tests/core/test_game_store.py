"""The SQLite game store: atomic appends, conflicts, damaged files, concurrent processes."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import textwrap

import pytest

from ludoteca.core.store import GameStore, StoreConflict, StoreError

NOW = "2024-01-01T00:00:00Z"


def new_game(store: GameStore) -> int:
    return store.new_game(game="dale", seats=["human", "greedy"], seed=1,
                          setup={"x": 1}, turn=1, hash=None, now=NOW)


def append(store: GameStore, gid: int, n: int, text: str = "inventory") -> None:
    store.append_action(gid, n, text, seat=0, turn=n, status="playing", winner=None,
                        hash=f"h{n}", now=NOW)


def test_new_game_append_load_and_undo(tmp_path):
    with GameStore(tmp_path / "g.db") as store:
        gid = new_game(store)
        for n in (1, 2, 3):
            append(store, gid, n, f"a{n}")
        store.drop_last_action(gid, 3, turn=2, hash="h2", now=NOW)
        row, actions = store.load(gid)
        assert [a.text for a in actions] == ["a1", "a2"]
        assert row.n_actions == 2 and row.hash == "h2" and row.status == "playing"
        assert store.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_a_second_writer_of_the_same_game_gets_a_conflict(tmp_path):
    a, b = GameStore(tmp_path / "g.db"), GameStore(tmp_path / "g.db")
    gid = new_game(a)
    append(a, gid, 1)
    with pytest.raises(StoreConflict):
        append(b, gid, 1)  # b also thinks it appends action 1
    append(b, gid, 2)
    with pytest.raises(StoreConflict):
        a.drop_last_action(gid, 1, turn=1, hash=None, now=NOW)  # 1 is no longer the last
    assert [x.text for x in a.load(gid)[1]] == ["inventory", "inventory"]
    a.close()
    b.close()


def test_unknown_game_and_non_database_files(tmp_path):
    with GameStore(tmp_path / "g.db") as store:
        with pytest.raises(StoreError, match="no game 7"):
            store.game(7)
    junk = tmp_path / "junk.db"
    junk.write_text("this is not a database, just some text " * 100)
    with pytest.raises(StoreError, match="not a Ludoteca game database"):
        GameStore(junk)


WRITER = textwrap.dedent("""
    import sys
    from ludoteca.core.store import GameStore, StoreConflict
    path, me, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    store = GameStore(path)
    own = store.new_game(game="dale", seats=["greedy", "random"], seed=me, setup={},
                         turn=1, hash=None, now="t")
    for n in range(1, count + 1):
        store.append_action(own, n, f"p{me} a{n}", seat=0, turn=n, status="playing",
                            winner=None, hash=None, now="t")
        while True:  # the shared game 1: append after whatever the others wrote
            have = store.game(1).n_actions
            try:
                store.append_action(1, have + 1, f"p{me} s{n}", seat=me, turn=1,
                                    status="playing", winner=None, hash=None, now="t")
                break
            except StoreConflict:
                continue
""")


def test_concurrent_processes_do_not_corrupt_the_database(tmp_path):
    path = tmp_path / "shared.db"
    with GameStore(path) as store:
        assert new_game(store) == 1
    procs, count = 4, 25
    running = [subprocess.Popen([sys.executable, "-c", WRITER, str(path), str(p), str(count)],
                                stderr=subprocess.PIPE, text=True) for p in range(procs)]
    for proc in running:
        _, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()
    with GameStore(path) as store:
        games = store.games()
        assert len(games) == procs + 1
        for g in games:
            _, actions = store.load(g.id)  # checks numbering 1..n and the count
            assert len(actions) == (procs * count if g.id == 1 else count)
        shared = [a.text for a in store.load(1)[1]]
        for p in range(procs):  # each process's shared actions, in its own order
            assert [t for t in shared if t.startswith(f"p{p} ")] == \
                [f"p{p} s{n}" for n in range(1, count + 1)]
