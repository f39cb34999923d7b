"""The editions of Dale of Merchants and their rulesets (issue 25, item 1).

An edition is an explicit list of deck modules, in card-id order, and the engine module that
plays them, both named as data and loaded when the ruleset is built (so this module sits below
the state and the engine: a state without a ruleset given gets its edition's from here); :func:`ruleset` builds its
:class:`~ludoteca.dale.ruleset.Ruleset` once per process (a ruleset is immutable once built, and
the clones of every game of the edition share it). Nothing is registered when a module is
imported: the first game, position or record of an edition builds its ruleset.

A test builds a ruleset of its own with :func:`build` (an edition's decks plus a deck of the
test), which lives beside the edition's in the same process.
"""

from __future__ import annotations

import importlib
from functools import lru_cache
from typing import Any, Sequence

from ludoteca.core.errors import BadInput
from ludoteca.core.i18n import Message
from ludoteca.dale.card_rules import Declarations
from ludoteca.dale.cards import DALE1_BOX
from ludoteca.dale.ruleset import Ruleset, modules_of

#: The module of the rules acting on a state (``state.apply`` …). Named, not imported: the
#: edition sits below the state (a state's ruleset comes from here), the engine above it.
ENGINE = "ludoteca.dale.engine"

#: The declarations every ruleset includes (steps several decks share), as module names.
SHARED: tuple[str, ...] = ("ludoteca.dale.animalfolk.common", "ludoteca.dale.animalfolk.spending")

#: The classic edition's decks, in card-id order: the six of Dale of Merchants 1 first (their
#: ids are those of every record since the first), then each later deck in the order it joined
#: (``dale.setup.decks``). Adding a deck is one line at the end.
CLASSIC: tuple[str, ...] = (
    "macaws", "pandas", "raccoons", "squirrels", "ocelots", "chameleons",  # Dale 1
    "platypuses", "sloths", "crocodiles", "foxes", "polecats", "owls",  # Dale 2
    "beavers", "desert_monitors",
    "lemurs", "magpies", "echidnas", "hares", "tree_kangaroos",  # Dale 3
    "penguins", "tuataras", "turtles",  # the Collection
    "tasmanian_devils", "pangolins", "gulls", "mongooses", "bats",
)

#: The remaster edition's decks (2026, six parts of six decks; issue 30), in card-id order:
#: part by part as the remaster groups them (docs/rules/dale-remaster.md). Its deck modules
#: live in :mod:`ludoteca.dale.remaster`; a card the same in both editions is the classic
#: declaration reused there (:meth:`~ludoteca.dale.card_rules.Deck.reprint`). Every deck of
#: the edition is listed in :data:`REMASTER_ALL`; :data:`REMASTER` holds those written so far,
#: in that order.
REMASTER_ALL: tuple[str, ...] = (
    "macaws", "pandas", "raccoons", "squirrels", "ocelots", "chameleons",  # part 1
    "platypuses", "sloths", "crocodiles", "foxes", "polecats", "owls",  # part 2
    "desert_monitors", "lemurs", "magpies", "echidnas", "hares", "tree_kangaroos",  # part 3
    "tuataras", "dodos", "capuchins", "olms", "penguins", "turtles",  # part 4
    "skinks", "beavers", "snow_macaques", "gulls", "pangolins", "glassfrogs",  # part 5
    "gorillas", "walruses", "tasmanian_devils", "junglefowls", "mongooses", "bats",  # part 6
)
REMASTER: tuple[str, ...] = tuple(k for k in REMASTER_ALL if k in (
    "macaws", "pandas", "raccoons", "squirrels", "ocelots", "chameleons",
    "platypuses", "sloths", "crocodiles", "foxes", "polecats", "owls",
    "desert_monitors", "lemurs", "magpies", "echidnas", "hares", "tree_kangaroos",
    "tuataras", "dodos", "capuchins", "olms", "penguins", "turtles",
    "skinks", "beavers", "snow_macaques", "gulls", "pangolins", "glassfrogs",
    "gorillas", "walruses", "tasmanian_devils", "junglefowls", "mongooses", "bats",
))

#: edition key -> the box a game set up without a named one has (``dale.setup.decks``).
BOXES: dict[str, tuple[str, ...]] = {"classic": DALE1_BOX, "remaster": REMASTER[:6]}

#: edition key -> its deck keys in id order.
EDITIONS: dict[str, tuple[str, ...]] = {"classic": CLASSIC, "remaster": REMASTER}

#: edition key -> the package of its deck modules.
PACKAGES: dict[str, str] = {"classic": "ludoteca.dale.animalfolk",
                            "remaster": "ludoteca.dale.remaster"}

#: edition key -> the declarations every ruleset of the edition includes beside
#: :data:`SHARED` (the remaster's rule changes, :mod:`ludoteca.dale.remaster.rules`).
EDITION_SHARED: dict[str, tuple[str, ...]] = {
    "classic": (), "remaster": ("ludoteca.dale.remaster.rules", "ludoteca.dale.remaster.mono")}

