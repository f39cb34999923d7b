"""Shared fixtures for every test.

``ludoteca play`` saves every game in a SQLite game store; tests must never write to the
user's real data directory, so ``$LUDOTECA_DB`` (the default store when ``--db`` is not given)
points into each test's temporary directory. Tests of the store pass ``--db`` explicitly.
"""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _private_game_store(tmp_path, monkeypatch):
    monkeypatch.setenv("LUDOTECA_DB", str(tmp_path / "default-games.sqlite3"))
