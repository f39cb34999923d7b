"""Pangolins in the remaster edition (docs/rules/dale-remaster.md, "Pangolins"; rulings
"Remaster — Pangolins" in docs/rulings.md). Fumbling Dreamer and Loose Marbles are the classic
declarations (tested in tests/dale/animalfolk/test_pangolins.py, here once each through the
remaster ruleset); Coffee Grinder, Accident, Another Fine Mess and Souvenirs are tested here.

Positions: deck lists top first, discard piles bottom first; internal piles list the top card
last. Die faces are chosen by seed (``testkit.dice.seeded``).
"""

from __future__ import annotations

import functools

from ludoteca.dale import editions
from ludoteca.dale.animalfolk import pandas
from ludoteca.dale.views import view

from testkit.dale import act, assert_bonus_action, names, play_checked_game, refused
from testkit.dale import sorted_names
from testkit.dice import seeded
from testkit.positions import builder

G = "pangolin"


@functools.cache
def rules():
    return editions.build("remaster", ["macaws", "pangolins", pandas.deck])


def position(*seats, **kw):
    return builder(folk=["pangolins", "macaws", "pandas"], seed=kw.pop("seed", 3),
                   rules=rules(), market_default={})(*seats, **kw)


def test_reprint_keeps_fumbling_dreamer_and_loose_marbles():
    r, c = rules(), editions.classic()
    for name in ("Fumbling Dreamer", "Loose Marbles"):
        assert r.techniques[name] is c.techniques[name]
        assert r.summary_ids[name] == f"card.{name}"
    assert r.abilities["Coffee Grinder"] != c.abilities["Coffee Grinder"]
    assert "Fresh Start" not in r.types and r.types["Souvenirs"].value == 5
    assert r.dice["pangolin"] == c.dice["pangolin"]


# -- the kept cards, once through the remaster ruleset ----------------------------------------
def test_fumbling_dreamer_kept():
    s = seeded(lambda seed: position({"hand": ["Fumbling Dreamer"], "deck": ["Cookies"]},
                                     {"hand": ["Spyglass"], "deck": ["Accident"]}, seed=seed),
               [(G, "deck"), (G, "hand")])
    act(s, "play Fumbling Dreamer")
    act(s, "target seat 2")  # seat 2's top deck card into seat 2's hand
    assert sorted_names(s, s.hands[1]) == ["Accident", "Spyglass"]
    assert_bonus_action(s)


def test_loose_marbles_kept():
    s = seeded(lambda seed: position({"hand": ["Loose Marbles"], "deck": []},
                                     {"hand": [], "discard": ["Accident", "Cookies"]}, seed=seed),
               [(G, "discard"), (G, "deck")])
    act(s, "play Loose Marbles")
    act(s, "target seat 2")
    act(s, "target seat 1")  # Cookies (top of seat 2's discard) onto seat 1's deck
    assert names(s, s.decks[0]) == ["Cookies"] and names(s, s.discards[1]) == ["Accident"]


# -- Coffee Grinder (2, P*): 1 to 3 cards ------------------------------------------------------
def _grinder():
    return position({"hand": ["Coffee Grinder", "junk"], "deck": ["Cookies"]},
                    {"hand": [], "deck": ["Accident", "Spyglass", "Souvenirs", "junk"]})


def test_coffee_grinder_discards_up_to_three_of_one_deck():
    s = _grinder()
    act(s, "use Coffee Grinder")
    assert s.legal_actions() == [("target", 0), ("target", 1)]  # no pass: at least one
    act(s, "target seat 2")
    assert names(s, s.discards[1]) == ["Accident"]
    assert s.legal_actions() == [("target", 1), ("pass",)]
    act(s, "target seat 2")
    act(s, "target seat 2")
    assert names(s, s.discards[1]) == ["Accident", "Spyglass", "Souvenirs"]
    assert names(s, s.decks[1]) == ["junk"]  # a fourth is not offered: the step is over
    assert s.actions_left == 1 and s.decision().kind == "action"
    refused(s, "use Coffee Grinder", "dale.passive.reuse")


def test_coffee_grinder_may_stop_after_one():
    s = _grinder()
    act(s, "use Coffee Grinder")
    act(s, "target seat 1")
    act(s, "pass")
    assert names(s, s.discards[0]) == ["Cookies"] and s.decks[0] == []


# -- Accident (3, T, +): a supply card, then toss an animalfolk card ---------------------------
def test_accident_draws_from_the_supply_then_tosses_an_animalfolk_card():
    # the market is refilled after the technique (dale.remaster.refill_after_technique): five
    # supply cards under the one drawn fill it, so the tossed card stays in the bin
    five = ["Swift Broker", "Shattered Relic", "Flashy Show", "Favourite Toy", "Coffee Grinder"]
    s = position({"hand": ["Accident", "junk", "Cookies"]},
                 market={"slots": ["", "", "", "", ""], "deck": ["Spyglass", *five]})
    act(s, "play Accident")
    assert sorted_names(s, s.hands[0]) == ["Cookies", "Spyglass", "junk"]
    assert s.legal_actions() == [("ditch", "Cookies"), ("ditch", "Spyglass")]  # not junk
    refused(s, "ditch junk")
    act(s, "ditch Cookies")
    assert names(s, s.bin) == ["Cookies"]
    assert sorted_names(s, s.hands[0]) == ["Spyglass", "junk"]
    assert names(s, s.market) == five and s.market_deck == []
    assert_bonus_action(s)


