"""Magpies (Dale 3, classic): Pompous Professional, Bribe, Burglary, Grasp, Periscope, Sudden
Nap.

Expected values are worked out by hand from docs/rules/dale-cards.md (Magpies), the rules of
docs/rules/dale-classic.md and the rulings of docs/rulings.md ("Magpies"). Positions are built
with ``from_spec`` (deck lists top first, discard piles bottom first; in the state the top of a
pile is the END of its list; market slots from +0). Seats are 1-based in the action text.
"""

from __future__ import annotations

import pytest

from ludoteca.dale import mechanics as m
from ludoteca.dale.positions import from_spec, to_toml
from ludoteca.dale.views import view

from testkit.dale import act, assert_bonus_action, assert_turn_over, names, refused
from testkit.dale import sorted_names
from testkit.dale3 import random_games
from testkit.positions import builder

FOLK = ["lemurs", "magpies", "echidnas"]
SLOTS = ["Umbrella", "Replacement", "Delicacy", "Fortunate Upgrade", "Matching Colours"]


POSITION_DEFAULTS = {"folk": FOLK, "more_folk": ["macaws"], "opponent": {"hand": ["junk"], "deck": ["junk"]},
                     "market_default": {"slots": SLOTS, "deck": ["Velocipede", "Fashion Hint"]}}
#: position(me, opp=None, *more, **changes): testkit.positions.build with these defaults
position = builder(**POSITION_DEFAULTS)


# ---------------------------------------------------------------------------------------------
# Pompous Professional (1, T, +): name a set, show the top 3, keep 1 of it, shuffle the rest.
# ---------------------------------------------------------------------------------------------
def test_pompous_professional_keeps_a_card_of_the_named_set():
    s = position({"hand": ["Pompous Professional"],
                  "deck": ["Grasp", "junk", "Umbrella", "junk", "Bribe"]})
    act(s, "play Pompous Professional")
    # ruling dale.card.magpies.pompous_professional: the decks in the game, no junk
    assert s.legal_actions() == [("name", "Lemurs"), ("name", "Magpies"), ("name", "Echidnas")]
    refused(s, "name junk", "dale.technique.play")
    act(s, "name Magpies")
    # Shown: Grasp, junk, Umbrella; the player's view lists them, the other seat's none.
    assert s.legal_actions() == [("keep", "Grasp")]
    assert sorted(view(s, 0)["decision"]["cards"]) == ["Grasp", "Umbrella", "junk"]
    assert view(s, 1)["decision"].get("cards", []) == []
    act(s, "keep Grasp")
    assert names(s, s.hands[0]) == ["Grasp"]
    assert sorted_names(s, s.decks[0]) == ["Bribe", "Umbrella", "junk", "junk"]
    assert s.aside == []
    assert_bonus_action(s)


def test_pompous_professional_with_no_card_of_the_set_shuffles_all_back():
    s = position({"hand": ["Pompous Professional"], "deck": ["Grasp", "junk", "Umbrella"]})
    act(s, "play Pompous Professional")
    act(s, "name Lemurs")
    assert s.hands[0] == []
    assert sorted_names(s, s.decks[0]) == ["Grasp", "Umbrella", "junk"]
    assert names(s, s.discards[0]) == ["Pompous Professional"]
    assert_bonus_action(s)


def test_pompous_professional_reshuffles_the_discard_pile_when_the_deck_runs_out():
    # Deck [Grasp]; discard [Umbrella, junk]: after Grasp the discard pile becomes the deck.
    s = position({"hand": ["Pompous Professional"], "deck": ["Grasp"],
                  "discard": ["Umbrella", "junk"]})
    act(s, "play Pompous Professional")
    act(s, "name Echidnas")
    assert s.legal_actions() == [("keep", "Umbrella")]
    act(s, "keep Umbrella")
    assert names(s, s.hands[0]) == ["Umbrella"]
    assert sorted_names(s, s.decks[0]) == ["Grasp", "junk"]
    assert names(s, s.discards[0]) == ["Pompous Professional"]


