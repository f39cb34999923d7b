"""Dale's integer action space (issue 18, ``ludoteca.dale.action_space``): at every decision
the completions of the sub-decision sequences are exactly the engine's legal whole actions
(``dale.turn.one_action`` and every effect step), both ways, each reached by one path; the
atoms are a fixed vocabulary; a completed action is applied exactly as ``apply`` would."""

from __future__ import annotations

from ludoteca.dale.editions import classic as _classic
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ludoteca.core.errors import IllegalAction
from ludoteca.core.game import get_game
from ludoteca.core.integer import END, IntegerGame
from ludoteca.dale import cards, new_game
from ludoteca.dale.action_space import ATOMS, atoms_of, token_atoms

from test_bots_play_every_card import _cards, _with_card_in_hand

from testkit import examples

GAME = get_game("dale")
IG = IntegerGame(GAME)


def completions(s) -> list[tuple]:
    """Every whole action reachable from ``s`` (an IntState) by legal sub-decisions; a
    sub-decision that reaches no whole action fails the test."""
    out = []
    for a in s.legal_actions():
        t = s.clone()
        whole = t.apply_action(a)
        if whole is not None:
            out.append(whole)
        else:
            more = completions(t)
            assert more, f"sub-decision {ATOMS[a]!r} after {s.pending_text()!r} is a dead end"
            out += more
    return out


def assert_same(s) -> None:
    """Completions == legal whole actions, both ways, no whole action reached twice, and the
    trusted application of each equals ``apply``'s."""
    whole = GAME.legal_actions(s.state)
    got = completions(s)
    assert len(got) == len(set(got)), "a whole action is reached by two paths"
    assert set(got) == set(whole), (set(got) ^ set(whole))
    for a in whole[:: max(1, len(whole) // 4)]:
        x, y = s.state.clone(), s.state.clone()
        x.apply(a)
        y.apply_trusted(a)
        assert x.to_dict() == y.to_dict() and x.known == y.known


def _walk(seed: int, players: int, folk: list[str], steps: int):
    """Play ``steps`` random sub-decisions (a random choice between whole actions and
    sub-decisions too) checking every decision on the way."""
    s = IG.wrap(new_game(players, folk, seed=seed, box=list(_classic().decks)))
    r = random.Random(seed)
    for _ in range(steps):
        if s.is_terminal():
            break
        if not s.prefix:
            assert_same(s)
            if r.random() < 0.3:
                s.apply_whole(r.choice(GAME.legal_actions(s.state)))
                continue
        s.apply_action(r.choice(s.legal_actions()))
    return s


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), players=st.integers(2, 4), steps=st.integers(1, 250),
       data=st.data())
def test_completions_equal_whole_actions_random_positions(seed, players, steps, data):
    folk = data.draw(st.permutations(list(_classic().decks)))[: players + 1]
    _walk(seed, players, list(folk), steps)


@pytest.mark.parametrize("folk, name", _cards(("T",)))
def test_completions_equal_whole_actions_through_every_technique(folk, name):
    """Every technique of the 27 decks played, then every step of its effect checked."""
    s, p = _with_card_in_hand(folk, name)
    s = IG.wrap(s)
    play = next(a for a in GAME.legal_actions(s.state) if a[0] == "play"
                and a[1].split(" as ")[0].split("=")[0] == name)
    assert_same(s)
    s.apply_whole(play)
    r = random.Random(name)
    while not s.is_terminal() and s.state.frames:
        if not s.prefix:
            assert_same(s)
        s.apply_action(r.choice(s.legal_actions()))


def test_vocabulary_is_fixed_and_covers_every_card():
    assert ATOMS[0] == "end" and len(ATOMS) == IG.num_distinct_actions
    assert len(set(ATOMS[1:25])) == 24  # the verbs
    for folk in _classic().decks:
        for t in _classic().cards_of(folk):
            assert ATOMS[token_atoms(t.name)[0]] == t.name
    assert [ATOMS[a] for a in token_atoms("discard:Reflection=3 as Spyglass+1")] == [
        "discard:", "Reflection", "=3", "as", "Spyglass", "+1"]
    assert [ATOMS[a] for a in atoms_of(None, ("buy", -1, ("Market Discovery", "junk")))] == [
        "buy", "discard", "Market Discovery", "junk"]
    assert [ATOMS[a] for a in atoms_of(None, ("take", 1, 2, "junk"))] == [
        "take", "seat 2", "stack 3", "junk"]
    with pytest.raises(ValueError):
        token_atoms("Not A Card")


