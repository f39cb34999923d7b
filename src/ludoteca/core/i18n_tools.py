"""Maintaining the gettext catalogues: collect every English source text, write the template
(``locale/ludoteca.pot``) and bring each language's ``.po`` file up to date.

Run ``python -m ludoteca.core.i18n_tools update`` after changing any English text (a rule, a
reason, a card summary, a step prompt, a message, a command's help); then translate the entries
it reports as new or changed (marked ``#, fuzzy``, with the old English as ``#| msgid``).
``python -m ludoteca.core.i18n_tools check`` lists what is missing and exits 1 if anything is.
See ``docs/translating.md``.
"""

from __future__ import annotations

import io
import sys
from typing import Callable
from datetime import datetime, timezone
from pathlib import Path

from ludoteca.core.i18n import DOMAIN, LANGUAGES, SOURCE
from ludoteca.core.sources import Source, source_providers

__all__ = ["Source", "sources", "update", "missing", "main"]

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"


def rule_sources() -> list[Source]:
    from ludoteca.core.catalogue import KEYWORDS, RULES

    out = []
    for rule_id, (page, title, text) in RULES.items():
        out.append(Source(f"rule.{rule_id}.title", title, comment=f"Short title of {rule_id} (p. {page})."))
        out.append(Source(f"rule.{rule_id}.text", text, comment=f"Explanation of {rule_id}, in our own words."))
        if KEYWORDS.get(rule_id):
            out.append(Source(f"rule.{rule_id}.keywords", KEYWORDS[rule_id],
                              comment="Search words players may use for this rule, space-separated "
                                      "(not shown; used by 'ludoteca rules GAME QUESTION')."))
    return out


def reason_sources() -> list[Source]:
    from ludoteca.core.catalogue import REASON_PLURALS, REASONS

    out = []
    for key, text in REASONS.items():
        plural = REASON_PLURALS.get(key)
        if plural:
            out.append(Source(f"reason.{key}", plural[0], plural[1],
                              comment="Why an action is refused. Keep every {placeholder}; "
                                      "the plural form follows {count}."))
        else:
            out.append(Source(f"reason.{key}", text,
                              comment="Why an action is refused. Keep every {placeholder}."))
    return out


def message_sources() -> list[Source]:
    from ludoteca.core.messages import MESSAGES

    out = []
    for key, text in MESSAGES.items():
        if isinstance(text, tuple):
            out.append(Source(key, text[0], text[1]))
        else:
            out.append(Source(key, text))
    return out


def _provided(group: str) -> Callable[[], list[Source]]:
    def provided() -> list[Source]:
        provider = source_providers().get(group)
        return provider() if provider is not None else []

    provided.__name__ = f"{group}_sources"
    return provided


#: The groups of sources registered by the packages (:func:`ludoteca.core.sources.register_source`).
card_sources, step_sources, help_sources = _provided("card"), _provided("step"), _provided("help")


def sources() -> list[Source]:
    """Every translatable text of every registered package (core loads them all,
    :func:`ludoteca.core.sources.load_all`), rules first, then reasons, provided groups
    (cards, steps, any other), messages and command help."""
    out: list[Source] = []
    seen: set[tuple[str, str]] = set()
    others = [_provided(g) for g in source_providers() if g not in ("card", "step", "help")]
    for group in (rule_sources, reason_sources, card_sources, step_sources, *others,
                  message_sources, help_sources):
        for src in group():
            if (src.key, src.english) in seen or not src.english:
                continue
            seen.add((src.key, src.english))
            out.append(src)
    return out


def _in_template_order(srcs: list[Source]) -> list[Source]:
    """``srcs`` in the order of the current template (``ludoteca.pot``), new entries after
    the others in their own order: the files change only where a text changes, whichever
    package registered first."""
    path = LOCALE_DIR / f"{DOMAIN}.pot"
    if not path.is_file():
        return srcs
    from babel.messages.pofile import read_po

    with path.open("rb") as fh:
        old = read_po(fh, domain=DOMAIN)
    place: dict[tuple[str | None, str], int] = {}
    for i, msg in enumerate(old):
        if msg.id:
            msg_id = msg.id[0] if isinstance(msg.id, (list, tuple)) else msg.id
            place.setdefault((msg.context, msg_id), i)
    first_of_key: dict[str | None, int] = {}
    for (key, _msgid), i in place.items():
        first_of_key.setdefault(key, i)
    big = len(place) + 1

    def rank(item: tuple[int, Source]) -> tuple[int, int]:
        i, src = item
        at = place.get((src.key, src.english))
        if at is None and src.key != "help":  # a changed text keeps its key's place
            at = first_of_key.get(src.key)
        return (at if at is not None else big, i)

    return [src for _i, src in sorted(enumerate(srcs), key=rank)]


# Fixed header dates: the files change only when a text changes.
_FIXED_DATE = datetime(2025, 1, 1, tzinfo=timezone.utc)


