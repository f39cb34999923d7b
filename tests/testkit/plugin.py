"""The pytest plugin of Ludoteca's tests (registered by ``tests/conftest.py``).

Fixtures (``pytest --fixtures tests`` shows them):

* ``dale_position`` — build a Dale position from a small spec (:mod:`testkit.positions`);
  a module's ``POSITION_DEFAULTS`` dict gives its decks, seed, active seat …;
* ``checked_game`` — :func:`testkit.dale.play_checked_game`, the one random-game driver;
* ``cli`` — run ``ludoteca ARGV`` in process: ``cli(argv, stdin="") -> (code, out, err)``.

Settings of the whole suite:

* **parallel workers** (pytest-xdist, ``-n auto --dist loadfile`` in pyproject.toml): each
  worker has its own temporary directories (pytest's ``tmp_path`` under ``popen-gwN``), its
  own game store (``LUDOTECA_DB`` in the test's ``tmp_path``, tests/conftest.py), its own
  ports (:mod:`testkit.ports`) and the controller's terminal size (a worker's ``COLUMNS`` /
  ``LINES`` are set as in the controller, so Rich lays out text alike with and without
  workers); a file's tests run on one worker in their order (tests that share one directory
  in order, like tests/test_docs_commands.py, stay in one file);
* **the compiled build's selection**: every test whose outcome the compiled build (mypyc,
  ``setup.py`` ``COMPILED``) can change is marked ``compiled`` from its path (see
  :data:`COMPILED_PATHS`); CI's second stage runs ``-m compiled``;
* the fuzz totals of tests/fuzz are summed over the workers.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

#: The tests the compiled build can change, by path under tests/ (a folder or a file): the
#: compiled modules are the Dale engine and its tables (cards, tokens, state, mechanics,
#: card rules, steps, knowledge, views), the greedy policy and the evaluation of ISMCTS
#: (strategy, evaluation), Dale's atoms of the integer space (action_space), and core's RNG,
#: game loop and integer space. So: every Dale test (the engine's rules card by card, the 27
#: deck modules, the golden records and every replayed record, positions, the properties, the
#: random games), what knowledge and views hide (security), the bots (greedy, ISMCTS, the
#: integer bots), the RNG's known answers and the integer space, the RL wrappers over it,
#: and the check of the build itself.
COMPILED_PATHS = (
    "dale/",
    "security/",
    "bots/",
    "core/test_rng_known_answers.py",
    "core/test_integer.py",
    "rl/",
    "test_compiled.py",
)

TESTS = Path(__file__).resolve().parents[1]
_TERMINAL = ("COLUMNS", "LINES")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "compiled: the compiled build (mypyc) can change this test's outcome; "
        "CI's compiled stage runs `-m compiled` (set from the path: testkit.plugin)")
    worker = getattr(config, "workerinput", None)
    if worker is not None and "ludoteca_terminal" in worker:
        # A worker's environment gains COLUMNS and LINES (readline sets them when it is
        # imported); Rich would then wrap at 80 columns where the controller does not.
        for name, value in worker["ludoteca_terminal"].items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node) -> None:
    """(xdist, in the controller) hand each worker the controller's terminal size."""
    node.workerinput["ludoteca_terminal"] = {k: os.environ.get(k) for k in _TERMINAL}


def pytest_collection_modifyitems(config: pytest.Config, items: list) -> None:
    for item in items:
        try:
            rel = Path(str(item.path)).resolve().relative_to(TESTS).as_posix()
        except ValueError:
            continue
        if any(rel == p or (p.endswith("/") and rel.startswith(p)) for p in COMPILED_PATHS):
            item.add_marker(pytest.mark.compiled)


# -- fixtures ----------------------------------------------------------------------------------
@pytest.fixture
def dale_position(request):
    """Build a Dale position: ``dale_position(me, *others, market=, junk=, folk=, seed=,
    active=, turn=, **more)`` (:func:`testkit.positions.build`), the test module's
    ``POSITION_DEFAULTS`` (a dict of those keywords) filling what the call leaves out."""
    from testkit.positions import builder

    return builder(**getattr(request.module, "POSITION_DEFAULTS", {}))


@pytest.fixture
def checked_game():
    """:func:`testkit.dale.play_checked_game`: play a seeded game by a policy, checking every
    invariant at every step, and replay it."""
    from testkit.dale import play_checked_game

    return play_checked_game


@pytest.fixture
def cli(capsys, monkeypatch):
    """``cli(argv, stdin="") -> (exit code, stdout, stderr)``: ``ludoteca ARGV`` in process."""
    from testkit.cli import run_cli

    return lambda argv, stdin="": run_cli(capsys, monkeypatch, argv, stdin)


# -- the fuzz totals of tests/fuzz (fuzz_support.COUNTS), summed over parallel workers --------
_FUZZ: dict = {}


def _fuzz_module():
    import sys

    return sys.modules.get("fuzz_support")


def pytest_sessionfinish(session) -> None:
    """(a worker) send this worker's fuzz totals to the controller."""
    worker = getattr(session.config, "workeroutput", None)
    module = _fuzz_module()
    if worker is not None and module is not None and module.COUNTS["inputs"]:
        worker["ludoteca_fuzz"] = {"examples": module.EXAMPLES, **module.COUNTS}


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error) -> None:
    """(xdist, in the controller) add a finished worker's fuzz totals."""
    got = getattr(node, "workeroutput", {}).get("ludoteca_fuzz")
    for key, value in (got or {}).items():
        _FUZZ[key] = value if key == "examples" else _FUZZ.get(key, 0) + value


def pytest_terminal_summary(terminalreporter) -> None:
    """Print the fuzz totals (inputs, internal errors, hangs) at the end of the session."""
    totals = dict(_FUZZ)
    module = _fuzz_module()
    if module is not None and module.COUNTS["inputs"]:  # the tests ran in this process
        totals = {"examples": module.EXAMPLES, **module.COUNTS}
    if totals.get("inputs"):
        terminalreporter.write_line(
            f"fuzz: {totals['inputs']} inputs ({totals['examples']} examples per test), "
            f"{totals.get('internal errors', 0)} internal errors, {totals.get('hangs', 0)} hangs")
