"""What makes a state message cheaper to send without changing what a page reads: the labels
go out once per connection and language, frames are compact JSON compressed at a cheaper
zlib level, the WAL is checkpointed off the event loop, and the garbage collector's full
collections no longer stop every table (docs/web.md "Load test")."""

from __future__ import annotations

import asyncio
import gc
import json
import sqlite3
import threading
import time

from websockets.sync.client import connect

from live import Live, run_alone, token_of



def _states(ws, n: int) -> list[tuple[str, dict]]:
    out = []
    while len(out) < n:
        raw = ws.recv(timeout=60)
        msg = json.loads(raw)
        if msg["type"] == "state":
            out.append((raw, msg))
    return out


def test_labels_go_out_once_per_connection_and_language(tmp_path):
    with Live(tmp_path / "g.sqlite3") as live:
        out = live.call("POST", "/api/tables", {"seats": ["human", "human"], "lang": "ca"})[1]
        tok = {k["seat"]: token_of(k) for k in out["links"]}
        with connect(live.ws_url(tok[0]), open_timeout=30) as ws:
            [(raw, first)] = _states(ws, 1)
            # the catalogue's Catalan label, compact JSON, and UTF-8 as it is
            assert first["labels"]["your_hand"] == live.call(
                "GET", "/api/labels?lang=ca")[1]["labels"]["your_hand"]
            assert '"type":"state"' in raw and '", "' not in raw
            seat = first["deciding"]
            mine = live.call("GET", f"/api/links/{tok[seat]}")[1]
            assert "labels" in mine  # the JSON API's state is whole, every time
            code, _ = live.call("POST", f"/api/links/{tok[seat]}/action",
                                {"text": mine["legal"][0]["text"]})
            assert code == 200
            [(_, second)] = _states(ws, 1)
            assert second["n_actions"] == 1 and "labels" not in second
            assert second["languages"] == first["languages"] and second["lang"] == "ca"
            ws.send(json.dumps({"type": "lang", "lang": "fr"}))
            [(_, third)] = _states(ws, 1)
            assert third["lang"] == "fr" and third["labels"] == live.call(
                "GET", "/api/labels?lang=fr")[1]["labels"]
            ws.send(json.dumps({"type": "lang", "lang": "fr"}))  # the same: no labels
            [(_, fourth)] = _states(ws, 1)
            assert "labels" not in fourth
        with connect(live.ws_url(tok[0]), open_timeout=30) as ws:  # a new connection
            [(_, again)] = _states(ws, 1)
            assert again["lang"] == "fr" and again["labels"]["your_hand"] == \
                third["labels"]["your_hand"]


def test_the_servers_websocket_compresses_at_the_cheaper_level():
    import uvicorn
    from uvicorn.server import ServerState
    from websockets.extensions.permessage_deflate import ServerPerMessageDeflateFactory

    from ludoteca.web.app import COMPRESSION_LEVEL, MAX_FRAME, websocket_protocol

    async def app(scope, receive, send):  # pragma: no cover (never called)
        raise AssertionError

    config = uvicorn.Config(app, ws_max_size=MAX_FRAME, ws=websocket_protocol(),
                            lifespan="off")
    config.load()
    protocol = config.ws_protocol_class(config=config, server_state=ServerState(),
                                        app_state={}, _loop=asyncio.new_event_loop())
    [factory] = [e for e in protocol.conn.available_extensions
                 if isinstance(e, ServerPerMessageDeflateFactory)]
    assert COMPRESSION_LEVEL == 3
    assert factory.compress_settings == {"memLevel": 5, "level": 3}
    assert protocol.conn.max_message_size == MAX_FRAME


def test_the_wal_is_checkpointed_by_a_thread_not_by_the_servers_connection(tmp_path):
    from ludoteca.core.store import GameStore
    from ludoteca.web.app import checkpoint_in_background

    def fill(store: GameStore, rows: int) -> None:
        with store.transaction() as cur:
            cur.execute("CREATE TABLE IF NOT EXISTS filler (x TEXT)")
            for _ in range(rows):
                cur.execute("INSERT INTO filler VALUES (?)", ("x" * 4000,))

    # without the thread and with the connection's own checkpoints off, the database file
    # does not grow: every page stays in the WAL
    alone = GameStore(tmp_path / "alone.sqlite3", synchronous="NORMAL")
    alone.conn.execute("PRAGMA wal_autocheckpoint = 0")
    size = (tmp_path / "alone.sqlite3").stat().st_size
    fill(alone, 300)
    assert (tmp_path / "alone.sqlite3").stat().st_size == size
    alone.close()
    store = GameStore(tmp_path / "g.sqlite3", synchronous="NORMAL")
    stop = threading.Event()
    thread = checkpoint_in_background(store, stop, every=0.05)
    assert thread is not None and thread.is_alive()
    assert store.conn.execute("PRAGMA wal_autocheckpoint").fetchone()[0] == 0
    size = (tmp_path / "g.sqlite3").stat().st_size
    fill(store, 300)  # 300 rows of 4,000 bytes: more than a megabyte of pages
    deadline = time.monotonic() + 60  # a bound for a stuck thread, not a measurement
    while (tmp_path / "g.sqlite3").stat().st_size < size + 1_000_000:
        assert time.monotonic() < deadline, "the thread never checkpointed"
        time.sleep(0.02)
    stop.set()
    thread.join(timeout=30)
    assert not thread.is_alive()
    assert store.conn.execute("SELECT count(*) FROM filler").fetchone()[0] == 300
    store.close()
    other = sqlite3.connect(tmp_path / "g.sqlite3")
    assert other.execute("SELECT count(*) FROM filler").fetchone()[0] == 300
    other.close()


