"""Echidnas (Dale 3): swaps (Carefree Swapper, Bargain Seeker, Delicacy, Umbrella, Velocipede,
Matching Colours). Mechanics restated in docs/rules/dale-cards.md; rulings in docs/rulings.md
("Echidnas"). The techniques that swap themselves away end where the swap puts them (not on
your discard pile, ``dale.technique.play``)."""

from __future__ import annotations

from ludoteca.dale.card_rules import Deck
from ludoteca.dale import engine_hooks as h
from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import ChooseOtherPlayer, others, take_card
from ludoteca.dale.steps import CARD, CARDS, NUMBER, SEAT, Frame, Mixing
from ludoteca.dale.state import EMPTY, DaleState
from ludoteca.dale.cards import ABILITY, TECHNIQUE

#: The deck's cards in id order: (name, value, kind, bonus icon, copies, chameleon)
#: (``dale.setup.decks``; the value-1 start card has one copy per possible player).
deck = Deck("echidnas", "Echidnas", [
    ("Carefree Swapper", 1, TECHNIQUE, True, 0, False),
    ("Bargain Seeker", 2, ABILITY, False, 3, False),
    ("Delicacy", 3, TECHNIQUE, True, 3, False),
    ("Umbrella", 4, TECHNIQUE, True, 3, False),
    ("Velocipede", 5, TECHNIQUE, True, 1, False),
    ("Matching Colours", 5, TECHNIQUE, True, 1, False),
])

for _name in ("Carefree Swapper", "Delicacy", "Umbrella"):
    deck.hooks(_name, moves_cards=True)
# A stack that received Velocipede by a swap is not checked in position files.
deck.hooks("Velocipede", enters_stalls=True, moves_cards=True)
# Its swap may leave a stack mixing animalfolk (or holding junk without Stashing Vendor).
deck.hooks("Matching Colours", moves_cards=True, swaps_into_stalls=True)
deck.hooks("Bargain Seeker", throws_own=True)


def _leave_play(state: DaleState, card: int) -> None:
    """The technique card being resolved leaves play for where its swap puts it."""
    state.in_play.remove(card)


# -- Carefree Swapper --------------------------------------------------------------------------
@deck.technique("Carefree Swapper")
def carefree_swapper(state: DaleState, p: int, card: int) -> None:
    """Swap this card with the top card of another player's discard pile: theirs goes to your
    hand, this one onto their discard pile. (No player with a discard pile: nothing happens
    and the card is discarded as usual.)"""
    state.frames.append(("carefree_swapper", p, card))


@deck.decision("carefree_swapper", Frame(card=CARD))
class CarefreeSwapperTarget:
    prompt = "Carefree Swapper: choose the player whose top discard you swap with this card"

    def legal(self, state, frame):
        # ruling: dale.card.echidnas.carefree_swapper (a player with a discard pile)
        return [("target", q) for q in others(state, frame[1]) if state.discards[q]]

    def apply(self, state, frame, action):
        p, card, q = frame[1], frame[2], action[1]
        state.hands[p].append(state.discards[q].pop())
        _leave_play(state, card)
        m.discard(state, q, card)


# -- Bargain Seeker ----------------------------------------------------------------------------
def _bargain_available(state: DaleState, p: int, card: int) -> bool:
    return any(c != EMPTY for c in state.market)


def _bargain_use(state: DaleState, p: int, card: int) -> None:
    """Throw away the rightmost market card (the occupied slot nearest +0), then refill the
    market as at clean-up: the cards slide right and the empty slots are filled from the
    market deck (ruling dale.card.echidnas.bargain_seeker, ``dale.cleanup.market_refill``)."""
    slot = next(k for k, c in enumerate(state.market) if c != EMPTY)
    m.ditch(state, state.market[slot])
    state.market[slot] = EMPTY
    m.slide_and_refill(state)


deck.ability("Bargain Seeker", _bargain_available, _bargain_use)


