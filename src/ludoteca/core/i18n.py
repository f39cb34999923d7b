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

Text is data: engines hand out :class:`Message` (a key and named values) and :class:`Term`
objects, decisions carry ``msgid`` + ``values``, view effects are dicts with ``msg``; the
interface renders them with :func:`text` in the reader's language (docs/translating.md, "Text
as data").

Placeholders are named (``{price}``) and filled by :func:`fill`: :meth:`str.format` after the
values are shown in the language and the language's elisions applied (:func:`elide`). A
text with plural forms has a ``msgid_plural``; the form is chosen by the catalogue's
``Plural-Forms`` header, which Babel writes from the CLDR plural rules of the language.
"""

from __future__ import annotations

import contextvars
import re
import gettext as _gettext
import os
from functools import lru_cache
from importlib import resources
from typing import Any, Mapping

from ludoteca.core.errors import BadInput, install_line_renderer

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


def decimal(value: float, lang: str | None = None, digits: int = 1) -> str:
    """``value`` with ``digits`` decimals as the reader's language writes it (Babel's number
    formats: ``98.4`` in English, ``98,4`` in Catalan, Spanish, Italian and French)."""
    from babel.numbers import format_decimal

    return format_decimal(round(float(value), digits), format="0." + "0" * digits,
                          locale=_lang(lang))


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


# -- filling templates: values rendered, elisions applied --------------------------------

_VOWEL = re.compile(r"^(?:[aeiouàáèéíïòóúüAEIOUÀÁÈÉÍÏÒÓÚÜ]"
                    r"|[hH][aeiouàáèéíòóúAEIOUÀÁÈÉÍÒÓÚ])")
_PLACE = re.compile(r"(?<![\w'’])((?:[Dd]e|[Aa]|[Pp]er|[Àà]) )?"
                    r"(el|la|le|lo|de|que|El|La|Le|Lo|De|Que) \{(\w+)\}")

# language -> {(preposition or "", article): (before a vowel, before a consonant)}
_ELISION: dict[str, dict[tuple[str, str], tuple[str, str]]] = {
    "ca": {("", "el"): ("l'", "el "), ("", "la"): ("l'", "la "), ("", "de"): ("d'", "de "),
           ("de", "el"): ("de l'", "del "), ("a", "el"): ("a l'", "al "),
           ("per", "el"): ("per l'", "pel "), ("de", "la"): ("de l'", "de la ")},
    "fr": {("", "le"): ("l'", "le "), ("", "la"): ("l'", "la "), ("", "de"): ("d'", "de "),
           ("", "que"): ("qu'", "que "), ("de", "le"): ("de l'", "du "),
           ("à", "le"): ("à l'", "au "), ("de", "la"): ("de l'", "de la ")},
    "es": {("de", "el"): ("del ", "del "), ("a", "el"): ("al ", "al ")},
    "it": {("", "lo"): ("l'", "lo "), ("", "la"): ("l'", "la ")},
}


def elide(template: str, values: Mapping[str, Any], lang: str) -> str:
    """``template`` with the elisions of ``lang`` applied where a placeholder follows a short
    word that elides before a vowel, chosen by the value that fills it.

    Catalan ``de {name}`` gives "d'Alice" but "de Bruno", ``el {phase}`` "l'Any de Joc (D3)",
    ``de el {x}`` "de l'Any …" or "del …"; French ``de``/``le``/``la``/``que`` likewise (``de
    le`` → "du", ``à le`` → "au"); Spanish ``de el``/``a el`` contract to "del"/"al"; Italian
    ``lo``/``la`` elide. Translators write the full words (``el {phase}``, never ``l'{phase}``)
    and the value decides. Other languages: the template unchanged."""
    rules = _ELISION.get(lang)
    if not rules:
        return template

    def one(m: re.Match) -> str:
        prep_raw, word, name = m.group(1) or "", m.group(2), m.group(3)
        prep, low = prep_raw.strip().lower(), word.lower()
        value = values.get(name)
        if value is None:
            return m.group(0)
        pick = 0 if _VOWEL.match(str(value)) else 1
        if prep and (prep, low) in rules:
            out, orig, head = rules[(prep, low)][pick], prep_raw, ""
        elif ("", low) in rules:
            out, orig, head = rules[("", low)][pick], word, prep_raw
        else:
            return m.group(0)
        if orig[:1].isupper():
            out = out[:1].upper() + out[1:]
        return head + out + "{" + name + "}"

    return _PLACE.sub(one, template)


def shown(value: Any, lang: str | None = None) -> Any:
    """A value as it is shown inside a message in ``lang``: a :class:`Message`, a
    :class:`Term` or an error rendered in the language, a list or tuple joined with ", "
    (its items shown likewise); anything else unchanged."""
    if isinstance(value, (Message, Term)):
        return value.render(lang)
    if isinstance(value, BaseException):
        return text(value, lang)
    if isinstance(value, (list, tuple)):
        return ", ".join(str(shown(x, lang)) for x in value)
    return value


def fill(template: str, values: Mapping[str, Any], lang: str | None = None) -> str:
    """``template`` filled with ``values`` shown in ``lang`` (None: the current language)
    and the elisions of the language applied (:func:`elide`); the template itself if a value
    is missing (a message is never lost to a formatting error)."""
    code = _lang(lang)
    done = {k: shown(v, code) for k, v in values.items()}
    try:
        return elide(template, done, code).format(**done)
    except (KeyError, IndexError, ValueError, AttributeError):
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
        return fill(translate_plural(key, source[0], source[1], n, lang), values, lang)
    return fill(translate(key, source, lang), values, lang)


def help_text(english: str | None, lang: str | None = None) -> str | None:
    """The help of a command or option (context ``help``, the English text as msgid)."""
    if not english:
        return english
    return translate("help", english, lang)


def step_prompt(kind: str, english: str, lang: str | None = None) -> str:
    """The prompt of a decision step (``step.<kind>``)."""
    return translate(f"step.{kind}", english, lang)


def decision_prompt(decision: Any, lang: str | None = None) -> str:
    """The prompt of a decision in ``lang``: an object or a view's ``decision`` dict.

    A decision that carries a ``msgid`` (Dale's) is rendered from it and its ``values``
    (``step.<kind>`` keys are step prompts, whose English is the ``prompt``). Otherwise a
    game that registers a message ``decision.<kind>`` has it shown, filled with the decision's
    ``values`` (without values: with the numbers of its English ``prompt``, in order); any
    other kind is a step whose prompt is translated as ``step.<kind>``."""
    get = decision.get if isinstance(decision, dict) else (lambda k: getattr(decision, k, None))
    msgid, kind, prompt = get("msgid") or "", get("kind") or "", get("prompt") or ""
    if msgid.startswith("step."):
        return translate(msgid, prompt, lang)
    if msgid:
        return t(msgid, lang, **dict(get("values") or {}))
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


# -- messages as data ------------------------------------------------------------------------

class Term(str):
    """A word of a game shown inside a message (a phase, a step, a side …): its key in
    :data:`~ludoteca.core.messages.MESSAGES`; the ``str`` value is the English text."""

    key: str

    def __new__(cls, key: str) -> "Term":
        from ludoteca.core.messages import MESSAGES

        english = MESSAGES.get(key, key)
        obj = super().__new__(cls, english if isinstance(english, str) else english[0])
        obj.key = key
        return obj

    def render(self, lang: str | None = None) -> str:
        return t(self.key, lang)

    def __reduce__(self):  # deepcopy / pickle
        return (Term, (self.key,))


class Message(str):
    """A player-facing text as data: a message key of
    :data:`~ludoteca.core.messages.MESSAGES` and its named values, rendered in the reader's
    language by :meth:`render` (or :func:`text`). The ``str`` value is the English rendering,
    so that Python callers, logs and records keep reading English.

    Values may be :class:`Message`, :class:`Term`, errors or lists of them: they are shown in
    the same language (:func:`shown`)."""

    key: str
    values: dict[str, Any]

    def __new__(cls, key: str, /, **values: Any) -> "Message":
        obj = super().__new__(cls, t(key, SOURCE, **values))
        obj.key = key
        obj.values = values
        return obj

    def render(self, lang: str | None = None) -> str:
        return t(self.key, lang, **self.values)

    def __reduce__(self):
        return (_message, (self.key, self.values))


def _message(key: str, values: dict[str, Any]) -> Message:
    return Message(key, **values)


def text(obj: Any, lang: str | None = None) -> str:
    """Anything shown to a player, in ``lang`` (None: the current language): a
    :class:`Message`, a :class:`Term`, an error (an ``IllegalAction``'s explanation, a
    :class:`~ludoteca.core.errors.LudotecaError` carrying a message, with its line), a view
    effect (a dict with ``msg`` and its values) or a plain string (unchanged)."""
    if isinstance(obj, (Message, Term)):
        return obj.render(lang)
    if isinstance(obj, dict) and "msg" in obj:
        return t(obj["msg"], lang, **{k: v for k, v in obj.items() if k != "msg"})
    render = getattr(obj, "render", None)
    if isinstance(obj, BaseException) and callable(render):
        return render(lang)
    return str(obj)


install_line_renderer(lambda lang, line, message: t("error.at_line", lang, line=line,
                                                  message=message))


def bad(key: str, /, *, line: int | None = None, **values: Any) -> BadInput:
    """A :class:`~ludoteca.core.errors.BadInput` made from the message ``key`` with
    ``values``: English in ``str()``, the reader's language through ``render(lang)``."""
    return BadInput(Message(key, **values), line=line)
