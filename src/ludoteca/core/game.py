"""The game interface every Ludoteca game implements, and the registry that finds games.

Ludoteca's front ends (the terminal, later the browser), its simulator, its tournament runner
and its bots never name a game module: they ask this registry for a :class:`Game` by name and
drive it only through the methods below. A game is one package that builds a ``Game`` object
and registers it, in the style of OpenSpiel's ``register_game``:

* the packaged games (Dale of Merchants, the Pax Hispanica companion) are declared as entry
  points of the group ``ludoteca.games`` in ``pyproject.toml`` and loaded on first use;
* a game defined elsewhere (a test's toy game, a plug-in) calls :func:`register_game`.

The split follows OpenSpiel's Game/State: a ``Game`` holds the facts of a game as data (name,
player range, rule catalogue) and the rules as functions of a *state*; a state is the game's
own plain-data object, opaque to everything outside the game. Seats are 0-based ints.
Actions are the game's own hashable values (Dale: tuples of strings and ints); their text,
read and written by :meth:`Game.parse_action` / :meth:`Game.format_action`, is the canonical
notation used by records, logs and the command line.

Contract (checked by the tests of every registered game and of the toy game):

* ``legal_actions(state)`` is never empty while ``current_player(state) >= 0``; every action it
  lists is accepted by ``apply``; ``apply`` refuses anything else with
  :class:`~ludoteca.core.errors.IllegalAction` and leaves the state exactly as it was.
* ``view(state, seat)`` holds only what ``seat`` may know; ``determinize(state, seat, rng)``
  depends only on that information set and ``rng``.
* ``state_hash`` is a stable text digest of the state (records pin it across versions).
* ``format_action(state, a)`` read back by ``parse_action`` gives ``a``.

Optional hooks for sessions, the store and records (undo rule, own setup and record header)
are listed in :class:`SessionHooks`; :mod:`ludoteca.core.session` uses them when present.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from importlib import metadata
from typing import Any, Callable, Hashable, Mapping, Protocol, runtime_checkable

from ludoteca.core import catalogue as _catalogue  # noqa: F401 (refusals are told by it)
from ludoteca.core.errors import BadInput
from ludoteca.core.sources import add_loader

#: The entry-point group under which packaged games declare their ``Game`` object.
ENTRY_POINT_GROUP = "ludoteca.games"

Action = Hashable
State = Any


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended.

    Attributes:
        winners: the winning seats (0-based; one seat for Dale, several for a shared win).
        returns: one number per seat in [0, 1] (1 a win, 0 a loss), what search and learning
            maximise.
    """

    winners: tuple[int, ...]
    returns: tuple[float, ...]


@dataclass(frozen=True)
class GameInfo:
    """The facts of a game as data (OpenSpiel's ``GameType``).

    Attributes:
        name: the registry key typed on the command line (``"dale"``).
        title: the game's printed title, in English.
        min_players, max_players: the player range, inclusive.
        bots: whether bots and simulation can play it (a table companion such as Pax
            Hispanica cannot: it follows a physical game).
        hidden_information: whether views hide part of the state (then ``determinize`` matters).
        options: the setup options ``new_state`` accepts, name -> one-line English help.
    """

    name: str
    title: str
    min_players: int
    max_players: int
    bots: bool = True
    hidden_information: bool = True
    options: Mapping[str, str] = field(default_factory=dict)


