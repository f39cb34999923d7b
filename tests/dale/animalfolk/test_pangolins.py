"""Pangolins (classic): Fumbling Dreamer, Coffee Grinder, Accident, Loose Marbles, Another Fine
Mess, Fresh Start; two pangolin dice (discard, discard, deck, deck, deck, hand): the first
gives the source pile, the second the destination.

Expected values are worked out by hand from docs/rules/dale-cards.md (Pangolins) and
docs/rules/dale-classic.md; rulings in docs/rulings.md (## Pangolins): a card leaves a deck or
discard pile from the top (an empty deck is refilled from its discard pile), your own hand by
your choice, another hand at random. Die faces are chosen by seed (``testkit.dice.seeded``).
"""

from __future__ import annotations

from ludoteca.dale.editions import classic as _classic
import pytest

from ludoteca.dale import mechanics as m
from ludoteca.dale.notation import parse
from ludoteca.dale.views import view

from testkit.dale import assert_bonus_action, card_named, names, refused
from testkit.dale import sorted_names
from testkit.dice import play_checked_games, position, seeded

G = "pangolin"


def test_the_pangolin_dice_are_data():
    assert _classic().dice["pangolin"] == ("discard", "discard", "deck", "deck", "deck", "hand")


# ---------------------------------------------------------------------------------------------
# Fumbling Dreamer (1, T, +): roll both until they differ; 1 card of one player's source pile
# goes to the same player's destination pile.
# ---------------------------------------------------------------------------------------------

def _dreamer(seed: int, n: int = 2):
    me = {"hand": ["Fumbling Dreamer", "junk", "Sofa"], "deck": ["Swank"], "discard": ["Festival"]}
    opp = {"hand": ["Calendar"], "deck": ["Accident", "Barometer"], "discard": []}
    more = [{"hand": [], "deck": [], "discard": []}] * (n - 2)
    return position(me, opp, *more, seed=seed)


def test_fumbling_dreamer_deck_to_hand_of_another_player():
    s = seeded(_dreamer, [(G, "deck"), (G, "hand")])
    s.apply(parse("play Fumbling Dreamer"))
    assert s.rolls == [("pangolin", "deck"), ("pangolin", "hand")]
    assert (s.decision().kind, s.frames[-1][2:]) == ("fumbling_dreamer", ("deck", "hand"))
    assert s.legal_actions() == [("target", 0), ("target", 1)]  # any player with a deck
    s.apply(parse("target seat 2"))
    assert sorted_names(s, s.hands[1]) == ["Accident", "Calendar"]  # their top deck card
    assert names(s, s.decks[1]) == ["Barometer"]
    assert_bonus_action(s)


def test_fumbling_dreamer_rerolls_equal_faces():
    """Both dice are rolled again until they differ: find a seed whose first pair is equal."""
    s = seeded(_dreamer, [(G, "deck"), (G, "deck")])
    s.apply(parse("play Fumbling Dreamer"))
    assert len(s.rolls) >= 4 and len(s.rolls) % 2 == 0
    assert s.rolls[0] == s.rolls[1]
    src, dst = s.rolls[-2][1], s.rolls[-1][1]
    assert src != dst and s.frames[-1][2:] == (src, dst)


def test_fumbling_dreamer_from_your_own_hand_you_choose_the_card():
    s = seeded(_dreamer, [(G, "hand"), (G, "discard")])
    s.apply(parse("play Fumbling Dreamer"))
    assert s.legal_actions() == [("target", 0), ("target", 1)]
    s.apply(parse("target seat 1"))
    assert s.decision().kind == "pangolin_give"
    assert s.legal_actions() == [("give", "junk", 0), ("give", "Sofa", 0)]
    refused(s, "give Sofa to seat 2")  # the same player's pile
    s.apply(parse("give Sofa to seat 1"))
    assert names(s, s.hands[0]) == ["junk"]
    assert names(s, s.discards[0]) == ["Festival", "Sofa", "Fumbling Dreamer"]
    assert_bonus_action(s)


