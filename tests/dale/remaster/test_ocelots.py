"""Ocelots in the remaster edition (docs/rules/dale-remaster.md, "Ocelots"): the ocelot die has
the faces 0,1,2,2,3,3; Whirligig (the tops of two decks trade places) and Blindfold (guess your
own deck's top card) reworked; Bold Haggler, New Season, Charm and Gamble are the classic
declarations, each checked once (they roll the ruleset's die). Expected values worked out by
hand (rulings under "Remaster — Ocelots"); a roll is fixed by choosing the seed on a clone
(testkit.dice.seeded); deck lists top first, piles bottom first; seat 1 is active.
"""

from __future__ import annotations

from ludoteca.dale import editions
from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk import ocelots as classic
from ludoteca.dale.remaster import ocelots

from testkit.dale import act, assert_bonus_action, card_named, names, play_checked_game
from testkit.dale import refused, sorted_names
from testkit.dice import seeded
from testkit.positions import builder

FOLK = ["ocelots", "squirrels", "platypuses"]
RULES = editions.build("remaster", FOLK)

position = builder(folk=FOLK, market_default={}, rules=RULES)


def test_the_remaster_die_and_the_kept_cards():
    assert RULES.dice["ocelot"] == (0, 1, 2, 2, 3, 3) == ocelots.OCELOT_DIE
    assert editions.classic().dice["ocelot"] == (0, 1, 1, 2, 2, 3)  # the classic is unchanged
    for name in ("New Season", "Charm"):
        assert RULES.techniques[name] is classic.deck.techniques[name]
    assert RULES.abilities["Bold Haggler"] is classic.deck.abilities["Bold Haggler"]
    assert not {"whirligig", "blindfold", "guess", "blindfold_value"} & set(RULES.steps)


def _whirligig(seed):
    return position({"hand": ["Whirligig", "junk"], "deck": ["Charm", "Gamble", "Acorn"]},
                    {"hand": ["junk"], "deck": ["Magnet", "Glue", "junk"]}, seed=seed)


# Whirligig (3, T, +): roll; that many top cards of your deck and another's trade places.
def test_whirligig_trades_the_top_two_cards_of_two_decks():
    # Roll 2: Charm, Gamble (seat 1's top two) and Magnet, Glue (seat 2's) change decks, each
    # block in its order: seat 1's deck top first Magnet, Glue, Acorn; seat 2's Charm, Gamble,
    # junk. The roll is public (state.rolls).
    s = seeded(_whirligig, [("ocelot", 2)])
    act(s, "play Whirligig")
    assert s.rolls == [("ocelot", 2)]
    assert s.decision().kind == "r_ocelots_whirligig"
    refused(s, "target seat 1")
    act(s, "target seat 2")
    assert names(s, s.decks[0]) == ["Acorn", "Glue", "Magnet"]
    assert names(s, s.decks[1]) == ["junk", "Gamble", "Charm"]
    assert_bonus_action(s)


def test_whirligig_rolling_zero_does_nothing():
    s = seeded(_whirligig, [("ocelot", 0)])
    act(s, "play Whirligig")
    assert s.decision().kind == "action"
    assert names(s, s.decks[0]) == ["Acorn", "Gamble", "Charm"]


def test_whirligig_trades_no_more_than_the_shorter_deck_holds():
    # Roll 3, but seat 2 has a single card (no discard pile): one card each way.
    s = seeded(lambda seed: position({"hand": ["Whirligig"], "deck": ["Charm", "Gamble"]},
                                     {"hand": ["junk"], "deck": ["Magnet"]}, seed=seed),
               [("ocelot", 3)])
    act(s, "play Whirligig")
    act(s, "target seat 2")
    assert names(s, s.decks[0]) == ["Gamble", "Magnet"]
    assert names(s, s.decks[1]) == ["Charm"]


