"""Mongooses, remaster edition: every card reads its player's own clock (dawn, day, night;
:mod:`.clock`, rule ``dale.remaster.clock``). All six cards are reworked (Bouquets and
Serenade swapped values, Spinning Wheel became a passive with an ability, Inheritance a
technique); the classic deck's steps that still fit (Serenade's put-back, Selecting Contracts'
toss and its order) are reused through the reprint. Mechanics restated in
docs/rules/dale-remaster.md ("Mongooses"); rulings in docs/rulings.md ("Remaster — Mongooses").
"""

from __future__ import annotations

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk import mongooses as classic
from ludoteca.dale.animalfolk.common import (
    ChooseCard,
    ChooseMarketCard,
    KeepOneDitchRest,
    SwapIntoStall,
    offer_supply,
    others,
    seen_frame,
)
from ludoteca.dale.cards import ABILITY
from ludoteca.dale.remaster import clock
from ludoteca.dale.remaster.shared import ability_step
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import CARD, NUMBER, Frame

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = classic.deck.reprint(module=__name__, edition="remaster", listeners=False)

clock.declare(deck)  # the per-seat clock (dale.remaster.clock)
# the classic steps of cards no longer pushed (Serenade's and Selecting Contracts' toss and
# order are kept)
deck.drop_steps(["bouquets", "selecting_contracts", "spinning_wheel", "inheritance"])

deck.hooks("Selecting Contracts", throws_own=True)
deck.hooks("Bouquets", moves_cards=True, enters_stalls=True)


# -- Dramatic Romantic -----------------------------------------------------------------------
def _romantic_can(state: DaleState, p: int, card: int) -> bool:
    return "clock" in state.extra


deck.card("Dramatic Romantic", 1, ABILITY, bonus=False,
          summary="Once per turn: move your clock one step forward or back.")


@ability_step(deck, "Dramatic Romantic", "r_mongooses_clock", _romantic_can)
class RomanticClock:
    """Turn your clock to a phase next to it: ``value 1`` dawn, ``value 2`` day, ``value 3``
    night (only the neighbours of the phase it shows; ruling
    ``remaster.mongooses.dramatic_romantic``)."""

    rule = clock.RULE
    prompt = ("Dramatic Romantic: turn your clock one step (value 1: dawn, value 2: day, "
              "value 3: night)")

    def legal(self, state, frame):
        i = clock.PHASES.index(clock.phase(state, frame[1]))
        return [("value", j + 1) for j in (i - 1, i + 1) if 0 <= j < len(clock.PHASES)]

    def apply(self, state, frame, action):
        clock.set_phase(state, frame[1], clock.PHASES[action[1] - 1])


# -- Serenade --------------------------------------------------------------------------------
@deck.card("Serenade", 2, copies=3, score=5, bonus_first=True,
           summary=("Draw 2 cards (day: 3, night: 1), then put 2 cards from your hand on top "
                    "of your deck."))
def serenade(state: DaleState, p: int, card: int) -> None:
    """Draw 2 (dawn), 3 (day) or 1 (night) cards, then put 2 hand cards on top of your deck
    (the classic's step ``serenade``, one card at a time)."""
    for _ in range(clock.by_phase(state, p, 2, 3, 1)):
        m.draw(state, p)
    state.frames.append(("serenade", p, 2))


# -- Selecting Contracts ---------------------------------------------------------------------
@deck.card("Selecting Contracts", 3, copies=3, score=2,
           summary=("Toss 1 of the top 2 cards (day: 4, night: 1) of your discard pile; put "
                    "the others on top of your deck in any order."))
def selecting_contracts(state: DaleState, p: int, card: int) -> None:
    """Take the top 2 (dawn), 4 (day) or 1 (night) cards of your discard pile aside; toss one
    of them, the rest go on top of your deck in the order you choose (the classic's steps
    ``selecting_contracts_ditch`` and ``selecting_contracts_order``).

    ruling: remaster.mongooses.selecting_contracts — fewer cards when the pile has fewer; the
    toss is not optional."""
    pile = state.discards[p]
    n = min(len(pile), clock.by_phase(state, p, 2, 4, 1))
    if n == 0:
        return
    taken = [pile.pop() for _ in range(n)]
    state.aside.extend(taken)
    state.frames.append(("selecting_contracts_ditch", p, tuple(taken)))


