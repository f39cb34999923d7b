"""The common shapes of a purchase, an Inventory, a technique played and a stack are checked
without the general path (``turn.FAST``: :func:`ludoteca.dale.purchase.plain_buy`,
:func:`ludoteca.dale.inventory.plain_inventory`, :func:`ludoteca.dale.technique.plain_play`,
:func:`ludoteca.dale.stall.plain_stack`, all reading tokens with :func:`ludoteca.dale.resolve.plain_parts`), and an ability's own token is accepted without
listing every ability (``technique.check_use``): docs/performance.md, "Check once, then do".
A fast path may only ever find the move the general path finds; it never refuses (what it
does not take, the general path checks and refuses with its own rule id and message).

The property: at positions of random games (classic and remaster, every deck in the box,
the caps on whole listings lowered now and then so that the bound of ``purchases_whole`` and
``inventories_whole`` decides), for the listed purchases, Inventories, techniques, stacks and
abilities and for
fuzzed ones (tokens of hand cards in any order and number, repeated, missing, chameleons with
and without copies, values chosen as a card pays, aliases, every slot and the market discard
pile, ints and bools where a slot or a token goes; a lasting effect on the price), ``engine.check`` gives exactly what the general path
gives — the same move (its action, seat, verb, slot, card, identity and each part's card,
identity, pile, adjustment and value), or the same refusal (rule id, reason, values) — and
changes nothing. The general path is ``engine.check`` with ``turn.FAST`` emptied and
``resolve.plain_parts`` finding nothing; an ability that ``check_use`` accepts is one
``engine.abilities`` lists.

The comparison patches module functions, which the compiled build calls directly: the pure
build (the reference) runs it.
"""

from __future__ import annotations

import random

import pytest

from ludoteca.core.errors import IllegalAction
from ludoteca.dale import editions, engine, inventory, new_game, purchase, resolve, tokens, turn
from ludoteca.dale.mechanics import copy_targets, sort_tokens

from testkit import examples

pytestmark = pytest.mark.skipif(engine.__file__.endswith((".so", ".pyd")),
                                reason="patches pure-Python functions")


@pytest.mark.parametrize("edition", ["classic", "remaster"])
def test_every_printed_name_is_a_token_without_qualifiers(edition):
    """``plain_parts`` finds a card by comparing a token with the printed names of the hand,
    without parsing it: that is right only while no printed name reads as a token with a
    qualifier (``=V``, `` as COPY``, ``+1``, ``discard:``)."""
    rules = editions.ruleset(edition)
    for t in rules.card_type:
        assert tokens.parse(t.name) == tokens.Token(t.name), t.name


def _outcome(fn, state, action):
    """What ``fn(state, action)`` gives, as plain data: the move's fields with its parts'
    fields, or the refusal's rule id, reason and values; and whether the state stayed."""
    before = state.to_dict()
    try:
        mv = fn(state, action)
        out = ("move", mv.action, mv.seat, mv.verb, mv.slot, mv.card, mv.name,
               tuple((x.card, x.ident, x.from_discard, x.adj, x.value) for x in mv.parts))
    except IllegalAction as err:
        out = ("refused", err.rule_id, err.reason, dict(err.values))
    assert state.to_dict() == before, (action, "the check changed the state")
    return out


def _general(monkeypatch):
    """``engine.check`` by the general path only (see the module docstring)."""

    def general_check(state, action):
        with monkeypatch.context() as mp:
            mp.setattr(turn, "FAST", {})
            mp.setattr(resolve, "plain_parts", lambda *a, **k: None)
            return engine.check(state, action)

    return general_check


