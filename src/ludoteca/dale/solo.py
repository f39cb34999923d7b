"""What the tables show of a solo game against Mono (issue 30, item 4): the terminal
(:mod:`ludoteca.cli.play`) and the browser (:mod:`ludoteca.web.dale_table`) read them from a
seat's view (``dale.remaster.mono.*``; the rules are :mod:`ludoteca.dale.remaster.mono`).

A view of a solo game carries ``mono`` (Mono's seat), ``mono_hand`` (its open hand, printed
names), ``mono_result`` (the player's stacks minus Mono's) and ``extra["mono_log"]`` (what
Mono did in its last turn, first ``["turn", t]``). A view of any other game has none of them:
every function here then gives nothing (None, an empty list).
"""

from __future__ import annotations

from typing import Any

from ludoteca.core.i18n import t
from ludoteca.core.i18n import text as said


def mono_seat(view: dict[str, Any]) -> int | None:
    """Mono's seat in ``view`` (a seat's view), None when the game is not solo."""
    return view.get("mono")


def is_solo(view: dict[str, Any]) -> bool:
    return view.get("mono") is not None


def mono_turn(view: dict[str, Any]) -> int | None:
    """The turn number of Mono's last turn as the view's log tells it (``["turn", t]``),
    None when Mono has not played yet (or the game is not solo)."""
    log = (view.get("extra") or {}).get("mono_log") or []
    if log and log[0] and log[0][0] == "turn":
        return int(log[0][1])
    return None


def mono_lines(view: dict[str, Any], lang: str | None = None) -> list[str]:
    """Mono's last turn, one line per step (:func:`ludoteca.dale.remaster.mono.describe`),
    in ``lang`` (None: the current language); empty when the game is not solo or Mono has
    not played."""
    if not is_solo(view):
        return []
    from ludoteca.dale.remaster import mono

    seat = view["mono"]
    return [said(mono.describe(list(e), seat), lang)
            for e in (view.get("extra") or {}).get("mono_log") or []]


def hand_line(view: dict[str, Any], lang: str | None = None) -> str | None:
    """"Mono's open hand: …" (card names in the reader's words), None when not solo."""
    if not is_solo(view):
        return None
    hand = view.get("mono_hand") or []
    if not hand:
        return t("mono.empty_hand", lang)
    names = [t("term.junk", lang) if c == "junk" else c for c in hand]
    return t("mono.open_hand", lang, cards=", ".join(names))


def result_line(view: dict[str, Any], lang: str | None = None) -> str | None:
    """The solo result in words (``dale.remaster.mono.result``: the player's stacks minus
    Mono's; 0 or less is a loss), None when not solo."""
    if not is_solo(view):
        return None
    mono = view["mono"]
    stacks = {s["seat"]: len(s.get("stall") or []) for s in view.get("seats") or []}
    mine = sum(n for q, n in stacks.items() if q != mono)
    theirs = stacks.get(mono, 0)
    result = int(view.get("mono_result", mine - theirs))
    return t("mono.result.win" if result > 0 else "mono.result.loss", lang, result=result,
             mine=mine, mono=theirs)
