"""Malformed game records are reported with their line number and reason (issue 5).

Each kind: not a record at all, a truncated record, an illegal action, an unreadable action,
a final hash that differs, a bad header value, an action after the end of the game.
"""

from __future__ import annotations

import pytest

from ludoteca.bots import make_bot
from ludoteca.core.records import RecordError, format_record, parse_record
from ludoteca.dale.records import Setup, make_record, replay, verify
from ludoteca.sim.simulate import play_game


@pytest.fixture(scope="module")
def record_text() -> str:
    seats = ["greedy", "random"]
    result = play_game("dale", [make_bot(s) for s in seats], 7, keep_actions=True)
    setup = Setup(seats=seats, animalfolk=result.labels, seed=7, max_turns=400)
    state = setup.new_state()
    from ludoteca.dale.notation import parse

    for text in result.actions:
        state.apply(parse(text))
    assert state.is_terminal()  # a finished game: the tests below rely on it
    return format_record(make_record(setup, result.actions, state, date="2024-01-02T03:04:05Z",
                                     movers=None))


def lines_of(text: str) -> list[str]:
    return text.split("\n")


def first_action_line(text: str) -> int:
    """1-based line of the first action: after the header and its blank line."""
    return lines_of(text).index("") + 2


def error_of(text: str, check=verify) -> RecordError:
    with pytest.raises(RecordError) as info:
        check(parse_record(text))
    return info.value


def test_a_good_record_verifies(record_text):
    out = verify(parse_record(record_text))
    assert out.hash_checked and out.state.is_terminal()


@pytest.mark.parametrize("text, line", [
    ("", 1),
    ("hello world\n", 1),
    ('[Event "a chess game"]\n1. e4 e5\n', 1),
    ("ludoteca-record 7\ngame: dale\n", 1),  # a format this version does not know
])
def test_not_a_record_is_reported_on_line_1(text, line):
    with pytest.raises(RecordError) as info:
        parse_record(text)
    assert info.value.line == line and info.value.kind == "not_a_record"
    assert "not" in info.value.reason


def test_binary_file_is_not_a_record(tmp_path):
    from ludoteca.core.records import read_record

    path = tmp_path / "x.rec"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    with pytest.raises(RecordError) as info:
        read_record(str(path))
    assert info.value.line == 1 and info.value.kind == "not_a_record"


def test_truncated_record_without_hash_line(record_text):
    lines = lines_of(record_text)
    cut = lines[: first_action_line(record_text) + 9]  # header, blank, 10 action lines
    err = error_of("\n".join(cut) + "\n")
    assert err.kind == "truncated"
    assert err.line == len(cut) + 1  # the line after the last one
    assert "the record stops after 10 actions without its final 'hash:' line" in err.reason
    one = lines_of(record_text)[: first_action_line(record_text)]  # one action: singular
    assert "stops after 1 action without" in error_of("\n".join(one) + "\n").reason


