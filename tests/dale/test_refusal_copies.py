"""A purchase or a stack that names a card more often than the hand holds it is refused with
the payment's or the stall's rule (``dale.market.payment``, ``dale.stall.from_hand``) and
says so, counting both (reason ``too_few_in_hand``), rather than that the card is not in the
hand (found by a newcomer: "Swift Broker is not in your hand" with one in hand)."""

from __future__ import annotations

import pytest

from ludoteca.core.errors import IllegalAction
from ludoteca.dale.positions import from_spec


def _position(hand):
    return from_spec({
        "animalfolk": ["macaws", "pandas", "squirrels"], "seed": 1,
        "market": {"slots": ["Spyglass", "Acorn", "Prepaid Good", "Empty Chest",
                             "Essential Purchase"], "deck": []},
        "junk": {"pile": 2},
        "player": [{"hand": list(hand), "deck": ["junk"] * 6, "discard": []},
                   {"hand": ["junk"] * 5, "deck": ["junk"] * 3}]})


@pytest.mark.parametrize("action,rule", [
    (("buy", 0, ("Swift Broker", "Swift Broker")), "dale.market.payment"),
    (("build", ("Swift Broker", "Swift Broker")), "dale.stall.from_hand"),
])
def test_a_card_named_more_often_than_held_rule_dale_market_payment(action, rule):
    s = _position(["Swift Broker", "junk", "junk", "junk", "junk"])
    before = s.to_dict()
    with pytest.raises(IllegalAction) as err:
        s.apply(action)
    assert (err.value.rule_id, err.value.reason) == (rule, "too_few_in_hand")
    assert err.value.render(None) == ("Swift Broker is named 2 times, but your hand holds "
                                      "only 1.")
    assert err.value.render("fr") == ("Swift Broker est nommée 2 fois, mais ta main n'en "
                                      "contient que 1.")
    assert s.to_dict() == before  # nothing changed


def test_a_card_not_held_at_all_is_still_not_in_the_hand():
    s = _position(["junk", "junk", "junk", "junk", "junk"])
    with pytest.raises(IllegalAction) as err:
        s.apply(("buy", 0, ("Swift Broker", "junk")))
    assert err.value.reason == "not_in_hand"
    with pytest.raises(IllegalAction) as err:  # six junk named, five held
        s.apply(("buy", 4, ("junk",) * 6))
    assert err.value.reason == "too_few_in_hand" and "holds only 5" in err.value.render(None)
