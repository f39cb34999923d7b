"""Crocodiles in the remaster edition (docs/rules/dale-remaster.md, "Crocodiles"): all six cards
are the classic declarations reused; each test checks one card behaves as in the classic edition
(tests/dale/animalfolk/test_crocodiles.py) under a remaster ruleset. Expected values worked out
by hand; deck lists top first; seat 1 is active.
"""

from __future__ import annotations

from ludoteca.dale import editions
from ludoteca.dale.animalfolk import crocodiles as classic
from ludoteca.dale.engine import price

from testkit.dale import act, names, play_checked_game, refused, sorted_names
from testkit.positions import builder

FOLK = ["crocodiles", "platypuses", "sloths"]
RULES = editions.build("remaster", FOLK)
MARKET = {"slots": ["Calculations", "Magnet", "Siesta", "Glue", "Calculations"],
          "deck": ["Magnet", "Siesta"]}

position = builder(folk=FOLK, seed=3, market_default=MARKET, junk=None, rules=RULES)


def test_every_card_is_the_classic_declaration():
    for t in classic.deck.types:
        assert RULES.techniques[t.name] is classic.deck.techniques[t.name]


def test_little_villain_discards_two_from_each_opponent():
    s = position({"hand": ["Little Villain", "junk"], "deck": ["junk", "junk"]},
                 {"hand": ["junk"], "deck": ["Calculations", "Magnet", "junk"]})
    act(s, "play Little Villain")
    assert names(s, s.discards[1]) == ["Calculations", "Magnet"]
    assert names(s, s.decks[1]) == ["junk"]
    assert s.actions_left == 1


def test_scary_gunfight_raises_the_others_prices_by_two():
    # Calculations (2) at +0: 2 for seat 1, 2 + 2 = 4 for seat 2 until seat 1's next turn.
    s = position({"hand": ["Scary Gunfight", "junk"], "deck": ["junk"] * 8},
                 {"hand": ["Calculations", "junk", "junk", "junk"], "deck": ["junk"] * 8})
    act(s, "play Scary Gunfight")
    assert price(s, 0) == 2 and price(s, 0, 1) == 4
    act(s, "inventory")
    refused(s, "buy +0 with Calculations", "dale.market.payment")
    act(s, "inventory")
    assert s.active == 0 and s.pending == []


def test_night_shift_redistributes_the_top_cards():
    s = position({"hand": ["Night Shift"], "deck": ["junk", "Calculations"]},
                 {"hand": ["junk"], "deck": ["Magnet", "junk"]})
    act(s, "play Night Shift")
    assert s.legal_actions() == [("give", "junk", 0), ("give", "Magnet", 0)]
    act(s, "give Magnet to seat 1")
    assert names(s, s.decks[0]) == ["Calculations", "Magnet"]
    assert names(s, s.decks[1]) == ["junk", "junk"]


def test_ruthless_competition_takes_a_top_card_and_gives_one_back():
    s = position({"hand": ["Ruthless Competition", "junk"], "deck": ["junk"]},
                 {"hand": ["junk"], "deck": ["Magnet", "junk"]})
    act(s, "play Ruthless Competition")
    refused(s, "target seat 1")
    act(s, "target seat 2")
    assert sorted_names(s, s.hands[0]) == ["Magnet", "junk"]
    act(s, "give junk to seat 2")
    assert names(s, s.decks[1]) == ["junk", "junk"]


def test_nasty_threat_raises_the_others_next_stack_by_one():
    # Seat 2's stack 1 must total 2: Calculations yes, Tireless Tinkerer (1) no.
    s = position({"hand": ["Nasty Threat"], "deck": ["junk"] * 8},
                 {"hand": ["Tireless Tinkerer", "Calculations", "junk"], "deck": ["junk"] * 8})
    act(s, "play Nasty Threat")
    act(s, "inventory")
    assert [a for a in s.legal_actions() if a[0] == "build"] == [("build", ("Calculations",))]
    refused(s, "build Tireless Tinkerer", "dale.stall.exact_total")


def test_lost_shipments_limits_the_others_refill_to_one_card():
    s = position({"hand": ["Lost Shipments", "junk"], "deck": ["junk"] * 8},
                 {"hand": ["junk", "junk", "junk"], "deck": ["Magnet", "junk", "junk"]})
    act(s, "play Lost Shipments")
    act(s, "inventory junk")
    assert names(s, s.hands[0]) == ["junk"] * 5  # its owner is not limited
    act(s, "inventory junk, junk, junk")
    assert names(s, s.hands[1]) == ["Magnet"]


def test_a_seeded_remaster_game_with_crocodiles():
    g = play_checked_game(2, 44, folk=FOLK, rng=44, rules=RULES)
    assert g.history
