"""No client can hurt another: a page that stops reading, a connection that floods, frames
that are no message, too many tables, too costly bots; idle tables leave memory and come
back from the store. A real uvicorn server in the test process (tests/web/live.py)."""

from __future__ import annotations

import json
import statistics
import threading
import time

import pytest
from websockets.sync.client import connect

from live import Live, RawClient, token_of
from ludoteca.web.app import Limits


def _tokens(out: dict) -> dict[int, str]:
    return {k["seat"]: token_of(k) for k in out["links"]}


def _act(live: Live, tokens: dict[int, str]) -> tuple[int, float, int]:
    """One action of the deciding seat (its first legal action) over the JSON API; returns
    the status, the seconds it took and the number of actions after it."""
    state = live.call("GET", f"/api/links/{tokens[0]}")[1]
    seat = state["deciding"]
    mine = live.call("GET", f"/api/links/{tokens[seat]}")[1]
    start = time.perf_counter()
    code, out = live.call("POST", f"/api/links/{tokens[seat]}/action",
                          {"text": mine["legal"][0]["text"]})
    took = time.perf_counter() - start
    return code, took, (out.get("n_actions", -1) if isinstance(out, dict) else -1)


class Reader:
    """A page that reads every message on its own thread (the last state kept)."""

    def __init__(self, url: str) -> None:
        self.ws = connect(url, max_size=None, open_timeout=30)
        self.states: list[dict] = []
        self.errors: list[dict] = []
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        try:
            for raw in self.ws:
                msg = json.loads(raw)
                (self.states if msg["type"] == "state" else self.errors).append(msg)
        except Exception:
            pass

    def wait_actions(self, n: int, timeout: float = 60) -> dict:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.states and self.states[-1]["n_actions"] >= n:
                return self.states[-1]
            time.sleep(0.02)
        raise AssertionError(f"no state with {n} actions (last: "
                             f"{self.states[-1]['n_actions'] if self.states else None})")

    def close(self) -> None:
        self.ws.close()


def test_a_page_that_stops_reading_is_dropped_and_its_table_goes_on(tmp_path):
    limits = Limits(send_timeout=1.0, rate=10_000, burst=10_000, overflow_close=10**9)
    with Live(tmp_path / "g.sqlite3", limits=limits) as live:
        out = live.call("POST", "/api/tables", {"seats": ["human", "human"], "seed": 3})[1]
        tokens = _tokens(out)
        healthy = Reader(live.ws_url(tokens[1]))
        healthy.wait_actions(0)
        # the spectator's page asks for its state again and again and never reads
        slow = RawClient(live.port, f"/ws/{tokens[-1]}")
        assert slow.status == 101
        before = live.server.dropped
        sent = 0
        deadline = time.monotonic() + 60
        try:
            while live.server.dropped == before and time.monotonic() < deadline:
                for lang in ("fr", "en") * 50:
                    slow.send_text(json.dumps({"type": "lang", "lang": lang}))
                    sent += 1
                time.sleep(0.01)
        except OSError:  # the server closed the connection it dropped
            pass
        deadline = time.monotonic() + 30
        while live.server.dropped == before and time.monotonic() < deadline:
            time.sleep(0.05)
        assert live.server.dropped == before + 1, "the stalled page was never dropped"
        connected = {c.link.token for cs in live.server.sockets.values() for c in cs}
        assert tokens[-1] not in connected and tokens[1] in connected
        # meanwhile and afterwards the seats' actions are served and reach the healthy page
        results = [_act(live, tokens) for _ in range(10)]
        assert [r[0] for r in results] == [200] * 10
        assert [r[2] for r in results] == list(range(1, 11))
        assert healthy.wait_actions(10)["n_actions"] == 10
        print(f"\nslow reader: dropped after {sent} requests for its state; "
              f"then 10 actions, max {max(r[1] for r in results) * 1000:.1f} ms")
        healthy.close()
        slow.close()


