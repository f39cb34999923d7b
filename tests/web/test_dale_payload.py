"""What the browser table's state message adds to a seat's view (ludoteca.web.dale_table):
whether an action ends the turn (the page's confirmation), what built copies count as, the
decks in play with their cards, player names, and the end-of-game summary."""

from __future__ import annotations

import random
from types import SimpleNamespace

from ludoteca.bots import make_bot
from ludoteca.core.game import get_game
from ludoteca.core.session import Session
from ludoteca.web.dale_table import (END_SAMPLES, DaleLog, Worlds, deck_catalogue, payload,
                                     seat_label, stall_copies, turn_ends)
from testkit.positions import builder

position = builder(folk=["owls", "crocodiles", "macaws"], seed=3, junk=None,
                   market_default={"slots": ["Quality Inspection", "Spyglass", "Cookies",
                                             "Shattered Relic", "Night Shift"],
                                   "deck": ["Shattered Relic", "Scary Gunfight"]})


def test_which_actions_end_the_turn_seed_4():
    """Seed 4, seat 2 to play, hand junk ×3, Swift Broker, Wily Fellow (all value 1), the
    market +0 Essential Purchase (price 3): buying it asks Essential Purchase's choice next
    (the turn goes on), a build, an inventory or a purchase at +1 ends the turn."""
    s = Session.new("dale", ["human", "human"], 4, {})
    before = s.game.state_hash(s.state)
    ends = {s.text(a): turn_ends(s, 1, a) for a in s.legal(1)}
    assert ends["buy +0 with junk, junk, junk"] is False
    assert ends["play Swift Broker"] is False
    assert ends["build Swift Broker"] is True
    assert ends["inventory"] is True
    assert ends["buy +1 with junk, junk, junk, Swift Broker, Wily Fellow"] is True
    assert s.game.state_hash(s.state) == before and len(s.entries) == 0  # only a copy moved


def test_a_purchase_an_opponent_may_react_to_ends_the_say_of_the_buyer():
    """Owls: after seat 1 buys, seat 2 holding Binoculars decides (use or pass): seat 1's
    purchase is confirmed like a turn's end."""
    state = position({"hand": ["junk", "junk", "Cookies"], "deck": ["junk"] * 6},
                     {"hand": ["Binoculars", "junk"], "deck": ["Spyglass", "junk"]})
    game = get_game("dale")
    session = SimpleNamespace(game=game, state=state)
    action = game.parse_action(state, "buy +2 with Cookies, junk, junk")
    assert turn_ends(session, 0, action) is True
    assert game.current_player(state) == 0  # the real state did not move
    # and the reaction itself: seat 2's "pass" gives the turn back to seat 1's clean-up
    game.apply(state, action)
    assert game.current_player(state) == 1
    assert turn_ends(session, 1, ("pass",)) is True
    assert turn_ends(session, 1, ("use", "Binoculars")) is False  # a discard follows


def test_the_lazy_worlds_answer_as_the_worlds_all_drawn_at_once():
    """The state message draws the turn-end worlds only when an action needs them
    (:class:`Worlds`): over 3 greedy games of 2 and 3 players, at every decision, every legal
    action gets the same answer as with the three worlds drawn at once, and the worlds are
    the same states (same hashes)."""
    checked = drawn_late = 0
    for seed, seats in ((5, 2), (6, 3), (7, 2)):
        s = Session.new("dale", ["greedy"] * seats, seed, {}, make_bot=make_bot, max_turns=12)
        while not (s.over or s.capped) and checked < 4000:
            seat = s.deciding
            lazy = Worlds(s, seat)
            eager = [s.game.determinize(s.state, seat, random.Random(k))
                     for k in range(END_SAMPLES)]
            for a in s.legal(seat):
                assert turn_ends(s, seat, a, lazy) == turn_ends(s, seat, a, eager), s.text(a)
                checked += 1
            assert len(lazy) == END_SAMPLES
            drawn_late += len(lazy._drawn) < END_SAMPLES
            assert [s.game.state_hash(w) for w in lazy] == \
                [s.game.state_hash(w) for w in eager]
            s.submit(seat, s.bot_action(seat))
    assert checked > 1000 and drawn_late > 0  # some decisions never needed the later worlds


