"""Build a Dale position from a description: the data form of the position file (issue 3).

A description is a dict (what a TOML position file reads into)::

    {"animalfolk": ["macaws", "pandas", "squirrels"],
     "seed": 7,                      # fills piles given as counts, drives later shuffles
     "active": 1,                    # 1-based seat whose turn it is (default 1)
     "market": {"slots": ["Cookies", "", ...],   # from the +0 (rightmost) slot to +4
                "deck": 20,          # a count or a list of names, top first
                "discard": ["Acorn"]},           # bottom first
     "junk": {"pile": 6},            # count
     "player": [{"hand": [...] | 5, "deck": [...] | 4, "discard": [...], "stall": [[...], ...]},
                ...],
     "turn": {"effects": ["Flashy Show"], "bonus_action": True}}

Names are printed card names in any letter case, ``junk`` for junk. Piles given as a count are
filled at random (from the seed) with cards the description does not name; cards neither named
nor counted are out of play. Decks' lists are top first; discard piles bottom first.
"""

from __future__ import annotations

from typing import Any

from ludoteca.core import rng as _rng
from ludoteca.core.errors import BadInput
from ludoteca.dale.cards import ANIMALFOLK, CARD_TYPE, canonical_name
from ludoteca.dale.state import EMPTY, Config, DaleState


class _Pool:
    """The physical cards not yet placed, by name."""

    def __init__(self, cfg: Config) -> None:
        self.in_play = cfg.in_play_ids
        self.free: dict[str, list[int]] = {}
        starts: dict[str, int] = {}
        for c in range(len(CARD_TYPE)):
            if c < 20 or c in cfg.in_play_ids:
                name = cfg.types[c].name
                if c >= 20 and CARD_TYPE[c].value == 1:
                    # dale.setup.starting_deck: one value-1 card per player; the rest are out.
                    starts[name] = starts.get(name, 0) + 1
                    if starts[name] > cfg.n_players:
                        continue
                self.free.setdefault(name, []).append(c)
        # Junk substitutes (dale.cleanup.junk_substitutes) may stand for junk once the 20
        # junk cards are all placed.
        self.free["junk"].extend(c for c in range(20, len(CARD_TYPE)) if c not in cfg.in_play_ids)

    def take(self, name: str, where: str) -> int:
        real = canonical_name(name)
        if real is None:
            raise BadInput(f"{where}: unknown card {name!r}")
        ids = self.free.get(real)
        if not ids:
            raise BadInput(f"{where}: no {real} left: the decks in play hold fewer copies "
                           "(or its deck is not in play)")
        return ids.pop(0)

    def remaining(self) -> list[int]:
        """Cards not placed, junk substitutes excepted."""
        return sorted(c for ids in self.free.values() for c in ids if c < 20 or c in self.in_play)

    def substitutes_left(self) -> list[int]:
        return sorted(c for c in self.free["junk"] if c >= 20 and c not in self.in_play)


