"""Helpers shared by the Dale test modules (part of the test kit, tests/testkit): names of piles,
actions and refusals, the invariants of a game in progress, and the one random-game driver
:func:`play_checked_game` with its policies."""

from __future__ import annotations

import pytest

from ludoteca.core.errors import IllegalAction
from ludoteca.dale.notation import parse


def names(s, pile) -> list[str]:
    """The printed names of a pile's cards, in pile order (top = last); "" for an empty
    market slot."""
    return [s.type_of(c).name if c != -1 else "" for c in pile]


def sorted_names(s, pile) -> list[str]:
    """The printed names of a pile's cards, sorted (for piles whose order is random)."""
    return sorted(names(s, pile))


def card_named(s, pile, name: str) -> int:
    """The id of the first card called ``name`` in a pile."""
    return next(c for c in pile if s.type_of(c).name == name)


def act(s, text: str) -> None:
    """Apply an action written in the notation."""
    s.apply(parse(text))


def refused(s, action, rule: str | None = None) -> IllegalAction:
    """Apply ``action`` (a tuple, or its text in the notation) expecting an IllegalAction
    (naming ``rule`` when given) that leaves the state exactly as it was and renders an
    explanation; return the error."""
    before = s.to_dict()
    with pytest.raises(IllegalAction) as info:
        s.apply(parse(action) if isinstance(action, str) else action)
    assert s.to_dict() == before
    assert str(info.value)
    if rule is not None:
        assert info.value.rule_id == rule, (info.value.rule_id, info.value.reason)
    return info.value


def assert_bonus_action(s) -> None:
    """dale.turn.bonus_action: same player (seat 1), same turn, one more action decision."""
    assert s.active == 0 and s.turn == 1
    assert s.actions_left == 1
    d = s.decision()
    assert (d.player, d.kind) == (0, "action")
    assert not s.frames and not s.in_play and not s.aside


def assert_turn_over(s) -> None:
    """No bonus action: clean-up ran and seat 2 is to act."""
    assert s.active == 1 and s.turn == 2
    assert s.decision().player == 1 and s.decision().kind == "action"
    assert not s.in_play and not s.aside


def accepts(s, action) -> bool:
    """True when ``check`` accepts ``action`` (a tuple, or its text) in this position without
    changing it: the listed actions, and the whole-action forms (``buy +N with …``,
    ``inventory …``) that stand for a sequence of listed choices (docs/notation.md)."""
    from ludoteca.dale.engine import check

    before = s.to_dict()
    try:
        check(s, parse(action) if isinstance(action, str) else action)
    except IllegalAction:
        return False
    finally:
        assert s.to_dict() == before
    return True


def payments(s) -> list[tuple]:
    """Every whole purchase ``("buy", slot, tokens)`` reachable through the listed choices of a
    main-action decision: ``buy +N`` (a free card) or ``pay +N with CARD``, then ``pay CARD`` …
    ``done`` (cards picked in canonical order, so each payment is found once)."""
    from ludoteca.dale.mechanics import sort_tokens

    found: set[tuple] = set()

    def walk(state, slot, paid):
        acts = state.legal_actions()
        if ("done",) in acts:
            found.add(("buy", slot, tuple(paid)))
        for a in acts:
            if a[0] == "pay" and sort_tokens(a[1]) >= sort_tokens(paid[-1]):
                c = state.clone()
                c.apply(a)
                walk(c, slot, paid + [a[1]])

    for a in s.legal_actions():
        if a[0] == "buy":
            found.add(a)
        elif a[0] == "pay":
            c = s.clone()
            c.apply(a)
            walk(c, a[1], [a[2]])
    return sorted(found, key=lambda a: (a[1], [sort_tokens(t) for t in a[2]]))


# ==========================================================================================
# Invariants of a game in progress (tests/dale/test_random_games.py and the deck modules'
# random-game tests)
# ==========================================================================================
import json  # noqa: E402
import random  # noqa: E402

from ludoteca.dale import DaleState  # noqa: E402
from ludoteca.dale.editions import classic as _classic
CARD_TYPE, deck_ids = _classic().card_type, _classic().deck_ids
from ludoteca.dale.notation import to_text  # noqa: E402
from ludoteca.dale.views import view  # noqa: E402

