"""The declared schema of a Pax scenario file (pydantic v2), and where its errors are.

:func:`validate` checks the dict that a TOML scenario file reads into against :class:`File`:
every field has a type (strict: ``2.5``, ``"3"`` or ``true`` is not a whole number), a range
(money, counts and the seed cannot be negative or absurdly large; texts and lists have a
length cap) and no unknown field is accepted. The first error becomes a
:class:`~ludoteca.core.errors.BadInput` naming the field (``player[2].money``) and, found by
:func:`locate`, the line of the file where it is written. The cross-references (a Colony's
owner is a player …) are checked afterwards by :func:`ludoteca.pax.scenario.from_dict`.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr, ValidationError

from ludoteca.pax.text import bad

MAX_MONEY = 1_000_000
MAX_COUNT = 10_000
MAX_SEED = 2**63 - 1
MAX_TEXT = 200
MAX_LONG_TEXT = 2_000
MAX_ITEMS = 1_000

Money = Annotated[StrictInt, Field(ge=0, le=MAX_MONEY)]
Count = Annotated[StrictInt, Field(ge=0, le=MAX_COUNT)]
Name = Annotated[StrictStr, Field(min_length=1, max_length=MAX_TEXT)]
Text = Annotated[StrictStr, Field(max_length=MAX_TEXT)]
Names = Annotated[list[Name], Field(max_length=MAX_ITEMS)]
Phase = Literal["goods", "auction", "play", "navigation"]
Step = Literal["player_order", "reactivate_cathedrals", "labor", "mortality", "chests",
               "slave_loss", "income", "done"]
Legality = Literal["", "PILLAGE", "SMUGGLER", "CONQUISTADOR", "PRIVATEER"]


class _Table(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class Head(_Table):
    title: Optional[Name] = None
    label: Annotated[StrictStr, Field(max_length=MAX_LONG_TEXT)] = ""
    sample: StrictBool = False
    seed: Annotated[StrictInt, Field(ge=0, le=MAX_SEED)] = 0


class Year(_Table):
    number: Annotated[StrictInt, Field(ge=1, le=MAX_COUNT)] = 1
    phase: Phase = "goods"
    step: Optional[Step] = None
    turn: Text = ""
    order: Optional[Names] = None


class Fund(_Table):
    money: Money = 0


class Values(_Table):
    auction_deck: Text = ""
    refuge_deck: Text = ""
    galleon_capacity: Optional[Annotated[StrictInt, Field(ge=1, le=MAX_COUNT)]] = None
    hire_cost: Money = 1


class TreasureRule(_Table):
    method: Literal["loot", "bribe", "export", "crown_claims"]
    cost: Money = 0
    claims: Count = 0
    score: Count = 0


class Treasure(_Table):
    PILLAGE: Optional[TreasureRule] = None
    SMUGGLER: Optional[TreasureRule] = None
    CONQUISTADOR: Optional[TreasureRule] = None
    PRIVATEER: Optional[TreasureRule] = None


class Player(_Table):
    name: Name
    nation: Text = ""
    money: Money
    hand_limit: Count
    income: Money = 0
    hand: Names = []
    flagship: Legality = ""
    claims: Count = 0
    treasure_points: Count = 0


class Card(_Table):
    name: Name
    kind: Name
    deck: Text = ""


class Deck(_Table):
    name: Name
    cards: Names = []
    discard: Names = []


class TribalSite(_Table):
    id: Name
    wild: StrictBool = False
    natives: Count = 1
    defence: Count = 0


class Visit(_Table):
    id: Name
    natives: Count = 1


class Colony(_Table):
    id: Name
    owner: Name
    fort: StrictBool = False
    labor: Literal["", "native", "citizen"] = ""


class Cathedral(_Table):
    id: Name
    active: StrictBool = True
    citizens: Count = 0


class Land(_Table):
    name: Name
    rebel: StrictBool = False
    rebels: Count = 0
    treasure: Count = 0
    tribal_site: Annotated[list[TribalSite], Field(max_length=MAX_ITEMS)] = []
    visit: Annotated[list[Visit], Field(max_length=MAX_ITEMS)] = []
    colony: Annotated[list[Colony], Field(max_length=MAX_ITEMS)] = []
    cathedral: Annotated[list[Cathedral], Field(max_length=MAX_ITEMS)] = []


class Sea(_Table):
    name: Name
    borders: Names = []
    europe: StrictBool = False


class Galleon(_Table):
    id: Name
    owner: Name
    sea: Name
    cargo: Annotated[list[Literal["citizen", "native", "treasure"]], Field(max_length=MAX_ITEMS)] = []


class Battle(_Table):
    year: Annotated[StrictInt, Field(ge=1, le=MAX_COUNT)]
    zone: Name
    attacker: Name
    target: Name
    winner: Literal["attacker", "target"]


class LogEntry(_Table):
    year: Annotated[StrictInt, Field(ge=1, le=MAX_COUNT)]
    phase: Phase
    action: Annotated[StrictStr, Field(min_length=1, max_length=MAX_LONG_TEXT)]


class Undo(_Table):
    action: Annotated[StrictStr, Field(min_length=1, max_length=MAX_LONG_TEXT)]
    previous: Annotated[StrictStr, Field(min_length=1, max_length=1_000_000)]


def _tables(model: type) -> Any:
    return Annotated[list[model], Field(max_length=MAX_ITEMS)]  # type: ignore[valid-type]


class File(_Table):
    """A whole scenario file (``docs/pax-scenarios.md``, "File format")."""

    scenario: Head = Head()
    year: Year = Year()
    fund: Fund = Fund()
    values: Values = Values()
    treasure: Treasure = Treasure()
    player: _tables(Player) = []  # type: ignore[valid-type]
    card: _tables(Card) = []  # type: ignore[valid-type]
    deck: _tables(Deck) = []  # type: ignore[valid-type]
    land: _tables(Land) = []  # type: ignore[valid-type]
    sea: _tables(Sea) = []  # type: ignore[valid-type]
    galleon: _tables(Galleon) = []  # type: ignore[valid-type]
    battle: _tables(Battle) = []  # type: ignore[valid-type]
    log: Annotated[list[LogEntry], Field(max_length=100_000)] = []
    undo: Optional[Undo] = None


# ----------------------------------------------------------------------------------------------
# errors
# ----------------------------------------------------------------------------------------------

_PROBLEMS = {
    "int_type": "pax.problem.int", "int_parsing": "pax.problem.int",
    "int_from_float": "pax.problem.int", "string_type": "pax.problem.str",
    "bool_type": "pax.problem.bool", "bool_parsing": "pax.problem.bool",
    "list_type": "pax.problem.list", "model_type": "pax.problem.table",
    "dict_type": "pax.problem.table", "model_attributes_type": "pax.problem.table",
    "greater_than_equal": "pax.problem.min", "less_than_equal": "pax.problem.max",
    "too_long": "pax.problem.too_long", "string_too_long": "pax.problem.too_long",
    "string_too_short": "pax.problem.empty", "extra_forbidden": "pax.problem.unknown",
    "missing": "pax.problem.missing", "literal_error": "pax.problem.choice",
}


def field_path(loc: tuple) -> str:
    """``("player", 1, "money")`` -> ``player[2].money`` (array positions count from 1)."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part + 1}]"
        else:
            out += ("." if out else "") + str(part)
    return out or "scenario file"


