"""Card tests of the Pandas deck (classic): Loyal Partner, Prepaid Good, Essential Purchase,
Market Discovery, Special Offer, Stock Clearance.

Every expected value is worked out by hand from the "Classic mechanic" column of
docs/rules/dale-cards.md and the rules of docs/rules/dale-classic.md; the comment of each
test says how. Positions are built with ``from_spec`` (deck lists top first, discard piles
bottom first; in the state the top of a pile is the END of its list). Market slot i costs
value + i (slot 0 = rightmost).
"""

from __future__ import annotations


from ludoteca.dale.notation import parse
from ludoteca.dale.positions import from_spec

from testkit.dale import act, assert_bonus_action, assert_turn_over, names
from testkit.dale import refused as refuse
from ludoteca.dale.state import EMPTY
from testkit.dale import accepts
from testkit.positions import builder

FOLK = ["macaws", "pandas", "raccoons"]
FULL_MARKET = ["Cookies", "Spyglass", "Nuisance", "Prepaid Good", "Sabotage"]


POSITION_DEFAULTS = {"folk": FOLK, "seed": 5, "opponent": {"hand": ["junk"], "deck": ["junk"]},
                     "market_default": {"slots": FULL_MARKET, "deck": ["Flashy Show", "Favorite Toy"]}}
#: position(me, opp=None, *more, **changes): testkit.positions.build with these defaults
position = builder(**POSITION_DEFAULTS)


# ------------------------------------------------------------------------------------------
# Loyal Partner (1, T, +): ditch every market card, then fill all 5 slots from the supply.
# ------------------------------------------------------------------------------------------
def test_loyal_partner_replaces_whole_market():
    # 5 market cards -> market discard pile; slots filled from the market deck top, rightmost
    # slot (+0) first: Flashy Show, Favorite Toy, Rotten Food, Dirty Exchange, Treasure Hunter.
    # Special Offer stays in the market deck.
    s = position({"hand": ["Loyal Partner", "junk"], "deck": ["junk"] * 3},
                 market={"slots": FULL_MARKET,
                         "deck": ["Flashy Show", "Favorite Toy", "Rotten Food", "Dirty Exchange",
                                  "Treasure Hunter", "Special Offer"]})
    act(s, "play Loyal Partner")
    assert names(s, s.market) == ["Flashy Show", "Favorite Toy", "Rotten Food", "Dirty Exchange",
                                  "Treasure Hunter"]
    assert names(s, s.market_deck) == ["Special Offer"]
    assert sorted(names(s, s.bin)) == sorted(FULL_MARKET)
    assert names(s, s.discards[0]) == ["Loyal Partner"]
    assert_bonus_action(s)


def test_loyal_partner_fills_empty_slots_too():
    # Only Cookies and Spyglass are ditched; all 5 slots get a supply card.
    s = position({"hand": ["Loyal Partner"], "deck": ["junk"] * 3},
                 market={"slots": ["", "Cookies", "", "", "Spyglass"],
                         "deck": ["Flashy Show", "Favorite Toy", "Rotten Food", "Dirty Exchange",
                                  "Treasure Hunter", "Special Offer"]})
    act(s, "play Loyal Partner")
    assert names(s, s.market) == ["Flashy Show", "Favorite Toy", "Rotten Food", "Dirty Exchange",
                                  "Treasure Hunter"]
    assert sorted(names(s, s.bin)) == ["Cookies", "Spyglass"]
    assert_bonus_action(s)


