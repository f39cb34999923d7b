"""Sloths (Dale 2): Steady Achiever, Shopping Journey, Housecleaning, Siesta, Lunch Break,
Ironing — effects at the start of the owner's next turn (``dale.turn.order``), kept meanwhile
as public entries of ``state.pending``.

Expected piles are worked out by hand from docs/rules/dale-cards.md (Sloths) and the rulings of
docs/rulings.md (## Sloths). Positions are 2-player position files (seat 1 to act); a turn is
passed with an empty Inventory (``inventory``), after which the clean-up draws up to 5.
"""

from __future__ import annotations

from ludoteca.core.i18n import text
from ludoteca.dale import mechanics as m
from ludoteca.dale.editions import classic as _classic
ANIMALFOLK = _classic().decks
from ludoteca.dale.positions import from_spec, parse_position, same_position, to_toml
from ludoteca.dale.views import view

from testkit.dale import act, card_named, names, play_mixed_games, refused
from testkit.dale import sorted_names
from testkit.positions import builder

FOLK = ["sloths", "beavers", "tree_kangaroos"]
OPP = {"hand": ["junk"] * 5, "deck": ["junk"] * 5}
MARKET = {"slots": ["Snack", "Overtime", "Siesta", "Vigilance", "Practice"]}


POSITION_DEFAULTS = {"folk": FOLK, "seed": 1, "market_default": MARKET, "junk": None,
                     "opponent": OPP}
#: position(me, opp=None, *more, **changes): testkit.positions.build with these defaults
position = builder(**POSITION_DEFAULTS)


def next_turn_of_seat_1(s) -> None:
    """Seat 1 ends its turn with an empty Inventory, seat 2 likewise: seat 1's next turn
    begins (turn number + 2)."""
    assert s.active == 0 and s.decision().kind == "action"
    act(s, "inventory")
    assert s.active == 1
    act(s, "inventory")
    assert s.active == 0


def test_steady_achiever_draws_at_the_start_of_the_next_turn():
    s = position({"hand": ["Steady Achiever", "junk"],
                  "deck": ["junk", "junk", "junk", "junk", "Siesta", "Ironing"]})
    act(s, "play Steady Achiever")
    assert s.pending == [("steady_achiever_next", 0)]
    # dale.technique.schedule: it waits face up in the schedule, not on the discard pile
    assert s.actions_left == 1 and s.discards[0] == []  # (+)
    assert names(s, s.schedule[0]) == ["Steady Achiever"]
    assert view(s, 1)["seats"][0]["schedule"] == ["Steady Achiever"]  # public
    entry = view(s, 1)["pending"][0]  # public: the other seat sees it
    assert text(entry, "en") == ("Seat 1 draws 1 card at the start of their next turn "
                                 "(Steady Achiever)")
    act(s, "inventory")  # clean-up: 1 junk in hand + 4 junk drawn
    assert sorted_names(s, s.hands[0]) == ["junk"] * 5 and s.pending  # still waiting
    act(s, "inventory")  # seat 2; then seat 1's turn 3 starts: draws Siesta
    assert s.turn == 3 and s.active == 0
    assert sorted_names(s, s.hands[0]) == ["Siesta"] + ["junk"] * 5
    assert names(s, s.decks[0]) == ["Ironing"]
    assert s.pending == []
    # the draw done, its effect has fully happened: the card goes to the discard pile
    assert s.schedule[0] == [] and names(s, s.discards[0]) == ["Steady Achiever"]


def test_shopping_journey_takes_a_market_card_next_turn_and_is_mandatory():
    s = position({"hand": ["Shopping Journey", "junk"], "deck": ["junk"] * 8})
    act(s, "play Shopping Journey")  # no bonus action: the turn ends at once
    assert s.active == 1 and s.pending == [("shopping_journey_next", 0)]
    act(s, "inventory")
    d = s.decision()
    assert (d.player, d.kind) == (0, "shopping_journey")
    assert s.legal_actions() == [("take", k) for k in range(5)]
    refused(s, "pass", "dale.technique.play")  # "put 1 market card": no skipping
    assert names(s, s.schedule[0]) == ["Shopping Journey"]  # until the card is taken
    act(s, "take +2")
    assert "Siesta" in names(s, s.hands[0]) and s.market[2] == -1  # dale.market.no_refill
    assert s.schedule[0] == [] and names(s, s.discards[0]) == ["Shopping Journey"]
    assert s.pending == [] and s.decision().kind == "action"


def _housecleaning():
    return position({"hand": ["Housecleaning", "Siesta"],
                     "discard": ["junk", "Snack", "junk", "junk", "junk"],
                     "deck": ["Lunch Break", "junk", "junk", "junk"]})


