"""Every rule id of docs/rules/pax-hispanica.md is in the catalogue with its page."""

from __future__ import annotations

import re
from pathlib import Path

import ludoteca.pax.engine as engine_module
from ludoteca.core import catalogue
from ludoteca.core.errors import IllegalAction
from ludoteca.pax.catalogue import REASONS, RULES

# The table of pax-hispanica.md: id -> page (copied by hand).
PUBLIC_RULES = {
    "pax.year.cycle": "6",
    "pax.goods.steps": "6",
    "pax.labor.sources": "11–12, 6",
    "pax.labor.kidnap_last_resort": "11–12",
    "pax.labor.kidnap_forbidden": "11–12",
    "pax.auction.lot": "7",
    "pax.auction.bidders": "7",
    "pax.auction.winner": "7",
    "pax.auction.payment": "7",
    "pax.hand.limit_timing": "7, 9",
    "pax.hand.sell_market": "7, 9",
    "pax.hand.refuge_discard": "7, 9",
    "pax.battle.strength": "13–14",
    "pax.battle.support": "13–14",
    "pax.battle.winner": "13–14",
    "pax.load.meeple": "18–19",
    "pax.load.treasure_legality": "18–19",
}


def test_every_public_rule_has_its_page_title_and_explanation():
    assert set(RULES) == set(PUBLIC_RULES)
    for rule_id, page in PUBLIC_RULES.items():
        got_page, title, text = RULES[rule_id]
        assert got_page == page
        assert title and len(text) > 20


def test_the_core_catalogue_imports_the_pax_entries():
    for rule_id in PUBLIC_RULES:
        assert catalogue.rule_page(rule_id) == PUBLIC_RULES[rule_id]
        assert IllegalAction(rule_id).render() == RULES[rule_id][2]


def test_reason_keys_are_prefixed_and_every_key_the_engine_uses_exists():
    assert all(k.startswith("pax_") for k in REASONS)
    used = set()
    for module in ("engine.py", "notation.py"):
        src = (Path(engine_module.__file__).parent / module).read_text(encoding="utf-8")
        used |= set(re.findall(r'"(pax_[a-z_]+)"', src))
    assert used and used <= set(REASONS), used - set(REASONS)
    for key in used:
        assert catalogue.REASONS[key] == REASONS[key]


def test_a_refusal_renders_its_template_with_values():
    err = IllegalAction("pax.auction.bidders", "pax_not_bidder", player="Chiara")
    assert str(err) == "Chiara has $0 and is not the initiator, so Chiara does not bid."
    assert err.page == "7"
