"""Card tokens: the one grammar of the cards an action names (issue 12, item 5).

An action names its cards by **token** (docs/notation.md)::

    [discard:]NAME[=V][ as COPY][+1|-1]

============================  =========================================================
``Accordion``                 the card by its printed name (``junk`` for a junk card)
``discard:junk``              a card from the discard pile (Nostalgic Item's stack)
``Bold Haggler=3``            a card whose own value was changed this turn (die, Blindfold)
``Reflection as Spyglass``    a chameleon used as the card it copies (``dale.copy.identity``)
``Accordion+1``               Accordion counted 1 higher (or ``-1`` lower) in a stack
============================  =========================================================

The engine (``_resolve``, ``token_means``, ``readings``), the notation (``parse_token``) and
the bots read tokens with :func:`parse` and write them with :func:`text` / :func:`compose`;
nothing else splits a token. Actions keep their tokens as strings (the canonical text), so
records and golden files are unchanged; :class:`Token` is the parsed form.

For bots (``strategy``): ``parse(t).identity`` is the card a token counts as, ``parse(t).card``
the card it uses (the hand card), ``parse(t).adjust`` and ``parse(t).from_discard`` the
qualifiers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ludoteca.core.errors import BadInput  # noqa: F401 - raised through i18n.bad (docstrings)
from ludoteca.core.i18n import bad
from ludoteca.dale.cards import name_key

DISCARD = "discard:"

_STRICT = re.compile(r"^(?P<discard>discard:)?(?P<name>.+?)(?:=(?P<val>\d+))?"
                     r"(?: as (?P<copy>.+?))?(?P<adj>[+-][1-9])?$")
_LOOSE = re.compile(r"^(?P<discard>discard:)?(?P<name>.+?)(?:=(?P<val>\d+))?"
                    r"(?: as (?P<copy>.+?))?(?P<adj>[+-][1-9])?$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Token:
    """One card token, parsed.

    Attributes:
        name: the printed name of the card (``junk`` for junk), as written.
        value: its own value changed this turn (``=V``), or None.
        copy: the card a chameleon copies (``as COPY``), or None.
        adjust: +1 / -1 (Accordion in a stack; any of ±1…±9 for a card whose
            ``stack_adjust`` hook allows it, e.g. Stove), else 0.
        from_discard: the card comes from the discard pile (``discard:``).
    """

    name: str
    value: int | None = None
    copy: str | None = None
    adjust: int = 0
    from_discard: bool = False

    def __str__(self) -> str:
        return compose(text(self.name, self.value, self.copy), from_discard=self.from_discard,
                       adjust=self.adjust)

    @property
    def base(self) -> str:
        """The plain token of the physical card: ``NAME`` or ``NAME=V`` (no place, copy or
        adjustment), as ``mechanics.find_card`` looks for it."""
        return self.name if self.value is None else f"{self.name}={self.value}"

    @property
    def card(self) -> str:
        """The printed name of the card used (``Reflection as Spyglass`` → Reflection)."""
        return self.name

    @property
    def identity(self) -> str:
        """The card it counts as (``Reflection as Spyglass`` → Spyglass)."""
        return self.copy or self.name


def text(name: str, value: int | None = None, copy: str | None = None) -> str:
    """The token of a card used from the hand: ``NAME``, ``NAME=V``, ``NAME[=V] as COPY``."""
    out = name if value is None else f"{name}={value}"
    return out if copy is None else f"{out} as {copy}"


def compose(plain: str, *, from_discard: bool = False, adjust: int = 0) -> str:
    """``plain`` (a :func:`text`) with its place and adjustment: ``discard:…``, ``…+1``."""
    return (DISCARD if from_discard else "") + plain + (f"{adjust:+d}" if adjust else "")


def _token(mt: re.Match, name: str, copy: str | None) -> Token:
    return Token(name, int(mt["val"]) if mt["val"] else None, copy,
                 int(mt["adj"]) if mt["adj"] else 0, mt["discard"] is not None)


@lru_cache(maxsize=8192)
def parse(tok: object) -> Token | None:
    """A token as the engine lists it (exact case and spacing; names are not checked), or
    None when ``tok`` is not a token at all (a string that is not one, or no string).
    ``str(parse(t)) == t`` for every listed token."""
    if not isinstance(tok, str):
        return None
    mt = _STRICT.match(tok)
    if mt is None:
        return None
    return _token(mt, mt["name"], mt["copy"])


def read(typed: str, rules=None) -> str:
    """What a player typed as one card token, in canonical form: spacing collapsed, printed
    names in their printed case (``reflection AS spyglass`` → ``Reflection as Spyglass``).
    ``rules``: the :class:`~ludoteca.dale.ruleset.Ruleset` whose cards are known (default: the
    classic edition's).

    Raises:
        BadInput: for an empty token or a name that is no card of the ruleset.
    """
    if rules is None:
        from ludoteca.dale.editions import classic

        rules = classic()
    canonical_name = rules.canonical_name

    t = " ".join(typed.strip().split())
    mt = _LOOSE.match(t)
    if not t or mt is None:
        raise bad("notation.expected_card", word=repr(typed))
    name = canonical_name(mt["name"])
    if name is None:
        raise bad("notation.unknown_card", word=repr(mt["name"]))
    copy = None
    if mt["copy"]:
        copy = canonical_name(mt["copy"])
        if copy is None:
            raise bad("notation.unknown_card", word=repr(mt["copy"]))
    return str(_token(mt, name, copy))


def means(typed: str, canonical: str) -> bool:
    """True when the typed token may stand for the canonical one: the same card name, and
    every qualifier the typed token gives (``discard:``, ``=V``, ``as COPY``, ``+1``/``-1``)
    is the canonical token's own; a qualifier left out may be anything."""
    a, b = parse(typed), parse(canonical)
    if a is None or b is None or a.name != b.name:
        return False
    if a.from_discard and not b.from_discard:
        return False
    if a.value is not None and a.value != b.value:
        return False
    if a.copy and a.copy != (b.copy or b.name):
        return False
    return not (a.adjust and a.adjust != b.adjust)


@lru_cache(maxsize=8192)
def sort_key(tok: str) -> tuple:
    """Canonical order of card tokens (:func:`ludoteca.dale.cards.name_key`), remembered."""
    return name_key(tok)
