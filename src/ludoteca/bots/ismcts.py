"""Single-observer information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012).

Each iteration of :class:`ISMCTSBot`:

1. **determinizes**: samples a full state consistent with the bot's information set
   (``infoset.determinize(rng)`` — the only way the bot ever gets a state; it never touches the
   true state, so it cannot read hidden cards);
2. **selects** down the tree with UCB1 over the actions *available in this determinization*,
   each child's exploration term counting how often it was available (ISMCTS "availability"),
   not how often its parent was visited;
3. **expands** one action not tried yet at the first node that has one, unless the node is
   ``depth`` levels below the root (default 1: only the root's actions get statistics; the
   playout policy plays what follows them);
4. **plays out** (:func:`ludoteca.core.loop.play_out`) with a fast default policy (``greedy``:
   the game's ``policy("greedy")`` hook, or ``random``) to the **horizon**: the
   end of the turn ``playout_turns`` turns after the turn of the decision being searched.
   The tree stops growing at the horizon too, so every playout is scored at the same point
   of the game whichever action led there (an action that ends the turn at once is not
   scored after the opponent's reply while a bonus action is scored before it);
5. **back-propagates** one reward per player: 1 for the winner and 0 for the others when the
   playout ended the game, else the game's own evaluation (``Game.evaluate``, a number in
   [0, 1] per player); every node adds the reward of the player who chose the action leading
   to it.

The bot is game-agnostic: it drives the :class:`~ludoteca.core.game.Game` it plays (given to
``make_bot``, else the information set's, else the registry's ``dale``) only through the
protocol and its optional hooks — ``evaluate`` scores playouts, ``prune(view, legal)`` (if
the game has it) narrows the root, ``policy("greedy")`` (if it has it) plays the playouts and
the decisions the policy ``owns``; without a policy the playouts are random.

Why depth 1 by default: a Dale turn is a chain of the same player's decisions (bonus
techniques, then a main action, then choices inside effects). Below a deeper tree node the
reward is the *mean* over mostly poor follow-ups while they are explored, so within a budget
of a few hundred iterations an action that needs a good follow-up (a bonus technique) looks
worse than it is. Measured in docs/bots.md.

The tree nodes are keyed by actions only (one tree for the observer's information sets; other
players' actions are nodes too). Chance is not a node: the determinization replaces the
state's random generator, so future shuffles and die rolls are part of the sample.

Budget: ``iterations`` (deterministic for a seeded generator) or ``seconds`` per decision
(depends on the machine). Specs: ``ismcts``, ``ismcts:iterations=1000``, ``ismcts:seconds=1``,
``ismcts:iterations=500:playout=random:turns=2:c=0.7:depth=2``.
"""

from __future__ import annotations

import math
import random
import time
from typing import Any, Callable

from ludoteca.bots.base import (Action, InformationSet, Option, SearchBot, check_options,
                                game_of)
from ludoteca.bots.greedy import GreedyBot
from ludoteca.core.game import apply_listed, get_game, hook
from ludoteca.core.loop import legal_for, play_out

#: Default budget of ``ismcts`` without parameters (about a second per decision or less on a
#: laptop core; see docs/bots.md for the measurements).
DEFAULT_ITERATIONS = 300
#: The horizon: playouts run to the end of the turn this many turns after the searched
#: decision's turn (1: the opponent's reply in a 2-player game is played out too).
DEFAULT_PLAYOUT_TURNS = 1
#: Nodes below the root the tree may grow to (1: only the root's actions get statistics;
#: what follows them is played by the playout policy). See docs/bots.md for why.
DEFAULT_DEPTH = 1
#: UCB1 exploration constant (rewards are in [0, 1]).
DEFAULT_C = 0.35

