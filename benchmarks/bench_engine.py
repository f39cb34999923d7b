"""Throughput and latency of the Dale engine, measured against peers in the same run (issue #7).

Run by hand (never part of the test suite's timing)::

    .venv/bin/pip install -e '.[bench]'            # OpenSpiel (pyspiel) and RLCard
    .venv/bin/python benchmarks/bench_engine.py               # full run, about 10 minutes
    .venv/bin/python benchmarks/bench_engine.py --quick       # under a minute
    .venv/bin/python benchmarks/bench_engine.py --json out.json --profile

What it measures, all in one process pinned to one core (except the scaling runs, which use
fresh child processes so that their memory and core count are their own):

* Dale random playouts (2, 3, 4 players): every ``apply`` is one decision, including the
  choices inside card effects. Random play almost never builds eight stacks, so a random
  game is cut at ``--random-turns`` turns; "games per second" counts such cut games.
* ``clone()`` and ``legal_actions()`` in microseconds on states sampled from those games,
  and the size of a state's serialised form (``len(json.dumps(state.to_dict()))``).
* ISMCTS iterations per second (2 players, default playout policy), when ``ludoteca.bots``
  has an ``ismcts`` bot; otherwise "n/a".
* A greedy-vs-greedy simulation of ``--games`` games in a fresh process: games per second
  and peak resident memory (VmHWM, else ``ru_maxrss``), then the same tournament of ``--scale-games``
  games with 1 and 2 worker processes.
* The same random-playout loop over OpenSpiel's C++ ``crazy_eights`` and ``hearts``
  (``pyspiel``) and RLCard's ``uno``: these are the anchors every Dale figure is divided by.
* Issue #18: the 2-player random playout over the integer sub-decision space
  (``ludoteca.core.integer``; sub-decisions/s and whole actions/s), ``IntState.clone()``,
  greedy-vs-greedy games/s of ``greedy`` and ``greedy-int`` and ISMCTS iterations/s of
  ``ismcts`` and ``ismcts-int`` (a bot not registered is "n/a"), the build (pure or
  compiled, ``ludoteca.compiled()``), and the targets of issue #18, met or not met.

Rates are per CPU second of the measuring process (``time.process_time``), with the wall-time
rate beside them; the load average is printed at the start and the end.

A peer that cannot be imported makes its ratios "n/a" (the reason is printed); its targets
then fail. ``--json FILE`` writes ``{"figures": {...}, "targets": [...], "meta": {...}}``.
See docs/performance.md for the latest numbers and how to read them.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import math
import multiprocessing as mp
import os
import platform
import pstats
import random
import resource
import subprocess
import sys
import time
from dataclasses import asdict, dataclass, field
from typing import Any, Callable

# ------------------------------------------------------------------------------------------
# Configuration
# ------------------------------------------------------------------------------------------


@dataclass
class Config:
    """Budgets of one benchmark run (the command-line options)."""

    #: Seconds spent on each throughput measurement (one per engine and player count), split
    #: over ``rounds`` interleaved rounds.
    seconds: float = 10.0
    rounds: int = 5
    #: Random games are cut when this turn would begin (random play almost never ends).
    random_turns: int = 200
    #: States sampled per player count for clone / legal_actions / size.
    states: int = 300
    #: Seconds spent timing clone() (and again legal_actions()) per player count and engine.
    micro_seconds: float = 2.0
    #: ISMCTS: iterations per decision and the number of decisions searched.
    ismcts_iterations: int = 200
    ismcts_decisions: int = 8
    #: Greedy-vs-greedy games of the memory measurement.
    games: int = 10_000
    #: Games of each scaling run (1 worker, then 2 workers); 0 skips the scaling runs.
    scale_games: int = 10_000
    #: Worker count of the parallel scaling run.
    workers: int = 2
    #: Turn cap of the greedy simulations (as ``ludoteca simulate``).
    sim_max_turns: int = 400
    #: Measure OpenSpiel and RLCard when importable.
    peers: bool = True
    #: Pin the measuring process to one core during the single-core measurements.
    pin: bool = True
    #: "all", "single" (only the single-core figures) or "sim" (only the greedy simulations).
    only: str = "all"
    seed: int = 0


QUICK = dict(seconds=1.5, rounds=2, states=80, micro_seconds=0.4, ismcts_iterations=40,
             ismcts_decisions=3, games=300, scale_games=300)

PLAYER_COUNTS = (2, 3, 4)
#: The greedy bots timed game against game (today's on whole actions, and the integer one
#: when registered), and the ISMCTS bots timed per iteration.
BOT_SPECS = ("greedy", "greedy-int")
ISMCTS_SPECS = ("ismcts", "ismcts-int")


# ------------------------------------------------------------------------------------------
# Small helpers
# ------------------------------------------------------------------------------------------


def _timed_loop(body: Callable[[], int], seconds: float, min_calls: int = 1
                ) -> tuple[int, int, float, float]:
    """Call ``body`` (which returns how many steps it made) until ``seconds`` of CPU time have
    passed.

    Returns (calls, steps, elapsed CPU seconds of this process, elapsed wall seconds)."""
    calls = steps = 0
    cpu = time.process_time
    start, wall = cpu(), time.perf_counter()
    while True:
        steps += body()
        calls += 1
        elapsed = cpu() - start
        if calls >= min_calls and elapsed >= seconds:
            return calls, steps, elapsed, time.perf_counter() - wall


def _per_call_us(func: Callable[[Any], Any], items: list, seconds: float,
                 fresh: Callable[[Any], Any] | None = None) -> float | None:
    """Mean CPU microseconds of ``func(item)`` over ``items``, repeated for about ``seconds``.

    With ``fresh``, every call gets ``fresh(item)`` made outside the timer (so a result cached
    inside an object cannot be reused by the next call)."""
    if not items:
        return None
    calls = 0
    total = 0.0
    perf = time.process_time  # CPU time of this process
    deadline = perf() + seconds
    while True:
        if fresh is not None:
            batch = [fresh(x) for x in items]
            t0 = perf()
            for x in batch:
                func(x)
            total += perf() - t0
        else:
            t0 = perf()
            for x in items:
                func(x)
            total += perf() - t0
        calls += len(items)
        if perf() >= deadline:
            break
    return total / calls * 1e6


def _ratio(a: float | None, b: float | None) -> float | None:
    if a is None or b is None or b == 0:
        return None
    return a / b


def _compiled_modules() -> list[str] | None:
    """``ludoteca.compiled()`` (docs/performance.md, "Compiled build"); None for a version
    of Ludoteca without it."""
    import ludoteca

    return ludoteca.compiled() if hasattr(ludoteca, "compiled") else None


def _machine() -> dict[str, Any]:
    cpu = platform.processor() or ""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as fh:
            for line in fh:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    try:
        repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        commit = subprocess.run(["git", "-C", repo, "rev-parse", "--short", "HEAD"],
                                capture_output=True, text=True, timeout=5).stdout.strip()
        dirty = bool(subprocess.run(["git", "-C", repo, "status", "--porcelain", "--", "src"],
                                    capture_output=True, text=True, timeout=5).stdout.strip())
    except (OSError, subprocess.SubprocessError):
        commit, dirty = "", False
    return {
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "platform": platform.platform(),
        "cpu": cpu,
        "cpus": os.cpu_count(),
        "commit": commit,
        "src_dirty": dirty,
        # Which build of Ludoteca runs: its compiled (mypyc) modules, [] for pure Python.
        "compiled_modules": _compiled_modules(),
        "date": time.strftime("%Y-%m-%d %H:%M:%S"),
        "load_average_at_start": _load(),
    }


def _load() -> list[float] | None:
    """The 1, 5 and 15-minute load averages: other work on the machine skews every figure."""
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except OSError:
        return None


# ------------------------------------------------------------------------------------------
# Dale: random playouts, sampled states, micro-benchmarks
# ------------------------------------------------------------------------------------------


def dale_random_game(players: int, seed: int, rng: random.Random, max_turns: int,
                     keep: list | None = None, every: int = 0) -> int:
    """One random-vs-random Dale game cut at ``max_turns``; returns its decision count.

    Played by the one game loop, :func:`ludoteca.core.loop.play_out`, over the registered
    game, with :data:`PLAYOUT_OPTIONS`. With ``keep`` and ``every``, a clone of every
    ``every``-th state is appended to ``keep`` (then the game keeps its seats' knowledge, as
    a game played by people does).
    """
    from ludoteca.core.game import get_game
    from ludoteca.core.loop import play_out

    game = get_game("dale")
    # the sampled states (``keep``) are a game's as played, with the seats' knowledge
    state = game.new_state(players, seed, None if keep is not None else PLAYOUT_OPTIONS)
    choice = rng.choice
    legal_actions = game.legal_actions

    def agent(st: Any, _seat: int) -> Any:
        return choice(legal_actions(st))

    on_action = None
    if keep is not None and every:
        count = [0]

        def on_action(st: Any, _seat: int, _action: Any) -> None:
            if count[0] % every == 0:
                keep.append(st.clone())
            count[0] += 1

    return play_out(game, state, agent, max_turns=max_turns, on_action=on_action).decisions


def dale_random_playouts(players: int, seconds: float, max_turns: int, seed: int = 0) -> dict[str, float]:
    """Random-vs-random Dale games for about ``seconds``: decisions/s, games/s, decisions/game."""
    rng = random.Random(f"bench-dale:{players}:{seed}")
    counter = [seed]

    def one() -> int:
        counter[0] += 1
        return dale_random_game(players, counter[0], rng, max_turns)

    games, decisions, elapsed, wall = _timed_loop(one, seconds)
    return {
        "decisions_per_s": decisions / elapsed,
        "decisions_per_s_wall": decisions / wall,
        "games_per_s": games / elapsed,
        "decisions_per_game": decisions / games,
        "games": games,
    }


#: The setup options of the random playouts (whole-action and integer): the seats' knowledge
#: of the hidden cards is not kept (the Dale option ``knowledge``), since a random agent reads
#: none and the peers keep none (issue 31: "knowledge off where nothing reads it");
#: ``--knowledge`` keeps it, as the runs before 2026-12-08 did.
PLAYOUT_OPTIONS: dict[str, Any] = {"knowledge": False}

_INT_GAME: list = []


def _int_game() -> Any:
    """Dale's integer sub-decision space (``ludoteca.core.integer``), built once."""
    if not _INT_GAME:
        from ludoteca.core.game import get_game
        from ludoteca.core.integer import IntegerGame

        _INT_GAME.append(IntegerGame(get_game("dale")))
    return _INT_GAME[0]


