"""Owls in the remaster edition (docs/rules/dale-remaster.md, "Owls"): Ancient Knowledge,
Binoculars, Balancing and Extra Remarks reworked (reactions in another player's turn, three of
them discarded once used), Quality Inspection reworked (its toss-and-draw is compulsory); Wise
Spy is the classic declaration, checked once. Expected values worked out by hand (rulings under
"Remaster — Owls"); deck lists top first, piles bottom first; seat 1 is active, seat 2 reacts.
"""

from __future__ import annotations

from ludoteca.dale import editions
from ludoteca.dale.animalfolk import owls as classic
from ludoteca.dale.views import view

from testkit.dale import act, names, play_checked_game, refused, sorted_names
from testkit.positions import builder

FOLK = ["owls", "squirrels", "platypuses"]
RULES = editions.build("remaster", FOLK)
MARKET = {"slots": ["Acorn", "Empty Chest", "Magnet", "Calculations", "Nostalgic Item"],
          "deck": ["Safety Precaution", "Acorn"]}

position = builder(folk=FOLK, seed=2, market_default=MARKET, rules=RULES)


def decider(s):
    d = s.decision()
    return d.player, d.kind


def test_wise_spy_is_the_classic_declaration_and_no_classic_reaction_is_kept():
    assert RULES.abilities["Wise Spy"] is classic.deck.abilities["Wise Spy"]
    listeners = [fn for fns in RULES.listeners.values() for _deck, fn in fns]
    assert not any(fn.__module__ == classic.__name__ for fn in listeners)
    assert "quality_inspection" not in RULES.steps


# Ancient Knowledge (2, P, reaction): after another player's technique, draw 2 and discard it.
def test_ancient_knowledge_draws_two_and_is_discarded():
    s = position({"hand": ["Tireless Tinkerer", "junk"], "deck": ["junk"]},
                 {"hand": ["Ancient Knowledge", "junk"], "deck": ["Glue", "Acorn", "junk"]})
    act(s, "play Tireless Tinkerer")
    assert decider(s) == (1, "r_owls_ancient_knowledge")
    assert s.legal_actions() == [("pass",), ("use", "Ancient Knowledge")]
    act(s, "use Ancient Knowledge")
    assert sorted_names(s, s.hands[1]) == ["Acorn", "Glue", "junk"]
    assert names(s, s.discards[1]) == ["Ancient Knowledge"] and names(s, s.decks[1]) == ["junk"]
    assert decider(s) == (0, "action") and s.actions_left == 1  # seat 1's bonus action


def test_ancient_knowledge_may_pass():
    s = position({"hand": ["Tireless Tinkerer", "junk"], "deck": ["junk"]},
                 {"hand": ["Ancient Knowledge"], "deck": ["Glue"]})
    act(s, "play Tireless Tinkerer")
    act(s, "pass")
    assert names(s, s.hands[1]) == ["Ancient Knowledge"] and names(s, s.decks[1]) == ["Glue"]


# Quality Inspection (3, P): when it reaches your hand, toss a card and draw one (compulsory).
def test_quality_inspection_must_toss_and_draw():
    # Magnet takes Quality Inspection from the deck; then seat 1 must toss (no pass): Acorn
    # to the bin, then draws the deck's last card (junk).
    s = position({"hand": ["Magnet", "Acorn"], "deck": ["Quality Inspection", "junk"]})
    act(s, "play Magnet")
    act(s, "keep Quality Inspection")
    assert decider(s) == (0, "r_owls_quality_inspection")
    assert s.legal_actions() == [("ditch", "Acorn"), ("ditch", "Quality Inspection")]
    refused(s, "pass", "dale.technique.play")
    act(s, "ditch Acorn")
    assert names(s, s.bin) == ["Acorn"]
    assert sorted_names(s, s.hands[0]) == ["Quality Inspection", "junk"]
    assert decider(s) == (0, "action")


def test_quality_inspection_may_toss_itself():
    s = position({"hand": ["Magnet"], "deck": ["Quality Inspection", "Glue"]})
    act(s, "play Magnet")
    act(s, "keep Quality Inspection")
    act(s, "ditch Quality Inspection")
    assert names(s, s.bin) == ["Quality Inspection"] and names(s, s.hands[0]) == ["Glue"]


