"""The table companion end to end: ``pax_app`` with scripted hidden and visible input."""

from __future__ import annotations

import getpass

import pytest
from typer.testing import CliRunner

import ludoteca.cli.pax as cli
from ludoteca.pax.scenario import load_file
from ludoteca.pax.scenarios import sample_text

LABEL = "[INVENTED SAMPLE DATA - not the real map, cards or numbers of Pax Hispanica]"


@pytest.fixture
def secrets(monkeypatch):
    """Script the hidden answers (bids, sides) but not the pauses; keep the prompts."""
    script: dict = {"answers": [], "prompts": []}
    real = cli.secret_input

    def fake(prompt: str) -> str:
        if prompt.startswith("Pass to") or prompt.startswith("Press Enter"):
            return real(prompt)
        script["prompts"].append(prompt)
        if not script["answers"]:
            raise EOFError
        return script["answers"].pop(0)

    monkeypatch.setattr(cli, "secret_input", fake)
    return script


def scenario(tmp_path, phase="goods"):
    text = sample_text()
    if phase != "goods":
        text = text.replace('phase = "goods"', f'phase = "{phase}"', 1)
        text = text.replace('step = "player_order"', 'step = "done"', 1)
    path = tmp_path / "game.toml"
    path.write_text(text, encoding="utf-8")
    return path


def run(args, stdin=""):
    result = CliRunner().invoke(cli.pax_app, [str(a) for a in args], input=stdin)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.output
    return result


def test_auction_sealed_bids_revealed_together_and_written(tmp_path, secrets):
    path = scenario(tmp_path, "auction")
    secrets["answers"] = ["2", "2"]                      # Alice, then Bruno
    r = run(["auction", path, "--initiator", "alice"], stdin="\n\n")
    assert r.exit_code == 0, r.output
    out = r.stdout
    assert out.splitlines()[0] == LABEL
    assert "Bidders: Alice, Bruno (Chiara with $0 does not bid)" in out
    assert [p.split(",")[0] for p in secrets["prompts"]] == ["Alice", "Bruno"]
    reveal = out.index("All bids revealed together:")
    assert "Bids:" not in out[:reveal]                    # nothing shown before the reveal
    assert "Bids: Alice $2, Bruno $2" in out[reveal:]
    assert "Alice wins Indigo Dyers and pays $2 to the Fund." in out   # pax.auction.winner
    s = load_file(path)
    assert s.fund == 6 and s.player("Alice").money == 3
    assert s.player("Alice").hand[-1] == "Indigo Dyers"
    assert s.deck("Main").cards == ["Ambush at Dawn", "Salt Pans"]
    assert load_file(path).label.startswith("INVENTED SAMPLE DATA")


def test_auction_buried_treasure_with_a_penniless_initiator(tmp_path, secrets):
    path = scenario(tmp_path, "auction")
    out_path = tmp_path / "after.toml"
    secrets["answers"] = ["0", "1", "$1"]                # Chiara, Alice, Bruno
    r = run(["auction", path, "--initiator", "Chiara", "--buried", "--out", out_path],
            stdin="\n\n\n")
    assert r.exit_code == 0, r.output
    assert "hidden card under Indigo Dyers" in r.stdout
    assert "Ambush at Dawn" not in r.stdout[: r.stdout.index("All bids revealed")]
    assert "Alice wins the buried treasure (Ambush at Dawn) and pays $1 to Chiara." in r.stdout
    assert load_file(path).player("Chiara").money == 0  # --out: the original is untouched
    s = load_file(out_path)
    assert (s.player("Chiara").money, s.player("Alice").money) == (1, 4)


BID_PROMPT = "{}, you have ${}. Your sealed bid for Indigo Dyers (0 allowed, not shown): "
RETRY = "That is not a bid you can make: a whole number of dollars from 0 to ${}. {}, bid again."


