"""The tables of the browser table and their secret links, kept in the game store.

A *table* is one game being played in browsers: a Dale game is a
:class:`ludoteca.core.session.Session` saved in the store (``games`` / ``actions`` of
:mod:`ludoteca.core.store`), a Pax companion table is a scenario kept in the store. Each table
has one *link* per seat plus a spectator link (a Pax table: a host link and one per player; its
scenario's TOML text is kept in ``data``, never a path);
a link is ``secrets.token_urlsafe(24)`` — 192 random bits — and is the only credential: it names
the table and the seat, and the server takes the seat from the link, never from a message.

Two tables are added to the store's database (the store marks it as Ludoteca's; these tables
are ignored by everything else)::

    web_tables(id, kind, game_id, data, created)    kind: dale | pax; data: JSON
    web_links(token, table_id, seat, lang)           seat: -1 spectator (Dale) / host (Pax)

Nothing about a game is held only in memory: a restarted server (``kill -9`` included)
rebuilds every table from the store on its first use (``Session.resume`` replays the journal).
"""

from __future__ import annotations

import json
import secrets
import time
from dataclasses import dataclass, field
from typing import Any

from ludoteca.core.i18n import LANGUAGE_NAMES, SOURCE
from ludoteca.core.session import Session
from ludoteca.core.store import GameStore

LINK_BYTES = 24  # secrets.token_urlsafe(24): 192 bits
SPECTATOR = -1

_SCHEMA = """
CREATE TABLE IF NOT EXISTS web_tables (
    id       TEXT PRIMARY KEY,
    kind     TEXT NOT NULL,
    game_id  INTEGER,
    data     TEXT NOT NULL,
    created  TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS web_links (
    token    TEXT PRIMARY KEY,
    table_id TEXT NOT NULL REFERENCES web_tables(id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL,
    lang     TEXT NOT NULL
);
"""


@dataclass
class Link:
    token: str
    table_id: str
    seat: int
    lang: str


@dataclass
class LiveTable:
    """A table in memory: its kind, its game (a Session for Dale, a PaxTable for Pax), its
    links by seat, and the Dale log."""

    id: str
    kind: str
    data: dict[str, Any]
    game: Any
    links: dict[int, str] = field(default_factory=dict)
    log: Any = None
    bot_task: Any = None
    thinking: bool = False
    #: ``time.monotonic()`` of the table's last use (an idle table leaves memory).
    last_used: float = field(default_factory=time.monotonic)


