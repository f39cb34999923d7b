"""The designer's balance table (issue 19): ``simulate --box`` draws each game's decks from a
named box or from every deck, and the summary gives the win rate of the seat that held the
most market cards of each deck at the end (``Game.seat_labels``), with Wilson intervals."""

from __future__ import annotations

from ludoteca.dale.editions import classic as _classic
import io
import json
import sys

import pytest

from ludoteca.cli.main import main
from ludoteca.cli.options import parse_box
from ludoteca.core.errors import BadInput
from ludoteca.core.game import get_game
from ludoteca.core.stats import wilson
from ludoteca.dale import cards
from ludoteca.dale.engine import new_game
from ludoteca.sim.simulate import GameResult
from ludoteca.sim.tournament import SimResult, stats

DALE = get_game("dale")


def run_cli(capsys, monkeypatch, argv):
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_box_all_is_every_deck_of_the_catalogue():
    assert parse_box("all", DALE) == list(_classic().decks)
    assert parse_box("ALL ", DALE) == list(_classic().decks)
    assert parse_box("macaws, pandas,raccoons", DALE) == ["macaws", "pandas", "raccoons"]
    assert parse_box(None, DALE) is None
    with pytest.raises(BadInput):
        parse_box("macaws,nodeck", DALE)


def _ids(s, folk, value, k):
    return [c for c in _classic().deck_ids(folk) if _classic().card_type[c].value == value][:k]


def test_seat_labels_name_the_deck_each_seat_leads_in():
    # Hand-built end: seat 1 holds 2 pandas market cards (hand, stall), seat 2 holds 1; both
    # hold 1 macaws market card (a tie: nobody's); seat 2 alone holds a raccoons card; the
    # value-1 starting cards never count.
    s = new_game(2, ["macaws", "pandas", "raccoons"], seed=1)
    for q in range(2):
        s.hands[q], s.decks[q], s.discards[q], s.stalls[q] = [], [], [], []
    p2, p3 = _ids(s, "pandas", 2, 2), _ids(s, "pandas", 3, 1)
    s.hands[0] = [p2[0]] + _ids(s, "raccoons", 1, 2)  # two raccoons start cards: not counted
    s.stalls[0] = [(p2[1],)]
    s.discards[1] = p3 + _ids(s, "macaws", 2, 1)
    s.decks[0] = _ids(s, "macaws", 3, 1)
    s.hands[1] = _ids(s, "raccoons", 4, 1)
    assert DALE.seat_labels(s) == [["pandas"], ["raccoons"]]


def test_stats_by_holder_counts_seats_and_wins():
    # Three games: the leader in pandas won twice (games 1, 3) and lost once (game 2).
    results = [
        GameResult(seed=1, winner=0, turns=30, labels=["macaws", "pandas", "raccoons"],
                   decisions=1, seat_labels=[["pandas"], ["macaws"]]),
        GameResult(seed=2, winner=0, turns=30, labels=["macaws", "pandas", "raccoons"],
                   decisions=1, seat_labels=[["macaws"], ["pandas"]]),
        GameResult(seed=3, winner=1, turns=30, labels=["macaws", "pandas", "raccoons"],
                   decisions=1, seat_labels=[[], ["pandas", "raccoons"]]),
    ]
    res = SimResult(games=3, game="dale", seats=["greedy", "greedy"], seed=1, max_turns=400,
                    results=results, rotate=False)
    by = stats(res)["by_holder"]
    assert by["pandas"]["seats"] == 3 and by["pandas"]["wins"] == 2
    assert by["pandas"]["win_rate"] == pytest.approx(2 / 3)
    assert by["pandas"]["ci95"] == pytest.approx(list(wilson(2, 3)))
    assert by["macaws"]["seats"] == 2 and by["macaws"]["wins"] == 1
    assert by["raccoons"] == {"seats": 1, "wins": 1, "win_rate": 1.0,
                              "ci95": pytest.approx(list(wilson(1, 1)))}


def test_simulate_box_all_draws_decks_from_every_deck(capsys, monkeypatch, tmp_path):
    out_json = tmp_path / "r.json"
    code, out, err = run_cli(capsys, monkeypatch, [
        "simulate", "dale", "--games", "4", "--seats", "greedy,random", "--seed", "7",
        "--box", "all", "--workers", "1", "--json", str(out_json), "--lang", "en"])
    assert code == 0, err
    data = json.loads(out_json.read_text())
    for key in data["decks"]:
        assert key in _classic().decks
    assert "Win rate of the seat holding the most market cards" in out
    assert sum(row["seats"] for row in data["by_holder"].values()) >= 1


def test_simulate_box_refuses_a_named_deck_outside_it(capsys, monkeypatch):
    code, out, err = run_cli(capsys, monkeypatch, [
        "simulate", "dale", "--games", "1", "--seats", "greedy,random", "--seed", "7",
        "--box", "macaws,pandas,raccoons", "--decks", "macaws,pandas,squirrels",
        "--workers", "1", "--lang", "en"])
    assert code == 2
    assert "squirrels" in err and "Traceback" not in err
