"""pax.labor.sources, pax.labor.kidnap_last_resort, pax.labor.kidnap_forbidden."""

from __future__ import annotations

import pytest

from ludoteca.core.errors import BadInput, IllegalAction
from ludoteca.pax import engine as E

from pax_helpers import refused

from testkit import examples


def test_labor_sources_hiring_costs_one_dollar_and_uses_the_cathedral(labor):
    msg = E.hire(labor, "verde-2", "verde-cathedral")
    assert "for $1" in msg
    alice = labor.player("Alice")
    cat = labor.cathedral("verde-cathedral")[1]
    assert (alice.money, cat.citizens, cat.active) == (4, 0, False)
    assert labor.colony("verde-2")[1].labor == "citizen"


def test_labor_sources_kidnapping_takes_a_native_from_a_visit(labor):
    E.kidnap(labor, "alta-1", "alta-visit")
    assert labor.visit("alta-visit")[1].natives == 0
    assert labor.colony("alta-1")[1].labor == "native"


def test_labor_sources_kidnapping_only_in_the_colony_land_zone(labor):
    err = refused("pax.labor.sources", E.kidnap, labor, "verde-2", "alta-visit")
    assert "alta-visit is in Sierra Alta, not in Isla Verde where Colony verde-2 is" in str(err)


def test_labor_sources_hiring_only_from_a_cathedral_of_the_colony_land_zone(labor):
    """Ruling (pax.labor.sources): a Citizen is hired from a Cathedral of the Colony's own
    land zone (Citizens reach other zones by emigration aboard a Galleon)."""
    err = refused("pax.labor.sources", E.hire, labor, "verde-2", "viejo-cathedral")
    assert "viejo-cathedral is in Puerto Viejo, not in Isla Verde where Colony verde-2 is" in str(err)
    assert labor.cathedral("viejo-cathedral")[1].citizens == 3


def test_labor_sources_refuses_a_colony_that_has_labor(labor):
    err = refused("pax.labor.sources", E.hire, labor, "verde-1", "verde-cathedral")
    assert "already has its labor (Citizen)" in str(err)


def test_labor_sources_refuses_hiring_without_a_dollar(labor):
    labor.zone("Sierra Alta").cathedrals.append(
        type(labor.zone("Isla Verde").cathedrals[0])("alta-cathedral", True, 2))
    err = refused("pax.labor.sources", E.hire, labor, "alta-1", "alta-cathedral")
    assert "Chiara has $0, which is not enough to pay $1" in str(err)
    # and because Chiara cannot pay, the Cathedral is no other source: she may kidnap
    E.kidnap(labor, "alta-1", "alta-visit")


def test_labor_sources_refuses_a_used_cathedral(labor):
    E.hire(labor, "verde-2", "verde-cathedral")
    labor.cathedral("verde-cathedral")[1].citizens = 1
    err = refused("pax.labor.sources", E.hire, labor, "verde-3", "verde-cathedral")
    assert "already been used" in str(err)


def test_labor_sources_only_in_the_labor_step(sample):
    err = refused("pax.goods.steps", E.hire, sample, "verde-2", "verde-cathedral")
    assert "labor step" in str(err)


def test_kidnap_last_resort_is_no_ban_while_a_cathedral_could_supply(labor):
    """pax.labor.kidnap_last_resort makes kidnapping mandatory only when no other source
    exists; it never forbids it (issue 13, part 5: `kidnap verde-2 from verde-tribe`)."""
    assert E.hire_sources(labor, *labor.colony("verde-2")) == ["verde-cathedral"]
    msg = E.kidnap(labor, "verde-2", "verde-tribe")
    assert msg == "Alice kidnaps a native from Tribal Site verde-tribe: Colony verde-2 has labor."
    assert labor.tribal_site("verde-tribe")[1].natives == 1
    assert labor.colony("verde-2")[1].labor == "native"
    assert labor.player("Alice").money == 5                  # kidnapping costs nothing


def test_kidnap_last_resort_allowed_once_the_cathedral_is_used(labor):
    E.hire(labor, "verde-2", "verde-cathedral")          # Alice takes the only Citizen
    E.kidnap(labor, "verde-3", "verde-tribe")            # now Bruno has no other source
    assert labor.tribal_site("verde-tribe")[1].natives == 1


def test_kidnap_last_resort_is_mandatory_when_it_is_the_only_source(labor):
    assert E.mandatory_kidnaps(labor) == [("alta-1", ["alta-visit"])]
    err = refused("pax.labor.kidnap_last_resort", E.do_step, labor, "labor")
    assert "alta-1" in str(err) and "alta-visit" in str(err)
    E.kidnap(labor, "alta-1", "alta-visit")
    E.do_step(labor, "labor")                            # hiring is never compulsory
    assert labor.step == "mortality"


def test_ending_labor_is_judged_by_one_check(labor):
    """step_problem is what do_step raises and what the companion uses to offer the ending."""
    problem = E.step_problem(labor, "labor")
    assert problem is not None and problem.rule_id == "pax.labor.kidnap_last_resort"
    err = refused("pax.labor.kidnap_last_resort", E.do_step, labor, "labor")
    assert (err.reason, err.values) == (problem.reason, problem.values)
    E.kidnap(labor, "alta-1", "alta-visit")
    assert E.step_problem(labor, "labor") is None
    assert E.step_problem(labor, "mortality").rule_id == "pax.goods.steps"   # not yet


