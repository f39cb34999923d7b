"""A bot that picks uniformly among the legal actions: the baseline every other bot must beat."""

from __future__ import annotations

import random
from typing import Any

from ludoteca.bots.base import Action, Bot


class RandomBot(Bot):
    """Chooses each legal action with the same probability."""

    name = "random"
    reads_knowledge = False

    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if not legal:
            raise ValueError("RandomBot.choose needs at least one legal action")
        return legal[rng.randrange(len(legal))]
