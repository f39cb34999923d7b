"""Decision steps several animalfolk decks share (choose a player, choose a card …)."""

from __future__ import annotations

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk import decision
from ludoteca.dale.steps import CARDS, Frame, Mixing, NUMBER, TEXT, TOKENS
from ludoteca.dale.state import EMPTY, DaleState


def others(state: DaleState, p: int) -> list[int]:
    """The other seats, in seat order."""
    return [q for q in range(state.cfg.n_players) if q != p]


def take_card(state: DaleState, pile: list[int], tok: str) -> int:
    """Remove and return the first card of ``pile`` whose token is ``tok`` (it must exist)."""
    card = m.find_card(state, pile, tok)
    assert card is not None, tok
    pile.remove(card)
    return card


def can_ditch_supply_top(state: DaleState, p: int, card: int) -> bool:
    """A market deck card can be thrown away: the market deck or its discard pile has cards."""
    return bool(state.market_deck or state.bin)


def ditch_supply_top(state: DaleState, p: int, card: int) -> None:
    """Throw away the top card of the market deck (Market Discovery's and Good Old Times'
    ability); an empty market deck is first rebuilt (``dale.cleanup.market_deck_empty``)."""
    top = m.draw_supply(state)
    if top is not None:
        m.ditch(state, top)


class ChooseOtherPlayer:
    """A step whose choices are the other players (``target seat N``); subclasses apply."""

    rule = "dale.technique.play"

    def legal(self, state: DaleState, frame: tuple) -> list[tuple]:
        return [("target", q) for q in others(state, frame[1])]


class ChooseMarketCard:
    """A step whose choices are the occupied market slots (``take +N``); subclasses apply."""

    rule = "dale.technique.play"

    def legal(self, state: DaleState, frame: tuple) -> list[tuple]:
        return [("take", slot) for slot in range(5) if state.market[slot] != EMPTY]


@decision("inventory", Frame(discarded=NUMBER, secret={"discarded": "player"}, secret_choice=True))
class InventoryStep:
    """The Inventory action card by card (``dale.inventory.discard``): after its first card
    (``discard CARD`` as the turn's action), discard one more hand card, or ``done``. Each
    choice is listed in time linear in the hand, never as the 2^n subsets. Frame:
    ``("inventory", player, cards discarded so far)``."""

    rule = "dale.inventory.discard"
    prompt = "Inventory: discard one more card from your hand, or done"

    def legal(self, state: DaleState, frame: tuple) -> list[tuple]:
        return [("discard", t) for t in m.plain_tokens(state, state.hands[frame[1]])] + [("done",)]

    def details(self, state: DaleState, frame: tuple) -> dict:
        """What the deciding seat's view adds: ``discarded``, the names discarded so far (the
        top of its discard pile)."""
        k, pile = frame[2], state.discards[frame[1]]
        return {"discarded": [state.cfg.types[c].name for c in pile[len(pile) - k:]] if k else []}

    def apply(self, state: DaleState, frame: tuple, action: tuple) -> None:
        if action[0] == "done":
            return
        p, before = frame[1], frame[2]
        card = m.find_card(state, state.hands[p], action[1])
        m.discard_in_order(state, p, card, before)
        state.frames.append(("inventory", p, before + 1))


@decision("pay", Frame(slot=NUMBER, paid=TOKENS, secret={"slot": "player", "paid": "player"},
                       secret_choice=True))
class PayStep:
    """The Market action card by card (``dale.market.payment``, ``dale.market.overpay``): after
    its first paying card (``pay +N with CARD`` as the turn's action), add one more card
    (``pay CARD``) or, once the cards are a legal payment, ``done``. Only cards after which a
    legal payment can still be completed are offered, so every path ends in a legal purchase;
    each choice is listed without listing the hand's subsets. At ``done`` the purchase is made
    exactly as ``buy +N with …`` (the paying cards go onto the discard pile in canonical order).
    Frame: ``("pay", player, slot, paying tokens so far)``."""

    rule = "dale.market.payment"
    prompt = "Market: add one more card to your payment, or done"

    def legal(self, state: DaleState, frame: tuple) -> list[tuple]:
        from ludoteca.dale.engine import pay_choices, payment_complete

        p, slot, paid = frame[1], frame[2], frame[3]
        out = [("pay", t) for t in pay_choices(state, p, slot, paid)]
        if payment_complete(state, p, slot, paid):
            out.append(("done",))
        return out

    def details(self, state: DaleState, frame: tuple) -> dict:
        """What the deciding seat's view adds: ``slot`` being bought (-1: the market discard
        pile), its ``price`` and ``paying``, the tokens paid so far."""
        from ludoteca.dale.engine import price

        return {"slot": frame[2], "price": price(state, frame[2]), "paying": list(frame[3])}

    def apply(self, state: DaleState, frame: tuple, action: tuple) -> None:
        from ludoteca.dale.engine import _buy

        p, slot, paid = frame[1], frame[2], frame[3]
        if action[0] == "done":
            _buy(state, p, ("buy", slot, tuple(sorted(paid, key=m.sort_tokens))), dry=False)
        else:
            state.frames.append(("pay", p, slot, paid + (action[1],)))


