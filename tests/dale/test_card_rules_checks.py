"""Cards own their rules (issue 12, item 3): the deck registry, the card hooks and the checks
that fail loudly at import (``ludoteca.dale.animalfolk.check_cards``), each shown with a
throwaway deck registered for the length of one test only.
"""

from __future__ import annotations

import textwrap

import pytest

from ludoteca.dale import card_rules as animalfolk, cards, new_game  # the registry the decks fill
from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk import (ABILITIES, STEPS, TECHNIQUES, CardRulesError, check_cards,
                                      hook_table, hooks, pushed_kinds)
from ludoteca.dale.cards import ABILITY, DALE1_BOX, PASSIVE, TECHNIQUE
from ludoteca.dale.steps import Frame

KEY = "lanterns"


def _rows(**kinds: str) -> list[tuple]:
    """Six rows of a throwaway deck, all plain passives unless ``kinds`` says otherwise
    (``Wax_Candle="T"``)."""
    names = ["Paper Lantern", "Wax Candle", "Brass Wick", "Glass Chimney", "Silk Shade",
             "Moon Beacon"]
    values = [1, 2, 3, 4, 5, 5]
    copies = [0, 3, 3, 3, 1, 1]
    out = []
    for name, value, n in zip(names, values, copies):
        kind = kinds.get(name.replace(" ", "_"), PASSIVE)
        out.append((name, value, kind, False, n, kind == "cham"))
    return [(a, b, PASSIVE if k == "cham" else k, d, e, f) for a, b, k, d, e, f in out]


@pytest.fixture
def throwaway(request: pytest.FixtureRequest):
    """Register a throwaway deck from rows; on teardown remove the deck ``lanterns`` however it
    was registered, and everything registered for its cards (effects, abilities, hooks)."""
    def register(rows: list[tuple]) -> None:
        cards.register_deck(KEY, "Lanterns", rows)

    def cleanup() -> None:
        if KEY in cards.ANIMALFOLK:
            names = [r[0] for r in cards._DECKS[KEY]]
            cards.unregister_deck(KEY)
            for name in names:
                effect = hook_table("turn_effect").get(name)
                if effect is not None:
                    animalfolk.TURN_EFFECTS.pop(effect[0], None)
                TECHNIQUES.pop(name, None)
                ABILITIES.pop(name, None)
                for table in animalfolk._TABLES.values():
                    table.pop(name, None)

    request.addfinalizer(cleanup)
    return register


def test_the_six_classic_decks_pass_the_checks_and_keep_their_ids() -> None:
    check_cards()
    assert cards.ANIMALFOLK[:len(DALE1_BOX)] == DALE1_BOX
    # dale.setup.decks: ids 20 + 15 k … for the k-th deck, in the order of the box.
    assert [cards.CARD_TYPE[cards.deck_ids(f)[0]].name for f in DALE1_BOX] == [
        "Swift Broker", "Loyal Partner", "Wily Fellow", "Stashing Vendor", "Bold Haggler",
        "Flexible Shopkeeper"]
    assert cards.deck_ids(DALE1_BOX[-1]).stop == 110


def test_a_technique_without_an_effect_fails(throwaway) -> None:
    throwaway(_rows(Wax_Candle=TECHNIQUE))
    with pytest.raises(CardRulesError, match="technique 'Wax Candle' has no effect"):
        check_cards()


def test_a_passive_with_an_ability_but_none_registered_fails(throwaway) -> None:
    throwaway(_rows(Brass_Wick=ABILITY))
    with pytest.raises(CardRulesError, match="passive 'Brass Wick' has an ability but none"):
        check_cards()
    # Registered: the check passes.
    animalfolk.ability("Brass Wick", lambda s, p, c: True, lambda s, p, c: None)
    check_cards()


def test_a_chameleon_without_copy_sources_fails(throwaway) -> None:
    throwaway(_rows(Silk_Shade="cham"))
    with pytest.raises(CardRulesError, match="chameleon 'Silk Shade' has no copy_sources"):
        check_cards()


def test_a_hook_for_an_unknown_card_or_an_unknown_hook_fails(monkeypatch) -> None:
    with pytest.raises(CardRulesError, match="no such card"):
        hooks("Ghost Lantern", stack_junk=True)
    with pytest.raises(CardRulesError, match="unknown hook 'glows'"):
        hooks("Accordion", glows=True)
    with pytest.raises(CardRulesError, match="'on_built' must be a function"):
        hooks("Accordion", on_built=True)
    with pytest.raises(CardRulesError, match="given twice"):
        hooks("Accordion", stack_adjust=(1,))
    # A hook left behind for a card that is no longer registered is found by the check.
    monkeypatch.setitem(hook_table("stack_junk"), "Ghost Lantern", True)
    with pytest.raises(CardRulesError, match="'stack_junk' is registered for the unknown card"):
        check_cards()


