"""Platypuses (Dale 2): your own piles and the market's prices (Tireless Tinkerer, Calculations,
Safety Precaution, Magnet, Dangerous Test, Glue). Mechanics restated in docs/rules/dale-cards.md.

Passives, through their card hooks and abilities (``ludoteca.dale.card_rules``):
Calculations is a once-per-turn ability whose use rearranges the market slot by slot and then
makes the purchase it pays for (the ``calculations`` and ``calculations_pay`` steps); Glue asks,
after a purchase it paid for, whether it stays in the hand (``on_paid``, the ``glue`` step).
"""

from __future__ import annotations

from ludoteca.dale.card_rules import Deck
from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import technique_step
from ludoteca.dale.animalfolk.common import DiscardSeveral, KeepOneSeen, end_search, search_deck
from ludoteca.dale.animalfolk.common import SwapIntoStall, seen_frame
from ludoteca.dale.cards import ABILITY, PASSIVE
from ludoteca.dale.state import EMPTY, DaleState
from ludoteca.dale.steps import CARD, NUMBER, Frame

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("platypuses", "Platypuses", module=__name__)

deck.hooks("Safety Precaution", enters_stalls=True)  # it takes the place of a card of a stack


# ---------------------------------------------------------------------------------------------
# Tireless Tinkerer
# ---------------------------------------------------------------------------------------------
@deck.card("Tireless Tinkerer", 1, score=2,
           summary="Put the top card of your discard pile on top of your deck.")
def tireless_tinkerer(state: DaleState, p: int, card: int) -> None:
    """Move the top card of your discard pile onto your deck (nothing when the pile is empty;
    the Tinkerer itself is still being played, so it is not on the pile)."""
    if state.discards[p]:  # ruling: dale.card.platypuses.tireless_tinkerer
        state.decks[p].append(state.discards[p].pop())


# ---------------------------------------------------------------------------------------------
# Calculations (passive with an ability): rearrange the market, then buy paying with it.
# ---------------------------------------------------------------------------------------------
def _as_calculations(state: DaleState, p: int, card: int) -> str:
    """The token of ``card`` paying as Calculations (itself, or a chameleon's copy)."""
    name = state.cfg.types[card].name
    return m.token(state, card, None if name == "Calculations" else state.cfg.rules.types["Calculations"])


def _payments_with(state: DaleState, p: int, card: int, slot: int) -> list[tuple]:
    """The legal payments (token tuples) for the card of ``slot`` that hold ``card`` as
    Calculations (``dale.market.payment``, ``dale.market.overpay``). Listed only while the
    engine lists purchases whole (few payments)."""
    from ludoteca.dale.card_rules import PAY_FROM_BIN
    from ludoteca.dale.market import BIN, price
    from ludoteca.dale.payments import payments_for

    tok = _as_calculations(state, p, card)
    need = PAY_FROM_BIN if slot == BIN else None
    return [pay for pay in payments_for(state, p, price(state, slot), need) if tok in pay]


def _payable(state: DaleState, p: int, card: int, price_: int, from_bin: bool = False) -> bool:
    """Whether a legal payment of ``price_`` holding ``card`` as Calculations exists, decided
    without listing payments (``payments.completable``: polynomial in the hand)."""
    from ludoteca.dale.payments import completable, pay_cards, split_payment

    cards = pay_cards(state, p)
    split = split_payment(cards, (_as_calculations(state, p, card),))
    if split is None:
        return False
    paid, left = split
    rest = [[(v, f) for _t, v, f in opts] for base, _c, opts in cards
            for _k in range(left[base])]
    return completable(price_, from_bin, paid, rest)


def _prices(state: DaleState) -> set[int]:
    """The prices the market's cards could have in some slot (value + 0 … value + 4)."""
    return {state.cfg.types[c].value + s for c in state.market if c != EMPTY for s in range(5)}


def _payable_prices(state: DaleState, p: int, card: int) -> set[int]:
    """The market prices a payment holding ``card`` as Calculations can pay, among
    :func:`_prices`."""
    return {pr for pr in _prices(state) if _payable(state, p, card, pr)}


