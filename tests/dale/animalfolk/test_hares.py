"""Hares (classic): Arcane Scholar, Barometer, Bad Omen, Festival, Celestial Guidance,
Calendar; the hare die (stars, stars, planet, planet, planet, comet; the card table's A is the
comet, B the planet, C the stars).

Expected values are worked out by hand from docs/rules/dale-cards.md (Hares) and
docs/rules/dale-classic.md; rulings in docs/rulings.md (## Hares). Die faces are chosen by seed
(``testkit.dice.seeded``).
"""

from __future__ import annotations

from ludoteca.dale.editions import classic as _classic
import pytest

from ludoteca.core import i18n
from ludoteca.dale import mechanics as m
from ludoteca.dale.notation import parse
from ludoteca.dale.views import view

from testkit.dale import assert_bonus_action, card_named, names, refused
from testkit.dale import sorted_names
from testkit.dice import play_checked_games, position, seeded

H = "hare"


def test_the_hare_die_is_data_with_translated_faces():
    assert _classic().dice["hare"] == ("stars", "stars", "planet", "planet", "planet", "comet")
    s = seeded(lambda seed: position({"hand": ["Festival"], "deck": ["junk"]}, seed=seed),
               [(H, "comet")])
    s.apply(parse("play Festival"))
    roll = view(s, 1)["rolls"][0]
    assert roll == {"msg": "roll.shown", "die": "the hare die", "face": "comet"}
    assert i18n.text(roll, "es") == "el dado liebre: cometa"
    assert i18n.text(roll, "it") == "il dado lepre: cometa"


# ---------------------------------------------------------------------------------------------
# Arcane Scholar (1, T, +): draw 1, roll. Comet: discard 2 from hand. Planet: nothing. Stars:
# discard the top 2 cards of your deck.
# ---------------------------------------------------------------------------------------------

def _scholar(seed: int):
    return position({"hand": ["Arcane Scholar", "junk", "Sofa"],
                     "deck": ["Festival", "Calendar", "Accident", "Swank"]}, seed=seed)


def test_arcane_scholar_comet_discards_two_chosen_hand_cards():
    s = seeded(_scholar, [(H, "comet")])
    s.apply(parse("play Arcane Scholar"))
    assert names(s, s.hands[0]) == ["junk", "Sofa", "Festival"]  # drew the top card first
    assert s.legal_actions() == [("discard", "Festival"), ("discard", "junk"), ("discard", "Sofa")]
    refused(s, "discard Calendar")  # not in the hand
    s.apply(parse("discard Sofa"))
    s.apply(parse("discard junk"))
    assert names(s, s.hands[0]) == ["Festival"]
    assert names(s, s.discards[0]) == ["Sofa", "junk", "Arcane Scholar"]
    assert_bonus_action(s)


def test_arcane_scholar_stars_discards_the_top_two_deck_cards():
    s = seeded(_scholar, [(H, "stars")])
    s.apply(parse("play Arcane Scholar"))
    assert names(s, s.hands[0]) == ["junk", "Sofa", "Festival"]
    assert names(s, s.decks[0]) == ["Swank"]               # Calendar, Accident discarded
    assert names(s, s.discards[0]) == ["Calendar", "Accident", "Arcane Scholar"]
    assert_bonus_action(s)


def test_arcane_scholar_planet_only_draws():
    s = seeded(_scholar, [(H, "planet")])
    s.apply(parse("play Arcane Scholar"))
    assert names(s, s.hands[0]) == ["junk", "Sofa", "Festival"]
    assert names(s, s.decks[0]) == ["Swank", "Accident", "Calendar"]
    assert names(s, s.discards[0]) == ["Arcane Scholar"]
    assert_bonus_action(s)


# ---------------------------------------------------------------------------------------------
# Barometer (2, P*): once per turn, ditch the top supply card; Barometer's value = its value.
# ---------------------------------------------------------------------------------------------

def test_barometer_takes_the_value_of_the_card_it_throws_away():
    s = position({"hand": ["Barometer", "junk"]}, market={"deck": ["Natural Survivor", "Swank"]})
    barometer = card_named(s, s.hands[0], "Barometer")
    s.apply(parse("use Barometer"))
    assert names(s, s.bin) == ["Natural Survivor"]
    assert m.value_of(s, barometer) == 5
    assert s.effects == [("set", barometer, 5)]
    assert s.actions_left == 1 and s.decision().kind == "action"  # free
    refused(s, "use Barometer=5", "dale.passive.reuse")          # once per turn
    s.apply(parse("inventory junk"))
    assert m.value_of(s, barometer) == 2                          # the turn is over


