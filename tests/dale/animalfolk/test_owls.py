"""Card tests of the Owls deck (classic): Wise Spy, Ancient Knowledge, Quality Inspection,
Binoculars, Balancing, Extra Remarks — reactions in other players' turns.

Every expected value is worked out by hand from the "Classic mechanic" column of
docs/rules/dale-cards.md and the rulings of docs/rulings.md (## Owls): a reaction card reacts
only from its owner's hand (``dale.card.owls.reaction_in_hand``), the reacting seats decide in
turn order from the active seat (``dale.card.owls.reaction_order``), and every reaction offers
``pass``. Positions are built with ``from_spec`` (deck lists top first, discard piles bottom
first; in the state the top of a pile is the END of its list). Seats are 1-based in the action
text and 0-based in the state.

The module ends with the random-game test over the Owls and Crocodiles mixed with other decks
(random and greedy bots, 2–4 players) with the invariant checks of the driver testkit.dale.play_checked_game.
"""

from __future__ import annotations

import random

import pytest

from ludoteca.dale import new_game
from ludoteca.dale.engine import price
from ludoteca.dale.positions import from_spec, parse_position, same_position, to_toml
from ludoteca.dale.views import view

from testkit.dale import act, greedy_policy, names, play_checked_game, refused, sorted_names
from testkit.dale import uniform_policy
from testkit.positions import builder

FOLK = ["owls", "crocodiles", "macaws"]
FOLK3 = ["owls", "crocodiles", "macaws", "pandas"]
MARKET = {"slots": ["Quality Inspection", "Spyglass", "Cookies", "Shattered Relic", "Night Shift"],
          "deck": ["Shattered Relic", "Scary Gunfight"]}


POSITION_DEFAULTS = {"folk": FOLK, "folk_for": {3: FOLK3}, "seed": 3, "market_default": MARKET,
                     "junk": None}
#: position(me, opp=None, *more, **changes): testkit.positions.build with these defaults
position = builder(**POSITION_DEFAULTS)


def decider(s) -> tuple[int, str]:
    d = s.decision()
    return d.player, d.kind


# ------------------------------------------------------------------------------------------
# Wise Spy (1, P*): once in your turn, look at the top 3 of your deck, put them back in any order.
# ------------------------------------------------------------------------------------------
def test_wise_spy_reorders_the_top_three():
    # Deck top first: Cookies, Spyglass, junk, Flashy Show. Chosen from the top down: junk,
    # Cookies; Spyglass is left third. Flashy Show (4th) is never seen or moved.
    s = position({"hand": ["Wise Spy", "junk"], "deck": ["Cookies", "Spyglass", "junk", "Flashy Show"]},
                 {"hand": ["junk"], "deck": ["junk"]})
    act(s, "use Wise Spy")
    assert decider(s) == (0, "wise_spy")
    assert s.legal_actions() == [("top", "Cookies"), ("top", "junk"), ("top", "Spyglass")]
    assert view(s, 1)["decision"]["cards"] == []  # seat 2 sees nothing of the three cards
    assert sorted(view(s, 0)["decision"]["cards"]) == ["Cookies", "Spyglass", "junk"]
    refused(s, "top Flashy Show")
    act(s, "top junk")
    act(s, "top Cookies")  # Spyglass is the only card left: placed without a question
    assert names(s, s.decks[0]) == ["Flashy Show", "Spyglass", "Cookies", "junk"]
    assert not s.aside and s.actions_left == 1 and decider(s) == (0, "action")
    assert ("use", "Wise Spy") not in s.legal_actions()  # once per turn


def test_wise_spy_with_a_short_deck_looks_at_what_is_there_and_never_reshuffles():
    # ruling dale.card.owls.wise_spy: one card in the deck -> nothing to order; an empty deck
    # -> no ability (the discard pile is not reshuffled by looking).
    s = position({"hand": ["Wise Spy"], "deck": ["Cookies"], "discard": ["junk"]},
                 {"hand": ["junk"], "deck": ["junk"]})
    act(s, "use Wise Spy")
    assert names(s, s.decks[0]) == ["Cookies"] and decider(s) == (0, "action")
    s = position({"hand": ["Wise Spy"], "deck": [], "discard": ["junk", "Cookies"]},
                 {"hand": ["junk"], "deck": ["junk"]})
    assert ("use", "Wise Spy") not in s.legal_actions()
    refused(s, "use Wise Spy")


