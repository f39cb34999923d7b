"""The Pax Hispanica scenario: plain data read from and written to a TOML file.

The format is described in ``docs/pax-scenarios.md``. :func:`from_dict` checks every field and
every cross-reference (a Colony's owner is a player, a Galleon's sea zone exists, a hand names
known cards …) and raises :class:`~ludoteca.core.errors.BadInput` with the field's path and,
when the text of the file is known, the line where the offending value is written.
:func:`to_dict` gives back a dict that :func:`from_dict` reads into an equal scenario.
"""

from __future__ import annotations

import copy
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ludoteca.core.errors import BadInput
from ludoteca.pax.text import Msg, bad

PHASES: tuple[str, ...] = ("goods", "auction", "play", "navigation")
PHASE_NAMES: dict[str, str] = {
    "goods": "Goods Year (D1)",
    "auction": "Auction Year (D2)",
    "play": "Play Year (D3)",
    "navigation": "Navigation Year (D4)",
}
GOODS_STEPS: tuple[str, ...] = (
    "player_order", "reactivate_cathedrals", "labor", "mortality", "chests", "slave_loss",
    "income",
)
GOODS_DONE = "done"
LEGALITIES: tuple[str, ...] = ("PILLAGE", "SMUGGLER", "CONQUISTADOR", "PRIVATEER")
TREASURE_METHODS: tuple[str, ...] = ("loot", "bribe", "export", "crown_claims")
LABOR_KINDS: tuple[str, ...] = ("", "native", "citizen")
CARGO_KINDS: tuple[str, ...] = ("citizen", "native", "treasure")
SIDES: tuple[str, ...] = ("attacker", "target")


@dataclass
class Player:
    name: str
    nation: str
    money: int
    hand_limit: int
    income: int = 0
    hand: list[str] = field(default_factory=list)
    flagship: str = ""
    claims: int = 0
    treasure_points: int = 0


@dataclass
class TribalSite:
    id: str
    wild: bool = False
    natives: int = 1
    defence: int = 0


@dataclass
class Visit:
    id: str
    natives: int = 1


@dataclass
class Colony:
    id: str
    owner: str
    fort: bool = False
    labor: str = ""


@dataclass
class Cathedral:
    id: str
    active: bool = True
    citizens: int = 0


@dataclass
class LandZone:
    name: str
    rebel: bool = False
    rebels: int = 0
    treasure: int = 0
    tribal_sites: list[TribalSite] = field(default_factory=list)
    visits: list[Visit] = field(default_factory=list)
    colonies: list[Colony] = field(default_factory=list)
    cathedrals: list[Cathedral] = field(default_factory=list)


@dataclass
class SeaZone:
    name: str
    borders: list[str] = field(default_factory=list)
    europe: bool = False


@dataclass
class Galleon:
    id: str
    owner: str
    sea: str
    cargo: list[str] = field(default_factory=list)


@dataclass
class Deck:
    name: str
    cards: list[str] = field(default_factory=list)  # top first: [0] face up, [1] hidden under it
    discard: list[str] = field(default_factory=list)


@dataclass
class TreasureRule:
    method: str
    cost: int = 0
    claims: int = 0
    score: int = 0


@dataclass
class BattleRecord:
    year: int
    zone: str
    attacker: str
    target: str
    winner: str


@dataclass
class LogEntry:
    """One step of the game log: the year and phase when it was done, and the action in the
    Pax action notation (a machine language, not translated)."""
    year: int
    phase: str
    action: str


