"""Card tests of the Crocodiles deck (classic): Little Villain, Scary Gunfight, Night Shift,
Ruthless Competition, Nasty Threat, Lost Shipments — lasting effects "until your next turn".

Every expected value is worked out by hand from the "Classic mechanic" column of
docs/rules/dale-cards.md and the rulings of docs/rulings.md (## Crocodiles). A lasting effect
is a public entry of ``state.pending`` that changes the rules for the other seats (price,
stack total, clean-up draw) until its owner's next turn starts
(``dale.card.crocodiles.until_next_turn``). Positions are built with ``from_spec`` (deck lists
top first, discard piles bottom first; in the state the top of a pile is the END of its list).
Seats are 1-based in the action text and 0-based in the state.
"""

from __future__ import annotations

from ludoteca.core.i18n import text
from ludoteca.dale.engine import price
from ludoteca.dale.market import BIN
from ludoteca.dale.positions import from_spec, parse_position, same_position, to_toml
from ludoteca.dale.views import view

from testkit.dale import act, assert_bonus_action, names, refused, sorted_names
from testkit.positions import builder

FOLK = ["crocodiles", "macaws", "pandas"]
FOLK3 = ["crocodiles", "macaws", "pandas", "owls"]
MARKET = {"slots": ["Cookies", "Spyglass", "Prepaid Good", "Shattered Relic", "Cookies"],
          "deck": ["Shattered Relic", "Spyglass"]}


POSITION_DEFAULTS = {"folk": FOLK, "folk_for": {3: FOLK3}, "seed": 3, "market_default": MARKET,
                     "junk": None}
#: position(me, opp=None, *more, **changes): testkit.positions.build with these defaults
position = builder(**POSITION_DEFAULTS)


def decider(s) -> tuple[int, str]:
    d = s.decision()
    return d.player, d.kind


def end_turn(s) -> None:
    """The active seat takes the empty Inventory (its turn ends)."""
    act(s, "inventory")


# ------------------------------------------------------------------------------------------
# Little Villain (1, T, +): every opponent discards the top 2 cards of their deck, one at a time.
# ------------------------------------------------------------------------------------------
def test_little_villain_discards_two_from_every_opponent_one_at_a_time():
    # Seat 2: deck Cookies, Spyglass, junk (top first) -> discards Cookies then Spyglass.
    # Seat 3: deck [junk], discard [Shattered Relic]: junk is discarded, the deck is empty, so
    # the discard pile (Shattered Relic, junk) is shuffled into a new deck and its top card is
    # discarded: one card in each pile, together {Shattered Relic, junk}.
    s = position({"hand": ["Little Villain", "junk"], "deck": ["junk", "junk"]},
                 {"hand": ["junk"], "deck": ["Cookies", "Spyglass", "junk"]},
                 {"hand": ["junk"], "deck": ["junk"], "discard": ["Shattered Relic"]})
    act(s, "play Little Villain")
    assert names(s, s.discards[1]) == ["Cookies", "Spyglass"]
    assert names(s, s.decks[1]) == ["junk"]
    assert len(s.decks[2]) == 1 and len(s.discards[2]) == 1
    assert sorted_names(s, s.decks[2] + s.discards[2]) == ["Shattered Relic", "junk"]
    assert names(s, s.decks[0]) == ["junk", "junk"]  # not you
    assert names(s, s.discards[0]) == ["Little Villain"]
    assert_bonus_action(s)


def test_little_villain_with_empty_piles_does_nothing_to_that_opponent():
    s = position({"hand": ["Little Villain"], "deck": ["junk"]},
                 {"hand": ["junk"], "deck": [], "discard": []})
    act(s, "play Little Villain")
    assert s.decks[1] == [] and s.discards[1] == []
    assert_bonus_action(s)


# ------------------------------------------------------------------------------------------
# Scary Gunfight (2, T, +, lasting): until your next turn market cards cost the others 2 more.
# ------------------------------------------------------------------------------------------
def test_scary_gunfight_raises_prices_for_the_others_until_your_next_turn():
    s = position({"hand": ["Scary Gunfight", "junk"], "deck": ["junk"] * 8},
                 {"hand": ["Cookies", "junk", "junk", "junk"], "deck": ["junk"] * 8})
    act(s, "play Scary Gunfight")
    assert s.pending == [("scary_gunfight", 0)]
    # Seat 1's own prices are unchanged: Cookies (2) at +0 costs 2.
    assert price(s, 0) == 2 and view(s, 0)["market"][0]["price"] == 2
    # Seat 2's price: 2 + 2 = 4 (its view shows it).
    assert price(s, 0, 1) == 4 and view(s, 1)["market"][0]["price"] == 4
    entry = view(s, 1)["pending"][0]
    assert text(entry, "en") == ("Until seat 1's next turn, market cards cost the other "
                                 "players 2 more")
    end_turn(s)  # seat 2's turn: the effect still holds
    assert s.active == 1 and price(s, 0) == 4
    refused(s, "buy +0 with Cookies", "dale.market.payment")  # 2 < 4
    assert ("buy", 0, ("Cookies", "junk", "junk")) in s.legal_actions()
    end_turn(s)  # seat 1's next turn starts: the effect ends
    assert s.active == 0 and s.pending == []


