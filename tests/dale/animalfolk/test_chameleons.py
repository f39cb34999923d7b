"""Chameleons (classic): Flexible Shopkeeper, Reflection, Good Old Times, Gift Voucher,
Trendsetting, Seeing Doubles.

Expected values are worked out by hand from docs/rules/dale-cards.md (Chameleons) and the
copy rules of docs/rules/dale-classic.md: a copy is the copied card for all purposes
(dale.copy.identity), a copying passive must copy a valid target if there is one
(dale.passive.mandatory), and with no valid target it is a plain chameleon of its printed value.
"""

from __future__ import annotations


from ludoteca.dale import mechanics as m
from ludoteca.dale.notation import parse
from ludoteca.dale.positions import from_spec

from testkit.dale import card_named, refused
from testkit.dale import sorted_names as names
from testkit.positions import builder

FOLK = ["squirrels", "ocelots", "chameleons"]

# Ocelot-only stall: stack k totals k.
OCELOT_STALL = [["Bold Haggler"], ["New Season"], ["Whirligig"], ["Charm"], ["Gamble"],
                ["Charm", "New Season"], ["Charm", "Whirligig"]]


POSITION_DEFAULTS = {"folk": FOLK, "market_default": {}}
#: position(me, opp=None, *more, **changes): testkit.positions.build with these defaults
position = builder(**POSITION_DEFAULTS)


# ---------------------------------------------------------------------------------------------
# Flexible Shopkeeper (1): a copy of any 1 card of your rightmost stack.
# ---------------------------------------------------------------------------------------------

def _shopkeeper():
    # Rightmost stack = stack 2 = [Empty Chest].
    return position({"hand": ["Flexible Shopkeeper", "Stashing Vendor", "Bold Haggler",
                              "Empty Chest", "junk"],
                     "stall": [["Stashing Vendor"], ["Empty Chest"]]})


def test_flexible_shopkeeper_copies_a_card_of_the_rightmost_stack():
    """Stack 3 = Flexible Shopkeeper as Empty Chest (2, squirrels) + Stashing Vendor (1)."""
    s = _shopkeeper()
    shop = card_named(s, s.hands[0], "Flexible Shopkeeper")
    assert m.copy_targets(s, 0, shop) == ["Empty Chest"]
    s.apply(parse("build Flexible Shopkeeper as Empty Chest, Stashing Vendor"))
    assert names(s, s.stalls[0][2]) == ["Flexible Shopkeeper", "Stashing Vendor"]


def test_flexible_shopkeeper_as_empty_chest_lets_the_stack_mix():
    """The copy is Empty Chest for all purposes, its passive included: Bold Haggler (ocelots,
    1) + Shopkeeper as Empty Chest (2) = stack 3, mixed animalfolk allowed."""
    s = _shopkeeper()
    assert parse("build Bold Haggler, Flexible Shopkeeper as Empty Chest") in s.legal_actions()
    s.apply(parse("build Bold Haggler, Flexible Shopkeeper as Empty Chest"))
    assert len(s.stalls[0]) == 3


def test_flexible_shopkeeper_only_the_rightmost_stack_and_must_copy():
    s = _shopkeeper()
    # Stashing Vendor is in stack 1, not the rightmost stack.
    refused(s, "build Flexible Shopkeeper as Stashing Vendor, Empty Chest", "dale.copy.identity")
    # Plain Shopkeeper (1) + Empty Chest (2) = 3 would fit, but it must copy (dale.passive.mandatory).
    refused(s, "build Empty Chest, Flexible Shopkeeper", "dale.passive.mandatory")


def test_flexible_shopkeeper_with_empty_stall_is_a_plain_1():
    s = position({"hand": ["Flexible Shopkeeper", "junk"]})
    shop = card_named(s, s.hands[0], "Flexible Shopkeeper")
    assert m.copy_targets(s, 0, shop) == []
    assert m.value_of(s, shop) == 1
    s.apply(parse("build Flexible Shopkeeper"))
    assert s.stalls[0] == [(shop,)]


# ---------------------------------------------------------------------------------------------
# Reflection (2): a copy of the top card of another player's discard pile.
# ---------------------------------------------------------------------------------------------

