"""Every ``ludoteca`` command shown in the README and the docs runs, and prints what it says
(issue 15, point 9).

The commands are read from the markdown files themselves, so a command added to any doc is
run here too: every line of a fenced ``sh``/``bash``/``console``/``shell`` block that starts
with ``ludoteca`` (or ``.venv/bin/ludoteca``, or ``printf '…' | ludoteca``, whose text is then
the command's standard input; ``NAME=value`` words before ``ludoteca`` set the environment;
lines continued with ``\\`` are joined; a ``# comment`` is dropped). When such a block holds
one command and is followed by a ``text`` block, that block is the command's output, and the
command must print exactly it (trailing spaces aside). They run in order, file by file, in one
directory holding ``position.toml`` (the example position of docs/positions.md, also as
``examples/position.toml``, the repository's copy the README uses) and
``game.rec`` (a recorded bot game), with one game database, so a command may use what an
earlier one made (``play --resume 1``).

What is adapted, and why: a synopsis line with a placeholder (``ludoteca replay FILE --to N``:
an all-capital word) is not a command and is skipped; a person's game reads an empty standard
input (the input ends at once, exit 0); ``--games N`` runs 2 games and ``ismcts`` searches 20
iterations per decision (the test checks that the options work and what is printed, not the
statistics; a full ISMCTS tournament takes hours, see ``simulate --help``); ``--backend ray``
without Ray installed must give its clear error; a command of ``--edition remaster`` runs on
the stand-in remaster ruleset of ``testkit.editions`` while the edition has fewer than six
decks written (a game needs up to five, and the seed chooses among six), and then
``simulate`` runs in this process (``--workers 1``), where the stand-in is. Every command must exit 0 (or as listed in
``EXIT``), print no traceback, and print the text listed in ``EXPECT`` for it.
"""

from __future__ import annotations

import io
import re
import shlex
import sys
from pathlib import Path

import pytest

from ludoteca.cli.main import main

from testkit.ports import free_port

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md"] + sorted(p for p in (ROOT / "docs").rglob("*.md")
                                     if "rules" not in p.relative_to(ROOT / "docs").parts)
SHELL_BLOCK = re.compile(r"^[ \t]*```(?:sh|bash|console|shell)\n(.*?)^[ \t]*```$", re.S | re.M)
TEXT_AFTER = re.compile(r"\n\s*```text\n(.*?)^```$", re.S | re.M)
ENV_WORD = re.compile(r"^([A-Z_][A-Z0-9_]*)=(\S*)$")
PRINTF = re.compile(r"^printf\s+('(?:[^']*)')\s*\|\s*(.*)$")

# Text each command (the start of its line) must print, on stdout or stderr.
EXPECT = {
    "ludoteca play dale --seats greedy,random --seed 3": ["seed 3", "wins on turn"],
    "ludoteca play dale": ["Seats: Seat 1 (human)", "End of input"],
    "ludoteca play --resume 1": ["Resuming game 1"],
    "ludoteca simulate": ["Wins", "95% CI (Wilson)", "Simulating"],
    'ludoteca check dale examples/position.toml "buy +1 with Accordion, junk"': [
        "legal", "The turn ends (clean-up done). New position, seat 2 to play:",
        "hand = 5"],  # seat 2's hand stays a count: it was not known
    "ludoteca moves dale examples/position.toml": ["buy +1 with Accordion=3, junk",
                                                   "inventory"],
    "ludoteca replay game.rec --verify": ["OK: ", "the final hash matches"],
    'ludoteca rules dale "can I pay more than the price?"': ["dale.market.overpay"],
    "ludoteca rules dale.market.overpay --lang fr": ["Pas de paiement excessif inutile"],
    "ludoteca pax sample scenario.toml": ["Sample scenario written to scenario.toml"],
    "ludoteca pax sample game.toml": ["Sample scenario written to game.toml"],
    "ludoteca pax sample": ["INVENTED SAMPLE DATA"],
    "ludoteca pax goods-year game.toml": ["the Auction Year (D2) begins"],
    "ludoteca pax auction game.toml --initiator Bruno": ["All bids revealed together"],
    "ludoteca --help": ["Commands", "play", "simulate", "rules"],
    "ludoteca play dale --edition remaster --seats greedy,random": ["wins on turn"],
    # a solo game against Mono (issue 30, item 4): Mono's turn as lines, the result in words
    "ludoteca play dale --edition remaster --seats greedy --seed 3": [
        "wins on turn", "» Mono's turn 2 begins", "Solo result: "],
    "ludoteca play dale --edition remaster --seats human": ["Seats: Seat 1 (human), Mono",
                                                            "End of input"],
    "ludoteca simulate dale --edition remaster": ["Wins", "95% CI (Wilson)"],
    "ludoteca moves dale position.toml --edition classic": ["inventory"],
    "ludoteca serve": ["serves the browser table at http://127.0.0.1:"],
}
EXPECT = {shlex.join(shlex.split(k)): v for k, v in EXPECT.items()}  # as commands are kept
EXIT: dict[str, int] = {}

