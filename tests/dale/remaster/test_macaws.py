"""Macaws in the remaster edition (docs/rules/dale-remaster.md, "Macaws"): the reworked Cookies
(an extra draw after the clean-up refill, ruling ``remaster.macaws.cookies``); the other five
cards are the classic declarations (tests/dale/animalfolk/test_macaws.py), each checked once
here under a remaster ruleset. Expected values worked out by hand; deck lists top first, piles
bottom first; seat 1 is active.
"""

from ludoteca.dale import editions
from ludoteca.dale import mechanics as m

from testkit.dale import act, assert_bonus_action, names, play_checked_game, refused
from testkit.dale import sorted_names
from testkit.positions import builder

FOLK = ["macaws", "squirrels", "platypuses"]
RULES = editions.build("remaster", FOLK)
MARKET = {"slots": ["Empty Chest", "Magnet", "Acorn", "Glue", "Calculations"],
          "deck": ["Nostalgic Item", "Safety Precaution"]}

position = builder(folk=FOLK, seed=11, market_default=MARKET,
                   opponent={"hand": ["junk"], "deck": ["junk"]}, rules=RULES)


def test_cookies_reprint_keeps_the_other_cards():
    r = editions.ruleset("remaster")
    assert r.summary_ids["Cookies"] == "card.remaster.Cookies"
    assert r.summary_ids["Favourite Toy"] == "card.Favorite Toy"
    assert "Cookies" not in r.hooks["hand_size"]  # the classic's +1 hand size is gone
    assert r.techniques["Favourite Toy"] is editions.classic().techniques["Favorite Toy"]


# Cookies (2, P): after the clean-up refill, draw 1 more card per Cookies in the hand.
def test_cookies_draws_one_card_after_the_refill():
    # Inventory the junk: hand [Cookies]; refill to 5 (4 drawn), then 1 more: 6 in hand, deck
    # 8 - 5 = 3.
    s = position({"hand": ["Cookies", "junk"], "deck": ["junk"] * 8})
    act(s, "inventory junk")
    assert s.active == 1 and s.turn == 2
    assert sorted_names(s, s.hands[0]) == ["Cookies"] + ["junk"] * 5
    assert len(s.decks[0]) == 3


def test_two_cookies_draw_two():
    # Hand [Cookies, Cookies] after the inventory: 3 drawn to 5, then 2 more: 7; deck 8 - 5.
    s = position({"hand": ["Cookies", "Cookies", "junk"], "deck": ["junk"] * 8})
    act(s, "inventory junk")
    assert len(s.hands[0]) == 7 and len(s.decks[0]) == 3


def test_cookies_drawn_by_the_refill_counts():
    # Ruling remaster.macaws.cookies: counted once the refill is over. Hand 4 junk; the refill
    # draws Cookies (5 cards), then Cookies draws 1 more junk: 6; deck 4 - 2 = 2.
    s = position({"hand": ["junk"] * 4, "deck": ["Cookies", "junk", "junk", "junk"]})
    act(s, "inventory")
    assert sorted_names(s, s.hands[0]) == ["Cookies"] + ["junk"] * 5
    assert len(s.decks[0]) == 2


def test_a_cookies_drawn_by_the_extra_draw_does_not_draw_again():
    # Ruling remaster.macaws.cookies: hand Cookies + 4 junk (full: the refill draws nothing),
    # the extra draw brings a second Cookies, which does not draw (counted before the draw).
    s = position({"hand": ["Cookies"] + ["junk"] * 4, "deck": ["Cookies", "junk", "junk"]})
    act(s, "inventory")
    assert sorted_names(s, s.hands[0]) == ["Cookies", "Cookies"] + ["junk"] * 4
    assert names(s, s.decks[0]) == ["junk", "junk"]


def test_cookies_with_a_full_hand_still_draws():
    # 6 cards in hand (no refill: 6 >= 5), Cookies still draws 1: 7.
    s = position({"hand": ["Cookies"] + ["junk"] * 5, "deck": ["junk"] * 3})
    act(s, "inventory")
    assert len(s.hands[0]) == 7 and len(s.decks[0]) == 2


