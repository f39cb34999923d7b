"""A game being played, below any user interface: the journal, undo, resume, the record, and
the bots' turns — the exact calls the terminal makes, and a web server would make.

A :class:`Session` drives one game of the registry (:mod:`ludoteca.core.game`) through the
:class:`~ludoteca.core.game.Game` interface only; it never names a game. The terminal
(:mod:`ludoteca.cli.play`) only renders what a session says and reads what people type.

The API (seats are 0-based ints; every text is the game's canonical notation)::

    s = Session.new("dale", ["human", "greedy"], seed=7, options={"animalfolk": None},
                    store=GameStore(path), make_bot=make_bot)   # saved as it goes
    s = Session.resume(store, game_id, make_bot=make_bot)       # rebuilt by replaying
    s.deciding                  # the seat that decides now, -1 when the game is over
    s.view(seat)                # what seat may know (Game.view), JSON-ready
    s.legal(seat)               # seat's legal actions ([] when seat is not deciding)
    s.submit(seat, "play 3")    # apply one action (text or action); returns its canonical text
    s.undo_refused(seat)        # None, or (message id, values): why seat may not undo now
    s.undo(seat)                # take back the last action; returns its text
    s.run_bots()                # play the bots' turns until a person decides or the game ends
    s.record()                  # the game record (ludoteca.core.records.Record)

Guarantees:

* ``submit`` refuses a seat that is not deciding (:class:`NotDeciding`) and an illegal action
  (:class:`~ludoteca.core.errors.IllegalAction`, from the game); either way the state, the
  journal and the store are unchanged.
* With a store, each applied action is one transaction (the action and the game's progress);
  an undo is one transaction too. A session resumed from the store has the same state hash
  as the one that saved it (checked on resume).
* Undo follows the game's own undo rule (the optional hook ``Game.undo_refusal``); a game
  without one has no undo.
* Bots decide through :func:`ludoteca.core.loop.bot_agent` (so :func:`ludoteca.core.infoset.decide`):
  they see only their seat's view, and search bots reach states only through
  ``Game.determinize``.

The *setup* of a game is a JSON-ready dict with at least ``seats`` (list of str), ``seed``
(int) and ``max_turns`` (int or None); the game may add its own keys (optional hook
``Game.setup_data``), and rebuilds the state before the first action from it (optional hook
``Game.state_from_setup``). The store keeps it in its ``setup`` column, plus ``lang``: the
language the game was started in.

Records and replay for every game (:func:`record_of`, :func:`replay_record`,
:func:`game_of_record`) use the game's hooks ``record_of`` / ``replay_record`` when it has
them, else the generic header of :func:`generic_header`.
"""

from __future__ import annotations

import json
import random
import secrets
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, Callable, Mapping, Sequence

from ludoteca.core.errors import BadInput, IllegalAction, LudotecaError
from ludoteca.core.game import Action, Game, State, Step, apply_step, get_game, read
from ludoteca.core.i18n import Message, bad
from ludoteca.core.records import Record, RecordError
from ludoteca.core.loop import bot_rng

#: The seat spec of a person (every other spec names a bot).
HUMAN = "human"

#: ``make_bot(spec) -> bot``: builds the bot of a seat spec (``ludoteca.bots.make_bot``).
BotMaker = Callable[[str], Any]


#: Bits of every seed drawn for a new game (the terminal's and the browser table's alike): too
#: many to find by trying every seed against the cards one seat sees (docs/security.md).
SEED_BITS = 63


def fresh_seed() -> int:
    """A new game seed in ``[0, 2**63)``: :data:`SEED_BITS` bits from the operating system's
    cryptographic source (``secrets.randbelow``, i.e. ``random.SystemRandom``), never from a
    seeded or time-based generator: one seat's first view must not let it work out the seed,
    and with it every hidden card."""
    return secrets.randbelow(2**SEED_BITS)


def now_text() -> str:
    """The current UTC time as ``2024-05-01T12:00:00Z``."""
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


