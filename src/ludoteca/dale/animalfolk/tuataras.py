"""Tuataras (the Collection): coins (Avid Financier, Greed, Golden Opportunity, Cache, Display
of Power, Safe Profits). Mechanics restated in docs/rules/dale-cards.md.

Coins (ruling ``dale.card.tuataras.coins``, docs/rulings.md): each seat holds a public number
of coins (``DaleState.coins``); a coin counts 1 toward a spend (``animalfolk.common.SpendStep``)
and is then returned to the bank; coins never count toward a market payment or a stack, and
are worth nothing at the end of the game.
"""

from __future__ import annotations

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import DiscardFromHand, DitchFromHand, TakeFromDiscard
from ludoteca.dale.animalfolk.common import technique_step
from ludoteca.dale.animalfolk.spending import spend, spendable
from ludoteca.dale.card_rules import Deck
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import NUMBER, Frame

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("tuataras", "Tuataras", module=__name__)

#: Safe Profits: the amounts x that may be spent (classic: 1–8).
SAFE_PROFITS_X = tuple(range(1, 9))
#: Display of Power: how much higher the hand size is this turn.
DISPLAY_EXTRA = 2

deck.pending_effect("financier", Frame(coins=NUMBER),
               "Seat {seat} takes 1 of the {coins} coins left on Avid Financier at the start of "
               "each of their next turns")
deck.pending_effect("display_of_power", Frame(extra=NUMBER),
               "Seat {seat}'s hand size is {extra} higher this turn")
deck.pending_hand_size("display_of_power", lambda state, seat, entry: entry[2])


# -- Avid Financier ---------------------------------------------------------------------------
# ruling: dale.card.tuataras.avid_financier (the coins wait on the card, in the schedule)
@deck.card("Avid Financier", 1, score=5, bonus_first=True,
           summary="2 coins wait on it: take 1 at the start of each of your next 2 turns.")
def avid_financier(state: DaleState, p: int, card: int) -> None:
    """Put 2 coins on the card; at the start of each of your next 2 turns take 1 of them.
    ruling: dale.card.tuataras.avid_financier — the card waits in its owner's schedule
    (``dale.technique.schedule``) with its coins, counted by a public pending entry (one per
    play), until the last coin is taken; then it goes to the discard pile."""
    m.schedule(state, p, card)
    state.pending.append(("financier", p, 2))


@deck.on("turn_start")
def _financier_pays(state: DaleState, seat: int) -> None:
    if not state.pending:
        return
    kept = []
    for e in state.pending:
        if e[0] == "financier" and e[1] == seat:
            state.coins[seat] += 1
            if e[2] > 1:
                kept.append((e[0], e[1], e[2] - 1))
            else:  # its last coin taken: the card's effect is over (dale.technique.schedule)
                m.release(state, seat, "Avid Financier")
        else:
            kept.append(e)
    state.pending[:] = kept


# -- Greed ------------------------------------------------------------------------------------
# ruling: dale.card.tuataras.greed (spend, draw 2, discard 1)
@deck.card("Greed", 2, copies=3, score=5, bonus_first=True,
           summary="Spend 1, draw 2 cards, then discard 1 card from your hand.")
def greed(state: DaleState, p: int, card: int) -> None:
    """Spend 1, draw 2 cards, then discard 1 card from your hand."""
    spend(state, p, 1, "Greed")


@deck.after_spend("Greed")
def _greed_paid(state: DaleState, p: int, card: int, x: int) -> None:
    m.draw(state, p)
    m.draw(state, p)
    state.frames.append(("greed_discard", p))


@deck.decision("greed_discard", Frame())
class GreedDiscard(DiscardFromHand):
    prompt = "Greed: choose a card from your hand to discard"


# -- Golden Opportunity -----------------------------------------------------------------------
# ruling: dale.card.tuataras.golden_opportunity (the ditch, then the coin in any case)
@deck.card("Golden Opportunity", 3, copies=3, score=4, bonus_first=True,
           summary="Throw away 1 card from your hand and gain 1 coin.")
