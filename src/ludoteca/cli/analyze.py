"""``ludoteca analyze FILE``: the coach's analysis of a game record in the terminal
(:mod:`ludoteca.coach.analysis`), with ``--json`` and ``--plot``; ``ludoteca replay FILE
--analyze`` prints the same report after the replay."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from ludoteca.coach.analysis import Analysis, analyze_record
from ludoteca.core.i18n import decimal, t
from ludoteca.core.records import read_record


def _pct(p: float | None) -> str:
    return "—" if p is None else f"{100 * p:.0f}%"


def _action_words(game: str) -> Any:
    """How ``game``'s terminal table shows a canonical action in the reader's words (its
    renderer's ``shown_action``: Dale's notation in the language), else the text itself."""
    import importlib

    from ludoteca.core.game import get_game

    try:
        renderer = getattr(get_game(game), "renderer", None)
        shown = getattr(importlib.import_module(renderer), "shown_action", None) \
            if renderer else None
    except Exception:  # noqa: BLE001 - an unknown game: its actions as recorded
        shown = None
    return shown or (lambda text: text)


def print_report(analysis: Analysis, console: Console, file: str) -> None:
    """The table of analysed moves and each seat's summary, in the reader's language (the
    moves played and the best moves too, in the words of the game's table)."""
    words = _action_words(analysis.game)
    console.print(t("coach.report.title", file=file, game=analysis.game,
                    iterations=analysis.iterations, seed=analysis.seed), highlight=False,
                  markup=False)
    console.print(t("coach.report.thresholds"), highlight=False, markup=False)
    table = Table(show_edge=False, pad_edge=False)
    for key, justify in (("move", "right"), ("turn", "right"), ("seat", "right"),
                         ("played", "left"), ("before", "right"), ("after", "right"),
                         ("best", "left"), ("loss", "right"), ("mark", "left")):
        table.add_column(t(f"coach.col.{key}"), justify=justify)  # type: ignore[arg-type]
    for m in analysis.moves:
        mark = t(f"coach.mark.{m.mark}") if m.mark else ""
        table.add_row(str(m.index), str(m.turn), str(m.seat + 1), words(m.played),
                      _pct(m.before), _pct(m.after),
                      "" if m.best == m.played else words(m.best),
                      "—" if m.loss is None else decimal(m.loss), mark)
    console.print(table)
    for s in analysis.summaries:
        if not s.decisions:
            console.print(t("coach.summary_none", seat=s.seat + 1), highlight=False)
            continue
        console.print(t("coach.summary", seat=s.seat + 1, accuracy=decimal(s.accuracy),
                        count=s.decisions, inaccuracies=s.marks.get("inaccuracy", 0),
                        mistakes=s.marks.get("mistake", 0),
                        blunders=s.marks.get("blunder", 0)), highlight=False, markup=False)
        for m in s.worst:
            console.print(t("coach.worst", turn=m.turn, played=words(m.played),
                            loss=decimal(m.loss), best=words(m.best)), highlight=False,
                          markup=False)


def run_analysis(file: str, seat: int | None, iterations: int, seed: int,
                 console: Console) -> Analysis:
    """Read and analyse ``file`` with a progress bar on the console's stderr.

    Raises:
        RecordError: the file is not a record that replays; BadInput: a bad seat or budget.
    """
    rec = read_record(file)
    seats = None if seat is None else [seat - 1]
    err = Console(stderr=True, highlight=False)
    with Progress(TextColumn(t("coach.progress")), BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), console=err, transient=True) as bar:
        task = bar.add_task("analyse", total=len(rec.actions))

        def progress(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        return analyze_record(rec, seats=seats, iterations=iterations, seed=seed,
                              progress=progress)


def analyze_command(file: str, seat: int | None, iterations: int, seed: int,
                    json_path: Path | None, plot_path: Path | None, console: Console) -> None:
    """``ludoteca analyze``: the report, and the JSON and plot files when asked.

    Raises:
        RecordError, BadInput: as :func:`run_analysis`; BadInput: ``--plot`` without
            matplotlib (checked before the search).
    """
    from ludoteca.cli.options import check_output_file

    check_output_file(json_path, "--json")  # before the search, not after it
    check_output_file(plot_path, "--plot")
    if plot_path is not None:
        try:
            import matplotlib  # noqa: F401
        except ImportError:
            from ludoteca.core.i18n import bad

            raise bad("coach.plot_needs_matplotlib") from None
    analysis = run_analysis(file, seat, iterations, seed, console)
    print_report(analysis, console, file)
    if json_path is not None:
        data: dict[str, Any] = analysis.to_dict()
        json_path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n",
                             encoding="utf-8")
        console.print(t("coach.json_written", path=json_path), highlight=False, markup=False)
    if plot_path is not None:
        from ludoteca.coach.plot import plot_analysis

        plot_analysis(analysis, plot_path)
        console.print(t("coach.plot_written", path=plot_path), highlight=False, markup=False)
