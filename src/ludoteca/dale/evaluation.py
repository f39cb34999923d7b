"""A fitted evaluation of Dale of Merchants positions, for search bots.

A playout that stops before the game ends needs a guess of who is winning. This module turns
a state into a few numbers per seat (:func:`features`) and combines the difference between two
seats with weights fitted by logistic regression on self-play games
(``benchmarks/fit_dale_eval.py`` reproduces them; docs/bots.md gives the run). The weights are
data, not rules: refitting changes the bots' strength, never what is legal.

The features restate the arithmetic of the race to eight stacks (``dale.stall.sequence``,
``dale.stall.exact_total``): stacks 1 to 8 need 36 points of value in all, so a seat needs
animalfolk cards worth what its remaining stacks add up to, and hands able to build the next
one.
"""

from __future__ import annotations

import math
from typing import Any

#: Names of the per-seat features, in the order :func:`features` returns them.
FEATURE_NAMES: tuple[str, ...] = (
    "stacks",            # stacks built, 0-8
    "stacks_sq",         # stacks squared / 8 (later stacks are harder to build)
    "material",          # printed value of the animalfolk cards owned (hand, deck, discard)
    "covered",           # min(material, value the remaining stacks need) / 4
    "junk",              # junk cards owned
    "cards",             # cards owned
    "best_folk",         # largest value owned in one animalfolk, capped at the next stack
    "folk_ready",        # animalfolk decks whose owned value reaches the next stack
    "hand_builds",       # 1 if the hand can build the next stack now (printed values)
    "hand_value",        # printed value of the animalfolk cards in hand
    "top_folk",          # largest value owned in one animalfolk (uncapped)
    "second_folk",       # second largest
    "high_cards",        # animalfolk cards of value 4 or 5 owned
    "folk_ready2",       # animalfolk decks whose owned value reaches the stack after next
    "techniques",        # bonus-action (+) techniques owned
    "deck_material",     # value of animalfolk cards in the deck (drawn before a reshuffle)
    "deck_cards",        # cards in the deck
)

#: Fitted weights (see ``benchmarks/fit_dale_eval.py``), one per feature name.
WEIGHTS: dict[str, float] = {
    "stacks": 0.3719,
    "stacks_sq": 0.8281,
    "material": 0.0184,
    "covered": 0.1867,
    "junk": -0.2916,
    "cards": 0.1346,
    "best_folk": 0.0175,
    "folk_ready": -0.1167,
    "hand_builds": 0.3425,
    "hand_value": 0.0141,
    "top_folk": 0.0009,
    "second_folk": 0.0090,
    "high_cards": -0.0245,
    "folk_ready2": 0.0847,
    "techniques": 0.0018,
    "deck_material": 0.0126,
    "deck_cards": -0.0188,
}


def _stack_need(stacks: int) -> int:
    """Total value of the stacks still to build after ``stacks`` are built (36 for none)."""
    return 36 - stacks * (stacks + 1) // 2


def _can_make(values: list[int], target: int) -> bool:
    """True when some of ``values`` (positive ints) add up to exactly ``target``."""
    reach = 1  # bit i set: total i reachable
    mask = (1 << (target + 1)) - 1
    for v in values:
        reach |= (reach << v) & mask
    return bool(reach >> target & 1)


def features(state: Any, p: int) -> list[float]:
    """The features of seat ``p`` in a Dale state, in :data:`FEATURE_NAMES` order.

    Printed values are used throughout (effects that change values for a turn are ignored);
    junk and junk substitutes count as junk. The hand features read seat ``p``'s hand, so a
    search bot must only call this on a determinized state.
    """
    types = state.cfg.types
    stacks = len(state.stalls[p])
    hand = state.hands[p]
    owned = hand + state.decks[p] + state.discards[p]
    per_folk: dict[str, int] = {}
    junk = 0
    for c in owned:
        t = types[c]
        if t.animalfolk == "junk":
            junk += 1
        else:
            per_folk[t.animalfolk] = per_folk.get(t.animalfolk, 0) + t.value
    material = sum(per_folk.values())
    nxt = min(stacks + 1, 8)
    need = _stack_need(stacks)
    hand_folk: dict[str, list[int]] = {}
    hand_value = 0
    for c in hand:
        t = types[c]
        if t.animalfolk != "junk":
            hand_folk.setdefault(t.animalfolk, []).append(t.value)
            hand_value += t.value
    tops = sorted(per_folk.values(), reverse=True) + [0, 0]
    high = sum(1 for c in owned if types[c].animalfolk != "junk" and types[c].value >= 4)
    plus = sum(1 for c in owned if types[c].bonus)
    deck_material = sum(types[c].value for c in state.decks[p] if types[c].animalfolk != "junk")
    builds = any(_can_make(vals, nxt) for vals in hand_folk.values()) if stacks < 8 else False
    return [
        float(stacks),
        stacks * stacks / 8.0,
        float(material),
        min(material, need) / 4.0,
        float(junk),
        float(len(owned)),
        float(min(max(per_folk.values(), default=0), nxt)),
        float(sum(1 for v in per_folk.values() if v >= nxt)),
        1.0 if builds else 0.0,
        float(hand_value),
        float(tops[0]),
        float(tops[1]),
        float(high),
        float(sum(1 for v in per_folk.values() if v >= nxt + 1)),
        float(plus),
        float(deck_material),
        float(len(state.decks[p])),
    ]


def score(state: Any, p: int, weights: dict[str, float] | None = None) -> float:
    """Weighted sum of seat ``p``'s features (higher is better for ``p``)."""
    w = WEIGHTS if weights is None else weights
    return sum(w[name] * x for name, x in zip(FEATURE_NAMES, features(state, p)))


def rewards(state: Any, players: int, weights: dict[str, float] | None = None) -> list[float]:
    """Reward per seat, each in (0, 1): ``logistic(score(p) - best score of the others)``.

    A finished game gives 1 to the winner and 0 to the others.
    """
    winner = getattr(state, "winner", None)
    if winner is not None:
        return [1.0 if q == winner else 0.0 for q in range(players)]
    scores = [score(state, q, weights) for q in range(players)]
    out = []
    for q in range(players):
        lead = scores[q] - max(scores[r] for r in range(players) if r != q)
        lead = max(-30.0, min(30.0, lead))
        out.append(1.0 / (1.0 + math.exp(-lead)))
    return out
