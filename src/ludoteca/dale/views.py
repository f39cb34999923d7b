"""What one player may know (DESIGN.md, contract 4).

:func:`view` is everything a seat may see at the table: its own hand, the number of cards in
every hidden pile (other hands, every deck, the market deck, the junk pile), and everything
face up (market, stalls, every discard pile — ``dale.discard.face_up`` — the market discard
pile). Deck orders and other players' hands never appear. UIs, bots and logs read views only.
"""

from __future__ import annotations

from typing import Any

from ludoteca.dale import mechanics as m
from ludoteca.dale.engine import legal_actions, price
from ludoteca.dale.state import EMPTY, DaleState

_PRIVATE_FRAMES = {"spyglass_keep", "spyglass_order", "special_offer", "sabotage"}


def _card(state: DaleState, c: int, owner_active: bool) -> dict[str, Any]:
    t = state.cfg.types[c]
    value = m.value_of(state, c) if owner_active else t.value
    return {"name": t.name, "value": value, "animalfolk": t.animalfolk, "kind": t.kind}


def view(state: DaleState, seat: int) -> dict[str, Any]:
    """The information set of ``seat`` (0-based) as plain data.

    Returns:
        A dict with keys ``players``, ``seat``, ``active``, ``turn``, ``winner``,
        ``animalfolk``, ``decision`` (``player``, ``kind``, ``prompt``, and ``cards``: the names
        of the cards an effect shows to the deciding seat only), ``market`` (5 dicts ``slot``,
        ``card``, ``value``, ``price``; slot 0 is the rightmost, +0), ``market_deck`` (count),
        ``market_discard`` (names, bottom → top), ``junk_pile`` (count), ``junk_substitutes``
        (count of substitutes left), ``hand`` (this seat's
        cards: ``name``, ``value``, ``animalfolk``, ``kind``), ``seats`` (per seat: ``seat``,
        ``hand`` count, ``deck`` count, ``discard`` names bottom → top, ``stall`` stacks of
        names), ``in_play`` (technique cards being resolved), ``effects`` (names of this turn's
        value effects) and ``legal_actions`` (only when this seat decides, else ``[]``).

    Raises:
        ValueError: for a seat outside the game.
    """
    n = state.cfg.n_players
    if not 0 <= seat < n:
        raise ValueError(f"seat {seat} is not in a {n}-player game")
    types = state.cfg.types
    dec = state.decision()
    decision: dict[str, Any] = {"player": dec.player, "kind": dec.kind, "prompt": dec.prompt,
                                "cards": []}
    if state.frames and dec.player == seat and state.frames[-1][0] in _PRIVATE_FRAMES:
        decision["cards"] = [types[c].name for c in state.frames[-1][-1]]
    market = []
    for slot, c in enumerate(state.market):
        if c == EMPTY:
            market.append({"slot": slot, "card": None, "value": None, "price": None})
        else:
            market.append({"slot": slot, "card": types[c].name, "value": types[c].value,
                           "price": price(state, slot)})
    effects = []
    for e in state.effects:
        if e[0] == "flashy":
            effects.append("Flashy Show: +1")
        elif e[0] == "add":
            effects.append(f"{types[e[1]].name}: +{e[2]}")
        elif e[0] == "set":
            effects.append(f"{types[e[1]].name} = {e[2]}" if state.active == seat
                           else f"a card of seat {state.active + 1} = {e[2]}")
    return {
        "players": n,
        "seat": seat,
        "active": state.active,
        "turn": state.turn,
        "winner": state.winner,
        "animalfolk": list(state.cfg.animalfolk),
        "decision": decision,
        "market": market,
        "market_deck": len(state.market_deck),
        "market_discard": [types[c].name for c in state.bin],
        "junk_pile": len(state.junk),
        "junk_substitutes": len(state.subs),
        "hand": [_card(state, c, seat == state.active) for c in state.hands[seat]],
        "seats": [{"seat": q, "hand": len(state.hands[q]), "deck": len(state.decks[q]),
                   "discard": [types[c].name for c in state.discards[q]],
                   "stall": [[types[c].name for c in st] for st in state.stalls[q]]}
                  for q in range(n)],
        "in_play": [types[c].name for c in state.in_play],
        "effects": effects,
        "legal_actions": legal_actions(state) if dec.player == seat else [],
    }
