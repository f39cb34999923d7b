"""Beavers: Master Builder, Snack, Wind of Change, Overtime, Order in Chaos, Practice — "the
next time you …" effects, public entries of ``state.pending`` that wait (across turns) for the
owner's next purchase, stack, reshuffle or technique.

Expected piles are worked out by hand from docs/rules/dale-cards.md (Beavers) and the rulings
of docs/rulings.md (## Beavers: ``dale.card.beavers.*``). Positions are 2-player position
files, seat 1 to act; a turn is passed with an empty Inventory.
"""

from __future__ import annotations


from testkit.dale import act, names, play_mixed_games, refused, sorted_names
from testkit.positions import builder

FOLK = ["sloths", "beavers", "tree_kangaroos"]
OPP = {"hand": ["junk"] * 5, "deck": ["junk"] * 5}
# market: slot +0 Siesta (4), +1 Snack (2 + 1 = 3), +2 Vigilance, +3 Shopping Journey,
# +4 Wheelbarrow; 3 cards in the market deck for the clean-up's refill
MARKET = {"slots": ["Siesta", "Snack", "Vigilance", "Shopping Journey", "Wheelbarrow"],
          "deck": 3}


POSITION_DEFAULTS = {"folk": FOLK, "seed": 2, "market_default": MARKET, "junk": None,
                     "opponent": OPP}
#: position(me, opp=None, *more, **changes): testkit.positions.build with these defaults
position = builder(**POSITION_DEFAULTS)


def next_turn_of_seat_1(s) -> None:
    act(s, "inventory")
    act(s, "inventory")
    assert s.active == 0


# -- Master Builder ------------------------------------------------------------------------------

def test_master_builder_puts_a_paying_card_on_the_deck():
    s = position({"hand": ["Master Builder", "Overtime", "Snack"], "deck": ["junk"] * 6})
    act(s, "play Master Builder")
    assert s.pending == [("master_builder_next", 0)]
    act(s, "buy +0 with Overtime")  # Siesta costs 4 (dale.market.price)
    assert s.decision().kind == "master_builder"
    assert s.legal_actions() == [("top", "Overtime"), ("pass",)]
    assert names(s, s.schedule[0]) == ["Master Builder"]  # dale.technique.schedule
    act(s, "top Overtime")
    assert s.pending == [] and s.schedule[0] == []
    # Overtime went on top of the deck; the clean-up (Snack, Siesta in hand) drew it again;
    # Master Builder's effect over, it went to the discard pile
    assert names(s, s.discards[0]) == ["Master Builder"]
    assert sorted_names(s, s.hands[0]) == ["Overtime", "Siesta", "Snack", "junk", "junk"]
    assert len(s.decks[0]) == 4


def test_master_builder_waits_across_turns_and_may_be_passed():
    s = position({"hand": ["Master Builder", "junk"], "deck": ["Overtime"] + ["junk"] * 8})
    act(s, "play Master Builder")
    next_turn_of_seat_1(s)  # no purchase: the entry still waits
    assert s.pending == [("master_builder_next", 0)]
    assert names(s, s.schedule[0]) == ["Master Builder"]  # waiting across turns
    act(s, "buy +0 with Overtime")
    act(s, "pass")
    # dale.technique.schedule: Master Builder leaves the schedule after its choice, on top
    assert names(s, s.discards[0])[-2:] == ["Overtime", "Master Builder"] and s.pending == []


def test_master_builder_refuses_a_card_that_did_not_pay():
    s = position({"hand": ["Master Builder", "Overtime", "Snack"], "deck": ["junk"] * 6})
    act(s, "play Master Builder")
    act(s, "buy +0 with Overtime")
    refused(s, "top Master Builder", "dale.technique.play")


# -- Snack ---------------------------------------------------------------------------------------