def test_fumbling_dreamer_from_another_hand_moves_a_random_card():
    s = seeded(_dreamer, [(G, "hand"), (G, "deck")])
    s.apply(parse("play Fumbling Dreamer"))
    s.apply(parse("target seat 2"))  # seat 2 holds only Calendar: it goes on top of their deck
    assert s.hands[1] == []
    assert names(s, s.decks[1]) == ["Barometer", "Accident", "Calendar"]
    # seat 1 does not know which card it was (a random card of a hidden hand)
    cal = card_named(s, s.decks[1], "Calendar")
    assert s.known[0][cal] != 0 and s.known[1][cal] == 0


def test_fumbling_dreamer_offers_only_players_whose_source_has_a_card_4_players():
    s = seeded(lambda seed: _dreamer(seed, 4), [(G, "discard"), (G, "hand")])
    s.apply(parse("play Fumbling Dreamer"))
    assert s.legal_actions() == [("target", 0)]  # only seat 1 has a discard pile
    s.apply(parse("target seat 1"))
    assert names(s, s.hands[0]) == ["junk", "Sofa", "Festival"]


# ---------------------------------------------------------------------------------------------
# Coffee Grinder (2, P*): once per turn discard 0–2 cards from the top of one player's deck.
# ---------------------------------------------------------------------------------------------

def _grinder():
    return position({"hand": ["Coffee Grinder", "junk"], "deck": ["Sofa"]},
                    {"hand": [], "deck": ["Accident", "Barometer", "Swank"], "discard": []})


def test_coffee_grinder_discards_two_top_cards_of_another_deck():
    s = _grinder()
    s.apply(parse("use Coffee Grinder"))
    assert s.legal_actions() == [("target", 0), ("target", 1), ("pass",)]
    s.apply(parse("target seat 2"))
    assert names(s, s.discards[1]) == ["Accident"]
    assert s.legal_actions() == [("target", 1), ("pass",)]  # the same deck only
    refused(s, "target seat 1", "dale.technique.play")
    s.apply(parse("target seat 2"))
    assert names(s, s.discards[1]) == ["Accident", "Barometer"]
    assert names(s, s.decks[1]) == ["Swank"]
    assert s.actions_left == 1 and s.decision().kind == "action"  # a free ability
    refused(s, "use Coffee Grinder", "dale.passive.reuse")


def test_coffee_grinder_may_stop_after_one_or_discard_none():
    s = _grinder()
    s.apply(parse("use Coffee Grinder"))
    s.apply(parse("target seat 1"))
    s.apply(parse("pass"))
    assert names(s, s.discards[0]) == ["Sofa"] and s.decks[0] == []
    t = _grinder()
    t.apply(parse("use Coffee Grinder"))
    t.apply(parse("pass"))
    assert t.discards == [[], []] and len(t.decks[1]) == 3


# ---------------------------------------------------------------------------------------------
# Accident (3, T, +): look at your top deck card; trade it with a random card of any hand.
# ---------------------------------------------------------------------------------------------

def test_accident_trades_your_top_card_with_a_random_hand_card():
    s = position({"hand": ["Accident", "junk"], "deck": ["Sofa", "Swank"]},
                 {"hand": ["Festival"], "deck": []})
    s.apply(parse("play Accident"))
    assert view(s, 0)["decision"]["cards"] == ["Sofa"]
    assert view(s, 1)["decision"]["cards"] == []
    assert s.legal_actions() == [("target", 0), ("target", 1)]  # any player, you included
    s.apply(parse("target seat 2"))
    assert names(s, s.hands[1]) == ["Sofa"]
    assert names(s, s.decks[0]) == ["Swank", "Festival"]  # Festival on top
    assert names(s, s.hands[0]) == ["junk"] and s.aside == []
    assert_bonus_action(s)


def test_accident_with_your_own_hand():
    s = position({"hand": ["Accident", "junk"], "deck": ["Sofa"]})
    s.apply(parse("play Accident"))
    s.apply(parse("target seat 1"))
    assert names(s, s.hands[0]) == ["Sofa"] and names(s, s.decks[0]) == ["junk"]


def test_accident_with_every_hand_empty_does_nothing():
    s = position({"hand": ["Accident"], "deck": ["Sofa"]})
    s.apply(parse("play Accident"))
    assert names(s, s.decks[0]) == ["Sofa"] and s.aside == []
    assert_bonus_action(s)


