"""A PettingZoo AEC environment for any game with an integer action space (Dale by default).

Every seat is an agent, ``player_0`` … ``player_{n-1}`` (seat 1 is ``player_0``). An agent acts
one sub-decision at a time (:mod:`ludoteca.core.integer`): ``action_space(agent)`` is
``Discrete(num_distinct_actions)`` (Dale: 339 atoms), and its observation is a dict:

* ``"observation"``: ``Box(-1000, 1000, (size,), float32)``, the game's observation of that
  seat (:mod:`ludoteca.dale.observation`), computed from the seat's view only, plus its own
  atoms chosen so far when it decides;
* ``"action_mask"``: ``Box(0, 1, (num_distinct_actions,), int8)``, 1 for each legal
  sub-decision (all zeros for an agent that is not deciding).

Rewards are given once, when the game ends: the winner +1, every other seat −1/(n−1)
(:func:`ludoteca.rl.table.rewards`; two players: +1 / −1). ``max_turns`` and ``max_actions``
(options of the environment, not rules) truncate every agent, with reward 0, once the game's
turn passes ``max_turns`` or the game has taken ``max_actions`` whole actions (default
10,000: bonus actions chain, ``dale.turn.bonus_action``, so one turn can go on for ever).
``reset(seed=s)`` plays the game of seed ``s``; without a seed, one is drawn from the
environment's own random generator.

Example::

    from ludoteca.rl.pettingzoo_env import env
    e = env(players=2)
    e.reset(seed=1)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        action = None if terminated or truncated else \\
            e.action_space(agent).sample(obs["action_mask"])
        e.step(action)
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from ludoteca.core.game import Game
from ludoteca.rl.table import Table, rewards

#: The bounds of the observation box (no value of Dale's encoder comes near them).
OBS_BOUND = 1000.0


class LudotecaAEC(AECEnv):
    """The AEC environment; build it with :func:`env` (wrapped) or :func:`raw_env`.

    Args:
        game: a registered game's name or the game object (default ``"dale"``).
        players: the number of seats.
        max_turns: truncate once the game's turn number exceeds this (None: never).
        max_actions: truncate once the game has taken this many whole actions (None: never).
        options: the game's setup options (Dale: ``animalfolk``, ``box``).
        edition: the game's edition (Dale: ``"classic"``, the default, or ``"remaster"``).
        render_mode: None or ``"ansi"`` (:meth:`render` returns a text line).

    Raises:
        ValueError: a game without an integer space or observation, a bad player count.
    """

    metadata = {"render_modes": ["ansi"], "name": "ludoteca_dale_v0", "is_parallelizable": False}

    def __init__(self, game: Game | str = "dale", players: int = 2, max_turns: int | None = None,
                 max_actions: int | None = 10_000, options: dict[str, Any] | None = None,
                 render_mode: str | None = None, edition: str | None = None):
        super().__init__()
        self.table = Table(game, players, options, edition)
        self.max_turns = max_turns
        self.max_actions = max_actions
        self.render_mode = render_mode
        self.possible_agents = [f"player_{q}" for q in range(players)]
        self.agent_name_mapping = {a: q for q, a in enumerate(self.possible_agents)}
        n = self.table.integer.num_distinct_actions
        obs = spaces.Dict({
            "observation": spaces.Box(-OBS_BOUND, OBS_BOUND, (self.table.size,), np.float32),
            "action_mask": spaces.Box(0, 1, (n,), np.int8),
        })
        self.observation_spaces = {a: obs for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(n) for a in self.possible_agents}
        self._seed_rng = np.random.default_rng()

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    # --- the game ----------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        """A new game: of seed ``seed``, else of a seed drawn from the environment's
        generator (itself seeded by the last ``reset(seed=…)``)."""
        if seed is not None:
            self._seed_rng = np.random.default_rng(seed)
            game_seed = int(seed)
        else:
            game_seed = int(self._seed_rng.integers(0, 2**31 - 1))
        self.table.new(game_seed)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[self.table.state.current_player()]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        seat = self.agent_name_mapping[agent]
        s = self.table.state
        mask = np.zeros(self.table.integer.num_distinct_actions, np.int8)
        if not s.is_terminal() and s.current_player() == seat:
            mask[s.legal_actions()] = 1
        return {"observation": np.asarray(self.table.observation(seat), np.float32),
                "action_mask": mask}

    def step(self, action: int | None) -> None:
        """The selected agent chooses sub-decision ``action``; a terminated or truncated
        agent steps with None.

        Raises:
            IllegalAction: ``action`` is not legal now (nothing changes).
        """
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        s = self.table.state
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        s.apply_action(int(action))
        if s.is_terminal():
            for a, r in zip(self.possible_agents, rewards(s.returns())):
                self.rewards[a] = r
                self.terminations[a] = True
        elif ((self.max_turns is not None and s.turn() > self.max_turns)
              or (self.max_actions is not None and len(s.history) >= self.max_actions)):
            for a in self.agents:
                self.truncations[a] = True
        if not s.is_terminal():
            self.agent_selection = self.possible_agents[s.current_player()]
        self._accumulate_rewards()

    def render(self) -> str | None:
        """One text line: the turn, the deciding seat and its atoms chosen so far."""
        if self.render_mode != "ansi":
            return None
        s = self.table.state
        if s is None:
            return ""
        if s.is_terminal():
            return f"turn {s.turn()}: over, returns {s.returns()}"
        return f"turn {s.turn()}: seat {s.current_player() + 1} to choose [{s.pending_text()}]"

    def close(self) -> None:
        pass


def raw_env(**kwargs: Any) -> LudotecaAEC:
    """The environment without PettingZoo's wrappers (``LudotecaAEC(**kwargs)``)."""
    return LudotecaAEC(**kwargs)


def env(**kwargs: Any):
    """The environment with PettingZoo's usual AEC wrappers (an illegal action or a step
    after the end is refused, not silently ignored: ``AssertOutOfBoundsWrapper``,
    ``OrderEnforcingWrapper``)."""
    from pettingzoo.utils import wrappers

    e = raw_env(**kwargs)
    e = wrappers.AssertOutOfBoundsWrapper(e)
    return wrappers.OrderEnforcingWrapper(e)