class NotDeciding(BadInput):
    """An action submitted for a seat that is not the one deciding (nothing changed).

    Attributes: seat, deciding (0-based; deciding is -1 when the game is over)."""

    def __init__(self, seat: int, deciding: int) -> None:
        from ludoteca.core.i18n import t

        self.seat, self.deciding = seat, deciding
        super().__init__(t("session.not_deciding", seat=seat + 1, deciding=deciding + 1)
                         if deciding >= 0 else t("undo.game_over"))


class UndoRefused(LudotecaError):
    """An undo the rules or the table do not allow (nothing changed).

    Attributes:
        key, values: the reason as a message id of :data:`ludoteca.core.messages.MESSAGES`
            and its values (``"undo.not_yours", {"seat": 2}``).
    """

    def __init__(self, key: str, values: Mapping[str, Any]) -> None:
        self.key, self.values = key, dict(values)
        super().__init__(key)

    def reason(self) -> str:
        """The reason in the current language."""
        from ludoteca.core.i18n import t

        return t(self.key, **self.values)

    def __str__(self) -> str:
        from ludoteca.core.i18n import t

        return t("undo.refused", reason=self.reason())


@dataclass
class Entry:
    """One applied action of the journal.

    Attributes:
        text: its canonical text; seat: the seat that decided it;
        before: a copy of the state before it (undo restores it; records read its turn).
    """

    text: str
    seat: int
    before: State


