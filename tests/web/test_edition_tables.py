"""A browser table of the remaster edition (issue 30, item 1): creating a table chooses the
edition, the deck list offered follows it, a refused edition or deck is a 422 with the
reason and saves nothing; classic stays the default. In process (FastAPI's test client), on
the stand-in remaster ruleset of :mod:`testkit.editions`."""

from __future__ import annotations

import pytest

from ludoteca.dale import editions

from testkit.editions import remaster_stand_in


@pytest.fixture
def client(tmp_path, monkeypatch):
    from fastapi.testclient import TestClient

    from ludoteca.web.app import create_app

    rules = remaster_stand_in(monkeypatch)
    app = create_app(tmp_path / "g.sqlite3", bot_delay=0.0)
    with TestClient(app, base_url="http://localhost") as c:
        c.rules = rules
        c.app_server = app.state.server
        yield c


def _tables(client) -> int:
    return client.portal.call(lambda: client.app_server.hub.store.conn.execute(
        "SELECT COUNT(*) FROM web_tables").fetchone()[0])


def test_the_deck_list_follows_the_edition(client):
    classic = client.get("/api/decks").json()
    assert classic["edition"] == "classic"
    assert [d["key"] for d in classic["decks"]] == list(editions.CLASSIC)
    remaster = client.get("/api/decks?edition=remaster").json()
    assert remaster["edition"] == "remaster" and remaster["editions"] == list(editions.EDITIONS)
    assert [d["key"] for d in remaster["decks"]] == list(client.rules.decks)
    assert all(len(d["cards"]) == 6 for d in remaster["decks"])
    bad = client.get("/api/decks?edition=deluxe")
    assert bad.status_code in (400, 422) and "classic, remaster" in bad.text


def test_a_remaster_table_plays_the_remaster(client):
    decks = list(client.rules.decks[:3])
    r = client.post("/api/tables", json={"seats": ["human", "greedy"], "edition": "remaster",
                                         "animalfolk": decks, "seed": 5})
    assert r.status_code == 200, r.text
    link = next(k for k in r.json()["links"] if k["seat"] == 0)["url"].rsplit("/", 1)[1]
    state = client.get(f"/api/links/{link}").json()
    assert state["view"]["edition"] == "remaster"
    assert state["view"]["animalfolk"] == decks
    assert [d["key"] for d in state["decks"]] == decks


def test_a_classic_table_is_as_it_was(client):
    r = client.post("/api/tables", json={"seats": ["human", "greedy"], "seed": 5})
    assert r.status_code == 200
    link = next(k for k in r.json()["links"] if k["seat"] == 0)["url"].rsplit("/", 1)[1]
    assert "edition" not in client.get(f"/api/links/{link}").json()["view"]


@pytest.mark.parametrize("body, said", [
    ({"seats": ["human", "greedy"], "edition": "deluxe"}, "unknown edition"),
    ({"seats": ["human", "greedy"], "edition": "remaster",
      "animalfolk": ["owls", "macaws", "pandas"]}, "not in the remaster edition"),
    ({"seats": ["human"]}, "2 to 4 players"),
])
def test_a_refused_table_says_why_and_saves_nothing(client, body, said):
    if "owls" in body.get("animalfolk", ()) and "owls" in client.rules.decks:
        pytest.skip("owls are in the remaster")
    before = _tables(client)
    r = client.post("/api/tables", json=body)
    assert r.status_code == 422 and said in r.text, r.text
    assert _tables(client) == before


def test_one_seat_of_the_remaster_is_a_solo_table_against_mono(client):
    # issue 30, item 4: the remaster's one seat plays against Mono (dale.remaster.mono.setup)
    r = client.post("/api/tables", json={"seats": ["human"], "edition": "remaster", "seed": 5})
    assert r.status_code == 200, r.text
    link = next(k for k in r.json()["links"] if k["seat"] == 0)["url"].rsplit("/", 1)[1]
    body = client.get(f"/api/links/{link}").json()
    assert body["view"]["mono"] == 1 and body["mono"]["seat"] == 1
    assert [s["label"] for s in body["seats"]] == ["Seat 1", "Mono"]


def test_a_lobby_of_the_remaster_ranks_its_decks(client):
    pool = list(client.rules.decks[:4])
    r = client.post("/api/tables", json={"seats": ["human", "greedy"], "edition": "remaster",
                                         "rank_decks": True, "animalfolk": pool})
    assert r.status_code == 200, r.text
    link = next(k for k in r.json()["links"] if k["seat"] == 0)["url"].rsplit("/", 1)[1]
    body = client.get(f"/api/links/{link}").json()
    assert [d["key"] for d in body["lobby"]["pool"]] == pool
