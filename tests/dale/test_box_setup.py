"""The box (the animalfolk decks available at setup) is part of a game's configuration
(docs/rulings.md, ``dale.setup.decks`` / ``dale.cleanup.junk_substitutes``; docs/records.md).

A seventh, data-only deck is declared here only, in a ruleset of the test's own (the classic
decks and the new one; no module of the project changes): existing games keep their hashes,
and a game with the new deck in its box plays to the end and replays from its actions.
"""

from __future__ import annotations

from ludoteca.dale.editions import classic as _classic
from pathlib import Path

import pytest

from ludoteca.core.errors import BadInput
from ludoteca.core.records import format_record, parse_record
from ludoteca.dale import editions, golden, new_game
from ludoteca.dale.card_rules import Deck
from ludoteca.dale.notation import parse
from ludoteca.dale.cards import DALE1_BOX, DECK_SIZE, N_JUNK, PASSIVE
from ludoteca.dale.records import (make_record, read_setup, setup_for, state_hash,
                                   verify)
from ludoteca.dale.state import DaleState

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
NEW = "lanterns"
# A data-only deck: plain passives (no ability, no effect), a value-1 start card, copies as
# the classic decks have them: 4 + 3 + 3 + 3 + 1 + 1 = 15 physical cards.
ROWS = [
    ("Paper Lantern", 1, PASSIVE, False, 0, False),
    ("Wax Candle", 2, PASSIVE, False, 3, False),
    ("Brass Wick", 3, PASSIVE, False, 3, False),
    ("Glass Chimney", 4, PASSIVE, False, 3, False),
    ("Silk Shade", 5, PASSIVE, False, 1, False),
    ("Moon Beacon", 5, PASSIVE, False, 1, False),
]


def seventh_deck_rules():
    """The classic edition's decks and :data:`ROWS` as the deck ``lanterns``, last (its 15 ids
    come after every classic deck's): a ruleset of this test's own, built beside the classic
    one; nothing else is needed (no project module changes, no table is patched)."""
    deck = Deck(NEW, "Lanterns", ROWS)
    rules = editions.build("classic", list(editions.CLASSIC) + [deck])
    assert rules.n_cards == N_JUNK + len(rules.decks) * DECK_SIZE == _classic().n_cards + DECK_SIZE
    return rules


def test_default_box_is_dale_1() -> None:
    """dale.setup.decks: with no box named, the seed draws from the six Dale 1 decks, and the
    state (and so its hash) says nothing of the box."""
    s = new_game(3, seed=5)
    assert s.cfg.box == DALE1_BOX
    assert "box" not in s.to_dict()
    # dale.cleanup.junk_substitutes: the two Dale 1 decks not in play (2 × 15 cards).
    assert s.animalfolk == ["macaws", "pandas", "squirrels", "chameleons"]
    assert list(s.subs) == list(_classic().deck_ids("raccoons")) + list(_classic().deck_ids("ocelots"))


def test_a_smaller_box_limits_the_seed_and_the_substitutes() -> None:
    """dale.setup.decks / dale.cleanup.junk_substitutes: a box of four decks for 3 players
    puts all four in play and leaves no substitutes; the box is kept in the state."""
    box = ("macaws", "pandas", "raccoons", "ocelots")
    s = new_game(3, seed=5, box=box)
    assert s.animalfolk == ["macaws", "pandas", "raccoons", "ocelots"]
    assert s.subs == ()
    assert s.to_dict()["box"] == list(box)
    back = DaleState.from_dict(s.to_dict())
    assert back.cfg.box == box and state_hash(back) == state_hash(s)
    with pytest.raises(BadInput, match="not in the box"):
        new_game(2, animalfolk=["macaws", "pandas", "squirrels"], box=box)
    with pytest.raises(BadInput, match="the box has 4"):
        new_game(4, box=box)


def test_a_seventh_deck_changes_no_existing_game() -> None:
    before = {seed: state_hash(new_game(p, seed=seed)) for p in (2, 3, 4) for seed in (0, 7)}
    named = state_hash(new_game(2, animalfolk=["pandas", "ocelots", "chameleons"], seed=3))
    rules = seventh_deck_rules()
    assert rules.deck_ids(NEW) == range(_classic().n_cards, _classic().n_cards + DECK_SIZE)
    assert {seed: state_hash(new_game(p, seed=seed, rules=rules))
            for p in (2, 3, 4) for seed in (0, 7)} == before
    assert state_hash(new_game(2, animalfolk=["pandas", "ocelots", "chameleons"],
                               seed=3, rules=rules)) == named
    # Every golden record still replays to its hash (and the set still covers everything).
    assert golden.check(GOLDEN) == []


