"""Tournaments of any registered game: seat rotation, parallel and distributed runs,
statistics.

A tournament is a list of :class:`GameTask` (plain, picklable data: the game's registry name,
its index and seed, the bot spec at each position, the setup options, the turn cap).
:func:`run_tasks` plays them in this process, in a pool of processes (``concurrent.futures``,
spawn-safe) or on a Ray cluster, and returns the results **in game order**, so the numbers are
identical whatever the number of workers or the backend: each game depends only on its task
(its seed seeds the deal and every bot's generator).

Workers find the game by its name in the registry (:func:`ludoteca.core.game.get_game`). A
game that is not a packaged entry point (registered by a test or a plug-in at run time) is
sent to each worker once, pickled, when the pool starts: it must pickle (a module-level
object of an importable module does).

Seats rotate: in game ``i`` the bot listed ``k``-th in ``--seats`` sits at position
``(k + i) mod players``, so with a multiple of ``players`` games every bot plays every
position equally often. Wins are counted per listed bot (an *entry*), wherever it sat.

:func:`stats` computes the numbers printed and written by ``ludoteca simulate``: win rates
with 95% Wilson intervals, the first position's advantage, the game length distribution, and
win rates by *label* (what ``Game.labels`` says of each game; Dale: the animalfolk decks in
play). Module layout: :mod:`ludoteca.sim.simulate` plays one game; this module runs many and
imports it (no import back).
"""

from __future__ import annotations

import os
import statistics
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from ludoteca.bots import make_bot
from ludoteca.core.errors import BadInput
from ludoteca.core.game import Game, get_game, register_game
from ludoteca.core.i18n import t
from ludoteca.core.stats import percentile, wilson
from ludoteca.core.i18n import Message
from ludoteca.sim.simulate import GameResult, check_simulable, make_bots, play_game

BACKENDS = ("local", "ray")
#: Width of the game-length histogram buckets, in turns.
LENGTH_BUCKET = 5


@dataclass(frozen=True)
class GameTask:
    """One game of a tournament, as plain data (sent to worker processes)."""

    game: str  # the registry name of the game
    index: int
    seed: int
    specs: tuple[str, ...]  # bot spec at each position
    seating: tuple[int, ...]  # entry (index in the seat list) at each position
    options: Mapping[str, Any] | None
    max_turns: int
    keep_actions: bool = False


def seating(game_index: int, players: int, rotate: bool = True) -> tuple[int, ...]:
    """The entry at each position of game ``game_index``: entry ``k`` sits at position
    ``(k + game_index) mod players`` (no rotation: entry ``k`` at position ``k``)."""
    r = game_index % players if rotate else 0
    return tuple((pos - r) % players for pos in range(players))


def make_tasks(game: str, games: int, specs: Sequence[str], seed: int,
               options: Mapping[str, Any] | None, max_turns: int, rotate: bool = True,
               keep_actions: bool = False) -> list[GameTask]:
    """The tasks of a tournament of the game named ``game``; game ``i`` uses seed
    ``seed + i``."""
    n = len(specs)
    out = []
    for i in range(games):
        seat_of = seating(i, n, rotate)
        out.append(GameTask(game, i, seed + i, tuple(specs[e] for e in seat_of), seat_of,
                            dict(options) if options is not None else None,
                            max_turns, keep_actions))
    return out


def play_task(task: GameTask) -> GameResult:
    """Play one task with fresh bots (a top-level function, so process pools can pickle it)."""
    game = get_game(task.game)
    bots = make_bots(task.specs, game)
    result = play_game(game, bots, task.seed, options=task.options,
                       max_turns=task.max_turns, keep_actions=task.keep_actions)
    result.seating = list(task.seating)
    return result


def _start_worker(game: Game | None) -> None:
    """Worker start: ignore Ctrl-C (the parent stops the pool) and register ``game`` (sent
    pickled) unless the registry already finds it (a packaged entry point)."""
    import signal

    # Ctrl-C is the parent's to handle: it stops the workers (no traceback from each of them).
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if game is None:
        return
    register_game(game, replace=True)


