"""More than one process: the PostgreSQL store behind the store interface, two `ludoteca
serve` processes on one database whose pages follow each other's tables (LISTEN/NOTIFY of
ids and versions, never states), stale and repeated actions refused, a kill -9 of one of
them, and two processes on one port; a kill -9 of one of two processes in the middle of a
run of 24 tables under load.

The database is the server `.ci/run` starts: its URL in ``LUDOTECA_TEST_PG``. Without it the
tests are skipped, except in CI (``CI=true``), where they fail."""

from __future__ import annotations

import json
import os
import secrets
import signal
import subprocess
import sys
import time
import urllib.request

import pytest

from conftest import free_port

URL = os.environ.get("LUDOTECA_TEST_PG")


@pytest.fixture
def pg_url():
    """A fresh database on the test server (dropped afterwards)."""
    if not URL:
        if os.environ.get("CI") == "true":
            pytest.fail("CI must start PostgreSQL and set LUDOTECA_TEST_PG (.ci/run)")
        pytest.skip("no PostgreSQL server: set LUDOTECA_TEST_PG=postgresql://…")
    import psycopg

    name = "ludoteca_test_" + secrets.token_hex(6)
    with psycopg.connect(URL, autocommit=True) as admin:
        admin.execute(f"CREATE DATABASE {name}")
    yield URL.rsplit("/", 1)[0] + "/" + name
    with psycopg.connect(URL, autocommit=True) as admin:
        admin.execute(f"DROP DATABASE {name} WITH (FORCE)")


def test_the_postgresql_store_keeps_a_game_as_sqlite_does(pg_url, tmp_path):
    from ludoteca.core.session import Session
    from ludoteca.core.store import GameStore, PgStore, StoreConflict, open_store

    pg, lite = open_store(pg_url), GameStore(tmp_path / "g.sqlite3")
    assert isinstance(pg, PgStore)
    sessions = [Session.new("dale", ["human", "human"], 2**63 - 5, {"animalfolk": None},
                            store=st) for st in (pg, lite)]
    for _ in range(25):
        for s in sessions:
            s.submit(s.deciding, s.legal(s.deciding)[-1])
    a, b = (Session.resume(st, s.game_id) for st, s in zip((pg, lite), sessions))
    assert [e.text for e in a.entries] == [e.text for e in b.entries]
    assert a.game.state_hash(a.state) == b.game.state_hash(b.state)
    assert a.seed == 2**63 - 5
    (row_pg,), (row_lite,) = pg.games(), lite.games()
    assert (row_pg.n_actions, row_pg.status, row_pg.seats) == (25, "playing",
                                                               ["human", "human"])
    assert (row_pg.turn, row_pg.hash) == (row_lite.turn, row_lite.hash)
    # a second process continuing from a stale copy is refused; the first goes on
    other = PgStore(pg_url)
    stale = Session.resume(other, a.game_id)
    a.submit(a.deciding, a.legal(a.deciding)[0])
    with pytest.raises(StoreConflict):
        stale.submit(stale.deciding, stale.legal(stale.deciding)[0])
    assert len(stale.entries) == 25 and pg.game(a.game_id).n_actions == 26
    pg.close(), other.close(), lite.close()


def test_the_servers_postgresql_commits_wait_for_no_flush_unless_asked(pg_url):
    """The server's store (NORMAL) turns synchronous_commit off for its connection, as
    SQLite's NORMAL (a killed server loses nothing: PostgreSQL holds the commit); the
    terminal's default (FULL) and ``serve --flush-each-action`` keep PostgreSQL's on."""
    from fastapi.testclient import TestClient

    from ludoteca.core.store import open_store
    from ludoteca.web.app import create_app

    def show(store):
        return store.conn.execute("SHOW synchronous_commit").fetchone()[0]

    for synchronous, expected in (("FULL", "on"), ("NORMAL", "off")):
        store = open_store(pg_url, synchronous=synchronous)
        assert show(store) == expected
        store.close()
    with pytest.raises(ValueError):
        open_store(pg_url, synchronous="OFF")
    for synchronous, expected in (("NORMAL", "off"), ("FULL", "on")):
        app = create_app(pg_url, synchronous=synchronous)
        with TestClient(app, base_url="http://localhost") as client:
            assert client.portal.call(lambda: show(app.state.server.hub.store)) == expected


def test_a_store_with_other_tables_of_these_names_is_refused(pg_url):
    import psycopg

    from ludoteca.core.store import PgStore, StoreError

    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute("CREATE TABLE games (id INTEGER, x TEXT)")
    with pytest.raises(StoreError) as err:
        PgStore(pg_url)
    assert "its table games is not Ludoteca's" in str(err.value)


