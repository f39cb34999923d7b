"""Pangolins: two pangolin dice, faces discard ×2, deck ×3, hand ×1, name a source and a
destination pile (Fumbling Dreamer, Coffee Grinder, Accident, Loose Marbles, Another Fine Mess,
Fresh Start). Mechanics restated in docs/rules/dale-cards.md; the faces in
``deck.die``, rolled with ``mechanics.roll_die`` (the state's RNG; each roll
is shown in the views).

How a card leaves a pile (rulings ``dale.card.pangolins.piles``, docs/rulings.md): from a deck,
its top card (an empty deck is first refilled from its discard pile, as for a draw,
``dale.cleanup.reshuffle``); from a discard pile, its top card; from your own hand, the card
you choose; from another player's hand, a random card. It arrives on top of a deck or discard
pile, or in the hand. A card moved out of a hand stays hidden from the players who cannot see
either pile (the steps declare it with ``Mixing``).
"""

from __future__ import annotations

from ludoteca.dale.card_rules import Deck
from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import ChooseAnyPlayer, GiveFromHand, others
from ludoteca.dale.animalfolk.common import discard_deck_top, take_random_from_hand
from ludoteca.dale.steps import CARDS, Frame, Mixing, SEAT, TEXT
from ludoteca.dale.state import DaleState
from ludoteca.dale.cards import ABILITY

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("pangolins", "Pangolins", module=__name__)

PANGOLIN = "pangolin"
deck.die(PANGOLIN, ("discard", "discard", "deck", "deck", "deck", "hand"))  # two alike
HAND, DECK, DISCARD = "hand", "deck", "discard"

for _name in ("Accident", "Loose Marbles", "Another Fine Mess", "Fresh Start"):
    deck.hooks(_name, moves_cards=True)  # position files: a starting card may change owner


# -- moving one card between piles ----------------------------------------------------------
def _all(state: DaleState) -> list[int]:
    return list(range(state.cfg.n_players))


# ruling: dale.card.pangolins.piles — which card leaves a pile and where it arrives
def has_card(state: DaleState, q: int, pile: str) -> bool:
    """Seat q's pile ``pile`` ("hand", "deck", "discard") can give a card (a deck: its discard
    pile refills it)."""
    if pile == HAND:
        return bool(state.hands[q])
    if pile == DECK:
        return bool(state.decks[q] or state.discards[q])
    return bool(state.discards[q])


def take_from(state: DaleState, q: int, pile: str) -> int | None:
    """Take one card out of seat q's ``pile``: a random hand card, the top of the deck
    (refilled when empty) or the top of the discard pile; None when there is none."""
    if pile == HAND:
        return take_random_from_hand(state, q)
    if pile == DECK:
        return m.top_of_deck(state, q)
    return state.discards[q].pop() if state.discards[q] else None


def put_into(state: DaleState, q: int, pile: str, card: int) -> None:
    """Put a card into seat q's ``pile``: into the hand, on top of the deck or discard pile."""
    {HAND: state.hands, DECK: state.decks, DISCARD: state.discards}[pile][q].append(card)


def _move_one(state: DaleState, p: int, x: int, src: str, y: int, dst: str) -> None:
    """Seat p moves one card from seat x's pile ``src`` to seat y's pile ``dst``; from p's own
    hand p chooses the card (the step ``pangolin_give``)."""
    if x == p and src == HAND:
        state.frames.append(("pangolin_give", p, dst, y))
        return
    card = take_from(state, x, src)
    if card is not None:
        put_into(state, y, dst, card)


def roll_two(state: DaleState, differ: bool) -> tuple[str, str]:
    """Roll both pangolin dice (the first gives the source, the second the destination); with
    ``differ``, roll both again until they differ (every roll is kept in ``state.rolls``)."""
    while True:  # ruling: dale.card.pangolins.fumbling_dreamer (both dice again)
        src, dst = m.roll_die(state, PANGOLIN), m.roll_die(state, PANGOLIN)
        if not differ or src != dst:
            return src, dst


@deck.decision("pangolin_give", Frame(pile=TEXT, to=SEAT, secret_choice=True,
                                 mixing=Mixing(hands=("player",))))
class PangolinGive(GiveFromHand):
    """A card of your own hand chosen for a pangolin move (Fumbling Dreamer, Loose Marbles):
    ``give CARD to seat N`` puts it into that seat's ``pile``."""

    prompt = "Pangolins: choose the card of your hand that moves"
    to = 3

    def put(self, state, frame, card):
        put_into(state, frame[3], frame[2], card)


class _HasSource(ChooseAnyPlayer):
    """Any player whose rolled source pile (``frame[2]``) can give a card."""

    def can(self, state, frame, q):
        return has_card(state, q, frame[2])


class _GiverChosen:
    """The first step of a move between two players: the player X chosen (``target seat
    N``) goes to the step :attr:`then` (``(then, player, source, destination, X)``)."""

    then = ""

    def apply(self, state, frame, action):
        state.frames.append((self.then, frame[1], frame[2], frame[3], action[1]))


