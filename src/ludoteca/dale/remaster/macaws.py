"""Macaws, remaster edition: drawing and cycling. Five cards as in the classic edition (their
declarations reused); Cookies reworked (an extra draw after the clean-up refill instead of a
larger hand). Mechanics restated in docs/rules/dale-remaster.md."""

from __future__ import annotations

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk import macaws as classic
from ludoteca.dale.cards import PASSIVE
from ludoteca.dale.state import DaleState

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = classic.deck.reprint(module=__name__, edition="remaster")

deck.card("Swift Broker", 1, keep=True)
deck.card("Cookies", 2, PASSIVE, copies=3, bonus=False,
          summary="At the end of your turn, after refilling your hand, draw 1 more card.")
deck.card("Shattered Relic", 3, copies=3, keep=True)
deck.card("Spyglass", 4, copies=3, keep=True)
deck.card("Flashy Show", 5, copies=1, keep=True)
deck.card("Favourite Toy", 5, copies=1, keep="Favorite Toy")


@deck.on("refilled")
def cookies(state: DaleState, p: int) -> None:
    """Cookies (remaster): after the clean-up refill (``dale.cleanup.draw``) the active seat
    draws one card for each Cookies then in its hand (ruling ``remaster.macaws.cookies``:
    counted once, after the refill, so a Cookies drawn by the refill counts and one drawn by
    this extra draw does not)."""
    n = sum(1 for c in state.hands[p] if state.cfg.types[c].name == "Cookies")
    for _ in range(n):
        if m.draw(state, p) is None:
            break
