"""Knowledge tracking from snapshots of the piles (``knowledge.moved_cards``, issue 31 item
3) gives every seat exactly the labels the full rebuild of every card's place gave (the
reference, knowledge_reference.py), after every action of random games of both editions, and
finds exactly the cards whose place changed, also when the piles are edited by hand."""

from __future__ import annotations

import random

import pytest

from ludoteca.core.game import get_game
from ludoteca.dale import knowledge

import knowledge_reference as ref

GAME = get_game("dale")


def _play_both(edition: str, players: int, seed: int, steps: int) -> int:
    """Play ``steps`` random actions on a state and on its twin tracked by the reference;
    return the number of actions that moved a card."""
    state = GAME.new_state(players, seed, {"edition": edition})
    twin = state.clone()
    r = random.Random(f"{edition}:{players}:{seed}")
    moved = 0
    for _ in range(steps):
        if state.is_terminal():
            break
        action = r.choice(state.legal_actions())
        pre = ref.before(twin)
        twin.cfg.rules.engine.apply_trusted(twin, action)
        ref.after(twin, pre, action)
        loc_before = ref.locate(state)
        state.apply_trusted(action)
        assert state.known == twin.known, (edition, players, seed, action)
        assert state.to_dict() == twin.to_dict()
        moved += loc_before != ref.locate(state)
    return moved


@pytest.mark.parametrize("edition,players", [("classic", 2), ("classic", 3), ("classic", 4),
                                             ("remaster", 1), ("remaster", 2),
                                             ("remaster", 4)])
def test_kept_table_gives_the_full_rebuilds_knowledge(edition, players):
    moved = sum(_play_both(edition, players, seed, 250) for seed in range(3))
    assert moved > 50  # the games did move cards


def moved_by_tables(pre: bytearray, post: bytearray, players: int) -> tuple[list, list, list]:
    """What knowledge.moved_cards must find, from the full tables: the cards whose code
    changed, a code of a pile every seat sees read as ``OUT`` (as no pile)."""
    hideable = set(knowledge._layout(players))

    def code(x: int) -> int:
        return x if x in hideable else knowledge.OUT

    moved = [c for c in range(len(pre)) if code(pre[c]) != code(post[c])]
    return moved, [code(pre[c]) for c in moved], [code(post[c]) for c in moved]


def test_moved_cards_are_those_whose_place_changed():
    """moved_cards over two snapshots lists exactly the cards whose pile code differs in the
    full tables to or from a pile that can hide a card, with both codes: over actions of random games, and for piles edited by hand
    (two cards swapped between piles of unchanged sizes, a market reordered, a card taken
    from the middle of a hand)."""
    for edition, players, seed in (("classic", 2, 5), ("classic", 4, 6), ("remaster", 3, 7)):
        state = GAME.new_state(players, seed, {"edition": edition})
        r = random.Random(seed)
        for _ in range(120):
            if state.is_terminal():
                break
            snap, loc = knowledge._snapshot(state), ref.locate(state)
            state.apply_trusted(r.choice(state.legal_actions()))
            assert (knowledge.moved_cards(snap, knowledge._snapshot(state))
                    == moved_by_tables(loc, ref.locate(state), players))
        snap, loc = knowledge._snapshot(state), ref.locate(state)
        hand, deck = state.hands[0], state.decks[0]
        if hand and deck:
            hand[0], deck[0] = deck[0], hand[0]
        state.market[0], state.market[1] = state.market[1], state.market[0]
        if len(state.hands[1]) > 1:
            state.junk.append(state.hands[1].pop(0))
        state.stalls[0] = state.stalls[0][::-1]
        moved = knowledge.moved_cards(snap, knowledge._snapshot(state))
        assert moved == moved_by_tables(loc, ref.locate(state), players)
        assert moved[0]  # something moved
