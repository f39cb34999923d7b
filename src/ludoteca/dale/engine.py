"""The rules of Dale of Merchants (classic): setup, the four actions, clean-up, the end.

Every refusal is an :class:`~ludoteca.core.errors.IllegalAction` naming a rule id of
``docs/rules/dale-classic.md``. The functions that list legal actions and the ones that
validate an action share their checks (DESIGN.md, contract 3): :func:`check_payment` and
:func:`check_build` are used both to filter candidates and to refuse an action.

Actions are tuples (see :mod:`ludoteca.dale.notation` for their text form):

* ``("buy", slot, tokens)`` — the Market action for slot 0–4 (price = value + slot) or -1 (the
  top card of the market discard pile, Market Discovery), paying with those hand cards
  (``()`` for a free card); ``("inventory", tokens)`` — the Inventory of those cards (``()``:
  no card). Listed whole while they are few (:data:`MAX_WHOLE_PURCHASES`,
  :data:`MAX_WHOLE_INVENTORIES`); over its cap a kind is listed card by card instead:
  ``("pay", slot, token)`` then ``("pay", token)`` … ``("done",)``; ``("discard", token)`` then
  ``("discard", token)`` … ``("done",)`` (``("buy", slot, ())`` and ``("inventory", ())`` stay);
* ``("play", token)`` — a technique; ``("build", tokens)``;
* ``("use", token)`` — a once-per-turn free ability (no action used up);
* card-effect choices, listed by the pending step (``("keep", token)``, ``("target", seat)`` …).

:func:`check` accepts exactly what :func:`legal_actions` lists, in canonical form only;
:func:`normalize` reads what a player typed (short forms) as the one listed action it means,
and :func:`normalize_steps` a whole purchase or Inventory, where that kind is listed card by
card, as its sequence of listed steps.
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from math import comb
from typing import cast
import sys

from ludoteca.core import rng as _rng
from ludoteca.core.errors import BadInput, IllegalAction
from ludoteca.core.i18n import Message, Term
from ludoteca.dale import mechanics as m
from ludoteca.dale import tokens as tokens_
from ludoteca.dale.card_rules import (
    fire,
    pending_modifier,
    lasting_values,
    ABILITIES,
    PAY_FROM_BIN,
    PAY_LIFTS_OVERPAY,
    STEPS,
    TECHNIQUES,
    hook_table,
)
from ludoteca.dale.engine_hooks import remove_from_hand
from ludoteca.dale.cards import TYPES, CardType, deck_ids
from ludoteca.dale.state import install_rules as _install_rules
from ludoteca.dale.state import EMPTY, Config, DaleState, Decision

_CLEANUP_DRAW = hook_table("cleanup_draw")  # card hook: steps before the clean-up draw

#: The version of the rules as this engine plays them. Raise it whenever a change makes an old
#: action list replay differently (a ruling changed, a random draw moved); game records name it.
RULESET = "1"

BIN = -1  # the "slot" of a purchase from the market discard pile (hook pay_flags PAY_FROM_BIN)
VERB_ORDER = {"use": 0, "buy": 1, "pay": 1, "play": 2, "build": 3, "inventory": 4, "discard": 5}


# ==========================================================================================
# Setup
# ==========================================================================================
def _deck_keys(names, where: str = "") -> tuple[str, ...]:
    """Animalfolk deck keys as given, trimmed and in lower case.

    Raises:
        BadInput: a key that is not a known deck, or a key given twice (``where`` says which
            list, e.g. " in the box").
    """
    from ludoteca.dale import cards as _cards  # read at call time: a test may add a deck

    keys = tuple(str(a).strip().lower() for a in names)
    unknown = [a for a in keys if a not in _cards.ANIMALFOLK]
    if unknown:
        raise BadInput(Message("setup.unknown_animalfolk_deck", deck=repr(unknown[0]),
                               where=where, known=', '.join(_cards.ANIMALFOLK)))
    if len(set(keys)) != len(keys):
        raise BadInput(Message("setup.animalfolk_deck_named", where=where))
    return keys


def new_game(players: int = 2, animalfolk: list[str] | tuple[str, ...] | None = None,
             seed: int = 0, box: list[str] | tuple[str, ...] | None = None) -> DaleState:
    """Set up a new game (``dale.setup.*``).

    Args:
        players: number of players, 2–4 (``dale.setup.players``).
        animalfolk: the players+1 deck keys to use (``dale.setup.decks``); None = a random
            choice from the seed among the decks of the box.
        seed: any integer; the same seed and the same actions give the same game.
        box: the animalfolk decks available (the box on the table); None = the six decks of
            Dale of Merchants 1 (:data:`~ludoteca.dale.cards.DALE1_BOX`), plus the named
            ``animalfolk`` decks outside it (in catalogue order). The decks of the box
            not in play are the junk substitutes (``dale.cleanup.junk_substitutes``).

    Returns:
        The state at the start of the first player's first turn.

    Raises:
        BadInput: a player count outside 2–4, unknown or repeated deck keys, a deck not in
            the box, a box of fewer than players + 1 decks, or a number of decks other than
            players + 1.
    """
    from ludoteca.dale import cards as _cards

    if not isinstance(players, int) or not 2 <= players <= 4:
        raise BadInput(Message("setup.dale_merchants_players", players=players))
    known = _cards.ANIMALFOLK
    if box is None and animalfolk is not None:
        # Named decks are always in the box: Dale 1's six plus any other named deck, in
        # catalogue order (docs/rulings.md, dale.setup.decks [ours]); a game of Dale 1 decks
        # only keeps Dale 1's box, so its setup (and record) is unchanged.
        named = _deck_keys(animalfolk)
        extra = [k for k in known if k in named and k not in _cards.DALE1_BOX]
        if extra:
            box = _cards.DALE1_BOX + tuple(extra)
    the_box = _cards.DALE1_BOX if box is None else _deck_keys(box, Term("setup.in_the_box"))
    if len(the_box) < players + 1:
        raise BadInput(Message("setup.players_need_animalfolk", players=players, need=players + 1,
                               count=len(the_box)))
    rng = _rng.seed_state(seed)
    if animalfolk is None:
        pool = list(the_box)
        rng = _rng.shuffle(rng, pool)
        animalfolk = sorted(pool[: players + 1], key=known.index)
    folk = list(_deck_keys(animalfolk))
    outside = [a for a in folk if a not in the_box]
    if outside:
        raise BadInput(Message("setup.animalfolk_deck_box", deck=repr(outside[0]),
                               box=', '.join(the_box)))
    if len(folk) != players + 1:
        raise BadInput(Message("setup.players_use_animalfolk", players=players, need=players + 1,
                               count=len(folk)))
    s = DaleState(Config(players, tuple(folk), None if box is None else the_box))
    s.rng = rng
    junk = list(range(20))
    for folk_key in folk:
        ids = list(deck_ids(folk_key))
        starts = [c for c in ids if _cards.CARD_TYPE[c].value == 1]
        for p in range(players):
            s.decks[p].append(starts[p])  # dale.setup.starting_deck
        s.out += tuple(starts[players:])
        s.market_deck.extend(c for c in ids if _cards.CARD_TYPE[c].value > 1)  # dale.setup.market_deck
    for p in range(players):
        while len(s.decks[p]) < 10:
            s.decks[p].append(junk.pop(0))
    s.junk = junk  # dale.setup.junk: what the starting decks left
    s.subs = s.cfg.sub_ids  # dale.cleanup.junk_substitutes: the box's decks not in play
    m.shuffle(s, s.market_deck)
    m.fill_market(s)  # dale.setup.market: rightmost slot first
    for p in range(players):  # dale.setup.hands
        m.shuffle(s, s.decks[p])
        for _ in range(5):
            m.draw(s, p)
    s.active = m.random_index(s, players)  # dale.setup.first_player [ours]
    return s


# ==========================================================================================
# Tokens → cards
# ==========================================================================================
# Card tokens are read and written by ludoteca.dale.tokens (the one grammar).


class Part:
    """One card of a payment or a stack: which card, counted as what, from where."""

    __slots__ = ("card", "ident", "from_discard", "adj", "value")

    def __init__(self, card: int, ident: CardType, from_discard: bool, adj: int, value: int):
        self.card, self.ident, self.from_discard, self.adj, self.value = (
            card, ident, from_discard, adj, value)


def _resolve(state: DaleState, p: int, tokens: tuple, rule: str, *, discard_ok: bool = False,
             adjust_ok: bool = False, copies: bool = True, pay: bool = False) -> list[Part]:
    """Find the cards named by ``tokens`` in seat p's hand (or discard pile). ``pay``: the
    cards pay for a purchase, so a card with the ``pay_values`` hook is named with the value
    chosen for it (``NAME=V``, ``dale.value.altered``).

    Raises:
        IllegalAction: ``rule`` when a card is not there; ``dale.copy.identity`` for a copy that
            is not a valid target; ``dale.passive.mandatory`` for a chameleon used without a copy
            although it has a valid target.
    """
    if not isinstance(tokens, tuple):
        raise IllegalAction(rule, "malformed", action=repr(tokens))
    taken: set[int] = set()
    parts: list[Part] = []
    for tok in tokens:
        tk = tokens_.parse(tok)
        if tk is None:
            raise IllegalAction(rule, "not_in_hand", card=str(tok))
        from_discard = tk.from_discard
        if from_discard and not discard_ok:
            raise IllegalAction("dale.stall.from_hand", "not_from_discard", card=tok)
        pile = state.discards[p] if from_discard else state.hands[p]
        base = tk.base
        pay_v = None
        if pay and tk.value is not None and tk.value in _PAY_VALUES.get(tk.copy or tk.name, ()):
            # a value chosen as it pays (hook pay_values): the card by its name
            pay_v = tk.value
            card = next((c for c in pile if c not in taken
                         and state.cfg.types[c].name == tk.name), None)
        else:
            card = m.find_card(state, pile, base, taken)
        if card is None and tk.value is None:
            # A card whose own value changed may be named without its value when unambiguous.
            named = [c for c in pile if c not in taken and state.cfg.types[c].name == tk.name]
            if len(named) == 1:
                card = named[0]
        if card is None:
            raise IllegalAction(rule if not from_discard else "dale.stall.from_hand",
                                "not_in_discard" if from_discard else "not_in_hand", card=base)
        taken.add(card)
        ident = state.cfg.types[card]
        if copies:
            targets = m.copy_targets(state, p, card)
            if tk.copy:
                if tk.copy not in targets:
                    raise IllegalAction("dale.copy.identity", "bad_copy", card=ident.name,
                                        target=tk.copy)
                ident = TYPES[tk.copy]
            elif targets and ident.name not in targets:
                raise IllegalAction("dale.passive.mandatory", "must_copy", card=ident.name,
                                    targets=", ".join(targets))
        elif tk.copy:
            raise IllegalAction(rule, "no_copy_here", card=tok)
        if pay and ident.name in _PAY_VALUES and pay_v is None:
            values = _PAY_VALUES[ident.name]
            raise IllegalAction(rule, "pay_value", card=tok,
                                values=", ".join(str(v) for v in values),
                                canonical=tokens_.text(state.cfg.types[card].name, values[0],
                                                       tk.copy))
        adj = 0
        if tk.adjust:
            if not adjust_ok:
                raise IllegalAction(rule, "adjust_only_stall", card=tok)
            if tk.adjust not in _STACK_ADJUST.get(ident.name, ()):
                raise IllegalAction("dale.stall.exact_total", "no_adjust", card=tok)
            adj = tk.adjust
        if pay_v is not None:
            canonical = tokens_.text(state.cfg.types[card].name, pay_v,
                                     ident.name if ident.name != state.cfg.types[card].name
                                     else None)
        else:
            canonical = tokens_.compose(m.token(state, card, ident if copies else None),
                                        from_discard=from_discard, adjust=tk.adjust)
        if tok != canonical:  # an alias ("Bold Haggler" for "Bold Haggler=3", "X as X")
            raise IllegalAction(rule, "not_canonical", card=tok, canonical=canonical)
        parts.append(Part(card, ident, from_discard, adj,
                          pay_v if pay_v is not None
                          else max(m.value_of(state, card, ident) + adj, 0)))
    in_order = sorted(tokens, key=m.sort_tokens)
    if list(tokens) != in_order:
        raise IllegalAction(rule, "not_canonical_order", cards=", ".join(in_order))
    return parts


def _options(state: DaleState, p: int, card: int, *, adjust: bool = False,
             prefix: str = "", pay: bool = False) -> list[tuple[str, int, CardType]]:
    """Every way a card may be used now: (token, value, identity). A chameleon's copy targets
    are judged from its owner's hand and table wherever the card comes from. ``pay``: as a
    paying card, where a card with the ``pay_values`` hook counts as the value chosen for it
    (token ``NAME=V``)."""
    out = []
    for ident in m.identities(state, p, card):
        if pay and ident.name in _PAY_VALUES:  # card hook pay_values
            name = state.cfg.types[card].name
            for v in _PAY_VALUES[ident.name]:
                out.append((prefix + tokens_.text(name, v, ident.name if ident.name != name
                                                  else None), v, ident))
            continue
        tok = prefix + m.token(state, card, ident if ident.name != state.cfg.types[card].name else None)
        v = m.value_of(state, card, ident)
        out.append((tok, v, ident))
        if adjust:
            for a in _STACK_ADJUST.get(ident.name, ()):  # hook stack_adjust
                out.append((tok + f"{a:+d}", max(v + a, 0), ident))
    return out


def _groups(state: DaleState, p: int, pile: list[int], **kw) -> list[tuple[list, int]]:
    """Cards of a pile grouped by identical ways of use: [(options, count)]."""
    seen: dict[tuple, int] = {}
    groups: list[list] = []
    for c in pile:
        opts = _options(state, p, c, **kw)
        key = tuple(o[0] for o in opts)
        if key in seen:
            groups[seen[key]][1] += 1
        else:
            seen[key] = len(groups)
            groups.append([opts, 1])
    return [(g[0], g[1]) for g in groups]


# ==========================================================================================
# Market action
# ==========================================================================================
def market_card(state: DaleState, slot: int) -> int:
    """The card a purchase from ``slot`` takes (``-1`` if none)."""
    if slot == BIN:
        return state.bin[-1] if state.bin else EMPTY
    return state.market[slot]


def price(state: DaleState, slot: int, seat: int | None = None) -> int:
    """The price of the card in a market slot for ``seat`` (default: the active seat)
    (``dale.market.price``): its value plus the slot number (0 for the rightmost slot … 4 for
    the leftmost), never below 0; a card bought from the market discard pile with Market
    Discovery costs its printed value. Lasting effects of other seats with the ``price``
    modifier add to it (``card_rules.lasting``)."""
    card = market_card(state, slot)
    v = state.cfg.types[card].value
    base = max(v + (0 if slot == BIN else slot), 0)
    if state.pending:
        base += sum(lasting_values(state, "price", state.active if seat is None else seat))
    return base


def payment_ok(price_: int, paid: int, smallest: int, lifts_overpay: bool) -> bool:
    """The payment rules in one test (``dale.market.payment``, ``dale.market.overpay``): the
    sum reaches the price, and the excess is smaller than every paying card's value (a card
    with the ``pay_flags`` hook :data:`PAY_LIFTS_OVERPAY` among the payment — Stock
    Clearance — lifts the second condition)."""
    return paid >= price_ and (lifts_overpay or paid - price_ < smallest)


def check_payment(price_: int, idents: list[CardType], values: list[int]) -> None:
    """Refuse a payment that is short or overpays (see :func:`payment_ok`).

    Raises:
        IllegalAction: with the price, the sum paid and the card that could be left out.
    """
    paid = sum(values)
    sc = any(_PAY_FLAGS.get(i.name, 0) & PAY_LIFTS_OVERPAY for i in idents)
    if payment_ok(price_, paid, min(values, default=1 << 30), sc):
        return
    if paid < price_:
        raise IllegalAction("dale.market.payment", "short", price=price_, paid=paid)
    excess = paid - price_
    for ident, v in zip(idents, values):
        if v <= excess:
            raise IllegalAction("dale.market.overpay", "overpay", price=price_, paid=paid,
                                card=ident.name, value=v, rest=paid - v)


_NO_MIN = 1 << 30
#: Payment cards that change the purchase (card hook ``pay_flags``, live table): bit 1
#: (PAY_LIFTS_OVERPAY) lifts the overpay rule, bit 2 (PAY_FROM_BIN) may buy from the market
#: discard pile.
_PAY_FLAGS: dict[str, int] = hook_table("pay_flags")
#: The other card hooks the engine reads (live tables; ``ludoteca.dale.animalfolk``).
_STACK_ADJUST: dict[str, tuple] = hook_table("stack_adjust")
_STACK_JUNK: dict[str, bool] = hook_table("stack_junk")
_STACK_MIX: dict[str, bool] = hook_table("stack_mix")
_STACK_PULL: dict[str, int] = hook_table("stack_pull")
_ON_BOUGHT: dict = hook_table("on_bought")
_ON_PAID: dict = hook_table("on_paid")
_ON_BUILT: dict = hook_table("on_built")
_PAY_VALUES: dict[str, tuple] = hook_table("pay_values")
_STACK_SPEND: dict = hook_table("stack_spend")


def _ranked(state: DaleState, p: int, pile: list[int], **kw) -> tuple[list[str], list]:
    """The cards of a pile grouped (see :func:`_groups`), with every token replaced by its rank
    in the canonical token order, so that multisets compare as plain int tuples.

    Returns ``(tokens, groups)``: ``tokens[rank]`` is the token text; each group is
    ``(options, count)`` with options ``(rank, value, identity)`` sorted by rank.
    """
    groups = _groups(state, p, pile, **kw)
    tokens = sorted({o[0] for g in groups for o in g[0]}, key=m.sort_tokens)
    rank = {t: i for i, t in enumerate(tokens)}
    ranked = [(sorted(((rank[t], v, d) for t, v, d in opts), key=lambda o: o[0]), count)
              for opts, count in groups]
    return tokens, ranked


def _multisets(groups: list, limit: int | None = None) -> list[tuple]:
    """Every multiset of the grouped cards (the empty one included), each card counted as one of
    its options: ``(ranks, total, smallest value, identities)``; with ``limit``, only those
    whose total does not exceed it (values are never negative)."""
    partial: list[tuple] = [((), 0, _NO_MIN, ())]
    for opts, count in groups:
        choices = []
        for k in range(count + 1):
            for combo in combinations_with_replacement(opts, k):
                choices.append((tuple(o[0] for o in combo), sum(o[1] for o in combo),
                                min((o[1] for o in combo), default=_NO_MIN),
                                tuple(o[2] for o in combo)))
        nxt = []
        for ranks, total, small, names in partial:
            for cr, ct, cs, cn in choices:
                t = total + ct
                if limit is not None and t > limit:
                    continue
                nxt.append((ranks + cr, t, small if small < cs else cs, names + cn))
        partial = nxt
    return partial


def _payments(state: DaleState, p: int, price_: int, need: str | int | None = None,
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
    tokens, groups = _ranked(state, p, state.hands[p], pay=True) if table is None else table
    need_flag = (need if isinstance(need, int) else _PAY_FLAGS[need]) if need is not None else 0
    # The payments depend only on the grouped hand (each option's token rank, value and
    # payment flags), the price and the flags needed: the same hand at the same price (every
    # playout of a search, every determinization of a seat's own hand) is listed once.
    key = (tuple(tokens),
           tuple((tuple((o[0], o[1], _PAY_FLAGS.get(o[2].name, 0)) for o in opts), count)
                 for opts, count in groups),
           price_, need_flag)
    got = _PAYMENTS_SEEN.get(key)
    if got is None:
        got = _list_payments(tokens, groups, price_, need_flag)
        if len(got) <= _PAYMENTS_SEEN_LONGEST:
            if len(_PAYMENTS_SEEN) >= _PAYMENTS_SEEN_MAX:
                _PAYMENTS_SEEN.clear()
            _PAYMENTS_SEEN[key] = got
    return list(got)


#: :func:`_payments`'s memory: key (tokens, grouped options, price, flags needed) -> the
#: payments (a tuple of token tuples, never changed). It keeps answers of at most
#: :data:`_PAYMENTS_SEEN_LONGEST` payments (a usual hand has a handful per slot) and is
#: emptied when it reaches :data:`_PAYMENTS_SEEN_MAX` entries: a few MB at most.
_PAYMENTS_SEEN: dict[tuple, tuple] = {}
_PAYMENTS_SEEN_MAX = 10_000
_PAYMENTS_SEEN_LONGEST = 32


def _list_payments(tokens: list[str], groups: list, price_: int, need_flag: int
                   ) -> tuple[tuple, ...]:
    """The search behind :func:`_payments` (its docstring), uncached: the legal payments as
    sorted token tuples, in rank order."""

    def lifts(g: int) -> bool:
        return any(_PAY_FLAGS.get(o[2].name, 0) & PAY_LIFTS_OVERPAY for o in groups[g][0])

    order = sorted(range(len(groups)), key=lambda g: not lifts(g))
    sc_left = [False] * (len(order) + 1)
    for i in range(len(order) - 1, -1, -1):
        sc_left[i] = sc_left[i + 1] or lifts(order[i])
    found: set[tuple] = set()

    def record(ranks: tuple, total: int, small: int, flags: int) -> None:
        if flags & need_flag == need_flag and payment_ok(price_, total, small, bool(flags & 1)):
            found.add(tuple(sorted(ranks)))

    def rec(i: int, ranks: tuple, total: int, small: int, flags: int) -> None:
        if total >= price_ and not flags & 1 and not sc_left[i]:
            record(ranks, total, small, flags)  # no larger payment is legal
            return
        if i == len(order):
            record(ranks, total, small, flags)
            return
        opts, count = groups[order[i]]
        for k in range(count + 1):
            for combo in combinations_with_replacement(opts, k):
                f = flags
                for o in combo:
                    f |= _PAY_FLAGS.get(o[2].name, 0)
                rec(i + 1, ranks + tuple(o[0] for o in combo), total + sum(o[1] for o in combo),
                    min([small] + [o[1] for o in combo]), f)

    rec(0, (), 0, _NO_MIN, 0)
    return tuple(tuple(tokens[r] for r in ranks) for ranks in sorted(found))


def _pay_cards(state: DaleState, p: int) -> list[tuple[str, int, list[tuple[str, int, int]]]]:
    """Seat p's hand for paying, grouped by card: ``[(plain token, count, options)]`` with
    options ``(token, value, flags)`` (:data:`_PAY_FLAGS`: Stock Clearance 1, Market Discovery
    2), in canonical token order."""
    groups: dict[str, list] = {}
    for c in state.hands[p]:
        base = m.token(state, c)
        if base in groups:
            groups[base][1] += 1
        else:
            groups[base] = [base, 1, [(tok, v, _PAY_FLAGS.get(ident.name, 0))
                                      for tok, v, ident in _options(state, p, c, pay=True)]]
    return [tuple(groups[k]) for k in sorted(groups, key=m.sort_tokens)]


def _completable(price_: int, need_md: bool, paid: list[tuple[int, int]],
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
    small = min((v for v, _f in paid), default=_NO_MIN)

    def best_with(need_sc: bool, need_discovery: bool) -> int | None:
        """The largest total of ``paid`` plus every card of ``rest`` when one card (a different
        one for each) counts as Stock Clearance / Market Discovery as required."""
        best_v = [max(v for v, _f in opts) for opts in rest]
        base = total + sum(best_v)
        need = [fl for fl, on in ((1, need_sc), (2, need_discovery)) if on]
        if not need:
            return base
        cost = [[best_v[i] - max((v for v, f in opts if f & fl), default=-_NO_MIN)
                 for i, opts in enumerate(rest)] for fl in need]
        if len(need) == 1:
            return base - min(cost[0], default=_NO_MIN)
        pairs = [cost[0][i] + cost[1][j] for i in range(len(rest)) for j in range(len(rest))
                 if i != j]
        return base - min(pairs, default=_NO_MIN)

    has_md = bool(flags & 2) or not need_md
    if flags & 1:  # Stock Clearance paid: reaching the price is enough
        t = best_with(False, not has_md)
        return t is not None and t >= price_
    t = best_with(True, not has_md)  # add a Stock Clearance
    if t is not None and t >= price_:
        return True
    mus = sorted({small} | {v for opts in rest for v, f in opts if v < small and not f & 1})
    for mu in mus:
        if mu <= 0 or mu >= _NO_MIN and total < price_ and not rest:
            continue
        lo = max(price_ - total, 0)
        hi = price_ + (mu if mu < _NO_MIN else 1 << 10) - 1 - total
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


def _pay_state(cards: list, paid: tuple) -> tuple[list, dict] | None:
    """Split a hand (:func:`_pay_cards`) into the cards of the partial payment ``paid``
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
    seat p's hand as :func:`_pay_cards` gives it (computed when None)."""
    if cards is None:
        cards = _pay_cards(state, p)
    split = _pay_state(cards, paid)
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
                memo[(v, f)] = _completable(price_, need_md, paid_vf + [(v, f)], rest)
            if memo[(v, f)]:
                out.append(tok)
    return sorted(out, key=m.sort_tokens)


