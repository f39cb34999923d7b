"""Foxes (Dale 2): Cunning Neighbour, Cheer, Raffle, Charity, Tasters, Rumours.

Expected values are worked out by hand from docs/rules/dale-cards.md (Foxes). Seats are 1-based
in the notation, 0-based in the state. "Left" is the next seat in turn order (ruling
dale.card.foxes.direction). Cheer and Tasters give decisions to seats that are not the active
one: the tests check who decides, what each view shows, and that a bot can decide there.
"""

from __future__ import annotations

from ludoteca.dale.editions import classic as _classic
import random

import pytest

from ludoteca.dale import cards
from ludoteca.dale.notation import parse
from ludoteca.dale.views import view

from testkit.dale import refused
from testkit.dale import names as in_order
from testkit.dale import sorted_names as names
from testkit.positions import builder

FOLK2 = ["platypuses", "foxes", "desert_monitors"]
FOLK3 = ["platypuses", "foxes", "desert_monitors", "macaws"]
FOLK4 = ["platypuses", "foxes", "desert_monitors", "macaws", "pandas"]


POSITION_DEFAULTS = {"folk": FOLK2, "folk_for": {3: FOLK3, 4: FOLK4}, "market_default": {}}
#: position(me, opp=None, *more, **changes): testkit.positions.build with these defaults
position = builder(**POSITION_DEFAULTS)


def test_deck_rows_dale_setup_decks():
    rows = [(t.name, t.value, t.kind, t.bonus, t.copies) for t in _classic().cards_of("foxes")]
    assert rows == [("Cunning Neighbour", 1, "T", True, 0), ("Cheer", 2, "T", True, 3),
                    ("Raffle", 3, "T", True, 3), ("Charity", 4, "T", True, 3),
                    ("Tasters", 5, "T", True, 1), ("Rumours", 5, "T", True, 1)]


# ---------------------------------------------------------------------------------------------
# Cunning Neighbour (1, T, +): look at another hand; may go on top of your deck.
# ---------------------------------------------------------------------------------------------

def test_cunning_neighbour_shows_a_hand_then_goes_on_top_of_the_deck():
    s = position({"hand": ["Cunning Neighbour", "junk"], "deck": ["junk"]},
                 {"hand": ["Glue", "Magnet"]}, {"hand": ["Tasters"]})
    s.apply(parse("play Cunning Neighbour"))
    assert s.legal_actions() == [("target", 1), ("target", 2)]  # another player only
    refused(s, "target seat 1")
    s.apply(parse("target seat 2"))
    d = s.decision()
    assert (d.kind, d.player) == ("cunning_neighbour_seen", 0)
    assert sorted(view(s, 0)["decision"]["cards"]) == ["Glue", "Magnet"]
    assert view(s, 2)["decision"]["cards"] == []  # the third seat sees nothing of it
    assert s.legal_actions() == [("top", "Cunning Neighbour"), ("pass",)]
    refused(s, "top junk")
    s.apply(parse("top Cunning Neighbour"))
    assert in_order(s, s.decks[0]) == ["junk", "Cunning Neighbour"]  # on top
    assert s.discards[0] == []
    assert names(s, s.hands[1]) == ["Glue", "Magnet"]  # looked at, not taken
    assert s.actions_left == 1 and s.decision().kind == "action"  # its + counts


def test_cunning_neighbour_pass_discards_it():
    s = position({"hand": ["Cunning Neighbour"]}, {"hand": []})
    s.apply(parse("play Cunning Neighbour"))
    s.apply(parse("target seat 2"))  # an empty hand may be looked at
    s.apply(parse("pass"))
    assert in_order(s, s.discards[0]) == ["Cunning Neighbour"] and s.decks[0] == []


# ---------------------------------------------------------------------------------------------
# Cheer (2, T, +): every player takes a card of their deck, you first.
# ---------------------------------------------------------------------------------------------

