"""Skinks (remaster, new deck; docs/rules/dale-remaster.md, "Skinks"; rulings "Remaster —
Skinks" in docs/rulings.md): end-of-turn effects resolved in the clean-up after the market
refill and before the draw (event ``turn_end``), in the order played.

Positions: 2 players, seat 1 to act; deck lists top first, discard piles bottom first;
internal piles list the top card last. The turn is ended with an Inventory of no card.
"""

from __future__ import annotations

import functools

from ludoteca.dale import editions
from ludoteca.dale.animalfolk import pandas
from ludoteca.dale.views import view

from testkit.dale import act, assert_bonus_action, names, play_checked_game, refused
from testkit.dale import sorted_names
from testkit.positions import builder

OPP = {"hand": ["junk"] * 5, "deck": ["junk"] * 5}
MARKET = {"slots": ["Pie", "Matches", "Cookies", "Spyglass", "Shattered Relic"],
          "deck": ["Flashy Show", "Mint Pastilles", "Cookies"]}


@functools.cache
def rules():
    return editions.build("remaster", ["macaws", "skinks", pandas.deck])


def position(*seats, **kw):
    return builder(folk=["skinks", "macaws", "pandas"], seed=4, rules=rules(),
                   market_default=MARKET, junk=None, opponent=OPP)(*seats, **kw)


def end_turn(s) -> None:
    act(s, "inventory")


# -- Erratic Assistant (1) ---------------------------------------------------------------------
def test_erratic_assistant_discards_two_and_draws_two_before_the_refill():
    s = position({"hand": ["Erratic Assistant", "Cookies", "Spyglass", "junk"],
                  "deck": ["Matches", "Pie", "junk", "junk", "junk", "junk"]})
    act(s, "play Erratic Assistant")
    assert s.pending == [("r_skinks_erratic_next", 0, s.schedule[0][0])]
    assert_bonus_action(s)
    end_turn(s)
    d = s.decision()
    assert (d.player, d.kind) == (0, "r_skinks_erratic") and s.active == 0
    refused(s, "done")  # at least 1 card
    act(s, "discard junk")
    assert ("done",) in s.legal_actions()
    act(s, "discard Spyglass")
    # drew Matches and Pie; Erratic Assistant left the schedule; then the refill to 5 drew
    # 2 junk (hand: Cookies, Matches, Pie + 2), remaster Cookies 1 more junk
    assert names(s, s.discards[0]) == ["junk", "Spyglass", "Erratic Assistant"]
    assert sorted_names(s, s.hands[0]) == ["Cookies", "Matches", "Pie", "junk", "junk", "junk"]
    assert s.active == 1 and s.schedule[0] == [] and s.pending == []


def test_erratic_assistant_one_card_then_done():
    s = position({"hand": ["Erratic Assistant", "Spyglass", "junk"],
                  "deck": ["Matches"] + ["junk"] * 6})
    act(s, "play Erratic Assistant")
    end_turn(s)
    act(s, "discard Spyglass")
    act(s, "done")
    assert "Matches" in names(s, s.hands[0]) and names(s, s.discards[0]) == [
        "Spyglass", "Erratic Assistant"]


def test_erratic_assistant_with_an_empty_hand_does_nothing():
    s = position({"hand": ["Erratic Assistant"], "deck": ["junk"] * 6})
    act(s, "play Erratic Assistant")
    end_turn(s)
    assert s.active == 1 and names(s, s.discards[0]) == ["Erratic Assistant"]


# -- Mint Pastilles (2) ------------------------------------------------------------------------
def test_mint_pastilles_draws_from_the_supply_then_tosses_an_animalfolk_card():
    s = position({"hand": ["Mint Pastilles", "junk"], "deck": ["junk"] * 6})
    act(s, "play Mint Pastilles")
    assert sorted_names(s, s.hands[0]) == ["Flashy Show", "junk"]  # top of the supply
    end_turn(s)
    assert s.legal_actions() == [("ditch", "Flashy Show"), ("ditch",)]  # not junk
    act(s, "ditch Flashy Show")
    assert names(s, s.bin) == ["Flashy Show"]
    assert names(s, s.discards[0]) == ["Mint Pastilles"] and s.active == 1


def test_mint_pastilles_may_toss_itself():
    s = position({"hand": ["Mint Pastilles"], "deck": ["junk"] * 6})
    act(s, "play Mint Pastilles")
    end_turn(s)
    act(s, "ditch")
    assert names(s, s.bin) == ["Mint Pastilles"] and s.schedule[0] == []
    assert s.discards[0] == [] and "Flashy Show" in names(s, s.hands[0])


# -- Matches (3) -------------------------------------------------------------------------------
def test_matches_draws_two_then_tosses_one_at_the_end():
    s = position({"hand": ["Matches"], "deck": ["Cookies", "junk"] + ["junk"] * 6})
    act(s, "play Matches")
    assert sorted_names(s, s.hands[0]) == ["Cookies", "junk"]
    assert_bonus_action(s)
    end_turn(s)
    act(s, "ditch junk")  # junk goes to the junkyard
    assert names(s, s.discards[0]) == ["Matches"]
    assert len(s.hands[0]) == 6  # refilled to 5, then remaster Cookies 1 more


