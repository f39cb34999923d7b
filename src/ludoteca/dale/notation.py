"""The action notation of Dale of Merchants: one canonical text per action, and back.

============================================  ==============================================
text                                          action tuple
============================================  ==============================================
``buy +2 with Accordion, junk``               ``("buy", 2, ("Accordion", "junk"))``
``buy discard with Market Discovery, junk``   ``("buy", -1, (...))`` (top of market discard)
``buy +3 with Accordion, 2 coins``            ``("buy", 3, ("Accordion",), 2)`` (remaster:
                                              coins in the payment, always last)
``pay +2 with Accordion`` … ``pay junk`` …    ``("pay", 2, "Accordion")``, ``("pay", "junk")``
``done``                                      ``("done",)`` (the end of a card-by-card step)
``play Spyglass`` / ``play Reflection as X``  ``("play", "Spyglass")``
``build Stashing Vendor, junk, junk``         ``("build", ("Stashing Vendor", "junk", "junk"))``
``inventory`` (no card)                       ``("inventory", ())``
``discard junk`` … ``done``                   ``("discard", "junk")`` … ``("done",)``
``inventory junk, junk``                      ``("inventory", ("junk", "junk"))``
``use Bold Haggler``                          ``("use", "Bold Haggler")``
``keep Cookies`` ``top junk`` ``ditch junk``  ``("keep", "Cookies")`` …
``store Accordion``                           ``("store", "Accordion")`` (set aside)
``take +3``                                   ``("take", 3)`` (a market slot)
``target seat 2``                             ``("target", 1)`` (seats are 1-based in text)
``targets seat 2, seat 3`` / ``targets none`` ``("targets", (1, 2))``
``give junk to seat 2``                       ``("give", "junk", 1)``
``pick Accordion for seat 2``                 ``("pick", "Accordion", 1)``
``take Accordion from seat 2 stack 3``        ``("take", 1, 2, "Accordion")``
``guess 3`` ``value 5`` ``return 2`` ``pass``  ``("guess", 3)`` …
``ditch`` (alone)                             ``("ditch",)`` (the card the step is about)
``name Cookies`` / ``name Macaws``            ``("name", "Cookies")`` (a card, or a deck by name)
``coins 2`` (spend 2 coins)                   ``("coins", 2)``
``complete Inspiration`` (pay a Finish)       ``("complete", "Inspiration")``
============================================  ==============================================

Purchases and Inventories are whole actions (``buy …``, ``inventory …``) unless a huge hand
puts their number over a cap; then ``pay …`` / ``discard …`` … ``done`` (docs/notation.md).

Card tokens: a printed name (any letter case when parsing), ``junk``, ``discard:NAME`` (a card
from the discard pile, Nostalgic Item), ``NAME as COPY`` (a chameleon's copy), ``Accordion+1`` /
``Accordion-1``, ``NAME=V`` (a card whose own value was changed this turn); their one grammar
is :mod:`ludoteca.dale.tokens`. Documented for players in ``docs/notation.md``.
"""

from __future__ import annotations

import re

from ludoteca.core.errors import BadInput  # noqa: F401 - raised through i18n.bad (docstrings)
from ludoteca.core.i18n import bad
from ludoteca.dale import tokens

#: The coins of a purchase in its list of cards (``2 coins``, ``1 coin``).
_COINS = re.compile(r"\s*(\d+)\s+coins?\s*", re.IGNORECASE)

_CARD_VERBS = ("keep", "top", "ditch", "discard", "complete", "store")
_INT_VERBS = ("guess", "value", "return", "coins")


def _cards(tokens) -> str:
    return ", ".join(tokens)


