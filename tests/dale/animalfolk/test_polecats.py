"""Polecats (classic): Daring Adventurer, Rare Artefact, Swank, Risky Business, Natural
Survivor, Sofa; the polecat die (1,1,2,2,3,3).

Expected values are worked out by hand from docs/rules/dale-cards.md (Polecats) and
docs/rules/dale-classic.md; rulings in docs/rulings.md (## Polecats). Die faces are chosen by
seed (``testkit.dice.seeded``: a clone of the state rolls the same face).
"""

from __future__ import annotations

from ludoteca.dale.animalfolk.ocelots import OCELOT_DIE
from ludoteca.dale.editions import classic as _classic
import json

import pytest

from ludoteca.core import i18n
from ludoteca.dale import mechanics as m
from ludoteca.dale.notation import parse
from ludoteca.dale.views import view

from testkit.dale import assert_bonus_action, card_named, names, refused
from testkit.dale import sorted_names
from testkit.dice import position, seeded

P = "polecat"


def test_the_polecat_die_is_data():
    assert _classic().dice["polecat"] == (1, 1, 2, 2, 3, 3)
    assert _classic().dice["ocelot"] == OCELOT_DIE


# ---------------------------------------------------------------------------------------------
# Daring Adventurer (1, T, +): roll; ditch that many market cards of your choice; refill.
# ---------------------------------------------------------------------------------------------

def _adventurer(seed: int, slots=None):
    return position({"hand": ["Daring Adventurer", "junk"]},
                    market={"slots": slots or ["Swank", "Sofa", "Festival", "Accident", "Swank"],
                            "deck": ["Calendar", "Bad Omen", "Barometer"]}, seed=seed)


def test_daring_adventurer_rolls_two_and_ditches_two_chosen_market_cards():
    s = seeded(_adventurer, [(P, 2)])
    s.apply(parse("play Daring Adventurer"))
    assert s.rolls == [("polecat", 2)]
    assert (s.decision().kind, s.decision().player) == ("daring_adventurer", 0)
    assert s.legal_actions() == [("ditch", t) for t in
                                 ("Accident", "Festival", "Sofa", "Swank")]
    refused(s, "ditch Calendar", "dale.technique.play")  # not in the market
    s.apply(parse("ditch Sofa"))
    assert names(s, s.market) == ["Swank", "", "Festival", "Accident", "Swank"]  # not yet refilled
    s.apply(parse("ditch Swank"))  # of two Swanks the one in the cheaper slot (+0) goes
    assert names(s, s.bin) == ["Sofa", "Swank"]
    # dale.cleanup.market_refill (issue 26): refilled once, as at clean-up: the 3 cards left
    # slide toward +0 keeping their order, then slots 3 and 4 are filled from the top of the
    # market deck, right to left
    assert names(s, s.market) == ["Festival", "Accident", "Swank", "Calendar", "Bad Omen"]
    assert names(s, s.market_deck) == ["Barometer"]
    assert_bonus_action(s)
    assert names(s, s.discards[0]) == ["Daring Adventurer"]


def test_daring_adventurer_refill_slides_and_fills_a_slot_emptied_before():
    # dale.cleanup.market_refill (issue 26, "refill the market" as printed): slot +1 was
    # emptied earlier this turn; a roll of 1 throws away Festival (+2); the refill slides
    # Swank, Accident, Swank toward +0 and fills +3 and +4 from the market deck's top.
    s = seeded(lambda seed: _adventurer(seed, ["Swank", "", "Festival", "Accident", "Swank"]),
               [(P, 1)])
    s.apply(parse("play Daring Adventurer"))
    s.apply(parse("ditch Festival"))
    assert names(s, s.bin) == ["Festival"]
    assert names(s, s.market) == ["Swank", "Accident", "Swank", "Calendar", "Bad Omen"]
    assert names(s, s.market_deck) == ["Barometer"]
    assert_bonus_action(s)


def test_daring_adventurer_roll_three_with_fewer_market_cards_ditches_them_all():
    s = seeded(lambda seed: _adventurer(seed, ["Swank", "", "", "Sofa", ""]), [(P, 3)])
    s.apply(parse("play Daring Adventurer"))
    s.apply(parse("ditch Swank"))
    s.apply(parse("ditch Sofa"))
    # 5 empty slots: the 3-card market deck fills slots 0–2 (top first), then the market
    # discard pile (the 2 cards just thrown away) is shuffled into a new market deck for the
    # last 2 (dale.cleanup.market_deck_empty)
    assert names(s, s.market)[:3] == ["Calendar", "Bad Omen", "Barometer"]
    assert sorted_names(s, s.market[3:]) == ["Sofa", "Swank"]
    assert s.bin == [] and s.market_deck == []
    assert_bonus_action(s)


