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


class InformationSet:
    """What a seat knows, as a sampler of full states (for search bots).

    It is bound to the true state and a seat by the game loop; a bot only calls
    :meth:`determinize`. The sampler must depend only on the seat's information set (for Dale,
    ``ludoteca.dale.views.determinize`` guarantees that two states differing only in hidden
    cards give the same sample for the same ``rng``), so a bot that reaches states only through
    it cannot use hidden information.
    """

    __slots__ = ("_state", "_sampler", "seat")

    def __init__(self, state: Any, seat: int, sampler: Callable[[Any, int, random.Random], Any]):
        self._state = state
        self._sampler = sampler
        self.seat = seat

    def determinize(self, rng: random.Random) -> Any:
        """A full state consistent with the seat's information set, freshly sampled with
        ``rng`` (consumed); the caller may change it freely."""
        return self._sampler(self._state, self.seat, rng)


class SearchBot(Bot):
    """A bot that simulates futures: its ``choose`` also gets an :class:`InformationSet`.

    ``infoset`` may be None when a caller has none (then the bot must still return a legal
    action, e.g. by falling back to a simpler policy).
    """

    @abstractmethod
    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random,
               infoset: InformationSet | None = None) -> Action:
        """Like :meth:`Bot.choose`, with the seat's information set."""


def decide(bot: Bot, view: dict[str, Any], legal: list[Action], rng: random.Random,
           infoset: InformationSet | None) -> Action:
    """Ask ``bot`` for an action; search bots also get ``infoset``. Game loops call this."""
    if isinstance(bot, SearchBot):
        return bot.choose(view, legal, rng, infoset)
    return bot.choose(view, legal, rng)


_REGISTRY: dict[str, Callable[..., Bot]] = {}


def register(name: str, factory: Callable[..., Bot]) -> None:
    """Make ``make_bot(name)`` build a bot with ``factory(**params)``; the parameters come
    from the spec as strings (``"ismcts:iterations=10"`` → ``factory(iterations="10")``)."""
    _REGISTRY[name.lower()] = factory


def parse_spec(spec: str) -> tuple[str, dict[str, str]]:
    """``"ismcts:iterations=1000:playout=greedy"`` → ``("ismcts", {"iterations": "1000",
    "playout": "greedy"})``; names and keys are lower-cased.

    Raises:
        BadInput: for a parameter without ``=`` or an empty name.
    """
    if not isinstance(spec, str) or not spec.strip():
        raise BadInput(f"bad bot spec {spec!r}: give a bot name such as greedy")
    parts = [x.strip() for x in spec.strip().split(":")]
    params: dict[str, str] = {}
    for part in parts[1:]:
        key, sep, value = part.partition("=")
        if not sep or not key.strip() or not value.strip():
            raise BadInput(f"bad bot parameter {part!r} in {spec!r}: write key=value, "
                           "e.g. ismcts:iterations=1000")
        params[key.strip().lower()] = value.strip()
    return parts[0].lower(), params


def bot_names() -> list[str]:
    """The names :func:`make_bot` accepts, sorted."""
    _load_builtin()
    return sorted(_REGISTRY)


def make_bot(spec: str) -> Bot:
    """Build a bot from its spec: a name (``"random"``, ``"greedy"``, ``"ismcts"``; any letter
    case), optionally with ``:key=value`` parameters (``"ismcts:iterations=1000"``).

    Raises:
        BadInput: for a name no bot is registered under (the message lists the known names),
            or parameters the bot does not take.
    """
    _load_builtin()
    if not isinstance(spec, str) or not spec.strip():
        raise BadInput(f"unknown bot {spec!r}; known bots: {', '.join(sorted(_REGISTRY))}")
    key, params = parse_spec(spec)
    factory = _REGISTRY.get(key)
    if factory is None:
        known = ", ".join(sorted(_REGISTRY))
        raise BadInput(f"unknown bot {spec!r}; known bots: {known}")
    if not params:
        return factory()
    try:
        return factory(**params)
    except TypeError:
        raise BadInput(f"bot {key!r} takes no parameters {', '.join(sorted(params))} "
                       f"(in {spec!r})") from None


def _load_builtin() -> None:
    # Imported lazily so that base.py has no import cycle with the bot modules.
    if "random" not in _REGISTRY or "greedy" not in _REGISTRY or "ismcts" not in _REGISTRY:
        from ludoteca.bots.greedy import GreedyBot
        from ludoteca.bots.ismcts import ISMCTSBot
        from ludoteca.bots.random_bot import RandomBot

        register("random", RandomBot)
        register("greedy", GreedyBot)
        register("ismcts", ISMCTSBot.from_params)
