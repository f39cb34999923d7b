"""Card data of the classic Dale of Merchants decks, as tables.

Card names are proper names and stay as printed. Mechanics are restated in our own words in
``docs/rules/dale-cards.md``. This module lists no card and holds no
table of cards: each deck module of :mod:`ludoteca.dale.animalfolk` declares its rows on its
:class:`~ludoteca.dale.card_rules.Deck`, and a :class:`~ludoteca.dale.ruleset.Ruleset` gives
the ids, in the order of its explicit list of decks.

Physical cards have integer ids that are the same in every game:

* ids ``0 .. 19``: the 20 junk cards of the box (``dale.setup.junk``);
* then 15 ids per animalfolk deck, in the order of the ruleset's decks: four value-1 start cards
  (one per possible player), three each of the value 2, 3 and 4 cards, and the two value-5 cards
  (``dale.setup.decks``).
"""

from __future__ import annotations

from dataclasses import dataclass


def name_key(name: str) -> tuple[str, str]:
    """The canonical order of card names and tokens: case-insensitive, ties broken by the
    exact text (``tokens.sort_key``, ``Ruleset.name_order``)."""
    return (name.lower(), name)

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

#: The box of Dale of Merchants 1: the decks a classic game set up without a named box has available
#: (the seed's choice of decks and the junk substitutes come from the box, ``dale.setup.decks``,
#: ``dale.cleanup.junk_substitutes``). Fixed, so a deck added to the catalogue changes no
#: existing game.
DALE1_BOX: tuple[str, ...] = ("macaws", "pandas", "raccoons", "squirrels", "ocelots",
                              "chameleons")

N_JUNK = 20
DECK_SIZE = 15
START_COPIES = 4  # one value-1 card per possible player
#: The kinds a deck's card row may have.
KINDS = (TECHNIQUE, PASSIVE, ABILITY)

#: The "animalfolk" and the kind of a Mono card (the remaster's solo opponent, issue 30): one
#: per deck, value 2, outside the deck's 15 cards; it is no animalfolk card and no junk
#: (``dale.remaster.mono.setup``).
MONO = "mono"