def test_scary_gunfight_does_not_raise_the_market_discard_pile():
    # dale.card.crocodiles.scary_gunfight: "market cards" are the cards in the market's slots
    # (issue 26); Market Discovery's purchase from the market discard pile costs the top
    # card's printed value, Spyglass 4, with no +2: Market Discovery (4) alone pays it.
    s = position({"hand": ["Scary Gunfight", "junk"], "deck": ["junk"] * 8},
                 {"hand": ["Market Discovery", "junk"], "deck": ["junk"] * 8},
                 market={**MARKET, "discard": ["Spyglass"]})
    act(s, "play Scary Gunfight")
    end_turn(s)
    assert s.active == 1 and price(s, 0) == 4  # a slot: Cookies 2 + 2
    assert price(s, BIN) == 4  # the pile: Spyglass's printed 4, no +2
    act(s, "buy discard with Market Discovery")
    assert "Spyglass" in names(s, s.hands[1])


def test_two_scary_gunfights_add_up():
    s = position({"hand": ["Scary Gunfight", "Scary Gunfight"], "deck": ["junk"] * 8},
                 {"hand": ["junk"], "deck": ["junk"] * 8})
    act(s, "play Scary Gunfight")
    act(s, "play Scary Gunfight")
    assert price(s, 1, 1) == 4 + 1 + 4  # Spyglass (4) at +1, plus 2 twice


# ------------------------------------------------------------------------------------------
# Night Shift (3, T, +): draw the top of every deck, put exactly 1 back on each, you choose.
# ------------------------------------------------------------------------------------------
def test_night_shift_swaps_the_top_cards_as_you_choose():
    # Seat 1's top is junk, seat 2's Spyglass. Seat 1 keeps Spyglass on its own deck; the
    # other card (junk) goes to seat 2 without a question.
    s = position({"hand": ["Night Shift"], "deck": ["junk", "Cookies"]},
                 {"hand": ["junk"], "deck": ["Spyglass", "junk"]})
    act(s, "play Night Shift")
    assert decider(s) == (0, "night_shift")
    assert s.legal_actions() == [("give", "junk", 0), ("give", "Spyglass", 0)]
    assert view(s, 1)["decision"]["cards"] == []  # seat 2 sees neither card
    refused(s, "give Cookies to seat 1")
    refused(s, "give Spyglass to seat 2")  # seat 1's deck is served first
    act(s, "give Spyglass to seat 1")
    assert names(s, s.decks[0]) == ["Cookies", "Spyglass"]
    assert names(s, s.decks[1]) == ["junk", "junk"]
    assert_bonus_action(s)


def test_night_shift_skips_a_player_with_no_card_and_asks_per_seat():
    # 3 players: seat 2 has no deck and no discard pile: it gives and gets nothing. Seat 1
    # (Cookies) and seat 3 (Spyglass) give: seat 1 gives Cookies to itself? No: it chooses
    # Spyglass for itself, so seat 3 gets Cookies.
    s = position({"hand": ["Night Shift"], "deck": ["Cookies"]},
                 {"hand": ["junk"], "deck": [], "discard": []},
                 {"hand": ["junk"], "deck": ["Spyglass"]})
    act(s, "play Night Shift")
    act(s, "give Spyglass to seat 1")
    assert names(s, s.decks[0]) == ["Spyglass"]
    assert s.decks[1] == []
    assert names(s, s.decks[2]) == ["Cookies"]
    assert_bonus_action(s)


# ------------------------------------------------------------------------------------------
# Ruthless Competition (4, T, +): draw another player's top card; put 1 of your hand on their
# deck.
# ------------------------------------------------------------------------------------------
def test_ruthless_competition_takes_their_top_card_and_gives_one_back():
    s = position({"hand": ["Ruthless Competition", "junk"], "deck": ["junk"]},
                 {"hand": ["junk"], "deck": ["Spyglass", "junk"]})
    act(s, "play Ruthless Competition")
    refused(s, "target seat 1")  # another player only
    act(s, "target seat 2")
    assert decider(s) == (0, "ruthless_give")
    assert sorted_names(s, s.hands[0]) == ["Spyglass", "junk"]
    refused(s, "give Cookies to seat 2")
    act(s, "give junk to seat 2")
    assert names(s, s.hands[0]) == ["Spyglass"]
    assert names(s, s.decks[1]) == ["junk", "junk"]
    assert_bonus_action(s)


