"""A browser table of the remaster with one seat: a solo game against Mono (issue 30, item 4;
docs/rules/dale-remaster.md "Solo: Mono", rules ``dale.remaster.mono.*``). The payload's
``mono`` part carries Mono's open hand, its last turn as lines (one per step) and, at the end,
the solo result in words; the page shows Mono's seat with its hand and its turn (at once, or a
line at a time: a setting). In process (FastAPI's test client), then one game in Debian's
Chromium against a real ``ludoteca serve``."""

from __future__ import annotations

import pytest

from conftest import WAIT_MS, click_action, last_state, token, wait_actions

from ludoteca.bots import make_bot
from ludoteca.core.session import Session

SEED = 3


@pytest.fixture(scope="module")
def greedy_texts() -> list[str]:
    """The actions a greedy player makes in the solo game of :data:`SEED` (Mono plays inside
    them), as the notation's text."""
    session = Session.new("dale", ["greedy"], SEED, {"edition": "remaster"}, make_bot=make_bot)
    texts = []
    while not session.over:
        action = session.bot_action(0)
        texts.append(session.text(action))
        session.submit(0, action)
    return texts


@pytest.fixture
def client(tmp_path):
    from fastapi.testclient import TestClient

    from ludoteca.web.app import create_app

    app = create_app(tmp_path / "g.sqlite3", bot_delay=0.0)
    with TestClient(app, base_url="http://localhost") as c:
        yield c


def _solo_table(client) -> str:
    r = client.post("/api/tables", json={"seats": ["human"], "edition": "remaster",
                                         "seed": SEED})
    assert r.status_code == 200, r.text
    return next(k for k in r.json()["links"] if k["seat"] == 0)["url"].rsplit("/", 1)[1]


def test_a_solo_table_plays_to_the_result(client, greedy_texts):
    link = _solo_table(client)
    body = client.get(f"/api/links/{link}").json()
    mono = body["mono"]
    assert mono["seat"] == 1 and mono["turn"] is None and mono["lines"] == []
    assert len(mono["hand"]) == 5 and mono["hand_line"].startswith("Mono's open hand: ")
    assert [s["label"] for s in body["seats"]] == ["Seat 1", "Mono"]
    turns = []
    for text in greedy_texts:
        r = client.post(f"/api/links/{link}/action", json={"text": text})
        assert r.status_code == 200, r.text
        body = r.json()
        m = body["mono"]
        if m["turn"] is not None and (not turns or turns[-1] != m["turn"]):
            turns.append(m["turn"])
            assert m["lines"][0] == f"Mono's turn {m['turn']} begins; its hand is open."
            assert len(m["lines"]) == len(body["view"]["extra"]["mono_log"])
    assert body["over"] and turns[:3] == [2, 4, 6]
    stalls = {s["seat"]: len(s["stall"]) for s in body["view"]["seats"]}
    result = stalls[0] - stalls[1]
    assert body["mono"]["score"] == result and 8 in stalls.values()
    word = "you beat Mono" if result > 0 else "a loss, Mono wins"
    said = (f"Solo result: {result:+d} (your {stalls[0]} stacks against Mono's {stalls[1]}): "
            f"{word}.")
    assert body["mono"]["result"] == said and said in body["status"]
    # the summary lists both seats, Mono by its name
    assert [(r["label"], r["stacks"]) for r in body["summary"]["seats"]] == \
        [("Seat 1", stalls[0]), ("Mono", stalls[1])]
    # in another language: Mono's lines and the result are translated
    fr = client.post(f"/api/links/{link}/lang", json={"lang": "fr"}).json()
    assert fr["mono"]["lines"][0].startswith("Le tour ")
    assert fr["mono"]["result"] != said and "Mono" in fr["mono"]["result"]


def test_a_classic_table_has_no_mono(client):
    r = client.post("/api/tables", json={"seats": ["human", "greedy"], "seed": 5})
    link = next(k for k in r.json()["links"] if k["seat"] == 0)["url"].rsplit("/", 1)[1]
    body = client.get(f"/api/links/{link}").json()
    assert body["mono"] is None and len(body["seats"]) == 2


