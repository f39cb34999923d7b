"""Game records at the command line: ``play`` saving to the game store (with undo and
resume), ``replay``, ``games`` / ``games export`` and ``simulate --records``.

The game, its journal, undo, resume and record are a :class:`ludoteca.core.session.Session`
(any registered game); this module opens the store, renders and reads input.

Exit codes: ``replay`` and ``games export`` exit 2 for a record or game that cannot be read
or replayed, printing ``error: FILE line N: reason`` (never a traceback); 0 otherwise.
"""

from __future__ import annotations

import importlib

from pathlib import Path
from typing import Any, Callable

from ludoteca.cli.terminal import Console
from rich.table import Table as RichTable

from ludoteca.cli import render
from ludoteca.core.errors import BadInput, LudotecaError
from ludoteca.core.i18n import Message, t
from ludoteca.core.records import RecordError, format_record, read_record
from ludoteca.core.session import Session, replay_record
from ludoteca.core.game import get_game
from ludoteca.core.store import (
    STATUS_FINISHED, STATUS_PLAYING, STATUS_STOPPED, GameRow, GameStore, StoreError,
    UnknownGame, default_db_path,
)

EXIT_OK, EXIT_BAD_RECORD = 0, 2


def _table_of(game: Any) -> Any:
    """The terminal table module of ``game`` (its ``renderer``, a module of ``cli/`` with
    ``play_session``, ``draw_view`` and ``decision_text``), or None for a game drawn by the
    generic display."""
    renderer = getattr(game, "renderer", None)
    return None if renderer is None else importlib.import_module(renderer)


def play_stored(*, seats: list[str] | None, decks: list[str] | None, seed: int,
                console: Console, input_fn: Callable[[str], str], max_turns: int,
                start: Any, db: Path | None, record: Path | None,
                resume: int | None, table_options: dict[str, Any] | None = None,
                game: str = "dale", options: dict[str, Any] | None = None) -> int:
    """``ludoteca play``: a terminal game saved action by action in the game store.

    ``table_options`` go to :func:`ludoteca.cli.play.play_dale` (``confirm``, ``layout``). A
    game keeps the language it was started in (saved with its setup): resumed without
    ``--lang`` or ``$LUDOTECA_LANG``, it speaks that language again. ``game`` is the registry
    name of a new game (``decks`` and ``start`` are Dale's); a game without a terminal of its
    own is played by :func:`play_generic`. ``options``: the other setup options of a new game
    (``{"edition": "remaster"}``).

    Returns the exit code of the table.
    """
    from ludoteca.bots import make_bot
    from ludoteca.cli.lang import resume_language
    from ludoteca.core.i18n import current_language

    db_path = Path(db) if db is not None else default_db_path()
    if resume is not None and not db_path.exists():
        raise BadInput(t("cli.no_game", id=resume, db=db_path))
    if resume is None and _table_of(get_game(game)) is None and "human" in (seats or []):
        raise BadInput(t("play.bots_only", game=game))  # before anything is saved
    store = open_store(db_path)
    try:
        if resume is not None:
            session = resume_game(store, resume, make_bot=make_bot)
            row = store.game(resume)
            if row.status != STATUS_PLAYING:
                raise BadInput(t("records.not_playing", id=resume, status=_status_text(row),
                                 command=f"ludoteca games export {resume}"))
            seats = session.seats
            seed = session.seed
            resume_language(row.setup)
            if session.max_turns is not None:
                max_turns = session.max_turns
            console.print(t("records.resuming", id=resume, count=len(session.entries),
                            turn=session.game.turn(session.state)), highlight=False)
        else:
            assert seats is not None
            options = dict(options or {})
            if decks is not None:
                options["animalfolk"] = decks
            session = Session.new(game, seats, seed, options,
                                  start=start.clone() if start is not None else None,
                                  max_turns=max_turns, store=store, lang=current_language(),
                                  make_bot=make_bot,
                                  hints=(table_options or {}).get("hints"))
            # On stderr: the game's own output stays the same for the same seed and options.
            Console(stderr=True, highlight=False, soft_wrap=True).print(
                t("records.new_game", id=session.game_id, db=db_path))
        table = _table_of(session.game)
        if table is not None:  # the game's own terminal table (a module of cli/)
            code = table.play_session(
                session, console, input_fn=input_fn, max_turns=max_turns,
                table_options=table_options)
        else:
            code = play_generic(session, console, max_turns)
        if not session.over:
            session.max_turns = max_turns
            if not session.stop_at_cap():
                where = "" if db is None else f" --db {db}"
                console.print(t("records.continue", id=session.game_id,
                                command=f"ludoteca play --resume {session.game_id}{where}"),
                              highlight=False)
        if record is not None:
            if not session.over and session.game.turn(session.state) <= max_turns:
                # Not before the end: the record holds the seed (docs/security.md).
                where = "" if db is None else f" --db {db}"
                console.print(t("records.unfinished_not_written", path=record,
                                command=f"ludoteca games export {session.game_id}{where} "
                                        f"--output {record}"), highlight=False)
            else:
                _write(record, session.record_text())
                console.print(t("records.written", path=record), highlight=False)
        return code
    finally:
        store.close()


