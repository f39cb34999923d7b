"""Bots for Ludoteca games (they import ``core`` only; a game's own heuristics come through
its optional hooks, :data:`ludoteca.core.game.OPTIONAL_HOOKS`).

Every bot implements :class:`Bot` (``choose(view, legal, rng) -> action``) and reads only a
player's view and the legal actions. Build one by name with :func:`make_bot`::

    from ludoteca.bots import make_bot
    bot = make_bot("greedy")
"""

from ludoteca.bots import messages as _messages  # noqa: F401 (registers the bots' texts)
from ludoteca.bots.base import Bot
from ludoteca.bots.greedy import GreedyBot
from ludoteca.bots.random_bot import RandomBot
from ludoteca.bots.registry import bot_names, make_bot, register

__all__ = ["Bot", "GreedyBot", "RandomBot", "bot_names", "make_bot", "register"]
