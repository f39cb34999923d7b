"""What one player may know (docs/architecture.md, contract 4).

:func:`view` is everything a seat may see at the table: its own hand, the number of cards in
every hidden pile (other hands, every deck, the market deck, the junk pile), and everything
face up (market, stalls, every discard pile — ``dale.discard.face_up`` — the market discard
pile). Deck orders and other players' hands never appear. UIs, bots and logs read views only.
"""

from __future__ import annotations

from typing import Any

from ludoteca.dale import knowledge
from ludoteca.dale import mechanics as m
from ludoteca.dale.engine import legal_actions, price
from ludoteca.dale.state import EMPTY, DaleState


def _card(state: DaleState, c: int, owner_active: bool) -> dict[str, Any]:
    t = state.cfg.types[c]
    value = m.value_of(state, c) if owner_active else t.value
    return {"name": t.name, "value": value, "animalfolk": t.animalfolk, "kind": t.kind}


def view(state: DaleState, seat: int) -> dict[str, Any]:
    """The information set of ``seat`` (0-based) as plain data.

    Returns:
        A dict with keys ``players``, ``seat``, ``active``, ``turn``, ``winner``,
        ``animalfolk``, ``decision`` (``player``, ``kind``, ``prompt``, ``msgid`` and
        ``values`` (the prompt as a message: :func:`ludoteca.core.i18n.decision_prompt`), and
        ``cards``: the names
        of the cards an effect shows to the deciding seat only; to the deciding seat of a
        purchase made card by card also ``slot`` (-1: the market discard pile), ``price`` and
        ``paying``, the tokens paid so far; of an Inventory made card by card, ``discarded``,
        the names discarded so far), ``market`` (5 dicts ``slot``,
        ``card``, ``value``, ``price``; slot 0 is the rightmost, +0), ``market_deck`` (count),
        ``market_discard`` (names, bottom → top), ``junk_pile`` (count), ``junk_substitutes``
        (count of substitutes left), ``hand`` (this seat's
        cards: ``name``, ``value``, ``animalfolk``, ``kind``), ``seats`` (per seat: ``seat``,
        ``hand`` count, ``deck`` count, ``discard`` names bottom → top, ``stall`` stacks of
        names, ``stored`` the count of cards that seat stored, ``schedule`` the names of its
        delayed techniques waiting face up, oldest first: ``dale.technique.schedule``), ``stored`` (the names of the
        cards this seat stored, face down for the others), ``in_play`` (technique cards being resolved), ``effects`` (this turn's value
        effects as data: dicts with ``msg``, the message key — ``effect.add``, ``effect.set``,
        ``effect.set_hidden``, ``effect.hand`` (a hand size change, hook ``turn_hand_size``),
        ``effect.mul`` —, ``kind`` — ``flashy``, ``add`` (a die added to a card), ``set``,
        ``mul`` (a shown card multiplied by a die) — and the message's values ``card``, ``n``,
        ``seat``; rendered by :func:`ludoteca.core.i18n.text`), ``rolls`` (this turn's die
        rolls in order, :func:`roll_view`), ``pending`` (the delayed and lasting effects
        waiting, :func:`pending_entry`), ``known`` (what this seat has seen go into piles
        hidden from it and knows is still there, :mod:`ludoteca.dale.knowledge`: per seat ``seat``, ``hand``
        (names, sorted) and ``deck`` (``{"from_top": k, "card": name}``, 0 = the top card);
        a seat's own hand is not repeated there), ``legal_actions`` (only when this seat
        decides, else ``[]``), only in a game of an edition other than the classic,
        ``edition`` (its key, ``"remaster"``), and, only when a deck in play uses it,
        ``clock``: the table's day/night clock, ``"day"`` or ``"night"`` (public); only when a deck in play declares
        state (``deck.state``), ``extra``: name -> value, a hidden per-seat field with None
        for the other seats' entries; in an edition other than the classic, ``edition``
        (``"remaster"``: front ends show the edition's words, rule ``dale.remaster.terms``).

    Raises:
        ValueError: for a seat outside the game.
    """
    n = state.cfg.n_players
    if not 0 <= seat < n:
        raise ValueError(f"seat {seat} is not in a {n}-player game")
    types = state.cfg.types
    rules = state.cfg.rules
    dec = state.decision()
    decision: dict[str, Any] = {"player": dec.player, "kind": dec.kind, "prompt": dec.prompt,
                                "msgid": dec.msgid, "values": dict(dec.values or {}), "cards": []}
    if state.frames and dec.player == seat:
        # what the pending step shows its deciding seat, as its frame declares (dale.steps):
        # the cards set aside for it (Spyglass …) and the step's own details (a purchase or
        # an Inventory card by card); no other seat sees anything of a secret field
        f = state.frames[-1]
        shape = rules.frame_of(f[0])
        decision["cards"] = [types[c].name for c in shape.shown_cards(f, seat)]
        details = getattr(rules.steps.get(f[0]), "details", None)
        if details is not None and shape.sees_all(f, seat):
            decision.update(details(state, f))
    market: list[dict[str, Any]] = []
    for slot, c in enumerate(state.market):
        if c == EMPTY:
            market.append({"slot": slot, "card": None, "value": None, "price": None})
        else:
            market.append({"slot": slot, "card": types[c].name, "value": types[c].value,
                           "price": price(state, slot, seat)})
    effects = effects_of(state, seat)
    out: dict[str, Any] = {
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
                   "stall": [[types[c].name for c in st] for st in state.stalls[q]],
                   "coins": state.coins[q], "stored": len(state.stored[q]),
                   "schedule": [types[c].name for c in state.schedule[q]]}
                  for q in range(n)],
        "stored": [types[c].name for c in state.stored[seat]],
        # a solo game: Mono's hand is revealed to everyone (dale.remaster.mono.turn)
        # and the solo result so far: the player's stacks minus Mono's
        # (dale.remaster.mono.result; 0 or less is a loss)
        **({"mono": state.cfg.mono,
            "mono_hand": [types[c].name for c in state.hands[state.cfg.mono]],
            "mono_result": len(state.stalls[1 - state.cfg.mono])
            - len(state.stalls[state.cfg.mono])}
           if state.cfg.mono is not None else {}),
        "in_play": [types[c].name for c in state.in_play],
        "effects": effects,
        "pending": [pending_entry(state, e) for e in state.pending],
        "rolls": [roll_view(die, face) for die, face in state.rolls],
        "known": _known(state, seat),
        "legal_actions": legal_actions(state) if dec.player == seat else [],
    }
    if rules.edition != "classic":  # a game of another edition names it (classic views as ever)
        out["edition"] = rules.edition
    if state.clock is not None:  # the public day/night clock (Mongooses, Bats)
        out["clock"] = state.clock
    if state.cfg.rules.edition != "classic":  # the edition's words (dale.remaster.terms)
        out["edition"] = state.cfg.rules.edition
    if state.extra:  # the state the decks in play declare, as each field lets this seat see it
        fields = state.cfg.fields
        out["extra"] = {k: fields[k].seen_by(v, seat) for k, v in state.extra.items()}
    return out


