"""Dale of Merchants' observation vector for learning (issue 18, point 4).

:func:`observation` turns what one seat may know — its view, :func:`ludoteca.dale.views.view`
— plus the atoms it has chosen so far of the whole action it is building (its own
sub-decisions, :mod:`ludoteca.dale.action_space`) into a fixed-length list of floats. It reads
nothing else: never the state, so two states that differ only in cards hidden from the seat
(other hands, deck orders, the market deck, cards stored face down by others) give the same
vector (``tests/dale/test_observation.py``). The game offers it as its optional parts
``observation_size`` and ``observation`` (:data:`ludoteca.core.game.OPTIONAL`); the RL
environments of :mod:`ludoteca.rl` use them.

The length, :data:`SIZE`, is the same for 2, 3 and 4 players and every choice of the 27 classic
decks: seats are written relative to the observing seat (block 0 is the seat itself, block 1
the next seat in turn order …; the blocks of absent seats are zeros), and cards are counted by
their printed name over the fixed list :data:`NAMES` (junk and every card of the 27 decks).
The blocks, in order, are :data:`LAYOUT` (name, length):

* ``players`` (3: one-hot 2/3/4), ``turn`` (turn / 50), ``winner`` (4: relative seat,
  one-hot; zeros while the game goes on), ``active`` (4), ``decider`` (4: the seat deciding
  now, relative), ``i_decide`` (1), ``kind`` (one-hot over :data:`KINDS`, the main action,
  every effect step of the 27 decks, the end, and a last "other"),
* ``step`` (9): the details the pending step shows its deciding seat — slot one-hot
  (−1, 0 … 4), price / 20, need / 20, paid / 20 (a card-by-card purchase, a payment);
* ``step_cards``, ``step_chosen`` (name counts): the cards an effect shows this seat, the cards
  chosen so far in a step made card by card (paying, discarded);
* ``market`` (5 × 3: price / 20, value / 10, empty), ``market_slots`` (5 × names: one-hot of
  each slot's card), ``piles`` (4: market deck / 50, market discard / 20, junk pile / 20,
  junk substitutes / 30), ``market_discard`` (name counts), ``market_discard_top`` (one-hot);
* ``hand`` (name counts of the seat's own hand), ``hand_stats`` (2: size / 10, total value
  / 20), ``stored`` (own stored cards, name counts), ``in_play`` (name counts);
* per relative seat (4 blocks): ``seat_stats`` (7: present, hand / 10, deck / 30, discard
  / 30, stacks / 8, coins / 10, stored / 10), ``discard`` (name counts), ``discard_top``
  (one-hot), ``stall`` (name counts over its stacks), ``known_hand`` (the cards this seat
  knows are in that hand), ``known_deck`` (the cards it knows are in that deck);
* ``effects`` (6: counts of this turn's value effects by kind, ``flashy``/turn-wide, ``add``,
  ``set``, ``mul``, ``map``, ``hand``), ``rolls`` (2: count, sum of number faces / 10),
  ``pending`` (counts over :data:`PENDING_KINDS` and "other"), ``pending_owner`` (4),
  ``clock`` (2: day, night), ``animalfolk`` (27: the decks in play, multi-hot);
* ``prefix`` (the atoms chosen so far, counts over the action space's vocabulary),
  ``prefix_last`` (one-hot of the last atom chosen), ``prefix_len`` (1: length / 10).
"""

from __future__ import annotations

from typing import Any, Sequence

from ludoteca.dale import action_space, cards, tokens
from ludoteca.dale.editions import EDITIONS, classic, ruleset

_EFFECT = {"flashy": 0, "add": 1, "set": 2, "mul": 3, "map": 4, "hand": 5}
SEATS = 4