# The commands run in order in one directory (a command may use what an earlier one made):
# with parallel workers this file runs on one worker, in this order (--dist loadfile,
# pyproject.toml).


def doc_commands() -> list[tuple[str, int, str, str, dict[str, str], str | None]]:
    """(file, line number, command, standard input, environment, shown output or None) of
    every command the docs show."""
    out = []
    for path in DOCS:
        text = path.read_text(encoding="utf-8")
        for block in SHELL_BLOCK.finditer(text):
            first_line = text[:block.start(1)].count("\n") + 1
            lines = block.group(1).split("\n")
            found = []
            i = 0
            while i < len(lines):
                number, line = first_line + i, lines[i]
                while line.rstrip().endswith("\\") and i + 1 < len(lines):
                    i += 1
                    line = line.rstrip()[:-1] + " " + lines[i].strip()
                i += 1
                stdin = ""
                line = line.strip()
                m = PRINTF.match(line)
                if m:
                    stdin = shlex.split(m.group(1))[0].encode().decode("unicode_escape")
                    line = m.group(2)
                words = shlex.split(line, comments=True) if line else []
                env = {}
                while words and ENV_WORD.match(words[0]):
                    name, value = ENV_WORD.match(words[0]).groups()
                    env[name] = value
                    words = words[1:]
                if words:
                    words[0] = words[0].removeprefix(".venv/bin/")
                if not words or words[0] != "ludoteca":
                    continue
                if any(re.fullmatch(r"[A-Z][A-Z_]*", w) for w in words[1:]):
                    continue  # a synopsis: FILE, N, ID … are placeholders
                found.append([str(path.relative_to(ROOT)), number, shlex.join(words), stdin,
                              env, None])
            shown = TEXT_AFTER.match(text, block.end())
            if shown and len(found) == 1:
                found[0][5] = shown.group(1)
            out += [tuple(f) for f in found]
    return out


COMMANDS = doc_commands()


def adapted(words: list[str]) -> list[str]:
    out = []
    for i, w in enumerate(words):
        if i and words[i - 1] in ("--games", "-n"):
            w = str(min(int(w), 2))
        if "ismcts" in w and ("--seats" in words[i - 1:i] or words[i - 1] in ("-s",)):
            w = ",".join("ismcts:iterations=20" if s.split(":")[0] == "ismcts" else s
                         for s in w.split(","))
        out.append(w)
    return out


def _expected(command: str) -> list[str]:
    for start in sorted(EXPECT, key=len, reverse=True):
        if command == start or command.startswith(start + " "):
            return EXPECT[start]
    return []


def test_the_docs_show_commands_and_every_expectation_is_used():
    assert len(COMMANDS) >= 15
    shown = [c[2] for c in COMMANDS]
    for start in EXPECT:
        assert any(c == start or c.startswith(start + " ") for c in shown), start


