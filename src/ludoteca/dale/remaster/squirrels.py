"""Squirrels, remaster edition: building. All six cards as in the classic edition (their
declarations reused); "junk" is "clutter" in the remaster's words and the value-5 passive is
printed "Winter is coming". Mechanics restated in docs/rules/dale-remaster.md."""

from __future__ import annotations

from ludoteca.dale.animalfolk import squirrels as classic
from ludoteca.dale.cards import PASSIVE

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = classic.deck.reprint(module=__name__, edition="remaster")

deck.card("Stashing Vendor", 1, PASSIVE, bonus=False, keep=True)
deck.card("Empty Chest", 2, PASSIVE, copies=3, bonus=False, keep=True)
deck.card("Nostalgic Item", 3, PASSIVE, copies=3, bonus=False, keep=True)
deck.card("Acorn", 4, copies=3, keep=True)
deck.card("Accordion", 5, PASSIVE, copies=1, bonus=False, keep=True)
deck.card("Winter is coming", 5, PASSIVE, copies=1, bonus=False, keep="Winter is Coming")
