"""Mono, the remaster's solo opponent (docs/rules/dale-remaster.md, "Solo: Mono"; rulings in
docs/rulings.md, "Remaster — Mono"): the setup (``dale.remaster.mono.setup``), every Mono
card's effect worked out by hand, Mono's turn (``dale.remaster.mono.turn``: market first or
stall first, the fewest paying cards, the fewest stack cards), Mono cards that reach the
player (``dale.remaster.mono.cards``), the result (``dale.remaster.mono.result``), and seeded
solo games played to the end by a random and a greedy player, replayed from the seed.

The remaster decks other than Macaws are not written yet: the games use the classic Pandas and
Raccoons declarations in a remaster ruleset (``editions.build``). A Mono card of a deck not in
that ruleset has no physical card there; its effect is called directly (card ``-1``) on a
solo position of these three decks.
"""

from __future__ import annotations

import pytest

from ludoteca.core import rng as _rng
from ludoteca.core.errors import BadInput
from ludoteca.dale import editions
from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk import pandas, raccoons
from ludoteca.dale.game_setup import MONO_SEAT, new_game
from ludoteca.dale.remaster import mono
from ludoteca.dale.state import EMPTY, DaleState
from testkit.dale import choose, greedy_policy, play_checked_game

RULES = editions.build("remaster", ["macaws", pandas.deck, raccoons.deck])
FOLK = ["macaws", "pandas", "raccoons"]
P, M = 0, MONO_SEAT


def solo(seed: int = 0) -> DaleState:
    return new_game(1, FOLK, seed=seed, rules=RULES)


def names(s: DaleState, pile) -> list[str]:
    return [s.cfg.types[c].name for c in pile]


def arrange(s: DaleState, *, hand0=(), deck0=(), discard0=(), hand1=(), deck1=(),
            discard1=(), market=(None,) * 5, supply=(), stalls0=0, stalls1=0, coins=(0, 0),
            active=P) -> DaleState:
    """The solo state ``s`` with exactly these cards (printed names; piles top last; market
    from slot +0 to +4), every other card out of play; Mono's turn state cleared."""
    pool = [c for pile in s.hands + s.decks + s.discards + s.stored + [s.market_deck, s.bin,
                                                                         s.junk] for c in pile]
    pool += [c for c in s.market if c != EMPTY] + [c for st in sum(s.stalls, []) for c in st]
    pool += list(s.out)
    pool.sort()

    def get(name: str) -> int:
        c = next(c for c in pool if s.cfg.types[c].name == name)
        pool.remove(c)
        return c

    for q in range(2):
        s.hands[q][:], s.decks[q][:], s.discards[q][:], s.stored[q][:] = [], [], [], []
    s.hands[0][:] = [get(n) for n in hand0]
    s.decks[0][:] = [get(n) for n in deck0]
    s.discards[0][:] = [get(n) for n in discard0]
    s.hands[1][:] = [get(n) for n in hand1]
    s.decks[1][:] = [get(n) for n in deck1]
    s.discards[1][:] = [get(n) for n in discard1]
    s.market[:] = [EMPTY if n is None else get(n) for n in market]
    s.market_deck[:] = [get(n) for n in supply]
    s.stalls[0] = [(get("junk"),) for _ in range(stalls0)]
    s.stalls[1] = [(get("junk"),) for _ in range(stalls1)]
    s.bin[:] = []
    s.junk[:] = [c for c in pool if s.cfg.types[c].is_junk]
    s.out = tuple(c for c in pool if not s.cfg.types[c].is_junk)
    s.coins[:] = list(coins)
    s.active = active
    s.extra["mono_log"], s.extra["mono_turn"], s.extra["mono_wait"] = [], [], []
    s.known = None
    return s


def effect(s: DaleState, key: str) -> DaleState:
    mono.MONO_CARDS[key].effect(s, M, -1)
    return s


def rolling(s: DaleState, rolls: list[tuple[str, object]]) -> DaleState:
    """``s`` with an RNG whose next rolls give these (die, face) pairs."""
    for k in range(5000):
        s.rng = _rng.seed_state(k)
        c = s.clone()
        if all(m.roll(c, mono.DICE[d]) == f for d, f in rolls):
            s.rng = _rng.seed_state(k)
            return s
    pytest.fail(f"no seed rolls {rolls}")  # pragma: no cover


