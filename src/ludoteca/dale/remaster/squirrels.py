"""Squirrels, remaster edition: building. All six cards as in the classic edition (their
declarations reused); "junk" is "clutter" in the remaster's words and the value-5 passive is
printed "Winter is coming". Mechanics restated in docs/rules/dale-remaster.md."""

from __future__ import annotations

from ludoteca.dale.animalfolk import squirrels as classic
from ludoteca.dale.cards import PASSIVE, TECHNIQUE

#: The deck's cards in id order: (name, value, kind, bonus icon, copies, chameleon).
deck = classic.deck.reprint([
    ("Stashing Vendor", 1, PASSIVE, False, 0, False),
    ("Empty Chest", 2, PASSIVE, False, 3, False),
    ("Nostalgic Item", 3, PASSIVE, False, 3, False),
    ("Acorn", 4, TECHNIQUE, True, 3, False),
    ("Accordion", 5, PASSIVE, False, 1, False),
    ("Winter is coming", 5, PASSIVE, False, 1, False),
], module=__name__, edition="remaster",
    keep={"Stashing Vendor": "Stashing Vendor", "Empty Chest": "Empty Chest",
          "Nostalgic Item": "Nostalgic Item", "Acorn": "Acorn", "Accordion": "Accordion",
          "Winter is coming": "Winter is Coming"})
