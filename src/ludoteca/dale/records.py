"""Dale of Merchants game records: state hash, header, replay, verification, the undo rule.

A Dale game is fully determined by its players, animalfolk decks, seed (and whether the seed
chose the decks) plus its action list; the record format (:mod:`ludoteca.core.records`,
docs/records.md) carries exactly that, and :func:`replay` rebuilds every state from it.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Annotated, Any, Callable, Literal, Sequence, Union

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from ludoteca.core.errors import BadInput, IllegalAction, LudotecaError
from ludoteca.core.records import Record, RecordError
from ludoteca.core.i18n import Message
from ludoteca.dale import editions
from ludoteca.dale.engine import RULESET  # the rules version a record was played under
from ludoteca.dale.state import DaleState

GAME = "dale"
EDITION = "classic"

HEADER_ORDER = ("game", "edition", "ruleset", "options", "animalfolk", "box", "seats", "seed", "date",
                "result", "actions", "start")


def canonical_json(state: DaleState) -> str:
    """``state.to_dict()`` as compact JSON with sorted keys: equal states, equal text."""
    return json.dumps(state.to_dict(), sort_keys=True, separators=(",", ":"))


def state_hash(state: DaleState) -> str:
    """``sha256:`` + the hex SHA-256 of :func:`canonical_json` (the whole state, RNG included)."""
    return "sha256:" + hashlib.sha256(canonical_json(state).encode("utf-8")).hexdigest()


def result_text(state: DaleState) -> str:
    """``seat 2 wins`` or ``unfinished``."""
    return f"seat {state.winner + 1} wins" if state.winner is not None else "unfinished"


def now_text() -> str:
    """The current UTC time as ``2024-05-01T12:00:00Z``."""
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


# ------------------------------------------------------------------------------------------
# Game setup as header data
# ------------------------------------------------------------------------------------------
@dataclass
class Setup:
    """What, besides the actions, determines a game.

    Attributes:
        seats: who sat where (``human``, ``greedy`` …); their number is the player count.
        animalfolk: the deck keys in play, in the state's order.
        seed: the game seed.
        decks_from_seed: True when the seed chose the decks (``new_game(animalfolk=None)``),
            which draws on the RNG; False when they were named.
        max_turns: the turn cap the game was played with (None: none).
        start: a start state (games begun from a position file), else None.
        box: the decks available at setup (``Config.box``); None: the edition's box (the
            six decks of Dale 1 in the classic; records written before the box was part of
            the setup have no ``box`` key).
        edition: the edition the game is played in (:data:`ludoteca.dale.editions.EDITIONS`;
            records and saved games without one are classic).
    """

    seats: list[str]
    animalfolk: list[str]
    seed: int
    decks_from_seed: bool = True
    max_turns: int | None = None
    start: dict[str, Any] | None = None
    box: list[str] | None = None
    edition: str = editions.DEFAULT

    @property
    def players(self) -> int:
        return len(self.seats)

    def options_text(self) -> str:
        opts = ["decks=position" if self.start is not None
                else "decks=seed" if self.decks_from_seed else "decks=named"]
        if self.max_turns is not None:
            opts.append(f"max-turns={self.max_turns}")
        return ", ".join(opts)

    def new_state(self) -> DaleState:
        """The state before the first action."""
        from ludoteca.dale import new_game

        rules = editions.ruleset(self.edition)
        if self.start is not None:
            return DaleState.from_dict(self.start, rules)
        return new_game(players=self.players,
                        animalfolk=None if self.decks_from_seed else list(self.animalfolk),
                        seed=self.seed, box=self.box, rules=rules)


class RecordHeader(BaseModel):
    """The header of a Dale record (docs/records.md): each value is text on its line; these
    are the types and ranges the text must have. Other keys are allowed (kept, not read)."""

    model_config = ConfigDict(strict=True, extra="allow")

    game: Annotated[str, Field(max_length=40)]
    edition: Annotated[str, Field(max_length=40)] | None = None
    ruleset: Annotated[str, Field(max_length=40)] | None = None
    options: Annotated[str, Field(max_length=200)] = ""
    animalfolk: Annotated[str, Field(max_length=200)]
    box: Annotated[str, Field(max_length=2000)] | None = None
    seats: Annotated[str, Field(max_length=400)]
    seed: Annotated[str, Field(pattern=r"^-?[0-9]{1,20}$")]
    date: Annotated[str, Field(max_length=40)] | None = None
    result: Annotated[str, Field(max_length=40)] | None = None
    actions: Annotated[str, Field(pattern=r"^[0-9]{1,8}$")] | None = None
    start: Annotated[str, Field(max_length=1_000_000)] | None = None

    @model_validator(mode="after")
    def _seed_range(self) -> "RecordHeader":
        if not -(2**63) <= int(self.seed) < 2**64:
            raise ValueError("seed: a whole number from -2**63 to 2**64 - 1")
        return self


def _check_header(rec: Record) -> None:
    """Check the header against :class:`RecordHeader`.

    Raises:
        RecordError: on the line of the first wrong value (or after the header when a
            required key is missing).
    """
    try:
        RecordHeader.model_validate(rec.header)
    except ValidationError as exc:
        err = exc.errors()[0]
        key = str(err["loc"][0]) if err["loc"] else ""
        msg = str(err.get("msg", ""))
        if err.get("type") == "missing":
            rec.require(key)
        if not key:
            key, msg = msg.split(":", 1)[0].replace("Value error, ", ""), msg
        if "pattern" in str(err.get("type")):
            msg = "a whole number is expected" if key in ("seed", "actions") else msg
        msg = msg.replace("Value error, ", "")
        shown = rec.header.get(key, "")
        raise RecordError(rec.line_of(key), f"header '{key}:' {msg}, got {shown[:40]!r}",
                          "header") from None


# ------------------------------------------------------------------------------------------
# The schema of a record's header and start position (issue 14: one schema per file format)
# ------------------------------------------------------------------------------------------

#: A bound on card ids and pile lengths in the schema, above any edition's number of cards;
#: the validator checks each id against the cards of the record's box (its ruleset's).
_MAX_CARDS = 4096
_CardId = Annotated[int, Field(ge=0, lt=_MAX_CARDS)]
_Pile = Annotated[list[_CardId], Field(max_length=_MAX_CARDS)]
_Seat = Annotated[int, Field(ge=0, le=3)]
_FrameArg = Union[int, str, list[int]]


class StartState(BaseModel):
    """A record's ``start:`` position: :meth:`DaleState.to_dict` as JSON, every field typed and
    bounded, and every physical card of the game in exactly one place."""

    model_config = ConfigDict(strict=True, extra="forbid")

    game: Literal["dale"] = "dale"
    edition: Annotated[str, Field(max_length=40)] = editions.DEFAULT
    players: Annotated[int, Field(ge=2, le=4)]
    animalfolk: Annotated[list[str], Field(min_length=3, max_length=5)]
    box: Annotated[list[Annotated[str, Field(max_length=40)]],
                   Field(min_length=3, max_length=100)] | None = None
    hands: Annotated[list[_Pile], Field(min_length=2, max_length=4)]
    decks: Annotated[list[_Pile], Field(min_length=2, max_length=4)]
    discards: Annotated[list[_Pile], Field(min_length=2, max_length=4)]
    stalls: Annotated[list[Annotated[list[Annotated[list[_CardId], Field(min_length=1)]],
                                     Field(max_length=8)]], Field(min_length=2, max_length=4)]
    market: Annotated[list[Annotated[int, Field(ge=-1, lt=_MAX_CARDS)]],
                      Field(min_length=5, max_length=5)]
    market_deck: _Pile
    bin: _Pile
    junk: _Pile
    subs: _Pile
    out: _Pile
    in_play: _Pile
    aside: _Pile
    active: _Seat
    turn: Annotated[int, Field(ge=1, le=10**6)]
    actions_left: Annotated[int, Field(ge=0, le=100)]
    effects: Annotated[list[Annotated[list[Union[str, int]], Field(min_length=1, max_length=3)]],
                       Field(max_length=100)]
    used: _Pile
    frames: Annotated[list[Annotated[list[_FrameArg], Field(min_length=2, max_length=10)]],
                      Field(max_length=40)]
    pending: Annotated[list[Annotated[list[_FrameArg], Field(min_length=2, max_length=10)]],
                       Field(max_length=40)] | None = None
    stored: Annotated[list[_Pile], Field(min_length=2, max_length=4)] | None = None
    #: the delayed techniques waiting face up, per seat (dale.technique.schedule)
    schedule: Annotated[list[_Pile], Field(min_length=2, max_length=4)] | None = None
    winner: _Seat | None
    rng: Annotated[int, Field(ge=0, lt=2**64)]
    rolls: Annotated[list[Annotated[list[Union[str, int]], Field(min_length=2, max_length=2)]],
                     Field(max_length=100)] | None = None  # this turn's die rolls, if any

    @model_validator(mode="after")
    def _consistent(self) -> "StartState":
        from ludoteca.dale.cards import N_JUNK

        if self.edition not in editions.EDITIONS:
            raise ValueError(f"edition: {self.edition[:40]!r} is not an edition (the editions "
                             f"are: {', '.join(editions.EDITIONS)})")
        rules = editions.ruleset(self.edition)
        ANIMALFOLK, deck_ids = rules.decks, rules.deck_ids
        n = self.players
        for name in ("hands", "decks", "discards", "stalls"):
            if len(getattr(self, name)) != n:
                raise ValueError(f"{name}: {len(getattr(self, name))} seats, the position has "
                                 f"{n} players")
        if self.active >= n or (self.winner is not None and self.winner >= n):
            raise ValueError(f"active/winner: a seat outside the {n}-player game")
        folk = [a for a in self.animalfolk]
        if any(a not in ANIMALFOLK for a in folk) or len(set(folk)) != len(folk) \
                or len(folk) != n + 1:
            raise ValueError(f"animalfolk: {n} players use {n + 1} different known decks")
        box = rules.box if self.box is None else tuple(self.box)
        if any(a not in ANIMALFOLK for a in box) or len(set(box)) != len(box):
            raise ValueError("box: different known decks")
        if any(a not in box for a in folk):
            raise ValueError("animalfolk: a deck in play that is not in the box")
        for name in ("hands", "decks", "discards", "stored", "schedule"):  # ids of the edition's cards
            for i, pile in enumerate(getattr(self, name) or ()):
                for k, c in enumerate(pile):
                    if c >= rules.n_cards:
                        raise ValueError(f"{name}[{i}][{k}]: {c} is no card of the "
                                         f"{rules.edition} edition (0–{rules.n_cards - 1})")
        places = [c for pile in self.hands + self.decks + self.discards for c in pile]
        places += [c for stall in self.stalls for st in stall for c in st]
        places += [c for c in self.market if c != -1]
        places += [c for pile in (self.stored or ()) for c in pile]
        places += [c for pile in (self.schedule or ()) for c in pile]
        for pile in (self.market_deck, self.bin, self.junk, self.subs, self.out, self.in_play,
                     self.aside):
            places += pile
        seen: set[int] = set()
        for c in places:
            if c in seen:
                raise ValueError(f"card {c} is in two places")
            seen.add(c)
        in_box = set(range(N_JUNK)).union(*(deck_ids(a) for a in box))
        if seen - in_box:
            raise ValueError(f"card {min(seen - in_box)} is not a card of the box")
        missing = in_box - seen
        if missing:
            raise ValueError(f"card {min(missing)} is nowhere: every card of the box has one "
                             "place")
        if any(c not in seen for c in self.used):
            raise ValueError("used: a card that is not in the game")
        return self


def check_start(data: Any) -> dict[str, Any]:
    """Check a record's start position against :class:`StartState`, and that the engine can
    go on from it.

    Raises:
        BadInput: the first field that is wrong, and why.
    """
    from ludoteca.dale.positions import location_text, problem_text

    try:
        StartState.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        raise BadInput(Message("position.field", field=location_text(err["loc"]),
                               problem=problem_text(err))) from None
    try:
        state = DaleState.from_dict(data)
        subs_ok = all(c not in state.cfg.in_play_ids for c in state.subs)
        if not subs_ok:
            raise BadInput(Message("record.subs_card_deck"))
        state.clone().decision()
        state.clone().legal_actions()
    except LudotecaError:
        raise
    except Exception as exc:  # noqa: BLE001 - a start the engine cannot go on from
        raise BadInput(Message("record.engine_go", error=type(exc).__name__)) from None
    return data


def setup_for(state: DaleState, seats: Sequence[str], seed: int, decks_from_seed: bool,
              max_turns: int | None = None, start: DaleState | None = None) -> Setup:
    """The :class:`Setup` of a game whose first state is ``start`` (a position) or the
    ``new_game`` of the arguments (``state`` gives the decks)."""
    box = state.cfg.box
    return Setup(seats=[str(s) for s in seats], animalfolk=list(state.animalfolk), seed=seed,
                 decks_from_seed=decks_from_seed and start is None, max_turns=max_turns,
                 start=start.to_dict() if start is not None else None,
                 box=None if box == state.cfg.rules.box else list(box),
                 edition=state.cfg.rules.edition)


def make_record(setup: Setup, actions: Sequence[str], final: DaleState, date: str | None = None,
                movers: Sequence[tuple[int, int, int]] | None = None) -> Record:
    """A :class:`Record` of a game.

    Args:
        setup: the game's setup.
        actions: canonical action texts.
        final: the state after the last action (for the result and the hash).
        date: ISO date of the game (default: now).
        movers: optional ``(turn, active, seat)`` per action, for the ``# turn T, seat S``
            comment lines and the ``# seat S`` notes on choices made by another seat.
    """
    rec = Record()
    h = rec.header
    h["game"] = GAME
    h["edition"] = setup.edition
    h["ruleset"] = RULESET
    h["options"] = setup.options_text()
    h["animalfolk"] = ", ".join(setup.animalfolk)
    if setup.box is not None and tuple(setup.box) != editions.ruleset(setup.edition).box:
        h["box"] = ", ".join(setup.box)  # only a box other than Dale 1's (docs/records.md)
    h["seats"] = ", ".join(setup.seats)
    h["seed"] = str(setup.seed)
    h["date"] = date or now_text()
    h["result"] = result_text(final)
    h["actions"] = str(len(actions))
    if setup.start is not None:
        h["start"] = json.dumps(setup.start, sort_keys=True, separators=(",", ":"))
    rec.actions = list(actions)
    rec.hash = state_hash(final)
    if movers is not None:
        last = None
        for i, (turn, active, seat) in enumerate(movers):
            if (turn, active) != last:
                rec.turn_marks[i] = f"turn {turn}, seat {active + 1}"
                last = (turn, active)
            if seat != active:
                rec.comments[i] = f"seat {seat + 1}"
    return rec


def read_setup(rec: Record, edition: str | None = None) -> Setup:
    """The :class:`Setup` of a parsed record, checking every header value. The header's
    ``edition`` names the ruleset the record is read with (none: ``edition``, else the
    classic).

    Args:
        rec: the record.
        edition: the edition the reader asked for (``--edition``), or None: a record of
            another edition is refused.

    Raises:
        RecordError: naming the header line and what is wrong with it (an unknown edition:
            the message names the known ones).
    """
    _check_header(rec)
    game = rec.require("game").lower()
    if game != GAME:
        raise RecordError(rec.line_of("game"), Message("record.other_game", game=repr(game)),
                          "header")
    try:
        asked = None if edition is None else editions.check_edition(edition)
        named = rec.header.get("edition")
        edition = editions.check_edition(named if named is not None else asked)
    except BadInput as err:
        raise RecordError(rec.line_of("edition"), err.msg if err.msg is not None else str(err),
                          "header") from None
    if asked is not None and asked != edition:
        raise RecordError(rec.line_of("edition"), Message("record.edition_other",
                                                          edition=edition, asked=asked),
                          "header")
    ANIMALFOLK = editions.ruleset(edition).decks
    ruleset = rec.header.get("ruleset", RULESET)
    if ruleset != RULESET:
        raise RecordError(rec.line_of("ruleset"), Message("record.ruleset", ruleset=ruleset,
                                                          ours=RULESET), "header")
    seats = [s.strip() for s in rec.require("seats").split(",") if s.strip()]
    if not min(2, editions.PLAYERS[edition][0]) <= len(seats) <= 4:  # 1: the edition says
        raise RecordError(rec.line_of("seats"), Message("record.seats", count=len(seats)),
                          "header")
    folk = [a.strip().lower() for a in rec.require("animalfolk").split(",") if a.strip()]
    for a in folk:
        if a not in ANIMALFOLK:
            raise RecordError(rec.line_of("animalfolk"), _unknown_deck(a, edition), "header")
    box = None
    if "box" in rec.header:
        box = [a.strip().lower() for a in rec.header["box"].split(",") if a.strip()]
        for a in box:
            if a not in ANIMALFOLK:
                raise RecordError(rec.line_of("box"), _unknown_deck(a, edition), "header")
    seed = int(rec.require("seed"))  # checked by the header schema
    opts: dict[str, str] = {}
    for part in rec.header.get("options", "").split(","):
        if part.strip():
            key, _, value = part.strip().partition("=")
            opts[key.strip().lower()] = value.strip().lower()
    decks = opts.get("decks", "seed")
    if decks not in ("seed", "named", "position"):
        raise RecordError(rec.line_of("options"), Message("record.decks_option", decks=decks),
                          "header")
    max_turns = None
    if "max-turns" in opts:
        if not opts["max-turns"].isdigit():
            raise RecordError(rec.line_of("options"), Message("record.max_turns"), "header")
        max_turns = int(opts["max-turns"])
    start = None
    if decks == "position":
        try:
            start = check_start(json.loads(rec.require("start")))
        except RecordError:
            raise
        except RecursionError:  # arrays nested hundreds deep: no position nests that deep
            raise RecordError(rec.line_of("start"), Message("record.start_deep"),
                              "header") from None
        except (ValueError, BadInput) as err:  # malformed JSON or not a possible position
            raise RecordError(rec.line_of("start"), Message("record.start_bad", error=err),
                              "header") from None
        if start.get("edition", editions.DEFAULT) != edition:
            raise RecordError(rec.line_of("start"), Message(
                "record.edition_other", edition=start.get("edition", editions.DEFAULT),
                asked=edition), "header")
    setup = Setup(seats=seats, animalfolk=folk, seed=seed, decks_from_seed=decks == "seed",
                  max_turns=max_turns, start=start, box=box, edition=edition)
    try:
        first = setup.new_state()
    except BadInput as err:
        raise RecordError(rec.line_of("box" if "box" in str(err) else "animalfolk"),
                          err.msg if err.msg is not None else str(err), "header") from None
    # a solo game (remaster, dale.remaster.mono.setup) names its one player's seat; Mono,
    # the second seat of the state, plays by the rules and sits in no seat of the record
    solo = first.cfg.mono is not None and len(seats) == 1
    if first.n_players != len(seats) and not solo:
        raise RecordError(rec.line_of("seats"), Message("record.start_players",
                                                        players=first.n_players,
                                                        count=len(seats)), "header")
    if list(first.animalfolk) != folk:
        raise RecordError(rec.line_of("animalfolk"), Message(
            "record.decks_differ", decks=", ".join(first.animalfolk), named=", ".join(folk)),
            "header")
    return setup


def _unknown_deck(deck: str, edition: str) -> Message:
    """The refusal of a deck key the record's edition does not have (the classic message
    unchanged; another edition's names the edition and its decks)."""
    if edition == editions.DEFAULT:
        return Message("record.unknown_deck", deck=repr(deck))
    return Message("setup.deck_not_in_edition", deck=repr(deck), edition=edition,
                   known=", ".join(editions.ruleset(edition).decks))


