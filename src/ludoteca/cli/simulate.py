"""``ludoteca simulate``: many bot games with a progress bar and a summary table."""

from __future__ import annotations

import json
from pathlib import Path

from rich.console import Console, Group
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from ludoteca.cli.render import seat_label
from ludoteca.dale.simulate import SimResult, run_games


def _num(x: float | int | None, digits: int = 1) -> str:
    if x is None:
        return "—"
    if isinstance(x, int):
        return str(x)
    return f"{x:.{digits}f}"


def summary(result: SimResult) -> Group:
    """Rich tables: wins per seat, game lengths and unfinished games, decks used."""
    n = len(result.results)
    seats = Table(title=f"Dale of Merchants — {n} games, seeds {result.seed}–{result.seed + n - 1}",
                  title_justify="left")
    seats.add_column("Seat")
    seats.add_column("Bot")
    seats.add_column("Wins", justify="right")
    seats.add_column("Win rate", justify="right")
    for i, wins in enumerate(result.wins):
        seats.add_row(seat_label(i), result.seats[i], str(wins),
                      f"{(wins / n if n else 0):.1%}")
    seats.add_row("—", "unfinished", str(result.unfinished),
                  f"{(result.unfinished / n if n else 0):.1%}", style="yellow")

    turns = Table(
        title=f"Turns per finished game (every player's turn counts; cap {result.max_turns})",
        title_justify="left",
    )
    for col in ("Finished", "Unfinished", "Mean", "Std dev", "Min", "Max"):
        turns.add_column(col, justify="right")
    turns.add_row(str(n - result.unfinished), str(result.unfinished), _num(result.turns_mean),
                  _num(result.turns_std), _num(result.turns_min), _num(result.turns_max))

    decks = Table(title="Decks used (games per animalfolk deck)", title_justify="left")
    decks.add_column("Animalfolk")
    decks.add_column("Games", justify="right")
    for folk, count in result.decks_used.items():
        decks.add_row(folk, str(count))
    return Group(seats, turns, decks)


def simulate_dale(games: int, seats: list[str], seed: int, decks: list[str] | None,
                  max_turns: int, json_path: Path | None, console: Console,
                  progress_console: Console | None = None) -> SimResult:
    with Progress(
        TextColumn("[bold]Simulating"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=progress_console or console,
        transient=False,
    ) as progress:
        task = progress.add_task("games", total=games)
        result = run_games(games, seats, seed=seed, animalfolk=decks, max_turns=max_turns,
                           progress=lambda i, r: progress.advance(task))
    console.print(summary(result))
    if json_path is not None:
        json_path.write_text(json.dumps(result.to_json(), indent=2) + "\n", encoding="utf-8")
        console.print(f"Wrote {json_path}", highlight=False)
    return result
