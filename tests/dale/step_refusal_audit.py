"""The audit of refusals in the middle of an effect (issue 26, item 3), shared by
tests/dale/test_step_refusals.py: every technique and ability of an edition is put in the
active player's hand, played, and at every step its effect asks for, a set of plausible wrong
moves is sent through the public check (``engine.check``, what ``ludoteca check`` and
``DaleGame`` use). Each refusal is gathered with what the audit expects of it.

Wrong moves (each one not among the listed actions): a main action (``inventory``), ``done``
and ``pass`` where they are not offered, every argument of a sample of the listed actions
changed (a card not among the choices, a seat, slot or number out of range or not allowed, a
list of seats one longer or shorter), one argument too few or too many, and listed actions of
other moments of the same game.

A move is *of the step's kind* when its verb is one of the listed actions' verbs, or any verb
that is not a main action's (``done``, ``pass``, ``keep``, ``coins`` … answer a step); such a refusal must name a rule the move breaks, not
``dale.turn.one_action``, with a reason that says why (not the bare "not one of the choices").
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ludoteca.core.errors import IllegalAction
from ludoteca.dale import editions, knowledge, new_game, tokens
from ludoteca.dale.engine import check as engine_check
from ludoteca.dale.turn import CHECK

LANGS = ("en", "ca", "es", "it", "fr")
#: Reasons that say only that the move is not a choice, not why.
GENERIC = frozenset({"not_now", "not_a_choice", "malformed"})


@dataclass
class Refusal:
    kind: str          # the step kind
    action: tuple
    of_kind: bool      # the move is of the step's kind
    rule: str
    reason: str | None
    texts: dict[str, str]
    card: str | None   # the card whose step it is (None: a main action's own step)


@dataclass
class Audit:
    refusals: list[Refusal] = field(default_factory=list)
    accepted: list[tuple[str, tuple]] = field(default_factory=list)   # wrong moves accepted
    changed: list[tuple[str, tuple]] = field(default_factory=list)    # state changed
    crashed: list[tuple[str, tuple, str]] = field(default_factory=list)
    kinds: set[str] = field(default_factory=set)
    tried: dict[str, int] = field(default_factory=dict)   # step kind -> moments tried


def with_card_in_hand(rules, folk: str, name: str, seed: int = 3):
    """A 2-player game of ``rules`` with ``folk`` and the two decks after it, where the active
    player holds a copy of ``name`` instead of one of its hand cards (as the bot tests do)."""
    order = list(rules.decks)
    i = order.index(folk)
    decks = sorted({folk, order[(i + 1) % len(order)], order[(i + 2) % len(order)]},
                   key=order.index)
    s = new_game(2, decks, seed=seed, box=order, rules=rules)
    p = s.active
    if any(s.type_of(c).name == name for c in s.hands[p]):
        return s
    for pile in [s.decks[p], s.market_deck, s.market, s.bin] + [s.decks[q] for q in range(2)]:
        for k, c in enumerate(pile):
            if c != -1 and s.type_of(c).name == name:
                pile[k], s.hands[p][0] = s.hands[p][0], c
                s.known = knowledge.initial(2, len(s.cfg.types))
                return s
    out = list(s.out)
    k = next(k for k, c in enumerate(out) if s.type_of(c).name == name)
    out[k], s.hands[p][0] = s.hands[p][0], out[k]
    s.out = tuple(out)
    s.known = knowledge.initial(2, len(s.cfg.types))
    return s


def _names(s) -> list[str]:
    return sorted({t.name for t in s.cfg.types})


def _mutations(s, v, r: random.Random, taken: set) -> list:
    """Plausible wrong values for one argument ``v`` (``taken``: the values the listed
    actions have there)."""
    if isinstance(v, str):
        pool = [n for n in _names(s) if n not in taken]
        out = r.sample(pool, min(2, len(pool)))
        mine = [s.type_of(c).name for c in s.hands[s.frames[-1][1]]]
        out += [n for n in mine if n not in taken][:1]
        return out
    if type(v) is int:
        return [w for w in (-1, 9, 99, v + 1, v - 1) if w not in taken]
    if isinstance(v, tuple):
        out = [v[:-1]] if v else []
        if v:
            out.append(v + (v[0],))
        out.append(v + (9,))
        return out
    return []


def wrong_moves(s, legal: list[tuple], others: list[tuple], r: random.Random) -> list[tuple]:
    """The wrong moves tried at the pending step (none of them listed)."""
    out: list[tuple] = [("inventory", ()), ("done",), ("pass",)]
    for a in r.sample(legal, min(4, len(legal))):
        for i in range(1, len(a)):
            taken = {b[i] for b in legal if b[0] == a[0] and len(b) == len(a)}
            for w in _mutations(s, a[i], r, taken):
                out.append(a[:i] + (w,) + a[i + 1:])
        if len(a) > 1:
            out.append(a[:-1])
        out.append(a + (a[-1],) if len(a) > 1 else a + ("junk",))
    out += r.sample(others, min(3, len(others)))
    seen, res = set(), []
    for b in out:
        if b not in legal and b not in seen:
            seen.add(b)
            res.append(b)
    return res


def step_card_of(s) -> str | None:
    from ludoteca.dale.refusals import step_card

    f = s.frames[-1]
    return step_card(s, f, s.cfg.rules.steps[f[0]])


def try_step(s, audit: Audit, others: list[tuple], r: random.Random) -> None:
    """Send the wrong moves of the pending step through the public check."""
    f = s.frames[-1]
    legal = s.legal_actions()
    verbs = {a[0] for a in legal}
    before = s.to_dict()
    audit.kinds.add(f[0])
    audit.tried[f[0]] = audit.tried.get(f[0], 0) + 1
    card = step_card_of(s)
    for b in wrong_moves(s, legal, others, r):
        try:
            engine_check(s, b)
        except IllegalAction as err:
            texts = {lang: err.render(lang) for lang in LANGS}
            audit.refusals.append(Refusal(f[0], b, b[0] in verbs or b[0] not in CHECK,
                                          err.rule_id, err.reason, texts, card))
        except Exception as exc:  # noqa: BLE001 - gathered as a finding
            audit.crashed.append((f[0], b, f"{type(exc).__name__}: {exc}"))
        else:
            audit.accepted.append((f[0], b))
        if s.to_dict() != before:
            audit.changed.append((f[0], b))
            return


def audit_edition(edition: str, *, kinds: tuple[str, ...] = ("T", "P*"), seed: int = 3,
                  max_steps: int = 30, every: int = 1) -> Audit:
    """Play every technique (and ability) of ``edition`` from a hand that holds it and try
    the wrong moves at each step of its effect. ``every``: audit one card in that many."""
    rules = editions.ruleset(edition)
    audit = Audit()
    k = 0
    for folk in rules.decks:
        for t in rules.cards_of(folk):
            if t.kind not in kinds:
                continue
            k += 1
            if k % every:
                continue
            s = with_card_in_hand(rules, folk, t.name, seed)
            verb = "play" if t.kind == "T" else "use"
            main = s.legal_actions()
            acts = [a for a in main if a[0] == verb and isinstance(a[1], str)
                    and tokens.parse(a[1]) is not None and tokens.parse(a[1]).card == t.name]
            if not acts:
                continue
            others = [a for a in main if a[0] in ("buy", "build", "play")][:20]
            s.apply(acts[0])
            r = random.Random(f"{edition}-{t.name}")
            n = 0
            turn = s.turn
            while s.frames and s.winner is None and n < max_steps and s.turn <= turn + 1:
                legal = s.legal_actions()
                try_step(s, audit, others, r)
                others = (others + r.sample(legal, min(2, len(legal))))[-30:]
                s.apply(r.choice(legal))
                n += 1
    return audit


def summary(audit: Audit) -> dict:
    """Counts for the report: refusals tried, the generic ones of the step's kind by step."""
    generic = [x for x in audit.refusals if x.of_kind
               and (x.rule == "dale.turn.one_action" or x.reason in GENERIC)]
    by_kind: dict[str, int] = {}
    for x in generic:
        by_kind[x.kind] = by_kind.get(x.kind, 0) + 1
    return {"steps": len(audit.kinds), "refusals": len(audit.refusals),
            "generic": len(generic), "generic_steps": by_kind,
            "accepted": len(audit.accepted), "changed": len(audit.changed),
            "crashed": len(audit.crashed)}


