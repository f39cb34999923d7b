"""The game-generic integer action space (ludoteca.core.integer) on the toy game: completions
of sub-decisions are the whole actions, END only where a whole action is also a prefix, an
illegal id changes nothing."""

from __future__ import annotations

import pytest

from ludoteca.core.errors import IllegalAction
from ludoteca.core.integer import END, IntegerGame
from testkit.toy_game import ToyGame


class _Space:
    """Race to Ten split as ``play`` then the value; ``play 3`` also offers ``play 3 twice``
    (a made-up longer action) when the hand holds two 3s, to exercise END."""

    atoms = ("end", "play", "1", "2", "3", "twice")
    refusal = ("toy.play", "not_in_hand")

    def atoms_of(self, state, action):
        return (1, 1 + action[1]) + ((5,) if len(action) == 3 else ())

    def players(self, state):
        return len(state.hands)

    def apply_trusted(self, state, action):
        _Twice().apply(state, action)


class _Twice(ToyGame):
    action_space = _Space()

    def legal_actions(self, s):
        acts = super().legal_actions(s)
        if s.winner is None and s.hands[s.player].count(3) == 2:
            acts.append(("play", 3, "twice"))
        return acts

    def apply(self, s, a):
        if len(a) == 3:
            if a not in self.legal_actions(s):
                raise IllegalAction("toy.play", "not_in_hand", action=repr(a))
            super().apply(s, ("play", 3))
            if s.winner is None:
                s.player = (s.player - 1) % len(s.hands)
                s.hands[s.player].remove(3)
                s.total += 3
                if s.total >= 10:
                    s.winner = s.player
                else:
                    s.player = (s.player + 1) % len(s.hands)
            return
        super().apply(s, a)


def _completions(s):
    out = []
    for a in s.legal_actions():
        t = s.clone()
        whole = t.apply_action(a)
        out += [whole] if whole is not None else _completions(t)
    return out


def test_no_space_is_refused():
    with pytest.raises(ValueError):
        IntegerGame(ToyGame())


@pytest.mark.parametrize("seed", range(30))
def test_completions_are_the_whole_actions(seed):
    game = _Twice()
    ig = IntegerGame(game)
    s = ig.new_state(2, seed)
    while not s.is_terminal():
        whole = game.legal_actions(s.state)
        got = _completions(s)
        assert sorted(got) == sorted(whole) and len(got) == len(set(got))
        assert s.legal_actions() == sorted({ig.space.atoms_of(s.state, a)[0] for a in whole})
        assert s.apply_action(s.legal_actions()[-1]) is None  # "play": a value must follow
        legal = s.legal_actions()
        assert END not in legal and legal == sorted(1 + a[1] for a in whole if len(a) == 2)
        while s.apply_action(legal[-1]) is None:  # "3" then END or "twice"
            legal = s.legal_actions()
            assert legal == [END, 5]
    assert s.returns() in ([1.0, 0.0], [0.0, 1.0])


def test_end_is_offered_when_a_whole_action_is_extended():
    game = _Twice()
    ig = IntegerGame(game)
    s = ig.new_state(2, 0)
    s.state.hands[0] = [3, 3]
    s.apply_action(1)  # play
    assert s.legal_actions() == [4]  # only "3": one distinct value
    assert s.apply_action(4) is None  # "play 3" is whole, "play 3 twice" extends it
    assert s.legal_actions() == [END, 5]
    assert [s.action_to_string(a) for a in s.legal_actions()] == ["end", "twice"]
    assert s.apply_action(END) == ("play", 3)
    assert s.state.total == 3 and s.state.player == 1 and s.history == [("play", 3)]


def test_illegal_id_changes_nothing_and_mask_matches():
    game = _Twice()
    ig = IntegerGame(game)
    s = ig.new_state(2, 3)
    before = (s.state.data(), s.prefix)
    with pytest.raises(IllegalAction) as info:
        s.apply_action(5)
    assert info.value.rule_id == "toy.play"
    assert (s.state.data(), s.prefix) == before
    mask = s.legal_actions_mask()
    assert len(mask) == ig.num_distinct_actions == 6
    assert [i for i, v in enumerate(mask) if v] == s.legal_actions() == [1]
