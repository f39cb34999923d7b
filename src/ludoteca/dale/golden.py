"""Golden game records: Dale behaviour pinned as data (docs/records.md, "Golden records").

The golden set is a dozen bot games checked in under ``tests/golden/`` as ordinary game
records (:mod:`ludoteca.dale.records`). Replaying each one must give its final state hash, so any
change of behaviour — a ruling, a random draw moved, a setup detail — shows up as a failing
test. Together they cover every classic animalfolk deck, 2, 3 and 4 players and the rare
situations listed in :data:`FEATURES`.

The set is regenerated, never edited by hand (the generator plays bot games, so its command
lives above the bots, in :mod:`ludoteca.cli.golden`; Dale imports no bots)::

    python -m ludoteca.cli.golden tests/golden           # rewrite the records
    python -m ludoteca.cli.golden tests/golden --check   # replay and check them, write nothing
    python -m ludoteca.cli.golden tests/golden/remaster --edition remaster   # the remaster's

Each :class:`Slot` names its seats, its decks (or ``None``: the seed chooses them) and the
features its game must contain; the generator tries the seeds ``first_seed, first_seed + 1 …``
(at most :data:`SEED_TRIES`) and keeps the first finished game that has them, so a change in the
bots or the listing order finds new games, or fails loudly when none is found.

Changing a golden record needs a ``RULESET`` bump (``ludoteca.dale.engine.RULESET``): the file
``RULESETS`` beside the records holds one line per ruleset with the digest of its set
(:func:`set_digest`); the generator refuses to write a different set under a ruleset already
listed, and the tests fail when the records differ from their ruleset's line, or when a
ruleset after the first has no line in ``docs/rulings.md``.
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterable, Sequence

from ludoteca.core.errors import LudotecaError
from ludoteca.core.records import Record, format_record, parse_record
from ludoteca.dale.engine import RULESET
from ludoteca.dale.state import DaleState

#: The date written in every golden record, so the same games always give the same text.
GOLDEN_DATE = "2000-01-01T00:00:00Z"
#: The turn cap of the golden games (a game still running at it is not kept).
MAX_TURNS = 300
#: How many seeds each slot tries before the generator gives up.
SEED_TRIES = 400
#: The file beside the records: one ``ruleset N sha256:…`` line per ruleset.
LEDGER = "RULESETS"

LEDGER_HEAD = ("# The digest of the golden records of each RULESET (python -m ludoteca.dale.golden).\n"
               "# Never edit a line: a change of the records needs a new RULESET (docs/records.md).\n")

FEATURES = {
    "market_discovery_bin": "a card bought from the market discard pile (Market Discovery)",
    "winter_extra_build": "the extra stack of Winter is Coming built",
    "blindfold": "Blindfold played",
    "nostalgic_item": "a stack built with Nostalgic Item holding a card from the discard pile",
    "reshuffle": "a discard pile reshuffled into a new deck",
    "junk_runs_out": "a junk substitute taken because the junk pile was empty",
}

#: The features the remaster's golden set must show (:data:`REMASTER_SLOTS`).
REMASTER_FEATURES = {
    "coin_purchase": "a purchase that spent coins (dale.remaster.coins_pay)",
    "finish": "a scheduled Finish card completed (dale.remaster.finish)",
}


@dataclass(frozen=True)
class Slot:
    """One golden game to find.

    Attributes:
        name: the file name without ``.rec``.
        seats: bot names, seat 1 first (their number is the player count).
        decks: the animalfolk decks (named), or None: the seed chooses them.
        needs: keys of :data:`FEATURES` the game must contain.
        first_seed: the first seed tried.
        edition: the edition the game is played in (``ludoteca.dale.editions.EDITIONS``).
    """

    name: str
    seats: tuple[str, ...]
    decks: tuple[str, ...] | None
    needs: tuple[str, ...] = ()
    first_seed: int = 1
    edition: str = "classic"


SLOTS: tuple[Slot, ...] = (
    Slot("2p-seed-greedy-random", ("greedy", "random"), None, ("reshuffle",)),
    Slot("2p-seed-random-greedy", ("random", "greedy"), None, (), 100),
    Slot("2p-pandas-discovery", ("greedy", "greedy"), ("pandas", "macaws", "raccoons"),
         ("market_discovery_bin",)),
    Slot("2p-squirrels-winter", ("greedy", "random"), ("squirrels", "ocelots", "chameleons"),
         ("winter_extra_build",)),
    Slot("2p-squirrels-nostalgic", ("random", "greedy"), ("macaws", "squirrels", "chameleons"),
         ("nostalgic_item",)),
    Slot("2p-ocelots-blindfold", ("greedy", "random"), ("pandas", "ocelots", "chameleons"),
         ("blindfold",)),
    Slot("3p-seed-greedy", ("greedy", "greedy", "random"), None, ("reshuffle",), 200),
    Slot("3p-ocelots-blindfold", ("greedy", "random", "greedy"),
         ("macaws", "raccoons", "ocelots", "chameleons"), ("blindfold",)),
    Slot("3p-squirrels-winter", ("random", "greedy", "random"),
         ("pandas", "raccoons", "squirrels", "ocelots"), ("winter_extra_build",)),
    Slot("4p-seed-mixed", ("random", "greedy", "random", "greedy"), None,
         ("junk_runs_out",), 300),
    Slot("4p-raccoons-junk", ("greedy", "random", "greedy", "random"),
         ("macaws", "pandas", "raccoons", "squirrels", "chameleons"), ("junk_runs_out",)),
    Slot("4p-all-features", ("greedy", "greedy", "greedy", "greedy"),
         ("pandas", "raccoons", "squirrels", "ocelots", "chameleons"),
         ("market_discovery_bin", "nostalgic_item")),
)

#: The remaster edition's golden games (issue 30), kept in ``tests/golden/remaster/`` with
#: their own ``RULESETS`` ledger: 1 (a solo game against Mono), 2, 3 and 4 players.
REMASTER_SLOTS: tuple[Slot, ...] = (
    Slot("1p-remaster-mono", ("greedy",), ("macaws", "dodos", "tasmanian_devils"),
         (), 1, "remaster"),
    Slot("2p-remaster-coins-finish", ("greedy", "greedy"), ("dodos", "capuchins", "turtles"),
         ("coin_purchase", "finish"), 1, "remaster"),
    Slot("3p-remaster", ("greedy", "random", "greedy"),
         ("skinks", "glassfrogs", "gorillas", "walruses"), (), 1, "remaster"),
    Slot("4p-remaster", ("random", "greedy", "random", "greedy"),
         ("olms", "snow_macaques", "tuataras", "junglefowls", "bats"), (), 1, "remaster"),
)

#: edition -> its golden slots.
EDITION_SLOTS: dict[str, tuple[Slot, ...]] = {"classic": SLOTS, "remaster": REMASTER_SLOTS}


# ------------------------------------------------------------------------------------------
# Features of one step
# ------------------------------------------------------------------------------------------
def step_features(before: DaleState, after: DaleState, text: str) -> set[str]:
    """The :data:`FEATURES` shown by one applied action (``text``) from ``before`` to
    ``after``, found from the states, not from the wording of the action."""
    found: set[str] = set()
    a = before.active
    if text == "play Blindfold":
        found.add("blindfold")
    if before.bin and before.bin[-1] not in after.bin \
            and before.bin[-1] in after.discards[a] + after.hands[a]:
        found.add("market_discovery_bin")
    if len(after.stalls[a]) > len(before.stalls[a]):
        new = after.stalls[a][-1]
        if before.frames and before.frames[-1][0] == "winter" and before.frames[-1][1] == a:
            found.add("winter_extra_build")
        if any(after.type_of(c).name == "Nostalgic Item" for c in new) \
                and any(c in before.discards[a] for c in new):
            found.add("nostalgic_item")
    for seat in range(before.n_players):
        back = set(before.discards[seat]) & set(after.decks[seat] + after.hands[seat])
        if len(back) >= 2 and after.rng != before.rng and \
                len(after.discards[seat]) < len(before.discards[seat]):
            found.add("reshuffle")
    if len(after.subs) < len(before.subs):
        found.add("junk_runs_out")
    if text.startswith("buy ") and after.coins[a] < before.coins[a]:
        found.add("coin_purchase")
    if text.startswith("use ") and _unfinished(after, a) < _unfinished(before, a):
        found.add("finish")
    return found


def _unfinished(state: DaleState, p: int) -> int:
    """How many of seat p's scheduled Finish cards wait (remaster, ``dale.remaster.finish``)."""
    return sum(1 for e in state.pending if e[0] == "r_unfinished" and e[1] == p)


