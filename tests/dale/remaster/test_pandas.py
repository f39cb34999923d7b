"""Pandas in the remaster edition (docs/rules/dale-remaster.md, "Pandas"): Loyal Partner and
Essential Purchase reworked, Exclusive Contacts new, Gift Voucher moved from the classic
Chameleons unchanged, Prepaid Good and Special Offer kept. Expected values worked out by hand
from the remaster restatement and the rulings under "Remaster — Pandas" (docs/rulings.md);
market slots are listed +0 first, the supply top first; seat 1 is active.

The remaster refills the market after every technique (written elsewhere, issue 30); these
tests check the cards under the classic timing and do not look at empty slots after a
technique unless the card itself refills.
"""

from __future__ import annotations

from ludoteca.core.i18n import text
from ludoteca.dale import editions
from ludoteca.dale.animalfolk import chameleons as classic_chameleons
from ludoteca.dale.animalfolk import pandas as classic
from ludoteca.dale.market import price
from ludoteca.dale import mechanics as m
from ludoteca.dale.views import view

from testkit.dale import act, assert_bonus_action, assert_turn_over, card_named, names
from testkit.dale import play_checked_game, refused, sorted_names
from testkit.positions import builder

FOLK = ["pandas", "squirrels", "platypuses"]
RULES = editions.build("remaster", FOLK)
SLOTS = ["Empty Chest", "Magnet", "Acorn", "Glue", "Calculations"]
MARKET = {"slots": SLOTS, "deck": ["Nostalgic Item", "Safety Precaution", "Dangerous Test"]}

position = builder(folk=FOLK, seed=5, market_default=MARKET,
                   opponent={"hand": ["junk"], "deck": ["junk"] * 5}, rules=RULES)


def test_kept_and_adopted_cards_are_the_classic_declarations():
    assert RULES.techniques["Prepaid Good"] is classic.deck.techniques["Prepaid Good"]
    assert RULES.techniques["Special Offer"] is classic.deck.techniques["Special Offer"]
    assert RULES.techniques["Gift Voucher"] is classic_chameleons.deck.techniques["Gift Voucher"]
    assert RULES.summary_ids["Gift Voucher"] == "card.Gift Voucher"
    assert RULES.summary_ids["Loyal Partner"] == "card.remaster.Loyal Partner"
    assert "essential_purchase" not in RULES.steps  # the classic passive's step is gone


# Loyal Partner (1, T, +): toss any market cards you choose, then refill the market.
def test_loyal_partner_tosses_the_chosen_cards_then_refills():
    # Toss Magnet (+1) and Glue (+3), then done: the three left slide to +0..+2 (Empty Chest,
    # Acorn, Calculations) and +3, +4 take the supply's top two (Nostalgic Item, then Safety
    # Precaution). Bin: Magnet, Glue. (+): another action.
    s = position({"hand": ["Loyal Partner", "junk"], "deck": ["junk"] * 5})
    act(s, "play Loyal Partner")
    assert s.decision().kind == "r_pandas_loyal_partner"
    assert s.legal_actions()[-1] == ("done",)
    act(s, "ditch Magnet")
    act(s, "ditch Glue")
    refused(s, "ditch Glue")  # no Glue left in the market
    act(s, "done")
    assert names(s, s.market) == ["Empty Chest", "Acorn", "Calculations", "Nostalgic Item",
                                  "Safety Precaution"]
    assert names(s, s.bin) == ["Magnet", "Glue"]
    assert names(s, s.market_deck) == ["Dangerous Test"]
    assert_bonus_action(s)


def test_loyal_partner_may_toss_nothing():
    s = position({"hand": ["Loyal Partner", "junk"], "deck": ["junk"] * 5})
    act(s, "play Loyal Partner")
    act(s, "done")
    assert names(s, s.market) == SLOTS and s.bin == []
    assert_bonus_action(s)


def test_loyal_partner_tossing_all_five_stops_and_refills_from_the_bin():
    # Five tossed (the step ends by itself with an empty market); the supply has 3 cards, then
    # the bin (the 5 tossed) is shuffled into the supply for the last 2
    # (dale.cleanup.market_deck_empty): 5 cards in the market, 3 left in the supply.
    s = position({"hand": ["Loyal Partner", "junk"], "deck": ["junk"] * 5})
    act(s, "play Loyal Partner")
    for name in ("Magnet", "Glue", "Acorn", "Empty Chest", "Calculations"):
        act(s, f"ditch {name}")
    assert s.decision().kind == "action"
    assert names(s, s.market)[:3] == ["Nostalgic Item", "Safety Precaution", "Dangerous Test"]
    assert all(c != -1 for c in s.market)
    assert len(s.market_deck) == 3 and s.bin == []


