"""The Dale table as a player sees it (issue 28): card faces, the market as on the board and
a purchase started by a click, the confirmation before an action that ends the turn (and the
setting that skips it), undo and its reason as text, player names, the turn in the tab's
title, the deck choice, the summary at the end and the rematch — from two browser contexts
and a spectator on a laptop, and on a 390-px phone (Debian's Chromium through Playwright)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from conftest import WAIT_MS, game_id_of, last_state, session_of, shot, wait_actions
from test_browser_dale import play_by_clicking

from ludoteca.core.i18n import t
from ludoteca.dale.card_text import card_summary

ROOT = Path(__file__).resolve().parents[2]
LAPTOP = {"width": 1280, "height": 900}
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


def open_page(ctx, url: str):
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(url)
    page.wait_for_function("() => window.ludoMessages.length > 0", timeout=WAIT_MS)
    page.errors = errors  # type: ignore[attr-defined]
    return page


def entries(served, table: str) -> list[str]:
    return [e.text for e in session_of(served.db, game_id_of(served.db, table)).entries]


def test_a_whole_game_for_two_people_and_a_spectator_on_a_laptop(served, browser):
    out = served.create(game="dale", seats=["human", "human"], seed=4, lang="en",
                        names=["Ada", "Bruno"])
    links = {k["seat"]: k for k in out["links"]}
    assert links[0]["name"] == "Ada (seat 1)" and links[1]["name"] == "Bruno (seat 2)"
    contexts = {seat: browser.new_context(viewport=LAPTOP) for seat in (0, 1, -1)}
    pages = {seat: open_page(contexts[seat], served.url + links[seat]["url"])
             for seat in (0, 1, -1)}
    ada, bruno, watcher = pages[0], pages[1], pages[-1]

    # seed 4: seat 2 (Bruno) starts; the tab of the seat deciding says so
    assert bruno.title() == "● Your turn — Ludoteca table"
    assert ada.title() == "Ludoteca table"
    assert "Waiting for Bruno (seat 2)" in ada.locator("#status").inner_text()

    # the market as on the board: +4 … +0 from left to right, each slot with its price
    # (seed 4's market: Essential Purchase 3, Dirty Exchange 4, Rotten Food 3, Dirty
    # Exchange 4, Market Discovery 4 at +0 … +4; price = value + slot)
    for page in (bruno, watcher):
        slots = page.locator("#market .slot")
        assert slots.evaluate_all("els => els.map(e => e.dataset.slot)") == \
            ["4", "3", "2", "1", "0"]
        assert [h.strip() for h in page.locator("#market .slot-head").all_inner_texts()] == \
            ["+4 · price 8", "+3 · price 7", "+2 · price 5", "+1 · price 5", "+0 · price 3"]
        assert page.locator("#market .card .name").all_inner_texts() == \
            ["Market Discovery", "Dirty Exchange", "Rotten Food", "Dirty Exchange",
             "Essential Purchase"]
        xs = [b["x"] for b in (slots.nth(i).bounding_box() for i in range(5))]
        assert xs == sorted(xs)  # left to right, one row on a laptop

    # card faces: Bruno's hand is junk ×3, Swift Broker, Wily Fellow (all value 1)
    broker = bruno.locator('#hand .card[data-name="Swift Broker"]')
    assert broker.locator(".value").inner_text() == "1"
    assert broker.locator(".name").inner_text() == "Swift Broker"
    assert broker.get_attribute("data-folk") == "macaws"
    assert "technique" in broker.locator(".kind").inner_text()
    assert broker.locator(".bonus").inner_text() == "(+)"  # a bonus action
    assert broker.locator(".badge").inner_text() == "Ma"
    junk = bruno.locator('#hand .card[data-name="junk"]').first
    assert junk.locator(".bonus").count() == 0 and junk.locator(".value").inner_text() == "1"
    # the mechanic on hover, and in the card's accessible name
    broker.hover()
    assert card_summary("Swift Broker", "en") in bruno.locator("#cardinfo").inner_text()
    assert card_summary("Swift Broker", "en") in broker.get_attribute("aria-label")
    assert watcher.locator("#hand").is_hidden()  # a spectator has no hand

    # the decks in play with their rules (seed 4: Macaws, Pandas, Raccoons)
    ada.locator("#h-decks").click()
    assert ada.locator("#h-decks").inner_text() == "Decks in play: Macaws, Pandas, Raccoons"
    assert ada.locator("#decks .deck").count() == 3
    assert card_summary("Essential Purchase", "en") in ada.locator(
        '#decks .deck[data-deck="pandas"]').inner_text()
    assert ada.locator('#decks .deck[data-deck="pandas"] .card').count() == 6

    # a click on the market's +0 card starts its purchase with a suggested payment: exactly
    # the price (3) in the fewest cards, three value-1 cards, junk first
    bruno.locator('#market .card[data-slot="0"]').click()
    bruno.locator("#buy").wait_for(state="visible")
    assert bruno.locator("#buy-title").inner_text() == \
        "Buy Essential Purchase from slot +0 (price 3)"
    picked = bruno.locator('#hand .card[aria-pressed="true"]')
    assert picked.evaluate_all("els => els.map(e => e.dataset.name)") == ["junk"] * 3
    assert "buy +0 with junk, junk, junk — pays 3 for a price of 3" in \
        bruno.locator("#buy-text").inner_text()
    # changed by picking other cards: a fourth card is no payment of exactly the price…
    bruno.locator('#hand .card[data-name="Wily Fellow"]').click()
    assert bruno.locator("#buy-text").inner_text() == \
        "No payment of exactly the picked cards buys this card."
    assert bruno.locator("#buy-yes").is_disabled()
    # … one junk less is: junk, junk, Wily Fellow
    bruno.locator('#hand .card[data-name="junk"][aria-pressed="true"]').first.click()
    assert "buy +0 with junk, junk, Wily Fellow — pays 3 for a price of 3" in \
        bruno.locator("#buy-text").inner_text()
    bruno.locator("#buy-yes").click()
    for page in pages.values():
        wait_actions(page, 1)
    assert entries(served, out["table"]) == ["buy +0 with junk, junk, Wily Fellow"]
    # the log names the cards as cards (hover or focus shows them)
    ref = watcher.locator('#log .card-ref[data-name="Wily Fellow"]')
    assert ref.count() == 1
    ref.focus()
    assert card_summary("Wily Fellow", "en") in watcher.locator("#cardinfo").inner_text()

    # undo: Bruno's own step, nothing hidden revealed; Ada reads why she cannot
    assert bruno.locator("#undo").is_enabled()
    assert bruno.locator("#undo-reason").inner_text() == ""
    assert ada.locator("#undo").is_disabled()
    assert ada.locator("#undo-reason").inner_text() == \
        "Undo unavailable: the last action was seat 2's, not yours"
    bruno.locator("#undo").click()
    for page in pages.values():
        page.wait_for_function("() => window.ludoMessages.filter(m => m.type === 'state')"
                               ".slice(-1)[0].n_actions === 0", timeout=WAIT_MS)
    assert entries(served, out["table"]) == []

    # an action that ends the turn asks first; Cancel sends nothing
    bruno.locator('#actions button[data-action="inventory"]').click()
    bruno.locator("#confirm").wait_for(state="visible")
    assert bruno.locator("#confirm-text").inner_text() == "This ends your turn: inventory"
    bruno.locator("#confirm-no").click()
    assert bruno.locator("#confirm").is_hidden()
    # the setting: no confirmation any more (kept by this browser)
    bruno.locator("#ask-end").uncheck()
    assert bruno.evaluate("() => localStorage.getItem('ludoteca.askEnd')") == "0"
    bruno.locator('#actions button[data-action="inventory"]').click()
    wait_actions(bruno, 1)
    assert bruno.locator("#confirm").is_hidden()
    assert entries(served, out["table"]) == ["inventory"]  # one, not two
    bruno.locator("#ask-end").check()
    session = session_of(served.db, game_id_of(served.db, out["table"]))
    key, values = session.undo_refused(1)
    assert bruno.locator("#undo-reason").inner_text() == \
        "Undo unavailable: " + t(key, "en", **values)
    wait_actions(ada, 1)
    assert ada.title() == "● Your turn — Ludoteca table"
    assert bruno.title() == "Ludoteca table"
    shot(ada, "table-laptop-early-seat1")

    final = play_by_clicking(served, {0: ada, 1: bruno}, out["table"])
    winner = final.state.winner
    end = final.view(0)
    for page in pages.values():
        wait_actions(page, len(final.entries))
        page.locator("#summary").wait_for(state="visible")
        assert f"wins on turn {final.state.turn}" in page.locator("#summary").inner_text()
        rows = page.locator("#summary-table tbody tr")
        assert rows.count() == 2
        for seat, name in ((0, "Ada (seat 1)"), (1, "Bruno (seat 2)")):
            row = page.locator(f'#summary-table tbody tr[data-seat="{seat}"]')
            assert name in row.locator("th").inner_text()
            assert row.locator("td.stacks").inner_text() == str(len(end["seats"][seat]["stall"]))
            buys = sum(1 for e in final.entries if e.seat == seat and e.text.startswith("buy "))
            cell = row.locator("td.bought").inner_text()
            counted = sum(int(part.rsplit(" ", 1)[1]) for part in cell.split(", ")) \
                if cell != "—" else 0
            assert counted == buys
        assert page.locator(f'#summary-table tr[data-seat="{winner}"]').get_attribute(
            "class") == "won"
        assert page.locator("#stacks-plot polyline").count() == 2
    assert watcher.locator("#rematch").is_hidden()
    shot(ada, "table-laptop-end-seat1")
    if os.environ.get("LUDOTECA_DOCS_SCREENSHOT"):
        ada.set_viewport_size({"width": 1100, "height": 760})
        ada.locator("#summary").screenshot(path=str(ROOT / "docs" / "web-summary.png"))

    # the rematch: one click makes one new table; every page is told its own new link
    ada.locator("#rematch").click()
    hrefs = {}
    for seat, page in pages.items():
        page.locator("#rematch-link").wait_for(state="visible")
        hrefs[seat] = page.locator("#rematch-link").get_attribute("href")
    assert len(set(hrefs.values())) == 3
    again = open_page(contexts[1], served.url + hrefs[1])
    state = last_state(again)
    assert state["seat"] == 1 and state["n_actions"] == 0 and state["table"] != out["table"]
    assert [s["label"] for s in state["seats"]] == ["Ada (seat 1)", "Bruno (seat 2)"]
    spectator_again = last_state(open_page(contexts[-1], served.url + hrefs[-1]))
    assert spectator_again["seat"] == -1 and spectator_again["legal"] == []
    # a second rematch request gives the same table
    code, body = served.call("POST", f"/api/links/{links[0]['url'].rsplit('/', 1)[1]}/rematch")
    assert code == 200 and body["rematch"] == hrefs[0]
    # the spectator saw no legal action and no hand in any message
    for m in watcher.evaluate("() => window.ludoMessages.filter(m => m.type === 'state')"):
        assert m["legal"] == [] and m["view"]["hand"] == []
    for page in pages.values():
        assert page.errors == []
    for ctx in contexts.values():
        ctx.close()


def test_a_game_against_a_bot_on_a_390_px_phone(served, browser):
    out = served.create(game="dale", seats=["human", "greedy"], seed=2, lang="en",
                        names=["Carla", ""])
    link = next(k for k in out["links"] if k["seat"] == 0)
    ctx = browser.new_context(**PHONE)
    page = open_page(ctx, served.url + link["url"])
    gid = game_id_of(served.db, out["table"])
    while session_of(served.db, gid).deciding != 0:
        page.wait_for_timeout(50)
    session = session_of(served.db, gid)
    wait_actions(page, len(session.entries))
    assert page.title() == "● Your turn — Ludoteca table"
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= 390
    # a tap on a card shows its mechanic
    first = page.locator("#hand .card").first
    name = first.get_attribute("data-name")
    first.tap()
    if name != "junk":
        assert card_summary(name, "en") in page.locator("#cardinfo").inner_text()
    first.tap()  # picked and dropped again
    assert page.locator('#hand .card[aria-pressed="true"]').count() == 0
    # the market wraps in rows, still +4 first
    assert page.locator("#market .slot").evaluate_all(
        "els => els.map(e => e.dataset.slot)") == ["4", "3", "2", "1", "0"]
    boxes = [page.locator("#market .slot").nth(i).bounding_box() for i in range(5)]
    assert all(b["x"] + b["width"] <= 390 for b in boxes)
    # a purchase from a tap on a market card the seat can pay
    state = last_state(page)
    buyable = sorted({a["slot"] for a in state["legal"] if a["verb"] == "buy"})
    assert buyable
    page.locator(f'#market .card[data-slot="{buyable[0]}"]').tap()
    page.locator("#buy").wait_for(state="visible")
    box = page.locator("#buy").bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 390
    shot(page, "table-phone-buying")
    if os.environ.get("LUDOTECA_DOCS_SCREENSHOT"):
        page.screenshot(path=str(ROOT / "docs" / "web-phone.png"))
    page.locator("#buy-no").tap()
    assert page.locator("#buy").is_hidden()

    final = play_by_clicking(served, {0: page}, out["table"])
    wait_actions(page, len(final.entries))
    page.locator("#summary").wait_for(state="visible")
    assert "Carla (seat 1)" in page.locator("#summary-table").inner_text()
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    plot = page.locator("#stacks-plot").bounding_box()
    assert plot["width"] <= 390
    shot(page, "table-phone-end")
    page.locator("#rematch").tap()
    page.locator("#rematch-link").wait_for(state="visible")
    again = open_page(ctx, served.url + page.locator("#rematch-link").get_attribute("href"))
    state = last_state(again)
    assert state["seats"][1]["bot"] is True and state["seats"][0]["label"] == "Carla (seat 1)"
    assert page.errors == [] and again.errors == []
    ctx.close()


def test_the_home_page_names_the_players_and_picks_decks_at_random_from_a_filter(
        served, browser):
    for options in ({"viewport": LAPTOP}, PHONE):
        ctx = browser.new_context(**options)
        page = ctx.new_page()
        page.goto(served.url + "/?lang=en")
        page.wait_for_selector("#deck-list .deck-pick")
        assert page.locator("#deck-list .deck-pick").count() == 27
        page.select_option("#box-filter", "Dale of Merchants 2")
        assert page.locator("#deck-list .deck-pick").evaluate_all(
            "els => els.map(e => e.dataset.deck)") == \
            ["platypuses", "sloths", "crocodiles", "foxes", "polecats", "owls"]
        page.locator("#simple-only").check()  # no mechanic of its own: the Platypuses only
        assert page.locator("#deck-list .deck-pick").evaluate_all(
            "els => els.map(e => e.dataset.deck)") == ["platypuses"]
        page.locator("#simple-only").uncheck()
        # interaction, counted from the cards' mechanics: in Dale 1, Raccoons (5 of 6 cards
        # act on the others) and Ocelots (3) are "much"; Macaws and Pandas "none"
        page.select_option("#box-filter", "Dale of Merchants 1")
        page.select_option("#interaction-filter", "3")
        assert page.locator("#deck-list .deck-pick").evaluate_all(
            "els => els.map(e => e.dataset.deck)") == ["raccoons", "ocelots"]
        page.select_option("#interaction-filter", "-1")
        assert page.locator("#deck-list .deck-pick").evaluate_all(
            "els => els.map(e => e.dataset.deck)") == ["macaws", "pandas"]
        page.select_option("#interaction-filter", "0")
        page.select_option("#box-filter", "Dale of Merchants 2")
        page.locator("#random-decks").click()
        chosen = page.locator("#deck-list input:checked").evaluate_all(
            "els => els.map(e => e.value)")
        assert len(chosen) == 3 and len(set(chosen)) == 3  # two players + 1
        assert set(chosen) <= {"platypuses", "sloths", "crocodiles", "foxes", "polecats",
                               "owls"}
        page.fill("#name-0", "  Dora  ")
        page.select_option("#seat-1", "random")
        if options is PHONE:
            assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
        page.locator("#create").click()
        page.wait_for_selector("#links .seat-link")
        assert page.locator("#links li").first.inner_text().startswith("Dora (seat 1): ")
        url = page.locator("#links .seat-link").first.get_attribute("href")
        table = open_page(ctx, served.url + url)
        state = last_state(table)
        assert sorted(d["key"] for d in state["decks"]) == sorted(chosen)
        assert state["seats"][0]["label"] == "Dora (seat 1)"
        assert state["seats"][1]["label"] == "Seat 2 (random)"
        ctx.close()


def test_the_new_texts_in_catalan(served, browser):
    out = served.create(game="dale", seats=["human", "human"], seed=4, lang="ca",
                        names=["Ada", ""])
    links = {k["seat"]: k for k in out["links"]}
    assert links[0]["name"] == "Ada (seient 1)" and links[1]["name"] == "Seient 2"
    ctx = browser.new_context(viewport=LAPTOP)
    ada, other = (open_page(ctx, served.url + links[s]["url"]) for s in (0, 1))
    assert other.title().startswith("● El teu torn — ")  # seed 4: seat 2 starts
    assert ada.locator("#h-decks").inner_text() == "Baralles en joc: Macaws, Pandas, Raccoons"
    assert ada.locator("#l-ask-end").inner_text() == \
        "Demana'm confirmació abans d'una acció que acaba el meu torn"
    assert ada.locator("#undo-reason").inner_text().startswith("No es pot desfer: ")
    other.locator('#market .card[data-slot="0"]').click()
    assert other.locator("#buy-title").inner_text() == \
        "Comprar Essential Purchase de l'espai +0 (preu 3)"
    other.locator("#buy-no").click()
    other.locator('#actions button[data-action="inventory"]').click()
    assert other.locator("#confirm-text").inner_text() == "Això acaba el teu torn: inventari"
    ctx.close()


#: Stands for the browser's audio: counts the tones started (a headless browser plays none).
AUDIO_STUB = """
window.tones = 0;
window.AudioContext = class {
  constructor() { this.currentTime = 0; this.destination = {}; }
  createOscillator() { return {frequency: {}, connect() {}, start() { window.tones++; }, stop() {}}; }
  createGain() { return {gain: {}, connect() {}}; }
};
"""


def test_a_sound_when_the_turn_comes_only_when_turned_on(served, browser):
    """Seed 4: seat 2 starts; its inventory ends the turn and seat 1's comes: one tone on seat
    1's page when the setting is on, none while it is off."""
    for on, tones in ((False, 0), (True, 1)):
        out = served.create(game="dale", seats=["human", "human"], seed=4, lang="en")
        links = {k["seat"]: k for k in out["links"]}
        ctx = browser.new_context(viewport=LAPTOP)
        ctx.add_init_script(AUDIO_STUB)
        first = open_page(ctx, served.url + links[0]["url"])
        if on:
            first.locator("#sound").check()
        assert first.evaluate("() => localStorage.getItem('ludoteca.sound')") == \
            ("1" if on else None)
        second = open_page(ctx, served.url + links[1]["url"])
        second.locator("#ask-end").uncheck()
        second.locator('#actions button[data-action="inventory"]').click()
        wait_actions(first, 1)
        first.wait_for_function("() => document.title.startsWith('●')", timeout=WAIT_MS)
        assert first.evaluate("() => window.tones") == tones
        assert second.evaluate("() => window.tones") == 0  # its turn went, it did not come
        ctx.close()


