"""Lemurs (Dale 3, classic): Voracious Consumer, Delightful Surprise, Fortunate Upgrade,
Replacement, Fashion Hint, Royal Privilege.

Expected values are worked out by hand from docs/rules/dale-cards.md (Lemurs), the rules of
docs/rules/dale-classic.md and the rulings of docs/rulings.md ("Lemurs"). Positions are built
with ``from_spec`` (deck lists top first, discard piles bottom first; in the state the top of a
pile is the END of its list; market slots from +0). Seats are 1-based in the action text.
The random-game test at the end mixes the Dale 3 decks of this group with the others.
"""

from __future__ import annotations

import pytest

from ludoteca.dale.positions import from_spec

from testkit.dale import act, assert_bonus_action, assert_turn_over, names, refused
from testkit.dale import sorted_names
from testkit.dale3 import random_games
from testkit.positions import builder

FOLK = ["lemurs", "magpies", "echidnas"]
SLOTS = ["Bribe", "Umbrella", "Periscope", "Burglary", "Sudden Nap"]  # values 2, 4, 5, 3, 5


POSITION_DEFAULTS = {"folk": FOLK, "opponent": {"hand": ["junk"], "deck": ["junk"]},
                     "market_default": {"slots": SLOTS, "deck": ["Velocipede", "Delicacy"]}}
#: position(me, opp=None, *more, **changes): testkit.positions.build with these defaults
position = builder(**POSITION_DEFAULTS)


# ---------------------------------------------------------------------------------------------
# Voracious Consumer (1, T, +): shuffle the whole discard pile into the deck.
# ---------------------------------------------------------------------------------------------
def test_voracious_consumer_shuffles_the_discard_pile_into_the_deck():
    # deck {Grasp} + discard {junk, Umbrella} = 3 cards in the deck; the discard pile then
    # holds only Voracious Consumer (discarded after its effect, dale.technique.play).
    s = position({"hand": ["Voracious Consumer", "junk"], "deck": ["Grasp"],
                  "discard": ["junk", "Umbrella"]})
    act(s, "play Voracious Consumer")
    assert sorted_names(s, s.decks[0]) == ["Grasp", "Umbrella", "junk"]
    assert names(s, s.discards[0]) == ["Voracious Consumer"]
    assert names(s, s.hands[0]) == ["junk"]
    assert_bonus_action(s)


def test_voracious_consumer_with_an_empty_discard_pile_changes_nothing():
    s = position({"hand": ["Voracious Consumer"], "deck": ["Grasp", "Umbrella"]})
    act(s, "play Voracious Consumer")
    assert names(s, s.decks[0]) == ["Umbrella", "Grasp"]  # order kept: no shuffle, Grasp on top
    assert names(s, s.discards[0]) == ["Voracious Consumer"]
    assert_bonus_action(s)


# ---------------------------------------------------------------------------------------------
# Delightful Surprise (2, T, +): draw 2 market deck cards, keep 1, ditch the other and itself.
# ---------------------------------------------------------------------------------------------
def test_delightful_surprise_keeps_one_and_throws_away_the_other_and_itself():
    s = position({"hand": ["Delightful Surprise", "junk"]},
                 market={"slots": SLOTS, "deck": ["Velocipede", "Umbrella", "Grasp"],
                         "discard": ["Replacement"]})
    act(s, "play Delightful Surprise")
    assert sorted(s.legal_actions()) == [("keep", "Umbrella"), ("keep", "Velocipede")]
    refused(s, "keep Grasp", "dale.technique.play")  # Grasp is still in the market deck
    act(s, "keep Umbrella")
    assert sorted_names(s, s.hands[0]) == ["Umbrella", "junk"]
    # ruling dale.card.lemurs.delightful_surprise: the other card first, then this card on top
    assert names(s, s.bin) == ["Replacement", "Velocipede", "Delightful Surprise"]
    assert names(s, s.market_deck) == ["Grasp"]
    assert s.discards[0] == []
    assert_bonus_action(s)


def test_delightful_surprise_with_one_card_left_keeps_it():
    # Market deck empty, market discard pile [Grasp]: rebuilt into a deck of 1; it is kept.
    s = position({"hand": ["Delightful Surprise"]},
                 market={"slots": SLOTS, "deck": [], "discard": ["Grasp"]})
    act(s, "play Delightful Surprise")
    assert names(s, s.hands[0]) == ["Grasp"]
    assert names(s, s.bin) == ["Delightful Surprise"]
    assert s.market_deck == []
    assert_bonus_action(s)


