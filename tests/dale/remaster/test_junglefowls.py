"""Junglefowls (new in the remaster; docs/rules/dale-remaster.md, "Junglefowls"): each card
tested at dawn, by day and at night (the per-seat clock, rule ``dale.remaster.clock``).
Expected piles are worked out by hand: position deck lists are top first, discard piles bottom
first; internal piles list the top card last.
"""

from __future__ import annotations

from testkit.dale import (
    assert_bonus_action,
    assert_turn_over,
    card_named,
    names,
    play_checked_game,
)
from testkit.dale import sorted_names as sorted_
from testkit.positions import builder

from ludoteca.dale import editions, mechanics
from ludoteca.dale.animalfolk import pandas
from ludoteca.dale.notation import parse

RULES = editions.build("remaster", ["macaws", "junglefowls", pandas.deck])
FOLK = ["junglefowls", "macaws", "pandas"]
position = builder(folk=FOLK, seed=5, market_default={}, rules=RULES)


def act(s, text: str) -> None:
    s.apply(parse(text, s.cfg.rules))


def at(s, phase: str, seat: int = 0):
    s.extra["clock"][seat] = phase
    return s


DECK = ["Cookies", "Spyglass", "Swift Broker", "Flashy Show", "junk", "junk"]


# -- Early Riser (1, T, +) ---------------------------------------------------------------------
def test_early_riser_draws_two_at_dawn_one_later():
    for phase, drawn in (("dawn", ["Cookies", "Spyglass"]), ("day", ["Cookies"]),
                         ("night", ["Cookies"])):
        s = at(position({"hand": ["Early Riser"], "deck": DECK}), phase)
        act(s, "play Early Riser")
        assert sorted_(s, s.hands[0]) == sorted(drawn)
        assert_bonus_action(s)
    s = position({"hand": ["Early Riser", "Early Riser"], "deck": DECK})
    act(s, "play Early Riser")  # at dawn: 2 (Cookies, Spyglass); the clock moves to day
    act(s, "play Early Riser")  # by day: 1 (Swift Broker)
    assert sorted_(s, s.hands[0]) == ["Cookies", "Spyglass", "Swift Broker"]
    assert s.extra["clock"][0] == "night"


# -- Morning Duty (2, T, no +) -----------------------------------------------------------------
def test_morning_duty_takes_the_supply_top_and_at_dawn_the_hand_size_is_three_larger():
    s = position({"hand": ["Morning Duty"], "deck": ["junk"] * 12},
                 market={"deck": ["Spyglass", "Cookies"]})
    assert mechanics.hand_size(s, 0) == 5
    act(s, "play Morning Duty")  # the turn's action (no bonus): the clean-up follows
    assert_turn_over(s)
    assert sorted_(s, s.hands[0]) == sorted(["Spyglass"] + ["junk"] * 7)  # 8 = 5 + 3
    for phase in ("day", "night"):
        s = at(position({"hand": ["Morning Duty"], "deck": ["junk"] * 12},
                        market={"deck": ["Spyglass", "Cookies"]}), phase)
        act(s, "play Morning Duty")
        assert sorted_(s, s.hands[0]) == sorted(["Spyglass"] + ["junk"] * 4)  # 5


# -- Sewing Essentials (3, T, +) ---------------------------------------------------------------
def test_sewing_essentials_tosses_one_and_draws_two_at_dawn():
    s = position({"hand": ["Sewing Essentials", "junk", "Cookies"], "deck": DECK})
    act(s, "play Sewing Essentials")
    assert sorted(s.legal_actions()) == [("ditch", "Cookies"), ("ditch", "junk")]
    act(s, "ditch junk")
    assert len(s.junk) == 1
    assert sorted_(s, s.hands[0]) == ["Cookies", "Cookies", "Spyglass"]
    assert_bonus_action(s)
    # dale.remaster.refill_after_technique: the empty market is refilled from the supply
    # (top first into +0); it holds enough that the bin is not reshuffled into it
    supply = ["Shattered Relic", "Favourite Toy", "Morning Duty", "Feather Duster",
              "Serving Dish"]
    for phase in ("day", "night"):
        s = at(position({"hand": ["Sewing Essentials", "junk", "Cookies"], "deck": DECK},
                        market={"deck": supply}), phase)
        act(s, "play Sewing Essentials")
        act(s, "ditch Cookies")
        assert names(s, s.bin) == ["Cookies"] and names(s, s.hands[0]) == ["junk"]
        assert names(s, s.market) == supply and s.market_deck == []
    s = position({"hand": ["Sewing Essentials"], "deck": DECK})  # nothing to toss
    act(s, "play Sewing Essentials")
    assert s.legal_actions() == [("done",)]
    act(s, "done")
    assert sorted_(s, s.hands[0]) == ["Cookies", "Spyglass"]


