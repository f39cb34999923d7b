"""The language of the ``ludoteca`` command: ``--lang`` on every command, translated help.

Typer builds the help of a command from strings given at import time, in English. Before
running, :func:`localized_command` builds the Click command tree of the app once, gives every
command (including subcommands added later, such as ``pax …``) a ``--lang`` option, and
replaces each help text by its translation (catalogue context ``help``, the English text as
``msgid``). The language itself is chosen before Click parses anything, by :func:`peek_lang`
(``--lang`` anywhere on the command line, else ``LUDOTECA_LANG``, else the locale), so that help
screens and errors of option parsing are already in that language.

It also tidies the help screens: a flag (``--help``, ``--verify``) gets an empty type column
instead of Typer's ``<bool>`` (it takes no value), and the ``{bots}`` placeholder of a help text
is filled with the names of the registered bots (:func:`ludoteca.bots.bot_names`), so that the
translated text need not change when a bot is added.
"""

from __future__ import annotations

from typing import Any, Iterator

from ludoteca.core import i18n

LANG_OPTION = "--lang"

# Texts of Typer's help screens (module constants of typer.rich_utils) -> message keys.
_FRAME_TEXTS = {
    "OPTIONS_PANEL_TITLE": ("Options", "clihelp.options"),
    "ARGUMENTS_PANEL_TITLE": ("Arguments", "clihelp.arguments"),
    "COMMANDS_PANEL_TITLE": ("Commands", "clihelp.commands"),
    "DEFAULT_STRING": ("[default: {}]", "clihelp.default"),
    "REQUIRED_LONG_STRING": ("[required]", "clihelp.required"),
}


def peek_lang(args: list[str]) -> str | None:
    """The value of ``--lang`` in ``args`` (``--lang fr`` or ``--lang=fr``), else None."""
    for i, arg in enumerate(args):
        if arg == "--":
            break
        if arg == LANG_OPTION and i + 1 < len(args):
            return args[i + 1]
        if arg.startswith(LANG_OPTION + "="):
            return arg.split("=", 1)[1]
    return None


def check_lang(value: str | None) -> str | None:
    """Callback of the ``--lang`` option: refuse an unknown language (BadInput, exit 2)."""
    if value is not None:
        i18n.resolve_lang(value)
    return value


# Placeholders of help texts, filled after translation (see fill_help).
BOTS_PLACEHOLDER = "{bots}"


def _walk(cmd: Any, parent: Any = None, name: str = "ludoteca") -> Iterator[Any]:
    ctx = _context(cmd, parent, name)
    _help_option(cmd, ctx)
    yield cmd
    for sub_name, sub in (getattr(cmd, "commands", None) or {}).items():
        yield from _walk(sub, ctx, sub_name)


def _context(cmd: Any, parent: Any, name: str) -> Any:
    """A Click context for ``cmd`` as a run would make it (its settings, its parent's)."""
    try:
        return cmd.context_class(cmd, parent=parent, info_name=name,
                                 **dict(getattr(cmd, "context_settings", None) or {}))
    except Exception:  # pragma: no cover - an unusual command class
        return None


def _help_option(cmd: Any, ctx: Any) -> Any | None:
    """The ``--help`` option of ``cmd``. Click creates it on first use and keeps it; creating
    it here lets its help be translated and its type column be tidied like the others."""
    getter = getattr(cmd, "get_help_option", None)
    if getter is None or ctx is None:
        return None
    try:
        return getter(ctx)
    except Exception:  # pragma: no cover - an unusual command class
        return None


def _params(cmd: Any) -> list[Any]:
    """The parameters of ``cmd`` as its help screen lists them (with ``--help``)."""
    params = list(cmd.params)
    help_param = getattr(cmd, "_help_option", None)
    if help_param is not None and help_param not in params:
        params.append(help_param)
    return params


def _help_fields(cmd: Any) -> Iterator[tuple[object, str]]:
    for attr in ("help", "short_help"):
        yield cmd, attr
    for param in _params(cmd):
        yield param, "help"


def _untyped_flags(cmd: Any) -> None:
    """An empty type column for flags: Typer shows ``<bool>`` as if they took a value."""
    for param in _params(cmd):
        if getattr(param, "is_flag", False) and getattr(param, "metavar", "") is None:
            param.metavar = ""


