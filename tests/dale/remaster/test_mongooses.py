"""Mongooses in the remaster edition and the per-seat clock (docs/rules/dale-remaster.md, "The
clock" and "Mongooses"; rule ``dale.remaster.clock``). Expected piles are worked out by hand:
position deck lists are top first, discard piles bottom first; internal piles list the top card
last. Every clock card is tested at dawn, by day and at night.
"""

from __future__ import annotations

import json

from testkit.dale import (
    assert_bonus_action,
    assert_turn_over,
    names,
    play_checked_game,
    refused,
)
from testkit.dale import sorted_names as sorted_
from testkit.positions import builder

from ludoteca.dale import DaleState, editions, new_game
from ludoteca.dale.animalfolk import pandas, raccoons
from ludoteca.dale.card_rules import Deck
from ludoteca.dale.cards import PASSIVE, TECHNIQUE
from ludoteca.dale.notation import parse
from ludoteca.dale.positions import from_spec, to_toml
from ludoteca.dale.remaster import clock
from ludoteca.dale.views import view

RULES = editions.build("remaster", ["macaws", "mongooses", pandas.deck])
FOLK = ["mongooses", "macaws", "pandas"]
position = builder(folk=FOLK, seed=9, market_default={}, rules=RULES)


def act(s, text: str) -> None:
    s.apply(parse(text, s.cfg.rules))


def at(s, phase: str, seat: int = 0):
    s.extra["clock"][seat] = phase
    return s


# -- the clock (dale.remaster.clock) -----------------------------------------------------------
def test_every_seat_starts_at_dawn_and_the_classic_table_clock_is_absent():
    rules = editions.build("remaster", ["macaws", "mongooses", pandas.deck, raccoons.deck])
    s = new_game(3, ["mongooses", "macaws", "pandas", "raccoons"], seed=2, rules=rules)
    assert s.extra["clock"] == ["dawn", "dawn", "dawn"]
    assert s.clock is None  # no remaster card keeps the classic table clock
    assert "extra" not in s.to_dict()  # at its default: no other hash changes
    assert all(view(s, q)["extra"]["clock"] == ["dawn"] * 3 for q in range(3))  # public
    plain = new_game(2, ["macaws", "pandas", "raccoons"], seed=2, rules=rules)
    assert "clock" not in plain.extra  # no clock deck in play: no clock


def test_a_technique_moves_its_players_clock_and_the_turn_start_resets_it():
    s = position({"hand": ["Serenade", "Serenade", "Serenade", "junk"],
                  "deck": ["junk"] * 12})
    act(s, "play Serenade")  # at dawn: draws 2
    act(s, "top junk")
    act(s, "top junk")
    assert s.extra["clock"] == ["day", "dawn"]
    act(s, "play Serenade")
    act(s, "top junk")
    act(s, "top junk")
    assert s.extra["clock"] == ["night", "dawn"]
    act(s, "play Serenade")
    act(s, "top junk")
    act(s, "top junk")
    assert s.extra["clock"] == ["night", "dawn"]  # stays at night
    d = s.to_dict()
    assert d["extra"] == {"clock": ["night", "dawn"]}
    assert DaleState.from_dict(json.loads(json.dumps(d)), RULES) == s
    text = to_toml(s)
    assert 'clock = ["night", "dawn"]' in text
    act(s, "inventory")
    assert s.active == 1 and s.extra["clock"] == ["night", "dawn"]
    s.extra["clock"][1] = "night"
    act(s, "inventory")  # seat 2's turn ends, seat 1's begins
    assert s.active == 0 and s.extra["clock"] == ["dawn", "night"]
    act(s, "inventory")
    assert s.extra["clock"] == ["dawn", "dawn"]  # seat 2's turn began: its clock reset


def test_position_files_read_the_clock():
    spec = {"animalfolk": FOLK, "seed": 1, "extra": {"clock": ["day", "night"]},
            "player": [{"hand": ["junk"]}, {"hand": []}]}
    s = from_spec(spec, RULES)
    assert s.extra["clock"] == ["day", "night"]


def test_two_clock_decks_move_the_clock_once():
    other = Deck("test_clocks", "Test clocks", [
        ("Sleepy Owl", 1, TECHNIQUE, True, 0, False), ("Owl Two", 2, PASSIVE, False, 3, False),
        ("Owl Three", 3, PASSIVE, False, 3, False), ("Owl Four", 4, PASSIVE, False, 3, False),
        ("Owl Five", 5, PASSIVE, False, 1, False), ("Owl Six", 5, PASSIVE, False, 1, False),
    ], module=__name__, edition="remaster")

    @other.technique("Sleepy Owl")
    def _sleepy(state, p, card):
        """A test technique: nothing happens."""

    clock.declare(other)
    rules = editions.build("remaster", ["macaws", "mongooses", other])
    assert rules.state_fields["clock"][0] == ("mongooses", "test_clocks")
    s = builder(folk=["mongooses", "macaws", "test_clocks"], seed=1, market_default={},
                rules=rules)({"hand": ["Sleepy Owl"]})
    act(s, "play Sleepy Owl")
    assert s.extra["clock"] == ["day", "dawn"]  # one step, not two