# Binoculars (4, P, reaction): after another player buys, take 2 deck cards, shuffle, discard it.
def test_binoculars_searches_two_cards_after_a_purchase():
    s = position({"hand": ["Magnet", "junk"], "deck": ["junk"] * 5},
                 {"hand": ["Binoculars"], "deck": ["Glue", "Safety Precaution", "junk"]})
    act(s, "buy +0 with Magnet")  # Acorn (4 at +0)
    assert decider(s) == (1, "r_owls_binoculars")
    act(s, "use Binoculars")
    assert names(s, s.discards[1]) == ["Binoculars"]
    assert decider(s) == (1, "r_owls_binoculars_search")
    assert sorted(view(s, 1)["decision"]["cards"]) == ["Glue", "Safety Precaution", "junk"]
    assert view(s, 0)["decision"]["cards"] == []
    act(s, "keep Glue")
    act(s, "keep Safety Precaution")
    assert sorted_names(s, s.hands[1]) == ["Glue", "Safety Precaution"]
    assert names(s, s.decks[1]) == ["junk"] and not s.aside
    assert s.active == 1  # then seat 1's clean-up ran: seat 2's turn


def test_binoculars_is_not_offered_with_an_empty_deck():
    s = position({"hand": ["Magnet", "junk"], "deck": ["junk"] * 5},
                 {"hand": ["Binoculars"], "discard": ["Glue"]})
    act(s, "buy +0 with Magnet")
    assert s.active == 1 and decider(s) == (1, "action")


# Balancing (5, P, reaction): after another player shuffles their deck, discard 2, draw 2.
def test_balancing_discards_two_and_draws_two_after_a_reshuffle():
    # Seat 1's refill finds its deck empty: its discard pile (5 junk) is shuffled into a new
    # deck (the shuffled event); seat 2 reacts: discards Acorn and junk, draws Glue, Magnet.
    s = position({"hand": ["junk"], "deck": [], "discard": ["junk"] * 4},
                 {"hand": ["Balancing", "junk", "Acorn"], "deck": ["Glue", "Magnet", "junk"]})
    act(s, "inventory junk")
    assert decider(s) == (1, "r_owls_balancing")
    act(s, "use Balancing")
    act(s, "discard Acorn")
    assert decider(s) == (1, "r_owls_balancing_discard")
    act(s, "discard junk")
    assert sorted_names(s, s.hands[1]) == ["Balancing", "Glue", "Magnet"]
    assert names(s, s.discards[1]) == ["Acorn", "junk"]
    assert names(s, s.decks[1]) == ["junk"]


def test_balancing_needs_two_cards_in_hand():
    s = position({"hand": ["junk"], "deck": [], "discard": ["junk"] * 4},
                 {"hand": ["Balancing"], "deck": ["Glue"]})
    act(s, "inventory junk")
    assert decider(s) == (1, "action")


# Extra Remarks (5, P, reaction): after another player builds, take 2 from your discard pile
# and discard this card.
def test_extra_remarks_takes_two_discards_and_is_discarded():
    s = position({"hand": ["Tireless Tinkerer", "junk"], "deck": ["junk"] * 5},
                 {"hand": ["Extra Remarks"], "discard": ["Glue", "junk", "Acorn"]})
    act(s, "build Tireless Tinkerer")
    assert decider(s) == (1, "r_owls_extra_remarks")
    act(s, "use Extra Remarks")
    act(s, "keep Glue")
    act(s, "keep Acorn")
    assert sorted_names(s, s.hands[1]) == ["Acorn", "Glue"]
    assert names(s, s.discards[1]) == ["junk", "Extra Remarks"]
    assert s.active == 1


def test_extra_remarks_with_one_card_takes_it():
    s = position({"hand": ["Tireless Tinkerer", "junk"], "deck": ["junk"] * 5},
                 {"hand": ["Extra Remarks"], "discard": ["Glue"]})
    act(s, "build Tireless Tinkerer")
    act(s, "use Extra Remarks")
    act(s, "keep Glue")
    assert names(s, s.hands[1]) == ["Glue"] and names(s, s.discards[1]) == ["Extra Remarks"]


# Wise Spy (kept).
def test_wise_spy_reorders_the_top_three():
    s = position({"hand": ["Wise Spy", "junk"], "deck": ["Glue", "Acorn", "junk", "Magnet"]})
    act(s, "use Wise Spy")
    act(s, "top junk")
    act(s, "top Glue")
    assert names(s, s.decks[0]) == ["Magnet", "Acorn", "Glue", "junk"]
    assert s.actions_left == 1 and decider(s) == (0, "action")


def test_a_seeded_remaster_game_with_owls():
    g = play_checked_game(2, 17, folk=FOLK, rng=17, rules=RULES)
    assert g.history
