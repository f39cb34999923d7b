"""Scenario files: reading with clear errors, writing that reads back equal, the TOML writer."""

from __future__ import annotations

import tomllib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ludoteca.core.errors import BadInput
from ludoteca.pax import engine as E
from ludoteca.pax.scenario import load_file, load_text, save_file, to_dict, to_toml
from ludoteca.pax.scenarios import load_sample, sample_text
from ludoteca.pax.tomlw import dumps

from testkit import examples


def test_the_sample_is_labelled_as_invented():
    s = load_sample()
    assert s.sample and "INVENTED SAMPLE DATA" in s.label
    assert sample_text().startswith("# INVENTED SAMPLE DATA")
    assert to_toml(s).startswith("# INVENTED SAMPLE DATA")


def test_written_scenarios_read_back_equal(tmp_path):
    s = load_sample()
    assert load_text(to_toml(s)) == s
    E.do_step(s, "player_order", order=["Bruno", "Chiara", "Alice"])
    setup = E.battle_setup(s, "Isla Verde", "Bruno", "verde-2")
    E.record_battle(s, E.resolve_battle(s, setup, {"Chiara": "target"}, {"Chiara": "Musket Drill"}))
    s.title = 'A "quoted" title\nwith a new line and \\ backslash'
    path = tmp_path / "s.toml"
    save_file(s, path)
    assert load_file(path) == s
    assert not (tmp_path / "s.toml.tmp").exists()


def replace(text, old, new):
    assert old in text
    return text.replace(old, new, 1)


@pytest.mark.parametrize("old, new, words, line", [
    ('borders = ["Isla Verde", "Costa Roja"]', 'borders = ["Isla Verde", "Atlantis"]',
     "line 221: sea 'Mar Sereno'.borders: unknown land zone Atlantis", True),
    ('sea = "Canal Hondo"', 'sea = "Mar Negro"', "galleon 'bruno-g2'.sea: unknown sea zone", True),
    ('owner = "Chiara"\nsea', 'owner = "Zed"\nsea', "line 252: galleon 'chiara-g1'.owner: Zed is not a player", True),
    ("money = 5", "money = -5", "line 55: player[1].money: must be at least 0, got -5", True),
    ('hand = ["Broadside"]', 'hand = ["Kraken"]', "line 68: player 'Bruno'.hand: unknown card Kraken", True),
    ('phase = "goods"', 'phase = "harvest"',
     "line 13: year.phase: must be one of 'goods', 'auction', 'play' or 'navigation', got 'harvest'",
     True),
    ("wild = true", "wild = 1", "line 194: land[3].tribal_site[1].wild: must be true or false, got 1",
     True),
    ('flagship = "PRIVATEER"', 'flagship = "PIRATE"', "line 67: player[2].flagship: must be one of",
     True),
    ("galleon_capacity = 2", "galleon_capacity = 2\nports = 3", "line 25: values.ports: unknown field",
     True),
    ('method = "loot"', 'method = "steal"', "line 29: treasure.PILLAGE.method: must be one of", True),
    # number fields: a type and a range, with the line (issue 14, issue 16.7)
    ("money = 5", "money = 2.5", "line 55: player[1].money: must be a whole number, got 2.5", True),
    ("seed = 2024", 'seed = "x"', "line 9: scenario.seed: must be a whole number, got 'x'", True),
    ("seed = 2024", "seed = 9223372036854775808", "scenario.seed: must be at most 9223372036854775807",
     True),
    ("number = 1", "number = 0", "line 12: year.number: must be at least 1, got 0", True),
    ("natives = 3", "natives = -3", "land[3].tribal_site[1].natives: must be at least 0, got -3", True),
    ('[fund]\nmoney = 4', '[fund]\nmoney = []', "line 19: fund.money: must be a whole number, got []",
     True),
    ("hand_limit = 3", "hand_limit = true", "line 56: player[1].hand_limit: must be a whole number",
     True),
])
def test_bad_scenarios_name_the_field(old, new, words, line):
    with pytest.raises(BadInput) as info:
        load_text(replace(sample_text(), old, new))
    assert words in str(info.value)
    if line:
        assert info.value.line is not None and str(info.value).startswith("line ")


def test_toml_syntax_errors_give_the_line():
    with pytest.raises(BadInput, match=r"line 7: .* is not valid TOML"):
        load_text("[scenario]\ntitle = 'x'\n\n\n\n\nmoney = = 3\n", "broken.toml")


def test_a_missing_file_is_bad_input(tmp_path):
    with pytest.raises(BadInput, match="does not exist"):
        load_file(tmp_path / "nope.toml")


def test_a_sample_needs_its_label():
    with pytest.raises(BadInput, match="label"):
        load_text(replace(sample_text(), 'label = "INVENTED', 'label = "" #'))


def test_order_must_name_every_player():
    with pytest.raises(BadInput, match=r"\[year\].order"):
        load_text(replace(sample_text(), 'order = ["Alice", "Bruno", "Chiara"]',
                          'order = ["Alice", "Bruno"]'))


texts = st.text(st.characters(blacklist_categories=("Cs",)), max_size=12)
scalars = st.one_of(texts, st.integers(-10**12, 10**12), st.booleans(),
                    st.lists(texts, max_size=3), st.lists(st.integers(0, 9), max_size=3))
leaf_tables = st.dictionaries(texts.filter(bool), scalars, max_size=4)
tables = st.dictionaries(
    texts.filter(bool),
    st.one_of(scalars, leaf_tables, st.lists(leaf_tables, min_size=1, max_size=3)),
    max_size=5)


@settings(max_examples=examples(150), deadline=None)
@given(st.dictionaries(texts.filter(bool),
                       st.one_of(scalars, tables, st.lists(tables, min_size=1, max_size=2)),
                       max_size=5))
def test_the_toml_writer_round_trips(data):
    assert tomllib.loads(dumps(data)) == data


def test_the_toml_writer_refuses_other_shapes():
    with pytest.raises(TypeError):
        dumps({"x": 1.5})
    with pytest.raises(TypeError):
        dumps({"x": [[1], [2]]})


def test_to_dict_leaves_out_empty_tables_arrays():
    d = to_dict(load_sample())
    assert "battle" not in d
    assert "visit" not in d["land"][0] and d["land"][2]["visit"] == [{"id": "alta-visit", "natives": 1}]
