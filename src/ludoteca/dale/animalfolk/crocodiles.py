"""Crocodiles: harming the opponents, some effects lasting until your next turn (Little Villain,
Scary Gunfight, Night Shift, Ruthless Competition, Nasty Threat, Lost Shipments). Mechanics
restated in docs/rules/dale-cards.md.

A lasting effect is a public entry ``(kind, owner)`` of ``state.pending`` declared with
``pending_effect`` and given its modifier of the engine's rules with ``card_rules.lasting``
(price, stack total, clean-up draw limit: for every seat but the owner); the entries of a
seat end when its next turn starts (listener of ``turn_start``).
"""

from __future__ import annotations

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import ChooseOtherPlayer, GiveFromHand, take_aside
from ludoteca.dale.animalfolk.common import discard_deck_top, take_pending, technique_step, wait
from ludoteca.dale.card_rules import Deck, fire
from ludoteca.dale.steps import CARDS, NUMBER, SEAT, Frame, Mixing
from ludoteca.dale.state import DaleState

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("crocodiles", "Crocodiles", module=__name__)

# Position files: these techniques move cards between players' piles.
for _name in ("Night Shift", "Ruthless Competition"):
    deck.hooks(_name, moves_cards=True)


def turn_order(state: DaleState, p: int) -> list[int]:
    """Every seat in turn order starting with seat p."""
    n = state.cfg.n_players
    return [(p + i) % n for i in range(n)]


# ------------------------------------------------------------------------------------------
# The lasting effects: until the owner's next turn (dale.card.crocodiles.until_next_turn).
# ruling: dale.card.crocodiles.until_next_turn — the effect holds for every other seat from
# the moment it is played to the start of the owner's next turn; several copies (a chameleon's
# too) add up (Scary Gunfight +2 each, Nasty Threat +1 each); Lost Shipments lets an opponent
# draw at most 1 card in their clean-up (a hand size bonus does not lift it).
# ------------------------------------------------------------------------------------------
deck.pending_effect("scary_gunfight", Frame(),
               "Until seat {seat}'s next turn, market cards cost the other players 2 more")
deck.lasting("scary_gunfight", price=2)
deck.pending_effect("nasty_threat", Frame(),
               "Until seat {seat}'s next turn, the other players' stacks must total 1 more")
deck.lasting("nasty_threat", stack_total=1)
deck.pending_effect("lost_shipments", Frame(),
               "Until seat {seat}'s next turn, the other players draw at most 1 card in their "
               "clean-up")
deck.lasting("lost_shipments", refill_limit=1)

_LASTING_KINDS = ("scary_gunfight", "nasty_threat", "lost_shipments")
#: The card of each lasting effect: it waits in the schedule while the effect lasts.
_NAMES = {"scary_gunfight": "Scary Gunfight", "nasty_threat": "Nasty Threat",
          "lost_shipments": "Lost Shipments"}


@deck.on("turn_start")
def _expire(state: DaleState, seat: int) -> None:
    """The owner's next turn starts: its lasting effects end, and their cards leave the
    schedule for the discard pile (``dale.technique.schedule``)."""
    for kind in take_pending(state, seat, _LASTING_KINDS):
        m.release(state, seat, _NAMES[kind])


# ------------------------------------------------------------------------------------------
# Little Villain (1, T, +): every opponent discards the top 2 cards of their deck, one at a
# time.
# ruling: dale.card.crocodiles.little_villain — "one at a time": an empty deck is refilled from
# the shuffled discard pile before each card (dale.cleanup.reshuffle), so the first card may
# come back; opponents act in turn order from you.
# ------------------------------------------------------------------------------------------
@deck.card("Little Villain", 1, score=2,
           summary="Every opponent discards the top 2 cards of their deck, one by one.")
def little_villain(state: DaleState, p: int, card: int) -> None:
    for q in turn_order(state, p)[1:]:
        discard_deck_top(state, q, 2)


@deck.card("Scary Gunfight", 2, copies=3, score=3, bonus_first=True,
           summary="Until your next turn, market cards cost your opponents 2 more.")
def scary_gunfight(state: DaleState, p: int, card: int) -> None:
    """Until your next turn, market cards cost the other players 2 more (``price`` +2).
    ruling: dale.card.crocodiles.scary_gunfight — a purchase from a market slot only, not from
    the market discard pile (issue 26)."""
    wait(state, p, card, "scary_gunfight")


