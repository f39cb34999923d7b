"""Hares, remaster edition: the hare die (stars ×2, planet ×3, comet ×1, declared by the
classic deck and carried by the reprint). Barometer, Bad Omen, Festival and Calendar are as in
the classic edition (their declarations reused); Arcane Scholar (now an ability) and Celestial
Guidance (new outcomes) are reworked. Mechanics restated in docs/rules/dale-remaster.md
("Hares"); rulings in docs/rulings.md ("Remaster — Hares").
"""

from __future__ import annotations

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk import hares as classic
from ludoteca.dale.animalfolk.common import TakeMarketCard
from ludoteca.dale.cards import ABILITY
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import Frame

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = classic.deck.reprint(module=__name__, edition="remaster")

# -- Arcane Scholar ----------------------------------------------------------------------------
def _scholar_use(state: DaleState, p: int, card: int) -> None:
    """Roll the hare die: comet, the top card of your discard pile into your hand; planet, the
    top card of your deck into your hand (the discard pile reshuffled first when the deck is
    empty, as any card taken off a deck top; never junk from the junkyard); stars, nothing
    (ruling ``remaster.hares.arcane_scholar``)."""
    face = m.roll_die(state, classic.HARE)
    if face == classic.COMET:
        if state.discards[p]:
            state.hands[p].append(state.discards[p].pop())
    elif face == classic.PLANET:
        c = m.top_of_deck(state, p)
        if c is not None:
            state.hands[p].append(c)


deck.card("Arcane Scholar", 1, ABILITY, bonus=False,
          summary=("Once per turn: roll the hare die. Comet: take the top card of your discard "
                   "pile. Planet: take the top card of your deck. Stars: nothing."))
deck.ability("Arcane Scholar", lambda state, p, card: True, _scholar_use)


deck.card("Barometer", 2, ABILITY, copies=3, bonus=False, keep=True)
deck.card("Bad Omen", 3, copies=3, keep=True)
deck.card("Festival", 4, copies=3, keep=True)


# -- Celestial Guidance ------------------------------------------------------------------------
@deck.card("Celestial Guidance", 5, copies=1, score=4,
           summary=("Roll the hare die. Comet: take any market card. Planet: take any card of "
                    "your discard pile. Stars: nothing."))
def celestial_guidance(state: DaleState, p: int, card: int) -> None:
    """Roll the hare die: comet, take any market card into your hand (the card does not
    refill the market: the edition's refill after the technique does,
    ``dale.remaster.refill_after_technique``); planet, take any card of your discard pile; stars, nothing."""
    face = m.roll_die(state, classic.HARE)
    if face == classic.COMET:
        state.frames.append(("r_hares_celestial_market", p))
    elif face == classic.PLANET:
        state.frames.append(("r_hares_celestial_discard", p))


deck.card("Calendar", 5, ABILITY, copies=1, bonus=False, keep=True)


@deck.decision("r_hares_celestial_market", Frame())
class CelestialMarket(TakeMarketCard):
    """The slot stays empty until the refill after the technique (ruling
    ``remaster.hares.celestial_guidance``)."""

    prompt = "Celestial Guidance (comet): choose the market card to take"


@deck.decision("r_hares_celestial_discard", Frame())
class CelestialDiscard(classic.CelestialDiscard):
    prompt = "Celestial Guidance (planet): choose the card of your discard pile to take"
