"""Dale of Merchants (classic) as a :class:`ludoteca.core.game.Game`.

This module is the game's face: the registry (``ludoteca.games`` entry point ``dale``) loads
:data:`GAME`, and every front end, bot, loop and record tool drives Dale only through it. The
rules themselves live in :mod:`ludoteca.dale.engine` and the decks in
:mod:`ludoteca.dale.animalfolk`, gathered per edition in :mod:`ludoteca.dale.editions`; this
module only forwards (importing it builds the editions' rulesets, for their texts).

Setup options of :meth:`DaleGame.new_state` (``dale.setup.*``):

* ``animalfolk``: the players + 1 deck keys in play (list of str), or None for a choice by the
  seed among the decks of the box;
* ``box``: the deck keys available at setup (list of str), or None for Dale of Merchants 1's
  six decks;
* ``edition``: ``"classic"`` (the default) or ``"remaster"`` (:data:`ludoteca.dale.editions.EDITIONS`):
  the ruleset the game is played under; the decks named above are that edition's;
* ``knowledge``: ``True`` (the default) or ``False``: whether the state keeps what each seat
  knows of the hidden cards (:mod:`ludoteca.dale.knowledge`). Off, the game is the same move
  for move (its hashes and records too), but views show no known cards of others and a
  determinization deals every hidden card at random: for playouts whose players read
  nothing (random agents; issue 31, "knowledge off where nothing reads it").
"""

from __future__ import annotations

import random
from typing import Any, Mapping

from ludoteca.core.errors import BadInput
from ludoteca.core.game import GameInfo, Outcome
from ludoteca.core.i18n import bad
from ludoteca.core.i18n import Message
from ludoteca.dale import ruleset_texts as _ruleset_texts  # noqa: F401 (the pending texts)

INFO = GameInfo(
    name="dale",
    title="Dale of Merchants",
    min_players=2,
    max_players=4,
    bots=True,
    hidden_information=True,
    options={
        "animalfolk": "the animalfolk decks in play (players + 1 deck keys); default: chosen by the seed",
        "box": "the animalfolk decks available at setup; default: the six decks of Dale 1",
        "edition": "the edition: classic or remaster; default: classic",
        "knowledge": "track what each seat knows of the hidden cards (true or false); "
                     "default: true",
    },
)