def payment_complete(state: DaleState, p: int, slot: int, paid: tuple) -> bool:
    """True when the cards ``paid`` are a legal payment for the card of ``slot`` as they are."""
    split = _pay_state(_pay_cards(state, p), paid)
    if split is None or not paid and slot == BIN:
        return False
    vf = split[0]
    flags = 0
    for _v, f in vf:
        flags |= f
    if slot == BIN and not flags & 2:
        return False
    return payment_ok(price(state, slot), sum(v for v, _f in vf),
                      min((v for v, _f in vf), default=_NO_MIN), bool(flags & 1))


def _buy_targets(state: DaleState, p: int) -> list[int]:
    """The slots seat p may buy from now: occupied market slots, and the market discard pile
    (``BIN``) when a hand card counts or may count as Market Discovery."""
    out = [slot for slot in range(5) if state.market[slot] != EMPTY]
    if state.bin and any(_PAY_FLAGS.get(state.cfg.types[c].name, 0) & PAY_FROM_BIN
                         or any(_PAY_FLAGS.get(n, 0) & PAY_FROM_BIN
                                for n in m.copy_targets(state, p, c))
                         for c in state.hands[p]):
        out.append(BIN)
    return out


#: At most this many purchases (all slots together) are listed as whole actions
#: (``buy +N with …``); over it, the Market action is listed card by card (``pay +N with CARD``
#: … ``done``). Only a huge hand (a position file) or Stock Clearance in a large hand goes over.
MAX_WHOLE_PURCHASES = 512
#: At most this many Inventories are listed as whole actions (``inventory …``): the subsets of
#: a hand of up to 9 distinct cards; over it, the Inventory is listed card by card
#: (``discard CARD`` … ``done``).
MAX_WHOLE_INVENTORIES = 512


