"""Hints at the table: the best moves for the seat deciding now (issue 29, part 2).

:func:`hints` searches the decision over the seat's information set only (the same search as
the analysis, :func:`ludoteca.coach.analysis.estimate`) and gives the best moves found, each
with its estimated win probability and one line on why, in the reader's language: what the
move does, when the game offers the optional part ``explain_move(view, action) -> Message |
None`` (Dale: what it buys, builds, plays or takes), then how it compares in the search.

Whether a table allows hints is the table's setting (:func:`hints_default`: on with one
person at the table, off with several); the front ends show it to every seat.
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass
from typing import Any

from ludoteca.coach.analysis import DEFAULT_ITERATIONS, estimate
from ludoteca.core.game import hook
from ludoteca.core.i18n import decimal, t

#: How many moves a hint lists by default.
DEFAULT_TOP = 3


def hints_default(humans: int) -> bool:
    """Whether a table allows hints when nobody chose: yes with at most one person (a player
    alone against bots), no with several (a hint would help one person against another)."""
    return humans <= 1


@dataclass
class Hint:
    """One suggested move: its canonical ``action`` text, ``probability`` (0..1, the
    estimated win probability after it), ``visits`` (the search's samples of it) and ``why``
    (one line in the reader's language)."""

    action: str
    probability: float
    visits: int
    why: str

    def to_dict(self) -> dict[str, Any]:
        return {"action": self.action, "probability": self.probability, "visits": self.visits,
                "why": self.why}


def _rng(view: dict[str, Any], seat: int, seed: int) -> random.Random:
    """A generator fixed by what the seat sees (never by hidden state), the seat and ``seed``:
    the same position gives the same hint."""
    seen = json.dumps(view, sort_keys=True, default=str).encode("utf-8")
    return random.Random(f"ludoteca-hint:{seed}:{seat}:{hashlib.sha256(seen).hexdigest()}")


def hints(game: Any, state: Any, seat: int, *, iterations: int = DEFAULT_ITERATIONS,
          seed: int = 0, top: int = DEFAULT_TOP, lang: str | None = None) -> list[Hint]:
    """The ``top`` best moves found for ``seat``, which must be deciding in ``state``, best
    first (``state`` is not changed; it is read only through the seat's information set).

    Raises:
        ValueError: ``seat`` is not deciding; BadInput: a budget out of range.
    """
    if game.is_terminal(state) or game.current_player(state) != seat:
        raise ValueError("hints are for the seat deciding now")
    view = game.view(state, seat)
    values = estimate(game, state, seat, _rng(view, seat, seed), iterations)
    tried = sorted(((a, v, m) for a, v, m in values if m is not None),
                   key=lambda x: (-x[2], -x[1]))
    explain = hook(game, "explain_move")
    out: list[Hint] = []
    best = tried[0][2] if tried else 0.0
    second = tried[1][2] if len(tried) > 1 else None
    for rank, (action, visits, mean) in enumerate(tried[:top]):
        if len(tried) == 1:
            search = t("coach.why.only", lang)
        elif rank == 0:
            lead = 100 * (mean - (second if second is not None else mean))
            search = t("coach.why.best", lang, share=f"{100 * mean:.0f}",
                       lead=decimal(lead, lang))
        else:
            lead = 100 * (best - mean)
            key = "coach.why.close" if lead < 5 else "coach.why.behind"
            search = t(key, lang, lead=decimal(lead, lang))
        what = explain(view, action) if explain is not None else None
        why = f"{what.render(lang)}; {search}" if what is not None else search
        out.append(Hint(action=game.format_action(state, action),
                        probability=round(mean, 4), visits=visits, why=why))
    return out