def test_barometer_is_not_offered_without_any_market_card_to_throw_away():
    s = position({"hand": ["Barometer", "junk"]}, market={"deck": []})
    assert ("use", "Barometer") not in s.legal_actions()
    refused(s, "use Barometer", "dale.technique.fizzle")


# ---------------------------------------------------------------------------------------------
# Bad Omen (3, T, +): look at the top 3 of your deck; may ditch 1; the rest back in any order.
# ---------------------------------------------------------------------------------------------

def _omen():
    return position({"hand": ["Bad Omen"], "deck": ["Festival", "Sofa", "junk", "Swank"]},
                    junk=1)


def test_bad_omen_ditches_one_and_orders_the_other_two():
    s = _omen()
    s.apply(parse("play Bad Omen"))
    assert sorted(view(s, 0)["decision"]["cards"]) == ["Festival", "Sofa", "junk"]
    assert view(s, 1)["decision"]["cards"] == []
    assert s.legal_actions() == [("ditch", "Festival"), ("ditch", "junk"), ("ditch", "Sofa"),
                                 ("pass",)]
    refused(s, "ditch Swank", "dale.technique.play")   # the 4th card was not looked at
    s.apply(parse("ditch junk"))
    assert len(s.junk) == 2                            # junk goes to the junk pile
    assert s.decision().kind == "bad_omen_order"
    s.apply(parse("top Sofa"))
    assert names(s, s.decks[0]) == ["Swank", "Festival", "Sofa"]  # Sofa on top
    assert s.aside == []
    assert_bonus_action(s)


def test_bad_omen_pass_keeps_all_three_in_the_chosen_order():
    s = _omen()
    s.apply(parse("play Bad Omen"))
    s.apply(parse("pass"))
    s.apply(parse("top junk"))
    refused(s, "top junk")  # already placed
    s.apply(parse("top Festival"))
    assert names(s, s.decks[0]) == ["Swank", "Sofa", "Festival", "junk"]  # junk on top
    assert s.bin == []
    assert_bonus_action(s)


def test_bad_omen_ditches_an_animalfolk_card_into_the_market_discard_pile():
    s = _omen()
    s.apply(parse("play Bad Omen"))
    s.apply(parse("ditch Festival"))
    assert names(s, s.bin) == ["Festival"]
    s.apply(parse("top junk"))
    assert names(s, s.decks[0]) == ["Swank", "Sofa", "junk"]


def test_bad_omen_refills_an_empty_deck_from_the_discard_pile_and_takes_no_junk():
    # dale.cleanup.reshuffle, dale.cleanup.junk_draw: the empty deck is refilled from the
    # discard pile (Sofa); then deck and discard pile are empty and Sofa is the only card
    # taken: no junk substitute is used although the junk pile is empty.
    s = position({"hand": ["Bad Omen"], "deck": [], "discard": ["Sofa"]}, junk=0)
    subs = len(s.subs)
    s.apply(parse("play Bad Omen"))
    assert len(s.subs) == subs
    assert s.legal_actions() == [("ditch", "Sofa"), ("pass",)]
    s.apply(parse("pass"))
    assert names(s, s.decks[0]) == ["Sofa"]
    assert names(s, s.discards[0]) == ["Bad Omen"]


def test_bad_omen_takes_no_junk_once_deck_and_discard_are_empty():
    # dale.cleanup.junk_draw (ruling dale.card.hares.bad_omen): "the top 3 cards of your deck"
    # are that deck's cards. The deck holds Swank; the discard pile is empty; Swank alone is
    # taken (junk pile 3 -> 3); throwing it away sends it to the market discard pile.
    s = position({"hand": ["Bad Omen"], "deck": ["Swank"]}, junk=3)
    s.apply(parse("play Bad Omen"))
    assert len(s.junk) == 3
    assert view(s, 0)["decision"]["cards"] == ["Swank"]
    assert s.legal_actions() == [("ditch", "Swank"), ("pass",)]
    s.apply(parse("ditch Swank"))
    assert names(s, s.bin)[-1] == "Swank"
    assert s.decks[0] == [] and s.hands[0] == [] and s.aside == []
    assert names(s, s.discards[0]) == ["Bad Omen"]
    assert_bonus_action(s)


# ---------------------------------------------------------------------------------------------
# Festival (4, T, +): roll. Comet: the top supply card. Planet: draw 1. Stars: nothing.
# ---------------------------------------------------------------------------------------------

def _festival(seed: int):
    return position({"hand": ["Festival"], "deck": ["Sofa"]},
                    market={"deck": ["Celestial Guidance"]}, seed=seed)


