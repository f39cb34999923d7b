"""Rule tests: the market action (dale.market.*) of dale-classic.md.

Positions are built with ``from_spec``; slot 0 is the rightmost (+0) slot. Every expected value
is worked out by hand in the comment beside it.
"""

from __future__ import annotations

import pytest

from ludoteca.dale.engine import price
from ludoteca.dale.notation import parse
from ludoteca.dale.positions import from_spec

from testkit.dale import names, refused
from ludoteca.dale.views import view
from testkit.dale import accepts, payments

FOLK = ["macaws", "pandas", "squirrels"]


def overpay_position():
    # Prices (dale.market.price): Spyglass 4+0 = 4, Acorn 4+1 = 5, Prepaid Good 2+2 = 4,
    # Empty Chest 2+3 = 5, Essential Purchase 3+4 = 7.
    return from_spec({
        "animalfolk": FOLK, "seed": 1, "active": 1,
        "market": {"slots": ["Spyglass", "Acorn", "Prepaid Good", "Empty Chest",
                             "Essential Purchase"],
                   "deck": ["Nostalgic Item"]},
        "junk": {"pile": 2},
        "player": [
            {"hand": ["Flashy Show", "Shattered Relic", "Cookies", "junk", "junk"],
             "deck": ["junk"], "discard": []},
            {"hand": ["junk"] * 5, "deck": ["junk"] * 3},
        ]})


# --------------------------------------------------------------------------------------------
def test_prices_by_slot_rule_dale_market_price():
    """dale.market.price: price = printed value + slot number (slot 0 rightmost)."""
    s = overpay_position()
    assert [price(s, i) for i in range(5)] == [4, 5, 4, 5, 7]
    assert [m["price"] for m in view(s, 0)["market"]] == [4, 5, 4, 5, 7]


def test_same_card_costs_more_to_the_left_rule_dale_market_price():
    """dale.market.price: five value-2 cards cost 2, 3, 4, 5, 6 from right to left. With five
    junk (value 1 each) in hand, the only legal payment for slot i is exactly 2+i junk (one more
    junk would be an excess of 1, not smaller than a junk's value 1: dale.market.overpay), and
    slot 4 (price 6) cannot be paid with 5 junk."""
    s = from_spec({
        "animalfolk": FOLK, "seed": 2,
        "market": {"slots": ["Cookies", "Prepaid Good", "Empty Chest", "Cookies", "Cookies"]},
        "player": [{"hand": ["junk"] * 5}, {"hand": ["junk"]}]})
    assert payments(s) == [("buy", i, ("junk",) * (2 + i)) for i in range(4)]


def test_payment_moves_cards_rule_dale_market_payment():
    """dale.market.payment: the paying card goes to the buyer's discard pile, the bought card to
    the hand. Buy Spyglass (price 4) with Flashy Show (5, excess 1 < 5): hand becomes
    Shattered Relic, Cookies, junk, junk, Spyglass (5 cards); Cookies in hand makes the hand size
    6 (dale.cleanup.draw), so clean-up draws the one junk of the deck. Discard: [Flashy Show].
    The market slides (dale.cleanup.market_refill): Acorn, Prepaid Good, Empty Chest, Essential
    Purchase move one slot right and Nostalgic Item (market deck top) fills slot 4."""
    s = overpay_position()
    s.apply(parse("buy +0 with Flashy Show"))
    assert sorted(names(s, s.hands[0])) == sorted(
        ["Shattered Relic", "Cookies", "junk", "junk", "Spyglass", "junk"])
    assert names(s, s.discards[0]) == ["Flashy Show"]
    assert s.decks[0] == []
    assert names(s, s.market) == ["Acorn", "Prepaid Good", "Empty Chest", "Essential Purchase",
                                  "Nostalgic Item"]
    assert s.active == 1  # a market action is not a bonus action


def test_short_payment_refused_rule_dale_market_payment():
    """dale.market.payment: Shattered Relic (3) does not cover price 4."""
    s = overpay_position()
    a = parse("buy +0 with Shattered Relic")
    assert a not in payments(s) and not accepts(s, a)
    err = refused(s, a, "dale.market.payment")
    assert err.values["price"] == 4 and err.values["paid"] == 3


