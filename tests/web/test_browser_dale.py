"""The Dale table in a real browser (Debian's Chromium through Playwright): people play by
clicking, each through their own link."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from conftest import (WAIT_MS, click_action, game_id_of, greedy_text, last_state, session_of,
                      shot, token, wait_actions)

ROOT = Path(__file__).resolve().parents[2]


def play_by_clicking(served, pages: dict[int, object], table: str, limit: int = 400) -> object:
    """Every person's decision clicked on their own page (the greedy choice) until the game
    ends; bots play on the server. Returns the final session (read back from the store)."""
    gid = game_id_of(served.db, table)
    for _ in range(limit):
        session = session_of(served.db, gid)
        if session.over:
            return session
        seat = session.deciding
        if seat not in pages:  # a bot's turn: the server plays it
            pages_any = next(iter(pages.values()))
            pages_any.wait_for_function(
                "n => { const s = window.ludoMessages.filter(m => m.type === 'state')"
                ".slice(-1)[0]; return s && s.n_actions > n; }",
                arg=len(session.entries), timeout=WAIT_MS)
            continue
        page = pages[seat]
        wait_actions(page, len(session.entries))
        click_action(page, greedy_text(session, seat))
        wait_actions(page, len(session.entries) + 1)
    raise AssertionError("the game did not end")


def test_two_people_on_two_devices_finish_a_game_and_a_spectator_sees_no_hidden_card(
        served, browser):
    out = served.create(game="dale", seats=["human", "human"], seed=1, lang="en")
    links = {link["seat"]: link for link in out["links"]}
    assert set(links) == {0, 1, -1}
    contexts = [browser.new_context() for _ in range(3)]
    pages = {}
    for seat, ctx in zip((0, 1, -1), contexts):
        page = ctx.new_page()
        page.goto(served.url + links[seat]["url"])
        page.wait_for_function("() => window.ludoMessages.length > 0", timeout=WAIT_MS)
        pages[seat] = page
    assert "Your hand" in pages[0].locator("#h-hand").inner_text()
    shot(pages[0], "dale-start-seat1")

    final = play_by_clicking(served, {0: pages[0], 1: pages[1]}, out["table"])
    winner = final.state.winner
    assert winner in (0, 1)
    for seat in (0, 1, -1):
        wait_actions(pages[seat], len(final.entries))
        status = pages[seat].locator("#status").inner_text()
        assert f"Seat {winner + 1} wins on turn {final.state.turn}" in status
    shot(pages[0], "dale-end-seat1")
    # each page was sent every log line once (docs/web.md) and shows the seat's whole log
    for seat in (0, 1, -1):
        whole = served.call("GET", "/api/links/" + links[seat]["url"].rsplit("/", 1)[-1])[1]
        shown = pages[seat].locator("#log li").all_inner_texts()
        assert len(whole["log"]) > 50 and [" ".join(x.split()) for x in shown] == \
            [" ".join(x.split()) for x in whole["log"]]
    if __import__("os").environ.get("LUDOTECA_DOCS_SCREENSHOT"):
        shutil.copy(shot(pages[1], "dale-end-seat2"), ROOT / "docs" / "web-table.png")

    # the record, once the game is over; the replay viewer steps through it
    with pages[0].expect_download() as dl:
        pages[0].locator("#record").click()
    text = Path(dl.value.path()).read_text(encoding="utf-8")
    assert text.count("\n") > len(final.entries)
    pages[0].locator("#replay").click()
    pages[0].locator("#replay-next").click()
    assert "Step 1 of" in pages[0].locator("#dialog-body").inner_text()

    # the spectator: every message it received, before the end, holds no hidden card
    spectator = pages[-1].evaluate("() => window.ludoMessages")
    states = [m for m in spectator if m["type"] == "state"]
    assert len(states) >= len(final.entries) // 2
    for m in states:
        v = m["view"]
        assert m["seat"] == -1 and v["hand"] == [] and v["known"] == [] and m["legal"] == []
        assert set(v["decision"]) <= {"player", "kind", "prompt", "msgid", "values", "cards"}
        assert v["decision"]["cards"] == []
        public = {c["card"] for c in v["market"] if c["card"]} | set(v["market_discard"]) | \
            set(v["in_play"])
        for s in v["seats"]:
            public |= set(s["discard"]) | {n for st in s["stall"] for n in st}
            assert isinstance(s["hand"], int) and isinstance(s["deck"], int)
        # the texts of every card of the decks in play are sent (the decks in play are
        # public); nothing beyond them and the cards face up
        decks = {n for d in m["decks"] for n in d["cards"]}
        assert [d["key"] for d in m["decks"]] == v["animalfolk"]
        assert set(m["cards"]) <= public | decks, set(m["cards"]) - public - decks
    # ... and the players' hands it never saw are real cards: seat 1's first hand
    first_hand = [c["name"] for c in final.view(0)["hand"]]
    assert first_hand  # sanity: hands exist
    for ctx in contexts:
        ctx.close()


def test_a_person_against_a_bot_reconnects_mid_game_and_finishes(served, browser):
    out = served.create(game="dale", seats=["human", "greedy"], seed=2, lang="en")
    link = next(k for k in out["links"] if k["seat"] == 0)
    assert not any(k["seat"] == 1 for k in out["links"])  # a bot's seat has no link
    ctx = browser.new_context()
    page = ctx.new_page()
    page.goto(served.url + link["url"])
    page.wait_for_function("() => window.ludoMessages.length > 0", timeout=WAIT_MS)
    gid = game_id_of(served.db, out["table"])

    # a few decisions, then the tab is closed and the link opened again in a new one
    for _ in range(3):
        session = session_of(served.db, gid)
        while session.deciding != 0:
            page.wait_for_timeout(50)
            session = session_of(served.db, gid)
        wait_actions(page, len(session.entries))
        click_action(page, greedy_text(session, 0))
        wait_actions(page, len(session.entries) + 1)
    before = last_state(page)
    page.close()
    page = ctx.new_page()
    page.goto(served.url + link["url"])
    page.wait_for_function("() => window.ludoMessages.length > 0", timeout=WAIT_MS)
    again = last_state(page)
    assert again["seat"] == 0
    assert again["n_actions"] >= before["n_actions"]
    session = session_of(served.db, gid)
    if again["n_actions"] == before["n_actions"]:
        assert again["view"]["hand"] == before["view"]["hand"]

    final = play_by_clicking(served, {0: page}, out["table"])
    assert final.over
    wait_actions(page, len(final.entries))
    assert "wins on turn" in page.locator("#status").inner_text()
    shot(page, "dale-human-vs-bot-end")
    ctx.close()


def test_a_forged_action_and_a_malformed_message_are_refused_and_change_nothing(
        served, browser):
    out = served.create(game="dale", seats=["human", "human"], seed=3)
    links = {k["seat"]: k for k in out["links"]}
    gid = game_id_of(served.db, out["table"])
    session = session_of(served.db, gid)
    decider = session.deciding
    other = 1 - decider
    legal_text = greedy_text(session, decider)
    ctx = browser.new_context()
    page = ctx.new_page()
    page.goto(served.url + links[other]["url"])
    page.wait_for_function("() => window.ludoMessages.length > 0", timeout=WAIT_MS)
    hash_before = session.game.state_hash(session.state)

    # the other seat's page sends the decider's legal action, naming the decider's seat
    page.evaluate("([t, s]) => Ludo.send({type: 'act', text: t, seat: s})",
                  [legal_text, decider])
    page.wait_for_function("() => window.ludoMessages.some(m => m.type === 'refused')",
                           timeout=WAIT_MS)
    assert f"Seat {decider + 1} decides now" in page.locator("#refusal").inner_text()
    # not JSON, a message without a type, an unknown type, an action that is not text
    for raw in ["{{{not json", json.dumps([1, 2]), json.dumps({"type": "teleport"}),
                json.dumps({"type": "act", "text": {"seat": 0}}), "x" * 10_000]:
        n = page.evaluate("() => window.ludoMessages.length")
        page.evaluate("raw => Ludo.ws.send(raw)", raw)
        page.wait_for_function("n => window.ludoMessages.length > n", arg=n, timeout=WAIT_MS)
        assert page.evaluate("() => window.ludoMessages.slice(-1)[0].type") == "error"
    # over the JSON API too
    code, body = served.call("POST", f"/api/links/{token(links[other])}/action",
                             {"text": legal_text})
    assert code == 409
    code, body = served.call("POST", f"/api/links/{'x' * 32}/action", {"text": legal_text})
    assert code == 404
    after = session_of(served.db, gid)
    assert len(after.entries) == 0
    assert after.game.state_hash(after.state) == hash_before
    # an illegal action of the decider names its rule and page
    dpage = ctx.new_page()
    dpage.goto(served.url + links[decider]["url"])
    dpage.wait_for_function("() => window.ludoMessages.length > 0", timeout=WAIT_MS)
    dpage.evaluate("() => Ludo.send({type: 'act', text: 'build junk, junk'})")
    dpage.wait_for_function("() => window.ludoMessages.some(m => m.type === 'refused')",
                            timeout=WAIT_MS)
    refusal = dpage.evaluate("() => window.ludoMessages.find(m => m.type === 'refused')")
    assert refusal["rule"].startswith("dale.") and refusal["page"] not in (None, "")
    assert f"p. {refusal['page']}" in dpage.locator("#refusal").inner_text()
    assert len(session_of(served.db, gid).entries) == 0
    ctx.close()


def test_the_page_in_catalan_and_a_switch_to_french(served, browser):
    out = served.create(game="dale", seats=["human", "greedy"], seed=4, lang="ca")
    link = next(k for k in out["links"] if k["seat"] == 0)
    ctx = browser.new_context()
    page = ctx.new_page()
    page.goto(served.url + link["url"])
    page.wait_for_function("() => window.ludoMessages.length > 0", timeout=WAIT_MS)
    page.wait_for_function("() => document.getElementById('h-hand').textContent === 'La teva mà'",
                           timeout=WAIT_MS)
    assert page.locator("#h-market").inner_text() == "Mercat"
    assert page.locator("#h-seats").inner_text() == "Parades i piles"
    assert page.evaluate("() => document.documentElement.lang") == "ca"
    shot(page, "dale-catalan")
    page.select_option("#lang", "fr")
    page.wait_for_function("() => document.getElementById('h-hand').textContent === 'Votre main'",
                           timeout=WAIT_MS)
    # the choice is the link's: a new tab of the same link speaks French
    page2 = ctx.new_page()
    page2.goto(served.url + link["url"])
    page2.wait_for_function("() => document.getElementById('h-hand').textContent === 'Votre main'",
                            timeout=WAIT_MS)
    ctx.close()


def test_a_phone_sized_screen_shows_one_column_of_card_rows_without_sideways_scrolling(served, browser):
    out = served.create(game="dale", seats=["human", "greedy"], seed=5)
    link = next(k for k in out["links"] if k["seat"] == 0)
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True,
                              has_touch=True)
    page = ctx.new_page()
    page.goto(served.url + link["url"])
    page.wait_for_function("() => window.ludoMessages.length > 0", timeout=WAIT_MS)
    page.wait_for_selector("#hand .tile")
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    tiles = page.locator("#hand .tile")
    boxes = [tiles.nth(i).bounding_box() for i in range(tiles.count())]
    # the cards wrap in rows inside the screen: three side by side at 390 px, none cut
    assert all(b["x"] >= 0 and b["x"] + b["width"] <= 390 for b in boxes)
    assert len({round(b["x"]) for b in boxes}) == 3
    assert page.locator("main > div").nth(0).bounding_box()["width"] <= 390  # one column
    # keyboard: Tab reaches the hand tiles, Space picks one
    page.locator("#hand .tile").first.focus()
    page.keyboard.press("Space")
    assert page.locator("#hand .tile").first.get_attribute("aria-pressed") == "true"
    # every button has an accessible name
    names = page.evaluate("() => [...document.querySelectorAll('button')].filter(b => "
                          "!b.closest('[hidden]')).map(b => (b.getAttribute('aria-label') || "
                          "b.textContent).trim())")
    assert names and all(names)
    shot(page, "dale-phone-390")
    ctx.close()


def test_the_home_page_creates_a_table_and_gives_its_links(served, browser):
    ctx = browser.new_context()
    page = ctx.new_page()
    page.goto(served.url + "/?lang=en")
    page.wait_for_selector("#seat-1")
    page.select_option("#seat-1", "random")
    page.locator("#create").click()
    page.wait_for_selector("#links .seat-link")
    urls = page.locator("#links .seat-link").evaluate_all("els => els.map(e => e.href)")
    assert len(urls) == 2  # the person's link and the spectator's
    page.goto(urls[0])
    page.wait_for_function("() => window.ludoMessages.length > 0", timeout=WAIT_MS)
    assert last_state(page)["seats"][1]["bot"] is True
    ctx.close()


def test_undo_by_the_button_where_the_rule_allows_it(served, browser):
    """Seed 4: seat 2 opens with "buy +0 with junk, junk, junk" (Essential Purchase then asks
    a choice): nothing random, nothing revealed, the turn goes on — its own undo is allowed;
    seat 1's Undo stays disabled with the reason (docs/records.md, the undo rule)."""
    out = served.create(game="dale", seats=["human", "human"], seed=4)
    links = {k["seat"]: k for k in out["links"]}
    ctx = browser.new_context()
    pages = {}
    for seat in (0, 1):
        pages[seat] = ctx.new_page()
        pages[seat].goto(served.url + links[seat]["url"])
        pages[seat].wait_for_function("() => window.ludoMessages.length > 0", timeout=WAIT_MS)
    gid = game_id_of(served.db, out["table"])
    assert session_of(served.db, gid).deciding == 1
    click_action(pages[1], "buy +0 with junk, junk, junk")
    wait_actions(pages[1], 1)
    wait_actions(pages[0], 1)
    assert pages[1].locator("#undo").is_enabled()
    assert pages[0].locator("#undo").is_disabled()
    assert pages[0].locator("#undo").get_attribute("title") == "the last action was seat 2's, not yours"
    pages[1].locator("#undo").click()
    for seat in (0, 1):
        pages[seat].wait_for_function(
            "() => window.ludoMessages.filter(m => m.type === 'state').slice(-1)[0]"
            ".n_actions === 0", timeout=WAIT_MS)
        assert pages[seat].locator("#log li").count() == 0
    assert len(session_of(served.db, gid).entries) == 0
    ctx.close()
