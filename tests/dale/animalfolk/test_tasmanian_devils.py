"""Tasmanian Devils (the Collection): Shrewd Trickster, Disruptive Speech, Tit for Tat, Shameless
Rummage, Public Humiliation, Equality.

Expected piles are worked out by hand from docs/rules/dale-cards.md (Tasmanian Devils) and
docs/rules/dale-classic.md; random discards are checked through what is certain (which cards,
how many). Positions are position-file descriptions (docs/positions.md): deck lists are top
first, discard piles bottom first.
"""

from __future__ import annotations

import pytest

from ludoteca.dale.views import view

from testkit.dale import act, assert_bonus_action, names, play_random_game, refused
from testkit.dale import sorted_names as sorted_
from testkit.positions import builder

FOLK = ["tasmanian_devils", "gulls", "macaws"]


POSITION_DEFAULTS = {"folk": FOLK, "seed": 3, "market_default": {},
                     "more_folk": ["pandas", "raccoons"]}
#: position(me, opp=None, *more, **changes): testkit.positions.build with these defaults
position = builder(**POSITION_DEFAULTS)


# -- Shrewd Trickster (1, T, +) ----------------------------------------------------------------
def test_shrewd_trickster_target_discards_two_random_cards_then_draws_two():
    s = position({"hand": ["Shrewd Trickster", "junk"]},
                 {"hand": ["Tit for Tat", "Equality"], "deck": ["Anchor", "junk", "junk"]})
    act(s, "play Shrewd Trickster")
    assert s.decision().kind == "shrewd_trickster"
    assert s.legal_actions() == [("target", 1)]  # another player: never yourself
    refused(s, "target seat 1")
    act(s, "target seat 2")
    assert sorted_(s, s.discards[1]) == ["Equality", "Tit for Tat"]  # both, at random order
    assert sorted_(s, s.hands[1]) == ["Anchor", "junk"]  # the top 2 of the deck
    assert names(s, s.decks[1]) == ["junk"]
    assert names(s, s.discards[0]) == ["Shrewd Trickster"]
    assert_bonus_action(s)


def test_shrewd_trickster_draw_reshuffles_then_takes_junk():
    """One hand card: it is discarded; the draw reshuffles the discard pile into the deck
    (dale.cleanup.reshuffle) and takes it back, then the junk pile gives the second card."""
    s = position({"hand": ["Shrewd Trickster"]}, {"hand": ["Anchor"]}, junk=2)
    act(s, "play Shrewd Trickster")
    act(s, "target seat 2")
    assert sorted_(s, s.hands[1]) == ["Anchor", "junk"]
    assert s.discards[1] == [] and s.decks[1] == []
    assert len(s.junk) == 1


def test_shrewd_trickster_three_players_any_other_seat():
    s = position({"hand": ["Shrewd Trickster"]}, {"hand": []}, {"hand": ["junk"], "deck": 3})
    act(s, "play Shrewd Trickster")
    assert s.legal_actions() == [("target", 1), ("target", 2)]
    act(s, "target seat 3")
    assert names(s, s.discards[2]) == ["junk"] and len(s.hands[2]) == 2 and len(s.decks[2]) == 1


# -- Disruptive Speech (2, T, +) ---------------------------------------------------------------
def test_disruptive_speech_swaps_deck_and_discard_of_another_player():
    s = position({"hand": ["Disruptive Speech"]},
                 {"hand": [], "deck": ["junk", "Anchor"], "discard": ["Equality", "Cookies"]})
    act(s, "play Disruptive Speech")
    refused(s, "target seat 1")
    act(s, "target seat 2")
    assert names(s, s.discards[1]) == ["Anchor", "junk"]  # the old deck, bottom first
    assert sorted_(s, s.decks[1]) == ["Cookies", "Equality"]  # shuffled
    assert names(s, s.discards[0]) == ["Disruptive Speech"]
    assert_bonus_action(s)


# -- Tit for Tat (3, T, +) ---------------------------------------------------------------------
def test_tit_for_tat_shuffles_two_chosen_discards_into_their_deck():
    s = position({"hand": ["Tit for Tat"]},
                 {"hand": [], "deck": ["junk"], "discard": ["Anchor", "junk", "Equality"]})
    act(s, "play Tit for Tat")
    assert s.legal_actions() == [("pick", "Anchor", 1), ("pick", "Equality", 1),
                                 ("pick", "junk", 1), ("done",)]
    refused(s, "pick Tit for Tat for seat 1")  # your own discard pile is not offered
    act(s, "pick Anchor for seat 2")
    assert s.decision().kind == "tit_for_tat_more"
    refused(s, "pick Anchor for seat 2")  # no other Anchor there
    act(s, "pick junk for seat 2")
    assert names(s, s.discards[1]) == ["Equality"]
    assert sorted_(s, s.decks[1]) == ["Anchor", "junk", "junk"]
    assert_bonus_action(s)


def test_tit_for_tat_zero_or_one_card():
    s = position({"hand": ["Tit for Tat"]}, {"hand": [], "discard": ["Anchor", "junk"]})
    before = [list(p) for p in s.discards]
    act(s, "play Tit for Tat")
    act(s, "done")  # 0 cards
    assert s.discards[1] == before[1] and s.decks[1] == []
    s = position({"hand": ["Tit for Tat"]}, {"hand": [], "discard": ["Anchor", "junk"]})
    act(s, "play Tit for Tat")
    act(s, "pick junk for seat 2")
    act(s, "done")  # 1 card
    assert names(s, s.discards[1]) == ["Anchor"] and names(s, s.decks[1]) == ["junk"]


