"""Spending, the shared mechanic of the Collection's decks (Penguins, Tuataras, Turtles):
the spend step (ruling ``dale.card.spend``, docs/rulings.md) and putting cards back on the deck
in an order the player chooses. Every ruleset includes these declarations."""

from __future__ import annotations

from ludoteca.dale.card_rules import Declarations
from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import ChooseCard, take_aside
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import CARDS, Frame, Mixing, NUMBER, TEXT


# ruling: dale.card.spend — "spend x" is paid by discarding cards from your hand whose current
# values add up to at least x (face up onto your discard pile, one at a time), each coin you
# spend counting 1; a card worth 0 adds nothing and is not offered. A spend that the hand and
# coins cannot reach does nothing (the step has no choice: dale.technique.fizzle), and then the
# rest of the effect does not happen either. See docs/rulings.md.

#: The spend step and the ordered put-back, declared here and included in every ruleset. What
#: happens once a spend is paid is declared by the deck that asks for it, with
#: ``deck.after_spend(card name)`` (``fn(state, seat, card, x)``: ``card`` and ``x`` are the two
#: small numbers the spend was started with; the spend frame's ``then`` is that card name, which
#: position files read); the ruleset's ``spent`` table holds them.
shared = Declarations("spending", __name__)


def spendable(state: DaleState, p: int) -> int:
    """The most seat p can spend now: the current values of its hand cards plus its coins."""
    return sum(m.value_of(state, c) for c in state.hands[p]) + state.coins[p]


def spend(state: DaleState, p: int, need: int, then: str, card: int = 0, x: int = 0, *,
          optional: bool = False) -> None:
    """Ask seat p to spend ``need`` (>= 1), then call what the
    deck declared with ``after_spend(then)``
    (``then``: the printed name of the card asking; ``card``, ``x``: small numbers, at most
    the position files' limit for a number field).
    ``optional``: the seat may decline (``pass``), and then nothing happens."""
    state.frames.append(("spend", p, need, 0, then, card, x, int(optional)))


@shared.decision("spend", Frame(need=NUMBER, paid=NUMBER, then=TEXT, card=NUMBER, x=NUMBER,
                         optional=NUMBER))
class SpendStep:
    """Spend card by card (ruling ``dale.card.spend``): ``discard CARD`` (its current value
    counts) or ``coins N`` (N coins, 1 each) until the paid total reaches ``need``; ``pass``
    declines an optional spend. Frame: ``("spend", player, need, paid so far, then, card, x,
    optional)``."""

    prompt = "Spend: discard a card from your hand (its value counts) or spend coins"

    def legal(self, state: DaleState, frame: tuple) -> list[tuple]:
        _, p, need, paid, _then, _card, _x, optional = frame
        if paid + spendable(state, p) < need:
            return []
        out: list[tuple] = [("discard", t) for t in m.plain_tokens(
            state, [c for c in state.hands[p] if m.value_of(state, c) > 0])]
        out += [("coins", k) for k in range(1, min(state.coins[p], need - paid) + 1)]
        if optional and not paid:
            out.append(("pass",))
        return out

    def details(self, state: DaleState, frame: tuple) -> dict:
        """``need`` and ``paid`` so far."""
        return {"need": frame[2], "paid": frame[3]}

    def apply(self, state: DaleState, frame: tuple, action: tuple) -> None:
        from ludoteca.dale import engine_hooks as h

        _, p, need, paid, then, card, x, optional = frame
        if action[0] == "pass":
            return
        if action[0] == "coins":
            state.coins[p] -= action[1]
            paid += action[1]
        else:
            c = m.find_card(state, state.hands[p], action[1])
            paid += m.value_of(state, c)
            h.remove_from_hand(state, p, c)
            m.discard(state, p, c)
        if paid >= need:
            state.cfg.rules.spent[then](state, p, card, x)
        else:
            state.frames.append(("spend", p, need, paid, then, card, x, optional))


def order_onto_deck(state: DaleState, p: int, cards: list[int]) -> None:
    """Put ``cards`` (already taken from where they were) on top of seat p's deck in the order
    p chooses, one at a time (the last one chosen ends on top); identical cards need no
    choice. They wait in ``state.aside`` meanwhile."""
    if len(set(m.token(state, c) for c in cards)) > 1:
        state.aside.extend(cards)
        state.frames.append(("order_onto_deck", p, tuple(cards)))
        return
    state.decks[p].extend(cards)


@shared.decision("order_onto_deck", Frame(cards=CARDS, secret={"cards": "player"}, secret_choice=True,
                                   mixing=Mixing(cards=("cards",))))
class OrderOntoDeck(ChooseCard):
    """Choose the next card to put on top of your deck (``top CARD``); the last one put ends
    on top. Frame: ``("order_onto_deck", player, cards left)``."""

    prompt = "Choose the next card to put on top of your deck (the last one ends on top)"
    verb, pile = "top", 2

    def apply(self, state: DaleState, frame: tuple, action: tuple) -> None:
        p, left = frame[1], list(frame[2])
        state.decks[p].append(take_aside(state, left, action[1]))
        if left:
            for d in left:
                state.aside.remove(d)
            order_onto_deck(state, p, left)