# -- Feather Duster (4, T, +) ------------------------------------------------------------------
def test_feather_duster_looks_at_four_at_dawn_two_later():
    s = position({"hand": ["Feather Duster"], "deck": DECK})
    act(s, "play Feather Duster")
    assert sorted(a[1] for a in s.legal_actions()) == ["Cookies", "Flashy Show", "Spyglass",
                                                       "Swift Broker"]
    act(s, "keep Spyglass")
    act(s, "top Cookies")
    act(s, "top Swift Broker")  # Flashy Show last, on top
    assert names(s, s.hands[0]) == ["Spyglass"]
    assert names(s, s.decks[0]) == ["junk", "junk", "Cookies", "Swift Broker", "Flashy Show"]
    assert_bonus_action(s)
    for phase in ("day", "night"):
        s = at(position({"hand": ["Feather Duster"], "deck": DECK}), phase)
        act(s, "play Feather Duster")
        assert sorted(s.legal_actions()) == [("keep", "Cookies"), ("keep", "Spyglass")]
        act(s, "keep Cookies")
        assert names(s, s.decks[0]) == ["junk", "junk", "Flashy Show", "Swift Broker",
                                        "Spyglass"]


# -- Organised Cabinets (5, T, +) --------------------------------------------------------------
def test_organised_cabinets_shuffles_the_discard_pile_and_takes_from_its_top():
    discard = ["Cookies", "Spyglass", "Swift Broker", "Flashy Show", "junk"]
    for phase, n in (("dawn", 4), ("day", 2), ("night", 2)):
        s = at(position({"hand": ["Organised Cabinets"], "discard": discard}), phase)
        act(s, "play Organised Cabinets")
        top = names(s, s.discards[0])[-n:]
        assert sorted(a[1] for a in s.legal_actions()) == sorted(set(top))
        act(s, "keep " + top[0])
        assert names(s, s.hands[0]) == [top[0]]
        assert sorted_(s, s.discards[0] + s.hands[0]) == sorted(discard + ["Organised Cabinets"])
        assert_bonus_action(s)


# -- Serving Dish (5, T, +) --------------------------------------------------------------------
def test_serving_dish_draws_a_card_whose_value_follows_the_clock():
    for phase, value in (("dawn", 4), ("day", 3), ("night", 1)):
        s = at(position({"hand": ["Serving Dish"], "deck": ["Cookies"]}), phase)
        act(s, "play Serving Dish")
        c = card_named(s, s.hands[0], "Cookies")
        assert mechanics.value_of(s, c) == value  # Cookies is worth 2
        assert_bonus_action(s)


# -- a game ------------------------------------------------------------------------------------
def test_a_seeded_random_game_with_the_junglefowls():
    g = play_checked_game(2, 17, folk=FOLK, rng=17, rules=RULES)
    assert g.history


def test_a_position_file_accepts_a_stack_built_with_a_serving_dish_card():
    from ludoteca.dale.positions import from_spec

    # stack 1 of a Cookies (2): a Serving Dish at night made it count 1 (hook value_set)
    spec = {"animalfolk": FOLK, "seed": 1,
            "player": [{"hand": [], "stall": [["Cookies"]]}, {"hand": []}]}
    assert names(from_spec(spec, RULES), from_spec(spec, RULES).stalls[0][0]) == ["Cookies"]
