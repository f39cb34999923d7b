"""Platypuses (Dale 2): Tireless Tinkerer, Calculations, Safety Precaution, Magnet, Dangerous
Test, Glue — plus random games over the three decks of this group mixed with others.

Expected values are worked out by hand from docs/rules/dale-cards.md (Platypuses) and
docs/rules/dale-classic.md. Market slot +N costs value + N (``dale.market.price``).
"""

from __future__ import annotations

import pytest

from ludoteca.dale import cards
from ludoteca.dale.editions import classic as _classic
deck_ids = _classic().deck_ids
from ludoteca.dale.notation import parse

from testkit.dale import card_named, refused
from testkit.dale import names as in_order
from testkit.dale import sorted_names as names
from testkit.positions import builder

FOLK = ["platypuses", "foxes", "desert_monitors"]


POSITION_DEFAULTS = {"folk": FOLK, "market_default": {}}
#: position(me, opp=None, *more, **changes): testkit.positions.build with these defaults
position = builder(**POSITION_DEFAULTS)


def test_deck_rows_dale_setup_decks():
    """dale.setup.decks: the six rows as printed (value, copies, kind, bonus icon)."""
    rows = [(t.name, t.value, t.kind, t.bonus, t.copies) for t in _classic().cards_of("platypuses")]
    assert rows == [("Tireless Tinkerer", 1, "T", True, 0), ("Calculations", 2, "P*", False, 3),
                    ("Safety Precaution", 3, "T", True, 3), ("Magnet", 4, "T", True, 3),
                    ("Dangerous Test", 5, "T", True, 1), ("Glue", 5, "P", False, 1)]
    assert len(deck_ids("platypuses")) == 15


# ---------------------------------------------------------------------------------------------
# Tireless Tinkerer (1, T, +): top card of the discard pile onto the deck.
# ---------------------------------------------------------------------------------------------

def test_tireless_tinkerer_moves_the_top_discard_onto_the_deck():
    s = position({"hand": ["Tireless Tinkerer", "junk"], "deck": ["junk", "junk"],
                  "discard": ["junk", "Magnet"]})
    s.apply(parse("play Tireless Tinkerer"))
    assert in_order(s, s.decks[0]) == ["junk", "junk", "Magnet"]  # Magnet on top
    assert in_order(s, s.discards[0]) == ["junk", "Tireless Tinkerer"]
    assert s.actions_left == 1 and s.active == 0  # dale.turn.bonus_action


def test_tireless_tinkerer_with_an_empty_discard_pile_does_nothing():
    """dale.technique.fizzle: nothing to move; the card is discarded and its + counts."""
    s = position({"hand": ["Tireless Tinkerer", "junk"], "deck": ["junk"]})
    s.apply(parse("play Tireless Tinkerer"))
    assert in_order(s, s.decks[0]) == ["junk"]
    assert in_order(s, s.discards[0]) == ["Tireless Tinkerer"]
    assert s.actions_left == 1


# ---------------------------------------------------------------------------------------------
# Calculations (2, P*): when it pays, the market may first be rearranged.
# ---------------------------------------------------------------------------------------------

def _calc(hand, slots, **kw):
    return position({"hand": hand, "deck": ["junk"] * 5}, market={"slots": slots, "deck": 3},
                    **kw)


def test_calculations_pays_as_a_plain_two_without_its_ability():
    """Paying with it needs no rearranging: Calculations (2) buys Cheer (2) at slot +0."""
    s = _calc(["Calculations", "junk"], ["Cheer", "Magnet", "", "", ""])
    assert ("buy", 0, ("Calculations",)) in s.legal_actions()
    s.apply(parse("buy +0 with Calculations"))
    assert names(s, s.hands[0]) == ["Cheer"] + ["junk"] * 4  # refilled at clean-up
    assert names(s, s.discards[0]) == ["Calculations"]