def dale_int_random_game(players: int, seed: int, rng: random.Random,
                         max_turns: int) -> tuple[int, int]:
    """One random Dale game over the integer space (``IntState.legal_actions`` +
    ``apply_action`` of a random id), cut before turn ``max_turns + 1`` as the whole-action
    loop is; returns (sub-decisions, whole actions completed)."""
    s = _int_game().new_state(players, seed, PLAYOUT_OPTIONS)
    choice = rng.choice
    sub = whole = 0
    while not s.is_terminal() and s.turn() <= max_turns:
        if s.apply_action(choice(s.legal_actions())) is not None:
            whole += 1
        sub += 1
    return sub, whole


def dale_int_random_playouts(players: int, seconds: float, max_turns: int,
                             seed: int = 0) -> dict[str, float]:
    """Random Dale games over the integer space for about ``seconds`` of CPU time:
    sub-decisions/s and whole actions/s (CPU and wall)."""
    rng = random.Random(f"bench-dale-int:{players}:{seed}")
    counter = [seed]
    wholes = [0]

    def one() -> int:
        counter[0] += 1
        sub, whole = dale_int_random_game(players, counter[0], rng, max_turns)
        wholes[0] += whole
        return sub

    games, subs, elapsed, wall = _timed_loop(one, seconds)
    return {
        "sub_decisions_per_s": subs / elapsed,
        "sub_decisions_per_s_wall": subs / wall,
        "whole_actions_per_s": wholes[0] / elapsed,
        "whole_actions_per_s_wall": wholes[0] / wall,
        "sub_decisions_per_whole_action": subs / wholes[0] if wholes[0] else None,
        "games_per_s": games / elapsed,
    }


def dale_int_clone_us(states: list, seconds: float) -> float | None:
    """``IntState.clone()`` CPU microseconds on the sampled game states seen through the
    integer space, each with its legal sub-decisions listed (so the cached listing is there)."""
    ig = _int_game()
    wrapped = []
    for st in states:
        w = ig.wrap(st.clone())
        if not w.is_terminal():
            w.legal_actions()
        wrapped.append(w)
    return _per_call_us(lambda w: w.clone(), wrapped, seconds)


def _play_bot_games(spec: str, seconds: float, max_turns: int, seed: int = 0
                    ) -> dict[str, float]:
    """2-player games of bot ``spec`` against itself (``ludoteca.sim.simulate.play_game``,
    one process) for about ``seconds`` of CPU time: games/s (CPU and wall)."""
    from ludoteca.bots import make_bot
    from ludoteca.sim.simulate import play_game

    make_bot(spec)  # fails early (reported as n/a) when the bot is not registered
    counter = [30_000 + seed]
    decisions = [0]

    def one() -> int:
        counter[0] += 1
        res = play_game("dale", [make_bot(spec), make_bot(spec)], counter[0],
                        max_turns=max_turns)
        decisions[0] += res.decisions
        return 1

    games, _, elapsed, wall = _timed_loop(one, seconds)
    return {"games_per_s": games / elapsed, "games_per_s_wall": wall and games / wall,
            "decisions_per_s": decisions[0] / elapsed,
            "decisions_per_s_wall": wall and decisions[0] / wall,
            "decisions_per_game": decisions[0] / games}


def build_kind() -> str:
    """"compiled" when ``ludoteca.compiled()`` exists and says the mypyc build is loaded,
    else "pure"."""
    import ludoteca

    fn = getattr(ludoteca, "compiled", None)
    try:
        return "compiled" if fn is not None and fn() else "pure"
    except Exception:  # noqa: BLE001
        return "pure"


def dale_sample_states(players: int, count: int, max_turns: int, seed: int = 0) -> list:
    """``count`` states sampled along random games (every 7th decision), for micro-benchmarks."""
    rng = random.Random(f"bench-dale-sample:{players}:{seed}")
    states: list = []
    g = 10_000 + seed
    while len(states) < count:
        g += 1
        dale_random_game(players, g, rng, max_turns, keep=states, every=7)
    return states[:count]


def dale_micro(states: list, seconds: float) -> dict[str, float | None]:
    """clone() and legal_actions() in microseconds, and the serialised size in bytes."""
    sizes = [len(json.dumps(s.to_dict())) for s in states]
    return {
        "clone_us": _per_call_us(lambda s: s.clone(), states, seconds),
        # legal_actions on a fresh clone each time: a cache inside the state cannot help.
        "legal_actions_us": _per_call_us(lambda s: s.legal_actions(), states, seconds,
                                         fresh=lambda s: s.clone()),
        "state_bytes": sum(sizes) / len(sizes) if sizes else None,
        "state_bytes_max": max(sizes) if sizes else None,
    }


def dale_profile(seconds: float, max_turns: int, top: int = 25) -> str:
    """cProfile of the 2-player random playout loop over the integer space; the ``top``
    functions by cumulative time, then by own time."""
    prof = cProfile.Profile()
    rng = random.Random("bench-profile")
    _int_game()
    prof.enable()
    start = time.process_time()
    g = 0
    while time.process_time() - start < seconds:
        g += 1
        dale_int_random_game(2, g, rng, max_turns)
    prof.disable()
    out = io.StringIO()
    stats = pstats.Stats(prof, stream=out).strip_dirs()
    stats.sort_stats("cumulative").print_stats(top)
    stats.sort_stats("tottime").print_stats(top // 2)
    return out.getvalue()


# ------------------------------------------------------------------------------------------
# Where the time goes: a sampling profile, grouped
# ------------------------------------------------------------------------------------------

#: The groups of the profile (issue 31), each named by the functions that enter it:
#: ``(module path suffix, function name or "*")``. A sample goes to the innermost frame of
#: its stack that enters a group (so the knowledge tracking inside an ``apply`` counts as
#: knowledge, the listing inside a view as listing); a stack that enters none is "other".
PROFILE_GROUPS: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("listing legal actions", (
        ("dale/turn.py", "legal_actions"), ("dale/turn.py", "main_actions"),
        ("dale/action_space.py", "heads"), ("dale/action_space.py", "candidates"),
        ("dale/game.py", "legal_actions"))),
    ("knowledge", (("dale/knowledge.py", "*"),)),
    ("validation (check, normalize)", (
        ("dale/turn.py", "check"), ("dale/reading.py", "normalize"),
        ("dale/reading.py", "normalize_move"), ("dale/reading.py", "normalize_steps"))),
    ("applying (do, clean-up)", (
        ("dale/turn.py", "do"), ("dale/turn.py", "apply_trusted"),
        ("dale/turn.py", "listed"), ("dale/turn.py", "advance"),
        ("dale/turn.py", "cleanup"))),
    ("views (without their listing)", (("dale/views.py", "view"),)),
    ("determinize", (("dale/views.py", "determinize"),)),
    ("clone", (("dale/state.py", "clone"),)),
    ("evaluation", (("dale/evaluation.py", "*"), ("bots/ismcts.py", "evaluate"))),
    ("policy (greedy scoring)", (("dale/strategy.py", "*"), ("bots/greedy.py", "*"))),
    ("integer layer (IntState)", (("core/integer.py", "*"),)),
    ("search tree (ISMCTS)", (("bots/ismcts.py", "*"), ("bots/integer.py", "*"))),
)