# ------------------------------------------------------------------------------------------
# Replay
# ------------------------------------------------------------------------------------------
@dataclass
class Replay:
    """The outcome of replaying a record (or a prefix of it).

    Attributes:
        setup: the record's setup.
        state: the state after ``applied`` actions.
        applied: how many actions were applied.
        movers: ``(turn, active, seat)`` of each applied action (who decided it).
        hash_checked: True when the whole record was replayed and its hash matched.
    """

    setup: Setup
    state: DaleState
    applied: int = 0
    movers: list[tuple[int, int, int]] = field(default_factory=list)
    hash_checked: bool = False


def replay(rec: Record, upto: int | None = None,
           on_step: Callable[[int, DaleState, str, tuple[int, int, int]], None] | None = None,
           check_hash: bool = True, canonical: bool = False,
           edition: str | None = None) -> Replay:
    """Replay a parsed record from its setup.

    Args:
        rec: the record.
        upto: stop after this many actions (None: all of them).
        on_step: called as ``on_step(k, state, text, (turn, active, seat))`` after action
            ``k`` (1-based) is applied; the tuple says who decided it, in which turn.
        check_hash: compare the final state with the record's hash (only when every action
            was replayed).
        canonical: also refuse an action not written in its canonical text.
        edition: the edition the reader asked for (:func:`read_setup`), or None.

    Raises:
        RecordError: bad header, unreadable or illegal action (with its line), an action after
            the end of the game, or a final hash that differs.
    """
    from ludoteca.dale.notation import parse, to_text
    from ludoteca.dale.reading import play

    setup = read_setup(rec, edition)
    state = setup.new_state()
    rules = state.cfg.rules
    total = len(rec.actions)
    if upto is not None and not 0 <= upto <= total:
        raise BadInput(Message("record.record_holds_actions", total=total))
    stop = total if upto is None else upto
    out = Replay(setup=setup, state=state)
    for k in range(stop):
        text, line = rec.actions[k], rec.action_lines[k]
        if state.is_terminal():
            raise RecordError(line, Message("record.after_end", seat=state.winner + 1,
                                            action=repr(text)), "illegal")
        try:
            action = parse(text, rules)
        except BadInput as err:
            raise RecordError(line, Message("record.not_action", action=repr(text), error=err),
                              "malformed") from None
        if canonical and to_text(action) != text:
            raise RecordError(line, Message("record.not_canonical", action=repr(text),
                                            canonical=repr(to_text(action))), "malformed")
        seat = state.current_player()
        mover = (state.turn, state.active, seat)
        try:
            play(state, action)  # the one reading of typed text (ludoteca.dale.reading)
        except IllegalAction as err:
            raise RecordError(line, Message("record.illegal", action=repr(text), seat=seat + 1,
                                            error=err, rule=err.rule_id), "illegal") from None
        except BadInput as err:
            raise RecordError(line, Message("record.cannot_apply", action=repr(text), error=err),
                              "illegal") from None
        out.movers.append(mover)
        out.applied = k + 1
        if on_step is not None:
            on_step(k + 1, state, text, mover)
    if stop == total and check_hash:
        got = state_hash(state)
        if got != rec.hash:
            raise RecordError(rec.hash_line or rec.end_line,
                              Message("record.hash_differs", hash=rec.hash, count=total,
                                      got=got), "hash")
        out.hash_checked = True
    return out


