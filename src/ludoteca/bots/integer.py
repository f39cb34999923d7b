"""Bots that decide on the game's integer sub-decision space (issue #18, point 3).

In the game loop every bot still returns a *whole* action (records and players keep whole
actions), but the bots of this module build it one integer sub-decision at a time on an
:class:`~ludoteca.core.integer.IntState` (``IntegerGame(game)``, the game's optional part
``action_space``): ``buy`` → ``+2`` → ``Accordion`` → ``junk``. They reach a state only
through the information set (``infoset.determinize(rng)``), so they cannot read hidden cards;
a seat's own choices are the same in every determinization, so the whole action a walk
completes is one of the loop's legal actions (checked: :class:`WalkMismatch` otherwise).

* ``random-int`` (:class:`RandomIntBot`): uniform over the legal ids at each sub-decision (a
  whole action with many completions — a purchase with many payments — is therefore no more
  likely than one without: the OpenSpiel convention for random play).
* ``greedy-int`` (:class:`GreedyIntBot`): the game's ``policy("greedy")`` picks the whole
  action and steers the walk, id by id; a game without that policy scores each legal id by
  the best completion under ``Game.evaluate`` (one ply on a determinization).
* ``ismcts-int`` (:class:`IntISMCTSBot`): information-set MCTS whose tree nodes are
  sub-decisions, with greedy (whole actions, applied trusted), random (integer ids) or mixed
  playouts; see its docstring. Measured in docs/bots.md.

Bots import ``core`` only (layer contract).
"""

from __future__ import annotations

import copy
import math
import random
import time
from typing import Any, Callable

from ludoteca.bots.base import (Action, InformationSet, Option, SearchBot, check_options,
                                game_of)
from ludoteca.bots.greedy import GreedyBot
from ludoteca.bots.ismcts import (DEFAULT_C, DEFAULT_DEPTH, DEFAULT_PLAYOUT_TURNS,
                                  OPTIONS as ISMCTS_OPTIONS, _greedy_agent)
from ludoteca.core.integer import END, IntegerGame, IntState
from ludoteca.core.game import hook
from ludoteca.core.loop import play_out

_SPACES: dict[int, tuple[Any, IntegerGame]] = {}


def integer_game(game: Any) -> IntegerGame:
    """The :class:`IntegerGame` of ``game`` (made once per game object).

    Raises:
        ValueError: the game offers no ``action_space``.
    """
    got = _SPACES.get(id(game))
    if got is None or got[0] is not game:
        got = (game, IntegerGame(game))
        _SPACES[id(game)] = got
    return got[1]


class WalkMismatch(RuntimeError):
    """A walk on a determinization completed a whole action the loop did not list (the
    game's legal actions depend on something the seat cannot see: a bug of the game)."""


def walk(state: IntState, pick: Callable[[IntState, list[int]], int]) -> Action:
    """Choose sub-decisions on ``state`` with ``pick(state, legal_ids) -> id`` until a whole
    action completes; returns it (already applied to ``state.state``)."""
    while True:
        ids = state.legal_actions()
        whole = state.apply_action(pick(state, ids))
        if whole is not None:
            return whole


def _checked(whole: Action, legal: list[Action]) -> Action:
    if whole not in legal:
        raise WalkMismatch(f"the walk completed {whole!r}, which is not a legal action")
    return whole


# ------------------------------------------------------------------------------------------
# random-int
# ------------------------------------------------------------------------------------------

class RandomIntBot(SearchBot):
    """Uniform over the legal integer ids at each sub-decision, on a determinization of its
    information set (without one, uniform over the whole legal actions)."""

    name = "random-int"

    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random,
               infoset: InformationSet | None = None) -> Action:
        if not legal:
            raise ValueError("RandomIntBot.choose needs at least one legal action")
        if len(legal) == 1:
            return legal[0]
        if infoset is None:
            return legal[rng.randrange(len(legal))]
        ig = integer_game(game_of(self, infoset))
        s = ig.wrap(infoset.determinize(rng))
        return _checked(walk(s, lambda _s, ids: ids[rng.randrange(len(ids))]), legal)


# ------------------------------------------------------------------------------------------
# greedy-int
# ------------------------------------------------------------------------------------------