def test_no_full_collection_while_the_server_runs_and_the_collector_restored_after():
    from ludoteca.web.app import short_gc_pauses

    before = gc.get_threshold()
    seen: dict[str, object] = {}

    async def main() -> None:
        task = asyncio.get_running_loop().create_task(short_gc_pauses(0.01, 3600.0))
        keep = [[i] for i in range(10_000)]  # long-lived objects, as a table's states
        for _ in range(100):
            await asyncio.sleep(0.01)
            if gc.get_freeze_count() >= 10_000:
                break
        seen["threshold"] = gc.get_threshold()
        seen["frozen"] = gc.get_freeze_count()
        task.cancel()
        try:
            await task
        except asyncio.CancelledError:
            pass
        del keep

    run_alone(main)
    assert seen["threshold"] == (before[0], before[1], 2**31 - 1)
    assert seen["frozen"] >= 10_000  # the survivors were frozen: never walked again
    assert gc.get_threshold() == before and gc.get_freeze_count() == 0


def test_two_servers_in_one_process_restore_the_collector_once_both_stop():
    from ludoteca.web.app import short_gc_pauses

    before = gc.get_threshold()
    seen = []

    async def main() -> None:
        loop = asyncio.get_running_loop()
        a = loop.create_task(short_gc_pauses(0.01, 3600.0))
        b = loop.create_task(short_gc_pauses(0.01, 3600.0))
        await asyncio.sleep(0.05)
        for task in (a, b):
            task.cancel()
            try:
                await task
            except asyncio.CancelledError:
                pass
            seen.append(gc.get_threshold())

    run_alone(main)
    # the first stopped while the second still served: no full collection yet
    assert seen == [(before[0], before[1], 2**31 - 1), before]
    assert gc.get_threshold() == before and gc.get_freeze_count() == 0


def _kept(msgs: list[dict]) -> tuple[dict, list[str]]:
    """What static/table.js's ``keep`` makes of a page's state messages: the card tiles and
    the log lines it holds after the last one."""
    cards: dict = {}
    log: list[str] = []
    start = 0
    for m in msgs:
        cards = dict(m["cards"]) if m["cards_all"] else {**cards, **m["cards"]}
        if m["log_all"]:
            log, start = list(m["log"]), m["log_from"]
        else:
            assert start <= m["log_from"] <= start + len(log)
            log = log[:m["log_from"] - start] + m["log"]
            drop = max(0, len(log) - 200)
            log, start = log[drop:], start + drop
    return cards, log


def test_card_tiles_and_log_lines_go_out_once_per_connection(tmp_path):
    """A page is sent each card tile once and each log line once (docs/web.md, "Load test"):
    after every action what it keeps equals the whole state of the JSON API; an undo and a
    change of language send the log (and the tiles) whole again."""
    with Live(tmp_path / "g.sqlite3") as live:
        out = live.call("POST", "/api/tables", {"seats": ["human", "human"], "lang": "en",
                                                "seed": 2718})[1]
        tok = {k["seat"]: token_of(k) for k in out["links"]}
        with connect(live.ws_url(tok[0]), open_timeout=30) as ws:
            [(_, first)] = _states(ws, 1)
            assert first["cards_all"] and first["log_all"] and first["log_from"] == 0
            msgs = [first]
            for n in range(1, 9):
                whole = live.call("GET", f"/api/links/{tok[0]}")[1]
                seat = whole["deciding"]
                mine = live.call("GET", f"/api/links/{tok[seat]}")[1]
                assert live.call("POST", f"/api/links/{tok[seat]}/action",
                                 {"text": mine["legal"][0]["text"]})[0] == 200
                [(_, m)] = _states(ws, 1)
                assert m["n_actions"] == n and not m["cards_all"] and not m["log_all"]
                sent_before = {c for x in msgs for c in x["cards"]}
                assert not set(m["cards"]) & sent_before  # no tile twice
                msgs.append(m)
                whole = live.call("GET", f"/api/links/{tok[0]}")[1]
                cards, log = _kept(msgs)
                assert log == whole["log"] and set(whole["cards"]) <= set(cards)
                assert all(cards[c] == whole["cards"][c] for c in whole["cards"])
                # only the lines of this action: they start where the page's end
                assert m["log_from"] == len(_kept(msgs[:-1])[1])
                assert m["log"] == whole["log"][m["log_from"]:]
            # an action that leaves its seat deciding, then taken back: the log is sent whole
            undone = None
            for _ in range(40):
                whole = live.call("GET", f"/api/links/{tok[0]}")[1]
                seat = whole["deciding"]
                mine = live.call("GET", f"/api/links/{tok[seat]}")[1]
                stays = [a for a in mine["legal"] if not a["ends"]] or mine["legal"]
                assert live.call("POST", f"/api/links/{tok[seat]}/action",
                                 {"text": stays[0]["text"]})[0] == 200
                msgs.append(_states(ws, 1)[0][1])
                if live.call("POST", f"/api/links/{tok[seat]}/undo", {})[0] == 200:
                    [(_, undone)] = _states(ws, 1)
                    break
            assert undone is not None and undone["log_all"]
            msgs.append(undone)
            assert _kept(msgs)[1] == live.call("GET", f"/api/links/{tok[0]}")[1]["log"]
            ws.send(json.dumps({"type": "lang", "lang": "it"}))
            [(_, it)] = _states(ws, 1)
            assert it["lang"] == "it" and it["cards_all"] and it["log_all"]
            whole = live.call("GET", f"/api/links/{tok[0]}")[1]  # the link speaks Italian now
            assert it["log"] == whole["log"] and it["cards"] == whole["cards"]


