"""The game-agnostic simulator and tournament runner (``ludoteca.sim``) with the toy game of
``tests/testkit/toy_game.py`` (Race to Ten), registered only here: ``ludoteca simulate toy`` in this
process and in two worker processes, records of its games, and the refusals of a game that
bots cannot play or that is not registered."""

from __future__ import annotations

import io
import json
import random
import sys

import pytest

from ludoteca.bots import make_bot
from ludoteca.cli.main import main
from ludoteca.core.errors import BadInput
from ludoteca.core.game import get_game, register_game, unregister_game
from ludoteca.core.loop import bot_agent, play_out
from ludoteca.sim.simulate import bot_rng, play_game
from ludoteca.sim.tournament import make_tasks, run_games
from testkit.toy_game import TOY, ToyGame


@pytest.fixture
def toy():
    register_game(TOY)
    yield TOY
    unregister_game("toy")


def run_cli(capsys, monkeypatch, argv):
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    monkeypatch.setenv("COLUMNS", "200")
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_simulate_toy_with_two_workers_through_the_command(toy, capsys, monkeypatch, tmp_path):
    """The issue's "done when": the toy game runs through ``simulate --workers 2`` with no
    change outside the test files (the workers get the game, pickled, at their start)."""
    js = tmp_path / "toy.json"
    code, out, err = run_cli(capsys, monkeypatch, [
        "simulate", "toy", "--games", "20", "--seats", "random,random", "--workers", "2",
        "--seed", "5", "--json", str(js), "--lang", "en"])
    assert code == 0, err
    data = json.loads(js.read_text())
    assert data["game"] == "toy" and data["games"] == 20
    # Race to Ten always ends: 24 points are dealt and 10 win, so no game reaches the cap.
    assert data["unfinished"] == 0
    assert sum(s["wins"] for s in data["seats"]) == 20
    assert sum(p["wins"] for p in data["by_position"]) == 20
    # No labels (the toy has no Game.labels): no per-label tables, empty per-label numbers.
    assert data["decks"] == {} and data["by_animalfolk"] == {}
    assert "Race to Ten — 20 games, seeds 5–24" in out
    assert "Win rate by label" not in out and "animalfolk" not in out.lower()
    # Seat 1 always starts (the toy has no first-player draw); seats rotate, so each bot
    # started 10 of the 20 games: the first player is position 1 in every game.
    assert data["first_seat"]["wins"] == data["by_position"][0]["wins"]


def test_toy_numbers_do_not_depend_on_the_workers(toy):
    one = run_games("toy", 12, ["random", "random"], seed=100, rotate=True, workers=1)
    two = run_games("toy", 12, ["random", "random"], seed=100, rotate=True, workers=2)
    assert json.dumps(one.to_json(), sort_keys=True) == json.dumps(two.to_json(), sort_keys=True)
    assert [(g.seed, g.winner, g.turns, g.decisions) for g in one.results] == [
        (g.seed, g.winner, g.turns, g.decisions) for g in two.results]


def test_one_toy_game_by_hand(toy):
    """Race to Ten: the turn advances after every play but the winning one, so a game of
    ``d`` plays ends in turn ``d``, won by the seat that made the last play: seat
    ``(d - 1) mod players``; seat 1 always starts."""
    for seed in range(10):
        r = play_game("toy", [make_bot("random"), make_bot("random")], seed)
        assert r.first_player == 0
        assert r.turns == r.decisions
        assert r.winner == (r.decisions - 1) % 2
        assert 4 <= r.decisions <= 10 and r.labels == []


def test_play_game_is_the_one_loop_with_the_seeded_bot_generators(toy):
    """``play_game`` is ``core.loop.play_out`` with ``bot_agent`` and ``bot_rng``: the same
    game played by hand through the loop ends identically."""
    for seed in (3, 4):
        r = play_game(TOY, [make_bot("random"), make_bot("random")], seed, keep_actions=True)
        state = TOY.new_state(2, seed)
        played = play_out(TOY, state, bot_agent(TOY, [make_bot("random")] * 2,
                                                [bot_rng(seed, 0), bot_rng(seed, 1)]))
        assert played.decisions == r.decisions and state.winner == r.winner
        assert TOY.state_hash(state) == r.final_hash


