"""The Market action's rules (``dale.market.*``): what each slot costs, which payments are
legal, and which slots a seat may buy from.

The payments themselves are listed and counted in :mod:`ludoteca.dale.payments`, and the
action (checked, then done) is :mod:`ludoteca.dale.purchase`.
"""

from __future__ import annotations

from ludoteca.core.errors import IllegalAction
from ludoteca.dale import mechanics as m
from ludoteca.dale.card_rules import PAY_FROM_BIN, PAY_LIFTS_OVERPAY, lasting_values
from ludoteca.dale.cards import CardType
from ludoteca.dale.resolve import NO_MIN
from ludoteca.dale.state import EMPTY, DaleState

BIN = -1  # the "slot" of a purchase from the market discard pile (hook pay_flags PAY_FROM_BIN)



def market_card(state: DaleState, slot: int) -> int:
    """The card a purchase from ``slot`` takes (``-1`` if none)."""
    if slot == BIN:
        return state.bin[-1] if state.bin else EMPTY
    return state.market[slot]


def price(state: DaleState, slot: int, seat: int | None = None) -> int:
    """The price of the card in a market slot for ``seat`` (default: the active seat)
    (``dale.market.price``): its value plus the slot number (0 for the rightmost slot … 4 for
    the leftmost), never below 0; a card bought from the market discard pile with Market
    Discovery costs its printed value. Lasting effects of other seats with the ``price``
    modifier add to the price of the cards in the market's slots, not of the market discard
    pile's (``card_rules.lasting``; "market cards" are the slots' cards: issue 26). The
    active seat's own turn-wide effects whose card has the ``turn_price`` hook add to the
    price of the slots' cards too, before the floor of 0 (remaster Pandas: Essential
    Purchase, Exclusive Contacts)."""
    card = market_card(state, slot)
    v = state.cfg.types[card].value
    turn = 0
    if state.effects and slot != BIN and (seat is None or seat == state.active):
        turn = turn_price(state)
    base = max(v + (0 if slot == BIN else slot) + turn, 0)
    if state.pending and slot != BIN:
        base += sum(lasting_values(state, "price", state.active if seat is None else seat))
    return base


def turn_price(state: DaleState) -> int:
    """What the active seat's turn-wide effects of this turn add to the price of every market
    slot's card (card hook ``turn_price`` of the card that started each effect; 0 when none)."""
    rules = state.cfg.rules
    table = rules.hooks["turn_price"]
    if not table:
        return 0
    total = 0
    for eff in state.effects:
        if len(eff) == 1:
            name = rules.turn_effect_card(eff[0])
            if name is not None:
                total += table.get(name, 0)
    return total


def payment_ok(price_: int, paid: int, smallest: int, lifts_overpay: bool) -> bool:
    """The payment rules in one test (``dale.market.payment``, ``dale.market.overpay``): the
    sum reaches the price, and the excess is smaller than every paying card's value (a card
    with the ``pay_flags`` hook :data:`PAY_LIFTS_OVERPAY` among the payment — Stock
    Clearance — lifts the second condition)."""
    return paid >= price_ and (lifts_overpay or paid - price_ < smallest)


def check_payment(price_: int, idents: list[CardType], values: list[int],
                  pay_flags: dict[str, int]) -> None:
    """Refuse a payment that is short or overpays (see :func:`payment_ok`; ``pay_flags``: the
    ruleset's card hook ``pay_flags``, name -> flags).

    Raises:
        IllegalAction: with the price, the sum paid and the card that could be left out.
    """
    paid = sum(values)
    sc = any(pay_flags.get(i.name, 0) & PAY_LIFTS_OVERPAY for i in idents)
    if payment_ok(price_, paid, min(values, default=NO_MIN), sc):
        return
    if paid < price_:
        raise IllegalAction("dale.market.payment", "short", price=price_, paid=paid)
    excess = paid - price_
    for ident, v in zip(idents, values):
        if v <= excess:
            raise IllegalAction("dale.market.overpay", "overpay", price=price_, paid=paid,
                                card=ident.name, value=v, rest=paid - v)



def buy_targets(state: DaleState, p: int) -> list[int]:
    """The slots seat p may buy from now: occupied market slots, and the market discard pile
    (``BIN``) when a hand card counts or may count as Market Discovery."""
    out = [slot for slot in range(5) if state.market[slot] != EMPTY]
    PAY_FLAGS = state.cfg.rules.hooks["pay_flags"]
    if state.bin and any(PAY_FLAGS.get(state.cfg.types[c].name, 0) & PAY_FROM_BIN
                         or any(PAY_FLAGS.get(n, 0) & PAY_FROM_BIN
                                for n in m.copy_targets(state, p, c))
                         for c in state.hands[p]):
        out.append(BIN)
    return out


#: At most this many purchases (all slots together) are listed as whole actions
#: (``buy +N with …``); over it, the Market action is listed card by card (``pay +N with CARD``
