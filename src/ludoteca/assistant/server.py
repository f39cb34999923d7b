"""The MCP server of ``ludoteca mcp`` (docs/mcp.md), built on the official ``mcp`` SDK
(``mcp.server.fastmcp.FastMCP``).

An assistant sits at tables it creates (one seat; the others are bots) and sees each table
only as its seat may: the state is ``Game.view(state, seat)``, the same view the terminal and
the browser draw; no tool or resource ever gives another seat's hidden cards or a table's
seed (seeds are drawn by the server and kept). Table ids are random tokens given only to the
client that created the table: an id the server does not know is refused like a table with
no seat for the caller.

Tools (each with a typed input and output schema; the read-only ones are annotated
``readOnlyHint``):

=================  ========================================================================
``list_games``     the registered games, their editions, decks and player ranges
``create_table``   a new table: the assistant's seat and bot seats (``greedy``, ``ismcts`` …)
``get_state``      the state as the assistant's seat may see it, with the table's version
``legal_actions``  the legal actions of the assistant's decision, in canonical text
``play``           play one action (text); a stale ``version`` is refused; an illegal action
                   is refused with the rule id, page and explanation and changes nothing;
                   the bots then play until the assistant decides again
``explain_rule``   a rule by id, or the rules answering a question, in a language: the
                   rule's text, id and page, the citation to quote
``read_card``      a card's effect in a language
``analyze``        the coach: hints for the current position, or the analysis of a game
=================  ========================================================================

Resources: ``ludoteca://{lang}/rules/{rule_id}`` (a rule's text), ``ludoteca://{lang}/cards/
{name}`` (a card's text), ``ludoteca://records/{table}`` (the record of a finished table,
without its seed line).

A malformed or out-of-range argument is a tool error naming the argument (the SDK checks the
types against the input schema; the server checks ranges and names), and changes nothing.
"""

from __future__ import annotations

import functools
import random
import secrets
import threading
from dataclasses import dataclass, field
from typing import Annotated, Any
from urllib.parse import unquote

import anyio
from pydantic import BaseModel, Field

from mcp.server.fastmcp import FastMCP
from mcp.server.fastmcp.exceptions import ToolError
from mcp.types import ToolAnnotations

from ludoteca.bots import make_bot
from ludoteca.coach.analysis import (DEFAULT_ITERATIONS, MAX_ITERATIONS, MIN_ITERATIONS,
                                     analyze_record)
from ludoteca.coach.hints import hints
from ludoteca.core.catalogue import RULES, rule_explanation, rule_page, rule_title
from ludoteca.core.errors import BadInput, IllegalAction
from ludoteca.core.game import games, get_game
from ludoteca.core.i18n import LANGUAGES, t, translate
from ludoteca.core.records import RecordError, format_record, parse_record
from ludoteca.core.session import HUMAN, Session
from ludoteca.core.sources import source_providers

READ_ONLY = ToolAnnotations(readOnlyHint=True, destructiveHint=False, idempotentHint=True,
                            openWorldHint=False)
CHANGES = ToolAnnotations(readOnlyHint=False, destructiveHint=False, idempotentHint=False,
                          openWorldHint=False)

Lang = Annotated[str, Field(description="Language of the texts: en, ca, es, it or fr.")]
TableId = Annotated[str, Field(description="The table id create_table gave.", max_length=64)]
Budget = Annotated[int, Field(ge=MIN_ITERATIONS, le=MAX_ITERATIONS,
                              description="Search iterations per decision.")]


# ------------------------------------------------------------------------------------------
# Output schemas
# ------------------------------------------------------------------------------------------
class GameEntry(BaseModel):
    name: str = Field(description="The name to give create_table.")
    title: str
    editions: list[str]
    decks: list[str] = Field(description="The decks (or other option choices) in the box.")
    min_players: int
    max_players: int
    playable: bool = Field(description="Whether tables with bots can be created for it.")


class GameList(BaseModel):
    games: list[GameEntry]


