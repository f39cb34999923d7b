"""Desert Monitors in the remaster edition (docs/rules/dale-remaster.md, "Desert Monitors";
rulings in docs/rulings.md, "Remaster — Desert Monitors"): all six cards reworked.

Expected piles are worked out by hand. Positions are 2-player position files (deck lists top
first, discard piles bottom first), seat 1 to act; a turn is passed with an empty Inventory.
"""

from __future__ import annotations

from testkit.dale import act, names, play_checked_game, refused, sorted_names
from testkit.positions import builder

from ludoteca.dale import editions
from ludoteca.dale.animalfolk import pandas

RULES = editions.build("remaster", ["desert_monitors", "macaws", pandas.deck])
FOLK = ["desert_monitors", "macaws", "pandas"]
position = builder(folk=FOLK, seed=3, junk=None, rules=RULES,
                   market_default={"slots": ["Spyglass", "Cookies", "History Lesson",
                                             "Shattered Relic", "Refreshing Drink"], "deck": 4},
                   opponent={"hand": ["junk"] * 5, "deck": ["junk"] * 5})


def test_rows_and_summaries_are_the_remasters():
    rows = [(t.name, t.value, t.kind, t.bonus, t.copies) for t in RULES.cards_of("desert_monitors")]
    assert rows == [("Rigorous Chronicler", 1, "T", True, 0), ("Refreshing Drink", 2, "P*", False, 3),
                    ("Duplicate Entry", 3, "T", True, 3), ("History Lesson", 4, "T", True, 3),
                    ("Cultural Preservation", 5, "T", True, 1),
                    ("Slice of Life", 5, "P", False, 1)]
    assert all(RULES.summary_ids[t.name] == f"card.remaster.{t.name}"
               for t in RULES.cards_of("desert_monitors"))
    assert "Rigorous Chronicler" not in RULES.hooks["pay_values"]  # the classic passive is gone


def test_rigorous_chronicler_puts_the_shuffled_discard_pile_on_top_of_the_deck():
    s = position({"hand": ["Rigorous Chronicler", "Cookies"], "deck": ["Spyglass", "Spyglass"],
                  "discard": ["junk", "junk", "junk"]})
    act(s, "play Rigorous Chronicler")
    # deck (bottom first): the 2 Spyglasses stay below, the 3 junk on top; the card itself
    # lands on the emptied discard pile
    assert names(s, s.decks[0]) == ["Spyglass", "Spyglass", "junk", "junk", "junk"]
    assert names(s, s.discards[0]) == ["Rigorous Chronicler"]
    assert s.actions_left == 1  # (+)


def test_rigorous_chronicler_with_an_empty_discard_pile_does_nothing():
    s = position({"hand": ["Rigorous Chronicler"], "deck": ["Spyglass"]})
    act(s, "play Rigorous Chronicler")
    assert names(s, s.decks[0]) == ["Spyglass"] and names(s, s.discards[0]) == ["Rigorous Chronicler"]


def test_refreshing_drink_draws_then_discards():
    s = position({"hand": ["Refreshing Drink", "junk"], "deck": ["Spyglass", "Cookies"]})
    act(s, "use Refreshing Drink")
    assert sorted_names(s, s.hands[0]) == ["Refreshing Drink", "Spyglass", "junk"]
    assert s.decision().kind == "r_desert_monitors_drink"
    assert sorted(s.legal_actions()) == [("discard", "Refreshing Drink"),
                                         ("discard", "Spyglass"), ("discard", "junk")]
    act(s, "discard junk")
    assert sorted_names(s, s.hands[0]) == ["Refreshing Drink", "Spyglass"]
    assert names(s, s.discards[0]) == ["junk"] and names(s, s.decks[0]) == ["Cookies"]
    refused(s, "use Refreshing Drink", "dale.passive.reuse")  # once per turn


def _entry():
    s = position({"hand": ["Duplicate Entry"],
                  "deck": ["junk", "Spyglass", "Cookies", "Shattered Relic"]})
    act(s, "play Duplicate Entry")
    assert s.decision().kind == "r_desert_monitors_entry"
    assert sorted(s.legal_actions()) == [("keep", "Cookies"), ("keep", "Shattered Relic"),
                                         ("keep", "Spyglass"), ("keep", "junk")]
    act(s, "keep Spyglass")
    assert ("keep", "Spyglass") not in s.legal_actions()  # one Spyglass, picked already
    act(s, "keep Cookies")
    assert s.decision().kind == "r_desert_monitors_entry_toss"
    assert sorted(s.legal_actions()) == [("ditch", "Cookies"), ("ditch", "Spyglass"), ("pass",)]
    return s


def test_duplicate_entry_tosses_one_picked_card_and_puts_the_other_on_top():
    s = _entry()
    act(s, "ditch Cookies")  # tossed: to the bin
    assert names(s, s.bin)[-1] == "Cookies"
    # the deck (junk, Shattered Relic) is shuffled, Spyglass on top; no order to choose
    assert names(s, s.decks[0])[-1] == "Spyglass"
    assert sorted_names(s, s.decks[0]) == ["Shattered Relic", "Spyglass", "junk"]
    assert s.aside == [] and s.actions_left == 1


