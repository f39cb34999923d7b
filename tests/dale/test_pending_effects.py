"""The engine's events and pending (delayed or lasting) effects (issue 19): listeners declared
with ``Declarations.on`` are told of each event of a game whose decks include theirs, and
``state.pending`` entries are public data that clone, round-trip, show in views and positions.
The test declares its own pending kind and listeners and builds a ruleset with them (the
classic decks plus the test's declarations; issue 25).

Rule ids: ``dale.turn.order`` (turn_start), ``dale.cleanup.draw`` (refilled),
``dale.market.payment`` (bought), ``dale.stall.sequence`` (built), ``dale.technique.play``
(technique), ``dale.cleanup.reshuffle`` (shuffled).
"""

from __future__ import annotations

import functools
import json

import pytest

from ludoteca.core.i18n import text
from ludoteca.dale import card_rules, editions
from ludoteca.dale import engine
from ludoteca.dale.card_rules import Declarations
from ludoteca.dale.positions import parse_position, same_position, to_toml
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import CARD, NUMBER, Frame
from ludoteca.dale.views import view

KIND = "test_waiting_card"

#: What the test's listeners heard, in order: (event, seat, turn, *info).
CALLS: list[tuple] = []


@functools.cache
def _rules():
    """The classic decks plus a pending-effect kind and a recording listener for every event
    in games with the macaws, declared here."""
    mine = Declarations("test_pending")
    mine.pending_effect(KIND, Frame(card=CARD, turns=NUMBER),
                        "{card} of seat {seat} waits {turns} turns")
    for event in card_rules.EVENTS:
        def fn(state, seat, *info, _event=event):
            CALLS.append((_event, seat, state.turn, *info))
        mine.on(event, "macaws")(fn)
    return editions.build("classic", list(editions.CLASSIC) + [mine])


def new_game(*args, **kw):
    return engine.new_game(*args, rules=_rules(), **kw)


@pytest.fixture(autouse=True, scope="module")
def test_kind():
    """The message of the test's pending kind, registered by the test as its own source and
    forgotten afterwards (it would be an untranslated message for the catalogue checks)."""
    from ludoteca.core.messages import MESSAGES, register_messages

    register_messages({f"pending.{KIND}": _rules().pending_texts[KIND]}, source="test_pending")
    yield
    MESSAGES.forget("test_pending")


@pytest.fixture
def listen():
    """What the listeners hear during one test."""
    _rules()
    CALLS.clear()
    yield CALLS
    CALLS.clear()


def test_unknown_event_is_refused():
    with pytest.raises(card_rules.CardRulesError):
        Declarations("test_other").on("teatime", "macaws")


def test_events_of_a_turn_in_order(listen):
    # dale.cleanup.draw then dale.turn.order: the mover refills, then the next seat's turn starts.
    s = new_game(2, ["macaws", "pandas", "raccoons"], seed=3)
    first = s.active
    inventory = next(a for a in s.legal_actions() if a[0] == "inventory")
    s.apply(inventory)
    # (the deal of the first hands reported a "drew" per card; the hand was full, so the
    # refill drew none)
    assert [c for c in listen if c[0] != "drew"] == [("turn_end", first, 1),
                                                     ("refilled", first, 1),
                                                     ("turn_start", 1 - first, 2)]
    assert len([c for c in listen if c[0] == "drew"]) == 5 * 2


def test_listeners_of_a_deck_not_in_play_are_not_called(listen):
    s = new_game(2, ["pandas", "raccoons", "squirrels"], seed=3)
    s.apply(next(a for a in s.legal_actions() if a[0] == "inventory"))
    assert listen == []


def test_bought_built_technique_and_shuffled_are_reported(listen):
    # Play a seeded game with the first legal action until each event was seen once.
    s = new_game(2, ["macaws", "pandas", "raccoons"], seed=11)
    seen = set()
    for _ in range(3000):
        if s.winner is not None or seen >= {"bought", "built", "technique", "shuffled"}:
            break
        acts = s.legal_actions()
        event_of = {"buy": "bought", "pay": "bought", "build": "built", "play": "technique"}
        pick = next((a for a in acts if event_of.get(a[0], "bought") not in seen), acts[-1])
        s.apply(pick)
        seen = {c[0] for c in listen}
    bought = next(c for c in listen if c[0] == "bought")
    card, paid = bought[3], bought[4]
    assert s.type_of(card).kind != "junk" and paid  # a market card, paid with some cards
    built = next(c for c in listen if c[0] == "built")
    assert isinstance(built[3], tuple) and built[3]
    tech = next(c for c in listen if c[0] == "technique")
    assert s.type_of(tech[3]).name == tech[4]
    assert "shuffled" in seen


def _with_pending() -> DaleState:
    s = new_game(2, ["macaws", "pandas", "raccoons"], seed=5)
    card = s.hands[s.active][0]
    s.pending.append((KIND, s.active, card, 2))
    return s


def test_pending_entries_are_cloned_and_round_trip():
    s = _with_pending()
    c = s.clone()
    c.pending.clear()
    assert len(s.pending) == 1
    d = json.loads(json.dumps(s.to_dict()))
    assert d["pending"] == [[KIND, s.active, s.pending[0][2], 2]]
    assert DaleState.from_dict(d, _rules()).pending == s.pending


def test_no_pending_key_when_empty_so_old_hashes_stay():
    s = new_game(2, ["macaws", "pandas", "raccoons"], seed=5)
    assert "pending" not in s.to_dict()


def test_views_show_pending_entries_to_every_seat():
    s = _with_pending()
    name = s.type_of(s.pending[0][2]).name
    for seat in (0, 1):
        entry = view(s, seat)["pending"]
        assert entry == [{"msg": f"pending.{KIND}", "kind": KIND, "seat": s.active + 1,
                          "card": name, "turns": 2}]
    assert text(view(s, 0)["pending"][0], "en") == f"{name} of seat {s.active + 1} waits 2 turns"


def test_position_files_keep_pending_entries():
    s = _with_pending()
    toml = to_toml(s, referee=True)
    assert "pending = [" in toml
    back = parse_position(toml, _rules())
    assert same_position(back, s)
    assert back.pending[0][0] == KIND and back.pending[0][3] == 2


def test_a_step_kind_is_not_a_pending_entry():
    s = _with_pending()
    toml = to_toml(s, referee=True).replace(f'"{KIND}"', '"finish"')
    from ludoteca.core.errors import BadInput

    with pytest.raises(BadInput, match="turn.pending"):
        parse_position(toml, _rules())
