"""Lemurs in the remaster edition (docs/rules/dale-remaster.md, "Lemurs"; rulings in
docs/rulings.md, "Remaster — Lemurs"): Voracious Consumer, Fashion Hint and Royal Privilege
reworked; Delightful Surprise, Fortunate Upgrade and Replacement kept from the classic
declarations (tests/dale/animalfolk/test_lemurs.py), checked here once each under the
remaster ruleset.

Expected piles are worked out by hand. Positions are 2-player position files (deck lists top
first, discard piles bottom first), seat 1 to act.
"""

from __future__ import annotations

from testkit.dale import act, names, play_checked_game, refused, sorted_names
from testkit.positions import builder

from ludoteca.dale import editions
from ludoteca.dale.animalfolk import pandas

RULES = editions.build("remaster", ["lemurs", "macaws", pandas.deck])
FOLK = ["lemurs", "macaws", "pandas"]
SLOTS = ["Spyglass", "Cookies", "Replacement", "Shattered Relic", "Fortunate Upgrade"]
position = builder(folk=FOLK, seed=3, junk=None, rules=RULES,
                   market_default={"slots": SLOTS, "deck": 4},
                   opponent={"hand": ["junk"] * 5, "deck": ["junk"] * 5})


def test_kept_cards_are_the_classic_declarations():
    classic = editions.classic()
    for name in ("Delightful Surprise", "Fortunate Upgrade", "Replacement"):
        assert RULES.techniques[name] is classic.techniques[name]
        assert RULES.summary_ids[name] == f"card.{name}"
    for name in ("Voracious Consumer", "Fashion Hint", "Royal Privilege"):
        assert RULES.summary_ids[name] == f"card.remaster.{name}"
    assert "Royal Privilege" not in RULES.hooks["on_paid"]


def test_voracious_consumer_pays_one_two_or_three():
    """Spyglass (4) at +0 costs 4: Consumer=3 + junk, or Consumer=2 + junk + junk …; a plain
    Consumer token (its printed 1) is not enough: its value is named as it pays."""
    s = position({"hand": ["Voracious Consumer", "junk"], "deck": ["junk"] * 5})
    buys = sorted(a for a in s.legal_actions() if a[0] == "buy" and a[1] == 0)
    assert buys == [("buy", 0, ("junk", "Voracious Consumer=3"))]
    act(s, "buy +0 with junk, Voracious Consumer=3")
    assert s.active == 1  # the turn's one action; the clean-up drew 4 junk
    assert sorted_names(s, s.hands[0]) == ["Spyglass"] + ["junk"] * 4
    assert sorted_names(s, s.discards[0]) == ["Voracious Consumer", "junk"]


def test_voracious_consumer_is_no_technique_now():
    s = position({"hand": ["Voracious Consumer"], "deck": ["junk"] * 5})
    assert not [a for a in s.legal_actions() if a[0] == "play"]


def test_fashion_hint_tossing_the_drawn_card_keeps_the_turn_going():
    s = position({"hand": ["Fashion Hint", "junk"], "deck": ["junk"] * 5},
                 market={"slots": SLOTS, "deck": ["Market Discovery", "Prepaid Good"]})
    act(s, "use Fashion Hint")
    assert sorted_names(s, s.hands[0]) == ["Fashion Hint", "Market Discovery", "junk"]
    assert s.legal_actions() == [("ditch", "Market Discovery"), ("keep", "Market Discovery")]
    act(s, "ditch Market Discovery")
    assert names(s, s.bin) == ["Market Discovery"] and names(s, s.market_deck) == ["Prepaid Good"]
    assert s.active == 0 and s.actions_left == 1 and not s.frames
    refused(s, "use Fashion Hint", "dale.passive.reuse")


def test_fashion_hint_keeping_the_drawn_card_ends_the_action_phase():
    s = position({"hand": ["Fashion Hint", "junk"], "deck": ["junk"] * 5},
                 market={"slots": SLOTS, "deck": ["Market Discovery", "Prepaid Good"]})
    act(s, "use Fashion Hint")
    act(s, "keep Market Discovery")
    # no action taken: the clean-up follows at once (3 cards in hand, 2 drawn)
    assert s.active == 1
    assert sorted_names(s, s.hands[0]) == ["Fashion Hint", "Market Discovery", "junk", "junk", "junk"]


def test_royal_privilege_discards_an_animalfolk_card_to_draw_two_after_the_refill():
    s = position({"hand": ["Royal Privilege", "junk"],
                  "deck": ["junk"] * 3 + ["Prepaid Good", "Market Discovery", "junk"]})
    act(s, "inventory")  # the refill draws 3 junk; then Royal Privilege asks
    assert s.active == 1 and s.decision().player == 0
    assert s.decision().kind == "r_lemurs_royal_privilege"
    assert s.legal_actions() == [("discard", "Royal Privilege"), ("pass",)]  # junk is no animalfolk
    act(s, "discard Royal Privilege")
    assert sorted_names(s, s.hands[0]) == ["Market Discovery", "Prepaid Good"] + ["junk"] * 4
    assert names(s, s.discards[0]) == ["Royal Privilege"]


def test_royal_privilege_may_be_declined():
    s = position({"hand": ["Royal Privilege", "Prepaid Good"], "deck": ["junk"] * 8})
    act(s, "inventory")
    act(s, "pass")
    assert len(s.hands[0]) == 5 and s.decision().player == 1


def test_delightful_surprise_as_in_the_classic():
    s = position({"hand": ["Delightful Surprise"], "deck": ["junk"] * 5},
                 market={"slots": SLOTS, "deck": ["Market Discovery", "Prepaid Good"]})
    act(s, "play Delightful Surprise")
    act(s, "keep Prepaid Good")
    assert names(s, s.hands[0]) == ["Prepaid Good"]
    assert names(s, s.bin) == ["Market Discovery", "Delightful Surprise"] and s.actions_left == 1


def test_fortunate_upgrade_as_in_the_classic():
    s = position({"hand": ["Fortunate Upgrade", "junk"], "deck": ["junk"] * 5},
                 market={"slots": SLOTS, "deck": ["Market Discovery"]})
    act(s, "play Fortunate Upgrade")
    act(s, "ditch junk")
    # no bonus action: the turn is over; the refill drew 4 junk
    assert s.active == 1 and s.bin == []  # the junk tossed went to the junkyard
    assert sorted_names(s, s.hands[0]) == ["Market Discovery"] + ["junk"] * 4
    assert names(s, s.discards[0]) == ["Fortunate Upgrade"]


def test_replacement_as_in_the_classic():
    s = position({"hand": ["Replacement", "Cookies"], "deck": ["junk"] * 5},
                 market={"slots": SLOTS, "deck": ["Flashy Show", "Royal Privilege"]})
    act(s, "play Replacement")
    act(s, "ditch Cookies")  # value 2: a market card of value 1 to 3
    assert sorted(s.legal_actions()) == [("take", 1), ("take", 3), ("take", 4)]
    act(s, "take +3")
    assert names(s, s.hands[0]) == ["Shattered Relic"] and names(s, s.bin) == ["Cookies"]
    # dale.remaster.refill_after_technique: +4 slides to +3, the supply's top fills +4
    assert names(s, s.market) == ["Spyglass", "Cookies", "Replacement", "Fortunate Upgrade",
                                  "Flashy Show"]
    assert names(s, s.market_deck) == ["Royal Privilege"]


def test_a_seeded_random_game():
    g = play_checked_game(2, 5, folk=FOLK, rng="remaster-lemurs", rules=RULES, turn_cap=60)
    assert g.history