class Session:
    """One game being played (see the module docstring for the API and its guarantees).

    Attributes:
        game: the rules; seats: one spec per seat (``human`` or a bot spec); seed: the seed.
        setup: the JSON-ready setup (module docstring); state: the current state (the
            session owns it: change it only through ``submit`` / ``undo``).
        entries: the journal, oldest first; max_turns: the turn cap or None.
        store, game_id: where the game is saved (None: not saved).
        bots, rngs: the bot and its random generator for each bot seat.
        created: the ISO date the game began; resumed_at: the number of actions replayed
            when the game was resumed (None: a new game).
    """

    def __init__(self, game: Game, setup: dict[str, Any], state: State, *,
                 store: Any = None, game_id: int | None = None, created: str | None = None,
                 make_bot: BotMaker | None = None, resumed_at: int | None = None) -> None:
        self.game = game
        self.setup = setup
        self.seats: list[str] = [str(s) for s in setup["seats"]]
        self.seed: int = int(setup["seed"])
        self.max_turns: int | None = setup.get("max_turns")
        self.state = state
        self.entries: list[Entry] = []
        self.store = store
        self.game_id = game_id
        self.created = created or now_text()
        self.resumed_at = resumed_at
        self.bots: dict[int, Any] = {}
        self.rngs: dict[int, random.Random] = {}
        if make_bot is not None:
            for seat, spec in enumerate(self.seats):
                if spec != HUMAN:
                    self.bots[seat] = make_bot(spec)
                    self.rngs[seat] = bot_rng(self.seed, seat, resumed_at)

    # -- creating and resuming -----------------------------------------------------------
    @classmethod
    def new(cls, game_name: str | Game, seats: Sequence[str], seed: int,
            options: Mapping[str, Any] | None = None, *, start: State | None = None,
            max_turns: int | None = None, store: Any = None, lang: str | None = None,
            make_bot: BotMaker | None = None, now: str | None = None,
            hints: bool | None = None) -> "Session":
        """A new game of ``game_name`` (a registry name, or the game itself).

        Args:
            seats: one spec per seat; their number is the player count.
            seed: the game seed; options: the game's setup options (``Game.new_state``).
            start: a state to begin from instead of ``new_state`` (a position file); the
                session takes it over (it is not copied).
            max_turns: the turn cap, saved with the setup (None: none).
            store: a :class:`ludoteca.core.store.GameStore` to save the game in, or None.
            lang: the language the game is played in (saved; ``play --resume`` speaks it).
            make_bot: builds the bot of every seat that is not ``human`` (None: no bots).
            hints: whether the table allows hints (saved with the setup as ``hints``; None:
                not said, the front end's default).

        Raises:
            BadInput: unknown game, wrong player count or bad options (from the game).
        """
        game = get_game(game_name) if isinstance(game_name, str) else game_name
        opts = dict(options or {})
        state = start if start is not None else game.new_state(len(seats), seed, opts)
        setup = setup_data(game, state, list(seats), seed, opts, start=start,
                           max_turns=max_turns)
        if lang is not None:
            setup["lang"] = lang
        if hints is not None:
            setup["hints"] = bool(hints)
        session = cls(game, setup, state, store=store, created=now, make_bot=make_bot)
        if store is not None:
            session.game_id = store.new_game(
                game=game.info.name, seats=session.seats, seed=seed, setup=setup,
                turn=game.turn(state), hash=game.state_hash(state), now=session.created)
        return session

    @classmethod
    def resume(cls, store: Any, game_id: int, *, make_bot: BotMaker | None = None
               ) -> "Session":
        """Rebuild saved game ``game_id`` by replaying its actions from its setup.

        Raises:
            UnknownGame: no such game in the store.
            StoreError: its game is not registered, its setup cannot be read, a saved action
                does not replay, or the replay does not reach the saved state hash.
        """
        from ludoteca.core.store import StoreError

        row, rows = store.load(game_id)
        try:
            game = get_game(row.game)
            state = state_from_setup(game, row.setup)
        except BadInput as err:
            raise StoreError(Message("session.game_error", game_id=game_id, err=err)) from None
        session = cls(game, dict(row.setup), state, store=store, game_id=game_id,
                      created=row.created, make_bot=make_bot, resumed_at=len(rows))
        for a in rows:
            seat = game.current_player(state)
            before = game.clone(state)
            try:
                for step in read(game, state, a.text):  # a saved step reads as itself
                    apply_step(game, state, step)
            except (BadInput, IllegalAction) as err:
                raise StoreError(Message("store.game_saved_action", game_id=game_id, n=a.n,
                                         text=repr(a.text), err=err)) from None
            session.entries.append(Entry(a.text, seat, before))
        got = game.state_hash(state)
        if row.hash is not None and got != row.hash:
            raise StoreError(Message("store.game_does_replay", game_id=game_id, got=got,
                                     hash=row.hash))
        return session

    # -- reading ---------------------------------------------------------------------------
    @property
    def deciding(self) -> int:
        """The seat that decides now; -1 when the game is over."""
        if self.game.is_terminal(self.state):
            return -1
        return self.game.current_player(self.state)

    @property
    def over(self) -> bool:
        """True once the game has ended (not merely stopped at the turn cap)."""
        return self.game.is_terminal(self.state)

    @property
    def capped(self) -> bool:
        """True when the game is not over but has passed its turn cap."""
        return (not self.over and self.max_turns is not None
                and self.game.turn(self.state) > self.max_turns)

    @property
    def humans(self) -> list[int]:
        return [s for s, spec in enumerate(self.seats) if spec == HUMAN]

    @property
    def actions(self) -> list[str]:
        """The canonical texts applied so far."""
        return [e.text for e in self.entries]

    def view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may know now (``Game.view``; -1: a spectator)."""
        return self.game.view(self.state, seat)

    def legal(self, seat: int) -> list[Action]:
        """``seat``'s legal actions now; [] when ``seat`` is not deciding."""
        if seat != self.deciding:
            return []
        return self.game.legal_actions(self.state)

    def text(self, action: Action) -> str:
        """The canonical text of ``action`` in the current state."""
        return self.game.format_action(self.state, action)

    # -- acting ------------------------------------------------------------------------------
    def parse(self, seat: int, text: str) -> Action:
        """The action ``text`` means for ``seat`` now (``Game.parse_action``).

        Raises:
            NotDeciding, BadInput, IllegalAction: nothing changed.
        """
        if seat != self.deciding:
            raise NotDeciding(seat, self.deciding)
        return self.game.parse_action(self.state, text)

    def read(self, seat: int, text: str) -> list[Step]:
        """What ``text`` means for ``seat`` now, as the steps to apply in turn: the game's one
        reading of typed text (:func:`ludoteca.core.game.read`). Changes nothing.

        Raises:
            NotDeciding, BadInput, IllegalAction: nothing changed.
        """
        if seat != self.deciding:
            raise NotDeciding(seat, self.deciding)
        return read(self.game, self.state, text)

    def submit(self, seat: int, action: Action | str | Step) -> str:
        """Apply ``seat``'s ``action`` (an action, a step of :meth:`read`, or a text), journal
        it and save it. A text is read once (:meth:`read`) and all its steps are applied
        (:meth:`submit_steps`).

        Returns:
            The canonical text of the action applied (of the last step, for a text that
            stands for several).

        Raises:
            NotDeciding: ``seat`` is not the deciding seat.
            BadInput / IllegalAction: the text is not an action / the action is not legal
                (the game names the rule). In every case nothing changed.
            StoreConflict: another process changed the saved game (the state is put back).
        """
        if isinstance(action, str):
            return self.submit_steps(seat, self.read(seat, action))[-1]
        return self._submit_step(seat, action if isinstance(action, Step) else Step(action))

    def submit_steps(self, seat: int, steps: Sequence[Step]) -> list[str]:
        """Apply the steps of one reading (:meth:`read`) in turn, all or none: when a step is
        refused, the steps before it are taken back and the refusal is raised.

        Returns:
            The canonical text of each step applied.

        Raises:
            NotDeciding, IllegalAction, StoreConflict: as :meth:`submit`; nothing changed.
        """
        texts: list[str] = []
        try:
            for step in steps:
                texts.append(self._submit_step(seat, step))
        except Exception:
            for _ in texts:  # what this reading applied, newest first
                self._take_back_last()
            raise
        return texts

    def _submit_step(self, seat: int, step: Step) -> str:
        """Apply one step for ``seat`` (its checked move without a second check, else its
        action checked now), journal it and save it; its canonical text."""
        if seat != self.deciding:
            raise NotDeciding(seat, self.deciding)
        game, state = self.game, self.state
        text = game.format_action(state, step.action)
        before = game.clone(state)
        apply_step(game, state, step)  # raises with the state unchanged
        if self.store is not None:
            from ludoteca.core.store import STATUS_FINISHED, STATUS_PLAYING

            out = game.outcome(state) if game.is_terminal(state) else None
            try:
                self.store.append_action(
                    self.game_id, len(self.entries) + 1, text, seat=seat,
                    turn=game.turn(before),
                    status=STATUS_FINISHED if out is not None else STATUS_PLAYING,
                    winner=out.winners[0] if out is not None and len(out.winners) == 1
                    else None,
                    hash=game.state_hash(state), now=now_text(), game_turn=game.turn(state))
            except Exception:
                self._restore(before)
                raise
        self.entries.append(Entry(text, seat, before))
        return text

    def _restore(self, before: State) -> None:
        """Put the state back to ``before`` in place when the state allows (holders of
        ``self.state`` keep seeing the game), else replace it."""
        restored = self.game.clone(before)
        slots = getattr(type(self.state), "__slots__", None)
        if slots:
            for name in slots:
                setattr(self.state, name, getattr(restored, name))
        elif hasattr(self.state, "__dict__"):
            self.state.__dict__.clear()
            self.state.__dict__.update(restored.__dict__)
        else:
            self.state = restored

    def bot_action(self, seat: int | None = None) -> Action:
        """The action the bot at ``seat`` (default: the deciding seat) chooses now, not
        applied (the caller submits it, so that it can say what happens)."""
        from ludoteca.core.loop import bot_agent

        seat = self.deciding if seat is None else seat
        if seat not in self.bots:
            raise NotDeciding(seat, self.deciding)
        return bot_agent(self.game, self.bots, self.rngs)(self.state, seat)

    def run_bots(self, on_action: Callable[[int, Action], None] | None = None) -> int:
        """Play the bots' turns until a person decides, the game ends or passes its turn cap;
        ``on_action(seat, action)`` is called before each action is applied. Returns the
        number of actions applied."""
        from ludoteca.core.loop import bot_agent, play_out

        game = self.game
        played = play_out(
            game, self.state, bot_agent(game, self.bots, self.rngs), max_turns=self.max_turns,
            stop=lambda state: game.current_player(state) not in self.bots,
            on_action=None if on_action is None else (lambda _s, seat, a: on_action(seat, a)),
            apply=lambda state, action: self.submit(game.current_player(state), action))
        return played.decisions

    # -- undo ----------------------------------------------------------------------------------
    def undo_refused(self, seat: int) -> tuple[str, dict[str, Any]] | None:
        """Why ``seat`` may not take back the last action now, as a message id and its values,
        or None when it may (the game's ``undo_refusal`` hook; no hook: no undo)."""
        if not self.entries:
            return "undo.nothing", {}
        last = self.entries[-1]
        hook = getattr(self.game, "undo_refusal", None)
        if hook is None:
            return "undo.not_supported", {}
        return hook(last.before, self.state, last.seat, seat)

    def undo(self, seat: int) -> str:
        """Take back the last action (``seat``'s own, as the undo rule allows); returns its
        text. The state object is restored in place.

        Raises:
            UndoRefused: with the reason; nothing changed.
        """
        reason = self.undo_refused(seat)
        if reason is not None:
            raise UndoRefused(*reason)
        return self._take_back_last().text

    def _take_back_last(self) -> Entry:
        """Remove the last journaled action (from the store too) and put the state back to
        before it, in place; the entry taken back."""
        last = self.entries[-1]
        if self.store is not None:
            self.store.drop_last_action(self.game_id, len(self.entries),
                                        turn=self.game.turn(last.before),
                                        hash=self.game.state_hash(last.before), now=now_text())
        self._restore(last.before)
        self.entries.pop()
        return last

    # -- the end -----------------------------------------------------------------------------
    def stop_at_cap(self) -> bool:
        """Mark a game that passed its turn cap as stopped in the store; True if it did."""
        if not self.capped:
            return False
        if self.store is not None:
            from ludoteca.core.store import STATUS_STOPPED

            self.store.set_status(self.game_id, STATUS_STOPPED, now_text())
        return True

    def record(self, date: str | None = None) -> Record:
        """The record of the game so far (:func:`record_of`)."""
        return record_of(self.game, self.setup, self.entries, self.state,
                         date=date or self.created)

    def record_text(self, date: str | None = None) -> str:
        """:meth:`record` as text (:func:`ludoteca.core.records.format_record`)."""
        from ludoteca.core.records import format_record

        return format_record(self.record(date))