# -- dale.remaster.mono.setup -------------------------------------------------------------

def test_setup_two_seats_mono_second_with_its_mono_cards():
    s = solo(0)
    assert s.cfg.n_players == 2 and s.cfg.mono == M == 1
    ids = RULES.mono_ids
    assert ids == {"macaws": 65, "pandas": 66, "raccoons": 67}  # after the 3 decks' 45 ids
    assert names(s, [65, 66, 67]) == ["Swift Member", "Loyal Member", "Wily Member"]
    assert all(s.cfg.types[c].value == 2 for c in ids.values())
    mine = s.hands[M] + s.decks[M] + s.discards[M] + [c for st in s.stalls[M] for c in st]
    assert len(mine) == 13 and set(ids.values()) <= set(mine)  # 10 + one per deck in play
    assert len(s.hands[P] + s.decks[P] + s.discards[P]) == 10
    assert sum(1 for c in mine if s.cfg.types[c].value == 1 and not s.cfg.types[c].is_junk) == 3


def test_setup_number_of_decks_counts_mono_and_classic_refuses_one_player():
    with pytest.raises(BadInput):
        new_game(1, FOLK[:2], seed=0, rules=RULES)  # players + 1 decks, Mono counting
    with pytest.raises(BadInput):
        new_game(1, FOLK, seed=0)  # the classic has no solo opponent
    assert new_game(2, FOLK, seed=0, rules=RULES).cfg.mono is None


def test_classic_ids_unchanged_and_solo_state_round_trips():
    c = editions.classic()
    assert c.n_cards == 20 + 15 * len(c.decks) and not c.mono and c.solo is None
    s = solo(4)
    d = s.to_dict()
    assert d["mono"] == 1
    back = DaleState.from_dict(d, rules=RULES)
    assert back == s and back.cfg.mono == 1
    assert "mono" not in new_game(2, FOLK, seed=0, rules=RULES).to_dict()


def test_mono_first_plays_its_turn_at_setup():
    first = [seed for seed in range(20) if solo(seed).extra["mono_log"]]
    assert first, "some seed lets Mono begin"
    s = solo(first[0])
    assert s.active == P and s.turn == 2 and s.current_player() == P
    assert s.extra["mono_log"][0] == ["turn", 1]


# -- the Mono cards' effects (table "Mono cards"), by hand --------------------------------

def test_swift_member_draws_three():
    s = effect(arrange(solo(), deck1=["junk", "Cookies", "Spyglass", "Nuisance"]), "macaws")
    assert names(s, s.hands[M]) == ["Nuisance", "Spyglass", "Cookies"]
    assert names(s, s.decks[M]) == ["junk"]


def test_loyal_member_takes_the_highest_market_card_leftmost_on_ties():
    s = effect(arrange(solo(), market=["Spyglass", "Cookies", "Dirty Exchange", None, "Nuisance"]),
               "pandas")
    assert names(s, s.hands[M]) == ["Dirty Exchange"]  # 4 at +0 and +2: the leftmost, +2
    assert s.market[2] == EMPTY and names(s, [s.market[0]]) == ["Spyglass"]


def test_wily_member_swaps_your_card_for_its_junk():
    s = effect(arrange(solo(), hand0=["Spyglass"], hand1=["Cookies", "junk"]), "raccoons")
    assert names(s, s.hands[P]) == ["junk"] and names(s, s.hands[M]) == ["Cookies", "Spyglass"]
    s = effect(arrange(solo(), hand0=["Spyglass"], hand1=["Cookies"]), "raccoons")
    assert names(s, s.hands[P]) == ["Spyglass"]  # no junk of its own: nothing


def test_stashing_member_lets_junk_into_stacks():
    s = arrange(solo(), hand1=["junk", "Swift Broker"], stalls1=1)  # stack 2: Broker + junk
    assert mono.stack(s, M) is None
    effect(s, "squirrels")
    assert names(s, mono.stack(s, M)) == ["junk", "Swift Broker"]


