"""Rule tests: the Market and Inventory actions card by card, canonical actions, short forms
(issues 13 and 14). Every expected value is worked out by hand in the docstring.

The engine lists purchases and Inventories whole while they are few (``purchase.MAX_WHOLE_PURCHASES``, ``inventory.MAX_WHOLE_INVENTORIES``,
see ``test_whole_or_card_by_card.py``); the tests here that look at the card-by-card listing
itself use the ``card_by_card`` fixture, which sets both caps below any count.

* ``dale.inventory.discard``: ``inventory`` (no card) or ``discard CARD`` … ``done``; the whole
  form ``inventory A, B`` stands for that sequence (``normalize_steps``);
* ``dale.discard.face_up``: the order in which a batch of cards goes onto a discard pile is not
  a choice: canonical token order, whatever the order of the picks (docs/rulings.md);
* ``dale.market.payment`` / ``dale.market.overpay``: ``pay +N with CARD`` … ``done`` offers only
  cards after which a legal payment can still be completed;
* apply accepts only canonical actions; ``normalize`` reads a short form as its only legal
  reading, and refuses an ambiguous one with the ``ambiguous`` reason.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ludoteca.core.errors import IllegalAction
from ludoteca.dale import new_game
from ludoteca.dale.editions import classic as _classic
cards_of = _classic().cards_of
from ludoteca.dale.notation import parse
from ludoteca.dale.positions import from_spec, to_toml
from ludoteca.dale.records import state_hash

from testkit.dale import names, refused
from ludoteca.cli.main import main

FOLK = ["macaws", "pandas", "squirrels"]


@pytest.fixture
def card_by_card(monkeypatch):
    """Purchases and Inventories listed card by card whatever their number."""
    from ludoteca.dale import engine

    monkeypatch.setattr("ludoteca.dale.purchase.MAX_WHOLE_PURCHASES", -1)
    monkeypatch.setattr("ludoteca.dale.inventory.MAX_WHOLE_INVENTORIES", -1)


def hand_position(hand, slots=("Spyglass", "Acorn", "Prepaid Good", "Empty Chest",
                               "Essential Purchase"), folk=FOLK, others=None, junk=2):
    # Prices (dale.market.price) with the default market: 4, 5, 4, 5, 7.
    return from_spec({
        "animalfolk": folk, "seed": 1,
        "market": {"slots": list(slots), "deck": ["Nostalgic Item"] if "squirrels" in folk
                   else []},
        "junk": {"pile": junk},
        "player": [{"hand": list(hand), "deck": ["junk"] * 6, "discard": []},
                   *(others or [{"hand": ["junk"] * 5, "deck": ["junk"] * 3}])]})


# -- Inventory -----------------------------------------------------------------------------
def test_inventory_is_chosen_card_by_card_rule_dale_inventory_discard(card_by_card):
    """dale.inventory.discard: the main decision offers "inventory" (no card) and the first card
    of every other inventory (one per distinct card: Accordion, Cookies, junk); after "discard
    junk" the choices are the cards left (Accordion, Cookies, junk) and "done"."""
    s = hand_position(["Cookies", "junk", "junk", "Accordion"])
    acts = s.legal_actions()
    assert ("inventory", ()) in acts
    assert [a for a in acts if a[0] == "discard"] == [
        ("discard", "Accordion"), ("discard", "Cookies"), ("discard", "junk")]
    assert not any(a[0] == "inventory" and a[1] for a in acts)
    refused(s, "inventory junk", "dale.inventory.discard")  # not listed, so not accepted
    s.apply(("discard", "junk"))
    assert s.decision().kind == "inventory" and s.actions_left == 0
    assert s.legal_actions() == [("discard", "Accordion"), ("discard", "Cookies"),
                                 ("discard", "junk"), ("done",)]
    s.apply(("discard", "Accordion"))
    s.apply(("done",))
    # Clean-up: hand Cookies, junk (2 cards), hand size 6 with Cookies: draw 4 junk.
    assert s.active == 1
    assert names(s, s.discards[0]) == ["Accordion", "junk"]


