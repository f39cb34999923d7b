"""Desert Monitors (Dale 3): Rigorous Chronicler, Refreshing Drink, Duplicate Entry, History
Lesson, Cultural Preservation, Slice of Life — plus the random games of this group's three decks
(Platypuses, Foxes, Desert Monitors) mixed with others, played by random and greedy bots with
the invariant checks of the one driver, ``testkit.dale.play_checked_game``.

Expected values are worked out by hand from docs/rules/dale-cards.md (Desert Monitors).
"""

from __future__ import annotations

from ludoteca.dale.editions import classic as _classic
import importlib.util
import random
from collections import Counter
from pathlib import Path

import pytest

from ludoteca.dale import cards, new_game, tokens
from ludoteca.dale.notation import parse
from ludoteca.dale.positions import from_spec

from testkit.dale import bots_policy, play_checked_game, refused
from testkit.dale import names as in_order
from testkit.dale import sorted_names as names
from testkit.positions import builder

FOLK = ["platypuses", "foxes", "desert_monitors"]


POSITION_DEFAULTS = {"folk": FOLK, "market_default": {}}
#: position(me, opp=None, *more, **changes): testkit.positions.build with these defaults
position = builder(**POSITION_DEFAULTS)


def test_deck_rows_dale_setup_decks():
    rows = [(t.name, t.value, t.kind, t.bonus, t.copies) for t in _classic().cards_of("desert_monitors")]
    assert rows == [("Rigorous Chronicler", 1, "P", False, 0),
                    ("Refreshing Drink", 2, "P*", False, 3),
                    ("Duplicate Entry", 3, "T", True, 3), ("History Lesson", 4, "T", True, 3),
                    ("Cultural Preservation", 5, "T", True, 1),
                    ("Slice of Life", 5, "P*", False, 1)]


# ---------------------------------------------------------------------------------------------
# Rigorous Chronicler (1, P): as it pays, its value is 1, 2 or 3 (hook pay_values).
# ---------------------------------------------------------------------------------------------

def _chronicler(market_card: str = "Duplicate Entry", **kw):
    return position({"hand": ["Rigorous Chronicler", "junk"], "deck": ["junk"] * 5},
                    market={"slots": [market_card, "", "", "", ""], "deck": 3}, **kw)


def test_rigorous_chronicler_chooses_its_value_when_it_pays():
    """Duplicate Entry (3) at +0 costs 3: Chronicler=3 alone, or Chronicler=2 + junk; =1 + junk
    is short, =3 + junk overpays by 1, which the junk (1) could cover (dale.market.overpay)."""
    s = _chronicler()
    buys = [a for a in s.legal_actions() if a[0] == "buy"]
    assert buys == [("buy", 0, ("junk", "Rigorous Chronicler=2")),
                    ("buy", 0, ("Rigorous Chronicler=3",))]
    refused(s, "buy +0 with junk, Rigorous Chronicler=1", "dale.market.payment")
    refused(s, "buy +0 with junk, Rigorous Chronicler=3", "dale.market.overpay")
    err = refused(s, ("buy", 0, ("Rigorous Chronicler",)), "dale.market.payment")
    assert err.reason == "pay_value"
    # The short form means the one legal reading.
    assert s.normalize(parse("buy +0 with Rigorous Chronicler")) == (
        "buy", 0, ("Rigorous Chronicler=3",))
    s.apply(parse("buy +0 with Rigorous Chronicler=3"))
    assert names(s, s.discards[0]) == ["Rigorous Chronicler"]
    assert "Duplicate Entry" in names(s, s.hands[0])


def test_rigorous_chronicler_counts_one_in_a_stack():
    """The choice is made only when it pays: in a stack it is worth its printed 1."""
    s = _chronicler()
    assert ("build", ("Rigorous Chronicler",)) in s.legal_actions()
    refused(s, "build Rigorous Chronicler=2")


def test_rigorous_chronicler_value_replaces_a_turn_wide_bonus():
    """Ruling dale.card.desert_monitors.rigorous_chronicler: the value chosen as it pays is its
    value (dale.value.order: the last change wins), even after Flashy Show (+1): Chronicler=3
    still pays exactly 3, and junk counts 2. Price 3: junk (2) + Chronicler=1 pays 3; junk +
    Chronicler=2 pays 4, an excess of 1, smaller than both cards (dale.market.overpay)."""
    s = position({"hand": ["Rigorous Chronicler", "junk"], "deck": ["junk"] * 5},
                 market={"slots": ["Duplicate Entry", "", "", "", ""], "deck": 3},
                 folk=["desert_monitors", "macaws", "pandas"], turn={"effects": ["Flashy Show"]})
    buys = [a for a in s.legal_actions() if a[0] == "buy"]
    assert buys == [("buy", 0, ("junk", "Rigorous Chronicler=1")),
                    ("buy", 0, ("junk", "Rigorous Chronicler=2")),
                    ("buy", 0, ("Rigorous Chronicler=3",))]


