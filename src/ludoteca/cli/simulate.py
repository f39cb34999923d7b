"""``ludoteca simulate GAME``: many bot games of any registered game with a progress bar and
a summary table (the games run in :mod:`ludoteca.sim`)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rich.console import Group
from ludoteca.cli.terminal import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from ludoteca.cli.options import game_title
from ludoteca.cli.render import seat_label
from ludoteca.core.game import Game, get_game
from ludoteca.core.i18n import t
from ludoteca.core.i18n import Message
from ludoteca.sim.tournament import SimResult, run_games, stats


def _pct(x: float) -> str:
    return f"{x:.1%}"


def _ci(ci: list[float]) -> str:
    return f"{ci[0]:.1%}–{ci[1]:.1%}"


def _num(x: float | int | None, digits: int = 1) -> str:
    if x is None:
        return "—"
    if isinstance(x, int):
        return str(x)
    return f"{x:.{digits}f}"


#: The message ids of the label tables when a game has none of its own
#: (``Game.label_messages``, optional: ``column``, ``games_title``, ``wins_title``).
LABEL_MESSAGES = {"column": "simulate.col.label", "games_title": "simulate.labels_title",
                  "wins_title": "simulate.label_wins_title",
                  "holders_title": "simulate.label_holders_title",
                  "solo_title": "simulate.label_solo_title"}


def summary(result: SimResult, game: Game | None = None) -> Group:
    """Rich tables: wins per seat, positions, game lengths and unfinished games, and — for a
    game whose results carry labels (``Game.labels``; Dale: the animalfolk decks) — the games
    and win rates per label, titled by the game's ``label_messages``. Solo games
    (``Game.solo_result``; Dale: the remaster against Mono) get instead of the positions and
    the per-label win rates the results by label (:func:`solo_table`) and their distribution."""
    if game is None:
        game = get_game(result.game)
    labels = {**LABEL_MESSAGES, **(getattr(game, "label_messages", None) or {})}
    n = len(result.results)
    seats = Table(title=t("simulate.title", game=game_title(game), count=n, first=result.seed,
                          last=result.seed + n - 1), title_justify="left")
    extra = stats(result)
    rotating = result.rotate and not extra["solo"]
    # seats that rotate: a bot is the k-th listed (--seats), not a seat
    seats.add_column("#" if rotating else t("render.col.seat"))
    seats.add_column(t("simulate.col.bot"))
    seats.add_column(t("simulate.col.wins"), justify="right")
    seats.add_column(t("simulate.col.win_rate"), justify="right")
    seats.add_column(t("simulate.col.ci_wilson"), justify="right")
    for i, wins in enumerate(result.wins):
        seats.add_row(str(i + 1) if rotating else seat_label(i), result.seats[i], str(wins),
                      f"{(wins / n if n else 0):.1%}", _ci(extra["ci95"][i]))
    seats.add_row("—", t("simulate.unfinished"), str(result.unfinished),
                  f"{(result.unfinished / n if n else 0):.1%}", "", style="yellow")
    solo = extra["solo"]
    if solo:  # the games the seat no bot plays (Dale: Mono) won
        mono = sum(1 for r in result.results if r.finished and r.winner_entry is None)
        seats.add_row("—", t("simulate.solo_opponent"), str(mono),
                      f"{(mono / n if n else 0):.1%}", "")
    if result.rotate and not solo:
        seats.caption = t("simulate.rotate_caption")
        seats.caption_justify = "left"

    positions = Table(title=t("simulate.positions_title"), title_justify="left")
    for col in ("simulate.col.position", "simulate.col.wins", "simulate.col.win_rate",
                "simulate.col.ci", "simulate.col.even_share"):
        positions.add_column(t(col), justify="right")
    even = _pct(extra["first_seat"]["expected"])
    first = extra["first_seat"]
    positions.add_row(t("simulate.first_player"), str(first["wins"]), _pct(first["win_rate"]),
                      _ci(first["ci95"]), even, style="bold")
    for pos in extra["by_position"]:
        positions.add_row(t("simulate.position", seat=pos["position"]), str(pos["wins"]), _pct(pos["win_rate"]),
                          _ci(pos["ci95"]), even)

    lengths = extra["lengths"]
    hist = Table(title=t("simulate.length_title", median=_num(lengths["median"]),
                         p10=_num(lengths["p10"]), p90=_num(lengths["p90"])),
                 title_justify="left")
    hist.add_column(t("simulate.col.turns"))
    hist.add_column(t("simulate.col.games"), justify="right")
    hist.add_column("")
    top = max((b["games"] for b in lengths["histogram"]), default=1)
    for b in lengths["histogram"]:
        hist.add_row(f"{b['turns_from']}–{b['turns_to']}", str(b["games"]),
                     "█" * max(1, round(30 * b["games"] / top)))

    folk = Table(title=t(labels["wins_title"]), title_justify="left")
    folk.add_column(t(labels["column"]))
    folk.add_column(t("simulate.col.games"), justify="right")
    for i, bot in enumerate(result.seats):
        folk.add_column(f"{i + 1}: {bot}", justify="right")
    for name, row in extra["by_animalfolk"].items():
        folk.add_row(name, str(row["games"]),
                     *[f"{b['win_rate']:.0%} ({_ci(b['ci95'])})" for b in row["bots"]])

    turns = Table(
        title=t("simulate.turns_title", cap=result.max_turns),
        title_justify="left",
    )
    for col in ("finished", "unfinished", "mean", "std", "min", "max"):
        turns.add_column(t(f"simulate.col.{col}"), justify="right")
    turns.add_row(str(n - result.unfinished), str(result.unfinished), _num(result.turns_mean),
                  _num(result.turns_std), _num(result.turns_min), _num(result.turns_max))

    decks = Table(title=t(labels["games_title"]), title_justify="left")
    decks.add_column(t(labels["column"]))
    decks.add_column(t("simulate.col.games"), justify="right")
    for name, count in result.labels_used.items():
        decks.add_row(name, str(count))
    if solo:
        return Group(seats, turns, hist, decks,
                     solo_table(solo, t(labels["solo_title"]), t(labels["column"])),
                     solo_results_table(solo))
    if not result.labels_used:  # a game without labels: no per-label tables
        return Group(seats, positions, turns, hist)
    parts = [seats, positions, turns, hist, decks, folk]
    if extra["by_holder"]:
        parts.append(holders_table(extra["by_holder"], len(result.seats),
                                   t(labels["holders_title"]), t(labels["column"])))
    return Group(*parts)


def holders_table(by_holder: dict[str, Any], players: int, title: str, column: str) -> Table:
    """The balance table: for each label (Dale: animalfolk deck), the seats that held it at
    the end of their game (``stats()["by_holder"]``), their wins, win rate with its Wilson
    95% interval, and the difference from an even share (1 / ``players``), sorted from the
    highest win rate."""
    table = Table(title=title, title_justify="left")
    table.add_column(column)
    for col in ("simulate.col.seats", "simulate.col.wins", "simulate.col.win_rate",
                "simulate.col.ci", "simulate.col.vs_even"):
        table.add_column(t(col), justify="right")
    even = 1.0 / players
    for name, row in sorted(by_holder.items(), key=lambda kv: (-kv[1]["win_rate"], kv[0])):
        table.add_row(name, str(row["seats"]), str(row["wins"]), _pct(row["win_rate"]),
                      _ci(row["ci95"]), f"{(row['win_rate'] - even) * 100:+.1f}")
    return table


def solo_table(solo: dict[str, Any], title: str, column: str) -> Table:
    """The solo results by label (``stats()["solo"]``, :func:`ludoteca.sim.tournament.solo_stats`):
    a first row over all games, then one row per label (Dale: animalfolk deck in play) with its
    games, unfinished games, mean result, wins (result above 0), win share and its Wilson 95%
    interval, sorted from the highest win share."""
    table = Table(title=title, title_justify="left")
    table.add_column(column)
    for col in ("simulate.col.games", "simulate.col.unfinished", "simulate.col.mean_result",
                "simulate.col.wins", "simulate.col.win_share", "simulate.col.ci"):
        table.add_column(t(col), justify="right")

    def row(name: str, r: dict[str, Any], style: str | None = None) -> None:
        mean = r["mean_result"]
        table.add_row(name, str(r["games"]), str(r["unfinished"]),
                      "—" if mean is None else f"{mean:+.2f}", str(r["wins"]),
                      _pct(r["win_rate"]), _ci(r["ci95"]), style=style)

    row(t("simulate.all_games"), solo["all"], "bold")
    for name, r in sorted(solo["by_label"].items(), key=lambda kv: (-kv[1]["win_rate"], kv[0])):
        row(name, r)
    return table


def solo_results_table(solo: dict[str, Any]) -> Table:
    """How many finished solo games ended with each result (``stats()["solo"]["results"]``),
    with a bar."""
    table = Table(title=t("simulate.solo_results_title"), title_justify="left")
    table.add_column(t("simulate.col.result"), justify="right")
    table.add_column(t("simulate.col.games"), justify="right")
    table.add_column("")
    top = max((g for _, g in solo["results"]), default=1)
    for value, games in solo["results"]:
        table.add_row(f"{value:+d}", str(games), "█" * max(1, round(30 * games / top)))
    return table


def simulate_game(game: Game, games: int, seats: list[str], seed: int,
                  decks: list[str] | None, max_turns: int, json_path: Path | None,
                  console: Console, progress_console: Console | None = None,
                  plot_path: Path | None = None, workers: int = 1, backend: str = "local",
                  address: str | None = None, rotate: bool = True,
                  records_dir: Path | None = None, box: list[str] | None = None,
                  options: dict | None = None) -> SimResult:
    """Run ``ludoteca simulate GAME`` and print its summary; ``decks`` is the setup option
    ``animalfolk`` (:data:`ludoteca.cli.options.DECKS_OPTION`) and ``box`` the setup option
    ``box`` (:data:`ludoteca.cli.options.BOX_OPTION`) when given; ``options``: the other setup
    options of every game (``{"edition": "remaster"}``)."""
    if plot_path is not None:  # refuse a missing matplotlib before hours of games
        try:
            import matplotlib  # noqa: F401
        except ImportError:
            from ludoteca.core.errors import BadInput

            raise BadInput(Message("simulate.plot_needs_matplotlib")) from None
    from ludoteca.sim.tournament import check_backend

    check_backend(workers, backend, address)  # before the seed and the progress bar
    records = None
    if records_dir is not None:  # ludoteca simulate --records DIR (docs/records.md)
        from ludoteca.cli.records import SimRecords

        records = SimRecords(records_dir, seats, decks, max_turns, box,
                             edition=(options or {}).get("edition"))
    with Progress(
        TextColumn(f"[bold]{t('simulate.progress')}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=progress_console or console,
        transient=False,
    ) as progress:
        task = progress.add_task("games", total=games)
        from ludoteca.cli.options import BOX_OPTION, DECKS_OPTION

        options = dict(options or {})
        if decks is not None:
            options[DECKS_OPTION] = decks
        if box is not None:
            options[BOX_OPTION] = box
        result = run_games(game, games, seats, seed=seed, options=options or None,
                           max_turns=max_turns,
                           progress=lambda i, r: (records and records.write(r),
                                                  progress.advance(task)),
                           keep_actions=records is not None, rotate=rotate,
                           workers=workers, backend=backend, address=address)
    console.print(summary(result, game))
    if json_path is not None:
        from ludoteca.core.files import write_text_atomic

        write_text_atomic(json_path, json.dumps(result.to_json(), indent=2) + "\n")
        console.print(t("simulate.wrote", path=json_path), highlight=False)
    if plot_path is not None:
        from ludoteca.sim.tournament import plot, plot_solo

        labels = {**LABEL_MESSAGES, **(getattr(game, "label_messages", None) or {})}
        if any(r.solo for r in result.results):
            plot_solo(result, plot_path, t(labels["solo_title"]))
        else:
            plot(result, plot_path, t(labels["wins_title"]), t(labels["holders_title"]))
        console.print(t("simulate.wrote", path=plot_path), highlight=False)
    if records is not None:
        console.print(t("simulate.wrote_records", count=records.count, dir=records_dir),
                      highlight=False)
    return result
