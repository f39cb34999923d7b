"""Pangolins, remaster edition: two pangolin dice name a source and a destination pile. Fumbling
Dreamer and Loose Marbles are as in the classic edition (their declarations, the dice and the
pile rules reused, ruling ``dale.card.pangolins.piles``); Coffee Grinder (1 to 3 cards),
Accident (a supply card, then a toss) and Another Fine Mess (a plain swap) are reworked;
Souvenirs replaces Fresh Start. Mechanics restated in docs/rules/dale-remaster.md
("Pangolins"); rulings in docs/rulings.md ("Remaster — Pangolins"). The remaster's own steps
are prefixed ``r_pangolins_``.
"""

from __future__ import annotations

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk import pangolins as classic
from ludoteca.dale.animalfolk.common import (ChooseCard, DitchFromHand, seats_from,
                                             take_aside, take_supply_top)
from ludoteca.dale.animalfolk.pangolins import put_into, take_from
from ludoteca.dale.cards import ABILITY
from ludoteca.dale.remaster.shared import AnimalfolkOnly, ability_step
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import CARDS, NUMBER, SEAT, TEXT, Frame, Mixing

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = classic.deck.reprint(module=__name__, edition="remaster")

deck.card("Fumbling Dreamer", 1, keep=True)

for _name in ("Another Fine Mess", "Souvenirs"):
    deck.hooks(_name, moves_cards=True)  # position files: a card may change owner
deck.hooks("Accident", throws_own=True)  # the toss sends an own card to the bin


deck.card("Coffee Grinder", 2, ABILITY, copies=3, bonus=False,
          summary=("Once per turn: discard 1 to 3 cards from the top of one player's deck, one "
                   "at a time."))
# -- Coffee Grinder ---------------------------------------------------------------------------
# available as the classic card: some player's deck can give a card (a discard pile refills it)
@ability_step(deck, "Coffee Grinder", "r_pangolins_grinder", classic._grinder_available)
class CoffeeGrinderTarget:
    """Discard 1 to 3 cards from the top of one player's deck, one at a time (ruling
    ``remaster.pangolins.coffee_grinder``)."""

    prompt = "Coffee Grinder: choose the player whose top deck card is discarded"

    def legal(self, state, frame):
        return [("target", q) for q in classic._grindable(state)]

    def apply(self, state, frame, action):
        classic._grind(state, action[1])
        state.frames.append(("r_pangolins_grinder_more", frame[1], action[1], 2))


@deck.decision("r_pangolins_grinder_more", Frame(target=SEAT, left=NUMBER))
class CoffeeGrinderMore(classic.CoffeeGrinderMore):
    """Frame ``(kind, player, the deck's owner, cards that may still be discarded)``."""

    def apply(self, state, frame, action):
        if action[0] == "pass":
            return
        classic._grind(state, frame[2])
        if frame[3] > 1:
            state.frames.append((frame[0], frame[1], frame[2], frame[3] - 1))


# -- Accident ---------------------------------------------------------------------------------
@deck.card("Accident", 3, copies=3, score=3,
           summary="Draw 1 card from the supply, then toss 1 animalfolk card from your hand.")
def accident(state: DaleState, p: int, card: int) -> None:
    """Draw 1 card from the supply into your hand, then toss 1 animalfolk card of your hand
    (ruling ``remaster.pangolins.accident``)."""
    take_supply_top(state, p)
    state.frames.append(("r_pangolins_accident", p))


deck.card("Loose Marbles", 4, copies=3, keep=True)


@deck.decision("r_pangolins_accident", Frame())
class AccidentToss(AnimalfolkOnly, DitchFromHand):
    prompt = "Accident: choose an animalfolk card of your hand to toss"


# -- Another Fine Mess ------------------------------------------------------------------------
@deck.card("Another Fine Mess", 5, copies=1, score=1,
           summary=("Roll both pangolin dice; 2 cards of one player's first rolled pile swap "
                    "places with 2 cards of another player's second rolled pile."))