class GroupSampler:
    """A sampling profiler of this process's main thread (a thread that wakes every
    ``interval`` seconds and reads the main thread's stack, as py-spy does from outside).
    Functions of the compiled build have no Python frame: their time goes to the nearest
    Python caller. ``shares()`` gives each group's share of the samples."""

    def __init__(self, interval: float = 0.001) -> None:
        import threading

        self.interval = interval
        self.counts: dict[str, int] = {}
        self.samples = 0
        self._stop = threading.Event()
        self._main = threading.main_thread().ident
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._cache: dict[Any, str | None] = {}
        rules: dict[str, list[tuple[str, str]]] = {}
        for group, entries in PROFILE_GROUPS:
            for suffix, func in entries:
                rules.setdefault(func, []).append((suffix, group))
        self._rules = rules

    def _group_of(self, code: Any) -> str | None:
        try:
            return self._cache[code]
        except KeyError:
            pass
        path = code.co_filename.replace(os.sep, "/")
        found = None
        for func in (code.co_name, "*"):
            for suffix, group in self._rules.get(func, ()):
                if path.endswith("ludoteca/" + suffix):
                    found = group
                    break
            if found:
                break
        self._cache[code] = found
        return found

    def _run(self) -> None:
        frames = sys._current_frames
        while not self._stop.wait(self.interval):
            frame = frames().get(self._main)
            group = None
            while frame is not None:
                group = self._group_of(frame.f_code)
                if group is not None:
                    break
                frame = frame.f_back
            key = group or "other"
            self.counts[key] = self.counts.get(key, 0) + 1
            self.samples += 1

    def __enter__(self) -> "GroupSampler":
        self._switch = sys.getswitchinterval()
        sys.setswitchinterval(self.interval / 2)  # let the sampler in as often as it asks
        self._thread.start()
        return self

    def __exit__(self, *exc: Any) -> None:
        self._stop.set()
        self._thread.join()
        sys.setswitchinterval(self._switch)

    def shares(self) -> dict[str, float]:
        total = self.samples or 1
        return {g: self.counts.get(g, 0) / total for g, _ in PROFILE_GROUPS + (("other", ()),)}


def _workload(kind: str, seconds: float, max_turns: int, iterations: int) -> Callable[[], None]:
    """One unit of work of a profiled workload: an integer random playout, a greedy-vs-greedy
    game, or ISMCTS searches along a greedy game."""
    rng = random.Random(f"bench-groups:{kind}")
    counter = [0]
    if kind == "integer random playout":
        def run() -> None:
            counter[0] += 1
            dale_int_random_game(2, counter[0], rng, max_turns)
        return run
    if kind == "greedy playout":
        from ludoteca.bots import make_bot
        from ludoteca.sim.simulate import play_game

        def run() -> None:
            counter[0] += 1
            play_game("dale", [make_bot("greedy"), make_bot("greedy")], 40_000 + counter[0],
                      max_turns=400)
        return run
    from ludoteca.bots import make_bot
    from ludoteca.core.game import get_game
    from ludoteca.core.infoset import InformationSet, decide
    from ludoteca.core.loop import legal_for, play_out

    dale = get_game("dale")
    bot = make_bot(f"ismcts:iterations={iterations}")
    greedy = make_bot("greedy")

    def agent(state: Any, seat: int) -> Any:
        seen = dale.view(state, seat)
        legal = legal_for(dale, state, seen)
        if len(legal) > 1:
            decide(bot, seen, legal, rng, InformationSet(state, seat, dale.determinize, dale))
        return greedy.choose(seen, legal, rng)

    def run() -> None:
        counter[0] += 1
        state = dale.new_state(2, 50_000 + counter[0])
        play_out(dale, state, agent, max_decisions=6)
    return run


PROFILED = ("integer random playout", "greedy playout", "ISMCTS search")


def profile_groups(seconds: float, max_turns: int, iterations: int = 100
                   ) -> dict[str, dict[str, Any]]:
    """The grouped sampling profile of each workload of :data:`PROFILED`, about ``seconds``
    of CPU time each: ``{workload: {"samples": n, "shares": {group: share}}}``."""
    out: dict[str, dict[str, Any]] = {}
    for kind in PROFILED:
        run = _workload(kind, seconds, max_turns, iterations)
        with GroupSampler() as sampler:
            start = time.process_time()
            while True:
                run()
                if time.process_time() - start >= seconds:
                    break
        out[kind] = {"samples": sampler.samples, "shares": sampler.shares()}
    return out


def format_groups(groups: dict[str, dict[str, Any]]) -> str:
    """The grouped profile as a plain text table (one column per workload)."""
    kinds = list(groups)
    names = [g for g, _ in PROFILE_GROUPS] + ["other"]
    width = max(len(n) for n in names) + 2
    lines = ["".ljust(width) + "".join(k.rjust(26) for k in kinds)]
    for name in names:
        lines.append(name.ljust(width) + "".join(
            f"{100 * groups[k]['shares'].get(name, 0.0):25.1f}%" for k in kinds))
    lines.append("samples".ljust(width) + "".join(f"{groups[k]['samples']:26d}" for k in kinds))
    return "\n".join(lines)


# ------------------------------------------------------------------------------------------
# ISMCTS
# ------------------------------------------------------------------------------------------


def ismcts_rate(iterations: int, decisions: int, seed: int = 0, spec: str = "ismcts"
                ) -> tuple[float | None, str, float | None]:
    """ISMCTS iterations per CPU second (2 players, default playout) of the bot ``spec``
    (``ismcts``, or ``ismcts-int`` over the integer space) over ``decisions`` searches on
    states of a greedy game; returns (rate, reason when None, rate per wall second)."""
    try:
        from ludoteca.bots import make_bot
        from ludoteca.core.game import get_game
        from ludoteca.core.infoset import InformationSet, decide
        from ludoteca.core.loop import legal_for, play_out

        dale = get_game("dale")
        bot = make_bot(f"{spec}:iterations={iterations}")
    except Exception as exc:  # noqa: BLE001 - any failure means "not available"
        return None, f"bot {spec!r} not available ({type(exc).__name__}: {exc})", None
    greedy = [make_bot("greedy"), make_bot("greedy")]
    rng = random.Random(f"bench-ismcts:{seed}")
    total_iter = 0
    total_s = 0.0
    total_wall = 0.0
    searched = 0
    game = 0
    step = 0

    def agent(state: Any, seat: int) -> Any:
        nonlocal total_s, total_wall, total_iter, searched, step
        seen = dale.view(state, seat)
        legal = legal_for(dale, state, seen)
        # Search every 5th decision that offers a real choice; greedy plays the rest.
        if len(legal) > 1 and step % 5 == 0:
            t0, w0 = time.process_time(), time.perf_counter()
            decide(bot, seen, legal, rng, InformationSet(state, seat, dale.determinize, dale))
            total_s += time.process_time() - t0
            total_wall += time.perf_counter() - w0
            stats = getattr(bot, "last_stats", None) or {}
            total_iter += int(stats.get("iterations", iterations))
            searched += 1
        step += 1
        return greedy[seat].choose(seen, legal, rng)

    try:
        while searched < decisions:
            game += 1
            state = dale.new_state(2, 20_000 + seed + game)
            step = 0
            play_out(dale, state, agent, max_turns=400, stop=lambda _s: searched >= decisions)
    except Exception as exc:  # noqa: BLE001 - a bot in progress must not stop the benchmark
        return None, f"{spec} failed ({type(exc).__name__}: {exc})", None
    if not total_s:
        return None, "no decision searched", None
    return total_iter / total_s, "", total_iter / total_wall if total_wall else None


# ------------------------------------------------------------------------------------------
# Greedy simulations in fresh processes: memory and scaling
# ------------------------------------------------------------------------------------------


def _all_cpus() -> None:
    if hasattr(os, "sched_setaffinity"):
        try:
            os.sched_setaffinity(0, range(os.cpu_count() or 1))
        except OSError:
            pass


def _rss_mb() -> tuple[float, float]:
    """(current, peak) resident memory of this process in MiB.

    From /proc/self/status (VmRSS, VmHWM) where it exists: unlike ``ru_maxrss``, VmHWM starts
    afresh at ``exec``, so a spawned child does not report its parent's size at fork time."""
    try:
        cur = peak = None
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("VmRSS:"):
                    cur = int(line.split()[1]) / 1024
                elif line.startswith("VmHWM:"):
                    peak = int(line.split()[1]) / 1024
        if cur is not None and peak is not None:
            return cur, peak
    except (OSError, ValueError):
        pass
    kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return kb, kb


def _play_chunk(start: int, count: int, seats: list[str], max_turns: int) -> tuple[int, int]:
    """Play games ``start .. start+count-1`` (seed = index) with fresh bots; (games, decisions)."""
    from ludoteca.bots import make_bot
    from ludoteca.sim.simulate import play_game

    decisions = 0
    for i in range(start, start + count):
        bots = [make_bot(s) for s in seats]
        decisions += play_game("dale", bots, i, max_turns=max_turns).decisions
    return count, decisions


