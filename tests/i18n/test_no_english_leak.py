"""No English text of the catalogue reaches a reader of another language (issue 12, point 7).

Every command shown in the README and in the docs of the Pax companion (every doc that shows
``ludoteca pax``) runs here with ``--lang fr`` and with ``--lang ca``, in the order the docs
give, in one directory per language (the commands are read and set up as in
``tests/test_docs_commands.py``). The check is driven by the catalogue, not by a hand list:
for every entry of the ``.po`` file whose translation differs from its English, each fixed part
of the English template (the text between placeholders) that is long enough to be a sentence
(at least 12 characters and 3 words) must not appear in the output. A part that the language's
own translations also contain (a card name, a proper noun, the action notation, kept as
printed) is allowed.
"""

from __future__ import annotations

import re
import shlex
from functools import lru_cache
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from ludoteca.core.i18n import po_path
from test_docs_commands import ROOT, SHELL_BLOCK, _run, adapted, doc_commands

LANGS = ("fr", "ca")
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
MIN_CHARS, MIN_WORDS = 12, 3


def _docs() -> list[str]:
    """The README and every doc whose shell blocks show a ``ludoteca pax`` command."""
    out = ["README.md"]
    for path in sorted((ROOT / "docs").rglob("*.md")):
        if "rules" in path.relative_to(ROOT / "docs").parts:
            continue
        text = path.read_text(encoding="utf-8")
        if any("ludoteca pax" in b.group(1) for b in SHELL_BLOCK.finditer(text)):
            out.append(str(path.relative_to(ROOT)))
    return out


DOCS = _docs()
COMMANDS = [c for c in doc_commands() if c[0] in DOCS]


def _strings(value) -> list[str]:
    if isinstance(value, (list, tuple)):
        return [v for v in value if v]
    return [value] if value else []


@lru_cache(maxsize=None)
def english_parts(lang: str) -> tuple[str, ...]:
    """The fixed parts of the English texts that ``lang`` translates differently."""
    with po_path(lang).open("rb") as fh:
        cat = read_po(fh, locale=lang)
    translated: list[str] = []
    entries = []
    for msg in cat:
        if not msg.id:
            continue
        ids = _strings(msg.id)
        strings = _strings(msg.string)
        translated += strings
        if msg.context and msg.context.endswith(".keywords"):
            continue  # search words, never shown
        if not strings or set(strings) <= set(ids):
            continue  # untranslated or the same in both languages
        entries += ids
    all_translations = "\n".join(translated)
    parts = set()
    for english in entries:
        for part in PLACEHOLDER.split(english):
            part = part.strip(" .,:;—-()'\"“”")
            if len(part) >= MIN_CHARS and len(part.split()) >= MIN_WORDS \
                    and part not in all_translations:
                parts.add(part)
    return tuple(sorted(parts, key=len, reverse=True))


def leaks(text: str, lang: str) -> list[str]:
    """The English parts of the catalogue found in ``text``."""
    flat = " ".join(text.split())
    return [p for p in english_parts(lang) if p in flat]


def test_the_check_knows_the_catalogue():
    parts = english_parts("fr")
    assert len(parts) > 300
    assert "is the decision asked for now" not in parts  # between placeholders …
    assert "is not the decision asked for now" in parts  # … a fixed part, whole
    assert leaks("error: You paid 3 for a price of 4: the payment must reach the price.",
                 "fr") == ["the payment must reach the price", "for a price of"]
    assert leaks("erreur : Tu as payé 3 pour un prix de 4.", "fr") == []


def test_the_docs_of_the_companion_are_covered():
    assert "docs/pax-scenarios.md" in DOCS
    assert any("ludoteca pax goods-year" in c[2] for c in COMMANDS)
    assert any("ludoteca play" in c[2] for c in COMMANDS)


def _with_lang(words: list[str], lang: str) -> list[str]:
    out = list(words)
    if "--lang" in out:
        out[out.index("--lang") + 1] = lang
    else:
        out += ["--lang", lang]
    return out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("doc", DOCS)
def test_no_english_text_of_the_catalogue_in_the_output(doc, lang, tmp_path, monkeypatch,
                                                         capsys):
    text = (ROOT / "docs" / "positions.md").read_text(encoding="utf-8")
    (position,) = re.findall(r"^```toml\n(.*?)^```$", text, re.S | re.M)
    (tmp_path / "position.toml").write_text(position, encoding="utf-8")
    found = []
    ran = 0
    for where, line, command, stdin, env, _shown in COMMANDS:
        if where != doc:
            continue
        words = shlex.split(command)[1:]
        if "game.rec" in words and not (tmp_path / "game.rec").exists():
            code, _, err = _run(monkeypatch, capsys, tmp_path,
                                ["play", "dale", "--seats", "greedy,random", "--seed", "3",
                                 "--record", "game.rec"], "")
            assert code == 0, err
        if "--backend" in words:
            continue  # Ray's own messages
        code, out, err = _run(monkeypatch, capsys, tmp_path, _with_lang(adapted(words), lang),
                              stdin, env)
        ran += 1
        assert "Traceback" not in out + err, f"{where}:{line}: {command}\n{err}"
        for part in leaks(out + "\n" + err, lang):
            found.append(f"{where}:{line}: {command}: {part!r}")
    assert ran
    assert not found, "English text under --lang " + lang + ":\n" + "\n".join(found)


# Errors the docs do not show: a file, a record, an action or a scenario that cannot be read.
BAD_INPUTS = [
    ("position.toml", 'game = "dale"\nanimalfolk = ["macaws"]\n', ["moves", "dale", "position.toml"]),
    ("position.toml", 'game = "dale"\nfoo = 1\n', ["check", "dale", "position.toml", "inventory"]),
    ("game.rec", "ludoteca-record 1\ngame: dale\n\nbuy +0\nhash: sha256:00\n",
     ["replay", "game.rec"]),
    ("game.rec", "not a record\n", ["replay", "game.rec", "--verify"]),
    (None, None, ["check", "dale", "missing.toml", "inventory"]),
    (None, None, ["check", "dale", ".", "inventory"]),
    (None, None, ["play", "dale", "--seats", "greedy,greedy", "--decks", "macaws,nope,pandas"]),
    (None, None, ["simulate", "dale", "--games", "0"]),
]
PAX_ACTIONS = ["xyz", "phase nope", "bid Alice x", "battle Isla Verde Zed vs x", "unload x y",
               "phase play", "sell Alice Nothing"]


@pytest.mark.parametrize("lang", LANGS)
def test_no_english_text_of_the_catalogue_in_errors(lang, tmp_path, monkeypatch, capsys):
    from ludoteca.pax.scenarios import sample_text

    found = []
    runs = [(name, body, words) for name, body, words in BAD_INPUTS]
    runs += [("s.toml", sample_text(), ["pax", "check", "s.toml", a]) for a in PAX_ACTIONS]
    for name, body, words in runs:
        if name is not None:
            (tmp_path / name).write_text(body, encoding="utf-8")
        code, out, err = _run(monkeypatch, capsys, tmp_path, words + ["--lang", lang], "")
        assert code != 0, words
        assert "Traceback" not in out + err
        found += [f"{shlex.join(words)}: {p!r}" for p in leaks(out + "\n" + err, lang)]
    assert not found, "English text under --lang " + lang + ":\n" + "\n".join(found)
