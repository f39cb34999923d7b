"""Bots: the registry, legality over real games, the greedy heuristic, greedy against random."""

from __future__ import annotations

import random

import pytest

from ludoteca.bots import Bot, GreedyBot, RandomBot, bot_names, make_bot
from ludoteca.core.errors import BadInput


# --- registry ---------------------------------------------------------------------------------

def test_registry_builds_the_known_bots():
    assert bot_names() == ["greedy", "greedy-int", "ismcts", "ismcts-int", "random",
                           "random-int"]
    assert isinstance(make_bot("random"), RandomBot)
    assert isinstance(make_bot("greedy"), GreedyBot)
    assert isinstance(make_bot("  Greedy "), GreedyBot)
    assert all(isinstance(make_bot(n), Bot) for n in bot_names())


def test_unknown_bot_is_bad_input_listing_known_names():
    with pytest.raises(BadInput) as info:
        make_bot("mcts")
    message = str(info.value)
    assert "'mcts'" in message
    assert "greedy" in message and "random" in message


# --- the heuristic on hand-made views (no engine needed) -----------------------------------

def _view(hand, market=None, seats=None, kind="action"):
    return {
        "players": 2, "seat": 0, "active": 0, "turn": 3, "winner": None,
        "animalfolk": ["macaws", "pandas", "squirrels"],
        "decision": {"player": 0, "kind": kind, "prompt": "Choose an action"},
        "market": market or [
            {"slot": s, "card": None, "value": None, "price": None} for s in range(5)
        ],
        "market_deck": 20, "market_discard": [], "junk_pile": 6,
        "hand": [{"name": n, "value": v, "animalfolk": "x", "kind": "P"} for n, v in hand],
        "seats": seats or [
            {"seat": 0, "hand": len(hand), "deck": 5, "discard": [], "stall": []},
            {"seat": 1, "hand": 5, "deck": 5, "discard": [], "stall": []},
        ],
        "effects": [],
        "legal_actions": [],
    }


def test_greedy_builds_when_it_can_and_prefers_junk_in_the_stack():
    view = _view([("Stashing Vendor", 1), ("junk", 1), ("Cookies", 2), ("Acorn", 4)])
    legal = [
        ("inventory", ()),
        ("buy", 0, ("Cookies",)),
        ("build", ("Cookies",)),
        ("build", ("Stashing Vendor", "junk")),
    ]
    assert GreedyBot().choose(view, legal, random.Random(0)) == ("build", ("Stashing Vendor", "junk"))


def test_greedy_buys_the_most_valuable_card_with_least_waste_and_junk_first():
    market = [
        {"slot": 0, "card": "Cookies", "value": 2, "price": 2},
        {"slot": 1, "card": "Spyglass", "value": 4, "price": 5},
        {"slot": 2, "card": "Acorn", "value": 4, "price": 6},
        {"slot": 3, "card": None, "value": None, "price": None},
        {"slot": 4, "card": None, "value": None, "price": None},
    ]
    view = _view([("junk", 1), ("junk", 1), ("Cookies", 2), ("Acorn", 4), ("Spyglass", 4)],
                 market=market)
    legal = [
        ("buy", 0, ("junk", "junk")),
        ("buy", 0, ("Cookies",)),
        ("buy", 1, ("Acorn", "Cookies")),  # pays 6 for 5: waste 1
        ("buy", 1, ("Acorn", "junk")),
        ("buy", 2, ("Acorn", "Cookies")),  # exact, but spends two animalfolk cards
        ("inventory", ("junk", "junk")),
    ]
    # Spyglass (slot 1) and Acorn (slot 2) are both worth 4; the exact payments beat the
    # wasteful one, and Acorn + junk spends junk instead of a second animalfolk card.
    choice = GreedyBot().choose(view, legal, random.Random(0))
    assert choice == ("buy", 1, ("Acorn", "junk"))


def test_greedy_discards_its_junk_when_it_can_do_nothing_else():
    view = _view([("junk", 1), ("junk", 1), ("Cookies", 2)])
    legal = [
        ("inventory", ()),
        ("inventory", ("junk",)),
        ("inventory", ("junk", "junk")),
        ("inventory", ("Cookies", "junk", "junk")),
    ]
    assert GreedyBot().choose(view, legal, random.Random(0)) == ("inventory", ("junk", "junk"))


