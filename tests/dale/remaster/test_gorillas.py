"""Gorillas (new in the remaster; docs/rules/dale-remaster.md, "Gorillas"). Expected piles are
worked out by hand: position deck lists are top first, discard piles bottom first; internal
piles list the top card last; market slots from +0 to +4.
"""

from __future__ import annotations

from testkit.dale import (
    assert_bonus_action,
    assert_turn_over,
    card_named,
    names,
    play_checked_game,
    refused,
)
from testkit.dale import sorted_names as sorted_
from testkit.positions import builder

from ludoteca.dale import editions, mechanics
from ludoteca.dale.animalfolk import pandas
from ludoteca.dale.notation import parse

RULES = editions.build("remaster", ["macaws", "gorillas", pandas.deck])
FOLK = ["gorillas", "macaws", "pandas"]
position = builder(folk=FOLK, seed=6, market_default={}, rules=RULES)


def act(s, text: str) -> None:
    s.apply(parse(text, s.cfg.rules))


# -- Stubborn Isolationist (1, T, +) -----------------------------------------------------------
def test_stubborn_isolationist_turns_the_deck_over_onto_the_discard_pile():
    s = position({"hand": ["Stubborn Isolationist"], "deck": ["Cookies", "junk", "Spyglass"],
                  "discard": ["Flashy Show"]})
    act(s, "play Stubborn Isolationist")
    # deck top first Cookies, junk, Spyglass: turned over, Cookies lies lowest, Spyglass on top
    assert names(s, s.discards[0]) == ["Flashy Show", "Cookies", "junk", "Spyglass"]
    assert s.decks[0] == []
    assert s.legal_actions() == [("keep", "Spyglass"), ("keep", "Flashy Show")]
    act(s, "keep Flashy Show")  # the bottom card
    assert names(s, s.hands[0]) == ["Flashy Show"]
    assert names(s, s.discards[0]) == ["Cookies", "junk", "Spyglass", "Stubborn Isolationist"]
    assert_bonus_action(s)


# -- Teacher of Fables (2, T, no +) ------------------------------------------------------------
def test_teacher_of_fables_discards_the_hand_and_takes_any_market_card():
    market = {"slots": ["Cookies", "", "Spyglass", "", "Flashy Show"]}
    s = position({"hand": ["Teacher of Fables", "junk", "Pure Strength"], "deck": ["junk"] * 8},
                 market=market)
    act(s, "play Teacher of Fables")
    assert names(s, s.discards[0]) == ["junk", "Pure Strength"]  # canonical order
    assert s.legal_actions() == [("take", 0), ("take", 2), ("take", 4)]
    act(s, "take +4")
    assert "Flashy Show" in names(s, s.hands[0])
    assert_turn_over(s)


# -- Pure Strength (3, T, +) -------------------------------------------------------------------
def test_pure_strength_tosses_the_top_card_and_takes_from_the_supply_for_an_animalfolk():
    # the market is empty: after the technique it is refilled from the supply's top down
    # (dale.remaster.refill_after_technique); five cards under the top one keep the bin out
    rest = ["Shattered Relic", "Flashy Show", "Favourite Toy", "Teacher of Fables", "Cookies"]
    s = position({"hand": ["Pure Strength"], "deck": ["Cookies", "junk"]},
                 market={"deck": ["Spyglass", *rest]})
    act(s, "play Pure Strength")
    assert names(s, s.bin) == ["Cookies"] and names(s, s.hands[0]) == ["Spyglass"]
    assert names(s, s.market) == rest and s.market_deck == []
    assert_bonus_action(s)
    s = position({"hand": ["Pure Strength"], "deck": ["junk", "Cookies"]},
                 market={"deck": ["Spyglass", *rest]})
    act(s, "play Pure Strength")
    assert len(s.junk) == 1 and s.hands[0] == []  # junk: nothing taken
    assert names(s, s.market) == ["Spyglass", *rest[:4]]  # the refill takes the top five
    assert names(s, s.market_deck) == ["Cookies"]


# -- Blunt Education (4, T, +) -----------------------------------------------------------------
def test_blunt_education_makes_every_card_count_four_this_turn():
    s = position({"hand": ["Blunt Education", "junk", "Flashy Show", "Cookies"]})
    act(s, "play Blunt Education")
    for name in ("junk", "Flashy Show", "Cookies"):
        assert mechanics.value_of(s, card_named(s, s.hands[0], name)) == 4
    assert_bonus_action(s)
    act(s, "inventory")
    assert not s.effects  # over at the end of the turn


# -- Bar of Soap (5, T, +) ---------------------------------------------------------------------
def test_bar_of_soap_draws_five_then_discards_six():
    s = position({"hand": ["Bar of Soap", "Cookies", "Spyglass"], "deck": ["junk"] * 6})
    act(s, "play Bar of Soap")
    assert len(s.hands[0]) == 7
    for text in ("discard Cookies", "discard junk", "discard junk", "discard junk",
                 "discard junk", "discard junk"):
        act(s, text)
    assert names(s, s.hands[0]) == ["Spyglass"]
    assert len(s.discards[0]) == 7 and names(s, s.discards[0])[-1] == "Bar of Soap"
    assert_bonus_action(s)
    s = position({"hand": ["Bar of Soap", "Cookies"], "deck": ["junk"]})
    act(s, "play Bar of Soap")  # 1 drawn: both hand cards are discarded
    act(s, "discard junk")
    act(s, "discard Cookies")
    assert s.hands[0] == [] and s.decision().kind == "action"


# -- Crown of Sorrow (5, T, no +) --------------------------------------------------------------
def test_crown_of_sorrow_tosses_the_market_refills_it_and_takes_one():
    market = {"slots": ["Cookies", "Spyglass", "", "Flashy Show", "Favourite Toy"],
              "deck": ["Shattered Relic", "Swift Broker", "Teacher of Fables", "Pure Strength",
                       "Bar of Soap"]}
    s = position({"hand": ["Crown of Sorrow", "junk"], "deck": ["junk"] * 8}, market=market)
    act(s, "play Crown of Sorrow")
    assert sorted_(s, s.bin) == ["Cookies", "Favourite Toy", "Flashy Show", "Spyglass"]
    assert names(s, s.market) == ["Shattered Relic", "Swift Broker", "Teacher of Fables",
                                  "Pure Strength", "Bar of Soap"]
    refused(s, ("take", 7))
    act(s, "take +2")
    assert "Teacher of Fables" in names(s, s.hands[0])
    # then the refill after the technique (dale.remaster.refill_after_technique): the cards
    # slide toward +0; the supply is empty, so the bin's 4 cards are shuffled into a new one
    # (dale.cleanup.market_deck_empty), whose top card fills +4
    assert names(s, s.market)[:4] == ["Shattered Relic", "Swift Broker", "Pure Strength",
                                      "Bar of Soap"]
    assert s.bin == [] and len(s.market_deck) == 3
    assert sorted_(s, [s.market[4], *s.market_deck]) == ["Cookies", "Favourite Toy",
                                                          "Flashy Show", "Spyglass"]
    assert_turn_over(s)


# -- a game ------------------------------------------------------------------------------------
def test_a_seeded_random_game_with_the_gorillas():
    g = play_checked_game(2, 13, folk=FOLK, rng=13, rules=RULES)
    assert g.history
