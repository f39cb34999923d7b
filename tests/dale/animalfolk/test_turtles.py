"""Turtles (the Collection): Impulsive Visionary, Collector's Desire, Groundbreaking Idea,
Inspiration, Insight, Perfect Move — "Finish x".

Expected values are worked out by hand from docs/rules/dale-cards.md (Turtles) and the ruling
``dale.card.turtles.finish`` of docs/rulings.md: a played Finish card waits out of the piles
(``state.out``) with a public pending entry; at the start of each of the owner's later turns
the owner may finish waiting cards by spending their cost (``dale.card.spend``); the completion
happens, then the card goes to the discard pile. Unfinished cards stay out at the end.
"""

from __future__ import annotations

from ludoteca.dale.editions import classic as _classic
deck_ids = _classic().deck_ids
from ludoteca.dale import cards
from ludoteca.dale.views import view

from testkit.collection import position
from testkit.dale import act, assert_bonus_action, names, refused, sorted_names

OPP = {"hand": ["junk"], "deck": ["junk"] * 8}


def _id(name: str, k: int = 0) -> int:
    return [c for c in deck_ids("turtles") if _classic().card_type[c].name == name][k]


def _waiting(name: str, cost: int, me: dict, **kw):
    """Seat 2 to act; seat 1 has ``name`` waiting; seat 2's inventory starts seat 1's turn."""
    card = _id(name, 0)
    me = {**me, "schedule": [f"{name}#{card}"]}  # dale.technique.schedule: it waits there
    s = position(me, OPP, active=2,
                 turn={"pending": [["unfinished", 1, f"{name}#{card}", name, cost]]}, **kw)
    act(s, "inventory")  # seat 2's turn ends: seat 1's turn starts
    return s, card


# -- playing a Finish card ----------------------------------------------------------------------

def test_impulsive_visionary_waits_unfinished_in_the_schedule():
    s = position({"hand": ["Impulsive Visionary", "junk"], "deck": ["junk"] * 5})
    card = s.hands[0][0] if s.type_of(s.hands[0][0]).name == "Impulsive Visionary" else s.hands[0][1]
    act(s, "play Impulsive Visionary")
    assert s.pending == [("unfinished", 0, card, "Impulsive Visionary", 1)]
    # dale.technique.schedule: face up in front of its owner, not in the discard pile
    assert s.schedule[0] == [card] and card not in s.discards[0] and card not in s.out
    assert_bonus_action(s)  # its (+) is granted at once
    pend = view(s, 1)["pending"]
    assert pend == [{"msg": "pending.unfinished", "kind": "unfinished", "seat": 1,
                     "card": "Impulsive Visionary", "name": "Impulsive Visionary", "cost": 1}]


def test_finishing_impulsive_visionary_at_the_start_of_the_next_turn_draws_one():
    s, card = _waiting("Impulsive Visionary", 1, {"hand": ["junk", "Greed"],
                                                  "deck": ["Cache", "junk"]})
    assert s.active == 0 and s.decision().kind == "finish_waiting"
    assert s.legal_actions() == [("complete", "Impulsive Visionary"), ("pass",)]
    act(s, "complete Impulsive Visionary")
    act(s, "discard junk")  # spend 1
    assert sorted_names(s, s.hands[0]) == ["Cache", "Greed"]
    assert names(s, s.discards[0]) == ["junk", "Impulsive Visionary"]
    assert card not in s.out and s.pending == [] and s.schedule[0] == []
    assert s.decision().kind == "action" and s.actions_left == 1  # no action was spent


def test_a_waiting_card_may_stay_unfinished():
    s, card = _waiting("Impulsive Visionary", 1, {"hand": ["junk"], "deck": ["junk"] * 5})
    act(s, "pass")
    assert s.pending[0][2] == card and s.schedule[0] == [card]  # dale.technique.schedule
    assert s.decision().kind == "action"