def test_calculations_moves_an_expensive_card_to_the_cheapest_slot_then_buys_it():
    """Magnet (4) in slot +4 costs 8; hand Calculations (2) + junk + junk pays at most 4. Using
    the ability, Magnet goes to slot +0 (price 4) and is bought with all three cards; the
    market stays rearranged (dale.market.price, ruling dale.card.platypuses.calculations)."""
    s = _calc(["Calculations", "junk", "junk"], ["Cheer", "Raffle", "Cheer", "Tasters", "Magnet"])
    assert not any(a[0] == "buy" and a[1] == 4 for a in s.legal_actions())
    s.apply(parse("use Calculations"))
    d = s.decision()
    assert (d.kind, d.player) == ("calculations", 0)
    # Payments holding Calculations reach the prices 1–4 (2; 2+1; 2+1+1). Slot +0 may get
    # any card after which some card is still payable: Cheer (+0: 2), Raffle (+0: 3), Tasters
    # (+0 costs 5, but a Cheer at +1 then costs 3), Magnet (+0: 4); the second Cheer (+2) is
    # the same choice as the first and is listed once.
    assert s.legal_actions() == [("take", 0), ("take", 1), ("take", 3), ("take", 4),
                                 ("done",)]
    refused(s, "take +2", "dale.market.price")
    s.apply(parse("take +4"))
    assert in_order(s, s.market) == ["Magnet", "Raffle", "Cheer", "Tasters", "Cheer"]
    s.apply(parse("done"))
    d = s.decision()
    assert d.kind == "calculations_pay"
    # Only purchases that hold Calculations: Magnet at +0 (4), Raffle at +1 (4), Cheer +2 (4).
    assert s.legal_actions() == [("buy", 0, ("Calculations", "junk", "junk")),
                                 ("buy", 1, ("Calculations", "junk", "junk")),
                                 ("buy", 2, ("Calculations", "junk", "junk"))]
    refused(s, "inventory", "dale.turn.one_action")
    # Refusals in the middle of the effect name the rule the move breaks (issue 26, item 3):
    # Magnet costs 4 at +0, Calculations + junk pays 3 (dale.market.payment); a payment
    # without Calculations is no choice of this step (it must hold the card, same rule).
    err = refused(s, "buy +0 with Calculations, junk", "dale.market.payment")
    assert err.values["why"].reason == "short"  # said for Calculations (step_because)
    refused(s, "buy +0 with junk, junk", "dale.market.payment")
    s.apply(parse("buy +0 with Calculations, junk, junk"))
    assert names(s, s.discards[0]) == ["Calculations", "junk", "junk"]
    # The purchase was the turn's action: clean-up ran (the hand refilled to 5 from the deck,
    # the market slid right), seat 2 to act.
    assert names(s, s.hands[0]) == ["Magnet", "junk", "junk", "junk", "junk"]
    assert in_order(s, s.market[:4]) == ["Raffle", "Cheer", "Tasters", "Cheer"]
    assert s.active == 1 and s.turn == 2


def test_calculations_is_offered_only_when_some_arrangement_allows_a_purchase():
    """Hand Calculations alone (2): the cheapest market card is Tasters (5) → no price is
    reachable, so the ability is not offered (dale.technique.fizzle); once per turn."""
    s = _calc(["Calculations"], ["Tasters", "Rumours", "", "", ""])
    assert ("use", "Calculations") not in s.legal_actions()
    refused(s, "use Calculations", "dale.technique.fizzle")
    t = _calc(["Calculations", "junk"], ["Tasters", "Cheer", "", "", ""])
    assert ("use", "Calculations") in t.legal_actions()


def test_calculations_may_move_a_card_into_an_empty_slot():
    """Ruling dale.card.platypuses.calculations: cards may go into any slot, empty ones too:
    slot +0 empty, Cheer (2) in +1 costs 3; Calculations (2) alone buys it at +0."""
    s = _calc(["Calculations"], ["", "Cheer", "", "", ""])
    assert not any(a[0] == "buy" for a in s.legal_actions())
    s.apply(parse("use Calculations"))
    assert s.legal_actions() == [("take", 1)]  # the empty +0 cannot stay empty: no purchase
    s.apply(parse("take +1"))
    # Only empty slots are left to arrange: the purchase follows at once.
    assert s.decision().kind == "calculations_pay"
    assert s.legal_actions() == [("buy", 0, ("Calculations",))]
    s.apply(parse("buy +0 with Calculations"))
    assert names(s, s.hands[0]) == ["Cheer", "junk", "junk", "junk", "junk"]  # after clean-up
    assert names(s, s.discards[0]) == ["Calculations"]


# ---------------------------------------------------------------------------------------------
# Safety Precaution (3, T, +): a card of your stall to your hand; this card takes its place.
# ---------------------------------------------------------------------------------------------

def test_safety_precaution_swaps_itself_into_your_own_stall():
    s = position({"hand": ["Safety Precaution", "junk"],
                  "stall": [["Tireless Tinkerer"], ["Calculations"]]},
                 {"hand": ["junk"], "stall": [["Tireless Tinkerer"]]})
    s.apply(parse("play Safety Precaution"))
    d = s.decision()
    assert (d.kind, d.player) == ("safety_precaution", 0)
    # Only the own stall is offered (the opponent's Tinkerer is not).
    assert s.legal_actions() == [("take", 0, 0, "Tireless Tinkerer"),
                                 ("take", 0, 1, "Calculations")]
    refused(s, "take Tireless Tinkerer from seat 2 stack 1")
    s.apply(parse("take Calculations from seat 1 stack 2"))
    assert [in_order(s, st) for st in s.stalls[0]] == [["Tireless Tinkerer"],
                                                       ["Safety Precaution"]]
    assert names(s, s.hands[0]) == ["Calculations", "junk"]
    assert s.discards[0] == []  # it went into the stall, not onto the discard pile
    assert s.actions_left == 1  # its + still counts