# ---------------------------------------------------------------------------------------------
# Refreshing Drink (2, P*): once per turn, discard 1 card from your hand.
# ---------------------------------------------------------------------------------------------

def test_refreshing_drink_discards_a_card_once_per_turn():
    s = position({"hand": ["Refreshing Drink", "junk", "Magnet"], "deck": ["junk"] * 3})
    s.apply(parse("use Refreshing Drink"))
    d = s.decision()
    assert (d.kind, d.player) == ("refreshing_drink", 0)
    assert s.legal_actions() == [("discard", "junk"), ("discard", "Magnet"),
                                 ("discard", "Refreshing Drink")]
    refused(s, "discard Glue")
    s.apply(parse("discard junk"))
    assert names(s, s.discards[0]) == ["junk"]
    assert names(s, s.hands[0]) == ["Magnet", "Refreshing Drink"]
    assert s.actions_left == 1 and s.decision().kind == "action"  # free: no action used
    refused(s, "use Refreshing Drink", "dale.passive.reuse")


def test_refreshing_drink_may_discard_itself():
    s = position({"hand": ["Refreshing Drink"]})
    s.apply(parse("use Refreshing Drink"))
    s.apply(parse("discard Refreshing Drink"))
    assert s.hands[0] == [] and names(s, s.discards[0]) == ["Refreshing Drink"]


# ---------------------------------------------------------------------------------------------
# Slice of Life (5, P*): once per turn, draw 1 then discard 1.
# ---------------------------------------------------------------------------------------------

def test_slice_of_life_draws_then_discards():
    s = position({"hand": ["Slice of Life", "junk"], "deck": ["Magnet", "junk"]})  # top first
    s.apply(parse("use Slice of Life"))
    assert names(s, s.hands[0]) == ["Magnet", "Slice of Life", "junk"]
    assert s.decision().kind == "slice_of_life"
    s.apply(parse("discard junk"))
    assert names(s, s.hands[0]) == ["Magnet", "Slice of Life"]
    assert names(s, s.discards[0]) == ["junk"] and names(s, s.decks[0]) == ["junk"]
    refused(s, "use Slice of Life", "dale.passive.reuse")
    assert s.actions_left == 1


def test_slice_of_life_reshuffles_an_empty_deck_to_draw():
    s = position({"hand": ["Slice of Life"], "discard": ["Glue"]})
    s.apply(parse("use Slice of Life"))  # dale.cleanup.reshuffle
    assert names(s, s.hands[0]) == ["Glue", "Slice of Life"]
    s.apply(parse("discard Slice of Life"))
    assert names(s, s.hands[0]) == ["Glue"]


# ---------------------------------------------------------------------------------------------
# Duplicate Entry (3, T, +): throw away 0–1 card of your deck, shuffle.
# ---------------------------------------------------------------------------------------------

def test_duplicate_entry_throws_away_a_deck_card():
    s = position({"hand": ["Duplicate Entry"], "deck": ["junk", "Magnet", "junk"]})
    s.apply(parse("play Duplicate Entry"))
    assert s.legal_actions() == [("ditch", "junk"), ("ditch", "Magnet"), ("pass",)]
    refused(s, "ditch Glue")
    s.apply(parse("ditch Magnet"))
    assert names(s, s.bin) == ["Magnet"]  # dale.discard.routing: animalfolk → market discard
    assert names(s, s.decks[0]) == ["junk", "junk"]
    s2 = position({"hand": ["Duplicate Entry"], "deck": ["junk", "Magnet"]})
    s2.apply(parse("play Duplicate Entry"))
    s2.apply(parse("ditch junk"))
    assert len(s2.junk) == 1 and names(s2, s2.decks[0]) == ["Magnet"]  # junk → junk pile
    assert s2.actions_left == 1


def test_duplicate_entry_may_throw_away_nothing():
    s = position({"hand": ["Duplicate Entry"], "deck": ["junk", "Magnet"]})
    s.apply(parse("play Duplicate Entry"))
    s.apply(parse("pass"))
    assert names(s, s.decks[0]) == ["Magnet", "junk"] and s.bin == []
    assert in_order(s, s.discards[0]) == ["Duplicate Entry"]


