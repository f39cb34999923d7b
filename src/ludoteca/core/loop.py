"""The one game loop: every place that plays a game to its end (or to a cut-off) calls
:func:`play_out` — the terminal table, ``simulate``, the tournament runner's workers, ISMCTS
playouts and the benchmark.

The loop knows nothing of any game: it drives a :class:`~ludoteca.core.game.Game` through its
interface and asks an *agent* for each decision. An agent is a callable
``agent(state, seat) -> action`` that returns one legal action for ``seat``; :func:`bot_agent`
makes one from a bot (which sees only the seat's view), a front end makes one that asks a
person.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from ludoteca.core.game import Action, Game, State, apply_listed
from ludoteca.core.infoset import InformationSet, decide

#: ``agent(state, seat) -> action``: one legal action of the decision ``seat`` must make.
Agent = Callable[[State, int], Action]


def bot_rng(seed: int, seat: int, resumed_at: int | None = None) -> random.Random:
    """The random generator of the bot at ``seat`` (0-based) in the game seeded ``seed``: all
    of a bot's randomness comes from it, so a seeded game is replayed exactly. A game resumed
    after ``resumed_at`` actions gives its bots fresh generators."""
    if resumed_at is None:
        return random.Random(f"ludoteca-bot:{seed}:{seat}")
    return random.Random(f"ludoteca-bot:{seed}:{seat}:resume:{resumed_at}")


@dataclass
class Played:
    """What :func:`play_out` did.

    Attributes:
        decisions: how many actions were applied.
        stopped: why the loop stopped: ``"over"`` (the game ended), ``"turns"`` (the turn cap
            was reached), ``"stop"`` (the ``stop`` predicate said so), ``"decisions"`` (the
            decision cap was reached).
    """

    decisions: int
    stopped: str


def legal_for(game: Game, state: State, view: dict[str, Any] | None) -> list:
    """The legal actions, taken from ``view`` when the game put them there (no second
    listing), else listed by the game."""
    if view is not None:
        legal = view.get("legal_actions")
        if legal:
            return legal
    return game.legal_actions(state)


def play_out(game: Game, state: State, agent: Agent, *, max_turns: int | None = None,
             max_decisions: int | None = None,
             stop: Callable[[State], bool] | None = None,
             on_action: Callable[[State, int, Action], None] | None = None,
             apply: Callable[[State, Action], Any] | None = None) -> Played:
    """Play ``state`` forward in place until the game ends or a cut-off.

    Args:
        game: the game's rules.
        state: changed in place.
        agent: chooses each action (see :data:`Agent`).
        max_turns: stop before turn ``max_turns + 1`` begins (``game.turn``); None: no cap.
        max_decisions: stop after this many actions; None: no cap.
        stop: stop as soon as ``stop(state)`` is true (checked before each decision).
        on_action: called as ``on_action(state, seat, action)`` before each action is applied.
        apply: how a chosen action is applied (default ``game.apply``); a session passes its
            ``submit``, which also journals and saves the action.

    Returns:
        :class:`Played`.

    Raises:
        IllegalAction: the agent returned an action the game refuses (state unchanged).
    """
    decisions = 0
    do = game.apply if apply is None else apply
    # a bot's choice found among the actions its agent just listed for this very state is
    # applied without a second check (``apply_listed``: the result equals ``apply``'s)
    trusted = agent if apply is None and isinstance(agent, BotAgent) else None
    while True:
        if game.is_terminal(state):
            return Played(decisions, "over")
        if max_turns is not None and game.turn(state) > max_turns:
            return Played(decisions, "turns")
        if max_decisions is not None and decisions >= max_decisions:
            return Played(decisions, "decisions")
        if stop is not None and stop(state):
            return Played(decisions, "stop")
        seat = game.current_player(state)
        action = agent(state, seat)
        if on_action is not None:
            on_action(state, seat, action)
        if trusted is not None and trusted.offered(state, action):
            apply_listed(game, state, action)
        else:
            do(state, action)
        decisions += 1


class BotAgent:
    """The agent of :func:`bot_agent`: it remembers the state and the legal actions of the
    decision it answered last, so :func:`play_out` applies a listed choice without checking it
    a second time (:meth:`offered`)."""

    __slots__ = ("game", "bots", "rngs", "_state", "_legal")

    def __init__(self, game: Game, bots: Sequence[Any], rngs: Sequence[random.Random]) -> None:
        self.game, self.bots, self.rngs = game, bots, rngs
        self._state: Any = None
        self._legal: list = []

    def __call__(self, state: State, seat: int) -> Action:
        game = self.game
        seen = game.view(state, seat)
        legal = legal_for(game, state, seen)
        self._state, self._legal = state, legal
        return decide(self.bots[seat], seen, legal, self.rngs[seat],
                      InformationSet(state, seat, game.determinize, game))

    def offered(self, state: State, action: Action) -> bool:
        """True when ``action`` is one of the legal actions listed for ``state`` (this very
        object, unchanged since) by the last call."""
        return state is self._state and action in self._legal


def bot_agent(game: Game, bots: Sequence[Any], rngs: Sequence[random.Random]) -> Agent:
    """An agent that asks ``bots[seat]`` (a :class:`ludoteca.bots.base.Bot`-like object with
    ``choose(view, legal, rng[, infoset])``) using ``rngs[seat]``; search bots also get the
    seat's information set (states only through ``game.determinize``; its ``game`` attribute
    is ``game``). A :class:`BotAgent`: :func:`play_out` applies its listed choices unchecked."""
    return BotAgent(game, bots, rngs)
