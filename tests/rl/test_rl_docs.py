"""docs/rl.md works as printed: every Python example runs, and every ``python examples/…``
command of its shell blocks runs and prints what the page says it prints.

What is adapted, and why (as in ``tests/test_docs_commands.py``): the training budget
``--minutes`` becomes 0.02 CPU minutes and ``--games`` 2 held-out games per evaluation — the
test checks that the command and its options work and what it prints, not the statistics
(training for minutes is the documented result, not a test)."""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "rl.md"
TEXT = DOC.read_text(encoding="utf-8")
PYTHON = re.findall(r"^```python\n(.*?)^```$", TEXT, re.S | re.M)
COMMANDS = [line.strip() for block in re.findall(r"^```sh\n(.*?)^```$", TEXT, re.S | re.M)
            for line in block.splitlines() if line.strip().startswith("python examples/")]


def test_the_page_shows_examples_and_the_training_command():
    assert len(PYTHON) >= 3 and COMMANDS
    assert "RESULT_PLACEHOLDER" not in TEXT


@pytest.mark.parametrize("code", PYTHON, ids=[f"python-{i}" for i in range(len(PYTHON))])
def test_a_python_example_runs(code, capsys):
    exec(compile(code, str(DOC), "exec"), {})
    assert capsys.readouterr().out.strip()


def _adapted(words: list[str]) -> list[str]:
    out = list(words)
    for flag, value in (("--minutes", "0.02"), ("--games", "2")):
        if flag in out:
            out[out.index(flag) + 1] = value
    return out


@pytest.mark.parametrize("command", COMMANDS)
def test_the_training_command_runs(command):
    words = _adapted(shlex.split(command))
    assert words[0] == "python"
    done = subprocess.run([sys.executable, *words[1:]], cwd=ROOT, capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert re.search(r"^trained on \d+ games against random", out, re.M)
    for who in ("untrained vs random", "trained vs random", "untrained vs greedy",
                "trained vs greedy"):
        assert re.search(rf"^{who}: \d+ of 2 held-out games won = [\d.]+% "
                         r"\(95% Wilson CI [\d.]+%-[\d.]+%\)", out, re.M), (who, out)
