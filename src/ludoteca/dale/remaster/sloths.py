"""Sloths, remaster edition: delayed effects (at the start of your next turn). All six cards
as in the classic edition (their declarations reused; "junk" is "clutter" and "ditch" is
"toss" in the remaster's words). Mechanics restated in docs/rules/dale-remaster.md."""

from __future__ import annotations

from ludoteca.dale.animalfolk import sloths as classic
from ludoteca.dale.remaster.shared import unchanged

#: The deck's six cards, as the classic deck's.
deck = unchanged(classic.deck, __name__)
