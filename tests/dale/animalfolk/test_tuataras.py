"""Tuataras (the Collection): Avid Financier, Greed, Golden Opportunity, Cache, Display of
Power, Safe Profits; and the coins (public per-seat state: clone, JSON, views, position files).

Expected values are worked out by hand from docs/rules/dale-cards.md (Tuataras) and the rulings
of docs/rulings.md: ``dale.card.spend``, ``dale.card.tuataras.coins`` (a coin counts 1 toward a
spend only, never toward a purchase), ``dale.card.tuataras.avid_financier``,
``dale.card.tuataras.golden_opportunity``, ``dale.card.tuataras.cache``.
"""

from __future__ import annotations

import json

from ludoteca.dale import DaleState, new_game
from ludoteca.dale.positions import parse_position, same_position, to_toml
from ludoteca.dale.views import view

from ludoteca.dale.editions import classic as _classic
cards_of = _classic().cards_of

from testkit.collection import FOLK, position
from testkit.dale import act, assert_bonus_action, names, refused, sorted_names


# -- coins as state -----------------------------------------------------------------------------

def test_no_coins_key_when_nobody_holds_one_so_old_hashes_stay():
    s = new_game(2, FOLK, seed=4)
    assert s.coins == [0, 0] and "coins" not in s.to_dict()


def test_coins_clone_round_trip_show_in_views_and_position_files():
    s = position({"hand": ["junk"], "deck": ["junk"] * 5, "coins": 3})
    c = s.clone()
    c.coins[0] = 0
    assert s.coins == [3, 0]
    d = json.loads(json.dumps(s.to_dict()))
    assert d["coins"] == [3, 0] and DaleState.from_dict(d).coins == [3, 0]
    assert [q["coins"] for q in view(s, 1)["seats"]] == [3, 0]  # public
    text = to_toml(s)
    assert "coins = 3" in text
    again = parse_position(text)
    assert again.coins == [3, 0] and same_position(s, again)


def test_coins_do_not_pay_for_market_cards():
    # ruling dale.card.tuataras.coins: Cache costs 4 in slot +0; 1 junk and 9 coins cannot buy it.
    s = position({"hand": ["junk"], "deck": ["junk"] * 5, "coins": 9},
                 market={"slots": ["Cache"]})
    assert not any(a[0] in ("buy", "pay") for a in s.legal_actions())


# -- Avid Financier -----------------------------------------------------------------------------

def test_avid_financier_pays_one_coin_at_the_start_of_each_of_the_next_two_turns():
    s = position({"hand": ["Avid Financier", "junk"], "deck": ["junk"] * 9})
    act(s, "play Avid Financier")
    assert s.pending == [("financier", 0, 2)] and s.coins == [0, 0]
    # dale.technique.schedule: the card waits with its coins, face up, out of the discard pile
    assert s.discards[0] == [] and names(s, s.schedule[0]) == ["Avid Financier"]
    assert_bonus_action(s)
    act(s, "inventory")  # seat 1's turn ends
    assert s.coins == [0, 0]  # seat 2's turn: nothing yet
    act(s, "inventory")
    assert s.active == 0 and s.coins == [1, 0] and s.pending == [("financier", 0, 1)]
    assert names(s, s.schedule[0]) == ["Avid Financier"]  # 1 coin still on it
    act(s, "inventory")
    act(s, "inventory")
    assert s.coins == [2, 0] and s.pending == []
    # the last coin taken, the card goes to the discard pile
    assert s.schedule[0] == [] and names(s, s.discards[0])[-1] == "Avid Financier"
    act(s, "inventory")
    act(s, "inventory")
    assert s.coins == [2, 0]


# -- Greed ------------------------------------------------------------------------------------

def test_greed_spends_draws_two_and_discards_one():
    s = position({"hand": ["Greed", "junk", "Cache"], "deck": ["Stove", "Fishing", "junk"]})
    act(s, "play Greed")
    act(s, "discard junk")
    assert sorted_names(s, s.hands[0]) == ["Cache", "Fishing", "Stove"]
    assert s.decision().kind == "greed_discard"
    act(s, "discard Fishing")
    assert sorted_names(s, s.hands[0]) == ["Cache", "Stove"]
    assert names(s, s.discards[0]) == ["junk", "Fishing", "Greed"]
    assert_bonus_action(s)


def test_greed_paid_with_a_coin():
    s = position({"hand": ["Greed"], "deck": ["Stove", "Cache"], "coins": 1})
    act(s, "play Greed")
    assert s.legal_actions() == [("coins", 1)]
    act(s, "coins 1")
    act(s, "discard Stove")
    assert names(s, s.hands[0]) == ["Cache"] and s.coins == [0, 0]


# -- Golden Opportunity -------------------------------------------------------------------------

def test_golden_opportunity_ditches_a_card_and_gains_a_coin():
    s = position({"hand": ["Golden Opportunity", "Cache", "junk"], "deck": ["junk"] * 5})
    act(s, "play Golden Opportunity")
    refused(s, "ditch Stove", "dale.technique.play")
    act(s, "ditch junk")
    assert s.coins == [1, 0]
    assert names(s, s.junk) == ["junk"]  # junk goes back to the junk pile
    assert names(s, s.hands[0]) == ["Cache"]
    assert_bonus_action(s)


