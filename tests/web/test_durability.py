"""What survives what: the server's SQLite store in WAL with synchronous=NORMAL (a killed
process loses no committed action), the terminal's with FULL; every action a page was told
of is in the store after a kill -9."""

from __future__ import annotations

import signal
import sqlite3

from conftest import Served, game_id_of, token


def test_the_servers_store_is_wal_normal_and_the_terminals_wal_full(tmp_path):
    from fastapi.testclient import TestClient

    from ludoteca.core.store import GameStore
    from ludoteca.web.app import create_app

    def pragma(client, app, name):  # in the app's own thread (SQLite's rule)
        return client.portal.call(lambda: app.state.server.hub.store.conn.execute(
            f"PRAGMA {name}").fetchone()[0])

    app = create_app(tmp_path / "g.sqlite3")
    with TestClient(app, base_url="http://localhost") as client:
        assert pragma(client, app, "journal_mode") == "wal"
        assert pragma(client, app, "synchronous") == 1  # NORMAL
    app = create_app(tmp_path / "g.sqlite3", synchronous="FULL")
    with TestClient(app, base_url="http://localhost") as client:
        assert pragma(client, app, "synchronous") == 2  # FULL
    with GameStore(tmp_path / "g.sqlite3") as store:
        assert store.conn.execute("PRAGMA synchronous").fetchone()[0] == 2


def test_every_answered_action_survives_a_kill_9(tmp_path):
    db = tmp_path / "games.sqlite3"
    served = Served(db).start()
    answered = 0
    try:
        out = served.create(seats=["human", "human"], seed=21)
        tok = {k["seat"]: token(k) for k in out["links"]}
        for _ in range(30):
            state = served.call("GET", f"/api/links/{tok[0]}")[1]
            seat = state["deciding"]
            mine = served.call("GET", f"/api/links/{tok[seat]}")[1]
            code, body = served.call("POST", f"/api/links/{tok[seat]}/action",
                                     {"text": mine["legal"][0]["text"]})
            assert code == 200
            answered = body["n_actions"]
    finally:
        served.kill(signal.SIGKILL)  # no shutdown, no checkpoint
    conn = sqlite3.connect(str(db))
    gid = game_id_of(db, out["table"])
    stored = conn.execute("SELECT count(*) FROM actions WHERE game_id = ?", (gid,)).fetchone()[0]
    conn.close()
    assert answered == 30 and stored == 30
    again = Served(db).start()
    try:
        assert again.call("GET", f"/api/links/{tok[0]}")[1]["n_actions"] == 30
    finally:
        again.kill(signal.SIGTERM)