# ---------------------------------------------------------------------------------------------
# Loose Marbles (4, T, +): roll both; 1 card from a player's source to ANOTHER's destination.
# ---------------------------------------------------------------------------------------------

def _marbles(seed: int):
    return position({"hand": ["Loose Marbles", "junk"], "deck": ["Swank"], "discard": []},
                    {"hand": ["Calendar"], "deck": [], "discard": ["Accident", "Sofa"]},
                    seed=seed)


def test_loose_marbles_discard_to_another_players_deck():
    s = seeded(_marbles, [(G, "discard"), (G, "deck")])
    s.apply(parse("play Loose Marbles"))
    assert s.legal_actions() == [("target", 1)]       # only seat 2 has a discard pile
    s.apply(parse("target seat 2"))
    assert s.legal_actions() == [("target", 0)]       # a different player
    refused(s, "target seat 2", "dale.technique.play")
    s.apply(parse("target seat 1"))
    assert names(s, s.decks[0]) == ["Swank", "Sofa"]  # their top discard on my deck
    assert names(s, s.discards[1]) == ["Accident"]
    assert_bonus_action(s)


def test_loose_marbles_same_faces_are_allowed():
    s = seeded(_marbles, [(G, "deck"), (G, "deck")])
    s.apply(parse("play Loose Marbles"))
    assert s.rolls == [("pangolin", "deck"), ("pangolin", "deck")]  # no re-roll
    s.apply(parse("target seat 1"))
    s.apply(parse("target seat 2"))
    assert s.decks[0] == [] and names(s, s.decks[1]) == ["Swank"]


def test_loose_marbles_from_your_own_hand_you_choose():
    s = seeded(_marbles, [(G, "hand"), (G, "hand")])
    s.apply(parse("play Loose Marbles"))
    s.apply(parse("target seat 1"))
    s.apply(parse("target seat 2"))
    assert s.legal_actions() == [("give", "junk", 1)]
    s.apply(parse("give junk to seat 2"))
    assert sorted_names(s, s.hands[1]) == ["Calendar", "junk"] and s.hands[0] == []


# ---------------------------------------------------------------------------------------------
# Another Fine Mess (5, T, +): 2 cards of X's source shuffled into Y's destination, then 2 of
# Y's destination back to X's source.
# ---------------------------------------------------------------------------------------------

def test_another_fine_mess_round_trip_through_an_empty_pile():
    """X = seat 1, source deck [Sofa, Swank]; Y = seat 2, destination discard (empty): both
    cards go there and are shuffled, then the top 2 (both) come back on top of X's deck."""
    s = seeded(lambda seed: position({"hand": ["Another Fine Mess"], "deck": ["Sofa", "Swank"]},
                                     {"hand": [], "deck": [], "discard": []}, seed=seed),
               [(G, "deck"), (G, "discard")])
    s.apply(parse("play Another Fine Mess"))
    assert s.legal_actions() == [("target", 0), ("target", 1)]
    s.apply(parse("target seat 1"))
    assert s.legal_actions() == [("target", 1)]
    s.apply(parse("target seat 2"))
    assert sorted_names(s, s.decks[0]) == ["Sofa", "Swank"] and s.discards[1] == []
    assert_bonus_action(s)


def test_another_fine_mess_exchanges_two_cards_between_piles():
    """X = seat 2, source discard [Accident, Sofa, Calendar]; Y = seat 1, destination deck
    [junk]: Sofa and Calendar are shuffled into seat 1's deck, then its top 2 go on top of
    seat 2's discard pile: 3 cards there again, Accident still at the bottom."""
    s = seeded(lambda seed: position({"hand": ["Another Fine Mess"], "deck": ["junk"]},
                                     {"hand": [], "discard": ["Accident", "Sofa", "Calendar"]},
                                     seed=seed),
               [(G, "discard"), (G, "deck")])
    s.apply(parse("play Another Fine Mess"))
    s.apply(parse("target seat 2"))
    s.apply(parse("target seat 1"))
    assert len(s.discards[1]) == 3 and names(s, s.discards[1])[0] == "Accident"
    assert len(s.decks[0]) == 1
    assert sorted_names(s, s.decks[0] + s.discards[1][1:]) == ["Calendar", "Sofa", "junk"]