@dataclass
class Scenario:
    title: str
    label: str
    sample: bool
    rng: int
    year: int
    phase: str
    step: str
    turn: str
    order: list[str]
    fund: int
    auction_deck: str
    refuge_deck: str
    galleon_capacity: int
    hire_cost: int
    players: list[Player]
    cards: dict[str, str]            # card name -> kind
    card_decks: dict[str, str]       # card name -> deck it is discarded to (when not Refuge)
    decks: list[Deck]
    land: list[LandZone]
    sea: list[SeaZone]
    galleons: list[Galleon]
    treasure: dict[str, TreasureRule]
    battles: list[BattleRecord] = field(default_factory=list)
    log: list[LogEntry] = field(default_factory=list)
    undo_action: str = ""          # the last step, which `pax undo` takes back ("" none)
    undo_previous: str = ""        # the scenario before that step (TOML, without its own undo)

    # --- look-ups (None when absent) ------------------------------------------------------
    def player(self, name: str) -> Player | None:
        return _find(self.players, "name", name)

    def deck(self, name: str) -> Deck | None:
        return _find(self.decks, "name", name)

    def zone(self, name: str) -> LandZone | None:
        return _find(self.land, "name", name)

    def sea_zone(self, name: str) -> SeaZone | None:
        return _find(self.sea, "name", name)

    def galleon(self, gid: str) -> Galleon | None:
        return _find(self.galleons, "id", gid)

    def colony(self, cid: str) -> tuple[LandZone, Colony] | None:
        return self._in_zone("colonies", cid)

    def tribal_site(self, sid: str) -> tuple[LandZone, TribalSite] | None:
        return self._in_zone("tribal_sites", sid)

    def visit(self, vid: str) -> tuple[LandZone, Visit] | None:
        return self._in_zone("visits", vid)

    def cathedral(self, cid: str) -> tuple[LandZone, Cathedral] | None:
        return self._in_zone("cathedrals", cid)

    def _in_zone(self, attr: str, ident: str) -> tuple[LandZone, Any] | None:
        for z in self.land:
            item = _find(getattr(z, attr), "id", ident)
            if item is not None:
                return z, item
        return None

    def clone(self) -> "Scenario":
        return copy.deepcopy(self)


def _find(items: list, attr: str, key: str) -> Any:
    for it in items:
        if getattr(it, attr) == key:
            return it
    low = key.casefold()
    for it in items:
        if getattr(it, attr).casefold() == low:
            return it
    return None


# ----------------------------------------------------------------------------------------------
# Reading
# ----------------------------------------------------------------------------------------------

class _Reader:
    """Field checks that raise BadInput naming the field and, when found, its line."""

    def __init__(self, text: str | None) -> None:
        self.lines = text.splitlines() if text is not None else []

    def line_of(self, value: Any) -> int | None:
        if not self.lines or value is None:
            return None
        needle = f'"{value}"' if isinstance(value, str) else None
        if needle is None:
            return None
        for i, line in enumerate(self.lines, 1):
            if needle in line and not line.lstrip().startswith("#"):
                return i
        return None

    def fail(self, where: str, message: Any, value: Any = None) -> BadInput:
        """``message`` is a problem of the companion's catalogue (a ``Msg``) or English text."""
        from ludoteca.pax.text import Msg, bad

        if isinstance(message, Msg):
            return bad("pax.err.field", line=self.line_of(value), field=where, problem=message)
        return BadInput(f"{where}: {message}", line=self.line_of(value))

    def table(self, d: Any, where: str, allowed: set[str]) -> dict[str, Any]:
        if not isinstance(d, dict):
            raise self.fail(where, Msg("pax.file.must_table"))
        for key in d:
            if key not in allowed:
                raise bad("pax.err.field", line=self._key_line(key), field=where,
                          problem=Msg("pax.file.unknown_field", key=repr(key),
                                      known=", ".join(sorted(allowed))))
        return d

    def _key_line(self, key: str) -> int | None:
        for i, line in enumerate(self.lines, 1):
            stripped = line.strip()
            if stripped.startswith(f"{key} ") or stripped.startswith(f"{key}="):
                return i
        return None

    def tables(self, d: dict, key: str, where: str) -> list[dict]:
        value = d.get(key, [])
        if not isinstance(value, list) or not all(isinstance(x, dict) for x in value):
            raise self.fail(f"{where}{key}", Msg("pax.file.must_tables"))
        return value

    def string(self, d: dict, key: str, where: str, default: str | None = None,
               empty_ok: bool = False) -> str:
        value = d.get(key, default)
        if value is None:
            raise self.fail(where, Msg("pax.file.missing_field", key=repr(key)))
        if not isinstance(value, str):
            raise self.fail(f"{where}.{key}", Msg("pax.file.must_text", value=repr(value)))
        if not value.strip() and not empty_ok:
            raise self.fail(f"{where}.{key}", Msg("pax.file.not_empty"))
        return value

    def integer(self, d: dict, key: str, where: str, default: int | None = None,
                minimum: int = 0) -> int:
        value = d.get(key, default)
        if value is None:
            raise self.fail(where, Msg("pax.file.missing_field", key=repr(key)))
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(f"{where}.{key}", Msg("pax.file.must_int", value=repr(value)))
        if value < minimum:
            raise self.fail(f"{where}.{key}", Msg("pax.file.at_least", minimum=minimum,
                                                  value=value))
        return value

    def boolean(self, d: dict, key: str, where: str, default: bool = False) -> bool:
        value = d.get(key, default)
        if not isinstance(value, bool):
            raise self.fail(f"{where}.{key}", Msg("pax.file.must_bool", value=repr(value)))
        return value

    def strings(self, d: dict, key: str, where: str) -> list[str]:
        value = d.get(key, [])
        if not isinstance(value, list) or not all(isinstance(x, str) for x in value):
            raise self.fail(f"{where}.{key}", Msg("pax.file.must_texts"))
        return list(value)

    def choice(self, value: str, options: tuple[str, ...], where: str) -> str:
        if value not in options:
            shown = ", ".join(repr(o) for o in options)
            raise self.fail(where, Msg("pax.file.not_one_of", value=repr(value), options=shown),
                            value)
        return value


