"""The integer action space of the remaster edition (issue 30, item 5;
``ludoteca.dale.action_space.space_for("remaster")``): at every decision of random remaster
games over the 36 decks (1–4 players, Mono's solo games included) the completions of the
sub-decision sequences are exactly the engine's legal whole actions, each by one path — coin
purchases ``("buy", slot, cards, K)`` (atoms ``buy +N CARDS coins K``,
``dale.remaster.coins_pay``), the ``use NAME`` of a Finish (``dale.remaster.finish``) and
every remaster step kind met — and the classic space keeps its size."""

from __future__ import annotations

import random

import pytest

from ludoteca.core.game import get_game
from ludoteca.core.integer import IntegerGame
from ludoteca.dale import action_space, editions, new_game

from testkit import examples

from test_action_space import assert_same

RULES = editions.ruleset("remaster")
BOX = list(RULES.decks)
GAME = get_game("dale").with_options({"edition": "remaster"})
IG = IntegerGame(GAME)
GAMES = examples(6)


def test_the_remaster_space_extends_the_classic_one():
    assert GAME.action_space is action_space.EDITIONS_SPACE
    assert get_game("dale").action_space is action_space.SPACE
    assert action_space.ALL_ATOMS[:action_space.CLASSIC_ATOMS] == action_space.ATOMS
    assert IG.num_distinct_actions == len(action_space.ALL_ATOMS)


def test_coin_purchase_atoms():
    coins = action_space.atoms_of(None, ("buy", 2, ("junk",), 3))
    plain = action_space.atoms_of(None, ("buy", 2, ("junk",)))
    assert coins[:len(plain)] == plain
    assert [action_space.ALL_ATOMS[a] for a in coins[len(plain):]] == ["coins", "3"]


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_completions_equal_whole_actions_in_remaster_games(n):
    kinds: set[str] = set()
    for k in range(GAMES):
        seed = 9000 + 10 * n + k
        s = new_game(n, seed=seed, box=BOX, rules=RULES)
        r = random.Random(seed)
        for _step in range(160):
            if s.winner is not None:
                break
            whole = s.legal_actions()
            assert_same(IG.wrap(s.clone()))
            kinds.add(s.frames[-1][0] if s.frames else "action")
            s.apply(r.choice(whole))
    assert len(kinds) > 3


def test_completions_equal_whole_actions_with_coin_purchases():
    """Positions where coin purchases are listed (Dodos and Capuchins give coins;
    ``dale.remaster.coins_pay``): the completions hold them too, each by one path."""
    met = 0
    for seed in range(20):
        s = new_game(2, ["dodos", "capuchins", "turtles"], seed=seed, box=BOX, rules=RULES)
        r = random.Random(seed)
        while s.winner is None and s.turn < 40 and met < 25:
            whole = s.legal_actions()
            if any(a[0] == "buy" and len(a) == 4 for a in whole):
                assert_same(IG.wrap(s.clone()))
                met += 1
            s.apply(r.choice(whole))
    assert met >= 10
