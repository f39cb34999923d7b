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
4. **plays out** with a fast default policy (``greedy`` or ``random``) to the **horizon**: the
   end of the turn ``playout_turns`` turns after the turn of the decision being searched.
   The tree stops growing at the horizon too, so every playout is scored at the same point
   of the game whichever action led there (an action that ends the turn at once is not
   scored after the opponent's reply while a bonus action is scored before it);
5. **back-propagates** one reward per player: 1 for the winner and 0 for the others when the
   playout ended the game, else the heuristic of :func:`evaluate` (a number in (0, 1) per
   player); every node adds the reward of the player who chose the action leading to it.

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

from ludoteca.bots.base import Action, InformationSet, Option, SearchBot, check_options
from ludoteca.dale import evaluation as dale_eval
from ludoteca.bots.greedy import GreedyBot

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
# Evaluation of a non-terminal state (Dale of Merchants)
# ------------------------------------------------------------------------------------------

def evaluate(state: Any, players: int) -> list[float]:
    """Reward per seat of a finished or cut-off playout, each in [0, 1].

    A finished game gives 1 to the winner and 0 to the others. A non-terminal Dale state is
    scored by the fitted evaluation of :mod:`ludoteca.dale.evaluation` (``logistic`` of the
    seat's score minus the best other seat's). A state of another game gives every seat 0.5.
    """
    if hasattr(state, "stalls"):  # Dale: dale_eval.rewards also scores a finished game
        return dale_eval.rewards(state, players)
    winner = getattr(state, "winner", None)
    if winner is not None:
        return [1.0 if q == winner else 0.0 for q in range(players)]
    return [0.5] * players


# ------------------------------------------------------------------------------------------
# Playout policies
# ------------------------------------------------------------------------------------------

def _dale_view(state: Any, seat: int) -> dict[str, Any]:
    from ludoteca.dale.views import view

    return view(state, seat)


class _GreedyPolicy:
    """The greedy bot, one instance per seat (it remembers techniques played this turn)."""

    def __init__(self, players: int, viewer: Callable[[Any, int], dict[str, Any]]):
        self.bots = [GreedyBot() for _ in range(players)]
        self.viewer = viewer

    def __call__(self, state: Any, rng: random.Random) -> Action:
        p = state.current_player()
        seen = self.viewer(state, p)
        legal = seen.get("legal_actions") or state.legal_actions()
        return self.bots[p].choose(seen, legal, rng)


def _random_policy(state: Any, rng: random.Random) -> Action:
    legal = state.legal_actions()
    return legal[rng.randrange(len(legal))]


def prune_dale(view: dict[str, Any], legal: list[Action]) -> list[Action]:
    """The root candidates of a Dale main-action decision: all actions except that each market
    slot keeps only the payment the greedy bot prefers (least waste, most junk, fewest and
    cheapest animalfolk cards) — the whole ``buy +N with …`` where purchases are listed whole
    (the usual case), its first card ``pay +N with CARD`` where they go card by card — and
    Inventories keep only the empty one and the greedy one (all junk: ``inventory junk, …``, or
    ``discard junk`` where Inventories go card by card). Other decisions are not pruned. This
    cuts the branching from ~30–50 to ~10.
    """
    if not any(a[0] in ("buy", "inventory") for a in legal):
        return legal
    g = GreedyBot()
    best: dict[Any, tuple] = {}
    for score, first, _rest in g._buy_plans(view, legal):
        if first[1] not in best or score > best[first[1]][0]:
            best[first[1]] = (score, first)
    best_buy = {slot: first for slot, (_score, first) in best.items()}
    for a in legal:  # a slot the greedy plan missed keeps its first listed start
        if a[0] in ("buy", "pay") and len(a) == 3:
            best_buy.setdefault(a[1], a)
    invs = [a for a in legal if a[0] == "inventory"]
    keep_inv = set()
    if invs:
        keep_inv.add(g._best_inventory(invs, view))
        keep_inv.add(invs[0])
    out = []
    for a in legal:
        if a[0] in ("buy", "pay") and len(a) == 3 and best_buy.get(a[1]) != a:
            continue
        if a[0] == "inventory" and a not in keep_inv:
            continue
        if a[0] == "discard" and a[1] != "junk":  # an Inventory starts with its junk
            continue
        out.append(a)
    return out


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
        if infoset is None:  # no way to sample states: play greedily
            return self.fallback.choose(view, legal, rng)
        if (view.get("decision") or {}).get("kind") in ("pay", "inventory"):
            # The rest of a purchase or an Inventory chosen at the action decision: the greedy
            # plan made with it (as when purchases were whole actions).
            return self.fallback.choose(view, legal, rng)
        players = int(view.get("players", 2))
        viewer = getattr(infoset, "viewer", None) or _dale_view
        policy: Callable[[Any, random.Random], Action]
        root = Node(None, None, -1)
        root_legal = prune_dale(view, list(legal)) if self.prune else list(legal)
        if len(root_legal) == 1:
            return root_legal[0]
        start = time.perf_counter()
        deadline = start + self.seconds if self.seconds else None
        done = 0
        while True:
            if deadline is not None:
                if done and time.perf_counter() >= deadline:
                    break
            elif done >= self.iterations:
                break
            state = infoset.determinize(rng)
            policy = (_GreedyPolicy(players, viewer) if self.playout == "greedy"
                      else _random_policy)
            self._iterate(root, root_legal, state, players, policy, rng,
                          horizon=state.turn + self.playout_turns)
            done += 1
        self.last_stats = {"iterations": done, "seconds": time.perf_counter() - start}
        # The most visited action; ties go to the higher mean reward, then to legal order.
        order = {a: i for i, a in enumerate(legal)}
        best = max(root.children.values(),
                   key=lambda n: (n.visits, n.reward / n.visits if n.visits else 0.0,
                                  -order.get(n.action, 0)))
        if best.action[0] == "pay" and len(best.action) == 3:
            plans = [p for p in self.fallback._buy_plans(view, legal) if p[1] == best.action]
            self.fallback._pay_plan = list(max(plans, key=lambda p: p[0])[2]) if plans else []
        return best.action

    def _iterate(self, root: Node, root_legal: list[Action], state: Any, players: int,
                 policy: Callable[[Any, random.Random], Action], rng: random.Random,
                 horizon: int) -> None:
        """One iteration on the determinized ``state``. The tree and the playout both stop
        when turn ``horizon`` is over, so every evaluation is made at the same point of the
        game (the start of the turn after the horizon), whatever action led there."""
        node = root
        legal = root_legal  # the observer's own choices are the same in every sample
        path = [root]
        # Selection and expansion.
        while True:
            if state.is_terminal() or state.turn > horizon or len(path) > self.depth:
                break
            if legal is None:
                legal = state.legal_actions()
            player = state.current_player()
            untried = [a for a in legal if a not in node.children]
            if untried:
                action = untried[rng.randrange(len(untried))]
                child = Node(action, node, player)
                node.children[action] = child
                for a in legal:  # availability of the siblings tried so far (and this one)
                    sib = node.children.get(a)
                    if sib is not None:
                        sib.avail += 1
                state.apply(action)
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
            state.apply(best.action)
            path.append(best)
            node = best
            legal = None
        # Playout.
        while not state.is_terminal() and state.turn <= horizon:
            state.apply(policy(state, rng))
        rewards = evaluate(state, players)
        # Back-propagation.
        for n in path:
            n.visits += 1
            if n.player >= 0:
                n.reward += rewards[n.player]
