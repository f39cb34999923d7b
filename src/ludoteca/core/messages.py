"""The English source of every player-facing text of the user interfaces (message ids).

Each entry is ``key -> English template`` with named placeholders, or ``key -> (singular,
plural)`` for a text with plural forms (its number is the ``count`` value). Code shows a
message with :func:`ludoteca.core.i18n.t` (``t("play.saved", path=p)``); the translations are
in ``ludoteca/locale/<lang>/LC_MESSAGES/ludoteca.po`` under the same key (``msgctxt``).

Rule texts, refusal reasons, card summaries, step prompts and command help have their own
sources (see :mod:`ludoteca.core.i18n`). After adding or changing an entry here run
``python -m ludoteca.core.i18n_tools update`` and translate the new entries (docs/translating.md).
"""

from __future__ import annotations

MESSAGES: dict[str, str | tuple[str, str]] = {
    # games and terms
    "game.dale": "Dale of Merchants",
    "term.junk": "junk",
    "kind.technique": "technique",
    "kind.passive": "passive",
    "kind.ability": "passive + ability",
    "kind.junk": "junk",
    "decision.action": "Choose an action",
    "decision.over": "Seat {winner} has won.",
    # the table (cli/render.py)
    "render.seat": "Seat {seat}",
    "render.turn": "Turn {turn}",
    "render.game_over": "game over, {seat} wins",
    "render.turn_of": "{seat}'s turn",
    "render.decks": "decks: {decks}",
    "render.market": "Market",
    "render.slot_value_price": "value {value} · price {price}",
    "render.slot_empty": "empty",
    "render.market_caption": ("market deck: {deck} · market discard: {discard} (top: {top}) · "
                              "junk pile: {junk}"),
    "render.players": "Players",
    "render.col.seat": "Seat",
    "render.col.hand": "Hand",
    "render.col.deck": "Deck",
    "render.col.discard": "Discard",
    "render.col.discard_top": "Discard top",
    "render.col.stacks": "Stacks",
    "render.col.stall": "Stall",
    "render.you": "(you)",
    "render.your_hand": "Your hand ({seat})",
    "render.col.card": "Card",
    "render.col.value": "Value",
    "render.col.animalfolk": "Animalfolk",
    "render.col.kind": "Kind",
    "render.col.effect": "Effect",
    "render.value_printed": "{value} (printed {printed})",
    "render.empty_hand": "(empty)",
    "render.effects": "Active this turn: {effects}",
    "render.choices": "Your choices (type a number or the text)",
    "render.no_winner": "No winner: the game stopped on turn {turn}.",
    "render.wins_on_turn": "{seat} wins on turn {turn}.",
    # the terminal game (cli/play.py)
    "play.not_allowed": "Not allowed: {explanation} (rule {rule}, p. {page})",
    "play.hidden_choice_kind": "makes a hidden choice ({kind})",
    "play.hidden_choice": "makes a hidden choice",
    "play.pass_terminal": "Pass the terminal to {seat}, then press Enter.",
    "play.since_last_turn": "Since your last turn:",
    "play.help": ("Type the number of a choice or its text, e.g. 1 or 'inventory junk'. "
                  "'save FILE' writes the position as you know it. "
                  "Ctrl-C or end of input ends the game."),
    "play.save_usage": "Write 'save FILE'.",
    "play.not_saved": "Not saved: {error}.",
    "play.not_saved_path": "Not saved: {error} ({path}).",
    "play.saved": "Position saved to {path}.",
    "play.no_such_choice": "There is no choice {n}; choose 1 to {count}.",
    "play.not_understood": ("Not understood: {error}. Type a number from 1 to {count} or the "
                            "text of a choice."),
    "play.title": "{game} — seed {seed} — decks: {decks}",
    "play.seats": "Seats: {seats}",
    "play.interrupted": "Game interrupted. Replay it with --seed {seed}.",
    "play.input_ended": "End of input: game ended. Replay it with --seed {seed}.",
    # check / moves / show (cli/positions.py)
    "check.wins": "Seat {seat} wins: their 8th stack ends the game.",
    "check.next": "Next: seat {seat} — {prompt}",
    "check.turn_ends": "The turn ends (clean-up done). New position, seat {seat} to play:",
    "show.bad_seat": "--seat {seat}: the position has seats 1 to {count}",
    # simulate (cli/simulate.py, cli/main.py)
    "simulate.seed": "Seed: {seed}",
    "simulate.title": ("{game} — {count} game, seed {first}", "{game} — {count} games, seeds {first}–{last}"),
    "simulate.col.bot": "Bot",
    "simulate.col.wins": "Wins",
    "simulate.col.win_rate": "Win rate",
    "simulate.unfinished": "unfinished",
    "simulate.turns_title": "Turns per finished game (every player's turn counts; cap {cap})",
    "simulate.col.finished": "Finished",
    "simulate.col.unfinished": "Unfinished",
    "simulate.col.mean": "Mean",
    "simulate.col.std": "Std dev",
    "simulate.col.min": "Min",
    "simulate.col.max": "Max",
    "simulate.decks_title": "Decks used (games per animalfolk deck)",
    "simulate.col.games": "Games",
    "simulate.progress": "Simulating",
    "simulate.wrote": "Wrote {path}",
    # the command itself (cli/main.py)
    "cli.interrupted": "Interrupted.",
    "cli.aborted": "Aborted.",
    "cli.lang_help": ("Language of the output: en, ca, es, it or fr (default: $LUDOTECA_LANG, "
                      "else the locale of the environment, else English)."),
    # output files and the game database (cli/options.py, cli/records.py)
    "cli.output_is_dir": "{option} {path}: this is a directory; give the name of a file",
    "cli.output_no_dir": "{option} {path}: the directory {dir} does not exist",
    "cli.output_denied": "{option} {path}: no permission to write there",
    "cli.write_failed": "cannot write {path}: {reason}",
    "cli.no_game": "there is no game {id} in {db}",
    # help screens (cli/lang.py)
    "clihelp.options": "Options",
    "clihelp.arguments": "Arguments",
    "clihelp.commands": "Commands",
    "clihelp.default": "[default: {}]",
    "clihelp.required": "[required]",
    # ludoteca rules (cli/rules.py)
    "rules.page": "p. {page}",
    "rules.list_title": ("{game}: {count} rule", "{game}: {count} rules"),
    "rules.unknown_rule": "unknown rule {rule!r}; 'ludoteca rules {game}' lists the rules",
    "rules.unknown_game": "unknown game {game!r}; the rules of these games are known: {games}",
    "rules.answers": "Rules that answer “{question}”:",
    "rules.no_answer": "No rule matches “{question}”. 'ludoteca rules {game}' lists every rule.",
}
