"""What a player reads at the command line follows --lang: the terminal game (help line, undo,
seat labels, the end lines), replay and games, option errors, the Pax companion. The action
notation and card names stay English; no other known English phrase may remain."""

from __future__ import annotations

import io
import sys

import pytest

from testkit.cli import SPY
from ludoteca.cli.main import main
from ludoteca.pax.scenarios import sample_text

# English phrases of the terminal game, replay and games that must not survive a translation.
ENGLISH = [
    "Type the number", "Undo is not available", "Cannot undo", "Took back", "more inventor",
    "(human)", "is saved", "continue it", "Replay it", "Seat ", "Your choices", "Your hand",
    "Choose an action", "Not understood", "Position saved", "Record written", "Final position",
    "No winner yet", "State hash", "Saved games", "Players", "playing", "Game 1,",
    "the last action was", "Resuming",
]


@pytest.fixture(autouse=True)
def _neutral_env(monkeypatch):
    for var in ("LUDOTECA_LANG", "LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("COLUMNS", "220")  # Rich tables on one line each


def run(capsys, monkeypatch, argv, stdin=""):
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def english_left(text: str) -> list[str]:
    return [p for p in ENGLISH if p in text]


def test_terminal_game_in_catalan(capsys, monkeypatch, tmp_path):
    db = tmp_path / "games.sqlite3"
    record = tmp_path / "game.rec"
    # '?' shows the help line; 'undo' before any action of ours is refused (the bot moved
    # first with seed 3); a bad text is not understood; 'save' writes the position.
    script = f"?\nundo\nnonsense words\nsave {tmp_path / 'pos.toml'}\n1\ns\nundo\n"
    code, out, err = run(capsys, monkeypatch, ["play", "dale", "--seed", "3", "--db", db,
                                               "--record", record, "--lang", "ca"], script)
    assert code == 0, err
    assert english_left(out + err) == [], out + err
    assert "'desfés' desfà la teva última acció" in out
    assert "No es pot desfer: l'última acció era del seient 2, no teva." in out
    assert "Seient 1 (humà)" in out
    assert "No s'entén:" in out
    assert "Posició desada a" in out
    assert "La partida 1 està desada: continua-la amb 'ludoteca play --resume 1 --db" in out
    # A person never sees the seed, and an unfinished game's record (it holds the seed) is
    # written only at the end (docs/security.md).
    assert "Fi de l'entrada: la partida s'acaba." in out and "--seed 3" not in out
    assert "El registre no s'ha escrit a" in out
    assert "Partida 1, desada després de cada acció a" in err


def test_inventories_left_out_are_counted_in_spanish(capsys, monkeypatch, tmp_path):
    # Seed 3: the human's first hand gives more inventories than the list shows.
    code, out, err = run(capsys, monkeypatch, ["play", "dale", "--seed", "3", "--db",
                                               tmp_path / "g.sqlite3", "--lang", "es"], "")
    assert code == 0, err
    assert "inventarios más: escribe cualquiera, p. ej. 'inventario chatarra, chatarra')" in out
    assert english_left(out) == []


def test_games_and_replay_in_french(capsys, monkeypatch, tmp_path):
    db = tmp_path / "games.sqlite3"
    record = tmp_path / "game.rec"
    code, _, err = run(capsys, monkeypatch, ["play", "dale", "--seed", "3", "--db", db,
                                             "--record", record], "1\n\n")
    assert code == 0, err
    # The game is unfinished, so --record wrote nothing (the record holds the seed:
    # docs/security.md); the record the store gives is what a finished game would write.
    assert not record.exists()
    from ludoteca.core.session import Session
    from ludoteca.core.store import GameStore

    with GameStore(db) as store:
        session = Session.resume(store, 1)
    record.write_text(session.record_text(), encoding="utf-8")
    code, out, err = run(capsys, monkeypatch, ["games", "--db", db, "--lang", "fr"])
    assert code == 0, err
    assert "Parties enregistrées" in out
    for word in ("Joueurs", "Tour", "État", "humain, greedy", "en cours"):
        assert word in out
    assert english_left(out) == []

    code, out, err = run(capsys, monkeypatch, ["replay", record, "--lang", "fr"])
    assert code == 0, err
    assert "Position finale après 3 actions :" in out
    assert "Pas encore de gagnant. À suivre : Place 1 (humain) — " in out
    assert "Hash de l'état : sha256:" in out
    assert english_left(out) == []

    code, out, err = run(capsys, monkeypatch, ["replay", record, "--verify", "--lang", "fr"])
    assert code == 0, err
    assert out.startswith("OK : 3 actions, toutes légales et canoniques")

    code, out, err = run(capsys, monkeypatch, ["replay", record, "--to", "1", "--lang", "fr"])
    assert code == 0, err
    assert "Position après 1 sur 3 actions :" in out

    code, out, err = run(capsys, monkeypatch, ["play", "--resume", "1", "--db", db,
                                               "--lang", "fr"], "")
    assert code == 0, err
    assert "Reprise de la partie 1 après 3 actions (tour 4)." in out


@pytest.mark.parametrize("argv, spanish", [
    (["play", "dale", "--seats", "human,nobody"], "asiento desconocido 'nobody' en 'human,nobody'"),
    (["play", "dale", "--seats", "human,,greedy"], "lista de asientos incorrecta"),
    (["play", "dale", "--seed", "abc"], "la semilla debe ser un número entero, no 'abc'"),
    (["play", "dale", "--players", "5"], "se juega de 2 a 4 jugadores, no 5"),
    (["play", "dale", "--players", "3", "--seats", "human,greedy"],
     "--players 3 no coincide con los 2 asientos"),
    (["play", "dale", "--decks", "macaws,dragons,pandas"], "mazo de animales desconocido 'dragons'"),
    (["play", "dale", "--decks", "macaws,pandas"], "2 jugadores usan 3 mazos de animales, no 2"),
    (["play", "dale", "--decks", "macaws,pandas,macaws"], "el mazo de animales 'macaws' aparece"),
    (["play", "chess"], "juego desconocido 'chess'"),
    (["simulate", "dale", "--seats", "human,greedy"], "las simulaciones solo las juegan bots"),
    (["simulate", "dale", "--games", "0"], "--games debe ser un número entero de 1 a 9223372036854775807, no 0"),
    (["replay", "x.rec", "--to", "-1"], "--to debe ser 0 o más, no -1"),
])
def test_option_errors_in_spanish(capsys, monkeypatch, argv, spanish):
    code, out, err = run(capsys, monkeypatch, argv + ["--lang", "es"])
    assert code == 2
    assert len(err.strip().splitlines()) == 1
    assert spanish in err, err


def test_pax_auction_in_italian(capsys, monkeypatch, tmp_path):
    text = sample_text().replace('phase = "goods"', 'phase = "auction"', 1)
    text = text.replace('step = "player_order"', 'step = "done"', 1)
    path = tmp_path / "game.toml"
    path.write_text(text, encoding="utf-8")
    # Alice bids too much, then a word, then 2; Bruno bids -1, then 1.
    script = "\n99\ntwo\n2\n\n-1\n1\n"
    code, out, err = run(capsys, monkeypatch, ["pax", "auction", path, "--initiator", "Alice",
                                               "--lang", "it"], script)
    assert code == 0, err
    assert "[DATI DI ESEMPIO INVENTATI" in out
    assert "Offrono: Alice, Bruno (Chiara, con $0, non offre)" in out
    assert "Passa a Alice. Premi Invio quando solo Alice può vedere lo schermo." in out
    assert ("Alice, hai $5. La tua offerta segreta per Indigo Dyers (0 ammesso, non viene "
            "mostrata):") in out
    # one answer to every bad bid, whatever was typed (issue 16.3)
    assert out.count("Questa offerta non si può fare: deve essere un numero intero di dollari "
                     "da 0 a $5. Alice, offri di nuovo.") == 2
    assert ("Questa offerta non si può fare: deve essere un numero intero di dollari da 0 a $3. "
            "Bruno, offri di nuovo.") in out
    assert "L'offerta di Alice è sigillata." in out
    assert "Tutte le offerte vengono rivelate insieme:" in out
    assert "Scenario scritto in" in out
    for english in ("INVENTED", "Bidders", "bid again", "Pass to", "sealed bid", "is sealed",
                    "revealed together", "Scenario written"):
        assert english not in out


def test_pax_goods_year_in_catalan(capsys, monkeypatch, tmp_path):
    path = tmp_path / "game.toml"
    path.write_text(sample_text(), encoding="utf-8")
    code, out, err = run(capsys, monkeypatch, ["pax", "goods-year", path, "--lang", "ca"], "\n")
    assert code == 2  # the input ends during labor acquisition: the file is unchanged
    assert "Any 1, Any de Mercaderies (D1)." in out
    assert "Pas 1/7: Actualitzar l'ordre de torn" in out
    assert "Nou ordre de torn, separat per comes" in out
    assert "Adquisició de mà d'obra (segrest o contractació)" in out
    assert "Opció (el número):" in out
    assert "l'entrada s'ha acabat abans de fer totes les eleccions" in err
    for english in ("Year 1", "Step ", "New player order", "Labor acquisition", "Choice:"):
        assert english not in out


def test_simulate_tables_in_italian(capsys, monkeypatch):
    code, out, err = run(capsys, monkeypatch, ["simulate", "dale", "-n", "1", "--seed", "1",
                                               "--workers", "1", "--lang", "it"])
    assert code == 0, err
    assert "La Valle dei Mercanti — 1 partita, seme 1" in out
    for italian in ("Vittorie per posizione", "primo giocatore", "Durata delle partite",
                    "I posti ruotano tra le partite"):
        assert italian in out
    for english in ("games, seeds", "Wins", "Win rate", "first player", "Game length",
                    "Seats rotate", "Turns per finished game", "Decks used", "unfinished"):
        assert english not in out


# The terminal table of issue 15 (cards, piles, confirmation, reports) in each language.
TABLE_ENGLISH = ENGLISH + [
    "You see", "Into your hand", "Out of your hand", "End your turn", "Not done",
    "Discard pile of", "bottom to top", "Now:", "value 4", "Markers", "the ocelot die",
]


@pytest.mark.parametrize("lang, expected", [
    ("ca", ["Veus: Flashy Show, ferralla, Sabotage",
            "Pila de descart de Seient 2 (greedy) (2 cartes), de baix a dalt:",
            "Spyglass — Macaws, valor 4, tècnica (+)",
            "Acabes el torn amb 'inventari ferralla'? [Retorn/s: sí, n: no]",
            "No s'ha fet: torna a triar."]),
    ("es", ["Ves: Flashy Show, chatarra, Sabotage",
            "Pila de descarte de Asiento 2 (greedy) (2 cartas), de abajo arriba:",
            "Spyglass — Macaws, valor 4, técnica (+)",
            "¿Terminas el turno con 'inventario chatarra'? [Intro/s: sí, n: no]",
            "No se ha hecho: elige de nuevo."]),
    ("it", ["Vedi: Flashy Show, spazzatura, Sabotage",
            "Pila degli scarti di Posto 2 (greedy) (2 carte), dal fondo alla cima:",
            "Spyglass — Macaws, valore 4, tecnica (+)",
            "Concludi il turno con 'inventario spazzatura'? [Invio/s: sì, n: no]",
            "Non fatto: scegli di nuovo."]),
    ("fr", ["Tu vois : Flashy Show, Déchet, Sabotage",
            "Défausse de Place 2 (greedy) (2 cartes), du dessous au dessus :",
            "Spyglass — Macaws, valeur 4, technique (+)",
            "Finir ton tour avec « inventaire déchet » ? [Entrée/o : oui, n : non]",
            "Rien n'est fait : choisis à nouveau."]),
])
def test_the_table_commands_and_reports_are_translated(capsys, monkeypatch, tmp_path, lang,
                                                      expected):
    pos = tmp_path / "p.toml"
    pos.write_text(SPY)
    from ludoteca.core.i18n import t

    # the discard pile command in the reader's words ('descart 2'; in French 'défausse 2',
    # as 'pile' is a stack there)
    pile = t("play.cmd.pile", lang).split(",")[0]
    script = f"{pile} 2\ncard Spyglass\ninventory junk\nn\nhelp\nplay Spyglass\n"
    code, out, err = run(capsys, monkeypatch, ["play", "dale", "--from", pos, "--db",
                                               tmp_path / "g.db", "--lang", lang], script)
    assert code == 0, err
    for text in expected:
        assert text in out, text
    assert [p for p in TABLE_ENGLISH if p in out + err] == [], out
