"""Ocelots (classic): Bold Haggler, New Season, Whirligig, Charm, Gamble, Blindfold.

Expected values are worked out by hand from docs/rules/dale-cards.md (Ocelots) and
docs/rules/dale-classic.md. The ocelot die has faces ``mechanics.OCELOT_DIE`` = 0,1,1,2,2,3
(engine ruling). Random outcomes are checked through invariants, or predicted by rolling the
die on a clone of the state (the roll is the first random step of the effect, so the clone
gives the same face: the RNG lives in the state).
"""

from __future__ import annotations

from ludoteca.dale.animalfolk.ocelots import OCELOT_DIE
from collections import Counter

import pytest

from ludoteca.dale import mechanics as m
from ludoteca.dale.notation import parse

from testkit.dale import card_named, refused
from testkit.dale import sorted_names as names
from testkit.dale import accepts
from testkit.positions import builder

FOLK = ["squirrels", "ocelots", "chameleons"]

# Stall stacks that use no ocelot card: stack k totals k.
SQUIRREL_STALL = [["Stashing Vendor"], ["Empty Chest"], ["Nostalgic Item"], ["Acorn"],
                  ["Accordion"], ["Empty Chest", "Acorn"], ["Nostalgic Item", "Acorn"]]


POSITION_DEFAULTS = {"folk": FOLK, "market_default": {}}
#: position(me, opp=None, *more, **changes): testkit.positions.build with these defaults
position = builder(**POSITION_DEFAULTS)


# ---------------------------------------------------------------------------------------------
# Bold Haggler (1, passive with a once-per-turn ability): roll, add the result this turn.
# ---------------------------------------------------------------------------------------------

def _haggler(seed: int = 0, stall: int = 0):
    return position({"hand": ["Bold Haggler", "junk", "junk", "junk"], "deck": ["junk"] * 5,
                     "stall": SQUIRREL_STALL[:stall]}, seed=seed)


def test_bold_haggler_value_is_one_plus_the_roll_and_is_deterministic():
    s = _haggler(seed=3)
    haggler = card_named(s, s.hands[0], "Bold Haggler")
    predicted = 1 + m.roll(s.clone(), OCELOT_DIE)  # the ability rolls once
    twin = s.clone()
    s.apply(parse("use Bold Haggler"))
    twin.apply(parse("use Bold Haggler"))
    assert s.to_dict() == twin.to_dict()  # same state, same roll
    v = m.value_of(s, haggler)
    assert v == predicted
    assert v - 1 in OCELOT_DIE
    # A free ability: no action used, still seat 1's main decision.
    assert s.actions_left == 1 and s.active == 0 and s.decision().kind == "action"


def test_bold_haggler_once_per_turn_dale_passive_reuse():
    s = _haggler(seed=3)
    haggler = card_named(s, s.hands[0], "Bold Haggler")
    s.apply(parse("use Bold Haggler"))
    v = m.value_of(s, haggler)
    refused(s, f"use Bold Haggler={v}", "dale.passive.reuse")
    refused(s, "use Bold Haggler")
    assert not any(a[0] == "use" for a in s.legal_actions())


@pytest.mark.parametrize("face", [0, 1, 2, 3])
def test_bold_haggler_builds_at_its_rolled_value(face):
    """With k stacks built, a roll of k makes Bold Haggler 1 + k = stack k + 1 on its own.
    The seed is chosen by predicting the roll on a clone (same RNG state, same roll)."""
    for seed in range(300):
        s = _haggler(seed=seed, stall=face)
        if m.roll(s.clone(), OCELOT_DIE) == face:
            break
    else:  # pragma: no cover
        pytest.fail("no seed gives that face")
    s.apply(parse("use Bold Haggler"))
    v = 1 + face
    assert parse(f"build Bold Haggler={v}") in s.legal_actions()
    s.apply(parse(f"build Bold Haggler={v}"))
    assert len(s.stalls[0]) == face + 1
    assert names(s, s.stalls[0][face]) == ["Bold Haggler"]


def test_bold_haggler_bonus_ends_with_the_turn():
    s = _haggler(seed=1)
    s.apply(parse("use Bold Haggler"))
    s.apply(parse("inventory"))  # the turn's action; clean-up follows
    assert s.effects == [] and s.used == []


# ---------------------------------------------------------------------------------------------
# New Season (2, technique, +): ditch 1 animalfolk card of your discard; if so, take top supply.
# ---------------------------------------------------------------------------------------------

