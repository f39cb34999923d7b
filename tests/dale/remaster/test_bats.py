"""Bats in the remaster edition (docs/rules/dale-remaster.md, "Bats"): each card tested at
dawn, by day and at night (the per-seat clock, rule ``dale.remaster.clock``). Expected piles are
worked out by hand: position deck lists are top first, discard piles bottom first; internal
piles list the top card last.
"""

from __future__ import annotations

from testkit.dale import (
    assert_bonus_action,
    assert_turn_over,
    names,
    play_checked_game,
    refused,
)
from testkit.positions import builder

from ludoteca.dale import editions
from ludoteca.dale.animalfolk import pandas
from ludoteca.dale.notation import parse

RULES = editions.build("remaster", ["macaws", "mongooses", "bats", pandas.deck])
FOLK = ["bats", "macaws", "pandas"]
position = builder(folk=FOLK, seed=4, market_default={}, rules=RULES)
DAY_AND_DAWN = ("dawn", "day")


def act(s, text: str) -> None:
    s.apply(parse(text, s.cfg.rules))


def at(s, phase: str, seat: int = 0):
    s.extra["clock"][seat] = phase
    return s


def test_the_reprint_reuses_the_classic_steps_and_summaries():
    assert RULES.summary_ids["Sneaky Scout"] == "card.Sneaky Scout"
    assert RULES.summary_ids["Capture"] == "card.remaster.Capture"
    assert not RULES.types["Capture"].bonus  # no bonus action in the remaster
    assert "Sneaky Scout" not in RULES.hooks["uses_clock"]  # no classic table clock


# -- Sneaky Scout (1, T, +) --------------------------------------------------------------------
def test_sneaky_scout_reorders_your_top_two_and_at_night_any_players():
    me = {"hand": ["Sneaky Scout"], "deck": ["Cookies", "Spyglass", "junk"]}
    opp = {"hand": [], "deck": ["Capture", "False Alarm"]}
    for phase in DAY_AND_DAWN:
        s = at(position(me, opp), phase)
        act(s, "play Sneaky Scout")
        act(s, "top Cookies")  # Cookies goes back first, Spyglass last, on top
        assert names(s, s.decks[0]) == ["junk", "Cookies", "Spyglass"]
        assert_bonus_action(s)
    s = at(position(me, opp), "night")
    act(s, "play Sneaky Scout")
    assert s.legal_actions() == [("target", 0), ("target", 1)]
    act(s, "target seat 2")
    act(s, "top Capture")
    assert names(s, s.decks[1]) == ["Capture", "False Alarm"]


# -- False Alarm (2, T, +) ---------------------------------------------------------------------
def test_false_alarm_draws_and_at_night_may_take_the_bottom_discard():
    me = {"hand": ["False Alarm"], "deck": ["Cookies"], "discard": ["Spyglass", "junk"]}
    for phase in DAY_AND_DAWN:
        s = at(position(me), phase)
        act(s, "play False Alarm")
        assert names(s, s.hands[0]) == ["Cookies"]
        assert_bonus_action(s)
    s = at(position(me), "night")
    act(s, "play False Alarm")
    assert s.legal_actions() == [("keep", "Spyglass"), ("done",)]
    act(s, "keep Spyglass")
    assert names(s, s.hands[0]) == ["Spyglass"] and names(s, s.decks[0]) == ["Cookies"]
    s = at(position(me), "night")
    act(s, "play False Alarm")
    act(s, "done")
    assert names(s, s.hands[0]) == ["Cookies"]


# -- Heroic Deed (3, T, +) ---------------------------------------------------------------------
def test_heroic_deed_draws_and_at_night_may_draw_from_another_deck():
    me = {"hand": ["Heroic Deed"], "deck": ["Cookies"]}
    opp = {"hand": [], "deck": ["Capture"]}
    for phase in DAY_AND_DAWN:
        s = at(position(me, opp), phase)
        act(s, "play Heroic Deed")
        assert names(s, s.hands[0]) == ["Cookies"]
    s = at(position(me, opp), "night")
    act(s, "play Heroic Deed")
    act(s, "target seat 2")
    assert names(s, s.hands[0]) == ["Capture"] and s.decks[1] == []
    assert_bonus_action(s)


