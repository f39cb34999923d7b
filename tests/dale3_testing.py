"""Random games over the Dale 3 decks Lemurs, Magpies and Echidnas mixed with others, checked
at every step with the invariants of ``tests/dale/test_random_games.py`` (imported from that
file, not copied): card count conserved, a legal action at every decision, notation round
trip, JSON round trip, views show no hidden card, clones independent, replay reproduces."""

from __future__ import annotations

import importlib.util
import random
import sys
from collections import Counter
from pathlib import Path

from ludoteca.dale import cards, new_game
from ludoteca.dale.strategy import GreedyPolicy
from ludoteca.dale.views import view


def _random_games_module():
    """``tests/dale/test_random_games.py`` as a module (the same module object pytest uses when
    it collects that file: it is registered under its own name)."""
    name = "test_random_games"
    if name not in sys.modules:
        path = Path(__file__).resolve().parent / "dale" / "test_random_games.py"
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def check_frames(s) -> None:
    """Every pending frame fits its declaration (``dale.steps.Frame``), and a seat that does
    not decide the pending step sees nothing of it but who decides what; the deciding seat
    sees exactly the card lists declared secret to it (as ``tests/dale/test_steps_declared``
    checks for the classic decks)."""
    from ludoteca.dale.steps import CARDS, frame_of

    for f in s.frames:
        problem = frame_of(f[0]).conforms(f, s.cfg.n_players, len(s.cfg.types))
        assert problem is None, (f, problem)
    if not s.frames:
        return
    f = s.frames[-1]
    shape = frame_of(f[0])
    for seat in range(s.cfg.n_players):
        d = view(s, seat)["decision"]
        if seat != f[1]:
            assert d == {"player": f[1], "kind": f[0], "prompt": d["prompt"],
                         "msgid": d["msgid"], "values": d["values"], "cards": []}
        else:
            assert d["cards"] == [s.cfg.types[c].name for name in shape.secret
                                  if shape.kinds[name] == CARDS for c in shape.get(f, name)]


def random_games(deck: str, n: int, *, seeds: int = 2, turn_cap: int = 150) -> Counter:
    """Play ``seeds`` games with random bots and ``seeds`` with greedy bots, ``n`` players,
    ``deck`` and ``n`` other decks drawn from every registered deck; check the invariants at
    every step (and :func:`check_frames`) and that replaying the actions gives the same state. Returns how often each card
    of ``deck`` was played or used (its techniques and abilities)."""
    rg = _random_games_module()
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
