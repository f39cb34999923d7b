"""The English source of every text of the terminal (message ids), registered in
:mod:`ludoteca.core.messages` when the package is imported (``ludoteca/cli/__init__.py``).

Each entry is ``key -> English template`` with named placeholders, or ``key -> (singular,
plural)`` for a text with plural forms (its number is the ``count`` value). Code shows a
message with :func:`ludoteca.core.i18n.t` (``t("play.saved", path=p)``); the translations are
in ``ludoteca/locale/<lang>/LC_MESSAGES/ludoteca.po`` under the same key (``msgctxt``). The
help of every command and option is registered here too, as the source group ``help``.

After adding or changing an entry here run ``python -m ludoteca.core.i18n_tools update`` and
translate the new entries (docs/translating.md).
"""

from __future__ import annotations

from ludoteca.core.messages import register_messages
from ludoteca.core.sources import Source, register_source

MESSAGES: dict[str, str | tuple[str, str]] = {
    # the table (cli/render.py)
    "render.seat": "Seat {seat}",
    # a solo game against Mono (cli/play.py, Table.tell_mono)
    "play.mono_step": "  » {text}",
    "play.mono_next": "  (Enter: Mono's next step) ",
    "render.turn": "Turn {turn}",
    "render.game_over": "game over, {seat} wins",
    "render.turn_of": "{seat}'s turn",
    "render.decks": "decks: {decks}",
    "render.edition": "{edition} edition",
    "render.market": "Market",
    "render.slot_value_price": "value {value} · price {price}",
    "render.slot_empty": "empty",
    "render.market_caption": ("market deck: {deck} · market discard: {discard} (top: {top}) · "
                              "junk pile: {junk}"),
    "render.market_caption.remaster": ("supply: {deck} · bin: {discard} (top: {top}) · "
                                       "junkyard: {junk}"),
    "render.players": "Players",
    "render.col.seat": "Seat",
    "render.col.hand": "Hand",
    "render.col.deck": "Deck",
    "render.col.discard": "Discard",
    "render.col.discard_top": "Discard top",
    "render.col.stacks": "Stacks",
    "render.col.stall": "Stall",
    "render.you": "(you)",
    "render.coins": ("[{count} coin]", "[{count} coins]"),
    "render.clock": "clock: {side}",
    "render.clock_day": "day",
    "render.clock_night": "night",
    "render.clock_dawn": "dawn",
    "render.clocks": "clocks: {seats}",
    "render.human": "human",
    "render.your_hand": "Your hand ({seat})",
    "render.col.card": "Card",
    "render.col.value": "Value",
    "render.col.animalfolk": "Animalfolk",
    "render.col.kind": "Kind",
    "render.col.effect": "Effect",
    "render.value_printed": "{value} (printed {printed})",
    "render.empty_hand": "(empty)",
    "render.effects": "Active this turn: {effects}",
    "render.pending": "Waiting: {effects}",
    "render.rolls": "rolled this turn: {rolls}",
    "render.stored": "Stored face down: {seats}",
    "render.schedule": "Schedule (waiting face up): {seats}",
    "render.stored_mine": "your stored cards: {cards}",
    "render.choices": "Your choices (type a number or the text)",
    "render.no_winner": "No winner: the game stopped after turn {turn}, the turn cap.",
    "render.card_line": "{animalfolk}, value {value}, {kind}",
    "render.decider": "{seat}: {prompt}",
    "render.paying": "buying {slot} (price {price}), paid so far: {cards}",
    "render.slot_bin": "the top of the market discard pile",
    "render.discarded": "discarded so far: {cards}",
    "render.legend_line": "{card} ({kind}): {effect}",
    "render.where": "Now: {places}",
    "render.where_market": "market +{slot}",
    "render.where_hand": "your hand",
    "render.where_stall": "stall of {seat}",
    "render.where_discard": "discard pile of {seat}",
    "render.where_market_discard": "market discard pile",
    "render.compact_price": "{value}·${price}",
    "render.compact_hand": "{title}: {cards}",
    "render.compact_seat": ("{seat}: hand {hand} · deck {deck} · discard {discard} (top {top}) · "
                            "stall {stacks}/8: {stall}"),
    "render.wins_on_turn": "{seat} wins on turn {turn}.",
    "render.stack_card": "{card} ({value})",
    "render.stack_line": "{number}: {cards} = {total}",
    # the terminal game (cli/play.py)
    "play.not_allowed": "Not allowed: {explanation} (rule {rule}, p. {page})",
    "play.hidden_choice_kind": "makes a hidden choice ({kind})",
    "play.hidden_choice": "makes a hidden choice",
    "play.pass_terminal": "Pass the terminal to {seat}, then press Enter.",
    "play.since_last_turn": "Since your last turn:",
    "play.help": ("Type the number of a choice or its text, e.g. 1 or 'inventory junk'. "
                  "'save FILE' writes the position as you know it. 'undo' takes back your last "
                  "action of this turn when nothing was revealed since. "
                  "'quit', Ctrl-C or end of input ends the game."),
    "play.hints_allowed": "Hints are allowed at this table: type 'hint' for the best moves.",
    "play.hints_not_allowed": "Hints are not allowed at this table.",
    "play.hints_off": "Hints are not allowed at this table (play --hints allows them).",
    "play.hint_title": "Best moves found by the search, with the estimated win probability:",
    "play.hint_line": "  {n}. {action} — {percent}%: {why}",
    "play.markers": ("Markers: (+) after a kind is the bonus action: played as a technique, "
                     "the card gives one more action (rule dale.turn.bonus_action). After a "
                     "page number, * means the page is inferred from the rulebook section, "
                     "not read on the page itself; — means the page is not known. "
                     "Commands: 'card NAME' reads any card; 'pile N' or 'pile market' lists "
                     "a discard pile, top last; 'stall N' shows a seat's stall in full; "
                     "'log' or 'log N' prints the story of the last moves; 'confirm off' / 'confirm on' "
                     "stops or starts the question before a turn-ending action; 'choices' "
                     "lists every choice; 'undo turn' "
                     "takes back your whole turn while nothing hidden or random was "
                     "revealed; 'hint' shows the best moves the search finds, where the "
                     "table allows hints."),
    "play.undo_unavailable": "Undo is not available in this game.",
    "play.thinking": "{seat} is thinking…",
    "play.log_line": "T{turn} {seat}: {action}",
    "play.story_head": "T{turn} {text}",
    "play.story_more": "  {text}",
    "play.story_left_out": ("({count} earlier move: 'log' lists them)",
                            "({count} earlier moves: 'log' lists them)"),
    "play.log_usage": "Write 'log' or 'log N' (the last N moves).",
    "play.card_usage": "Write 'card NAME' (any card of the game).",
    "play.confirm_usage": "Write 'confirm on' or 'confirm off' (the question before an action that ends your turn).",
    "play.log_empty": "Nothing has happened yet.",
    "play.stall_usage": "Write 'stall N' (a seat from 1 to {count}).",
    "play.stall_title": ("Stall of {seat} ({count} stack):", "Stall of {seat} ({count} stacks):"),
    "play.confirm_on": "Turn-ending actions will be confirmed first.",
    "play.confirm_off": "Turn-ending actions will be taken at once ('confirm on' asks again).",
    # the table's commands: the words a player may type for each (comma-separated; the
    # English word is always understood too)
    "play.cmd.help": "help",
    "play.cmd.quit": "quit",
    "play.cmd.save": "save",
    "play.cmd.hint": "hint",
    "play.cmd.undo": "undo",
    "play.cmd.turn": "turn",
    "play.cmd.card": "card",
    "play.cmd.pile": "pile",
    "play.cmd.market": "market",
    "play.cmd.stall": "stall",
    "play.cmd.log": "log",
    "play.cmd.choices": "choices",
    "play.cmd.confirm": "confirm",
    "play.cmd.on": "on",
    "play.cmd.off": "off",
    "play.confirm": "End your turn with '{action}'? [Enter/y: yes, n: no]",
    "play.confirm_how": "Answer y (or just Enter) to go on, n to choose again.",
    "play.yes_words": "y, yes",
    "play.no_words": "n, no",
    "play.not_done": "Not done: choose again.",
    "play.no_such_card": "There is no card {name!r}. Cards: {hint}",
    "play.market_words": "market",
    "play.pile_usage": "Write 'pile N' (a seat from 1 to {count}) or 'pile market'.",
    "play.pile_market": ("Market discard pile ({count} card), bottom to top:",
                         "Market discard pile ({count} cards), bottom to top:"),
    "play.pile_seat": ("Discard pile of {seat} ({count} card), bottom to top:",
                       "Discard pile of {seat} ({count} cards), bottom to top:"),
    "play.pile_empty": "(empty)",
    "play.pile_top": "← top",
    "play.title_no_seed": "{game} — decks: {decks}",
    "play.interrupted_no_seed": "Game interrupted.",
    "play.input_ended_no_seed": "End of input: game ended.",
    "play.quit_words": "quit, exit",
    "play.quit": "You left the game.",
    "play.seed_after": "This game's seed was {seed}.",
    # what an action did, told to each seat that may see it (cli/play.py reports)
    "report.shown": "You see: {cards}",
    "report.hand_gained": "Into your hand: {cards}",
    "report.hand_lost": "Out of your hand: {cards}",
    "report.discard": "On top of the discard pile of {seat}: {cards}",
    "report.stack": "New stack in the stall of {seat}: {cards}",
    "report.stack_changed": "Stack {number} in the stall of {seat} is now: {cards}",
    "report.discard_taken": "Taken off the discard pile of {seat}: {cards}",
    "report.market_discard": "On top of the market discard pile: {cards}",
    "report.die": "{card}: the ocelot die shows {face}",
    "report.effect": "Now in effect: {effect}",
    "report.roll": "Rolled {roll}",
    "play.more_inventories": ("({count} more inventory: type any, e.g. 'inventory junk, junk')",
                              "({count} more inventories: type any, e.g. "
                              "'inventory junk, junk')"),
    "play.more_choices": ("({count} more choice: 'choices' lists every one; any can be typed)",
                          "({count} more choices: 'choices' lists every one; any can be "
                          "typed)"),
    "play.save_usage": "Write 'save FILE'.",
    "play.not_saved": "Not saved: {error}.",
    "play.referee_refused": ("Not saved: a referee save shows every hand and the random state, "
                             "which nobody at the table may see while the game runs. 'save "
                             "FILE' writes what you know."),
    "play.not_saved_path": "Not saved: {error} ({path}).",
    "play.saved": "Position saved to {path}.",
    "play.no_such_choice": "There is no choice {n}; choose 1 to {count}.",
    "play.not_understood": ("Not understood: {error}. Type a number from 1 to {count} or the "
                            "text of a choice."),
    "play.title": "{game} — seed {seed} — decks: {decks}",
    "play.seats": "Seats: {seats}",
    "play.interrupted": "Game interrupted. Replay it with --seed {seed}.",
    "play.input_ended": "End of input: game ended. Replay it with --seed {seed}.",
    # undo (cli/records.py; the reasons come from dale/records.py undo_refusal_reason)
    "undo.refused": "Cannot undo: {reason}.",
    "undo.took_back": "Took back: {action}",
    "undo.took_back_public": "took back their last action",
    "undo.nothing": "there is no action to take back",
    # saved games, replay, games (cli/records.py)
    "records.new_game": "Game {id}, saved after every action in {db}.",
    "records.resuming": ("Resuming game {id} after {count} action (turn {turn}).",
                         "Resuming game {id} after {count} actions (turn {turn})."),
    "records.continue": "Game {id} is saved: continue it with '{command}'.",
    "records.written": "Record written to {path}.",
    "records.unfinished_not_written": ("The record was not written to {path}: the game is not "
                                       "finished, and its record holds the seed, which shows "
                                       "every hidden card. Export it when the game is over: "
                                       "'{command}'."),
    "records.export_unfinished": ("game {id} is not finished: its record holds the seed, which "
                                  "shows every hidden card, so it is exported only once the "
                                  "game is over (continue it with '{command}')"),
    "records.game_written": "Record of game {id} written to {path}.",
    "records.not_playing": "game {id} cannot be continued ({status}); export its record with "
                           "'{command}'",
    "replay.ok": ("OK: {count} action, legal and canonical; the final hash matches ({hash}).",
                  "OK: {count} actions, every one legal and canonical; the final hash matches "
                  "({hash})."),
    "replay.winner": "Winner: {seat} (turn {turn}).",
    "replay.next": "No winner yet. Next: {seat} — {prompt}",
    "replay.bad_seat": "--seat {seat}: the game has seats 1 to {count}",
    "replay.step_line": "{k}. T{turn} {seat}: {action}",
    "replay.step_prompt": "Enter: next action, q: stop>",
    "replay.stopped": "Stopped.",
    "replay.position_after": ("Position after {applied} of {count} action:",
                              "Position after {applied} of {count} actions:"),
    "replay.final_position": ("Final position after {count} action:",
                              "Final position after {count} actions:"),
    "replay.hash": "State hash: {hash}",
    "games.none": "No saved games in {db}.",
    "games.title": "Saved games ({db})",
    "games.col.id": "ID",
    "games.col.date": "Date",
    "games.col.players": "Players",
    "games.col.turn": "Turn",
    "games.col.actions": "Actions",
    "games.col.status": "Status",
    "games.status.playing": "playing",
    "games.status.finished": "finished",
    "games.status.won": "finished: seat {seat} won",
    "games.status.stopped": "stopped at the turn cap",
    # command-line options (cli/options.py, cli/main.py)
    "options.unknown_game": "unknown game {game!r}; supported games: {games}",
    "options.no_bots": "bots cannot play {game}; the games bots play: {games}",
    "options.not_offered": "{game} does not offer {command}",
    "options.not_for_game": "{option} is not an option of {game}",
    "play.title_generic": "{game} — seed {seed}",
    # Typer/Click usage errors, said in the reader's language (cli/main.py)
    "cli.missing_parameter": "{name} is missing (ludoteca COMMAND --help lists what it takes)",
    "cli.no_such_option": "there is no option {option} (ludoteca COMMAND --help lists them)",
    "cli.bad_parameter": "{name} does not take that value (ludoteca COMMAND --help says what it takes)",
    "cli.missing_command": "a command is missing (ludoteca --help lists them)",
    "cli.no_such_command": "there is no command {command} (ludoteca --help lists them)",
    "play.not_playable": ("{game} is not played with 'ludoteca play': it has commands of its own "
                          "(ludoteca {game} --help)"),
    "play.bots_only": ("{game} has no terminal table for people yet: every seat must be a "
                       "bot"),
    "games.col.game": "Game",
    "games.caption": "Game: {game}",
    "simulate.col.label": "Label",
    "simulate.labels_title": "Labels (games per label)",
    "simulate.label_wins_title": "Win rate by label (95% CI)",
    "simulate.label_holders_title": "Win rate of the seat leading in each label at the end (95% CI)",
    "simulate.col.seats": "Seats",
    "simulate.col.vs_even": "vs. even share",
    "simulate.label_solo_title": ("Solo results by label (result: the player's score; win share "
                                  "with 95% CI)"),
    "simulate.mono_title": ("Solo results against Mono by animalfolk deck in play (result: your "
                            "stacks minus Mono's; win share with 95% CI)"),
    "simulate.solo_results_title": "Results of the finished solo games",
    "simulate.solo_opponent": "won by the solo opponent",
    "simulate.all_games": "all games",
    "simulate.col.mean_result": "Mean result",
    "simulate.col.win_share": "Win share",
    "simulate.col.result": "Result",
    "options.bad_seed": "the seed must be a whole number, got {text!r}",
    "options.seed_range": "the seed must be a whole number from {min} to {max}, got {text}",
    "options.number_range": "{option} must be a whole number from {min} to {max}, got {value}",
    "options.bad_seat_list": ("bad seat list {text!r}: give comma-separated names such as "
                              "human,greedy"),
    "options.bots_only": "simulations are played by bots only; 'human' is not allowed here",
    "options.unknown_seat": "unknown seat {name!r} in {text!r}; each seat is one of: {known}",
    "options.players": "{game} is played by {min} to {max} players, not {count}",
    "options.players_mismatch": ("--players {players} does not match the {count} seats given "
                                 "in --seats {seats}"),
    "options.bad_deck_list": ("bad deck list {text!r}: give comma-separated names such as "
                              "macaws,pandas"),
    "options.unknown_deck": "unknown animalfolk deck {deck!r}; known decks: {decks}",
    "options.deck_twice": "the animalfolk deck {deck!r} is named twice",
    "options.deck_count": "{players} players use {need} animalfolk decks, not {count}",
    "options.not_with_resume": ("{option} cannot be used with --resume: the saved game keeps "
                                "its own"),
    "options.name_game": "name the game to play (dale), or continue one with --resume ID",
    "options.from_players": "--players {players}: the position has {count} players",
    "options.from_decks": "--decks cannot be used with --from: the position names its decks",
    "options.from_seats": "--seats names {seats} seats; the position has {count} players",
    "options.to_negative": "--to must be 0 or more, got {value}",
    "options.bad_layout": "--layout must be auto, compact or wide, not {value!r}",
    "options.verify_alone": "--verify checks the whole record: use it without --to and --step",
    # check / moves / show (cli/positions.py)
    "check.wins": "Seat {seat} wins: their 8th stack ends the game.",
    "check.next": "Next: seat {seat} — {prompt}",
    "check.read_as": "Read as: {action}",
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
    "simulate.col.ci_wilson": "95% CI (Wilson)",
    "simulate.rotate_caption": "Seats rotate between games; wins count per bot wherever it sat.",
    "simulate.positions_title": "Wins by position (any bot)",
    "simulate.col.position": "Position",
    "simulate.col.ci": "95% CI",
    "simulate.col.even_share": "Even share",
    "simulate.first_player": "first player",
    "simulate.position": "seat {seat}",
    "simulate.length_title": ("Game length (finished games; median {median}, 10th–90th "
                              "percentile {p10}–{p90})"),
    "simulate.col.turns": "Turns",
    "simulate.folk_title": "Win rate by animalfolk deck in play (95% CI)",
    "simulate.holders_title": ("Win rate of the seat holding the most market cards of each deck "
                               "at the end (95% CI)"),
    "simulate.wrote_records": ("Wrote {count} game record to {dir}",
                               "Wrote {count} game records to {dir}"),
    # the command itself (cli/main.py)
    "cli.interrupted": "Interrupted.",
    "cli.aborted": "Aborted.",
    "cli.lang_help": ("Language of the output: en, ca, es, it or fr (default: $LUDOTECA_LANG, "
                      "else the locale of the environment, else English)."),
    # output files and the game database (cli/options.py, cli/records.py)
    "cli.output_is_dir": "{option} {path}: this is a directory; give the name of a file",
    "cli.number_too_long": "a number in the input has more than {limit} digits: no game "
                           "uses one",
    "replay.bad_date": "the date {got} is not a UTC date and time such as "
                       "2026-12-01T21:59:33Z, up to today",
    "cli.output_no_dir": "{option} {path}: the directory {dir} does not exist",
    "cli.output_denied": "{option} {path}: no permission to write there",
    "cli.output_not_dir": "{option} {path}: this is a file; give the name of a directory",
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
    # text as data: errors and results as message ids (issue #12, item 7)
    "error.in_file": "{error} (in {path})",
    "error.refused": "{explanation} (rule {rule})",
    "error.internal": "internal error: {kind}: {error}",
    "error.action": "action {action}: {error}",
    "error.option": "{option} {error}",
    "error.pending_effect": "the pending effect of {path} cannot go on with {action} ({error})",
    "rules.top_least": "--top must be at least 1, got {top}",
    "simulate.plot_needs_matplotlib": "--plot needs matplotlib: pip install 'ludoteca[plot]'",
    "records.records": "--records {directory}: {reason}",
    # `ludoteca --version`, second line: which build runs (docs/performance.md, "Compiled build")
    "version.pure": "pure-Python build",
    "version.compiled": "compiled build (mypyc) of the engine's hot modules",
}


def _help_sources() -> list[Source]:
    """The help of every command and option of ``ludoteca`` (as Typer builds it)."""
    from ludoteca.cli.lang import english_help_texts
    from ludoteca.cli.main import app

    return [Source("help", text) for text in english_help_texts(app)]


register_messages(MESSAGES, source="cli")
register_source("help", _help_sources, owner="cli")