def count_payments(state: DaleState, p: int, slot: int, limit: int | None = None,
                   table: tuple[list[str], list] | None = None) -> int:
    """The number of legal payments (distinct token multisets) for the card of ``slot``, counted
    without listing them: a dynamic programme over the hand's card groups whose states are
    (total, smallest value, Stock Clearance / Market Discovery flags), the total clipped just
    above ``price + largest value`` (no payment over it is legal without Stock Clearance, and
    every one is with it). Enforces ``dale.market.payment`` / ``dale.market.overpay`` exactly as
    :func:`payment_ok` does. ``limit``: stop counting once the number exceeds it; ``table``:
    seat p's hand as :func:`_ranked` gives it (computed when None)."""
    _tokens, groups = _ranked(state, p, state.hands[p], pay=True) if table is None else table
    price_ = price(state, slot)
    need = 2 if slot == BIN else 0
    top = max([o[1] for opts, _c in groups for o in opts] + [0]) + 1
    clip = price_ + top
    states: dict[tuple, int] = {(0, _NO_MIN, 0): 1}
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
                    f |= _PAY_FLAGS.get(o[2].name, 0)
                key = (sum(o[1] for o in combo), min((o[1] for o in combo), default=_NO_MIN), f)
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


def purchases_whole(state: DaleState, p: int,
                    table: tuple[list[str], list] | None = None) -> bool:
    """True when seat p's purchases are listed whole (``buy +N with …``): there are at most
    :data:`MAX_WHOLE_PURCHASES` of them, all slots together (counted, never listed, by
    :func:`count_payments`); otherwise the Market action goes card by card."""
    left = MAX_WHOLE_PURCHASES
    targets = _buy_targets(state, p)
    if not targets:
        return True
    if table is None:
        table = _ranked(state, p, state.hands[p], pay=True)
    bound = len(targets)  # at most every multiset of the hand at every slot: no count needed
    for opts, count in table[1]:
        bound *= comb(len(opts) + count, count)  # multisets of up to `count` of the options
        if bound > left:
            break
    else:
        return True
    for slot in targets:
        left -= count_payments(state, p, slot, limit=left, table=table)
        if left < 0:
            return False
    return True


