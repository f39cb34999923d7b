"""The browser table's server: a FastAPI (ASGI) app over one game store, served by uvicorn
(``ludoteca serve``). Docs: ``docs/web.md``; the JSON API's OpenAPI schema is at
``/openapi.json`` (``/docs`` shows it).

Every state stays on the server. A link (``/t/{token}``) opens the page of one seat; the page
opens the WebSocket ``/ws/{token}`` and receives, on every change of its table, a ``state``
message built from its own seat's view only (spectators: public information only). Messages
the page sends: ``{"type": "act", "text": ACTION, "version": N}``, ``{"type": "undo"}``
(``version``, optional: the ``n_actions`` of the state the choice was made in; a table that
has moved on refuses it),
``{"type": "lang", "lang": "ca"}``, ``{"type": "ends", "text": ACTION, "version": N}`` (whether
an action ends the turn: a state message leaves it out, :meth:`Server.ends`) (Pax: ``{"type": "answer", "text": …}``,
``{"type": "start", …}``). The seat is the link's: a message cannot name another seat. An
action from a seat that does not decide, an illegal action and a malformed message are
refused (a ``refused`` / ``error`` message to that page only) and change nothing.
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
import os
import re
import threading
import time
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal

import orjson
from fastapi import FastAPI, HTTPException, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, HTMLResponse, PlainTextResponse
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, Field

from ludoteca.core.errors import BadInput, IllegalAction, LudotecaError
from ludoteca.core.i18n import LANGUAGE_NAMES, t
from ludoteca.core.session import NotDeciding, UndoRefused
from ludoteca.web.hub import SPECTATOR, Hub, LiveTable, Link, check_lang
from ludoteca.web.messages import LABELS

STATIC = Path(__file__).parent / "static"
MAX_MESSAGE = 4096  # characters of one WebSocket message
#: The largest WebSocket frame the server reads (bytes; uvicorn's ``ws_max_size``): 4,096
#: characters of UTF-8 are at most 16 KiB. A larger frame closes the connection (1009).
MAX_FRAME = 4 * MAX_MESSAGE
#: The largest scenario a Pax table takes (characters of TOML, uploaded or from the
#: operator's directory).
MAX_SCENARIO = 256 * 1024
#: A scenario's name in the operator's directory: a plain file name ending in .toml.
SCENARIO_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,99}\.toml")


@dataclass
class Limits:
    """What one client may cost a shared server (docs/web.md "Limits").

    Attributes:
        send_timeout: seconds one message to one page may take; a page slower than that is
            dropped (its own table and every other go on).
        send_queue: replies waiting for one page (refusals, errors); more: dropped. State
            messages are never queued: a page is owed at most one, the newest.
        rate, burst: messages per second one connection may send (a token bucket of
            ``burst``); the others are not read, answered by one ``error`` per second.
        overflow_close: messages over the rate after which the connection is closed (1008).
        max_tables: tables being played the server holds (503 beyond).
        tables_per_client, client_window: tables one address may create per window (seconds;
            429 beyond).
        idle_seconds: a table nobody is connected to and no bot plays leaves memory after
            that long (the store keeps it; the next use reloads it); max_live: tables in
            memory at most (the least recently used idle ones leave first).
        bot_workers: threads bots think in, shared by every table (a table has at most one
            bot decision in flight).
        gc_freeze_every, gc_full_every: seconds between the garbage collector's young
            collections-and-freezes and between its full collections (:func:`short_gc_pauses`).
    """

    send_timeout: float = 5.0
    send_queue: int = 16
    rate: float = 10.0
    burst: float = 30.0
    overflow_close: int = 300
    max_tables: int = 5000
    tables_per_client: int = 30
    client_window: float = 3600.0
    idle_seconds: float = 600.0
    max_live: int = 1000
    bot_workers: int = 2
    gc_freeze_every: float = 1.0
    gc_full_every: float = 3600.0


async def short_gc_pauses(every: float, full_every: float) -> None:
    """Keep the cyclic garbage collector's pauses short while the server runs (cancel the
    task to stop; the collector's settings are then restored).

    The tables' games hold millions of objects (every action keeps the state before it:
    undo, the log, the record), and CPython's full collection walks all of them: 1.2 s on
    this machine with 1,000 tables 60 actions in, a stop of every table at once. So the
    automatic full collections are turned off; every ``every`` seconds the young
    generations are collected (a few milliseconds) and what survives is frozen
    (``gc.freeze``: never walked again; reference counting still frees it). Cycles that
    become garbage only after they were frozen wait for the full collection that runs every
    ``full_every`` seconds (measured: about 1,100 objects in 60,000 actions)."""
    import gc

    with _GC_LOCK:  # several apps in one process (tests): the first saves, the last restores
        if not _GC_USERS:
            _GC_SAVED[:] = gc.get_threshold()
        _GC_USERS.append(1)
        gc.set_threshold(_GC_SAVED[0], _GC_SAVED[1], 2**31 - 1)  # no automatic full one
    last_full = time.monotonic()
    try:
        while True:
            await asyncio.sleep(every)
            if time.monotonic() - last_full >= full_every:
                gc.unfreeze()
                gc.collect()
                last_full = time.monotonic()
            else:
                gc.collect(1)
            gc.freeze()
    finally:
        with _GC_LOCK:
            _GC_USERS.pop()
            if not _GC_USERS:
                gc.unfreeze()
                gc.set_threshold(*_GC_SAVED)


_GC_LOCK = threading.Lock()
_GC_USERS: list[int] = []  # one item per running short_gc_pauses
_GC_SAVED: list[int] = []  # the collector's thresholds before the first


def checkpoint_in_background(store: Any, stop: threading.Event, every: float = 1.0
                             ) -> threading.Thread | None:
    """Move a SQLite store's WAL checkpoints out of the event loop: the server's connection
    no longer checkpoints by itself (``wal_autocheckpoint = 0``); a thread of its own, on its
    own connection, runs a ``PASSIVE`` checkpoint every ``every`` seconds until ``stop`` is
    set (a checkpoint copies the WAL's pages into the database and, with
    ``synchronous=NORMAL``, flushes it: milliseconds to tens of milliseconds that no longer
    stop every table). What survives what is unchanged (docs/web.md "Durability"): each
    commit is in the WAL before anyone is told, and the flushes come at the checkpoints.
    Returns the thread, or None for a store that is not SQLite (PostgreSQL checkpoints
    itself)."""
    import sqlite3

    if not isinstance(getattr(store, "conn", None), sqlite3.Connection):
        return None
    try:  # opened here: a store the thread cannot open keeps checkpointing by itself
        conn = sqlite3.connect(str(store.path), timeout=30.0, isolation_level=None,
                               check_same_thread=False)
    except sqlite3.Error:
        return None
    store.conn.execute("PRAGMA wal_autocheckpoint = 0")

    def run() -> None:
        try:
            while not stop.wait(every):
                try:
                    conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
                except Exception:  # busy, or the disk full: the next one tries again
                    pass
        finally:
            conn.close()

    thread = threading.Thread(target=run, daemon=True, name="ludoteca-checkpoint")
    thread.start()
    return thread


def encode(msg: dict[str, Any]) -> str:
    """A message as the JSON text sent on a WebSocket: compact (no spaces after ``,`` and
    ``:``), UTF-8 as it is, integer keys written as strings (as ``json`` writes them), the
    same JSON to read. orjson (issue 27: the standard library's encoder was a tenth of the
    server's processor time under load; orjson writes a state message about eight times
    faster, docs/web.md)."""
    return orjson.dumps(msg, option=orjson.OPT_NON_STR_KEYS).decode()


#: The zlib level of the WebSocket's per-message compression (permessage-deflate). uvicorn
#: uses zlib's default (6); 3 compresses a state message about as well (4.5 KB against
#: 4.1 KB of a 19 KB message, measured on mid-game Dale messages) in a fifth of the time
#: (0.18 ms against 0.96 ms on this machine), twice per action at a two-seat table.
COMPRESSION_LEVEL = 3


def websocket_protocol() -> Any:
    """uvicorn's WebSocket protocol (its sans-I/O implementation over the websockets
    library) with :data:`COMPRESSION_LEVEL` instead of zlib's default level; the class
    ``ludoteca serve`` gives uvicorn as ``ws``. Anything else is uvicorn's own (the frame
    size limit, the window bits, the handshake)."""
    from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
    from websockets.extensions.permessage_deflate import ServerPerMessageDeflateFactory

    class Protocol(WebSocketsSansIOProtocol):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            for ext in getattr(self.conn, "available_extensions", None) or []:
                if isinstance(ext, ServerPerMessageDeflateFactory):
                    ext.compress_settings = {**(ext.compress_settings or {}),
                                             "level": COMPRESSION_LEVEL}

    return Protocol


class Conn:
    """One page's WebSocket: a sender task writes what the page is owed — queued replies,
    then one state message built when it is sent (so repeated changes coalesce) — each
    within ``send_timeout``; a reader never waits for a send."""

    def __init__(self, ws: WebSocket, link: Link, limits: Limits) -> None:
        self.ws, self.link, self.limits = ws, link, limits
        self.replies: deque[dict[str, Any]] = deque()
        self.state_owed = False
        self.wake = asyncio.Event()
        self.closed = False
        self.task: asyncio.Task | None = None
        self.tokens = limits.burst
        self.stamp = time.monotonic()
        self.over = 0
        self.last_warned = 0.0
        self.sent = 0
        #: the language of the labels this page was last sent (None: none yet)
        self.labels_sent: str | None = None
        #: the card tiles this page has (``Server.state_message``): (language, edition) and
        #: the names; None: none yet
        self.cards_sent: tuple[tuple[Any, Any], set[str]] | None = None
        #: the log lines this page has: (language, log serial, undos followed) and how many
        #: lines of that log; None: none yet
        self.log_sent: tuple[tuple[Any, int, int], int] | None = None

    def owe_state(self) -> None:
        self.state_owed = True
        self.wake.set()

    def reply(self, msg: dict[str, Any]) -> bool:
        """Queue a message for this page only; False when the queue is full (a page that
        does not read)."""
        if len(self.replies) >= self.limits.send_queue:
            return False
        self.replies.append(msg)
        self.wake.set()
        return True

    def allow(self) -> bool:
        """Take one token of the connection's rate (True: the message is read)."""
        now = time.monotonic()
        self.tokens = min(self.limits.burst,
                          self.tokens + (now - self.stamp) * self.limits.rate)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        self.over += 1
        return False


