"""The terminal table reads a number typed at its prompt only as long as a choice or a seat
can be (a digit string of thousands of digits is no choice: ``int()`` of it raises in
Python 3.11): it is refused as no such choice, the game goes on and ends cleanly."""

from __future__ import annotations

from testkit.cli import run_cli


def test_a_number_of_thousands_of_digits_is_no_choice(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    huge = "9" * 4301
    code, out, err = run_cli(capsys, monkeypatch,
                             ["play", "dale", "--seed", "5", "--db", tmp_path / "g.db"],
                             stdin=f"{huge}\npile {huge}\nquit\n")
    assert code == 0, err
    assert "There is no choice 999999999…; choose 1 to" in out
    assert "Write 'pile N'" in out
    assert "internal error" not in out + err and "Traceback" not in out + err