def golden_opportunity(state: DaleState, p: int, card: int) -> None:
    """Throw away 1 card of your hand and gain 1 coin.
    ruling: dale.card.tuataras.golden_opportunity — two parts, the ditch first: with an empty
    hand only the coin is gained (``dale.technique.fizzle``; changed, issue 26)."""
    if not state.hands[p]:
        state.coins[p] += 1
        return
    state.frames.append(("golden_opportunity", p))


@deck.decision("golden_opportunity", Frame())
class GoldenOpportunityDitch(DitchFromHand):
    prompt = "Golden Opportunity: choose a card from your hand to throw away (you gain 1 coin)"

    def then(self, state, frame, card):
        state.coins[frame[1]] += 1


# -- Cache ------------------------------------------------------------------------------------
# ruling: dale.card.tuataras.cache (the spent cards may be taken)
@deck.card("Cache", 4, copies=3, score=4,
           summary="Spend 2, then take 1 card of your discard pile into your hand.")
def cache(state: DaleState, p: int, card: int) -> None:
    """Spend 2 to take 1 card of your choice from your discard pile into your hand.
    ruling: dale.card.tuataras.cache — the cards just spent lie on the discard pile and may be
    taken."""
    spend(state, p, 2, "Cache")


@deck.after_spend("Cache")
def _cache_paid(state: DaleState, p: int, card: int, x: int) -> None:
    state.frames.append(("cache_take", p))


@deck.decision("cache_take", Frame())
class CacheTake(TakeFromDiscard):
    prompt = "Cache: choose a card of your discard pile to take into your hand"


# -- Display of Power -------------------------------------------------------------------------
# ruling: dale.card.tuataras.display_of_power (until this clean-up's draw)
@deck.card("Display of Power", 5, copies=1, score=3,
           summary="Spend 2: your hand size is 2 larger this turn.")
def display_of_power(state: DaleState, p: int, card: int) -> None:
    """Spend 2; your hand size is 2 higher this turn (the clean-up draws up to 7)."""
    spend(state, p, 2, "Display of Power")


@deck.after_spend("Display of Power")
def _display_paid(state: DaleState, p: int, card: int, x: int) -> None:
    state.pending.append(("display_of_power", p, DISPLAY_EXTRA))


@deck.on("refilled")
def _display_ends(state: DaleState, seat: int) -> None:
    if state.pending:
        state.pending[:] = [e for e in state.pending
                            if not (e[0] == "display_of_power" and e[1] == seat)]


deck.card("Safe Profits", 5, copies=1, score=2,
          summary="Spend x (1 to 8) and gain half of x in coins, rounded up.")
# -- Safe Profits -----------------------------------------------------------------------------
# ruling: dale.card.tuataras.safe_profits (choose x, then spend it)
@technique_step(deck, "Safe Profits", "safe_profits")
class SafeProfitsAmount:
    """Choose x (1–8) you can spend, spend x, and gain x/2 coins rounded up. The step:
    ``value X``, x of :attr:`amounts` that the hand and coins can spend; x is then spent."""

    prompt = "Safe Profits: choose how much to spend (you gain half of it in coins, rounded up)"
    #: the amounts x offered (the remaster's subclass offers more)
    amounts = SAFE_PROFITS_X

    def legal(self, state, frame):
        most = spendable(state, frame[1])
        return [("value", x) for x in self.amounts if x <= most]

    def apply(self, state, frame, action):
        spend(state, frame[1], action[1], "Safe Profits", 0, action[1])


@deck.after_spend("Safe Profits")
def _safe_profits_paid(state: DaleState, p: int, card: int, x: int) -> None:
    state.coins[p] += (x + 1) // 2


deck.hooks("Golden Opportunity", moves_cards=True, throws_own=True)  # via the market discard pile
