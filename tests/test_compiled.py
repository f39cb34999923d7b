"""Issue #18, point 2: the optional compiled build (mypyc) of the hot engine modules.

That the compiled engine plays exactly as the pure-Python one is the whole suite run on both
builds (CI's second stage, `.ci/run`). This file checks which build runs: with
``LUDOTECA_EXPECT_COMPILED=1`` (set by that stage) every module that ``setup.py`` compiles
must be imported from a C extension module; otherwise ``ludoteca.compiled()`` must report
the pure-Python build and no module may come from an extension file.
"""

from __future__ import annotations

import ast
import importlib
import os
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

import ludoteca
from ludoteca.cli.main import app

ROOT = Path(__file__).resolve().parents[1]
EXPECT_COMPILED = os.environ.get("LUDOTECA_EXPECT_COMPILED") == "1"


def _setup_compiled() -> list[str]:
    """The dotted names of ``COMPILED`` in setup.py (read, not run)."""
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if (isinstance(node, ast.Assign) and len(node.targets) == 1
                and getattr(node.targets[0], "id", None) == "COMPILED"):
            paths = ast.literal_eval(node.value)
            return sorted(p.removesuffix(".py").replace("/", ".") for p in paths)
    raise AssertionError("setup.py has no COMPILED list")


def _is_extension(module: str) -> bool:
    return str(importlib.import_module(module).__file__).endswith(tuple(EXTENSION_SUFFIXES))


def test_setup_compiles_the_hot_modules_and_they_exist():
    hot = _setup_compiled()
    # The hot paths of a random playout and of a greedy game (docs/performance.md).
    for name in ("ludoteca.dale.engine", "ludoteca.dale.mechanics", "ludoteca.dale.state",
                 "ludoteca.dale.knowledge", "ludoteca.dale.strategy"):
        assert name in hot
    for name in hot:
        assert (ROOT / "src" / (name.replace(".", "/") + ".py")).is_file(), name


@pytest.mark.skipif(not EXPECT_COMPILED, reason="the compiled build's stage of CI only")
def test_the_hot_modules_are_compiled():
    hot = _setup_compiled()
    for name in hot:
        assert _is_extension(name), f"{name} is not compiled: {importlib.import_module(name).__file__}"
    assert ludoteca.compiled() == hot
    assert ludoteca.build() == "compiled"
    # The installed package, not the source tree, is what runs.
    assert not Path(ludoteca.__file__).resolve().is_relative_to(ROOT / "src")


@pytest.mark.skipif(EXPECT_COMPILED, reason="the pure-Python build only")
def test_the_pure_build_reports_itself():
    assert ludoteca.compiled() == []
    assert ludoteca.build() == "pure"
    for name in _setup_compiled():
        assert not _is_extension(name)
        assert importlib.import_module(name).__file__.endswith(".py")


def test_version_says_which_build(capsys):
    with pytest.raises(SystemExit) as done:
        app(["--version"], standalone_mode=True)
    assert done.value.code == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"ludoteca {ludoteca.__version__}"
    expected = ("compiled build (mypyc) of the engine's hot modules" if EXPECT_COMPILED
                else "pure-Python build")
    assert lines[1] == expected


def test_the_compiled_modules_type_check():
    """mypyc refuses to build modules that do not type-check: say so here, in the pure
    build's suite, before CI's compiled stage does (with the options setup.py gives)."""
    api = pytest.importorskip("mypy.api", reason="mypy is in the 'compiled' extra")
    paths = [str(ROOT / "src" / (name.replace(".", "/") + ".py")) for name in _setup_compiled()]
    out, err, status = api.run(["--follow-imports=silent", "--ignore-missing-imports",
                                "--no-incremental", *paths])
    assert status == 0, out + err
