"""The undo rule (docs/records.md): a person may take back their own action of the current
turn unless something random happened or a hidden card was revealed to them since."""

from __future__ import annotations

from ludoteca.dale.notation import parse
from ludoteca.dale.positions import from_spec
from ludoteca.dale.records import undo_refusal


def position(hand, deck=("junk", "junk", "junk", "junk", "junk"), discard=(), folk=None,
             seed=3):
    folk = folk or ["macaws", "pandas", "squirrels"]
    players = [{"hand": list(hand), "deck": list(deck), "discard": list(discard)}]
    players += [{"hand": 5, "deck": 5, "discard": []} for _ in range(len(folk) - 2)]
    return from_spec({
        "animalfolk": folk, "seed": seed, "active": 1,
        "market": {"slots": ["Prepaid Good", "Prepaid Good", "Empty Chest", "Empty Chest",
                             "Acorn"],
                   "deck": 8},
        "junk": {"pile": 4},
        "player": players})


def step(state, text):
    """Apply ``text``; return (state before, state after, seat that decided)."""
    before = state.clone()
    mover = state.current_player()
    state.apply(parse(text))
    return before, state, mover


def test_undo_allowed_after_a_plus_technique_that_reveals_nothing():
    # Flashy Show (+): values +1 this turn; no draw, no die, the turn goes on (bonus action).
    s = position(["Flashy Show", "junk", "junk"])
    before, after, mover = step(s, "play Flashy Show")
    assert after.turn == before.turn and after.active == 0
    assert undo_refusal(before, after, mover, seat=0) is None


def test_undo_allowed_after_taking_the_top_of_the_own_face_up_discard_pile():
    # Favorite Toy (+): the top card of your discard pile (face up) into your hand.
    s = position(["Favorite Toy", "junk"], discard=["Cookies"])
    before, after, mover = step(s, "play Favorite Toy")
    assert undo_refusal(before, after, mover, seat=0) is None


def test_undo_allowed_for_the_first_step_of_a_technique_but_not_after_its_draw():
    # Shattered Relic (+): choose a card to ditch, then draw 1. Playing it only asks the
    # question; the choice makes the draw, which shows the drawer a hidden deck card.
    s = position(["Shattered Relic", "junk", "junk"])
    before, after, mover = step(s, "play Shattered Relic")
    assert undo_refusal(before, after, mover, seat=0) is None
    before, after, mover = step(s, "ditch junk")
    reason = undo_refusal(before, after, mover, seat=0)
    assert reason is not None and "hidden card" in reason


def test_undo_refused_after_a_shuffle():
    # Shattered Relic with an empty deck: the draw reshuffles the discard pile (the RNG moves).
    s = position(["Shattered Relic", "junk"], deck=(), discard=["junk", "junk", "Cookies"])
    step(s, "play Shattered Relic")
    before, after, mover = step(s, "ditch junk")
    assert after.rng != before.rng
    reason = undo_refusal(before, after, mover, seat=0)
    assert reason is not None and "random" in reason


def test_undo_refused_after_a_die_roll():
    # Bold Haggler: "use" rolls the ocelot die (a free ability; the turn goes on).
    s = position(["Bold Haggler", "junk", "junk"], folk=["macaws", "pandas", "squirrels",
                                                         "ocelots"])
    before, after, mover = step(s, "use Bold Haggler")
    assert after.turn == before.turn
    reason = undo_refusal(before, after, mover, seat=0)
    assert reason is not None and "random" in reason


def test_undo_refused_after_a_look_at_the_deck():
    # Spyglass (+): the top 3 cards of the deck are shown to the player.
    s = position(["Spyglass", "junk"], deck=("junk", "Cookies", "junk", "Empty Chest"))
    before, after, mover = step(s, "play Spyglass")
    reason = undo_refusal(before, after, mover, seat=0)
    assert reason is not None and "hidden card" in reason


def test_undo_refused_once_the_turn_has_ended():
    # Inventory is the turn's only action: clean-up draws a new hand, the next seat plays.
    s = position(["junk", "junk"])
    before, after, mover = step(s, "inventory junk, junk")
    assert after.active == 1
    reason = undo_refusal(before, after, mover, seat=0)
    assert reason is not None and "turn has ended" in reason


def test_undo_refused_for_another_seats_action():
    s = position(["Flashy Show", "junk"])
    before, after, mover = step(s, "play Flashy Show")
    reason = undo_refusal(before, after, mover, seat=1)
    assert reason is not None and "seat 1's, not yours" in reason
