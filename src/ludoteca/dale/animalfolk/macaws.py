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
from ludoteca.dale.cards import PASSIVE, TECHNIQUE

#: The deck's cards in id order: (name, value, kind, bonus icon, copies, chameleon)
#: (``dale.setup.decks``; the value-1 start card has one copy per possible player).
deck = Deck("macaws", "Macaws", [
    ("Swift Broker", 1, TECHNIQUE, True, 0, False),
    ("Cookies", 2, PASSIVE, False, 3, False),
    ("Shattered Relic", 3, TECHNIQUE, True, 3, False),
    ("Spyglass", 4, TECHNIQUE, True, 3, False),
    ("Flashy Show", 5, TECHNIQUE, True, 1, False),
    ("Favorite Toy", 5, TECHNIQUE, True, 1, False),
], module=__name__)

#: What each card does, in short (the message ``card.<name>``, translated in the catalogues;
#: restated from docs/rules/dale-cards.md, never the printed text).
deck.summarize({
    "Swift Broker": "Discard your whole hand, then draw as many cards.",
    "Cookies": "While in your hand: your hand size is 1 larger.",
    "Shattered Relic": "Throw away 1 card from your hand, then draw 1 card.",
    "Spyglass": "Draw 3 cards: keep 1, put 2 back on top of your deck in any order.",
    "Flashy Show": "For the rest of the turn your cards count 1 more.",
    "Favorite Toy": "Take the top card of your discard pile into your hand.",
})

#: Hints for the greedy bot (dale.strategy): what a technique is worth as the action when
#: nothing better is possible (higher first), and the ones worth playing first as a bonus.
deck.bot_hints(
    score={
        "Swift Broker": 2,
        "Shattered Relic": 5,
        "Spyglass": 7,
        "Flashy Show": 3,
        "Favorite Toy": 5,
    },
    bonus_first={"Shattered Relic", "Spyglass", "Flashy Show", "Favorite Toy"},
)

# Cookies (passive): hand size +1 while in hand (dale.cleanup.draw).
deck.hooks("Cookies", hand_size=1)


@deck.technique("Swift Broker")
def swift_broker(state: DaleState, p: int, card: int) -> None:
    """Move the whole hand to the discard pile, then draw as many cards."""
    cycle_hand(state, p)


@deck.technique("Shattered Relic")
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


@deck.technique("Spyglass")
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


@deck.technique("Flashy Show")
def flashy_show(state: DaleState, p: int, card: int) -> None:
    """For the rest of this turn every card you use counts 1 higher (``dale.value.order``)."""
    state.effects.append(("flashy",))


deck.hooks("Flashy Show", turn_effect=("flashy", 1))  # every card counts 1 more this turn
deck.hooks("Shattered Relic", moves_cards=True, throws_own=True)  # via the market discard pile


@deck.technique("Favorite Toy")
def favorite_toy(state: DaleState, p: int, card: int) -> None:
    """Take the top card of your discard pile into your hand."""
    if state.discards[p]:
        state.hands[p].append(state.discards[p].pop())
