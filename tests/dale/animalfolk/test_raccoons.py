"""Card tests of the Raccoons deck (classic): Wily Fellow, Nuisance, Rotten Food, Dirty
Exchange, Sabotage, Treasure Hunter.

Every expected value is worked out by hand from the "Classic mechanic" column of
docs/rules/dale-cards.md and the rules of docs/rules/dale-classic.md; the comment of each
test says how. Positions are built with ``from_spec`` (deck lists top first, discard piles
bottom first; in the state the top of a pile is the END of its list). Seats are 1-based in the
action text and 0-based in the state.
"""

from __future__ import annotations


from ludoteca.dale.notation import parse
from ludoteca.dale.positions import from_spec

from testkit.dale import act, assert_bonus_action, assert_turn_over, names
from testkit.dale import refused as refuse
from testkit.positions import builder

FOLK2 = ["macaws", "pandas", "raccoons"]
FOLK3 = ["macaws", "pandas", "raccoons", "squirrels"]
MARKET = {"slots": ["Prepaid Good", "Shattered Relic", "Flashy Show", "Market Discovery", "Stock Clearance"],
          "deck": ["Favorite Toy", "Special Offer"]}


POSITION_DEFAULTS = {"folk": FOLK2, "folk_for": {3: FOLK3}, "seed": 3,
                     "opponent": {"hand": ["junk"], "deck": ["junk"]}, "market_for": {
                         2: MARKET, 3: {"slots": ["Prepaid Good", "Flashy Show", "Market Discovery",
                                              "Stock Clearance", "Accordion"],
                                    "deck": ["Favorite Toy", "Special Offer"]}}}
#: position(me, opp=None, *more, **changes): testkit.positions.build with these defaults
position = builder(**POSITION_DEFAULTS)


# ------------------------------------------------------------------------------------------
# Wily Fellow (1, T, +): deck and discard pile trade places, then shuffle the new deck.
# ------------------------------------------------------------------------------------------
def test_wily_fellow_swaps_deck_and_discard():
    # New deck = old discard {junk, junk, Nuisance} (shuffled: compare as multisets); new
    # discard = old deck {Cookies, Spyglass}, then Wily Fellow on top once resolved.
    s = position({"hand": ["Wily Fellow", "junk"], "deck": ["Cookies", "Spyglass"],
                  "discard": ["junk", "junk", "Nuisance"]})
    act(s, "play Wily Fellow")
    assert sorted(names(s, s.decks[0])) == ["Nuisance", "junk", "junk"]
    assert sorted(names(s, s.discards[0][:-1])) == ["Cookies", "Spyglass"]
    assert names(s, s.discards[0])[-1] == "Wily Fellow"
    assert names(s, s.hands[0]) == ["junk"]
    assert_bonus_action(s)


def test_wily_fellow_with_empty_discard_empties_deck():
    # Old discard empty -> new deck empty; old deck [Cookies] becomes the discard pile.
    s = position({"hand": ["Wily Fellow"], "deck": ["Cookies"], "discard": []})
    act(s, "play Wily Fellow")
    assert s.decks[0] == []
    assert names(s, s.discards[0]) == ["Cookies", "Wily Fellow"]
    assert_bonus_action(s)


def test_wily_fellow_with_both_piles_empty_does_nothing():
    s = position({"hand": ["Wily Fellow"], "deck": [], "discard": []})
    act(s, "play Wily Fellow")
    assert s.decks[0] == []
    assert names(s, s.discards[0]) == ["Wily Fellow"]
    assert_bonus_action(s)