def test_daring_adventurer_roll_shown_in_every_view_with_the_die_name_translated():
    s = seeded(_adventurer, [(P, 1)])
    s.apply(parse("play Daring Adventurer"))
    for seat in (0, 1):
        v = view(s, seat)
        assert v["rolls"] == [{"msg": "roll.shown", "die": "the polecat die", "face": 1}]
        json.dumps(v)
    assert i18n.text(view(s, 1)["rolls"][0], "ca") == "el dau turó: 1"
    assert i18n.text(view(s, 1)["rolls"][0], "fr") == "le dé putois : 1"
    s.apply(parse("ditch Festival"))
    assert s.rolls == [("polecat", 1)]           # kept for the rest of the turn
    s.apply(parse("inventory junk"))             # the bonus action; clean-up clears them
    assert s.rolls == [] and "rolls" not in s.to_dict()


# ---------------------------------------------------------------------------------------------
# Rare Artefact (2, T, +): show a hand card, roll; its value is multiplied for the turn.
# ---------------------------------------------------------------------------------------------

def _artefact(seed: int, folk=None, hand=None):
    return position({"hand": hand or ["Rare Artefact", "Swank", "junk"], "deck": ["junk"] * 3},
                    folk=folk, seed=seed)


def test_rare_artefact_multiplies_the_shown_card_value_by_the_roll():
    s = seeded(_artefact, [(P, 3)])
    s.apply(parse("play Rare Artefact"))
    assert s.legal_actions() == [("keep", "junk"), ("keep", "Swank")]
    refused(s, "keep Sofa", "dale.value.altered")
    assert s.rolls == []  # the card is chosen before the die is rolled
    s.apply(parse("keep Swank"))
    swank = card_named(s, s.hands[0], "Swank")
    assert s.effects == [("mul", swank, 3)]
    assert m.value_of(s, swank) == 9            # 3 × 3
    assert m.token(s, swank) == "Swank=9"
    assert_bonus_action(s)
    # the card was shown: every seat's view names it and the multiplier
    assert view(s, 1)["effects"] == [{"msg": "effect.mul", "kind": "mul", "card": "Swank",
                                      "n": 3}]
    assert s.known[1][swank] == 0  # FIXED: seat 2 saw it
    # it pays 9 for the rest of the turn; after clean-up the effect is gone
    s.apply(parse("inventory junk"))
    assert s.effects == [] and m.value_of(s, swank) == 3


@pytest.mark.parametrize("first,expected", [("Flashy Show", 4), ("Rare Artefact", 3)])
def test_rare_artefact_and_flashy_show_apply_in_the_order_played(first, expected):
    """dale.value.order: junk (1) with Flashy Show (+1) then ×2 is 4; ×2 then +1 is 3."""
    folk = ["polecats", "macaws", "hares"]
    s = seeded(lambda seed: _artefact(seed, folk, ["Rare Artefact", "Flashy Show", "junk"]),
               [(P, 2)])
    junk = card_named(s, s.hands[0], "junk")
    if first == "Flashy Show":
        s.apply(parse("play Flashy Show"))
        s.apply(parse("play Rare Artefact"))
        s.apply(parse("keep junk"))
    else:
        s.apply(parse("play Rare Artefact"))
        s.apply(parse("keep junk"))
        s.apply(parse("play Flashy Show"))
    assert m.value_of(s, junk) == expected


def test_rare_artefact_with_an_empty_hand_rolls_nothing():
    s = position({"hand": ["Rare Artefact"], "deck": ["junk"]})
    s.apply(parse("play Rare Artefact"))
    assert s.rolls == [] and s.effects == []
    assert_bonus_action(s)


def test_rare_artefact_effect_and_the_roll_survive_a_position_file_round_trip():
    from ludoteca.dale.positions import parse_position, to_toml
    from ludoteca.dale.records import state_hash

    s = seeded(_artefact, [(P, 2)])
    s.apply(parse("play Rare Artefact"))
    s.apply(parse("keep Swank"))
    text = to_toml(s, referee=True)
    assert "Swank" in text and "* 2" in text and 'rolls = ["polecat 2"]' in text
    back = parse_position(text)
    swank = card_named(back, back.hands[0], "Swank")
    assert back.effects == [("mul", swank, 2)] and m.value_of(back, swank) == 6
    assert back.rolls == [("polecat", 2)]
    assert state_hash(back) == state_hash(s)
    # what seat 2 may save: the shown card and the roll are public
    text2 = to_toml(s, 1)
    assert "* 2" in text2 and "polecat 2" in text2


