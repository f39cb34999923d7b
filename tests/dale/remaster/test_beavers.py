"""Beavers in the remaster edition (docs/rules/dale-remaster.md, "Beavers"; rulings "Remaster —
Beavers" in docs/rulings.md). Snack, Wind of Change and Practice are the classic declarations
(tested in tests/dale/animalfolk/test_beavers.py; here once each through the remaster
ruleset); Master Builder, Overtime and Order in Chaos are reworked.

Positions: 2 players, seat 1 to act; deck lists top first, discard piles bottom first;
internal piles list the top card last.
"""

from __future__ import annotations

import functools

from ludoteca.dale import editions
from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk import pandas
from ludoteca.dale.views import view

from testkit.dale import act, assert_bonus_action, names, play_checked_game, refused
from testkit.dale import sorted_names
from testkit.positions import builder

OPP = {"hand": ["junk"] * 5, "deck": ["junk"] * 5}
# +0 Overtime (4), +1 Snack (2 + 1), +2 Cookies (2 + 2), +3 Spyglass, +4 Favourite Toy
MARKET = {"slots": ["Overtime", "Snack", "Cookies", "Spyglass", "Favourite Toy"], "deck": 3}


@functools.cache
def rules():
    return editions.build("remaster", ["macaws", "beavers", pandas.deck])


def position(*seats, **kw):
    return builder(folk=["beavers", "macaws", "pandas"], seed=2, rules=rules(),
                   market_default=MARKET, junk=None, opponent=OPP)(*seats, **kw)


def next_turn_of_seat_1(s) -> None:
    act(s, "inventory")
    act(s, "inventory")
    assert s.active == 0


def test_reprint_keeps_snack_wind_of_change_and_practice():
    r, c = rules(), editions.classic()
    for name in ("Snack", "Wind of Change", "Practice"):
        assert r.techniques[name] is c.techniques[name]
        assert r.summary_ids[name] == f"card.{name}"
    assert r.abilities["Snack"] is c.abilities["Snack"]
    for name in ("Master Builder", "Overtime", "Order in Chaos"):
        assert r.techniques[name] is not c.techniques[name]
    assert not r.pending_mods.get("r_beavers_overtime_next")  # no build_from_discard


# -- Master Builder (1): a discard card into the hand at the next gain ---------------------------
def test_master_builder_takes_a_discard_card_after_the_purchase():
    s = position({"hand": ["Master Builder", "Spyglass"], "discard": ["Cookies", "junk"],
                  "deck": ["junk"] * 6})
    act(s, "play Master Builder")
    assert s.pending == [("r_beavers_master_builder_next", 0)]
    assert names(s, s.schedule[0]) == ["Master Builder"]
    act(s, "buy +0 with Spyglass")  # Overtime, 4 at +0
    assert s.decision().kind == "r_beavers_master_builder"
    # the bought card joined the hand; any card of the discard pile, the paying card too;
    # no pass
    assert s.legal_actions() == [("keep", "Cookies"), ("keep", "junk"), ("keep", "Spyglass")]
    act(s, "keep Cookies")
    assert s.pending == [] and s.schedule[0] == []
    # the turn's action is done: the clean-up drew 3 junk beside Overtime and Cookies, then
    # (remaster Cookies) 1 more
    assert sorted_names(s, s.hands[0]) == ["Cookies", "Overtime", "junk", "junk", "junk", "junk"]
    assert names(s, s.discards[0]) == ["junk", "Spyglass", "Master Builder"]


def test_master_builder_waits_across_turns():
    s = position({"hand": ["Master Builder", "junk"], "deck": ["Spyglass"] + ["junk"] * 8})
    act(s, "play Master Builder")
    next_turn_of_seat_1(s)
    assert s.pending == [("r_beavers_master_builder_next", 0)]
    act(s, "buy +0 with Spyglass")
    refused(s, "keep Cookies")
    act(s, "keep Spyglass")
    assert "Spyglass" in names(s, s.hands[0]) and s.pending == []


# -- Snack (2), kept ------------------------------------------------------------------------------
def test_snack_kept():
    s = position({"hand": ["Snack", "Master Builder"], "deck": ["junk"] * 8,
                  "stall": [["Swift Broker"]]})
    act(s, "play Snack")  # no bonus action
    act(s, "inventory")
    act(s, "use Snack")
    assert s.legal_actions() == [("take", 1), ("take", 2)]  # the value-2 cards make stack 2
    act(s, "take +1")
    act(s, "build Snack")
    assert [names(s, st) for st in s.stalls[0]] == [["Swift Broker"], ["Snack"]]
    assert s.pending == [] and s.schedule[0] == []


# -- Wind of Change (3), kept -------------------------------------------------------------------
def test_wind_of_change_kept():
    s = position({"hand": ["Wind of Change", "Spyglass"], "discard": ["junk", "Cookies"],
                  "deck": ["junk"] * 6})
    act(s, "play Wind of Change")
    act(s, "buy +0 with Spyglass")
    assert s.decision().kind == "wind_of_change"
    act(s, "ditch Cookies")
    assert names(s, s.bin)[-1] == "Cookies"


