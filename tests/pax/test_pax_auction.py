"""pax.auction.lot, .bidders, .winner, .payment — hand-worked with the invented sample.

Sample at the Auction Year: Main deck top first [Indigo Dyers, Ambush at Dawn, Salt Pans];
Alice $5, Bruno $3, Chiara $0; the Fund holds $4; player order Alice, Bruno, Chiara.
"""

from __future__ import annotations

import pytest

from ludoteca.core.errors import BadInput
from ludoteca.pax import engine as E

from pax_helpers import refused


def money(s):
    return {p.name: p.money for p in s.players}


def test_auction_lot_is_the_top_face_up_card_or_the_buried_one(auction_year):
    assert E.auction_lot(auction_year) == "Indigo Dyers"
    assert E.auction_lot(auction_year, buried=True) == "Ambush at Dawn"


def test_auction_lot_refused_without_cards(auction_year):
    deck = auction_year.deck("Main")
    deck.cards[:] = ["Salt Pans"]
    err = refused("pax.auction.lot", E.auction_lot, auction_year, buried=True)
    assert "no hidden card under its top card" in str(err)
    deck.cards.clear()
    refused("pax.auction.lot", E.auction_lot, auction_year)


def test_auction_bidders_are_the_initiator_and_everyone_with_a_dollar(auction_year):
    assert E.bidders(auction_year, "Bruno") == ["Bruno", "Alice"]      # Chiara has $0
    assert E.bidders(auction_year, "Chiara") == ["Chiara", "Alice", "Bruno"]
    err = refused("pax.auction.bidders", E.check_bid, auction_year, "Alice", "Chiara", 0)
    assert "Chiara has $0 and is not the initiator" in str(err)


def test_auction_bidders_must_all_bid(auction_year):
    err = refused("pax.auction.bidders", E.resolve_auction, auction_year, "Alice", {"Alice": 1})
    assert "Bruno must place a bid" in str(err)


def test_auction_winner_highest_bid_and_payment_to_the_initiator(auction_year):
    r = E.auction(auction_year, "Alice", {"Alice": 2, "Bruno": 3})
    assert (r.winner, r.price, r.paid_to) == ("Bruno", 3, "Alice")
    assert money(auction_year) == {"Alice": 8, "Bruno": 0, "Chiara": 0}
    assert auction_year.fund == 4
    assert auction_year.player("Bruno").hand == ["Broadside", "Indigo Dyers"]
    assert auction_year.deck("Main").cards == ["Ambush at Dawn", "Salt Pans"]


def test_auction_winner_ties_go_to_the_initiator_who_pays_the_fund(auction_year):
    r = E.auction(auction_year, "Alice", {"Alice": 2, "Bruno": 2})
    assert (r.winner, r.price, r.paid_to, r.tied) == ("Alice", 2, E.FUND, ["Alice", "Bruno"])
    assert money(auction_year)["Alice"] == 3 and money(auction_year)["Bruno"] == 3
    assert auction_year.fund == 6
    assert "Alice wins Indigo Dyers and pays $2 to the Fund." in r.lines()


def test_auction_winner_zero_bid_auction(auction_year):
    r = E.auction(auction_year, "Bruno", {"Bruno": 0, "Alice": 0})
    assert (r.winner, r.price, r.paid_to) == ("Bruno", 0, E.FUND)
    assert money(auction_year) == {"Alice": 5, "Bruno": 3, "Chiara": 0}
    assert auction_year.fund == 4
    assert "Indigo Dyers" in auction_year.player("Bruno").hand


def test_auction_lot_buried_treasure_won_by_its_initiator(auction_year):
    r = E.auction(auction_year, "Alice", {"Alice": 1, "Bruno": 0}, buried=True)
    assert (r.card, r.winner, r.paid_to) == ("Ambush at Dawn", "Alice", E.FUND)
    assert auction_year.deck("Main").cards == ["Indigo Dyers", "Salt Pans"]
    assert auction_year.fund == 5 and money(auction_year)["Alice"] == 4
    assert r.lines()[-1] == ("Alice wins the buried treasure (Ambush at Dawn) and pays $1 to "
                             "the Fund.")


def test_auction_payment_initiator_winning_own_auction_pays_the_fund(auction_year):
    r = E.auction(auction_year, "Bruno", {"Bruno": 3, "Alice": 1})
    assert (r.winner, r.paid_to) == ("Bruno", E.FUND)
    assert auction_year.fund == 7 and money(auction_year) == {"Alice": 5, "Bruno": 0, "Chiara": 0}


def test_auction_winner_tie_without_the_initiator_ruling(auction_year):
    # Ruling (docs/pax-rulings.md): first tied player in order from the initiator.
    r = E.auction(auction_year, "Chiara", {"Chiara": 0, "Alice": 1, "Bruno": 1})
    assert (r.winner, r.paid_to) == ("Alice", "Chiara")
    assert money(auction_year) == {"Alice": 4, "Bruno": 3, "Chiara": 1}


def test_hand_limit_may_be_exceeded_in_the_auction_year(auction_year):
    chiara = auction_year.player("Chiara")
    assert len(chiara.hand) == chiara.hand_limit == 2
    E.auction(auction_year, "Chiara", {"Chiara": 0, "Alice": 0, "Bruno": 0})
    assert len(chiara.hand) == 3  # pax.hand.limit_timing: no refusal in the Auction Year


@pytest.mark.parametrize("bids, words", [
    ({"Alice": -1, "Bruno": 0}, "bid of Alice: a bid cannot be negative"),
    ({"Alice": 1, "Bruno": 4}, "bid of Bruno: $4 is more than the $3 of Bruno"),
    ({"Alice": 1, "Zed": 0}, "Zed is not a player of this game"),
])
def test_bad_bids_are_bad_input_and_change_nothing(auction_year, bids, words):
    before = auction_year.clone()
    with pytest.raises(BadInput, match=words.replace("$", r"\$")):
        E.auction(auction_year, "Alice", bids)
    assert auction_year == before
