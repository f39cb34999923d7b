"""Echidnas (Dale 3): swaps (Carefree Swapper, Bargain Seeker, Delicacy, Umbrella, Velocipede,
Matching Colours). Mechanics restated in docs/rules/dale-cards.md; rulings in docs/rulings.md
("Echidnas"). The techniques that swap themselves away end where the swap puts them (not on
your discard pile, ``dale.technique.play``)."""

from __future__ import annotations

from ludoteca.dale.card_rules import Deck
from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import technique_step
from ludoteca.dale.animalfolk.common import ChooseCard, ChooseOtherPlayer, GiveFromHand, others
from ludoteca.dale.animalfolk.common import SwapIntoStall, swap_in_stack, unseen_moves
from ludoteca.dale.animalfolk.common import aside_top_of_deck, take_aside, take_random_from_hand
from ludoteca.dale.animalfolk.common import shuffle_into_deck
from ludoteca.dale.steps import CARD, CARDS, NUMBER, SEAT, Frame, Mixing
from ludoteca.dale.state import EMPTY, DaleState
from ludoteca.dale.cards import ABILITY

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("echidnas", "Echidnas", module=__name__)

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


class _SwapSeen(ChooseCard):
    """Swap the technique card (``frame[3]``) for one of the cards seen of player ``frame[2]``
    (``frame[4]``, set aside): ``keep CARD`` takes it into your hand and gives this card
    (:meth:`give`), or ``pass``; then the cards seen go back (:meth:`back`)."""

    verb, pile, extra = "keep", 4, (("pass",),)

    def apply(self, state, frame, action):
        p, q, card, seen = frame[1], frame[2], frame[3], list(frame[4])
        if action[0] == "keep":
            state.hands[p].append(take_aside(state, seen, action[1]))
            _leave_play(state, card)
            self.give(state, q, card)
        self.back(state, q, seen)

    def give(self, state: DaleState, q: int, card: int) -> None:
        """Where this card goes after the swap."""
        raise NotImplementedError

    def back(self, state: DaleState, q: int, seen: list[int]) -> None:
        """Where the cards seen and not kept (still aside) go."""
        raise NotImplementedError


deck.card("Carefree Swapper", 1, score=3,
          summary=("Swap this card with the top card of another player's discard pile (theirs "
                   "into your hand)."))
# -- Carefree Swapper --------------------------------------------------------------------------
@technique_step(deck, "Carefree Swapper", "carefree_swapper", Frame(card=CARD),
                card=True)
class CarefreeSwapperTarget(ChooseOtherPlayer):
    """Swap this card with the top card of another player's discard pile: theirs goes to your
    hand, this one onto their discard pile. (No player with a discard pile: nothing happens
    and the card is discarded as usual.)"""

    prompt = "Carefree Swapper: choose the player whose top discard you swap with this card"
    needs = "discard"  # ruling: dale.card.echidnas.carefree_swapper (a player with a discard pile)

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


deck.card("Bargain Seeker", 2, ABILITY, copies=3, bonus=False,
          summary="Once per turn: throw away the rightmost market card and refill the market.")
deck.ability("Bargain Seeker", _bargain_available, _bargain_use)


deck.card("Delicacy", 3, copies=3, score=4,
          summary=("Draw the top 2 cards of another player's deck; you may swap this card for "
                   "1; the rest is shuffled into their deck."))
# -- Delicacy ----------------------------------------------------------------------------------
@technique_step(deck, "Delicacy", "delicacy", Frame(card=CARD),
                card=True)
class DelicacyTarget(ChooseOtherPlayer):
    """Draw the top 2 cards of another player's deck; you may swap this card for 1 of them;
    what remains (this card included after a swap) is shuffled into their deck."""

    prompt = "Delicacy: choose the player whose top 2 deck cards you draw"
    needs = "deck"

    def apply(self, state, frame, action):
        p, card, q = frame[1], frame[2], action[1]
        seen = aside_top_of_deck(state, q, 2)  # reshuffles their discard pile when needed
        state.frames.append(("delicacy_swap", p, q, card, tuple(seen)))


@deck.decision("delicacy_swap", Frame(target=SEAT, card=CARD, seen=CARDS, secret={"seen": "player"},
                                 secret_choice=True, mixing=Mixing(cards=("seen",))))