DEEP_EVERY = 7  # clone / permutation checks every this many steps (they are the slow ones)
ALL_IDS = list(range(110))  # the physical cards of a Dale 1 game

# -- invariants (moved from tests/dale/test_random_games.py) ---------------------------------------------------------------------------
def locations(s: DaleState) -> list[int]:
    cards: list[int] = []
    for p in range(s.n_players):
        cards += s.hands[p] + s.decks[p] + s.discards[p]
        for stack in s.stalls[p]:
            cards += stack
    cards += [c for c in s.market if c != -1]
    cards += s.market_deck + s.bin + s.junk + list(s.subs) + list(s.out) + s.in_play + s.aside
    for p in range(s.n_players):
        cards += s.stored[p]  # set aside face down (Tree-kangaroos)
        cards += s.schedule[p]  # delayed techniques waiting (dale.technique.schedule)
    return cards


def game_ids(s: DaleState) -> list[int]:
    """The physical cards of a game: the junk cards and the decks of its box and in play
    (cards of decks registered but outside the game are in no pile)."""
    folk = set(s.cfg.box) | set(s.cfg.animalfolk)
    rules = s.cfg.rules  # the game's edition's (or a test's) ruleset
    ids = [c for c, t in enumerate(rules.card_type) if t.is_junk]
    for key in folk:
        ids.extend(rules.deck_ids(key))
    return sorted(ids)


def check_conservation(s: DaleState) -> None:
    cards = locations(s)
    expected = game_ids(s)
    assert len(cards) == len(expected), f"{len(cards)} cards instead of {len(expected)}"
    assert sorted(cards) == expected, "a card is missing or in two places"
    assert len(s.market) == 5
    for p in range(s.n_players):
        assert len(s.stalls[p]) <= 8
        assert all(stack for stack in s.stalls[p])


def check_decision(s: DaleState, acts: list) -> None:
    if s.winner is not None:
        assert acts == []
        assert s.decision().kind == "over"
        assert len(s.stalls[s.winner]) == 8
        return
    assert acts, f"no legal action for decision {s.decision()}"
    d = s.decision()
    assert d.player == s.current_player()
    assert 0 <= d.player < s.n_players
    if not s.frames:
        assert d.kind == "action" and d.player == s.active


def check_notation(acts: list, rules=None) -> None:
    """Every action's text reads back to it (``rules``: the game's ruleset; None: classic)."""
    for a in acts:
        text = to_text(a)
        assert parse(text, rules) == a, (a, text)


def check_roundtrip(s: DaleState) -> None:
    d = s.to_dict()
    back = DaleState.from_dict(json.loads(json.dumps(d)), s.cfg.rules)
    assert back.to_dict() == d
    assert back == s


def _ints_only_as_numbers(obj, path="view") -> None:
    """No list of integers in a view (a list of card ids would leak physical identities)."""
    if isinstance(obj, dict):
        for k, v in obj.items():
            _ints_only_as_numbers(v, f"{path}.{k}")
    elif isinstance(obj, (list, tuple)):
        if path.endswith("legal_actions"):
            return
        assert not (obj and all(isinstance(x, int) and not isinstance(x, bool) for x in obj)), \
            f"{path} is a list of integers: {obj}"
        for i, v in enumerate(obj):
            _ints_only_as_numbers(v, f"{path}[{i}]")


def check_views_basic(s: DaleState) -> list[dict]:
    views = []
    for seat in range(s.n_players):
        v = view(s, seat)
        assert [c["name"] for c in v["hand"]] == [s.type_of(c).name for c in s.hands[seat]]
        for q, info in enumerate(v["seats"]):
            assert info["hand"] == len(s.hands[q]) and isinstance(info["hand"], int)
            assert info["deck"] == len(s.decks[q]) and isinstance(info["deck"], int)
            # dale.discard.face_up: every discard pile fully visible
            assert info["discard"] == [s.type_of(c).name for c in s.discards[q]]
        assert isinstance(v["market_deck"], int)
        _ints_only_as_numbers(v)
        json.dumps(v)
        views.append(v)
    return views