class Proc:
    def __init__(self, pg_url: str, port: int | None = None, reuse: bool = False) -> None:
        self.port = port or free_port()
        argv = [sys.executable, "-m", "ludoteca.cli.main", "serve", "--port", str(self.port),
                "--postgres", pg_url, "--bot-delay", "0"] + (["--reuse-port"] if reuse else [])
        self.proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                     text=True)
        line = self.proc.stdout.readline()
        assert "http://127.0.0.1:" in line, line + (self.proc.stdout.read()
                                                    if self.proc.poll() is not None else "")
        self.url = f"http://127.0.0.1:{self.port}"

    def call(self, method: str, path: str, body: dict | None = None):
        req = urllib.request.Request(self.url + path, method=method,
                                     data=None if body is None else json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=60) as r:
                return r.status, json.loads(r.read())
        except urllib.error.HTTPError as err:
            return err.code, json.loads(err.read())

    def stop(self, sig=signal.SIGTERM) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(sig)
            self.proc.wait(timeout=30)
        self.proc.stdout.close()


def _wait_state(ws, n: int) -> dict:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        msg = json.loads(ws.recv(timeout=60))
        if msg["type"] == "state" and msg["n_actions"] >= n:
            return msg
    raise AssertionError(f"no state with {n} actions")


def test_two_processes_share_tables_and_follow_each_other(pg_url):
    from websockets.sync.client import connect

    a, b = Proc(pg_url), Proc(pg_url)
    try:
        out = a.call("POST", "/api/tables", {"seats": ["human", "human"]})[1]
        tok = {k["seat"]: k["url"].rsplit("/", 1)[1] for k in out["links"]}
        on_a = connect(f"ws://127.0.0.1:{a.port}/ws/{tok[0]}")
        on_b = connect(f"ws://127.0.0.1:{b.port}/ws/{tok[1]}")
        spectator_b = connect(f"ws://127.0.0.1:{b.port}/ws/{tok[-1]}")
        first = _wait_state(on_a, 0)
        assert _wait_state(on_b, 0)["n_actions"] == 0
        for n in range(1, 13):  # the deciding seat acts on its own process's page
            state = a.call("GET", f"/api/links/{tok[0]}")[1]
            ws = on_a if state["deciding"] == 0 else on_b
            mine = (a if ws is on_a else b).call("GET", f"/api/links/{tok[state['deciding']]}")[1]
            ws.send(json.dumps({"type": "act", "text": mine["legal"][0]["text"],
                                "version": n - 1}))
            for page in (on_a, on_b, spectator_b):  # every page hears it, on both processes
                assert _wait_state(page, n)["n_actions"] == n
        # a repeated message (the version it was chosen at is gone) changes nothing
        state = b.call("GET", f"/api/links/{tok[0]}")[1]
        seat = state["deciding"]
        mine = b.call("GET", f"/api/links/{tok[seat]}")[1]
        code, body = b.call("POST", f"/api/links/{tok[seat]}/action",
                            {"text": mine["legal"][0]["text"], "version": 5})
        assert code == 409 and "The table changed before this arrived" in \
            body["detail"]["explanation"]
        assert a.call("GET", f"/api/links/{tok[0]}")[1]["n_actions"] == 12
        assert first["n_actions"] == 0
        # kill -9 of one process: its table goes on on the other, nothing committed lost
        a.stop(signal.SIGKILL)
        on_a.close()
        for n in range(13, 19):
            state = b.call("GET", f"/api/links/{tok[0]}")[1]
            assert state["n_actions"] == n - 1
            mine = b.call("GET", f"/api/links/{tok[state['deciding']]}")[1]
            code, _ = b.call("POST", f"/api/links/{tok[state['deciding']]}/action",
                             {"text": mine["legal"][0]["text"], "version": n - 1})
            assert code == 200
        assert _wait_state(spectator_b, 18)["n_actions"] == 18
        on_b.close(), spectator_b.close()
    finally:
        a.stop(signal.SIGKILL)
        b.stop()


def test_two_processes_listen_on_one_port(pg_url):
    first = Proc(pg_url, reuse=True)
    second = Proc(pg_url, port=first.port, reuse=True)
    try:
        out = first.call("POST", "/api/tables", {"seats": ["human", "human"]})[1]
        tok = out["links"][0]["url"].rsplit("/", 1)[1]
        for _ in range(10):  # whichever process answers, the table is the same
            assert first.call("GET", f"/api/links/{tok}")[1]["table"] == out["table"]
        first.stop(signal.SIGKILL)
        for _ in range(10):  # the address goes on being served by the other
            assert second.call("GET", f"/api/links/{tok}")[1]["table"] == out["table"]
    finally:
        first.stop(signal.SIGKILL)
        second.stop()


