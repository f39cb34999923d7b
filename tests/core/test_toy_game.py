"""The toy game of ``tests/testkit/toy_game.py`` through the registry and the one game loop."""

import random

import pytest

from ludoteca.bots import make_bot
from ludoteca.core.errors import BadInput, IllegalAction
from ludoteca.core.game import Game, get_game, register_game, unregister_game
from ludoteca.core.loop import bot_agent, play_out
from testkit.toy_game import TOY


@pytest.fixture
def toy():
    register_game(TOY)
    yield get_game("toy")
    unregister_game("toy")


def test_toy_is_a_game_and_registered(toy):
    assert isinstance(toy, Game)
    assert toy is TOY
    with pytest.raises(BadInput):
        get_game("no-such-game")


def test_toy_plays_to_the_end_with_random_bots(toy):
    for seed in range(20):
        s = toy.new_state(2, seed)
        cards = sum(map(sum, s.hands)) + sum(s.deck)
        assert cards == 24
        bots = [make_bot("random"), make_bot("random")]
        played = play_out(toy, s, bot_agent(toy, bots, [random.Random(seed), random.Random(-seed)]))
        assert played.stopped == "over"
        assert s.total >= 10 and toy.outcome(s).winners == (s.winner,)
        # 24 points in all, at most 3 a card: the total reaches 10 within 4 to 10 plays
        assert 4 <= played.decisions <= 10


def test_toy_refuses_a_card_not_in_hand_and_changes_nothing(toy):
    s = toy.new_state(2, 1)
    before = toy.state_hash(s)
    missing = next(v for v in (1, 2, 3) if v not in s.hands[0])
    with pytest.raises(IllegalAction):
        toy.apply(s, ("play", missing))
    with pytest.raises(BadInput):
        toy.parse_action(s, "pass")
    assert toy.state_hash(s) == before


def test_a_game_s_rule_catalogue_is_the_rules_registered_under_its_name():
    from ludoteca.core.game import rule_catalogue

    dale = rule_catalogue(get_game("dale"))
    assert dale["dale.market.overpay"][0] == "5"
    assert all(rule_id.startswith("dale.") for rule_id in dale)
    assert "pax.year.cycle" in rule_catalogue(get_game("pax"))
