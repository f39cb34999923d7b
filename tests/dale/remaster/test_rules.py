"""The remaster edition's rule changes (docs/rules/dale-remaster.md, "Rule changes"):
``dale.remaster.refill_after_technique``, ``dale.remaster.coins_pay``,
``dale.remaster.finish``, and the classic edition left as it was. Expected values are worked
out by hand from those rules and the rulings of docs/rulings.md ("Remaster — rules")."""

from __future__ import annotations

from ludoteca.dale import editions
from ludoteca.dale.notation import parse, to_text

from testkit.collection import position as classic_position
from testkit.dale import act, assert_bonus_action, names, refused, sorted_names
from testkit.remaster import RULES, position_of, waiting

position = position_of(["dodos", "tuataras", "turtles"])


# -- dale.remaster.refill_after_technique -------------------------------------------------------

def test_the_market_slides_and_refills_once_a_technique_has_resolved():
    # slots +0..+4: Cache, -, Greed, -, -; the supply's top: Sunglasses, Pet Boar, Inspiration.
    s = position({"hand": ["Eager Borrower", "junk"], "deck": ["junk"] * 5},
                 market={"slots": ["Cache", "", "Greed", "", ""],
                         "deck": ["Sunglasses", "Pet Boar", "Inspiration"]})
    act(s, "play Eager Borrower")
    # slide right keeping the order (Cache, Greed), then fill +2, +3, +4 from the supply's top
    assert names(s, s.market) == ["Cache", "Greed", "Sunglasses", "Pet Boar", "Inspiration"]
    assert s.market_deck == []
    assert_bonus_action(s)


def test_the_classic_edition_does_not_refill_after_a_technique():
    assert editions.OPTIONS["classic"] == {}
    s = classic_position({"hand": ["Golden Opportunity", "junk", "junk"], "deck": ["junk"] * 5},
                         market={"slots": ["Cache", "", "Greed", "", ""], "deck": 3})
    act(s, "play Golden Opportunity")
    act(s, "ditch junk")
    assert names(s, s.market) == ["Cache", "", "Greed", "", ""]  # dale.market.no_refill


# -- dale.remaster.coins_pay --------------------------------------------------------------------

def test_coins_make_up_the_price_and_go_back_to_the_bank():
    # Cache (4) in +0 costs 4: junk (1) and 3 coins pay it exactly.
    s = position({"hand": ["junk"], "deck": ["junk"] * 5, "coins": 3},
                 market={"slots": ["Cache", "", "", "", ""], "deck": 5})
    buys = [a for a in s.legal_actions() if a[0] == "buy" and a[1] == 0]
    assert buys == [("buy", 0, ("junk",), 3)]  # 3 coins alone fall 1 short
    act(s, "buy +0 with junk, 3 coins")
    assert s.coins == [0, 0]  # back to the bank
    # the turn is over: Cache joined the hand, which the clean-up refilled to 5 from the deck
    assert sorted_names(s, s.hands[0]) == ["Cache"] + ["junk"] * 4
    assert names(s, s.discards[0]) == ["junk"]


def test_coins_alone_may_pay_and_never_beyond_the_price():
    s = position({"hand": ["junk"], "deck": ["junk"] * 5, "coins": 5},
                 market={"slots": ["Cache", "", "", "", ""], "deck": 5})
    buys = [a for a in s.legal_actions() if a[0] == "buy" and a[1] == 0]
    assert buys == [("buy", 0, ("junk",), 3), ("buy", 0, (), 4)]
    refused(s, ("buy", 0, (), 5), "dale.remaster.coins_pay")          # 1 coin too many
    refused(s, ("buy", 0, ("junk",), 4), "dale.remaster.coins_pay")   # junk makes a coin needless
    refused(s, ("buy", 0, (), 3), "dale.market.payment")              # short
    refused(s, ("buy", 0, (), 6), "dale.remaster.coins_pay")          # more than held


def test_the_overpay_rule_still_holds_for_the_cards():
    # Cache costs 4; Golden Opportunity (3) + junk (1) pay it; Golden Opportunity + 1 coin too;
    # Golden Opportunity + junk + a coin would overpay.
    s = position({"hand": ["Golden Opportunity", "junk"], "deck": ["junk"] * 5, "coins": 1},
                 market={"slots": ["Cache", "", "", "", ""], "deck": 5})
    buys = {a for a in s.legal_actions() if a[0] == "buy" and a[1] == 0}
    assert buys == {("buy", 0, ("Golden Opportunity", "junk")),
                    ("buy", 0, ("Golden Opportunity",), 1)}
    refused(s, ("buy", 0, ("Golden Opportunity", "junk"), 1), "dale.remaster.coins_pay")


def test_coins_in_the_notation():
    assert to_text(("buy", 2, ("Cache", "junk"), 2)) == "buy +2 with Cache, junk, 2 coins"
    assert to_text(("buy", 0, (), 1)) == "buy +0 with 1 coin"
    assert parse("buy +2 with junk, cache, 2 coins", RULES) == ("buy", 2, ("Cache", "junk"), 2)
    assert parse("buy +0 with 1 coin", RULES) == ("buy", 0, (), 1)


def test_classic_purchases_take_no_coins():
    s = classic_position({"hand": ["junk"], "deck": ["junk"] * 5, "coins": 9},
                         market={"slots": ["Cache"]})
    assert not any(a[0] == "buy" for a in s.legal_actions())
    refused(s, ("buy", 0, ("junk",), 3), "dale.market.payment")


