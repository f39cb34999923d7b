"""Shared mechanics of Dale of Merchants: drawing, throwing away, values, copies, card tokens.

Card-effect modules (:mod:`ludoteca.dale.animalfolk`) and the engine both use these, so each
rule has one place (docs/architecture.md, contract 3).
"""

from __future__ import annotations

from collections.abc import Iterable

from ludoteca.core import rng as _rng
from ludoteca.dale import tokens
from ludoteca.dale.card_rules import fire as _fire
from ludoteca.dale.cards import CardType
from ludoteca.dale.knowledge import on_shuffle
from ludoteca.dale.state import EMPTY, DaleState

# -- random ---------------------------------------------------------------------------------
def roll(state: DaleState, faces: tuple[int | str, ...]) -> int | str:
    """Roll a die with the given faces from the state's RNG; return the face (a number, or a
    word for a die of symbols: the dice the decks declare, ``deck.die``)."""
    state.rng, k = _rng.randbelow(state.rng, len(faces))
    return faces[k]


def roll_die(state: DaleState, die: str):
    """Roll the die named ``die`` (declared by a deck, ``deck.die``; the ruleset's ``dice``)
    from the state's RNG, so that a replay
    gives the same face; the roll is kept in ``state.rolls`` for this turn (views and the log
    show it as data: die name and face). Returns the face.

    Raises:
        KeyError: an unknown die.
    """
    face = roll(state, state.cfg.rules.dice[die])
    state.rolls.append((die, face))
    return face


def shuffle(state: DaleState, pile: list[int], *, report: bool = True) -> None:
    """Shuffle a pile in place from the state's RNG; nobody knows the new order
    (:func:`ludoteca.dale.knowledge.on_shuffle`). When the pile is a player's deck the event
    ``deck_shuffled`` is reported for that player, unless the deck is empty (``report=False``:
    the setup's first shuffle, before anybody holds a card)."""
    state.rng = _rng.shuffle(state.rng, pile)
    if state.known is not None:
        on_shuffle(state, pile)
    if report and pile:
        for q, deck in enumerate(state.decks):
            if deck is pile:
                _fire(state, "deck_shuffled", q)
                break


def random_index(state: DaleState, n: int) -> int:
    """A uniform index in ``range(n)`` from the state's RNG (n >= 1)."""
    state.rng, k = _rng.randbelow(state.rng, n)
    return k


# -- moving cards ---------------------------------------------------------------------------
def top_of_deck(state: DaleState, p: int) -> int | None:
    """Take the top card of seat p's deck, reshuffling the discard pile into a new deck first
    if the deck is empty (``dale.cleanup.reshuffle``). None when both are empty."""
    deck = state.decks[p]
    if not deck and state.discards[p]:
        deck.extend(state.discards[p])
        state.discards[p].clear()
        shuffle(state, deck)
        _fire(state, "shuffled", p)
    return deck.pop() if deck else None


def draw(state: DaleState, p: int) -> int | None:
    """Draw one card for seat p into their hand and return it.

    Order of sources: the deck; the discard pile reshuffled (``dale.cleanup.reshuffle``); the
    junk pile (``dale.cleanup.junk_draw``); junk substitutes (``dale.cleanup.junk_substitutes``).
    Returns None when all are empty (nothing is drawn).
    """
    card = top_of_deck(state, p)
    if card is None:
        if state.junk:
            card = state.junk.pop()
        elif state.subs:
            card = state.subs[-1]
            state.subs = state.subs[:-1]  # a tuple, shared by clones
        else:
            return None
    state.hands[p].append(card)
    _fire(state, "drew", p, card)
    return card


def draw_supply(state: DaleState) -> int | None:
    """Take the top card of the market deck (the supply), rebuilding it from the shuffled market
    discard pile when it is empty (``dale.cleanup.market_deck_empty``). None if both are empty."""
    if not state.market_deck and state.bin:
        state.market_deck.extend(state.bin)
        state.bin.clear()
        shuffle(state, state.market_deck)
    return state.market_deck.pop() if state.market_deck else None


def ditch(state: DaleState, card: int) -> None:
    """Throw a card away (``dale.discard.routing``): junk (and junk substitutes) to the junk
    pile, animalfolk cards to the market discard pile. The caller has removed it from its pile."""
    if state.cfg.types[card].is_junk:
        state.junk.append(card)
    else:
        state.bin.append(card)