def test_kidnap_forbidden_in_a_rebel_zone(labor):
    err = refused("pax.labor.kidnap_forbidden", E.kidnap, labor, "roja-1", "roja-tribe")
    assert "Costa Roja is a rebel land zone" in str(err)
    assert labor.tribal_site("roja-tribe")[1].natives == 1


def test_kidnap_forbidden_at_a_wild_tribal_site(labor):
    err = refused("pax.labor.kidnap_forbidden", E.kidnap, labor, "alta-1", "alta-tribe")
    assert "alta-tribe is a wild Tribal Site" in str(err)


def test_labor_choices_list_exactly_the_legal_actions(labor):
    """Every Cathedral that can supply, and every kidnapping the rules allow; roja-1 is in a
    rebel zone (no kidnapping), Chiara has $0 (no hiring) and alta-tribe is wild."""
    texts = [(c.owner, c.text()) for c in E.labor_choices(labor)]
    assert texts == [("Alice", "hire verde-2 from verde-cathedral"),
                     ("Alice", "kidnap verde-2 from verde-tribe"),   # offered: not a last resort
                     ("Bruno", "hire verde-3 from verde-cathedral"),
                     ("Bruno", "kidnap verde-3 from verde-tribe"),
                     ("Chiara", "kidnap alta-1 from alta-visit")]
    E.hire(labor, "verde-3", "verde-cathedral")
    texts = [c.text() for c in E.labor_choices(labor)]
    assert texts == ["kidnap verde-2 from verde-tribe", "kidnap alta-1 from alta-visit"]
    # verde-2 now has kidnapping as its only source: ending the step needs it done
    assert [c for c, _ in E.mandatory_kidnaps(labor)] == ["verde-2", "alta-1"]


def test_labor_choices_are_exactly_what_the_checks_accept(labor):
    """One definition: every (colony, source) pair is offered iff hire/kidnap accepts it."""
    offered = {(c.verb, c.colony, c.source) for c in E.labor_choices(labor)}
    sources = [("hire", c.id) for z in labor.land for c in z.cathedrals]
    sources += [("kidnap", x.id) for z in labor.land for x in [*z.tribal_sites, *z.visits]]
    for z in labor.land:
        for col in z.colonies:
            for verb, src in sources:
                trial = labor.clone()
                try:
                    (E.hire if verb == "hire" else E.kidnap)(trial, col.id, src)
                    accepted = True
                except IllegalAction:
                    accepted = False
                assert accepted == ((verb, col.id, src) in offered), (verb, col.id, src)


def test_unknown_names_are_bad_input(labor):
    with pytest.raises(BadInput, match="unknown Colony nowhere"):
        E.hire(labor, "nowhere", "verde-cathedral")
    with pytest.raises(BadInput, match="neither a Tribal Site nor a Visit"):
        E.kidnap(labor, "verde-2", "verde-cathedral")


from hypothesis import given, settings
from hypothesis import strategies as st


@settings(max_examples=examples(60), deadline=None, derandomize=True)
@given(money=st.lists(st.integers(0, 2), min_size=3, max_size=3),
       cathedrals=st.lists(st.tuples(st.booleans(), st.integers(0, 2)), min_size=2, max_size=2),
       natives=st.lists(st.integers(0, 2), min_size=4, max_size=4),
       rebel=st.booleans(), wild=st.booleans())
def test_offered_labor_is_exactly_what_is_accepted_in_random_states(money, cathedrals, natives,
                                                                    rebel, wild):
    """pax.labor.*: the choices `goods-year` offers are exactly those hire/kidnap accept, and
    the labor step can end exactly when no empty Colony is left with kidnapping as its only
    source (pax.labor.kidnap_last_resort), in states drawn at random."""
    from ludoteca.pax.scenarios import load_sample

    s = load_sample()
    s.step = "labor"
    for p, m in zip(s.players, money):
        p.money = m
    cats = [c for z in s.land for c in z.cathedrals]
    for c, (active, citizens) in zip(cats, cathedrals):
        c.active, c.citizens = active, citizens
    sources = [x for z in s.land for x in [*z.tribal_sites, *z.visits]]
    for src, n in zip(sources, natives):
        src.natives = n
    s.zone("Isla Verde").rebel = rebel
    s.tribal_site("verde-tribe")[1].wild = wild
    offered = {(c.verb, c.colony, c.source) for c in E.labor_choices(s)}
    accepted = set()
    for z in s.land:
        for col in z.colonies:
            for verb, ids in (("hire", [c.id for c in cats]), ("kidnap", [x.id for x in sources])):
                for ident in ids:
                    trial = s.clone()
                    try:
                        (E.hire if verb == "hire" else E.kidnap)(trial, col.id, ident)
                        accepted.add((verb, col.id, ident))
                    except IllegalAction:
                        pass
    assert offered == accepted
    only_kidnap = {col for (_, col, _) in offered} - {col for (v, col, _) in offered if v == "hire"}
    assert (E.step_problem(s, "labor") is None) == (not only_kidnap)