class DaleGame:
    """The rules of Dale of Merchants behind the :class:`~ludoteca.core.game.Game` protocol.

    States are :class:`ludoteca.dale.state.DaleState`; actions are the engine's tuples
    (``("market", 0, ("Accordion", "junk"))`` …), written in the notation of
    ``docs/notation.md``.
    """

    info = INFO

    # --- setup ----------------------------------------------------------------------------
    def new_state(self, players: int, seed: int, options: Mapping[str, Any] | None = None):
        """A new game (``dale.setup.*``); see the module docstring for ``options``.

        Raises:
            BadInput: a player count the edition does not allow, an unknown option or
                edition, a bad deck choice, or a ``knowledge`` that is not True or False.
        """
        from ludoteca.dale.engine import new_game

        opts = dict(options or {})
        unknown = sorted(set(opts) - set(INFO.options))
        if unknown:
            raise BadInput(Message("setup.unknown_dale_option", options=', '.join(unknown),
                                   known=', '.join(INFO.options)))
        tracked = opts.get("knowledge", True)
        if type(tracked) is not bool:
            raise BadInput(Message("setup.knowledge_option", value=repr(tracked)))
        rules = rules_of(opts)
        state = new_game(players=players, animalfolk=opts.get("animalfolk"), seed=seed,
                         box=opts.get("box"), rules=rules)
        if not tracked:
            state.known = None  # no seat's knowledge kept (views and clones accept None)
        return state

    def player_range(self, options: Mapping[str, Any] | None = None) -> tuple[int, int]:
        """The players the edition of ``options`` allows (classic 2–4, remaster 1–4;
        :data:`ludoteca.dale.editions.PLAYERS`).

        Raises:
            BadInput: an unknown edition.
        """
        from ludoteca.dale import editions

        edition = editions.check_edition((options or {}).get("edition"))
        return editions.PLAYERS[edition]

    def check_setup(self, players: int, options: Mapping[str, Any] | None = None) -> None:
        """Refuse, before anything is written, a setup :meth:`new_state` would refuse: an
        unknown option or edition, a player count the edition does not allow (one player of
        the remaster while Mono is not written), decks not of the edition. Plays nothing.

        Raises:
            BadInput: one line naming what is allowed.
        """
        self.new_state(players, 0, options)

    # --- the rules ------------------------------------------------------------------------
    def current_player(self, state) -> int:
        return state.current_player()

    def is_terminal(self, state) -> bool:
        return state.winner is not None

    def turn(self, state) -> int:
        return state.turn

    def outcome(self, state) -> Outcome | None:
        """The 8th-stack winner (``dale.end.eighth_stack``), None while the game goes on."""
        if state.winner is None:
            return None
        n = state.cfg.n_players
        return Outcome((state.winner,), tuple(1.0 if p == state.winner else 0.0
                                              for p in range(n)))

    def legal_actions(self, state) -> list[tuple]:
        return state.legal_actions()

    def apply(self, state, action: tuple) -> None:
        state.apply(action)

    def clone(self, state):
        return state.clone()

    # --- text -----------------------------------------------------------------------------
    def parse_action(self, state, text: str) -> tuple:
        """Read an action in the notation (short forms allowed, as at the table) and return
        the one listed action it means.

        Raises:
            BadInput: not an action of the notation.
            IllegalAction: no legal action or several (``ambiguous``) match it.
        """
        from ludoteca.dale.notation import parse

        return state.normalize(parse(text, state.cfg.rules))

    def read(self, state, text: str) -> list:
        """The one reading of typed text (the terminal, the browser, records, positions and the
        golden records all read through it): the notation's text, short forms allowed, as the
        listed steps it stands for (:func:`ludoteca.dale.reading.read`): one checked move, or
        a whole purchase / Inventory listed card by card as its steps. Changes nothing.

        Returns:
            ``list[ludoteca.core.game.Step]``, applied in turn with
            :func:`ludoteca.core.game.apply_step`.

        Raises:
            BadInput: not an action of the notation.
            IllegalAction: no legal action, or several (``ambiguous``), match it.
        """
        from ludoteca.dale.notation import parse
        from ludoteca.dale.reading import read

        return read(state, parse(text, state.cfg.rules))

    def do(self, state, move) -> None:
        """Apply a move checked on this very state (``Step.checked`` of :meth:`read`)
        without checking it again."""
        state.do(move)

    def apply_listed(self, state, action: tuple) -> None:
        """Apply an action taken from :meth:`legal_actions` of this very state without
        checking it again (``engine.apply_trusted``; search and playouts)."""
        state.apply_trusted(action)

    def format_action(self, state, action: tuple) -> str:
        from ludoteca.dale.notation import to_text

        return to_text(action)

    # --- information ----------------------------------------------------------------------
    def view(self, state, seat: int) -> dict[str, Any]:
        from ludoteca.dale.views import view

        return view(state, seat)

    def determinize(self, state, seat: int, rng: random.Random):
        from ludoteca.dale.views import determinize

        return determinize(state, seat, rng)

    def state_hash(self, state) -> str:
        from ludoteca.dale.records import state_hash

        return state_hash(state)

    # --- search ---------------------------------------------------------------------------
    def evaluate(self, state) -> list[float]:
        """The fitted evaluation of :mod:`ludoteca.dale.evaluation` (a finished game gives
        1 to the winner, 0 to the others)."""
        from ludoteca.dale.evaluation import rewards

        return rewards(state, state.cfg.n_players)

    # --- optional parts of the interface (core/game.py, "Optional") --------------------------
    #: The terminal front end that draws Dale (``cli`` sits above the games, so a path).
    renderer = "ludoteca.cli.play"

    #: The simulate summary's per-label tables speak of animalfolk decks.
    label_messages = {"column": "render.col.animalfolk", "games_title": "simulate.decks_title",
                      "wins_title": "simulate.folk_title", "holders_title": "simulate.holders_title",
                      "solo_title": "simulate.mono_title"}

    def labels(self, state) -> list[str]:
        """The animalfolk decks in play (``dale.setup``), for per-deck statistics."""
        return list(state.animalfolk)

    def solo_result(self, state) -> int | None:
        """A solo game's result (``dale.remaster.mono.result``): the player's stacks minus
        Mono's (positive: the player won); None for a game of two or more players."""
        if state.cfg.mono is None:
            return None
        from ludoteca.dale.remaster.mono import result

        return result(state)

    def seat_labels(self, state) -> list[list[str]]:
        """Per seat (0-based), the animalfolk decks of which it holds strictly more market
        cards (cards of value 2–5, not the value-1 starting cards) than every other seat when
        the game ends, among its hand, deck, discard pile and stall: the decks it collected
        most (the balance table of ``simulate``, docs/decks.md). A deck nobody leads in is
        nobody's."""
        types = state.cfg.types
        n = state.cfg.n_players
        counts: list[dict[str, int]] = []
        for seat in range(n):
            cards = [c for pile in (state.hands[seat], state.decks[seat], state.discards[seat])
                     for c in pile]
            cards += [c for stack in state.stalls[seat] for c in stack]
            held: dict[str, int] = {}
            for c in cards:
                ident = types[c]
                if not ident.is_junk and ident.value > 1:
                    held[ident.animalfolk] = held.get(ident.animalfolk, 0) + 1
            counts.append(held)
        out: list[list[str]] = [[] for _ in range(n)]
        for folk in state.cfg.animalfolk:
            per_seat = [counts[q].get(folk, 0) for q in range(n)]
            top = max(per_seat)
            if top > 0 and per_seat.count(top) == 1:
                out[per_seat.index(top)].append(folk)
        return out

    def option_choices(self, name: str, options: Mapping[str, Any] | None = None
                       ) -> list[str] | None:
        """The deck keys of the edition of ``options`` (default: the classic) for
        ``animalfolk`` and ``box``, the edition keys for ``edition``; None for other names.

        Raises:
            BadInput: an unknown edition in ``options``.
        """
        from ludoteca.dale import editions

        if name == "edition":
            return list(editions.EDITIONS)
        if name not in ("animalfolk", "box"):
            return None
        return list(rules_of(options or {}).decks)

    def load_position(self, path: str, edition: str | None = None):
        """The state written in the position file ``path`` (``docs/positions.md``), in the
        edition it names (none: ``edition``, else the classic).

        Raises:
            BadInput: a file that cannot be read or does not describe a legal position
                (naming the line and the reason), of an unknown edition or of another edition
                than ``edition``.
        """
        from ludoteca.dale.positions import load_position

        return load_position(path, edition)

    # --- sessions and records (optional hooks of ludoteca.core.game) -----------------------
    def setup_data(self, state, seats, seed: int, options: Mapping[str, Any], *, start=None,
                   max_turns: int | None = None) -> dict[str, Any]:
        """The setup saved in the store: :class:`ludoteca.dale.records.Setup` as a dict plus
        the ``ruleset`` it is played under (the form every saved Dale game has)."""
        from dataclasses import asdict

        from ludoteca.dale.records import RULESET, setup_for

        setup = setup_for(state, seats, seed,
                          decks_from_seed=(options or {}).get("animalfolk") is None,
                          max_turns=max_turns, start=start)
        data = asdict(setup)
        if data["edition"] == "classic":
            del data["edition"]  # saved classic games keep the setup they always had
        data["ruleset"] = RULESET
        return data

    def state_from_setup(self, setup: Mapping[str, Any]):
        """The state before the first action of a saved game.

        Raises:
            BadInput: another ruleset, or a setup that cannot be read.
        """
        return _setup(setup).new_state()

    def record_of(self, setup: Mapping[str, Any], entries, final, date: str | None = None):
        """The record of :func:`ludoteca.dale.records.make_record` (``# turn T, seat S``
        marks name the seat whose turn it is; ``# seat S`` notes a choice made by another)."""
        from ludoteca.dale.records import make_record

        movers = [(e.before.turn, e.before.active, e.seat) for e in entries]
        return make_record(_setup(setup), [e.text for e in entries], final, date=date,
                           movers=movers)

    def replay_record(self, rec, upto: int | None = None, on_step=None, verify: bool = False,
                      edition: str | None = None):
        """:func:`ludoteca.dale.records.replay` (``verify``: :func:`~ludoteca.dale.records.verify`)
        as a :class:`ludoteca.core.session.Replayed` (``edition``: the edition asked for, see
        :func:`~ludoteca.dale.records.read_setup`)."""
        from ludoteca.core.session import Replayed
        from ludoteca.dale import records

        out = (records.verify(rec, edition=edition) if verify
               else records.replay(rec, upto=upto, on_step=on_step, edition=edition))
        return Replayed(game=self, seats=list(out.setup.seats), setup=out.setup,
                        state=out.state, applied=out.applied, movers=list(out.movers),
                        hash_checked=out.hash_checked)

    def undo_refusal(self, before, after, mover: int, seat: int):
        """The undo rule of the table (:func:`ludoteca.dale.records.undo_refusal_reason`)."""
        from ludoteca.dale.records import undo_refusal_reason

        return undo_refusal_reason(before, after, mover, seat)

    def policy(self, name: str):
        """A fresh policy object for the heuristic ``name`` (``"greedy"``: the policy of
        :mod:`ludoteca.dale.strategy`), or None for a name Dale has no policy for. Optional
        hook of :class:`ludoteca.core.game.Game` (the ``greedy`` bot and ISMCTS playouts)."""
        if name != "greedy":
            return None
        from ludoteca.dale.strategy import GreedyPolicy

        return GreedyPolicy()

    def prune(self, view: dict[str, Any], legal: list) -> list:
        """The root candidates of a search (:func:`ludoteca.dale.strategy.prune`). Optional
        hook of :class:`ludoteca.core.game.Game`."""
        from ludoteca.dale.strategy import prune

        return prune(view, legal)

    #: The edition whose integer space and observation this object offers (None: the
    #: classic; :meth:`with_options`).
    edition: str | None = None

    @property
    def action_space(self):
        """Dale's fixed integer action space (:mod:`ludoteca.dale.action_space`; of the
        edition of :meth:`with_options`)."""
        from ludoteca.dale.action_space import space_for

        return space_for(self.edition)

    def observation_size(self, players: int) -> int:
        """The length of :meth:`observation` (the same for 2–4 players and every deck;
        :func:`ludoteca.dale.observation.observation_size`). Optional part of the interface.

        Raises:
            ValueError: ``players`` outside 2–4.
        """
        from ludoteca.dale.observation import observation_size

        return observation_size(players, self.edition)

    def with_options(self, options: Mapping[str, Any] | None) -> "DaleGame":
        """This game for setups with ``options``: for another edition than the classic
        (``{"edition": "remaster"}``) a Dale object whose integer space and observation hold
        that edition's cards too (the classic's ids and sizes never change). Optional part.

        Raises:
            BadInput: an unknown edition.
        """
        from ludoteca.dale import editions

        edition = editions.check_edition((options or {}).get("edition"))
        if edition == editions.DEFAULT:
            return GAME
        game = DaleGame()
        game.edition = edition
        return game

    def observation(self, view: dict[str, Any], prefix=()) -> list[float]:
        """The learning observation of the seat whose view (``self.view(state, seat)``) is
        ``view``, with the atoms ``prefix`` it chose so far of the action it is building
        (:func:`ludoteca.dale.observation.observation`; never reads the state). Optional part
        of the interface."""
        from ludoteca.dale.observation import observation

        return observation(view, prefix)

    #: The editions this game object plays (optional part ``editions``; setup option
    #: ``edition``).
    editions = ("classic", "remaster")

    def explain_move(self, view: dict[str, Any], action: tuple):
        """What ``action`` does, in one clause, for the coach's hints
        (:func:`ludoteca.dale.hints.explain_move`; from the view only). Optional part."""
        from ludoteca.dale.hints import explain_move

        return explain_move(view, action)

    def __repr__(self) -> str:
        return "<DaleGame 'dale'>" if self.edition is None else \
            f"<DaleGame 'dale' {self.edition}>"