def test_a_game_with_the_seventh_deck_plays_to_the_end() -> None:
    import random

    rules = seventh_deck_rules()
    lo = rules.deck_ids(NEW)[0]
    box = DALE1_BOX + (NEW,)
    state = new_game(3, animalfolk=[NEW, "macaws", "raccoons", "squirrels"], seed=11, box=box,
                     rules=rules)
    # The substitutes: the box's decks not in play (pandas, ocelots, chameleons).
    assert list(state.subs) == sorted(c for f in ("pandas", "ocelots", "chameleons")
                                      for c in rules.deck_ids(f))
    assert [state.type_of(c).name for c in state.market if c >= lo] or \
        any(c >= lo for c in state.market_deck)
    first = state.clone()
    from ludoteca.dale.notation import to_text

    rng, texts = random.Random(11), []
    while state.winner is None and len(texts) < 6000:
        legal = state.legal_actions()
        builds = [a for a in legal if a[0] == "build"]
        action = builds[0] if builds else rng.choice(legal)
        texts.append(to_text(action))
        state.apply(action)
    assert state.winner is not None and len(state.stalls[state.winner]) == 8
    assert any(c >= lo for stall in state.stalls for st in stall for c in st) or \
        any(c >= lo for pile in state.hands + state.decks + state.discards for c in pile)
    # Its actions, read as text with the same ruleset, replay to the same state.
    again = first.clone()
    for text in texts:
        again.apply(again.normalize(parse(text, rules)))
    assert state_hash(again) == state_hash(state)
    # The classic edition does not know the deck: its text is refused there.
    with pytest.raises(BadInput):
        parse("build Paper Lantern")


def test_the_seed_can_draw_the_seventh_deck_from_a_box_holding_it() -> None:
    """dale.setup.decks: the seed draws among the box's decks, the new one included; a 2-player
    game without it has its 15 cards among the substitutes."""
    rules = seventh_deck_rules()
    box = DALE1_BOX + (NEW,)
    games = [new_game(2, seed=s, box=box, rules=rules) for s in range(12)]
    with_new = [g for g in games if NEW in g.animalfolk]
    without = [g for g in games if NEW not in g.animalfolk]
    assert with_new and without
    assert all(set(rules.deck_ids(NEW)) <= set(g.subs) for g in without)
    assert all(not set(rules.deck_ids(NEW)) & set(g.subs) for g in with_new)


def test_the_seventh_deck_is_unknown_without_registration() -> None:
    with pytest.raises(BadInput, match="unknown animalfolk deck 'lanterns'"):
        new_game(2, animalfolk=[NEW, "macaws", "pandas"], box=DALE1_BOX + (NEW,))


def _record_text(box: tuple[str, ...], players: int = 3, seed: int = 5) -> str:
    state = new_game(players, seed=seed, box=box)
    setup = setup_for(state, ["random"] * players, seed, decks_from_seed=True)
    return format_record(make_record(setup, [], state, date=golden.GOLDEN_DATE))


def test_a_record_keeps_its_box_and_checks_it() -> None:
    """docs/records.md, header key ``box``: the seed's choice of decks is replayed from the
    box; a wrong box is refused on its line."""
    from ludoteca.core.records import RecordError

    box = ("macaws", "pandas", "raccoons", "ocelots")
    text = _record_text(box)
    assert "\nbox: macaws, pandas, raccoons, ocelots\n" in text
    assert verify(parse_record(text)).state.cfg.box == box
    # Dale 1's box is not written: the record is the same as before the box existed.
    assert "\nbox:" not in _record_text(DALE1_BOX)
    line = text.splitlines().index("box: macaws, pandas, raccoons, ocelots") + 1
    bad = text.replace("box: macaws, pandas, raccoons, ocelots", "box: macaws, pandas, unicorns")
    with pytest.raises(RecordError) as err:
        read_setup(parse_record(bad))
    assert err.value.line == line and "unicorns" in str(err.value)
    # Another box makes the seed choose other decks than the header names: refused.
    other = text.replace("box: macaws, pandas, raccoons, ocelots",
                         "box: macaws, pandas, raccoons, squirrels, ocelots, chameleons")
    with pytest.raises(RecordError, match="the seed and options give the decks"):
        read_setup(parse_record(other))


def test_a_start_position_with_a_box() -> None:
    """A record's ``start`` position: every card of *the box* in exactly one place."""
    from ludoteca.dale.records import check_start

    box = ("macaws", "pandas", "raccoons", "ocelots")
    data = new_game(3, seed=5, box=box).to_dict()
    assert check_start(data) is data
    # A card of a deck outside the box (squirrels) put into the junk pile: refused.
    wrong = dict(data, junk=data["junk"] + [_classic().deck_ids("squirrels")[0]])
    with pytest.raises(BadInput, match="not a card of the box"):
        check_start(wrong)
