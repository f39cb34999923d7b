"""The Pax Hispanica table companion as a :class:`ludoteca.core.game.Game`.

The registry (``ludoteca.games`` entry point ``pax``) loads :data:`GAME`. Pax is a table
companion, not a full game: the physical game is played at the table, and the companion keeps
its *scenario* (a TOML file, ``docs/pax-scenarios.md``) and judges the actions written in the
notation of :mod:`ludoteca.pax.notation`. So ``GameInfo.bots`` is false (``simulate`` and the
bots refuse it) and the parts of the interface that presume a complete game say what they
mean here:

* a *state* is a :class:`ludoteca.pax.scenario.Scenario`; ``new_state`` reads one from the
  file named by the option ``scenario``;
* an *action* is its canonical text in the notation (``"phase auction"``, ``"end turn"``):
  words separated by single spaces, exactly what :func:`ludoteca.pax.notation.perform` reads;
* ``legal_actions`` lists the commands legal now that take no value chosen at the table
  (see :meth:`PaxGame.legal_actions`); ``apply`` also accepts the others (bids, auctions,
  battles, loading), which ``parse_action`` checks the same way;
* the companion knows everything it is told (``hidden_information`` false): every seat's
  view is the whole scenario and ``determinize`` is a copy;
* there is no final scoring in the companion: ``outcome`` is None and ``evaluate`` refuses
  (``pax.game.no_evaluate``).

Rule ids enforced are those of :mod:`ludoteca.pax.engine` (``pax.year.cycle``,
``pax.goods.steps``, ``pax.labor.*``, ``pax.hand.*``, …); this module only forwards.
"""

from __future__ import annotations

import random
from typing import Any, Mapping

from ludoteca.core.errors import BadInput, IllegalAction
from ludoteca.core.game import GameInfo, Outcome

INFO = GameInfo(
    name="pax",
    title="Pax Hispanica",
    min_players=1,  # pax.setup: 1 to 5 players
    max_players=5,
    bots=False,
    hidden_information=False,
    options={"scenario": "the scenario file (TOML, docs/pax-scenarios.md) the table plays"},
)


def _bad(key: str, **values: Any) -> BadInput:
    from ludoteca.pax.text import bad

    return bad(key, **values)


def canonical(text: str) -> str:
    """``text`` with its words separated by single spaces (the form actions are kept in)."""
    return " ".join(str(text).split())


