"""Polecats: the polecat die, faces 1,1,2,2,3,3 (Daring Adventurer, Rare Artefact, Swank,
Risky Business, Natural Survivor, Sofa). Mechanics restated in docs/rules/dale-cards.md; the
die's faces declared with ``deck.die``, rolled with ``mechanics.roll_die`` (the state's
RNG; the roll is shown in the views).

Sofa raises the hand size while it is in its owner's stall (hook ``stall_hand_size``); Rare
Artefact multiplies a shown hand card's value for the turn (the value effect ``("mul", card,
roll)``, applied in the order effects were played, ``dale.value.order``).
"""

from __future__ import annotations

from ludoteca.dale.card_rules import Deck
from ludoteca.dale import engine_hooks as h
from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import technique_step
from ludoteca.dale.animalfolk.common import ChooseCard, DitchFromHand, take_aside, take_supply_top
from ludoteca.dale.animalfolk.common import show_all, shuffle_into_deck
from ludoteca.dale.steps import CARDS, Frame, Mixing, NUMBER
from ludoteca.dale.state import EMPTY, DaleState
from ludoteca.dale.cards import PASSIVE

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("polecats", "Polecats", module=__name__)

POLECAT = "polecat"
deck.die(POLECAT, (1, 1, 2, 2, 3, 3))  # the polecat die (docs/rules/dale-cards.md)
#: Values one may guess for Risky Business: the printed values of the market deck's cards.
GUESSES = (1, 2, 3, 4, 5)

deck.hooks("Sofa", stall_hand_size=1)  # ruling: dale.cleanup.draw (a printed Sofa in the stall)
# (+1 hand size while in its owner's stall, one per Sofa)
# Position files: a card shown with Rare Artefact counts its value times 1–3 (at most 5 × 3).
deck.hooks("Rare Artefact", value_set=tuple(range(1, 16)))
deck.hooks("Daring Adventurer", throws_own=True)  # a starting card may be in the market
deck.hooks("Swank", throws_own=True)


# ---------------------------------------------------------------------------------------------
@deck.card("Daring Adventurer", 1, score=1,
           summary=("Roll the polecat die: throw away that many market cards of your choice, "
                    "then refill the market."))
def daring_adventurer(state: DaleState, p: int, card: int) -> None:
    """Roll the polecat die; throw away that many market cards of your choice (all of them if
    fewer), one at a time; then refill the market as at clean-up (the cards slide toward +0,
    the empty slots are filled from the market deck, ``dale.cleanup.market_refill``)."""
    k = m.roll_die(state, POLECAT)
    if any(c != EMPTY for c in state.market):
        state.frames.append(("daring_adventurer", p, k))
    else:
        m.slide_and_refill(state)


@deck.decision("daring_adventurer", Frame(left=NUMBER))
class DaringAdventurerDitch(ChooseCard):
    prompt = "Daring Adventurer: choose a market card to throw away"
    verb = "ditch"

    def cards(self, state, frame):
        return [c for c in state.market if c != EMPTY]

    def apply(self, state, frame, action):
        p, left = frame[1], frame[2]
        # ruling: dale.card.polecats.daring_adventurer — of two equal market cards the one in
        # the cheaper (rightmost) slot goes; the market is refilled once, at the end, as at
        # clean-up: "refill the market" names the refill of dale.cleanup.market_refill.
        slot = next(i for i, c in enumerate(state.market)
                    if c != EMPTY and m.token(state, c) == action[1])
        card = state.market[slot]
        state.market[slot] = EMPTY
        m.ditch(state, card)
        if left > 1 and any(c != EMPTY for c in state.market):
            state.frames.append(("daring_adventurer", p, left - 1))
        else:
            m.slide_and_refill(state)


deck.card("Rare Artefact", 2, copies=3, score=2,
          summary=("Show a card from your hand and roll the polecat die: its value is "
                   "multiplied by the roll this turn."))
# ---------------------------------------------------------------------------------------------
@technique_step(deck, "Rare Artefact", "rare_artefact")
class RareArtefactShow(ChooseCard):
    """Show 1 card of your hand, then roll the polecat die: that card's value is multiplied
    by the roll for the rest of the turn (``dale.value.order``: with other effects, in the order
    they were played). With an empty hand nothing happens (no roll)."""

    rule = "dale.value.altered"
    prompt = ("Rare Artefact: choose the card of your hand to show (it stays in your hand); "
              "its value is multiplied by the polecat die")
    verb = "keep"

    def apply(self, state, frame, action):
        card = m.find_card(state, state.hands[frame[1]], action[1])
        # ruling: dale.card.polecats.rare_artefact — the card is chosen (and shown) before the
        # die is rolled; the multiplication is one more value effect of the turn.
        state.effects.append(("mul", card, m.roll_die(state, POLECAT)))


