"""Player-facing text of the Pax companion: message ids with named values, rendered late.

The engine never builds a sentence for a player. It returns :class:`Msg` objects (a message
key of :data:`ludoteca.pax.catalogue.MESSAGES` and its values) and raises ``IllegalAction``
with a reason key; values that are words rather than names (a phase, a Goods Year step, a
Legality, a side, "the Fund") are :class:`Term` objects. Both are ``str`` subclasses whose
text is the English rendering, so Python callers and logs keep reading English, while the
companion renders them in the reader's language with :func:`render`.

Rendering fills the translated template and then applies the elision of the language where a
placeholder follows a short word that elides before a vowel: Catalan ``de {name}`` gives
"d'Alice" but "de Bruno", ``el {phase}`` gives "l'Any de Joc (D3)", ``de el {x}`` gives
"de l'Any …" or "del …"; French ``de``/``le``/``la``/``que`` likewise; Spanish ``de el`` and
``a el`` contract to "del"/"al"; Italian ``lo``/``la`` elide.
"""

from __future__ import annotations

import re
from typing import Any, Mapping

from ludoteca.core.errors import IllegalAction


class Term(str):
    """A word of the game shown inside a message (a phase, a step, a side …): its key in
    :data:`ludoteca.pax.catalogue.MESSAGES`; the ``str`` value is the English text."""

    key: str

    def __new__(cls, key: str) -> "Term":
        from ludoteca.pax.catalogue import MESSAGES

        english = MESSAGES[key]
        obj = super().__new__(cls, english if isinstance(english, str) else english[0])
        obj.key = key
        return obj

    def render(self, lang: str | None = None) -> str:
        from ludoteca.core.i18n import t

        return t(self.key, lang)

    def __reduce__(self):  # deepcopy / pickle
        return (Term, (self.key,))


class Msg(str):
    """A message of the companion: key + named values; the ``str`` value is the English."""

    key: str
    values: dict[str, Any]

    def __new__(cls, key: str, **values: Any) -> "Msg":
        obj = super().__new__(cls, render_key(key, values, "en"))
        obj.key = key
        obj.values = values
        return obj

    def render(self, lang: str | None = None) -> str:
        return render_key(self.key, self.values, lang)

    def __reduce__(self):
        return (_msg, (self.key, self.values))


def _msg(key: str, values: dict[str, Any]) -> Msg:
    return Msg(key, **values)


def render(text: Any, lang: str | None = None) -> str:
    """Any text of the companion in ``lang`` (None: the current language): a :class:`Msg`,
    a :class:`Term`, an ``IllegalAction`` (its explanation) or a plain string (unchanged)."""
    if isinstance(text, (Msg, Term)):
        return text.render(lang)
    if isinstance(text, IllegalAction):
        return refusal(text, lang)
    return str(text)


def _value(v: Any, lang: str | None) -> Any:
    if isinstance(v, (Msg, Term)):
        return v.render(lang)
    if isinstance(v, IllegalAction):
        return refusal(v, lang)
    if isinstance(v, (list, tuple)):
        return ", ".join(str(_value(x, lang)) for x in v)
    return v


def render_key(key: str, values: Mapping[str, Any], lang: str | None = None) -> str:
    """The message ``key`` (a pax message) in ``lang``, values rendered, elisions applied."""
    from ludoteca.core.i18n import translate, translate_plural
    from ludoteca.pax.catalogue import MESSAGES

    source = MESSAGES.get(key)
    if source is None:
        return key
    if isinstance(source, tuple):
        template = translate_plural(key, source[0], source[1], int(values.get("count", 0)), lang)
    else:
        template = translate(key, source, lang)
    return fill(template, values, lang)


def refusal(err: IllegalAction, lang: str | None = None) -> str:
    """The explanation of a refusal in ``lang``, with Terms translated and elisions applied."""
    from ludoteca.core.catalogue import REASONS, rule_explanation
    from ludoteca.core.i18n import translate

    key = err.reason or ""
    if key in REASONS:
        return fill(translate(f"reason.{key}", REASONS[key], lang), err.values, lang)
    return rule_explanation(err.rule_id, lang)


def _lang(lang: str | None) -> str:
    from ludoteca.core.i18n import current_language

    return current_language() if lang is None else lang


_VOWEL = re.compile(r"^(?:[aeiouàáèéíïòóúüAEIOUÀÁÈÉÍÏÒÓÚÜ]|[hH][aeiouàáèéíòóúAEIOUÀÁÈÉÍÒÓÚ])")
_PLACE = re.compile(r"(?<![\w'’])((?:[Dd]e|[Aa]|[Pp]er|[Àà]) )?(el|la|le|lo|de|que|El|La|Le|Lo|De|Que) "
                    r"\{(\w+)\}")

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
    """Apply the elisions of ``lang`` where a placeholder follows an eliding word."""
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


def fill(template: str, values: Mapping[str, Any], lang: str | None = None) -> str:
    """``template`` with its values rendered in ``lang`` and the elisions applied; the
    template itself when a value is missing (a message is never lost)."""
    code = _lang(lang)
    shown = {k: _value(v, code) for k, v in values.items()}
    try:
        return elide(template, shown, code).format(**shown)
    except (KeyError, IndexError, ValueError):
        return template


def bad(key: str, *, line: int | None = None, **values: Any):
    """A ``BadInput`` whose text is the message ``key`` (English in ``str``; ``.msg`` keeps
    the message so that the companion shows it in the reader's language)."""
    from ludoteca.core.errors import BadInput

    msg = Msg(key, **values)
    err = BadInput(msg, line=line)
    err.msg = msg  # type: ignore[attr-defined]
    return err


def error_text(err: Exception, lang: str | None = None) -> str:
    """The text of an error for the companion's ``error:`` line, in ``lang``."""
    msg = getattr(err, "msg", None)
    if isinstance(msg, Msg):
        text = msg.render(lang)
        line = getattr(err, "line", None)
        return render_key("pax.err.at_line", {"line": line, "message": text}, lang) \
            if line is not None else text
    return str(err)
