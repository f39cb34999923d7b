"""Game records at the command line: ``play`` saving to the game store (with undo and
resume), ``replay``, ``games`` / ``games export`` and ``simulate --records``.

Exit codes: ``replay`` and ``games export`` exit 2 for a record or game that cannot be read
or replayed, printing ``error: FILE line N: reason`` (never a traceback); 0 otherwise.
"""

from __future__ import annotations

import random
from dataclasses import asdict
from pathlib import Path
from typing import Any, Callable

from rich.console import Console
from rich.table import Table as RichTable

from ludoteca.cli import render
from ludoteca.core.errors import BadInput, IllegalAction, LudotecaError
from ludoteca.core.i18n import Message, t
from ludoteca.core.records import RecordError, format_record, read_record
from ludoteca.core.store import (
    STATUS_FINISHED, STATUS_PLAYING, STATUS_STOPPED, GameRow, GameStore, StoreError,
    UnknownGame, default_db_path,
)
from ludoteca.dale.records import (
    RULESET, Setup, make_record, now_text, replay, setup_for, state_hash, undo_refusal_reason,
    verify,
)
from ludoteca.dale.state import DaleState

EXIT_OK, EXIT_BAD_RECORD = 0, 2


# ------------------------------------------------------------------------------------------
# The journal: saves each action of a terminal game, takes actions back
# ------------------------------------------------------------------------------------------
def setup_to_json(setup: Setup) -> dict[str, Any]:
    from ludoteca.core.i18n import current_language

    d = asdict(setup)
    d["ruleset"] = RULESET
    d["lang"] = current_language()  # a resumed game speaks it again (play --resume)
    return d


def setup_from_json(d: dict[str, Any], game_id: int) -> Setup:
    if d.get("ruleset", RULESET) != RULESET:
        raise StoreError(Message("store.game_was_played", game_id=game_id, ruleset=d.get('ruleset'),
                                 ours=RULESET))
    try:
        return Setup(seats=list(d["seats"]), animalfolk=list(d["animalfolk"]), seed=int(d["seed"]),
                     decks_from_seed=bool(d["decks_from_seed"]), max_turns=d.get("max_turns"),
                     start=d.get("start"),
                     box=None if d.get("box") is None else [str(x) for x in d["box"]])
    except (KeyError, TypeError, ValueError) as err:
        raise StoreError(Message("store.game_saved_setup", game_id=game_id, err=err)) from None


