"""Listing and counting the legal payments of a purchase (``dale.market.payment``,
``dale.market.overpay``) without listing the hand's subsets: whole payments
(:func:`payments_for`), card-by-card payments (:func:`pay_choices`, :func:`payment_complete`,
through :func:`completable`) and their number (:func:`count_payments`).

The rules they enforce are :func:`ludoteca.dale.market.payment_ok`'s; the tests check that the
three agree (tests/dale/test_whole_or_card_by_card.py, test_rules_card_by_card.py).
"""

from __future__ import annotations

from itertools import combinations_with_replacement

from ludoteca.dale import mechanics as m
from ludoteca.dale.card_rules import PAY_LIFTS_OVERPAY
from ludoteca.dale.market import BIN, payment_ok, price
from ludoteca.dale.resolve import NO_MIN, options, ranked_groups
from ludoteca.dale.state import DaleState


def payments_for(state: DaleState, p: int, price_: int, need: str | int | None = None,
              table: tuple[list[str], list] | None = None) -> list[tuple]:
    """Every legal payment (sorted token tuples) for a price, in a stable order; ``need`` names
    the payment flags (``pay_flags``) the payment must hold, or a card name whose flags it must
    hold (:data:`PAY_FROM_BIN` for the market discard pile).

    The listing of whole purchases (:func:`main_actions`, while :func:`purchases_whole`); the
    tests check that the card-by-card steps (:func:`pay_choices`) reach exactly these payments.
    Exponential with Stock Clearance in a large hand: the engine calls it only once
    :func:`count_payments` has found at most :data:`MAX_WHOLE_PURCHASES` payments.

    The search never lists the hand's subsets: once a partial payment reaches the price, no
    larger one is legal (each added card would be no bigger than the excess,
    ``dale.market.overpay``) unless Stock Clearance is among the cards, so only payments that
    are still short are extended. Groups holding Stock Clearance are decided first.
    """
    tokens, groups = ranked_groups(state, p, state.hands[p], pay=True) if table is None else table
    PAY_FLAGS = state.cfg.rules.hooks["pay_flags"]
    need_flag = (need if isinstance(need, int) else PAY_FLAGS[need]) if need is not None else 0
    # The payments depend only on the grouped hand (each option's token rank, value and
    # payment flags), the price and the flags needed: the same hand at the same price (every
    # playout of a search, every determinization of a seat's own hand) is listed once.
    key = _hand_key(tokens, groups, PAY_FLAGS) + (price_, need_flag)
    got = _PAYMENTS_SEEN.get(key)
    if got is None:
        got = _from_hand(key[:2], tokens, groups, price_, need_flag, PAY_FLAGS)
        if len(got) <= _PAYMENTS_SEEN_LONGEST:
            if len(_PAYMENTS_SEEN) >= _PAYMENTS_SEEN_MAX:
                _PAYMENTS_SEEN.clear()
            _PAYMENTS_SEEN[key] = got
    return list(got)


#: The grouped hand :func:`_hand_key` answered last and its key: the slots of one decision
#: share one ``table`` (``turn.main_actions``), so its key is built once, not once per slot.
#: The table is held here, so an equal object is never mistaken for it.
_LAST_HAND: list = [None, None, None, ()]


def _hand_key(tokens: list[str], groups: list, PAY_FLAGS: dict[str, int]) -> tuple:
    """The grouped hand as a hashable key: its tokens, and per group each option's rank,
    value and payment flags, with the group's count."""
    last = _LAST_HAND
    if last[0] is tokens and last[1] is groups and last[2] is PAY_FLAGS:
        return last[3]
    key = (tuple(tokens),
           tuple((tuple((o[0], o[1], PAY_FLAGS.get(o[2].name, 0)) for o in opts), count)
                 for opts, count in groups))
    last[0], last[1], last[2], last[3] = tokens, groups, PAY_FLAGS, key
    return key


#: :func:`payments_for`'s memory: key (tokens, grouped options, price, flags needed) -> the
#: payments (a tuple of token tuples, never changed). It keeps answers of at most
#: :data:`_PAYMENTS_SEEN_LONGEST` payments (a usual hand has a handful per slot) and is
#: emptied when it reaches :data:`_PAYMENTS_SEEN_MAX` entries: a few MB at most.
_PAYMENTS_SEEN: dict[tuple, tuple] = {}
_PAYMENTS_SEEN_MAX = 10_000
_PAYMENTS_SEEN_LONGEST = 32