def test_bold_member_swaps_that_many_top_cards():
    s = arrange(solo(), deck0=["junk", "Nuisance", "Spyglass"], deck1=["Cookies", "Sabotage"])
    effect(rolling(s, [("ocelot", 2)]), "ocelots")
    assert names(s, s.decks[P]) == ["junk", "Cookies", "Sabotage"]  # order kept, top on top
    assert names(s, s.decks[M]) == ["Nuisance", "Spyglass"]


def test_flexible_member_flips_the_deck_and_plays_a_mono_card_from_it():
    s = arrange(solo(), deck1=["junk", "Swift Member", "Cookies", "Spyglass"],
                discard1=["Nuisance"])
    effect(s, "chameleons")  # no Mono card in the discard: the deck is flipped onto it
    # discard then: Nuisance, Spyglass, Cookies, Swift Member, junk; Swift Member draws 3 from
    # the empty deck: the discard pile (without Swift Member) is reshuffled into it
    assert names(s, s.discards[M]) == ["Swift Member"]  # back on top of its discard pile
    assert len(s.hands[M]) == 3 and len(s.decks[M]) == 1
    assert ["play", "Swift Member"] in s.extra["mono_log"]


def test_tireless_member_sorts_the_market_and_lifts_surcharges():
    s = arrange(solo(), market=["Spyglass", None, "Cookies", "Sabotage", "Shattered Relic"],
                hand1=["Cookies"])
    effect(s, "platypuses")
    assert names(s, [s.market[i] for i in (4, 3, 2, 0)]) == [
        "Sabotage", "Spyglass", "Shattered Relic", "Cookies"]
    assert s.market[1] == EMPTY
    assert mono.try_buy(s, M)  # Cookies (2) at +0 costs 2: no surcharge, and Sabotage costs 5
    assert names(s, s.hands[M]) == ["Cookies"] and s.market[0] == EMPTY


def test_steady_member_takes_the_leftmost_card_at_the_next_turn():
    s = effect(arrange(solo()), "sloths")
    assert s.extra["mono_wait"] == [["steady"]]
    s = arrange(solo(), market=["Spyglass", "Cookies", None, None, None], active=M)
    s.extra["mono_wait"] = [["steady"]]
    mono.play_turn(s)
    assert ["move", "Cookies", "market:1", "hand:1"] in s.extra["mono_log"]
    assert s.extra["mono_wait"] == []


def test_little_member_draws_from_your_deck_and_gives_back_its_lowest():
    s = effect(arrange(solo(), deck0=["junk", "Spyglass"], hand1=["Cookies", "Nuisance"]),
               "crocodiles")
    assert names(s, s.hands[M]) == ["Nuisance", "Spyglass"]  # Cookies and Nuisance are 2:
    assert names(s, s.decks[P]) == ["junk", "Cookies"]       # the leftmost goes


def test_cunning_member_gives_you_the_lower_card():
    s = effect(arrange(solo(), deck0=["Cookies"], deck1=["Spyglass"]), "foxes")
    assert names(s, s.hands[M]) == ["Spyglass"] and names(s, s.hands[P]) == ["Cookies"]
    s = effect(arrange(solo(), deck0=["Sabotage"], deck1=["junk"]), "foxes")
    assert names(s, s.hands[M]) == ["Sabotage"] and names(s, s.hands[P]) == ["junk"]


def test_daring_member_multiplies_the_values_mono_uses():
    s = arrange(solo(), hand1=["Cookies", "junk"])
    effect(rolling(s, [("polecat", 3)]), "polecats")
    assert [mono.value(s, c) for c in s.hands[M]] == [6, 3]


def test_wise_member_draws_four_after_your_purchase_else_two():
    s = arrange(solo(), deck1=["junk"] * 6)
    effect(s, "owls")
    assert len(s.hands[M]) == 2
    s = arrange(solo(), deck1=["junk"] * 6)
    s.extra["mono_bought"] = 1
    effect(s, "owls")
    assert len(s.hands[M]) == 4


def test_wise_member_sees_the_players_purchase(monkeypatch):
    monkeypatch.setitem(RULES.mono, "macaws", mono.MonoCard("Swift Member", True, mono.wise))
    s = arrange(solo(), hand0=["Spyglass", "Cookies"], market=["Cookies", None, None, None, None],
                deck0=["junk"] * 5, hand1=["Swift Member"], deck1=["junk"] * 9)
    s.apply(("buy", 0, ("Cookies",)))  # the player buys; then Mono's turn
    log = s.extra["mono_log"]
    k = log.index(["play", "Swift Member"])
    assert log[k + 1:k + 5] == [["move", "junk", "deck:1", "hand:1"]] * 4
    assert s.extra["mono_bought"] == 0  # the player's new turn: nothing bought yet


