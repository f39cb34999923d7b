"""No card is left unplayable by the bots (issue 19): for every technique of every deck in
the catalogue, a position where the active player holds it is set up, the card is played, and
the greedy bot — then ISMCTS with a small search — makes every decision its effect asks for,
from the legal actions only, until the effect has resolved. The same for every once-per-turn
ability the position offers. Rule ids: ``dale.technique.play``, ``dale.ability.once``.
"""

from __future__ import annotations

from ludoteca.dale.editions import classic as _classic
import random

import pytest

from ludoteca.core.game import get_game
from ludoteca.core.loop import bot_agent, play_out
from ludoteca.dale import cards, new_game
from ludoteca.dale import tokens
from ludoteca.sim.simulate import make_bots

from testkit.dale import check_conservation

GAME = get_game("dale")


def _cards(kinds: tuple[str, ...]) -> list[tuple[str, str]]:
    return [(folk, t.name) for folk in _classic().decks for t in _classic().cards_of(folk)
            if t.kind in kinds]


def _nobody_knows(s):
    from ludoteca.dale import knowledge

    return knowledge.initial(s.cfg.n_players, len(s.cfg.types))


def _with_card_in_hand(folk: str, name: str, seed: int = 3):
    """A 2-player game with ``folk`` and the two decks after it (in catalogue order), where
    the active player holds one copy of ``name`` instead of one of its hand cards."""
    order = list(_classic().decks)
    i = order.index(folk)
    decks = [folk, order[(i + 1) % len(order)], order[(i + 2) % len(order)]]
    s = new_game(2, decks, seed=seed, box=order)
    p = s.active
    if any(s.type_of(c).name == name for c in s.hands[p]):
        return s, p
    piles = [s.decks[p], s.market_deck, s.market, s.bin] + [s.decks[q] for q in range(2)]
    for pile in piles:
        for k, c in enumerate(pile):
            if c != -1 and s.type_of(c).name == name:
                pile[k], s.hands[p][0] = s.hands[p][0], c
                s.known = _nobody_knows(s)  # the swap is not something any seat saw
                check_conservation(s)
                return s, p
    out = list(s.out)  # a start card of a seat not in the game
    k = next(k for k, c in enumerate(out) if s.type_of(c).name == name)
    out[k], s.hands[p][0] = s.hands[p][0], out[k]
    s.out = tuple(out)
    s.known = _nobody_knows(s)
    check_conservation(s)
    return s, p


def _resolve_with(bot_spec: str, s, verb: str, name: str) -> None:
    acts = [a for a in s.legal_actions() if a[0] == verb and isinstance(a[1], str)
            and tokens.parse(a[1]) is not None and tokens.parse(a[1]).card == name]
    if verb == "use" and not acts:
        return  # the ability is not available in this position (its own condition)
    assert acts, f"{verb} {name} is not listed: {s.legal_actions()[:8]}"
    p = s.active
    s.apply(acts[0])
    bots = make_bots([bot_spec, bot_spec], GAME)
    agent = bot_agent(GAME, bots, [random.Random(1), random.Random(2)])
    turn = s.turn
    played = play_out(GAME, s, agent, max_decisions=200,
                      stop=lambda st: not st.frames or st.turn > turn + 1)
    assert played.stopped in ("stop", "over"), f"{name}: the effect did not resolve"
    check_conservation(s)
    assert s.winner is not None or s.legal_actions(), f"{name}: no legal action afterwards"
    assert p in range(2)


@pytest.mark.parametrize("folk, name", _cards(("T",)))
def test_greedy_resolves_every_technique(folk, name):
    s, _ = _with_card_in_hand(folk, name)
    _resolve_with("greedy", s, "play", name)


@pytest.mark.parametrize("folk, name", _cards(("T",)))
def test_ismcts_resolves_every_technique(folk, name):
    s, _ = _with_card_in_hand(folk, name)
    _resolve_with("ismcts:iterations=8", s, "play", name)


@pytest.mark.parametrize("folk, name", _cards(("P*",)))
def test_bots_use_every_ability_they_are_offered(folk, name):
    s, _ = _with_card_in_hand(folk, name)
    _resolve_with("greedy", s.clone(), "use", name)
    _resolve_with("ismcts:iterations=8", s, "use", name)
