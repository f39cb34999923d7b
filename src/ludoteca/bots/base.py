"""The bot interface and the registry that builds bots from short names.

A bot sees exactly what a player at the table sees: the view dict of its seat
(``ludoteca.dale.views.view``) and the list of legal actions of the decision it must make.
It never reads the full game state, so a bot cannot cheat by looking at hidden cards.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import Any, Callable

from ludoteca.core.errors import BadInput

Action = tuple


class Bot(ABC):
    """A player that picks one of the legal actions.

    Subclasses set :attr:`name` (the registry name, e.g. ``"greedy"``) and implement
    :meth:`choose`.
    """

    name: str = "bot"

    @abstractmethod
    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        """Return one item of ``legal``.

        Args:
            view: what this bot's seat may know (see ``ludoteca.dale.views.view``).
            legal: the legal actions of the current decision, in the engine's stable order;
                never empty.
            rng: the bot's own random generator; all of the bot's randomness comes from it,
                so a seeded game is replayed exactly.
        """

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r}>"


_REGISTRY: dict[str, Callable[[], Bot]] = {}


def register(name: str, factory: Callable[[], Bot]) -> None:
    """Make ``make_bot(name)`` build a bot with ``factory()``."""
    _REGISTRY[name.lower()] = factory


def bot_names() -> list[str]:
    """The names :func:`make_bot` accepts, sorted."""
    _load_builtin()
    return sorted(_REGISTRY)


def make_bot(spec: str) -> Bot:
    """Build a bot from its name (``"random"``, ``"greedy"``; any letter case).

    Raises:
        BadInput: for a name no bot is registered under; the message lists the known names.
    """
    _load_builtin()
    key = spec.strip().lower() if isinstance(spec, str) else ""
    factory = _REGISTRY.get(key)
    if factory is None:
        known = ", ".join(sorted(_REGISTRY))
        raise BadInput(f"unknown bot {spec!r}; known bots: {known}")
    return factory()


def _load_builtin() -> None:
    # Imported lazily so that base.py has no import cycle with the bot modules.
    if "random" not in _REGISTRY or "greedy" not in _REGISTRY:
        from ludoteca.bots.greedy import GreedyBot
        from ludoteca.bots.random_bot import RandomBot

        register("random", RandomBot)
        register("greedy", GreedyBot)
