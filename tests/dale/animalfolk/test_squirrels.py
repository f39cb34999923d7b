"""Squirrels (classic): Stashing Vendor, Empty Chest, Nostalgic Item, Acorn, Accordion,
Winter is Coming.

Every expected value below is worked out by hand from docs/rules/dale-cards.md (Squirrels)
and the stall rules of docs/rules/dale-classic.md (dale.stall.*, dale.passive.combine,
dale.end.eighth_stack). Positions are built with ``from_spec``; seat 1 is active.
"""

from __future__ import annotations


from ludoteca.dale.notation import parse
from ludoteca.dale.positions import from_spec

from testkit.dale import refused
from testkit.dale import sorted_names as names
from testkit.positions import builder

FOLK = ["squirrels", "ocelots", "chameleons"]

# Stall stacks made of ocelots only, so that they never use up the squirrel cards under test.
# Stack k totals k: Bold Haggler 1, New Season 2, Whirligig 3, Charm 4, Gamble 5,
# Charm + New Season = 6, Charm + Whirligig = 7.
OCELOT_STALL = [["Bold Haggler"], ["New Season"], ["Whirligig"], ["Charm"], ["Gamble"],
                ["Charm", "New Season"], ["Charm", "Whirligig"]]


POSITION_DEFAULTS = {"folk": FOLK, "market_default": {}}
#: position(me, opp=None, *more, **changes): testkit.positions.build with these defaults
position = builder(**POSITION_DEFAULTS)


# ---------------------------------------------------------------------------------------------
# Stashing Vendor (1, passive): a stack built with it may contain junk.
# ---------------------------------------------------------------------------------------------

def test_stashing_vendor_allows_junk_in_its_stack_dale_stall_no_junk():
    """dale.stall.no_junk lifted by Stashing Vendor: stack 2 = Stashing Vendor 1 + junk 1."""
    s = position({"hand": ["Stashing Vendor", "junk", "Acorn", "Charm", "Gamble"],
                  "deck": ["New Season", "Whirligig"], "stall": [["Bold Haggler"]]})
    s.apply(parse("build Stashing Vendor, junk"))
    assert len(s.stalls[0]) == 2
    assert names(s, s.stalls[0][1]) == ["Stashing Vendor", "junk"]
    # The build was the only action: clean-up drew the 2 deck cards (3 left + 2 = 5), seat 2 plays.
    assert names(s, s.hands[0]) == ["Acorn", "Charm", "Gamble", "New Season", "Whirligig"]
    assert s.active == 1


def test_stashing_vendor_takes_any_number_of_junk():
    """Stack 3 = Stashing Vendor 1 + junk 1 + junk 1 (any number of cards, dale.stall.exact_total)."""
    s = position({"hand": ["Stashing Vendor", "junk", "junk"], "deck": [],
                  "stall": [["Bold Haggler"], ["New Season"]]}, junk=5)
    assert parse("build junk, junk, Stashing Vendor") in s.legal_actions()
    s.apply(parse("build Stashing Vendor, junk, junk"))
    assert names(s, s.stalls[0][2]) == ["Stashing Vendor", "junk", "junk"]


def test_junk_without_stashing_vendor_is_refused_dale_stall_no_junk():
    """dale.stall.no_junk: junk + junk (= 2) as stack 2, and Empty Chest 2 + junk 1 as stack 3."""
    s = position({"hand": ["junk", "junk", "Empty Chest", "Acorn"],
                  "stall": [["Bold Haggler"]]})
    refused(s, "build junk, junk", "dale.stall.no_junk")
    assert not any(a[0] == "build" and "junk" in a[1] for a in s.legal_actions())
    s2 = position({"hand": ["junk", "Empty Chest", "Acorn"],
                   "stall": [["Bold Haggler"], ["New Season"]]})
    # Empty Chest allows mixing animalfolk, not junk.
    refused(s2, "build Empty Chest, junk", "dale.stall.no_junk")
    s3 = position({"hand": ["junk", "Acorn"]})
    refused(s3, "build junk", "dale.stall.no_junk")


# ---------------------------------------------------------------------------------------------
# Empty Chest (2, passive): a stack built with it may mix animalfolk.
# ---------------------------------------------------------------------------------------------

def test_empty_chest_allows_mixing_dale_stall_one_animalfolk():
    """Stack 3 = Empty Chest 2 (squirrels) + Bold Haggler 1 (ocelots): legal thanks to Empty Chest."""
    s = position({"hand": ["Empty Chest", "Bold Haggler", "junk"], "deck": ["junk", "junk"],
                  "stall": [["Stashing Vendor"], ["New Season"]]})
    assert parse("build Bold Haggler, Empty Chest") in s.legal_actions()
    s.apply(parse("build Empty Chest, Bold Haggler"))
    assert names(s, s.stalls[0][2]) == ["Bold Haggler", "Empty Chest"]