def test_no_offer_when_the_cost_cannot_be_paid():
    # Inspiration costs 3; the hand holds 2 junk.
    s, card = _waiting("Inspiration", 3, {"hand": ["junk", "junk"], "deck": ["junk"] * 5})
    assert s.decision().kind == "action" and s.pending[0][2] == card


def test_unfinished_card_is_refused_when_not_waiting():
    s, _card = _waiting("Impulsive Visionary", 1, {"hand": ["junk"], "deck": ["junk"] * 5})
    refused(s, "complete Inspiration", "dale.technique.play")


# -- Collector's Desire -------------------------------------------------------------------------

def test_collectors_desire_takes_the_leftmost_market_card_when_finished():
    s, _ = _waiting("Collector's Desire", 2, {"hand": ["Greed", "junk"], "deck": ["junk"] * 5},
                    market={"slots": ["Stove", "Cache", "Fishing", "", ""]})
    act(s, "complete Collector's Desire")
    act(s, "discard Greed")
    assert names(s, s.hands[0]) == ["junk", "Fishing"]  # slot +2 was the leftmost card
    assert names(s, s.market) == ["Stove", "Cache", "", "", ""]
    assert names(s, s.discards[0]) == ["Greed", "Collector's Desire"]


def test_collectors_desire_is_played_without_bonus_action():
    s = position({"hand": ["Collector's Desire", "junk"], "deck": ["junk"] * 5})
    act(s, "play Collector's Desire")
    assert s.active == 1 and s.pending[0][3] == "Collector's Desire"


# -- Groundbreaking Idea ------------------------------------------------------------------------

def test_groundbreaking_idea_ditches_and_puts_one_on_the_deck_now():
    s = position({"hand": ["Groundbreaking Idea", "junk"], "deck": ["junk"],
                  "discard": ["Stove", "Cache", "junk"]})
    act(s, "play Groundbreaking Idea")
    assert s.decision().kind == "groundbreaking_ditch"
    act(s, "ditch Stove")
    assert names(s, s.bin) == ["Stove"]
    act(s, "top Cache")
    assert names(s, s.decks[0]) == ["junk", "Cache"]
    assert names(s, s.discards[0]) == ["junk"]
    assert s.pending[0][3:] == ("Groundbreaking Idea", 2)
    assert_bonus_action(s)


def test_groundbreaking_idea_finished_does_nothing_more():
    s, _ = _waiting("Groundbreaking Idea", 2, {"hand": ["Greed", "junk"], "deck": ["Cache"]})
    act(s, "complete Groundbreaking Idea")
    act(s, "discard Greed")
    assert names(s, s.hands[0]) == ["junk"] and names(s, s.decks[0]) == ["Cache"]
    assert names(s, s.discards[0]) == ["Greed", "Groundbreaking Idea"]


# -- Inspiration --------------------------------------------------------------------------------

def test_inspiration_draws_two_now_and_waits_for_three():
    s = position({"hand": ["Inspiration"], "deck": ["Stove", "Cache", "junk"]})
    act(s, "play Inspiration")
    assert sorted_names(s, s.hands[0]) == ["Cache", "Stove"]
    assert s.pending[0][3:] == ("Inspiration", 3)
    assert_bonus_action(s)


def test_two_waiting_cards_can_be_finished_one_after_the_other():
    card1, card2 = _id("Inspiration", 0), _id("Impulsive Visionary", 3)
    s = position({"hand": ["Cache", "junk"], "deck": ["Greed"] + ["junk"] * 4}, OPP, active=2,
                 turn={"pending": [["unfinished", 1, f"Inspiration#{card1}", "Inspiration", 3],
                                   ["unfinished", 1, f"Impulsive Visionary#{card2}",
                                    "Impulsive Visionary", 1]]})
    act(s, "inventory")
    act(s, "complete Inspiration")
    act(s, "discard Cache")
    assert s.decision().kind == "finish_waiting"
    act(s, "complete Impulsive Visionary")
    act(s, "discard junk")
    assert names(s, s.hands[0]) == ["Greed"] and s.pending == []
    assert names(s, s.discards[0]) == ["Cache", "Inspiration", "junk", "Impulsive Visionary"]


