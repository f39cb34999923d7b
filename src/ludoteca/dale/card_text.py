"""The short effect summary of each card, in English (the source): each deck declares its
cards' summaries (``deck.card(..., summary=...)``), written by us from the mechanics restated in
``docs/rules/dale-cards.md`` (never the printed card text); this module reads them. The
translations are the catalogue entries ``card.<printed name>`` of
``ludoteca/locale/<lang>/LC_MESSAGES/ludoteca.po``; card *names* stay as printed.
"""

from __future__ import annotations

from typing import Any

from ludoteca.core.i18n import translate

#: The summary of junk (the other cards' summaries are declared by their decks).
JUNK_SUMMARY = "Worth 1, no effect."


def summaries(rules: Any = None) -> dict[str, str]:
    """Every card's English summary in ``rules`` (a :class:`~ludoteca.dale.ruleset.Ruleset`;
    default: the classic edition's), junk first: card name -> text."""
    if rules is None:
        from ludoteca.dale.editions import classic

        rules = classic()
    return {"junk": JUNK_SUMMARY, **rules.summaries}


def card_summary(name: str, lang: str | None = None, rules: Any = None) -> str:
    """The effect summary of the card ``name`` (printed name) in ``lang``; "" if unknown
    (``rules``: the ruleset whose cards are meant; default: the classic edition's)."""
    table = summaries(rules)
    english = table.get(name)
    if english is None:
        return ""
    ids = getattr(rules, "summary_ids", None) or {}
    return translate(ids.get(name, f"card.{name}"), english, lang)
