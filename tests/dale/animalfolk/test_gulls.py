"""Gulls (the Collection): Meddling Marketeer, Goodwill Presents, Alternative Plan, Anchor,
Manufactured Joy, Shaky Enterprise.

Expected piles are worked out by hand from docs/rules/dale-cards.md (Gulls) and
docs/rules/dale-classic.md. Positions are position-file descriptions (docs/positions.md): deck
lists are top first, discard piles bottom first; internal piles list the top card last.
"""

from __future__ import annotations

import pytest

from ludoteca.dale.views import view

from testkit.dale import act, assert_bonus_action, names, play_random_game, refused
from testkit.dale import sorted_names as sorted_
from testkit.positions import builder

FOLK = ["gulls", "tasmanian_devils", "macaws"]


POSITION_DEFAULTS = {"folk": FOLK, "seed": 5, "more_folk": ["pandas", "raccoons"]}
#: position(me, opp=None, *more, **changes): testkit.positions.build with these defaults
position = builder(**POSITION_DEFAULTS)


# -- Meddling Marketeer (1, T, +) --------------------------------------------------------------
def test_meddling_marketeer_discard_one_other_goes_back_on_top():
    s = position({"hand": ["Meddling Marketeer"], "deck": ["Anchor", "junk", "Cookies"]})
    act(s, "play Meddling Marketeer")
    assert sorted(view(s, 0)["decision"]["cards"]) == ["Anchor", "junk"]
    assert view(s, 1)["decision"]["cards"] == []
    refused(s, "discard Cookies")  # not among the 2 drawn
    act(s, "discard junk")
    act(s, "done")
    assert names(s, s.discards[0]) == ["junk", "Meddling Marketeer"]
    assert names(s, s.decks[0]) == ["Cookies", "Anchor"]  # Anchor back on top
    assert_bonus_action(s)


def test_meddling_marketeer_keep_both_in_chosen_order():
    s = position({"hand": ["Meddling Marketeer"], "deck": ["Anchor", "junk", "Cookies"]})
    act(s, "play Meddling Marketeer")
    act(s, "done")
    assert s.decision().kind == "meddling_marketeer_order"
    assert s.legal_actions() == [("top", "Anchor"), ("top", "junk")]
    act(s, "top Anchor")  # put back first: the other one ends on top
    assert names(s, s.decks[0]) == ["Cookies", "Anchor", "junk"]
    assert_bonus_action(s)


def test_meddling_marketeer_discard_both():
    s = position({"hand": ["Meddling Marketeer"], "deck": ["Anchor", "junk"]})
    act(s, "play Meddling Marketeer")
    act(s, "discard Anchor")
    act(s, "discard junk")
    assert names(s, s.discards[0]) == ["Anchor", "junk", "Meddling Marketeer"] and s.decks[0] == []


def test_meddling_marketeer_takes_no_junk_once_deck_and_discard_are_empty():
    # dale.cleanup.junk_draw (ruling dale.card.gulls.draws): Anchor is the deck's only card and
    # the discard pile is empty, so Anchor alone is taken (junk pile 2 -> 2); it is discarded.
    s = position({"hand": ["Meddling Marketeer"], "deck": ["Anchor"]}, junk=2)
    act(s, "play Meddling Marketeer")
    assert len(s.junk) == 2
    assert view(s, 0)["decision"]["cards"] == ["Anchor"]
    act(s, "discard Anchor")
    assert names(s, s.discards[0]) == ["Anchor", "Meddling Marketeer"]
    assert s.decks[0] == [] and s.hands[0] == [] and s.aside == []
    assert_bonus_action(s)