def test_worked_purchase_path():
    """dale.market.overpay: the first position of seed 1 (2 players, Dale 1 box), worked by
    hand: choosing buy, then a slot, then cards in canonical order ends the purchase as soon as
    the cards are a payment nothing longer extends."""
    s = IG.new_state(2, 1)
    text = [s.action_to_string(a) for a in s.legal_actions()]
    assert text[0] == "buy" and text[-1] == "inventory"
    s.apply_action(s.legal_actions()[0])
    slots = [s.action_to_string(a) for a in s.legal_actions()]
    assert all(x.startswith("+") or x == "discard" for x in slots)
    whole = None
    while whole is None:
        whole = s.apply_action(s.legal_actions()[0])
    assert whole[0] == "buy" and s.history == [whole] and not s.prefix


def test_illegal_sub_decision_changes_nothing():
    s = IG.new_state(3, 5)
    before, prefix = s.state.to_dict(), s.prefix
    bad = next(a for a in range(IG.num_distinct_actions) if a not in s.legal_actions())
    with pytest.raises(IllegalAction) as info:
        s.apply_action(bad)
    assert info.value.rule_id == "dale.turn.one_action"
    assert s.state.to_dict() == before and s.prefix == prefix
    assert END not in s.legal_actions()  # between actions there is nothing to end


def _random_positions(seeds, kinds: set):
    """Random whole-action games over all 27 decks (2-4 players): yields the first decision
    of every step kind not seen yet and every 25th main decision."""
    for seed in seeds:
        r = random.Random(seed)
        n = r.choice([2, 3, 4])
        s = new_game(n, r.sample(list(_classic().decks), n + 1), seed=seed,
                     box=list(_classic().decks))
        k = 0
        while s.winner is None and s.turn < 150:
            kind = s.frames[-1][0] if s.frames else "action"
            if kind not in kinds or (kind == "action" and k % 25 == 0):
                kinds.add(kind)
                yield s
            k += 1
            s.apply(r.choice(s.legal_actions()))


def test_every_decision_kind_of_every_deck():
    """Every decision kind the 27 decks declare (steps of card effects, card-by-card payment
    and Inventory, reactions) is met and its completions equal its whole actions: random games
    over all decks, the hand-made positions, huge hands over the whole-listing caps, and
    the Bats cards at night."""
    from ludoteca.dale.editions import classic as _classic
    STEPS = _classic().steps
    from ludoteca.dale.positions import from_spec
    from test_legal_equals_check import POSITIONS, _with_expectations, huge_hand_position

    kinds: set = set()
    for s in _random_positions(range(300), kinds):
        assert_same(IG.wrap(s))
    for path in POSITIONS:
        for s in _with_expectations(path):
            kinds.add(s.decision().kind)
            assert_same(IG.wrap(s))
    for seed in range(2):
        s = huge_hand_position(seed, 16, True)
        assert_same(IG.wrap(s))
        for verb in ("pay", "discard"):  # over both caps: card by card
            t = s.clone()
            t.apply(next(a for a in t.legal_actions() if a[0] == verb))
            kinds.add(t.decision().kind)
            assert_same(IG.wrap(t))
    s = from_spec({"animalfolk": ["bats", "mongooses", "macaws"], "seed": 13, "active": 1,
                   "junk": {"pile": 0}, "clock": "night",
                   "player": [{"hand": ["Capture", "Sneaky Scout", "False Alarm",
                                        "Secret Mission", "Provocation", "junk"],
                               "discard": ["junk"]},
                              {"hand": ["junk"], "deck": ["Serenade", "junk", "junk"]}]})
    for card in ("Capture", "Sneaky Scout", "False Alarm", "Secret Mission",
                 "Provocation"):  # night: each asks a target (Provocation: a pick first)
        s.apply(("play", card))
        while s.frames:
            kinds.add(s.decision().kind)
            assert_same(IG.wrap(s))
            s.apply(s.legal_actions()[0])
    missing = set(STEPS) - kinds
    assert not missing, sorted(missing)


