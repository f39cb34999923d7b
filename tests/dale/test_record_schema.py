"""A record's header and start position are checked against their schema (issue 14):
card ids out of range, a card in two places, counts that cannot exist, wrong types."""

from __future__ import annotations

import json

import pytest

from ludoteca.core.records import RecordError, format_record, parse_record
from ludoteca.dale import new_game
from ludoteca.dale.notation import parse
from ludoteca.dale.records import make_record, setup_for, verify


def _record(start_change=None, header_change=None) -> str:
    start = new_game(2, animalfolk=["macaws", "pandas", "squirrels"], seed=3)
    state = start.clone()
    actions = []
    for _ in range(3):
        a = state.legal_actions()[0]
        from ludoteca.dale.notation import to_text

        actions.append(to_text(a))
        state.apply(a)
    setup = setup_for(start, ["greedy", "greedy"], 3, False, start=start)
    rec = make_record(setup, actions, state, date="2024-01-01T00:00:00Z")
    if start_change is not None:
        d = json.loads(rec.header["start"])
        start_change(d)
        rec.header["start"] = json.dumps(d, separators=(",", ":"))
    if header_change is not None:
        header_change(rec.header)
    return format_record(rec)


def _line_of(text: str, key: str) -> int:
    return next(i for i, ln in enumerate(text.split("\n"), 1) if ln.startswith(f"{key}:"))


def _error(text: str) -> RecordError:
    with pytest.raises(RecordError) as info:
        verify(parse_record(text))
    return info.value


def test_a_record_from_a_position_verifies():
    out = verify(parse_record(_record()))
    assert out.hash_checked and out.applied == 3


def _card_500(d):
    d["hands"][0][0] = 500


def _card_twice(d):
    d["hands"][1][0] = d["hands"][0][0]  # one card in two hands


def _card_lost(d):
    d["junk"].pop()  # a card of the box is nowhere


def _extra_player_pile(d):
    d["hands"].append([])


def _bool_turn(d):
    d["turn"] = True


def _float_rng(d):
    d["rng"] = 1.5


@pytest.mark.parametrize("change, words", [
    (_card_500, "hands[0][0]"),
    (_card_twice, "two places"),
    (_card_lost, "nowhere"),
    (_extra_player_pile, "hands"),
    (_bool_turn, "turn"),
    (_float_rng, "rng"),
])
def test_an_impossible_start_position_is_refused_on_its_line(change, words):
    text = _record(start_change=change)
    err = _error(text)
    assert err.line == _line_of(text, "start") and err.kind == "header"
    assert words in err.reason


@pytest.mark.parametrize("key, value, words", [
    ("seed", "1.5", "whole number"),
    ("seed", str(2**70), "seed"),
    ("actions", "-3", "whole number"),
])
def test_a_header_value_of_the_wrong_type_or_range_is_refused_on_its_line(key, value, words):
    text = _record(header_change=lambda h: h.__setitem__(key, value))
    err = _error(text)
    assert err.line == _line_of(text, key) and words in err.reason


def test_the_actions_of_a_checked_start_still_replay():
    text = _record()
    rec = parse_record(text)
    state = new_game(2, animalfolk=["macaws", "pandas", "squirrels"], seed=3)
    for a in rec.actions:
        state.apply(parse(a))
    assert verify(rec).state.to_dict() == state.to_dict()