def test_snack_takes_a_market_card_before_the_stack_is_chosen():
    # ruling dale.card.beavers.snack (issue 26 item 2): "the next time you build, you may
    # first put 1 market card into your hand": before the stack is chosen, so the card may be
    # in the stack. Seat 1's next stack is stack 2 (total 2); its hand (Master Builder, 4
    # junk) has none. Snack, waiting in the schedule, offers its ability: only the market
    # cards worth 2 make a stack (Snack at +1, Shopping Journey at +3).
    s = position({"hand": ["Snack", "Master Builder"], "deck": ["junk"] * 8,
                  "stall": [["Steady Achiever"]]})
    act(s, "play Snack")  # no bonus action: the turn ends
    assert s.active == 1 and s.pending == [("snack_next", 0)]
    act(s, "inventory")
    assert not [a for a in s.legal_actions() if a[0] == "build"]
    assert ("use", "Snack") in s.legal_actions()
    act(s, "use Snack")
    assert s.decision().kind == "snack"
    assert s.legal_actions() == [("take", 1), ("take", 3)]
    refused(s, "take +0", "dale.stall.exact_total")  # Siesta (4) makes no stack 2
    act(s, "take +1")
    assert s.decision().kind == "snack_build" and s.market[1] == -1
    assert s.legal_actions() == [("build", ("Snack",))]
    refused(s, "build Master Builder", "dale.stall.exact_total")  # 1, not 2
    act(s, "build Snack")
    assert [names(s, st) for st in s.stalls[0]] == [["Steady Achiever"], ["Snack"]]
    # the build was the turn's action; Snack's effect is over: it left the schedule
    assert s.pending == [] and s.schedule[0] == [] and s.active == 1
    assert names(s, s.discards[0]) == ["Snack"]


def test_a_build_without_snacks_card_ends_it():
    # Building without using Snack first lets its "first" pass: the entry ends, no card.
    s = position({"hand": ["Snack", "Master Builder"], "deck": ["junk"] * 8})
    act(s, "play Snack")
    act(s, "inventory")
    market = names(s, s.market)
    act(s, "build Master Builder")
    assert names(s, s.market) == market and s.pending == [] and s.schedule[0] == []
    assert names(s, s.discards[0]) == ["Snack"] and s.active == 1


def _two_snacks_waiting():
    # Seat 1 has two Snacks waiting (schedule and entries, as after two turns that played
    # one each); its stall has stack 1, so the next stack totals 2; its hand (Master
    # Builder, 1) makes none.
    return position({"hand": ["Master Builder"], "deck": ["junk"] * 8,
                     "stall": [["Steady Achiever"]], "schedule": ["Snack", "Snack"]},
                    turn={"pending": [["snack_next", 1], ["snack_next", 1]]})


def test_two_waiting_snacks_each_take_a_market_card_before_the_same_build():
    # ruling dale.card.beavers.snack (changed, issue 26): each Snack is its own "next time
    # you build, you may first take 1 market card"; before, a second Snack waiting ended at
    # the build with nothing. After the first take (Snack, +1), the second Snack may take any
    # market card left (the hand can already build), or pass.
    s = _two_snacks_waiting()
    act(s, "use Snack")
    act(s, "take +1")
    assert s.decision().kind == "snack_again"
    assert s.legal_actions() == [("take", 0), ("take", 2), ("take", 3), ("take", 4), ("pass",)]
    refused(s, "take +1")  # the slot Snack emptied stays empty (dale.market.no_refill)
    act(s, "take +3")  # Shopping Journey (2)
    assert s.legal_actions() == [("build", ("Shopping Journey",)), ("build", ("Snack",))]
    act(s, "build Shopping Journey")
    # dale.technique.schedule: both Snacks' effects are over with that build
    assert names(s, s.stalls[0][-1]) == ["Shopping Journey"]
    assert names(s, s.discards[0]) == ["Snack", "Snack"] and s.schedule[0] == []
    assert s.pending == [] and s.active == 1
    # the clean-up drew 3 junk to the 2 cards kept (Master Builder and the Snack taken)
    assert sorted_names(s, s.hands[0]) == ["Master Builder", "Snack", "junk", "junk", "junk"]


def test_the_second_waiting_snack_may_pass_and_still_ends_at_the_build():
    # dale.card.beavers.snack: "may" — passing the second take leaves only the build; that
    # build ends the second Snack's entry too.
    s = _two_snacks_waiting()
    act(s, "use Snack")
    act(s, "take +3")
    act(s, "pass")
    assert s.decision().kind == "snack_build"
    assert names(s, s.market)[1] == "Snack"  # nothing more was taken
    act(s, "build Shopping Journey")
    assert names(s, s.discards[0]) == ["Snack", "Snack"] and s.schedule[0] == []
    assert s.pending == []


# -- Wind of Change ------------------------------------------------------------------------------

def test_wind_of_change_throws_away_a_discard_card_after_the_purchase():
    s = position({"hand": ["Wind of Change", "Overtime", "junk"],
                  "discard": ["junk", "Snack"], "deck": ["junk"] * 6})
    act(s, "play Wind of Change")
    act(s, "buy +0 with Overtime")
    assert s.decision().kind == "wind_of_change"
    # dale.technique.schedule: Wind of Change waits in the schedule, not in the discard pile
    assert s.legal_actions() == [("ditch", "junk"), ("ditch", "Overtime"), ("ditch", "Snack"),
                                 ("pass",)]
    act(s, "ditch Snack")
    assert names(s, s.discards[0]) == ["junk", "Overtime", "Wind of Change"]
    assert names(s, s.bin) == ["Snack"]