def test_discard_order_is_not_a_choice_rule_dale_discard_face_up(monkeypatch):
    """dale.discard.face_up (ruling): the cards of one Inventory go onto the discard pile in
    canonical order (Accordion, Cookies, junk: junk on top) whatever the order they were picked
    in, and the whole form "inventory Accordion, Cookies, junk" gives the very same state."""
    from ludoteca.dale import engine

    whole = hand_position(["Cookies", "junk", "junk", "Accordion"])
    whole.apply(parse("inventory Accordion, Cookies, junk"))  # listed whole (8 Inventories)
    monkeypatch.setattr("ludoteca.dale.inventory.MAX_WHOLE_INVENTORIES", -1)
    orders = [("junk", "Cookies", "Accordion"), ("Accordion", "junk", "Cookies"),
              ("Cookies", "Accordion", "junk")]
    finals = []
    for order in orders:
        s = hand_position(["Cookies", "junk", "junk", "Accordion"])
        s.apply(("discard", order[0]))
        for t in order[1:]:
            s.apply(("discard", t))
        s.apply(("done",))
        assert names(s, s.discards[0]) == ["Accordion", "Cookies", "junk"]
        finals.append(s.to_dict())
    assert all(f == whole.to_dict() for f in finals)


def test_inventory_tokens_out_of_order_are_refused_rule_dale_inventory_discard():
    """dale.inventory.discard: apply takes the canonical form only (the order of a tuple is not
    a way to choose the discard order); normalize writes it in order."""
    s = hand_position(["Cookies", "junk", "Accordion"])
    err = refused(s, ("inventory", ("junk", "Accordion")), "dale.inventory.discard")
    assert err.reason == "not_canonical_order"
    assert s.normalize(("inventory", ("junk", "Accordion"))) == ("inventory",
                                                                 ("Accordion", "junk"))


# -- Market, card by card ------------------------------------------------------------------
def test_payment_offers_only_cards_that_complete_a_legal_payment_rule_dale_market_overpay(card_by_card):
    """dale.market.overpay, price 4 (Spyglass at +0), hand Flashy Show 5, Shattered Relic 3,
    Cookies 2, junk 1, junk 1. After Shattered Relic (3): + junk = 4 exact, + Cookies = 5
    (excess 1 < 2 and < 3), + Flashy Show = 8 (excess 4 >= 3): only Cookies and junk; "done" is
    not offered (3 < 4). After junk too (4): no card may be added (any card's value would not
    exceed the excess), only "done"."""
    s = hand_position(["Flashy Show", "Shattered Relic", "Cookies", "junk", "junk"])
    assert ("pay", 0, "Shattered Relic") in s.legal_actions()
    s.apply(("pay", 0, "Shattered Relic"))
    assert s.decision().kind == "pay"
    assert s.legal_actions() == [("pay", "Cookies"), ("pay", "junk")]
    s.apply(("pay", "junk"))
    assert s.legal_actions() == [("done",)]
    s.apply(("done",))
    assert "Spyglass" in names(s, s.hands[0])
    assert names(s, s.discards[0]) == ["junk", "Shattered Relic"]  # canonical order


def test_stock_clearance_payment_may_grow_rule_dale_market_overpay(card_by_card):
    """dale.market.overpay is lifted by Stock Clearance: price 4, after Stock Clearance (5)
    "done" is offered and so is every other card (junk): 5, 6, 7 are all legal payments."""
    s = hand_position(["Stock Clearance", "junk", "junk"], folk=["macaws", "pandas", "squirrels"])
    s.apply(("pay", 0, "Stock Clearance"))
    assert s.legal_actions() == [("pay", "junk"), ("done",)]
    s.apply(("pay", "junk"))
    assert s.legal_actions() == [("pay", "junk"), ("done",)]
    s.apply(("pay", "junk"))
    assert s.legal_actions() == [("done",)]


