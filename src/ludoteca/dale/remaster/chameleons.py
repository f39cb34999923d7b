"""Chameleons, remaster edition: copies. Flexible Shopkeeper, Good Old Times, Trendsetting and
Seeing Doubles as in the classic edition (their declarations reused); Reflection reworked (an
ability may first discard another player's top deck card); Sound Detectors new (it replaces
Gift Voucher, which moved to the Pandas). Mechanics restated in docs/rules/dale-remaster.md;
rulings under "Remaster — Chameleons" in docs/rulings.md.

What Sound Detectors may copy is kept in the declared per-seat field ``r_sound_detectors``
(the names of the cards its owner looked at this turn, seen by that seat only).
"""

from __future__ import annotations

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk import chameleons as classic
from ludoteca.dale.animalfolk.common import ChooseOtherPlayer, others, show_to
from ludoteca.dale.cards import ABILITY, PASSIVE
from ludoteca.dale.remaster.shared import ability_step
from ludoteca.dale.state import DaleState

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = classic.deck.reprint(module=__name__, edition="remaster")

deck.card("Flexible Shopkeeper", 1, PASSIVE, bonus=False, chameleon=True, keep=True)
deck.drop_steps(["gift_voucher"])  # Gift Voucher is a Pandas card in the remaster

#: The names of the cards each seat looked at with Sound Detectors this turn.
SEEN = "r_sound_detectors"
deck.state(SEEN, [], per_seat=True, hidden=True)


# -- Reflection ------------------------------------------------------------------------------
def _reflection_can(state: DaleState, p: int, card: int) -> bool:
    """Another player has a deck card (or a discard pile to refill the deck from)."""
    return any(state.decks[q] or state.discards[q] for q in others(state, p))


deck.card("Reflection", 2, ABILITY, copies=3, bonus=False, chameleon=True,
          summary=("Once per turn: you may discard the top card of another player's deck. "
                   "Counts as a copy of the top card of another player's discard pile."))
deck.hooks("Reflection", copy_sources=classic.deck.card_hooks["Reflection"]["copy_sources"])


deck.card("Good Old Times", 3, ABILITY, copies=3, bonus=False, chameleon=True, keep=True)


@ability_step(deck, "Reflection", "r_chameleons_reflection", _reflection_can)
class ReflectionDiscard(ChooseOtherPlayer):
    """Reflection's ability: the chosen player's top deck card goes onto their discard pile
    (their empty deck refilled from their discard pile first, ``dale.cleanup.reshuffle``)
    (ruling ``remaster.chameleons.reflection``)."""

    prompt = "Reflection: choose the player whose top deck card is discarded"
    needs = "deck"

    def apply(self, state, frame, action):
        q = action[1]
        top = m.top_of_deck(state, q)
        if top is not None:
            m.discard(state, q, top)


# -- Sound Detectors -------------------------------------------------------------------------
def _sound_can(state: DaleState, p: int, card: int) -> bool:
    return any(state.hands[q] for q in others(state, p))


def _sound_sources(state: DaleState, p: int, card: int, source) -> list[str]:
    """Sound Detectors: a card its owner looked at with a Sound Detectors this turn."""
    return list(state.extra[SEEN][p]) if SEEN in state.extra else []


deck.card("Sound Detectors", 4, ABILITY, copies=3, bonus=False, chameleon=True,
          summary=("Once per turn: look at 2 random cards of another player's hand. Counts as "
                   "a copy of a card you looked at this turn."))
deck.hooks("Sound Detectors", copy_sources=_sound_sources)


deck.card("Trendsetting", 5, PASSIVE, copies=1, bonus=False, chameleon=True, keep=True)
deck.card("Seeing Doubles", 5, PASSIVE, copies=1, bonus=False, chameleon=True, keep=True)


@ability_step(deck, "Sound Detectors", "r_chameleons_sound_detectors", _sound_can)
class SoundDetectorsLook(ChooseOtherPlayer):
    """Sound Detectors' ability: two cards of the chosen player's hand, picked at random
    (all of them when fewer), are shown to you; their names are what it may copy this turn
    (ruling ``remaster.chameleons.sound_detectors``)."""

    prompt = "Sound Detectors: choose the player whose hand you listen to"
    needs = "hand"

    def apply(self, state, frame, action):
        p, q = frame[1], action[1]
        pool = list(state.hands[q])
        seen = [pool.pop(m.random_index(state, len(pool))) for _ in range(min(2, len(pool)))]
        show_to(state, p, seen)
        row = [list(v) for v in state.extra[SEEN]]
        row[p] = sorted(set(row[p]) | {state.cfg.types[c].name for c in seen})
        state.extra[SEEN] = row


@deck.on("refilled")
def _forget_what_was_heard(state: DaleState, p: int) -> None:
    """At the end of its turn a seat forgets the cards it looked at with Sound Detectors."""
    if state.extra.get(SEEN) and state.extra[SEEN][p]:
        row = [list(v) for v in state.extra[SEEN]]
        row[p] = []
        state.extra[SEEN] = row