def test_housecleaning_takes_up_to_three_junk_now():
    s = _housecleaning()
    act(s, "play Housecleaning")
    assert s.decision().kind == "housecleaning"
    assert s.legal_actions() == [("keep", "junk"), ("done",)]
    for _ in range(3):
        act(s, "keep junk")
    # the 3 topmost junk cards came to the hand; the step ends by itself after the third
    assert sorted_names(s, s.hands[0]) == ["Siesta", "junk", "junk", "junk"]
    assert names(s, s.discards[0]) == ["junk", "Snack"]
    assert names(s, s.schedule[0]) == ["Housecleaning"]  # its later part waits
    assert s.decision().kind == "action" and s.actions_left == 1  # (+)
    assert s.pending == [("housecleaning_next", 0)]


def test_housecleaning_zero_junk_and_then_throws_away_a_hand_card_next_turn():
    s = _housecleaning()
    act(s, "play Housecleaning")
    act(s, "done")  # 0 junk is allowed
    assert sorted_names(s, s.hands[0]) == ["Siesta"]
    next_turn_of_seat_1(s)
    # clean-up drew 4 (Lunch Break, junk, junk, junk); now the later part: may ditch 1
    assert s.decision().kind == "housecleaning_ditch" and s.decision().player == 0
    assert ("pass",) in s.legal_actions()
    refused(s, "ditch Ironing", "dale.technique.play")
    act(s, "ditch Lunch Break")
    assert sorted_names(s, s.hands[0]) == ["Siesta", "junk", "junk", "junk"]
    assert names(s, s.bin)[-1] == "Lunch Break"  # dale.discard.routing
    assert s.pending == [] and s.schedule[0] == []
    assert names(s, s.discards[0])[-1] == "Housecleaning"


def test_housecleaning_later_part_may_be_passed():
    s = _housecleaning()
    act(s, "play Housecleaning")
    act(s, "done")
    next_turn_of_seat_1(s)
    act(s, "pass")
    assert sorted_names(s, s.hands[0]) == ["Lunch Break", "Siesta", "junk", "junk", "junk"]
    assert s.bin == [] and s.decision().kind == "action"


def test_siesta_takes_a_discard_card_next_turn():
    s = position({"hand": ["Siesta", "junk"], "discard": ["Snack", "junk"],
                  "deck": ["junk"] * 6})
    act(s, "play Siesta")
    next_turn_of_seat_1(s)
    assert s.decision().kind == "siesta"
    # dale.technique.schedule: Siesta waits in the schedule, so it cannot take itself back
    assert s.legal_actions() == [("keep", "junk"), ("keep", "Snack"), ("pass",)]
    refused(s, "keep Siesta", "dale.technique.play")
    act(s, "keep Snack")
    assert sorted_names(s, s.hands[0]) == ["Snack"] + ["junk"] * 5
    assert names(s, s.discards[0]) == ["junk", "Siesta"] and s.schedule[0] == []


def test_two_siestas_each_give_a_choice_in_the_order_played():
    s = position({"hand": ["Siesta", "Siesta", "junk"], "discard": ["Snack"],
                  "deck": ["junk"] * 6})
    act(s, "play Siesta")
    act(s, "play Siesta")
    next_turn_of_seat_1(s)
    assert s.pending == [] and len(s.schedule[0]) == 2
    act(s, "keep Snack")
    # dale.technique.schedule: the first Siesta's effect is over, it is on the discard pile;
    # the second copy's own choice may take it
    assert names(s, s.discards[0]) == ["Siesta"] and names(s, s.schedule[0]) == ["Siesta"]
    assert s.decision().kind == "siesta"
    act(s, "keep Siesta")
    assert sorted_names(s, s.hands[0]) == ["Siesta", "Snack"] + ["junk"] * 5
    assert names(s, s.discards[0]) == ["Siesta"] and s.schedule[0] == []


def test_lunch_break_draws_now_and_next_turn():
    s = position({"hand": ["Lunch Break", "junk"],
                  "deck": ["Ironing", "junk", "junk", "junk", "Siesta", "junk"]})
    act(s, "play Lunch Break")
    assert sorted_names(s, s.hands[0]) == ["Ironing", "junk"]
    act(s, "inventory")  # draws 3 junk
    act(s, "inventory")
    assert sorted_names(s, s.hands[0]) == ["Ironing", "Siesta", "junk", "junk", "junk", "junk"]
    assert names(s, s.decks[0]) == ["junk"]


def test_lunch_break_reshuffles_an_empty_deck():
    # dale.cleanup.reshuffle: the draw now shuffles the discard pile (Lunch Break itself is
    # still in play) into a new deck; then Lunch Break waits in the schedule
    s = position({"hand": ["Lunch Break"], "discard": ["Siesta"]})
    act(s, "play Lunch Break")
    assert names(s, s.hands[0]) == ["Siesta"]
    assert s.discards[0] == [] and s.decks[0] == []
    assert names(s, s.schedule[0]) == ["Lunch Break"]


