"""What ``check``/``apply`` accept and what ``legal_actions`` lists are the same set, for every
decision kind (docs/architecture.md, contract 10; issue 13 part 1, issue 14 "apply accepts actions not in
legal_actions").

For a position, every listed action is accepted by :func:`engine.check` and applies without
error; and every fuzzed candidate action (each card of the hand, discard piles and market with
every qualifier — ``discard:``, ``=V``, ``as COPY``, ``+1``/``-1`` —, token lists in every
order, aliases, out-of-range numbers, the verbs of other decisions, mutations of listed actions)
that ``check`` accepts is listed, with no exception: purchases and Inventories are listed whole
(``buy +N with …``, ``inventory …``) while they are few and card by card (``pay +N with …``,
``discard …``, ``done``) when a kind is over its cap, and in either regime ``check`` accepts
exactly that listing. :func:`engine.normalize` only ever returns a listed action, and
:func:`engine.normalize_steps` a sequence of actions each listed when its turn comes, which
gives the state of the whole action (docs/notation.md).

Positions: Hypothesis drives random and greedy play from random seeds (2–4 players, random
deck choices), with a fixed example budget; and every hand-made position file of
``tests/dale/positions`` (with the positions after its legal expectations, which reach the
card-effect steps); and positions with huge hands (10–30 cards, Stock Clearance often among
them), where one kind or both go card by card, with their card-by-card follow-ups.

The random part runs 25 examples in CI; a longer run sets the budget in the environment:
``LUDOTECA_LEGAL_EXAMPLES=2000 .venv/bin/python -m pytest tests/dale/test_legal_equals_check.py``.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ludoteca.core.errors import IllegalAction
from ludoteca.dale import engine, mechanics, new_game
from ludoteca.dale.editions import classic as _classic
ANIMALFOLK, TYPES = _classic().decks, _classic().types
from ludoteca.dale.mechanics import sort_tokens
from ludoteca.dale.notation import parse, to_text
from ludoteca.dale.positions import load_position
from ludoteca.dale.views import view

from testkit import examples

POSITIONS = sorted((Path(__file__).parent / "positions").glob("*.toml"))
FUZZ = 160  # candidate actions per position


# -- candidates -------------------------------------------------------------------------------
def _names(s) -> list[str]:
    cards = [c for p in range(s.n_players) for c in s.hands[p] + s.discards[p]]
    cards += [c for c in s.market if c != -1] + s.bin[-2:] + s.aside
    for p in range(s.n_players):
        for stack in s.stalls[p]:
            cards += list(stack)
    return sorted({s.type_of(c).name for c in cards} | {"junk"})


def _tokens_of(action) -> list[str]:
    out = []
    for x in action[1:]:
        if isinstance(x, str):
            out.append(x)
        elif isinstance(x, tuple):
            out += [t for t in x if isinstance(t, str)]
    return out


def _variants(name: str, names: list[str], r: random.Random) -> list[str]:
    other = r.choice(names)
    out = [name, "discard:" + name, name + "+1", name + "-1", f"{name} as {other}",
           f"{name}={r.randrange(0, 9)}", f"discard:{name} as {other}", f"{name} as {name}",
           f"discard:{name}-1", name.lower()]
    return out


def candidates(s, r: random.Random, n: int = FUZZ) -> list[tuple]:
    """Fuzzed actions for the pending decision of ``s`` (see the module docstring)."""
    legal = s.legal_actions()
    names = _names(s)
    pool = sorted({t for a in legal for t in _tokens_of(a)})
    for name in names:
        pool += _variants(name, names, r)
    pool += [r.choice(list(s.cfg.rules.types)) for _ in range(3)]
    n_players = s.n_players

    def toks(k: int | None = None) -> tuple:
        k = r.randrange(0, 5) if k is None else k
        t = [r.choice(pool) for _ in range(k)]
        if r.random() < 0.5:
            t.sort(key=sort_tokens)
        return tuple(t)

    out: list[tuple] = []
    makers = [
        lambda: ("buy", r.randrange(-2, 6), toks()),
        lambda: ("pay", r.randrange(-2, 6), r.choice(pool)),
        lambda: ("pay", r.choice(pool)),
        lambda: ("build", toks()),
        lambda: ("inventory", toks()),
        lambda: (r.choice(["play", "use", "discard", "keep", "top", "ditch"]), r.choice(pool)),
        lambda: (r.choice(["done", "pass"]),),
        lambda: ("take", r.randrange(-1, 6)),
        lambda: ("take", r.randrange(-1, n_players + 1), r.randrange(-1, 9), r.choice(pool)),
        lambda: ("target", r.randrange(-1, n_players + 1)),
        lambda: ("targets", tuple(sorted(r.sample(range(n_players), r.randrange(0, n_players))))),
        lambda: (r.choice(["give", "pick"]), r.choice(pool), r.randrange(-1, n_players + 1)),
        lambda: (r.choice(["guess", "value", "return"]), r.randrange(-1, 11)),
    ]
    for _ in range(n // 2):
        out.append(r.choice(makers)())
    # Mutations of listed actions: another order, a token replaced by a variant, one more or
    # one fewer token, the whole-action forms of a payment or an inventory.
    for _ in range(n // 2):
        if not legal:
            break
        a = r.choice(legal)
        parts = list(a)
        for i, x in enumerate(parts):
            if isinstance(x, tuple) and x and all(isinstance(t, str) for t in x):
                lst = list(x)
                roll = r.random()
                if roll < 0.3:
                    r.shuffle(lst)
                elif roll < 0.6:
                    j = r.randrange(len(lst))
                    lst[j] = r.choice(_variants(lst[j].split(" as ")[0].split("=")[0]
                                                .removeprefix("discard:").rstrip("+-1") or "junk",
                                                names, r))
                elif roll < 0.8:
                    lst.append(r.choice(pool))
                else:
                    lst.pop()
                parts[i] = tuple(lst)
            elif isinstance(x, str) and r.random() < 0.5:
                parts[i] = r.choice(pool)
            elif isinstance(x, int) and r.random() < 0.3:
                parts[i] = x + r.choice((-1, 1))
        out.append(tuple(parts))
    # Stacks: every one or two cards of the hand and the discard pile, each with every
    # qualifier, and some of three (a stack is small: its values add up to at most 8).
    if s.winner is not None:
        return out
    p = s.current_player()
    stack_pool = set()
    for where, pile in (("", s.hands[p]), ("discard:", s.discards[p])):
        for c in pile:
            name = s.type_of(c).name
            targets = mechanics.copy_targets(s, p, c)
            for copy in [None] + targets:
                base = where + mechanics.token(s, c, s.cfg.rules.types[copy] if copy else None)
                stack_pool.update({base, base + "+1", base + "-1"})
            stack_pool.add(where + name)
    stack_pool = sorted(stack_pool)
    from itertools import combinations

    for k in (1, 2):
        for combo in combinations(stack_pool, k):
            out.append(("build", tuple(sorted(combo, key=sort_tokens))))
    for _ in range(min(60, len(stack_pool) ** 2)):
        combo = r.sample(stack_pool, min(3, len(stack_pool)))
        out.append(("build", tuple(sorted(combo, key=sort_tokens))))
    # Whole purchases and inventories of hand cards (the shorthands).
    if not s.frames:
        hand = [s.type_of(c).name for c in s.hands[s.active]]
        for _ in range(6):
            k = r.randrange(0, min(4, len(hand)) + 1)
            pick = tuple(sorted(r.sample(hand, k), key=sort_tokens))
            out.append(("inventory", pick))
            out.append(("buy", r.randrange(-1, 5), pick))
    return out


# -- the property ------------------------------------------------------------------------------
def assert_steps(s, c) -> None:
    """What normalize_steps reads ``c`` as is a sequence of actions each listed when its turn
    comes; several steps only for a whole purchase / Inventory of a kind listed card by card,
    and then they give the state of that whole action (tried with the caps lifted)."""
    from ludoteca.dale import engine as eng
    from ludoteca.dale import inventory, purchase, reading

    try:
        steps = eng.normalize_steps(s, c)
    except IllegalAction:
        return
    t = s.clone()
    for a in steps:
        assert a in t.legal_actions(), (c, steps, a)
        t.apply(a)
    if len(steps) > 1:
        assert not s.frames and c[0] in ("buy", "inventory"), (c, steps)
        wholes = reading._whole_readings(s, c)
        assert len(wholes) == 1 and eng.as_steps(s, wholes[0]) == steps
        old = purchase.MAX_WHOLE_PURCHASES, inventory.MAX_WHOLE_INVENTORIES
        purchase.MAX_WHOLE_PURCHASES = inventory.MAX_WHOLE_INVENTORIES = 1 << 62
        try:
            w = s.clone()
            w.apply(wholes[0])
        finally:
            purchase.MAX_WHOLE_PURCHASES, inventory.MAX_WHOLE_INVENTORIES = old
        assert w.to_dict() == t.to_dict(), c


def assert_check_equals_listed(s, r: random.Random, n: int = FUZZ) -> None:
    legal = s.legal_actions()
    listed = set(legal)
    assert len(listed) == len(legal), "an action is listed twice"
    before = s.to_dict()
    for a in legal:
        engine.check(s, a)  # every listed action is accepted …
        assert parse(to_text(a), s.cfg.rules) == a
    for a in r.sample(legal, min(len(legal), 12)):
        s.clone().apply(a)  # … and applies
    for c in candidates(s, r, n):
        try:
            engine.check(s, c)
        except IllegalAction:
            pass
        else:
            assert c in listed, c  # every accepted action is listed
        try:
            meant = engine.normalize(s, c)
        except IllegalAction as err:
            if err.reason == "ambiguous":
                assert err.values["readings"].count(";") >= 1
            continue
        assert meant in listed, (c, meant)
    for c in candidates(s, r, n // 4):
        assert_steps(s, c)
    assert s.to_dict() == before, "check or normalize changed the state"


# -- random positions --------------------------------------------------------------------------
def _play(players: int, decks: list[str], seed: int, steps: int, greedy: float):
    from ludoteca.bots.greedy import GreedyBot

    s = new_game(players, animalfolk=sorted(decks, key=ANIMALFOLK.index), seed=seed)
    r = random.Random(seed)
    bots = [GreedyBot() for _ in range(players)]
    seen = []
    for step in range(steps):
        if s.winner is not None:
            break
        legal = s.legal_actions()
        p = s.current_player()
        if r.random() < greedy:
            a = bots[p].choose(view(s, p), legal, r)
        else:
            a = r.choice(legal)
        if step % 9 == 0:
            seen.append(s.clone())
        s.apply(a)
    seen.append(s)
    return seen


@settings(max_examples=int(os.environ.get("LUDOTECA_LEGAL_EXAMPLES", examples(25))), deadline=None,
          derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(players=st.integers(2, 4), order=st.permutations(ANIMALFOLK),
       seed=st.integers(0, 2**32 - 1), steps=st.integers(0, 160),
       greedy=st.sampled_from([0.0, 0.5, 1.0]))
def test_check_accepts_exactly_the_listed_actions_in_random_positions(players, order, seed,
                                                                        steps, greedy):
    r = random.Random(seed ^ 0x5EED)
    for s in _play(players, list(order[: players + 1]), seed, steps, greedy)[-4:]:
        assert_check_equals_listed(s, r, 60)


def _with_expectations(path: Path):
    """The position of a file, and the positions after each of its legal expectations (which
    reach card-effect steps: Spyglass, Acorn, Winter is Coming …)."""
    import tomllib

    spec = tomllib.loads(path.read_text())
    yield load_position(str(path))
    for exp in spec.get("expect", []):
        if exp.get("verdict") != "legal":
            continue
        s = load_position(str(path))
        s.apply(s.normalize(parse(exp["action"], s.cfg.rules)))
        yield s
        for text in exp.get("then", []):
            if s.winner is not None:
                break
            s.apply(s.normalize(parse(text, s.cfg.rules)))
            yield s


@pytest.mark.parametrize("path", POSITIONS, ids=lambda p: p.stem)
def test_check_accepts_exactly_the_listed_actions_in_hand_made_positions(path):
    r = random.Random(path.stem)
    for s in _with_expectations(path):
        assert_check_equals_listed(s, r)


# -- huge hands (a position file may give any hand) ----------------------------------------------
def huge_hand_position(seed: int, size: int, stock_clearance: bool):
    """A 3-player position whose active seat holds ``size`` random cards of the decks in play
    (market cards, as many copies as the decks hold, and junk; Stock Clearance added when
    asked), with a random market and discard pile (a draw the file refuses is redrawn)."""
    from ludoteca.core.errors import BadInput
    from ludoteca.dale.editions import classic as _classic
    cards_of = _classic().cards_of
    from ludoteca.dale.positions import from_spec

    r = random.Random(seed)
    for _attempt in range(200):
        folk = sorted(r.sample(ANIMALFOLK, 4), key=ANIMALFOLK.index)
        if stock_clearance and "pandas" not in folk:
            folk = sorted(folk[:3] + ["pandas"], key=ANIMALFOLK.index)
        pool = [c.name for f in folk for c in cards_of(f) for _k in range(c.copies)]
        r.shuffle(pool)
        if stock_clearance:
            pool.remove("Stock Clearance")
        market, rest = pool[:5], pool[6:]
        n_junk = r.randrange(0, min(8, size))
        hand = rest[:size - n_junk - (1 if stock_clearance else 0)] + ["junk"] * n_junk
        if stock_clearance:
            hand.append("Stock Clearance")
        spec = {
            "animalfolk": folk, "seed": seed,
            "market": {"slots": market, "deck": 2, "discard": [pool[5]]},
            "junk": {"pile": 1},
            "player": [{"hand": hand, "deck": ["junk"] * 2, "discard": rest[size:size + 2]},
                       {"hand": ["junk"] * 2, "deck": ["junk"]},
                       {"hand": ["junk"] * 2, "deck": ["junk"]}]}
        try:
            return from_spec(spec)
        except BadInput:
            continue
    raise AssertionError("no huge-hand position could be drawn")


def _follow_ups(s, r: random.Random, k: int):
    """The position and up to ``k`` positions after random listed actions (card-by-card steps
    of a payment or an Inventory included)."""
    yield s
    for _ in range(k):
        if s.winner is not None or s.active != 0:
            return
        s = s.clone()
        s.apply(r.choice(s.legal_actions()))
        yield s


@settings(max_examples=int(os.environ.get("LUDOTECA_LEGAL_EXAMPLES", examples(25))) // 6 + 2,
          deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(seed=st.integers(0, 2**32 - 1), size=st.integers(10, 18), sc=st.booleans())
def test_check_accepts_exactly_the_listed_actions_with_huge_hands(seed, size, sc):
    r = random.Random(seed)
    for s in _follow_ups(huge_hand_position(seed, size, sc), r, 2):
        assert_check_equals_listed(s, r, 24)


def test_every_decision_kind_is_exercised():
    """The property above meets the main decision and the card-effect steps (a guard that the
    positions keep covering them)."""
    kinds = set()
    for path in POSITIONS:
        for s in _with_expectations(path):
            kinds.add(s.decision().kind)
    for s in _play(3, ["macaws", "pandas", "squirrels", "ocelots"], 5, 120, 0.0):
        kinds.add(s.decision().kind)
    for seed in range(2):
        s = huge_hand_position(seed, 16, True)
        for verb in ("pay", "discard"):  # over both caps: card by card
            t = s.clone()
            t.apply(next(a for a in t.legal_actions() if a[0] == verb))
            kinds.add(t.decision().kind)
    assert {"action", "inventory", "pay", "winter", "spyglass_keep", "acorn"} <= kinds, kinds
