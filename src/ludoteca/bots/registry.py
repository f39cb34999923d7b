"""The registry of bot names: :func:`make_bot` builds a bot from its spec.

This module sits above the bot modules (it imports them; they import only
:mod:`ludoteca.bots.base` and ``core``), so the bots package has no import cycle.
"""

from __future__ import annotations

from typing import Any, Callable

from ludoteca.bots.base import Bot, parse_spec
from ludoteca.bots.greedy import GreedyBot
from ludoteca.bots.integer import GreedyIntBot, IntISMCTSBot, RandomIntBot
from ludoteca.bots.ismcts import ISMCTSBot
from ludoteca.bots.random_bot import RandomBot
from ludoteca.core.errors import BadInput
from ludoteca.core.i18n import t

_REGISTRY: dict[str, Callable[..., Bot]] = {}


def register(name: str, factory: Callable[..., Bot]) -> None:
    """Make ``make_bot(name)`` build a bot with ``factory(**params)``; the parameters come
    from the spec as strings (``"ismcts:iterations=10"`` → ``factory(iterations="10")``).
    A factory that takes options has an attribute ``takes_options = True`` and checks them
    itself (:func:`ludoteca.bots.base.check_options`); any other refuses every option."""
    _REGISTRY[name.lower()] = factory


register("random", RandomBot)
register("greedy", GreedyBot)
register("ismcts", ISMCTSBot.from_params)
# the same three on the game's integer sub-decision space (ludoteca.bots.integer)
register("random-int", RandomIntBot)
register("greedy-int", GreedyIntBot)
register("ismcts-int", IntISMCTSBot.from_params)


def bot_names() -> list[str]:
    """The names :func:`make_bot` accepts, sorted."""
    return sorted(_REGISTRY)


def make_bot(spec: str, game: Any = None) -> Bot:
    """Build a bot from its spec: a name (``"random"``, ``"greedy"``, ``"ismcts"``; any letter
    case), optionally with ``:key=value`` parameters (``"ismcts:iterations=1000"``).

    Args:
        spec: the bot spec.
        game: the :class:`ludoteca.core.game.Game` the bot plays; None: the game of the
            information set it is handed, else the registry's ``dale``
            (:func:`ludoteca.bots.base.game_of`).

    Raises:
        BadInput: for a name no bot is registered under (the message lists the known names),
            options the bot does not take, or a value outside an option's range (the
            message names the option and its range).
    """
    if not isinstance(spec, str) or not spec.strip():
        raise BadInput(t("bot.unknown", spec=str(spec), known=", ".join(sorted(_REGISTRY))))
    key, params = parse_spec(spec)
    factory = _REGISTRY.get(key)
    if factory is None:
        raise BadInput(t("bot.unknown", spec=spec, known=", ".join(sorted(_REGISTRY))))
    if not params:
        bot = factory()
    elif not getattr(getattr(factory, "__self__", factory), "takes_options", False):
        raise BadInput(t("bot.no_options", bot=key, options=", ".join(sorted(params)),
                         spec=spec))
    else:
        bot = factory(**params)
    if game is not None:
        bot.game = game
    return bot