def test_safety_precaution_with_an_empty_stall_is_discarded():
    s = position({"hand": ["Safety Precaution", "junk"]})
    s.apply(parse("play Safety Precaution"))
    assert names(s, s.discards[0]) == ["Safety Precaution"]
    assert s.decision().kind == "action" and s.actions_left == 1


# ---------------------------------------------------------------------------------------------
# Magnet (4, T, +): any card of your deck into your hand, then shuffle.
# ---------------------------------------------------------------------------------------------

def test_magnet_takes_any_deck_card_and_shuffles():
    s = position({"hand": ["Magnet"], "deck": ["junk", "Glue", "junk", "Cheer"]},
                 {"hand": ["junk"]})
    s.apply(parse("play Magnet"))
    d = s.decision()
    assert (d.kind, d.player) == ("magnet", 0)
    assert s.legal_actions() == [("keep", "Cheer"), ("keep", "Glue"), ("keep", "junk")]
    from ludoteca.dale.views import view

    assert sorted(view(s, 0)["decision"]["cards"]) == ["Cheer", "Glue", "junk", "junk"]
    assert view(s, 1)["decision"]["cards"] == []  # the deck is shown to its owner only
    refused(s, "keep Magnet")
    s.apply(parse("keep Glue"))
    assert names(s, s.hands[0]) == ["Glue"]
    assert names(s, s.decks[0]) == ["Cheer", "junk", "junk"]
    assert names(s, s.discards[0]) == ["Magnet"]


def test_magnet_with_an_empty_deck_does_not_reshuffle():
    """Ruling dale.card.platypuses.magnet: searching is not drawing; the discard pile stays."""
    s = position({"hand": ["Magnet", "junk"], "discard": ["Glue"]})
    s.apply(parse("play Magnet"))
    assert s.decision().kind == "action"
    assert in_order(s, s.discards[0]) == ["Glue", "Magnet"]
    assert names(s, s.hands[0]) == ["junk"]


# ---------------------------------------------------------------------------------------------
# Dangerous Test (5, T, +): draw 3, then discard 3.
# ---------------------------------------------------------------------------------------------

def test_dangerous_test_draws_three_then_discards_three():
    s = position({"hand": ["Dangerous Test", "Glue"],
                  "deck": ["Raffle", "Cheer", "Magnet", "junk"]})  # top first
    s.apply(parse("play Dangerous Test"))
    # Drawn from the top: Raffle, Cheer, Magnet.
    assert names(s, s.hands[0]) == ["Cheer", "Glue", "Magnet", "Raffle"]
    assert s.decision().kind == "dangerous_test"
    refused(s, "discard junk")  # not in the hand
    s.apply(parse("discard Cheer"))
    s.apply(parse("discard Glue"))
    assert s.decision().kind == "dangerous_test"
    s.apply(parse("discard Raffle"))
    assert names(s, s.hands[0]) == ["Magnet"]
    assert in_order(s, s.discards[0]) == ["Cheer", "Glue", "Raffle", "Dangerous Test"]
    assert names(s, s.decks[0]) == ["junk"]
    assert s.decision().kind == "action" and s.actions_left == 1


def test_dangerous_test_with_a_short_deck_reshuffles_its_discard_pile():
    """dale.cleanup.reshuffle: the deck (1 card) runs out after the first draw, the discard
    pile (2 cards) becomes the deck and the two other cards come from it; then all 3 hand
    cards are discarded."""
    s = position({"hand": ["Dangerous Test"], "deck": ["Glue"], "discard": ["Magnet", "Cheer"]})
    s.apply(parse("play Dangerous Test"))
    assert names(s, s.hands[0]) == ["Cheer", "Glue", "Magnet"]
    assert s.decks[0] == []
    s.apply(parse("discard Glue"))
    s.apply(parse("discard Magnet"))
    s.apply(parse("discard Cheer"))
    assert s.hands[0] == [] and s.decision().kind == "action"
    assert in_order(s, s.discards[0]) == ["Glue", "Magnet", "Cheer", "Dangerous Test"]


# ---------------------------------------------------------------------------------------------
# Glue (5, P): after paying, it may stay in the hand.
# ---------------------------------------------------------------------------------------------

