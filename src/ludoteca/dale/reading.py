"""What a player means: typed text read as the listed actions it stands for.

Like SAN in chess, a card token may leave out a qualifier that the position makes clear
(``build Accordion`` for ``build Accordion+1``, ``play Reflection`` for the one copy it may
be); :func:`normalize` finds the one listed action a typed action means, and
:func:`normalize_steps` reads a whole purchase or Inventory, where that kind is listed card by
card, as its sequence of listed steps. The terminal, the browser table, records, positions and
the golden-record generator all read text through here (the game's ``read``).
"""

from __future__ import annotations

from itertools import combinations_with_replacement

from ludoteca.core.errors import BadInput, IllegalAction
from ludoteca.core.game import Step
from ludoteca.dale import mechanics as m
from ludoteca.dale import tokens as tokens_
from ludoteca.dale.inventory import check_inventory
from ludoteca.dale.moves import Move
from ludoteca.dale.notation import action_text
from ludoteca.dale.purchase import check_buy
from ludoteca.dale.resolve import options
from ludoteca.dale.state import DaleState
from ludoteca.dale.turn import apply, check

MAX_READINGS = 2000


def token_means(typed: str, canonical: str) -> bool:
    """True when the typed card token may stand for the canonical one: the same card name, and
    every qualifier the typed token gives (``discard:``, ``=V``, ``as COPY``, ``+1``/``-1``)
    is the canonical token's own; a qualifier left out may be anything."""
    return tokens_.means(typed, canonical)


def _token_readings(state: DaleState, p: int, typed: tuple, *, build: bool,
                    copies: bool, pay: bool = False) -> list[tuple]:
    """Every canonical token tuple (sorted) that the typed tokens may stand for, each typed
    token a different card of seat p's hand (or, for a stack, discard pile)."""
    piles = [("", state.hands[p])] + ([("discard:", state.discards[p])] if build else [])
    groups: list[list] = []
    index: dict[tuple, int] = {}
    for prefix, pile in piles:
        for c in pile:
            key = (prefix, m.token(state, c))
            if key in index:
                groups[index[key]][1] += 1
                continue
            opts = ([o[0] for o in options(state, p, c, adjust=build, prefix=prefix, pay=pay)]
                    if copies else [prefix + key[1]])
            index[key] = len(groups)
            groups.append([opts, 1])
    counts: dict[str, int] = {}
    for t in typed:
        counts[t] = counts.get(t, 0) + 1
    distinct = list(counts)
    matches = [[(g, o) for g, (opts, _n) in enumerate(groups) for o in opts if token_means(t, o)]
               for t in distinct]
    out: set[tuple] = set()
    used = [0] * len(groups)

    def rec(i: int, acc: list[str]) -> None:
        if len(out) >= MAX_READINGS:
            return
        if i == len(distinct):
            out.add(tuple(sorted(acc, key=m.sort_tokens)))
            return
        for combo in combinations_with_replacement(matches[i], counts[distinct[i]]):
            need: dict[int, int] = {}
            for g, _o in combo:
                need[g] = need.get(g, 0) + 1
            if all(used[g] + k <= groups[g][1] for g, k in need.items()):
                for g, k in need.items():
                    used[g] += k
                rec(i + 1, acc + [o for _g, o in combo])
                for g, k in need.items():
                    used[g] -= k

    rec(0, [])
    return sorted(out, key=lambda ts: [m.sort_tokens(t) for t in ts])


def _means(typed: tuple, listed: tuple) -> bool:
    if len(typed) != len(listed) or typed[0] != listed[0]:
        return False
    for a, b in zip(typed[1:], listed[1:]):
        if isinstance(a, str) and isinstance(b, str):
            if not token_means(a, b):
                return False
        elif a != b:
            return False
    return True