def test_lunch_break_waiting_is_not_reshuffled_into_the_deck():
    # dale.technique.schedule: the clean-up draw reshuffles the discard pile (junk), never the
    # waiting Lunch Break; its second draw, at the next turn's start, then frees it
    s = position({"hand": ["Lunch Break", "Siesta"], "deck": ["junk"],
                  "discard": ["junk", "junk", "junk", "junk"]})
    act(s, "play Lunch Break")  # draws the deck's junk
    act(s, "inventory")  # Siesta + 2 junk discarded, then 5 drawn: the 4+3 junk reshuffled
    assert "Lunch Break" not in names(s, s.hands[0] + s.decks[0])
    assert names(s, s.schedule[0]) == ["Lunch Break"]
    act(s, "inventory")  # seat 2; seat 1's turn starts: Lunch Break draws and leaves
    assert s.schedule[0] == [] and names(s, s.discards[0])[-1] == "Lunch Break"


def test_ironing_raises_every_card_during_the_next_turn_only():
    s = position({"hand": ["Ironing", "Steady Achiever", "junk"],
                  "deck": ["junk"] * 8, "stall": [["Master Builder"]]})
    act(s, "play Ironing")
    assert ("build", ("Steady Achiever",)) not in s.legal_actions()  # worth 1: no stack 2
    next_turn_of_seat_1(s)
    assert s.effects == [("ironing",)]
    junk = card_named(s, s.hands[0], "junk")
    assert m.value_of(s, junk) == 2
    assert view(s, 0)["effects"] == [{"msg": "effect.add", "kind": "ironing",
                                      "card": "Ironing", "n": 1}]
    assert names(s, s.schedule[0]) == ["Ironing"]  # during that whole turn
    act(s, "build Steady Achiever")  # 1 + 1 = stack 2 (dale.stall.exact_total)
    assert [names(s, st) for st in s.stalls[0]] == [["Master Builder"], ["Steady Achiever"]]
    assert s.effects == []  # the build was the turn's action: the turn is over
    # dale.technique.schedule: it leaves once that turn (its clean-up draw) is over
    assert s.schedule[0] == [] and names(s, s.discards[0])[-1] == "Ironing"


def test_ironing_goes_through_a_position_file():
    s = position({"hand": ["Ironing", "junk"], "deck": ["junk"] * 8})
    act(s, "play Ironing")
    toml = to_toml(s, referee=True)
    assert '["ironing_next", 1]' in toml
    assert 'schedule = ["Ironing#' in toml  # dale.technique.schedule (referee: ids)
    back = parse_position(toml)
    assert same_position(back, s) and back.pending == [("ironing_next", 0)]
    assert names(back, back.schedule[0]) == ["Ironing"]


def test_random_and_greedy_games_with_sloths_keep_every_invariant():
    folk = ["sloths", "macaws", "beavers", "tree_kangaroos", "pandas"]
    seen = play_mixed_games(folk, range(2), greedy=0.5)
    played = {n for n in seen if n in {"Steady Achiever", "Shopping Journey", "Housecleaning",
                                       "Siesta", "Lunch Break", "Ironing"}}
    assert len(played) >= 4, seen


def test_greedy_plays_sloths_techniques():
    seen = play_mixed_games(["sloths", "squirrels", "ocelots", "macaws", "pandas"], range(1),
                            greedy=1.0, turn_cap=40)
    assert sum(seen[n] for n in ("Steady Achiever", "Shopping Journey", "Siesta",
                                 "Lunch Break", "Ironing")) > 0, seen


def test_deck_is_registered_in_order():
    assert ANIMALFOLK.index("sloths") < ANIMALFOLK.index("beavers") < \
        ANIMALFOLK.index("tree_kangaroos")


def test_steady_achiever_waits_through_every_other_seat_in_a_4_player_game():
    s = from_spec({"animalfolk": ["sloths", "beavers", "tree_kangaroos", "macaws", "pandas"],
                   "seed": 1, "active": 1, "market": MARKET,
                   "player": [{"hand": ["Steady Achiever", "junk"],
                               "deck": ["junk"] * 4 + ["Siesta"]},
                              {"hand": ["junk"] * 5}, {"hand": ["junk"] * 5},
                              {"hand": ["junk"] * 5}]})
    act(s, "play Steady Achiever")
    act(s, "inventory")
    for seat in (1, 2, 3):
        assert s.active == seat and s.pending == [("steady_achiever_next", 0)]
        act(s, "inventory")
    assert s.active == 0 and s.turn == 5 and s.pending == []
    assert sorted_names(s, s.hands[0]) == ["Siesta"] + ["junk"] * 5
