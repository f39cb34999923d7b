"""Issue 16, "done when": a table of three players plays year 1 of the sample from the Goods
Year to the next year's Goods Year, with an auction, a battle, loading and unloading, only
through the commands, in English and in Catalan.

The script is the ``sh`` block of "A year at the table" in docs/pax-scenarios.md, run as
written: each ``printf '…' | ludoteca pax …`` line gives its lines to standard input and runs
the command (in-process, ``ludoteca.cli.main.main``). Every value checked below was worked
out by hand from the sample and the rules (pax.year.cycle, pax.goods.steps, pax.labor.*,
pax.auction.*, pax.hand.*, pax.battle.*, pax.load.*).
"""

from __future__ import annotations

import io
import re
import shlex
import sys
from pathlib import Path

import pytest

from ludoteca.cli.main import main
from ludoteca.core import i18n
from ludoteca.core.i18n_tools import sources
from ludoteca.pax.scenario import load_file

DOC = Path(__file__).resolve().parents[2] / "docs" / "pax-scenarios.md"


def script() -> list[tuple[list[str], str]]:
    """The commands of the walk-through block: (argv after 'ludoteca', standard input)."""
    text = DOC.read_text(encoding="utf-8")
    section = text.split("## A year at the table", 1)[1]
    block = re.search(r"^```sh\n(.*?)^```$", section, re.S | re.M).group(1)
    steps = []
    for line in block.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        stdin = ""
        if line.startswith("printf "):
            left, _, line = line.partition(" | ")
            stdin = shlex.split(left)[1].replace("\\n", "\n")
        argv = shlex.split(line)
        assert argv[0] == "ludoteca"
        steps.append((argv[1:], stdin))
    return steps


