"""Olms, a new deck of the remaster edition (docs/rules/dale-remaster.md, Part 4). Expected
values worked out by hand; rulings ``remaster.olms.*`` in docs/rulings.md. Slots are listed
from +0 (the rightmost) to +4."""

from __future__ import annotations

from testkit.dale import act, assert_bonus_action, names, sorted_names
from testkit.remaster import play, position_of

FOLK = ["olms", "dodos", "capuchins"]
MARKET = {"slots": ["Coin Keeper", "Cocktail", "Sunglasses", "Fishing Pole", "Pet Boar"],
          "deck": ["Eager Borrower", "Company Share", "Nesting Doll", "Promising Invention"]}
position = position_of(FOLK, market_default=MARKET)


def test_blind_examiner_tosses_the_supplys_top_card_once_per_turn():
    s = position({"hand": ["Blind Examiner", "junk"], "deck": ["junk"] * 5})
    act(s, "use Blind Examiner")
    assert names(s, s.bin) == ["Eager Borrower"] and s.actions_left == 1
    assert ("use", "Blind Examiner") not in s.legal_actions()


def test_blind_examiner_buys_the_bins_top_card_at_its_printed_value():
    # Cocktail (3) on top of the bin: Blind Examiner (1) + Pet Boar (3) would overpay;
    # Blind Examiner + junk + junk pays 3.
    s = position({"hand": ["Blind Examiner", "junk", "junk"], "deck": ["junk"] * 5},
                 market={**MARKET, "slots": ["Coin Keeper", "", "Sunglasses", "Fishing Pole",
                                             "Pet Boar"], "discard": ["Cocktail"]})
    assert ("buy", -1, ("Blind Examiner", "junk", "junk")) in s.legal_actions()
    act(s, "buy discard with Blind Examiner, junk, junk")
    assert "Cocktail" in names(s, s.hands[0]) and s.bin == []


def test_softness_shroud_tosses_an_animalfolk_card_to_take_the_middle_card():
    s = position({"hand": ["Softness Shroud"], "deck": ["junk"] * 5,
                  "discard": ["junk", "Coin Keeper"]})
    assert ("play", "Softness Shroud") in s.legal_actions()
    act(s, "play Softness Shroud")
    assert s.legal_actions() == [("ditch", "Coin Keeper")]  # junk is no animalfolk card
    act(s, "ditch Coin Keeper")
    assert names(s, s.hands[0]) == ["Sunglasses"]  # slot +2
    # refilled at once: +3 and +4 slide to +2, +3; the supply's top fills +4
    assert names(s, s.market) == ["Coin Keeper", "Cocktail", "Fishing Pole", "Pet Boar",
                                  "Eager Borrower"]
    assert_bonus_action(s)


def test_medicine_masher_tosses_a_hand_card_then_up_to_two_market_cards():
    s = position({"hand": ["Medicine Masher", "junk"], "deck": ["junk"] * 5})
    act(s, "play Medicine Masher")
    act(s, "ditch junk")
    assert s.decision().kind == "r_olms_masher_market"
    act(s, "ditch Pet Boar")
    act(s, "ditch Coin Keeper")
    assert sorted_names(s, s.bin) == ["Coin Keeper", "Pet Boar"]
    assert names(s, s.market) == ["Cocktail", "Sunglasses", "Fishing Pole", "Eager Borrower",
                                  "Company Share"]


def test_medicine_masher_may_stop_after_one():
    s = position({"hand": ["Medicine Masher"], "deck": ["junk"] * 5})
    act(s, "play Medicine Masher")  # an empty hand: the market step still comes
    act(s, "ditch Sunglasses")
    act(s, "done")
    assert names(s, s.bin) == ["Sunglasses"]


def test_opener_sticks_tosses_one_seen_card_to_take_any_market_card():
    s = position({"hand": ["Opener Sticks"], "deck": ["junk"] * 5},
                 {"hand": ["junk"], "deck": ["Unattended Property", "junk", "Crowbar", "junk"]})
    act(s, "play Opener Sticks")
    act(s, "target seat 2")
    act(s, "ditch Crowbar")
    assert s.decision().kind == "r_olms_take"
    act(s, "take +4")
    assert names(s, s.hands[0]) == ["Pet Boar"]
    assert "Crowbar" in names(s, s.bin)
    assert names(s, s.discards[1]) == ["Unattended Property", "junk"]  # the others, face up


def test_opener_sticks_may_pass():
    s = position({"hand": ["Opener Sticks"], "deck": ["junk"] * 5},
                 {"hand": ["junk"], "deck": ["Unattended Property", "junk", "Crowbar", "junk"]})
    act(s, "play Opener Sticks")
    act(s, "target seat 2")
    act(s, "pass")
    assert sorted_names(s, s.discards[1]) == ["Crowbar", "Unattended Property", "junk"]


def test_song_making_stone_tosses_a_seen_hand_card_and_gives_a_market_card():
    s = position({"hand": ["Song-making Stone"], "deck": ["junk"] * 5},
                 {"hand": ["Unattended Property", "junk", "junk"], "deck": ["junk"] * 5})
    act(s, "play Song-making Stone")
    act(s, "target seat 2")
    assert sorted(s.legal_actions()) == [("ditch", "Unattended Property"), ("ditch", "junk"),
                                         ("pass",)]  # all three seen
    act(s, "ditch Unattended Property")
    act(s, "take +0")
    assert sorted_names(s, s.hands[1]) == ["Coin Keeper", "junk", "junk"]


def test_cave_banquett_puts_a_market_card_on_each_deck():
    s = position({"hand": ["Cave Banquett"], "deck": ["junk"] * 5},
                 {"hand": ["junk"], "deck": ["junk"] * 5})
    act(s, "play Cave Banquett")
    act(s, "take +2")  # mine first
    act(s, "take +0")  # then seat 2's
    assert names(s, s.decks[0])[-1] == "Sunglasses"
    assert names(s, s.decks[1])[-1] == "Coin Keeper"


def test_a_random_game_with_olms():
    g = play(FOLK, 7, turn_cap=60)
    assert g.state.turn > 1
