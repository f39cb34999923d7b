"""The Market action (``dale.market.*``), checked once and then done: a whole purchase
(``buy +N with …``), or its first card where purchases go card by card (``pay +N with CARD``,
the rest in :class:`~ludoteca.dale.animalfolk.common.PayStep`).

:func:`check_buy` and :func:`check_pay_start` return a :class:`~ludoteca.dale.moves.Move`
holding the resolved payment; :func:`do_buy` and :func:`do_pay_start` apply it without
checking again.
"""

from __future__ import annotations

from math import comb

from ludoteca.core.errors import IllegalAction
from ludoteca.dale import mechanics as m
from ludoteca.dale.card_rules import PAY_FROM_BIN, PAY_LIFTS_OVERPAY, fire
from ludoteca.dale.engine_hooks import remove_from_hand
from ludoteca.dale.market import BIN, buy_targets, check_payment, market_card, price
from ludoteca.dale.moves import Move
from ludoteca.dale.notation import action_text
from ludoteca.dale.payments import count_payments, pay_choices
from ludoteca.dale.resolve import NO_MIN, plain_parts, ranked_groups, resolve
from ludoteca.dale.state import EMPTY, DaleState

#: At most this many purchases (all slots together) are listed as whole actions
#: (``buy +N with …``); over it, the Market action is listed card by card (``pay +N with CARD``
#: … ``done``). Only a huge hand (a position file) or Stock Clearance in a large hand goes over.
MAX_WHOLE_PURCHASES = 512


def purchases_whole(state: DaleState, p: int,
                    table: tuple[list[str], list] | None = None) -> bool:
    """True when seat p's purchases are listed whole (``buy +N with …``): there are at most
    :data:`MAX_WHOLE_PURCHASES` of them, all slots together (counted, never listed, by
    :func:`count_payments`); otherwise the Market action goes card by card."""
    left = MAX_WHOLE_PURCHASES
    if table is None and _quick_bound(state, p) <= left:
        return True  # every card absent or in one of its ways: fewer purchases than the cap
    targets = buy_targets(state, p)
    if not targets:
        return True
    if table is None:
        table = ranked_groups(state, p, state.hands[p], pay=True)
    bound = len(targets)  # at most every multiset of the hand at every slot: no count needed
    for opts, count in table[1]:
        bound *= comb(len(opts) + count, count)  # multisets of up to `count` of the options
        if bound > left:
            break
    else:
        return True
    for slot in targets:
        left -= count_payments(state, p, slot, limit=left, table=table)
        if left < 0:
            return False
    return True


def _quick_bound(state: DaleState, p: int) -> int:
    """An upper bound of seat p's purchases, found without grouping the hand or listing the
    slots: the occupied market slots (plus one for the market discard pile when it holds a
    card) times the product over the hand's cards of (the card's ways of paying + 1) — each
    card left out or used one of its ways (an identity, or a ``pay_values`` value of one)."""
    pay_values = state.cfg.rules.hooks["pay_values"]
    types = state.cfg.types
    bound = 5 - state.market.count(EMPTY) + (1 if state.bin else 0)
    for c in state.hands[p]:
        t = types[c]
        if t.chameleon:
            ways = 0
            for i in m.identities(state, p, c):
                pv = pay_values.get(i.name)
                ways += 1 if pv is None else len(pv)
            bound *= 1 + ways
        else:
            pv = pay_values.get(t.name)
            bound *= 2 if pv is None else 1 + len(pv)
        if bound > MAX_WHOLE_PURCHASES:
            break
    return bound


def _slot_of(state: DaleState, action: tuple) -> int:
    """The market slot an action names; refuses an empty slot (``dale.market.price``)."""
    slot = action[1]
    if not (slot == BIN or 0 <= slot < 5) or market_card(state, slot) == EMPTY:
        raise IllegalAction("dale.market.price", "empty_slot", slot=slot)
    return slot