def test_loyal_partner_market_deck_runs_out_reshuffles_market_discard():
    # dale.cleanup.market_deck_empty: the 5 market cards join Stock Clearance in the market
    # discard pile (6 cards). Slots +0, +1 get Flashy Show, Favorite Toy; the supply is then
    # empty, so the 6-card pile is shuffled into a new supply and 3 of them fill +2..+4; the
    # other 3 remain as the supply and the market discard pile is empty.
    s = position({"hand": ["Loyal Partner"], "deck": ["junk"] * 3},
                 market={"slots": FULL_MARKET, "deck": ["Flashy Show", "Favorite Toy"],
                         "discard": ["Stock Clearance"]})
    act(s, "play Loyal Partner")
    assert names(s, s.market[:2]) == ["Flashy Show", "Favorite Toy"]
    assert EMPTY not in s.market
    assert len(s.market_deck) == 3
    assert s.bin == []
    assert sorted(names(s, s.market[2:]) + names(s, s.market_deck)) == sorted(
        FULL_MARKET + ["Stock Clearance"])
    assert_bonus_action(s)


def test_loyal_partner_with_no_supply_at_all_reshuffles_what_it_ditched():
    # Ruling (dale.cleanup.market_deck_empty): Cookies is ditched, the supply is empty, so the
    # market discard pile [Cookies] becomes the supply and Cookies fills slot +0 again; the
    # other slots stay empty.
    s = position({"hand": ["Loyal Partner"], "deck": ["junk"] * 3},
                 market={"slots": ["Cookies", "", "", "", ""], "deck": []})
    act(s, "play Loyal Partner")
    assert names(s, s.market) == ["Cookies", "", "", "", ""]
    assert s.market_deck == [] and s.bin == []
    assert_bonus_action(s)


# ------------------------------------------------------------------------------------------
# Prepaid Good (2, T, no +): any 1 market card into your hand for free.
# ------------------------------------------------------------------------------------------
def test_prepaid_good_takes_the_most_expensive_card_and_ends_turn():
    # Take Sabotage from +4 (price 9) for nothing. No + -> clean-up: the market slides right
    # (Cookies, Spyglass, Nuisance, Prepaid Good) and the empty +4 gets Flashy Show; the hand
    # [junk, Sabotage] is refilled to 5 with 3 junk; Prepaid Good is on the discard pile.
    s = position({"hand": ["Prepaid Good", "junk"], "deck": ["junk"] * 5})
    act(s, "play Prepaid Good")
    assert s.decision().kind == "prepaid_good"
    assert s.legal_actions() == [("take", k) for k in range(5)]
    act(s, "take +4")
    assert_turn_over(s)
    assert sorted(names(s, s.hands[0])) == ["Sabotage"] + ["junk"] * 4
    assert names(s, s.discards[0]) == ["Prepaid Good"]
    assert names(s, s.market) == ["Cookies", "Spyglass", "Nuisance", "Prepaid Good", "Flashy Show"]
    assert names(s, s.market_deck) == ["Favorite Toy"]
    assert len(s.decks[0]) == 2


def test_prepaid_good_refuses_an_empty_slot():
    s = position({"hand": ["Prepaid Good"], "deck": ["junk"] * 5},
                 market={"slots": ["Cookies", "", "Spyglass", "", ""], "deck": ["Flashy Show"]})
    act(s, "play Prepaid Good")
    assert s.legal_actions() == [("take", 0), ("take", 2)]
    refuse(s, "take +1")
    refuse(s, "take +4")
    act(s, "take +2")
    assert "Spyglass" in names(s, s.hands[0])
    assert_turn_over(s)


def test_prepaid_good_fizzles_on_empty_market():
    # dale.technique.fizzle: no market card; it does nothing and the turn ends (no +). The
    # clean-up then fills slot +0 with Flashy Show (the only supply card).
    s = position({"hand": ["Prepaid Good", "junk"], "deck": ["junk"] * 5},
                 market={"slots": ["", "", "", "", ""], "deck": ["Flashy Show"]})
    act(s, "play Prepaid Good")
    assert_turn_over(s)
    assert names(s, s.discards[0]) == ["Prepaid Good"]
    assert names(s, s.hands[0]) == ["junk"] * 5
    assert names(s, s.market) == ["Flashy Show", "", "", "", ""]