@runtime_checkable
class Game(Protocol):
    """What a game offers to front ends, bots, the game loop and records.

    Every method is a pure function of its arguments except ``apply``, which changes ``state``
    in place. Units: seats are 0-based ints; ``seed`` is an int; rewards are in [0, 1].

    Besides these, a game may offer the optional parts listed in :data:`OPTIONAL`
    (``labels``, ``label_messages``, ``option_choices``, ``load_position``, ``renderer``);
    callers look them up with ``getattr(game, name, None)``.
    """

    info: GameInfo

    # --- setup ------------------------------------------------------------------------
    def new_state(self, players: int, seed: int, options: Mapping[str, Any] | None = None
                  ) -> State:
        """A new game for ``players`` seats; all randomness comes from ``seed``.

        Raises:
            BadInput: a player count outside the range or a bad option.
        """

    # --- the rules --------------------------------------------------------------------
    def current_player(self, state: State) -> int:
        """The seat that decides now, or -1 when the game is over."""

    def is_terminal(self, state: State) -> bool:
        """True once the game has ended."""

    def turn(self, state: State) -> int:
        """The 1-based number of the turn being played (the game loop's turn cap reads it)."""

    def outcome(self, state: State) -> Outcome | None:
        """The result of a finished game, None while it goes on."""

    def legal_actions(self, state: State) -> list[Action]:
        """The actions of the pending decision, in a stable order (empty when over)."""

    def apply(self, state: State, action: Action) -> None:
        """Apply one action of the deciding seat.

        Raises:
            IllegalAction: the action is not legal now (names the rule id); state unchanged.
        """

    def clone(self, state: State) -> State:
        """An independent copy of ``state``."""

    # --- text ---------------------------------------------------------------------------
    def parse_action(self, state: State, text: str) -> Action:
        """Read one action typed in the canonical notation (short forms allowed where the
        game accepts them), as the action ``apply`` takes.

        Raises:
            BadInput: the text is not an action of this game.
            IllegalAction: it reads as an action that is not legal now.
        """

    def format_action(self, state: State, action: Action) -> str:
        """The canonical text of ``action`` (what records store)."""

    # --- information ---------------------------------------------------------------------
    def view(self, state: State, seat: int) -> dict[str, Any]:
        """What ``seat`` may know, as JSON-ready data (``seat`` -1: a spectator).

        The view of the deciding seat may carry its legal actions under ``"legal_actions"``
        (exactly ``legal_actions(state)``); the game loop then does not list them twice."""

    def determinize(self, state: State, seat: int, rng: random.Random) -> State:
        """A full state sampled from ``seat``'s information set with ``rng``."""

    def state_hash(self, state: State) -> str:
        """A stable hex digest of the whole state."""

    # --- search -------------------------------------------------------------------------
    def evaluate(self, state: State) -> list[float]:
        """One reward in [0, 1] per seat for a finished or cut-off playout (a finished game
        gives its ``outcome().returns``)."""


#: The optional parts of the interface: a game offers them as attributes or methods, and a
#: caller checks with ``getattr(game, name, None)`` before using one (a command that needs one
#: the game lacks refuses with a clear message). Each entry: name -> what it is.
OPTIONAL = {
    "labels": "labels(state) -> list[str]: what distinguishes a game for per-label statistics "
              "of simulate (Dale: the animalfolk decks in play)",
    "seat_labels": "seat_labels(state) -> list[list[str]]: per seat, the labels that seat "
                   "holds when the game ends, for simulate's win rate of the seats holding each "
                   "label (Dale: the decks whose market cards the seat holds)",
    "solo_result": "solo_result(state) -> int | None: a finished solo game's result for the "
                   "player (positive: a win), None when the game is not a solo game; simulate "
                   "reports its distribution by label (Dale: the remaster's result against "
                   "Mono, the player's stacks minus Mono's)",
    "label_messages": "Mapping[str, str]: message ids of simulate's per-label tables, keys "
                      "'column', 'games_title', 'wins_title', 'holders_title'",
    "option_choices": "option_choices(name, options=None) -> list[str] | None: the values a "
                      "setup option takes given the other options chosen (Dale: the deck keys "
                      "of 'animalfolk' in the 'edition' chosen), None if not a list of names",
    "player_range": "player_range(options) -> (min, max): the player range of a setup with "
                    "these options (Dale: the edition's); without it: GameInfo's",
    "check_setup": "check_setup(players, options): refuse a setup before anything is written "
                   "or played (raises BadInput with one line naming what is allowed)",
    "with_options": "with_options(options) -> Game: the game object for setups with these "
                    "options, whose fixed parts (action_space, observation) depend on them "
                    "(Dale: the edition's); the RL environments use it",
    "load_position": "load_position(path) -> state: read a position file (check, moves, show, "
                     "play --from); raises BadInput naming the line",
    "renderer": "str: dotted path of the terminal front end that draws the game (games do not "
                "import cli); without it, play draws the game generically (bots only) and "
                "simulate --records refuses it",
    "policy": "policy(name) -> Policy | None: a heuristic policy for bots and playouts "
              "(see the comment on OPTIONAL_HOOKS)",
    "prune": "prune(view, legal) -> list: the root actions worth searching (ISMCTS)",
    "action_space": "ActionSpace: the game's fixed integer sub-decision space (atoms, "
                    "atoms_of, apply_trusted; ludoteca.core.integer), for search, the integer "
                    "bots and the RL environments",
    "observation_size": "observation_size(players) -> int: the length of observation's "
                        "vector for that player count (fixed per count; Dale: one length "
                        "for 2-4 players and every deck), for the RL environments",
    "observation": "observation(view, prefix) -> list[float]: a seat's learning observation "
                   "computed from its view (view(state, seat)) and the atom ids of the "
                   "action it is building (IntState.prefix) only, never from the state",
    "read": "read(state, text) -> list[Step]: the one reading of typed text (the terminal, "
            "the browser, records, positions): the listed actions it stands for, to apply in "
            "turn (a short form: one; a whole purchase listed card by card: its steps); the "
            "first step may carry the move the game checked (Step.checked); raises BadInput / "
            "IllegalAction. Without it: [Step(parse_action(state, text))]",
    "do": "do(state, checked): apply a move the game checked on this very state "
          "(Step.checked) without checking it again",
    "apply_listed": "apply_listed(state, action): apply an action taken from "
                    "legal_actions(state) of this very state without checking it again "
                    "(search and playouts); without it: apply",
    "editions": "tuple[str, ...]: the editions of the game this object plays (Dale: "
                "'classic'), listed by the MCP server's list_games",
    "explain_move": "explain_move(view, action) -> Message | None: one clause on what a legal "
                    "action of the seat whose view it is does (what it buys, builds, plays), "
                    "for the coach's hints (ludoteca.coach.hints); from the view only",
    "setup_data": "sessions and records: see SessionHooks",
    "state_from_setup": "sessions and records: see SessionHooks",
    "record_of": "sessions and records: see SessionHooks",
    "replay_record": "sessions and records: see SessionHooks",
    "undo_refusal": "sessions and records: see SessionHooks",
}


