"""The toy game "Race to Ten" (``tests/testkit/toy_game.py``, registered only here) through the whole
command line — ``play`` (bots only), the game store, ``games`` / ``games export``, ``replay``
and ``replay --verify`` — and through :class:`ludoteca.core.session.Session`, with no change
outside the test files (issue 12, "Done when")."""

from __future__ import annotations

import re

import pytest

from testkit.cli import run_cli
from ludoteca.core.errors import BadInput, IllegalAction
from ludoteca.core.game import register_game, unregister_game
from ludoteca.core.i18n import set_language
from ludoteca.core.records import parse_record
from ludoteca.core.session import NotDeciding, Session, UndoRefused, replay_record
from ludoteca.core.store import GameStore
from testkit.toy_game import TOY

LOG = re.compile(r"^T(\d+) Seat (\d) \(random\): play ([123])$")


@pytest.fixture
def toy():
    set_language("en")
    register_game(TOY)
    yield TOY
    unregister_game("toy")


def test_play_store_export_and_replay_the_toy_game_through_the_cli(toy, tmp_path, capsys,
                                                                   monkeypatch):
    db, rec = tmp_path / "g.db", tmp_path / "toy.rec"
    code, out, err = run_cli(capsys, monkeypatch, ["play", "toy", "--seats", "random,random",
                                                   "--seed", "3", "--db", db, "--record", rec])
    assert code == 0, err
    assert "Game 1, saved after every action" in err
    assert out.startswith("Race to Ten — seed 3\nSeats: Seat 1 (random), Seat 2 (random)\n")
    plays = [LOG.match(line).groups() for line in out.splitlines() if LOG.match(line)]
    # Race to Ten: seats alternate, one card a turn; whoever brings the total to 10 wins.
    assert [int(turn) for turn, _, _ in plays] == list(range(1, len(plays) + 1))
    assert [int(seat) for _, seat, _ in plays] == [1 + i % 2 for i in range(len(plays))]
    values = [int(v) for _, _, v in plays]
    assert sum(values) >= 10 > sum(values[:-1])  # the last play, and only it, reached 10
    winner = int(plays[-1][1])
    assert f"Seat {winner} (random) wins on turn {len(plays)}." in out
    assert f"  total: {sum(values)}" in out and f"  winner: {winner - 1}" in out

    # The store holds every action; the record written is the one the store exports.
    record = parse_record(rec.read_text(encoding="utf-8"))
    assert record.header["game"] == "toy" and record.header["seed"] == "3"
    assert record.header["result"] == f"seat {winner} wins"
    assert record.actions == [f"play {v}" for v in values]
    with GameStore(db) as store:
        row, actions = store.load(1)
    assert (row.game, row.seats, row.seed, row.status, row.winner, row.n_actions) == \
        ("toy", ["random", "random"], 3, "finished", winner - 1, len(values))
    assert [a.text for a in actions] == record.actions
    assert [a.seat for a in actions] == [i % 2 for i in range(len(values))]
    code, out, _ = run_cli(capsys, monkeypatch, ["games", "--db", db])
    assert code == 0 and "Game: Race to Ten" in out and f"seat {winner}" in out
    code, out, _ = run_cli(capsys, monkeypatch, ["games", "export", "1", "--db", db])
    assert code == 0 and out == rec.read_text(encoding="utf-8")

    # replay finds the game in the registry by the record's header.
    code, out, _ = run_cli(capsys, monkeypatch, ["replay", rec, "--verify"])
    assert code == 0
    assert f"OK: {len(values)} actions, every one legal and canonical" in out
    assert f"Winner: Seat {winner} (random) (turn {len(values)})." in out
    code, out, _ = run_cli(capsys, monkeypatch, ["replay", rec, "--to", "1"])
    assert code == 0 and f"  total: {values[0]}" in out and "No winner yet. Next: Seat 2" in out

    # A changed record is refused with its line: a card value changed breaks the hash.
    text = rec.read_text(encoding="utf-8")
    lines = text.splitlines()
    hash_line = next(i for i, line in enumerate(lines) if line.startswith("hash:"))
    lines[hash_line] = "hash: sha256:" + "0" * 64
    bad = tmp_path / "bad.rec"
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
    code, out, _ = run_cli(capsys, monkeypatch, ["replay", bad, "--verify"])
    assert code == 2 and f"line {hash_line + 1}: the final state hash differs" in out


