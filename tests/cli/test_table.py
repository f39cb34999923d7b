"""Issue 15, the terminal table a Dale player would choose: each point driven as a player
drives it — lines typed in, screen text out (``ludoteca play`` in-process, standard input
scripted). The positions are written here so that every card drawn, taken or revealed is
known: the expected lines are worked out from them by hand."""

from __future__ import annotations

import io
import re
import sqlite3

import pytest

from testkit.cli import SPY, run_cli


# Seat 1 (a bot) holds only Charm; the market deck's top card is Sabotage (value 5), which
# cannot make seat 1's first stack (total 1), so Charm throws it away.
CHARM = """\
game = "dale"
animalfolk = ["macaws", "raccoons", "ocelots"]
seed = 5
active = 1

[market]
slots = ["Cookies", "Nuisance", "Charm", "Gamble", "Rotten Food"]
deck = ["Sabotage", "Cookies", "Spyglass"]

[junk]
pile = 6

[[player]]
hand = ["Charm"]
deck = ["junk", "junk", "junk", "junk", "junk"]
discard = []

[[player]]
hand = ["junk", "junk", "junk", "junk", "junk"]
deck = 0
discard = []
"""

# Seat 1 holds Flashy Show and Favorite Toy (both + techniques that reveal nothing and roll
# nothing: Favorite Toy takes the face-up top card of one's own discard pile).
TOYS = """\
game = "dale"
animalfolk = ["macaws", "raccoons", "ocelots"]
seed = 5
active = 1

[market]
slots = ["Cookies", "Nuisance", "Charm", "Gamble", "Rotten Food"]
deck = 10

[junk]
pile = 6

[[player]]
hand = ["Flashy Show", "Favorite Toy", "junk", "junk", "junk"]
deck = 3
discard = ["Cookies"]

[[player]]
hand = 5
deck = 5
discard = []
"""


@pytest.fixture
def pos(tmp_path):
    def write(text: str, name: str = "p.toml"):
        path = tmp_path / name
        path.write_text(text)
        return path
    return write


