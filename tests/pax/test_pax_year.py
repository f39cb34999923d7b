"""pax.year.cycle and pax.goods.steps, with the invented sample scenario."""

from __future__ import annotations

import pytest

from ludoteca.core.errors import BadInput
from ludoteca.pax import engine as E
from ludoteca.pax.scenario import GOODS_STEPS

from pax_helpers import at, refused


def finish_goods_year(s):
    for step in GOODS_STEPS:
        if step == "labor":
            E.kidnap(s, "alta-1", "alta-visit")  # Chiara's only source: mandatory
        E.do_step(s, step)


def test_year_cycle_runs_d1_to_d4_then_a_new_year(sample):
    finish_goods_year(sample)
    assert (sample.phase, sample.step) == ("goods", "done")
    assert E.advance(sample) == "auction"
    assert E.advance(sample) == "play" and sample.turn == "Alice"
    for _ in range(3):
        E.end_turn(sample)
    assert sample.turn == ""
    assert E.advance(sample) == "navigation"
    assert E.advance(sample) == "goods"
    assert (sample.year, sample.step) == (2, "player_order")


def test_year_cycle_refuses_skipping_a_phase(sample):
    finish_goods_year(sample)
    err = refused("pax.year.cycle", E.advance, sample, "play")
    assert "Auction Year (D2)" in str(err) and "not the Play Year (D3)" in str(err)
    assert sample.phase == "goods"


def test_year_cycle_refuses_leaving_the_play_year_with_turns_left(sample):
    at(sample, "play", turn="Bruno")
    err = refused("pax.year.cycle", E.advance, sample)
    assert "Bruno still has a play turn" in str(err)


def test_year_cycle_procedures_belong_to_their_phase(sample):
    err = refused("pax.year.cycle", E.auction_lot, sample)
    assert "Auction Year (D2)" in str(err) and "Goods Year (D1) of year 1" in str(err)
    refused("pax.year.cycle", E.end_turn, sample)


def test_goods_steps_cannot_leave_the_goods_year_unfinished(sample):
    E.do_step(sample, "player_order")
    err = refused("pax.goods.steps", E.advance, sample)
    assert "the next step is 'Reactivate cathedrals'" in str(err)


def test_goods_steps_go_in_their_order(sample):
    err = refused("pax.goods.steps", E.do_step, sample, "income")
    assert "is 'Update player order', not 'Pay income'" in str(err)
    E.do_step(sample, "player_order")
    refused("pax.goods.steps", E.do_step, sample, "labor")
    assert sample.step == "reactivate_cathedrals"


def test_goods_steps_effects_hand_worked(sample):
    E.do_step(sample, "player_order", order=["Chiara", "Alice", "Bruno"])
    assert sample.order == ["Chiara", "Alice", "Bruno"]
    assert not sample.zone("Isla Verde").cathedrals[0].active
    assert E.do_step(sample, "reactivate_cathedrals") == "1 Cathedral reactivated."
    assert sample.zone("Isla Verde").cathedrals[0].active
    E.kidnap(sample, "alta-1", "alta-visit")
    E.do_step(sample, "labor")
    E.do_step(sample, "mortality", vacate=["verde-1"])
    assert sample.colony("verde-1")[1].labor == ""
    E.do_step(sample, "chests")
    E.do_step(sample, "slave_loss")
    E.do_step(sample, "income")
    # scenario incomes: Alice 5+2, Bruno 3+1, Chiara 0+2
    assert [p.money for p in sample.players] == [7, 4, 2]
    assert sample.step == "done"
    refused("pax.goods.steps", E.do_step, sample, "income")


def test_goods_steps_player_order_must_name_everyone(sample):
    with pytest.raises(BadInput, match="every player exactly once"):
        E.do_step(sample, "player_order", order=["Alice", "Alice", "Bruno"])
    assert sample.step == "player_order"