def play_generic(session: Session, console: Console, max_turns: int) -> int:
    """A game without a terminal of its own, bots only: each action as a log line, the
    spectator's view as ``key: value`` lines at the start and the end, and the result.
    Returns 0."""
    from ludoteca.cli import render

    game = session.game
    console.print(t("play.title_generic", game=game.info.title, seed=session.seed),
                  style="bold", highlight=False, markup=False)
    who = ", ".join(render.seat_label(i, session.seats) for i in range(len(session.seats)))
    console.print(t("play.seats", seats=who), highlight=False, markup=False)
    _print_view(console, session.view(-1))

    def log(seat: int, action: Any) -> None:
        console.print(t("play.log_line", turn=game.turn(session.state),
                        seat=render.seat_label(seat, session.seats),
                        action=session.text(action)), highlight=False, markup=False)

    if session.max_turns is None:
        session.max_turns = max_turns
    session.run_bots(on_action=log)
    _print_view(console, session.view(-1))
    out = game.outcome(session.state) if session.over else None
    winner = out.winners[0] if out is not None and len(out.winners) == 1 else None
    console.print(render.winner_text(winner, game.turn(session.state), session.seats))
    return 0


def _print_view(console: Console, view: dict[str, Any]) -> None:
    for key, value in view.items():
        if key != "legal_actions":
            console.print(f"  {key}: {value}", highlight=False, markup=False)


def open_store(db_path: Path, create: bool = True, readonly: bool = False) -> GameStore:
    """The game database at ``db_path``; BadInput (exit 2) for a file that cannot be one
    (another program's database is refused untouched; without ``create`` a missing one too).
    ``readonly``: read only (a database on a read-only file or directory opens)."""
    try:
        return GameStore(db_path, create=create, readonly=readonly)
    except StoreError as err:
        raise BadInput(err.msg if err.msg is not None else str(err)) from None


def resume_game(store: GameStore, game_id: int, make_bot: Any = None) -> Session:
    """:meth:`Session.resume`; BadInput (exit 2) for a game id the database does not have."""
    try:
        return Session.resume(store, game_id, make_bot=make_bot)
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


def _show_state(console: Console, out: Any, seat: int | None, state: Any = None) -> None:
    """The position after a replay (``out``: :class:`ludoteca.core.session.Replayed`), as
    ``seat`` (default: the deciding seat, else the winner) sees it; Dale on its own board,
    any other game as its view's lines."""
    game = out.game
    state = out.state if state is None else state
    who = seat if seat is not None else game.current_player(state)
    if who < 0:
        result = game.outcome(state)
        who = result.winners[0] if result is not None and result.winners else 0
    table = _table_of(game)
    if table is not None:
        table.draw_view(console, game.view(state, who), out.seats)
    else:
        _print_view(console, game.view(state, who))


def _status_line(game: Any, state: Any, seats: list[str]) -> str:
    result = game.outcome(state) if game.is_terminal(state) else None
    if result is not None:
        return t("replay.winner", seat=render.seat_label(result.winners[0], seats),
                 turn=game.turn(state))
    table = _table_of(game)
    if table is not None:
        return t("replay.next", seat=render.seat_label(game.current_player(state), seats),
                 prompt=table.decision_text(state))
    prompt = ", ".join(game.format_action(state, a) for a in game.legal_actions(state))
    return t("replay.next", seat=render.seat_label(game.current_player(state), seats),
             prompt=prompt)


