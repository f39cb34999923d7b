"""Penguins (the Collection): Resourceful Ally, Ice Trade, Traveling Equipment, Stove, Fishing,
Practical Values.

Expected values are worked out by hand from docs/rules/dale-cards.md (Penguins) and the rulings
of docs/rulings.md: ``dale.card.spend`` (spend x = discard hand cards whose current values add
up to at least x, coins 1 each; a spend that cannot be paid does nothing, nor does the rest of
the effect), ``dale.card.penguins.ice_trade``, ``dale.card.penguins.stove``. Piles keep their
top at the end; position files list decks top first.
"""

from __future__ import annotations

from ludoteca.dale import mechanics as m

from ludoteca.dale.editions import classic as _classic
cards_of = _classic().cards_of

from testkit.collection import position
from testkit.dale import act, assert_bonus_action, assert_turn_over, card_named, names, refused
from testkit.dale import sorted_names


# -- the spend step (dale.card.spend) -----------------------------------------------------------

def test_spend_offers_hand_cards_of_value_and_coins_and_no_pass():
    s = position({"hand": ["Ice Trade", "Greed", "junk"], "deck": ["junk"] * 5, "coins": 2},
                 market={"deck": ["Cache"]})
    act(s, "play Ice Trade")
    act(s, "value 1")
    assert s.decision().kind == "spend"
    assert s.legal_actions() == [("discard", "Greed"), ("discard", "junk"), ("coins", 1)]
    refused(s, "pass", "dale.technique.play")
    refused(s, "discard Stove")  # not in the hand


def test_spend_with_a_coin_pays_1_and_returns_it():
    s = position({"hand": ["Ice Trade", "Greed"], "deck": ["junk"] * 5, "coins": 2},
                 market={"deck": ["Cache", "junk"]})  # Cache on top
    act(s, "play Ice Trade")
    act(s, "value 1")
    act(s, "coins 1")
    assert s.coins[0] == 1
    # Ice Trade has no bonus action: the turn is over; Cache (top of the market deck) was
    # taken, the Greed kept, and the clean-up drew 3 junk.
    assert_turn_over(s)
    assert sorted_names(s, s.hands[0]) == ["Cache", "Greed", "junk", "junk", "junk"]
    assert names(s, s.discards[0]) == ["Ice Trade"]
    assert names(s, s.market) == ["junk", "", "", "", ""]  # the clean-up's refill


# -- Resourceful Ally -------------------------------------------------------------------------

def test_resourceful_ally_moves_a_discard_card_to_the_bottom_of_the_deck():
    s = position({"hand": ["Resourceful Ally", "junk"], "deck": ["Greed", "junk"],
                  "discard": ["Cache", "Stove"]})
    act(s, "play Resourceful Ally")
    assert s.legal_actions() == [("keep", "Cache"), ("keep", "Stove")]
    refused(s, "keep Greed", "dale.technique.play")  # not in the discard pile
    act(s, "keep Cache")
    assert names(s, s.decks[0]) == ["Cache", "junk", "Greed"]  # bottom first; Greed on top
    assert names(s, s.discards[0]) == ["Stove", "Resourceful Ally"]
    assert_bonus_action(s)


def test_resourceful_ally_with_an_empty_discard_pile_does_nothing():
    s = position({"hand": ["Resourceful Ally", "junk"], "deck": ["Greed"]})
    act(s, "play Resourceful Ally")
    assert names(s, s.decks[0]) == ["Greed"]
    assert names(s, s.discards[0]) == ["Resourceful Ally"]
    assert_bonus_action(s)


# -- Ice Trade --------------------------------------------------------------------------------

def test_ice_trade_spends_a_card_then_takes_the_top_supply_card():
    s = position({"hand": ["Ice Trade", "Cache", "junk"], "deck": ["junk"] * 5},
                 market={"deck": ["Greed", "Stove"]})  # Greed on top
    act(s, "play Ice Trade")
    act(s, "value 1")
    act(s, "discard Cache")  # worth 4: more than the 1 needed, the spend ends
    assert_turn_over(s)
    assert sorted_names(s, s.hands[0]) == ["Greed", "junk", "junk", "junk", "junk"]
    assert names(s, s.discards[0]) == ["Cache", "Ice Trade"]
    # The clean-up refilled the empty market with what was left: Stove, in slot +0.
    assert names(s, s.market) == ["Stove", "", "", "", ""] and s.market_deck == []