def discard(state: DaleState, owner: int, card: int) -> None:
    """Put a card on its owner's discard pile (``dale.discard.own_pile``)."""
    state.discards[owner].append(card)


def schedule(state: DaleState, p: int, card: int) -> None:
    """The technique ``card`` of seat p, whose effect is not over, waits face up in p's
    schedule instead of going to the discard pile (``dale.technique.schedule``). Called while
    the card is being resolved (it leaves ``in_play``, so the engine's finish discards
    nothing; the bonus action still counts)."""
    if card in state.in_play:
        state.in_play.remove(card)
    if card not in state.schedule[p]:
        state.schedule[p].append(card)


def release(state: DaleState, p: int, name: str, card: int | None = None) -> int | None:
    """The delayed effect of seat p's ``name`` technique has fully happened: its card leaves
    p's schedule for p's discard pile (``dale.technique.schedule``). ``card``: that physical
    card when the effect knows it; else the earliest waiting card printed ``name``, or else
    the earliest waiting chameleon (one played as ``name``). Returns the card, or None when
    none waits (a position file may give the effect without its card)."""
    pile = state.schedule[p]
    if card is None or card not in pile:
        types = state.cfg.types
        card = next((c for c in pile if types[c].name == name), None)
        if card is None:
            card = next((c for c in pile if types[c].chameleon), None)
    if card is None:
        return None
    pile.remove(card)
    discard(state, p, card)
    _fire(state, "released", p, card, name)
    return card


def discard_in_order(state: DaleState, p: int, card: int, before: int) -> None:
    """Inventory: take ``card`` from seat p's hand and discard it on top of the ``before``
    cards this Inventory already discarded, keeping those cards in the canonical order of their
    tokens (stable: cards with equal tokens keep the order they were picked in, which is their
    hand order). So the order of a batch of discarded cards is never a choice, whatever the
    order of the picks (docs/rulings.md, ``dale.discard.face_up``)."""
    from ludoteca.dale.engine_hooks import remove_from_hand

    remove_from_hand(state, p, card)
    discard(state, p, card)
    k = before + 1
    if k > 1:
        pile = state.discards[p]
        pile[-k:] = sorted(pile[-k:], key=lambda c: _sort_key(token(state, c)))


def fill_market(state: DaleState) -> None:
    """Fill every empty market slot from the supply, one card at a time from the rightmost
    (slot 0) leftwards (``dale.setup.market``, ``dale.cleanup.market_refill``)."""
    market = state.market
    for slot in range(5):
        if market[slot] == EMPTY:
            card = draw_supply(state)
            if card is None:
                return
            market[slot] = card


def slide_and_refill(state: DaleState) -> None:
    """Clean-up of the market (``dale.cleanup.market_refill``): slide the remaining cards to the
    right keeping their order, then fill the empty slots right to left."""
    kept = [c for c in state.market if c != EMPTY]
    state.market[:] = kept + [EMPTY] * (5 - len(kept))
    fill_market(state)


# -- values and copies ----------------------------------------------------------------------
def value_of(state: DaleState, card: int, ident: CardType | None = None) -> int:
    """The current value of a card of the active player (``dale.value.altered``).

    Starts from the printed value of ``ident`` (the copied card for a chameleon, see
    ``dale.copy.identity``) or of the card itself, then applies this turn's effects in the
    order they were played (``dale.value.order``). Values never go below 0.
    """
    v = (ident or state.cfg.types[card]).value
    if not state.effects:
        return v
    rules = state.cfg.rules
    for eff in state.effects:
        kind = eff[0]
        if len(eff) == 1:  # a turn-wide effect: every card adds its delta (hook turn_effect)
            mapping = rules.turn_maps.get(kind)
            v = mapping.get(v, v) if mapping is not None else v + rules.turn_effects.get(kind, 0)
        elif eff[1] == card:
            if kind == "add":
                v += eff[2]
            elif kind == "set":
                v = eff[2]
            elif kind == "mul":  # multiplied by a die (Rare Artefact)
                v *= eff[2]
            elif kind == "flip":
                v = {1: 5, 2: 4, 4: 2, 5: 1}.get(v, v)
    return max(v, 0)


def personal(state: DaleState, card: int) -> bool:
    """True when an effect this turn changed this particular card's value (Bold Haggler,
    Blindfold); its token then shows the value (``Bold Haggler=3``)."""
    return bool(state.effects) and any(len(e) > 1 and e[1] == card for e in state.effects)


