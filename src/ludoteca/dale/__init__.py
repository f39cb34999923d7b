"""Dale of Merchants: the engine (importing it registers no deck; a game's ruleset is built
for its edition on first use, :mod:`ludoteca.dale.editions`).

Typical use::

    from ludoteca.dale import new_game
    state = new_game(players=2, seed=7)
    while not state.is_terminal():
        action = state.legal_actions()[0]
        state.apply(action)
"""

from ludoteca.dale import catalogue as _catalogue  # noqa: F401 (registers Dale's texts first)
from ludoteca.dale import hints as _hints  # noqa: F401 (the texts of explain_move)
from ludoteca.dale import story as _story  # noqa: F401 (the texts of the log and the notation words)
from ludoteca.dale.engine import new_game
from ludoteca.dale.state import DaleState, Decision

__all__ = ["new_game", "DaleState", "Decision"]