def rules_of(options: Mapping[str, Any]):
    """The ruleset of the setup option ``edition`` (default: the classic edition's).

    Raises:
        BadInput: an unknown edition (naming the known ones).
    """
    from ludoteca.dale import editions

    return editions.ruleset(editions.check_edition(options.get("edition")))


def _setup(d: Mapping[str, Any]):
    """A saved setup dict as a :class:`ludoteca.dale.records.Setup`.

    Raises:
        BadInput: it was played under another ruleset, or cannot be read.
    """
    from ludoteca.dale.records import RULESET, Setup

    if d.get("ruleset", RULESET) != RULESET:
        raise bad("session.ruleset_other", ruleset=d.get("ruleset"), ours=RULESET)
    try:
        return Setup(seats=list(d["seats"]), animalfolk=list(d["animalfolk"]),
                     seed=int(d["seed"]), decks_from_seed=bool(d["decks_from_seed"]),
                     max_turns=d.get("max_turns"), start=d.get("start"),
                     box=None if d.get("box") is None else [str(x) for x in d["box"]],
                     edition=str(d.get("edition", "classic")))
    except (KeyError, TypeError, ValueError) as err:
        raise bad("session.setup_unreadable", err=err) from None


#: The registered game object (entry point ``ludoteca.games: dale``).
GAME = DaleGame()
