"""The one Dale position builder of the tests (docs/positions.md is the file format it fills).

A deck's test module declares its defaults once, as data, and gets its ``position``::

    POSITION_DEFAULTS = {"folk": ["owls", "crocodiles", "macaws"], "seed": 3}
    position = builder(**POSITION_DEFAULTS)

    s = position({"hand": ["Spyglass"], "deck": ["junk"] * 5})        # seat 1 to act
    s = position(me, opp, market={"slots": [...]}, junk=2, seed=7)    # any default replaced

A test can also ask for the ``dale_position`` fixture (testkit.plugin): the same builder made
from its module's ``POSITION_DEFAULTS``.
"""

from __future__ import annotations

from typing import Any

from ludoteca.dale.positions import from_spec

def build(me: dict, opp: dict | None = None, *more: dict, folk: list[str],
          seed: int = 0, active: int = 1, market: dict | None = None,
          junk: int | None = 0, clock: str | None = None, turn: dict | None = None,
          opponent: dict | None = None, folk_for: dict[int, list[str]] | None = None,
          more_folk: list[str] | tuple[str, ...] = (),
          market_default: dict | None = None,
          market_for: dict[int, dict] | None = None, rules: Any = None) -> Any:
    """A Dale position (``ludoteca.dale.positions.from_spec``) with these seats.

    Seats: ``me``, then ``opp`` (``opponent`` when not given: default a seat with an empty
    hand), then ``more``. Decks: ``folk``, or ``folk_for[number of seats]``, plus the first
    ``seats - 2`` decks of ``more_folk``. ``market`` (a position file's ``[market]``; an empty
    or missing one gives ``market_for[seats]``, else ``market_default``, else no ``[market]``
    table), ``rules`` (the ruleset: default the classic edition's; e.g.
    ``editions.ruleset("remaster")``), ``junk`` (the junk pile's size;
    ``None``: the file's default), ``clock``, ``turn`` as in docs/positions.md. Raises
    ``BadInput`` as ``from_spec`` does."""
    seats = [me, opp if opp else (opponent or {"hand": []}), *more]
    decks = list((folk_for or {}).get(len(seats), folk)) + list(more_folk)[:len(seats) - 2]
    spec: dict[str, Any] = {"animalfolk": decks, "seed": seed, "active": active}
    market = market or (market_for or {}).get(len(seats)) or market_default
    if market is not None:
        spec["market"] = market
    if junk is not None:
        spec["junk"] = {"pile": junk}
    if clock is not None:
        spec["clock"] = clock
    if turn:
        spec["turn"] = turn
    spec["player"] = seats
    return from_spec(spec, rules)


def builder(**defaults: Any):
    """``position(me, opp=None, *more, **changes)``: :func:`build` with ``defaults`` (a test
    module's ``POSITION_DEFAULTS``) under the call's keywords; ``more=[...]`` adds seats too;
    ``folk=None`` keeps the default decks, a ``folk`` list is every deck of the position."""

    def position(me: dict, opp: dict | None = None, *more: dict, **changes: Any):
        extra = list(changes.pop("more", None) or [])
        if changes.get("folk") is not None:  # the decks named by the call are all the decks
            changes.setdefault("more_folk", ())
        elif "folk" in changes:
            del changes["folk"]
        return build(me, opp, *more, *extra, **{**defaults, **changes})

    position.__doc__ = f"A Dale position, defaults {defaults!r} (testkit.positions.build)."
    return position
