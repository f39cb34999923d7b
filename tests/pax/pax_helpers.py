"""Helpers of the Pax tests (a module name unique in the test tree)."""

from __future__ import annotations

import pytest

from ludoteca.core.errors import IllegalAction
from ludoteca.pax.scenario import Scenario


def refused(rule_id: str, fn, *args, **kwargs) -> IllegalAction:
    """Call ``fn`` expecting a refusal under ``rule_id``; return the error."""
    with pytest.raises(IllegalAction) as info:
        fn(*args, **kwargs)
    assert info.value.rule_id == rule_id, (info.value.rule_id, str(info.value))
    assert info.value.page != "—"
    return info.value


def at(s: Scenario, phase: str, *, step: str = "done", turn: str = "") -> Scenario:
    s.phase, s.step, s.turn = phase, step, turn
    return s
