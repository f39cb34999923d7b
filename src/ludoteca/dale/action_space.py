"""Dale of Merchants' fixed integer action space (:mod:`ludoteca.core.integer`).

Each whole action of the notation (``docs/notation.md``) is split into atoms, in the order its
text reads:

==========================================  ================================================
whole action                                atoms
==========================================  ================================================
``buy +2 with Accordion, junk``             ``buy`` ``+2`` ``Accordion`` ``junk``
``buy discard with Market Discovery``       ``buy`` ``discard`` ``Market Discovery``
``build Reflection as Spyglass, junk+1``    ``build`` ``Reflection`` ``as`` ``Spyglass``
                                            ``junk`` ``+1``
``inventory discard:junk`` (a token)        ``inventory`` ``discard:`` ``junk``
``inventory`` (no card)                     ``inventory`` ``end`` (when a card may follow)
``play Bold Haggler=3``                     ``play`` ``Bold Haggler`` ``=3``
``target seat 2`` / ``give junk to seat 2``  ``target`` ``seat 2`` / ``give`` ``junk`` ``seat 2``
``take Accordion from seat 2 stack 3``      ``take`` ``seat 2`` ``stack 3`` ``Accordion``
``buy +3 with Accordion, 2 coins``          ``buy`` ``+3`` ``Accordion`` ``coins`` ``2``
(remaster, ``dale.remaster.coins_pay``)
``guess 3`` / ``coins 2``                   ``guess`` ``3`` / ``coins`` ``2``
``name Macaws`` (a deck)                    ``name`` ``Macaws``
==========================================  ================================================

A card token (``[discard:]NAME[=V][ as COPY][+k|-k]``, :mod:`ludoteca.dale.tokens`) is its
qualifier atoms around its name atom; the cards of a purchase, stack or Inventory come in the
canonical token order of the whole action, so each multiset of cards has exactly one path, and
a purchase ends as soon as its cards are a payment nothing else extends (the overpay rule,
``dale.market.overpay``, leaves no longer payment in the ordinary case). The vocabulary is
fixed: every verb of the notation, the market slots, seats 1–4, stacks 1–12, numbers 0–40,
every card name and deck name of the 27 classic decks and the qualifiers; the space of
another edition's games (:func:`space_for`) adds, after these, the names only that edition
has (its decks' cards, its decks, and the remaster's Mono cards, which a solo game may put
in the player's hand).

The main decision's first atom is listed without listing every whole action (:func:`heads`):
whether a kind is legal is answered by cheap exact tests where they exist (:func:`can_pay`,
:func:`has_build`); a purchase's slots are listed once ``buy`` is chosen and only the chosen
slot's payments once the slot is, stacks once ``build`` is, Inventories once ``inventory`` is
(:func:`candidates`). Steps of card effects (``keep``, ``target`` …) are split from their
listed whole actions.
"""

from __future__ import annotations


from ludoteca.core.integer import END, END_TEXT
from ludoteca.dale import cards, tokens
from ludoteca.dale import engine as E
from ludoteca.dale import inventory, purchase
from ludoteca.dale import mechanics as m
from ludoteca.dale.editions import EDITIONS, classic, ruleset
from ludoteca.dale.payments import coin_payments

#: The verbs of the notation (``ludoteca.dale.notation``), in a fixed order.
VERBS = ("buy", "pay", "play", "build", "inventory", "discard", "use", "done", "keep", "top",
         "ditch", "complete", "store", "take", "target", "targets", "give", "pick", "guess",
         "value", "return", "coins", "pass", "name")
#: Ranges of the numbered atoms.
SEATS = 4
STACKS = 12
NUMBERS = 41  # 0 .. 40
VALUES = 41  # =0 .. =40
ADJUST = 9  # +1..+9, -1..-9