class Hub:
    """Every table of one server, over one :class:`GameStore`.

    Raises (constructor): StoreError, as :class:`GameStore`.
    """

    #: The most a bot of a browser table may cost per decision (a server is shared: one
    #: table's search must not take the bots of every other table's turn).
    BOT_SECONDS = 2.0
    BOT_ITERATIONS = 3000
    BOT_TURNS = 3
    BOT_DEPTH = 3

    def __init__(self, store: GameStore, *, max_turns: int = 400) -> None:
        self.store = store
        self.max_turns = max_turns
        with store.transaction() as cur:
            for stmt in _SCHEMA.split(";"):
                if stmt.strip():
                    cur.execute(stmt)
        self.tables: dict[str, LiveTable] = {}

    # -- links -----------------------------------------------------------------------------
    def link(self, token: str) -> Link | None:
        """The link of ``token``, or None (an unknown token)."""
        if not isinstance(token, str) or len(token) > 100:
            return None
        row = self.store.conn.execute(
            "SELECT token, table_id, seat, lang FROM web_links WHERE token = ?",
            (token,)).fetchone()
        return None if row is None else Link(row[0], row[1], int(row[2]), row[3])

    def set_lang(self, link: Link, lang: str) -> None:
        with self.store.transaction() as cur:
            cur.execute("UPDATE web_links SET lang = ? WHERE token = ?", (lang, link.token))
        link.lang = lang

    def _new_links(self, cur: Any, table_id: str, seats: list[int], lang: str
                   ) -> dict[int, str]:
        links = {}
        for seat in seats:
            token = secrets.token_urlsafe(LINK_BYTES)
            cur.execute("INSERT INTO web_links (token, table_id, seat, lang) VALUES (?,?,?,?)",
                        (token, table_id, seat, lang))
            links[seat] = token
        return links

    # -- tables ----------------------------------------------------------------------------
    def create_dale(self, seats: list[str], animalfolk: list[str] | None, lang: str,
                    seed: int | None = None, make_bot: Any = None,
                    hints: bool | None = None, names: list[str] | None = None,
                    edition: str | None = None) -> LiveTable:
        """A new Dale table: a saved Session, one link per seat and a spectator link;
        ``hints``: whether the table allows hints (saved with the game; None: the default);
        ``names``: the players' names by seat (blank: called by the seat's number; kept in
        the table's data with the deck request, for the rematch); ``edition``: the game's
        edition (None: the classic; kept in the table's data for the rematch).

        Raises:
            BadInput: wrong player count for the edition, unknown bot, edition or decks
                (nothing saved).
        """
        from ludoteca.bots import make_bot as default_make_bot
        from ludoteca.web.dale_table import DaleLog

        make_bot = make_bot or default_make_bot
        for spec in seats:
            if spec != "human":
                # an unknown or too costly bot is refused before anything is saved
                self.check_bot(spec, make_bot(spec))
        from ludoteca.core.session import fresh_seed

        chosen = seed is not None
        seed = fresh_seed() if seed is None else seed
        options: dict[str, Any] = {"animalfolk": animalfolk}
        edition = _edition(edition)
        if edition is not None:
            options["edition"] = edition
        from ludoteca.core.game import get_game

        getattr(get_game("dale"), "check_setup")(len(seats), options)  # before anything is saved
        session = Session.new("dale", seats, seed, options,
                              max_turns=self.max_turns, store=self.store, lang=lang,
                              make_bot=make_bot, hints=hints)
        table_id = secrets.token_urlsafe(9)
        data: dict[str, Any] = {"seed_chosen": True} if chosen else {}
        if edition is not None:
            data["edition"] = edition
        clean = [" ".join(str(n).split())[:40] for n in (names or [])][:len(seats)]
        if any(clean):
            data["names"] = clean + [""] * (len(seats) - len(clean))
        if animalfolk:
            data["animalfolk"] = list(animalfolk)
        with self.store.transaction() as cur:
            cur.execute("INSERT INTO web_tables (id, kind, game_id, data, created) "
                        "VALUES (?,?,?,?,?)",
                        (table_id, "dale", session.game_id, json.dumps(data),
                         session.created))
            humans = [i for i, spec in enumerate(seats) if spec == "human"]
            links = self._new_links(cur, table_id, [*humans, SPECTATOR], lang)
        table = LiveTable(table_id, "dale", data, session, links, DaleLog())
        self.tables[table_id] = table
        return table

    # -- a deck choice by ranking: the table waits for every person's ranking -------------
    def create_lobby(self, seats: list[str], pool: list[str], lang: str,
                     names: list[str] | None = None, hints: bool | None = None,
                     seed: int | None = None, make_bot: Any = None,
                     edition: str | None = None) -> LiveTable:
        """A Dale table whose decks the players choose by ranking them: each person ranks
        the decks of ``pool``; once every person has, the decks with the most points (a
        Borda count: a deck ranked first of N gets N points, last 1) are in play and the
        game starts (:meth:`rank`). One link per person and a spectator link, as
        :meth:`create_dale`.

        Raises:
            BadInput: an unknown bot, edition or deck (``edition``: None, the classic), a deck
                twice, fewer decks than players + 1, a player count outside 2–4 (nothing
                saved).
        """
        from ludoteca.bots import make_bot as default_make_bot
        from ludoteca.core.errors import BadInput
        from ludoteca.core.i18n import t
        from ludoteca.web.dale_table import deck_names

        make_bot = make_bot or default_make_bot
        edition = _edition(edition)
        if not 2 <= len(seats) <= 4:
            raise BadInput(t("web.bad_players"))
        for spec in seats:
            if spec != "human":
                self.check_bot(spec, make_bot(spec))
        known = deck_names(edition)
        pool = [str(k) for k in pool]
        if any(k not in known for k in pool) or len(set(pool)) != len(pool) \
                or len(pool) < len(seats) + 1:
            raise BadInput(t("web.bad_pool", need=len(seats) + 1))
        data: dict[str, Any] = {"lobby": {"seats": list(seats), "pool": pool, "ranks": {},
                                          "lang": lang}}
        if edition is not None:
            data["lobby"]["edition"] = data["edition"] = edition
        if seed is not None:
            data["seed_chosen"] = True
            data["lobby"]["seed"] = seed
        if hints is not None:
            data["lobby"]["hints"] = hints
        clean = [" ".join(str(n).split())[:40] for n in (names or [])][:len(seats)]
        if any(clean):
            data["names"] = clean + [""] * (len(seats) - len(clean))
        table_id = secrets.token_urlsafe(9)
        with self.store.transaction() as cur:
            cur.execute("INSERT INTO web_tables (id, kind, game_id, data, created) "
                        "VALUES (?,?,?,?,?)", (table_id, "lobby", None, json.dumps(data),
                                               _now()))
            humans = [i for i, spec in enumerate(seats) if spec == "human"]
            links = self._new_links(cur, table_id, [*humans, SPECTATOR], lang)
        table = LiveTable(table_id, "lobby", data, None, links)
        self.tables[table_id] = table
        if not humans:
            self._start_lobby(table, make_bot)
        return table

    def rank(self, table: LiveTable, seat: int, order: Any, make_bot: Any = None) -> None:
        """``seat``'s ranking of the table's decks (every deck of the pool once, best
        first); kept in the store; the last person's ranking starts the game.

        Raises:
            BadInput: not a ranking of the pool, a seat that is no person, a game already
                started (nothing changed)."""
        from ludoteca.core.errors import BadInput
        from ludoteca.core.i18n import t

        lobby = table.data.get("lobby") if table.kind == "lobby" else None
        if lobby is None or seat < 0 or lobby["seats"][seat] != "human":
            raise BadInput(t("web.pax_not_asked"))
        if not isinstance(order, list) or sorted(map(str, order)) != sorted(lobby["pool"]):
            raise BadInput(t("web.bad_ranking"))
        ranks = {**lobby["ranks"], str(seat): [str(k) for k in order]}
        self.set_data(table, {**table.data, "lobby": {**lobby, "ranks": ranks}})
        humans = [i for i, spec in enumerate(lobby["seats"]) if spec == "human"]
        if all(str(i) in ranks for i in humans):
            self._start_lobby(table, make_bot)

    def _start_lobby(self, table: LiveTable, make_bot: Any = None) -> None:
        """Choose the decks from the rankings (:func:`ludoteca.web.dale_table.ranked_decks`)
        and start the game at this table (its links stay)."""
        from ludoteca.bots import make_bot as default_make_bot
        from ludoteca.core.session import fresh_seed
        from ludoteca.web.dale_table import DaleLog, ranked_decks

        lobby = table.data["lobby"]
        seats = lobby["seats"]
        seed = lobby.get("seed")
        seed = fresh_seed() if seed is None else seed
        decks, points = ranked_decks(lobby["pool"], list(lobby["ranks"].values()),
                                     len(seats) + 1, seed)
        options: dict[str, Any] = {"animalfolk": decks}
        if lobby.get("edition"):
            options["edition"] = lobby["edition"]
        session = Session.new("dale", seats, seed, options,
                              max_turns=self.max_turns, store=self.store,
                              lang=lobby.get("lang", SOURCE),
                              make_bot=make_bot or default_make_bot, hints=lobby.get("hints"))
        data = {k: v for k, v in table.data.items() if k != "lobby"}
        data["animalfolk"] = decks
        from ludoteca.web.dale_table import deck_names

        known = deck_names(lobby.get("edition"))
        data["ranked"] = {"decks": decks, "points": points, "pool": lobby["pool"],
                          "names": {k: known.get(k, k) for k in lobby["pool"]}}
        with self.store.transaction() as cur:
            cur.execute("UPDATE web_tables SET kind = ?, game_id = ?, data = ? WHERE id = ?",
                        ("dale", session.game_id, json.dumps(data), table.id))
        table.kind, table.game, table.data, table.log = "dale", session, data, DaleLog()

    def set_data(self, table: LiveTable, data: dict[str, Any]) -> None:
        """Replace a table's data (JSON) in the store and in memory."""
        with self.store.transaction() as cur:
            cur.execute("UPDATE web_tables SET data = ? WHERE id = ?",
                        (json.dumps(data), table.id))
        table.data = data

    def link_of(self, table_id: str, seat: int) -> str | None:
        """The token of ``seat``'s link at table ``table_id`` (None: no such link)."""
        row = self.store.conn.execute(
            "SELECT token FROM web_links WHERE table_id = ? AND seat = ?",
            (table_id, seat)).fetchone()
        return None if row is None else row[0]

    def check_bot(self, spec: str, bot: Any) -> None:
        """Refuse a bot that may think longer than a shared server allows: a time budget over
        :data:`BOT_SECONDS`, more than :data:`BOT_ITERATIONS` iterations, a horizon over
        :data:`BOT_TURNS` turns or a depth over :data:`BOT_DEPTH`.

        Raises:
            BadInput: ``web.bot_too_costly`` naming the limits."""
        seconds = getattr(bot, "seconds", None)
        iterations = getattr(bot, "iterations", None)
        turns = getattr(bot, "playout_turns", None)
        depth = getattr(bot, "depth", None)
        if ((seconds is not None and seconds > self.BOT_SECONDS)
                or (iterations is not None and iterations > self.BOT_ITERATIONS)
                or (isinstance(turns, int) and turns > self.BOT_TURNS)
                or (isinstance(depth, int) and depth > self.BOT_DEPTH)):
            from ludoteca.core.errors import BadInput
            from ludoteca.core.i18n import t

            raise BadInput(t("web.bot_too_costly", spec=spec[:60], seconds=self.BOT_SECONDS,
                             iterations=self.BOT_ITERATIONS, turns=self.BOT_TURNS,
                             depth=self.BOT_DEPTH))

    def create_pax(self, text: str, name: str, lang: str) -> LiveTable:
        """A new Pax companion table over the scenario ``text`` (TOML; ``name`` is how it is
        shown), kept in the store with the table (a host link and one link per player).

        Raises:
            BadInput: the text is not a scenario (nothing saved).
        """
        from ludoteca.web.pax_table import PaxTable

        pax = PaxTable.from_text(text, name)
        table_id = secrets.token_urlsafe(9)
        data = {"name": name, "toml": text, "original": text}  # the original: its comments
        with self.store.transaction() as cur:
            cur.execute("INSERT INTO web_tables (id, kind, game_id, data, created) "
                        "VALUES (?,?,?,?,?)", (table_id, "pax", None, json.dumps(data),
                                               _now()))
            links = self._new_links(cur, table_id, [SPECTATOR, *range(len(pax.names))], lang)
        table = LiveTable(table_id, "pax", data, pax, links)
        self.tables[table_id] = table
        return table

    def save_pax(self, table: LiveTable) -> None:
        """Keep the procedure in flight (its kind and the answers so far) and the scenario as
        the last procedure left it in the store."""
        table.data = {**table.data, "procedure": table.game.procedure_data(),
                      "toml": table.game.text}
        with self.store.transaction() as cur:
            cur.execute("UPDATE web_tables SET data = ? WHERE id = ?",
                        (json.dumps(table.data), table.id))

    def table(self, table_id: str, make_bot: Any = None) -> LiveTable:
        """The table ``table_id``, rebuilt from the store when this server has not loaded it
        yet (after a restart).

        Raises:
            KeyError: no such table. StoreError: its game does not replay.
        """
        if table_id in self.tables:
            table = self.tables[table_id]
            table.last_used = time.monotonic()
            return table
        row = self.store.conn.execute(
            "SELECT id, kind, game_id, data FROM web_tables WHERE id = ?",
            (table_id,)).fetchone()
        if row is None:
            raise KeyError(table_id)
        links = {int(seat): token for token, seat in self.store.conn.execute(
            "SELECT token, seat FROM web_links WHERE table_id = ?", (table_id,))}
        data = json.loads(row[3])
        if row[1] == "lobby":  # a deck choice by ranking, still waiting for rankings
            table = LiveTable(row[0], "lobby", data, None, links)
        elif row[1] == "dale":
            from ludoteca.bots import make_bot as default_make_bot
            from ludoteca.web.dale_table import DaleLog

            session = Session.resume(self.store, int(row[2]),
                                     make_bot=make_bot or default_make_bot)
            table = LiveTable(row[0], "dale", data, session, links, DaleLog())
        else:
            from ludoteca.web.pax_table import PaxTable

            if "toml" not in data:  # a table of an older server, over a file it named:
                from ludoteca.core.errors import BadInput  # no file is opened any more
                from ludoteca.core.i18n import t

                raise BadInput(t("web.no_scenario"))
            pax = PaxTable.from_text(data["toml"], str(data.get("name", "")))
            pax.restore(data.get("procedure"))
            table = LiveTable(row[0], "pax", data, pax, links)
        self.tables[table_id] = table
        return table

    def catch_up(self, table: LiveTable) -> None:
        """Bring a Dale table up to its stored game when another process only appended
        actions to it: the new actions are applied here without saving them again (cheap:
        no replay from the start); anything else (an undo, a Pax table) is a :meth:`refresh`.

        Raises: as :meth:`refresh`."""
        session = table.game
        if table.kind != "dale" or session.store is None:
            self.refresh(table)
            return
        have = len(session.entries)
        stored = self.store.game(session.game_id).n_actions
        rows = self.store.conn.execute(
            "SELECT n, text, seat FROM actions WHERE game_id = ? AND n > ? ORDER BY n",
            (session.game_id, have)).fetchall()
        if stored < have or [int(r[0]) for r in rows] != list(range(have + 1, stored + 1)):
            self.refresh(table)
            return
        store, session.store = session.store, None
        try:
            for _, text, seat in rows:
                session.submit(int(seat), str(text))
        except Exception:
            session.store = store
            self.refresh(table)
            return
        session.store = store

    def refresh(self, table: LiveTable, make_bot: Any = None) -> None:
        """Rebuild ``table`` from the store in place (another process changed it): the same
        object, so every page and task holding it sees the stored game.

        Raises: KeyError (the table is gone), StoreError (its game does not replay)."""
        self.tables.pop(table.id, None)
        try:
            fresh = self.table(table.id, make_bot=make_bot)
        finally:
            self.tables[table.id] = table
        table.data, table.game, table.links, table.log = (fresh.data, fresh.game, fresh.links,
                                                         fresh.log)
        table.kind = fresh.kind

    def evict(self, table_id: str) -> None:
        """Forget table ``table_id`` in memory (its game stays in the store: the next use
        rebuilds it)."""
        self.tables.pop(table_id, None)

    def open_tables(self) -> int:
        """The number of tables still being played (Dale games not over, every Pax table)."""
        row = self.store.conn.execute(
            "SELECT COUNT(*) FROM web_tables w LEFT JOIN games g ON g.id = w.game_id "
            "WHERE w.kind = 'pax' OR g.status = 'playing'").fetchone()
        return int(row[0])

    def table_ids(self) -> list[str]:
        return [r[0] for r in self.store.conn.execute("SELECT id FROM web_tables ORDER BY created, id")]


def _now() -> str:
    from ludoteca.core.session import now_text

    return now_text()


def check_lang(lang: str | None) -> str:
    """``lang`` when it is one of ours, else English."""
    return lang if lang in LANGUAGE_NAMES else SOURCE


def _edition(edition: str | None) -> str | None:
    """A table's edition as the game's setup option: None for the classic (the default, so a
    classic table's saved setup is as it always was), else the known edition's key.

    Raises:
        BadInput: an unknown edition (naming the known ones).
    """
    from ludoteca.dale import editions

    key = editions.check_edition(edition)
    return None if key == editions.DEFAULT else key
