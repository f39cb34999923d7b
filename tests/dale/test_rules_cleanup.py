"""Rule tests: clean-up (dale.cleanup.*) and where cards go (dale.discard.*).

Most tests take an empty inventory ("inventory", no cards) as the turn's only action, so that
everything that changes afterwards is clean-up. Expected slots and hands are worked out by hand.
"""

from __future__ import annotations

from collections import Counter

from ludoteca.dale.notation import parse
from ludoteca.dale.positions import from_spec

from testkit.dale import names
from ludoteca.dale.views import view

FOLK = ["macaws", "pandas", "squirrels"]


def spec(hand, deck=(), discard=(), slots=None, mdeck=(), mdiscard=(), junk=0, folk=FOLK,
         others=1):
    return {
        "animalfolk": folk, "seed": 13,
        "market": {"slots": slots if slots is not None else
                   ["Acorn", "Spyglass", "Acorn", "Empty Chest", "Prepaid Good"],
                   "deck": list(mdeck), "discard": list(mdiscard)},
        "junk": {"pile": junk},
        "player": [{"hand": list(hand), "deck": list(deck), "discard": list(discard)}]
        + [{"hand": ["junk"]} for _ in range(others)]}


# --------------------------------------------------------------------------------------------
def test_slide_keeps_order_then_fill_right_to_left_rule_dale_cleanup_market_refill():
    """dale.cleanup.market_refill: market (+0..+4) Cookies, _, Spyglass, _, Acorn: the three
    cards slide right keeping their order → +0 Cookies, +1 Spyglass, +2 Acorn; then +3 and +4
    are filled from the market deck one at a time right to left: +3 gets the top card (Shattered
    Relic), +4 the next (Empty Chest); Prepaid Good stays in the market deck."""
    s = from_spec(spec(["junk"] * 5, slots=["Cookies", "", "Spyglass", "", "Acorn"],
                       mdeck=["Shattered Relic", "Empty Chest", "Prepaid Good"]))
    s.apply(parse("inventory"))
    assert names(s, s.market) == ["Cookies", "Spyglass", "Acorn", "Shattered Relic",
                                  "Empty Chest"]
    assert names(s, s.market_deck) == ["Prepaid Good"]


def test_slide_after_purchase_rule_dale_cleanup_market_refill():
    """dale.cleanup.market_refill: all 5 slots full (A=Cookies, B=Spyglass, C=Acorn,
    D=Empty Chest, E=Prepaid Good); buying B (+1, price 4+1 = 5 with five junk) leaves a gap
    at +1; clean-up: +0 Cookies, +1 Acorn, +2 Empty Chest, +3 Prepaid Good, +4 = top of market
    deck (Nostalgic Item)."""
    s = from_spec(spec(["junk"] * 5, deck=["junk"] * 5,
                       slots=["Cookies", "Spyglass", "Acorn", "Empty Chest", "Prepaid Good"],
                       mdeck=["Nostalgic Item", "Cookies"]))
    s.apply(parse("buy +1 with junk, junk, junk, junk, junk"))
    assert names(s, s.market) == ["Cookies", "Acorn", "Empty Chest", "Prepaid Good",
                                  "Nostalgic Item"]
    assert names(s, s.market_deck) == ["Cookies"]


def test_gaps_on_the_right_rule_dale_cleanup_market_refill():
    """dale.cleanup.market_refill: _, _, Cookies, Spyglass, _ → Cookies +0, Spyglass +1, then
    the market deck top first: Shattered Relic +2, Empty Chest +3, Prepaid Good +4."""
    s = from_spec(spec(["junk"] * 5, slots=["", "", "Cookies", "Spyglass", ""],
                       mdeck=["Shattered Relic", "Empty Chest", "Prepaid Good"]))
    s.apply(parse("inventory"))
    assert names(s, s.market) == ["Cookies", "Spyglass", "Shattered Relic", "Empty Chest",
                                  "Prepaid Good"]
    assert s.market_deck == []


def test_market_deck_empty_reshuffles_bin_rule_dale_cleanup_market_deck_empty():
    """dale.cleanup.market_deck_empty: market Cookies, _, _, _, _; market deck: Spyglass only;
    market discard pile Acorn, Empty Chest. +1 gets Spyglass (deck first); the deck is then empty,
    so the discard pile (2 cards) becomes the new market deck and fills +2 and +3 (in an order
    only the shuffle knows: check the set); +4 stays empty; both piles end empty."""
    s = from_spec(spec(["junk"] * 5, slots=["Cookies", "", "", "", ""], mdeck=["Spyglass"],
                       mdiscard=["Acorn", "Empty Chest"]))
    s.apply(parse("inventory"))
    got = names(s, s.market)
    assert got[0:2] == ["Cookies", "Spyglass"]
    assert sorted(got[2:4]) == ["Acorn", "Empty Chest"]
    assert got[4] == "" and s.market[4] == -1
    assert s.market_deck == [] and s.bin == []