def load_text(text: str, source: str = "scenario") -> Scenario:
    """Read a scenario from TOML text.

    Raises:
        BadInput: the TOML cannot be parsed (with its line) or a field is wrong.
    """
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        line = None
        msg = str(err)
        marker = "(at line "
        if marker in msg:
            try:
                line = int(msg.split(marker, 1)[1].split(",", 1)[0])
            except ValueError:
                line = None
            msg = msg.split(" (at line", 1)[0]
        from ludoteca.pax.text import bad

        raise bad("pax.err.not_toml", line=line, path=source, reason=msg) from None
    except RecursionError:  # arrays or tables nested hundreds deep: no scenario is
        from ludoteca.pax.text import bad

        raise bad("pax.err.not_toml", line=None, path=source,
                  reason=NESTED_TOO_DEEP) from None
    return from_dict(data, text)


#: Why a file whose arrays or tables nest hundreds of levels deep is refused (the reader would
#: exhaust Python's recursion limit; no scenario nests more than a few levels).
NESTED_TOO_DEEP = "arrays or tables nested too deeply"


def load_file(path: str | Path) -> Scenario:
    """Read a scenario file (BadInput when it is missing, unreadable or wrong)."""
    from ludoteca.pax.files import read_text

    p = Path(path)
    return load_text(read_text(p), str(p))


TOP_KEYS = {"scenario", "year", "fund", "values", "treasure", "player", "card", "deck", "land",
            "sea", "galleon", "battle", "log", "undo"}


