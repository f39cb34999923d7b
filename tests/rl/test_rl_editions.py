"""The RL environments take ``edition=`` (issue 30, item 1): a remaster game is played
through PettingZoo, Gymnasium and OpenSpiel with the edition's integer space and observation
(the classic's sizes unchanged), on the stand-in remaster ruleset of :mod:`testkit.editions`;
a setup the edition refuses is refused when the environment is made."""

from __future__ import annotations

import numpy as np
import pytest

from ludoteca.core.errors import BadInput
from ludoteca.dale import action_space, observation

from testkit.editions import remaster_stand_in


@pytest.fixture
def remaster(monkeypatch):
    return remaster_stand_in(monkeypatch)


def test_pettingzoo_plays_a_remaster_game(remaster):
    from ludoteca.rl.pettingzoo_env import env

    e = env(players=2, edition="remaster", max_turns=6)
    e.reset(seed=3)
    agent = e.agents[0]
    assert e.observation_space(agent)["observation"].shape == \
        (observation.EDITIONS_LAYOUT.size,)
    assert e.action_space(agent).n == len(action_space.ALL_ATOMS)
    rng = np.random.default_rng(0)
    for agent in e.agent_iter(max_iter=3000):
        obs, reward, terminated, truncated, info = e.last()
        if terminated or truncated:
            e.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        e.step(int(rng.choice(legal)))
    assert e.unwrapped.table.state.state.cfg.rules is remaster


def test_gymnasium_plays_a_remaster_game(remaster):
    from ludoteca.rl.gym_env import LudotecaEnv

    e = LudotecaEnv(players=2, opponent="greedy", edition="remaster", max_turns=5, seat=0)
    obs, info = e.reset(seed=4)
    assert obs.shape == (observation.EDITIONS_LAYOUT.size,)
    for _ in range(400):
        legal = np.flatnonzero(e.action_masks())
        obs, reward, terminated, truncated, info = e.step(int(legal[0]))
        if terminated or truncated:
            break
    assert e.table.state.state.cfg.rules.edition == "remaster"


def test_openspiel_takes_the_edition(remaster):
    import pyspiel

    import ludoteca.rl.openspiel_game  # noqa: F401 (registers python_dale)

    classic = pyspiel.load_game("python_dale")
    assert classic.num_distinct_actions() == 339
    game = pyspiel.load_game("python_dale", {"edition": "remaster", "max_turns": 3})
    assert game.num_distinct_actions() == len(action_space.ALL_ATOMS)
    s = game.new_initial_state()
    s.apply_action(s.legal_actions()[0])  # the chance root: the seed
    for _ in range(50):
        if s.is_terminal():
            break
        assert len(s.observation_tensor(s.current_player())) == \
            observation.EDITIONS_LAYOUT.size
        s.apply_action(s.legal_actions()[0])


def test_a_refused_setup_is_refused_when_the_environment_is_made(remaster):
    from ludoteca.rl.table import Table

    with pytest.raises(BadInput):
        Table("dale", 2, edition="deluxe")
    with pytest.raises(ValueError):
        Table("dale", 5, edition="remaster")
    assert Table("dale", 2).size == observation.SIZE  # classic, as ever
