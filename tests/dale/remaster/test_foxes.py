"""Foxes in the remaster edition (docs/rules/dale-remaster.md, "Foxes"): Cunning Neighbour (a
free ability), Cheer (top discards back on the decks) and Tasters (you give each player a
market card, refilling between gifts) reworked, Sharing is Caring new; Raffle and Charity are
the classic declarations, each checked once. Expected values worked out by hand (rulings under
"Remaster — Foxes"); deck lists top first, piles bottom first, market slots +0 first, the
supply top first; seat 1 is active.
"""

from __future__ import annotations

from ludoteca.dale import editions
from ludoteca.dale.animalfolk import foxes as classic
from ludoteca.dale.views import view

from testkit.dale import act, assert_bonus_action, names, play_checked_game, refused
from testkit.dale import sorted_names
from testkit.positions import builder

FOLK = ["foxes", "squirrels", "platypuses"]
RULES = editions.build("remaster", FOLK + ["sloths"])
MARKET = {"slots": ["Acorn", "Empty Chest", "Magnet", "Calculations", "Nostalgic Item"],
          "deck": ["Safety Precaution", "Dangerous Test", "Acorn"]}

position = builder(folk=FOLK, more_folk=["sloths"], seed=6, market_default=MARKET, rules=RULES)


def test_kept_cards_are_the_classic_declarations():
    assert RULES.techniques["Raffle"] is classic.deck.techniques["Raffle"]
    assert RULES.techniques["Charity"] is classic.deck.techniques["Charity"]
    assert RULES.types["Cunning Neighbour"].kind == "P*"
    assert "Rumours" not in RULES.types


# Cunning Neighbour (1, P*): once per turn, look at another player's hand.
def test_cunning_neighbour_looks_at_a_hand_for_free():
    s = position({"hand": ["Cunning Neighbour", "junk"]}, {"hand": ["Magnet", "Glue"]})
    act(s, "use Cunning Neighbour")
    assert s.legal_actions() == [("target", 1)]
    act(s, "target seat 2")
    assert s.decision().kind == "r_foxes_cunning_seen"
    assert sorted(view(s, 0)["decision"]["cards"]) == ["Glue", "Magnet"]
    assert view(s, 1)["decision"]["cards"] == []
    act(s, "done")
    assert s.decision().kind == "action" and s.actions_left == 1  # no action used
    refused(s, "use Cunning Neighbour", "dale.passive.reuse")
    refused(s, "play Cunning Neighbour", "dale.technique.play")  # no longer a technique


def test_cunning_neighbour_needs_a_hand_to_look_at():
    s = position({"hand": ["Cunning Neighbour", "junk"]}, {"hand": []})
    assert ("use", "Cunning Neighbour") not in s.legal_actions()


# Cheer (2, T, +): every player's top discard goes on top of their deck.
def test_cheer_puts_every_top_discard_back_on_its_deck():
    # Seat 1: Magnet (top of its pile) onto its deck; seat 2: Glue; seat 2's junk stays.
    s = position({"hand": ["Cheer", "junk"], "deck": ["junk"], "discard": ["Magnet"]},
                 {"hand": ["junk"], "deck": ["junk"], "discard": ["junk", "Glue"]})
    act(s, "play Cheer")
    assert names(s, s.decks[0]) == ["junk", "Magnet"]
    assert names(s, s.discards[0]) == ["Cheer"]
    assert names(s, s.decks[1]) == ["junk", "Glue"] and names(s, s.discards[1]) == ["junk"]
    assert_bonus_action(s)


# Tasters (5, T, +): you give each player one market card; refill between gifts.
def test_tasters_gives_each_player_a_market_card_refilling_between():
    # Give Magnet (+2) to seat 2: the market slides (Acorn, Empty Chest, Calculations,
    # Nostalgic Item) and +4 takes the supply's top, Safety Precaution. Then give that Safety
    # Precaution to yourself: slide again, Dangerous Test comes in at +4.
    s = position({"hand": ["Tasters", "junk"]}, {"hand": ["junk"]})
    act(s, "play Tasters")
    assert s.decision().kind == "r_foxes_tasters"
    assert ("give", "Magnet", 1) in s.legal_actions() and ("give", "Magnet", 0) in s.legal_actions()
    act(s, "give Magnet to seat 2")
    assert names(s, s.market) == ["Acorn", "Empty Chest", "Calculations", "Nostalgic Item",
                                  "Safety Precaution"]
    refused(s, "give Acorn to seat 2")  # seat 2 has had its card
    act(s, "give Safety Precaution to seat 1")
    assert sorted_names(s, s.hands[0]) == ["Safety Precaution", "junk"]
    assert sorted_names(s, s.hands[1]) == ["Magnet", "junk"]
    assert names(s, s.market)[-1] == "Dangerous Test"
    assert_bonus_action(s)


# Sharing is Caring (5, T, +): draw every deck's top card, give one to each player.
def test_sharing_is_caring_deals_the_drawn_tops_as_you_choose():
    # Tops: seat 1 Magnet, seat 2 Glue. Give Glue to yourself, then Magnet to seat 2.
    s = position({"hand": ["Sharing is Caring", "junk"], "deck": ["Magnet", "junk"]},
                 {"hand": ["junk"], "deck": ["Glue"]})
    act(s, "play Sharing is Caring")
    assert s.decision().kind == "r_foxes_sharing"
    assert sorted(view(s, 0)["decision"]["cards"]) == ["Glue", "Magnet"]
    assert view(s, 1)["decision"]["cards"] == []
    act(s, "give Glue to seat 1")
    assert s.legal_actions() == [("give", "Magnet", 1)]
    act(s, "give Magnet to seat 2")
    assert sorted_names(s, s.hands[0]) == ["Glue", "junk"]
    assert sorted_names(s, s.hands[1]) == ["Magnet", "junk"]
    assert names(s, s.decks[0]) == ["junk"] and s.decks[1] == []
    assert_bonus_action(s)


def test_sharing_is_caring_skips_a_player_with_no_card():
    # Seat 2 has no deck and no discard pile: only seat 1's top (Magnet) is drawn, and only
    # seat 1 is owed a card.
    s = position({"hand": ["Sharing is Caring"], "deck": ["Magnet"]}, {"hand": ["junk"]})
    act(s, "play Sharing is Caring")
    assert s.legal_actions() == [("give", "Magnet", 0)]
    act(s, "give Magnet to seat 1")
    assert names(s, s.hands[0]) == ["Magnet"]


# Kept cards.
def test_raffle_with_two_players_takes_from_the_other_hand():
    s = position({"hand": ["Raffle"]}, {"hand": ["Magnet"]})
    act(s, "play Raffle")
    assert names(s, s.hands[0]) == ["Magnet"] and s.hands[1] == []
    assert_bonus_action(s)


def test_charity_takes_one_and_gives_it_back():
    s = position({"hand": ["Charity", "junk"]}, {"hand": ["Glue"]})
    act(s, "play Charity")
    act(s, "give Glue to seat 2")
    assert names(s, s.hands[1]) == ["Glue"]
    assert_bonus_action(s)


def test_a_seeded_remaster_game_with_foxes():
    g = play_checked_game(2, 15, folk=FOLK, rng=15, rules=RULES)
    assert g.history