# -- Delicacy ----------------------------------------------------------------------------------
@deck.technique("Delicacy")
def delicacy(state: DaleState, p: int, card: int) -> None:
    """Draw the top 2 cards of another player's deck; you may swap this card for 1 of them;
    what remains (this card included after a swap) is shuffled into their deck."""
    state.frames.append(("delicacy", p, card))


@deck.decision("delicacy", Frame(card=CARD))
class DelicacyTarget:
    prompt = "Delicacy: choose the player whose top 2 deck cards you draw"

    def legal(self, state, frame):
        return [("target", q) for q in others(state, frame[1])
                if state.decks[q] or state.discards[q]]

    def apply(self, state, frame, action):
        p, card, q = frame[1], frame[2], action[1]
        seen = []
        for _ in range(2):
            c = m.top_of_deck(state, q)  # reshuffles their discard pile when needed
            if c is None:
                break
            seen.append(c)
        state.aside.extend(seen)
        state.frames.append(("delicacy_swap", p, q, card, tuple(seen)))


@deck.decision("delicacy_swap", Frame(target=SEAT, card=CARD, seen=CARDS, secret={"seen": "player"},
                                 secret_choice=True, mixing=Mixing(cards=("seen",))))
class DelicacySwap:
    prompt = ("Delicacy: choose the card to swap with this Delicacy, or pass; the rest is "
              "shuffled into that player's deck")

    def legal(self, state, frame):
        return [("keep", t) for t in m.plain_tokens(state, list(frame[4]))] + [("pass",)]

    def apply(self, state, frame, action):
        p, q, card, seen = frame[1], frame[2], frame[3], list(frame[4])
        rest = seen
        if action[0] == "keep":
            kept = take_card(state, rest, action[1])
            state.aside.remove(kept)
            state.hands[p].append(kept)
            _leave_play(state, card)
            state.decks[q].append(card)
        for c in rest:  # ruling: dale.card.echidnas.delicacy (their whole deck is shuffled)
            state.aside.remove(c)
        state.decks[q].extend(rest)
        m.shuffle(state, state.decks[q])


# -- Umbrella ----------------------------------------------------------------------------------
@deck.technique("Umbrella")
def umbrella(state: DaleState, p: int, card: int) -> None:
    """Look at 2 random cards of another player's hand (all of it when smaller); you may swap
    this card for 1 of them (it goes into their hand)."""
    state.frames.append(("umbrella", p, card))


@deck.decision("umbrella", Frame(card=CARD))
class UmbrellaTarget:
    prompt = "Umbrella: choose the player whose hand you look into"

    def legal(self, state, frame):
        return [("target", q) for q in others(state, frame[1]) if state.hands[q]]

    def apply(self, state, frame, action):
        p, card, q = frame[1], frame[2], action[1]
        seen = []  # ruling: dale.card.echidnas.umbrella (all of a smaller hand)
        for _ in range(min(2, len(state.hands[q]))):
            hand = state.hands[q]
            c = hand[m.random_index(state, len(hand))]
            h.remove_from_hand(state, q, c)
            seen.append(c)
        # While the player looks at them the 2 cards are set aside (seen by the deciding seat
        # only, so a determinization keeps them); they go back into that hand after the choice.
        state.aside.extend(seen)
        state.frames.append(("umbrella_swap", p, q, card, tuple(seen)))


@deck.decision("umbrella_swap", Frame(target=SEAT, card=CARD, seen=CARDS, secret={"seen": "player"},
                                 secret_choice=True,
                                 mixing=Mixing(hands=("target",), cards=("seen",),
                                               aware=("player", "target"))))