def test_new_season_ditches_an_animalfolk_card_and_takes_the_top_supply_card():
    s = position({"hand": ["New Season", "junk", "junk", "junk", "junk"],
                  "discard": ["Acorn", "junk"]},
                 market={"deck": ["Charm", "Gamble"]})
    s.apply(parse("play New Season"))
    d = s.decision()
    assert (d.kind, d.player) == ("new_season", 0)
    assert s.legal_actions() == [("ditch", "Acorn")]  # junk is not an animalfolk card
    refused(s, "ditch junk")
    s.apply(parse("ditch Acorn"))
    assert names(s, s.bin) == ["Acorn"]                      # thrown away: market discard pile
    assert names(s, s.hands[0]) == ["Charm", "junk", "junk", "junk", "junk"]
    assert names(s, s.market_deck) == ["Gamble"]
    # New Season itself ends on top of the discard pile; + gives a bonus action.
    assert [s.type_of(c).name for c in s.discards[0]] == ["junk", "New Season"]
    assert s.actions_left == 1 and s.active == 0


def test_new_season_with_only_junk_in_the_discard_does_nothing():
    """Nothing ditched, so nothing taken from the supply (dale.technique.fizzle); + still counts."""
    s = position({"hand": ["New Season", "junk"], "discard": ["junk", "junk"]},
                 market={"deck": ["Charm"]})
    s.apply(parse("play New Season"))
    assert names(s, s.hands[0]) == ["junk"]
    assert names(s, s.market_deck) == ["Charm"] and s.bin == []
    assert s.actions_left == 1 and s.decision().kind == "action"


# ---------------------------------------------------------------------------------------------
# Whirligig (3, technique, +): discard hand, draw as many, pool with another hand, deal back.
# ---------------------------------------------------------------------------------------------

def test_whirligig_keeps_the_card_count_of_each_hand():
    s = position({"hand": ["Whirligig", "Acorn", "Charm", "junk"],
                  "deck": ["Empty Chest", "Gamble", "New Season", "junk"]},
                 {"hand": ["Blindfold", "Nostalgic Item"]})
    s.apply(parse("play Whirligig"))
    # The 3 other hand cards were discarded and 3 drawn from the deck top.
    assert names(s, s.hands[0]) == ["Empty Chest", "Gamble", "New Season"]
    assert names(s, s.discards[0]) == ["Acorn", "Charm", "junk"]
    d = s.decision()
    assert (d.kind, d.player) == ("whirligig", 0)
    assert s.legal_actions() == [("target", 1)]
    refused(s, "target seat 1")
    s.apply(parse("target seat 2"))
    assert len(s.hands[0]) == 3 and len(s.hands[1]) == 2
    assert names(s, s.hands[0] + s.hands[1]) == sorted(
        ["Empty Chest", "Gamble", "New Season", "Blindfold", "Nostalgic Item"])
    # Whirligig on top of the discard, + gives a bonus action.
    assert s.type_of(s.discards[0][-1]).name == "Whirligig"
    assert names(s, s.discards[0]) == ["Acorn", "Charm", "Whirligig", "junk"]
    assert names(s, s.decks[0]) == ["junk"]
    assert s.actions_left == 1 and s.active == 0


# ---------------------------------------------------------------------------------------------
# Charm (4, technique, +): top supply card; build it alone as the next stack, else ditch it.
# ---------------------------------------------------------------------------------------------

def _charm(top: str, stall: int, opp: dict | None = None):
    return position({"hand": ["Charm", "junk", "junk"], "deck": ["junk"] * 5,
                     "stall": SQUIRREL_STALL[:stall]},
                    opp, market={"deck": [top, "Gamble"]})


def test_charm_builds_a_card_that_fits_as_the_next_stack():
    """Stall of 1 stack; top supply card Empty Chest (2) = stack 2: built."""
    s = _charm("Empty Chest", 1)
    s.apply(parse("play Charm"))
    assert len(s.stalls[0]) == 2
    assert names(s, s.stalls[0][1]) == ["Empty Chest"]
    assert names(s, s.market_deck) == ["Gamble"] and s.bin == []
    assert names(s, s.hands[0]) == ["junk", "junk"]
    assert names(s, s.discards[0]) == ["Charm"]
    assert s.actions_left == 1 and s.active == 0


def test_charm_throws_away_a_card_that_does_not_fit():
    """Stall of 1 stack; Acorn (4) is not stack 2: ditched to the market discard pile
    (dale.discard.routing), stall unchanged."""
    s = _charm("Acorn", 1)
    s.apply(parse("play Charm"))
    assert len(s.stalls[0]) == 1
    assert names(s, s.bin) == ["Acorn"]
    assert names(s, s.hands[0]) == ["junk", "junk"]
    assert names(s, s.market_deck) == ["Gamble"]
    assert s.actions_left == 1