def test_prepaid_good_taking_essential_purchase_is_not_buying_it():
    # Essential Purchase acts "when you buy" it; taking it for free is no purchase -> no step.
    s = position({"hand": ["Prepaid Good", "junk"], "deck": ["junk"] * 5},
                 market={"slots": ["Essential Purchase", "Cookies", "", "", ""],
                         "deck": ["Flashy Show"]})
    act(s, "play Prepaid Good")
    act(s, "take +0")
    assert_turn_over(s)
    assert "Essential Purchase" in names(s, s.hands[0])


# ------------------------------------------------------------------------------------------
# Essential Purchase (3, P): when bought, up to 3 of the junk paid go back to the junk pile.
# ------------------------------------------------------------------------------------------
def _ep_position(hand, slot=0, junk=2):
    slots = ["Cookies", "Spyglass", "Nuisance", "Prepaid Good", "Sabotage"]
    slots[slot] = "Essential Purchase"
    return position({"hand": hand, "deck": ["junk"] * 5},
                    market={"slots": slots, "deck": ["Flashy Show", "Favorite Toy"]}, junk=junk)


def test_essential_purchase_returns_two_of_three_junk():
    # Price 3 (+0) paid with 3 junk. Return 2: junk pile 2 -> 4, one junk stays on the discard
    # pile. Then clean-up: hand [Essential Purchase] + 4 drawn from the 5-card deck.
    s = _ep_position(["junk", "junk", "junk"])
    act(s, "buy +0 with junk, junk, junk")
    assert s.decision().kind == "essential_purchase"
    assert s.decision().player == 0
    assert s.legal_actions() == [("return", 0), ("return", 1), ("return", 2), ("return", 3)]
    act(s, "return 2")
    assert len(s.junk) == 4
    assert names(s, s.discards[0]) == ["junk"]
    assert_turn_over(s)
    assert sorted(names(s, s.hands[0])) == ["Essential Purchase"] + ["junk"] * 4
    assert len(s.decks[0]) == 1


def test_essential_purchase_return_none():
    s = _ep_position(["junk", "junk", "junk"])
    act(s, "buy +0 with junk, junk, junk")
    act(s, "return 0")
    assert len(s.junk) == 2
    assert names(s, s.discards[0]) == ["junk"] * 3
    assert_turn_over(s)


def test_essential_purchase_at_most_three_junk_back():
    # Slot +1: price 4, paid with 4 junk (exact). Only up to 3 may go back: "return 4" is
    # refused, state unchanged; "return 3": junk pile 0 -> 3, one junk on the discard pile.
    s = _ep_position(["junk"] * 4, slot=1, junk=0)
    act(s, "buy +1 with junk, junk, junk, junk")
    assert s.legal_actions() == [("return", k) for k in range(4)]
    refuse(s, "return 4")
    act(s, "return 3")
    assert len(s.junk) == 3
    assert names(s, s.discards[0]) == ["junk"]


def test_essential_purchase_only_junk_that_was_paid():
    # Paid Cookies (2) + junk (1) = 3: one junk paid -> return 0 or 1 only.
    s = _ep_position(["Cookies", "junk", "junk"], slot=0)
    act(s, "buy +0 with Cookies, junk")
    assert s.legal_actions() == [("return", 0), ("return", 1)]
    refuse(s, "return 2")
    act(s, "return 1")
    assert len(s.junk) == 3
    assert names(s, s.discards[0]) == ["Cookies"]


def test_essential_purchase_without_junk_paid_asks_nothing():
    # Price 4 (+1) paid with Spyglass: no junk paid, no step; the turn simply ends.
    s = _ep_position(["Spyglass", "junk"], slot=1)
    act(s, "buy +1 with Spyglass")
    assert_turn_over(s)
    assert names(s, s.discards[0]) == ["Spyglass"]
    assert len(s.junk) == 2


