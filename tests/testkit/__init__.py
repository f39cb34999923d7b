"""Ludoteca's test kit: the helpers every test module may use, loaded as a pytest plugin.

``tests/conftest.py`` registers :mod:`testkit.plugin` (``pytest_plugins``), which gives the
fixtures (``pytest --fixtures`` lists them with their docstrings) and the suite's settings:
Hypothesis profiles, the parallel workers' ports and terminal, the compiled build's
selection. The modules hold the plain helpers, imported by name:

* :mod:`testkit.dale` — names of piles, ``act``/``refused``, the invariants of a game in
  progress and **the one random-game driver**, :func:`testkit.dale.play_checked_game`;
* :mod:`testkit.positions` — the one position builder (also the ``dale_position`` fixture);
* :mod:`testkit.dale3`, :mod:`testkit.dice`, :mod:`testkit.collection` — what the Dale 3, dice
  and Collection deck modules share;
* :mod:`testkit.cli` — running ``ludoteca`` in process (also the ``cli`` fixture);
* :mod:`testkit.toy_game` — "Race to Ten", a whole game defined in the tests;
* :mod:`testkit.ports` — a free loopback port of this worker's own range.

The package is found because ``tests/`` is the directory of the first ``conftest.py``
(pytest's default ``prepend`` import mode puts it on ``sys.path``); nothing is added through
``pythonpath``. tests/README.md says how to extend it.

Sizes: :func:`examples` scales a property's or a random-game test's example count by the
Hypothesis profile in use (``ci``, the default: the counts as written; ``quick``: a fifth, for
an edit-test loop; ``thorough``: ten times, by hand or overnight), chosen with
``--hypothesis-profile=NAME`` or ``LUDOTECA_HYPOTHESIS_PROFILE``.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

#: Each profile's factor on the counts written in the tests (``ci`` = as written).
PROFILES = {"ci": 1.0, "quick": 0.2, "thorough": 10.0}

for _name, _factor in PROFILES.items():
    settings.register_profile(
        _name, max_examples=max(1, round(100 * _factor)), deadline=None,
        # ci and quick: the same examples on every run and every worker (no flaky CI, no
        # example database shared by parallel workers); thorough: new examples each run.
        derandomize=_name != "thorough", database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
settings.load_profile(os.environ.get("LUDOTECA_HYPOTHESIS_PROFILE", "ci"))


def factor() -> float:
    """The active profile's factor: its ``max_examples`` over the ``ci`` profile's 100."""
    return settings.default.max_examples / 100


def examples(n: int) -> int:
    """``n`` (the count a test is written for, under the ``ci`` profile) scaled by the active
    Hypothesis profile, at least 1."""
    return max(1, round(n * factor()))
