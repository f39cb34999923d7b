"""A Gymnasium single-agent environment: one seat learns, the others are a Ludoteca bot.

``gymnasium.make("ludoteca/Dale-v0")`` (registered when this module is imported; or
``gymnasium.make("ludoteca.rl.gym_env:ludoteca/Dale-v0")``, which imports it) builds
:class:`LudotecaEnv`. The learner chooses one sub-decision at a time among the game's integer
ids (:mod:`ludoteca.core.integer`; Dale: ``Discrete(339)``); its observation is the game's
observation of its seat, computed from its view only (``Box(-1000, 1000, (size,), float32)``,
:mod:`ludoteca.dale.observation`). The legal ids are given as a 0/1 mask by
:meth:`LudotecaEnv.action_masks` (the method sb3-contrib's MaskablePPO calls) and in
``info["action_mask"]`` (int8). Between the learner's decisions the other seats play through
the game loop's agent (:func:`ludoteca.core.loop.bot_agent`): each a bot built by
:func:`ludoteca.bots.make_bot` (``opponent``: ``"random"``, ``"greedy"``,
``"ismcts:iterations=50"`` …) that sees only its own view.

Reward: 0 until the game ends, then +1 if the learner won, −1/(n−1) if another seat won
(:func:`ludoteca.rl.table.rewards`); ``terminated`` at the end, ``truncated`` once the turn
passes ``max_turns`` (an option of the environment, not a rule; default 500) or once the
game has taken ``max_actions`` whole actions (default 10,000: bonus actions chain,
``dale.turn.bonus_action``, so a turn can go on for ever — two Acorns swapped back and forth
— and the turn number alone does not bound a game). A step with an
id that is not legal changes nothing: with ``on_illegal="refuse"`` (the default, so that
Gymnasium's checker and unmasked samplers can step) it returns the same observation, reward 0
and ``info["illegal"]``, the refusal's text; with ``on_illegal="raise"`` it raises
:class:`~ludoteca.core.errors.IllegalAction`.
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from ludoteca.bots import make_bot
from ludoteca.core.errors import IllegalAction
from ludoteca.core.game import Game
from ludoteca.core.loop import bot_agent, bot_rng
from ludoteca.rl.table import Table, rewards

#: The id under which the environment is registered.
ENV_ID = "ludoteca/Dale-v0"
OBS_BOUND = 1000.0


class LudotecaEnv(gymnasium.Env):
    """One seat of a game against bots, one integer sub-decision per step.

    Args:
        game: a registered game's name or the game object (default ``"dale"``).
        players: the number of seats.
        opponent: the bot spec of every other seat (:func:`ludoteca.bots.make_bot`).
        seat: the learner's seat (0-based), or None for a seat drawn at each reset from the
            environment's generator.
        max_turns: truncate once the game's turn number exceeds this (None: never).
        max_actions: truncate once the game has taken this many whole actions (None: never).
        options: the game's setup options (Dale: ``animalfolk``, ``box``).
        edition: the game's edition (Dale: ``"classic"``, the default, or ``"remaster"``).
        render_mode: None or ``"ansi"``.
        on_illegal: ``"refuse"`` or ``"raise"`` (module docstring).

    Raises:
        ValueError: a bad player count or seat, a game without an integer space.
        BadInput: an unknown bot spec.
    """

    metadata = {"render_modes": ["ansi"], "render_fps": 1}

    def __init__(self, game: Game | str = "dale", players: int = 2, opponent: str = "random",
                 seat: int | None = None, max_turns: int | None = 500,
                 max_actions: int | None = 10_000,
                 options: dict[str, Any] | None = None, render_mode: str | None = None,
                 on_illegal: str = "refuse", edition: str | None = None):
        if on_illegal not in ("refuse", "raise"):
            raise ValueError(f"on_illegal must be 'refuse' or 'raise', not {on_illegal!r}")
        self.on_illegal = on_illegal
        self.table = Table(game, players, options, edition)
        if seat is not None and not 0 <= seat < players:
            raise ValueError(f"seat {seat} is not in a {players}-player game")
        self.opponent = opponent
        self.fixed_seat = seat
        self.max_turns = max_turns
        self.max_actions = max_actions
        self.render_mode = render_mode
        n = self.table.integer.num_distinct_actions
        self.observation_space = spaces.Box(-OBS_BOUND, OBS_BOUND, (self.table.size,),
                                            np.float32)
        self.action_space = spaces.Discrete(n)
        make_bot(opponent, game=self.table.game)  # an unknown spec is refused now
        self.seat = 0 if seat is None else seat
        self._agent = None

    # --- helpers -------------------------------------------------------------------------
    def _obs(self) -> np.ndarray:
        return np.asarray(self.table.observation(self.seat), np.float32)

    def action_masks(self) -> np.ndarray:
        """The legal sub-decision ids now as a bool array of length ``action_space.n``
        (all False once the episode is over)."""
        mask = np.zeros(self.action_space.n, bool)
        s = self.table.state
        if s is not None and not s.is_terminal() and s.current_player() == self.seat:
            mask[s.legal_actions()] = True
        return mask

    def _info(self) -> dict[str, Any]:
        s = self.table.state
        return {"action_mask": self.action_masks().astype(np.int8), "turn": s.turn(),
                "seat": self.seat}

    def _others_play(self) -> None:
        """The bots play until the learner decides or the game ends (or is cut)."""
        s = self.table.state
        game = self.table.game
        while not s.is_terminal() and s.current_player() != self.seat:
            if self._cut():
                return
            seat = s.current_player()
            s.apply_whole(self._agent(s.state, seat))

    def _done(self) -> tuple[float, bool, bool]:
        s = self.table.state
        if s.is_terminal():
            return rewards(s.returns())[self.seat], True, False
        if self._cut():
            return 0.0, False, True
        return 0.0, False, False

    def _cut(self) -> bool:
        s = self.table.state
        return ((self.max_turns is not None and s.turn() > self.max_turns)
                or (self.max_actions is not None and len(s.history) >= self.max_actions))

    # --- the Gymnasium API ----------------------------------------------------------------
    def reset(self, *, seed: int | None = None, options: dict | None = None):
        """A new game: its seed and the learner's seat (when not fixed) are drawn from the
        environment's generator, seeded by ``seed``. Returns ``(observation, info)``."""
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(0, 2**31 - 1))
        players = self.table.players
        if self.fixed_seat is None:
            self.seat = int(self.np_random.integers(0, players))
        self.table.new(game_seed)
        bots = [make_bot(self.opponent, game=self.table.game) for _ in range(players)]
        self._agent = bot_agent(self.table.game, bots,
                                [bot_rng(game_seed, q) for q in range(players)])
        self._others_play()
        return self._obs(), self._info()

    def step(self, action: int):
        """The learner chooses sub-decision ``action``; the bots answer until it decides
        again. Returns ``(observation, reward, terminated, truncated, info)``.

        Raises:
            IllegalAction: ``action`` is not legal now (nothing changes).
        """
        s = self.table.state
        try:
            s.apply_action(int(action))
        except IllegalAction as refusal:
            if self.on_illegal == "raise":
                raise
            return self._obs(), 0.0, False, False, {**self._info(), "illegal": str(refusal)}
        self._others_play()
        reward, terminated, truncated = self._done()
        return self._obs(), reward, terminated, truncated, self._info()

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self.table.state is None:
            return None
        s = self.table.state
        return f"turn {s.turn()}: seat {self.seat + 1} [{s.pending_text()}]"


if ENV_ID not in gymnasium.registry:
    gymnasium.register(ENV_ID, entry_point="ludoteca.rl.gym_env:LudotecaEnv")