def problem_term(err: dict) -> tuple[str, dict[str, Any]]:
    """The message key of a pydantic error and its values."""
    kind = err.get("type", "")
    key = _PROBLEMS.get(kind, "pax.problem.other")
    ctx = err.get("ctx") or {}
    values: dict[str, Any] = {}
    if key == "pax.problem.min":
        values["limit"] = ctx.get("ge")
    elif key == "pax.problem.max":
        values["limit"] = ctx.get("le")
    elif key == "pax.problem.too_long":
        values["limit"] = ctx.get("max_length")
    elif key == "pax.problem.choice":
        values["options"] = str(ctx.get("expected", ""))
    return key, values


def validate(data: Any, text: str | None = None) -> File:
    """Check ``data`` against the schema; the first error becomes a ``BadInput`` with the
    field and (when ``text`` is given) its line."""
    try:
        return File.model_validate(data)
    except ValidationError as exc:
        first = exc.errors(include_url=False)[0]
        loc = tuple(first.get("loc", ()))
        # a Literal inside Optional reports the union member; keep the field path only
        loc = tuple(p for p in loc if not (isinstance(p, str) and ("[" in p or p.startswith("function"))))
        key, values = problem_term(first)
        from ludoteca.pax.text import Msg

        problem = Msg(key, **values)
        line = locate(text, loc) if text is not None else None
        if key in ("pax.problem.missing", "pax.problem.unknown") or "input" not in first:
            raise bad("pax.err.field", line=line, field=field_path(loc), problem=problem) from None
        shown = repr(first["input"])
        shown = shown if len(shown) <= 40 else shown[:37] + "..."
        raise bad("pax.err.field_got", line=line, field=field_path(loc), problem=problem,
                  value=shown) from None


def locate(text: str, loc: tuple) -> int | None:
    """The line (1-based) of ``text`` where the field at ``loc`` is written: the key's line,
    else the header of the innermost table that holds it; None when not found."""
    entries: dict[tuple, int] = {}
    counters: dict[tuple, int] = {}
    current: tuple = ()
    latest: dict[tuple, tuple] = {}  # table path without indices -> the path with indices
    in_multiline = False
    for no, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if in_multiline:
            if line.endswith("]"):
                in_multiline = False
            continue
        if not line or line.startswith("#"):
            continue
        if line.startswith("[["):
            names = tuple(x.strip().strip('"') for x in line[2:].split("]]", 1)[0].split("."))
            parent = latest.get(names[:-1], names[:-1]) if len(names) > 1 else ()
            ckey = parent + (names[-1],)
            idx = counters.get(ckey, 0)
            counters[ckey] = idx + 1
            current = ckey + (idx,)
            latest[names] = current
            entries.setdefault(current, no)
            entries.setdefault(ckey, no)
            continue
        if line.startswith("["):
            names = tuple(x.strip().strip('"') for x in line[1:].split("]", 1)[0].split("."))
            parent = latest.get(names[:-1], names[:-1]) if len(names) > 1 else ()
            current = parent + (names[-1],)
            latest[names] = current
            entries.setdefault(current, no)
            continue
        if "=" in line:
            key = line.split("=", 1)[0].strip().strip('"')
            entries.setdefault(current + (key,), no)
            value = line.split("=", 1)[1].split("#", 1)[0].strip()
            if value.startswith("[") and value.count("[") > value.count("]"):
                in_multiline = True
    for i in range(len(loc), 0, -1):
        found = entries.get(tuple(loc[:i]))
        if found is not None:
            return found
    return None
