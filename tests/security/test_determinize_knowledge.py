"""Leak properties of views and determinization: what every seat has seen stays where it is in
every sampled world, and nothing a seat has not seen decides a sample.

Cards are followed by their physical id: ``determinize`` deals hidden cards again, so a card
that "stays" keeps its id in the same pile.
"""

from __future__ import annotations

import random

import pytest

from ludoteca.dale import new_game
from ludoteca.dale.knowledge import FIXED
from ludoteca.dale.positions import from_spec
from ludoteca.dale.views import determinize, hidden_from, view

SAMPLES = 100


def _position(folk, hand0, deck0, hand1=5, deck1=5, discard0=(), market_deck=10, active=1,
              players=None):
    spec_players = players or [
        {"hand": list(hand0), "deck": deck0, "discard": list(discard0), "stall": []},
        {"hand": hand1, "deck": deck1, "discard": [], "stall": []},
    ]
    return from_spec({"animalfolk": folk, "seed": 5, "active": active,
                      "market": {"slots": [""] * 5, "deck": market_deck},
                      "junk": {"pile": 0}, "player": spec_players})


def _id(s, pile, name):
    return next(c for c in pile if s.type_of(c).name == name)


def _samples(s, seat, n=SAMPLES):
    return [determinize(s, seat, random.Random(i)) for i in range(n)]


def test_a_used_bold_haggler_stays_in_its_owners_hand():
    """Issue 14, point 3 (96 of 100 samples moved it): the ability was used in front of
    everybody (dale.passive.reuse), so the card is in seat 1's hand in every world seat 2
    samples — and its die result still applies to it."""
    s = _position(["ocelots", "macaws", "pandas"],
                  ["Bold Haggler", "junk", "junk", "Cookies", "junk"], 5)
    s.apply(("use", "Bold Haggler"))
    haggler = _id(s, s.hands[0], "Bold Haggler")
    assert s.known[1][haggler] == FIXED
    for d in _samples(s, 1):
        assert haggler in d.hands[0]
        assert d.used == [haggler]
        assert [e[1] for e in d.effects if e[0] == "add"] == [haggler]


def test_a_bought_card_stays_in_the_buyers_hand():
    """dale.market.payment: the bought card goes to the buyer's hand in front of everybody."""
    s = new_game(players=2, seed=21)
    p = s.active
    buy = next(a for a in s.legal_actions() if a[0] == "buy")
    card = s.market[buy[1]]
    s.apply(buy)
    assert card in s.hands[p]
    other = 1 - p
    assert view(s, other)["known"][p]["hand"] == [s.type_of(card).name]
    moved = 0
    for d in _samples(s, other):
        assert card in d.hands[p]
        moved += d.hands[p] != s.hands[p]
    assert moved  # the rest of that hand really is sampled


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_setup_knowledge_keeps_each_decks_cards_and_the_market_deck(seed):
    """dale.setup.*: each seat's starting deck (its hand and deck together) and the market deck
    are known sets in an unknown order: samples never mix them, but do reorder them."""
    s = new_game(players=3, seed=seed)
    for seat in range(3):
        reordered = False
        for d in _samples(s, seat, 30):
            for q in range(3):
                mine = sorted(s.hands[q] + s.decks[q])
                assert sorted(d.hands[q] + d.decks[q]) == mine
                reordered |= d.decks[q] != s.decks[q]
            assert sorted(d.market_deck) == sorted(s.market_deck)
            assert d.hands[seat] == s.hands[seat]  # its own hand, as it is
        assert reordered


def test_spyglass_cards_put_back_are_known_to_their_owner_only():
    """Spyglass: its player chose the two cards put back and their order; for the other seat
    they are any of the cards it could not see."""
    s = _position(["macaws", "pandas", "squirrels"],
                  ["Spyglass", "junk", "junk"],
                  ["Cookies", "Flashy Show", "junk", "Empty Chest", "junk"])
    s.apply(("play", "Spyglass"))
    s.apply(("keep", "Cookies"))
    s.apply(("top", "Flashy Show"))
    top2 = s.decks[0][-2:]
    assert [s.type_of(c).name for c in top2] == ["junk", "Flashy Show"]
    assert view(s, 0)["known"][0]["deck"] == [{"from_top": 0, "card": "Flashy Show"},
                                              {"from_top": 1, "card": "junk"}]
    assert view(s, 1)["known"][0]["deck"] == []
    for d in _samples(s, 0):
        assert d.decks[0][-2:] == top2
    assert any(d.decks[0][-2:] != top2 for d in _samples(s, 1))


def test_rotten_food_card_is_known_to_the_giver_only():
    """Rotten Food [ours: the card goes face down]: the giver knows the top card of the other
    deck; the receiver does not (it could be any card of the giver's hand)."""
    s = _position(["raccoons", "macaws", "pandas"],
                  ["Rotten Food", "Cookies", "junk", "junk"], 5)
    s.apply(("play", "Rotten Food"))
    cookies = _id(s, s.hands[0], "Cookies")
    s.apply(("give", "Cookies", 1))
    assert s.decks[1][-1] == cookies
    for d in _samples(s, 0):
        assert d.decks[1][-1] == cookies
    assert any(d.decks[1][-1] != cookies for d in _samples(s, 1))


