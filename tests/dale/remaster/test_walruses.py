"""Walruses (new in the remaster; docs/rules/dale-remaster.md, "Walruses"): cards that bend the
stall rules (``dale.stall.exact_total``, ``dale.stall.no_junk``, ``dale.stall.one_animalfolk``)
and the hand size (``dale.cleanup.draw``). Expected piles are worked out by hand: position deck
lists are top first, discard piles bottom first; internal piles list the top card last.
"""

from __future__ import annotations

from testkit.dale import assert_bonus_action, names, play_checked_game, refused
from testkit.positions import builder

from ludoteca.dale import editions, mechanics
from ludoteca.dale.animalfolk import pandas
from ludoteca.dale.notation import parse
from ludoteca.dale.positions import from_spec

RULES = editions.build("remaster", ["macaws", "walruses", pandas.deck])
FOLK = ["walruses", "macaws", "pandas"]
position = builder(folk=FOLK, seed=7, market_default={}, rules=RULES)


def act(s, text: str) -> None:
    s.apply(parse(text, s.cfg.rules))


def builds(s) -> list[tuple]:
    return sorted(a[1] for a in s.legal_actions() if a[0] == "build")


# -- Hefty Director (1, P) ---------------------------------------------------------------------
def test_hefty_director_may_count_one_or_two_more_in_a_stack():
    s = position({"hand": ["Hefty Director", "Slappy Tappy"], "stall": [["Hefty Director"]]})
    # stack 2: Hefty Director counted 1 + 1, or Slappy Tappy (2)
    assert ("Hefty Director+1",) in builds(s) and ("Slappy Tappy",) in builds(s)
    s = position({"hand": ["Hefty Director"], "stall": [["Hefty Director"], ["Slappy Tappy"]]})
    assert builds(s) == [("Hefty Director+2",)]  # stack 3: 1 + 2
    act(s, "build Hefty Director+2")
    assert len(s.stalls[0]) == 3
    s = position({"hand": ["Hefty Director"]})
    assert builds(s) == [("Hefty Director",)]  # stack 1: as printed
    refused(s, ("build", ("Hefty Director+1",)), "dale.stall.exact_total")


# -- Slappy Tappy (2, T, +) --------------------------------------------------------------------
def test_slappy_tappy_lets_this_turns_stacks_mix_animalfolk():
    s = position({"hand": ["Slappy Tappy", "Hefty Director", "Swift Broker"],
                  "stall": [["Hefty Director"]]})
    refused(s, ("build", ("Hefty Director", "Swift Broker")), "dale.stall.one_animalfolk")
    act(s, "play Slappy Tappy")
    assert_bonus_action(s)
    assert ("Hefty Director", "Swift Broker") in builds(s)
    act(s, "build Hefty Director, Swift Broker")
    assert names(s, s.stalls[0][1]) == ["Hefty Director", "Swift Broker"]


# -- Sea Salt (3, T, +) ------------------------------------------------------------------------
def test_sea_salt_lets_a_stack_hold_one_junk_card():
    me = {"hand": ["Sea Salt", "Hefty Director", "junk", "junk"], "stall": [["Hefty Director"]]}
    s = position(me)
    refused(s, ("build", ("Hefty Director", "junk")), "dale.stall.no_junk")
    act(s, "play Sea Salt")
    assert ("Hefty Director", "junk") in builds(s)
    assert ("junk", "junk") not in builds(s)  # one junk card only
    refused(s, ("build", ("junk", "junk")), "dale.stall.no_junk")
    act(s, "build Hefty Director, junk")
    assert names(s, s.stalls[0][1]) == ["Hefty Director", "junk"]


# -- Salvage (4, T, +) -------------------------------------------------------------------------
def test_salvage_takes_one_of_the_bottom_three_discards():
    s = position({"hand": ["Salvage"], "discard": ["Cookies", "junk", "Spyglass", "Sea Salt"]})
    act(s, "play Salvage")
    assert sorted(s.legal_actions()) == [("keep", "Cookies"), ("keep", "Spyglass"),
                                         ("keep", "junk")]
    act(s, "keep Spyglass")
    assert names(s, s.hands[0]) == ["Spyglass"]
    assert names(s, s.discards[0]) == ["Cookies", "junk", "Sea Salt", "Salvage"]
    assert_bonus_action(s)


# -- Treasure Hoard (5, T, +) ------------------------------------------------------------------
def test_treasure_hoard_raises_the_hand_size_unless_you_build():
    s = position({"hand": ["Treasure Hoard", "Hefty Director"], "deck": ["junk"] * 10})
    act(s, "play Treasure Hoard")
    assert mechanics.hand_size(s, 0) == 7
    act(s, "inventory")  # the turn ends: 7 cards drawn up to
    assert len(s.hands[0]) == 7
    s = position({"hand": ["Treasure Hoard", "Hefty Director"], "deck": ["junk"] * 10})
    act(s, "play Treasure Hoard")
    act(s, "build Hefty Director")  # a stack this turn: the larger hand size is off
    assert len(s.hands[0]) == 5  # the turn ended: drawn up to 5, not 7
    s = position({"hand": ["Treasure Hoard"], "deck": ["junk"] * 10},
                 turn={"actions": 1})
    s.extra["walruses_built"][0] = "yes"  # built earlier this turn
    act(s, "play Treasure Hoard")
    assert mechanics.hand_size(s, 0) == 5


# -- Oceanic Icon (5, P) -----------------------------------------------------------------------
def test_oceanic_icon_in_the_last_stack_lets_the_next_total_one_less_or_more():
    stall = [["Hefty Director"], ["Slappy Tappy"], ["Sea Salt"], ["Salvage"], ["Oceanic Icon"]]
    hand = ["Treasure Hoard", "Slappy Tappy", "Sea Salt", "Salvage"]
    s = position({"hand": hand, "stall": stall})
    # stack 6 may total 5, 6 or 7 (Oceanic Icon in the last stack): Treasure Hoard (5),
    # Slappy Tappy + Sea Salt (5), Salvage + Slappy Tappy (6), Salvage + Sea Salt (7) …
    assert {("Treasure Hoard",), ("Sea Salt", "Slappy Tappy"), ("Salvage", "Slappy Tappy"),
            ("Salvage", "Sea Salt")} <= set(builds(s))
    assert ("Salvage", "Sea Salt", "Slappy Tappy") not in builds(s)  # 9
    act(s, "build Treasure Hoard")
    assert len(s.stalls[0]) == 6
    s = position({"hand": hand[1:], "stall": stall[:4] + [["Salvage", "Hefty Director"]]})
    assert ("Sea Salt", "Slappy Tappy") not in builds(s)  # no Oceanic Icon: 6 exactly
    assert ("Salvage", "Slappy Tappy") in builds(s)
    # a position file accepts a stack built under Oceanic Icon
    spec = {"animalfolk": FOLK, "seed": 1,
            "player": [{"hand": [], "stall": stall + [["Treasure Hoard"]]}, {"hand": []}]}
    assert len(from_spec(spec, RULES).stalls[0]) == 6


# -- a game ------------------------------------------------------------------------------------
def test_a_seeded_random_game_with_the_walruses():
    g = play_checked_game(2, 19, folk=FOLK, rng=19, rules=RULES)
    assert g.history