def test_mixing_without_empty_chest_is_refused_dale_stall_one_animalfolk():
    """Stack 2 = Stashing Vendor 1 (squirrels) + Bold Haggler 1 (ocelots): total right, but mixed."""
    s = position({"hand": ["Stashing Vendor", "Bold Haggler", "junk"],
                  "stall": [["Bold Haggler"]]})
    refused(s, "build Bold Haggler, Stashing Vendor", "dale.stall.one_animalfolk")
    assert parse("build Bold Haggler, Stashing Vendor") not in s.legal_actions()


def test_empty_chest_and_stashing_vendor_combine_dale_passive_combine():
    """Stack 5 = Empty Chest 2 + Stashing Vendor 1 + Bold Haggler 1 (ocelots) + junk 1 = 5: both
    passives apply at once (dale.passive.combine)."""
    s = position({"hand": ["Empty Chest", "Stashing Vendor", "Bold Haggler", "junk", "Acorn"],
                  "stall": OCELOT_STALL[:4]})
    s.apply(parse("build Empty Chest, Stashing Vendor, Bold Haggler, junk"))
    assert names(s, s.stalls[0][4]) == ["Bold Haggler", "Empty Chest", "Stashing Vendor", "junk"]


# ---------------------------------------------------------------------------------------------
# Nostalgic Item (3, passive): one more card from your discard pile (junk or any animalfolk).
# ---------------------------------------------------------------------------------------------

def _nostalgic(stall_size: int):
    return position({"hand": ["Nostalgic Item", "junk", "Acorn", "Charm", "Gamble"],
                     "deck": ["New Season", "Whirligig"],
                     "discard": ["Bold Haggler", "junk", "junk"],
                     "stall": OCELOT_STALL[:stall_size]})


def test_nostalgic_item_adds_junk_from_the_discard_pile():
    """Stack 4 = Nostalgic Item 3 (hand) + junk 1 (discard pile); no Stashing Vendor needed."""
    s = _nostalgic(3)
    assert parse("build Nostalgic Item, discard:junk") in s.legal_actions()
    s.apply(parse("build Nostalgic Item, discard:junk"))
    assert names(s, s.stalls[0][3]) == ["Nostalgic Item", "junk"]
    # One junk left the discard pile (3 cards -> 2); the deck still had cards, so clean-up did
    # not touch the discard pile. Hand: 4 left + New Season drawn.
    assert names(s, s.discards[0]) == ["Bold Haggler", "junk"]
    assert names(s, s.hands[0]) == ["Acorn", "Charm", "Gamble", "New Season", "junk"]


def test_nostalgic_item_adds_another_animalfolk_from_the_discard_pile():
    """Stack 4 = Nostalgic Item 3 (squirrels) + Bold Haggler 1 (ocelots, from the discard pile)."""
    s = _nostalgic(3)
    s.apply(parse("build Nostalgic Item, discard:Bold Haggler"))
    assert names(s, s.stalls[0][3]) == ["Bold Haggler", "Nostalgic Item"]
    assert names(s, s.discards[0]) == ["junk", "junk"]


def test_nostalgic_item_adds_one_card_not_two_dale_stall_from_hand():
    """Stack 5 = Nostalgic Item 3 + junk + junk from the discard: only 1 card may come from it."""
    s = _nostalgic(4)
    refused(s, "build Nostalgic Item, discard:junk, discard:junk", "dale.stall.from_hand")
    for a in s.legal_actions():
        if a[0] == "build":
            assert sum(t.startswith("discard:") for t in a[1]) <= 1, a


def test_discard_card_without_nostalgic_item_is_refused_dale_stall_from_hand():
    """Stack 3 = Empty Chest 2 + junk 1 from the discard pile: no Nostalgic Item, refused."""
    s = position({"hand": ["Empty Chest", "Stashing Vendor"], "discard": ["junk"],
                  "stall": OCELOT_STALL[:2]})
    refused(s, "build Empty Chest, discard:junk", "dale.stall.from_hand")


def test_nostalgic_item_does_not_allow_junk_from_the_hand():
    """Stack 4 = Nostalgic Item 3 + junk 1 from the HAND: the junk rule still applies."""
    s = _nostalgic(3)
    refused(s, "build Nostalgic Item, junk", "dale.stall.no_junk")


# ---------------------------------------------------------------------------------------------
# Accordion (5, passive): when built, its value may count 1 more or 1 less.
# ---------------------------------------------------------------------------------------------