def to_text(action: tuple) -> str:
    """The canonical text of an action.

    Raises:
        BadInput: for a tuple that is not an action.
    """
    try:
        verb = action[0]
        if verb == "buy":
            where = "discard" if action[1] == -1 else f"+{action[1]}"
            if len(action) == 4:  # coins in the payment (remaster, dale.remaster.coins_pay)
                coins = f"{action[3]} coin" + ("s" if action[3] != 1 else "")
                return f"buy {where} with {_cards(action[2] + (coins,))}"
            return f"buy {where} with {_cards(action[2])}" if action[2] else f"buy {where}"
        if verb in ("build", "inventory"):
            return f"{verb} {_cards(action[1])}".rstrip()
        if verb == "pay":
            if len(action) == 2:
                return f"pay {action[1]}"
            where = "discard" if action[1] == -1 else f"+{action[1]}"
            return f"pay {where} with {action[2]}"
        if verb == "ditch" and len(action) == 1:
            return "ditch"
        if verb in ("play", "use", "name") or verb in _CARD_VERBS:
            return f"{verb} {action[1]}"
        if verb in _INT_VERBS:
            return f"{verb} {action[1]}"
        if verb in ("pass", "done"):
            return verb
        if verb == "target":
            return f"target seat {action[1] + 1}"
        if verb == "targets":
            return "targets " + (", ".join(f"seat {q + 1}" for q in action[1]) or "none")
        if verb == "give":
            return f"give {action[1]} to seat {action[2] + 1}"
        if verb == "pick":
            return f"pick {action[1]} for seat {action[2] + 1}"
        if verb == "take":
            if len(action) == 2:
                return f"take +{action[1]}"
            return f"take {action[3]} from seat {action[1] + 1} stack {action[2] + 1}"
    except (IndexError, TypeError) as exc:
        raise bad("notation.not_action", action=repr(action)) from exc
    raise bad("notation.not_action", action=repr(action))



def action_text(action: tuple) -> str:
    """The canonical text of ``action`` for a message: :func:`to_text`, or the tuple's
    ``repr`` when the action is malformed (a refusal must still say what was refused)."""
    try:
        return to_text(action)
    except Exception:  # noqa: BLE001 - only for a message
        return repr(action)

def parse_token(text: str, rules=None) -> str:
    """Normalise one card token ("reflection AS spyglass" → "Reflection as Spyglass"); the
    grammar is :mod:`ludoteca.dale.tokens`.

    Raises:
        BadInput: for an unknown card name.
    """
    return tokens.read(text, rules)


def _deck_name(text: str, rules) -> str | None:
    """The display name of the animalfolk deck ``text`` names (its name or key, any letter
    case), or None."""
    if rules is None:
        from ludoteca.dale.editions import classic

        rules = classic()
    want = text.strip().lower()
    for key, name in rules.names.items():
        if want in (key.lower(), name.lower()):
            return name
    return None


def _token_list(text: str, rules) -> tuple[str, ...]:
    text = text.strip()
    if not text:
        return ()
    return tuple(sorted((parse_token(t, rules) for t in text.split(",")), key=tokens.sort_key))


def _seat(text: str) -> int:
    mt = re.fullmatch(r"(?:seat\s+)?(\d+)", text.strip(), re.IGNORECASE)
    if not mt or int(mt[1]) < 1:
        raise bad("notation.expected_seat", word=repr(text))
    return int(mt[1]) - 1


def _int(text: str) -> int:
    try:
        return int(text.strip())
    except ValueError as exc:
        raise bad("notation.expected_number", word=repr(text)) from exc


#: The editions whose own words the notation reads beside the classic ones (rule
#: ``dale.remaster.terms``): ``toss`` for ``ditch``, ``bin`` for the market discard pile
#: (``buy bin …``, ``pay bin …``), ``clutter`` for a ``junk`` card token.
REMASTER_WORDS_IN = frozenset({"remaster"})
_CLUTTER = re.compile(r"(?<![\w:])clutter(?!\w)", re.IGNORECASE)


def _remaster_words(verb: str, rest: str) -> tuple[str, str]:
    """The verb and the rest of an action text with the remaster's words read as the classic
    ones (``toss`` → ``ditch``; ``bin`` → ``discard`` as a purchase's slot; ``clutter`` →
    ``junk`` as a card), before the classic parse; the canonical text keeps the classic
    words."""
    if verb == "toss":
        verb = "ditch"
    if verb in ("buy", "pay"):
        rest = re.sub(r"^bin\b", "discard", rest, flags=re.IGNORECASE)
    rest = _CLUTTER.sub("junk", rest)
    return verb, rest