def test_greedy_effect_choices_keep_the_best_and_part_with_junk():
    view = _view([("junk", 1), ("Cookies", 2), ("Acorn", 4)], kind="spyglass_keep")
    keep = [("keep", "junk"), ("keep", "Acorn"), ("keep", "Cookies")]
    assert GreedyBot().choose(view, keep, random.Random(0)) == ("keep", "Acorn")
    ditch = [("ditch", "Acorn"), ("ditch", "junk"), ("ditch", "Cookies")]
    assert GreedyBot().choose(view, ditch, random.Random(0)) == ("ditch", "junk")


def test_greedy_targets_the_leader():
    seats = [
        {"seat": 0, "hand": 5, "deck": 5, "discard": [], "stall": []},
        {"seat": 1, "hand": 5, "deck": 5, "discard": [], "stall": [["Swift Broker"]]},
        {"seat": 2, "hand": 5, "deck": 5, "discard": [], "stall": [["Swift Broker"], ["Cookies"]]},
    ]
    view = _view([("junk", 1)], seats=seats, kind="target")
    assert GreedyBot().choose(view, [("target", 1), ("target", 2)], random.Random(0)) == ("target", 2)


def test_random_bot_is_uniform_and_seeded():
    legal = [("inventory", ()), ("inventory", ("junk",)), ("play", "Swift Broker")]
    picks = [RandomBot().choose({}, legal, random.Random(7)) for _ in range(3)]
    again = [RandomBot().choose({}, legal, random.Random(7)) for _ in range(3)]
    assert picks == again
    rng = random.Random(1)
    counts = {a: 0 for a in legal}
    for _ in range(3000):
        counts[RandomBot().choose({}, legal, rng)] += 1
    assert all(900 <= c <= 1100 for c in counts.values())


# --- real games -------------------------------------------------------------------------------

@pytest.mark.parametrize(
    "seats, seed",
    [
        (["greedy", "random"], 1),
        (["random", "greedy"], 2),
        (["random", "random", "greedy"], 3),
        (["greedy", "random", "greedy", "random"], 4),
    ],
)
def test_bots_only_choose_legal_actions(seats, seed):
    from ludoteca.dale import new_game
    from ludoteca.sim.simulate import bot_rng
    from ludoteca.dale.views import view

    state = new_game(players=len(seats), seed=seed)
    bots = [make_bot(s) for s in seats]
    rngs = [bot_rng(seed, i) for i in range(len(seats))]
    steps = 0
    while not state.is_terminal() and state.turn <= 120:
        seat = state.current_player()
        legal = state.legal_actions()
        assert legal, "a live game must offer a choice"
        v = view(state, seat)
        action = bots[seat].choose(v, list(legal), rngs[seat])
        assert action in legal
        state.apply(action)  # must not raise: the action was legal
        steps += 1
    assert steps > 0


def test_greedy_beats_random_in_two_player_games():
    from ludoteca.sim.tournament import run_games

    first = run_games("dale", 30, ["greedy", "random"], seed=1000, max_turns=400)
    second = run_games("dale", 30, ["random", "greedy"], seed=2000, max_turns=400)
    greedy_wins = first.wins[0] + second.wins[1]
    random_wins = first.wins[1] + second.wins[0]
    assert greedy_wins + random_wins + first.unfinished + second.unfinished == 60
    assert greedy_wins >= 48, (greedy_wins, random_wins, first.unfinished + second.unfinished)


def test_simulation_is_reproducible():
    from ludoteca.sim.tournament import run_games

    a = run_games("dale", 4, ["greedy", "random"], seed=77, max_turns=200)
    b = run_games("dale", 4, ["greedy", "random"], seed=77, max_turns=200)
    assert [(r.seed, r.winner, r.turns, r.labels) for r in a.results] == [
        (r.seed, r.winner, r.turns, r.labels) for r in b.results
    ]
    assert [r.seed for r in a.results] == [77, 78, 79, 80]