def game_features(first: DaleState, texts: Iterable[str]) -> set[str]:
    """Every feature shown by the actions ``texts`` played from ``first`` (not changed).

    Raises:
        IllegalAction / BadInput: when an action cannot be applied.
    """
    from ludoteca.dale.notation import parse
    from ludoteca.dale.reading import play

    state = first.clone()
    found: set[str] = set()
    for text in texts:
        before = state.clone()
        play(state, parse(text, state.cfg.rules))
        found |= step_features(before, state, text)
    return found


# ------------------------------------------------------------------------------------------
# Finding and writing the games
# ------------------------------------------------------------------------------------------
class GoldenError(LudotecaError):
    """The golden set cannot be made or does not check (the message says why)."""


#: ``make_bot(spec) -> bot``: builds the bot of a seat from its spec (``"greedy"``); the
#: generator gets it from its caller (``python -m ludoteca.cli.golden``), since Dale imports
#: no bots.
MakeBot = Callable[[str], Any]


def play_slot_game(slot: Slot, seed: int, make_bot: MakeBot) -> tuple[DaleState, list[str]]:
    """Play the game of ``slot`` with ``seed`` through the one game loop
    (:func:`ludoteca.core.loop.play_out`) to its end or :data:`MAX_TURNS`; return the final
    state and the canonical texts of its actions."""
    from ludoteca.core.loop import bot_agent, bot_rng, play_out
    from ludoteca.dale.game import GAME
    from ludoteca.dale.notation import to_text

    bots = [make_bot(name) for name in slot.seats]
    options = {"animalfolk": list(slot.decks) if slot.decks else None}
    if slot.edition != "classic":
        options["edition"] = slot.edition
    state = GAME.new_state(len(bots), seed, options)
    texts: list[str] = []
    agent = bot_agent(GAME, bots, [bot_rng(seed, s) for s in range(len(bots))])
    play_out(GAME, state, agent, max_turns=MAX_TURNS,
             on_action=lambda _state, _seat, action: texts.append(to_text(action)))
    return state, texts


