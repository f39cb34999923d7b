"""Macaws: drawing and cycling (Swift Broker, Cookies, Shattered Relic, Spyglass, Flashy Show,
Favorite Toy). Mechanics restated in docs/rules/dale-cards.md."""

from __future__ import annotations

from ludoteca.dale.card_rules import Deck
from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import look_at_top
from ludoteca.dale.animalfolk.common import ChooseNext, DitchFromHand, KeepOneSeen
from ludoteca.dale.animalfolk.common import cycle_hand, seen_frame
from ludoteca.dale.steps import CARDS, Frame, Mixing
from ludoteca.dale.state import DaleState
from ludoteca.dale.cards import PASSIVE

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("macaws", "Macaws", module=__name__)

# Cookies (passive): hand size +1 while in hand (dale.cleanup.draw).
deck.hooks("Cookies", hand_size=1)


@deck.card("Swift Broker", 1, score=2, summary="Discard your whole hand, then draw as many cards.")
def swift_broker(state: DaleState, p: int, card: int) -> None:
    """Move the whole hand to the discard pile, then draw as many cards."""
    cycle_hand(state, p)


deck.card("Cookies", 2, PASSIVE, copies=3, bonus=False,
          summary="While in your hand: your hand size is 1 larger.")


@deck.card("Shattered Relic", 3, copies=3, score=5, bonus_first=True,
           summary="Throw away 1 card from your hand, then draw 1 card.")
def shattered_relic(state: DaleState, p: int, card: int) -> None:
    """Throw away 1 hand card, then draw 1 (with an empty hand only the draw happens)."""
    if state.hands[p]:
        state.frames.append(("shattered_relic", p))
    else:
        m.draw(state, p)


@deck.decision("shattered_relic", Frame())
class ShatteredRelicDitch(DitchFromHand):
    prompt = "Shattered Relic: choose a card from your hand to throw away"

    def then(self, state, frame, card):
        m.draw(state, frame[1])


@deck.card("Spyglass", 4, copies=3, score=7, bonus_first=True,
           summary="Draw 3 cards: keep 1, put 2 back on top of your deck in any order.")
def spyglass(state: DaleState, p: int, card: int) -> None:
    """Look at the top 3 cards of your deck (reshuffling if needed), keep 1, put the others back
    on top in the order you choose."""
    look_at_top(state, p, 3, "spyglass_keep")


@deck.decision("spyglass_keep", seen_frame())
class SpyglassKeep(KeepOneSeen):
    prompt = "Spyglass: choose the card to keep in your hand"

    def rest(self, state, frame, seen):
        _put_back(state, frame[1], seen, "spyglass_order")


@deck.decision("spyglass_order", Frame(seen=CARDS, secret={"seen": "player"}, secret_choice=True,
                                  mixing=Mixing(cards=("seen",))))
class SpyglassOrder(ChooseNext):
    prompt = "Spyglass: choose the card to put on top of your deck"

    def placed(self, state, frame, top, rest):
        _put_back(state, frame[1], rest + [top], None)


def _put_back(state: DaleState, p: int, cards: list[int], step: str | None) -> None:
    """Put cards back on top of seat p's deck; the last one ends on top. When the order could
    matter (two different cards left) and ``step`` is given, ask for it first."""
    if step and len(cards) >= 2 and len(set(m.token(state, c) for c in cards)) > 1:
        state.frames.append((step, p, tuple(cards)))
        return
    for c in cards:
        if c in state.aside:
            state.aside.remove(c)
        state.decks[p].append(c)


put_back = _put_back


@deck.card("Flashy Show", 5, copies=1, score=3, bonus_first=True,
           summary="For the rest of the turn your cards count 1 more.")
def flashy_show(state: DaleState, p: int, card: int) -> None:
    """For the rest of this turn every card you use counts 1 higher (``dale.value.order``)."""
    state.effects.append(("flashy",))


deck.hooks("Flashy Show", turn_effect=("flashy", 1))  # every card counts 1 more this turn
deck.hooks("Shattered Relic", moves_cards=True, throws_own=True)  # via the market discard pile


@deck.card("Favorite Toy", 5, copies=1, score=5, bonus_first=True,
           summary="Take the top card of your discard pile into your hand.")
def favorite_toy(state: DaleState, p: int, card: int) -> None:
    """Take the top card of your discard pile into your hand."""
    if state.discards[p]:
        state.hands[p].append(state.discards[p].pop())
