"""Translations: choosing the reader's language and looking texts up in gettext catalogues.

English is the source language. Every translatable text has a stable **key** (the gettext
``msgctxt``) and its English text (the ``msgid``); each other language has one catalogue,
``ludoteca/locale/<lang>/LC_MESSAGES/ludoteca.po``, read at run time with Babel. A translation is
used only when its ``msgid`` is the current English text and it is neither empty nor fuzzy;
otherwise the English text is shown (and ``tests/i18n`` fails). See ``docs/translating.md``.

Keys:

* ``rule.<rule id>.title`` / ``.text`` / ``.keywords`` — the rule catalogue;
* ``reason.<reason>`` — the templates of refusals (:data:`ludoteca.core.catalogue.REASONS`);
* ``card.<printed name>`` — a card's effect summary (registered by its game);
* ``step.<frame kind>`` — the prompt of a decision step (registered by its game);
* ``help`` + the English text — the help of a command or option (registered by the CLI);
* everything else — :data:`ludoteca.core.messages.MESSAGES`.

Every package registers its own texts (:mod:`ludoteca.core.sources`); core names none.

Placeholders are named (``{price}``) and filled with :meth:`str.format`. A text with plural
forms has a ``msgid_plural``; the form is chosen by the catalogue's ``Plural-Forms`` header,
which Babel writes from the CLDR plural rules of the language.
"""

from __future__ import annotations

import contextvars
import gettext as _gettext
import os
from functools import lru_cache
from importlib import resources
from typing import Any, Mapping

from ludoteca.core.errors import BadInput

SOURCE = "en"
LANGUAGES: tuple[str, ...] = ("en", "ca", "es", "it", "fr")
LANGUAGE_NAMES = {"en": "English", "ca": "català", "es": "español", "it": "italiano",
                  "fr": "français"}
ENV_VAR = "LUDOTECA_LANG"
DOMAIN = "ludoteca"

_current: contextvars.ContextVar[str] = contextvars.ContextVar("ludoteca_lang", default=SOURCE)


# -- choosing the language ---------------------------------------------------------------

def normalise_lang(text: str) -> str | None:
    """``"fr"``, ``"fr_FR.UTF-8"``, ``"FR-fr"`` → ``"fr"``; None when not one of ours."""
    code = text.strip().split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    return code if code in LANGUAGES else None


def _unknown(text: str, where: str) -> BadInput:
    return BadInput(f"unknown language {text!r}{where}; choose one of: {', '.join(LANGUAGES)}")


def resolve_lang(option: str | None = None, environ: Mapping[str, str] | None = None) -> str:
    """The language to speak: ``option`` (``--lang``), else ``$LUDOTECA_LANG``, else the
    locale of the environment (``LC_ALL``, ``LC_MESSAGES``, ``LANG``), else English.

    An unknown ``--lang`` or ``LUDOTECA_LANG`` is an error (the user asked for it); a locale
    of the environment that we do not speak (``de_DE``, ``C``) falls through to English.

    Raises:
        BadInput: for an unknown language given by ``option`` or ``LUDOTECA_LANG``.
    """
    env = os.environ if environ is None else environ
    if option is not None:
        lang = normalise_lang(option)
        if lang is None:
            raise _unknown(option, "")
        return lang
    chosen = env.get(ENV_VAR, "").strip()
    if chosen:
        lang = normalise_lang(chosen)
        if lang is None:
            raise _unknown(chosen, f" in {ENV_VAR}")
        return lang
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "").strip()
        if value:  # the first one set decides, as in POSIX
            return normalise_lang(value) or SOURCE
    return SOURCE


def set_language(lang: str) -> contextvars.Token:
    """Make ``lang`` the language of texts asked for without one (the CLI sets it once)."""
    if lang not in LANGUAGES:
        raise _unknown(lang, "")
    return _current.set(lang)


def current_language() -> str:
    return _current.get()


def _lang(lang: str | None) -> str:
    return _current.get() if lang is None else lang


# -- catalogues ----------------------------------------------------------------------------

class _Entry:
    __slots__ = ("msgid", "plural", "strings", "fuzzy")

    def __init__(self, msgid: str, plural: str | None, strings: tuple[str, ...], fuzzy: bool):
        self.msgid, self.plural, self.strings, self.fuzzy = msgid, plural, strings, fuzzy


class Catalogue:
    """One language's translations, keyed by ``(context, English msgid)``."""

    def __init__(self, lang: str, entries: dict[tuple[str | None, str], _Entry],
                 plural_expr: str, num_plurals: int):
        self.lang = lang
        self.entries = entries
        self.num_plurals = num_plurals
        self.plural_expr = plural_expr
        self._plural = _gettext.c2py(plural_expr)

    def plural_index(self, n: int) -> int:
        return min(self._plural(int(n)), self.num_plurals - 1)

    def lookup(self, key: str | None, english: str) -> _Entry | None:
        entry = self.entries.get((key, english))
        if entry is None or entry.fuzzy or not any(entry.strings):
            return None
        return entry


