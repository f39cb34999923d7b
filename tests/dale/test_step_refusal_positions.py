"""Refusals in the middle of an effect, by hand (issue 26, item 3): positions written at a
pending step of a card's effect (tests/dale/positions/step_refusal_*.toml, their headers say
how each case was worked out) are checked through ``ludoteca check`` in English, Catalan,
Spanish, Italian and French, and through the Python API (the rule id, the state unchanged).
The English texts are also the files' own ``[[expect]]`` entries (tests/dale/test_positions_cli.py).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ludoteca.cli.main import main
from ludoteca.core.catalogue import rule_page
from ludoteca.dale.positions import load_position

from testkit.dale import refused

POS = Path(__file__).parent / "positions"

#: (file, action, rule, {lang: the refusal's text}), the texts worked out from each case.
CASES = [
    ("step_refusal_spyglass", "keep Spyglass", "dale.technique.play", {
        "en": "Spyglass: Spyglass is not among the cards this effect puts before you.",
        "ca": "Spyglass: Spyglass no és entre les cartes que aquest efecte et posa al davant.",
        "fr": "Spyglass : Spyglass n'est pas parmi les cartes que cet effet te présente."}),
    ("step_refusal_spyglass", "done", "dale.technique.play", {
        "en": "Spyglass: you cannot stop here ('done' is not offered); choose one of: keep "
              "Acorn, keep Cookies, keep junk.",
        "es": "Spyglass: aquí no puedes detenerte («done» no se ofrece); elige una de: keep "
              "Acorn, keep Cookies, keep junk."}),
    ("step_refusal_spyglass", "inventory", "dale.turn.one_action", {
        "en": "'inventory' is not the decision asked for now: Spyglass is waiting for your "
              "choice (keep Acorn, keep Cookies, keep junk).",
        "it": "«inventory» non è la decisione richiesta ora: Spyglass aspetta la tua scelta "
              "(keep Acorn, keep Cookies, keep junk)."}),
    ("step_refusal_sabotage", "target seat 1", "dale.technique.play", {
        "en": "Sabotage: choose another player; seat 1 is you.",
        "ca": "Sabotage: tria un altre jugador; el seient 1 ets tu.",
        "fr": "Sabotage : choisis un autre joueur ; la place 1, c'est toi."}),
    ("step_refusal_sabotage", "target seat 3", "dale.technique.play", {
        "en": "Sabotage: there is no seat 3; this table has seats 1 to 2.",
        "es": "Sabotage: no hay ningún asiento 3; esta mesa tiene los asientos del 1 al 2."}),
    # was refused as an Inventory's card (dale.inventory.discard) before: the step's own rule
    ("step_refusal_refreshing_drink", "discard Spyglass", "dale.discard.own_pile", {
        "en": "Refreshing Drink: Spyglass is not in your hand.",
        "ca": "Refreshing Drink: Spyglass no és a la teva mà.",
        "it": "Refreshing Drink: Spyglass non è nella tua mano."}),
    ("step_refusal_blindfold", "guess 9", "dale.technique.play", {
        "en": "Blindfold: 9 is out of range; choose a number from 1 to 8.",
        "ca": "Blindfold: 9 és fora de l'interval; tria un nombre entre 1 i 8.",
        "fr": "Blindfold : 9 est hors limites ; choisis un nombre de 1 à 8."}),
    ("step_refusal_tasters", "take +2", "dale.technique.play", {
        "en": "Tasters: market slot +2 is empty.",
        "es": "Tasters: el espacio de mercado +2 está vacío.",
        "fr": "Tasters : l'emplacement de marché +2 est vide."}),
    ("step_refusal_tasters", "take +7", "dale.technique.play", {
        "en": "Tasters: there is no market slot +7; the slots are +0 to +4.",
        "it": "Tasters: non c'è nessuno spazio del mercato +7; gli spazi vanno da +0 a +4."}),
    ("step_refusal_calculations", "buy +0 with Calculations, junk", "dale.market.payment", {
        "en": "While resolving Calculations: You paid 3 for a price of 4: the payment must "
              "reach the price.",
        "ca": "Mentre resols Calculations: Has pagat 3 per un preu de 4: el pagament ha "
              "d'arribar al preu.",
        "fr": "Pendant la résolution de Calculations : Tu as payé 3 pour un prix de 4 : le "
              "paiement doit atteindre le prix."}),
    ("step_refusal_remaster_nuisance", "targets seat 2, seat 2", "dale.technique.play", {
        "en": "Nuisance: seat 2 is named twice; name each player once.",
        "ca": "Nuisance: el seient 2 s'anomena dues vegades; anomena cada jugador un sol cop.",
        "es": "Nuisance: el asiento 2 se nombra dos veces; nombra a cada jugador una sola "
              "vez."}),
    ("step_refusal_remaster_nuisance", "targets seat 5", "dale.technique.play", {
        "en": "Nuisance: there is no seat 5; this table has seats 1 to 3.",
        "fr": "Nuisance : il n'y a pas de place 5 ; cette table a les places 1 à 3."}),
]


@pytest.mark.parametrize("name, action, rule, texts", CASES,
                         ids=[f"{c[0]}:{c[1]}" for c in CASES])
def test_a_refusal_mid_effect_names_its_rule_in_each_language(capsys, name, action, rule,
                                                               texts):
    path = str(POS / f"{name}.toml")
    for lang, text in texts.items():
        code = main(["check", "dale", path, action, "--lang", lang])
        out, err = capsys.readouterr()
        assert "Traceback" not in out + err
        lines = out.splitlines()
        assert (code, lines[0]) == (1, f"illegal: {rule} (p. {rule_page(rule)})"), out
        assert lines[1] == text, out
    # the same through the Python API: the rule id, the state unchanged (testkit.refused)
    state = load_position(path)
    err = refused(state, _parse(state, action), rule)
    assert err.render("en") == texts["en"]


def _parse(state, text):
    from ludoteca.dale.notation import parse

    return parse(text, state.cfg.rules)