def readings(state: DaleState, action: tuple) -> list[tuple]:
    """Every canonical action that ``action`` may be read as in this position (legal or not),
    the readings closest to the text first: a card token without some qualifier stands for
    that card with any qualifier (``Accordion`` → ``Accordion``/``Accordion+1``/``Accordion-1``,
    ``Reflection`` → ``Reflection as X``, ``junk`` → ``junk``/``discard:junk`` in a stack)."""
    if (state.winner is not None or not isinstance(action, tuple) or not action
            or not isinstance(action[0], str)):
        return []
    verb = action[0]
    p = state.current_player()
    if state.frames and verb not in getattr(state.cfg.rules.steps[state.frames[-1][0]], "reads_main", ()):
        f = state.frames[-1]
        return [a for a in state.cfg.rules.steps[f[0]].legal(state, f) if _means(action, a)]
    out: list[tuple] = []
    if verb in ("buy", "build", "inventory") and len(action) == (3 if verb == "buy" else 2):
        tokens = action[-1]
        if isinstance(tokens, tuple) and all(isinstance(t, str) for t in tokens):
            out = [action[:-1] + (c,) for c in _token_readings(
                state, p, tokens, build=verb == "build", copies=verb != "inventory",
                pay=verb == "buy")]
    elif verb in ("play", "use", "discard") and len(action) == 2 and isinstance(action[1], str):
        out = [(verb, c[0]) for c in _token_readings(state, p, (action[1],), build=False,
                                                      copies=verb != "discard")]
    elif verb == "pay" and len(action) == 3 and isinstance(action[2], str):
        out = [action[:2] + (c[0],) for c in _token_readings(state, p, (action[2],), build=False,
                                                              copies=True, pay=True)]

    def distance(a: tuple) -> int:
        toks = a[-1] if isinstance(a[-1], tuple) else (a[-1],)
        typed = list(action[-1] if isinstance(action[-1], tuple) else (action[-1],))
        n = 0
        for t in toks:
            if t in typed:
                typed.remove(t)
            else:
                n += 1
        return n

    return sorted(out, key=distance)


def normalize_move(state: DaleState, action: tuple) -> Move:
    """The one action ``action`` means here, checked: itself when :func:`check` accepts it,
    else its only legal reading (:func:`readings`). Like SAN in chess, a qualifier is needed
    only when the short form is ambiguous. The move returned is the check's own, so doing it
    (:func:`~ludoteca.dale.turn.do`) checks nothing again.

    Raises:
        IllegalAction: ``ambiguous`` (listing the legal readings) when several readings are
            legal; when none is, the rule every reading breaks (for stack totals, the totals
            the cards may have), or ``no_reading`` listing each reading with the rule it breaks.
    """
    try:
        return check(state, action)
    except IllegalAction as err:
        literal = err
    legal: list[Move] = []
    failed: list[tuple[tuple, IllegalAction]] = []
    for r in readings(state, action):
        if r == action:
            failed.append((r, literal))
            continue
        try:
            legal.append(check(state, r))
        except IllegalAction as err:
            failed.append((r, err))
    if len(legal) == 1:
        return legal[0]
    if legal:
        raise IllegalAction(literal.rule_id, "ambiguous", action=action_text(action),
                            readings="; ".join(action_text(mv.action) for mv in legal))
    if not failed:
        raise literal
    rules = {e.rule_id for _r, e in failed}
    if len(rules) == 1:
        first = failed[0][1]
        if len(failed) > 1 and all(e.reason == "total" for _r, e in failed):
            totals = sorted({e.values["total"] for _r, e in failed})
            raise IllegalAction(first.rule_id, "totals", number=first.values["number"],
                                need=first.values.get("need", first.values["number"]),
                                totals=", ".join(str(t) for t in totals))
        raise first
    raise IllegalAction(failed[0][1].rule_id, "no_reading", action=action_text(action),
                        readings="; ".join(f"{action_text(r)} ({e.rule_id})" for r, e in failed))


