"""pax.load.meeple and pax.load.treasure_legality — hand-worked with the sample.

Vacant Colonies: Alice verde-2; Bruno verde-3, roja-1 (bruno-g1 already carries a Citizen);
Chiara alta-1. Galleon capacity 2. Treasure values (invented): CONQUISTADOR export $0 score 3;
SMUGGLER bribe $1 score 2; PRIVATEER crown claims +1 score 1; PILLAGE loot $0 score 1.
"""

from __future__ import annotations

from ludoteca.pax import engine as E

from pax_helpers import refused


def test_meeple_emigration_of_a_citizen_is_free(sample):
    msg = E.load(sample, "alice-g1", "citizen", "verde-cathedral")
    assert msg == "Galleon alice-g1 takes aboard a Citizen emigrating from Cathedral verde-cathedral."
    assert sample.galleon("alice-g1").cargo == ["citizen"]
    assert sample.cathedral("verde-cathedral")[1].citizens == 0
    assert sample.player("Alice").money == 5


def test_meeple_refused_without_a_vacant_colony(sample):
    sample.colony("verde-2")[1].labor = "native"          # Alice has no vacant Colony now
    err = refused("pax.load.meeple", E.load, sample, "alice-g1", "citizen", "verde-cathedral")
    assert "Alice has 0 vacant Colony(ies) and already carries 0 Meeple(s)" in str(err)
    assert sample.galleon("alice-g1").cargo == []


def test_meeple_refused_when_every_vacant_colony_is_spoken_for(sample):
    """Ruling (pax.load.meeple): one vacant Colony per Meeple aboard."""
    E.load(sample, "bruno-g1", "citizen", "verde-cathedral")  # Bruno: 2 vacant, 2 aboard now
    sample.cathedral("verde-cathedral")[1].citizens = 1
    err = refused("pax.load.meeple", E.load, sample, "bruno-g2", "citizen", "verde-cathedral")
    assert "Bruno has 2 vacant Colony(ies) and already carries 2 Meeple(s)" in str(err)


def test_meeple_unloaded_into_a_vacant_colony_of_the_owner(sample):
    """Ruling (pax.load.meeple): a Meeple is unloaded into a vacant Colony of the owner in a
    land zone bordering the Galleon's sea zone; the Colony then has that labor."""
    err = refused("pax.load.meeple", E.unload_meeple, sample, "bruno-g1", "citizen", "verde-2")
    assert "Colony verde-2 is not a vacant Colony of Bruno" in str(err)
    err = refused("pax.load.meeple", E.unload_meeple, sample, "bruno-g1", "native", "verde-3")
    assert "Galleon bruno-g1 carries no native" in str(err)
    err = refused("pax.load.meeple", E.unload_meeple, sample, "bruno-g1", "citizen", "alta-1")
    assert "does not border Sierra Alta" in str(err)
    msg = E.unload_meeple(sample, "bruno-g1", "citizen", "verde-3")
    assert msg == "Galleon bruno-g1 unloads a Citizen into Colony verde-3, which now has labor."
    assert sample.galleon("bruno-g1").cargo == []
    assert sample.colony("verde-3")[1].labor == "citizen"


def test_meeple_native_needs_a_won_battle(sample):
    err = refused("pax.load.meeple", E.load, sample, "bruno-g2", "native", "alta-tribe")
    assert "Bruno has not won a battle against alta-tribe this year" in str(err)
    setup = E.battle_setup(sample, "Sierra Alta", "Bruno", "alta-tribe")
    E.record_battle(sample, E.resolve_battle(sample, setup, {"Chiara": "attacker"},
                                             {"Chiara": "Musket Drill"}))
    E.load(sample, "bruno-g2", "native", "alta-tribe")
    assert sample.galleon("bruno-g2").cargo == ["native"]
    assert sample.tribal_site("alta-tribe")[1].natives == 2


def test_meeple_refused_out_of_reach_or_in_a_full_hold(sample):
    err = refused("pax.load.meeple", E.load, sample, "alice-g1", "citizen", "viejo-cathedral")
    assert "Mar Sereno, which does not border Puerto Viejo" in str(err)
    sample.galleon("alice-g1").cargo = ["treasure", "treasure"]
    err = refused("pax.load.meeple", E.load, sample, "alice-g1", "citizen", "verde-cathedral")
    assert "already carries 2 of 2" in str(err)


def test_treasure_by_legality_export_and_crown_claims(sample):
    msg = E.load(sample, "alice-g1", "treasure", "Isla Verde")
    assert msg == ("Galleon alice-g1 loads a Treasure at Isla Verde (CONQUISTADOR: export "
                   "legally): pays $0, crown claims +0.")
    E.load(sample, "bruno-g1", "treasure", "Isla Verde")
    bruno = sample.player("Bruno")
    assert (bruno.money, bruno.claims) == (3, 1)          # PRIVATEER: crown claims +1
    assert sample.zone("Isla Verde").treasure == 0
    refused("pax.load.treasure_legality", E.load, sample, "bruno-g2", "treasure", "Isla Verde")


def test_treasure_bribe_costs_the_scenario_price(sample):
    g = sample.galleon("chiara-g1")
    g.sea, g.cargo = "Mar Sereno", []
    err = refused("pax.load.treasure_legality", E.load, sample, "chiara-g1", "treasure",
                  "Costa Roja")
    assert "Chiara has $0, which is not enough to pay $1" in str(err)
    sample.player("Chiara").money = 2
    msg = E.load(sample, "chiara-g1", "treasure", "Costa Roja")
    assert "(SMUGGLER: bribe): pays $1" in msg
    assert (sample.player("Chiara").money, sample.fund) == (1, 5)


def test_treasure_needs_a_flagship_legality(sample):
    sample.player("Alice").flagship = ""
    err = refused("pax.load.treasure_legality", E.load, sample, "alice-g1", "treasure", "Isla Verde")
    assert "Alice's Flagship has no Legality" in str(err)


def test_treasure_scores_by_legality_when_unloaded_in_europe(sample):
    assert "Chiara scores 2 (SMUGGLER)" in E.unload_treasure(sample, "chiara-g1")
    assert sample.player("Chiara").treasure_points == 2
    refused("pax.load.treasure_legality", E.unload_treasure, sample, "chiara-g1")
    sample.galleon("alice-g1").cargo = ["treasure"]
    err = refused("pax.load.treasure_legality", E.unload_treasure, sample, "alice-g1")
    assert "Mar Sereno is not in Europe" in str(err)