# -- spend (the Collection: Penguins, Tuataras, Turtles) ----------------------------------------
# ruling: dale.card.spend — "spend x" is paid by discarding cards from your hand whose current
# values add up to at least x (face up onto your discard pile, one at a time), each coin you
# spend counting 1; a card worth 0 adds nothing and is not offered. A spend that the hand and
# coins cannot reach does nothing (the step has no choice: dale.technique.fizzle), and then the
# rest of the effect does not happen either. See docs/rulings.md.

#: What happens once a spend is paid: key -> ``fn(state, seat, card, x)`` (``card`` and ``x``:
#: the two numbers the spend was started with, e.g. the card waiting to be finished and the
#: amount chosen). Filled by the decks with :func:`after_spend`.
SPENT: dict[str, object] = {}


def after_spend(key: str):
    """Register what happens once a spend started with ``then=key`` is paid."""

    def deco(fn):
        if key in SPENT:
            raise ValueError(f"after_spend {key!r} is registered twice")
        SPENT[key] = fn
        return fn

    return deco


def spendable(state: DaleState, p: int) -> int:
    """The most seat p can spend now: the current values of its hand cards plus its coins."""
    return sum(m.value_of(state, c) for c in state.hands[p]) + state.coins[p]


def spend(state: DaleState, p: int, need: int, then: str, card: int = 0, x: int = 0, *,
          optional: bool = False) -> None:
    """Ask seat p to spend ``need`` (>= 1), then call ``SPENT[then](state, p, card, x)``.
    ``optional``: the seat may decline (``pass``), and then nothing happens."""
    state.frames.append(("spend", p, need, 0, then, card, x, int(optional)))


@decision("spend", Frame(need=NUMBER, paid=NUMBER, then=TEXT, card=NUMBER, x=NUMBER,
                         optional=NUMBER))
class SpendStep:
    """Spend card by card (ruling ``dale.card.spend``): ``discard CARD`` (its current value
    counts) or ``coins N`` (N coins, 1 each) until the paid total reaches ``need``; ``pass``
    declines an optional spend. Frame: ``("spend", player, need, paid so far, then, card, x,
    optional)``."""

    rule = "dale.technique.play"
    prompt = "Spend: discard a card from your hand (its value counts) or spend coins"

    def legal(self, state: DaleState, frame: tuple) -> list[tuple]:
        _, p, need, paid, _then, _card, _x, optional = frame
        if paid + spendable(state, p) < need:
            return []
        out: list[tuple] = [("discard", t) for t in m.plain_tokens(
            state, [c for c in state.hands[p] if m.value_of(state, c) > 0])]
        out += [("coins", k) for k in range(1, min(state.coins[p], need - paid) + 1)]
        if optional and not paid:
            out.append(("pass",))
        return out

    def details(self, state: DaleState, frame: tuple) -> dict:
        """``need`` and ``paid`` so far."""
        return {"need": frame[2], "paid": frame[3]}

    def apply(self, state: DaleState, frame: tuple, action: tuple) -> None:
        from ludoteca.dale import engine_hooks as h

        _, p, need, paid, then, card, x, optional = frame
        if action[0] == "pass":
            return
        if action[0] == "coins":
            state.coins[p] -= action[1]
            paid += action[1]
        else:
            c = m.find_card(state, state.hands[p], action[1])
            paid += m.value_of(state, c)
            h.remove_from_hand(state, p, c)
            m.discard(state, p, c)
        if paid >= need:
            SPENT[then](state, p, card, x)
        else:
            state.frames.append(("spend", p, need, paid, then, card, x, optional))


def order_onto_deck(state: DaleState, p: int, cards: list[int]) -> None:
    """Put ``cards`` (already taken from where they were) on top of seat p's deck in the order
    p chooses, one at a time (the last one chosen ends on top); identical cards need no
    choice. They wait in ``state.aside`` meanwhile."""
    if len(set(m.token(state, c) for c in cards)) > 1:
        state.aside.extend(cards)
        state.frames.append(("order_onto_deck", p, tuple(cards)))
        return
    state.decks[p].extend(cards)


@decision("order_onto_deck", Frame(cards=CARDS, secret={"cards": "player"}, secret_choice=True,
                                   mixing=Mixing(cards=("cards",))))
class OrderOntoDeck:
    """Choose the next card to put on top of your deck (``top CARD``); the last one put ends
    on top. Frame: ``("order_onto_deck", player, cards left)``."""

    rule = "dale.technique.play"
    prompt = "Choose the next card to put on top of your deck (the last one ends on top)"

    def legal(self, state: DaleState, frame: tuple) -> list[tuple]:
        return [("top", t) for t in m.plain_tokens(state, list(frame[2]))]

    def apply(self, state: DaleState, frame: tuple, action: tuple) -> None:
        p, left = frame[1], list(frame[2])
        c = take_card(state, left, action[1])
        state.aside.remove(c)
        state.decks[p].append(c)
        if left:
            for d in left:
                state.aside.remove(d)
            order_onto_deck(state, p, left)