class CreateTable(BaseModel):
    """A new table. Dale: ``seats`` (specs: ``human`` or a bot name such as ``greedy``; as
    many as the edition allows, classic 2–4),
    ``animalfolk`` (players + 1 deck keys, or null: chosen by the seed), ``seed`` (null:
    63 random bits from the operating system's cryptographic source; a chosen seed makes the
    table a practice table, and every seat's page says so: whoever knows a seed can work out
    every hidden card). Pax: ``scenario`` (a file name of the operator's scenario directory),
    ``scenario_text`` (an uploaded TOML) or ``sample`` (the built-in sample)."""

    game: Literal["dale", "pax"] = "dale"
    seats: list[Annotated[str, Field(max_length=100)]] = Field(
        default_factory=lambda: ["human", "greedy"], min_length=1, max_length=4)
    animalfolk: list[Annotated[str, Field(max_length=40)]] | None = Field(default=None,
                                                                          max_length=40)
    seed: int | None = Field(default=None, ge=0, lt=2**63)
    lang: str = Field(default="en", max_length=10)
    scenario: str | None = Field(default=None, max_length=200)
    scenario_text: str | None = Field(default=None, max_length=MAX_SCENARIO)
    #: Pax: the built-in (invented) sample scenario, as ``ludoteca pax sample`` writes it.
    sample: bool = False
    #: Dale: each person ranks the decks of ``animalfolk`` (the pool; null: every deck)
    #: before the game; the players + 1 decks with the most points are played.
    rank_decks: bool = False
    #: Whether the Hint button works at this table (shown to every seat); null: allowed with
    #: at most one person at the table (ludoteca.coach.hints.hints_default).
    hints: bool | None = None
    #: The players' names by seat (Dale; optional, at most 40 characters each; a blank name:
    #: the seat is called by its number).
    names: list[Annotated[str, Field(max_length=40)]] | None = Field(default=None,
                                                                     max_length=4)
    #: Dale: the edition, ``classic`` (the default) or ``remaster``; ``animalfolk`` are its
    #: decks (``/api/decks?edition=``).
    edition: str | None = Field(default=None, max_length=20)


#: Search iterations per decision of the replay viewer's analysis (a finished game of a
#: hundred decisions in about ten seconds on one core; `ludoteca analyze` defaults to 200).
ANALYSIS_ITERATIONS = 60


class LinkOut(BaseModel):
    seat: int
    name: str
    url: str


class TableOut(BaseModel):
    table: str
    game: str
    seed_chosen: bool = False
    links: list[LinkOut]


class ActionIn(BaseModel):
    """An action's text; ``version`` (optional): the ``n_actions`` of the state it was
    chosen in: a table that has moved on since refuses it (409), so a repeated or late
    request changes nothing."""

    text: str = Field(max_length=1000)
    version: int | None = None


class LangIn(BaseModel):
    lang: str


def labels(lang: str) -> dict[str, str]:
    """The page's labels in ``lang`` (templates with their ``{placeholders}``); one dict per
    language, built once (every state message carries it: do not change it)."""
    if lang not in _LABELS:
        from ludoteca.core.i18n import translate

        _LABELS[lang] = {k.removeprefix("web.label."): translate(k, v, lang)
                         for k, v in LABELS.items()}
    return _LABELS[lang]


_LABELS: dict[str, dict[str, str]] = {}