# ------------------------------------------------------------------------------------------
# Market Discovery (4, P*): (a) once per turn ditch the supply top; (b) if among the payment,
# buy the top of the market discard pile at face value.
# ------------------------------------------------------------------------------------------
def test_market_discovery_buys_top_of_market_discard_at_face_value():
    # Top of the market discard pile: Treasure Hunter, value 5 (no slot modifier). Market
    # Discovery (4) + junk (1) = 5, exact. Treasure Hunter to hand; Spyglass is the new top; paying cards on the
    # discard pile; the turn ends (a purchase is the action) and the hand is refilled to 5.
    s = position({"hand": ["Market Discovery", "junk"], "deck": ["junk"] * 5},
                 market={"slots": FULL_MARKET, "deck": ["Flashy Show"],
                         "discard": ["Spyglass", "Treasure Hunter"]})
    assert accepts(s, "buy discard with Market Discovery, junk")
    act(s, "buy discard with Market Discovery, junk")
    assert names(s, s.bin) == ["Spyglass"]
    assert sorted(names(s, s.discards[0])) == ["Market Discovery", "junk"]
    assert_turn_over(s)
    assert sorted(names(s, s.hands[0])) == ["Treasure Hunter"] + ["junk"] * 4
    assert names(s, s.market) == FULL_MARKET  # the market itself is untouched


def test_market_discovery_bin_purchase_payment_rules():
    # Top = Treasure Hunter (5): Market Discovery alone (4) is short; a payment without Market
    # Discovery cannot buy from the market discard pile at all.
    s = position({"hand": ["Market Discovery", "Spyglass", "junk"], "deck": ["junk"] * 5},
                 market={"slots": FULL_MARKET, "deck": ["Flashy Show"],
                         "discard": ["Spyglass", "Treasure Hunter"]})
    assert refuse(s, "buy discard with Market Discovery").rule_id == "dale.market.payment"
    assert refuse(s, "buy discard with Spyglass, junk").rule_id == "dale.market.payment"
    assert all(a[1] != -1 or "Market Discovery" in a[2]
               for a in s.legal_actions() if a[0] == "buy")


def test_market_discovery_bin_purchase_obeys_overpay_rule():
    # Top = Cookies (2). Market Discovery + junk = 5: excess 3 >= junk's 1 -> illegal
    # (dale.market.overpay). Market Discovery alone: excess 2 < 4 -> legal.
    s = position({"hand": ["Market Discovery", "junk"], "deck": ["junk"] * 5},
                 market={"slots": FULL_MARKET, "deck": ["Flashy Show"], "discard": ["Cookies"]})
    assert refuse(s, "buy discard with Market Discovery, junk").rule_id == "dale.market.overpay"
    act(s, "buy discard with Market Discovery")
    assert s.bin == []
    assert_turn_over(s)
    assert "Cookies" in names(s, s.hands[0])


def test_market_discovery_without_it_in_hand_no_bin_purchase():
    s = position({"hand": ["Spyglass", "junk"], "deck": ["junk"] * 5},
                 market={"slots": FULL_MARKET, "deck": ["Flashy Show"], "discard": ["Cookies"]})
    assert not any(a[0] == "buy" and a[1] == -1 for a in s.legal_actions())
    refuse(s, "buy discard with Spyglass")


def test_market_discovery_ditches_supply_top_once_per_turn():
    # (a) ditch the market deck's top (Cookies) to the market discard pile: a free ability, no
    # action used. A second use of the same card the same turn is refused (dale.passive.reuse).
    s = position({"hand": ["Market Discovery", "junk"], "deck": ["junk"] * 5},
                 market={"slots": FULL_MARKET, "deck": ["Cookies", "Spyglass", "Flashy Show"]})
    assert parse("use Market Discovery") in s.legal_actions()
    act(s, "use Market Discovery")
    assert names(s, s.bin) == ["Cookies"]
    assert names(s, s.market_deck) == ["Flashy Show", "Spyglass"]  # top = last
    assert_bonus_action(s)  # still the one action of the turn to take
    assert parse("use Market Discovery") not in s.legal_actions()
    err = refuse(s, "use Market Discovery")
    assert err.rule_id == "dale.passive.reuse"