def normalize(state: DaleState, action: tuple) -> tuple:
    """The one listed action ``action`` means here (:func:`normalize_move`'s action).

    Raises:
        IllegalAction: as :func:`normalize_move`.
    """
    return normalize_move(state, action).action


def _whole_readings(state: DaleState, action: tuple) -> list[tuple]:
    """The canonical whole purchases / Inventories (``buy +N with …``, ``inventory …``) that
    ``action`` may stand for and that are legal as payments / Inventories, whatever the listing
    regime (:func:`purchases_whole`, :func:`inventories_whole`)."""
    if state.winner is not None or state.frames or not isinstance(action, tuple) or not action:
        return []
    verb, p = action[0], state.active
    if verb not in ("buy", "inventory") or len(action) != (3 if verb == "buy" else 2):
        return []
    out = []
    for r in [action] + [r for r in readings(state, action) if r != action]:
        try:
            if verb == "buy":
                check_buy(state, p, r)
            else:
                check_inventory(state, p, r, whole=True)
        except (IllegalAction, BadInput):
            continue
        if r not in out:
            out.append(r)
    return out


def as_steps(state: DaleState, whole: tuple) -> list[tuple]:
    """The card-by-card sequence of listed actions a whole purchase or Inventory stands for:
    ``buy +2 with Accordion, junk`` → ``pay +2 with Accordion``, ``pay junk``, ``done``;
    ``inventory junk, junk`` → ``discard junk``, ``discard junk``, ``done`` (the cards in
    canonical order; the discard order is canonical anyway, see docs/rulings.md)."""
    tokens = list(whole[-1])
    if not tokens:
        return [whole]
    if whole[0] == "buy":
        return [("pay", whole[1], tokens[0])] + [("pay", t) for t in tokens[1:]] + [("done",)]
    return [("discard", t) for t in tokens] + [("done",)]


def read(state: DaleState, action: tuple) -> list[Step]:
    """What ``action`` (a player's text, a record's line, already parsed by
    :func:`ludoteca.dale.notation.parse`) means here, as the steps to apply one after another:
    the one move of :func:`normalize_move` (checked: ``Step.checked`` holds it) when that
    works; otherwise, when ``action`` is a whole purchase or Inventory and that kind is listed
    card by card in this position, its steps (:func:`as_steps`), each checked once on a copy
    of the state (they carry no move: the session applies them in turn). Changes nothing.

    Raises:
        IllegalAction: as :func:`normalize_move` (the whole form's own refusal when it is not
            legal read either way, ``ambiguous`` when it can be read as several whole actions).
    """
    try:
        move = normalize_move(state, action)
        return [Step(move.action, move)]
    except IllegalAction as err:
        refusal = err
    wholes = _whole_readings(state, action)
    if not wholes:
        raise refusal
    if len(wholes) > 1:
        raise IllegalAction(refusal.rule_id, "ambiguous", action=action_text(action),
                            readings="; ".join(action_text(r) for r in wholes))
    steps = as_steps(state, wholes[0])
    trial = state.clone()
    for step in steps:
        apply(trial, step)  # listed at every point (the steps reach every legal whole action)
    return [Step(step) for step in steps]


def normalize_steps(state: DaleState, action: tuple) -> list[tuple]:
    """The actions of :func:`read`, without their moves.

    Raises:
        IllegalAction: as :func:`read`.
    """
    return [step.action for step in read(state, action)]


def play(state: DaleState, action: tuple) -> list[tuple]:
    """Read ``action`` (:func:`read`) and apply its steps in turn, each checked once (a
    checked move is done without a second check).

    Returns:
        The listed actions applied.

    Raises:
        IllegalAction: as :func:`read`; nothing changed then.
    """
    steps = read(state, action)
    for step in steps:
        if step.checked is not None:
            state.do(step.checked)
        else:
            state.apply(step.action)
    return [step.action for step in steps]
