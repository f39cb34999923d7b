"""Cards own their rules (issue 12, item 3; issue 25, item 1): a deck is one declaration, a
ruleset is built from an explicit list of decks, and its checks fail loudly when it is built
(:class:`ludoteca.dale.ruleset.Ruleset`). Each case uses a throwaway deck declared in the test
and a ruleset of the test's own, which lives beside the classic edition's.
"""

from __future__ import annotations

import importlib
import sys
import textwrap
from pathlib import Path

import pytest

from ludoteca.dale import editions, new_game
from ludoteca.dale import mechanics as m
from ludoteca.dale.card_rules import CardRulesError, Deck, pushed_kinds
from ludoteca.dale.cards import ABILITY, DALE1_BOX, PASSIVE, TECHNIQUE
from ludoteca.dale.steps import Frame

KEY = "lanterns"
SRC = Path(__file__).resolve().parents[2] / "src"


def _rows(**kinds: str) -> list[tuple]:
    """Six rows of a throwaway deck, all plain passives unless ``kinds`` says otherwise
    (``Wax_Candle="T"``; ``"cham"``: a chameleon passive)."""
    names = ["Paper Lantern", "Wax Candle", "Brass Wick", "Glass Chimney", "Silk Shade",
             "Moon Beacon"]
    values = [1, 2, 3, 4, 5, 5]
    copies = [0, 3, 3, 3, 1, 1]
    out = []
    for name, value, n in zip(names, values, copies):
        kind = kinds.get(name.replace(" ", "_"), PASSIVE)
        out.append((name, value, PASSIVE if kind == "cham" else kind, False, n, kind == "cham"))
    return out


def _with(deck: Deck, decks=DALE1_BOX):
    """A ruleset of the classic six (or ``decks``) and the test's deck, built here."""
    return editions.build("classic", list(decks) + [deck])


def test_the_classic_ruleset_keeps_the_ids_of_every_record() -> None:
    rules = editions.classic()
    assert rules.decks[:len(DALE1_BOX)] == DALE1_BOX and len(rules.decks) == 27
    # dale.setup.decks: ids 20 + 15 k … for the k-th deck, in the order of the box.
    assert [rules.card_type[rules.deck_ids(f)[0]].name for f in DALE1_BOX] == [
        "Swift Broker", "Loyal Partner", "Wily Fellow", "Stashing Vendor", "Bold Haggler",
        "Flexible Shopkeeper"]
    assert rules.n_cards == 20 + 15 * 27 == 425
    assert editions.classic() is rules  # built once, shared by every game


