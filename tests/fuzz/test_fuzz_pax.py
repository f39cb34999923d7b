"""Fuzzing Pax scenario files (issue 14): mutated files never give an internal error.

Each example mutates the invented sample scenario (values replaced by values of other types
and out of range, lines deleted, duplicated or swapped, garbage inserted, the text cut) and
reads it. Reading must either give a scenario or raise ``BadInput`` (the one-line, exit-2
error of the commands); a scenario that is read must survive being shown (`pax status`), being
written and read back, and the legal-choice lists. The budget is fixed so that CI stays fast;
a long run takes the budget from the environment::

    LUDOTECA_FUZZ_EXAMPLES=20000 .venv/bin/python -m pytest tests/fuzz/test_fuzz_pax.py
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

import ludoteca.cli.pax as cli
from ludoteca.core.errors import BadInput, IllegalAction
from ludoteca.pax import engine as E
from ludoteca.pax.scenario import load_text, to_toml
from ludoteca.pax.scenarios import sample_text
from ludoteca.pax.text import render

from testkit import examples

BUDGET = int(os.environ.get("LUDOTECA_FUZZ_EXAMPLES", examples(150)))
LINES = sample_text().splitlines()
VALUE_LINES = [i for i, line in enumerate(LINES) if " = " in line and not line.startswith("#")]
VALUES = ["-1", "0", "1", "2.5", "1e400", "-0", "9223372036854775808", "-9223372036854775809",
          '"x"', '""', '"Alice"', '"verde-1"', '"Mar Sereno"', '"rebels"', "true", "false",
          "[]", "[1]", '["Alice"]', '["Alice", "Alice"]', "{}", "{a = 1}", "inf", "nan",
          '"goods"', '"play"', '"done"', '"citizen"', "[[1]]", "1979-05-27", '"\\u0000"']
GARBAGE = ["[[player]]", "[year]", "[[land.colony]]", "x = 1", "= =", "[", "]]", "\"", "'''",
           "money = -5", "[values]", "player = 1", "[[battle]]", "year = 1"]


@st.composite
def mutated(draw) -> str:
    lines = list(LINES)
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(["value", "value", "value", "delete", "duplicate", "swap",
                                     "garbage", "cut"]))
        if kind == "value" and lines:
            i = draw(st.sampled_from([j for j in VALUE_LINES if j < len(lines)] or [0]))
            key = lines[i].split("=", 1)[0]
            lines[i] = f"{key}= {draw(st.sampled_from(VALUES))}"
        elif kind == "delete" and lines:
            del lines[draw(st.integers(0, len(lines) - 1))]
        elif kind == "duplicate" and lines:
            i = draw(st.integers(0, len(lines) - 1))
            lines.insert(i, lines[i])
        elif kind == "swap" and len(lines) > 1:
            i, j = draw(st.integers(0, len(lines) - 1)), draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        elif kind == "garbage":
            lines.insert(draw(st.integers(0, len(lines))), draw(st.sampled_from(GARBAGE)))
        elif kind == "cut":
            lines = lines[: draw(st.integers(0, len(lines)))]
    return "\n".join(lines) + "\n"


def _exercise(text: str) -> None:
    try:
        s = load_text(text, "fuzz.toml")
    except BadInput as err:
        assert str(err)
        return
    for line in cli.status_lines(s):
        assert render(line, "ca") and render(line, "en")
    again = load_text(to_toml(s), "again.toml")          # what is written reads back
    assert to_toml(again) == to_toml(s)
    for fn in (E.labor_choices, E.mandatory_kidnaps, E.over_limit):
        fn(s)
    for name in s.order:
        try:
            E.bidders(s, name)
        except (BadInput, IllegalAction):
            pass


@settings(max_examples=BUDGET, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_mutated_scenarios_never_give_an_internal_error(text):
    _exercise(text)


@settings(max_examples=max(20, BUDGET // 5), deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(text=mutated())
def test_mutated_scenarios_at_the_command_line_exit_0_or_2_with_one_line(tmp_path, text):
    path = tmp_path / "fuzz.toml"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(cli.pax_app, ["status", str(path)])
    assert result.exit_code in (0, 2), result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    if result.exit_code == 2:
        assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.output


@settings(max_examples=max(20, BUDGET // 5), deadline=None, derandomize=True)
@given(st.binary(max_size=400))
def test_random_bytes_are_bad_input_or_a_scenario(data):
    text = data.decode("utf-8", errors="replace")
    _exercise(text)
