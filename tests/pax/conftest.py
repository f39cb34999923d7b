"""Fixtures of the Pax tests: the invented sample scenario at the moments the rules care about."""

from __future__ import annotations

import pytest

from ludoteca.pax.scenario import Scenario
from ludoteca.pax.scenarios import load_sample

from pax_helpers import at


@pytest.fixture
def sample() -> Scenario:
    return load_sample()


@pytest.fixture
def labor(sample: Scenario) -> Scenario:
    """The labor step of year 1, after the sample's cathedral was reactivated."""
    sample.step = "labor"
    sample.zone("Isla Verde").cathedrals[0].active = True
    return sample


@pytest.fixture
def auction_year(sample: Scenario) -> Scenario:
    return at(sample, "auction")
