"""Echidnas, remaster edition: swaps. Carefree Swapper, Delicacy and Umbrella are as in the
classic edition (their declarations reused); Bargain Seeker (the emptied slot alone is
filled), Velocipede (now the classic Fashion Hint's effect) and Matching Colours (any stall,
yours included) are reworked. Mechanics restated in docs/rules/dale-remaster.md
("Echidnas"); rulings in docs/rulings.md ("Remaster — Echidnas").
"""

from __future__ import annotations

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk import echidnas as classic
from ludoteca.dale.animalfolk import lemurs as classic_lemurs
from ludoteca.dale.animalfolk.common import ditch_supply_top, technique_step
from ludoteca.dale.cards import ABILITY
from ludoteca.dale.remaster.shared import toss_market_slot
from ludoteca.dale.state import EMPTY, DaleState
from ludoteca.dale.steps import Frame

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = classic.deck.reprint(module=__name__, edition="remaster")

deck.card("Carefree Swapper", 1, keep=True)

deck.card("Bargain Seeker", 2, ABILITY, copies=3, bonus=False,
          summary=("Once per turn: toss the rightmost market card and put the top card of the "
                   "supply in its slot."))
deck.hooks("Bargain Seeker", throws_own=True)


deck.card("Delicacy", 3, copies=3, keep=True)
deck.card("Umbrella", 4, copies=3, keep=True)
deck.card("Velocipede", 5, copies=1, score=2,
          summary=("You may toss the top card of the supply; then you may swap an animalfolk "
                   "card from your hand with the top card of the bin."))
deck.hooks("Velocipede", throws_own=True, moves_cards=True)
deck.card("Matching Colours", 5, copies=1, score=3,
          summary=("Swap an animalfolk card from your hand with a card of the same value in "
                   "any player's stall, yours included."))
deck.hooks("Matching Colours", moves_cards=True, swaps_into_stalls=True)


# -- Bargain Seeker ----------------------------------------------------------------------------
def _bargain_use(state: DaleState, p: int, card: int) -> None:
    """Toss the rightmost market card (the occupied slot nearest +0) and fill that slot alone
    with the top card of the supply (rebuilt from the bin when empty, which may bring the
    tossed card back); nothing slides (ruling ``remaster.echidnas.bargain_seeker``)."""
    slot = next(k for k, c in enumerate(state.market) if c != EMPTY)
    toss_market_slot(state, slot)
    top = m.draw_supply(state)
    if top is not None:
        state.market[slot] = top


deck.ability("Bargain Seeker", classic._bargain_available, _bargain_use)


# -- Velocipede: the classic Fashion Hint's two optional parts ---------------------------------
@technique_step(deck, "Velocipede", "r_echidnas_velocipede")
class VelocipedeDitch(classic_lemurs.FashionHintDitch):
    """You may toss the top card of the supply; then you may swap 1 animalfolk card of your
    hand with the top card of the bin (in this order, ruling ``remaster.echidnas.velocipede``,
    as the classic Fashion Hint)."""

    prompt = "Velocipede: toss the top card of the supply (ditch), or pass"

    def apply(self, state, frame, action):
        p = frame[1]
        if action[0] == "ditch":
            ditch_supply_top(state, p, -1)
        state.frames.append(("r_echidnas_velocipede_swap", p))


@deck.decision("r_echidnas_velocipede_swap", Frame())
class VelocipedeSwap(classic_lemurs.FashionHintSwap):
    prompt = ("Velocipede: choose an animalfolk card of your hand to swap with the top card of "
              "the bin, or pass")


# -- Matching Colours --------------------------------------------------------------------------
@technique_step(deck, "Matching Colours", "r_echidnas_matching_colours")
class MatchingColoursTake(classic.MatchingColoursTake):
    """Swap 1 animalfolk card of your hand with a card of the same value in any player's
    stall, yours included: the hand card's current value, the stall card's printed one (as
    the classic ruling ``dale.card.echidnas.matching_colours``); the give step is the
    classic one."""

    prompt = "Matching Colours: choose a card in any stall to take"

    def legal(self, state, frame):
        p = frame[1]
        values = classic._hand_values(state, p)
        out = []
        for q in range(state.cfg.n_players):  # ruling: remaster.echidnas.matching_colours
            for i, stack in enumerate(state.stalls[q]):
                fits = [c for c in stack if state.cfg.types[c].value in values]
                out.extend(("take", q, i, t) for t in m.plain_tokens(state, fits))
        return out
