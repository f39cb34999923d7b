"""A whole Pax Hispanica year run from the host screen and three phones (issue 28): the
built-in sample chosen on the home page (no file on the server), the year on every screen,
the Goods Year answered on the host screen, sealed bids on a number keypad with the reason of
the tie, the Play Year's turns, a battle whose sides are buttons, and the next year; then the
same start from a scenario file uploaded from the host's device."""

from __future__ import annotations

import os
import shutil
import tomllib
from pathlib import Path

from conftest import WAIT_MS, shot, stored_scenario

from ludoteca.pax.scenarios import sample_text

PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


def _open(ctx, url: str):
    page = ctx.new_page()
    page.goto(url)
    page.wait_for_function("() => window.ludoMessages.length > 0", timeout=WAIT_MS)
    return page


def _says(page, selector: str, text: str) -> None:
    page.wait_for_function("([s, t]) => document.querySelector(s).textContent.includes(t)",
                           arg=[selector, text], timeout=WAIT_MS)


def _host_answers(host, answer: str) -> None:
    host.locator("#host-answer-form").wait_for(state="visible")
    n = host.evaluate("() => window.ludoMessages.length")
    host.fill("#host-answer", answer)
    host.locator("#host-send").click()
    host.wait_for_function("n => window.ludoMessages.length > n", arg=n, timeout=WAIT_MS)


def _money(page) -> dict[str, str]:
    rows = page.locator("#year-players tbody tr")
    return {rows.nth(i).get_attribute("data-player"): rows.nth(i).locator(".money").inner_text()
            for i in range(rows.count())}


def _hands(page) -> dict[str, str]:
    rows = page.locator("#year-players tbody tr")
    return {rows.nth(i).get_attribute("data-player"): rows.nth(i).locator(".hand").inner_text()
            for i in range(rows.count())}


def test_a_year_from_the_built_in_sample_with_a_host_and_three_phones(served, browser):
    home_ctx = browser.new_context()
    home = home_ctx.new_page()
    home.goto(served.url + "/?lang=en")
    home.wait_for_selector("#seat-1")
    home.select_option("#game", "pax")
    home.locator("#sample").check()
    home.locator("#create").click()
    home.wait_for_selector("#links .seat-link")
    urls = dict(zip(home.locator("#links .seat-link").evaluate_all(
        "els => els.map(e => +e.dataset.seat)"), home.locator("#links .seat-link").evaluate_all(
        "els => els.map(e => e.getAttribute('href'))")))
    assert set(urls) == {-1, 0, 1, 2}
    host = _open(home_ctx, served.url + urls[-1])
    phones = {}
    for seat in (0, 1, 2):
        phones[seat] = _open(browser.new_context(**PHONE), served.url + urls[seat])
    alice, bruno, chiara = phones[0], phones[1], phones[2]

    # the year on every screen (the sample's figures: docs/pax-scenarios.md)
    for page in (host, alice):
        assert page.locator("#year-line").inner_text() == "Year 1 · Goods Year (D1)"
        detail = page.locator("#year-detail").inner_text()
        assert "Next step of the Goods Year: Update player order" in detail
        assert "Turn order: Alice, Bruno, Chiara" in detail and "the Fund: $4" in detail
        assert _money(page) == {"Alice": "$5", "Bruno": "$3", "Chiara": "$0"}
        assert _hands(page) == {"Alice": "2 / 3", "Bruno": "1 / 3", "Chiara": "2 / 2"}
    assert host.locator("#end-turn").is_hidden()  # no play turn in the Goods Year

    # the Goods Year, answered on the host screen: the order kept, two labor choices, the
    # end of labor acquisition, no mortality (as docs/pax-scenarios.md walks it)
    host.locator("#run-goods").click()
    _says(host, "#host-ask", "New player order")
    for answer in ("", "2", "3", "0", ""):
        _host_answers(host, answer)
    _says(host, "#year-line", "Auction Year (D2)")
    _says(alice, "#year-line", "Year 1 · Auction Year (D2)")
    assert _money(host) == {"Alice": "$7", "Bruno": "$4", "Chiara": "$2"}
    assert host.locator("#next-phase").inner_text() == "Next phase: Play Year (D3)"

    # the auction: Bruno initiates; bids on a number keypad; Alice and Chiara tie at $2
    host.select_option("#initiator", "Bruno")
    host.locator("#start-auction").click()
    for page in phones.values():
        page.locator("#answer-form").wait_for(state="visible")
        assert page.locator("#answer").get_attribute("inputmode") == "numeric"
        assert page.locator("#answer").get_attribute("type") == "password"  # not shown
    for page, bid in ((alice, "2"), (bruno, "1"), (chiara, "2")):
        page.fill("#answer", bid)
        page.locator("#send").click()
        if page is not chiara:  # the last bid ends the auction at once
            page.locator("#sealed").wait_for(state="visible")
    _says(host, "#lines", "Tie at $2 between Chiara, Alice.")
    lines = host.locator("#lines").inner_text()
    # the tie-break's reason (pax.auction.winner's ruling): Bruno is not in the tie, so it
    # goes to the first tied player counting from him: Chiara, then Alice
    assert ("The tie goes to Chiara: without the initiator in it, a tie goes to the first "
            "tied player in turn order from the initiator, Bruno.") in lines
    assert "Chiara wins Indigo Dyers and pays $2 to Bruno." in lines
    _says(chiara, "#year-players", "3 / 2")
    assert _money(chiara) == {"Alice": "$7", "Bruno": "$6", "Chiara": "$0"}
    path = shot(host, "pax-year-host-auction")
    if os.environ.get("LUDOTECA_DOCS_SCREENSHOT"):
        shutil.copy(path, Path(__file__).resolve().parents[2] / "docs" / "web-pax-host.png")

    # the Play Year: three play turns; Chiara is over her hand limit and must sell first
    host.locator("#next-phase").click()
    _says(host, "#year-line", "Play Year (D3)")
    _says(host, "#year-detail", "Play turn: Alice")
    host.locator("#end-turn").click()
    _says(host, "#year-detail", "Play turn: Bruno")
    host.locator("#end-turn").click()
    _says(host, "#year-detail", "Play turn: Chiara")
    host.locator("#end-turn").click()
    _says(host, "#refusal", "Chiara holds 3 cards with a hand limit of 2")
    host.fill("#apply-text", "sell Chiara Indigo Dyers")
    host.locator("#apply-send").click()
    _says(host, "#lines", "Chiara sells Indigo Dyers for $1.")
    assert _money(host)["Chiara"] == "$1" and _hands(host)["Chiara"] == "2 / 2"
    host.locator("#end-turn").click()
    _says(host, "#lines", "it was the last play turn of the Play Year")

    # the Navigation Year: a battle whose sides are buttons on the supporters' phones
    host.locator("#next-phase").click()
    _says(host, "#year-line", "Navigation Year (D4)")
    host.select_option("#zone", "Isla Verde")
    host.select_option("#attacker", "Bruno")
    host.fill("#target", "verde-tribe")
    host.locator("#start-battle").click()
    alice.locator("#sides").wait_for(state="visible")
    assert alice.locator("#side-buttons button").all_inner_texts() == \
        ["the attacker's side", "the target's side"]
    assert alice.locator("#answer-form").is_hidden()
    assert chiara.locator("#sides").is_hidden()  # her turn to choose comes after Alice's
    alice.locator('#side-buttons button[data-answer="a"]').tap()
    chiara.locator("#sides").wait_for(state="visible")
    assert chiara.locator("#side-buttons button").all_inner_texts() == \
        ["the attacker's side — playing Musket Drill", "the target's side — playing Musket Drill"]
    shot(chiara, "pax-year-phone-side")
    chiara.locator('#side-buttons button[data-answer="1t"]').tap()
    _says(host, "#lines", "Bruno wins the battle in Isla Verde.")
    assert ("Sides: Alice supports the attacker (+4), Chiara supports the target with Musket "
            "Drill (+2).") in host.locator("#lines").inner_text()

    # and the next year
    host.locator("#next-phase").click()
    for page in (host, bruno):
        _says(page, "#year-line", "Year 2 · Goods Year (D1)")
    assert host.locator("#run-goods").is_visible()
    # a phone cannot move the year on
    n = alice.evaluate("() => window.ludoMessages.length")
    alice.evaluate("() => Ludo.send({type: 'apply', text: 'phase auction'})")
    alice.wait_for_function("n => window.ludoMessages.length > n", arg=n, timeout=WAIT_MS)
    assert "Only the host screen" in alice.locator("#refusal").inner_text()
    _says(host, "#year-line", "Year 2 · Goods Year (D1)")
    # no screen was told where the server keeps anything
    for page in (host, *phones.values()):
        said = page.evaluate("() => JSON.stringify(window.ludoMessages)")
        assert str(served.db.parent) not in said and "/tmp" not in said


