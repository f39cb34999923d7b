"""The Gymnasium single-agent environment (issue 18, point 4): Gymnasium's checker passes,
``ludoteca/Dale-v0`` is registered, the other seats are the chosen bot, the mask is in
``info`` and in ``action_masks()``."""

from __future__ import annotations

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import ludoteca.rl.gym_env  # noqa: F401 (registers ludoteca/Dale-v0)
from ludoteca.core.errors import BadInput, IllegalAction
from ludoteca.rl.gym_env import ENV_ID, LudotecaEnv


@pytest.mark.parametrize("opponent, players", [("random", 2), ("greedy", 3)])
def test_gymnasium_check_env_passes(opponent, players):
    e = gymnasium.make(ENV_ID, players=players, opponent=opponent)
    check_env(e.unwrapped, skip_render_check=False)


def _play(e, seed, rng):
    obs, info = e.reset(seed=seed)
    total, steps, done = 0.0, 0, False
    while not done:
        assert np.array_equal(info["action_mask"].astype(bool), e.unwrapped.action_masks())
        legal = np.flatnonzero(info["action_mask"])
        obs, reward, terminated, truncated, info = e.step(int(rng.choice(legal)))
        assert e.observation_space.contains(obs)
        total += reward
        steps += 1
        done = terminated or truncated
    return total, terminated, steps


def test_a_game_against_greedy_ends_with_a_terminal_reward():
    """dale.end.eighth_stack: +1 if the learner's seat builds the 8th stack first, else -1."""
    e = gymnasium.make(ENV_ID, players=2, opponent="greedy", max_turns=None)
    total, terminated, steps = _play(e, 3, np.random.default_rng(3))
    assert terminated and total in (1.0, -1.0) and steps > 20
    assert e.unwrapped.table.state.is_terminal()


def test_the_turn_cap_truncates():
    e = gymnasium.make(ENV_ID, players=2, max_turns=3)
    total, terminated, _ = _play(e, 1, np.random.default_rng(1))
    assert not terminated and total == 0.0
    assert e.unwrapped.table.state.turn() > 3


def test_reset_with_a_seed_replays_the_same_game():
    a, b = LudotecaEnv(players=3), LudotecaEnv(players=3)
    oa, _ = a.reset(seed=9)
    ob, _ = b.reset(seed=9)
    assert np.array_equal(oa, ob) and a.seat == b.seat
    rng = np.random.default_rng(0)
    for _ in range(40):
        act = int(rng.choice(np.flatnonzero(a.action_masks())))
        ra, rb = a.step(act), b.step(act)
        assert np.array_equal(ra[0], rb[0]) and ra[1:4] == rb[1:4]
        if ra[2] or ra[3]:
            break


def test_an_illegal_id_changes_nothing():
    e = LudotecaEnv(players=2, seat=1)
    obs, info = e.reset(seed=4)
    bad = int(np.flatnonzero(info["action_mask"] == 0)[0])
    before = e.unwrapped.table.state.state.to_dict()
    obs2, reward, terminated, truncated, info2 = e.step(bad)
    assert "illegal" in info2 and reward == 0.0 and not terminated
    assert np.array_equal(obs, obs2) and e.table.state.state.to_dict() == before
    strict = LudotecaEnv(players=2, seat=1, on_illegal="raise")
    strict.reset(seed=4)
    with pytest.raises(IllegalAction):
        strict.step(bad)


def test_bad_settings_are_refused():
    with pytest.raises(BadInput):
        LudotecaEnv(opponent="nobody")
    with pytest.raises(ValueError):
        LudotecaEnv(players=2, seat=2)
    with pytest.raises(ValueError):
        LudotecaEnv(players=5)


def test_the_action_cap_truncates_a_game_that_would_never_end():
    """dale.turn.bonus_action chains, so a turn need never end; ``max_actions`` bounds the
    game by whole actions taken (here 12, before any game of seed 6 can end)."""
    e = LudotecaEnv(players=2, max_turns=None, max_actions=12)
    obs, info = e.reset(seed=6)
    rng = np.random.default_rng(6)
    done = False
    while not done:
        obs, reward, terminated, truncated, info = e.step(
            int(rng.choice(np.flatnonzero(info["action_mask"]))))
        done = terminated or truncated
    assert truncated and not terminated and reward == 0.0
    assert len(e.table.state.history) >= 12


def test_a_game_without_an_integer_space_or_observation_is_refused():
    """The environments are game-generic but need the optional parts (core/game.py OPTIONAL):
    the Pax Hispanica companion offers none of them."""
    from ludoteca.rl.table import Table, rewards

    with pytest.raises(ValueError, match="offers no"):
        Table("pax", 2)
    assert rewards([0.0, 1.0, 0.0, 0.0]) == [-1 / 3, 1.0, -1 / 3, -1 / 3]
    assert rewards([0.0, 0.0]) == [0.0, 0.0]
