"""Issue 28, item 6: whole seeded games rendered in Catalan, Spanish, Italian and French — the
terminal table, the story log, the record viewer and the browser table's state messages and
page texts — and not one English message of the catalogue left in what a player reads.

The catalogue is the reference, not a hand list. While the games are rendered, every lookup
of a message is recorded (:class:`Used`: the texts asked of :func:`ludoteca.core.i18n.translate`
and :func:`~ludoteca.core.i18n.translate_plural`, and every template filled by
:func:`~ludoteca.core.i18n.fill` with its values). For each message used whose translation
differs from its English, the English rendering with the same values is an *English text left*
if it appears in the output (whole words; card and deck names, which stay as printed, the
bots' names and rule ids are taken out first). A text rendered in English by mistake (a
message asked for without the reader's language, a value left in English inside a translated
line) is found this way, whatever the message. Beside it: no internal word
(``spyglass_keep``: a step kind, a field name) reaches the reader, and the fixed parts of every
English sentence of the catalogue are absent (:func:`test_no_english_leak.english_parts`).
"""

from __future__ import annotations

import re
import sys
from functools import lru_cache
from typing import Any, Callable, Iterable

import pytest
from babel.messages.pofile import read_po

import ludoteca.core.i18n as i18n
from ludoteca.core.i18n import po_path
from test_no_english_leak import english_parts
from test_whole_games_translated import english_words

LANGS = ("ca", "es", "it", "fr")

#: (language, decks, seed) of the terminal games: each language plays a set with the clock
#: (Bats, Mongooses), coins (Tuataras) or another later mechanic.
GAMES = [
    ("ca", "owls,bats,mongooses", 5),
    ("es", "tuataras,turtles,tree_kangaroos", 3),
    ("it", "mongooses,tuataras,ocelots", 11),
    ("fr", "bats,penguins,hares", 7),
]
#: (seats, decks, seed) of the browser table's games, all four in every language: the random
#: bot turns the clock (greedy never uses Dramatic Romantic's ability: seed 5 turns it to
#: night) and Tuataras bring coins; the others bring a hare die, stored cards, Finish, and
#: the Owls' reactions in the other seat's turn.
BROWSER_GAMES = [
    ("random,greedy", "mongooses,bats,tuataras", 5),
    ("greedy,greedy", "tuataras,turtles,tree_kangaroos", 3),
    ("greedy,greedy", "bats,penguins,hares", 7),
    ("greedy,greedy", "owls,bats,mongooses", 5),
]


# -- what was used: every message looked up or filled while the output was made ---------------