def test_auction_bad_bids_are_asked_again_without_showing_them(tmp_path, secrets):
    path = scenario(tmp_path, "auction")
    secrets["answers"] = ["abc", "9", "-1", " 2 ",      # Alice ($5): three bad bids, then 2
                          "4", "$3"]                     # Bruno ($3): one bad bid, then 3
    r = run(["auction", path, "--initiator", "Alice"], stdin="\n\n")
    assert r.exit_code == 0, r.output
    assert r.stderr == ""
    assert secrets["prompts"] == [BID_PROMPT.format("Alice", 5)] * 4 + [
        BID_PROMPT.format("Bruno", 3)] * 2
    out = r.stdout
    before_reveal = out[: out.index("All bids revealed together:")]
    # one and the same answer to every bad bid: the scrollback tells nothing about a bid
    assert [line for line in before_reveal.splitlines() if "bid again" in line] == [
        RETRY.format(5, "Alice")] * 3 + [RETRY.format(3, "Bruno")]
    for typed in ("abc", "9", "-1", "$4"):                   # nothing typed is shown back
        assert typed not in before_reveal
    assert "Bids: Alice $2, Bruno $3" in out
    assert "Bruno wins Indigo Dyers and pays $3 to Alice." in out
    s = load_file(path)
    assert (s.player("Alice").money, s.player("Bruno").money) == (8, 0)


def test_auction_input_ending_after_a_bad_bid_exits_2_and_leaves_the_file(tmp_path, secrets):
    path = scenario(tmp_path, "auction")
    before = path.read_bytes()
    secrets["answers"] = ["1", "lots"]
    r = run(["auction", path, "--initiator", "Alice"], stdin="\n\n")
    assert r.exit_code == 2
    assert r.stderr.strip().splitlines() == [
        "error: the input ended before every choice was made; the scenario file is unchanged"]
    assert "lots" not in r.output
    assert path.read_bytes() == before


def test_auction_names_every_player_left_out_with_the_right_verb():
    from ludoteca.pax.session import left_out

    assert left_out([]) == ""
    assert left_out(["Chiara"]) == " (Chiara with $0 does not bid)"
    assert left_out(["Bruno", "Chiara"]) == " (Bruno, Chiara with $0 do not bid)"


@pytest.mark.filterwarnings("error")
def test_auction_with_piped_input_reads_one_line_per_pause_and_per_bid(tmp_path):
    """Scripted input (docs/pax-scenarios.md): per bidder, an empty line for the pause, then
    the bid. Piped bids are read from stdin, without getpass and without a GetPassWarning."""
    path = scenario(tmp_path, "auction")
    r = run(["auction", path, "--initiator", "Alice"], stdin="\n2\n\n1\n")
    assert r.exit_code == 0, r.output
    assert "GetPassWarning" not in r.output and "getpass" not in r.output
    assert r.stderr == ""
    out = r.stdout
    assert BID_PROMPT.format("Alice", 5) + "\n" in out           # the bid is not shown
    assert BID_PROMPT.format("Bruno", 3) + "\n" in out
    assert "Bids: Alice $2, Bruno $1" in out
    assert load_file(path).player("Alice").money == 3


def test_a_pause_reads_exactly_one_line_even_when_it_is_not_empty(tmp_path):
    path = scenario(tmp_path, "auction")
    r = run(["auction", path, "--initiator", "Alice"], stdin="ok\n2\n\n1\n")
    assert r.exit_code == 0, r.output
    assert "Bids: Alice $2, Bruno $1" in r.stdout


def test_secret_input_hides_typing_at_a_terminal(monkeypatch):
    asked = []
    monkeypatch.setattr(cli, "_interactive", lambda: True)
    monkeypatch.setattr(getpass, "getpass", lambda prompt: asked.append(prompt) or "7")
    assert cli.secret_input("Bid: ") == "7" and asked == ["Bid: "]


@pytest.mark.parametrize("args, words", [
    (["auction", "{path}", "--initiator", "Zed"], "--initiator: Zed is not a player"),
    (["battle", "{path}", "--zone", "Atlantis", "--attacker", "Bruno", "--target", "verde-1"],
     "zone: unknown land zone Atlantis"),
    (["battle", "{path}", "--zone", "Isla Verde", "--attacker", "Zed", "--target", "verde-1"],
     "--attacker: Zed is not a player"),
    (["goods-year", "{missing}"], "does not exist"),
])
def test_bad_names_exit_2_with_one_line(tmp_path, secrets, args, words):
    path = scenario(tmp_path, "auction")
    before = path.read_bytes()
    argv = [a.format(path=path, missing=tmp_path / "missing.toml") for a in args]
    r = run(argv)
    assert r.exit_code == 2
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0], r.stderr
    assert path.read_bytes() == before