def _shipped(tasks: Sequence[GameTask]) -> Game | None:
    """The game object to send to the workers, or None when every worker's registry finds it
    by its entry point anyway."""
    if not tasks:
        return None
    from importlib import metadata

    from ludoteca.core.game import ENTRY_POINT_GROUP

    name = tasks[0].game
    if any(ep.name.lower() == name for ep in metadata.entry_points(group=ENTRY_POINT_GROUP)):
        return None
    return get_game(name)


def default_workers() -> int:
    """The number of cores of this machine (at least 1)."""
    return max(1, os.cpu_count() or 1)


def run_tasks(tasks: Sequence[GameTask], workers: int = 1, backend: str = "local",
              address: str | None = None,
              progress: Callable[[int, GameResult], None] | None = None
              ) -> list[GameResult]:
    """Play every task; return the results in task order.

    Args:
        workers: processes on this machine (``local``; 1 plays in this process), or the CPUs
            a local Ray instance may use (``ray`` without ``address``).
        backend: ``"local"`` or ``"ray"``.
        address: the Ray cluster to join (``"auto"``, ``"ray://host:10001"`` …); None starts
            a local Ray instance for the run.
        progress: called as ``progress(index, result)`` as each game finishes (in completion
            order when parallel).

    Raises:
        BadInput: for a bad worker count or backend, or Ray not installed.
    """
    check_backend(workers, backend, address)
    if backend == "ray":
        return _run_ray(tasks, workers, address, progress)
    results: list[Any] = [None] * len(tasks)
    if workers == 1 or len(tasks) <= 1:
        for k, task in enumerate(tasks):
            results[k] = play_task(task)
            if progress is not None:
                progress(task.index, results[k])
        return results
    import multiprocessing

    ctx = multiprocessing.get_context("spawn")
    pool = ctx.Pool(processes=min(workers, len(tasks)), initializer=_start_worker,
                    initargs=(_shipped(tasks),))
    try:
        for k, result in pool.imap_unordered(_play_indexed, enumerate(tasks)):
            results[k] = result
            if progress is not None:
                progress(tasks[k].index, result)
    except BaseException:  # Ctrl-C or a failed game: stop every worker now, not at the end
        pool.terminate()
        pool.join()
        raise
    pool.close()
    pool.join()
    return results


def check_backend(workers: int, backend: str = "local", address: str | None = None) -> None:
    """Refuse a bad worker count, an unknown backend, an address without Ray, or the Ray
    backend without Ray installed, before any game is played.

    Raises:
        BadInput: naming the option (messages ``tournament.*``).
    """
    if workers < 1:
        raise BadInput(Message("tournament.number_workers_least", workers=workers))
    if backend not in BACKENDS:
        raise BadInput(Message("tournament.unknown_backend_backends", backend=repr(backend),
                               known=', '.join(BACKENDS)))
    if address is not None and backend != "ray":
        raise BadInput(Message("tournament.address_ray_backend"))
    if backend == "ray":
        import importlib.util

        if importlib.util.find_spec("ray") is None:
            raise BadInput(Message("tournament.ray_backend_needs"))


def _play_indexed(item: tuple[int, GameTask]) -> tuple[int, GameResult]:
    """``(k, task)`` -> ``(k, result)``: a worker plays task ``k`` (results arrive in
    completion order)."""
    k, task = item
    return k, play_task(task)


def _run_ray(tasks: Sequence[GameTask], workers: int, address: str | None,
             progress: Callable[[int, GameResult], None] | None) -> list[GameResult]:
    try:
        import ray
    except ImportError:
        raise BadInput(Message("tournament.ray_backend_needs")) from None
    started = False
    if not ray.is_initialized():
        if address is None:
            ray.init(num_cpus=workers, include_dashboard=False, log_to_driver=False)
        else:
            ray.init(address=address, log_to_driver=False)
        started = True
    try:
        remote = ray.remote(_play_on_ray)
        shipped = ray.put(_shipped(tasks))
        refs = [remote.remote(task, shipped) for task in tasks]
        index = {ref: k for k, ref in enumerate(refs)}
        results: list[Any] = [None] * len(tasks)
        pending = list(refs)
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            for ref in done:
                k = index[ref]
                results[k] = ray.get(ref)
                if progress is not None:
                    progress(tasks[k].index, results[k])
        return results
    finally:
        if started:
            ray.shutdown()


