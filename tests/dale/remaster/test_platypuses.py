"""Platypuses in the remaster edition (docs/rules/dale-remaster.md, "Platypuses"): all six cards
are the classic declarations reused; each test checks one card behaves as in the classic edition
(tests/dale/animalfolk/test_platypuses.py) under a remaster ruleset. Expected values worked out
by hand; deck lists top first, piles bottom first; seat 1 is active.
"""

from __future__ import annotations

from ludoteca.dale import editions
from ludoteca.dale.animalfolk import platypuses as classic

from testkit.dale import act, names, play_checked_game, refused, sorted_names
from testkit.positions import builder

FOLK = ["platypuses", "sloths", "crocodiles"]
RULES = editions.build("remaster", FOLK)

position = builder(folk=FOLK, market_default={}, rules=RULES)


def test_every_card_is_the_classic_declaration():
    for name in ("Tireless Tinkerer", "Safety Precaution", "Magnet", "Dangerous Test"):
        assert RULES.techniques[name] is classic.deck.techniques[name]
    assert RULES.abilities["Calculations"] is classic.deck.abilities["Calculations"]
    assert RULES.summary_ids["Glue"] == "card.Glue"


def test_tireless_tinkerer_puts_the_top_discard_on_the_deck():
    # Siesta (top of the discard pile) goes on top of the deck; the Tinkerer is discarded; +.
    s = position({"hand": ["Tireless Tinkerer", "junk"], "deck": ["junk"],
                  "discard": ["junk", "Siesta"]})
    act(s, "play Tireless Tinkerer")
    assert names(s, s.decks[0]) == ["junk", "Siesta"]
    assert names(s, s.discards[0]) == ["junk", "Tireless Tinkerer"]
    assert s.actions_left == 1 and s.active == 0


def test_calculations_rearranges_the_market_before_paying():
    # Magnet (4) at +4 costs 8; Calculations 2 + junk + junk pays 4: move Magnet to +0 (cost
    # 4), then buy it with all three cards (dale.market.price).
    s = position({"hand": ["Calculations", "junk", "junk"], "deck": ["junk"] * 5},
                 market={"slots": ["Siesta", "Night Shift", "Siesta", "Ironing", "Magnet"],
                         "deck": 3})
    assert not any(a[0] == "buy" and a[1] == 4 for a in s.legal_actions())
    act(s, "use Calculations")
    act(s, "take +4")
    assert names(s, s.market)[0] == "Magnet"
    act(s, "done")
    act(s, "buy +0 with Calculations, junk, junk")
    assert sorted_names(s, s.discards[0]) == ["Calculations", "junk", "junk"]
    assert "Magnet" in names(s, s.hands[0])


def test_safety_precaution_swaps_into_the_own_stall():
    s = position({"hand": ["Safety Precaution", "junk"],
                  "stall": [["Tireless Tinkerer"], ["Calculations"]]})
    act(s, "play Safety Precaution")
    act(s, "take Calculations from seat 1 stack 2")
    assert [names(s, st) for st in s.stalls[0]] == [["Tireless Tinkerer"], ["Safety Precaution"]]
    assert sorted_names(s, s.hands[0]) == ["Calculations", "junk"]
    assert s.discards[0] == [] and s.actions_left == 1


def test_magnet_takes_any_deck_card():
    s = position({"hand": ["Magnet"], "deck": ["junk", "Glue", "junk"]}, {"hand": ["junk"]})
    act(s, "play Magnet")
    assert s.legal_actions() == [("keep", "Glue"), ("keep", "junk")]
    act(s, "keep Glue")
    assert names(s, s.hands[0]) == ["Glue"]
    assert names(s, s.decks[0]) == ["junk", "junk"]


def test_dangerous_test_draws_three_then_discards_three():
    s = position({"hand": ["Dangerous Test", "Glue"], "deck": ["Siesta", "Ironing", "Magnet",
                                                              "junk"]})
    act(s, "play Dangerous Test")
    assert sorted_names(s, s.hands[0]) == ["Glue", "Ironing", "Magnet", "Siesta"]
    for c in ("Glue", "Siesta", "Ironing"):
        act(s, f"discard {c}")
    assert names(s, s.hands[0]) == ["Magnet"]
    assert names(s, s.discards[0]) == ["Glue", "Siesta", "Ironing", "Dangerous Test"]
    assert s.decision().kind == "action" and s.actions_left == 1


def test_glue_stays_in_the_hand_after_paying():
    s = position({"hand": ["Glue", "junk"], "deck": ["junk"] * 5},
                 market={"slots": ["Ironing", "", "", "", ""], "deck": 3})
    act(s, "buy +0 with Glue")
    assert s.legal_actions() == [("keep", "Glue"), ("pass",)]
    refused(s, "keep junk")
    act(s, "keep Glue")
    assert s.discards[0] == []
    assert sorted_names(s, s.hands[0]) == ["Glue", "Ironing", "junk", "junk", "junk"]


def test_a_seeded_remaster_game_with_platypuses():
    g = play_checked_game(2, 21, folk=FOLK, rng=21, rules=RULES)
    assert g.history
