"""Hand-written Dale positions judged through the real command line (issue 3).

Every ``tests/dale/positions/*.toml`` file is a position file (docs/positions.md) with a comment
header saying what it tests and how the expected verdicts were worked out by hand, and with its
expectations in the same file, in tables the position loader ignores:

* ``covers = ["dale.market.overpay", ...]`` (top level): the rule ids the file exercises.
* ``[[expect]]`` one per action:
  - ``action``: the action text given to ``ludoteca check dale FILE ACTION``;
  - ``verdict``: ``"legal"`` (exit 0, first line ``legal``), ``"illegal"`` (exit 1, first line
    ``illegal: RULE (p. PAGE)``, ``rule`` required) or ``"error"`` (exit 2, ``error: ...``);
  - ``contains`` / ``absent``: texts that must / must not appear in the output;
  - ``next``: after a legal action, the exact set of choices printed after the ``Next:`` line
    (the same player decides again);
  - ``then``: further actions applied through the Python API after ``action`` (each must be
    legal), for effects that need several choices;
  - ``after``: values of the position after ``action`` (+ ``then``), read from
    ``to_toml(state)``: dotted paths such as ``"player.1.discard"`` or ``"market.slots"``
    (1-based player numbers); hands and the stacks of a stall are compared as multisets, every
    other list in order;
  - ``winner``: the 1-based seat that has won after the actions; ``decision``: the kind of
    the pending decision after them;
  - ``xfail``: the reason, when the expectation is right per the rules but the engine is wrong.

``tests/dale/positions/bad/*.toml`` are malformed files; their header comments give
``# error-line: N`` and ``# error-contains: TEXT`` (and ``# xfail: REASON`` for an engine bug);
check/moves/show must exit 2 with
``error: line N: ...`` and no traceback.
"""

from __future__ import annotations

import random
import re
import tomllib
from pathlib import Path

import pytest

from ludoteca.cli.main import main
from ludoteca.core.catalogue import RULES, rule_page
from ludoteca.core.errors import IllegalAction
from ludoteca.dale import new_game
from ludoteca.dale.notation import parse, to_text
from ludoteca.dale.positions import load_position, parse_position, same_position, to_toml

POS_DIR = Path(__file__).parent / "positions"
FILES = sorted(POS_DIR.glob("*.toml"))
BAD_FILES = sorted((POS_DIR / "bad").glob("*.toml"))

# Rule ids that no position file can exercise, with the reason (see the final report).
NOT_THROUGH_POSITIONS = {
    "dale.setup.first_player": "a position names the active seat; the first player is drawn "
                               "only by new_game (tests/dale/test_rules_setup.py)",
    "dale.setup.hands": "a position gives hands as lists or counts; the opening draw of 5 "
                        "happens only in new_game (tests/dale/test_rules_setup.py)",
    # the Collection's terms, explained for 'ludoteca rules' (issue 28): their rulings are
    # held by the tests of their decks (tests/dale/animalfolk/)
    "dale.card.mongooses.clock": "tests/dale/animalfolk/test_mongooses.py, test_bats.py",
    "dale.card.spend": "tests/dale/animalfolk/test_penguins.py, test_tuataras.py",
    "dale.card.tuataras.coins": "tests/dale/animalfolk/test_tuataras.py",
    "dale.card.turtles.finish": "tests/dale/animalfolk/test_turtles.py",
    "dale.card.owls.reaction_in_hand": "tests/dale/animalfolk/test_owls.py",
    "dale.card.tree_kangaroos.store": "tests/dale/animalfolk/test_tree_kangaroos.py",
    # the remaster's solo game: a position file describes no Mono seat (docs/positions.md)
    "dale.remaster.mono.setup": "tests/dale/remaster/test_mono.py (solo setup)",
    "dale.remaster.mono.turn": "tests/dale/remaster/test_mono.py (Mono's turn)",
    "dale.remaster.mono.cards": "tests/dale/remaster/test_mono.py (Mono cards never stay)",
    "dale.remaster.mono.result": "tests/dale/remaster/test_mono.py (the solo result)",
}


def _spec(path: Path) -> dict:
    with open(path, "rb") as fh:
        return tomllib.load(fh)