# ---------------------------------------------------------------------------------------------
# History Lesson (4, T, +): 0–3 top cards of the discard pile shuffled into the deck.
# ---------------------------------------------------------------------------------------------

def test_history_lesson_shuffles_the_top_cards_of_the_discard_pile_into_the_deck():
    s = position({"hand": ["History Lesson"], "deck": ["junk"],
                  "discard": ["Glue", "Magnet", "Cheer", "Raffle"]})
    s.apply(parse("play History Lesson"))
    assert s.legal_actions() == [("return", 0), ("return", 1), ("return", 2), ("return", 3)]
    refused(s, "return 4")
    s.apply(parse("return 3"))
    assert names(s, s.decks[0]) == ["Cheer", "Magnet", "Raffle", "junk"]
    assert in_order(s, s.discards[0]) == ["Glue", "History Lesson"]


def test_history_lesson_with_a_short_discard_pile_and_zero():
    s = position({"hand": ["History Lesson"], "deck": ["junk"], "discard": ["Glue"]})
    s.apply(parse("play History Lesson"))
    assert s.legal_actions() == [("return", 0), ("return", 1)]
    s.apply(parse("return 0"))
    assert in_order(s, s.discards[0]) == ["Glue", "History Lesson"]
    assert names(s, s.decks[0]) == ["junk"]


# ---------------------------------------------------------------------------------------------
# Cultural Preservation (5, T, +): up to 3 deck cards: 1 to hand, the rest discarded.
# ---------------------------------------------------------------------------------------------

def test_cultural_preservation_takes_one_and_discards_up_to_two():
    s = position({"hand": ["Cultural Preservation"],
                  "deck": ["junk", "Magnet", "Glue", "Cheer", "junk"]})
    s.apply(parse("play Cultural Preservation"))
    assert s.legal_actions() == [("keep", "Cheer"), ("keep", "Glue"), ("keep", "junk"),
                                 ("keep", "Magnet"), ("pass",)]
    s.apply(parse("keep Glue"))
    assert s.decision().kind == "cultural_preservation_discard"
    refused(s, "discard Glue")  # no longer in the deck
    s.apply(parse("discard Magnet"))
    s.apply(parse("discard Cheer"))
    # Two cards were discarded: the step ends by itself.
    assert s.decision().kind == "action" and s.actions_left == 1
    assert names(s, s.hands[0]) == ["Glue"]
    assert in_order(s, s.discards[0]) == ["Magnet", "Cheer", "Cultural Preservation"]
    assert names(s, s.decks[0]) == ["junk", "junk"]


def test_cultural_preservation_may_stop_early_or_take_nothing():
    s = position({"hand": ["Cultural Preservation"], "deck": ["junk", "Magnet"]})
    s.apply(parse("play Cultural Preservation"))
    s.apply(parse("keep Magnet"))
    s.apply(parse("done"))
    assert names(s, s.hands[0]) == ["Magnet"] and names(s, s.decks[0]) == ["junk"]
    t = position({"hand": ["Cultural Preservation"], "deck": ["junk", "Magnet"]})
    t.apply(parse("play Cultural Preservation"))
    t.apply(parse("pass"))
    assert t.hands[0] == [] and names(t, t.decks[0]) == ["Magnet", "junk"]


def test_cultural_preservation_with_an_empty_deck_does_nothing():
    """Ruling dale.card.desert_monitors.search: the discard pile is not reshuffled to search."""
    s = position({"hand": ["Cultural Preservation"], "discard": ["Glue"]})
    s.apply(parse("play Cultural Preservation"))
    assert s.decision().kind == "action"
    assert in_order(s, s.discards[0]) == ["Glue", "Cultural Preservation"]


# ---------------------------------------------------------------------------------------------
# Random games over this group's decks (Platypuses, Foxes, Desert Monitors) mixed with others.
# ---------------------------------------------------------------------------------------------

def _test_module(name: str):
    """``tests/dale/<name>.py``, loaded by path (test directories are no packages): its checks
    are reused as they are."""
    path = Path(__file__).resolve().parents[1] / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"_dale_checks_{name}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


LE = _test_module("test_legal_equals_check")  # check accepts exactly the listed actions


def _security_module(name: str):
    path = Path(__file__).resolve().parents[2] / "security" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"_security_checks_{name}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