def verify(rec: Record, edition: str | None = None) -> Replay:
    """Replay the whole record and check everything a record claims: every action legal and
    written in canonical notation, the header's result and action count, the final hash, and
    the turn cap of its options (``max-turns=N``: no action decided after turn N).

    Raises:
        RecordError: for the first problem, with its line.
    """
    out = replay(rec, canonical=True, edition=edition)
    cap = out.setup.max_turns
    if cap is not None and out.movers and out.movers[-1][0] > cap:
        raise RecordError(rec.line_of("options"), Message(
            "record.past_cap", turn=out.movers[-1][0], cap=cap), "header")
    result = rec.header.get("result")
    if result is not None and result != result_text(out.state):
        raise RecordError(rec.line_of("result"), Message("record.result", result=repr(result),
                                                         got=repr(result_text(out.state))),
                          "header")
    return out


# ------------------------------------------------------------------------------------------
# Undo
# ------------------------------------------------------------------------------------------
def undo_refusal(before: DaleState, after: DaleState, mover: int, seat: int) -> str | None:
    """Why ``seat`` may not take back the action that led from ``before`` to ``after``
    (decided by ``mover``), in English, or None when it may (see :func:`undo_refusal_reason`)."""
    reason = undo_refusal_reason(before, after, mover, seat)
    if reason is None:
        return None
    from ludoteca.core.i18n import SOURCE, t

    key, values = reason
    return t(key, SOURCE, **values)