#: The spec options and their ranges (``ismcts:c=0.5``). Upper bounds keep one decision
#: finite: at most a million iterations or an hour; a horizon of 100 turns; a tree 100 deep.
#: ``c`` 0 means no exploration; rewards are in [0, 1], so beyond 100 exploration is all.
OPTIONS: dict[str, Option] = {
    "iterations": Option("iterations", "int", 1, 1_000_000),
    "seconds": Option("seconds", "float", 0, 3600, low_open=True),
    "c": Option("c", "float", 0, 100),
    "playout": Option("playout", "choice", choices=("greedy", "random")),
    "turns": Option("turns", "int", 0, 100),
    "depth": Option("depth", "int", 1, 100),
}


# ------------------------------------------------------------------------------------------
# Evaluation and playout policies (all from the game)
# ------------------------------------------------------------------------------------------

def evaluate(state: Any, players: int, game: Any = None) -> list[float]:
    """Reward per seat of a finished or cut-off playout, each in [0, 1]: ``game.evaluate``
    (``game`` None: the registry's ``dale``, for callers written before there were several
    games). A finished game gives 1 to the winner and 0 to the others; ``players`` is the
    number of rewards expected (checked)."""
    rewards = (game if game is not None else get_game("dale")).evaluate(state)
    if len(rewards) != players:
        raise ValueError(f"the game gave {len(rewards)} rewards for {players} players")
    return rewards


def _greedy_agent(game: Any, rng: random.Random) -> Callable[[Any, int], Action]:
    """A playout agent: the game's greedy policy, one object per seat (it remembers the
    techniques played this turn)."""
    make = hook(game, "policy")
    policies: dict[int, Any] = {}

    def agent(state: Any, seat: int) -> Action:
        policy = policies.get(seat)
        if policy is None:
            policy = policies[seat] = make("greedy")
        seen = game.view(state, seat)
        return policy.choose(seen, legal_for(game, state, seen), rng)

    return agent


def _random_agent(game: Any, rng: random.Random) -> Callable[[Any, int], Action]:
    """A playout agent that picks uniformly among the legal actions."""
    def agent(state: Any, seat: int) -> Action:
        legal = game.legal_actions(state)
        return legal[rng.randrange(len(legal))]

    return agent


# ------------------------------------------------------------------------------------------
# The tree
# ------------------------------------------------------------------------------------------

class Node:
    """One node: the action that led here, who chose it, and its statistics."""

    __slots__ = ("action", "parent", "player", "children", "visits", "reward", "avail")

    def __init__(self, action: Action | None, parent: "Node | None", player: int):
        self.action = action
        self.parent = parent
        self.player = player  # the seat that chose ``action``
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.avail = 0

    def ucb(self, c: float) -> float:
        return self.reward / self.visits + c * math.sqrt(math.log(self.avail) / self.visits)


