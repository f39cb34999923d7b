"""Walruses (new in the remaster): bending the stall rules (Hefty Director, Slappy Tappy, Sea
Salt, Salvage, Treasure Hoard, Oceanic Icon). Mechanics restated in docs/rules/dale-remaster.md
("Walruses"); rulings in docs/rulings.md ("Remaster — Walruses"). The stall rules they change
are card hooks read by :mod:`ludoteca.dale.stall`: ``stack_adjust`` (Hefty Director),
``turn_stack_mix`` (Slappy Tappy), ``turn_stack_junk`` (Sea Salt), ``stall_total_adjust``
(Oceanic Icon).
"""

from __future__ import annotations

from ludoteca.dale.animalfolk.common import TakeFromDiscard
from ludoteca.dale.card_rules import Deck
from ludoteca.dale.cards import PASSIVE
from ludoteca.dale.remaster.shared import take_only_or_ask
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import Frame

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("walruses", "Walruses", module=__name__, edition="remaster")

deck.card("Hefty Director", 1, PASSIVE, bonus=False,
          summary="In a stack it may count 1 or 2 more.")
#: ruling remaster.walruses.hefty_director: the addition is a choice, as Accordion's.
deck.hooks("Hefty Director", stack_adjust=(1, 2))


@deck.card("Slappy Tappy", 2, copies=3, score=1, bonus_first=True,
           summary="This turn your stacks may mix animalfolk.")
def slappy_tappy(state: DaleState, p: int, card: int) -> None:
    """For the rest of the turn your stacks may mix animalfolk (``dale.stall.one_animalfolk``)."""
    state.effects.append(("r_slappy_tappy",))


deck.hooks("Slappy Tappy", turn_effect=("r_slappy_tappy", 0), turn_stack_mix=True)
deck.hooks("Sea Salt", turn_effect=("r_sea_salt", 0), turn_stack_junk=1)
deck.hooks("Treasure Hoard", turn_effect=("r_treasure_hoard", 0), turn_hand_size=2)
deck.hooks("Oceanic Icon", stall_total_adjust=(-1, 1))

#: Whether each seat has built a stack this turn ("yes") or not ("no"): Treasure Hoard's
#: condition (public).
deck.state("walruses_built", "no", per_seat=True)


@deck.on("turn_start")
def _new_turn(state: DaleState, p: int) -> None:
    """A new turn: the seat has built nothing yet."""
    state.extra["walruses_built"][p] = "no"


@deck.on("built")
def _built(state: DaleState, p: int, stack: tuple) -> None:
    """A stack was built: Treasure Hoard's larger hand size is off for this turn (ruling
    ``remaster.walruses.treasure_hoard``)."""
    state.extra["walruses_built"][p] = "yes"
    if ("r_treasure_hoard",) in state.effects:
        state.effects[:] = [e for e in state.effects if e != ("r_treasure_hoard",)]


@deck.card("Sea Salt", 3, copies=3, score=1, bonus_first=True,
           summary="This turn each stack you build may hold 1 junk card.")
def sea_salt(state: DaleState, p: int, card: int) -> None:
    """For the rest of the turn each stack you build may hold one junk card
    (``dale.stall.no_junk``; ruling ``remaster.walruses.sea_salt``)."""
    state.effects.append(("r_sea_salt",))


@deck.card("Salvage", 4, copies=3, score=4,
           summary="Take 1 of the bottom 3 cards of your discard pile.")
def salvage(state: DaleState, p: int, card: int) -> None:
    """Take one of the bottom 3 cards of your discard pile into your hand (the one card when
    the pile has one)."""
    take_only_or_ask(state, p, "r_walruses_salvage")


@deck.card("Treasure Hoard", 5, copies=1, score=3,
           summary="If you build no stack this turn, your hand size is 2 larger this turn.")
def treasure_hoard(state: DaleState, p: int, card: int) -> None:
    """Unless you have built a stack this turn, your hand size at this turn's clean-up is 2
    larger; building later this turn ends it (``dale.cleanup.draw``)."""
    if state.extra["walruses_built"][p] == "no":
        state.effects.append(("r_treasure_hoard",))


deck.card("Oceanic Icon", 5, PASSIVE, copies=1, bonus=False,
          summary=("While it is in your last-built stack, your next stack may total 1 less or "
                   "1 more than it must."))


@deck.decision("r_walruses_salvage", Frame())
class SalvageTake(TakeFromDiscard):
    """``keep CARD``: of equal cards the one nearest the bottom, which is one of the bottom 3
    when the choice names one."""

    prompt = "Salvage: take one of the bottom 3 cards of your discard pile"

    def cards(self, state, frame):
        return state.discards[frame[1]][:3]

