"""The edition plumbing (issue 30, item 1): a game, a record and a position file name their
edition and are read with its ruleset; an unknown edition, a deck not of the edition and a
player count the edition does not allow are refused with one line naming what is allowed; the
classic edition is what it always was (its messages, records, views, integer space and
observation).

The remaster's decks are being written while these tests are: a whole remaster game uses the
stand-in of :mod:`testkit.editions` (the remaster decks written so far, then classic decks up
to a box of six), so the tests hold whatever :data:`editions.REMASTER` holds.
"""

from __future__ import annotations

import json

import pytest

from ludoteca.core.errors import BadInput
from ludoteca.core.records import RecordError, format_record, parse_record
from ludoteca.dale import editions
from ludoteca.dale.animalfolk import pandas, raccoons
from ludoteca.dale.game import GAME
from ludoteca.dale.game_setup import new_game
from ludoteca.dale.positions import parse_position, to_toml
from ludoteca.dale.records import make_record, read_setup, replay, setup_for, state_hash
from ludoteca.dale.state import DaleState
from ludoteca.dale.views import view

from testkit.editions import remaster_stand_in



def _said(err: BaseException) -> str:
    return str(err)


def _play(state, steps: int = 60) -> list[str]:
    """Play ``steps`` first-listed actions (or to the end); return their texts."""
    from ludoteca.dale.notation import to_text

    texts = []
    for _ in range(steps):
        if state.is_terminal():
            break
        action = state.legal_actions()[0]
        texts.append(to_text(action))
        state.apply(action)
    return texts


# -- editions and their rulesets ----------------------------------------------------------------
def test_every_edition_is_known_and_an_unknown_one_is_refused_naming_the_known_ones():
    assert editions.check_edition(None) == "classic"
    for key in editions.EDITIONS:
        assert editions.check_edition(f" {key.upper()} ") == key
    with pytest.raises(BadInput) as err:
        editions.check_edition("deluxe")
    assert "'deluxe'" in _said(err.value)
    assert all(key in _said(err.value) for key in editions.EDITIONS)
    with pytest.raises(BadInput):
        editions.ruleset("deluxe")


def test_a_test_ruleset_of_the_remaster_takes_classic_deck_objects():
    rules = editions.build("remaster", ["macaws", pandas.deck, raccoons.deck])
    assert rules.edition == "remaster" and rules.decks == ("macaws", "pandas", "raccoons")
    s = new_game(2, ["macaws", "pandas", "raccoons"], seed=4, rules=rules)
    assert s.cfg.rules is rules and s.to_dict()["edition"] == "remaster"
    again = DaleState.from_dict(json.loads(json.dumps(s.to_dict())), rules)
    assert again.to_dict() == s.to_dict()
    # the classic edition is untouched by it
    assert editions.classic().decks[:3] == ("macaws", "pandas", "raccoons")
    assert editions.classic().edition == "classic"


def test_a_remaster_state_round_trips_to_the_remaster_ruleset(monkeypatch):
    rules = remaster_stand_in(monkeypatch)
    s = GAME.new_state(3, 8, {"edition": "remaster"})
    assert s.cfg.rules is rules
    _play(s, 25)
    d = json.loads(json.dumps(s.to_dict()))
    assert d["edition"] == "remaster"
    back = DaleState.from_dict(d)  # no ruleset given: the edition's
    assert back.cfg.rules is rules and back.to_dict() == s.to_dict()
    assert state_hash(back) == state_hash(s)


# -- players and decks of an edition --------------------------------------------------------------
def test_the_classic_player_count_refusal_is_the_one_it_always_was():
    for n in (1, 5):
        with pytest.raises(BadInput) as err:
            new_game(n)
        assert _said(err.value) == (f"Dale of Merchants is for 2 to 4 players, not {n} "
                                    "(dale.setup.players)")


def test_one_player_of_the_remaster_plays_against_mono():
    s = GAME.new_state(1, 0, {"edition": "remaster"})
    assert s.cfg.n_players == 2 and s.cfg.mono == 1  # the player, then Mono (dale.remaster.mono.setup)
    assert GAME.player_range({"edition": "remaster"}) == (1, 4)
    assert GAME.player_range({}) == (2, 4)


def test_the_remaster_is_for_at_most_four_players(monkeypatch):
    remaster_stand_in(monkeypatch)
    with pytest.raises(BadInput) as err:
        GAME.new_state(5, 0, {"edition": "remaster"})
    assert _said(err.value) == ("the remaster edition is for 1 to 4 players, not 5 "
                                "(dale.setup.players)")