class Layout:
    """The blocks of one observation vector: the card names, decks, decision kinds and
    pending kinds it counts over, and the atoms of the action space.

    Attributes: ``names``, ``decks``, ``kinds``, ``pending_kinds`` (tuples), ``atoms`` (how
    many), ``layout`` ((block, length) in order), ``offset`` (block -> first index),
    ``size`` (the vector's length)."""

    def __init__(self, names: Sequence[str], decks: Sequence[str], steps: Sequence[str],
                 pending: Sequence[str], atoms: int) -> None:
        self.names = tuple(names)
        self.name_index = {n: i for i, n in enumerate(self.names)}
        self.decks = tuple(decks)
        self.deck_index = {d: i for i, d in enumerate(self.decks)}
        self.kinds = ("action", "over") + tuple(steps) + ("other",)
        self.kind_index = {k: i for i, k in enumerate(self.kinds)}
        self.pending_kinds = tuple(pending) + ("other",)
        self.pending_index = {k: i for i, k in enumerate(self.pending_kinds)}
        self.atoms = atoms
        n, a = len(self.names), atoms
        blocks = (("seat_stats", 7), ("discard", n), ("discard_top", n), ("stall", n),
                  ("known_hand", n), ("known_deck", n))
        self.layout: tuple[tuple[str, int], ...] = (
            ("players", 3), ("turn", 1), ("winner", SEATS), ("active", SEATS),
            ("decider", SEATS), ("i_decide", 1), ("kind", len(self.kinds)), ("step", 9),
            ("step_cards", n), ("step_chosen", n), ("market", 15), ("market_slots", 5 * n),
            ("piles", 4), ("market_discard", n), ("market_discard_top", n), ("hand", n),
            ("hand_stats", 2), ("stored", n), ("in_play", n),
            *((f"{name}@{r}", size) for r in range(SEATS) for name, size in blocks),
            ("effects", 6), ("rolls", 2), ("pending", len(self.pending_kinds)),
            ("pending_owner", SEATS), ("clock", 2), ("animalfolk", len(self.decks)),
            ("prefix", a), ("prefix_last", a), ("prefix_len", 1),
        )
        self.offset: dict[str, int] = {}
        at = 0
        for name, size in self.layout:
            self.offset[name] = at
            at += size
        self.size = at


def _names(rules) -> list[str]:
    return [cards.JUNK] + [t.name for deck in rules.decks for t in rules.cards_of(deck)]


_RULES = classic()  # the observation of a classic game
#: The classic layout (its numbers never change when another edition grows).
CLASSIC = Layout(tuple(dict.fromkeys(_names(_RULES))), _RULES.decks, sorted(_RULES.steps),
                 sorted(_RULES.pending), action_space.CLASSIC_ATOMS)


def _editions_layout() -> Layout:
    """The layout of a game of another edition: the classic blocks' entries first, then those
    only another edition has (card names, decks, step and pending kinds), and the atoms of
    :data:`ludoteca.dale.action_space.EDITIONS_SPACE`."""
    others = [ruleset(e) for e in EDITIONS if e != "classic"]
    names = list(CLASSIC.names) + [n for r in others for n in _names(r)]
    decks = list(CLASSIC.decks) + [d for r in others for d in r.decks]
    steps = list(CLASSIC.kinds[2:-1]) + [k for r in others for k in sorted(r.steps)]
    pending = list(CLASSIC.pending_kinds[:-1]) + [k for r in others for k in sorted(r.pending)]
    return Layout(tuple(dict.fromkeys(names)), tuple(dict.fromkeys(decks)),
                  tuple(dict.fromkeys(steps)), tuple(dict.fromkeys(pending)),
                  len(action_space.ALL_ATOMS))


#: The layout of the editions other than the classic (:func:`layout_for`).
EDITIONS_LAYOUT = _editions_layout()


def layout_for(edition: str | None) -> Layout:
    """The layout of a game of ``edition`` (None or the classic: :data:`CLASSIC`)."""
    return CLASSIC if edition in (None, "classic") else EDITIONS_LAYOUT