def undo_refusal_reason(before: DaleState, after: DaleState, mover: int,
                        seat: int) -> tuple[str, dict[str, int]] | None:
    """Why ``seat`` may not take back the action that led from ``before`` to ``after``
    (decided by ``mover``) as a message id of :data:`ludoteca.core.messages.MESSAGES` and its
    values (``("undo.not_yours", {"seat": 2})``), or None when it may. The rule
    (docs/records.md):

    1. it is ``seat``'s own action;
    2. the turn has not ended (and the game is not over): clean-up draws cards and refills the
       market;
    3. nothing random happened: the RNG state is unchanged (no shuffle, die roll, random card);
    4. nothing hidden was revealed to ``seat``: every card hidden from ``seat`` before the
       action (other hands, every deck including its own, the market deck, cards set aside by
       another seat's effect) is still hidden from it after.
    """
    from ludoteca.dale.views import hidden_from

    if mover != seat:
        return "undo.not_yours", {"seat": mover + 1}
    if after.is_terminal():
        return "undo.game_over", {}
    if after.turn != before.turn or after.active != before.active:
        return "undo.turn_ended", {}
    if after.rng != before.rng:
        return "undo.random", {}
    hidden_before = {c for pile in hidden_from(before, seat) for c in pile}
    hidden_after = {c for pile in hidden_from(after, seat) for c in pile}
    if hidden_before - hidden_after:
        return "undo.hidden", {}
    return None
