"""pax.hand.limit_timing, pax.hand.sell_market, pax.hand.refuge_discard.

Sample hands: Alice [Cacao Traders (Market), Hidden Cove (Refuge)] limit 3, $5; Bruno
[Broadside (Battle)] limit 3, $3; Chiara [Tobacco Fair (Market), Musket Drill (Battle)] limit 2.
"""

from __future__ import annotations

from ludoteca.core import rng
from ludoteca.pax import engine as E

from pax_helpers import at, refused


def test_sell_market_in_your_play_turn_for_one_dollar(sample):
    at(sample, "play", turn="Alice")
    assert E.sell(sample, "Alice", "cacao traders") == "Alice sells Cacao Traders for $1."
    alice = sample.player("Alice")
    assert (alice.money, alice.hand) == (6, ["Hidden Cove"])
    assert sample.deck("Main").discard == ["Cacao Traders"]


def test_sell_market_refuses_other_kinds(sample):
    at(sample, "play", turn="Alice")
    err = refused("pax.hand.sell_market", E.sell, sample, "Alice", "Hidden Cove")
    assert "Hidden Cove is a Refuge card; only Market cards can be sold" in str(err)
    refused("pax.hand.sell_market", E.sell, sample, "Alice", "Salt Pans")  # not in hand


def test_sell_market_only_in_your_own_play_turn(sample):
    at(sample, "play", turn="Alice")
    err = refused("pax.hand.sell_market", E.sell, sample, "Chiara", "Tobacco Fair")
    assert "it is Alice's play turn" in str(err)
    at(sample, "auction")
    refused("pax.hand.sell_market", E.sell, sample, "Chiara", "Tobacco Fair")
    assert sample.player("Chiara").money == 0


def test_refuge_discard_is_shuffled_back_into_the_refuge_deck(sample):
    at(sample, "play", turn="Alice")
    seed = sample.rng
    msg = E.discard(sample, "Alice", "Hidden Cove")
    assert msg == "Alice discards Hidden Cove; it is shuffled back into the Refuge deck."
    expected = ["Maroon Camp", "Mission Shelter", "Hidden Cove"]
    state = rng.shuffle(seed, expected)
    assert sample.deck("Refuge").cards == expected
    assert sample.rng == state != seed
    assert sample.deck("Main").discard == [] and sample.deck("Refuge").discard == []
    assert sample.player("Alice").hand == ["Cacao Traders"]


def test_other_discards_go_to_the_discard_pile(sample):
    at(sample, "play", turn="Chiara")
    E.discard(sample, "Chiara", "Musket Drill")
    assert sample.deck("Main").discard == ["Musket Drill"]


def test_hand_limit_enforced_at_the_end_of_a_play_turn(sample):
    at(sample, "play", turn="Chiara")
    sample.player("Chiara").hand.append("Salt Pans")
    err = refused("pax.hand.limit_timing", E.end_turn, sample)
    assert str(err) == "Chiara holds 3 cards with a hand limit of 2: sell or discard 1 first."
    assert sample.turn == "Chiara"
    E.sell(sample, "Chiara", "Tobacco Fair")
    E.end_turn(sample)
    assert sample.turn == ""


def test_hand_limit_enforced_at_the_end_of_the_play_year(sample):
    at(sample, "play", turn="")
    sample.player("Bruno").hand += ["Salt Pans", "Indigo Dyers", "Maroon Camp"]
    err = refused("pax.hand.limit_timing", E.advance, sample)
    assert "Bruno holds 4 cards with a hand limit of 3" in str(err)
    # Only a player over the limit may cut down now.
    err = refused("pax.hand.limit_timing", E.discard, sample, "Alice", "Cacao Traders")
    assert "Alice is within the hand limit (2 of 3)" in str(err)
    E.discard(sample, "Bruno", "Maroon Camp")         # Refuge: back into the Refuge deck
    assert "Maroon Camp" in sample.deck("Refuge").cards
    refused("pax.hand.limit_timing", E.discard, sample, "Bruno", "Salt Pans")  # now within
    assert E.advance(sample) == "navigation"


def test_hand_limit_not_checked_at_the_end_of_a_turn_within_it(sample):
    at(sample, "play", turn="Alice")
    sample.player("Chiara").hand.append("Salt Pans")   # Chiara is over, but it is Alice's turn
    assert E.end_turn(sample) == "The play turn of Alice ends; Bruno plays next."


def test_discard_outside_your_turn_refused(sample):
    at(sample, "play", turn="Bruno")
    err = refused("pax.hand.limit_timing", E.discard, sample, "Alice", "Hidden Cove")
    assert "it is Bruno's play turn" in str(err)
