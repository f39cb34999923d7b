"""Crocodiles, remaster edition: hindering the other players. All six cards as in the classic
edition (their declarations reused). Mechanics restated in docs/rules/dale-remaster.md."""

from __future__ import annotations

from ludoteca.dale.animalfolk import crocodiles as classic
from ludoteca.dale.cards import TECHNIQUE

#: The deck's cards in id order: (name, value, kind, bonus icon, copies, chameleon).
deck = classic.deck.reprint([
    ("Little Villain", 1, TECHNIQUE, True, 0, False),
    ("Scary Gunfight", 2, TECHNIQUE, True, 3, False),
    ("Night Shift", 3, TECHNIQUE, True, 3, False),
    ("Ruthless Competition", 4, TECHNIQUE, True, 3, False),
    ("Nasty Threat", 5, TECHNIQUE, True, 1, False),
    ("Lost Shipments", 5, TECHNIQUE, True, 1, False),
], module=__name__, edition="remaster",
    keep=["Little Villain", "Scary Gunfight", "Night Shift", "Ruthless Competition",
          "Nasty Threat", "Lost Shipments"])