def test_market_discovery_two_copies_each_once():
    # Once per physical card (ruling dale.passive.reuse): two copies ditch 2 cards, a third use
    # is refused.
    s = position({"hand": ["Market Discovery", "Market Discovery"], "deck": ["junk"] * 5},
                 market={"slots": FULL_MARKET, "deck": ["Cookies", "Spyglass", "Flashy Show"]})
    act(s, "use Market Discovery")
    act(s, "use Market Discovery")
    assert names(s, s.bin) == ["Cookies", "Spyglass"]
    assert names(s, s.market_deck) == ["Flashy Show"]
    refuse(s, "use Market Discovery")
    assert_bonus_action(s)


def test_market_discovery_ditch_then_buy_it_from_the_bin():
    # Ditch Cookies (a), then buy it from the market discard pile (b): price 2, Market
    # Discovery (4) alone overpays by 2 < 4: legal.
    s = position({"hand": ["Market Discovery"], "deck": ["junk"] * 5},
                 market={"slots": FULL_MARKET, "deck": ["Cookies", "Spyglass"]})
    act(s, "use Market Discovery")
    act(s, "buy discard with Market Discovery")
    assert s.bin == []
    assert_turn_over(s)
    # Cookies in hand at clean-up: hand size 6 -> Cookies + 5 junk.
    assert sorted(names(s, s.hands[0])) == ["Cookies"] + ["junk"] * 5


def test_market_discovery_ability_needs_a_supply():
    s = position({"hand": ["Market Discovery", "junk"], "deck": ["junk"] * 5},
                 market={"slots": FULL_MARKET, "deck": []})
    assert parse("use Market Discovery") not in s.legal_actions()
    refuse(s, "use Market Discovery")


# ------------------------------------------------------------------------------------------
# Special Offer (5, T, no +): top 3 supply cards, 1 into hand, the other 2 ditched.
# ------------------------------------------------------------------------------------------
def test_special_offer_keep_one_ditch_two():
    # Seen: Cookies, Spyglass, Sabotage. Keep Sabotage; Cookies and Spyglass -> market discard
    # pile. Flashy Show stays in the supply (the market is full: clean-up takes nothing).
    s = position({"hand": ["Special Offer", "junk"], "deck": ["junk"] * 5},
                 market={"slots": FULL_MARKET[:4] + ["Treasure Hunter"],
                         "deck": ["Cookies", "Spyglass", "Sabotage", "Flashy Show"]})
    act(s, "play Special Offer")
    assert s.decision().kind == "special_offer"
    assert sorted(s.legal_actions()) == sorted(
        [parse("keep Cookies"), parse("keep Spyglass"), parse("keep Sabotage")])
    refuse(s, "keep Flashy Show")  # 4th card: not drawn
    act(s, "keep Sabotage")
    assert sorted(names(s, s.bin)) == ["Cookies", "Spyglass"]
    assert names(s, s.market_deck) == ["Flashy Show"]
    assert_turn_over(s)
    assert sorted(names(s, s.hands[0])) == ["Sabotage"] + ["junk"] * 4
    assert names(s, s.discards[0]) == ["Special Offer"]


def test_special_offer_reshuffles_market_discard_when_supply_short():
    # Supply: Cookies, Spyglass; then empty -> the market discard pile [Sabotage] becomes the
    # supply and Sabotage is the 3rd card. Keep Spyglass: Cookies, Sabotage ditched.
    s = position({"hand": ["Special Offer"], "deck": ["junk"] * 5},
                 market={"slots": FULL_MARKET[:4] + ["Treasure Hunter"],
                         "deck": ["Cookies", "Spyglass"], "discard": ["Sabotage"]})
    act(s, "play Special Offer")
    assert sorted(s.legal_actions()) == sorted(
        [parse("keep Cookies"), parse("keep Spyglass"), parse("keep Sabotage")])
    act(s, "keep Spyglass")
    assert sorted(names(s, s.bin)) == ["Cookies", "Sabotage"]
    assert s.market_deck == []
    assert_turn_over(s)


