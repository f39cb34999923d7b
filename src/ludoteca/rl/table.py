"""One game being played for learning: the integer state and what each seat observes.

The three environments (:mod:`ludoteca.rl`) share this: a :class:`Table` wraps an
:class:`~ludoteca.core.integer.IntState` and gives each seat its observation, computed by the
game's optional part ``observation(view, prefix)`` from ``Game.view(state, seat)`` and — for
the deciding seat only — the atoms it has chosen so far of the action it is building (its
own choices). A seat's view changes only when a whole action completes, so it is cached until
then.
"""

from __future__ import annotations

from typing import Any

from ludoteca.core.game import Game, get_game
from ludoteca.core.integer import IntegerGame, IntState


def rewards(returns: list[float]) -> list[float]:
    """The zero-sum terminal rewards of the environments from a finished game's returns
    (1 a win, 0 a loss): the winner +1, every other seat −1/(n−1) (two players: +1 and −1);
    a game without a winner (cut at the turn cap, or not over) gives zeros.

    Args:
        returns: one number per seat in [0, 1] (``IntState.returns()``).
    """
    n = len(returns)
    winners = [q for q, r in enumerate(returns) if r >= 1.0]
    if len(winners) != 1 or n < 2:
        return [0.0] * n
    return [1.0 if q == winners[0] else -1.0 / (n - 1) for q in range(n)]


class Table:
    """A game in play seen through the integer space, with per-seat observations.

    Attributes:
        game: the :class:`~ludoteca.core.game.Game` (it must offer ``action_space``,
            ``observation_size`` and ``observation``).
        integer: its :class:`~ludoteca.core.integer.IntegerGame`.
        players: the number of seats.
        options: the game's setup options (``edition`` included when given).
        state: the :class:`~ludoteca.core.integer.IntState` (None before :meth:`new`).

    Args (besides the attributes): ``edition``: the game's edition (Dale: ``"classic"``, the
    default, or ``"remaster"``), its setup option ``edition``.

    Raises:
        ValueError: the game lacks one of the optional parts or has no editions, or
            ``players`` is outside its range (the edition's).
        BadInput: a setup the game refuses (an unknown edition, decks not of the edition,
            one player of the remaster while Mono is not written).
    """

    def __init__(self, game: Game | str = "dale", players: int = 2,
                 options: dict[str, Any] | None = None, edition: str | None = None):
        self.game = get_game(game) if isinstance(game, str) else game
        options = dict(options or {})
        if edition is not None:  # the game's setup option (Dale: classic or remaster)
            if "edition" not in self.game.info.options:
                raise ValueError(f"the game {self.game.info.name!r} has no editions")
            options["edition"] = edition
        bound = getattr(self.game, "with_options", None)
        if options and bound is not None:  # the space and observation of these options
            self.game = bound(options)
        for part in ("observation", "observation_size", "action_space"):
            if getattr(self.game, part, None) is None:
                raise ValueError(f"the game {self.game.info.name!r} offers no {part!r}")
        info = self.game.info
        low, high = info.min_players, info.max_players
        ranged = getattr(self.game, "player_range", None)
        if options and ranged is not None:
            low, high = ranged(options)
        if not low <= players <= high:
            raise ValueError(f"{info.title} is played by {low} to {high} players, not "
                             f"{players}")
        checker = getattr(self.game, "check_setup", None)
        if options and checker is not None:
            checker(players, options)  # BadInput: the edition's players, its decks
        self.integer = IntegerGame(self.game)
        self.players = players
        self.options = options
        self.size = self.game.observation_size(players)
        self.state: IntState | None = None
        self._views: dict[int, dict[str, Any]] = {}
        self._at = -1

    def new(self, seed: int) -> IntState:
        """Start a new game with ``seed`` (all its randomness comes from it)."""
        self.state = self.integer.new_state(self.players, seed, self.options or None)
        self._views = {}
        return self.state

    def __deepcopy__(self, memo: dict) -> "Table":
        """``copy.deepcopy`` (OpenSpiel clones states with it) is :meth:`clone`: the game and
        its space are shared, only the state in play is copied."""
        return self.clone()

    def clone(self) -> "Table":
        """An independent copy: the same game, the integer state cloned (views are computed
        again when asked)."""
        other = Table.__new__(Table)
        other.__dict__.update(self.__dict__)
        other.state = None if self.state is None else self.state.clone()
        other._views = {}
        other._at = -1
        return other

    def view(self, seat: int) -> dict[str, Any]:
        """``Game.view(state, seat)``, cached until the next whole action completes."""
        s = self.state
        assert s is not None
        if self._at != len(s.history):
            self._views = {}
            self._at = len(s.history)
        got = self._views.get(seat)
        if got is None:
            got = self._views[seat] = self.game.view(s.state, seat)
        return got

    def observation(self, seat: int) -> list[float]:
        """The observation of ``seat``: its view, and its own atoms chosen so far when it is
        the deciding seat (another seat's half-built action is not its to see)."""
        s = self.state
        assert s is not None
        prefix = s.prefix if s.current_player() == seat else ()
        return self.game.observation(self.view(seat), prefix)

    def mask(self) -> list[int]:
        """The legal sub-decisions now as 0/1 per id (all zeros once the game is over)."""
        assert self.state is not None
        return self.state.legal_actions_mask()
