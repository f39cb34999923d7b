"""A remaster ruleset to play whole games with while the edition's decks are being written
(issue 30): :func:`remaster_stand_in` makes ``editions.ruleset("remaster")`` the remaster decks
written so far (:data:`ludoteca.dale.editions.REMASTER`) plus, for the rest of a six-deck box,
classic decks in classic card-id order. Once six remaster decks exist it holds those only."""

from __future__ import annotations

import importlib

from ludoteca.dale import editions


def stand_in_decks() -> tuple[list, list[str]]:
    """The decks of the stand-in (remaster keys, then classic ``Deck`` objects) and the keys
    of its box (the first six)."""
    keys = list(editions.REMASTER)
    extra = [k for k in editions.CLASSIC if k not in keys][:max(0, 6 - len(keys))]
    decks = keys + [importlib.import_module(editions.deck_module(k)).deck for k in extra]
    return decks, (keys + extra)[:6]


def remaster_stand_in(monkeypatch):
    """Patch ``editions.ruleset("remaster")`` (and the edition's box) for one test; returns
    the stand-in ruleset."""
    decks, box = stand_in_decks()
    monkeypatch.setitem(editions.BOXES, "remaster", tuple(box))
    rules = editions.build("remaster", decks)
    real = editions.ruleset

    def ruleset(edition: str = editions.DEFAULT):
        return rules if edition == "remaster" else real(edition)

    rules.rebuild = (real, ("remaster",))
    monkeypatch.setattr(editions, "ruleset", ruleset)
    return rules