#: Help-text placeholders filled with registered game names (:mod:`ludoteca.core.game`):
#: every game, those bots can play, those the terminal table draws (``renderer``), those that
#: read position files (``load_position``).
GAME_PLACEHOLDERS = {
    "{games}": lambda g: True,
    "{bot_games}": lambda g: g.info.bots,
    "{table_games}": lambda g: getattr(g, "renderer", None) is not None,
    "{position_games}": lambda g: getattr(g, "load_position", None) is not None,
}


def fill_help(text: str) -> str:
    """``text`` with its placeholders filled (``{bots}``: the registered bots' names;
    ``{games}``, ``{bot_games}``, ``{table_games}``, ``{position_games}``: registered games'
    names, see
    :data:`GAME_PLACEHOLDERS`)."""
    if BOTS_PLACEHOLDER in text:
        from ludoteca.bots import bot_names

        text = text.replace(BOTS_PLACEHOLDER, ", ".join(bot_names()))
    for placeholder, keep in GAME_PLACEHOLDERS.items():
        if placeholder in text:
            from ludoteca.core.game import games

            names = [name for name, game in games().items() if keep(game)]
            text = text.replace(placeholder, ", ".join(names))
    return text


def _lang_param(cmd: Any) -> Any | None:
    for param in cmd.params:
        if LANG_OPTION in (getattr(param, "opts", None) or ()):
            return param
    return None


def english_help_texts(app: Any) -> list[str]:
    """Every help text of the command tree of the Typer ``app`` (``ludoteca.cli.main.app``),
    in English (for the catalogues; the caller passes the app, so this module does not
    import the command it serves)."""
    import typer

    seen: list[str] = []
    for cmd in _walk(typer.main.get_command(app)):
        for obj, attr in _help_fields(cmd):
            text = getattr(obj, attr, None)
            if text and text not in seen and LANG_OPTION not in (getattr(obj, "opts", None) or ()):
                seen.append(text)
    return seen


def localized_command(app: Any, lang: str, fill: bool = True) -> Any:
    """The Click command of the Typer ``app`` with its help texts in ``lang`` and the root's
    ``--lang`` option on every command.

    ``fill=False`` leaves placeholders such as ``{bots}`` unfilled: for a run that shows no
    help screen (it spares loading every bot just to list their names)."""
    import typer

    root = typer.main.get_command(app)
    lang_param = _lang_param(root)
    for cmd in _walk(root):
        for obj, attr in _help_fields(cmd):
            text = getattr(obj, attr, None)
            if text and obj is not lang_param:
                text = i18n.help_text(text, lang)
                setattr(obj, attr, fill_help(text) if fill else text)
        if lang_param is not None and _lang_param(cmd) is None:
            # Before the --help option, as Click lists them (its own options, then --help).
            cmd.params.append(lang_param)
        _untyped_flags(cmd)
    if lang_param is not None:
        lang_param.help = i18n.t("cli.lang_help", lang)
    _localize_frames(lang)
    return root


def _localize_frames(lang: str) -> None:
    """Titles of the panels of Typer's help screens in ``lang``."""
    try:
        from typer import rich_utils
    except ImportError:  # pragma: no cover
        return
    for attr, (english, key) in _FRAME_TEXTS.items():
        if hasattr(rich_utils, attr):
            setattr(rich_utils, attr, i18n.t(key, lang) if lang != i18n.SOURCE else english)


# [--lang or $LUDOTECA_LANG given, --lang given] for this run (set by cli.main.main).
_CHOSEN: list[bool] = [False, False]


def set_chosen(chosen: bool, option: bool = False) -> None:
    """Record whether the user chose the language of this run (``--lang`` or
    ``$LUDOTECA_LANG``) rather than the locale deciding it, and whether ``--lang`` itself was
    given (``option``)."""
    _CHOSEN[0], _CHOSEN[1] = chosen, option


def lang_option_given() -> bool:
    """True when this run's command line has ``--lang``."""
    return _CHOSEN[1]


def resume_language(setup: dict[str, Any] | None) -> None:
    """A resumed game speaks the language it was started in (``lang`` of its saved setup),
    unless the user chose one for this run (``--lang``, ``$LUDOTECA_LANG``)."""
    lang = (setup or {}).get("lang")
    if _CHOSEN[0] or not lang or i18n.normalise_lang(str(lang)) is None:
        return
    i18n.set_language(i18n.normalise_lang(str(lang)))
