"""Bats (the Collection): Sneaky Scout, False Alarm, Heroic Deed, Secret Mission, Capture,
Provocation — by day on your own cards, at night on any player's (ruling
``dale.card.bats.night``, docs/rulings.md).

Expected piles are worked out by hand from docs/rules/dale-cards.md (Bats) and
docs/rules/dale-classic.md. Positions are position-file descriptions (docs/positions.md): deck
lists top first, discard piles bottom first; internal piles list the top card last.
"""

from __future__ import annotations

import pytest

from ludoteca.dale.views import view

from testkit.dale import act, assert_bonus_action, names, play_random_game, refused
from testkit.dale import sorted_names as sorted_
from testkit.positions import builder

FOLK = ["bats", "mongooses", "macaws"]


POSITION_DEFAULTS = {"folk": FOLK, "seed": 13, "clock": "day",
                     "more_folk": ["pandas", "raccoons"]}
#: position(me, opp=None, *more, **changes): testkit.positions.build with these defaults
position = builder(**POSITION_DEFAULTS)


# -- Sneaky Scout (1, T, +) --------------------------------------------------------------------
def test_sneaky_scout_by_day_reorders_your_top_two():
    s = position({"hand": ["Sneaky Scout"], "deck": ["Cookies", "junk", "Spyglass"]})
    act(s, "play Sneaky Scout")
    assert s.decision().kind == "sneaky_scout_order"
    assert sorted(view(s, 0)["decision"]["cards"]) == ["Cookies", "junk"]
    assert view(s, 1)["decision"]["cards"] == []
    act(s, "top Cookies")
    assert names(s, s.decks[0]) == ["Spyglass", "Cookies", "junk"]
    assert names(s, s.discards[0]) == ["Sneaky Scout"]
    assert_bonus_action(s)


def test_sneaky_scout_at_night_may_look_at_another_deck():
    s = position({"hand": ["Sneaky Scout"]}, {"hand": [], "deck": ["Capture", "junk", "junk"]},
                 clock="night")
    act(s, "play Sneaky Scout")
    assert s.legal_actions() == [("target", 0), ("target", 1)]  # any player
    act(s, "target seat 2")
    act(s, "top Capture")
    assert names(s, s.decks[1]) == ["junk", "Capture", "junk"]
    assert_bonus_action(s)


def test_sneaky_scout_by_day_never_takes_junk_when_deck_and_discard_are_empty():
    # dale.cleanup.junk_draw (ruling dale.card.bats.draws): "the top 2 cards of your deck" are
    # that deck's cards; the deck holds only Cookies and the discard pile is empty, so Cookies
    # alone is taken and goes straight back (one card, no order to choose); the junk pile
    # keeps its card.
    s = position({"hand": ["Sneaky Scout"], "deck": ["Cookies"]}, junk=1)
    act(s, "play Sneaky Scout")
    assert len(s.junk) == 1
    assert names(s, s.decks[0]) == ["Cookies"] and s.aside == []
    assert_bonus_action(s)


def test_sneaky_scout_at_night_never_draws_junk_for_another_player():
    # ruling dale.card.bats.draws: seat 2 has no deck and no discard pile: nothing is looked
    # at, and the junk pile is not touched.
    s = position({"hand": ["Sneaky Scout"]}, {"hand": [], "deck": []}, junk=1, clock="night")
    act(s, "play Sneaky Scout")
    act(s, "target seat 2")
    assert len(s.junk) == 1 and s.decks[1] == [] and s.aside == []
    assert_bonus_action(s)


# -- False Alarm (2, T, +) ---------------------------------------------------------------------
def test_false_alarm_by_day_shuffles_your_top_two_discards_into_your_deck():
    s = position({"hand": ["False Alarm"], "deck": ["junk"],
                  "discard": ["Cookies", "junk", "Spyglass"]})
    act(s, "play False Alarm")
    assert sorted_(s, s.decks[0]) == ["Spyglass", "junk", "junk"]
    assert names(s, s.discards[0]) == ["Cookies", "False Alarm"]
    assert_bonus_action(s)


def test_false_alarm_at_night_on_another_player():
    s = position({"hand": ["False Alarm"], "discard": ["Cookies"]},
                 {"hand": [], "discard": ["Capture", "junk", "Serenade"]}, clock="night")
    act(s, "play False Alarm")
    act(s, "target seat 2")
    assert names(s, s.discards[1]) == ["Capture"]
    assert sorted_(s, s.decks[1]) == ["Serenade", "junk"]
    assert names(s, s.discards[0]) == ["Cookies", "False Alarm"]


