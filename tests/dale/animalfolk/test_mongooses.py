"""Mongooses (the Collection) and the day/night clock: Dramatic Romantic, Bouquets, Selecting
Contracts, Serenade, Spinning Wheel, Inheritance.

Expected piles are worked out by hand from docs/rules/dale-cards.md (Mongooses) and
docs/rules/dale-classic.md; the clock's rulings (one shared clock, starting on day, moved only
by Dramatic Romantic) are ``dale.card.mongooses.clock`` in docs/rulings.md. Positions are
position-file descriptions (docs/positions.md): deck lists top first, discard piles bottom
first; internal piles list the top card last.
"""

from __future__ import annotations

import json

import pytest

from ludoteca.core.errors import BadInput
from ludoteca.dale import DaleState, new_game
from ludoteca.dale.positions import from_spec, parse_position, to_toml
from ludoteca.dale.views import view

from testkit.dale import act, assert_bonus_action, assert_turn_over, names, play_random_game
from testkit.dale import refused
from testkit.dale import sorted_names as sorted_
from testkit.positions import builder

FOLK = ["mongooses", "bats", "macaws"]


POSITION_DEFAULTS = {"folk": FOLK, "seed": 9, "market_default": {}}
#: position(me, opp=None, *more, **changes): testkit.positions.build with these defaults
position = builder(**POSITION_DEFAULTS)


# -- the clock ---------------------------------------------------------------------------------
def test_clock_starts_on_day_only_with_a_clock_deck_and_is_public():
    s = new_game(2, animalfolk=["mongooses", "macaws", "pandas"], seed=1)
    assert s.clock == "day" and s.to_dict()["clock"] == "day"
    assert all(view(s, seat)["clock"] == "day" for seat in (0, 1))
    back = DaleState.from_dict(json.loads(json.dumps(s.to_dict())))
    assert back.clock == "day" and back == s
    plain = new_game(2, animalfolk=["macaws", "pandas", "raccoons"], seed=1)
    assert plain.clock is None and "clock" not in plain.to_dict()
    assert "clock" not in view(plain, 0)
    assert new_game(3, animalfolk=["bats", "macaws", "pandas", "squirrels"], seed=2).clock == "day"


def test_position_files_read_and_write_the_clock():
    s = position({"hand": ["junk"]}, clock="night")
    assert s.clock == "night"
    text = to_toml(s)
    assert 'clock = "night"' in text
    assert parse_position(text).clock == "night"
    assert position({"hand": ["junk"]}).clock == "day"
    with pytest.raises(BadInput, match="clock"):
        from_spec({"animalfolk": ["macaws", "pandas", "raccoons"], "clock": "night",
                   "player": [{"hand": []}, {"hand": []}]})


# -- Dramatic Romantic (1, P*, no +) -----------------------------------------------------------
def test_dramatic_romantic_turns_the_clock_once_per_turn():
    s = position({"hand": ["Dramatic Romantic", "junk"]})
    assert ("use", "Dramatic Romantic") in s.legal_actions()
    act(s, "use Dramatic Romantic")
    assert s.clock == "night"
    assert s.actions_left == 1 and s.decision().kind == "action"  # a free ability
    refused(s, "use Dramatic Romantic", "dale.passive.reuse")
    act(s, "inventory")
    assert s.clock == "night"  # nothing else moves it
    s2 = position({"hand": ["Dramatic Romantic"]}, clock="night")
    act(s2, "use Dramatic Romantic")
    assert s2.clock == "day"  # forward from night is day


# -- Bouquets (2, T, no +) ---------------------------------------------------------------------
def test_bouquets_by_day_keeps_one_of_two_supply_cards():
    s = position({"hand": ["Bouquets", "junk"]}, market={"deck": ["Cookies", "Spyglass", "Capture"]})
    act(s, "play Bouquets")
    assert sorted(view(s, 0)["decision"]["cards"]) == ["Cookies", "Spyglass"]
    refused(s, "keep Capture")
    act(s, "keep Spyglass")
    assert_turn_over(s)  # no bonus action
    # Cookies was thrown away to the market discard pile; the clean-up then refilled the
    # empty market from the market deck (Capture) and the reshuffled market discard pile.
    assert sorted(n for n in names(s, s.market) if n) == ["Capture", "Cookies"]
    assert "Spyglass" in names(s, s.hands[0])


