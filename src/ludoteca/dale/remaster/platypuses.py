"""Platypuses, remaster edition: deck and stall handling. All six cards as in the classic
edition (their declarations reused). Mechanics restated in docs/rules/dale-remaster.md."""

from __future__ import annotations

from ludoteca.dale.animalfolk import platypuses as classic
from ludoteca.dale.cards import ABILITY, PASSIVE, TECHNIQUE

#: The deck's cards in id order: (name, value, kind, bonus icon, copies, chameleon).
deck = classic.deck.reprint([
    ("Tireless Tinkerer", 1, TECHNIQUE, True, 0, False),
    ("Calculations", 2, ABILITY, False, 3, False),
    ("Safety Precaution", 3, TECHNIQUE, True, 3, False),
    ("Magnet", 4, TECHNIQUE, True, 3, False),
    ("Dangerous Test", 5, TECHNIQUE, True, 1, False),
    ("Glue", 5, PASSIVE, False, 1, False),
], module=__name__, edition="remaster",
    keep=["Tireless Tinkerer", "Calculations", "Safety Precaution", "Magnet",
          "Dangerous Test", "Glue"])
