"""The action notation (docs/notation.md): canonical texts, lenient parsing, clear errors."""

from __future__ import annotations

import pytest

from ludoteca.core.errors import BadInput
from ludoteca.dale.notation import parse, to_text

CANONICAL = [
    ("buy +2 with Accordion, junk", ("buy", 2, ("Accordion", "junk"))),
    ("buy discard with junk, Market Discovery", ("buy", -1, ("junk", "Market Discovery"))),
    ("play Reflection as Spyglass", ("play", "Reflection as Spyglass")),
    ("build Accordion+1, junk, Stashing Vendor", ("build", ("Accordion+1", "junk", "Stashing Vendor"))),
    ("build discard:junk, Nostalgic Item", ("build", ("discard:junk", "Nostalgic Item"))),
    ("inventory", ("inventory", ())),
    ("use Bold Haggler", ("use", "Bold Haggler")),
    ("target seat 2", ("target", 1)),
    ("targets none", ("targets", ())),
    ("targets seat 2, seat 3", ("targets", (1, 2))),
    ("give junk to seat 3", ("give", "junk", 2)),
    ("pick Accordion for seat 2", ("pick", "Accordion", 1)),
    ("take +3", ("take", 3)),
    ("take Acorn from seat 2 stack 4", ("take", 1, 3, "Acorn")),
    ("guess 3", ("guess", 3)),
    ("return 2", ("return", 2)),
    ("pass", ("pass",)),
    ("pay +2 with Accordion", ("pay", 2, "Accordion")),
    ("pay discard with Market Discovery", ("pay", -1, "Market Discovery")),
    ("pay Reflection as Spyglass", ("pay", "Reflection as Spyglass")),
    ("discard junk", ("discard", "junk")),
    ("done", ("done",)),
    ("inventory Cookies, junk", ("inventory", ("Cookies", "junk"))),
]


@pytest.mark.parametrize("text,action", CANONICAL)
def test_canonical_text_round_trips(text, action):
    assert parse(text) == action
    assert to_text(action) == text


@pytest.mark.parametrize("text,canonical", [
    ("buy+0 with junk,junk", "buy +0 with junk, junk"),
    ("BUY  +2 WITH accordion ,JUNK", "buy +2 with Accordion, junk"),
    ("play   spyglass", "play Spyglass"),
    ("build junk, stashing vendor, junk", "build junk, junk, Stashing Vendor"),
    ("Targets Seat 3, seat 2", "targets seat 2, seat 3"),
])
def test_any_case_and_spacing_parse_to_the_canonical_text(text, canonical):
    assert to_text(parse(text)) == canonical


@pytest.mark.parametrize("text,words", [
    ("", "empty"),
    ("fly away", "unknown action"),
    ("buy +7 with junk", "+0"),
    ("play Dragon", "unknown card"),
    ("target seat 0", "seat"),
    ("guess three", "whole number"),
])
def test_malformed_text_is_bad_input_with_a_reason(text, words):
    with pytest.raises(BadInput) as info:
        parse(text)
    assert words in str(info.value)