def test_the_browser_shows_mono_and_the_result(served, browser, greedy_texts):
    created = served.create(seats=["human"], edition="remaster", seed=SEED)
    link = token(next(k for k in created["links"] if k["seat"] == 0))
    last = 4  # the browser plays the last actions: the game's end is on the page
    for text in greedy_texts[:-last]:
        code, out = served.call("POST", f"/api/links/{link}/action", {"text": text})
        assert code == 200, out
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    # the home page offers one player in the remaster only
    page.goto(served.url + "/?lang=en")
    page.wait_for_selector("#deck-list .deck-pick")
    assert page.locator("#o-solo").is_disabled()
    page.select_option("#edition", "remaster")
    page.wait_for_function("() => !document.querySelector('#o-solo').disabled", timeout=WAIT_MS)
    assert page.locator("#o-solo").inner_text() == "1 (solo against Mono)"
    page.select_option("#players", "1")
    assert page.locator(".seat-kind").count() == 1
    page.add_init_script("localStorage.setItem('ludoteca.monoSteps', '1');"
                         "localStorage.setItem('ludoteca.askEnd', '0');")
    # every count of lines #mono-log held: one at a time when the setting is on
    page.add_init_script("""window.monoCounts = [];
      document.addEventListener('DOMContentLoaded', () => {
        const box = document.getElementById('mono-log');
        new MutationObserver(() => window.monoCounts.push(box.children.length))
          .observe(box, {childList: true});
      });""")
    page.goto(served.url + f"/t/{link}?lang=en")
    page.wait_for_selector("#mono-box:not([hidden])", timeout=WAIT_MS)
    assert page.locator("#h-mono").inner_text() == "Mono's last turn"
    assert page.locator("#mono-steps").is_checked()
    mono_seat = page.locator('#seats .seat[data-seat="1"]')
    assert mono_seat.locator("strong").inner_text().startswith("Mono")
    assert "Mono's open hand: " in mono_seat.locator("[data-mono-hand]").inner_text()
    n = len(greedy_texts) - last
    animated = False
    for text in greedy_texts[-last:]:
        wait_actions(page, n)
        turn = last_state(page)["mono"]["turn"]
        page.evaluate("() => { window.monoCounts = []; }")
        click_action(page, text)
        n += 1
        wait_actions(page, n)
        state = last_state(page)
        if state["mono"]["turn"] != turn:  # Mono played: its lines come one at a time
            lines = state["mono"]["lines"]
            page.wait_for_function("() => document.querySelector('#mono-log').dataset.done"
                                   " === '1'", timeout=WAIT_MS)
            assert page.locator("#mono-log li").all_inner_texts() == lines
            counts = [c for c in page.evaluate("() => window.monoCounts") if c]
            assert counts == list(range(1, len(lines) + 1)), counts  # animated, line by line
            animated = True
    state = last_state(page)
    assert state["over"] and animated
    page.wait_for_selector("#summary:not([hidden])", timeout=WAIT_MS)
    result = state["mono"]["result"]
    assert result.startswith("Solo result: ")
    assert result in page.locator("#status").inner_text()
    assert result in page.locator("#summary-body").inner_text()
    assert errors == []
    ctx.close()


def test_the_spectator_of_a_solo_table_sees_public_information_only(client, greedy_texts):
    r = client.post("/api/tables", json={"seats": ["human"], "edition": "remaster",
                                         "seed": SEED})
    links = {k["seat"]: k["url"].rsplit("/", 1)[1] for k in r.json()["links"]}
    for text in greedy_texts[:6]:
        assert client.post(f"/api/links/{links[0]}/action", json={"text": text}).status_code \
            == 200
    player = client.get(f"/api/links/{links[0]}").json()
    watcher = client.get(f"/api/links/{links[-1]}").json()
    assert watcher["view"]["hand"] == [] and player["view"]["hand"]
    assert watcher["mono"]["hand"] == player["mono"]["hand"]  # Mono's hand is open
    assert watcher["mono"]["lines"] == player["mono"]["lines"]
    assert "known" not in watcher["view"] or watcher["view"]["known"] == []