def another_fine_mess(state: DaleState, p: int, card: int) -> None:
    """Roll both pangolin dice; choose player X and another player Y: 2 cards of X's source
    pile and 2 cards of Y's destination pile change places (ruling
    ``remaster.pangolins.another_fine_mess``)."""
    src, dst = classic.roll_two(state, differ=False)
    state.frames.append(("r_pangolins_fine_mess", p, src, dst))


@deck.decision("r_pangolins_fine_mess", Frame(source=TEXT, destination=TEXT))
class FineMessFrom(classic.FineMessFrom):
    then = "r_pangolins_fine_mess_to"


@deck.decision("r_pangolins_fine_mess_to", Frame(
    source=TEXT, destination=TEXT, giver=SEAT,
    mixing=Mixing(hands=("giver", "chosen"), aware=())))
class FineMessTo(classic.FineMessTo):
    prompt = "Another Fine Mess: choose player Y, whose destination pile swaps 2 cards"

    def apply(self, state, frame, action):
        src, dst, x, y = frame[2], frame[3], frame[4], action[1]
        # both sets are taken first (hand cards at random, as the classic card), then placed
        # in the order taken: X's on Y's destination pile, Y's on X's source pile
        mine = [c for c in (take_from(state, x, src) for _ in range(2)) if c is not None]
        theirs = [c for c in (take_from(state, y, dst) for _ in range(2)) if c is not None]
        for c in mine:
            put_into(state, y, dst, c)
        for c in theirs:
            put_into(state, x, src, c)


# -- Souvenirs --------------------------------------------------------------------------------
@deck.card("Souvenirs", 5, copies=1, score=3,
           summary=("Draw as many supply cards as there are players and give 1 to each player "
                    "(you too)."))
def souvenirs(state: DaleState, p: int, card: int) -> None:
    """Draw one supply card per player, face up; give them out one at a time, one into each
    player's hand, yours included (ruling ``remaster.pangolins.souvenirs``)."""
    seen = []
    for _ in range(state.cfg.n_players):
        c = m.draw_supply(state)
        if c is None:
            break
        seen.append(c)
    if seen:
        state.aside.extend(seen)
        _next_gift(state, p, seen, tuple(range(state.cfg.n_players)))


def _next_gift(state: DaleState, p: int, cards: list[int], seats: tuple) -> None:
    """Ask for the next gift, or, when the cards left are all alike or one seat is left, give
    them to the seats left in turn order from seat p's left, p last."""
    if len({m.token(state, c) for c in cards}) <= 1 or len(seats) <= 1:
        for c, q in zip(cards, seats_from(state, p, seats)):
            state.aside.remove(c)
            state.hands[q].append(c)
        return
    mask = sum(1 << q for q in seats)
    state.frames.append(("r_pangolins_souvenirs", p, tuple(cards), mask))


def _seats(mask: int) -> tuple:
    return tuple(q for q in range(mask.bit_length()) if mask >> q & 1)


@deck.decision("r_pangolins_souvenirs", Frame(cards=CARDS, waiting=NUMBER))
class SouvenirsGive(ChooseCard):
    """Frame ``(kind, player, the supply cards left, the seats still without one as a bit
    mask)``: ``give CARD to seat N`` puts that card into that player's hand."""

    prompt = "Souvenirs: give one of the supply cards to a player who has none yet"
    verb, pile = "give", 2

    def legal(self, state, frame):
        return [("give", t, q) for t in m.plain_tokens(state, frame[2]) for q in _seats(frame[3])]

    def apply(self, state, frame, action):
        p, cards = frame[1], list(frame[2])
        card = take_aside(state, cards, action[1])
        state.hands[action[2]].append(card)
        _next_gift(state, p, cards, tuple(q for q in _seats(frame[3]) if q != action[2]))