def _play_on_ray(task: GameTask, game: Game | None) -> GameResult:
    """A task on a Ray worker: register the shipped game first (see :func:`_shipped`)."""
    _start_worker(game)
    return play_task(task)


# ------------------------------------------------------------------------------------------
# Many games
# ------------------------------------------------------------------------------------------

@dataclass
class SimResult:
    """The summary of a batch of games.

    Turn statistics are over finished games only: an unfinished game stopped at the cap and
    its turn count says nothing about game length. They are None when no game finished.
    """

    games: int
    seats: list[str]
    max_turns: int
    seed: int
    results: list[GameResult] = field(default_factory=list)
    rotate: bool = False  # seats rotated between games (see :func:`seating`)
    game: str = ""  # the registry name of the game
    #: the setup options every game was played with (Dale: ``edition``, ``animalfolk``,
    #: ``box``), as given; empty for the game's defaults
    options: dict[str, Any] = field(default_factory=dict)

    @property
    def unfinished(self) -> int:
        return sum(1 for r in self.results if not r.finished)

    @property
    def wins(self) -> list[int]:
        """Wins of each entry of the seat list, wherever it sat."""
        counts = [0] * len(self.seats)
        for r in self.results:
            if r.winner_entry is not None:  # None: unfinished, or a seat no bot plays
                counts[r.winner_entry] += 1
        return counts

    @property
    def finished_turns(self) -> list[int]:
        return [r.turns for r in self.results if r.finished]

    @property
    def turns_mean(self) -> float | None:
        t = self.finished_turns
        return statistics.fmean(t) if t else None

    @property
    def turns_std(self) -> float | None:
        t = self.finished_turns
        if not t:
            return None
        return statistics.pstdev(t) if len(t) > 1 else 0.0

    @property
    def turns_min(self) -> int | None:
        t = self.finished_turns
        return min(t) if t else None

    @property
    def turns_max(self) -> int | None:
        t = self.finished_turns
        return max(t) if t else None

    @property
    def labels_used(self) -> dict[str, int]:
        """Number of games each label (Dale: animalfolk deck) was in, by label."""
        counts: dict[str, int] = {}
        for r in self.results:
            for label in r.labels:
                counts[label] = counts.get(label, 0) + 1
        return dict(sorted(counts.items()))

    def to_json(self) -> dict[str, Any]:
        """The JSON summary written by ``--json``; seats are 1-based. "seats" lists the
        entries of the seat list (with rotation, a bot's wins wherever it sat); the tournament
        numbers (``ci95``, ``first_seat``, ``by_position``, ``lengths``, ``by_animalfolk``,
        ``rotate``) come from :func:`stats`. The label keys keep their first names:
        ``decks`` is :attr:`labels_used` and ``by_animalfolk`` the win rates by label, for
        every game (empty for a game without labels); ``options`` the setup options given
        (Dale's ``edition`` among them)."""
        wins = self.wins
        n = len(self.results)
        extra = stats(self)
        data = {
            "game": self.game,
            # the setup (Dale: the edition, classic when not given; the decks or box named)
            "options": {k: (list(v) if isinstance(v, (list, tuple)) else v)
                        for k, v in self.options.items()},
            "games": n,
            "unfinished": self.unfinished,
            "max_turns": self.max_turns,
            "seed": self.seed,
            "turns_mean": self.turns_mean,
            "turns_std": self.turns_std,
            "turns_min": self.turns_min,
            "turns_max": self.turns_max,
            "seats": [
                {
                    "seat": i + 1,
                    "bot": bot,
                    "wins": wins[i],
                    "win_rate": (wins[i] / n) if n else 0.0,
                    "ci95": extra["ci95"][i],
                }
                for i, bot in enumerate(self.seats)
            ],
            "decks": self.labels_used,
        }
        data.update(extra)
        return data


