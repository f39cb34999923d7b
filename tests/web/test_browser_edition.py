"""The home page's edition choice (issue 30, item 1): choosing the remaster offers its decks
(what ``editions.REMASTER`` holds) and drops a pick of classic decks; back to the classic, the
27 decks again; a table of the edition is created, or refused with the reason shown
(Debian's Chromium through Playwright, against a real ``ludoteca serve``)."""

from __future__ import annotations

from conftest import WAIT_MS

from ludoteca.dale import editions

LAPTOP = {"width": 1280, "height": 900}


def _decks(page) -> list[str]:
    return page.locator("#deck-list .deck-pick").evaluate_all(
        "els => els.map(e => e.dataset.deck)")


def test_the_deck_list_follows_the_edition(served, browser):
    ctx = browser.new_context(viewport=LAPTOP)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(served.url + "/?lang=en")
    page.wait_for_selector("#deck-list .deck-pick")
    assert page.locator("#l-edition").inner_text().strip() == "Edition"
    assert _decks(page) == list(editions.CLASSIC)
    page.select_option("#edition", "remaster")
    page.wait_for_function(f"() => document.querySelectorAll('#deck-list .deck-pick').length"
                           f" === {len(editions.REMASTER)}", timeout=WAIT_MS)
    assert _decks(page) == list(editions.REMASTER)
    page.select_option("#seat-1", "greedy")
    page.locator("#create").click()
    page.wait_for_function("() => document.querySelector('#refusal').textContent"
                           " || document.querySelector('#links .seat-link')", timeout=WAIT_MS)
    refusal = page.locator("#refusal").inner_text()
    if len(editions.REMASTER) >= 3:
        assert refusal == "" and page.locator("#links .seat-link").count() >= 1
    else:  # too few remaster decks written for a game yet: the reason, nothing created
        assert "animalfolk decks" in refusal
    # a deck of the remaster only (Dodos) is dropped from the picks when the edition changes
    page.locator('#deck-list input[value="dodos"]').check()
    assert "Dodos" in page.locator("#picked").inner_text()
    page.select_option("#edition", "classic")
    page.wait_for_function("() => document.querySelectorAll('#deck-list .deck-pick').length"
                           f" === {len(editions.CLASSIC)}", timeout=WAIT_MS)
    assert "Dodos" not in page.locator("#picked").inner_text()
    assert errors == []
    ctx.close()
