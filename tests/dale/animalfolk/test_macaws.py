"""Card tests of the Macaws deck (classic): Swift Broker, Cookies, Shattered Relic, Spyglass,
Flashy Show, Favorite Toy.

Every expected value is worked out by hand from the "Classic mechanic" column of
docs/rules/dale-cards.md and the rules of docs/rules/dale-classic.md; the comment of each
test says how. Positions are built with ``from_spec`` (deck lists top first, discard piles
bottom first; in the state the top of a pile is the END of its list).
"""

from __future__ import annotations


from ludoteca.dale import mechanics as m
from ludoteca.dale.notation import parse
from ludoteca.dale.positions import from_spec

from testkit.dale import act, assert_bonus_action, names
from testkit.dale import refused as refuse
from testkit.positions import builder

FOLK = ["macaws", "pandas", "raccoons"]
FULL_MARKET = ["Prepaid Good", "Nuisance", "Rotten Food", "Dirty Exchange", "Market Discovery"]


POSITION_DEFAULTS = {"folk": FOLK, "seed": 11, "opponent": {"hand": ["junk"], "deck": ["junk"]},
                     "market_default": {"slots": FULL_MARKET, "deck": ["Sabotage", "Special Offer"]}}
#: position(me, opp=None, *more, **changes): testkit.positions.build with these defaults
position = builder(**POSITION_DEFAULTS)


# ------------------------------------------------------------------------------------------
# Swift Broker (1, T, +): hand to discard pile, then draw as many.
# ------------------------------------------------------------------------------------------
def test_swift_broker_discards_hand_and_draws_as_many():
    # Hand besides the Broker: junk, Cookies, Spyglass = 3 cards -> all 3 onto the discard pile,
    # then 3 draws from the deck top: Flashy Show, Favorite Toy, Shattered Relic. The Broker
    # itself goes on top of the discard pile when it is resolved; + gives another action.
    s = position({"hand": ["Swift Broker", "junk", "Cookies", "Spyglass"],
                  "deck": ["Flashy Show", "Favorite Toy", "Shattered Relic", "junk", "junk"]})
    act(s, "play Swift Broker")
    assert sorted(names(s, s.hands[0])) == ["Favorite Toy", "Flashy Show", "Shattered Relic"]
    assert sorted(names(s, s.discards[0][:-1])) == ["Cookies", "Spyglass", "junk"]
    assert names(s, s.discards[0])[-1] == "Swift Broker"
    assert names(s, s.decks[0]) == ["junk", "junk"]
    assert_bonus_action(s)


def test_swift_broker_reshuffles_in_the_middle_of_the_draw():
    # dale.cleanup.reshuffle: 3 cards go to the discard pile (Cookies, Cookies, Spyglass) on top
    # of the junk already there (4 cards). Draw 3: Flashy Show (the only deck card), then the
    # deck is empty -> the 4-card discard pile becomes the deck (the Broker is still in play,
    # not in it) and 2 more are drawn. So: hand = Flashy Show + 2 of those 4, deck = the other
    # 2, discard pile = only the Broker afterwards.
    s = position({"hand": ["Swift Broker", "Cookies", "Cookies", "Spyglass"],
                  "deck": ["Flashy Show"], "discard": ["junk"]}, junk=4)
    act(s, "play Swift Broker")
    hand = names(s, s.hands[0])
    assert len(hand) == 3 and "Flashy Show" in hand
    assert len(s.decks[0]) == 2
    assert sorted(hand + names(s, s.decks[0])) == sorted(
        ["Flashy Show", "junk", "Cookies", "Cookies", "Spyglass"])
    assert names(s, s.discards[0]) == ["Swift Broker"]
    assert len(s.junk) == 4  # the junk pile is not touched
    assert_bonus_action(s)


def test_swift_broker_alone_in_hand_draws_nothing_but_keeps_bonus():
    # dale.technique.fizzle: 0 other cards in hand -> 0 discarded, 0 drawn; + still counts.
    s = position({"hand": ["Swift Broker"], "deck": ["Cookies", "junk"]})
    act(s, "play Swift Broker")
    assert s.hands[0] == []
    assert names(s, s.decks[0]) == ["junk", "Cookies"]
    assert names(s, s.discards[0]) == ["Swift Broker"]
    assert_bonus_action(s)