class GreedyIntBot(SearchBot):
    """The game's greedy knowledge on the integer space.

    With the game's ``policy("greedy")``: the policy's whole choice steers the walk (at each
    sub-decision the id on the path of the policy's action), so it plays the same actions as
    the ``greedy`` bot. Without a policy: each legal id is scored by the best completion
    under ``Game.evaluate`` for the bot's seat, on one determinization (one ply; ties: the
    lowest id).
    """

    name = "greedy-int"

    def __init__(self) -> None:
        self.fallback = GreedyBot()

    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random,
               infoset: InformationSet | None = None) -> Action:
        if not legal:
            raise ValueError("GreedyIntBot.choose needs at least one legal action")
        game = game_of(self, infoset)
        self.fallback.game = game
        policy = self.fallback.policy(game)
        if len(legal) == 1:
            if policy is not None:  # the policy keeps its plan of the turn up to date
                return policy.choose(view, legal, rng)
            return legal[0]
        if infoset is None:
            return self.fallback.choose(view, legal, rng, infoset)
        ig = integer_game(game)
        s = ig.wrap(infoset.determinize(rng))
        if policy is not None:
            target = policy.choose(view, legal, rng)
            path = s.atoms_of(target)
            return _checked(walk(s, lambda st, _ids: _next(path, st.prefix)), legal)
        seat = infoset.seat
        scores: dict[tuple[int, ...], float] = {}
        for action in legal:
            after = game.clone(s.state)
            ig.space.apply_trusted(after, action)
            scores[s.atoms_of(action)] = game.evaluate(after)[seat]

        def best(st: IntState, ids: list[int]) -> int:
            k = len(st.prefix)

            def score(a: int) -> float:
                if a == END:
                    return scores.get(st.prefix, float("-inf"))
                want = st.prefix + (a,)
                return max((v for p, v in scores.items() if p[:k + 1] == want),
                           default=float("-inf"))
            return max(ids, key=lambda a: (score(a), -a))

        return _checked(walk(s, best), legal)


# ------------------------------------------------------------------------------------------
# ismcts-int
# ------------------------------------------------------------------------------------------

#: The default budget (``ismcts-int`` without parameters); the other defaults — ``c``, the
#: horizon, the depth — are those of ``ismcts``.
DEFAULT_ITERATIONS = 1000

#: Searched decisions of one turn after which the bot leaves the rest of the turn to the
#: game's policy: a search that likes a technique giving its action back (Gift Voucher,
#: Good Old Times …) could otherwise play it again and again, and a turn has no cap.
MAX_SEARCHED_PER_TURN = 12

#: The spec options and their ranges (``ismcts-int:c=0.5``): those of ``ismcts``, with the
#: ``mixed`` playout and ``prune``.
OPTIONS: dict[str, Option] = {
    **ISMCTS_OPTIONS,
    "playout": Option("playout", "choice", choices=("greedy", "random", "mixed")),
    "prune": Option("prune", "choice", choices=("no", "yes")),
}


class IntNode:
    """One tree node: the sub-decision id that led here, who chose it, its statistics."""

    __slots__ = ("atom", "player", "children", "visits", "reward", "avail", "shared")

    def __init__(self, atom: int, player: int):
        self.atom = atom
        self.player = player
        self.children: dict[int, IntNode] = {}
        self.visits = 0
        self.reward = 0.0
        self.avail = 0
        #: an IntState of the observer's own pending decision at this node (its candidates
        #: computed once: they are the same in every determinization), or None
        self.shared: IntState | None = None