# ------------------------------------------------------------------------------------------
# Nuisance (2, T, +): 0-2 other players each discard 1 random card from hand.
# ------------------------------------------------------------------------------------------
def test_nuisance_two_targets_discard_to_their_own_piles():
    # dale.discard.own_pile: seat 2 has only Cookies, seat 3 only Spyglass, so the random
    # card is forced; each goes on its OWNER's discard pile (not seat 1's, not the bin).
    s = position({"hand": ["Nuisance", "junk"], "deck": ["junk"]},
                 {"hand": ["Cookies"], "deck": ["junk"], "discard": ["junk"]},
                 {"hand": ["Spyglass"], "deck": ["junk"]})
    act(s, "play Nuisance")
    assert s.decision().kind == "nuisance"
    assert sorted(s.legal_actions()) == sorted([("targets", ()), ("targets", (1,)),
                                                ("targets", (2,)), ("targets", (1, 2))])
    act(s, "targets seat 2, seat 3")
    assert s.hands[1] == [] and s.hands[2] == []
    assert names(s, s.discards[1]) == ["junk", "Cookies"]
    assert names(s, s.discards[2]) == ["Spyglass"]
    assert names(s, s.discards[0]) == ["Nuisance"]
    assert names(s, s.hands[0]) == ["junk"]
    assert s.bin == []
    assert_bonus_action(s)


def test_nuisance_random_card_of_one_target():
    # Seat 2's hand {junk, junk, Cookies}: one random card goes on seat 2's discard pile (on
    # top of the junk already there). Whatever the draw: hand 2 cards, discard 2, same cards.
    s = position({"hand": ["Nuisance"], "deck": ["junk"]},
                 {"hand": ["junk", "junk", "Cookies"], "deck": ["junk"], "discard": ["junk"]})
    before_bottom = s.discards[1][0]
    act(s, "play Nuisance")
    act(s, "targets seat 2")
    assert len(s.hands[1]) == 2 and len(s.discards[1]) == 2
    assert s.discards[1][0] == before_bottom
    assert sorted(names(s, s.hands[1] + s.discards[1][1:])) == ["Cookies", "junk", "junk"]
    assert s.hands[0] == [] and names(s, s.discards[0]) == ["Nuisance"]
    assert_bonus_action(s)


def test_nuisance_no_target_and_empty_hand_target():
    # Classic allows 0 players: nothing happens. A target with an empty hand loses nothing.
    s = position({"hand": ["Nuisance", "Nuisance"], "deck": ["junk"]},
                 {"hand": ["Cookies"], "deck": ["junk"]})
    act(s, "play Nuisance")
    act(s, "targets none")
    assert names(s, s.hands[1]) == ["Cookies"] and s.discards[1] == []
    assert_bonus_action(s)
    s2 = position({"hand": ["Nuisance"], "deck": ["junk"]}, {"hand": [], "deck": ["junk"]})
    act(s2, "play Nuisance")
    act(s2, "targets seat 2")
    assert s2.hands[1] == [] and s2.discards[1] == []
    assert_bonus_action(s2)


def test_nuisance_refuses_self_and_missing_seat():
    s = position({"hand": ["Nuisance", "junk"], "deck": ["junk"]},
                 {"hand": ["Cookies"], "deck": ["junk"]})
    act(s, "play Nuisance")
    refuse(s, "targets seat 1")
    refuse(s, "targets seat 1, seat 2")
    refuse(s, "targets seat 3")
    assert s.decision().kind == "nuisance"


# ------------------------------------------------------------------------------------------
# Rotten Food (3, T, +): 1 hand card on top of another player's deck.
# ------------------------------------------------------------------------------------------
def test_rotten_food_puts_card_on_top_of_other_deck():
    # Seat 2's deck [Spyglass] gets Cookies on top: top first Cookies, Spyglass.
    s = position({"hand": ["Rotten Food", "Cookies", "junk"], "deck": ["junk"]},
                 {"hand": ["junk"], "deck": ["Spyglass"]})
    act(s, "play Rotten Food")
    assert s.decision().kind == "rotten_food"
    assert sorted(s.legal_actions()) == sorted([parse("give Cookies to seat 2"),
                                                parse("give junk to seat 2")])
    refuse(s, "give Cookies to seat 1")  # not your own deck
    refuse(s, "give Spyglass to seat 2")  # not in hand
    act(s, "give Cookies to seat 2")
    assert names(s, s.decks[1]) == ["Spyglass", "Cookies"]  # top = last
    assert names(s, s.hands[0]) == ["junk"]
    assert names(s, s.discards[0]) == ["Rotten Food"]
    assert names(s, s.decks[0]) == ["junk"]
    assert_bonus_action(s)