def test_wind_of_change_junk_goes_to_the_junk_pile():
    s = position({"hand": ["Wind of Change", "Overtime", "junk"], "discard": ["junk"],
                  "deck": ["junk"] * 6})
    act(s, "play Wind of Change")
    junk_before = len(s.junk)
    act(s, "buy +0 with Overtime")
    act(s, "ditch junk")  # dale.discard.routing
    assert len(s.junk) == junk_before + 1 and s.bin == []


# -- Overtime ------------------------------------------------------------------------------------

STALL3 = [["Steady Achiever"], ["Shopping Journey"], ["Housecleaning"]]  # sloths: 1, 2, 3


def test_overtime_lets_the_next_stack_take_discard_cards():
    s = position({"hand": ["Overtime", "Snack"], "discard": ["Snack"], "stall": STALL3,
                  "deck": ["junk"] * 6})
    refused(s, "build discard:Snack, Snack", "dale.stall.from_hand")
    act(s, "play Overtime")
    assert ("build", ("discard:Snack", "Snack")) in s.legal_actions()
    act(s, "build discard:Snack, Snack")  # 2 + 2 = stack 4
    assert [names(s, st) for st in s.stalls[0]][-1] == ["Snack", "Snack"]
    # dale.technique.schedule: Overtime waited until this build, so it was not in the pile
    assert names(s, s.discards[0]) == ["Overtime"] and s.pending == [] and s.schedule[0] == []


def test_overtime_discard_cards_obey_the_stack_rules():
    # ruling dale.card.beavers.overtime: no junk, one animalfolk
    s = position({"hand": ["Overtime", "Housecleaning"], "discard": ["junk", "Snack"],
                  "stall": STALL3, "deck": ["junk"] * 6})
    act(s, "play Overtime")
    refused(s, "build discard:junk, Housecleaning", "dale.stall.no_junk")
    assert not [a for a in s.legal_actions() if a[0] == "build"]


def test_overtime_stack_may_be_made_of_discard_cards_alone():
    # ruling dale.card.beavers.overtime (changed, issue 26): the card lets the stack include
    # cards of the discard pile and asks for no card of the hand; before, one hand card was
    # required. Stack 4 from the discard pile alone: Snack + Snack (2 + 2, beavers).
    s = position({"hand": ["Overtime", "Housecleaning"], "discard": ["Snack", "Snack"],
                  "stall": STALL3, "deck": ["junk"] * 6})
    refused(s, "build discard:Snack, discard:Snack", "dale.stall.from_hand")  # not yet
    act(s, "play Overtime")
    assert s.legal_actions().count(("build", ("discard:Snack", "discard:Snack"))) == 1
    act(s, "build discard:Snack, discard:Snack")
    assert names(s, s.stalls[0][-1]) == ["Snack", "Snack"]
    # Overtime's effect happened with this build: it went to the discard pile
    assert names(s, s.discards[0]) == ["Overtime"] and s.schedule[0] == [] and s.pending == []
    assert "Housecleaning" in names(s, s.hands[0])


def test_overtime_ends_at_the_next_build():
    s = position({"hand": ["Overtime", "Master Builder"], "deck": ["junk"] * 6})
    act(s, "play Overtime")
    act(s, "build Master Builder")
    assert s.pending == []


# -- Order in Chaos ------------------------------------------------------------------------------

def test_order_in_chaos_takes_deck_and_discard_then_discards_down():
    s = position({"hand": ["Order in Chaos", "junk"],
                  "discard": ["Siesta", "Ironing", "junk", "junk", "junk"]})
    act(s, "play Order in Chaos")
    assert s.pending == [("order_in_chaos_next", 0)]
    assert names(s, s.schedule[0]) == ["Order in Chaos"]  # dale.technique.schedule
    act(s, "inventory")
    # the clean-up needed 4 cards from an empty deck: the discard pile (Siesta, Ironing and
    # 3 junk; Order in Chaos waits in the schedule, so it is not shuffled in) became the new
    # deck; seat 1 decides in seat 2's turn, once the draw is over
    d = s.decision()
    assert (d.player, d.kind) == (0, "order_in_chaos") and s.active == 1
    assert len(s.hands[0]) == 5 and len(s.decks[0]) == 1 and s.pending == []
    assert "Order in Chaos" not in names(s, s.hands[0] + s.decks[0])
    act(s, "done")
    assert len(s.hands[0]) == 6 and s.decks[0] == [] and s.discards[0] == []
    assert s.decision().kind == "order_in_chaos_discard"
    act(s, "discard junk")
    assert sorted_names(s, s.hands[0]) == ["Ironing", "Siesta", "junk", "junk", "junk"]
    # the effect is over: the card leaves the schedule, on top of the discarded junk
    assert names(s, s.discards[0]) == ["junk", "Order in Chaos"] and s.schedule[0] == []
    assert s.decision() .kind == "action" and s.decision().player == 1