# -- dale.remaster.finish -----------------------------------------------------------------------

def test_a_finish_card_waits_in_the_schedule_after_its_first_part():
    s = position({"hand": ["Sunglasses", "junk"], "deck": ["Cache", "Greed", "junk"]})
    card = s.hands[0][0] if s.type_of(s.hands[0][0]).name == "Sunglasses" else s.hands[0][1]
    act(s, "play Sunglasses")
    assert sorted_names(s, s.hands[0]) == ["Cache", "Greed", "junk"]  # its first part: draw 2
    assert s.schedule[0] == [card] and s.pending == [("r_unfinished", 0, card, "Sunglasses", 3)]
    assert_bonus_action(s)
    # Cache 4 + Greed 2 + junk 1 can spend 3: finishing is offered in this action phase
    assert ("use", "Sunglasses") in s.legal_actions()


def test_finishing_is_no_action_and_discards_the_card():
    s, card = waiting(position, "dodos", "Sunglasses", 3,
                      {"hand": ["junk", "junk", "junk", "Cache"], "deck": ["junk"] * 5})
    assert ("use", "Sunglasses") in s.legal_actions()
    act(s, "use Sunglasses")
    assert s.decision().kind == "spend" and s.pending == []
    act(s, "discard junk")
    act(s, "discard junk")
    act(s, "discard junk")
    assert s.schedule[0] == [] and names(s, s.discards[0]) == ["junk"] * 3 + ["Sunglasses"]
    assert s.decision().kind == "action" and s.actions_left == 1  # not the turn's action


def test_no_finish_offered_when_the_cost_cannot_be_paid():
    s, card = waiting(position, "dodos", "Sunglasses", 3,
                      {"hand": ["junk", "junk"], "deck": ["junk"] * 5, "coins": 0})
    assert ("use", "Sunglasses") not in s.legal_actions()
    refused(s, "use Sunglasses", "dale.technique.fizzle")


def test_a_hand_copy_does_not_hide_the_waiting_one():
    # Sunglasses in hand (a technique, no ability) and one waiting: "use" finishes the waiting one
    s, card = waiting(position, "dodos", "Sunglasses", 3,
                      {"hand": ["Sunglasses", "junk"], "deck": ["junk"] * 5, "coins": 2})
    act(s, "use Sunglasses")
    act(s, "coins 2")
    act(s, "discard junk")
    assert s.schedule[0] == [] and card in s.discards[0]
    assert names(s, s.hands[0]) == ["Sunglasses"]


# -- dale.remaster.terms ------------------------------------------------------------------------

def test_the_notation_reads_the_remasters_words_in_a_remaster_game():
    assert parse("toss clutter", RULES) == ("ditch", "junk")
    assert parse("toss", RULES) == ("ditch",)
    assert parse("buy bin with Blind Examiner, clutter", RULES) == (
        "buy", -1, ("Blind Examiner", "junk"))
    assert parse("pay bin with Blind Examiner", RULES) == ("pay", -1, "Blind Examiner")
    assert to_text(parse("toss clutter", RULES)) == "ditch junk"  # the canonical text


def test_the_classic_notation_is_unchanged():
    import pytest

    from ludoteca.core.errors import BadInput

    with pytest.raises(BadInput):
        parse("toss junk")


def test_a_toss_in_a_remaster_game_is_typed_with_the_new_word():
    s = position({"hand": ["Pet Boar", "junk"], "deck": ["junk"] * 5},
                 market={"slots": ["Cache", "Greed", "Inspiration", "Insight", "Sunglasses"],
                         "deck": 3})
    act(s, "play Pet Boar")
    act(s, "toss clutter")
    assert s.coins == [2, 0] and len(s.junk) == 1  # the junkyard


def test_the_rules_are_in_the_catalogue_in_five_languages():
    from ludoteca.core.i18n import translate
    from ludoteca.dale.catalogue import RULES as CATALOGUE

    for rid in ("dale.remaster.terms", "dale.remaster.refill_after_technique",
                "dale.remaster.coins_pay", "dale.remaster.finish"):
        _page, title, text = CATALOGUE[rid]
        for lang in ("ca", "es", "it", "fr"):
            assert translate(f"rule.{rid}.title", title, lang) != title
            assert translate(f"rule.{rid}.text", text, lang) != text


def test_a_remaster_view_names_its_edition_and_the_terminal_shows_its_words():
    from ludoteca.cli.render import _caption_key
    from ludoteca.core.i18n import t
    from ludoteca.dale.views import view

    s = position({"hand": ["junk"], "deck": ["junk"] * 5})
    v = view(s, 0)
    assert v["edition"] == "remaster" and _caption_key(v) == "render.market_caption.remaster"
    text = t(_caption_key(v), "en", deck=3, discard=0, top="—", junk=2)
    assert text.startswith("supply: 3 · bin: 0") and "junkyard: 2" in text
    c = classic_position({"hand": ["junk"], "deck": ["junk"] * 5})
    assert "edition" not in view(c, 0)  # the classic's views are unchanged


def test_the_coins_of_a_purchase_may_be_typed_anywhere_in_its_list():
    assert parse("buy +0 with 2 coins, greed", RULES) == ("buy", 0, ("Greed",), 2)
    assert to_text(("buy", 0, ("Greed",), 2)) == "buy +0 with Greed, 2 coins"