# -- Overtime (4): a discard card before the next build -------------------------------------------
def test_overtime_takes_a_discard_card_then_builds():
    """Seat 1's next stack is its second (total 2): neither hand card makes it; taking
    Cookies (2) from the discard pile does."""
    s = position({"hand": ["Overtime", "Master Builder"], "discard": ["Cookies", "junk", "Spyglass"],
                  "deck": ["junk"] * 8, "stall": [["Swift Broker"]]})
    act(s, "play Overtime")
    assert s.pending == [("r_beavers_overtime_next", 0)]
    assert ("use", "Overtime") in s.legal_actions()
    act(s, "use Overtime")
    assert s.decision().kind == "r_beavers_overtime"
    assert s.legal_actions() == [("keep", "Cookies")]  # junk and Spyglass make no stack 2
    refused(s, "keep Spyglass", "dale.stall.exact_total")
    act(s, "keep Cookies")
    assert s.decision().kind == "r_beavers_overtime_build"
    assert s.legal_actions() == [("build", ("Cookies",))]
    act(s, "build Cookies")
    assert [names(s, st) for st in s.stalls[0]] == [["Swift Broker"], ["Cookies"]]
    assert s.pending == [] and s.schedule[0] == [] and s.active == 1
    assert names(s, s.discards[0]) == ["junk", "Spyglass", "Overtime"]


def test_two_overtimes_waiting_both_leave_the_schedule_with_the_build():
    """Two copies wait (played on two turns); one is used before the build; the build ends the
    other's entry too, and both cards reach the discard pile (dale.technique.schedule)."""
    s = position({"hand": ["Overtime", "Overtime", "Master Builder"],
                  "discard": ["Cookies", "junk", "Spyglass"],
                  "deck": ["junk"] * 8, "stall": [["Swift Broker"]]})
    act(s, "play Overtime")
    act(s, "inventory")  # the bonus action ends the turn
    act(s, "inventory")  # seat 2
    act(s, "play Overtime")
    act(s, "inventory")
    act(s, "inventory")
    assert s.pending == [("r_beavers_overtime_next", 0)] * 2
    assert names(s, s.schedule[0]) == ["Overtime", "Overtime"]
    act(s, "use Overtime")
    act(s, "keep Cookies")
    act(s, "build Cookies")
    assert [names(s, st) for st in s.stalls[0]] == [["Swift Broker"], ["Cookies"]]
    assert s.pending == [] and s.schedule[0] == []
    assert names(s, s.discards[0]).count("Overtime") == 2


def test_a_build_without_overtimes_card_ends_it():
    s = position({"hand": ["Overtime", "Swift Broker"], "discard": ["Cookies"],
                  "deck": ["junk"] * 8})
    act(s, "play Overtime")
    act(s, "build Swift Broker")
    assert s.pending == [] and s.schedule[0] == [] and names(s, s.discards[0]) == [
        "Cookies", "Overtime"]


# -- Order in Chaos (5): the next new deck is 3 chosen cards ---------------------------------------
def test_order_in_chaos_keeps_three_cards_as_the_new_deck():
    """The Inventory ends the turn; the clean-up draws 5 from an empty deck: the discard pile
    (10 cards) becomes the new deck, 5 are drawn, then seat 1 keeps 3 of the 5 left as its
    deck and the other 2 go to the discard pile (in canonical order)."""
    s = position({"hand": ["Order in Chaos"],
                  "discard": ["Swift Broker", "Spyglass", "Snack", "Practice", "junk", "junk",
                              "junk", "junk", "junk", "junk"]})
    act(s, "play Order in Chaos")
    assert s.pending == [("r_beavers_order_in_chaos_next", 0)]
    act(s, "inventory")
    d = s.decision()
    assert (d.player, d.kind) == (0, "r_beavers_order_in_chaos") and s.active == 1
    assert len(s.hands[0]) == 5 and len(s.decks[0]) == 5
    assert sorted(view(s, 0)["decision"]["cards"]) == sorted(
        names(s, s.hands[0] + s.decks[0]))  # the whole new deck was shown
    assert view(s, 1)["decision"]["cards"] == []
    left = sorted_names(s, s.decks[0])
    for tok in left[2:]:
        act(s, f"keep {tok}")
    assert sorted_names(s, s.decks[0]) == left[2:]
    assert names(s, s.discards[0]) == sorted(left[:2], key=m.sort_tokens) + ["Order in Chaos"]
    assert s.schedule[0] == [] and s.pending == []


def test_order_in_chaos_with_three_cards_left_asks_nothing():
    s = position({"hand": ["Order in Chaos"], "discard": ["Spyglass"] + ["junk"] * 6})
    act(s, "play Order in Chaos")
    act(s, "inventory")  # 7 cards: 5 drawn, 2 left: nothing to choose
    assert s.decision().player == 1 and len(s.decks[0]) == 2
    assert names(s, s.discards[0]) == ["Order in Chaos"] and s.pending == []


# -- Practice (5), kept -----------------------------------------------------------------------------
def test_practice_kept():
    s = position({"hand": ["Practice", "Swift Broker", "junk"], "deck": ["junk"] * 8})
    act(s, "play Practice")
    act(s, "play Swift Broker")
    assert s.decision().kind == "practice"
    act(s, "keep Swift Broker")
    assert "Swift Broker" in names(s, s.hands[0])
    assert_bonus_action(s)


# -- seeded random games ----------------------------------------------------------------------------
def test_random_game_with_remaster_beavers():
    game = play_checked_game(2, 53, folk=["beavers", "macaws", "pandas"], rng=53,
                             rules=rules())
    assert game.steps > 50
    assert {"r_beavers_master_builder", "r_beavers_order_in_chaos",
            "r_beavers_overtime"} <= set(game.decided)