def _sim_child(games: int, workers: int, max_turns: int, seed: int, queue: Any) -> None:
    """Body of the child process of :func:`greedy_simulation`; puts one result dict."""
    try:
        _all_cpus()
        import inspect

        from ludoteca.sim.tournament import run_games

        base_mb, _ = _rss_mb()
        seats = ["greedy", "greedy"]
        native = "workers" in inspect.signature(run_games).parameters
        step = max(1, games // 50)

        def progress(i: int, _result: Any) -> None:
            if (i + 1) % step == 0:
                queue.put(("progress", step))

        t0 = time.perf_counter()
        if native:
            kw: dict[str, Any] = {"workers": workers}
            if workers == 1:
                kw["progress"] = progress
            res = run_games("dale", games, seats, seed=seed, max_turns=max_turns, **kw)
            played = len(res.results)
            decisions = sum(r.decisions for r in res.results)
            how = f"ludoteca.sim.tournament.run_games(workers={workers})"
        elif workers == 1:
            res = run_games("dale", games, seats, seed=seed, max_turns=max_turns,
                            progress=progress)
            played = len(res.results)
            decisions = sum(r.decisions for r in res.results)
            how = "ludoteca.sim.tournament.run_games (no workers option yet)"
        else:
            from concurrent.futures import ProcessPoolExecutor, as_completed

            chunk = max(1, math.ceil(games / (workers * 10)))
            played = decisions = 0
            ctx = mp.get_context("fork") if "fork" in mp.get_all_start_methods() else None
            with ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as pool:
                futs = [pool.submit(_play_chunk, seed + s, min(chunk, games - s), seats,
                                    max_turns) for s in range(0, games, chunk)]
                for fut in as_completed(futs):
                    g, d = fut.result()
                    played += g
                    decisions += d
                    queue.put(("progress", g))
            how = (f"own ProcessPoolExecutor({workers}) over play_game "
                   "(run_games has no workers option yet)")
        elapsed = time.perf_counter() - t0
        _, peak_mb = _rss_mb()
        kids_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        queue.put(("done", {
            "games": played, "decisions": decisions, "seconds": elapsed,
            "games_per_s": played / elapsed if elapsed else None,
            "base_rss_mb": base_mb, "peak_rss_mb": peak_mb,
            "children_peak_rss_mb": kids_kb / 1024, "how": how,
        }))
    except BaseException as exc:  # noqa: BLE001 - reported to the parent
        queue.put(("error", f"{type(exc).__name__}: {exc}"))


def greedy_simulation(games: int, workers: int, max_turns: int, seed: int = 0,
                      on_progress: Callable[[int], None] | None = None) -> dict[str, Any]:
    """A greedy-vs-greedy tournament of ``games`` games in a fresh (spawned) process.

    Returns games/s, the child's peak RSS and its RSS right after the imports (MiB), and how
    the games were spread over ``workers`` processes. Raises RuntimeError if the child fails.
    """
    ctx = mp.get_context("spawn")
    queue = ctx.Queue()
    proc = ctx.Process(target=_sim_child, args=(games, workers, max_turns, seed, queue))
    proc.start()
    result: dict[str, Any] | None = None
    error = ""
    import queue as queue_mod

    while result is None and not error:
        try:
            kind, payload = queue.get(timeout=0.5)
        except queue_mod.Empty:
            if not proc.is_alive():
                error = f"child exited with code {proc.exitcode}"
            continue
        if kind == "progress":
            if on_progress is not None:
                on_progress(payload)
        elif kind == "done":
            result = payload
        else:
            error = payload
    proc.join()
    if result is None:
        raise RuntimeError(f"greedy simulation failed: {error}")
    return result


# ------------------------------------------------------------------------------------------
# Peers: OpenSpiel (C++ through pyspiel) and RLCard (Python)
# ------------------------------------------------------------------------------------------


def _spiel_chance(outcomes: list, rng: random.Random) -> int:
    r = rng.random()
    acc = 0.0
    for action, p in outcomes:
        acc += p
        if r < acc:
            return action
    return outcomes[-1][0]


def openspiel_game(name: str, seconds: float, states: int, micro_seconds: float,
                   seed: int = 0) -> dict[str, Any]:
    """Random playouts of the OpenSpiel game ``name`` (default parameters).

    Steps are player decisions (``apply_action`` on a non-chance node): the chance nodes
    (deals) are played inside the timed loop but not counted, as Dale shuffles inside
    ``apply``. Also clone() and legal_actions() microseconds on sampled states."""
    import pyspiel  # noqa: PLC0415 - optional peer

    game = pyspiel.load_game(name)
    rng = random.Random(f"bench-spiel:{name}:{seed}")
    chance_steps = [0]

    def one(keep: list | None = None) -> int:
        state = game.new_initial_state()
        decisions = 0
        choice = rng.choice
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(_spiel_chance(state.chance_outcomes(), rng))
                chance_steps[0] += 1
            else:
                if keep is not None and decisions % 7 == 0:
                    keep.append(state.clone())
                state.apply_action(choice(state.legal_actions()))
                decisions += 1
        return decisions

    games, decisions, elapsed, wall = _timed_loop(one, seconds)
    sampled: list = []
    while len(sampled) < states:
        one(sampled)
    sampled = sampled[:states]
    return {
        "game": str(game),
        "steps_per_s": decisions / elapsed,
        "steps_per_s_wall": decisions / wall,
        "all_steps_per_s": (decisions + chance_steps[0]) / elapsed,
        "games_per_s": games / elapsed,
        "steps_per_game": decisions / games,
        "clone_us": _per_call_us(lambda s: s.clone(), sampled, micro_seconds),
        "legal_actions_us": _per_call_us(lambda s: s.legal_actions(), sampled, micro_seconds,
                                         fresh=lambda s: s.clone()),
    }


def rlcard_uno(seconds: float, seed: int = 0) -> dict[str, Any]:
    """Random playouts of RLCard's UNO (2 players), at two levels.

    ``steps_per_s`` is the engine loop (``game.get_legal_actions()`` + ``game.step``), the
    same shape as Dale's ``legal_actions`` + ``apply``; ``env_steps_per_s`` goes through the
    RL environment (``env.step``, which also encodes an observation)."""
    import rlcard  # noqa: PLC0415 - optional peer

    env = rlcard.make("uno", config={"seed": seed})
    game = env.game
    rng = random.Random(f"bench-uno:{seed}")

    def one_game() -> int:
        game.init_game()
        steps = 0
        choice = rng.choice
        while not game.is_over():
            game.step(choice(game.get_legal_actions()))
            steps += 1
        return steps

    def one_env() -> int:
        state, _ = env.reset()
        steps = 0
        choice = rng.choice
        while not env.is_over():
            state, _ = env.step(choice(list(state["legal_actions"])))
            steps += 1
        return steps

    games, steps, elapsed, wall = _timed_loop(one_game, seconds)
    egames, esteps, eelapsed, _ewall = _timed_loop(one_env, max(seconds / 2, 0.1))
    return {
        "steps_per_s": steps / elapsed,
        "steps_per_s_wall": steps / wall,
        "games_per_s": games / elapsed,
        "steps_per_game": steps / games,
        "env_steps_per_s": esteps / eelapsed,
    }


def pyminion_big_money(seconds: float, seed: int = 0) -> dict[str, Any]:
    """pyminion (Dominion in Python, PyPI ``pyminion``): 2-player games of its ``BigMoney``
    bot against itself on the base set, for about ``seconds`` of CPU time.

    A *decision* is one call of the bot's decider by pyminion's game loop: the action phase
    (only when an Action card is in hand, which BigMoney never buys), the treasure phase
    (which treasures to play) and each buy (which card, or none): about two per turn.

    Measured two ways, ``seconds`` each: as pyminion runs by default (``decisions_per_s``:
    the game's own output off, ``log_stdout=False``, but importing pyminion sets the root
    logger to INFO, so every message it logs is made into a record and dropped), and quiet
    (``quiet_decisions_per_s``: ``logging`` disabled below WARNING meanwhile, so only the
    messages' f-strings are left: about 2.3× faster). pyminion draws from the global
    ``random`` module, seeded here; its state is put back afterwards."""
    import logging

    from pyminion.bots.examples import BigMoney  # noqa: PLC0415 - optional peer
    from pyminion.bots.examples.big_money import BigMoneyDecider
    from pyminion.expansions.base import base_set
    from pyminion.game import Game as MinionGame

    count = [0]

    class CountingDecider(BigMoneyDecider):  # type: ignore[misc, valid-type]
        """BigMoney's decider, counting the decisions the game asks of it."""

        def action_phase_decision(self, *args: Any, **kw: Any) -> Any:
            count[0] += 1
            return super().action_phase_decision(*args, **kw)

        def treasure_phase_decision(self, *args: Any, **kw: Any) -> Any:
            count[0] += 1
            return super().treasure_phase_decision(*args, **kw)

        def buy_phase_decision(self, *args: Any, **kw: Any) -> Any:
            count[0] += 1
            return super().buy_phase_decision(*args, **kw)

    def bot(name: str) -> Any:
        b = BigMoney(player_id=name)
        b.decider = CountingDecider()
        return b

    def one() -> int:
        before = count[0]
        MinionGame(players=[bot("a"), bot("b")], expansions=[base_set],
                   log_stdout=False).play()
        return count[0] - before

    saved = random.getstate()
    random.seed(f"bench-pyminion:{seed}")
    try:
        games, decisions, elapsed, wall = _timed_loop(one, seconds)
        logging.disable(logging.INFO)
        try:
            _qgames, qdecisions, qelapsed, qwall = _timed_loop(one, seconds)
        finally:
            logging.disable(logging.NOTSET)
    finally:
        random.setstate(saved)
    return {
        "decisions_per_s": decisions / elapsed,
        "decisions_per_s_wall": decisions / wall,
        "quiet_decisions_per_s": qdecisions / qelapsed,
        "quiet_decisions_per_s_wall": qdecisions / qwall,
        "games_per_s": games / elapsed,
        "decisions_per_game": decisions / games,
    }


def _version(dist: str) -> str | None:
    try:
        from importlib.metadata import version

        return version(dist)
    except Exception:  # noqa: BLE001
        return None


# ------------------------------------------------------------------------------------------
# The run
# ------------------------------------------------------------------------------------------


@dataclass
class Target:
    name: str
    description: str
    value: float | None
    goal: float
    op: str  # ">=" or "<="
    note: str = ""

    @property
    def passed(self) -> bool:
        if self.value is None:
            return False
        return self.value >= self.goal if self.op == ">=" else self.value <= self.goal

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "description": self.description, "value": self.value,
                "goal": self.goal, "op": self.op, "pass": self.passed, "note": self.note}


