"""Post-game analysis of a record: where each seat lost its chances (issue 29, part 1).

For every decision of the chosen seats that has at least two legal actions, the search bot
(:class:`ludoteca.bots.ismcts.ISMCTSBot`, ``root_values``) is run over *that seat's
information set at that moment* (``Game.determinize`` through an
:class:`~ludoteca.core.infoset.InformationSet`: the hidden cards of the other seats are dealt
again at random in every sample, never read). Its root statistics give:

* ``before``: the estimated win probability of the position, the mean reward of the best move
  found (a number in [0, 1]);
* ``after``: the estimated win probability after the move played (its mean reward in the same
  search; the played move is always kept in the searched root);
* ``loss``: ``before - after`` in percentage points (never below 0);
* the mark: ``inaccuracy`` from :data:`MARKS` 5 points, ``mistake`` from 10, ``blunder``
  from 20 (the first threshold reached, highest first).

A seat's *accuracy* is the mean over its analysed decisions of ``100 - loss`` (100: every
move as good as the best one found). The same record, seats, budget and seed give the same
analysis: the generator of decision ``k`` is ``Random("ludoteca-analysis:{seed}:{k}")``.
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass, field
from typing import Any, Callable, Iterable

from ludoteca.bots.ismcts import ISMCTSBot
from ludoteca.core.i18n import bad
from ludoteca.core.infoset import InformationSet
from ludoteca.core.loop import legal_for
from ludoteca.core.records import Record, format_record, parse_record
from ludoteca.core.session import replay_record

#: Iterations per analysed decision by default: a 200-decision game in well under a minute on
#: one core (benchmarks/bench_coach.py; docs/bots.md).
DEFAULT_ITERATIONS = 200
#: The budget's allowed range (iterations per decision).
MIN_ITERATIONS, MAX_ITERATIONS = 1, 100_000
#: The marks, highest threshold first: (name, percentage points lost at least).
MARKS: tuple[tuple[str, float], ...] = (("blunder", 20.0), ("mistake", 10.0),
                                        ("inaccuracy", 5.0))


def mark_of(loss: float | None) -> str | None:
    """The mark of a move that lost ``loss`` percentage points: ``"blunder"`` (20 or more),
    ``"mistake"`` (10 or more), ``"inaccuracy"`` (5 or more), else None."""
    if loss is None:
        return None
    for name, points in MARKS:
        if loss >= points:
            return name
    return None


@dataclass
class MoveAnalysis:
    """One analysed decision.

    Attributes:
        index: the 1-based number of the action in the record; turn: the game turn;
        seat: the deciding seat (0-based); played: the canonical text of the move played;
        before / after: estimated win probability (0..1) of the best move found / of the
        move played (``after`` None: the budget never tried it); best: the best move's text;
        loss: percentage points lost (0..100, None with ``after`` None); mark: see
        :func:`mark_of`; candidates: how many moves the search compared.
    """

    index: int
    turn: int
    seat: int
    played: str
    before: float
    after: float | None
    best: str
    loss: float | None
    mark: str | None
    candidates: int

    def to_dict(self) -> dict[str, Any]:
        out = asdict(self)
        out["seat"] = self.seat + 1  # seats are 1-based in everything a person reads
        return out


@dataclass
class SeatSummary:
    """A seat's summary: decisions analysed, accuracy (0..100), the count of each mark and its
    three worst moves (largest loss first; only moves that lost something)."""

    seat: int
    decisions: int
    accuracy: float | None
    marks: dict[str, int]
    worst: list[MoveAnalysis] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat + 1, "decisions": self.decisions,
                "accuracy": self.accuracy, "marks": dict(self.marks),
                "worst": [{"index": m.index, "turn": m.turn, "played": m.played,
                           "best": m.best, "loss": m.loss, "mark": m.mark}
                          for m in self.worst]}


@dataclass
class Analysis:
    """The analysis of a record: its game, seats (specs), budget, seed, the analysed moves in
    record order and one summary per analysed seat."""

    game: str
    seats: list[str]
    iterations: int
    seed: int
    moves: list[MoveAnalysis]
    summaries: list[SeatSummary]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: what ``ludoteca analyze --json`` writes."""
        return {"game": self.game, "seats": list(self.seats), "iterations": self.iterations,
                "seed": self.seed,
                "thresholds": {name: points for name, points in MARKS},
                "moves": [m.to_dict() for m in self.moves],
                "summary": [s.to_dict() for s in self.summaries]}


def check_budget(iterations: Any) -> int:
    """``iterations`` as a whole number of iterations per decision.

    Raises:
        BadInput: not a whole number from :data:`MIN_ITERATIONS` to :data:`MAX_ITERATIONS`
            (message ``coach.budget_range``).
    """
    if isinstance(iterations, bool) or not isinstance(iterations, int) \
            or not MIN_ITERATIONS <= iterations <= MAX_ITERATIONS:
        raise bad("coach.budget_range", min=MIN_ITERATIONS, max=MAX_ITERATIONS,
                  value=repr(iterations))
    return iterations