def test_each_person_ranks_the_decks_then_the_game_starts(served, browser):
    """Two people rank Dale 1's six decks; a Borda count worked out by hand: Ada keeps the
    catalogue's order (Macaws 6, Pandas 5, Raccoons 4, Squirrels 3, Ocelots 2, Chameleons 1),
    Bruno puts Chameleons, Macaws, Ocelots first (6, 5, 4; Pandas 3, Raccoons 2, Squirrels
    1): Macaws 11, Pandas 8, Chameleons 7, Raccoons 6, Ocelots 6, Squirrels 4 — the three
    decks played are Macaws, Pandas and Chameleons."""
    ctx = browser.new_context(viewport=LAPTOP)
    home = ctx.new_page()
    home.goto(served.url + "/?lang=en")
    home.wait_for_selector("#deck-list .deck-pick")
    home.select_option("#seat-1", "human")
    home.fill("#name-0", "Ada")
    home.fill("#name-1", "Bruno")
    home.select_option("#box-filter", "Dale of Merchants 1")
    home.locator("#rank-mode").check()
    home.locator("#create").click()
    home.wait_for_selector("#links .seat-link")
    links = dict(zip(home.locator("#links .seat-link").evaluate_all(
        "els => els.map(e => +e.dataset.seat)"), home.locator("#links .seat-link").evaluate_all(
        "els => els.map(e => e.getAttribute('href'))")))
    ada = open_page(ctx, served.url + links[0])
    bruno = open_page(browser.new_context(**PHONE), served.url + links[1])
    watcher = open_page(browser.new_context(viewport=LAPTOP), served.url + links[-1])
    order = ["macaws", "pandas", "raccoons", "squirrels", "ocelots", "chameleons"]
    for page in (ada, bruno, watcher):
        page.locator("#lobby").wait_for(state="visible")
        assert page.locator("#ranking li").evaluate_all(
            "els => els.map(e => e.dataset.deck)") == order
        assert page.locator("main").is_hidden()
    assert ada.locator("#lobby-who").inner_text() == \
        "Waiting for the rankings of: Ada (seat 1), Bruno (seat 2)"
    assert watcher.locator("#send-ranking").is_hidden()
    assert bruno.evaluate("() => document.documentElement.scrollWidth") <= 390
    # the rules of each deck are there to rank by: its cards, mechanic on hover
    ada.locator('#ranking li[data-deck="ocelots"] .card').first.hover()
    assert "Ocelots" in ada.locator("#cardinfo").inner_text()

    ada.locator("#send-ranking").click()
    _wait_text(bruno, "#lobby-who", "Rankings sent: Ada (seat 1) · Waiting for the rankings "
                                    "of: Bruno (seat 2)")
    assert ada.locator("#lobby-sent").is_visible()
    # what Ada ranked never reaches another page
    for m in bruno.evaluate("() => window.ludoMessages.filter(m => m.lobby)"):
        assert m["lobby"]["mine"] is None
    # a ranking that leaves a deck out is refused
    bruno.evaluate("() => Ludo.send({type: 'rank', order: ['macaws']})")
    _wait_text(bruno, "#refusal", "A ranking names every deck to rank once.")

    for _ in range(5):
        bruno.locator('#ranking li[data-deck="chameleons"] .up').tap()
    for _ in range(3):
        bruno.locator('#ranking li[data-deck="ocelots"] .up').tap()
    assert bruno.locator("#ranking li").evaluate_all("els => els.map(e => e.dataset.deck)") \
        == ["chameleons", "macaws", "ocelots", "pandas", "raccoons", "squirrels"]
    bruno.locator("#send-ranking").tap()
    for page in (ada, bruno, watcher):
        page.locator("main").wait_for(state="visible")
        state = last_state(page)
        assert [d["key"] for d in state["decks"]] == ["macaws", "pandas", "chameleons"]
        assert state["ranked"]["points"] == {"macaws": 11, "pandas": 8, "raccoons": 6,
                                             "squirrels": 4, "ocelots": 6, "chameleons": 7}
    ada.locator("#h-decks").click()
    assert ada.locator("#ranked-points").inner_text() == (
        "Chosen by the players' rankings (points): Macaws 11, Pandas 8, Chameleons 7, "
        "Raccoons 6, Ocelots 6, Squirrels 4")
    assert [s["label"] for s in last_state(ada)["seats"]] == ["Ada (seat 1)", "Bruno (seat 2)"]
    # the game is on: whoever decides sees it in the tab's title
    deciding = last_state(ada)["deciding"]
    assert (ada if deciding == 0 else bruno).title().startswith("● Your turn")
    # too few decks to rank is refused when the table is made
    code, body = served.call("POST", "/api/tables", {"seats": ["human", "human"],
                                                     "rank_decks": True,
                                                     "animalfolk": ["macaws", "pandas"]})
    assert code == 422 and "at least 3 different decks" in body["detail"]


