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
        self.free: dict[str, list[int]] = {}
        for c in range(len(CARD_TYPE)):
            if c < 20 or c in cfg.in_play_ids:
                self.free.setdefault(cfg.types[c].name, []).append(c)

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
        return sorted(c for ids in self.free.values() for c in ids)


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
            s.stalls[p].append([pool.take(str(x), f"{where}.stall[{k + 1}]") for x in stack])
    junk_spec = spec.get("junk", {}).get("pile", None)
    # Counted piles: junk pile from junk, the rest from animalfolk and junk left.
    left = pool.remaining()
    s.rng = _rng.shuffle(s.rng, left)
    if junk_spec is not None:
        j = int(junk_spec)
        free_junk = [c for c in left if c < 20]
        if j > len(free_junk):
            raise BadInput(f"junk.pile: only {len(free_junk)} junk cards are left for the pile")
        s.junk = free_junk[:j]
        left = [c for c in left if c not in set(s.junk)]
    for pile, k, where in counts:
        if k > len(left):
            raise BadInput(f"{where}: {k} cards asked but only {len(left)} cards are left")
        pile.extend(left[:k])
        left = left[k:]
    s.out = sorted(left)
    s.subs = sorted(c for c in range(20, len(CARD_TYPE)) if c not in cfg.in_play_ids)
    active = int(spec.get("active", 1))
    if not 1 <= active <= n:
        raise BadInput(f"active: seat {active} is not in a {n}-player game")
    s.active = active - 1
    # Stall stacks must have been legal when built (values as printed).
    for p in range(n):
        for k, stack in enumerate(s.stalls[p]):
            total = sum(CARD_TYPE[c].value for c in stack)
            if total != k + 1 and not _stack_could_be(s, stack, k + 1):
                raise BadInput(f"player[{p + 1}].stall[{k + 1}]: stack {k + 1} must total "
                               f"{k + 1}, these cards total {total} (dale.stall.exact_total)")
    turn = spec.get("turn", {})
    for name in turn.get("effects", []):
        real = canonical_name(str(name))
        if real == "Flashy Show":
            s.effects.append(("flashy",))
        else:
            raise BadInput(f"turn.effects: {name!r} is not an effect that lasts the turn")
    if turn.get("bonus_action"):
        s.actions_left = 1
    return s


def _stack_could_be(s: DaleState, stack: list[int], number: int) -> bool:
    """True if the stack's cards could have made stack ``number`` (Accordion ±1, copies …)."""
    tmp = s.clone()
    tmp.stalls[0] = [[0]] * (number - 1)
    tmp.hands[0] = list(stack)
    tmp.effects = []
    from ludoteca.dale.engine import _builds

    return bool(_builds(tmp, 0))


__all__ = ["from_spec"]


# ==========================================================================================
# Position files (TOML)
# ==========================================================================================
def load_position(path: str) -> DaleState:
    """Read a position file (TOML, ``docs/positions.md``) into a state.

    Raises:
        BadInput: a file that cannot be read, is not TOML, is not a Dale position, or describes
            an impossible position — with the line number where it can be found and the reason.
    """
    import tomllib

    try:
        with open(path, "rb") as fh:
            raw = fh.read()
    except OSError as exc:
        raise BadInput(f"cannot read {path}: {exc.strerror}") from exc
    text = raw.decode("utf-8", errors="replace")
    return parse_position(text)


def parse_position(text: str) -> DaleState:
    """Parse the text of a position file; see :func:`load_position`."""
    import re
    import tomllib

    try:
        spec = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        mt = re.search(r"at line (\d+)", str(exc))
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
    if key is None:  # a top-level key
        for i, line in enumerate(lines, 1):
            if re.match(rf"\s*{re.escape(table)}\s*=", line):
                return i
        return None
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