def test_false_alarm_at_night_offers_only_nonempty_discards():
    s = position({"hand": ["False Alarm"]}, {"hand": [], "discard": ["junk"]}, clock="night")
    act(s, "play False Alarm")
    assert s.legal_actions() == [("target", 1)]
    refused(s, "target seat 1")


# -- Heroic Deed (3, T, +) ---------------------------------------------------------------------
def test_heroic_deed_by_day_draws_from_your_deck():
    s = position({"hand": ["Heroic Deed"], "deck": ["Cookies", "junk"]},
                 {"hand": [], "deck": ["Capture"]})
    act(s, "play Heroic Deed")
    assert names(s, s.hands[0]) == ["Cookies"]
    assert names(s, s.decks[1]) == ["Capture"]
    assert_bonus_action(s)


def test_heroic_deed_at_night_draws_another_players_top_card():
    s = position({"hand": ["Heroic Deed"], "deck": ["Cookies"]},
                 {"hand": [], "deck": ["Capture", "junk"]}, clock="night")
    act(s, "play Heroic Deed")
    act(s, "target seat 2")
    assert names(s, s.hands[0]) == ["Capture"]
    assert names(s, s.decks[1]) == ["junk"] and names(s, s.decks[0]) == ["Cookies"]
    assert_bonus_action(s)


# -- Secret Mission (4, T, +) ------------------------------------------------------------------
def test_secret_mission_by_day_takes_the_bottom_discard():
    s = position({"hand": ["Secret Mission"], "discard": ["Cookies", "junk"]})
    act(s, "play Secret Mission")
    assert names(s, s.hands[0]) == ["Cookies"]
    assert names(s, s.discards[0]) == ["junk", "Secret Mission"]
    assert_bonus_action(s)


def test_secret_mission_at_night_takes_a_random_hand_card_of_another_player():
    s = position({"hand": ["Secret Mission"], "discard": ["Cookies"]},
                 {"hand": ["Capture"]}, {"hand": []}, clock="night")
    act(s, "play Secret Mission")
    # yourself (a discard pile to take from) or another player with a hand card
    assert s.legal_actions() == [("target", 0), ("target", 1)]
    refused(s, "target seat 3")  # an empty hand
    act(s, "target seat 2")
    assert names(s, s.hands[0]) == ["Capture"] and s.hands[1] == []
    assert names(s, s.discards[0]) == ["Cookies", "Secret Mission"]
    assert_bonus_action(s)


# -- Capture (5, T, +) -------------------------------------------------------------------------
def test_capture_by_day_keeps_one_of_your_top_two():
    s = position({"hand": ["Capture"], "deck": ["Cookies", "junk", "Spyglass"]})
    act(s, "play Capture")
    refused(s, "keep Spyglass")
    act(s, "keep Cookies")
    assert names(s, s.hands[0]) == ["Cookies"]
    assert sorted_(s, s.decks[0]) == ["Spyglass", "junk"]
    assert_bonus_action(s)


def test_capture_by_day_never_takes_junk_when_deck_and_discard_are_empty():
    # dale.cleanup.junk_draw (ruling dale.card.bats.draws): only Serenade is in the deck and
    # the discard pile is empty: Serenade is the one card drawn and is kept; no junk is taken
    # (junk pile 1 -> 1) and the deck is left empty.
    s = position({"hand": ["Capture"], "deck": ["Serenade"]}, junk=1)
    act(s, "play Capture")
    assert len(s.junk) == 1
    assert names(s, s.hands[0]) == ["Serenade"]
    assert s.decks[0] == [] and s.aside == []
    assert_bonus_action(s)


def test_capture_at_night_from_another_deck():
    s = position({"hand": ["Capture"]}, {"hand": [], "deck": ["Serenade", "junk", "junk"]},
                 clock="night")
    act(s, "play Capture")
    act(s, "target seat 2")
    act(s, "keep Serenade")
    assert names(s, s.hands[0]) == ["Serenade"]
    assert sorted_(s, s.decks[1]) == ["junk", "junk"]
    assert_bonus_action(s)