# ------------------------------------------------------------------------------------------
# Cookies (2, P): hand size +1 while in hand (dale.cleanup.draw).
# ------------------------------------------------------------------------------------------
def test_cookies_one_raises_hand_size_to_six():
    # Inventory the junk (ends the turn): hand = [Cookies] -> hand size 5 + 1 = 6 -> 5 drawn.
    s = position({"hand": ["Cookies", "junk"], "deck": ["junk"] * 8})
    act(s, "inventory junk")
    assert s.active == 1 and s.turn == 2
    assert len(s.hands[0]) == 6
    assert len(s.decks[0]) == 8 - 5


def test_two_cookies_raise_hand_size_to_seven():
    # Two Cookies add up: hand size 5 + 2 = 7. Hand after inventory: [Cookies, Cookies] -> 5 drawn.
    s = position({"hand": ["Cookies", "Cookies", "junk"], "deck": ["junk"] * 8})
    act(s, "inventory junk")
    assert len(s.hands[0]) == 7
    assert names(s, s.hands[0]).count("Cookies") == 2
    assert len(s.decks[0]) == 8 - 5


def test_cookies_drawn_during_refill_counts():
    # Hand of 4 junk, deck top Cookies. Refill: draw Cookies (hand 5, but now size 6), draw one
    # more junk (hand 6 = size 6), stop. Deck 4 -> 2.
    s = position({"hand": ["junk"] * 4, "deck": ["Cookies", "junk", "junk", "junk"]})
    act(s, "inventory")
    assert len(s.hands[0]) == 6
    assert len(s.decks[0]) == 2


def test_cookies_only_while_in_hand():
    # 6 cards in hand including Cookies; inventory Cookies -> 5 junk in hand, no Cookies, so the
    # hand size is 5 and nothing is drawn.
    s = position({"hand": ["Cookies"] + ["junk"] * 5, "deck": ["junk"] * 3})
    act(s, "inventory Cookies")
    assert names(s, s.hands[0]) == ["junk"] * 5
    assert len(s.decks[0]) == 3


def test_cookies_is_a_passive_and_cannot_be_played():
    # dale.technique.play: only techniques are played; Cookies is a passive.
    s = position({"hand": ["Cookies", "junk"], "deck": ["junk"] * 3})
    err = refuse(s, "play Cookies")
    assert err.rule_id == "dale.technique.play"


# ------------------------------------------------------------------------------------------
# Shattered Relic (3, T, +): ditch 1 hand card, then draw 1.
# ------------------------------------------------------------------------------------------
def test_shattered_relic_ditches_junk_to_junk_pile_then_draws():
    # dale.discard.routing: ditched junk goes to the junk pile (2 -> 3); then 1 draw: Spyglass.
    s = position({"hand": ["Shattered Relic", "junk", "Cookies"], "deck": ["Spyglass", "junk"]},
                 junk=2)
    act(s, "play Shattered Relic")
    assert s.decision().kind == "shattered_relic"
    assert sorted(s.legal_actions()) == sorted([parse("ditch junk"), parse("ditch Cookies")])
    act(s, "ditch junk")
    assert len(s.junk) == 3
    assert sorted(names(s, s.hands[0])) == ["Cookies", "Spyglass"]
    assert names(s, s.discards[0]) == ["Shattered Relic"]
    assert s.bin == []
    assert_bonus_action(s)


def test_shattered_relic_ditches_animalfolk_to_market_discard_pile():
    # dale.discard.routing: an animalfolk card goes on top of the market discard pile.
    s = position({"hand": ["Shattered Relic", "junk", "Cookies"], "deck": ["Spyglass", "junk"]},
                 market={"slots": FULL_MARKET, "deck": 2, "discard": ["Sabotage"]}, junk=2)
    act(s, "play Shattered Relic")
    act(s, "ditch Cookies")
    assert names(s, s.bin) == ["Sabotage", "Cookies"]
    assert len(s.junk) == 2
    assert sorted(names(s, s.hands[0])) == ["Spyglass", "junk"]
    assert names(s, s.discards[0]) == ["Shattered Relic"]
    assert_bonus_action(s)