def po_path(lang: str):
    """The ``.po`` file of ``lang`` inside the installed package (a Traversable)."""
    return resources.files("ludoteca").joinpath("locale", lang, "LC_MESSAGES", f"{DOMAIN}.po")


@lru_cache(maxsize=None)
def catalogue(lang: str) -> Catalogue | None:
    """The catalogue of ``lang`` (None for English, the source, or a missing file)."""
    if lang == SOURCE:
        return None
    from babel.messages.pofile import read_po

    path = po_path(lang)
    if not path.is_file():
        return None
    with path.open("rb") as fh:
        cat = read_po(fh, locale=lang, domain=DOMAIN)
    entries: dict[tuple[str | None, str], _Entry] = {}
    for msg in cat:
        if not msg.id:
            continue
        if isinstance(msg.id, (list, tuple)):
            msgid, plural = msg.id[0], msg.id[1]
            strings = tuple(msg.string) if isinstance(msg.string, (list, tuple)) else (msg.string,)
        else:
            msgid, plural, strings = msg.id, None, (msg.string or "",)
        entries[(msg.context, msgid)] = _Entry(msgid, plural, strings, msg.fuzzy)
    return Catalogue(lang, entries, cat.plural_expr, cat.num_plurals)


def translate(key: str | None, english: str, lang: str | None = None) -> str:
    """The text ``english`` (with context ``key``) in ``lang``; English when untranslated."""
    cat = catalogue(_lang(lang))
    if cat is None:
        return english
    entry = cat.lookup(key, english)
    return english if entry is None or not entry.strings[0] else entry.strings[0]


def translate_plural(key: str, singular: str, plural: str, n: int,
                     lang: str | None = None) -> str:
    """The form of a text with plural forms that fits the number ``n`` in ``lang``."""
    cat = catalogue(_lang(lang))
    if cat is not None:
        entry = cat.lookup(key, singular)
        if entry is not None:
            text = entry.strings[cat.plural_index(n)] if entry.strings else ""
            if text:
                return text
    return singular if n == 1 else plural


def fill(template: str, values: Mapping[str, Any]) -> str:
    """``template`` with its named placeholders filled; the template itself if a value is
    missing (a message is never lost to a formatting error)."""
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return template


def t(key: str, lang: str | None = None, /, **values: Any) -> str:
    """The registered message ``key`` (:data:`ludoteca.core.messages.MESSAGES`) in ``lang`` (default:
    the current language), filled with ``values``. A message with plural forms takes its
    number from ``values["count"]``."""
    from ludoteca.core.messages import MESSAGES

    source = MESSAGES.get(key)
    if source is None:
        return key
    if isinstance(source, tuple):
        n = int(values.get("count", 0))
        return fill(translate_plural(key, source[0], source[1], n, lang), values)
    return fill(translate(key, source, lang), values)


def help_text(english: str | None, lang: str | None = None) -> str | None:
    """The help of a command or option (context ``help``, the English text as msgid)."""
    if not english:
        return english
    return translate("help", english, lang)


def step_prompt(kind: str, english: str, lang: str | None = None) -> str:
    """The prompt of a decision step (``step.<kind>``)."""
    return translate(f"step.{kind}", english, lang)


def decision_prompt(decision: Any, lang: str | None = None) -> str:
    """The prompt of a decision (an object or a view's ``decision`` dict with ``kind``,
    ``prompt`` and optionally ``values``), in ``lang``.

    A game that registers a message ``decision.<kind>`` has it shown, filled with the
    decision's ``values``; a decision that carries no values gets its placeholders filled, in
    order, with the numbers of its English ``prompt`` (decisions written before they carried
    values). Any other kind is a step: its prompt is translated as ``step.<kind>``."""
    get = decision.get if isinstance(decision, dict) else (lambda k: getattr(decision, k, None))
    kind, prompt = get("kind") or "", get("prompt") or ""
    from ludoteca.core.messages import MESSAGES

    key = f"decision.{kind}"
    if kind and key in MESSAGES:
        values = get("values")
        if not isinstance(values, Mapping):
            values = _numbers_as_values(MESSAGES[key], prompt)
        return t(key, lang, **values)
    return step_prompt(kind, prompt, lang) if kind else prompt


def _numbers_as_values(template: Any, prompt: str) -> dict[str, str]:
    import string

    text = template[0] if isinstance(template, tuple) else template
    names = [f for _, f, _, _ in string.Formatter().parse(text) if f]
    numbers = [w.rstrip(".,;:") for w in prompt.split() if w.rstrip(".,;:").isdigit()]
    return {name: (numbers[i] if i < len(numbers) else "?") for i, name in enumerate(names)}