class IntISMCTSBot(SearchBot):
    """Single-observer ISMCTS whose tree nodes are integer sub-decisions.

    Each iteration determinizes the information set once, wraps the sample in an
    :class:`IntState` and walks the tree id by id with UCB1 over the ids available in that
    sample (availability counts, as in ``ismcts``), expands one untried id, and plays out
    over the integer space to the horizon — the end of the turn ``turns`` turns after the
    searched decision's — where ``Game.evaluate`` scores the state (a finished game: its
    returns). The tree grows through ``depth`` whole actions (default 1: the searched
    decision's own sub-decisions; what follows is played out).

    Cheap iterations: the sub-decisions of the observer's pending decision are listed once
    and shared by every sample (they depend only on what the seat knows); whole actions are
    applied trusted (they come from the legal list); the determinized states carry no
    knowledge tracking (``Game.determinize`` drops it, and no playout reads it). Playouts
    (``playout``): ``greedy`` (the default: the game's greedy policy over whole actions),
    ``random`` (uniform over the legal ids) or ``mixed`` (greedy for the searching seat,
    random ids for the others).

    Prior: the game's greedy policy (if any) picks one whole action at the root; its ids are
    expanded first and win ties of the final choice, so a tiny budget plays like ``greedy``.
    ``prune="yes"`` narrows the root to the game's ``prune`` hook's actions (off by default:
    it lost more games in the tuning runs, docs/bots.md). After
    :data:`MAX_SEARCHED_PER_TURN` searched decisions in one turn the policy plays the rest of
    the turn.

    Args: as ``ismcts`` (``iterations`` or ``seconds`` per decision, ``c``, ``playout``,
    ``playout_turns``, ``depth``) and ``prune``; ranges in :data:`OPTIONS`.

    Raises:
        BadInput: an option outside its range (``check_options``).
    """

    name = "ismcts-int"
    takes_options = True

    def __init__(self, iterations: int | None = None, seconds: float | None = None,
                 c: float = DEFAULT_C, playout: str = "greedy",
                 playout_turns: int = DEFAULT_PLAYOUT_TURNS, depth: int = DEFAULT_DEPTH,
                 prune: bool | str = False):
        if seconds is None and iterations is None:
            iterations = DEFAULT_ITERATIONS
        self.prune = prune if isinstance(prune, bool) else prune == "yes"
        given: dict[str, Any] = {"c": c, "playout": playout, "turns": playout_turns,
                                 "depth": depth}
        if iterations is not None:
            given["iterations"] = iterations
        if seconds is not None:
            given["seconds"] = seconds
        checked = check_options(self.name, OPTIONS, given)
        self.seconds = checked.get("seconds")
        self.iterations = checked.get("iterations") if self.seconds is None else None
        self.c = checked["c"]
        self.playout = checked["playout"]
        self.playout_turns = checked["turns"]
        self.depth = checked["depth"]
        self.fallback = GreedyBot()
        #: Statistics of the last search (iterations, seconds).
        self.last_stats: dict[str, float] = {}
        self.last_root: dict[str, tuple[int, float]] = {}
        self._turn_key: tuple[int, int] | None = None
        self._searched = 0

    @classmethod
    def from_params(cls, **params: str) -> "IntISMCTSBot":
        """Build from spec parameters (strings), checked against :data:`OPTIONS`.

        Raises:
            BadInput: an unknown option or a value outside its range.
        """
        kwargs = check_options(cls.name, OPTIONS, params)
        if "turns" in kwargs:
            kwargs["playout_turns"] = kwargs.pop("turns")
        return cls(**kwargs)

    def __repr__(self) -> str:
        budget = f"seconds={self.seconds}" if self.seconds else f"iterations={self.iterations}"
        return (f"<IntISMCTSBot {budget} playout={self.playout} turns={self.playout_turns} "
                f"depth={self.depth}>")

    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random,
               infoset: InformationSet | None = None) -> Action:
        if not legal:
            raise ValueError("IntISMCTSBot.choose needs at least one legal action")
        game = game_of(self, infoset)
        self.fallback.game = game
        policy = self.fallback.policy(game)
        if len(legal) == 1:
            if policy is not None:
                return policy.choose(view, legal, rng)
            return legal[0]
        if infoset is None:
            return self.fallback.choose(view, legal, rng)
        owns = getattr(policy, "owns", None)
        if owns is not None and owns(view):
            # the rest of a plan of the policy (a purchase made card by card): it finishes it
            return policy.choose(view, legal, rng)
        ig = integer_game(game)
        first = infoset.determinize(rng)
        key = (game.turn(first), infoset.seat)
        if key != self._turn_key:
            self._turn_key, self._searched = key, 0
        self._searched += 1
        if self._searched > MAX_SEARCHED_PER_TURN and policy is not None:
            # a turn that goes on and on (techniques that give their action back, played
            # again and again): the policy, which caps them, ends it
            return policy.choose(view, legal, rng)
        template = ig.wrap(game.clone(first))  # kept unchanged for the final choice
        template.legal_actions()
        me = infoset.seat
        prior: tuple[int, ...] = ()
        if policy is not None:
            # the seat's own policy: it remembers the turn (the techniques it named are
            # not named again, so a prior cannot loop)
            prior = template.atoms_of(policy.choose(view, legal, rng))
        allowed = None
        prune = hook(game, "prune") if self.prune else None
        if prune is not None:
            kept = prune(view, list(legal))
            if kept and len(kept) < len(legal):
                allowed = _allowed([template.atoms_of(a) for a in kept])
        self._allowed = allowed
        horizon = game.turn(first) + self.playout_turns
        root = IntNode(-1, -1)
        root.shared = template
        start = time.perf_counter()
        deadline = start + self.seconds if self.seconds else None
        done = 0
        sample: Any = first
        while True:
            if deadline is not None:
                if done and time.perf_counter() >= deadline:
                    break
            elif done >= self.iterations:
                break
            if sample is None:
                sample = infoset.determinize(rng)
            self._iterate(ig, game, root, sample, me, prior, rng, horizon)
            sample = None
            done += 1
        self.last_stats = {"iterations": done, "seconds": time.perf_counter() - start}
        #: The root's sub-decisions after the last search: atom text -> (visits, mean reward
        #: of the deciding seat), for tests and docs.
        self.last_root = {ig.atom_text(a): (n.visits, n.reward / n.visits if n.visits else 0.0)
                          for a, n in root.children.items()}
        whole = self._final(root, template, prior, legal, view, policy, rng)
        follow = getattr(policy, "follow", None)
        if follow is not None:
            follow(view, legal, whole)
        return whole

    # -- one iteration -------------------------------------------------------------------

    def _iterate(self, ig: IntegerGame, game: Any, root: IntNode, sample: Any, me: int,
                 prior: tuple[int, ...], rng: random.Random, horizon: int) -> None:
        node = root
        s = _rebind(root.shared, sample)  # type: ignore[arg-type]
        path = [root]
        wholes = 0
        while True:
            if wholes >= self.depth or game.is_terminal(s.state) or game.turn(s.state) > horizon:
                break
            ids = s.legal_actions()
            if self._allowed is not None and not s.history:
                ids = self._allowed.get(s.prefix, ids)
            player = s.current_player()
            untried = [a for a in ids if a not in node.children]
            if untried:
                want = _next(prior, s.prefix) if prior and not s.history else -1
                if want in untried:
                    atom = want
                else:
                    atom = untried[rng.randrange(len(untried))]
                child = IntNode(atom, player)
                node.children[atom] = child
                for a in ids:
                    sib = node.children.get(a)
                    if sib is not None:
                        sib.avail += 1
                s, whole = _step(s, child, me)
                wholes += whole
                path.append(child)
                break
            best = None
            best_value = -1.0
            c = self.c
            for a in ids:
                ch = node.children[a]
                ch.avail += 1
                value = ch.reward / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                if value > best_value:
                    best, best_value = ch, value
            assert best is not None
            s, whole = _step(s, best, me)
            wholes += whole
            path.append(best)
            node = best
        self._playout(game, s, me, rng, horizon)
        rewards = game.evaluate(s.state)
        for n in path:
            n.visits += 1
            if n.player >= 0:
                n.reward += rewards[n.player]

    def _playout(self, game: Any, s: IntState, me: int, rng: random.Random,
                 horizon: int) -> None:
        """Play ``s`` forward to the horizon: the pending whole action is completed at random
        (within the pruned root); then each seat plays its playout policy — ``random``:
        uniform over the legal ids; ``greedy``: the game's greedy policy over whole actions
        (applied trusted); ``mixed``: the greedy policy for the searching seat (the rest of
        its turn) and random ids for the others."""
        state = s.state
        randrange = rng.randrange
        mode = self.playout if hook(game, "policy") is not None else "random"
        while s.prefix:  # the whole action being built
            ids = s.legal_actions()
            if self._allowed is not None and not s.history:
                ids = self._allowed.get(s.prefix, ids)
            s.apply_action(ids[randrange(len(ids))])
        if mode == "greedy":
            play_out(game, state, _greedy_agent(game, rng), max_turns=horizon,
                     apply=s.game.space.apply_trusted)
            return
        ig = s.game
        greedy = _greedy_agent(game, rng) if mode == "mixed" else None
        apply_trusted = ig.space.apply_trusted
        while not game.is_terminal(state) and game.turn(state) <= horizon:
            seat = game.current_player(state)
            if greedy is not None and seat == me:
                apply_trusted(state, greedy(state, seat))
                continue
            t = ig.wrap(state)
            while True:
                ids = t.legal_actions()
                if t.apply_action(ids[randrange(len(ids))]) is not None:
                    break

    # -- the final choice ----------------------------------------------------------------

    def _final(self, root: IntNode, template: IntState, prior: tuple[int, ...],
               legal: list[Action], view: dict[str, Any], policy: Any,
               rng: random.Random) -> Action:
        """Follow the most visited child (ties: the higher mean, then the prior's id, then
        the lower id) down the tree while it lasts; the rest of the whole action is the
        prior's, when it agrees with the path so far, else the policy's (or the first)
        among the legal actions that extend the path."""
        s = _rebind(template, template.game.game.clone(template.state))
        node: IntNode | None = root
        while True:
            ids = s.legal_actions()
            if self._allowed is not None:
                ids = self._allowed.get(s.prefix, ids)
            k = len(s.prefix)
            pick = None
            if node is not None and node.children:
                kids = [node.children[a] for a in ids if a in node.children]
                if kids:
                    pr = _next(prior, s.prefix) if prior else -1
                    ch = max(kids, key=lambda n: (n.visits, n.reward / n.visits
                                                  if n.visits else 0.0, n.atom == pr, -n.atom))
                    pick = ch.atom
                    node = ch
            if pick is None:
                node = None
                if prior and _next(prior, s.prefix) in ids:
                    pick = _next(prior, s.prefix)
                else:
                    ext = [a for a in legal if template.atoms_of(a)[:k] == s.prefix]
                    if policy is not None and ext:
                        target = copy.deepcopy(policy).choose(view, ext, rng)
                    else:
                        target = ext[0] if ext else None
                    if target is None:
                        pick = ids[0]
                    else:
                        full = template.atoms_of(target)
                        pick = full[k] if k < len(full) else END
            whole = s.apply_action(pick)
            if whole is not None:
                return _checked(whole, legal)