def shown_to(state: DaleState, seat: int) -> list[str]:
    """The names of the cards the pending step shows ``seat`` alone (``decision.cards`` of
    :func:`view`: Spyglass, Special Offer …), as the step's frame declares (dale.steps)."""
    if not state.frames or state.decision().player != seat:
        return []
    f = state.frames[-1]
    return [state.cfg.types[c].name
            for c in state.cfg.rules.frame_of(f[0]).shown_cards(f, seat)]


def effects_of(state: DaleState, seat: int) -> list[dict[str, Any]]:
    """This turn's value effects as ``seat`` sees them (``effects`` of :func:`view`)."""
    types = state.cfg.types
    rules = state.cfg.rules
    hook, turn_effect_card = rules.hook, rules.turn_effect_card
    TURN_MAPS, TURN_EFFECTS = rules.turn_maps, rules.turn_effects
    effects: list[dict[str, Any]] = []
    for e in state.effects:
        if len(e) == 1 and hook("turn_price", turn_effect_card(e[0]) or ""):
            # a turn-wide change of the active seat's market prices (hook turn_price)
            n = hook("turn_price", turn_effect_card(e[0]) or "")
            effects.append({"msg": "effect.price" if n > 0 else "effect.price_less",
                            "kind": e[0], "card": turn_effect_card(e[0]), "n": abs(n)})
        if len(e) == 1 and hook("turn_hand_size", turn_effect_card(e[0]) or ""):
            # a turn-wide effect on the clean-up hand size (hook turn_hand_size)
            effects.append({"msg": "effect.hand", "kind": e[0], "card": turn_effect_card(e[0]),
                            "n": hook("turn_hand_size", turn_effect_card(e[0]) or "")})
        elif len(e) == 1 and e[0] in TURN_MAPS:  # a turn-wide mapping of values
            effects.append({"msg": "effect.map", "kind": e[0], "card": turn_effect_card(e[0]),
                            "map": ", ".join(f"{a}→{b}" for a, b in TURN_MAPS[e[0]].items())})
        elif len(e) == 1 and hook("turn_price", turn_effect_card(e[0]) or ""):
            pass  # shown above as a price change only
        elif len(e) == 1:  # a turn-wide effect (hook turn_effect), named by its card
            effects.append({"msg": "effect.add", "kind": e[0], "card": turn_effect_card(e[0]),
                            "n": TURN_EFFECTS.get(e[0], 0)})
        elif e[0] == "add":
            effects.append({"msg": "effect.add", "kind": "add", "card": types[e[1]].name,
                            "n": e[2]})
        elif e[0] == "mul":  # the card was shown to everybody (Rare Artefact)
            effects.append({"msg": "effect.mul", "kind": "mul", "card": types[e[1]].name,
                            "n": e[2]})
        elif e[0] == "set":
            effects.append({"msg": "effect.set", "kind": "set", "card": types[e[1]].name,
                            "n": e[2]} if state.active == seat else
                           {"msg": "effect.set_hidden", "kind": "set", "seat": state.active + 1,
                            "n": e[2]})
    return effects