def _roll_and_ask(state: DaleState, p: int, kind: str, differ: bool) -> None:
    """Roll both pangolin dice (:func:`roll_two`) and ask seat p the step ``(kind, p, source,
    destination)``."""
    src, dst = roll_two(state, differ=differ)
    state.frames.append((kind, p, src, dst))


class _FromPlayer:
    """The second step of a move between two players: player X has been chosen
    (``frame[4]``); choose the other player Y (``target seat N``)."""

    def legal(self, state, frame):
        return [("target", y) for y in others(state, frame[4])]


# -- Fumbling Dreamer -------------------------------------------------------------------------
@deck.card("Fumbling Dreamer", 1, score=1,
           summary=("Roll both pangolin dice until they differ; move 1 card of a player from "
                    "the first pile rolled to the second."))
def fumbling_dreamer(state: DaleState, p: int, card: int) -> None:
    """Roll both pangolin dice until they differ; move 1 card from a player's source pile to
    the same player's destination pile (any player, you included)."""
    _roll_and_ask(state, p, "fumbling_dreamer", differ=True)


@deck.decision("fumbling_dreamer", Frame(source=TEXT, destination=TEXT,
                                    mixing=Mixing(hands=("chosen",), aware=("chosen",))))
class FumblingDreamerTarget(_HasSource):
    prompt = "Fumbling Dreamer: choose the player whose card moves between the rolled piles"

    def apply(self, state, frame, action):
        q = action[1]
        _move_one(state, frame[1], q, frame[2], q, frame[3])


# -- Coffee Grinder ---------------------------------------------------------------------------
def _grindable(state: DaleState) -> list[int]:
    return [q for q in _all(state) if has_card(state, q, DECK)]


def _grinder_available(state: DaleState, p: int, card: int) -> bool:
    return bool(_grindable(state))


def _grinder_use(state: DaleState, p: int, card: int) -> None:
    """Discard 0–2 cards from the top of one player's deck, one at a time (ruling:
    dale.card.pangolins.coffee_grinder)."""
    state.frames.append(("coffee_grinder", p))


deck.card("Coffee Grinder", 2, ABILITY, copies=3, bonus=False,
          summary="Once per turn: discard 0 to 2 cards from the top of one player's deck.")
deck.ability("Coffee Grinder", _grinder_available, _grinder_use)


def _grind(state: DaleState, q: int) -> None:
    """Seat q discards the top card of its deck (refilled when empty)."""
    discard_deck_top(state, q, 1)


@deck.decision("coffee_grinder", Frame())
class CoffeeGrinderTarget:
    prompt = ("Coffee Grinder: choose the player whose top deck card is discarded, or pass to "
              "discard none")

    def legal(self, state, frame):
        return [("target", q) for q in _grindable(state)] + [("pass",)]

    def apply(self, state, frame, action):
        if action[0] == "pass":
            return
        _grind(state, action[1])
        state.frames.append(("coffee_grinder_more", frame[1], action[1]))


@deck.decision("coffee_grinder_more", Frame(target=SEAT))
class CoffeeGrinderMore:
    prompt = "Coffee Grinder: discard the next top card of the same deck, or pass"

    def legal(self, state, frame):
        q = frame[2]
        return ([("target", q)] if has_card(state, q, DECK) else []) + [("pass",)]

    def apply(self, state, frame, action):
        if action[0] != "pass":
            _grind(state, frame[2])


# -- Accident -------------------------------------------------------------------------------
@deck.card("Accident", 3, copies=3, score=2,
           summary=("Look at your top deck card and trade it with a random card from any "
                    "player's hand."))
def accident(state: DaleState, p: int, card: int) -> None:
    """Look at the top card of your deck (refilled when empty); trade it with 1 random card of
    any player's hand (yours included): the random card goes on top of your deck, the card you
    looked at into that hand."""
    # ruling: dale.card.pangolins.accident — any hand, yours included
    if not any(state.hands[q] for q in _all(state)):
        return  # no hand to trade with: nothing happens (the card is not looked at)
    top = m.top_of_deck(state, p)
    if top is None:
        return
    state.aside.append(top)
    state.frames.append(("accident", p, (top,)))


@deck.decision("accident", Frame(seen=CARDS, secret={"seen": "player"},
                            mixing=Mixing(hands=("chosen",), aware=("chosen",))))
class AccidentTarget(ChooseAnyPlayer):
    prompt = "Accident: choose the player whose random hand card is traded with your top card"

    def can(self, state, frame, q):
        return bool(state.hands[q])

    def apply(self, state, frame, action):
        p, q, top = frame[1], action[1], frame[2][0]
        card = take_from(state, q, HAND)
        state.aside.remove(top)
        state.hands[q].append(top)
        state.decks[p].append(card)


# -- Loose Marbles --------------------------------------------------------------------------
@deck.card("Loose Marbles", 4, copies=3, score=2,
           summary=("Roll both pangolin dice; move 1 card from a player's first rolled pile to "
                    "another player's second rolled pile."))