def from_dict(data: dict[str, Any], text: str | None = None) -> Scenario:
    """Build a scenario from the dict a TOML file reads into, checking every field."""
    from ludoteca.pax.schema import validate
    from ludoteca.pax.text import Msg

    validate(data, text)
    r = _Reader(text)
    r.table(data, "scenario file", TOP_KEYS)

    head = r.table(data.get("scenario", {}), "[scenario]", {"title", "label", "sample", "seed"})
    title = r.string(head, "title", "[scenario]", default="untitled")
    label = r.string(head, "label", "[scenario]", default="", empty_ok=True)
    sample = r.boolean(head, "sample", "[scenario]")
    if sample and not label.strip():
        raise r.fail("[scenario].label", Msg("pax.file.sample_label"))
    seed = r.integer(head, "seed", "[scenario]", default=0, minimum=0)

    values = r.table(data.get("values", {}), "[values]",
                     {"auction_deck", "refuge_deck", "galleon_capacity", "hire_cost"})
    galleon_capacity = r.integer(values, "galleon_capacity", "[values]", default=None, minimum=1) \
        if "galleon_capacity" in values else 0
    hire_cost = r.integer(values, "hire_cost", "[values]", default=1)

    # players
    players: list[Player] = []
    for i, p in enumerate(r.tables(data, "player", ""), 1):
        where = f"player[{i}]"
        r.table(p, where, {"name", "nation", "money", "hand_limit", "income", "hand", "flagship",
                           "claims", "treasure_points"})
        name = r.string(p, "name", where)
        where = f"player {name!r}"
        if any(q.name.casefold() == name.casefold() for q in players):
            raise r.fail(f"{where}.name", Msg("pax.file.duplicate_name", name=name), name)
        flagship = r.string(p, "flagship", where, default="", empty_ok=True)
        if flagship:
            r.choice(flagship, LEGALITIES, f"{where}.flagship")
        players.append(Player(
            name=name, nation=r.string(p, "nation", where, default="", empty_ok=True),
            money=r.integer(p, "money", where), hand_limit=r.integer(p, "hand_limit", where),
            income=r.integer(p, "income", where, default=0), hand=r.strings(p, "hand", where),
            flagship=flagship, claims=r.integer(p, "claims", where, default=0),
            treasure_points=r.integer(p, "treasure_points", where, default=0)))
    if not players:
        raise r.fail("player", Msg("pax.file.no_player"))
    names = {p.name for p in players}

    def known_player(name: str, where: str) -> str:
        for p in players:
            if p.name == name or p.name.casefold() == name.casefold():
                return p.name
        raise r.fail(where, Msg("pax.file.unknown_player", name=name,
                                names=", ".join(p.name for p in players)), name)

    # year
    year_t = r.table(data.get("year", {}), "[year]", {"number", "phase", "step", "turn", "order"})
    year = r.integer(year_t, "number", "[year]", default=1, minimum=1)
    phase = r.choice(r.string(year_t, "phase", "[year]", default="goods"), PHASES, "[year].phase")
    step = r.string(year_t, "step", "[year]",
                    default=GOODS_STEPS[0] if phase == "goods" else GOODS_DONE)
    r.choice(step, GOODS_STEPS + (GOODS_DONE,), "[year].step")
    if phase != "goods" and step != GOODS_DONE:
        raise r.fail("[year].step", Msg("pax.file.step_outside"), step)
    turn = r.string(year_t, "turn", "[year]", default="", empty_ok=True)
    if turn:
        turn = known_player(turn, "[year].turn")
        if phase != "play":
            raise r.fail("[year].turn", Msg("pax.file.turn_outside"), turn)
    order = [known_player(n, "[year].order") for n in r.strings(year_t, "order", "[year]")] \
        if "order" in year_t else [p.name for p in players]
    if sorted(order) != sorted(names):
        raise r.fail("[year].order", Msg("pax.file.order"))

    fund_t = r.table(data.get("fund", {}), "[fund]", {"money"})
    fund = r.integer(fund_t, "money", "[fund]", default=0)

    # cards and decks
    cards: dict[str, str] = {}
    card_decks: dict[str, str] = {}
    raw_cards = r.tables(data, "card", "")
    for i, c in enumerate(raw_cards, 1):
        where = f"card[{i}]"
        r.table(c, where, {"name", "kind", "deck"})
        name = r.string(c, "name", where)
        if name in cards:
            raise r.fail(f"card {name!r}", Msg("pax.file.duplicate_name", name=name), name)
        cards[name] = r.string(c, "kind", f"card {name!r}")
        card_decks[name] = r.string(c, "deck", f"card {name!r}", default="", empty_ok=True)

    def known_card(name: str, where: str) -> str:
        if name in cards:
            return name
        for c in cards:
            if c.casefold() == name.casefold():
                return c
        raise r.fail(where, Msg("pax.file.unknown_card", name=name), name)

    for p in players:
        p.hand = [known_card(c, f"player {p.name!r}.hand") for c in p.hand]
    decks: list[Deck] = []
    for i, d in enumerate(r.tables(data, "deck", ""), 1):
        where = f"deck[{i}]"
        r.table(d, where, {"name", "cards", "discard"})
        name = r.string(d, "name", where)
        where = f"deck {name!r}"
        if any(x.name == name for x in decks):
            raise r.fail(f"{where}.name", Msg("pax.file.duplicate_name", name=name), name)
        decks.append(Deck(name, [known_card(c, f"{where}.cards") for c in r.strings(d, "cards", where)],
                          [known_card(c, f"{where}.discard") for c in r.strings(d, "discard", where)]))
    deck_names = {d.name for d in decks}
    auction_deck = r.string(values, "auction_deck", "[values]",
                            default=decks[0].name if decks else "", empty_ok=True)
    refuge_deck = r.string(values, "refuge_deck", "[values]", default="", empty_ok=True)
    for key, value in (("auction_deck", auction_deck), ("refuge_deck", refuge_deck)):
        if value and value not in deck_names:
            raise r.fail(f"[values].{key}", Msg("pax.file.unknown_deck", name=value), value)
    for name, deck_name in card_decks.items():
        if deck_name and deck_name not in deck_names:
            raise r.fail(f"card {name!r}.deck", Msg("pax.file.unknown_deck", name=deck_name),
                         deck_name)
    if any(kind == "Refuge" for kind in cards.values()) and not refuge_deck:
        raise r.fail("[values].refuge_deck", Msg("pax.file.refuge_needed"))

    # land zones
    land: list[LandZone] = []
    ids: set[str] = set()

    def new_id(ident: str, where: str) -> str:
        if ident.casefold() in ids:
            raise r.fail(where, Msg("pax.file.duplicate_id", name=ident), ident)
        ids.add(ident.casefold())
        return ident

    for i, z in enumerate(r.tables(data, "land", ""), 1):
        where = f"land[{i}]"
        r.table(z, where, {"name", "rebel", "rebels", "treasure", "tribal_site", "visit",
                           "colony", "cathedral"})
        name = r.string(z, "name", where)
        where = f"land {name!r}"
        if any(x.name.casefold() == name.casefold() for x in land):
            raise r.fail(f"{where}.name", Msg("pax.file.duplicate_name", name=name), name)
        zone = LandZone(name, rebel=r.boolean(z, "rebel", where),
                        rebels=r.integer(z, "rebels", where, default=0),
                        treasure=r.integer(z, "treasure", where, default=0))
        for t in r.tables(z, "tribal_site", f"{where}."):
            r.table(t, f"{where}.tribal_site", {"id", "wild", "natives", "defence"})
            sid = new_id(r.string(t, "id", f"{where}.tribal_site"), f"{where}.tribal_site.id")
            w = f"tribal site {sid!r}"
            zone.tribal_sites.append(TribalSite(sid, r.boolean(t, "wild", w),
                                                r.integer(t, "natives", w, default=1),
                                                r.integer(t, "defence", w, default=0)))
        for v in r.tables(z, "visit", f"{where}."):
            r.table(v, f"{where}.visit", {"id", "natives"})
            vid = new_id(r.string(v, "id", f"{where}.visit"), f"{where}.visit.id")
            zone.visits.append(Visit(vid, r.integer(v, "natives", f"visit {vid!r}", default=1)))
        for c in r.tables(z, "colony", f"{where}."):
            r.table(c, f"{where}.colony", {"id", "owner", "fort", "labor"})
            cid = new_id(r.string(c, "id", f"{where}.colony"), f"{where}.colony.id")
            w = f"colony {cid!r}"
            labor = r.choice(r.string(c, "labor", w, default="", empty_ok=True), LABOR_KINDS,
                             f"{w}.labor")
            zone.colonies.append(Colony(cid, known_player(r.string(c, "owner", w), f"{w}.owner"),
                                        r.boolean(c, "fort", w), labor))
        for c in r.tables(z, "cathedral", f"{where}."):
            r.table(c, f"{where}.cathedral", {"id", "active", "citizens"})
            cid = new_id(r.string(c, "id", f"{where}.cathedral"), f"{where}.cathedral.id")
            w = f"cathedral {cid!r}"
            zone.cathedrals.append(Cathedral(cid, r.boolean(c, "active", w, default=True),
                                             r.integer(c, "citizens", w, default=0)))
        land.append(zone)

    def known_zone(name: str, where: str) -> str:
        for z in land:
            if z.name == name or z.name.casefold() == name.casefold():
                return z.name
        raise r.fail(where, Msg("pax.file.unknown_zone", name=name,
                                names=", ".join(z.name for z in land) or "-"), name)

    sea: list[SeaZone] = []
    for i, s in enumerate(r.tables(data, "sea", ""), 1):
        where = f"sea[{i}]"
        r.table(s, where, {"name", "borders", "europe"})
        name = r.string(s, "name", where)
        where = f"sea {name!r}"
        if any(x.name.casefold() == name.casefold() for x in sea + land):  # type: ignore[operator]
            raise r.fail(f"{where}.name", Msg("pax.file.duplicate_name", name=name), name)
        sea.append(SeaZone(name, [known_zone(b, f"{where}.borders")
                                  for b in r.strings(s, "borders", where)],
                           r.boolean(s, "europe", where)))

    galleons: list[Galleon] = []
    for i, g in enumerate(r.tables(data, "galleon", ""), 1):
        where = f"galleon[{i}]"
        r.table(g, where, {"id", "owner", "sea", "cargo"})
        gid = new_id(r.string(g, "id", where), f"{where}.id")
        where = f"galleon {gid!r}"
        sea_name = r.string(g, "sea", where)
        found = _find(sea, "name", sea_name)
        if found is None:
            raise r.fail(f"{where}.sea", Msg("pax.file.unknown_sea", name=sea_name,
                                             names=", ".join(s.name for s in sea) or "-"),
                         sea_name)
        cargo = [r.choice(x, CARGO_KINDS, f"{where}.cargo") for x in r.strings(g, "cargo", where)]
        galleons.append(Galleon(gid, known_player(r.string(g, "owner", where), f"{where}.owner"),
                                found.name, cargo))
        if galleon_capacity and len(cargo) > galleon_capacity:
            raise r.fail(f"{where}.cargo", Msg("pax.file.over_capacity", count=len(cargo),
                                               capacity=galleon_capacity), gid)

    treasure: dict[str, TreasureRule] = {}
    t_all = r.table(data.get("treasure", {}), "[treasure]", set(LEGALITIES))
    for legality, t in t_all.items():
        where = f"[treasure.{legality}]"
        r.table(t, where, {"method", "cost", "claims", "score"})
        treasure[legality] = TreasureRule(
            r.choice(r.string(t, "method", where), TREASURE_METHODS, f"{where}.method"),
            r.integer(t, "cost", where, default=0), r.integer(t, "claims", where, default=0),
            r.integer(t, "score", where, default=0))

    battles: list[BattleRecord] = []
    for i, b in enumerate(r.tables(data, "battle", ""), 1):
        where = f"battle[{i}]"
        r.table(b, where, {"year", "zone", "attacker", "target", "winner"})
        battles.append(BattleRecord(
            r.integer(b, "year", where, minimum=1), known_zone(r.string(b, "zone", where), f"{where}.zone"),
            known_player(r.string(b, "attacker", where), f"{where}.attacker"),
            r.string(b, "target", where), r.choice(r.string(b, "winner", where), SIDES,
                                                    f"{where}.winner")))

    log: list[LogEntry] = []
    for i, e in enumerate(r.tables(data, "log", ""), 1):
        where = f"log[{i}]"
        r.table(e, where, {"year", "phase", "action"})
        log.append(LogEntry(r.integer(e, "year", where, minimum=1),
                            r.choice(r.string(e, "phase", where), PHASES, f"{where}.phase"),
                            r.string(e, "action", where)))
    undo_t = r.table(data.get("undo", {}), "[undo]", {"action", "previous"})
    undo_action = r.string(undo_t, "action", "[undo]", default="", empty_ok=True)
    undo_previous = r.string(undo_t, "previous", "[undo]", default="", empty_ok=True)

    return Scenario(title=title, label=label, sample=sample, rng=seed, year=year, phase=phase,
                    step=step, turn=turn, order=order, fund=fund, auction_deck=auction_deck,
                    refuge_deck=refuge_deck, galleon_capacity=galleon_capacity,
                    hire_cost=hire_cost, players=players, cards=cards, card_decks=card_decks,
                    decks=decks, land=land, sea=sea, galleons=galleons, treasure=treasure,
                    battles=battles, log=log, undo_action=undo_action,
                    undo_previous=undo_previous)