def test_kept_actions_replay_to_the_final_hash(toy):
    r = play_game("toy", [make_bot("random"), make_bot("random")], 11, keep_actions=True)
    state = TOY.new_state(2, 11)
    for text in r.actions:
        TOY.apply(state, TOY.parse_action(state, text))
    assert TOY.state_hash(state) == r.final_hash
    assert all(text in ("play 1", "play 2", "play 3") for text in r.actions)


def test_tasks_name_the_game_and_carry_its_options():
    tasks = make_tasks("dale", 3, ["greedy", "random"], seed=7,
                       options={"animalfolk": ["macaws", "pandas", "squirrels"]}, max_turns=9)
    assert [t.game for t in tasks] == ["dale"] * 3
    assert [t.seed for t in tasks] == [7, 8, 9]
    assert tasks[0].options == {"animalfolk": ["macaws", "pandas", "squirrels"]}
    assert [t.specs for t in tasks] == [("greedy", "random"), ("random", "greedy"),
                                        ("greedy", "random")]


def test_a_game_not_in_the_registry_is_refused_before_any_game(toy):
    other = ToyGame()  # same name as the registered toy, another object
    with pytest.raises(BadInput, match="not the one registered"):
        run_games(other, 2, ["random", "random"])
    unregister_game("toy")
    with pytest.raises(BadInput, match="no game called 'toy'"):
        run_games("toy", 2, ["random", "random"])


def test_search_bots_get_the_game_from_the_information_set(toy):
    """core.loop.bot_agent gives a search bot (``wants_infoset``) an information set whose
    ``game`` is the game being played, and whose samples keep the seat's own hand."""
    seen = []

    class Probe:
        wants_infoset = True

        def choose(self, view, legal, rng, infoset):
            sample = infoset.determinize(random.Random(1))
            seen.append((infoset.game, infoset.seat, sorted(sample.hands[infoset.seat]),
                         sorted(view["hand"])))
            return legal[0]

    state = TOY.new_state(2, 2)
    play_out(TOY, state, bot_agent(TOY, [Probe(), Probe()], [random.Random(0)] * 2),
             max_decisions=2)
    assert [(g, s) for g, s, _, _ in seen] == [(TOY, 0), (TOY, 1)]
    assert all(mine == shown for _, _, mine, shown in seen)


# --- the command line reads the registry -------------------------------------------------------

def test_unknown_game_lists_the_registered_games(capsys, monkeypatch):
    code, out, err = run_cli(capsys, monkeypatch, ["simulate", "nosuch", "--games", "1"])
    assert code == 2 and "Traceback" not in err
    assert "unknown game 'nosuch'; supported games: dale, pax" in err


def test_unknown_game_in_french(capsys, monkeypatch):
    code, out, err = run_cli(capsys, monkeypatch, ["moves", "nosuch", "x.toml", "--lang", "fr"])
    assert code == 2
    assert "jeu inconnu 'nosuch' ; jeux disponibles : dale, pax" in err


def test_the_toy_is_listed_once_registered(toy, capsys, monkeypatch):
    code, out, err = run_cli(capsys, monkeypatch, ["show", "nosuch", "x.toml"])
    assert code == 2 and "supported games: dale, pax, toy" in err
    code, out, err = run_cli(capsys, monkeypatch, ["simulate", "--help"])
    assert code == 0 and "The game to simulate: dale, toy." in " ".join(out.split())


def test_bots_cannot_simulate_the_pax_companion(capsys, monkeypatch):
    code, out, err = run_cli(capsys, monkeypatch, ["simulate", "pax", "--games", "1"])
    assert code == 2
    assert "bots cannot play pax; the games bots play: dale" in err
    code, out, err = run_cli(capsys, monkeypatch, ["simulate", "pax", "--lang", "ca"])
    assert code == 2 and "els bots no poden jugar a pax" in err


def test_commands_a_game_does_not_offer_are_refused(toy, capsys, monkeypatch, tmp_path):
    code, out, err = run_cli(capsys, monkeypatch, ["check", "toy", "x.toml", "play 1"])
    assert code == 2 and "toy does not offer check" in err
    # play draws a game without a terminal table of its own generically, bots only
    code, out, err = run_cli(capsys, monkeypatch, ["play", "toy", "--seats", "random,random",
                                                   "--decks", "a,b,c"])
    assert code == 2 and "--decks is not an option of toy" in err
    code, out, err = run_cli(capsys, monkeypatch, ["play", "pax", "--seats", "random,random"])
    assert code == 2 and "pax is not played with 'ludoteca play'" in err
    code, out, err = run_cli(capsys, monkeypatch, [
        "simulate", "toy", "--games", "1", "--seats", "random,random", "--decks", "a,b,c"])
    assert code == 2 and "toy does not offer --decks" in err
    code, out, err = run_cli(capsys, monkeypatch, [
        "simulate", "toy", "--games", "1", "--seats", "random,random", "--workers", "1",
        "--records", str(tmp_path / "recs")])
    assert code == 2 and "toy does not offer --records" in err
    assert not (tmp_path / "recs").exists()