class Used:
    """Records, inside a ``with`` block, the messages the program looks up and fills (the
    templates of ``lang``'s catalogue only, each with the same values once).

    ``lookups``: ``(key, english)`` asked of ``translate`` (plural forms: both English forms);
    ``fills``: ``(template, values)`` given to ``fill``. The functions are replaced in every
    loaded ``ludoteca`` module that imported them by name, and put back on exit."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.lookups: set[tuple[str | None, str]] = set()
        self.fills: list[tuple[str, dict[str, Any]]] = []
        self._undo: list[tuple[Any, str, Any]] = []

    def __enter__(self) -> "Used":
        fill, translate, plural = i18n.fill, i18n.translate, i18n.translate_plural

        seen: set[tuple[str, str]] = set()

        def fill_(template, values, lang=None):
            if template in translated_entries(self.lang):
                key = (template, repr(sorted(values.items(), key=lambda kv: kv[0])))
                if key not in seen:
                    seen.add(key)
                    self.fills.append((template, dict(values)))
            return fill(template, values, lang)

        def translate_(key, english, lang=None):
            self.lookups.add((key, english))
            return translate(key, english, lang)

        def plural_(key, singular, plural_, n, lang=None):
            self.lookups.add((key, singular))
            self.lookups.add((key, plural_))
            return plural(key, singular, plural_, n, lang)

        for name, module in list(sys.modules.items()):
            if name != "ludoteca" and not name.startswith("ludoteca."):
                continue
            for attr, old, new in (("fill", fill, fill_), ("translate", translate, translate_),
                                   ("translate_plural", plural, plural_)):
                if getattr(module, attr, None) is old:
                    self._undo.append((module, attr, old))
                    setattr(module, attr, new)
        self._fill = fill
        return self

    def __exit__(self, *exc: Any) -> None:
        for module, attr, old in reversed(self._undo):
            setattr(module, attr, old)
        self._undo.clear()

    def english_texts(self, lang: str) -> dict[str, str]:
        """English rendering -> message key, for every message used whose ``lang`` text
        differs from its English in words (not only in spacing or punctuation)."""
        fill = self._fill
        by_text = translated_entries(lang)
        out: dict[str, str] = {}
        for key, english in self.lookups:
            for entry_key, ids, _strings in by_text.get(english, ()):
                if entry_key == key and "{" not in english:
                    out.setdefault(english, key)
        seen: set[tuple[str, str]] = set()
        for template, values in self.fills:
            for key, ids, strings in by_text.get(template, ()):
                shown = {k: v for k, v in values.items()}
                ours = [fill(s, shown, lang) for s in strings]
                our_words = set().union(*(_words(s) for s in ours))
                for form in ids:
                    english = fill(form, shown, "en")
                    if (english, key) in seen:
                        continue
                    seen.add((english, key))
                    if english not in ours and _words(english) - our_words:
                        out.setdefault(english, key)
        return out


def _words(text: str) -> set[str]:
    return {w.lower() for w in re.findall(r"[^\W\d_]{2,}", text)}


@lru_cache(maxsize=None)
def translated_entries(lang: str) -> dict[str, tuple[tuple[str | None, tuple[str, ...],
                                                          tuple[str, ...]], ...]]:
    """Every text of ``lang``'s catalogue (an English form or a translated form) -> the
    entries it belongs to, ``(key, English forms, translated forms)``, for the entries whose
    translation differs from the English (search words excepted: never shown)."""
    with po_path(lang).open("rb") as fh:
        cat = read_po(fh, locale=lang)
    out: dict[str, list] = {}
    for msg in cat:
        if not msg.id or (msg.context or "").endswith(".keywords"):
            continue
        ids = tuple(msg.id) if isinstance(msg.id, (list, tuple)) else (msg.id,)
        strings = tuple(msg.string) if isinstance(msg.string, (list, tuple)) else (msg.string,)
        if not any(strings) or set(strings) <= set(ids):
            continue
        for text in set(ids + strings):
            out.setdefault(text, []).append((msg.context, ids, strings))
    return {k: tuple(v) for k, v in out.items()}


# -- names that stay as printed -------------------------------------------------------------

@lru_cache(maxsize=None)
def _printed_names() -> tuple[str, ...]:
    from ludoteca.dale.editions import EDITIONS, ruleset

    names: set[str] = set()
    for edition in EDITIONS:
        rules = ruleset(edition)
        names |= {n for n in rules.types if n != "junk"} | set(rules.names.values())
    return tuple(sorted(names, key=len, reverse=True))


_RULE_ID = re.compile(r"\b[a-z_]+(?:\.[a-z_]+)+\b")  # dale.turn.bonus_action, g.db
_BOTS = re.compile(r"\b(?:greedy|random|ismcts)(?:-int)?\b")
_PLACEHOLDER = re.compile(r"\{\w*\}")  # the page's label templates keep theirs
_COMMAND = re.compile(r"'ludoteca [^']*'")  # a command to type is the program's own words


def without_names(text: str) -> str:
    """``text`` with the card and deck names, rule ids, file names, bot names and quoted
    commands blanked out."""
    text = _COMMAND.sub(" ", _PLACEHOLDER.sub(" ", text))
    for name in _printed_names():
        text = text.replace(name, " ")
    text = _RULE_ID.sub(" ", text)
    return _BOTS.sub(" ", text)


def english_left(used: Used, lang: str, output: str) -> list[str]:
    """The English renderings of the messages used that appear in ``output`` (whole words),
    each with its message key; plus internal words (``snake_case``) and the fixed English parts
    of the catalogue's sentences."""
    flat = " ".join(without_names(output).split())
    found = []
    for english, key in sorted(used.english_texts(lang).items()):
        text = " ".join(without_names(english).split())
        if not _words(text):
            continue
        if text in flat and re.search(r"(?<!\w)" + re.escape(text) + r"(?!\w)", flat):
            found.append(f"{key}: {text!r}")
    found += [f"internal word: {w!r}" for w in sorted(set(re.findall(r"\b[a-z]+(?:_[a-z]+)+\b",
                                                                      flat)))]
    found += [f"English sentence: {p!r}" for p in english_parts(lang) if p in flat]
    return found


