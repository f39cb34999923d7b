"""Input nested hundreds of levels deep (found by trying it as a newcomer): the readers of
position files, Pax scenarios and record start positions would exhaust Python's recursion
limit. Each is one line and exit 2, like any other malformed file (docs/security.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from testkit.cli import run_cli

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "2p-pandas-discovery.rec"


@pytest.mark.parametrize("argv", [["moves", "dale"], ["show", "dale"], ["pax", "status"]])
def test_a_deeply_nested_toml_file_is_one_line_and_exit_2(argv, capsys, monkeypatch, tmp_path):
    path = tmp_path / "deep.toml"
    path.write_text("a=" + "[" * 3000 + "]" * 3000 + "\n", encoding="utf-8")
    code, out, err = run_cli(capsys, monkeypatch, [*argv, path])
    assert code == 2
    lines = (out + err).strip().splitlines()
    assert len(lines) == 1 and "nested too deeply" in lines[0], lines
    assert "internal error" not in out + err


def test_a_deeply_nested_record_start_is_one_line_and_exit_2(capsys, monkeypatch, tmp_path):
    text = GOLDEN.read_text(encoding="utf-8")
    text = text.replace("options: decks=named,", "options: decks=position,")
    text = text.replace("date: ", "start: " + "[" * 5000 + "]" * 5000 + "\ndate: ", 1)
    path = tmp_path / "deep.rec"
    path.write_text(text, encoding="utf-8")
    code, out, err = run_cli(capsys, monkeypatch, ["replay", path])
    assert code == 2
    assert (out + err).strip() == (f"error: {path} line 9: the start position cannot be read: "
                                   "arrays nested too deeply")


def test_an_error_never_echoes_a_huge_input_in_full(capsys, monkeypatch, tmp_path):
    """A 30 KB action typed at `check`: the error is one line, cut with "…"."""
    from ludoteca.core.files import MAX_ERROR_CHARS

    position = Path(__file__).resolve().parents[2] / "docs" / "positions.md"
    text = position.read_text(encoding="utf-8")
    block = text.split("```toml\n", 1)[1].split("```", 1)[0]
    path = tmp_path / "p.toml"
    path.write_text(block, encoding="utf-8")
    code, out, err = run_cli(capsys, monkeypatch, ["check", "dale", path, "junk, " * 5000])
    lines = (out + err).strip().splitlines()
    assert code == 2 and len(lines) == 1
    assert len(lines[0]) <= len("error: ") + MAX_ERROR_CHARS and lines[0].endswith("…")
