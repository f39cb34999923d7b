"""The full rebuild of where every card is, as knowledge tracking did it before the location
table was kept between actions (issue 31 item 3): the reference the property test
(test_knowledge_incremental.py) compares ``ludoteca.dale.knowledge`` with. Every card is
located before and after each action and the two tables are compared over every card, and
``_same_name_swaps`` and ``_mixing`` read those tables (as they did); ``_shown`` and
``_merge`` are the module's.
"""

from __future__ import annotations

from typing import Any

from ludoteca.dale import knowledge as K
from ludoteca.dale.knowledge import FIXED, OUT, SUBS, hidden


def locate(state: Any) -> bytearray:
    """The pile code of every card (index = card id), read from every pile of ``state``."""
    loc = bytearray((OUT,)) * len(state.cfg.types)
    for c in state.subs:
        loc[c] = SUBS
    for q in range(state.cfg.n_players):
        for c in state.hands[q]:
            loc[c] = q
        for c in state.decks[q]:
            loc[c] = 4 + q
        for c in state.discards[q]:
            loc[c] = 8 + q
        for stack in state.stalls[q]:
            for c in stack:
                loc[c] = 12 + q
    for c in state.market:
        if c >= 0:
            loc[c] = K.MARKET
    for code, pile in ((K.MARKET_DECK, state.market_deck), (K.BIN, state.bin),
                       (K.JUNK, state.junk), (K.IN_PLAY, state.in_play), (K.ASIDE, state.aside)):
        for c in pile:
            loc[c] = code
    for q, pile in enumerate(state.stored):
        for c in pile:
            loc[c] = K.STORED + q
    for q, pile in enumerate(state.schedule):
        for c in pile:
            loc[c] = K.SCHEDULE + q
    return loc


def before(state: Any) -> tuple:
    return (locate(state), state.known[:], K._decider(state),
            state.frames[-1] if state.frames else None, state.current_player(),
            len(state.effects))


def after(state: Any, pre: tuple, action: tuple) -> None:
    """Every seat's labels after ``action``, from two full tables (the old ``after``)."""
    pre_loc, pre_known, pre_decider, frame, actor, n_effects = pre
    post_loc = locate(state)
    post_decider = K._decider(state)
    moved = [c for c in range(len(pre_loc)) if pre_loc[c] != post_loc[c]]
    n = state.cfg.n_players
    rows = state.known[:]
    left_hand = [c for c in moved if pre_loc[c] < 4]
    for s in range(n):
        row = rows[s]
        old = pre_known[s]
        new = (_same_name_swaps(state, s, row, left_hand, pre_loc, post_loc, post_decider)
               if left_hand else None)
        if new is not None:
            row = rows[s] = new
            new = None
        for c in moved:
            if not hidden(s, post_loc[c], post_decider) or row[c] != old[c]:
                continue
            if not hidden(s, pre_loc[c], pre_decider) and row[c] != FIXED:
                if new is None:
                    new = row[:]
                new[c] = FIXED
        if new is not None:
            rows[s] = new
    if frame is not None:
        shape = state.cfg.rules.frame_of(frame[0])
        if shape.mixing is not None:
            _mixing(state, rows, pre_loc, pre_known, shape, frame, action)
    shown = K._shown(state, action, actor)
    for e in state.effects[n_effects:]:
        if e[0] == "mul" and e[1] not in shown:
            shown.append(e[1])
    if state.cfg.mono is not None:
        shown += [c for c in state.hands[state.cfg.mono] if c not in shown]
    for c in shown:
        for s in range(n):
            if rows[s][c] != FIXED:
                rows[s] = rows[s][:]
                rows[s][c] = FIXED
    state.known = rows


def _same_name_swaps(state: Any, s: int, row: list[int], moved: list[int], pre_loc: bytearray,
                     post_loc: bytearray, post_decider: int) -> list[int] | None:
    """Cards are named, not numbered: when a card leaves another seat's hand face up and that
    hand holds other cards of the same name, which physical card the engine moved says
    nothing. So the seat reads it as the card it is surest of (one whose place it knows, else
    one of a pool all in that hand, lowest label first) and the labels of the two cards are
    swapped; its knowledge then does not depend on the order of a hand it cannot see.
    Returns a new row, or None when nothing changes."""
    types = state.cfg.types
    out = None
    confined: dict[int, bool] = {}

    def rank(label: int, hand: int) -> tuple[int, int] | None:
        if label == FIXED:
            return (0, 0)
        if label not in confined:
            confined[label] = all(pre_loc[x] == hand for x, lab in enumerate(row[:-1])
                                  if lab == label and hidden(s, pre_loc[x], -2))
        return (1, label) if confined[label] else None

    for c in moved:
        hand = pre_loc[c]
        if hand >= 4 or hand == s or hidden(s, post_loc[c], post_decider):
            continue
        cur = out if out is not None else row
        name = types[c].name
        mates = [x for x in state.hands[hand] if pre_loc[x] == hand and types[x].name == name]
        if not mates:
            continue
        mine = rank(cur[c], hand)
        best = None
        for x in mates:
            r = rank(cur[x], hand)
            if r is not None and (best is None or r < best[0]):
                best = (r, x)
        if best is None or (mine is not None and mine <= best[0]):
            continue
        if out is None:
            out = row[:]
        x = best[1]
        out[c], out[x] = out[x], out[c]
    return out


def _cards_in(loc: bytearray, codes: set[int]) -> list[int]:
    return [c for c in range(len(loc)) if loc[c] in codes]  # (mypyc: no enumerate of bytes)


def _mixing(state: Any, rows: list[list[int]], pre_loc: bytearray,
            pre_known: list[list[int]], shape: Any, frame: tuple, action: tuple) -> None:
    """The seats not aware of a step's choice (its declared ``Mixing``) can no longer tell
    apart the cards it moved: the cards of the mixed hands (as they were before) and of the
    mixed card-list fields form one pool for each of them. Rotten Food (p's chosen card onto
    another deck, face down [ours]), Dirty Exchange (a random card of q's hand; p's chosen card
    back), Gamble (random cards traded), Spyglass and Special Offer (p chose among cards only
    it saw); Whirligig (both hands shuffled and dealt again, ``shuffled``): each of its two
    seats saw its own old hand, so those of its old cards now in the other hand are known
    there and the other's old cards keep their pools (the shuffle's fresh pool is undone)."""
    mix = shape.mixing
    n = state.cfg.n_players
    hands = {shape.seat(frame, ref, action) for ref in mix.hands}
    cards = _cards_in(pre_loc, hands) if hands else []
    for name in mix.cards:
        cards = cards + list(shape.get(frame, name))
    aware = {shape.seat(frame, ref, action) for ref in mix.aware}
    for s in range(n):
        if s not in aware:
            rows[s] = K._merge(rows[s], cards,
                             labels_from=pre_known[s] if mix.shuffled else None)
        elif mix.shuffled:
            row = rows[s][:]
            for c in cards:
                row[c] = FIXED if pre_loc[c] == s else pre_known[s][c]
            rows[s] = row
