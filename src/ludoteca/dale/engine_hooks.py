"""Engine functions the card modules call (kept apart to avoid an import cycle)."""

from __future__ import annotations

from ludoteca.dale.state import DaleState


def remove_from_hand(state: DaleState, p: int, card: int) -> None:
    """Take a card out of seat p's hand and free its once-per-turn ability
    (``dale.passive.reuse``)."""
    state.hands[p].remove(card)
    if card in state.used:
        state.used.remove(card)