# -- Insight ------------------------------------------------------------------------------------

def test_insight_puts_the_top_two_back_in_the_chosen_order():
    s = position({"hand": ["Insight", "junk"], "deck": ["Stove", "Cache", "junk"]})
    act(s, "play Insight")
    assert s.decision().kind == "order_onto_deck"
    assert view(s, 0)["decision"]["cards"] == ["Stove", "Cache"]
    assert view(s, 1)["decision"]["cards"] == []  # the other seat does not see them
    act(s, "top Stove")  # Stove goes on first, Cache ends on top
    assert names(s, s.decks[0]) == ["junk", "Stove", "Cache"]
    assert s.aside == [] and s.pending[0][3:] == ("Insight", 2)
    assert_bonus_action(s)


def test_insight_finished_draws_two():
    s, _ = _waiting("Insight", 2, {"hand": ["Greed"], "deck": ["Stove", "Cache", "junk"]})
    act(s, "complete Insight")
    act(s, "discard Greed")
    assert sorted_names(s, s.hands[0]) == ["Cache", "Stove"]


# -- Perfect Move -------------------------------------------------------------------------------

def test_perfect_move_chooses_x_and_puts_the_top_x_discards_on_the_deck():
    s, _ = _waiting("Perfect Move", 0, {"hand": ["Cache", "junk"], "deck": ["junk"],
                                        "discard": ["Stove", "Greed"]})
    act(s, "complete Perfect Move")
    assert s.legal_actions() == [("value", x) for x in range(1, 6)]  # 4 + 1 in hand
    act(s, "value 3")
    act(s, "discard Cache")  # discard pile: Stove, Greed, Cache
    assert s.decision().kind == "order_onto_deck"
    act(s, "top Cache")
    act(s, "top Stove")  # Greed ends on top
    assert names(s, s.decks[0]) == ["junk", "Cache", "Stove", "Greed"]
    assert names(s, s.discards[0]) == ["Perfect Move"]
    assert names(s, s.hands[0]) == ["junk"]


def test_perfect_move_x_is_not_capped_at_ten():
    # ruling dale.card.turtles.finish (changed, issue 26): "any x of at least 1" has no upper
    # bound of its own; before, x stopped at 10. Hand: Safe Profits, Display of Power, Cache
    # (5 + 5 + 4) and 2 coins: x may be 1 to 16. With x = 14 the spend is Safe Profits,
    # Display of Power, Cache (14); the discard pile is then Greed, Stove, then the 3 spent
    # cards: all 5 go onto the deck (fewer than 14 cards: all of them).
    s, _ = _waiting("Perfect Move", 0, {"hand": ["Safe Profits", "Display of Power", "Cache"],
                                        "deck": ["junk"], "discard": ["Greed", "Stove"],
                                        "coins": 2})
    act(s, "complete Perfect Move")
    assert s.legal_actions() == [("value", x) for x in range(1, 17)]
    act(s, "value 14")
    act(s, "discard Safe Profits")
    act(s, "discard Display of Power")
    act(s, "discard Cache")
    assert s.coins == [2, 0]  # the cards paid 14: no coin needed
    for name in ["Greed", "Stove", "Safe Profits", "Display of Power"]:
        act(s, f"top {name}")  # Cache, the last one, ends on top
    assert names(s, s.decks[0]) == ["junk", "Greed", "Stove", "Safe Profits",
                                    "Display of Power", "Cache"]
    assert names(s, s.discards[0]) == ["Perfect Move"] and s.schedule[0] == []