def test_rotten_food_three_players_choose_the_victim():
    s = position({"hand": ["Rotten Food", "junk"], "deck": ["junk"]},
                 {"hand": ["junk"], "deck": ["Spyglass"]},
                 {"hand": ["junk"], "deck": []})
    act(s, "play Rotten Food")
    act(s, "give junk to seat 3")
    assert names(s, s.decks[2]) == ["junk"]
    assert names(s, s.decks[1]) == ["Spyglass"]
    assert s.hands[0] == []
    assert_bonus_action(s)


def test_rotten_food_fizzles_with_empty_hand():
    s = position({"hand": ["Rotten Food"], "deck": ["junk"]},
                 {"hand": ["junk"], "deck": ["Spyglass"]})
    act(s, "play Rotten Food")
    assert names(s, s.decks[1]) == ["Spyglass"]
    assert names(s, s.discards[0]) == ["Rotten Food"]
    assert_bonus_action(s)


# ------------------------------------------------------------------------------------------
# Dirty Exchange (4, T, +): take 1 random card from another hand, then give them 1 card.
# ------------------------------------------------------------------------------------------
def test_dirty_exchange_take_then_give():
    # Seat 2 holds only Cookies -> it is the card taken. Then seat 1 gives junk to seat 2.
    s = position({"hand": ["Dirty Exchange", "junk"], "deck": ["junk"]},
                 {"hand": ["Cookies"], "deck": ["junk"]})
    act(s, "play Dirty Exchange")
    assert s.decision().kind == "dirty_exchange"
    assert s.legal_actions() == [("target", 1)]
    refuse(s, "target seat 1")
    act(s, "target seat 2")
    assert s.decision().kind == "dirty_exchange_give"
    assert sorted(names(s, s.hands[0])) == ["Cookies", "junk"]
    assert sorted(s.legal_actions()) == sorted([parse("give Cookies to seat 2"),
                                                parse("give junk to seat 2")])
    refuse(s, "give Spyglass to seat 2")
    act(s, "give junk to seat 2")
    assert names(s, s.hands[0]) == ["Cookies"]
    assert names(s, s.hands[1]) == ["junk"]
    assert names(s, s.discards[0]) == ["Dirty Exchange"]
    assert s.discards[1] == []
    assert_bonus_action(s)


def test_dirty_exchange_may_give_back_the_taken_card():
    s = position({"hand": ["Dirty Exchange", "junk"], "deck": ["junk"]},
                 {"hand": ["Cookies"], "deck": ["junk"]})
    act(s, "play Dirty Exchange")
    act(s, "target seat 2")
    act(s, "give Cookies to seat 2")
    assert names(s, s.hands[1]) == ["Cookies"]
    assert names(s, s.hands[0]) == ["junk"]
    assert_bonus_action(s)


def test_dirty_exchange_random_take_three_players():
    # Seat 3 holds {Cookies, Spyglass}: one of them is taken (random). The gift must go to
    # the same player (seat 3), not seat 2. Totals: seat 3 still 2 cards, seat 1 still 2.
    s = position({"hand": ["Dirty Exchange", "junk", "junk"], "deck": ["junk"]},
                 {"hand": ["junk"], "deck": ["junk"]},
                 {"hand": ["Cookies", "Spyglass"], "deck": ["junk"]})
    act(s, "play Dirty Exchange")
    act(s, "target seat 3")
    taken = [n for n in names(s, s.hands[0]) if n != "junk"]
    assert len(taken) == 1 and taken[0] in ("Cookies", "Spyglass")
    refuse(s, "give junk to seat 2")
    act(s, "give junk to seat 3")
    assert sorted(names(s, s.hands[0])) == sorted(taken + ["junk"])
    assert sorted(names(s, s.hands[2] + s.hands[0])) == sorted(
        ["Cookies", "Spyglass", "junk", "junk"])
    assert len(s.hands[2]) == 2 and names(s, s.hands[1]) == ["junk"]
    assert_bonus_action(s)


def test_dirty_exchange_against_empty_hand_still_gives():
    # Ruling (dale.technique.fizzle): nothing to take, the giving part still happens.
    s = position({"hand": ["Dirty Exchange", "junk"], "deck": ["junk"]},
                 {"hand": [], "deck": ["junk"]})
    act(s, "play Dirty Exchange")
    act(s, "target seat 2")
    assert s.decision().kind == "dirty_exchange_give"
    act(s, "give junk to seat 2")
    assert names(s, s.hands[1]) == ["junk"] and s.hands[0] == []
    assert_bonus_action(s)


