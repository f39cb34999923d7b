"""Solo games in the simulator (issue 30, item 4): ``ludoteca simulate dale --edition remaster
--seats greedy`` plays one bot against Mono (seat 2, played by the engine) and reports the
results (the player's stacks minus Mono's, ``dale.remaster.mono.result``) by deck in play:
games, unfinished games, mean result, wins, win share and its Wilson interval."""

from __future__ import annotations

import io
import json
import sys

import pytest

from ludoteca.cli.main import main
from ludoteca.core.game import get_game
from ludoteca.core.stats import wilson
from ludoteca.dale.remaster import mono
from ludoteca.sim.simulate import GameResult, make_bots, play_game
from ludoteca.sim.tournament import SimResult, run_games, solo_stats, stats

DALE = get_game("dale")
REMASTER = {"edition": "remaster"}


def _final(seed: int, max_turns: int = 400):
    """One greedy solo game: its result and its final state (the live state the hook sees)."""
    seen = []
    r = play_game(DALE, make_bots(["greedy"], DALE), seed, options=REMASTER,
                  max_turns=max_turns, on_action=lambda st, seat, a: seen.append(st))
    return r, seen[-1]


@pytest.mark.parametrize("seed", [1, 2])
def test_a_solo_result_is_the_stack_difference_of_its_game(seed):
    r, state = _final(seed)
    assert r.solo and r.finished
    assert state.cfg.mono == 1 and state.winner == r.winner
    # dale.remaster.mono.result: the player's stacks (seat 1) minus Mono's (seat 2).
    assert r.result == len(state.stalls[0]) - len(state.stalls[1]) == mono.result(state)
    # The game ends with an 8th stack: the winner's; a Mono win is a result of 0 or less.
    assert len(state.stalls[r.winner]) == 8
    assert (r.result > 0) == (r.winner == 0)
    # A Mono win is no bot's win (Mono is not in the seat list).
    assert r.winner_entry == (0 if r.winner == 0 else None)


def test_a_solo_game_at_the_turn_cap_has_no_result():
    r, state = _final(1, max_turns=3)
    assert r.solo and not r.finished and r.result is None and r.winner_entry is None
    assert DALE.solo_result(state) == len(state.stalls[0]) - len(state.stalls[1])


def test_a_game_of_two_players_is_not_solo():
    r = play_game(DALE, make_bots(["greedy", "greedy"], DALE), 1, options=REMASTER)
    assert not r.solo and r.result is None
    res = SimResult(games=1, seats=["greedy", "greedy"], max_turns=400, seed=1, results=[r])
    assert stats(res)["solo"] == {}


def _fake(seed, winner, result, labels):
    return GameResult(seed=seed, winner=winner, turns=40, labels=labels, decisions=30,
                      seating=[0], first_player=0, result=result, solo=True)


def test_solo_numbers_by_hand():
    # Three games: +2 (a win), -1 (Mono won), and one stopped at the cap (no result).
    games = [_fake(1, 0, 2, ["macaws", "pandas", "owls"]),
             _fake(2, 1, -1, ["macaws", "owls", "foxes"]),
             _fake(3, None, None, ["macaws", "pandas", "sloths"])]
    res = SimResult(games=3, seats=["greedy"], max_turns=400, seed=1, results=games)
    solo = solo_stats(res)
    assert solo["all"] == {"games": 3, "unfinished": 1, "mean_result": 0.5, "wins": 1,
                           "win_rate": 1 / 3, "ci95": list(wilson(1, 3))}
    assert solo["by_label"]["macaws"]["games"] == 3
    assert solo["by_label"]["pandas"] == {"games": 2, "unfinished": 1, "mean_result": 2.0,
                                          "wins": 1, "win_rate": 0.5,
                                          "ci95": list(wilson(1, 2))}
    assert solo["by_label"]["foxes"]["mean_result"] == -1.0
    assert solo["by_label"]["sloths"]["mean_result"] is None
    assert solo["by_label"]["sloths"]["unfinished"] == 1
    assert solo["results"] == [[-1, 1], [2, 1]]
    assert res.wins == [1] and res.unfinished == 1
    extra = stats(res)
    assert extra["by_position"][0]["wins"] == 1  # Mono's win counts at no bot's position


def test_a_few_solo_games_add_up():
    res = run_games(DALE, 4, ["greedy"], seed=1, options=REMASTER)
    solo = solo_stats(res)
    assert solo["all"]["games"] == 4
    # Three decks per solo game (dale.remaster.mono.setup): the per-deck games add up to 3 × 4.
    assert sum(row["games"] for row in solo["by_label"].values()) == 3 * 4
    assert sum(row["wins"] for row in solo["by_label"].values()) == 3 * solo["all"]["wins"]
    finished = [r.result for r in res.results if r.result is not None]
    assert sum(g for _, g in solo["results"]) == len(finished) == 4 - solo["all"]["unfinished"]
    assert solo["all"]["wins"] == sum(1 for x in finished if x > 0) == res.wins[0]
    for label, row in solo["by_label"].items():
        mine = [r.result for r in res.results if label in r.labels and r.result is not None]
        assert row["mean_result"] == pytest.approx(sum(mine) / len(mine))


def test_simulate_solo_through_the_command(capsys, monkeypatch, tmp_path):
    pytest.importorskip("matplotlib")
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    monkeypatch.setenv("COLUMNS", "200")
    out_json, out_png = tmp_path / "solo.json", tmp_path / "solo.png"
    code = main(["simulate", "dale", "--edition", "remaster", "--seats", "greedy", "--games",
                 "3", "--seed", "1", "--workers", "1", "--json", str(out_json), "--plot",
                 str(out_png)])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "Solo results against Mono by animalfolk deck in play" in out
    assert "won by the solo opponent" in out and "Results of the finished solo games" in out
    assert "Simulating" in err  # the progress bar
    data = json.loads(out_json.read_text())
    assert data["solo"]["all"]["games"] == 3
    assert sum(r["games"] for r in data["solo"]["by_label"].values()) == 9
    assert out_png.read_bytes()[:4] == b"\x89PNG"


def test_an_ismcts_player_against_mono():
    res = run_games(DALE, 1, ["ismcts:iterations=5"], seed=1, options=REMASTER)
    (r,) = res.results
    assert r.solo and r.finished
    assert solo_stats(res)["all"]["wins"] == res.wins[0] == (1 if r.result > 0 else 0)