def _wait_text(page, selector: str, text: str) -> None:
    page.wait_for_function("([s, t]) => document.querySelector(s).textContent.includes(t)",
                           arg=[selector, text], timeout=WAIT_MS)


def test_undo_walks_back_two_steps_of_ones_own_turn(served, browser):
    """Seed 1, random play (the journal below, 53 actions): the seat deciding next plays
    Acorn, then takes Swift Broker from seat 2's stack 1 — nothing random, nothing hidden
    revealed, the turn not over: Undo takes back the second step, then the first."""
    import random as random_module

    from conftest import click_action, token

    out = served.create(game="dale", seats=["human", "human"], seed=1, lang="en")
    links = {k["seat"]: k for k in out["links"]}
    session = session_of(served.db, game_id_of(served.db, out["table"]))
    r = random_module.Random(1)
    for _ in range(53):  # the same random choices as the search that found this position
        seat = session.deciding
        legal = session.legal(seat)
        text = session.text(legal[r.randrange(len(legal))])
        code, _ = served.call("POST", f"/api/links/{token(links[seat])}/action",
                              {"text": text})
        assert code == 200
        session = session_of(served.db, game_id_of(served.db, out["table"]))
    seat = session.deciding
    ctx = browser.new_context(viewport=LAPTOP)
    page = open_page(ctx, served.url + links[seat]["url"])
    wait_actions(page, 53)
    hand_before = last_state(page)["view"]["hand"]
    click_action(page, "play Acorn")
    wait_actions(page, 54)
    assert page.locator("#undo").is_enabled()
    click_action(page, "take Swift Broker from seat 2 stack 1")
    wait_actions(page, 55)
    assert entries(served, out["table"])[-2:] == ["play Acorn",
                                                  "take Swift Broker from seat 2 stack 1"]
    assert page.locator("#undo").is_enabled() and page.locator("#undo-reason").inner_text() == ""
    for n in (54, 53):
        page.locator("#undo").click()
        page.wait_for_function("n => window.ludoMessages.filter(m => m.type === 'state')"
                               ".slice(-1)[0].n_actions === n", arg=n, timeout=WAIT_MS)
    assert len(entries(served, out["table"])) == 53
    assert last_state(page)["view"]["hand"] == hand_before
    ctx.close()