# -- Dramatic Romantic (1, P*, no +) -----------------------------------------------------------
def test_dramatic_romantic_moves_the_clock_one_step_either_way():
    s = position({"hand": ["Dramatic Romantic", "junk"]})
    act(s, "use Dramatic Romantic")  # at dawn: only forward
    assert s.legal_actions() == [("value", 2)]
    act(s, "value 2")
    assert s.extra["clock"][0] == "day"
    assert s.actions_left == 1 and s.decision().kind == "action"  # a free ability
    refused(s, ("use", "Dramatic Romantic"), "dale.passive.reuse")
    s = at(position({"hand": ["Dramatic Romantic"]}), "day")
    act(s, "use Dramatic Romantic")
    assert s.legal_actions() == [("value", 1), ("value", 3)]
    act(s, "value 1")
    assert s.extra["clock"][0] == "dawn"
    s = at(position({"hand": ["Dramatic Romantic"]}), "night")
    act(s, "use Dramatic Romantic")
    assert s.legal_actions() == [("value", 2)]  # at night: only back
    refused(s, ("value", 3))


# -- Serenade (2, T, +) ------------------------------------------------------------------------
def test_serenade_draws_by_the_clock_and_puts_two_back():
    deck = ["Cookies", "Spyglass", "Swift Broker", "junk"]
    for phase, drawn in (("dawn", ["Cookies", "Spyglass"]),
                         ("day", ["Cookies", "Spyglass", "Swift Broker"]),
                         ("night", ["Cookies"])):
        s = at(position({"hand": ["Serenade", "Inheritance"], "deck": deck}), phase)
        act(s, "play Serenade")
        assert sorted_(s, s.hands[0]) == sorted(["Inheritance"] + drawn)
        act(s, "top Inheritance")
        act(s, "top " + drawn[0])
        assert names(s, s.decks[0])[-2:] == ["Inheritance", drawn[0]]  # the last on top
        assert len(s.hands[0]) == len(drawn) - 1
        assert_bonus_action(s)


# -- Selecting Contracts (3, T, +) -------------------------------------------------------------
def test_selecting_contracts_tosses_one_of_the_top_cards_by_the_clock():
    discard = ["Cookies", "Spyglass", "junk", "Serenade", "Bouquets"]
    # an empty market refilled after the technique (dale.remaster.refill_after_technique)
    # from a supply of five: the bin is not reshuffled into the supply
    market = {"deck": ["Shattered Relic", "Flashy Show", "Favourite Toy", "Inheritance",
                       "Spinning Wheel"]}
    s = position({"hand": ["Selecting Contracts"], "discard": discard},
                 market=market)  # dawn: the top 2
    act(s, "play Selecting Contracts")
    assert sorted(s.legal_actions()) == [("ditch", "Bouquets"), ("ditch", "Serenade")]
    act(s, "ditch Serenade")
    assert names(s, s.bin) == ["Serenade"] and names(s, s.decks[0]) == ["Bouquets"]
    assert names(s, s.market) == market["deck"] and s.market_deck == []
    assert names(s, s.discards[0]) == ["Cookies", "Spyglass", "junk", "Selecting Contracts"]
    assert_bonus_action(s)
    s = at(position({"hand": ["Selecting Contracts"], "discard": discard}), "day")  # the top 4
    act(s, "play Selecting Contracts")
    assert len(s.legal_actions()) == 4
    act(s, "ditch junk")
    assert len(s.junk) == 1
    act(s, "top Spyglass")
    act(s, "top Serenade")  # Bouquets then goes last, on top
    assert names(s, s.decks[0]) == ["Spyglass", "Serenade", "Bouquets"]
    assert names(s, s.discards[0]) == ["Cookies", "Selecting Contracts"]
    s = at(position({"hand": ["Selecting Contracts"], "discard": discard}, market=market),
           "night")
    act(s, "play Selecting Contracts")
    assert s.legal_actions() == [("ditch", "Bouquets")]  # the top card only
    act(s, "ditch Bouquets")
    assert s.decks[0] == [] and names(s, s.bin) == ["Bouquets"]
    assert names(s, s.market) == market["deck"]


