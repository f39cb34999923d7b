"""The OpenSpiel Python game ``python_dale`` (issue 18, point 4): it loads by name after the
import, passes OpenSpiel's random-simulation test, and OpenSpiel's algorithms run on it."""

from __future__ import annotations

import numpy as np
import pyspiel
import pytest

import ludoteca.rl.openspiel_game  # noqa: F401 (registers python_dale)
from ludoteca.dale.observation import SIZE


def test_load_game_and_its_facts():
    game = pyspiel.load_game("python_dale")
    assert game.num_players() == 2 and game.num_distinct_actions() == 339
    assert game.max_chance_outcomes() == 1000
    t = game.get_type()
    assert t.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert t.utility == pyspiel.GameType.Utility.ZERO_SUM
    s = game.new_initial_state()
    assert s.is_chance_node() and len(s.chance_outcomes()) == 1000
    s.apply_action(5)
    assert s.current_player() in (0, 1)
    assert len(s.observation_tensor(0)) == SIZE
    texts = [s.action_to_string(s.current_player(), a) for a in s.legal_actions()]
    assert texts[-1] == "inventory" and set(texts) <= {"buy", "play", "use", "build",
                                                       "inventory"}


@pytest.mark.parametrize("params", [{}, {"players": 3, "max_turns": 60},
                                    {"players": 4, "max_turns": 30, "seeds": 50}])
def test_random_sim_test_passes(params):
    game = pyspiel.load_game("python_dale", params)
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)


def test_a_game_played_to_the_end_is_zero_sum():
    game = pyspiel.load_game("python_dale", {"players": 3})
    s = game.new_initial_state()
    s.apply_action(12)
    rng = np.random.default_rng(12)
    while not s.is_terminal():
        s.apply_action(int(rng.choice(s.legal_actions())))
    assert sorted(s.returns()) == [-0.5, -0.5, 1.0]


def test_clone_is_independent():
    game = pyspiel.load_game("python_dale")
    s = game.new_initial_state()
    s.apply_action(3)
    c = s.clone()
    c.apply_action(c.legal_actions()[0])
    assert len(c.history()) == 2 and s.history() == [3]
    assert s.observation_tensor(s.current_player()) != c.observation_tensor(c.current_player())


def test_mcts_with_random_rollouts_chooses_legal_moves():
    from open_spiel.python.algorithms import mcts

    game = pyspiel.load_game("python_dale")
    bot = mcts.MCTSBot(game, uct_c=2.0, max_simulations=6,
                       evaluator=mcts.RandomRolloutEvaluator(1, np.random.RandomState(3)),
                       random_state=np.random.RandomState(4))
    s = game.new_initial_state()
    s.apply_action(7)
    for _ in range(3):
        action = bot.step(s)
        assert action in s.legal_actions()
        s.apply_action(action)
    assert len(s.history()) == 4


def test_random_agents_play_a_whole_episode_in_rl_environment():
    from open_spiel.python import rl_environment
    from open_spiel.python.algorithms import random_agent

    game = pyspiel.load_game("python_dale")
    env = rl_environment.Environment(game, observation_type=rl_environment.ObservationType
                                     .OBSERVATION, seed=1)
    n = env.action_spec()["num_actions"]
    agents = [random_agent.RandomAgent(player_id=p, num_actions=n) for p in range(2)]
    ts = env.reset()
    while not ts.last():
        p = ts.observations["current_player"]
        ts = env.step([agents[p].step(ts).action])
    assert sorted(ts.rewards) == [-1.0, 1.0]


def test_perfect_recall_is_not_offered():
    game = pyspiel.load_game("python_dale")
    with pytest.raises(ValueError):
        game.make_py_observer(pyspiel.IIGObservationType(perfect_recall=True))


def test_the_turn_cap_ends_a_game_with_zero_returns():
    game = pyspiel.load_game("python_dale", {"max_turns": 2})
    s = game.new_initial_state()
    s.apply_action(0)
    rng = np.random.default_rng(0)
    while not s.is_terminal():
        s.apply_action(int(rng.choice(s.legal_actions())))
    assert s.returns() == [0.0, 0.0] and len(s.history()) <= game.max_game_length()


def test_an_illegal_sub_decision_changes_nothing():
    game = pyspiel.load_game("python_dale")
    s = game.new_initial_state()
    s.apply_action(9)
    before = (s.history(), s.observation_tensor(s.current_player()), str(s))
    bad = next(a for a in range(game.num_distinct_actions()) if a not in s.legal_actions())
    with pytest.raises(Exception, match="not one of the choices"):
        s.apply_action(bad)
    assert (s.history(), s.observation_tensor(s.current_player()), str(s)) == before
    s.apply_action(s.legal_actions()[0])
    assert len(s.history()) == 2