#: :func:`_from_hand`'s memory: a grouped hand (the first two parts of
#: :data:`_PAYMENTS_SEEN`'s key) -> (the bound it was listed to, its sub-multisets
#: ``(sorted ranks, total, smallest value, payment flags)`` in rank order, or None when they
#: were too many to keep). Emptied when it reaches :data:`_HANDS_SEEN_MAX` entries; a hand
#: with more than :data:`_HAND_SUBSETS_MAX` sub-multisets below its bound is searched price by
#: price (:func:`_list_payments`), as before.
_HANDS_SEEN: dict[tuple, tuple[int, list | None]] = {}
_HANDS_SEEN_MAX = 2_048
_HAND_SUBSETS_MAX = 128
#: The least bound a hand is listed to: market prices are rarely above it, so the five slots
#: of one decision (and the decisions of a turn with the same hand) share one listing.
_HAND_BOUND = 10


def _from_hand(hand_key: tuple, tokens: list[str], groups: list, price_: int, need_flag: int,
               PAY_FLAGS: dict[str, int]) -> tuple[tuple, ...]:
    """:func:`_list_payments`' answer (the same payments in the same order), read from the
    hand's sub-multisets listed once for every price up to a bound (:func:`_sub_multisets`)
    and filtered by :func:`ludoteca.dale.market.payment_ok` at ``price_``: the hand of a
    decision is listed once for all its slots instead of once per slot."""
    seen = _HANDS_SEEN.get(hand_key)
    if seen is None or seen[0] < price_:
        bound = max(price_, _HAND_BOUND)
        seen = (bound, _sub_multisets(groups, bound, PAY_FLAGS))
        if len(_HANDS_SEEN) >= _HANDS_SEEN_MAX:
            _HANDS_SEEN.clear()
        _HANDS_SEEN[hand_key] = seen
    subsets = seen[1]
    if subsets is None:  # too many to keep: the search at this price alone
        return _list_payments(tokens, groups, price_, need_flag, PAY_FLAGS)
    return tuple(tuple(tokens[r] for r in ranks) for ranks, total, small, flags in subsets
                 if flags & need_flag == need_flag and total >= price_
                 and (flags & 1 or total - price_ < small))


def _group_ways(groups: list, PAY_FLAGS: dict[str, int]
                ) -> tuple[list[bool], list[list[tuple[tuple, int, int, int]]]]:
    """The payment searches' view of a grouped hand: the groups holding Stock Clearance first
    (decided first), and per group in that order every way of taking k of its cards
    (k = 0 … count), each as ``(ranks added, their sum, their smallest value — NO_MIN for
    none —, their payment flags)``; with ``sc_left[i]``: whether a group from the i-th on
    may hold Stock Clearance (``PAY_FLAGS``: the ruleset's hook ``pay_flags``)."""

    def lifts(g: int) -> bool:
        return any(PAY_FLAGS.get(o[2].name, 0) & PAY_LIFTS_OVERPAY for o in groups[g][0])

    order = sorted(range(len(groups)), key=lambda g: not lifts(g))
    sc_left = [False] * (len(order) + 1)
    for i in range(len(order) - 1, -1, -1):
        sc_left[i] = sc_left[i + 1] or lifts(order[i])
    ways: list[list[tuple[tuple, int, int, int]]] = []
    for g in order:
        opts, count = groups[g]
        taken: list[tuple[tuple, int, int, int]] = [((), 0, NO_MIN, 0)]
        if count == 1:  # the common case: one copy, taken or not, as one of its options
            for o in opts:
                taken.append(((o[0],), o[1], o[1], PAY_FLAGS.get(o[2].name, 0)))
            ways.append(taken)
            continue
        for k in range(1, count + 1):
            for combo in combinations_with_replacement(opts, k):
                f = 0
                for o in combo:
                    f |= PAY_FLAGS.get(o[2].name, 0)
                taken.append((tuple(o[0] for o in combo), sum(o[1] for o in combo),
                              min([o[1] for o in combo]), f))
        ways.append(taken)
    return sc_left, ways


