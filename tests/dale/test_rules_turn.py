"""Rule tests: the turn (dale.turn.*) and the technique action (dale.technique.*).

Expected values are worked out by hand in the comments.
"""

from __future__ import annotations


from ludoteca.dale.notation import parse
from ludoteca.dale.positions import from_spec

from testkit.dale import names, refused

FOLK = ["macaws", "pandas", "squirrels"]


def position(hand, deck=None, discard=None, market=None, mdeck=None, stall=None, junk=0):
    return from_spec({
        "animalfolk": FOLK, "seed": 9, "active": 1,
        "market": {"slots": market or ["Cookies", "Spyglass", "Acorn", "Empty Chest",
                                       "Prepaid Good"],
                   "deck": mdeck if mdeck is not None else ["Nostalgic Item", "Cookies"]},
        "junk": {"pile": junk},
        "player": [{"hand": hand, "deck": deck if deck is not None else ["junk"] * 5,
                    "discard": discard or [], "stall": stall or []},
                   {"hand": ["junk"] * 2, "deck": ["junk"] * 2}]})


# --------------------------------------------------------------------------------------------
def test_action_then_cleanup_rule_dale_turn_phases():
    """dale.turn.phases: the action phase (one inventory of 2 junk) is followed by clean-up
    (hand 3 → drawn to 5 from the deck; market unchanged because it has no gap), then seat 2's
    turn begins with one action."""
    s = position(["junk", "junk", "Cookies", "Swift Broker"], deck=["junk"] * 5)
    s.apply(parse("inventory junk, junk"))
    # Cookies in hand: hand size 6. Hand after the action: Cookies, Swift Broker (2) → draws 4.
    assert sorted(names(s, s.hands[0])) == sorted(["Cookies", "junk", "junk", "junk", "junk",
                                                   "Swift Broker"])
    assert len(s.decks[0]) == 1
    assert s.active == 1 and s.turn == 2 and s.actions_left == 1
    assert s.decision().player == 1 and s.decision().kind == "action"


def test_one_action_then_turn_passes_rule_dale_turn_one_action():
    """dale.turn.one_action: after one action that is not a + technique (here Prepaid Good, a
    technique without +), the turn passes; the player cannot act again."""
    s = position(["Prepaid Good", "junk", "junk", "junk", "junk"])
    s.apply(parse("play Prepaid Good"))
    assert s.decision().kind == "prepaid_good" and s.decision().player == 0
    s.apply(parse("take +1"))  # takes Spyglass
    assert s.active == 1 and s.turn == 2
    assert s.decision().player == 1
    assert "Spyglass" in names(s, s.hands[0])
    assert names(s, s.discards[0]) == ["Prepaid Good"]


def test_each_kind_ends_the_turn_rule_dale_turn_one_action():
    """dale.turn.one_action: a buy, a build and an inventory each end the turn."""
    for text in ("buy +0 with junk, junk", "build Swift Broker", "inventory junk"):
        s = position(["Swift Broker", "junk", "junk", "junk", "junk"])
        s.apply(parse(text))
        assert s.active == 1 and s.turn == 2, text


def test_choice_step_refuses_main_action_rule_dale_turn_one_action():
    """dale.turn.one_action: while Shattered Relic waits for its card to throw away, no other
    action may be taken (refusal names dale.turn.one_action, state unchanged)."""
    s = position(["Shattered Relic", "junk", "Cookies"])
    s.apply(parse("play Shattered Relic"))
    assert s.decision().kind == "shattered_relic"
    assert sorted(s.legal_actions()) == [("ditch", "Cookies"), ("ditch", "junk")]
    refused(s, parse("inventory junk"), "dale.turn.one_action")


def test_bonus_action_any_kind_rule_dale_turn_bonus_action():
    """dale.turn.bonus_action: after Favorite Toy (+), the same player takes one more action,
    of any of the four kinds (buy, play, build, inventory all offered)."""
    s = position(["Favorite Toy", "Swift Broker", "junk", "junk"], discard=["junk"])
    s.apply(parse("play Favorite Toy"))
    assert s.active == 0 and s.turn == 1 and s.actions_left == 1
    kinds = {a[0] for a in s.legal_actions()}
    assert {"buy", "play", "build", "inventory"} <= kinds
    # Favorite Toy took the junk (top of discard); then Favorite Toy itself was discarded.
    assert names(s, s.discards[0]) == ["Favorite Toy"]
    assert sorted(names(s, s.hands[0])) == sorted(["junk", "junk", "junk", "Swift Broker"])


