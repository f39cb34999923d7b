"""The messages of the simulator (``sim.*``), registered at import (see
:mod:`ludoteca.core.sources`)."""

from __future__ import annotations

from ludoteca.core.messages import register_messages

MESSAGES: dict[str, str | tuple[str, str]] = {
    "sim.no_bots": "bots cannot play {game}; the games bots play: {known}",
    "sim.unregistered": ("the game {game} is not the one registered under its name; register "
                         "it (core.game.register_game) before simulating it"),
}

register_messages(MESSAGES, source="sim")
