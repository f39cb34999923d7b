"""Random games over the Dale 3 decks Lemurs, Magpies and Echidnas mixed with others, checked
at every step with the invariants of ``tests/dale/test_random_games.py`` (imported from that
file, not copied): card count conserved, a legal action at every decision, notation round
trip, JSON round trip, views show no hidden card, clones independent, replay reproduces."""

from __future__ import annotations

import random
from collections import Counter

from ludoteca.dale import cards, new_game
from ludoteca.dale.strategy import GreedyPolicy
from ludoteca.dale.views import view

import dale_testing as rg
from dale_testing import check_frames


def random_games(deck: str, n: int, *, seeds: int = 2, turn_cap: int = 150) -> Counter:
    """Play ``seeds`` games with random bots and ``seeds`` with greedy bots, ``n`` players,
    ``deck`` and ``n`` other decks drawn from every registered deck; check the invariants at
    every step (and :func:`check_frames`) and that replaying the actions gives the same state. Returns how often each card
    of ``deck`` was played or used (its techniques and abilities)."""
    mine = {t.name for t in cards.cards_of(deck)}
    played: Counter = Counter()
    for seed in range(2 * seeds):
        r = random.Random(f"{deck}-{n}-{seed}")
        folk = [deck] + r.sample([f for f in cards.ANIMALFOLK if f != deck], n)
        s = new_game(n, animalfolk=folk, seed=seed)
        greedy = seed % 2 == 1
        policies = [GreedyPolicy() for _ in range(n)]
        history: list[tuple] = []
        step = 0
        while True:
            acts = s.legal_actions()
            rg.check_all(s, acts, step, r)
            check_frames(s)
            if s.winner is not None or s.turn > turn_cap:
                break
            if greedy:
                seat = s.current_player()
                a = policies[seat].choose(view(s, seat), acts, r)
            else:
                a = rg.choose(acts, r)
            if a[0] in ("play", "use") and a[1].split(" as ")[-1] in mine:
                played[a[1]] += 1
            s.apply(a)
            history.append(a)
            step += 1
        again = new_game(n, animalfolk=folk, seed=seed)
        for a in history:
            again.apply(a)
        assert again.to_dict() == s.to_dict(), f"replay of {deck} {n}p seed {seed} differs"
    return played


def ismcts_game(decks: list[str], seed: int, iterations: int = 15):
    """One 2-player game of ISMCTS (few iterations) against greedy with these decks, played
    through the simulator's game loop to its end; returns the result (winner, actions)."""
    from ludoteca.bots import make_bot
    from ludoteca.sim.simulate import play_game

    bots = [make_bot(f"ismcts:iterations={iterations}"), make_bot("greedy")]
    return play_game("dale", bots, seed, {"animalfolk": list(decks)}, max_turns=400,
                     keep_actions=True)
