"""The browser table's server: a FastAPI (ASGI) app over one game store, served by uvicorn
(``ludoteca serve``). Docs: ``docs/web.md``; the JSON API's OpenAPI schema is at
``/openapi.json`` (``/docs`` shows it).

Every state stays on the server. A link (``/t/{token}``) opens the page of one seat; the page
opens the WebSocket ``/ws/{token}`` and receives, on every change of its table, a ``state``
message built from its own seat's view only (spectators: public information only). Messages
the page sends: ``{"type": "act", "text": ACTION}``, ``{"type": "undo"}``,
``{"type": "lang", "lang": "ca"}`` (Pax: ``{"type": "answer", "text": …}``,
``{"type": "start", …}``). The seat is the link's: a message cannot name another seat. An
action from a seat that does not decide, an illegal action and a malformed message are
refused (a ``refused`` / ``error`` message to that page only) and change nothing.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any, Literal

from fastapi import FastAPI, HTTPException, WebSocket, WebSocketDisconnect
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


class CreateTable(BaseModel):
    """A new table. Dale: ``seats`` (2–4 specs: ``human`` or a bot name such as ``greedy``),
    ``animalfolk`` (players + 1 deck keys, or null: chosen by the seed), ``seed`` (null:
    63 random bits from the operating system's cryptographic source; a chosen seed makes the
    table a practice table, and every seat's page says so: whoever knows a seed can work out
    every hidden card). Pax: ``scenario`` (the path of a scenario TOML file on the server)."""

    game: Literal["dale", "pax"] = "dale"
    seats: list[str] = Field(default_factory=lambda: ["human", "greedy"], min_length=2,
                             max_length=4)
    animalfolk: list[str] | None = None
    seed: int | None = Field(default=None, ge=0, lt=2**63)
    lang: str = "en"
    scenario: str | None = None


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
    text: str = Field(max_length=1000)


class LangIn(BaseModel):
    lang: str


def labels(lang: str) -> dict[str, str]:
    """The page's labels in ``lang`` (templates with their ``{placeholders}``)."""
    from ludoteca.core.i18n import translate

    return {k.removeprefix("web.label."): translate(k, v, lang) for k, v in LABELS.items()}


class Server:
    """The live part of the app: the hub, the open WebSockets per table and the bot tasks."""

    def __init__(self, hub: Hub, bot_delay: float = 0.4) -> None:
        self.hub = hub
        self.bot_delay = bot_delay
        self.sockets: dict[str, list[tuple[WebSocket, Link]]] = {}

    # -- what a link sees ------------------------------------------------------------------
    def payload(self, table: LiveTable, link: Link) -> dict[str, Any]:
        lang = link.lang
        if table.kind == "dale":
            from ludoteca.web.dale_table import payload

            body = payload(table.game, link.seat, lang, table.log)
            chosen = bool(table.data.get("seed_chosen"))
            # a seed the creator chose is stated to every seat (they may know every card)
            body["seed_chosen"] = chosen
            body["notice"] = t("web.seed_chosen", lang) if chosen else ""
        else:
            body = table.game.payload(link.seat, lang)
        body.update({"type": "state", "table": table.id, "lang": lang,
                     "languages": LANGUAGE_NAMES, "labels": labels(lang)})
        return body

    async def broadcast(self, table: LiveTable) -> None:
        for ws, link in list(self.sockets.get(table.id, [])):
            try:
                await ws.send_text(json.dumps(self.payload(table, link)))
            except Exception:
                self._drop(table.id, ws)

    def _drop(self, table_id: str, ws: WebSocket) -> None:
        self.sockets[table_id] = [(w, lk) for w, lk in self.sockets.get(table_id, [])
                                  if w is not ws]

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
            if session.over or session.deciding not in session.bots:
                break
            seat = session.deciding
            # a search bot may think for seconds: in a thread, so other tables go on; this
            # table's state is only read meanwhile (nobody else decides; undo waits)
            table.thinking = True
            try:
                action = await asyncio.to_thread(session.bot_action, seat)
            finally:
                table.thinking = False
            session.submit(seat, action)
            await self.broadcast(table)
        if session.capped:
            session.stop_at_cap()
            await self.broadcast(table)

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
                         seat=seat_label(err.deciding, seats, lang))
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

    async def handle(self, table: LiveTable, link: Link, msg: Any) -> dict[str, Any] | None:
        """One message from a page; returns a message for that page only (a refusal), or
        None when the table changed (everyone gets the new state)."""
        if not isinstance(msg, dict) or not isinstance(msg.get("type"), str):
            return {"type": "error",
                    "explanation": t("web.bad_message", link.lang, reason="no type")}
        kind = msg["type"]
        try:
            if kind == "lang":
                lang = msg.get("lang")
                if lang not in LANGUAGE_NAMES:
                    raise ValueError(f"unknown language {str(lang)[:20]!r}")
                self.hub.set_lang(link, lang)
                return {"type": "self"}
            if kind == "act":
                text = msg.get("text")
                if not isinstance(text, str) or not text.strip() or len(text) > 1000:
                    raise ValueError("an action is a non-empty text")
                self.act(table, link, text)
            elif kind == "undo":
                if table.kind != "dale" or link.seat < 0:
                    raise NotDeciding(0, -1)
                if table.thinking:  # a bot is choosing from this state: it stays as it is
                    raise NotDeciding(link.seat, table.game.deciding)
                table.game.undo(link.seat)
            elif kind in ("answer", "start") and table.kind == "pax":
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