# Blindfold (5, T, +): name a value; your deck's top card: right -> hand, value 1-5; wrong ->
# discard pile.
def test_blindfold_right_guess_takes_the_card_and_sets_its_value():
    s = position({"hand": ["Blindfold", "junk"], "deck": ["Magnet", "junk"]})
    act(s, "play Blindfold")
    assert s.decision().kind == "r_ocelots_blindfold"
    assert s.legal_actions() == [("guess", v) for v in range(1, 6)]
    act(s, "guess 4")  # Magnet's printed value
    assert s.decision().kind == "r_ocelots_blindfold_value"
    act(s, "value 1")
    magnet = card_named(s, s.hands[0], "Magnet")
    assert m.value_of(s, magnet) == 1
    assert names(s, s.decks[0]) == ["junk"]
    assert_bonus_action(s)
    act(s, "build Magnet=1")  # stack 1 totals 1 this turn
    assert names(s, s.stalls[0][0]) == ["Magnet"]


def test_blindfold_wrong_guess_discards_the_card():
    s = position({"hand": ["Blindfold", "junk"], "deck": ["Magnet", "junk"]})
    act(s, "play Blindfold")
    act(s, "guess 3")
    assert names(s, s.discards[0]) == ["Magnet", "Blindfold"]
    assert names(s, s.hands[0]) == ["junk"]
    assert_bonus_action(s)


def test_blindfold_clutter_counts_one():
    s = position({"hand": ["Blindfold"], "deck": ["junk"]})
    act(s, "play Blindfold")
    act(s, "guess 1")
    act(s, "value 5")
    assert m.value_of(s, s.hands[0][0]) == 5


def test_blindfold_reshuffles_an_empty_deck_and_does_nothing_with_no_cards():
    s = position({"hand": ["Blindfold"], "discard": ["Glue"]})
    act(s, "play Blindfold")
    act(s, "guess 2")  # Glue (5) was the only card: wrong, it goes back to the discard pile
    assert names(s, s.discards[0]) == ["Glue", "Blindfold"] and s.decks[0] == []
    s = position({"hand": ["Blindfold"]})
    act(s, "play Blindfold")
    assert s.decision().kind == "action" and names(s, s.discards[0]) == ["Blindfold"]


# Kept cards.
def test_bold_haggler_adds_a_remaster_roll():
    # A roll of 3 (two faces of six in the remaster): Bold Haggler is worth 4 this turn.
    s = seeded(lambda seed: position({"hand": ["Bold Haggler", "junk"], "deck": ["junk"] * 5},
                                     seed=seed), [("ocelot", 3)])
    act(s, "use Bold Haggler")
    assert m.value_of(s, card_named(s, s.hands[0], "Bold Haggler")) == 4
    assert s.actions_left == 1


def test_new_season_tosses_from_the_discard_pile_and_takes_the_supply_top():
    # dale.remaster.refill_after_technique: the empty market is refilled from the supply
    # (top first into +0); it holds enough that the bin is not reshuffled into it
    five = ["Gamble", "Empty Chest", "Nostalgic Item", "Accordion", "Calculations"]
    s = position({"hand": ["New Season", "junk"], "discard": ["Acorn", "junk"]},
                 market={"deck": ["Charm", *five]})
    act(s, "play New Season")
    assert s.legal_actions() == [("ditch", "Acorn")]
    act(s, "ditch Acorn")
    assert names(s, s.bin) == ["Acorn"]
    assert sorted_names(s, s.hands[0]) == ["Charm", "junk"]
    assert names(s, s.market) == five and s.market_deck == []
    assert_bonus_action(s)


def test_charm_builds_the_supply_top_when_it_fits():
    s = position({"hand": ["Charm", "junk"], "stall": [["Tireless Tinkerer"]]},
                 market={"deck": ["Empty Chest", "Gamble"]})
    act(s, "play Charm")
    assert names(s, s.stalls[0][1]) == ["Empty Chest"]
    assert_bonus_action(s)


def test_gamble_trades_as_many_random_cards_as_rolled():
    # Roll 2 (remaster faces): 2 random cards each way; hand sizes 2 and 2 stay.
    s = seeded(lambda seed: position({"hand": ["Gamble", "Acorn", "Charm"]},
                                     {"hand": ["Magnet", "Glue"]}, seed=seed), [("ocelot", 2)])
    act(s, "play Gamble")
    act(s, "target seat 2")
    assert sorted_names(s, s.hands[0]) == ["Glue", "Magnet"]
    assert sorted_names(s, s.hands[1]) == ["Acorn", "Charm"]


def test_a_seeded_remaster_game_with_ocelots():
    g = play_checked_game(2, 13, folk=FOLK, rng=13, rules=RULES)
    assert g.history