def test_a_flood_on_one_table_leaves_another_table_served(tmp_path):
    limits = Limits()  # the defaults ludoteca serve uses: 10 messages/s, a burst of 30
    with Live(tmp_path / "g.sqlite3", limits=limits) as live:
        flooded = _tokens(live.call("POST", "/api/tables", {"seats": ["human", "human"]})[1])
        other = _tokens(live.call("POST", "/api/tables", {"seats": ["human", "human"]})[1])
        watcher = Reader(live.ws_url(other[0]))
        watcher.wait_actions(0)
        baseline = [_act(live, other) for _ in range(8)]
        writes = []
        real_set_lang = live.server.hub.set_lang
        live.server.hub.set_lang = lambda link, lang: (writes.append(lang),
                                                       real_set_lang(link, lang))
        flood = connect(live.ws_url(flooded[0]), max_size=None)
        stop = threading.Event()
        counts = {"sent": 0, "errors": 0, "closed": False, "reconnects": 0}

        def flooding() -> None:
            try:
                for _ in range(200):  # over the rate, not yet far enough to be closed
                    flood.send(json.dumps({"type": "lang",
                                           "lang": "fr" if counts["sent"] % 2 else "en"}))
                    counts["sent"] += 1
                deadline = time.monotonic() + 30
                while not counts["errors"] and time.monotonic() < deadline:
                    time.sleep(0.01)
                while True:  # far over the rate: closed
                    flood.send(json.dumps({"type": "lang", "lang": "fr"}))
                    counts["sent"] += 1
            except Exception:
                counts["closed"] = True
            while not stop.is_set():  # and again on new connections, while the other plays
                try:
                    with connect(live.ws_url(flooded[1]), max_size=None) as again:
                        while not stop.is_set():
                            again.send(json.dumps({"type": "lang", "lang": "it"}))
                            counts["sent"] += 1
                except Exception:
                    counts["reconnects"] += 1

        def reading() -> None:
            try:
                for raw in flood:
                    counts["errors"] += json.loads(raw)["type"] == "error"
            except Exception:
                counts["closed"] = True

        started = time.monotonic()
        threads = [threading.Thread(target=f, daemon=True) for f in (flooding, reading)]
        for th in threads:
            th.start()
        during = [_act(live, other) for _ in range(8)]
        stop.set()
        elapsed = time.monotonic() - started
        for th in threads:
            th.join(timeout=30)
        live.server.hub.set_lang = real_set_lang
        assert [r[0] for r in baseline + during] == [200] * 16
        assert watcher.wait_actions(16)["n_actions"] == 16
        assert counts["errors"] >= 1  # told it goes too fast
        # the token bucket: per connection at most the burst plus the rate over the time it
        # flooded (and the same language again writes nothing)
        assert len(writes) <= (limits.burst + limits.rate * elapsed + 1) \
            * (counts["reconnects"] + 2)
        assert counts["closed"], "a connection far over the rate is closed"
        ms = lambda rs: [r[1] * 1000 for r in rs]  # noqa: E731
        print(f"\nflood: {counts['sent']} lang messages in {elapsed:.2f} s on "
              f"{counts['reconnects'] + 1} connections, "
              f"{len(writes)} written; other table: median {statistics.median(ms(baseline)):.1f}"
              f" ms before, {statistics.median(ms(during)):.1f} ms (max "
              f"{max(ms(during)):.1f}) during")
        flood.close()
        watcher.close()


def test_frames_that_are_no_message_get_the_documented_error(tmp_path):
    with Live(tmp_path / "g.sqlite3") as live:
        tokens = _tokens(live.call("POST", "/api/tables",
                                   {"seats": ["human", "human"], "seed": 5})[1])
        ws = connect(live.ws_url(tokens[0]), max_size=None)
        first = json.loads(ws.recv())
        assert first["type"] == "state" and first["n_actions"] == 0

        def answer(frame) -> dict:
            ws.send(frame)
            return json.loads(ws.recv(timeout=30))

        binary = answer(b"\x00\xff binary")
        assert binary == {"type": "error", "explanation": "This message cannot be read: "
                          "binary frames are not read (send JSON text)"}
        deep = answer("[" * 2000 + "]" * 2000)  # 4,000 characters nested 2,000 deep
        assert deep["explanation"] == "This message cannot be read: not JSON"
        long = answer(json.dumps({"type": "act", "text": "x" * 5000}))
        assert long["explanation"] == "This message cannot be read: over 4096 characters"
        for junk in ("null", "17", '{"type": 3}', '{"type": "act", "text": {"a": 1}}',
                     '"' + "\\ud800" + '"', '{"type": "lang", "lang": ["en"]}'):
            assert answer(junk)["type"] == "error", junk
        # a frame over the server's maximum (16 KiB) closes this connection (1009) only
        ws.send("y" * 20_000)
        with pytest.raises(Exception):
            ws.recv(timeout=30)
        assert ws.close_code == 1009
        again = connect(live.ws_url(tokens[0]), max_size=None)
        assert json.loads(again.recv())["n_actions"] == 0  # nothing changed
        again.close()


