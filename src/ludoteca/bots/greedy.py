"""The ``greedy`` bot: it plays its game's own heuristic, whatever the game.

A game knows what a good move looks like; a bot does not. So the ``greedy`` bot asks its
game for the optional hook ``policy("greedy")`` (:data:`ludoteca.core.game.OPTIONAL_HOOKS`)
and lets that policy choose (Dale: :mod:`ludoteca.dale.strategy`, which builds, else buys the
best card, else cycles its hand).

A game without that hook is played by a **one-ply search** on the game's own evaluation: the
bot samples one full state from its information set (``infoset.determinize(rng)``), applies
each legal action to a copy (``Game.clone`` + ``Game.apply``) and keeps the action whose
``Game.evaluate`` reward for its seat is highest (ties: the first in the legal order). Without
an information set (a caller that gives none) it picks uniformly at random with its own
generator. Either way every choice is one of the legal actions and all randomness comes from
the ``rng`` it is given, so a seeded game is replayed exactly.
"""

from __future__ import annotations

import random
from typing import Any

from ludoteca.bots.base import Action, Bot, game_of
from ludoteca.core.errors import IllegalAction
from ludoteca.core.game import hook
from ludoteca.core.infoset import InformationSet


class GreedyBot(Bot):
    """Plays its game's ``greedy`` policy, else a one-ply search on ``Game.evaluate``."""

    name = "greedy"
    #: The one-ply search needs states: the game loop hands this bot the information set.
    wants_infoset = True

    def __init__(self) -> None:
        self._policy: Any = None
        self._policy_game: Any = None

    def policy(self, game: Any) -> Any:
        """This bot's policy object for ``game`` (made once: it remembers the turn), or None
        when the game has no ``policy`` hook or no ``greedy`` policy. Another object of the
        same game class (a table rebuilt from the store) keeps the policy and its memory of
        the turn: a fresh policy in the middle of a turn would forget the techniques it has
        played and could replay a pair of bonus techniques without end."""
        if self._policy_game is not game and type(self._policy_game) is not type(game):
            make = hook(game, "policy")
            self._policy = make("greedy") if make is not None else None
            self._policy_game = game
        return self._policy

    def reads_knowledge_of(self, game: Any) -> bool:
        """False when ``game``'s greedy policy declares it reads no knowledge of hidden cards
        (Dale's: :attr:`ludoteca.dale.strategy.GreedyPolicy.reads_knowledge`); the one-ply
        search determinizes the information set, so it reads it."""
        policy = self.policy(game)
        return policy is None or getattr(policy, "reads_knowledge", True)

    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random,
               infoset: InformationSet | None = None) -> Action:
        if not legal:
            raise ValueError("GreedyBot.choose needs at least one legal action")
        game = game_of(self, infoset)
        policy = self.policy(game)
        if policy is not None:
            return policy.choose(view, legal, rng)
        if len(legal) == 1:
            return legal[0]
        if infoset is None:
            return legal[rng.randrange(len(legal))]
        return one_ply(game, infoset, legal, rng)


def one_ply(game: Any, infoset: InformationSet, legal: list[Action],
            rng: random.Random) -> Action:
    """The action of ``legal`` whose result scores best for ``infoset.seat`` by
    ``game.evaluate``, on one state sampled from the information set (ties: the first)."""
    state = infoset.determinize(rng)
    best, best_value = legal[0], float("-inf")
    for action in legal:
        after = game.clone(state)
        try:
            game.apply(after, action)
        except IllegalAction:  # the sample refuses it (cannot happen for a seat's own choice
            continue           # in a game whose legal actions depend only on what it sees)
        value = game.evaluate(after)[infoset.seat]
        if value > best_value:
            best, best_value = action, value
    return best
