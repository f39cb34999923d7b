"""pax.battle.strength, pax.battle.support, pax.battle.winner — hand-worked with the sample.

Isla Verde (bordered by Mar Sereno and Canal Hondo):
  Alice: verde-1 (fort, Citizen) and verde-2 (empty), Galleon alice-g1 in Mar Sereno -> 4
  Bruno: verde-3 (empty); bruno-g1 in Mar Sereno carrying a Citizen, bruno-g2 in Canal Hondo
         -> fleet 2 (the carried Citizen counts 0)
  Chiara: verde-4 (Citizen), no Galleon near -> 2
Battle cards in hand: Bruno holds Broadside, Chiara holds Musket Drill, Alice holds none.
"""

from __future__ import annotations

import pytest

from ludoteca.core.errors import BadInput
from ludoteca.pax import engine as E

from pax_helpers import refused


CARDS = {"Bruno": "Broadside", "Chiara": "Musket Drill"}


def fight(s, zone, attacker, target, sides):
    setup = E.battle_setup(s, zone, attacker, target)
    return setup, E.resolve_battle(s, setup, sides, {n: CARDS[n] for n in sides if n in CARDS})


def test_strength_fort_adds_one_to_the_target_colony(sample):
    with_fort = E.battle_setup(sample, "Isla Verde", "Bruno", "verde-1")
    without = E.battle_setup(sample, "Isla Verde", "Bruno", "verde-2")
    assert (with_fort.attack, with_fort.defence) == (2, 5)
    assert (without.attack, without.defence) == (2, 4)
    assert with_fort.detail == "fleet 2 against 4 token(s) of Alice + fort 1"


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
    refused("pax.battle.support", E.resolve_battle, sample, setup, {"Chiara": "neutral"},
            {"Chiara": "Musket Drill"})
    err = refused("pax.battle.support", E.resolve_battle, sample, setup,
                  {"Chiara": "attacker", "Alice": "target"}, {"Chiara": "Musket Drill"})
    assert "Alice has no tokens in Isla Verde (or is the attacker or the target)" in str(err)


def test_support_is_chosen_by_playing_a_battle_card_from_hand(sample):
    """pax.battle.support: a supporter holding Battle cards plays one to choose a side."""
    setup = E.battle_setup(sample, "Isla Verde", "Bruno", "verde-1")
    assert setup.cards == {"Chiara": ["Musket Drill"]}
    # one Battle card: naming it is not needed (the short form has one reading)
    assert E.resolve_battle(sample, setup, {"Chiara": "attacker"}).played == {
        "Chiara": "Musket Drill"}
    two = sample.clone()
    two.player("Chiara").hand.append("Ambush at Dawn")
    setup2 = E.battle_setup(two, "Isla Verde", "Bruno", "verde-1")
    err = refused("pax.battle.support", E.resolve_battle, two, setup2, {"Chiara": "attacker"})
    assert ("Chiara chooses a side by playing one of the Battle cards in hand; name it "
            "(Musket Drill, Ambush at Dawn)") in str(err)
    assert E.resolve_battle(two, setup2, {"Chiara": "target"},
                            {"Chiara": "Ambush at Dawn"}).played == {"Chiara": "Ambush at Dawn"}
    err = refused("pax.battle.support", E.resolve_battle, sample, setup, {"Chiara": "attacker"},
                  {"Chiara": "Tobacco Fair"})                       # a Market card
    assert "Tobacco Fair is not a Battle card in the hand of Chiara" in str(err)
    r = E.resolve_battle(sample, setup, {"Chiara": "attacker"}, {"Chiara": "musket drill"})
    assert r.played == {"Chiara": "Musket Drill"}
    assert r.lines()[0] == "Sides: Chiara supports the attacker with Musket Drill (+2)."
    E.record_battle(sample, r)                                      # the card is spent
    assert sample.player("Chiara").hand == ["Tobacco Fair"]
    assert sample.deck("Main").discard == ["Musket Drill"]


def test_support_without_a_battle_card_still_chooses_a_side(sample):
    """Ruling (pax.battle.support): no Battle card in hand -> a side all the same, no card;
    neutrality stays forbidden."""
    sample.player("Chiara").hand = ["Tobacco Fair"]
    setup = E.battle_setup(sample, "Isla Verde", "Bruno", "verde-1")
    assert setup.cards == {"Chiara": []}
    refused("pax.battle.support", E.resolve_battle, sample, setup, {})
    r = E.resolve_battle(sample, setup, {"Chiara": "target"})
    assert (r.attack_total, r.defence_total, r.played) == (2, 7, {})
    assert r.lines()[0] == "Sides: Chiara supports the target (+2)."


def test_support_a_player_whose_only_tokens_are_bordering_galleons_chooses_a_side(sample):
    """Galleons in a bordering sea count for a side's strength, so their owner is one of the
    players with tokens there (ruling, pax.battle.support)."""
    sample.galleon("chiara-g1").sea = "Canal Hondo"      # borders Sierra Alta
    setup = E.battle_setup(sample, "Sierra Alta", "Chiara", "alta-tribe")
    # Bruno has no land token in Sierra Alta, only bruno-g2 in Canal Hondo
    assert (setup.attack, setup.defence) == (1, 1)
    assert setup.supporters == ["Bruno"] and setup.support == {"Bruno": 1}
    r = E.resolve_battle(sample, setup, {"Bruno": "target"}, {"Bruno": "Broadside"})
    assert (r.attack_total, r.defence_total, r.winner) == (1, 2, "target")


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
    with pytest.raises(BadInput, match="unknown land zone Atlantis"):
        E.battle_setup(sample, "Atlantis", "Bruno", "verde-1")
    with pytest.raises(BadInput, match="target: fort-x"):
        E.battle_setup(sample, "Isla Verde", "Bruno", "fort-x")


def test_support_listed_supporters_are_exactly_those_check_side_accepts(sample):
    """pax.battle.support, every battle the sample allows: the players asked to choose a side
    are exactly those `check_side` accepts; every other player is refused as no supporter."""
    from ludoteca.core.errors import IllegalAction

    seen = 0
    for zone in sample.land:
        targets = [c.id for c in zone.colonies] + [t.id for t in zone.tribal_sites] + ["rebels"]
        for attacker in sample.order:
            for target in targets:
                try:
                    setup = E.battle_setup(sample, zone.name, attacker, target)
                except IllegalAction:
                    continue
                seen += 1
                for name in sample.order:
                    try:
                        E.check_side(setup, sample, name, "attacker")
                        accepted = True
                    except IllegalAction as err:
                        accepted = err.reason != "pax_not_supporter"
                    assert accepted == (name in setup.supporters), (zone.name, attacker, target, name)
                    counts = E.side_strength(sample, name, zone) > 0
                    assert (name in setup.supporters) == (
                        counts and name not in (attacker, setup.target_owner))
    # Isla Verde: Alice 3 targets, Bruno 4; Costa Roja: Alice 3, Bruno 2; Sierra Alta: Bruno 2
    assert seen == 14
