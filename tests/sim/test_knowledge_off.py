"""The Dale option ``knowledge`` (issue 31: knowledge off where nothing reads it).

Off, a game is the same move for move: the same legal actions at every decision, the same
state hash after every action, the same record. A simulation of bots that read no knowledge
(the random bot, Dale's greedy policy) turns it off by itself; one with a bot that reads it
(ISMCTS, which determinizes its information set) keeps it.
"""

from __future__ import annotations

import random

import pytest

from ludoteca.bots import make_bot
from ludoteca.core.errors import BadInput
from ludoteca.core.game import get_game
from ludoteca.dale.records import state_hash
from ludoteca.sim.simulate import play_game, playout_options

DALE = get_game("dale")


@pytest.mark.parametrize("edition,players,seed", [
    ("classic", 2, 3), ("classic", 4, 11), ("remaster", 2, 5), ("remaster", 3, 8)])
def test_the_same_game_move_for_move_without_knowledge(edition, players, seed):
    """Two states of one seed, one keeping knowledge and one not, given the same random
    actions: at every decision the same legal actions and the same state hash; only the
    kept knowledge differs (None, and the views then name no known card of another seat)."""
    on = DALE.new_state(players, seed, {"edition": edition})
    off = DALE.new_state(players, seed, {"edition": edition, "knowledge": False})
    assert on.known is not None and off.known is None
    rng = random.Random(seed)
    for _ in range(400):
        if on.winner is not None:
            break
        legal = on.legal_actions()
        assert off.legal_actions() == legal
        action = rng.choice(legal)
        on.apply(action)
        off.apply(action)
        assert state_hash(off) == state_hash(on)
        assert off.known is None
    assert off.winner == on.winner
    assert off.turn == on.turn > 3  # the games went somewhere
    for seat in range(off.cfg.n_players):
        assert all(not k["hand"] and not k["deck"] for k in DALE.view(off, seat)["known"])
    clone = off.clone()
    assert clone.known is None and state_hash(clone) == state_hash(off)


def test_knowledge_must_be_true_or_false():
    with pytest.raises(BadInput, match="knowledge"):
        DALE.new_state(2, 1, {"knowledge": "no"})
    with pytest.raises(BadInput, match="knowledge"):
        DALE.new_state(2, 1, {"knowledge": 0})


def test_a_simulation_turns_knowledge_off_only_when_no_bot_reads_it():
    randoms = [make_bot("random"), make_bot("random")]
    assert playout_options(DALE, randoms, None) == {"knowledge": False}
    assert playout_options(DALE, randoms, {"edition": "remaster"}) == {
        "edition": "remaster", "knowledge": False}
    # a caller's own choice is kept, and a bot that reads knowledge keeps it on
    assert playout_options(DALE, randoms, {"knowledge": True}) == {"knowledge": True}
    # Dale's greedy policy reads no knowledge either; ISMCTS determinizes, so it reads it
    greedy = [make_bot("random"), make_bot("greedy")]
    assert playout_options(DALE, greedy, None) == {"knowledge": False}
    mixed = [make_bot("greedy"), make_bot("ismcts:iterations=10")]
    assert playout_options(DALE, mixed, None) is None


def test_greedy_bot_games_are_unchanged_by_the_switch():
    """play_game of two greedy bots (Dale's policy reads no knowledge, so it is off by
    itself) against the same game with knowledge forced on: the same actions, winner, turns
    and final hash, in both editions."""
    for options, seed in ((None, 4), ({"edition": "remaster"}, 9), (None, 17)):
        bots = [make_bot("greedy"), make_bot("greedy")]
        off = play_game(DALE, bots, seed, options, keep_actions=True)
        bots = [make_bot("greedy"), make_bot("greedy")]
        on = play_game(DALE, bots, seed, {**(options or {}), "knowledge": True},
                       keep_actions=True)
        assert off.actions == on.actions and len(off.actions) > 30
        assert (off.winner, off.turns, off.final_hash) == (on.winner, on.turns, on.final_hash)


def test_random_bot_games_are_unchanged_by_the_switch():
    """play_game of two random bots (knowledge off by itself) against the same game with
    knowledge forced on: the same actions, winner, turns and final hash."""
    bots = [make_bot("random"), make_bot("random")]
    for seed in (1, 2):
        off = play_game(DALE, bots, seed, keep_actions=True, max_turns=60)
        on = play_game(DALE, bots, seed, {"knowledge": True}, keep_actions=True, max_turns=60)
        assert off.actions == on.actions and len(off.actions) > 50
        assert (off.winner, off.turns, off.final_hash) == (on.winner, on.turns, on.final_hash)
