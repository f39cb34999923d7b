"""The Pax Hispanica companion behind the Game interface (``pax/game.py``, entry point
``pax``): a scenario is its state, the notation its actions; what a companion cannot mean is
refused with a message id."""

from __future__ import annotations

import pytest

from ludoteca.core.errors import BadInput, IllegalAction
from ludoteca.core.game import Game, get_game
from ludoteca.pax.game import GAME
from ludoteca.pax.scenarios import sample_text

from pax_helpers import game as scenario_file


@pytest.fixture
def pax():
    return get_game("pax")


def load(pax, path, players=3):
    return pax.new_state(players, 0, {"scenario": str(path)})


def test_pax_is_registered_as_a_companion(pax):
    assert pax is GAME and isinstance(pax, Game)
    assert pax.info.title == "Pax Hispanica"
    assert (pax.info.min_players, pax.info.max_players) == (1, 5)  # pax: 1–5 players
    assert not pax.info.bots and not pax.info.hidden_information


def test_new_state_reads_the_scenario_option(pax, tmp_path):
    path = tmp_path / "s.toml"
    path.write_text(sample_text(), encoding="utf-8")
    s = load(pax, path)
    assert [p.name for p in s.players] == ["Alice", "Bruno", "Chiara"]
    assert (s.phase, s.step, pax.turn(s)) == ("goods", "player_order", 1)
    with pytest.raises(BadInput) as err:
        pax.new_state(3, 0, {})
    assert err.value.msg.key == "pax.game.needs_scenario"
    with pytest.raises(BadInput) as err:
        load(pax, path, players=4)
    assert err.value.msg.key == "pax.game.players"
    assert "4 players asked, but the scenario" in str(err.value)
    with pytest.raises(BadInput) as err:
        pax.new_state(3, 0, {"scenario": str(path), "map": "x"})
    assert err.value.msg.key == "pax.game.unknown_option"


def test_legal_actions_at_the_start_of_the_goods_year(pax, tmp_path):
    """pax.goods.steps: the next step is player order; the year cannot move on before the
    Goods Year is done; nobody sells or discards outside the Play Year. Chiara's Galleon
    holds a Treasure in a European sea (the sample), so it may unload it."""
    path = tmp_path / "s.toml"
    path.write_text(sample_text(), encoding="utf-8")
    s = load(pax, path)
    assert pax.legal_actions(s) == ["step player_order", "unload chiara-g1 treasure"]


def test_legal_actions_in_alice_s_play_turn(pax, tmp_path):
    """pax.hand.*: in her play turn Alice may end it (2 cards, limit 3), sell her Market card
    and discard either card; Hidden Cove is a Refuge card, not for sale; the others wait."""
    s = load(pax, scenario_file(tmp_path, "play", "Alice"))
    assert pax.current_player(s) == 0
    assert pax.legal_actions(s) == [
        "end turn", "sell Alice Cacao Traders", "discard Alice Cacao Traders",
        "discard Alice Hidden Cove", "unload chiara-g1 treasure"]
    pax.apply(s, "end turn")
    assert s.turn == "Bruno" and pax.current_player(s) == 1


def test_every_listed_action_is_accepted(pax, tmp_path):
    s = load(pax, scenario_file(tmp_path, "play", "Alice"))
    for action in pax.legal_actions(s):
        trial = pax.clone(s)
        pax.apply(trial, pax.parse_action(trial, action))


def test_an_illegal_action_changes_nothing(pax, tmp_path):
    s = load(pax, scenario_file(tmp_path, "play", "Alice"))
    before = pax.state_hash(s)
    with pytest.raises(IllegalAction) as err:
        pax.apply(s, "phase navigation")  # pax.year.cycle: play turns are left
    assert err.value.rule_id == "pax.year.cycle"
    with pytest.raises(IllegalAction):
        pax.parse_action(s, "sell Alice Hidden Cove")  # a Refuge card
    with pytest.raises(BadInput):
        pax.apply(s, "dance")
    with pytest.raises(BadInput) as bad:
        pax.apply(s, ("end", "turn"))
    assert bad.value.msg.key == "pax.game.not_text"
    assert pax.state_hash(s) == before


def test_parse_and_format_give_the_canonical_text(pax, tmp_path):
    s = load(pax, scenario_file(tmp_path, "play", "Alice"))
    before = pax.state_hash(s)
    assert pax.parse_action(s, "  end   turn ") == "end turn"
    assert pax.state_hash(s) == before  # parsing checks on a copy
    assert pax.format_action(s, "sell  Alice Cacao Traders") == "sell Alice Cacao Traders"


def test_views_hashes_and_what_a_companion_refuses(pax, tmp_path):
    s = load(pax, scenario_file(tmp_path, "play", "Alice"))
    assert pax.view(s, 0) == pax.view(s, 2)  # nothing is hidden from the companion
    assert pax.view(s, 1)["player"][0]["hand"] == ["Cacao Traders", "Hidden Cove"]
    copy = pax.determinize(s, 1, None)
    assert pax.state_hash(copy) == pax.state_hash(s) and copy is not s
    assert pax.state_hash(s).startswith("sha256:")
    pax.apply(s, "end turn")
    assert pax.state_hash(s) != pax.state_hash(copy)
    assert pax.outcome(s) is None and not pax.is_terminal(s)
    with pytest.raises(BadInput) as err:
        pax.evaluate(s)
    assert err.value.msg.key == "pax.game.no_evaluate"