@pytest.fixture(scope="module")
def workdir(tmp_path_factory):
    """One directory for every command: the position of docs/positions.md, a game record."""
    d = tmp_path_factory.mktemp("docs")
    text = (ROOT / "docs" / "positions.md").read_text(encoding="utf-8")
    (position,) = re.findall(r"^```toml\n(.*?)^```$", text, re.S | re.M)
    (d / "position.toml").write_text(position, encoding="utf-8")
    (d / "examples").mkdir()  # the README's copy of it, as the repository ships it
    (d / "examples" / "position.toml").write_text(
        (ROOT / "examples" / "position.toml").read_text(encoding="utf-8"), encoding="utf-8")
    return d


def test_the_example_position_is_the_one_of_the_docs():
    text = (ROOT / "docs" / "positions.md").read_text(encoding="utf-8")
    (position,) = re.findall(r"^```toml\n(.*?)^```$", text, re.S | re.M)
    assert (ROOT / "examples" / "position.toml").read_text(encoding="utf-8") == position


def _run(monkeypatch, capsys, workdir, words, stdin, env=None):
    monkeypatch.chdir(workdir)
    monkeypatch.setenv("LUDOTECA_DB", str(workdir / "games.sqlite3"))
    for var in ("LUDOTECA_LANG", "LC_ALL", "LC_MESSAGES", "LANG", "COLUMNS", "LINES"):
        monkeypatch.delenv(var, raising=False)
    for name, value in (env or {}).items():
        monkeypatch.setenv(name, value)
    if "serve" in words[:3]:
        return _serve(words)
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = main(words)
    out, err = capsys.readouterr()
    return code, out, err


def _serve(words: list[str]) -> tuple[int, str, str]:
    """``ludoteca serve …`` as written, on a free port of the loopback (``--port`` replaced
    or added): it must print its URL and serve the home page there; then it is stopped."""
    import os
    import subprocess
    import time
    import urllib.request

    port = free_port()  # of this worker's own range (testkit.ports)
    words = list(words)
    if "--port" in words:
        words[words.index("--port") + 1] = str(port)
    else:
        words += ["--port", str(port)]
    proc = subprocess.Popen([sys.executable, "-m", "ludoteca.cli.main", *words],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=dict(os.environ))
    try:
        printed = proc.stdout.readline()
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=5) as r:
                    page = r.read().decode()
                break
            except OSError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    return 1, printed, proc.stderr.read() if proc.poll() is not None else ""
                time.sleep(0.1)
        return (0 if "<form" in page else 1), printed, ""
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        proc.stdout.close()
        proc.stderr.close()


@pytest.mark.parametrize("where, line, command, stdin, env, shown", COMMANDS,
                         ids=[f"{c[0]}:{c[1]}" for c in COMMANDS])
def test_a_documented_command_runs_as_written(where, line, command, stdin, env, shown, workdir,
                                              monkeypatch, capsys):
    words = shlex.split(command)[1:]
    if "game.rec" in words and not (workdir / "game.rec").exists():
        code, _, err = _run(monkeypatch, capsys, workdir,
                            ["play", "dale", "--seats", "greedy,random", "--seed", "3",
                             "--record", "game.rec"], "")
        assert code == 0, err
    if "--backend" in words and words[words.index("--backend") + 1] == "ray":
        try:
            import ray  # noqa: F401
        except ImportError:
            code, out, err = _run(monkeypatch, capsys, workdir, adapted(words), stdin)
            assert code == 2 and "ray" in err and "Traceback" not in out + err
            return
    if "--edition" in words and words[words.index("--edition") + 1] == "remaster":
        from ludoteca.dale import editions
        from testkit.editions import remaster_stand_in

        if len(editions.REMASTER) < 6:
            remaster_stand_in(monkeypatch)
            if words[0] == "simulate" and "--workers" not in words:
                words = words + ["--workers", "1"]  # the stand-in lives in this process
    code, out, err = _run(monkeypatch, capsys, workdir, adapted(words), stdin, env)
    assert code == EXIT.get(command, 0), f"{where}:{line}: {command}\n{out}\n{err}"
    assert "Traceback" not in out + err
    for text in _expected(command):
        assert text in out + err, f"{where}:{line}: {command} does not print {text!r}"
    if shown is not None:
        printed = "\n".join(ln.rstrip() for ln in out.rstrip("\n").split("\n"))
        assert printed == shown.rstrip("\n"), f"{where}:{line}: the output shown differs"
