"""Rule tests: purchases and Inventories are listed whole where they are few and card by card
where they are many (docs/notation.md, "Whole actions where they are few"; issues 13, 14, 18).

* ``dale.market.payment`` / ``dale.market.overpay``: at most ``purchase.MAX_WHOLE_PURCHASES``
  purchases (all slots) are listed as ``buy +N with …``; over it, ``pay +N with CARD`` … ``done``;
* ``dale.inventory.discard``: at most ``inventory.MAX_WHOLE_INVENTORIES`` Inventories are listed as
  ``inventory …``; over it, ``inventory`` and ``discard CARD`` … ``done``;
* in either listing ``apply`` takes exactly what is listed; a whole text where the listing is
  card by card is read as its steps (``normalize_steps``).

Every expected value is worked out by hand in the docstring.
"""

from __future__ import annotations

import random

import pytest

from ludoteca.core.errors import IllegalAction
from ludoteca.dale import engine, new_game
from ludoteca.dale.notation import parse, to_text
from ludoteca.dale.positions import from_spec
from ludoteca.dale.views import view

from testkit.dale import names, refused

FOLK = ["macaws", "pandas", "squirrels"]


def position(hand, slots=("Spyglass", "Acorn", "Prepaid Good", "Empty Chest",
                          "Essential Purchase"), discard=()):
    # Prices (dale.market.price): Spyglass 4+0, Acorn 4+1, Prepaid Good 2+2, Empty Chest 2+3,
    # Essential Purchase 3+4 = 4, 5, 4, 5, 7.
    return from_spec({
        "animalfolk": FOLK, "seed": 1,
        "market": {"slots": list(slots), "deck": ["Nostalgic Item"]},
        "junk": {"pile": 2},
        "player": [{"hand": list(hand), "deck": ["junk"] * 6, "discard": list(discard)},
                   {"hand": ["junk"] * 5, "deck": ["junk"] * 3}]})


def texts(actions):
    return [to_text(a) for a in actions]


def test_a_normal_hand_lists_whole_purchases_and_inventories_rule_dale_market_overpay():
    """dale.market.payment, dale.market.overpay, dale.inventory.discard. Hand Accordion 5,
    Cookies 2, junk 1, junk 1; prices 4, 5, 4, 5, 7.
    Price 4: Accordion (excess 1 < 5) or Cookies+junk+junk (exact); Accordion+junk overpays
    (excess 2 >= 1), Cookies+junk is short. Price 5: Accordion only (Accordion+junk: excess 1 >=
    1). Price 7: Accordion+Cookies or Accordion+junk+junk (exact); all four cards = 9 (excess 2
    >= junk). 8 purchases in all, slot by slot, cards in canonical order.
    Inventories: (1+1)(1+1)(2+1) = 12, the fewest cards first."""
    s = position(["Cookies", "junk", "junk", "Accordion"])
    acts = s.legal_actions()
    assert texts(a for a in acts if a[0] == "buy") == [
        "buy +0 with Accordion", "buy +0 with Cookies, junk, junk",
        "buy +1 with Accordion",
        "buy +2 with Accordion", "buy +2 with Cookies, junk, junk",
        "buy +3 with Accordion",
        "buy +4 with Accordion, Cookies", "buy +4 with Accordion, junk, junk"]
    assert [engine.count_payments(s, 0, slot) for slot in range(5)] == [2, 1, 2, 1, 2]
    assert texts(a for a in acts if a[0] == "inventory") == [
        "inventory", "inventory Accordion", "inventory Cookies", "inventory junk",
        "inventory Accordion, Cookies", "inventory Accordion, junk", "inventory Cookies, junk",
        "inventory junk, junk", "inventory Accordion, Cookies, junk",
        "inventory Accordion, junk, junk", "inventory Cookies, junk, junk",
        "inventory Accordion, Cookies, junk, junk"]
    assert engine.count_inventories(s, 0) == 12
    assert not any(a[0] in ("pay", "discard") for a in acts)
    # The card-by-card starts are not listed here, so apply refuses them.
    assert refused(s, "pay +0 with Accordion", "dale.market.payment").reason == "whole_listed"
    assert refused(s, "discard junk", "dale.inventory.discard").reason == "whole_listed"
    s.apply(parse("inventory junk, junk"))
    assert names(s, s.discards[0]) == ["junk", "junk"]


