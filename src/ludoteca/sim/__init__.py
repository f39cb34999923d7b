"""Game-agnostic simulation: many bot games of any registered game (:mod:`.simulate`), run
in this process, in worker processes or on Ray, with their statistics (:mod:`.tournament`).

Every game is played by the one game loop :func:`ludoteca.core.loop.play_out`; a game is
named by its registry key (:func:`ludoteca.core.game.get_game`) and driven only through the
:class:`~ludoteca.core.game.Game` interface. ``sim`` imports ``core`` and ``bots``, never a
game module.
"""

from ludoteca.sim import messages  # noqa: E402,F401  (registers the sim.* messages)