def count_inventories(state: DaleState, p: int) -> int:
    """The number of distinct Inventories of seat p (the empty one included): the product of
    (copies + 1) over the hand's distinct cards."""
    n = 1
    for _tok, count in _groups_plain(state, state.hands[p]):
        n *= count + 1
    return n


def inventories_whole(state: DaleState, p: int) -> bool:
    """True when seat p's Inventories are listed whole (``inventory …``): at most
    :data:`MAX_WHOLE_INVENTORIES`; otherwise the Inventory goes card by card."""
    return count_inventories(state, p) <= MAX_WHOLE_INVENTORIES


def _groups_plain(state: DaleState, pile: list[int]) -> list[tuple[str, int]]:
    """The plain tokens of a pile with their counts, in canonical token order."""
    counts: dict[str, int] = {}
    for c in pile:
        t = m.token(state, c)
        counts[t] = counts.get(t, 0) + 1
    return sorted(counts.items(), key=lambda kv: m.sort_tokens(kv[0]))


def _whole_inventories(state: DaleState, p: int) -> list[tuple]:
    """Every Inventory of seat p as a whole action, the fewest cards first, then in canonical
    order (the listing of the engine before Inventories went card by card)."""
    plain = _groups_plain(state, state.hands[p])
    invs: list[tuple] = [()]
    for r, (_tok, count) in enumerate(plain):  # ranks in canonical order: tuples stay sorted
        invs = [prev + (r,) * k for prev in invs for k in range(count + 1)]
    invs.sort(key=lambda t: (len(t), t))
    return [("inventory", tuple(plain[r][0] for r in inv)) for inv in invs]