def test_rigorous_member_discards_junk_and_draws_one_more():
    s = effect(arrange(solo(), hand1=["junk", "Cookies", "junk"],
                       deck1=["Nuisance", "Spyglass", "Sabotage", "Rotten Food"]),
               "desert_monitors")
    assert names(s, s.discards[M]) == ["junk", "junk"]
    assert names(s, s.hands[M]) == ["Cookies", "Rotten Food", "Sabotage", "Spyglass"]


def test_voracious_member_tosses_its_lowest_animalfolk_card_and_takes_the_highest():
    s = effect(arrange(solo(), hand1=["junk", "Spyglass", "Nuisance", "Swift Member"],
                       market=["Sabotage", "Cookies", None, None, None]), "lemurs")
    assert names(s, s.bin) == ["Nuisance"]
    assert names(s, s.hands[M]) == ["junk", "Spyglass", "Swift Member", "Sabotage"]


def test_pompous_member_matches_your_discard_with_a_market_card():
    s = effect(arrange(solo(), hand0=["Spyglass"],
                       market=["Dirty Exchange", "Cookies", "Spyglass", None, None]), "magpies")
    assert names(s, s.discards[P]) == ["Spyglass"]
    assert names(s, s.hands[M]) == ["Spyglass"] and s.market[2] == EMPTY  # leftmost 4


def test_carefree_member_swaps_up():
    s = effect(arrange(solo(), hand0=["junk", "Sabotage"], hand1=["Spyglass", "Cookies"]),
               "echidnas")
    assert names(s, s.hands[P]) == ["junk", "Cookies"]
    assert names(s, s.hands[M]) == ["Spyglass", "Sabotage"]


@pytest.mark.parametrize("face, hand", [("stars", []), ("comet", ["Sabotage"]),
                                        ("planet", ["Cookies"])])
def test_arcane_member_by_the_hare_die(face, hand):
    s = arrange(solo(), deck1=["Cookies"], supply=["Sabotage"])
    effect(rolling(s, [("hare", face)]), "hares")
    assert names(s, s.hands[M]) == hand


def test_clever_member_stores_three_and_gets_them_next_turn():
    s = effect(arrange(solo(), deck1=["junk", "Cookies", "Spyglass", "Nuisance"]),
               "tree_kangaroos")
    assert names(s, s.stored[M]) == ["Nuisance", "Spyglass", "Cookies"]
    s.active = M
    mono.play_turn(s)
    assert [e[0] for e in s.extra["mono_log"][1:4]] == ["stored"] * 3


def test_avid_and_rash_members_give_coins():
    s = effect(arrange(solo()), "tuataras")
    assert s.coins == [0, 10]
    s = effect(arrange(solo()), "dodos")
    assert s.coins == [0, 12] and mono.hand_size(s, M) == 3


def test_deceptive_member_takes_a_coin_and_your_top_card_unless_junk():
    s = effect(arrange(solo(), deck0=["Spyglass"], coins=(2, 0)), "capuchins")
    assert s.coins == [1, 1] and names(s, s.hands[M]) == ["Spyglass"] and not s.discards[P]
    s = effect(arrange(solo(), deck0=["junk"]), "capuchins")
    assert s.coins == [0, 0] and names(s, s.discards[P]) == ["junk"] and not s.hands[M]


def test_blind_member_you_toss_a_good_card_for_the_lowest_market_card():
    s = effect(arrange(solo(), hand0=["junk", "Swift Broker", "Spyglass"],
                       market=["Sabotage", "Cookies", "Nuisance", None, None]), "olms")
    assert names(s, s.bin) == ["Spyglass"]  # the only animalfolk card of value 2 or more
    assert names(s, s.hands[P]) == ["junk", "Swift Broker", "Nuisance"]  # leftmost 2


def test_resourceful_member_raises_its_highest_card_per_junk():
    s = effect(arrange(solo(), hand1=["junk", "Cookies", "Spyglass", "junk"]), "penguins")
    assert [mono.value(s, c) for c in s.hands[M]] == [1, 2, 6, 1]