# ------------------------------------------------------------------------------------------
# Setup, records and replay for any game: the game's hooks, else the generic forms
# ------------------------------------------------------------------------------------------
def setup_data(game: Game, state: State, seats: list[str], seed: int,
               options: Mapping[str, Any], *, start: State | None = None,
               max_turns: int | None = None) -> dict[str, Any]:
    """The JSON-ready setup of a new game (``Game.setup_data`` when the game has it, else
    ``{"seats", "seed", "options", "max_turns"}``)."""
    hook = getattr(game, "setup_data", None)
    if hook is not None:
        data = hook(state, seats, seed, options, start=start, max_turns=max_turns)
    else:
        if start is not None:
            raise bad("session.no_position", game=game.info.name)
        data = {"seats": seats, "seed": seed, "options": dict(options), "max_turns": max_turns}
    data.setdefault("max_turns", max_turns)
    return data


def state_from_setup(game: Game, setup: Mapping[str, Any]) -> State:
    """The state before the first action of a game with ``setup``.

    Raises:
        BadInput: a setup the game cannot read (another ruleset, a missing key …).
    """
    hook = getattr(game, "state_from_setup", None)
    if hook is not None:
        return hook(setup)
    try:
        return game.new_state(len(setup["seats"]), int(setup["seed"]),
                              dict(setup.get("options") or {}))
    except (KeyError, TypeError, ValueError) as err:
        raise bad("session.setup_unreadable", err=err) from None