def test_shattered_relic_with_empty_hand_only_draws():
    # Ruling: with no card left in hand there is nothing to ditch; the draw still happens.
    s = position({"hand": ["Shattered Relic"], "deck": ["Cookies", "junk"]})
    act(s, "play Shattered Relic")
    assert names(s, s.hands[0]) == ["Cookies"]
    assert names(s, s.discards[0]) == ["Shattered Relic"]
    assert_bonus_action(s)


def test_shattered_relic_refuses_a_card_not_in_hand():
    s = position({"hand": ["Shattered Relic", "junk"], "deck": ["Cookies"]})
    act(s, "play Shattered Relic")
    refuse(s, "ditch Spyglass")
    refuse(s, "ditch Shattered Relic")  # it is in play, not in hand
    assert s.decision().kind == "shattered_relic"


# ------------------------------------------------------------------------------------------
# Spyglass (4, T, +): top 3 of deck, keep 1, others back on top in any order.
# ------------------------------------------------------------------------------------------
def _spyglass_position():
    return position({"hand": ["Spyglass", "junk"],
                     "deck": ["Cookies", "Flashy Show", "Favorite Toy", "junk"]})


def test_spyglass_keep_one_and_choose_order():
    # Seen: Cookies, Flashy Show, Favorite Toy (the junk is 4th, not seen). Keep Flashy Show;
    # put Cookies on top -> deck top first: Cookies, Favorite Toy, junk.
    s = _spyglass_position()
    act(s, "play Spyglass")
    assert s.decision().kind == "spyglass_keep"
    assert sorted(s.legal_actions()) == sorted(
        [parse("keep Cookies"), parse("keep Flashy Show"), parse("keep Favorite Toy")])
    act(s, "keep Flashy Show")
    assert s.decision().kind == "spyglass_order"
    act(s, "top Cookies")
    assert names(s, s.decks[0]) == ["junk", "Favorite Toy", "Cookies"]  # top = last
    assert sorted(names(s, s.hands[0])) == ["Flashy Show", "junk"]
    assert names(s, s.discards[0]) == ["Spyglass"]
    assert_bonus_action(s)


def test_spyglass_other_order():
    s = _spyglass_position()
    act(s, "play Spyglass")
    act(s, "keep Cookies")
    act(s, "top Favorite Toy")
    assert names(s, s.decks[0]) == ["junk", "Flashy Show", "Favorite Toy"]
    assert sorted(names(s, s.hands[0])) == ["Cookies", "junk"]
    assert_bonus_action(s)


def test_spyglass_refuses_cards_it_did_not_show():
    s = _spyglass_position()
    act(s, "play Spyglass")
    refuse(s, "keep junk")  # the junk is the 4th card: not seen
    refuse(s, "keep Spyglass")
    refuse(s, "inventory")  # a main action while the step is pending
    act(s, "keep Flashy Show")
    refuse(s, "top Flashy Show")  # already kept
    assert s.decision().kind == "spyglass_order"


def test_spyglass_two_identical_leftovers_need_no_order():
    # Seen junk, Cookies, junk; keep Cookies -> the two junk go back, order irrelevant.
    s = position({"hand": ["Spyglass"], "deck": ["junk", "Cookies", "junk", "Flashy Show"]})
    act(s, "play Spyglass")
    act(s, "keep Cookies")
    assert names(s, s.decks[0]) == ["Flashy Show", "junk", "junk"]
    assert names(s, s.hands[0]) == ["Cookies"]
    assert_bonus_action(s)


def test_spyglass_reshuffles_discard_pile_but_never_takes_junk_pile():
    # Deck [Cookies], discard [junk, junk]: Cookies, then the discard pile becomes the deck and 2
    # junk are seen. Keep Cookies: both junk back on the deck; the discard pile then holds only
    # the Spyglass; the junk pile (5) is untouched.
    s = position({"hand": ["Spyglass"], "deck": ["Cookies"], "discard": ["junk", "junk"]}, junk=5)
    act(s, "play Spyglass")
    assert sorted(s.legal_actions()) == sorted([parse("keep Cookies"), parse("keep junk")])
    act(s, "keep Cookies")
    assert names(s, s.hands[0]) == ["Cookies"]
    assert names(s, s.decks[0]) == ["junk", "junk"]
    assert names(s, s.discards[0]) == ["Spyglass"]
    assert len(s.junk) == 5
    assert_bonus_action(s)


