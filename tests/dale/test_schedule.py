"""The schedule (``dale.technique.schedule``, issue 26 item 1): a delayed technique waits face up
in its owner's schedule until its effect has fully happened, then goes to the discard pile.

The zone itself (state, JSON, views, position files, records, determinization, knowledge, the
terminal's and the browser's tables) and the cards of the decks not covered by their own
modules' tests (Crocodiles, Tree-kangaroos). Expected piles are worked out by hand from
docs/rules/dale-cards.md and the table "The schedule" of docs/rulings.md.
"""

from __future__ import annotations

import random

from ludoteca.dale import knowledge
from ludoteca.dale.positions import parse_position, same_position, to_toml
from ludoteca.dale.records import check_start
from ludoteca.dale.state import DaleState
from ludoteca.dale.views import determinize, hidden_from, view

from testkit.dale import act, names
from testkit.positions import builder

OPP = {"hand": ["junk"] * 5, "deck": ["junk"] * 5}
MARKET = {"slots": ["Shopping Journey", "Ironing", "Siesta", "Vigilance", "Barricade"], "deck": 3}
position = builder(folk=["sloths", "crocodiles", "tree_kangaroos"], seed=4,
                   market_default=MARKET, junk=None, opponent=OPP)


def _steady():
    s = position({"hand": ["Steady Achiever", "junk"], "deck": ["junk"] * 8})
    act(s, "play Steady Achiever")
    return s


def test_an_empty_schedule_is_not_written_so_older_states_keep_their_hash():
    s = position({"hand": ["Steady Achiever", "junk"], "deck": ["junk"] * 8})
    assert "schedule" not in s.to_dict()
    act(s, "play Steady Achiever")
    d = s.to_dict()
    card = s.schedule[0][0]
    assert d["schedule"] == [[card], []]
    back = DaleState.from_dict(d)
    assert back == s and back.schedule == [[card], []]
    check_start(d)  # a record may start from it: every card in exactly one place


def test_every_seat_sees_the_schedule_and_determinization_keeps_it():
    s = _steady()
    card = s.schedule[0][0]
    for seat in (0, 1):
        assert view(s, seat)["seats"][0]["schedule"] == ["Steady Achiever"]
        assert view(s, seat)["seats"][1]["schedule"] == []
        assert s.schedule[0] not in hidden_from(s, seat)
        for k in range(3):
            assert determinize(s, seat, random.Random(k)).schedule == [[card], []]
    loc = knowledge.locate(s)
    assert loc[card] == knowledge.SCHEDULE + 0
    assert not knowledge.hidden(1, loc[card], -1)  # public for the other seat


def test_position_files_write_and_read_the_schedule():
    s = _steady()
    toml = to_toml(s)
    assert 'schedule = ["Steady Achiever"]' in toml
    back = parse_position(toml)
    assert same_position(back, s) and names(back, back.schedule[0]) == ["Steady Achiever"]


def test_a_schedule_card_may_not_be_unknown_in_a_file():
    import pytest

    from ludoteca.core.errors import BadInput

    with pytest.raises(BadInput):
        position({"hand": ["junk"], "schedule": ["?"]})


def test_the_terminal_shows_the_schedule():
    from ludoteca.cli.render import effects_text
    from ludoteca.core.i18n import set_language

    set_language("en")
    s = _steady()
    lines = effects_text(view(s, 1)).plain.splitlines()
    assert "Schedule (waiting face up): Seat 1: Steady Achiever" in lines


# -- Crocodiles: "until your next turn" ----------------------------------------------------------

def test_nasty_threat_waits_until_its_owners_next_turn():
    s = position({"hand": ["Nasty Threat", "junk"], "deck": ["junk"] * 8})
    act(s, "play Nasty Threat")
    assert s.pending == [("nasty_threat", 0)] and names(s, s.schedule[0]) == ["Nasty Threat"]
    assert s.discards[0] == []
    act(s, "inventory")  # seat 1's turn ends: the threat holds through seat 2's turn
    assert names(s, s.schedule[0]) == ["Nasty Threat"]
    act(s, "inventory")  # seat 2's turn ends; seat 1's next turn starts: it ends
    assert s.pending == [] and s.schedule[0] == []
    assert names(s, s.discards[0]) == ["Nasty Threat"]


# -- Tree-kangaroos: stored cards ----------------------------------------------------------------

def test_clever_guardian_waits_until_its_card_comes_back():
    s = position({"hand": ["Clever Guardian", "Siesta"], "deck": ["junk"] * 8})
    act(s, "play Clever Guardian")
    act(s, "store Siesta")
    assert names(s, s.schedule[0]) == ["Clever Guardian"] and s.discards[0] == []
    act(s, "inventory")
    act(s, "inventory")  # seat 1's next turn: Siesta comes back, Clever Guardian is done
    assert "Siesta" in names(s, s.hands[0])
    assert s.schedule[0] == [] and names(s, s.discards[0]) == ["Clever Guardian"]


def test_clever_guardian_storing_nothing_goes_to_the_discard_pile_at_once():
    s = position({"hand": ["Clever Guardian"], "deck": ["junk"] * 8})
    act(s, "play Clever Guardian")  # an empty hand: nothing stored, nothing waits
    assert s.schedule[0] == [] and names(s, s.discards[0]) == ["Clever Guardian"]


def test_wheelbarrow_leaves_once_its_card_is_thrown_away_or_taken():
    s = position({"hand": ["Wheelbarrow", "junk"], "deck": ["Siesta"] + ["junk"] * 8})
    act(s, "play Wheelbarrow")  # draws Siesta and stores it
    assert names(s, s.stored[0]) == ["Siesta"] and names(s, s.schedule[0]) == ["Wheelbarrow"]
    act(s, "inventory")
    act(s, "inventory")
    assert s.decision().kind == "wheelbarrow"
    assert names(s, s.schedule[0]) == ["Wheelbarrow"]  # still waiting for the choice
    act(s, "keep Siesta")
    assert s.schedule[0] == [] and names(s, s.discards[0])[-1] == "Wheelbarrow"


def test_the_browsers_spectator_view_keeps_the_schedule():
    # web.dale_table.public_view keeps what every seat's view holds alike: the schedule is
    # public, so the spectator sees it too (the page draws it under each seat)
    from ludoteca.web.dale_table import common_part

    s = _steady()
    spectator = common_part([view(s, q) for q in range(2)])
    assert spectator["seats"][0]["schedule"] == ["Steady Achiever"]
    assert spectator["seats"][1]["schedule"] == []
