"""The Pax Hispanica companion in a real browser: a host screen and three phones, one sealed
bid each (pax.auction.*), revealed on every screen together; the scenario is rewritten in the
store (the file the operator offers is never written)."""

from __future__ import annotations

import subprocess
import sys

from conftest import WAIT_MS, shot, stored_scenario

PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


def auction_year_scenario(path) -> None:
    """The invented sample scenario, walked through its Goods Year (as docs/pax-scenarios.md
    does) so that an auction may start."""
    run = [sys.executable, "-m", "ludoteca.cli.main", "pax"]
    subprocess.run(run + ["sample", str(path)], check=True, capture_output=True)
    subprocess.run(run + ["goods-year", str(path)], input="\n2\n3\n0\n\n", text=True,
                   check=True, capture_output=True)


def test_an_auction_with_three_phones(served, browser, tmp_path):
    scenario = tmp_path / "game.toml"
    auction_year_scenario(scenario)
    before = scenario.read_text(encoding="utf-8")
    out = served.create(game="pax", scenario="game.toml", lang="en")
    links = {k["seat"]: k["url"] for k in out["links"]}
    assert set(links) == {-1, 0, 1, 2}
    host_ctx = browser.new_context()
    host = host_ctx.new_page()
    host.goto(served.url + links[-1])
    host.wait_for_function("() => window.ludoMessages.length > 0", timeout=WAIT_MS)
    phones, contexts = [], [host_ctx]
    for seat in (0, 1, 2):
        ctx = browser.new_context(**PHONE)
        contexts.append(ctx)
        page = ctx.new_page()
        page.goto(served.url + links[seat])
        page.wait_for_function("() => window.ludoMessages.length > 0", timeout=WAIT_MS)
        phones.append(page)
    names = host.evaluate("() => window.ludoMessages.slice(-1)[0].names")
    assert names == ["Alice", "Bruno", "Chiara"]

    host.select_option("#initiator", "Bruno")
    host.locator("#start-auction").click()
    for page in phones:
        page.wait_for_selector("#answer-form:not([hidden])", timeout=WAIT_MS)
        assert "sealed bid" in page.locator("#prompt").inner_text()
    assert "Bruno auctions" in host.locator("#lines").inner_text()
    shot(host, "pax-host-auction")

    bids = {"Alice": "1", "Bruno": "2", "Chiara": "0"}
    for i, page in enumerate(phones[:2]):
        page.fill("#answer", bids[names[i]])
        page.locator("#send").click()
        page.wait_for_selector("#sealed:not([hidden])", timeout=WAIT_MS)
        assert page.locator("#sealed").inner_text() == f"Sealed: {bids[names[i]]}"
    shot(phones[0], "pax-phone-sealed")
    # two bids sealed: no screen shows any bid yet, and nothing is written
    for page in [host, *phones]:
        page.wait_for_function(
            "() => window.ludoMessages.slice(-1)[0].players.filter(p => p.sealed).length === 2",
            timeout=WAIT_MS)
        assert "revealed" not in page.locator("#lines").inner_text()
    for page, name in zip(phones, names):
        for m in page.evaluate("() => window.ludoMessages"):
            text = " ".join(m.get("lines", []))
            for other, bid in bids.items():  # no one else's bid in any message to this phone
                if other != name:
                    assert f"{other}={bid}" not in text and f"{other} ${bid}" not in text
    assert stored_scenario(served.db, out["table"]) == before

    phones[2].fill("#answer", bids["Chiara"])
    phones[2].locator("#send").click()
    for page in [host, *phones]:
        page.wait_for_function(
            "() => document.getElementById('lines').textContent.includes('revealed together')",
            timeout=WAIT_MS)
        text = page.locator("#lines").inner_text()
        assert "Bids: Bruno $2, Chiara $0, Alice $1." in text
    shot(host, "pax-host-revealed")
    after = stored_scenario(served.db, out["table"])  # kept in the store; no file written
    assert after != before and "auction Bruno bids Bruno=2, Chiara=0, Alice=1" in after
    assert scenario.read_text(encoding="utf-8") == before

    # a phone cannot start a procedure; the host's screen can start the next one
    phones[0].evaluate("() => Ludo.send({type: 'start', kind: 'auction', initiator: 'Alice'})")
    phones[0].wait_for_function("() => window.ludoMessages.slice(-1)[0].type === 'refused'",
                                timeout=WAIT_MS)
    for ctx in contexts:
        ctx.close()
