"""Decision steps several animalfolk decks share (choose a player, choose a card …)."""

from __future__ import annotations

from ludoteca.dale import mechanics as m
from ludoteca.dale.state import DaleState


def others(state: DaleState, p: int) -> list[int]:
    """The other seats, in seat order."""
    return [q for q in range(state.cfg.n_players) if q != p]


def take_card(state: DaleState, pile: list[int], tok: str) -> int:
    """Remove and return the first card of ``pile`` whose token is ``tok`` (it must exist)."""
    card = m.find_card(state, pile, tok)
    assert card is not None, tok
    pile.remove(card)
    return card