def _vocabulary() -> tuple[tuple[str, ...], dict, int]:
    """The atoms (id -> text) and the lookup tables (family, key) -> id."""
    atoms: list[str] = [END_TEXT]
    ids: dict = {}

    def add(family: str, key, text: str) -> None:
        ids[(family, key)] = len(atoms)
        atoms.append(text)

    for v in VERBS:
        add("verb", v, v)
    add("slot", -1, "discard")
    for slot in range(5):
        add("slot", slot, f"+{slot}")
    for q in range(SEATS):
        add("seat", q, f"seat {q + 1}")
    for k in range(STACKS):
        add("stack", k, f"stack {k + 1}")
    for n in range(NUMBERS):
        add("number", n, str(n))
    add("from_discard", True, tokens.DISCARD)
    rules = classic()  # the space names the classic edition's cards and decks
    names = [cards.JUNK] + [t.name for deck in rules.decks for t in rules.cards_of(deck)]
    for name in dict.fromkeys(names):
        add("name", name, name)
    for key in rules.decks:
        add("deck", rules.names[key], rules.names[key])
    for value in range(VALUES):
        add("value", value, f"={value}")
    add("as", True, "as")
    for k in range(1, ADJUST + 1):
        add("adjust", k, f"+{k}")
        add("adjust", -k, f"-{k}")
    classic_size = len(atoms)
    # after the classic atoms (whose ids and number never change): the card and deck names
    # only another edition has, for that edition's space (space_for)
    for edition in EDITIONS:
        if edition == "classic":
            continue
        other = ruleset(edition)
        for deck in other.decks:
            for t in other.cards_of(deck):
                if ("name", t.name) not in ids:
                    add("name", t.name, t.name)
            if ("deck", other.names[deck]) not in ids:
                add("deck", other.names[deck], other.names[deck])
        for ident in getattr(other, "mono_ids", {}).values():  # Mono's cards (solo games)
            name = other.card_type[ident].name
            if ("name", name) not in ids:
                add("name", name, name)
    return tuple(atoms), ids, classic_size


ALL_ATOMS, _IDS, CLASSIC_ATOMS = _vocabulary()
#: The classic space's atoms (id -> text); :data:`ALL_ATOMS` goes on with the names only
#: another edition has.
ATOMS = ALL_ATOMS[:CLASSIC_ATOMS]
_DECK_NAMES = frozenset(name for (family, name) in _IDS if family == "deck")
_TOKEN_CACHE: dict[str, tuple[int, ...]] = {}


def _id(family: str, key) -> int:
    try:
        return _IDS[(family, key)]
    except KeyError:
        raise ValueError(f"{key!r} is not a {family} of Dale's integer action space") from None


def token_atoms(tok: str) -> tuple[int, ...]:
    """The atom ids of one card token, in its text's order.

    Raises:
        ValueError: not a token of the 27 classic decks.
    """
    got = _TOKEN_CACHE.get(tok)
    if got is not None:
        return got
    t = tokens.parse(tok)
    if t is None:
        raise ValueError(f"{tok!r} is not a card token")
    out: list[int] = []
    if t.from_discard:
        out.append(_id("from_discard", True))
    out.append(_id("name", t.name))
    if t.value is not None:
        out.append(_id("value", t.value))
    if t.copy is not None:
        out += [_id("as", True), _id("name", t.copy)]
    if t.adjust:
        out.append(_id("adjust", t.adjust))
    res = tuple(out)
    _TOKEN_CACHE[tok] = res
    return res


def _tokens(toks) -> tuple[int, ...]:
    out: tuple[int, ...] = ()
    for tok in toks:
        out += token_atoms(tok)
    return out


_V = {v: _id("verb", v) for v in VERBS}


#: atoms_of's results by action (they depend on the action alone); emptied when it grows
#: past _ATOMS_CACHE_MAX entries.
_ATOMS_CACHE: dict[tuple, tuple[int, ...]] = {}
_ATOMS_CACHE_MAX = 200_000


