"""Tasmanian Devils in the remaster edition (docs/rules/dale-remaster.md, "Tasmanian Devils"):
every card reworked; "any player" includes yourself. Expected piles are worked out by hand:
position deck lists are top first, discard piles bottom first; internal piles list the top card
last. Random choices are checked by what they may give (the cards are conserved and counted).
"""

from __future__ import annotations

from testkit.dale import assert_bonus_action, names, play_checked_game, refused
from testkit.dale import sorted_names as sorted_
from testkit.positions import builder

from ludoteca.dale import editions
from ludoteca.dale.animalfolk import pandas
from ludoteca.dale.notation import parse

RULES = editions.build("remaster", ["macaws", "tasmanian_devils", pandas.deck])
FOLK = ["tasmanian_devils", "macaws", "pandas"]
position = builder(folk=FOLK, seed=8, market_default={}, rules=RULES)


def act(s, text: str) -> None:
    s.apply(parse(text, s.cfg.rules))


# -- Shrewd Trickster (1, P*, no +) ------------------------------------------------------------
def test_shrewd_trickster_looks_at_a_top_deck_card_and_may_discard_it():
    me = {"hand": ["Shrewd Trickster"], "deck": ["Cookies"]}
    opp = {"hand": [], "deck": ["Spyglass", "junk"]}
    s = position(me, opp)
    act(s, "use Shrewd Trickster")
    assert s.legal_actions() == [("target", 0), ("target", 1)]
    act(s, "target seat 2")
    assert s.legal_actions() == [("discard", "Spyglass"), ("pass",)]
    act(s, "discard Spyglass")
    assert names(s, s.discards[1]) == ["Spyglass"] and names(s, s.decks[1]) == ["junk"]
    assert s.actions_left == 1 and s.decision().kind == "action"  # free
    refused(s, ("use", "Shrewd Trickster"), "dale.passive.reuse")
    s = position(me, opp)
    act(s, "use Shrewd Trickster")
    act(s, "target seat 1")
    act(s, "pass")
    assert names(s, s.decks[0]) == ["Cookies"] and s.discards[0] == []


# -- Disruptive Speech (2, T, +) ---------------------------------------------------------------
def test_disruptive_speech_any_player_discards_two_at_random_and_draws_two():
    opp = {"hand": ["Cookies", "Spyglass", "junk"], "deck": ["Equality", "Tit for Tat"]}
    s = position({"hand": ["Disruptive Speech"]}, opp)
    act(s, "play Disruptive Speech")
    assert s.legal_actions() == [("target", 1)]  # your own hand is empty now
    act(s, "target seat 2")
    assert len(s.discards[1]) == 2 and s.decks[1] == []
    assert sorted_(s, s.hands[1] + s.discards[1]) == ["Cookies", "Equality", "Spyglass",
                                                      "Tit for Tat", "junk"]
    assert {"Equality", "Tit for Tat"} <= set(names(s, s.hands[1]))
    assert_bonus_action(s)
    s = position({"hand": ["Disruptive Speech", "junk"], "deck": ["Cookies"]}, opp)
    act(s, "play Disruptive Speech")
    act(s, "target seat 1")  # yourself: 1 card discarded, 1 drawn
    assert names(s, s.hands[0]) == ["Cookies"] and "junk" in names(s, s.discards[0])


# -- Tit for Tat (3, T, +) ---------------------------------------------------------------------
def test_tit_for_tat_shuffles_exactly_two_cards_of_one_discard_pile_into_its_deck():
    me = {"hand": ["Tit for Tat"], "discard": ["Spyglass"]}
    opp = {"hand": [], "discard": ["Cookies", "junk", "Equality"], "deck": ["junk"]}
    s = position(me, opp)
    act(s, "play Tit for Tat")
    assert ("pick", "Spyglass", 0) in s.legal_actions()  # your own pile too
    assert ("done",) not in s.legal_actions()
    act(s, "pick Equality for seat 2")
    assert s.legal_actions() == [("pick", "Cookies", 1), ("pick", "junk", 1)]
    act(s, "pick Cookies for seat 2")
    assert names(s, s.discards[1]) == ["junk"]
    assert sorted_(s, s.decks[1]) == ["Cookies", "Equality", "junk"]
    assert_bonus_action(s)
    s = position(me, opp)
    act(s, "play Tit for Tat")
    act(s, "pick Spyglass for seat 1")  # one card only: it is shuffled in alone
    assert names(s, s.decks[0]) == ["Spyglass"] and names(s, s.discards[0]) == ["Tit for Tat"]


# -- Shameless Rummage (4, T, +) ---------------------------------------------------------------
def test_shameless_rummage_may_look_at_your_own_deck_too():
    me = {"hand": ["Shameless Rummage"], "deck": ["Cookies", "Spyglass", "junk", "Equality"]}
    s = position(me)
    act(s, "play Shameless Rummage")
    assert s.legal_actions() == [("target", 0)]  # the other seat has no cards
    act(s, "target seat 1")
    assert sorted(s.legal_actions()) == [("discard", "Cookies"), ("discard", "Spyglass"),
                                         ("discard", "junk"), ("done",)]
    act(s, "discard junk")
    act(s, "done")
    assert names(s, s.discards[0]) == ["junk", "Shameless Rummage"]
    assert sorted_(s, s.decks[0]) == ["Cookies", "Equality", "Spyglass"]
    assert_bonus_action(s)


# -- Public Humiliation (5, P*, no +) ----------------------------------------------------------
def test_public_humiliation_any_player_discards_a_random_card():
    s = position({"hand": ["Public Humiliation", "junk"]}, {"hand": ["Cookies"]})
    act(s, "use Public Humiliation")
    assert s.legal_actions() == [("target", 0), ("target", 1)]
    act(s, "target seat 2")
    assert names(s, s.discards[1]) == ["Cookies"] and s.hands[1] == []
    assert s.actions_left == 1
    refused(s, ("use", "Public Humiliation"), "dale.passive.reuse")


# -- Equality (5, T, +) ------------------------------------------------------------------------
def test_equality_swaps_three_random_hand_cards_with_the_top_three_of_the_shuffled_pile():
    opp = {"hand": ["Cookies", "Cookies", "Spyglass", "Spyglass"],
           "discard": ["junk", "junk", "junk", "junk"]}
    s = position({"hand": ["Equality"]}, opp)
    act(s, "play Equality")
    act(s, "target seat 2")
    assert names(s, s.hands[1]).count("junk") == 3 and len(s.hands[1]) == 4
    assert names(s, s.discards[1])[0] == "junk" and len(s.discards[1]) == 4
    assert sorted_(s, s.hands[1] + s.discards[1]) == sorted(["Cookies"] * 2 + ["Spyglass"] * 2
                                                            + ["junk"] * 4)
    assert_bonus_action(s)
    s = position({"hand": ["Equality"]}, {"hand": ["Cookies"], "discard": ["junk", "Spyglass"]})
    act(s, "play Equality")
    act(s, "target seat 2")  # fewer cards: 1 hand card, the 2 of the pile
    assert sorted_(s, s.hands[1]) == ["Spyglass", "junk"]
    assert names(s, s.discards[1]) == ["Cookies"]


# -- a game ------------------------------------------------------------------------------------
def test_a_seeded_random_game_with_the_tasmanian_devils():
    g = play_checked_game(2, 11, folk=FOLK, rng=11, rules=RULES)
    assert g.history