def _pay_start(state: DaleState, p: int, action: tuple, *, dry: bool) -> None:
    """``pay +N with CARD``: take the Market action for the card of slot N, paying first with
    CARD (``dale.market.payment``); more cards (``pay CARD``) and ``done`` follow."""
    if len(action) != 3 or not isinstance(action[1], int) or not isinstance(action[2], str):
        raise IllegalAction("dale.market.payment", "malformed", action=repr(action))
    slot = action[1]
    if not (slot == BIN or 0 <= slot < 5) or market_card(state, slot) == EMPTY:
        raise IllegalAction("dale.market.price", "empty_slot", slot=slot)
    _resolve(state, p, (action[2],), "dale.market.payment", pay=True)
    if slot == BIN and slot not in _buy_targets(state, p):
        raise IllegalAction("dale.market.payment", "bin_needs_discovery")
    if action[2] not in pay_choices(state, p, slot, ()):
        raise IllegalAction("dale.market.payment", "cannot_complete", card=action[2],
                            price=price(state, slot))
    if purchases_whole(state, p):
        raise IllegalAction("dale.market.payment", "whole_listed", action=_text(action))
    if not dry:
        state.frames.append(("pay", p, slot, (action[2],)))


def _buy_main(state: DaleState, p: int, action: tuple, *, dry: bool) -> None:
    """``buy +N with …`` as the turn's action: a whole purchase, listed (and so accepted) only
    while purchases are listed whole (:func:`purchases_whole`); otherwise only ``buy +N`` of a
    free card is (the others go card by card, ``pay +N with CARD``)."""
    _buy(state, p, action, dry=True)
    if action[2] and not purchases_whole(state, p):
        raise IllegalAction("dale.market.payment", "steps_listed", action=_text(action))
    if not dry:
        _buy(state, p, action, dry=False)


def _buy(state: DaleState, p: int, action: tuple, *, dry: bool) -> None:
    if len(action) != 3 or not isinstance(action[1], int):
        raise IllegalAction("dale.market.payment", "malformed", action=repr(action))
    slot, tokens = action[1], action[2]
    if not (slot == BIN or 0 <= slot < 5) or market_card(state, slot) == EMPTY:
        raise IllegalAction("dale.market.price", "empty_slot", slot=slot)
    parts = _resolve(state, p, tokens, "dale.market.payment", pay=True)
    if slot == BIN and not any(_PAY_FLAGS.get(x.ident.name, 0) & PAY_FROM_BIN for x in parts):
        raise IllegalAction("dale.market.payment", "bin_needs_discovery")
    check_payment(price(state, slot), [x.ident for x in parts], [x.value for x in parts])
    if dry:
        return
    card = market_card(state, slot)
    if slot == BIN:
        state.bin.pop()
    else:
        state.market[slot] = EMPTY  # dale.market.no_refill: the slot stays empty
    for x in parts:
        remove_from_hand(state, p, x.card)
        m.discard(state, p, x.card)
    state.hands[p].append(card)
    on_bought = _ON_BOUGHT.get(state.cfg.types[card].name)  # card hook on_bought
    if on_bought is not None:
        on_bought(state, p, card, tuple(x.card for x in parts))
    if _ON_PAID:
        paid = tuple(x.card for x in parts)
        for x in parts:  # card hook on_paid: a paying card's effect (as the card it counts as)
            on_paid = _ON_PAID.get(x.ident.name)
            if on_paid is not None:
                on_paid(state, p, x.card, card, paid)
    fire(state, "bought", p, card, tuple(x.card for x in parts))


# ==========================================================================================
# Stall action
# ==========================================================================================
def stack_need(state: DaleState, p: int) -> int:
    """The total seat p's next stall stack must reach (``dale.stall.exact_total``): its
    number, plus the ``stack_total`` modifiers of other seats' lasting effects
    (``card_rules.lasting``)."""
    number = len(state.stalls[p]) + 1
    if state.pending:
        number += sum(lasting_values(state, "stack_total", p))
    return number


def check_build(state: DaleState, p: int, parts: list[Part]) -> None:
    """Refuse a stack that breaks a stall rule (``dale.stall.*``, ``dale.passive.combine``).

    The new stack is number ``len(stall) + 1``; its values (``stack_adjust`` included, e.g.
    Accordion ±1) must add up exactly to that number; junk only with a ``stack_junk`` card
    (Stashing Vendor); one animalfolk unless a ``stack_mix`` card (Empty Chest); cards from the
    discard pile up to the ``stack_pull`` of its cards (Nostalgic Item: one each; those cards are
    free of both limits). These are card hooks (``ludoteca.dale.animalfolk``, docs/cards.md). A
    card brought from the discard pile is a full member of the stack: its hooks apply as if it
    came from the hand (docs/rulings.md, ``dale.stall.from_hand``).

    Raises:
        IllegalAction: naming the broken rule, with the values involved.
    """
    own = [x.ident for x in parts if not x.from_discard]
    pulled = [x.ident for x in parts if x.from_discard]
    total = sum(x.value for x in parts)
    need = stack_need(state, p)
    err = stack_error(len(state.stalls[p]) + 1, own, pulled, total, need=need)
    if err is not None and pulled and own and pending_modifier(state, p, "build_from_discard"):
        # a waiting effect (PENDING_MODIFIERS) lets discard cards join the stack as its own
        err = stack_error(len(state.stalls[p]) + 1, own + pulled, (), total, need=need)
    if err is not None:
        raise err
    if _STACK_SPEND:
        cost = stack_spend(state, p, parts)
        if isinstance(cost, IllegalAction):
            raise cost


def stack_spend(state: DaleState, p: int, parts: list[Part]) -> int | IllegalAction:
    """What seat p must spend for the stack ``parts``: the sum of the ``stack_spend`` hook of
    each card counted, through its ``stack_adjust``, at another value than its own (Stove:
    ``dale.stall.exact_total``), or the refusal when a card may not count so or the seat's
    other hand cards and coins cannot pay it (ruling ``dale.card.spend``: a hand card pays its
    current value, a coin 1)."""
    cost = 0
    for x in parts:
        fn = _STACK_SPEND.get(x.ident.name)
        if fn is None or not x.adj:
            continue
        c = fn(x.value)
        if c is None:
            return IllegalAction("dale.stall.exact_total", "stack_value", card=x.ident.name,
                                 value=x.value)
        cost += c
    if cost:
        own = {x.card for x in parts if not x.from_discard}
        available = sum(m.value_of(state, c) for c in state.hands[p] if c not in own)
        available += state.coins[p]
        if cost > available:
            return IllegalAction("dale.stall.exact_total", "stack_spend", cost=cost,
                                 available=available)
    return cost


def stack_error(number: int, own: list[CardType] | tuple, pulled: list[CardType] | tuple,
                total: int, need: int | None = None) -> IllegalAction | None:
    """The stall rules in one place: what is wrong with stack ``number`` made of hand cards
    counted as ``own``, cards from the discard pile counted as ``pulled``, and values adding up
    to ``total`` — or None when it is a legal stack. ``need``: the total it must reach
    (default ``number``; see :func:`stack_need`).

    Every passive of the stack counts, wherever its card came from (``dale.passive.combine``):
    each Nostalgic Item (a pulled one too) lets one more card come from the discard pile, but
    the first must be allowed by a Nostalgic Item from the hand; the pulled cards are free of
    the junk and one-animalfolk limits; Stashing Vendor and Empty Chest lift those limits for
    the hand cards whichever pile they came from.
    """
    if number > 8:
        return IllegalAction("dale.stall.sequence", "full")
    names = [i.name for i in own] + [i.name for i in pulled]
    from_hand = sum(_STACK_PULL.get(i.name, 0) for i in own)  # card hook stack_pull
    allowed = sum(_STACK_PULL.get(n, 0) for n in names) if from_hand else 0
    if len(pulled) > allowed:
        return IllegalAction("dale.stall.from_hand", "discard_needs_nostalgic",
                             count=len(pulled), allowed=allowed)
    if not own:
        return IllegalAction("dale.stall.exact_total", "empty", number=number, total=0)
    if not any(_STACK_JUNK.get(n) for n in names) and any(i.is_junk for i in own):
        return IllegalAction("dale.stall.no_junk", "junk")
    if not any(_STACK_MIX.get(n) for n in names):
        folks = sorted({i.animalfolk for i in own if not i.is_junk})
        if len(folks) > 1:
            return IllegalAction("dale.stall.one_animalfolk", "mixed",
                                 animalfolk=", ".join(folks))
    need = number if need is None else need
    if total != need:
        return IllegalAction("dale.stall.exact_total", "total", number=need, total=total)
    return None