def test_whole_purchase_is_the_shorthand_of_its_steps_rule_dale_market_payment(monkeypatch):
    """dale.market.payment: "buy +0 with Cookies, Shattered Relic" (5 for price 4), listed
    whole with this small hand, gives the state of "pay +0 with Cookies", "pay Shattered Relic",
    "done" of the card-by-card listing, which is what normalize_steps reads it as there."""
    from ludoteca.dale import engine

    a = hand_position(["Flashy Show", "Shattered Relic", "Cookies", "junk", "junk"])
    assert ("buy", 0, ("Cookies", "Shattered Relic")) in a.legal_actions()
    a.apply(parse("buy +0 with Cookies, Shattered Relic"))
    monkeypatch.setattr("ludoteca.dale.purchase.MAX_WHOLE_PURCHASES", -1)
    b = hand_position(["Flashy Show", "Shattered Relic", "Cookies", "junk", "junk"])
    steps = [parse(t) for t in ("pay +0 with Cookies", "pay Shattered Relic", "done")]
    assert b.normalize_steps(parse("buy +0 with Cookies, Shattered Relic")) == steps
    refused(b, "buy +0 with Cookies, Shattered Relic", "dale.market.payment")
    for step in steps:
        b.apply(step)
    assert a.to_dict() == b.to_dict()


def test_payment_tokens_out_of_order_are_refused_rule_dale_market_payment():
    """dale.market.payment: ("buy", 0, ("Shattered Relic", "junk")) is not canonical (the list
    is sorted, ignoring case: junk before Shattered Relic); apply refuses it and normalize
    gives the listed order."""
    s = hand_position(["Shattered Relic", "junk", "Cookies"])
    err = refused(s, ("buy", 0, ("Shattered Relic", "junk")), "dale.market.payment")
    assert err.reason == "not_canonical_order"
    assert s.normalize(("buy", 0, ("Shattered Relic", "junk"))) == (
        "buy", 0, ("junk", "Shattered Relic"))


# -- aliases and short forms -----------------------------------------------------------------
def test_alias_of_an_ability_is_refused_rule_dale_passive_reuse():
    """dale.passive.reuse: "use discard:Bold Haggler" is not an action (an ability is used from
    the hand); only "use Bold Haggler" is listed and accepted."""
    s = hand_position(["Bold Haggler", "junk"], folk=["macaws", "ocelots", "squirrels"],
                      slots=["Spyglass", "Charm", "Acorn", "Acorn", "Cookies"])
    assert ("use", "Bold Haggler") in s.legal_actions()
    refused(s, ("use", "discard:Bold Haggler"), "dale.passive.reuse")
    with pytest.raises(IllegalAction):
        s.normalize(("use", "discard:Bold Haggler"))


def test_ambiguous_short_form_is_refused_with_its_readings_rule_dale_copy_identity():
    """dale.copy.identity: seat 2's discard top is Spyglass (4), seat 3's is Cookies (2), so
    Reflection may copy either. Cookies at +0 costs 2: as Cookies (2) exact, as Spyglass (4)
    excess 2 < 4: both legal, so "buy +0 with Reflection" is ambiguous and the refusal lists
    both readings; "build Reflection" for stack 1 has no legal reading (2 or 4, never 1)."""
    s = hand_position(["Reflection", "junk"], slots=["Cookies", "Acorn", "Acorn", "Acorn", ""],
                      folk=["macaws", "chameleons", "squirrels", "pandas"], junk=0,
                      others=[{"hand": ["junk"] * 3, "deck": ["junk"], "discard": ["Spyglass"]},
                              {"hand": ["junk"] * 3, "deck": ["junk"], "discard": ["Cookies"]}])
    with pytest.raises(IllegalAction) as info:
        s.normalize(parse("buy +0 with Reflection"))
    err = info.value
    assert err.reason == "ambiguous"
    assert err.values["readings"] == ("buy +0 with Reflection as Cookies; "
                                      "buy +0 with Reflection as Spyglass")
    assert "several legal ways" in err.render("en")
    assert err.render("ca") != err.render("en")  # its own message id, translated
    assert s.normalize(parse("buy +0 with Reflection as Cookies")) == (
        "buy", 0, ("Reflection as Cookies",))
    with pytest.raises(IllegalAction) as info:
        s.normalize(parse("build Reflection"))
    assert info.value.rule_id == "dale.stall.exact_total"
    assert info.value.reason == "totals" and info.value.values["totals"] == "2, 4"