# ------------------------------------------------------------------------------------------
# Ancient Knowledge (2, P, reaction): after another player's technique, search your deck,
# discard 0-1 card of it, shuffle.
# ------------------------------------------------------------------------------------------
def _ancient(*third: dict):
    me = {"hand": ["Favorite Toy", "junk"], "deck": ["junk"], "discard": ["Cookies"]}
    you = {"hand": ["Ancient Knowledge", "junk"], "deck": ["Spyglass", "junk", "Flashy Show"]}
    return position(me, you, *third)


def test_ancient_knowledge_discards_a_deck_card_and_shuffles():
    s = _ancient()
    act(s, "play Favorite Toy")  # seat 1 takes Cookies back; the technique has resolved
    assert decider(s) == (1, "ancient_knowledge")
    assert s.legal_actions() == [("pass",), ("use", "Ancient Knowledge")]
    act(s, "use Ancient Knowledge")  # seat 2 searches its deck
    assert decider(s) == (1, "ancient_knowledge_search")
    assert s.legal_actions() == [("done",), ("discard", "Flashy Show"), ("discard", "junk"),
                                 ("discard", "Spyglass")]
    assert view(s, 0)["legal_actions"] == [] and view(s, 0)["decision"]["cards"] == []
    assert sorted(view(s, 1)["decision"]["cards"]) == ["Flashy Show", "Spyglass", "junk"]
    act(s, "discard Spyglass")
    assert names(s, s.discards[1]) == ["Spyglass"]
    assert sorted_names(s, s.decks[1]) == ["Flashy Show", "junk"]
    # Back to seat 1's bonus action (Favorite Toy has the bonus icon).
    assert decider(s) == (0, "action") and s.actions_left == 1
    assert names(s, s.hands[0]) == ["junk", "Cookies"]


def test_ancient_knowledge_pass_changes_nothing_and_done_only_shuffles():
    s = _ancient()
    act(s, "play Favorite Toy")
    deck = list(s.decks[1])
    act(s, "pass")
    assert s.decks[1] == deck and s.discards[1] == []
    s = _ancient()
    act(s, "play Favorite Toy")
    act(s, "use Ancient Knowledge")
    act(s, "done")
    assert sorted(s.decks[1]) == sorted(deck) and s.discards[1] == [] and not s.aside


def test_ancient_knowledge_after_a_delayed_technique_once_per_play():
    # ruling dale.card.owls.ancient_knowledge (issue 26 re-read): Scary Gunfight goes to the
    # schedule, not the discard pile; its play has still finished resolving, so seat 2 may
    # react then, and not again when the card leaves the schedule at seat 1's next turn.
    me = {"hand": ["Scary Gunfight", "junk"], "deck": ["junk"] * 8}
    you = {"hand": ["Ancient Knowledge", "junk"], "deck": ["Spyglass", "junk", "junk"]}
    s = position(me, you)
    act(s, "play Scary Gunfight")
    assert names(s, s.schedule[0]) == ["Scary Gunfight"]
    assert decider(s) == (1, "ancient_knowledge")
    act(s, "pass")
    act(s, "inventory")  # seat 1's bonus action ends its turn
    act(s, "inventory")  # seat 2's turn; seat 1's begins: the lasting effect ends
    assert names(s, s.discards[0])[-1] == "Scary Gunfight" and s.schedule[0] == []
    assert decider(s) == (0, "action")  # no second reaction


