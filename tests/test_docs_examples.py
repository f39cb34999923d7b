"""The examples in the README and the docs work as printed."""

from __future__ import annotations

import re
from pathlib import Path

from ludoteca.dale.positions import parse_position

ROOT = Path(__file__).resolve().parents[1]


def _blocks(path: Path, lang: str) -> list[str]:
    return re.findall(rf"^```{lang}\n(.*?)^```$", path.read_text(encoding="utf-8"), re.S | re.M)


def test_readme_python_example_plays_a_game_to_its_end(capsys):
    (code,) = _blocks(ROOT / "README.md", "python")
    exec(compile(code, "README.md", "exec"), {})
    assert re.fullmatch(r"winner: seat [12]\n", capsys.readouterr().out)


def test_positions_doc_example_is_a_valid_position():
    (text,) = _blocks(ROOT / "docs" / "positions.md", "toml")
    s = parse_position(text)
    assert s.n_players == 2 and s.turn == 12
    assert [s.type_of(c).name if c != -1 else "" for c in s.market] == [
        "Cookies", "Spyglass", "", "Acorn", "Prepaid Good"]
    assert s.effects[0] == ("flashy",) and s.effects[1][0] == "set"


def test_architecture_doc_example_runs_a_game_through_the_interface(capsys):
    code = next(b for b in _blocks(ROOT / "docs" / "architecture.md", "python")
                if "play_out" in b)
    exec(compile(code, "docs/architecture.md", "exec"), {})
    out = capsys.readouterr().out
    assert re.fullmatch(r"(over \(\d,\)|turns None)\n", out)


def test_architecture_doc_integer_example(capsys):
    """The integer-space example: the main decision's kinds first (seed 7: no ability in
    hand), then the first sub-decision each time: ``buy``, the leftmost slot (+0), then cards
    in canonical order until the purchase ends."""
    code = next(b for b in _blocks(ROOT / "docs" / "architecture.md", "python")
                if "IntegerGame" in b)
    exec(compile(code, "docs/architecture.md", "exec"), {})
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "['buy', 'play', 'build', 'inventory']"
    assert lines[1].startswith("('buy', 0, (")
