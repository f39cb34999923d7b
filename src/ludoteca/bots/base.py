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
so specs fit in a comma-separated seat list); the registry of names is
:mod:`ludoteca.bots.registry`.

Bots import ``core`` only. A bot plays the :class:`~ludoteca.core.game.Game` it is given
(``make_bot(spec, game)``), else the game of the information set it is handed, else — for
callers written before there were several games — the registry's ``dale``
(:func:`game_of`); it never imports a game.
"""

from __future__ import annotations

import math
import random
from abc import ABC, abstractmethod
from typing import Any

from ludoteca.core.errors import BadInput
from ludoteca.core.game import get_game
from ludoteca.core.infoset import InformationSet, decide  # noqa: F401 (re-exported)
from ludoteca.core.i18n import t

Action = tuple


class Bot(ABC):
    """A player that picks one of the legal actions.

    Subclasses set :attr:`name` (the registry name, e.g. ``"greedy"``) and implement
    :meth:`choose`.
    """

    name: str = "bot"
    #: The game this bot plays (:func:`game_of` resolves None).
    game: Any = None
    #: False for a bot whose choices never depend on what its seat knows of the hidden
    #: cards (its view's known cards, its information set's samples): a simulation of such
    #: bots only can play without keeping that knowledge (the Dale option ``knowledge``).
    reads_knowledge: bool = True

    def reads_knowledge_of(self, game: Any) -> bool:
        """Whether this bot's choices in ``game`` may depend on what its seat knows of the
        hidden cards (default :attr:`reads_knowledge`; the greedy bot asks its game's
        policy)."""
        return self.reads_knowledge

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


#: The game of callers that name none (the first game Ludoteca had), found in the registry.
DEFAULT_GAME = "dale"


def game_of(bot: Bot, infoset: InformationSet | None = None) -> Any:
    """The game ``bot`` plays: its own ``game``, else ``infoset.game``, else the registry's
    :data:`DEFAULT_GAME` (``get_game``; never an import of a game module)."""
    if bot.game is not None:
        return bot.game
    if infoset is not None and getattr(infoset, "game", None) is not None:
        return infoset.game
    return get_game(DEFAULT_GAME)