def test_worked_inventory_card_by_card():
    """dale.inventory.discard, worked by hand: a hand of Cookies, two junk and Swift Broker
    (three plain tokens in canonical order). After ``inventory`` the sub-decisions are END
    (discard nothing) and each of the three tokens; after ``junk``: END, ``junk`` again (a
    second copy is left) and the tokens after it in canonical order, never one before it;
    after the second ``junk`` the junk is used up. END applies the cards chosen so far, and
    a last card with nothing after it applies the Inventory at once."""
    from ludoteca.dale import inventory as inv

    s = IG.wrap(_with_hand(["Cookies", "junk", "junk", "Swift Broker"]))
    order = [tok for tok, _n in inv.plain_groups(s.state, s.state.hands[s.state.active])]
    assert sorted(order) == ["Cookies", "Swift Broker", "junk"]
    s.apply_action(next(a for a in s.legal_actions() if s.action_to_string(a) == "inventory"))
    text = lambda: [s.action_to_string(a) for a in s.legal_actions()]  # noqa: E731
    assert text()[0] == "end" and sorted(text()[1:]) == sorted(order)
    j = order.index("junk")
    s.apply_action(next(a for a in s.legal_actions() if s.action_to_string(a) == "junk"))
    assert text()[0] == "end" and sorted(text()[1:]) == sorted(order[j:])
    s.apply_action(next(a for a in s.legal_actions() if s.action_to_string(a) == "junk"))
    assert sorted(text()[1:]) == sorted(order[j + 1:])
    t = s.clone()
    assert t.apply_action(END) == ("inventory", ("junk", "junk"))
    if order[-1] != "junk":  # the last token in canonical order ends the Inventory at once
        assert s.apply_action(s.legal_actions()[-1]) == (
            "inventory", ("junk", "junk", order[-1]))


def _with_hand(names: list[str]):
    """A 2-player game (macaws, pandas, squirrels) at its first decision with the active
    seat's hand replaced by cards of these names (junk: the junk pile's)."""
    s = new_game(2, ["macaws", "pandas", "squirrels"], seed=3, box=list(_classic().decks))
    p = s.active
    types = s.cfg.types
    piles = [s.hands[p], s.decks[p], s.junk, s.market_deck]
    hand = []
    for name in names:  # each card taken out of the pile it lies in (the count is kept)
        pile = next(q for q in piles if any(types[c].name == name for c in q))
        c = next(c for c in pile if types[c].name == name)
        pile.remove(c)
        hand.append(c)
    s.decks[p].extend(s.hands[p])  # the hand dealt goes under the deck
    s.hands[p][:] = hand
    return s


#: The fingerprint of :func:`test_integer_playouts_unchanged`'s playouts, recorded on
#: 2026-12-08 with the tree before the Inventory went card by card (commit dfdc5ee).
INTEGER_PLAYOUTS_SHA256 = "cd29ce2ae7cab64fcddfc7c76083cf82e6b7b4f984ad4f0ec7e65563f60b9173"


def test_integer_playouts_unchanged():
    """Random playouts over the integer space (seeds 0-11, 2-4 players, both editions, cut
    after turn 120): every list of legal sub-decisions and every whole action applied hash
    to the fingerprint recorded before the listing changed (issue 31: the same sub-decisions,
    however they are listed)."""
    import hashlib

    h = hashlib.sha256()
    for seed in range(12):
        for options in (None, {"edition": "remaster"}):
            s = IG.new_state(2 + seed % 3, seed, options)
            rng = random.Random(seed)
            while not s.is_terminal() and s.turn() <= 120:
                legal = s.legal_actions()
                h.update(repr(legal).encode())
                s.apply_action(rng.choice(legal))
            h.update(repr(s.history).encode())
    assert h.hexdigest() == INTEGER_PLAYOUTS_SHA256