class TableState(BaseModel):
    table: str
    version: int = Field(description="Actions applied so far; give it to play.")
    seat: int = Field(description="Your seat, 1-based.")
    seats: list[str] = Field(description="Who sits at each seat: you, or a bot spec.")
    deciding: int | None = Field(description="The seat deciding now (1-based), None when over.")
    your_turn: bool
    over: bool
    turn: int
    winners: list[int] = Field(description="The winning seats (1-based) once over.")
    hints_allowed: bool
    view: dict[str, Any] = Field(description="What your seat may know (the table's view).")


class LegalActions(BaseModel):
    table: str
    version: int
    your_turn: bool
    actions: list[str] = Field(description="Canonical texts, to give to play as written.")


class Refusal(BaseModel):
    rule: str = Field(description="The rule id the action breaks.")
    page: str = Field(description="The rulebook page of the rule.")
    explanation: str


class PlayResult(BaseModel):
    accepted: bool
    action: str | None = Field(description="The canonical text applied, if accepted.")
    refusal: Refusal | None = None
    version: int
    others_played: int = Field(description="Actions the bots played after yours.")
    your_turn: bool
    over: bool
    winners: list[int]


class RuleText(BaseModel):
    id: str
    page: str
    title: str
    text: str


class RuleAnswer(BaseModel):
    lang: str
    question: str | None
    rules: list[RuleText] = Field(description="Best first; quote the id and page.")


class CardText(BaseModel):
    name: str
    lang: str
    text: str


class MoveHint(BaseModel):
    action: str
    probability: float = Field(description="Estimated win probability after it, 0..1.")
    why: str


class AnalysedMove(BaseModel):
    index: int
    turn: int
    seat: int
    played: str
    before: float
    after: float | None
    best: str
    loss: float | None = Field(description="Percentage points of win probability lost.")
    mark: str | None = Field(description="inaccuracy (5+), mistake (10+), blunder (20+).")


class SeatReport(BaseModel):
    seat: int
    decisions: int
    accuracy: float | None
    marks: dict[str, int]
    worst: list[dict[str, Any]]


class AnalysisResult(BaseModel):
    kind: str = Field(description="'position' (hints now) or 'game' (every decision).")
    iterations: int
    hints: list[MoveHint] = Field(default_factory=list)
    moves: list[AnalysedMove] = Field(default_factory=list)
    summary: list[SeatReport] = Field(default_factory=list)


# ------------------------------------------------------------------------------------------
# Tables
# ------------------------------------------------------------------------------------------
@dataclass
class Table:
    session: Session
    seat: int
    lang: str
    hints_allowed: bool
    lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def version(self) -> int:
        return len(self.session.entries)


def _bad(argument: str, reason: str, lang: str = "en") -> ToolError:
    return ToolError(t("assistant.bad_argument", lang, argument=argument, reason=reason))


def _lang(lang: str) -> str:
    code = (lang or "").strip().lower()
    if code not in LANGUAGES:
        raise _bad("lang", t("assistant.unknown_lang", "en", lang=lang,
                             langs=", ".join(LANGUAGES)))
    return code


def _said(err: Exception, lang: str) -> str:
    render = getattr(err, "render", None)
    return render(lang) if render is not None else str(err)


class Tables:
    """The tables of one server: id -> :class:`Table`; ``seeds`` draws each table's seed."""

    def __init__(self, seeds: random.Random | None = None) -> None:
        self.tables: dict[str, Table] = {}
        self.seeds = seeds if seeds is not None else random.SystemRandom()
        self.lock = threading.Lock()

    def get(self, table: str, lang: str = "en") -> Table:
        found = self.tables.get(table)
        if found is None:
            raise _bad("table", t("assistant.no_table", lang, table=table), lang)
        return found


