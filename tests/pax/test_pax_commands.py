"""Issue 16.1-16.2: every Play Year procedure has a command that applies and saves it, with a
game log and undo of the last step; `status` (public) and `hand` (private)."""

from __future__ import annotations

import ludoteca.cli.pax as cli
from ludoteca.pax.scenario import load_file, to_toml
from pax_helpers import game, run


def test_play_year_commands_apply_log_and_save(tmp_path):
    """pax.hand.sell_market, pax.hand.refuge_discard, pax.hand.limit_timing, pax.year.cycle."""
    path = game(tmp_path)
    assert run(["sell", path, "cacao traders"]).exit_code == 0          # Alice: $5 + $1
    assert run(["discard", path, "Hidden Cove"]).exit_code == 0
    assert run(["end-turn", path]).exit_code == 0
    r = run(["sell", path, "Tobacco Fair", "--player", "Chiara"])       # not Chiara's turn
    assert r.exit_code == 1 and "illegal: pax.hand.sell_market" in r.stdout
    s = load_file(path)
    assert (s.player("Alice").money, s.player("Alice").hand, s.turn) == (6, [], "Bruno")
    assert s.deck("Main").discard == ["Cacao Traders"]
    assert sorted(s.deck("Refuge").cards) == ["Hidden Cove", "Maroon Camp", "Mission Shelter"]
    assert [(e.year, e.phase, e.action) for e in s.log] == [
        (1, "play", "sell Alice Cacao Traders"), (1, "play", "discard Alice Hidden Cove"),
        (1, "play", "end turn")]
    assert s.undo_action == "end turn"


def test_an_illegal_step_changes_nothing(tmp_path):
    path = game(tmp_path)
    before = path.read_bytes()
    r = run(["phase", path])                       # Alice, Bruno and Chiara still have turns
    assert r.exit_code == 1
    assert r.stdout.splitlines()[1:3] == [
        "illegal: pax.year.cycle (p. 6)", "The Play Year is not over: Alice still has a play turn."]
    r = run(["apply", path, "unload alice-g1 treasure"])
    assert r.exit_code == 1 and "Mar Sereno is not in Europe" in r.stdout
    assert path.read_bytes() == before


def test_undo_takes_back_exactly_one_step(tmp_path):
    path = game(tmp_path)
    run(["sell", path, "Cacao Traders"])
    after_sale = load_file(path)
    run(["end-turn", path])
    r = run(["undo", path])
    assert r.exit_code == 0 and "Undone: end turn" in r.stdout
    s = load_file(path)
    after_sale.undo_action = after_sale.undo_previous = ""
    assert to_toml(s) == to_toml(after_sale)        # the state right after the sale
    assert [e.action for e in s.log] == ["sell Alice Cacao Traders"]
    r = run(["undo", path])
    assert r.exit_code == 2
    assert r.stderr.strip() == f"error: {path}: there is no step to undo"


def test_log_lists_the_steps(tmp_path):
    path = game(tmp_path)
    assert "The game log is empty." in run(["log", path]).stdout
    run(["sell", path, "Cacao Traders"])
    run(["end-turn", path])
    lines = run(["log", path]).stdout.splitlines()
    assert lines[1:] == ["1. Year 1, Play Year (D3): sell Alice Cacao Traders",
                         "2. Year 1, Play Year (D3): end turn"]


def test_status_shows_hand_sizes_never_their_cards(tmp_path):
    path = game(tmp_path)
    out = run(["status", path]).stdout
    assert "Year 1, Play Year (D3).\nPlay turn: Alice\nPlayer order: Alice, Bruno, Chiara\n" \
           "The Fund: $4\n" in out
    assert ("  Alice (Spanish): $5; 2 cards in hand (limit 3); Flagship CONQUISTADOR; "
            "crown claims 0; Treasure points 0") in out
    assert "  Bruno (English): $3; 1 card in hand (limit 3);" in out
    assert "  Main: 3 cards, face-up top card Indigo Dyers; discard pile empty" in out
    assert "  Refuge: 2 cards, face down; discard pile empty" in out     # not Maroon Camp
    for card in ("Cacao Traders", "Hidden Cove", "Broadside", "Tobacco Fair", "Musket Drill",
                 "Ambush at Dawn", "Maroon Camp"):                        # hidden information
        assert card not in out
    assert "    Galleon bruno-g1 of Bruno: Citizen" in out
    assert "    Galleon alice-g1 of Alice: nothing aboard" in out
    assert "  Costa Roja (rebel zone): Rebels 2, Treasure 1" in out