def test_ancient_knowledge_refuses_a_card_not_in_the_deck():
    s = _ancient()
    act(s, "play Favorite Toy")
    refused(s, "discard Spyglass")  # first "use" (search) or "pass"
    act(s, "use Ancient Knowledge")
    refused(s, "discard Cookies")
    refused(s, "play Favorite Toy")  # not seat 2's main action
    assert decider(s) == (1, "ancient_knowledge_search")


def test_ancient_knowledge_not_offered_for_your_own_technique_nor_with_an_empty_deck():
    # Seat 1 holds it and plays the technique: no reaction (another player's technique only).
    s = position({"hand": ["Favorite Toy", "Ancient Knowledge"], "deck": ["junk"],
                  "discard": ["Cookies"]}, {"hand": ["junk"], "deck": ["junk"]})
    act(s, "play Favorite Toy")
    assert decider(s) == (0, "action")
    # Seat 2's deck is empty: nothing to search.
    s = position({"hand": ["Favorite Toy"], "deck": ["junk"], "discard": ["Cookies"]},
                 {"hand": ["Ancient Knowledge"], "deck": [], "discard": ["junk"]})
    act(s, "play Favorite Toy")
    assert decider(s) == (0, "action")


def test_ancient_knowledge_reactions_go_in_turn_order_from_the_active_seat():
    # ruling dale.card.owls.reaction_order: 3 players, seats 2 and 3 hold it; seat 2 first.
    s = _ancient({"hand": ["Ancient Knowledge"], "deck": ["Cookies", "junk"]})
    act(s, "play Favorite Toy")
    assert decider(s) == (1, "ancient_knowledge")
    act(s, "pass")
    assert decider(s) == (2, "ancient_knowledge")
    act(s, "use Ancient Knowledge")
    act(s, "discard Cookies")
    assert names(s, s.discards[2]) == ["Cookies"] and names(s, s.decks[2]) == ["junk"]
    assert decider(s) == (0, "action")


# ------------------------------------------------------------------------------------------
# Quality Inspection (3, P): right after it reaches your hand, you may ditch 1, then draw 1.
# ------------------------------------------------------------------------------------------
def test_quality_inspection_bought_ditches_and_draws():
    # Quality Inspection (3) in slot +0 costs 3: paid with junk x3. Then seat 1 ditches
    # Spyglass (to the market discard pile) and draws the top of its deck, Cookies.
    s = position({"hand": ["junk", "junk", "junk", "Spyglass"],
                  "deck": ["Cookies", "junk", "junk", "junk", "junk"]},
                 {"hand": ["junk"], "deck": ["junk"]})
    act(s, "buy +0 with junk, junk, junk")
    assert decider(s) == (0, "quality_inspection")
    assert s.legal_actions() == [("pass",), ("ditch", "junk"), ("ditch", "Quality Inspection"),
                                 ("ditch", "Spyglass")] or ("pass",) in s.legal_actions()
    refused(s, "ditch Cookies")
    act(s, "ditch Spyglass")
    assert names(s, s.bin) == ["Spyglass"]
    # Then the clean-up: hand QI + Cookies, refilled to 6 (Cookies in hand: hand size +1,
    # dale.cleanup.draw) from the junk left in the deck.
    assert sorted_names(s, s.hands[0]) == ["Cookies", "Quality Inspection"] + ["junk"] * 4
    assert decider(s) == (1, "action")


def test_quality_inspection_drawn_at_clean_up_asks_after_the_turn_passed():
    # Seat 1 discards its 5 junk (Inventory); the refill draws QI first (top of the deck):
    # seat 1 decides during seat 2's turn, before seat 2's first action. It ditches junk to
    # the junk pile and draws the next deck card, Cookies.
    s = position({"hand": ["junk"] * 5,
                  "deck": ["Quality Inspection", "junk", "junk", "junk", "junk", "Cookies"]},
                 {"hand": ["junk"], "deck": ["junk"]})
    act(s, "inventory junk, junk, junk, junk, junk")
    assert s.active == 1 and decider(s) == (0, "quality_inspection")
    junk_pile = len(s.junk)
    act(s, "ditch junk")
    assert len(s.junk) == junk_pile + 1
    assert sorted_names(s, s.hands[0]) == ["Cookies", "Quality Inspection", "junk", "junk", "junk"]
    assert decider(s) == (1, "action")


