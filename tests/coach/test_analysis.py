"""The coach's analysis and hints (issue 29, parts 1 and 2): marks, summaries, estimates over
the deciding seat's information set only, determinism, and ``ludoteca analyze``."""

from __future__ import annotations

import json
import random

import pytest

from ludoteca.bots import make_bot
from ludoteca.coach.analysis import (MoveAnalysis, analyze_move, analyze_record, mark_of,
                                     summarize)
from ludoteca.coach.hints import hints, hints_default
from ludoteca.core.game import get_game
from ludoteca.core.records import parse_record
from ludoteca.core.session import Session
from ludoteca.cli.main import main
from testkit.toy_game import TOY


def _toy_at_seven(mine, theirs):
    """Race to Ten with the total at 7: seat 1 (0-based 0) to play, holding ``mine``."""
    s = TOY.new_state(2, 1)
    s.total, s.player, s.turn = 7, 0, 9
    s.hands = [list(mine), list(theirs)]
    s.deck = [2, 1]
    return s


@pytest.mark.parametrize("loss, mark", [(None, None), (0.0, None), (4.9, None),
                                        (5.0, "inaccuracy"), (9.9, "inaccuracy"),
                                        (10.0, "mistake"), (19.9, "mistake"),
                                        (20.0, "blunder"), (73.0, "blunder")])
def test_marks_at_5_10_and_20_points(loss, mark):
    assert mark_of(loss) == mark


def test_a_seats_summary_worked_out_by_hand():
    def move(i, seat, loss):
        return MoveAnalysis(index=i, turn=i, seat=seat, played=f"m{i}", before=0.5,
                            after=0.5 - loss / 100, best="b", loss=loss, mark=mark_of(loss),
                            candidates=2)

    moves = [move(1, 0, 0.0), move(2, 1, 30.0), move(3, 0, 6.0), move(4, 0, 22.0),
             move(5, 0, 12.0)]
    (s0, s1) = summarize(moves, [0, 1])
    # seat 1: (100 + 94 + 78 + 88) / 4 = 90.0
    assert s0.decisions == 4 and s0.accuracy == 90.0
    assert s0.marks == {"inaccuracy": 1, "mistake": 1, "blunder": 1}
    assert [m.index for m in s0.worst] == [4, 5, 3]  # 22, 12, 6 points
    assert s1.accuracy == 70.0 and s1.marks["blunder"] == 1


def test_the_winning_move_is_found_and_the_other_is_a_blunder():
    """Total 7, holding 1 and 3: ``play 3`` reaches 10 and wins in every sample (probability
    exactly 1); after ``play 1`` (total 8) no sample can win this turn, so its estimate is at
    most a half and the move loses at least 50 points."""
    state = _toy_at_seven([1, 3], [2, 2])
    good = analyze_move(TOY, state, ("play", 3), random.Random(1), 40, index=17)
    assert (good.before, good.after, good.loss, good.mark) == (1.0, 1.0, 0.0, None)
    assert good.best == "play 3" and good.played == "play 3" and good.index == 17
    bad = analyze_move(TOY, state, ("play", 1), random.Random(1), 40)
    assert bad.before == 1.0 and bad.best == "play 3" and bad.after <= 0.5
    assert bad.loss == round((1.0 - bad.after) * 100, 1) and bad.mark == "blunder"
    assert state.total == 7 and state.hands == [[1, 3], [2, 2]]  # not changed
    assert analyze_move(TOY, _toy_at_seven([3, 3], [2, 2]), ("play", 3),
                        random.Random(1), 40) is None  # one legal action: no decision


def test_hints_put_the_winning_move_first():
    state = _toy_at_seven([1, 3], [2, 2])
    first, second = hints(TOY, state, 0, iterations=40)
    assert first.action == "play 3" and first.probability == 1.0
    assert first.why.startswith("an estimated 100% chance to win, ")
    assert second.action == "play 1" and second.probability <= 0.5
    assert second.why.endswith("points behind the best move")
    with pytest.raises(ValueError):
        hints(TOY, state, 1)
    assert hints_default(1) and hints_default(0) and not hints_default(2)