def test_accordion_minus_one_is_stack_4():
    """Accordion 5 - 1 = 4 = stack 4; plain 5 or 5 + 1 is refused (dale.stall.exact_total)."""
    s = position({"hand": ["Accordion", "junk"], "stall": OCELOT_STALL[:3]})
    refused(s, "build Accordion", "dale.stall.exact_total")
    refused(s, "build Accordion+1", "dale.stall.exact_total")
    assert parse("build Accordion-1") in s.legal_actions()
    s.apply(parse("build Accordion-1"))
    assert names(s, s.stalls[0][3]) == ["Accordion"]


def test_accordion_plain_is_stack_5():
    s = position({"hand": ["Accordion", "junk"], "stall": OCELOT_STALL[:4]})
    s.apply(parse("build Accordion"))
    assert len(s.stalls[0]) == 5


def test_accordion_plus_one_is_stack_6():
    """Accordion 5 + 1 = 6 = stack 6."""
    s = position({"hand": ["Accordion", "junk"], "stall": OCELOT_STALL[:5]})
    refused(s, "build Accordion-1", "dale.stall.exact_total")
    s.apply(parse("build Accordion+1"))
    assert names(s, s.stalls[0][5]) == ["Accordion"]


def test_accordion_adjustment_is_for_building_only():
    """The ±1 counts 'when you build with it': paying for a 6-price card with Accordion+1 is
    refused; paying the 5 of Gamble at +0 with plain Accordion is fine. Other cards have no ±1."""
    s = position({"hand": ["Accordion", "Acorn"], "stall": OCELOT_STALL[:3],
                  "deck": ["junk"] * 5},
                 market={"slots": ["Gamble", "Blindfold"]})
    refused(s, "buy +1 with Accordion+1")
    refused(s, "build Acorn-1")  # Acorn 4 - 1 would not be allowed, Acorn has no ±1
    s.apply(parse("buy +0 with Accordion"))
    assert "Gamble" in names(s, s.hands[0])


def test_accordion_plus_one_when_paying_is_refused_by_a_payment_rule():
    s = position({"hand": ["Accordion", "Acorn"], "stall": OCELOT_STALL[:3]},
                 market={"slots": ["Gamble", "Blindfold"]})
    err = refused(s, "buy +1 with Accordion+1")
    assert err.rule_id.startswith("dale.market."), err.rule_id


# ---------------------------------------------------------------------------------------------
# The official FAQ example: Accordion (+1 -> 6) + Stashing Vendor (1) + junk (1) = 8th stack.
# ---------------------------------------------------------------------------------------------

def test_faq_eighth_stack_accordion_stashing_vendor_junk_wins_dale_passive_combine():
    """dale.passive.combine + dale.end.eighth_stack: 6 + 1 + 1 = 8 is a legal 8th stack; the game
    ends at once: no clean-up (hand not refilled), no further action."""
    s = position({"hand": ["Accordion", "Stashing Vendor", "junk", "Acorn", "Empty Chest"],
                  "deck": ["junk", "junk", "junk"], "stall": OCELOT_STALL})
    refused(s, "build Accordion, junk, Stashing Vendor", "dale.stall.exact_total")  # 5+1+1 = 7
    assert parse("build Accordion+1, junk, Stashing Vendor") in s.legal_actions()
    turn = s.turn
    s.apply(parse("build Accordion+1, junk, Stashing Vendor"))
    assert s.winner == 0
    assert s.is_terminal()
    assert len(s.stalls[0]) == 8
    assert names(s, s.stalls[0][7]) == ["Accordion", "Stashing Vendor", "junk"]
    assert s.decision().kind == "over"
    assert s.legal_actions() == []
    # No clean-up: 2 cards left in hand, nothing drawn, same turn, same seat.
    assert names(s, s.hands[0]) == ["Acorn", "Empty Chest"]
    assert len(s.decks[0]) == 3
    assert (s.active, s.turn) == (0, turn)
    refused(s, "inventory", "dale.end.eighth_stack")


# ---------------------------------------------------------------------------------------------
# Winter is Coming (5, passive): when built, one more stack right away.
# ---------------------------------------------------------------------------------------------

def _winter():
    return position({"hand": ["Winter is Coming", "Empty Chest", "Acorn", "junk", "Gamble"],
                     "deck": ["junk", "junk", "junk", "junk"], "stall": OCELOT_STALL[:4]},
                    {"hand": ["junk"]})


