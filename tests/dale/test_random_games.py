"""Seeded random games: engine invariants checked at every step.

300 games (100 each for 2, 3 and 4 players, decks chosen from the seed) are played with random
legal actions up to a turn cap. At every step:

* the physical cards of the box (110 for Dale 1) are all somewhere, each exactly once (hands, decks, discard piles,
  stalls, market, market deck, market discard pile, junk pile, substitutes, out of play, in
  play, set aside, stored);
* a pending decision has at least one legal action (and a finished game none);
* every legal action's text parses back to the same action;
* ``to_dict`` → JSON → ``from_dict`` gives the same state;
* ``view`` of every seat shows that seat's own hand only and no card ids;
* every few steps: a sample of the legal actions is applied (each to a clone) without error;
  ``clone()`` equals the original and is independent of it, and each seat's
  view is unchanged when the cards it cannot see are permuted (other hands swapped with their
  owners' deck cards, every deck and the market deck reshuffled).

Every 4th game is played to its end (someone builds an 8th stack); at the end of each game the recorded actions are replayed on a fresh ``new_game`` with the same
seed and must give the same ``to_dict()``. A Hypothesis property test drives games from
arbitrary sequences of action indices with the same invariants.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ludoteca.dale import DaleState, new_game
from ludoteca.dale.notation import parse, to_text

from testkit import examples

TURN_CAP = 60        # most games stop after 60 turns ...
FULL_EVERY = 4       # ... but every 4th seed is played to its end (random games end in about
FULL_CAP = 400       # 30 turns per player; no game has needed 400 turns)
GAMES_PER_COUNT = examples(100)  # 100 under the ci profile (testkit.examples)


# -- invariants and the driver: testkit.dale (the one random-game driver of the suite) -----
from testkit.dale import (  # noqa: E402
    play_checked_game,
    random_policy,
    scripted_policy,
)


# -- playing -------------------------------------------------------------------------------
def play_game(n: int, seed: int, *, check=True, turn_cap=TURN_CAP):
    """A random game with the decks the seed chooses, checked at every step (with ``check``)
    and replayed by :func:`testkit.dale.play_checked_game`."""
    g = play_checked_game(n, seed, rng=f"dale-{n}-{seed}", policy=random_policy,
                          turn_cap=turn_cap, check=check)
    return g.state, g.history


def replay(n: int, seed: int, history: list[tuple]) -> DaleState:
    s = new_game(n, seed=seed)
    for a in history:
        s.apply(a)
    return s


CHUNKS = 4  # each player count's seeds in 4 tests of 25 games, so the workers share them


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_games_keep_invariants(n, chunk):
    """300 seeded random games in all (this test runs per player count and quarter of the
    seeds); each is checked at every step and replayed by the driver."""
    size = max(1, GAMES_PER_COUNT // CHUNKS)
    seeds = range(chunk * size, (chunk + 1) * size)
    finished = 0
    steps = 0
    for seed in seeds:
        cap = FULL_CAP if seed % FULL_EVERY == 0 else TURN_CAP
        s, history = play_game(n, seed, turn_cap=cap)
        steps += len(history)
        finished += s.winner is not None
    # The games played to their end do end (dale.end.eighth_stack).
    assert finished >= sum(1 for seed in seeds if seed % FULL_EVERY == 0)
    assert steps > size * 20


def test_replay_from_text():
    """Replaying the text form of a game's actions reproduces it exactly."""
    s, history = play_game(3, 1234, check=False)
    texts = [to_text(a) for a in history]
    t = new_game(3, seed=1234)
    for line in texts:
        t.apply(parse(line))
    assert t.to_dict() == s.to_dict()


def test_same_seed_same_game():
    a, ha = play_game(2, 77, check=False)
    b, hb = play_game(2, 77, check=False)
    assert ha == hb and a.to_dict() == b.to_dict()


@settings(max_examples=examples(100), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(n=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10_000),
       picks=st.lists(st.integers(0, 10_000), min_size=30, max_size=150))
def test_property_any_legal_sequence_keeps_invariants(n, seed, picks):
    """Any sequence of legal action indices keeps every invariant of the driver at every step
    (cards conserved, a legal action available, the JSON round trip exact, the notation
    reversible, views, clones, frames) and replays to the same state."""
    g = play_checked_game(n, seed, rng=random.Random(seed), policy=scripted_policy(picks),
                          turn_cap=10**6, max_steps=len(picks))
    assert g.steps == len(picks) or g.state.winner is not None
