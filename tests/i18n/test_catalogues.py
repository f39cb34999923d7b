"""The catalogues are complete: every rule id of dale-classic.md and pax-hispanica.md and every
card has a non-empty entry in each language, no translation is just the English text, and every
translation keeps exactly the placeholders of its English source."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from ludoteca.dale.editions import classic as _classic
ANIMALFOLK = _classic().decks

from ludoteca.core import i18n
from ludoteca.core.catalogue import REASONS, RULES, rule_explanation, rule_title
from ludoteca.core.i18n_tools import sources
from ludoteca.dale.card_text import card_summary, summaries
CARD_SUMMARIES = summaries()
from ludoteca.dale.editions import classic as _classic
ANIMALFOLK, TYPES = _classic().decks, _classic().types

LANGS = ("ca", "es", "it", "fr")

# The rule tables of docs/rules/dale-classic.md and pax-hispanica.md (ids copied by hand).
DALE_IDS = """
dale.setup.players dale.setup.decks dale.setup.junk dale.setup.starting_deck
dale.setup.market_deck dale.setup.market dale.setup.hands dale.setup.first_player
dale.turn.phases dale.turn.one_action dale.turn.bonus_action dale.turn.bonus_only_technique
dale.market.price dale.market.payment dale.market.overpay dale.market.no_refill
dale.technique.play dale.technique.schedule dale.technique.fizzle dale.stall.sequence dale.stall.exact_total
dale.stall.complete dale.stall.one_animalfolk dale.stall.no_junk dale.stall.from_hand
dale.inventory.discard dale.discard.routing dale.discard.face_up dale.discard.own_pile
dale.cleanup.market_refill dale.cleanup.market_deck_empty dale.cleanup.draw
dale.cleanup.reshuffle dale.cleanup.junk_draw dale.cleanup.junk_substitutes
dale.end.eighth_stack dale.passive.mandatory dale.passive.combine dale.passive.reuse
dale.value.altered dale.value.order dale.copy.identity
""".split()
PAX_IDS = """
pax.year.cycle pax.goods.steps pax.labor.sources pax.labor.kidnap_last_resort
pax.labor.kidnap_forbidden pax.auction.lot pax.auction.bidders pax.auction.winner
pax.auction.payment pax.hand.limit_timing pax.hand.sell_market pax.hand.refuge_discard
pax.battle.strength pax.battle.support pax.battle.winner pax.load.meeple
pax.load.treasure_legality
""".split()
RULES_DIR = Path(__file__).resolve().parents[2] / "docs" / "rules"  # in the repository


def _ids_in(md: Path, prefix: str) -> set[str]:
    return set(re.findall(r"^\| `(" + re.escape(prefix) + r"[a-z_.]+)` \|", md.read_text(), re.M))


def test_the_hand_copied_ids_match_the_rule_files_of_the_repository():
    assert _ids_in(RULES_DIR / "dale-classic.md", "dale.") == set(DALE_IDS)
    assert _ids_in(RULES_DIR / "pax-hispanica.md", "pax.") == set(PAX_IDS)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("rule_id", DALE_IDS + PAX_IDS)
def test_every_rule_has_its_own_title_and_explanation(rule_id, lang):
    assert rule_id in RULES
    page, title, text = RULES[rule_id]
    assert page and title.strip() and text.strip()
    cat = i18n.catalogue(lang)
    for part, english in (("title", title), ("text", text)):
        entry = cat.lookup(f"rule.{rule_id}.{part}", english)
        assert entry is not None and entry.strings[0].strip(), f"{lang}: {rule_id}.{part} missing"
        assert entry.strings[0] != english, f"{lang}: {rule_id}.{part} is the English text"
    assert rule_title(rule_id, lang) != title
    assert rule_explanation(rule_id, lang) != text


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_has_a_summary(lang):
    assert set(CARD_SUMMARIES) == set(TYPES)  # the 36 classic cards and junk
    assert len(TYPES) == 1 + 6 * len(ANIMALFOLK)  # 37 with the six classic decks
    for name, english in CARD_SUMMARIES.items():
        assert english.strip()
        text = card_summary(name, lang)
        assert text.strip() and text != english, f"{lang}: card {name}"


@pytest.mark.parametrize("lang", LANGS)
def test_every_refusal_is_translated(lang):
    """Every reason of refusal, Dale's and Pax Hispanica's (a new one fails here until it is
    translated: run `python -m ludoteca.core.i18n_tools update`, docs/translating.md)."""
    cat = i18n.catalogue(lang)
    for key in REASONS:
        src = next(s for s in sources() if s.key == f"reason.{key}")
        entry = cat.lookup(src.key, src.english)
        assert entry is not None and all(entry.strings), f"{lang}: reason {key}"
        assert entry.strings[0] != src.english


def _placeholders(text: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}


@pytest.mark.parametrize("lang", LANGS)
def test_translations_keep_the_placeholders(lang):
    cat = i18n.catalogue(lang)
    checked = 0
    for src in sources():
        entry = cat.lookup(src.key, src.english)
        if entry is None:
            continue
        wanted = _placeholders(src.english) | _placeholders(src.plural or "")
        if src.plural is None:
            assert _placeholders(entry.strings[0]) == wanted, f"{lang}: {src.key}"
        else:  # a form may leave out a value its number makes useless ({last} of one game)
            forms = [_placeholders(form) for form in entry.strings]
            assert all(f <= wanted for f in forms), f"{lang}: {src.key}"
            assert set().union(*forms) == wanted, f"{lang}: {src.key}"
            assert all(_placeholders(src.english) - {"last"} <= f for f in forms)
        checked += 1
    assert checked > 300


@pytest.mark.parametrize("lang", LANGS)
def test_no_entry_is_fuzzy_and_plural_forms_follow_babel(lang):
    from babel.messages.plurals import get_plural

    cat = i18n.catalogue(lang)
    assert not [k for k, e in cat.entries.items() if e.fuzzy and any(e.strings)]
    assert cat.num_plurals == get_plural(lang).num_plurals


def test_plural_forms_are_chosen_by_the_language():
    assert i18n.t("rules.list_title", "fr", game="X", count=0) == "X : 0 règle"
    assert i18n.t("rules.list_title", "fr", game="X", count=2) == "X : 2 règles"
    assert i18n.t("rules.list_title", "ca", game="X", count=0) == "X: 0 regles"
    assert i18n.t("rules.list_title", "ca", game="X", count=1) == "X: 1 regla"
    assert i18n.t("rules.list_title", "en", game="X", count=0) == "X: 0 rules"
