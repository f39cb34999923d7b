"""The golden game records of ``tests/golden/`` (docs/records.md, "Golden records").

Each record was made by ``python -m ludoteca.dale.golden tests/golden`` under the ruleset in its
header; replaying it must give the same final state, so a change of behaviour anywhere in the
engine fails here. A change of the records themselves must come with a RULESET bump: the
``RULESETS`` file holds the digest of the set per ruleset.
"""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from ludoteca.bots import make_bot
from ludoteca.cli import golden as cli_golden
from ludoteca.core.records import parse_record
from ludoteca.dale import golden
from ludoteca.dale.engine import RULESET
from ludoteca.dale.records import read_setup, replay, result_text, state_hash, verify

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden"
FILES = sorted(GOLDEN.glob("*.rec"))


def _records() -> dict[str, object]:
    return {p.name: parse_record(p.read_text(encoding="utf-8")) for p in FILES}


def test_at_least_twelve_records_one_per_slot() -> None:
    assert len(FILES) >= 12
    assert {p.stem for p in FILES} == {s.name for s in golden.SLOTS}


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_record_replays_to_its_hash_and_final_state(path: Path) -> None:
    """dale.end.eighth_stack: every golden game ends with a winner holding 8 stacks."""
    rec = parse_record(path.read_text(encoding="utf-8"))
    out = verify(rec)  # legal, canonical, result, action count and final hash
    assert out.hash_checked and state_hash(out.state) == rec.hash
    assert out.applied == len(rec.actions) == int(rec.header["actions"])
    state = out.state
    assert state.is_terminal()
    assert result_text(state) == rec.header["result"]
    assert len(state.stalls[state.winner]) == 8
    assert all(len(stall) < 8 for seat, stall in enumerate(state.stalls) if seat != state.winner)
    assert rec.header["ruleset"] == RULESET
    assert rec.header["date"] == golden.GOLDEN_DATE


def test_a_changed_action_is_caught() -> None:
    """Replaying a record whose actions were altered no longer matches its hash or is illegal."""
    from ludoteca.core.records import RecordError

    rec = parse_record(FILES[0].read_text(encoding="utf-8"))
    k = next(i for i, a in enumerate(rec.actions) if a.startswith(("buy ", "inventory ")))
    rec.actions = rec.actions[:k] + rec.actions[k + 1:]
    with pytest.raises(RecordError):
        replay(rec)


def test_the_set_covers_every_deck_player_count_and_feature() -> None:
    """Found by replaying the records: the set cannot silently lose coverage."""
    recs = _records()
    assert golden.coverage_problems(recs) == []
    decks, players, found = set(), set(), set()
    for name, rec in recs.items():
        setup = read_setup(rec)
        decks.update(setup.animalfolk)
        players.add(setup.players)
        feats = golden.game_features(setup.new_state(), rec.actions)
        slot = next(s for s in golden.SLOTS if f"{s.name}.rec" == name)
        assert set(slot.needs) <= feats, name
        found |= feats
        # Features of decks not in the game cannot occur (the detection can say no).
        if "squirrels" not in setup.animalfolk:
            assert not feats & {"winter_extra_build", "nostalgic_item"}, name
        if "ocelots" not in setup.animalfolk:
            assert "blindfold" not in feats, name
    assert decks >= {"macaws", "pandas", "raccoons", "squirrels", "ocelots", "chameleons"}
    assert players == {2, 3, 4}
    assert found == set(golden.FEATURES)


def test_coverage_problems_name_what_is_missing() -> None:
    recs = _records()
    only = {n: r for n, r in recs.items() if n.startswith("2p-seed-")}
    problems = golden.coverage_problems(only)
    assert "only 2 records, 12 at least" in problems
    assert "4 players" in problems and "3 players" in problems
    assert any(p.startswith("feature winter_extra_build") for p in problems)


def test_ledger_holds_the_digest_of_the_current_ruleset() -> None:
    ledger = golden.read_ledger(GOLDEN)
    assert ledger[RULESET] == golden.set_digest(golden.read_set(GOLDEN))


def test_every_later_ruleset_has_a_ruling_line() -> None:
    """A RULESET bump explains itself in docs/rulings.md ("RULESET N: …")."""
    rulings = (ROOT / "docs" / "rulings.md").read_text(encoding="utf-8")
    for ruleset in golden.read_ledger(GOLDEN):
        if ruleset != "1":
            assert re.search(rf"\bRULESET {re.escape(ruleset)}\b", rulings), ruleset