CASES = [
    pytest.param(path, exp, id=f"{path.stem}#{i + 1}:{exp['action']}")
    for path in FILES
    for i, exp in enumerate(_spec(path).get("expect", []))
]


def cli(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


@pytest.fixture(autouse=True)
def _wide_terminal(monkeypatch):
    # `show` draws tables; a wide terminal keeps card names on one line.
    monkeypatch.setenv("COLUMNS", "250")


def _get(data: dict, path: str):
    cur = data
    for part in path.split("."):
        cur = cur[int(part) - 1] if isinstance(cur, list) else cur[part]
    return cur


def _norm(value):
    if isinstance(value, list):
        return [_norm(v) for v in value]
    # A card a pending effect points at is written NAME#ID (docs/positions.md).
    return re.sub(r"#\d+$", "", value.lower()) if isinstance(value, str) else value


def _check_after(state, after: dict) -> None:
    data = tomllib.loads(to_toml(state))
    for path, want in after.items():
        got = _get(data, path)
        if path.endswith(".hand"):
            assert sorted(_norm(got)) == sorted(_norm(want)), path
        elif path.endswith(".stall"):  # the order of the cards inside a stack is no rule
            assert [sorted(_norm(st)) for st in got] == [sorted(_norm(st)) for st in want], path
        else:
            assert _norm(got) == _norm(want), path


# ------------------------------------------------------------------------------------------
def test_there_are_at_least_60_hand_written_positions():
    assert len(FILES) >= 60
    for path in FILES:
        text = path.read_text()
        assert text.startswith("#"), f"{path.name}: needs a comment header"
        spec = tomllib.loads(text)
        assert spec.get("expect"), f"{path.name}: no [[expect]]"
        assert spec.get("covers"), f"{path.name}: no covers list"


def test_every_rule_id_is_covered_by_a_position():
    covered: set[str] = set()
    for path in FILES:
        covered.update(_spec(path)["covers"])
    for path in BAD_FILES:
        mt = re.search(r"^# covers: (.*)$", path.read_text(), re.MULTILINE)
        if mt:
            covered.update(x.strip() for x in mt[1].split(","))
    unknown = covered - set(RULES)
    assert not unknown, f"covers names unknown rule ids: {unknown}"
    dale_rules = {r for r in RULES if r.startswith("dale.")}
    missing = dale_rules - covered - set(NOT_THROUGH_POSITIONS)
    assert not missing, f"rule ids with no position: {sorted(missing)}"


@pytest.mark.parametrize("path, exp", CASES)
def test_check_verdict(capsys, request, path, exp):
    if exp.get("xfail"):
        request.applymarker(pytest.mark.xfail(strict=True, reason=exp["xfail"]))
    code, out, _ = cli(capsys, "check", "dale", str(path), exp["action"])
    lines = out.splitlines()
    verdict = exp["verdict"]
    if verdict == "legal":
        assert (code, lines[0]) == (0, "legal"), out
    elif verdict == "illegal":
        rule = exp["rule"]
        assert (code, lines[0]) == (1, f"illegal: {rule} (p. {rule_page(rule)})"), out
    else:
        assert verdict == "error"
        assert code == 2 and lines[0].startswith("error: "), out
    for text in exp.get("contains", []):
        assert text in out, f"{text!r} not in output:\n{out}"
    for text in exp.get("absent", []):
        assert text not in out, f"{text!r} in output:\n{out}"
    if "next" in exp:
        idx = next(i for i, ln in enumerate(lines) if ln.startswith("Next: "))
        assert sorted(lines[idx + 1:]) == sorted(exp["next"]), out
    if not any(k in exp for k in ("then", "after", "winner", "decision")):
        return
    # Replay through the API: the same action gives the same position the command printed.
    state = load_position(str(path))
    mover = state.current_player()
    rules = state.cfg.rules  # the file's edition: a remaster file's cards, coins and words
    state.apply(state.normalize(parse(exp["action"], rules)))
    if "New position" in out and not exp.get("then"):
        printed = out.split("to play:\n", 1)[1]
        assert printed == to_toml(state, mover)  # as the mover knows it (issue 15, point 12)
    for text in exp.get("then", []):
        state.apply(state.normalize(parse(text, rules)))
    if "winner" in exp:
        assert state.winner == exp["winner"] - 1
    if "decision" in exp:
        assert state.decision().kind == exp["decision"]
    if "after" in exp:
        _check_after(state, exp["after"])


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_moves_parse_back_to_the_legal_actions(capsys, path):
    code, out, _ = cli(capsys, "moves", "dale", str(path))
    assert code == 0
    lines = out.splitlines()
    state = load_position(str(path))
    legal = state.legal_actions()
    assert len(lines) == len(legal)
    assert [parse(ln, state.cfg.rules) for ln in lines] == legal


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_show_draws_the_market(capsys, path):
    code, out, _ = cli(capsys, "show", "dale", str(path))
    assert code == 0
    for name in _spec(path).get("market", {}).get("slots", []):
        if name:
            assert name in out, name


@pytest.mark.parametrize("path", BAD_FILES, ids=lambda p: p.stem)
@pytest.mark.parametrize("command", ["check", "moves", "show"])
def test_malformed_files_exit_2_naming_the_line(capsys, request, path, command):
    text = path.read_text()
    xfail = re.search(r"^# xfail: (.*)$", text, re.MULTILINE)
    if xfail:
        request.applymarker(pytest.mark.xfail(strict=True, reason=xfail[1]))
    line = int(re.search(r"^# error-line: (\d+)$", text, re.MULTILINE)[1])
    words = re.search(r"^# error-contains: (.*)$", text, re.MULTILINE)[1].strip()
    argv = [command, "dale", str(path)] + (["inventory"] if command == "check" else [])
    code, out, err = cli(capsys, *argv)
    assert code == 2
    first = out.splitlines()[0]
    assert first.startswith(f"error: line {line}: "), out
    assert words in out.replace("\n", " "), out


def test_a_file_that_does_not_exist_is_an_error_not_a_traceback(capsys, tmp_path):
    code, out, _ = cli(capsys, "check", "dale", str(tmp_path / "nope.toml"), "inventory")
    assert code == 2 and out.startswith("error: ")


def test_an_unreadable_action_is_an_error(capsys):
    code, out, _ = cli(capsys, "check", "dale", str(FILES[0]), "fly to the moon")
    assert code == 2 and out.startswith("error: action ")


# ------------------------------------------------------------------------------------------
def _random_positions():
    """Positions reached in seeded random games, at main-action decisions."""
    found = []
    for seed, players in ((1, 2), (2, 3), (3, 4), (4, 2), (5, 3)):
        s = new_game(players, seed=seed)
        rnd = random.Random(seed)
        due = 0
        for step in range(120):
            if s.winner is not None:
                break
            acts = s.legal_actions()
            if not s.frames and step >= due:  # the first main decision every 15 steps
                found.append(s.clone())
                due = step + 15
            s.apply(rnd.choice(acts))
    return found


RANDOM_POSITIONS = _random_positions()


def test_random_positions_round_trip_through_position_files(capsys, tmp_path):
    assert len(RANDOM_POSITIONS) >= 20
    for k, s in enumerate(RANDOM_POSITIONS):
        text = to_toml(s)
        back = parse_position(text)
        assert same_position(s, back)
        legal = s.legal_actions()
        assert back.legal_actions() == legal
        for a in legal:
            assert parse(to_text(a)) == a
    # Through the command line for a few of them: `moves` prints exactly the legal actions.
    for k, s in enumerate(RANDOM_POSITIONS[::5]):
        f = tmp_path / f"r{k}.toml"
        f.write_text(to_toml(s))
        code, out, _ = cli(capsys, "moves", "dale", str(f))
        assert code == 0
        assert [parse(ln) for ln in out.splitlines()] == s.legal_actions()


def test_refusals_from_positions_leave_the_state_unchanged():
    for path in FILES:
        for exp in _spec(path).get("expect", []):
            if exp["verdict"] != "illegal":
                continue
            s = load_position(str(path))
            before = s.to_dict()
            with pytest.raises(IllegalAction) as info:
                s.apply(s.normalize(parse(exp["action"], s.cfg.rules)))
            assert info.value.rule_id == exp["rule"]
            assert s.to_dict() == before