def check_buy(state: DaleState, p: int, action: tuple) -> Move:
    """Check ``("buy", slot, tokens)`` as a purchase by seat p, whatever the listing regime:
    the slot holds a card, the tokens name cards of p's hand, a purchase from the market
    discard pile holds a card with ``PAY_FROM_BIN`` (Market Discovery), and the payment
    reaches the price without overpaying (``dale.market.payment``, ``dale.market.overpay``).

    Returns:
        The move, with the paying cards resolved (``parts``) and the ``slot``.

    Raises:
        IllegalAction: the rule the purchase breaks; nothing is changed.
    """
    if len(action) == 4 and state.cfg.rules.options.get("coins_pay"):
        return check_coin_buy(state, p, action)
    if len(action) != 3 or not isinstance(action[1], int):
        raise IllegalAction("dale.market.payment", "malformed", action=repr(action))
    slot = _slot_of(state, action)
    parts = resolve(state, p, action[2], "dale.market.payment", pay=True)
    if slot == BIN and not any(state.cfg.rules.hooks["pay_flags"].get(x.ident.name, 0) & PAY_FROM_BIN for x in parts):
        raise IllegalAction("dale.market.payment", "bin_needs_discovery")
    cost = price(state, slot)
    pay_flags = state.cfg.rules.hooks["pay_flags"]
    paid, smallest = 0, NO_MIN
    for x in parts:
        paid += x.value
        if x.value < smallest:
            smallest = x.value
    if paid < cost or paid - cost >= smallest:  # short or overpaid: refused with why, unless
        # a paying card lifts the overpay rule (check_payment, the one statement of the rules)
        check_payment(cost, [x.ident for x in parts], [x.value for x in parts], pay_flags)
    return Move(action, p, "buy", tuple(parts), slot)


def check_coin_buy(state: DaleState, p: int, action: tuple) -> Move:
    """Check ``("buy", slot, tokens, coins)``, a purchase by seat p that spends coins
    (remaster edition, rule ``dale.remaster.coins_pay``): at least one coin and no more than
    p holds; the cards' values and the coins (1 each) add up to exactly the price (the coins
    make up only what the cards leave short, so no card is unnecessary either); a purchase
    from the market discard pile still holds a card with ``PAY_FROM_BIN``.

    Raises:
        IllegalAction: ``dale.remaster.coins_pay`` (too many or too few coins, coins beyond
            what is needed), ``dale.market.payment``, ``dale.market.price``.
    """
    if (not isinstance(action[1], int) or not isinstance(action[2], tuple)
            or type(action[3]) is not int):
        raise IllegalAction("dale.market.payment", "malformed", action=repr(action))
    slot = _slot_of(state, action)
    k = action[3]
    if k < 1 or k > state.coins[p]:
        raise IllegalAction("dale.remaster.coins_pay", "coins_held", coins=k,
                            held=state.coins[p])
    parts = resolve(state, p, action[2], "dale.market.payment", pay=True)
    if slot == BIN and not any(state.cfg.rules.hooks["pay_flags"].get(x.ident.name, 0)
                               & PAY_FROM_BIN for x in parts):
        raise IllegalAction("dale.market.payment", "bin_needs_discovery")
    cost, paid = price(state, slot), sum(x.value for x in parts)
    if paid + k < cost:
        raise IllegalAction("dale.market.payment", "short", price=cost, paid=paid + k)
    if paid + k > cost:
        raise IllegalAction("dale.remaster.coins_pay", "coins_beyond", price=cost, paid=paid,
                            coins=k)
    return Move(action, p, "buy", tuple(parts), slot)


def check_buy_main(state: DaleState, p: int, action: tuple) -> Move:
    """``buy +N with …`` as the turn's action (:func:`check_buy`), accepted with cards only
    while purchases are listed whole (:func:`purchases_whole`); otherwise only ``buy +N`` of a
    free card is (the others go card by card, ``pay +N with CARD``).

    Raises:
        IllegalAction: as :func:`check_buy`, or ``steps_listed`` (``dale.market.payment``).
    """
    move = check_buy(state, p, action)
    if action[2] and len(action) == 3 and not purchases_whole(state, p):
        raise IllegalAction("dale.market.payment", "steps_listed", action=action_text(action))
    return move