def _builds(state: DaleState, p: int) -> list[tuple]:
    """Every legal stack for seat p's next stall stack, as sorted token tuples, in canonical
    order: the multisets of hand cards (and, with Nostalgic Item, of discard pile cards, each
    used in every way it may count: copies, Accordion ±1) whose values reach the stack's
    number, kept when :func:`stack_error` finds nothing wrong."""
    number = len(state.stalls[p]) + 1
    if number > 8:
        return []
    need = stack_need(state, p)
    tokens, groups = _ranked(state, p, state.hands[p], adjust=True)
    extra: list | None = None
    found: set[tuple] = set()
    as_own = bool(state.discards[p]) and bool(pending_modifier(state, p, "build_from_discard"))
    for ranks, total, _small, idents in _multisets(groups, limit=need):
        if not ranks:
            continue
        if total == need and stack_error(number, idents, (), total, need) is None:
            found.add(tuple(tokens[r] for r in ranks))
        if as_own and total < need:  # discard cards joining as own (pending modifier)
            if extra is None:
                dtokens, dgroups = _ranked(state, p, state.discards[p], prefix="discard:",
                                           adjust=True)
                extra = [(tuple(dtokens[r] for r in dr), dt, di)
                         for dr, dt, _ds, di in _multisets(dgroups, limit=need) if dr]
            for dtoks, dt, didents in extra:
                if (total + dt == need
                        and stack_error(number, idents + didents, (), need, need) is None):
                    found.add(tuple(tokens[r] for r in ranks) + dtoks)
        n_nost = sum(_STACK_PULL.get(i.name, 0) for i in idents)
        if n_nost and state.discards[p]:
            if extra is None:
                dtokens, dgroups = _ranked(state, p, state.discards[p], prefix="discard:",
                                           adjust=True)
                extra = [(tuple(dtokens[r] for r in dr), dt, di)
                         for dr, dt, _ds, di in _multisets(dgroups, limit=need) if dr]
            for dtoks, dt, didents in extra:
                if (total + dt == need
                        and stack_error(number, idents, didents, need, need) is None):
                    found.add(tuple(tokens[r] for r in ranks) + dtoks)
    if _STACK_SPEND:  # hook stack_spend: a card counted at another value must be paid for
        found = {t for t in found if not _spend_refused(state, p, t)}
    keyed = {tuple(sorted(t, key=m.sort_tokens)): None for t in found}
    return sorted(keyed, key=lambda ts: [m.sort_tokens(t) for t in ts])


def _spend_refused(state: DaleState, p: int, toks: tuple) -> bool:
    """True when the listed stack ``toks`` counts a card at another value (a token with
    ``+N``/``-N``) that the seat cannot pay for (hook ``stack_spend``)."""
    if not any(cast(tokens_.Token, tokens_.parse(x)).adjust for x in toks):
        return False
    parts = _resolve(state, p, tuple(sorted(toks, key=m.sort_tokens)), "dale.stall.from_hand",
                     discard_ok=True, adjust_ok=True)
    return isinstance(stack_spend(state, p, parts), IllegalAction)


def build(state: DaleState, p: int, parts: list[Part]) -> None:
    """Put a validated stack into seat p's stall; end the game on the 8th stack
    (``dale.end.eighth_stack``); otherwise call the ``on_built`` card hook of each identity in
    the stack once (Winter is Coming offers an extra stack, ``dale.stall.sequence``)."""
    cost = stack_spend(state, p, parts) if _STACK_SPEND else 0
    stack = []
    for x in parts:
        if x.from_discard:
            state.discards[p].remove(x.card)
        else:
            remove_from_hand(state, p, x.card)
        stack.append(x.card)
    state.stalls[p].append(tuple(stack))  # a built stack never changes in place
    if len(state.stalls[p]) >= 8:
        state.winner = p
        state.frames.clear()
        return
    built = tuple(stack)
    if cost:  # hook stack_spend: the builder pays now (its other hand cards and coins)
        payer = next(_STACK_SPEND[x.ident.name] for x in parts
                     if x.adj and x.ident.name in _STACK_SPEND)
        payer.pay(state, p, cost)
    for name in dict.fromkeys(x.ident.name for x in parts):  # card hook on_built, once each
        on_built = _ON_BUILT.get(name)
        if on_built is not None:
            on_built(state, p, built)
    fire(state, "built", p, built)


def _build_action(state: DaleState, p: int, action: tuple, *, dry: bool) -> None:
    if len(action) != 2:
        raise IllegalAction("dale.stall.exact_total", "malformed", action=repr(action))
    parts = _resolve(state, p, action[1], "dale.stall.from_hand", discard_ok=True, adjust_ok=True)
    check_build(state, p, parts)
    if not dry:
        build(state, p, parts)


# ==========================================================================================
# Technique, inventory, abilities
# ==========================================================================================
def _play(state: DaleState, p: int, action: tuple, *, dry: bool) -> None:
    if len(action) != 2 or not isinstance(action[1], str):
        raise IllegalAction("dale.technique.play", "malformed", action=repr(action))
    (part,) = _resolve(state, p, (action[1],), "dale.technique.play")
    if part.ident.kind != "T":
        raise IllegalAction("dale.technique.play", "not_technique", card=part.ident.name)
    if dry:
        return
    remove_from_hand(state, p, part.card)
    state.in_play.append(part.card)
    state.frames.append(("finish", p, part.card, part.ident.name))
    TECHNIQUES[part.ident.name](state, p, part.card)


def _inventory(state: DaleState, p: int, action: tuple, *, dry: bool,
               whole: bool = False) -> None:
    """The whole Inventory action in one (``inventory junk, junk``; ``inventory`` = no card),
    ``dale.inventory.discard``. Listed (and accepted) with cards only while Inventories are
    listed whole (:func:`inventories_whole`); ``whole=True`` skips that test (to read a typed
    whole Inventory as its card-by-card steps, :func:`normalize_steps`)."""
    if len(action) != 2:
        raise IllegalAction("dale.inventory.discard", "malformed", action=repr(action))
    parts = _resolve(state, p, action[1], "dale.inventory.discard", copies=False)
    if parts and not inventories_whole(state, p) and not whole:
        raise IllegalAction("dale.inventory.discard", "steps_listed", action=_text(action))
    if dry:
        return
    for k, x in enumerate(parts):
        m.discard_in_order(state, p, x.card, k)


def _discard_start(state: DaleState, p: int, action: tuple, *, dry: bool) -> None:
    """``discard CARD`` as the action of the turn: take the Inventory action and discard this
    card first (``dale.inventory.discard``); more cards or ``done`` follow
    (:class:`~ludoteca.dale.animalfolk.common.InventoryStep`)."""
    if len(action) != 2 or not isinstance(action[1], str):
        raise IllegalAction("dale.inventory.discard", "malformed", action=repr(action))
    (part,) = _resolve(state, p, (action[1],), "dale.inventory.discard", copies=False)
    if inventories_whole(state, p):
        raise IllegalAction("dale.inventory.discard", "whole_listed", action=_text(action))
    if dry:
        return
    m.discard_in_order(state, p, part.card, 0)
    state.frames.append(("inventory", p, 1))


