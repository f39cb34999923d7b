"""Rules questions written the way players ask them find the right rule among the top 3
answers of `ludoteca rules dale QUESTION`, in each language."""

from __future__ import annotations

import pytest

from ludoteca.core.rule_search import search

QUESTIONS = {
    "en": [
        ("can I pay more than the price?", "dale.market.overpay"),
        ("I paid 6 for a card that costs 4, is that allowed?", "dale.market.overpay"),
        ("how much does the leftmost card in the market cost?", "dale.market.price"),
        ("may I put junk in my stall?", "dale.stall.no_junk"),
        ("can a stack mix two different animal decks?", "dale.stall.one_animalfolk"),
        ("what happens when my deck runs out?", "dale.cleanup.reshuffle"),
        ("when does the game end?", "dale.end.eighth_stack"),
        ("how many actions can I take in one turn?", "dale.turn.one_action"),
        ("does the plus icon count when I pay with the card?", "dale.turn.bonus_only_technique"),
        ("where does a thrown away card go?", "dale.discard.routing"),
        ("can I look through someone else's discard pile?", "dale.discard.face_up"),
        ("my third stack must add up to exactly 3?", "dale.stall.exact_total"),
        ("who goes first?", "dale.setup.first_player"),
    ],
    "ca": [
        ("puc pagar de més?", "dale.market.overpay"),
        ("he pagat 6 per una carta que costa 4, és legal?", "dale.market.overpay"),
        ("quant costa la carta de més a l'esquerra del mercat?", "dale.market.price"),
        ("puc posar ferralla a la parada?", "dale.stall.no_junk"),
        ("es poden barrejar animals diferents en una pila?", "dale.stall.one_animalfolk"),
        ("què passa quan se m'acaba la baralla?", "dale.cleanup.reshuffle"),
        ("quan s'acaba la partida?", "dale.end.eighth_stack"),
        ("quantes accions puc fer en un torn?", "dale.turn.one_action"),
        ("el més compta si pago amb la carta?", "dale.turn.bonus_only_technique"),
        ("on va una carta llençada?", "dale.discard.routing"),
        ("puc mirar la pila de descart d'un altre jugador?", "dale.discard.face_up"),
        ("quantes cartes robo al final del torn?", "dale.cleanup.draw"),
        ("qui comença la partida?", "dale.setup.first_player"),
    ],
    "es": [
        ("¿puedo pagar de más?", "dale.market.overpay"),
        ("pagué 6 por una carta que cuesta 4, ¿vale?", "dale.market.overpay"),
        ("¿cuánto cuesta la carta de más a la izquierda del mercado?", "dale.market.price"),
        ("¿puedo poner chatarra en mi puesto?", "dale.stall.no_junk"),
        ("¿se pueden mezclar animales distintos en una pila?", "dale.stall.one_animalfolk"),
        ("¿qué pasa cuando se me acaba el mazo?", "dale.cleanup.reshuffle"),
        ("¿cuándo termina la partida?", "dale.end.eighth_stack"),
        ("¿cuántas acciones puedo hacer en un turno?", "dale.turn.one_action"),
        ("¿el icono más cuenta si pago con la carta?", "dale.turn.bonus_only_technique"),
        ("¿adónde va una carta desechada?", "dale.discard.routing"),
        ("¿puedo mirar la pila de descarte de otro jugador?", "dale.discard.face_up"),
        ("¿cuántas cartas robo al final del turno?", "dale.cleanup.draw"),
        ("¿quién empieza?", "dale.setup.first_player"),
    ],
    "it": [
        ("posso pagare di più?", "dale.market.overpay"),
        ("ho pagato 6 per una carta che costa 4, va bene?", "dale.market.overpay"),
        ("quanto costa la carta più a sinistra del mercato?", "dale.market.price"),
        ("posso mettere spazzatura nella bancarella?", "dale.stall.no_junk"),
        ("si possono mescolare animalfolk diversi in una pila?", "dale.stall.one_animalfolk"),
        ("cosa succede quando il mio mazzo finisce?", "dale.cleanup.reshuffle"),
        ("quando finisce la partita?", "dale.end.eighth_stack"),
        ("quante azioni posso fare in un turno?", "dale.turn.one_action"),
        ("l'icona più conta se pago con la carta?", "dale.turn.bonus_only_technique"),
        ("dove va una carta eliminata?", "dale.discard.routing"),
        ("posso guardare la pila degli scarti di un altro giocatore?", "dale.discard.face_up"),
        ("quante carte pesco alla fine del turno?", "dale.cleanup.draw"),
        ("chi inizia?", "dale.setup.first_player"),
    ],
    "fr": [
        ("est-ce que je peux payer trop ?", "dale.market.overpay"),
        ("j'ai payé 6 pour une carte à 4, c'est permis ?", "dale.market.overpay"),
        ("combien coûte la carte la plus à gauche du marché ?", "dale.market.price"),
        ("puis-je mettre des déchets dans mon étal ?", "dale.stall.no_junk"),
        ("peut-on mélanger des peuples animaux différents dans une pile ?", "dale.stall.one_animalfolk"),
        ("que se passe-t-il quand mon deck est vide ?", "dale.cleanup.reshuffle"),
        ("quand la partie se termine-t-elle ?", "dale.end.eighth_stack"),
        ("combien d'actions je peux faire pendant un tour ?", "dale.turn.one_action"),
        ("l'icône plus compte-t-elle si je paie avec la carte ?", "dale.turn.bonus_only_technique"),
        ("où va une carte jetée ?", "dale.discard.routing"),
        ("puis-je regarder la défausse d'un autre joueur ?", "dale.discard.face_up"),
        ("combien de cartes je pioche à la fin du tour ?", "dale.cleanup.draw"),
        ("qui commence ?", "dale.setup.first_player"),
    ],
}

CASES = [(lang, q, rid) for lang, qs in QUESTIONS.items() for q, rid in qs]


def test_at_least_ten_questions_per_language():
    assert all(len(qs) >= 10 for qs in QUESTIONS.values())
    assert set(QUESTIONS) == {"en", "ca", "es", "it", "fr"}


@pytest.mark.parametrize("lang, question, rule_id", CASES)
def test_the_right_rule_is_among_the_top_three(lang, question, rule_id):
    hits = [h.rule_id for h in search("dale", question, lang, top=3)]
    assert rule_id in hits, (question, hits)


def test_the_command_answers_in_the_language(capsys, monkeypatch):
    from ludoteca.cli.main import main

    monkeypatch.delenv("LUDOTECA_LANG", raising=False)
    code = main(["rules", "dale", "puc pagar de més?", "--lang", "ca"])
    out = capsys.readouterr().out
    assert code == 0
    assert "1. dale.market.overpay (pàg. 5) — No pagar de més sense motiu" in out
    assert "Pots pagar més del preu" in out


@pytest.mark.parametrize("lang", ["ca", "es", "it", "fr"])
def test_an_english_question_at_a_table_in_another_language_finds_its_rule(lang):
    """Nothing in the reader's language answers an English question: the search falls back
    to the English texts (the rule is then shown in the reader's language)."""
    hits = search("dale", "can I pay more than the price?", lang)
    assert hits and hits[0].rule_id == "dale.market.overpay"