def test_quality_inspection_taken_into_the_hand_by_an_effect_asks_too():
    # ruling dale.card.owls.quality_inspection (issue 26 item 2): "reaches your hand" is any
    # way: Favorite Toy puts the top card of the discard pile, Quality Inspection, into the
    # hand; seat 1 may then ditch 1 card (Spyglass, to the market discard pile) and draw 1
    # (Cookies, the top of its deck). Favorite Toy's (+) leaves seat 1 one more action.
    s = position({"hand": ["Favorite Toy", "Spyglass"], "discard": ["junk", "Quality Inspection"],
                  "deck": ["Cookies", "junk", "junk", "junk", "junk"]},
                 {"hand": ["junk"], "deck": ["junk"]})
    act(s, "play Favorite Toy")
    assert decider(s) == (0, "quality_inspection")
    act(s, "ditch Spyglass")
    assert names(s, s.bin) == ["Spyglass"]
    assert sorted_names(s, s.hands[0]) == ["Cookies", "Quality Inspection"]
    assert decider(s) == (0, "action")


def test_quality_inspection_may_be_passed():
    s = position({"hand": ["junk"] * 5, "deck": ["Quality Inspection"] + ["junk"] * 5},
                 {"hand": ["junk"], "deck": ["junk"]})
    act(s, "inventory junk, junk, junk, junk, junk")
    hand = list(s.hands[0])
    act(s, "pass")
    assert s.hands[0] == hand and decider(s) == (1, "action")


# ------------------------------------------------------------------------------------------
# Binoculars (4, P, reaction): after another player buys, draw 1 then discard 1.
# ------------------------------------------------------------------------------------------
def _binoculars():
    me = {"hand": ["junk", "junk", "Cookies"], "deck": ["junk"] * 6}
    you = {"hand": ["Binoculars", "junk"], "deck": ["Spyglass", "junk"]}
    return position(me, you)


def test_binoculars_draws_then_discards_after_another_player_buys():
    s = _binoculars()
    act(s, "buy +2 with Cookies, junk, junk")  # Cookies (2) at +2 costs 4
    assert decider(s) == (1, "binoculars")
    assert s.legal_actions() == [("pass",), ("use", "Binoculars")]
    act(s, "use Binoculars")
    assert decider(s) == (1, "binoculars_discard")
    assert sorted_names(s, s.hands[1]) == ["Binoculars", "Spyglass", "junk"]
    refused(s, "discard Cookies")
    act(s, "discard junk")
    assert names(s, s.discards[1]) == ["junk"]
    assert sorted_names(s, s.hands[1]) == ["Binoculars", "Spyglass"]
    assert s.active == 1 and decider(s) == (1, "action")  # seat 1's clean-up ran


def test_binoculars_pass_and_not_for_your_own_purchase():
    s = _binoculars()
    act(s, "buy +2 with Cookies, junk, junk")
    act(s, "pass")
    assert sorted_names(s, s.hands[1]) == ["Binoculars", "junk"] and s.active == 1
    s = position({"hand": ["junk", "junk", "Cookies", "Binoculars"], "deck": ["junk"] * 6},
                 {"hand": ["junk"], "deck": ["junk"]})
    act(s, "buy +2 with Cookies, junk, junk")
    assert s.active == 1 and decider(s) == (1, "action")


# ------------------------------------------------------------------------------------------
# Balancing (5, P, reaction): after another player shuffles their deck, swap an animalfolk card
# of your hand with any card of your discard pile.
# ------------------------------------------------------------------------------------------
def _balancing():
    # Seat 1 plays Swift Broker with an empty deck: its discard pile (the hand) is reshuffled
    # into a new deck (the "shuffled" event), then it draws.
    me = {"hand": ["Swift Broker", "junk", "junk"], "deck": [], "discard": ["junk"]}
    you = {"hand": ["Balancing", "junk"], "deck": ["junk"], "discard": ["Cookies", "Spyglass"]}
    return position(me, you)


