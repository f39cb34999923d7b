"""Capuchins, a new deck of the remaster edition (docs/rules/dale-remaster.md, Part 4).
Expected values worked out by hand; rulings ``remaster.capuchins.*`` in docs/rulings.md."""

from __future__ import annotations

from testkit.dale import act, assert_bonus_action, assert_turn_over, names, sorted_names
from testkit.remaster import play, position_of

FOLK = ["capuchins", "olms", "dodos"]
MARKET = {"slots": ["Coin Keeper", "Softness Shroud", "Sunglasses", "Medicine Masher",
                    "Pet Boar"], "deck": 6}
position = position_of(FOLK, market_default=MARKET)


def test_deceptive_guide_gains_3_and_gives_1_to_another_player():
    s = position({"hand": ["Deceptive Guide"], "deck": ["junk"] * 5})
    act(s, "play Deceptive Guide")
    assert s.legal_actions() == [("target", 1)]
    act(s, "target seat 2")
    assert s.coins == [2, 1]
    assert_bonus_action(s)


def test_coin_keeper_gains_a_coin_once_per_turn_and_is_no_action():
    s = position({"hand": ["Coin Keeper", "junk"], "deck": ["junk"] * 5})
    act(s, "use Coin Keeper")
    assert s.coins == [1, 0] and s.actions_left == 1
    assert ("use", "Coin Keeper") not in s.legal_actions()  # dale.passive.reuse


def test_cocktail_gives_a_card_and_takes_a_coin():
    s = position({"hand": ["Cocktail", "junk", "Sunglasses"], "deck": ["junk"] * 5},
                 {"hand": ["junk"], "deck": ["junk"] * 5, "coins": 2})
    act(s, "play Cocktail")
    act(s, "give Sunglasses to seat 2")
    assert sorted_names(s, s.hands[1]) == ["Sunglasses", "junk"]
    assert s.coins == [1, 1]


def test_cocktail_without_the_other_players_coin():
    s = position({"hand": ["Cocktail", "junk"], "deck": ["junk"] * 5})
    act(s, "play Cocktail")
    act(s, "give junk to seat 2")
    assert s.coins == [0, 0] and names(s, s.hands[1]) == ["junk", "junk"]


def test_fishing_pole_spends_2_to_look_at_a_random_hand_card_and_take_it():
    s = position({"hand": ["Fishing Pole", "junk", "junk"], "deck": ["junk"] * 5},
                 {"hand": ["Sunglasses"], "deck": ["junk"] * 5})
    act(s, "play Fishing Pole")
    act(s, "discard junk")
    act(s, "discard junk")
    act(s, "target seat 2")
    assert s.legal_actions() == [("keep", "Sunglasses"), ("pass",)]  # the only card
    act(s, "keep Sunglasses")
    assert names(s, s.hands[0]) == ["Sunglasses"] and s.hands[1] == []


def test_fishing_pole_may_give_the_card_back():
    s = position({"hand": ["Fishing Pole"], "deck": ["junk"] * 5, "coins": 2},
                 {"hand": ["Sunglasses"], "deck": ["junk"] * 5})
    act(s, "play Fishing Pole")
    act(s, "coins 2")
    act(s, "target seat 2")
    act(s, "pass")
    assert names(s, s.hands[1]) == ["Sunglasses"] and s.aside == []


def test_crowbar_takes_one_of_the_top_two_the_other_is_discarded():
    s = position({"hand": ["Crowbar"], "deck": ["junk"] * 5, "coins": 2},
                 {"hand": ["junk"], "deck": ["Cocktail", "Pet Boar", "junk"]})
    act(s, "play Crowbar")
    act(s, "coins 2")
    act(s, "target seat 2")
    assert sorted(s.legal_actions()) == [("keep", "Cocktail"), ("keep", "Pet Boar"), ("pass",)]
    act(s, "keep Pet Boar")
    assert names(s, s.hands[0]) == ["Pet Boar"]
    assert names(s, s.discards[1]) == ["Cocktail"] and names(s, s.decks[1]) == ["junk"]


def test_unattended_property_takes_one_of_the_top_two_of_a_discard_pile():
    s = position({"hand": ["Unattended Property", "junk", "junk"], "deck": ["junk"] * 5},
                 {"hand": ["junk"], "deck": ["junk"] * 5,
                  "discard": ["Cocktail", "junk", "Pet Boar"]})  # bottom first
    act(s, "play Unattended Property")
    act(s, "discard junk")
    act(s, "discard junk")
    act(s, "target seat 2")
    assert set(s.legal_actions()) == {("keep", "Pet Boar"), ("keep", "junk")}  # not Cocktail
    act(s, "keep Pet Boar")
    assert names(s, s.discards[1]) == ["Cocktail", "junk"]
    assert_turn_over(s)  # no (+)


def test_a_random_game_with_capuchins():
    g = play(FOLK, 6, turn_cap=60)
    assert g.state.turn > 1
