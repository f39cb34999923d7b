"""``ludoteca check``, ``moves`` and ``show``: ask questions about a Dale position file.

Exit codes of ``check``: 0 and first line ``legal`` for a legal action; 1 and first line
``illegal: RULE_ID (p. PAGE)`` for an action the rules forbid; 2 and ``error: …`` for a file or
an action that cannot be read (with the line and the reason). ``moves`` and ``show`` report a
file they cannot read the same way (``error: …``, exit 2), and ``show`` a ``--seat``
outside 1..players too (tests/dale/test_positions_cli.py holds these commands to it).
"""

from __future__ import annotations

from typing import Any

from ludoteca.cli.terminal import Console

from ludoteca.cli import render, typed
from ludoteca.core.errors import BadInput, IllegalAction
from ludoteca.core.i18n import Message, decision_prompt, t
from ludoteca.dale import notation
from ludoteca.dale.positions import load_position, to_toml
from ludoteca.dale.reading import play
from ludoteca.dale.views import view

EXIT_LEGAL, EXIT_ILLEGAL, EXIT_ERROR = 0, 1, 2


def _error(console: Console, message: str) -> int:
    from ludoteca.core.files import one_line

    console.print(f"error: {one_line(message)}", highlight=False, markup=False, soft_wrap=True)
    return EXIT_ERROR


def load(path: str, game: Any = None, edition: str | None = None):
    """The position in the file ``path``, read by ``game.load_position`` (the optional method
    of :class:`ludoteca.core.game.Game`; None: Dale's :func:`load_position`), with every
    error naming the file: ``line N: reason (in FILE)``. ``edition``: the edition asked for
    (``--edition``; a file that names none is read in it, one that names another refused).

    Raises:
        BadInput: as :func:`load_position`, its message ending with ``(in FILE)``.
    """
    reader = load_position if game is None else game.load_position
    try:
        if edition is not None:
            return reader(str(path), edition)
        return reader(str(path))
    except BadInput as err:
        if str(path) in str(err):
            raise
        raise BadInput(Message("error.in_file", error=err, path=str(path))) from None


def check(path: str, action_text: str, console: Console, game: Any = None,
          edition: str | None = None) -> int:
    """Judge one action in a position (read by ``game`` in ``edition``, see :func:`load`);
    print the verdict; return the exit code."""
    try:
        state = load(path, game, edition)
    except BadInput as err:
        return _error(console, err.render(None))
    try:  # the reader's words for the notation's, as the table reads them (cli.typed)
        action = notation.parse(typed.to_notation(action_text), state.cfg.rules)
    except BadInput as err:
        return _error(console, t("error.action", action=repr(action_text),
                                 error=typed.parser_message(err, action_text)))
    mover = state.current_player()
    try:
        # a short form: the one listed action it means; a whole purchase or Inventory where that
        # kind is listed card by card: its sequence of listed steps
        steps = play(state, action)
    except IllegalAction as err:
        console.print(f"illegal: {err.rule_id} (p. {err.page})", highlight=False, markup=False)
        console.print(err.render(None), highlight=False, markup=False)
        return EXIT_ILLEGAL
    except BadInput as err:
        return _error(console, t("error.action", action=repr(action_text), error=err))
    except Exception as err:  # noqa: BLE001 - a hand-written pending effect that cannot go on
        if not state.frames:
            raise
        return _error(console, t("error.pending_effect", path=path, action=repr(action_text),
                                 error=type(err).__name__))
    console.print("legal", highlight=False)
    if steps != [action]:
        console.print(t("check.read_as", action="; ".join(notation.to_text(a) for a in steps)),
                      highlight=False, markup=False)
    if state.is_terminal():
        console.print(t("check.wins", seat=state.winner + 1), highlight=False)
        return EXIT_LEGAL
    dec = state.decision()
    if dec.player == mover:
        console.print(t("check.next", seat=dec.player + 1, prompt=decision_prompt(dec)),
                      highlight=False, markup=False)
        for a in state.legal_actions():
            console.print(notation.to_text(a), highlight=False, markup=False)
        return EXIT_LEGAL
    if state.frames:
        console.print(t("check.next", seat=dec.player + 1, prompt=decision_prompt(dec)),
                      highlight=False, markup=False)
        return EXIT_LEGAL
    console.print(t("check.turn_ends", seat=state.active + 1), highlight=False)
    # As the seat that acted knows it: the other hands and every deck as counts (the file may
    # have given them as counts, filled at random: printing those cards would invent them).
    console.print(to_toml(state, mover), highlight=False, markup=False, end="")
    return EXIT_LEGAL


def moves(path: str, console: Console, game: Any = None, edition: str | None = None) -> int:
    """Print every legal action of a position (read by ``game`` in ``edition``, see
    :func:`load`), one per line, in canonical notation."""
    try:
        state = load(path, game, edition)
    except BadInput as err:
        return _error(console, err.render(None))
    for a in state.legal_actions():
        console.print(notation.to_text(a), highlight=False, markup=False)
    return EXIT_LEGAL


def show(path: str, seat: int | None, console: Console, game: Any = None,
         edition: str | None = None) -> int:
    """Draw a position (read by ``game`` in ``edition``, see :func:`load`) as the terminal
    game draws it, seen by ``seat`` (1-based; default: the seat that decides now; a seat
    outside 1..players is an error, exit 2)."""
    try:
        state = load(path, game, edition)
    except BadInput as err:
        return _error(console, err.render(None))
    n = state.n_players
    if seat is not None and not 1 <= seat <= n:
        return _error(console, t("show.bad_seat", seat=seat, count=n))
    who = state.current_player() if seat is None else seat - 1
    if who < 0:  # nobody decides (the game is over): the active seat's view
        who = state.active
    v = view(state, who)
    console.print(render.table_view(v))
    if v["legal_actions"]:
        console.print(render.choices_table(v["legal_actions"], notation.to_text, console.width))
    return EXIT_LEGAL