def test_pompous_professional_never_takes_junk_when_deck_and_discard_pile_are_empty():
    # ruling dale.card.magpies.pompous_professional (dale.cleanup.junk_draw): "the top 3 cards
    # of your deck" are that deck's cards. Deck [Grasp], discard pile empty, junk pile 1: only
    # Grasp is drawn and shown; it is a Magpie and is kept; the junk pile and the junk
    # substitutes are untouched and the deck is left empty.
    s = position({"hand": ["Pompous Professional"], "deck": ["Grasp"]}, junk=1)
    subs = len(s.subs)
    act(s, "play Pompous Professional")
    act(s, "name Magpies")
    assert s.legal_actions() == [("keep", "Grasp")]
    act(s, "keep Grasp")
    assert names(s, s.hands[0]) == ["Grasp"]
    assert s.decks[0] == [] and len(s.junk) == 1 and len(s.subs) == subs
    assert names(s, s.discards[0]) == ["Pompous Professional"] and s.aside == []
    assert_bonus_action(s)


def test_pompous_professional_with_deck_and_discard_pile_empty_draws_nothing():
    # Deck and discard pile empty, junk pile 4: nothing is drawn (no junk, as Spyglass), so
    # nothing is kept; the junk pile keeps its 4 cards; the bonus action still counts.
    s = position({"hand": ["Pompous Professional"]}, junk=4)
    act(s, "play Pompous Professional")
    act(s, "name Echidnas")
    assert s.hands[0] == [] and s.decks[0] == [] and len(s.junk) == 4
    assert_bonus_action(s)


def test_pompous_professional_shows_the_cards_so_the_card_kept_is_known():
    # "Draw and show": every player sees the 3 cards, so seat 2 knows the card kept is in
    # seat 1's hand (its view's "known"); the 2 shuffled back are in the deck at an unknown
    # place. Changed (issue 26): before, only seat 1 saw them.
    s = position({"hand": ["Pompous Professional", "junk"],
                  "deck": ["Grasp", "junk", "Umbrella", "junk", "Bribe"]})
    act(s, "play Pompous Professional")
    act(s, "name Magpies")
    act(s, "keep Grasp")
    assert view(s, 1)["known"][0]["hand"] == ["Grasp"]
    assert view(s, 1)["known"][0]["deck"] == []


# ---------------------------------------------------------------------------------------------
# Bribe (2, P): when you pay with it, your hand size is 1 higher this turn.
# ---------------------------------------------------------------------------------------------
def _bribe(hand):
    return position({"hand": hand, "deck": ["junk"] * 8},
                    market={"slots": ["Umbrella", "Grasp", "Velocipede"], "deck": []})


def test_bribe_paid_raises_this_turns_hand_size():
    # Umbrella costs 4 = Bribe + Bribe. Hand after the purchase: junk, junk, Umbrella (3);
    # clean-up draws up to 5 + 2 = 7: 4 junk.
    s = _bribe(["Bribe", "Bribe", "junk", "junk"])
    act(s, "buy +0 with Bribe, Bribe")
    assert_turn_over(s)
    assert sorted_names(s, s.hands[0]) == ["Umbrella"] + ["junk"] * 6
    assert s.effects == []  # the effect ends with the turn


def test_bribe_effect_is_shown_and_written_in_position_files():
    s = _bribe(["Bribe", "junk", "junk", "junk", "Royal Privilege"])
    s.frames.clear()
    # Pay Umbrella (4) with Bribe + 2 junk: the effect is on until clean-up.
    from ludoteca.dale.purchase import buy
    buy(s, 0, ("buy", 0, ("Bribe", "junk", "junk")))
    assert s.effects == [("bribe",)]
    assert m.hand_size(s, 0) == 6
    assert view(s, 1)["effects"] == [{"msg": "effect.hand", "kind": "bribe", "card": "Bribe",
                                      "n": 1}]
    assert "effects = ['Bribe']" in to_toml(s, referee=True).replace('"', "'")


def test_bribe_in_hand_or_bought_does_nothing():
    # Paying with junk only: hand size 5. Hand after buying Grasp (4 + 1 = 5 junk): Bribe,
    # Grasp -> draws 3.
    s = _bribe(["Bribe", "junk", "junk", "junk", "junk", "junk"])
    act(s, "buy +1 with junk, junk, junk, junk, junk")
    assert_turn_over(s)
    assert len(s.hands[0]) == 5
    # Buying a Bribe is no payment with it (ruling dale.card.magpies.bribe).
    s = position({"hand": ["junk", "junk", "Royal Privilege"], "deck": ["junk"] * 8},
                 market={"slots": ["Bribe"], "deck": []})
    act(s, "buy +0 with junk, junk")
    assert_turn_over(s)
    assert len(s.hands[0]) == 5


