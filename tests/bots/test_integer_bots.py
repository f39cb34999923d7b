"""The bots on the integer sub-decision space (random-int, greedy-int, ismcts-int; issue #18
point 3): legal whole actions in full games over all 27 decks, seeded determinism, no use of
hidden cards, and a search that finds a winning build."""

from __future__ import annotations

from ludoteca.dale.editions import classic as _classic
import random

import pytest

from ludoteca.bots import make_bot
from ludoteca.bots.base import InformationSet, SearchBot, decide
from ludoteca.bots.integer import GreedyIntBot, IntISMCTSBot, RandomIntBot
from ludoteca.core.errors import BadInput
from ludoteca.core.game import get_game
from ludoteca.core.loop import bot_agent, bot_rng, play_out
from ludoteca.dale import cards
from ludoteca.dale.positions import from_spec
from ludoteca.dale.views import determinize, view

DALE = get_game("dale")


def _deck_groups():
    """Deck choices for 2, 3 and 4 players (players + 1 decks each) that together use every
    one of the 27 classic decks: the decks in a seeded order, cut in consecutive groups."""
    folk = sorted(_classic().decks)
    assert len(folk) == 27
    random.Random("integer-bots-decks").shuffle(folk)
    groups, k = [], 0
    while k < len(folk):
        for n in (2, 3, 4):
            decks = (folk + folk)[k:k + n + 1]
            groups.append((n, decks))
            k += n + 1
    assert {d for _n, ds in groups for d in ds} == set(_classic().decks)
    return groups


GROUPS = _deck_groups()


def _play(specs, n, decks, seed, max_turns):
    """Play one game with the bots ``specs`` (cycled over the seats); every action the loop
    applies is checked against the game's legal actions. Returns (state, actions)."""
    state = DALE.new_state(n, seed, {"animalfolk": decks})
    bots = [make_bot(specs[i % len(specs)], game=DALE) for i in range(n)]
    rngs = [bot_rng(seed, i) for i in range(n)]
    actions = []

    def check(st, seat, action):
        assert seat == DALE.current_player(st)
        assert action in DALE.legal_actions(st), action
        actions.append(action)

    played = play_out(DALE, state, bot_agent(DALE, bots, rngs), max_turns=max_turns,
                      on_action=check)
    assert played.decisions == len(actions) > 0
    return state, actions


@pytest.mark.parametrize("n,decks", GROUPS, ids=[f"{n}p-{'-'.join(d)}" for n, d in GROUPS])
def test_greedy_int_and_ismcts_int_play_full_games_over_every_deck(n, decks):
    # greedy-int and a small ismcts-int share the table; the game must end (8 stacks)
    state, actions = _play(["ismcts-int:iterations=4", "greedy-int"], n, decks, 500 + n,
                           max_turns=400)
    assert DALE.is_terminal(state), "the game did not end within 400 turns"
    winner = DALE.outcome(state).winners[0]
    assert len(state.stalls[winner]) == 8  # dale.end.eighth_stack


@pytest.mark.parametrize("n,decks", GROUPS, ids=[f"{n}p-{'-'.join(d)}" for n, d in GROUPS])
def test_random_int_plays_only_legal_actions_over_every_deck(n, decks):
    # random play rarely builds eight stacks: 40 turns of every decision kind it meets
    state, actions = _play(["random-int"], n, decks, 600 + n, max_turns=40)
    assert DALE.turn(state) > 40 or DALE.is_terminal(state)


def test_random_int_full_games_end():
    # mixed with greedy-int, a random-int seat still reaches the end of the game
    for n, decks in GROUPS[:3]:
        state, _ = _play(["random-int", "greedy-int"], n, decks, 700 + n, max_turns=400)
        assert DALE.is_terminal(state)


@pytest.mark.parametrize("playout", ["random", "mixed", "greedy"])
def test_every_playout_and_an_unpruned_tree_play_legal_games(playout):
    n, decks = GROUPS[0]
    for prune in ("yes", "no"):
        state, actions = _play([f"ismcts-int:iterations=8:playout={playout}:prune={prune}",
                                "greedy"], n, decks, 51, max_turns=12)
        assert DALE.turn(state) > 12 or DALE.is_terminal(state)