class SessionHooks(Protocol):
    """Optional methods a game may add to :class:`Game` for sessions, the store and records
    (:mod:`ludoteca.core.session` calls them when present, else uses its generic forms).
    A game without any of them is still saved, resumed, recorded and replayed: its setup is
    ``{"seats", "seed", "options", "max_turns"}`` and its record header the generic one of
    :func:`ludoteca.core.session.generic_header`; it only has no undo.

    * ``setup_data(state, seats, seed, options, *, start=None, max_turns=None) -> dict``:
      the JSON-ready setup saved in the store (must hold ``seats``, ``seed``, ``max_turns``);
      ``state`` is the state before the first action, ``start`` the position it began from
      (None: ``new_state``).
    * ``state_from_setup(setup) -> State``: the state before the first action of a saved
      game; raises ``BadInput`` for a setup it cannot read (another ruleset …).
    * ``record_of(setup, entries, final, date=None) -> Record``: the game's record
      (``entries``: :class:`ludoteca.core.session.Entry` — text, seat, state before).
    * ``replay_record(rec, upto=None, on_step=None, verify=False) -> Replayed``: replay a
      record whose header names this game (:func:`ludoteca.core.session.replay_record`
      documents the arguments); raises ``RecordError`` with the line.
    * ``undo_refusal(before, after, mover, seat) -> tuple[str, dict] | None``: why ``seat``
      may not take back the action ``mover`` took from ``before`` to ``after`` (a message id
      and its values), or None when it may. Without it a game has no undo.
    """

    def setup_data(self, state: State, seats: list[str], seed: int,
                   options: Mapping[str, Any], *, start: State | None = None,
                   max_turns: int | None = None) -> dict[str, Any]: ...

    def state_from_setup(self, setup: Mapping[str, Any]) -> State: ...

    def record_of(self, setup: Mapping[str, Any], entries: Any, final: State,
                  date: str | None = None) -> Any: ...

    def replay_record(self, rec: Any, upto: int | None = None, on_step: Any = None,
                      verify: bool = False) -> Any: ...

    def undo_refusal(self, before: State, after: State, mover: int,
                     seat: int) -> tuple[str, dict[str, Any]] | None: ...

#: The optional hooks a game may add to :class:`Game` for bots and search; callers look them up
#: with :func:`hook` (``getattr``) and fall back as stated when a game has none.
#:
#: ``policy(name: str) -> Policy | None``
#:     A fresh heuristic policy object for the named strategy (``"greedy"``), or None. A policy
#:     has ``choose(view, legal, rng) -> action`` (one item of ``legal``; all randomness from
#:     ``rng``) and may have ``owns(view) -> bool`` (a decision that continues a plan the policy
#:     made: a searcher asks the policy there instead of searching) and ``follow(view, legal,
#:     action) -> None`` (a searcher chose ``action``: the policy plans the rest as it would).
#:     One object per seat and game (it may remember the turn). Used by the ``greedy`` bot and
#:     by ISMCTS playouts and fallbacks. Without it the ``greedy`` bot searches one ply on
#:     :meth:`Game.evaluate` and ISMCTS plays random playouts (see :mod:`ludoteca.bots`).
#: ``prune(view, legal) -> list``
#:     The actions of ``legal`` worth searching at the root (never empty, in ``legal``'s
#:     order). Without it ISMCTS searches every legal action.
#:
#: A game's texts (its rules, refusal reasons and messages) are not a hook: the game's package
#: registers them at import (:func:`ludoteca.core.catalogue.register_rules`,
#: :func:`ludoteca.core.messages.register_messages`, see :mod:`ludoteca.core.sources`).
OPTIONAL_HOOKS = tuple(OPTIONAL)


