"""The bot interface and the registry that builds bots from short names.

A bot sees exactly what a player at the table sees: the view dict of its seat
(``ludoteca.dale.views.view``) and the list of legal actions of the decision it must make.
It never reads the full game state, so a bot cannot cheat by looking at hidden cards.

Search bots (:class:`SearchBot`, e.g. ISMCTS) need full states to simulate. They get one more
argument, an :class:`InformationSet`: the *only* path from a search bot to a game state is
``infoset.determinize(rng)``, which deals the cards the seat cannot see again at random and
replaces the state's random generator. Game loops call :func:`decide`, which passes the
information set only to the bots that want it.

Bots are built from a *spec*: a name, optionally followed by ``:key=value`` parameters, e.g.
``"ismcts:iterations=1000"`` or ``"ismcts:seconds=1:playout=random"`` (colons, not commas,
so specs fit in a comma-separated seat list).
"""

from __future__ import annotations

import math
import random
from abc import ABC, abstractmethod
from typing import Any, Callable

from ludoteca.core.errors import BadInput
from ludoteca.core.infoset import InformationSet, decide  # noqa: F401 (re-exported)
from ludoteca.core.i18n import t

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


class SearchBot(Bot):
    """A bot that simulates futures: its ``choose`` also gets an :class:`InformationSet`.

    ``infoset`` may be None when a caller has none (then the bot must still return a legal
    action, e.g. by falling back to a simpler policy).
    """

    wants_infoset = True

    @abstractmethod
    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random,
               infoset: InformationSet | None = None) -> Action:
        """Like :meth:`Bot.choose`, with the seat's information set."""



_REGISTRY: dict[str, Callable[..., Bot]] = {}


def register(name: str, factory: Callable[..., Bot]) -> None:
    """Make ``make_bot(name)`` build a bot with ``factory(**params)``; the parameters come
    from the spec as strings (``"ismcts:iterations=10"`` → ``factory(iterations="10")``).
    A factory that takes options has an attribute ``takes_options = True`` and checks them
    itself (:func:`check_options`); any other refuses every option."""
    _REGISTRY[name.lower()] = factory


def parse_spec(spec: str) -> tuple[str, dict[str, str]]:
    """``"ismcts:iterations=1000:playout=greedy"`` → ``("ismcts", {"iterations": "1000",
    "playout": "greedy"})``; names and keys are lower-cased.

    Raises:
        BadInput: for a parameter without ``=``, an empty name, or an option given twice
            (messages ``bot.*``, in the reader's language).
    """
    if not isinstance(spec, str) or not spec.strip():
        raise BadInput(t("bot.empty_spec", spec=str(spec)))
    parts = [x.strip() for x in spec.strip().split(":")]
    params: dict[str, str] = {}
    for part in parts[1:]:
        key, sep, value = part.partition("=")
        if not sep or not key.strip() or not value.strip():
            raise BadInput(t("bot.bad_parameter", part=part, spec=spec))
        key = key.strip().lower()
        if key in params:
            raise BadInput(t("bot.option_twice", option=key, spec=spec))
        params[key] = value.strip()
    if not parts[0]:
        raise BadInput(t("bot.empty_spec", spec=spec))
    return parts[0].lower(), params


