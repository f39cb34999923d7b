"""Crocodiles, remaster edition: hindering the other players. All six cards as in the classic
edition (their declarations reused). Mechanics restated in docs/rules/dale-remaster.md."""

from __future__ import annotations

from ludoteca.dale.animalfolk import crocodiles as classic
from ludoteca.dale.remaster.shared import unchanged

#: The deck's six cards, as the classic deck's.
deck = unchanged(classic.deck, __name__)