# ------------------------------------------------------------------------------------------
# Sabotage (5, T, +): top 2 of another player's deck; ditch 1, the other on their discard.
# ------------------------------------------------------------------------------------------
def _sabotage_position(junk=2):
    return position({"hand": ["Sabotage", "junk"], "deck": ["junk"]},
                    {"hand": ["junk"], "deck": ["Spyglass", "junk", "Cookies"]}, junk=junk)


def test_sabotage_ditches_animalfolk_to_bin_other_to_owner_discard():
    # Top 2 of seat 2's deck: Spyglass, junk. Ditch Spyglass -> market discard pile; the junk
    # -> seat 2's discard pile. Seat 2's deck keeps Cookies.
    s = _sabotage_position()
    act(s, "play Sabotage")
    assert s.decision().kind == "sabotage_target"
    refuse(s, "target seat 1")
    act(s, "target seat 2")
    assert s.decision().kind == "sabotage"
    assert sorted(s.legal_actions()) == sorted([parse("ditch Spyglass"), parse("ditch junk")])
    refuse(s, "ditch Cookies")  # third card: not drawn
    act(s, "ditch Spyglass")
    assert names(s, s.bin) == ["Spyglass"]
    assert names(s, s.discards[1]) == ["junk"]
    assert names(s, s.decks[1]) == ["Cookies"]
    assert len(s.junk) == 2
    assert names(s, s.discards[0]) == ["Sabotage"]
    assert_bonus_action(s)


def test_sabotage_ditches_junk_to_junk_pile():
    # Ditch the junk -> junk pile 2 -> 3; Spyglass -> seat 2's discard pile.
    s = _sabotage_position()
    act(s, "play Sabotage")
    act(s, "target seat 2")
    act(s, "ditch junk")
    assert len(s.junk) == 3
    assert names(s, s.discards[1]) == ["Spyglass"]
    assert s.bin == []
    assert names(s, s.decks[1]) == ["Cookies"]
    assert_bonus_action(s)


def test_sabotage_single_card_is_thrown_away():
    # Ruling: seat 2 has only Cookies (deck) and nothing in the discard pile -> Cookies is
    # thrown away (market discard pile); the junk pile is never drawn from.
    s = position({"hand": ["Sabotage"], "deck": ["junk"]},
                 {"hand": ["junk"], "deck": ["Cookies"], "discard": []}, junk=4)
    act(s, "play Sabotage")
    act(s, "target seat 2")
    assert names(s, s.bin) == ["Cookies"]
    assert s.decks[1] == [] and s.discards[1] == []
    assert len(s.junk) == 4
    assert_bonus_action(s)


def test_sabotage_reshuffles_target_discard_pile():
    # Seat 2: deck [Cookies], discard [junk]. First card Cookies, then the discard pile is the
    # new deck -> junk. Ditch Cookies; the junk goes back on seat 2's discard pile.
    s = position({"hand": ["Sabotage"], "deck": ["junk"]},
                 {"hand": ["junk"], "deck": ["Cookies"], "discard": ["junk"]}, junk=4)
    act(s, "play Sabotage")
    act(s, "target seat 2")
    assert sorted(s.legal_actions()) == sorted([parse("ditch Cookies"), parse("ditch junk")])
    act(s, "ditch Cookies")
    assert names(s, s.bin) == ["Cookies"]
    assert names(s, s.discards[1]) == ["junk"]
    assert s.decks[1] == []
    assert len(s.junk) == 4
    assert_bonus_action(s)


def test_sabotage_fizzles_on_empty_deck_and_discard():
    s = position({"hand": ["Sabotage"], "deck": ["junk"]},
                 {"hand": ["junk"], "deck": [], "discard": []}, junk=4)
    act(s, "play Sabotage")
    act(s, "target seat 2")
    assert len(s.junk) == 4 and s.bin == []
    assert s.decks[1] == [] and s.discards[1] == []
    assert names(s, s.discards[0]) == ["Sabotage"]
    assert_bonus_action(s)