class DelicacySwap(_SwapSeen):
    prompt = ("Delicacy: choose the card to swap with this Delicacy, or pass; the rest is "
              "shuffled into that player's deck")

    def give(self, state, q, card):
        state.decks[q].append(card)

    def back(self, state, q, rest):
        # ruling: dale.card.echidnas.delicacy (their whole deck is shuffled)
        shuffle_into_deck(state, q, rest)


deck.card("Umbrella", 4, copies=3, score=4,
          summary=("Look at 2 random cards from another player's hand; you may swap this card "
                   "for 1 of them."))
# -- Umbrella ----------------------------------------------------------------------------------
@technique_step(deck, "Umbrella", "umbrella", Frame(card=CARD),
                card=True)
class UmbrellaTarget(ChooseOtherPlayer):
    """Look at 2 random cards of another player's hand (all of it when smaller); you may swap
    this card for 1 of them (it goes into their hand)."""

    prompt = "Umbrella: choose the player whose hand you look into"
    needs = "hand"

    def apply(self, state, frame, action):
        p, card, q = frame[1], frame[2], action[1]
        # ruling: dale.card.echidnas.umbrella (all of a smaller hand)
        before = list(state.hands[q])
        seen = [take_random_from_hand(state, q) for _ in range(min(2, len(state.hands[q])))]
        for s in others(state, p):  # taken face down: a third player cannot tell which (issue 26)
            if s != q:
                unseen_moves(state, s, before)
        # While the player looks at them the 2 cards are set aside (seen by the deciding seat
        # only, so a determinization keeps them); they go back into that hand after the choice.
        state.aside.extend(seen)
        state.frames.append(("umbrella_swap", p, q, card, tuple(seen)))


@deck.decision("umbrella_swap", Frame(target=SEAT, card=CARD, seen=CARDS, secret={"seen": "player"},
                                 secret_choice=True,
                                 mixing=Mixing(hands=("target",), cards=("seen",),
                                               aware=("player", "target"))))
class UmbrellaSwap(_SwapSeen):
    prompt = "Umbrella: choose the card to swap with this Umbrella, or pass"

    def give(self, state, q, card):
        state.hands[q].append(card)

    def back(self, state, q, seen):
        for c in seen:
            state.aside.remove(c)
            state.hands[q].append(c)


deck.card("Velocipede", 5, copies=1, score=3,
          summary="Swap this card with any card in any player's stall.")
# -- Velocipede --------------------------------------------------------------------------------
@technique_step(deck, "Velocipede", "velocipede", Frame(card=CARD),
                card=True)
class VelocipedeTake(SwapIntoStall):
    """Swap this card with any card of any player's stall, yours included."""

    prompt = "Velocipede: choose a card in any stall to swap with this Velocipede"

    def seats(self, state, frame):
        # ruling: dale.card.echidnas.velocipede (every stall, yours included)
        return list(range(state.cfg.n_players))


# -- Matching Colours --------------------------------------------------------------------------
def _hand_values(state: DaleState, p: int) -> set[int]:
    """The current values of seat p's animalfolk hand cards (this turn's effects count:
    ``dale.value.altered``)."""
    return {m.value_of(state, c) for c in state.hands[p] if not state.cfg.types[c].is_junk}


deck.card("Matching Colours", 5, copies=1, score=3,
          summary=("Swap an animalfolk card from your hand with a card of the same value in an "
                   "opponent's stall."))


@technique_step(deck, "Matching Colours", "matching_colours")
class MatchingColoursTake:
    """Swap 1 animalfolk card of your hand with a card of the same value in an opponent's
    stall: the hand card's current value (``dale.value.altered``), the stall card's printed
    one (ruling dale.card.echidnas.matching_colours)."""

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
class MatchingColoursGive(GiveFromHand):
    prompt = "Matching Colours: choose the animalfolk card of your hand that takes its place"

    def cards(self, state, frame):
        value = state.cfg.types[frame[4]].value  # the printed value of the card taken
        return [c for c in state.hands[frame[1]]  # a hand card's current value (issue 26)
                if not state.cfg.types[c].is_junk and m.value_of(state, c) == value]

    def put(self, state, frame, card):
        p, q, i, taken = frame[1], frame[2], frame[3], frame[4]
        swap_in_stack(state, q, i, taken, card)
        state.hands[p].append(taken)
