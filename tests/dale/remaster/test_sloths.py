"""Sloths in the remaster edition (docs/rules/dale-remaster.md, "Sloths"): all six cards are the
classic declarations reused (effects at the start of the owner's next turn, waiting in the
schedule); each test checks one card behaves as in the classic edition
(tests/dale/animalfolk/test_sloths.py) under a remaster ruleset. Expected values worked out by
hand; a turn is passed with an empty Inventory; seat 1 is active.
"""

from __future__ import annotations

from ludoteca.dale import editions
from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk import sloths as classic

from testkit.dale import act, card_named, names, play_checked_game, refused, sorted_names
from testkit.positions import builder

FOLK = ["sloths", "crocodiles", "platypuses"]
RULES = editions.build("remaster", FOLK)
OPP = {"hand": ["junk"] * 5, "deck": ["junk"] * 5}
MARKET = {"slots": ["Magnet", "Glue", "Night Shift", "Scary Gunfight", "Calculations"]}

position = builder(folk=FOLK, seed=1, market_default=MARKET, junk=None, opponent=OPP,
                   rules=RULES)


def next_turn_of_seat_1(s) -> None:
    act(s, "inventory")
    assert s.active == 1
    act(s, "inventory")
    assert s.active == 0


def test_every_card_is_the_classic_declaration():
    for t in classic.deck.types:
        assert RULES.techniques[t.name] is classic.deck.techniques[t.name]


def test_steady_achiever_draws_at_the_next_turn_start():
    # Clean-up: junk + 4 junk drawn; next turn start: Siesta drawn; the card then discarded.
    s = position({"hand": ["Steady Achiever", "junk"],
                  "deck": ["junk", "junk", "junk", "junk", "Siesta", "Ironing"]})
    act(s, "play Steady Achiever")
    assert names(s, s.schedule[0]) == ["Steady Achiever"] and s.actions_left == 1
    act(s, "inventory")
    act(s, "inventory")
    assert sorted_names(s, s.hands[0]) == ["Siesta"] + ["junk"] * 5
    assert names(s, s.decks[0]) == ["Ironing"]
    assert s.schedule[0] == [] and names(s, s.discards[0]) == ["Steady Achiever"]


def test_shopping_journey_takes_a_market_card_next_turn():
    s = position({"hand": ["Shopping Journey", "junk"], "deck": ["junk"] * 8})
    act(s, "play Shopping Journey")  # no (+): the turn ends
    assert s.active == 1
    act(s, "inventory")
    assert s.decision().kind == "shopping_journey"
    refused(s, "pass", "dale.technique.play")
    act(s, "take +2")
    assert "Night Shift" in names(s, s.hands[0])
    assert names(s, s.discards[0]) == ["Shopping Journey"]


def test_housecleaning_takes_clutter_now_and_tosses_next_turn():
    # Now: the 2 topmost clutter of the discard pile to the hand (no more to take). Next turn: toss
    # Lunch Break (to the bin, dale.discard.routing).
    s = position({"hand": ["Housecleaning", "Siesta"], "discard": ["Magnet", "junk", "junk"],
                  "deck": ["Lunch Break", "junk", "junk", "junk"]})
    act(s, "play Housecleaning")
    act(s, "keep junk")
    act(s, "keep junk")
    assert s.decision().kind == "action"  # no clutter left to take: the step is over
    assert sorted_names(s, s.hands[0]) == ["Siesta", "junk", "junk"]
    assert names(s, s.discards[0]) == ["Magnet"]
    next_turn_of_seat_1(s)
    assert s.decision().kind == "housecleaning_ditch"
    act(s, "ditch Lunch Break")
    assert names(s, s.bin)[-1] == "Lunch Break"
    assert names(s, s.discards[0])[-1] == "Housecleaning"


def test_siesta_takes_a_discard_card_next_turn():
    s = position({"hand": ["Siesta", "junk"], "discard": ["Magnet", "junk"],
                  "deck": ["junk"] * 6})
    act(s, "play Siesta")
    next_turn_of_seat_1(s)
    assert s.legal_actions() == [("keep", "junk"), ("keep", "Magnet"), ("pass",)]
    act(s, "keep Magnet")
    assert sorted_names(s, s.hands[0]) == ["Magnet"] + ["junk"] * 5


def test_lunch_break_draws_now_and_next_turn():
    s = position({"hand": ["Lunch Break", "junk"],
                  "deck": ["Ironing", "junk", "junk", "junk", "Siesta", "junk"]})
    act(s, "play Lunch Break")
    assert sorted_names(s, s.hands[0]) == ["Ironing", "junk"]
    act(s, "inventory")
    act(s, "inventory")
    assert sorted_names(s, s.hands[0]) == ["Ironing", "Siesta", "junk", "junk", "junk", "junk"]
    assert names(s, s.decks[0]) == ["junk"]


def test_ironing_raises_every_card_in_the_next_turn():
    # Next turn every card counts 1 more: Steady Achiever 1 + 1 = stack 2.
    s = position({"hand": ["Ironing", "Steady Achiever", "junk"], "deck": ["junk"] * 8,
                  "stall": [["Tireless Tinkerer"]]})
    act(s, "play Ironing")
    assert ("build", ("Steady Achiever",)) not in s.legal_actions()
    next_turn_of_seat_1(s)
    assert m.value_of(s, card_named(s, s.hands[0], "junk")) == 2
    act(s, "build Steady Achiever")
    assert names(s, s.stalls[0][1]) == ["Steady Achiever"]


def test_a_seeded_remaster_game_with_sloths():
    g = play_checked_game(2, 33, folk=FOLK, rng=33, rules=RULES)
    assert g.history