def _sub_multisets(groups: list, bound: int, PAY_FLAGS: dict[str, int]) -> list | None:
    """The grouped hand's sub-multisets (each group's card taken 0 … count times, each time
    as one of its options) that may be a legal payment at some price up to ``bound``, as
    ``(sorted ranks, total, smallest value, payment flags)`` sorted by ranks; None once they
    are more than :data:`_HAND_SUBSETS_MAX`.

    A sub-multiset reaching ``bound`` with no Stock Clearance in it or among the groups left is
    not extended: every card added would be no bigger than the excess at any price up to the
    bound (``dale.market.overpay``), the pruning of :func:`_list_payments` at its highest
    price."""

    sc_left, ways = _group_ways(groups, PAY_FLAGS)
    # breadth first, group by group: a sub-multiset that may not grow is carried as it is
    cur: list[tuple[tuple, int, int, int]] = [((), 0, NO_MIN, 0)]
    for i, taken in enumerate(ways):
        closed = not sc_left[i]
        nxt: list[tuple[tuple, int, int, int]] = []
        grow = nxt.append
        for entry in cur:
            ranks, total, small, flags = entry
            if closed and total >= bound and not flags & 1:
                grow(entry)
                continue
            for add, value, least, f in taken:
                grow((ranks + add, total + value, small if small < least else least,
                      flags | f))
        if len(nxt) > _HAND_SUBSETS_MAX:  # never fewer later: each entry stays or grows
            return None
        cur = nxt
    return sorted([(tuple(sorted(ranks)), total, small, flags)
                   for ranks, total, small, flags in cur])


def _list_payments(tokens: list[str], groups: list, price_: int, need_flag: int,
                   PAY_FLAGS: dict[str, int]) -> tuple[tuple, ...]:
    """The search behind :func:`payments_for` (its docstring), uncached: the legal payments as
    sorted token tuples, in rank order (``PAY_FLAGS``: the ruleset's hook ``pay_flags``)."""
    sc_left, ways = _group_ways(groups, PAY_FLAGS)
    found: set[tuple] = set()

    def record(ranks: tuple, total: int, small: int, flags: int) -> None:
        if flags & need_flag == need_flag and payment_ok(price_, total, small, bool(flags & 1)):
            found.add(tuple(sorted(ranks)))

    end = len(ways)

    def rec(i: int, ranks: tuple, total: int, small: int, flags: int) -> None:
        if total >= price_ and not flags & 1 and not sc_left[i]:
            record(ranks, total, small, flags)  # no larger payment is legal
            return
        if i == end:
            record(ranks, total, small, flags)
            return
        for add, value, least, f in ways[i]:
            rec(i + 1, ranks + add, total + value, small if small < least else least,
                flags | f)

    rec(0, (), 0, NO_MIN, 0)
    return tuple(tuple(tokens[r] for r in ranks) for ranks in sorted(found))


def pay_cards(state: DaleState, p: int) -> list[tuple[str, int, list[tuple[str, int, int]]]]:
    """Seat p's hand for paying, grouped by card: ``[(plain token, count, options)]`` with
    options ``(token, value, flags)`` (card hook ``pay_flags``: Stock Clearance 1, Market
    Discovery 2), in canonical token order."""
    PAY_FLAGS = state.cfg.rules.hooks["pay_flags"]
    groups: dict[str, list] = {}
    for c in state.hands[p]:
        base = m.token(state, c)
        if base in groups:
            groups[base][1] += 1
        else:
            groups[base] = [base, 1, [(tok, v, PAY_FLAGS.get(ident.name, 0))
                                      for tok, v, ident in options(state, p, c, pay=True)]]
    return [tuple(groups[k]) for k in sorted(groups, key=m.sort_tokens)]