def test_a_deck_not_of_the_edition_is_refused_naming_the_editions_decks():
    # a classic deck the remaster has not (yet), else a key no edition has
    missing = [k for k in editions.CLASSIC if k not in editions.REMASTER] + ["unicorns"]
    with pytest.raises(BadInput) as err:
        GAME.new_state(2, 0, {"edition": "remaster",
                              "animalfolk": [missing[0], *editions.REMASTER[:2]]})
    said = _said(err.value)
    assert f"the animalfolk deck '{missing[0]}' is not in the remaster edition" in said
    assert ", ".join(editions.REMASTER) in said
    only_remaster = [k for k in editions.REMASTER_ALL if k not in editions.CLASSIC]
    with pytest.raises(BadInput) as err:
        GAME.new_state(2, 0, {"animalfolk": [only_remaster[0], "macaws", "pandas"]})
    assert "unknown animalfolk deck" in _said(err.value)  # the classic message, unchanged


def test_option_choices_follow_the_edition():
    assert GAME.option_choices("animalfolk") == list(editions.CLASSIC)
    assert GAME.option_choices("animalfolk", {"edition": "remaster"}) == list(editions.REMASTER)
    assert GAME.option_choices("edition") == list(editions.EDITIONS)
    with pytest.raises(BadInput):
        GAME.new_state(2, 0, {"edition": "deluxe"})


# -- records ------------------------------------------------------------------------------------
def _remaster_record(monkeypatch, seed: int = 5, players: int = 2):
    remaster_stand_in(monkeypatch)
    first = GAME.new_state(players, seed, {"edition": "remaster"})
    state = first.clone()
    texts = _play(state, 80)
    setup = setup_for(first, ["random"] * players, seed, decks_from_seed=True)
    return make_record(setup, texts, state, date="2026-12-02T00:00:00Z"), state


def test_a_remaster_record_names_its_edition_and_replays_in_it(monkeypatch):
    rec, final = _remaster_record(monkeypatch)
    text = format_record(rec)
    assert "\nedition: remaster\n" in text
    back = parse_record(text)
    out = replay(back)
    assert out.state.cfg.rules.edition == "remaster"
    assert out.hash_checked and state_hash(out.state) == state_hash(final)
    assert read_setup(back).edition == "remaster"
    assert replay(back, edition="remaster").hash_checked  # asked for, and it is


def test_a_record_of_another_edition_than_the_one_asked_for_is_refused(monkeypatch):
    rec, _ = _remaster_record(monkeypatch)
    with pytest.raises(RecordError) as err:
        replay(parse_record(format_record(rec)), edition="classic")
    assert err.value.line == 3  # the edition line
    assert "the record is of the remaster edition; the command asked for the classic" in \
        err.value.reason_text()


def test_a_record_of_an_unknown_edition_is_refused_naming_the_known_ones(monkeypatch):
    rec, _ = _remaster_record(monkeypatch)
    text = format_record(rec).replace("edition: remaster", "edition: deluxe")
    with pytest.raises(RecordError) as err:
        replay(parse_record(text))
    assert err.value.line == 3
    said = err.value.reason_text()
    assert "unknown edition 'deluxe'" in said and "classic, remaster" in said


def test_a_remaster_record_from_a_position_names_the_edition_of_its_start(monkeypatch):
    remaster_stand_in(monkeypatch)
    start = GAME.new_state(2, 6, {"edition": "remaster"})
    _play(start, 10)
    state = start.clone()
    texts = _play(state, 20)
    setup = setup_for(start, ["human", "greedy"], 0, False, start=start)
    text = format_record(make_record(setup, texts, state, date="2026-12-02T00:00:00Z"))
    out = replay(parse_record(text))
    assert out.hash_checked and out.state.cfg.rules.edition == "remaster"
    # a start of the classic edition under a remaster header is refused
    wrong = text.replace('"edition":"remaster"', '"edition":"classic"')
    with pytest.raises(RecordError):
        replay(parse_record(wrong))