def _positions(seed: int, n: int) -> list:
    """``n`` positions of random games of both editions, every deck of the box (a third of
    them with the classic chameleons, whose copies a plain name may not leave out; some with
    another seat's Scary Gunfight waiting, which raises the price)."""
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        edition = rng.choice(("classic", "remaster"))
        rules = editions.ruleset(edition)
        n_players = rng.choice((2, 3, 4))
        decks = None
        if edition == "classic" and len(out) % 3 == 0:  # the chameleons: copies
            decks = ["chameleons"] + rng.sample([d for d in rules.decks if d != "chameleons"],
                                                n_players)
        state = new_game(n_players, decks, seed=rng.randrange(1 << 30),
                         box=list(rules.decks), rules=rules)
        for _ in range(rng.randrange(0, 90)):
            if state.is_terminal():
                break
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_terminal() and not state.frames:
            if edition == "classic" and len(out) % 4 == 1:
                # Scary Gunfight of another seat waiting: the slots cost 2 more (lasting)
                state.pending.append(("scary_gunfight", (state.active + 1) % n_players))
            out.append(state)
    return out


def _candidates(state, rng: random.Random, n: int = 60) -> list[tuple]:
    """The listed purchases, Inventories, stacks and abilities, and fuzzed ones (module
    docstring)."""
    p = state.active
    listed = [a for a in state.legal_actions()
              if a[0] in ("buy", "inventory", "use", "play", "build")]
    hand = state.hands[p]
    names = [state.type_of(c).name for c in hand]
    pool = names + ["junk", "junk", rng.choice(list(state.cfg.rules.types))]
    for c in hand:
        pool += [f"{state.type_of(c).name} as {t}" for t in copy_targets(state, p, c)]
        pool += [f"{state.type_of(c).name}={v}" for v in
                 state.cfg.rules.hooks["pay_values"].get(state.type_of(c).name, ())]
    aliases = [f(t) for t in names for f in (lambda t: "discard:" + t, lambda t: t + "+1",
                                             lambda t: f"{t} as {t}", lambda t: f"{t}=2")]
    out = list(listed) + [(verb, t) for t in aliases + pool for verb in ("use", "play")]
    for _ in range(n):
        k = rng.randrange(0, min(6, len(pool)) + 1)
        toks = [rng.choice(pool) for _ in range(k)]
        if rng.random() < 0.75:
            toks.sort(key=sort_tokens)
        slot = rng.choice((-2, -1, 0, 1, 2, 3, 4, 5, True, 0))
        roll = rng.random()
        if roll < 0.45:
            out.append(("buy", slot, tuple(toks)))
        elif roll < 0.75:
            out.append(("inventory", tuple(toks)))
        elif roll < 0.85:
            out.append(("build", tuple(toks[:3])))
        elif roll < 0.95:
            out.append(("use", rng.choice(pool)))
        else:
            out.append(rng.choice([("inventory", (1,)), ("inventory", "junk"), ("buy", 0),
                                   ("buy", 0, ("junk",), 1), ("inventory", (True,)),
                                   ("buy", 0.0, ()), ("inventory",)]))
    for a in listed[:20]:  # listed actions with a token changed, dropped or added
        i = {"buy": 2, "inventory": 1, "build": 1}.get(a[0])
        if i is None or not a[i]:
            continue
        toks = list(a[i])
        roll = rng.random()
        if roll < 0.3:
            toks.pop(rng.randrange(len(toks)))
        elif roll < 0.6:
            toks.append(rng.choice(pool))
            toks.sort(key=sort_tokens)
        else:
            toks.reverse()
        out.append(a[:i] + (tuple(toks),) + a[i + 1:])
    return out


#: The caps on whole listings (purchases, Inventories): as set, in between (where a bound
#: that counted every card of a 5-card hand one way would pass and a true one may not), low
#: (most hands go card by card).
CAPS = {"as set": (purchase.MAX_WHOLE_PURCHASES, inventory.MAX_WHOLE_INVENTORIES),
        "between": (200, 40), "low": (24, 16)}


