"""Why a move is refused at a pending step of a card's effect (issue 26, item 3).

A step lists its choices (``legal``); a move that is not among them is refused here, naming
the rule it breaks and saying why, in terms of the step's card: a card that is not in the pile
the step takes from, a seat that is not at the table or may not be chosen, a market slot that
does not exist or is empty, a number out of the step's range, ``done`` / ``pass`` where the
card does not let its player stop, a move written with too few or too many parts. A move of
another kind altogether (a main action while the effect waits) is refused with
``dale.turn.one_action``, naming the card that waits.

The rule is the step's own (``step.rule``: ``dale.technique.play`` unless the step declares
a more specific one, such as ``dale.card.spend`` or ``dale.market.payment``); a step that asks
for a main action's kind of move (a purchase after Calculations, a stack after Winter is
Coming) refuses a wrong one through that action's own check, with that action's rule.
"""

from __future__ import annotations

import re
from typing import Any

from ludoteca.core.errors import IllegalAction
from ludoteca.dale.state import DaleState


def step_card(state: DaleState, frame: tuple, step: Any) -> str | None:
    """The printed name of the card whose effect asks for the pending step ``frame``: the
    step's ``card`` attribute, else the card its prompt starts with, else the technique
    being resolved (the top card in play); None for a step of :data:`ACTION_TERMS` (a
    purchase or an Inventory made card by card) or when no card is known."""
    card = getattr(step, "card", None)
    if card:
        return card
    prompt = (getattr(step, "prompt", "") or "").lower()
    best = None
    for name in state.cfg.rules.types:
        low = name.lower().rstrip("!?.")
        if prompt.startswith(low) and (best is None or len(name) > len(best)):
            if len(prompt) == len(low) or not prompt[len(low)].isalnum():
                best = name
    if best is not None:
        return best
    if frame[0] in ACTION_TERMS:
        return None
    from ludoteca.dale.steps import TEXT

    shape = state.cfg.rules.frame_of(frame[0])
    for name in shape.fields:  # a text field naming the card that asks (a spend's ``then``)
        if shape.kinds[name] == TEXT and shape.get(frame, name) in state.cfg.rules.types:
            return shape.get(frame, name)
    if state.in_play:
        return state.cfg.types[state.in_play[-1]].name
    return None


#: Where a verb's argument is a seat (0-based; ``seat N`` in the notation), a list of seats, a
#: market slot or a number: (verb, number of parts of the action, position) -> kind.
_SEAT, _SEATS, _SLOT, _STACK, _NUMBER = "seat", "seats", "slot", "stack", "number"
_ARGS = {("target", 2, 1): _SEAT, ("give", 3, 2): _SEAT, ("pick", 3, 2): _SEAT,
         ("take", 4, 1): _SEAT, ("targets", 2, 1): _SEATS, ("take", 2, 1): _SLOT,
         ("buy", 3, 1): _SLOT, ("buy", 4, 1): _SLOT, ("pay", 3, 1): _SLOT,
         ("take", 4, 2): _STACK, ("guess", 2, 1): _NUMBER, ("value", 2, 1): _NUMBER,
         ("return", 2, 1): _NUMBER, ("coins", 2, 1): _NUMBER}
#: Verbs that end or skip a step.
STOPS = ("done", "pass")
#: The most choices a refusal lists.
MOST_SHOWN = 8
#: The names a step that no one card asks for goes by in refusals (terms, translated when
#: shown): a main action's own step, the start-of-turn choice of a Finish card to complete;
#: any other such step is "this effect" (``term.effect``).
ACTION_TERMS = {"inventory": "Inventory", "pay": "Market", "finish_waiting": "Finish"}


def _listing(items) -> str:
    items = list(dict.fromkeys(items))
    shown = ", ".join(str(x) for x in items[:MOST_SHOWN])
    return shown + (", …" if len(items) > MOST_SHOWN else "")


def _slot_text(slot: int) -> str:
    return "discard" if slot == -1 else f"+{slot}"


#: The main actions a step may ask for as such (a purchase, a stack): a wrong one at such a
#: step is refused by the action's own check first. Other verbs a step shares with a main
#: action (``discard CARD`` of a card's effect, ``pay CARD`` of a purchase card by card) are
#: the step's own choices, refused by the step.
MAIN_AT_STEPS = ("buy", "build")
#: The verbs of the main actions (``turn.CHECK``'s keys; this module is below ``turn``).
MAIN_VERBS = frozenset({"buy", "build", "play", "inventory", "use", "discard", "pay"})