@pytest.mark.parametrize("spec", ["random-int", "greedy-int", "ismcts-int:iterations=6"])
def test_same_seed_same_game(spec):
    n, decks = GROUPS[1]
    first = _play([spec, "greedy"], n, decks, 31, max_turns=25)
    again = _play([spec, "greedy"], n, decks, 31, max_turns=25)
    assert first[1] == again[1]
    assert DALE.state_hash(first[0]) == DALE.state_hash(again[0])


def test_greedy_int_plays_the_greedy_policy():
    # the policy's whole choice steers the walk: the same game as the greedy bot
    n, decks = GROUPS[2]
    a = _play(["greedy-int"], n, decks, 41, max_turns=400)
    b = _play(["greedy"], n, decks, 41, max_turns=400)
    assert a[1] == b[1]


def test_specs_and_options():
    bot = make_bot("ismcts-int:iterations=123:playout=mixed:turns=2:c=0.5:depth=2:prune=yes")
    assert isinstance(bot, IntISMCTSBot) and isinstance(bot, SearchBot)
    assert (bot.iterations, bot.playout, bot.playout_turns, bot.c, bot.depth, bot.prune) == (
        123, "mixed", 2, 0.5, 2, True)
    default = make_bot("ismcts-int")
    assert (default.iterations, default.playout, default.playout_turns, default.depth,
            default.prune) == (1000, "greedy", 1, 1, False)
    timed = make_bot("ISMCTS-INT:seconds=0.1")
    assert timed.seconds == 0.1 and timed.iterations is None
    assert isinstance(make_bot("random-int"), RandomIntBot)
    assert isinstance(make_bot("greedy-int"), GreedyIntBot)
    for bad in ("ismcts-int:iterations=0", "ismcts-int:seconds=0", "ismcts-int:c=nan",
                "ismcts-int:playout=smart", "ismcts-int:width=3", "ismcts-int:prune=maybe", "random-int:seconds=1",
                "greedy-int:iterations=3"):
        with pytest.raises(BadInput):
            make_bot(bad)


# --- hidden cards --------------------------------------------------------------------------

def _position(opponent_hand, my_deck, opponent_deck):
    # seat 1 decides; the two versions differ only in cards seat 1 cannot see
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


def _decisions(spec, state, seed, steps=4):
    bot = make_bot(spec)
    rng = random.Random(seed)
    chosen = []
    while len(chosen) < steps and not state.is_terminal() and state.current_player() == 0:
        seen = view(state, 0)
        legal = seen["legal_actions"]
        action = decide(bot, seen, legal, rng, InformationSet(state, 0, determinize))
        assert action in legal
        chosen.append(action)
        state.apply(action)
    return chosen, bot


@pytest.mark.parametrize("spec", ["ismcts-int:iterations=60", "random-int", "greedy-int"])
def test_decisions_do_not_depend_on_hidden_cards(spec):
    """Two states that differ only in hidden cards (the opponent's hand, both decks) give the
    seat the same view and, for the same generator, the same decisions."""
    a = _position(["Spyglass", "junk", "Cookies"], ["junk", "Acorn", "junk"],
                  ["Accordion", "junk"])
    b = _position(["junk", "Acorn", "junk"], ["Accordion", "junk", "Spyglass"],
                  ["Cookies", "junk"])
    assert a.to_dict() != b.to_dict()
    assert view(a, 0) == view(b, 0)
    for seed in (1, 2):
        got_a, bot = _decisions(spec, a.clone(), seed)
        got_b, _ = _decisions(spec, b.clone(), seed)
        assert got_a == got_b
    if spec.startswith("ismcts-int"):
        assert bot.last_stats["iterations"] == 60  # a real search happened


def test_without_an_information_set_it_still_plays_legally():
    s = _position(["Spyglass", "junk", "Cookies"], ["junk", "junk"], ["junk"])
    seen = view(s, 0)
    for spec in ("ismcts-int:iterations=5", "random-int", "greedy-int"):
        assert make_bot(spec).choose(seen, seen["legal_actions"],
                                     random.Random(0)) in seen["legal_actions"]


# --- a worked position: the eighth stack ---------------------------------------------------

