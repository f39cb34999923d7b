"""Reading the command-line options shared by ``play`` and ``simulate``.

Every function raises :class:`BadInput` with one clear sentence; the entry point turns that
into one line on stderr and exit code 2.
"""

from __future__ import annotations

import os
from pathlib import Path

from typing import TYPE_CHECKING

from ludoteca.bots import bot_names, make_bot
from ludoteca.core.errors import BadInput
from ludoteca.core.i18n import Message, t

if TYPE_CHECKING:
    from ludoteca.core.game import Game

HUMAN = "human"


def game_names(bots: bool = False) -> list[str]:
    """The registered games' names, sorted (``bots``: only those bots can play)."""
    from ludoteca.core.game import games

    return [name for name, g in games().items() if g.info.bots or not bots]


def game_title(game: "Game") -> str:
    """The game's title in the reader's language (message ``game.<name>`` when the catalogue
    has one, else the English ``GameInfo.title``)."""
    from ludoteca.core.messages import MESSAGES

    key = f"game.{game.info.name}"
    return t(key) if key in MESSAGES else game.info.title


def check_game(game: str, bots: bool = False) -> "Game":
    """The registered game named ``game`` (:func:`ludoteca.core.game.get_game`).

    Raises:
        BadInput: no such game (``options.unknown_game``, listing the registered games), or
            ``bots`` asked and the game cannot be played by bots (``options.no_bots``).
    """
    from ludoteca.core.game import get_game

    try:
        found = get_game(game)
    except BadInput:
        raise BadInput(t("options.unknown_game", game=game,
                         games=", ".join(game_names()))) from None
    if bots and not found.info.bots:
        raise BadInput(t("options.no_bots", game=found.info.name,
                         games=", ".join(game_names(bots=True))))
    return found


def require(game: "Game", attribute: str, command: str) -> None:
    """Refuse a command the game does not offer: ``attribute`` is the optional part of the
    :class:`~ludoteca.core.game.Game` interface it needs (``load_position``, ``renderer``).

    Raises:
        BadInput: ``options.not_offered`` naming the game and the command.
    """
    if getattr(game, attribute, None) is None:
        raise BadInput(t("options.not_offered", game=game.info.name, command=command))


def parse_seed(text: str | None) -> int:
    """An integer seed, or a fresh random one when ``text`` is None: 63 random bits, so that
    nobody can find it by trying every seed against the cards they see (a seed rebuilds the
    whole game: docs/security.md)."""
    if text is None:
        from ludoteca.core.session import fresh_seed

        return fresh_seed()
    try:
        seed = int(text.strip())
    except ValueError:
        raise BadInput(t("options.bad_seed", text=text)) from None
    if not MIN_INT <= seed <= MAX_INT:  # the game store keeps seeds as SQLite integers
        raise BadInput(t("options.seed_range", min=MIN_INT, max=MAX_INT, text=_short(text)))
    return seed


#: The range of every whole number the command line takes (SQLite's 64-bit integers).
MIN_INT, MAX_INT = -(2**63), 2**63 - 1


def _short(text: str) -> str:
    text = text.strip()
    return text if len(text) <= 30 else text[:29] + "…"


def check_number(value: int | None, option: str, minimum: int = 1,
                 maximum: int = MAX_INT) -> int | None:
    """``value`` when it is None or within ``minimum``..``maximum``.

    Raises:
        BadInput: naming ``option`` and the range (one line, exit 2): a number of 2**63 or
            more can never be a game id, a count or a seed.
    """
    if value is not None and not minimum <= value <= maximum:
        raise BadInput(t("options.number_range", option=option, min=minimum, max=maximum,
                         value=_short(str(value))))
    return value


def parse_seats(text: str, allow_human: bool = True) -> list[str]:
    """``"human,greedy"`` → ``["human", "greedy"]``, each name checked."""
    names = [part.strip().lower() for part in text.split(",")]
    if not names or any(not n for n in names):
        raise BadInput(t("options.bad_seat_list", text=text))
    for name in names:
        if name == HUMAN:
            if not allow_human:
                raise BadInput(t("options.bots_only"))
            continue
        try:
            make_bot(name)
        except BadInput as err:
            if name.split(":", 1)[0] in bot_names():
                raise  # a known bot with a bad option: the bot's own message says which
            known = ([HUMAN] if allow_human else []) + bot_names()
            raise BadInput(t("options.unknown_seat", name=name, text=text,
                             known=", ".join(known))) from err
    return names


