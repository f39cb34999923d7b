"""Magpies in the remaster edition (docs/rules/dale-remaster.md, "Magpies"; rulings in
docs/rulings.md, "Remaster — Magpies"): Pompous Professional, Bribe, Grasp and Periscope
reworked; Burglary and Sudden Nap kept from the classic declarations
(tests/dale/animalfolk/test_magpies.py), checked here once each under the remaster ruleset.

Expected piles are worked out by hand. Positions are 2-player position files (deck lists top
first, discard piles bottom first), seat 1 to act. A random card of a hand is made certain by
a hand of cards alike.
"""

from __future__ import annotations

from testkit.dale import act, names, play_checked_game
from testkit.positions import builder

from ludoteca.dale import editions
from ludoteca.dale.animalfolk import pandas

RULES = editions.build("remaster", ["magpies", "macaws", pandas.deck])
FOLK = ["magpies", "macaws", "pandas"]
SLOTS = ["Bribe", "Cookies", "Grasp", "Shattered Relic", "Prepaid Good"]
position = builder(folk=FOLK, seed=3, junk=None, rules=RULES,
                   market_default={"slots": SLOTS, "deck": 4},
                   opponent={"hand": ["junk"] * 5, "deck": ["junk"] * 5})


def test_kept_and_reworked_cards():
    classic = editions.classic()
    for name in ("Burglary", "Sudden Nap"):
        assert RULES.techniques[name] is classic.techniques[name]
    for name in ("Pompous Professional", "Bribe", "Grasp", "Periscope"):
        assert RULES.summary_ids[name] == f"card.remaster.{name}"


def test_pompous_professional_takes_one_of_the_set_among_four_and_discards_the_rest():
    s = position({"hand": ["Pompous Professional"],
                  "deck": ["Cookies", "Bribe", "junk", "Grasp", "Spyglass"]})
    act(s, "play Pompous Professional")
    assert sorted(s.legal_actions()) == [("name", "Macaws"), ("name", "Magpies"),
                                         ("name", "Pandas")]  # junk is no set
    act(s, "name Magpies")
    assert sorted(s.legal_actions()) == [("keep", "Bribe"), ("keep", "Grasp")]
    act(s, "keep Grasp")
    assert names(s, s.hands[0]) == ["Grasp"]
    # the other three from the top down (the lowest on top), then the technique
    assert names(s, s.discards[0]) == ["Cookies", "Bribe", "junk", "Pompous Professional"]
    assert names(s, s.decks[0]) == ["Spyglass"] and s.actions_left == 1


def test_pompous_professional_without_a_match_discards_all_four():
    s = position({"hand": ["Pompous Professional"], "deck": ["Cookies", "junk", "junk", "junk"]})
    act(s, "play Pompous Professional")
    act(s, "name Pandas")
    assert s.hands[0] == [] and s.decks[0] == []
    assert names(s, s.discards[0]) == ["Cookies", "junk", "junk", "junk", "Pompous Professional"]


def test_bribe_bought_makes_the_hand_size_one_larger():
    s = position({"hand": ["junk", "junk"], "deck": ["junk"] * 8})
    act(s, "buy +0 with junk, junk")  # Bribe (2) at +0
    # clean-up: Bribe in hand, refill to 6 (5 + 1 for buying Bribe)
    assert s.active == 1 and len(s.hands[0]) == 6 and "Bribe" in names(s, s.hands[0])


def test_bribe_paying_still_makes_the_hand_size_one_larger():
    s = position({"hand": ["Bribe", "junk"], "deck": ["junk"] * 8})
    act(s, "buy +0 with Bribe")  # Bribe pays for the Bribe at +0: both effects count
    assert s.active == 1 and len(s.hands[0]) == 7


def test_grasp_right_guess_takes_the_card():
    s = position({"hand": ["Grasp"], "deck": ["junk"] * 5},
                 {"hand": ["Spyglass", "Spyglass"], "deck": ["junk"] * 5})
    act(s, "play Grasp")
    act(s, "target seat 2")
    act(s, "guess 4")
    assert names(s, s.hands[0]) == ["Spyglass"] and names(s, s.hands[1]) == ["Spyglass"]


def test_grasp_wrong_guess_discards_the_card():
    s = position({"hand": ["Grasp"], "deck": ["junk"] * 5},
                 {"hand": ["Spyglass", "Spyglass"], "deck": ["junk"] * 5})
    act(s, "play Grasp")
    act(s, "target seat 2")
    act(s, "guess 3")
    assert s.hands[0] == [] and names(s, s.discards[1]) == ["Spyglass"]
    assert names(s, s.hands[1]) == ["Spyglass"]


def test_periscope_takes_the_cards_of_the_named_set_and_value():
    s = position({"hand": ["Periscope"], "deck": ["junk"] * 5},
                 {"hand": ["junk"] * 5, "deck": ["Cookies", "Bribe", "Spyglass"]})
    act(s, "play Periscope")
    act(s, "target seat 2")
    act(s, "name Magpies")
    assert s.legal_actions() == [("value", v) for v in (1, 2, 3, 4, 5)]
    act(s, "value 2")
    # Cookies is 2 but a Macaws card: discarded; Bribe (Magpies, 2) is taken
    assert names(s, s.hands[0]) == ["Bribe"] and names(s, s.discards[1]) == ["Cookies"]
    assert names(s, s.decks[1]) == ["Spyglass"]


def test_burglary_as_in_the_classic():
    s = position({"hand": ["Burglary"], "deck": ["junk"] * 5},
                 {"hand": ["junk"] * 5, "deck": ["Spyglass", "Cookies"]})
    act(s, "play Burglary")
    act(s, "target seat 2")
    act(s, "guess 4")
    assert names(s, s.hands[0]) == ["Spyglass"] and names(s, s.decks[1]) == ["Cookies"]


def test_sudden_nap_as_in_the_classic():
    s = position({"hand": ["Sudden Nap"], "deck": ["junk"] * 5},
                 {"hand": ["Cookies"], "deck": ["junk"] * 5})
    act(s, "play Sudden Nap")
    act(s, "target seat 2")
    assert s.hands[1] == [] and names(s, s.bin) == ["Cookies"]


def test_a_seeded_random_game():
    g = play_checked_game(2, 7, folk=FOLK, rng="remaster-magpies", rules=RULES, turn_cap=60)
    assert g.history