#: Every printed card name of the 27 classic decks, junk first, in the action space's order.
NAMES: tuple[str, ...] = CLASSIC.names
_NAME = CLASSIC.name_index
#: The deck keys of the box, in a fixed order.
DECKS: tuple[str, ...] = CLASSIC.decks
#: The decision kinds (fixed when this module is imported): the main action, every effect step
#: of the 27 decks, the end of the game; a kind registered later counts as "other".
KINDS: tuple[str, ...] = CLASSIC.kinds
#: The pending-effect kinds of the 27 decks, and "other".
PENDING_KINDS: tuple[str, ...] = CLASSIC.pending_kinds
N = len(NAMES)
A = CLASSIC.atoms
#: The blocks of the vector in order: (name, length); a per-seat block name carries its
#: relative seat (``discard@1``: the next seat's discard pile).
LAYOUT: tuple[tuple[str, int], ...] = CLASSIC.layout
#: Block name -> its first index.
OFFSET: dict[str, int] = CLASSIC.offset
#: The length of every observation of a classic game (any player count, any decks).
SIZE: int = CLASSIC.size


def observation_size(players: int, edition: str | None = None) -> int:
    """The length of :func:`observation`'s vector: :data:`SIZE` for every player count 2–4 of
    the classic; a game of another edition (``edition``) has its layout's
    (:func:`layout_for`).

    Raises:
        ValueError: ``players`` outside 2–4.
    """
    if not 2 <= players <= SEATS:
        raise ValueError(f"Dale is played by 2 to 4 players, not {players}")
    return layout_for(edition).size


def _name_of(token: str) -> str:
    t = tokens.parse(token)
    return t.name if t is not None else token