class Option:
    """One option of a bot spec (``ismcts:c=0.5``): its kind and allowed range.

    Attributes:
        name: the key typed in the spec; kind: ``"int"``, ``"float"`` or ``"choice"``;
        low, high: the closed range of a number (``low_open``: ``low`` itself is excluded);
        choices: the values of a ``"choice"``.
    """

    __slots__ = ("name", "kind", "low", "high", "low_open", "choices")

    def __init__(self, name: str, kind: str, low: float = 0, high: float = 0,
                 low_open: bool = False, choices: tuple[str, ...] = ()):
        self.name, self.kind, self.low, self.high = name, kind, low, high
        self.low_open, self.choices = low_open, choices

    def _refuse(self, bot: str, value: Any) -> BadInput:
        shown = value if isinstance(value, str) else repr(value)
        if self.kind == "choice":
            return BadInput(t("bot.option_choice", bot=bot, option=self.name,
                              choices=", ".join(self.choices), value=shown))
        if self.kind == "int":
            return BadInput(t("bot.option_int", bot=bot, option=self.name, min=self.low,
                              max=self.high, value=shown))
        if self.low_open:
            return BadInput(t("bot.option_positive", bot=bot, option=self.name, max=self.high,
                              value=shown))
        return BadInput(t("bot.option_number", bot=bot, option=self.name, min=self.low,
                          max=self.high, value=shown))

    def check(self, bot: str, value: Any) -> Any:
        """``value`` (a spec string or a Python value) as the option's type, checked.

        Raises:
            BadInput: naming the bot, the option and its allowed range, for a value that is
                not of the option's kind (``nan``, ``inf``, ``1.5`` for a whole number, a bool)
                or outside the range.
        """
        if self.kind == "choice":
            text = value.strip().lower() if isinstance(value, str) else value
            if text not in self.choices:
                raise self._refuse(bot, value)
            return text
        num: Any = value
        if isinstance(value, str):
            try:
                num = int(value.strip()) if self.kind == "int" else float(value.strip())
            except ValueError:
                raise self._refuse(bot, value) from None
        if isinstance(num, bool) or not isinstance(num, (int, float)):
            raise self._refuse(bot, value)
        if self.kind == "int" and not isinstance(num, int):
            raise self._refuse(bot, value)
        if not math.isfinite(num) or num > self.high or num < self.low or (
                self.low_open and num == self.low):
            raise self._refuse(bot, value)
        return num


def check_options(bot: str, options: dict[str, Option], given: dict[str, Any]) -> dict[str, Any]:
    """Every option of ``given`` checked against ``options`` (see :class:`Option`).

    Raises:
        BadInput: for an option the bot does not take (naming the ones it takes) or a value
            out of its range.
    """
    out = {}
    for key, value in given.items():
        opt = options.get(key)
        if opt is None:
            raise BadInput(t("bot.unknown_option", bot=bot, option=key,
                             known=", ".join(options)))
        out[key] = opt.check(bot, value)
    return out


def bot_names() -> list[str]:
    """The names :func:`make_bot` accepts, sorted."""
    _load_builtin()
    return sorted(_REGISTRY)


def make_bot(spec: str) -> Bot:
    """Build a bot from its spec: a name (``"random"``, ``"greedy"``, ``"ismcts"``; any letter
    case), optionally with ``:key=value`` parameters (``"ismcts:iterations=1000"``).

    Raises:
        BadInput: for a name no bot is registered under (the message lists the known names),
            options the bot does not take, or a value outside an option's range (the
            message names the option and its range).
    """
    _load_builtin()
    if not isinstance(spec, str) or not spec.strip():
        raise BadInput(t("bot.unknown", spec=str(spec), known=", ".join(sorted(_REGISTRY))))
    key, params = parse_spec(spec)
    factory = _REGISTRY.get(key)
    if factory is None:
        raise BadInput(t("bot.unknown", spec=spec, known=", ".join(sorted(_REGISTRY))))
    if not params:
        return factory()
    if not getattr(getattr(factory, "__self__", factory), "takes_options", False):
        raise BadInput(t("bot.no_options", bot=key, options=", ".join(sorted(params)),
                         spec=spec))
    return factory(**params)


def _load_builtin() -> None:
    # Imported lazily so that base.py has no import cycle with the bot modules.
    if "random" not in _REGISTRY or "greedy" not in _REGISTRY or "ismcts" not in _REGISTRY:
        from ludoteca.bots.greedy import GreedyBot
        from ludoteca.bots.ismcts import ISMCTSBot
        from ludoteca.bots.random_bot import RandomBot

        register("random", RandomBot)
        register("greedy", GreedyBot)
        register("ismcts", ISMCTSBot.from_params)
