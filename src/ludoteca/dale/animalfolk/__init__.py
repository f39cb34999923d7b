"""The animalfolk decks: one module per deck, each registering its card effects here.

A module registers:

* techniques with :func:`technique` — ``start(state, player, card)`` resolves the card or pushes
  decision frames; the engine puts the card on the discard pile afterwards if it is still
  in play (``dale.technique.play``) and grants the bonus action (``dale.turn.bonus_action``);
* decision steps with :func:`decision` — their frame's shape and visibility
  (:class:`ludoteca.dale.steps.Frame`, one declaration read by views, positions, the log and
  knowledge) and an object with ``legal(state, frame) -> list`` of
  actions in a stable order and ``apply(state, frame, action)``; the engine validates an action
  by checking it is among ``legal`` (one rule, one place) and pops the frame before ``apply``;
  a step with no legal choice is skipped (``dale.technique.fizzle``), so a technique may push
  its step without checking first that there is something to choose; optionally
  ``details(state, frame) -> dict``, what the deciding seat's view adds to its ``decision``
  (shown only to a seat that may see every secret field of the frame);
* once-per-turn abilities with :func:`ability` — ``(available(state, player, card) -> bool,
  use(state, player, card))``.

Passives are read by the engine's payment, build and clean-up code through the hooks below.
"""

from __future__ import annotations

from typing import Callable, Protocol

from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import FRAMES, Frame


class Step(Protocol):
    rule: str
    prompt: str

    def legal(self, state: DaleState, frame: tuple) -> list[tuple]: ...

    def apply(self, state: DaleState, frame: tuple, action: tuple) -> None: ...


TECHNIQUES: dict[str, Callable[[DaleState, int, int], None]] = {}
STEPS: dict[str, Step] = {}
ABILITIES: dict[str, tuple[Callable[[DaleState, int, int], bool], Callable[[DaleState, int, int], None]]] = {}


def technique(name: str):
    """Register the effect of the technique card ``name`` (printed name)."""

    def deco(fn):
        TECHNIQUES[name] = fn
        return fn

    return deco


def decision(kind: str, frame: Frame):
    """Register a decision step class under the frame kind ``kind`` (an instance is stored),
    with the declaration of its frame ``(kind, player, *fields)``.

    Raises:
        TypeError: when ``frame`` is not a :class:`~ludoteca.dale.steps.Frame`.
    """
    if not isinstance(frame, Frame):
        raise TypeError(f"step {kind!r}: its frame must be declared with steps.Frame")

    def deco(cls):
        STEPS[kind] = cls()
        FRAMES[kind] = frame
        return cls

    return deco


def ability(name: str, available: Callable, use: Callable) -> None:
    """Register the once-per-turn free ability of the card ``name``."""
    ABILITIES[name] = (available, use)


from ludoteca.dale.animalfolk import (  # noqa: E402  (modules register on import)
    chameleons,
    macaws,
    ocelots,
    pandas,
    raccoons,
    squirrels,
)

__all__ = ["TECHNIQUES", "STEPS", "FRAMES", "ABILITIES", "technique", "decision", "ability",
           "macaws", "pandas", "raccoons", "squirrels", "ocelots", "chameleons"]