# -- Provocation (5, T, +) ---------------------------------------------------------------------
def test_provocation_by_day_throws_away_a_hand_card():
    s = position({"hand": ["Provocation", "junk", "Cookies"]}, {"hand": ["Capture"]})
    act(s, "play Provocation")
    assert s.decision().kind == "provocation"
    refused(s, "ditch Capture")
    act(s, "ditch Cookies")
    assert names(s, s.bin) == ["Cookies"] and names(s, s.hands[0]) == ["junk"]
    assert names(s, s.hands[1]) == ["Capture"]
    assert_bonus_action(s)


def test_provocation_at_night_may_throw_away_the_card_seen():
    # ruling dale.card.bats.provocation (issue 26): the hand card is picked first, then the
    # random card of seat 2's hand is looked at; one of the two is thrown away.
    s = position({"hand": ["Provocation", "junk", "Cookies"]}, {"hand": ["Capture"]},
                 clock="night")
    act(s, "play Provocation")
    assert s.decision().kind == "provocation_pick"
    assert s.legal_actions() == [("pick", "Cookies", 0), ("pick", "junk", 0)]
    act(s, "pick junk for seat 1")
    assert s.decision().kind == "provocation_target"
    assert s.legal_actions() == [("target", 1)]
    act(s, "target seat 2")
    assert view(s, 0)["decision"]["cards"] == ["Capture", "junk"]  # seen, picked
    assert view(s, 1)["decision"]["cards"] == []
    # only the card picked or the card seen: Cookies was not picked
    assert s.legal_actions() == [("ditch", "junk"), ("target", 1)]
    refused(s, "ditch Cookies", "dale.technique.play")
    act(s, "target seat 2")
    assert names(s, s.bin) == ["Capture"] and s.hands[1] == []
    assert sorted_(s, s.hands[0]) == ["Cookies", "junk"]
    assert_bonus_action(s)


def test_provocation_at_night_may_throw_away_your_picked_card():
    s = position({"hand": ["Provocation", "junk", "Cookies"]}, {"hand": ["Capture"]},
                 clock="night")
    junk = len(s.junk)
    act(s, "play Provocation")
    act(s, "pick junk for seat 1")
    act(s, "target seat 2")
    act(s, "ditch junk")
    assert names(s, s.hands[0]) == ["Cookies"] and len(s.junk) == junk + 1
    assert names(s, s.hands[1]) == ["Capture"]
    # you saw Capture in seat 2's hand: your knowledge places it there (not the others')
    assert view(s, 0)["known"][1]["hand"] == ["Capture"]
    assert_bonus_action(s)


def test_provocation_at_night_with_an_empty_hand_throws_away_the_card_seen():
    # ruling dale.card.bats.provocation: nothing to pick; the card seen is the only choice.
    s = position({"hand": ["Provocation"]}, {"hand": ["Capture"]}, clock="night")
    act(s, "play Provocation")
    assert s.decision().kind == "provocation_target"
    act(s, "target seat 2")
    assert s.legal_actions() == [("target", 1)]
    act(s, "target seat 2")
    assert names(s, s.bin) == ["Capture"] and s.hands[1] == []


def test_provocation_the_pick_is_hidden_from_the_others():
    s = position({"hand": ["Provocation", "junk", "Cookies"]}, {"hand": ["Capture"]},
                 clock="night")
    act(s, "play Provocation")
    act(s, "pick Cookies for seat 1")
    assert view(s, 0)["decision"]["cards"] == ["Cookies"]
    assert view(s, 1)["decision"]["cards"] == []
    assert "Cookies" not in str(view(s, 1)["known"])


# -- random games ------------------------------------------------------------------------------
@pytest.mark.parametrize("n,folk,seed,bot", [
    (2, ["bats", "macaws", "squirrels"], 31, "random"),
    (3, ["bats", "mongooses", "pandas", "ocelots"], 32, "random"),
    (4, ["bats", "raccoons", "chameleons", "gulls", "tasmanian_devils"], 33, "random"),
    (2, ["bats", "gulls", "pandas"], 34, "greedy"),
    (3, ["bats", "raccoons", "squirrels", "macaws"], 35, "greedy"),
    (4, ["bats", "mongooses", "tasmanian_devils", "ocelots", "squirrels"], 36, "greedy"),
])
def test_random_games_with_bats(n, folk, seed, bot):
    s, history = play_random_game(n, folk, seed, bot=bot)
    assert len(history) > 50
    if bot == "greedy":
        assert {a[1] for a in history if a[0] == "play"} & {
            "Sneaky Scout", "False Alarm", "Heroic Deed", "Secret Mission", "Capture",
            "Provocation"}