def test_hand_is_shown_only_after_the_pause_and_hidden_after(tmp_path):
    path = game(tmp_path)
    r = run(["hand", path, "chiara"], stdin="\n\n")
    assert r.exit_code == 0, r.output
    out = r.stdout
    pause = out.index("Pass to Chiara. Press Enter when only Chiara can see the screen.")
    assert "Tobacco Fair" not in out[:pause]
    assert out[pause:].split("\n", 1)[1].startswith(
        "Hand of Chiara, 2 cards (limit 2):\n  Tobacco Fair (Market)\n  Musket Drill (Battle)\n"
        "Press Enter to hide the hand.")
    assert "Cacao Traders" not in out                   # nobody else's cards
    r = run(["hand", path, "Chiara"], stdin="\n")       # the hide pause is missing
    assert r.exit_code == 2 and "input ended" in r.stderr


def test_load_and_unload_commands(tmp_path):
    """pax.load.meeple and pax.load.treasure_legality through their commands."""
    path = game(tmp_path, "navigation")
    assert run(["load", path, "alice-g1", "citizen", "verde-cathedral"]).exit_code == 0
    assert run(["unload", path, "alice-g1", "citizen", "verde-2"]).exit_code == 0
    assert run(["unload", path, "chiara-g1", "treasure"]).exit_code == 0
    s = load_file(path)
    assert s.colony("verde-2")[1].labor == "citizen" and s.galleon("alice-g1").cargo == []
    assert s.cathedral("verde-cathedral")[1].citizens == 0
    assert s.player("Chiara").treasure_points == 2
    assert [e.action for e in s.log] == ["load alice-g1 citizen from verde-cathedral",
                                         "unload alice-g1 citizen to verde-2",
                                         "unload chiara-g1 treasure"]


def test_text_typed_at_a_pass_to_pause_is_not_echoed_at_a_terminal(monkeypatch):
    """Issue 16.3: the pause reads its line unseen (getpass), like a bid."""
    import getpass

    from rich.console import Console

    asked = []
    monkeypatch.setattr(cli, "_interactive", lambda: True)
    monkeypatch.setattr(getpass, "getpass", lambda prompt: asked.append(prompt) or "my bid 3")
    cli._pass_to(Console(file=__import__("io").StringIO()), "Alice", [])
    assert asked == ["Pass to Alice. Press Enter when only Alice can see the screen. "]


def test_elision_follows_each_language():
    from ludoteca.pax.text import Msg, Term

    turn = Msg("pax.result.turn_next", player="Alice", next="Bruno")
    assert turn.render("ca") == "Acaba el torn de joc d'Alice; ara juga Bruno."
    assert Msg("pax.result.turn_next", player="Bruno", next="Alice").render("ca") == \
        "Acaba el torn de joc de Bruno; ara juga Alice."
    assert turn.render("fr") == "Le tour de jeu d'Alice se termine ; Bruno joue maintenant."
    assert Msg("pax.result.phase_begins", year=2, phase=Term("pax.phase.goods")).render("fr") == \
        "Année 2 : l'Année des Marchandises (D1) commence."
    assert Msg("pax.result.phase_begins", year=2, phase=Term("pax.phase.goods")).render("es") == \
        "Año 2: empieza el Año de Mercancías (D1)."
    assert str(turn) == "The play turn of Alice ends; Bruno plays next."


def test_sell_without_a_turn_needs_the_player_named(tmp_path):
    path = game(tmp_path, turn="")
    before = path.read_bytes()
    r = run(["sell", path, "Salt Pans"])
    assert r.exit_code == 2
    assert r.stderr.strip() == ("error: name the player (--player, or 'sell PLAYER CARD'): no "
                                "play turn is running and 0 players hold Salt Pans")
    r = run(["sell", path, "Tobacco Fair"])            # one holder: Chiara, within her limit
    assert r.exit_code == 1 and "illegal: pax.hand.limit_timing" not in r.stdout
    assert "illegal: pax.hand.sell_market (p. 7, 9)" in r.stdout
    assert "Chiara is within the hand limit (2 of 2)" in r.stdout
    assert path.read_bytes() == before