def completable(price_: int, need_md: bool, paid: list[tuple[int, int]],
                 rest: list[list[tuple[int, int]]]) -> bool:
    """Whether the partial payment ``paid`` (``(value, flags)`` per card) can be completed,
    by adding some of the cards ``rest`` (each a list of its ``(value, flags)`` options), into
    a legal payment (``dale.market.payment``, ``dale.market.overpay``; Stock Clearance lifts
    the overpay rule; ``need_md``: the payment must hold Market Discovery).

    Never lists subsets: with Stock Clearance more is always better (every card at its best
    value); without it, for each possible smallest value μ of the payment, a bitset of the
    sums the other cards (worth μ or more) can add says whether a total in
    ``[price, price + μ - 1]`` is reachable.
    """
    total = sum(v for v, _f in paid)
    flags = 0
    for _v, f in paid:
        flags |= f
    small = min((v for v, _f in paid), default=NO_MIN)

    def best_with(need_sc: bool, need_discovery: bool) -> int | None:
        """The largest total of ``paid`` plus every card of ``rest`` when one card (a different
        one for each) counts as Stock Clearance / Market Discovery as required."""
        best_v = [max(v for v, _f in opts) for opts in rest]
        base = total + sum(best_v)
        need = [fl for fl, on in ((1, need_sc), (2, need_discovery)) if on]
        if not need:
            return base
        cost = [[best_v[i] - max((v for v, f in opts if f & fl), default=-NO_MIN)
                 for i, opts in enumerate(rest)] for fl in need]
        if len(need) == 1:
            return base - min(cost[0], default=NO_MIN)
        pairs = [cost[0][i] + cost[1][j] for i in range(len(rest)) for j in range(len(rest))
                 if i != j]
        return base - min(pairs, default=NO_MIN)

    has_md = bool(flags & 2) or not need_md
    if flags & 1:  # Stock Clearance paid: reaching the price is enough
        t = best_with(False, not has_md)
        return t is not None and t >= price_
    t = best_with(True, not has_md)  # add a Stock Clearance
    if t is not None and t >= price_:
        return True
    mus = sorted({small} | {v for opts in rest for v, f in opts if v < small and not f & 1})
    for mu in mus:
        if mu <= 0 or mu >= NO_MIN and total < price_ and not rest:
            continue
        lo = max(price_ - total, 0)
        hi = price_ + (mu if mu < NO_MIN else 1 << 10) - 1 - total
        if hi < lo:
            continue
        mask = (1 << (hi + 1)) - 1
        # states: [has Market Discovery][holds a card worth exactly mu] -> bitset of sums
        st = [[0, 0], [0, 0]]
        st[1 if has_md else 0][0] = 1
        for opts in rest:
            nxt = [row[:] for row in st]
            for v, f in opts:
                if f & 1 or v < mu:
                    continue
                for a in (0, 1):
                    for b in (0, 1):
                        if st[a][b]:
                            na, nb = a | (1 if f & 2 else 0), b | (1 if v == mu else 0)
                            nxt[na][nb] |= (st[a][b] << v) & mask
            st = nxt
        window = mask >> lo << lo
        if st[1][1] & window or (mu == small and st[1][0] & window):
            return True
    return False


def split_payment(cards: list, paid: tuple) -> tuple[list, dict] | None:
    """Split a hand (:func:`pay_cards`) into the cards of the partial payment ``paid``
    (canonical tokens) and the rest: ``(paid (value, flags) list, {plain token: cards left})``;
    None when ``paid`` names cards the hand does not hold."""
    left = {base: count for base, count, _o in cards}
    info = {o[0]: (o[1], o[2]) for _b, _c, opts in cards for o in opts}
    base_of = {o[0]: b for b, _c, opts in cards for o in opts}
    out = []
    for tok in paid:
        base = base_of.get(tok, "")
        if tok not in info or left.get(base, 0) <= 0:
            return None
        left[base] -= 1
        out.append(info[tok])
    return out, left


def pay_choices(state: DaleState, p: int, slot: int, paid: tuple,
                cards: list | None = None) -> list[str]:
    """The tokens that may be added to the partial payment ``paid`` for the card of ``slot``:
    those after which a legal payment can still be completed; in canonical order. ``cards``:
    seat p's hand as :func:`pay_cards` gives it (computed when None)."""
    if cards is None:
        cards = pay_cards(state, p)
    split = split_payment(cards, paid)
    if split is None:
        return []
    paid_vf, left = split
    price_ = price(state, slot)
    need_md = slot == BIN
    out = []
    for base, _count, opts in cards:
        if left[base] <= 0:
            continue
        rest = [[(v, f) for _t, v, f in o] for b, _c, o in cards
                for _k in range(left[b] - (1 if b == base else 0))]
        memo: dict[tuple, bool] = {}
        for tok, v, f in opts:
            if (v, f) not in memo:
                memo[(v, f)] = completable(price_, need_md, paid_vf + [(v, f)], rest)
            if memo[(v, f)]:
                out.append(tok)
    return sorted(out, key=m.sort_tokens)


