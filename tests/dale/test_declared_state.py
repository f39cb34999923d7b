"""A deck declares the state it needs (issue 25, item 2): ``deck.state(name, default, …)``
instead of a new field of the state class. A test deck with a new kind of state — lamp oil, a
public count per seat, and a secret wick length per seat — plays through the engine, clone,
``to_dict`` / ``from_dict``, views, determinization and position files with no other module
changed (``dale.technique.play`` for its technique).
"""

from __future__ import annotations

import json
import random

import pytest

from ludoteca.core.errors import BadInput
from ludoteca.dale import editions, new_game
from ludoteca.dale.card_rules import CardRulesError, Deck
from ludoteca.dale.cards import DALE1_BOX, PASSIVE, TECHNIQUE
from ludoteca.dale.positions import parse_position, same_position, to_toml
from ludoteca.dale.records import state_hash
from ludoteca.dale.state import DaleState
from ludoteca.dale.views import determinize, view

KEY = "lamps"


def _deck() -> Deck:
    deck = Deck(KEY, "Lamps", [
        ("Oil Flask", 1, TECHNIQUE, False, 0, False),
        ("Tin Lamp", 2, PASSIVE, False, 3, False),
        ("Brass Lamp", 3, PASSIVE, False, 3, False),
        ("Glass Lamp", 4, PASSIVE, False, 3, False),
        ("Silver Lamp", 5, PASSIVE, False, 1, False),
        ("Golden Lamp", 5, PASSIVE, False, 1, False),
    ])
    deck.state("lamp_oil", 0, per_seat=True)  # public: every seat sees every count
    deck.state("wick", 3, per_seat=True, hidden=True)  # secret: each seat sees its own

    @deck.technique("Oil Flask")
    def oil_flask(state, p, card):
        """Fill one measure of oil and trim the wick by one (a test card)."""
        state.extra["lamp_oil"][p] += 1
        state.extra["wick"][p] -= 1

    return deck


RULES = editions.build("classic", list(DALE1_BOX) + [_deck()])


def _game() -> DaleState:
    return new_game(2, animalfolk=[KEY, "macaws", "pandas"], seed=6, box=RULES.decks,
                    rules=RULES)


def _after_a_flask() -> tuple[DaleState, int]:
    """The game after its first seat played Oil Flask (its only action: the turn passed), and
    that seat."""
    s = _game()
    p = s.active
    flask = next(c for c in s.decks[p] + s.discards[p] + s.hands[p]
                 if s.type_of(c).name == "Oil Flask")
    for pile in (s.decks[p], s.discards[p], s.hands[p]):
        if flask in pile:
            pile.remove(flask)
    s.hands[p].append(flask)
    s.apply(("play", "Oil Flask"))
    assert s.active != p  # the technique was the turn's action
    return s, p


def test_a_new_game_starts_every_field_at_its_default_and_writes_none() -> None:
    s = _game()
    assert s.extra == {"lamp_oil": [0, 0], "wick": [3, 3]}
    assert "extra" not in s.to_dict()  # at its default: no key, so the hash is unchanged
    plain = new_game(2, animalfolk=["macaws", "pandas", "raccoons"], seed=6)
    assert plain.extra == {}  # a game without the deck keeps no such state


def test_the_technique_changes_the_declared_state() -> None:
    s, p = _after_a_flask()
    assert s.extra["lamp_oil"][p] == 1 and s.extra["wick"][p] == 2
    assert s.to_dict()["extra"] == {"lamp_oil": [1 if q == p else 0 for q in (0, 1)],
                                    "wick": [2 if q == p else 3 for q in (0, 1)]}


def test_clone_and_json_round_trip_keep_it_apart() -> None:
    s, _p = _after_a_flask()
    c = s.clone()
    c.extra["lamp_oil"][0] += 5
    assert s.extra["lamp_oil"][0] != c.extra["lamp_oil"][0]  # a deep copy
    back = DaleState.from_dict(json.loads(json.dumps(s.to_dict())), RULES)
    assert back == s and back.extra == s.extra and state_hash(back) == state_hash(s)
    with pytest.raises(ValueError, match="no state field"):
        DaleState.from_dict(dict(s.to_dict(), extra={"smoke": 1}), RULES)
    with pytest.raises(ValueError, match="one entry per seat"):
        DaleState.from_dict(dict(s.to_dict(), extra={"lamp_oil": [1]}), RULES)


def test_views_show_public_state_and_only_a_seats_own_secret() -> None:
    s, p = _after_a_flask()
    q = 1 - p
    mine, theirs = view(s, p)["extra"], view(s, q)["extra"]
    assert mine["lamp_oil"] == theirs["lamp_oil"] == s.extra["lamp_oil"]
    assert mine["wick"][p] == 2 and mine["wick"][q] is None
    assert theirs["wick"][p] is None and theirs["wick"][q] == 3


def test_determinization_guesses_the_others_secret() -> None:
    s, p = _after_a_flask()
    q = 1 - p
    d = determinize(s, q, random.Random(3))
    assert d.extra["wick"][q] == 3 and d.extra["wick"][p] == 3  # the default, not 2
    assert d.extra["lamp_oil"] == s.extra["lamp_oil"]  # public: kept


def test_position_files_write_and_read_the_declared_state() -> None:
    s, p = _after_a_flask()
    q = 1 - p
    text = to_toml(s, referee=True)
    assert "extra = { " in text
    back = parse_position(text, RULES)
    assert back.extra == s.extra and same_position(back, s)
    # A seat's own save holds its own secret and the default for the other's.
    own = parse_position(to_toml(s, q), RULES)
    assert own.extra["wick"] == [3, 3] and own.extra["lamp_oil"] == s.extra["lamp_oil"]
    with pytest.raises(BadInput, match="no state field"):
        parse_position(text.replace("extra = { ", "extra = { smoke = 1, "), RULES)


def test_a_bad_declaration_is_refused() -> None:
    deck = Deck("wicks", "Wicks", [(n, v, PASSIVE, False, c, False) for n, v, c in (
        ("Wick A", 1, 0), ("Wick B", 2, 3), ("Wick C", 3, 3), ("Wick D", 4, 3),
        ("Wick E", 5, 1), ("Wick F", 5, 1))])
    with pytest.raises(CardRulesError, match="only a per-seat field can be hidden"):
        deck.state("flame", 1, hidden=True)
    with pytest.raises(CardRulesError, match="the default must be"):
        deck.state("flame", 1.5)
    deck.state("flame", 1)
    with pytest.raises(CardRulesError, match="declared twice"):
        deck.state("flame", 2)
    clash = Deck("wicks2", "Wicks 2", [(n + "2", v, k, b, c, h) for n, v, k, b, c, h in
                                        deck.types and [(t.name, t.value, t.kind, t.bonus,
                                                         t.copies, t.chameleon)
                                                        for t in deck.types]])
    clash.state("flame", 1)
    with pytest.raises(CardRulesError, match="state field 'flame' is declared twice"):
        editions.build("classic", list(DALE1_BOX) + [deck, clash])