def test_importing_the_engine_or_a_deck_registers_nothing() -> None:
    """The done-when of issue 25: ``import ludoteca.dale`` loads no deck, and a deck module
    imported by hand changes no ruleset that exists."""
    import subprocess

    code = ("import sys, ludoteca.dale; "
            "print(sorted(m for m in sys.modules if m.startswith('ludoteca.dale.animalfolk.')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"
    before = dict(editions.classic().techniques)
    importlib.reload(importlib.import_module("ludoteca.dale.animalfolk.macaws"))
    assert editions.classic().techniques == before


def test_two_rulesets_live_in_one_process() -> None:
    """A ruleset with the test's deck gives that deck the 15 ids after the box's; the classic
    ruleset does not know it, and games of both play side by side."""
    deck = Deck(KEY, "Lanterns", _rows())
    mine = _with(deck)
    assert mine.decks == DALE1_BOX + (KEY,)
    assert mine.deck_ids(KEY) == range(110, 125)
    assert KEY not in editions.classic().decks
    ours = new_game(2, animalfolk=[KEY, "macaws", "pandas"], seed=4, box=mine.decks, rules=mine)
    classic = new_game(2, seed=4)
    assert ours.cfg.rules is mine and classic.cfg.rules is editions.classic()
    assert ours.clone().cfg.rules is mine  # clones share their ruleset
    assert ours.type_of(110).name == "Paper Lantern"


def test_a_technique_without_an_effect_fails() -> None:
    with pytest.raises(CardRulesError, match="technique 'Wax Candle' has no effect"):
        _with(Deck(KEY, "Lanterns", _rows(Wax_Candle=TECHNIQUE)))


def test_a_passive_with_an_ability_but_none_declared_fails() -> None:
    deck = Deck(KEY, "Lanterns", _rows(Brass_Wick=ABILITY))
    with pytest.raises(CardRulesError, match="passive 'Brass Wick' has an ability but none"):
        _with(deck)
    deck.ability("Brass Wick", lambda s, p, c: True, lambda s, p, c: None)
    assert "Brass Wick" in _with(deck).abilities  # declared: the check passes


def test_a_chameleon_without_copy_sources_fails() -> None:
    with pytest.raises(CardRulesError, match="chameleon 'Silk Shade' has no copy_sources"):
        _with(Deck(KEY, "Lanterns", _rows(Silk_Shade="cham")))


def test_a_hook_for_an_unknown_card_or_an_unknown_hook_fails() -> None:
    deck = Deck(KEY, "Lanterns", _rows())
    with pytest.raises(CardRulesError, match="no such card"):
        deck.hooks("Ghost Lantern", stack_junk=True)
    with pytest.raises(CardRulesError, match="unknown hook 'glows'"):
        deck.hooks("Wax Candle", glows=True)
    with pytest.raises(CardRulesError, match="'on_built' must be a function"):
        deck.hooks("Wax Candle", on_built=True)
    deck.hooks("Wax Candle", stack_adjust=(1,))
    with pytest.raises(CardRulesError, match="given twice"):
        deck.hooks("Wax Candle", stack_adjust=(1,))


def test_every_pushed_step_kind_has_a_declared_step() -> None:
    """A module that pushes a frame kind no deck declares is found (read from the source by a
    test, not at import)."""
    rules = editions.classic()
    kinds = set(rules.frames_all()) | set(rules.pending)
    missing = {}
    for name in rules.modules + (editions.ENGINE,) + tuple(
            f"ludoteca.dale.{mod}" for mod in ("turn", "technique", "stall", "purchase")):
        # the source in the repository (a compiled build's module is a C extension)
        source = (SRC / (name.replace(".", "/") + ".py")).read_text(encoding="utf-8")
        left = pushed_kinds(source) - kinds
        if left:
            missing[name] = left
    assert missing == {}
    push = "state.frames" + '.append(("lantern_glow", p))'  # split: this file pushes nothing
    assert pushed_kinds(textwrap.dedent(f"def f(state, p):\n    {push}\n")) == {"lantern_glow"}


def test_a_deck_refuses_bad_rows() -> None:
    with pytest.raises(CardRulesError, match="'Accordion' is already used"):
        _with(Deck(KEY, "Lanterns", _rows()[:5] + [("Accordion", 5, PASSIVE, False, 1, False)]),
              decks=DALE1_BOX + ("platypuses",))
    with pytest.raises(CardRulesError, match="15 physical cards"):
        Deck(KEY, "Lanterns", _rows()[:5])
    with pytest.raises(CardRulesError, match="kind 'X'"):
        Deck(KEY, "Lanterns", _rows(Wax_Candle="X"))
    with pytest.raises(CardRulesError, match="lower-case word"):
        Deck("Lanterns", "Lanterns", _rows())
    with pytest.raises(CardRulesError, match="given twice"):
        editions.build("classic", ["macaws", "macaws"])


def test_a_hook_of_a_new_deck_changes_the_rules_with_no_engine_change() -> None:
    """dale.cleanup.draw through the ``hand_size`` hook and dale.stall.no_junk through
    ``stack_junk``, for cards of a deck the engine has never heard of."""
    deck = Deck(KEY, "Lanterns", _rows())
    deck.hooks("Wax Candle", hand_size=2)
    deck.hooks("Paper Lantern", stack_junk=True)
    rules = _with(deck)
    s = new_game(2, animalfolk=[KEY, "macaws", "pandas"], seed=4, box=rules.decks, rules=rules)
    candle = next(c for c in rules.deck_ids(KEY) if rules.card_type[c].name == "Wax Candle")
    lantern = next(c for c in s.decks[0] + s.hands[0] if s.type_of(c).name == "Paper Lantern")
    s.market_deck = [c for c in s.market_deck if c != candle]
    s.market = [c if c != candle else -1 for c in s.market]
    for pile in (s.decks[0], s.hands[0]):
        if lantern in pile:
            pile.remove(lantern)
    s.hands[0] = [lantern, candle, 0, 1, 2]
    assert m.hand_size(s, 0) == 5 + 2
    s.active, s.frames = 0, []
    first = s.market_deck.pop()  # any card: the stall's first stack
    s.stalls[0] = [(first,)]
    # Stack 2 = Paper Lantern (1) + junk (1): legal only through the lantern's hook.
    assert ("build", ("junk", "Paper Lantern")) in s.legal_actions()
    plain = _with(Deck(KEY, "Lanterns", _rows()))
    t = new_game(2, animalfolk=[KEY, "macaws", "pandas"], seed=4, box=plain.decks, rules=plain)
    t.hands[0], t.active, t.frames, t.stalls[0] = list(s.hands[0]), 0, [], [(first,)]
    t.market, t.market_deck, t.decks = list(s.market), list(s.market_deck), [x[:] for x in s.decks]
    assert ("build", ("junk", "Paper Lantern")) not in t.legal_actions()


def test_the_example_of_docs_cards_md_adds_a_deck() -> None:
    """docs/cards.md: its Python example declares a data-only deck with a hook, builds a
    ruleset with it and sets up a game, as written."""
    import re

    doc = Path(__file__).resolve().parents[2] / "docs" / "cards.md"
    (code,) = re.findall(r"^```python\n(.*?)^```$", doc.read_text(encoding="utf-8"), re.S | re.M)
    scope: dict = {}
    exec(compile(code, str(doc), "exec"), scope)
    state, rules = scope["state"], scope["rules"]
    assert state.animalfolk == [KEY, "macaws", "pandas"]
    assert rules.hooks["hand_size"]["Wax Candle"] == 1
    # The deck comes last in the list: the last 15 ids (110–124 after the classic six).
    assert rules.deck_ids(KEY) == range(110, 125)
    assert KEY not in editions.classic().decks


def test_a_turn_wide_effect_of_a_new_deck_raises_every_value() -> None:
    """dale.value.order through the ``turn_effect`` hook: a new technique whose effect makes
    every card count 2 more, read by the value code, the views and position files alike."""
    from ludoteca.dale import positions
    from ludoteca.dale.views import view

    deck = Deck(KEY, "Lanterns", _rows(Moon_Beacon=TECHNIQUE))
    deck.technique("Moon Beacon")(lambda state, p, card: state.effects.append(("moon",)))
    deck.hooks("Moon Beacon", turn_effect=("moon", 2))
    with pytest.raises(CardRulesError, match="'turn_effect' is \\(kind, delta\\)"):
        deck.hooks("Silk Shade", turn_effect="moon")
    rules = _with(deck)
    s = new_game(2, animalfolk=[KEY, "macaws", "pandas"], seed=2, box=rules.decks, rules=rules)
    card = s.hands[s.active][0]
    before = m.value_of(s, card)
    s.effects.append(("moon",))
    assert m.value_of(s, card) == before + 2
    assert not m.personal(s, card)
    assert view(s, 0)["effects"] == [{"msg": "effect.add", "kind": "moon", "card": "Moon Beacon",
                                      "n": 2}]
    assert positions._effect(s, "moon beacon", None) == ("moon",)  # a position file's effect


def test_an_effect_step_or_ability_declared_twice_fails() -> None:
    deck = Deck(KEY, "Lanterns", _rows(Wax_Candle=TECHNIQUE, Brass_Wick=ABILITY))
    deck.technique("Wax Candle")(lambda state, p, card: None)
    with pytest.raises(CardRulesError, match="effect is declared twice for 'Wax Candle'"):
        deck.technique("Wax Candle")(lambda state, p, card: None)
    deck.decision("lantern_glow", Frame())(type("Glow", (), {}))
    with pytest.raises(CardRulesError, match="step kind 'lantern_glow' is declared twice"):
        deck.decision("lantern_glow", Frame())(type("Again", (), {}))
    deck.ability("Brass Wick", lambda s, p, c: True, lambda s, p, c: None)
    with pytest.raises(CardRulesError, match="ability is declared twice for 'Brass Wick'"):
        deck.ability("Brass Wick", lambda s, p, c: True, lambda s, p, c: None)
    # Across decks: a step kind of the test's deck that a classic deck declares already.
    again = Deck(KEY, "Lanterns", _rows())
    again.decision("spyglass_keep", Frame())(type("Again", (), {}))
    with pytest.raises(CardRulesError, match="'spyglass_keep' is declared twice"):
        _with(again)


def _declared(deck: Deck) -> None:
    """The throwaway deck's six cards declared one by one with ``Deck.card``: Wax Candle a
    technique (its effect decorated), the rest passives, Silk Shade with a hook."""
    deck.card("Paper Lantern", 1, PASSIVE, bonus=False, summary="A lantern.")

    @deck.card("Wax Candle", 2, copies=3, score=4, bonus_first=True, summary="Draw 1 card.")
    def wax_candle(state, p: int, card: int) -> None:
        m.draw(state, p, 1)

    deck.card("Brass Wick", 3, PASSIVE, copies=3, bonus=False)
    deck.card("Glass Chimney", 4, PASSIVE, copies=3, bonus=False)
    deck.card("Silk Shade", 5, PASSIVE, copies=1, bonus=False, hand_size=1)
    deck.card("Moon Beacon", 5, PASSIVE, copies=1, bonus=False)


def test_a_card_is_one_declaration_with_its_row_summary_hints_hooks_and_effect() -> None:
    """Issue 25, item 2: ``deck.card`` declares a card whole; the ruleset built from it holds
    the same tables as one built from rows, ``summarize``, ``bot_hints`` and ``hooks``, and
    the ids follow the order of declaration (dale.setup.decks)."""
    one = Deck(KEY, "Lanterns")
    _declared(one)
    rows = _rows(Wax_Candle=TECHNIQUE)
    rows[1] = ("Wax Candle", 2, TECHNIQUE, True, 3, False)
    old = Deck(KEY, "Lanterns", rows)
    old.summarize({"Paper Lantern": "A lantern.", "Wax Candle": "Draw 1 card."})
    old.bot_hints(score={"Wax Candle": 4}, bonus_first={"Wax Candle"})
    old.hooks("Silk Shade", hand_size=1)
    old.technique("Wax Candle")(one.techniques["Wax Candle"])
    a, b = _with(one), _with(old)
    assert [t.name for t in a.cards_of(KEY)] == ["Paper Lantern", "Wax Candle", "Brass Wick",
                                                 "Glass Chimney", "Silk Shade", "Moon Beacon"]
    row = lambda t: (t.name, t.animalfolk, t.value, t.kind, t.bonus, t.copies, t.chameleon)
    assert [row(t) for t in a.cards_of(KEY)] == [row(t) for t in b.cards_of(KEY)]
    assert a.cards_of(KEY)[1].bonus and not a.cards_of(KEY)[0].bonus
    assert a.summaries["Wax Candle"] == "Draw 1 card." and a.summary_ids["Wax Candle"] == \
        "card.Wax Candle"
    assert a.bot_scores["Wax Candle"] == 4 and "Wax Candle" in a.bot_bonus_first
    assert a.hooks["hand_size"]["Silk Shade"] == 1
    assert a.techniques["Wax Candle"] is b.techniques["Wax Candle"]
    assert a.deck_ids(KEY) == b.deck_ids(KEY) == range(110, 125)


def test_a_deck_declared_card_by_card_is_checked_when_its_cards_are_read() -> None:
    """A deck declared with ``deck.card`` may name a card (a hook, a summary) before the card
    is declared; what is still missing or wrong is refused when the ruleset reads its cards,
    and a card declared out of value order is refused at once (ids rise with the value)."""
    short = Deck(KEY, "Lanterns")
    short.card("Paper Lantern", 1, PASSIVE)
    with pytest.raises(CardRulesError, match="15 physical cards"):
        _with(short)
    early = Deck(KEY, "Lanterns")
    early.hooks("Moon Beacon", hand_size=1)  # declared below: accepted
    early.summarize({"Ghost Lamp": "Never declared."})
    _declared(early)
    with pytest.raises(CardRulesError, match="summary for 'Ghost Lamp'"):
        _with(early)
    order = Deck(KEY, "Lanterns")
    order.card("Brass Wick", 3, PASSIVE, copies=3)
    with pytest.raises(CardRulesError, match="rising value"):
        order.card("Paper Lantern", 1, PASSIVE)
    assert [t.name for t in order._types] == ["Brass Wick"]  # the refused card is not kept


def test_a_reprint_keeps_a_card_by_declaring_it_with_keep() -> None:
    """``reprint()`` without rows, then ``deck.card(..., keep=...)``: the kept card takes the
    source deck's effect, summary and hints (issue 30: a card the same in both editions is
    written once); a kept card that changed its value, or that the source has not, is
    refused."""
    source = Deck(KEY, "Lanterns")
    _declared(source)
    new = source.reprint(module=__name__, edition="remaster")
    new.card("Paper Lantern", 1, PASSIVE, keep=True)
    new.card("Wax Lamp", 2, copies=3, keep="Wax Candle")
    with pytest.raises(CardRulesError, match="keeps 'Glass Chimney'"):
        new.card("Glass Chimney", 3, PASSIVE, copies=3, keep=True)  # its value was 4
    with pytest.raises(CardRulesError, match="keeps 'Lamp Oil'"):
        new.card("Lamp Oil", 3, PASSIVE, copies=3, keep=True)
    new.card("Brass Wick", 3, PASSIVE, copies=3)
    new.card("Glass Chimney", 4, PASSIVE, copies=3, summary="Reworked.")
    new.card("Silk Shade", 5, PASSIVE, copies=1)
    new.card("Moon Beacon", 5, PASSIVE, copies=1)
    assert new.techniques["Wax Lamp"] is source.techniques["Wax Candle"]
    assert new.scores == {"Wax Lamp": 4} and new.bonus_first == {"Wax Lamp"}
    assert new.summaries == {"Paper Lantern": "A lantern.", "Wax Lamp": "Draw 1 card.",
                             "Glass Chimney": "Reworked."}
    assert new.summary_ids["Glass Chimney"] == "card.remaster.Glass Chimney"
    assert [t.name for t in new.types][:3] == ["Paper Lantern", "Wax Lamp", "Brass Wick"]
    outside = Deck(KEY, "Lanterns")
    with pytest.raises(CardRulesError, match="keeps 'Paper Lantern'"):
        outside.card("Paper Lantern", 1, PASSIVE, keep=True)  # no reprint: nothing to keep
