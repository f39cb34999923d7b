"""Position files against their schema (issue 14, "Malformed input"): every field has a type
and a range, and the error names the field's line."""

from __future__ import annotations

import pytest

from testkit.cli import run_cli
from ludoteca.core.errors import BadInput
from ludoteca.dale.positions import parse_position

BASE = """\
game = "dale"
animalfolk = ["macaws", "pandas", "squirrels"]
seed = 3
active = 1
[market]
slots = ["Cookies"]
deck = 5
[junk]
pile = 6
[[player]]
hand = ["junk", "junk"]
deck = 3
[[player]]
hand = 5
[turn]
effects = []
"""


@pytest.mark.parametrize("old, new, line, words", [
    ('[market]\nslots = ["Cookies"]\ndeck = 5\n', 'market = 1\n', 5, "market"),
    ('[junk]\npile = 6\n', 'junk = 1\n', 8, "junk"),
    ("seed = 3", 'seed = "x"', 3, "seed"),
    ("seed = 3", "seed = 1.9", 3, "seed"),
    ("seed = 3", "seed = -1", 3, "seed"),
    ("seed = 3", f"seed = {2**64}", 3, "seed"),
    ("active = 1", "active = []", 4, "active"),
    ("active = 1", "active = true", 4, "active"),
    ('slots = ["Cookies"]', "slots = [1]", 6, "market.slots"),
    ("effects = []", "effects = 3", 16, "turn.effects"),
    ("pile = 6", "pile = -3", 9, "junk.pile"),
    ("pile = 6", "pile = 2.5", 9, "junk.pile"),
    ("pile = 6", "pile = true", 9, "junk.pile"),
    ("pile = 6", "pile = 21", 9, "junk.pile"),
    ("deck = 3", "deck = -1", 12, "player[1].deck"),
    ("hand = 5", "hand = 1000", 14, "player[2].hand"),
    ("hand = 5", 'hand = "five"', 14, "player[2].hand"),
    ('hand = ["junk", "junk"]', 'hand = ["junk", 7]', 11, "player[1].hand"),
    ("effects = []", "effects = []\nbonus_action = 1", 17, "turn.bonus_action"),
    ("effects = []", "effects = []\nnumber = 0", 17, "turn.number"),
    ("effects = []", "effects = []\nactons = 1", 17, "turn.actons"),
    ("active = 1", "active = 1\nplayer = 1", None, "TOML"),  # a key and a table at once
])
def test_wrong_types_and_ranges_name_the_field_and_its_line(old, new, line, words):
    assert old in BASE
    text = BASE.replace(old, new, 1)
    with pytest.raises(BadInput) as info:
        parse_position(text)
    assert words in str(info.value)
    if line is not None:
        assert info.value.line == line, str(info.value)


def test_player_given_as_a_number_is_refused():
    text = 'game = "dale"\nanimalfolk = ["macaws", "pandas", "squirrels"]\nplayer = 1\n'
    with pytest.raises(BadInput) as info:
        parse_position(text)
    assert info.value.line == 3 and "player" in str(info.value)


def test_a_bad_file_is_one_line_and_exit_2_through_the_command(tmp_path, capsys, monkeypatch):
    path = tmp_path / "p.toml"
    path.write_text(BASE.replace("pile = 6", "pile = 2.5"))
    code, out, err = run_cli(capsys, monkeypatch, ["moves", "dale", path])
    assert code == 2 and out.startswith("error: line 9: junk.pile:")
    assert len(out.strip().splitlines()) == 1 and err == ""


def test_the_base_file_is_valid():
    s = parse_position(BASE)
    assert len(s.junk) == 6 and s.n_players == 2


def test_no_action_left_and_nothing_pending_is_a_turn_already_over():
    """dale.turn.one_action: once the last action is taken the clean-up follows at once, so
    `actions = 0` needs a pending card effect."""
    with pytest.raises(BadInput) as info:
        parse_position(BASE.replace("effects = []", "effects = []\nactions = 0"))
    assert info.value.line == 17 and "already over" in str(info.value)


@pytest.mark.parametrize("old, new, english, french", [
    ("seed = 3", "seed = -1", "seed: must be at least 0, got -1",
     "seed : doit valoir au moins 0, pas -1"),
    ("active = 1", 'active = "1"', "active: a whole number is expected, got '1'",
     "active : un nombre entier est attendu, pas '1'"),
    ("active = 1", "active = 9", "active: must be at most 4, got 9",
     "active : doit valoir au plus 4, pas 9"),
])
def test_a_wrong_field_is_said_in_the_readers_language(old, new, english, french):
    """A field of the wrong type or out of range is said by our own messages (pydantic's
    English text before), in every language."""
    with pytest.raises(BadInput) as info:
        parse_position(BASE.replace(old, new, 1))
    assert info.value.render(None).endswith(english), info.value.render(None)
    assert info.value.render("fr").endswith(french), info.value.render("fr")
