"""Dale's learning observation (issue 18, point 4): computed from the seat's view only.

Two states that differ only in cards hidden from a seat give that seat the same vector; the
vector changes when something the seat sees changes; its length is fixed for 2–4 players and
every deck. Hidden cards are re-dealt with ``Game.determinize`` (DESIGN contract 4), at random
positions of random games over all 27 decks, between whole actions, in the middle of a whole
action being built atom by atom, and inside card effects (``state.frames``).
"""

from __future__ import annotations

from ludoteca.dale.editions import classic as _classic
import copy
import random

import pytest

from ludoteca.core.game import OPTIONAL, get_game
from ludoteca.core.integer import IntegerGame
from ludoteca.dale import cards, new_game
from ludoteca.dale.action_space import ATOMS
from ludoteca.dale.observation import (KINDS, LAYOUT, NAMES, OFFSET, SIZE, observation,
                                       observation_size)

GAME = get_game("dale")
IG = IntegerGame(GAME)


def obs(state, seat, prefix=()):
    return GAME.observation(GAME.view(state, seat), prefix)


def _prefix_for(s, seat):
    return s.prefix if s.current_player() == seat else ()


def _random_positions(seed: int, players: int, steps: int):
    """Yield IntStates along a random game (random sub-decisions), over decks drawn from all
    27."""
    r = random.Random(seed)
    folk = r.sample(list(_classic().decks), players + 1)
    s = IG.wrap(new_game(players, folk, seed=seed, box=list(_classic().decks)))
    for _ in range(steps):
        if s.is_terminal():
            return
        yield s
        s.apply_action(r.choice(s.legal_actions()))


def test_the_optional_parts_are_declared_and_offered():
    assert "observation" in OPTIONAL and "observation_size" in OPTIONAL
    assert all(GAME.observation_size(n) == SIZE for n in (2, 3, 4))
    assert sum(size for _, size in LAYOUT) == SIZE
    with pytest.raises(ValueError):
        observation_size(5)


@pytest.mark.parametrize("seed, players", [(1, 2), (2, 3), (3, 4), (4, 2), (5, 3), (6, 4),
                                           (7, 2), (8, 3)])
def test_hidden_cards_do_not_change_the_observation(seed, players):
    """DESIGN contract 4 (``dale.discard.face_up``; other hands, decks and the market deck are
    hidden): at every position, every seat's observation of the true state equals its
    observation of a determinization (its hidden cards re-dealt, its knowledge kept), and two
    determinizations with different rngs give the same observation too."""
    rng = random.Random(seed)
    checked = mid_effect = mid_action = moved = 0
    for s in _random_positions(seed, players, 400):
        if rng.random() > 0.25:
            continue
        for seat in range(players):
            prefix = _prefix_for(s, seat)
            mine = obs(s.state, seat, prefix)
            a = GAME.determinize(s.state, seat, random.Random(rng.random()))
            b = GAME.determinize(s.state, seat, random.Random(rng.random()))
            assert GAME.observation(GAME.view(a, seat), prefix) == \
                GAME.observation(GAME.view(b, seat), prefix)
            # the true state's knowledge row stays valid: cards move only inside the pools of
            # interchangeable cards that seat cannot tell apart
            a.known = copy.deepcopy(s.state.known)
            assert GAME.observation(GAME.view(a, seat), prefix) == mine
            others = [q for q in range(players) if q != seat]
            if any(a.hands[q] != s.state.hands[q] for q in others) or a.decks != s.state.decks:
                moved += 1
            checked += 1
            mid_effect += bool(s.state.frames)
            mid_action += bool(prefix)
    assert checked >= 40 and moved >= checked // 2, (checked, moved)
    assert mid_action >= 1, "no position in the middle of a whole action was checked"


def test_positions_inside_card_effects_are_checked():
    """Random games reach effect steps (``state.frames``); hidden cards there change nothing."""
    seen = 0
    for seed in range(20, 60):
        rng = random.Random(seed)
        for s in _random_positions(seed, 2 + seed % 3, 300):
            if not s.state.frames:
                continue
            for seat in range(s.state.cfg.n_players):
                prefix = _prefix_for(s, seat)
                d = GAME.determinize(s.state, seat, random.Random(rng.random()))
                d.known = copy.deepcopy(s.state.known)
                assert GAME.observation(GAME.view(d, seat), prefix) == obs(s.state, seat, prefix)
            seen += 1
            if seen >= 60:
                return
    assert seen >= 20, seen


def test_a_new_game_worked_by_hand():
    """dale.setup: a 3-player game of seed 7; seat 2 (index 1) sees its own five cards, the
    five market slots, every seat's empty stall; it is the active seat."""
    state = new_game(3, ["macaws", "pandas", "raccoons", "chameleons"], seed=7)
    view = GAME.view(state, 1)
    o = observation(view)
    assert len(o) == SIZE
    assert o[OFFSET["players"]: OFFSET["players"] + 3] == [0.0, 1.0, 0.0]
    assert o[OFFSET["turn"]] == 1 / 50
    assert state.active == 1  # dale.setup.first_player: the seed chose seat 2
    assert o[OFFSET["active"]: OFFSET["active"] + 4] == [1.0, 0.0, 0.0, 0.0]  # itself
    assert o[OFFSET["i_decide"]] == 1.0
    other = observation(GAME.view(state, 2))  # seat 3: the active seat is two seats on
    assert other[OFFSET["active"]: OFFSET["active"] + 4] == [0.0, 0.0, 1.0, 0.0]
    assert other[OFFSET["i_decide"]] == 0.0
    assert o[OFFSET["kind"] + KINDS.index("action")] == 1.0
    hand = [state.cfg.types[c].name for c in state.hands[1]]
    for name in set(hand):
        assert o[OFFSET["hand"] + NAMES.index(name)] == hand.count(name)
    assert sum(o[OFFSET["hand"]: OFFSET["hand"] + len(NAMES)]) == 5
    for slot, c in enumerate(state.market):
        name = state.cfg.types[c].name
        assert o[OFFSET["market_slots"] + slot * len(NAMES) + NAMES.index(name)] == 1.0
    for r in range(3):
        assert o[OFFSET[f"seat_stats@{r}"]: OFFSET[f"seat_stats@{r}"] + 3] == [1.0, 0.5, 5 / 30]
    assert o[OFFSET["seat_stats@3"]] == 0.0  # no fourth seat
    assert sum(o[OFFSET["animalfolk"]: OFFSET["animalfolk"] + 27]) == 4


def test_visible_changes_change_the_observation():
    """The vector is not constant: a whole action that moves visible cards, a different
    sub-decision prefix, and another seat's point of view all give another vector."""
    s = IG.new_state(2, 3)
    seat = s.current_player()
    before = obs(s.state, seat)
    assert before != obs(s.state, 1 - seat)
    first = s.legal_actions()[0]
    with_prefix = obs(s.state, seat, (first,))
    assert with_prefix != before
    assert with_prefix[OFFSET["prefix"] + first] == 1.0
    assert with_prefix[OFFSET["prefix_last"] + first] == 1.0
    assert ATOMS[first] in ("buy", "play", "use", "build", "inventory")
    s.apply_whole(("inventory", ()))  # dale.inventory: the turn ends, the hand is refilled
    assert obs(s.state, seat) != before
    assert obs(s.state, seat)[OFFSET["turn"]] == 2 / 50


def test_an_atom_outside_the_space_is_refused():
    view = GAME.view(new_game(2, seed=1), 0)
    with pytest.raises(IndexError):
        observation(view, (len(ATOMS),))
    with pytest.raises(IndexError):
        observation(view, (-1,))