def test_duplicate_entry_without_a_toss_asks_the_order_of_the_two():
    s = _entry()
    act(s, "pass")
    assert s.decision().kind == "r_desert_monitors_entry_top"
    act(s, "top Cookies")  # the first put back goes under the second
    assert names(s, s.decks[0])[-2:] == ["Cookies", "Spyglass"]
    assert sorted_names(s, s.decks[0][:2]) == ["Shattered Relic", "junk"]


def test_duplicate_entry_with_a_one_card_deck_picks_that_card():
    s = position({"hand": ["Duplicate Entry"], "deck": ["Spyglass"], "discard": ["junk"]})
    act(s, "play Duplicate Entry")
    act(s, "keep Spyglass")
    assert s.legal_actions() == [("ditch", "Spyglass"), ("pass",)]
    act(s, "pass")
    assert names(s, s.decks[0]) == ["Spyglass"] and names(s, s.discards[0]) == ["junk", "Duplicate Entry"]


def test_duplicate_entry_with_an_empty_deck_does_not_reshuffle():
    s = position({"hand": ["Duplicate Entry"], "deck": [], "discard": ["junk"]})
    act(s, "play Duplicate Entry")
    assert s.decks[0] == [] and names(s, s.discards[0]) == ["junk", "Duplicate Entry"]


def test_history_lesson_takes_one_of_three_and_discards_two():
    s = position({"hand": ["History Lesson"],
                  "deck": ["Spyglass", "Cookies", "junk", "Shattered Relic"]})
    act(s, "play History Lesson")
    assert sorted(s.legal_actions()) == [("keep", "Cookies"), ("keep", "Spyglass"), ("keep", "junk")]
    act(s, "keep Cookies")
    assert sorted_names(s, s.hands[0]) == ["Cookies"]
    # discarded from the top down: Spyglass first, junk above it; then the card itself
    assert names(s, s.discards[0]) == ["Spyglass", "junk", "History Lesson"]
    assert names(s, s.decks[0]) == ["Shattered Relic"]


def test_cultural_preservation_lets_a_stack_come_from_the_discard_pile_alone():
    # stack 2 must total 2; the hand's Spyglass (4) cannot; the discard pile holds Cookies (2),
    # Prepaid Good (2), Swift Broker (1, Macaws) and Loyal Partner (1, Pandas)
    s = position({"hand": ["Cultural Preservation", "Spyglass"], "deck": ["junk"] * 6,
                  "discard": ["Cookies", "Loyal Partner", "Prepaid Good", "Swift Broker"],
                  "stall": [["Swift Broker"]]})
    assert not [a for a in s.legal_actions() if a[0] == "build"]
    refused(s, ("build", ("discard:Cookies",)), "dale.stall.from_hand")  # not before
    act(s, "play Cultural Preservation")
    assert s.pending == [("r_cultural_preservation", 0)]
    builds = sorted(a for a in s.legal_actions() if a[0] == "build")
    assert builds == [("build", ("discard:Cookies",)), ("build", ("discard:Prepaid Good",))]
    # the usual stack rules hold: one animalfolk (Swift Broker + Loyal Partner mix two)
    refused(s, ("build", ("discard:Loyal Partner", "discard:Swift Broker")),
            "dale.stall.one_animalfolk")
    act(s, "build discard:Prepaid Good")
    assert [names(s, st) for st in s.stalls[0]] == [["Swift Broker"], ["Prepaid Good"]]


def test_cultural_preservation_stack_of_discard_cards_and_its_end():
    s = position({"hand": ["Cultural Preservation", "Cookies", "Swift Broker"],
                  "deck": ["junk"] * 6, "discard": ["Spyglass", "Swift Broker", "junk"]})
    act(s, "play Cultural Preservation")
    builds = [a for a in s.legal_actions() if a[0] == "build"]
    # stack 1 totals 1: Swift Broker from the hand (as usual) or from the discard pile alone
    assert sorted(builds) == [("build", ("Swift Broker",)), ("build", ("discard:Swift Broker",))]
    refused(s, ("build", ("Swift Broker", "discard:junk")), "dale.stall.from_hand")
    act(s, "build discard:Swift Broker")
    assert names(s, s.stalls[0][0]) == ["Swift Broker"]
    assert names(s, s.discards[0]) == ["Spyglass", "junk", "Cultural Preservation"]
    assert s.active == 1 and s.pending == []  # the bonus build ended the turn: entry gone


def test_slice_of_life_in_the_discard_pile_draws_one_more_at_the_end_of_the_turn():
    s = position({"hand": ["junk"], "deck": ["junk"] * 8, "discard": ["Slice of Life"]})
    act(s, "inventory")  # refill to 5 (4 drawn), then 1 more for Slice of Life
    assert len(s.hands[0]) == 6 and s.active == 1
    s = position({"hand": ["Slice of Life"], "deck": ["junk"] * 8})
    act(s, "inventory")  # in the hand, not the discard pile: nothing more
    assert len(s.hands[0]) == 5


def test_slice_of_life_discarded_this_turn_counts():
    s = position({"hand": ["Slice of Life", "junk"], "deck": ["junk"] * 8})
    act(s, "inventory Slice of Life")
    assert len(s.hands[0]) == 6


def test_a_seeded_random_game():
    g = play_checked_game(2, 11, folk=FOLK, rng="remaster-desert_monitors", rules=RULES,
                          turn_cap=60)
    assert g.history