def test_reflection_copies_the_top_of_another_players_discard():
    """Opponent's discard top Acorn: Reflection as Acorn (4) = stack 4."""
    s = position({"hand": ["Reflection", "junk"], "stall": OCELOT_STALL[:3]},
                 {"hand": ["junk"], "discard": ["junk", "Acorn"]})
    refl = card_named(s, s.hands[0], "Reflection")
    assert m.copy_targets(s, 0, refl) == ["Acorn"]
    refused(s, "build Reflection as junk", "dale.copy.identity")  # junk is not on top
    s.apply(parse("build Reflection as Acorn"))
    assert s.stalls[0][3] == (refl,)


def test_reflection_must_copy_dale_passive_mandatory():
    """Reflection has a target (Acorn): using it as a plain 2 is refused, for paying and building."""
    s = position({"hand": ["Reflection", "junk"], "stall": [["Bold Haggler"]]},
                 {"hand": ["junk"], "discard": ["Acorn"]},
                 market={"slots": ["Empty Chest"]})
    refused(s, "build Reflection", "dale.passive.mandatory")
    refused(s, "buy +0 with Reflection", "dale.passive.mandatory")
    # As Acorn (4) it pays for Empty Chest (price 2 at +0): excess 2 is below the card's value 4,
    # so the overpay is allowed (dale.market.overpay).
    s.apply(parse("buy +0 with Reflection as Acorn"))
    assert "Empty Chest" in names(s, s.hands[0])


def test_reflection_copying_junk_is_junk():
    """dale.copy.identity: a copy of junk is junk, so it needs Stashing Vendor in the stack."""
    s = position({"hand": ["Reflection", "Stashing Vendor", "Acorn"]},
                 {"hand": ["junk"], "discard": ["Acorn", "junk"]})
    refl = card_named(s, s.hands[0], "Reflection")
    assert m.copy_targets(s, 0, refl) == ["junk"]
    refused(s, "build Reflection as junk", "dale.stall.no_junk")  # stack 1 = junk alone
    refused(s, "build Reflection as Acorn", "dale.copy.identity")
    s2 = position({"hand": ["Reflection", "Stashing Vendor", "Acorn"], "stall": [["Bold Haggler"]]},
                  {"hand": ["junk"], "discard": ["Acorn", "junk"]})
    s2.apply(parse("build Reflection as junk, Stashing Vendor"))  # 1 + 1 = stack 2
    assert names(s2, s2.stalls[0][1]) == ["Reflection", "Stashing Vendor"]


def test_reflection_does_not_copy_your_own_discard_and_without_target_is_a_plain_2():
    s = position({"hand": ["Reflection", "junk"], "discard": ["Acorn"],
                  "stall": [["Bold Haggler"]]}, {"hand": ["junk"], "discard": []})
    refl = card_named(s, s.hands[0], "Reflection")
    assert m.copy_targets(s, 0, refl) == []
    refused(s, "build Reflection as Acorn", "dale.copy.identity")
    assert m.value_of(s, refl) == 2
    s.apply(parse("build Reflection"))  # plain chameleon 2 = stack 2
    assert s.stalls[0][1] == (refl,)


def test_reflection_any_other_player_in_three_players():
    s = position({"hand": ["Reflection", "junk"], "stall": [["Bold Haggler"]]},
                 {"hand": ["junk"], "discard": ["Acorn"]},
                 more=[{"hand": ["junk"], "discard": ["Empty Chest"]}],
                 folk=["macaws", "squirrels", "ocelots", "chameleons"])
    refl = card_named(s, s.hands[0], "Reflection")
    assert m.copy_targets(s, 0, refl) == ["Acorn", "Empty Chest"]
    s.apply(parse("build Reflection as Empty Chest"))  # 2 = stack 2
    assert len(s.stalls[0]) == 2


def test_reflection_copying_a_technique_plays_it_with_its_bonus():
    """play Reflection as Spyglass: Spyglass's effect (keep 1 of the top 3) and its +."""
    s = position({"hand": ["Reflection", "Acorn"], "deck": ["junk", "junk", "junk", "Cookies"]},
                 {"hand": ["junk"], "discard": ["Spyglass"]},
                 folk=["macaws", "squirrels", "chameleons"])
    refl = card_named(s, s.hands[0], "Reflection")
    assert ("play", "Reflection as Spyglass") in s.legal_actions()
    s.apply(parse("play Reflection as Spyglass"))
    d = s.decision()
    assert (d.kind, d.player) == ("spyglass_keep", 0)
    s.apply(parse("keep junk"))
    # Two junk back on the deck, above Cookies; Reflection discarded; + gives a bonus action.
    assert names(s, s.hands[0]) == ["Acorn", "junk"]
    assert names(s, s.decks[0]) == ["Cookies", "junk", "junk"]
    assert s.discards[0] == [refl]
    assert s.actions_left == 1 and s.active == 0 and s.decision().kind == "action"