def test_accident_with_only_junk_tosses_nothing():
    s = position({"hand": ["Accident", "junk"]},
                 market={"slots": ["", "", "", "", ""], "deck": []})
    act(s, "play Accident")  # empty supply and bin: nothing drawn, and junk is not tossed
    assert names(s, s.hands[0]) == ["junk"] and s.bin == []
    assert_bonus_action(s)


# -- Another Fine Mess (5, T, +): 2 cards each way, no shuffle ---------------------------------
def test_another_fine_mess_swaps_two_and_two():
    """X = seat 2, source discard [Accident, Cookies, Spyglass] (top: Spyglass, Cookies);
    Y = seat 1, destination deck (top: Souvenirs, then junk). Both sets taken first, then
    placed in the order taken."""
    s = seeded(lambda seed: position(
        {"hand": ["Another Fine Mess"], "deck": ["Souvenirs", "junk", "Swift Broker"]},
        {"hand": [], "discard": ["Accident", "Cookies", "Spyglass"]}, seed=seed),
        [(G, "discard"), (G, "deck")])
    act(s, "play Another Fine Mess")
    assert s.decision().kind == "r_pangolins_fine_mess"
    act(s, "target seat 2")
    assert s.legal_actions() == [("target", 0)]  # another player
    act(s, "target seat 1")
    # seat 1's deck: Swift Broker at the bottom, then Spyglass, Cookies (Cookies on top)
    assert names(s, s.decks[0]) == ["Swift Broker", "Spyglass", "Cookies"]
    # seat 2's discard: Accident, then Souvenirs, junk (junk on top)
    assert names(s, s.discards[1]) == ["Accident", "Souvenirs", "junk"]
    assert_bonus_action(s)


def test_another_fine_mess_with_a_short_pile():
    s = seeded(lambda seed: position({"hand": ["Another Fine Mess"], "discard": ["Cookies"]},
                                     {"hand": [], "discard": ["Accident", "Spyglass"]},
                                     seed=seed),
               [(G, "discard"), (G, "discard")])
    act(s, "play Another Fine Mess")
    act(s, "target seat 1")
    act(s, "target seat 2")  # seat 1 gives Cookies; seat 2 gives Spyglass then Accident
    assert names(s, s.discards[1]) == ["Cookies"]
    assert names(s, s.discards[0]) == ["Spyglass", "Accident", "Another Fine Mess"]


# -- Souvenirs (5, T, +): one supply card per player -------------------------------------------
#: The supply under Souvenirs' three cards, top first.
SIX = ["Accident", "Shattered Relic", "Flashy Show", "Favourite Toy", "Coffee Grinder",
       "Loose Marbles"]


def test_souvenirs_gives_one_supply_card_to_each_player():
    s = position({"hand": ["Souvenirs"]}, {"hand": []}, {"hand": []},
                 folk=["pangolins", "macaws", "pandas", "gulls"],
                 market={"slots": ["", "", "", "", ""],
                         "deck": ["Spyglass", "Cookies", "Spyglass", *SIX]},
                 rules=editions.build("remaster", ["macaws", "gulls", "pangolins",
                                                   pandas.deck]))
    act(s, "play Souvenirs")
    assert view(s, 1)["decision"]["cards"] == []  # face up: no secret card list
    assert (s.legal_actions()[0], len(s.legal_actions())) == (("give", "Cookies", 0), 6)
    act(s, "give Cookies to seat 3")
    assert names(s, s.hands[2]) == ["Cookies"]
    # the two left are alike: one each to seats 2 and 1
    assert names(s, s.hands[1]) == ["Spyglass"] and names(s, s.hands[0]) == ["Spyglass"]
    assert s.aside == []
    # dale.remaster.refill_after_technique: the empty market takes the supply's next five
    assert names(s, s.market) == SIX[:5] and names(s, s.market_deck) == SIX[5:]
    assert_bonus_action(s)


def test_souvenirs_two_players_you_choose_who_gets_which():
    s = position({"hand": ["Souvenirs"]},
                 market={"slots": ["", "", "", "", ""], "deck": ["Accident", "Cookies"]})
    act(s, "play Souvenirs")
    refused(s, "give Souvenirs to seat 1")
    act(s, "give Cookies to seat 2")
    assert names(s, s.hands[1]) == ["Cookies"] and names(s, s.hands[0]) == ["Accident"]


# -- seeded random games ------------------------------------------------------------------------
def test_random_game_with_remaster_pangolins():
    game = play_checked_game(2, 41, folk=["pangolins", "macaws", "pandas"], rng=41,
                             rules=rules())
    assert game.steps > 50


def test_three_player_random_game_with_remaster_pangolins_and_gulls():
    r = editions.build("remaster", ["macaws", "gulls", "pangolins", pandas.deck])
    game = play_checked_game(3, 43, folk=["pangolins", "macaws", "pandas", "gulls"], rng=43,
                             rules=r)
    assert game.steps > 50
    assert {"r_pangolins_souvenirs", "r_pangolins_accident"} <= set(game.decided)
