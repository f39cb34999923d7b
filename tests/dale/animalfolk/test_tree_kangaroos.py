"""Tree-kangaroos (Dale 3): Clever Guardian, Barricade, Wheelbarrow, Vigilance, Supply Depot,
Tactical Measurement — storing cards (set aside face down: ``DaleState.stored``, hidden from the
other seats) and taking them back at the start of the owner's next turn.

Expected piles are worked out by hand from docs/rules/dale-cards.md (Tree-kangaroos) and the
rulings of docs/rulings.md (## Tree-kangaroos). Positions are 2-player position files, seat 1
to act; a turn is passed with an empty Inventory.
"""

from __future__ import annotations

import json
import random

from ludoteca.dale.positions import parse_position, same_position, to_toml
from ludoteca.dale.state import DaleState
from ludoteca.dale.views import determinize, hidden_from, view

from testkit.dale import act, check_conservation, names, play_mixed_games, refused, sorted_names
from testkit.positions import builder

FOLK = ["sloths", "beavers", "tree_kangaroos"]
OPP = {"hand": ["junk"] * 5, "deck": ["junk"] * 5}
MARKET = {"slots": ["Siesta", "Snack", "Vigilance", "Shopping Journey", "Overtime"], "deck": 3}


POSITION_DEFAULTS = {"folk": FOLK, "seed": 3, "market_default": MARKET, "junk": None,
                     "opponent": OPP}
#: position(me, opp=None, *more, **changes): testkit.positions.build with these defaults
position = builder(**POSITION_DEFAULTS)


def next_turn_of_seat_1(s) -> None:
    act(s, "inventory")
    act(s, "inventory")
    assert s.active == 0


def _guardian():
    s = position({"hand": ["Clever Guardian", "Snack", "junk"], "deck": ["junk"] * 8})
    act(s, "play Clever Guardian")
    assert s.decision().kind == "clever_guardian"
    assert s.legal_actions() == [("store", "junk"), ("store", "Snack")]
    act(s, "store Snack")
    return s


def test_clever_guardian_stores_a_hand_card_until_the_next_turn():
    s = _guardian()
    assert names(s, s.stored[0]) == ["Snack"] and names(s, s.hands[0]) == ["junk"]
    assert s.pending == [("stored_card", 0)] and s.actions_left == 1  # (+)
    act(s, "inventory")  # the clean-up draws 4: a stored card is not in the hand
    assert sorted_names(s, s.hands[0]) == ["junk"] * 5
    act(s, "inventory")
    assert sorted_names(s, s.hands[0]) == ["Snack"] + ["junk"] * 5
    assert s.stored[0] == [] and s.pending == []
    assert "stored" not in s.to_dict()  # written only while some seat stores a card


def test_stored_cards_are_hidden_from_the_other_seats():
    s = _guardian()
    mine, theirs = view(s, 0), view(s, 1)
    assert mine["stored"] == ["Snack"] and mine["seats"][0]["stored"] == 1
    assert theirs["stored"] == [] and theirs["seats"][0]["stored"] == 1
    assert "Snack" not in json.dumps({k: v for k, v in theirs.items() if k != "market"})
    assert s.stored[0] in hidden_from(s, 1) and s.stored[0] not in hidden_from(s, 0)
    assert determinize(s, 0, random.Random(1)).stored[0] == s.stored[0]  # the owner knows


def test_determinization_deals_a_stored_card_from_the_owners_unseen_cards():
    """In a real game (with its knowledge of who saw what), seat 2 samples seat 1's stored
    card among seat 1's own starting cards (hand and deck: one pool for seat 2), never
    knowing which it is."""
    from ludoteca.dale import new_game

    for seed in range(50):
        s = new_game(2, animalfolk=FOLK, seed=seed)
        p = s.active
        if "Clever Guardian" in names(s, s.hands[p]) and "Master Builder" in names(s, s.hands[p]):
            break
    act(s, "play Clever Guardian")
    act(s, "store Master Builder")
    own = {s.type_of(c).name for c in s.hands[p] + s.decks[p] + s.stored[p]}
    seen = set()
    for k in range(40):
        d = determinize(s, 1 - p, random.Random(k))
        assert len(d.stored[p]) == 1
        seen.add(d.type_of(d.stored[p][0]).name)
    assert seen <= own and len(seen) > 1
    assert determinize(s, p, random.Random(0)).stored[p] == s.stored[p]


def test_stored_cards_round_trip_through_json_and_position_files():
    s = _guardian()
    d = json.loads(json.dumps(s.to_dict()))
    assert DaleState.from_dict(d) == s and d["stored"] == [[s.stored[0][0]], []]
    back = parse_position(to_toml(s, referee=True))
    assert same_position(back, s) and names(back, back.stored[0]) == ["Snack"]
    theirs = to_toml(s, 1)
    assert "stored = 1" in theirs and "Snack" not in theirs.split("[[player]]")[1]
    other = parse_position(theirs)
    assert len(other.stored[0]) == 1 and other.pending == [("stored_card", 0)]