def atoms_of(state, action: tuple) -> tuple[int, ...]:
    """The atom ids of a whole action (see the module docstring); they depend on the action
    alone (``state`` is not read).

    Raises:
        ValueError: not an action of the notation, or a value outside the fixed ranges.
    """
    try:
        return _ATOMS_CACHE[action]
    except KeyError:
        pass
    except TypeError:  # an unhashable (malformed) action: no cache
        return _atoms_of(action)
    got = _atoms_of(action)
    if len(_ATOMS_CACHE) >= _ATOMS_CACHE_MAX:
        _ATOMS_CACHE.clear()
    _ATOMS_CACHE[action] = got
    return got


def _atoms_of(action: tuple) -> tuple[int, ...]:
    verb = action[0]
    head = (_V[verb],)
    if verb == "buy":
        out = head + (_id("slot", action[1]),) + _tokens(action[2])
        if len(action) == 4:  # dale.remaster.coins_pay: ``buy +N with CARDS, K coins``
            out += (_V["coins"], _id("number", action[3]))
        return out
    if verb in ("build", "inventory"):
        return head + _tokens(action[1])
    if verb == "pay":
        if len(action) == 2:
            return head + token_atoms(action[1])
        return head + (_id("slot", action[1]),) + token_atoms(action[2])
    if len(action) == 1:  # done, pass, ditch
        return head
    if verb == "name" and action[1] in _DECK_NAMES:
        return head + (_id("deck", action[1]),)
    if verb in ("guess", "value", "return", "coins"):
        return head + (_id("number", action[1]),)
    if verb == "target":
        return head + (_id("seat", action[1]),)
    if verb == "targets":
        return head + tuple(_id("seat", q) for q in action[1])
    if verb in ("give", "pick"):
        return head + token_atoms(action[1]) + (_id("seat", action[2]),)
    if verb == "take":
        if len(action) == 2:
            return head + (_id("slot", action[1]),)
        return head + (_id("seat", action[1]), _id("stack", action[2])) + token_atoms(action[3])
    return head + token_atoms(action[1])  # play, use, keep, top, ditch X, discard X, …


def _main_ready(state) -> bool:
    return state.winner is None and not state.frames


def _pay_values(state, card: int, idents) -> list[int]:
    """The values a hand card may count as when paying, one per way of use (the values of
    ``resolve.options(..., pay=True)``: a card with the ``pay_values`` hook counts as each of
    its values, any other as its current value)."""
    out: list[int] = []
    pay_values = state.cfg.rules.hooks["pay_values"]
    for ident in idents:
        vals = pay_values.get(ident.name)
        if vals is not None:
            out.extend(vals)
        else:
            out.append(m.value_of(state, card, ident))
    return out


def pay_top(state, p: int, idents=None) -> int:
    """The largest total seat p's hand may pay (each card at its largest paying value);
    ``idents``: ``m.identities`` of each hand card, when already known."""
    hand = state.hands[p]
    if idents is None:
        idents = [m.identities(state, p, c) for c in hand]
    return sum(max(_pay_values(state, c, ids)) for c, ids in zip(hand, idents))


def can_pay(state, p: int, slot: int, top: int, table=None) -> bool:
    """Whether seat p has at least one legal payment for the card of ``slot``
    (``dale.market.payment``, ``dale.market.overpay``), without counting them: the same answer
    as ``engine.count_payments(..., limit=0) > 0``. ``top``: :func:`pay_top`; ``table``: the
    hand as ``resolve.ranked_groups(..., pay=True)`` gives it (computed when needed and None).

    For a market slot it is the hand's largest total reaching the price: paying the cards in
    falling value until the sum first reaches the price gives a payment whose excess is below
    its last (smallest) card, so it is legal; and no payment can exceed that total. The market
    discard pile (the payment must hold Market Discovery) is counted by the engine."""
    if slot == E.BIN:
        if table is None:
            table = E.ranked_groups(state, p, state.hands[p], pay=True)
        return bool(E.count_payments(state, p, slot, limit=0, table=table))
    return top >= E.price(state, slot)