def pending_entry(state: DaleState, entry: tuple) -> dict[str, Any]:
    """One delayed or lasting effect as data (public), rendered by
    :func:`ludoteca.core.i18n.text`: ``msg`` (``pending.<kind>``, the text its deck declared),
    ``kind``, ``seat`` (the owner, 1-based) and its declared fields by name (cards by name,
    seats 1-based, numbers and texts as they are)."""
    shape = state.cfg.rules.frame_of(entry[0])
    types = state.cfg.types
    out: dict[str, Any] = {"msg": f"pending.{entry[0]}", "kind": entry[0], "seat": entry[1] + 1}
    for name, arg in zip(shape.fields[1:], entry[2:]):
        kind = shape.kinds[name]
        if kind == "card":
            out[name] = types[arg].name
        elif kind == "cards":
            out[name] = ", ".join(types[c].name for c in arg)
        elif kind == "seat":
            out[name] = arg + 1
        elif isinstance(arg, tuple):
            out[name] = ", ".join(map(str, arg))
        else:
            out[name] = arg
    return out
def roll_view(die: str, face: Any) -> dict[str, Any]:
    """One die roll as data (``rolls`` of :func:`view`): ``{"msg": "roll.shown", "die": …,
    "face": …}``, the die's name and a word face as :class:`~ludoteca.core.i18n.Term` (English
    as a string, translated by :func:`ludoteca.core.i18n.text`), a number face as an int."""
    from ludoteca.core.i18n import Term

    return {"msg": "roll.shown", "die": Term(f"die.{die}"),
            "face": Term(f"die.face.{face}") if isinstance(face, str) else face}


def _known(state: DaleState, seat: int) -> list[dict[str, Any]]:
    types = state.cfg.types
    row = state.known[seat] if state.known is not None else None
    out = []
    for q in range(state.cfg.n_players):
        hand: list[str] = []
        deck: list[dict[str, Any]] = []
        if row is not None:
            if q != seat:
                hand = sorted(types[c].name for c in state.hands[q] if row[c] == knowledge.FIXED)
            pile = state.decks[q]
            deck = [{"from_top": len(pile) - 1 - k, "card": types[c].name}
                    for k, c in enumerate(pile) if row[c] == knowledge.FIXED][::-1]
        out.append({"seat": q, "hand": hand, "deck": deck})
    return out


