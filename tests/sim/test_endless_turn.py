"""A turn that never ends (a bonus-action chain the rules allow for ever) stops the game
unfinished in simulate, as the turn cap does, instead of hanging the run."""

from __future__ import annotations

from ludoteca.bots import make_bot
from ludoteca.sim import simulate as sim
from testkit.toy_game import ToyGame


class _Endless(ToyGame):
    """Race to Ten where nothing ever happens: one action that keeps the same turn."""

    def legal_actions(self, s):
        return [("wait",)]

    def apply(self, s, a):
        assert a == ("wait",)

    def format_action(self, s, a):
        return "wait"


def test_endless_turn_is_cut_after_the_cap():
    game = _Endless()
    result = sim.play_game(game, [make_bot("random", game=game)] * 2, seed=1)
    assert result.winner is None and result.turns == 1
    assert result.decisions == sim.MAX_DECISIONS_PER_TURN


def test_a_normal_game_is_not_cut():
    game = ToyGame()
    result = sim.play_game(game, [make_bot("random", game=game)] * 2, seed=3)
    assert result.winner in (0, 1) and result.decisions < sim.MAX_DECISIONS_PER_TURN