def test_ice_trade_spends_any_amount_chosen_first():
    # ruling dale.card.penguins.ice_trade (issue 26 item 2): "spend any amount of at least 1":
    # hand Cache (4), junk, junk and 1 coin can pay up to 7; seat 1 chooses 2 and pays it
    # with both junk cards, keeping Cache; then it takes Greed, the top of the market deck.
    s = position({"hand": ["Ice Trade", "Cache", "junk", "junk"], "deck": ["junk"] * 5,
                  "coins": 1}, market={"deck": ["Greed", "Stove"]})
    act(s, "play Ice Trade")
    assert s.decision().kind == "ice_trade_amount"
    assert s.legal_actions() == [("value", x) for x in range(1, 8)]
    act(s, "value 2")
    act(s, "discard junk")
    assert s.decision().kind == "spend"  # 1 of 2 paid: the spend goes on
    act(s, "discard junk")
    assert_turn_over(s)
    assert names(s, s.discards[0]) == ["junk", "junk", "Ice Trade"] and s.coins[0] == 1
    assert sorted_names(s, s.hands[0]) == ["Cache", "Greed", "junk", "junk", "junk"]


def test_ice_trade_that_cannot_be_paid_does_nothing():
    # Nothing else in hand and no coin: the spend has no choice (dale.technique.fizzle).
    s = position({"hand": ["Ice Trade"], "deck": ["junk"] * 5}, market={"deck": ["Greed"]})
    act(s, "play Ice Trade")
    assert_turn_over(s)
    assert names(s, s.market) == ["Greed", "", "", "", ""]  # not taken: refilled at clean-up
    assert names(s, s.discards[0]) == ["Ice Trade"]


# -- Traveling Equipment ----------------------------------------------------------------------

def test_traveling_equipment_spends_draws_two_ditches_one_discards_one():
    s = position({"hand": ["Traveling Equipment", "junk", "Greed"],
                  "deck": ["Cache", "Stove", "junk"]})
    act(s, "play Traveling Equipment")
    act(s, "discard junk")  # spend 1
    assert sorted_names(s, s.hands[0]) == ["Cache", "Greed", "Stove"]
    assert s.decision().kind == "traveling_ditch"
    act(s, "ditch Greed")
    assert names(s, s.bin) == ["Greed"]  # thrown away: the market discard pile
    assert s.decision().kind == "traveling_discard"
    refused(s, "discard Greed")  # thrown away already
    act(s, "discard Stove")
    assert names(s, s.hands[0]) == ["Cache"]
    assert names(s, s.discards[0]) == ["junk", "Stove", "Traveling Equipment"]
    assert names(s, s.decks[0]) == ["junk"]
    assert_bonus_action(s)


def test_traveling_equipment_draw_reshuffles_an_empty_deck():
    s = position({"hand": ["Traveling Equipment", "junk"], "deck": [],
                  "discard": ["Cache"]})
    act(s, "play Traveling Equipment")
    act(s, "discard junk")  # the discard pile is now Cache, junk: reshuffled into the deck
    assert sorted_names(s, s.hands[0]) == ["Cache", "junk"]
    act(s, "ditch junk")
    act(s, "discard Cache")
    assert s.decks[0] == [] and names(s, s.discards[0]) == ["Cache", "Traveling Equipment"]


# -- Stove ------------------------------------------------------------------------------------

def test_stove_counts_1_for_stack_1_by_spending_1():
    s = position({"hand": ["Stove", "Greed", "junk"], "deck": ["junk"] * 5})
    assert ("build", ("Stove-3",)) in s.legal_actions()
    act(s, "build Stove-3")  # value 1 = ceil(x/2) for x = 1
    assert names(s, s.stalls[0][0]) == ["Stove"]
    assert s.decision().kind == "spend" and s.frames[-1][2] == 1
    act(s, "discard junk")
    assert names(s, s.discards[0]) == ["junk"]
    assert_turn_over(s)


def test_stove_at_its_own_value_costs_nothing():
    s = position({"hand": ["Stove"], "deck": ["junk"] * 5,
                  "stall": [["Resourceful Ally"], ["Greed"], ["Traveling Equipment"]]})
    act(s, "build Stove")  # stack 4, Stove worth 4
    assert len(s.stalls[0]) == 4 and not s.frames
    assert_turn_over(s)