class GameJournal:
    """Keeps a terminal game in the store: one transaction per applied action, and undo.

    Attributes:
        store, game_id: where the game is saved.
        setup: the game's setup; actions: the canonical texts applied so far.
        befores: for each action, ``(state before it, seat that decided it)``.
        movers: ``(turn, active, seat)`` per action (for records).
        resumed_at: the number of actions replayed when the game was resumed (None: new game).
    """

    def __init__(self, store: GameStore, game_id: int, setup: Setup, state: DaleState,
                 resumed_at: int | None = None) -> None:
        self.store = store
        self.game_id = game_id
        self.setup = setup
        self.actions: list[str] = []
        self.befores: list[tuple[DaleState, int]] = []
        self.movers: list[tuple[int, int, int]] = []
        self.current = state.clone()
        self.resumed_at = resumed_at
        self.table: Any = None
        self.created = now_text()

    # -- creating and resuming ---------------------------------------------------------------
    @classmethod
    def new(cls, store: GameStore, setup: Setup, state: DaleState) -> "GameJournal":
        created = now_text()
        game_id = store.new_game(game="dale", seats=setup.seats, animalfolk=setup.animalfolk,
                                 seed=setup.seed, setup=setup_to_json(setup), turn=state.turn,
                                 hash=state_hash(state), now=created)
        journal = cls(store, game_id, setup, state)
        journal.created = created
        return journal

    @classmethod
    def resume(cls, store: GameStore, game_id: int) -> tuple["GameJournal", DaleState, GameRow]:
        """Rebuild a saved game by replaying its actions.

        Raises:
            StoreError: unknown game, a game that is over, or one that does not replay to its
                saved state.
        """
        from ludoteca.dale.notation import parse

        row, rows = store.load(game_id)
        if row.game != "dale":
            raise StoreError(Message("store.game_game_dale", game_id=game_id, game=row.game))
        setup = setup_from_json(row.setup, game_id)
        state = setup.new_state()
        journal = cls(store, game_id, setup, state, resumed_at=len(rows))
        journal.created = row.created
        for a in rows:
            before = state.clone()
            seat = state.current_player()
            try:
                for step in state.normalize_steps(parse(a.text)):
                    state.apply(step)
            except (BadInput, IllegalAction) as err:
                raise StoreError(Message("store.game_saved_action", game_id=game_id, n=a.n,
                                         text=repr(a.text), err=err)) from None
            journal.actions.append(a.text)
            journal.befores.append((before, seat))
            journal.movers.append((before.turn, before.active, seat))
        if row.hash is not None and state_hash(state) != row.hash:
            raise StoreError(Message("store.game_does_replay", game_id=game_id,
                                     got=state_hash(state), hash=row.hash))
        journal.current = state.clone()
        return journal, state, row

    # -- hooks called by the table -----------------------------------------------------------
    def attach(self, table: Any) -> None:
        """Called by the table once it exists. A resumed game gives its bots fresh random
        generators seeded from the game seed, the seat and the number of actions replayed."""
        self.table = table
        if self.resumed_at is not None:
            for seat in list(table.rngs):
                table.rngs[seat] = random.Random(
                    f"ludoteca-bot:{self.setup.seed}:{seat}:resume:{self.resumed_at}")

    def applied(self, state: DaleState, seat: int, action: tuple) -> None:
        """Save the action just applied (one transaction: the action and the game's progress)."""
        from ludoteca.dale.notation import to_text

        text = to_text(action)
        before = self.current
        n = len(self.actions) + 1
        status = STATUS_FINISHED if state.is_terminal() else STATUS_PLAYING
        self.store.append_action(self.game_id, n, text, seat=seat, turn=before.turn,
                                 status=status, winner=state.winner, hash=state_hash(state),
                                 now=now_text(), game_turn=state.turn)
        self.actions.append(text)
        self.befores.append((before, seat))
        self.movers.append((before.turn, before.active, seat))
        self.current = state.clone()

    def undo_refused(self, seat: int, state: DaleState) -> str | None:
        """Why ``seat`` may not take back the last action now (in the current language), or
        None."""
        if not self.befores:
            return t("undo.nothing")
        before, mover = self.befores[-1]
        reason = undo_refusal_reason(before, state, mover, seat)
        if reason is None:
            return None
        key, values = reason
        return t(key, **values)

    def undo(self, seat: int, console: Console) -> bool:
        """Take back ``seat``'s last action if the undo rule allows it; say what happened."""
        state = self.table.state
        reason = self.undo_refused(seat, state)
        if reason is not None:
            console.print(t("undo.refused", reason=reason), style="red", highlight=False)
            return False
        before, _ = self.befores[-1]
        n = len(self.actions)
        self.store.drop_last_action(self.game_id, n, turn=before.turn, hash=state_hash(before),
                                    now=now_text())
        restored = before.clone()
        for name in DaleState.__slots__:  # in place: the table's loop holds this object
            setattr(state, name, getattr(restored, name))
        text = self.actions.pop()
        self.befores.pop()
        self.movers.pop()
        self.current = state.clone()
        console.print(t("undo.took_back", action=text), style="yellow", highlight=False)
        who = render.seat_label(seat, self.setup.seats)
        for h, lines in self.table.pending.items():
            if h != seat:
                lines.append(t("play.log_line", turn=state.turn, seat=who,
                               action=t("undo.took_back_public")))
        return True

    # -- the end -----------------------------------------------------------------------------
    def record_text(self, state: DaleState, date: str | None = None) -> str:
        return format_record(make_record(self.setup, self.actions, state,
                                         date=date or self.created, movers=self.movers))


