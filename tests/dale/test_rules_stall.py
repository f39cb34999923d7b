"""Rule tests: the stall action (dale.stall.*) and the inventory action (dale.inventory.*).

Stall stacks in the positions are written by hand; every total is worked out in the comments.
"""

from __future__ import annotations

from collections import Counter


from ludoteca.dale.notation import parse
from ludoteca.dale.positions import from_spec

from testkit.dale import refused

FOLK = ["macaws", "pandas", "squirrels"]


def names(s, pile):
    return [s.type_of(c).name for c in pile]


def position(hand, stall=(), discard=(), deck=None):
    return from_spec({
        "animalfolk": FOLK, "seed": 5,
        "market": {"slots": ["Acorn", "Spyglass", "Acorn", "Special Offer", "Prepaid Good"],
                   "deck": 3},
        "junk": {"pile": 0},
        "player": [{"hand": list(hand), "stall": [list(x) for x in stall],
                    "discard": list(discard),
                    "deck": deck if deck is not None else ["junk"] * 5},
                   {"hand": ["junk"], "deck": ["junk"]}]})


def builds(s):
    return sorted(a for a in s.legal_actions() if a[0] == "build")


# --------------------------------------------------------------------------------------------
def test_first_stack_totals_one_rule_dale_stall_sequence():
    """dale.stall.sequence: the first stack totals exactly 1: Swift Broker or Loyal Partner
    alone (value 1 each; junk needs Stashing Vendor; two value-1 cards of different decks would
    mix animalfolk and total 2 anyway). Cookies (2) is refused."""
    s = position(["Swift Broker", "Cookies", "Loyal Partner", "junk"])
    assert builds(s) == [("build", ("Loyal Partner",)), ("build", ("Swift Broker",))]
    err = refused(s, parse("build Cookies"), "dale.stall.exact_total")
    assert err.values["number"] == 1 and err.values["total"] == 2


def test_second_stack_totals_two_rule_dale_stall_sequence():
    """dale.stall.sequence: with one stack built, the next must total 2: only Cookies alone
    fits (Swift Broker 1 + Loyal Partner 1 mixes decks; Swift Broker + Stashing Vendor too).
    A value-1 card alone — a "partial" stack 2 — is refused (dale.stall.complete: no adding
    later). After building, stack 1 is unchanged and Cookies is stack 2."""
    s = position(["Cookies", "Swift Broker", "Loyal Partner", "Stashing Vendor"],
                 stall=[["Swift Broker"]])
    assert builds(s) == [("build", ("Cookies",))]
    err = refused(s, parse("build Swift Broker"), "dale.stall.exact_total")
    assert err.values == {"number": 2, "need": 2, "total": 1}
    first = s.stalls[0][0][:]
    s.apply(parse("build Cookies"))
    assert len(s.stalls[0]) == 2
    assert s.stalls[0][0] == first
    assert names(s, s.stalls[0][1]) == ["Cookies"]


def test_exact_total_rule_dale_stall_exact_total():
    """dale.stall.exact_total: stack 3 = Swift Broker 1 + Cookies 2, or Shattered Relic 3;
    Cookies + Cookies = 4 is refused (total 4, not 3)."""
    s = position(["Swift Broker", "Cookies", "Cookies", "Shattered Relic"],
                 stall=[["Swift Broker"], ["Cookies"]])
    assert parse("build Swift Broker, Cookies") in s.legal_actions()
    assert parse("build Shattered Relic") in s.legal_actions()
    err = refused(s, parse("build Cookies, Cookies"), "dale.stall.exact_total")
    assert err.values == {"number": 3, "need": 3, "total": 4}
    refused(s, parse("build Shattered Relic, Swift Broker"), "dale.stall.exact_total")