def test_the_player_range_is_the_game_s(toy, capsys, monkeypatch):
    """Race to Ten is for 2 or 3 players (its GameInfo); Dale for 2 to 4."""
    code, out, err = run_cli(capsys, monkeypatch, [
        "simulate", "toy", "--games", "1", "--seats", "random,random,random,random"])
    assert code == 2 and "Race to Ten is played by 2 to 3 players, not 4" in err
    code, out, err = run_cli(capsys, monkeypatch, [
        "simulate", "dale", "--games", "1", "--seats", "random,random,random,random,random"])
    assert code == 2 and "Dale of Merchants is played by 2 to 4 players, not 5" in err


def test_the_registry_finds_both_packaged_games():
    assert get_game("dale").info.bots and not get_game("pax").info.bots


class LabelledToy(ToyGame):
    """Race to Ten whose games are labelled by their final total (10, 11 or 12: the last card
    played is worth 1 to 3 and the total was at most 9 before it)."""

    from ludoteca.core.game import GameInfo as _Info

    info = _Info("toy-labels", "Race to Ten (labelled)", 2, 3, options={})

    def labels(self, state):
        return [f"total {state.total}"]


def test_a_game_with_labels_gets_the_per_label_tables(capsys, monkeypatch, tmp_path):
    game = register_game(LabelledToy())
    try:
        js = tmp_path / "l.json"
        code, out, err = run_cli(capsys, monkeypatch, [
            "simulate", "toy-labels", "--games", "9", "--seats", "random,random",
            "--workers", "1", "--seed", "1", "--json", str(js)])
    finally:
        unregister_game(game.info.name)
    assert code == 0, err
    data = json.loads(js.read_text())
    assert set(data["decks"]) <= {"total 10", "total 11", "total 12"}
    assert sum(data["decks"].values()) == 9  # one label a game
    for label, row in data["by_animalfolk"].items():
        assert row["games"] == data["decks"][label]
        assert sum(b["wins"] for b in row["bots"]) == row["games"]
    # The game gives no label_messages: the tables take the generic titles.
    text = " ".join(out.split())  # a title wraps at its table's width
    assert "Labels (games per label)" in text and "Win rate by label (95% CI)" in text


@pytest.mark.parametrize("command, text", [
    ("play", "The game to play: dale (not needed with --resume)."),
    ("simulate", "The game to simulate: dale."),
    ("check", "The game: dale."),
])
def test_help_lists_the_registered_games_that_offer_the_command(command, text, capsys,
                                                                 monkeypatch):
    """Pax is registered but bots cannot play it, the terminal table does not draw it and it
    reads no position files: it is listed by none of these commands."""
    code, out, err = run_cli(capsys, monkeypatch, [command, "--help", "--lang", "en"])
    assert code == 0 and text in " ".join(out.split())


def test_help_lists_the_games_in_french(capsys, monkeypatch):
    code, out, err = run_cli(capsys, monkeypatch, ["play", "--help", "--lang", "fr"])
    assert code == 0 and "Le jeu : dale (inutile avec --resume)." in " ".join(out.split())


def test_ismcts_and_greedy_play_the_toy_through_simulate_with_two_workers(toy, capsys,
                                                                          monkeypatch, tmp_path):
    """ISMCTS (the toy's evaluation and determinize) and the generic greedy bot (one ply on
    ``Game.evaluate``) play the toy in worker processes: every game ends, wins add up."""
    js = tmp_path / "toy.json"
    code, out, err = run_cli(capsys, monkeypatch, [
        "simulate", "toy", "--games", "6", "--seats", "ismcts:iterations=30,greedy",
        "--workers", "2", "--seed", "1", "--json", str(js)])
    assert code == 0, err
    data = json.loads(js.read_text())
    assert data["unfinished"] == 0 and sum(s["wins"] for s in data["seats"]) == 6
    assert [s["bot"] for s in data["seats"]] == ["ismcts:iterations=30", "greedy"]