def test_charm_builds_accordion_minus_one_as_stack_4():
    """Engine ruling: Accordion ±1 counts for Charm. Stall of 3; Accordion 5 - 1 = 4."""
    s = _charm("Accordion", 3)
    s.apply(parse("play Charm"))
    assert len(s.stalls[0]) == 4
    assert names(s, s.stalls[0][3]) == ["Accordion"]


def test_charm_mixed_animalfolk_single_card_is_fine():
    """A single-card stack has one animalfolk: Whirligig (3) as stack 3 of a squirrel stall."""
    s = _charm("Whirligig", 2)
    s.apply(parse("play Charm"))
    assert names(s, s.stalls[0][2]) == ["Whirligig"]


def test_charm_built_winter_is_coming_offers_its_extra_stack():
    """Winter is Coming (5) built by Charm as stack 5: 'when you build with it' applies, so the
    extra-stack step follows; after pass, Charm's + gives the bonus action."""
    s = _charm("Winter is Coming", 4)
    s.apply(parse("play Charm"))
    assert len(s.stalls[0]) == 5
    assert s.decision().kind == "winter"
    s.apply(parse("pass"))
    assert s.decision().kind == "action" and s.actions_left == 1 and s.active == 0


def test_charm_builds_a_chameleon_as_its_copy():
    """Engine ruling: a chameleon takes the first copy that fits. Reflection copies the top of
    the opponent's discard pile, Acorn (4) = stack 4."""
    s = _charm("Reflection", 3, {"hand": ["junk"], "discard": ["Acorn"]})
    s.apply(parse("play Charm"))
    assert len(s.stalls[0]) == 4
    assert names(s, s.stalls[0][3]) == ["Reflection"]


# ---------------------------------------------------------------------------------------------
# Gamble (5, technique, +): roll; trade that many random cards with another player.
# ---------------------------------------------------------------------------------------------

def test_gamble_trades_random_cards_and_keeps_hand_sizes():
    s = position({"hand": ["Gamble", "Acorn", "Charm", "junk"], "deck": ["junk"] * 5},
                 {"hand": ["Empty Chest", "New Season"]}, seed=5)
    mine = {c for c in s.hands[0] if s.type_of(c).name != "Gamble"}
    theirs = set(s.hands[1])
    s.apply(parse("play Gamble"))
    d = s.decision()
    assert (d.kind, d.player) == ("gamble", 0)
    refused(s, "target seat 1")
    # Engine ruling: min(roll, my hand 3, their hand 2) cards each way.
    k = min(m.roll(s.clone(), OCELOT_DIE), 3, 2)
    s.apply(parse("target seat 2"))
    assert len(s.hands[0]) == 3 and len(s.hands[1]) == 2
    assert set(s.hands[0]) | set(s.hands[1]) == mine | theirs
    assert len(set(s.hands[1]) & mine) == k
    assert len(set(s.hands[0]) & theirs) == k
    assert names(s, s.discards[0]) == ["Gamble"]
    assert s.actions_left == 1 and s.active == 0


@pytest.mark.parametrize("seed", range(6))
def test_gamble_hand_sizes_preserved_for_any_roll(seed):
    s = position({"hand": ["Gamble", "Acorn", "Charm", "junk", "junk"]},
                 {"hand": ["Empty Chest", "New Season", "Whirligig", "junk"]}, seed=seed)
    before = Counter(s.hands[0] + s.hands[1])
    s.apply(parse("play Gamble"))
    s.apply(parse("target seat 2"))
    assert (len(s.hands[0]), len(s.hands[1])) == (4, 4)
    assert Counter(s.hands[0] + s.hands[1]) == before - Counter(
        [c for c in before if s.type_of(c).name == "Gamble"])


# ---------------------------------------------------------------------------------------------
# Blindfold (5, technique, +): an opponent guesses a hand card's value; right: discard it;
# wrong: you set its value 1-5 for the turn.
# ---------------------------------------------------------------------------------------------

def _blindfold(market: dict | None = None, opp: dict | None = None, extra: str = "junk"):
    return position({"hand": ["Blindfold", "Acorn", extra, "junk", "junk"],
                     "deck": ["junk"] * 5}, opp or {"hand": ["junk"]}, market=market)