def test_delightful_surprise_with_nothing_to_draw_throws_itself_away():
    s = position({"hand": ["Delightful Surprise"]}, market={"slots": SLOTS, "deck": []})
    act(s, "play Delightful Surprise")
    assert s.hands[0] == [] and names(s, s.bin) == ["Delightful Surprise"]
    assert_bonus_action(s)


# ---------------------------------------------------------------------------------------------
# Fortunate Upgrade (3, T, no +): ditch 1 hand card, then take the top market deck card.
# ---------------------------------------------------------------------------------------------
def test_fortunate_upgrade_ditches_then_takes_the_supply_top_and_ends_the_turn():
    s = position({"hand": ["Fortunate Upgrade", "junk", "Grasp"],
                  "deck": ["junk", "junk", "Bribe", "Umbrella"]}, junk=2)
    act(s, "play Fortunate Upgrade")
    assert sorted(s.legal_actions()) == [("ditch", "Grasp"), ("ditch", "junk")]
    act(s, "ditch junk")
    # junk to the junk pile (2 -> 3); Velocipede (supply top) to the hand; no bonus action:
    # clean-up draws seat 1 from 2 cards (Grasp, Velocipede) up to 5: junk, junk, Bribe.
    assert len(s.junk) == 3
    assert_turn_over(s)
    assert sorted_names(s, s.hands[0]) == ["Bribe", "Grasp", "Velocipede", "junk", "junk"]
    assert names(s, s.discards[0]) == ["Fortunate Upgrade"]
    assert names(s, s.market_deck) == ["Delicacy"]


def test_fortunate_upgrade_with_an_empty_hand_still_takes_the_supply_top():
    # ruling dale.card.lemurs.fortunate_upgrade (as Shattered Relic)
    s = position({"hand": ["Fortunate Upgrade"], "deck": ["junk"] * 5})
    act(s, "play Fortunate Upgrade")
    assert_turn_over(s)
    assert sorted_names(s, s.hands[0]) == ["Velocipede"] + ["junk"] * 4


# ---------------------------------------------------------------------------------------------
# Replacement (4, T, +): ditch 1 animalfolk hand card; take a market card within 1 of it.
# ---------------------------------------------------------------------------------------------
def test_replacement_takes_a_market_card_within_one_of_the_card_thrown_away():
    s = position({"hand": ["Replacement", "Grasp", "junk"]})
    act(s, "play Replacement")
    assert s.legal_actions() == [("ditch", "Grasp")]  # junk is not an animalfolk card
    refused(s, "ditch junk", "dale.technique.play")
    act(s, "ditch Grasp")
    # Grasp is worth 4: Umbrella 4 (+1), Periscope 5 (+2), Burglary 3 (+3), Sudden Nap 5 (+4)
    # fit; Bribe 2 (+0) does not.
    assert s.legal_actions() == [("take", 1), ("take", 2), ("take", 3), ("take", 4)]
    refused(s, "take +0", "dale.technique.play")
    act(s, "take +3")
    assert sorted_names(s, s.hands[0]) == ["Burglary", "junk"]
    assert names(s, s.bin) == ["Grasp"]
    assert s.market[3] == -1  # dale.market.no_refill
    assert_bonus_action(s)
    assert names(s, s.discards[0]) == ["Replacement"]


def test_replacement_with_no_market_card_in_range_takes_nothing():
    # Voracious Consumer is worth 1; the market holds 3, 4 and 5 only.
    s = position({"hand": ["Replacement", "Voracious Consumer"]},
                 market={"slots": ["Burglary", "Umbrella", "Periscope", "Sudden Nap", "Grasp"]})
    act(s, "play Replacement")
    act(s, "ditch Voracious Consumer")
    assert names(s, s.bin) == ["Voracious Consumer"] and s.hands[0] == []
    assert_bonus_action(s)


# ---------------------------------------------------------------------------------------------
# Fashion Hint (5, T, +): may ditch the supply top; may swap an animalfolk card with the bin top.
# ---------------------------------------------------------------------------------------------
def test_fashion_hint_ditches_the_supply_top_then_swaps_it_into_the_hand():
    s = position({"hand": ["Fashion Hint", "Bribe", "junk"]},
                 market={"slots": SLOTS, "deck": ["Velocipede", "Delicacy"],
                         "discard": ["Grasp"]})
    act(s, "play Fashion Hint")
    assert s.legal_actions() == [("ditch",), ("pass",)]
    act(s, "ditch")
    assert names(s, s.bin) == ["Grasp", "Velocipede"]
    assert s.legal_actions() == [("ditch", "Bribe"), ("pass",)]
    refused(s, "ditch junk", "dale.technique.play")
    act(s, "ditch Bribe")
    assert sorted_names(s, s.hands[0]) == ["Velocipede", "junk"]
    assert names(s, s.bin) == ["Grasp", "Bribe"]
    assert names(s, s.market_deck) == ["Delicacy"]
    assert_bonus_action(s)