def test_bouquets_by_night_keeps_the_one_card():
    s = position({"hand": ["Bouquets", "junk"]}, market={"deck": ["Cookies", "Spyglass"]},
                 clock="night")
    act(s, "play Bouquets")
    assert "Cookies" in names(s, s.hands[0]) and s.bin == []
    assert "Spyglass" not in names(s, s.hands[0])


# -- Selecting Contracts (3, T, +) -------------------------------------------------------------
def test_selecting_contracts_by_day_takes_up_to_three():
    s = position({"hand": ["Selecting Contracts"], "deck": ["Spyglass"],
                  "discard": ["Cookies", "Capture", "junk", "Serenade", "junk"]})
    act(s, "play Selecting Contracts")
    assert s.legal_actions() == [("keep", "junk"), ("done",)]
    act(s, "keep junk")
    act(s, "keep Serenade")
    act(s, "keep junk")
    assert s.legal_actions() == [("done",)]  # 3 taken
    act(s, "done")
    refused(s, "ditch Capture")
    act(s, "ditch junk")
    assert len(s.junk) == 1
    act(s, "top Serenade")  # then junk on top
    assert names(s, s.decks[0]) == ["Spyglass", "Serenade", "junk"]
    assert names(s, s.discards[0]) == ["Cookies", "Capture", "Selecting Contracts"]
    assert_bonus_action(s)


def test_selecting_contracts_by_night_takes_one_and_zero_is_allowed():
    s = position({"hand": ["Selecting Contracts"], "discard": ["Cookies", "Capture"]},
                 clock="night")
    act(s, "play Selecting Contracts")
    act(s, "keep Capture")
    assert s.legal_actions() == [("done",)]
    act(s, "done")
    act(s, "ditch Capture")
    assert names(s, s.bin) == ["Capture"] and s.decks[0] == []
    s = position({"hand": ["Selecting Contracts"], "discard": ["Cookies"]})
    act(s, "play Selecting Contracts")
    act(s, "done")  # 0 cards
    assert names(s, s.discards[0]) == ["Cookies", "Selecting Contracts"]


# -- Serenade (4, T, +) ------------------------------------------------------------------------
def test_serenade_by_day_draws_three_puts_two_back():
    s = position({"hand": ["Serenade", "Capture"],
                  "deck": ["Cookies", "Spyglass", "junk", "Swift Broker"]})
    act(s, "play Serenade")
    assert sorted_(s, s.hands[0]) == ["Capture", "Cookies", "Spyglass", "junk"]
    refused(s, "top Swift Broker")
    act(s, "top junk")
    act(s, "top Capture")
    assert names(s, s.decks[0]) == ["Swift Broker", "junk", "Capture"]
    assert sorted_(s, s.hands[0]) == ["Cookies", "Spyglass"]
    assert_bonus_action(s)


def test_serenade_by_night_draws_one_puts_one_back():
    s = position({"hand": ["Serenade", "Capture"], "deck": ["Cookies", "Spyglass"]},
                 clock="night")
    act(s, "play Serenade")
    act(s, "top Capture")
    assert names(s, s.hands[0]) == ["Cookies"]
    assert names(s, s.decks[0]) == ["Spyglass", "Capture"]
    assert_bonus_action(s)


# -- Spinning Wheel (5, T, +) ------------------------------------------------------------------
def test_spinning_wheel_by_day_draws_one_more_than_discarded():
    s = position({"hand": ["Spinning Wheel", "junk", "junk", "Cookies"],
                  "deck": ["Spyglass", "Capture", "junk", "Serenade"]})
    act(s, "play Spinning Wheel")
    act(s, "discard junk")
    act(s, "discard junk")
    act(s, "done")
    assert sorted_(s, s.hands[0]) == ["Capture", "Cookies", "Spyglass", "junk"]
    assert names(s, s.discards[0]) == ["junk", "junk", "Spinning Wheel"]
    assert names(s, s.decks[0]) == ["Serenade"]
    assert_bonus_action(s)


