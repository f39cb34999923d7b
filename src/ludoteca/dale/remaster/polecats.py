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
from ludoteca.dale.cards import PASSIVE, TECHNIQUE
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import NUMBER, Frame

#: The deck's cards in id order: (name, value, kind, bonus icon, copies, chameleon).
deck = classic.deck.reprint([
    ("Daring Adventurer", 1, TECHNIQUE, True, 0, False),
    ("Rare Artefact", 2, TECHNIQUE, True, 3, False),
    ("Swank", 3, TECHNIQUE, True, 3, False),
    ("Risky Business", 4, TECHNIQUE, True, 3, False),
    ("Natural Survivor", 5, TECHNIQUE, True, 1, False),
    ("Sofa", 5, PASSIVE, False, 1, False),
], module=__name__, edition="remaster",
    keep=["Rare Artefact", "Swank", "Risky Business", "Natural Survivor", "Sofa"])
deck.drop_steps(["daring_adventurer"])  # the classic market toss, pushed by no card here

deck.summarize({
    "Daring Adventurer": "Roll the polecat die: draw that many cards, then discard that many.",
})
deck.bot_hints(score={"Daring Adventurer": 2})


@deck.technique("Daring Adventurer")
def daring_adventurer(state: DaleState, p: int, card: int) -> None:
    """Roll the polecat die (public); draw that many cards, then discard that many from your
    hand one at a time (all of it when it holds fewer) (ruling
    ``remaster.polecats.daring_adventurer``)."""
    k = m.roll_die(state, classic.POLECAT)
    for _ in range(k):
        if m.draw(state, p) is None:
            break
    state.frames.append(("r_polecats_daring_adventurer", p, k))


@deck.decision("r_polecats_daring_adventurer", Frame(left=NUMBER))
class DaringAdventurerDiscard(DiscardSeveral):
    prompt = "Daring Adventurer: choose a card from your hand to discard"