@dataclass
class Report:
    figures: dict[str, float | int | str | None] = field(default_factory=dict)
    targets: list[Target] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"figures": self.figures, "targets": [t.to_json() for t in self.targets],
                "notes": self.notes, "meta": self.meta}


class _Steps:
    """Progress reporting: a no-op unless a Rich Progress is given."""

    def __init__(self, progress: Any = None, total: int = 1) -> None:
        self.progress = progress
        self.task = progress.add_task("benchmark", total=total) if progress is not None else None

    def start(self, text: str) -> None:
        if self.progress is not None:
            self.progress.update(self.task, description=text)

    def done(self, n: float = 1) -> None:
        if self.progress is not None:
            self.progress.advance(self.task, n)

    def sub(self, text: str, total: int) -> Callable[[int], None]:
        """A second bar for a long step; returns its advance function."""
        if self.progress is None:
            return lambda n: None
        task = self.progress.add_task(text, total=total)
        done = [0]  # counted here: Progress.tasks is a list, not indexed by task id

        def advance(n: int) -> None:
            if done[0] >= total:  # the bar is gone; late reports change nothing
                return
            done[0] += n
            self.progress.advance(task, n)
            if done[0] >= total:
                self.progress.remove_task(task)

        return advance


def _step_count(cfg: Config) -> int:
    per_round = 2 * len(PLAYER_COUNTS) + 2 + len(BOT_SPECS) + (4 if cfg.peers else 0)
    single = len(PLAYER_COUNTS) + max(1, cfg.rounds) * per_round + len(ISMCTS_SPECS)
    sims = 1 + (2 if cfg.scale_games else 0)
    return {"single": single, "sim": sims}.get(cfg.only, single + sims)


def run_benchmark(cfg: Config, progress: Any = None) -> Report:
    """Run every measurement of ``cfg``; ``progress`` is an optional Rich Progress."""
    rep = Report()
    rep.meta = {"machine": _machine(), "config": asdict(cfg), "build": build_kind(),
                "peers": {"open_spiel": _version("open_spiel"), "rlcard": _version("rlcard"),
                          "pyminion": _version("pyminion")}}
    f = rep.figures
    steps = _Steps(progress, _step_count(cfg))

    old_affinity = None
    if cfg.pin and hasattr(os, "sched_getaffinity"):
        try:
            old_affinity = os.sched_getaffinity(0)
            os.sched_setaffinity(0, {min(old_affinity)})
            rep.meta["pinned_cpu"] = min(old_affinity)
        except OSError:
            old_affinity = None
    try:
        if cfg.only != "sim":
            _single_core(cfg, rep, steps)
    finally:
        if old_affinity is not None:
            os.sched_setaffinity(0, old_affinity)

    if cfg.only == "single":
        rep.meta["machine"]["load_average_at_end"] = _load()
        rep.targets = _targets(cfg, f, "simulations skipped (--only single)", rep.meta["build"])
        return rep
    # -- greedy simulations in fresh processes ---------------------------------------------
    w1 = None
    if cfg.scale_games:
        steps.start(f"greedy tournament, {cfg.scale_games} games, 1 worker")
        w1 = greedy_simulation(cfg.scale_games, 1, cfg.sim_max_turns, cfg.seed,
                               steps.sub("  1 worker", cfg.scale_games))
        steps.done()
    if w1 is not None and cfg.games == cfg.scale_games:
        mem = w1
    else:
        steps.start(f"greedy simulation for memory, {cfg.games} games")
        mem = greedy_simulation(cfg.games, 1, cfg.sim_max_turns, cfg.seed,
                                steps.sub("  memory run", cfg.games))
    steps.done()
    f["dale_sim_games"] = mem["games"]
    f["dale_sim_games_per_s"] = mem["games_per_s"]
    f["dale_sim_decisions_per_game"] = mem["decisions"] / mem["games"] if mem["games"] else None
    f["dale_sim_base_rss_mb"] = mem["base_rss_mb"]
    f["dale_sim_peak_rss_mb"] = mem["peak_rss_mb"]
    f["dale_sim_rss_growth_mb"] = mem["peak_rss_mb"] - mem["base_rss_mb"]
    rep.notes.append(f"memory: peak RSS of a fresh process playing {mem['games']} greedy-vs-greedy "
                     f"games (turn cap {cfg.sim_max_turns}) via {mem['how']}; base = its RSS "
                     "after the imports")
    scale_note = ""
    if w1 is not None:
        cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
        steps.start(f"greedy tournament, {cfg.scale_games} games, {cfg.workers} workers")
        w2 = greedy_simulation(cfg.scale_games, cfg.workers, cfg.sim_max_turns, cfg.seed,
                               steps.sub(f"  {cfg.workers} workers", cfg.scale_games))
        steps.done()
        f["dale_sim_games_per_s_workers1"] = w1["games_per_s"]
        f[f"dale_sim_games_per_s_workers{cfg.workers}"] = w2["games_per_s"]
        f["dale_sim_scaling"] = _ratio(w2["games_per_s"], w1["games_per_s"])
        rep.notes.append(f"scaling: {cfg.scale_games} greedy games; 1 worker via {w1['how']}; "
                         f"{cfg.workers} workers via {w2['how']}; {cpus} CPUs available")
        if (cpus or 1) < cfg.workers:
            scale_note = f"only {cpus} CPU(s): scaling cannot be measured"
    else:
        f["dale_sim_scaling"] = None
        scale_note = "scaling runs skipped (--scale-games 0)"

    rep.meta["machine"]["load_average_at_end"] = _load()

    loads = [x for x in (rep.meta["machine"].get("load_average_at_start"),
                         rep.meta["machine"].get("load_average_at_end")) if x]
    ncpu = os.cpu_count() or 1
    if loads and max(x[0] for x in loads) > 0.5 * ncpu:
        rep.notes.append(f"the machine was busy (1-minute load average up to "
                         f"{max(x[0] for x in loads)} on {ncpu} CPUs): other processes took "
                         "core time, which skews the scaling run most")
    rep.targets = _targets(cfg, f, scale_note, rep.meta["build"])
    return rep


def _peer_note(f: dict[str, Any], peer: str) -> str:
    if peer == "uno":
        return "" if f.get("rlcard_uno_steps_per_s") else "n/a: " + f.get("rlcard_uno_na",
                                                                         "not measured")
    return "" if f.get(f"openspiel_{peer}_steps_per_s") else "n/a: " + f.get(
        "openspiel_na", "not measured")