def find_game(slot: Slot, tries: int = SEED_TRIES, *, make_bot: MakeBot | None = None
              ) -> Record:
    """The record of the first finished game of ``slot`` that shows all its features.

    Args:
        make_bot: builds each seat's bot from its spec (Dale imports no bots: the caller
            passes ``ludoteca.bots.make_bot``).

    Raises:
        GoldenError: when none of the ``tries`` seeds gives one, or no ``make_bot`` is given.
    """
    from ludoteca.dale.records import Setup, make_record

    if make_bot is None:
        raise GoldenError("making golden games needs the bots: run python -m ludoteca.cli.golden")
    for seed in range(slot.first_seed, slot.first_seed + tries):
        final, actions = play_slot_game(slot, seed, make_bot)
        if final.winner is None:
            continue
        setup = Setup(seats=list(slot.seats), animalfolk=list(final.animalfolk), seed=seed,
                      decks_from_seed=slot.decks is None, max_turns=MAX_TURNS,
                      edition=slot.edition)
        first = setup.new_state()
        if not set(slot.needs) <= game_features(first, actions):
            continue
        state, movers = _replay_texts(first, actions)
        return make_record(setup, actions, state, date=GOLDEN_DATE, movers=movers)
    raise GoldenError(f"golden slot {slot.name}: no finished game with "
                      f"{', '.join(slot.needs) or 'a winner'} among seeds {slot.first_seed} to "
                      f"{slot.first_seed + tries - 1}; change the slot (decks, seats, seeds)")