def test_impulsive_member_waits_for_a_turn_without_mono_cards():
    s = arrange(solo(), hand1=["Swift Member"], market=[None, "Cookies", None, "Nuisance", None],
                active=M)
    s.extra["mono_wait"] = [["impulsive"]]
    mono.play_turn(s)
    assert s.extra["mono_wait"] == [["impulsive"]]  # it held a Mono card: still waiting
    s = arrange(solo(), hand1=["junk"], market=[None, "Cookies", None, "Nuisance", None],
                active=M)
    s.extra["mono_wait"] = [["impulsive"]]
    mono.play_turn(s)
    assert ["move", "Nuisance", "market:3", "hand:1"] in s.extra["mono_log"]


def test_erratic_member_draws_from_the_supply_at_the_end_of_the_turn(monkeypatch):
    monkeypatch.setitem(RULES.mono, "macaws", mono.MonoCard("Swift Member", False, mono.erratic))
    s = arrange(solo(), hand1=["Swift Member"], deck1=["junk"] * 6, supply=["Sabotage"],
                market=["Cookies", "Nuisance", "Spyglass", "Rotten Food", "Dirty Exchange"],
                active=M)
    mono.play_turn(s)  # nothing to buy or build with an empty hand; the market stays full
    assert s.extra["mono_log"][-1] == ["move", "Sabotage", "supply", "hand:1"]
    assert names(s, s.hands[M]) == ["junk"] * 5 + ["Sabotage"]


def test_master_member_takes_the_highest_card_and_retries_a_failed_build():
    s = arrange(solo(), hand1=["Swift Broker"], stalls1=1,
                market=["Cookies", "Nuisance", None, None, None])
    s.extra["mono_wait"] = [["master"]]
    assert mono.try_build(s, M)  # stack 2: none; takes the highest card, the leftmost of
    assert names(s, s.stalls[M][-1]) == ["Nuisance"]  # the two 2s (+1), and builds with it
    assert s.extra["mono_wait"] == []


def test_pristine_member_draws_four_and_puts_two_junk_on_its_deck():
    s = effect(arrange(solo(), deck1=["Cookies", "junk", "junk", "Spyglass", "junk"]),
               "snow_macaques")
    assert names(s, s.hands[M]) == ["Spyglass", "junk"]
    assert names(s, s.decks[M]) == ["Cookies", "junk", "junk"]


def test_meddling_member_puts_two_junk_on_your_discard():
    s = effect(arrange(solo(), discard1=["junk", "Cookies"]), "gulls")
    assert names(s, s.discards[P]) == ["junk", "junk"] and names(s, s.discards[M]) == ["Cookies"]


def test_fumbling_member_your_source_to_monos_destination():
    s = arrange(solo(), deck0=["Cookies", "junk"], hand0=["junk"])
    effect(rolling(s, [("pangolin", "deck"), ("pangolin", "hand")]), "pangolins")
    assert names(s, s.hands[M]) == ["Cookies"]  # the topmost non-junk card of your deck
    assert names(s, s.decks[P]) == ["junk"]


def test_bouncy_member_twice_draws_two_and_discards_the_two_lowest():
    s = effect(arrange(solo(), deck1=["Sabotage", "junk", "Spyglass", "Cookies"]),
               "glassfrogs")
    assert names(s, s.discards[M]) == ["Cookies", "Spyglass", "junk", "Sabotage"]
    assert not s.hands[M]
    s = effect(arrange(solo(), hand1=["Dirty Exchange"],
                       deck1=["Sabotage", "junk", "Spyglass", "Cookies"]), "glassfrogs")
    assert names(s, s.discards[M]) == ["Cookies", "Dirty Exchange", "junk", "Spyglass"]
    assert names(s, s.hands[M]) == ["Sabotage"]  # ties: the leftmost goes


def test_stubborn_member_makes_every_card_worth_four():
    s = effect(arrange(solo(), hand1=["junk", "Sabotage"]), "gorillas")
    assert [mono.value(s, c) for c in s.hands[M]] == [4, 4]


