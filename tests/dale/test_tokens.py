"""The one card-token grammar (issue 12, item 5: ``ludoteca.dale.tokens``).

Forms (docs/notation.md): ``NAME``, ``discard:NAME`` (Nostalgic Item, ``dale.stall.from_hand``),
``NAME=V`` (a value changed for this card), ``NAME as COPY`` (``dale.copy.identity``),
``Accordion+1`` / ``Accordion-1`` (``dale.stall.exact_total``). Every token the engine lists
is parsed and written back to the same text, by the engine's reader and the player's.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ludoteca.core.errors import BadInput
from ludoteca.dale import engine, inventory, new_game, purchase, tokens
from ludoteca.dale.cards import DALE1_BOX
from ludoteca.dale.notation import parse, parse_token, to_text
from ludoteca.dale.tokens import Token

from testkit import examples


def card_tokens(action: tuple) -> list[str]:
    """The card tokens of a listed action (by its verb, docs/notation.md)."""
    verb = action[0]
    if verb == "buy":
        return list(action[2])
    if verb in ("build", "inventory"):
        return list(action[1])
    if verb == "pay":
        return [action[-1]]
    if verb in ("play", "use", "discard", "keep", "top", "ditch", "give", "pick"):
        return [action[1]]
    if verb == "take" and len(action) == 4:
        return [action[3]]
    return []


@pytest.mark.parametrize("text, token", [
    ("Accordion", Token("Accordion")),
    ("junk", Token("junk")),
    ("discard:junk", Token("junk", from_discard=True)),
    ("Bold Haggler=3", Token("Bold Haggler", value=3)),
    ("Reflection as Spyglass", Token("Reflection", copy="Spyglass")),
    ("Accordion+1", Token("Accordion", adjust=1)),
    ("Accordion-1", Token("Accordion", adjust=-1)),
    ("discard:Seeing Doubles=2 as Accordion-1",
     Token("Seeing Doubles", value=2, copy="Accordion", adjust=-1, from_discard=True)),
])
def test_each_form_parses_to_its_parts_and_back(text, token):
    assert tokens.parse(text) == token
    assert str(token) == text
    assert tokens.read(text) == text == parse_token(text)


def test_parts_name_the_card_used_and_the_card_it_counts_as():
    t = tokens.parse("Reflection as Spyglass")
    assert (t.card, t.identity, t.base) == ("Reflection", "Spyglass", "Reflection")
    t = tokens.parse("Bold Haggler=3")
    assert (t.card, t.identity, t.base) == ("Bold Haggler", "Bold Haggler", "Bold Haggler=3")
    assert tokens.parse(("not", "a token")) is None
    assert tokens.text("Bold Haggler", 3, "Spyglass") == "Bold Haggler=3 as Spyglass"
    assert tokens.compose("junk", from_discard=True, adjust=0) == "discard:junk"


def test_a_player_may_type_any_case_and_spacing():
    assert tokens.read("  reflection   AS  spyglass ") == "Reflection as Spyglass"
    assert tokens.read("DISCARD:Junk") == "discard:junk"
    assert tokens.read("accordion+1") == "Accordion+1"
    with pytest.raises(BadInput, match="unknown card 'Nosuchcard'"):
        tokens.read("Nosuchcard")
    with pytest.raises(BadInput, match="unknown card 'nothing'"):
        tokens.read("Reflection as nothing")
    with pytest.raises(BadInput, match="expected a card name"):
        tokens.read("   ")


def test_a_short_token_means_every_qualified_one():
    """``engine.token_means``: a qualifier left out may be anything; one given must match."""
    assert tokens.means("Accordion", "Accordion+1")
    assert tokens.means("Reflection", "Reflection as Spyglass")
    assert tokens.means("Reflection as Spyglass", "Reflection as Spyglass")
    assert not tokens.means("Reflection as Cookies", "Reflection as Spyglass")
    assert tokens.means("junk", "discard:junk") and not tokens.means("discard:junk", "junk")
    assert not tokens.means("Bold Haggler=2", "Bold Haggler=3")
    assert tokens.means("Spyglass as Spyglass", "Spyglass")  # a copy of itself is itself
    assert not tokens.means("Accordion-1", "Accordion+1")
    assert engine.token_means("Accordion", "Accordion-1")


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 4),
       steps=st.integers(0, 150), card_by_card=st.booleans())
def test_every_listed_token_round_trips(seed, players, steps, card_by_card):
    """format(parse(x)) == x for every card token of the legal actions along a random game
    (whole and card-by-card listings), and the player's reader gives it back unchanged."""
    old = purchase.MAX_WHOLE_PURCHASES, inventory.MAX_WHOLE_INVENTORIES
    if card_by_card:
        purchase.MAX_WHOLE_PURCHASES = inventory.MAX_WHOLE_INVENTORIES = -1
    try:
        rnd = random.Random(seed)
        s = new_game(players, animalfolk=rnd.sample(list(DALE1_BOX), players + 1), seed=seed)
        for _ in range(steps):
            if s.winner is not None:
                break
            acts = s.legal_actions()
            for a in acts:
                for tok in card_tokens(a):
                    t = tokens.parse(tok)
                    assert t is not None and str(t) == tok
                    assert tokens.read(tok) == tok
                    assert tokens.means(tok, tok)
                assert parse(to_text(a)) == a
            s.apply(rnd.choice(acts))
    finally:
        purchase.MAX_WHOLE_PURCHASES, inventory.MAX_WHOLE_INVENTORIES = old


def test_seeded_games_list_every_qualified_form():
    """The forms above are not only possible but listed: seeded random games (all six decks)
    list tokens with a value (``=V``), a copy (``as``), an adjustment (``+1``/``-1``) and
    from the discard pile (``discard:``), and each round-trips."""
    forms: set[str] = set()
    for seed in range(40):
        rnd = random.Random(seed)
        players = 2 + seed % 3
        s = new_game(players, animalfolk=rnd.sample(list(DALE1_BOX), players + 1), seed=seed)
        for _ in range(200):
            if s.winner is not None or len(forms) == 4:
                break
            acts = s.legal_actions()
            for a in acts:
                for tok in card_tokens(a):
                    t = tokens.parse(tok)
                    assert str(t) == tok
                    forms |= ({"value"} if t.value is not None else set()) | (
                        {"copy"} if t.copy else set()) | (
                        {"adjust"} if t.adjust else set()) | (
                        {"discard"} if t.from_discard else set())
            s.apply(rnd.choice(acts))
        if len(forms) == 4:
            break
    assert forms == {"value", "copy", "adjust", "discard"}
