"""Shared fixtures for every test, and the suite's plugin.

The helpers, fixtures and settings of the whole suite are the plugin ``testkit.plugin``
(tests/testkit/, described in tests/README.md): the position builder, the one random-game
driver, the command line in process, Hypothesis profiles, parallel workers, the compiled
build's selection.

``ludoteca play`` saves every game in a SQLite game store; tests must never write to the
user's real data directory, so ``$LUDOTECA_DB`` (the default store when ``--db`` is not given)
points into each test's temporary directory (each parallel worker has its own). Tests of the
store pass ``--db`` explicitly.
"""

from __future__ import annotations

import pytest

pytest_plugins = ["testkit.plugin"]


@pytest.fixture(autouse=True)
def _private_game_store(tmp_path, monkeypatch):
    monkeypatch.setenv("LUDOTECA_DB", str(tmp_path / "default-games.sqlite3"))
