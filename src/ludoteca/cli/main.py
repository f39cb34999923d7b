"""The ``ludoteca`` command.

``run()`` is the console-script entry point. It never lets a traceback reach the user: bad
options and unknown names print one line on stderr and exit with code 2; a game stopped with
Ctrl-C exits with 130, one stopped by the end of input with 0. Without a command (``ludoteca``,
``ludoteca pax``) the help is printed and the exit code is 2, as for any missing command.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Annotated, Optional

import typer
from ludoteca.cli.terminal import Console

from ludoteca import __version__
from ludoteca.core.errors import BadInput, IllegalAction, LudotecaError
from ludoteca.core.i18n import t

EXIT_USAGE = 2

#: ``--edition`` of the commands that set up or read a game (Dale: classic or remaster).
EDITION_HELP = ("The edition of the game: classic or remaster (default: classic; a position "
                "file or record that names its edition is read in it).")

app = typer.Typer(
    name="ludoteca",
    help="Board games run exactly by their printed rules. Games: dale (Dale of Merchants); "
    "pax (Pax Hispanica table companion).",
    add_completion=False,
    pretty_exceptions_enable=False,
    no_args_is_help=True,  # help, and exit code 2 as for any missing command (click 8.2+)
)


def _version(value: bool) -> None:
    if value:
        from ludoteca import compiled

        typer.echo(f"ludoteca {__version__}")
        typer.echo(t("version.compiled" if compiled() else "version.pure"))
        raise typer.Exit()


def _check_lang(value: Optional[str]) -> Optional[str]:
    from ludoteca.cli.lang import check_lang

    return check_lang(value)


@app.callback()
def _root(
    version: Annotated[
        bool,
        typer.Option("--version", help="Print the version and exit.", callback=_version,
                     is_eager=True),
    ] = False,
    lang: Annotated[  # given to every command by ludoteca.cli.lang; read before parsing
        Optional[str],
        typer.Option("--lang", metavar="LANG", expose_value=False, callback=_check_lang,
                     help="Language of the output: en, ca, es, it or fr (default: "
                          "$LUDOTECA_LANG, else the locale of the environment, else English).",
                     show_default=False),
    ] = None,
) -> None:
    """Board games run exactly by their printed rules. Games: dale (Dale of Merchants)."""


PLAY_HELP = "\n\n".join([
    "Play a game in the terminal, against bots or other people.",
    "Choose by typing the number of a choice or its text (e.g. 'inventory junk'). An illegal "
    "or unclear choice is explained and asked again, and nothing changes.",
    "Exit codes: 0 when the game ends or the input ends (Ctrl-D), 130 after Ctrl-C, "
    "2 for bad options.",
])


@app.command(help=PLAY_HELP)
def play(
    game: Annotated[
        Optional[str],
        typer.Argument(help="The game to play: {table_games} (not needed with --resume).",
                       metavar="GAME", show_default=False),
    ] = None,
    players: Annotated[
        Optional[int],
        typer.Option("--players", "-p", help="Number of players, 2 to 4 (default: the number "
                     "of seats, or 2).", show_default=False),
    ] = None,
    seats: Annotated[
        Optional[str],
        typer.Option("--seats", "-s", help="Who sits at each seat, comma-separated: human or "
                     "a bot: {bots}; a bot may take options, e.g. ismcts:seconds=2 (default: "
                     "human,greedy; with --players N: one human and greedy bots).",
                     show_default=False),
    ] = None,
    decks: Annotated[
        Optional[str],
        typer.Option("--decks", "-d", help="Animalfolk decks, comma-separated, players + 1 of "
                     "the 27 (docs/decks.md lists them: owls,sloths,penguins …; default: chosen "
                     "from the seed among the six decks of Dale 1).", show_default=False),
    ] = None,
    seed: Annotated[
        Optional[str],
        typer.Option("--seed", help="Whole-number seed; the same seed and options replay the "
                     "same game (default: random, printed only when no person plays).",
                     show_default=False),
    ] = None,
    max_turns: Annotated[
        int,
        typer.Option("--max-turns", help="Stop a game still running after this many turns."),
    ] = 10_000,
    from_position: Annotated[
        Optional[Path],
        typer.Option("--from", help="Continue from a position file (docs/positions.md); its "
                     "players and decks are used.", show_default=False, dir_okay=False),
    ] = None,
    record: Annotated[
        Optional[Path],
        typer.Option("--record", help="Also write the game record (docs/records.md) to this "
                     "file when the game ends or stops.", show_default=False, dir_okay=False),
    ] = None,
    db: Annotated[
        Optional[Path],
        typer.Option("--db", help="The game database every action is saved in (default: "
                     "games.sqlite3 in your data directory, or $LUDOTECA_DB).",
                     show_default=False, dir_okay=False),
    ] = None,
    resume: Annotated[
        Optional[int],
        typer.Option("--resume", help="Continue saved game ID (see 'ludoteca games').",
                     show_default=False, metavar="ID"),
    ] = None,
    confirm: Annotated[
        bool,
        typer.Option("--confirm/--no-confirm", help="Ask before an action that ends your "
                     "turn: once the turn has ended, 'undo' cannot take it back."),
    ] = True,
    layout: Annotated[
        str,
        typer.Option("--layout", help="Screen layout: auto (compact below 100 columns or 50 "
                     "lines), compact (fits 80x24) or wide."),
    ] = "auto",
    hints: Annotated[
        Optional[bool],
        typer.Option("--hints/--no-hints", help="Allow 'hint' at the table: the best moves "
                     "the search finds (default: allowed with one person at the table, not "
                     "with several).", show_default=False),
    ] = None,
    edition: Annotated[
        Optional[str],
        typer.Option("--edition", help=EDITION_HELP, show_default=False),
    ] = None,
    mono_steps: Annotated[
        bool,
        typer.Option("--mono-steps/--no-mono-steps", help="In a solo game of the remaster: "
                     "show Mono's turn one step at a time, Enter for the next step (default: "
                     "the whole turn at once)."),
    ] = False,
) -> None:
    from ludoteca.cli.options import (
        check_deck_count, check_game, check_output_file, check_setup, parse_decks,
        parse_edition, parse_seed, require, resolve_seats, setup_options,
    )
    from ludoteca.cli.records import play_stored

    from ludoteca.cli.options import MAX_INT, check_number

    check_number(resume, "--resume")
    # (only a number too large for a count is refused here; a count outside the game's
    # range, negative ones too, is refused with that range by check_players)
    check_number(players, "--players", -MAX_INT)
    check_number(max_turns, "--max-turns")
    check_output_file(record, "--record")  # before the game, not after it
    check_output_file(db, "--db")  # an output too: its directory must exist, as for --record
    if layout.strip().lower() not in ("auto", "compact", "wide"):
        raise BadInput(t("options.bad_layout", value=layout))
    table_options = {"confirm": confirm, "layout": layout.strip().lower(), "hints": hints,
                     "mono_steps": mono_steps}
    if resume is not None:
        if game is not None:
            require(check_game(game), "renderer", "play")
        given = [name for name, value in (("--players", players), ("--seats", seats),
                                          ("--decks", decks), ("--seed", seed),
                                          ("--from", from_position), ("--edition", edition))
                 if value is not None]
        if given:
            raise BadInput(t("options.not_with_resume", option=given[0]))
        code = play_stored(seats=None, decks=None, seed=0, console=Console(highlight=False),
                           input_fn=_read_line, max_turns=max_turns, start=None, db=db,
                           record=record, resume=resume, table_options=table_options)
        if code:
            raise typer.Exit(code)
        return
    if game is None:
        raise BadInput(t("options.name_game"))
    chosen = check_game(game)
    if getattr(chosen, "renderer", None) is None:
        # A game without a terminal table of its own: bots only, drawn by the generic display.
        if not chosen.info.bots:  # a table companion (Pax Hispanica) has its own commands
            raise BadInput(t("play.not_playable", game=chosen.info.name))
        given = [name for name, value in (("--decks", decks), ("--from", from_position),
                                          ("--edition", edition))
                 if value is not None]
        if given:
            raise BadInput(t("options.not_for_game", option=given[0], game=chosen.info.name))
        code = play_stored(seats=resolve_seats(players, seats, chosen, default_first="random",
                                               default_rest="random"),
                           decks=None, seed=parse_seed(seed), console=Console(highlight=False),
                           input_fn=_read_line, max_turns=max_turns, start=None, db=db,
                           record=record, resume=None, table_options=table_options,
                           game=chosen.info.name)
        if code:
            raise typer.Exit(code)
        return
    edition_key = parse_edition(edition, chosen)
    start = None
    if from_position is not None:
        from ludoteca.cli.positions import load

        require(chosen, "load_position", "--from")
        start = load(str(from_position), chosen, edition_key)
        if players is not None and players != start.n_players:
            raise BadInput(t("options.from_players", players=players, count=start.n_players))
        if seats is not None:
            named = len([x for x in seats.split(",") if x.strip()])
            if named != start.n_players:  # the position's player count, not a --players
                raise BadInput(t("options.from_seats", seats=named, count=start.n_players))
        players = start.n_players
        if decks is not None:
            raise BadInput(t("options.from_decks"))
    setup = setup_options(edition_key if start is None else None)  # a position: its own
    seat_list = resolve_seats(players, seats, chosen, options=setup)
    if start is not None and len(seat_list) != start.n_players:
        raise BadInput(t("options.from_seats", seats=len(seat_list), count=start.n_players))
    deck_list = parse_decks(decks, chosen, setup)
    check_deck_count(len(seat_list), deck_list)
    if start is None:  # before anything is written: the edition's players and decks
        check_setup(chosen, len(seat_list),
                    {**setup, **({} if deck_list is None else {"animalfolk": deck_list})})
    game_seed = parse_seed(seed)
    console = Console(highlight=False)
    code = play_stored(seats=seat_list, decks=deck_list, seed=game_seed, console=console,
                       input_fn=_read_line, max_turns=max_turns, start=start, db=db,
                       record=record, resume=None, table_options=table_options,
                       options=setup)
    if code:
        raise typer.Exit(code)


REPLAY_HELP = "\n\n".join([
    "Replay a game record (docs/records.md) and print the final position and the winner.",
    "--to N shows the position after N actions; --step walks through the game one action at "
    "a time (Enter: next, q: stop); --verify checks that every action is legal and written "
    "canonically and that the final state hash matches.",
    "Exit codes: 0, or 2 for a file that is not a record, is truncated, holds an illegal "
    "action or ends with a different hash (with the line number and the reason).",
])


@app.command(help=REPLAY_HELP)
def replay(
    file: Annotated[str, typer.Argument(help="The record file.", metavar="FILE")],
    to: Annotated[
        Optional[int],
        typer.Option("--to", help="Stop after this many actions.", show_default=False,
                     metavar="N"),
    ] = None,
    step: Annotated[bool, typer.Option("--step", help="Walk through the game.")] = False,
    verify: Annotated[bool, typer.Option("--verify", help="Check the whole record.")] = False,
    seat: Annotated[
        Optional[int],
        typer.Option("--seat", help="Draw the position as this seat sees it (default: the "
                     "seat that decides).", show_default=False),
    ] = None,
    analysis: Annotated[
        bool,
        typer.Option("--analyze", help="Then print the coach's analysis of the whole game "
                     "(as 'ludoteca analyze FILE' at its default budget)."),
    ] = False,
    edition: Annotated[
        Optional[str],
        typer.Option("--edition", help="The edition the record must be of (default: the one "
                     "it names; a record naming none is classic).", show_default=False),
    ] = None,
) -> None:
    from ludoteca.cli.options import check_edition_name
    from ludoteca.cli.records import replay_command

    edition = check_edition_name(edition)
    if to is not None and to < 0:
        raise BadInput(t("options.to_negative", value=to))
    if verify and (to is not None or step):
        raise BadInput(t("options.verify_alone"))
    code = replay_command(file, to, step, verify, seat,
                          Console(highlight=False, soft_wrap=True), input_fn=_read_line,
                          edition=edition)
    if code:
        raise typer.Exit(code)
    if analysis:
        analyze(file, iterations=ANALYZE_ITERATIONS)


#: The default budget of `ludoteca analyze` and `replay --analyze` (iterations per decision;
#: ludoteca.coach.analysis.DEFAULT_ITERATIONS, docs/bots.md).
ANALYZE_ITERATIONS = 200

ANALYZE_HELP = "\n\n".join([
    "Where a recorded game was won and lost: for every decision, the win probability the "
    "search bot estimates before and after the move played (over what the deciding seat knew "
    "then, never the others' hidden cards), the best move it found and the points lost.",
    "Moves that lose 5, 10 or 20 points or more are marked inaccuracy, mistake or blunder; "
    "each seat gets its accuracy and its three worst moves. The same seed and budget give the "
    "same analysis (docs/bots.md).",
])


@app.command(help=ANALYZE_HELP)
def analyze(
    file: Annotated[str, typer.Argument(help="The record file.", metavar="FILE")],
    seat: Annotated[
        Optional[int],
        typer.Option("--seat", help="Analyse this seat's decisions only (default: every "
                     "seat).", show_default=False, min=1),
    ] = None,
    iterations: Annotated[
        int,
        typer.Option("--iterations", help="Search iterations per decision (the budget).",
                     min=1, max=100_000),
    ] = ANALYZE_ITERATIONS,
    seed: Annotated[int, typer.Option("--seed", help="Seed of the analysis' searches.")] = 0,
    json_path: Annotated[
        Optional[Path],
        typer.Option("--json", help="Also write the analysis to this JSON file.",
                     show_default=False, dir_okay=False),
    ] = None,
    plot_path: Annotated[
        Optional[Path],
        typer.Option("--plot", help="Also draw the win probabilities into this PNG file "
                     "(matplotlib).", show_default=False, dir_okay=False),
    ] = None,
) -> None:
    from ludoteca.cli.analyze import analyze_command
    from ludoteca.core.records import RecordError

    try:
        analyze_command(file, seat, iterations, seed, json_path, plot_path,
                        Console(highlight=False, soft_wrap=True))
    except RecordError as err:  # the file and its line, as replay names them
        raise BadInput(f"{file} " + t("error.at_line", line=err.line,
                                      message=err.reason_text())) from None


@app.command(name="mcp")
def mcp_command(
    http: Annotated[bool, typer.Option("--http", help="Serve the streamable HTTP transport "
                                       "instead of standard input/output.")] = False,
    host: Annotated[str, typer.Option("--host", help="With --http: the address to listen "
                                      "on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", help="With --http: the port to listen on.",
                                      min=1, max=65535)] = 8765,
    iterations: Annotated[
        int,
        typer.Option("--iterations", help="Search iterations per decision of the analysis "
                     "tools.", min=1, max=100_000),
    ] = 200,
) -> None:
    """Serve Ludoteca's tables, rules, cards and coach to an AI assistant over the Model
    Context Protocol (docs/mcp.md)."""
    try:
        from ludoteca.assistant.server import build_server
    except ImportError:
        raise BadInput(t("assistant.needs_mcp")) from None

    server = build_server(iterations=iterations, host=host, port=port)
    server.run("streamable-http" if http else "stdio")


games_app = typer.Typer(help="Games saved by 'ludoteca play': list them, export a record.",
                        add_completion=False, pretty_exceptions_enable=False,
                        invoke_without_command=True)
app.add_typer(games_app, name="games")

DB_HELP = "The game database (default: games.sqlite3 in your data directory, or $LUDOTECA_DB)."


@games_app.callback()
def games_list(
    ctx: typer.Context,
    db: Annotated[
        Optional[Path],
        typer.Option("--db", help=DB_HELP, show_default=False, dir_okay=False),
    ] = None,
) -> None:
    """List saved games: id, date, players, turn, actions, status."""
    ctx.obj = {"db": db}
    if ctx.invoked_subcommand is None:
        from ludoteca.cli.records import list_games

        list_games(db, Console(highlight=False))


@games_app.command("export")
def games_export(
    ctx: typer.Context,
    game_id: Annotated[int, typer.Argument(help="The game id.", metavar="ID")],
    output: Annotated[
        Optional[Path],
        typer.Option("--output", "-o", help="Write the record to this file (default: print "
                     "it).", show_default=False, dir_okay=False),
    ] = None,
    db: Annotated[
        Optional[Path],
        typer.Option("--db", help=DB_HELP, show_default=False, dir_okay=False),
    ] = None,
) -> None:
    """Write the game record (docs/records.md) of saved game ID."""
    from ludoteca.cli.options import check_number, check_output_file
    from ludoteca.cli.records import export_game

    check_number(game_id, "ID")
    check_output_file(output, "--output")
    if db is None and ctx.obj:
        db = ctx.obj.get("db")
    export_game(game_id, db, output, Console(highlight=False, soft_wrap=True))


SIMULATE_HELP = "\n\n".join([
    "Play many games between bots and print win rates with 95% intervals, the first "
    "position's advantage, game lengths and win rates by animalfolk deck.",
    "ISMCTS takes time: one game of ismcts against greedy takes about 15 seconds on one core "
    "at its default 300 iterations per decision, about 2 minutes at ismcts:iterations=1000 "
    "(measured on a 2-core machine), so 200 games take about an hour, or 7 hours, divided by "
    "--workers. Greedy and random games take a fraction of a second.",
])


@app.command(help=SIMULATE_HELP)
def simulate(
    game: Annotated[str, typer.Argument(help="The game to simulate: {bot_games}.",
                                        metavar="GAME")],
    games: Annotated[int, typer.Option("--games", "-n", help="Number of games.")] = 100,
    seats: Annotated[
        str,
        typer.Option("--seats", "-s", help="Bots at the seats, comma-separated (random, "
                     "greedy, ismcts, ismcts:iterations=1000, ismcts:seconds=1); their number "
                     "sets the players."),
    ] = "greedy,random",
    seed: Annotated[
        Optional[str],
        typer.Option("--seed", help="Seed of the first game; game i uses seed + i "
                     "(default: random, and printed).", show_default=False),
    ] = None,
    decks: Annotated[
        Optional[str],
        typer.Option("--decks", "-d", help="Animalfolk decks of every game, comma-separated "
                     "(default: chosen from each game's seed).", show_default=False),
    ] = None,
    box: Annotated[
        Optional[str],
        typer.Option("--box", help="Animalfolk decks each game's seed chooses from, "
                     "comma-separated, or 'all' for every deck (default: the six decks of "
                     "Dale 1, plus the decks given with --decks).", show_default=False),
    ] = None,
    max_turns: Annotated[
        int,
        typer.Option("--max-turns", help="Games still running after this many turns are "
                     "stopped and reported as unfinished."),
    ] = 400,
    json_file: Annotated[
        Optional[Path],
        typer.Option("--json", help="Also write the results to this JSON file.",
                     show_default=False, dir_okay=False),
    ] = None,
    plot_file: Annotated[
        Optional[Path],
        typer.Option("--plot", help="Also draw the numbers into this PNG file (matplotlib).",
                     show_default=False, dir_okay=False),
    ] = None,
    workers: Annotated[
        Optional[int],
        typer.Option("--workers", "-w", help="Processes to run games in (default: the number "
                     "of cores); the results do not depend on it.", show_default=False),
    ] = None,
    backend: Annotated[
        str,
        typer.Option("--backend", help="Where games run: local (processes on this machine) "
                     "or ray (a Ray cluster; pip install 'ludoteca\\[ray]')."),
    ] = "local",
    address: Annotated[
        Optional[str],
        typer.Option("--address", help="Ray cluster address for --backend ray (default: "
                     "start a local Ray instance).", show_default=False),
    ] = None,
    rotate: Annotated[
        bool,
        typer.Option("--rotate/--no-rotate", help="Rotate the seats between games so each "
                     "bot plays each position equally often."),
    ] = True,
    records: Annotated[
        Optional[Path],
        typer.Option("--records", help="Also write every game's record (docs/records.md) "
                     "into this directory, as dale-SEED.rec.", show_default=False,
                     file_okay=False),
    ] = None,
    edition: Annotated[
        Optional[str],
        typer.Option("--edition", help=EDITION_HELP, show_default=False),
    ] = None,
) -> None:
    from ludoteca.cli.options import (
        check_deck_count, check_game, check_output_file, check_setup, parse_box, parse_decks,
        parse_edition, parse_seed, require, resolve_seats, setup_options,
    )
    from ludoteca.cli.simulate import simulate_game

    from ludoteca.cli.options import MAX_INT, MIN_INT, check_number

    chosen = check_game(game, bots=True)
    check_number(games, "--games")
    check_number(max_turns, "--max-turns")
    check_number(workers, "--workers", 1, 4096)
    from ludoteca.sim.tournament import check_backend

    check_backend(workers or 1, backend, address)  # before the seed and the progress bar
    setup = setup_options(parse_edition(edition, chosen))
    seat_list = resolve_seats(None, seats, chosen, allow_human=False, options=setup)
    deck_list = parse_decks(decks, chosen, setup)
    check_deck_count(len(seat_list), deck_list)
    box_list = parse_box(box, chosen, setup)
    check_setup(chosen, len(seat_list), {
        **setup, **({} if deck_list is None else {"animalfolk": deck_list}),
        **({} if box_list is None else {"box": box_list})})
    if records is not None:  # records are written and checked by the game's terminal tools
        require(chosen, "renderer", "--records")
    first_seed = parse_seed(seed)
    if first_seed + games - 1 > MAX_INT:  # game k plays seed first + k: all within range
        if seed is not None:
            raise BadInput(t("options.seed_range", min=MIN_INT, max=MAX_INT - games + 1,
                             text=seed.strip()))
        first_seed -= games  # a fresh seed at the very top: moved down, still random
    check_output_file(json_file, "--json")  # before the games, not after them
    check_output_file(plot_file, "--plot")
    check_output_dir(records, "--records")
    console = Console(highlight=False)
    if seed is None:
        console.print(t("simulate.seed", seed=first_seed))
    from ludoteca.sim.tournament import default_workers

    simulate_game(chosen, games, seat_list, first_seed, deck_list, max_turns, json_file, console,
                  progress_console=Console(stderr=True), plot_path=plot_file,
                  workers=workers or default_workers(), backend=backend.strip().lower(),
                  address=address, rotate=rotate, records_dir=records, box=box_list,
                  options=setup)


CHECK_HELP = "\n\n".join([
    "Is this action legal in this position, and why? POSITION is a position file "
    "(docs/positions.md); ACTION is written in the action notation (docs/notation.md).",
    "Prints 'legal' and what follows (exit 0), or 'illegal: RULE_ID (p. PAGE)' and the "
    "explanation (exit 1), or 'error: …' for a file or action that cannot be read (exit 2).",
])


@app.command(help=CHECK_HELP)
def check(
    game: Annotated[str, typer.Argument(help="The game: {position_games}.", metavar="GAME")],
    position: Annotated[str, typer.Argument(help="Position file (TOML).", metavar="POSITION")],
    action: Annotated[str, typer.Argument(help="The action, e.g. 'buy +2 with junk, junk'.",
                                          metavar="ACTION")],
    edition: Annotated[
        Optional[str],
        typer.Option("--edition", help=EDITION_HELP, show_default=False),
    ] = None,
) -> None:
    from ludoteca.cli.options import check_game, parse_edition, require
    from ludoteca.cli.positions import check as run_check

    chosen = check_game(game)
    require(chosen, "load_position", "check")
    code = run_check(position, action, Console(highlight=False, soft_wrap=True), chosen,
                    edition=parse_edition(edition, chosen))
    if code:
        raise typer.Exit(code)


@app.command()
def moves(
    game: Annotated[str, typer.Argument(help="The game: {position_games}.", metavar="GAME")],
    position: Annotated[str, typer.Argument(help="Position file (TOML).", metavar="POSITION")],
    edition: Annotated[
        Optional[str],
        typer.Option("--edition", help=EDITION_HELP, show_default=False),
    ] = None,
) -> None:
    """Every legal action in a position, one per line, in the action notation."""
    from ludoteca.cli.options import check_game, parse_edition, require
    from ludoteca.cli.positions import moves as run_moves

    chosen = check_game(game)
    require(chosen, "load_position", "moves")
    code = run_moves(position, Console(highlight=False, soft_wrap=True), chosen,
                    edition=parse_edition(edition, chosen))
    if code:
        raise typer.Exit(code)


@app.command()
def show(
    game: Annotated[str, typer.Argument(help="The game: {position_games}.", metavar="GAME")],
    position: Annotated[str, typer.Argument(help="Position file (TOML).", metavar="POSITION")],
    seat: Annotated[
        Optional[int],
        typer.Option("--seat", help="Show the position as this seat sees it (default: the "
                     "seat that decides now).", show_default=False),
    ] = None,
    edition: Annotated[
        Optional[str],
        typer.Option("--edition", help=EDITION_HELP, show_default=False),
    ] = None,
) -> None:
    """Draw a position as the terminal game draws it."""
    from ludoteca.cli.options import check_game, parse_edition, require
    from ludoteca.cli.positions import show as run_show

    chosen = check_game(game)
    require(chosen, "load_position", "show")
    code = run_show(position, seat, Console(highlight=False), chosen,
                    edition=parse_edition(edition, chosen))
    if code:
        raise typer.Exit(code)


@app.command()
def serve(
    host: Annotated[str, typer.Option("--host", help="The address to listen on (127.0.0.1: "
                                      "this computer only; 0.0.0.0: the local network).")]
    = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", help="The port to listen on.", min=0,
                                      max=65535)] = 8000,
    db: Annotated[
        Optional[Path],
        typer.Option("--db", help=DB_HELP, show_default=False, dir_okay=False),
    ] = None,
    bot_delay: Annotated[float, typer.Option("--bot-delay", help="Seconds a bot waits before "
                                             "each action, so people can follow it.", min=0,
                                             max=10)] = 0.4,
    scenarios: Annotated[
        Optional[Path],
        typer.Option("--scenarios", help="A directory whose .toml files Pax tables may name "
                     "(without it, a Pax table's scenario is uploaded). The server never "
                     "writes to it.", show_default=False, file_okay=False),
    ] = None,
    allow_host: Annotated[
        Optional[list[str]],
        typer.Option("--allow-host", help="A host name the server answers to, besides IP "
                     "addresses and localhost (repeat for several).", show_default=False),
    ] = None,
    max_tables: Annotated[int, typer.Option("--max-tables", help="Tables being played the "
                                            "server holds at most.", min=1)] = 5000,
    tables_per_address: Annotated[int, typer.Option(
        "--tables-per-address", help="Tables one address may create in an hour.",
        min=1)] = 30,
    rate: Annotated[float, typer.Option("--rate", help="Messages a second one connection "
                                        "may send (a burst of three times as many).",
                                        min=1, max=10000)] = 10.0,
    postgres: Annotated[
        Optional[str],
        typer.Option("--postgres", help="Keep the games in this PostgreSQL database "
                     "(postgresql://…) instead of SQLite, so that several serve processes "
                     "share them.", show_default=False),
    ] = None,
    reuse_port: Annotated[bool, typer.Option("--reuse-port", help="Let several serve "
                                             "processes listen on the same address and "
                                             "port (the system shares the connections).")]
    = False,
    flush_each_action: Annotated[bool, typer.Option(
        "--flush-each-action", help="Flush the SQLite store to the disk at every action, so "
        "that a power cut loses none (slower; without it a killed process still loses "
        "none).")] = False,
) -> None:
    """Serve the browser table: each player on their own device, through their own link."""
    import socket

    import uvicorn

    from ludoteca.core.store import StoreError, default_db_path
    from ludoteca.web.app import create_app

    from ludoteca.cli.options import check_output_file
    from ludoteca.web.app import Limits

    # as `play --db`: the directory of a store named on the command line must exist (the
    # default store's is created, for both)
    check_output_file(db, "--db")
    from ludoteca.core.store import is_postgres

    if postgres is not None and not is_postgres(postgres):
        raise BadInput(t("web.bad_postgres"))
    if reuse_port and postgres is None:  # processes on SQLite would not hear each other
        raise BadInput(t("web.reuse_port_alone"))
    if scenarios is not None and not scenarios.is_dir():
        raise BadInput(t("web.no_scenario_dir", path=str(scenarios)))
    limits = Limits(max_tables=max_tables, tables_per_client=tables_per_address, rate=rate,
                    burst=3 * rate)
    try:
        web_app = create_app(postgres or db or default_db_path(), bot_delay=bot_delay,
                             limits=limits,
                             scenarios=scenarios, allowed_hosts=list(allow_host or []),
                             synchronous="FULL" if flush_each_action else "NORMAL")
    except StoreError as err:  # not a game database, a newer one …: exit 2, one line
        raise BadInput(err.msg if err.msg is not None else str(err)) from None
    # bound here, before the address is printed: a busy port is one line and exit 2
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    if reuse_port:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    try:
        sock.bind((host, port))
    except OSError as err:
        sock.close()
        raise BadInput(t("web.cannot_listen", address=f"{host}:{port}",
                         reason=err.strerror or str(err))) from None
    port = sock.getsockname()[1]  # --port 0: a free port, printed
    shown = "127.0.0.1" if host in ("0.0.0.0", "::") else host
    shown = f"[{shown}]" if ":" in shown else shown
    from ludoteca.web.app import MAX_FRAME

    class Announcing(uvicorn.Server):
        """Prints the address once the server accepts connections (after the app's start
        and the listening socket's), never before."""

        async def startup(self, sockets=None) -> None:  # type: ignore[override]
            await super().startup(sockets=sockets)
            if self.started and not self.should_exit:
                Console(highlight=False).print(t("web.serving", url=f"http://{shown}:{port}/"),
                                               soft_wrap=True)
                sys.stdout.flush()

    from ludoteca.web.app import websocket_protocol

    server = Announcing(uvicorn.Config(web_app, log_level="warning", access_log=False,
                                       ws_max_size=MAX_FRAME, ws=websocket_protocol()))
    server.run(sockets=[sock])


def check_output_dir(path: Optional[Path], option: str) -> None:
    """The rule of every output option (docs/playing.md): what the option names may be
    created, the directory it goes into must exist. For a directory option (``--records
    DIR``): DIR is created if missing, but not its parent; a file there is refused."""
    if path is None:
        return
    folder = Path(path)
    if folder.exists() and not folder.is_dir():
        raise BadInput(t("cli.output_not_dir", option=option, path=folder))
    if not folder.exists() and not folder.resolve().parent.is_dir():
        raise BadInput(t("cli.output_no_dir", option=option, path=folder,
                         dir=folder.resolve().parent))


def _register_pax() -> None:
    from ludoteca.cli.pax import pax_app

    app.add_typer(pax_app, name="pax")


_register_pax()


def _read_line(prompt: str) -> str:
    """Read one line from stdin; EOFError at the end of input, KeyboardInterrupt on Ctrl-C."""
    sys.stdout.write(prompt)
    sys.stdout.flush()
    line = sys.stdin.readline()
    if not line:
        raise EOFError
    return line.rstrip("\n")


def _error(message: str) -> None:
    from ludoteca.core.files import one_line

    first = str(message).strip().split("\n")
    print(f"ludoteca: error: {one_line(first[0]) if first[0] else 'unknown error'}",
          file=sys.stderr)


from ludoteca.cli.rules import RULES_HELP, rules as _rules  # noqa: E402

app.command(name="rules", help=RULES_HELP)(_rules)


def main(argv: list[str] | None = None) -> int:
    """Run the command with ``argv`` (default: ``sys.argv[1:]``); return the exit code."""
    args = list(sys.argv[1:] if argv is None else argv)
    import os

    from ludoteca.cli.lang import peek_lang, set_chosen
    from ludoteca.core import i18n

    option = peek_lang(args)
    try:  # --lang, else $LUDOTECA_LANG, else the locale, else English (docs/translating.md)
        lang = i18n.resolve_lang(option)
    except BadInput as err:
        if option is not None:  # --lang xx: the user asked for it on this command line
            _error(str(err))
            return EXIT_USAGE
        # $LUDOTECA_LANG=xx: a setting of the environment; warn and go on without it.
        env = {k: v for k, v in os.environ.items() if k != i18n.ENV_VAR}
        lang = i18n.resolve_lang(None, env)
        print(f"ludoteca: warning: {err}; using {i18n.LANGUAGE_NAMES.get(lang, lang)}",
              file=sys.stderr)
    set_chosen(option is not None
               or i18n.normalise_lang(os.environ.get(i18n.ENV_VAR, "").strip() or "-") is not None,
               option is not None)
    previous = i18n.current_language()
    i18n.set_language(lang)
    try:
        return _run(args, lang)
    finally:  # a caller that runs several commands (a test) keeps its own language
        i18n.set_language(previous)


def _run(args: list[str], lang: str) -> int:
    """Run the command tree in ``lang``; turn every error into one line and an exit code."""
    from ludoteca.cli.lang import localized_command
    from ludoteca.core import i18n

    try:
        # Help screens list the bots ({bots}); other runs need not load them all for that.
        shows_help = len(args) <= 1 or "--help" in args
        result = localized_command(app, lang, fill=shows_help).main(
            args=args, prog_name="ludoteca", standalone_mode=False)
    except BadInput as err:
        _error(err.render(None))
        return EXIT_USAGE
    except IllegalAction as err:
        _error(i18n.t("error.refused", explanation=err.render(None), rule=err.rule_id))
        return 1
    except LudotecaError as err:
        _error(err.render(None))
        return 1
    except KeyboardInterrupt:
        print("\n" + i18n.t("cli.interrupted"), file=sys.stderr)
        return 130
    except OSError as err:
        _error(str(err))
        return 1
    except ValueError as err:
        if "integer string conversion" not in str(err):
            _error(i18n.t("error.internal", kind=type(err).__name__, error=str(err)))
            return 1
        # a number of more digits than Python converts (sys.get_int_max_str_digits(), 4,300)
        # in a file (a position, a record, a scenario): bad input like any other
        _error(i18n.t("cli.number_too_long", limit=sys.get_int_max_str_digits()))
        return EXIT_USAGE
    except OverflowError:  # a number no option should have let through (2**63 or more)
        _error(i18n.t("options.number_range", option="a number", min=-(2**63),
                      max=2**63 - 1, value="…"))
        return EXIT_USAGE
    except Exception as err:  # Typer/Click usage errors, aborts and exits
        code = getattr(err, "exit_code", None)
        if type(err).__name__ == "NoArgsIsHelpError":  # the help is already printed
            return EXIT_USAGE
        if hasattr(err, "format_message"):
            try:
                said = _usage_error(err)
            except Exception:  # never a traceback for a usage error: Click's own words
                said = err.format_message()
            _error(said)
            return code if isinstance(code, int) else EXIT_USAGE
        if type(err).__name__ == "Abort":
            print(i18n.t("cli.aborted"), file=sys.stderr)
            return 1
        if isinstance(code, int):
            return code
        _error(i18n.t("error.internal", kind=type(err).__name__, error=str(err)))
        return 1
    return result if isinstance(result, int) else 0


def _usage_error(err: Exception) -> str:
    """A command-line usage error of Typer/Click in the reader's language: a missing argument
    or command, an unknown option, a value an option does not take. English readers get
    Click's own sentence (it says a little more); any other error keeps it too."""
    from ludoteca.core import i18n

    english = err.format_message()  # type: ignore[attr-defined]
    if i18n.current_language() == "en":
        return english
    # Typer carries its own copy of Click's exceptions: they are told apart by class name.
    kinds = {c.__name__ for c in type(err).__mro__}
    param = getattr(err, "param", None)
    try:
        name = _param_name(param, err)
    except Exception:  # a shape of error this code does not know: Click's own words
        return english
    if "MissingParameter" in kinds:
        return i18n.t("cli.missing_parameter", name=name)
    if "NoSuchOption" in kinds:
        return i18n.t("cli.no_such_option", option=getattr(err, "option_name", "?"))
    if "BadParameter" in kinds:
        return i18n.t("cli.bad_parameter", name=name)
    if "UsageError" in kinds and getattr(err, "message", "") == "Missing command.":
        return i18n.t("cli.missing_command")
    unknown = re.fullmatch(r"No such command '(.*)'\.", str(getattr(err, "message", "")))
    if "UsageError" in kinds and unknown:
        return i18n.t("cli.no_such_command", command=unknown.group(1))
    return english


def _param_name(param: object, err: Exception) -> str:
    """How a usage error names its parameter: an argument by its metavar (``GAME``), an option
    by its first flag (``--resume``)."""
    if param is None:
        return str(getattr(err, "param_hint", "") or "?")
    if getattr(param, "param_type_name", "") == "argument":
        return str(getattr(param, "metavar", None) or getattr(param, "name", "?")).upper()
    opts = getattr(param, "opts", None) or [getattr(param, "name", "?")]
    return str(opts[0])


def run() -> None:
    """Console-script entry point."""
    sys.exit(main())


if __name__ == "__main__":
    run()