def test_a_pushed_step_kind_without_a_step_fails(throwaway, tmp_path, monkeypatch) -> None:
    push = "state.frames" + '.append(("lantern_glow", p))'  # split: this file pushes nothing
    (tmp_path / "lantern_effects.py").write_text(textwrap.dedent('''
        from ludoteca.dale.animalfolk import technique

        @technique("Wax Candle")
        def wax_candle(state, p, card):
            PUSH
    ''').replace("PUSH", push))
    monkeypatch.syspath_prepend(str(tmp_path))
    throwaway(_rows(Wax_Candle=TECHNIQUE))
    __import__("lantern_effects")
    monkeypatch.delitem(__import__("sys").modules, "lantern_effects")
    with pytest.raises(CardRulesError, match="pushes the step 'lantern_glow', which has no"):
        check_cards()
    assert pushed_kinds((tmp_path / "lantern_effects.py").read_text()) == {"lantern_glow"}
    monkeypatch.setitem(STEPS, "lantern_glow", object())
    check_cards()


def test_the_deck_registry_refuses_bad_rows(throwaway) -> None:
    with pytest.raises(ValueError, match="already registered"):
        cards.register_deck("macaws", "Macaws", _rows())
    with pytest.raises(ValueError, match="'Accordion' is already used"):
        cards.register_deck(KEY, "Lanterns", _rows()[:5] + [("Accordion", 5, PASSIVE, False, 1,
                                                                   False)])
    with pytest.raises(ValueError, match="15 physical cards"):
        cards.register_deck(KEY, "Lanterns", _rows()[:5])
    with pytest.raises(ValueError, match="kind 'X'"):
        cards.register_deck(KEY, "Lanterns", _rows(Wax_Candle="X"))
    assert KEY not in cards.ANIMALFOLK  # nothing was registered by a refused call
    throwaway(_rows())
    with pytest.raises(ValueError, match="only the deck registered last"):
        cards.unregister_deck("macaws")


def test_a_hook_of_a_new_deck_changes_the_rules_with_no_engine_change(throwaway) -> None:
    """dale.cleanup.draw through the ``hand_size`` hook and dale.stall.no_junk through
    ``stack_junk``, for cards of a deck the engine has never heard of."""
    throwaway(_rows())
    hooks("Wax Candle", hand_size=2)
    hooks("Paper Lantern", stack_junk=True)
    s = new_game(2, animalfolk=[KEY, "macaws", "pandas"], seed=4, box=DALE1_BOX + (KEY,))
    candle = next(c for c in cards.deck_ids(KEY) if cards.CARD_TYPE[c].name == "Wax Candle")
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
    del hook_table("stack_junk")["Paper Lantern"]
    assert ("build", ("junk", "Paper Lantern")) not in s.legal_actions()


def test_the_example_of_docs_cards_md_adds_a_deck(throwaway) -> None:
    """docs/cards.md: its Python example registers a data-only deck with a hook and sets up a
    game with it, as written."""
    import re
    from pathlib import Path

    doc = Path(__file__).resolve().parents[2] / "docs" / "cards.md"
    (code,) = re.findall(r"^```python\n(.*?)^```$", doc.read_text(encoding="utf-8"), re.S | re.M)
    scope: dict = {}
    exec(compile(code, str(doc), "exec"), scope)  # the fixture removes the deck afterwards
    state = scope["state"]
    assert state.animalfolk == [KEY, "macaws", "pandas"]
    assert hook_table("hand_size")["Wax Candle"] == 1
    # The deck is the last registered: the 15 ids after every deck before it.
    assert cards.deck_ids(KEY) == range(cards.N_CARDS - 15, cards.N_CARDS)


def test_a_turn_wide_effect_of_a_new_deck_raises_every_value(throwaway) -> None:
    """dale.value.order through the ``turn_effect`` hook: a new technique whose effect makes
    every card count 2 more, read by the value code, the views and position files alike."""
    from ludoteca.dale import positions
    from ludoteca.dale.views import view

    throwaway(_rows(Moon_Beacon=TECHNIQUE))
    animalfolk.technique("Moon Beacon")(lambda state, p, card: state.effects.append(("moon",)))
    hooks("Moon Beacon", turn_effect=("moon", 2))
    with pytest.raises(CardRulesError, match="'turn_effect' is \\(kind, delta\\)"):
        hooks("Silk Shade", turn_effect="moon")
    check_cards()
    s = new_game(2, animalfolk=[KEY, "macaws", "pandas"], seed=2, box=DALE1_BOX + (KEY,))
    card = s.hands[s.active][0]
    before = m.value_of(s, card)
    s.effects.append(("moon",))
    assert m.value_of(s, card) == before + 2
    assert not m.personal(s, card)
    assert view(s, 0)["effects"] == [{"msg": "effect.add", "kind": "moon", "card": "Moon Beacon",
                                      "n": 2}]
    assert positions._effect(s, "moon beacon", None) == ("moon",)  # a position file's effect


def test_an_effect_step_or_ability_registered_twice_fails() -> None:
    with pytest.raises(CardRulesError, match="effect is registered twice for 'Spyglass'"):
        animalfolk.technique("Spyglass")(lambda state, p, card: None)
    with pytest.raises(CardRulesError, match="step kind 'spyglass_keep' is registered twice"):
        animalfolk.decision("spyglass_keep", Frame())(type("Again", (), {}))
    with pytest.raises(CardRulesError, match="ability is registered twice for 'Bold Haggler'"):
        animalfolk.ability("Bold Haggler", lambda s, p, c: True, lambda s, p, c: None)
    check_cards()  # nothing was replaced