def test_cheer_gives_every_seat_its_own_choice_in_turn_order():
    s = position({"hand": ["Cheer"], "deck": ["junk", "Glue"]},
                 {"hand": ["junk"], "deck": ["Magnet", "junk"]},
                 {"hand": ["junk"], "deck": ["Tasters", "junk", "junk"]})
    s.apply(parse("play Cheer"))
    assert (s.decision().kind, s.decision().player) == ("cheer", 0)
    assert s.legal_actions() == [("keep", "Glue"), ("keep", "junk")]
    s.apply(parse("keep Glue"))
    # Seat 2 decides now, although seat 1 is the active player.
    d = s.decision()
    assert (d.kind, d.player, s.active) == ("cheer", 1, 0)
    assert s.legal_actions() == [("keep", "junk"), ("keep", "Magnet")]
    assert sorted(view(s, 1)["decision"]["cards"]) == ["Magnet", "junk"]  # its own deck
    assert view(s, 0)["decision"]["cards"] == [] and view(s, 2)["decision"]["cards"] == []
    refused(s, "keep Glue")
    s.apply(parse("keep Magnet"))
    assert (s.decision().kind, s.decision().player) == ("cheer", 2)
    s.apply(parse("keep Tasters"))
    assert names(s, s.hands[0]) == ["Glue"]
    assert names(s, s.hands[1]) == ["Magnet", "junk"]
    assert names(s, s.hands[2]) == ["Tasters", "junk"]
    assert names(s, s.decks[2]) == ["junk", "junk"]
    assert s.decision() .kind == "action" and s.active == 0 and s.actions_left == 1


def test_cheer_skips_a_seat_with_an_empty_deck():
    """Ruling dale.card.foxes.cheer: an empty deck is not rebuilt; that seat takes nothing."""
    s = position({"hand": ["Cheer"], "deck": ["Glue"]}, {"hand": ["junk"], "discard": ["Magnet"]})
    s.apply(parse("play Cheer"))
    s.apply(parse("keep Glue"))
    assert s.decision().kind == "action"
    assert names(s, s.discards[1]) == ["Magnet"] and names(s, s.hands[1]) == ["junk"]


def test_a_bot_decides_a_cheer_step_for_a_seat_that_is_not_active():
    from ludoteca.core.game import get_game
    from ludoteca.bots import make_bot

    game = get_game("dale")
    s = position({"hand": ["Cheer"], "deck": ["junk"]},
                 {"hand": ["junk"], "deck": ["Magnet", "junk"]})
    s.apply(parse("play Cheer"))
    s.apply(parse("keep junk"))
    assert s.decision().player == 1 and s.active == 0
    for bot in ("greedy", "random"):
        a = make_bot(bot, game=game).choose(game.view(s, 1), game.legal_actions(s),
                                            random.Random(1))
        assert a in s.legal_actions()
    greedy = make_bot("greedy", game=game).choose(game.view(s, 1), game.legal_actions(s),
                                                  random.Random(1))
    assert greedy == ("keep", "Magnet")  # keep-like choice: the most valuable card


# ---------------------------------------------------------------------------------------------
# Raffle (3, T, +): everyone takes a random card from the neighbour on the chosen side.
# ---------------------------------------------------------------------------------------------

def _raffle3():
    return position({"hand": ["Raffle", "Glue"]}, {"hand": ["Magnet"]}, {"hand": ["Tasters"]})


def test_raffle_to_the_left_every_seat_takes_from_the_next_seat():
    s = _raffle3()
    s.apply(parse("play Raffle"))
    assert s.legal_actions() == [("target", 1), ("target", 2)]  # left, right neighbour
    s.apply(parse("target seat 2"))  # seat 1 takes from seat 2: the left side
    assert names(s, s.hands[0]) == ["Magnet"]
    assert names(s, s.hands[1]) == ["Tasters"]
    assert names(s, s.hands[2]) == ["Glue"]  # from seat 1's hand as it was
    assert s.actions_left == 1


def test_raffle_to_the_right_every_seat_takes_from_the_previous_seat():
    s = _raffle3()
    s.apply(parse("play Raffle"))
    s.apply(parse("target seat 3"))
    assert names(s, s.hands[0]) == ["Tasters"]
    assert names(s, s.hands[1]) == ["Glue"]
    assert names(s, s.hands[2]) == ["Magnet"]