def _eighth_stack_position():
    # Seat 1 has seven stacks (1 + 2 + ... + 7) and Accordion (5) + Nostalgic Item (3) of the
    # squirrels in hand: building them as its 8th stack (total 8, one animalfolk:
    # dale.stall.sequence) ends the game with its win (dale.end.eighth_stack). Seat 2 is one
    # stack short too, so any other action gives seat 2 a turn to win.
    stall = [["Swift Broker"], ["Cookies"], ["Shattered Relic"], ["Spyglass"], ["Flashy Show"],
             ["Special Offer", "Loyal Partner"], ["Stock Clearance", "Prepaid Good"]]
    return from_spec({
        "animalfolk": ["macaws", "pandas", "squirrels"],
        "seed": 5, "active": 1,
        "market": {"slots": ["Cookies", "Spyglass", "Acorn", "Prepaid Good", "Empty Chest"],
                   "deck": 8},
        "junk": {"pile": 6},
        "player": [
            {"hand": ["Accordion", "junk", "Nostalgic Item", "junk", "Stashing Vendor"],
             "deck": 5, "discard": ["junk"], "stall": stall},
            {"hand": 5, "deck": 5, "discard": ["junk"],
             "stall": [["Loyal Partner"], ["Empty Chest"], ["Essential Purchase"],
                       ["Market Discovery"], ["Favorite Toy"],
                       ["Winter is Coming", "Stashing Vendor"], ["Acorn", "Nostalgic Item"]]},
        ],
    })


def test_ismcts_int_finds_the_winning_eighth_stack():
    s = _eighth_stack_position()
    seen = view(s, 0)
    legal = seen["legal_actions"]
    winning = [a for a in legal if a[0] == "build"]
    assert winning and len(legal) > len(winning) + 3  # a real choice
    bot = IntISMCTSBot(iterations=400)
    action = bot.choose(seen, legal, random.Random(3), InformationSet(s, 0, determinize))
    assert action[0] == "build"
    after = s.clone()
    after.apply(action)
    assert after.winner == 0  # dale.end.eighth_stack
    # the search, not only the greedy prior: "build" is the most visited root sub-decision
    # and every playout through it was a win
    visits, mean = bot.last_root["build"]
    assert visits == max(v for v, _m in bot.last_root.values())
    assert mean == 1.0
    assert len(bot.last_root) > 1  # the other kinds of action were tried too


# --- a game without a greedy policy --------------------------------------------------------

class _NoPolicy:
    """Dale seen as a game that offers no ``policy`` and no ``prune`` hook."""

    def __init__(self, game):
        self._game = game

    def __getattr__(self, name):
        if name in ("policy", "prune"):
            raise AttributeError(name)
        return getattr(self._game, name)


def test_greedy_int_without_a_policy_takes_the_best_evaluated_completion():
    game = _NoPolicy(DALE)
    s = _position(["Spyglass", "junk", "Cookies"], ["junk", "Acorn", "junk"],
                  ["Accordion", "junk"])
    seen = view(s, 0)
    legal = seen["legal_actions"]
    bot = make_bot("greedy-int", game=game)
    action = bot.choose(seen, legal, random.Random(4), InformationSet(s, 0, determinize, game))
    # by hand: the same determinization, every legal action applied, Game.evaluate for seat 1
    sample = determinize(s, 0, random.Random(4))
    values = {}
    for a in legal:
        after = sample.clone()
        after.apply(a)
        values[a] = DALE.evaluate(after)[0]
    assert action in legal
    assert values[action] == max(values.values())
    assert len(set(values.values())) > 1  # the evaluation really tells the actions apart


def test_ismcts_int_without_a_policy_searches_with_random_playouts():
    game = _NoPolicy(DALE)
    s = _position(["Spyglass", "junk", "Cookies"], ["junk", "junk"], ["junk"])
    seen = view(s, 0)
    bot = make_bot("ismcts-int:iterations=30", game=game)
    action = bot.choose(seen, seen["legal_actions"], random.Random(2),
                        InformationSet(s, 0, determinize, game))
    assert action in seen["legal_actions"]
    assert bot.last_stats["iterations"] == 30 and sum(v for v, _m in bot.last_root.values()) == 30