def _abilities(state: DaleState, p: int) -> list[tuple]:
    out = set()
    for c in state.hands[p]:
        if c in state.used:
            continue
        base = state.cfg.types[c]
        names = [base.name] if base.name in ABILITIES else []
        names += [t for t in m.copy_targets(state, p, c) if t in ABILITIES and t != base.name]
        for name in names:
            if ABILITIES[name][0](state, p, c):
                out.add(("use", m.token(state, c, TYPES[name] if name != base.name else None)))
    return sorted(out, key=lambda a: m.sort_tokens(a[1]))


def _use(state: DaleState, p: int, action: tuple, *, dry: bool) -> None:
    if len(action) != 2 or not isinstance(action[1], str):
        raise IllegalAction("dale.passive.reuse", "malformed", action=repr(action))
    tk = tokens_.parse(action[1])
    base = tk.base if tk is not None else action[1]
    card = m.find_card(state, state.hands[p], base, set(state.used))
    if card is None:
        card = m.find_card(state, state.hands[p], base)
    if card is None:
        raise IllegalAction("dale.passive.reuse", "not_in_hand", card=action[1])
    copy = tk.copy if tk is not None else None
    name = copy or state.cfg.types[card].name
    if copy and copy not in m.copy_targets(state, p, card):
        raise IllegalAction("dale.copy.identity", "bad_copy", card=state.cfg.types[card].name,
                            target=copy)
    if name not in ABILITIES:
        raise IllegalAction("dale.passive.reuse", "no_ability", card=name)
    if card in state.used:
        raise IllegalAction("dale.passive.reuse", "ability_used", card=name)
    if not ABILITIES[name][0](state, p, card):
        raise IllegalAction("dale.technique.fizzle", "ability_idle", card=name)
    if action not in _abilities(state, p):  # an alias ("use discard:Bold Haggler" …)
        canonical = m.token(state, card, TYPES[name] if copy else None)
        raise IllegalAction("dale.passive.reuse", "not_canonical", card=action[1],
                            canonical=canonical)
    if dry:
        return
    state.used.append(card)
    ABILITIES[name][1](state, p, card)


_MAIN = {"buy": _buy_main, "build": _build_action, "play": _play, "inventory": _inventory, "use": _use,
         "discard": _discard_start, "pay": _pay_start}


def _build_trusted(state: DaleState, p: int, action: tuple, *, dry: bool) -> None:
    """A listed stack: its cards found, the stall rules not checked again."""
    build(state, p, _resolve(state, p, action[1], "dale.stall.from_hand", discard_ok=True,
                             adjust_ok=True))


#: The main actions applied by :func:`apply_trusted` (listed actions, not checked again): a
#: listed purchase goes straight to :func:`_buy` (no dry run, no test of how purchases are
#: listed), a listed stack to :func:`_build_trusted`.
_MAIN_TRUSTED = {**_MAIN, "buy": _buy, "build": _build_trusted}


# ==========================================================================================
# Decisions
# ==========================================================================================
def decision(state: DaleState) -> Decision:
    """Who decides now and what kind of decision it is; its prompt is a message id with
    values (``decision.over`` with ``winner``, ``step.<kind>``, ``decision.action``) besides
    the English ``prompt``."""
    if state.winner is not None:
        return Decision(-1, "over", f"Seat {state.winner + 1} has won.", "decision.over",
                        {"winner": state.winner + 1})
    if state.frames:
        f = state.frames[-1]
        return Decision(f[1], f[0], STEPS[f[0]].prompt, f"step.{f[0]}")
    return Decision(state.active, "action", "Choose an action", "decision.action")


def main_actions(state: DaleState, p: int) -> list[tuple]:
    """Every legal main action of seat p (``dale.turn.one_action``): free abilities, every
    purchase, every technique, every stack and every Inventory.

    Purchases and Inventories are listed whole (``buy +N with …``, ``inventory …``) while there
    are at most :data:`MAX_WHOLE_PURCHASES` / :data:`MAX_WHOLE_INVENTORIES` of them; over its
    cap, a kind is listed card by card: each purchase as its first paying card
    (``pay +N with CARD``, or ``buy +N`` for a free card; the rest follows, see
    :class:`~ludoteca.dale.animalfolk.common.PayStep`), the empty Inventory and the first card of
    every other (``discard CARD``, see :class:`~ludoteca.dale.animalfolk.common.InventoryStep`).
    Both listings reach the same purchases and Inventories (docs/notation.md)."""
    acts: list[tuple] = list(_abilities(state, p))
    targets = _buy_targets(state, p)
    table = _ranked(state, p, state.hands[p], pay=True) if targets else None
    if purchases_whole(state, p, table):  # dale.market.*: whole purchases
        for slot in targets:
            need = PAY_FROM_BIN if slot == BIN else 0
            acts.extend(("buy", slot, pay)
                        for pay in _payments(state, p, price(state, slot), need, table=table))
    else:  # card by card (see PayStep)
        cards = _pay_cards(state, p)
        for slot in targets:
            if slot != BIN and price(state, slot) <= 0:
                acts.append(("buy", slot, ()))
            acts.extend(("pay", slot, tok) for tok in pay_choices(state, p, slot, (), cards))
    acts.extend(plays(state, p))
    acts.extend(("build", b) for b in _builds(state, p))
    if inventories_whole(state, p):  # dale.inventory.discard: whole Inventories
        acts.extend(_whole_inventories(state, p))
    else:  # no card, else card by card (see InventoryStep)
        acts.append(("inventory", ()))
        acts.extend(("discard", t) for t in m.plain_tokens(state, state.hands[p]))
    return acts


def plays(state: DaleState, p: int) -> list[tuple]:
    """Every technique seat p may play now (``play TOKEN``), in canonical token order."""
    out = set()
    for c in state.hands[p]:
        for tok, _v, ident in _options(state, p, c):
            if ident.kind == "T":
                out.add(("play", tok))
    return sorted(out, key=lambda a: m.sort_tokens(a[1]))


def legal_actions(state: DaleState) -> list[tuple]:
    """Every legal action of the pending decision, in a stable order."""
    if state.winner is not None:
        return []
    if state.frames:
        f = state.frames[-1]
        return STEPS[f[0]].legal(state, f)
    return main_actions(state, state.active)


def check(state: DaleState, action: tuple) -> None:
    """Validate ``action`` for the pending decision without changing anything.

    Accepts exactly the actions :func:`legal_actions` lists (both come from the same checks;
    ``tests/dale/test_legal_equals_check.py`` holds them to it, in both listings of purchases
    and Inventories, docs/notation.md). Tokens must be canonical: in the
    canonical order, with every qualifier the listed text has; :func:`normalize` turns what a
    player types into that form.

    Raises:
        IllegalAction: the rule that forbids it.
    """
    if state.winner is not None:
        raise IllegalAction("dale.end.eighth_stack", "game_over", winner=state.winner + 1)
    if (not isinstance(action, tuple) or not action or not isinstance(action[0], str)
            or not _well_formed(action)):
        raise IllegalAction("dale.turn.one_action", "malformed", action=repr(action))
    if state.frames:
        f = state.frames[-1]
        step = STEPS[f[0]]
        validate = getattr(step, "validate", None)
        if validate is not None:
            validate(state, f, action)
        elif action not in step.legal(state, f):
            if action[0] in _MAIN:
                raise IllegalAction("dale.turn.one_action", "not_now", action=action[0])
            raise IllegalAction(step.rule, "not_a_choice", choice=_text(action))
        return
    handler = _MAIN.get(action[0])
    if handler is None:
        raise IllegalAction("dale.turn.one_action", "not_now", action=action[0])
    handler(state, state.active, action, dry=True)


def _well_formed(x) -> bool:
    """Actions are made of strings, ints (never bools or floats, which compare equal to ints)
    and tuples of those."""
    if isinstance(x, tuple):
        return all(_well_formed(v) for v in x)
    return isinstance(x, str) or (type(x) is int)