def test_both_market_piles_empty_rule_dale_cleanup_market_deck_empty():
    """dale.cleanup.market_deck_empty: with the market deck and its discard pile empty, the
    gaps stay empty after sliding: Cookies, _, Acorn → Cookies, Acorn, _, _, _."""
    s = from_spec(spec(["junk"] * 5, slots=["Cookies", "", "Acorn", "", ""]))
    s.apply(parse("inventory"))
    assert names(s, s.market) == ["Cookies", "Acorn", "", "", ""]


def test_draw_up_to_five_rule_dale_cleanup_draw():
    """dale.cleanup.draw: 5 cards, 3 discarded → hand 2, draw 3 (the deck's top three, deck
    list top first: Spyglass, Cookies, junk; one junk left in the deck)."""
    s = from_spec(spec(["junk"] * 5, deck=["Spyglass", "Shattered Relic", "junk", "junk"]))
    s.apply(parse("inventory junk, junk, junk"))
    assert Counter(names(s, s.hands[0])) == Counter(["junk", "junk", "Spyglass",
                                                     "Shattered Relic", "junk"])
    assert names(s, s.decks[0]) == ["junk"]


def test_bigger_hand_is_kept_rule_dale_cleanup_draw():
    """dale.cleanup.draw: a hand of 7 (above 5) is kept as it is: nothing drawn, nothing lost."""
    s = from_spec(spec(["junk"] * 7, deck=["junk"] * 3))
    hand = s.hands[0][:]
    s.apply(parse("inventory"))
    assert s.hands[0] == hand
    assert len(s.decks[0]) == 3 and s.discards[0] == []


def test_cookies_raise_hand_size_rule_dale_cleanup_draw():
    """dale.cleanup.draw with Cookies (hand size 5+1). Hand junk, junk; inventory one junk →
    hand [junk]; draws (deck top first) junk (2 cards), Cookies (3; now the size is 6 — a
    Cookies drawn during the refill counts, dale-cards.md [ours]), junk, junk, junk (6)."""
    s = from_spec(spec(["junk", "junk"], deck=["junk", "Cookies"] + ["junk"] * 5))
    s.apply(parse("inventory junk"))
    assert Counter(names(s, s.hands[0])) == Counter(["junk"] * 5 + ["Cookies"])
    assert len(s.decks[0]) == 2


def test_reshuffle_mid_draw_rule_dale_cleanup_reshuffle():
    """dale.cleanup.reshuffle: hand 2 needs 3 cards; the deck holds 1 (Spyglass), then the
    discard pile (Shattered Relic, Acorn) is shuffled into a new deck in the middle of the draw
    and both are drawn: hand = junk, junk, Spyglass, Shattered Relic, Acorn; deck and discard
    end empty."""
    s = from_spec(spec(["junk", "junk"], deck=["Spyglass"], discard=["Shattered Relic", "Acorn"]))
    s.apply(parse("inventory"))
    assert Counter(names(s, s.hands[0])) == Counter(["junk", "junk", "Spyglass",
                                                     "Shattered Relic", "Acorn"])
    assert s.decks[0] == [] and s.discards[0] == []


def test_reshuffle_leaves_rest_in_deck_rule_dale_cleanup_reshuffle():
    """dale.cleanup.reshuffle: deck empty, discard 6 junk + ...: hand 1 needs 4; the discard
    (6 cards) becomes the deck, 4 are drawn, 2 stay in the deck; the discard ends empty."""
    s = from_spec(spec(["junk"], deck=[], discard=["junk"] * 6))
    s.apply(parse("inventory"))
    assert len(s.hands[0]) == 5
    assert len(s.decks[0]) == 2 and s.discards[0] == []


def test_junk_when_deck_and_discard_empty_rule_dale_cleanup_junk_draw():
    """dale.cleanup.junk_draw: deck and discard empty, hand 2: three junk come from the junk
    pile (3 → 0)."""
    s = from_spec(spec(["junk", "junk"], junk=3))
    pile = s.junk[:]
    s.apply(parse("inventory"))
    assert len(s.hands[0]) == 5
    assert sorted(s.hands[0][2:]) == sorted(pile)
    assert s.junk == []