def create_app(db: str | Path | None = None, *, bot_delay: float = 0.4,
               max_turns: int = 400) -> FastAPI:
    """The ASGI app over the game store at ``db`` (None: the default store,
    ``ludoteca.core.store.default_db_path``).

    Raises:
        StoreError: the database cannot be opened (not ours, newer …).
    """
    from ludoteca.core.store import default_db_path

    from contextlib import asynccontextmanager

    path = Path(db) if db is not None else default_db_path()
    GameStore(path).close()  # a database that is not ours is refused now, not at the start
    server = Server(None, bot_delay=bot_delay)  # type: ignore[arg-type]

    @asynccontextmanager
    async def lifespan(_app: FastAPI):
        # SQLite connections belong to one thread: the store is opened in the event loop's
        # thread, where every endpoint runs (they are all ``async``).
        server.hub = Hub(GameStore(path), max_turns=max_turns)
        try:
            yield
        finally:
            for table in server.hub.tables.values():
                if table.bot_task is not None:
                    table.bot_task.cancel()
            server.hub.store.close()

    app = FastAPI(title="Ludoteca browser table", version="1", lifespan=lifespan,
                  description="Dale of Merchants for 1–4 people and the Pax Hispanica "
                              "companion, each seat through its own secret link "
                              "(docs/web.md).")
    app.state.server = server
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
    async def create(body: CreateTable) -> TableOut:
        """Create a table; returns one secret link per seat (and the spectator's / host's).
        A link is the credential of its seat: give each person only their own."""
        lang = check_lang(body.lang)
        try:
            if body.game == "pax":
                if not body.scenario:
                    raise BadInput("a Pax table needs a scenario file")
                table = server.hub.create_pax(body.scenario, lang)
                names = {SPECTATOR: t("web.label.host", lang),
                         **dict(enumerate(table.game.names))}
            else:
                table = server.hub.create_dale(list(body.seats), body.animalfolk, lang,
                                               body.seed)
                from ludoteca.web.dale_table import seat_label

                names = {SPECTATOR: t("web.label.spectator", lang),
                         **{i: seat_label(i, table.game.seats, lang)
                            for i in range(len(table.game.seats))}}
        except LudotecaError as err:
            raise HTTPException(422, t("web.bad_table", lang, reason=err.render(lang)))
        server.kick_bots(table)
        return TableOut(table=table.id, game=table.kind,
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
        await server.broadcast(table)
        server.kick_bots(table)
        return server.payload(table, link)

    @app.post("/api/links/{token}/action")
    async def action(token: str, body: ActionIn) -> dict[str, Any]:
        """Apply an action (its canonical text) for this link's seat. 409: refused (with the
        rule, its page and the explanation); nothing changed."""
        return await apply(token, {"type": "act", "text": body.text})

    @app.post("/api/links/{token}/undo")
    async def undo(token: str) -> dict[str, Any]:
        """Take back this seat's last action, as the game's undo rule allows (409 if not)."""
        return await apply(token, {"type": "undo"})

    @app.post("/api/links/{token}/lang")
    async def set_lang(token: str, body: LangIn) -> dict[str, Any]:
        """Speak another language to this link (en, ca, es, it, fr)."""
        return await apply(token, {"type": "lang", "lang": body.lang})

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
        """The finished game move by move: for each step the action and the view of this
        link's seat before it (the last step: the final view). 403 before the end."""
        table, link = find(token)
        session = table.game
        if table.kind != "dale" or not (session.over or session.capped):
            raise HTTPException(403, t("web.record_hidden", link.lang))
        from ludoteca.web.dale_table import names_in, card_info, seat_label

        seat = max(link.seat, 0)
        game, steps, names = session.game, [], set()
        for e in session.entries + [None]:
            st = e.before if e is not None else session.state
            v = game.view(st, seat)
            v.pop("legal_actions", None)
            names |= names_in(v)
            steps.append({"action": None if e is None else e.text,
                          "seat": None if e is None else seat_label(e.seat, session.seats,
                                                                    link.lang),
                          "view": v})
        return {"steps": steps, "cards": {n: card_info(n, link.lang) for n in sorted(names)}}

    @app.websocket("/ws/{token}")
    async def ws(websocket: WebSocket, token: str) -> None:
        link = server.hub.link(token)
        try:
            table = server.hub.table(link.table_id) if link is not None else None
        except (KeyError, LudotecaError):  # a saved game that no longer replays
            table = None
        if link is None or table is None:
            await websocket.close(code=4404)
            return
        await websocket.accept()
        server.sockets.setdefault(table.id, []).append((websocket, link))
        try:
            await websocket.send_text(json.dumps(server.payload(table, link)))
            server.kick_bots(table)
            while True:
                raw = await websocket.receive_text()
                try:
                    msg = json.loads(raw) if len(raw) <= MAX_MESSAGE else None
                except ValueError:
                    msg = None
                out = await server.handle(table, link, msg)
                if out is None:
                    await server.broadcast(table)
                    server.kick_bots(table)
                elif out["type"] == "self":
                    await websocket.send_text(json.dumps(server.payload(table, link)))
                else:
                    await websocket.send_text(json.dumps(out))
        except WebSocketDisconnect:
            pass
        finally:
            server._drop(table.id, websocket)

    return app


from ludoteca.core.store import GameStore  # noqa: E402  (kept last: the app's one store type)
