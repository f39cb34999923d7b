"""Snow Macaques (remaster, new deck; docs/rules/dale-remaster.md, "Snow Macaques"; rulings
"Remaster — Snow Macaques" in docs/rulings.md). Clutter is junk.

Positions: 2 players, seat 1 to act; deck lists top first, discard piles bottom first;
internal piles list the top card last.
"""

from __future__ import annotations

import functools

from ludoteca.dale import editions
from ludoteca.dale.animalfolk import pandas
from ludoteca.dale.views import view

from testkit.dale import act, assert_bonus_action, names, play_checked_game, refused
from testkit.dale import sorted_names
from testkit.positions import builder

OPP = {"hand": ["junk"] * 3, "deck": ["junk"] * 3}
MARKET = {"slots": ["Rake", "Cookies", "Spyglass", "Shattered Relic", "Flashy Show"], "deck": 3}


@functools.cache
def rules():
    return editions.build("remaster", ["macaws", "snow_macaques", pandas.deck])


def position(*seats, **kw):
    return builder(folk=["snow_macaques", "macaws", "pandas"], seed=6, rules=rules(),
                   market_default=MARKET, opponent=OPP)(*seats, **kw)


# -- Pristine Owner (1) ------------------------------------------------------------------------
def test_pristine_owner_draws_two_then_junk_on_top_of_the_deck():
    s = position({"hand": ["Pristine Owner"], "deck": ["Cookies", "Rake", "Spyglass"]}, junk=2)
    act(s, "play Pristine Owner")
    assert sorted_names(s, s.hands[0]) == ["Cookies", "Rake"]
    assert names(s, s.decks[0]) == ["Spyglass", "junk"]  # internal: top last
    assert len(s.junk) == 1
    assert_bonus_action(s)


def test_pristine_owner_with_an_empty_junkyard_uses_a_substitute():
    s = position({"hand": ["Pristine Owner"], "deck": ["Cookies", "Rake"]}, junk=0)
    subs = list(s.subs)
    act(s, "play Pristine Owner")
    # a junk substitute when there is one (dale.cleanup.junk_substitutes), else nothing
    assert s.decks[0] == subs[-1:] and list(s.subs) == subs[:-1]


# -- Bonsai (2) --------------------------------------------------------------------------------
def test_bonsai_discards_two_junk_and_draws_three_before_the_refill():
    s = position({"hand": ["Bonsai", "junk", "junk", "junk"],
                  "deck": ["Rake", "Spyglass", "Cookies", "Slot Machine", "junk"]})
    act(s, "inventory")  # the turn ends: Bonsai is offered in the clean-up
    assert s.decision().kind == "r_snow_macaques_bonsai" and s.active == 0
    assert s.legal_actions() == [("discard", "junk"), ("pass",)]
    act(s, "discard junk")
    assert names(s, s.discards[0]) == ["junk", "junk"]
    # Bonsai, junk + Rake, Spyglass, Cookies = 5: the refill draws none; remaster Cookies 1
    assert sorted_names(s, s.hands[0]) == ["Bonsai", "Cookies", "Rake", "Slot Machine",
                                           "Spyglass", "junk"]
    assert s.active == 1


def test_bonsai_needs_two_junk_cards():
    s = position({"hand": ["Bonsai", "junk"], "deck": ["Rake"] + ["junk"] * 4})
    act(s, "inventory")
    assert s.active == 1  # nothing offered


def test_bonsai_may_pass():
    s = position({"hand": ["Bonsai", "junk", "junk"], "deck": ["Slot Machine"] * 3})
    act(s, "inventory")
    act(s, "pass")
    assert sorted_names(s, s.hands[0]) == ["Bonsai", "Slot Machine", "Slot Machine", "junk",
                                           "junk"]


# -- Rake (3) ----------------------------------------------------------------------------------
def test_rake_tosses_one_and_discards_two_then_shuffles():
    s = position({"hand": ["Rake"], "deck": ["Cookies", "junk", "Spyglass", "Slot Machine"]})
    act(s, "play Rake")
    assert sorted(view(s, 0)["decision"]["cards"]) == ["Cookies", "Slot Machine", "Spyglass",
                                                       "junk"]
    assert view(s, 1)["decision"]["cards"] == []
    act(s, "ditch junk")
    assert s.decision().kind == "r_snow_macaques_rake_discard"
    act(s, "discard Cookies")
    act(s, "discard Spyglass")
    assert names(s, s.discards[0]) == ["Cookies", "Spyglass", "Rake"]
    assert names(s, s.decks[0]) == ["Slot Machine"] and s.aside == []
    assert len(s.junk) == 1
    assert_bonus_action(s)