def record_of(game: Game, setup: Mapping[str, Any], entries: Sequence[Entry], final: State,
              date: str | None = None) -> Record:
    """The record of a game (``Game.record_of`` when the game has it, else the generic
    header of :func:`generic_header` and ``# turn T, seat S`` marks)."""
    hook = getattr(game, "record_of", None)
    if hook is not None:
        return hook(setup, entries, final, date=date)
    rec = Record(header=generic_header(game, setup, final, len(entries), date))
    rec.actions = [e.text for e in entries]
    rec.hash = game.state_hash(final)
    last = None
    for i, e in enumerate(entries):
        mark = (game.turn(e.before), e.seat)
        if mark != last:
            rec.turn_marks[i] = f"turn {mark[0]}, seat {e.seat + 1}"
            last = mark
    return rec


def result_text(game: Game, state: State) -> str:
    """``seat 2 wins``, ``seats 1, 3 win`` or ``unfinished`` (records' ``result:``)."""
    out = game.outcome(state) if game.is_terminal(state) else None
    if out is None:
        return "unfinished"
    if len(out.winners) == 1:
        return f"seat {out.winners[0] + 1} wins"
    return "seats " + ", ".join(str(w + 1) for w in out.winners) + " win"


def generic_header(game: Game, setup: Mapping[str, Any], final: State, n_actions: int,
                   date: str | None) -> dict[str, str]:
    """The header of a game without its own record form: ``game``, ``seats``, ``seed``,
    ``options`` (compact JSON), ``max-turns`` (when set), ``date``, ``result``, ``actions``."""
    h = {"game": game.info.name, "seats": ", ".join(setup["seats"]), "seed": str(setup["seed"]),
         "options": json.dumps(setup.get("options") or {}, sort_keys=True,
                               separators=(",", ":"))}
    if setup.get("max_turns") is not None:
        h["max-turns"] = str(setup["max_turns"])
    h.update({"date": date or now_text(), "result": result_text(game, final),
              "actions": str(n_actions)})
    return h