def test_a_position_file_refuses_a_roll_that_is_no_face_of_its_die():
    from ludoteca.core.errors import BadInput
    from ludoteca.dale.positions import parse_position, to_toml

    s = seeded(_artefact, [(P, 2)])
    s.apply(parse("play Rare Artefact"))
    s.apply(parse("keep Swank"))
    text = to_toml(s, referee=True).replace('"polecat 2"', '"polecat 4"')
    with pytest.raises(BadInput) as info:
        parse_position(text)
    assert "polecat 4" in str(info.value)


# ---------------------------------------------------------------------------------------------
# Swank (3, T, +): ditch 1 hand card; an animalfolk card brings the top supply card.
# ---------------------------------------------------------------------------------------------

def test_swank_ditching_an_animalfolk_card_takes_the_top_supply_card():
    s = position({"hand": ["Swank", "Sofa", "junk"]}, market={"deck": ["Festival", "Accident"]})
    s.apply(parse("play Swank"))
    assert s.legal_actions() == [("ditch", "junk"), ("ditch", "Sofa")]
    refused(s, "ditch Swank")  # Swank itself is in play, not in hand
    s.apply(parse("ditch Sofa"))
    assert names(s, s.bin) == ["Sofa"]
    assert sorted_names(s, s.hands[0]) == ["Festival", "junk"]
    assert names(s, s.market_deck) == ["Accident"]
    assert_bonus_action(s)


def test_swank_ditching_junk_takes_nothing():
    s = position({"hand": ["Swank", "junk"]}, market={"deck": ["Festival"]}, junk=2)
    s.apply(parse("play Swank"))
    s.apply(parse("ditch junk"))
    assert s.hands[0] == [] and len(s.junk) == 3 and s.bin == []
    assert names(s, s.market_deck) == ["Festival"]


# ---------------------------------------------------------------------------------------------
# Risky Business (4, T, +): guess a value; reveal the top supply card; right: take; wrong: ditch.
# ---------------------------------------------------------------------------------------------

def test_risky_business_right_guess_takes_the_card():
    s = position({"hand": ["Risky Business"]}, market={"deck": ["Festival", "Sofa"]})
    s.apply(parse("play Risky Business"))
    assert s.legal_actions() == [("guess", v) for v in (1, 2, 3, 4, 5)]
    refused(s, "guess 6", "dale.technique.play")
    s.apply(parse("guess 4"))  # Festival is worth 4
    assert names(s, s.hands[0]) == ["Festival"] and s.bin == []
    assert names(s, s.market_deck) == ["Sofa"]
    assert_bonus_action(s)


def test_risky_business_the_card_revealed_and_taken_is_known_to_every_seat():
    # ruling dale.card.polecats.risky_business (issue 26, dale.discard.face_up): the card is
    # revealed, so once taken every seat knows it is in seat 1's hand; a card Swank draws
    # from the market deck is not revealed, so seat 2 does not know it.
    s = position({"hand": ["Risky Business", "junk"]}, market={"deck": ["Festival", "Sofa"]})
    s.apply(parse("play Risky Business"))
    s.apply(parse("guess 4"))
    assert view(s, 1)["known"][0]["hand"] == ["Festival"]
    t = position({"hand": ["Swank", "Sofa", "junk"]}, market={"deck": ["Festival", "Accident"]})
    t.apply(parse("play Swank"))
    t.apply(parse("ditch Sofa"))
    assert "Festival" in names(t, t.hands[0]) and view(t, 1)["known"][0]["hand"] == []


def test_risky_business_wrong_guess_ditches_the_card():
    s = position({"hand": ["Risky Business"]}, market={"deck": ["Festival", "Sofa"]})
    s.apply(parse("play Risky Business"))
    s.apply(parse("guess 3"))
    assert s.hands[0] == [] and names(s, s.bin) == ["Festival"]


def test_risky_business_with_no_supply_at_all_does_nothing():
    s = position({"hand": ["Risky Business", "junk"]}, market={"deck": []})
    s.apply(parse("play Risky Business"))
    assert_bonus_action(s)
    assert names(s, s.hands[0]) == ["junk"]