def test_chameleon_copying_a_passive_cannot_be_played():
    s = position({"hand": ["Reflection", "Acorn"]}, {"hand": ["junk"], "discard": ["Empty Chest"]})
    refused(s, "play Reflection as Empty Chest", "dale.technique.play")
    refused(s, "play Reflection")


# ---------------------------------------------------------------------------------------------
# Good Old Times (3): ability: ditch the top supply card; copies the top of the market discard.
# ---------------------------------------------------------------------------------------------

def _old_times(stall: int = 3):
    # A full market, so that clean-up does not draw from the market deck.
    return position({"hand": ["Good Old Times", "Stashing Vendor", "junk"],
                     "deck": ["junk"] * 3, "stall": OCELOT_STALL[:stall]},
                    market={"slots": ["Gamble", "Blindfold", "Whirligig", "Nostalgic Item",
                                      "Accordion"],
                            "deck": ["Acorn", "Charm"], "discard": ["Empty Chest"]})


def test_good_old_times_ability_ditches_the_top_supply_card_then_copies_it():
    s = _old_times(3)
    got = card_named(s, s.hands[0], "Good Old Times")
    assert m.copy_targets(s, 0, got) == ["Empty Chest"]
    s.apply(parse("use Good Old Times"))
    # Acorn went from the market deck to the top of the market discard pile.
    assert [s.type_of(c).name for c in s.bin] == ["Empty Chest", "Acorn"]
    assert names(s, s.market_deck) == ["Charm"]
    assert s.actions_left == 1 and s.decision().kind == "action"   # free ability
    assert m.copy_targets(s, 0, got) == ["Acorn"]
    refused(s, "build Good Old Times as Empty Chest", "dale.copy.identity")
    refused(s, "use Good Old Times", "dale.passive.reuse")          # once per turn
    s.apply(parse("build Good Old Times as Acorn"))                 # 4 = stack 4
    assert s.stalls[0][3] == (got,)


def test_good_old_times_copies_the_market_discard_top_without_using_the_ability():
    """Stack 3 = Good Old Times as Empty Chest (2) + Stashing Vendor (1)."""
    s = _old_times(2)
    s.apply(parse("build Good Old Times as Empty Chest, Stashing Vendor"))
    assert len(s.stalls[0]) == 3
    # The ability was not used: the market deck and market discard pile are untouched.
    assert names(s, s.market_deck) == ["Acorn", "Charm"]
    assert names(s, s.bin) == ["Empty Chest"]


def test_good_old_times_with_empty_market_discard_is_a_plain_3():
    s = position({"hand": ["Good Old Times", "junk"], "stall": OCELOT_STALL[:2]},
                 market={"deck": ["Acorn"]})
    refused(s, "build Good Old Times as Acorn", "dale.copy.identity")
    s.apply(parse("build Good Old Times"))
    assert len(s.stalls[0]) == 3


# ---------------------------------------------------------------------------------------------
# Gift Voucher (4, technique, +): take a market card; the voucher takes its slot.
# ---------------------------------------------------------------------------------------------

def test_gift_voucher_takes_a_market_card_and_sits_in_its_slot():
    s = position({"hand": ["Gift Voucher", "junk"], "deck": ["junk"] * 4},
                 market={"slots": ["Empty Chest", "Acorn", "", "Gamble", "Reflection"],
                         "deck": ["Charm"]})
    voucher = card_named(s, s.hands[0], "Gift Voucher")
    s.apply(parse("play Gift Voucher"))
    d = s.decision()
    assert (d.kind, d.player) == ("gift_voucher", 0)
    assert s.legal_actions() == [("take", 0), ("take", 1), ("take", 3), ("take", 4)]
    refused(s, "take +2")  # empty slot
    s.apply(parse("take +3"))
    assert names(s, s.hands[0]) == ["Gamble", "junk"]
    assert s.market[3] == voucher
    assert names(s, [s.market[0], s.market[1], s.market[4]]) == ["Acorn", "Empty Chest", "Reflection"]
    assert s.market[2] == -1  # no refill during the action phase (dale.market.no_refill)
    assert voucher not in s.discards[0]
    assert s.actions_left == 1 and s.active == 0


