"""Chameleons in the remaster edition (docs/rules/dale-remaster.md, "Chameleons"): Reflection
reworked (its ability may first discard another player's top deck card), Sound Detectors new
(listen to two random cards of a hand, copy one), Gift Voucher moved to the Pandas; Flexible
Shopkeeper, Good Old Times, Trendsetting and Seeing Doubles are the classic declarations, each
checked once. Expected values worked out by hand (rulings under "Remaster — Chameleons");
deck lists top first, piles bottom first, market slots +0 first; seat 1 is active.
"""

from __future__ import annotations

from ludoteca.dale import editions
from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk import chameleons as classic
from ludoteca.dale.views import view

from testkit.dale import act, assert_bonus_action, card_named, names, play_checked_game
from testkit.dale import refused, sorted_names
from testkit.positions import builder

FOLK = ["chameleons", "squirrels", "platypuses"]
RULES = editions.build("remaster", FOLK)
MARKET = {"slots": ["Acorn", "Empty Chest", "Magnet", "Calculations", "Nostalgic Item"],
          "deck": ["Safety Precaution", "Acorn"]}

position = builder(folk=FOLK, seed=4, market_default=MARKET, rules=RULES)


def test_kept_cards_and_the_moved_voucher():
    for name in ("Flexible Shopkeeper", "Trendsetting", "Seeing Doubles", "Good Old Times"):
        assert RULES.hooks["copy_sources"][name] is \
            classic.deck.card_hooks[name]["copy_sources"]
    assert "Gift Voucher" not in RULES.types  # not in this ruleset: it is a Pandas card now
    assert RULES.types["Reflection"].kind == "P*" and RULES.types["Sound Detectors"].chameleon


# Reflection (2, P*, chameleon): may first discard another player's top deck card; copies
# the top card of another player's discard pile.
def test_reflection_ability_discards_a_deck_top_then_copies_it():
    # Seat 2's top deck card Magnet goes onto its discard pile; Reflection then counts as
    # Magnet (4) and buys Acorn (4 at +0). The ability is free and once per turn.
    s = position({"hand": ["Reflection", "junk"], "deck": ["junk"] * 5},
                 {"hand": ["junk"], "deck": ["Magnet", "junk"], "discard": ["Glue"]})
    refl = card_named(s, s.hands[0], "Reflection")
    assert m.copy_targets(s, 0, refl) == ["Glue"]
    act(s, "use Reflection")
    assert s.decision().kind == "r_chameleons_reflection"
    act(s, "target seat 2")
    assert names(s, s.discards[1]) == ["Glue", "Magnet"] and names(s, s.decks[1]) == ["junk"]
    assert s.actions_left == 1 and s.decision().kind == "action"
    refused(s, "use Reflection", "dale.passive.reuse")
    act(s, "buy +0 with Reflection as Magnet")
    assert "Acorn" in names(s, s.hands[0])


def test_reflection_without_its_ability_copies_as_in_the_classic():
    # Stack 5 = Reflection as Glue (5), the top of seat 2's discard pile.
    s = position({"hand": ["Reflection", "junk"], "deck": ["junk"] * 5,
                  "stall": [["Tireless Tinkerer"], ["Calculations"], ["Safety Precaution"],
                            ["Magnet"]]},
                 {"hand": ["junk"], "deck": ["junk"], "discard": ["Glue"]})
    act(s, "build Reflection as Glue")
    assert names(s, s.stalls[0][4]) == ["Reflection"]


def test_reflection_ability_needs_another_players_card():
    s = position({"hand": ["Reflection", "junk"]}, {"hand": ["junk"]})
    assert ("use", "Reflection") not in s.legal_actions()


