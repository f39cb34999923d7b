"""Play one game of any registered game between bots and keep its result.

:func:`play_game` is what ``ludoteca simulate GAME`` does for each game (many games, workers
and statistics: :mod:`ludoteca.sim.tournament`, whose ``run_games`` gives game ``i`` the seed
``seed + i``). Each bot gets its own ``random.Random`` seeded from the game seed and its seat
(:func:`bot_rng`), so a game is reproduced exactly by the same arguments. Every game is played
by :func:`ludoteca.core.loop.play_out`; this module names no game: it takes a
:class:`~ludoteca.core.game.Game` (or its registry name).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from ludoteca.bots import Bot, make_bot
from ludoteca.core.errors import BadInput
from ludoteca.core.game import Game, get_game
from ludoteca.core.i18n import t
from ludoteca.core.loop import bot_agent, bot_rng, play_out  # noqa: F401 (bot_rng re-exported)


@dataclass
class GameResult:
    """The outcome of one simulated game.

    Attributes:
        seed: the game's seed.
        winner: the winning seat (0-based), or None when the game hit the turn cap (a game
            with a shared win: the lowest winning seat; ``Outcome.winners`` has them all).
        turns: the turn number (``Game.turn``) when the game ended or was stopped.
        labels: what the game says distinguishes this game for breakdowns
            (``Game.labels``; Dale: the animalfolk decks in play), else empty.
        decisions: how many decisions were taken (actions applied).
        result: a finished solo game's result for the player (``Game.solo_result``; Dale:
            the remaster's stacks minus Mono's, positive a win), None for a game of several
            players or an unfinished game. A solo game has seats the bots do not play (Dale:
            Mono, seat 1): ``winner`` may be such a seat.
    """

    seed: int
    winner: int | None
    turns: int
    labels: list[str]
    decisions: int
    actions: list[str] | None = None  # canonical texts, kept when asked (game records)
    final_hash: str | None = None  # hash of the final state, with ``actions``
    seating: list[int] | None = None  # entry of the seat list at each position (tournaments)
    seat_labels: list[list[str]] | None = None  # per seat, Game.seat_labels at the end
    first_player: int | None = None  # the seat that took the first turn (chosen by the seed)
    result: int | None = None  # a finished solo game's result (Game.solo_result)
    solo: bool = False  # a solo game (Game.solo_result is not None), finished or not

    @property
    def finished(self) -> bool:
        return self.winner is not None

    @property
    def winner_entry(self) -> int | None:
        """The winner as an index into the tournament's seat list (seats rotate), or None
        (also when the winner is a seat no bot played: Dale's Mono in a solo game)."""
        if self.winner is None:
            return None
        if self.seating is None:
            return self.winner if self.result is None or self.result > 0 else None
        if self.winner >= len(self.seating):
            return None
        return self.seating[self.winner]


def make_bots(specs: Sequence[str], game: Game) -> list[Bot]:
    """Fresh bots from their specs (``"greedy"``, ``"ismcts:iterations=50"``), given the game
    they play when :func:`ludoteca.bots.make_bot` takes it (``make_bot(spec, game=...)``:
    search bots take their evaluation from ``Game.evaluate``).

    Raises:
        BadInput: an unknown bot or a bad bot option.
    """
    import inspect

    if "game" in inspect.signature(make_bot).parameters:
        return [make_bot(spec, game=game) for spec in specs]
    return [make_bot(spec) for spec in specs]


def game_labels(game: Game, state: Any) -> list[str]:
    """``game.labels(state)`` when the game offers that optional method, else ``[]``."""
    labels = getattr(game, "labels", None)
    return list(labels(state)) if labels is not None else []


def check_simulable(game: Game | str) -> Game:
    """The game (looked up by name when given a name) if bots can play it.

    Raises:
        BadInput: no such game (``game.unknown``), or a game that bots cannot play
            (``GameInfo.bots`` false: ``sim.no_bots``).
    """
    if isinstance(game, str):
        game = get_game(game)
    if not game.info.bots:
        raise BadInput(t("sim.no_bots", game=game.info.name,
                         known=", ".join(sorted(_bot_games()))))
    return game


def _bot_games() -> list[str]:
    from ludoteca.core.game import games

    return [name for name, g in games().items() if g.info.bots]


#: A game whose one turn has lasted this many decisions is stopped unfinished, as at the turn
#: cap: the rules let some bonus-action chains go on for ever (``dale.turn.bonus_action``: two
#: Acorns or two Gift Vouchers passed back and forth), and a bot may keep choosing them.
MAX_DECISIONS_PER_TURN = 500


def playout_options(game: Game, bots: Sequence[Bot], options: Mapping[str, Any] | None
                    ) -> Mapping[str, Any] | None:
    """``options`` with the game's knowledge of hidden cards turned off (the option
    ``knowledge``, where the game has it and ``options`` does not set it) when no bot reads
    it (:meth:`~ludoteca.bots.base.Bot.reads_knowledge_of`): the same game move for move, with
    less work per action (issue 31)."""
    if "knowledge" not in game.info.options or (options and "knowledge" in options) \
            or any(b.reads_knowledge_of(game) for b in bots):
        return options
    return {**(options or {}), "knowledge": False}


def play_game(
    game: Game | str,
    bots: Sequence[Bot],
    seed: int,
    options: Mapping[str, Any] | None = None,
    max_turns: int = 400,
    on_action: Callable[[Any, int, Any], None] | None = None,
    keep_actions: bool = False,
) -> GameResult:
    """Play one game of ``game`` between ``bots`` (one per seat) and return its result.

    Args:
        game: a :class:`~ludoteca.core.game.Game` or its registry name.
        bots: one bot per seat; their number is the number of players.
        seed: the game's seed (``Game.new_state``); bot ``k`` uses :func:`bot_rng`.
        options: the game's setup options (Dale: ``{"animalfolk": [...], "box": [...]}``).
        max_turns: the game stops unfinished when turn ``max_turns + 1`` would begin, or
            when one turn has lasted :data:`MAX_DECISIONS_PER_TURN` decisions.
        on_action: called as ``on_action(state, seat, action)`` before each action is applied
            (for logs).
        keep_actions: the result also holds the actions' canonical texts
            (``Game.format_action``) and the final ``Game.state_hash`` (records).

    Raises:
        BadInput: whatever ``Game.new_state`` refuses (player count, options).
    """
    if isinstance(game, str):
        game = get_game(game)
    state = game.new_state(len(bots), seed, playout_options(game, bots, options))
    first_player = game.current_player(state)  # Dale: dale.setup.first_player, from the seed
    rngs = [bot_rng(seed, s) for s in range(len(bots))]
    texts: list[str] = []
    hook = on_action
    if keep_actions:
        fmt = game.format_action

        def hook(st: Any, seat: int, action: Any) -> None:
            if on_action is not None:
                on_action(st, seat, action)
            texts.append(fmt(st, action))

    in_turn = [0, 0]  # the turn being played, the decisions taken in it

    def endless(st: Any) -> bool:
        turn = game.turn(st)
        if turn != in_turn[0]:
            in_turn[0], in_turn[1] = turn, 0
        in_turn[1] += 1
        return in_turn[1] > MAX_DECISIONS_PER_TURN

    played = play_out(game, state, bot_agent(game, bots, rngs), max_turns=max_turns,
                      on_action=hook, stop=endless)
    outcome = game.outcome(state) if played.stopped == "over" else None
    winner = min(outcome.winners) if outcome is not None and outcome.winners else None
    result = GameResult(
        seed=seed,
        winner=winner,
        turns=game.turn(state),
        labels=game_labels(game, state),
        decisions=played.decisions,
        first_player=first_player,
    )
    solo = getattr(game, "solo_result", None)
    score = solo(state) if solo is not None else None
    if score is not None:
        result.solo = True
        if outcome is not None:  # a game stopped at the cap has no result
            result.result = score
    seat_labels = getattr(game, "seat_labels", None)
    if seat_labels is not None:
        result.seat_labels = [list(x) for x in seat_labels(state)]
    if keep_actions:
        result.actions, result.final_hash = texts, game.state_hash(state)
    return result
