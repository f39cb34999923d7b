"""The registry of player-facing messages (message ids), and core's own.

Each entry is ``key -> English template`` with named placeholders, or ``key -> (singular,
plural)`` for a text with plural forms (its number is the ``count`` value). Code shows a
message with :func:`ludoteca.core.i18n.t` (``t("play.saved", path=p)``); the translations are
in ``ludoteca/locale/<lang>/LC_MESSAGES/ludoteca.po`` under the same key (``msgctxt``).

``core`` holds only its own messages: each package registers its texts at import with
:func:`register_messages` — the terminal in ``ludoteca.cli.messages``, the bots in
``ludoteca.bots.messages``, Dale in ``ludoteca.dale.catalogue``, Pax Hispanica in
``ludoteca.pax.catalogue`` (see :mod:`ludoteca.core.sources`). Rule texts, refusal reasons,
card summaries, step prompts and command help have their own sources (see
:mod:`ludoteca.core.i18n`). After adding or changing an entry run ``python -m
ludoteca.core.i18n_tools update`` and translate the new entries (docs/translating.md).
"""

from __future__ import annotations

from typing import Mapping

from ludoteca.core.sources import Registry

#: Every registered message: key -> English, or (singular, plural).
MESSAGES: Registry[str | tuple[str, str]] = Registry("message")


def register_messages(messages: Mapping[str, str | tuple[str, str]], *, source: str) -> None:
    """Add a package's messages (called by the package at import).

    Raises:
        ValueError: a key another source registered with a different text.
    """
    MESSAGES.register(messages, source)


#: core's own messages (the game registry, :mod:`ludoteca.core.game`).
CORE_MESSAGES: dict[str, str | tuple[str, str]] = {
    "game.unknown": "there is no game called {name!r}; the games are: {known}",
    # sessions (core/session.py)
    "undo.not_supported": "this game has no undo",
    "session.not_deciding": "seat {seat} is not deciding now: seat {deciding} is",
}

register_messages(CORE_MESSAGES, source="core")