# Essential Purchase (3, T, +): toss a hand card; market cards cost you 2 less this turn.
def test_essential_purchase_tosses_and_lowers_prices_by_two():
    # Toss the junk (to the junk pile). Prices for seat 1: Acorn 4 at +2 = 6 - 2 = 4; Empty
    # Chest 2 at +0 = 0; seat 2's prices are unchanged (Acorn 6).
    s = position({"hand": ["Essential Purchase", "junk", "Magnet"], "deck": ["junk"] * 5},
                 junk=0)
    act(s, "play Essential Purchase")
    assert s.decision().kind == "r_pandas_essential_purchase"
    act(s, "ditch junk")
    assert len(s.junk) == 1
    assert price(s, 2) == 4 and price(s, 0) == 0 and price(s, 4) == 4  # Calculations 2+4-2
    assert price(s, 2, 1) == 6
    assert view(s, 0)["effects"] == [{"msg": "effect.price_less", "kind": "r_pandas_essential",
                                      "card": "Essential Purchase", "n": 2}]
    assert text(view(s, 0)["effects"][0], "en") == \
        "Essential Purchase: market cards cost you 2 less"
    assert_bonus_action(s)
    assert ("buy", 0, ()) in s.legal_actions()  # price 0: no card needed
    act(s, "buy +2 with Magnet")
    assert "Acorn" in names(s, s.hands[0])
    # The turn is over (the market slid: Glue is at +2 now): seat 2 pays 5 + 2 again.
    assert s.active == 1 and s.effects == [] and price(s, 2) == 5 + 2


def test_essential_purchase_lowers_prices_even_with_an_empty_hand():
    # Ruling remaster.pandas.essential_purchase: nothing to toss, the discount still holds.
    s = position({"hand": ["Essential Purchase"], "deck": ["junk"] * 5})
    act(s, "play Essential Purchase")
    assert s.decision().kind == "action"
    assert price(s, 1) == 4 + 1 - 2


def test_two_essential_purchases_add_up_but_never_below_zero():
    s = position({"hand": ["Essential Purchase", "Essential Purchase", "junk", "junk"],
                  "deck": ["junk"] * 5})
    act(s, "play Essential Purchase")
    act(s, "ditch junk")
    act(s, "play Essential Purchase")
    act(s, "ditch junk")
    assert price(s, 2) == 4 + 2 - 4 and price(s, 0) == 0


def test_essential_purchase_tosses_an_animalfolk_card_to_the_bin():
    s = position({"hand": ["Essential Purchase", "Magnet"], "deck": ["junk"] * 5})
    act(s, "play Essential Purchase")
    act(s, "ditch Magnet")
    assert names(s, s.bin) == ["Magnet"]


# Gift Voucher (4, T, +): as the classic Chameleons card, now in Pandas.
def test_gift_voucher_swaps_itself_with_a_market_card():
    s = position({"hand": ["Gift Voucher", "junk"], "deck": ["junk"] * 4})
    voucher = card_named(s, s.hands[0], "Gift Voucher")
    act(s, "play Gift Voucher")
    assert s.decision().kind == "gift_voucher"
    act(s, "take +1")
    assert sorted_names(s, s.hands[0]) == ["Magnet", "junk"]
    assert s.market[1] == voucher
    assert_bonus_action(s)


# Exclusive Contacts (5, T, +): hand size +2 and market cards cost you 2 more, this turn.
def test_exclusive_contacts_raises_hand_size_and_prices():
    # Prices: Empty Chest 2 at +0 = 4. Inventory the junk: empty hand, hand size 5 + 2 = 7:
    # 7 cards drawn (deck 10 -> 3).
    s = position({"hand": ["Exclusive Contacts", "junk"], "deck": ["junk"] * 10})
    act(s, "play Exclusive Contacts")
    assert price(s, 0) == 4 and price(s, 0, 1) == 2
    assert m.hand_size(s, 0) == 7
    msgs = [e["msg"] for e in view(s, 0)["effects"]]
    assert msgs == ["effect.price", "effect.hand"]
    act(s, "inventory junk")
    assert len(s.hands[0]) == 7 and len(s.decks[0]) == 3
    assert s.active == 1 and m.hand_size(s, 0) == 5


def test_exclusive_contacts_and_essential_purchase_cancel_out():
    s = position({"hand": ["Exclusive Contacts", "Essential Purchase", "junk"],
                  "deck": ["junk"] * 5})
    act(s, "play Exclusive Contacts")
    act(s, "play Essential Purchase")
    act(s, "ditch junk")
    assert price(s, 1) == 4 + 1


# Kept cards.
def test_prepaid_good_takes_a_market_card_for_free():
    s = position({"hand": ["Prepaid Good", "junk"], "deck": ["junk"] * 5})
    act(s, "play Prepaid Good")
    act(s, "take +3")
    assert "Glue" in names(s, s.hands[0])
    assert_turn_over(s)  # no (+)


def test_special_offer_keeps_one_of_three_and_tosses_two():
    s = position({"hand": ["Special Offer", "junk"], "deck": ["junk"] * 5})
    act(s, "play Special Offer")
    act(s, "keep Safety Precaution")
    assert sorted_names(s, s.bin) == ["Dangerous Test", "Nostalgic Item"]
    assert "Safety Precaution" in names(s, s.hands[0])
    assert_turn_over(s)


def test_a_seeded_remaster_game_with_pandas():
    g = play_checked_game(2, 8, folk=FOLK, rng=8, rules=RULES)
    assert g.history
