"""The game store: every game played at the terminal, saved action by action in SQLite.

Game-agnostic: a game row names its game (the registry key of :mod:`ludoteca.core.game`),
holds its setup (who sits where, the seed, and the game's own setup as JSON, which only the
game reads) and its progress (status, winner, turn, number of actions, hash of the current
state); an action row holds the action's canonical text. A state is never stored: it is
rebuilt by replaying the actions (docs/architecture.md, contract 5).

Schema versions (``PRAGMA user_version``): 1 had a Dale-only ``animalfolk`` column; 2 drops it
(the decks are in the game's setup JSON, where Dale always kept them too). A schema-1 database
is migrated in place when it is opened (one transaction; nothing else changes).

Durability and concurrency:

* the database runs in WAL mode. The terminal's connections use ``synchronous=FULL``: each
  commit is flushed to the disk, so a committed action survives a crash, a closed terminal,
  ``kill -9`` of the process and a power cut (on a disk that honours flushes). The browser
  table's server uses ``synchronous=NORMAL`` (``GameStore(…, synchronous="NORMAL")``): a
  commit is in the WAL file before anyone is told, so a killed or crashed *process* loses
  no committed action; the WAL is flushed at each checkpoint, so a power cut or an operating
  system crash may lose the actions committed since the last one (the database itself stays
  whole: SQLite rolls the WAL back to its last complete commit). This is what lets one
  flush cover the commits of many tables (docs/web.md "Durability");
* each change is one ``BEGIN IMMEDIATE`` transaction (the action row and the game row together),
  so a crash loses at most the action being applied and never leaves half of one;
* a database is identified before anything is written to it: ``PRAGMA application_id`` is
  :data:`APPLICATION_ID` and ``PRAGMA user_version`` the schema version; any other non-empty
  database (another program's) is refused untouched — no WAL switch, no table added;
* any number of processes may use one database: writers wait for each other (busy timeout),
  and an action is only appended when the game still has the number of actions the writer
  expects, so two processes continuing the same game cannot interleave their actions (the
  second gets :class:`StoreConflict`).
"""

from __future__ import annotations

import json
import os
import sqlite3
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

from ludoteca.core.errors import LudotecaError
from ludoteca.core.i18n import Message

SCHEMA_VERSION = 2
#: ``PRAGMA application_id`` of every Ludoteca game database ("LUDO" in ASCII); its schema
#: version is ``PRAGMA user_version``. A database with another id, or an unmarked one that
#: is not empty, belongs to another program: it is refused before anything is written.
APPLICATION_ID = 0x4C55444F
BUSY_TIMEOUT_S = 30.0