def test_the_estimate_never_reads_the_hidden_cards_of_the_others():
    """Two Dale states that differ only in which of seat 2's own hidden cards are in its hand
    and which in its deck give seat 1 the same analysis, sample for sample."""
    game = get_game("dale")
    a = game.new_state(2, 11)
    b = game.clone(a)
    hand, deck = b.hands[1], b.decks[1]
    i = next(i for i, c in enumerate(hand) if any(d != c for d in deck))
    j = next(j for j, d in enumerate(deck) if d != hand[i])
    hand[i], deck[j] = deck[j], hand[i]
    assert game.state_hash(a) != game.state_hash(b)
    assert game.view(a, 0) == game.view(b, 0)
    action = game.legal_actions(a)[0]
    one = analyze_move(game, a, action, random.Random(3), 30)
    two = analyze_move(game, b, action, random.Random(3), 30)
    assert one == two


@pytest.fixture(scope="module")
def record():
    session = Session.new("dale", ["greedy", "random"], 3, make_bot=make_bot)
    session.run_bots()
    assert session.over
    return session.record_text()


def test_the_same_seed_gives_the_same_analysis(record):
    rec = parse_record(record)
    one = analyze_record(rec, seats=[1], iterations=8, seed=4).to_dict()
    two = analyze_record(rec, seats=[1], iterations=8, seed=4).to_dict()
    other = analyze_record(rec, seats=[1], iterations=8, seed=5).to_dict()
    assert one == two and one != other
    assert {m["seat"] for m in one["moves"]} == {2}
    assert one["thresholds"] == {"blunder": 20.0, "mistake": 10.0, "inaccuracy": 5.0}
    for m in one["moves"]:
        assert 0 <= m["after"] <= m["before"] <= 1 or m["played"] == m["best"]
        assert m["loss"] == pytest.approx(max(0.0, m["before"] - m["after"]) * 100, abs=0.06)
        assert m["mark"] == mark_of(m["loss"])
    (summary,) = one["summary"]
    assert summary["decisions"] == len(one["moves"])
    losses = sorted((m["loss"] for m in one["moves"] if m["loss"] > 0), reverse=True)[:3]
    assert [w["loss"] for w in summary["worst"]] == losses