def test_buy_from_empty_slot_refused_rule_dale_market_price():
    """A purchase needs a card in the slot: an empty slot cannot be bought."""
    s = from_spec({"animalfolk": FOLK, "seed": 2,
                   "market": {"slots": ["Cookies", "", "", "", ""]},
                   "player": [{"hand": ["junk"] * 5}, {"hand": ["junk"]}]})
    assert all(a[1] == 0 for a in s.legal_actions() if a[0] in ("buy", "pay"))
    refused(s, ("buy", 1, ("junk", "junk")), "dale.market.price")


@pytest.mark.parametrize("text,legal", [
    ("buy +0 with Flashy Show", True),                 # [5]: excess 1 < 5
    ("buy +0 with Cookies, Shattered Relic", True),    # [3,2]: excess 1 < 2 and < 3
    ("buy +0 with Shattered Relic, junk, junk", False),  # [3,1,1]: excess 1, a junk is removable
    ("buy +0 with Flashy Show, junk", False),          # [5,1]: excess 2 >= 1, junk removable
])
def test_overpay_examples_price_4_rule_dale_market_overpay(text, legal):
    """dale.market.overpay, the rule's own examples at price 4 (Spyglass at +0):
    [5] legal, [3,2] legal, [3,1,1] illegal, [5,1] illegal — in legal_actions and in apply."""
    s = overpay_position()
    a = parse(text)
    assert (a in payments(s)) is legal
    assert accepts(s, a) is legal
    if legal:
        s.apply(a)
        assert "Spyglass" in names(s, s.hands[0])
    else:
        refused(s, a, "dale.market.overpay")


def test_overpay_refusal_values_rule_dale_market_overpay():
    """dale.market.overpay: the refusal carries price, sum paid and the removable card.
    [3,1,1] at price 4: paid 5, junk (value 1) could go, leaving 4.
    [5,1] at price 4: paid 6, excess 2; Flashy Show (5) is not removable, junk (1) is; rest 5.
    The same rule for a price-4 card in slot 2 (Prepaid Good, 2+2)."""
    s = overpay_position()
    err = refused(s, parse("buy +0 with Shattered Relic, junk, junk"), "dale.market.overpay")
    assert err.values["price"] == 4
    assert err.values["paid"] == 5
    assert err.values["card"] == "junk" and err.values["value"] == 1 and err.values["rest"] == 4
    err = refused(s, parse("buy +0 with Flashy Show, junk"), "dale.market.overpay")
    assert err.values["price"] == 4 and err.values["paid"] == 6
    assert err.values["card"] == "junk" and err.values["rest"] == 5
    err = refused(s, parse("buy +2 with Flashy Show, junk"), "dale.market.overpay")
    assert err.values["price"] == 4
    assert accepts(s, "buy +2 with Cookies, Shattered Relic")


def test_stock_clearance_lifts_overpay_rule_dale_market_overpay():
    """dale.market.overpay does not apply when Stock Clearance pays (dale-cards.md, Pandas 5):
    Stock Clearance (5) + junk for price 4 is legal although the junk is removable."""
    s = from_spec({"animalfolk": FOLK, "seed": 4,
                   "market": {"slots": ["Spyglass", "", "", "", ""]},
                   "player": [{"hand": ["Stock Clearance", "junk"]}, {"hand": ["junk"]}]})
    a = parse("buy +0 with Stock Clearance, junk")
    assert payments(s) == [("buy", 0, ("junk", "Stock Clearance")),
                           ("buy", 0, ("Stock Clearance",))]
    s.apply(a)
    assert "Spyglass" in names(s, s.hands[0])


def test_gap_stays_during_bonus_action_rule_dale_market_no_refill():
    """dale.market.no_refill: gaps at +1 and +3 stay, and nothing slides, while the action
    phase goes on (Favorite Toy (+) takes the junk of the discard pile and grants a bonus
    action; Spyglass (+) then waits for a choice). Only clean-up slides: Cookies, Acorn,
    Spyglass move to +0, +1, +2, and the market deck (top first) Empty Chest, Nostalgic Item
    fills +3 and +4."""
    s = from_spec({
        "animalfolk": FOLK, "seed": 3,
        "market": {"slots": ["Cookies", "", "Acorn", "", "Spyglass"],
                   "deck": ["Empty Chest", "Nostalgic Item"]},
        "player": [{"hand": ["Favorite Toy", "Spyglass", "junk"], "deck": ["junk"] * 4,
                    "discard": ["junk"]},
                   {"hand": ["junk"]}]})
    before = s.market[:]
    s.apply(parse("play Favorite Toy"))
    assert s.active == 0 and s.actions_left == 1
    assert s.market == before
    s.apply(parse("play Spyglass"))
    assert s.decision().kind == "spyglass_keep"
    assert s.market == before  # still mid-action: nothing slid, nothing refilled
    s.apply(parse("keep junk"))
    assert s.market == before
    s.apply(parse("inventory"))  # last action: clean-up
    assert names(s, s.market) == ["Cookies", "Acorn", "Spyglass", "Empty Chest",
                                  "Nostalgic Item"]