def test_balancing_swaps_a_hand_card_into_the_place_of_a_discard_card():
    s = _balancing()
    act(s, "play Swift Broker")
    assert decider(s) == (1, "balancing")
    assert s.legal_actions() == [("pass",), ("keep", "Cookies"), ("keep", "Spyglass")]
    act(s, "keep Cookies")
    assert decider(s) == (1, "balancing_give")
    assert s.legal_actions() == [("discard", "Balancing")]  # junk is no animalfolk
    refused(s, "discard junk")
    act(s, "discard Balancing")
    assert names(s, s.discards[1]) == ["Balancing", "Spyglass"]  # in Cookies' place
    assert sorted_names(s, s.hands[1]) == ["Cookies", "junk"]
    # Swift Broker then finishes: seat 1 drew 2 cards (its 3 discarded + 1 reshuffled).
    assert decider(s) == (0, "action") and len(s.hands[0]) == 2


def test_balancing_not_offered_to_the_shuffler_nor_with_an_empty_discard_pile():
    s = position({"hand": ["Swift Broker", "Balancing"], "deck": [], "discard": ["junk"]},
                 {"hand": ["junk"], "deck": ["junk"]})
    act(s, "play Swift Broker")
    assert decider(s) == (0, "action")
    s = position({"hand": ["Swift Broker"], "deck": [], "discard": ["junk"]},
                 {"hand": ["Balancing"], "deck": ["junk"], "discard": []})
    act(s, "play Swift Broker")
    assert decider(s) == (0, "action")


def test_balancing_reacts_to_a_deck_shuffled_in_place_by_an_effect():
    # ruling dale.card.owls.balancing (changed, issue 26): "another player shuffles their
    # deck" is any shuffle of that player's deck, not only the reshuffle of a discard pile.
    # Seat 1 plays Vigilance: it stores Spyglass from its deck and shuffles the 2 junk left;
    # seat 2 holds Balancing and may swap.
    me = {"hand": ["Vigilance", "junk"], "deck": ["Spyglass", "junk", "junk"]}
    you = {"hand": ["Balancing", "junk"], "deck": ["junk"], "discard": ["Cookies"]}
    s = position(me, you, folk=["owls", "tree_kangaroos", "macaws"],
                 market={"slots": ["Spyglass"]})
    act(s, "play Vigilance")
    act(s, "store Spyglass")
    assert decider(s) == (1, "balancing")
    assert s.legal_actions() == [("pass",), ("keep", "Cookies")]
    act(s, "keep Cookies")
    act(s, "discard Balancing")
    assert names(s, s.discards[1]) == ["Balancing"]
    assert sorted_names(s, s.hands[1]) == ["Cookies", "junk"]
    assert decider(s) == (0, "action")  # Vigilance's bonus action (dale.turn.bonus_action)


def test_balancing_reacts_in_its_owners_turn_to_an_ancient_knowledge_shuffle():
    # dale.card.owls.balancing: seat 1 (active) plays Favorite Toy (Cookies back into its
    # hand); seat 2 reacts with Ancient Knowledge and shuffles its deck without discarding;
    # that shuffle lets seat 1's Balancing swap Cookies for Spyglass of its discard pile.
    me = {"hand": ["Favorite Toy", "Balancing"], "deck": ["junk"],
          "discard": ["Spyglass", "Cookies"]}
    you = {"hand": ["Ancient Knowledge", "junk"], "deck": ["junk", "junk"]}
    s = position(me, you)
    act(s, "play Favorite Toy")
    act(s, "use Ancient Knowledge")
    act(s, "done")
    assert decider(s) == (0, "balancing")
    act(s, "keep Spyglass")
    assert s.legal_actions() == [("discard", "Balancing"), ("discard", "Cookies")]
    act(s, "discard Cookies")
    # Cookies takes Spyglass's place, under Favorite Toy (discarded after it resolved)
    assert names(s, s.discards[0]) == ["Cookies", "Favorite Toy"]
    assert sorted_names(s, s.hands[0]) == ["Balancing", "Spyglass"]
    assert decider(s) == (0, "action") and s.actions_left == 1


