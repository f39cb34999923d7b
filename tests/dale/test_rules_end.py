"""Rule tests: the end of the game (dale.end.eighth_stack) and dale.passive.combine's FAQ
example (Accordion counted as 6 + Stashing Vendor + junk is a legal 8th stack)."""

from __future__ import annotations


from ludoteca.dale.notation import parse
from ludoteca.dale.positions import from_spec

from testkit.dale import names, refused

FOLK = ["macaws", "pandas", "squirrels"]

# Seven legal macaw stacks, totals worked out: 1 Swift Broker; 2 Cookies; 3 Shattered Relic;
# 4 Spyglass; 5 Flashy Show; 6 Spyglass 4 + Cookies 2; 7 Spyglass 4 + Shattered Relic 3.
SEVEN = [["Swift Broker"], ["Cookies"], ["Shattered Relic"], ["Spyglass"], ["Flashy Show"],
         ["Spyglass", "Cookies"], ["Spyglass", "Shattered Relic"]]


def position(hand, stall, discard=()):
    return from_spec({
        "animalfolk": FOLK, "seed": 21,
        "market": {"slots": ["Acorn", "", "Prepaid Good", "", "Empty Chest"],
                   "deck": ["Nostalgic Item", "Acorn"]},
        "junk": {"pile": 2},
        "player": [{"hand": hand, "stall": stall, "discard": list(discard),
                    "deck": ["junk"] * 4},
                   {"hand": ["junk"] * 3, "deck": ["junk"] * 2}]})


def test_combine_faq_example_rule_dale_passive_combine():
    """dale.passive.combine (FAQ): Accordion 5 counted as 6, Stashing Vendor 1, one junk 1
    = 8: a legal 8th stack (Stashing Vendor lets the junk in, Accordion's +1 makes 8 — both
    passives at once). Without the +1 the total is 7; without Stashing Vendor the junk is
    refused."""
    s = position(["Accordion", "Stashing Vendor", "junk", "junk"], SEVEN)
    a = parse("build Accordion+1, Stashing Vendor, junk")
    assert a == ("build", ("Accordion+1", "junk", "Stashing Vendor"))
    assert a in s.legal_actions()
    err = refused(s, parse("build Accordion, Stashing Vendor, junk"), "dale.stall.exact_total")
    assert err.values == {"number": 8, "need": 8, "total": 7}
    refused(s, parse("build Accordion+1, junk, junk"), "dale.stall.no_junk")


def test_eighth_stack_ends_mid_turn_rule_dale_end_eighth_stack():
    """dale.end.eighth_stack: Favorite Toy (+) takes the discard pile's junk, then the bonus
    action builds stack 8 (Accordion+1, Stashing Vendor, junk = 8). The game ends at once:
    seat 1 wins, no clean-up (the hand stays at 1 card, the market gaps at +1/+3 stay, the
    turn and the active seat do not change), no further actions: legal_actions() is empty and
    every apply is refused with dale.end.eighth_stack and changes nothing."""
    s = position(["Favorite Toy", "Accordion", "Stashing Vendor", "junk"], SEVEN,
                 discard=["junk"])
    s.apply(parse("play Favorite Toy"))
    assert s.actions_left == 1 and s.winner is None
    market = s.market[:]
    s.apply(parse("build Accordion+1, Stashing Vendor, junk"))
    assert s.winner == 0
    assert s.is_terminal()
    assert len(s.stalls[0]) == 8
    assert names(s, s.hands[0]) == ["junk"]  # not drawn back up to 5
    assert s.market == market and -1 in s.market
    assert s.active == 0 and s.turn == 1
    assert s.frames == []
    assert s.legal_actions() == []
    assert s.decision().kind == "over"
    for text in ("inventory", "inventory junk", "play Favorite Toy", "buy +0 with junk"):
        refused(s, parse(text), "dale.end.eighth_stack")


def test_eighth_stack_during_winter_is_coming_rule_dale_end_eighth_stack():
    """dale.end.eighth_stack within a card effect: stack 7 = Winter is Coming 5 + Empty Chest 2
    (both squirrels); Winter offers one more stack at once; stack 8 = Accordion+1 + Stashing
    Vendor + junk ends the game during that step, with no clean-up and no pending steps."""
    s = position(["Winter is Coming", "Empty Chest", "Accordion", "Stashing Vendor", "junk"],
                 SEVEN[:6])
    s.apply(parse("build Winter is Coming, Empty Chest"))
    assert s.decision().kind == "winter" and s.decision().player == 0
    assert parse("build Accordion+1, Stashing Vendor, junk") in s.legal_actions()
    s.apply(parse("build Accordion+1, Stashing Vendor, junk"))
    assert s.winner == 0 and s.frames == [] and s.legal_actions() == []
    assert s.hands[0] == [] and s.turn == 1 and s.active == 0
    refused(s, ("pass",), "dale.end.eighth_stack")


def test_seventh_stack_does_not_end_rule_dale_end_eighth_stack():
    """dale.end.eighth_stack: only the 8th stack ends the game; building the 7th passes the turn
    normally (clean-up refills the hand from the deck of 4 junk: 3 → ... 5)."""
    s = position(["Spyglass", "Shattered Relic", "junk", "junk"], SEVEN[:6])
    s.apply(parse("build Spyglass, Shattered Relic"))
    assert s.winner is None and len(s.stalls[0]) == 7
    assert s.active == 1 and len(s.hands[0]) == 5