def check_players(n: int, game: "Game", options: dict | None = None) -> int:
    """``n`` when ``game`` is played by that many players (``GameInfo`` range, or the range
    of the setup ``options`` when the game offers ``player_range``, e.g. Dale's edition).

    Raises:
        BadInput: ``options.players`` naming the game and its range.
    """
    info = game.info
    low, high = info.min_players, info.max_players
    ranged = getattr(game, "player_range", None)
    if options and ranged is not None:
        low, high = ranged(options)
    if not low <= n <= high:
        raise BadInput(t("options.players", game=game_title(game), min=low, max=high, count=n))
    return n


def resolve_seats(players: int | None, seats: str | None, game: "Game",
                  default_rest: str = "greedy", default_first: str = HUMAN,
                  allow_human: bool = True, options: dict | None = None) -> list[str]:
    """The seat list from ``--players`` and ``--seats`` for ``game`` (``options``: the setup
    options chosen, whose player range applies: :func:`check_players`).

    With only ``--seats``, its length sets the players; with only ``--players``, seat 1 is
    ``default_first`` and the others ``default_rest``; with both, they must agree.
    """
    if players is not None:
        check_players(players, game, options)
    if seats is None:
        n = players if players is not None else 2
        return [default_first] + [default_rest] * (n - 1)
    names = parse_seats(seats, allow_human=allow_human)
    if players is not None and len(names) != players:
        raise BadInput(t("options.players_mismatch", players=players, count=len(names),
                         seats=seats))
    check_players(len(names), game, options)
    return names


#: The setup option ``--edition`` sets (Dale's edition: classic or remaster).
EDITION_OPTION = "edition"


def parse_edition(text: str | None, game: "Game") -> str | None:
    """``--edition``: the edition key (trimmed, lower case), or None when not given (the
    game's default edition). The game must take the :data:`EDITION_OPTION` setup option; the
    known editions come from its ``option_choices``.

    Raises:
        BadInput: the game has no editions, or an unknown edition (naming the known ones).
    """
    if text is None:
        return None
    if EDITION_OPTION not in game.info.options:
        raise BadInput(t("options.not_offered", game=game.info.name, command="--edition"))
    choices = getattr(game, "option_choices", None)
    known = list(choices(EDITION_OPTION) or ()) if choices is not None else []
    key = text.strip().lower()
    if known and key not in known:
        raise BadInput(t("setup.unknown_edition", edition=repr(_short(text)),
                         known=", ".join(known)))
    return key


def check_edition_name(text: str | None) -> str | None:
    """``--edition`` of a command that reads a file of any game (``replay``): the edition key
    when some registered game has it, None when not given.

    Raises:
        BadInput: an edition no registered game has (naming the known ones).
    """
    if text is None:
        return None
    from ludoteca.core.game import games

    known: list[str] = []
    for g in games().values():
        if EDITION_OPTION in g.info.options:
            known += [e for e in _choices(g, EDITION_OPTION, None) if e not in known]
    key = text.strip().lower()
    if key not in known:
        raise BadInput(t("setup.unknown_edition", edition=repr(_short(text)),
                         known=", ".join(known)))
    return key


def setup_options(edition: str | None) -> dict:
    """The setup options ``--edition`` gives (none when it was not given)."""
    return {} if edition is None else {EDITION_OPTION: edition}


def check_setup(game: "Game", players: int, options: dict) -> None:
    """Refuse, before anything is written, a setup the game refuses (its optional
    ``check_setup``: the edition's player count, decks not of the edition …).

    Raises:
        BadInput: the game's one line.
    """
    checker = getattr(game, "check_setup", None)
    if checker is not None:
        checker(players, options)


#: The setup option ``--decks`` sets (Dale's animalfolk decks in play).
DECKS_OPTION = "animalfolk"


#: The setup option ``--box`` sets (Dale's animalfolk decks the seed chooses from).
BOX_OPTION = "box"