def run_games(
    game: Game | str,
    games: int,
    seats: Sequence[str],
    seed: int = 0,
    options: Mapping[str, Any] | None = None,
    max_turns: int = 400,
    progress: Callable[[int, GameResult], None] | None = None,
    keep_actions: bool = False,
    rotate: bool = False,
    workers: int = 1,
    backend: str = "local",
    address: str | None = None,
) -> SimResult:
    """Play ``games`` games of ``game`` between the bots named in ``seats`` (one per seat).

    Args:
        game: a registered :class:`~ludoteca.core.game.Game` or its registry name.
        games: number of games (>= 1).
        seats: bot names, e.g. ``["greedy", "random"]``; the count sets the players.
        seed: game ``i`` uses seed ``seed + i``.
        options: the setup options of every game (Dale: ``{"animalfolk": [...]}``), or None
            for the game's defaults (Dale: each game's seed chooses the decks).
        max_turns: games still running when turn ``max_turns + 1`` would begin are stopped
            and counted as unfinished.
        progress: called as ``progress(i, result)`` after game ``i`` (0-based).
        keep_actions: keep each game's action texts and final state hash in its result
            (``ludoteca simulate --records``).
        rotate: rotate the seats between games (game ``i``: the ``k``-th bot sits at position
            ``(k + i) mod players``; ``GameResult.seating`` says who sat where); wins are
            always counted per entry of ``seats``.
        workers, backend, address: where the games run (see :func:`run_tasks`); the results
            are the same for any choice, in game order.

    Raises:
        BadInput: for an unknown game or one bots cannot play, a bad game count, turn cap,
            bot name, worker count or backend (and whatever ``Game.new_state`` refuses:
            player count, options).
    """
    game = check_simulable(game)
    if games < 1:
        raise BadInput(Message("simulate.number_games_least", games=games))
    if max_turns < 1:
        raise BadInput(Message("simulate.turn_cap_least", max_turns=max_turns))
    names = [s.strip().lower() for s in seats]
    for name in names:
        make_bot(name)  # refuse unknown names before the first game
    if get_game(game.info.name) is not game:  # the workers find it by name
        raise BadInput(t("sim.unregistered", game=game.info.name))
    result = SimResult(games=games, seats=names, max_turns=max_turns, seed=seed,
                       rotate=rotate, game=game.info.name, options=dict(options or {}))
    # Fresh bots in every game (no memory carried between games), built from the specs.
    tasks = make_tasks(game.info.name, games, names, seed, options, max_turns, rotate=rotate,
                       keep_actions=keep_actions)
    result.results.extend(run_tasks(tasks, workers=workers, backend=backend,
                                    address=address, progress=progress))
    return result


# ------------------------------------------------------------------------------------------
# Statistics
# ------------------------------------------------------------------------------------------

def _rate(k: int, n: int) -> dict[str, Any]:
    lo, hi = wilson(k, n)
    return {"wins": k, "games": n, "win_rate": (k / n) if n else 0.0, "ci95": [lo, hi]}


