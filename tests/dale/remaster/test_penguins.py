"""Penguins in the remaster edition (docs/rules/dale-remaster.md, Part 4): Ice Trade, Stove and
Practical Values reprinted from the classic; Resourceful Ally, Traveling Equipment and Fishing
reworked. Expected values worked out by hand; rulings ``remaster.penguins.*`` and
``dale.card.spend`` in docs/rulings.md."""

from __future__ import annotations

from ludoteca.dale import editions
from ludoteca.dale import mechanics as m

from testkit.dale import act, assert_bonus_action, names, sorted_names
from testkit.remaster import RULES, play, position_of

FOLK = ["penguins", "tuataras", "turtles"]
MARKET = {"slots": ["Greed", "Cache", "Inspiration", "Golden Opportunity", "Insight"],
          "deck": ["Collector's Desire", "Groundbreaking Idea", "Perfect Move"]}
position = position_of(FOLK, market_default=MARKET)


def test_the_kept_cards_are_the_classic_declarations():
    classic = editions.classic()
    assert RULES.techniques["Ice Trade"] is classic.techniques["Ice Trade"]
    assert RULES.hooks["stack_spend"]["Stove"] is classic.hooks["stack_spend"]["Stove"]
    assert RULES.summary_ids["Fishing"] == "card.remaster.Fishing"


def test_resourceful_ally_spends_1_and_moves_one_or_two_cards_under_the_deck():
    s = position({"hand": ["Resourceful Ally", "junk"], "deck": ["junk"] * 3,
                  "discard": ["Cache", "Greed"]})
    act(s, "play Resourceful Ally")
    act(s, "discard junk")  # spend 1: the junk joins the discard pile
    assert ("done",) not in s.legal_actions()  # the first card is a must
    act(s, "keep Cache")
    assert ("done",) in s.legal_actions()
    act(s, "keep junk")
    assert names(s, s.decks[0])[:2] == ["junk", "Cache"]  # the bottom first in the list
    assert names(s, s.discards[0]) == ["Greed", "Resourceful Ally"]  # the card after its effect
    assert_bonus_action(s)


def test_ice_trade_as_in_the_classic():
    s = position({"hand": ["Ice Trade", "junk", "junk"], "deck": ["junk"] * 5})
    act(s, "play Ice Trade")
    act(s, "value 2")
    act(s, "discard junk")
    act(s, "discard junk")
    # the supply's top card to the hand; then the market is full, nothing to refill
    assert "Collector's Desire" in names(s, s.hands[0])


def test_traveling_equipment_spends_2_draws_2_and_tosses_1():
    s = position({"hand": ["Traveling Equipment", "Cache"], "deck": ["Greed", "junk", "junk"]})
    act(s, "play Traveling Equipment")
    act(s, "discard Cache")  # worth 4: the 2 are reached
    assert sorted_names(s, s.hands[0]) == ["Greed", "junk"]
    act(s, "ditch junk")
    assert names(s, s.hands[0]) == ["Greed"] and len(s.junk) == 1
    assert names(s, s.discards[0]) == ["Cache", "Traveling Equipment"]


def test_stove_as_in_the_classic():
    # stack 2 totals 2: Stove counted 2 costs 2 * 2 - 1 = 3, spent after the build
    s = position({"hand": ["Stove", "junk", "junk", "junk"], "deck": ["junk"] * 5,
                  "stall": [["Resourceful Ally"]]})
    act(s, "build Stove-2")
    for _ in range(3):
        act(s, "discard junk")
    assert names(s, s.stalls[0][1]) == ["Stove"] and names(s, s.discards[0]) == ["junk"] * 3


def test_fishing_spends_x_and_puts_x_cards_on_the_deck():
    s = position({"hand": ["Fishing", "junk", "junk"], "deck": ["junk"] * 3,
                  "discard": ["Cache"]})
    act(s, "play Fishing")
    assert s.legal_actions() == [("value", 1), ("value", 2)]
    act(s, "value 2")
    act(s, "discard junk")
    act(s, "discard junk")
    act(s, "top Cache")
    assert s.decision().kind == "r_penguins_fishing"  # exactly 2
    act(s, "top junk")
    assert names(s, s.decks[0])[-2:] == ["Cache", "junk"]  # the last one on top
    assert names(s, s.discards[0]) == ["junk", "Fishing"]


def test_practical_values_as_in_the_classic():
    s = position({"hand": ["Practical Values", "junk"], "deck": ["junk"] * 5})
    act(s, "play Practical Values")
    assert m.value_of(s, s.hands[0][0]) == 5  # junk 1 counts 5


def test_a_random_game_with_penguins():
    g = play(FOLK, 8, turn_cap=60)
    assert g.state.turn > 1