def test_spyglass_with_one_card_available_keeps_it():
    # Ruling (dale.technique.play): only 1 card in deck+discard -> it is the one kept; the
    # junk pile (5) is never looked at.
    s = position({"hand": ["Spyglass"], "deck": ["Cookies"]}, junk=5)
    act(s, "play Spyglass")
    assert s.legal_actions() == [parse("keep Cookies")]
    act(s, "keep Cookies")
    assert names(s, s.hands[0]) == ["Cookies"]
    assert s.decks[0] == []
    assert len(s.junk) == 5
    assert_bonus_action(s)


def test_spyglass_fizzles_with_empty_deck_and_discard():
    # dale.technique.fizzle: nothing to look at; the + still counts.
    s = position({"hand": ["Spyglass", "junk"], "deck": []}, junk=5)
    act(s, "play Spyglass")
    assert names(s, s.hands[0]) == ["junk"]
    assert names(s, s.discards[0]) == ["Spyglass"]
    assert len(s.junk) == 5
    assert_bonus_action(s)


# ------------------------------------------------------------------------------------------
# Flashy Show (5, T, +): every card you use counts 1 higher for the rest of the turn.
# ------------------------------------------------------------------------------------------
def test_flashy_show_raises_values_for_a_purchase():
    # Spyglass in the +0 slot costs 4. Two junk count 1+1 = 2 before Flashy Show (too short),
    # 2+2 = 4 after it: an exact payment.
    s = position({"hand": ["Flashy Show", "junk", "junk"], "deck": ["junk"] * 5},
                 market={"slots": ["Spyglass", "Cookies", "Nuisance", "Sabotage", "Prepaid Good"],
                         "deck": ["Rotten Food"]})
    junk = s.hands[0][1]
    assert m.value_of(s, junk) == 1
    act(s, "play Flashy Show")
    assert_bonus_action(s)
    assert names(s, s.discards[0]) == ["Flashy Show"]
    assert m.value_of(s, junk) == 2
    act(s, "buy +0 with junk, junk")
    # The turn is over; the effect lasted only that turn.
    assert s.active == 1 and s.effects == []
    assert "Spyglass" in names(s, s.hands[0])
    assert m.value_of(s, junk) == 1


def test_without_flashy_show_two_junk_do_not_pay_four():
    s = position({"hand": ["Flashy Show", "junk", "junk"], "deck": ["junk"] * 5},
                 market={"slots": ["Spyglass", "Cookies", "Nuisance", "Sabotage", "Prepaid Good"],
                         "deck": ["Rotten Food"]})
    err = refuse(s, "buy +0 with junk, junk")
    assert err.rule_id == "dale.market.payment"


def test_flashy_show_does_not_change_market_prices():
    # Ruling dale.market.price: Cookies at +1 costs 2+1 = 3 also after Flashy Show. Junk now
    # counts 2: [junk] = 2 is short; [junk, junk] = 4 overpays by 1 < 2, legal.
    s = position({"hand": ["Flashy Show", "junk", "junk"], "deck": ["junk"] * 5},
                 market={"slots": ["Spyglass", "Cookies", "Nuisance", "Sabotage", "Prepaid Good"],
                         "deck": ["Rotten Food"]})
    act(s, "play Flashy Show")
    refuse(s, "buy +1 with junk")
    act(s, "buy +1 with junk, junk")
    assert "Cookies" in names(s, s.hands[0])


# ------------------------------------------------------------------------------------------
# Favorite Toy (5, T, +): top card of your discard pile into your hand.
# ------------------------------------------------------------------------------------------
def test_favorite_toy_takes_top_of_discard():
    # Discard pile bottom..top: junk, Spyglass -> Spyglass comes to hand; then the Toy goes on
    # the discard pile: [junk, Favorite Toy].
    s = position({"hand": ["Favorite Toy", "junk"], "deck": ["junk"],
                  "discard": ["junk", "Spyglass"]})
    act(s, "play Favorite Toy")
    assert sorted(names(s, s.hands[0])) == ["Spyglass", "junk"]
    assert names(s, s.discards[0]) == ["junk", "Favorite Toy"]
    assert_bonus_action(s)


