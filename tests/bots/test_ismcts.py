"""ISMCTS: specs, legal choices, determinism, and the proof that it never reads hidden cards."""

from __future__ import annotations

import random

import pytest

from ludoteca.bots import make_bot
from ludoteca.bots.base import InformationSet, SearchBot, decide
from ludoteca.bots.ismcts import ISMCTSBot, evaluate
from ludoteca.core.errors import BadInput
from ludoteca.dale.positions import from_spec
from ludoteca.dale.views import determinize, view


def _position(opponent_hand, my_deck, opponent_deck):
    # Seat 1 (0-based 0) decides; the two versions differ only in cards seat 1 cannot see:
    # seat 2's hand, and the order/contents of both decks (the same cards overall).
    return from_spec({
        "animalfolk": ["macaws", "pandas", "squirrels"],
        "seed": 11, "active": 1,
        "market": {"slots": ["Cookies", "Spyglass", "Acorn", "Prepaid Good", ""],
                   "deck": 10},
        "junk": {"pile": 6},
        "player": [
            {"hand": ["Stashing Vendor", "junk", "Cookies", "junk", "Acorn"],
             "deck": my_deck, "discard": ["junk"], "stall": [["Swift Broker"]]},
            {"hand": opponent_hand, "deck": opponent_deck, "discard": ["junk"],
             "stall": [["Loyal Partner"]]},
        ],
    })


def _decisions(state, seed, steps=4):
    """Let ISMCTS take seat 1's decisions (seat 2 plays greedy) for a few steps; return the
    actions chosen by seat 1."""
    bot = make_bot("ismcts:iterations=40")
    rng = random.Random(seed)
    chosen = []
    while len(chosen) < steps and not state.is_terminal() and state.current_player() == 0:
        seen = view(state, 0)
        legal = seen["legal_actions"]
        action = decide(bot, seen, legal, rng, InformationSet(state, 0, determinize))
        assert action in legal
        chosen.append(action)
        state.apply(action)
    assert chosen and bot.last_stats["iterations"] == 40  # a real search happened
    return chosen


def test_ismcts_decisions_do_not_depend_on_hidden_cards():
    """Two states that differ only in hidden cards (the opponent's hand, both decks) give the
    bot the same views and, for the same seed, the same decisions."""
    a = _position(["Spyglass", "junk", "Cookies"], ["junk", "Acorn", "junk"],
                  ["Accordion", "junk"])
    b = _position(["junk", "Acorn", "junk"], ["Accordion", "junk", "Spyglass"],
                  ["Cookies", "junk"])
    assert a.to_dict() != b.to_dict()  # really different states …
    assert view(a, 0) == view(b, 0)  # … that seat 1 cannot tell apart
    for seed in (1, 2):
        assert _decisions(a.clone(), seed) == _decisions(b.clone(), seed)


def test_same_seed_same_decision_and_a_legal_one():
    s = _position(["Spyglass", "junk", "Cookies"], ["junk", "junk"], ["junk"])
    seen = view(s, 0)
    legal = seen["legal_actions"]
    bot = ISMCTSBot(iterations=30)
    first = bot.choose(seen, legal, random.Random(5), InformationSet(s, 0, determinize))
    again = ISMCTSBot(iterations=30).choose(seen, legal, random.Random(5),
                                            InformationSet(s, 0, determinize))
    assert first == again and first in legal
    assert bot.last_stats["iterations"] == 30


def test_specs_and_parameters():
    bot = make_bot("ismcts:iterations=123:playout=random:turns=2:c=0.5:depth=4")
    assert isinstance(bot, ISMCTSBot) and isinstance(bot, SearchBot)
    assert (bot.iterations, bot.playout, bot.playout_turns, bot.c, bot.depth) == (
        123, "random", 2, 0.5, 4)
    default = make_bot("ismcts")
    assert (default.playout_turns, default.depth) == (1, 1)
    timed = make_bot("ISMCTS:seconds=0.5")
    assert timed.seconds == 0.5 and timed.iterations is None
    assert make_bot("ismcts").iterations >= 1
    for bad in ("ismcts:iterations=0", "ismcts:depth=0", "ismcts:width=3", "ismcts:iterations=lots",
                "ismcts:playout=smart", "ismcts:iterations", "greedy:iterations=3"):
        with pytest.raises(BadInput):
            make_bot(bad)


def test_without_an_information_set_it_still_plays_legally():
    s = _position(["Spyglass", "junk", "Cookies"], ["junk", "junk"], ["junk"])
    seen = view(s, 0)
    action = make_bot("ismcts:iterations=5").choose(seen, seen["legal_actions"],
                                                    random.Random(0))
    assert action in seen["legal_actions"]


def test_evaluate_terminal_and_heuristic():
    s = _position(["Spyglass", "junk", "Cookies"], ["junk", "junk"], ["junk"])
    r = evaluate(s, 2)
    assert all(0.0 < x < 1.0 for x in r)
    s.winner = 1
    assert evaluate(s, 2) == [0.0, 1.0]


@pytest.mark.parametrize("seed", [3, 4])
def test_ismcts_plays_whole_turns_of_a_real_game(seed):
    from ludoteca.dale import new_game
    from ludoteca.sim.simulate import bot_rng

    state = new_game(players=2, seed=seed)
    bots = [make_bot("ismcts:iterations=15:playout=random"), make_bot("greedy")]
    rngs = [bot_rng(seed, 0), bot_rng(seed, 1)]
    while not state.is_terminal() and state.turn <= 6:
        seat = state.current_player()
        seen = view(state, seat)
        legal = seen["legal_actions"]
        action = decide(bots[seat], seen, legal, rngs[seat],
                        InformationSet(state, seat, determinize))
        assert action in legal
        state.apply(action)
    assert state.turn > 6 or state.is_terminal()