def _frame_cards(s: DaleState) -> set[int]:
    out: set[int] = set()

    def walk(x):
        if isinstance(x, (list, tuple)):
            for y in x:
                walk(y)
        elif isinstance(x, int) and not isinstance(x, bool):
            out.add(x)
    walk(s.frames)
    walk(s.effects)
    out.update(s.used)
    return out


def hidden_permutation(s: DaleState, seat: int, r: random.Random) -> DaleState:
    """A state seat ``seat`` cannot tell apart from ``s``: every other seat's hand cards are
    mixed with that seat's deck and stored cards (sizes kept), every deck and the market deck are
    reshuffled. Cards a pending step or an effect names stay where they are, and so do the
    cards whose place the seat has seen (``ludoteca.dale.knowledge``: a bought card in a hand,
    a used Bold Haggler, a card it put back on a deck)."""
    from ludoteca.dale.knowledge import FIXED

    t = s.clone()
    keep = _frame_cards(s) | {c for c in range(len(s.cfg.types)) if s.known[seat][c] == FIXED}
    for q in range(s.n_players):
        if q == seat:
            free = [i for i, c in enumerate(t.decks[q]) if c not in keep]
            vals = [t.decks[q][i] for i in free]
            r.shuffle(vals)
            for i, c in zip(free, vals):
                t.decks[q][i] = c
            continue
        piles = {"h": t.hands[q], "d": t.decks[q], "s": t.stored[q]}  # stored: face down
        slots = [(w, i) for w, pile in piles.items() for i, c in enumerate(pile) if c not in keep]
        vals = [piles[w][i] for w, i in slots]
        r.shuffle(vals)
        for (w, i), c in zip(slots, vals):
            piles[w][i] = c
    r.shuffle(t.market_deck)
    return t


def check_views_hidden(s: DaleState, views: list[dict], r: random.Random) -> None:
    for seat in range(s.n_players):
        t = hidden_permutation(s, seat, r)
        check_conservation(t)
        assert view(t, seat) == views[seat], f"seat {seat + 1}'s view depends on hidden cards"


def check_clone(s: DaleState, acts: list, r: random.Random) -> None:
    before = s.to_dict()
    c = s.clone()
    assert c == s and c.to_dict() == before
    # Mutating the clone — by an action and by hand — leaves the original untouched.
    if acts:
        c.apply(r.choice(acts))
    for p in range(c.n_players):
        c.hands[p].append(-7)
        c.decks[p].append(-7)
        c.discards[p].append(-7)
        if c.stalls[p]:  # stacks are immutable tuples, shared by clones: replace one
            assert all(type(st) is tuple for st in c.stalls[p])
            c.stalls[p][0] = c.stalls[p][0] + (-7,)
        c.stalls[p].append([-7])
    for name in ("market", "market_deck", "bin", "junk", "in_play", "aside",
                 "effects", "used", "frames"):
        getattr(c, name).append(-7)
    for name in ("subs", "out"):  # tuples, shared by clones: replaced
        assert type(getattr(c, name)) is tuple
        setattr(c, name, getattr(c, name) + (-7,))
    c.turn += 5
    assert s.to_dict() == before


def check_every_legal_applies(s: DaleState, acts: list, r: random.Random) -> None:
    """Listed actions are accepted by apply (a sample of up to 12, each on a clone)."""
    for a in r.sample(acts, min(12, len(acts))):
        c = s.clone()
        c.apply(a)
        check_conservation(c)


def check_all(s: DaleState, acts: list, step: int, r: random.Random) -> None:
    check_conservation(s)
    check_decision(s, acts)
    check_notation(acts, s.cfg.rules)
    check_roundtrip(s)
    views = check_views_basic(s)
    if step % DEEP_EVERY == 0 or s.winner is not None:
        check_clone(s, acts, r)
        check_views_hidden(s, views, r)
        check_every_legal_applies(s, acts, r)



def choose(acts: list, r: random.Random):
    """A random legal action: first a random kind (so that the many inventory subsets do not
    crowd out the rest), preferring to build when a stack is possible, then a random one."""
    builds = [a for a in acts if a[0] == "build"]
    if builds and r.random() < 0.6:
        return r.choice(builds)
    kinds = sorted({a[0] for a in acts})
    kind = r.choice(kinds)
    return r.choice([a for a in acts if a[0] == kind])


