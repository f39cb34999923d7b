"""Text as data (issue 12, point 7): engines hand out message ids with values, never sentences
the interface would have to parse back; the catalogue renders them in the reader's language.
Rule ids name the rules whose decisions, effects and refusals are shown."""

from __future__ import annotations

from pathlib import Path

import pytest

from ludoteca.core import i18n
from ludoteca.core.errors import BadInput, IllegalAction
from ludoteca.core.i18n import Message, Term, decision_prompt, elide, fill, text
from ludoteca.dale.positions import load_position
from ludoteca.dale.views import view

POSITIONS = Path(__file__).resolve().parents[1] / "dale" / "positions"


def test_elision_lives_in_core_fill():
    # Catalan: "de" + a vowel elides, + a consonant does not; "de el" contracts.
    assert fill("l'oferta de {name}", {"name": "Alice"}, "ca") == "l'oferta d'Alice"
    assert fill("l'oferta de {name}", {"name": "Bruno"}, "ca") == "l'oferta de Bruno"
    assert fill("Després de el {phase}", {"phase": "Any de Joc"}, "ca") == \
        "Després de l'Any de Joc"
    assert fill("Després de el {phase}", {"phase": "mercat"}, "ca") == "Després del mercat"
    # French "de le" → "du", Italian "la" elides, Spanish "de el" → "del", English unchanged.
    assert fill("la fin de le {x}", {"x": "tour"}, "fr") == "la fin du tour"
    assert fill("la {x}", {"x": "Isola"}, "it") == "l'Isola"
    assert fill("fin de el {x}", {"x": "Año"}, "es") == "fin del Año"
    assert elide("the {x}", {"x": "ox"}, "en") == "the {x}"
    # a missing value keeps the template (a message is never lost)
    assert fill("de {x} {y}", {"x": "a"}, "ca") == "de {x} {y}"


def test_pax_text_uses_the_core_elision():
    from ludoteca.pax import text as pax_text

    assert pax_text.fill is fill and pax_text.Msg is Message and pax_text.Term is Term


def test_phase_change_says_the_glossary_terms_in_catalan():
    """pax.year.cycle: the phase names inside a refusal are the Catalan edition's words."""
    from ludoteca.pax.scenarios import load_sample
    from ludoteca.pax.notation import perform

    s = load_sample()
    with pytest.raises(IllegalAction) as info:
        perform(s, "phase play")
    said = info.value.render("ca")
    assert "l'Any de Mercaderies (D1)" in said and "l'Any de Subhasta (D2)" in said
    assert "Goods Year" not in said and "Auction Year" not in said


def test_a_decision_carries_its_message_and_values():
    """dale.end.eighth_stack: the game-over decision names the winner as a value."""
    state = load_position(str(POSITIONS / "accordion_stashing_vendor_8th.toml"))
    dec = state.decision()
    assert dec.msgid == "decision.action" and decision_prompt(dec, "fr") == \
        i18n.t("decision.action", "fr")
    state.winner = 1
    over = state.decision()
    assert (over.kind, over.msgid, dict(over.values)) == ("over", "decision.over", {"winner": 2})
    assert over.prompt == "Seat 2 has won."
    assert decision_prompt(over, "ca") == i18n.t("decision.over", "ca", winner=2)
    assert "2" in decision_prompt(over, "ca") and decision_prompt(over, "ca") != over.prompt
    # a view's decision dict carries the same message
    d = view(state, 0)["decision"]
    assert (d["msgid"], d["values"]) == ("decision.over", {"winner": 2})


def test_view_effects_are_data():
    """dale.value.order: Flashy Show (+1 to every card) then Blindfold (a value set) this turn;
    the view says them as message ids with values, the seat that set a value sees its card."""
    state = load_position(str(POSITIONS / "value_order_flashy_then_blindfold.toml"))
    mine = view(state, state.active)["effects"]
    assert mine == [{"msg": "effect.add", "kind": "flashy", "card": "Flashy Show", "n": 1},
                    {"msg": "effect.set", "kind": "set", "card": "Cookies", "n": 2}]
    other = view(state, 1 - state.active)["effects"]
    assert other[1] == {"msg": "effect.set_hidden", "kind": "set", "seat": state.active + 1,
                        "n": 2}
    assert text(mine[0], "en") == "Flashy Show: +1"
    assert text(other[1], "en") == f"a card of seat {state.active + 1} = 2"
    assert text(other[1], "ca") == f"una carta del seient {state.active + 1} = 2"


