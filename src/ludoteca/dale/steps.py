"""The shape and visibility of every pending step, declared once (issue 12, item 4).

A pending card-effect step is a frame ``(kind, player, field, …)``: its kind, the 0-based seat
that decides it (``player``), then the step's own fields. Each step registered with
:func:`ludoteca.dale.card_rules.decision` declares those fields with a :class:`Frame`::

    @decision("sabotage", Frame(target=SEAT, seen=CARDS,
                                secret={"seen": "player"}, secret_choice=False,
                                mixing=None))

and every reader derives what it needs from that one declaration:

* the view (:func:`ludoteca.dale.views.view`): the deciding seat sees the card lists that
  are secret to it (``decision["cards"]``) and the step's :meth:`details`; no other seat sees
  anything of a secret field;
* the terminal's log (:func:`choice_is_public`): a choice of a step with ``secret_choice``
  is logged for the other seats without its details;
* position files (``ludoteca.dale.positions``): each field is read and written by its kind
  (seats 1-based, cards as ``Name#ID``/``?LABEL``, …);
* determinization (:meth:`Frame.remap`) and the card ids a frame points at (:meth:`Frame.card_ids`);
* knowledge (:mod:`ludoteca.dale.knowledge`): a step whose choice moves cards between piles
  hidden from some seats declares it with :class:`Mixing`.

Field kinds: :data:`SEAT` (a 0-based seat), :data:`CARD` (a card id), :data:`CARDS` (a tuple of
card ids), :data:`TOKENS` (a tuple of card tokens, ``ludoteca.dale.tokens``), :data:`NUMBER`
(any other int: a market slot, a count) and :data:`TEXT` (a string, e.g. a card name).

Seat references (``secret`` values, :class:`Mixing`): ``"player"`` (the deciding seat), the
name of a :data:`SEAT` field, or ``"chosen"`` (the seat the choice names, ``action[1]``; only
in :class:`Mixing`).
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Mapping

SEAT = "seat"
CARD = "card"
CARDS = "cards"
TOKENS = "tokens"
NUMBER = "number"
TEXT = "text"
KINDS = (SEAT, CARD, CARDS, TOKENS, NUMBER, TEXT)

#: The main actions of a turn (no step pending) whose details are hidden from the other seats:
#: the first card of a purchase or an Inventory made card by card (the rest follows in the
#: ``pay`` / ``inventory`` steps, whose choices are secret as well). Every other main action
#: (``buy``, ``play``, ``build``, ``inventory``, ``use``) is seen by everybody at the table.
SECRET_MAIN_ACTIONS = frozenset({"pay", "discard"})
#: The main actions of a turn everybody sees.
PUBLIC_MAIN_ACTIONS = frozenset({"buy", "play", "build", "inventory", "use"})


@dataclass(frozen=True)
class Mixing:
    """What a step's choice hides from the seats not ``aware`` of it: cards moved between
    piles hidden from them, chosen by somebody else or at random (``dale.knowledge``).

    Attributes:
        hands: seat references whose hands (as they were before the choice) are mixed.
        cards: :data:`CARDS` fields whose cards are mixed.
        aware: seat references that know which card went where.
        shuffled: the cards were shuffled together and dealt again (Whirligig): the aware seats
            know where their own old cards went, the others' old cards keep their pools.
    """

    hands: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    aware: tuple[str, ...] = ("player",)
    shuffled: bool = False


class Frame:
    """The declared shape of one step's frame ``(kind, player, *fields)``.

    ``Frame(target=SEAT, seen=CARDS, secret={"seen": "player"})``: the keyword arguments other
    than ``secret``, ``secret_choice`` and ``mixing`` are the fields after ``player``, in order,
    each with its kind (one of :data:`KINDS`).

    Args:
        secret: field name → the seat reference that alone may see it (absent: everybody).
        secret_choice: the step's choices (their card tokens) are hidden from the other seats.
        mixing: what the choice hides from the other seats' knowledge, or None.

    Raises:
        ValueError: for an unknown field kind or a secret/mixing reference to no field.
    """

    __slots__ = ("fields", "kinds", "secret", "secret_choice", "mixing", "_index")

    def __init__(self, *, secret: Mapping[str, str] | None = None, secret_choice: bool = False,
                 mixing: Mixing | None = None, **fields: str) -> None:
        for name, kind in fields.items():
            if kind not in KINDS:
                raise ValueError(f"field {name!r}: unknown kind {kind!r}")
        self.fields: tuple[str, ...] = ("player",) + tuple(fields)
        self.kinds: Mapping[str, str] = MappingProxyType({"player": SEAT, **fields})
        self.secret: Mapping[str, str] = MappingProxyType(dict(secret or {}))
        self.secret_choice = secret_choice
        self.mixing = mixing
        self._index = {name: i + 1 for i, name in enumerate(self.fields)}
        seats = {n for n, k in self.kinds.items() if k == SEAT}
        for name, who in self.secret.items():
            if name not in self.kinds or who not in seats:
                raise ValueError(f"secret {name!r}: {who!r} is not a seat field of this frame")
        if mixing is not None:
            for ref in mixing.hands + mixing.aware:
                if ref not in seats and ref != "chosen":
                    raise ValueError(f"mixing: {ref!r} is not a seat reference")
            for name in mixing.cards:
                if self.kinds.get(name) != CARDS:
                    raise ValueError(f"mixing: {name!r} is not a card-list field")

    def __repr__(self) -> str:
        return f"Frame({dict(self.kinds)!r}, secret={dict(self.secret)!r})"

    # -- reading a frame ------------------------------------------------------------------
    def index(self, name: str) -> int:
        """The position of field ``name`` in the frame tuple (``player`` is 1)."""
        return self._index[name]

    def get(self, frame: tuple, name: str) -> Any:
        """The value of field ``name`` in ``frame``."""
        return frame[self._index[name]]

    def seat(self, frame: tuple, ref: str, action: tuple | None = None) -> int:
        """The seat a reference names (``"chosen"``: ``action[1]``)."""
        if ref == "chosen":
            if action is None:
                raise ValueError("'chosen' needs the action")
            return action[1]
        return frame[self._index[ref]]

    def conforms(self, frame: tuple, n_players: int, n_cards: int) -> str | None:
        """Why ``frame`` does not fit this declaration, or None when it does."""
        if not isinstance(frame, tuple) or len(frame) != len(self.fields) + 1:
            return f"expected {len(self.fields) + 1} entries, got {frame!r}"
        for name, value in zip(self.fields, frame[1:]):
            kind = self.kinds[name]
            ok = {
                SEAT: lambda v: type(v) is int and 0 <= v < n_players,
                CARD: lambda v: type(v) is int and 0 <= v < n_cards,
                CARDS: lambda v: isinstance(v, tuple) and all(type(c) is int and 0 <= c < n_cards
                                                              for c in v),
                TOKENS: lambda v: isinstance(v, tuple) and all(isinstance(t, str) for t in v),
                NUMBER: lambda v: type(v) is int,
                TEXT: lambda v: isinstance(v, str),
            }[kind](value)
            if not ok:
                return f"field {name!r} ({kind}) is {value!r}"
        return None

    def card_ids(self, frame: tuple) -> list[int]:
        """The card ids the frame points at (its :data:`CARD` and :data:`CARDS` fields)."""
        out: list[int] = []
        for name, value in zip(self.fields, frame[1:]):
            kind = self.kinds[name]
            if kind == CARD:
                out.append(value)
            elif kind == CARDS:
                out.extend(value)
        return out

    def remap(self, frame: tuple, remap: Mapping[int, int]) -> tuple:
        """``frame`` with every card id ``c`` replaced by ``remap.get(c, c)`` (determinization)."""
        out = list(frame)
        for i, name in enumerate(self.fields, 1):
            kind = self.kinds[name]
            if kind == CARD:
                out[i] = remap.get(out[i], out[i])
            elif kind == CARDS:
                out[i] = tuple(remap.get(c, c) for c in out[i])
        return tuple(out)

    # -- who sees what --------------------------------------------------------------------
    def may_see(self, frame: tuple, name: str, seat: int) -> bool:
        """True when ``seat`` may see field ``name`` of ``frame``."""
        who = self.secret.get(name)
        return who is None or frame[self._index[who]] == seat

    def shown_cards(self, frame: tuple, seat: int) -> list[int]:
        """The cards an effect shows to ``seat`` alone: its secret card lists ``seat`` may see."""
        out: list[int] = []
        for name in self.secret:
            if self.kinds[name] == CARDS and self.may_see(frame, name, seat):
                out.extend(self.get(frame, name))
        return out

    def sees_all(self, frame: tuple, seat: int) -> bool:
        """True when ``seat`` may see every field of ``frame``."""
        return all(self.may_see(frame, name, seat) for name in self.secret)


#: The frame the engine itself pushes when a technique is played: after the effect's steps,
#: the card goes to the discard pile and grants its bonus action (``dale.technique.play``).
FINISH = Frame(card=CARD, name=TEXT)

#: The frame the engine pushes under the steps a card hook ``cleanup_draw`` asks for at
#: clean-up: once they are resolved, the clean-up draw goes on (``dale.cleanup.draw``).
CLEANUP = Frame()

#: The frame a delayed technique's effect pushes under its last steps: once they are resolved
#: (or skipped, having nothing to choose), the card ``name`` of the frame's seat leaves the
#: schedule for its discard pile (``dale.technique.schedule``, ``mechanics.release``: the
#: earliest waiting card of that name).
RELEASE = Frame(name=TEXT)

#: The frame the engine pushes when a seat's turn begins, taken away at once as the turn's due
#: effects (the ``turn_start`` listeners) resolve (``dale.turn.order``, ``turn.begin_turn``):
#: only a state read from a position file at that moment (``moment = "turn_start"``,
#: docs/positions.md) holds it before it is resolved.
TURN_START = Frame()


def choice_is_public(state: Any, action: tuple) -> bool:
    """True when every seat may read ``action`` in full (the terminal's log, records shown to
    the table): a main action in :data:`PUBLIC_MAIN_ACTIONS`, or the choice of a pending step
    whose declaration is not ``secret_choice``. Call it before the action is applied."""
    if not action:
        return False
    if state.winner is None and state.frames:
        return not state.cfg.rules.frame_of(state.frames[-1][0]).secret_choice
    return action[0] in PUBLIC_MAIN_ACTIONS
