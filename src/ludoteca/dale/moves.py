"""A checked action: what checking an action finds out, kept so that doing it needs no second
check (after python-chess's ``Move`` / ``push``, OpenSpiel's ``_apply_action``).

:func:`ludoteca.dale.turn.check` reads an action tuple against one state and returns a
:class:`Move`; :func:`ludoteca.dale.turn.do` applies that move to the same state without
checking anything again; ``apply`` is check then do. Actions stay plain tuples (records,
hashes, the notation and the integer space read and write those); a :class:`Move` never
leaves the engine's callers and is valid only for the state it was checked on, unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(slots=True)
class Move:
    """One action checked against one state; treat it as read-only (it is not frozen only
    because a frozen dataclass costs four times as much to make, and every check makes one:
    docs/performance.md, "Check once, then do").

    Attributes:
        action: the canonical action tuple, as :func:`~ludoteca.dale.turn.legal_actions`
            lists it.
        seat: the 0-based seat that takes it.
        verb: the main action's verb (``"buy"``, ``"build"``, ``"play"``, ``"inventory"``,
            ``"use"``, ``"pay"``, ``"discard"``), or ``""`` for a choice of a pending step.
        parts: the cards the action names, resolved
            (:class:`ludoteca.dale.resolve.Part`: card id, identity, pile, value), in the
            action's token order; empty for a step's choice.
        slot: the market slot of a purchase (0–4, or ``BIN`` = -1 for the market discard
            pile); 0 otherwise.
        card: the card id of an ability used (``use``), else -1.
        name: the identity the card acts as (an ability's or a technique's card name), else "".
    """

    action: tuple
    seat: int
    verb: str = ""
    parts: tuple[Any, ...] = ()
    slot: int = 0
    card: int = -1
    name: str = ""