def _targets(cfg: Config, f: dict[str, Any], scale_note: str, build: str = "pure"
             ) -> list[Target]:
    """The targets of issue 31 (and those of issue #18 it keeps), from the figures (ratios
    of one run, CPU time). A target of the other build is still computed from this run's
    figures, and its note says which build was measured."""
    on = f"measured on the {build} build"
    uno, c8 = _peer_note(f, "uno"), _peer_note(f, "crazy_eights")
    minion = "" if f.get("pyminion_decisions_per_s") else "n/a: " + str(
        f.get("pyminion_na") or "not measured")

    def na(value_key: str, na_key: str) -> str:
        return "" if f.get(value_key) else "n/a: " + str(f.get(na_key) or "not measured")

    bot_note = {"bot_greedy_int": na("bot_greedy_int_games_per_s", "bot_greedy_int_na"),
                "bot_ismcts_int": na("dale_ismcts_int_iterations_per_s", "dale_ismcts_int_na")}
    clone = f.get("ratio_dale_2p_clone_vs_crazy_eights_clone")
    clone_note = ("" if f.get("openspiel_crazy_eights_clone_us") else
                  "n/a: " + str(f.get("openspiel_na", "not measured")))
    return [
        Target("int_vs_uno_steps_pure",
               "Dale 2p random playout over the integer space, sub-decisions/s ≥ 0.6 × RLCard "
               "UNO game.step/s (pure-Python build)",
               f.get("ratio_dale_int_2p_vs_uno_steps"), 0.6, ">=", uno or on),
        Target("int_vs_uno_steps",
               "Dale 2p integer random playout sub-decisions/s ≥ 1.2 × RLCard UNO game.step/s "
               "(compiled build)",
               f.get("ratio_dale_int_2p_vs_uno_steps"), 1.2, ">=", uno or on),
        Target("int_vs_crazy_eights_steps",
               "Dale 2p integer random playout sub-decisions/s ≥ 0.3 × OpenSpiel crazy_eights "
               "steps/s (compiled build)",
               f.get("ratio_dale_int_2p_vs_crazy_eights_steps"), 0.3, ">=", c8 or on),
        Target("greedy_vs_pyminion_pure",
               "greedy-vs-greedy decisions/s ≥ 0.5 × pyminion BigMoney-vs-BigMoney decisions/s "
               "(pure-Python build)",
               f.get("ratio_greedy_vs_pyminion_decisions"), 0.5, ">=", minion or on),
        Target("greedy_vs_pyminion",
               "greedy-vs-greedy decisions/s ≥ 1 × pyminion BigMoney-vs-BigMoney decisions/s "
               "(compiled build)",
               f.get("ratio_greedy_vs_pyminion_decisions"), 1.0, ">=", minion or on),
        Target("greedy_int_vs_greedy",
               "greedy-vs-greedy games/s: greedy-int ≥ 5 × today's greedy (issue #18)",
               f.get("ratio_greedy_int_vs_greedy_games"), 5.0, ">=", bot_note["bot_greedy_int"]),
        Target("ismcts_int_vs_ismcts",
               "ISMCTS iterations/s: ismcts-int ≥ 5 × today's ismcts (issue #18)",
               f.get("ratio_ismcts_int_vs_ismcts_iterations"), 5.0, ">=",
               bot_note["bot_ismcts_int"]),
        Target("dale_clone_vs_crazy_eights_clone_pure",
               "Dale 2p clone() time ≤ 3 × pyspiel crazy_eights state.clone() time "
               "(pure-Python build)", clone, 3.0, "<=", clone_note or on),
        Target("dale_clone_vs_crazy_eights_clone",
               "Dale 2p clone() time ≤ 2 × pyspiel crazy_eights state.clone() time "
               "(compiled build)", clone, 2.0, "<=", clone_note or on),
        Target("sim_scaling_workers",
               f"{cfg.scale_games}-game greedy tournament: games/s with {cfg.workers} workers "
               "≥ 1.7 × with 1 worker (issue #18)",
               f.get("dale_sim_scaling"), 1.7, ">=", scale_note),
    ]


def _best(rounds: list[dict[str, Any]]) -> dict[str, Any]:
    """One result from several rounds of the same measurement: the highest rate (``*_per_s``),
    the lowest time (``*_us``), the mean of anything else."""
    out: dict[str, Any] = {}
    for key in rounds[0]:
        vals = [r[key] for r in rounds if r.get(key) is not None]
        if not vals or isinstance(vals[0], str):
            out[key] = rounds[0][key]
        elif key.endswith("_per_s"):
            out[key] = max(vals)
        elif key.endswith("_us"):
            out[key] = min(vals)
        else:
            out[key] = sum(vals) / len(vals)
    return out


def _single_core(cfg: Config, rep: Report, steps: _Steps) -> None:
    """Every single-core measurement, Dale and peers interleaved in ``cfg.rounds`` rounds; each
    figure keeps its best round, so a burst of other work on the machine hurts less and hurts
    Dale and the peers alike."""
    f = rep.figures
    rounds = max(1, cfg.rounds)
    per = cfg.seconds / rounds
    micro = cfg.micro_seconds / rounds
    # -- sampled Dale states (once) ----------------------------------------------------------
    sampled: dict[int, list] = {}
    for n in PLAYER_COUNTS:
        steps.start(f"sampling Dale {n}p states")
        sampled[n] = dale_sample_states(n, cfg.states, cfg.random_turns, cfg.seed)
        steps.done()
    measures: list[tuple[str, str, Callable[[int], dict[str, Any]]]] = []
    for n in PLAYER_COUNTS:
        measures.append((f"dale_{n}p_random", f"Dale {n}p random playouts",
                         lambda r, n=n: dale_random_playouts(n, per, cfg.random_turns,
                                                             cfg.seed + 1_000_003 * r)))
        measures.append((f"dale_{n}p", f"Dale {n}p clone / legal_actions",
                         lambda r, n=n: dale_micro(sampled[n], micro)))
    measures.append(("dale_int_2p_random", "Dale 2p random playouts over the integer space",
                     lambda r: dale_int_random_playouts(2, per, cfg.random_turns,
                                                        cfg.seed + 1_000_003 * r)))
    measures.append(("dale_int_2p", "Dale 2p IntState.clone",
                     lambda r: {"clone_us": dale_int_clone_us(sampled[2], micro)}))
    for spec in BOT_SPECS:
        key = "bot_" + spec.replace("-", "_")
        measures.append((key, f"{spec} vs {spec} games",
                         lambda r, spec=spec: _play_bot_games(spec, per, cfg.sim_max_turns,
                                                              cfg.seed + 1_000 * r)))
    if cfg.peers:
        for name in ("crazy_eights", "hearts"):
            measures.append((f"openspiel_{name}", f"OpenSpiel {name}",
                             lambda r, name=name: openspiel_game(name, per, cfg.states, micro,
                                                                 cfg.seed + r)))
        measures.append(("rlcard_uno", "RLCard uno", lambda r: rlcard_uno(per, cfg.seed + r)))
        measures.append(("pyminion", "pyminion BigMoney vs BigMoney",
                         lambda r: pyminion_big_money(per, cfg.seed + r)))
    else:
        f["openspiel_na"] = f["rlcard_uno_na"] = f["pyminion_na"] = (
            "peers not measured (--no-peers)")
    results: dict[str, list[dict[str, Any]]] = {key: [] for key, _, _ in measures}
    failed: dict[str, str] = {}
    for r in range(rounds):
        for key, label, fn in measures:
            if key in failed:
                steps.done()
                continue
            steps.start(f"round {r + 1}/{rounds}: {label}")
            try:
                results[key].append(fn(r))
            except Exception as exc:  # noqa: BLE001 - a missing peer or bot is reported
                if key.startswith("dale"):
                    raise
                failed[key] = f"{type(exc).__name__}: {exc}"
            steps.done()
    for key, rows in results.items():
        if rows:
            for name, value in _best(rows).items():
                f[f"{key}_{name}"] = value
    for key, why in failed.items():
        f["openspiel_na" if key.startswith("openspiel") else
          "rlcard_uno_na" if key.startswith("rlcard") else f"{key}_na"] = why
    rep.notes.append(f"single-core figures: {rounds} interleaved rounds of {per:.3g} s per "
                     "throughput figure; each figure keeps its best round")
    rep.notes.append(f"Dale random games are cut at turn {cfg.random_turns} (random play "
                     "almost never builds 8 stacks); games/s counts cut games")
    # -- ISMCTS ----------------------------------------------------------------------------
    for spec in ISMCTS_SPECS:
        key = "dale_" + spec.replace("-", "_")
        steps.start(f"{spec} 2p, {cfg.ismcts_decisions} × {cfg.ismcts_iterations} iterations")
        rate, why, wall_rate = ismcts_rate(cfg.ismcts_iterations, cfg.ismcts_decisions,
                                           cfg.seed, spec)
        f[f"{key}_iterations_per_s"] = rate
        f[f"{key}_iterations_per_s_wall"] = wall_rate
        if rate is None:
            f[f"{key}_na"] = why
            rep.notes.append(f"{spec}: n/a — {why}")
        steps.done()
    for spec in BOT_SPECS:
        key = "bot_" + spec.replace("-", "_")
        for name in ("games_per_s", "games_per_s_wall", "decisions_per_s",
                     "decisions_per_s_wall", "decisions_per_game"):
            f.setdefault(f"{key}_{name}", None)
        if f"{key}_na" in f:
            rep.notes.append(f"{spec}: n/a — {f[key + '_na']}")
    if "openspiel_na" in f:
        rep.notes.append(f"OpenSpiel: n/a — {f['openspiel_na']}")
    if "rlcard_uno_na" in f:
        rep.notes.append(f"RLCard: n/a — {f['rlcard_uno_na']}")
    for name in ("decisions_per_s", "decisions_per_s_wall", "quiet_decisions_per_s",
                 "quiet_decisions_per_s_wall", "games_per_s", "decisions_per_game"):
        f.setdefault(f"pyminion_{name}", None)
    if "pyminion_na" in f:
        rep.notes.append(f"pyminion: n/a — {f['pyminion_na']}")
    # -- ratios -----------------------------------------------------------------------------
    anchors_rate = {"uno": f.get("rlcard_uno_steps_per_s"),
                    "crazy_eights": f.get("openspiel_crazy_eights_steps_per_s"),
                    "hearts": f.get("openspiel_hearts_steps_per_s")}
    for n in PLAYER_COUNTS:
        for peer, value in anchors_rate.items():
            f[f"ratio_dale_{n}p_vs_{peer}_steps"] = _ratio(
                f[f"dale_{n}p_random_decisions_per_s"], value)
        for peer in ("crazy_eights", "hearts"):
            for what in ("clone", "legal_actions"):
                f[f"ratio_dale_{n}p_{what}_vs_{peer}_{what}"] = _ratio(
                    f[f"dale_{n}p_{what}_us"], f.get(f"openspiel_{peer}_{what}_us"))
    for peer, value in anchors_rate.items():
        f[f"ratio_dale_int_2p_vs_{peer}_steps"] = _ratio(
            f.get("dale_int_2p_random_sub_decisions_per_s"), value)
        f[f"ratio_dale_int_2p_whole_vs_{peer}_steps"] = _ratio(
            f.get("dale_int_2p_random_whole_actions_per_s"), value)
    f["ratio_dale_int_2p_whole_vs_today"] = _ratio(
        f.get("dale_int_2p_random_whole_actions_per_s"), f.get("dale_2p_random_decisions_per_s"))
    f["ratio_dale_int_2p_clone_vs_crazy_eights_clone"] = _ratio(
        f.get("dale_int_2p_clone_us"), f.get("openspiel_crazy_eights_clone_us"))
    f["ratio_greedy_int_vs_greedy_games"] = _ratio(f.get("bot_greedy_int_games_per_s"),
                                                   f.get("bot_greedy_games_per_s"))
    # issue 31: Dale's greedy-vs-greedy decisions/s ÷ pyminion's BigMoney-vs-BigMoney
    f["ratio_greedy_vs_pyminion_decisions"] = _ratio(f.get("bot_greedy_decisions_per_s"),
                                                     f.get("pyminion_decisions_per_s"))
    f["ratio_greedy_vs_pyminion_quiet_decisions"] = _ratio(
        f.get("bot_greedy_decisions_per_s"), f.get("pyminion_quiet_decisions_per_s"))
    f["ratio_ismcts_int_vs_ismcts_iterations"] = _ratio(
        f.get("dale_ismcts_int_iterations_per_s"), f.get("dale_ismcts_iterations_per_s"))
    rep.notes.append("peer steps are player decisions: OpenSpiel chance nodes (deals) run in "
                     "the timed loop but are not counted, as Dale shuffles inside apply; "
                     "RLCard steps are game.step calls (the env.step figure is given apart)")


