"""Macaws, remaster edition: drawing and cycling. Five cards as in the classic edition (their
declarations reused); Cookies reworked (an extra draw after the clean-up refill instead of a
larger hand). Mechanics restated in docs/rules/dale-remaster.md."""

from __future__ import annotations

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk import macaws as classic
from ludoteca.dale.cards import PASSIVE, TECHNIQUE
from ludoteca.dale.state import DaleState

#: The deck's cards in id order: (name, value, kind, bonus icon, copies, chameleon).
deck = classic.deck.reprint([
    ("Swift Broker", 1, TECHNIQUE, True, 0, False),
    ("Cookies", 2, PASSIVE, False, 3, False),
    ("Shattered Relic", 3, TECHNIQUE, True, 3, False),
    ("Spyglass", 4, TECHNIQUE, True, 3, False),
    ("Flashy Show", 5, TECHNIQUE, True, 1, False),
    ("Favourite Toy", 5, TECHNIQUE, True, 1, False),
], module=__name__, edition="remaster",
    keep={"Swift Broker": "Swift Broker", "Shattered Relic": "Shattered Relic",
          "Spyglass": "Spyglass", "Flashy Show": "Flashy Show",
          "Favourite Toy": "Favorite Toy"})

deck.summarize({
    "Cookies": "At the end of your turn, after refilling your hand, draw 1 more card.",
})


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
