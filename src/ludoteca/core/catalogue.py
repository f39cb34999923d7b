"""The rule catalogue: every rule id with its rulebook page, a title and an explanation, and
the templates of refusals — a registry that each game fills at import.

``core`` names no game: Dale registers its rules in ``ludoteca.dale.catalogue``, Pax
Hispanica in ``ludoteca.pax.catalogue``, a game defined elsewhere calls :func:`register_rules`
itself. A lookup finds every registered game's entries (a rule id no package has registered
yet makes :mod:`ludoteca.core.sources` load them all once).

Texts are written by the games (never rulebook text). English is the source language; the
other languages (ca, es, it, fr) are gettext catalogues (``ludoteca/locale``) keyed by
``rule.<id>.title``, ``rule.<id>.text``, ``rule.<id>.keywords`` and ``reason.<key>`` (see
:mod:`ludoteca.core.i18n`).

``REASONS`` are the message templates of refusals: one rule may refuse an action for several
reasons (a short payment, an overpayment …); each template names its values (``{price}``).
"""

from __future__ import annotations

from typing import Any, Mapping

from ludoteca.core.errors import install_catalogue
from ludoteca.core.sources import Registry

#: rule id -> (page, title, explanation), every game's.
RULES: Registry[tuple[str, str, str]] = Registry("rule")
#: reason -> English template (named placeholders), every game's.
REASONS: Registry[str] = Registry("reason")
#: reason -> (singular, plural) English templates of the reasons with plural forms; the form
#: is chosen by the ``count`` value. ``REASONS`` keeps a neutral fallback for each.
REASON_PLURALS: Registry[tuple[str, str]] = Registry("reason with plural forms")
#: Values shown inside refusals that are words rather than names (``"junk"``) -> the message
#: id that translates them at display time (``"term.junk"``).
TERM_VALUES: Registry[str] = Registry("term value")
#: rule id -> search words (English) for ``ludoteca rules GAME QUESTION``.
KEYWORDS: Registry[str] = Registry("rule keywords")


def register_rules(rules: Mapping[str, tuple[str, str, str]],
                   reasons: Mapping[str, str] | None = None,
                   plurals: Mapping[str, tuple[str, str]] | None = None, *,
                   terms: Mapping[str, str] | None = None,
                   keywords: Mapping[str, str] | None = None, source: str) -> None:
    """Add a game's entries to the catalogue (called by the game's package at import).

    Args:
        rules: rule id -> (page, title, explanation); ids start with the game's name
            (``dale.market.overpay``).
        reasons: reason key -> English template of a refusal (named placeholders).
        plurals: reason key -> (singular, plural) templates chosen by the ``count`` value.
        terms: refusal values that are words -> the message id translating them.
        keywords: rule id -> search words.
        source: who registers (``"dale"``), named in the error of a clash.

    Raises:
        ValueError: a key another source registered with a different text.
    """
    RULES.register(rules, source)
    REASONS.register(reasons or {}, source)
    REASON_PLURALS.register(plurals or {}, source)
    TERM_VALUES.register(terms or {}, source)
    KEYWORDS.register(keywords or {}, source)


def unregister_rules(source: str) -> None:
    """Remove every entry ``source`` registered with :func:`register_rules`."""
    for table in (RULES, REASONS, REASON_PLURALS, TERM_VALUES, KEYWORDS):
        table.forget(source)


def rule_page(rule_id: str) -> str:
    """The printed rulebook page of a rule (``"5"``, ``"FAQ"``, ``"—"`` when not known)."""
    entry = RULES.get(rule_id)
    return entry[0] if entry else "—"


def rule_title(rule_id: str, lang: str | None = None) -> str:
    """The short title of a rule in ``lang`` (default: the current language)."""
    from ludoteca.core.i18n import translate

    entry = RULES.get(rule_id)
    return translate(f"rule.{rule_id}.title", entry[1], lang) if entry else rule_id


def rule_explanation(rule_id: str, lang: str | None = None) -> str:
    """The explanation of a rule, in our words, in ``lang`` (default: the current language)."""
    from ludoteca.core.i18n import translate

    entry = RULES.get(rule_id)
    return translate(f"rule.{rule_id}.text", entry[2], lang) if entry else rule_id


def explain_refusal(rule_id: str, reason: str | None, values: dict[str, Any],
                    lang: str | None = "en") -> str:
    """The explanation of a refusal in ``lang`` (None: the current language): the reason's
    template filled with ``values``, or the rule's general explanation."""
    from ludoteca.core.i18n import fill, t, translate, translate_plural

    key = reason or ""
    shown = {k: (t(TERM_VALUES[v], lang) if isinstance(v, str) and type(v) is str
                 and v in TERM_VALUES else v)
             for k, v in values.items()}
    template = None
    if key in REASON_PLURALS and isinstance(values.get("count"), int):
        singular, plural = REASON_PLURALS[key]
        template = translate_plural(f"reason.{key}", singular, plural, values["count"], lang)
    elif key in REASONS:
        template = translate(f"reason.{key}", REASONS[key], lang)
    if template is not None:
        return fill(template, shown, lang)
    return rule_explanation(rule_id, lang) if rule_id in RULES else rule_id


install_catalogue(rule_page, explain_refusal)
