"""Echidnas (Dale 3, classic): Carefree Swapper, Bargain Seeker, Delicacy, Umbrella, Velocipede,
Matching Colours.

Expected values are worked out by hand from docs/rules/dale-cards.md (Echidnas), the rules of
docs/rules/dale-classic.md and the rulings of docs/rulings.md ("Echidnas"). Positions are built
with ``from_spec`` (deck lists top first, discard piles bottom first; in the state the top of a
pile is the END of its list; market slots from +0). Seats are 1-based in the action text.
"""

from __future__ import annotations

import pytest

from ludoteca.dale.positions import from_spec, parse_position, same_position, to_toml
from ludoteca.dale.views import view

from testkit.dale import act, assert_bonus_action, names, refused
from testkit.dale import sorted_names
from testkit.dale3 import random_games
from testkit.positions import builder

FOLK = ["lemurs", "magpies", "echidnas"]
SLOTS = ["Grasp", "Replacement", "Burglary", "Bribe", "Fortunate Upgrade"]  # 4, 4, 3, 2, 3


POSITION_DEFAULTS = {"folk": FOLK, "more_folk": ["macaws"], "opponent": {"hand": ["junk"], "deck": ["junk"]},
                     "market_default": {"slots": SLOTS, "deck": ["Periscope", "Fashion Hint"]}}
#: position(me, opp=None, *more, **changes): testkit.positions.build with these defaults
position = builder(**POSITION_DEFAULTS)


# ---------------------------------------------------------------------------------------------
# Carefree Swapper (1, T, +): swap it with the top card of another player's discard pile.
# ---------------------------------------------------------------------------------------------
def test_carefree_swapper_swaps_with_the_top_of_a_discard_pile():
    s = position({"hand": ["Carefree Swapper"], "discard": ["junk"]},
                 {"hand": ["junk"], "discard": ["junk", "Umbrella"]})
    act(s, "play Carefree Swapper")
    assert s.legal_actions() == [("target", 1)]
    act(s, "target seat 2")
    assert names(s, s.hands[0]) == ["Umbrella"]
    assert names(s, s.discards[1]) == ["junk", "Carefree Swapper"]
    assert names(s, s.discards[0]) == ["junk"]  # it did not go to its player's discard pile
    assert_bonus_action(s)


def test_carefree_swapper_with_no_discard_pile_to_swap_with_is_discarded():
    s = position({"hand": ["Carefree Swapper"]}, {"hand": ["junk"], "deck": ["junk"]})
    act(s, "play Carefree Swapper")
    assert names(s, s.discards[0]) == ["Carefree Swapper"] and s.hands[0] == []
    assert_bonus_action(s)


def test_carefree_swapper_chooses_among_players_with_a_discard_pile():
    s = position({"hand": ["Carefree Swapper"]}, {"hand": ["junk"], "deck": ["junk"]},
                 {"hand": ["junk"], "discard": ["Grasp"]})
    act(s, "play Carefree Swapper")
    assert s.legal_actions() == [("target", 2)]
    refused(s, "target seat 2", "dale.technique.play")
    act(s, "target seat 3")
    assert names(s, s.hands[0]) == ["Grasp"]
    assert names(s, s.discards[2]) == ["Carefree Swapper"]


# ---------------------------------------------------------------------------------------------
# Bargain Seeker (2, P*): once a turn, ditch the rightmost market card and refill the market.
# ---------------------------------------------------------------------------------------------
def test_bargain_seeker_ditches_slot_zero_and_refills():
    s = position({"hand": ["Bargain Seeker", "junk"]})
    act(s, "use Bargain Seeker")
    # Grasp (slot +0) to the market discard pile; the others slide right; Periscope (market
    # deck top) fills +4 (ruling dale.card.echidnas.bargain_seeker).
    assert names(s, s.bin) == ["Grasp"]
    assert names(s, s.market) == ["Replacement", "Burglary", "Bribe", "Fortunate Upgrade",
                                  "Periscope"]
    assert names(s, s.market_deck) == ["Fashion Hint"]
    # A free ability: still the main action, and only once a turn (dale.passive.reuse).
    assert s.actions_left == 1 and s.decision().kind == "action"
    assert not any(a[0] == "use" for a in s.legal_actions())
    refused(s, "use Bargain Seeker", "dale.passive.reuse")


