"""Play many Dale of Merchants games between bots and collect the numbers.

:func:`run_games` is the loop behind ``ludoteca simulate dale``; tests and later tools call
it directly. Game ``i`` (0-based) uses the seed ``seed + i``. Each bot gets its own
``random.Random`` seeded from the game seed and its seat, so a run is reproduced exactly by
the same arguments.
"""

from __future__ import annotations

import random
import statistics
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from ludoteca.bots import Bot, make_bot
from ludoteca.bots.base import InformationSet, decide
from ludoteca.core.errors import BadInput
from ludoteca.core.i18n import Message


def bot_rng(game_seed: int, seat: int) -> random.Random:
    """The random generator of the bot at ``seat`` (0-based) in the game seeded ``game_seed``."""
    return random.Random(f"ludoteca-bot:{game_seed}:{seat}")


@dataclass
class GameResult:
    """The outcome of one simulated game.

    Attributes:
        seed: the game's seed.
        winner: the winning seat (0-based), or None when the game hit the turn cap.
        turns: the number of turns started when the game ended or was stopped.
        animalfolk: the animalfolk decks in play.
        decisions: how many decisions were taken (actions applied).
    """

    seed: int
    winner: int | None
    turns: int
    animalfolk: list[str]
    decisions: int
    actions: list[str] | None = None  # canonical texts, kept when asked (game records)
    final_hash: str | None = None  # hash of the final state, with ``actions``
    seating: list[int] | None = None  # entry of the seat list at each position (tournaments)
    first_player: int | None = None  # the seat that took the first turn (chosen by the seed)

    @property
    def finished(self) -> bool:
        return self.winner is not None

    @property
    def winner_entry(self) -> int | None:
        """The winner as an index into the tournament's seat list (seats rotate), or None."""
        if self.winner is None or self.seating is None:
            return self.winner
        return self.seating[self.winner]


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
    rotate: bool = False  # seats rotated between games (see ludoteca.dale.tournament)

    @property
    def unfinished(self) -> int:
        return sum(1 for r in self.results if not r.finished)

    @property
    def wins(self) -> list[int]:
        """Wins of each entry of the seat list, wherever it sat."""
        counts = [0] * len(self.seats)
        for r in self.results:
            if r.winner is not None:
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
    def decks_used(self) -> dict[str, int]:
        """Number of games each animalfolk deck was in, by deck key."""
        counts: dict[str, int] = {}
        for r in self.results:
            for folk in r.animalfolk:
                counts[folk] = counts.get(folk, 0) + 1
        return dict(sorted(counts.items()))

    def to_json(self) -> dict[str, Any]:
        """The JSON summary written by ``--json``; seats are 1-based. "seats" lists the
        entries of the seat list (with rotation, a bot's wins wherever it sat); the tournament
        numbers (``ci95``, ``first_seat``, ``by_position``, ``lengths``, ``by_animalfolk``,
        ``rotate``) come from :func:`ludoteca.dale.tournament.stats`."""
        from ludoteca.dale.tournament import stats

        wins = self.wins
        n = len(self.results)
        extra = stats(self)
        data = {
            "game": "dale",
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
            "decks": self.decks_used,
        }
        data.update(extra)
        return data


def play_game(
    bots: Sequence[Bot],
    seed: int,
    animalfolk: list[str] | None = None,
    max_turns: int = 400,
    on_action: Callable[[Any, int, tuple], None] | None = None,
    keep_actions: bool = False,
    box: Sequence[str] | None = None,
) -> GameResult:
    """Play one game between ``bots`` (one per seat) and return its result.

    ``box`` is the decks available at setup (None: the six Dale 1 decks, see ``new_game``).

    The game stops unfinished when turn ``max_turns + 1`` would begin. ``on_action(state,
    seat, action)`` is called before each action is applied (for logs). With ``keep_actions``
    the result also holds the actions' canonical texts and the final state hash (records).
    """
    from ludoteca.dale import new_game
    from ludoteca.dale.views import determinize, view

    state = new_game(players=len(bots), animalfolk=animalfolk, seed=seed, box=box)
    first_player = state.active  # dale.setup.first_player: drawn from the seed
    rngs = [bot_rng(seed, s) for s in range(len(bots))]
    decisions = 0
    texts: list[str] = []
    if keep_actions:
        from ludoteca.dale.notation import to_text
    while not state.is_terminal():
        if state.turn > max_turns:
            break
        seat = state.current_player()
        seen = view(state, seat)
        # The view of the deciding seat already lists the legal actions; listing them costs
        # as much as the rest of a step, so they are not listed twice.
        legal = seen.get("legal_actions") or state.legal_actions()
        # Search bots also get the seat's information set (states only via determinize).
        action = decide(bots[seat], seen, legal, rngs[seat],
                        InformationSet(state, seat, determinize))
        if on_action is not None:
            on_action(state, seat, action)
        if keep_actions:
            texts.append(to_text(action))
        state.apply(action)
        decisions += 1
    winner = state.winner if state.is_terminal() else None
    result = GameResult(
        seed=seed,
        winner=winner,
        turns=state.turn,
        animalfolk=list(state.animalfolk),
        decisions=decisions,
        first_player=first_player,
    )
    if keep_actions:
        from ludoteca.dale.records import state_hash

        result.actions, result.final_hash = texts, state_hash(state)
    return result


def run_games(
    games: int,
    seats: Sequence[str],
    seed: int = 0,
    animalfolk: list[str] | None = None,
    max_turns: int = 400,
    progress: Callable[[int, GameResult], None] | None = None,
    keep_actions: bool = False,
    rotate: bool = False,
    workers: int = 1,
    backend: str = "local",
    address: str | None = None,
) -> SimResult:
    """Play ``games`` games between the bots named in ``seats`` (one name per seat).

    Args:
        games: number of games (>= 1).
        seats: bot names, e.g. ``["greedy", "random"]``; the count sets the players.
        seed: game ``i`` uses seed ``seed + i``.
        animalfolk: the decks of every game, or None to let each game's seed choose.
        max_turns: games still running when turn ``max_turns + 1`` would begin are stopped
            and counted as unfinished.
        progress: called as ``progress(i, result)`` after game ``i`` (0-based).
        keep_actions: keep each game's action texts and final state hash in its result
            (``ludoteca simulate --records``).
        rotate: rotate the seats between games (game ``i``: the ``k``-th bot sits at position
            ``(k + i) mod players``; ``GameResult.seating`` says who sat where); wins are
            always counted per entry of ``seats``.
        workers, backend, address: where the games run (see
            :func:`ludoteca.dale.tournament.run_tasks`); the results are the same for any
            choice, in game order.

    Raises:
        BadInput: for a bad game count, turn cap, bot name, worker count or backend (and
            whatever ``new_game`` refuses: player count, decks).
    """
    if games < 1:
        raise BadInput(Message("simulate.number_games_least", games=games))
    if max_turns < 1:
        raise BadInput(Message("simulate.turn_cap_least", max_turns=max_turns))
    names = [s.strip().lower() for s in seats]
    for name in names:
        make_bot(name)  # refuse unknown names before the first game
    from ludoteca.dale.tournament import make_tasks, run_tasks

    result = SimResult(games=games, seats=names, max_turns=max_turns, seed=seed,
                       rotate=rotate)
    # Fresh bots in every game (no memory carried between games), built from the specs.
    tasks = make_tasks(games, names, seed, animalfolk, max_turns, rotate=rotate,
                       keep_actions=keep_actions)
    result.results.extend(run_tasks(tasks, workers=workers, backend=backend,
                                    address=address, progress=progress))
    return result