def _replay_texts(first: DaleState, texts: Sequence[str]
                  ) -> tuple[DaleState, list[tuple[int, int, int]]]:
    from ludoteca.dale.notation import parse
    from ludoteca.dale.reading import play

    state = first.clone()
    movers = []
    for text in texts:
        movers.append((state.turn, state.active, state.current_player()))
        play(state, parse(text, state.cfg.rules))
    return state, movers


def make_set(slots: Sequence[Slot] = SLOTS, *, make_bot: MakeBot | None = None,
             edition: str = "classic") -> dict[str, str]:
    """The golden records as ``{file name: text}``; checks :func:`coverage_problems`.

    Raises:
        GoldenError: when a slot finds no game or the set misses a deck, a player count or a
            feature.
    """
    texts = {f"{slot.name}.rec": format_record(find_game(slot, make_bot=make_bot))
             for slot in slots}
    problems = coverage_problems({n: parse_record(t) for n, t in texts.items()}, edition)
    if problems:
        raise GoldenError("the golden set does not cover: " + "; ".join(problems))
    return texts


def set_digest(texts: dict[str, str]) -> str:
    """``sha256:`` of the record files in name order (name, NUL, text, NUL each)."""
    h = hashlib.sha256()
    for name in sorted(texts):
        h.update(name.encode() + b"\0" + texts[name].encode() + b"\0")
    return "sha256:" + h.hexdigest()


def read_ledger(directory: Path) -> dict[str, str]:
    """The ``RULESETS`` file as ``{ruleset: digest}`` (empty when it is missing).

    Raises:
        GoldenError: on a malformed line or a ruleset listed twice.
    """
    path = directory / LEDGER
    out: dict[str, str] = {}
    if not path.exists():
        return out
    for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split()
        if len(parts) != 3 or parts[0] != "ruleset" or not parts[2].startswith("sha256:"):
            raise GoldenError(f"{path} line {i}: expected 'ruleset N sha256:…'")
        if parts[1] in out:
            raise GoldenError(f"{path} line {i}: ruleset {parts[1]} is listed twice")
        out[parts[1]] = parts[2]
    return out


def read_set(directory: Path) -> dict[str, str]:
    """The ``*.rec`` files of ``directory`` as ``{file name: text}``."""
    return {p.name: p.read_text(encoding="utf-8") for p in sorted(directory.glob("*.rec"))}


def coverage_problems(records: dict[str, Record], edition: str = "classic") -> list[str]:
    """What the set fails to cover (empty list: all of it): every deck of the classic box,
    2, 3 and 4 players, every feature of :data:`FEATURES`, at least 12 records. Features are
    found by replaying the records. The remaster's set (``edition="remaster"``): 1–4
    players, every feature of :data:`REMASTER_FEATURES`, one record per slot of
    :data:`REMASTER_SLOTS` at least."""
    from ludoteca.dale.cards import DALE1_BOX
    from ludoteca.dale.records import read_setup

    decks: set[str] = set()
    players: set[int] = set()
    found: set[str] = set()
    for rec in records.values():
        setup = read_setup(rec)
        decks.update(setup.animalfolk)
        players.add(setup.players)
        found |= game_features(setup.new_state(), rec.actions)
    problems = []
    if edition != "classic":
        slots = EDITION_SLOTS[edition]
        if len(records) < len(slots):
            problems.append(f"only {len(records)} records, {len(slots)} at least")
        problems += [f"{n} players" for n in (1, 2, 3, 4) if n not in players]
        problems += [f"feature {f} ({REMASTER_FEATURES[f]})" for f in REMASTER_FEATURES
                     if f not in found]
        problems += [f"{rec_name}: not of the {edition} edition" for rec_name, rec in
                     records.items() if read_setup(rec).edition != edition]
        return problems
    if len(records) < 12:
        problems.append(f"only {len(records)} records, 12 at least")
    problems += [f"deck {d}" for d in DALE1_BOX if d not in decks]
    problems += [f"{n} players" for n in (2, 3, 4) if n not in players]
    problems += [f"feature {f} ({FEATURES[f]})" for f in FEATURES if f not in found]
    return problems