def parse(text: str, rules=None) -> tuple:
    """Parse an action text into its tuple; ``to_text(parse(t))`` is the canonical text.
    ``rules``: the :class:`~ludoteca.dale.ruleset.Ruleset` whose cards and decks are known
    (default: the classic edition's).

    Raises:
        BadInput: for text that is not an action (with the reason).
    """
    t = " ".join(text.strip().split())
    if not t:
        raise bad("notation.empty")
    head = re.match(r"([A-Za-z]+)\s*(.*)", t)
    if head is None:
        raise bad("notation.unknown_action", word=repr(t))
    verb, rest = head[1].lower(), head[2]
    if rules is not None and getattr(rules, "edition", None) in REMASTER_WORDS_IN:
        verb, rest = _remaster_words(verb, rest)
    if verb == "buy":
        mt = re.fullmatch(r"(\+?\s*\d|discard)(?:\s+with\s+(.*))?", rest, re.IGNORECASE)
        if not mt:
            raise bad("notation.buy_form")
        slot = -1 if mt[1].lower() == "discard" else int(mt[1].lstrip("+").strip())
        if not -1 <= slot <= 4:
            raise bad("notation.slot_range", word=mt[1])
        items = (mt[2] or "").split(",")
        coins = [c for c in (_COINS.fullmatch(x) for x in items) if c] if (
            rules is not None and rules.options.get("coins_pay")) else []
        if len(coins) == 1:  # the coins of a purchase (remaster, dale.remaster.coins_pay);
            # canonical last, read anywhere
            cards = [x for x in items if not _COINS.fullmatch(x)]
            return ("buy", slot, _token_list(",".join(cards), rules), int(coins[0][1]))
        return ("buy", slot, _token_list(mt[2] or "", rules))
    if verb in ("build", "inventory"):
        return (verb, _token_list(rest, rules))
    if verb == "pay":
        mt = re.fullmatch(r"(\+?\s*\d|discard)\s+with\s+(.+)", rest, re.IGNORECASE)
        if mt:
            slot = -1 if mt[1].lower() == "discard" else int(mt[1].lstrip("+").strip())
            if not -1 <= slot <= 4:
                raise bad("notation.slot_range", word=mt[1])
            return ("pay", slot, parse_token(mt[2], rules))
        if not rest:
            raise bad("notation.pay_form")
        return ("pay", parse_token(rest, rules))
    if verb == "ditch" and not rest:
        return ("ditch",)
    if verb == "name":
        if not rest:
            raise bad("notation.needs_card", word=verb)
        deck = _deck_name(rest, rules)
        return ("name", deck if deck is not None else parse_token(rest, rules))
    if verb in ("play", "use") or verb in _CARD_VERBS:
        if not rest:
            raise bad("notation.needs_card", word=verb)
        return (verb, parse_token(rest, rules))
    if verb in _INT_VERBS:
        return (verb, _int(rest))
    if verb in ("pass", "done"):
        if rest:
            raise bad("notation.alone", word=verb)
        return (verb,)
    if verb == "target":
        return ("target", _seat(rest))
    if verb == "targets":
        if rest.lower() == "none":
            return ("targets", ())
        return ("targets", tuple(sorted(_seat(x) for x in rest.split(","))))
    if verb == "give":
        mt = re.fullmatch(r"(.+?)\s+to\s+(.+)", rest, re.IGNORECASE)
        if not mt:
            raise bad("notation.give_form")
        return ("give", parse_token(mt[1], rules), _seat(mt[2]))
    if verb == "pick":
        # the last "for" starts the seat: a card name may hold one (Tit for Tat)
        mt = re.fullmatch(r"(.+)\s+for\s+(.+)", rest, re.IGNORECASE)
        if not mt:
            raise bad("notation.pick_form")
        return ("pick", parse_token(mt[1], rules), _seat(mt[2]))
    if verb == "take":
        mt = re.fullmatch(r"\+(\d)", rest)
        if mt:
            return ("take", int(mt[1]))
        mt = re.fullmatch(r"(.+?)\s+from\s+(seat\s+\d+)\s+stack\s+(\d+)", rest, re.IGNORECASE)
        if not mt:
            raise bad("notation.take_form")
        return ("take", _seat(mt[2]), _int(mt[3]) - 1, parse_token(mt[1], rules))
    raise bad("notation.unknown_action", word=repr(verb))
