"""Echidnas in the remaster edition (docs/rules/dale-remaster.md, "Echidnas"; rulings in
docs/rulings.md, "Remaster — Echidnas"): Bargain Seeker, Velocipede and Matching Colours
reworked; Carefree Swapper, Delicacy and Umbrella kept from the classic declarations
(tests/dale/animalfolk/test_echidnas.py), checked here once each under the remaster ruleset.

Expected piles are worked out by hand. Positions are 2-player position files (deck lists top
first, discard piles bottom first), seat 1 to act.
"""

from __future__ import annotations

from testkit.dale import act, names, play_checked_game, sorted_names
from testkit.positions import builder

from ludoteca.dale import editions
from ludoteca.dale.animalfolk import pandas

RULES = editions.build("remaster", ["echidnas", "macaws", pandas.deck])
FOLK = ["echidnas", "macaws", "pandas"]
SLOTS = ["Umbrella", "Cookies", "Delicacy", "Shattered Relic", "Prepaid Good"]
position = builder(folk=FOLK, seed=3, junk=None, rules=RULES,
                   market_default={"slots": SLOTS, "deck": 4},
                   opponent={"hand": ["junk"] * 5, "deck": ["junk"] * 5})


def test_kept_and_reworked_cards():
    classic = editions.classic()
    for name in ("Carefree Swapper", "Delicacy", "Umbrella"):
        assert RULES.techniques[name] is classic.techniques[name]
    for name in ("Bargain Seeker", "Velocipede", "Matching Colours"):
        assert RULES.summary_ids[name] == f"card.remaster.{name}"
    assert "Velocipede" not in RULES.hooks["enters_stalls"]


def test_bargain_seeker_fills_only_the_emptied_slot():
    # slot +0 emptied by a purchase earlier: the rightmost card is Cookies at +1
    s = position({"hand": ["Bargain Seeker", "junk"], "deck": ["junk"] * 5},
                 market={"slots": ["", "Cookies", "Delicacy", "Shattered Relic", "Prepaid Good"],
                         "deck": ["Spyglass", "Market Discovery"]})
    act(s, "use Bargain Seeker")
    assert names(s, s.bin) == ["Cookies"]
    # +1 gets the supply's top card; +0 stays empty, nothing slides
    assert s.market[0] == -1 and names(s, [s.market[1]]) == ["Spyglass"]
    assert names(s, s.market[2:]) == ["Delicacy", "Shattered Relic", "Prepaid Good"]
    assert names(s, s.market_deck) == ["Market Discovery"] and s.actions_left == 1


def test_velocipede_tosses_the_supply_top_then_swaps_with_the_bin():
    s = position({"hand": ["Velocipede", "Cookies", "junk"], "deck": ["junk"] * 5},
                 market={"slots": SLOTS, "deck": ["Spyglass", "Market Discovery"],
                         "discard": ["Prepaid Good"]})
    act(s, "play Velocipede")
    assert s.legal_actions() == [("ditch",), ("pass",)]
    act(s, "ditch")
    assert names(s, s.bin) == ["Prepaid Good", "Spyglass"]
    assert s.legal_actions() == [("ditch", "Cookies"), ("pass",)]  # junk is no animalfolk
    act(s, "ditch Cookies")  # Spyglass, just tossed, comes to the hand
    assert sorted_names(s, s.hands[0]) == ["Spyglass", "junk"]
    assert names(s, s.bin) == ["Prepaid Good", "Cookies"]
    assert names(s, s.discards[0]) == ["Velocipede"] and s.actions_left == 1


def test_velocipede_both_parts_may_be_declined():
    s = position({"hand": ["Velocipede", "Cookies"], "deck": ["junk"] * 5},
                 market={"slots": SLOTS, "deck": ["Spyglass"], "discard": ["Prepaid Good"]})
    act(s, "play Velocipede")
    act(s, "pass")
    act(s, "pass")
    assert names(s, s.hands[0]) == ["Cookies"] and names(s, s.market_deck) == ["Spyglass"]


def test_matching_colours_may_swap_with_your_own_stall():
    s = position({"hand": ["Matching Colours", "Cookies"], "deck": ["junk"] * 5,
                  "stall": [["Swift Broker"], ["Prepaid Good"]]},
                 {"hand": ["junk"], "deck": ["junk"], "stall": [["Loyal Partner"]]})
    act(s, "play Matching Colours")
    assert s.legal_actions() == [("take", 0, 1, "Prepaid Good")]  # Cookies counts 2
    act(s, "take Prepaid Good from seat 1 stack 2")
    act(s, "give Cookies to seat 1")
    assert [names(s, st) for st in s.stalls[0]] == [["Swift Broker"], ["Cookies"]]
    assert names(s, s.hands[0]) == ["Prepaid Good"]


def test_carefree_swapper_as_in_the_classic():
    s = position({"hand": ["Carefree Swapper"], "deck": ["junk"] * 5},
                 {"hand": ["junk"], "deck": ["junk"], "discard": ["junk", "Cookies"]})
    act(s, "play Carefree Swapper")
    act(s, "target seat 2")
    assert names(s, s.hands[0]) == ["Cookies"]
    assert names(s, s.discards[1]) == ["junk", "Carefree Swapper"]


def test_delicacy_as_in_the_classic():
    s = position({"hand": ["Delicacy"], "deck": ["junk"] * 5},
                 {"hand": ["junk"], "deck": ["Spyglass", "Cookies", "junk"]})
    act(s, "play Delicacy")
    act(s, "target seat 2")
    act(s, "keep Spyglass")
    assert names(s, s.hands[0]) == ["Spyglass"]
    assert sorted_names(s, s.decks[1]) == ["Cookies", "Delicacy", "junk"]


def test_umbrella_as_in_the_classic():
    s = position({"hand": ["Umbrella"], "deck": ["junk"] * 5},
                 {"hand": ["Spyglass", "Spyglass"], "deck": ["junk"]})
    act(s, "play Umbrella")
    act(s, "target seat 2")
    act(s, "keep Spyglass")
    assert names(s, s.hands[0]) == ["Spyglass"]
    assert sorted_names(s, s.hands[1]) == ["Spyglass", "Umbrella"]


def test_a_seeded_random_game():
    g = play_checked_game(2, 9, folk=FOLK, rng="remaster-echidnas", rules=RULES, turn_cap=60)
    assert g.history