def test_bonus_action_chain_rule_dale_turn_bonus_action():
    """dale.turn.bonus_action chains: Favorite Toy (+) → Shattered Relic (+) → Swift Broker (+)
    → inventory: four actions in one turn, then clean-up and seat 2."""
    s = position(["Favorite Toy", "Shattered Relic", "Swift Broker", "junk"], discard=["junk"],
                 deck=["junk"] * 6)
    s.apply(parse("play Favorite Toy"))
    assert s.active == 0 and s.actions_left == 1
    s.apply(parse("play Shattered Relic"))
    s.apply(parse("ditch junk"))
    assert s.active == 0 and s.actions_left == 1
    s.apply(parse("play Swift Broker"))
    assert s.active == 0 and s.actions_left == 1
    s.apply(parse("inventory"))
    assert s.active == 1 and s.turn == 2


def test_paying_with_plus_card_gives_no_action_rule_dale_turn_bonus_only_technique():
    """dale.turn.bonus_only_technique: paying with a + technique (Favorite Toy, 5, buys Acorn at
    4+1 = 5) grants no bonus action: the turn passes."""
    s = position(["Favorite Toy", "junk", "junk"])
    s.apply(parse("buy +1 with Favorite Toy"))
    assert s.active == 1 and s.turn == 2
    assert "Favorite Toy" in names(s, s.discards[0])


def test_building_plus_card_gives_no_action_rule_dale_turn_bonus_only_technique():
    """dale.turn.bonus_only_technique: building Swift Broker (+, value 1) as stack 1 grants no
    bonus action: the turn passes."""
    s = position(["Swift Broker", "junk", "junk"])
    s.apply(parse("build Swift Broker"))
    assert names(s, s.stalls[0][0]) == ["Swift Broker"]
    assert s.active == 1 and s.turn == 2


def test_technique_goes_to_discard_rule_dale_technique_play():
    """dale.technique.play: the technique resolves, then goes to its owner's discard pile.
    Shattered Relic: ditch Cookies (→ market discard pile), draw 1 (the deck top, junk)."""
    s = position(["Shattered Relic", "Cookies"], deck=["junk", "Swift Broker"])
    s.apply(parse("play Shattered Relic"))
    assert s.in_play and names(s, s.in_play) == ["Shattered Relic"]
    s.apply(parse("ditch Cookies"))
    assert s.in_play == []
    assert names(s, s.discards[0]) == ["Shattered Relic"]
    assert names(s, s.bin) == ["Cookies"]
    assert names(s, s.hands[0]) == ["junk"]  # deck list is top first
    assert s.active == 0 and s.actions_left == 1  # Shattered Relic has +


def test_idle_technique_may_be_played_rule_dale_technique_fizzle():
    """dale.technique.fizzle: Favorite Toy with an empty discard pile may be played; it does
    nothing, its + still counts."""
    s = position(["Favorite Toy", "junk", "junk"], discard=[])
    a = parse("play Favorite Toy")
    assert a in s.legal_actions()
    s.apply(a)
    assert sorted(names(s, s.hands[0])) == ["junk", "junk"]
    assert names(s, s.discards[0]) == ["Favorite Toy"]
    assert s.active == 0 and s.actions_left == 1


def test_idle_technique_without_plus_rule_dale_technique_fizzle():
    """dale.technique.fizzle: Prepaid Good with an empty market may be played; it does nothing
    and (no +) the turn passes. With the market deck empty too, clean-up leaves all slots
    empty (dale.cleanup.market_deck_empty)."""
    s = position(["Prepaid Good", "junk", "junk", "junk", "junk"], market=[""] * 5, mdeck=[])
    a = parse("play Prepaid Good")
    assert a in s.legal_actions()
    s.apply(a)
    assert s.market == [-1] * 5
    assert names(s, s.discards[0]) == ["Prepaid Good"]
    assert s.active == 1


def test_technique_that_can_act_must_resolve_rule_dale_technique_fizzle():
    """dale.technique.fizzle: a technique that can do something must be resolved: Prepaid Good
    with market cards pending offers only "take" choices; there is no way to skip."""
    s = position(["Prepaid Good", "junk"])
    s.apply(parse("play Prepaid Good"))
    assert sorted(s.legal_actions()) == [("take", i) for i in range(5)]
    refused(s, ("pass",), "dale.technique.play")
