"""Chameleons: copies (Flexible Shopkeeper, Reflection, Good Old Times, Gift Voucher,
Trendsetting, Seeing Doubles). Mechanics restated in docs/rules/dale-cards.md.

What each copying passive may copy is ``mechanics.copy_targets``; a copy is chosen whenever the
card is used (paid, built, played, its ability used) and must be a valid target if one exists
(``dale.passive.mandatory``, ``dale.copy.identity``).
"""

from __future__ import annotations

from ludoteca.dale.animalfolk.common import (
    ChooseMarketCard,
    can_ditch_supply_top,
    ditch_supply_top,
)
from ludoteca.dale.animalfolk import ability, decision, technique
from ludoteca.dale.steps import CARD, Frame
from ludoteca.dale.state import DaleState


ability("Good Old Times", can_ditch_supply_top, ditch_supply_top)  # it then copies that card


@technique("Gift Voucher")
def gift_voucher(state: DaleState, p: int, card: int) -> None:
    """Take any 1 market card into your hand and put this card in its slot."""
    state.frames.append(("gift_voucher", p, card))


@decision("gift_voucher", Frame(card=CARD))
class GiftVoucherTake(ChooseMarketCard):
    prompt = "Gift Voucher: choose the market card to take; this card takes its slot"

    def apply(self, state, frame, action):
        p, card, slot = frame[1], frame[2], action[1]
        state.hands[p].append(state.market[slot])
        state.market[slot] = card
        state.in_play.remove(card)