def test_raffle_a_third_player_does_not_learn_which_card_moved():
    # ruling dale.card.foxes.raffle (issue 26): each random card is seen by its giver and its
    # taker only. Tasters first makes two cards known to all: seat 2 takes Charity, seat 3
    # takes Magnet (market cards into hands, dale.discard.face_up). Then Raffle to the left:
    # seat 1 takes from seat 2 [junk, Charity], seat 2 from seat 3 [junk, Magnet], seat 3 from
    # seat 1 [Cheer]. Seat 1 had no part in seat 3 -> seat 2, so it no longer knows where
    # Magnet is; seat 3 had no part in seat 2 -> seat 1, so it no longer knows where Charity is.
    s = position({"hand": ["Tasters", "Raffle"]}, {"hand": ["junk"]}, {"hand": ["junk"]},
                 market={"slots": ["Cheer", "Charity", "Magnet", "Glue", "Rumours"]})
    for text in ("play Tasters", "target seat 2", "take +0", "take +1", "take +2"):
        s.apply(parse(text))
    assert view(s, 0)["known"][2]["hand"] == ["Magnet"]
    assert view(s, 2)["known"][1]["hand"] == ["Charity"]
    s.apply(parse("play Raffle"))
    s.apply(parse("target seat 2"))
    assert names(s, s.hands[2]) == ["Cheer", "junk"] or names(s, s.hands[2]) == ["Cheer", "Magnet"]
    seen_by_1 = view(s, 0)["known"]
    assert "Magnet" not in seen_by_1[1]["hand"] + seen_by_1[2]["hand"]
    seen_by_3 = view(s, 2)["known"]
    assert "Charity" not in seen_by_3[0]["hand"] + seen_by_3[1]["hand"]
    # The giver knows where its card went: seat 3 sees Magnet in its hand or knows seat 2 has it.
    magnet = next(c for c in s.hands[1] + s.hands[2] if s.type_of(c).name == "Magnet")
    assert magnet in s.hands[2] or "Magnet" in view(s, 2)["known"][1]["hand"]


def test_raffle_with_two_players_needs_no_side_and_skips_an_empty_hand():
    s = position({"hand": ["Raffle"]}, {"hand": ["Magnet"]})
    s.apply(parse("play Raffle"))  # both sides are seat 2: no question
    assert names(s, s.hands[0]) == ["Magnet"] and s.hands[1] == []
    assert s.decision().kind == "action"


def test_raffle_keeps_the_number_of_cards_with_bigger_hands():
    s = position({"hand": ["Raffle", "Glue", "junk"]}, {"hand": ["Magnet", "Cheer", "junk"]},
                 seed=3)
    before = sorted(s.hands[0] + s.hands[1])
    s.apply(parse("play Raffle"))
    assert len(s.hands[0]) == 2 and len(s.hands[1]) == 3
    raffle = [c for c in before if s.type_of(c).name == "Raffle"]
    assert sorted(s.hands[0] + s.hands[1]) == sorted(set(before) - set(raffle))


# ---------------------------------------------------------------------------------------------
# Charity (4, T, +): take a random card from each other hand, give one back to each.
# ---------------------------------------------------------------------------------------------

def test_charity_takes_one_card_each_and_gives_them_back_as_you_choose():
    s = position({"hand": ["Charity", "junk"]}, {"hand": ["Glue"]}, {"hand": ["Magnet"]})
    s.apply(parse("play Charity"))
    d = s.decision()
    assert (d.kind, d.player) == ("charity", 0)
    assert s.hands[1] == [] and s.hands[2] == []
    assert sorted(view(s, 0)["decision"]["cards"]) == ["Glue", "Magnet"]
    assert view(s, 1)["decision"]["cards"] == []
    assert s.legal_actions() == [("give", "Glue", 1), ("give", "Glue", 2),
                                 ("give", "Magnet", 1), ("give", "Magnet", 2)]
    refused(s, "give junk to seat 2")
    refused(s, "give Glue to seat 1")
    s.apply(parse("give Magnet to seat 2"))
    assert s.legal_actions() == [("give", "Glue", 2)]
    s.apply(parse("give Glue to seat 3"))
    assert names(s, s.hands[1]) == ["Magnet"] and names(s, s.hands[2]) == ["Glue"]
    assert names(s, s.hands[0]) == ["junk"] and s.aside == []
    assert s.actions_left == 1


