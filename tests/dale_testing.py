"""Helpers shared by the Dale test modules (on the test path through pytest's ``pythonpath``)."""

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
from ludoteca.dale.cards import CARD_TYPE, deck_ids  # noqa: E402
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
    return cards


def game_ids(s: DaleState) -> list[int]:
    """The physical cards of a game: the junk cards and the decks of its box and in play
    (cards of decks registered but outside the game are in no pile)."""
    folk = set(s.cfg.box) | set(s.cfg.animalfolk)
    ids = [c for c, t in enumerate(CARD_TYPE) if t.is_junk]
    for key in folk:
        ids.extend(deck_ids(key))
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


def check_notation(acts: list) -> None:
    for a in acts:
        text = to_text(a)
        assert parse(text) == a, (a, text)


def check_roundtrip(s: DaleState) -> None:
    d = s.to_dict()
    back = DaleState.from_dict(json.loads(json.dumps(d)))
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
    check_notation(acts)
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
    from ludoteca.dale.steps import frame_of

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


def play_random_game(n: int, folk: list[str], seed: int, *, bot: str = "random",
                     turn_cap: int = 120):
    """Play one game with these decks from ``seed`` by ``bot`` ("random": :func:`choose`;
    "greedy": the greedy bot on each seat's view), checking :func:`check_all` at every step,
    to its end or ``turn_cap``; then replay the actions on a fresh game and compare. Returns
    ``(state, actions)``."""
    from ludoteca.dale import new_game

    s = new_game(n, animalfolk=folk, seed=seed)
    r = random.Random(f"dale-{n}-{seed}-{bot}")
    policy = None
    if bot == "greedy":
        from ludoteca.bots import make_bot
        from ludoteca.core.game import get_game

        game = get_game("dale")
        policy = [make_bot("greedy", game=game) for _ in range(n)]
    history: list[tuple] = []
    step = 0
    while True:
        acts = s.legal_actions()
        check_all(s, acts, step, r)
        check_frames(s)
        if s.winner is not None or s.turn > turn_cap:
            break
        if policy is None:
            a = choose(acts, r)
        else:
            seat = s.current_player()
            a = policy[seat].choose(view(s, seat), acts, r)
        s.apply(a)
        history.append(a)
        step += 1
    again = new_game(n, animalfolk=folk, seed=seed)
    for a in history:
        again.apply(a)
    assert again.to_dict() == s.to_dict(), f"replay of {folk} seed {seed} differs"
    return s, history


def play_mixed_games(folk: list[str], seeds: range, *, greedy: float, turn_cap: int = 80):
    """Play seeded games with the decks ``folk`` (its first ``players + 1`` for 2, 3 and 4
    players), each decision by the greedy policy with probability ``greedy`` else at random,
    checking every invariant above at every step; each game is replayed
    from its seed and actions and must reach the same state. Returns the names of the
    techniques played and the step kinds decided, with their counts."""
    import random
    from collections import Counter

    from ludoteca.bots.greedy import GreedyBot
    from ludoteca.dale import new_game
    from ludoteca.dale.views import view

    seen: Counter = Counter()
    for n in (2, 3, 4):
        for seed in seeds:
            decks = folk[: n + 1]
            s = new_game(n, animalfolk=decks, seed=seed)
            r = random.Random(f"{decks}-{seed}")
            bots = [GreedyBot() for _ in range(n)]
            history = []
            step = 0
            while True:
                acts = s.legal_actions()
                check_all(s, acts, step, r)
                if s.winner is not None or s.turn > turn_cap:
                    break
                p = s.current_player()
                if r.random() < greedy:
                    a = bots[p].choose(view(s, p), acts, r)
                else:
                    a = choose(acts, r)
                if s.frames:
                    seen[s.frames[-1][0]] += 1
                elif a[0] == "play":
                    seen[a[1]] += 1
                s.apply(a)
                history.append(a)
                step += 1
            again = new_game(n, animalfolk=decks, seed=seed)
            for a in history:
                again.apply(a)
            assert again.to_dict() == s.to_dict(), f"replay of {decks} seed {seed} differs"
    return seen