def test_glue_may_stay_in_the_hand_after_paying():
    s = position({"hand": ["Glue", "junk"], "deck": ["junk"] * 5},
                 market={"slots": ["Tasters", "", "", "", ""], "deck": 3})
    s.apply(parse("buy +0 with Glue"))
    d = s.decision()
    assert (d.kind, d.player) == ("glue", 0)
    assert s.legal_actions() == [("keep", "Glue"), ("pass",)]
    refused(s, "keep junk")
    s.apply(parse("keep Glue"))
    assert s.discards[0] == []  # nothing paid stays on the pile
    # then clean-up: the hand (Glue, Tasters, junk) is refilled to 5; seat 2 to act
    assert names(s, s.hands[0]) == ["Glue", "Tasters", "junk", "junk", "junk"]
    assert s.active == 1


def test_glue_pass_leaves_it_on_the_discard_pile():
    s = position({"hand": ["Glue", "junk", "Calculations"], "deck": ["junk"] * 5},
                 market={"slots": ["", "", "Raffle", "", ""], "deck": 3})
    s.apply(parse("buy +2 with Glue"))  # Raffle 3 + 2 = 5
    s.apply(parse("pass"))
    assert in_order(s, s.discards[0]) == ["Glue"]
    assert s.active == 1  # the turn went on to clean-up


# ---------------------------------------------------------------------------------------------
# Greedy and the position file see the deck
# ---------------------------------------------------------------------------------------------

def test_a_position_with_platypus_cards_round_trips():
    from ludoteca.dale.positions import parse_position, same_position, to_toml

    s = position({"hand": ["Glue", "Magnet", "Calculations"], "stall": [["Tireless Tinkerer"]],
                  "discard": ["Dangerous Test"]}, {"hand": ["Safety Precaution"]})
    s.apply(parse("play Magnet"))
    back = parse_position(to_toml(s))
    assert same_position(back, s)


def test_glue_is_found_by_name_not_id():
    s = position({"hand": ["Glue"]})
    glue = card_named(s, s.hands[0], "Glue")
    assert glue in deck_ids("platypuses")
    assert [c for c in deck_ids("platypuses") if _classic().card_type[c].name == "Glue"] == [glue]


@pytest.mark.parametrize("kind", ["calculations", "calculations_pay", "safety_precaution",
                                  "magnet", "dangerous_test", "glue"])
def test_each_step_has_a_translated_prompt(kind):
    from ludoteca.core.i18n import translate
    from ludoteca.dale.editions import classic as _classic
    STEPS = _classic().steps

    english = STEPS[kind].prompt
    for lang in ("ca", "es", "it", "fr"):
        assert translate(f"step.{kind}", english, lang) != english


def test_calculations_purchase_goes_card_by_card_over_the_cap(monkeypatch):
    """Over the engine's cap of whole purchases (docs/rulings.md, dale.market.payment) the
    purchase after Calculations starts with Calculations (``pay +N with Calculations``) and
    the engine's card-by-card payment follows."""
    from ludoteca.dale import engine

    monkeypatch.setattr("ludoteca.dale.purchase.MAX_WHOLE_PURCHASES", -1)
    s = _calc(["Calculations", "junk", "junk"], ["Cheer", "Raffle", "Cheer", "Tasters", "Magnet"])
    s.apply(parse("use Calculations"))
    s.apply(parse("take +4"))
    s.apply(parse("done"))
    assert s.legal_actions() == [("pay", 0, "Calculations"), ("pay", 1, "Calculations"),
                                 ("pay", 2, "Calculations")]
    s.apply(parse("pay +0 with Calculations"))
    assert s.decision().kind == "pay" and s.legal_actions() == [("pay", "junk")]
    s.apply(parse("pay junk"))
    s.apply(parse("pay junk"))
    s.apply(parse("done"))
    assert names(s, s.discards[0]) == ["Calculations", "junk", "junk"]
    assert "Magnet" in names(s, s.hands[0]) and s.active == 1


def test_greedy_uses_calculations_when_nothing_is_affordable():
    """Greedy: no purchase where the cards lie (Magnet at +3 costs 7), so it uses Calculations,
    moves the most valuable payable card to the cheap slots and buys it with all its cards."""
    import random

    from ludoteca.bots import make_bot
    from ludoteca.core.game import get_game

    game = get_game("dale")
    s = _calc(["Calculations", "junk", "junk"], ["Tasters", "Rumours", "", "Magnet", ""])
    bot = make_bot("greedy", game=game)
    chosen = []
    while s.active == 0 and s.decision().player == 0:
        a = bot.choose(game.view(s, 0), game.legal_actions(s), random.Random(0))
        chosen.append(a)
        s.apply(a)
    assert chosen[0] == ("use", "Calculations")
    assert chosen[-1] == ("buy", 0, ("Calculations", "junk", "junk"))
    assert "Magnet" in names(s, s.hands[0])
