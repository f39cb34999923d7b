"""What a player types at the terminal table, in their language, turned into the notation.

The action notation (``docs/notation.md``, :mod:`ludoteca.dale.notation`) is canonical and
English; the table shows players translated words (``ferralla``, ``déchet``, ``spazzatura`` for
junk). :func:`to_notation` accepts those words too: every word of the typed text that is one of
the reader's language's words for a notation word (message ids ``typed.<word>``, one entry per
notation word, the accepted words comma-separated in each catalogue) is replaced by the
notation word, before the text is matched against the legal actions or parsed. Card names are
never translated, so they pass through unchanged; matching ignores letter case and accents
(``dechet`` = ``déchet``).

:func:`parser_message` gives the reason a text could not be read in the reader's language: the
parser (another module) writes it in English; each of its message forms has an id here
(``parse.*``); a reason of an unknown form is shown as the parser wrote it.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from ludoteca.core.i18n import SOURCE, current_language, t

#: The notation's words that a player may type in their own language (``typed.<word>``,
#: registered with the Dale story's messages, which show them too).
from ludoteca.dale.story import NOTATION_WORDS  # noqa: E402,F401


def fold(word: str) -> str:
    """``word`` in lower case without accents (``Déchets`` → ``dechets``)."""
    decomposed = unicodedata.normalize("NFKD", word.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def word_map(lang: str | None = None) -> dict[str, str]:
    """Typed word (folded) → notation word, for ``lang`` (default: the current language).

    English needs no map (the notation is English): ``{}``."""
    lang = lang or current_language()
    if lang == SOURCE:
        return {}
    out: dict[str, str] = {}
    for word in NOTATION_WORDS:
        for typed in t(f"typed.{word}", lang).split(","):
            typed = fold(typed.strip())
            if typed and typed != word:
                out.setdefault(typed, word)
    return out


_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?", re.UNICODE)


def to_notation(text: str, lang: str | None = None) -> str:
    """``text`` with the reader's words for notation words replaced by the notation's
    (``comprar +2 amb Accordion, ferralla`` → ``buy +2 with Accordion, junk`` in Catalan).

    Words that are not such words (card names, numbers, ``+2``) are kept as typed."""
    words = word_map(lang)
    if not words:
        return text

    def swap(m: re.Match[str]) -> str:
        return words.get(fold(m.group(0)), m.group(0))

    return _WORD.sub(swap, text)


def parser_message(reason: Any, typed: str | None = None) -> str:
    """The parser's ``reason`` in the reader's language: the notation raises its errors as
    messages (``BadInput`` with ``msg``), rendered here; any other text is kept as it is.

    ``typed``: the text as the player typed it, before :func:`to_notation`: an unknown action
    is then named by the word the player typed (French ``pile 2`` is not "unknown action
    'stack'", the notation word that ``pile`` stands for)."""
    msg = getattr(reason, "msg", None)
    if msg is None:
        return str(reason)
    if typed and typed.split() and getattr(msg, "key", "") == "notation.unknown_action":
        first = typed.split()[0]
        if fold(first) in word_map():  # a word of the reader's that was swapped
            from ludoteca.core.i18n import Message

            return Message(msg.key, **{**msg.values, "word": repr(first)}).render(None)
    return reason.render(None)
