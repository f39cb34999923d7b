"""Shared setup of the remaster edition's test modules (tests/dale/remaster): positions and
games played under the remaster's ruleset (``editions.ruleset("remaster")``)."""

from __future__ import annotations

from ludoteca.dale import editions
from testkit.positions import builder

#: The remaster edition's ruleset (every deck written so far, editions.REMASTER).
RULES = editions.ruleset("remaster")


def position_of(folk: list[str], **defaults):
    """``position(me, opp=None, *more, **changes)`` of :mod:`testkit.positions` under the
    remaster's rules with the decks ``folk``; the other seat has 1 junk in hand and 5 in its
    deck unless given; an empty market table (the position file's default market)."""
    defaults = {"market_default": {}, "opponent": {"hand": ["junk"], "deck": ["junk"] * 5},
                **defaults}
    return builder(folk=folk, rules=RULES, **defaults)


def play(folk: list[str], seed: int, *, n: int = 2, turn_cap: int = 80):
    """One seeded random game of the remaster with ``folk`` (n + 1 decks), checked at every
    step by :func:`testkit.dale.play_checked_game`; returns the checked game."""
    from testkit.dale import play_checked_game

    return play_checked_game(n, seed, folk=folk, rng=f"remaster-{folk}-{seed}", rules=RULES,
                             turn_cap=turn_cap)


def card_id(deck: str, name: str, k: int = 0) -> int:
    """The id of the k-th physical card ``name`` of ``deck`` in the remaster's ruleset."""
    return [c for c in RULES.deck_ids(deck) if RULES.card_type[c].name == name][k]


def waiting(position, deck: str, name: str, cost: int, me: dict, **kw):
    """A position (``position`` a builder of :func:`position_of`) with seat 1 to act and its
    ``name`` waiting in its schedule to be finished (rule ``dale.remaster.finish``: the
    pending entry ``r_unfinished``); returns ``(state, the waiting card's id)``."""
    card = card_id(deck, name)
    ref = f"{name}#{card}"
    me = {**me, "schedule": [ref]}
    s = position(me, turn={"pending": [["r_unfinished", 1, ref, name, cost]]}, **kw)
    return s, card
