"""The Pax scenario the host downloads keeps the comments of the file it was given
(ludoteca.web.pax_table.keep_comments): values brought up to date in place."""

from __future__ import annotations

import tomllib

from ludoteca.web.pax_table import keep_comments

ORIGINAL = """# notes of our table
title = "Ours"   # the name we gave it

[year]
number = 1      # the first year
phase = "goods"
gone = true     # a key the scenario no longer has

[[player]]
name = "Alice"  # she starts
money = 5

[[log]]
action = "step player_order"
"""

CURRENT = """title = "Ours"

[year]
number = 1
phase = "auction"

[[player]]
name = "Alice"
money = 7
claims = 0

[[log]]
action = "step player_order"

[[log]]
action = "phase auction"
"""


def test_the_comments_stay_and_the_values_are_the_current_ones():
    out = keep_comments(ORIGINAL, CURRENT)
    assert tomllib.loads(out) == tomllib.loads(CURRENT)
    for comment in ("# notes of our table", "# the name we gave it", "# the first year",
                    "# she starts"):
        assert comment in out
    assert "gone" not in out and "# a key the scenario no longer has" not in out
    assert 'phase = "auction"' in out and "money = 7" in out
    assert out.index('action = "step player_order"') < out.index('action = "phase auction"')


def test_an_original_that_is_not_toml_gives_the_current_text():
    assert keep_comments("not = [toml", CURRENT) == CURRENT