def stats(result: SimResult) -> dict[str, Any]:
    """The tournament numbers added to the JSON summary (plain data).

    Keys: ``rotate``; ``ci95`` (the Wilson interval of each entry's win rate, in seat-list
    order; win rates are over all games, unfinished ones count as not won);
    ``by_position`` (wins of whoever sat at each seat position); ``first_seat`` (the player
    who took the first turn — Dale draws it from the seed: wins, games, win rate, interval,
    and ``expected`` = 1/players); ``lengths`` (turns of the
    finished games: median, p10, p90 and a histogram of :data:`LENGTH_BUCKET`-turn buckets);
    ``by_animalfolk`` (for each label — Dale: each animalfolk deck — the games it was in and
    each entry's win rate in them; the key keeps its first name); ``by_holder`` (for each
    label a seat held when its game ended — ``Game.seat_labels``; Dale: the decks whose market
    cards it held —: ``seats``, the number of such seats, their ``wins``, ``win_rate`` and
    ``ci95``; empty for a game without seat labels; only the bots' seats); ``solo`` (the
    results of solo games by label: :func:`solo_stats`; empty when no game was solo).
    """
    results = result.results
    n = len(results)
    players = len(result.seats)
    entry_wins = result.wins
    pos_wins = [0] * players
    for r in results:
        if r.winner is not None and r.winner < players:  # not a seat no bot plays (Mono)
            pos_wins[r.winner] += 1
    by_position = [dict(position=q + 1, **_rate(pos_wins[q], n)) for q in range(players)]
    # The first player may be drawn from each game's seed (Dale: dale.setup.first_player),
    # so the first-seat advantage is the win rate of whoever took the first turn.
    first = _rate(sum(1 for r in results
                      if r.winner is not None and r.winner == r.first_player), n)
    first["expected"] = 1.0 / players

    turns = result.finished_turns
    hist: dict[int, int] = {}
    for t in turns:
        b = (t - 1) // LENGTH_BUCKET
        hist[b] = hist.get(b, 0) + 1
    histogram = [{"turns_from": b * LENGTH_BUCKET + 1, "turns_to": (b + 1) * LENGTH_BUCKET,
                  "games": hist[b]} for b in sorted(hist)]
    lengths = {"finished": len(turns), "median": percentile(turns, 50),
               "p10": percentile(turns, 10), "p90": percentile(turns, 90),
               "bucket": LENGTH_BUCKET, "histogram": histogram}

    folk_games: dict[str, int] = {}
    folk_wins: dict[str, list[int]] = {}
    for r in results:
        entry = r.winner_entry
        for folk in r.labels:
            folk_games[folk] = folk_games.get(folk, 0) + 1
            wins = folk_wins.setdefault(folk, [0] * players)
            if entry is not None:
                wins[entry] += 1
    by_animalfolk = {
        folk: {"games": folk_games[folk],
               "bots": [dict(seat=e + 1, bot=result.seats[e],
                             **{k: v for k, v in _rate(folk_wins[folk][e], folk_games[folk])
                                .items() if k != "games"})
                        for e in range(players)]}
        for folk in sorted(folk_games)
    }
    # The seats holding each label when their game ended (Game.seat_labels; Dale: the decks
    # whose market cards a seat holds), whichever bot sat there.
    held: dict[str, list[int]] = {}
    for r in results:
        for seat, labels in enumerate((r.seat_labels or ())[:players]):  # the bots' seats
            for label in labels:
                row = held.setdefault(label, [0, 0])
                row[0] += 1
                row[1] += r.winner == seat
    by_holder = {label: {"seats": seats_n, **{k: v for k, v in _rate(wins, seats_n).items()
                                               if k != "games"}}
                 for label, (seats_n, wins) in sorted(held.items())}
    return {
        "rotate": result.rotate,
        "by_holder": by_holder,
        "ci95": [list(wilson(entry_wins[e], n)) if n else [0.0, 1.0] for e in range(players)],
        "by_position": by_position,
        "first_seat": first,
        "lengths": lengths,
        "by_animalfolk": by_animalfolk,
        "solo": solo_stats(result),
    }


def _solo_row(games: list[GameResult]) -> dict[str, Any]:
    done = [r.result for r in games if r.result is not None]
    wins = sum(1 for x in done if x > 0)
    n = len(games)
    lo, hi = wilson(wins, n) if n else (0.0, 1.0)
    return {"games": n, "unfinished": n - len(done),
            "mean_result": statistics.fmean(done) if done else None,
            "wins": wins, "win_rate": wins / n if n else 0.0, "ci95": [lo, hi]}


def solo_stats(result: SimResult) -> dict[str, Any]:
    """The solo games' results (``GameResult.result``, ``Game.solo_result``; Dale: the
    remaster's stacks minus Mono's), or ``{}`` when no game was a solo game.

    Keys: ``all`` and, per label (Dale: each animalfolk deck in play), ``by_label``: rows of
    ``games`` (solo games, unfinished ones included), ``unfinished`` (stopped at the turn cap:
    no result), ``mean_result`` (over the finished games; None when none finished), ``wins``
    (results above 0), ``win_rate`` (wins / games: an unfinished game is not won) and ``ci95``
    (its Wilson interval); ``results``: ``[[value, games], ...]`` over the finished games,
    from the lowest value.
    """
    solo = [r for r in result.results if r.solo]
    if not solo:
        return {}
    labels: dict[str, list[GameResult]] = {}
    for r in solo:
        for label in r.labels:
            labels.setdefault(label, []).append(r)
    counts: dict[int, int] = {}
    for r in solo:
        if r.result is not None:
            counts[r.result] = counts.get(r.result, 0) + 1
    return {"all": _solo_row(solo),
            "by_label": {label: _solo_row(labels[label]) for label in sorted(labels)},
            "results": [[value, counts[value]] for value in sorted(counts)]}