def test_bargain_seeker_takes_the_rightmost_card_when_slot_zero_is_empty():
    # Slots +0 and +2 empty (bought this turn): the rightmost card is Replacement (+1); it is
    # thrown away, Burglary and Fortunate Upgrade slide to +0 and +1, Periscope and Fashion
    # Hint fill +2 and +3; the market deck is then empty, so the market discard pile
    # (Replacement) becomes the market deck (dale.cleanup.market_deck_empty) and fills +4.
    s = position({"hand": ["Bargain Seeker", "junk"]},
                 market={"slots": ["", "Replacement", "", "Burglary", "Fortunate Upgrade"],
                         "deck": ["Periscope", "Fashion Hint"]})
    act(s, "use Bargain Seeker")
    assert names(s, s.market) == ["Burglary", "Fortunate Upgrade", "Periscope", "Fashion Hint",
                                  "Replacement"]
    assert s.bin == [] and s.market_deck == []


def test_bargain_seeker_needs_a_market_card():
    s = position({"hand": ["Bargain Seeker", "junk"]}, market={"slots": [], "deck": ["Grasp"]})
    assert not any(a[0] == "use" for a in s.legal_actions())
    refused(s, "use Bargain Seeker")


# ---------------------------------------------------------------------------------------------
# Delicacy (3, T, +): draw another player's top 2; may swap itself for 1; shuffle the rest back.
# ---------------------------------------------------------------------------------------------
def _delicacy():
    return position({"hand": ["Delicacy"]},
                    {"hand": ["junk"], "deck": ["Umbrella", "junk", "Bribe"]})


def test_delicacy_swaps_itself_for_a_drawn_card():
    s = _delicacy()
    act(s, "play Delicacy")
    act(s, "target seat 2")
    assert sorted(s.legal_actions()) == [("keep", "Umbrella"), ("keep", "junk"), ("pass",)]
    assert sorted(view(s, 0)["decision"]["cards"]) == ["Umbrella", "junk"]
    assert view(s, 1)["decision"].get("cards", []) == []  # secret to the player
    refused(s, "keep Bribe", "dale.technique.play")  # not drawn
    act(s, "keep Umbrella")
    assert names(s, s.hands[0]) == ["Umbrella"]
    assert sorted_names(s, s.decks[1]) == ["Bribe", "Delicacy", "junk"]
    assert s.discards[0] == [] and s.aside == []
    assert_bonus_action(s)


def test_delicacy_declined_shuffles_both_back_and_is_discarded():
    s = _delicacy()
    act(s, "play Delicacy")
    act(s, "target seat 2")
    act(s, "pass")
    assert s.hands[0] == []
    assert sorted_names(s, s.decks[1]) == ["Bribe", "Umbrella", "junk"]
    assert names(s, s.discards[0]) == ["Delicacy"]
    assert_bonus_action(s)


def test_delicacy_with_one_card_reshuffles_the_discard_pile():
    # Deck [Umbrella]; discard [Grasp]: Umbrella, then the discard pile becomes the deck: Grasp.
    s = position({"hand": ["Delicacy"]}, {"hand": ["junk"], "deck": ["Umbrella"],
                                          "discard": ["Grasp"]})
    act(s, "play Delicacy")
    act(s, "target seat 2")
    assert sorted(s.legal_actions()) == [("keep", "Grasp"), ("keep", "Umbrella"), ("pass",)]
    act(s, "keep Grasp")
    assert sorted_names(s, s.decks[1]) == ["Delicacy", "Umbrella"] and s.discards[1] == []


# ---------------------------------------------------------------------------------------------
# Umbrella (4, T, +): look at 2 random cards of another hand; may swap itself for 1.
# ---------------------------------------------------------------------------------------------
def test_umbrella_swaps_itself_for_a_card_of_another_hand():
    s = position({"hand": ["Umbrella", "junk"]}, {"hand": ["Grasp", "Velocipede"],
                                                  "deck": ["junk"]})
    act(s, "play Umbrella")
    act(s, "target seat 2")
    # Two cards in that hand: both are seen.
    assert sorted(s.legal_actions()) == [("keep", "Grasp"), ("keep", "Velocipede"), ("pass",)]
    act(s, "keep Velocipede")
    assert sorted_names(s, s.hands[0]) == ["Velocipede", "junk"]
    assert sorted_names(s, s.hands[1]) == ["Grasp", "Umbrella"]
    assert s.discards[0] == []
    assert_bonus_action(s)


def test_umbrella_sees_two_of_three_and_may_pass():
    s = position({"hand": ["Umbrella"]}, {"hand": ["Grasp", "Bribe", "junk"], "deck": ["junk"]},
                 seed=5)
    act(s, "play Umbrella")
    act(s, "target seat 2")
    seen = [a[1] for a in s.legal_actions() if a[0] == "keep"]
    assert len(seen) == 2 and set(seen) <= {"Grasp", "Bribe", "junk"}
    act(s, "pass")
    assert sorted_names(s, s.hands[1]) == ["Bribe", "Grasp", "junk"]
    assert names(s, s.discards[0]) == ["Umbrella"]
    assert_bonus_action(s)


