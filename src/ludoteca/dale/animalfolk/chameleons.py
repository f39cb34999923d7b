"""Chameleons: copies (Flexible Shopkeeper, Reflection, Good Old Times, Gift Voucher,
Trendsetting, Seeing Doubles). Mechanics restated in docs/rules/dale-cards.md.

What each copying passive may copy is its ``copy_sources`` hook below (read through
``mechanics.copy_targets``); a copy is chosen whenever the
card is used (paid, built, played, its ability used) and must be a valid target if one exists
(``dale.passive.mandatory``, ``dale.copy.identity``).
"""

from __future__ import annotations

from ludoteca.dale.card_rules import Deck
from ludoteca.dale.animalfolk.common import technique_step
from ludoteca.dale.animalfolk.common import ChooseMarketCard, can_ditch_supply_top
from ludoteca.dale.animalfolk.common import ditch_supply_top
from ludoteca.dale.cards import ABILITY, PASSIVE
from ludoteca.dale.state import EMPTY, DaleState
from ludoteca.dale.steps import CARD, Frame

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("chameleons", "Chameleons", module=__name__)

# -- what each chameleon may copy (hook ``copy_sources``, dale.copy.identity) ------------------
def _shopkeeper(state: DaleState, p: int, card: int, source) -> list[str]:
    """Flexible Shopkeeper: a card of the top (last built) stack of its owner's stall."""
    stall = state.stalls[p]
    return [state.cfg.types[c].name for c in stall[-1]] if stall else []


def _reflection(state: DaleState, p: int, card: int, source) -> list[str]:
    """Reflection: the top card of another player's discard pile."""
    return [state.cfg.types[state.discards[q][-1]].name
            for q in range(state.cfg.n_players) if q != p and state.discards[q]]


def _good_old_times(state: DaleState, p: int, card: int, source) -> list[str]:
    """Good Old Times: the top card of the market discard pile."""
    return [state.cfg.types[state.bin[-1]].name] if state.bin else []


def _trendsetting(state: DaleState, p: int, card: int, source) -> list[str]:
    """Trendsetting: a card of the market."""
    return [state.cfg.types[c].name for c in state.market if c != EMPTY]


def _seeing_doubles(state: DaleState, p: int, card: int, source) -> list[str]:
    """Seeing Doubles: another card of the pile it is in (its owner's hand by default); the
    copied card is shown (knowledge)."""
    pile = state.hands[p] if source is None else source
    return [state.cfg.types[c].name for c in pile if c != card]


deck.card("Flexible Shopkeeper", 1, PASSIVE, bonus=False, chameleon=True,
          summary="Counts as a copy of a card in your rightmost stack.")
deck.hooks("Flexible Shopkeeper", copy_sources=_shopkeeper)
deck.card("Reflection", 2, PASSIVE, copies=3, bonus=False, chameleon=True,
          summary="Counts as a copy of the top card of another player's discard pile.")
deck.hooks("Reflection", copy_sources=_reflection)
deck.card("Good Old Times", 3, ABILITY, copies=3, bonus=False, chameleon=True,
          summary=("Once per turn: throw away the top market deck card. Counts as a copy of "
                   "the top card of the market discard pile."))
deck.hooks("Good Old Times", copy_sources=_good_old_times)
deck.hooks("Trendsetting", copy_sources=_trendsetting)
deck.hooks("Seeing Doubles", copy_sources=_seeing_doubles, copy_shows_source=True)

deck.ability("Good Old Times", can_ditch_supply_top, ditch_supply_top)  # it then copies that card


deck.card("Gift Voucher", 4, copies=3, score=8, bonus_first=True,
          summary="Take a market card into your hand and put this card in its slot.")


@technique_step(deck, "Gift Voucher", "gift_voucher", Frame(card=CARD),
                card=True)
class GiftVoucherTake(ChooseMarketCard):
    """Take any 1 market card into your hand and put this card in its slot."""

    prompt = "Gift Voucher: choose the market card to take; this card takes its slot"

    def apply(self, state, frame, action):
        p, card, slot = frame[1], frame[2], action[1]
        state.hands[p].append(state.market[slot])
        state.market[slot] = card
        state.in_play.remove(card)


deck.card("Trendsetting", 5, PASSIVE, copies=1, bonus=False, chameleon=True,
          summary="Counts as a copy of a card in the market.")
deck.card("Seeing Doubles", 5, PASSIVE, copies=1, bonus=False, chameleon=True,
          summary="Counts as a copy of another card in your hand, which you show.")