# ------------------------------------------------------------------------------------------
# Plot
# ------------------------------------------------------------------------------------------

def plot(result: SimResult, path: Any, labels_title: str = "Win rate by label",
         holders_title: str = "Win rate of the seat leading in each label") -> None:
    """Draw win rates (with 95% intervals), win rate by position, the game length histogram,
    win rates by label (``labels_title``: the title of that panel) and, for a game with seat
    labels, the win rate of the seat leading in each label (``holders_title``; Dale: the
    balance table of the decks) into one PNG (or any format matplotlib knows by suffix).

    Raises:
        BadInput: when matplotlib is not installed.
    """
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise BadInput(Message("tournament.plot_needs_matplotlib")) from None
    data = stats(result)
    n = len(result.results)
    labels = [f"{e + 1}: {b}" for e, b in enumerate(result.seats)]
    holders = data["by_holder"]
    rows = 3 if holders else 2
    fig = plt.figure(figsize=(12, 4 * rows))
    axes = [[fig.add_subplot(rows, 2, 1), fig.add_subplot(rows, 2, 2)],
            [fig.add_subplot(rows, 2, 3), fig.add_subplot(rows, 2, 4)]]

    def bars(ax, names, rates, cis, title, expected=None):
        xs = range(len(names))
        lo = [r - c[0] for r, c in zip(rates, cis)]
        hi = [c[1] - r for r, c in zip(rates, cis)]
        ax.bar(xs, rates, yerr=[lo, hi], capsize=6, color="#4c72b0")
        ax.set_xticks(list(xs), names, rotation=0)
        ax.set_ylim(0, 1)
        ax.set_ylabel("win rate (95% CI)")
        ax.set_title(title)
        if expected is not None:
            ax.axhline(expected, color="grey", linestyle="--", linewidth=1)

    rates = [w / n if n else 0.0 for w in result.wins]
    bars(axes[0][0], labels, rates, data["ci95"], f"Win rate per bot ({n} games)",
         1 / len(result.seats))
    pos = data["by_position"]
    first = data["first_seat"]
    bars(axes[0][1], ["first player"] + [f"seat {p['position']}" for p in pos],
         [first["win_rate"]] + [p["win_rate"] for p in pos],
         [first["ci95"]] + [p["ci95"] for p in pos],
         "Win rate by position (any bot)", 1 / len(result.seats))

    ax = axes[1][0]
    turns = result.finished_turns
    if turns:
        lo_t, hi_t = min(turns), max(turns)
        edges = list(range(lo_t - (lo_t - 1) % LENGTH_BUCKET,
                           hi_t + LENGTH_BUCKET + 1, LENGTH_BUCKET))
        ax.hist(turns, bins=edges, color="#55a868", edgecolor="white")
    ax.set_xlabel("turns (every player's turn counts)")
    ax.set_ylabel("games")
    ax.set_title(f"Game length ({len(turns)} finished, {result.unfinished} unfinished)")

    ax = axes[1][1]
    folks = list(data["by_animalfolk"])
    width = 0.8 / max(1, len(result.seats))
    for e in range(len(result.seats)):
        rs = [data["by_animalfolk"][f]["bots"][e]["win_rate"] for f in folks]
        cis = [data["by_animalfolk"][f]["bots"][e]["ci95"] for f in folks]
        xs = [i + e * width for i in range(len(folks))]
        ax.bar(xs, rs, width=width, label=labels[e],
               yerr=[[r - c[0] for r, c in zip(rs, cis)], [c[1] - r for r, c in zip(rs, cis)]],
               capsize=3)
    ax.set_xticks([i + width * (len(result.seats) - 1) / 2 for i in range(len(folks))],
                  folks, rotation=30)
    ax.set_ylim(0, 1)
    ax.set_title(labels_title)
    ax.legend(fontsize="small")
    if holders:  # the balance table: the seat leading in each label, sorted by win rate
        ax = fig.add_subplot(rows, 1, 3)
        order = sorted(holders, key=lambda k: -holders[k]["win_rate"])
        bars(ax, order, [holders[k]["win_rate"] for k in order],
             [holders[k]["ci95"] for k in order], holders_title, 1 / len(result.seats))
        ax.tick_params(axis="x", labelrotation=60)
    fig.tight_layout()
    import io

    from ludoteca.core.files import write_bytes_atomic

    from pathlib import Path

    buf = io.BytesIO()
    fig.savefig(buf, format=Path(path).suffix.lstrip(".").lower() or "png")
    plt.close(fig)
    write_bytes_atomic(path, buf.getvalue())  # atomic, through symlinks, never into a FIFO