def test_bought_slot_stays_empty_until_cleanup_rule_dale_market_no_refill():
    """dale.market.no_refill: buying Essential Purchase (3+2 = 5, paid with 5 junk) leaves +2
    empty while its "return junk" choice is pending, before clean-up; the other slots keep their
    cards. After the choice, clean-up slides Acorn and Empty Chest right and the market deck
    top (Nostalgic Item) fills +4."""
    s = from_spec({
        "animalfolk": FOLK, "seed": 3,
        "market": {"slots": ["Cookies", "Spyglass", "Essential Purchase", "Acorn", "Empty Chest"],
                   "deck": ["Nostalgic Item"]},
        "junk": {"pile": 0},
        "player": [{"hand": ["junk"] * 5, "deck": ["junk"] * 5}, {"hand": ["junk"]}]})
    s.apply(parse("buy +2 with junk, junk, junk, junk, junk"))
    assert s.decision().kind == "essential_purchase"
    assert names(s, s.market) == ["Cookies", "Spyglass", "", "Acorn", "Empty Chest"]
    s.apply(parse("return 0"))
    assert names(s, s.market) == ["Cookies", "Spyglass", "Acorn", "Empty Chest",
                                  "Nostalgic Item"]


@pytest.mark.parametrize("bound,most", [(10, 128), (1, 128), (10, 3)],
                         ids=["as-built", "bound-grows", "too-many-kept-per-price"])
def test_payments_memory_equals_the_search_and_is_never_shared(monkeypatch, bound, most):
    """dale.market.payment / dale.market.overpay: payments.payments_for remembers the payments of
    a grouped hand at a price, and the hand's sub-multisets for every price up to a bound;
    on the hands and prices of random 2-4 player games (every slot, the market discard pile
    too) the remembered answer equals a fresh search at that price, a second call gives the
    same list, and changing a returned list changes nothing. Also with the hand's bound
    below every price (each dearer slot lists the hand again) and with too many
    sub-multisets to keep (the search price by price)."""
    import random as _random

    from ludoteca.dale import engine as E
    from ludoteca.dale import payments as payments_mod

    monkeypatch.setattr(payments_mod, "_HAND_BOUND", bound)
    monkeypatch.setattr(payments_mod, "_HAND_SUBSETS_MAX", most)
    payments_mod._PAYMENTS_SEEN.clear()
    payments_mod._HANDS_SEEN.clear()
    compared = 0
    for seed in range(12):
        rng = _random.Random(seed)
        state = E.new_game(2 + seed % 3, seed=seed)
        for _ in range(120):
            if state.winner is not None:
                break
            p = E.decision(state).player
            table = E.ranked_groups(state, p, state.hands[p], pay=True)
            for slot in E.buy_targets(state, p):
                need = E.PAY_FROM_BIN if slot == E.BIN else 0
                price = E.price(state, slot)
                first = E.payments_for(state, p, price, need, table=table)
                fresh = list(payments_mod._list_payments(table[0], table[1], price, need,
                                                         state.cfg.rules.hooks["pay_flags"]))
                assert first == fresh
                first.append(("not a payment",))
                assert E.payments_for(state, p, price, need, table=table) == fresh
                compared += 1
            legal = E.legal_actions(state)
            E.apply(state, legal[rng.randrange(len(legal))])
    assert compared > 500
    assert payments_mod._PAYMENTS_SEEN  # it remembered something
    kept = [subsets for _bound, subsets in payments_mod._HANDS_SEEN.values()]
    if most < 8:  # some hands had more sub-multisets than that, searched price by price
        assert any(subsets is None for subsets in kept)
    else:
        assert any(subsets is not None for subsets in kept)
