"""Raccoons in the remaster edition (docs/rules/dale-remaster.md, "Raccoons"): Nuisance (1 or 2
players must be picked) and Treasure Hunter (another player's deck top or discard top)
reworked; Wily Fellow, Rotten Food, Dirty Exchange and Sabotage are the classic declarations,
each checked once. Expected values worked out by hand (rulings under "Remaster — Raccoons");
deck lists top first, piles bottom first; seat 1 is active.
"""

from __future__ import annotations

from ludoteca.dale import editions
from ludoteca.dale.animalfolk import raccoons as classic

from testkit.dale import act, assert_bonus_action, assert_turn_over, names, play_checked_game
from testkit.dale import refused, sorted_names
from testkit.positions import builder

FOLK = ["raccoons", "squirrels", "platypuses"]
RULES = editions.build("remaster", FOLK + ["sloths"])

position = builder(folk=FOLK, more_folk=["sloths"], seed=9, market_default={}, rules=RULES)


def test_kept_cards_are_the_classic_declarations():
    for name in ("Wily Fellow", "Rotten Food", "Dirty Exchange", "Sabotage"):
        assert RULES.techniques[name] is classic.deck.techniques[name]
    assert RULES.summary_ids["Nuisance"] == "card.remaster.Nuisance"
    assert "nuisance" not in RULES.steps and "treasure_hunter" not in RULES.steps


# Nuisance (2, T, +): 1 or 2 other players each discard a random hand card.
def test_nuisance_must_pick_at_least_one_player():
    # Three seats: the choices are seat 2, seat 3, or both; "targets none" is refused (the
    # classic allowed it). Seat 2's only card (Magnet) goes to its own discard pile.
    s = position({"hand": ["Nuisance", "junk"], "deck": ["junk"]},
                 {"hand": ["Magnet"], "deck": ["junk"]}, {"hand": ["Glue"], "deck": ["junk"]})
    act(s, "play Nuisance")
    assert s.decision().kind == "r_raccoons_nuisance"
    assert s.legal_actions() == [("targets", (1,)), ("targets", (2,)), ("targets", (1, 2))]
    refused(s, "targets none", "dale.technique.play")
    act(s, "targets seat 2")
    assert names(s, s.discards[1]) == ["Magnet"] and s.hands[1] == []
    assert names(s, s.hands[2]) == ["Glue"]
    assert_bonus_action(s)


def test_nuisance_two_players_each_discard():
    s = position({"hand": ["Nuisance", "junk"], "deck": ["junk"]},
                 {"hand": ["Magnet"], "deck": ["junk"]}, {"hand": ["Glue"], "deck": ["junk"]})
    act(s, "play Nuisance")
    act(s, "targets seat 2, seat 3")
    assert names(s, s.discards[1]) == ["Magnet"] and names(s, s.discards[2]) == ["Glue"]


def test_nuisance_against_an_empty_hand_does_nothing():
    # Two players: the only choice is seat 2; its empty hand discards nothing.
    s = position({"hand": ["Nuisance", "junk"], "deck": ["junk"]}, {"hand": [], "deck": ["junk"]})
    act(s, "play Nuisance")
    assert s.legal_actions() == [("targets", (1,))]
    act(s, "targets seat 2")
    assert s.discards[1] == []
    assert_bonus_action(s)


# Treasure Hunter (5, T, no +): the top card of another player's deck or discard pile.
def test_treasure_hunter_takes_the_top_of_a_discard_pile():
    # Seat 2: discard pile junk, Magnet (Magnet on top), deck Glue. Keep Magnet. No (+).
    s = position({"hand": ["Treasure Hunter", "junk"], "deck": ["junk"] * 5},
                 {"hand": ["junk"], "deck": ["Glue"], "discard": ["junk", "Magnet"]})
    act(s, "play Treasure Hunter")
    assert s.legal_actions() == [("target", 1)]
    act(s, "target seat 2")
    assert s.decision().kind == "r_raccoons_treasure_pile"
    assert s.legal_actions() == [("keep", "Magnet"), ("pass",)]
    act(s, "keep Magnet")
    assert "Magnet" in names(s, s.hands[0])
    assert names(s, s.discards[1]) == ["junk"] and names(s, s.decks[1]) == ["Glue"]
    assert_turn_over(s)


