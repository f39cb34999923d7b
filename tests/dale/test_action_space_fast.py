"""The fast paths of Dale's integer action space (issue 18, point 2) answer exactly what the
engine's full listing answers: ``can_pay`` (a payable slot without counting its payments,
``dale.market.payment`` / ``dale.market.overpay``) equals ``engine.count_payments`` > 0 and
"some payment is listed"; ``has_build`` (``dale.stall.*``) equals "``engine.legal_stacks`` lists a
stack"; the purchase listed slot first still reaches every purchase."""

from __future__ import annotations

from ludoteca.dale.editions import classic as _classic
import random

import pytest

from ludoteca.core.game import get_game
from ludoteca.core.integer import IntegerGame
from ludoteca.dale import cards, new_game
from ludoteca.dale import engine as E
from ludoteca.dale import stall
from ludoteca.dale.action_space import ATOMS, can_pay, has_build, heads, pay_top

from test_bots_play_every_card import _cards, _with_card_in_hand

GAME = get_game("dale")
IG = IntegerGame(GAME)


def _check_slots(s) -> int:
    """can_pay == the engine's count == whether a payment is listed, for every slot of the
    main decision of ``s``; returns how many slots were checked."""
    p = s.active
    table = E.ranked_groups(s, p, s.hands[p], pay=True)
    n = 0
    top = pay_top(s, p)
    # the largest total is each group's largest option, as the engine's table has them
    assert top == sum(max(o[1] for o in opts) * count for opts, count in table[1])
    for slot in E.buy_targets(s, p):
        counted = E.count_payments(s, p, slot, table=table)
        need = E.PAY_FROM_BIN if slot == E.BIN else 0
        listed = E.payments_for(s, p, E.price(s, slot), need, table=table)
        assert can_pay(s, p, slot, top) == (counted > 0) == bool(listed), (slot, listed)
        n += 1
    return n


def _main_states(seed: int, players: int, folk: list[str], steps: int):
    s = IG.wrap(new_game(players, folk, seed=seed, box=list(_classic().decks)))
    r = random.Random(seed)
    for _ in range(steps):
        if s.is_terminal():
            return
        if not s.prefix and not s.state.frames and s.state.winner is None:
            yield s.state
        s.apply_action(r.choice(s.legal_actions()))


def _seats_of_random_games(base: int, games: int, steps: int = 150, squirrels: bool = False):
    """``(state, seat)`` for every seat at every main decision of ``games`` random games
    seeded ``base``, ``base + 1`` … (2-4 players; their decks drawn from the 27, the squirrels
    always among them when ``squirrels``)."""
    for seed in range(games):
        r = random.Random(base + seed)
        players = 2 + seed % 3
        if squirrels:
            others = [k for k in _classic().decks if k != "squirrels"]
            folk = ["squirrels"] + r.sample(others, players)
        else:
            folk = r.sample(list(_classic().decks), players + 1)
        for st in _main_states(base + seed, players, folk, steps):
            for q in range(players):
                yield st, q


def test_can_pay_equals_counting_on_random_games():
    """dale.market.overpay: over random 2-4 player games of all 27 decks."""
    checked = 0
    for seed in range(24):
        r = random.Random(seed)
        players = 2 + seed % 3
        folk = r.sample(list(_classic().decks), players + 1)
        for st in _main_states(seed, players, folk, 150):
            checked += _check_slots(st)
    assert checked > 500


def test_has_build_equals_listing_on_random_games():
    """dale.stall.exact_total, dale.stall.one_animalfolk, dale.stall.no_junk: over random
    2-4 player games of all 27 decks, both answers occur."""
    seen = set()
    # every seat's next stack, not only the active one's
    for st, q in _seats_of_random_games(1000, 24):
        got = has_build(st, q)
        assert got == bool(E.legal_stacks(st, q)), (q, st.hands[q])
        seen.add(got)
    assert seen == {True, False}


