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


def _game_messages() -> dict[str, str | tuple[str, str]]:
    """The messages of the other games (the Pax companion: ``ludoteca.pax.catalogue``)."""
    from ludoteca.pax.catalogue import MESSAGES as pax_messages

    return pax_messages


MESSAGES: dict[str, str | tuple[str, str]] = {
    # games and terms
    "game.dale": "Dale of Merchants",
    "game.unknown": "there is no game called {name!r}; the games are: {known}",
    "term.junk": "junk",
    "kind.technique": "technique",
    "kind.passive": "passive",
    "kind.ability": "passive + ability",
    "kind.junk": "junk",
    "decision.action": "Choose an action",
    "decision.over": "Seat {winner} has won.",
    "error.at_line": "line {line}: {message}",
    "error.in_file": "{error} (in {path})",
    "error.refused": "{explanation} (rule {rule})",
    "error.internal": "internal error: {kind}: {error}",
    "error.action": "action {action}: {error}",
    "error.option": "{option} {error}",
    "error.pending_effect": "the pending effect of {path} cannot go on with {action} ({error})",
    # what is in effect this turn (a view's ``effects``: dale/views.py)
    "effect.add": "{card}: +{n}",
    "effect.set": "{card} = {n}",
    "effect.set_hidden": "a card of seat {seat} = {n}",
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
    "render.choices": "Your choices (type a number or the text)",
    "render.no_winner": "No winner: the game stopped on turn {turn}.",
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
    # the terminal game (cli/play.py)
    "play.not_allowed": "Not allowed: {explanation} (rule {rule}, p. {page})",
    "play.hidden_choice_kind": "makes a hidden choice ({kind})",
    "play.hidden_choice": "makes a hidden choice",
    "play.pass_terminal": "Pass the terminal to {seat}, then press Enter.",
    "play.since_last_turn": "Since your last turn:",
    "play.help": ("Type the number of a choice or its text, e.g. 1 or 'inventory junk'. "
                  "'save FILE' writes the position as you know it. 'undo' takes back your last "
                  "action of this turn when nothing was revealed since. "
                  "Ctrl-C or end of input ends the game."),
    "play.markers": ("Markers: (+) after a kind is the bonus action: played as a technique, "
                     "the card gives one more action (rule dale.turn.bonus_action). After a "
                     "page number, * means the page is inferred from the rulebook section, "
                     "not read on the page itself; — means the page is not known. "
                     "Commands: 'card NAME' reads any card; 'pile N' or 'pile market' lists "
                     "a discard pile, top last; 'choices' lists every choice; 'undo turn' "
                     "takes back your whole turn while nothing hidden or random was "
                     "revealed."),
    "play.undo_unavailable": "Undo is not available in this game.",
    "play.thinking": "{seat} is thinking…",
    "play.log_line": "T{turn} {seat}: {action}",
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
    # the parser's reasons (cli/typed.py parser_message)
    "parse.unknown_action": ("unknown action {word}; actions start with buy, play, build, "
                             "inventory, use …"),
    "parse.unknown_card": "unknown card {word}",
    "parse.expected_card": "a card name was expected, not {word}",
    "parse.expected_seat": "a seat like 'seat 2' was expected, not {word}",
    "parse.expected_number": "a whole number was expected, not {word}",
    "parse.empty": "the action is empty",
    "parse.buy_form": "write 'buy +N with CARD, CARD …' (N = 0 for the rightmost slot)",
    "parse.slot_range": "market slots are +0 … +4, not {word}",
    "parse.needs_card": "'{word}' needs a card name",
    "parse.pass_alone": "'pass' takes nothing after it",
    "parse.give_form": "write 'give CARD to seat N'",
    "parse.pick_form": "write 'pick CARD for seat N'",
    "parse.take_form": "write 'take +N' or 'take CARD from seat N stack K'",
    # the notation's reasons (dale/notation.py)
    "notation.not_action": "not an action: {action}",
    "notation.expected_card": "expected a card name, got {word}",
    "notation.unknown_card": "unknown card {word}",
    "notation.expected_seat": "expected a seat like 'seat 2', got {word}",
    "notation.expected_number": "expected a whole number, got {word}",
    "notation.empty": "empty action",
    "notation.unknown_action": ("unknown action {word}; actions start with buy, play, build, "
                                "inventory, use, or a choice such as keep, target, guess, pass"),
    "notation.buy_form": "expected 'buy +N with CARD, CARD …' (N = 0 for the rightmost slot)",
    "notation.slot_range": "market slots are +0 … +4, not {word}",
    "notation.pay_form": "expected 'pay +N with CARD' or 'pay CARD'",
    "notation.needs_card": "'{word}' needs a card name",
    "notation.alone": "'{word}' takes nothing after it",
    "notation.give_form": "expected 'give CARD to seat N'",
    "notation.pick_form": "expected 'pick CARD for seat N'",
    "notation.take_form": "expected 'take +N' or 'take CARD from seat N stack K'",
    # the words of the notation a player may type in their language (cli/typed.py); each
    # translation lists the accepted words, comma-separated (English: the notation word)
    "typed.junk": "junk",
    "typed.buy": "buy",
    "typed.with": "with",
    "typed.discard": "discard",
    "typed.play": "play",
    "typed.as": "as",
    "typed.build": "build",
    "typed.inventory": "inventory",
    "typed.use": "use",
    "typed.keep": "keep",
    "typed.top": "top",
    "typed.ditch": "ditch",
    "typed.take": "take",
    "typed.target": "target",
    "typed.targets": "targets",
    "typed.seat": "seat",
    "typed.none": "none",
    "typed.give": "give",
    "typed.to": "to",
    "typed.pick": "pick",
    "typed.for": "for",
    "typed.from": "from",
    "typed.stack": "stack",
    "typed.guess": "guess",
    "typed.value": "value",
    "typed.return": "return",
    "typed.pass": "pass",
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
    "undo.not_yours": "the last action was seat {seat}'s, not yours",
    "undo.game_over": "the game is over",
    "undo.turn_ended": "your turn has ended (clean-up drew cards and refilled the market)",
    "undo.random": "something random happened since (a shuffle, a die roll or a random card)",
    "undo.hidden": "you have seen a hidden card since (a draw, or a look at a deck or a hand)",
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
    # bot specs and their options (bots/base.py, bots/ismcts.py)
    "bot.empty_spec": "bad bot spec {spec!r}: give a bot name such as greedy",
    "bot.bad_parameter": ("bad bot option {part!r} in {spec!r}: write name=value, e.g. "
                          "ismcts:iterations=1000"),
    "bot.option_twice": "the bot option {option} is given twice in {spec!r}",
    "bot.unknown": "unknown bot {spec!r}; known bots: {known}",
    "bot.no_options": "the {bot} bot takes no options; {spec!r} gives {options}",
    "bot.unknown_option": "the {bot} bot has no option {option!r}; its options: {known}",
    "bot.option_int": ("{bot} option {option} must be a whole number from {min} to {max}, "
                       "got {value}"),
    "bot.option_number": ("{bot} option {option} must be a number from {min} to {max}, "
                          "got {value}"),
    "bot.option_positive": ("{bot} option {option} must be a number of seconds above 0 and at "
                            "most {max}, got {value}"),
    "bot.option_choice": "{bot} option {option} must be one of {choices}, got {value}",
    # command-line options (cli/options.py, cli/main.py)
    "options.unknown_game": "unknown game {game!r}; supported games: {games}",
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
    "simulate.wrote_records": ("Wrote {count} game record to {dir}",
                               "Wrote {count} game records to {dir}"),
    # the command itself (cli/main.py)
    "cli.interrupted": "Interrupted.",
    "cli.aborted": "Aborted.",
    "cli.lang_help": ("Language of the output: en, ca, es, it or fr (default: $LUDOTECA_LANG, "
                      "else the locale of the environment, else English)."),
    # output files and the game database (cli/options.py, cli/records.py)
    "cli.output_is_dir": "{option} {path}: this is a directory; give the name of a file",
    "cli.output_no_dir": "{option} {path}: the directory {dir} does not exist",
    "cli.output_denied": "{option} {path}: no permission to write there",
    "cli.output_not_dir": "{option} {path}: this is a file; give the name of a directory",
    "cli.write_failed": "cannot write {path}: {reason}",
    "cli.no_game": "there is no game {id} in {db}",
    # setup, simulations, tournaments and saved games (dale/engine.py, dale/game.py,
    # dale/simulate.py, dale/tournament.py, dale/records.py, cli/rules.py, cli/records.py)
    "setup.unknown_animalfolk_deck": "unknown animalfolk deck {deck}{where}; known: {known}",
    "setup.animalfolk_deck_named": "an animalfolk deck is named twice{where}",
    "setup.dale_merchants_players": ("Dale of Merchants is for 2 to 4 players, not {players} "
                                     "(dale.setup.players)"),
    "setup.players_need_animalfolk": ("{players} players need {need} animalfolk decks, the box "
                                      "has {count} (dale.setup.decks)"),
    "setup.animalfolk_deck_box": "the animalfolk deck {deck} is not in the box ({box})",
    "setup.players_use_animalfolk": ("{players} players use {need} animalfolk decks, not "
                                     "{count} (dale.setup.decks)"),
    "setup.unknown_dale_option": "unknown Dale option(s): {options} (known: {known})",
    "simulate.number_games_least": "the number of games must be at least 1, got {games}",
    "simulate.turn_cap_least": "the turn cap must be at least 1, got {max_turns}",
    "tournament.number_workers_least": "the number of workers must be at least 1, got {workers}",
    "tournament.unknown_backend_backends": "unknown backend {backend}; backends: {known}",
    "tournament.address_ray_backend": "--address is for the ray backend (add --backend ray)",
    "tournament.ray_backend_needs": "the ray backend needs Ray: pip install 'ludoteca[ray]'",
    "tournament.plot_needs_matplotlib": ("--plot needs matplotlib: pip install 'ludoteca[plot]' "
                                         "(or pip install matplotlib)"),
    "rules.top_least": "--top must be at least 1, got {top}",
    "simulate.plot_needs_matplotlib": "--plot needs matplotlib: pip install 'ludoteca[plot]'",
    "record.record_holds_actions": "the record holds {total} actions; choose 0 to {total}",
    "record.subs_card_deck": "subs: a card of a deck in play is not a junk substitute",
    "record.engine_go": "the engine cannot go on from it ({error})",
    "store.game_was_played": ("game {game_id} was played under ruleset {ruleset}; this Ludoteca "
                              "plays ruleset {ours}"),
    "store.game_saved_setup": "game {game_id}: its saved setup cannot be read ({err})",
    "store.game_game_dale": "game {game_id} is a game of {game}, not dale",
    "store.game_does_replay": ("game {game_id} does not replay to its saved state (hash {got} "
                               "instead of {hash})"),
    "store.game_saved_action": "game {game_id}: saved action {n} {text} does not replay: {err}",
    "setup.in_the_box": " in the box",
    # position files that cannot be read (dale/positions.py)
    "position.active_player_hand": ("{where}: the active player has no {real} in hand, discard "
                                    "pile or stall"),
    "position.position_table_fields": "a position is a table of fields",
    "position.fitting_card_left": "no fitting card is left",
    "position.player_position_needs": "player: a position needs 2 to 4 [[player]] tables, not {n}",
    "position.animalfolk_players_use": ("animalfolk: {n} players use {decks} different decks "
                                        "(dale.setup.decks)"),
    "position.active_seat_player": "active: seat {active} is not in a {n}-player game",
    "position.market_slots_most": "market.slots: at most 5 slots, from +0 (rightmost) to +4",
    "position.junk_pile_box": ("junk.pile: the box holds 20 junk cards, not {junk} "
                               "(dale.setup.junk)"),
    "position.player_stall_one": ("player[{player}].stall: only one player can reach 8 stacks "
                                  "(dale.end.eighth_stack)"),
    "position.turn_bonus_action": ("turn.bonus_action: a bonus action needs at least one action "
                                   "left"),
    "position.turn_actions_action": ("turn.actions: no action is left and no card effect is "
                                     "pending: that turn is already over (dale.turn.one_action)"),
    "position.turn_frames_game": "turn.frames: the game is over; no effect can be pending",
    "position.card_effect_step": "{where}: {kind} is not a card-effect step of this engine",
    "position.second_entry_seat": "{where}: the second entry is the seat that decides (1-based)",
    "position.unknown_card": "{where}: unknown card {name}",
    "position.turn_effects_effect": ("turn.effects: {text} is not an effect; write 'Flashy "
                                     "Show', 'CARD +N' (a die added) or 'CARD = N' (a value set)"),
    "position.seat_player_game": "seat {seat} is not in a {n}-player game",
    "position.game_dale_merchants": "game = {game}: this is not a Dale of Merchants position",
    "position.edition_classic_edition": "edition = {edition}: only the classic edition is supported",
    "position.free_card_game": ("{where}: there is no free card #{ident} in this game (each "
                                "physical card is in one place only)"),
    "position.card": "{where}: card #{ident} is {name}, not {real}",
    "position.left_decks_play": ("{where}: no {real} left: the decks in play hold fewer copies "
                                 "(or its deck is not in play)"),
    "position.starting_card_deck": ("{where}: {real} is a starting card and no deck in play can "
                                    "throw it away into the market (dale.setup.starting_deck, "
                                    "dale.setup.market_deck)"),
    "position.animalfolk_unknown_deck": "animalfolk: unknown deck {deck}; known: {known}",
    "position.stall_stall_holds": ("{where}.stall: no stall holds more than 8 stacks "
                                   "(dale.end.eighth_stack)"),
    "position.unknown_cards_fitting": "{where}: more unknown cards than fitting cards are left",
    "position.junk_pile_junk": "junk.pile: only {left} junk cards are left for the pile",
    "position.write_card_name": "{where}: {card}: write the card as NAME#ID or ?LABEL",
    "position.turn_frames_pending": "turn.frames: the pending step has no choice in this position",
    "position.turn_frames_pending2": "turn.frames: the pending effect cannot go on ({exc})",
    "position.turn_frames_pending3": ("turn.frames: the pending effect does not fit this "
                                      "position ({error})"),
    "position.seat_hold_second": ("{where}: seat {seat} cannot hold a second {real}: each "
                                  "player starts with one and no deck in play moves cards "
                                  "between players (dale.setup.starting_deck)"),
    "position.junk_pile_junk2": "junk.pile: the junk pile holds only junk cards, not {text}",
    "position.player_stall_stack": ("player[{player}].stall[{stack}]: stack {stack} must total "
                                    "{stack}, these cards total {total} (dale.stall.exact_total)"),
    "position.player_stall": "player[{player}].stall[{stack}]: {broken}",
    "position.names_label_card": "{where}: {card} names no '?LABEL' card of the file",
    "position.card_placed_file": "{where}: {card} is not a card placed in this file",
    "position.seat_player_game2": "{where}: seat {arg} is not in a {n_players}-player game",
    "position.turn_frames_card": "turn.frames[{k}]: {arg} is not a card name",
    "position.turn_frames_pending4": "turn.frames: a pending step has no choice in this position",
    "position.name_every_card": ("{where}: {text}: name every card here (or give the pile as a "
                                 "count)"),
    "position.unknown_card_label": "{where}: {text} is not an unknown card ('?' or '?LABEL')",
    "position.label_used_twice": "{field}: the label '?{label}' is used twice",

    "position.not_toml": "not valid TOML: {reason}",
    "position.too_deep": "not valid TOML: arrays or tables nested too deeply",
    "position.unknown_field": "unknown field (see docs/positions.md for the fields)",
    "position.field": "{field}: {problem}",
    # game records that cannot be read or replayed (core/records.py, dale/records.py)
    "record.no_header_key": "the header has no '{key}:' line",
    "record.not_utf8": "not a Ludoteca game record: the file is not UTF-8 text",
    "record.binary": "not a Ludoteca game record: the file holds binary data",
    "record.first_line": "not a Ludoteca game record: the first line must be '{magic}'",
    "record.format": ("record format {format} is not known to this Ludoteca (it reads format "
                      "{ours})"),
    "record.header_line": "expected a header line 'key: value', got {got}",
    "record.hash_in_header": ("the record ends in its header: there is no blank line and no "
                              "action before 'hash:'"),
    "record.header_twice": "header '{key}:' is given twice (first on line {first})",
    "record.truncated_header": "truncated: the record ends inside its header",
    "record.no_header": "the record has no header lines",
    "record.after_hash": "text after the final 'hash:' line (line {hash_line}): {text}",
    "record.bad_hash": "the hash must be 'sha256:' and 64 hex digits, got {got}",
    "record.truncated": ("truncated: the record stops after {count} action(s) without its final "
                         "'hash:' line"),
    "record.fewer": ("truncated: the header (line {line}) announces {announced} actions but the "
                     "record holds {count}"),
    "record.one_too_many": ("the header (line {line}) announces {announced} actions but the "
                            "record holds {count}: this action is one too many"),
    "record.other_game": "this is a record of {game}; only 'dale' records can be replayed",
    "record.edition": "edition {edition} is not supported (only {ours})",
    "record.ruleset": ("the record was played under ruleset {ruleset}; this Ludoteca replays "
                       "ruleset {ours}"),
    "record.seats": "a game has 2 to 4 seats, the header names {count}",
    "record.unknown_deck": "unknown animalfolk deck {deck}",
    "record.decks_option": "options: decks={decks} is not one of seed, named, position",
    "record.max_turns": "options: max-turns must be a whole number",
    "record.start_deep": "the start position cannot be read: arrays nested too deeply",
    "record.start_bad": "the start position cannot be read: {error}",
    "record.start_players": ("the start position has {players} players, the header names {count} "
                             "seats"),
    "record.decks_differ": "the seed and options give the decks {decks}, the header names {named}",
    "record.after_end": ("the game was already over (seat {seat} won) but the record goes on "
                         "with {action}"),
    "record.not_action": "{action} is not an action: {error}",
    "record.not_canonical": "{action} is not in canonical notation (write {canonical})",
    "record.illegal": "illegal action {action} for seat {seat}: {error} (rule {rule})",
    "record.cannot_apply": "{action} cannot be applied: {error}",
    "record.hash_differs": ("the final state hash differs: the record says {hash}, replaying its "
                            "{count} actions gives {got}"),
    "record.result": "the header says {result}, the replay gives {got}",
    # the game database (core/store.py)
    "store.cannot_create": "cannot create {path}: {reason}",
    "store.cannot_open": "cannot open the game database {path}: {reason}",
    "store.no_wal": "{path}: the database cannot use WAL mode ({mode})",
    "store.newer": ("{path} was written by a newer Ludoteca (schema {schema}); this one reads "
                    "schema {ours}"),
    "store.not_ours": "{path} is not a Ludoteca game database ({reason})",
    "store.not_regular": "{path} is not a Ludoteca game database (not a regular file)",
    "store.no_game": "there is no game {id}",
    "store.no_database": "there is no game database at {path}",
    "store.ludoteca_game_database": ("{path} is not a Ludoteca game database (it belongs to "
                                     "another program); it was not changed"),
    "store.game_damaged_actions": ("game {game_id} is damaged: {n_actions} actions announced, "
                                   "{count} stored"),
    "store.was_written_newer": ("{path} was written by a newer Ludoteca (schema {version}); this "
                                "one reads schema {ours}"),
    "store.start_transaction": "{path}: cannot start a transaction ({err})",
    "store.game_was_changed": ("game {game_id} was changed by another process (it has {have} "
                               "actions and is {st}; this one expected {expected}, playing): it "
                               "continues there"),
    "store.game_was_changed2": ("game {game_id} was changed by another process (it has {have} "
                                "actions; this one expected {n})"),
    "records.records": "--records {directory}: {reason}",
    # files that cannot be read or written (core/files.py)
    "file.missing": "cannot read {path}: No such file or directory",
    "file.unreadable": "cannot read {path}: {reason}",
    "file.not_regular": "cannot read {path}: {what}, not a regular file",
    "file.too_big": ("cannot read {path}: the file has {size} bytes, more than the {limit} "
                     "accepted"),
    "file.grew_too_big": "cannot read {path}: the file has more than the {limit} bytes accepted",
    "file.not_utf8": "{path} is not UTF-8 text",
    "file.out_not_regular": "cannot write {path}: {what}, not a regular file",
    "file.write_failed": "cannot write {path}: {reason}",
    "file.out_dir": "cannot write {path}: the folder {folder} does not exist",
    "file.out_denied": "cannot write {path}: permission denied",
    "file.kind.dir": "it is a directory",
    "file.kind.fifo": "it is a FIFO (named pipe)",
    "file.kind.device": "it is a device",
    "file.kind.socket": "it is a socket",
    "file.kind.special": "it is a special file",
    # the Pax Hispanica companion (cli/pax.py, pax/engine.py): ludoteca/pax/catalogue.py
    **_game_messages(),
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