def test_treasure_hunter_takes_the_top_of_a_deck():
    # pass = the deck: Glue (top) comes to seat 1's hand; the discard pile stays.
    s = position({"hand": ["Treasure Hunter", "junk"], "deck": ["junk"] * 5},
                 {"hand": ["junk"], "deck": ["Glue", "junk"], "discard": ["Magnet"]})
    act(s, "play Treasure Hunter")
    act(s, "target seat 2")
    act(s, "pass")
    assert "Glue" in names(s, s.hands[0])
    assert names(s, s.decks[1]) == ["junk"] and names(s, s.discards[1]) == ["Magnet"]


def test_treasure_hunter_with_an_empty_discard_pile_takes_the_deck_top_at_once():
    s = position({"hand": ["Treasure Hunter", "junk"], "deck": ["junk"] * 5},
                 {"hand": ["junk"], "deck": ["Glue", "junk"]})
    act(s, "play Treasure Hunter")
    act(s, "target seat 2")
    assert names(s, s.decks[1]) == ["junk"]  # Glue was the top card
    assert "Glue" in names(s, s.hands[0])


def test_treasure_hunter_skips_players_with_nothing_to_take():
    # Seat 2 has no deck and no discard pile: only seat 3 may be chosen; seat 3's empty
    # deck is refilled from its discard pile (Glue alone), so pass takes Glue too.
    s = position({"hand": ["Treasure Hunter", "junk"], "deck": ["junk"] * 5},
                 {"hand": ["junk"]}, {"hand": ["junk"], "discard": ["Glue"]})
    act(s, "play Treasure Hunter")
    assert s.legal_actions() == [("target", 2)]
    act(s, "target seat 3")
    act(s, "pass")
    assert "Glue" in names(s, s.hands[0]) and s.discards[2] == [] and s.decks[2] == []


# Kept cards.
def test_wily_fellow_swaps_deck_and_discard_pile():
    s = position({"hand": ["Wily Fellow", "junk"], "deck": ["Magnet", "Glue"],
                  "discard": ["junk", "junk"]})
    act(s, "play Wily Fellow")
    assert names(s, s.decks[0]) == ["junk", "junk"]
    assert sorted_names(s, s.discards[0][:-1]) == ["Glue", "Magnet"]
    assert names(s, s.discards[0])[-1] == "Wily Fellow"
    assert_bonus_action(s)


def test_rotten_food_puts_a_card_on_another_deck():
    s = position({"hand": ["Rotten Food", "Magnet", "junk"], "deck": ["junk"]},
                 {"hand": ["junk"], "deck": ["Glue"]})
    act(s, "play Rotten Food")
    refused(s, "give Magnet to seat 1")
    act(s, "give Magnet to seat 2")
    assert names(s, s.decks[1]) == ["Glue", "Magnet"]
    assert_bonus_action(s)


def test_dirty_exchange_takes_then_gives():
    s = position({"hand": ["Dirty Exchange", "junk"], "deck": ["junk"]},
                 {"hand": ["Magnet"], "deck": ["junk"]})
    act(s, "play Dirty Exchange")
    act(s, "target seat 2")
    assert sorted_names(s, s.hands[0]) == ["Magnet", "junk"]
    act(s, "give junk to seat 2")
    assert names(s, s.hands[0]) == ["Magnet"] and names(s, s.hands[1]) == ["junk"]
    assert_bonus_action(s)


def test_sabotage_tosses_one_and_discards_the_other():
    # dale.remaster.refill_after_technique: the empty market is refilled from the supply
    # (top first into +0); it holds enough that the bin is not reshuffled into it
    supply = ["Empty Chest", "Nostalgic Item", "Accordion", "Calculations", "Safety Precaution"]
    s = position({"hand": ["Sabotage", "junk"], "deck": ["junk"]},
                 {"hand": ["junk"], "deck": ["Magnet", "Glue", "junk"]}, market={"deck": supply})
    act(s, "play Sabotage")
    act(s, "target seat 2")
    act(s, "ditch Magnet")
    assert names(s, s.bin) == ["Magnet"]
    assert names(s, s.market) == supply and s.market_deck == []
    assert names(s, s.discards[1]) == ["Glue"] and names(s, s.decks[1]) == ["junk"]
    assert_bonus_action(s)


def test_a_seeded_remaster_game_with_raccoons():
    g = play_checked_game(2, 10, folk=FOLK, rng=10, rules=RULES)
    assert g.history