def test_has_build_with_stashing_vendor_and_empty_chest_equals_listing():
    """dale.stall.no_junk (Stashing Vendor: junk allowed), dale.stall.one_animalfolk (Empty
    Chest: animalfolk may mix): random 2-4 player games with the squirrels in play, where
    has_build answers hands holding those cards without listing the stacks; both answers
    occur with such a card in hand."""
    lifted = set()
    for st, q in _seats_of_random_games(2000, 30, squirrels=True):
        got = has_build(st, q)
        assert got == bool(E.legal_stacks(st, q)), (q, st.hands[q])
        names = {st.type_of(c).name for c in st.hands[q]}
        if names & {"Stashing Vendor", "Empty Chest"}:
            lifted.add(got)
    assert lifted == {True, False}


def test_worked_has_build_with_stashing_vendor_and_empty_chest():
    """Worked by hand. Stack 2 (one stack built): Stashing Vendor (squirrels, 1) with a junk
    card (1) totals 2 and is legal (dale.stall.no_junk lifted); a macaws 1 with the junk card
    is not. Stack 3: Empty Chest (squirrels, 2) with a macaws 1 is legal
    (dale.stall.one_animalfolk lifted); a pandas 2 with the macaws 1 is not (two
    animalfolk), and no single card totals 3."""
    s = new_game(2, ["macaws", "pandas", "squirrels"], seed=3, box=list(_classic().decks))
    p = s.active
    types = s.cfg.types
    ids = {t.name: i for i, t in enumerate(types) if i in s.cfg.in_play_ids}
    junk = next(i for i, t in enumerate(types) if t.is_junk and t.value == 1)
    one = next(i for i, t in enumerate(types)
               if i in s.cfg.in_play_ids and t.animalfolk == "macaws" and t.value == 1)
    two = next(i for i, t in enumerate(types)
               if i in s.cfg.in_play_ids and t.animalfolk == "pandas" and t.value == 2)
    assert types[ids["Stashing Vendor"]].value == 1 and types[ids["Empty Chest"]].value == 2
    for built, hand, legal in ((1, [ids["Stashing Vendor"], junk], True),
                               (1, [one, junk], False),
                               (2, [ids["Empty Chest"], one], True),
                               (2, [two, one], False)):
        s.stalls[p] = [()] * built
        s.hands[p] = hand
        assert has_build(s, p) is legal, [types[c].name for c in hand]
        assert bool(E.legal_stacks(s, p)) is legal


@pytest.mark.parametrize("folk, name", _cards(("T", "P", "P*")))
def test_can_pay_with_every_card_in_hand(folk, name):
    """Every card that is not plain (techniques, passives, abilities: copies, fixed paying
    values, Stock Clearance, Market Discovery …) in the hand, every slot."""
    s, p = _with_card_in_hand(folk, name)
    _check_slots(s)
    assert has_build(s, p) == bool(E.legal_stacks(s, p))
    for number in range(1, 9):  # the same hand in front of stacks 1..8 (stall.sequence)
        s.stalls[p] = [()] * (number - 1)
        assert has_build(s, p) == bool(E.legal_stacks(s, p)), number


@pytest.mark.skipif(E.__file__.endswith((".so", ".pyd")),
                    reason="patches engine.price, which the compiled engine calls directly; "
                           "the pure build (the reference) runs it")
def test_worked_can_pay_by_hand(monkeypatch):
    """dale.market.overpay, worked by hand on a paying table of two cards valued 3 and 2
    (largest total 5): prices 4 (3 then 2, excess 1 is below the last card's 2) and 5 are
    payable, 6 is not; the engine's count agrees (price 4: {3,2} only, {3} is short and
    {2} is short; price 1: {2} and {3}, not {3,2})."""
    s = new_game(2, ["macaws", "pandas", "squirrels"], seed=1, box=list(_classic().decks))
    p = s.active
    ident = s.type_of(s.hands[p][0])
    table = (["a", "b"], [([(0, 3, ident)], 1), ([(1, 2, ident)], 1)])
    slot = next(k for k in range(5) if s.market[k] != -1)
    for price_, payable, count in ((1, True, 2), (4, True, 1), (5, True, 1), (6, False, 0)):
        fixed = lambda _s, _slot, _seat=None, v=price_: v  # noqa: E731
        monkeypatch.setattr(E, "price", fixed)  # what the action space reads
        monkeypatch.setattr("ludoteca.dale.payments.price", fixed)  # what the counting reads
        assert can_pay(s, p, slot, 5, table) is payable
        assert E.count_payments(s, p, slot, table=table) == count