def test_balancing_not_offered_for_an_empty_deck_shuffled():
    # dale.card.owls.balancing: Vigilance stores the only card of seat 1's deck; the empty
    # deck left is no shuffle anybody could see, so nothing is offered.
    me = {"hand": ["Vigilance", "junk"], "deck": ["Spyglass"]}
    you = {"hand": ["Balancing", "junk"], "deck": ["junk"], "discard": ["Cookies"]}
    s = position(me, you, folk=["owls", "tree_kangaroos", "macaws"],
                 market={"slots": ["Spyglass"]})
    act(s, "play Vigilance")
    act(s, "store Spyglass")
    assert decider(s) == (0, "action")


# ------------------------------------------------------------------------------------------
# Extra Remarks (5, P, reaction): after another player builds, put 1 card of your discard pile
# on top of your deck.
# ------------------------------------------------------------------------------------------
def test_extra_remarks_puts_a_discard_card_on_the_deck_after_a_build():
    s = position({"hand": ["Wise Spy", "junk"], "deck": ["junk"] * 5},
                 {"hand": ["Extra Remarks"], "deck": ["junk"], "discard": ["Spyglass", "junk"]})
    act(s, "build Wise Spy")
    assert decider(s) == (1, "extra_remarks")
    assert s.legal_actions() == [("pass",), ("top", "junk"), ("top", "Spyglass")]
    refused(s, "top Cookies")
    act(s, "top Spyglass")
    assert names(s, s.decks[1]) == ["junk", "Spyglass"] and names(s, s.discards[1]) == ["junk"]
    assert s.active == 1 and decider(s) == (1, "action")


def test_extra_remarks_only_from_the_hand():
    # ruling dale.card.owls.reaction_in_hand: in the discard pile it does nothing.
    s = position({"hand": ["Wise Spy", "junk"], "deck": ["junk"] * 5},
                 {"hand": ["junk"], "deck": ["junk"], "discard": ["Extra Remarks", "junk"]})
    act(s, "build Wise Spy")
    assert s.active == 1 and decider(s) == (1, "action")


def test_a_reaction_waits_in_position_files_and_the_view_names_the_deciding_seat():
    s = _binoculars()
    act(s, "buy +2 with Cookies, junk, junk")
    back = parse_position(to_toml(s, referee=True))
    assert same_position(back, s) and decider(back) == (1, "binoculars")
    v0, v1 = view(s, 0), view(s, 1)
    assert v0["decision"]["player"] == 1 and v0["legal_actions"] == []
    assert v1["legal_actions"] == [("pass",), ("use", "Binoculars")]


# ------------------------------------------------------------------------------------------
# Random games over the Owls and the Crocodiles, random and greedy bots.
# ------------------------------------------------------------------------------------------
OTHERS = ["macaws", "pandas", "raccoons", "squirrels", "ocelots", "chameleons"]


def _random_game(n: int, seed: int, bot: str, cap: int = 80):
    """A game of random (any listed action, each as likely) or greedy seats, checked at every
    step and replayed by the driver; returns the last state, how many decisions a seat made
    in another seat's turn, and the cards played."""
    r = random.Random(f"owls-{n}-{seed}-{bot}")
    folk = ["owls", "crocodiles"] + r.sample(OTHERS, n - 1)
    g = play_checked_game(n, seed, folk=folk, rng=r, turn_cap=cap,
                          policy=greedy_policy(n) if bot == "greedy" else uniform_policy)
    return g.state, g.reactions, set(g.tokens("play"))


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_random_games_with_owls_and_crocodiles_keep_invariants(n, bot):
    reactions = 0
    played: set = set()
    ended = 0
    for seed in range(2):
        s, k, p = _random_game(n, seed, bot, cap=400 if bot == "greedy" else 60)
        reactions += k
        played |= p
        ended += s.winner is not None
    assert reactions > 0  # some seat reacted in another seat's turn
    if bot == "greedy":
        assert ended == 2  # greedy games end (nobody stuck)
        crocs = {"Little Villain", "Scary Gunfight", "Night Shift", "Ruthless Competition",
                 "Nasty Threat", "Lost Shipments"}
        assert played & crocs  # greedy plays crocodile techniques