class Server:
    """The live part of the app: the hub, the open WebSockets per table and the bot tasks."""

    def __init__(self, hub: Hub, bot_delay: float = 0.4, limits: Limits | None = None
                 ) -> None:
        self.hub = hub
        self.bot_delay = bot_delay
        self.limits = limits or Limits()
        self.sockets: dict[str, list[Conn]] = {}
        self.created: dict[str, deque[float]] = {}
        self.dropped = 0  # connections dropped for not keeping up (a count, for tests/docs)
        self.executor: ThreadPoolExecutor | None = None
        #: table id -> the coach's analysis of the finished game (made once, on demand).
        self.analyses: dict[str, dict[str, Any]] = {}

    def hints_allowed(self, table: LiveTable) -> bool:
        """Whether this Dale table allows hints: as created (saved with the game), else only
        with one person at the table."""
        from ludoteca.coach.hints import hints_default

        chosen = table.game.setup.get("hints")
        return bool(chosen) if chosen is not None else hints_default(len(table.game.humans))

    # -- what a link sees ------------------------------------------------------------------
    def payload(self, table: LiveTable, link: Link, whole: bool = True,
                sent: tuple | None = None) -> dict[str, Any]:
        """What ``link`` sees of ``table`` now (``whole`` False: a WebSocket's state message,
        whose actions carry ``ends: None`` where the answer needs a trial: the page asks with
        an ``ends`` message; ``sent``: the card tiles its page has, ``Conn.cards_sent``, which
        a Dale payload then leaves out)."""
        lang = link.lang
        if table.kind == "lobby":
            body = self.lobby_payload(table, link)
        elif table.kind == "dale":
            from ludoteca.web.dale_table import payload

            body = payload(table.game, link.seat, lang, table.log, table_names(table),
                           trials=whole, sent=sent)
            body["rematch"] = self.rematch_url(table, link)
            body["ranked"] = table.data.get("ranked")
            body["hints_allowed"] = self.hints_allowed(table)
            chosen = bool(table.data.get("seed_chosen"))
            # a seed the creator chose is stated to every seat (they may know every card)
            body["seed_chosen"] = chosen
            body["notice"] = t("web.seed_chosen", lang) if chosen else ""
        else:
            body = table.game.payload(link.seat, lang)
        body.update({"type": "state", "table": table.id, "lang": lang,
                     "languages": LANGUAGE_NAMES, "labels": labels(lang)})
        return body

    def lobby_payload(self, table: LiveTable, link: Link) -> dict[str, Any]:
        """What a page of a table still choosing its decks by ranking shows: ``lobby`` with
        the ``pool`` (each deck's key, name and cards), ``need`` (how many are played),
        ``ranked`` / ``waiting`` (the seats that have sent their ranking, and the others;
        never what they ranked) and ``mine`` (this seat's own ranking, or None)."""
        from ludoteca.web.dale_table import card_info, deck_cards, deck_names, seat_label

        lang, lobby, names = link.lang, table.data["lobby"], table_names(table)
        seats = lobby["seats"]
        edition = lobby.get("edition")
        decks = deck_names(edition)
        pool = [{"key": k, "name": decks.get(k, k), "cards": deck_cards(k, edition)}
                for k in lobby["pool"]]
        humans = [i for i, spec in enumerate(seats) if spec == "human"]
        ranks = lobby["ranks"]
        body = {
            "game": "dale", "seat": link.seat, "deciding": -1, "n_actions": 0, "over": False,
            "seats": [{"seat": i, "label": seat_label(i, seats, lang, names),
                       "bot": spec != "human"} for i, spec in enumerate(seats)],
            "cards": {n: card_info(n, lang, edition) for d in pool for n in d["cards"]},
            "lobby": {"pool": pool, "need": len(seats) + 1,
                      "ranked": [seat_label(i, seats, lang, names) for i in humans
                                 if str(i) in ranks],
                      "waiting": [seat_label(i, seats, lang, names) for i in humans
                                  if str(i) not in ranks],
                      "mine": ranks.get(str(link.seat))},
            "seed_chosen": bool(table.data.get("seed_chosen")),
            "notice": t("web.seed_chosen", lang) if table.data.get("seed_chosen") else "",
        }
        return body

    def rematch_url(self, table: LiveTable, link: Link) -> str | None:
        """The page of this link's seat at the table's rematch (None: none yet)."""
        other = table.data.get("rematch")
        if not other:
            return None
        token = self.hub.link_of(other, link.seat)
        return None if token is None else f"/t/{token}"

    def rematch(self, table: LiveTable, lang: str) -> LiveTable:
        """The rematch of a finished Dale table: a new table with the same seats (people,
        bots, names), deck request and hints setting, a fresh seed; made once (a second
        request gets the same one). Each seat's page then offers its own new link.

        Raises: NotDeciding (the game is not over), BadInput (as a new table)."""
        if table.kind != "dale" or not (table.game.over or table.game.capped):
            raise NotDeciding(0, table.game.deciding if table.kind == "dale" else -1)
        if table.data.get("rematch"):
            return self.hub.table(table.data["rematch"])
        setup = table.game.setup
        new = self.hub.create_dale(list(table.game.seats), table.data.get("animalfolk"), lang,
                                   None, hints=setup.get("hints"),
                                   names=table_names(table) or None,
                                   edition=table.data.get("edition"))
        self.hub.set_data(table, {**table.data, "rematch": new.id})
        self.kick_bots(new)
        return new

    def state_message(self, table: LiveTable, conn: Any) -> dict[str, Any]:
        """The state message ``conn`` (a :class:`Conn`) is sent now: :meth:`payload`, without
        what the page has already, which its script keeps (static/table.js, ``keep``):

        * the ``labels`` when the page has them in its language (they go out with its first
          state and again when its language changes: a fifth of a message's bytes);
        * of a Dale game's ``cards`` (tile data, the same for a name in one language and
          edition) the names the page was not sent yet, with ``cards_all`` False (True: the
          whole set, after a change of language);
        * of its ``log`` the lines from the page's count on, with ``log_all`` False:
          ``log_from`` says where they start in the seat's whole log (the page keeps its
          lines before that index and appends these); the last 200 lines with ``log_all``
          True after an undo, a change of language, or when the page is too far behind.

        The JSON API's state (``GET /api/links/…``) stays whole. Measured: the log and the
        cards were 60 % of a mid-game message (docs/web.md)."""
        msg = self.payload(table, conn.link, whole=False, sent=conn.cards_sent)
        lang = msg.get("lang")
        if conn.labels_sent == lang:
            msg.pop("labels", None)
        else:
            conn.labels_sent = lang
        if table.kind == "dale" and "log_from" in msg:
            self._trim(table, conn, msg, lang)
        return msg

    @staticmethod
    def _trim(table: LiveTable, conn: Any, msg: dict[str, Any], lang: Any) -> None:
        """The Dale part of :meth:`state_message`: ``cards`` and ``log`` cut to what the page
        lacks (``conn.cards_sent``, ``conn.log_sent`` updated)."""
        cards = msg["cards"]
        key = (lang, (msg.get("view") or {}).get("edition"))
        have = conn.cards_sent
        if have is not None and have[0] == key:
            msg["cards"] = {n: c for n, c in cards.items() if n not in have[1]}
            have[1].update(msg["cards"])
            msg["cards_all"] = False
        else:
            conn.cards_sent = (key, set(cards))
            msg["cards_all"] = True
        start, lines = msg["log_from"], msg["log"]
        log_key = (lang, table.log.serial, table.log.cut)
        had = conn.log_sent
        if had is not None and had[0] == log_key and start <= had[1] <= start + len(lines):
            msg["log"] = lines[had[1] - start:]
            msg["log_from"] = had[1]
            msg["log_all"] = False
        else:
            msg["log_all"] = True
        conn.log_sent = (log_key, start + len(lines))

    def broadcast(self, table: LiveTable) -> None:
        """Tell every page of ``table`` that it is owed the new state; returns at once (the
        pages' sender tasks build and send it, each on its own)."""
        table.last_used = time.monotonic()
        for conn in list(self.sockets.get(table.id, [])):
            conn.owe_state()

    def changed(self, table: LiveTable) -> None:
        """``table`` changed and its change is committed: tell its pages here
        (:meth:`broadcast`) and, on a shared store, the other processes (its id and its
        version, the number of actions: never its state)."""
        self.broadcast(table)
        notify = getattr(self.hub.store, "notify", None)
        if notify is not None:
            try:
                notify(table.id, version_of(table))
            except Exception:  # the others find the change in the store on their next use
                pass

    def remote_change(self, table_id: str, version: int) -> None:
        """Another process committed a change of ``table_id`` (now at ``version``): a table
        held here is rebuilt from the store in place and its pages told."""
        table = self.hub.tables.get(table_id)
        if table is None or (table.kind == "dale" and version_of(table) == version):
            return
        if table.thinking:  # a bot of this process is choosing from the old state
            return
        try:
            self.hub.catch_up(table)
        except Exception:
            self.hub.evict(table_id)
            return
        self.broadcast(table)
        self.kick_bots(table)

    def attach(self, table: LiveTable, conn: Conn) -> None:
        self.sockets.setdefault(table.id, []).append(conn)
        conn.task = asyncio.get_running_loop().create_task(self._sender(table, conn))
        conn.owe_state()

    async def _sender(self, table: LiveTable, conn: Conn) -> None:
        try:
            while not conn.closed:
                await conn.wake.wait()
                conn.wake.clear()
                while not conn.closed and (conn.replies or conn.state_owed):
                    if conn.replies:
                        msg = conn.replies.popleft()
                    else:
                        conn.state_owed = False
                        msg = self.state_message(table, conn)
                    await asyncio.wait_for(conn.ws.send_text(encode(msg)),
                                           self.limits.send_timeout)
                    conn.sent += 1
        except asyncio.CancelledError:
            raise
        except Exception:  # a send over the timeout, a connection gone: drop this page only
            self.dropped += 1
            await self.drop(table.id, conn, 1013)

    async def drop(self, table_id: str, conn: Conn, code: int) -> None:
        """Forget ``conn`` and close it (``code``) without waiting for a slow page more than
        a second."""
        if conn.closed:
            return
        conn.closed = True
        conn.wake.set()
        self.sockets[table_id] = [c for c in self.sockets.get(table_id, []) if c is not conn]
        if not self.sockets[table_id]:
            del self.sockets[table_id]
        try:
            await asyncio.wait_for(conn.ws.close(code=code), 1.0)
        except Exception:
            pass

    def detach(self, table_id: str, conn: Conn) -> None:
        conn.closed = True
        conn.wake.set()
        self.sockets[table_id] = [c for c in self.sockets.get(table_id, []) if c is not conn]
        if not self.sockets[table_id]:
            del self.sockets[table_id]
        if conn.task is not None and conn.task is not asyncio.current_task():
            conn.task.cancel()

    # -- limits ------------------------------------------------------------------------------
    def check_create(self, client: str, lang: str) -> None:
        """Refuse a new table beyond the limits: 429 for one address, 503 for the server."""
        now = time.monotonic()
        recent = self.created.setdefault(client, deque())
        while recent and now - recent[0] > self.limits.client_window:
            recent.popleft()
        if len(recent) >= self.limits.tables_per_client:
            raise HTTPException(429, t("web.too_many_tables_client", lang))
        if self.hub.open_tables() >= self.limits.max_tables:
            raise HTTPException(503, t("web.too_many_tables", lang))
        recent.append(now)
        if len(self.created) > 10_000:  # forget addresses with nothing recent
            for key in [k for k, v in self.created.items() if not v]:
                del self.created[key]

    def evict_idle(self, now: float | None = None) -> list[str]:
        """Take out of memory every table nobody is connected to, no bot is playing and
        unused for ``idle_seconds``; then, while more than ``max_live`` tables are in
        memory, the least recently used of the idle ones. Returns their ids (each stays in
        the store; the next use rebuilds it)."""
        now = time.monotonic() if now is None else now
        idle = sorted((tb for tb in self.hub.tables.values()
                       if not self.sockets.get(tb.id) and not tb.thinking
                       and (tb.bot_task is None or tb.bot_task.done())),
                      key=lambda tb: tb.last_used)
        out = [tb.id for tb in idle if now - tb.last_used >= self.limits.idle_seconds]
        extra = len(self.hub.tables) - len(out) - self.limits.max_live
        rest = [tb.id for tb in idle if tb.id not in out]
        out += rest[:max(extra, 0)]
        for table_id in out:
            self.hub.evict(table_id)
        return out

    # -- acting ------------------------------------------------------------------------------
    def act(self, table: LiveTable, link: Link, text: str) -> None:
        """Apply ``text`` for the link's seat (Dale) through ``Session.submit``.

        Raises: NotDeciding, BadInput, IllegalAction (nothing changed)."""
        if table.kind != "dale" or link.seat < 0 or link.seat in table.game.bots:
            raise NotDeciding(max(link.seat, 0), table.game.deciding
                              if table.kind == "dale" else -1)
        table.game.submit(link.seat, text)

    def kick_bots(self, table: LiveTable) -> None:
        """Start the bots' turns of a Dale table in the background (one task per table)."""
        if table.kind != "dale":
            return
        session = table.game
        if session.over or session.capped or session.deciding not in session.bots:
            return
        if table.bot_task is not None and not table.bot_task.done():
            return
        table.bot_task = asyncio.get_running_loop().create_task(self._bots(table))

    async def _bots(self, table: LiveTable) -> None:
        session = table.game
        while not session.over and not session.capped and session.deciding in session.bots:
            await asyncio.sleep(self.bot_delay)
            session = table.game  # rebuilt meanwhile if another process changed the table
            if session.over or session.deciding not in session.bots:
                break
            seat = session.deciding
            # a search bot may think for seconds: in a thread, so other tables go on; this
            # table's state is only read meanwhile (nobody else decides; undo waits)
            table.thinking = True
            try:
                action = await asyncio.get_running_loop().run_in_executor(
                    self.executor, session.bot_action, seat)
            finally:
                table.thinking = False
            try:
                session.submit(seat, action)
            except StoreConflict:  # another process moved first: take the table as stored
                self.hub.refresh(table)
                session = table.game
                self.broadcast(table)
                continue
            self.changed(table)
        if session.capped:
            session.stop_at_cap()
            self.changed(table)

    def stale(self, link: Link) -> dict[str, Any]:
        return {"type": "refused", "rule": None, "page": None, "where": "",
                "explanation": t("web.stale", link.lang)}

    def refusal(self, err: Exception, link: Link, table: LiveTable | None) -> dict[str, Any]:
        """A refusal as a message: ``explanation``, and for a rule ``rule`` and ``page``."""
        lang = link.lang
        if isinstance(err, IllegalAction):
            try:
                page = str(err.page)
            except Exception:
                page = "—"
            return {"type": "refused", "rule": err.rule_id, "page": page,
                    "explanation": t("web.refused", lang, explanation=err.render(lang)),
                    "where": t("web.rule", lang, rule=err.rule_id, page=page)}
        if isinstance(err, NotDeciding):
            if err.deciding < 0:
                text = t("web.game_over", lang)
            else:
                from ludoteca.web.dale_table import seat_label

                seats = table.game.seats if table is not None and table.kind == "dale" else []
                text = t("web.not_your_decision", lang,
                         seat=seat_label(err.deciding, seats, lang,
                                         table_names(table) if table is not None else None))
            return {"type": "refused", "rule": None, "page": None, "explanation": text,
                    "where": ""}
        if isinstance(err, UndoRefused):
            return {"type": "refused", "rule": None, "page": None, "where": "",
                    "explanation": t("web.undo_refused", lang,
                                     reason=t(err.key, lang, **err.values))}
        if isinstance(err, LudotecaError):
            return {"type": "refused", "rule": None, "page": None, "where": "",
                    "explanation": err.render(lang)}
        return {"type": "error", "explanation": t("web.bad_message", lang, reason=str(err))}

    def ends(self, table: LiveTable, link: Link, msg: dict[str, Any]) -> dict[str, Any]:
        """The answer to ``{"type": "ends", "text": ACTION, "version": N}``: whether that
        legal action of the link's seat may end its say in its turn (a WebSocket's state
        message leaves it out where it needs a trial)
        (:func:`ludoteca.web.dale_table.ends_of`), as ``{"type": "ends", "text": ACTION,
        "version": V, "ends": true|false|null}`` — ``version`` the table's now, ``ends`` null
        when the seat does not decide, ``N`` is not ``V`` or the text is not one of its legal
        actions. Changes nothing.

        Raises:
            ValueError: not a Dale table, or no text (answered as a bad message)."""
        from ludoteca.web.dale_table import ends_of

        text = msg.get("text")
        if table.kind != "dale":
            raise ValueError("only a Dale table answers 'ends'")
        if not isinstance(text, str) or not text.strip() or len(text) > 1000:
            raise ValueError("'ends' asks about a non-empty action text")
        version = version_of(table)
        answer = None
        if msg.get("version", version) == version and link.seat >= 0:
            answer = ends_of(table.game, link.seat, text, table.log)
        return {"type": "ends", "text": text, "version": version, "ends": answer}

    async def handle(self, table: LiveTable, link: Link, msg: Any) -> dict[str, Any] | None:
        """One message from a page; returns a message for that page only (a refusal), or
        None when the table changed (everyone gets the new state)."""
        if isinstance(msg, FrameError):
            return {"type": "error", "explanation": msg.explanation}
        if not isinstance(msg, dict) or not isinstance(msg.get("type"), str):
            return {"type": "error",
                    "explanation": t("web.bad_message", link.lang, reason="no type")}
        kind = msg["type"]
        try:
            if kind == "lang":
                lang = msg.get("lang")
                if lang not in LANGUAGE_NAMES:
                    raise ValueError(f"unknown language {str(lang)[:20]!r}")
                if lang != link.lang:  # the same language again: nothing to write
                    self.hub.set_lang(link, lang)
                return {"type": "self"}
            if kind in ("act", "undo") and "version" in msg and table.kind == "dale" \
                    and msg["version"] != version_of(table):
                # sent from a state that is no longer the table's (a stale or repeated
                # message): refused, nothing changed
                return self.stale(link)
            if kind == "ends":
                return self.ends(table, link, msg)
            if kind == "act":
                text = msg.get("text")
                if not isinstance(text, str) or not text.strip() or len(text) > 1000:
                    raise ValueError("an action is a non-empty text")
                try:
                    self.act(table, link, text)
                except StoreConflict:  # another process changed the game first
                    self.hub.refresh(table)
                    self.broadcast(table)
                    return self.stale(link)
            elif kind == "undo":
                if table.kind != "dale" or link.seat < 0:
                    raise NotDeciding(0, -1)
                if table.thinking:  # a bot is choosing from this state: it stays as it is
                    raise NotDeciding(link.seat, table.game.deciding)
                table.game.undo(link.seat)
            elif kind == "rank":
                if table.kind != "lobby":
                    raise ValueError("the decks are chosen: the game has started")
                self.hub.rank(table, link.seat, msg.get("order"))
            elif kind == "rematch":
                if link.seat < 0:  # a spectator watches; only the players start a rematch
                    raise NotDeciding(0, -1)
                self.rematch(table, link.lang)
            elif kind in ("answer", "start", "apply") and table.kind == "pax":
                table.game.message(link.seat, msg, link.lang)
                self.hub.save_pax(table)
            else:
                raise ValueError(f"unknown message type {kind[:20]!r}")
        except (ValueError, TypeError) as err:
            return {"type": "error", "explanation": t("web.bad_message", link.lang,
                                                      reason=str(err))}
        except (LudotecaError, NotDeciding, UndoRefused) as err:
            return self.refusal(err, link, table)
        return None