# -- Bouquets --------------------------------------------------------------------------------
@deck.card("Bouquets", 4, copies=3, score=7,
           summary=("Take a card from your stall (day: another player's stall, night: the "
                    "market) and put this card in its place."))
def bouquets(state: DaleState, p: int, card: int) -> None:
    """Take a card from your stall (dawn), another player's stall (day) or the market (night)
    into your hand; Bouquets takes its place.

    ruling: remaster.mongooses.bouquets — the phase is read when the card is played; with no
    card to take nothing happens and Bouquets goes to the discard pile."""
    kind = clock.by_phase(state, p, "r_mongooses_bouquets", "r_mongooses_bouquets",
                          "r_mongooses_bouquets_market")
    state.frames.append((kind, p, card, clock.PHASES.index(clock.phase(state, p))))


@deck.decision("r_mongooses_bouquets", Frame(card=CARD, phase=NUMBER))
class BouquetsStall(SwapIntoStall):
    prompt = ("Bouquets: take a card from a stall (take CARD from seat N stack M); Bouquets "
              "takes its place")

    def seats(self, state, frame):
        p = frame[1]
        return [p] if frame[3] == 0 else others(state, p)


@deck.decision("r_mongooses_bouquets_market", Frame(card=CARD, phase=NUMBER))
class BouquetsMarket(ChooseMarketCard):
    prompt = "Bouquets: take a market card (take +N); Bouquets takes its slot"

    def apply(self, state, frame, action):
        p, own, slot = frame[1], frame[2], action[1]
        taken = state.market[slot]
        state.market[slot] = own
        state.in_play.remove(own)
        state.hands[p].append(taken)


# -- Spinning Wheel --------------------------------------------------------------------------
def _wheel_can(state: DaleState, p: int, card: int) -> bool:
    return any(c != card for c in state.hands[p])


def _wheel(state: DaleState, p: int, card: int) -> None:
    """Discard 1–3 cards one at a time, then draw by the clock (ruling
    ``remaster.mongooses.spinning_wheel``)."""
    state.frames.append(("r_mongooses_spinning_wheel", p, card, 0))


deck.card("Spinning Wheel", 5, ABILITY, copies=1, bonus=False,
          summary=("Once per turn: discard 1 to 3 cards, then draw 1 (day: as many as you "
                   "discarded, night: 1)."))
deck.ability("Spinning Wheel", _wheel_can, _wheel)


@deck.decision("r_mongooses_spinning_wheel", Frame(card=CARD, discarded=NUMBER))
class SpinningWheelDiscard(ChooseCard):
    prompt = ("Spinning Wheel: discard a card from your hand (up to 3), or done; then draw 1 "
              "(day: as many as discarded)")
    verb = "discard"

    def cards(self, state, frame):
        return [c for c in state.hands[frame[1]] if c != frame[2]]

    def legal(self, state, frame):
        x = frame[3]
        out = super().legal(state, frame) if x < 3 else []
        return out + ([("done",)] if x >= 1 else [])

    def apply(self, state, frame, action):
        p, card, x = frame[1], frame[2], frame[3]
        if action[0] == "discard":
            c = m.find_card(state, self.cards(state, frame), action[1])
            m.discard_in_order(state, p, c, x)  # a batch: its order is no choice
            if x + 1 < 3 and any(h != card for h in state.hands[p]):
                state.frames.append((frame[0], p, card, x + 1))
                return
            x += 1
        for _ in range(clock.by_phase(state, p, 1, x, 1)):
            m.draw(state, p)


# -- Inheritance -----------------------------------------------------------------------------
@deck.card("Inheritance", 5, copies=1, bonus=False, score=8,
           summary=("Look at the top 2 cards (day: 5, night: 1) of the supply: take 1, toss "
                    "the rest."))
def inheritance(state: DaleState, p: int, card: int) -> None:
    """Look at the top 2 (dawn), 5 (day) or 1 (night) supply cards: take one, toss the rest
    (a single card is taken)."""
    offer_supply(state, p, clock.by_phase(state, p, 2, 5, 1), "r_mongooses_inheritance")


@deck.decision("r_mongooses_inheritance", seen_frame())
class InheritanceKeep(KeepOneDitchRest):
    prompt = "Inheritance: choose the card to take; the others are tossed"