def test_a_message_is_english_as_str_and_translated_when_rendered():
    m = Message("notation.unknown_card", word="'Acordion'")
    assert str(m) == "unknown card 'Acordion'"
    assert m.render("fr") == "carte inconnue 'Acordion'"
    assert Term("setup.in_the_box").render("ca") == " a la capsa"


def test_an_error_made_from_a_message_is_said_in_the_readers_language():
    from ludoteca.dale.notation import parse

    with pytest.raises(BadInput) as info:
        parse("buy +7 with junk")
    err = info.value
    assert str(err) == "market slots are +0 … +4, not +7"
    assert err.render("ca") == "els espais de mercat són +0 … +4, no +7"
    lined = BadInput(Message("notation.empty"), line=3)
    assert str(lined) == "line 3: empty action"
    assert lined.render("fr") == "ligne 3 : l'action est vide"


def test_a_record_error_says_its_reason_in_the_readers_language():
    from ludoteca.core.records import RecordError, parse_record

    with pytest.raises(RecordError) as info:
        parse_record("ludoteca-record 1\ngame: dale\n\nbuy +0\nhash: sha256:00\n")
    err = info.value
    assert (err.line, err.kind) == (5, "malformed")
    assert err.reason == "the hash must be 'sha256:' and 64 hex digits, got 'sha256:00'"
    assert err.reason_text("it") == \
        "l'hash deve essere 'sha256:' e 64 cifre esadecimali, non 'sha256:00'"


def test_a_file_problem_is_said_in_the_readers_language(tmp_path):
    from ludoteca.core.files import FileProblem, read_text_file

    with pytest.raises(FileProblem) as info:
        read_text_file(tmp_path)
    err = info.value
    assert str(err) == f"cannot read {tmp_path}: it is a directory, not a regular file"
    assert err.render("es") == f"no se puede leer {tmp_path}: es un directorio, no un archivo normal"


def test_the_cli_prints_a_position_error_in_french(tmp_path, capsys, monkeypatch):
    from ludoteca.cli.main import main

    bad = tmp_path / "p.toml"
    bad.write_text('game = "dale"\nfoo = 1\n', encoding="utf-8")
    monkeypatch.delenv("LUDOTECA_LANG", raising=False)
    code = main(["moves", "dale", str(bad), "--lang", "fr"])
    out, err = capsys.readouterr()
    assert code == 2
    assert f"ligne 2 : foo : champ inconnu (voir les champs dans docs/positions.md) (dans {bad})" \
        in out + err


def test_every_message_made_in_the_code_gives_the_values_of_its_template():
    """A ``Message``/``Msg``/``bad`` call names a key of the catalogue and passes every
    placeholder of its English template (a missing value would show the raw template)."""
    import ast
    import string

    from ludoteca.core.messages import MESSAGES

    root = Path(__file__).resolve().parents[2] / "src" / "ludoteca"
    problems, calls = [], 0
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("Message", "Msg", "bad") and node.args
                    and isinstance(node.args[0], ast.Constant)):
                continue
            if any(k.arg is None for k in node.keywords):  # **values
                continue
            calls += 1
            key = node.args[0].value
            if key not in MESSAGES:
                problems.append(f"{path.name}:{node.lineno}: no message {key}")
                continue
            source = MESSAGES[key]
            needed = {f for text in (source if isinstance(source, tuple) else (source,))
                      for _, f, _, _ in string.Formatter().parse(text) if f}
            given = {k.arg for k in node.keywords}
            if not needed <= given:
                problems.append(f"{path.name}:{node.lineno}: {key} lacks {needed - given}")
    assert calls > 150
    assert problems == []