# -- Goodwill Presents (2, T, +) ---------------------------------------------------------------
def test_goodwill_presents_two_players_get_junk_then_a_substitute():
    """ruling dale.card.gulls.goodwill_presents: in turn order from your left; the junk pile's
    last card goes to seat 2, seat 3 gets a junk substitute (dale.cleanup.junk_substitutes)."""
    s = position({"hand": ["Goodwill Presents"]}, {"hand": []}, {"hand": []}, junk=1)
    subs = list(s.subs)
    act(s, "play Goodwill Presents")
    assert ("targets", ()) in s.legal_actions()
    refused(s, "targets seat 1, seat 2")  # other players only
    act(s, "targets seat 2, seat 3")
    assert names(s, s.discards[1]) == ["junk"] and names(s, s.discards[2]) == ["junk"]
    assert s.junk == []
    assert s.discards[2] == [subs[-1]] and list(s.subs) == subs[:-1]
    assert_bonus_action(s)


def test_goodwill_presents_to_nobody_or_one_player():
    s = position({"hand": ["Goodwill Presents"]}, junk=3)
    act(s, "play Goodwill Presents")
    act(s, "targets none")
    assert s.discards[1] == [] and len(s.junk) == 3
    s = position({"hand": ["Goodwill Presents"]}, junk=3)
    act(s, "play Goodwill Presents")
    act(s, "targets seat 2")
    assert names(s, s.discards[1]) == ["junk"] and len(s.junk) == 2


def test_goodwill_presents_with_nothing_left_gives_nothing():
    s = position({"hand": ["Goodwill Presents"]})
    s.subs = ()
    act(s, "play Goodwill Presents")
    act(s, "targets seat 2")
    assert s.discards[1] == []
    assert_bonus_action(s)


# -- Alternative Plan (3, T, +) ----------------------------------------------------------------
def test_alternative_plan_throws_away_a_chosen_discard():
    s = position({"hand": ["Alternative Plan"], "discard": ["junk", "Anchor", "junk"]})
    act(s, "play Alternative Plan")
    assert s.legal_actions() == [("ditch", "Anchor"), ("ditch", "junk")]
    refused(s, "ditch Cookies")
    act(s, "ditch Anchor")
    assert names(s, s.bin) == ["Anchor"]  # dale.discard.routing
    assert names(s, s.discards[0]) == ["junk", "junk", "Alternative Plan"]
    assert_bonus_action(s)


def test_alternative_plan_junk_goes_to_the_junk_pile():
    s = position({"hand": ["Alternative Plan"], "discard": ["junk"]})
    act(s, "play Alternative Plan")
    act(s, "ditch junk")
    assert len(s.junk) == 1 and names(s, s.discards[0]) == ["Alternative Plan"]


# -- Anchor (4, T, +) --------------------------------------------------------------------------
def test_anchor_gives_one_and_puts_the_rest_back():
    s = position({"hand": ["Anchor"], "deck": ["Cookies", "junk", "Spyglass", "junk"]})
    act(s, "play Anchor")
    refused(s, "give junk to seat 1")  # another player
    act(s, "give junk to seat 2")
    assert names(s, s.discards[1]) == ["junk"]
    act(s, "top Spyglass")
    assert names(s, s.decks[0]) == ["junk", "Spyglass", "Cookies"]
    assert names(s, s.discards[0]) == ["Anchor"]
    assert_bonus_action(s)


def test_anchor_pass_keeps_all_three():
    s = position({"hand": ["Anchor"], "deck": ["Cookies", "junk", "Spyglass"]})
    act(s, "play Anchor")
    act(s, "pass")
    act(s, "top Cookies")
    act(s, "top junk")
    assert names(s, s.decks[0]) == ["Cookies", "junk", "Spyglass"]
    assert s.discards[1] == []


# -- Manufactured Joy (5, T, +) ----------------------------------------------------------------
def test_anchor_reshuffles_takes_no_junk_and_gives_a_card():
    # dale.cleanup.reshuffle, dale.cleanup.junk_draw (ruling dale.card.gulls.draws): the empty
    # deck is refilled from the discard pile (Cookies), the only card taken (junk pile 1 -> 1,
    # no substitute); Cookies goes to seat 2's discard pile.
    s = position({"hand": ["Anchor"], "deck": [], "discard": ["Cookies"]}, {"hand": []},
                 junk=1)
    subs = len(s.subs)
    act(s, "play Anchor")
    assert len(s.junk) == 1 and len(s.subs) == subs
    assert s.legal_actions() == [("give", "Cookies", 1), ("pass",)]
    act(s, "give Cookies to seat 2")
    assert names(s, s.discards[1]) == ["Cookies"]
    assert s.decks[0] == [] and s.aside == []
    assert names(s, s.discards[0]) == ["Anchor"]
    assert_bonus_action(s)