def check_frames(s: DaleState) -> None:
    """Every pending frame fits its declaration (``dale.steps``), and a seat that does not
    decide the top one sees nothing of it but who decides what, and the deciding seat sees
    exactly the card lists declared secret to it (tests/dale/test_steps_declared)."""
    from ludoteca.dale.editions import classic as _classic
    frame_of = _classic().frame_of

    for f in s.frames:
        problem = frame_of(f[0]).conforms(f, s.cfg.n_players, len(s.cfg.types))
        assert problem is None, (f, problem)
    if s.frames and s.winner is None:
        from ludoteca.dale.steps import CARDS

        f = s.frames[-1]
        shape = frame_of(f[0])
        for seat in range(s.cfg.n_players):
            d = view(s, seat)["decision"]
            if seat != f[1]:
                assert d["cards"] == [] and set(d) == {"player", "kind", "prompt", "msgid",
                                                       "values", "cards"}, d
            else:  # the deciding seat sees exactly the card lists declared secret to it
                assert d["cards"] == [s.cfg.types[c].name for name in shape.secret
                                      if shape.kinds[name] == CARDS for c in shape.get(f, name)]


# ==========================================================================================
# The random-game driver: every random or bot-played game of the suite goes through
# play_checked_game, so the same invariants are checked at every step of all of them.
# ==========================================================================================
from collections import Counter  # noqa: E402
from dataclasses import dataclass, field  # noqa: E402
from typing import Any, Callable  # noqa: E402

#: A policy: ``policy(state, legal_actions, rng) -> action`` (one of the listed actions).
Policy = Callable[[DaleState, list, random.Random], tuple]


def random_policy(s: DaleState, acts: list, r: random.Random):
    """:func:`choose`: a random kind of action first, then one of that kind."""
    return choose(acts, r)


def uniform_policy(s: DaleState, acts: list, r: random.Random):
    """Any listed action, each as likely."""
    return r.choice(acts)


def greedy_policy(n: int) -> Policy:
    """``ludoteca.dale.strategy.GreedyPolicy`` at every seat, on that seat's view."""
    from ludoteca.dale.strategy import GreedyPolicy

    seats = [GreedyPolicy() for _ in range(n)]

    def policy(s, acts, r):
        seat = s.current_player()
        return seats[seat].choose(view(s, seat), acts, r)
    return policy


def bots_policy(names_by_seat: list[str]) -> Policy:
    """The registered bots (``make_bot``) named for each seat, on the game's views."""
    from ludoteca.bots import make_bot
    from ludoteca.core.game import get_game

    game = get_game("dale")
    seats = [make_bot(name, game=game) for name in names_by_seat]

    def policy(s, acts, r):
        seat = s.current_player()
        return seats[seat].choose(game.view(s, seat), acts, r)
    return policy


def mixed_policy(n: int, greedy: float) -> Policy:
    """Each decision by the greedy bot (``ludoteca.bots.greedy.GreedyBot``) with probability
    ``greedy``, else by :func:`random_policy` (one draw of the game's generator decides)."""
    from ludoteca.bots.greedy import GreedyBot

    seats = [GreedyBot() for _ in range(n)]

    def policy(s, acts, r):
        p = s.current_player()
        if r.random() < greedy:
            return seats[p].choose(view(s, p), acts, r)
        return choose(acts, r)
    return policy


def scripted_policy(picks: list[int]) -> Policy:
    """The listed action of index ``pick % len(actions)``, one pick per decision (a
    Hypothesis-drawn list of picks drives a game)."""
    it = iter(picks)
    return lambda s, acts, r: acts[next(it) % len(acts)]


@dataclass
class CheckedGame:
    """What :func:`play_checked_game` played: the last state, the actions (``history``) and,
    beside each, the decision it answered (``kinds``: the pending step's kind, ``"action"``
    for a main decision); ``reactions`` counts the decisions of a seat other than the active
    one."""

    state: DaleState
    history: list = field(default_factory=list)
    kinds: list = field(default_factory=list)
    reactions: int = 0

    @property
    def steps(self) -> int:
        return len(self.history)

    @property
    def decided(self) -> Counter:
        """How often each kind of decision was answered."""
        return Counter(self.kinds)

    def tokens(self, *verbs: str) -> Counter:
        """How often each card token was named by an action of these verbs (``"play"``,
        ``"use"``): ``a[1]``."""
        return Counter(a[1] for a in self.history if a[0] in verbs)