def test_golden_opportunity_with_an_empty_hand_still_gains_its_coin():
    # ruling dale.card.tuataras.golden_opportunity (changed, issue 26): the card has two parts,
    # a ditch and a coin; with nothing left in the hand only the coin happens
    # (dale.technique.fizzle: the parts that can happen do).
    s = position({"hand": ["Golden Opportunity"], "deck": ["junk"] * 5})
    act(s, "play Golden Opportunity")
    assert s.coins == [1, 0] and names(s, s.discards[0]) == ["Golden Opportunity"]
    assert s.bin == [] and names(s, s.hands[0]) == []
    assert_bonus_action(s)


def test_golden_opportunity_coin_comes_after_the_ditch():
    # dale.card.tuataras.golden_opportunity: the ditch is chosen first, the coin follows it.
    s = position({"hand": ["Golden Opportunity", "Cache"], "deck": ["junk"] * 5})
    act(s, "play Golden Opportunity")
    assert s.decision().kind == "golden_opportunity" and s.coins == [0, 0]
    act(s, "ditch Cache")
    assert s.coins == [1, 0] and names(s, s.bin) == ["Cache"]


# -- Cache ------------------------------------------------------------------------------------

def test_cache_spends_two_and_takes_a_card_of_the_discard_pile():
    s = position({"hand": ["Cache", "junk", "junk", "Stove"], "deck": ["junk"] * 5,
                  "discard": ["Safe Profits"]})
    act(s, "play Cache")
    act(s, "discard junk")
    assert s.decision().kind == "spend"  # 1 of 2 paid
    act(s, "discard junk")
    assert s.legal_actions() == [("keep", "junk"), ("keep", "Safe Profits")]
    act(s, "keep Safe Profits")
    assert sorted_names(s, s.hands[0]) == ["Safe Profits", "Stove"]
    assert names(s, s.discards[0]) == ["junk", "junk", "Cache"]
    assert_bonus_action(s)


def test_cache_that_cannot_be_paid_takes_nothing():
    s = position({"hand": ["Cache", "junk"], "deck": ["junk"] * 5, "discard": ["Stove"]})
    act(s, "play Cache")
    assert names(s, s.hands[0]) == ["junk"]
    assert names(s, s.discards[0]) == ["Stove", "Cache"]


# -- Display of Power ---------------------------------------------------------------------------

def test_display_of_power_raises_the_hand_size_by_two_this_turn():
    s = position({"hand": ["Display of Power", "Greed"], "deck": ["junk"] * 12})
    act(s, "play Display of Power")
    act(s, "discard Greed")
    assert s.pending == [("display_of_power", 0, 2)]
    act(s, "inventory")
    assert len(s.hands[0]) == 7 and s.pending == []  # drew up to 7; the effect is over
    act(s, "inventory")  # seat 2
    act(s, "inventory")  # seat 1 again: back to 5 (7 in hand, nothing drawn)
    assert len(s.hands[0]) == 7


# -- Safe Profits -------------------------------------------------------------------------------

def test_safe_profits_spends_x_and_gains_half_rounded_up():
    s = position({"hand": ["Safe Profits", "Cache", "junk"], "deck": ["junk"] * 5, "coins": 1})
    act(s, "play Safe Profits")
    # Hand 4 + 1 and a coin: x may be 1 to 6.
    assert s.legal_actions() == [("value", x) for x in range(1, 7)]
    refused(s, "value 7", "dale.technique.play")
    act(s, "value 3")
    act(s, "discard Cache")  # 4 >= 3
    assert s.coins == [3, 0]  # 1 + ceil(3/2)
    assert names(s, s.hands[0]) == ["junk"]
    assert_bonus_action(s)


# -- random games (invariants of tests/dale/test_random_games.py) --------------------------------

import pytest  # noqa: E402

from testkit.collection import play_checked  # noqa: E402

GAMES = [(2, 7, ["tuataras", "raccoons", "squirrels"]),
         (3, 8, ["tuataras", "penguins", "pandas", "macaws"]),
         (4, 9, ["tuataras", "turtles", "penguins", "ocelots", "chameleons"])]


@pytest.mark.parametrize("n,seed,folk", GAMES)
@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_random_games_with_tuataras_keep_the_invariants(n, seed, folk, bot):
    s, history, played = play_checked(n, seed, folk, bot)
    assert len(history) > 40
    if bot == "greedy":  # the greedy policy plays the deck's techniques
        ours = {t.name for t in cards_of("tuataras")}
        assert ours & set(played), played


def test_more_coins_than_held_or_needed_are_refused():
    s = position({"hand": ["Cache", "junk"], "deck": ["junk"] * 5, "coins": 1,
                  "discard": ["Stove"]})
    act(s, "play Cache")
    refused(s, "coins 2", "dale.technique.play")  # only 1 held
    act(s, "coins 1")
    refused(s, "coins 1", "dale.technique.play")  # none left
    act(s, "discard junk")
    act(s, "keep Stove")
    assert names(s, s.hands[0]) == ["Stove"] and s.coins == [0, 0]


def test_avid_financier_in_a_four_player_game_pays_only_at_its_owners_turns():
    from ludoteca.dale.positions import from_spec

    seats = [{"hand": ["Avid Financier", "junk"], "deck": ["junk"] * 9}] + [
        {"hand": ["junk"], "deck": ["junk"] * 4} for _ in range(3)]
    s = from_spec({"animalfolk": ["tuataras", "penguins", "turtles", "macaws", "pandas"],
                   "seed": 2, "active": 1, "player": seats})
    act(s, "play Avid Financier")
    act(s, "inventory")
    for seat in (1, 2, 3):
        assert s.active == seat and s.coins == [0, 0, 0, 0]
        act(s, "inventory")
    assert s.active == 0 and s.coins == [1, 0, 0, 0]
    assert [q["coins"] for q in view(s, 2)["seats"]] == [1, 0, 0, 0]