def test_tables_per_address_and_in_all_are_limited(tmp_path):
    from fastapi.testclient import TestClient

    from ludoteca.web.app import create_app

    app = create_app(tmp_path / "a.sqlite3", bot_delay=0,
                     limits=Limits(tables_per_client=3, max_tables=100))
    with TestClient(app, base_url="http://localhost") as client:
        codes = [client.post("/api/tables", json={"seats": ["human", "human"]}).status_code
                 for _ in range(5)]
        assert codes == [200, 200, 200, 429, 429]
        body = client.post("/api/tables", json={"seats": ["human", "human"]}).json()
        assert body["detail"].startswith("You have created too many tables")
    app = create_app(tmp_path / "b.sqlite3", bot_delay=0,
                     limits=Limits(tables_per_client=100, max_tables=2))
    with TestClient(app, base_url="http://localhost") as client:
        codes = [client.post("/api/tables", json={"seats": ["human", "human"]}).status_code
                 for _ in range(3)]
        assert codes == [200, 200, 503]


def test_bots_of_the_browser_table_are_bounded(tmp_path):
    from fastapi.testclient import TestClient

    from ludoteca.web.app import create_app

    with TestClient(create_app(tmp_path / "g.sqlite3", bot_delay=0),
                    base_url="http://localhost") as client:
        for spec in ("ismcts:seconds=3600", "ismcts:seconds=2.5", "ismcts:iterations=100000",
                     "ismcts-int:iterations=3001", "ismcts:turns=50", "ismcts:depth=9"):
            r = client.post("/api/tables", json={"seats": ["human", spec]})
            assert r.status_code == 422, spec
            assert "may think too long for a shared server" in r.json()["detail"], spec
        for spec in ("ismcts:seconds=2", "ismcts:iterations=3000", "greedy", "ismcts"):
            assert client.post("/api/tables",
                               json={"seats": ["human", spec]}).status_code == 200, spec


def test_bots_think_on_the_bounded_pool(tmp_path):
    from fastapi.testclient import TestClient

    from ludoteca.core.session import Session
    from ludoteca.web.app import create_app

    names: list[str] = []
    real = Session.bot_action

    def recording(self, seat):
        names.append(threading.current_thread().name)
        return real(self, seat)

    app = create_app(tmp_path / "g.sqlite3", bot_delay=0, limits=Limits(bot_workers=1))
    Session.bot_action = recording
    try:
        with TestClient(app, base_url="http://localhost") as client:
            tokens = _tokens(client.post("/api/tables",
                                         json={"seats": ["human", "greedy"], "seed": 9}).json())
            state = client.get(f"/api/links/{tokens[0]}").json()
            if state["deciding"] == 0:
                client.post(f"/api/links/{tokens[0]}/action",
                            json={"text": state["legal"][0]["text"]})
            deadline = time.monotonic() + 60
            while not names and time.monotonic() < deadline:
                time.sleep(0.05)
                client.get(f"/api/links/{tokens[0]}")
            assert app.state.server.executor._max_workers == 1
    finally:
        Session.bot_action = real
    assert names and all(n.startswith("ludoteca-bot") for n in names), names


def test_an_idle_table_leaves_memory_and_comes_back_from_the_store(tmp_path):
    from fastapi.testclient import TestClient

    from ludoteca.web.app import create_app

    app = create_app(tmp_path / "g.sqlite3", bot_delay=0,
                     limits=Limits(idle_seconds=60, max_live=2))
    server = app.state.server
    with TestClient(app, base_url="http://localhost") as client:
        made = [client.post("/api/tables", json={"seats": ["human", "human"], "seed": s}
                            ).json() for s in (1, 2, 3)]
        tokens = _tokens(made[0])
        state = client.get(f"/api/links/{tokens[0]}").json()
        seat = state["deciding"]
        mine = client.get(f"/api/links/{tokens[seat]}").json()
        client.post(f"/api/links/{tokens[seat]}/action", json={"text": mine["legal"][0]["text"]})
        before = client.get(f"/api/links/{tokens[0]}").json()
        # three tables, two may stay: the least recently used goes (table 2, then 3 is used)
        assert server.evict_idle(time.monotonic()) == [made[1]["table"]]
        assert sorted(server.hub.tables) == sorted([made[0]["table"], made[2]["table"]])
        # past the idle time every table nobody is connected to goes
        gone = server.evict_idle(time.monotonic() + 61)
        assert sorted(gone) == sorted([made[0]["table"], made[2]["table"]])
        assert server.hub.tables == {}
        after = client.get(f"/api/links/{tokens[0]}").json()  # rebuilt from the store
        assert after["n_actions"] == 1 and after["view"] == before["view"]
        assert after["log"] == before["log"]
        assert made[0]["table"] in server.hub.tables
        # a table with a page connected stays
        with client.websocket_connect(f"/ws/{tokens[1]}", headers={"host": "localhost"}) as ws:
            assert ws.receive_json()["n_actions"] == 1
            assert server.evict_idle(time.monotonic() + 999) == []