def test_ruthless_competition_reshuffles_an_empty_deck_and_gives_even_with_nothing_drawn():
    s = position({"hand": ["Ruthless Competition", "Cookies"], "deck": ["junk"]},
                 {"hand": ["junk"], "deck": [], "discard": ["Spyglass"]})
    act(s, "play Ruthless Competition")
    act(s, "target seat 2")  # its discard pile (Spyglass) becomes its deck, drawn at once
    assert sorted_names(s, s.hands[0]) == ["Cookies", "Spyglass"] and s.discards[1] == []
    act(s, "give Cookies to seat 2")
    assert names(s, s.decks[1]) == ["Cookies"]
    s = position({"hand": ["Ruthless Competition", "Cookies"], "deck": ["junk"]},
                 {"hand": ["junk"], "deck": [], "discard": []})
    act(s, "play Ruthless Competition")
    act(s, "target seat 2")
    act(s, "give Cookies to seat 2")
    assert names(s, s.decks[1]) == ["Cookies"] and s.hands[0] == []


# ------------------------------------------------------------------------------------------
# Nasty Threat (5, T, +, lasting): the others' stacks must total 1 more until your next turn.
# ------------------------------------------------------------------------------------------
def test_nasty_threat_makes_the_next_stack_total_one_more():
    s = position({"hand": ["Nasty Threat"], "deck": ["junk"] * 8},
                 {"hand": ["Swift Broker", "Cookies", "junk"], "deck": ["junk"] * 8})
    act(s, "play Nasty Threat")
    assert s.pending == [("nasty_threat", 0)]
    end_turn(s)
    assert s.active == 1
    # Stack 1 must now total 2: Cookies (2) yes, Swift Broker (1) no.
    builds = [a for a in s.legal_actions() if a[0] == "build"]
    assert builds == [("build", ("Cookies",))]
    err = refused(s, "build Swift Broker", "dale.stall.exact_total")
    # issue 26 item 3: the stack's number (1) and its raised total (2) are named apart
    assert err.values == {"number": 1, "need": 2, "total": 1}
    assert "Stack 1 must total exactly 2; these cards total 1." in err.render("en")
    assert "La pila 1 ha de sumar exactament 2" in err.render("ca")
    act(s, "build Cookies")
    assert [names(s, st) for st in s.stalls[1]] == [["Cookies"]]


def test_nasty_threat_ends_at_its_owners_next_turn_and_a_position_file_keeps_it():
    s = position({"hand": ["Nasty Threat"], "deck": ["junk"] * 8},
                 {"hand": ["Swift Broker", "junk"], "deck": ["junk"] * 8})
    act(s, "play Nasty Threat")
    back = parse_position(to_toml(s, referee=True))
    assert same_position(back, s) and back.pending == [("nasty_threat", 0)]
    end_turn(s)
    end_turn(s)  # seat 1's turn starts again
    assert s.pending == []
    end_turn(s)
    assert s.active == 1 and ("build", ("Swift Broker",)) in s.legal_actions()


def test_a_stall_built_under_nasty_threat_loads_from_a_position_file():
    # Stack 1 of seat 2 totals 2 (built while a Nasty Threat was in force): accepted because
    # the Crocodiles are in play.
    s = position({"hand": ["junk"], "deck": ["junk"]},
                 {"hand": ["junk"], "deck": ["junk"], "stall": [["Cookies"]]})
    assert [names(s, st) for st in s.stalls[1]] == [["Cookies"]]


# ------------------------------------------------------------------------------------------
# Lost Shipments (5, T, +, lasting): the others draw at most 1 card in their clean-up.
# ------------------------------------------------------------------------------------------
def test_lost_shipments_limits_the_others_refill_to_one_card():
    s = position({"hand": ["Lost Shipments", "junk"], "deck": ["junk"] * 8},
                 {"hand": ["junk", "junk", "junk"], "deck": ["Spyglass", "junk", "junk"]})
    act(s, "play Lost Shipments")
    assert s.pending == [("lost_shipments", 0)]
    act(s, "inventory junk")  # seat 1's own refill is not limited: 5 junk
    assert names(s, s.hands[0]) == ["junk"] * 5
    act(s, "inventory junk, junk, junk")  # seat 2's hand is empty: it draws only Spyglass
    assert names(s, s.hands[1]) == ["Spyglass"]
    assert s.active == 0 and s.pending == []  # seat 1's next turn: the effect is over


def test_lost_shipments_not_for_its_owner():
    s = position({"hand": ["Lost Shipments"], "deck": ["junk"] * 8},
                 {"hand": ["junk"], "deck": ["junk"] * 8})
    act(s, "play Lost Shipments")
    end_turn(s)
    assert len(s.hands[0]) == 5