def test_charity_a_third_player_does_not_learn_which_card_was_taken():
    # ruling dale.card.foxes.charity (issue 26): each card is taken at random and face down;
    # only you and the player it came from know which it was. Tasters makes Magnet (seat 2) and
    # Glue (seat 3) known to all; then Charity takes one random card from each hand (seed 3:
    # the two junk, so Magnet and Glue stay). Seat 3 may not know that Magnet is still in seat
    # 2's hand, nor seat 2 that Glue is still in seat 3's. Seat 1 sees the cards it took.
    s = position({"hand": ["Tasters", "Charity"]}, {"hand": ["junk"]}, {"hand": ["junk"]},
                 market={"slots": ["Cheer", "Magnet", "Glue", "Raffle", "Rumours"]}, seed=3)
    for text in ("play Tasters", "target seat 2", "take +0", "take +1", "take +2"):
        s.apply(parse(text))
    assert view(s, 2)["known"][1]["hand"] == ["Magnet"]
    s.apply(parse("play Charity"))
    assert names(s, s.hands[1]) == ["Magnet"] and names(s, s.hands[2]) == ["Glue"]
    assert sorted(view(s, 0)["decision"]["cards"]) == ["junk", "junk"]
    assert view(s, 2)["known"][1]["hand"] == [] and view(s, 1)["known"][2]["hand"] == []
    assert view(s, 0)["known"][1]["hand"] == ["Magnet"]  # seat 1 saw what it took


def test_charity_skips_a_player_with_an_empty_hand():
    """Ruling dale.card.foxes.charity: nothing taken from seat 3, nothing owed to it."""
    s = position({"hand": ["Charity"]}, {"hand": ["Glue"]}, {"hand": []})
    s.apply(parse("play Charity"))
    assert s.legal_actions() == [("give", "Glue", 1)]
    s.apply(parse("give Glue to seat 2"))
    assert names(s, s.hands[1]) == ["Glue"] and s.hands[2] == []


# ---------------------------------------------------------------------------------------------
# Tasters (5, T, +): each player, from you in the chosen direction, takes a market card.
# ---------------------------------------------------------------------------------------------

def test_tasters_each_seat_picks_a_market_card_in_the_chosen_direction():
    s = position({"hand": ["Tasters"]}, {"hand": []}, {"hand": []},
                 market={"slots": ["Cheer", "Glue", "Magnet", "", "Raffle"], "deck": 2})
    s.apply(parse("play Tasters"))
    assert (s.decision().kind, s.legal_actions()) == ("tasters_side", [("target", 1),
                                                                       ("target", 2)])
    s.apply(parse("target seat 3"))  # seat 3 picks after seat 1: to the right
    assert (s.decision().kind, s.decision().player) == ("tasters", 0)
    assert s.legal_actions() == [("take", 0), ("take", 1), ("take", 2), ("take", 4)]
    s.apply(parse("take +2"))
    assert (s.decision().kind, s.decision().player) == ("tasters", 2)
    assert view(s, 2)["decision"]["player"] == 2 and view(s, 0)["decision"]["player"] == 2
    refused(s, "take +2")  # that slot is empty now (dale.market.no_refill)
    s.apply(parse("take +4"))
    assert (s.decision().kind, s.decision().player) == ("tasters", 1)
    s.apply(parse("take +0"))
    assert names(s, s.hands[0]) == ["Magnet"]
    assert names(s, s.hands[2]) == ["Raffle"]
    assert names(s, s.hands[1]) == ["Cheer"]
    assert in_order(s, s.market) == ["", "Glue", "", "", ""]
    assert s.decision().kind == "action" and s.active == 0 and s.actions_left == 1


def test_tasters_with_two_players_and_a_market_of_one_card():
    s = position({"hand": ["Tasters"]}, {"hand": []},
                 market={"slots": ["", "", "Glue", "", ""], "deck": 0})
    s.apply(parse("play Tasters"))  # no direction to choose with two players
    s.apply(parse("take +2"))
    # Nothing is left for seat 2: its step is skipped (dale.technique.fizzle).
    assert s.decision().kind == "action" and s.hands[1] == []
    assert names(s, s.hands[0]) == ["Glue"]