#: edition key -> its rule options, read by the engine where the editions' rules differ
#: (``rules.options``; a missing option is the classic rule). Each option names its rule id.
OPTIONS: dict[str, dict[str, Any]] = {
    "classic": {},
    "remaster": {
        # dale.remaster.refill_after_technique: the market slides and refills as soon as a
        # technique has resolved (turn._finish_technique)
        "refill_after_technique": True,
        # dale.remaster.coins_pay: coins may make up a purchase's price (turn.main_actions,
        # purchase.check_buy, payments.coin_payments)
        "coins_pay": True,
    },
}

#: The edition a game, a position or a record without an ``edition`` is played in.
DEFAULT = "classic"

#: edition key -> (fewest, most) players (``dale.setup.players``; the remaster's one player
#: plays against Mono).
PLAYERS: dict[str, tuple[int, int]] = {"classic": (2, 4), "remaster": (1, 4)}


def check_edition(edition: Any) -> str:
    """``edition`` as a known edition key (trimmed, lower case; None: :data:`DEFAULT`).

    Raises:
        BadInput: an unknown edition (the message names the known ones).
    """
    if edition is None:
        return DEFAULT
    key = str(edition).strip().lower()
    if key not in EDITIONS:
        raise BadInput(Message("setup.unknown_edition", edition=repr(_short(str(edition))),
                               known=", ".join(EDITIONS)))
    return key


def _short(text: str) -> str:
    return text if len(text) <= 30 else text[:29] + "…"


def check_players(edition: str, players: Any) -> int:
    """``players`` when ``edition`` is played by that many (``dale.setup.players``).

    Raises:
        BadInput: a count outside the edition's range (:data:`PLAYERS`; the classic message
            is the one it always had; one player of the remaster plays against Mono).
    """
    low, high = PLAYERS.get(edition, PLAYERS[DEFAULT])
    if not isinstance(players, int) or isinstance(players, bool) or not low <= players <= high:
        if edition == DEFAULT:
            raise BadInput(Message("setup.dale_merchants_players", players=players))
        raise BadInput(Message("setup.edition_players", edition=edition, min=low, max=high,
                               players=players))
    return players


def deck_module(key: str, edition: str = DEFAULT) -> str:
    """The module that declares the deck ``key`` in ``edition``
    (``ludoteca.dale.animalfolk.<key>`` in the classic, ``ludoteca.dale.remaster.<key>`` in
    the remaster)."""
    return f"{PACKAGES.get(edition, PACKAGES[DEFAULT])}.{key}"


def declarations(modules: Sequence[Any]) -> list[Declarations]:
    """The declarations of ``modules`` (each holds one ``deck`` or ``shared`` object), in
    order."""
    out: list[Declarations] = []
    for mod in modules:
        decl = getattr(mod, "deck", None) or getattr(mod, "shared", None)
        if not isinstance(decl, Declarations):
            raise TypeError(f"{mod.__name__} declares no deck (a module-level 'deck = Deck(…)')")
        decl.module = mod.__name__  # the loader knows it (a compiled caller hides its frame)
        out.append(decl)
    return out


def build(edition: str, decks: Sequence[str | Declarations]) -> Ruleset:
    """A new ruleset for ``edition`` with ``decks`` (deck keys of modules under
    :mod:`ludoteca.dale.animalfolk`, or :class:`~ludoteca.dale.card_rules.Deck` and
    :class:`~ludoteca.dale.card_rules.Declarations` objects of a test), in card-id order, plus
    the shared steps.

    Raises:
        CardRulesError: declarations that collide or are incomplete.
    """
    engine = importlib.import_module(ENGINE)  # by name: the engine sits above the state
    parts = declarations(modules_of(SHARED + EDITION_SHARED.get(edition, ())))
    for d in decks:
        parts.extend([d] if isinstance(d, Declarations)
                     else declarations(modules_of([deck_module(d, edition)])))
    box = BOXES.get(edition)
    keys = {p.key for p in parts}
    if box is not None and any(k not in keys for k in box):
        box = None  # a test's ruleset of a few decks: the first six are its box
    return Ruleset(edition, parts, version=engine.RULESET, engine=engine, box=box,
                   options=OPTIONS.get(edition))


@lru_cache(maxsize=None)
def ruleset(edition: str = DEFAULT) -> Ruleset:
    """The ruleset of ``edition`` (built on first use, then shared).

    Raises:
        BadInput: an unknown edition (the message names the known ones).
    """
    if edition not in EDITIONS:
        raise BadInput(Message("setup.unknown_edition", edition=repr(_short(str(edition))),
                               known=", ".join(EDITIONS)))
    rules = build(edition, EDITIONS[edition])
    rules.rebuild = (ruleset, (edition,))  # pickled as its edition's name
    return rules


def classic() -> Ruleset:
    """The classic edition's ruleset (27 decks)."""
    return ruleset("classic")


def remaster() -> Ruleset:
    """The remaster edition's ruleset (2026; its decks in :data:`REMASTER`)."""
    return ruleset("remaster")