def test_favorite_toy_fizzles_on_empty_discard():
    # dale.technique.fizzle: empty discard pile -> nothing taken (it cannot take itself); + counts.
    s = position({"hand": ["Favorite Toy", "junk"], "deck": ["Cookies"]})
    act(s, "play Favorite Toy")
    assert names(s, s.hands[0]) == ["junk"]
    assert names(s, s.discards[0]) == ["Favorite Toy"]
    assert names(s, s.decks[0]) == ["Cookies"]
    assert_bonus_action(s)


def test_bonus_chain_of_macaw_techniques():
    # dale.turn.bonus_action chains: Favorite Toy (+) then Shattered Relic (+) then one more
    # action. Toy takes Cookies from the discard pile; Relic ditches it (bin) and draws Spyglass.
    s = position({"hand": ["Favorite Toy", "Shattered Relic"], "deck": ["Spyglass", "junk"],
                  "discard": ["Cookies"]})
    act(s, "play Favorite Toy")
    assert_bonus_action(s)
    act(s, "play Shattered Relic")
    act(s, "ditch Cookies")
    assert names(s, s.bin) == ["Cookies"]
    assert names(s, s.hands[0]) == ["Spyglass"]
    assert names(s, s.discards[0]) == ["Favorite Toy", "Shattered Relic"]
    assert_bonus_action(s)


def test_shattered_relic_junk_substitute_routing_and_reshuffle():
    # Three Relics, empty deck, discard pile and junk pile.
    # Relic #1: ditch Relic #2 (animalfolk -> market discard pile); draw: deck, discard pile and
    # junk pile are empty -> a junk substitute (dale.cleanup.junk_substitutes).
    # Relic #3: ditch that substitute (junk -> the junk pile, ruling dale.discard.routing); draw:
    # the deck is empty, the discard pile [Relic #1] is reshuffled -> Relic #1 comes back.
    s = position({"hand": ["Shattered Relic"] * 3, "deck": [], "discard": []}, junk=0)
    n_subs = len(s.subs)
    assert n_subs > 0
    act(s, "play Shattered Relic")
    act(s, "ditch Shattered Relic")
    assert names(s, s.bin) == ["Shattered Relic"]
    assert len(s.subs) == n_subs - 1
    assert sorted(names(s, s.hands[0])) == ["Shattered Relic", "junk"]
    sub = next(c for c in s.hands[0] if s.type_of(c).name == "junk")
    assert sub >= 20  # a physical card of a deck not in play
    assert_bonus_action(s)
    act(s, "play Shattered Relic")
    act(s, "ditch junk")
    assert s.junk == [sub]
    assert names(s, s.hands[0]) == ["Shattered Relic"]
    assert names(s, s.discards[0]) == ["Shattered Relic"]
    assert s.decks[0] == []
    assert_bonus_action(s)


def test_playing_a_card_not_in_hand_is_refused():
    s = position({"hand": ["Swift Broker", "junk"], "deck": ["junk"]})
    assert refuse(s, "play Spyglass").rule_id == "dale.technique.play"
    assert refuse(s, "play junk").rule_id == "dale.technique.play"


def test_flashy_show_raises_values_for_building():
    # Stall holds stacks 1 and 2, so the next stack must total exactly 3
    # (dale.stall.exact_total). Cookies counts 2 (refused), after Flashy Show 3 (legal).
    s = position({"hand": ["Flashy Show", "Cookies"], "deck": ["junk"] * 6,
                  "stall": [["Swift Broker"], ["Cookies"]]})
    assert refuse(s, "build Cookies").rule_id == "dale.stall.exact_total"
    act(s, "play Flashy Show")
    act(s, "build Cookies")
    assert [names(s, st) for st in s.stalls[0]] == [["Swift Broker"], ["Cookies"], ["Cookies"]]
    assert s.active == 1