def test_a_scenario_with_an_unknown_zone_exits_2(tmp_path, secrets):
    path = tmp_path / "bad.toml"
    path.write_text(sample_text().replace('borders = ["Puerto Viejo"]', 'borders = ["Atlantis"]'),
                    encoding="utf-8")
    r = run(["auction", path, "--initiator", "Alice"])
    assert r.exit_code == 2
    assert r.stderr.strip().startswith("error: line ")
    assert "sea 'Aguas de Europa'.borders: unknown land zone Atlantis" in r.stderr


def test_auction_outside_the_auction_year_is_illegal(tmp_path, secrets):
    path = scenario(tmp_path)
    before = path.read_bytes()
    r = run(["auction", path, "--initiator", "Alice"])
    assert r.exit_code == 1
    assert "illegal: pax.year.cycle (p. 6)" in r.stdout
    assert path.read_bytes() == before and secrets["prompts"] == []


def test_battle_secret_support_with_a_battle_card_tie_goes_to_the_target(tmp_path, secrets):
    path = scenario(tmp_path, "play")
    secrets["answers"] = ["neutral", "2a", "1a"]        # refused twice, then card 1 for the attacker
    r = run(["battle", path, "--zone", "isla verde", "--attacker", "Bruno"],
            stdin="x\n2\n\n")                           # a typo, then target number 2
    assert r.exit_code == 0, r.output
    out = r.stdout
    assert out.splitlines()[0] == LABEL
    assert "Targets:\n  1. verde-1\n  2. verde-2\n  3. verde-4\n  4. verde-tribe\n" in out
    assert "That is not one of the choices; type its number." in out     # asked again
    assert "Strength before support: attacker 2, target 4" in out
    assert out.count("That is not one of the answers. Chiara, choose again.") == 2
    assert "1. Musket Drill" in out
    assert "Chiara supports the attacker with Musket Drill (+2)" in out
    assert "Attacker Bruno: 4; target verde-2: 4." in out
    assert "(a tie goes to the target)" in out           # pax.battle.winner
    s = load_file(path)
    assert [(x.zone, x.attacker, x.target, x.winner) for x in s.battles] == [
        ("Isla Verde", "Bruno", "verde-2", "target")]
    assert s.player("Chiara").hand == ["Tobacco Fair"]   # the Battle card is spent
    assert s.log[-1].action == ("battle Isla Verde Bruno vs verde-2 sides Chiara=attacker "
                                "with Musket Drill")


def test_battle_announcement_is_on_every_screen(tmp_path, secrets):
    """Issue 16.3: the set-up (target, strengths, who chooses) is repeated on the screen after
    each pause, and each sealed confirmation stays readable until the reveal."""
    path = scenario(tmp_path, "play")
    secrets["answers"] = ["a", "1t"]                     # Alice (no card), Bruno (Broadside)
    r = run(["battle", path, "--zone", "Costa Roja", "--attacker", "Chiara", "--target",
             "rebels"], stdin="\n\n")
    # Chiara has no Galleon near Costa Roja: move hers first
    assert r.exit_code == 1 and "illegal: pax.battle.strength" in r.stdout
    text = path.read_text(encoding="utf-8").replace('sea = "Aguas de Europa"\ncargo = ["treasure"]',
                                                    'sea = "Mar Sereno"\ncargo = ["treasure"]')
    path.write_text(text, encoding="utf-8")
    r = run(["battle", path, "--zone", "Costa Roja", "--attacker", "Chiara", "--target",
             "rebels"], stdin="\n\n")
    assert r.exit_code == 0, r.output
    screens = r.stdout.split("Battle in Costa Roja: Chiara attacks Rebels.")
    assert len(screens) == 5       # label | first screen, the two pauses, the reveal
    assert "Choosing a side in secret: Alice, Bruno" in screens[1]
    assert "Pass to Alice" in screens[2] and "You hold no Battle card." in screens[2]
    assert "Alice's choice is sealed.\nPass to Bruno" in screens[3]
    assert "1. Broadside" in screens[3] and "Broadside" not in screens[2]
    assert "Alice's choice is sealed.\nBruno's choice is sealed." in screens[4]
    assert "Alice supports the attacker (+1)" in screens[4]
    assert "Bruno supports the target with Broadside (+2)" in screens[4]
    assert "Attacker Chiara: 2; target Rebels: 4." in screens[4]