def test_changed_records_under_the_same_ruleset_fail(tmp_path: Path) -> None:
    texts = golden.read_set(GOLDEN)
    for name, text in texts.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    (tmp_path / golden.LEDGER).write_text((GOLDEN / golden.LEDGER).read_text())
    assert golden.check(tmp_path) == []
    # A record dropped (the same would hold for one regenerated differently): the ledger
    # line of this ruleset no longer matches.
    dropped = sorted(texts)[0]
    (tmp_path / dropped).unlink()
    problems = golden.check(tmp_path)
    assert any(f"changed under ruleset {RULESET}" in p for p in problems)
    # And the generator refuses to write another set under the same ruleset, writing nothing.
    smaller = {n: t for n, t in texts.items() if n != dropped}
    before = sorted(p.name for p in tmp_path.iterdir())
    with pytest.raises(golden.GoldenError, match="bump RULESET"):
        golden.write(tmp_path, smaller)
    assert sorted(p.name for p in tmp_path.iterdir()) == before


def test_a_new_ruleset_gets_its_own_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    texts = golden.read_set(GOLDEN)
    (tmp_path / golden.LEDGER).write_text((GOLDEN / golden.LEDGER).read_text())
    smaller = dict(sorted(texts.items())[1:])
    monkeypatch.setattr(golden, "RULESET", "999")
    digest = golden.write(tmp_path, smaller)
    ledger = golden.read_ledger(tmp_path)
    assert ledger["999"] == digest and ledger[RULESET] == golden.read_ledger(GOLDEN)[RULESET]
    assert sorted(p.name for p in tmp_path.glob("*.rec")) == sorted(smaller)


def test_check_command_of_the_docs_runs_as_written() -> None:
    """The check command shown in docs/records.md, run from the repository root."""
    doc = (ROOT / "docs" / "records.md").read_text(encoding="utf-8")
    commands = [line.split("#")[0].strip() for line in doc.splitlines()
                if line.startswith("python -m ludoteca.cli.golden") and "--check" in line]
    assert commands
    for command in commands:
        argv = shlex.split(command)
        done = subprocess.run([sys.executable] + argv[1:], cwd=ROOT, capture_output=True,
                              text=True, timeout=600)
        assert done.returncode == 0, done.stdout + done.stderr
        count = len(list((ROOT / argv[3]).glob("*.rec")))  # the directory it checks
        assert f"{count} records OK (ruleset {RULESET})" in done.stdout


def test_the_generator_makes_the_checked_in_files() -> None:
    """The script is deterministic: the slots whose game was found within their first three
    seeds are found again, and give the checked-in text byte for byte (the others are only
    slower to search, not different)."""
    cheap = []
    for slot in golden.SLOTS:
        path = GOLDEN / f"{slot.name}.rec"
        seed = int(parse_record(path.read_text(encoding="utf-8")).header["seed"])
        if seed - slot.first_seed < 3:
            cheap.append((slot, path))
    assert len(cheap) >= 3
    from ludoteca.core.records import format_record

    for slot, path in cheap:
        assert format_record(golden.find_game(slot, make_bot=make_bot)) == path.read_text(
            encoding="utf-8"), slot


def test_regenerate_command_rewrites_an_unchanged_set(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """``python -m ludoteca.cli.golden DIR`` (docs/records.md) on a copy of the set: the same
    games give the same files and the same ledger. The seed search is replaced by the
    checked-in games to keep the suite fast (the search itself is checked above)."""
    for p in list(FILES) + [GOLDEN / golden.LEDGER]:
        (tmp_path / p.name).write_text(p.read_text(encoding="utf-8"), encoding="utf-8")
    from ludoteca.dale.records import make_record

    def found(slot: golden.Slot, make_bot: object = None) -> object:  # as find_game writes it
        assert make_bot is not None  # the command hands the generator the bots
        rec = parse_record((GOLDEN / f"{slot.name}.rec").read_text(encoding="utf-8"))
        setup = read_setup(rec)
        state, movers = golden._replay_texts(setup.new_state(), rec.actions)
        return make_record(setup, rec.actions, state, date=golden.GOLDEN_DATE, movers=movers)

    monkeypatch.setattr(golden, "find_game", found)
    lines: list[str] = []
    assert cli_golden.main([str(tmp_path)], out=lines.append) == 0
    assert lines[-1].startswith(f"golden: wrote {len(golden.SLOTS)} records, ruleset {RULESET}")
    assert golden.read_set(tmp_path) == golden.read_set(GOLDEN)
    assert (tmp_path / golden.LEDGER).read_text() == (GOLDEN / golden.LEDGER).read_text()


def test_the_generator_needs_bots_handed_to_it() -> None:
    """Dale imports no bots (tests/test_layers.py): without ``make_bot`` the generator says
    where the command with bots is, and writes nothing."""
    with pytest.raises(golden.GoldenError, match="ludoteca.cli.golden"):
        golden.find_game(golden.SLOTS[0])
