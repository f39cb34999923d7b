"""Random games over the Dale 3 decks Lemurs, Magpies and Echidnas mixed with others, played by
the one driver :func:`testkit.dale.play_checked_game` (its invariants at every step: card
count conserved, a legal action at every decision, notation round trip, JSON round trip,
views show no hidden card, clones independent, frames as declared, replay reproduces)."""

from __future__ import annotations

from ludoteca.dale.editions import classic as _classic
import random
from collections import Counter

from ludoteca.dale import cards

from testkit.dale import greedy_policy, play_checked_game, random_policy


def random_games(deck: str, n: int, *, seeds: int = 2, turn_cap: int = 150) -> Counter:
    """Play ``seeds`` games with random bots and ``seeds`` with greedy bots, ``n`` players,
    ``deck`` and ``n`` other decks drawn from every registered deck, each checked at every
    step by :func:`testkit.dale.play_checked_game` (and replayed). Returns how often each card
    of ``deck`` was played or used (its techniques and abilities)."""
    mine = {t.name for t in _classic().cards_of(deck)}
    played: Counter = Counter()
    for seed in range(2 * seeds):
        r = random.Random(f"{deck}-{n}-{seed}")
        folk = [deck] + r.sample([f for f in _classic().decks if f != deck], n)
        greedy = seed % 2 == 1
        g = play_checked_game(n, seed, folk=folk, rng=r, turn_cap=turn_cap,
                              policy=greedy_policy(n) if greedy else random_policy)
        for token, k in g.tokens("play", "use").items():
            if token.split(" as ")[-1] in mine:
                played[token] += k
    return played


def ismcts_game(decks: list[str], seed: int, iterations: int = 15):
    """One 2-player game of ISMCTS (few iterations) against greedy with these decks, played
    through the simulator's game loop to its end; returns the result (winner, actions)."""
    from ludoteca.bots import make_bot
    from ludoteca.sim.simulate import play_game

    bots = [make_bot(f"ismcts:iterations={iterations}"), make_bot("greedy")]
    return play_game("dale", bots, seed, {"animalfolk": list(decks)}, max_turns=400,
                     keep_actions=True)
