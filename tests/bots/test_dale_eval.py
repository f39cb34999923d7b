"""The fitted evaluation of Dale positions: features worked out by hand, rewards' shape."""

from __future__ import annotations

import pytest

from ludoteca.dale import evaluation as dale_eval
from ludoteca.dale.evaluation import FEATURE_NAMES, features, rewards
from ludoteca.dale.positions import from_spec


def _state():
    return from_spec({
        "animalfolk": ["macaws", "pandas", "squirrels"],
        "seed": 3, "active": 1,
        "market": {"slots": ["Prepaid Good", "", "", "", ""], "deck": 5},
        "junk": {"pile": 6},
        "player": [
            {"hand": ["Cookies", "junk", "Spyglass", "Acorn", "Empty Chest"],
             "deck": ["junk", "Flashy Show"], "discard": ["junk"],
             "stall": [["Swift Broker"]]},
            {"hand": ["junk", "junk", "Spyglass"], "deck": [], "discard": [], "stall": []},
        ],
    })


def test_features_of_a_seat_with_one_stack_worked_by_hand():
    f = dict(zip(FEATURE_NAMES, features(_state(), 0)))
    # Owned: macaws Cookies 2 + Spyglass 4 + Flashy Show 5 = 11; squirrels Acorn 4 +
    # Empty Chest 2 = 6; three junk. Stacks 2..8 still need 36 - 1 = 35.
    assert f == {
        "stacks": 1.0, "stacks_sq": 1 / 8, "material": 17.0, "covered": 17 / 4,
        "junk": 3.0, "cards": 8.0,
        "best_folk": 2.0,       # 11 capped at the next stack, 2
        "folk_ready": 2.0,      # both macaws (11) and squirrels (6) reach 2
        "hand_builds": 1.0,     # Cookies (2) alone, or Empty Chest (2) alone, makes stack 2
        "hand_value": 12.0,     # 2 + 4 + 4 + 2
        "top_folk": 11.0, "second_folk": 6.0,
        "high_cards": 3.0,      # Spyglass 4, Acorn 4, Flashy Show 5
        "folk_ready2": 2.0,     # both reach 3 as well
        "techniques": 3.0,      # Spyglass, Acorn, Flashy Show show the +
        "deck_material": 5.0, "deck_cards": 2.0,
    }


def test_features_of_a_seat_that_cannot_build_stack_1():
    f = dict(zip(FEATURE_NAMES, features(_state(), 1)))
    assert f["stacks"] == 0.0 and f["material"] == 4.0 and f["junk"] == 2.0
    assert f["covered"] == 1.0 and f["best_folk"] == 1.0 and f["folk_ready"] == 1.0
    assert f["hand_builds"] == 0.0  # a lone 4 cannot total exactly 1
    assert f["hand_value"] == 4.0


@pytest.mark.parametrize("values,target,ok", [
    ([4, 2], 2, True), ([4], 1, False), ([3, 3, 2], 8, True), ([3, 3, 1], 5, False),
    ([], 1, False), ([5, 1, 1, 1], 8, True),
])
def test_subset_sums(values, target, ok):
    assert dale_eval._can_make(values, target) is ok


def test_rewards_favour_the_seat_ahead_and_a_finished_game_is_exact():
    s = _state()
    r = rewards(s, 2)
    assert r[0] > 0.5 > r[1] and r[0] + r[1] == pytest.approx(1.0)
    lead = dale_eval.score(s, 0) - dale_eval.score(s, 1)
    assert r[0] == pytest.approx(1 / (1 + pytest.importorskip("math").exp(-lead)))
    s.winner = 1
    assert rewards(s, 2) == [0.0, 1.0]


def test_weights_cover_every_feature():
    assert set(dale_eval.WEIGHTS) == set(FEATURE_NAMES)