def check(directory: Path, edition: str = "classic") -> list[str]:
    """Check the golden set in ``directory``: every record verifies (legal, canonical, result,
    final hash), the set covers everything, and the ``RULESETS`` line of the current ruleset
    holds the set's digest. Returns the problems found (empty: all good)."""
    from ludoteca.core.records import RecordError
    from ludoteca.dale.records import verify

    texts = read_set(directory)
    problems = []
    records: dict[str, Record] = {}
    for name, text in texts.items():
        try:
            rec = parse_record(text)
            verify(rec)
            records[name] = rec
        except (RecordError, LudotecaError) as err:
            problems.append(f"{name}: {err}")
    if problems:
        return problems
    problems += coverage_problems(records, edition)
    try:
        ledger = read_ledger(directory)
    except GoldenError as err:
        return problems + [str(err)]
    digest = set_digest(texts)
    if RULESET not in ledger:
        problems.append(f"{LEDGER} has no line for ruleset {RULESET}")
    elif ledger[RULESET] != digest:
        problems.append(f"the golden records changed under ruleset {RULESET} ({LEDGER} says "
                        f"{ledger[RULESET]}, the files give {digest}); a change of behaviour "
                        "needs a RULESET bump and a line in docs/rulings.md")
    return problems


def write(directory: Path, texts: dict[str, str]) -> str:
    """Write the golden set into ``directory`` (replacing its ``*.rec`` files) and add the
    current ruleset's line to ``RULESETS``; returns the set's digest.

    Raises:
        GoldenError: when the ruleset already has a line with another digest (nothing is
            written then).
    """
    directory.mkdir(parents=True, exist_ok=True)
    ledger = read_ledger(directory)
    digest = set_digest(texts)
    if ledger.get(RULESET, digest) != digest:
        raise GoldenError(f"the new golden records differ from those of ruleset {RULESET}; "
                          "bump RULESET in ludoteca.dale.engine and add a line to "
                          "docs/rulings.md saying what changed, then run this again")
    for old in directory.glob("*.rec"):
        old.unlink()
    for name, text in texts.items():
        (directory / name).write_text(text, encoding="utf-8", newline="\n")
    if RULESET not in ledger:
        new_file = not (directory / LEDGER).exists()
        with open(directory / LEDGER, "a", encoding="utf-8", newline="\n") as f:
            if new_file:
                f.write(LEDGER_HEAD)
            f.write(f"ruleset {RULESET} {digest}\n")
    return digest


def main(argv: Sequence[str] | None = None, out: Callable[[str], None] = print,
         make_bot: MakeBot | None = None, prog: str = "python -m ludoteca.dale.golden") -> int:
    """``python -m ludoteca.cli.golden DIR [--check]`` (``python -m ludoteca.dale.golden DIR
    --check`` checks without the bots); returns the exit code (0 good, 1 a check failed or no
    game was found). ``make_bot``: see :func:`find_game`."""
    parser = argparse.ArgumentParser(prog=prog,
                                     description="Regenerate or check the golden records.")
    parser.add_argument("directory", type=Path)
    parser.add_argument("--check", action="store_true",
                        help="replay and check the records, write nothing")
    parser.add_argument("--edition", choices=sorted(EDITION_SLOTS), default="classic",
                        help="the edition's golden set (default: classic)")
    args = parser.parse_args(argv)
    slots = EDITION_SLOTS[args.edition]
    if args.check:
        problems = check(args.directory, args.edition)
        for p in problems:
            out(f"golden: {p}")
        if not problems:
            out(f"golden: {len(read_set(args.directory))} records OK (ruleset {RULESET})")
        return 1 if problems else 0
    try:
        digest = write(args.directory, make_set(slots, make_bot=make_bot,
                                                edition=args.edition))
    except GoldenError as err:
        out(f"golden: {err}")
        return 1
    problems = check(args.directory, args.edition)  # what was written must check, at once
    for p in problems:
        out(f"golden: {p}")
    if problems:
        return 1
    out(f"golden: wrote {len(slots)} records, ruleset {RULESET}, {digest}")
    return 0


if __name__ == "__main__":  # pragma: no cover - the command line
    sys.exit(main())
