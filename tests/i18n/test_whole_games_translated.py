"""Issue 28, item 6: whole games at the terminal table in Catalan, Spanish, Italian and
French, and not one English text left on the screen.

A person plays seat 1 against a bot to the end (always the first choice), after typing the
table's commands in their own words (help, log, stall, pile, choices, confirm). Everything
printed is then checked against the catalogue, not against a hand list:

* no fixed part of an English template that the language translates differently (the rule
  of ``test_no_english_leak.py``: a sentence of at least 12 characters and 3 words) — prompts,
  log lines, effects, card texts, refusals;
* no English word of the action notation or of the table's commands (``buy``, ``with``,
  ``junk``, ``pass``, ``done``, ``help``, ``log`` …) outside the card and deck names, which
  stay as printed, the bots' names and the rule ids (``dale.turn.bonus_action``) — unless the language itself uses that word (French
  "pile" is a stack), as its own catalogue says.
"""

from __future__ import annotations

import re
from functools import lru_cache

import pytest
from babel.messages.pofile import read_po

from ludoteca.core.i18n import po_path, t
from testkit.cli import run_cli
from test_no_english_leak import english_parts

#: Deck sets that bring the later decks' steps, reactions, the clock and coins to the table.
GAMES = [
    ("ca", "owls,bats,mongooses", 5),
    ("es", "tuataras,turtles,tree_kangaroos", 3),
    ("it", "macaws,raccoons,ocelots", 11),
    ("fr", "penguins,beavers,hares", 7),
]


def _words(text: str) -> set[str]:
    return {w.lower() for w in re.findall(r"[^\W\d_]+", text or "")}


@lru_cache(maxsize=None)
def english_words(lang: str) -> frozenset[str]:
    """The English words of the notation and of the table's commands that ``lang`` does not
    use itself: not a word of its own notation or commands, nor a word its translations
    write where their English does not (words a translator copied from the English do not
    count as the language's)."""
    from ludoteca.cli.play import COMMANDS
    from ludoteca.dale.story import NOTATION_WORDS

    own: set[str] = set()
    with po_path(lang).open("rb") as fh:
        cat = read_po(fh, locale=lang)
    for msg in cat:
        if not msg.id:
            continue
        strings = msg.string if isinstance(msg.string, tuple) else (msg.string,)
        if msg.context and msg.context.startswith(("typed.", "play.cmd.")):
            own.update(*(_words(s) for s in strings))
            continue
        ids = msg.id if isinstance(msg.id, tuple) else (msg.id,)
        english = set().union(*(_words(i) for i in ids))
        for s in strings:
            own.update(_words(s) - english)
    return frozenset((set(NOTATION_WORDS) | set(COMMANDS)) - own)


def _names() -> list[str]:
    from ludoteca.dale.editions import classic
    ANIMALFOLK_NAMES, TYPES = classic().names, classic().types

    return sorted([n for n in TYPES if n != "junk"] + list(ANIMALFOLK_NAMES.values()),
                  key=len, reverse=True)


def _without_names(text: str) -> str:
    for name in _names():
        text = text.replace(name, " ")
    text = re.sub(r"\b[a-z_]+(?:\.[a-z_]+)+\b", " ", text)  # rule ids (dale.turn.phases)
    return re.sub(r"\b(greedy|random|ismcts)\b", " ", text)


def _play(capsys, monkeypatch, tmp_path, lang: str, decks: str, seed: int) -> str:
    def cmd(name: str) -> str:  # the first word the language gives the command
        return t(f"play.cmd.{name}", lang).split(",")[0].strip()

    script = [cmd("help"), f"{cmd('stall')} 2", f"{cmd('pile')} 1", f"{cmd('pile')} "
              f"{cmd('market')}", cmd("choices"), cmd("log"), f"{cmd('confirm')} {cmd('off')}",
              f"{cmd('stall')} 9", cmd("log") + " x"]
    script += ["1"] * 400
    monkeypatch.setenv("COLUMNS", "100")
    code, out, err = run_cli(capsys, monkeypatch, [
        "--lang", lang, "play", "dale", "--seats", "human,greedy", "--decks", decks,
        "--seed", str(seed), "--db", tmp_path / "g.db", "--no-hints"],
        stdin="\n".join(script) + "\n")
    assert code == 0, err
    return out + err


@pytest.mark.parametrize("lang, decks, seed", GAMES)
def test_a_whole_game_reads_in_the_players_language(capsys, monkeypatch, tmp_path, lang,
                                                    decks, seed):
    for var in ("LUDOTECA_LANG", "LC_ALL", "LC_MESSAGES", "LANG", "LINES"):
        monkeypatch.delenv(var, raising=False)
    out = _play(capsys, monkeypatch, tmp_path, lang, decks, seed)
    flat = " ".join(out.split())
    # the game was played through to its end, and the commands were understood
    assert re.search(r"T\d+ ", out) and t("play.since_last_turn", lang) in out
    assert t("play.stall_usage", lang, count=2) in flat  # 'stall 9': no such seat
    assert t("play.log_usage", lang) in flat  # 'log x'
    assert t("play.confirm_off", lang) in flat
    over = [line for line in out.splitlines() if t("play.seed_after", lang, seed=seed) in line]
    assert over, "the game did not reach its end"
    # no English sentence of the catalogue
    leaks = [part for part in english_parts(lang) if part in flat]
    assert not leaks, leaks[:10]
    # no English word of the notation or of the table's commands
    english = english_words(lang)
    found = sorted({w for w in re.findall(r"[^\W\d_]+", _without_names(out))
                    if w.lower() in english})
    lines = [line for line in out.splitlines()
             if any(re.search(rf"\b{w}\b", _without_names(line)) for w in found)]
    assert not found, (found, lines[:10])