def test_buy_lists_slots_then_one_slots_payments():
    """After ``buy`` only slot atoms are legal, each with at least one payment, and they are
    exactly the slots of the engine's whole purchases."""
    for seed in range(30):
        s = IG.new_state(2, seed)
        hs = heads(s.state)
        if hs is None or not any(ATOMS[h] == "buy" for h, _ in hs):
            continue
        whole = {a[1] for a in GAME.legal_actions(s.state) if a[0] == "buy"}
        s.apply_action(next(h for h, _ in hs if ATOMS[h] == "buy"))
        slots = s.legal_actions()
        names = {ATOMS[a] for a in slots}
        assert names == {"discard" if x == E.BIN else f"+{x}" for x in whole}
        return
    pytest.fail("no seed offered a purchase")


def test_worked_has_build_by_hand():
    """dale.stall.exact_total / one_animalfolk / no_junk, worked by hand on a 2-player game's
    first hand: a first stack needs total 1, so it is legal exactly when the hand holds a
    non-junk card of value 1 (plain start hands: no copies, no hooks)."""
    for seed in range(6):
        s = new_game(2, ["macaws", "pandas", "squirrels"], seed=seed,
                     box=list(_classic().decks))
        p = s.active
        types = [s.type_of(c) for c in s.hands[p]]
        expected = any(not t.is_junk and t.value == 1 for t in types)
        assert has_build(s, p) is expected


def test_knowledge_moved_cards_found_from_snapshots():
    """knowledge.moved_cards (two snapshots of the piles compared in C) lists exactly the
    cards whose pile code changed to or from a pile that can hide a card, in id order, with
    both codes, over the whole actions of
    random games of the integer layer (contract 4 of the design: the labels of the moved
    cards are what after() updates). (Also tests/dale/test_knowledge_incremental.py.)"""
    from ludoteca.dale import knowledge
    from test_knowledge_incremental import moved_by_tables

    seen_moves = 0
    for seed in range(6):
        s = IG.new_state(2 + seed % 3, seed)
        r = random.Random(seed)
        for _ in range(200):
            if s.is_terminal():
                break
            pre, snap = knowledge.locate(s.state), knowledge._snapshot(s.state)
            if s.apply_action(r.choice(s.legal_actions())) is None:
                continue
            slow = moved_by_tables(pre, knowledge.locate(s.state), 2 + seed % 3)
            assert knowledge.moved_cards(snap, knowledge._snapshot(s.state)) == slow
            seen_moves += bool(slow[0])
    assert seen_moves > 50


def test_worked_has_build_with_accordion_counts_its_other_values(monkeypatch):
    """Worked by hand, dale.stall.exact_total with Accordion (squirrels, 5, may count 4 or 6):
    alone it makes stack 4, 5 or 6 and not stack 3; with a squirrels 2 (Empty Chest) it also
    makes stack 7 (5 + 2) and stack 8 (6 + 2) but not stack 3 (no total of 3). has_build
    answers without listing the stacks (the listing is made to fail here), and the listing
    agrees."""
    s = new_game(2, ["macaws", "pandas", "squirrels"], seed=3, box=list(_classic().decks))
    p = s.active
    ids = {t.name: i for i, t in enumerate(s.cfg.types) if i in s.cfg.in_play_ids}
    cases = [([ids["Accordion"]], {3: False, 4: True, 5: True, 6: True, 7: False})]
    # Empty Chest lifts the one-animalfolk limit: that hand is answered by listing
    chest_cases = {3: False, 6: True, 7: True, 8: True}
    for hand, by_number in cases:
        for number, legal in by_number.items():
            s.stalls[p] = [()] * (number - 1)
            s.hands[p] = hand
            assert bool(E.legal_stacks(s, p)) is legal, number
            with monkeypatch.context() as mp:
                mp.setattr(stall, "legal_stacks", lambda *_a: pytest.fail("listed"))
                assert has_build(s, p) is legal, number
    for number, legal in chest_cases.items():
        s.stalls[p] = [()] * (number - 1)
        s.hands[p] = [ids["Accordion"], ids["Empty Chest"]]
        assert has_build(s, p) is legal is bool(E.legal_stacks(s, p)), number


