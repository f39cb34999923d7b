"""The coach in the browser (issue 29): the Hint button, each table saying whether hints are
allowed, and the replay viewer's win-probability curve and marks."""

from __future__ import annotations

from conftest import WAIT_MS, last_state, shot, token


def _open(browser, served, link):
    ctx = browser.new_context()
    page = ctx.new_page()
    page.goto(served.url + link["url"])
    page.wait_for_function("() => window.ludoMessages.length > 0", timeout=WAIT_MS)
    return ctx, page


def test_the_hint_button_at_a_table_of_one_person(served, browser):
    out = served.create(game="dale", seats=["human", "greedy"], seed=2, lang="en")
    link = next(k for k in out["links"] if k["seat"] == 0)
    ctx, page = _open(browser, served, link)
    page.wait_for_function("() => { const s = window.ludoMessages.filter(m => m.type === "
                           "'state').slice(-1)[0]; return s && s.deciding === s.seat; }",
                           timeout=WAIT_MS)
    assert last_state(page)["hints_allowed"] is True
    assert page.locator("#hints-status").inner_text() == "Hints are allowed at this table."
    page.locator("#hint").click()
    page.locator("#hint-list li").first.wait_for(timeout=WAIT_MS)
    items = page.locator("#hint-list li").all_inner_texts()
    assert 1 <= len(items) <= 3
    legal = {a["text"] for a in last_state(page)["legal"]}
    for item in items:
        action, _, rest = item.partition(" — ")
        assert action in legal and "%: " in rest
    shot(page, "dale-hint")
    ctx.close()


def test_two_people_get_no_hints_unless_the_table_allows_them(served, browser):
    out = served.create(game="dale", seats=["human", "human"], seed=2, lang="en")
    first = next(k for k in out["links"] if k["seat"] == 0)
    ctx, page = _open(browser, served, first)
    assert page.locator("#hints-status").inner_text() == "Hints are not allowed at this table."
    assert page.locator("#hint").is_hidden()
    ctx.close()
    code, body = served.call("GET", f"/api/links/{token(first)}/hint")
    assert code == 403 and body["detail"] == "hints are not allowed at this table"
    allowed = served.create(game="dale", seats=["human", "human"], seed=2, lang="en",
                            hints=True)
    people = [k for k in allowed["links"] if k["seat"] >= 0]
    _, state = served.call("GET", f"/api/links/{token(people[0])}")
    deciding = next(k for k in people if k["seat"] == state["deciding"])
    waiting = next(k for k in people if k["seat"] != state["deciding"])
    code, body = served.call("GET", f"/api/links/{token(waiting)}/hint")
    assert code == 409  # not deciding
    code, body = served.call("GET", f"/api/links/{token(deciding)}/hint")
    assert code == 200 and 1 <= len(body["hints"]) <= 3
    assert body["hints"][0]["probability"] >= body["hints"][-1]["probability"]
    code, body = served.call("GET", f"/api/links/{token(waiting)}/analysis")
    assert code == 403  # not before the end


def test_the_replay_viewer_shows_the_curve_and_the_marks(served, browser):
    out = served.create(game="dale", seats=["greedy", "greedy"], seed=3, lang="en")
    spectator = next(k for k in out["links"] if k["seat"] < 0)
    ctx, page = _open(browser, served, spectator)
    page.wait_for_function("() => { const s = window.ludoMessages.filter(m => m.type === "
                           "'state').slice(-1)[0]; return s && s.over; }", timeout=120_000)
    page.locator("#replay").click()
    page.locator("#win-curve").wait_for(timeout=120_000)
    assert page.locator("#win-curve polyline").count() == 2  # one line per seat
    coach = page.locator("#replay-coach").inner_text()
    assert coach.startswith("Win probability ") and "points lost; best move found:" in coach
    code, data = served.call("GET", f"/api/links/{token(spectator)}/analysis")
    assert code == 200 and data["moves"][0]["index"] == 1
    first = data["moves"][0]
    assert f"{round(100 * first['before'])}% before this move" in coach
    marked = sum(1 for m in data["moves"] if m["mark"])
    assert page.locator("#win-curve circle").count() == marked
    shot(page, "dale-replay-curve")
    ctx.close()