def _catalog(lang: str | None):
    from babel.messages.catalog import Catalog

    return Catalog(locale=lang, domain=DOMAIN, project="Ludoteca", version="0.1",
                   copyright_holder="Ludoteca contributors", fuzzy=False,
                   header_comment=f"# Ludoteca messages{'' if lang is None else ' — ' + lang}.\n"
                                  "# Written for the project (never rulebook text). See "
                                  "docs/translating.md.\n#",
                   creation_date=_FIXED_DATE, revision_date=_FIXED_DATE)


def _read(path: Path, lang: str):
    from babel.messages.pofile import read_po

    with path.open("rb") as fh:
        return read_po(fh, locale=lang, domain=DOMAIN)


def _write(path: Path, catalog) -> None:
    from babel.messages.pofile import write_po

    buf = io.BytesIO()
    write_po(buf, catalog, width=0, no_location=True, include_previous=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(buf.getvalue())


def _msgid(src: Source):
    return (src.english, src.plural) if src.plural else src.english


def write_key_index() -> Path:
    """Write the key index (``locale/keys.json``, :func:`ludoteca.core.sources.key_index`): for
    every table of texts, the module whose import registers each key, so that a lookup
    imports that module alone and a missing key imports nothing."""
    import json

    from ludoteca.core.sources import INDEX_PATH, key_index

    INDEX_PATH.write_text(json.dumps(key_index(), indent=0, sort_keys=True) + "\n",
                          encoding="utf-8")
    return INDEX_PATH


def update(langs: tuple[str, ...] = LANGUAGES) -> dict[str, list[str]]:
    """Write the template and merge it into each language's ``.po``; return, per language,
    the keys that need a (new) translation."""
    srcs = _in_template_order(sources())
    template = _catalog(None)
    for src in srcs:
        template.add(_msgid(src), context=src.key, auto_comments=[src.comment] if src.comment else [])
    _write(LOCALE_DIR / f"{DOMAIN}.pot", template)
    write_key_index()
    todo: dict[str, list[str]] = {}
    for lang in langs:
        if lang == SOURCE:
            continue
        path = LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
        old = _read(path, lang) if path.is_file() else None
        # The same text under the same key keeps its translation; a key whose text changed
        # finds its old entry by the key alone, unless several entries share the key (every
        # command help has the key "help": only its exact English text identifies it).
        by_text: dict[tuple[str, str], object] = {}
        by_key: dict[str, object] = {}
        shared: set[str] = set()
        if old is not None:
            for msg in old:
                if msg.id:
                    msg_id = msg.id[0] if isinstance(msg.id, (list, tuple)) else msg.id
                    by_text.setdefault((msg.context, msg_id), msg)
                    if msg.context in by_key:
                        shared.add(msg.context)
                    by_key.setdefault(msg.context, msg)
        new = _catalog(lang)
        n_forms = new.num_plurals
        todo[lang] = []
        for src in srcs:
            prev = by_text.get((src.key, src.english))
            if prev is None and src.key not in shared:
                prev = by_key.get(src.key)
            flags: set[str] = set()
            previous_id = ()
            if src.plural:
                string = [""] * n_forms
            else:
                string = ""
            if prev is not None:
                prev_id = prev.id[0] if isinstance(prev.id, (list, tuple)) else prev.id
                prev_plural = isinstance(prev.id, (list, tuple))
                if prev_plural == bool(src.plural):
                    string = prev.string
                    if prev_plural:
                        string = list(string) + [""] * (n_forms - len(string))
                if prev_id != src.english or prev.fuzzy:
                    flags.add("fuzzy")
                    previous_id = prev.previous_id if (prev.fuzzy and prev.previous_id) else prev.id
            filled = all(string) if isinstance(string, list) else bool(string)
            if "fuzzy" in flags or not filled:
                todo[lang].append(src.key)
            new.add(_msgid(src), string=string if src.plural is None else tuple(string),
                    context=src.key, flags=flags, previous_id=previous_id,
                    auto_comments=[src.comment] if src.comment else [])
        _write(path, new)
    return todo


def missing(langs: tuple[str, ...] = LANGUAGES) -> dict[str, list[str]]:
    """Per language, the keys without a usable translation (none, empty or fuzzy)."""
    from ludoteca.core.i18n import catalogue

    out: dict[str, list[str]] = {}
    for lang in langs:
        if lang == SOURCE:
            continue
        cat = catalogue(lang)
        out[lang] = [s.key for s in sources()
                     if cat is None or cat.lookup(s.key, s.english) is None
                     or not all(cat.lookup(s.key, s.english).strings)]
    return out


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    command = args[0] if args else "check"
    if command == "update":
        todo = update()
    elif command == "check":
        todo = missing()
    else:
        print("usage: python -m ludoteca.core.i18n_tools [update|check]", file=sys.stderr)
        return 2
    bad = False
    for lang, keys in todo.items():
        print(f"{lang}: {len(keys)} to translate")
        for key in keys:
            print(f"  {key}")
        bad = bad or bool(keys)
    return 1 if (bad and command == "check") else 0


if __name__ == "__main__":
    sys.exit(main())
