"""Squirrels in the remaster edition (docs/rules/dale-remaster.md, "Squirrels"): all six cards
are the classic declarations reused, so each test checks one card behaves as in the classic
edition (tests/dale/animalfolk/test_squirrels.py) under a remaster ruleset. Expected values
worked out by hand from the stall rules (dale.stall.*); seat 1 is active.
"""

from __future__ import annotations

from ludoteca.dale import editions
from ludoteca.dale.animalfolk import squirrels as classic
from ludoteca.dale.remaster import squirrels

from testkit.dale import act, play_checked_game, refused
from testkit.dale import sorted_names as names
from testkit.positions import builder

FOLK = ["squirrels", "platypuses", "sloths"]
RULES = editions.build("remaster", FOLK)
# Stacks of platypuses only: stack k totals k (Tireless Tinkerer 1, Calculations 2,
# Safety Precaution 3, Magnet 4, Dangerous Test 5, Magnet + Calculations 6).
STALL = [["Tireless Tinkerer"], ["Calculations"], ["Safety Precaution"], ["Magnet"],
         ["Dangerous Test"], ["Magnet", "Calculations"]]

position = builder(folk=FOLK, market_default={}, rules=RULES)


def test_every_card_is_the_classic_declaration():
    assert [t.name for t in squirrels.deck.types] == [
        "Stashing Vendor", "Empty Chest", "Nostalgic Item", "Acorn", "Accordion",
        "Winter is coming"]
    assert RULES.techniques["Acorn"] is classic.deck.techniques["Acorn"]
    assert RULES.hooks["on_built"]["Winter is coming"] is \
        classic.deck.card_hooks["Winter is Coming"]["on_built"]
    assert RULES.summary_ids["Winter is coming"] == "card.Winter is Coming"


def test_stashing_vendor_lets_clutter_into_its_stack():
    # dale.stall.no_junk lifted: stack 2 = Stashing Vendor 1 + clutter 1; without it refused.
    s = position({"hand": ["Stashing Vendor", "junk", "Acorn"], "deck": ["junk"] * 3,
                  "stall": STALL[:1]})
    refused(s, "build junk, Acorn", "dale.stall.no_junk")
    act(s, "build Stashing Vendor, junk")
    assert names(s, s.stalls[0][1]) == ["Stashing Vendor", "junk"]


def test_empty_chest_mixes_animalfolk():
    # Stack 3 = Empty Chest 2 (squirrels) + Tireless Tinkerer 1 (platypuses) (dale.stall.one_animalfolk).
    s = position({"hand": ["Empty Chest", "Tireless Tinkerer", "junk"], "stall": STALL[:2]})
    act(s, "build Empty Chest, Tireless Tinkerer")
    assert names(s, s.stalls[0][2]) == ["Empty Chest", "Tireless Tinkerer"]


def test_nostalgic_item_adds_one_card_of_the_discard_pile():
    # Stack 4 = Nostalgic Item 3 + clutter 1 taken from the discard pile (2 junk -> 1 left);
    # two from the discard pile are refused (dale.stall.from_hand).
    s = position({"hand": ["Nostalgic Item", "Acorn"], "deck": ["junk"] * 5,
                  "discard": ["junk", "junk"], "stall": STALL[:3]})
    refused(s, "build Nostalgic Item, discard:junk, discard:junk", "dale.stall.from_hand")
    act(s, "build Nostalgic Item, discard:junk")
    assert names(s, s.stalls[0][3]) == ["Nostalgic Item", "junk"]
    assert names(s, s.discards[0]) == ["junk"]


def test_acorn_swaps_itself_into_an_opponents_stall():
    # Acorn takes Calculations out of seat 2's stack 2 into seat 1's hand and sits there; +.
    s = position({"hand": ["Acorn", "junk"], "deck": ["junk"] * 3},
                 {"hand": ["junk"], "stall": STALL[:2]})
    acorn = next(c for c in s.hands[0] if s.type_of(c).name == "Acorn")
    act(s, "play Acorn")
    act(s, "take Calculations from seat 2 stack 2")
    assert s.stalls[1][1] == (acorn,)
    assert names(s, s.hands[0]) == ["Calculations", "junk"]
    assert s.actions_left == 1 and s.active == 0


def test_accordion_counts_one_less_or_one_more_in_a_stack():
    # Stack 4 = Accordion 5 - 1; the plain 5 is refused (dale.stall.exact_total).
    s = position({"hand": ["Accordion", "junk"], "stall": STALL[:3]})
    refused(s, "build Accordion", "dale.stall.exact_total")
    act(s, "build Accordion-1")
    assert names(s, s.stalls[0][3]) == ["Accordion"]
    s = position({"hand": ["Accordion", "junk"], "stall": STALL[:5]})
    act(s, "build Accordion+1")  # stack 6 = 5 + 1
    assert len(s.stalls[0]) == 6


def test_winter_is_coming_builds_the_next_stack_at_once():
    # Stack 5 = Winter is coming; then stack 6 = Acorn 4 + Empty Chest 2 in the same action;
    # then the clean-up: junk left + 3 drawn, seat 2 plays.
    s = position({"hand": ["Winter is coming", "Empty Chest", "Acorn", "junk"],
                  "deck": ["junk"] * 4, "stall": STALL[:4]}, {"hand": ["junk"]})
    act(s, "build Winter is coming")
    assert (s.decision().kind, s.decision().player) == ("winter", 0)
    act(s, "build Acorn, Empty Chest")
    assert names(s, s.stalls[0][5]) == ["Acorn", "Empty Chest"]
    assert names(s, s.hands[0]) == ["junk"] * 5
    assert s.active == 1


def test_a_seeded_remaster_game_with_squirrels():
    g = play_checked_game(2, 12, folk=FOLK, rng=12, rules=RULES)
    assert g.history