def refuse(state: DaleState, frame: tuple, step: Any, legal: list[tuple],
           action: tuple) -> None:
    """Refuse ``action`` at the pending step ``frame`` (``legal``: its listed actions, which do
    not hold it), naming the rule it breaks: a purchase or a stack the step asks for is
    checked as that main action (:func:`check_main`); anything else as :func:`refusal` says.

    Raises:
        IllegalAction: always.
    """
    if action[0] in MAIN_AT_STEPS and any(a[0] == action[0] and len(a) == len(action)
                                          for a in legal):
        check_main(state, frame, step, action)
    rule, reason, values = refusal(state, frame, step, legal, action)
    raise IllegalAction(rule, reason, **values)


def check_main(state: DaleState, frame: tuple, step: Any, action: tuple) -> Any:
    """Check ``action``, a main action's kind of move asked for by the step ``frame``, with
    that action's own check (``turn.CHECK``'s: ``check_buy_main``, ``check_stack``); its refusal is said for the step's card (reason
    ``step_because``: "While resolving Calculations: You paid 3 …"), keeping the action's rule and values.

    Returns:
        The checked move.

    Raises:
        IllegalAction: the rule the move breaks.
    """
    from ludoteca.dale.purchase import check_buy_main
    from ludoteca.dale.stall import check_stack

    checks = {"buy": check_buy_main, "build": check_stack}  # turn.CHECK's, for these verbs
    try:
        return checks[action[0]](state, frame[1], action)
    except IllegalAction as err:
        card = step_card(state, frame, step)
        if card is None:
            raise
        raise IllegalAction(err.rule_id, "step_because",
                            **{**err.values, "step_card": card, "why": err}) from None


def refusal(state: DaleState, frame: tuple, step: Any, legal: list[tuple],
            action: tuple) -> tuple[str, str, dict[str, Any]]:
    """The rule, reason and values that refuse ``action`` at the pending step ``frame``
    (``legal``: its listed actions, which do not hold ``action``): see the module's text."""
    from ludoteca.dale.notation import action_text

    card = step_card(state, frame, step) or ACTION_TERMS.get(frame[0], "this effect")
    rule = step.rule
    verb = action[0]
    choices = _listing(action_text(a) for a in legal)
    same = [a for a in legal if a[0] == verb]
    if verb == "coins" and len(action) == 2 and type(action[1]) is int \
            and action[1] > state.coins[frame[1]]:
        return rule, "step_coins_held", {"card": card, "held": state.coins[frame[1]],
                                         "coins": action[1]}
    if not same:
        if verb in STOPS:
            return rule, "step_no_stop", {"card": card, "choice": verb, "choices": choices}
        if verb in MAIN_VERBS:  # a main action while the effect waits
            return ("dale.turn.one_action", "step_not_now",
                    {"card": card, "action": action_text(action), "choices": choices})
        return rule, "step_not_a_choice", {"card": card, "choice": action_text(action),
                                           "choices": choices}
    shaped = [a for a in same if len(a) == len(action)]
    if not shaped:
        return rule, "step_form", {"card": card, "choice": action_text(action),
                                   "example": action_text(same[0])}
    for i in range(1, len(action)):
        allowed = [a[i] for a in shaped]
        if action[i] not in allowed:
            return rule, *_diagnose(state, frame, step, card, action, i, allowed)
        shaped = [a for a in shaped if a[i] == action[i]]
    return rule, "step_not_a_choice", {"card": card, "choice": action_text(action),
                                       "choices": choices}