def play_stored(*, seats: list[str] | None, decks: list[str] | None, seed: int,
                console: Console, input_fn: Callable[[str], str], max_turns: int,
                start: DaleState | None, db: Path | None, record: Path | None,
                resume: int | None, table_options: dict[str, Any] | None = None) -> int:
    """``ludoteca play``: a terminal game saved action by action in the game store.

    ``table_options`` go to :func:`ludoteca.cli.play.play_dale` (``confirm``, ``layout``). A
    game keeps the language it was started in (saved with its setup): resumed without
    ``--lang`` or ``$LUDOTECA_LANG``, it speaks that language again.

    Returns the exit code of :func:`ludoteca.cli.play.play_dale`.
    """
    from ludoteca.cli.lang import resume_language
    from ludoteca.cli.play import play_dale
    from ludoteca.dale import new_game

    db_path = Path(db) if db is not None else default_db_path()
    if resume is not None and not db_path.exists():
        raise BadInput(t("cli.no_game", id=resume, db=db_path))
    store = open_store(db_path)
    try:
        if resume is not None:
            journal, state, row = resume_game(store, resume)
            if row.status != STATUS_PLAYING:
                raise BadInput(t("records.not_playing", id=resume, status=_status_text(row),
                                 command=f"ludoteca games export {resume}"))
            seats = journal.setup.seats
            seed = journal.setup.seed
            resume_language(row.setup)
            if journal.setup.max_turns is not None:
                max_turns = journal.setup.max_turns
            console.print(t("records.resuming", id=resume, count=len(journal.actions),
                            turn=state.turn), highlight=False)
        else:
            assert seats is not None
            state = start.clone() if start is not None else new_game(
                players=len(seats), animalfolk=decks, seed=seed)
            setup = setup_for(state, seats, seed, decks_from_seed=decks is None,
                              max_turns=max_turns, start=start)
            journal = GameJournal.new(store, setup, state)
            # On stderr: the game's own output stays the same for the same seed and options.
            Console(stderr=True, highlight=False, soft_wrap=True).print(
                t("records.new_game", id=journal.game_id, db=db_path))
        code = play_dale(seats, decks, seed, console, input_fn=input_fn, max_turns=max_turns,
                         state=state, journal=journal, seed_known=journal.setup.start is None,
                         **(table_options or {}))
        if not state.is_terminal():
            if state.turn > max_turns:
                store.set_status(journal.game_id, STATUS_STOPPED, now_text())
            else:
                where = "" if db is None else f" --db {db}"
                console.print(t("records.continue", id=journal.game_id,
                                command=f"ludoteca play --resume {journal.game_id}{where}"),
                              highlight=False)
        if record is not None:
            if _resumable(state, max_turns):
                # Not before the end: the record holds the seed (docs/security.md).
                where = "" if db is None else f" --db {db}"
                console.print(t("records.unfinished_not_written", path=record,
                                command=f"ludoteca games export {journal.game_id}{where} "
                                        f"--output {record}"), highlight=False)
            else:
                _write(record, journal.record_text(state))
                console.print(t("records.written", path=record), highlight=False)
        return code
    finally:
        store.close()


def _resumable(state: DaleState, max_turns: int) -> bool:
    """True while a game can still be played on: not won, not stopped at the turn cap."""
    return not state.is_terminal() and state.turn <= max_turns


def open_store(db_path: Path, create: bool = True) -> GameStore:
    """The game database at ``db_path``; BadInput (exit 2) for a file that cannot be one
    (another program's database is refused untouched; without ``create`` a missing one too)."""
    try:
        return GameStore(db_path, create=create)
    except StoreError as err:
        raise BadInput(err.msg if err.msg is not None else str(err)) from None


def resume_game(store: GameStore, game_id: int) -> tuple["GameJournal", DaleState, GameRow]:
    """:meth:`GameJournal.resume`; BadInput (exit 2) for a game id the database does not have."""
    try:
        return GameJournal.resume(store, game_id)
    except UnknownGame:
        raise BadInput(t("cli.no_game", id=game_id, db=store.path)) from None