def plain_buy(state: DaleState, p: int, action: tuple) -> Move | None:
    """:func:`check_buy_main` of the common shape, ``("buy", slot, tokens)``: a market slot
    (not the market discard pile) that holds a card, no value changed this turn (so the
    price is the card's value plus the slot, with what lasting effects add:
    ``dale.market.price``), tokens that are printed names of hand cards
    (:func:`~ludoteca.dale.resolve.plain_parts`), a payment that reaches the price without
    overpaying, or overpaying with a card that lifts that rule (``dale.market.payment``,
    ``dale.market.overpay``, :func:`~ludoteca.dale.market.check_payment`), and purchases
    listed whole by the quick bound (:func:`purchases_whole`).

    Returns:
        The move :func:`check_buy_main` returns, or None (a fast path of
        :data:`ludoteca.dale.turn.FAST`: never a refusal).
    """
    if len(action) != 3:
        return None
    slot = action[1]
    if type(slot) is not int or not 0 <= slot < 5 or state.effects:
        return None
    card = state.market[slot]
    tokens = action[2]
    if card == EMPTY or type(tokens) is not tuple:
        return None
    cfg = state.cfg
    hand = state.hands[p]
    printed = cfg.names
    names: list = [printed[c] for c in hand]
    odd = cfg.pay_odd
    one_way = not odd or odd.isdisjoint(names)  # every hand card pays in one way
    parts = plain_parts(state, p, tokens, True, True, names)
    if parts is None:
        return None
    # the price with no value changed this turn (lasting effects: the general rule)
    cost = price(state, slot) if state.pending else max(cfg.types[card].value + slot, 0)
    paid, smallest = 0, NO_MIN
    for x in parts:
        paid += x.value
        if x.value < smallest:
            smallest = x.value
    if paid < cost:
        return None  # short: refused by the general check
    if paid - cost >= smallest:  # overpaid: legal only with a card that lifts the rule
        pay_flags = cfg.rules.hooks["pay_flags"]
        if not any(pay_flags.get(x.ident.name, 0) & PAY_LIFTS_OVERPAY for x in parts):
            return None
    if tokens:  # purchases_whole: at once when the quick bound is small, else counted
        # _quick_bound: the slots times 2 for each card that pays in one way (more for one
        # with more ways), so a hand over the cap that way is over it anyway
        # (at most 6 places to buy from: the market's slots are counted only when 6 would
        # be over the cap)
        n = len(hand)
        if 6 << n > MAX_WHOLE_PURCHASES and (
                5 - state.market.count(EMPTY) + (1 if state.bin else 0)) << n \
                > MAX_WHOLE_PURCHASES:
            return None
        if not one_way and _quick_bound(state, p) > MAX_WHOLE_PURCHASES:
            return None
    return Move(action, p, "buy", tuple(parts), slot)


def listed_buy(state: DaleState, p: int, action: tuple) -> Move:
    """The move of a purchase taken from the legal-action listing of this very state: its
    cards found, the payment rules not checked again."""
    return Move(action, p, "buy", tuple(resolve(state, p, action[2], "dale.market.payment",
                                                pay=True)), action[1])