def test_repeated_values_and_many_cards_rule_dale_stall_exact_total():
    """dale.stall.exact_total: any number of cards, repeated values fine: stack 4 = Cookies +
    Cookies (2+2) or Swift Broker + Swift Broker + Cookies (1+1+2)."""
    s = position(["Cookies", "Cookies", "Swift Broker", "Swift Broker"],
                 stall=[["Loyal Partner"], ["Prepaid Good"], ["Shattered Relic"]])
    # (Two players own two Swift Brokers in all, so stack 1 is Loyal Partner here.)
    assert parse("build Cookies, Cookies") in s.legal_actions()
    assert parse("build Swift Broker, Swift Broker, Cookies") in s.legal_actions()
    s.apply(parse("build Swift Broker, Swift Broker, Cookies"))
    assert Counter(names(s, s.stalls[0][3])) == Counter(["Swift Broker"] * 2 + ["Cookies"])
    assert names(s, s.hands[0])[:1] == ["Cookies"]  # the other Cookies stayed in hand


def test_built_cards_cannot_be_used_rule_dale_stall_complete():
    """dale.stall.complete: the cards of a built stack are no longer in hand: Swift Broker in
    stack 1 cannot be played, paid with or built again; hand keeps only the junk."""
    s = position(["junk", "junk"], stall=[["Swift Broker"]])
    acts = s.legal_actions()
    assert not any("Swift Broker" in str(a) for a in acts)
    refused(s, parse("play Swift Broker"), "dale.technique.play")
    refused(s, parse("buy +0 with Swift Broker, junk"), "dale.market.payment")
    refused(s, parse("build Swift Broker, junk"), "dale.stall.from_hand")


def test_one_animalfolk_rule_dale_stall_one_animalfolk():
    """dale.stall.one_animalfolk: Swift Broker (macaws 1) + Loyal Partner (pandas 1) = 2 is
    refused for stack 2 as a mix; Empty Chest (2) alone fits; for stack 3 Empty Chest allows the
    mix Empty Chest + Loyal Partner (2+1)."""
    s = position(["Swift Broker", "Loyal Partner", "Empty Chest", "Stashing Vendor"],
                 stall=[["Swift Broker"]])
    err = refused(s, parse("build Swift Broker, Loyal Partner"), "dale.stall.one_animalfolk")
    assert err.values["animalfolk"] == "macaws, pandas"
    assert builds(s) == [("build", ("Empty Chest",))]
    s2 = position(["Swift Broker", "Loyal Partner", "Empty Chest"],
                  stall=[["Swift Broker"], ["Cookies"]])
    assert parse("build Empty Chest, Loyal Partner") in s2.legal_actions()
    assert parse("build Empty Chest, Swift Broker") in s2.legal_actions()
    s2.apply(parse("build Empty Chest, Loyal Partner"))
    assert sorted(names(s2, s2.stalls[0][2])) == ["Empty Chest", "Loyal Partner"]


def test_no_junk_rule_dale_stall_no_junk():
    """dale.stall.no_junk: junk + junk (1+1) and Swift Broker + junk are refused as stack 2;
    Stashing Vendor + junk (1+1) is allowed and is the only stack 2 of this hand."""
    s = position(["junk", "junk", "Stashing Vendor", "Swift Broker"], stall=[["Swift Broker"]])
    refused(s, parse("build junk, junk"), "dale.stall.no_junk")
    refused(s, parse("build Swift Broker, junk"), "dale.stall.no_junk")
    assert builds(s) == [("build", ("junk", "Stashing Vendor"))]
    s.apply(parse("build Stashing Vendor, junk"))
    assert sorted(names(s, s.stalls[0][1])) == ["Stashing Vendor", "junk"]