deck.card("Swank", 3, copies=3, score=3,
          summary=("Throw away 1 card from your hand; if it was an animalfolk card, take the "
                   "top market deck card."))
# ---------------------------------------------------------------------------------------------
@technique_step(deck, "Swank", "swank")
class SwankDitch(DitchFromHand):
    """Throw away 1 card of your hand; if it was an animalfolk card (not junk), take the top card
    of the market deck into your hand."""

    prompt = ("Swank: choose a card of your hand to throw away; an animalfolk card brings you the "
              "top card of the market deck")

    def then(self, state, frame, card):
        if not state.cfg.types[card].is_junk:  # ruling: dale.card.polecats.swank
            take_supply_top(state, frame[1])


deck.card("Risky Business", 4, copies=3, score=3,
          summary=("Guess a value and reveal the top market deck card: right, you take it; "
                   "wrong, it is thrown away."))
# ---------------------------------------------------------------------------------------------
@technique_step(deck, "Risky Business", "risky_business")
class RiskyBusinessGuess:
    """Guess a value, then reveal the top card of the market deck: a right guess takes it into
    your hand, a wrong one throws it away."""

    prompt = "Risky Business: guess the value of the top card of the market deck"

    def legal(self, state, frame):
        if not (state.market_deck or state.bin):
            return []  # no card to reveal: the technique does nothing
        return [("guess", v) for v in GUESSES]

    def apply(self, state, frame, action):
        top = m.draw_supply(state)
        if top is None:
            return
        # ruling: dale.card.polecats.risky_business — guesses 1–5, the printed value (no effect
        # changes a market deck card's value); the card is revealed: a card taken is known to
        # every seat to be in that hand
        if state.cfg.types[top].value == action[1]:
            state.hands[frame[1]].append(top)
            show_all(state, [top])
        else:
            m.ditch(state, top)


# ---------------------------------------------------------------------------------------------
@deck.card("Natural Survivor", 5, copies=1, score=2,
           summary=("Roll the polecat die: swap that many cards between your hand and your "
                    "deck, then shuffle the deck."))
def natural_survivor(state: DaleState, p: int, card: int) -> None:
    """Roll the polecat die; look through your deck and trade that many cards between your hand
    and your deck (fewer if either holds fewer), then shuffle your deck."""
    k = m.roll_die(state, POLECAT)
    # ruling: dale.card.polecats.natural_survivor — "look through your deck" is no draw: an
    # empty deck is not refilled from the discard pile (nothing to trade, the deck is shuffled
    # as it is); the trade is of exactly min(roll, hand, deck) cards: first the deck cards you
    # take, then as many other cards of your hand go into the deck.
    k = min(k, len(state.hands[p]), len(state.decks[p]))
    if k == 0:
        m.shuffle(state, state.decks[p])
        return
    seen = tuple(state.decks[p])
    state.decks[p].clear()
    state.aside.extend(seen)  # looked at: shown to its player only
    state.frames.append(("natural_survivor", p, k, seen, ()))


deck.card("Sofa", 5, PASSIVE, copies=1, bonus=False,
          summary="While in your stall: your hand size is 1 larger.")


@deck.decision("natural_survivor", Frame(left=NUMBER, seen=CARDS, taken=CARDS,
                                    secret={"seen": "player", "taken": "player"},
                                    secret_choice=True,
                                    mixing=Mixing(hands=("player",), cards=("seen",))))
class NaturalSurvivorTake(ChooseCard):
    prompt = "Natural Survivor: choose a card of your deck to take into your hand"
    verb, pile = "keep", 3

    def apply(self, state, frame, action):
        p, left, seen, taken = frame[1], frame[2], list(frame[3]), frame[4]
        card = take_aside(state, seen, action[1])
        state.hands[p].append(card)
        taken = taken + (card,)
        if left > 1:
            state.frames.append(("natural_survivor", p, left - 1, tuple(seen), taken))
        else:
            state.frames.append(("natural_survivor_give", p, len(taken), taken, tuple(seen)))


@deck.decision("natural_survivor_give", Frame(left=NUMBER, taken=CARDS, rest=CARDS,
                                         secret={"taken": "player", "rest": "player"},
                                         secret_choice=True, mixing=Mixing(hands=("player",))))
class NaturalSurvivorGive(ChooseCard):
    prompt = "Natural Survivor: choose a card of your hand to put into your deck"
    verb = "top"

    def cards(self, state, frame):
        return [c for c in state.hands[frame[1]] if c not in frame[3]]

    def apply(self, state, frame, action):
        p, left, taken, rest = frame[1], frame[2], frame[3], frame[4]
        card = m.find_card(state, state.hands[p], action[1], set(taken))
        h.remove_from_hand(state, p, card)
        state.decks[p].append(card)
        if left > 1:
            state.frames.append(("natural_survivor_give", p, left - 1, taken, rest))
            return
        shuffle_into_deck(state, p, rest)  # the deck cards not taken, still set aside
