"""The language of the ``ludoteca`` command: ``--lang`` on every command, translated help.

Typer builds the help of a command from strings given at import time, in English. Before
running, :func:`localized_command` builds the Click command tree of the app once, gives every
command (including subcommands added later, such as ``pax …``) a ``--lang`` option, and
replaces each help text by its translation (catalogue context ``help``, the English text as
``msgid``). The language itself is chosen before Click parses anything, by :func:`peek_lang`
(``--lang`` anywhere on the command line, else ``LUDOTECA_LANG``, else the locale), so that help
screens and errors of option parsing are already in that language.
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


def _walk(cmd: Any) -> Iterator[Any]:
    yield cmd
    for sub in (getattr(cmd, "commands", None) or {}).values():
        yield from _walk(sub)


def _help_fields(cmd: Any) -> Iterator[tuple[object, str]]:
    for attr in ("help", "short_help"):
        yield cmd, attr
    for param in cmd.params:
        yield param, "help"


def _lang_param(cmd: Any) -> Any | None:
    for param in cmd.params:
        if LANG_OPTION in (getattr(param, "opts", None) or ()):
            return param
    return None


def english_help_texts() -> list[str]:
    """Every help text of the ``ludoteca`` command tree, in English (for the catalogues)."""
    import typer

    from ludoteca.cli.main import app

    seen: list[str] = []
    for cmd in _walk(typer.main.get_command(app)):
        for obj, attr in _help_fields(cmd):
            text = getattr(obj, attr, None)
            if text and text not in seen and LANG_OPTION not in (getattr(obj, "opts", None) or ()):
                seen.append(text)
    return seen


def localized_command(app: Any, lang: str) -> Any:
    """The Click command of the Typer ``app`` with its help texts in ``lang`` and the root's
    ``--lang`` option on every command."""
    import typer

    root = typer.main.get_command(app)
    lang_param = _lang_param(root)
    for cmd in _walk(root):
        for obj, attr in _help_fields(cmd):
            text = getattr(obj, attr, None)
            if text and obj is not lang_param:
                setattr(obj, attr, i18n.help_text(text, lang))
        if lang_param is not None and _lang_param(cmd) is None:
            cmd.params.append(lang_param)
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