# -- Secret Mission (4, T, +) ------------------------------------------------------------------
def test_secret_mission_draws_and_at_night_may_take_a_random_hand_card():
    me = {"hand": ["Secret Mission"], "deck": ["Cookies"]}
    opp = {"hand": ["Provocation"]}
    for phase in DAY_AND_DAWN:
        s = at(position(me, opp), phase)
        act(s, "play Secret Mission")
        assert names(s, s.hands[0]) == ["Cookies"]
        assert_bonus_action(s)
    s = at(position(me, opp), "night")
    act(s, "play Secret Mission")
    assert s.legal_actions() == [("target", 0), ("target", 1)]
    act(s, "target seat 2")
    assert names(s, s.hands[0]) == ["Provocation"] and s.hands[1] == []
    s = at(position(me, {"hand": []}), "night")
    act(s, "play Secret Mission")
    assert s.legal_actions() == [("target", 0)]  # nobody else has a card
    act(s, "target seat 1")
    assert names(s, s.hands[0]) == ["Cookies"]


# -- Capture (5, T, no +) ----------------------------------------------------------------------
def test_capture_takes_the_top_of_the_supply_or_bin_and_at_night_another_players_piles():
    me = {"hand": ["Capture", "junk"]}
    opp = {"hand": [], "deck": ["Heroic Deed"], "discard": ["Spyglass", "Cookies"]}
    market = {"deck": ["Secret Mission"], "discard": ["Flashy Show"]}
    for phase in DAY_AND_DAWN:
        s = at(position(me, opp, market=market), phase)
        act(s, "play Capture")
        assert s.legal_actions() == [("keep", "Flashy Show"), ("done",)]
        refused(s, ("target", 1))
        act(s, "keep Flashy Show")
        assert "Flashy Show" in names(s, s.hands[0] + s.decks[0] + s.discards[0])
        assert_turn_over(s)  # no bonus action
    s = at(position(me, opp, market=market), "day")
    act(s, "play Capture")
    act(s, "done")
    assert "Secret Mission" in names(s, s.hands[0] + s.decks[0] + s.discards[0])
    s = at(position(me, opp, market=market), "night")
    act(s, "play Capture")
    assert s.legal_actions() == [("keep", "Flashy Show"), ("pick", "Cookies", 1),
                                 ("target", 1), ("done",)]
    act(s, "pick Cookies for seat 2")
    assert names(s, s.discards[1]) == ["Spyglass"]
    s = at(position(me, opp, market=market), "night")
    act(s, "play Capture")
    act(s, "target seat 2")
    assert s.decks[1] == [] and "Heroic Deed" in names(s, s.hands[0] + s.decks[0]
                                                       + s.discards[0])


# -- Provocation (5, T, +) ---------------------------------------------------------------------
def test_provocation_discards_a_random_card_and_may_toss_it():
    me = {"hand": ["Provocation", "Cookies"]}
    opp = {"hand": ["Spyglass"]}
    # an empty market and a supply of five: the refill after the technique
    # (dale.remaster.refill_after_technique) fills slots +0..+4 from the supply's top down,
    # so the bin is never reshuffled into the supply and keeps the tossed card
    supply = ["Shattered Relic", "Spyglass", "Flashy Show", "Favourite Toy", "False Alarm"]
    for phase in DAY_AND_DAWN:
        s = at(position(me, opp, market={"deck": supply}), phase)
        act(s, "play Provocation")  # Cookies is the only card left in the hand
        assert names(s, s.discards[0]) == ["Cookies"]
        assert s.legal_actions() == [("ditch",), ("pass",)]
        act(s, "ditch")
        assert names(s, s.bin) == ["Cookies"]
        assert names(s, s.discards[0]) == ["Provocation"]
        assert names(s, s.market) == supply and s.market_deck == []
        assert_bonus_action(s)
    s = at(position(me, opp, market={"deck": supply}), "night")
    act(s, "play Provocation")
    assert s.legal_actions() == [("target", 0), ("target", 1)]
    act(s, "target seat 2")
    act(s, "pass")
    assert names(s, s.discards[1]) == ["Spyglass"] and s.hands[1] == []
    assert s.bin == [] and names(s, s.market) == supply


# -- a game ------------------------------------------------------------------------------------
def test_a_seeded_random_game_with_the_bats_and_mongooses():
    folk = ["bats", "mongooses", "macaws"]
    g = play_checked_game(2, 23, folk=folk, rng=23, rules=RULES)
    assert g.history