def test_a_record_of_an_unregistered_game_is_refused_on_its_game_line(tmp_path, capsys,
                                                                      monkeypatch):
    rec = tmp_path / "x.rec"
    rec.write_text("ludoteca-record 1\nseed: 1\ngame: chess\nseats: a, b\n\nplay 1\nhash: "
                   "sha256:" + "0" * 64 + "\n", encoding="utf-8")
    code, out, _ = run_cli(capsys, monkeypatch, ["replay", rec])
    assert code == 2 and "line 3: there is no game called 'chess'" in out


def test_the_session_api_submit_refusals_undo_resume_and_record(toy, tmp_path):
    with GameStore(tmp_path / "g.db") as store:
        s = Session.new("toy", ["human", "human"], 3, store=store)
        state = s.state
        hand0 = sorted(state.hands[0])
        assert s.deciding == 0 and s.legal(1) == []
        assert s.legal(0) == [("play", v) for v in sorted(set(hand0))]
        before = TOY.state_hash(state)
        with pytest.raises(NotDeciding):  # seat 2 does not decide now
            s.submit(1, f"play {state.hands[1][0]}")
        missing = next((v for v in (1, 2, 3) if v not in hand0), None)
        if missing is not None:
            with pytest.raises(IllegalAction):
                s.submit(0, ("play", missing))
        with pytest.raises(BadInput):
            s.submit(0, "pass")
        assert TOY.state_hash(s.state) == before and s.entries == []
        assert store.game(s.game_id).n_actions == 0

        first = hand0[0]
        assert s.submit(0, f"play {first}") == f"play {first}"
        assert s.state.total == first and s.deciding == 1
        # The toy game has no undo rule: undo is refused and changes nothing.
        with pytest.raises(UndoRefused) as refused:
            s.undo(0)
        assert refused.value.key == "undo.not_supported"
        assert len(s.entries) == 1

        # Resumed from the store: the same state, the same journal.
        again = Session.resume(store, s.game_id)
        assert TOY.state_hash(again.state) == TOY.state_hash(s.state)
        assert again.actions == [f"play {first}"] and again.entries[0].seat == 0
        record = again.record()
        assert record.header["result"] == "unfinished" and record.actions == again.actions
        assert record.turn_marks == {0: "turn 1, seat 1"}
        out = replay_record(parse_record(again.record_text()), verify=True)
        assert out.applied == 1 and out.hash_checked and out.state.total == first


def test_the_dale_session_asks_dale_for_its_undo_rule():
    """The undo rule is the game's (docs/records.md, "Undo"): with seed 5 seat 2 begins; its
    Inventory ends its turn (clean-up draws new cards), so seat 2 may no longer take it back,
    and seat 1 never may take back seat 2's action. Refused undos change nothing."""
    set_language("en")
    s = Session.new("dale", ["human", "human"], 5, {"animalfolk": ["macaws", "pandas",
                                                                    "squirrels"]})
    assert s.deciding == 1
    assert s.submit(1, ("inventory", ())) == "inventory"
    assert s.deciding == 0 and s.state.turn == 2
    after = s.game.state_hash(s.state)
    assert s.undo_refused(1) == ("undo.turn_ended", {})
    assert s.undo_refused(0) == ("undo.not_yours", {"seat": 2})
    with pytest.raises(UndoRefused, match="your turn has ended"):
        s.undo(1)
    assert s.game.state_hash(s.state) == after and s.actions == ["inventory"]


def test_a_person_at_a_game_without_a_terminal_table_is_refused_before_anything_is_saved(
        toy, tmp_path, capsys, monkeypatch):
    db = tmp_path / "g.db"
    code, out, err = run_cli(capsys, monkeypatch, ["play", "toy", "--seats", "human,random",
                                                   "--db", db])
    assert code == 2 and out == ""
    assert err.strip() == ("ludoteca: error: toy has no terminal table for people yet: every "
                           "seat must be a bot")
    assert not db.exists()
    code, _, err = run_cli(capsys, monkeypatch, ["play", "toy", "--decks", "macaws"])
    assert code == 2 and "--decks is not an option of toy" in err