def do_buy(state: DaleState, move: Move) -> None:
    """Do a checked purchase: the card leaves its slot (which stays empty,
    ``dale.market.no_refill``) or the market discard pile, the paying cards go to the buyer's
    discard pile, the card joins the hand; then the ``on_bought`` hook of the card bought,
    the ``bought`` listeners and the ``on_paid`` hooks of the paying cards (whose steps are so
    decided first)."""
    p, slot, parts = move.seat, move.slot, move.parts
    card = market_card(state, slot)
    if slot == BIN:
        state.bin.pop()
    else:
        state.market[slot] = EMPTY  # dale.market.no_refill: the slot stays empty
    for x in parts:
        remove_from_hand(state, p, x.card)
        m.discard(state, p, x.card)
    if len(move.action) == 4:  # dale.remaster.coins_pay: the coins go back to the bank
        state.coins[p] -= move.action[3]
    state.hands[p].append(card)
    paid = tuple(x.card for x in parts)
    announce_bought(state, p, card, paid)
    _ON_PAID = state.cfg.rules.hooks["on_paid"]
    if _ON_PAID:
        # card hook on_paid: a paying card's effect (as the card it counts as). Called after
        # the bought listeners and in reverse order of the payment, so that the steps they push
        # are decided first and in payment order: Glue's choice (whether it is discarded at
        # all) before Royal Privilege's second card, both before the reactions to the purchase
        # (docs/rulings.md, Platypuses: dale.card.platypuses.glue, issue 26)
        for i in range(len(parts) - 1, -1, -1):  # (an index loop: mypyc cannot type reversed())
            x = parts[i]
            on_paid = _ON_PAID.get(x.ident.name)
            if on_paid is not None:
                on_paid(state, p, x.card, card, paid)


def announce_bought(state: DaleState, p: int, card: int, paid: tuple) -> None:
    """What follows any purchase once the bought ``card`` is in seat p's hand: the card's own
    ``on_bought`` hook, then the ``bought`` listeners (Binoculars, the Beavers' "next time you
    buy" …). ``paid``: the paying card ids (``()`` for a free purchase: Royal Privilege)."""
    on_bought = state.cfg.rules.hooks["on_bought"].get(state.cfg.types[card].name)
    if on_bought is not None:
        on_bought(state, p, card, paid)
    fire(state, "bought", p, card, paid)


def buy(state: DaleState, p: int, action: tuple) -> None:
    """Check and do a purchase for seat p outside the turn's main action (a card effect that
    grants a purchase, e.g. a step of :mod:`ludoteca.dale.animalfolk.common`).

    Raises:
        IllegalAction: as :func:`check_buy`; nothing is changed then.
    """
    do_buy(state, check_buy(state, p, action))


def check_pay_start(state: DaleState, p: int, action: tuple) -> Move:
    """``pay +N with CARD``: take the Market action for the card of slot N, paying first with
    CARD (``dale.market.payment``); more cards (``pay CARD``) and ``done`` follow. Accepted
    only while purchases go card by card and when the payment can still be completed.

    Raises:
        IllegalAction: ``dale.market.price`` (empty slot), ``dale.market.payment``.
    """
    if len(action) != 3 or not isinstance(action[1], int) or not isinstance(action[2], str):
        raise IllegalAction("dale.market.payment", "malformed", action=repr(action))
    slot = _slot_of(state, action)
    resolve(state, p, (action[2],), "dale.market.payment", pay=True)
    if slot == BIN and slot not in buy_targets(state, p):
        raise IllegalAction("dale.market.payment", "bin_needs_discovery")
    if action[2] not in pay_choices(state, p, slot, ()):
        raise IllegalAction("dale.market.payment", "cannot_complete", card=action[2],
                            price=price(state, slot))
    if purchases_whole(state, p):
        raise IllegalAction("dale.market.payment", "whole_listed", action=action_text(action))
    return Move(action, p, "pay", (), slot, -1, action[2])


def listed_pay_start(state: DaleState, p: int, action: tuple) -> Move:
    """The move of a ``pay +N with CARD`` taken from the legal-action listing of this very
    state: the listing offered it (:func:`pay_choices`, while purchases go card by card), so
    the payment rules are not tested again (they cost a whole payment search)."""
    return Move(action, p, "pay", (), action[1], -1, action[2])


def do_pay_start(state: DaleState, move: Move) -> None:
    """Open the card-by-card payment step with its first card."""
    state.frames.append(("pay", move.seat, move.slot, (move.name,)))