def test_battle_without_supporters_asks_nothing(tmp_path, secrets):
    path = scenario(tmp_path, "play")
    text = path.read_text(encoding="utf-8").replace('sea = "Mar Sereno"', 'sea = "Aguas de Europa"', 1)
    path.write_text(text, encoding="utf-8")              # alice-g1 leaves Mar Sereno
    r = run(["battle", path, "--zone", "Costa Roja", "--attacker", "Bruno", "--target", "rebels"])
    assert r.exit_code == 0, r.output
    assert "nobody picks a side" in r.stdout and secrets["prompts"] == []
    assert "The target Rebels wins the battle in Costa Roja." in r.stdout


def test_goods_year_offers_only_legal_labor_and_ends_in_the_auction_year(tmp_path, secrets):
    path = scenario(tmp_path)
    stdin = "\n" + "4\n" + "1\n" + "0\n" + "1\n" + "\n"
    r = run(["goods-year", path], stdin=stdin)
    assert r.exit_code == 0, r.output
    out = r.stdout
    assert out.splitlines()[0] == LABEL
    assert "1 Cathedral reactivated." in out
    first = out.split("Bruno kidnaps")[0]
    assert ("  1. Alice: hire for Colony verde-2 from Cathedral verde-cathedral ($1)\n"
            "  2. Alice: kidnap for Colony verde-2 from verde-tribe\n"       # not a last resort
            "  3. Bruno: hire for Colony verde-3 from Cathedral verde-cathedral ($1)\n"
            "  4. Bruno: kidnap for Colony verde-3 from verde-tribe\n"
            "  5. Chiara: kidnap for Colony alta-1 from alta-visit\n") in first
    # issue 13.5: Bruno kidnaps while the Cathedral could still supply him
    assert "Bruno kidnaps a native from Tribal Site verde-tribe" in out
    assert "Alice hires a Citizen from Cathedral verde-cathedral" in out
    assert "No legal labor choice is left." in out
    assert "illegal: pax.labor.kidnap_last_resort (p. 11–12)" in out
    assert "roja-tribe" not in out and "alta-tribe" not in out   # rebel zone, wild site
    assert "Income paid: Alice +$2, Bruno +$1, Chiara +$2" in out
    assert "the Auction Year (D2) begins" in out
    s = load_file(path)
    assert (s.phase, s.step) == ("auction", "done")
    assert [p.money for p in s.players] == [6, 4, 2]
    assert [s.colony(c)[1].labor for c in ("verde-2", "verde-3", "alta-1", "roja-1")] == [
        "citizen", "native", "native", ""]
    assert [e.action for e in s.log] == [
        "step player_order: Alice, Bruno, Chiara", "step reactivate_cathedrals",
        "kidnap verde-3 from verde-tribe", "hire verde-2 from verde-cathedral",
        "kidnap alta-1 from alta-visit", "step labor", "step mortality", "step chests",
        "step slave_loss", "step income", "phase auction"]


def test_goods_year_offers_to_end_labor_only_when_ending_is_legal(tmp_path, secrets):
    path = scenario(tmp_path)
    stdin = "\n" + "0\n" + "5\n" + "0\n" + "\n"   # order; refused end; kidnap; end; mortality
    r = run(["goods-year", path], stdin=stdin)
    assert r.exit_code == 0, r.output
    out = r.stdout
    first, rest = out.split("Chiara kidnaps a native from Visit alta-visit")
    assert "0. end labor acquisition" not in first       # not offered: it would be refused
    assert ("  Labor acquisition cannot end yet: Colony alta-1 has no labor source but "
            "kidnapping (alta-visit); the kidnapping must be done before the labor step "
            "ends.") in first
    assert "illegal: pax.labor.kidnap_last_resort (p. 11–12)" in first   # typed anyway
    assert "  0. end labor acquisition" in rest and "cannot end yet" not in rest
    assert "Labor acquisition done." not in first and "Step 4/7: Colony mortality" in rest
    s = load_file(path)
    assert [s.colony(c)[1].labor for c in ("verde-2", "verde-3", "alta-1")] == [
        "", "", "native"]