def hook(game: Any, name: str) -> Callable[..., Any] | None:
    """The optional hook ``name`` of ``game`` (one of :data:`OPTIONAL_HOOKS`), None when the
    game has none."""
    if name not in OPTIONAL:
        raise ValueError(f"{name!r} is not an optional part of a game: {tuple(OPTIONAL)}")
    return getattr(game, name, None)


_GAMES: dict[str, Game] = {}
_LOADED = False  # every entry point loaded


@dataclass(frozen=True)
class Step:
    """One step of what a text means (:func:`read`): the action, as the game lists it, and
    the game's own checked move when the game checked it on the state the text was read in
    (``None``: it is checked when it is applied, after the steps before it)."""

    action: Any
    checked: Any = field(default=None, compare=False)


def read(game: Game, state: State, text: str) -> list[Step]:
    """The one reading of typed text: the game's ``read`` when it has one, else one step
    ``parse_action(state, text)``. Changes nothing.

    Returns:
        The steps, in the order they are applied (at least one).

    Raises:
        BadInput: the text is not an action of the game.
        IllegalAction: it means no legal action, or several (``ambiguous``).
    """
    reader = getattr(game, "read", None)
    if reader is not None:
        return list(reader(state, text))
    return [Step(game.parse_action(state, text))]


def apply_step(game: Game, state: State, step: Step) -> None:
    """Apply one step of :func:`read`: its checked move without a second check (the game's
    ``do``), or its action checked now (``apply``).

    Raises:
        IllegalAction: a step without a checked move that is not legal now; state unchanged.
    """
    doer = getattr(game, "do", None)
    if step.checked is not None and doer is not None:
        doer(state, step.checked)
    else:
        game.apply(state, step.action)


def apply_listed(game: Game, state: State, action: Action) -> None:
    """Apply an action taken from ``legal_actions(state)`` of this very state: without a
    second check where the game offers ``apply_listed``, else through ``apply``."""
    fast = getattr(game, "apply_listed", None)
    if fast is not None:
        fast(state, action)
    else:
        game.apply(state, action)


def rule_catalogue(game: Game) -> dict[str, tuple[str, str, str]]:
    """The rule catalogue of ``game``: rule id -> (page, English title, English explanation),
    the rules its package registered (:func:`ludoteca.core.catalogue.register_rules`) under
    its name (``dale.market.overpay`` for ``dale``)."""
    from ludoteca.core.catalogue import RULES

    prefix = game.info.name + "."
    return {rule_id: RULES[rule_id] for rule_id in RULES if rule_id.startswith(prefix)}


def register_game(game: Game, *, replace: bool = False) -> Game:
    """Make ``game`` known by ``game.info.name``; returns it (usable as a decorator result).

    Raises:
        ValueError: another game already has that name (unless ``replace``).
    """
    name = game.info.name.lower()
    if name in _GAMES and _GAMES[name] is not game and not replace:
        raise ValueError(f"a game named {name!r} is already registered")
    _GAMES[name] = game
    return game


def unregister_game(name: str) -> None:
    """Forget the game ``name`` (tests that register a toy game clean up with this)."""
    _GAMES.pop(name.lower(), None)


def _load_entry_points(name: str | None = None) -> None:
    """Load the packaged games: only those declared as ``name`` when given (a look-up by
    name imports no other game), else all of them."""
    global _LOADED
    if _LOADED:
        return
    if name is None:
        _LOADED = True
    for ep in metadata.entry_points(group=ENTRY_POINT_GROUP):
        key = ep.name.lower()
        if key in _GAMES or (name is not None and key != name):
            continue
        register_game(ep.load())


def games() -> dict[str, Game]:
    """Every registered game by name, the packaged ones included, sorted by name."""
    _load_entry_points()
    return dict(sorted(_GAMES.items()))


add_loader(games)  # a text no package registered yet may be a game's (core.sources)


def get_game(name: str) -> Game:
    """The game registered as ``name`` (case-insensitive).

    Raises:
        BadInput: no such game (message ``game.unknown`` in the reader's language, listing
            the known names).
    """
    key = str(name).strip().lower()
    game = _GAMES.get(key)
    if game is None:
        _load_entry_points(key)
        game = _GAMES.get(key)
    if game is None:
        from ludoteca.core.i18n import t

        _load_entry_points()  # the message lists every game
        raise BadInput(t("game.unknown", name=str(name), known=", ".join(sorted(_GAMES))))
    return game