def payment_complete(state: DaleState, p: int, slot: int, paid: tuple) -> bool:
    """True when the cards ``paid`` are a legal payment for the card of ``slot`` as they are."""
    split = split_payment(pay_cards(state, p), paid)
    if split is None or not paid and slot == BIN:
        return False
    vf = split[0]
    flags = 0
    for _v, f in vf:
        flags |= f
    if slot == BIN and not flags & 2:
        return False
    return payment_ok(price(state, slot), sum(v for v, _f in vf),
                      min((v for v, _f in vf), default=NO_MIN), bool(flags & 1))



def count_payments(state: DaleState, p: int, slot: int, limit: int | None = None,
                   table: tuple[list[str], list] | None = None) -> int:
    """The number of legal payments (distinct token multisets) for the card of ``slot``, counted
    without listing them: a dynamic programme over the hand's card groups whose states are
    (total, smallest value, Stock Clearance / Market Discovery flags), the total clipped just
    above ``price + largest value`` (no payment over it is legal without Stock Clearance, and
    every one is with it). Enforces ``dale.market.payment`` / ``dale.market.overpay`` exactly as
    :func:`payment_ok` does. ``limit``: stop counting once the number exceeds it; ``table``:
    seat p's hand as :func:`_ranked` gives it (computed when None)."""
    _tokens, groups = ranked_groups(state, p, state.hands[p], pay=True) if table is None else table
    PAY_FLAGS = state.cfg.rules.hooks["pay_flags"]
    price_ = price(state, slot)
    need = 2 if slot == BIN else 0
    top = max([o[1] for opts, _c in groups for o in opts] + [0]) + 1
    clip = price_ + top
    states: dict[tuple, int] = {(0, NO_MIN, 0): 1}
    for opts, count in groups:
        seen: set[int] = set()
        uniq = []  # the options, the first of each value only, in order
        for o in opts:
            if o[0] not in seen:
                seen.add(o[0])
                uniq.append(o)
        choices: dict[tuple, int] = {}
        for k in range(count + 1):
            for combo in combinations_with_replacement(uniq, k):
                f = 0
                for o in combo:
                    f |= PAY_FLAGS.get(o[2].name, 0)
                key = (sum(o[1] for o in combo), min((o[1] for o in combo), default=NO_MIN), f)
                choices[key] = choices.get(key, 0) + 1
        nxt: dict[tuple, int] = {}
        for (t, sm, fl), n in states.items():
            for (ct, cs, cf), cn in choices.items():
                key = (min(t + ct, clip), min(sm, cs), fl | cf)
                nxt[key] = nxt.get(key, 0) + n * cn
        states = nxt
    total = 0
    for (t, sm, fl), n in states.items():
        if fl & need == need and payment_ok(price_, t, sm, bool(fl & 1)):
            total += n
            if limit is not None and total > limit:
                return total
    return total


def coin_payments(state: DaleState, p: int, slot: int,
                  table: tuple[list[str], list] | None = None) -> list[tuple[tuple, int]]:
    """The purchases of the card of ``slot`` that spend coins (remaster edition, rule
    ``dale.remaster.coins_pay``; the edition option ``coins_pay``): ``[(card tokens, coins)]``
    in a stable order (fewer coins first, then the card payments in listing order).

    A coin counts 1 and goes back to the bank; the coins make up exactly what the cards leave
    short of the price (never more: coins are not used beyond what is needed), so the cards
    are no legal payment on their own and no card of them is unnecessary; at least one coin.
    A purchase from the market discard pile still needs its card with ``PAY_FROM_BIN``. Empty
    when seat p has no coin. ``table``: seat p's hand as :func:`ranked_groups` gives it."""
    coins = state.coins[p]
    if coins <= 0:
        return []
    price_ = price(state, slot)
    if price_ <= 0:
        return []
    if table is None:
        table = ranked_groups(state, p, state.hands[p], pay=True)
    tokens, groups = table
    worth = {tokens[o[0]]: o[1] for opts, _c in groups for o in opts}
    need = 2 if slot == BIN else None  # PAY_FROM_BIN
    out: list[tuple[tuple, int]] = []
    for k in range(1, min(coins, price_) + 1):
        rest = price_ - k
        if rest == 0:
            if slot != BIN:
                out.append(((), k))
            continue
        out.extend((pay, k) for pay in payments_for(state, p, rest, need, table=table)
                   if sum(worth[t] for t in pay) == rest)
    return out