def test_umbrella_a_third_player_does_not_learn_which_cards_are_looked_at():
    # ruling dale.card.echidnas.umbrella (issue 26): the 2 random cards are taken face down;
    # a third player cannot tell which. The first Umbrella is swapped for a junk of seat 2's
    # hand, so every seat knows it is there (it was handed over in view of all). The second
    # Umbrella takes 2 random cards of that hand [junk, junk, Umbrella] (seed 0: the 2 junk);
    # while seat 1 looks, seat 3 no longer knows that the first Umbrella is still in the hand.
    s = position({"hand": ["Umbrella", "Umbrella", "junk"]},
                 {"hand": ["junk", "junk", "junk"], "deck": ["junk"]},
                 {"hand": ["junk"], "deck": ["junk"]}, seed=0)
    for text in ("play Umbrella", "target seat 2", "keep junk"):
        act(s, text)
    assert view(s, 2)["known"][1]["hand"] == ["Umbrella"]
    act(s, "play Umbrella")
    act(s, "target seat 2")
    assert names(s, s.hands[1]) == ["Umbrella"] and names(s, s.aside) == ["junk", "junk"]
    assert view(s, 2)["known"][1]["hand"] == []


def test_umbrella_with_no_hand_to_look_at_fizzles():
    s = position({"hand": ["Umbrella"]}, {"hand": [], "deck": ["junk"]})
    act(s, "play Umbrella")
    assert names(s, s.discards[0]) == ["Umbrella"]
    assert_bonus_action(s)


# ---------------------------------------------------------------------------------------------
# Velocipede (5, T, +): swap it with any card in any player's stall (yours included).
# ---------------------------------------------------------------------------------------------
def test_velocipede_swaps_with_a_card_of_any_stall():
    s = position({"hand": ["Velocipede"], "stall": [["Voracious Consumer"]]},
                 {"hand": ["junk"], "deck": ["junk"],
                  "stall": [["Carefree Swapper"], ["Bribe"]]})
    act(s, "play Velocipede")
    assert s.legal_actions() == [("take", 0, 0, "Voracious Consumer"),
                                 ("take", 1, 0, "Carefree Swapper"), ("take", 1, 1, "Bribe")]
    refused(s, "take Grasp from seat 2 stack 1", "dale.technique.play")
    act(s, "take Bribe from seat 2 stack 2")
    assert names(s, s.hands[0]) == ["Bribe"]
    assert [names(s, st) for st in s.stalls[1]] == [["Carefree Swapper"], ["Velocipede"]]
    assert s.discards[0] == [] and s.in_play == []
    assert_bonus_action(s)


def test_velocipede_into_your_own_stall_and_position_round_trip():
    s = position({"hand": ["Velocipede"], "stall": [["Voracious Consumer"]]})
    act(s, "play Velocipede")
    act(s, "take Voracious Consumer from seat 1 stack 1")
    assert [names(s, st) for st in s.stalls[0]] == [["Velocipede"]]
    # The stack (value 5 as stack 1) is accepted in a position file (hook enters_stalls).
    back = parse_position(to_toml(s, referee=True))
    assert same_position(back, s)
    assert [names(back, st) for st in back.stalls[0]] == [["Velocipede"]]


def test_velocipede_with_no_stack_anywhere_is_discarded():
    s = position({"hand": ["Velocipede"]})
    act(s, "play Velocipede")
    assert names(s, s.discards[0]) == ["Velocipede"] and s.hands[0] == []
    assert_bonus_action(s)


# ---------------------------------------------------------------------------------------------
# Matching Colours (5, T, +): swap an animalfolk hand card with a same-value card in an
# opponent's stall.
# ---------------------------------------------------------------------------------------------
def test_matching_colours_swaps_cards_of_the_same_value():
    s = position({"hand": ["Matching Colours", "Bribe", "junk"], "stall": [["Carefree Swapper"]]},
                 {"hand": ["junk"], "deck": ["junk"],
                  "stall": [["Voracious Consumer"], ["Delightful Surprise"]]})
    act(s, "play Matching Colours")
    # Bribe (2) matches Delightful Surprise (2) only; junk (1) is no animalfolk card, so the
    # Voracious Consumer (1) does not match; your own stall is not offered.
    assert s.legal_actions() == [("take", 1, 1, "Delightful Surprise")]
    refused(s, "take Voracious Consumer from seat 2 stack 1", "dale.technique.play")
    act(s, "take Delightful Surprise from seat 2 stack 2")
    assert s.legal_actions() == [("give", "Bribe", 1)]
    refused(s, "give junk to seat 2", "dale.technique.play")
    act(s, "give Bribe to seat 2")
    assert sorted_names(s, s.hands[0]) == ["Delightful Surprise", "junk"]
    assert [names(s, st) for st in s.stalls[1]] == [["Voracious Consumer"], ["Bribe"]]
    assert names(s, s.discards[0]) == ["Matching Colours"]
    assert_bonus_action(s)