def test_from_hand_rule_dale_stall_from_hand():
    """dale.stall.from_hand: stack cards come from the hand; Nostalgic Item (3) lets one card of
    the discard pile join: Nostalgic Item + discard:junk = 4 (stack 4). Without Nostalgic Item
    a discard card is refused; a second discard card too; a card not in hand is refused."""
    stall = [["Swift Broker"], ["Cookies"], ["Shattered Relic"]]
    s = position(["Nostalgic Item", "Cookies", "junk"], stall=stall,
                 discard=["junk", "Swift Broker", "Cookies"])
    assert parse("build Nostalgic Item, discard:junk") in s.legal_actions()
    # Nostalgic's discard card may be of another animalfolk (dale-cards.md, Squirrels 3).
    assert parse("build Nostalgic Item, discard:Swift Broker") in s.legal_actions()
    err = refused(s, parse("build Cookies, discard:Cookies"), "dale.stall.from_hand")
    assert err.values == {"count": 1, "allowed": 0}
    refused(s, parse("build Nostalgic Item, discard:junk, discard:junk"), "dale.stall.from_hand")
    refused(s, parse("build Spyglass"), "dale.stall.from_hand")
    s.apply(parse("build Nostalgic Item, discard:junk"))
    assert sorted(names(s, s.stalls[0][3])) == ["Nostalgic Item", "junk"]
    # The junk left the discard pile; the bottom card was the junk.
    assert names(s, s.discards[0]) == ["Swift Broker", "Cookies"]


# --------------------------------------------------------------------------------------------
def test_inventory_of_zero_cards_rule_dale_inventory_discard():
    """dale.inventory.discard: zero cards is a legal inventory: nothing moves (the hand of 5 is
    already at hand size, so clean-up draws nothing) and the turn passes."""
    s = position(["junk", "junk", "junk", "Swift Broker", "Cookies"], deck=["junk"] * 3)
    hand = s.hands[0][:]
    assert ("inventory", ()) in s.legal_actions()
    # Cookies makes the hand size 6: clean-up draws one junk.
    s.apply(parse("inventory"))
    assert s.hands[0][:5] == hand
    assert s.discards[0] == []
    assert len(s.decks[0]) == 2
    assert s.active == 1


def test_inventory_several_cards_rule_dale_inventory_discard():
    """dale.inventory.discard: Cookies and a junk go onto the player's own discard pile; the
    hand (Swift Broker, junk) is then drawn up to 5 (no Cookies left: size 5) with the top three
    deck cards Spyglass, Shattered Relic, junk."""
    s = position(["Cookies", "junk", "junk", "Swift Broker"],
                 deck=["Spyglass", "Shattered Relic", "junk", "junk"])
    s.apply(parse("inventory Cookies, junk"))
    assert Counter(names(s, s.discards[0])) == Counter(["Cookies", "junk"])
    assert Counter(names(s, s.hands[0])) == Counter(
        ["Swift Broker", "junk", "Spyglass", "Shattered Relic", "junk"])
    assert names(s, s.decks[0]) == ["junk"]
    assert s.discards[1] == []


def test_inventory_needs_cards_in_hand_rule_dale_inventory_discard():
    """dale.inventory.discard: only cards of the hand can be discarded."""
    s = position(["junk", "junk"])
    refused(s, parse("inventory Cookies"), "dale.inventory.discard")
    refused(s, parse("inventory junk, junk, junk"), "dale.inventory.discard")


def test_inventories_listed_fewest_first_and_remembered_rule_dale_inventory_discard():
    """dale.inventory.discard: a hand of Cookies, two junk and Swift Broker has
    2 × 3 × 2 = 12 Inventories (each junk copy 0, 1 or 2 times), listed the fewest cards
    first, then in canonical order; asked again (now remembered by the tokens) the same
    list comes back, and changing a returned list changes nothing."""
    from ludoteca.dale import inventory

    inventory._INVENTORIES_SEEN.clear()
    s = position(["Cookies", "junk", "junk", "Swift Broker"],
                 deck=["Spyglass", "Shattered Relic", "junk", "junk"])
    first = inventory.whole_inventories(s, 0)
    assert len(first) == 12
    assert first[0] == ("inventory", ())
    assert [len(a[1]) for a in first] == [0, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4]
    assert sorted(first[-1][1]) == sorted(["Cookies", "junk", "junk", "Swift Broker"])
    assert inventory._INVENTORIES_SEEN  # remembered
    first.append(("not an inventory",))
    again = inventory.whole_inventories(s, 0)
    assert again == first[:-1] and len(again) == 12
    inventory._INVENTORIES_SEEN.clear()
    assert inventory.whole_inventories(s, 0) == again  # a fresh listing agrees