def test_spinning_wheel_by_night_and_with_zero_cards():
    s = position({"hand": ["Spinning Wheel", "junk"], "deck": ["Spyglass", "Capture"]},
                 clock="night")
    act(s, "play Spinning Wheel")
    act(s, "discard junk")
    act(s, "done")
    assert names(s, s.hands[0]) == ["Spyglass"]
    s = position({"hand": ["Spinning Wheel"], "deck": ["Spyglass", "Capture"]})
    act(s, "play Spinning Wheel")
    act(s, "done")  # x = 0: by day 1 card
    assert names(s, s.hands[0]) == ["Spyglass"]


# -- Inheritance (5, P, no +) ------------------------------------------------------------------
def test_inheritance_takes_up_to_two_discards_at_clean_up_by_day():
    s = position({"hand": ["Inheritance", "junk"], "deck": ["junk"] * 4,
                  "discard": ["Spyglass", "Cookies"]})
    act(s, "inventory")  # the turn's action; clean-up follows
    d = s.decision()
    assert (d.player, d.kind) == (0, "inheritance") and s.active == 0
    assert s.legal_actions() == [("keep", "Cookies"), ("done",)]
    refused(s, "keep Spyglass")  # only the top card
    act(s, "keep Cookies")
    act(s, "keep Spyglass")
    # 2 taken (the day limit): the draw goes on from the deck up to the hand size, 6 with
    # Cookies in hand (dale.cleanup.draw).
    assert sorted_(s, s.hands[0]) == ["Cookies", "Inheritance", "Spyglass", "junk", "junk",
                                      "junk"]
    assert s.discards[0] == [] and len(s.decks[0]) == 2
    assert_turn_over(s)


def test_inheritance_by_night_takes_one_and_may_take_none():
    s = position({"hand": ["Inheritance"], "deck": ["junk"] * 5,
                  "discard": ["Spyglass", "Capture"]}, clock="night")
    act(s, "inventory")
    act(s, "keep Capture")
    assert s.active == 1  # 1 taken (the night limit): the rest was drawn
    assert sorted_(s, s.hands[0]) == ["Capture", "Inheritance", "junk", "junk", "junk"]
    assert names(s, s.discards[0]) == ["Spyglass"]
    s = position({"hand": ["Inheritance"], "deck": ["junk"] * 5, "discard": ["Capture"]})
    act(s, "inventory")
    act(s, "done")
    assert sorted_(s, s.hands[0]) == ["Inheritance"] + ["junk"] * 4
    assert names(s, s.discards[0]) == ["Capture"]


def test_inheritance_asks_nothing_with_an_empty_discard_or_a_full_hand():
    s = position({"hand": ["Inheritance", "junk"], "deck": ["junk"] * 5})
    act(s, "inventory")
    assert s.active == 1 and len(s.hands[0]) == 5
    s = position({"hand": ["Inheritance", "junk", "junk", "junk", "junk"],
                  "discard": ["Capture"]})
    act(s, "inventory")
    assert s.active == 1 and names(s, s.discards[0]) == ["Capture"]


# -- random games ------------------------------------------------------------------------------
@pytest.mark.parametrize("n,folk,seed,bot", [
    (2, ["mongooses", "macaws", "squirrels"], 21, "random"),
    (3, ["mongooses", "bats", "pandas", "ocelots"], 22, "random"),
    (4, ["mongooses", "raccoons", "chameleons", "gulls", "tasmanian_devils"], 23, "random"),
    (2, ["mongooses", "gulls", "pandas"], 24, "greedy"),
    (3, ["mongooses", "raccoons", "squirrels", "macaws"], 25, "greedy"),
    (4, ["mongooses", "bats", "tasmanian_devils", "ocelots", "squirrels"], 26, "greedy"),
])
def test_random_games_with_mongooses(n, folk, seed, bot):
    s, history = play_random_game(n, folk, seed, bot=bot)
    assert len(history) > 50 and s.clock in ("day", "night")
    if bot == "greedy":
        assert {a[1] for a in history if a[0] == "play"} & {
            "Bouquets", "Selecting Contracts", "Serenade", "Spinning Wheel"}