# ----------------------------------------------------------------------------------------------
# Writing
# ----------------------------------------------------------------------------------------------

def to_dict(s: Scenario) -> dict[str, Any]:
    """The scenario as the dict a TOML file reads into; ``from_dict`` reads it back equal."""
    values: dict[str, Any] = {"auction_deck": s.auction_deck, "refuge_deck": s.refuge_deck,
                              "hire_cost": s.hire_cost}
    if s.galleon_capacity:
        values["galleon_capacity"] = s.galleon_capacity
    out: dict[str, Any] = {
        "scenario": {"title": s.title, "label": s.label, "sample": s.sample, "seed": s.rng},
        "year": {"number": s.year, "phase": s.phase, "step": s.step, "turn": s.turn,
                 "order": list(s.order)},
        "fund": {"money": s.fund},
        "values": values,
        "treasure": {k: {"method": t.method, "cost": t.cost, "claims": t.claims, "score": t.score}
                     for k, t in s.treasure.items()},
        "player": [{"name": p.name, "nation": p.nation, "money": p.money,
                    "hand_limit": p.hand_limit, "income": p.income, "hand": list(p.hand),
                    "flagship": p.flagship, "claims": p.claims,
                    "treasure_points": p.treasure_points} for p in s.players],
        "card": [dict({"name": n, "kind": k}, **({"deck": s.card_decks[n]}
                                                  if s.card_decks.get(n) else {}))
                 for n, k in s.cards.items()],
        "deck": [{"name": d.name, "cards": list(d.cards), "discard": list(d.discard)}
                 for d in s.decks],
        "land": [{"name": z.name, "rebel": z.rebel, "rebels": z.rebels, "treasure": z.treasure,
                  "tribal_site": [{"id": t.id, "wild": t.wild, "natives": t.natives,
                                   "defence": t.defence} for t in z.tribal_sites],
                  "visit": [{"id": v.id, "natives": v.natives} for v in z.visits],
                  "colony": [{"id": c.id, "owner": c.owner, "fort": c.fort, "labor": c.labor}
                             for c in z.colonies],
                  "cathedral": [{"id": c.id, "active": c.active, "citizens": c.citizens}
                                for c in z.cathedrals]} for z in s.land],
        "sea": [{"name": z.name, "borders": list(z.borders), "europe": z.europe} for z in s.sea],
        "galleon": [{"id": g.id, "owner": g.owner, "sea": g.sea, "cargo": list(g.cargo)}
                    for g in s.galleons],
        "battle": [{"year": b.year, "zone": b.zone, "attacker": b.attacker, "target": b.target,
                    "winner": b.winner} for b in s.battles],
    }
    if s.log:
        out["log"] = [{"year": e.year, "phase": e.phase, "action": e.action} for e in s.log]
    if s.undo_action:
        out["undo"] = {"action": s.undo_action, "previous": s.undo_previous}
    if not out["treasure"]:
        del out["treasure"]
    return _prune(out)


