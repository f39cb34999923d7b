"""The language of the command: --lang, LUDOTECA_LANG, the locale, English; `check` explains an
illegal overpayment in each language with the rule id, the page and the values."""

from __future__ import annotations

import io
import sys

import pytest

from ludoteca.cli.main import main
from ludoteca.core.errors import BadInput
from ludoteca.core.i18n import resolve_lang

POSITION = """\
game = "dale"
edition = "classic"
animalfolk = ["macaws", "pandas", "squirrels"]
seed = 3
active = 1

[market]
slots = ["Spyglass", "Cookies", "Prepaid Good", "Acorn", "Empty Chest"]
deck = 10
discard = []

[junk]
pile = 6

[[player]]
hand = ["Flashy Show", "junk", "junk", "junk", "Cookies"]
deck = 3
discard = []
stall = []

[[player]]
hand = 5
deck = 5
discard = []
stall = []
"""

# Spyglass (value 4) in the +0 slot costs 4; Flashy Show (5) + junk (1) pays 6, and without the
# junk the 5 alone still covers 4: dale.market.overpay (p. 5).
ACTION = "buy +0 with Flashy Show, junk"

EXPECTED = {
    "en": ["You paid 6 for a price of 4", "without junk (worth 1)", "would still pay 5"],
    "ca": ["Has pagat 6 per un preu de 4", "sense ferralla (que val 1)", "encara pagaries 5"],
    "es": ["Has pagado 6 por un precio de 4", "sin chatarra (que vale 1)", "seguirías pagando 5"],
    "it": ["Hai pagato 6 per un prezzo di 4", "senza spazzatura (che vale 1)", "pagheresti comunque 5"],
    "fr": ["Tu as payé 6 pour un prix de 4", "sans Déchet (qui vaut 1)", "tu paierais encore 5"],
}


