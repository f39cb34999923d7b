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
from ludoteca.dale.cards import CardType


class Part:
    """One card of a payment or a stack: which card, counted as what, from where. Read-only
    once made (moves share them: the part of a card counted as itself at its printed value
    is made once per game, :attr:`ludoteca.dale.state.Config.plain`).

    Attributes:
        card: the card id.
        ident: the identity it counts as (its own printed card, or what a chameleon copies).
        from_discard: True when it is taken from its owner's discard pile, not the hand.
        adj: the adjustment chosen for it (a card with the ``stack_adjust`` hook: ``+1`` /
            ``-1``), else 0.
        value: the value it counts for (after this turn's effects and the adjustment).
    """

    __slots__ = ("card", "ident", "from_discard", "adj", "value")

    def __init__(self, card: int, ident: CardType, from_discard: bool, adj: int, value: int):
        self.card, self.ident, self.from_discard, self.adj, self.value = (
            card, ident, from_discard, adj, value)


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
            (:class:`Part`: card id, identity, pile, value), in the
            action's token order; empty for a step's choice.
        slot: the market slot of a purchase (0–4, or ``BIN`` = -1 for the market discard
            pile); 0 otherwise.
        card: the card id of an ability used (``use``), else -1.
        name: the identity the card acts as (an ability's or a technique's card name), else "".
    """

    action: tuple
    seat: int
    verb: str = ""
    parts: tuple[Part, ...] = ()
    slot: int = 0
    card: int = -1
    name: str = ""
