"""Issue 28, item 5: the terminal table played in a real 80×24 terminal (tmux), answered as
a player answers it, the screen read back at every decision.

At every decision of seat 1 the screen must show, at once: the whole question of the
decision (it wraps, it is never cut), the prompt, and — when the other seat moved since seat
1 last decided — the headline of that seat's last move (its story line, dale.story, as seat 1
reads it). What the screen must show is worked out from the game itself: the table saves
every action in its database, which the test opens read-only at each decision.
"""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
import time
import uuid

import pytest

TMUX = shutil.which("tmux")
pytestmark = pytest.mark.skipif(TMUX is None and os.environ.get("CI") != "true",
                                reason="tmux is not installed (CI installs it: .ci/run)")

WIDTH, HEIGHT = 80, 24


class Screen:
    """A tmux session of WIDTH×HEIGHT running one command, on a tmux server of its own
    (``-L``: a session that starts while the server of the one before is still shutting down
    would fail with "server exited unexpectedly")."""

    def __init__(self, command: list[str], env: dict[str, str]) -> None:
        self.name = f"ludoteca-{uuid.uuid4().hex[:8]}"
        self.tmux = [TMUX, "-L", self.name]
        self.sent_on = ""
        exports = " ".join(f"{k}={v}" for k, v in env.items())
        line = f"env {exports} {' '.join(command)}; sleep 30"
        subprocess.run([*self.tmux, "new-session", "-d", "-s", self.name, "-x", str(WIDTH),
                        "-y", str(HEIGHT), line], check=True)

    def rows(self) -> list[str]:
        """The visible rows, as shown (80 columns each at most)."""
        out = subprocess.run([*self.tmux, "capture-pane", "-p", "-t", self.name],
                             capture_output=True, text=True, check=True).stdout
        return out.split("\n")[:HEIGHT]

    def text(self) -> str:
        """The visible screen with wrapped lines joined again (``capture-pane -J``)."""
        out = subprocess.run([*self.tmux, "capture-pane", "-p", "-J", "-t", self.name],
                             capture_output=True, text=True, check=True).stdout
        return " ".join(" ".join(line.split()) for line in out.split("\n"))

    def wait_for(self, *endings: str, limit: float = 120.0) -> str:
        """Wait until the screen (wrapped lines joined) ends with one of ``endings`` (or the
        game is over) and stays so, changed since the last keys sent; return the screen's
        text (a liveness limit, not a measure of speed)."""
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            shown = self.text().rstrip()
            done = any(shown.endswith(e) for e in endings) or "wins on turn" in shown
            if done and shown != self.sent_on:
                time.sleep(0.3)  # drawn: let the terminal settle, then read it again
                again = self.text().rstrip()
                if again == shown:
                    return shown
                continue
            time.sleep(0.1)
        raise AssertionError("the table never asked:\n" + "\n".join(self.rows()))

    def send(self, keys: str) -> None:
        self.sent_on = self.text().rstrip()  # the screen the keys answer
        subprocess.run([*self.tmux, "send-keys", "-t", self.name, keys, "Enter"], check=True)

    def close(self) -> None:
        subprocess.run([*self.tmux, "kill-server"], capture_output=True)


def _expected(db):
    """From the saved game: the question of the pending decision, and the story headline of
    the other seat's newest action since seat 1's last one (None if there is none), as seat
    1 reads them; the turn; the number of choices numbered."""
    from ludoteca.cli import render
    from ludoteca.cli.records import open_store, resume_game
    from ludoteca.core.i18n import decision_prompt
    from ludoteca.dale import story

    store = open_store(db, create=False, readonly=True)
    try:
        session = resume_game(store, 1)
    finally:
        store.close() if hasattr(store, "close") else None
    question = decision_prompt(session.state.decision(), "en")
    entries = session.entries
    headline = None
    for k in range(len(entries) - 1, -1, -1):
        e = entries[k]
        if e.seat == 0:
            break
        after = entries[k + 1].before if k + 1 < len(entries) else session.state
        lines = story.visible(story.report(e.before, session.game.parse_action(e.before, e.text),
                                           after, e.seat), 0)
        if lines and lines[0].mover == e.seat:
            text = story.render(lines[0], "en", lambda q: render.seat_label(q, session.seats), 0)
            headline = f"T{lines[0].turn} {text}"
            break
    from ludoteca.cli.play import shown_choices

    return question, headline, session.state.turn, len(shown_choices(session.legal(0)))


@pytest.mark.parametrize("decks, seed", [("macaws,raccoons,ocelots", 11),
                                         ("owls,bats,mongooses", 5),
                                         # long questions: spends, Finish, coins
                                         ("tuataras,penguins,turtles", 3)])
def test_the_table_at_80_by_24_keeps_the_others_moves_and_the_whole_question(tmp_path,
                                                                            decks, seed):
    assert TMUX is not None, "tmux is required (CI installs it: .ci/run)"
    db = tmp_path / "g.db"
    env = {"LUDOTECA_LANG": "en", "TERM": "xterm", "COLUMNS": "", "LINES": "",
           "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}
    ludoteca = [sys.executable, "-c", "'from ludoteca.cli.main import run; run()'"]
    screen = Screen([*ludoteca, "play", "dale", "--seats",
                     "human,greedy", "--decks", decks, "--seed", str(seed), "--db", str(db)],
                    env)
    try:
        decisions = others_seen = longest = 0
        pick = random.Random(seed)  # the choices a player makes: any of those numbered
        while decisions < 30:
            shown = screen.wait_for("Seat 1>", "[Enter/y: yes, n: no]")
            if "wins on turn" in shown:
                break
            if shown.endswith("[Enter/y: yes, n: no]"):
                screen.send("")  # yes: end the turn
                continue
            rows = screen.rows()
            assert all(len(r) <= WIDTH for r in rows)
            question, headline, turn, choices = _expected(db)
            longest = max(longest, len(f"Turn {turn} — Seat 1 (human): {question}"))
            # the header: the turn (and the day/night clock where a deck uses it), then the
            # whole question of the decision
            assert f"Turn {turn} —" in shown, "\n".join(rows)
            assert f"— Seat 1 (human): {question}" in shown, "\n".join(rows)
            if headline is not None:
                assert headline in shown, headline + "\n" + "\n".join(rows)
                others_seen += 1
            assert [r for r in rows if r.strip()][-1].rstrip() == "Seat 1>"
            decisions += 1
            screen.send(str(pick.randint(1, choices)))
        assert decisions >= 6 and others_seen >= 3
        if "tuataras" in decks:  # a question longer than the terminal is wide was read whole
            assert longest > WIDTH
    finally:
        screen.close()