class PaxGame:
    """The Pax Hispanica companion behind the :class:`~ludoteca.core.game.Game` protocol."""

    info = INFO

    # --- setup ----------------------------------------------------------------------------
    def new_state(self, players: int, seed: int, options: Mapping[str, Any] | None = None):
        """The scenario in the file ``options["scenario"]``.

        ``seed`` is not used: a scenario carries its own seeded generator (its ``seed`` key),
        which the companion keeps, so the file alone decides what follows.

        Raises:
            BadInput: no ``scenario`` option or an unknown option (``pax.game.*``), a file
                that cannot be read (naming the line), or ``players`` different from the
                scenario's players (``pax.game.players``).
        """
        from ludoteca.pax.scenario import load_file

        opts = dict(options or {})
        unknown = sorted(set(opts) - set(INFO.options))
        if unknown:
            raise _bad("pax.game.unknown_option", names=", ".join(unknown),
                       known=", ".join(INFO.options))
        if not opts.get("scenario"):
            raise _bad("pax.game.needs_scenario")
        scenario = load_file(str(opts["scenario"]))
        if players != len(scenario.players):
            raise _bad("pax.game.players", count=players, file=str(opts["scenario"]),
                       players=len(scenario.players))
        return scenario

    # --- the rules ------------------------------------------------------------------------
    def current_player(self, state) -> int:
        """The seat (index in the scenario's player list) whose play turn it is; outside a
        play turn, the first player of the year's order (the table acts in player order)."""
        names = [p.name for p in state.players]
        who = state.turn or (state.order[0] if state.order else "")
        return names.index(who) if who in names else 0

    def is_terminal(self, state) -> bool:
        """Always False: the companion follows the table year after year; the end of the
        game is scored at the table."""
        return False

    def turn(self, state) -> int:
        """The year number (a Pax round is a year of four phases, ``pax.year.cycle``)."""
        return state.year

    def outcome(self, state) -> Outcome | None:
        """None: the companion does not score the end of the game."""
        return None

    def legal_actions(self, state) -> list[str]:
        """The commands legal now that take no value chosen at the table, in this order:
        the next phase (``phase …``), the next Goods Year step (``step …``), every labor
        choice (``hire``/``kidnap``, ``pax.labor.*``), ``end turn``, every ``sell`` and
        ``discard`` of a card in hand (``pax.hand.*``), and ``unload GALLEON treasure``.

        Bids, auctions, battles, loading and unloading of people take amounts, sides or
        targets the players choose; ``apply`` and ``parse_action`` accept them, but they are
        not listed (they are not a finite list for the companion)."""
        from ludoteca.pax import engine as E
        from ludoteca.pax.scenario import GOODS_STEPS

        out: list[str] = []

        def ok(check, *args) -> bool:
            try:
                check(state, *args)
            except (IllegalAction, BadInput):
                return False
            return True

        if ok(E.check_advance):
            out.append(f"phase {E.next_phase(state)}")
        if state.phase == "goods" and state.step in GOODS_STEPS and ok(E.check_step, state.step):
            out.append(f"step {state.step}")
        out.extend(canonical(c.text()) for c in E.labor_choices(state))
        if ok(E.check_end_turn):
            out.append("end turn")
        for p in state.players:
            for card in dict.fromkeys(p.hand):
                if ok(E.check_sell, p.name, card):
                    out.append(canonical(f"sell {p.name} {card}"))
                if ok(E.check_discard, p.name, card):
                    out.append(canonical(f"discard {p.name} {card}"))
        for g in state.galleons:
            if ok(E.check_unload, g.id):
                out.append(f"unload {g.id} treasure")
        return out

    def apply(self, state, action: str) -> None:
        """Carry out one action of the notation (:func:`ludoteca.pax.notation.perform`).

        Raises:
            BadInput: not an action, or it names something the scenario lacks.
            IllegalAction: the rules forbid it (the rule id says which). In both cases the
                state is exactly as it was (the action is tried on a copy first).
        """
        trial = self._perform(state, action)
        state.__dict__.update(trial.__dict__)

    def _perform(self, state, action: str):
        from ludoteca.pax.notation import perform

        if not isinstance(action, str):
            raise _bad("pax.game.not_text", action=repr(action))
        trial = state.clone()
        perform(trial, canonical(action))
        return trial

    def clone(self, state):
        return state.clone()

    # --- text -----------------------------------------------------------------------------
    def parse_action(self, state, text: str) -> str:
        """The canonical text of ``text`` once the companion has checked it on a copy of the
        scenario (the state does not change).

        Raises:
            BadInput: not an action of the notation.
            IllegalAction: an action the rules forbid now.
        """
        self._perform(state, text)
        return canonical(text)

    def format_action(self, state, action: str) -> str:
        return canonical(action)

    # --- information ----------------------------------------------------------------------
    def view(self, state, seat: int) -> dict[str, Any]:
        """The whole scenario as data (:func:`ludoteca.pax.scenario.to_dict`): the companion
        holds only what the table told it, which every player sees."""
        from ludoteca.pax.scenario import to_dict

        return to_dict(state)

    def determinize(self, state, seat: int, rng: random.Random):
        """A copy: nothing is hidden from the companion."""
        return state.clone()

    def state_hash(self, state) -> str:
        """``sha256:`` and the digest of the scenario's data (its TOML content, as JSON with
        sorted keys)."""
        import hashlib
        import json

        from ludoteca.pax.scenario import to_dict

        text = json.dumps(to_dict(state), sort_keys=True, ensure_ascii=True)
        return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()

    # --- search ---------------------------------------------------------------------------
    def evaluate(self, state) -> list[float]:
        """Refused: the companion does not score games, so there is nothing to search for.

        Raises:
            BadInput: ``pax.game.no_evaluate``.
        """
        raise _bad("pax.game.no_evaluate")

    def __repr__(self) -> str:
        return "<PaxGame 'pax'>"


#: The registered game object (entry point ``ludoteca.games: pax``).
GAME = PaxGame()
