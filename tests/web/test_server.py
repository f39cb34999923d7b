"""The browser table's server without a browser: links, what each link may read, the JSON API
and its schema, a restart by kill -9 in the middle of a game, the Pax procedure rebuilt after
a restart."""

from __future__ import annotations

import base64
import signal
import sqlite3

from conftest import Served, game_id_of, greedy_text, session_of, stored_scenario, token
from test_browser_pax import auction_year_scenario


def test_links_carry_192_random_bits_and_each_reads_only_its_own_seat(served):
    out = served.create(game="dale", seats=["human", "human", "human"], seed=11)
    tokens = {k["seat"]: token(k) for k in out["links"]}
    assert set(tokens) == {0, 1, 2, -1}
    for t in tokens.values():
        assert len(base64.urlsafe_b64decode(t + "=" * (-len(t) % 4))) == 24  # 192 bits
    assert len(set(tokens.values())) == 4
    views = {seat: served.call("GET", f"/api/links/{t}")[1] for seat, t in tokens.items()}
    gid = game_id_of(served.db, out["table"])
    truth = session_of(served.db, gid)
    for seat in (0, 1, 2):
        assert views[seat]["seat"] == seat
        assert [c["name"] for c in views[seat]["view"]["hand"]] == \
            [c["name"] for c in truth.view(seat)["hand"]]
        # seat s reads nobody else's hand: only counts
        for other in views[seat]["view"]["seats"]:
            assert other["hand"] == 5
    assert views[-1]["view"]["hand"] == [] and views[-1]["legal"] == []
    # only the deciding seat has legal actions
    deciding = truth.deciding
    assert [bool(views[s]["legal"]) for s in (0, 1, 2)] == [s == deciding for s in (0, 1, 2)]
    # the record (it names every hidden card and the seed) is refused before the end
    for t in tokens.values():
        code, body = served.call("GET", f"/api/links/{t}/record")
        assert code == 403
        assert served.call("GET", f"/api/links/{t}/replay")[0] == 403
    assert served.call("GET", "/api/links/not-a-link")[0] == 404


def test_the_json_api_is_described_by_its_openapi_schema(served):
    code, schema = served.call("GET", "/openapi.json")
    assert code == 200
    for path in ("/api/tables", "/api/links/{token}", "/api/links/{token}/action",
                 "/api/links/{token}/undo", "/api/links/{token}/record",
                 "/api/links/{token}/replay", "/api/links/{token}/lang"):
        assert path in schema["paths"], path
    assert "CreateTable" in schema["components"]["schemas"]
    # a table the rules refuse (one player) and an unknown bot: 422 with the reason
    assert served.call("POST", "/api/tables", {"seats": ["human"]})[0] == 422
    code, body = served.call("POST", "/api/tables", {"seats": ["human", "nobody"]})
    assert code == 422 and "nobody" in str(body)


def test_undo_over_the_api_follows_the_game_rule(served):
    out = served.create(game="dale", seats=["human", "human"], seed=12)
    tokens = {k["seat"]: token(k) for k in out["links"]}
    gid = game_id_of(served.db, out["table"])
    session = session_of(served.db, gid)
    seat = session.deciding
    text = greedy_text(session, seat)
    code, body = served.call("POST", f"/api/links/{tokens[seat]}/action", {"text": text})
    assert code == 200 and body["n_actions"] == 1
    expected = session_of(served.db, gid).undo_refused(seat)
    code, body = served.call("POST", f"/api/links/{tokens[seat]}/undo")
    if expected is None:
        assert code == 200 and body["n_actions"] == 0
    else:
        assert code == 409 and "No undo" in body["detail"]["explanation"]
    # the other seat may never take back this seat's action
    code, body = served.call("POST", f"/api/links/{tokens[1 - seat]}/undo")
    assert code == 409


def test_kill_9_mid_game_then_every_table_resumes(tmp_path):
    db = tmp_path / "games.sqlite3"
    first = Served(db).start()
    try:
        a = first.create(game="dale", seats=["human", "human"], seed=21)
        b = first.create(game="dale", seats=["human", "greedy"], seed=22)
        ta = {k["seat"]: token(k) for k in a["links"]}
        tb = {k["seat"]: token(k) for k in b["links"]}
        for _ in range(6):  # six actions in game a, through the API as the page sends them
            s = session_of(db, game_id_of(db, a["table"]))
            seat = s.deciding
            assert first.call("POST", f"/api/links/{ta[seat]}/action",
                              {"text": greedy_text(s, seat)})[0] == 200
        seen_a = first.call("GET", f"/api/links/{ta[0]}")[1]
        seen_b = first.call("GET", f"/api/links/{tb[0]}")[1]
    finally:
        first.kill(signal.SIGKILL)
    second = Served(db).start()
    try:
        again_a = second.call("GET", f"/api/links/{ta[0]}")[1]
        again_b = second.call("GET", f"/api/links/{tb[0]}")[1]
        assert again_a["n_actions"] == seen_a["n_actions"] == 6
        assert again_a["view"] == seen_a["view"] and again_a["log"] == seen_a["log"]
        assert again_b["n_actions"] >= seen_b["n_actions"]
        # the game goes on from the same place
        s = session_of(db, game_id_of(db, a["table"]))
        seat = s.deciding
        code, body = second.call("POST", f"/api/links/{ta[seat]}/action",
                                 {"text": greedy_text(s, seat)})
        assert code == 200 and body["n_actions"] == 7
    finally:
        second.kill(signal.SIGTERM)
    tables = sqlite3.connect(str(db)).execute("SELECT count(*) FROM web_tables").fetchone()[0]
    assert tables == 2