def test_inventories_go_card_by_card_over_512_rule_dale_inventory_discard():
    """dale.inventory.discard: 9 different cards have 2^9 = 512 Inventories (at the cap: listed
    whole, 512 of them); 10 different cards have 1024 (over it: "inventory" and the 10 first
    cards are listed). There a typed "inventory junk, Cookies" is read as "discard Cookies",
    "discard junk", "done", and apply refuses the whole form."""
    nine = ["Accordion", "Cookies", "Empty Chest", "Essential Purchase", "Flashy Show",
            "Market Discovery", "Nostalgic Item", "Prepaid Good", "junk"]
    s = position(nine, slots=("Spyglass", "Acorn", "Acorn", "Shattered Relic", "Spyglass"))
    assert engine.count_inventories(s, 0) == 512
    assert sum(1 for a in s.legal_actions() if a[0] == "inventory") == 512
    s = position(nine + ["Stashing Vendor"],
                 slots=("Spyglass", "Acorn", "Acorn", "Shattered Relic", "Spyglass"))
    assert engine.count_inventories(s, 0) == 1024
    acts = s.legal_actions()
    assert [a for a in acts if a[0] == "inventory"] == [("inventory", ())]
    assert len([a for a in acts if a[0] == "discard"]) == 10
    steps = s.normalize_steps(parse("inventory junk, Cookies"))
    assert steps == [("discard", "Cookies"), ("discard", "junk"), ("done",)]
    err = refused(s, "inventory Cookies, junk", "dale.inventory.discard")
    assert err.reason == "steps_listed"
    for a in steps:
        s.apply(a)
    assert names(s, s.discards[0]) == ["Cookies", "junk"]  # canonical order, junk on top


def test_stock_clearance_in_a_large_hand_puts_purchases_card_by_card_rule_dale_market_overpay():
    """dale.market.overpay: with Stock Clearance (5) every payment holding it that reaches the
    price is legal. Hand: Stock Clearance and 10 different cards of value 2 or more; each slot
    (prices 4, 5, 4, 5, 7) already has at least 2^10 = 1024 payments holding Stock Clearance
    (it reaches every price with any of the others but price 7, and with one more card of value
    >= 2 that one too: at least 1023) — over 512, so purchases go card by card: Stock Clearance
    starts a purchase at every slot. Without Stock Clearance the same 10 cards stay whole."""
    ten = ["Accordion", "Cookies", "Empty Chest", "Essential Purchase", "Flashy Show",
           "Market Discovery", "Nostalgic Item", "Prepaid Good", "Shattered Relic",
           "Stashing Vendor"]
    slots = ("Spyglass", "Acorn", "Acorn", "Acorn", "Spyglass")
    s = position(ten + ["Stock Clearance"], slots=slots)
    assert not engine.purchases_whole(s, 0)
    assert engine.count_payments(s, 0, 0) > 1023
    acts = s.legal_actions()
    assert not any(a[0] == "buy" for a in acts)
    assert [a[1] for a in acts if a[0] == "pay" and a[2] == "Stock Clearance"] == [0, 1, 2, 3, 4]
    s2 = position(ten, slots=slots)
    assert engine.purchases_whole(s2, 0)
    assert any(a[0] == "buy" for a in s2.legal_actions())
    assert not any(a[0] == "pay" for a in s2.legal_actions())
    # A whole purchase typed there is read as its steps, in canonical order.
    steps = s.normalize_steps(parse("buy +0 with Stock Clearance, Cookies"))
    assert steps == [("pay", 0, "Cookies"), ("pay", "Stock Clearance"), ("done",)]
    refused(s, "buy +0 with Cookies, Stock Clearance", "dale.market.payment")