def test_order_in_chaos_may_be_passed():
    s = position({"hand": ["Order in Chaos", "junk"],
                  "discard": ["Siesta", "Ironing", "junk", "junk", "junk"]})
    act(s, "play Order in Chaos")
    act(s, "inventory")
    hand = sorted_names(s, s.hands[0])
    act(s, "pass")
    assert sorted_names(s, s.hands[0]) == hand and len(s.decks[0]) == 1


# -- Practice ------------------------------------------------------------------------------------

def test_practice_returns_the_next_technique_to_the_hand():
    # Clever Guardian with an empty hand stores nothing: its effect is over at once, so it
    # goes to the discard pile and Practice applies (dale.technique.schedule)
    s = position({"hand": ["Practice", "Clever Guardian"], "deck": ["junk"] * 8})
    act(s, "play Practice")
    assert s.decision().kind == "action"  # no choice for Practice itself
    assert s.pending == [("practice_next", 0)] and names(s, s.schedule[0]) == ["Practice"]
    act(s, "play Clever Guardian")
    assert s.decision().kind == "practice"
    assert s.legal_actions() == [("keep", "Clever Guardian"), ("pass",)]
    act(s, "keep Clever Guardian")
    assert names(s, s.hands[0]) == ["Clever Guardian"]
    assert names(s, s.discards[0]) == ["Practice"] and s.schedule[0] == []
    assert s.pending == []
    assert s.actions_left == 1  # Clever Guardian's bonus action still counts


def test_practice_may_be_passed():
    s = position({"hand": ["Practice", "Clever Guardian"], "deck": ["junk"] * 8})
    act(s, "play Practice")
    act(s, "play Clever Guardian")
    act(s, "pass")
    assert names(s, s.discards[0]) == ["Clever Guardian", "Practice"] and s.hands[0] == []


def test_practice_waits_past_a_delayed_technique():
    # dale.technique.schedule: Steady Achiever goes to the schedule, not to the discard pile,
    # so it is no "technique that would go to your discard": Practice keeps waiting
    s = position({"hand": ["Practice", "Steady Achiever"], "deck": ["junk"] * 8})
    act(s, "play Practice")
    act(s, "play Steady Achiever")
    assert s.decision().kind == "action"
    assert s.pending == [("practice_next", 0), ("steady_achiever_next", 0)]
    assert names(s, s.schedule[0]) == ["Practice", "Steady Achiever"]
    assert s.discards[0] == []
    # Seat 1's next turn: Steady Achiever draws, its effect has fully happened and it would go
    # to the discard pile: that is Practice's moment (event "released")
    act(s, "inventory")
    act(s, "inventory")
    assert s.decision().kind == "practice"
    assert s.legal_actions() == [("keep", "Steady Achiever"), ("pass",)]
    act(s, "keep Steady Achiever")
    assert "Steady Achiever" in names(s, s.hands[0])
    assert names(s, s.discards[0]) == ["Practice"] and s.schedule[0] == [] and s.pending == []


# -- random games --------------------------------------------------------------------------------

def test_random_and_greedy_games_with_beavers_keep_every_invariant():
    folk = ["beavers", "pandas", "squirrels", "sloths", "tree_kangaroos"]
    seen = play_mixed_games(folk, range(2), greedy=0.5)
    played = {n for n in seen if n in {"Master Builder", "Snack", "Wind of Change", "Overtime",
                                       "Order in Chaos", "Practice"}}
    assert len(played) >= 4, seen


def test_greedy_plays_beavers_techniques():
    seen = play_mixed_games(["beavers", "macaws", "raccoons", "ocelots", "chameleons"],
                            range(1), greedy=1.0, turn_cap=40)
    assert sum(seen[n] for n in ("Master Builder", "Snack", "Wind of Change", "Overtime",
                                 "Order in Chaos", "Practice")) > 0, seen