# ---------------------------------------------------------------------------------------------
# Burglary (3, T, +): guess a value; reveal another player's top deck card: take it if right.
# ---------------------------------------------------------------------------------------------
def _burglary(opp):
    return position({"hand": ["Burglary", "junk"]}, opp)


def test_burglary_right_guess_takes_the_card():
    s = _burglary({"hand": ["junk"], "deck": ["Grasp", "junk"]})
    act(s, "play Burglary")
    assert s.legal_actions() == [("target", 1)]
    act(s, "target seat 2")
    assert s.legal_actions() == [("guess", v) for v in range(1, 6)]
    refused(s, "guess 0", "dale.technique.play")
    act(s, "guess 4")
    assert sorted_names(s, s.hands[0]) == ["Grasp", "junk"]
    assert names(s, s.decks[1]) == ["junk"] and s.discards[1] == []
    assert_bonus_action(s)


def test_burglary_wrong_guess_discards_the_card():
    s = _burglary({"hand": ["junk"], "deck": ["Grasp", "junk"]})
    act(s, "play Burglary")
    act(s, "target seat 2")
    act(s, "guess 1")
    assert names(s, s.hands[0]) == ["junk"]
    assert names(s, s.discards[1]) == ["Grasp"]
    assert_bonus_action(s)


def test_burglary_revealed_card_taken_is_known_to_everybody():
    # ruling dale.card.magpies.burglary: the top card is revealed (turned face up), so every
    # player knows where it went: seat 2 knows its Grasp is now in seat 1's hand.
    s = _burglary({"hand": ["junk"], "deck": ["Grasp", "junk"]})
    assert view(s, 1)["known"][0]["hand"] == []
    act(s, "play Burglary")
    act(s, "target seat 2")
    act(s, "guess 4")
    assert view(s, 1)["known"][0]["hand"] == ["Grasp"]


def test_burglary_reshuffles_an_empty_deck_and_skips_a_player_with_no_cards():
    s = _burglary({"hand": ["junk"], "deck": [], "discard": ["Umbrella"]})
    act(s, "play Burglary")
    act(s, "target seat 2")
    act(s, "guess 4")
    assert sorted_names(s, s.hands[0]) == ["Umbrella", "junk"]
    assert s.decks[1] == [] and s.discards[1] == []
    # Nobody to rob: the technique fizzles (dale.technique.fizzle) and is discarded.
    s = _burglary({"hand": ["junk"]})
    act(s, "play Burglary")
    assert names(s, s.discards[0]) == ["Burglary"]
    assert_bonus_action(s)


# ---------------------------------------------------------------------------------------------
# Grasp (4, T, +): guess the value of a random card of another hand; right: take it.
# ---------------------------------------------------------------------------------------------
def test_grasp_right_guess_takes_the_card():
    s = position({"hand": ["Grasp"]}, {"hand": ["Umbrella"], "deck": ["junk"]})
    act(s, "play Grasp")
    act(s, "target seat 2")
    act(s, "guess 4")
    assert names(s, s.hands[0]) == ["Umbrella"] and s.hands[1] == []
    assert_bonus_action(s)


def test_grasp_wrong_guess_changes_nothing():
    s = position({"hand": ["Grasp"]}, {"hand": ["Umbrella"], "deck": ["junk"]})
    act(s, "play Grasp")
    act(s, "target seat 2")
    act(s, "guess 3")
    assert s.hands[0] == [] and names(s, s.hands[1]) == ["Umbrella"]
    assert names(s, s.discards[0]) == ["Grasp"]
    assert_bonus_action(s)


def test_grasp_picks_among_the_players_with_a_hand_in_a_three_player_game():
    s = position({"hand": ["Grasp"]}, {"hand": [], "deck": ["junk"]},
                 {"hand": ["junk", "junk"], "deck": ["junk"]})
    act(s, "play Grasp")
    assert s.legal_actions() == [("target", 2)]
    refused(s, "target seat 2", "dale.technique.play")
    act(s, "target seat 3")
    act(s, "guess 1")  # both cards are junk (value 1): right whichever is picked
    assert names(s, s.hands[0]) == ["junk"] and names(s, s.hands[2]) == ["junk"]