def test_stove_needs_a_payment_the_rest_of_the_hand_can_cover():
    # Stack 2 with Stove worth 2 costs 3; Greed (2) alone cannot pay it, Greed and a coin can.
    s = position({"hand": ["Stove", "Greed"], "deck": ["junk"] * 5,
                  "stall": [["Resourceful Ally"]]})
    assert not any(a[0] == "build" and "Stove-2" in a[1] for a in s.legal_actions())
    err = refused(s, "build Stove-2", "dale.stall.exact_total")
    assert err.reason == "stack_spend"
    s2 = position({"hand": ["Stove", "Greed"], "deck": ["junk"] * 5, "coins": 1,
                   "stall": [["Resourceful Ally"]]})
    act(s2, "build Stove-2")
    act(s2, "discard Greed")
    act(s2, "coins 1")
    assert s2.coins[0] == 0 and names(s2, s2.stalls[0][1]) == ["Stove"]
    assert_turn_over(s2)


def test_stove_may_not_count_0():
    # Stack 2 = Ice Trade (2) + Stove counted 0: the value must be 1–8 (ruling).
    s = position({"hand": ["Stove", "Ice Trade"], "deck": ["junk"] * 5, "coins": 50,
                  "stall": [["Resourceful Ally"]]})
    err = refused(s, "build Ice Trade, Stove-4", "dale.stall.exact_total")
    assert err.reason == "stack_value"
    assert not any(a[0] == "build" and "Stove-4" in a[1] for a in s.legal_actions())


# -- Fishing ----------------------------------------------------------------------------------

def test_fishing_puts_up_to_three_discard_cards_on_top_of_the_deck():
    s = position({"hand": ["Fishing", "junk"], "deck": ["Stove"],
                  "discard": ["Greed", "Cache", "Ice Trade", "Stove"]})
    act(s, "play Fishing")
    act(s, "discard junk")
    act(s, "top Cache")
    act(s, "top Greed")
    act(s, "top junk")  # the third: the step ends by itself
    assert names(s, s.decks[0]) == ["Stove", "Cache", "Greed", "junk"]  # junk on top
    assert names(s, s.discards[0]) == ["Ice Trade", "Stove", "Fishing"]
    assert_bonus_action(s)


def test_fishing_may_move_no_card():
    s = position({"hand": ["Fishing", "junk"], "deck": ["Stove"], "discard": ["Greed"]})
    act(s, "play Fishing")
    act(s, "discard junk")
    assert ("done",) in s.legal_actions()
    act(s, "done")
    assert names(s, s.decks[0]) == ["Stove"]
    assert names(s, s.discards[0]) == ["Greed", "junk", "Fishing"]


# -- Practical Values -------------------------------------------------------------------------

def test_practical_values_flips_the_values_for_the_turn():
    s = position({"hand": ["Practical Values", "Greed", "Cache", "Fishing", "Golden Opportunity",
                           "junk"], "deck": ["junk"] * 5})
    act(s, "play Practical Values")
    hand = s.hands[0]
    assert [m.value_of(s, card_named(s, hand, n)) for n in
            ("Greed", "Cache", "Fishing", "Golden Opportunity", "junk")] == [4, 2, 1, 3, 5]
    # Stack 1 can now be the Fishing alone (5 counts 1).
    assert ("build", ("Fishing",)) in s.legal_actions()
    act(s, "inventory")
    assert s.effects == [] and m.value_of(s, card_named(s, s.hands[0], "Greed")) == 2


def test_practical_values_after_flashy_show_applies_in_order():
    # dale.value.order: Flashy Show first turns a 1 into 2, then Practical Values into 4.
    s = position({"hand": ["junk", "Cache"], "deck": ["junk"] * 5},
                 folk=["macaws", "penguins", "tuataras"],
                 turn={"effects": ["Flashy Show", "Practical Values"]})
    hand = s.hands[0]
    assert m.value_of(s, card_named(s, hand, "junk")) == 4
    assert m.value_of(s, card_named(s, hand, "Cache")) == 1  # 4 -> 5 -> 1


# -- random games (invariants of tests/dale/test_random_games.py) --------------------------------

import pytest  # noqa: E402

from testkit.collection import play_checked  # noqa: E402

GAMES = [(2, 4, ["penguins", "pandas", "squirrels"]),
         (3, 5, ["penguins", "turtles", "macaws", "chameleons"]),
         (4, 6, ["penguins", "tuataras", "turtles", "ocelots", "pandas"])]


@pytest.mark.parametrize("n,seed,folk", GAMES)
@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_random_games_with_penguins_keep_the_invariants(n, seed, folk, bot):
    s, history, played = play_checked(n, seed, folk, bot)
    assert len(history) > 40
    if bot == "greedy":  # the greedy policy plays the deck's techniques
        ours = {t.name for t in cards_of("penguins")}
        assert ours & set(played), played