@dataclass
class Replayed:
    """The outcome of replaying a record (or a prefix of it).

    Attributes:
        game: the record's game; seats: its seats; setup: the game's own setup object;
        state: the state after ``applied`` actions; movers: ``(turn, active, seat)`` of each
        applied action (``active`` is the seat whose turn it was; generic games: the mover);
        hash_checked: True when the whole record was replayed and its hash matched.
    """

    game: Game
    seats: list[str]
    setup: Any
    state: State
    applied: int = 0
    movers: list[tuple[int, int, int]] = field(default_factory=list)
    hash_checked: bool = False


def game_of_record(rec: Record) -> Game:
    """The registered game a record's ``game:`` header names.

    Raises:
        RecordError: no ``game:`` line, or a game this Ludoteca does not know (on its line).
    """
    name = rec.require("game").strip().lower()
    try:
        return get_game(name)
    except BadInput as err:
        raise RecordError(rec.line_of("game"), err.msg if err.msg is not None else str(err),
                          "header") from None


OnStep = Callable[[int, State, str, tuple[int, int, int]], None]


def replay_record(rec: Record, upto: int | None = None, on_step: OnStep | None = None,
                  verify: bool = False, edition: str | None = None) -> Replayed:
    """Replay a parsed record through its game (``Game.replay_record`` when the game has it,
    else the generic header and ``Game.parse_action`` / ``apply``).

    Args:
        upto: stop after this many actions (None: all).
        on_step: ``on_step(k, state, text, (turn, active, seat))`` after action ``k``.
        verify: check everything the record claims: canonical texts, the ``result:`` line,
            the final hash (the whole record is replayed).
        edition: the edition the reader asks for (``--edition``; the game's ``replay_record``
            reads a record without one in it, refuses a record of another); None: the
            record's own.

    Raises:
        RecordError: with the line and the reason (unknown game, bad header, unreadable or
            illegal action, an action after the end, a final hash or result that differs).
        BadInput: ``upto`` outside 0..number of actions.
    """
    game = game_of_record(rec)
    hook = getattr(game, "replay_record", None)
    if hook is not None:
        if edition is not None:
            return hook(rec, upto=upto, on_step=on_step, verify=verify, edition=edition)
        return hook(rec, upto=upto, on_step=on_step, verify=verify)
    if edition is not None:
        raise BadInput(Message("options.not_offered", game=game.info.name, command="--edition"))
    return _generic_replay(game, rec, upto, on_step, verify)


