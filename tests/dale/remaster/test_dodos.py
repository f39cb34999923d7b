"""Dodos, a new deck of the remaster edition (docs/rules/dale-remaster.md, Part 4): five Finish
cards (rule ``dale.remaster.finish``) and Promising Invention. Expected values worked out by
hand; rulings ``remaster.dodos.*`` in docs/rulings.md."""

from __future__ import annotations

from ludoteca.dale import mechanics as m

from testkit.dale import act, assert_bonus_action, names, refused, sorted_names
from testkit.remaster import play, position_of, waiting

FOLK = ["dodos", "capuchins", "olms"]
MARKET = {"slots": ["Coin Keeper", "Cocktail", "Softness Shroud", "Fishing Pole", "Pet Boar"],
          "deck": 6}
position = position_of(FOLK, market_default=MARKET)


def test_eager_borrower_gains_2_coins_and_is_finished_for_2():
    s = position({"hand": ["Eager Borrower", "junk"], "deck": ["junk"] * 5})
    act(s, "play Eager Borrower")
    assert s.coins == [2, 0] and names(s, s.schedule[0]) == ["Eager Borrower"]
    assert_bonus_action(s)
    act(s, "use Eager Borrower")
    act(s, "coins 2")  # paid back with the coins: nothing more happens
    assert s.coins == [0, 0] and s.schedule[0] == []
    assert names(s, s.discards[0]) == ["Eager Borrower"] and names(s, s.hands[0]) == ["junk"]


def test_promising_invention_spends_x_to_count_x_more_in_a_stack():
    # stack 3 must total 3: Promising Invention (2) + 1, paid by spending 1 (a junk)
    s = position({"hand": ["Promising Invention", "junk"], "deck": ["junk"] * 5,
                  "stall": [["Eager Borrower"], ["Coin Keeper"]]})
    assert ("build", ("Promising Invention+1",)) in s.legal_actions()
    assert ("build", ("Promising Invention+2",)) not in s.legal_actions()  # totals 4
    act(s, "build Promising Invention+1")
    assert s.decision().kind == "spend"
    act(s, "discard junk")
    assert names(s, s.stalls[0][2]) == ["Promising Invention"]


def test_promising_invention_cannot_count_more_than_can_be_spent():
    s = position({"hand": ["Promising Invention"], "deck": ["junk"] * 5,
                  "stall": [["Eager Borrower"], ["Coin Keeper"]]})
    refused(s, "build Promising Invention+1", "dale.stall.exact_total")


def test_pet_boar_tosses_a_card_for_2_coins():
    s = position({"hand": ["Pet Boar", "junk", "Cocktail"], "deck": ["junk"] * 5})
    act(s, "play Pet Boar")
    act(s, "ditch Cocktail")
    assert s.coins == [2, 0] and "Cocktail" in names(s, s.bin)
    assert s.pending[0][3:] == ("Pet Boar", 3)


def test_sunglasses_draws_two_and_finishes_for_3():
    s = position({"hand": ["Sunglasses"], "deck": ["Crowbar", "junk", "junk"], "coins": 1})
    act(s, "play Sunglasses")
    assert sorted_names(s, s.hands[0]) == ["Crowbar", "junk"]
    assert ("use", "Sunglasses") in s.legal_actions()  # Crowbar 5 + junk 1 + 1 coin
    act(s, "use Sunglasses")
    act(s, "coins 1")
    act(s, "discard junk")
    assert s.decision().kind == "spend"  # 2 of 3 paid
    act(s, "discard Crowbar")
    assert s.schedule[0] == [] and s.coins == [0, 0]


def test_nesting_doll_spends_1_to_draw_2_and_gain_3_coins():
    s = position({"hand": ["Nesting Doll", "junk"], "deck": ["Crowbar", "Cocktail", "junk"]})
    act(s, "play Nesting Doll")
    act(s, "discard junk")
    assert sorted_names(s, s.hands[0]) == ["Cocktail", "Crowbar"] and s.coins == [3, 0]
    assert s.pending[0][3:] == ("Nesting Doll", 4)
    assert ("use", "Nesting Doll") in s.legal_actions()  # 5 + 3 + 3 coins reach 4


def test_nesting_doll_waits_even_when_its_spend_cannot_be_paid():
    s = position({"hand": ["Nesting Doll"], "deck": ["Crowbar", "Cocktail", "junk"]})
    act(s, "play Nesting Doll")  # nothing to spend: no draw, no coin
    assert s.hands[0] == [] and s.coins == [0, 0]
    assert names(s, s.schedule[0]) == ["Nesting Doll"]


def test_company_share_makes_the_hand_size_7_this_turn():
    s = position({"hand": ["Company Share", "junk"], "deck": ["junk"] * 9})
    act(s, "play Company Share")
    assert m.hand_size(s, 0) == 7
    act(s, "inventory")
    assert len(s.hands[0]) == 7 and s.pending[-1][0] == "r_unfinished"
    assert all(e[0] != "r_dodos_company" for e in s.pending)


def test_a_waiting_card_is_finished_in_a_later_turn():
    s, card = waiting(position, "dodos", "Company Share", 3,
                      {"hand": ["Crowbar"], "deck": ["junk"] * 5})
    act(s, "use Company Share")
    act(s, "discard Crowbar")
    assert card in s.discards[0] and s.pending == []


def test_a_random_game_with_dodos():
    g = play(FOLK, 5, turn_cap=60)
    assert g.state.turn > 1
