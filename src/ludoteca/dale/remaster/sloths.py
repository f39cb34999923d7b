"""Sloths, remaster edition: delayed effects (at the start of your next turn). All six cards
as in the classic edition (their declarations reused; "junk" is "clutter" and "ditch" is
"toss" in the remaster's words). Mechanics restated in docs/rules/dale-remaster.md."""

from __future__ import annotations

from ludoteca.dale.animalfolk import sloths as classic
from ludoteca.dale.cards import TECHNIQUE

#: The deck's cards in id order: (name, value, kind, bonus icon, copies, chameleon).
deck = classic.deck.reprint([
    ("Steady Achiever", 1, TECHNIQUE, True, 0, False),
    ("Shopping Journey", 2, TECHNIQUE, False, 3, False),
    ("Housecleaning", 3, TECHNIQUE, True, 3, False),
    ("Siesta", 4, TECHNIQUE, True, 3, False),
    ("Lunch Break", 5, TECHNIQUE, True, 1, False),
    ("Ironing", 5, TECHNIQUE, True, 1, False),
], module=__name__, edition="remaster",
    keep=["Steady Achiever", "Shopping Journey", "Housecleaning", "Siesta", "Lunch Break",
          "Ironing"])