def _check_date(rec: Any) -> None:
    """``--verify``: a ``date:`` header is a real UTC date as records write it
    (``2026-12-01T21:59:33Z``), not after today.

    Raises:
        RecordError: ``replay.bad_date`` at the header's line."""
    from datetime import datetime, timedelta, timezone

    from ludoteca.core.i18n import Message
    from ludoteca.core.records import RecordError

    text = rec.header.get("date")
    if text is None:
        return
    try:
        when = datetime.strptime(text.strip(), "%Y-%m-%dT%H:%M:%SZ").replace(
            tzinfo=timezone.utc)
        ok = when <= datetime.now(timezone.utc) + timedelta(days=1)
    except ValueError:
        ok = False
    if not ok:
        raise RecordError(rec.line_of("date"), Message("replay.bad_date", got=repr(text[:40])),
                          "header")


def replay_command(path: str, to: int | None, step: bool, check: bool, seat: int | None,
                   console: Console, input_fn: Callable[[str], str],
                   edition: str | None = None) -> int:
    """``ludoteca replay FILE`` for a record of any registered game (its ``game:`` header);
    return the exit code (2 for a bad record). ``edition``: the edition the record must be of
    (``--edition``; a record naming none is read in it), None: the record's own."""
    from ludoteca.core.session import Replayed, game_of_record

    try:
        rec = read_record(path)
        if check:
            _check_date(rec)
            out = replay_record(rec, verify=True, edition=edition)
            console.print(t("replay.ok", count=out.applied, hash=rec.hash), highlight=False)
            console.print(_status_line(out.game, out.state, out.seats), highlight=False,
                          markup=False)
            return EXIT_OK
        if seat is not None:
            n_seats = len([s for s in rec.header.get("seats", "").split(",") if s.strip()])
            if not 1 <= seat <= max(n_seats, 1):
                raise BadInput(t("replay.bad_seat", seat=seat, count=n_seats))
        shown = None if seat is None else seat - 1

        if step:
            game = game_of_record(rec)
            seats = [s.strip() for s in rec.require("seats").split(",") if s.strip()]

            table = _table_of(game)
            tell = getattr(table, "story_text", None)  # what each action did (Dale's story)
            # the action in the reader's words (Dale's notation), else as recorded
            words = getattr(table, "shown_action", None) or (lambda text: text)
            before = ([game.clone(replay_record(rec, upto=0, edition=edition).state)]
                      if tell else [])

            def on_step(k: int, state: Any, text: str, mover: tuple[int, int, int]) -> None:
                turn, _, who = mover
                console.print(t("replay.step_line", k=k, turn=turn,
                                seat=render.seat_label(who, seats), action=words(text)),
                              highlight=False, markup=False)
                if tell is not None:
                    for line in tell(before[0], text, state, who, seats, shown):
                        console.print("   " + line, highlight=False, markup=False)
                    before[0] = game.clone(state)
                _show_state(console, Replayed(game=game, seats=seats, setup=None, state=state),
                            shown)
                try:
                    answer = input_fn(t("replay.step_prompt") + " ").strip().lower()
                except EOFError:
                    raise _Stop from None
                if answer in ("q", "quit"):
                    raise _Stop

            try:
                out = replay_record(rec, upto=to, on_step=on_step, edition=edition)
            except _Stop:
                console.print(t("replay.stopped"), highlight=False)
                return EXIT_OK
        else:
            out = replay_record(rec, upto=to, edition=edition)
        total = len(rec.actions)
        if to is not None and to < total:
            console.print(t("replay.position_after", applied=out.applied, count=total),
                          highlight=False)
        else:
            console.print(t("replay.final_position", count=total), highlight=False)
        _show_state(console, out, shown)
        console.print(_status_line(out.game, out.state, out.seats), highlight=False,
                      markup=False)
        console.print(t("replay.hash", hash=out.game.state_hash(out.state)), highlight=False)
        return EXIT_OK
    except RecordError as err:
        from ludoteca.core.files import one_line

        where = t("error.at_line", line=err.line, message=err.reason_text())
        console.print(one_line(f"error: {path} {where}"),
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


def _game_title(name: str) -> str:
    """The title of a saved game's game, from the registry (its name when it is unknown)."""
    from ludoteca.core.game import get_game

    try:
        game = get_game(name)
    except BadInput:
        return name
    key = f"game.{game.info.name}"
    text = t(key)
    return game.info.title if text == key else text


def list_games(db: Path | None, console: Console) -> int:
    """``ludoteca games``: the saved games (id, game title, date, seats, turn, actions,
    status); never creates the database."""
    db_path = Path(db) if db is not None else default_db_path()
    rows: list[GameRow] = []
    if db_path.exists():  # listing never creates the database
        with open_store(db_path, create=False, readonly=True) as store:
            rows = store.games()
    if not rows:
        console.print(t("games.none", db=db_path), highlight=False)
        return EXIT_OK
    # The game of each row by its title from the registry: a column when the database
    # holds games of several games, else one caption line (80 columns hold no more).
    names = sorted({row.game for row in rows})
    mixed = len(names) > 1
    table = RichTable(title=t("games.title", db=db_path), title_justify="left",
                      caption=None if mixed else t("games.caption", game=_game_title(names[0])),
                      caption_justify="left")
    cols = (("id", "right"),) + ((("game", "left"),) if mixed else ()) + (
        ("date", "left"), ("players", "left"), ("turn", "right"), ("actions", "right"),
        ("status", "left"))
    for col, just in cols:
        table.add_column(t(f"games.col.{col}"), justify=just)  # type: ignore[arg-type]
    for row in rows:
        cells = [str(row.id)] + ([_game_title(row.game)] if mixed else []) + [
            row.created.replace("T", " ").rstrip("Z"),
            ", ".join(render.seat_name(x) for x in row.seats), str(row.turn),
            str(row.n_actions), _status_text(row)]
        table.add_row(*cells)
    console.print(table)
    return EXIT_OK


def export_game(game_id: int, db: Path | None, output: Path | None, console: Console) -> int:
    """Write the record of a saved game to ``output`` (or print it)."""
    db_path = Path(db) if db is not None else default_db_path()
    if not db_path.exists():  # never create an empty database just to find nothing in it
        raise BadInput(t("cli.no_game", id=game_id, db=db_path))
    with open_store(db_path, create=False, readonly=True) as store:
        session = resume_game(store, game_id)
        row = store.game(game_id)
    if row.status == STATUS_PLAYING:
        # Refused, not exported per seat: an unfinished game's record holds the seed, which
        # rebuilds every hand and deck order (docs/security.md, "Hidden information").
        where = "" if db is None else f" --db {db}"
        raise BadInput(t("records.export_unfinished", id=game_id,
                         command=f"ludoteca play --resume {game_id}{where}"))
    text = session.record_text()
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
                 max_turns: int, box: list[str] | None = None,
                 edition: str | None = None) -> None:
        self.directory = Path(directory)
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            raise BadInput(Message("records.records", directory=directory,
                                   reason=err.strerror or err)) from None
        self.seats = list(seats)
        self.decks = decks
        self.box = box
        self.edition = edition or "classic"
        self.max_turns = max_turns
        self.count = 0

    def write(self, result: Any) -> Path:
        from ludoteca.dale.notation import parse
        from ludoteca.dale.reading import play
        from ludoteca.dale.records import Setup, make_record, state_hash

        seating = getattr(result, "seating", None) or list(range(len(self.seats)))
        setup = Setup(seats=[self.seats[e] for e in seating],
                      animalfolk=list(result.labels), seed=result.seed,
                      decks_from_seed=self.decks is None, max_turns=self.max_turns,
                      box=self.box, edition=self.edition)
        state = setup.new_state()
        movers = []
        for text in result.actions:
            movers.append((state.turn, state.active, state.current_player()))
            play(state, parse(text, state.cfg.rules))
        if result.final_hash is not None and state_hash(state) != result.final_hash:
            raise RuntimeError(f"game seed {result.seed}: the record does not replay to the "
                               "simulated state")
        path = self.directory / record_file_name(result.seed)
        _write(path, format_record(make_record(setup, result.actions, state, movers=movers)))
        result.actions = None
        self.count += 1
        return path
