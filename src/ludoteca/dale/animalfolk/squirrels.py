"""Squirrels: the stall (Stashing Vendor, Empty Chest, Nostalgic Item, Acorn, Accordion,
Winter is Coming). Mechanics restated in docs/rules/dale-cards.md.

The building passives are card hooks (``ludoteca.dale.animalfolk``, "Card hooks") read by
``engine.stack_error`` and ``engine.build``: Stashing Vendor: junk allowed (``stack_junk``);
Empty Chest: animalfolk may mix (``stack_mix``); Nostalgic Item: one more card from the discard
pile (``stack_pull``); Accordion: its value may count 1 more or 1 less (``stack_adjust``);
Winter is Coming: one more stack right away (``on_built``, the ``winter`` step below).
"""

from __future__ import annotations

from ludoteca.dale.card_rules import Deck
from ludoteca.dale.animalfolk.common import technique_step
from ludoteca.dale.animalfolk.common import SwapIntoStall, others
from ludoteca.dale.steps import CARD, Frame
from ludoteca.dale.state import DaleState
from ludoteca.dale.cards import PASSIVE

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("squirrels", "Squirrels", module=__name__)

def _winter_built(state: DaleState, p: int, stack: tuple) -> None:
    """After a stack holding Winter is Coming: one more stack may be built at once."""
    state.frames.append(("winter", p))


deck.card("Stashing Vendor", 1, PASSIVE, bonus=False,
          summary="A stack built with it may contain junk.")
deck.hooks("Stashing Vendor", stack_junk=True)  # dale.stall.no_junk
deck.card("Empty Chest", 2, PASSIVE, copies=3, bonus=False,
          summary="A stack built with it may mix animalfolk.")
deck.hooks("Empty Chest", stack_mix=True)  # dale.stall.one_animalfolk
deck.card("Nostalgic Item", 3, PASSIVE, copies=3, bonus=False,
          summary="A stack built with it may take 1 more card from your discard pile.")
deck.hooks("Nostalgic Item", stack_pull=1)  # dale.stall.from_hand
deck.hooks("Accordion", stack_adjust=(1, -1))  # dale.stall.exact_total
deck.hooks("Winter is Coming", on_built=_winter_built)  # dale.stall.sequence
deck.card("Acorn", 4, copies=3, score=6, bonus_first=True,
          summary=("Take 1 card from an opponent's stall into your hand; this Acorn takes its "
                   "place."))
deck.hooks("Acorn", enters_stalls=True, moves_cards=True)


deck.card("Accordion", 5, PASSIVE, copies=1, bonus=False,
          summary="In a stack it may count 1 more or 1 less.")
deck.card("Winter is Coming", 5, PASSIVE, copies=1, bonus=False,
          summary="A stack built with it lets you build one more stack right away.")


@technique_step(deck, "Acorn", "acorn", Frame(acorn=CARD),
                card=True)
class AcornTake(SwapIntoStall):
    """Take any 1 card of an opponent's stall into your hand; this card takes its place."""

    prompt = "Acorn: choose a card in an opponent's stall to swap with this Acorn"

    def seats(self, state, frame):
        return others(state, frame[1])


@deck.decision("winter", Frame())
class WinterIsComing:
    """Winter is Coming: after a stack built with it, one more stack may be built at once."""

    rule = "dale.stall.sequence"
    prompt = "Winter is Coming: build one more stack now, or pass"
    #: a typed short form of these main actions is read as one here (ludoteca.dale.reading)
    reads_main = ("build",)

    def legal(self, state, frame):
        from ludoteca.dale.stall import legal_stacks

        return [("build", b) for b in legal_stacks(state, frame[1])] + [("pass",)]

    def validate(self, state, frame, action):
        from ludoteca.dale.refusals import check_main, refuse

        if action == ("pass",):
            return
        if not action or action[0] != "build" or len(action) != 2:
            refuse(state, frame, self, [("build", ()), ("pass",)], action)  # names the rule
        check_main(state, frame, self, action)  # a wrong stack: the stall's rule, for this card

    def apply(self, state, frame, action):
        if action[0] == "build":
            from ludoteca.dale.stall import do_stack, listed_stack

            # validated when it was chosen (validate): the cards found, not checked again
            do_stack(state, listed_stack(state, frame[1], action))