def plot_solo(result: SimResult, path: Any,
              labels_title: str = "Solo results by label") -> None:
    """Draw the solo games' numbers (:func:`solo_stats`) into one PNG (or any format
    matplotlib knows by suffix): the distribution of the results, the win share by label with
    its 95% interval (``labels_title``: that panel's title), sorted, and the mean result by
    label in the same order.

    Raises:
        BadInput: when matplotlib is not installed.
    """
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise BadInput(Message("tournament.plot_needs_matplotlib")) from None
    solo = solo_stats(result)
    overall = solo.get("all") or {"games": 0, "unfinished": 0, "win_rate": 0.0,
                                  "mean_result": None}
    by_label = solo.get("by_label", {})
    fig = plt.figure(figsize=(12, 13))
    ax = fig.add_subplot(3, 1, 1)
    values = [v for v, _ in solo.get("results", [])]
    ax.bar(values, [g for _, g in solo.get("results", [])], color="#55a868")
    ax.axvline(0.5, color="grey", linestyle="--", linewidth=1)
    ax.set_xticks(values)
    ax.set_xlabel("result (the player's score; above 0: a win)")
    ax.set_ylabel("games")
    mean = overall["mean_result"]
    ax.set_title(f"Results of {overall['games'] - overall['unfinished']} finished solo games "
                 f"({overall['unfinished']} unfinished; win share {overall['win_rate']:.1%}, "
                 f"mean result {'—' if mean is None else f'{mean:+.2f}'})")
    order = sorted(by_label, key=lambda k: (-by_label[k]["win_rate"], k))
    xs = range(len(order))
    ax = fig.add_subplot(3, 1, 2)
    rates = [by_label[k]["win_rate"] for k in order]
    cis = [by_label[k]["ci95"] for k in order]
    ax.bar(xs, rates, yerr=[[r - c[0] for r, c in zip(rates, cis)],
                            [c[1] - r for r, c in zip(rates, cis)]],
           capsize=3, color="#4c72b0")
    ax.axhline(overall["win_rate"], color="grey", linestyle="--", linewidth=1)
    ax.set_xticks(list(xs), order, rotation=60, ha="right")
    ax.set_ylim(0, 1)
    ax.set_ylabel("win share (95% CI)")
    ax.set_title(labels_title)
    ax = fig.add_subplot(3, 1, 3)
    means = [by_label[k]["mean_result"] or 0.0 for k in order]
    ax.bar(xs, means, color=["#55a868" if m > 0 else "#c44e52" for m in means])
    ax.axhline(0, color="grey", linewidth=1)
    ax.set_xticks(list(xs), order, rotation=60, ha="right")
    ax.set_ylabel("mean result (finished games)")
    ax.set_title("Mean result by label (same order)")
    fig.tight_layout()
    import io
    from pathlib import Path

    from ludoteca.core.files import write_bytes_atomic

    buf = io.BytesIO()
    fig.savefig(buf, format=Path(path).suffix.lstrip(".").lower() or "png")
    plt.close(fig)
    write_bytes_atomic(path, buf.getvalue())