def test_matching_colours_compares_the_hand_cards_current_value():
    # dale.value.altered (issue 26 item 2): the card does not say "printed", so the hand card
    # counts its value now. After Flashy Show (+1 to every card you use) Bribe (2) counts 3
    # and Swift Broker (1) counts 2: they match Burglary (3) and Bribe (2) of seat 2's stall,
    # no longer Bribe and Pompous Professional (1).
    s = position({"hand": ["Flashy Show", "Matching Colours", "Bribe", "Swift Broker"],
                  "deck": ["junk"] * 5},
                 {"hand": ["junk"], "deck": ["junk"],
                  "stall": [["Pompous Professional"], ["Bribe"], ["Burglary"]]},
                 folk=["macaws", "magpies", "echidnas"],
                 market={"slots": ["Grasp", "Cookies", "Burglary", "Bribe", "Spyglass"]})
    act(s, "play Flashy Show")
    act(s, "play Matching Colours")
    assert s.legal_actions() == [("take", 1, 1, "Bribe"), ("take", 1, 2, "Burglary")]
    refused(s, "take Pompous Professional from seat 2 stack 1", "dale.technique.play")
    act(s, "take Burglary from seat 2 stack 3")
    assert s.legal_actions() == [("give", "Bribe", 1)]
    act(s, "give Bribe to seat 2")
    assert [names(s, st) for st in s.stalls[1]] == [["Pompous Professional"], ["Bribe"],
                                                    ["Bribe"]]
    assert "Burglary" in names(s, s.hands[0])


def test_matching_colours_without_a_match_fizzles():
    s = position({"hand": ["Matching Colours", "Grasp"]},
                 {"hand": ["junk"], "deck": ["junk"], "stall": [["Voracious Consumer"]]})
    act(s, "play Matching Colours")
    assert names(s, s.hands[0]) == ["Grasp"]
    assert names(s, s.discards[0]) == ["Matching Colours"]
    assert_bonus_action(s)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_games_with_echidnas(n):
    assert random_games("echidnas", n, seeds=2)


def test_ismcts_plays_the_dale_3_decks_to_the_end():
    """ISMCTS (its determinizations, pruning and greedy playouts) against greedy with Lemurs,
    Magpies and Echidnas: the game ends with a winner, and its actions replay to the same
    state."""
    from ludoteca.core.game import get_game
    from ludoteca.dale import new_game
    from ludoteca.dale.notation import parse

    from testkit.dale3 import ismcts_game

    result = ismcts_game(FOLK, seed=5)
    assert result.winner is not None and result.actions
    s = new_game(2, animalfolk=FOLK, seed=5)
    for text in result.actions:
        s.apply(s.normalize(parse(text)))
    assert get_game("dale").state_hash(s) == result.final_hash
    assert len(s.stalls[s.winner]) == 8


def test_a_stack_changed_by_matching_colours_loads_from_a_position_file():
    # Bribe (Magpies, 2) replaces Delightful Surprise (Lemurs, 2) in the stack [Delightful
    # Surprise, Voracious Consumer]: the stack mixes animalfolk now (still totals 3), and the
    # file still loads (hook swaps_into_stalls).
    s = position({"hand": ["Matching Colours", "Bribe"], "deck": ["junk"] * 5},
                 {"hand": ["junk"], "deck": ["junk"],
                  "stall": [["Carefree Swapper"], ["Bribe"],
                            ["Delightful Surprise", "Voracious Consumer"]]})
    act(s, "play Matching Colours")
    act(s, "take Delightful Surprise from seat 2 stack 3")
    act(s, "give Bribe to seat 2")
    assert sorted_names(s, s.stalls[1][2]) == ["Bribe", "Voracious Consumer"]
    back = parse_position(to_toml(s, referee=True))
    assert same_position(back, s)
    assert sorted_names(back, back.stalls[1][2]) == ["Bribe", "Voracious Consumer"]