def observation(view: dict[str, Any], prefix: Sequence[int] = ()) -> list[float]:
    """The observation of the seat whose view is ``view``.

    Args:
        view: ``ludoteca.dale.views.view(state, seat)`` (the ``Game.view`` of ``seat``); its
            ``legal_actions`` are not read.
        prefix: the atom ids (:mod:`ludoteca.dale.action_space`) this seat has chosen so far
            of the whole action it is building (empty between actions).

    Returns:
        A list of :data:`SIZE` floats laid out as :data:`LAYOUT` (module docstring); counts are
        plain counts, other numbers are scaled to about 0–1. A view of another edition's game
        (``view["edition"]``) is laid out as :data:`EDITIONS_LAYOUT`.

    Raises:
        KeyError: a view without one of the keys :func:`ludoteca.dale.views.view` writes.
        IndexError: an atom id outside the action space.
    """
    lay = layout_for(view.get("edition"))
    out = [0.0] * lay.size
    o = lay.offset
    _NAME, N, A = lay.name_index, len(lay.names), lay.atoms
    KINDS, _KIND = lay.kinds, lay.kind_index
    PENDING_KINDS, _PKIND, _DECK = lay.pending_kinds, lay.pending_index, lay.deck_index
    n = view["players"]
    seat = view["seat"]

    def rel(q: int) -> int:
        return (q - seat) % n

    def count(block: str, names) -> None:
        base = o[block]
        for name in names:
            i = _NAME.get(name)
            if i is not None:
                out[base + i] += 1.0

    def one(block: str, name: str | None) -> None:
        if name is not None and name in _NAME:
            out[o[block] + _NAME[name]] = 1.0

    out[o["players"] + n - 2] = 1.0
    out[o["turn"]] = view["turn"] / 50.0
    if view["winner"] is not None:
        out[o["winner"] + rel(view["winner"])] = 1.0
    out[o["active"] + rel(view["active"])] = 1.0
    dec = view["decision"]
    if dec["player"] >= 0:
        out[o["decider"] + rel(dec["player"])] = 1.0
    out[o["i_decide"]] = 1.0 if dec["player"] == seat else 0.0
    out[o["kind"] + _KIND.get(dec["kind"], len(KINDS) - 1)] = 1.0
    step = o["step"]
    slot = dec.get("slot")
    if isinstance(slot, int) and -1 <= slot <= 4:
        out[step + slot + 1] = 1.0
    for k, key in enumerate(("price", "need", "paid")):
        value = dec.get(key)
        if isinstance(value, (int, float)):
            out[step + 6 + k] = value / 20.0
    count("step_cards", dec.get("cards", ()))
    count("step_chosen", (_name_of(t) for t in dec.get("paying", ())))
    count("step_chosen", dec.get("discarded", ()))
    market = o["market"]
    for entry in view["market"]:
        s = entry["slot"]
        if entry["card"] is None:
            out[market + 3 * s + 2] = 1.0
            continue
        out[market + 3 * s] = (entry["price"] or 0) / 20.0
        out[market + 3 * s + 1] = (entry["value"] or 0) / 10.0
        i = _NAME.get(entry["card"])
        if i is not None:
            out[o["market_slots"] + s * N + i] = 1.0
    piles = o["piles"]
    out[piles] = view["market_deck"] / 50.0
    out[piles + 1] = len(view["market_discard"]) / 20.0
    out[piles + 2] = view["junk_pile"] / 20.0
    out[piles + 3] = view["junk_substitutes"] / 30.0
    count("market_discard", view["market_discard"])
    if view["market_discard"]:
        one("market_discard_top", view["market_discard"][-1])
    count("hand", (c["name"] for c in view["hand"]))
    out[o["hand_stats"]] = len(view["hand"]) / 10.0
    out[o["hand_stats"] + 1] = sum(c["value"] or 0 for c in view["hand"]) / 20.0
    count("stored", view["stored"])
    count("in_play", view["in_play"])
    for entry in view["seats"]:
        r = rel(entry["seat"])
        base = o[f"seat_stats@{r}"]
        stall = entry["stall"]
        for k, value in enumerate((1.0, entry["hand"] / 10.0, entry["deck"] / 30.0,
                                   len(entry["discard"]) / 30.0, len(stall) / 8.0,
                                   (entry.get("coins") or 0) / 10.0,
                                   (entry.get("stored") or 0) / 10.0)):
            out[base + k] = value
        count(f"discard@{r}", entry["discard"])
        if entry["discard"]:
            one(f"discard_top@{r}", entry["discard"][-1])
        count(f"stall@{r}", (name for stack in stall for name in stack))
    for entry in view["known"]:
        r = rel(entry["seat"])
        count(f"known_hand@{r}", entry["hand"])
        count(f"known_deck@{r}", (d["card"] for d in entry["deck"]))
    for e in view["effects"]:
        kind = "map" if e.get("msg") == "effect.map" else (
            "hand" if e.get("msg") == "effect.hand" else e.get("kind"))
        out[o["effects"] + _EFFECT.get(kind, 0)] += 1.0
    rolls = view["rolls"]
    out[o["rolls"]] = float(len(rolls))
    out[o["rolls"] + 1] = sum(r["face"] for r in rolls if isinstance(r["face"], int)) / 10.0
    for e in view["pending"]:
        out[o["pending"] + _PKIND.get(e["kind"], len(PENDING_KINDS) - 1)] += 1.0
        out[o["pending_owner"] + rel(e["seat"] - 1)] += 1.0
    clock = view.get("clock")
    if clock == "day":
        out[o["clock"]] = 1.0
    elif clock == "night":
        out[o["clock"] + 1] = 1.0
    for key in view["animalfolk"]:
        if key in _DECK:
            out[o["animalfolk"] + _DECK[key]] = 1.0
    for atom in prefix:
        if not 0 <= atom < A:
            raise IndexError(f"atom {atom} is outside 0..{A - 1}")
        out[o["prefix"] + atom] += 1.0
    if prefix:
        out[o["prefix_last"] + prefix[-1]] = 1.0
    out[o["prefix_len"]] = len(prefix) / 10.0
    return out