def test_special_offer_single_card_is_kept():
    # Ruling: only Cookies can be drawn -> it goes to hand. Clean-up: Cookies in hand -> hand
    # size 6: [junk, Cookies] + 4 drawn.
    s = position({"hand": ["Special Offer", "junk"], "deck": ["junk"] * 5},
                 market={"slots": FULL_MARKET[1:] + ["Treasure Hunter"], "deck": ["Cookies"]})
    act(s, "play Special Offer")
    assert_turn_over(s)
    assert sorted(names(s, s.hands[0])) == ["Cookies"] + ["junk"] * 5
    assert s.bin == [] and s.market_deck == []


def test_special_offer_fizzles_with_no_supply():
    s = position({"hand": ["Special Offer", "junk"], "deck": ["junk"] * 5},
                 market={"slots": FULL_MARKET, "deck": []})
    act(s, "play Special Offer")
    assert_turn_over(s)
    assert names(s, s.discards[0]) == ["Special Offer"]
    assert names(s, s.hands[0]) == ["junk"] * 5


# ------------------------------------------------------------------------------------------
# Stock Clearance (5, P): among the payment, the overpay rule does not apply.
# ------------------------------------------------------------------------------------------
def test_stock_clearance_lifts_overpay_rule():
    # Cookies at +0 costs 2. Spyglass + junk = 5: excess 3 >= 1 -> illegal (dale.market.overpay).
    # With Stock Clearance among the cards: 5 + 4 + 1 = 10 for a price of 2 is allowed.
    s = position({"hand": ["Stock Clearance", "Spyglass", "junk"], "deck": ["junk"] * 5})
    assert refuse(s, "buy +0 with Spyglass, junk").rule_id == "dale.market.overpay"
    assert accepts(s, "buy +0 with Stock Clearance, Spyglass, junk")
    act(s, "buy +0 with Stock Clearance, Spyglass, junk")
    assert sorted(names(s, s.discards[0])) == ["Spyglass", "Stock Clearance", "junk"]
    assert_turn_over(s)
    # Cookies bought: hand size 6 at clean-up -> Cookies + 5 junk.
    assert sorted(names(s, s.hands[0])) == ["Cookies"] + ["junk"] * 5


def test_stock_clearance_still_must_cover_the_price():
    # Sabotage at +4 costs 9: Stock Clearance + junk = 6 is short (dale.market.payment);
    # Stock Clearance + Spyglass = 9 is exact.
    s = position({"hand": ["Stock Clearance", "Spyglass", "junk"], "deck": ["junk"] * 5})
    assert refuse(s, "buy +4 with Stock Clearance, junk").rule_id == "dale.market.payment"
    act(s, "buy +4 with Stock Clearance, Spyglass")
    assert_turn_over(s)
    assert "Sabotage" in names(s, s.hands[0])


def test_stock_clearance_is_a_passive_and_cannot_be_played():
    s = position({"hand": ["Stock Clearance", "junk"], "deck": ["junk"] * 5})
    assert refuse(s, "play Stock Clearance").rule_id == "dale.technique.play"


def test_market_discovery_ability_with_empty_supply_reshuffles_bin():
    # Ruling dale.cleanup.market_deck_empty names "the abilities that throw away its top card":
    # the supply is empty, so the market discard pile {Cookies, Spyglass} becomes the supply and
    # its new top is thrown away again: 1 card in the supply, 1 in the market discard pile.
    s = position({"hand": ["Market Discovery", "junk"], "deck": ["junk"] * 5},
                 market={"slots": FULL_MARKET[2:] + ["Flashy Show", "Favorite Toy"], "deck": [],
                         "discard": ["Cookies", "Spyglass"]})
    act(s, "use Market Discovery")
    assert len(s.market_deck) == 1 and len(s.bin) == 1
    assert sorted(names(s, s.market_deck + s.bin)) == ["Cookies", "Spyglass"]
    assert_bonus_action(s)