def _feasible(state: DaleState, market: list[int], placed: int, ok: set[int]) -> bool:
    """Whether some purchase can follow the arrangement whose first ``placed`` slots are
    fixed: a fixed slot's card, or a card still to place in a slot still free, has a price in
    ``ok``."""
    value = state.cfg.types
    if any(c != EMPTY and value[c].value + i in ok for i, c in enumerate(market[:placed])):
        return True
    return any(c != EMPTY and value[c].value + s in ok
               for c in market[placed:] for s in range(placed, 5))


def _calculations_available(state: DaleState, p: int, card: int) -> bool:
    """The ability can be used when some arrangement of the market lets a purchase paid with
    this card follow."""
    # _feasible with no slot fixed: some price of _prices is payable so (up to the first)
    return any(_payable(state, p, card, pr) for pr in _prices(state))


def _calculations_use(state: DaleState, p: int, card: int) -> None:
    """Start rearranging the market (slot +0 first); the purchase follows."""
    _next_calculation(state, p, card, 0)


def _next_calculation(state: DaleState, p: int, card: int, k: int) -> None:
    """Ask for the card of slot ``k``, or go on to the purchase once there is nothing left to
    arrange (the last slot, or only identical cards left)."""
    rest = {state.market[j] if state.market[j] == EMPTY else state.cfg.types[state.market[j]].name
            for j in range(k, 5)}
    if k >= 4 or len(rest) <= 1:
        state.frames.append(("calculations_pay", p, card))
    else:
        state.frames.append(("calculations", p, card, k))


deck.card("Calculations", 2, ABILITY, copies=3, bonus=False,
          summary="When it pays, you may first move the market cards to other slots.")
# ruling: dale.card.platypuses.calculations
deck.ability("Calculations", _calculations_available, _calculations_use)


@deck.decision("calculations", Frame(card=CARD, slot=NUMBER))
class CalculationsArrange:
    """Calculations: the market is rearranged one slot at a time, from slot +0 (the cheapest)
    up: ``take +J`` puts the card now in slot +J (J ≥ the slot being filled) into it;
    ``done`` leaves the rest as it is. Only choices after which a purchase paid with the card
    is still possible are listed. Frame: ``("calculations", player, card, slot being
    filled)``. ruling: dale.card.platypuses.calculations (any slot, empty ones included)."""

    rule = "dale.market.price"
    prompt = ("Calculations: choose the market card for the next slot to arrange, from +0 up "
              "(take +N moves the card of slot +N there), or done")

    def legal(self, state, frame):
        p, card, k = frame[1], frame[2], frame[3]
        ok = _payable_prices(state, p, card)
        out = []
        seen = set()
        for j in range(k, 5):
            c = state.market[j]
            key = c if c == EMPTY else state.cfg.types[c].name
            if key in seen:
                continue
            seen.add(key)
            trial = state.market[:]
            trial[k], trial[j] = trial[j], trial[k]
            if _feasible(state, trial, k + 1, ok):
                out.append(("take", j))
        if _feasible(state, state.market, 5, ok):
            out.append(("done",))
        return out

    def details(self, state, frame):
        """What the deciding seat's view adds: ``slot``, the slot being filled."""
        return {"slot": frame[3]}

    def apply(self, state, frame, action):
        p, card, k = frame[1], frame[2], frame[3]
        if action[0] == "done":
            state.frames.append(("calculations_pay", p, card))
            return
        j = action[1]
        state.market[k], state.market[j] = state.market[j], state.market[k]
        _next_calculation(state, p, card, k + 1)


@deck.decision("calculations_pay", Frame(card=CARD))
class CalculationsPay:
    """Calculations: the purchase it pays for, as the turn's action; the payment must hold
    this card as Calculations. Listed as the engine lists purchases: whole (``buy +N with
    …``) while they are few, else card by card (``pay +N with CARD``, this card first; the
    engine's ``pay`` step follows). Frame: ``("calculations_pay", player, card)``."""

    rule = "dale.market.payment"
    prompt = "Calculations: buy a market card, paying with Calculations"

    def legal(self, state, frame):
        from ludoteca.dale.market import BIN, buy_targets, price
        from ludoteca.dale.purchase import purchases_whole

        p, card = frame[1], frame[2]
        targets = buy_targets(state, p)
        if purchases_whole(state, p):
            return [("buy", slot, pay) for slot in targets
                    for pay in _payments_with(state, p, card, slot)]
        tok = _as_calculations(state, p, card)
        return [("pay", slot, tok) for slot in targets
                if _payable(state, p, card, price(state, slot), slot == BIN)]

    def apply(self, state, frame, action):
        from ludoteca.dale.purchase import buy

        state.actions_left -= 1  # dale.turn.one_action: the purchase is the turn's action
        if action[0] == "buy":
            buy(state, frame[1], action)
        else:  # the rest of the payment card by card (the engine's pay step)
            state.frames.append(("pay", frame[1], action[1], (action[2],)))