def test_rake_may_toss_and_discard_nothing():
    s = position({"hand": ["Rake"], "deck": ["Cookies", "junk"]})
    act(s, "play Rake")
    act(s, "pass")
    act(s, "done")
    assert sorted_names(s, s.decks[0]) == ["Cookies", "junk"] and s.aside == []


# -- Slot Machine (4) --------------------------------------------------------------------------
def test_slot_machine_draws_until_not_junk():
    s = position({"hand": ["Slot Machine"], "deck": ["junk", "junk", "Cookies", "Rake"]})
    act(s, "play Slot Machine")
    assert names(s, s.hands[0]) == ["Cookies"]
    assert names(s, s.discards[0]) == ["junk", "junk", "Slot Machine"]
    assert names(s, s.decks[0]) == ["Rake"]
    assert_bonus_action(s)


def test_slot_machine_never_draws_from_the_junkyard():
    """ruling remaster.snow_macaques.slot_machine: deck and discard pile of junk only: every
    card is drawn (the discard pile reshuffled once), then all go to the discard pile."""
    s = position({"hand": ["Slot Machine"], "deck": ["junk"], "discard": ["junk"]}, junk=3)
    act(s, "play Slot Machine")
    assert s.hands[0] == [] and s.decks[0] == []
    assert names(s, s.discards[0]) == ["junk", "junk", "Slot Machine"] and len(s.junk) == 3


# -- Generation Change (5) ---------------------------------------------------------------------
def test_generation_change_takes_two_discards_then_two_junk_on_the_deck():
    s = position({"hand": ["Generation Change"], "discard": ["Rake", "junk", "Cookies"],
                  "deck": ["Spyglass"]}, junk=2)
    act(s, "play Generation Change")
    act(s, "keep Rake")
    refused(s, "keep Spyglass")
    act(s, "keep Cookies")
    assert sorted_names(s, s.hands[0]) == ["Cookies", "Rake"]
    assert names(s, s.decks[0]) == ["Spyglass", "junk", "junk"] and s.junk == []
    assert names(s, s.discards[0]) == ["junk", "Generation Change"]
    assert_bonus_action(s)


def test_generation_change_with_an_empty_discard_pile_only_gives_junk():
    s = position({"hand": ["Generation Change"], "deck": ["Spyglass"]}, junk=2)
    act(s, "play Generation Change")
    assert names(s, s.decks[0]) == ["Spyglass", "junk", "junk"]
    assert_bonus_action(s)


# -- Warm Embrace (5, in the stall) ------------------------------------------------------------
STALL = [["Swift Broker"], ["Cookies"], ["Rake"], ["Slot Machine"]]


def test_warm_embrace_in_the_stall_lets_a_stack_hold_one_junk():
    """Stack 6 needs total 6: Generation Change (5) + junk (1), legal only with Warm Embrace
    in the stall (dale.stall.no_junk); two junk cards are still refused."""
    s = position({"hand": ["junk", "junk", "Generation Change", "Slot Machine"],
                  "stall": STALL + [["Warm Embrace"]], "deck": ["Bonsai"] * 3})
    assert ("build", ("Generation Change", "junk")) in s.legal_actions()
    assert ("build", ("Slot Machine", "junk", "junk")) not in s.legal_actions()
    refused(s, "build Slot Machine, junk, junk", "dale.stall.no_junk")
    act(s, "build Generation Change, junk")
    assert sorted_names(s, s.stalls[0][5]) == ["Generation Change", "junk"]


def test_without_warm_embrace_no_junk():
    s = position({"hand": ["junk", "Generation Change"], "stall": STALL + [["Favourite Toy"]],
                  "deck": ["Bonsai"] * 3})
    refused(s, "build Generation Change, junk", "dale.stall.no_junk")


# -- seeded random games -----------------------------------------------------------------------
def test_random_game_with_snow_macaques():
    game = play_checked_game(2, 73, folk=["snow_macaques", "macaws", "pandas"], rng=73,
                             rules=rules())
    assert game.steps > 50
    assert {"r_snow_macaques_generation_change", "r_snow_macaques_bonsai",
            "r_snow_macaques_rake_discard"} <= set(game.decided)