def test_fashion_hint_both_parts_may_be_declined():
    s = position({"hand": ["Fashion Hint", "Bribe"]},
                 market={"slots": SLOTS, "deck": ["Velocipede"], "discard": ["Grasp"]})
    before_bin, before_deck = list(s.bin), list(s.market_deck)
    act(s, "play Fashion Hint")
    act(s, "pass")
    act(s, "pass")
    assert s.bin == before_bin and s.market_deck == before_deck
    assert names(s, s.hands[0]) == ["Bribe"]
    assert_bonus_action(s)


def test_fashion_hint_swap_needs_a_market_discard_card():
    # Nothing in the market deck or its discard pile: only "pass"; then no swap is possible.
    s = position({"hand": ["Fashion Hint", "Bribe"]}, market={"slots": SLOTS, "deck": []})
    act(s, "play Fashion Hint")
    assert s.legal_actions() == [("pass",)]
    act(s, "pass")
    assert names(s, s.hands[0]) == ["Bribe"]
    assert_bonus_action(s)


# ---------------------------------------------------------------------------------------------
# Royal Privilege (5, P): paid with, you may ditch an animalfolk card to buy a 2nd card free.
# ---------------------------------------------------------------------------------------------
def _royal(deck=("junk",) * 5):
    # Umbrella on slot +0 costs 4: Royal Privilege (5) alone pays it (no card can be left out).
    return position({"hand": ["Royal Privilege", "Delicacy", "junk", "junk"], "deck": list(deck)},
                    market={"slots": ["Umbrella", "Bribe", "Periscope", "Burglary", "Sudden Nap"],
                            "deck": ["Velocipede", "Grasp", "Replacement"]})


def test_royal_privilege_buys_a_second_card_for_free():
    s = _royal()
    act(s, "buy +0 with Royal Privilege")
    # The card just bought may be the one thrown away (ruling dale.card.lemurs.royal_privilege).
    assert s.legal_actions() == [("ditch", "Delicacy"), ("ditch", "Umbrella"), ("pass",)]
    act(s, "ditch Delicacy")
    assert names(s, s.bin) == ["Delicacy"]
    assert s.legal_actions() == [("take", 1), ("take", 2), ("take", 3), ("take", 4)]
    act(s, "take +2")
    # Hand: junk, junk, Umbrella, Periscope; the turn ends (a Market action, no bonus):
    # clean-up draws 1 junk (to 5); the market slides right (Bribe, Burglary, Sudden Nap on
    # +0..+2) and fills +3, +4 from the market deck top: Velocipede, then Grasp.
    assert_turn_over(s)
    assert sorted_names(s, s.hands[0]) == ["Periscope", "Umbrella", "junk", "junk", "junk"]
    assert names(s, s.discards[0]) == ["Royal Privilege"]
    assert names(s, s.market) == ["Bribe", "Burglary", "Sudden Nap", "Velocipede", "Grasp"]


def test_royal_privilege_may_be_declined():
    s = _royal()
    act(s, "buy +0 with Royal Privilege")
    act(s, "pass")
    assert_turn_over(s)
    assert sorted_names(s, s.hands[0]) == ["Delicacy", "Umbrella", "junk", "junk", "junk"]
    assert s.bin == []


def test_royal_privilege_may_throw_away_the_card_just_bought():
    s = position({"hand": ["Royal Privilege", "junk"], "deck": ["junk"] * 5},
                 market={"slots": ["Sudden Nap", "Bribe"], "deck": []})
    act(s, "buy +0 with Royal Privilege")  # Sudden Nap (5) is then in hand: it is animalfolk
    assert s.legal_actions() == [("ditch", "Sudden Nap"), ("pass",)]
    act(s, "ditch Sudden Nap")
    act(s, "take +1")
    assert_turn_over(s)
    assert sorted_names(s, s.hands[0]) == ["Bribe"] + ["junk"] * 4


def test_a_purchase_without_royal_privilege_offers_nothing():
    s = _royal()
    act(s, "buy +1 with Delicacy")  # Bribe costs 2 + 1 = 3 = Delicacy
    assert_turn_over(s)
    assert s.bin == []


# ---------------------------------------------------------------------------------------------
# The deck in every kind of game (2, 3 and 4 players; random and greedy bots).
# ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_games_with_lemurs(n):
    played = random_games("lemurs", n, seeds=2)
    assert played  # the techniques of the deck were played in these games