def test_manufactured_joy_search_then_give():
    s = position({"hand": ["Manufactured Joy", "Spyglass"], "deck": ["junk", "Cookies", "junk"]})
    act(s, "play Manufactured Joy")
    assert sorted(view(s, 0)["decision"]["cards"]) == ["Cookies", "junk", "junk"]
    assert view(s, 1)["decision"]["cards"] == []
    act(s, "keep Cookies")
    assert sorted_(s, s.hands[0]) == ["Cookies", "Spyglass"]
    assert names(s, s.decks[0]) == ["junk", "junk"]
    assert s.decision().kind == "manufactured_joy_give"
    refused(s, "give Spyglass to seat 1")
    act(s, "give Spyglass to seat 2")
    assert names(s, s.discards[1]) == ["Spyglass"] and names(s, s.hands[0]) == ["Cookies"]
    assert_bonus_action(s)


def test_manufactured_joy_giving_is_optional_and_an_empty_deck_is_not_rebuilt():
    """ruling dale.card.gulls.manufactured_joy: searching is not drawing."""
    s = position({"hand": ["Manufactured Joy", "junk"], "discard": ["Cookies"]})
    act(s, "play Manufactured Joy")
    assert s.decision().kind == "manufactured_joy_give"
    act(s, "pass")
    assert names(s, s.hands[0]) == ["junk"] and s.decks[0] == []
    assert names(s, s.discards[0]) == ["Cookies", "Manufactured Joy"]


# -- Shaky Enterprise (5, T, +) ----------------------------------------------------------------
def test_shaky_enterprise_gives_one_of_the_top_two_discards():
    s = position({"hand": ["Shaky Enterprise"], "discard": ["Spyglass", "junk", "Cookies"]})
    act(s, "play Shaky Enterprise")
    act(s, "give Cookies to seat 2")
    assert names(s, s.discards[1]) == ["Cookies"]
    assert names(s, s.decks[0]) == ["junk"]
    assert names(s, s.discards[0]) == ["Spyglass", "Shaky Enterprise"]
    assert_bonus_action(s)


def test_shaky_enterprise_pass_puts_both_on_the_deck_in_order():
    s = position({"hand": ["Shaky Enterprise"], "discard": ["Spyglass", "junk", "Cookies"]})
    act(s, "play Shaky Enterprise")
    act(s, "pass")
    refused(s, "top Spyglass")
    act(s, "top Cookies")
    assert names(s, s.decks[0]) == ["Cookies", "junk"]


# -- random games ------------------------------------------------------------------------------
@pytest.mark.parametrize("n,folk,seed,bot", [
    (2, ["gulls", "macaws", "squirrels"], 11, "random"),
    (3, ["gulls", "pandas", "ocelots", "bats"], 12, "random"),
    (4, ["gulls", "raccoons", "chameleons", "mongooses", "tasmanian_devils"], 13, "random"),
    (2, ["gulls", "bats", "pandas"], 14, "greedy"),
    (3, ["gulls", "raccoons", "squirrels", "macaws"], 15, "greedy"),
    (4, ["gulls", "mongooses", "tasmanian_devils", "ocelots", "squirrels"], 16, "greedy"),
])
def test_random_games_with_gulls(n, folk, seed, bot):
    s, history = play_random_game(n, folk, seed, bot=bot)
    assert len(history) > 50
    if bot == "greedy":
        assert {a[1] for a in history if a[0] == "play"} & {
            "Meddling Marketeer", "Goodwill Presents", "Alternative Plan", "Anchor",
            "Manufactured Joy", "Shaky Enterprise"}
