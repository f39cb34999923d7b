"""The Inventory action (``dale.inventory.discard``): discard any number of hand cards, listed
whole (``inventory junk, junk``) while there are few Inventories, else card by card
(``discard CARD`` … ``done``, :class:`~ludoteca.dale.animalfolk.common.InventoryStep`).
Checked once (:func:`check_inventory`, :func:`check_discard_start`), then done.
"""

from __future__ import annotations

from ludoteca.core.errors import IllegalAction
from ludoteca.dale import mechanics as m
from ludoteca.dale.moves import Move
from ludoteca.dale.notation import action_text
from ludoteca.dale.resolve import plain_parts, resolve
from ludoteca.dale.state import DaleState

#: At most this many Inventories are listed as whole actions (``inventory …``): the subsets of
#: a hand of up to 9 distinct cards; over it, the Inventory is listed card by card
#: (``discard CARD`` … ``done``).
MAX_WHOLE_INVENTORIES = 512


def count_inventories(state: DaleState, p: int) -> int:
    """The number of distinct Inventories of seat p (the empty one included): the product of
    (copies + 1) over the hand's distinct cards."""
    n = 1
    for _tok, count in plain_groups(state, state.hands[p]):
        n *= count + 1
    return n


def inventories_whole(state: DaleState, p: int) -> bool:
    """True when seat p's Inventories are listed whole (``inventory …``): at most
    :data:`MAX_WHOLE_INVENTORIES`; otherwise the Inventory goes card by card."""
    if 1 << len(state.hands[p]) <= MAX_WHOLE_INVENTORIES:
        return True  # at most 2^h subsets of a hand of h cards: no need to count
    return count_inventories(state, p) <= MAX_WHOLE_INVENTORIES


def plain_groups(state: DaleState, pile: list[int]) -> list[tuple[str, int]]:
    """The plain tokens of a pile with their counts, in canonical token order."""
    counts: dict[str, int] = {}
    for c in pile:
        t = m.token(state, c)
        counts[t] = counts.get(t, 0) + 1
    return sorted(counts.items(), key=lambda kv: m.sort_tokens(kv[0]))


def whole_inventories(state: DaleState, p: int) -> list[tuple]:
    """Every Inventory of seat p as a whole action, the fewest cards first, then in canonical
    order (the listing of the engine before Inventories went card by card)."""
    plain = tuple(plain_groups(state, state.hands[p]))
    got = _INVENTORIES_SEEN.get(plain)
    if got is None:
        invs: list[tuple] = [()]
        for r, (_tok, count) in enumerate(plain):  # ranks in canonical order: stay sorted
            invs = [prev + (r,) * k for prev in invs for k in range(count + 1)]
        invs.sort(key=lambda t: (len(t), t))
        got = tuple(("inventory", tuple(plain[r][0] for r in inv)) for inv in invs)
        if len(got) <= _INVENTORIES_SEEN_LONGEST:
            if len(_INVENTORIES_SEEN) >= _INVENTORIES_SEEN_MAX:
                _INVENTORIES_SEEN.clear()
            _INVENTORIES_SEEN[plain] = got
    return list(got)


#: :func:`whole_inventories`' memory: the hand's plain tokens with their counts -> its
#: Inventories (a tuple of actions, never changed; they depend on the tokens alone). Emptied
#: when it reaches :data:`_INVENTORIES_SEEN_MAX` entries; it keeps hands of at most
#: :data:`_INVENTORIES_SEEN_LONGEST` Inventories (a hand of five distinct cards has 32):
#: a few MB at most.
_INVENTORIES_SEEN: dict[tuple, tuple] = {}
_INVENTORIES_SEEN_MAX = 1_024
_INVENTORIES_SEEN_LONGEST = 128


def check_inventory(state: DaleState, p: int, action: tuple, *, whole: bool = False) -> Move:
    """Check the whole Inventory ``("inventory", tokens)`` (``inventory`` = no card) of seat p
    (``dale.inventory.discard``). Accepted with cards only while Inventories are listed whole
    (:func:`inventories_whole`); ``whole=True`` skips that test (to read a typed whole
    Inventory as its card-by-card steps, :mod:`ludoteca.dale.reading`).

    Raises:
        IllegalAction: a card not in hand, a malformed action, or ``steps_listed``.
    """
    if len(action) != 2:
        raise IllegalAction("dale.inventory.discard", "malformed", action=repr(action))
    parts = resolve(state, p, action[1], "dale.inventory.discard", copies=False)
    if parts and not inventories_whole(state, p) and not whole:
        raise IllegalAction("dale.inventory.discard", "steps_listed", action=action_text(action))
    return Move(action, p, "inventory", tuple(parts))


def plain_inventory(state: DaleState, p: int, action: tuple) -> Move | None:
    """:func:`check_inventory` of the common shape, ``("inventory", tokens)``: no card, or
    cards named by their printed names with no value changed this turn
    (:func:`~ludoteca.dale.resolve.plain_parts`), while Inventories are listed whole
    (:func:`inventories_whole`).

    Returns:
        The move :func:`check_inventory` returns, or None (a fast path of
        :data:`ludoteca.dale.turn.FAST`: never a refusal).
    """
    if len(action) != 2:
        return None
    tokens = action[1]
    if type(tokens) is not tuple:
        return None
    if not tokens:
        return Move(action, p, "inventory")
    if state.effects:
        return None
    parts = plain_parts(state, p, tokens, False, False)
    if parts is None or (1 << len(state.hands[p]) > MAX_WHOLE_INVENTORIES
                         and not inventories_whole(state, p)):
        return None  # (the first test is inventories_whole's own, without the call)
    return Move(action, p, "inventory", tuple(parts))


def do_inventory(state: DaleState, move: Move) -> None:
    """Discard the checked Inventory's cards, in the action's order."""
    for k, x in enumerate(move.parts):
        m.discard_in_order(state, move.seat, x.card, k)


def check_discard_start(state: DaleState, p: int, action: tuple) -> Move:
    """``discard CARD`` as the action of the turn: take the Inventory action and discard this
    card first (``dale.inventory.discard``); more cards or ``done`` follow
    (:class:`~ludoteca.dale.animalfolk.common.InventoryStep`). Accepted only while
    Inventories go card by card.

    Raises:
        IllegalAction: a card not in hand, a malformed action, or ``whole_listed``.
    """
    if len(action) != 2 or not isinstance(action[1], str):
        raise IllegalAction("dale.inventory.discard", "malformed", action=repr(action))
    (part,) = resolve(state, p, (action[1],), "dale.inventory.discard", copies=False)
    if inventories_whole(state, p):
        raise IllegalAction("dale.inventory.discard", "whole_listed", action=action_text(action))
    return Move(action, p, "discard", (part,))


def do_discard_start(state: DaleState, move: Move) -> None:
    """Discard the first card and open the card-by-card Inventory step."""
    m.discard_in_order(state, move.seat, move.parts[0].card, 0)
    state.frames.append(("inventory", move.seat, 1))