def test_hefty_member_lets_one_card_be_a_stack():
    s = arrange(solo(), hand1=["Spyglass", "Cookies", "junk"], stalls1=6)  # 7: none
    assert mono.stack(s, M) is None
    effect(s, "walruses")
    assert names(s, mono.stack(s, M)) == ["Cookies"]


def test_shrewd_member_you_discard_and_two_junk_go_into_your_deck():
    s = effect(arrange(solo(), hand0=["Spyglass"], discard0=["junk", "Cookies", "junk", "junk"],
                       deck0=["Nuisance"]), "tasmanian_devils")
    assert names(s, s.discards[P]) == ["junk", "Cookies", "Spyglass"]
    assert sorted(names(s, s.decks[P])) == ["Nuisance", "junk", "junk"]


def test_early_member_reads_the_clock_dawn_without_one():
    s = effect(arrange(solo()), "junglefowls")
    assert mono.hand_size(s, M) == 9  # no per-seat clock yet: dawn, +4


@pytest.mark.parametrize("clock, n", [("dawn", 2), ("day", 5), ("night", 1)])
def test_dramatic_member_tosses_by_the_clock_and_takes_the_highest(clock, n, monkeypatch):
    monkeypatch.setattr(mono, "clock", lambda state, seat: clock)
    s = effect(arrange(solo(), supply=["Sabotage", "junk", "Cookies", "Spyglass", "Nuisance",
                                       "Rotten Food"]), "mongooses")
    shown = ["Rotten Food", "Nuisance", "Spyglass", "Cookies", "junk"][:n]
    best = {2: "Rotten Food", 5: "Spyglass", 1: "Rotten Food"}[n]
    assert names(s, s.hands[M]) == [best]
    assert names(s, s.bin) == [x for x in shown if x not in (best, "junk")]
    assert (s.extra["mono_log"][-1] == ["move", "junk", "revealed", "junkyard"]) == (n == 5)


def test_stealthy_member_day_your_top_card_night_a_random_card(monkeypatch):
    s = effect(arrange(solo(), deck0=["Cookies"], hand0=["Spyglass"]), "bats")
    assert names(s, s.hands[M]) == ["Cookies"]  # dawn: as by day
    monkeypatch.setattr(mono, "clock", lambda state, seat: "night")
    s = effect(arrange(solo(), deck0=["Cookies"], hand0=["junk", "Spyglass"]), "bats")
    assert names(s, s.hands[M]) == ["Spyglass"]


def test_every_deck_has_its_mono_card():
    assert list(mono.MONO_CARDS) == list(editions.REMASTER_ALL)
    assert len({c.name for c in mono.MONO_CARDS.values()}) == 36
    no = {"pandas", "squirrels", "chameleons", "sloths", "olms", "penguins", "turtles", "skinks",
          "beavers", "walruses"}
    assert {k for k, c in mono.MONO_CARDS.items() if not c.acquire} == no
    assert all(c.plus for c in mono.MONO_CARDS.values())  # ruling dale.remaster.mono.plus


@pytest.mark.parametrize("key", list(editions.REMASTER_ALL))
def test_every_effect_runs_on_a_bare_position(key):
    s = arrange(solo(), hand0=["junk", "Spyglass"], deck0=["Cookies", "junk"],
                hand1=["junk", "Nuisance"], deck1=["Sabotage", "junk", "Cookies"],
                market=["Rotten Food", "Cookies", None, None, None], supply=["Spyglass"])
    before = sorted(c for pile in s.hands + s.decks + s.discards + s.stored + [s.bin, s.junk,
                                                                                s.market_deck]
                    for c in pile) + sorted(c for c in s.market if c != EMPTY)
    effect(s, key)
    after = sorted(c for pile in s.hands + s.decks + s.discards + s.stored + [s.bin, s.junk,
                                                                               s.market_deck]
                   for c in pile) + sorted(c for c in s.market if c != EMPTY)
    assert sorted(before) == sorted(after)  # cards only move
    from ludoteca.core.i18n import text

    for entry in s.extra["mono_log"]:  # every step can be told to the player
        assert "{" not in text(mono.describe(entry), "en")


# -- dale.remaster.mono.turn ----------------------------------------------------------------