@pytest.fixture(autouse=True)
def _neutral_env(monkeypatch):
    for var in ("LUDOTECA_LANG", "LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)


def run(capsys, monkeypatch, argv):
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def position(tmp_path):
    path = tmp_path / "overpay.toml"
    path.write_text(POSITION, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("lang", sorted(EXPECTED))
def test_check_explains_an_overpayment_in_each_language(capsys, monkeypatch, position, lang):
    code, out, err = run(capsys, monkeypatch, ["check", "dale", position, ACTION, "--lang", lang])
    assert code == 1, err
    lines = out.strip().splitlines()
    assert lines[0] == "illegal: dale.market.overpay (p. 5)"  # machine-readable, never translated
    for words in EXPECTED[lang]:
        assert words in lines[1], (lang, lines[1])


def test_the_language_comes_from_the_environment(capsys, monkeypatch, position):
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    _, out, _ = run(capsys, monkeypatch, ["check", "dale", position, ACTION])
    assert "Hai pagato 6" in out
    monkeypatch.setenv("LUDOTECA_LANG", "es")  # beats the locale
    _, out, _ = run(capsys, monkeypatch, ["check", "dale", position, ACTION])
    assert "Has pagado 6" in out
    _, out, _ = run(capsys, monkeypatch, ["check", "dale", position, ACTION, "--lang=fr"])
    assert "Tu as payé 6" in out  # --lang beats both


def test_resolve_lang_precedence():
    env = {"LANG": "fr_FR.UTF-8"}
    assert resolve_lang(None, {}) == "en"
    assert resolve_lang(None, env) == "fr"
    assert resolve_lang(None, {"LC_ALL": "ca_ES.UTF-8", "LANG": "fr_FR"}) == "ca"
    assert resolve_lang(None, {"LANG": "de_DE.UTF-8"}) == "en"  # a locale we do not speak
    assert resolve_lang(None, {"LANG": "C.UTF-8"}) == "en"
    assert resolve_lang(None, {"LUDOTECA_LANG": "it", **env}) == "it"
    assert resolve_lang("es", {"LUDOTECA_LANG": "it", **env}) == "es"
    assert resolve_lang("FR_ca", {}) == "fr"
    with pytest.raises(BadInput):
        resolve_lang("klingon", {})
    with pytest.raises(BadInput):
        resolve_lang(None, {"LUDOTECA_LANG": "xx"})


@pytest.mark.parametrize("argv", [
    ["rules", "dale", "--lang", "xx"],
    ["--lang", "de", "rules", "dale"],
    ["check", "dale", "x.toml", "inventory", "--lang=pt"],
    ["play", "dale", "--lang", "klingon"],
])
def test_an_unknown_language_is_one_line_and_exit_2(capsys, monkeypatch, argv):
    code, out, err = run(capsys, monkeypatch, argv)
    assert code == 2
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "unknown language" in lines[0]
    assert "Traceback" not in out + err


def test_an_unknown_language_in_the_environment_falls_back_with_a_warning(capsys, monkeypatch):
    # Issue 15, point 12: LUDOTECA_LANG=xx ludoteca --help still helps, with one warning line.
    monkeypatch.setenv("LUDOTECA_LANG", "xx")
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    code, out, err = run(capsys, monkeypatch, ["--help"])
    assert code == 0 and "Commands" in out and "play" in out
    assert err.strip().splitlines() == [
        "ludoteca: warning: unknown language 'xx' in LUDOTECA_LANG; choose one of: en, ca, es, "
        "it, fr; using English"]
    # The locale of the environment decides then: French here.
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    code, out, err = run(capsys, monkeypatch, ["rules", "dale"])
    assert code == 0 and "règles" in out and "using français" in err
    # --lang xx on the command line is still an error: the user typed it.
    code, _, err = run(capsys, monkeypatch, ["rules", "dale", "--lang", "xx"])
    assert code == 2 and "unknown language 'xx'" in err


@pytest.mark.parametrize("command", ["play", "simulate", "check", "moves", "show", "rules",
                                     "analyze", "mcp"])
def test_every_command_takes_lang_and_translates_its_help(capsys, monkeypatch, command):
    code, out, _ = run(capsys, monkeypatch, [command, "--help", "--lang", "ca"])
    assert code == 0 and "--lang" in out
    assert "Opcions" in out  # the panel title, in Catalan


def test_help_text_is_translated(capsys, monkeypatch):
    code, out, _ = run(capsys, monkeypatch, ["rules", "--help", "--lang", "fr"])
    assert code == 0 and "Langue de la sortie" in out


def test_moves_and_show_speak_the_language(capsys, monkeypatch, position):
    code, out, _ = run(capsys, monkeypatch, ["show", "dale", position, "--lang", "es"])
    assert code == 0 and "Mercado" in out and "Tu mano" in out and "Elige una acción" in out
    code, out, _ = run(capsys, monkeypatch, ["moves", "dale", position, "--lang", "es"])
    assert code == 0 and "inventory" in out  # the action notation itself is not translated


@pytest.mark.parametrize("lang, title", [("ca", "No pagar de més sense motiu"),
                                         ("fr", "Pas de paiement excessif inutile")])
def test_rules_prints_one_rule_with_its_page(capsys, monkeypatch, lang, title):
    code, out, _ = run(capsys, monkeypatch, ["rules", "dale.market.overpay", "--lang", lang])
    assert code == 0
    assert out.splitlines()[0].startswith("dale.market.overpay (p") and title in out
    assert "5" in out.splitlines()[0]


def test_rules_lists_a_game(capsys, monkeypatch):
    from ludoteca.core.catalogue import RULES

    count = sum(1 for r in RULES if r.startswith("dale."))
    assert count >= 52  # 41, the schedule, the terms of the later decks (7 + 4)
    code, out, _ = run(capsys, monkeypatch, ["rules", "dale", "--lang", "it"])
    assert code == 0 and f"La Valle dei Mercanti: {count} regole" in out
    assert "dale.market.overpay" in out and "Niente pagamenti in eccesso inutili" in out
    code, out, _ = run(capsys, monkeypatch, ["rules", "pax", "--lang", "ca"])
    assert code == 0 and "pax.auction.winner" in out and "Guanyar una subhasta" in out


@pytest.mark.parametrize("argv", [["rules", "chess"], ["rules", "dale.market.nothing"]])
def test_rules_unknown_names_exit_2(capsys, monkeypatch, argv):
    code, _, err = run(capsys, monkeypatch, argv)
    assert code == 2 and len(err.strip().splitlines()) == 1