def apply(state: DaleState, action: tuple) -> None:
    """Validate ``action`` for the pending decision (:func:`check`) and apply it.

    Raises:
        IllegalAction: the rule that forbids it; nothing has changed then.
    """
    check(state, action)
    _apply_listed(state, action, _MAIN)


def apply_trusted(state: DaleState, action: tuple) -> None:
    """Apply an action taken from :func:`legal_actions` of this very state, without checking
    it again (no dry run, no parsing of the action's shape): the integer action space and
    the search bots, which only ever pick listed actions, use it. The result is exactly
    :func:`apply`'s. Text from a person, records and position files go through :func:`apply`.
    """
    _apply_listed(state, action, _MAIN_TRUSTED)


def _apply_listed(state: DaleState, action: tuple, main: dict) -> None:
    """Apply an action known to be legal: the pending step's effect, or the main action's
    handler from ``main`` (``_MAIN``, or ``_MAIN_TRUSTED`` which skips the re-checks), then
    the engine goes on to the next decision."""
    if state.frames:
        f = state.frames.pop()
        STEPS[f[0]].apply(state, f, action)
    else:
        if action[0] != "use":
            state.actions_left -= 1
        main[action[0]](state, state.active, action, dry=False)
    advance(state)


# ==========================================================================================
# What the player means: short forms
# ==========================================================================================
#: At most this many readings of one typed action are looked at (a guard, never reached by
#: the hands the rules allow in practice).
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
            opts = ([o[0] for o in _options(state, p, c, adjust=build, prefix=prefix, pay=pay)]
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
    if state.frames and not (state.frames[-1][0] == "winter" and verb == "build"):
        f = state.frames[-1]
        return [a for a in STEPS[f[0]].legal(state, f) if _means(action, a)]
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


def normalize(state: DaleState, action: tuple) -> tuple:
    """The one action ``action`` means here: itself when :func:`check` accepts it, else its
    only legal reading (:func:`readings`). Like SAN in chess, a qualifier is needed only when
    the short form is ambiguous.

    Raises:
        IllegalAction: ``ambiguous`` (listing the legal readings) when several readings are
            legal; when none is, the rule every reading breaks (for stack totals, the totals
            the cards may have), or ``no_reading`` listing each reading with the rule it breaks.
    """
    try:
        check(state, action)
        return action
    except IllegalAction as err:
        literal = err
    legal: list[tuple] = []
    failed: list[tuple[tuple, IllegalAction]] = []
    for r in readings(state, action):
        if r == action:
            failed.append((r, literal))
            continue
        try:
            check(state, r)
            legal.append(r)
        except IllegalAction as err:
            failed.append((r, err))
    if len(legal) == 1:
        return legal[0]
    if legal:
        raise IllegalAction(literal.rule_id, "ambiguous", action=_text(action),
                            readings="; ".join(_text(r) for r in legal))
    if not failed:
        raise literal
    rules = {e.rule_id for _r, e in failed}
    if len(rules) == 1:
        first = failed[0][1]
        if len(failed) > 1 and all(e.reason == "total" for _r, e in failed):
            totals = sorted({e.values["total"] for _r, e in failed})
            raise IllegalAction(first.rule_id, "totals", number=first.values["number"],
                                totals=", ".join(str(t) for t in totals))
        raise first
    raise IllegalAction(failed[0][1].rule_id, "no_reading", action=_text(action),
                        readings="; ".join(f"{_text(r)} ({e.rule_id})" for r, e in failed))


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
                _buy(state, p, r, dry=True)
            else:
                _inventory(state, p, r, dry=True, whole=True)
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


def normalize_steps(state: DaleState, action: tuple) -> list[tuple]:
    """What ``action`` (a player's text, a record's line) means here, as the sequence of listed
    actions to apply one after another: ``[normalize(action)]`` when that works; otherwise, when
    ``action`` is a whole purchase or Inventory and that kind is listed card by card in this
    position, its steps (:func:`as_steps`), checked on a copy of the state.

    Raises:
        IllegalAction: as :func:`normalize` (the whole form's own refusal when it is not legal
            read either way, ``ambiguous`` when it can be read as several whole actions).
    """
    try:
        return [normalize(state, action)]
    except IllegalAction as err:
        refusal = err
    wholes = _whole_readings(state, action)
    if not wholes:
        raise refusal
    if len(wholes) > 1:
        raise IllegalAction(refusal.rule_id, "ambiguous", action=_text(action),
                            readings="; ".join(_text(r) for r in wholes))
    steps = as_steps(state, wholes[0])
    trial = state.clone()
    for step in steps:
        apply(trial, step)  # listed at every point (the steps reach every legal whole action)
    return steps


def _text(action: tuple) -> str:
    from ludoteca.dale.notation import to_text

    try:
        return to_text(action)
    except Exception:  # noqa: BLE001 - only for a message
        return repr(action)


def advance(state: DaleState) -> None:
    """Run automatic steps until a decision is pending: finish techniques (discard the card,
    grant the bonus action), and when no action is left, clean up and pass the turn."""
    while state.winner is None:
        if state.frames:
            f = state.frames[-1]
            if f[0] == "finish":
                state.frames.pop()
                _finish_technique(state, f)
                continue
            if f[0] == "cleanup":  # the steps a cleanup_draw hook asked for are resolved
                state.frames.pop()
                _cleanup_draw(state)
                continue
            if not STEPS[f[0]].legal(state, f):
                state.frames.pop()  # nothing to choose: the step does nothing
                continue
            return
        if state.actions_left > 0:
            return
        cleanup(state)
    state.frames.clear()


def _finish_technique(state: DaleState, frame: tuple) -> None:
    _, p, card, name = frame
    if card in state.in_play:  # dale.technique.play: unless it went elsewhere
        state.in_play.remove(card)
        m.discard(state, p, card)
    if TYPES[name].bonus:  # dale.turn.bonus_action
        state.actions_left += 1
    fire(state, "technique", p, card, name)


def cleanup(state: DaleState) -> None:
    """The clean-up phase (``dale.cleanup.*``), then the next player's turn begins.

    After the market refill, the ``cleanup_draw`` hooks of the cards in the active hand run
    (once per card name, for a card or what a chameleon may copy); when they push decision
    steps, the engine frame ``("cleanup", player)`` waits under them and the draw goes on once
    they are resolved (:func:`advance`)."""
    p = state.active
    m.slide_and_refill(state)
    if _CLEANUP_DRAW:
        names: dict[str, int] = {}
        for c in state.hands[p]:
            t = state.cfg.types[c]
            for name in [t.name] + (m.copy_targets(state, p, c) if t.chameleon else []):
                if name in _CLEANUP_DRAW and name not in names:
                    names[name] = c
        if names:
            state.frames.append(("cleanup", p))
            for name, c in names.items():
                _CLEANUP_DRAW[name](state, p, c)
            if state.frames[-1] != ("cleanup", p):
                return  # a decision first; advance() resumes the draw
            state.frames.pop()
    _cleanup_draw(state)


def _cleanup_draw(state: DaleState) -> None:
    """The clean-up draw (``dale.cleanup.draw``), then the next player's turn begins."""
    p = state.active
    # Lasting effects of other seats may cap the number of cards drawn (refill_limit).
    limit = min(lasting_values(state, "refill_limit", p), default=None) if state.pending else None
    drawn = 0
    while len(state.hands[p]) < m.hand_size(state, p) and (limit is None or drawn < limit):
        if m.draw(state, p) is None:
            break
        drawn += 1
    fire(state, "refilled", p)
    state.active = (p + 1) % state.cfg.n_players
    state.turn += 1
    state.actions_left = 1
    state.effects.clear()
    state.used.clear()
    if state.rolls:
        state.rolls.clear()
    fire(state, "turn_start", state.active)


# The state's methods (``state.apply`` …) act through this module (ludoteca.dale.state sits
# below the engine and does not import it).
_install_rules(sys.modules[__name__])