STATUS_PLAYING = "playing"    # may be resumed
STATUS_FINISHED = "finished"  # somebody won
STATUS_STOPPED = "stopped"    # stopped at the turn cap

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS games (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    game       TEXT    NOT NULL,
    created    TEXT    NOT NULL,
    updated    TEXT    NOT NULL,
    players    INTEGER NOT NULL,
    seats      TEXT    NOT NULL,
    seed       INTEGER NOT NULL,
    setup      TEXT    NOT NULL,
    status     TEXT    NOT NULL,
    winner     INTEGER,
    turn       INTEGER NOT NULL,
    n_actions  INTEGER NOT NULL DEFAULT 0,
    hash       TEXT
);
CREATE TABLE IF NOT EXISTS actions (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    n       INTEGER NOT NULL,
    text    TEXT    NOT NULL,
    seat    INTEGER NOT NULL,
    turn    INTEGER NOT NULL,
    PRIMARY KEY (game_id, n)
) WITHOUT ROWID;
"""


class StoreError(LudotecaError):
    """The game store cannot do what was asked (no such game, not a game database …)."""


class StoreConflict(StoreError):
    """Another process changed the game since this one last wrote to it."""


class UnknownGame(StoreError):
    """There is no game with the id asked for."""


@dataclass(frozen=True)
class GameRow:
    """One saved game.

    Attributes:
        id, game, created, updated: identity and ISO dates (UTC).
        players, seats (names), seed: the setup at a glance.
        setup: the game's full setup (JSON-ready; only the game reads it).
        status: ``playing``, ``finished`` or ``stopped``; winner: 0-based seat or None.
        turn: the turn being played; n_actions: actions saved; hash: current state hash.
    """

    id: int
    game: str
    created: str
    updated: str
    players: int
    seats: list[str]
    seed: int
    setup: dict[str, Any]
    status: str
    winner: int | None
    turn: int
    n_actions: int
    hash: str | None


@dataclass(frozen=True)
class ActionRow:
    n: int
    text: str
    seat: int
    turn: int


def default_db_path() -> Path:
    """``$LUDOTECA_DB`` if set, else ``games.sqlite3`` in the user's data directory
    (``~/.local/share/ludoteca`` on Linux, per platformdirs)."""
    env = os.environ.get("LUDOTECA_DB")
    if env:
        return Path(env)
    from platformdirs import user_data_dir

    return Path(user_data_dir("ludoteca", appauthor=False)) / "games.sqlite3"


class GameStore:
    """A connection to a game database; creates the file and its tables when needed.

    Raises (constructor):
        StoreError: when the file is not a SQLite database, or one of a newer schema, or the
            directory cannot be created.
    """

    def __init__(self, path: str | os.PathLike, create: bool = True,
                 readonly: bool = False, synchronous: str = "FULL") -> None:
        """Open (with ``create``: create if missing) the game database at ``path``.

        ``readonly``: only read (listing, exporting): nothing is written, not even the WAL
        switch or the marks, so a database on a read-only file, directory or medium opens;
        the writing methods then raise StoreError. ``synchronous``: ``"FULL"`` (a commit
        survives a power cut) or ``"NORMAL"`` (a commit survives the process being killed;
        a power cut may lose the last ones; see the module's notes).

        Raises:
            StoreError: the path is not a regular file, is not a SQLite database, is another
                program's database (or bears our mark over tables that are not ours), was
                written by a newer Ludoteca, or (without ``create``) does not exist — in
                every case nothing has been written.
        """
        self.path = Path(path)
        if readonly:
            self._open_readonly()
            return
        exists = _identify(self.path, create)
        if not exists:
            try:
                # the store holds the seeds and actions of unfinished games and the browser
                # table's links: a new one is readable by its owner only (0700 directories,
                # a 0600 file; SQLite gives its -wal and -shm files the database's mode)
                _make_private_dirs(self.path.parent)
                fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
                os.close(fd)
            except FileExistsError:
                pass  # another process created it meanwhile: opened as it is
            except OSError as err:
                raise StoreError(Message("store.cannot_create", path=str(self.path.parent),
                                         reason=err.strerror)) from None
        try:
            # isolation_level=None: no implicit transactions; every change below opens its
            # own BEGIN IMMEDIATE.
            self.conn = sqlite3.connect(str(self.path), timeout=BUSY_TIMEOUT_S,
                                        isolation_level=None)
        except sqlite3.Error as err:
            raise StoreError(Message("store.cannot_open", path=str(self.path),
                                     reason=str(err))) from None
        try:
            self.conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
            # Checked again on this connection (another process may have written meanwhile).
            _check_identity(self.conn, self.path)
            mode = self.conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            if str(mode).lower() != "wal":
                raise StoreError(Message("store.no_wal", path=str(self.path), mode=mode))
            if synchronous not in ("FULL", "NORMAL"):
                raise ValueError(f"synchronous must be FULL or NORMAL, not {synchronous!r}")
            self.conn.execute(f"PRAGMA synchronous = {synchronous}")
            self.conn.execute("PRAGMA foreign_keys = ON")
            with self.transaction() as cur:
                _check_identity(cur, self.path)
                for stmt in _SCHEMA.split(";"):
                    if stmt.strip():
                        cur.execute(stmt)
                row = cur.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
                if row is None:
                    cur.execute("INSERT INTO meta (key, value) VALUES ('schema', ?)",
                                (str(SCHEMA_VERSION),))
                elif int(row[0]) > SCHEMA_VERSION:
                    raise StoreError(Message("store.newer", path=str(self.path), schema=row[0],
                                             ours=SCHEMA_VERSION))
                elif int(row[0]) < SCHEMA_VERSION:
                    _migrate(cur, int(row[0]))
                _check_tables(cur, self.path)
                cur.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                cur.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        except sqlite3.DatabaseError as err:
            self.conn.close()
            raise StoreError(Message("store.not_ours", path=str(self.path),
                                     reason=str(err))) from None
        except StoreError:
            self.conn.close()
            raise

    def _open_readonly(self) -> None:
        from urllib.parse import quote

        import stat

        try:
            st = os.stat(self.path)
        except FileNotFoundError:
            raise StoreError(Message("store.no_database", path=str(self.path))) from None
        except OSError as err:
            raise StoreError(Message("store.cannot_open", path=str(self.path),
                                     reason=err.strerror)) from None
        if not stat.S_ISREG(st.st_mode):
            raise StoreError(Message("store.not_regular", path=str(self.path)))
        uri = f"file:{quote(str(self.path.resolve()))}?mode=ro"
        conn = None
        try:
            try:
                conn = sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_S,
                                       isolation_level=None)
                conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
            except sqlite3.OperationalError:
                # a WAL database in a directory we may not write (no -shm can be made): read
                # it as it is on disk (nobody may be writing it: nobody can)
                if conn is not None:
                    conn.close()
                conn = sqlite3.connect(uri + "&immutable=1", uri=True, timeout=BUSY_TIMEOUT_S,
                                       isolation_level=None)
            _check_identity(conn, self.path)
            _check_tables(conn, self.path)
        except sqlite3.DatabaseError as err:
            if conn is not None:
                conn.close()
            raise StoreError(Message("store.not_ours", path=str(self.path),
                                     reason=str(err))) from None
        except StoreError:
            if conn is not None:
                conn.close()
            raise
        self.conn = conn

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> "GameStore":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Cursor]:
        """``BEGIN IMMEDIATE`` … ``COMMIT`` (``ROLLBACK`` on any error)."""
        cur = self.conn.cursor()
        try:
            cur.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as err:
            raise StoreError(Message("store.start_transaction", path=self.path, err=err)) from None
        try:
            yield cur
        except BaseException as exc:
            cur.execute("ROLLBACK")
            if isinstance(exc, sqlite3.Error):
                raise StoreError(Message("store.database_error", path=str(self.path), err=exc)) from exc
            raise
        cur.execute("COMMIT")

    # -- writing -----------------------------------------------------------------------------
    def new_game(self, *, game: str, seats: list[str], seed: int, setup: dict[str, Any],
                 turn: int, hash: str | None, now: str) -> int:
        """Save a new game with no action yet; return its id.

        Args:
            game: the registry name of the game (``"dale"``).
            seats: who sits where (one text per seat: ``human``, a bot spec).
            seed: the game seed (a SQLite integer).
            setup: the game's own setup, JSON-ready (written with sorted keys).
            turn, hash: the turn and state hash before the first action; now: ISO date.
        """
        with self.transaction() as cur:
            cur.execute(
                "INSERT INTO games (game, created, updated, players, seats, seed, "
                "setup, status, winner, turn, n_actions, hash) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, 0, ?)",
                (game, now, now, len(seats), ",".join(seats), seed,
                 json.dumps(setup, sort_keys=True), STATUS_PLAYING, turn, hash))
            return int(cur.lastrowid)

    def append_action(self, game_id: int, n: int, text: str, *, seat: int, turn: int,
                      status: str, winner: int | None, hash: str | None, now: str,
                      game_turn: int | None = None) -> None:
        """Save action ``n`` (1-based) of a game and the game's new progress, atomically.

        ``turn`` is the turn the action was taken in; ``game_turn`` the turn the game is in
        after it (the listing's Turn column), ``turn`` when not given.

        Raises:
            StoreConflict: when the game does not have exactly ``n - 1`` actions (another
                process changed it), or is no longer being played.
            StoreError: for an unknown game.
        """
        with self.transaction() as cur:
            have, st = self._progress(cur, game_id)
            if have != n - 1 or st != STATUS_PLAYING:
                raise StoreConflict(
                    Message("store.game_was_changed", game_id=game_id, have=have, st=st,
                            expected=n - 1))
            cur.execute("INSERT INTO actions (game_id, n, text, seat, turn) VALUES (?, ?, ?, ?, ?)",
                        (game_id, n, text, seat, turn))
            cur.execute("UPDATE games SET n_actions = ?, status = ?, winner = ?, turn = ?, "
                        "hash = ?, updated = ? WHERE id = ?",
                        (n, status, winner, turn if game_turn is None else game_turn, hash, now,
                         game_id))

    def drop_last_action(self, game_id: int, n: int, *, turn: int, hash: str | None,
                         now: str) -> None:
        """Delete action ``n``, the game's last (an undo), and set its progress back.

        Raises:
            StoreConflict: when action ``n`` is not the game's last.
        """
        with self.transaction() as cur:
            have, st = self._progress(cur, game_id)
            if have != n or st != STATUS_PLAYING:
                raise StoreConflict(Message("store.game_was_changed2", game_id=game_id, have=have,
                                            n=n))
            cur.execute("DELETE FROM actions WHERE game_id = ? AND n = ?", (game_id, n))
            cur.execute("UPDATE games SET n_actions = ?, turn = ?, hash = ?, updated = ?, "
                        "winner = NULL WHERE id = ?", (n - 1, turn, hash, now, game_id))

    def set_status(self, game_id: int, status: str, now: str) -> None:
        with self.transaction() as cur:
            self._progress(cur, game_id)
            cur.execute("UPDATE games SET status = ?, updated = ? WHERE id = ?",
                        (status, now, game_id))

    #: Appended to the progress query inside a writing transaction (PostgreSQL: the game row
    #: is locked, so two processes appending to one game take turns; SQLite's BEGIN
    #: IMMEDIATE already serializes every writer).
    _LOCK = ""

    def _progress(self, cur: Any, game_id: int) -> tuple[int, str]:
        row = cur.execute("SELECT n_actions, status FROM games WHERE id = ?" + self._LOCK,
                          (game_id,)).fetchone()
        if row is None:
            raise StoreError(Message("store.no_game", id=game_id))
        return int(row[0]), str(row[1])

    # -- reading -----------------------------------------------------------------------------
    def games(self) -> list[GameRow]:
        """Every saved game, newest first."""
        rows = self.conn.execute(f"SELECT {_COLS} FROM games ORDER BY id DESC").fetchall()
        return [_game_row(r) for r in rows]

    def game(self, game_id: int) -> GameRow:
        """One saved game.

        Raises:
            UnknownGame: when there is no such game.
        """
        row = self.conn.execute(f"SELECT {_COLS} FROM games WHERE id = ?",
                                (game_id,)).fetchone()
        if row is None:
            raise UnknownGame(Message("cli.no_game", id=game_id, db=str(self.path)))
        return _game_row(row)

    def load(self, game_id: int) -> tuple[GameRow, list[ActionRow]]:
        """A game and its actions, read in one transaction (a consistent snapshot)."""
        cur = self.conn.cursor()
        cur.execute("BEGIN")
        try:
            game = self.game(game_id)
            rows = cur.execute("SELECT n, text, seat, turn FROM actions WHERE game_id = ? "
                               "ORDER BY n", (game_id,)).fetchall()
        finally:
            cur.execute("COMMIT")
        actions = [ActionRow(int(n), str(t), int(s), int(tu)) for n, t, s, tu in rows]
        if [a.n for a in actions] != list(range(1, len(actions) + 1)) \
                or len(actions) != game.n_actions:
            raise StoreError(Message("store.game_damaged_actions", game_id=game_id,
                                     n_actions=game.n_actions, count=len(actions)))
        return game, actions


#: The columns every Ludoteca table has (a table may have more: a later schema's).
_COLUMNS = {
    "meta": {"key", "value"},
    "games": {"id", "game", "created", "updated", "players", "seats", "seed", "setup",
              "status", "winner", "turn", "n_actions", "hash"},
    "actions": {"game_id", "n", "text", "seat", "turn"},
}


def _check_tables(conn: Any, path: Path) -> None:
    """Refuse a database marked as ours whose tables are not ours (a table missing, or
    missing a column): read-only queries.

    Raises:
        StoreError: ``store.wrong_tables`` naming the first table that is not ours."""
    for table, needed in _COLUMNS.items():
        have = {r[1] for r in conn.execute(f"PRAGMA table_info({table})")}
        if not needed <= have:
            raise StoreError(Message("store.wrong_tables", path=str(path), table=table))


def _make_private_dirs(path: Path) -> None:
    """Create ``path`` and its missing parents with mode 0700 (whatever the umask); existing
    directories are left as they are.

    Raises: OSError."""
    missing = []
    p = path
    while not p.exists():
        missing.append(p)
        if p.parent == p:
            break
        p = p.parent
    for d in reversed(missing):
        try:
            os.mkdir(d, 0o700)
        except FileExistsError:
            continue
        os.chmod(d, 0o700)  # mkdir's mode is masked by the umask


_OUR_TABLES = {"meta", "games", "actions", "sqlite_sequence"}


def _identify(path: Path, create: bool) -> bool:
    """Whether ``path`` exists; refuse, before any write, what cannot be our database.

    Raises:
        StoreError: see :class:`GameStore`.
    """
    import stat

    try:
        st = os.stat(path)
    except FileNotFoundError:
        if not create:
            raise StoreError(Message("store.no_database", path=str(path))) from None
        return False
    except OSError as err:
        raise StoreError(Message("store.cannot_open", path=str(path),
                                 reason=err.strerror)) from None
    if not stat.S_ISREG(st.st_mode):
        raise StoreError(Message("store.not_regular", path=str(path)))
    if st.st_size == 0:
        return True  # an empty file: SQLite makes it a new database
    from urllib.parse import quote

    try:
        conn = sqlite3.connect(f"file:{quote(str(path.resolve()))}?mode=ro", uri=True,
                               timeout=BUSY_TIMEOUT_S)
    except sqlite3.Error as err:
        raise StoreError(Message("store.cannot_open", path=str(path), reason=str(err))) from None
    try:
        _check_identity(conn, path)
        if int(conn.execute("PRAGMA application_id").fetchone()[0]) == APPLICATION_ID:
            _check_tables(conn, path)  # our mark over tables that are not ours: refused now
    except sqlite3.DatabaseError as err:
        raise StoreError(Message("store.not_ours", path=str(path), reason=str(err))) from None
    finally:
        conn.close()
    return True


def _check_identity(conn: Any, path: Path) -> None:
    """Refuse a database that is not Ludoteca's (read-only queries).

    An unmarked database is accepted when it is empty, or holds exactly the tables of a
    known schema (a database written before the marks existed; it is marked on opening).
    """
    app = int(conn.execute("PRAGMA application_id").fetchone()[0])
    version = int(conn.execute("PRAGMA user_version").fetchone()[0])
    if app == APPLICATION_ID:
        if version > SCHEMA_VERSION:
            raise StoreError(Message("store.was_written_newer", path=path, version=version,
                                     ours=SCHEMA_VERSION))
        return
    tables = {r[0] for r in conn.execute(
        "SELECT name FROM sqlite_master WHERE type IN ('table', 'view', 'index', 'trigger') "
        "AND name NOT LIKE 'sqlite_autoindex%'")}
    if app == 0 and version == 0 and (not tables or (
            {"meta", "games", "actions"} <= tables <= _OUR_TABLES
            and _old_schema(conn))):
        return
    raise StoreError(Message("store.ludoteca_game_database", path=path))


def _old_schema(conn: Any) -> bool:
    try:
        row = conn.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
    except sqlite3.Error:
        return False
    return row is not None and str(row[0]).isdigit() and 1 <= int(row[0]) <= SCHEMA_VERSION


def _migrate(cur: Any, version: int) -> None:
    """Bring a database of schema ``version`` to :data:`SCHEMA_VERSION`, inside the caller's
    transaction (a failure rolls the whole migration back).

    1 → 2: the Dale-only ``animalfolk`` column goes (Dale's setup JSON holds the decks).
    """
    if version < 2:
        cols = {r[1] for r in cur.execute("PRAGMA table_info(games)")}
        if "animalfolk" in cols:
            cur.execute("ALTER TABLE games DROP COLUMN animalfolk")
    cur.execute("UPDATE meta SET value = ? WHERE key = 'schema'", (str(SCHEMA_VERSION),))


_COLS = ("id, game, created, updated, players, seats, seed, setup, status, winner, "
         "turn, n_actions, hash")


def _game_row(r: tuple) -> GameRow:
    return GameRow(id=int(r[0]), game=r[1], created=r[2], updated=r[3], players=int(r[4]),
                   seats=[s for s in r[5].split(",") if s], seed=int(r[6]),
                   setup=json.loads(r[7]), status=r[8],
                   winner=None if r[9] is None else int(r[9]), turn=int(r[10]),
                   n_actions=int(r[11]), hash=r[12])


# ------------------------------------------------------------------------------------------
# PostgreSQL: the same store for several server processes
# ------------------------------------------------------------------------------------------
#: The channel of ``LISTEN`` / ``NOTIFY`` on which a process announces a table it changed.
CHANNEL = "ludoteca_tables"

_PG_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS games (
    id         BIGSERIAL PRIMARY KEY,
    game       TEXT    NOT NULL,
    created    TEXT    NOT NULL,
    updated    TEXT    NOT NULL,
    players    INTEGER NOT NULL,
    seats      TEXT    NOT NULL,
    seed       BIGINT  NOT NULL,
    setup      TEXT    NOT NULL,
    status     TEXT    NOT NULL,
    winner     INTEGER,
    turn       INTEGER NOT NULL,
    n_actions  INTEGER NOT NULL DEFAULT 0,
    hash       TEXT
);
CREATE TABLE IF NOT EXISTS actions (
    game_id BIGINT  NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    n       INTEGER NOT NULL,
    text    TEXT    NOT NULL,
    seat    INTEGER NOT NULL,
    turn    INTEGER NOT NULL,
    PRIMARY KEY (game_id, n)
)
"""


def is_postgres(target: str | os.PathLike) -> bool:
    """Whether ``target`` names a PostgreSQL database (a ``postgresql://`` URL)."""
    return str(target).startswith(("postgresql://", "postgres://"))


def open_store(target: str | os.PathLike, create: bool = True,
               synchronous: str = "FULL") -> "GameStore":
    """The store at ``target``: :class:`PgStore` for a ``postgresql://`` URL (each commit
    durable, PostgreSQL's own), else the SQLite :class:`GameStore` at that path (with
    ``synchronous``).

    Raises: StoreError, as each constructor."""
    if is_postgres(target):
        return PgStore(str(target), synchronous=synchronous)
    return GameStore(target, create=create, synchronous=synchronous)


class _PgCursor:
    """A psycopg cursor that takes SQLite's ``?`` placeholders (the store's and the browser
    table's SQL is written once, for both)."""

    def __init__(self, cur: Any) -> None:
        self._cur = cur

    def execute(self, sql: str, params: Any = ()) -> "_PgCursor":
        self._cur.execute(sql.replace("?", "%s"), tuple(params))
        return self

    def fetchone(self) -> Any:
        return self._cur.fetchone()

    def fetchall(self) -> list:
        return self._cur.fetchall()

    def __iter__(self) -> Iterator[Any]:
        return iter(self._cur.fetchall())


class _PgConn:
    def __init__(self, conn: Any) -> None:
        self.raw = conn

    def execute(self, sql: str, params: Any = ()) -> _PgCursor:
        return _PgCursor(self.raw.cursor()).execute(sql, params)

    def close(self) -> None:
        self.raw.close()


class PgStore(GameStore):
    """The game store in a PostgreSQL database (psycopg 3; the optional ``postgres`` extra):
    the same methods, the same tables and the same checks as the SQLite store, so several
    server processes share their games. Each change is one transaction; appending an action
    locks its game's row and checks the game still has the actions the writer expects (a
    stale or duplicate action gets :class:`StoreConflict`, as with SQLite). A process that
    changed a table says so with :meth:`notify` (the table's id and its action count, never
    its state) after the commit; the others :meth:`listen`.

    ``synchronous``, as SQLite's: ``"FULL"`` (PostgreSQL's default, ``synchronous_commit =
    on``: a commit returns once PostgreSQL has flushed it to the disk) or ``"NORMAL"``
    (``synchronous_commit = off`` for this connection: a commit returns once PostgreSQL has
    it; its WAL writer flushes it within three ``wal_writer_delay`` s, 600 ms by default).
    With either, a killed *client* process loses no committed action (PostgreSQL holds it);
    with NORMAL a crash of PostgreSQL itself or of the machine may lose the commits of that
    last fraction of a second (the database stays consistent: PostgreSQL recovers to a
    complete commit). NORMAL is what lets one server process commit hundreds of actions a
    second without waiting for a flush each time, as SQLite's NORMAL does.

    Raises (constructor):
        StoreError: psycopg is not installed, the server cannot be reached, or the database
            holds tables of these names that are not Ludoteca's.
    """

    _LOCK = " FOR UPDATE"

    def __init__(self, dsn: str, synchronous: str = "FULL") -> None:  # noqa: D107
        self.path = _redacted(dsn)  # type: ignore[assignment]  (shown in messages)
        self.dsn = dsn
        try:
            import psycopg
        except ImportError:
            raise StoreError(Message("store.no_psycopg")) from None
        self._psycopg = psycopg
        try:
            raw = psycopg.connect(dsn, autocommit=True, connect_timeout=30)
        except psycopg.Error as err:
            raise StoreError(Message("store.cannot_open", path=str(self.path),
                                     reason=_first_line(err))) from None
        self.conn = _PgConn(raw)  # type: ignore[assignment]
        if synchronous not in ("FULL", "NORMAL"):
            raw.close()
            raise ValueError(f"synchronous must be FULL or NORMAL, not {synchronous!r}")
        if synchronous == "NORMAL":
            raw.execute("SET synchronous_commit = off")
        try:
            with self.transaction() as cur:
                # one process at a time creates the tables
                cur.execute(f"SELECT pg_advisory_xact_lock({APPLICATION_ID})")
                _check_pg_tables(cur, self.path, existing_only=True)  # before any write
                for stmt in _PG_SCHEMA.split(";"):
                    if stmt.strip():
                        cur.execute(stmt)
                _check_pg_tables(cur, self.path)
                row = cur.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
                if row is None:
                    cur.execute("INSERT INTO meta (key, value) VALUES ('schema', ?)",
                                (str(SCHEMA_VERSION),))
                elif int(row[0]) > SCHEMA_VERSION:
                    raise StoreError(Message("store.newer", path=str(self.path),
                                             schema=row[0], ours=SCHEMA_VERSION))
        except StoreError:
            raw.close()
            raise

    @contextmanager
    def transaction(self) -> Iterator[Any]:  # type: ignore[override]
        """One PostgreSQL transaction (rolled back on any error)."""
        psycopg = self._psycopg
        try:
            with self.conn.raw.transaction():
                yield _PgCursor(self.conn.raw.cursor())
        except psycopg.errors.UniqueViolation:
            # two processes appended the same action number: the second one is stale
            raise StoreConflict(Message("store.stale_action")) from None
        except psycopg.Error as err:
            raise StoreError(Message("store.database_error", path=str(self.path),
                                     err=_first_line(err))) from None

    def new_game(self, *, game: str, seats: list[str], seed: int, setup: dict[str, Any],
                 turn: int, hash: str | None, now: str) -> int:
        with self.transaction() as cur:
            row = cur.execute(
                "INSERT INTO games (game, created, updated, players, seats, seed, "
                "setup, status, winner, turn, n_actions, hash) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, 0, ?) RETURNING id",
                (game, now, now, len(seats), ",".join(seats), seed,
                 json.dumps(setup, sort_keys=True), STATUS_PLAYING, turn, hash)).fetchone()
            return int(row[0])

    def load(self, game_id: int) -> tuple[GameRow, list[ActionRow]]:
        with self.conn.raw.transaction():
            game = self.game(game_id)
            rows = self.conn.execute("SELECT n, text, seat, turn FROM actions WHERE "
                                     "game_id = ? ORDER BY n", (game_id,)).fetchall()
        actions = [ActionRow(int(n), str(t), int(s), int(tu)) for n, t, s, tu in rows]
        if [a.n for a in actions] != list(range(1, len(actions) + 1)) \
                or len(actions) != game.n_actions:
            raise StoreError(Message("store.game_damaged_actions", game_id=game_id,
                                     n_actions=game.n_actions, count=len(actions)))
        return game, actions

    # -- between processes ---------------------------------------------------------------
    def notify(self, table_id: str, version: int) -> None:
        """Tell every listening process that table ``table_id`` now has ``version`` actions
        (call it after the change's commit). The payload is ``PID TABLE VERSION``: ids and a
        count, never a state."""
        self.conn.execute("SELECT pg_notify(?, ?)",
                          (CHANNEL, f"{os.getpid()} {table_id} {int(version)}"))

    def listen(self, stop: Any) -> Iterator[tuple[int, str, int]]:
        """``(pid, table_id, version)`` of every change announced on :data:`CHANNEL`, on a
        connection of its own, until ``stop`` (a ``threading.Event``) is set (a blocking
        generator: run it in a thread; it wakes every second to look at ``stop``)."""
        conn = self._psycopg.connect(self.dsn, autocommit=True)
        try:
            conn.execute(f"LISTEN {CHANNEL}")
            while not stop.is_set():
                for note in conn.notifies(timeout=1.0):
                    try:
                        pid, table_id, version = note.payload.split(" ")
                        yield int(pid), table_id, int(version)
                    except ValueError:
                        continue
        finally:
            conn.close()


def _redacted(dsn: str) -> str:
    """The URL without its password (it is shown in messages)."""
    from urllib.parse import urlsplit, urlunsplit

    parts = urlsplit(dsn)
    if parts.password:
        host = parts.hostname or ""
        netloc = f"{parts.username}:***@{host}" + (f":{parts.port}" if parts.port else "")
        return urlunsplit(parts._replace(netloc=netloc))
    return dsn


def _first_line(err: Exception) -> str:
    return str(err).strip().split("\n")[0][:300]


def _check_pg_tables(cur: Any, path: Any, existing_only: bool = False) -> None:
    """Refuse tables of our names that are not ours (``existing_only``: only those that
    exist; else every one must).

    Raises: StoreError ``store.wrong_tables``."""
    for table, needed in _COLUMNS.items():
        have = {r[0] for r in cur.execute(
            "SELECT column_name FROM information_schema.columns WHERE table_name = ? "
            "AND table_schema = current_schema()", (table,)).fetchall()}
        if (have or not existing_only) and not needed <= have:
            raise StoreError(Message("store.wrong_tables", path=str(path), table=table))