def estimate(game: Any, state: Any, seat: int, rng: random.Random, iterations: int,
             include: tuple = ()) -> list[tuple[Any, int, float | None]]:
    """The search's ``(action, visits, mean)`` for the decision of ``seat`` in ``state``
    (``seat`` must be deciding), over the seat's information set only.

    ``mean`` is the estimated win probability (0..1) after the action; the list is in legal
    order and holds the actions the game's ``prune`` keeps plus ``include``.
    """
    view = game.view(state, seat)
    legal = legal_for(game, state, view)
    bot = ISMCTSBot(iterations=check_budget(iterations))
    bot.game = game
    infoset = InformationSet(state, seat, game.determinize, game)
    return bot.root_values(view, legal, rng, infoset, include=include)


def analyze_move(game: Any, state: Any, action: Any, rng: random.Random, iterations: int,
                 index: int = 0) -> MoveAnalysis | None:
    """The analysis of ``action`` played in ``state`` by the seat deciding there; None when
    that decision had only one legal action. ``state`` is not changed."""
    seat = game.current_player(state)
    legal = game.legal_actions(state)
    if len(legal) < 2:
        return None
    values = estimate(game, state, seat, rng, iterations, include=(action,))
    tried = [(a, v, m) for a, v, m in values if m is not None]
    best, _, best_mean = max(tried, key=lambda x: (x[2], x[1]))
    played = next(m for a, _, m in values if a == action)
    if played is not None and action == best:
        played = best_mean
    loss = None if played is None else round(max(0.0, best_mean - played) * 100, 1)
    return MoveAnalysis(index=index, turn=game.turn(state), seat=seat,
                        played=game.format_action(state, action), before=round(best_mean, 4),
                        after=None if played is None else round(played, 4),
                        best=game.format_action(state, best), loss=loss, mark=mark_of(loss),
                        candidates=len(values))


def summarize(moves: Iterable[MoveAnalysis], seats: Iterable[int]) -> list[SeatSummary]:
    """One :class:`SeatSummary` per seat of ``seats`` from its analysed ``moves``."""
    moves = list(moves)
    out = []
    for seat in seats:
        own = [m for m in moves if m.seat == seat and m.loss is not None]
        accuracy = round(sum(100 - m.loss for m in own) / len(own), 1) if own else None
        marks = {name: sum(1 for m in own if m.mark == name) for name, _ in reversed(MARKS)}
        worst = sorted((m for m in own if m.loss > 0), key=lambda m: (-m.loss, m.index))[:3]
        out.append(SeatSummary(seat=seat, decisions=len(own), accuracy=accuracy, marks=marks,
                               worst=worst))
    return out


def analyze_record(rec: Record, *, seats: Iterable[int] | None = None,
                   iterations: int = DEFAULT_ITERATIONS, seed: int = 0,
                   progress: Callable[[int, int], None] | None = None) -> Analysis:
    """Analyse the decisions of ``seats`` (0-based; None: every seat) in the record ``rec``.

    Args:
        iterations: search iterations per decision (the budget).
        seed: the analysis seed (decision ``k`` searches with its own generator from it).
        progress: ``progress(done, total)`` after each action of the record is looked at.

    Raises:
        RecordError: the record does not replay (line and reason).
        BadInput: a seat outside the game, a budget out of range, a game bots cannot play.
    """
    check_budget(iterations)
    if len(rec.action_lines) != len(rec.actions):  # built in memory (Session.record()):
        rec = parse_record(format_record(rec))  # read as a file is, with its line numbers
    start = replay_record(rec, upto=0)
    game = start.game
    if not game.info.bots:
        raise bad("coach.no_bots", game=game.info.name)
    players = len(start.seats)
    chosen = sorted(set(range(players) if seats is None else seats))
    for s in chosen:
        if not 0 <= s < players:
            raise bad("coach.seat_range", seat=s + 1, players=players)
    befores = [game.clone(start.state)]

    def keep(k: int, state: Any, _text: str, _mover: Any) -> None:
        befores.append(game.clone(state))

    replay_record(rec, on_step=keep)
    total = len(rec.actions)
    moves: list[MoveAnalysis] = []
    for k, text in enumerate(rec.actions):
        state = befores[k]
        if game.current_player(state) in chosen:
            action = game.parse_action(state, text)
            rng = random.Random(f"ludoteca-analysis:{seed}:{k + 1}")
            found = analyze_move(game, state, action, rng, iterations, index=k + 1)
            if found is not None:
                moves.append(found)
        if progress is not None:
            progress(k + 1, total)
    return Analysis(game=game.info.name, seats=list(start.seats), iterations=iterations,
                    seed=seed, moves=moves, summaries=summarize(moves, chosen))