def parse_decks(text: str | None, game: "Game", options: dict | None = None
                ) -> list[str] | None:
    """``"macaws,pandas,squirrels"`` → a list of deck keys; None means "choose from the seed".

    The game must take the :data:`DECKS_OPTION` setup option (``GameInfo.options``); the known
    keys come from its optional ``option_choices(name)``.

    ``options``: the setup options chosen so far (``--edition``), whose decks are known.

    Raises:
        BadInput: the game takes no decks, an empty, unknown or repeated deck key.
    """
    return _parse_keys(text, game, DECKS_OPTION, "--decks", options)


def parse_box(text: str | None, game: "Game", options: dict | None = None) -> list[str] | None:
    """``--box``: ``"all"`` → every deck the game knows; ``"macaws,…"`` → those deck keys;
    None → the game's default box (Dale: Dale 1's six decks plus any named deck).

    Raises:
        BadInput: the game takes no box, an empty, unknown or repeated deck key.
    """
    if text is not None and text.strip().lower() == "all":
        if BOX_OPTION not in game.info.options:
            raise BadInput(t("options.not_offered", game=game.info.name, command="--box"))
        if getattr(game, "option_choices", None) is None:
            return None
        return list(_choices(game, BOX_OPTION, options))
    return _parse_keys(text, game, BOX_OPTION, "--box", options)


def _choices(game: "Game", option: str, options: dict | None) -> tuple[str, ...]:
    """The values of ``option`` the game knows given the other ``options`` (none: empty)."""
    choices = getattr(game, "option_choices", None)
    if choices is None:
        return ()
    return tuple((choices(option, options) if options else choices(option)) or ())


def _parse_keys(text: str | None, game: "Game", option: str, flag: str,
                options: dict | None = None) -> list[str] | None:
    if text is None:
        return None
    if option not in game.info.options:
        raise BadInput(t("options.not_offered", game=game.info.name, command=flag))
    ANIMALFOLK = _choices(game, option, options)
    keys = [part.strip().lower() for part in text.split(",")]
    if any(not k for k in keys):
        raise BadInput(t("options.bad_deck_list", text=text))
    for key in keys:
        if ANIMALFOLK and key not in ANIMALFOLK:
            edition = (options or {}).get(EDITION_OPTION)
            if edition not in (None, "classic"):  # name the edition whose decks these are
                raise BadInput(t("setup.deck_not_in_edition", deck=repr(key), edition=edition,
                                 known=", ".join(ANIMALFOLK)))
            raise BadInput(t("options.unknown_deck", deck=key, decks=", ".join(ANIMALFOLK)))
    for i, key in enumerate(keys):
        if key in keys[:i]:
            raise BadInput(t("options.deck_twice", deck=key))
    return keys


def check_deck_count(players: int, decks: list[str] | None) -> None:
    """``players`` + 1 decks, as Dale's setup requires (``dale.setup``; refused here, before
    the game starts, in the reader's language; the engine keeps its English message). One
    seat is left to the game's own check (``Game.check_setup``, called next): in an edition
    that seats a solo opponent (the remaster's Mono, ``dale.remaster.mono.setup``) it counts
    as a player, which this game-agnostic module cannot know."""
    if decks is not None and players > 1 and len(decks) != players + 1:
        raise BadInput(t("options.deck_count", players=players, need=players + 1,
                         count=len(decks)))


def check_output_file(path: Path | str | None, option: str) -> None:
    """Refuse, before any work starts, an output file that could not be written: ``path``
    is a directory, its directory does not exist, or we may not write there. ``option``
    (``--record``) names the option in the message. None (no file asked for) passes."""
    if path is None:
        return
    file = Path(path)
    if file.is_dir():
        raise BadInput(t("cli.output_is_dir", option=option, path=file))
    folder = file.parent
    if not folder.is_dir():
        raise BadInput(t("cli.output_no_dir", option=option, path=file, dir=folder))
    # Records are written to a temporary file next to the target, then renamed into place
    # (through a symbolic link; a FIFO or a device is refused: ludoteca.core.files).
    if not os.access(folder, os.W_OK | os.X_OK) or (file.exists()
                                                     and not os.access(file, os.W_OK)):
        raise BadInput(t("cli.output_denied", option=option, path=file))
    from ludoteca.core.files import FileProblem, check_writable

    try:
        check_writable(file)
    except FileProblem as err:
        raise BadInput(Message("error.option", option=option, error=err)) from None