def hidden_from(state: DaleState, seat: int) -> list[list[int]]:
    """The piles whose cards (or order) ``seat`` cannot see: other hands, every deck, the
    market deck, cards set aside by another seat's effect, and the cards other seats stored
    (in a solo game Mono's hand is revealed, ``dale.remaster.mono.turn``)."""
    piles = [state.hands[q] for q in range(state.cfg.n_players)
             if q != seat and q != state.cfg.mono]  # Mono's hand is revealed (solo)
    piles += [state.stored[q] for q in range(state.cfg.n_players)
              if q != seat and state.stored[q]]
    piles += state.decks
    piles.append(state.market_deck)
    if state.aside and not (state.frames and state.frames[-1][1] == seat):
        piles.append(state.aside)
    return piles


def determinize(state: DaleState, seat: int, rng) -> DaleState:
    """A full state consistent with what ``seat`` knows, for information-set search (ISMCTS).

    The cards ``seat`` cannot see (:func:`hidden_from`) are dealt again at random, each pool of
    interchangeable cards (:mod:`ludoteca.dale.knowledge`) over the places its own cards
    occupy, so every pile keeps its size and every card whose place ``seat`` knows stays
    where it is: a card everybody saw go into a hand (bought, taken from the market or a
    discard pile, a used Bold Haggler …), the cards a seat put back on its own deck, the
    composition of each reshuffled deck, and the cards a pending step shows ``seat`` right
    now (a deck it is searching). The RNG inside the state is replaced, so future
    shuffles and die rolls are unknown too. The result depends only on ``seat``'s
    information set and ``rng``: two states that differ only in where the cards of a pool
    lie give the same result for the same ``rng`` state.

    Args:
        state: the true state (only its public part, ``seat``'s own cards and ``seat``'s
            knowledge are used).
        seat: 0-based seat whose information set is sampled.
        rng: a ``random.Random``; consumed.

    Returns:
        A new :class:`DaleState` with ``known = None`` (search does not track knowledge);
        ``state`` is not changed.

    Raises:
        ValueError: for a seat outside the game.
    """
    n = state.cfg.n_players
    if not 0 <= seat < n:
        raise ValueError(f"seat {seat} is not in a {n}-player game")
    s = state.clone()
    known = (state.known[seat] if state.known is not None
             else knowledge.initial(n, len(state.cfg.types))[0])
    types = s.cfg.types
    # Cards shown this turn stay whatever the history: a used ability (dale.passive.reuse),
    # a die added to a card (its effect names it for everybody).
    shown = set(s.used) | {e[1] for e in s.effects if e[0] in ("add", "mul")}
    # Cards a pending step shows this seat (a deck being searched, cards set aside for it):
    # it sees them where they are now.
    for f in s.frames:
        shape = s.cfg.rules.frame_of(f[0])
        for name in shape.fields:
            kind = shape.kinds[name]
            if kind in ("card", "cards") and shape.may_see(f, name, seat):
                value = shape.get(f, name)
                shown.update(value if kind == "cards" else (value,))
    pools: dict[int, list[tuple[list[int], int]]] = {}
    for pile in hidden_from(s, seat):
        for k, c in enumerate(pile):
            label = known[c]
            if label != knowledge.FIXED and c not in shown:
                pools.setdefault(label, []).append((pile, k))
    remap: dict[int, int] = {}
    for label in sorted(pools):
        places = pools[label]
        cards = sorted((pile[k] for pile, k in places), key=lambda c: (types[c].name, c))
        rng.shuffle(cards)
        for (pile, k), card in zip(places, cards):
            if pile[k] != card:
                remap[pile[k]] = card
        for (pile, k), card in zip(places, cards):
            pile[k] = card
    if remap:
        frame_of = s.cfg.rules.frame_of
        s.frames = [frame_of(f[0]).remap(f, remap) for f in s.frames]
        s.pending = [frame_of(e[0]).remap(e, remap) for e in s.pending]
        s.effects = [e if len(e) == 1 else (e[0], remap.get(e[1], e[1])) + tuple(e[2:])
                     for e in s.effects]
        s.used = [remap.get(c, c) for c in s.used]
    for name, field in s.cfg.fields.items():  # declared hidden state: the others' is guessed
        if field.hidden:
            s.extra[name] = [v if q == seat else
                             (field.guess(state, q, rng) if field.guess is not None
                              else field.initial(n)[q])
                             for q, v in enumerate(s.extra[name])]
    s.rng = rng.getrandbits(64)
    s.known = None
    return s