def test_a_reaction_in_another_seats_turn_asks_before_it_hands_the_turn_back(served, browser):
    """Owls, Macaws, Pandas, seed 1, random play (20 actions): seat 2's Quality Inspection
    reacts to a purchase of the active seat; passing ends its part in that turn, so its page
    asks first."""
    import random as random_module

    from conftest import token

    out = served.create(game="dale", seats=["human", "human"], seed=1, lang="en",
                        animalfolk=["owls", "macaws", "pandas"])
    links = {k["seat"]: k for k in out["links"]}
    r = random_module.Random(1)
    for _ in range(20):
        session = session_of(served.db, game_id_of(served.db, out["table"]))
        legal = session.legal(session.deciding)
        text = session.text(legal[r.randrange(len(legal))])
        code, _ = served.call("POST", f"/api/links/{token(links[session.deciding])}/action",
                              {"text": text})
        assert code == 200
    session = session_of(served.db, game_id_of(served.db, out["table"]))
    reactor = session.deciding
    view = session.view(reactor)
    assert view["active"] != reactor and view["decision"]["kind"] == "quality_inspection"
    ctx = browser.new_context(viewport=LAPTOP)
    page = open_page(ctx, served.url + links[reactor]["url"])
    wait_actions(page, 20)
    assert page.title().startswith("● Your turn")
    page.locator('#choices button[data-action="pass"]').click()
    page.locator("#confirm").wait_for(state="visible")
    assert page.locator("#confirm-text").inner_text() == \
        "This ends your part in this turn: pass"
    page.locator("#confirm-yes").click()
    wait_actions(page, 21)
    assert entries(served, out["table"])[-1] == "pass"
    ctx.close()