def _reply(ws, kind: str) -> dict:
    """The next message of ``kind`` on ``ws`` (state messages in between are skipped)."""
    while True:
        msg = json.loads(ws.recv(timeout=60))
        if msg["type"] == kind:
            return msg


def test_whether_an_action_ends_the_turn_comes_as_the_page_asks_and_as_the_api_says(tmp_path):
    """A WebSocket state message leaves ``ends`` out (None) where the answer needs a trial:
    every action but a stack and an Inventory, which always end the turn (True); an ``ends``
    message asks for it and gets the answer the JSON API's whole state gives. A stale version, a text that is not a legal action, a seat that does not decide
    and a spectator get null; a text that is no string is a bad message; nothing changes."""
    with Live(tmp_path / "g.sqlite3") as live:
        out = live.call("POST", "/api/tables", {"seats": ["human", "human"], "seed": 31})[1]
        tok = {k["seat"]: token_of(k) for k in out["links"]}
        spectator = next(token_of(k) for k in out["links"] if k["seat"] < 0)
        with connect(live.ws_url(tok[0]), open_timeout=30) as ws0, \
                connect(live.ws_url(tok[1]), open_timeout=30) as ws1, \
                connect(live.ws_url(spectator), open_timeout=30) as watch:
            socks = {0: ws0, 1: ws1}
            states = {0: _states(ws0, 1)[0][1], 1: _states(ws1, 1)[0][1]}
            _states(watch, 1)
            asked, seen = 0, set()
            for _ in range(8):
                seat = states[0]["deciding"]
                n = states[seat]["n_actions"]
                whole = live.call("GET", f"/api/links/{tok[seat]}")[1]
                ends = {a["text"]: a["ends"] for a in whole["legal"]}
                assert all(isinstance(v, bool) for v in ends.values())  # the API: whole
                sent = {a["text"]: a for a in states[seat]["legal"]}
                assert set(sent) == set(ends)
                here = 0
                for text, a in sent.items():
                    if a["verb"] in ("build", "inventory"):
                        assert a["ends"] is True and ends[text] is True
                        continue
                    assert a["ends"] is None
                    here += 1
                    if here > 3:
                        continue  # three a state (a connection's rate is 10 a second)
                    socks[seat].send(json.dumps({"type": "ends", "text": text, "version": n}))
                    reply = _reply(socks[seat], "ends")
                    assert reply == {"type": "ends", "text": text, "version": n,
                                     "ends": ends[text]}
                    asked += 1
                    seen.add(ends[text])
                buys = [x for x in sent if sent[x]["verb"] == "buy"]
                if buys:
                    other = socks[1 - seat]
                    for ws, msg in ((socks[seat], {"text": buys[0], "version": n - 1}),
                                    (socks[seat], {"text": "buy 9 with Nothing", "version": n}),
                                    (other, {"text": buys[0], "version": n}),
                                    (watch, {"text": buys[0], "version": n})):
                        ws.send(json.dumps({"type": "ends", **msg}))
                        assert _reply(ws, "ends")["ends"] is None
                    socks[seat].send(json.dumps({"type": "ends", "text": 7}))
                    assert _reply(socks[seat], "error")["explanation"]
                    assert live.call("GET", f"/api/links/{tok[seat]}")[1]["n_actions"] == n
                # a purchase when there is one (the game moves on), else the first action
                text = buys[0] if buys else whole["legal"][0]["text"]
                assert live.call("POST", f"/api/links/{tok[seat]}/action",
                                 {"text": text})[0] == 200
                states = {0: _states(ws0, 1)[0][1], 1: _states(ws1, 1)[0][1]}
                time.sleep(0.8)  # the connections' rate (tokens back)
            assert asked >= 10 and seen == {True, False}