def test_a_pax_auction_in_flight_survives_a_restart(tmp_path):
    scenario = tmp_path / "game.toml"
    auction_year_scenario(scenario)
    db = tmp_path / "games.sqlite3"
    first = Served(db).start()
    try:
        out = first.create(game="pax", scenario="game.toml")
        links = {k["seat"]: token(k) for k in out["links"]}
        import json
        import urllib.request  # noqa: F401
        from websockets.sync.client import connect

        with connect(f"ws://127.0.0.1:{first.port}/ws/{links[-1]}") as ws:
            ws.recv()
            ws.send(json.dumps({"type": "start", "kind": "auction", "initiator": "Alice"}))
            assert json.loads(ws.recv())["running"] is True
        with connect(f"ws://127.0.0.1:{first.port}/ws/{links[0]}") as ws:
            ws.recv()
            ws.send(json.dumps({"type": "answer", "text": "3"}))
            assert json.loads(ws.recv())["sealed"] == "3"
    finally:
        first.kill(signal.SIGKILL)
    second = Served(db).start()
    try:
        alice = second.call("GET", f"/api/links/{links[0]}")[1]
        assert alice["running"] and alice["sealed"] == "3" and alice["prompt"] is None
        bruno = second.call("GET", f"/api/links/{links[1]}")[1]
        assert bruno["sealed"] is None and "sealed bid" in bruno["prompt"]
        assert bruno["private"] == [] and "3" not in " ".join(bruno["lines"])
    finally:
        second.kill(signal.SIGTERM)


def test_a_pax_battle_side_is_chosen_on_the_supporters_phone_only(served, tmp_path):
    """The walk of docs/pax-scenarios.md up to Bruno's attack on alta-tribe; Chiara, the one
    supporter, sees her Battle cards and chooses her side on her own link (pax.battle.*)."""
    import json
    import subprocess
    import sys

    from websockets.sync.client import connect

    scenario = tmp_path / "game.toml"
    auction_year_scenario(scenario)
    run = [sys.executable, "-m", "ludoteca.cli.main", "pax"]
    for args, stdin in [(["auction", str(scenario), "--initiator", "Bruno"], "\n1\n\n2\n\n1\n"),
                        (["phase", str(scenario)], ""),
                        (["sell", str(scenario), "Cacao Traders"], ""),
                        (["discard", str(scenario), "Hidden Cove"], ""),
                        (["end-turn", str(scenario)], "")]:
        subprocess.run(run + args, input=stdin, text=True, check=True, capture_output=True)
    out = served.create(game="pax", scenario="game.toml")
    links = {k["seat"]: token(k) for k in out["links"]}
    names = served.call("GET", f"/api/links/{links[-1]}")[1]["names"]
    chiara, alice = names.index("Chiara"), names.index("Alice")
    ws_url = f"ws://127.0.0.1:{served.port}/ws/"
    with connect(ws_url + links[-1]) as host:
        host.recv()
        host.send(json.dumps({"type": "start", "kind": "battle", "zone": "Sierra Alta",
                              "attacker": "Bruno", "target": "alta-tribe"}))
        state = json.loads(host.recv())
        assert state["running"] and any("Chiara" in line for line in state["lines"])
    her = served.call("GET", f"/api/links/{links[chiara]}")[1]
    assert her["prompt"] and any("Musket Drill" in line for line in her["private"])
    # nobody else reads her cards or her menu
    for seat in (-1, alice):
        other = served.call("GET", f"/api/links/{links[seat]}")[1]
        assert "Musket Drill" not in json.dumps(other)
    with connect(ws_url + links[alice]) as ws:  # not asked: refused, nothing changes
        ws.recv()
        ws.send(json.dumps({"type": "answer", "text": "1a"}))
        assert json.loads(ws.recv())["type"] == "refused"
    with connect(ws_url + links[chiara]) as ws:
        ws.recv()
        ws.send(json.dumps({"type": "answer", "text": "1a"}))
        state = json.loads(ws.recv())
    assert not state["running"]
    text = "\n".join(state["lines"])
    assert "revealed" in text.lower() and "Scenario game.toml saved with this table" in text
    assert "battle Sierra Alta Bruno vs alta-tribe sides Chiara=attacker with Musket Drill" in \
        stored_scenario(served.db, out["table"])
    assert "sides Chiara=attacker" not in scenario.read_text(encoding="utf-8")