def test_tit_for_tat_with_no_discards_does_nothing():
    s = position({"hand": ["Tit for Tat"]}, {"hand": ["junk"]})
    act(s, "play Tit for Tat")  # dale.technique.fizzle: nothing to pick
    assert_bonus_action(s)


# -- Shameless Rummage (4, T, +) ---------------------------------------------------------------
def test_shameless_rummage_discards_chosen_and_shuffles_the_rest_back():
    s = position({"hand": ["Shameless Rummage"]},
                 {"hand": [], "deck": ["Anchor", "Equality", "junk", "Cookies"]})
    act(s, "play Shameless Rummage")
    act(s, "target seat 2")
    d = view(s, 0)["decision"]
    assert d["kind"] == "shameless_rummage_discard" and sorted(d["cards"]) == [
        "Anchor", "Equality", "junk"]
    assert view(s, 1)["decision"]["cards"] == []  # only the player sees them
    refused(s, "discard Cookies")
    act(s, "discard Anchor")
    act(s, "discard junk")
    act(s, "done")
    assert names(s, s.discards[1]) == ["Anchor", "junk"]
    assert sorted_(s, s.decks[1]) == ["Cookies", "Equality"]
    assert not s.aside
    assert_bonus_action(s)


def test_shameless_rummage_all_three_discarded():
    s = position({"hand": ["Shameless Rummage"]}, {"hand": [], "deck": ["Anchor", "junk", "junk"]})
    act(s, "play Shameless Rummage")
    act(s, "target seat 2")
    for card in ("junk", "junk", "Anchor"):
        act(s, f"discard {card}")
    assert sorted_(s, s.discards[1]) == ["Anchor", "junk", "junk"] and s.decks[1] == []
    assert_bonus_action(s)


# -- Public Humiliation (5, T, +) --------------------------------------------------------------
def test_public_humiliation_discards_two_then_moves_two_back_to_their_hand():
    s = position({"hand": ["Public Humiliation"]},
                 {"hand": ["Anchor", "junk"], "discard": ["Swift Broker"]})
    act(s, "play Public Humiliation")
    act(s, "target seat 2")
    assert s.hands[1] == [] and sorted_(s, s.discards[1]) == ["Anchor", "Swift Broker", "junk"]
    refused(s, "pick Anchor for seat 1")
    act(s, "pick Swift Broker for seat 2")
    act(s, "pick junk for seat 2")
    assert sorted_(s, s.hands[1]) == ["Swift Broker", "junk"]
    assert names(s, s.discards[1]) == ["Anchor"]
    assert_bonus_action(s)


# -- Equality (5, T, +) ------------------------------------------------------------------------
def test_equality_draws_three_then_discards_three_random():
    s = position({"hand": ["Equality"]},
                 {"hand": ["Anchor"], "deck": ["junk", "Spyglass", "Cookies", "junk"]})
    act(s, "play Equality")
    act(s, "target seat 2")
    assert len(s.hands[1]) == 1 and len(s.discards[1]) == 3
    assert sorted_(s, s.hands[1] + s.discards[1]) == ["Anchor", "Cookies", "Spyglass", "junk"]
    assert names(s, s.decks[1]) == ["junk"]
    assert_bonus_action(s)


def test_equality_draws_junk_then_substitutes_when_the_deck_is_empty():
    """Empty deck and discard pile: the draws take the junk pile's last card, then junk
    substitutes (dale.cleanup.junk_substitutes); then 3 random hand cards are discarded."""
    s = position({"hand": ["Equality"]}, {"hand": ["Anchor"]}, junk=1)
    subs = len(s.subs)
    act(s, "play Equality")
    act(s, "target seat 2")
    assert s.junk == [] and len(s.subs) == subs - 2
    assert len(s.hands[1]) == 1 and len(s.discards[1]) == 3
    assert sorted_(s, s.hands[1] + s.discards[1]) == ["Anchor", "junk", "junk", "junk"]


# -- random games ------------------------------------------------------------------------------
@pytest.mark.parametrize("n,folk,seed,bot", [
    (2, ["tasmanian_devils", "macaws", "ocelots"], 1, "random"),
    (3, ["tasmanian_devils", "gulls", "pandas", "chameleons"], 2, "random"),
    (4, ["tasmanian_devils", "raccoons", "squirrels", "bats", "mongooses"], 3, "random"),
    (2, ["tasmanian_devils", "gulls", "squirrels"], 4, "greedy"),
    (3, ["tasmanian_devils", "macaws", "ocelots", "mongooses"], 5, "greedy"),
    (4, ["tasmanian_devils", "gulls", "bats", "pandas", "chameleons"], 6, "greedy"),
])
def test_random_games_with_tasmanian_devils(n, folk, seed, bot):
    s, history = play_random_game(n, folk, seed, bot=bot)
    assert len(history) > 50
    played = {a[1] for a in history if a[0] == "play"}
    if bot == "greedy":  # the greedy bot plays the deck's techniques
        assert played & {"Shrewd Trickster", "Disruptive Speech", "Tit for Tat",
                         "Shameless Rummage", "Public Humiliation", "Equality"}