def _write(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file (never half a record).

    Raises:
        LudotecaError: naming ``path`` (never the temporary file) when it cannot be written
            (exit 1: the options were checked before the game by ``check_output_file``, so
            this is a failure of the disk); see :func:`ludoteca.core.files.write_text_atomic`.
    """
    from ludoteca.core.files import FileProblem, write_text_atomic

    try:
        write_text_atomic(path, text)
    except FileProblem as err:
        raise LudotecaError(err.msg if err.msg is not None else str(err)) from None


# ------------------------------------------------------------------------------------------
# ludoteca replay
# ------------------------------------------------------------------------------------------
class _Stop(Exception):
    pass


def _show_state(console: Console, state: DaleState, seats: list[str], seat: int | None) -> None:
    from ludoteca.dale.views import view

    who = seat if seat is not None else state.current_player()
    if who < 0:
        who = state.winner if state.winner is not None else state.active
    # A replay is watched, not played: nobody at the table is "you".
    console.print(render.table_view(view(state, who), seats, mark_you=False))


def _status_line(state: DaleState, seats: list[str]) -> str:
    from ludoteca.core.i18n import decision_prompt

    if state.winner is not None:
        return t("replay.winner", seat=render.seat_label(state.winner, seats), turn=state.turn)
    dec = state.decision()
    return t("replay.next", seat=render.seat_label(dec.player, seats),
             prompt=decision_prompt(dec))


def replay_command(path: str, to: int | None, step: bool, check: bool, seat: int | None,
                   console: Console, input_fn: Callable[[str], str]) -> int:
    """``ludoteca replay FILE``; return the exit code (2 for a bad record)."""
    try:
        rec = read_record(path)
        if check:
            out = verify(rec)
            seats = out.setup.seats
            console.print(t("replay.ok", count=out.applied, hash=rec.hash), highlight=False)
            console.print(_status_line(out.state, seats), highlight=False, markup=False)
            return EXIT_OK
        seats: list[str] = []
        if seat is not None:
            n_seats = len([s for s in rec.header.get("seats", "").split(",") if s.strip()])
            if not 1 <= seat <= max(n_seats, 1):
                raise BadInput(t("replay.bad_seat", seat=seat, count=n_seats))
        shown = None if seat is None else seat - 1

        if step:
            from ludoteca.dale.records import read_setup

            seats = read_setup(rec).seats

            def on_step(k: int, state: DaleState, text: str, mover: tuple[int, int, int]) -> None:
                turn, _, who = mover
                console.print(f"{k}. T{turn} {render.seat_label(who, seats)}: {text}",
                              highlight=False, markup=False)
                _show_state(console, state, seats, shown)
                try:
                    answer = input_fn(t("replay.step_prompt") + " ").strip().lower()
                except EOFError:
                    raise _Stop from None
                if answer in ("q", "quit"):
                    raise _Stop

            try:
                out = replay(rec, upto=to, on_step=on_step)
            except _Stop:
                console.print(t("replay.stopped"), highlight=False)
                return EXIT_OK
        else:
            out = replay(rec, upto=to)
            seats = out.setup.seats
        total = len(rec.actions)
        if to is not None and to < total:
            console.print(t("replay.position_after", applied=out.applied, count=total),
                          highlight=False)
        else:
            console.print(t("replay.final_position", count=total), highlight=False)
        _show_state(console, out.state, seats, shown)
        console.print(_status_line(out.state, seats), highlight=False, markup=False)
        console.print(t("replay.hash", hash=state_hash(out.state)), highlight=False)
        return EXIT_OK
    except RecordError as err:
        from ludoteca.core.files import one_line

        console.print(one_line(f"error: {path} line {err.line}: {err.reason_text()}"),
                      highlight=False,
                      markup=False)
        return EXIT_BAD_RECORD


# ------------------------------------------------------------------------------------------
# ludoteca games / games export
# ------------------------------------------------------------------------------------------
def _status_text(row: GameRow) -> str:
    if row.status == STATUS_FINISHED and row.winner is not None:
        return t("games.status.won", seat=row.winner + 1)
    if row.status == STATUS_STOPPED:
        return t("games.status.stopped")
    if row.status in (STATUS_PLAYING, STATUS_FINISHED):
        return t(f"games.status.{row.status}")
    return row.status


def list_games(db: Path | None, console: Console) -> int:
    db_path = Path(db) if db is not None else default_db_path()
    rows: list[GameRow] = []
    if db_path.exists():  # listing never creates the database
        with open_store(db_path, create=False) as store:
            rows = store.games()
    if not rows:
        console.print(t("games.none", db=db_path), highlight=False)
        return EXIT_OK
    table = RichTable(title=t("games.title", db=db_path), title_justify="left")
    for col, just in (("id", "right"), ("date", "left"), ("players", "left"),
                      ("turn", "right"), ("actions", "right"), ("status", "left")):
        table.add_column(t(f"games.col.{col}"), justify=just)  # type: ignore[arg-type]
    for row in rows:
        table.add_row(str(row.id), row.created.replace("T", " ").rstrip("Z"),
                      ", ".join(render.seat_name(x) for x in row.seats), str(row.turn),
                      str(row.n_actions), _status_text(row))
    console.print(table)
    return EXIT_OK


def export_game(game_id: int, db: Path | None, output: Path | None, console: Console) -> int:
    """Write the record of a saved game to ``output`` (or print it)."""
    db_path = Path(db) if db is not None else default_db_path()
    if not db_path.exists():  # never create an empty database just to find nothing in it
        raise BadInput(t("cli.no_game", id=game_id, db=db_path))
    with open_store(db_path, create=False) as store:
        journal, state, row = resume_game(store, game_id)
    if row.status == STATUS_PLAYING:
        # Refused, not exported per seat: an unfinished game's record holds the seed, which
        # rebuilds every hand and deck order (docs/security.md, "Hidden information").
        where = "" if db is None else f" --db {db}"
        raise BadInput(t("records.export_unfinished", id=game_id,
                         command=f"ludoteca play --resume {game_id}{where}"))
    text = journal.record_text(state)
    if output is None:
        console.print(text, end="", highlight=False, markup=False, soft_wrap=True)
    else:
        _write(output, text)
        console.print(t("records.game_written", id=game_id, path=output), highlight=False)
    return EXIT_OK


# ------------------------------------------------------------------------------------------
# ludoteca simulate --records DIR
# ------------------------------------------------------------------------------------------
def record_file_name(seed: int) -> str:
    return f"dale-{seed}.rec"


class SimRecords:
    """Writes the record of each simulated game into a directory, as the games finish.

    The seats of a game are the bot specs at its positions (seats rotate between games in a
    tournament). Each record is checked by replaying it: its final hash must be the one the
    simulation computed. The game's action list is then dropped from memory.

    Raises (constructor):
        BadInput: when the directory cannot be created.
    """

    def __init__(self, directory: Path, seats: list[str], decks: list[str] | None,
                 max_turns: int) -> None:
        self.directory = Path(directory)
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            raise BadInput(Message("records.records", directory=directory,
                                   reason=err.strerror or err)) from None
        self.seats = list(seats)
        self.decks = decks
        self.max_turns = max_turns
        self.count = 0

    def write(self, result: Any) -> Path:
        from ludoteca.dale.notation import parse

        seating = getattr(result, "seating", None) or list(range(len(self.seats)))
        setup = Setup(seats=[self.seats[e] for e in seating],
                      animalfolk=list(result.animalfolk), seed=result.seed,
                      decks_from_seed=self.decks is None, max_turns=self.max_turns)
        state = setup.new_state()
        movers = []
        for text in result.actions:
            movers.append((state.turn, state.active, state.current_player()))
            for step in state.normalize_steps(parse(text)):
                state.apply(step)
        if result.final_hash is not None and state_hash(state) != result.final_hash:
            raise RuntimeError(f"game seed {result.seed}: the record does not replay to the "
                               "simulated state")
        path = self.directory / record_file_name(result.seed)
        _write(path, format_record(make_record(setup, result.actions, state, movers=movers)))
        result.actions = None
        self.count += 1
        return path
