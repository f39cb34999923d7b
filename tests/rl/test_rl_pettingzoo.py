"""The PettingZoo AEC environment (issue 18, point 4): PettingZoo's own API and seed tests
pass, a whole game is played to its end with the zero-sum rewards, and observations come
from each seat's view only."""

from __future__ import annotations

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

from ludoteca.core.errors import IllegalAction
from ludoteca.rl.pettingzoo_env import env, raw_env


@pytest.mark.parametrize("players", [2, 3, 4])
def test_pettingzoo_api_test_passes(players):
    api_test(env(players=players), num_cycles=2000)


def test_pettingzoo_api_test_passes_with_the_turn_cap():
    api_test(env(players=2, max_turns=5), num_cycles=500)


def test_pettingzoo_seed_test_passes():
    seed_test(lambda render_mode=None: env(players=2, render_mode=render_mode), num_cycles=300)
    seed_test(lambda render_mode=None: env(players=4, render_mode=render_mode), num_cycles=300)


def test_a_whole_game_ends_with_zero_sum_rewards():
    """dale.end.eighth_stack: the winner gets +1, each other seat -1/(n-1) (3 players: -0.5),
    once, at the end; every agent is then terminated."""
    e = env(players=3)
    e.reset(seed=5)
    rng = np.random.default_rng(0)
    got: dict[str, float] = {}
    steps = 0
    for agent in e.agent_iter(max_iter=100_000):
        obs, reward, terminated, truncated, info = e.last()
        if terminated or truncated:
            got[agent] = reward
            e.step(None)
            continue
        assert reward == 0.0
        legal = np.flatnonzero(obs["action_mask"])
        assert obs["action_mask"].dtype == np.int8 and len(legal) >= 1
        e.step(int(rng.choice(legal)))
        steps += 1
    assert sorted(got.values()) == [-0.5, -0.5, 1.0]
    assert sum(got.values()) == 0.0 and steps > 50


def test_only_the_deciding_agent_has_a_mask_and_an_illegal_id_changes_nothing():
    e = raw_env(players=2)
    e.reset(seed=11)
    me = e.agent_selection
    other = next(a for a in e.agents if a != me)
    assert e.observe(other)["action_mask"].sum() == 0
    mask = e.observe(me)["action_mask"]
    before = e.observe(me)["observation"].copy()
    bad = int(np.flatnonzero(mask == 0)[0])
    with pytest.raises(IllegalAction):
        e.step(bad)
    assert np.array_equal(e.observe(me)["observation"], before)
    assert e.agent_selection == me


def test_a_seat_does_not_see_another_seats_half_built_action():
    """The atoms chosen so far belong to the deciding seat: the other seat's observation is
    the same before and after a sub-decision that completes no whole action."""
    e = raw_env(players=2)
    e.reset(seed=2)
    s = e.table.state
    me = e.agent_selection
    other = next(a for a in e.agents if a != me)
    before_other = e.observe(other)["observation"].copy()
    before_me = e.observe(me)["observation"].copy()
    buy = next(a for a in s.legal_actions() if s.action_to_string(a) in ("buy", "play"))
    e.step(buy)  # buy / play alone is never a whole action
    assert s.prefix == (buy,) and e.agent_selection == me
    assert np.array_equal(e.observe(other)["observation"], before_other)
    assert not np.array_equal(e.observe(me)["observation"], before_me)


def test_the_action_cap_truncates_every_agent():
    """dale.turn.bonus_action chains, so a turn need never end: ``max_actions`` truncates."""
    e = raw_env(players=2, max_actions=10)
    e.reset(seed=4)
    rng = np.random.default_rng(4)
    for agent in e.agent_iter(max_iter=10_000):
        obs, reward, terminated, truncated, info = e.last()
        if terminated or truncated:
            assert truncated and reward == 0.0
            e.step(None)
            continue
        e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert len(e.table.state.history) == 10 and not e.agents