def test_greedy_and_price_read_the_lasting_effects():
    s = new_game(2, animalfolk=FOLK, seed=1)
    s.pending.append(("scary_gunfight", 1 - s.active))
    slot = next(k for k in range(5) if s.market[k] != -1)
    base = s.type_of(s.market[slot]).value + slot
    assert price(s, slot) == base + 2 == price(s, slot, s.active)
    assert price(s, slot, 1 - s.active) == base
    assert view(s, s.active)["market"][slot]["price"] == base + 2


@pytest.mark.parametrize("lang", ["en", "ca", "es", "it", "fr"])
def test_the_terminal_asks_a_human_to_react_in_a_bots_turn(lang):
    # Seat 1 (greedy bot) can only buy or take an Inventory: with Cookies, junk, junk it buys
    # (the greedy policy buys the best card it can afford). Seat 2 (a person) holds
    # Binoculars: the table asks seat 2 in seat 1's turn, with the step's prompt in its
    # language; seat 2 passes, then its own turn comes and the input ends.
    import io

    from rich.console import Console

    from ludoteca.cli.play import play_dale
    from ludoteca.core.i18n import set_language, translate
    from ludoteca.dale.editions import classic as _classic
    STEPS = _classic().steps

    set_language(lang)
    try:
        s = position({"hand": ["junk", "junk", "Cookies"], "deck": ["junk"] * 6},
                     {"hand": ["Binoculars", "junk"], "deck": ["Spyglass", "junk"]})
        buf = io.StringIO()
        console = Console(file=buf, width=120, height=60)
        asked: list[str] = []

        def answer(prompt: str) -> str:
            asked.append(prompt)
            if len(asked) == 1:
                return "pass"
            raise EOFError

        play_dale(["greedy", "human"], None, 3, console, input_fn=answer, state=s,
                  max_turns=5)
        out = " ".join(buf.getvalue().split())
        prompt = translate("step.binoculars", STEPS["binoculars"].prompt, lang)
        assert " ".join(prompt.split()) in out, out
        # Asked twice, both times seat 2: the reaction, then (after the bot's clean-up) its
        # own turn, when the input ends.
        assert len(asked) == 2 and all("2" in a for a in asked)
    finally:
        set_language("en")


def test_a_session_says_the_reacting_seat_decides_during_a_bots_turn():
    # core/session.py: after the greedy bot of seat 1 has bought, the session's deciding seat is
    # seat 2 (a person holding Binoculars) although seat 1 is active; seat 1 may not act, and
    # seat 2's "pass" lets seat 1's clean-up run.
    from ludoteca.bots import make_bot
    from ludoteca.core.session import NotDeciding, Session

    s = position({"hand": ["junk", "junk", "Cookies"], "deck": ["junk"] * 6},
                 {"hand": ["Binoculars", "junk"], "deck": ["Spyglass", "junk"]})
    session = Session.new("dale", ["greedy", "human"], 3, {"animalfolk": FOLK}, start=s,
                          make_bot=make_bot)
    # The bot buys Quality Inspection (3 at +0) and, reaching its hand, ditches a junk (draws
    # 1): its own step first, then seat 2's reaction.
    assert session.run_bots() == 2
    assert session.actions == ["buy +0 with Cookies, junk", "ditch junk"]
    assert session.deciding == 1 and session.state.active == 0
    assert session.legal(1) == [("pass",), ("use", "Binoculars")]
    with pytest.raises(NotDeciding):
        session.submit(0, ("inventory", ()))
    session.submit(1, "pass")
    assert session.deciding == 1 and session.state.active == 1