if __name__ == "__main__":  # pragma: no cover - the report's counts
    import sys
    import time

    for ed in sys.argv[1:] or ["classic", "remaster"]:
        t0 = time.time()
        a = audit_edition(ed)
        sm = summary(a)
        print(ed, f"{time.time() - t0:.1f}s", {k: v for k, v in sm.items() if k != "generic_steps"})
        print("  generic by step:", len(sm["generic_steps"]), sorted(sm["generic_steps"].items()))
        rules: dict = {}
        for x in a.refusals:
            if x.of_kind:
                rules[(x.rule, x.reason)] = rules.get((x.rule, x.reason), 0) + 1
        print("  of kind by (rule, reason):", sorted(rules.items(), key=lambda kv: -kv[1]))
        for c in a.crashed[:20]:
            print("  CRASH", c)
        for c in a.accepted[:20]:
            print("  ACCEPTED", c)
        for c in a.changed[:20]:
            print("  CHANGED", c)


def audit_games(edition: str, seeds, *, players: int = 3, turn_cap: int = 60,
                audit: Audit | None = None, per_kind: int = 2) -> Audit:
    """Seeded random games over the edition's whole box (``players`` + 1 decks drawn by each
    seed), the wrong moves tried at every step of every effect (the reactions in other
    players' turns, the delayed effects and Finish cards included)."""
    from testkit.dale import choose

    rules = editions.ruleset(edition)
    audit = audit or Audit()
    box = list(rules.decks)
    for seed in seeds:
        s = new_game(players, seed=seed, box=box, rules=rules)
        r = random.Random(f"{edition}-game-{seed}")
        others: list[tuple] = []
        while s.winner is None and s.turn <= turn_cap:
            legal = s.legal_actions()
            if s.frames and audit.tried.get(s.frames[-1][0], 0) < per_kind:
                try_step(s, audit, others, r)
            others = (others + r.sample(legal, min(2, len(legal))))[-30:]
            s.apply(choose(legal, r))
    return audit