def test_an_old_classic_record_without_an_edition_line_replays_unchanged():
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "golden" / "2p-seed-greedy-random.rec"
    text = path.read_text(encoding="utf-8")
    assert "\nedition: classic\n" in text
    old = text.replace("edition: classic\n", "")
    a, b = replay(parse_record(text)), replay(parse_record(old))
    assert a.hash_checked and b.hash_checked
    assert state_hash(a.state) == state_hash(b.state)
    assert read_setup(parse_record(old)).edition == "classic"
    # and a classic record is written as it always was
    setup = read_setup(parse_record(text))
    again = make_record(setup, parse_record(text).actions, a.state,
                        date=parse_record(text).header["date"])
    assert "edition: classic" in format_record(again)
    assert again.hash == parse_record(text).hash


# -- positions ----------------------------------------------------------------------------------
def test_a_remaster_position_names_its_edition_and_round_trips(monkeypatch):
    rules = remaster_stand_in(monkeypatch)
    s = GAME.new_state(2, 9, {"edition": "remaster"})
    _play(s, 15)
    text = to_toml(s, referee=True)
    assert 'edition = "remaster"' in text.splitlines()[1]
    back = parse_position(text)
    assert back.cfg.rules is rules
    assert back.to_dict() == s.to_dict()
    assert parse_position(text, edition="remaster").to_dict() == s.to_dict()


def test_a_position_of_another_edition_than_asked_or_unknown_is_refused(monkeypatch):
    remaster_stand_in(monkeypatch)
    s = GAME.new_state(2, 9, {"edition": "remaster"})
    text = to_toml(s, referee=True)
    with pytest.raises(BadInput) as err:
        parse_position(text, edition="classic")
    assert err.value.line == 2
    assert "the command asked for a position of the classic edition" in _said(err.value)
    with pytest.raises(BadInput) as err:
        parse_position(text.replace('edition = "remaster"', 'edition = "deluxe"'))
    assert err.value.line == 2 and "classic, remaster" in _said(err.value)
    # a file naming no edition is read in the one asked for (the classic without one)
    bare = text.replace('edition = "remaster"\n', "")
    assert parse_position(bare, edition="remaster").cfg.rules.edition == "remaster"


def test_a_classic_position_file_is_written_as_it_always_was():
    s = new_game(2, ["macaws", "pandas", "squirrels"], seed=3)
    assert to_toml(s).splitlines()[:2] == ['game = "dale"', 'edition = "classic"']
    assert parse_position(to_toml(s, referee=True)).cfg.rules is editions.classic()


# -- views, the integer space and the observation -----------------------------------------------
def test_only_a_view_of_another_edition_names_it(monkeypatch):
    classic = new_game(2, seed=1)
    assert "edition" not in view(classic, 0)
    remaster_stand_in(monkeypatch)
    assert view(GAME.new_state(2, 1, {"edition": "remaster"}), 0)["edition"] == "remaster"


def test_the_classic_integer_space_and_observation_keep_their_sizes():
    from ludoteca.dale import action_space, observation

    assert len(GAME.action_space.atoms) == action_space.CLASSIC_ATOMS == 339
    assert GAME.observation_size(2) == observation.SIZE
    other = GAME.with_options({"edition": "remaster"})
    assert other.action_space.atoms[:339] == GAME.action_space.atoms
    names = set(other.action_space.atoms)
    rules = editions.remaster()
    assert all(t.name in names for d in rules.decks for t in rules.cards_of(d))
    assert other.observation_size(2) >= observation.SIZE
    assert GAME.with_options({}) is GAME


def test_a_remaster_game_plays_through_the_integer_space(monkeypatch):
    from ludoteca.core.integer import IntegerGame

    remaster_stand_in(monkeypatch)
    game = GAME.with_options({"edition": "remaster"})
    ig = IntegerGame(game)
    s = ig.new_state(2, 3, {"edition": "remaster"})
    for _ in range(200):
        if s.is_terminal():
            break
        legal = s.legal_actions()
        obs = game.observation(game.view(s.state, s.current_player()), s.prefix)
        assert len(obs) == game.observation_size(2)
        s.apply_action(legal[-1])
    assert s.state.cfg.rules.edition == "remaster"


def test_the_game_driver_checks_a_game_of_a_test_ruleset_of_the_remaster():
    """The test kit's invariants read the game's own ruleset (its cards, ids, notation and
    JSON round trip), so a deck test of the remaster can drive whole games."""
    import random

    from testkit.dale import play_checked_game

    rules = editions.build("remaster", ["macaws", pandas.deck, raccoons.deck])
    game = play_checked_game(2, 7, folk=["macaws", "pandas", "raccoons"],
                             rng=random.Random(7), max_steps=80, rules=rules)
    assert game.history and game.state.cfg.rules is rules