# ---------------------------------------------------------------------------------------------
# Fresh Start (5, T, +): shuffle any player's discard into their deck; draw 1 from any deck.
# ---------------------------------------------------------------------------------------------

def test_fresh_start_shuffles_a_discard_pile_then_draws_from_a_deck():
    s = position({"hand": ["Fresh Start"], "deck": ["Swank"]},
                 {"hand": [], "deck": [], "discard": ["Sofa"]})
    s.apply(parse("play Fresh Start"))
    assert s.decision().kind == "fresh_start"
    assert s.legal_actions() == [("target", 1)]  # only seat 2 has a discard pile
    s.apply(parse("target seat 2"))
    assert names(s, s.decks[1]) == ["Sofa"] and s.discards[1] == []
    assert s.decision().kind == "fresh_start_draw"
    assert s.legal_actions() == [("target", 0), ("target", 1)]
    s.apply(parse("target seat 2"))
    assert names(s, s.hands[0]) == ["Sofa"] and s.decks[1] == []
    assert_bonus_action(s)


def test_fresh_start_without_any_discard_pile_still_draws():
    s = position({"hand": ["Fresh Start"], "deck": ["Swank"]}, {"hand": [], "deck": ["Sofa"]})
    s.apply(parse("play Fresh Start"))
    assert s.decision().kind == "fresh_start_draw"  # the shuffle had no pile to act on
    s.apply(parse("target seat 1"))
    assert names(s, s.hands[0]) == ["Swank"]


def test_fresh_start_draws_junk_from_your_own_empty_deck_as_every_draw():
    # dale.cleanup.junk_draw (issue 26, ruling dale.card.pangolins.fresh_start): no discard
    # pile to shuffle; your deck and discard pile are empty, so drawing from your own deck
    # takes the top junk card (junk pile 2 -> 1); seat 2's deck may be chosen as well.
    s = position({"hand": ["Fresh Start"], "deck": []}, {"hand": [], "deck": ["Sofa"]}, junk=2)
    s.apply(parse("play Fresh Start"))
    assert s.decision().kind == "fresh_start_draw"
    assert s.legal_actions() == [("target", 0), ("target", 1)]
    s.apply(parse("target seat 1"))
    assert names(s, s.hands[0]) == ["junk"] and len(s.junk) == 1
    assert names(s, s.decks[1]) == ["Sofa"]
    assert_bonus_action(s)


def test_fresh_start_never_takes_junk_for_another_players_empty_deck():
    # ruling dale.card.pangolins.fresh_start: seat 2 has no deck and no discard pile: it
    # cannot be drawn from (the junk pile refills only its drawer's own deck).
    s = position({"hand": ["Fresh Start"], "deck": ["Swank"]}, {"hand": [], "deck": []}, junk=2)
    s.apply(parse("play Fresh Start"))
    assert s.legal_actions() == [("target", 0)]
    refused(s, "target seat 2", "dale.technique.play")


# ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("n", [2, 3, 4])
def test_views_keep_a_moved_hand_card_hidden(n):
    """A random card moved from seat 2's hand to their deck: no other seat's view names it."""
    s = seeded(lambda seed: _dreamer(seed, n), [(G, "hand"), (G, "deck")])
    s.apply(parse("play Fumbling Dreamer"))
    s.apply(parse("target seat 2"))
    for seat in range(n):
        if seat != 1:
            v = view(s, seat)
            assert "Calendar" not in str(v["seats"]) and "Calendar" not in str(v["known"])


def test_random_and_greedy_games_with_the_pangolins():
    play_checked_games("pangolins", seeds=range(6))


def test_the_steps_that_move_hidden_cards_declare_it():
    """knowledge (docs/architecture.md, contract 4): the steps of the three decks whose choice moves cards
    between piles hidden from some seats declare it (Mixing)."""
    from ludoteca.dale.editions import classic
    frames = classic().frames_all

    mixing = {k for k, shape in frames().items() if shape.mixing is not None}
    assert {"fumbling_dreamer", "pangolin_give", "accident", "loose_marbles_to", "fine_mess_to",
            "natural_survivor", "natural_survivor_give", "bad_omen", "bad_omen_order",
            "celestial_search"} <= mixing