def loose_marbles(state: DaleState, p: int, card: int) -> None:
    """Roll both pangolin dice; move 1 card from one player's source pile to another player's
    destination pile."""
    _roll_and_ask(state, p, "loose_marbles", differ=False)


@deck.decision("loose_marbles", Frame(source=TEXT, destination=TEXT))
class LooseMarblesFrom(_GiverChosen, _HasSource):
    prompt = "Loose Marbles: choose the player whose card moves (from the first rolled pile)"
    then = "loose_marbles_to"


@deck.decision("loose_marbles_to", Frame(source=TEXT, destination=TEXT, giver=SEAT,
                                    mixing=Mixing(hands=("giver",), aware=("giver",))))
class LooseMarblesTo(_FromPlayer):
    prompt = "Loose Marbles: choose the other player who receives the card"

    def apply(self, state, frame, action):
        _move_one(state, frame[1], frame[4], frame[2], action[1], frame[3])


# -- Another Fine Mess -----------------------------------------------------------------------
@deck.card("Another Fine Mess", 5, copies=1, score=1,
           summary=("Roll both pangolin dice; 2 cards go from player X's first pile into "
                    "player Y's second pile, shuffled, then 2 come back."))
def another_fine_mess(state: DaleState, p: int, card: int) -> None:
    """Roll both pangolin dice; 2 cards of player X's source pile are shuffled into player
    Y's destination pile (Y is not X), then 2 cards of Y's destination pile go to X's source
    pile, unshuffled."""
    _roll_and_ask(state, p, "fine_mess", differ=False)


@deck.decision("fine_mess", Frame(source=TEXT, destination=TEXT))
class FineMessFrom(_GiverChosen, ChooseAnyPlayer):
    prompt = "Another Fine Mess: choose player X, whose source pile gives 2 cards"
    then = "fine_mess_to"


@deck.decision("fine_mess_to", Frame(source=TEXT, destination=TEXT, giver=SEAT,
                                mixing=Mixing(hands=("giver", "chosen"), aware=())))
class FineMessTo(_FromPlayer):
    prompt = "Another Fine Mess: choose player Y, whose destination pile receives them"

    def apply(self, state, frame, action):
        src, dst, x, y = frame[2], frame[3], frame[4], action[1]
        # ruling: dale.card.pangolins.another_fine_mess — cards leave a hand at random (the
        # effect is a shuffle, yours included); "shuffled into" a deck or discard pile puts the
        # cards on it and shuffles that whole pile (into a hand: they are added to it); then the
        # top 2 cards of Y's pile (random cards of a hand) go on top of X's pile (into X's hand).
        moved = [c for c in (take_from(state, x, src) for _ in range(2)) if c is not None]
        for c in moved:
            put_into(state, y, dst, c)
        if moved and dst != HAND:
            m.shuffle(state, state.decks[y] if dst == DECK else state.discards[y])
        back = [c for c in (take_from(state, y, dst) for _ in range(2)) if c is not None]
        for c in back:
            put_into(state, x, src, c)


# -- Fresh Start ----------------------------------------------------------------------------
@deck.card("Fresh Start", 5, copies=1, score=3,
           summary=("Shuffle any player's discard pile into their deck, then draw 1 card from "
                    "any player's deck."))
def fresh_start(state: DaleState, p: int, card: int) -> None:
    """Shuffle any player's discard pile into their deck; then draw 1 card from any player's
    deck (into your hand)."""
    # ruling: dale.card.pangolins.fresh_start — two separate choices, the draw even when no
    # discard pile can be shuffled
    state.frames.append(("fresh_start_draw", p))
    state.frames.append(("fresh_start", p))


@deck.decision("fresh_start", Frame())
class FreshStartShuffle(ChooseAnyPlayer):
    prompt = "Fresh Start: choose the player whose discard pile is shuffled into their deck"

    def can(self, state, frame, q):
        return bool(state.discards[q])

    def apply(self, state, frame, action):
        q = action[1]
        state.decks[q].extend(state.discards[q])
        state.discards[q].clear()
        m.shuffle(state, state.decks[q])


@deck.decision("fresh_start_draw", Frame())
class FreshStartDraw(ChooseAnyPlayer):
    prompt = "Fresh Start: choose the player whose deck you draw 1 card from"

    def can(self, state, frame, q):
        if q == frame[1]:  # your own deck: a draw, junk when deck and discard pile are empty
            return has_card(state, q, DECK) or bool(state.junk or state.subs)
        return has_card(state, q, DECK)

    def apply(self, state, frame, action):
        # ruling: dale.card.pangolins.fresh_start — from your own deck, every draw's sources
        # (dale.cleanup.junk_draw); from another player's deck, their discard pile reshuffled
        # when needed but never the junk pile (as Bats' draws)
        p, q = frame[1], action[1]
        if q == p:
            m.draw(state, p)
            return
        c = m.top_of_deck(state, q)
        if c is not None:
            state.hands[p].append(c)