def test_payment_fewest_cards_then_coins_then_lowest_total():
    s = arrange(solo(), hand1=["junk", "Cookies", "Spyglass", "Swift Broker"])
    assert names(s, mono.payment(s, M, 4)[0]) == ["Spyglass"]
    assert names(s, mono.payment(s, M, 5)[0]) == ["junk", "Spyglass"]  # 1+4 before 2+4
    assert mono.payment(s, M, 9) is None  # 8 in all
    s.coins[M] = 3
    assert mono.payment(s, M, 3) == ((), 3)  # no card at all
    assert mono.payment(s, M, 7) == ((s.hands[M][2],), 3)  # Spyglass and 3 coins
    s.coins[M] = 0
    # overpay: 3 with Spyglass (4)? no, Cookies+junk make 3 in two cards; Spyglass alone is 1
    assert names(s, mono.payment(s, M, 3)[0]) == ["Spyglass"]


def test_stack_fewest_cards_no_mono_cards_no_junk():
    s = arrange(solo(), hand1=["Swift Member", "junk", "Swift Broker", "Cookies", "Shattered Relic"],
                stalls1=2)
    assert names(s, mono.stack(s, M)) == ["Shattered Relic"]  # 3 in one card
    s = arrange(solo(), hand1=["Swift Member", "junk", "Swift Broker", "Cookies", "Nuisance"],
                stalls1=2)
    assert names(s, mono.stack(s, M)) == ["Swift Broker", "Cookies"]  # one animalfolk
    s = arrange(solo(), hand1=["Swift Member", "junk", "Nuisance"], stalls1=2)
    assert mono.stack(s, M) is None


def test_market_first_when_ahead_with_an_acquire_card():
    s = arrange(solo(), hand1=["Swift Member", "Spyglass"], deck1=["junk"] * 3, stalls1=3,
                stalls0=2, market=["Cookies", "Nuisance", None, None, None], active=M)
    mono.play_turn(s)
    log = s.extra["mono_log"]
    assert ["play", "Swift Member"] in log
    assert ["buy", 1, "Nuisance", ["Spyglass"], 0] in log  # leftmost affordable: +1 costs 3
    assert len(s.stalls[M]) == 3
    assert s.active == P


@pytest.mark.parametrize("why", ["not_ahead", "seven", "no_acquire", "no_mono_card"])
def test_build_first_otherwise(why):
    hand = {"no_acquire": ["Loyal Member", "Spyglass"], "no_mono_card": ["Spyglass"],
            "seven": ["Swift Member", "Spyglass", "Favourite Toy", "Shattered Relic"]}.get(
        why, ["Swift Member", "Spyglass"])
    mine, theirs = {"not_ahead": (3, 3), "seven": (7, 2)}.get(why, (3, 2))
    s = arrange(solo(), hand1=hand, deck1=["junk"] * 3, stalls1=mine, stalls0=theirs,
                market=["Cookies", None, None, None, None], active=M)
    mono.play_turn(s)
    log = s.extra["mono_log"]
    builds = [e for e in log if e[0] == "build"]
    assert builds, log
    if why == "seven":  # the 8th stack (Favourite Toy 5 + Shattered Relic 3) ends the game
        assert builds[0] == ["build", ["Favourite Toy", "Shattered Relic"]]
        assert s.winner == M and mono.result(s) == 2 - 8
    else:
        assert builds[0] == ["build", ["Spyglass"]]


def test_build_first_falls_back_to_the_market():
    s = arrange(solo(), hand1=["Cookies"], stalls1=0, market=["Nuisance", None, None, None, None],
                active=M)
    mono.play_turn(s)  # stack 1 needs a 1: none; buys Nuisance (2) with Cookies
    assert ["buy", 0, "Nuisance", ["Cookies"], 0] in s.extra["mono_log"]


def test_a_mono_card_without_plus_ends_the_action_phase(monkeypatch):
    monkeypatch.setitem(RULES.mono, "macaws",
                        mono.MonoCard("Swift Member", True, mono.swift, plus=False))
    s = arrange(solo(), hand1=["Swift Member", "Swift Broker"], deck1=["junk"] * 3, active=M)
    mono.play_turn(s)
    log = s.extra["mono_log"]
    assert ["stop"] in log and not any(e[0] in ("build", "buy") for e in log)