def test_random_game_conservation_counts_stored_cards():
    s = _guardian()
    check_conservation(s)


def test_clever_guardian_with_an_empty_hand_does_nothing():
    s = position({"hand": ["Clever Guardian"], "deck": ["junk"] * 8})
    act(s, "play Clever Guardian")
    assert s.stored[0] == [] and s.pending == [] and s.decision().kind == "action"


def test_clever_guardian_refuses_a_card_not_in_hand():
    s = position({"hand": ["Clever Guardian", "Snack", "junk"], "deck": ["junk"] * 8})
    act(s, "play Clever Guardian")
    refused(s, "store Siesta", "dale.technique.play")


# -- Barricade -----------------------------------------------------------------------------------

def test_barricade_takes_up_to_two_junk_after_the_refill():
    s = position({"hand": ["Barricade", "Snack"], "discard": ["junk", "Siesta", "junk", "junk"],
                  "deck": ["junk"] * 3})
    act(s, "inventory")  # clean-up: draws 3, then Barricade's choice (seat 2's turn has begun)
    d = s.decision()
    assert (d.player, d.kind) == (0, "barricade") and s.active == 1
    assert s.legal_actions() == [("keep", "junk"), ("done",)]
    act(s, "keep junk")
    act(s, "keep junk")  # the second is the last: the step ends by itself
    assert sorted_names(s, s.hands[0]) == ["Barricade", "Snack"] + ["junk"] * 5
    assert names(s, s.discards[0]) == ["junk", "Siesta"]
    assert s.decision().player == 1 and s.decision().kind == "action"


def test_barricade_zero_junk_and_no_step_without_junk():
    s = position({"hand": ["Barricade", "Snack"], "discard": ["junk"], "deck": ["junk"] * 3})
    act(s, "inventory")
    act(s, "done")
    assert names(s, s.discards[0]) == ["junk"] and len(s.hands[0]) == 5
    s = position({"hand": ["Barricade", "Snack"], "discard": ["Siesta"], "deck": ["junk"] * 3})
    act(s, "inventory")
    assert s.decision().player == 1 and s.decision().kind == "action"


# -- Wheelbarrow ---------------------------------------------------------------------------------

def _wheelbarrow():
    s = position({"hand": ["Wheelbarrow", "junk"], "deck": ["Siesta"] + ["junk"] * 8})
    act(s, "play Wheelbarrow")
    assert names(s, s.stored[0]) == ["Siesta"] and names(s, s.hands[0]) == ["junk"]
    assert s.pending == [("wheelbarrow_card", 0)]
    next_turn_of_seat_1(s)
    assert s.decision().kind == "wheelbarrow"
    assert view(s, 0)["decision"]["cards"] == ["Siesta"]  # shown to its owner only
    assert view(s, 1)["decision"]["cards"] == []
    return s


def test_wheelbarrow_card_may_be_thrown_away():
    s = _wheelbarrow()
    assert s.legal_actions() == [("ditch", "Siesta"), ("keep", "Siesta")]
    act(s, "ditch Siesta")
    assert names(s, s.bin) == ["Siesta"] and s.stored[0] == []
    assert sorted_names(s, s.hands[0]) == ["junk"] * 5


def test_wheelbarrow_card_may_be_taken():
    s = _wheelbarrow()
    act(s, "keep Siesta")
    assert sorted_names(s, s.hands[0]) == ["Siesta"] + ["junk"] * 5 and s.stored[0] == []


def test_wheelbarrow_and_clever_guardian_cards_keep_apart():
    s = position({"hand": ["Wheelbarrow", "Clever Guardian", "Snack"],
                  "deck": ["Siesta"] + ["junk"] * 8})
    act(s, "play Clever Guardian")
    act(s, "store Snack")
    act(s, "play Wheelbarrow")
    assert names(s, s.stored[0]) == ["Snack", "Siesta"]
    next_turn_of_seat_1(s)
    # Snack came back by itself; Siesta waits for the choice
    assert "Snack" in names(s, s.hands[0]) and names(s, s.stored[0]) == ["Siesta"]
    act(s, "ditch Siesta")
    assert s.stored[0] == []


# -- Vigilance -----------------------------------------------------------------------------------

