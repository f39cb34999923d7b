"""Train a small policy for Dale of Merchants on CPU, then measure it on held-out games.

REINFORCE (Williams, 1992) with a linear softmax policy over the *masked* integer
sub-decisions of the Gymnasium environment ``ludoteca/Dale-v0`` (:mod:`ludoteca.rl.gym_env`):
the learner is one seat (drawn at each game), the other seat a Ludoteca bot (``--opponent``,
default ``random``). The policy's logits are ``obs @ W + b`` on the legal ids only (the
observation is the learner's view, :mod:`ludoteca.dale.observation`). The only reward is the
end of the game (+1 a win, −1 a loss, 0 when cut by the turn or action cap); each
sub-decision is credited with it discounted by ``--gamma`` per later sub-decision of the
learner (so a quicker win is worth more), less a running-mean baseline; the update is Adam on
the log-probability gradient, once per game. numpy only.

After training for ``--minutes`` of CPU time (or ``--episodes`` games), the policy (sampling
its softmax) plays ``--games`` held-out games (seeds never used in training) against the random
bot and against the greedy bot, next to the untrained policy (uniform over the legal
sub-decisions) on the same seeds, and the script prints each win rate with a 95% Wilson
interval and the mean length of the games won, in turns.

Usage::

    python examples/train_dale.py --minutes 5 --seed 1 --games 200
"""

from __future__ import annotations

import argparse
import time

import gymnasium
import numpy as np

import ludoteca.rl.gym_env  # noqa: F401 (registers ludoteca/Dale-v0)
from ludoteca.core.stats import wilson

#: Held-out evaluation seeds start here; training seeds are drawn below it.
HELD_OUT = 1_000_000


class LinearPolicy:
    """Softmax over the legal ids of ``obs @ W + b``, trained with Adam."""

    def __init__(self, n_obs: int, n_act: int, lr: float, rng: np.random.Generator):
        self.W = np.zeros((n_obs, n_act))
        self.b = np.zeros(n_act)
        self.lr = lr
        self.rng = rng
        self.mW, self.vW = np.zeros_like(self.W), np.zeros_like(self.W)
        self.mb, self.vb = np.zeros_like(self.b), np.zeros_like(self.b)
        self.t = 0

    def act(self, obs: np.ndarray, mask: np.ndarray):
        """A sampled legal id, and what :meth:`update` needs of this step."""
        legal = np.flatnonzero(mask)
        idx = np.flatnonzero(obs)
        x = obs[idx]
        logits = x @ self.W[np.ix_(idx, legal)] + self.b[legal]
        p = np.exp(logits - logits.max())
        p /= p.sum()
        k = int(self.rng.choice(len(legal), p=p))
        return int(legal[k]), (idx, x, legal, p, k)

    def update(self, steps: list, advantages: np.ndarray) -> None:
        """One Adam step along ``sum_t advantages[t] * grad log pi(a_t|s_t)`` (averaged)."""
        gW = np.zeros_like(self.W)
        gb = np.zeros_like(self.b)
        for (idx, x, legal, p, k), adv in zip(steps, advantages):
            d = -p
            d[k] += 1.0
            d *= adv
            gW[np.ix_(idx, legal)] += np.outer(x, d)
            gb[legal] += d
        scale = 1.0 / max(1, len(steps))
        self.t += 1
        for g, w, m, v in ((gW, self.W, self.mW, self.vW), (gb, self.b, self.mb, self.vb)):
            g *= scale
            m *= 0.9
            m += 0.1 * g
            v *= 0.999
            v += 0.001 * g * g
            w += self.lr * (m / (1 - 0.9 ** self.t)) / (np.sqrt(v / (1 - 0.999 ** self.t)) + 1e-8)


def play(env, policy: LinearPolicy | None, seed: int, rng: np.random.Generator):
    """One game; returns (reward, the policy's steps, the game's last turn)."""
    obs, info = env.reset(seed=seed)
    steps, done, reward = [], False, 0.0
    while not done:
        if policy is None:
            action = int(rng.choice(np.flatnonzero(info["action_mask"])))
        else:
            action, step = policy.act(obs, info["action_mask"])
            steps.append(step)
        obs, reward, terminated, truncated, info = env.step(action)
        done = terminated or truncated
    return reward, steps, info["turn"]


def make_env(opponent: str, max_turns: int):
    return gymnasium.make("ludoteca/Dale-v0", players=2, opponent=opponent,
                          max_turns=max_turns, max_actions=3000).unwrapped


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--minutes", type=float, default=5.0, help="training budget, CPU minutes")
    ap.add_argument("--episodes", type=int, default=None, help="stop after this many games")
    ap.add_argument("--seed", type=int, default=1, help="seed of the training games and policy")
    ap.add_argument("--games", type=int, default=200, help="held-out games per evaluation")
    ap.add_argument("--opponent", default="random", help="the bot trained against")
    ap.add_argument("--lr", type=float, default=0.01, help="Adam step size")
    ap.add_argument("--gamma", type=float, default=0.995, help="discount per sub-decision")
    ap.add_argument("--max-turns", type=int, default=300, help="turn cap of a game")
    args = ap.parse_args(argv)

    rng = np.random.default_rng(args.seed)
    env = make_env(args.opponent, args.max_turns)
    policy = LinearPolicy(env.observation_space.shape[0], env.action_space.n, args.lr, rng)
    baseline, episodes, wins = 0.0, 0, 0
    start = time.process_time()
    while time.process_time() - start < args.minutes * 60:
        if args.episodes is not None and episodes >= args.episodes:
            break
        reward, steps, _ = play(env, policy, int(rng.integers(0, HELD_OUT)), rng)
        returns = reward * args.gamma ** np.arange(len(steps) - 1, -1, -1, dtype=float)
        policy.update(steps, returns - baseline)
        baseline += 0.05 * (float(returns.mean()) - baseline) if len(steps) else 0.0
        episodes += 1
        wins += reward > 0
        if episodes % 100 == 0:
            print(f"{episodes} games trained, {wins} won", flush=True)
    spent = (time.process_time() - start) / 60
    print(f"trained on {episodes} games against {args.opponent} ({wins} won) "
          f"in {spent:.1f} CPU minutes")

    for opponent in ("random", "greedy"):
        env = make_env(opponent, args.max_turns)
        for name, pol in (("untrained", None), ("trained", policy)):
            eval_rng = np.random.default_rng(args.seed + 7)
            results = [play(env, pol, HELD_OUT + g, eval_rng) for g in range(args.games)]
            won = [turn for reward, _, turn in results if reward > 0]
            low, high = wilson(len(won), args.games)
            turns = f", won games last {np.mean(won):.0f} turns on average" if won else ""
            print(f"{name} vs {opponent}: {len(won)} of {args.games} held-out games won = "
                  f"{len(won) / args.games:.1%} (95% Wilson CI {low:.1%}-{high:.1%}){turns}")


if __name__ == "__main__":
    main()
