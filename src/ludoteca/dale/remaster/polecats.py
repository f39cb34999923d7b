"""Polecats, remaster edition: the polecat die (1,1,2,2,3,3). Rare Artefact, Swank, Risky
Business, Natural Survivor and Sofa as in the classic edition (their declarations reused);
Daring Adventurer reworked (draw as many cards as the roll, then discard as many). Mechanics
restated in docs/rules/dale-remaster.md; rulings under "Remaster — Polecats" in
docs/rulings.md.
"""

from __future__ import annotations

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk import polecats as classic
from ludoteca.dale.animalfolk.common import DiscardSeveral
from ludoteca.dale.cards import PASSIVE
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import NUMBER, Frame

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = classic.deck.reprint(module=__name__, edition="remaster")
deck.drop_steps(["daring_adventurer"])  # the classic market toss, pushed by no card here

@deck.card("Daring Adventurer", 1, score=2,
           summary="Roll the polecat die: draw that many cards, then discard that many.")
def daring_adventurer(state: DaleState, p: int, card: int) -> None:
    """Roll the polecat die (public); draw that many cards, then discard that many from your
    hand one at a time (all of it when it holds fewer) (ruling
    ``remaster.polecats.daring_adventurer``)."""
    k = m.roll_die(state, classic.POLECAT)
    for _ in range(k):
        if m.draw(state, p) is None:
            break
    state.frames.append(("r_polecats_daring_adventurer", p, k))


deck.card("Rare Artefact", 2, copies=3, keep=True)
deck.card("Swank", 3, copies=3, keep=True)
deck.card("Risky Business", 4, copies=3, keep=True)
deck.card("Natural Survivor", 5, copies=1, keep=True)
deck.card("Sofa", 5, PASSIVE, copies=1, bonus=False, keep=True)


@deck.decision("r_polecats_daring_adventurer", Frame(left=NUMBER))
class DaringAdventurerDiscard(DiscardSeveral):
    prompt = "Daring Adventurer: choose a card from your hand to discard"