@pytest.mark.parametrize("caps", list(CAPS))
def test_the_fast_checks_find_what_the_general_check_finds(monkeypatch, caps):
    general = _general(monkeypatch)
    monkeypatch.setattr(purchase, "MAX_WHOLE_PURCHASES", CAPS[caps][0])
    monkeypatch.setattr(inventory, "MAX_WHOLE_INVENTORIES", CAPS[caps][1])
    rng = random.Random(f"check-fast-{caps}")
    seen = {"fast move": 0, "refused": 0, "fast stack": 0}
    fasts = dict(turn.FAST)
    for state in _positions(rng.randrange(1 << 30), examples(40)):
        for action in _candidates(state, rng):
            got = _outcome(engine.check, state, action)
            want = _outcome(general, state, action)
            assert got == want, action
            if got[0] == "refused":
                seen["refused"] += 1
            elif action[0] == "use":  # the shortcut of check_use: only what is listed
                assert action in engine.abilities(state, state.active), action
            fast = fasts.get(action[0])
            if fast is not None and fast(state, state.active, action) is not None:
                seen["fast move"] += 1
                seen["fast stack"] += action[0] == "build"
                assert got[0] == "move"
    assert seen["fast move"] > 100 and seen["refused"] > 100 and seen["fast stack"] > 3, seen


def test_a_fast_check_never_refuses():
    """A fast path returns None for what it does not take, legal or not: here an Inventory of
    a card not in hand and a purchase that overpays, both refused by the general path."""
    state = new_game(2, seed=3)
    p = state.active
    absent = next(n for n in state.cfg.rules.types
                  if n not in [state.type_of(c).name for c in state.hands[p]])
    assert turn.FAST["inventory"](state, p, ("inventory", (absent,))) is None
    with pytest.raises(IllegalAction) as err:
        engine.check(state, ("inventory", (absent,)))
    assert err.value.rule_id == "dale.inventory.discard" and err.value.reason == "not_in_hand"
    hand = tuple(sorted({state.type_of(c).name for c in state.hands[p]}, key=sort_tokens))
    slot = min(range(5), key=lambda s: engine.price(state, s))
    over = ("buy", slot, hand)
    if sum(state.type_of(c).value for c in state.hands[p]) > engine.price(state, slot) + 1:
        assert turn.FAST["buy"](state, p, over) is None
        with pytest.raises(IllegalAction) as err:
            engine.check(state, over)
        assert err.value.rule_id in ("dale.market.overpay", "dale.market.payment")


@pytest.mark.parametrize("cap", [purchase.MAX_WHOLE_PURCHASES, 200, 24])
def test_a_hand_of_cards_that_pay_one_way_bounds_its_purchases_by_a_shift(monkeypatch, cap):
    """``plain_buy`` bounds the purchases of a hand whose every card pays in one way (no
    chameleon, no value chosen as it pays) by the occupied slots (and the market discard pile)
    times 2 per card, without calling ``_quick_bound``: the same answer against the cap."""
    monkeypatch.setattr(purchase, "MAX_WHOLE_PURCHASES", cap)
    seen = 0
    for state in _positions(17, examples(40)):
        p = state.active
        kinds = [state.type_of(c) for c in state.hands[p]]
        if any(t.chameleon or t.name in state.cfg.rules.hooks["pay_values"] for t in kinds):
            continue
        seen += 1
        slots = 5 - state.market.count(-1) + (1 if state.bin else 0)
        assert (purchase._quick_bound(state, p) <= cap) == (slots << len(kinds) <= cap)
    assert seen > 10


@pytest.mark.parametrize("edition", ["classic", "remaster"])
def test_the_quick_checks_order_names_as_the_token_key_does(edition):
    """``Ruleset.name_order`` (what ``plain_parts`` compares) sorts the printed names as
    ``tokens.sort_key`` does, and marks exactly the chameleons and the cards whose value is
    chosen as they pay (``pay_odd``): e.g. "junk" before "Swift Broker" case-insensitively."""
    rules = editions.ruleset(edition)
    names = list(rules.types)
    assert sorted(names, key=lambda n: rules.name_order[n]) == sorted(names, key=tokens.sort_key)
    for n, t in rules.types.items():
        odd = t.chameleon or n in rules.hooks["pay_values"]
        assert (rules.name_order[n] & 1 == 1) == odd == (n in rules.pay_odd), n
    if edition == "classic":
        assert rules.name_order["junk"] < rules.name_order["Swift Broker"]
        assert rules.name_order["Flexible Shopkeeper"] & 1  # a chameleon