# ------------------------------------------------------------------------------------------
# Treasure Hunter (5, T, no +): top card of another player's discard pile into your hand.
# ------------------------------------------------------------------------------------------
def test_treasure_hunter_takes_top_of_other_discard_and_ends_turn():
    # Seat 2's discard [junk, Spyglass]: Spyglass to seat 1's hand. No + -> clean-up: the hand
    # [Spyglass] gets 4 junk; Treasure Hunter is on seat 1's discard pile.
    s = position({"hand": ["Treasure Hunter"], "deck": ["junk"] * 5},
                 {"hand": ["junk"], "deck": ["junk"], "discard": ["junk", "Spyglass"]})
    act(s, "play Treasure Hunter")
    assert s.decision().kind == "treasure_hunter"
    assert s.legal_actions() == [("target", 1)]
    refuse(s, "target seat 1")
    act(s, "target seat 2")
    assert_turn_over(s)
    assert sorted(names(s, s.hands[0])) == ["Spyglass"] + ["junk"] * 4
    assert names(s, s.discards[1]) == ["junk"]
    assert names(s, s.discards[0]) == ["Treasure Hunter"]
    assert len(s.decks[0]) == 1


def test_treasure_hunter_fizzles_without_opponent_discard():
    # dale.technique.fizzle: no opponent has a discard pile -> nothing; no +, so the turn ends.
    s = position({"hand": ["Treasure Hunter", "junk"], "deck": ["junk"] * 5},
                 {"hand": ["junk"], "deck": ["junk"], "discard": []})
    act(s, "play Treasure Hunter")
    assert_turn_over(s)
    assert names(s, s.discards[0]) == ["Treasure Hunter"]
    assert names(s, s.hands[0]) == ["junk"] * 5
    assert s.discards[1] == []


def test_treasure_hunter_only_players_with_a_discard_pile():
    # 3 players: seat 2's discard is empty, seat 3's holds Cookies -> only seat 3 is a choice.
    s = position({"hand": ["Treasure Hunter"], "deck": ["junk"] * 6},
                 {"hand": ["junk"], "deck": ["junk"], "discard": []},
                 {"hand": ["junk"], "deck": ["junk"], "discard": ["Cookies"]})
    act(s, "play Treasure Hunter")
    assert s.legal_actions() == [("target", 2)]
    refuse(s, "target seat 2")
    refuse(s, "target seat 1")
    act(s, "target seat 3")
    assert_turn_over(s)
    assert s.discards[2] == []
    # Cookies in hand at clean-up: hand size 6 -> Cookies + 5 junk.
    assert sorted(names(s, s.hands[0])) == ["Cookies"] + ["junk"] * 5


def test_nuisance_at_most_two_players_in_four_player_game():
    # "0, 1 or 2 other players": with 3 opponents, picking all three is refused.
    s = from_spec({"animalfolk": FOLK3 + ["ocelots"], "seed": 2, "active": 1,
                   "market": {"slots": ["Cookies"] * 3 + ["Spyglass"] * 2, "deck": 2},
                   "player": [{"hand": ["Nuisance"], "deck": ["junk"]},
                              {"hand": ["Acorn"], "deck": []},
                              {"hand": ["Charm"], "deck": []},
                              {"hand": ["Gamble"], "deck": []}]})
    act(s, "play Nuisance")
    assert len(s.legal_actions()) == 1 + 3 + 3  # none, 3 singles, 3 pairs
    refuse(s, "targets seat 2, seat 3, seat 4")
    act(s, "targets seat 2, seat 4")
    assert names(s, s.discards[1]) == ["Acorn"] and names(s, s.discards[3]) == ["Gamble"]
    assert names(s, s.hands[2]) == ["Charm"] and s.discards[2] == []
    assert_bonus_action(s)


def test_dirty_exchange_with_both_hands_empty_does_nothing():
    s = position({"hand": ["Dirty Exchange"], "deck": ["junk"]}, {"hand": [], "deck": ["junk"]})
    act(s, "play Dirty Exchange")
    act(s, "target seat 2")
    assert s.hands[0] == [] and s.hands[1] == []
    assert names(s, s.discards[0]) == ["Dirty Exchange"]
    assert_bonus_action(s)
