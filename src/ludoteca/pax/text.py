"""Player-facing text of the Pax companion: message ids with named values, rendered late.

The engine never builds a sentence for a player. It returns :class:`Msg` objects (a message
key of :data:`ludoteca.pax.catalogue.MESSAGES` and its values) and raises ``IllegalAction``
with a reason key; values that are words rather than names (a phase, a Goods Year step, a
Legality, a side, "the Fund") are :class:`Term` objects. Both are ``str`` subclasses whose
text is the English rendering, so Python callers and logs keep reading English, while the
companion renders them in the reader's language with :func:`render`.

These are the message types of :mod:`ludoteca.core.i18n` (``Msg`` is
:class:`~ludoteca.core.i18n.Message`); filling a template there also applies the elision of
the language where a placeholder follows a short word that elides before a vowel
(:func:`ludoteca.core.i18n.elide`: Catalan ``de {name}`` gives "d'Alice" but "de Bruno",
``el {phase}`` gives "l'Any de Joc (D3)").
"""

from __future__ import annotations

from typing import Any, Mapping

from ludoteca.core.errors import IllegalAction
from ludoteca.core.i18n import Message as Msg
from ludoteca.core.i18n import Term, bad, elide, fill, text

__all__ = ["Msg", "Term", "bad", "elide", "fill", "render", "render_key", "refusal",
           "error_text"]


def render(obj: Any, lang: str | None = None) -> str:
    """Any text of the companion in ``lang`` (None: the current language): a :class:`Msg`,
    a :class:`Term`, an ``IllegalAction`` (its explanation) or a plain string (unchanged)."""
    return text(obj, lang)


def render_key(key: str, values: Mapping[str, Any], lang: str | None = None) -> str:
    """The message ``key`` in ``lang``, values rendered, elisions applied."""
    from ludoteca.core.i18n import t

    return t(key, lang, **values)


def refusal(err: IllegalAction, lang: str | None = None) -> str:
    """The explanation of a refusal in ``lang``, with Terms translated and elisions applied."""
    return err.render(lang)


def error_text(err: Exception, lang: str | None = None) -> str:
    """The text of an error for the companion's ``error:`` line, in ``lang``."""
    return text(err, lang)
