"""Turtles in the remaster edition (docs/rules/dale-remaster.md, Part 4): every card is a
Finish card (rule ``dale.remaster.finish``): its first part now, then it waits in the
schedule and is finished in an action phase of its owner's (``use NAME``, then the spend).
Expected values worked out by hand; rulings ``remaster.turtles.*`` in docs/rulings.md."""

from __future__ import annotations

from ludoteca.dale import mechanics as m

from testkit.dale import act, assert_bonus_action, assert_turn_over, names, sorted_names
from testkit.remaster import card_id, play, position_of, waiting

FOLK = ["turtles", "dodos", "tuataras"]
#: A full market and a supply, so that the refill after each technique finds cards there.
MARKET = {"slots": ["Greed", "Cache", "Pet Boar", "Sunglasses", "Nesting Doll"], "deck": 6}
position = position_of(FOLK, market_default=MARKET)


def _finish(s, name, *pay):
    act(s, f"use {name}")
    for text in pay:
        act(s, text)


def test_impulsive_visionary_finish_1_draws_one():
    s = position({"hand": ["Impulsive Visionary", "junk"], "deck": ["Cache", "junk"]})  # top first
    act(s, "play Impulsive Visionary")
    assert_bonus_action(s)
    assert names(s, s.schedule[0]) == ["Impulsive Visionary"]
    _finish(s, "Impulsive Visionary", "discard junk")  # spend 1
    assert names(s, s.hands[0]) == ["Cache"]  # the deck's top card drawn
    assert names(s, s.discards[0]) == ["junk", "Impulsive Visionary"] and s.schedule[0] == []


def test_collectors_desire_takes_the_leftmost_market_card_then_the_market_refills():
    s, card = waiting(position, "turtles", "Collector's Desire", 2,
                      {"hand": ["junk", "junk"], "deck": ["junk"] * 5},
                      market={"slots": ["Cache", "Greed", "Sunglasses", "", ""],
                              "deck": ["Pet Boar", "Inspiration", "Insight"]})
    _finish(s, "Collector's Desire", "discard junk", "discard junk")
    assert names(s, s.hands[0]) == ["Sunglasses"]  # slot +2, the leftmost card
    # dale.remaster.refill_after_technique: +2, +3, +4 refilled from the supply's top
    assert names(s, s.market) == ["Cache", "Greed", "Pet Boar", "Inspiration", "Insight"]
    assert card in s.discards[0] and s.actions_left == 1


def test_collectors_desire_has_no_bonus_action():
    s = position({"hand": ["Collector's Desire", "junk"], "deck": ["junk"] * 5})
    act(s, "play Collector's Desire")
    assert_turn_over(s)
    assert names(s, s.schedule[0]) == ["Collector's Desire"]


def test_groundbreaking_idea_tosses_now_and_tops_a_card_once_finished():
    s = position({"hand": ["Groundbreaking Idea", "junk", "junk"], "deck": ["junk"] * 5,
                  "discard": ["Cache", "Greed"]})
    act(s, "play Groundbreaking Idea")
    act(s, "ditch Cache")  # toss: an animalfolk card goes to the bin
    assert names(s, s.bin) == ["Cache"] and names(s, s.discards[0]) == ["Greed"]
    _finish(s, "Groundbreaking Idea", "discard junk", "discard junk")
    assert s.decision().kind == "r_turtles_top"
    act(s, "top Greed")
    assert names(s, s.decks[0])[-1] == "Greed"
    assert names(s, s.discards[0]) == ["junk", "junk", "Groundbreaking Idea"]
    assert s.schedule[0] == []


def test_inspiration_finish_2_draws_two():
    s = position({"hand": ["Inspiration", "Cache"], "deck": ["Greed", "Sunglasses", "junk"]})
    act(s, "play Inspiration")
    assert sorted_names(s, s.hands[0]) == ["Cache"]  # nothing now
    _finish(s, "Inspiration", "discard Cache")  # Cache is worth 4: 2 reached
    assert sorted_names(s, s.hands[0]) == ["Greed", "Sunglasses"]


def test_insight_discards_one_to_three_then_takes_one_once_finished():
    s = position({"hand": ["Insight", "junk", "junk", "junk"],
                  "deck": ["Greed", "Cache", "Sunglasses", "junk"]})  # top first
    act(s, "play Insight")
    assert names(s, s.discards[0]) == ["Greed"]  # the first at once
    assert s.legal_actions() == [("value", 1), ("done",)]
    act(s, "value 1")
    act(s, "done")
    assert names(s, s.discards[0]) == ["Greed", "Cache"]
    _finish(s, "Insight", "discard junk", "discard junk", "discard junk")
    act(s, "keep Cache")
    assert "Cache" in names(s, s.hands[0]) and s.schedule[0] == []


def test_insight_stops_after_three():
    s = position({"hand": ["Insight"], "deck": ["Greed", "Cache", "Sunglasses", "junk"]})
    act(s, "play Insight")
    act(s, "value 1")
    act(s, "value 1")
    assert names(s, s.discards[0]) == ["Greed", "Cache", "Sunglasses"]
    assert s.decision().kind == "action"


def test_perfect_move_finish_3_makes_every_card_count_one_more():
    s = position({"hand": ["Perfect Move", "junk", "junk", "junk", "Greed"],
                  "deck": ["junk"] * 5})
    act(s, "play Perfect Move")
    _finish(s, "Perfect Move", "discard junk", "discard junk", "discard junk")
    greed = s.hands[0][0]
    assert m.value_of(s, greed) == 3  # Greed 2 + 1 this turn
    assert s.effects == [("r_perfect_move",)]


def test_a_random_game_with_turtles():
    g = play(FOLK, 4, turn_cap=60)
    assert g.state.turn > 1


def test_the_ids_follow_the_editions_order():
    assert card_id("turtles", "Impulsive Visionary") > card_id("penguins", "Fishing")
