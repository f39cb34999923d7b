"""Helpers of the Pax tests (a module name unique in the test tree)."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from ludoteca.core.errors import IllegalAction
from ludoteca.pax.scenario import Scenario
from ludoteca.pax.scenarios import sample_text


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


def run(args, stdin=""):
    """Run ``ludoteca pax ARGS`` with Typer's runner; no traceback may show."""
    import ludoteca.cli.pax as cli

    result = CliRunner().invoke(cli.pax_app, [str(a) for a in args], input=stdin)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.output
    return result


def game(tmp_path, phase="play", turn="Alice"):
    """The sample scenario written to ``tmp_path/game.toml``, in ``phase`` (in the Play Year:
    ``turn``'s play turn); its path."""
    text = sample_text().replace('phase = "goods"', f'phase = "{phase}"', 1)
    text = text.replace('step = "player_order"', 'step = "done"', 1)
    if phase == "play":
        text = text.replace('turn = ""', f'turn = "{turn}"', 1)
    path = tmp_path / "game.toml"
    path.write_text(text, encoding="utf-8")
    return path