#: ``extra(state, legal_actions, step, rng)``: more checks a test module adds at every step.
Extra = Callable[[DaleState, list, int, random.Random], None]


def play_checked_game(n: int, seed: int, *, folk: list[str] | None = None,
                      box: list[str] | None = None, rng: str | random.Random,
                      policy: Policy = random_policy, turn_cap: int = 120,
                      max_steps: int | None = None, check: bool = True,
                      extra: Extra | None = None, rules: Any = None) -> CheckedGame:
    """Play one seeded Dale game and check it (``rules``: the ruleset, default the classic
    edition's).

    ``new_game(n, folk, seed=seed, box=box)`` is played by ``policy`` (the generator ``rng``,
    or ``random.Random(rng)``, drives it and the sampled checks) until someone wins, the turn
    passes ``turn_cap`` or ``max_steps`` actions were played. At every step, the last
    included, with ``check``: :func:`check_all` (cards conserved, a legal action for the
    pending decision, notation and JSON round trips, views; every :data:`DEEP_EVERY` steps
    clones, hidden permutations and a sample of listed actions applied), :func:`check_frames`
    (pending frames fit their declarations, views show the deciding seat only its secrets),
    then ``extra``. Every action must be a listed one. At the end the actions are replayed on
    a fresh game from the seed and must give the same state (``dale.setup``: same seed, same
    actions, same game). Returns a :class:`CheckedGame`.
    """
    from ludoteca.dale import new_game

    r = rng if isinstance(rng, random.Random) else random.Random(rng)
    s = new_game(n, folk, seed=seed, box=box, rules=rules)
    game = CheckedGame(s)
    while True:
        acts = s.legal_actions()
        step = len(game.history)
        if check:
            check_all(s, acts, step, r)
            check_frames(s)
            if extra is not None:
                extra(s, acts, step, r)
        if (s.winner is not None or s.turn > turn_cap
                or (max_steps is not None and step >= max_steps)):
            break
        a = policy(s, acts, r)
        assert a in acts, (a, "is not a listed action")
        game.kinds.append(s.frames[-1][0] if s.frames else "action")
        game.reactions += s.decision().player != s.active
        s.apply(a)
        game.history.append(a)
    again = new_game(n, folk, seed=seed, box=box, rules=rules)
    for a in game.history:
        again.apply(a)
    assert again.to_dict() == s.to_dict(), f"replay of {n}p {folk} seed {seed} differs"
    return game


# -- the shapes of games the deck modules play (each one call of the driver) ----------------
def play_random_game(n: int, folk: list[str], seed: int, *, bot: str = "random",
                     turn_cap: int = 120):
    """One game with these decks from ``seed`` by ``bot`` ("random": :func:`choose`;
    "greedy": the greedy bot on each seat's view), checked by :func:`play_checked_game`.
    Returns ``(state, actions)``."""
    policy = bots_policy(["greedy"] * n) if bot == "greedy" else random_policy
    g = play_checked_game(n, seed, folk=folk, rng=f"dale-{n}-{seed}-{bot}", policy=policy,
                          turn_cap=turn_cap)
    return g.state, g.history


def play_mixed_games(folk: list[str], seeds: range, *, greedy: float, turn_cap: int = 80):
    """Seeded games with the decks ``folk`` (its first ``players + 1`` for 2, 3 and 4
    players), each decision by the greedy policy with probability ``greedy`` else at random,
    checked by :func:`play_checked_game`. Returns the techniques played and the step kinds
    decided, with their counts."""
    seen: Counter = Counter()
    for n in (2, 3, 4):
        for seed in seeds:
            decks = folk[: n + 1]
            g = play_checked_game(n, seed, folk=decks, rng=f"{decks}-{seed}",
                                  policy=mixed_policy(n, greedy), turn_cap=turn_cap)
            for kind, a in zip(g.kinds, g.history):
                if kind != "action":
                    seen[kind] += 1
                elif a[0] == "play":
                    seen[a[1]] += 1
    return seen