def _state(tid: str, tab: Table) -> TableState:
    s = tab.session
    game, state = s.game, s.state
    out = game.outcome(state) if s.over else None
    view = dict(s.view(tab.seat))
    view.pop("legal_actions", None)  # legal_actions gives them as text
    return TableState(
        table=tid, version=tab.version, seat=tab.seat + 1,
        seats=["you" if i == tab.seat else spec for i, spec in enumerate(s.seats)],
        deciding=None if s.deciding < 0 else s.deciding + 1,
        your_turn=s.deciding == tab.seat, over=s.over, turn=game.turn(state),
        winners=[w + 1 for w in out.winners] if out is not None else [],
        hints_allowed=tab.hints_allowed, view=view)


def _cards() -> dict[str, str]:
    """Card name -> English text, of every game that registers card texts."""
    provider = source_providers().get("card")
    if provider is None:
        return {}
    return {src.key.split(".", 1)[1]: src.english for src in provider()
            if src.key.startswith("card.")}


def _rule(rule_id: str, lang: str) -> RuleText:
    return RuleText(id=rule_id, page=str(rule_page(rule_id)), title=rule_title(rule_id, lang),
                    text=rule_explanation(rule_id, lang))


def _without_seed(text: str) -> str:
    return "".join(line for line in text.splitlines(keepends=True)
                   if not line.startswith("seed:"))


def _in_thread(fn: Any) -> Any:
    """``fn`` as an async tool run in a worker thread: a bot's turn or a search does not hold
    up the other clients of an HTTP server (the table's lock keeps its state consistent)."""
    @functools.wraps(fn)
    async def run(**kwargs: Any) -> Any:
        return await anyio.to_thread.run_sync(functools.partial(fn, **kwargs))

    return run