@pytest.fixture(autouse=True)
def _english(monkeypatch):
    for var in ("LUDOTECA_LANG", "LC_ALL", "LC_MESSAGES", "LANG", "LINES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("COLUMNS", "200")  # the wide layout, one line per table row


def play(capsys, monkeypatch, *argv, stdin=""):
    code, out, err = run_cli(capsys, monkeypatch, ["play", "dale", *argv], stdin=stdin)
    assert code == 0, err
    assert "Traceback" not in out + err
    return out


# -- 1. cards can be read -------------------------------------------------------------------

def test_card_reads_any_card_in_the_readers_language(capsys, monkeypatch, pos):
    out = play(capsys, monkeypatch, "--from", pos(SPY), "--seats", "human,greedy",
               stdin="card whirligig\nCookies\nshow Spyglass\ncard Whirligi\n")
    # Whirligig: Ocelots, value 3, a technique with the bonus action (docs/rules/dale-cards.md)
    assert "Whirligig — Ocelots, value 3, technique (+)" in out
    assert "Discard your hand and draw as many; shuffle them with another player's hand" in out
    # Cookies, typed alone, is in the market at +0: where it is is said too.
    assert "Cookies — Macaws, value 2, passive" in out
    assert "Now: market +0" in out
    assert "Spyglass — Macaws, value 4, technique (+)" in out and "Now: your hand" in out
    assert "There is no card 'Whirligi'. Cards: Whirligig" in out
    # The market shows each market card's mechanic (the legend under the market).
    assert "Rotten Food (technique (+)): Put 1 card from your hand on top of another" in out
    out = play(capsys, monkeypatch, "--from", pos(SPY), "--lang", "es",
               stdin="card Cookies\n")
    assert "Cookies — Macaws, valor 2, pasiva" in out


# -- 2. discard piles can be looked through (dale.discard.face_up, p. 5) --------------------

def test_pile_lists_a_discard_pile_bottom_to_top(capsys, monkeypatch, pos):
    out = play(capsys, monkeypatch, "--from", pos(SPY), stdin="pile 2\npile market\npile 7\n")
    assert ("Discard pile of Seat 2 (greedy) (2 cards), bottom to top:\n"
            "  1. junk\n  2. Swift Broker  ← top\n") in out
    assert "Market discard pile (0 cards), bottom to top:\n  (empty)\n" in out
    assert "Write 'pile N' (a seat from 1 to 2) or 'pile market'." in out


# -- 3. a slip is not permanent ----------------------------------------------------------------

def test_a_turn_ending_action_is_confirmed_first(capsys, monkeypatch, pos, tmp_path):
    db = tmp_path / "g.db"
    out = play(capsys, monkeypatch, "--from", pos(TOYS), "--db", db,
               stdin="inventory junk\nn\ninventory junk\nmaybe\ny\n")
    # Asked for the first try, for the second, and again after the unclear "maybe".
    assert out.count("End your turn with 'inventory junk'? [Enter/y: yes, n: no]") == 3
    assert "Not done: choose again." in out
    assert "Answer y (or just Enter) to go on, n to choose again." in out
    assert out.count("T1 Seat 1 (human) took an Inventory, discarding junk\n") == 1
    actions = sqlite3.connect(db).execute("SELECT text FROM actions ORDER BY n").fetchall()
    assert actions[0] == ("inventory junk",)
    # quit at the question leaves the table, as at any prompt (nothing is done)
    out = play(capsys, monkeypatch, "--from", pos(TOYS), "--db", db,
               stdin="inventory junk\nquit\n")
    assert out.count("End your turn with 'inventory junk'?") == 1
    assert "took an Inventory" not in out and "Answer y" not in out
    # A + technique does not end the turn: no question.
    out = play(capsys, monkeypatch, "--from", pos(TOYS), "--db", db, stdin="play Flashy Show\n")
    assert "End your turn" not in out
    # --no-confirm: the action is taken at once.
    out = play(capsys, monkeypatch, "--from", pos(TOYS), "--db", db, "--no-confirm",
               stdin="inventory junk\n")
    assert "End your turn" not in out
    assert "T1 Seat 1 (human) took an Inventory, discarding junk\n" in out


# Seat 2 (a bot) holds Binoculars: after seat 1 buys, seat 2 may react (draw 1, discard 1)
# before seat 1's turn ends.
BINOCULARS = """\
game = "dale"
animalfolk = ["owls", "macaws", "raccoons"]
seed = 5
active = 1

[market]
slots = ["Cookies", "Nuisance", "Shattered Relic", "Spyglass", "Rotten Food"]
deck = 10

[junk]
pile = 6

[[player]]
hand = ["junk", "junk", "junk", "junk", "junk"]
deck = 5
discard = []

[[player]]
hand = ["Binoculars", "junk", "junk", "junk", "junk"]
deck = 5
discard = []
"""


def test_a_purchase_is_confirmed_when_another_seat_may_react_first(capsys, monkeypatch, pos,
                                                                   tmp_path):
    """dale.card.owls.reaction_in_hand: after seat 1's purchase seat 2 decides (Binoculars)
    before the turn ends; the purchase still ends seat 1's turn, so it is confirmed."""
    from ludoteca.dale.positions import parse_position

    state = parse_position(BINOCULARS)
    state.apply(("buy", 0, ("junk", "junk")))
    assert state.decision().player == 1 and state.turn == 1  # the reaction comes first
    db = tmp_path / "g.db"
    out = play(capsys, monkeypatch, "--from", pos(BINOCULARS), "--db", db,
               stdin="buy +0 with junk, junk\nn\n")
    assert "End your turn with 'buy +0 with junk, junk'? [Enter/y: yes, n: no]" in out
    assert "Not done: choose again." in out
    assert sqlite3.connect(db).execute("SELECT COUNT(*) FROM actions").fetchone() == (0,)
    # 'confirm off' at the prompt: the same purchase is taken at once
    out = play(capsys, monkeypatch, "--from", pos(BINOCULARS), "--db", tmp_path / "h.db",
               stdin="confirm off\nbuy +0 with junk, junk\n")
    assert "Turn-ending actions will be taken at once ('confirm on' asks again)." in out
    assert "End your turn" not in out
    assert "T1 Seat 1 (human) bought Cookies from slot +0 for 2, paying junk, junk\n" in out


def test_stall_and_log_show_a_stall_in_full_and_the_story_so_far(capsys, monkeypatch, pos):
    out = play(capsys, monkeypatch, "--from", pos(TAKERS), "--no-confirm",
               stdin="stall 2\nstall 7\nlog\nplay Treasure Hunter\ntarget seat 2\nlog 2\n")
    # seat 2's stall holds one stack: Stashing Vendor (value 1)
    assert "Stall of Seat 2 (greedy) (1 stack):\n  1: Stashing Vendor (1) = 1\n" in out
    assert "Write 'stall N' (a seat from 1 to 2)." in out
    assert "Nothing has happened yet." in out
    # 'log 2': the story of the last 2 moves, whole: seat 1's choice of target (the card it
    # took from seat 2's discard pile) and seat 2's turn
    after = out.split("Seat 1> ")[-2]
    assert after.startswith("T1 Seat 1 (human): target seat 2\n"
                            "  Swift Broker: from the discard pile of Seat 2 (greedy) to your "
                            "hand\n"), after
    assert after.count("\nT2 Seat 2 (greedy) ") == 1 and "played Treasure Hunter" not in after


def test_undo_turn_takes_back_the_whole_turn_while_nothing_was_revealed(capsys, monkeypatch,
                                                                       pos, tmp_path):
    db = tmp_path / "g.db"
    out = play(capsys, monkeypatch, "--from", pos(TOYS), "--db", db,
               stdin="play Flashy Show\nplay Favorite Toy\nundo turn\nundo turn\n")
    # Newest first: Favorite Toy (it took the face-up Cookies back), then Flashy Show.
    assert "Took back: play Favorite Toy\n" in out and "Took back: play Flashy Show\n" in out
    assert out.index("Took back: play Favorite Toy") < out.index("Took back: play Flashy Show")
    assert "Cannot undo: there is no action to take back." in out
    assert sqlite3.connect(db).execute("SELECT COUNT(*) FROM actions").fetchone() == (0,)
    # Spyglass draws from one's own deck: hidden cards were seen, so the turn stays.
    out = play(capsys, monkeypatch, "--from", pos(SPY), "--db", tmp_path / "h.db",
               stdin="play Spyglass\nundo turn\n")
    assert ("Cannot undo: you have seen a hidden card since (a draw, or a look at a deck or a "
            "hand).") in out


# -- 4. effects report what they did, to whoever may see it ----------------------------------

def test_spyglass_dirty_exchange_and_the_die_report_to_their_owner(capsys, monkeypatch, pos):
    out = play(capsys, monkeypatch, "--from", pos(SPY), stdin="play Spyglass\n")
    # The top 3 cards of seat 1's deck, shown to seat 1 only.
    assert ("T1 Seat 1 (human) played Spyglass\n"
            "  3 cards: from your deck to the cards set aside\n"
            "  You see: Flashy Show, junk, Sabotage\n") in out
    out = play(capsys, monkeypatch, "--from", pos(SPY), stdin=(
        "play Dirty Exchange\ntarget seat 2\ngive junk to seat 2\nuse Bold Haggler\n"))
    # Seat 2 holds only Shattered Relic: the random card taken can only be that one.
    assert ("T1 Seat 1 (human): target seat 2\n"
            "  Shattered Relic: from the hand of Seat 2 (greedy) to your hand\n") in out
    assert ("T1 Seat 1 (human): give junk to seat 2\n"
            "  junk: from your hand to the hand of Seat 2 (greedy)\n") in out
    m = re.search(r"T1 Seat 1 \(human\) used Bold Haggler\n"
                  r"  Bold Haggler: the ocelot die shows (\d)\n", out)
    assert m and m[1] in "0123"  # the ocelot die's faces are 0, 1, 1, 2, 2, 3
    assert f"Active this turn: Bold Haggler: +{m[1]}" in out


def test_a_bots_charm_says_what_it_revealed_and_threw_away(capsys, monkeypatch, pos):
    out = play(capsys, monkeypatch, "--from", pos(CHARM), "--seats", "greedy,human")
    assert ("T1 Seat 1 (greedy) played Charm\n"
            "  Sabotage: from the market deck to the market discard pile\n") in out


# Seat 1 holds Treasure Hunter and Acorn; seat 2's discard pile is junk, Swift Broker (top) and
# its stall holds one stack, Stashing Vendor.
TAKERS = """\
game = "dale"
animalfolk = ["macaws", "raccoons", "squirrels"]
seed = 5
active = 1

[market]
slots = ["Cookies", "Nuisance", "Empty Chest", "Acorn", "Rotten Food"]
deck = 10

[junk]
pile = 6

[[player]]
hand = ["Flashy Show", "Favorite Toy", "Acorn", "junk", "Treasure Hunter"]
deck = 3
discard = ["Cookies"]

[[player]]
hand = 5
deck = 5
discard = ["junk", "Swift Broker"]
stall = [["Stashing Vendor"]]
"""


def test_cards_taken_from_a_discard_pile_or_a_stall_are_reported(capsys, monkeypatch, pos):
    out = play(capsys, monkeypatch, "--from", pos(TAKERS), "--no-confirm",
               stdin="play Treasure Hunter\ntarget seat 2\n")
    assert "  Swift Broker: from the discard pile of Seat 2 (greedy) to your hand\n" in out
    out = play(capsys, monkeypatch, "--from", pos(TAKERS), "--no-confirm",
               stdin="play Acorn\ntake Stashing Vendor from seat 2 stack 1\n")
    assert "  Stashing Vendor: from the stall of Seat 2 (greedy) to your hand\n" in out
    assert "  Acorn: from play to the stall of Seat 2 (greedy)\n" in out


def test_a_private_report_reaches_only_its_owner(capsys, monkeypatch, pos):
    # Two people at one terminal: seat 2 learns what left its own hand, never what seat 1 saw.
    out = play(capsys, monkeypatch, "--from", pos(SPY), "--seats", "human,human", stdin=(
        "\nplay Dirty Exchange\ntarget seat 2\ngive Spyglass to seat 2\ninventory\n\n\n"))
    since = out.split("Since your last turn:")[1].split("Your choices")[0]
    assert "  Shattered Relic: from your hand to the hand of Seat 1 (human)\n" in since
    assert "  Spyglass: from the hand of Seat 1 (human) to your hand\n" in since
    # what seat 1 chose in secret is told to seat 2 as the question it answered
    assert ("T1 Seat 1 (human) chose in secret (Dirty Exchange: choose the card you give "
            "back)\n") in since
    assert "give Spyglass" not in since
    # seat 1's clean-up draw: a count, never the card (Flashy Show, the top of its deck)
    assert "T1 Seat 1 (human) took an Inventory, discarding nothing\n" \
           "  Seat 1 (human) drew 1 card\n" in since
    assert "Flashy Show" not in since and "You drew" not in since


# -- 5. markers are explained ------------------------------------------------------------------

def test_help_explains_the_markers(capsys, monkeypatch, pos):
    out = " ".join(play(capsys, monkeypatch, "--from", pos(SPY), stdin="help\n").split())
    assert "Markers: (+) after a kind is the bonus action" in out
    assert "* means the page is inferred from the rulebook section" in out
    assert "— means the page is not known" in out
    assert "'hint' shows the best moves the search finds" in out  # the table's commands
    out = " ".join(play(capsys, monkeypatch, "--from", pos(SPY), "--lang", "it",
                        stdin="help\n").split())
    assert "(+) dopo un tipo è l'azione bonus" in out


# -- 6. a compact layout for a normal terminal -----------------------------------------------

def _screens(out: str, prompt: str = "Seat 1> ") -> list[list[str]]:
    """Each decision screen: from its header line ("Turn N — …") to its prompt."""
    screens = []
    for chunk in out.split(prompt)[:-1]:
        lines = chunk.splitlines()
        starts = [i for i, ln in enumerate(lines) if re.match(r"Turn \d+ — ", ln)]
        if starts:
            screens.append(lines[starts[-1]:] + [prompt])
    return screens


@pytest.mark.parametrize("seats, script", [
    ("human,greedy", "inventory junk\n\n1\n\ninventory\n\n1\n\n"),
    ("human,greedy,random,greedy", "inventory junk\n\n1\n\ninventory\n\n1\n\n"),
    # Turn 3 of seed 11 offers 28 choices: they take three columns to fit.
    ("human,greedy", "card Gamble\nbuy +0 with junk, junk, junk, junk\n\n"),
])
def test_every_decision_screen_fits_80_by_24(capsys, monkeypatch, seats, script):
    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.setenv("LINES", "24")
    out = play(capsys, monkeypatch, "--seats", seats, "--seed", "11", stdin=script)
    screens = _screens(out)
    assert len(screens) >= 2
    if "card Gamble" in script:  # turn 3: 28 choices; the short ones first, all numbered
        last = "\n".join(screens[-1])
        assert "19. play Dirty Exchange" in last and "23. inventory" in last
        # the bot's turn 2 takes 3 lines above the choices (title, what it built, its draw),
        # which leave 7 rows of 2 columns: 14 choices shown
        assert "T2 Seat 2 (greedy) built stack 1: Flexible Shopkeeper\n" in last + "\n"
        assert "(14 more choices: 'choices' lists every one; any can be typed)" in last
    for screen in screens:
        assert len(screen) <= 24, "\n".join(screen)
        assert max(len(line) for line in screen) <= 80, "\n".join(screen)
        assert any(line.startswith("Your hand (Seat 1): ") for line in screen)
        assert any(line.startswith("+4 ") for line in screen)  # the market, in one line


def test_a_big_terminal_gets_the_wide_layout(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "160")
    monkeypatch.setenv("LINES", "60")
    out = play(capsys, monkeypatch, "--seed", "11", stdin="")
    assert re.search(r"Your hand \(Seat 1\) *\n", out) and "Effect" in out
    assert "Discard top" in out
    out = play(capsys, monkeypatch, "--seed", "11", "--layout", "compact", stdin="")
    assert "Your hand (Seat 1): " in out and "Discard top" not in out
    code, _, err = run_cli(capsys, monkeypatch, ["play", "dale", "--layout", "tiny"])
    assert code == 2 and "--layout must be auto, compact or wide, not 'tiny'" in err


# -- 7. languages ------------------------------------------------------------------------------

@pytest.mark.parametrize("lang, typed, said", [
    ("ca", "inventari ferralla", "T1 Seient 1 (humà) fa Inventari i descarta ferralla\n"),
    ("es", "Inventario chatarra", "T1 Asiento 1 (humano) hace Inventario y descarta chatarra\n"),
    ("it", "inventario spazzatura", "T1 Posto 1 (umano) fa Inventario e scarta spazzatura\n"),
    ("fr", "inventaire dechet", "T1 Place 1 (humain) fait l'Inventaire et défausse Déchet\n"),
])
def test_translated_words_are_accepted(capsys, monkeypatch, pos, lang, typed, said):
    out = play(capsys, monkeypatch, "--from", pos(TOYS), "--lang", lang, "--no-confirm",
               stdin=typed + "\n")
    assert said in out


def test_parser_messages_follow_the_catalogue(capsys, monkeypatch, pos):
    out = play(capsys, monkeypatch, "--from", pos(TOYS), "--lang", "es",
               stdin="volar alto\ncomprar +9 con chatarra\n")
    assert "No se entiende: acción desconocida 'volar'" in out
    assert "los espacios de mercado son +0 … +4, no +9" in out
    out = play(capsys, monkeypatch, "--from", pos(TOYS), "--lang", "fr", stdin="voler\n")
    assert "action inconnue 'voler' ; les actions commencent par acheter" in out


def test_a_resumed_game_keeps_its_language(capsys, monkeypatch, tmp_path):
    db = tmp_path / "g.db"
    out = play(capsys, monkeypatch, "--seed", "4", "--db", db, "--lang", "fr")
    assert "Fin de l'entrée" in out
    code, out, err = run_cli(capsys, monkeypatch, ["play", "--resume", "1", "--db", db])
    assert code == 0, err
    assert "Reprise de la partie 1" in out and "Ta main (Place 1)" in out
    code, out, err = run_cli(capsys, monkeypatch, ["play", "--resume", "1", "--db", db,
                                                   "--lang", "it"])
    assert code == 0 and "Riprende la partita 1" in out  # a language asked for wins


def test_rules_questions_are_answered_in_their_language(capsys, monkeypatch):
    code, out, _ = run_cli(capsys, monkeypatch, ["rules", "dale", "puc pagar més del preu?"])
    assert code == 0
    assert out.startswith(
        "Regles que responen «puc pagar més del preu?»:\n1. dale.market.overpay")
    code, out, _ = run_cli(capsys, monkeypatch,
                           ["rules", "dale", "puis-je payer plus que le prix ?"])
    assert "1. dale.market.overpay (p. 5) — Pas de paiement excessif inutile" in out
    code, out, _ = run_cli(capsys, monkeypatch, ["rules", "dale", "can I pay more than the price?"])
    assert "1. dale.market.overpay (p. 5) — No needless overpaying" in out
    code, out, _ = run_cli(capsys, monkeypatch, ["rules", "dale", "dale.market.overpay"])
    assert code == 0 and out.startswith("dale.market.overpay (p. 5) — No needless overpaying\n")
    code, _, err = run_cli(capsys, monkeypatch, ["rules", "pax", "dale.market.overpay"])
    assert code == 2 and "unknown rule 'dale.market.overpay'" in err


# -- 11. long waits are not silent -------------------------------------------------------------

def test_a_thinking_ismcts_bot_shows_a_spinner():
    from rich.console import Console

    from ludoteca.cli.play import play_dale
    from ludoteca.core.i18n import set_language

    set_language("en")
    buf = io.StringIO()
    console = Console(file=buf, force_terminal=True, width=100, height=40)

    def end_of_input(prompt: str) -> str:
        raise EOFError

    # Seed 3: the bot (seat 2) moves first; then the input ends.
    play_dale(["human", "ismcts:iterations=5"], None, 3, console, input_fn=end_of_input,
              max_turns=5)
    assert "Seat 2 (ismcts:iterations=5) is thinking…" in buf.getvalue()


def test_simulate_help_says_how_long_ismcts_takes(capsys, monkeypatch):
    code, out, _ = run_cli(capsys, monkeypatch, ["simulate", "--help"])
    text = " ".join(out.replace("│", " ").split())
    assert code == 0 and "ISMCTS takes time" in text and "about 15 seconds" in text


# -- 12. the smaller points ----------------------------------------------------------------------

def test_no_seed_is_shown_to_people_or_claimed_for_a_position(capsys, monkeypatch, pos):
    out = play(capsys, monkeypatch, "--seed", "4")
    assert "seed" not in out.lower()  # a person could work out every hidden card from it
    out = play(capsys, monkeypatch, "--from", pos(SPY), "--seats", "greedy,random",
               "--seed", "4", "--max-turns", "3")
    assert "seed" not in out.lower()  # a position's game is not replayed by a seed
    out = play(capsys, monkeypatch, "--seats", "greedy,random", "--seed", "4")
    assert "Dale of Merchants — seed 4 — decks:" in out  # bots only: nothing hidden from anyone


def test_replay_does_not_call_anyone_you(capsys, monkeypatch, tmp_path):
    rec = tmp_path / "g.rec"
    play(capsys, monkeypatch, "--seats", "greedy,random", "--seed", "4", "--record", rec)
    code, out, err = run_cli(capsys, monkeypatch, ["replay", rec, "--to", "3"])
    assert code == 0, err
    assert "Seat 1 (greedy)" in out and "(you)" not in out


def test_output_options_refuse_a_missing_directory_alike(capsys, monkeypatch, tmp_path, pos):
    missing = tmp_path / "nowhere"
    for argv, option in (
            (["play", "dale", "--record", missing / "g.rec"], "--record"),
            (["play", "dale", "--db", missing / "g.db"], "--db"),
            (["simulate", "dale", "--games", "1", "--json", missing / "r.json"], "--json"),
            (["simulate", "dale", "--games", "1", "--records", missing / "deeper" / "recs"],
             "--records")):
        code, _, err = run_cli(capsys, monkeypatch, argv)
        assert code == 2 and f"{option} " in err and "does not exist" in err, err
        assert not missing.exists()
    code, _, err = run_cli(capsys, monkeypatch, ["simulate", "dale", "--games", "1", "--seed",
                                                 "2", "--records", tmp_path / "recs"])
    assert code == 0, err
    assert (tmp_path / "recs" / "dale-2.rec").exists()  # the directory itself is made
    # The message names two temporary paths (longer under a parallel worker's directory): a
    # console wide enough to print it on one line, however long they are.
    monkeypatch.setenv("COLUMNS", "1000")
    out = play(capsys, monkeypatch, "--from", pos(SPY), stdin=f"save {missing / 'p.toml'}\n")
    assert f"Not saved: save {missing / 'p.toml'}: the directory {missing} does not exist." in out


def test_position_file_errors_name_the_file(capsys, monkeypatch, pos):
    bad = pos(SPY.replace('"Spyglass"', '"Spyglas"'), "bad.toml")
    code, out, _ = run_cli(capsys, monkeypatch, ["check", "dale", bad, "inventory"])
    assert code == 2 and out.startswith("error: line ") and f"(in {bad})" in out
    code, _, err = run_cli(capsys, monkeypatch, ["play", "dale", "--from", bad])
    assert code == 2 and f"(in {bad})" in err


def test_check_does_not_invent_an_opponents_hand(capsys, monkeypatch, pos):
    # Seat 2's hand and deck are counts in the file: after the turn they stay counts.
    code, out, _ = run_cli(capsys, monkeypatch, ["check", "dale", pos(TOYS), "inventory junk"])
    assert code == 0 and "New position, seat 2 to play:" in out
    seat2 = out.split("[[player]]")[2]
    assert "hand = 5\n" in seat2 and "deck = 5\n" in seat2


def test_choices_lists_every_choice_whole(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.setenv("LINES", "24")
    out = play(capsys, monkeypatch, "--seed", "11", "--no-confirm",
               stdin="buy +0 with junk, junk, junk, junk\nchoices\n")
    listing = out.split("Seat 1> ")[-2]
    assert "11. buy +2 with Bold Haggler, Dirty Exchange" in listing  # hidden before, whole now
    assert "18. buy +4 with Dirty Exchange, junk, junk" in listing


def test_choices_that_would_print_alike_show_what_differs():
    from ludoteca.cli.render import distinct_cuts

    texts = ["buy +0 with Bold Haggler, Dirty Exchange, junk, junk",
             "buy +0 with Bold Haggler, Dirty Exchange, junk, Wily Fellow",
             "inventory"]
    # cut at 30 both would read "buy +0 with Bold Haggler, Dir…": each keeps its verb and
    # slot, then the part from 6 characters before the first difference (index 48, after
    # "…, Dirty Exchange, junk, "): from index 42
    assert distinct_cuts(texts, 30) == ["buy +0 …junk, junk",
                                        "buy +0 …junk, Wily Fellow",
                                        "inventory"]
    assert distinct_cuts(["play Spyglass", "inventory"], 30) == ["play Spyglass", "inventory"]


def test_the_end_board_keeps_the_chosen_layout(capsys, monkeypatch):
    out = play(capsys, monkeypatch, "--seed", "11", "--decks", "macaws,raccoons,ocelots",
               "--layout", "compact", "--no-confirm", stdin="1\n" * 400)
    end = out.split("Seat 1> ")[-1]
    assert "wins on turn" in end
    assert re.search(r"^\+4 ", end, re.M) and "┏" not in end  # the compact market, no boxes
    # the moves that ended the game are told after the board, under their turn
    assert "Since your last turn:" in end and re.search(r"^T\d+ Seat 2 \(greedy\) ", end, re.M)


def test_check_reads_the_readers_words_as_the_table_does(capsys, monkeypatch, pos):
    """``check`` reads an action typed in the reader's words as the table's prompt does
    (cli.typed): SPY's Cookies (value 2, slot +0: price 2) bought with two junk, typed in
    French, is legal; before, check refused "acheter", the word its own error offered."""
    code, out, _ = run_cli(capsys, monkeypatch, ["--lang", "fr", "check", "dale", pos(SPY),
                                                 "acheter +0 avec déchet, déchet"])
    assert code == 0 and out.startswith("legal"), out
    code, out, _ = run_cli(capsys, monkeypatch, ["check", "dale", pos(SPY),
                                                 "buy +0 with junk, junk"])
    assert code == 0 and out.startswith("legal"), out


def test_card_and_confirm_without_their_argument_say_how_to_write_them(capsys, monkeypatch,
                                                                       pos):
    """'card' alone and 'confirm' with neither on nor off are the table's commands written
    incompletely: a usage line, not "unknown action"."""
    out = play(capsys, monkeypatch, "--from", pos(SPY), stdin="card\nconfirm maybe\n")
    assert "Write 'card NAME' (any card of the game)." in out
    assert "Write 'confirm on' or 'confirm off'" in out
    assert "unknown action" not in out


def test_an_unknown_action_is_named_by_the_word_the_player_typed(capsys, monkeypatch, pos):
    """French 'pile' (a stack) is read as the notation's 'stack': 'pile 2', not an action, is
    refused naming 'pile', the word typed, not 'stack'."""
    out = play(capsys, monkeypatch, "--from", pos(SPY), "--lang", "fr", stdin="pile 2\n")
    assert "action inconnue 'pile'" in out and "'stack'" not in out