class UmbrellaSwap:
    prompt = "Umbrella: choose the card to swap with this Umbrella, or pass"

    def legal(self, state, frame):
        return [("keep", t) for t in m.plain_tokens(state, list(frame[4]))] + [("pass",)]

    def apply(self, state, frame, action):
        p, q, card, seen = frame[1], frame[2], frame[3], list(frame[4])
        if action[0] == "keep":
            kept = take_card(state, seen, action[1])
            state.aside.remove(kept)
            state.hands[p].append(kept)
            _leave_play(state, card)
            state.hands[q].append(card)
        for c in seen:
            state.aside.remove(c)
            state.hands[q].append(c)


# -- Velocipede --------------------------------------------------------------------------------
@deck.technique("Velocipede")
def velocipede(state: DaleState, p: int, card: int) -> None:
    """Swap this card with any card of any player's stall, yours included."""
    state.frames.append(("velocipede", p, card))


def _swap_into_stack(state: DaleState, q: int, i: int, old: int, new: int) -> None:
    stack = state.stalls[q][i]
    k = stack.index(old)
    state.stalls[q][i] = stack[:k] + (new,) + stack[k + 1:]  # stacks are tuples


@deck.decision("velocipede", Frame(card=CARD))
class VelocipedeTake:
    prompt = "Velocipede: choose a card in any stall to swap with this Velocipede"

    def legal(self, state, frame):
        out = []  # ruling: dale.card.echidnas.velocipede (every stall, yours included)
        for q in range(state.cfg.n_players):
            for i, stack in enumerate(state.stalls[q]):
                out.extend(("take", q, i, t) for t in m.plain_tokens(state, list(stack)))
        return out

    def apply(self, state, frame, action):
        p, card = frame[1], frame[2]
        _, q, i, tok = action
        taken = m.find_card(state, list(state.stalls[q][i]), tok)
        _swap_into_stack(state, q, i, taken, card)
        _leave_play(state, card)
        state.hands[p].append(taken)


# -- Matching Colours --------------------------------------------------------------------------
@deck.technique("Matching Colours")
def matching_colours(state: DaleState, p: int, card: int) -> None:
    """Swap 1 animalfolk card of your hand with a card of the same value in an opponent's
    stall: the hand card's current value (``dale.value.altered``), the stall card's printed
    one (ruling dale.card.echidnas.matching_colours)."""
    state.frames.append(("matching_colours", p))


def _hand_values(state: DaleState, p: int) -> set[int]:
    """The current values of seat p's animalfolk hand cards (this turn's effects count:
    ``dale.value.altered``)."""
    return {m.value_of(state, c) for c in state.hands[p] if not state.cfg.types[c].is_junk}


@deck.decision("matching_colours", Frame())
class MatchingColoursTake:
    prompt = "Matching Colours: choose a card in an opponent's stall to take"

    def legal(self, state, frame):
        p = frame[1]
        values = _hand_values(state, p)
        out = []
        for q in others(state, p):
            for i, stack in enumerate(state.stalls[q]):
                fits = [c for c in stack if state.cfg.types[c].value in values]
                out.extend(("take", q, i, t) for t in m.plain_tokens(state, fits))
        return out

    def apply(self, state, frame, action):
        _, q, i, tok = action
        taken = m.find_card(state, list(state.stalls[q][i]), tok)
        state.frames.append(("matching_colours_give", frame[1], q, i, taken))


@deck.decision("matching_colours_give", Frame(target=SEAT, stack=NUMBER, taken=CARD))
class MatchingColoursGive:
    prompt = "Matching Colours: choose the animalfolk card of your hand that takes its place"

    def legal(self, state, frame):
        p, q, value = frame[1], frame[2], state.cfg.types[frame[4]].value
        fits = [c for c in state.hands[p]
                if not state.cfg.types[c].is_junk and m.value_of(state, c) == value]
        return [("give", t, q) for t in m.plain_tokens(state, fits)]

    def apply(self, state, frame, action):
        p, q, i, taken = frame[1], frame[2], frame[3], frame[4]
        card = m.find_card(state, state.hands[p], action[1])
        h.remove_from_hand(state, p, card)
        _swap_into_stack(state, q, i, taken, card)
        state.hands[p].append(taken)