def test_gift_voucher_with_an_empty_market_does_nothing_but_keeps_its_bonus():
    """dale.technique.fizzle: nothing to take; the voucher is discarded, its + counts."""
    s = position({"hand": ["Gift Voucher", "junk"]})
    s.apply(parse("play Gift Voucher"))
    assert names(s, s.discards[0]) == ["Gift Voucher"]
    assert s.actions_left == 1 and s.decision().kind == "action"


# ---------------------------------------------------------------------------------------------
# Trendsetting (5): a copy of any card in the market.
# ---------------------------------------------------------------------------------------------

def _trend(stall=1, opp=None, slots=("Empty Chest", "Acorn")):
    return position({"hand": ["Trendsetting", "junk"], "deck": ["junk"] * 4,
                     "stall": OCELOT_STALL[:stall]}, opp,
                    market={"slots": list(slots)})


def test_trendsetting_copies_a_market_card():
    """Stack 2 = Trendsetting as Empty Chest (2)."""
    s = _trend(1)
    ts = card_named(s, s.hands[0], "Trendsetting")
    assert m.copy_targets(s, 0, ts) == ["Acorn", "Empty Chest"]
    refused(s, "build Trendsetting as Charm", "dale.copy.identity")  # not in the market
    s.apply(parse("build Trendsetting as Empty Chest"))
    assert s.stalls[0][1] == (ts,)


def test_trendsetting_must_copy_and_with_empty_market_is_a_plain_5():
    s = _trend(4)
    refused(s, "build Trendsetting", "dale.passive.mandatory")
    s2 = _trend(4, slots=())
    s2.apply(parse("build Trendsetting"))  # plain 5 = stack 5
    assert len(s2.stalls[0]) == 5


def test_trendsetting_as_acorn_is_played_and_lands_in_the_opponents_stall():
    """Played as Acorn (+): the physical Trendsetting takes the place of the stall card taken."""
    s = _trend(0, {"hand": ["junk"], "stall": [["Stashing Vendor"]]})
    ts = card_named(s, s.hands[0], "Trendsetting")
    s.apply(parse("play Trendsetting as Acorn"))
    s.apply(parse("take Stashing Vendor from seat 2 stack 1"))
    assert s.stalls[1] == [(ts,)]
    assert names(s, s.hands[0]) == ["Stashing Vendor", "junk"]
    assert ts not in s.discards[0]
    assert s.actions_left == 1 and s.active == 0


# ---------------------------------------------------------------------------------------------
# Seeing Doubles (5): a copy of another card in your hand.
# ---------------------------------------------------------------------------------------------

def test_seeing_doubles_copies_another_hand_card():
    """Stack 4 = Empty Chest (2) + Seeing Doubles as Empty Chest (2)."""
    s = position({"hand": ["Seeing Doubles", "Empty Chest", "Acorn", "junk"],
                  "stall": OCELOT_STALL[:3]})
    sd = card_named(s, s.hands[0], "Seeing Doubles")
    assert m.copy_targets(s, 0, sd) == ["Acorn", "Empty Chest", "junk"]
    refused(s, "build Seeing Doubles as Charm", "dale.copy.identity")
    refused(s, "build Seeing Doubles", "dale.passive.mandatory")
    s.apply(parse("build Empty Chest, Seeing Doubles as Empty Chest"))
    assert names(s, s.stalls[0][3]) == ["Empty Chest", "Seeing Doubles"]


def test_seeing_doubles_plays_a_copied_technique():
    s = position({"hand": ["Seeing Doubles", "Acorn"], "deck": ["junk"] * 4},
                 {"hand": ["junk"], "stall": [["Stashing Vendor"]]})
    sd = card_named(s, s.hands[0], "Seeing Doubles")
    s.apply(parse("play Seeing Doubles as Acorn"))
    s.apply(parse("take Stashing Vendor from seat 2 stack 1"))
    assert s.stalls[1] == [(sd,)]
    assert names(s, s.hands[0]) == ["Acorn", "Stashing Vendor"]
    assert s.actions_left == 1


def test_seeing_doubles_alone_is_a_plain_5():
    s = position({"hand": ["Seeing Doubles"], "stall": OCELOT_STALL[:4]})
    sd = card_named(s, s.hands[0], "Seeing Doubles")
    assert m.copy_targets(s, 0, sd) == []
    s.apply(parse("build Seeing Doubles"))
    assert s.stalls[0][4] == (sd,)