def test_a_scenario_uploaded_from_the_hosts_device_runs_its_goods_year(served, browser,
                                                                        tmp_path):
    mine = tmp_path / "my-game.toml"
    original = "# our table's notes\n" + sample_text().replace(
        "[year]", "# where the year stands\n[year]", 1)
    mine.write_text(original, encoding="utf-8")
    ctx = browser.new_context()
    home = ctx.new_page()
    home.goto(served.url + "/?lang=en")
    home.wait_for_selector("#seat-1")
    home.select_option("#game", "pax")
    home.set_input_files("#scenario-file", str(mine))
    home.locator("#create").click()
    home.wait_for_selector("#links .seat-link")
    host_url = home.locator('#links .seat-link[data-seat="-1"]').get_attribute("href")
    host = _open(ctx, served.url + host_url)
    assert host.locator("#year-line").inner_text() == "Year 1 · Goods Year (D1)"
    host.locator("#run-goods").click()
    for answer in ("", "2", "3", "0", ""):
        _host_answers(host, answer)
    _says(host, "#year-line", "Auction Year (D2)")
    assert _money(host) == {"Alice": "$7", "Bruno": "$4", "Chiara": "$2"}
    # the download: the scenario as the table left it, with the uploaded file's comments
    with host.expect_download() as dl:
        host.locator("#download").click()
    text = Path(dl.value.path()).read_text(encoding="utf-8")
    assert text.startswith("# our table's notes\n")
    assert "# where the year stands\n[year]" in text
    assert "# goods (D1), auction (D2), play (D3), navigation (D4)" in text  # the sample's own
    table = host.evaluate("() => window.ludoMessages.slice(-1)[0].table")
    data = tomllib.loads(text)
    assert data == tomllib.loads(stored_scenario(served.db, table))
    assert data["year"]["phase"] == "auction"
    assert [p["money"] for p in data["player"]] == [7, 4, 2]
    # only the host screen downloads it
    phone = home.locator('#links .seat-link[data-seat="0"]').get_attribute("href")
    code, _ = served.call("GET", "/api/links/" + phone.rsplit("/", 1)[1] + "/scenario")
    assert code == 403
    ctx.close()