def test_wheelbarrow_stores_a_quality_inspection_without_asking_then_asks_when_taken():
    # ruling dale.card.tree_kangaroos.wheelbarrow (issue 26 re-read): the card drawn goes
    # straight to the stored cards, so a Quality Inspection drawn so has not reached the hand
    # and asks nothing; taken at the start of the next turn, it reaches the hand and asks
    # then (ruling dale.card.owls.quality_inspection: any way into the hand).
    s = position({"hand": ["Wheelbarrow", "junk"], "deck": ["Quality Inspection"] + ["junk"] * 6},
                 folk=["owls", "tree_kangaroos", "sloths"],
                 market={"slots": ["Siesta", "Vigilance"]})
    act(s, "play Wheelbarrow")
    assert names(s, s.stored[0]) == ["Quality Inspection"]
    assert s.decision().kind == "action" and s.actions_left == 1  # nothing asked
    next_turn_of_seat_1(s)
    assert s.decision().kind == "wheelbarrow"
    act(s, "keep Quality Inspection")
    assert (s.decision().player, s.decision().kind) == (0, "quality_inspection")
    act(s, "ditch junk")  # then draw 1: a junk of the deck
    assert sorted_names(s, s.hands[0]) == ["Quality Inspection"] + ["junk"] * 5
    assert names(s, s.discards[0]) == ["Wheelbarrow"]  # it left the schedule with the choice


def test_vigilance_stores_a_deck_card_and_shuffles():
    s = position({"hand": ["Vigilance", "junk"], "deck": ["junk", "Siesta", "junk", "Snack"]})
    act(s, "play Vigilance")
    assert s.decision().kind == "vigilance"
    assert view(s, 0)["decision"]["cards"] == ["Snack", "junk", "Siesta", "junk"]
    assert view(s, 1)["decision"]["cards"] == []
    assert s.legal_actions() == [("store", "junk"), ("store", "Siesta"), ("store", "Snack")]
    act(s, "store Siesta")
    assert names(s, s.stored[0]) == ["Siesta"]
    assert sorted_names(s, s.decks[0]) == ["Snack", "junk", "junk"]
    act(s, "inventory")  # clean-up: junk + the whole deck (3) = 4, then junk from the pile
    act(s, "inventory")
    assert "Siesta" in names(s, s.hands[0]) and s.stored[0] == []


def test_vigilance_with_an_empty_deck_stores_nothing():
    s = position({"hand": ["Vigilance", "junk"], "discard": ["Siesta"]})
    act(s, "play Vigilance")
    assert s.stored[0] == [] and s.pending == [] and names(s, s.discards[0]) == ["Siesta",
                                                                                 "Vigilance"]


# -- Supply Depot --------------------------------------------------------------------------------

def test_supply_depot_stores_up_to_two_cards():
    s = position({"hand": ["Supply Depot", "Snack", "Siesta", "junk"], "deck": ["junk"] * 8})
    act(s, "play Supply Depot")
    assert s.legal_actions()[-1] == ("done",)
    act(s, "store Snack")
    act(s, "store Siesta")  # the second: the step ends
    assert names(s, s.stored[0]) == ["Snack", "Siesta"] and names(s, s.hands[0]) == ["junk"]
    assert s.pending == [("stored_card", 0), ("stored_card", 0)]
    next_turn_of_seat_1(s)
    assert sorted_names(s, s.hands[0]) == ["Siesta", "Snack"] + ["junk"] * 5


def test_supply_depot_may_store_none():
    s = position({"hand": ["Supply Depot", "Snack"], "deck": ["junk"] * 8})
    act(s, "play Supply Depot")
    act(s, "done")
    assert s.stored[0] == [] and s.pending == []


# -- Tactical Measurement ------------------------------------------------------------------------

def test_tactical_measurement_draws_then_puts_a_card_on_the_deck():
    s = position({"hand": ["Tactical Measurement", "junk"], "deck": ["Siesta", "junk"]})
    act(s, "use Tactical Measurement")
    assert sorted_names(s, s.hands[0]) == ["Siesta", "Tactical Measurement", "junk"]
    assert s.decision().kind == "tactical_measurement"
    refused(s, "top Snack", "dale.technique.play")
    act(s, "top junk")
    assert names(s, s.decks[0]) == ["junk", "junk"]  # top = last
    assert sorted_names(s, s.hands[0]) == ["Siesta", "Tactical Measurement"]
    assert s.actions_left == 1  # a free ability
    refused(s, "use Tactical Measurement", "dale.passive.reuse")


# -- random games --------------------------------------------------------------------------------

def test_random_and_greedy_games_with_tree_kangaroos_keep_every_invariant():
    folk = ["tree_kangaroos", "raccoons", "sloths", "beavers", "chameleons"]
    seen = play_mixed_games(folk, range(2), greedy=0.5)
    kinds = {"clever_guardian", "barricade", "wheelbarrow", "vigilance", "supply_depot",
             "tactical_measurement"}
    assert len(kinds & set(seen)) >= 4, seen


def test_greedy_plays_tree_kangaroos_techniques():
    seen = play_mixed_games(["tree_kangaroos", "macaws", "pandas", "squirrels", "ocelots"],
                            range(1), greedy=1.0, turn_cap=40)
    assert sum(seen[n] for n in ("Clever Guardian", "Wheelbarrow", "Vigilance",
                                 "Supply Depot")) > 0, seen