_TABLE_ARRAYS = {"player", "card", "deck", "land", "sea", "galleon", "battle", "tribal_site",
                 "visit", "colony", "cathedral", "log"}


def _prune(d: dict[str, Any]) -> dict[str, Any]:
    """Leave out empty arrays of tables (reading treats a missing one as empty)."""
    out: dict[str, Any] = {}
    for k, v in d.items():
        if k in _TABLE_ARRAYS and isinstance(v, list):
            if not v:
                continue
            v = [_prune(x) for x in v]
        out[k] = v
    return out


def to_toml(s: Scenario) -> str:
    """The scenario as TOML text; a sample scenario starts with its label as a comment."""
    from ludoteca.pax.tomlw import dumps

    header = []
    if s.label:
        header = [f"# {line}" for line in s.label.splitlines()] + [""]
    header += ["# Pax Hispanica scenario for Ludoteca (format: docs/pax-scenarios.md).", ""]
    return "\n".join(header) + dumps(to_dict(s))


def save_file(s: Scenario, path: str | Path) -> None:
    """Write the scenario to ``path`` atomically (:func:`ludoteca.pax.files.write_text`: a
    temporary file renamed over it, the old file kept as a backup until then, symlinks
    written through, permissions kept; FIFOs and devices refused with ``BadInput``)."""
    from ludoteca.pax.files import write_text

    write_text(path, to_toml(s))