deck.card("Safety Precaution", 3, copies=3, score=5, bonus_first=True,
          summary="Take 1 card of your stall into your hand; this card takes its place.")
# ---------------------------------------------------------------------------------------------
# Safety Precaution
# ---------------------------------------------------------------------------------------------
# ruling: dale.card.platypuses.safety_precaution
@technique_step(deck, "Safety Precaution", "safety_precaution", Frame(precaution=CARD),
                card=True)
class SafetyPrecautionTake(SwapIntoStall):
    """Take any 1 card of your own stall into your hand; this card takes its place."""

    prompt = "Safety Precaution: choose a card of your stall to swap with this card"

    def seats(self, state, frame):
        return [frame[1]]


# ---------------------------------------------------------------------------------------------
# Magnet
# ---------------------------------------------------------------------------------------------
@deck.card("Magnet", 4, copies=3, score=7, bonus_first=True,
           summary="Take any 1 card of your deck into your hand, then shuffle your deck.")
def magnet(state: DaleState, p: int, card: int) -> None:
    """Look through your deck, take any 1 card into your hand, shuffle the deck. An empty
    deck is not rebuilt from the discard pile (searching is not drawing; ruling:
    dale.card.platypuses.magnet)."""
    if state.decks[p]:  # ruling: dale.card.platypuses.magnet
        state.frames.append(("magnet", p, search_deck(state, p)))


@deck.decision("magnet", seen_frame())
class MagnetKeep(KeepOneSeen):
    prompt = "Magnet: choose a card of your deck to take into your hand"

    def rest(self, state, frame, seen):
        end_search(state, frame[1], seen)


# ---------------------------------------------------------------------------------------------
# Dangerous Test
# ---------------------------------------------------------------------------------------------
@deck.card("Dangerous Test", 5, copies=1, score=4,
           summary="Draw 3 cards, then discard 3 cards from your hand.")
def dangerous_test(state: DaleState, p: int, card: int) -> None:
    """Draw 3 cards, then discard 3 cards of your hand, one at a time (all of it when it
    holds fewer)."""
    for _ in range(3):
        m.draw(state, p)
    state.frames.append(("dangerous_test", p, 3))  # ruling: dale.card.platypuses.dangerous_test


@deck.decision("dangerous_test", Frame(left=NUMBER, secret_choice=False))
class DangerousTestDiscard(DiscardSeveral):
    prompt = "Dangerous Test: choose a card of your hand to discard"


# ---------------------------------------------------------------------------------------------
# Glue (passive): may stay in the hand after paying.
# ---------------------------------------------------------------------------------------------
def _glue_paid(state: DaleState, p: int, card: int, bought: int, paid: tuple) -> None:
    """After a purchase Glue paid for (``bought``: the card bought, ``paid``: every paying
    card): ask whether it goes back to the hand."""
    state.frames.append(("glue", p, card))


deck.card("Glue", 5, PASSIVE, copies=1, bonus=False,
          summary="When it pays, you may keep it in your hand.")
deck.hooks("Glue", on_paid=_glue_paid)  # ruling: dale.card.platypuses.glue


@deck.decision("glue", Frame(glue=CARD))
class GlueKeep:
    """Glue: ``keep CARD`` takes it from the discard pile (where the payment put it) back into
    the hand; ``pass`` leaves it there. ruling: dale.card.platypuses.glue."""

    rule = "dale.market.payment"
    prompt = "Glue: keep it in your hand instead of discarding it, or pass"

    def legal(self, state, frame):
        p, card = frame[1], frame[2]
        if card not in state.discards[p]:
            return []
        return [("keep", m.token(state, card)), ("pass",)]

    def apply(self, state, frame, action):
        p, card = frame[1], frame[2]
        if action[0] == "keep":
            state.discards[p].remove(card)
            state.hands[p].append(card)