def test_cleanup_refills_market_discards_junk_refills_hand():
    s = arrange(solo(), hand1=["junk", "Spyglass", "junk"], deck1=["Cookies"] + ["junk"] * 5,
                market=[None, "Sabotage", None, None, None], supply=["Nuisance", "Rotten Food"],
                stalls1=3, active=M)
    mono.play_turn(s)  # no Mono card: build first; stack 4 is Spyglass
    assert names(s, s.stalls[M][-1]) == ["Spyglass"]
    assert names(s, s.discards[M]) == ["junk", "junk"]
    assert len(s.hands[M]) == 5
    assert names(s, s.market[:3]) == ["Sabotage", "Rotten Food", "Nuisance"]


def test_mono_cards_reaching_your_hand_go_back_unreplaced():
    s = arrange(solo(), hand0=["Swift Member", "junk"], discard1=["junk"])
    mono.return_mono_cards(s)
    assert names(s, s.hands[P]) == ["junk"] and names(s, s.discards[M]) == ["junk", "Swift Member"]
    s.hands[M].append(s.discards[M].pop())
    m.ditch(s, s.hands[M].pop())  # tossed
    mono.return_mono_cards(s)
    assert names(s, s.discards[M])[-1] == "Swift Member" and not s.bin


# -- dale.remaster.mono.result --------------------------------------------------------------

def test_result_is_your_stacks_minus_monos():
    s = arrange(solo(), stalls0=5, stalls1=5)
    assert mono.result(s) == 0  # a loss
    s = arrange(solo(), stalls0=8, stalls1=6)
    assert mono.result(s) == 2
    with pytest.raises(ValueError):
        mono.result(new_game(2, FOLK, seed=0, rules=RULES))


# -- seeded solo games ----------------------------------------------------------------------

def _conserved_and_ended(g) -> None:
    """The driver checked the cards at every step and replayed the game from its seed; the
    game ended on an 8th stack, and the winner is the one the result names."""
    s = g.state
    assert s.winner is not None
    assert (mono.result(s) > 0) == (s.winner == P)


@pytest.mark.parametrize("seed", range(4))
def test_seeded_games_random_player(seed):
    g = play_checked_game(1, seed, folk=FOLK, rng=f"mono-random-{seed}", rules=RULES,
                          turn_cap=150)
    _conserved_and_ended(g)  # these seeds end: Mono builds its 8th stack by turn 50


@pytest.mark.parametrize("seed", range(4))
def test_seeded_games_greedy_player(seed):
    g = play_checked_game(1, seed, folk=FOLK, rng=f"mono-greedy-{seed}", rules=RULES,
                          policy=greedy_policy(2), turn_cap=300)
    _conserved_and_ended(g)


def test_the_player_decides_every_step_of_a_solo_game():
    import random

    s = solo(5)
    r = random.Random(5)
    while s.winner is None and s.turn < 100:
        assert s.current_player() == P and s.decision().player == P
        s.apply(choose(s.legal_actions(), r))


def test_every_logged_step_is_told_to_the_player():
    from ludoteca.core.i18n import text

    import random
    seen = set()
    for seed in range(6):
        s = solo(seed)
        r = random.Random(seed)
        while s.winner is None and s.turn < 60:
            for entry in s.extra["mono_log"]:
                msg = mono.describe(entry)
                assert "{" not in text(msg, "en"), (entry, text(msg, "en"))
                seen.add(entry[0])
            s.apply(choose(s.legal_actions(), r))
    assert {"turn", "play", "move", "cleanup"} <= seen
    assert text(mono.describe(["move", "junk", "deck:0", "hand:1"]), "en") == \
        "junk: from your deck to Mono's hand."
    assert text(mono.describe(["buy", 4, "Spyglass", [], 8]), "en") == \
        "Mono buys Spyglass from +4, paying nothing and 8 coins."


def test_monos_open_hand_stays_put_when_the_player_samples_a_world():
    import random

    from ludoteca.dale.views import determinize, view

    s = solo(2)
    r = random.Random(2)
    for _ in range(30):
        if s.winner is not None:
            break
        s.apply(choose(s.legal_actions(), r))
        t = determinize(s, P, random.Random(7))
        assert t.hands[M] == s.hands[M]
        assert view(s, P)["mono_hand"] == names(s, s.hands[M])
        assert view(s, P)["mono_result"] == mono.result(s)
