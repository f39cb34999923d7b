"""Dale (or any game with an integer action space) as an OpenSpiel Python game, ``python_dale``.

Importing this module registers the game with OpenSpiel::

    import pyspiel
    import ludoteca.rl.openspiel_game  # noqa: F401 (registers python_dale)
    game = pyspiel.load_game("python_dale", {"players": 3})

so OpenSpiel's algorithms and tests run on Dale. The decisions are the game's integer
sub-decisions (:mod:`ludoteca.core.integer`; ``num_distinct_actions`` 339), their text the
canonical notation's atoms (``buy``, ``+2``, ``Accordion``, ``end``).

**Chance (our decision, docs/rl.md).** Dale's shuffles and die rolls are drawn inside the
engine from the game's seed (``dale.setup``: all randomness from the seed). The game is
modelled as *explicit stochastic* with one chance node at the root: chance picks the seed,
uniformly among ``seeds`` values (parameter, default 1000), and everything random afterwards
follows from it. ``chance_outcomes()`` lists the seeds; every state after the root is a
player's decision. A player never observes the seed (it is not in any seat's view), so the
hidden information stays hidden to the observation tensors; an algorithm that searches the
true state (MCTS on ``State.clone``) of course sees future shuffles, as on any imperfect-
information game.

**Returns.** Zero-sum: the winner +1, every other seat −1/(n−1)
(:func:`ludoteca.rl.table.rewards`). ``max_turns`` (parameter, default 500) ends a game that
runs past that turn with returns 0, and so does reaching ``max_game_length`` (1 + 200
sub-decisions per turn of the cap) — cuts for algorithms that need a bounded length, not rules
of Dale (bonus actions chain, ``dale.turn.bonus_action``, so one turn can go on for ever).

**Observations.** ``observation_tensor(player)`` is the game's observation of that seat
(:mod:`ludoteca.dale.observation`), computed from its view only, plus its own atoms chosen so
far when it decides (zeros at the chance root). ``observation_string(player)`` names the seat,
the turn, its atoms so far and a digest of that tensor. Dale's view is what the table shows
the seat now (with what it knows of hidden piles), not the whole history of what it saw, so
this is not a perfect-recall information state: the game declares no information-state
string or tensor rather than offer an imperfect-recall one as if it were one (algorithms that
need them, such as CFR, do not apply to Dale anyway: its tree is far too large).
"""

from __future__ import annotations

import hashlib
from typing import Any

import numpy as np
import pyspiel

from ludoteca.core.game import get_game
from ludoteca.rl.table import Table, rewards

SHORT_NAME = "python_dale"
#: Default parameters: seats, how many seeds chance draws among, the turn cap.
DEFAULTS = {"players": 2, "seeds": 1000, "max_turns": 500, "edition": "classic"}
#: A bound on sub-decisions per turn used for ``max_game_length`` (a turn is one main action
#: of at most a few dozen atoms plus its effect steps and the clean-up).
STEPS_PER_TURN = 200

_DALE = get_game("dale")
_TYPE = pyspiel.GameType(
    short_name=SHORT_NAME,
    long_name="Python Dale of Merchants (Ludoteca)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=_DALE.info.max_players,
    min_num_players=_DALE.info.min_players,
    provides_information_state_string=False,
    provides_information_state_tensor=False,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=dict(DEFAULTS),
)


_TABLES: dict[tuple[int, str], Table] = {}


def _table(players: int, edition: str = "classic") -> Table:
    """An empty :class:`Table` of Dale for ``players`` seats of ``edition`` (cloned by each
    game)."""
    got = _TABLES.get((players, edition))
    if got is None:
        got = _TABLES[players, edition] = Table(
            _DALE, players, edition=None if edition == "classic" else edition)
    return got


class DaleGame(pyspiel.Game):
    """``python_dale``: parameters ``players`` (2–4), ``seeds`` (≥ 1), ``max_turns`` (≥ 1),
    ``edition`` (``"classic"``, the default, or ``"remaster"``).

    Raises:
        ValueError: a parameter out of range.
    """

    def __init__(self, params: dict[str, Any] | None = None):
        p = {**DEFAULTS, **(params or {})}
        players, seeds, max_turns = int(p["players"]), int(p["seeds"]), int(p["max_turns"])
        if seeds < 1 or max_turns < 1:
            raise ValueError("python_dale: seeds and max_turns must be at least 1")
        edition = str(p["edition"]).strip().lower()
        table = _table(players, edition)  # checks the player count and the edition
        info = pyspiel.GameInfo(
            num_distinct_actions=table.integer.num_distinct_actions,
            max_chance_outcomes=seeds,
            num_players=players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0,
            max_game_length=1 + max_turns * STEPS_PER_TURN)
        super().__init__(_TYPE, info, {"players": players, "seeds": seeds,
                                       "max_turns": max_turns, "edition": edition})

    def new_initial_state(self) -> "DaleState":
        """The chance root (the seed is not drawn yet)."""
        return DaleState(self)

    def make_py_observer(self, iig_obs_type=None, params=None) -> "DaleObserver":
        """The observer of the observation tensors and strings.

        Raises:
            ValueError: observer parameters, or a perfect-recall observation asked for (Dale
                offers none: module docstring).
        """
        if iig_obs_type is not None and iig_obs_type.perfect_recall:
            raise ValueError("python_dale offers no perfect-recall information state")
        return DaleObserver(self, params)