def _generic_replay(game: Game, rec: Record, upto: int | None, on_step: OnStep | None,
                    verify: bool) -> Replayed:
    if not game.info.bots:  # a table companion (Pax Hispanica) follows a physical game
        raise RecordError(rec.line_of("game"), Message("record.no_records", game=game.info.name),
                          "header")
    seats = [s.strip() for s in rec.require("seats").split(",") if s.strip()]
    seed_text = rec.require("seed").strip()
    if not seed_text.lstrip("-").isdigit():
        raise RecordError(rec.line_of("seed"), Message("record.header_number", key="seed",
                                                       got=repr(seed_text[:40])), "header")
    try:
        options = json.loads(rec.header.get("options") or "{}")
        if not isinstance(options, dict):
            raise ValueError("not a JSON object")
    except ValueError:
        raise RecordError(rec.line_of("options"), Message("record.header_options"),
                          "header") from None
    max_turns = rec.header.get("max-turns")
    setup = {"seats": seats, "seed": int(seed_text), "options": options,
             "max_turns": int(max_turns) if max_turns and max_turns.isdigit() else None}
    try:
        state = game.new_state(len(seats), int(seed_text), options)
    except BadInput as err:
        raise RecordError(rec.line_of("seats"), err.msg if err.msg is not None else str(err),
                          "header") from None
    total = len(rec.actions)
    if upto is not None and not 0 <= upto <= total:
        raise bad("record.record_holds_actions", total=total)
    stop = total if upto is None else upto
    out = Replayed(game=game, seats=seats, setup=setup, state=state)
    for k in range(stop):
        text, line = rec.actions[k], rec.action_lines[k]
        if game.is_terminal(state):
            raise RecordError(line, Message("record.after_end_generic",
                                            result=result_text(game, state), action=repr(text)),
                              "illegal")
        seat = game.current_player(state)
        try:
            steps = read(game, state, text)
        except BadInput as err:
            raise RecordError(line, Message("record.not_action", action=repr(text), error=err),
                              "malformed") from None
        except IllegalAction as err:
            raise RecordError(line, Message("record.illegal", action=repr(text), seat=seat + 1,
                                            error=err, rule=err.rule_id), "illegal") from None
        canonical = game.format_action(state, steps[0].action)
        if verify and canonical != text:
            raise RecordError(line, Message("record.not_canonical", action=repr(text),
                                            canonical=repr(canonical)),
                              "malformed")
        mover = (game.turn(state), seat, seat)
        try:
            for step in steps:
                apply_step(game, state, step)
        except IllegalAction as err:
            raise RecordError(line, Message("record.illegal", action=repr(text), seat=seat + 1,
                                            error=err, rule=err.rule_id), "illegal") from None
        out.movers.append(mover)
        out.applied = k + 1
        if on_step is not None:
            on_step(k + 1, state, text, mover)
    if stop == total:
        got = game.state_hash(state)
        if got != rec.hash:
            raise RecordError(rec.hash_line or rec.end_line,
                              Message("record.hash_differs", hash=rec.hash, count=total, got=got),
                              "hash")
        out.hash_checked = True
    if verify:
        result = rec.header.get("result")
        if result is not None and result != result_text(game, state):
            raise RecordError(rec.line_of("result"),
                              Message("record.result", result=repr(result),
                                      got=repr(result_text(game, state))), "header")
    return out
