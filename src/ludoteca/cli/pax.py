"""``ludoteca pax …``: the Pax Hispanica table companion.

A year at the table goes through these commands, each of which applies one procedure, prints
what follows in the reader's language, adds the step to the game log and saves the scenario
atomically (:mod:`ludoteca.pax.files`): ``goods-year`` (D1, offering every legal labor choice),
``auction`` (D2, sealed bids), ``phase``, ``sell``, ``discard``, ``end-turn``, ``battle``
(Battle cards played unseen), ``load``, ``unload``, ``apply`` (any action of the notation) and
``undo`` (the last saved step). ``status`` shows what everyone may see, ``hand`` one player's
hand in private, ``log`` the game log, ``check`` judges an action without saving, ``sample``
writes the invented sample scenario.

Exit codes: 0 done; 1 an action the rules forbid (``illegal: RULE_ID (p. PAGE)`` and why);
2 a file, option or input that cannot be used (``error: …`` naming the field, one line); 130
stopped with Ctrl-C. On any error the scenario file is left unchanged. No traceback reaches the
user. The output path is checked before anything secret is typed or revealed.

Input goes through :func:`secret_input` (no echo) and :func:`line_input` (visible); tests
replace them. Both read exactly one line. When standard input is not a terminal (a pipe or a
file: scripted input, docs/pax-scenarios.md "Scripted input"), :func:`secret_input` reads its
line from standard input like :func:`line_input` instead of calling :func:`getpass.getpass`
(which would read the terminal instead, or warn that it cannot hide the echo); nothing that was
read is ever printed back. The "Pass to NAME" pauses are read with :func:`secret_input`, so
nothing typed there is shown.

Between two players the screen (and at a terminal the scrollback) is cleared and the new screen
repeats the announcement and the sealed confirmations. Input that can be asked again is asked
again: a bad sealed bid (one answer whatever was typed), a side, a target, a labor choice, the
player order, the mortality list. Only the command line (an unknown player, zone, file …) ends
the command with exit 2.
"""

from __future__ import annotations

import getpass
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Optional

import typer
from ludoteca.cli.terminal import Console

from ludoteca.core.errors import BadInput, IllegalAction, LudotecaError
from ludoteca.core.i18n import t
from ludoteca.core.messages import MESSAGES
from ludoteca.pax import engine as E
from ludoteca.pax import files as F
from ludoteca.pax.scenario import LogEntry, Scenario, load_file, load_text, save_file, to_toml
from ludoteca.pax.session import Auction, Battle as PaxBattle, GoodsYear, Procedure, Screen
from ludoteca.pax.session import sample_label
from ludoteca.pax.text import Msg, Term, error_text, refusal, render

EXIT_ILLEGAL = 1
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130