# -- Pie (4) -----------------------------------------------------------------------------------
def test_pie_searches_the_deck_at_the_end_of_the_turn():
    s = position({"hand": ["Pie"], "deck": ["junk", "Spyglass", "junk", "junk", "junk", "junk"]})
    act(s, "play Pie")
    end_turn(s)
    assert s.decision().kind == "r_skinks_pie"
    assert sorted(view(s, 0)["decision"]["cards"]) == ["Spyglass"] + ["junk"] * 5
    assert view(s, 1)["decision"]["cards"] == []
    act(s, "keep Spyglass")
    # Spyglass taken, the deck shuffled, then the refill drew 4 of the 5 junk
    assert sorted_names(s, s.hands[0]) == ["Spyglass", "junk", "junk", "junk", "junk"]
    assert names(s, s.decks[0]) == ["junk"] and names(s, s.discards[0]) == ["Pie"]


def test_pie_with_an_empty_deck_finds_nothing():
    s = position({"hand": ["Pie"], "discard": ["Spyglass"] + ["junk"] * 5})
    act(s, "play Pie")
    end_turn(s)  # the deck is not rebuilt for a search; the refill then reshuffles
    assert s.active == 1 and s.pending == [] and s.schedule[0] == []


# -- Saxophone (5) -----------------------------------------------------------------------------
def test_saxophone_draws_three_then_discards_two():
    s = position({"hand": ["Saxophone"], "deck": ["Cookies", "Pie", "junk"] + ["junk"] * 6})
    act(s, "play Saxophone")
    assert sorted_names(s, s.hands[0]) == ["Cookies", "Pie", "junk"]
    end_turn(s)
    act(s, "discard Pie")
    act(s, "discard junk")
    assert names(s, s.discards[0]) == ["Pie", "junk", "Saxophone"]
    assert "Cookies" in names(s, s.hands[0]) and s.active == 1


# -- Smoke Grenade (5) -------------------------------------------------------------------------
def test_smoke_grenade_swaps_with_the_top_of_the_discard_pile():
    s = position({"hand": ["Smoke Grenade", "junk"], "discard": ["Cookies", "Spyglass"],
                  "deck": ["junk"] * 6})
    end_turn(s)
    assert s.decision().kind == "r_skinks_smoke_grenade"
    assert s.legal_actions() == [("discard", "junk"), ("discard", "Smoke Grenade"), ("pass",)] or \
        s.legal_actions() == [("discard", "Smoke Grenade"), ("discard", "junk"), ("pass",)]
    act(s, "discard junk")
    assert names(s, s.discards[0]) == ["Cookies", "junk"]
    assert sorted_names(s, s.hands[0])[:2] == ["Smoke Grenade", "Spyglass"]
    assert s.active == 1


def test_smoke_grenade_after_the_end_of_turn_techniques_and_may_pass():
    s = position({"hand": ["Smoke Grenade", "Matches"], "discard": ["Cookies"],
                  "deck": ["junk"] * 8})
    act(s, "play Matches")
    end_turn(s)
    assert s.decision().kind == "r_skinks_matches"  # the technique's part first
    act(s, "ditch junk")
    assert s.decision().kind == "r_skinks_smoke_grenade"
    act(s, "pass")
    assert names(s, s.discards[0]) == ["Cookies", "Matches"] and s.active == 1


def test_smoke_grenade_with_an_empty_discard_pile_offers_nothing():
    s = position({"hand": ["Smoke Grenade"], "deck": ["junk"] * 6})
    end_turn(s)
    assert s.active == 1


def test_two_end_of_turn_effects_in_the_order_played():
    s = position({"hand": ["Matches", "Erratic Assistant"],
                  "deck": ["junk", "junk", "Pie", "Spyglass", "junk", "junk", "junk", "junk"]})
    act(s, "play Matches")
    act(s, "play Erratic Assistant")
    end_turn(s)
    assert s.decision().kind == "r_skinks_matches"
    act(s, "ditch junk")
    assert s.decision().kind == "r_skinks_erratic"
    act(s, "discard junk")  # the hand is empty now: the 1 card is drawn at once
    assert names(s, s.discards[0]) == ["Matches", "junk", "Erratic Assistant"]
    assert s.active == 1


# -- seeded random games -----------------------------------------------------------------------
def test_random_game_with_skinks():
    game = play_checked_game(2, 61, folk=["skinks", "macaws", "pandas"], rng=61, rules=rules())
    assert game.steps > 50
    assert {"r_skinks_erratic", "r_skinks_smoke_grenade", "r_skinks_matches", "r_skinks_mint",
            "r_skinks_pie", "r_skinks_saxophone"} <= set(game.decided)