def test_winter_is_coming_builds_one_more_stack_right_away():
    """Stack 5 = Winter is Coming; then stack 6 = Acorn 4 + Empty Chest 2, in the same action."""
    s = _winter()
    s.apply(parse("build Winter is Coming"))
    assert len(s.stalls[0]) == 5
    d = s.decision()
    assert (d.kind, d.player) == ("winter", 0)
    assert ("pass",) in s.legal_actions()
    assert parse("build Acorn, Empty Chest") in s.legal_actions()
    assert s.active == 0  # no clean-up yet
    s.apply(parse("build Acorn, Empty Chest"))
    assert len(s.stalls[0]) == 6
    assert names(s, s.stalls[0][5]) == ["Acorn", "Empty Chest"]
    # Then the turn ends: 2 cards left + 3 junk drawn; seat 2 to play.
    assert names(s, s.hands[0]) == ["Gamble", "junk", "junk", "junk", "junk"]
    assert s.active == 1


def test_winter_is_coming_pass():
    s = _winter()
    s.apply(parse("build Winter is Coming"))
    s.apply(parse("pass"))
    assert len(s.stalls[0]) == 5
    assert s.active == 1


def test_winter_is_coming_extra_stack_must_be_legal():
    """The extra stack follows the stall rules (6 needed, Acorn alone is 4), and only a build or
    pass is accepted at that point (dale.turn.one_action)."""
    s = _winter()
    s.apply(parse("build Winter is Coming"))
    refused(s, "build Acorn", "dale.stall.exact_total")
    refused(s, "build Acorn, junk, Empty Chest", "dale.stall.no_junk")
    refused(s, "inventory junk", "dale.turn.one_action")
    assert s.decision().kind == "winter"


def test_winter_is_coming_reaches_the_eighth_stack_mid_turn():
    """Stack 7 = Winter is Coming 5 + Empty Chest 2; extra stack 8 = Accordion+1 6 + Empty Chest 2:
    the game ends at once (dale.end.eighth_stack)."""
    s = position({"hand": ["Winter is Coming", "Empty Chest", "Accordion", "Empty Chest", "junk"],
                  "deck": ["junk"] * 3, "stall": OCELOT_STALL[:6]})
    s.apply(parse("build Empty Chest, Winter is Coming"))
    assert s.decision().kind == "winter"
    assert s.winner is None
    s.apply(parse("build Accordion+1, Empty Chest"))
    assert s.winner == 0
    assert len(s.stalls[0]) == 8
    assert s.decision().kind == "over"
    assert names(s, s.hands[0]) == ["junk"]  # no clean-up


# ---------------------------------------------------------------------------------------------
# Acorn (4, technique, +): take a card from an opponent's stall; Acorn takes its place.
# ---------------------------------------------------------------------------------------------

def _acorn():
    return position({"hand": ["Acorn", "junk", "junk", "junk", "junk"], "deck": ["junk"] * 3,
                     "stall": [["Bold Haggler"]]},
                    {"hand": ["junk"], "stall": [["Stashing Vendor"], ["Empty Chest"]]})


def test_acorn_swaps_with_a_card_of_an_opponents_stall():
    s = _acorn()
    acorn = next(c for c in s.hands[0] if s.type_of(c).name == "Acorn")
    s.apply(parse("play Acorn"))
    d = s.decision()
    assert (d.kind, d.player) == ("acorn", 0)
    legal = s.legal_actions()
    assert parse("take Empty Chest from seat 2 stack 2") in legal
    assert parse("take Stashing Vendor from seat 2 stack 1") in legal
    # Own stall is not a target.
    assert not any(a[1] == 0 for a in legal)
    s.apply(parse("take Empty Chest from seat 2 stack 2"))
    assert s.stalls[1][1] == (acorn,)                       # Acorn sits in their stack 2
    assert names(s, s.stalls[1][0]) == ["Stashing Vendor"]
    assert names(s, s.hands[0]) == ["Empty Chest", "junk", "junk", "junk", "junk"]
    assert acorn not in s.discards[0] and s.discards[0] == []
    # + : a bonus action, still seat 1's turn.
    assert s.actions_left == 1 and s.active == 0 and s.decision().kind == "action"


def test_acorn_cannot_take_from_own_stall():
    s = _acorn()
    s.apply(parse("play Acorn"))
    refused(s, "take Bold Haggler from seat 1 stack 1")
    refused(s, "take Empty Chest from seat 2 stack 1")  # Empty Chest is in stack 2, not 1


def test_acorn_with_no_opponent_stall_does_nothing_but_keeps_its_bonus():
    """dale.technique.fizzle: Acorn can do nothing; it is discarded and its + still counts."""
    s = position({"hand": ["Acorn", "junk"], "stall": [["Bold Haggler"]]}, {"hand": ["junk"]})
    s.apply(parse("play Acorn"))
    assert names(s, s.discards[0]) == ["Acorn"]
    assert s.actions_left == 1 and s.decision().kind == "action" and s.active == 0
    assert names(s, s.stalls[0][0]) == ["Bold Haggler"]