@pytest.fixture(autouse=True)
def _neutral(monkeypatch):
    for var in ("LUDOTECA_LANG", "LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    before = i18n.current_language()
    yield
    i18n.set_language(before)


def play(tmp_path, monkeypatch, capsys, lang: str) -> list[tuple[list[str], str, str]]:
    monkeypatch.chdir(tmp_path)
    screens = []
    for argv, stdin in script():
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
        code = main(argv + ["--lang", lang])
        out, err = capsys.readouterr()
        assert code == 0, (argv, out, err)
        assert err == "" and "Traceback" not in out
        screens.append((argv, out, err))
    return screens


def check_final_state(path: Path) -> None:
    s = load_file(path)
    assert (s.year, s.phase, s.step, s.turn) == (2, "goods", "player_order", "")
    money = {p.name: p.money for p in s.players}
    assert money == {"Alice": 8, "Bruno": 6, "Chiara": 0}       # incomes, auction, sale
    assert s.fund == 4
    hands = {p.name: p.hand for p in s.players}
    assert hands == {"Alice": [], "Bruno": ["Broadside"],
                     "Chiara": ["Tobacco Fair", "Indigo Dyers"]}
    assert s.player("Chiara").treasure_points == 2               # SMUGGLER scores 2
    assert s.deck("Main").cards == ["Ambush at Dawn", "Salt Pans"]
    assert s.deck("Main").discard == ["Cacao Traders", "Musket Drill"]
    assert sorted(s.deck("Refuge").cards) == ["Hidden Cove", "Maroon Camp", "Mission Shelter"]
    assert [(b.year, b.zone, b.attacker, b.target, b.winner) for b in s.battles] == [
        (1, "Sierra Alta", "Bruno", "alta-tribe", "attacker")]
    labor = {c.id: c.labor for z in s.land for c in z.colonies}
    assert labor == {"verde-1": "citizen", "verde-2": "native", "verde-3": "",
                     "verde-4": "citizen", "roja-1": "citizen", "alta-1": "native"}
    assert s.tribal_site("verde-tribe")[1].natives == 1
    assert s.cathedral("verde-cathedral")[1].citizens == 1      # nobody hired
    assert {g.id: g.cargo for g in s.galleons} == {
        "alice-g1": ["treasure"], "bruno-g1": [], "bruno-g2": ["native"], "chiara-g1": []}
    assert s.tribal_site("alta-tribe")[1].natives == 2 and s.zone("Isla Verde").treasure == 1
    assert len(s.log) == 24 and s.log[-1].action == "phase goods"
    assert [e.action for e in s.log[2:4]] == ["kidnap verde-2 from verde-tribe",
                                              "kidnap alta-1 from alta-visit"]
    assert s.undo_action == "phase goods"


def test_a_whole_year_in_english(tmp_path, monkeypatch, capsys):
    screens = play(tmp_path, monkeypatch, capsys, "en")
    out = "".join(o for _, o, _ in screens)
    # issue 13.5: kidnapping offered and accepted while the Cathedral could supply a Citizen
    assert "  2. Alice: kidnap for Colony verde-2 from verde-tribe" in out
    assert "Alice kidnaps a native from Tribal Site verde-tribe: Colony verde-2 has labor." in out
    assert "Income paid: Alice +$2, Bruno +$1, Chiara +$2." in out
    assert "Bids: Bruno $1, Chiara $2, Alice $1.\nChiara wins Indigo Dyers and pays $2 to Bruno." in out
    assert "  Chiara (Dutch): $0; 3 cards in hand (limit 2);" in out      # status: sizes only
    assert "Alice sells Cacao Traders for $1." in out
    assert "Alice discards Hidden Cove; it is shuffled back into the Refuge deck." in out
    assert "Sides: Chiara supports the attacker with Musket Drill (+1)." in out
    assert "Attacker Bruno: 2; target alta-tribe: 1.\nBruno wins the battle in Sierra Alta." in out
    assert "Galleon bruno-g2 takes aboard a native enslaved at alta-tribe." in out
    assert "Galleon bruno-g1 unloads a Citizen into Colony roja-1, which now has labor." in out
    assert "Undone: end turn" in out
    assert "Galleon chiara-g1 unloads a Treasure in Europe: Chiara scores 2 (SMUGGLER)." in out
    assert "Year 2: the Goods Year (D1) begins." in out
    assert "Hand of Chiara, 2 cards (limit 2):\n  Tobacco Fair (Market)\n  Indigo Dyers (Market)" in out
    status = [o for argv, o, _ in screens if argv[1] == "status"]
    for screen in status:                                     # no hand's contents in status
        assert "Tobacco Fair" not in screen and "Broadside" not in screen
    check_final_state(tmp_path / "game.toml")


def _catalogue_english() -> list[tuple[str, str, str | None]]:
    """Every English text of the Pax catalogue (messages, reasons, rules, help of the pax
    commands): (key, English, English plural or None)."""
    return [(src.key, src.english, src.plural) for src in sources()
            if src.key.startswith(("pax.", "reason.pax_", "rule.pax."))
            or (src.key == "help" and src.english in PAX_HELP)]


def _pax_help() -> set[str]:
    import ludoteca.cli.pax as cli

    texts = set()
    for cmd in cli.pax_app.registered_commands:
        if cmd.callback and cmd.callback.__doc__:
            texts.add(cmd.callback.__doc__.strip())
    return texts


PAX_HELP = _pax_help()


def english_left(out: str, lang: str) -> list[str]:
    """Fragments of English catalogue texts (between placeholders, 10+ characters with a
    space) that appear in ``out`` and are not part of that language's translation."""
    from ludoteca.core.i18n import translate, translate_plural

    found = []
    for ctx, english, plural in _catalogue_english():
        if plural:
            translated = " ".join(translate_plural(ctx, english, plural, n, lang) for n in (1, 2))
        else:
            translated = translate(ctx, english, lang)
        for text in (english, plural or ""):
            for fragment in re.split(r"\{[^}]*\}", text):
                fragment = fragment.strip(" .,:;()[]'\"")
                if len(fragment) >= 10 and " " in fragment and fragment not in translated \
                        and fragment in out:
                    found.append(fragment)
    return found


def test_the_same_year_in_catalan_shows_no_english(tmp_path, monkeypatch, capsys):
    screens = play(tmp_path, monkeypatch, capsys, "ca")
    out = "".join(o for _, o, _ in screens)
    assert english_left(out, "ca") == []
    assert "Alice segresta un nadiu del Lloc Tribal verde-tribe: la Colònia verde-2 té mà d'obra." in out
    assert "Ofertes: Bruno $1, Chiara $2, Alice $1.\nChiara guanya Indigo Dyers i paga $2 a Bruno." in out
    assert "Acaba el torn de joc d'Alice; ara juga Bruno." in out       # elision: d'Alice
    assert "Acaba el torn de joc de Bruno; ara juga Chiara." in out
    assert "Any 1: comença l'Any de Joc (D3)." in out
    assert "Any 2: comença l'Any de Mercaderies (D1)." in out
    assert "Mà de Chiara, 2 cartes (límit de mà 2):" in out
    assert "Vaixell Insígnia CONQUERIDOR" in out and "Vaixell Insígnia CORSARI" in out
    assert "El Galeó alice-g1 carrega un Tresor a Isla Verde (CONQUERIDOR: exportar legalment)" in out
    assert "puntua 2 (CONTRABANDISTA)" in out
    assert "Colònia verde-1 d'Alice, amb fort: hi treballa un Ciutadà" in out
    check_final_state(tmp_path / "game.toml")


def test_the_catalogue_check_would_catch_english(tmp_path):
    """The check above can fail: English output is caught."""
    assert "The play turn of" in english_left("The play turn of Alice ends; Bruno plays next.", "ca")


def test_a_refusal_in_catalan_elides_the_phase_names(tmp_path, monkeypatch, capsys):
    """Issue 16.7: 'Després de l'Goods Year (D1) ve l'Auction Year (D2)' was wrong twice."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    main(["pax", "sample", "sample.toml"])
    capsys.readouterr()
    code = main(["pax", "check", "sample.toml", "phase play", "--lang", "ca"])
    out = capsys.readouterr().out
    assert code == 1
    assert out.splitlines()[1] == ("Després de l'Any de Mercaderies (D1) ve l'Any de Subhasta "
                                   "(D2), no l'Any de Joc (D3).")


def test_every_command_of_the_pax_docs_runs_as_written(tmp_path, monkeypatch, capsys):
    """The other ``sh`` blocks of docs/pax-scenarios.md: each ``ludoteca`` line runs (exit 0);
    the long fuzz run names a test file that reads its budget from the variable shown."""
    monkeypatch.chdir(tmp_path)
    text = DOC.read_text(encoding="utf-8").split("## A year at the table", 1)
    blocks = re.findall(r"^```sh\n(.*?)^```$", text[0] + text[1].split("```", 2)[2], re.S | re.M)
    ran = 0
    for block in blocks:
        for line in block.splitlines():
            line = line.split("  #", 1)[0].strip()
            if not line or line.startswith("#"):
                continue
            argv = shlex.split(line)
            if argv[0] == "ludoteca":
                monkeypatch.setattr(sys, "stdin", io.StringIO(""))
                assert main(argv[1:]) == 0, line
                ran += 1
            else:
                env, *cmd = argv
                assert env.startswith("LUDOTECA_FUZZ_EXAMPLES=")
                assert cmd[:3] == ["python", "-m", "pytest"]
                fuzz = DOC.parents[1] / cmd[3]
                assert "LUDOTECA_FUZZ_EXAMPLES" in fuzz.read_text(encoding="utf-8")
    capsys.readouterr()
    assert ran == 2 and (tmp_path / "my-game.toml").is_file()


def test_refusal_values_that_are_words_are_translated(tmp_path, monkeypatch, capsys):
    """A step or a card kind inside a refusal is shown in the reader's language."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    main(["pax", "sample", "sample.toml"])
    capsys.readouterr()
    assert main(["pax", "check", "sample.toml", "hire verde-2 from verde-cathedral",
                 "--lang", "ca"]) == 1
    out = capsys.readouterr().out
    assert out.splitlines()[1] == ("La mà d'obra només s'adquireix al pas de mà d'obra de l'Any "
                                   "de Mercaderies; el pas següent és «Actualitzar l'ordre de "
                                   "torn».")