def test_tasters_in_a_four_player_game_goes_round_to_the_left():
    s = position({"hand": ["Tasters"]}, {"hand": []}, {"hand": []}, {"hand": []},
                 market={"slots": ["Cheer", "Glue", "Magnet", "Raffle", "Charity"], "deck": 0})
    s.apply(parse("play Tasters"))
    s.apply(parse("target seat 2"))
    order = []
    while s.decision().kind == "tasters":
        order.append(s.decision().player)
        s.apply(s.legal_actions()[0])
    assert order == [0, 1, 2, 3]
    assert [names(s, s.hands[q]) for q in range(4)] == [["Cheer"], ["Glue"], ["Magnet"],
                                                        ["Raffle"]]


# ---------------------------------------------------------------------------------------------
# Rumours (5, T, +): every player's top 2 discards onto their deck.
# ---------------------------------------------------------------------------------------------

def test_rumours_moves_the_top_two_discards_of_every_player_one_at_a_time():
    s = position({"hand": ["Rumours"], "deck": ["junk"], "discard": ["Glue", "Magnet", "Cheer"]},
                 {"hand": [], "deck": [], "discard": ["Raffle"]},
                 {"hand": [], "deck": ["junk"], "discard": []})
    s.apply(parse("play Rumours"))
    # Seat 1: Cheer, then Magnet onto the deck: Magnet ends on top (ruling
    # dale.card.foxes.rumours).
    assert in_order(s, s.decks[0]) == ["junk", "Cheer", "Magnet"]
    assert in_order(s, s.discards[0]) == ["Glue", "Rumours"]
    assert in_order(s, s.decks[1]) == ["Raffle"] and s.discards[1] == []
    assert in_order(s, s.decks[2]) == ["junk"] and s.discards[2] == []
    assert s.actions_left == 1


def test_every_fox_technique_is_found_by_name():
    ids = {_classic().card_type[c].name for c in _classic().deck_ids("foxes")}
    assert ids == {"Cunning Neighbour", "Cheer", "Raffle", "Charity", "Tasters", "Rumours"}


CHEER_POSITION = """\
game = "dale"
edition = "classic"
animalfolk = ["platypuses", "foxes", "desert_monitors"]
seed = 7
active = 1

[market]
slots = ["", "", "", "", ""]
deck = 5

[junk]
pile = 0

[[player]]
hand = ["Cheer", "junk"]
deck = ["Glue", "junk"]

[[player]]
hand = ["junk"]
deck = ["Magnet", "junk", "Raffle"]
"""


@pytest.mark.parametrize("lang,prompt", [
    ("en", "Cheer: choose a card of your deck to take into your hand"),
    ("ca", "Cheer: tria una carta de la teva baralla per agafar-la a la mà"),
    ("fr", "Cheer : choisis une carte de ton deck à prendre en main"),
])
def test_the_terminal_asks_a_human_who_is_not_the_active_player(tmp_path, capsys, monkeypatch,
                                                                 lang, prompt):
    """The greedy seat 1 plays Cheer (nothing else helps it); the terminal then asks the human
    at seat 2, during seat 1's turn, for its own Cheer card, in the reader's language; seat
    1's own pick is logged without its card (a hidden choice)."""
    from testkit.cli import run_cli

    pos = tmp_path / "cheer.toml"
    pos.write_text(CHEER_POSITION, encoding="utf-8")
    code, out, _err = run_cli(capsys, monkeypatch, ["play", "dale", "--from", pos, "--seats",
                                                    "greedy,human", "--lang", lang],
                              stdin="keep Magnet\n")
    assert code == 0
    flat = " ".join(out.split())
    # the story tells seat 1's play in the reader's words (en: "Seat 1 (greedy) played Cheer")
    assert flat.count("Cheer") > flat.count(prompt)
    assert prompt in flat
    from ludoteca.dale.story import localize

    assert localize("keep Magnet", lang) in flat  # the human's pick, in its own words
    assert "keep Glue" not in flat  # seat 1's choice is hidden from the human