def own_words(lang: str) -> set[str]:
    """Words ``lang``'s own translations use (so an English word that is also a word of the
    language — French "pile", "table", "message" — is not English left)."""
    return _own_words(lang)


@lru_cache(maxsize=None)
def _own_words(lang: str) -> frozenset[str]:
    words: set[str] = set()
    for entries in translated_entries(lang).values():
        for _key, _ids, strings in entries:
            for s in strings:
                words |= _words(s)
    return frozenset(words)


def check(used: Used, lang: str, output: str) -> None:
    """Fail on any English text left in ``output`` (:func:`english_left`), or any English
    word of the action notation or of the table's commands (``buy``, ``with``, ``junk`` …)
    that the language does not use itself (:func:`test_whole_games_translated.english_words`:
    the canonical notation shown where the reader's words belong)."""
    left = [x for x in english_left(used, lang, output)
            if not _only_own_words(x, lang)]
    notation = english_words(lang)
    left += [f"notation word: {w!r} in {line.strip()[:80]!r}"
             for line in without_names(output).splitlines()
             for w in sorted({w for w in re.findall(r"[^\W\d_]+", line)
                              if w.lower() in notation})]
    assert not left, f"English left under {lang}:\n" + "\n".join(left[:30])


def _only_own_words(found: str, lang: str) -> bool:
    """A single-word English text that is also a word of the language (``pile``)."""
    m = re.match(r"^[^:]+: '(.*)'$", found)
    if not m or found.startswith(("internal word", "English sentence")):
        return False
    words = _words(m.group(1))
    return len(words) == 1 and words <= own_words(lang)


# -- the renderings ---------------------------------------------------------------------------

def _strings(value: Any, skip: tuple[str, ...] = ()) -> Iterable[str]:
    """Every string in a JSON-like value, keys in ``skip`` left out."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            if k not in skip:
                yield from _strings(v, skip)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _strings(v, skip)


#: What the page never shows of a state message: the raw view (the page draws it from card
#: names and numbers, the card texts come from ``cards``), the canonical action text (sent,
#: not shown: the page shows ``shown``), ids and the languages' own names.
PAGE_SKIPS = ("view", "text", "verb", "uses", "key", "folk", "kind", "name", "game", "languages",
              "lang", "type", "table")


def browser_texts(lang: str, seats: str, decks: str, seed: int, max_steps: int = 10_000) -> str:
    """What the browser table's state messages give each seat to read, step by step, in a
    game of bots (``seats``: two bot names): the deciding seat's message at every step (its
    legal actions in its words, the prompt, the status), every seat's and a spectator's every
    10 steps and at the end (log, summary), and the page's labels."""
    from ludoteca.bots import make_bot
    from ludoteca.core.session import Session
    from ludoteca.web.app import labels
    from ludoteca.web.dale_table import DaleLog, payload

    s = Session.new("dale", seats.split(","), seed, {"animalfolk": decks.split(",")},
                    make_bot=make_bot, max_turns=200)
    log = DaleLog()
    out: list[str] = list(labels(lang).values())
    step = 0
    while not (s.over or s.capped) and step < max_steps:
        seat = s.deciding
        seen = [seat] if step % 10 else [seat, 1 - seat, -1]
        for q in seen:
            out += _strings(payload(s, q, lang, log), PAGE_SKIPS)
        s.submit(seat, s.bot_action(seat))
        step += 1
    for q in (0, 1, -1):
        out += _strings(payload(s, q, lang, log, ["", ""]), PAGE_SKIPS)
    return "\n".join(out)