# ---------------------------------------------------------------------------------------------
# Natural Survivor (5, T, +): roll; trade that many cards between hand and deck; shuffle.
# ---------------------------------------------------------------------------------------------

def _survivor(seed: int):
    return position({"hand": ["Natural Survivor", "junk", "junk", "Swank"],
                     "deck": ["Festival", "Accident", "Calendar"]}, seed=seed)


def test_natural_survivor_trades_two_cards_then_shuffles_the_deck():
    s = seeded(_survivor, [(P, 2)])
    s.apply(parse("play Natural Survivor"))
    assert s.decision().kind == "natural_survivor"
    assert s.legal_actions() == [("keep", "Accident"), ("keep", "Calendar"), ("keep", "Festival")]
    assert sorted(view(s, 0)["decision"]["cards"]) == ["Accident", "Calendar", "Festival"]
    assert view(s, 1)["decision"]["cards"] == []      # seat 2 sees nothing of the deck
    s.apply(parse("keep Festival"))
    s.apply(parse("keep Calendar"))
    assert s.decision().kind == "natural_survivor_give"
    # the cards just taken cannot go straight back
    assert s.legal_actions() == [("top", "junk"), ("top", "Swank")]
    refused(s, "top Festival", "dale.technique.play")
    s.apply(parse("top junk"))
    s.apply(parse("top junk"))
    assert sorted_names(s, s.hands[0]) == ["Calendar", "Festival", "Swank"]
    assert sorted_names(s, s.decks[0]) == ["Accident", "junk", "junk"]
    assert s.aside == []
    assert_bonus_action(s)


def test_natural_survivor_trade_is_capped_by_the_smaller_side():
    s = seeded(lambda seed: position({"hand": ["Natural Survivor", "junk"],
                                      "deck": ["Festival", "Accident"]}, seed=seed), [(P, 3)])
    s.apply(parse("play Natural Survivor"))
    s.apply(parse("keep Accident"))       # one card only: the hand held 1 other card
    s.apply(parse("top junk"))
    assert names(s, s.hands[0]) == ["Accident"]
    assert sorted_names(s, s.decks[0]) == ["Festival", "junk"]


def test_natural_survivor_with_an_empty_deck_does_not_refill_it():
    """ruling dale.card.polecats.natural_survivor: looking through the deck is no draw."""
    s = position({"hand": ["Natural Survivor", "junk"], "deck": [], "discard": ["Sofa"]})
    s.apply(parse("play Natural Survivor"))
    assert names(s, s.hands[0]) == ["junk"] and s.decks[0] == []
    assert names(s, s.discards[0]) == ["Sofa", "Natural Survivor"]
    assert len(s.rolls) == 1
    assert_bonus_action(s)


# ---------------------------------------------------------------------------------------------
# Sofa (5, P): while in your stall, your hand size is 1 higher.
# ---------------------------------------------------------------------------------------------

STALL = [["Daring Adventurer"], ["Rare Artefact"], ["Swank"], ["Risky Business"]]


def test_sofa_in_the_stall_raises_the_hand_size_at_clean_up():
    s = position({"hand": ["junk"], "deck": ["junk"] * 8, "stall": STALL + [["Sofa"]]})
    assert m.hand_size(s, 0) == 6
    s.apply(parse("inventory junk"))
    assert len(s.hands[0]) == 6  # dale.cleanup.draw


def test_sofa_in_hand_does_not_raise_the_hand_size():
    s = position({"hand": ["Sofa"], "deck": ["junk"] * 8, "stall": STALL})
    assert m.hand_size(s, 0) == 5
    s.apply(parse("inventory"))
    assert len(s.hands[0]) == 5


def test_sofa_counts_only_for_its_owner():
    s = position({"hand": ["junk"], "deck": ["junk"] * 8},
                 {"hand": [], "stall": STALL + [["Sofa"]]})
    assert m.hand_size(s, 0) == 5 and m.hand_size(s, 1) == 6


# ---------------------------------------------------------------------------------------------
# Random games over the three decks mixed with others (invariants of testkit.dale.play_checked_game).
# ---------------------------------------------------------------------------------------------

def test_random_and_greedy_games_with_the_polecats_hares_and_pangolins():
    from testkit.dice import play_checked_games

    play_checked_games("polecats", seeds=range(6))
