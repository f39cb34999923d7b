"""Card data of the classic Dale of Merchants decks, as tables.

Card names are proper names and stay as printed. Mechanics are restated in our own words in
``docs/rules/dale-cards.md``; the effects live in ``ludoteca.dale.animalfolk``.

Physical cards have integer ids that are the same in every game:

* ids ``0 .. 19``: the 20 junk cards of the box (``dale.setup.junk``);
* then 15 ids per animalfolk deck, in :data:`ANIMALFOLK` order: four value-1 start cards
  (one per possible player), three each of the value 2, 3 and 4 cards, and the two value-5 cards
  (``dale.setup.decks``).
"""

from __future__ import annotations

from dataclasses import dataclass

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

# Deck contents in id order: (name, value, kind, bonus, copies, chameleon).
_DECKS: dict[str, list[tuple]] = {
    "macaws": [
        ("Swift Broker", 1, TECHNIQUE, True, 0, False),
        ("Cookies", 2, PASSIVE, False, 3, False),
        ("Shattered Relic", 3, TECHNIQUE, True, 3, False),
        ("Spyglass", 4, TECHNIQUE, True, 3, False),
        ("Flashy Show", 5, TECHNIQUE, True, 1, False),
        ("Favorite Toy", 5, TECHNIQUE, True, 1, False),
    ],
    "pandas": [
        ("Loyal Partner", 1, TECHNIQUE, True, 0, False),
        ("Prepaid Good", 2, TECHNIQUE, False, 3, False),
        ("Essential Purchase", 3, PASSIVE, False, 3, False),
        ("Market Discovery", 4, ABILITY, False, 3, False),
        ("Special Offer", 5, TECHNIQUE, False, 1, False),
        ("Stock Clearance", 5, PASSIVE, False, 1, False),
    ],
    "raccoons": [
        ("Wily Fellow", 1, TECHNIQUE, True, 0, False),
        ("Nuisance", 2, TECHNIQUE, True, 3, False),
        ("Rotten Food", 3, TECHNIQUE, True, 3, False),
        ("Dirty Exchange", 4, TECHNIQUE, True, 3, False),
        ("Sabotage", 5, TECHNIQUE, True, 1, False),
        ("Treasure Hunter", 5, TECHNIQUE, False, 1, False),
    ],
    "squirrels": [
        ("Stashing Vendor", 1, PASSIVE, False, 0, False),
        ("Empty Chest", 2, PASSIVE, False, 3, False),
        ("Nostalgic Item", 3, PASSIVE, False, 3, False),
        ("Acorn", 4, TECHNIQUE, True, 3, False),
        ("Accordion", 5, PASSIVE, False, 1, False),
        ("Winter is Coming", 5, PASSIVE, False, 1, False),
    ],
    "ocelots": [
        ("Bold Haggler", 1, ABILITY, False, 0, False),
        ("New Season", 2, TECHNIQUE, True, 3, False),
        ("Whirligig", 3, TECHNIQUE, True, 3, False),
        ("Charm", 4, TECHNIQUE, True, 3, False),
        ("Gamble", 5, TECHNIQUE, True, 1, False),
        ("Blindfold", 5, TECHNIQUE, True, 1, False),
    ],
    "chameleons": [
        ("Flexible Shopkeeper", 1, PASSIVE, False, 0, True),
        ("Reflection", 2, PASSIVE, False, 3, True),
        ("Good Old Times", 3, ABILITY, False, 3, True),
        ("Gift Voucher", 4, TECHNIQUE, True, 3, False),
        ("Trendsetting", 5, PASSIVE, False, 1, True),
        ("Seeing Doubles", 5, PASSIVE, False, 1, True),
    ],
}

#: Every animalfolk deck of the catalogue, in id order (today the six of the classic base game;
#: a deck added later gets the next 15 ids).
ANIMALFOLK: tuple[str, ...] = tuple(_DECKS)

#: The box of Dale of Merchants 1: the decks a game set up without a named box has available
#: (the seed's choice of decks and the junk substitutes come from the box, ``dale.setup.decks``,
#: ``dale.cleanup.junk_substitutes``). Fixed, so a deck added to the catalogue changes no
#: existing game.
DALE1_BOX: tuple[str, ...] = ("macaws", "pandas", "raccoons", "squirrels", "ocelots",
                              "chameleons")

#: Display names of the animalfolk decks (proper names, kept in English).
ANIMALFOLK_NAMES = {
    "macaws": "Macaws",
    "pandas": "Pandas",
    "raccoons": "Raccoons",
    "squirrels": "Squirrels",
    "ocelots": "Ocelots",
    "chameleons": "Chameleons",
}

N_JUNK = 20
DECK_SIZE = 15
START_COPIES = 4  # one value-1 card per possible player

#: Every printed card by name (junk included).
TYPES: dict[str, CardType] = {JUNK: JUNK_TYPE}
for _folk, _cards in _DECKS.items():
    for (_name, _value, _kind, _bonus, _copies, _cham) in _cards:
        TYPES[_name] = CardType(_name, _folk, _value, _kind, _bonus, _copies, _cham)

_LOWER = {name.lower(): name for name in TYPES}

#: CARD_TYPE[card_id] is the printed card of that physical card.
CARD_TYPE: tuple[CardType, ...]


def _build_ids() -> tuple[CardType, ...]:
    ids: list[CardType] = [JUNK_TYPE] * N_JUNK
    for folk, cards in _DECKS.items():
        for (name, value, kind, bonus, copies, cham) in cards:
            n = START_COPIES if value == 1 else copies
            ids.extend([TYPES[name]] * n)
    return tuple(ids)


CARD_TYPE = _build_ids()
N_CARDS = len(CARD_TYPE)


def deck_ids(animalfolk: str) -> range:
    """The 15 physical card ids of one animalfolk deck.

    Raises:
        KeyError: for an unknown animalfolk key.
    """
    i = ANIMALFOLK.index(animalfolk) if animalfolk in _DECKS else None
    if i is None:
        raise KeyError(animalfolk)
    start = N_JUNK + DECK_SIZE * i
    return range(start, start + DECK_SIZE)


def canonical_name(text: str) -> str | None:
    """The printed name for ``text`` in any letter case ("accordion" → "Accordion"), else None."""
    return _LOWER.get(text.strip().lower())


def cards_of(animalfolk: str) -> list[CardType]:
    """The six different cards of an animalfolk deck, by ascending value."""
    return [TYPES[row[0]] for row in _DECKS[animalfolk]]
