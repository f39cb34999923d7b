"""The layers are enforced (issue #12, item 9): the import-linter contracts of pyproject.toml hold.

``cli`` sits on top; below it the simulator (``sim``, which builds bots and finds games in the
registry); below that games (``dale``, ``pax``) and ``bots``, which import each other never;
``core`` imports no game and no user interface; no package has an import cycle between its
modules. Each contract runs through import-linter's Python API
(the same check as ``lint-imports`` from the repository root).

A contract that can only hold once another branch of issue #12 is merged is listed in
:data:`PENDING` with that branch and the imports it removes. While those imports are still
here, the contract is checked with them (and only them) ignored — so nothing new may break it —
and the test is skipped naming the branch; once they are gone, the contract is checked whole,
with no change to this file.
"""

from __future__ import annotations

import os
import tomllib
from pathlib import Path

import grimp
import pytest
from importlinter.cli import lint_imports

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = ROOT / "pyproject.toml"

# contract id -> [(branch, importer module, imported module or package)]: the imports another
# branch removes, after which the contract holds as written.
PENDING: dict[str, list[tuple[str, str, str]]] = {}


def _config() -> dict:
    with PYPROJECT.open("rb") as fh:
        return tomllib.load(fh)["tool"]["importlinter"]


CONTRACTS = [c["id"] for c in _config()["contracts"]]


@pytest.fixture(scope="module")
def graph() -> grimp.ImportGraph:
    return grimp.build_graph("ludoteca", cache_dir=None)


def _under(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def _present(graph: grimp.ImportGraph, importer: str, imported: str) -> list[tuple[str, str]]:
    """The direct imports from ``importer`` to ``imported`` or a module inside it."""
    if importer not in graph.modules:
        return []
    return sorted((importer, m) for m in graph.find_modules_directly_imported_by(importer)
                  if _under(m, imported) and m != importer)


def _toml_list(items: list[str]) -> str:
    return "[" + ", ".join(f'"{x}"' for x in items) + "]"


def _lint(config: Path, contract: str) -> int:
    cwd = os.getcwd()
    os.chdir(ROOT)  # import-linter reads the package from the installed project
    try:
        return lint_imports(config_filename=str(config), limit_to_contracts=(contract,),
                            no_cache=True, no_logo=True)
    finally:
        os.chdir(cwd)


def _with_ignored(tmp_path: Path, contract: str, ignored: list[tuple[str, str]]) -> Path:
    """A copy of the configuration whose ``contract`` ignores exactly ``ignored``."""
    lines = ["[tool.importlinter]", 'root_package = "ludoteca"', ""]
    for c in _config()["contracts"]:
        if c["id"] != contract:
            continue
        lines.append("[[tool.importlinter.contracts]]")
        for key, value in c.items():
            if isinstance(value, list):
                lines.append(f"{key} = {_toml_list(value)}")
            elif isinstance(value, bool):
                lines.append(f"{key} = {'true' if value else 'false'}")
            else:
                lines.append(f'{key} = "{value}"')
        lines.append("ignore_imports = " + _toml_list([f"{a} -> {b}" for a, b in ignored]))
        lines.append('unmatched_ignore_imports_alerting = "none"')
    assert len(lines) > 3
    path = tmp_path / "pyproject.toml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_every_pending_contract_exists() -> None:
    assert set(PENDING) <= set(CONTRACTS)
    assert {"layers", "core-agnostic", "bots-core-only", "dale-core-only", "pax-core-only",
            "sim-agnostic", "rl-agnostic", "acyclic"} <= set(CONTRACTS)


@pytest.mark.parametrize("contract", CONTRACTS)
def test_contract_holds(contract: str, graph: grimp.ImportGraph, tmp_path: Path) -> None:
    waiting = [(branch, edge) for branch, importer, imported in PENDING.get(contract, [])
               for edge in _present(graph, importer, imported)]
    if not waiting:
        assert _lint(PYPROJECT, contract) == 0, f"contract {contract} is broken (lint-imports)"
        return
    ignored = sorted({edge for _branch, edge in waiting})
    assert _lint(_with_ignored(tmp_path, contract, ignored), contract) == 0, (
        f"contract {contract} is broken by more than the imports {ignored} that another "
        "branch removes")
    branches = sorted({branch for branch, _edge in waiting})
    pytest.skip(f"contract {contract} holds once {', '.join(branches)} is merged; until then "
                f"it holds except for {len(ignored)} import(s) of "
                f"{', '.join(sorted({a for a, _b in ignored}))}")


def test_a_broken_contract_is_caught(tmp_path: Path) -> None:
    """The check can fail: a contract that forbids what the code does (the terminal imports
    Dale) is reported broken."""
    path = tmp_path / "pyproject.toml"
    path.write_text('[tool.importlinter]\nroot_package = "ludoteca"\n\n'
                    "[[tool.importlinter.contracts]]\n"
                    'id = "upside-down"\nname = "cli imports no game"\ntype = "forbidden"\n'
                    'source_modules = ["ludoteca.cli"]\nforbidden_modules = ["ludoteca.dale"]\n',
                    encoding="utf-8")
    assert _lint(path, "upside-down") != 0


def test_bots_and_core_hold_no_game_knowledge_by_name(graph: grimp.ImportGraph) -> None:
    """Not even a lazy import: no module of core or bots imports a game, the simulator or
    the terminal (the contracts say so too; this names the offending module directly)."""
    for package in ("ludoteca.core", "ludoteca.bots"):
        for module in sorted(graph.find_children(package) | {package}):
            for imported in graph.find_modules_directly_imported_by(module):
                top = ".".join(imported.split(".")[:2])
                assert top in (package, "ludoteca.core", "ludoteca"), (module, imported)