def test_truncated_mid_line(record_text):
    # A file cut in the middle of a line also lost its hash line.
    text = record_text[: len(record_text) // 2]
    err = error_of(text)
    assert err.kind == "truncated" and err.line == text.count("\n") + 2 - text.endswith("\n")


def test_record_missing_actions_but_keeping_its_hash_is_truncated(record_text):
    lines = lines_of(record_text)
    first = first_action_line(record_text)
    del lines[first + 4: first + 8]  # 4 action lines (no comments: movers=None) removed
    err = error_of("\n".join(lines))
    hash_line = next(i for i, ln in enumerate(lines, 1) if ln.startswith("hash:"))
    assert err.kind == "truncated" and err.line == hash_line
    assert "announces" in err.reason


def test_illegal_action_reports_its_line_and_rule(record_text):
    lines = lines_of(record_text)
    k = first_action_line(record_text) + 3  # the 4th action
    lines[k - 1] = "buy +4 with junk"  # a single junk (value 0… or 1) cannot pay the +4 slot
    err = error_of("\n".join(lines))
    assert err.kind == "illegal" and err.line == k
    assert "illegal action 'buy +4 with junk'" in err.reason and "rule dale." in err.reason


def test_unreadable_action_reports_its_line(record_text):
    lines = lines_of(record_text)
    k = first_action_line(record_text) + 1
    lines[k - 1] = "castle kingside"
    err = error_of("\n".join(lines))
    assert err.line == k and "not an action" in err.reason


def test_non_canonical_action_is_refused_by_verify_only(record_text):
    lines = lines_of(record_text)
    k = first_action_line(record_text)
    lines[k - 1] = "  " + lines[k - 1].upper() + "  "
    text = "\n".join(lines)
    err = error_of(text)
    assert err.line == k and "canonical" in err.reason
    replay(parse_record(text))  # plain replay accepts any spelling of the same action


def test_hash_that_differs_reports_the_hash_line(record_text):
    lines = lines_of(record_text)
    i = next(i for i, ln in enumerate(lines) if ln.startswith("hash: sha256:"))
    digits = lines[i][-64:]
    lines[i] = "hash: sha256:" + ("0" if digits[0] != "0" else "1") + digits[1:]
    err = error_of("\n".join(lines), check=replay)
    assert err.kind == "hash" and err.line == i + 1
    assert "differs" in err.reason


def test_bad_hash_syntax(record_text):
    text = record_text.replace("hash: sha256:", "hash: md5:")
    err = error_of(text)
    assert err.line == record_text.count("\n") and "64 hex digits" in err.reason


def test_action_after_the_end_of_the_game(record_text):
    lines = lines_of(record_text)
    i = next(i for i, ln in enumerate(lines) if ln.startswith("hash:"))
    lines.insert(i, "inventory")
    text = "\n".join(lines).replace(f"actions: {len(parse_record(record_text).actions)}",
                                    f"actions: {len(parse_record(record_text).actions) + 1}")
    err = error_of(text)
    assert err.line == i + 1 and "already over" in err.reason


@pytest.mark.parametrize("key, value, words", [
    ("seed", "abc", "whole number"),
    ("animalfolk", "macaws, unicorns, pandas", "unicorns"),
    ("game", "chess", "chess"),
    ("ruleset", "99", "ruleset"),
])
def test_bad_header_value_reports_its_line(record_text, key, value, words):
    lines = lines_of(record_text)
    i = next(i for i, ln in enumerate(lines) if ln.startswith(f"{key}:"))
    lines[i] = f"{key}: {value}"
    err = error_of("\n".join(lines))
    assert err.line == i + 1 and words in err.reason


def test_decks_that_the_seed_does_not_choose(record_text):
    lines = lines_of(record_text)
    i = next(i for i, ln in enumerate(lines) if ln.startswith("animalfolk:"))
    folk = [a.strip() for a in lines[i].split(":", 1)[1].split(",")]
    lines[i] = "animalfolk: " + ", ".join(reversed(folk))
    err = error_of("\n".join(lines))
    assert err.line == i + 1 and "the seed and options give the decks" in err.reason


def test_duplicate_and_malformed_header_lines(record_text):
    lines = lines_of(record_text)
    lines.insert(2, "game: dale")
    err = error_of("\n".join(lines))
    assert err.line == 3 and "twice" in err.reason
    lines = lines_of(record_text)
    lines.insert(2, "this is not a header line")
    err = error_of("\n".join(lines))
    assert err.line == 3 and "key: value" in err.reason


def test_text_after_the_hash_line(record_text):
    text = record_text + "inventory\n"
    err = error_of(text)
    assert err.line == record_text.count("\n") + 1 and "after the final" in err.reason


def test_comments_and_blank_lines_are_ignored(record_text):
    lines = lines_of(record_text)
    k = first_action_line(record_text)
    lines[k - 1] += "   # a note about this action"
    lines.insert(k, "")
    lines.insert(k, "# a whole comment line")
    assert verify(parse_record("\n".join(lines))).hash_checked


def test_format_round_trip(record_text):
    rec = parse_record(record_text)
    assert format_record(rec) == record_text


def test_a_turn_cap_the_record_goes_past_is_refused_by_verify(record_text):
    """options: max-turns=N says the game was cut before turn N + 1: a record whose actions
    go on past it is refused by verify on the options line (a plain replay plays it)."""
    lines = lines_of(record_text)
    i = next(i for i, ln in enumerate(lines) if ln.startswith("options: "))
    assert "max-turns=400" in lines[i]
    lines[i] = lines[i].replace("max-turns=400", "max-turns=3")
    text = "\n".join(lines)
    err = error_of(text)
    assert err.line == i + 1 and err.kind == "header"
    assert "max-turns=3, but the record plays turn" in err.reason
    assert replay(parse_record(text)).hash_checked
    assert verify(parse_record(record_text)).hash_checked  # the cap it was played with holds