def host_allowed(host: str, names: list[str]) -> bool:
    """Whether a ``Host`` header names this server: an IP address (a DNS rebinding attack
    always comes under a name of the attacker's), ``localhost``, or one of ``names``; any
    port."""
    host = host.strip().lower()
    if host.startswith("["):  # [::1]:8000
        bare = host[1:].split("]", 1)[0]
    else:
        bare = host.rsplit(":", 1)[0] if host.count(":") == 1 else host
    if not bare:
        return False
    try:
        ipaddress.ip_address(bare)
        return True
    except ValueError:
        pass
    return bare == "localhost" or bare in {n.strip().lower() for n in names}


def same_origin(headers: Any) -> bool:
    """A WebSocket's ``Origin`` is this server's own (the scheme aside, it names the same
    host and port as ``Host``); a client that sends no ``Origin`` is no browser page and is
    let in (its link is its credential)."""
    origin = headers.get("origin")
    if origin is None:
        return True
    host = headers.get("host", "")
    return origin.lower() in (f"http://{host}".lower(), f"https://{host}".lower())


class HostCheck:
    """ASGI middleware: a request or WebSocket whose ``Host`` is not this server's
    (:func:`host_allowed`) gets 400 / a closed WebSocket, before any route runs."""

    def __init__(self, app: Any, names: list[str]) -> None:
        self.app, self.names = app, names

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] in ("http", "websocket"):
            host = ""
            for key, value in scope.get("headers") or []:
                if key == b"host":
                    host = value.decode("latin-1")
                    break
            if not host_allowed(host, self.names):
                if scope["type"] == "websocket":
                    await send({"type": "websocket.close", "code": 4400})
                else:
                    await send({"type": "http.response.start", "status": 400,
                                "headers": [(b"content-type", b"text/plain; charset=utf-8")]})
                    await send({"type": "http.response.body",
                                "body": t("web.bad_host").encode()})
                return
        await self.app(scope, receive, send)


