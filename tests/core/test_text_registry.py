"""core names no game: rules, reasons and messages are registries each package fills at import
(issue #12, item 9; ludoteca.core.sources)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from ludoteca.core import catalogue
from ludoteca.core.errors import IllegalAction
from ludoteca.core.messages import MESSAGES, register_messages
from ludoteca.core.sources import Registry


def _fresh(code: str) -> str:
    """Run ``code`` in a new interpreter (nothing imported yet) and return its output."""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_a_lookup_from_core_alone_finds_every_package_s_texts() -> None:
    """Only core is imported: the first lookup of an unregistered key loads the packages,
    so a Pax rule's page (pax-hispanica.md: the auction lot is on page 7), a Dale refusal
    and a terminal message are all found."""
    out = _fresh(
        "import sys\n"
        "from ludoteca.core.catalogue import rule_page\n"
        "from ludoteca.core.errors import IllegalAction\n"
        "from ludoteca.core.i18n import t\n"
        "assert not any(m.startswith(('ludoteca.dale', 'ludoteca.pax', 'ludoteca.cli')) "
        "for m in sys.modules)\n"
        "print(rule_page('pax.auction.lot'))\n"
        "print(IllegalAction('dale.market.payment', 'short', paid=2, price=3).render())\n"
        "print(t('render.market', 'fr'))\n")
    assert out.splitlines() == [
        "7",
        "You paid 2 for a price of 3: the payment must reach the price.",
        "Marché",
    ]


def test_importing_core_imports_no_game_and_no_interface() -> None:
    out = _fresh("import sys\nimport ludoteca.core.game, ludoteca.core.loop, "
                 "ludoteca.core.i18n, ludoteca.core.catalogue, ludoteca.core.messages\n"
                 "print(sorted({m.split('.')[1] for m in sys.modules "
                 "if m.startswith('ludoteca.')}))")
    assert out == "['core']"


def test_a_game_registers_its_rules_and_a_refusal_is_told_with_them() -> None:
    """A game outside the package (the tests' toy) registers its catalogue: the refusal
    names its page and fills its reason's template; removing the entries forgets them."""
    catalogue.register_rules({"toy.play": ("2", "Playing", "Play one card of your hand.")},
                             {"toy_not_in_hand": "You hold no {value}."}, source="toy")
    try:
        err = IllegalAction("toy.play", "toy_not_in_hand", value=3)
        assert (err.page, err.render()) == ("2", "You hold no 3.")
        assert catalogue.rule_title("toy.play") == "Playing"
        assert IllegalAction("toy.play").render() == "Play one card of your hand."
    finally:
        catalogue.unregister_rules("toy")
    assert "toy.play" not in catalogue.RULES and "toy_not_in_hand" not in catalogue.REASONS
    assert IllegalAction("toy.play").page == "—"


def test_two_packages_cannot_give_one_key_two_texts() -> None:
    table: Registry[str] = Registry("message")
    table.register({"x.one": "One"}, source="a")
    table.register({"x.one": "One"}, source="b")  # the same text again is harmless
    with pytest.raises(ValueError, match="registered by a and by c"):
        table.register({"x.one": "Uno"}, source="c")
    with pytest.raises(ValueError):
        register_messages({"render.market": "Shop"}, source="not-cli")
    assert MESSAGES["render.market"] == "Market"


def test_each_package_owns_its_texts() -> None:
    """Where each text lives (the .po keys did not change, only their owner)."""
    owners = {key: MESSAGES.source_of(key) for key in
              ("game.unknown", "bot.unknown", "decision.over", "render.market", "pax.title")
              if key in MESSAGES}
    assert owners["game.unknown"] == "core"
    assert owners["bot.unknown"] == "bots"
    assert owners["decision.over"] == "dale"
    assert owners["render.market"] == "cli"
    assert catalogue.RULES.source_of("dale.market.overpay") == "dale"
    assert catalogue.RULES.source_of("pax.auction.lot") == "pax"


def test_a_decision_prompt_is_the_game_s_message_for_its_kind() -> None:
    """Dale registers ``decision.over`` ("Seat {winner} has won."): a decision carrying its
    values is told with them; one that carries only its English prompt lends its number; any
    other kind is a step prompt (``step.<kind>``, here an untranslated one stays as written)."""
    from ludoteca.core.i18n import decision_prompt

    assert decision_prompt({"kind": "over", "prompt": "", "values": {"winner": 3}},
                           "en") == "Seat 3 has won."
    assert decision_prompt({"kind": "over", "prompt": "Seat 2 has won."}, "en") == (
        "Seat 2 has won.")
    assert decision_prompt({"kind": "over", "prompt": "Seat 2 has won."}, "fr") == (
        "La place 2 a gagné.")
    assert decision_prompt({"kind": "no_such_step", "prompt": "Pick one"}, "fr") == "Pick one"


def test_only_the_documented_hooks_are_looked_up() -> None:
    from ludoteca.core.game import OPTIONAL_HOOKS, get_game, hook

    assert {"policy", "prune", "labels", "load_position", "renderer",
            "undo_refusal"} <= set(OPTIONAL_HOOKS)
    assert hook(get_game("dale"), "prune") is not None
    with pytest.raises(ValueError):
        hook(get_game("dale"), "stalls")