def test_plain_stack_listing_equals_the_general_listing(monkeypatch):
    """dale.stall.exact_total, dale.stall.one_animalfolk, dale.stall.no_junk: the stacks
    listed per animalfolk when the stall rules apply plain (``stall._plain_stacks``) are
    exactly those of the general listing (every multiset of the hand checked by
    ``stack_error``), in the same order, for every seat of random 2-4 player games of all 27
    decks; the plain listing answers most of them, and some stacks are found."""
    plain_used = found = 0
    real_plain = stall._plain_stacks
    for st, q in _seats_of_random_games(3000, 16, steps=120):
        fast = E.legal_stacks(st, q)
        with monkeypatch.context() as mp:
            mp.setattr(stall, "_plain_stacks", lambda *_a: None)
            slow = stall.legal_stacks(st, q)
        assert fast == slow, (q, st.hands[q])
        if len(st.stalls[q]) < 8:
            tokens, groups = E.ranked_groups(st, q, st.hands[q], adjust=True)
            mix, junk = stall.turn_limits(st)
            got = real_plain(st, q, tokens, groups, stall.stack_needs(st, q), mix,
                             junk + stall.stall_junk(st, q))
            plain_used += got is not None
        found += bool(fast)
    assert plain_used > 500 and found > 50


def test_worked_nostalgic_item_pulls_one_card_rule_dale_stall_from_hand(monkeypatch):
    """Worked by hand, dale.stall.from_hand with Nostalgic Item (squirrels, 3): stack 5 from a
    hand of Nostalgic Item alone and a discard pile of a pandas 2 and two macaws 1. Nostalgic
    Item with the pulled 2 totals 5 and is legal (pulled cards are free of the one-animalfolk
    rule); with the two 1s it also totals 5 but pulls two cards where one is allowed. So one
    stack is listed, the same as when the pile's multisets are not limited by size."""
    s = new_game(2, ["macaws", "pandas", "squirrels"], seed=3, box=list(_classic().decks))
    p = s.active
    types = s.cfg.types
    in_play = [i for i in range(len(types)) if i in s.cfg.in_play_ids]
    nost = next(i for i in in_play if types[i].name == "Nostalgic Item")
    two = next(i for i in in_play if types[i].animalfolk == "pandas" and types[i].value == 2)
    ones = [i for i in in_play if types[i].animalfolk == "macaws" and types[i].value == 1][:2]
    assert types[nost].value == 3 and len(ones) == 2
    s.stalls[p] = [()] * 4
    s.hands[p] = [nost]
    s.discards[p] = [two] + ones
    listed = E.legal_stacks(s, p)
    assert listed == [("discard:" + types[two].name, "Nostalgic Item")]
    assert has_build(s, p) is True
    real = stall.multisets
    with monkeypatch.context() as mp:
        mp.setattr(stall, "multisets", lambda groups, limit=None, most=None: real(groups, limit))
        assert stall.legal_stacks(s, p) == listed


def test_pulled_multisets_limited_by_size_equal_the_unlimited_listing(monkeypatch):
    """dale.stall.from_hand: with the squirrels (Nostalgic Item) in play, the stacks listed
    when the discard pile's multisets are limited to what every pull card of the hand and
    the pile could allow equal those of the unlimited listing, for every seat of random
    games; some hands hold Nostalgic Item with cards in the discard pile."""
    real = stall.multisets
    pulling = 0
    for st, q in _seats_of_random_games(4000, 14, squirrels=True):
        fast = E.legal_stacks(st, q)
        with monkeypatch.context() as mp:
            mp.setattr(stall, "multisets",
                       lambda groups, limit=None, most=None: real(groups, limit))
            assert stall.legal_stacks(st, q) == fast, (q, st.hands[q])
        names = {st.type_of(c).name for c in st.hands[q]}
        pulling += "Nostalgic Item" in names and bool(st.discards[q])
    assert pulling > 20
