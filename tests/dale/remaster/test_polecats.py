"""Polecats in the remaster edition (docs/rules/dale-remaster.md, "Polecats"): Daring
Adventurer reworked (roll, draw that many, discard that many); Rare Artefact, Swank, Risky
Business, Natural Survivor and Sofa are the classic declarations, each checked once. Expected
values worked out by hand (rulings under "Remaster — Polecats"); a roll is fixed by choosing
the seed on a clone (testkit.dice.seeded); deck lists top first, piles bottom first, the
supply top first; seat 1 is active.
"""

from __future__ import annotations

from ludoteca.dale import editions
from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk import polecats as classic

from testkit.dale import act, assert_bonus_action, card_named, names, play_checked_game
from testkit.dale import refused, sorted_names
from testkit.dice import seeded
from testkit.positions import builder

FOLK = ["polecats", "squirrels", "platypuses"]
RULES = editions.build("remaster", FOLK)
P = "polecat"

position = builder(folk=FOLK, market_default={}, rules=RULES)
#: Five market cards under a supply's top card: what the refill after a technique puts in an
#: empty market, +0 first.
FIVE = ["Glue", "Empty Chest", "Nostalgic Item", "Accordion", "Calculations"]


def test_kept_cards_are_the_classic_declarations():
    for name in ("Rare Artefact", "Swank", "Risky Business", "Natural Survivor"):
        assert RULES.techniques[name] is classic.deck.techniques[name]
    assert RULES.hooks["stall_hand_size"]["Sofa"] == 1
    assert RULES.dice[P] == (1, 1, 2, 2, 3, 3)
    assert "daring_adventurer" not in RULES.steps


def _adventurer(seed):
    return position({"hand": ["Daring Adventurer", "junk"],
                     "deck": ["Magnet", "Glue", "Acorn", "junk"]}, seed=seed)


# Daring Adventurer (1, T, +): roll; draw that many; discard that many.
def test_daring_adventurer_draws_then_discards_as_many_as_rolled():
    # Roll 2: Magnet and Glue drawn (hand junk, Magnet, Glue); discard Glue and junk.
    s = seeded(_adventurer, [(P, 2)])
    act(s, "play Daring Adventurer")
    assert s.rolls == [(P, 2)]
    assert sorted_names(s, s.hands[0]) == ["Glue", "Magnet", "junk"]
    assert s.decision().kind == "r_polecats_daring_adventurer"
    act(s, "discard Glue")
    assert s.decision().kind == "r_polecats_daring_adventurer"  # one more
    act(s, "discard junk")
    assert names(s, s.hands[0]) == ["Magnet"]
    assert names(s, s.discards[0]) == ["Glue", "junk", "Daring Adventurer"]
    assert names(s, s.decks[0]) == ["junk", "Acorn"]
    assert_bonus_action(s)


def test_daring_adventurer_roll_of_three():
    s = seeded(_adventurer, [(P, 3)])
    act(s, "play Daring Adventurer")
    assert len(s.hands[0]) == 4
    for c in ("junk", "Acorn", "Glue"):
        act(s, f"discard {c}")
    assert names(s, s.hands[0]) == ["Magnet"]
    assert_bonus_action(s)


def test_daring_adventurer_discards_only_what_the_hand_holds():
    # Roll 3 with a deck of one card and nothing else: 1 drawn (the junk pile is empty), the
    # hand then holds 1 card: it is discarded and the step ends.
    s = seeded(lambda seed: position({"hand": ["Daring Adventurer"], "deck": ["Magnet"]},
                                     seed=seed, junk=0), [(P, 3)])
    act(s, "play Daring Adventurer")
    act(s, "discard Magnet")
    assert s.hands[0] == [] and s.decision().kind == "action"


# Kept cards.
def test_rare_artefact_multiplies_a_shown_card():
    s = seeded(lambda seed: position({"hand": ["Rare Artefact", "Swank"]}, seed=seed), [(P, 3)])
    act(s, "play Rare Artefact")
    act(s, "keep Swank")
    assert m.value_of(s, card_named(s, s.hands[0], "Swank")) == 9
    assert_bonus_action(s)


def test_swank_tosses_and_takes_the_supply_top():
    # dale.remaster.refill_after_technique: the empty market is refilled from the supply
    # (top first into +0); it holds enough that the bin is not reshuffled into it
    s = position({"hand": ["Swank", "Magnet"]}, market={"deck": ["Acorn", *FIVE]})
    act(s, "play Swank")
    act(s, "ditch Magnet")
    assert names(s, s.bin) == ["Magnet"] and names(s, s.hands[0]) == ["Acorn"]
    assert names(s, s.market) == FIVE and s.market_deck == []
    assert_bonus_action(s)


def test_risky_business_takes_the_supply_top_on_a_right_guess():
    # dale.remaster.refill_after_technique: the empty market is refilled from the supply
    # (top first into +0); it holds enough that the bin is not reshuffled into it
    s = position({"hand": ["Risky Business"]}, market={"deck": ["Acorn", *FIVE]})
    act(s, "play Risky Business")
    refused(s, "guess 6", "dale.technique.play")
    act(s, "guess 4")
    assert names(s, s.hands[0]) == ["Acorn"]
    assert names(s, s.market) == FIVE and s.market_deck == []
    s = position({"hand": ["Risky Business"]}, market={"deck": ["Acorn", *FIVE]})
    act(s, "play Risky Business")
    act(s, "guess 2")
    assert names(s, s.bin) == ["Acorn"] and s.hands[0] == []
    assert names(s, s.market) == FIVE and s.market_deck == []


def test_natural_survivor_trades_with_the_deck():
    s = seeded(lambda seed: position({"hand": ["Natural Survivor", "junk"],
                                      "deck": ["Magnet", "Acorn"]}, seed=seed), [(P, 3)])
    act(s, "play Natural Survivor")
    act(s, "keep Acorn")  # one card only: the hand held 1 other card
    act(s, "top junk")
    assert names(s, s.hands[0]) == ["Acorn"]
    assert sorted_names(s, s.decks[0]) == ["Magnet", "junk"]


def test_sofa_in_the_stall_raises_the_hand_size():
    s = position({"hand": ["junk"], "deck": ["junk"] * 8, "stall": [["Tireless Tinkerer"],
                  ["Calculations"], ["Safety Precaution"], ["Magnet"], ["Sofa"]]})
    assert m.hand_size(s, 0) == 6


def test_a_seeded_remaster_game_with_polecats():
    g = play_checked_game(2, 16, folk=FOLK, rng=16, rules=RULES)
    assert g.history