def copy_targets(state: DaleState, p: int, card: int, source: list[int] | None = None) -> list[str]:
    """Names of the cards a chameleon may copy right now (``dale.copy.identity``), sorted.

    A copied chameleon gives its printed card (copies do not chain — docs/rulings.md).
    ``source`` is the pile the chameleon is in (Seeing Doubles copies another card of it);
    defaults to seat p's hand. Empty for a card that is not a copying chameleon.
    """
    t = state.cfg.types[card]
    if not t.chameleon:
        return []
    sources = state.cfg.rules.hooks["copy_sources"].get(t.name)
    if sources is None:
        return []
    names = set(sources(state, p, card, source))
    return sorted(names)


def identities(state: DaleState, p: int, card: int, source: list[int] | None = None) -> list[CardType]:
    """What a card may count as when used now: its copy targets for a chameleon with at least
    one valid target (it must copy one, ``dale.passive.mandatory``), else the card itself."""
    targets = copy_targets(state, p, card, source)
    if targets:
        types = state.cfg.rules.types
        return [types[n] for n in targets]
    return [state.cfg.types[card]]


def token(state: DaleState, card: int, ident: CardType | None = None) -> str:
    """The notation token of a card used as ``ident``: ``"Accordion"``, ``"junk"``,
    ``"Reflection as Spyglass"``, ``"Bold Haggler=3"`` (a value changed for this card only)."""
    base = state.cfg.types[card]
    if not state.effects and (ident is None or ident.name == base.name):
        return base.name  # no value changed this turn, no copy: the printed name
    return tokens.text(base.name, value_of(state, card) if personal(state, card) else None,
                       ident.name if ident is not None and ident.name != base.name else None)


def plain_tokens(state: DaleState, cards: Iterable[int]) -> list[str]:
    """Distinct tokens of the given cards used as themselves, sorted case-insensitively."""
    return sorted({token(state, c) for c in cards}, key=_sort_key)


def find_card(state: DaleState, pile: Iterable[int], tok: str, taken: set[int] | None = None) -> int | None:
    """The first card of ``pile`` (not in ``taken``) whose plain token is ``tok``; else None."""
    for c in pile:
        if (taken is None or c not in taken) and token(state, c) == tok:
            return c
    return None


_sort_key = tokens.sort_key  # canonical order of card tokens (ludoteca.dale.tokens)


sort_tokens = _sort_key


def hand_size(state: DaleState, p: int) -> int:
    """Seat p's hand size for the clean-up draw (``dale.cleanup.draw``): 5, plus for every
    card in hand the ``hand_size`` hook of the card it is or, as a chameleon, may copy (the
    largest; docs/rulings.md); for the active seat, plus the ``turn_hand_size`` hook of the card
    that started each turn-wide effect of this turn; plus what seat p's pending entries add
    (``card_rules.pending_hand_size``)."""
    size = 5
    rules = state.cfg.rules
    hooks = rules.hooks
    _TURN_HAND_SIZE = hooks["turn_hand_size"]
    _STALL_HAND_SIZE = hooks["stall_hand_size"]
    _HAND_SIZE = hooks["hand_size"]
    _PENDING_HAND_SIZE = rules.pending_hand_size
    if _TURN_HAND_SIZE and state.effects and p == state.active:
        for eff in state.effects:  # a turn-wide effect that changes the hand size
            if len(eff) == 1:
                card = rules.turn_effect_card(eff[0])
                if card is not None:  # (no card's name is None: .get would give 0)
                    size += _TURN_HAND_SIZE.get(card, 0)
    if state.pending and _PENDING_HAND_SIZE:  # lasting effects on the hand size
        for e in state.pending:
            fn = _PENDING_HAND_SIZE.get(e[0])
            if fn is not None and e[1] == p:
                size += fn(state, p, e)
    if _STALL_HAND_SIZE:  # cards in the stall that raise the hand size (hook stall_hand_size)
        for stack in state.stalls[p]:
            for c in stack:
                size += _STALL_HAND_SIZE.get(state.cfg.types[c].name, 0)
    if not _HAND_SIZE:
        return size
    for c in state.hands[p]:
        t = state.cfg.types[c]
        bonus = _HAND_SIZE.get(t.name, 0)
        if t.chameleon:
            bonus = max([bonus] + [_HAND_SIZE.get(n, 0) for n in copy_targets(state, p, c)])
        size += bonus
    return size
