"""Hares in the remaster edition (docs/rules/dale-remaster.md, "Hares"; rulings in
docs/rulings.md, "Remaster — Hares"): Arcane Scholar and Celestial Guidance reworked;
Barometer, Bad Omen, Festival and Calendar kept from the classic declarations
(tests/dale/animalfolk/test_hares.py), checked here once each under the remaster ruleset.

A die face is made certain by choosing the position's seed (testkit.dice.seeded: the roll is
the effect's first draw from the state's RNG). Positions are 2-player position files (deck
lists top first, discard piles bottom first), seat 1 to act.
"""

from __future__ import annotations

import pytest
from testkit.dale import act, names, play_checked_game, sorted_names
from testkit.dice import seeded
from testkit.positions import builder

from ludoteca.dale import editions
from ludoteca.dale.animalfolk import pandas

RULES = editions.build("remaster", ["hares", "macaws", pandas.deck])
FOLK = ["hares", "macaws", "pandas"]
SLOTS = ["Festival", "Cookies", "Bad Omen", "Shattered Relic", "Prepaid Good"]
position = builder(folk=FOLK, junk=None, rules=RULES, market_default={"slots": SLOTS, "deck": 4},
                   opponent={"hand": ["junk"] * 5, "deck": ["junk"] * 5})
H = "hare"


def test_kept_and_reworked_cards():
    classic = editions.classic()
    for name in ("Bad Omen", "Festival"):
        assert RULES.techniques[name] is classic.techniques[name]
    for name in ("Barometer", "Calendar"):
        assert RULES.abilities[name] is classic.abilities[name]
    for name in ("Arcane Scholar", "Celestial Guidance"):
        assert RULES.summary_ids[name] == f"card.remaster.{name}"
    assert "Arcane Scholar" not in RULES.techniques


def _scholar(face):
    return seeded(lambda seed: position({"hand": ["Arcane Scholar"], "deck": ["Spyglass", "junk"],
                                         "discard": ["junk", "Cookies"]}, seed=seed),
                  [(H, face)])


@pytest.mark.parametrize("face, hand, deck, discard", [
    ("comet", ["Arcane Scholar", "Cookies"], ["junk", "Spyglass"], ["junk"]),
    ("planet", ["Arcane Scholar", "Spyglass"], ["junk"], ["junk", "Cookies"]),
    ("stars", ["Arcane Scholar"], ["junk", "Spyglass"], ["junk", "Cookies"]),
])
def test_arcane_scholar_rolls_for_a_card(face, hand, deck, discard):
    s = _scholar(face)
    act(s, "use Arcane Scholar")
    assert sorted_names(s, s.hands[0]) == hand
    assert names(s, s.decks[0]) == deck and names(s, s.discards[0]) == discard
    assert s.actions_left == 1  # an ability: the action is still to come


def _guidance(face):
    return seeded(lambda seed: position({"hand": ["Celestial Guidance"], "deck": ["junk"] * 5,
                                         "discard": ["Cookies", "junk"]}, seed=seed,
                                        market={"slots": SLOTS, "deck": ["Spyglass", "Calendar"]}),
                  [(H, face)])


def test_celestial_guidance_comet_takes_any_market_card():
    s = _guidance("comet")
    act(s, "play Celestial Guidance")
    assert s.legal_actions() == [("take", k) for k in range(5)]
    act(s, "take +2")
    assert names(s, s.hands[0]) == ["Bad Omen"]
    # dale.remaster.refill_after_technique: the cards of +3 and +4 slide to +2 and +3, the
    # supply's top card fills +4
    assert names(s, s.market) == ["Festival", "Cookies", "Shattered Relic", "Prepaid Good",
                                  "Spyglass"]
    assert names(s, s.market_deck) == ["Calendar"]
    assert s.actions_left == 1


def test_celestial_guidance_planet_takes_any_card_of_the_discard_pile():
    s = _guidance("planet")
    act(s, "play Celestial Guidance")
    assert sorted(s.legal_actions()) == [("keep", "Cookies"), ("keep", "junk")]
    act(s, "keep Cookies")
    assert names(s, s.hands[0]) == ["Cookies"]
    assert names(s, s.discards[0]) == ["junk", "Celestial Guidance"]


def test_celestial_guidance_stars_does_nothing():
    s = _guidance("stars")
    act(s, "play Celestial Guidance")
    assert s.hands[0] == [] and not s.frames and s.actions_left == 1


def test_barometer_as_in_the_classic():
    s = position({"hand": ["Barometer"], "deck": ["junk"] * 5},
                 market={"slots": SLOTS, "deck": ["Spyglass"]})
    act(s, "use Barometer")
    assert names(s, s.bin) == ["Spyglass"]
    assert ("set", s.hands[0][0], 4) in s.effects  # Barometer counts 4 this turn


def test_bad_omen_as_in_the_classic():
    s = position({"hand": ["Bad Omen"], "deck": ["Cookies", "junk", "Spyglass", "junk"]})
    act(s, "play Bad Omen")
    act(s, "ditch junk")
    act(s, "top Spyglass")  # from the top down: Spyglass on top, Cookies under it
    assert names(s, s.decks[0]) == ["junk", "Cookies", "Spyglass"]


def test_festival_as_in_the_classic():
    s = seeded(lambda seed: position({"hand": ["Festival"], "deck": ["Spyglass"]}, seed=seed),
               [(H, "planet")])
    act(s, "play Festival")
    assert names(s, s.hands[0]) == ["Spyglass"]


def test_calendar_as_in_the_classic():
    s = position({"hand": ["Calendar"], "deck": ["junk"], "discard": ["junk", "Cookies"]})
    act(s, "use Calendar")
    assert names(s, s.discards[0]) == ["junk"]
    assert sorted_names(s, s.decks[0]) == ["Cookies", "junk"]


def test_a_seeded_random_game():
    g = play_checked_game(2, 4, folk=FOLK, rng="remaster-hares", rules=RULES, turn_cap=60)
    assert g.history