# ------------------------------------------------------------------------------------------
# Night Shift (3, T, +): draw the top card of every player's deck (yours too) and set them
# aside; then put exactly 1 of them on top of each player's deck, you choosing which where.
# ruling: dale.card.crocodiles.night_shift — a player whose deck and discard pile are both
# empty gives no card and gets none; you place the cards seat by seat in turn order from you.
# ------------------------------------------------------------------------------------------
@deck.card("Night Shift", 3, copies=3, score=2,
           summary=("Draw the top card of every deck, yours too; put 1 of them back on top of "
                    "each of those decks, as you choose."))
def night_shift(state: DaleState, p: int, card: int) -> None:
    seen: list[int] = []
    mask = 0
    for q in turn_order(state, p):
        c = m.top_of_deck(state, q)
        if c is not None:
            seen.append(c)
            mask |= 1 << q
    state.aside.extend(seen)
    _night_next(state, p, tuple(seen), mask)


def _night_next(state: DaleState, p: int, seen: tuple, mask: int) -> None:
    """Place the cards on the decks of the seats of ``mask`` (bit q: seat q gets one), in turn
    order from p; ask while the choice could matter."""
    rest = list(seen)
    for q in turn_order(state, p):
        if not mask & (1 << q):
            continue
        if len({m.token(state, c) for c in rest}) > 1:
            state.frames.append(("night_shift", p, tuple(rest), mask))
            return
        c = rest.pop()
        state.aside.remove(c)
        state.decks[q].append(c)
        mask &= ~(1 << q)


@deck.decision("night_shift", Frame(seen=CARDS, seats=NUMBER, secret={"seen": "player"},
                               secret_choice=True, mixing=Mixing(cards=("seen",))))
class NightShiftPlace:
    """Frame ``("night_shift", player, cards still aside, seats still to get one (bit mask))``:
    the choice is the card for the first of those seats in turn order from the player."""

    prompt = ("Night Shift: choose the card that goes on top of the deck of the seat named in "
              "the choices (seat by seat, starting with yours)")

    @staticmethod
    def _next_seat(state, frame) -> int:
        return next(q for q in turn_order(state, frame[1]) if frame[3] & (1 << q))

    def legal(self, state, frame):
        q = self._next_seat(state, frame)
        return [("give", t, q) for t in m.plain_tokens(state, list(frame[2]))]

    def apply(self, state, frame, action):
        p, rest, q = frame[1], list(frame[2]), action[2]
        state.decks[q].append(take_aside(state, rest, action[1]))
        _night_next(state, p, tuple(rest), frame[3] & ~(1 << q))


deck.card("Ruthless Competition", 4, copies=3, score=4, bonus_first=True,
          summary=("Draw the top card of another player's deck into your hand, then put 1 card "
                   "from your hand on top of their deck."))
# ------------------------------------------------------------------------------------------
# Ruthless Competition (4, T, +): draw the top card of another player's deck into your hand,
# then put any 1 card of your hand on top of that player's deck.
# ruling: dale.card.crocodiles.ruthless_competition — their empty deck is refilled from their
# shuffled discard pile first; with nothing to draw you still give a card.
# ------------------------------------------------------------------------------------------
@technique_step(deck, "Ruthless Competition", "ruthless_competition")
class RuthlessTarget(ChooseOtherPlayer):
    """Draw the top card of another player's deck into your hand, then put 1 card of your
    hand on top of their deck."""

    prompt = "Ruthless Competition: choose the player whose top deck card you draw"

    def apply(self, state, frame, action):
        p, q = frame[1], action[1]
        state.frames.append(("ruthless_give", p, q))
        c = m.top_of_deck(state, q)
        if c is not None:
            state.hands[p].append(c)
            fire(state, "drew", p, c)  # drawn into your hand


@deck.card("Nasty Threat", 5, copies=1, score=4, bonus_first=True,
           summary="Until your next turn, your opponents' stacks must total 1 more.")
def nasty_threat(state: DaleState, p: int, card: int) -> None:
    """Until your next turn, the other players' stacks must total 1 more (``stack_total`` +1)."""
    wait(state, p, card, "nasty_threat")


@deck.card("Lost Shipments", 5, copies=1, score=4, bonus_first=True,
           summary="Until your next turn, your opponents draw at most 1 card at clean-up.")
def lost_shipments(state: DaleState, p: int, card: int) -> None:
    """Until your next turn, the other players draw at most 1 card in their clean-up."""
    wait(state, p, card, "lost_shipments")


@deck.decision("ruthless_give", Frame(target=SEAT, secret_choice=True,
                                 mixing=Mixing(hands=("player",))))
class RuthlessGive(GiveFromHand):
    prompt = "Ruthless Competition: choose the card of your hand to put on top of their deck"

    def put(self, state, frame, card):
        state.decks[frame[2]].append(card)
