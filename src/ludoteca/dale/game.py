"""Dale of Merchants (classic) as a :class:`ludoteca.core.game.Game`.

This module is the game's face: the registry (``ludoteca.games`` entry point ``dale``) loads
:data:`GAME`, and every front end, bot, loop and record tool drives Dale only through it. The
rules themselves live in :mod:`ludoteca.dale.engine` and the decks in
:mod:`ludoteca.dale.animalfolk`; this module only forwards.

Setup options of :meth:`DaleGame.new_state` (``dale.setup.*``):

* ``animalfolk``: the players + 1 deck keys in play (list of str), or None for a choice by the
  seed among the decks of the box;
* ``box``: the deck keys available at setup (list of str), or None for Dale of Merchants 1's
  six decks.
"""

from __future__ import annotations

import random
from typing import Any, Mapping

from ludoteca.core.errors import BadInput
from ludoteca.core.game import GameInfo, Outcome
from ludoteca.core.i18n import Message

INFO = GameInfo(
    name="dale",
    title="Dale of Merchants",
    min_players=2,
    max_players=4,
    bots=True,
    hidden_information=True,
    options={
        "animalfolk": "the animalfolk decks in play (players + 1 deck keys); default: chosen by the seed",
        "box": "the animalfolk decks available at setup; default: the six decks of Dale 1",
    },
)


class DaleGame:
    """The rules of Dale of Merchants behind the :class:`~ludoteca.core.game.Game` protocol.

    States are :class:`ludoteca.dale.state.DaleState`; actions are the engine's tuples
    (``("market", 0, ("Accordion", "junk"))`` …), written in the notation of
    ``docs/notation.md``.
    """

    info = INFO

    # --- setup ----------------------------------------------------------------------------
    def new_state(self, players: int, seed: int, options: Mapping[str, Any] | None = None):
        """A new game (``dale.setup.*``); see the module docstring for ``options``.

        Raises:
            BadInput: a player count outside 2–4, an unknown option or a bad deck choice.
        """
        from ludoteca.dale.engine import new_game

        opts = dict(options or {})
        unknown = sorted(set(opts) - set(INFO.options))
        if unknown:
            raise BadInput(Message("setup.unknown_dale_option", options=', '.join(unknown),
                                   known=', '.join(INFO.options)))
        return new_game(players=players, animalfolk=opts.get("animalfolk"), seed=seed,
                        box=opts.get("box"))

    # --- the rules ------------------------------------------------------------------------
    def current_player(self, state) -> int:
        return state.current_player()

    def is_terminal(self, state) -> bool:
        return state.winner is not None

    def turn(self, state) -> int:
        return state.turn

    def outcome(self, state) -> Outcome | None:
        """The 8th-stack winner (``dale.end.eighth_stack``), None while the game goes on."""
        if state.winner is None:
            return None
        n = state.cfg.n_players
        return Outcome((state.winner,), tuple(1.0 if p == state.winner else 0.0
                                              for p in range(n)))

    def legal_actions(self, state) -> list[tuple]:
        return state.legal_actions()

    def apply(self, state, action: tuple) -> None:
        state.apply(action)

    def clone(self, state):
        return state.clone()

    # --- text -----------------------------------------------------------------------------
    def parse_action(self, state, text: str) -> tuple:
        """Read an action in the notation (short forms allowed, as at the table) and return
        the one listed action it means.

        Raises:
            BadInput: not an action of the notation.
            IllegalAction: no legal action or several (``ambiguous``) match it.
        """
        from ludoteca.dale.notation import parse

        return state.normalize(parse(text))

    def format_action(self, state, action: tuple) -> str:
        from ludoteca.dale.notation import to_text

        return to_text(action)

    # --- information ----------------------------------------------------------------------
    def view(self, state, seat: int) -> dict[str, Any]:
        from ludoteca.dale.views import view

        return view(state, seat)

    def determinize(self, state, seat: int, rng: random.Random):
        from ludoteca.dale.views import determinize

        return determinize(state, seat, rng)

    def state_hash(self, state) -> str:
        from ludoteca.dale.records import state_hash

        return state_hash(state)

    # --- search ---------------------------------------------------------------------------
    def evaluate(self, state) -> list[float]:
        """The fitted evaluation of :mod:`ludoteca.dale.evaluation` (a finished game gives
        1 to the winner, 0 to the others)."""
        from ludoteca.dale.evaluation import rewards

        return rewards(state, state.cfg.n_players)

    def __repr__(self) -> str:
        return "<DaleGame 'dale'>"


#: The registered game object (entry point ``ludoteca.games: dale``).
GAME = DaleGame()