def test_junk_substitutes_four_players_rule_dale_cleanup_junk_substitutes():
    """dale.cleanup.junk_substitutes: 4 players use 5 decks, the sixth (chameleons here) gives
    15 substitutes; the junk pile is 0 (dale.setup.starting_deck). Hand 2, deck/discard empty,
    junk pile 1: one junk from the pile, then 2 substitutes (15 → 13). All read as junk."""
    folk = ["macaws", "pandas", "raccoons", "squirrels", "ocelots"]
    s = from_spec(spec(["junk", "junk"], junk=1, folk=folk, others=3))
    assert len(s.subs) == 15
    s.apply(parse("inventory"))
    assert len(s.hands[0]) == 5
    assert s.junk == [] and len(s.subs) == 13
    assert names(s, s.hands[0]) == ["junk"] * 5
    # The two substitutes are chameleon cards (ids 95..109), shown as junk.
    assert sum(1 for c in s.hands[0] if c >= 20) == 2


def test_junk_substitutes_after_reshuffle_rule_dale_cleanup_junk_substitutes():
    """dale.cleanup.junk_substitutes, junk pile 0 as in every 4-player game: hand [junk],
    inventory that junk → hand 0, deck empty, discard [junk]. The draw of 5 takes the discard
    pile first (reshuffled: the junk comes back, dale.cleanup.reshuffle), then 4 substitutes
    (15 → 11). Every hand card reads as junk."""
    folk = ["macaws", "pandas", "raccoons", "squirrels", "ocelots"]
    s = from_spec(spec(["junk"], junk=0, folk=folk, others=3))
    assert s.junk == []
    junk_card = s.hands[0][0]
    s.apply(parse("inventory junk"))
    assert len(s.hands[0]) == 5 and len(s.subs) == 11
    assert s.hands[0][0] == junk_card
    assert all(s.type_of(c).is_junk for c in s.hands[0])
    assert s.discards[0] == [] and s.decks[0] == []


# --------------------------------------------------------------------------------------------
def test_thrown_away_routing_rule_dale_discard_routing():
    """dale.discard.routing: Shattered Relic throws away a card: a junk goes to the junk pile
    (2 → 3, the same card on top), Cookies goes to the market discard pile. Shattered Relic has
    +, so this is seen before clean-up."""
    s = from_spec(spec(["Shattered Relic", "Shattered Relic", "junk", "Cookies"],
                       deck=["junk"] * 4, junk=2))
    junk_card = next(c for c in s.hands[0] if s.type_of(c).is_junk)
    s.apply(parse("play Shattered Relic"))
    s.apply(parse("ditch junk"))
    assert len(s.junk) == 3 and s.junk[-1] == junk_card
    assert s.bin == []
    s.apply(parse("play Shattered Relic"))
    s.apply(parse("ditch Cookies"))
    assert names(s, s.bin) == ["Cookies"]
    assert len(s.junk) == 3
    assert names(s, s.discards[0]) == ["Shattered Relic", "Shattered Relic"]


def test_discard_piles_face_up_rule_dale_discard_face_up():
    """dale.discard.face_up: the view of seat 2 shows seat 1's whole discard pile, bottom to
    top, and the market discard pile; seat 1's hand appears only as a count."""
    s = from_spec(spec(["Cookies", "junk"], deck=["junk"],
                       discard=["junk", "Spyglass", "Acorn", "Cookies"],
                       mdiscard=["Empty Chest", "Prepaid Good"]))
    v = view(s, 1)
    assert v["seats"][0]["discard"] == ["junk", "Spyglass", "Acorn", "Cookies"]
    assert v["seats"][0]["hand"] == 2
    assert v["market_discard"] == ["Empty Chest", "Prepaid Good"]
    assert len(v["hand"]) == 1 and v["hand"][0]["name"] == "junk"  # seat 2's own hand


def test_discard_goes_to_owner_rule_dale_discard_own_pile():
    """dale.discard.own_pile: Nuisance of seat 1 targets seat 2, whose only hand card is
    Cookies: Cookies goes onto seat 2's own discard pile (not seat 1's). Nuisance (+) then lies
    on seat 1's discard pile, before clean-up."""
    folk = ["macaws", "raccoons", "squirrels"]
    s = from_spec({"animalfolk": folk, "seed": 2,
                   "market": {"slots": ["Acorn"] * 3 + ["Spyglass", "Empty Chest"]},
                   "player": [{"hand": ["Nuisance", "junk"], "deck": ["junk"] * 4},
                              {"hand": ["Cookies"], "discard": ["junk"]}]})
    s.apply(parse("play Nuisance"))
    s.apply(parse("targets seat 2"))
    assert s.hands[1] == []
    assert names(s, s.discards[1]) == ["junk", "Cookies"]
    assert names(s, s.discards[0]) == ["Nuisance"]
    assert s.active == 0