def _diagnose(state: DaleState, frame: tuple, step: Any, card: str, action: tuple, i: int,
              allowed: list) -> tuple[str, dict[str, Any]]:
    """The reason and values for the wrong part at position ``i`` of ``action`` (``allowed``:
    the values the listed actions have there, the earlier parts agreeing)."""
    verb, value = action[0], action[i]
    kind = _ARGS.get((verb, len(action), i))
    n, p = state.cfg.n_players, frame[1]
    if kind == _SEAT and type(value) is int:
        return _seat(card, value, n, p, allowed)
    if kind == _SEATS and isinstance(value, tuple):
        for q in value:
            if type(q) is not int or not 0 <= q < n:
                return "step_no_seat", {"card": card, "seat": _seat_no(q), "players": n}
        if len(set(value)) < len(value):
            q = next(q for q in value if value.count(q) > 1)
            return "step_seat_twice", {"card": card, "seat": q + 1}
        anyone = {q for t in allowed for q in t}
        if p in value and p not in anyone:
            return "step_self", {"card": card, "seat": p + 1}
        counts = sorted({len(t) for t in allowed})
        if len(value) not in counts:
            return "step_seat_count", {"card": card, "count": len(value),
                                       "counts": _listing(counts)}
        for q in value:
            if q not in anyone:
                return _seat(card, q, n, p, [q2 for t in allowed for q2 in t])
        from ludoteca.dale.notation import action_text

        return "step_not_a_choice", {
            "card": card, "choice": action_text((verb, value)),
            "choices": _listing(action_text((verb, t)) for t in allowed)}
    if kind == _SLOT and type(value) is int:
        slots = len(state.market)
        if value != -1 and not 0 <= value < slots:
            return "step_no_slot", {"card": card, "slot": _slot_text(value), "last": slots - 1}
        if value != -1 and state.market[value] == -1:
            return "step_empty_slot", {"card": card, "slot": _slot_text(value)}
        return "step_slot_not_allowed", {"card": card, "slot": _slot_text(value),
                                         "choices": _listing(_slot_text(v) for v in allowed)}
    if kind == _STACK and type(value) is int and type(action[1]) is int \
            and 0 <= action[1] < n:  # a stack of the seat named just before it
        seat = action[1]
        count = len(state.stalls[seat])
        if not 0 <= value < count:
            return "step_no_stack", {"card": card, "seat": seat + 1, "stack": value + 1,
                                     "count": count}
        return "step_stack_not_allowed", {
            "card": card, "seat": seat + 1, "stack": value + 1,
            "choices": _listing(f"stack {v + 1}" for v in sorted(set(allowed)))}
    if type(value) is int and all(type(v) is int for v in allowed):
        nums = sorted(set(allowed))
        if nums == list(range(nums[0], nums[-1] + 1)) and not nums[0] <= value <= nums[-1]:
            return "step_range", {"card": card, "value": value, "low": nums[0],
                                  "high": nums[-1]}
        return "step_number_not_allowed", {"card": card, "value": value,
                                           "choices": _listing(nums)}
    if isinstance(value, str) and all(isinstance(v, str) for v in allowed):
        zone = _zone(state, frame, step, allowed) if verb != "name" else None
        if zone is not None:
            from ludoteca.dale.tokens import parse

            tok = parse(value)
            where, names = zone
            if tok is None or tok.name not in names:
                return f"step_not_{where}", {"card": card, "token": value}
        return "step_card_not_allowed", {"card": card, "token": value,
                                         "choices": _listing(allowed)}
    from ludoteca.dale.notation import action_text

    return "step_not_a_choice", {"card": card, "choice": action_text((verb, value)),
                                 "choices": _listing(allowed)}


def _seat_no(q: Any) -> Any:
    return q + 1 if type(q) is int else q


def _seat(card: str, q: int, n: int, p: int, allowed: list) -> tuple[str, dict[str, Any]]:
    if not 0 <= q < n:
        return "step_no_seat", {"card": card, "seat": q + 1, "players": n}
    if q == p and p not in allowed:
        return "step_self", {"card": card, "seat": q + 1}
    return "step_seat_not_allowed", {"card": card, "seat": q + 1,
                                     "choices": _listing(f"seat {v + 1}" for v in allowed)}


#: The piles of its own player a step's card choices may come from, with the words of the
#: prompts that take from them ("a card of your hand", "a market card"). The cards a step
#: sets before its player (its secret card fields: Spyglass …) are tried first, whatever the
#: prompt; a pile hidden from the player (a deck) is never named, so that a refusal tells
#: nothing the player does not see.
_ZONES = (("in_hand", re.compile(r"\bcards? (?:of|from|in) your hand\b")),
          ("in_discard", re.compile(r"\bcards? (?:of|from|in) your discard pile\b")),
          ("in_market", re.compile(r"\bmarket cards?\b")))


def _zone(state: DaleState, frame: tuple, step: Any,
          allowed: list[str]) -> tuple[str, set[str]] | None:
    """The pile every allowed card token is in (``seen``: the cards the step sets before its
    player; ``in_hand``, ``in_discard``, ``in_market``: a pile its prompt takes from) with the
    names in it, or None when no such pile holds them all."""
    from ludoteca.dale.steps import CARDS
    from ludoteca.dale.tokens import parse

    want = set()
    for v in allowed:
        tok = parse(v)
        if tok is None:
            return None
        want.add(tok.name)
    types = state.cfg.types
    p = frame[1]
    shape = state.cfg.rules.frame_of(frame[0])
    seen = [c for name in shape.fields if shape.kinds[name] == CARDS
            and shape.may_see(frame, name, p) for c in shape.get(frame, name)]
    piles = {"in_hand": state.hands[p], "in_discard": state.discards[p],
             "in_market": [c for c in state.market if c != -1]}
    prompt = (getattr(step, "prompt", "") or "").lower()
    order = [("seen", seen)] + [(where, piles[where]) for where, words in _ZONES
                                if words.search(prompt)]
    for where, pile in order:
        names = {types[c].name for c in pile}
        if pile and want <= names:
            return where, names
    return None