def from_spec(spec: dict[str, Any]) -> DaleState:
    """Build the state a description gives.

    Raises:
        BadInput: naming the field and the reason (unknown card, too many copies, a deck not in
            play, a stall stack whose total is wrong, a count larger than the cards left …).
    """
    folk = [str(a).lower() for a in spec.get("animalfolk", [])]
    players = spec.get("player", [])
    n = len(players)
    if not 2 <= n <= 4:
        raise BadInput(f"player: a position needs 2 to 4 [[player]] tables, not {n}")
    for a in folk:
        if a not in ANIMALFOLK:
            raise BadInput(f"animalfolk: unknown deck {a!r}; known: {', '.join(ANIMALFOLK)}")
    if len(set(folk)) != len(folk) or len(folk) != n + 1:
        raise BadInput(f"animalfolk: {n} players use {n + 1} different decks (dale.setup.decks)")
    cfg = Config(n, tuple(folk))
    s = DaleState(cfg)
    s.rng = _rng.seed_state(int(spec.get("seed", 0)))
    pool = _Pool(cfg)
    market = spec.get("market", {})
    counts: list[tuple[list[int], int, str]] = []

    def names(value: Any, where: str) -> list[int] | int:
        if isinstance(value, int) and not isinstance(value, bool):
            if value < 0:
                raise BadInput(f"{where}: a count cannot be negative")
            return value
        if not isinstance(value, list):
            raise BadInput(f"{where}: expected a list of card names or a count")
        return [pool.take(str(x), where) for x in value]

    # Named cards first, so that counts draw only from what is left.
    slots = market.get("slots", [""] * 5)
    if not isinstance(slots, list) or len(slots) > 5:
        raise BadInput("market.slots: at most 5 slots, from +0 (rightmost) to +4")
    for i, name in enumerate(slots):
        s.market[i] = pool.take(name, f"market.slots[{i}]") if str(name).strip() else EMPTY
    for key, attr, top_first in (("deck", "market_deck", True), ("discard", "bin", False)):
        got = names(market.get(key, 0), f"market.{key}")
        if isinstance(got, int):
            counts.append((getattr(s, attr), got, f"market.{key}"))
        else:
            getattr(s, attr).extend(reversed(got) if top_first else got)
    for p, pl in enumerate(players):
        where = f"player[{p + 1}]"
        for key, attr, top_first in (("hand", "hands", False), ("deck", "decks", True),
                                     ("discard", "discards", False)):
            got = names(pl.get(key, 0 if key != "hand" else []), f"{where}.{key}")
            if isinstance(got, int):
                counts.append((getattr(s, attr)[p], got, f"{where}.{key}"))
            else:
                getattr(s, attr)[p].extend(reversed(got) if top_first else got)
        for k, stack in enumerate(pl.get("stall", [])):
            if not isinstance(stack, list) or not stack:
                raise BadInput(f"{where}.stall[{k + 1}]: a stack is a non-empty list of names")
            s.stalls[p].append(tuple(pool.take(str(x), f"{where}.stall[{k + 1}]") for x in stack))
    junk_spec = spec.get("junk", {}).get("pile", None)
    # Counted piles: junk pile from junk, the rest from animalfolk and junk left.
    left = pool.remaining()
    if counts:  # only piles given as counts consume randomness
        s.rng = _rng.shuffle(s.rng, left)
    if junk_spec is not None:
        j = int(junk_spec)
        free_junk = [c for c in left if c < 20]
        if j > len(free_junk):
            raise BadInput(f"junk.pile: only {len(free_junk)} junk cards are left for the pile")
        s.junk = free_junk[:j]
        left = [c for c in left if c not in set(s.junk)]
    for pile, k, where in counts:
        # The market deck and its discard pile hold only market cards (value 2-5 animalfolk).
        market_only = where.startswith("market")
        fit = [c for c in left if not market_only or (c >= 20 and CARD_TYPE[c].value > 1)]
        if k > len(fit):
            raise BadInput(f"{where}: {k} cards asked but only {len(fit)} fitting cards are left")
        chosen = set(fit[:k])
        pile.extend(fit[:k])
        left = [c for c in left if c not in chosen]
    out = set(range(20, len(CARD_TYPE))) & cfg.in_play_ids
    placed = {c for pile in s.hands + s.decks + s.discards for c in pile}
    placed |= {c for stall in s.stalls for st in stall for c in st}
    placed |= set(s.market) | set(s.market_deck) | set(s.bin)
    s.out = tuple(sorted((out - placed) | {c for c in left if c < 20}))
    s.subs = tuple(pool.substitutes_left())
    active = int(spec.get("active", 1))
    if not 1 <= active <= n:
        raise BadInput(f"active: seat {active} is not in a {n}-player game")
    s.active = active - 1
    # Stall stacks must have been legal when built (values as printed).
    finished = [p for p in range(n) if len(s.stalls[p]) >= 8]
    if len(finished) > 1 or any(len(s.stalls[p]) > 8 for p in range(n)):
        raise BadInput(f"player[{finished[-1] + 1}].stall: only one player can reach 8 "
                       "stacks, and no stall holds more (dale.end.eighth_stack)")
    if finished:  # dale.end.eighth_stack: the game is over
        s.winner = finished[0]
    for p in range(n):
        for k, stack in enumerate(s.stalls[p]):
            total = sum(CARD_TYPE[c].value for c in stack)
            if total != k + 1 and not _stack_could_be(s, stack, k + 1):
                raise BadInput(f"player[{p + 1}].stall[{k + 1}]: stack {k + 1} must total "
                               f"{k + 1}, these cards total {total} (dale.stall.exact_total)")
    turn = spec.get("turn", {})
    if not isinstance(turn, dict):
        raise BadInput("turn: expected a table")
    s.turn = _int_field(turn.get("number", 1), "turn.number", 1)
    for text in turn.get("effects", []):
        s.effects.append(_effect(s, str(text)))
    for name in turn.get("used", []):
        card = _find_named(s, str(name), "turn.used", skip=set(s.used))
        s.used.append(card)
    s.actions_left = _int_field(turn.get("actions", 1), "turn.actions", 0)
    bonus = turn.get("bonus_action", False)
    if not isinstance(bonus, bool):
        raise BadInput(f"turn.bonus_action: expected true or false, got {bonus!r}")
    if bonus and s.actions_left < 1:
        # The active player is about to take a bonus action: one action is left to take.
        raise BadInput("turn.bonus_action: a bonus action needs at least one action left")
    return s


