"""The English source of the coach's texts (message ids ``coach.*``), registered when the
package is imported. Translations: ``ludoteca/locale`` (docs/translating.md)."""

from __future__ import annotations

from ludoteca.core.messages import register_messages

MESSAGES: dict[str, str | tuple[str, str]] = {
    # marks (coach/analysis.py)
    "coach.mark.inaccuracy": "inaccuracy",
    "coach.mark.mistake": "mistake",
    "coach.mark.blunder": "blunder",
    # why a hint is good (coach/hints.py), when the game says nothing more
    "coach.why.only": "the only move the search found worth making here",
    "coach.why.best": ("an estimated {share}% chance to win, {lead} points more than "
                       "the next move"),
    "coach.why.close": "about as good as the best move ({lead} points behind)",
    "coach.why.behind": "{lead} points behind the best move",
    # the plot (coach/plot.py)
    "coach.plot.seat": "Seat {seat}",
    "coach.plot_needs_matplotlib": "--plot needs matplotlib: pip install 'ludoteca[plot]'",
    "coach.plot.title": "Estimated win probability",
    "coach.plot.x": "decision",
    "coach.plot.y": "win probability (%)",
    # the report of `ludoteca analyze` and `ludoteca replay --analyze` (cli/analyze.py)
    "coach.report.title": ("Analysis of {file} ({game}): {iterations} search iterations per "
                           "decision, seed {seed}"),
    "coach.report.thresholds": ("Marks: inaccuracy from 5 points lost, mistake from 10, "
                                "blunder from 20 (estimated win probability, in percent)"),
    "coach.col.move": "#",
    "coach.col.turn": "Turn",
    "coach.col.seat": "Seat",
    "coach.col.played": "Move played",
    "coach.col.before": "Before",
    "coach.col.after": "After",
    "coach.col.best": "Best move found",
    "coach.col.loss": "Loss",
    "coach.col.mark": "Mark",
    "coach.summary": ("Seat {seat}: accuracy {accuracy}% over {count} decisions; "
                      "inaccuracies {inaccuracies}, mistakes {mistakes}, blunders {blunders}"),
    "coach.summary_none": "Seat {seat}: no decision with a choice to analyse",
    "coach.worst": "  worst: turn {turn}, {played} ({loss} points lost, best: {best})",
    "coach.progress": "Analysing",
    "coach.json_written": "Analysis written to {path}.",
    "coach.plot_written": "Plot written to {path}.",
    "coach.hints_off": "hints are not allowed at this table",
    "coach.budget_range": ("the analysis budget must be a whole number of iterations from "
                           "{min} to {max}, got {value}"),
    "coach.seat_range": "seat {seat} is not a seat of this game (seats 1 to {players})",
    "coach.no_bots": "{game} cannot be analysed: bots cannot play it",
}

register_messages(MESSAGES, source="coach")