# Sound Detectors (4, P*, chameleon): look at 2 random hand cards of another player, copy one.
def test_sound_detectors_copies_a_card_it_heard():
    # Seat 2 holds exactly Magnet and Glue: both are seen. Sound Detectors may then be Glue (5)
    # and buy Calculations at +3 (2 + 3 = 5); seat 2 does not see what seat 1 heard.
    s = position({"hand": ["Sound Detectors", "junk"], "deck": ["junk"] * 5},
                 {"hand": ["Magnet", "Glue"], "deck": ["junk"] * 5})
    sd = card_named(s, s.hands[0], "Sound Detectors")
    assert m.copy_targets(s, 0, sd) == []  # nothing heard yet: it is a plain 4
    act(s, "use Sound Detectors")
    assert s.legal_actions() == [("target", 1)]
    act(s, "target seat 2")
    assert m.copy_targets(s, 0, sd) == ["Glue", "Magnet"]
    assert view(s, 0)["extra"]["r_sound_detectors"][0] == ["Glue", "Magnet"]
    assert view(s, 1)["extra"]["r_sound_detectors"][0] is None
    assert sorted_names(s, s.hands[1]) == ["Glue", "Magnet"]  # the cards stay in that hand
    refused(s, "use Sound Detectors", "dale.passive.reuse")
    act(s, "buy +3 with Sound Detectors as Glue")
    assert "Calculations" in names(s, s.hands[0])
    assert s.decision().kind == "glue"  # as a copy of Glue it may stay in the hand
    act(s, "pass")
    # The turn is over: what was heard is forgotten.
    assert s.extra["r_sound_detectors"] == [[], []]


def test_sound_detectors_hears_two_of_a_larger_hand():
    s = position({"hand": ["Sound Detectors", "junk"], "deck": ["junk"] * 5},
                 {"hand": ["Magnet", "Glue", "Acorn", "Safety Precaution"]})
    act(s, "use Sound Detectors")
    act(s, "target seat 2")
    heard = s.extra["r_sound_detectors"][0]
    assert 1 <= len(heard) <= 2 and set(heard) <= {"Magnet", "Glue", "Acorn",
                                                   "Safety Precaution"}


def test_sound_detectors_needs_another_players_hand_card():
    s = position({"hand": ["Sound Detectors", "junk"]}, {"hand": []})
    assert ("use", "Sound Detectors") not in s.legal_actions()


# Kept cards.
def test_flexible_shopkeeper_copies_a_card_of_the_rightmost_stack():
    # Stack 3 = Shopkeeper as Calculations (2) + Tireless Tinkerer (1), both platypuses.
    s = position({"hand": ["Flexible Shopkeeper", "Tireless Tinkerer", "junk"],
                  "stall": [["Tireless Tinkerer"], ["Calculations"]]})
    act(s, "build Flexible Shopkeeper as Calculations, Tireless Tinkerer")
    assert sorted_names(s, s.stalls[0][2]) == ["Flexible Shopkeeper", "Tireless Tinkerer"]


def test_good_old_times_tosses_the_supply_top_and_copies_the_bin_top():
    # The supply's top (Safety Precaution) is tossed to the bin; stack 3 = Good Old Times as
    # Safety Precaution (3).
    s = position({"hand": ["Good Old Times", "junk"], "deck": ["junk"] * 5,
                  "stall": [["Tireless Tinkerer"], ["Calculations"]]})
    act(s, "use Good Old Times")
    assert names(s, s.bin) == ["Safety Precaution"]
    act(s, "build Good Old Times as Safety Precaution")
    assert names(s, s.stalls[0][2]) == ["Good Old Times"]


def test_trendsetting_copies_a_market_card():
    s = position({"hand": ["Trendsetting", "junk"]})
    card = card_named(s, s.hands[0], "Trendsetting")
    assert m.copy_targets(s, 0, card) == ["Acorn", "Calculations", "Empty Chest", "Magnet",
                                          "Nostalgic Item"]
    act(s, "play Trendsetting as Acorn")  # a technique now: Acorn's effect (no stall: nothing)
    assert s.actions_left == 1


def test_seeing_doubles_copies_another_hand_card():
    # Stack 1 needs 1: Seeing Doubles as Tireless Tinkerer (1).
    s = position({"hand": ["Seeing Doubles", "Tireless Tinkerer", "junk"]})
    act(s, "build Seeing Doubles as Tireless Tinkerer")
    assert names(s, s.stalls[0][0]) == ["Seeing Doubles"]


def test_a_seeded_remaster_game_with_chameleons():
    g = play_checked_game(2, 14, folk=FOLK, rng=14, rules=RULES)
    assert g.history