def test_the_analyze_command_writes_json_and_a_plot(record, tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "game.rec").write_text(record, encoding="utf-8")
    code = main(["analyze", "game.rec", "--seat", "1", "--iterations", "5", "--json", "a.json",
                 "--plot", "a.png"])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "Seat 1: accuracy" in out and "Analysis written to a.json." in out
    data = json.loads((tmp_path / "a.json").read_text(encoding="utf-8"))
    assert data["game"] == "dale" and data["iterations"] == 5 and data["seats"] == [
        "greedy", "random"]
    assert data["moves"] and {m["seat"] for m in data["moves"]} == {1}
    assert (tmp_path / "a.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    code = main(["analyze", "game.rec", "--seat", "3", "--iterations", "5"])
    _, err = capsys.readouterr()
    assert code == 2 and "seat 3 is not a seat of this game (seats 1 to 2)" in err
    (tmp_path / "bad.rec").write_text("hello\n", encoding="utf-8")
    code = main(["analyze", "bad.rec"])
    _, err = capsys.readouterr()
    assert code == 2 and "bad.rec line 1" in err and "Traceback" not in err  # file and line


def test_an_output_file_in_a_missing_directory_is_refused_before_the_search(
        record, tmp_path, capsys, monkeypatch):
    """``--json`` / ``--plot`` into a directory that does not exist: one line and exit 2, and
    no search is run (the analysis is never called)."""
    import ludoteca.cli.analyze as cli_analyze

    monkeypatch.chdir(tmp_path)
    (tmp_path / "game.rec").write_text(record, encoding="utf-8")
    searched = []
    monkeypatch.setattr(cli_analyze, "run_analysis", lambda *a, **k: searched.append(a))
    for option in ("--json", "--plot"):
        code = main(["analyze", "game.rec", option, str(tmp_path / "nowhere" / "a.out")])
        _, err = capsys.readouterr()
        assert code == 2 and f"{option} " in err and "does not exist" in err
        assert "Traceback" not in err
    assert searched == []


def test_the_analysis_speaks_catalan(record, tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "game.rec").write_text(record, encoding="utf-8")
    code = main(["analyze", "game.rec", "--seat", "2", "--iterations", "3", "--lang", "ca"])
    out, _ = capsys.readouterr()
    assert code == 0 and "Seient 2: precisió" in out
    import re

    # numbers as Catalan writes them: a decimal comma (98,4), never a point
    assert re.search(r"precisió del \d+,\d%", out) and not re.search(r"precisió del \d+\.\d", out)
    # the moves played and the best ones in the words of the Catalan table (issue 28, item 6)
    assert not re.search(r"\b(buy|build|inventory|with|junk)\b", out)
    assert re.search(r"\b(comprar|construir|inventari)\b", out)


def _play(monkeypatch, capsys, tmp_path, args, typed):
    import io
    import sys

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("LUDOTECA_DB", str(tmp_path / "games.sqlite3"))
    monkeypatch.setattr(sys, "stdin", io.StringIO(typed))
    code = main(["play", "dale", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_hint_at_the_terminal_table_of_one_person(monkeypatch, capsys, tmp_path):
    code, out, _ = _play(monkeypatch, capsys, tmp_path,
                         ["--seats", "human,greedy", "--seed", "3"], "hint\nquit\n")
    assert code == 0
    assert "Hints are allowed at this table: type 'hint' for the best moves." in out
    head, _, hinted = out.partition(
        "Best moves found by the search, with the estimated win probability:")
    assert hinted
    lines = [ln for ln in hinted.splitlines() if ln.startswith("  1. ") or
             ln.startswith("  2. ") or ln.startswith("  3. ")]
    assert [ln[:5] for ln in lines] == ["  1. ", "  2. ", "  3. "]
    assert "% chance to win, " in hinted


def test_no_hints_at_a_table_of_two_people_unless_allowed(monkeypatch, capsys, tmp_path):
    code, out, _ = _play(monkeypatch, capsys, tmp_path,
                         ["--seats", "human,human", "--seed", "3"], "\nhint\nquit\n")
    assert code == 0 and "Hints are not allowed at this table." in out
    assert "Hints are not allowed at this table (play --hints allows them)." in out
    assert "Best moves found" not in out
    code, out, _ = _play(monkeypatch, capsys, tmp_path,
                         ["--seats", "human,human", "--seed", "3", "--hints"], "\nhint\nquit\n")
    assert "Hints are allowed at this table" in out and "Best moves found" in out


def test_replay_prints_the_analysis(record, tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "game.rec").write_text(record, encoding="utf-8")
    import ludoteca.cli.main as cli_main
    from ludoteca.coach.analysis import DEFAULT_ITERATIONS

    assert cli_main.ANALYZE_ITERATIONS == DEFAULT_ITERATIONS == 200  # one default
    monkeypatch.setattr(cli_main, "ANALYZE_ITERATIONS", 4)  # a small budget for the test
    code = main(["replay", "game.rec", "--analyze"])
    out, _ = capsys.readouterr()
    assert code == 0
    assert "Analysis of game.rec (dale): 4 search iterations per decision, seed 0" in out
    assert "Seat 1: accuracy" in out and "Seat 2: accuracy" in out


def test_a_resumed_game_keeps_its_hints_setting(monkeypatch, capsys, tmp_path):
    code, out, _ = _play(monkeypatch, capsys, tmp_path,
                         ["--seats", "human,greedy", "--seed", "3", "--no-hints"], "quit\n")
    assert code == 0 and "Hints are not allowed at this table." in out
    import io
    import sys

    monkeypatch.setattr(sys, "stdin", io.StringIO("hint\nquit\n"))
    code = main(["play", "--resume", "1"])
    out, _ = capsys.readouterr()
    assert code == 0 and "Hints are not allowed at this table (play --hints allows them)." in out