def _int_field(value: Any, where: str, minimum: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < minimum:
        raise BadInput(f"{where}: expected a whole number of at least {minimum}, got {value!r}")
    return value


def _find_named(s: DaleState, name: str, where: str, skip: set[int] | None = None) -> int:
    """The first card called ``name`` of the active player's hand, discard pile or stall."""
    real = canonical_name(name)
    if real is None:
        raise BadInput(f"{where}: unknown card {name!r}")
    p = s.active
    piles = [s.hands[p], s.discards[p]] + s.stalls[p]
    for pile in piles:
        for c in pile:
            if s.cfg.types[c].name == real and (skip is None or c not in skip):
                return c
    raise BadInput(f"{where}: the active player has no {real} in hand, discard pile or stall")


def _effect(s: DaleState, text: str) -> tuple:
    """A value effect of the turn: ``Flashy Show``, ``Bold Haggler +2``, ``Accordion = 3``."""
    import re

    t = " ".join(text.split())
    if canonical_name(t) == "Flashy Show":
        return ("flashy",)
    mt = re.fullmatch(r"(.+?)\s*([+=])\s*(\d+)", t)
    if not mt:
        raise BadInput(f"turn.effects: {text!r} is not an effect; write 'Flashy Show', "
                       "'CARD +N' (a die added) or 'CARD = N' (a value set)")
    card = _find_named(s, mt[1], "turn.effects")
    return ("add" if mt[2] == "+" else "set", card, int(mt[3]))


def to_toml(s: DaleState, seat: int | None = None) -> str:
    """Write a state as a position file.

    With ``seat`` None everything is written (hands, deck orders, the RNG state as ``seed``), so
    reading the file back gives the same position (:func:`same_position`). With a seat, only
    what that seat knows is written (other hands and every deck as counts) plus the seed.

    Raises:
        BadInput: while a card effect is waiting for a choice (finish it first).
    """
    if s.frames or s.aside or s.in_play:
        raise BadInput("a card effect is waiting for a choice: finish it before saving")
    types = s.cfg.types

    def names(cards: list[int]) -> str:
        return "[" + ", ".join(f'"{types[c].name}"' for c in cards) + "]"

    def hidden(cards: list[int], top_first: bool, visible: bool) -> str:
        if not visible:
            return str(len(cards))
        return names(list(reversed(cards)) if top_first else cards)

    full = seat is None
    out = ['game = "dale"', 'edition = "classic"',
           "animalfolk = [" + ", ".join(f'"{a}"' for a in s.cfg.animalfolk) + "]",
           f"seed = {s.rng}", f"active = {s.active + 1}"]
    if s.winner is not None:
        out.append(f"# seat {s.winner + 1} has won")
    slots = ", ".join(f'"{types[c].name}"' if c != -1 else '""' for c in s.market)
    out += ["", "[market]", f"slots = [{slots}]  # from +0 (rightmost) to +4",
            f"deck = {hidden(s.market_deck, True, full)}",
            f"discard = {names(s.bin)}", "", "[junk]", f"pile = {len(s.junk)}"]
    for p in range(s.cfg.n_players):
        stall = "[" + ", ".join(names(st) for st in s.stalls[p]) + "]"
        out += ["", "[[player]]", f"hand = {hidden(s.hands[p], False, full or p == seat)}",
                f"deck = {hidden(s.decks[p], True, full)}", f"discard = {names(s.discards[p])}",
                f"stall = {stall}"]
    out += ["", "[turn]", f"number = {s.turn}", f"actions = {s.actions_left}"]
    effects = []
    for e in s.effects:
        if e[0] == "flashy":
            effects.append('"Flashy Show"')
        else:
            effects.append(f'"{types[e[1]].name} {"+" if e[0] == "add" else "="} {e[2]}"')
    out.append("effects = [" + ", ".join(effects) + "]")
    out.append("used = " + names(s.used))
    return "\n".join(out) + "\n"


def same_position(a: DaleState, b: DaleState) -> bool:
    """True when two states are the same position card for card by name (physical ids of
    identical cards may differ)."""
    return _by_name(a) == _by_name(b)


def _by_name(s: DaleState) -> dict[str, Any]:
    types = s.cfg.types
    d = s.to_dict()

    def conv(x: Any) -> Any:
        if isinstance(x, list):
            return [conv(v) for v in x]
        return types[x].name if isinstance(x, int) and 0 <= x < len(types) else x

    for key in ("hands", "decks", "discards", "stalls", "market_deck", "bin", "in_play", "aside",
                "used"):
        d[key] = conv(d[key])
    d["market"] = [types[c].name if c != -1 else "" for c in s.market]
    d["junk"] = len(s.junk)
    d["effects"] = [[e[0]] + ([types[e[1]].name] + list(e[2:]) if e[0] != "flashy" else [])
                    for e in s.effects]
    for key in ("subs", "out"):
        d[key] = len(d[key])
    return d


def _stack_could_be(s: DaleState, stack: list[int], number: int) -> bool:
    """True if the stack's cards could have made stack ``number`` when it was built.

    Values changed during that turn are allowed for: Accordion's ±1, a chameleon's copy (any
    value 1–5), Bold Haggler's die (+0 … +3), Flashy Show (+1 to every card, when the Macaws are
    in play) and Blindfold (one card set to 1–5, when the Ocelots are in play). A stack holding
    an Acorn may have received it by swap afterwards and is not checked.
    """
    types = s.cfg.types
    if any(types[c].name == "Acorn" for c in stack):
        return True
    options = []
    for c in stack:
        t = types[c]
        if t.chameleon:
            options.append(set(range(0, 6)))
        elif t.name == "Accordion":
            options.append({4, 5, 6})
        elif t.name == "Bold Haggler":
            options.append({1, 2, 3, 4})
        else:
            options.append({t.value})
    blindfold = "ocelots" in s.cfg.animalfolk
    flashy = len(stack) if "macaws" in s.cfg.animalfolk else 0
    # totals[k] = reachable sums having used k Blindfold settings (k = 0 or 1)
    totals = [{0}, set()]
    for opts in options:
        nxt = [set(), set()]
        for k in (0, 1):
            for t in totals[k]:
                nxt[k].update(t + v for v in opts)
                if blindfold and k == 0:
                    nxt[1].update(t + v for v in range(1, 6))
        totals = nxt
    reach = totals[0] | totals[1]
    return number in reach or (flashy and number - flashy in reach)


# ==========================================================================================
# Position files (TOML)
# ==========================================================================================
def load_position(path: str) -> DaleState:
    """Read a position file (TOML, ``docs/positions.md``) into a state.

    Raises:
        BadInput: a file that cannot be read, is not TOML, is not a Dale position, or describes
            an impossible position — with the line number where it can be found and the reason.
    """
    try:
        with open(path, "rb") as fh:
            raw = fh.read()
    except OSError as exc:
        raise BadInput(f"cannot read {path}: {exc.strerror}") from exc
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise BadInput(f"{path} is not UTF-8 text (a position file is TOML)", line) from exc
    return parse_position(text)


def parse_position(text: str) -> DaleState:
    """Parse the text of a position file; see :func:`load_position`."""
    import re
    import tomllib

    try:
        spec = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        mt = re.search(r"at line (\d+)", str(exc))
        if mt is None and "end of document" in str(exc):
            mt = re.match(r"(.*)", str(max(1, len(text.splitlines()))))
        msg = re.sub(r"\s*\(at line \d+, column \d+\)", "", str(exc))
        raise BadInput(f"not valid TOML: {msg}", int(mt[1]) if mt else None) from exc
    game = spec.get("game", "dale")
    if game != "dale":
        raise BadInput(f"game = {game!r}: this is not a Dale of Merchants position",
                       _line_of(text, "game"))
    edition = spec.get("edition", "classic")
    if edition != "classic":
        raise BadInput(f"edition = {edition!r}: only the classic edition is supported",
                       _line_of(text, "edition"))
    try:
        return from_spec(spec)
    except BadInput as exc:
        if exc.line is not None:
            raise
        field = str(exc).split(":", 1)[0]
        raise BadInput(str(exc), _line_of(text, field)) from exc


def _line_of(text: str, field: str) -> int | None:
    """The 1-based line of a field path such as ``player[2].hand`` or ``market.slots[0]``."""
    import re

    lines = text.splitlines()
    mt = re.match(r"(\w+)(?:\[(\d+)\])?(?:\.(\w+))?", field)
    if not mt:
        return None
    table, index, key = mt[1], mt[2], mt[3]
    if key is None:  # a top-level key, or a whole table
        for i, line in enumerate(lines, 1):
            if re.match(rf"\s*{re.escape(table)}\s*=", line):
                return i
        for i, line in enumerate(lines, 1):
            if re.match(rf"\s*\[\[?\s*{re.escape(table)}\s*\]", line):
                return i
        return 1
    count, start = 0, None
    for i, line in enumerate(lines, 1):
        header = re.match(r"\s*\[\[?\s*([\w.]+)\s*\]\]?", line)
        if header:
            if start is not None:
                break
            if header[1] == table:
                count += 1
                if index is None or table != "player" or count == int(index):
                    start = i
            continue
        if start is not None and re.match(rf"\s*{re.escape(key)}\s*=", line):
            return i
    return start