def terminal_game(capsys, monkeypatch, tmp_path, lang: str, decks: str, seed: int) -> str:
    """A whole terminal game, a person (always the first choice) against greedy, in ``lang``,
    then the record viewer stepping through its record: everything printed."""
    from testkit.cli import run_cli

    for var in ("LUDOTECA_LANG", "LC_ALL", "LC_MESSAGES", "LANG", "LINES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("COLUMNS", "100")
    record = tmp_path / "game.rec"
    code, out, err = run_cli(capsys, monkeypatch, [
        "--lang", lang, "play", "dale", "--seats", "human,greedy", "--decks", decks,
        "--seed", str(seed), "--db", tmp_path / "g.db", "--no-hints", "--no-confirm",
        "--record", record], stdin="1\n" * 600)
    assert code == 0, err
    code, shown, err2 = run_cli(capsys, monkeypatch, ["--lang", lang, "replay", record,
                                                      "--step", "--seat", "1"],
                                stdin="\n" * 60 + "q\n")  # the first 60 actions
    assert code == 0, err2
    return "\n".join([out, err, shown, err2])


def _clear_caches() -> None:
    """Forget the texts made before (cached per language), so that the messages behind them
    are looked up, and recorded, again."""
    from ludoteca.dale import story
    from ludoteca.web import app, dale_table

    for f in (story._shown_words, dale_table._seat_label, dale_table._card_info):
        f.cache_clear()
    app._LABELS.clear()


# -- the tests ----------------------------------------------------------------------------

def test_the_check_finds_an_english_message_and_spares_the_names():
    """A line rendered in English by mistake is found, by its message key; the same line in
    the language, card names and rule ids are not."""
    from ludoteca.core.i18n import t

    with Used("fr") as used:
        fr = t("story.built", "fr", who=t("web.seat", "fr", seat=2), number=3,
               cards="Heroic Deed")
        en = t("story.built", "en", who=t("web.seat", "en", seat=2), number=3,
               cards="Heroic Deed")
        t("story.clock", "fr", side=i18n.Term("story.clock.night"))
    assert fr == "Place 2 construit la pile 3 : Heroic Deed"
    assert english_left(used, "fr", fr + "\n(dale.stall.exact_total) Secret Mission") == []
    found = english_left(used, "fr", "T7 " + en)
    assert "story.built: 'Seat 2 built stack 3:'" in found  # the card name taken out
    assert any(x.endswith(": 'Seat 2'") for x in found)  # web.seat (render.seat: the same)
    # a value left in English inside a translated line
    assert english_left(used, "fr", "L'horloge passe à la night") == ["story.clock.night: 'night'"]
    assert english_left(used, "fr", "spyglass_keep") == ["internal word: 'spyglass_keep'"]


@pytest.mark.parametrize("lang, decks, seed", GAMES)
def test_a_whole_terminal_game_and_its_record_in_the_players_language(
        capsys, monkeypatch, tmp_path, lang, decks, seed):
    _clear_caches()
    with Used(lang) as used:
        out = terminal_game(capsys, monkeypatch, tmp_path, lang, decks, seed)
    from ludoteca.core.i18n import t

    # the game reached its end, the record viewer told its story
    assert t("play.seed_after", lang, seed=seed) in out
    assert t("replay.step_line", lang, k=60, turn="", seat="", action="").split("T")[0] in out
    assert t("replay.stopped", lang) in out
    assert len(used.english_texts(lang)) > 100
    check(used, lang, out)


@pytest.mark.parametrize("lang", LANGS)
def test_the_browser_tables_texts_in_the_players_language(lang):
    _clear_caches()
    from ludoteca.core.i18n import Term, t

    texts = []
    with Used(lang) as used:
        for seats, decks, seed in BROWSER_GAMES:
            texts.append(browser_texts(lang, seats, decks, seed))
    out = "\n".join(texts)
    # the later decks' words were there to be read: the clock turning, coins, a die roll
    assert t("story.clock", lang, side=Term("story.clock.night")) in out
    assert t("story.coins", lang, seat="·", count=2).split("·")[1] in out
    assert t("story.roll", lang, roll="·").split("·")[0] in out
    check(used, lang, out)


# -- the page's own texts -------------------------------------------------------------------

STATIC = __import__("pathlib").Path(i18n.__file__).resolve().parents[1] / "web" / "static"
#: The Dale table's scripts and pages (the Pax companion's are issue 28's item 7).
SCRIPTS = ("common.js", "cards.js", "table.js", "home.js")
PAGES = ("table.html", "home.html")
#: Names a page may print as they are: the program's and the games' titles (the Dale title
#: is replaced by its translation once the labels arrive, home.js).
PRINTED = {"Ludoteca", "Pax Hispanica", "Dale of Merchants"}


def test_the_page_reads_every_text_from_the_catalogue():
    """The browser table's scripts show no text of their own: every label they name is a
    message of the catalogue (``L(key)`` of a missing key would print the key, an English
    word), no English literal is shown (``text: "…"``, ``"Seat " + n``), and the pages'
    static text is only printed names."""
    from ludoteca.web.messages import LABELS

    known = {k.removeprefix("web.label.") for k in LABELS}
    for name in SCRIPTS:
        source = (STATIC / name).read_text(encoding="utf-8")
        code = re.sub(r"//[^\n]*", "", source)  # comments are not shown
        used = set(re.findall(r"\bL\(\s*\"([a-z_]+)\"", code))
        used |= {k for pair in re.findall(r"\bL\(\s*[^\"()]*\?\s*\"([a-z_]+)\"\s*:\s*\"([a-z_]+)\"",
                                          code) for k in pair}
        assert used - known == set(), (name, sorted(used - known))
        shown = re.findall(r"(?:text:|textContent\s*=)\s*\"([^\"]*[A-Za-z]{2,}[^\"]*)\"", code)
        shown += re.findall(r"\"([A-Z][a-z]+ [^\"]*)\"\s*\+", code)  # "Seat " + n
        assert shown == [], (name, shown)
    for name in PAGES:
        html = (STATIC / name).read_text(encoding="utf-8")
        body = re.sub(r"<(script|style)\b.*?</\1>", " ", html, flags=re.S)
        texts = {x.strip() for x in re.findall(r">([^<]+)<", body) if _words(x)}
        assert texts <= PRINTED, (name, sorted(texts - PRINTED))


# -- the terms of the later decks in ``ludoteca rules`` ----------------------------------------

TERMS = [
    # (language, the question, the rule that answers it)
    ("en", "night", "dale.card.mongooses.clock"),
    ("ca", "nit", "dale.card.mongooses.clock"),
    ("ca", "rellotge", "dale.card.mongooses.clock"),
    ("es", "noche", "dale.card.mongooses.clock"),
    ("it", "notte", "dale.card.mongooses.clock"),
    ("fr", "nuit", "dale.card.mongooses.clock"),
    ("fr", "horloge", "dale.card.mongooses.clock"),
    ("en", "what do the dice show?", "dale.card.dice"),
    ("ca", "quines cares té el dau llebre?", "dale.card.dice"),
    ("es", "tirar el dado", "dale.card.dice"),
    ("it", "il dado puzzola", "dale.card.dice"),
    ("fr", "les faces du dé", "dale.card.dice"),
    ("en", "until your next turn", "dale.card.lasting"),
    ("ca", "efecte retardat", "dale.card.lasting"),
    ("es", "efecto duradero", "dale.card.lasting"),
    ("it", "effetto ritardato", "dale.card.lasting"),
    ("fr", "effet différé", "dale.card.lasting"),
    ("en", "every player takes a card", "dale.card.foxes.everyone"),
    ("ca", "tots els jugadors", "dale.card.foxes.everyone"),
    ("fr", "à gauche ou à droite ?", "dale.card.foxes.everyone"),
    ("en", "give junk to another player", "dale.card.gulls.to_others"),
    ("es", "dar chatarra a otro jugador", "dale.card.gulls.to_others"),
    ("it", "dare spazzatura a un altro giocatore", "dale.card.gulls.to_others"),
    ("fr", "pièces", "dale.card.tuataras.coins"),
    ("ca", "gastar", "dale.card.spend"),
    ("it", "reazione", "dale.card.owls.reaction_in_hand"),
]


@pytest.mark.parametrize("lang, question, rule_id", TERMS)
def test_the_terms_of_the_later_decks_are_found_in_each_language(lang, question, rule_id):
    from ludoteca.core.rule_search import search

    assert rule_id in [hit.rule_id for hit in search("dale", question, lang)]


@pytest.mark.parametrize("lang, word", [("en", "night"), ("ca", "nit"), ("fr", "nuit")])
def test_rules_finds_the_clock_of_bats_and_mongooses(capsys, monkeypatch, lang, word):
    from ludoteca.core.catalogue import rule_title
    from testkit.cli import run_cli

    code, out, _ = run_cli(capsys, monkeypatch, ["--lang", lang, "rules", "dale", word])
    assert code == 0
    assert "dale.card.mongooses.clock" in out.splitlines()[1]  # the first answer
    assert rule_title("dale.card.mongooses.clock", lang) in out