# ---------------------------------------------------------------------------------------------
# A copy has the copied card's building passives too (dale.copy.identity, dale.passive.combine).
# ---------------------------------------------------------------------------------------------

def test_reflection_as_accordion_gets_the_plus_or_minus_one():
    """Opponent's discard top Accordion: Reflection as Accordion+1 = 6 = stack 6."""
    s = position({"hand": ["Reflection", "junk"], "stall": OCELOT_STALL[:5]},
                 {"hand": ["junk"], "discard": ["Accordion"]})
    assert parse("build Reflection as Accordion+1") in s.legal_actions()
    refused(s, "build Reflection+1", "dale.passive.mandatory")
    s.apply(parse("build Reflection as Accordion+1"))
    assert len(s.stalls[0]) == 6


def test_reflection_as_stashing_vendor_allows_junk():
    """Opponent's discard top Stashing Vendor: Reflection as Stashing Vendor (1) + junk (1) =
    stack 2, the copy lets junk in."""
    s = position({"hand": ["Reflection", "junk"], "stall": OCELOT_STALL[:1]},
                 {"hand": ["junk"], "discard": ["Stashing Vendor"]})
    s.apply(parse("build junk, Reflection as Stashing Vendor"))
    assert names(s, s.stalls[0][1]) == ["Reflection", "junk"]


def test_trendsetting_as_winter_is_coming_gives_the_extra_stack():
    """Trendsetting as Winter is Coming (5) = stack 5, then stack 6 = Acorn 4 + Empty Chest 2."""
    s = position({"hand": ["Trendsetting", "Empty Chest", "Acorn"], "deck": ["junk"] * 5,
                  "stall": OCELOT_STALL[:4]},
                 market={"slots": ["Winter is Coming"]})
    s.apply(parse("build Trendsetting as Winter is Coming"))
    assert s.decision().kind == "winter"
    s.apply(parse("build Acorn, Empty Chest"))
    assert len(s.stalls[0]) == 6


def test_trendsetting_as_nostalgic_item_takes_a_discard_card():
    """Trendsetting as Nostalgic Item (3) + junk from the discard pile (1) = stack 4."""
    s = position({"hand": ["Trendsetting", "Acorn"], "discard": ["junk"], "deck": ["junk"] * 5,
                  "stall": OCELOT_STALL[:3]},
                 market={"slots": ["Nostalgic Item"]})
    s.apply(parse("build Trendsetting as Nostalgic Item, discard:junk"))
    assert names(s, s.stalls[0][3]) == ["Trendsetting", "junk"]


def test_seeing_doubles_from_the_discard_pile_copies_a_hand_card_dale_copy_identity():
    """dale.copy.identity (our ruling): Seeing Doubles added to a stack from the discard pile by
    Nostalgic Item copies another card of the hand, not a card of the discard pile.
    Stack 4 = Nostalgic Item (3) + Seeing Doubles from the discard: as junk (1, the other card of
    the discard pile) it would total 4, but that copy is not allowed; Seeing Doubles may only
    copy the hand's Nostalgic Item (3 → total 6) or Acorn (4 → total 7): no stack 4 with it."""
    from ludoteca.dale.positions import from_spec
    from ludoteca.dale.notation import parse, to_text

    s = from_spec({
        "animalfolk": ["macaws", "squirrels", "chameleons"],
        "player": [{"hand": ["Nostalgic Item", "Acorn"],
                    "discard": ["Seeing Doubles", "junk"],
                    "stall": [["Stashing Vendor"], ["Empty Chest"], ["Nostalgic Item"]]},
                   {"hand": ["junk"]}],
    })
    texts = [to_text(a) for a in s.legal_actions() if a[0] == "build"]
    assert not [t for t in texts if "Seeing Doubles" in t]
    # Nostalgic Item (3) + junk from the discard pile (1) = 4 is still a legal stack 4.
    assert "build discard:junk, Nostalgic Item" in texts
    before = s.to_dict()
    try:
        s.apply(parse("build discard:Seeing Doubles as junk, Nostalgic Item"))
    except Exception as err:  # noqa: BLE001
        assert getattr(err, "rule_id", None) == "dale.copy.identity"
    else:
        raise AssertionError("a copy of a discard-pile card was accepted")
    assert s.to_dict() == before