pax_app = typer.Typer(
    name="pax",
    help="Pax Hispanica table companion: secret auctions and battles, the Goods Year, rule "
         "checks. Works from a scenario file (docs/pax-scenarios.md); 'ludoteca pax sample "
         "FILE' writes the invented sample scenario.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def _interactive() -> bool:
    """Whether standard input is a terminal (someone typing), not a pipe or a file."""
    try:
        return sys.stdin.isatty()
    except (AttributeError, ValueError):  # replaced or closed stdin
        return False


def secret_input(prompt: str) -> str:
    """Read one line without echoing it (a sealed bid, a secret side); EOFError at the end.

    At a terminal the line is typed unseen (:func:`getpass.getpass`). When standard input is
    not a terminal the line is read from standard input, exactly one line, like
    :func:`line_input`: a pipe does not echo anyway, and ``getpass`` would read the terminal
    instead of the script, or print a ``GetPassWarning``. The line is never printed back.
    """
    if not _interactive():
        return line_input(prompt)
    return getpass.getpass(prompt)


def line_input(prompt: str) -> str:
    """Read exactly one line from standard input; EOFError at the end of input.

    When standard input is not a terminal, the prompt's line is ended after reading (nobody
    typed the Enter that would end it); what was read is not printed.
    """
    sys.stdout.write(prompt)
    sys.stdout.flush()
    line = sys.stdin.readline()
    if not _interactive():
        sys.stdout.write("\n")
        sys.stdout.flush()
    if not line:
        raise EOFError
    return line.rstrip("\r\n")


def _console() -> Console:
    return Console(highlight=False, soft_wrap=True)


def _say(console: Console, text: object = "") -> None:
    """Print a line of the companion in the reader's language (a Msg, a Term or plain text)."""
    console.print(render(text), markup=False, highlight=False)


def _refusal(console: Console, err: IllegalAction) -> None:
    """The refusal in two lines; the explanation in the current language (``--lang``)."""
    _say(console, f"illegal: {err.rule_id} (p. {err.page})")
    _say(console, refusal(err))


def _companion(body: Callable[[Console], None]) -> None:
    """Run a companion command; turn errors into one clear message and an exit code."""
    console = _console()
    try:
        body(console)
    except BadInput as err:
        typer.echo(f"error: {error_text(err)}", err=True)
        raise typer.Exit(EXIT_USAGE)
    except IllegalAction as err:
        _refusal(console, err)
        raise typer.Exit(EXIT_ILLEGAL)
    except LudotecaError as err:
        typer.echo(f"error: {error_text(err)}", err=True)
        raise typer.Exit(EXIT_ILLEGAL)
    except EOFError:
        typer.echo(f"error: {t('pax.input_ended')}", err=True)
        raise typer.Exit(EXIT_USAGE)
    except KeyboardInterrupt:
        typer.echo(t("pax.interrupted"), err=True)
        raise typer.Exit(EXIT_INTERRUPTED)
    except OSError as err:              # never a file name: it could be a temporary one
        typer.echo(f"error: {err.strerror or type(err).__name__}", err=True)
        raise typer.Exit(EXIT_USAGE)


def _label(s: Scenario) -> str:
    """The label of a sample scenario, in the reader's language when it is ours."""
    return sample_label(s)


def _load(console: Console, path: Path) -> Scenario:
    s = load_file(path)
    if s.sample:
        _say(console, f"[{_label(s)}]")
    return s


def _commit(console: Console, s: Scenario, before: Scenario, actions: list[str], path: Path,
            out: Optional[Path]) -> None:
    """Log the steps, keep the scenario as it was before them for ``pax undo``, and write it
    atomically (``ludoteca.pax.files``) to ``out`` or over ``path``."""
    target = out or path
    previous = before.clone()
    previous.undo_action = previous.undo_previous = ""
    for action in actions:
        s.log.append(LogEntry(before.year, before.phase, action))
    joined = "; ".join(actions)
    s.undo_action = joined if len(joined) <= 1900 else joined[:1897] + "..."
    s.undo_previous = to_toml(previous)
    save_file(s, target)
    _say(console, Msg("pax.written", path=target))


def _clear(console: Console) -> None:
    """Clear the screen and, at a terminal, the scrollback too (so nothing private can be
    scrolled back to)."""
    if console.is_terminal:
        console.file.write("\033[3J")
    console.clear()


def _screen(console: Console, shown: list) -> None:
    """A fresh screen that starts with what everyone must keep reading (the announcement and
    the sealed confirmations)."""
    _clear(console)
    for line in shown:
        _say(console, line)


def _pass_to(console: Console, name: str, shown: list) -> None:
    """The pass-the-device pause: a fresh screen repeating ``shown``, then read exactly one
    line (Enter; in scripted input an empty line), whatever it holds, without echoing it."""
    _screen(console, shown)
    secret_input(t("pax.pass_to", name=name) + " ")


SCENARIO_ARG = typer.Argument(help="Scenario file (TOML, docs/pax-scenarios.md).",
                              metavar="SCENARIO", dir_okay=False)
OUT_OPT = typer.Option("--out", help="Write the updated scenario here instead of over "
                       "SCENARIO.", show_default=False, dir_okay=False)


# ----------------------------------------------------------------------------------------------
# the procedures that ask questions (ludoteca.pax.session): the terminal renders and reads
# ----------------------------------------------------------------------------------------------

def _show(console: Console, item: object) -> None:
    """One output item of a procedure: a fresh screen, a refusal (two lines) or a line."""
    if isinstance(item, Screen):
        _screen(console, list(item.shown))
    elif isinstance(item, IllegalAction):
        _refusal(console, item)
    else:
        _say(console, item)


def _drive(console: Console, proc: Procedure) -> None:
    """Show what ``proc`` says and read each answer it asks for (unseen when secret) until
    it is done."""
    for item in proc.start():
        _show(console, item)
    while proc.ask is not None:
        ask = proc.ask
        values = {k: render(v) if isinstance(v, (Msg, Term)) else v
                  for k, v in ask.values.items()}
        read = secret_input if ask.secret else line_input
        for item in proc.answer(read(t(ask.key, **values) + " ")):
            _show(console, item)


@pax_app.command()
def auction(
    scenario: Annotated[Path, SCENARIO_ARG],
    initiator: Annotated[str, typer.Option("--initiator", help="The player who starts the "
                                           "auction.", show_default=False)],
    buried: Annotated[bool, typer.Option("--buried", help="Announce \"buried treasure\": "
                                         "auction the hidden card under the top card.")] = False,
    out: Annotated[Optional[Path], OUT_OPT] = None,
) -> None:
    """Run one auction: sealed bids typed unseen, revealed together; the winner pays."""

    def body(console: Console) -> None:
        s = _load(console, scenario)
        F.check_output(out or scenario)           # before any bid is typed or revealed
        proc = Auction(s, initiator, buried)
        _drive(console, proc)
        _commit(console, s, proc.before, proc.actions, scenario, out)

    _companion(body)


@pax_app.command()
def battle(
    scenario: Annotated[Path, SCENARIO_ARG],
    zone: Annotated[str, typer.Option("--zone", help="The land zone of the battle.",
                                      show_default=False)],
    attacker: Annotated[str, typer.Option("--attacker", help="The player whose fleet attacks.",
                                          show_default=False)],
    target: Annotated[Optional[str], typer.Option(
        "--target", help="A Colony id, a Tribal Site id or 'rebels' (asked when left out).",
        show_default=False)] = None,
    out: Annotated[Optional[Path], OUT_OPT] = None,
) -> None:
    """Run one battle: supporters play a Battle card for a side unseen, revealed together."""

    def body(console: Console) -> None:
        s = _load(console, scenario)
        F.check_output(out or scenario)
        proc = PaxBattle(s, zone, attacker, target)
        _drive(console, proc)
        _commit(console, s, proc.before, proc.actions, scenario, out)

    _companion(body)


@pax_app.command("goods-year")
def goods_year(
    scenario: Annotated[Path, SCENARIO_ARG],
    out: Annotated[Optional[Path], OUT_OPT] = None,
) -> None:
    """Walk the Goods Year steps in order, offering only the legal labor choices."""

    def body(console: Console) -> None:
        s = _load(console, scenario)
        F.check_output(out or scenario)
        proc = GoodsYear(s)
        _drive(console, proc)
        _commit(console, s, proc.before, proc.actions, scenario, out)

    _companion(body)


# ----------------------------------------------------------------------------------------------
# one procedure, applied and saved: apply, phase, sell, discard, end-turn, load, unload
# ----------------------------------------------------------------------------------------------

def _apply(scenario: Path, out: Optional[Path], action: Callable[[Scenario], str]) -> None:
    """Load, build the action text (notation), apply it, print what follows, log and save."""
    from ludoteca.pax.notation import perform

    def body(console: Console) -> None:
        s = _load(console, scenario)
        F.check_output(out or scenario)
        before = s.clone()
        text = action(s)
        for line in perform(s, text):
            _say(console, line)
        _commit(console, s, before, [" ".join(text.split())], scenario, out)

    _companion(body)


APPLY_HELP = ("Apply one action of the Pax action notation (docs/pax-scenarios.md), e.g. "
              "'hire verde-2 from verde-cathedral' or 'unload bruno-g1 citizen to verde-3', "
              "and save the scenario (logged; 'pax undo' takes it back).")


@pax_app.command("apply", help=APPLY_HELP)
def apply_action(
    scenario: Annotated[Path, SCENARIO_ARG],
    action: Annotated[str, typer.Argument(help="The action, e.g. 'end turn'.", metavar="ACTION")],
    out: Annotated[Optional[Path], OUT_OPT] = None,
) -> None:
    _apply(scenario, out, lambda s: action)


@pax_app.command()
def phase(
    scenario: Annotated[Path, SCENARIO_ARG],
    out: Annotated[Optional[Path], OUT_OPT] = None,
) -> None:
    """Move the year on to its next phase (D1 → D2 → D3 → D4 → the next year's D1)."""
    _apply(scenario, out, lambda s: f"phase {E.next_phase(s)}")


def _player_card(s: Scenario, player: Optional[str], card: str) -> tuple[str, str]:
    from ludoteca.pax.notation import player_and_card

    if player:
        name, card = E.need_player(s, player, "--player").name, card
    else:
        name, card = player_and_card(s, card)
    held = E.need_player(s, name).hand
    real = next((c for c in held if c.casefold() == card.strip().casefold()), card)
    return name, real                      # the log names the card as printed


PLAYER_OPT = typer.Option("--player", help="Whose card (default: whoever's play turn it is).",
                          show_default=False)


@pax_app.command()
def sell(
    scenario: Annotated[Path, SCENARIO_ARG],
    card: Annotated[str, typer.Argument(help="A Market card in hand.", metavar="CARD")],
    player: Annotated[Optional[str], PLAYER_OPT] = None,
    out: Annotated[Optional[Path], OUT_OPT] = None,
) -> None:
    """Sell a Market card from hand for $1 (in your play turn, or to get down to the limit)."""
    _apply(scenario, out, lambda s: "sell {} {}".format(*_player_card(s, player, card)))


@pax_app.command()
def discard(
    scenario: Annotated[Path, SCENARIO_ARG],
    card: Annotated[str, typer.Argument(help="A card in hand.", metavar="CARD")],
    player: Annotated[Optional[str], PLAYER_OPT] = None,
    out: Annotated[Optional[Path], OUT_OPT] = None,
) -> None:
    """Discard a card from hand (a Refuge card is shuffled back into the Refuge deck)."""
    _apply(scenario, out, lambda s: "discard {} {}".format(*_player_card(s, player, card)))


@pax_app.command("end-turn")
def end_turn(
    scenario: Annotated[Path, SCENARIO_ARG],
    out: Annotated[Optional[Path], OUT_OPT] = None,
) -> None:
    """End the current play turn (the hand limit applies)."""
    _apply(scenario, out, lambda s: "end turn")


@pax_app.command("load")
def load_cargo(
    scenario: Annotated[Path, SCENARIO_ARG],
    galleon: Annotated[str, typer.Argument(help="The Galleon id.", metavar="GALLEON")],
    cargo: Annotated[str, typer.Argument(help="citizen, native or treasure.", metavar="CARGO")],
    source: Annotated[str, typer.Argument(
        help="A Cathedral (citizen), a Tribal Site (native) or a land zone (treasure).",
        metavar="SOURCE")],
    out: Annotated[Optional[Path], OUT_OPT] = None,
) -> None:
    """Load a Citizen, a native or a Treasure aboard a Galleon."""
    _apply(scenario, out, lambda s: f"load {galleon} {cargo} from {source}")


@pax_app.command("unload")
def unload_cargo(
    scenario: Annotated[Path, SCENARIO_ARG],
    galleon: Annotated[str, typer.Argument(help="The Galleon id.", metavar="GALLEON")],
    cargo: Annotated[str, typer.Argument(help="treasure, citizen or native.", metavar="CARGO")],
    colony: Annotated[Optional[str], typer.Argument(
        help="For a citizen or native: the vacant Colony it goes to.", metavar="COLONY",
        show_default=False)] = None,
    out: Annotated[Optional[Path], OUT_OPT] = None,
) -> None:
    """Unload a Treasure in Europe (it scores), or a Meeple into a vacant Colony."""
    if colony:
        _apply(scenario, out, lambda s: f"unload {galleon} {cargo} to {colony}")
    else:
        _apply(scenario, out, lambda s: f"unload {galleon} {cargo}")


@pax_app.command()
def undo(
    scenario: Annotated[Path, SCENARIO_ARG],
    out: Annotated[Optional[Path], OUT_OPT] = None,
) -> None:
    """Take back the last saved step (one step: the file keeps the scenario as it was)."""

    def body(console: Console) -> None:
        s = _load(console, scenario)
        F.check_output(out or scenario)
        if not s.undo_action:
            raise E.bad("pax.err.no_undo", path=str(scenario))
        previous = load_text(s.undo_previous, f"{scenario} [undo].previous")
        save_file(previous, out or scenario)
        _say(console, Msg("pax.undone", action=s.undo_action))
        _say(console, Msg("pax.written", path=out or scenario))

    _companion(body)


@pax_app.command()
def log(scenario: Annotated[Path, SCENARIO_ARG]) -> None:
    """Show the game log: every step saved by the companion, in order."""

    def body(console: Console) -> None:
        s = _load(console, scenario)
        if not s.log:
            _say(console, Msg("pax.log.empty"))
        for i, e in enumerate(s.log, 1):
            _say(console, Msg("pax.log.entry", n=i, year=e.year, phase=E.phase_term(e.phase),
                              action=e.action))

    _companion(body)


# ----------------------------------------------------------------------------------------------
# status and hand
# ----------------------------------------------------------------------------------------------

def _legality(flagship: str) -> Term:
    return Term(f"pax.legality.{flagship or 'none'}")


def _kind(kind: str) -> object:
    return Term(f"pax.kind.{kind}") if f"pax.kind.{kind}" in MESSAGES else kind


def status_lines(s: Scenario) -> list:
    """What every player may see: the year, the turn, money, the Fund, hand sizes (not their
    cards), the decks' face-up cards and discard piles, and the board."""
    out: list = [Msg("pax.year", year=s.year, phase=E.phase_term(s.phase))]
    if s.phase == "goods":
        out.append(Msg("pax.status.step", step=E.step_term(s.step)))
    if s.phase == "play":
        out.append(Msg("pax.status.turn", player=s.turn) if s.turn
                   else Msg("pax.status.no_turn"))
    out.append(Msg("pax.status.order", order=", ".join(s.order)))
    out.append(Msg("pax.status.fund", money=s.fund))
    out.append(Msg("pax.status.players"))
    for name in s.order:
        p = E.need_player(s, name)
        out.append(Msg("pax.status.player", player=p.name, nation=p.nation or "-",
                       money=p.money, count=len(p.hand), limit=p.hand_limit,
                       legality=_legality(p.flagship), claims=p.claims,
                       points=p.treasure_points))
    out.append(Msg("pax.status.decks"))
    for d in s.decks:
        pile = ", ".join(d.discard) if d.discard else Term("pax.empty")
        if d.cards and d.name == s.auction_deck:   # only the auction deck shows its top card
            out.append(Msg("pax.status.deck", deck=d.name, count=len(d.cards), card=d.cards[0],
                           discard=pile))
        elif d.cards:
            out.append(Msg("pax.status.deck_hidden", deck=d.name, count=len(d.cards),
                           discard=pile))
        else:
            out.append(Msg("pax.status.deck_empty", deck=d.name, discard=pile))
    out.append(Msg("pax.status.land"))
    for z in s.land:
        out.append(Msg("pax.status.zone_rebel" if z.rebel else "pax.status.zone", zone=z.name,
                       rebels=z.rebels, treasure=z.treasure))
        for c in z.colonies:
            out.append(Msg("pax.status.colony_fort" if c.fort else "pax.status.colony",
                           colony=c.id, owner=c.owner,
                           labor=Term(f"pax.labor.{c.labor or 'vacant'}")))
        for c in z.cathedrals:
            out.append(Msg("pax.status.cathedral" if c.active else "pax.status.cathedral_used",
                           cathedral=c.id, count=c.citizens))
        for site in z.tribal_sites:
            out.append(Msg("pax.status.site_wild" if site.wild else "pax.status.site",
                           site=site.id, count=site.natives))
        for v in z.visits:
            out.append(Msg("pax.status.visit", visit=v.id, count=v.natives))
    out.append(Msg("pax.status.seas"))
    for sea in s.sea:
        out.append(Msg("pax.status.sea_europe" if sea.europe else "pax.status.sea", sea=sea.name,
                       borders=", ".join(sea.borders) or "-"))
        for g in s.galleons:
            if g.sea == sea.name:
                cargo = [Term(f"pax.cargo.{x}") for x in g.cargo] or Term("pax.nothing_aboard")
                out.append(Msg("pax.status.galleon", galleon=g.id, owner=g.owner, cargo=cargo))
    if s.battles:
        out.append(Msg("pax.status.battles"))
        for b in s.battles:
            out.append(Msg(f"pax.status.battle_{b.winner}", year=b.year, zone=b.zone,
                           attacker=b.attacker, target=E.target_word(b.target)))
    return out


@pax_app.command()
def status(scenario: Annotated[Path, SCENARIO_ARG]) -> None:
    """Show what everyone may see: year and phase, whose turn, money, the Fund, hand sizes (not their cards), decks and the board."""  # noqa: E501

    def body(console: Console) -> None:
        s = _load(console, scenario)
        for line in status_lines(s):
            _say(console, line)

    _companion(body)


@pax_app.command()
def hand(
    scenario: Annotated[Path, SCENARIO_ARG],
    player: Annotated[str, typer.Argument(help="Whose hand.", metavar="PLAYER")],
) -> None:
    """Show one player's hand in private: pass the device, read, press Enter to hide it."""

    def body(console: Console) -> None:
        s = _load(console, scenario)
        p = E.need_player(s, player, "PLAYER")
        _pass_to(console, p.name, [])
        _say(console, Msg("pax.hand.title", player=p.name, count=len(p.hand), limit=p.hand_limit))
        for c in p.hand:
            _say(console, Msg("pax.hand.card", card=c, kind=_kind(s.cards.get(c, ""))))
        secret_input(t("pax.hand.hide") + " ")
        _clear(console)

    _companion(body)


# ----------------------------------------------------------------------------------------------
# check
# ----------------------------------------------------------------------------------------------

CHECK_HELP = "\n\n".join([
    "Is this action legal in this scenario, and what follows? ACTION uses the Pax action "
    "notation (docs/pax-scenarios.md), e.g. 'bid Alice 3', 'hire verde-2 from verde-cathedral', "
    "'auction Alice bids Alice=2, Bruno=2'. The scenario file is not changed.",
    "Prints 'legal' and what follows (exit 0), or 'illegal: RULE_ID (p. PAGE)' and the "
    "explanation (exit 1), or 'error: …' for a file or action that cannot be read (exit 2).",
])


@pax_app.command(help=CHECK_HELP)
def check(
    scenario: Annotated[Path, SCENARIO_ARG],
    action: Annotated[str, typer.Argument(help="The action, e.g. 'bid Alice 3'.",
                                          metavar="ACTION")],
) -> None:
    from ludoteca.pax.notation import perform

    console = _console()
    s = None
    try:
        s = load_file(scenario)
        lines = perform(s.clone(), action)
    except BadInput as err:
        _say(console, f"error: {error_text(err)}")
        raise typer.Exit(EXIT_USAGE)
    except IllegalAction as err:
        _refusal(console, err)
        if s is not None and s.sample:
            _say(console, f"[{_label(s)}]")
        raise typer.Exit(EXIT_ILLEGAL)
    _say(console, "legal")
    for line in lines:
        _say(console, line)
    if s.sample:
        _say(console, f"[{_label(s)}]")


# ----------------------------------------------------------------------------------------------
# sample
# ----------------------------------------------------------------------------------------------

@pax_app.command()
def sample(
    dest: Annotated[Optional[Path], typer.Argument(
        help="Write the sample scenario to this file (without it, print it).",
        metavar="FILE", dir_okay=False, show_default=False)] = None,
    force: Annotated[bool, typer.Option("--force", help="Overwrite FILE if it exists.")] = False,
) -> None:
    """Write (or print) the invented sample scenario: NOT the real game's map or cards."""
    from ludoteca.pax.scenarios import load_sample, sample_text

    label = _label(load_sample())
    if dest is None:  # printed for the reader: the label in their language (a file keeps ours)
        import json

        english = json.dumps(MESSAGES["pax.sample_label"], ensure_ascii=False)
        typer.echo(sample_text().replace(f"label = {english}",
                                         f"label = {json.dumps(label, ensure_ascii=False)}", 1),
                   nl=False)
        return
    if (dest.exists() or dest.is_symlink()) and not force:
        typer.echo(f"error: {t('pax.exists', path=dest)}", err=True)
        raise typer.Exit(EXIT_USAGE)
    try:
        F.write_text(dest, sample_text())
    except BadInput as err:
        typer.echo(f"error: {error_text(err)}", err=True)
        raise typer.Exit(EXIT_USAGE)
    typer.echo(f"[{label}]")
    typer.echo(t("pax.sample_written", path=dest))