def test_a_kill_9_under_load_loses_no_committed_action_and_the_other_serves_on(pg_url):
    """Two processes on one port (``--reuse-port``) and one database; 24 tables played as
    fast as their seats can over WebSockets (no think time), each connection on whichever
    process the system gave it. In the middle of the run one process is killed with
    SIGKILL. Then: the connections on the other process never break and go on receiving
    states; the broken ones reconnect (to the survivor, the only one left on the port) and
    their tables go on; every action a page was told of is in the store, at its place and
    with its text; every game of the store replays to its saved hash."""
    import asyncio
    import random

    from live import run_alone
    from websockets.asyncio.client import connect
    from websockets.exceptions import WebSocketException

    from ludoteca.core.session import Session
    from ludoteca.core.store import PgStore

    tables, before_kill, after_kill = 24, 240, 6
    first = Proc(pg_url, reuse=True)
    second = Proc(pg_url, port=first.port, reuse=True)
    procs = (first, second)
    acked: dict[tuple[str, int], str] = {}  # (table, n) -> the text a page was told of
    seen: dict[str, int] = {}               # table -> the most actions a page has seen
    killed_at: dict[str, int] = {}          # table -> actions seen when the kill came
    broken: set[tuple[str, int]] = set()    # (table, seat) whose connection broke
    after: dict[tuple[str, int], int] = {}  # states an unbroken connection got after the kill
    killed = asyncio.Event()
    stop = asyncio.Event()

    async def seat_client(table: str, seat: int, token: str, rng: random.Random) -> None:
        while not stop.is_set():
            try:
                async with connect(f"ws://127.0.0.1:{first.port}/ws/{token}",
                                   open_timeout=60, close_timeout=1) as ws:
                    sent: tuple[int, str] | None = None
                    while not stop.is_set():
                        try:
                            raw = await asyncio.wait_for(ws.recv(), timeout=1.0)
                        except asyncio.TimeoutError:
                            continue
                        msg = json.loads(raw)
                        if msg["type"] != "state":  # refused (a stale race): ask again
                            sent = None
                            await ws.send(json.dumps({"type": "lang", "lang": "en"}))
                            continue
                        n = msg["n_actions"]
                        seen[table] = max(seen.get(table, 0), n)
                        if killed.is_set() and (table, seat) not in broken:
                            after[table, seat] = after.get((table, seat), 0) + 1
                        if sent is not None and n > sent[0]:
                            acked[table, sent[0] + 1] = sent[1]  # committed, then told
                            sent = None
                        if msg["over"]:
                            await stop.wait()
                            return
                        if msg["deciding"] == seat and msg["legal"] and sent is None:
                            text = rng.choice(msg["legal"])["text"]
                            sent = (n, text)
                            await ws.send(json.dumps({"type": "act", "text": text,
                                                      "version": n}))
            except (OSError, WebSocketException, asyncio.TimeoutError):
                # the killed process's connections (an action in flight is unknown: it is
                # not counted as told); the port now leads to the survivor
                broken.add((table, seat))
                await asyncio.sleep(0.2)

    async def run() -> None:
        rng = random.Random(27)
        made = []
        for k in range(tables):  # whichever process answers creates the table
            out = procs[k % 2].call("POST", "/api/tables", {"seats": ["human", "human"]})[1]
            made.append((out["table"], {x["seat"]: x["url"].rsplit("/", 1)[1]
                                        for x in out["links"]}))
        tasks = [asyncio.create_task(seat_client(tb, s, links[s], random.Random(rng.random())))
                 for tb, links in made for s in (0, 1)]
        deadline = time.monotonic() + 600  # a bound for a stuck run, not a measurement
        while len(acked) < before_kill and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        assert len(acked) >= before_kill, f"only {len(acked)} actions before the kill"
        first.proc.send_signal(signal.SIGKILL)  # in the middle of the run, under load
        killed_at.update({tb: seen.get(tb, 0) for tb, _ in made})
        killed.set()
        while time.monotonic() < deadline and not all(
                seen.get(tb, 0) >= killed_at[tb] + after_kill for tb, _ in made):
            await asyncio.sleep(0.05)
        stop.set()
        await asyncio.gather(*tasks)
        for tb, _ in made:
            assert seen.get(tb, 0) >= killed_at[tb] + after_kill, (tb, seen.get(tb), killed_at[tb])

    try:
        run_alone(run)
        first.proc.wait(timeout=30)
        assert first.proc.returncode == -signal.SIGKILL
        # both kinds of connection were there: the killed process's broke, the survivor's
        # did not and kept being served
        assert broken and len(broken) < 2 * tables
        assert all(after.get(key, 0) > 0 for key in after) and after
        assert second.proc.poll() is None
    finally:
        first.stop(signal.SIGKILL)
        second.stop()
    store = PgStore(pg_url)
    try:
        ids = dict(store.conn.execute("SELECT id, game_id FROM web_tables").fetchall())
        assert len(ids) == tables
        stored = {}
        for table, game_id in ids.items():
            row, actions = store.load(int(game_id))
            stored[table] = {a.n: a.text for a in actions}
            assert row.n_actions == len(actions) >= seen[table]  # nothing seen was lost
            Session.resume(store, int(game_id))  # replays to the saved hash, or raises
        lost = [(tb, n, text) for (tb, n), text in acked.items() if stored[tb].get(n) != text]
        assert lost == []
        assert len(acked) >= before_kill + tables * after_kill // 2
    finally:
        store.close()