def test_the_count_of_purchases_is_the_number_listed_rule_dale_market_payment():
    """dale.market.payment: count_payments (a count by total, smallest value and flags) equals
    the number of payments the enumeration finds, in positions of seeded random games and in
    hands holding Stock Clearance and Market Discovery."""
    checked = 0
    for seed in range(5):
        s = new_game(2 + seed % 3, seed=seed)
        r = random.Random(seed)
        for _ in range(80):
            if s.winner is not None:
                break
            if not s.frames:
                p = s.active
                for slot in engine.buy_targets(s, p):
                    need = "Market Discovery" if slot == -1 else None
                    assert engine.count_payments(s, p, slot) == len(
                        engine.payments_for(s, p, engine.price(s, slot), need))
                    checked += 1
            s.apply(r.choice(s.legal_actions()))
    s = from_spec({
        "animalfolk": FOLK, "seed": 3,
        "market": {"slots": ["Spyglass", "Acorn", "Cookies", "Empty Chest", "Acorn"],
                   "deck": 2, "discard": ["Spyglass"]},
        "player": [{"hand": ["Stock Clearance", "Market Discovery", "Cookies", "junk", "junk",
                             "Accordion", "Prepaid Good"]}, {"hand": ["junk"]}]})
    for slot in engine.buy_targets(s, 0):
        need = "Market Discovery" if slot == -1 else None
        n = len(engine.payments_for(s, 0, engine.price(s, slot), need))
        assert engine.count_payments(s, 0, slot) == n > 0
        checked += 1
    assert -1 in engine.buy_targets(s, 0) and checked > 150


def test_the_view_shows_a_card_by_card_purchase_and_inventory(monkeypatch):
    """During a card-by-card purchase the deciding seat's view holds the slot (+0), its price
    (Spyglass 4) and the cards paid so far (Cookies), and the terminal's header line says so;
    during a card-by-card Inventory, the cards discarded so far (junk). The other seat's view
    holds neither."""
    from ludoteca.cli.render import header

    monkeypatch.setattr("ludoteca.dale.purchase.MAX_WHOLE_PURCHASES", -1)
    monkeypatch.setattr("ludoteca.dale.inventory.MAX_WHOLE_INVENTORIES", -1)
    s = position(["Cookies", "junk", "junk", "Accordion"])
    s.apply(parse("pay +0 with Cookies"))
    d = view(s, 0)["decision"]
    assert (d["kind"], d["slot"], d["price"], d["paying"]) == ("pay", 0, 4, ["Cookies"])
    assert "paying" not in view(s, 1)["decision"]
    assert "buying +0 (price 4), paid so far: Cookies" in header(view(s, 0)).plain
    s = position(["Cookies", "junk", "junk", "Accordion"])
    s.apply(parse("discard junk"))
    assert view(s, 0)["decision"]["discarded"] == ["junk"]
    assert "discarded" not in view(s, 1)["decision"]
    assert "discarded so far: junk" in header(view(s, 0)).plain


@pytest.mark.parametrize("text", ["inventory Accordion, junk", "buy +0 with Accordion"])
def test_a_whole_action_where_listed_whole_is_one_step(text):
    """normalize_steps of a listed whole action is that action alone."""
    s = position(["Cookies", "junk", "junk", "Accordion"])
    assert s.normalize_steps(parse(text)) == [parse(text)]
    with pytest.raises(IllegalAction):
        s.normalize_steps(parse("buy +0 with Accordion, junk"))  # overpays either way


def test_the_terminal_reads_a_whole_inventory_as_its_steps_rule_dale_inventory_discard():
    """dale.inventory.discard: with 10 different cards (1024 Inventories, card by card) a person
    types "inventory junk, Cookies"; the terminal applies "discard Cookies", "discard junk",
    "done" (three log lines), so Cookies then junk (on top) are on seat 1's discard pile and the
    turn passes to seat 2."""
    import io

    from rich.console import Console

    from ludoteca.cli.play import play_dale
    from ludoteca.core.i18n import set_language

    set_language("en")
    hand = ["Accordion", "Cookies", "Empty Chest", "Essential Purchase", "Flashy Show",
            "Market Discovery", "Nostalgic Item", "Prepaid Good", "junk", "Stashing Vendor"]
    s = position(hand, slots=("Spyglass", "Acorn", "Acorn", "Shattered Relic", "Spyglass"))
    answers = iter(["inventory junk, Cookies"])

    def typed(prompt: str) -> str:
        return next(answers, None) or (_ for _ in ()).throw(EOFError)

    buf = io.StringIO()
    console = Console(file=buf, width=120, height=60)
    play_dale(["human", "greedy"], None, 1, console, input_fn=typed, max_turns=3, state=s,
              confirm=False, seed_known=False)
    out = buf.getvalue()
    logged = [line for line in out.splitlines() if line.startswith("T1 Seat 1 (human): ")]
    assert [line.split(": ", 1)[1] for line in logged] == ["discard Cookies", "discard junk",
                                                            "done"]
    assert "  junk: from your hand to your discard pile\n" in out
    assert "Turn 3 — Seat 1" in out  # the turn passed to seat 2 and came back
