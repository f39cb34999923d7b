"""Gulls in the remaster edition (docs/rules/dale-remaster.md, "Gulls"; rulings "Remaster —
Gulls" in docs/rulings.md). Alternative Plan is the classic declaration (its behaviour is
tested in tests/dale/animalfolk/test_gulls.py); the five reworked cards are tested here.

Expected piles are worked out by hand. Positions: deck lists top first, discard piles bottom
first; internal piles list the top card last.
"""

from __future__ import annotations

import functools

from ludoteca.dale import editions
from ludoteca.dale.animalfolk import pandas
from ludoteca.dale.views import view

from testkit.dale import act, assert_bonus_action, names, play_checked_game, refused
from testkit.dale import sorted_names as sorted_
from testkit.positions import builder


@functools.cache
def rules():
    return editions.build("remaster", ["macaws", "gulls", pandas.deck])


def position(*seats, **kw):
    return builder(folk=["gulls", "macaws", "pandas"], seed=5, rules=rules())(*seats, **kw)


def test_reprint_keeps_alternative_plan_only():
    r, c = rules(), editions.classic()
    assert r.techniques["Alternative Plan"] is c.techniques["Alternative Plan"]
    assert r.summary_ids["Alternative Plan"] == "card.Alternative Plan"
    for name in ("Meddling Marketeer", "Goodwill Presents", "Anchor", "Manufactured Joy",
                 "Shaky Enterprise"):
        assert r.techniques[name] is not c.techniques[name]
        assert r.summary_ids[name] == f"card.remaster.{name}"


# -- Meddling Marketeer (1): top 3, discard any, the rest back --------------------------------
def test_meddling_marketeer_looks_at_three():
    s = position({"hand": ["Meddling Marketeer"],
                  "deck": ["Anchor", "junk", "Cookies", "Spyglass"]})
    act(s, "play Meddling Marketeer")
    assert sorted(view(s, 0)["decision"]["cards"]) == ["Anchor", "Cookies", "junk"]
    refused(s, "discard Spyglass")  # the fourth card is not looked at
    act(s, "discard junk")
    act(s, "discard Anchor")
    act(s, "done")
    # Cookies alone goes back: no order to choose
    assert names(s, s.discards[0]) == ["junk", "Anchor", "Meddling Marketeer"]
    assert names(s, s.decks[0]) == ["Spyglass", "Cookies"]  # internal: top last
    assert_bonus_action(s)


def test_meddling_marketeer_discards_all_three():
    s = position({"hand": ["Meddling Marketeer"], "deck": ["Anchor", "junk", "Cookies"]})
    act(s, "play Meddling Marketeer")
    act(s, "discard Anchor")
    act(s, "discard Cookies")
    act(s, "discard junk")
    assert s.decks[0] == [] and len(s.discards[0]) == 4


# -- Goodwill Presents (2): 1 or 2 players, yourself allowed -----------------------------------
def test_goodwill_presents_targets_are_one_or_two_of_all_players():
    s = position({"hand": ["Goodwill Presents"]}, junk=3)
    act(s, "play Goodwill Presents")
    assert s.legal_actions() == [("targets", (0,)), ("targets", (1,)), ("targets", (0, 1))]
    refused(s, "targets none")  # at least one player (dale.technique.play)
    act(s, "targets seat 1, seat 2")
    assert names(s, s.discards[0]) == ["junk", "Goodwill Presents"]
    assert names(s, s.discards[1]) == ["junk"]
    assert len(s.junk) == 1
    assert_bonus_action(s)


def test_goodwill_presents_to_yourself_only():
    s = position({"hand": ["Goodwill Presents"]}, junk=1)
    act(s, "play Goodwill Presents")
    act(s, "targets seat 1")
    assert names(s, s.discards[0]) == ["junk", "Goodwill Presents"] and s.junk == []


# -- Anchor (4): exactly 1 of the top 3 to any discard pile -------------------------------------
def test_anchor_must_give_one_and_may_give_it_to_yourself():
    s = position({"hand": ["Anchor"], "deck": ["Cookies", "junk", "Spyglass", "junk"]})
    act(s, "play Anchor")
    assert ("pass",) not in s.legal_actions()
    act(s, "give junk to seat 1")
    assert names(s, s.discards[0]) == ["junk"]  # Anchor is still in play
    act(s, "top Spyglass")  # put back first: Cookies ends on top
    assert names(s, s.decks[0]) == ["junk", "Spyglass", "Cookies"]
    assert names(s, s.discards[0]) == ["junk", "Anchor"]
    assert_bonus_action(s)