def test_seeing_doubles_shows_the_copied_card():
    """Seeing Doubles (dale.copy.identity): the copied card of the hand is shown to the others,
    so it stays in that hand in their samples."""
    s = _position(["chameleons", "macaws", "pandas"],
                  ["Seeing Doubles", "Swift Broker", "junk", "junk", "junk"], 5)
    broker = _id(s, s.hands[0], "Swift Broker")
    s.apply(("build", ("Seeing Doubles as Swift Broker",)))
    assert broker in s.hands[0]
    for d in _samples(s, 1):
        assert broker in d.hands[0]


def test_whirligig_each_seat_knows_where_its_own_old_cards_went():
    """Whirligig: the two hands are shuffled together and dealt again. The player knows the
    cards of its old hand that it did not get back are in the other hand."""
    s = _position(["ocelots", "macaws", "pandas"],
                  ["Whirligig", "junk", "junk"],
                  ["Cookies", "Spyglass", "Flashy Show", "junk", "junk", "junk"],
                  hand1=4, deck1=4)
    s.apply(("play", "Whirligig"))
    old0 = list(s.hands[0])
    old1 = list(s.hands[1])
    s.apply(("target", 1))
    gone = [c for c in old0 if c in s.hands[1]]
    for d in _samples(s, 0):
        for c in gone:
            assert c in d.hands[1]
    for d in _samples(s, 1):
        for c in old1:
            if c in s.hands[0]:
                assert c in d.hands[0]


def _twin(s, seat, r):
    """A state ``seat`` cannot tell apart from ``s``: a world of its information set, with the
    same knowledge (so the same labels) and the same RNG."""
    t = determinize(s, seat, r)
    t.known = s.known[:]
    t.rng = s.rng
    return t


def _labels(s, seat):
    """The seat's labels of the cards hidden from it, by place (a hand's order means nothing;
    labels of cards it can see are not used), and its next fresh label."""
    row = s.known[seat]
    hands = [sorted(row[c] for c in s.hands[q]) for q in range(s.n_players) if q != seat]
    decks = [[row[c] for c in pile] for pile in s.decks + [s.market_deck]]
    return hands, decks, sorted(row[c] for c in s.aside), row[-1]


def _assert_sample_is_consistent(s, d, seat):
    row = s.known[seat]
    for pile_s, pile_d in zip(hidden_from(s, seat), hidden_from(d, seat)):
        assert len(pile_s) == len(pile_d)
        for a, b in zip(pile_s, pile_d):
            if row[a] == FIXED:
                assert a == b  # a card whose place the seat knows stays there
            else:
                assert row[b] == row[a]  # dealt only over its own pool's places
    assert view(d, seat) == view(s, seat) | {"known": view(d, seat)["known"]}
    every = sorted(c for pile in (s.hands + s.decks + s.discards + s.stored
                                  + [s.market_deck, s.bin, s.junk, s.aside, s.in_play])
                   for c in pile)
    assert every == sorted(c for pile in (d.hands + d.decks + d.discards + d.stored
                                          + [d.market_deck, d.bin, d.junk, d.aside, d.in_play])
                           for c in pile)
    assert d.rng != s.rng


GAMES = [
    (2, 31, ["raccoons", "ocelots", "macaws"]),
    (2, 34, ["ocelots", "chameleons", "pandas"]),
    (3, 32, ["raccoons", "ocelots", "chameleons", "macaws"]),
    (4, 33, ["macaws", "pandas", "raccoons", "squirrels", "ocelots"]),
]


@pytest.mark.parametrize("players,seed,decks", GAMES)
def test_information_set_properties_along_random_games(players, seed, decks):
    """At every step of random games, for every seat: a sample keeps pile sizes, known cards
    and pools; it does not contain the true RNG; two states the seat cannot tell apart give
    the same view and, for the same generator, the same sample; and after the same action
    (when legal in both) that shows the seat the same things in both, its labels are the same
    in both — what it knows never depends on a card it did not see."""
    s = new_game(players=players, animalfolk=decks, seed=seed)
    r = random.Random(seed)
    steps = checked = 0
    while not s.is_terminal() and steps < 220:
        legal = s.legal_actions()
        action = legal[r.randrange(len(legal))]
        for seat in range(players):
            d = determinize(s, seat, random.Random(steps))
            _assert_sample_is_consistent(s, d, seat)
            t = _twin(s, seat, random.Random(steps + 1000))
            assert view(t, seat) == view(s, seat)
            a = determinize(s, seat, random.Random(7)).to_dict()
            b = determinize(t, seat, random.Random(7)).to_dict()
            assert a == b
            if action in t.legal_actions():
                after = s.clone()
                after.apply(action)
                t.apply(action)
                if view(t, seat) == view(after, seat):  # it saw the same things in both
                    assert _labels(t, seat) == _labels(after, seat), (steps, seat, action)
                    checked += 1
        s.apply(action)
        steps += 1
    assert steps > 50 and checked > steps // 3
