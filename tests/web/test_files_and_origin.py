"""Files only from where the operator says, and only this server's pages: a Pax table names a
scenario of the operator's directory (or uploads one) and every other name gets one generic
refusal; nothing is written outside the store; a request under a host name that is not the
server's is refused (DNS rebinding), and so is a WebSocket opened by another site's page."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from test_browser_pax import auction_year_scenario
from ludoteca.web.app import create_app, host_allowed

GENERIC = ("There is no scenario of that name on this server (upload its TOML or name a file "
           "the server offers).")


@pytest.fixture
def offered(tmp_path):
    folder = tmp_path / "offered"
    folder.mkdir()
    auction_year_scenario(folder / "game.toml")
    (folder / "bad.toml").write_text("this is [not toml", encoding="utf-8")
    (folder / "notes.txt").write_text("x = 1\n", encoding="utf-8")
    (folder / "sub").mkdir()
    auction_year_scenario(folder / "sub" / "deep.toml")
    auction_year_scenario(tmp_path / "outside.toml")
    os.symlink(tmp_path / "outside.toml", folder / "link.toml")
    return folder


def _client(tmp_path, **kw):
    from fastapi.testclient import TestClient

    return TestClient(create_app(tmp_path / "g.sqlite3", bot_delay=0, **kw),
                      base_url="http://localhost")


def _snapshot(root: Path) -> dict[str, tuple[int, int]]:
    return {str(p): (p.lstat().st_size, p.lstat().st_mtime_ns) for p in root.rglob("*")
            if "g.sqlite3" not in p.name}


def test_a_pax_table_names_only_a_scenario_the_operator_offers(tmp_path, offered):
    before = _snapshot(tmp_path)
    with _client(tmp_path, scenarios=offered) as client:
        assert client.get("/api/scenarios").json() == {"scenarios": ["bad.toml", "game.toml",
                                                                     "link.toml"]}
        ok = client.post("/api/tables", json={"game": "pax", "scenario": "game.toml"})
        assert ok.status_code == 200 and len(ok.json()["links"]) == 4
        refused = {}
        for name in ("../outside.toml",  # outside on purpose: a traversal it must refuse
                     str(tmp_path / "outside.toml"), "sub/deep.toml",
                     "missing.toml", "notes.txt", "link.toml", "bad.toml", "/etc/passwd",
                     "..", "game.toml\x00", "%2e%2e/outside.toml", "GAME.TOML "):
            r = client.post("/api/tables", json={"game": "pax", "scenario": name})
            refused[name] = (r.status_code, r.json()["detail"])
        # one answer whatever the name: nothing tells what exists or what a file holds
        assert set(refused.values()) == {(422, "This table cannot be created: " + GENERIC)}
    with _client(tmp_path) as client:  # a server that offers no directory
        assert client.get("/api/scenarios").json() == {"scenarios": []}
        r = client.post("/api/tables", json={"game": "pax", "scenario": "game.toml"})
        assert r.status_code == 422 and r.json()["detail"].endswith(GENERIC)
    assert _snapshot(tmp_path) == before  # nothing written outside the store


def test_an_uploaded_scenario_is_kept_in_the_store_only(tmp_path):
    src = tmp_path / "mine.toml"
    auction_year_scenario(src)
    text = src.read_text(encoding="utf-8")
    before = _snapshot(tmp_path)
    with _client(tmp_path) as client:
        out = client.post("/api/tables", json={"game": "pax", "scenario_text": text}).json()
        host = out["links"][-1]["url"].rsplit("/", 1)[1]
        assert out["links"][-1]["seat"] == -1
        with client.websocket_connect(f"/ws/{host}", headers={"host": "localhost"}) as ws:
            assert ws.receive_json()["running"] is False
            ws.send_json({"type": "start", "kind": "auction", "initiator": "Alice"})
            assert ws.receive_json()["running"] is True
        bad = client.post("/api/tables", json={"game": "pax", "scenario_text": "x = [1,"})
        assert bad.status_code == 422  # the uploader's own text: its own reason
        big = client.post("/api/tables", json={"game": "pax",
                                               "scenario_text": "#" * (256 * 1024 + 1)})
        assert big.status_code == 422
    assert _snapshot(tmp_path) == before
    import sqlite3

    conn = sqlite3.connect(str(tmp_path / "g.sqlite3"))
    data = json.loads(conn.execute("SELECT data FROM web_tables").fetchone()[0])
    conn.close()
    assert data["toml"] == text and data["procedure"]["spec"]["initiator"] == "Alice"
    assert "path" not in data


@pytest.mark.parametrize("host, ok", [
    ("127.0.0.1:8000", True), ("localhost", True), ("LOCALHOST:1", True), ("[::1]:8000", True),
    ("192.168.1.20:8000", True), ("10.0.0.2", True), ("ludo.example", True),
    ("evil.example", False), ("evil.example:8000", False), ("127.0.0.1.nip.io", False),
    ("localhost.evil.example", False), ("", False), ("ludo.example.evil", False)])
def test_the_host_check(host, ok):
    assert host_allowed(host, ["ludo.example"]) is ok


def test_a_request_under_another_host_name_is_refused(tmp_path):
    with _client(tmp_path, allowed_hosts=["ludo.example"]) as client:
        assert client.get("/", headers={"host": "127.0.0.1:8000"}).status_code == 200
        assert client.get("/", headers={"host": "ludo.example:8000"}).status_code == 200
        r = client.get("/api/labels", headers={"host": "rebound.evil.example"})
        assert r.status_code == 400 and r.text == "This server does not answer to that host name."
        r = client.post("/api/tables", json={"seats": ["human", "human"]},
                        headers={"host": "rebound.evil.example"})
        assert r.status_code == 400
        import sqlite3

        assert sqlite3.connect(str(tmp_path / "g.sqlite3")).execute(
            "SELECT count(*) FROM web_tables").fetchone()[0] == 0


def test_a_websocket_from_another_sites_page_is_refused(tmp_path):
    from websockets.exceptions import InvalidStatus
    from websockets.sync.client import connect

    from live import Live, token_of

    with Live(tmp_path / "g.sqlite3") as live:
        out = live.call("POST", "/api/tables", {"seats": ["human", "human"]})[1]
        tok = token_of(out["links"][0])
        url = live.ws_url(tok)
        for origin in ("http://evil.example", f"http://evil.example:{live.port}",
                       "null", f"http://127.0.0.1:{live.port + 1}"):
            with pytest.raises(InvalidStatus) as err:
                connect(url, origin=origin, open_timeout=30)
            assert err.value.response.status_code == 403, origin
        with connect(url, origin=f"http://127.0.0.1:{live.port}") as ws:  # its own page
            assert json.loads(ws.recv())["type"] == "state"
        with connect(url) as ws:  # no Origin: not a browser page; the link is the key
            assert json.loads(ws.recv())["type"] == "state"
        with pytest.raises(InvalidStatus):  # a rebound name in Host
            connect(url, additional_headers={"Host": f"evil.example:{live.port}"},
                    open_timeout=30)