def test_anchor_to_another_player():
    s = position({"hand": ["Anchor"], "deck": ["Cookies", "Cookies", "Spyglass"]})
    act(s, "play Anchor")
    act(s, "give Spyglass to seat 2")
    assert names(s, s.discards[1]) == ["Spyglass"]
    assert names(s, s.decks[0]) == ["Cookies", "Cookies"]  # two alike: no order asked


# -- Manufactured Joy (5): search, then a mandatory placing ------------------------------------
def test_manufactured_joy_search_then_must_place_a_hand_card():
    s = position({"hand": ["Manufactured Joy", "Spyglass"], "deck": ["junk", "Cookies", "junk"]})
    act(s, "play Manufactured Joy")
    act(s, "keep Cookies")
    assert s.decision().kind == "r_gulls_manufactured_joy_give"
    refused(s, "pass")
    assert ("give", "Cookies", 0) in s.legal_actions()
    act(s, "give Spyglass to seat 2")
    assert names(s, s.discards[1]) == ["Spyglass"] and names(s, s.hands[0]) == ["Cookies"]
    assert_bonus_action(s)


def test_manufactured_joy_place_on_your_own_discard():
    s = position({"hand": ["Manufactured Joy", "junk"], "discard": ["Cookies"]})
    act(s, "play Manufactured Joy")  # empty deck: nothing searched (not rebuilt)
    act(s, "give junk to seat 1")
    assert names(s, s.discards[0]) == ["Cookies", "junk", "Manufactured Joy"]
    assert s.hands[0] == [] and s.decks[0] == []


# -- Shaky Enterprise (5): any of the top 3, exactly 1 given -----------------------------------
def test_shaky_enterprise_takes_two_of_the_top_three():
    s = position({"hand": ["Shaky Enterprise"],
                  "discard": ["Anchor", "Spyglass", "junk", "Cookies"]})
    act(s, "play Shaky Enterprise")
    assert s.legal_actions() == [("keep", "Cookies"), ("keep", "junk"), ("keep", "Spyglass"),
                                 ("done",)]
    refused(s, "keep Anchor")  # fourth from the top
    act(s, "keep Spyglass")
    act(s, "keep Cookies")
    act(s, "done")
    refused(s, "pass")
    act(s, "give Spyglass to seat 2")
    assert names(s, s.discards[1]) == ["Spyglass"]
    assert names(s, s.decks[0]) == ["Cookies"]
    assert names(s, s.discards[0]) == ["Anchor", "junk", "Shaky Enterprise"]
    assert_bonus_action(s)


def test_shaky_enterprise_all_three_then_order():
    s = position({"hand": ["Shaky Enterprise"], "discard": ["Spyglass", "junk", "Cookies"]})
    act(s, "play Shaky Enterprise")
    act(s, "keep junk")
    act(s, "keep Cookies")
    act(s, "keep Spyglass")  # the third: no done needed
    act(s, "give junk to seat 1")  # back onto your own discard pile
    act(s, "top Cookies")
    assert names(s, s.decks[0]) == ["Cookies", "Spyglass"]
    assert names(s, s.discards[0]) == ["junk", "Shaky Enterprise"]


def test_shaky_enterprise_none_taken_does_nothing():
    s = position({"hand": ["Shaky Enterprise"], "discard": ["junk"]})
    act(s, "play Shaky Enterprise")
    act(s, "done")
    assert names(s, s.discards[0]) == ["junk", "Shaky Enterprise"] and s.decks[0] == []
    assert sorted_(s, s.hands[0]) == []


# -- a seeded random game -----------------------------------------------------------------------
def test_random_game_with_remaster_gulls():
    game = play_checked_game(2, 31, folk=["gulls", "macaws", "pandas"], rng=31,
                             rules=rules())
    assert len(game.history) > 50
    assert {"r_gulls_anchor", "r_gulls_goodwill_presents"} <= set(game.decided)
