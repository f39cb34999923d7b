"""Glassfrogs (remaster, new deck; docs/rules/dale-remaster.md, "Glassfrogs"; rulings
"Remaster — Glassfrogs" in docs/rulings.md; the timings are ours).

Positions: 2 players, seat 1 to act; deck lists top first, discard piles bottom first;
internal piles list the top card last.
"""

from __future__ import annotations

import functools

from ludoteca.dale import editions
from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk import pandas
from ludoteca.dale.views import view

from testkit.dale import act, assert_bonus_action, names, play_checked_game, refused
from testkit.dale import sorted_names
from testkit.positions import builder

OPP = {"hand": ["junk"] * 3, "deck": ["junk"] * 3}
MARKET = {"slots": ["Gyroscope", "Cookies", "Spyglass", "Shattered Relic", "Flashy Show"],
          "deck": ["Stethoscope", "Yoyo"]}


YOYO_MARKET = {"slots": ["Gyroscope", "Cookies", "Spyglass", "Shattered Relic", "Flashy Show"],
               "deck": ["Stethoscope"]}


@functools.cache
def rules():
    return editions.build("remaster", ["macaws", "glassfrogs", pandas.deck])


def position(*seats, **kw):
    return builder(folk=["glassfrogs", "macaws", "pandas"], seed=8, rules=rules(),
                   market_default=MARKET, opponent=OPP)(*seats, **kw)


# -- Bouncy Researcher (1) ---------------------------------------------------------------------
def test_bouncy_researcher_discards_and_draws_then_may_repeat():
    s = position({"hand": ["Bouncy Researcher", "junk", "Cookies"],
                  "deck": ["Spyglass", "Time Capsule", "junk"]})
    act(s, "play Bouncy Researcher")
    refused(s, "done")  # the first time is the effect
    act(s, "discard junk")
    assert sorted_names(s, s.hands[0]) == ["Cookies", "Spyglass"]
    act(s, "discard Cookies")
    assert sorted_names(s, s.hands[0]) == ["Spyglass", "Time Capsule"]
    act(s, "done")
    assert names(s, s.discards[0]) == ["junk", "Cookies", "Bouncy Researcher"]
    assert_bonus_action(s)


# -- Gyroscope (2) -----------------------------------------------------------------------------
def test_gyroscope_replaces_market_cards_with_the_supply_top():
    s = position({"hand": ["Gyroscope"]})
    act(s, "play Gyroscope")
    assert view(s, 0)["decision"]["cards"] == ["Stethoscope"]  # seen by its player only
    assert view(s, 1)["decision"]["cards"] == []
    assert ("done",) not in s.legal_actions()
    act(s, "take +1")  # Cookies tossed, Stethoscope in its slot
    assert names(s, s.bin) == ["Cookies"] and names(s, [s.market[1]]) == ["Stethoscope"]
    assert view(s, 0)["decision"]["cards"] == ["Yoyo"]
    act(s, "done")  # Yoyo goes back on top of the supply
    assert names(s, s.market_deck) == ["Yoyo"] and s.aside == []
    assert_bonus_action(s)


# -- Time Capsule (3) --------------------------------------------------------------------------
def test_time_capsule_landing_on_the_discard_pile_tosses_a_card():
    """An Inventory discards Time Capsule: its owner tosses a card of the discard pile."""
    s = position({"hand": ["Time Capsule", "junk"], "discard": ["Cookies"],
                  "deck": ["junk"] * 6})
    act(s, "inventory Time Capsule")
    d = s.decision()
    assert (d.player, d.kind) == (0, "r_glassfrogs_time_capsule")
    assert s.legal_actions() == [("ditch", "Cookies"), ("ditch", "Time Capsule")]
    act(s, "ditch Cookies")
    assert names(s, s.bin) == ["Cookies"] and names(s, s.discards[0]) == ["Time Capsule"]
    assert s.active == 1


def test_time_capsule_paying_for_a_purchase():
    s = position({"hand": ["Time Capsule", "junk"], "discard": ["junk"], "deck": ["junk"] * 6})
    act(s, "buy +1 with Time Capsule")  # Cookies: 2 + 1
    act(s, "ditch junk")
    assert names(s, s.discards[0]) == ["Time Capsule"] and len(s.junk) >= 1