# ------------------------------------------------------------------------------------------
# Printing
# ------------------------------------------------------------------------------------------


def _fmt(v: Any, digits: int = 3) -> str:
    if v is None:
        return "n/a"
    if isinstance(v, str):
        return v
    if isinstance(v, int):
        return f"{v:,}"
    if abs(v) >= 1000:
        return f"{v:,.0f}"
    if abs(v) >= 100:
        return f"{v:.1f}"
    return f"{v:.{digits}g}"


def _fmt_ratio(v: float | None) -> str:
    if v is None:
        return "n/a"
    return f"{v:.3g}×"


def print_report(rep: Report, console: Any, profile: str = "",
                 groups: dict[str, dict[str, Any]] | None = None) -> None:
    from rich.table import Table

    f = rep.figures
    t = Table(title="Dale engine (one core, one process)", show_lines=False)
    t.add_column("figure")
    t.add_column("Dale", justify="right")
    t.add_column("÷ UNO (RLCard)", justify="right")
    t.add_column("÷ crazy_eights (OpenSpiel)", justify="right")
    t.add_column("÷ hearts (OpenSpiel)", justify="right")
    for n in PLAYER_COUNTS:
        t.add_row(f"{n}p random playout decisions/s", _fmt(f.get(f"dale_{n}p_random_decisions_per_s")),
                  _fmt_ratio(f.get(f"ratio_dale_{n}p_vs_uno_steps")),
                  _fmt_ratio(f.get(f"ratio_dale_{n}p_vs_crazy_eights_steps")),
                  _fmt_ratio(f.get(f"ratio_dale_{n}p_vs_hearts_steps")))
    for n in PLAYER_COUNTS:
        t.add_row(f"{n}p random games/s (cut games)", _fmt(f.get(f"dale_{n}p_random_games_per_s")),
                  "", "", "")
        t.add_row(f"{n}p decisions per random game", _fmt(f.get(f"dale_{n}p_random_decisions_per_game")),
                  "", "", "")
    for n in PLAYER_COUNTS:
        for what in ("clone", "legal_actions"):
            t.add_row(f"{n}p {what}() µs", _fmt(f.get(f"dale_{n}p_{what}_us")), "",
                      _fmt_ratio(f.get(f"ratio_dale_{n}p_{what}_vs_crazy_eights_{what}")),
                      _fmt_ratio(f.get(f"ratio_dale_{n}p_{what}_vs_hearts_{what}")))
    for n in PLAYER_COUNTS:
        t.add_row(f"{n}p state size, bytes (mean / max)",
                  f"{_fmt(f.get(f'dale_{n}p_state_bytes'))} / {_fmt(f.get(f'dale_{n}p_state_bytes_max'))}",
                  "", "", "")
    t.add_row(f"greedy simulation games/s ({_fmt(f.get('dale_sim_games'))} games)",
              _fmt(f.get("dale_sim_games_per_s")), "", "", "")
    t.add_row("  peak RSS MiB (after imports → peak)",
              f"{_fmt(f.get('dale_sim_base_rss_mb'))} → {_fmt(f.get('dale_sim_peak_rss_mb'))}",
              "", "", "")
    if f.get("dale_sim_games_per_s_workers1") is not None:
        wkeys = sorted(k for k in f if k.startswith("dale_sim_games_per_s_workers"))
        for k in wkeys:
            t.add_row(f"tournament games/s, {k.rsplit('workers', 1)[1]} worker(s)", _fmt(f[k]),
                      "", "", "")
        t.add_row("scaling (many workers ÷ 1)", _fmt_ratio(f.get("dale_sim_scaling")), "", "", "")
    console.print(t)

    b = Table(title=f"Issue #18: integer space and bots ({rep.meta.get('build', 'pure')} "
                    "build; one core, CPU time; wall time beside it)")
    b.add_column("figure")
    b.add_column("CPU", justify="right")
    b.add_column("wall", justify="right")
    b.add_column("÷ UNO game.step", justify="right")
    b.add_column("÷ crazy_eights", justify="right")
    b.add_column("÷ today's", justify="right")
    b.add_row("2p integer random playout, sub-decisions/s",
              _fmt(f.get("dale_int_2p_random_sub_decisions_per_s")),
              _fmt(f.get("dale_int_2p_random_sub_decisions_per_s_wall")),
              _fmt_ratio(f.get("ratio_dale_int_2p_vs_uno_steps")),
              _fmt_ratio(f.get("ratio_dale_int_2p_vs_crazy_eights_steps")), "")
    b.add_row("2p integer random playout, whole actions/s",
              _fmt(f.get("dale_int_2p_random_whole_actions_per_s")),
              _fmt(f.get("dale_int_2p_random_whole_actions_per_s_wall")),
              _fmt_ratio(f.get("ratio_dale_int_2p_whole_vs_uno_steps")),
              _fmt_ratio(f.get("ratio_dale_int_2p_whole_vs_crazy_eights_steps")),
              _fmt_ratio(f.get("ratio_dale_int_2p_whole_vs_today")))
    b.add_row("  sub-decisions per whole action",
              _fmt(f.get("dale_int_2p_random_sub_decisions_per_whole_action")), "", "", "", "")
    b.add_row("2p whole-action random playout (today's), decisions/s",
              _fmt(f.get("dale_2p_random_decisions_per_s")),
              _fmt(f.get("dale_2p_random_decisions_per_s_wall")),
              _fmt_ratio(f.get("ratio_dale_2p_vs_uno_steps")),
              _fmt_ratio(f.get("ratio_dale_2p_vs_crazy_eights_steps")), "")
    b.add_row("2p clone(), µs (game state)", _fmt(f.get("dale_2p_clone_us")), "", "",
              _fmt_ratio(f.get("ratio_dale_2p_clone_vs_crazy_eights_clone")), "")
    b.add_row("2p IntState.clone(), µs", _fmt(f.get("dale_int_2p_clone_us")), "", "",
              _fmt_ratio(f.get("ratio_dale_int_2p_clone_vs_crazy_eights_clone")), "")
    for spec in BOT_SPECS:
        key = "bot_" + spec.replace("-", "_")
        b.add_row(f"{spec} vs {spec}, games/s", _fmt(f.get(f"{key}_games_per_s")),
                  _fmt(f.get(f"{key}_games_per_s_wall")), "", "",
                  _fmt_ratio(f.get("ratio_greedy_int_vs_greedy_games"))
                  if spec != "greedy" else "")
    b.add_row("greedy vs greedy, decisions/s (÷ pyminion BigMoney's in the last column)",
              _fmt(f.get("bot_greedy_decisions_per_s")),
              _fmt(f.get("bot_greedy_decisions_per_s_wall")), "", "",
              _fmt_ratio(f.get("ratio_greedy_vs_pyminion_decisions")))
    b.add_row("  the same ÷ quiet pyminion's (its logging disabled)", "", "", "", "",
              _fmt_ratio(f.get("ratio_greedy_vs_pyminion_quiet_decisions")))
    for spec in ISMCTS_SPECS:
        key = "dale_" + spec.replace("-", "_")
        b.add_row(f"{spec} 2p iterations/s", _fmt(f.get(f"{key}_iterations_per_s")),
                  _fmt(f.get(f"{key}_iterations_per_s_wall")), "", "",
                  _fmt_ratio(f.get("ratio_ismcts_int_vs_ismcts_iterations"))
                  if spec != "ismcts" else "")
    console.print(b)

    a = Table(title="Anchors (same run)")
    a.add_column("peer")
    a.add_column("steps/s", justify="right")
    a.add_column("wall", justify="right")
    a.add_column("steps/game", justify="right")
    a.add_column("clone() µs", justify="right")
    a.add_column("legal_actions() µs", justify="right")
    for name in ("crazy_eights", "hearts"):
        a.add_row(f"OpenSpiel {f.get(f'openspiel_{name}_game', name)}",
                  _fmt(f.get(f"openspiel_{name}_steps_per_s")),
                  _fmt(f.get(f"openspiel_{name}_steps_per_s_wall")),
                  _fmt(f.get(f"openspiel_{name}_steps_per_game")),
                  _fmt(f.get(f"openspiel_{name}_clone_us")),
                  _fmt(f.get(f"openspiel_{name}_legal_actions_us")))
    a.add_row("RLCard uno (game.step)", _fmt(f.get("rlcard_uno_steps_per_s")),
              _fmt(f.get("rlcard_uno_steps_per_s_wall")),
              _fmt(f.get("rlcard_uno_steps_per_game")), "", "")
    a.add_row("RLCard uno (env.step)", _fmt(f.get("rlcard_uno_env_steps_per_s")), "", "", "",
              "")
    a.add_row("pyminion BigMoney vs BigMoney (decisions)",
              _fmt(f.get("pyminion_decisions_per_s")), _fmt(f.get("pyminion_decisions_per_s_wall")),
              _fmt(f.get("pyminion_decisions_per_game")), "", "")
    a.add_row("pyminion, logging below WARNING disabled (decisions)",
              _fmt(f.get("pyminion_quiet_decisions_per_s")),
              _fmt(f.get("pyminion_quiet_decisions_per_s_wall")), "", "", "")
    console.print(a)

    g = Table(title="Targets")
    g.add_column("target")
    g.add_column("value", justify="right")
    g.add_column("goal", justify="right")
    g.add_column("result")
    for tg in rep.targets:
        res = "[green]met[/]" if tg.passed else "[red]not met[/]"
        if tg.note:
            res += f" ({tg.note})"
        g.add_row(tg.description, _fmt_ratio(tg.value), f"{tg.op} {tg.goal:g}", res)
    console.print(g)
    for note in rep.notes:
        console.print(f"• {note}", highlight=False)
    m = rep.meta.get("machine", {})
    if m:
        console.print(f"• machine: {m.get('cpu')} ({m.get('cpus')} CPUs), Python "
                      f"{m.get('python')}, {rep.meta.get('build', 'pure')} build, "
                      f"commit {m.get('commit')}"
                      f"{' + uncommitted src changes' if m.get('src_dirty') else ''}; "
                      f"load average at start {m.get('load_average_at_start')}, at end "
                      f"{m.get('load_average_at_end')}", highlight=False)
        built = m.get("compiled_modules")
        console.print("• build: " + ("pure Python" if not built else
                                     f"compiled with mypyc ({len(built)} modules)"),
                      highlight=False)
    if groups:
        console.print("\nWhere the time goes (sampling profile, 1 ms, each sample in the "
                      "innermost group on its stack; share of the samples):")
        console.print(format_groups(groups), highlight=False, markup=False)
    if profile:
        console.print("\ncProfile of the 2-player random playout loop over the integer space "
                      "(top 25 by cumulative time, then by own time):")
        console.print(profile, highlight=False, markup=False)