def test_blindfold_right_guess_discards_the_card():
    s = _blindfold()
    s.apply(parse("play Blindfold"))
    assert s.decision().kind == "blindfold" and s.decision().player == 0
    assert parse("pick Acorn for seat 2") in s.legal_actions()
    refused(s, "pick Acorn for seat 1")  # an opponent guesses, not yourself
    s.apply(parse("pick Acorn for seat 2"))
    d = s.decision()
    assert (d.kind, d.player) == ("guess", 1)  # the opponent decides
    s.apply(parse("guess 4"))                  # Acorn's value is 4: right
    assert names(s, s.hands[0]) == ["junk", "junk", "junk"]
    assert [s.type_of(c).name for c in s.discards[0]] == ["Acorn", "Blindfold"]
    assert s.actions_left == 1 and s.decision().kind == "action"


def test_blindfold_wrong_guess_sets_the_value_then_build_with_it():
    """Wrong guess (2 for Acorn 4): seat 1 sets Acorn to 1 this turn, then builds it as
    stack 1 with the bonus action (dale.value.altered)."""
    s = _blindfold()
    acorn = card_named(s, s.hands[0], "Acorn")
    s.apply(parse("play Blindfold"))
    s.apply(parse("pick Acorn for seat 2"))
    s.apply(parse("guess 2"))
    d = s.decision()
    assert (d.kind, d.player) == ("blindfold_value", 0)
    assert s.legal_actions() == [("value", v) for v in range(1, 6)]
    refused(s, "value 6")
    refused(s, "value 0")
    s.apply(parse("value 1"))
    assert m.value_of(s, acorn) == 1
    assert acorn in s.hands[0]
    s.apply(parse("build Acorn=1"))
    assert s.stalls[0] == [(acorn,)]


def test_blindfold_wrong_guess_value_5_pays_for_a_5():
    """Acorn set to 5 pays exactly for Gamble (5) in the +0 slot."""
    s = _blindfold(market={"slots": ["Gamble"]})
    s.apply(parse("play Blindfold"))
    s.apply(parse("pick Acorn for seat 2"))
    s.apply(parse("guess 3"))
    s.apply(parse("value 5"))
    assert accepts(s, "buy +0 with Acorn=5")
    s.apply(parse("buy +0 with Acorn=5"))
    assert "Gamble" in names(s, s.hands[0])
    assert "Acorn" in names(s, s.discards[0])


def test_blindfold_guess_outside_1_to_8_is_refused():
    s = _blindfold()
    s.apply(parse("play Blindfold"))
    s.apply(parse("pick Acorn for seat 2"))
    refused(s, "guess 9")
    refused(s, "guess 0")
    assert s.legal_actions() == [("guess", v) for v in range(1, 9)]


def test_blindfold_chameleon_is_guessed_at_its_copied_value():
    """dale.value.altered, dale.copy.identity (ruling changed in issue 26): the guess is
    compared with the value the picked card has now. Reflection (printed 2) counts as a copy
    of Acorn (4), the top of seat 2's discard pile, so it is picked as that copy and its value
    is 4: a guess of 2 is wrong (seat 1 then sets its value), a guess of 4 is right."""
    s = _blindfold(opp={"hand": ["junk"], "discard": ["Acorn"]}, extra="Reflection")
    s.apply(parse("play Blindfold"))
    assert parse("pick Reflection as Acorn for seat 2") in s.legal_actions()
    assert parse("pick Reflection for seat 2") not in s.legal_actions()
    # the short form means its only reading (docs/notation.md)
    assert s.normalize(parse("pick Reflection for seat 2")) == parse(
        "pick Reflection as Acorn for seat 2")
    wrong = s.clone()
    wrong.apply(parse("pick Reflection as Acorn for seat 2"))
    wrong.apply(parse("guess 2"))
    assert wrong.decision().kind == "blindfold_value" and wrong.extra["blindfold_copy"] == ["", ""]
    assert "Reflection" in names(wrong, wrong.hands[0])
    s.apply(parse("pick Reflection as Acorn for seat 2"))
    assert s.extra["blindfold_copy"] == ["Acorn", ""]  # seen by seat 1 only
    s.apply(parse("guess 4"))
    assert "Reflection" in names(s, s.discards[0])
    assert "Reflection" not in names(s, s.hands[0])
    assert s.extra["blindfold_copy"] == ["", ""]


def test_blindfold_chameleon_without_a_target_is_guessed_at_its_printed_value():
    """dale.copy.identity: with no card to copy (seat 2's discard pile empty), Reflection is a
    plain card of printed value 2: picked as itself, a guess of 2 is right."""
    s = _blindfold(extra="Reflection")
    s.apply(parse("play Blindfold"))
    s.apply(parse("pick Reflection for seat 2"))
    s.apply(parse("guess 2"))
    assert "Reflection" in names(s, s.discards[0])
