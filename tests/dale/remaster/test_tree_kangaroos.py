"""Tree-kangaroos in the remaster edition (docs/rules/dale-remaster.md, "Tree-kangaroos";
rulings in docs/rulings.md, "Remaster — Tree-kangaroos"): Wheelbarrow, Supply Depot and
Tactical Measurement reworked; Clever Guardian, Barricade and Vigilance kept from the classic
declarations (tests/dale/animalfolk/test_tree_kangaroos.py), checked here once each under the
remaster ruleset.

Expected piles are worked out by hand. Positions are 2-player position files (deck lists top
first, discard piles bottom first), seat 1 to act; a turn is passed with an empty Inventory.
"""

from __future__ import annotations

from testkit.dale import act, names, play_checked_game, sorted_names
from testkit.positions import builder

from ludoteca.dale import editions
from ludoteca.dale.animalfolk import pandas

RULES = editions.build("remaster", ["tree_kangaroos", "macaws", pandas.deck])
FOLK = ["tree_kangaroos", "macaws", "pandas"]
SLOTS = ["Vigilance", "Cookies", "Wheelbarrow", "Shattered Relic", "Prepaid Good"]
position = builder(folk=FOLK, seed=3, junk=None, rules=RULES,
                   market_default={"slots": SLOTS, "deck": 4},
                   opponent={"hand": ["junk"] * 5, "deck": ["junk"] * 5})


def test_kept_and_reworked_cards():
    classic = editions.classic()
    for name in ("Clever Guardian", "Vigilance"):
        assert RULES.techniques[name] is classic.techniques[name]
    assert RULES.summary_ids["Barricade"] == "card.Barricade"
    for name in ("Wheelbarrow", "Supply Depot", "Tactical Measurement"):
        assert RULES.summary_ids[name] == f"card.remaster.{name}"
    assert "Tactical Measurement" not in RULES.abilities


def test_wheelbarrow_tosses_the_top_card():
    s = position({"hand": ["Wheelbarrow"], "deck": ["Cookies", "junk"]})
    act(s, "play Wheelbarrow")
    assert s.legal_actions() == [("ditch", "Cookies"), ("store", "Cookies")]
    act(s, "ditch Cookies")
    assert names(s, s.bin) == ["Cookies"] and names(s, s.decks[0]) == ["junk"]
    assert names(s, s.discards[0]) == ["Wheelbarrow"] and s.schedule[0] == []


def test_wheelbarrow_stores_the_top_card_until_the_next_turn():
    s = position({"hand": ["Wheelbarrow"], "deck": ["Cookies"] + ["junk"] * 9})
    act(s, "play Wheelbarrow")
    act(s, "store Cookies")
    assert names(s, s.stored[0]) == ["Cookies"] and s.pending == [("stored_card", 0)]
    assert names(s, s.schedule[0]) == ["Wheelbarrow"] and s.actions_left == 1
    act(s, "inventory")  # clean-up: 5 junk drawn
    act(s, "inventory")  # seat 2 passes; seat 1's turn: Cookies back, Wheelbarrow released
    assert sorted_names(s, s.hands[0]) == ["Cookies"] + ["junk"] * 5
    assert s.stored[0] == [] and s.schedule[0] == [] and s.pending == []
    assert names(s, s.discards[0]) == ["Wheelbarrow"]


def test_supply_depot_stores_the_top_two_deck_cards():
    s = position({"hand": ["Supply Depot"], "deck": ["Cookies", "Spyglass"] + ["junk"] * 8})
    act(s, "play Supply Depot")
    assert sorted_names(s, s.stored[0]) == ["Cookies", "Spyglass"]
    assert s.pending == [("stored_card", 0), ("stored_card", 0)]
    assert names(s, s.schedule[0]) == ["Supply Depot"] and s.actions_left == 1
    act(s, "inventory")
    act(s, "inventory")
    assert sorted_names(s, s.hands[0]) == ["Cookies", "Spyglass"] + ["junk"] * 5
    assert names(s, s.discards[0]) == ["Supply Depot"] and s.stored[0] == []


def test_tactical_measurement_draws_two_and_puts_two_back_after_the_refill():
    s = position({"hand": ["Tactical Measurement"],
                  "deck": ["junk"] * 4 + ["Cookies", "Spyglass", "junk"]})
    act(s, "inventory")  # refill: 4 junk; then the ability is offered
    assert s.decision().kind == "r_tree_kangaroos_tactical" and s.decision().player == 0
    assert s.legal_actions() == [("use", "Tactical Measurement"), ("pass",)]
    act(s, "use Tactical Measurement")  # draws Cookies, Spyglass
    assert sorted_names(s, s.hands[0]) == ["Cookies", "Spyglass", "Tactical Measurement"] + ["junk"] * 4
    act(s, "top junk")
    act(s, "top Spyglass")
    assert names(s, s.decks[0]) == ["junk", "junk", "Spyglass"]  # Spyglass on top
    assert len(s.hands[0]) == 5 and not s.frames and s.active == 1


def test_tactical_measurement_may_be_declined():
    s = position({"hand": ["Tactical Measurement"], "deck": ["junk"] * 8})
    act(s, "inventory")
    act(s, "pass")
    assert len(s.hands[0]) == 5 and names(s, s.decks[0]) == ["junk"] * 4


def test_clever_guardian_as_in_the_classic():
    s = position({"hand": ["Clever Guardian", "Cookies"], "deck": ["junk"] * 10})
    act(s, "play Clever Guardian")
    act(s, "store Cookies")
    assert names(s, s.stored[0]) == ["Cookies"]
    act(s, "inventory")
    act(s, "inventory")
    assert sorted_names(s, s.hands[0]) == ["Cookies"] + ["junk"] * 5
    assert names(s, s.discards[0]) == ["Clever Guardian"]


def test_barricade_as_in_the_classic():
    s = position({"hand": ["Barricade"],
                  "deck": ["Prepaid Good", "Spyglass", "Flashy Show", "Market Discovery"],
                  "discard": ["junk", "junk", "junk"]})
    act(s, "inventory")  # refill 4 (deck), then up to 2 junk from the discard pile
    assert s.legal_actions() == [("keep", "junk"), ("done",)]
    act(s, "keep junk")
    act(s, "keep junk")
    assert sorted_names(s, s.hands[0]).count("junk") == 2 and names(s, s.discards[0]) == ["junk"]


def test_vigilance_as_in_the_classic():
    s = position({"hand": ["Vigilance"], "deck": ["Cookies", "junk", "junk"]})
    act(s, "play Vigilance")
    act(s, "store Cookies")
    assert names(s, s.stored[0]) == ["Cookies"] and names(s, s.schedule[0]) == ["Vigilance"]


def test_a_seeded_random_game():
    g = play_checked_game(2, 8, folk=FOLK, rng="remaster-tree_kangaroos", rules=RULES,
                          turn_cap=60)
    assert g.history
