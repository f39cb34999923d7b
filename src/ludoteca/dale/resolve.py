"""Reading the cards an action names: card tokens resolved to the cards of a pile, and the ways
each card may be used now (its identities, values and token qualifiers).

The Market, Stall, Technique and Inventory actions (:mod:`ludoteca.dale.market`,
:mod:`ludoteca.dale.stall`, :mod:`ludoteca.dale.technique`, :mod:`ludoteca.dale.inventory`)
and the reading of typed text (:mod:`ludoteca.dale.reading`) all name cards through
:func:`resolve`, so a token means the same card everywhere. The token grammar itself is
:mod:`ludoteca.dale.tokens`.
"""

from __future__ import annotations

from itertools import combinations_with_replacement

from ludoteca.core.errors import IllegalAction
from ludoteca.dale import mechanics as m
from ludoteca.dale import tokens as tokens_
from ludoteca.dale.cards import CardType
from ludoteca.dale.moves import Part
from ludoteca.dale.state import DaleState

#: A value larger than any card's: the "smallest value" of an empty payment.
NO_MIN = 1 << 30
#: What :func:`plain_parts` writes over the name of a card a token has taken: equal to no
#: token, whatever a caller sends (a string, None, a number …).
TAKEN = object()


def resolve(state: DaleState, p: int, tokens: tuple, rule: str, *, discard_ok: bool = False,
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
    if not state.effects:
        quick = plain_parts(state, p, tokens, copies, pay)
        if quick is not None:
            return quick
    taken: set[int] = set()
    parts: list[Part] = []
    # No value changed this turn: a plain printed name is the token of every card of that
    # name, whose value is the printed one (mechanics.token, mechanics.value_of).
    plain = not state.effects
    types = state.cfg.types
    pay_values = state.cfg.rules.hooks["pay_values"]
    for tok in tokens:
        tk = tokens_.parse(tok)
        if tk is None:
            raise IllegalAction(rule, "not_in_hand", card=str(tok))
        if plain and tk.value is None and tk.copy is None and not tk.adjust \
                and not tk.from_discard:
            # the common case, read without the general path's token texts: the first card
            # of that name not yet taken, unless it is a chameleon (its copies) or a card
            # whose value is chosen as it pays (the general path below)
            found = -1
            for c in state.hands[p]:
                if types[c].name == tok and c not in taken:
                    found = c
                    break
            if found >= 0:
                t = types[found]
                if not t.chameleon and not (pay and tok in pay_values):
                    taken.add(found)
                    parts.append(Part(found, t, False, 0, t.value))
                    continue
        from_discard = tk.from_discard
        if from_discard and not discard_ok:
            raise IllegalAction("dale.stall.from_hand", "not_from_discard", card=tok)
        pile = state.discards[p] if from_discard else state.hands[p]
        base = tk.base
        pay_v = None
        if pay and tk.value is not None and tk.value in state.cfg.rules.hooks["pay_values"].get(tk.copy or tk.name, ()):
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
            held = sum(1 for c in pile if state.cfg.types[c].name == tk.name)
            if held and not from_discard and base == tk.name:
                # the card is there, but the action names more copies than the hand holds
                times = sum(1 for x in tokens if type(x) is str and x == tok)
                raise IllegalAction(rule, "too_few_in_hand", card=base, named=max(times, 2),
                                    count=held)
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
                ident = state.cfg.rules.types[tk.copy]
            elif targets and ident.name not in targets:
                raise IllegalAction("dale.passive.mandatory", "must_copy", card=ident.name,
                                    targets=", ".join(targets))
        elif tk.copy:
            raise IllegalAction(rule, "no_copy_here", card=tok)
        if pay and ident.name in state.cfg.rules.hooks["pay_values"] and pay_v is None:
            values = state.cfg.rules.hooks["pay_values"][ident.name]
            raise IllegalAction(rule, "pay_value", card=tok,
                                values=", ".join(str(v) for v in values),
                                canonical=tokens_.text(state.cfg.types[card].name, values[0],
                                                       tk.copy))
        adj = 0
        if tk.adjust:
            if not adjust_ok:
                raise IllegalAction(rule, "adjust_only_stall", card=tok)
            if tk.adjust not in state.cfg.rules.hooks["stack_adjust"].get(ident.name, ()):
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
    key = m.sort_tokens
    for i in range(len(tokens) - 1):
        if key(tokens[i]) > key(tokens[i + 1]):
            raise IllegalAction(rule, "not_canonical_order",
                                cards=", ".join(sorted(tokens, key=key)))
    return parts


def plain_parts(state: DaleState, p: int, tokens: tuple, copies: bool = True,
                pay: bool = False, names: list | None = None) -> list[Part] | None:
    """:func:`resolve` of the common shapes, for a turn with no value changed (the caller
    tests ``state.effects``), cards from seat p's hand only, in canonical order. A token is
    either the printed name of a card in the hand (a printed name is a token without
    qualifiers: ``tests/dale/test_check_fast.py``), read without parsing it: the first card
    of that name not taken by an earlier token, counted as itself at its printed value
    (``mechanics.token``, ``mechanics.value_of``) unless it is a chameleon with something to
    copy now (``copies``; one without counts as itself) or a card whose value is chosen as
    it pays (``pay`` and the hook ``pay_values``); or one of two qualified shapes
    (:func:`_qualified`): ``NAME=V``, a value chosen as the card pays, and ``NAME as COPY``,
    a chameleon's copy.

    ``names``: the printed names of the hand's cards in hand order, when the caller has them
    (a list this changes: a card taken reads :data:`TAKEN`).

    Returns:
        The parts :func:`resolve` returns, or None when some token is of another shape or
        is refused (:func:`resolve` then reads them all, and refuses what it must).
    """
    cfg = state.cfg
    hand = state.hands[p]
    if names is None:
        printed = cfg.names
        names = [printed[c] for c in hand]
    rules = cfg.rules
    order = rules.name_order
    plain = cfg.plain
    parts: list[Part] = []
    # the canonical order: the printed names among the tokens by name_order (the canonical
    # order of tokens keeps them so), and with a qualified token all of them by their keys
    before = -1
    ranked = True
    for tok in tokens:
        try:
            i = names.index(tok)  # (only a string equals a name: other tokens fail here)
        except ValueError:
            part = _qualified(state, p, tok, names, copies, pay)
            if part is None:
                return None
            parts.append(part)
            ranked = False  # the order is then checked by the tokens' keys, below
            continue
        card = hand[i]
        r = order[tok]
        if r & 1 and ((pay and tok in rules.hooks["pay_values"]) or (
                copies and cfg.types[card].chameleon and m.copy_targets(state, p, card))):
            return None  # chosen as it pays, or a chameleon that must copy (or may)
        if r < before:
            return None
        before = r
        names[i] = TAKEN
        part = plain[card]
        if part is None:
            t = cfg.types[card]
            part = plain[card] = Part(card, t, False, 0, t.value)
        parts.append(part)
    if not ranked:  # a qualified token: the canonical order by the tokens' keys
        key = m.sort_tokens
        for k in range(len(tokens) - 1):
            if key(tokens[k]) > key(tokens[k + 1]):
                return None
    return parts


def _qualified(state: DaleState, p: int, tok: object, names: list, copies: bool,
               pay: bool) -> Part | None:
    """The part of a qualified token of :func:`plain_parts` (no value changed this turn),
    taking its card in ``names``: ``NAME=V`` paying (``pay``) with a card of the
    ``pay_values`` hook at a value it allows (``dale.value.altered``), or ``NAME as COPY``
    (``copies``) with a chameleon for which COPY is a copy target now
    (``dale.copy.identity``) and not a card whose value is chosen as it pays. Each is the
    card's canonical token (:func:`resolve` refuses an alias). None for any other token."""
    if type(tok) is not str:
        return None
    tk = tokens_.parse(tok)
    if tk is None or tk.adjust or tk.from_discard:
        return None
    rules = state.cfg.rules
    pay_values = rules.hooks["pay_values"]
    if tk.copy is None:
        if not pay or tk.value is None or tk.value not in pay_values.get(tk.name, ()):
            return None
    elif not copies or tk.value is not None or tk.copy in pay_values:
        return None
    try:
        i = names.index(tk.name)
    except ValueError:
        return None
    card = state.hands[p][i]
    t = state.cfg.types[card]
    if tk.copy is None:
        value = tk.value
        if value is None or t.chameleon or tokens_.text(t.name, value) != tok:
            return None  # (value is never None here: tested above; said again for mypy)
        names[i] = TAKEN
        return Part(card, t, False, 0, value)
    if tk.copy not in m.copy_targets(state, p, card):
        return None
    ident = rules.types[tk.copy]
    if m.token(state, card, ident) != tok:
        return None
    names[i] = TAKEN
    return Part(card, ident, False, 0, max(m.value_of(state, card, ident), 0))


def options(state: DaleState, p: int, card: int, *, adjust: bool = False,
             prefix: str = "", pay: bool = False) -> list[tuple[str, int, CardType]]:
    """Every way a card may be used now: (token, value, identity). A chameleon's copy targets
    are judged from its owner's hand and table wherever the card comes from. ``pay``: as a
    paying card, where a card with the ``pay_values`` hook counts as the value chosen for it
    (token ``NAME=V``)."""
    out = []
    for ident in m.identities(state, p, card):
        if pay and ident.name in state.cfg.rules.hooks["pay_values"]:  # card hook pay_values
            name = state.cfg.types[card].name
            for v in state.cfg.rules.hooks["pay_values"][ident.name]:
                out.append((prefix + tokens_.text(name, v, ident.name if ident.name != name
                                                  else None), v, ident))
            continue
        tok = prefix + m.token(state, card, ident if ident.name != state.cfg.types[card].name else None)
        v = m.value_of(state, card, ident)
        out.append((tok, v, ident))
        if adjust:
            for a in state.cfg.rules.hooks["stack_adjust"].get(ident.name, ()):  # hook stack_adjust
                out.append((tok + f"{a:+d}", max(v + a, 0), ident))
    return out


def card_groups(state: DaleState, p: int, pile: list[int], **kw) -> list[tuple[list, int]]:
    """Cards of a pile grouped by identical ways of use: [(options, count)]."""
    seen: dict[tuple, int] = {}
    groups: list[list] = []
    for c in pile:
        opts = options(state, p, c, **kw)
        key = tuple(o[0] for o in opts)
        if key in seen:
            groups[seen[key]][1] += 1
        else:
            seen[key] = len(groups)
            groups.append([opts, 1])
    return [(g[0], g[1]) for g in groups]


def ranked_groups(state: DaleState, p: int, pile: list[int], **kw) -> tuple[list[str], list]:
    """The cards of a pile grouped (see :func:`card_groups`), with every token replaced by its rank
    in the canonical token order, so that multisets compare as plain int tuples.

    Returns ``(tokens, groups)``: ``tokens[rank]`` is the token text; each group is
    ``(options, count)`` with options ``(rank, value, identity)`` sorted by rank.
    """
    groups = card_groups(state, p, pile, **kw)
    tokens = sorted({o[0] for g in groups for o in g[0]}, key=m.sort_tokens)
    rank = {t: i for i, t in enumerate(tokens)}
    ranked = [(sorted(((rank[t], v, d) for t, v, d in opts), key=lambda o: o[0]), count)
              for opts, count in groups]
    return tokens, ranked


def multisets(groups: list, limit: int | None = None, most: int | None = None) -> list[tuple]:
    """Every multiset of the grouped cards (the empty one included), each card counted as one of
    its options: ``(ranks, total, smallest value, identities)``; with ``limit``, only those
    whose total does not exceed it (values are never negative); with ``most``, only those of
    at most that many cards."""
    partial: list[tuple] = [((), 0, NO_MIN, ())]
    for opts, count in groups:
        choices = []
        for k in range(count + 1 if most is None else min(count, most) + 1):
            for combo in combinations_with_replacement(opts, k):
                choices.append((tuple(o[0] for o in combo), sum(o[1] for o in combo),
                                min((o[1] for o in combo), default=NO_MIN),
                                tuple(o[2] for o in combo)))
        nxt = []
        for ranks, total, small, names in partial:
            for cr, ct, cs, cn in choices:
                t = total + ct
                if limit is not None and t > limit:
                    continue
                if most is not None and len(ranks) + len(cr) > most:
                    continue
                nxt.append((ranks + cr, t, small if small < cs else cs, names + cn))
        partial = nxt
    return partial
