"""Helpers of the browser-table tests: a real `ludoteca serve` in a subprocess (so a test can
kill -9 it and start it again on the same database), Debian's Chromium driven by Playwright,
and a greedy "player" that tells a test which button a person would press.

The browser is /usr/bin/chromium from Debian's packages (.ci/run installs it); without it the
browser tests are skipped with that reason. Screenshots go to $LUDOTECA_TEST_OUTPUT (default:
tests/web/output, not kept in git).
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from testkit.ports import free_port

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
OUTPUT = Path(os.environ.get("LUDOTECA_TEST_OUTPUT",
                             Path(__file__).resolve().parent / "output"))
#: How long a page may take to show what the server sent (a wait, not an assertion on time).
WAIT_MS = 30_000


class Served:
    """``ludoteca serve`` on a free port of the loopback, over the database ``db``; the Pax
    scenarios it offers are the ``*.toml`` files of ``db``'s directory."""

    def __init__(self, db: Path, bot_delay: float = 0.0) -> None:
        self.db, self.bot_delay = db, bot_delay
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.proc: subprocess.Popen | None = None
        self.printed = ""

    def start(self) -> "Served":
        env = {k: v for k, v in os.environ.items() if not k.startswith("LUDOTECA_LANG")}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "ludoteca.cli.main", "serve", "--port", str(self.port),
             "--db", str(self.db), "--bot-delay", str(self.bot_delay),
             "--scenarios", str(self.db.parent)],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
        self.printed = self.proc.stdout.readline()
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(self.url + "/api/labels", timeout=5):
                    return self
            except OSError:
                if self.proc.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError("the server did not start: " + self.printed
                                       + (self.proc.stdout.read() if self.proc.poll() is not None
                                          else ""))
                time.sleep(0.1)

    def kill(self, sig: int = signal.SIGKILL) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(sig)
            self.proc.wait(timeout=30)
        if self.proc is not None and self.proc.stdout is not None:
            self.proc.stdout.close()

    # -- the JSON API ----------------------------------------------------------------------
    def call(self, method: str, path: str, body: dict | None = None) -> tuple[int, object]:
        req = urllib.request.Request(self.url + path, method=method,
                                     data=None if body is None else json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=60) as r:
                raw = r.read().decode()
                code = r.status
        except urllib.error.HTTPError as err:
            raw, code = err.read().decode(), err.code
        try:
            return code, json.loads(raw)
        except ValueError:
            return code, raw

    def create(self, **body) -> dict:
        code, out = self.call("POST", "/api/tables", body)
        assert code == 200, out
        return out


def token(link: dict) -> str:
    return link["url"].rsplit("/", 1)[1]


@pytest.fixture
def served(tmp_path):
    s = Served(tmp_path / "games.sqlite3").start()
    yield s
    s.kill(signal.SIGTERM)


@pytest.fixture(scope="session")
def browser():
    if not CHROMIUM.exists():
        pytest.skip("Debian's Chromium is not installed (/usr/bin/chromium): "
                    "apt-get install -y chromium (.ci/run does)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS, headless=True)
        yield b
        b.close()


def shot(page, name: str) -> Path:
    OUTPUT.mkdir(parents=True, exist_ok=True)
    path = OUTPUT / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


# -- a person's choice, worked out by the greedy bot over the saved game ---------------------
def session_of(db: Path, game_id: int):
    from ludoteca.core.session import Session
    from ludoteca.core.store import GameStore

    store = GameStore(db)
    try:
        return Session.resume(store, game_id)
    finally:
        store.close()


def stored_scenario(db: Path, table: str) -> str:
    """The TOML of a Pax table's scenario as the store keeps it."""
    import sqlite3

    conn = sqlite3.connect(str(db))
    try:
        return json.loads(conn.execute("SELECT data FROM web_tables WHERE id = ?",
                                       (table,)).fetchone()[0])["toml"]
    finally:
        conn.close()


def game_id_of(db: Path, table: str) -> int:
    import sqlite3

    conn = sqlite3.connect(str(db))
    try:
        return int(conn.execute("SELECT game_id FROM web_tables WHERE id = ?",
                                (table,)).fetchone()[0])
    finally:
        conn.close()


def greedy_text(session, seat: int) -> str:
    from ludoteca.bots import make_bot
    from ludoteca.core.loop import bot_agent

    rng = random.Random(len(session.entries))
    action = bot_agent(session.game, {seat: make_bot("greedy")}, {seat: rng})(session.state,
                                                                              seat)
    return session.text(action)


def last_state(page) -> dict:
    return page.evaluate(
        "() => window.ludoMessages.filter(m => m.type === 'state').slice(-1)[0] || null")


def wait_actions(page, n: int) -> None:
    """Wait until the page shows the game after ``n`` actions (or more)."""
    page.wait_for_function(
        "n => { const s = window.ludoMessages.filter(m => m.type === 'state').slice(-1)[0];"
        " return s && s.n_actions >= n; }", arg=n, timeout=WAIT_MS)


def click_action(page, text: str) -> None:
    """Do what a person does for the action ``text``: pick its hand cards, press its button
    (among the actions for that selection, or the choices), confirm a purchase."""
    state = last_state(page)
    entry = next(a for a in state["legal"] if a["text"] == text)
    if entry["uses"]:
        for name in entry["uses"]:
            quoted = name.replace("\\", "\\\\").replace('"', '\\"')
            page.locator(f'#hand .tile[data-name="{quoted}"][aria-pressed="false"]').first.click()
        where = "#actions"
    elif entry["uses"] == []:
        where = "#actions"
    else:
        where = "#choices"
    quoted = text.replace("\\", "\\\\").replace('"', '\\"')
    page.locator(f'{where} button[data-action="{quoted}"]').first.click()
    asks = page.evaluate("() => localStorage.getItem('ludoteca.askEnd') !== '0'")
    ends = entry.get("ends")
    if asks and ends is None:
        # whether it ends the turn is not in the state message where that takes a trial: the
        # page asks (an "ends" message) and the answer decides whether it asks the person
        mine = ("([t, v]) => window.ludoMessages.filter(m => m.type === 'ends' && m.text === t"
                " && m.version === v && m.ends !== null)")
        arg = [text, state["n_actions"]]
        page.wait_for_function(f"a => ({mine})(a).length > 0", arg=arg, timeout=WAIT_MS)
        ends = page.evaluate(f"a => ({mine})(a)[0].ends", arg)
    if asks and (entry["pay"] or ends):
        # an action that ends the turn, or a purchase, asks first (unless the seat said not to)
        box = page.locator("#confirm")
        box.wait_for(state="visible")
        said = page.locator("#confirm-text").inner_text()
        if entry["pay"]:
            assert str(entry["pay"]["paid"]) in said
        if ends:
            label = state.get("labels") or page.evaluate("() => Ludo.labels")
            head = label["ends_turn"].split("{")[0].strip()
            assert text in said or entry["shown"] in said
            if state["view"].get("active") == state["seat"]:
                assert head in said, (head, said)
        page.locator("#confirm-yes").click()