def test_unfinished_cards_stay_in_the_schedule_and_are_counted():
    s = position({"hand": ["Perfect Move", "junk"], "deck": ["junk"] * 5})
    card = s.hands[0][0]
    act(s, "play Perfect Move")
    everywhere = (sum(s.hands + s.decks + s.discards + s.schedule, []) + list(s.out)
                  + s.market_deck + s.junk + list(s.subs) + s.bin + [c for c in s.market if c >= 0])
    assert everywhere.count(card) == 1 and card in s.schedule[0]


# -- random games (invariants of tests/dale/test_random_games.py) --------------------------------

import pytest  # noqa: E402

from testkit.collection import play_checked  # noqa: E402

GAMES = [(2, 1, ["turtles", "macaws", "penguins"]),
         (3, 2, ["turtles", "tuataras", "ocelots", "raccoons"]),
         (4, 3, ["turtles", "penguins", "tuataras", "chameleons", "squirrels"])]


@pytest.mark.parametrize("n,seed,folk", GAMES)
@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_random_games_with_turtles_keep_the_invariants(n, seed, folk, bot):
    s, history, played = play_checked(n, seed, folk, bot)
    assert len(history) > 40
    if bot == "greedy":  # the greedy policy plays the deck's techniques
        ours = {t.name for t in _classic().cards_of("turtles")}
        assert ours & set(played), played


def test_position_files_round_trip_at_every_step_of_collection_games():
    """A referee save loads back to the same state at every step (waiting cards, coins, spend
    steps included), and a seat's save keeps that seat's view and legal actions
    (docs/positions.md). The box is not written in position files, so it is left out."""
    import random

    from ludoteca.dale import new_game
    from ludoteca.dale.positions import parse_position, to_toml

    saved = 0
    for seed, folk in ((11, ["turtles", "penguins", "tuataras"]),
                       (12, ["turtles", "tuataras", "macaws", "penguins"])):
        s = new_game(len(folk) - 1, folk, seed=seed)
        r = random.Random(seed)
        for step in range(250):
            if s.winner is not None:
                break
            a, b = s.to_dict(), parse_position(to_toml(s, referee=True)).to_dict()
            a.pop("box", None)
            b.pop("box", None)
            assert a == b
            if step % 5 == 0:
                who = s.current_player()
                back = parse_position(to_toml(s, who))
                assert back.legal_actions() == s.legal_actions()
                mine, theirs = view(s, who), view(back, who)
                for key in ("hand", "seats", "decision", "pending", "effects"):
                    assert mine[key] == theirs[key], key
            saved += bool(s.pending) or bool(s.frames)
            acts = s.legal_actions()
            kind = r.choice(sorted({x[0] for x in acts}))
            s.apply(r.choice([x for x in acts if x[0] == kind]))
    assert saved > 50


def test_determinize_keeps_waiting_cards_coins_and_the_seats_choices():
    """ISMCTS samples states with Game.determinize: the waiting card stays in the public
    schedule (dale.technique.schedule) with its entry, coins stay, and the finishing seat's choices are the same."""
    import random

    from ludoteca.dale.views import determinize

    s, card = _waiting("Inspiration", 3, {"hand": ["Cache", "junk"], "deck": ["junk"] * 5,
                                          "coins": 1})
    for k in range(5):
        d = determinize(s, 0, random.Random(k))
        assert d.pending == s.pending and d.schedule == [[card], []] and d.coins == s.coins
        assert d.legal_actions() == s.legal_actions()


def test_ismcts_decides_finishing_and_spending():
    import random

    from ludoteca.bots import make_bot
    from ludoteca.bots.base import InformationSet, decide
    from ludoteca.dale.views import determinize

    s, _card = _waiting("Inspiration", 3, {"hand": ["Cache", "junk"], "deck": ["junk"] * 5})
    bot = make_bot("ismcts:iterations=8")
    rng = random.Random(1)
    for _ in range(3):
        if s.current_player() != 0 or s.decision().kind == "action":
            break
        seen = view(s, 0)
        action = decide(bot, seen, seen["legal_actions"], rng, InformationSet(s, 0, determinize))
        assert action in seen["legal_actions"]
        s.apply(action)