def test_short_form_accordion_reads_as_its_only_legal_value_rule_dale_stall_exact_total():
    """dale.stall.exact_total: stack 4 is next; Accordion (5) completes it only as Accordion-1,
    so "build Accordion" means "build Accordion-1" (never a false refusal)."""
    s = from_spec({"animalfolk": FOLK, "seed": 27,
                   "market": {"slots": ["Spyglass", "Cookies", "Acorn", "Acorn", "Acorn"]},
                   "player": [{"hand": ["Accordion", "junk"],
                               "stall": [["Stashing Vendor"], ["Empty Chest"],
                                         ["Nostalgic Item"]]},
                              {"hand": ["junk"]}]})
    assert s.normalize(parse("build Accordion")) == ("build", ("Accordion-1",))
    refused(s, ("build", ("Accordion",)), "dale.stall.exact_total")  # apply is literal


def cli(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


# -- sizes -------------------------------------------------------------------------------------
def _big_hand_position():
    folks = ["macaws", "pandas", "squirrels", "ocelots", "chameleons"]
    market = ["Cookies", "Spyglass", "Acorn", "Charm", "Accordion"]
    names_ = [c.name for f in folks for c in cards_of(f)]
    hand = [n for n in names_ if n not in market][:25]
    assert len(set(hand)) == 25 and "Stock Clearance" in hand
    return from_spec({
        "animalfolk": folks, "seed": 1,
        "market": {"slots": market, "deck": 3, "discard": ["Spyglass"]},
        "junk": {"pile": 0},
        "player": [{"hand": hand, "discard": ["Whirligig", "junk", "Nostalgic Item"],
                    "stall": [["Swift Broker"]]},
                   {"hand": ["junk"], "discard": ["Spyglass"]},
                   {"hand": ["junk"]}, {"hand": ["junk"]}]})


def test_a_hand_of_25_distinct_cards_lists_few_actions_rule_dale_inventory_discard(
        capsys, tmp_path):
    """dale.inventory.discard, dale.market.payment: with 25 different cards (Stock Clearance
    among them) nothing is enumerated as subsets: 1 + 25 inventory choices, the purchases by
    their first card; moves, show and check finish and the listing stays small."""
    s = _big_hand_position()
    acts = s.legal_actions()
    assert len(acts) < 600
    assert sum(1 for a in acts if a[0] in ("inventory", "discard")) == 26
    f = tmp_path / "big.toml"
    f.write_text(to_toml(s))
    code, out, _ = cli(capsys, "moves", "dale", str(f))
    assert code == 0 and len(out.splitlines()) == len(acts)
    code, out, _ = cli(capsys, "show", "dale", str(f))
    assert code == 0
    whole = "inventory " + ", ".join(sorted((s.type_of(c).name for c in s.hands[0]),
                                            key=lambda t: (t.lower(), t)))
    code, out, _ = cli(capsys, "check", "dale", str(f), whole)
    assert code == 0 and out.splitlines()[0] == "legal"
    read = out.splitlines()[1]  # read as its 26 listed steps: 25 cards and done
    assert read.startswith("Read as: discard Blindfold; discard Bold Haggler;")
    assert read.count("discard ") == 25 and read.endswith("; done")
    code, out, _ = cli(capsys, "check", "dale", str(f),
                       "buy +4 with Stock Clearance, Gamble, Blindfold, Swift Broker")
    assert code == 0 and out.splitlines()[0] == "legal"
    assert ("pay +4 with Blindfold; pay Gamble; pay Stock Clearance; pay Swift Broker; done"
            in out)
    s.apply(("pay", 4, "Stock Clearance"))
    assert len(s.legal_actions()) < 120


# -- old records ---------------------------------------------------------------------------------
def test_old_whole_action_records_replay_to_the_same_state():
    """Records written before Market and Inventory went card by card (whole "buy +N with …"
    and "inventory …" lines; three games made by that engine, with its final state hashes)
    replay to the very same states."""
    games = json.loads((Path(__file__).parent / "data" / "old_notation_games.json").read_text())
    for g in games:
        s = new_game(g["players"], seed=g["seed"])
        for text in g["actions"]:
            s.apply(s.normalize(parse(text)))
        assert state_hash(s) == g["hash"], g["seed"]


def test_changed_value_may_be_left_out_when_unambiguous_rule_dale_value_altered(card_by_card):
    """dale.value.altered: after its ability, Bold Haggler's token shows its value
    ("Bold Haggler=V", V = 1 + the roll); "discard Bold Haggler" means that card (the only one),
    while apply takes only the listed token."""
    from ludoteca.dale import mechanics

    s = hand_position(["Bold Haggler", "junk"], folk=["macaws", "ocelots", "squirrels"],
                      slots=["Spyglass", "Charm", "Acorn", "Acorn", "Cookies"])
    s.apply(("use", "Bold Haggler"))
    card = s.hands[0][0] if s.type_of(s.hands[0][0]).name == "Bold Haggler" else s.hands[0][1]
    v = mechanics.value_of(s, card)
    assert v == 1 + s.effects[-1][2]
    assert ("discard", f"Bold Haggler={v}") in s.legal_actions()
    refused(s, ("discard", "Bold Haggler"), "dale.inventory.discard")
    assert s.normalize(("discard", "Bold Haggler")) == ("discard", f"Bold Haggler={v}")


def test_card_by_card_payments_are_exactly_the_legal_payments_rule_dale_market_overpay(card_by_card):
    """dale.market.payment, dale.market.overpay: in positions of seeded random games (2–4
    players), the whole purchases reachable through "pay +N with …", "pay …", "done" are
    exactly the payments of the direct enumeration of the payment rules (every multiset of hand
    cards, each card counted as each of its identities, that reaches the price without a
    removable card unless Stock Clearance pays; Market Discovery for the market discard pile)."""
    import random

    from ludoteca.dale import engine
    from testkit.dale import payments

    checked = 0
    for seed in range(6):
        s = new_game(2 + seed % 3, seed=seed)
        r = random.Random(seed)
        for _ in range(120):
            if s.winner is not None:
                break
            if not s.frames:
                p = s.active
                expected = sorted(
                    ("buy", slot, pay) for slot in engine.buy_targets(s, p)
                    for pay in engine.payments_for(s, p, engine.price(s, slot),
                                                need="Market Discovery" if slot == -1 else None))
                assert sorted(payments(s)) == expected
                checked += 1
            s.apply(r.choice(s.legal_actions()))
    assert checked > 100


def test_numbers_must_be_ints_rule_dale_turn_one_action():
    """dale.turn.one_action: ("take", True) or ("take", 0.0) compare equal to ("take", 0) in
    Python but are not actions: refused as malformed."""
    s = hand_position(["Prepaid Good", "junk"])
    s.apply(parse("play Prepaid Good"))
    assert ("take", 0) in s.legal_actions()
    for bad in (("take", False), ("take", 0.0), ("buy", True, ())):
        err = refused(s, bad, "dale.turn.one_action")
        assert err.reason == "malformed"