# ------------------------------------------------------------------------------------------
# Command line
# ------------------------------------------------------------------------------------------


def parse_args(argv: list[str] | None = None) -> tuple[Config, argparse.Namespace]:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quick", action="store_true",
                   help="a short run (under a minute): small budgets everywhere")
    p.add_argument("--json", metavar="FILE", help="write the figures and targets as JSON")
    p.add_argument("--seconds", type=float, help="seconds per throughput measurement (10)")
    p.add_argument("--rounds", type=int,
                   help="interleaved rounds the single-core seconds are split over (5)")
    p.add_argument("--games", type=int,
                   help="greedy games of the memory measurement (10000)")
    p.add_argument("--scale-games", type=int,
                   help="games of each scaling run, 1 then N workers (10000; 0 skips)")
    p.add_argument("--workers", type=int, help="worker processes of the parallel run (2)")
    p.add_argument("--random-turns", type=int, help="turn cap of random games (200)")
    p.add_argument("--ismcts-iterations", type=int, help="ISMCTS iterations per search (200)")
    p.add_argument("--ismcts-decisions", type=int, help="ISMCTS searches timed (8)")
    p.add_argument("--no-peers", action="store_true", help="skip OpenSpiel and RLCard")
    p.add_argument("--no-pin", action="store_true", help="do not pin to one core")
    p.add_argument("--only", choices=("all", "single", "sim"), default="all",
                   help="single: only the single-core figures; sim: only the greedy "
                        "simulations (memory and scaling)")
    p.add_argument("--profile", action="store_true",
                   help="also profile: the grouped sampling profile of the integer random "
                        "playout, a greedy playout and ISMCTS searches, and a cProfile of the "
                        "integer random playout")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--knowledge", action="store_true",
                   help="the random playouts keep the seats' knowledge of hidden cards (off "
                        "by default: a random agent reads none, and the peers keep none)")
    ns = p.parse_args(argv)
    PLAYOUT_OPTIONS["knowledge"] = ns.knowledge
    cfg = Config(**QUICK) if ns.quick else Config()
    for opt, key in (("seconds", "seconds"), ("rounds", "rounds"), ("games", "games"), ("scale_games", "scale_games"),
                     ("workers", "workers"), ("random_turns", "random_turns"),
                     ("ismcts_iterations", "ismcts_iterations"),
                     ("ismcts_decisions", "ismcts_decisions")):
        val = getattr(ns, opt)
        if val is not None:
            setattr(cfg, key, val)
    cfg.peers = not ns.no_peers
    cfg.pin = not ns.no_pin
    cfg.seed = ns.seed
    cfg.only = ns.only
    if cfg.games < 1 or cfg.workers < 1 or cfg.scale_games < 0 or cfg.seconds <= 0:
        p.error("--games and --workers must be at least 1, --scale-games at least 0, "
                "--seconds positive")
    return cfg, ns


def main(argv: list[str] | None = None) -> int:
    from rich.console import Console
    from rich.progress import (BarColumn, MofNCompleteColumn, Progress, SpinnerColumn,
                               TextColumn, TimeElapsedColumn)

    cfg, ns = parse_args(argv)
    console = Console(width=max(Console().width, 120))
    err = Console(stderr=True)
    console.print(f"load average (1, 5, 15 min) at start: {_load()}; build: {build_kind()}; "
                  f"random playouts keep knowledge: {PLAYOUT_OPTIONS['knowledge']}",
                  highlight=False)
    with Progress(SpinnerColumn(), TextColumn("{task.description}"), BarColumn(),
                  MofNCompleteColumn(), TimeElapsedColumn(), console=err,
                  transient=True) as progress:
        rep = run_benchmark(cfg, progress)
        profile = ""
        groups: dict[str, dict[str, Any]] = {}
        if ns.profile:
            task = progress.add_task("sampling profile of three workloads, grouped",
                                     total=None)
            groups = profile_groups(max(cfg.seconds / 2, 0.3), cfg.random_turns,
                                    min(cfg.ismcts_iterations, 100))
            progress.remove_task(task)
            task = progress.add_task("cProfile of the 2p integer random playout loop",
                                     total=None)
            profile = dale_profile(max(cfg.seconds, 1.0), cfg.random_turns)
            progress.remove_task(task)
    print_report(rep, console, profile, groups)
    if ns.json:
        data = rep.to_json()
        if groups:
            data["profile_groups"] = groups
        if profile:
            data["profile"] = profile
        with open(ns.json, "w", encoding="utf-8") as fh:
            json.dump(data, fh, indent=2)
            fh.write("\n")
        console.print(f"wrote {ns.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
