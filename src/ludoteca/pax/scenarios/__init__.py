"""Scenarios shipped with Ludoteca: only the invented sample, for tests and demos.

The sample is not the real game: its label says so, and every command that loads it prints
the label. Get a copy to play with (the companion commands rewrite the file they are given)::

    ludoteca pax sample my-game.toml

or from Python: ``from ludoteca.pax.scenarios import sample_text, load_sample``.
"""

from __future__ import annotations


from ludoteca.pax.scenario import Scenario, load_text
from ludoteca.pax.scenarios.sample import TEXT as _SAMPLE_TEXT

SAMPLE_NAME = "sample.toml"


def sample_text() -> str:
    """The TOML text of the invented sample scenario, ending with exactly one newline."""
    return _SAMPLE_TEXT.rstrip("\n") + "\n"


def load_sample() -> Scenario:
    """The invented sample scenario, freshly read."""
    return load_text(sample_text(), SAMPLE_NAME)