# ------------------------------------------------------------------------------------------
# The server
# ------------------------------------------------------------------------------------------
def build_server(*, iterations: int = DEFAULT_ITERATIONS, seeds: random.Random | None = None,
                 host: str = "127.0.0.1", port: int = 8765) -> FastMCP:
    """A new MCP server with its own tables.

    Args:
        iterations: the default budget of ``analyze`` (iterations per decision).
        seeds: draws the seed of each new table (tests pass a seeded generator; default: the
            system's generator). Seeds are never sent to the client.
        host, port: where ``run("streamable-http")`` listens.
    """
    server = FastMCP("ludoteca", instructions=(
        "Ludoteca runs board games exactly by their printed rules. Create a table with "
        "create_table, read get_state and legal_actions, play with play (give the version "
        "get_state returned). Quote rules with their id and page from explain_rule."),
        host=host, port=port, log_level="WARNING")
    tables = Tables(seeds)

    # -- games -----------------------------------------------------------------------------
    @server.tool(annotations=READ_ONLY)
    def list_games() -> GameList:
        """The games Ludoteca runs: name, title, editions, decks in the box, player range and
        whether a table with bots can be created."""
        out = []
        for name, game in games().items():
            choices = getattr(game, "option_choices", None)
            decks = (choices("animalfolk") if choices is not None else None) or []
            out.append(GameEntry(name=name, title=game.info.title,
                                 editions=list(getattr(game, "editions", ())),
                                 decks=list(decks), min_players=game.info.min_players,
                                 max_players=game.info.max_players,
                                 playable=bool(game.info.bots)))
        return GameList(games=out)

    def create_table(
        game: Annotated[str, Field(description="A game name from list_games.")] = "dale",
        bots: Annotated[list[str], Field(description="The bot at each other seat, e.g. "
                                         "['greedy'] or ['ismcts:iterations=200'].",
                                         min_length=1, max_length=3)] = ["greedy"],  # noqa: B006
        seat: Annotated[int, Field(ge=1, le=4, description="Your seat, 1-based.")] = 1,
        lang: Lang = "en",
        hints_allowed: Annotated[bool, Field(description="Whether analyze may give hints "
                                             "during the game.")] = True,
        edition: Annotated[str | None, Field(description="The game's edition, one of "
                                             "list_games' editions (default: the first, "
                                             "Dale's classic).", max_length=40)] = None,
    ) -> TableState:
        """Sit at a new table of the edition chosen: your seat and the bots'. The bots before
        you play at once. Returns the state as your seat sees it (keep the table id and the
        version)."""
        lang = _lang(lang)
        try:
            chosen = get_game(game.strip().lower())
        except BadInput:
            raise _bad("game", t("assistant.unknown_game", lang, game=game,
                                 games=", ".join(games())), lang) from None
        if not chosen.info.bots:
            raise _bad("game", t("assistant.no_bots", lang, game=chosen.info.name), lang)
        options: dict[str, Any] = {}
        if edition is not None:
            known = list(getattr(chosen, "editions", ()))
            key = edition.strip().lower()
            if "edition" not in chosen.info.options or key not in known:
                raise _bad("edition", t("assistant.unknown_edition", lang, edition=edition[:40],
                                        game=chosen.info.name,
                                        editions=", ".join(known) or "—"), lang)
            options["edition"] = key
        players = len(bots) + 1
        low, high = chosen.info.min_players, chosen.info.max_players
        ranged = getattr(chosen, "player_range", None)
        if options and ranged is not None:
            low, high = ranged(options)
        if not low <= players <= high:
            raise _bad("bots", t("assistant.players", lang, game=chosen.info.name,
                                 min=low, max=high, count=players), lang)
        checker = getattr(chosen, "check_setup", None)
        if checker is not None:
            try:
                checker(players, options)
            except BadInput as err:
                raise _bad("edition", _said(err, lang), lang) from None
        if seat > players:
            raise _bad("seat", t("assistant.seat_range", lang, seat=seat, players=players),
                       lang)
        built = []
        for spec in bots:
            try:
                make_bot(spec, chosen)
            except BadInput as err:
                raise _bad("bots", _said(err, lang), lang) from None
            built.append(spec.strip())
        seats = built[:seat - 1] + [HUMAN] + built[seat - 1:]
        with tables.lock:
            table_seed = tables.seeds.randrange(2**63)  # 63 bits, as docs/security.md says
        session = Session.new(chosen, seats, table_seed, options or None, lang=lang,
                              make_bot=lambda spec: make_bot(spec, chosen))
        session.run_bots()
        tid = secrets.token_urlsafe(9)
        tab = Table(session=session, seat=seat - 1, lang=lang, hints_allowed=hints_allowed)
        with tables.lock:
            tables.tables[tid] = tab
        return _state(tid, tab)

    @server.tool(annotations=READ_ONLY)
    def get_state(table: TableId) -> TableState:
        """The table as your seat may see it (never another seat's hidden cards), with its
        version."""
        tab = tables.get(table)
        with tab.lock:
            return _state(table, tab)

    @server.tool(annotations=READ_ONLY)
    def legal_actions(table: TableId) -> LegalActions:
        """Your legal actions now, each in canonical text (empty when you are not deciding)."""
        tab = tables.get(table)
        with tab.lock:
            s = tab.session
            texts = [s.text(a) for a in s.legal(tab.seat)]
            return LegalActions(table=table, version=tab.version,
                                your_turn=s.deciding == tab.seat, actions=texts)

    def play(
        table: TableId,
        action: Annotated[str, Field(description="An action in the notation, e.g. one text "
                                     "of legal_actions.", min_length=1, max_length=400)],
        version: Annotated[int, Field(ge=0, description="The version of the state you "
                                      "decided on (get_state); a stale one is refused.")],
    ) -> PlayResult:
        """Play your action. Refused (state unchanged) when the version is stale, it is not
        your turn, or the rules forbid it: then the refusal names the rule, its page and
        why. After an accepted action the bots play until you decide again."""
        tab = tables.get(table)
        lang = tab.lang
        with tab.lock:
            s = tab.session
            if version != tab.version:
                raise _bad("version", t("assistant.stale", lang, current=tab.version,
                                        given=version), lang)
            if s.over:
                raise _bad("action", t("assistant.over", lang), lang)
            if s.deciding != tab.seat:
                raise _bad("action", t("assistant.not_your_turn", lang,
                                       deciding=s.deciding + 1), lang)

            def result(accepted: bool, text: str | None, refusal: Refusal | None,
                       others: int) -> PlayResult:
                out = s.game.outcome(s.state) if s.over else None
                return PlayResult(accepted=accepted, action=text, refusal=refusal,
                                  version=tab.version, others_played=others,
                                  your_turn=s.deciding == tab.seat, over=s.over,
                                  winners=[w + 1 for w in out.winners] if out else [])

            try:
                text = s.submit(tab.seat, action)
            except IllegalAction as err:
                return result(False, None, Refusal(rule=err.rule_id, page=str(err.page),
                                                   explanation=err.render(lang)), 0)
            except BadInput as err:
                raise _bad("action", t("assistant.not_action", lang, action=action,
                                       error=_said(err, lang)), lang) from None
            others = s.run_bots()
            return result(True, text, None, others)

    # -- rules and cards -----------------------------------------------------------------------
    @server.tool(annotations=READ_ONLY)
    def explain_rule(
        game: Annotated[str, Field(description="The game the rule is of.")] = "dale",
        rule_id: Annotated[str | None, Field(description="A rule id, e.g. "
                                             "dale.market.overpay.")] = None,
        question: Annotated[str | None, Field(description="A question about the rules, in "
                                              "the language lang.", max_length=500)] = None,
        lang: Lang = "en",
        top: Annotated[int, Field(ge=1, le=10, description="How many rules answer a "
                                  "question.")] = 3,
    ) -> RuleAnswer:
        """One rule by its id, or the rules that answer a question, in a language: each with
        its id, rulebook page, title and text (quote the id and page)."""
        from ludoteca.core.rule_search import search

        lang = _lang(lang)
        name = game.strip().lower()
        known = sorted({r.split(".", 1)[0] for r in RULES})
        if name not in known:
            raise _bad("game", t("assistant.unknown_game", lang, game=game,
                                 games=", ".join(known)), lang)
        if (rule_id is None) == (question is None or not question.strip()):
            raise _bad("rule_id", t("assistant.rule_or_question", lang), lang)
        if rule_id is not None:
            key = rule_id.strip()
            if key not in RULES or not key.startswith(name + "."):
                raise _bad("rule_id", t("assistant.unknown_rule", lang, rule=rule_id,
                                        game=name), lang)
            return RuleAnswer(lang=lang, question=None, rules=[_rule(key, lang)])
        hits = search(name, question, lang, top)
        return RuleAnswer(lang=lang, question=question,
                          rules=[_rule(h.rule_id, lang) for h in hits])

    @server.tool(annotations=READ_ONLY)
    def read_card(
        name: Annotated[str, Field(description="The card's printed name.", min_length=1,
                                   max_length=80)],
        lang: Lang = "en",
        edition: Annotated[str | None, Field(description="The edition whose card is meant "
                                             "(a card reworked in Dale's remaster has its "
                                             "own text); default: the classic.",
                                             max_length=40)] = None,
    ) -> CardText:
        """A card's effect, in a language (card names stay as printed)."""
        lang = _lang(lang)
        cards = _cards()
        by_lower = {k.lower(): k for k in cards}
        wanted = name.strip().lower()
        other = (edition or "").strip().lower()
        key = None
        if other and other != "classic":  # the edition's own text of a reworked card
            key = by_lower.get(f"{other}.{wanted}")
        key = key or by_lower.get(wanted)
        if key is None:
            raise _bad("name", t("assistant.unknown_card", lang, name=name), lang)
        shown = key.split(".", 1)[1] if other and key.lower().startswith(other + ".") else key
        return CardText(name=shown, lang=lang, text=translate(f"card.{key}", cards[key], lang))

    # -- the coach -----------------------------------------------------------------------------
    def analyze(
        table: Annotated[str | None, Field(description="A table id: its current position "
                                           "(hints) or, once over, the whole game.",
                                           max_length=64)] = None,
        record: Annotated[str | None, Field(description="Or the text of a finished game's "
                                            "record (docs/records.md).",
                                            max_length=2_000_000)] = None,
        seat: Annotated[int | None, Field(ge=1, le=4, description="With a record or a "
                                          "finished table: the seat to analyse (default: "
                                          "yours, or every seat of a record).")] = None,
        iterations: Budget = iterations,
        lang: Lang = "en",
    ) -> AnalysisResult:
        """The coach. For a table being played: the best moves for your decision now, with
        their estimated win probability and why (if the table allows hints). For a finished
        table or a record: every decision's win probability before and after the move, the
        best move found, the points lost and the marks, and each seat's summary."""
        lang = _lang(lang)
        if (table is None) == (record is None):
            raise _bad("table", t("assistant.table_or_record", lang), lang)
        if table is not None:
            tab = tables.get(table, lang)
            with tab.lock:
                s = tab.session
                if not s.over:
                    if seat is not None and seat - 1 != tab.seat:
                        raise _bad("seat", t("assistant.not_over", lang), lang)
                    if s.deciding != tab.seat:
                        raise _bad("table", t("assistant.not_deciding", lang), lang)
                    if not tab.hints_allowed:
                        raise _bad("table", t("coach.hints_off", lang), lang)
                    found = hints(s.game, s.state, tab.seat, iterations=iterations, lang=lang)
                    return AnalysisResult(kind="position", iterations=iterations, hints=[
                        MoveHint(action=h.action, probability=h.probability, why=h.why)
                        for h in found])
                rec = s.record()
                players = len(s.seats)
                chosen = [tab.seat if seat is None else seat - 1]
        else:
            try:
                rec = parse_record(record or "")
            except RecordError as err:
                raise _bad("record", t("assistant.bad_record", lang,
                                       error=err.reason_text(lang)), lang) from None
            players = len([x for x in rec.header.get("seats", "").split(",") if x.strip()])
            chosen = None if seat is None else [seat - 1]
        if chosen is not None and not all(0 <= c < players for c in chosen):
            raise _bad("seat", t("assistant.seat_range", lang, seat=seat, players=players),
                       lang)
        try:
            done = analyze_record(rec, seats=chosen, iterations=iterations)
        except RecordError as err:
            raise _bad("record", t("assistant.bad_record", lang,
                                   error=err.reason_text(lang)), lang) from None
        except BadInput as err:
            raise _bad("record", _said(err, lang), lang) from None
        data = done.to_dict()
        return AnalysisResult(kind="game", iterations=iterations,
                              moves=[AnalysedMove(**m) for m in data["moves"]],
                              summary=[SeatReport(**x) for x in data["summary"]])

    server.tool(annotations=CHANGES)(_in_thread(create_table))
    server.tool(annotations=CHANGES)(_in_thread(play))
    server.tool(annotations=READ_ONLY)(_in_thread(analyze))

    # -- resources -----------------------------------------------------------------------------
    @server.resource("ludoteca://{lang}/rules/{rule_id}", mime_type="text/plain")
    def rule_resource(lang: str, rule_id: str) -> str:
        """A rule's id, page, title and text in a language."""
        lang = _lang(lang)
        key = unquote(rule_id)
        if key not in RULES:
            raise _bad("rule_id", t("assistant.unknown_rule", lang, rule=key,
                                    game=key.split(".", 1)[0]), lang)
        r = _rule(key, lang)
        return f"{r.id} ({t('rules.page', lang, page=r.page)}) — {r.title}\n\n{r.text}\n"

    @server.resource("ludoteca://{lang}/cards/{name}", mime_type="text/plain")
    def card_resource(lang: str, name: str) -> str:
        """A card's text in a language."""
        card = read_card(unquote(name), lang)
        return f"{card.name}: {card.text}\n"

    @server.resource("ludoteca://records/{table}", mime_type="text/plain")
    def record_resource(table: str) -> str:
        """The record of a finished table (docs/records.md), without its seed line."""
        tab = tables.tables.get(table)
        if tab is None or not tab.session.over:
            raise _bad("table", t("assistant.no_record", "en", table=table))
        with tab.lock:
            return _without_seed(format_record(tab.session.record()))

    server._ludoteca_tables = tables  # type: ignore[attr-defined]  (for tests)
    return server