# -- Stethoscope (4) ---------------------------------------------------------------------------
def test_stethoscope_puts_chosen_cards_on_top():
    s = position({"hand": ["Stethoscope"],
                  "deck": ["junk", "Spyglass", "junk", "Cookies", "junk"]})
    act(s, "play Stethoscope")
    assert sorted(view(s, 0)["decision"]["cards"]) == ["Cookies", "Spyglass", "junk", "junk",
                                                       "junk"]
    refused(s, "done")
    act(s, "top Spyglass")
    act(s, "top Cookies")
    act(s, "done")
    # the 3 junk shuffled below; Spyglass, then Cookies on top
    assert names(s, s.decks[0]) == ["junk", "junk", "junk", "Spyglass", "Cookies"]
    assert s.aside == []
    assert_bonus_action(s)


# -- Yoyo (5) ----------------------------------------------------------------------------------
def test_yoyo_gives_random_cards_plus_one_at_most_once_per_hand_card():
    s = position({"hand": ["Yoyo", "Cookies", "Spyglass"]}, market=YOYO_MARKET)
    act(s, "play Yoyo")
    assert len(s.effects) == 1 and s.effects[0][0] == "add" and s.effects[0][2] == 1
    first = s.effects[0][1]
    assert first in s.hands[0]
    assert s.legal_actions() == [("value", 1), ("done",)]
    act(s, "value 1")  # the second and last (2 cards in hand)
    assert len(s.effects) == 2 and s.frames == []
    total = sum(m.value_of(s, c) for c in s.hands[0])
    assert total == 2 + 4 + 2  # printed 2 + 4, two +1
    assert_bonus_action(s)


def test_yoyo_done_stops():
    s = position({"hand": ["Yoyo", "Cookies", "Spyglass"]}, market=YOYO_MARKET)
    act(s, "play Yoyo")
    act(s, "done")
    assert len(s.effects) == 1


# -- Magician's Touch (5) ----------------------------------------------------------------------
def test_magicians_touch_swaps_the_deck_top_with_the_discard_top():
    s = position({"hand": ["Magician's Touch"], "deck": ["Spyglass", "junk"],
                  "discard": ["junk", "Cookies"]})
    act(s, "use Magician's Touch")
    assert view(s, 0)["decision"]["cards"] == ["Spyglass"]
    act(s, "discard Spyglass")
    assert names(s, s.discards[0]) == ["junk", "Spyglass"]
    assert names(s, s.decks[0]) == ["junk", "Cookies"]  # Cookies on top
    assert s.actions_left == 1 and s.decision().kind == "action"
    refused(s, "use Magician's Touch", "dale.passive.reuse")


def test_magicians_touch_pass_and_empty_discard():
    s = position({"hand": ["Magician's Touch"], "deck": ["Spyglass", "junk"]})
    act(s, "use Magician's Touch")
    assert s.legal_actions() == [("pass",)]  # nothing to swap with
    act(s, "pass")
    assert names(s, s.decks[0]) == ["junk", "Spyglass"]


# -- seeded random games -----------------------------------------------------------------------
def test_random_game_with_glassfrogs():
    game = play_checked_game(2, 82, folk=["glassfrogs", "macaws", "pandas"], rng=82,
                             rules=rules())
    assert game.steps > 50
    assert {"r_glassfrogs_yoyo", "r_glassfrogs_bouncy", "r_glassfrogs_touch",
            "r_glassfrogs_time_capsule", "r_glassfrogs_gyroscope",
            "r_glassfrogs_stethoscope"} <= set(game.decided)


def test_four_player_game_with_the_part_5_decks():
    """Part 5's decks together in the edition's own ruleset: Time Capsule landing on a pile
    Gulls or Pangolins fill, end-of-turn Skinks beside Bonsai, and so on."""
    game = play_checked_game(4, 3, folk=["skinks", "gulls", "pangolins", "glassfrogs",
                                         "snow_macaques"], rng=3,
                             rules=editions.ruleset("remaster"))
    assert game.steps > 100
