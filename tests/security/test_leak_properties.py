"""Leak properties over many games (Hypothesis, a fixed example budget): at every step, for
every seat, the view holds no seed and no generator state, does not change when the cards the
seat cannot see are dealt differently, and determinization keeps what the seat knows."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ludoteca.dale import new_game
from ludoteca.dale.editions import classic as _classic
ANIMALFOLK = _classic().decks
from ludoteca.dale.views import determinize, view
from test_determinize_knowledge import _assert_sample_is_consistent, _twin

from testkit import examples


@st.composite
def games(draw):
    players = draw(st.integers(2, 4))
    decks = draw(st.permutations(list(ANIMALFOLK)))[: players + 1]
    return players, sorted(decks, key=ANIMALFOLK.index), draw(st.integers(10**9, 2**63 - 1))


@settings(max_examples=examples(12), deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(games())
def test_no_seed_and_no_hidden_card_reaches_a_seat(game):
    players, decks, seed = game
    s = new_game(players=players, animalfolk=decks, seed=seed)
    r = random.Random(seed)
    for step in range(90):
        if s.is_terminal():
            break
        for seat in range(players):
            seen = view(s, seat)
            text = json.dumps(seen)
            assert '"rng"' not in text and '"seed"' not in text
            for secret in (s.rng, seed):
                assert len(str(secret)) < 9 or str(secret) not in text
            for q, entry in enumerate(seen["seats"]):
                assert entry["hand"] == len(s.hands[q]) and entry["deck"] == len(s.decks[q])
            assert view(_twin(s, seat, random.Random(step)), seat) == seen
            _assert_sample_is_consistent(s, determinize(s, seat, random.Random(step)), seat)
        legal = s.legal_actions()
        s.apply(legal[r.randrange(len(legal))])