@pytest.mark.parametrize("face,hand,supply", [
    ("comet", ["Celestial Guidance"], []),
    ("planet", ["Sofa"], ["Celestial Guidance"]),
    ("stars", [], ["Celestial Guidance"]),
])
def test_festival_each_face(face, hand, supply):
    s = seeded(_festival, [(H, face)])
    s.apply(parse("play Festival"))
    assert s.rolls == [("hare", face)]
    assert names(s, s.hands[0]) == hand
    assert names(s, s.market_deck) == supply
    assert_bonus_action(s)


# ---------------------------------------------------------------------------------------------
# Celestial Guidance (5, T, +): roll. Comet: nothing. Planet: search your deck for 1 card and
# shuffle. Stars: take any card of your discard pile.
# ---------------------------------------------------------------------------------------------

def _guidance(seed: int):
    return position({"hand": ["Celestial Guidance"], "deck": ["Sofa", "junk", "Accident"],
                     "discard": ["Swank", "junk", "Calendar"]}, seed=seed)


def test_celestial_guidance_planet_searches_the_deck_then_shuffles_it():
    s = seeded(_guidance, [(H, "planet")])
    s.apply(parse("play Celestial Guidance"))
    assert s.legal_actions() == [("keep", "Accident"), ("keep", "junk"), ("keep", "Sofa")]
    assert view(s, 1)["decision"]["cards"] == []
    s.apply(parse("keep Accident"))
    assert names(s, s.hands[0]) == ["Accident"]
    assert sorted_names(s, s.decks[0]) == ["Sofa", "junk"]
    assert s.aside == []
    assert_bonus_action(s)


def test_celestial_guidance_stars_takes_any_discard_card():
    s = seeded(_guidance, [(H, "stars")])
    s.apply(parse("play Celestial Guidance"))
    assert s.legal_actions() == [("keep", "Calendar"), ("keep", "junk"), ("keep", "Swank")]
    s.apply(parse("keep Swank"))  # the bottom card of the pile
    assert names(s, s.hands[0]) == ["Swank"]
    assert names(s, s.discards[0]) == ["junk", "Calendar", "Celestial Guidance"]


def test_celestial_guidance_comet_does_nothing():
    s = seeded(_guidance, [(H, "comet")])
    s.apply(parse("play Celestial Guidance"))
    assert s.hands[0] == [] and len(s.decks[0]) == 3
    assert_bonus_action(s)


def test_celestial_guidance_planet_with_an_empty_deck_finds_nothing():
    s = seeded(lambda seed: position({"hand": ["Celestial Guidance"], "deck": [],
                                      "discard": ["Sofa"]}, seed=seed), [(H, "planet")])
    s.apply(parse("play Celestial Guidance"))
    assert s.hands[0] == [] and s.decks[0] == []
    assert names(s, s.discards[0]) == ["Sofa", "Celestial Guidance"]


# ---------------------------------------------------------------------------------------------
# Calendar (5, P*): once per turn, shuffle the top card of your discard pile into your deck.
# ---------------------------------------------------------------------------------------------

def test_calendar_shuffles_the_top_discard_card_into_the_deck():
    s = position({"hand": ["Calendar", "junk"], "deck": ["Swank", "junk"],
                  "discard": ["Sofa", "Festival"]})
    s.apply(parse("use Calendar"))
    assert names(s, s.discards[0]) == ["Sofa"]
    assert sorted_names(s, s.decks[0]) == ["Festival", "Swank", "junk"]
    assert s.actions_left == 1 and s.decision().kind == "action"
    refused(s, "use Calendar", "dale.passive.reuse")


def test_calendar_needs_a_discard_pile():
    s = position({"hand": ["Calendar", "junk"], "deck": ["Swank"]})
    assert not any(a[0] == "use" for a in s.legal_actions())
    refused(s, "use Calendar", "dale.technique.fizzle")


# ---------------------------------------------------------------------------------------------

def test_random_and_greedy_games_with_the_hares():
    play_checked_games("hares", seeds=range(6))


def test_the_terminal_log_reports_a_roll_with_its_die_and_face():
    from ludoteca.cli.play import reports

    s = seeded(lambda seed: position({"hand": ["Festival"], "deck": ["junk"]}, seed=seed),
               [(H, "planet")])
    before = view(s, 1)
    s.apply(parse("play Festival"))
    lines = reports(before, view(s, 1), ["Ann", "Bo"], parse("play Festival"), 0)
    assert "Rolled the hare die: planet" in lines


def test_the_table_shows_this_turns_rolls():
    from ludoteca.cli.render import effects_text

    s = seeded(lambda seed: position({"hand": ["Festival"], "deck": ["junk"]}, seed=seed),
               [(H, "stars")])
    assert effects_text(view(s, 0)) is None
    s.apply(parse("play Festival"))
    assert effects_text(view(s, 1)).plain == "rolled this turn: the hare die: stars"
