"""Helpers shared by the command-line tests (part of the test kit, tests/testkit; the ``cli``
fixture of :mod:`testkit.plugin` wraps :func:`run_cli`)."""

from __future__ import annotations

import io
import sys

from ludoteca.cli.main import main

#: A small 2-player Dale position (seat 1 to act) used by several command tests.
POSITION = """\
game = "dale"
edition = "classic"
animalfolk = ["macaws", "pandas", "squirrels"]
seed = 3
active = 1

[market]
slots = ["Prepaid Good", "Prepaid Good", "Empty Chest", "Empty Chest", "Acorn"]
deck = 8

[junk]
pile = 4

[[player]]
hand = ["Flashy Show", "junk", "junk"]
deck = ["junk", "junk", "junk", "junk", "junk"]
discard = []

[[player]]
hand = 5
deck = 5
discard = []
"""


#: Seat 1 to act; seat 1's deck (top first) is Flashy Show, junk, Sabotage, junk; seat 2 holds
#: only Shattered Relic and its discard pile is junk, Swift Broker (bottom to top). The terminal
#: table tests (cards, piles, confirmation, reports) use it in every language.
SPY = """\
game = "dale"
animalfolk = ["macaws", "raccoons", "ocelots"]
seed = 5
active = 1

[market]
slots = ["Cookies", "Nuisance", "Charm", "Gamble", "Rotten Food"]
deck = 10

[junk]
pile = 6

[[player]]
hand = ["Spyglass", "Dirty Exchange", "Bold Haggler", "junk", "junk"]
deck = ["Flashy Show", "junk", "Sabotage", "junk"]
discard = ["junk"]

[[player]]
hand = ["Shattered Relic"]
deck = 5
discard = ["junk", "Swift Broker"]
"""


def run_cli(capsys, monkeypatch, argv, stdin: str = ""):
    """Run ``ludoteca ARGV`` in-process with ``stdin``; return (exit code, stdout, stderr)."""
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err
