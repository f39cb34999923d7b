"""The remaster edition's golden game records (issue 30; docs/records.md, "Golden records"):
``tests/golden/remaster/`` holds a few bot games of the remaster — a solo game against Mono
(``dale.remaster.mono``), 2, 3 and 4 players — made by the same generator as the classic's
(``python -m ludoteca.cli.golden tests/golden/remaster --edition remaster``), with their own
``RULESETS`` ledger. Replaying each must give its final state hash; the set must show a coin
purchase (``dale.remaster.coins_pay``) and a Finish completed (``dale.remaster.finish``).
The classic set (tests/dale/test_golden.py) is untouched by them.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ludoteca.bots import make_bot
from ludoteca.core.records import format_record, parse_record
from ludoteca.dale import golden
from ludoteca.dale.engine import RULESET
from ludoteca.dale.records import read_setup, result_text, state_hash, verify

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden" / "remaster"
FILES = sorted(GOLDEN.glob("*.rec"))


def test_one_record_per_remaster_slot() -> None:
    assert {p.stem for p in FILES} == {s.name for s in golden.REMASTER_SLOTS}
    assert all(s.edition == "remaster" for s in golden.REMASTER_SLOTS)
    assert {len(s.seats) for s in golden.REMASTER_SLOTS} == {1, 2, 3, 4}


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_remaster_record_replays_to_its_hash_and_final_state(path: Path) -> None:
    """dale.end.eighth_stack (and, solo, dale.remaster.mono's end): each game ends with a
    winner; the replay gives the record's hash, result and action count."""
    rec = parse_record(path.read_text(encoding="utf-8"))
    assert rec.header["edition"] == "remaster"
    out = verify(rec)  # legal, canonical, result, action count and final hash
    assert out.hash_checked and state_hash(out.state) == rec.hash
    assert out.applied == len(rec.actions) == int(rec.header["actions"])
    state = out.state
    assert state.is_terminal() and state.winner is not None
    assert result_text(state) == rec.header["result"]
    setup = read_setup(rec)
    assert setup.edition == "remaster"
    if setup.players == 1:
        assert state.cfg.mono is not None and state.n_players == 2
    assert rec.header["ruleset"] == RULESET
    assert rec.header["date"] == golden.GOLDEN_DATE


def test_the_remaster_set_checks_and_covers_its_features() -> None:
    """``golden.check`` with the edition: every record verifies, 1–4 players, a coin purchase
    and a Finish, and the ledger's line of the current ruleset holds the set's digest."""
    assert golden.check(GOLDEN, "remaster") == []
    records = {p.name: parse_record(p.read_text(encoding="utf-8")) for p in FILES}
    found = set()
    for rec in records.values():
        found |= golden.game_features(read_setup(rec).new_state(), rec.actions)
    assert set(golden.REMASTER_FEATURES) <= found
    assert golden.coverage_problems({}, "remaster")  # an empty set covers nothing


def test_the_classic_set_is_not_the_remaster_set() -> None:
    """The classic check reads only ``tests/golden/*.rec`` (the remaster's live one level
    down), and the remaster's coverage refuses a classic record."""
    classic = ROOT / "tests" / "golden"
    assert not any(p.parent == classic for p in FILES)
    rec = parse_record(sorted(classic.glob("*.rec"))[0].read_text(encoding="utf-8"))
    problems = golden.coverage_problems({"x.rec": rec}, "remaster")
    assert any("not of the remaster edition" in p for p in problems)


def test_the_generator_makes_the_checked_in_remaster_files() -> None:
    """Deterministic: each slot whose game was found within its first three seeds is found
    again, byte for byte."""
    cheap = 0
    for slot in golden.REMASTER_SLOTS:
        path = GOLDEN / f"{slot.name}.rec"
        seed = int(parse_record(path.read_text(encoding="utf-8")).header["seed"])
        if seed - slot.first_seed < 3:
            cheap += 1
            assert format_record(golden.find_game(slot, make_bot=make_bot)) == path.read_text(
                encoding="utf-8"), slot
    assert cheap >= 2
