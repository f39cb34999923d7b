"""Seeded random games of the remaster edition (issue 30, item 5): the box is every one of the
36 remaster decks, so each seed draws its players + 1 decks from all of them, and the
invariants of the one driver ``testkit.dale.play_checked_game`` hold at every step — the
box's cards each exactly once (Mono's cards counted in a solo game), a legal action whenever
a decision is pending, notation and JSON round trips, views showing no hidden card (and
unchanged when the cards a seat cannot see are permuted), pending frames fitting their
declarations — and replaying the actions reproduces each game (``dale.setup``).

Solo games (one player against Mono, ``dale.remaster.mono``) are played the same way.

``check`` ≡ ``moves``: in a sample of the positions met, every listed action is accepted by
``engine.check`` and every fuzzed candidate ``check`` accepts is listed
(``test_legal_equals_check.assert_check_equals_listed``, the classic's property, read with
the game's own ruleset); coin purchases ``("buy", slot, cards, K)`` are fuzzed too.

Every deck of the 36 is drawn by some seed (asserted), and the games meet the remaster's own
decisions: purchases spending coins (``dale.remaster.coins_pay``) and Finish completions
(``dale.remaster.finish``).

Sized for about two minutes on one core under the ``ci`` profile (``testkit.examples``).
"""

from __future__ import annotations

import random

import pytest

from ludoteca.core.errors import IllegalAction
from ludoteca.dale import editions, engine, new_game
from ludoteca.dale.remaster.rules import UNFINISHED

from testkit import examples
from testkit.dale import play_checked_game, random_policy

from test_legal_equals_check import assert_check_equals_listed

RULES = editions.ruleset("remaster")
BOX = list(RULES.decks)
TURN_CAP = 40       # most games stop at turn 40 …
FULL_EVERY = 3      # … every 3rd is played to its end
FULL_CAP = 400
GAMES = examples(36)  # per player count
SOLO_GAMES = examples(24)
CHECK_EVERY = 13    # check ≡ moves at every this many steps (the fuzzing is the slow part)


def _coin_candidates(s, r: random.Random) -> list[tuple]:
    """Coin purchases near the listed ones: each listed purchase with 1–3 coins more or
    fewer, and listed coin purchases with their coins changed (``dale.remaster.coins_pay``)."""
    out = []
    for a in s.legal_actions():
        if a[0] != "buy":
            continue
        if len(a) == 3:
            out.append(a + (r.randrange(0, 4),))
        else:
            out += [a[:3] + (a[3] + d,) for d in (-1, 1, 2)]
            out.append(a[:3])
    return out


def _extra(s, acts, step, r: random.Random) -> None:
    if step % CHECK_EVERY or s.winner is not None:
        return
    assert_check_equals_listed(s, r, 40)
    listed = set(acts)
    for c in _coin_candidates(s, r):
        try:
            engine.check(s, c)
        except IllegalAction:
            continue
        assert c in listed, c


def _play(n: int, seed: int, cap: int):
    return play_checked_game(n, seed, box=BOX, rng=f"remaster-{n}-{seed}",
                             policy=random_policy, turn_cap=cap, extra=_extra, rules=RULES)


def _seeds(n: int) -> list[int]:
    return [7000 + 100 * n + k for k in range(GAMES if n > 1 else SOLO_GAMES)]


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_random_remaster_games_keep_invariants(n):
    finished = steps = coins = 0
    for k, seed in enumerate(_seeds(n)):
        g = _play(n, seed, FULL_CAP if k % FULL_EVERY == 0 else TURN_CAP)  # replayed too
        steps += g.steps
        coins += sum(1 for a in g.history if a[0] == "buy" and len(a) == 4)
        finished += g.state.winner is not None
        if n == 1:
            assert g.state.cfg.mono is not None and g.state.n_players == 2
    assert steps > 20 * len(_seeds(n))
    if n > 1:  # games played to their end end (dale.end.eighth_stack)
        assert finished >= sum(1 for k in range(len(_seeds(n))) if k % FULL_EVERY == 0)


def test_every_remaster_deck_is_drawn_by_some_seed():
    """The seeds above draw every one of the 36 decks; a deck they miss is played here, with
    two others, for 250 random actions (checked and replayed)."""
    seen = set()
    for n in (1, 2, 3, 4):
        for seed in _seeds(n):
            seen.update(new_game(n, seed=seed, box=BOX, rules=RULES).cfg.animalfolk)
    missing = sorted(set(BOX) - seen)
    for k, folk in enumerate(missing):
        r = random.Random(k)
        decks = sorted([folk] + r.sample([f for f in BOX if f != folk], 2), key=BOX.index)
        play_checked_game(2, k, folk=decks, box=BOX, rng=random.Random(k),
                          policy=random_policy, turn_cap=10**6, max_steps=250, rules=RULES)
    assert len(BOX) == 36


def test_remaster_decisions_are_met():
    """Random play meets the remaster's own decisions: a purchase spending coins
    (``dale.remaster.coins_pay``) and a Finish completed (``dale.remaster.finish``: the
    ``use NAME`` of a scheduled card, after which its pending entry is gone)."""
    coin_buys = finishes = 0
    for seed in range(40):
        decks = ["dodos", "capuchins", "turtles"]  # coins to earn; Finish cards
        s = new_game(2, decks, seed=seed, box=BOX, rules=RULES)
        r = random.Random(seed)
        while s.winner is None and s.turn < 60:
            acts = s.legal_actions()
            a = next((x for x in acts if x[0] == "buy" and len(x) == 4), None) or \
                random_policy(s, acts, r)
            before = sum(1 for e in s.pending if e[0] == UNFINISHED)
            s.apply(a)
            coin_buys += a[0] == "buy" and len(a) == 4
            finishes += a[0] == "use" and sum(1 for e in s.pending if e[0] == UNFINISHED) < before
        if coin_buys and finishes:
            break
    assert coin_buys, "no purchase spent coins"
    assert finishes, "no Finish was completed"
