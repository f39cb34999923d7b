"""Card data of the classic Dale of Merchants decks, as tables.

Card names are proper names and stay as printed. Mechanics are restated in our own words in
``docs/rules/dale-cards.md``. This module lists no card: each deck module of
:mod:`ludoteca.dale.animalfolk` registers its rows here with :func:`register_deck` (and its
effects and hooks there), so a new deck is one new module.

Physical cards have integer ids that are the same in every game:

* ids ``0 .. 19``: the 20 junk cards of the box (``dale.setup.junk``);
* then 15 ids per animalfolk deck, in :data:`ANIMALFOLK` order: four value-1 start cards
  (one per possible player), three each of the value 2, 3 and 4 cards, and the two value-5 cards
  (``dale.setup.decks``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

JUNK = "junk"

# Kinds (column "Kind" of dale-cards.md): technique, passive, passive with a once-per-turn ability.
TECHNIQUE = "T"
PASSIVE = "P"
ABILITY = "P*"


@dataclass(frozen=True, slots=True)
class CardType:
    """One printed card.

    Attributes:
        name: printed name ("Swift Broker"); ``"junk"`` for junk.
        animalfolk: deck key ("macaws" …); ``"junk"`` for junk.
        value: printed value, 1–5.
        kind: ``"T"`` technique, ``"P"`` passive, ``"P*"`` passive with a once-per-turn
            ability, ``"junk"``.
        bonus: True when the card shows the bonus-action icon (+) (``dale.turn.bonus_action``).
        copies: copies in the market deck; 0 for start cards and junk.
        chameleon: True for the copying passives of the chameleons (``dale.copy.identity``).
    """

    name: str
    animalfolk: str
    value: int
    kind: str
    bonus: bool = False
    copies: int = 0
    chameleon: bool = False

    @property
    def is_junk(self) -> bool:
        return self.animalfolk == JUNK


JUNK_TYPE = CardType(JUNK, JUNK, 1, "junk")

#: The rows of every registered deck, in id order: ``key -> ((name, value, kind, bonus, copies,
#: chameleon), …)``. Each deck module of :mod:`ludoteca.dale.animalfolk` registers its own rows
#: with :func:`register_deck`; nothing else lists cards.
_DECKS: dict[str, tuple[tuple, ...]] = {}

#: Every animalfolk deck of the catalogue, in id order (the six of the classic base game come
#: first, in the order of :data:`DALE1_BOX`; a deck registered later gets the next 15 ids).
ANIMALFOLK: tuple[str, ...] = ()

#: The box of Dale of Merchants 1: the decks a game set up without a named box has available
#: (the seed's choice of decks and the junk substitutes come from the box, ``dale.setup.decks``,
#: ``dale.cleanup.junk_substitutes``). Fixed, so a deck added to the catalogue changes no
#: existing game.
DALE1_BOX: tuple[str, ...] = ("macaws", "pandas", "raccoons", "squirrels", "ocelots",
                              "chameleons")

#: Display names of the animalfolk decks (proper names, kept in English), filled by
#: :func:`register_deck` (updated in place).
ANIMALFOLK_NAMES: dict[str, str] = {}

N_JUNK = 20
DECK_SIZE = 15
START_COPIES = 4  # one value-1 card per possible player
_KINDS = (TECHNIQUE, PASSIVE, ABILITY)

#: Every printed card by name (junk included), updated in place by :func:`register_deck`.
TYPES: dict[str, CardType] = {JUNK: JUNK_TYPE}

_LOWER: dict[str, str] = {JUNK: JUNK}

#: CARD_TYPE[card_id] is the printed card of that physical card (rebuilt by
#: :func:`register_deck`: read it as ``cards.CARD_TYPE`` at call time).
CARD_TYPE: tuple[CardType, ...] = (JUNK_TYPE,) * N_JUNK
N_CARDS = len(CARD_TYPE)


def register_deck(key: str, name: str, rows: Sequence[tuple]) -> None:
    """Add an animalfolk deck to the catalogue; its 15 physical cards get the next ids.

    Args:
        key: the deck key used everywhere ("macaws"), lower case.
        name: its display name ("Macaws"), a proper name.
        rows: its six different cards in id order, each ``(name, value, kind, bonus, copies,
            chameleon)``: printed name, printed value 1–5, ``"T"`` / ``"P"`` / ``"P*"``
            (:data:`TECHNIQUE`, :data:`PASSIVE`, :data:`ABILITY`), the bonus-action icon, copies
            in the market deck (0 for the value-1 start card, which has
            :data:`START_COPIES`), and whether it is a copying chameleon
            (``dale.setup.decks``, ``dale.setup.starting_deck``).

    Raises:
        ValueError: a key already registered or not lower case, a card name already used, a
            row of the wrong shape or kind, or rows that do not make 15 physical cards with one
            value-1 start card.
    """
    global ANIMALFOLK, CARD_TYPE, N_CARDS
    if not isinstance(key, str) or key != key.strip().lower() or not key or key == JUNK:
        raise ValueError(f"deck key {key!r}: a non-empty lower-case word")
    if key in _DECKS:
        raise ValueError(f"the deck {key!r} is already registered")
    types: list[CardType] = []
    for row in rows:
        if len(row) != 6:
            raise ValueError(f"deck {key!r}: a card row is (name, value, kind, bonus, copies, "
                             f"chameleon), not {row!r}")
        card, value, kind, bonus, copies, cham = row
        if card in TYPES or card.lower() in _LOWER or any(t.name == card for t in types):
            raise ValueError(f"deck {key!r}: the card name {card!r} is already used")
        if kind not in _KINDS or not isinstance(value, int) or not 1 <= value <= 5:
            raise ValueError(f"deck {key!r}: {card!r} has kind {kind!r} and value {value!r}")
        types.append(CardType(card, key, value, kind, bool(bonus), int(copies), bool(cham)))
    starts = [t for t in types if t.value == 1]
    n = sum(START_COPIES if t.value == 1 else t.copies for t in types)
    if len(starts) != 1 or n != DECK_SIZE:
        raise ValueError(f"deck {key!r}: one value-1 start card and {DECK_SIZE} physical cards "
                         f"are needed, not {len(starts)} and {n}")
    _DECKS[key] = tuple(tuple(r) for r in rows)
    ANIMALFOLK_NAMES[key] = name
    ids = list(CARD_TYPE)
    for t in types:
        TYPES[t.name] = t
        _LOWER[t.name.lower()] = t.name
        ids.extend([t] * (START_COPIES if t.value == 1 else t.copies))
    ANIMALFOLK = tuple(_DECKS)
    CARD_TYPE = tuple(ids)
    N_CARDS = len(CARD_TYPE)


def unregister_deck(key: str) -> None:
    """Remove the deck registered last (ids are given in order, so only the last one may go;
    for tests that add a deck for their own length).

    Raises:
        ValueError: ``key`` is not the deck registered last.
    """
    global ANIMALFOLK, CARD_TYPE, N_CARDS
    if not ANIMALFOLK or ANIMALFOLK[-1] != key:
        raise ValueError(f"only the deck registered last can be removed, not {key!r}")
    for row in _DECKS.pop(key):
        del TYPES[row[0]]
        del _LOWER[row[0].lower()]
    del ANIMALFOLK_NAMES[key]
    ANIMALFOLK = tuple(_DECKS)
    CARD_TYPE = CARD_TYPE[:N_JUNK + DECK_SIZE * len(ANIMALFOLK)]
    N_CARDS = len(CARD_TYPE)


def deck_ids(animalfolk: str) -> range:
    """The 15 physical card ids of one animalfolk deck.

    Raises:
        KeyError: for an unknown animalfolk key.
    """
    if animalfolk not in _DECKS:
        raise KeyError(animalfolk)
    i = ANIMALFOLK.index(animalfolk)
    start = N_JUNK + DECK_SIZE * i
    return range(start, start + DECK_SIZE)


def canonical_name(text: str) -> str | None:
    """The printed name for ``text`` in any letter case ("accordion" → "Accordion"), else None."""
    return _LOWER.get(text.strip().lower())


def cards_of(animalfolk: str) -> list[CardType]:
    """The six different cards of an animalfolk deck, by ascending value."""
    return [TYPES[row[0]] for row in _DECKS[animalfolk]]