# ---------------------------------------------------------------------------------------------
# Periscope (5, T, +): name a card; another player's top 2 deck cards to their discard pile,
# those of that name to your hand.
# ---------------------------------------------------------------------------------------------
def test_periscope_takes_the_named_cards():
    s = position({"hand": ["Periscope"]}, {"hand": ["junk"], "deck": ["Grasp", "junk", "Bribe"]})
    act(s, "play Periscope")
    act(s, "target seat 2")
    legal = s.legal_actions()
    assert ("name", "junk") in legal and ("name", "Grasp") in legal and len(legal) == 19
    act(s, "name Grasp")
    assert names(s, s.hands[0]) == ["Grasp"]
    assert names(s, s.discards[1]) == ["junk"] and names(s, s.decks[1]) == ["Bribe"]
    assert_bonus_action(s)


def test_periscope_card_taken_is_known_to_everybody():
    # ruling dale.card.magpies.periscope: the cards are turned over one by one in front of
    # everybody; seat 2 knows the Grasp taken is in seat 1's hand.
    s = position({"hand": ["Periscope"]}, {"hand": ["junk"], "deck": ["Grasp", "junk", "Bribe"]})
    act(s, "play Periscope")
    act(s, "target seat 2")
    act(s, "name Grasp")
    assert view(s, 1)["known"][0]["hand"] == ["Grasp"]


def test_periscope_naming_junk_and_one_by_one_reshuffle():
    # Deck [junk]; discard [Umbrella]: junk goes to you; then the deck is empty and the discard
    # pile [Umbrella] becomes the deck: Umbrella goes to their discard pile.
    s = position({"hand": ["Periscope"]}, {"hand": ["junk"], "deck": ["junk"],
                                           "discard": ["Umbrella"]})
    act(s, "play Periscope")
    act(s, "target seat 2")
    act(s, "name junk")
    assert names(s, s.hands[0]) == ["junk"]
    assert names(s, s.discards[1]) == ["Umbrella"] and s.decks[1] == []


# ---------------------------------------------------------------------------------------------
# Sudden Nap (5, T, +): ditch a random card of another player's hand.
# ---------------------------------------------------------------------------------------------
def test_sudden_nap_throws_away_a_random_card():
    s = position({"hand": ["Sudden Nap"]}, {"hand": ["Umbrella"], "deck": ["junk"]})
    act(s, "play Sudden Nap")
    act(s, "target seat 2")
    assert s.hands[1] == [] and names(s, s.bin) == ["Umbrella"]
    assert_bonus_action(s)
    s = position({"hand": ["Sudden Nap"]}, {"hand": ["junk"], "deck": ["junk"]}, junk=1)
    act(s, "play Sudden Nap")
    act(s, "target seat 2")
    assert s.hands[1] == [] and len(s.junk) == 2 and s.bin == []


def test_sudden_nap_without_a_hand_to_target_fizzles():
    s = position({"hand": ["Sudden Nap"]}, {"hand": [], "deck": ["junk"]})
    act(s, "play Sudden Nap")
    assert names(s, s.discards[0]) == ["Sudden Nap"]
    assert_bonus_action(s)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_games_with_magpies(n):
    assert random_games("magpies", n, seeds=2)


def test_notation_of_the_new_choices():
    """``name`` takes a deck (its name or key, any case) or a card; ``ditch`` alone is Fashion
    Hint's choice (docs/notation.md)."""
    from ludoteca.core.errors import BadInput
    from ludoteca.dale.notation import parse, to_text

    assert parse("name magpies") == ("name", "Magpies") == parse("NAME Magpies")
    assert parse("name grasp") == ("name", "Grasp")
    assert parse("name junk") == ("name", "junk")
    assert parse("ditch") == ("ditch",)
    for action in (("name", "Magpies"), ("name", "Grasp"), ("ditch",), ("ditch", "junk")):
        assert parse(to_text(action)) == action
    with pytest.raises(BadInput):
        parse("name")
    with pytest.raises(BadInput):
        parse("name Nothing At All")