def _allowed(paths: list[tuple[int, ...]]) -> dict[tuple[int, ...], list[int]]:
    """prefix -> the sorted ids that continue it towards one of the whole actions of atoms
    ``paths`` (END where a path ends and a longer one goes on)."""
    out: dict[tuple[int, ...], set[int]] = {}
    for path in paths:
        for k in range(len(path)):
            out.setdefault(path[:k], set()).add(path[k])
    for path in paths:
        if path in out:
            out[path].add(END)
    return {p: sorted(ids) for p, ids in out.items()}


def _next(path: tuple[int, ...], prefix: tuple[int, ...]) -> int:
    """The id that follows ``prefix`` on the way to the whole action of atoms ``path``
    (END once ``prefix`` is all of it); -1 when ``prefix`` is off that way."""
    k = len(prefix)
    if path[:k] != prefix:
        return -1
    return path[k] if k < len(path) else END


def _step(s: IntState, child: IntNode, me: int) -> tuple[IntState, int]:
    """Apply ``child.atom`` to ``s``: (the IntState after it, 1 if it completed a whole
    action else 0). A sub-decision inside the observer's own pending decision (no whole
    action applied yet in this sample) has the same candidates in every sample: they are
    computed once and kept on the node."""
    if child.shared is not None:
        return _rebind(child.shared, s.state), 0
    if s.apply_action(child.atom) is not None:
        return s, 1
    if child.player == me and not s.history:
        child.shared = copy.copy(s)
    return s, 0


def _rebind(template: IntState, state: Any) -> IntState:
    """``template`` (a pending decision whose sub-decisions are computed) on another state
    of the same information set: the cached candidates are shared (never changed in place),
    the state is ``state``, the history empty."""
    s = copy.copy(template)
    s.state = state
    s.history = []
    return s