def has_build(state, p: int, idents=None) -> bool:
    """Whether seat p may build its next stall stack now (see :func:`_build_check`)."""
    return bool(_build_check(state, p, idents))


#: Whether seat p may build its next stack, answered without listing the stacks when it can
#: (:func:`ludoteca.dale.stall.build_check`, which the engine's listing uses too).
_build_check = E.build_check


def heads(state) -> list[tuple[int, object]] | None:
    """The legal first atoms of the main decision (``dale.turn.one_action``), each with a hint
    for :func:`candidates` (what was computed to know the kind is legal), without listing the
    whole purchases or Inventories; None for any other decision, or when a kind is listed
    card by card (over the caps of ``purchase.MAX_WHOLE_PURCHASES``, ``inventory.MAX_WHOLE_INVENTORIES``), where the whole listing is split
    instead."""
    if not _main_ready(state):
        return None
    p = state.active
    hand = state.hands[p]
    # at most 2^n Inventories of n cards: a hand of up to 9 cards is always listed whole
    if (1 << len(hand)) > inventory.MAX_WHOLE_INVENTORIES and not E.inventories_whole(state, p):
        return None
    out: list[tuple[int, object]] = []
    uses = E.abilities(state, p)
    if uses:
        out.append((_V["use"], uses))
    idents = [m.identities(state, p, c) for c in hand]
    targets = E.buy_targets(state, p)
    if targets:
        top = 0
        bound = len(targets)  # >= the number of purchases (engine.purchases_whole's bound)
        for card, ids in zip(hand, idents):
            vals = _pay_values(state, card, ids)
            top += max(vals)
            bound *= len(vals) + 1
        table = None
        if bound > purchase.MAX_WHOLE_PURCHASES:
            table = E.ranked_groups(state, p, hand, pay=True)
            if not E.purchases_whole(state, p, table):
                return None
        coined = _coin_slots(state, p, targets)
        if coined or any(can_pay(state, p, slot, top, table) for slot in targets):
            out.append((_V["buy"], ("slots", targets, top, table, coined)))
    plays = E.plays(state, p)
    if plays:
        out.append((_V["play"], plays))
    builds = _build_check(state, p, idents)
    if builds:
        out.append((_V["build"], builds if isinstance(builds, list) else None))
    out.append((_V["inventory"], None))
    out.sort(key=lambda h: h[0])
    return out


def _coin_slots(state, p: int, targets) -> dict:
    """The slots of ``targets`` seat p may buy spending coins (remaster edition, rule
    ``dale.remaster.coins_pay``), each with its purchases ``[(card tokens, coins)]``
    (``payments.coin_payments``); empty without the edition option or a coin."""
    if state.coins[p] <= 0 or not state.cfg.rules.options.get("coins_pay"):
        return {}
    table = E.ranked_groups(state, p, state.hands[p], pay=True)
    out = {}
    for slot in targets:
        pays = coin_payments(state, p, slot, table=table)
        if pays:
            out[slot] = pays
    return out


