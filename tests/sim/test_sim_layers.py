"""``ludoteca.sim`` and the registry-driven commands name no game module (issue #12 items 1
and 2): the simulator, the tournament runner and the command modules that resolve GAME import
neither ``ludoteca.dale`` nor ``ludoteca.pax``."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import ludoteca

SRC = Path(ludoteca.__file__).parent
AGNOSTIC = ["sim/__init__.py", "sim/simulate.py", "sim/tournament.py", "cli/main.py",
            "cli/simulate.py", "cli/options.py", "core/loop.py", "core/infoset.py",
            "core/game.py"]


def imported(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


@pytest.mark.parametrize("module", AGNOSTIC)
def test_module_imports_no_game(module):
    games = {name for name in imported(SRC / module)
             if name.split(".")[:2] in (["ludoteca", "dale"], ["ludoteca", "pax"])}
    assert games == set(), f"{module} imports {sorted(games)}"


def test_the_probe_sees_an_import():
    """The check above can fail: cli/positions.py (Dale's terminal position tools) does
    import the Dale game."""
    assert "ludoteca.dale.positions" in imported(SRC / "cli/positions.py")


def test_sim_imports_tournament_after_simulate_only():
    """No circle: tournament imports simulate, simulate does not import tournament."""
    assert "ludoteca.sim.tournament" not in imported(SRC / "sim/simulate.py")
    assert "ludoteca.sim.simulate" in imported(SRC / "sim/tournament.py")