def _chameleon_game():
    s = Session.new("dale", ["greedy", "greedy"], 3,
                    {"animalfolk": ["chameleons", "squirrels", "macaws"]}, make_bot=make_bot)
    s.run_bots()
    return s


def test_copies_in_stalls_say_what_they_were_built_as():
    """Seed 3 with Chameleons, greedy against greedy: seat 1 built "Flexible Shopkeeper as
    Stashing Vendor, junk" on turn 5 (its second stack), "Spyglass, Trendsetting as Cookies"
    and "discard:junk, discard:Nostalgic Item, Reflection as Nostalgic Item" later; seat 2
    "Seeing Doubles as Shattered Relic, Shattered Relic"."""
    s = _chameleon_game()
    log = DaleLog()
    log.sync(s)
    seats = s.view(0)["seats"]
    copies = stall_copies(log, seats)
    assert seats[0]["stall"][1] == ["Flexible Shopkeeper", "junk"]
    assert copies[0][1] == ["Stashing Vendor", None]
    assert seats[0]["stall"][5] == ["Spyglass", "Trendsetting"]
    assert copies[0][5] == [None, "Cookies"]
    assert copies[0][6] == [None, None, "Nostalgic Item"]
    assert copies[1][5] == ["Shattered Relic", None]
    assert copies[0][0] == [None]


def test_the_summary_of_a_finished_game_and_the_players_names():
    s = _chameleon_game()
    log = DaleLog()
    body = payload(s, 0, "en", log, ["Ada", ""])
    assert body["seats"][0]["label"] == "Ada (seat 1, greedy)"
    assert body["seats"][1]["label"] == "Seat 2 (greedy)"
    assert body["status"] == "Seat 2 (greedy) wins on turn 38."
    summary = body["summary"]
    final = s.view(0)
    assert summary["winner"] == 1 and summary["turns"] == 38
    for row in summary["seats"]:
        seat = row["seat"]
        assert row["stacks"] == len(final["seats"][seat]["stall"])
        # every purchase of that seat in the journal, counted per deck
        buys = sum(1 for e in s.entries if e.seat == seat and e.text.startswith("buy "))
        assert sum(row["bought"].values()) == buys
        assert set(row["bought"]) <= {"Chameleons", "Squirrels", "Macaws"}
        assert row["turns"] == 19  # 38 turns, taken in turn
        series = summary["series"][seat]
        assert series[0] == [1, 0] and series[-1] == [38, row["stacks"]]
        assert all(a[0] <= b[0] and a[1] <= b[1] for a, b in zip(series, series[1:]))
    assert [row["stacks"] for row in summary["seats"]] == [7, 8]
    # the decks in play and every card of them, with its mechanic
    assert [d["key"] for d in body["decks"]] == ["chameleons", "squirrels", "macaws"]
    assert body["decks"][0]["cards"][0] == "Flexible Shopkeeper"
    assert body["cards"]["Stashing Vendor"]["summary"]
    assert body["copies"][0][1] == ["Stashing Vendor", None]


def test_a_named_seat_and_the_deck_catalogue_in_catalan():
    assert seat_label(0, ["human", "greedy"], "en", ["Ada", "Bo"]) == "Ada (seat 1)"
    assert seat_label(1, ["human", "greedy"], "en", ["Ada", "Bo"]) == "Bo (seat 2, greedy)"
    assert seat_label(1, ["human", "greedy"], "en", ["Ada", ""]) == "Seat 2 (greedy)"
    decks = deck_catalogue("ca")
    assert len(decks) == 27
    by_key = {d["key"]: d for d in decks}
    assert by_key["macaws"]["box"] == "Dale of Merchants 1"
    assert by_key["macaws"]["mechanic"] is False and by_key["ocelots"]["mechanic"] is True
    assert by_key["bats"]["box"] == "Dale of Merchants Collection"
    assert [c["value"] for c in by_key["macaws"]["cards"]] == [1, 2, 3, 4, 5, 5]
    assert all(c["summary"] for c in by_key["macaws"]["cards"])
    # cards acting on the others, by their restated mechanic: none of the Macaws', every
    # one of the Foxes' (every player takes part), five of the Raccoons' (all but Wily
    # Fellow, which swaps your own deck and discard pile)
    assert [by_key[k]["interaction"] for k in ("macaws", "foxes", "raccoons")] == [0, 6, 5]