def candidates(state, head: int, hint) -> list[tuple[tuple[int, ...], tuple]] | dict:
    """The whole main actions whose first atom is ``head`` (``hint``: what :func:`heads` gave
    with it), with their atoms, in the order of ``engine.main_actions``.

    A purchase is listed in two steps: after ``buy``, the slots alone (a dict slot atom ->
    hint: the slots with at least one legal payment, :func:`can_pay`); after the slot, that
    slot's payments only (``payments.payments_for``), so the other slots' payments are never
    listed."""
    p = state.active
    verb = ALL_ATOMS[head]
    if verb == "buy":
        if hint[0] == "slots":
            _kind, targets, top, table, coined = hint
            return {_id("slot", slot): ("slot", slot, table, coined.get(slot, ()))
                    for slot in targets
                    if slot in coined or can_pay(state, p, slot, top, table)}
        _kind, slot, table, coined = hint
        if table is None:
            table = E.ranked_groups(state, p, state.hands[p], pay=True)
        need = E.PAY_FROM_BIN if slot == E.BIN else 0
        acts: list[tuple] = [("buy", slot, pay)
                for pay in E.payments_for(state, p, E.price(state, slot), need, table=table)]
        acts += [("buy", slot, pay, k) for pay, k in coined]  # dale.remaster.coins_pay
    elif verb == "build":
        acts = [("build", b) for b in (hint if hint is not None else E.legal_stacks(state, p))]
    elif verb == "inventory":
        one_by_one = _inventory_step(state, p, hint)
        if one_by_one is not None:
            return one_by_one
        acts = E.whole_inventories(state, p)
    else:  # use, play: the hint is the listing
        acts = hint
    return [(atoms_of(state, a), a) for a in acts]


def _inventory_step(state, p: int, hint) -> list[tuple[tuple[int, ...], tuple]] | dict | None:
    """An Inventory's sub-decisions card by card (``dale.inventory.discard``, issue 31: the
    hand's cards one by one, never every Inventory listed): after ``inventory`` and the cards
    chosen so far (``hint``: None, or ``("inv", plain, atoms, ranks)`` with ``plain`` the
    hand's plain tokens and counts in canonical order, ``atoms`` each token's atom and
    ``ranks`` the indices chosen, never falling), a dict: :data:`~ludoteca.core.integer.END` -> the Inventory of those cards,
    and each next card's atom -> its hint (a card of the same or a later rank with a copy
    left). The sub-decision sequences are exactly those of the whole listing
    (:func:`~ludoteca.dale.inventory.whole_inventories`, in canonical order). With no card
    left to add, the one candidate; None when a token is more than one atom (the whole
    listing is used then)."""
    if hint is None:
        plain = tuple(inventory.plain_groups(state, state.hands[p]))
        ranks: tuple[int, ...] = ()
        ids = [token_atoms(tok) for tok, _count in plain]
        if any(len(i) != 1 for i in ids):
            return None
        atoms = tuple(i[0] for i in ids)
    else:
        _kind, plain, atoms, ranks = hint
    whole = ("inventory", tuple(plain[r][0] for r in ranks))
    last = ranks[-1] if ranks else 0
    nxt: dict[int, tuple] = {atoms[r]: ("inv", plain, atoms, ranks + (r,))
                             for r in range(last, len(plain)) if ranks.count(r) < plain[r][1]}
    if not nxt:
        return [(atoms_of(state, whole), whole)]
    nxt[END] = whole
    return nxt


class DaleActionSpace:
    """Dale's :class:`ludoteca.core.integer.ActionSpace` (``GAME.action_space``): the classic
    edition's atoms (:data:`CLASSIC_ATOMS` of them), or with ``atoms`` every edition's
    (:func:`space_for`)."""

    def __init__(self, atoms: tuple[str, ...] = ATOMS) -> None:
        self.atoms = atoms

    refusal = ("dale.turn.one_action", "not_a_choice")

    @staticmethod
    def players(state) -> int:
        return state.cfg.n_players

    atoms_of = staticmethod(atoms_of)
    heads = staticmethod(heads)
    candidates = staticmethod(candidates)

    @staticmethod
    def apply_trusted(state, action: tuple) -> None:
        state.apply_trusted(action)


SPACE = DaleActionSpace()
#: The space of the editions other than the classic: the classic atoms, then the card and
#: deck names only another edition has (so the classic ids are theirs too).
EDITIONS_SPACE = DaleActionSpace(ALL_ATOMS)


def space_for(edition: str | None) -> DaleActionSpace:
    """The integer action space of a game of ``edition`` (None or the classic: :data:`SPACE`,
    whose size never changes; another edition: :data:`EDITIONS_SPACE`)."""
    return SPACE if edition in (None, "classic") else EDITIONS_SPACE