class DaleState(pyspiel.State):
    """A state of ``python_dale``: the chance root, or a Dale game (an
    :class:`~ludoteca.core.integer.IntState` inside a :class:`~ludoteca.rl.table.Table`)."""

    def __init__(self, game: DaleGame):
        super().__init__(game)
        # the parameters are read back from OpenSpiel (a Python attribute of the game object
        # is not kept on every handle OpenSpiel passes around)
        p = game.get_parameters()
        self._params = (int(p["players"]), int(p["seeds"]), int(p["max_turns"]),
                        str(p.get("edition", "classic")))
        self._longest = 1 + self._params[2] * STEPS_PER_TURN
        self.table: Table | None = None
        self._steps = 0  # actions applied, the chance root's included

    def __deepcopy__(self, memo) -> "DaleState":
        other = DaleState(self.get_game())
        other.table = None if self.table is None else self.table.clone()
        other._steps = self._steps
        return other

    def _int(self):
        return None if self.table is None else self.table.state

    def _cut(self) -> bool:
        s = self._int()
        return s is not None and not s.is_terminal() and (
            s.turn() > self._params[2] or self._steps >= self._longest)

    # --- the OpenSpiel API -----------------------------------------------------------------
    def current_player(self) -> int:
        s = self._int()
        if s is None:
            return int(pyspiel.PlayerId.CHANCE)
        if s.is_terminal() or self._cut():
            return int(pyspiel.PlayerId.TERMINAL)
        return s.current_player()

    def _legal_actions(self, player: int) -> list[int]:
        s = self._int()
        if s is None or s.is_terminal() or self._cut() or player != s.current_player():
            return []
        return s.legal_actions()

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The seeds, each with probability 1/seeds (only at the root)."""
        assert self.table is None
        seeds = self._params[1]
        return [(seed, 1.0 / seeds) for seed in range(seeds)]

    def _apply_action(self, action: int) -> None:
        """Apply a chance outcome (the seed) or a sub-decision.

        Raises:
            IllegalAction: a sub-decision that is not legal now; nothing changes.
        """
        if self.table is None:
            self.table = _table(self._params[0], self._params[3]).clone()
            self.table.new(int(action))
        else:
            self.table.state.apply_action(int(action))
        self._steps += 1

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"seed {action}"
        return _table(self._params[0], self._params[3]).integer.atom_text(int(action))

    def is_terminal(self) -> bool:
        s = self._int()
        return s is not None and (s.is_terminal() or self._cut())

    def returns(self) -> list[float]:
        """Zero-sum terminal returns (module docstring); zeros before the end and at the
        turn cap."""
        s = self._int()
        if s is None or not s.is_terminal():
            return [0.0] * self._params[0]
        return rewards(s.returns())

    def __str__(self) -> str:
        s = self._int()
        if s is None:
            return "chance: the seed"
        head = f"turn {s.turn()}, " + (
            "over" if s.is_terminal() else f"seat {s.current_player() + 1} [{s.pending_text()}]")
        return f"{head} {_DALE.state_hash(s.state)[:23]}"


class DaleObserver:
    """OpenSpiel's PyObserver for ``python_dale``: ``tensor`` (float32, the game's
    observation size) and ``dict`` (``{"observation": tensor}``)."""

    def __init__(self, game: DaleGame, params):
        if params:
            raise ValueError(f"python_dale takes no observation parameters; got {params}")
        self.tensor = np.zeros(
            _table(game.num_players(), str(game.get_parameters().get("edition", "classic"))).size,
            np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: DaleState, player: int) -> None:
        """Fill :attr:`tensor` with ``player``'s observation of ``state`` (zeros at the
        root)."""
        if state.table is None:
            self.tensor.fill(0.0)
            return
        self.tensor[:] = state.table.observation(player)

    def string_from(self, state: DaleState, player: int) -> str:
        """``player``'s observation as text: seat, turn, its atoms so far, tensor digest."""
        self.set_from(state, player)
        if state.table is None:
            return f"seat {player + 1}: the game has not begun"
        s = state.table.state
        mine = s.pending_text() if s.current_player() == player else ""
        digest = hashlib.sha1(self.tensor.tobytes()).hexdigest()[:16]
        return f"seat {player + 1}, turn {s.turn()} [{mine}] {digest}"


pyspiel.register_game(_TYPE, DaleGame)