def test_goods_year_typos_are_asked_again(tmp_path, secrets):
    """Issue 16.4: a wrong name at the order or mortality prompt asks again, keeping every
    choice already made."""
    path = scenario(tmp_path)
    stdin = ("Alice, Bruno\n" + "Chiara, alice, BRUNO\n"    # order: incomplete, then good
             + "1\n" + "0\n" + "verde-9\n" + "verde-2\n" + "verde-4\n")
    r = run(["goods-year", path], stdin=stdin)
    assert r.exit_code == 0, r.output
    assert "Name every player exactly once (Alice, Bruno, Chiara). Try again." in r.stdout
    assert ("verde-9 is not a Colony with labor. Colonies with labor: verde-1, verde-4, alta-1. "
            "Try again.") in r.stdout
    assert "verde-2 is not a Colony with labor." in r.stdout
    s = load_file(path)
    assert s.order == ["Chiara", "Alice", "Bruno"]
    assert s.colony("verde-4")[1].labor == "" and s.colony("alta-1")[1].labor == "native"


def test_goods_year_stopped_early_leaves_the_file(tmp_path, secrets):
    path = scenario(tmp_path)
    before = path.read_bytes()
    r = run(["goods-year", path], stdin="\n1\n")
    assert r.exit_code == 2 and "input ended" in r.stderr
    assert path.read_bytes() == before


@pytest.mark.parametrize("phase, action, code, first", [
    ("auction", "bid Alice 3", 0, "legal"),
    ("auction", "bid Chiara 0 initiator Alice", 1, "illegal: pax.auction.bidders (p. 7)"),
    ("auction", "bid Bruno 9", 2, "error: bid of Bruno: $9 is more than the $3 of Bruno"),
    ("auction", "bid Bruno -1", 2, "error: bid of Bruno: a bid cannot be negative, got -1"),
    ("auction", "auction Alice bids Alice=2, Bruno=2", 0, "legal"),
    ("auction", "auction Alice buried bids Alice=0, Bruno=0", 0, "legal"),
    ("auction", "auction Alice bids Alice=1", 1, "illegal: pax.auction.bidders (p. 7)"),
    ("goods", "kidnap Isla Verde verde-3 from verde-tribe", 1, "illegal: pax.goods.steps (p. 6)"),
    ("play", "sell Alice Hidden Cove", 1, "illegal: pax.hand.sell_market (p. 7, 9)"),
    ("play", "sell Cacao Traders", 0, "legal"),
    ("play", "discard Alice Hidden Cove", 0, "legal"),
    ("play", "end turn", 0, "legal"),
    ("play", "phase navigation", 1, "illegal: pax.year.cycle (p. 6)"),
    ("play", "battle Isla Verde Bruno vs verde-1 sides Chiara=attacker with Musket Drill", 0,
     "legal"),
    ("play", "battle Isla Verde Bruno vs verde-1 sides Chiara=attacker", 0, "legal"),
    ("play", "battle Isla Verde Bruno vs verde-1 sides Chiara=attacker with Broadside", 1,
     "illegal: pax.battle.support (p. 13–14)"),
    ("play", "battle Isla Verde Bruno vs verde-1", 1, "illegal: pax.battle.support (p. 13–14)"),
    ("play", "battle Atlantis Bruno vs verde-1", 2, "error: zone: unknown land zone Atlantis"),
    ("navigation", "unload bruno-g1 citizen to verde-3", 0, "legal"),
    ("navigation", "unload bruno-g1 citizen to verde-2", 1, "illegal: pax.load.meeple (p. 18–19)"),
    ("navigation", "load alice-g1 citizen from verde-cathedral", 0, "legal"),
    ("navigation", "load alice-g1 native from verde-tribe", 1, "illegal: pax.load.meeple (p. 18–19)"),
    ("navigation", "load alice-g1 treasure from Isla Verde", 0, "legal"),
    ("navigation", "unload chiara-g1 treasure", 0, "legal"),
    ("navigation", "fly away", 2, "error: not an action: 'fly away'"),
])
def test_check_verdicts_and_exit_codes(tmp_path, phase, action, code, first):
    path = scenario(tmp_path, phase)
    if phase == "play":
        text = path.read_text(encoding="utf-8").replace('turn = ""', 'turn = "Alice"', 1)
        path.write_text(text, encoding="utf-8")
    before = path.read_bytes()
    r = run(["check", path, action])
    assert r.exit_code == code, r.output
    assert r.stdout.splitlines()[0].startswith(first)
    assert code == 2 or r.stdout.splitlines()[0] == first
    if code != 2:
        assert r.stdout.splitlines()[-1] == LABEL
    assert path.read_bytes() == before