def table_names(table: LiveTable) -> list[str]:
    """The players' names of a Dale table, by seat (empty: none were given)."""
    names = table.data.get("names") if isinstance(table.data, dict) else None
    return [str(n) for n in names] if isinstance(names, list) else []


def version_of(table: LiveTable) -> int:
    """A table's version: the number of actions of its game (Dale; 0 for Pax). Every state
    message carries it (``n_actions``); an action sent with another ``version`` is stale."""
    return len(table.game.entries) if table.kind == "dale" else 0


def read_frame(event: dict[str, Any], lang: str) -> Any:
    """The message of one received WebSocket event, or an ``error`` message for a frame that
    cannot be one: a binary frame, text over :data:`MAX_MESSAGE` characters, text that is
    not JSON or nests too deep to read."""
    text = event.get("text")
    if text is None:
        reason = t("web.binary_frame", lang)
    elif len(text) > MAX_MESSAGE:
        reason = t("web.too_long", lang, limit=MAX_MESSAGE)
    elif _nesting(text) > MAX_NESTING:
        reason = t("web.not_json", lang)  # too deep to be one of our messages
    else:
        try:
            return json.loads(text)
        except (ValueError, RecursionError):
            reason = t("web.not_json", lang)
    return FrameError(t("web.bad_message", lang, reason=reason))


