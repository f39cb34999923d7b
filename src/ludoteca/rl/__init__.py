"""Reinforcement-learning environments over a game's integer action space (issue 18, point 4).

Three front ends for learning, all game-generic: they find a game in the registry
(:func:`ludoteca.core.game.get_game`), play it through its integer sub-decision space
(:mod:`ludoteca.core.integer`, the game's optional part ``action_space``) and observe it
through the game's optional parts ``observation_size`` / ``observation``, which read a seat's
view only (Dale: :mod:`ludoteca.dale.observation`):

* :mod:`ludoteca.rl.pettingzoo_env` — a PettingZoo AEC environment, every seat an agent;
* :mod:`ludoteca.rl.gym_env` — a Gymnasium single-agent environment, the other seats played
  by a Ludoteca bot (registered as ``ludoteca/Dale-v0``);
* :mod:`ludoteca.rl.openspiel_game` — an OpenSpiel Python game (``python_dale``).

They need the optional extra ``ludoteca[rl]`` (numpy, PettingZoo, Gymnasium, OpenSpiel);
this package itself imports none of them, each module imports what it needs. ``rl`` sits
beside ``sim``: it imports ``core`` and ``bots`` only (docs/architecture.md, docs/rl.md).
"""

from ludoteca.rl.table import Table, rewards

__all__ = ["Table", "rewards"]