def test_the_replay_shows_card_faces_and_what_copies_were_built_as(served, browser):
    """Greedy against greedy, seed 3, Chameleons, Squirrels, Macaws (as in
    test_dale_payload): seat 1's second stack is "Flexible Shopkeeper as Stashing Vendor,
    junk". The spectator watches the bots finish, then steps the replay to its end."""
    out = served.create(game="dale", seats=["greedy", "greedy"], seed=3, lang="en",
                        animalfolk=["chameleons", "squirrels", "macaws"])
    spectator = next(k for k in out["links"] if k["seat"] == -1)
    ctx = browser.new_context(viewport=LAPTOP)
    page = open_page(ctx, served.url + spectator["url"])
    page.wait_for_function("() => { const s = window.ludoMessages.filter(m => m.type === "
                           "'state').slice(-1)[0]; return s && s.over; }", timeout=120_000)
    # the stalls of the finished game name the copies
    stack = page.locator('#seats .seat[data-seat="0"] .stack').nth(1)
    assert stack.locator(".card .name").all_inner_texts() == ["Flexible Shopkeeper", "junk"]
    assert stack.locator(".card .copy").all_inner_texts() == ["as Stashing Vendor"]
    page.locator("#replay").click()
    page.locator("#replay-step").wait_for()
    last = int(page.locator("#replay-step").get_attribute("max"))
    page.evaluate("n => { const r = document.getElementById('replay-step'); r.value = n;"
                  " r.dispatchEvent(new Event('change')); }", last)
    body = page.locator("#dialog-body")
    assert f"Step {last} of {last}" in body.inner_text()
    assert body.locator(".card .copy", has_text="as Stashing Vendor").count() == 1
    assert body.locator(".card").count() > 10  # the market, the hand and the stalls as cards
    # step 0: no stall yet, no copy
    page.evaluate("() => { const r = document.getElementById('replay-step'); r.value = 0;"
                  " r.dispatchEvent(new Event('change')); }")
    assert body.locator(".card .copy").count() == 0
    assert page.errors == []
    ctx.close()
