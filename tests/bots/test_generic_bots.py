"""Bots import core only and play any game (issue #12, items 2 and 9): the ``greedy`` bot plays
its game's ``policy`` hook (Dale) or searches one ply on ``Game.evaluate`` (the toy game, which
has no policy); ISMCTS takes evaluation, pruning and playouts from the game it is handed."""

from __future__ import annotations

import random

import pytest

from ludoteca.bots import GreedyBot, make_bot
from ludoteca.bots.base import InformationSet
from ludoteca.core.game import get_game, hook, register_game, unregister_game
from ludoteca.core.loop import bot_agent, play_out
from ludoteca.dale.strategy import GreedyPolicy
from testkit.toy_game import TOY


@pytest.fixture
def toy():
    register_game(TOY)
    yield get_game("toy")
    unregister_game("toy")


def _toy_position(toy, total: int, hand: list[int]):
    """Seat 1 (0-based 0) to play with ``hand`` and the shared total at ``total``."""
    s = toy.new_state(2, 0)
    s.total, s.player, s.winner = total, 0, None
    s.hands[0] = list(hand)
    return s


def _choose(bot, toy, s):
    seen = toy.view(s, 0)
    return bot.choose(seen, seen["legal_actions"], random.Random(1),
                      InformationSet(s, 0, toy.determinize, toy))


def test_the_toy_has_no_policy_so_greedy_searches_one_ply(toy):
    """Race to Ten: whoever brings the total to 10 wins. At 8 with 1 and 2 in hand, playing 2
    wins at once (reward 1); playing 1 leaves 9 (not over: the toy scores it 0.5). At 7 with 1
    and 3, the 3 wins. At 2 nothing wins: every action scores 0.5, the first listed (play 1)
    is kept."""
    assert hook(toy, "policy") is None
    bot = make_bot("greedy", toy)
    assert bot.game is toy
    assert _choose(bot, toy, _toy_position(toy, 8, [1, 2])) == ("play", 2)
    assert _choose(bot, toy, _toy_position(toy, 7, [3, 1])) == ("play", 3)
    assert _choose(bot, toy, _toy_position(toy, 2, [3, 1])) == ("play", 1)


def test_greedy_without_an_information_set_plays_at_random_among_the_legal(toy):
    s = _toy_position(toy, 2, [3, 1])
    seen = toy.view(s, 0)
    picks = {make_bot("greedy", toy).choose(seen, seen["legal_actions"], random.Random(seed))
             for seed in range(20)}
    assert picks == {("play", 1), ("play", 3)}


def test_ismcts_takes_the_toy_s_evaluation(toy):
    """At 8 with 1 and 2 in hand: playing 2 wins (reward 1 for seat 1 in every sample);
    playing 1 gives the opponent the win with any card (reward 0). The search sees it."""
    for spec in ("ismcts:iterations=30", "ismcts:iterations=30:playout=random"):
        assert _choose(make_bot(spec, toy), toy, _toy_position(toy, 8, [1, 2])) == ("play", 2)


@pytest.mark.parametrize("specs", [("greedy", "random"), ("ismcts:iterations=8", "greedy"),
                                   ("greedy", "greedy", "ismcts:iterations=5")])
def test_bots_play_the_toy_to_the_end_through_the_one_loop(toy, specs):
    for seed in range(3):
        s = toy.new_state(len(specs), seed)
        bots = [make_bot(spec) for spec in specs]  # no game given: the loop's infoset tells
        played = play_out(toy, s, bot_agent(toy, bots, [random.Random(seed * 7 + i)
                                                         for i in range(len(specs))]))
        assert played.stopped == "over" and s.total >= 10


def test_dale_s_greedy_policy_is_what_the_greedy_bot_plays():
    """The greedy bot in bots/ only asks Dale for its policy: on a whole game both make the
    same choices (same generator), and a bot given no game finds Dale in the registry."""
    dale = get_game("dale")
    assert isinstance(dale.policy("greedy"), GreedyPolicy) and dale.policy("best") is None
    state = dale.new_state(2, 5)
    bots, policies = [GreedyBot(), GreedyBot()], [GreedyPolicy(), GreedyPolicy()]
    rng_a, rng_b = random.Random(3), random.Random(3)
    steps = 0
    while not dale.is_terminal(state) and steps < 400:
        seat = dale.current_player(state)
        seen = dale.view(state, seat)
        legal = seen["legal_actions"]
        a = bots[seat].choose(seen, legal, rng_a)
        assert a == policies[seat].choose(seen, legal, rng_b)
        dale.apply(state, a)
        steps += 1
    assert steps > 50