# -- Bouquets (4, T, +) ------------------------------------------------------------------------
def test_bouquets_takes_from_your_stall_at_dawn_another_stall_by_day_the_market_at_night():
    me = {"hand": ["Bouquets"], "stall": [["Swift Broker"]]}
    opp = {"hand": [], "stall": [["Swift Broker"]]}
    s = position(me, opp)
    act(s, "play Bouquets")
    assert s.legal_actions() == [("take", 0, 0, "Swift Broker")]
    act(s, "take Swift Broker from seat 1 stack 1")
    assert names(s, s.stalls[0][0]) == ["Bouquets"] and names(s, s.hands[0]) == ["Swift Broker"]
    assert_bonus_action(s)
    s = at(position(me, opp), "day")
    act(s, "play Bouquets")
    assert s.legal_actions() == [("take", 1, 0, "Swift Broker")]
    act(s, "take Swift Broker from seat 2 stack 1")
    assert names(s, s.stalls[1][0]) == ["Bouquets"]
    assert names(s, s.hands[0]) == ["Swift Broker"]
    assert names(s, s.stalls[0][0]) == ["Swift Broker"]
    s = at(position(me, opp, market={"slots": ["Spyglass", "", "", "", "Cookies"],
                                     "deck": ["Shattered Relic", "Flashy Show"]}), "night")
    act(s, "play Bouquets")
    assert s.legal_actions() == [("take", 0), ("take", 4)]
    act(s, "take +4")
    assert names(s, s.hands[0]) == ["Cookies"]
    # Bouquets took the slot +4; the refill after the technique
    # (dale.remaster.refill_after_technique) slides it to +1 and fills +2, +3 from the supply
    assert names(s, s.market) == ["Spyglass", "Bouquets", "Shattered Relic", "Flashy Show", ""]
    assert names(s, s.stalls[0][0]) == ["Swift Broker"]
    # nothing to take: Bouquets is discarded
    s = at(position({"hand": ["Bouquets"]}), "day")
    act(s, "play Bouquets")
    assert names(s, s.discards[0]) == ["Bouquets"]


# -- Spinning Wheel (5, P*, no +) --------------------------------------------------------------
def test_spinning_wheel_discards_one_to_three_and_draws_by_the_clock():
    hand = ["Spinning Wheel", "junk", "Cookies", "Spyglass", "Swift Broker"]
    deck = ["Serenade", "Bouquets", "Inheritance", "junk"]
    s = position({"hand": hand, "deck": deck})  # dawn: draw 1
    act(s, "use Spinning Wheel")
    assert ("done",) not in s.legal_actions()  # at least 1
    assert ("discard", "Spinning Wheel") not in s.legal_actions()
    act(s, "discard junk")
    act(s, "discard Cookies")
    act(s, "done")
    assert sorted_(s, s.hands[0]) == ["Serenade", "Spinning Wheel", "Spyglass", "Swift Broker"]
    assert sorted_(s, s.discards[0]) == ["Cookies", "junk"]
    assert s.actions_left == 1 and s.extra["clock"][0] == "dawn"  # free; no technique
    s = at(position({"hand": hand, "deck": deck}), "day")  # day: as many
    act(s, "use Spinning Wheel")
    act(s, "discard junk")
    act(s, "discard Cookies")
    act(s, "discard Spyglass")  # the third ends the discards
    assert sorted_(s, s.hands[0]) == ["Bouquets", "Inheritance", "Serenade", "Spinning Wheel",
                                      "Swift Broker"]
    s = at(position({"hand": hand, "deck": deck}), "night")  # night: 1
    act(s, "use Spinning Wheel")
    act(s, "discard junk")
    act(s, "discard Cookies")
    act(s, "discard Spyglass")
    assert sorted_(s, s.hands[0]) == ["Serenade", "Spinning Wheel", "Swift Broker"]


# -- Inheritance (5, T, no +) ------------------------------------------------------------------
def test_inheritance_takes_one_of_the_supply_cards_by_the_clock_and_tosses_the_rest():
    supply = ["Cookies", "Spyglass", "Serenade", "Bouquets", "Swift Broker", "Shattered Relic"]
    s = position({"hand": ["Inheritance", "junk"]}, market={"deck": supply})
    act(s, "play Inheritance")  # dawn: 2
    assert sorted(s.legal_actions()) == [("keep", "Cookies"), ("keep", "Spyglass")]
    act(s, "keep Spyglass")
    assert "Spyglass" in names(s, s.hands[0] + s.decks[0] + s.discards[0])
    assert_turn_over(s)  # no bonus action
    full = ["Flashy Show", "Favourite Toy", "Shattered Relic", "Shattered Relic", "Cookies"]
    s = at(position({"hand": ["Inheritance", "junk"]}, market={"deck": supply, "slots": full}),
           "day")
    act(s, "play Inheritance")  # day: 5
    assert len(s.legal_actions()) == 5
    act(s, "keep Swift Broker")
    assert sorted_(s, s.bin) == ["Bouquets", "Cookies", "Serenade", "Spyglass"]
    s = at(position({"hand": ["Inheritance", "junk"]}, market={"deck": supply}), "night")
    act(s, "play Inheritance")  # night: the one card, taken
    assert "Cookies" in names(s, s.hands[0]) and s.bin == []


# -- a game ------------------------------------------------------------------------------------
def test_a_seeded_random_game_with_the_mongooses():
    g = play_checked_game(2, 31, folk=FOLK, rng=31, rules=RULES)
    assert g.history
    played = {a[1] for a in g.history if a[0] in ("play", "use")}
    assert played & {"Serenade", "Selecting Contracts", "Bouquets", "Inheritance",
                     "Dramatic Romantic", "Spinning Wheel"}


def test_the_terminal_header_shows_every_seats_clock():
    from ludoteca.cli.render import header

    s = at(position({"hand": ["junk"]}), "night", 1)
    assert "clocks: Seat 1 dawn, Seat 2 night" in header(view(s, 0)).plain