DK = _security_module("test_determinize_knowledge")  # a world the seat cannot tell apart
OURS = ("platypuses", "foxes", "desert_monitors")
OTHERS = ("macaws", "pandas", "raccoons", "squirrels", "ocelots", "chameleons")
OUR_STEPS = {"calculations", "calculations_pay", "safety_precaution", "magnet",
             "dangerous_test", "glue", "cunning_neighbour", "cunning_neighbour_seen", "cheer",
             "raffle", "charity", "tasters_side", "tasters", "refreshing_drink", "slice_of_life",
             "duplicate_entry", "history_lesson", "cultural_preservation",
             "cultural_preservation_discard"}


def _check_frames(s) -> None:
    """Every pending frame fits its declaration; a seat that does not decide sees only who
    decides what (dale.steps)."""
    from ludoteca.dale.editions import classic as _classic
    frame_of = _classic().frame_of
    from ludoteca.dale.views import view

    for f in s.frames:
        assert frame_of(f[0]).conforms(f, s.cfg.n_players, _classic().n_cards) is None, f
    if s.frames:
        decider = s.frames[-1][1]
        for seat in range(s.cfg.n_players):
            if seat != decider:
                assert view(s, seat)["decision"]["cards"] == []


def _check_information_sets(s, step: int) -> None:
    """No seat's view depends on a card it cannot see, and a determinized world keeps what it
    knows (a searched deck is seen by its owner alone, a hand looked at with Cunning
    Neighbour by the player who looked)."""
    from ludoteca.dale.views import determinize, view

    for seat in range(s.cfg.n_players):
        seen = view(s, seat)
        assert view(DK._twin(s, seat, random.Random(step)), seat) == seen
        DK._assert_sample_is_consistent(s, determinize(s, seat, random.Random(step)), seat)


def _check_position_file(s) -> None:
    """A position file written in the middle of one of these steps reads back as the same
    position, card for card by name, pending steps included (docs/positions.md; the file
    does not name the box, nor the RNG state when it has no seed)."""
    from ludoteca.dale.positions import _by_name, parse_position, to_toml

    back, here = _by_name(parse_position(to_toml(s))), _by_name(s)
    for d in (back, here):
        d.pop("box", None)
        d.pop("rng", None)
    assert back == here


def _play(n: int, seed: int, bots: str):
    """A game of this group's decks and others, checked at every step by the driver, with this
    module's checks added: the frames (``_check_frames``), ``check`` against the listing every
    6th step and inside our steps, and inside our steps a position file and the information
    sets. Returns the last state, the step kinds decided and our cards played or used."""
    r = random.Random(f"group-A-{n}-{seed}")
    folk = sorted(OURS + tuple(r.sample(OTHERS, n - 2)), key=_classic().decks.index)
    names_by_seat = ["greedy" if (bots == "greedy" or (bots == "mixed" and q % 2 == 0))
                     else "random" for q in range(n)]

    def extra(s, acts, step, r):
        _check_frames(s)
        if step % 6 == 0 or (s.frames and s.frames[-1][0] in OUR_STEPS):
            LE.assert_check_equals_listed(s, r, 30)
        if s.frames and s.frames[-1][0] in OUR_STEPS:
            _check_position_file(s)
            _check_information_sets(s, step)

    g = play_checked_game(n, seed, folk=folk, rng=r, policy=bots_policy(names_by_seat),
                          turn_cap=160, extra=extra)
    kinds = Counter(k for k in g.kinds if k != "action")
    played = Counter()
    for token, k in g.tokens("play", "use").items():
        ident = tokens.parse(token).identity
        if _classic().types[ident].animalfolk in OURS:
            played[ident] += k
    return g.state, kinds, played


@pytest.mark.parametrize("n,seed,bots", [(2, 1, "random"), (2, 2, "greedy"), (3, 3, "mixed"),
                                         (3, 4, "greedy"), (4, 5, "mixed"), (4, 6, "random")])
def test_random_games_with_this_groups_decks_keep_the_invariants(n, seed, bots):
    """Card count conserved, views hide hidden cards, replay reproduces the state, every
    listed action applies (testkit.dale.play_checked_game); greedy games end."""
    s, kinds, played = _play(n, seed, bots)
    if bots == "greedy":
        assert s.winner is not None  # greedy never gets stuck
    assert sum(kinds[k] for k in OUR_STEPS) > 0 or sum(played.values()) > 0


def test_greedy_plays_this_groups_techniques_and_reaches_their_steps():
    """Over a few greedy games the bot plays techniques of these decks and answers their
    steps (no card is left unplayable by the bots)."""
    kinds, played = Counter(), Counter()
    for seed in range(4):
        _s, k, p = _play(2, 100 + seed, "greedy")
        kinds += k
        played += p
    assert sum(played.values()) >= 5
    assert len({k for k in kinds if k in OUR_STEPS}) >= 5
