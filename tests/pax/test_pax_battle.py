"""pax.battle.strength, pax.battle.support, pax.battle.winner — hand-worked with the sample.

Isla Verde (bordered by Mar Sereno and Canal Hondo):
  Alice: verde-1 (fort, Citizen) and verde-2 (empty), Galleon alice-g1 in Mar Sereno -> 4
  Bruno: verde-3 (empty); bruno-g1 in Mar Sereno carrying a Citizen, bruno-g2 in Canal Hondo
         -> fleet 2 (the carried Citizen counts 0)
  Chiara: verde-4 (Citizen), no Galleon near -> 2
"""

from __future__ import annotations

import pytest

from ludoteca.core.errors import BadInput
from ludoteca.pax import engine as E

from pax_helpers import refused


def fight(s, zone, attacker, target, sides):
    setup = E.battle_setup(s, zone, attacker, target)
    return setup, E.resolve_battle(s, setup, sides)


def test_strength_fort_adds_one_to_the_target_colony(sample):
    with_fort = E.battle_setup(sample, "Isla Verde", "Bruno", "verde-1")
    without = E.battle_setup(sample, "Isla Verde", "Bruno", "verde-2")
    assert (with_fort.attack, with_fort.defence) == (2, 5)
    assert (without.attack, without.defence) == (2, 4)
    assert with_fort.detail == "fleet 2 Galleon(s) vs Alice's tokens 4 + fort 1"


def test_strength_transported_citizens_count_zero(sample):
    assert E.fleet_strength(sample, "Bruno", sample.zone("Isla Verde")) == 2
    sample.galleon("bruno-g2").cargo = ["citizen", "citizen"]
    assert E.battle_setup(sample, "Isla Verde", "Bruno", "verde-2").attack == 2


def test_strength_rebels_count_one_each(sample):
    setup = E.battle_setup(sample, "Costa Roja", "Alice", "rebels")
    assert (setup.attack, setup.defence, setup.supporters) == (1, 2, ["Bruno"])
    assert setup.support == {"Bruno": 2}  # Colony roja-1 and Galleon bruno-g1


def test_strength_refusals(sample):
    err = refused("pax.battle.strength", E.battle_setup, sample, "Isla Verde", "Chiara", "verde-1")
    assert "Chiara has no Galleon in a sea zone bordering Isla Verde" in str(err)
    err = refused("pax.battle.strength", E.battle_setup, sample, "Isla Verde", "Alice", "verde-1")
    assert "cannot attack their own Colony verde-1" in str(err)
    refused("pax.battle.strength", E.battle_setup, sample, "Isla Verde", "Bruno", "roja-1")
    refused("pax.battle.strength", E.battle_setup, sample, "Sierra Alta", "Bruno", "rebels")


def test_support_every_other_player_with_tokens_picks_a_side(sample):
    setup = E.battle_setup(sample, "Isla Verde", "Bruno", "verde-1")
    assert setup.supporters == ["Chiara"] and setup.support == {"Chiara": 2}
    err = refused("pax.battle.support", E.resolve_battle, sample, setup, {})
    assert "Chiara must choose a side" in str(err)
    refused("pax.battle.support", E.resolve_battle, sample, setup, {"Chiara": "neutral"})
    err = refused("pax.battle.support", E.resolve_battle, sample, setup,
                  {"Chiara": "attacker", "Alice": "target"})
    assert "Alice has no tokens in Isla Verde (or is the attacker or the target)" in str(err)


def test_winner_higher_total_wins(sample):
    _, r = fight(sample, "Costa Roja", "Alice", "rebels", {"Bruno": "attacker"})
    assert (r.attack_total, r.defence_total, r.winner) == (3, 2, "attacker")
    _, r = fight(sample, "Isla Verde", "Bruno", "verde-1", {"Chiara": "attacker"})
    assert (r.attack_total, r.defence_total, r.winner) == (4, 5, "target")


def test_winner_tie_goes_to_the_target(sample):
    _, r = fight(sample, "Isla Verde", "Bruno", "verde-2", {"Chiara": "attacker"})
    assert (r.attack_total, r.defence_total, r.winner) == (4, 4, "target")
    assert r.lines()[-1] == ("The target verde-2 wins the battle in Isla Verde (a tie goes to "
                             "the target).")
    # Alice attacks Bruno's verde-3: fleet 1 + Chiara 2 against Colony 1 + Galleons 2.
    _, r = fight(sample, "Isla Verde", "Alice", "verde-3", {"Chiara": "attacker"})
    assert (r.attack_total, r.defence_total, r.winner) == (3, 3, "target")


def test_winner_against_a_tribal_site_is_recorded(sample):
    _, r = fight(sample, "Sierra Alta", "Bruno", "alta-tribe", {"Chiara": "attacker"})
    assert (r.attack_total, r.defence_total, r.winner) == (2, 1, "attacker")
    E.record_battle(sample, r)
    b = sample.battles[-1]
    assert (b.year, b.zone, b.attacker, b.target, b.winner) == (
        1, "Sierra Alta", "Bruno", "alta-tribe", "attacker")


def test_unknown_zone_or_target_is_bad_input(sample):
    with pytest.raises(BadInput, match="unknown land zone 'Atlantis'"):
        E.battle_setup(sample, "Atlantis", "Bruno", "verde-1")
    with pytest.raises(BadInput, match="target: 'fort-x'"):
        E.battle_setup(sample, "Isla Verde", "Bruno", "fort-x")
