"""Tuataras in the remaster edition (docs/rules/dale-remaster.md, Part 4): Avid Financier,
Golden Opportunity, Cache and Display of Power reprinted from the classic; Greed reworked (a
passive with an ability) and Safe Profits' x up to 10. Coins also pay purchases here
(``dale.remaster.coins_pay``, tests/dale/remaster/test_rules.py). Expected values worked out
by hand; rulings ``remaster.tuataras.*`` in docs/rulings.md."""

from __future__ import annotations

from ludoteca.dale import editions
from ludoteca.dale import mechanics as m

from testkit.dale import act, assert_bonus_action, assert_turn_over, names, sorted_names
from testkit.remaster import RULES, play, position_of

FOLK = ["tuataras", "penguins", "dodos"]
MARKET = {"slots": ["Ice Trade", "Stove", "Pet Boar", "Sunglasses", "Fishing"], "deck": 6}
position = position_of(FOLK, market_default=MARKET)


def test_the_kept_cards_are_the_classic_declarations():
    classic = editions.classic()
    for name in ("Avid Financier", "Golden Opportunity", "Cache", "Display of Power"):
        assert RULES.techniques[name] is classic.techniques[name]
    assert RULES.cards_of("tuataras")[1].kind == "P*"  # Greed


def test_avid_financier_as_in_the_classic():
    s = position({"hand": ["Avid Financier", "junk"], "deck": ["junk"] * 9})
    act(s, "play Avid Financier")
    assert s.pending == [("financier", 0, 2)] and names(s, s.schedule[0]) == ["Avid Financier"]


def test_greed_spends_1_to_draw_1_once_per_turn():
    s = position({"hand": ["Greed", "junk"], "deck": ["Cache", "junk"]})
    act(s, "use Greed")
    act(s, "discard junk")
    assert sorted_names(s, s.hands[0]) == ["Cache", "Greed"]
    assert s.actions_left == 1 and ("use", "Greed") not in s.legal_actions()


def test_greed_may_be_paid_with_a_coin():
    s = position({"hand": ["Greed"], "deck": ["Cache", "junk"], "coins": 1})
    act(s, "use Greed")
    assert s.legal_actions() == [("discard", "Greed"), ("coins", 1)]
    act(s, "coins 1")
    assert s.coins == [0, 0] and sorted_names(s, s.hands[0]) == ["Cache", "Greed"]


def test_golden_opportunity_as_in_the_classic():
    s = position({"hand": ["Golden Opportunity", "junk"], "deck": ["junk"] * 5})
    act(s, "play Golden Opportunity")
    act(s, "ditch junk")
    assert s.coins == [1, 0]


def test_cache_as_in_the_classic():
    s = position({"hand": ["Cache", "junk", "junk"], "deck": ["junk"] * 5,
                  "discard": ["Stove"]})
    act(s, "play Cache")
    act(s, "discard junk")
    act(s, "discard junk")
    act(s, "keep Stove")
    assert names(s, s.hands[0]) == ["Stove"]


def test_display_of_power_as_in_the_classic():
    s = position({"hand": ["Display of Power", "junk", "junk"], "deck": ["junk"] * 9})
    act(s, "play Display of Power")
    act(s, "discard junk")
    act(s, "discard junk")
    assert m.hand_size(s, 0) == 7


def test_safe_profits_may_spend_up_to_10():
    s = position({"hand": ["Safe Profits"], "deck": ["junk"] * 5, "coins": 11})
    act(s, "play Safe Profits")
    assert s.legal_actions() == [("value", x) for x in range(1, 11)]
    act(s, "value 9")
    act(s, "coins 9")
    assert s.coins == [2 + 5, 0]  # 11 - 9, then half of 9 rounded up
    assert_bonus_action(s)


def test_a_random_game_with_tuataras():
    g = play(FOLK, 9, turn_cap=60)
    assert g.state.turn > 1