def test_check_explains_and_says_what_follows(tmp_path):
    path = scenario(tmp_path, "auction")
    r = run(["check", path, "auction Alice bids Alice=2, Bruno=3"])
    assert r.stdout.splitlines()[1:3] == ["Bids: Alice $2, Bruno $3.",
                                          "Bruno wins Indigo Dyers and pays $3 to Alice."]
    path = scenario(tmp_path)
    text = path.read_text(encoding="utf-8").replace('step = "player_order"', 'step = "labor"')
    text = text.replace("active = false", "active = true")
    path.write_text(text, encoding="utf-8")
    # issue 13 part 5: a Cathedral could supply a Citizen, and kidnapping is still allowed
    r = run(["check", path, "kidnap verde-2 from verde-tribe"])
    assert r.exit_code == 0, r.output
    assert r.stdout.splitlines()[:2] == [
        "legal", "Alice kidnaps a native from Tribal Site verde-tribe: Colony verde-2 has labor."]
    r = run(["check", path, "step labor"])
    assert r.stdout.splitlines()[0] == "illegal: pax.labor.kidnap_last_resort (p. 11–12)"
    r = run(["check", path, "kidnap Costa Roja roja-1 from roja-tribe"])
    assert r.stdout.splitlines()[0] == "illegal: pax.labor.kidnap_forbidden (p. 11–12)"
    r = run(["check", path, "kidnap Sierra Alta verde-3 from verde-tribe"])
    assert r.exit_code == 2 and "'verde-3' is in Isla Verde, not in Sierra Alta" in r.stdout


def test_check_malformed_file_gives_the_line(tmp_path):
    path = tmp_path / "broken.toml"
    path.write_text("[scenario]\ntitle = = 1\n", encoding="utf-8")
    r = run(["check", path, "end turn"])
    assert r.exit_code == 2
    assert r.stdout.startswith("error: line 2: ")


def test_sample_command_writes_prints_and_never_overwrites(tmp_path):
    dest = tmp_path / "mine.toml"
    r = run(["sample", dest])
    assert r.exit_code == 0 and LABEL in r.stdout
    assert dest.read_text(encoding="utf-8") == sample_text()
    written = dest.read_bytes()
    assert written.endswith(b"\n") and not written.endswith(b"\n\n")   # one final newline
    assert b"\r" not in written
    r = run(["sample", dest])
    assert r.exit_code == 2 and "exists" in r.stderr
    r = run(["sample"])
    assert r.stdout == sample_text()


def test_help_lists_the_commands():
    r = run(["--help"])
    for name in ("auction", "battle", "goods-year", "check", "sample"):
        assert name in r.stdout


@pytest.fixture
def english_after():
    """`ludoteca.cli.main.main` sets the language for the rest of the process: put it back."""
    from ludoteca.core import i18n

    before = i18n.current_language()
    yield
    i18n.set_language(before)


def test_refusals_follow_lang(tmp_path, capsys, monkeypatch, english_after):
    import io
    import sys

    from ludoteca.cli.main import main

    path = scenario(tmp_path)
    text = path.read_text(encoding="utf-8").replace('step = "player_order"', 'step = "labor"')
    path.write_text(text.replace("active = false", "active = true"), encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    code = main(["pax", "check", str(path), "kidnap Costa Roja roja-1 from roja-tribe",
                 "--lang", "fr"])
    out = capsys.readouterr().out
    assert code == 1
    assert out.splitlines()[:2] == [
        "illegal: pax.labor.kidnap_forbidden (p. 11–12)",
        "Costa Roja est une zone rebelle : pas d'enlèvement là-bas."]


def test_goods_year_refusals_and_reasons_follow_the_language(tmp_path, secrets, english_after):
    from ludoteca.core import i18n

    i18n.set_language("es")
    path = scenario(tmp_path)
    r = run(["goods-year", path], stdin="\n0\n")
    assert r.exit_code == 2                               # the input ends: file unchanged
    lines = r.stdout.splitlines()
    cannot = "La Colonia alta-1 no tiene más fuente de mano de obra que el secuestro"
    assert any(line.startswith("  La adquisición de mano de obra aún no puede terminar: " + cannot)
               for line in lines)
    i = lines.index("illegal: pax.labor.kidnap_last_resort (p. 11–12)")
    assert lines[i + 1].startswith(cannot)