#: The deepest nesting of brackets a message may have (ours nest at most 3 deep); deeper
#: text is refused before it is parsed, whatever the interpreter's recursion limit.
MAX_NESTING = 32


def _nesting(text: str) -> int:
    """The deepest nesting of ``[``/``{`` in JSON text, brackets inside strings not counted
    (a linear scan; ``text`` is at most :data:`MAX_MESSAGE` characters)."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return deepest


class FrameError:
    """A received frame that is no message (:func:`read_frame`): answered with ``error``."""

    def __init__(self, explanation: str) -> None:
        self.explanation = explanation


def create_app(db: str | Path | None = None, *, bot_delay: float = 0.4,
               max_turns: int = 400, limits: Limits | None = None,
               scenarios: str | Path | None = None,
               allowed_hosts: list[str] | None = None,
               synchronous: str = "NORMAL") -> FastAPI:
    """The ASGI app over the game store at ``db`` (None: the default store,
    ``ludoteca.core.store.default_db_path``).

    ``scenarios``: the directory whose ``*.toml`` files a Pax table may name (None: none;
    uploads only). ``allowed_hosts``: host names the server answers to besides IP addresses
    and ``localhost`` (the ``Host`` check against DNS rebinding, :class:`HostCheck`).
    ``synchronous``: the SQLite store's level, ``"NORMAL"`` (a killed process loses no
    committed action; a power cut may lose the last ones) or ``"FULL"`` (``serve
    --flush-each-action``: each commit flushed, slower).

    Raises:
        StoreError: the database cannot be opened (not ours, newer …).
    """
    from ludoteca.core.store import default_db_path, is_postgres, open_store

    from contextlib import asynccontextmanager

    path: Any = (str(db) if is_postgres(db) else Path(db)) if db is not None \
        else default_db_path()
    open_store(path).close()  # a database that is not ours is refused now, not at the start
    server = Server(None, bot_delay=bot_delay, limits=limits)  # type: ignore[arg-type]

    @asynccontextmanager
    async def lifespan(_app: FastAPI):
        # SQLite connections belong to one thread: the store is opened in the event loop's
        # thread, where every endpoint runs (they are all ``async``).
        # NORMAL: a commit is in the WAL before anyone is told (a killed process loses none);
        # the flushes come at checkpoints, one for the commits of many tables
        server.hub = Hub(open_store(path, synchronous=synchronous), max_turns=max_turns)
        stop_listening = threading.Event()
        if hasattr(server.hub.store, "listen"):  # PostgreSQL: hear the other processes
            loop = asyncio.get_running_loop()

            def hear() -> None:
                try:
                    for pid, table_id, version in server.hub.store.listen(stop_listening):
                        if pid != os.getpid():
                            loop.call_soon_threadsafe(server.remote_change, table_id,
                                                      version)
                except Exception:  # the loop is gone (shutting down) or the server is
                    pass

            threading.Thread(target=hear, daemon=True, name="ludoteca-listen").start()
        checkpointer = checkpoint_in_background(server.hub.store, stop_listening)
        server.executor = ThreadPoolExecutor(max_workers=server.limits.bot_workers,
                                             thread_name_prefix="ludoteca-bot")

        async def sweep() -> None:
            while True:
                await asyncio.sleep(max(1.0, min(60.0, server.limits.idle_seconds / 4)))
                server.evict_idle()

        sweeper = asyncio.get_running_loop().create_task(sweep())
        collector = asyncio.get_running_loop().create_task(short_gc_pauses(
            server.limits.gc_freeze_every, server.limits.gc_full_every))
        try:
            yield
        finally:
            stop_listening.set()
            sweeper.cancel()
            collector.cancel()
            for table in server.hub.tables.values():
                if table.bot_task is not None:
                    table.bot_task.cancel()
            server.executor.shutdown(wait=False, cancel_futures=True)
            if checkpointer is not None:
                checkpointer.join(timeout=5.0)
            server.hub.store.close()

    app = FastAPI(title="Ludoteca browser table", version="1", lifespan=lifespan,
                  description="Dale of Merchants for 1–4 people and the Pax Hispanica "
                              "companion, each seat through its own secret link "
                              "(docs/web.md).")
    app.state.server = server
    app.add_middleware(HostCheck, names=allowed_hosts or [])
    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    def find(token: str) -> tuple[LiveTable, Link]:
        link = server.hub.link(token)
        if link is None:
            raise HTTPException(404, t("web.no_link"))
        try:
            return server.hub.table(link.table_id), link
        except KeyError:
            raise HTTPException(404, t("web.no_link", link.lang)) from None
        except LudotecaError as err:  # a saved game that no longer replays: say why
            raise HTTPException(500, err.render(link.lang)) from None

    folder = Path(scenarios).resolve() if scenarios is not None else None

    def scenario_file(name: str, lang: str) -> str:
        """The text of scenario ``name`` in the operator's directory. Every failure is the
        one generic refusal (``web.no_scenario``): nothing tells whether some other file
        exists, what it holds or why it cannot be read.

        Raises: BadInput."""
        if folder is not None and SCENARIO_NAME.fullmatch(name):
            try:
                path = (folder / name).resolve(strict=True)
                if path.parent == folder and path.is_file() \
                        and path.stat().st_size <= MAX_SCENARIO:
                    return path.read_text(encoding="utf-8")
            except (OSError, UnicodeError, RuntimeError):
                pass
        raise BadInput(t("web.no_scenario", lang))

    @app.get("/api/scenarios")
    async def list_scenarios() -> dict[str, list[str]]:
        """The scenario names a Pax table may name (the operator's directory; empty when the
        server was started without one: upload the TOML as ``scenario_text`` instead)."""
        if folder is None:
            return {"scenarios": []}
        try:
            names = sorted(p.name for p in folder.iterdir()
                           if SCENARIO_NAME.fullmatch(p.name) and p.is_file())
        except OSError:
            names = []
        return {"scenarios": names[:1000]}

    @app.get("/", response_class=HTMLResponse, include_in_schema=False)
    async def home() -> FileResponse:
        return FileResponse(STATIC / "home.html")

    @app.get("/t/{token}", response_class=HTMLResponse, include_in_schema=False)
    async def page(token: str) -> Any:
        table, _ = find(token)
        return FileResponse(STATIC / ("pax.html" if table.kind == "pax" else "table.html"))

    @app.get("/api/labels")
    async def api_labels(lang: str = "en") -> dict[str, Any]:
        """The page's labels in a language (en, ca, es, it, fr), and the languages."""
        lang = check_lang(lang)
        from ludoteca.bots.registry import bot_names

        return {"lang": lang, "labels": labels(lang), "languages": LANGUAGE_NAMES,
                "bots": sorted(bot_names())}

    @app.post("/api/tables", response_model=TableOut)
    async def create(body: CreateTable, request: Request) -> TableOut:
        """Create a table; returns one secret link per seat (and the spectator's / host's).
        A link is the credential of its seat: give each person only their own. 429: this
        address created too many tables lately; 503: the server holds as many as it can."""
        lang = check_lang(body.lang)
        server.check_create(request.client.host if request.client else "", lang)
        try:
            if body.game == "pax":
                if body.sample:
                    from ludoteca.pax.scenarios import sample_text

                    table = server.hub.create_pax(sample_text(), "sample.toml", lang)
                elif body.scenario_text is not None:  # the uploader's own text: its reason
                    table = server.hub.create_pax(body.scenario_text, "upload.toml", lang)
                elif body.scenario:
                    text = scenario_file(body.scenario, lang)
                    try:
                        table = server.hub.create_pax(text, body.scenario, lang)
                    except LudotecaError:  # the operator's file: no word of what it holds
                        raise BadInput(t("web.no_scenario", lang)) from None
                else:
                    raise BadInput(t("web.no_scenario", lang))
                names = {SPECTATOR: t("web.label.host", lang),
                         **dict(enumerate(table.game.names))}
            elif body.rank_decks:
                from ludoteca.web.dale_table import deck_names

                from ludoteca.web.hub import _edition

                edition = _edition(body.edition)
                table = server.hub.create_lobby(list(body.seats),
                                                body.animalfolk or list(deck_names(edition)),
                                                lang, names=body.names, hints=body.hints,
                                                seed=body.seed, edition=edition)
            else:
                table = server.hub.create_dale(list(body.seats), body.animalfolk, lang,
                                               body.seed, hints=body.hints,
                                               names=body.names, edition=body.edition)
            if body.game != "pax":
                from ludoteca.web.dale_table import seat_label

                seats = table.game.seats if table.kind == "dale" else \
                    table.data["lobby"]["seats"]
                names = {SPECTATOR: t("web.label.spectator", lang),
                         **{i: seat_label(i, seats, lang, table_names(table))
                            for i in range(len(seats))}}
        except LudotecaError as err:
            raise HTTPException(422, t("web.bad_table", lang, reason=err.render(lang)))
        server.kick_bots(table)
        return TableOut(table=table.id, game="pax" if table.kind == "pax" else "dale",
                        seed_chosen=bool(table.data.get("seed_chosen")),
                        links=[LinkOut(seat=s, name=names[s], url=f"/t/{tok}")
                               for s, tok in sorted(table.links.items(),
                                                    key=lambda kv: (kv[0] < 0, kv[0]))])

    @app.get("/api/links/{token}")
    async def state(token: str) -> dict[str, Any]:
        """What this link's seat may see now (the same ``state`` message the WebSocket
        pushes)."""
        table, link = find(token)
        server.kick_bots(table)
        return server.payload(table, link)

    async def apply(token: str, msg: dict[str, Any]) -> dict[str, Any]:
        table, link = find(token)
        out = await server.handle(table, link, msg)
        if out is not None and out.get("type") in ("refused", "error"):
            raise HTTPException(409 if out["type"] == "refused" else 422, out)
        if out is None:
            server.changed(table)
        else:
            server.broadcast(table)
        server.kick_bots(table)
        return server.payload(table, link)

    @app.post("/api/links/{token}/action")
    async def action(token: str, body: ActionIn) -> dict[str, Any]:
        """Apply an action (its canonical text) for this link's seat. 409: refused (with the
        rule, its page and the explanation); nothing changed."""
        msg: dict[str, Any] = {"type": "act", "text": body.text}
        if body.version is not None:
            msg["version"] = body.version
        return await apply(token, msg)

    @app.post("/api/links/{token}/undo")
    async def undo(token: str) -> dict[str, Any]:
        """Take back this seat's last action, as the game's undo rule allows (409 if not)."""
        return await apply(token, {"type": "undo"})

    @app.post("/api/links/{token}/lang")
    async def set_lang(token: str, body: LangIn) -> dict[str, Any]:
        """Speak another language to this link (en, ca, es, it, fr)."""
        return await apply(token, {"type": "lang", "lang": body.lang})

    @app.post("/api/links/{token}/rematch")
    async def rematch(token: str) -> dict[str, Any]:
        """Once the game is over: the rematch with the same seats (made once; every seat's
        page is told its own new link, ``rematch`` of the state message). 409 before the
        end."""
        return await apply(token, {"type": "rematch"})

    @app.get("/api/decks")
    async def decks(lang: str = "en", edition: str = "classic") -> dict[str, Any]:
        """Every animalfolk deck a Dale table of ``edition`` (classic, the default, or
        remaster) may use: ``key``, ``name``, ``box`` (the game or expansion it comes in; the
        remaster's part), ``mechanic`` (whether it brings a new mechanic), its ``cards`` (tile
        data with the mechanic in ``lang``), for the deck choice; ``editions``: the known
        editions. An unknown edition: 422 naming the known ones."""
        from ludoteca.dale import editions
        from ludoteca.web.dale_table import deck_catalogue

        lang = check_lang(lang)
        try:
            key = editions.check_edition(edition[:40])
        except BadInput as err:
            raise HTTPException(422, err.render(lang)) from None
        return {"decks": deck_catalogue(lang, key), "edition": key,
                "editions": list(editions.EDITIONS)}

    @app.get("/api/links/{token}/scenario", response_class=PlainTextResponse)
    async def scenario_download(token: str) -> PlainTextResponse:
        """The Pax host screen's download: the scenario as the table left it, written over
        the file as it was given so that its comments stay (``pax_table.keep_comments``).
        403 for a player's link or a Dale table."""
        from ludoteca.web.pax_table import keep_comments

        table, link = find(token)
        if table.kind != "pax" or link.seat != SPECTATOR:
            raise HTTPException(403, t("web.pax_host_only", link.lang))
        text = keep_comments(str(table.data.get("original") or table.game.text), table.game.text)
        name = table.game.path if SCENARIO_NAME.fullmatch(table.game.path) else "scenario.toml"
        return PlainTextResponse(text, headers={
            "Content-Disposition": f'attachment; filename="{name}"'})

    @app.get("/api/links/{token}/record", response_class=PlainTextResponse)
    async def record(token: str) -> PlainTextResponse:
        """The game record (``ludoteca replay`` reads it) — once the game is over only (403
        before: it names hidden cards)."""
        table, link = find(token)
        if table.kind != "dale" or not (table.game.over or table.game.capped):
            raise HTTPException(403, t("web.record_hidden", link.lang))
        return PlainTextResponse(
            table.game.record_text(), headers={
                "Content-Disposition": f'attachment; filename="dale-{table.id}.ludo"'})

    @app.get("/api/links/{token}/replay")
    async def replay(token: str) -> dict[str, Any]:
        """The finished game move by move: for each step the action, the view of this
        link's seat before it (the last step: the final view) and what the built copies of
        the stalls count as then (``copies``). 403 before the end."""
        table, link = find(token)
        session = table.game
        if table.kind != "dale" or not (session.over or session.capped):
            raise HTTPException(403, t("web.record_hidden", link.lang))
        from types import SimpleNamespace

        from ludoteca.dale.story import localize
        from ludoteca.web.dale_table import names_in, card_info, seat_label, stall_copies

        seat = max(link.seat, 0)
        table.log.sync(session)
        game, steps, names = session.game, [], set()
        for k, e in enumerate(session.entries + [None]):
            st = e.before if e is not None else session.state
            v = game.view(st, seat)
            v.pop("legal_actions", None)
            names |= names_in(v)
            upto = SimpleNamespace(rows=table.log.rows[:k], actions=table.log.actions[:k],
                                   movers=table.log.movers[:k])
            steps.append({"action": None if e is None else e.text,
                          # the action in the reader's words (the page shows it)
                          "shown": None if e is None else localize(e.text, link.lang),
                          "seat": None if e is None else seat_label(
                              e.seat, session.seats, link.lang, table_names(table)),
                          "view": v, "copies": stall_copies(upto, v.get("seats", []))})
        edition = session.state.cfg.rules.edition
        return {"steps": steps,
                "cards": {n: card_info(n, link.lang, edition) for n in sorted(names)}}

    @app.get("/api/links/{token}/hint")
    async def hint(token: str) -> dict[str, Any]:
        """The Hint button: the best moves the search finds for this seat's decision now, with
        their estimated win probability and why (over this seat's information set only).
        403: the table does not allow hints; 409: this seat is not deciding."""
        import asyncio

        from ludoteca.coach.hints import hints

        table, link = find(token)
        session = table.game
        if table.kind != "dale" or not server.hints_allowed(table):
            raise HTTPException(403, t("coach.hints_off", link.lang))
        if link.seat < 0 or session.deciding != link.seat or table.thinking:
            raise HTTPException(409, t("assistant.not_deciding", link.lang))
        state = session.game.clone(session.state)
        # a search: on the bots' bounded pool, so hints cannot starve the tables' bots
        found = await asyncio.get_running_loop().run_in_executor(
            server.executor, lambda: hints(session.game, state, link.seat, lang=link.lang))
        from ludoteca.dale.story import localize

        # each move also in the reader's words (``shown``: the page shows it)
        return {"hints": [{**h.to_dict(), "shown": localize(h.action, link.lang)}
                          for h in found]}

    @app.get("/api/links/{token}/analysis")
    async def analysis(token: str) -> dict[str, Any]:
        """The coach's analysis of the finished game (every seat's decisions: win probability
        before and after, best move, loss, mark; ``ludoteca analyze``), for the replay
        viewer's curve. 403 before the end."""
        import asyncio

        from ludoteca.coach.analysis import analyze_record

        table, link = find(token)
        session = table.game
        if table.kind != "dale" or not (session.over or session.capped):
            raise HTTPException(403, t("web.record_hidden", link.lang))
        if table.id not in server.analyses:
            record = session.record()
            done = await asyncio.get_running_loop().run_in_executor(
                server.executor, lambda: analyze_record(record, iterations=ANALYSIS_ITERATIONS))
            server.analyses[table.id] = done.to_dict()
        from ludoteca.core.i18n import decimal
        from ludoteca.dale.story import localize

        data = server.analyses[table.id]
        # the best move in the reader's words and the points lost as the language writes
        # decimals (``best_shown``, ``loss_shown``: the page shows them)
        moves = [{**m, "best_shown": localize(m["best"], link.lang) if m.get("best") else "",
                  "loss_shown": decimal(m["loss"], link.lang) if m.get("loss") is not None
                  else ""} for m in data["moves"]]
        return {"moves": moves, "summary": data["summary"],
                "marks": {m: t(f"coach.mark.{m}", link.lang)
                          for m in ("inaccuracy", "mistake", "blunder")}}

    @app.websocket("/ws/{token}")
    async def ws(websocket: WebSocket, token: str) -> None:
        if not same_origin(websocket.headers):  # a page of another site (DNS rebinding, CSRF)
            await websocket.close(code=4403)
            return
        link = server.hub.link(token)
        try:
            table = server.hub.table(link.table_id) if link is not None else None
        except (KeyError, LudotecaError):  # a saved game that no longer replays
            table = None
        if link is None or table is None:
            await websocket.close(code=4404)
            return
        await websocket.accept()
        conn = Conn(websocket, link, server.limits)
        server.attach(table, conn)  # the first state message goes out from its sender
        try:
            server.kick_bots(table)
            while not conn.closed:
                event = await websocket.receive()
                if event["type"] == "websocket.disconnect":
                    break
                if not conn.allow():  # over the rate: not read; one error per second
                    if conn.over > server.limits.overflow_close:
                        await server.drop(table.id, conn, 1008)
                        break
                    now = time.monotonic()
                    if now - conn.last_warned >= 1.0:
                        conn.last_warned = now
                        conn.reply({"type": "error", "explanation": t("web.too_fast",
                                                                      link.lang)})
                    continue
                await asyncio.sleep(0)  # a busy connection lets every other one go first
                out = await server.handle(table, link, read_frame(event, link.lang))
                if out is None:
                    server.changed(table)
                    server.kick_bots(table)
                elif out["type"] == "self":
                    conn.owe_state()
                elif not conn.reply(out):  # a page that sends and never reads
                    await server.drop(table.id, conn, 1008)
                    break
        except WebSocketDisconnect:
            pass
        finally:
            server.detach(table.id, conn)

    return app


from ludoteca.core.store import GameStore, StoreConflict  # noqa: E402,F401  (kept last)