class ISMCTSBot(SearchBot):
    """Information-set MCTS with a greedy (default) or random playout policy.

    Args:
        iterations: iterations per decision (used when ``seconds`` is None).
        seconds: time budget per decision instead of an iteration count.
        c: UCB1 exploration constant.
        playout: ``"greedy"`` or ``"random"``.
        playout_turns: the horizon: playouts (and the tree) stop when the turn this many
            turns after the searched decision's turn is over; :func:`evaluate` then scores
            the state.
    """

    name = "ismcts"

    def __init__(self, iterations: int | None = None, seconds: float | None = None,
                 c: float = DEFAULT_C, playout: str = "greedy",
                 playout_turns: int = DEFAULT_PLAYOUT_TURNS, prune: bool = True,
                 depth: int = DEFAULT_DEPTH):
        if seconds is None and iterations is None:
            iterations = DEFAULT_ITERATIONS
        given = {"c": c, "playout": playout, "turns": playout_turns, "depth": depth}
        if iterations is not None:
            given["iterations"] = iterations
        if seconds is not None:
            given["seconds"] = seconds
        checked = check_options("ismcts", OPTIONS, given)
        iterations, seconds = checked.get("iterations"), checked.get("seconds")
        c, playout = checked["c"], checked["playout"]
        playout_turns, depth = checked["turns"], checked["depth"]
        self.iterations = iterations if seconds is None else None
        self.seconds = seconds
        self.c = c
        self.playout = playout
        self.playout_turns = playout_turns
        self.prune = prune
        self.depth = depth
        self.fallback = GreedyBot()
        #: Statistics of the last search (iterations, seconds), for benchmarks and docs.
        self.last_stats: dict[str, float] = {}

    #: ``make_bot`` passes spec options to :meth:`from_params`.
    takes_options = True

    @classmethod
    def from_params(cls, **params: str) -> "ISMCTSBot":
        """Build from spec parameters (strings): ``iterations``, ``seconds``, ``c``,
        ``playout``, ``turns``, ``depth`` (ranges in :data:`OPTIONS`).

        Raises:
            BadInput: for an unknown key, a value that is not a number of the option's kind,
                or one outside its range (one line naming the option and the range).
        """
        kwargs = check_options("ismcts", OPTIONS, params)
        if "turns" in kwargs:
            kwargs["playout_turns"] = kwargs.pop("turns")
        return cls(**kwargs)

    def __repr__(self) -> str:
        budget = f"seconds={self.seconds}" if self.seconds else f"iterations={self.iterations}"
        return (f"<ISMCTSBot {budget} playout={self.playout} turns={self.playout_turns} "
                f"depth={self.depth}>")

    # -- the search ----------------------------------------------------------------------

    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random,
               infoset: InformationSet | None = None) -> Action:
        if not legal:
            raise ValueError("ISMCTSBot.choose needs at least one legal action")
        if len(legal) == 1:
            return legal[0]
        game = game_of(self, infoset)
        self.fallback.game = game
        if infoset is None:  # no way to sample states: play as the greedy bot
            return self.fallback.choose(view, legal, rng)
        policy = self.fallback.policy(game)
        owns = getattr(policy, "owns", None)
        if owns is not None and owns(view):
            # A decision that continues a plan of the game's policy (Dale: the rest of a
            # purchase or an Inventory chosen card by card): the policy finishes its plan.
            return self.fallback.choose(view, legal, rng, infoset)
        prune = hook(game, "prune") if self.prune else None
        root_legal = prune(view, list(legal)) if prune is not None else list(legal)
        if len(root_legal) == 1:
            return root_legal[0]
        root = self._search(game, policy, root_legal, rng, infoset)
        # The most visited action; ties go to the higher mean reward, then to legal order.
        order = {a: i for i, a in enumerate(legal)}
        best = max(root.children.values(),
                   key=lambda n: (n.visits, n.reward / n.visits if n.visits else 0.0,
                                  -order.get(n.action, 0)))
        follow = getattr(policy, "follow", None)
        if follow is not None:  # the policy plans the rest (Dale: a payment card by card)
            follow(view, legal, best.action)
        return best.action

    def _search(self, game: Any, policy: Any, root_legal: list[Action], rng: random.Random,
                infoset: InformationSet, root: Node | None = None,
                until: Callable[[Node], bool] | None = None) -> Node:
        """Grow a tree over ``root_legal`` within the budget (or, with ``until``, a tree
        ``root`` already grown until ``until(root)``); returns its root."""
        root = Node(None, None, -1) if root is None else root
        greedy = self.playout == "greedy" and policy is not None
        start = time.perf_counter()
        deadline = start + self.seconds if self.seconds and until is None else None
        done = 0
        while True:
            if until is not None:
                if until(root):
                    break
            elif deadline is not None:
                if done and time.perf_counter() >= deadline:
                    break
            elif done >= self.iterations:
                break
            state = infoset.determinize(rng)
            agent = _greedy_agent(game, rng) if greedy else _random_agent(game, rng)
            self._iterate(game, root, root_legal, state, agent, rng,
                          horizon=game.turn(state) + self.playout_turns)
            done += 1
        self.last_stats = {"iterations": done, "seconds": time.perf_counter() - start}
        return root

    def root_values(self, view: dict[str, Any], legal: list[Action], rng: random.Random,
                    infoset: InformationSet, include: tuple[Action, ...] = ()
                    ) -> list[tuple[Action, int, float | None]]:
        """The search's statistics of the root, for analysis and hints (``ludoteca.coach``).

        Searches the decision as :meth:`choose` does (the game's ``prune`` narrows the root,
        the same budget), with the actions of ``include`` (each one of ``legal``) kept in the
        root even if pruned and sampled at least once (the search goes on past the budget
        until they are), and every decision searched even when only one action is left.
        The seat's information set is the only source of states (``infoset.determinize``).

        Returns:
            ``(action, visits, mean)`` per root action, in ``legal`` order: ``mean`` is the
            mean reward of the deciding seat after the action, in [0, 1] (the win
            probability the search estimates), None for an action the budget never tried.

        Raises:
            ValueError: ``legal`` is empty or ``include`` names an action not in ``legal``.
        """
        if not legal:
            raise ValueError("root_values needs at least one legal action")
        if any(a not in legal for a in include):
            raise ValueError("root_values: an included action is not legal")
        game = game_of(self, infoset)
        self.fallback.game = game
        policy = self.fallback.policy(game)
        prune = hook(game, "prune") if self.prune else None
        kept = set(prune(view, list(legal)) if prune is not None else legal) | set(include)
        root_legal = [a for a in legal if a in kept]
        root = self._search(game, policy, root_legal, rng, infoset)
        if include:
            # The root tries an untried action first in every iteration, so at most one more
            # iteration per root action gives each included action its first sample.
            self._search(game, policy, root_legal, rng, infoset, root=root,
                         until=lambda r: all(a in r.children for a in include))
        out: list[tuple[Action, int, float | None]] = []
        for a in root_legal:
            node = root.children.get(a)
            if node is None or not node.visits:
                out.append((a, 0, None))
            else:
                out.append((a, node.visits, node.reward / node.visits))
        return out

    def _iterate(self, game: Any, root: Node, root_legal: list[Action], state: Any,
                 agent: Callable[[Any, int], Action], rng: random.Random,
                 horizon: int) -> None:
        """One iteration on the determinized ``state``. The tree and the playout both stop
        when turn ``horizon`` is over, so every evaluation is made at the same point of the
        game (the start of the turn after the horizon), whatever action led there."""
        node = root
        legal = root_legal  # the observer's own choices are the same in every sample
        path = [root]
        # Selection and expansion.
        while True:
            if game.is_terminal(state) or game.turn(state) > horizon or len(path) > self.depth:
                break
            if legal is None:
                legal = game.legal_actions(state)
            player = game.current_player(state)
            untried = [a for a in legal if a not in node.children]
            if untried:
                action = untried[rng.randrange(len(untried))]
                child = Node(action, node, player)
                node.children[action] = child
                for a in legal:  # availability of the siblings tried so far (and this one)
                    sib = node.children.get(a)
                    if sib is not None:
                        sib.avail += 1
                apply_listed(game, state, action)  # from this state's legal list
                path.append(child)
                node = child
                break
            best = None
            best_value = -1.0
            for a in legal:
                ch = node.children[a]
                ch.avail += 1
                value = ch.ucb(self.c)
                if value > best_value:
                    best, best_value = ch, value
            assert best is not None
            apply_listed(game, state, best.action)
            path.append(best)
            node = best
            legal = None
        # Playout: the one game loop, to the end of the horizon's turn.
        # the playout policy picks from each state's own legal list: applied without a re-check
        play_out(game, state, agent, max_turns=horizon,
                 apply=lambda st, action: apply_listed(game, st, action))
        rewards = game.evaluate(state)
        # Back-propagation.
        for n in path:
            n.visits += 1
            if n.player >= 0:
                n.reward += rewards[n.player]
