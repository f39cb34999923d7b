"""What a seat knows, as a sampler of full states, and the call that asks a bot to decide.

A bot sees exactly what a player at the table sees: the view of its seat and the legal actions
of the decision it must make. Search bots (ISMCTS) need full states to simulate; the *only* path
from a search bot to a state is :meth:`InformationSet.determinize`, which deals the cards the
seat cannot see again at random (``Game.determinize``). The game loop (:mod:`ludoteca.core.loop`)
calls :func:`decide`, which passes the information set only to bots that want it (those with
``wants_infoset = True``).
"""

from __future__ import annotations

import random
from typing import Any, Callable


class InformationSet:
    """What a seat knows, as a sampler of full states (for search bots).

    It is bound to the true state and a seat by the game loop; a bot only calls
    :meth:`determinize`. The sampler must depend only on the seat's information set (for Dale,
    ``ludoteca.dale.views.determinize`` guarantees that two states differing only in hidden
    cards give the same sample for the same ``rng``), so a bot that reaches states only through
    it cannot use hidden information.
    """

    __slots__ = ("_state", "_sampler", "seat", "game")

    def __init__(self, state: Any, seat: int, sampler: Callable[[Any, int, random.Random], Any],
                 game: Any = None):
        self._state = state
        self._sampler = sampler
        self.seat = seat
        #: The :class:`ludoteca.core.game.Game` whose state this is (search bots simulate with
        #: its rules); None when the caller did not say (bots then use their own game).
        self.game = game

    def determinize(self, rng: random.Random) -> Any:
        """A full state consistent with the seat's information set, freshly sampled with
        ``rng`` (consumed); the caller may change it freely."""
        return self._sampler(self._state, self.seat, rng)



def decide(bot: Any, view: dict[str, Any], legal: list, rng: random.Random,
           infoset: InformationSet | None) -> Any:
    """Ask ``bot`` for one item of ``legal``; search bots (``wants_infoset``) also get
    ``infoset``. Game loops call this."""
    if getattr(bot, "wants_infoset", False):
        return bot.choose(view, legal, rng, infoset)
    return bot.choose(view, legal, rng)