def test_cookies_not_in_the_hand_draws_nothing():
    # Cookies inventoried away: 5 junk in hand, hand size 5 (no classic +1): nothing drawn.
    s = position({"hand": ["Cookies"] + ["junk"] * 5, "deck": ["junk"] * 3})
    act(s, "inventory Cookies")
    assert names(s, s.hands[0]) == ["junk"] * 5
    assert len(s.decks[0]) == 3
    assert m.hand_size(s, 0) == 5


def test_cookies_extra_draw_reshuffles_the_discard_pile():
    # dale.cleanup.reshuffle: the refill empties the deck (4 drawn: Cookies + 4 junk = 5), the
    # extra draw shuffles the discard pile (Magnet) into a new deck and draws it.
    s = position({"hand": ["Cookies"], "deck": ["junk"] * 4, "discard": ["Magnet"]})
    act(s, "inventory")
    assert sorted_names(s, s.hands[0]) == ["Cookies", "Magnet"] + ["junk"] * 4
    assert s.decks[0] == [] and s.discards[0] == []


def test_cookies_is_a_passive_and_cannot_be_played():
    s = position({"hand": ["Cookies", "junk"], "deck": ["junk"] * 3})
    refused(s, "play Cookies", "dale.technique.play")


# The five kept cards, as in the classic edition.
def test_swift_broker_cycles_the_hand():
    s = position({"hand": ["Swift Broker", "junk", "Cookies"],
                  "deck": ["Spyglass", "Flashy Show", "junk"]})
    act(s, "play Swift Broker")
    assert sorted_names(s, s.hands[0]) == ["Flashy Show", "Spyglass"]
    assert names(s, s.discards[0])[-1] == "Swift Broker"
    assert_bonus_action(s)


def test_shattered_relic_tosses_then_draws():
    s = position({"hand": ["Shattered Relic", "Cookies"], "deck": ["Spyglass"]})
    act(s, "play Shattered Relic")
    act(s, "ditch Cookies")
    assert names(s, s.bin) == ["Cookies"]
    assert names(s, s.hands[0]) == ["Spyglass"]
    assert_bonus_action(s)


def test_spyglass_keeps_one_of_three():
    # Top three Cookies, Flashy Show, junk: keep Flashy Show, put Cookies on top of junk.
    s = position({"hand": ["Spyglass"], "deck": ["Cookies", "Flashy Show", "junk", "Magnet"]})
    act(s, "play Spyglass")
    act(s, "keep Flashy Show")
    act(s, "top Cookies")
    assert names(s, s.hands[0]) == ["Flashy Show"]
    assert names(s, s.decks[0]) == ["Magnet", "junk", "Cookies"]
    assert_bonus_action(s)


def test_flashy_show_adds_one_to_every_card_this_turn():
    # Swift Broker 1 + 1 = 2: it may be stack 2 (dale.stall.exact_total) after Flashy Show.
    s = position({"hand": ["Flashy Show", "Swift Broker"], "deck": ["junk"] * 5,
                  "stall": [["Stashing Vendor"]]})
    refused(s, "build Swift Broker", "dale.stall.exact_total")
    act(s, "play Flashy Show")
    assert m.value_of(s, s.hands[0][0]) == 2
    act(s, "build Swift Broker")
    assert names(s, s.stalls[0][1]) == ["Swift Broker"]


def test_favourite_toy_takes_the_top_of_the_discard_pile():
    s = position({"hand": ["Favourite Toy"], "deck": ["junk"], "discard": ["junk", "Magnet"]})
    act(s, "play Favourite Toy")
    assert names(s, s.hands[0]) == ["Magnet"]
    assert names(s, s.discards[0]) == ["junk", "Favourite Toy"]
    assert_bonus_action(s)


def test_a_seeded_remaster_game_with_macaws():
    g = play_checked_game(2, 7, folk=FOLK, rng=7, rules=RULES)
    assert g.history
