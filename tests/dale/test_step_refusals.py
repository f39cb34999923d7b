"""Refusals in the middle of an effect name the rule the move breaks (issue 26, item 3).

The audit (tests/dale/step_refusal_audit.py) plays every technique and ability of an edition
from a hand that holds it, and seeded random games over the edition's whole box, and at every
step an effect asks for it sends plausible wrong moves through the public check
(``engine.check``, the path of ``ludoteca check`` and ``DaleGame``): a main action, ``done`` /
``pass`` where not offered, a card not among the choices, a seat, slot or number out of range
or not allowed, a part too few or too many, a legal move of another moment. Every one must be
refused with the state unchanged; one of the step's kind must name a rule other than
``dale.turn.one_action`` with a reason that says why (not the bare "not one of the choices");
every refusal is said in en, ca, es, it and fr (its template translated in each) and names the
card whose step it is (``ludoteca.dale.refusals``).
"""

from __future__ import annotations

import pytest

from ludoteca.core.catalogue import REASONS
from ludoteca.core.i18n import catalogue

from step_refusal_audit import GENERIC, LANGS, Audit, audit_edition, audit_games

#: Seeds of the card-by-card audit and of the random games, per edition (a few seconds in all).
PLAN = {"classic": ((3, 4, 6), range(24)), "remaster": ((3, 4, 6), range(24))}
#: At least this many step kinds are reached (of the edition's declared ones; the rest are
#: steps of the other edition, or moments random play does not reach).
LEAST = {"classic": 140, "remaster": 170}


def _audit(edition: str) -> Audit:
    seeds, games = PLAN[edition]
    audit = Audit()
    for seed in seeds:
        part = audit_edition(edition, seed=seed)
        for name in ("refusals", "accepted", "changed", "crashed"):
            getattr(audit, name).extend(getattr(part, name))
        audit.kinds |= part.kinds
        for k, v in part.tried.items():
            audit.tried[k] = audit.tried.get(k, 0) + v
    return audit_games(edition, games, players=4, audit=audit)


@pytest.fixture(scope="module", params=["classic", "remaster"])
def audit(request):
    return request.param, _audit(request.param)


def _translated(reason: str | None, lang: str) -> bool:
    entry = catalogue(lang).lookup(f"reason.{reason}", REASONS[reason])
    return entry is not None and bool(entry.strings and entry.strings[0])


def test_every_wrong_move_is_refused_and_changes_nothing(audit):
    edition, a = audit
    assert len(a.kinds) >= LEAST[edition], sorted(a.kinds)
    assert len(a.refusals) > 3000
    assert a.crashed == [] and a.accepted == [] and a.changed == []


def test_a_wrong_move_of_the_steps_kind_names_the_rule_it_breaks(audit):
    _edition, a = audit
    generic = [(x.kind, x.action, x.rule, x.reason) for x in a.refusals if x.of_kind
               and (x.rule == "dale.turn.one_action" or x.reason in GENERIC)]
    assert generic == []
    # the kinds of reason the audit meets: each says why
    reasons = {x.reason for x in a.refusals if x.of_kind}
    assert {"step_no_stop", "step_form", "step_not_in_hand", "step_not_seen", "step_no_seat",
            "step_self", "step_range", "step_no_slot", "step_because"} <= reasons


def test_a_move_of_another_kind_names_the_card_that_waits(audit):
    _edition, a = audit
    other = [x for x in a.refusals if not x.of_kind and x.card is not None]
    assert other
    for x in other:
        assert (x.rule, x.reason) == ("dale.turn.one_action", "step_not_now"), (x.kind, x.action)


def test_every_refusal_is_said_in_five_languages_and_names_the_card(audit):
    _edition, a = audit
    for x in a.refusals:
        assert x.reason in REASONS, (x.kind, x.action, x.reason)
        for lang in LANGS[1:]:
            assert _translated(x.reason, lang), (x.reason, lang)
        if x.card is not None:
            for lang in LANGS:
                assert x.card in x.texts[lang], (x.kind, x.action, lang, x.texts[lang])
        assert len({x.texts[lang] for lang in LANGS}) > 1, x.texts


def test_the_main_verbs_of_the_refusals_are_the_turns():
    # ludoteca.dale.refusals sits below ludoteca.dale.turn and keeps its own copy
    from ludoteca.dale import refusals, turn

    assert refusals.MAIN_VERBS == set(turn.CHECK)
    assert {v: turn.CHECK[v] for v in refusals.MAIN_AT_STEPS} == {
        "buy": turn.check_buy_main, "build": turn.check_stack}
