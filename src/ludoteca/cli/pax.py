"""``ludoteca pax …``: the Pax Hispanica table companion.

``auction`` and ``battle`` collect secret choices one player at a time (hidden input, the
screen cleared between players), reveal them together and write the updated scenario;
``goods-year`` walks the Goods Year steps offering only legal labor choices; ``check`` judges
one action; ``sample`` writes out the invented sample scenario.

Exit codes: 0 done; 1 an action the rules forbid (``illegal: RULE_ID (p. PAGE)`` and why);
2 a file, option or input that cannot be used (``error: …`` naming the field); 130 stopped
with Ctrl-C. On any error the scenario file is left unchanged. No traceback reaches the user.

Input goes through :func:`secret_input` (no echo) and :func:`line_input` (visible); tests
replace them. Both read exactly one line. When standard input is not a terminal (a pipe or a
file: scripted input, docs/pax-scenarios.md "Scripted input"), :func:`secret_input` reads its
line from standard input like :func:`line_input` instead of calling :func:`getpass.getpass`
(which would read the terminal instead, or warn that it cannot hide the echo); nothing that was
read is ever printed back.

Input that can be asked again is asked again: a bad sealed bid (not a whole number, negative,
more than the bidder's money), a refused battle side, a refused labor choice. Only the command
line (an unknown player, zone, file …) ends the command with exit 2.
"""

from __future__ import annotations

import getpass
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.console import Console

from ludoteca.core.errors import BadInput, IllegalAction, LudotecaError
from ludoteca.core.i18n import t
from ludoteca.core.messages import MESSAGES
from ludoteca.pax import engine as E
from ludoteca.pax.scenario import GOODS_DONE, GOODS_STEPS, PHASE_NAMES, Scenario, load_file, save_file

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


def _say(console: Console, text: str = "") -> None:
    console.print(text, markup=False, highlight=False)


def _refusal(console: Console, err: IllegalAction) -> None:
    """The refusal in two lines; the explanation in the current language (``--lang``)."""
    _say(console, f"illegal: {err.rule_id} (p. {err.page})")
    _say(console, err.render(None))


def _companion(body: Callable[[Console], None]) -> None:
    """Run a companion command; turn errors into one clear message and an exit code."""
    console = _console()
    try:
        body(console)
    except BadInput as err:
        typer.echo(f"error: {err}", err=True)
        raise typer.Exit(EXIT_USAGE)
    except IllegalAction as err:
        _refusal(console, err)
        raise typer.Exit(EXIT_ILLEGAL)
    except LudotecaError as err:
        typer.echo(f"error: {err}", err=True)
        raise typer.Exit(EXIT_ILLEGAL)
    except EOFError:
        typer.echo(f"error: {t('pax.input_ended')}", err=True)
        raise typer.Exit(EXIT_USAGE)
    except KeyboardInterrupt:
        typer.echo(t("pax.interrupted"), err=True)
        raise typer.Exit(EXIT_INTERRUPTED)
    except OSError as err:
        typer.echo(f"error: {err}", err=True)
        raise typer.Exit(EXIT_USAGE)


def _label(s: Scenario) -> str:
    """The label of a sample scenario, in the reader's language when it is ours."""
    return t("pax.sample_label") if s.label == MESSAGES["pax.sample_label"] else s.label


def _load(console: Console, path: Path) -> Scenario:
    s = load_file(path)
    if s.sample:
        _say(console, f"[{_label(s)}]")
    return s


def _save(console: Console, s: Scenario, path: Path, out: Optional[Path]) -> None:
    target = out or path
    save_file(s, target)
    _say(console, t("pax.written", path=target))


def _pass_to(console: Console, name: str) -> None:
    """The pass-the-device pause: clear the screen and read exactly one line (Enter; in
    scripted input an empty line), whatever it holds, so the next line is that player's."""
    console.clear()
    line_input(t("pax.pass_to", name=name) + " ")


SCENARIO_ARG = typer.Argument(help="Scenario file (TOML, docs/pax-scenarios.md).",
                              metavar="SCENARIO", dir_okay=False)
OUT_OPT = typer.Option("--out", help="Write the updated scenario here instead of over "
                       "SCENARIO.", show_default=False, dir_okay=False)


# ----------------------------------------------------------------------------------------------
# auction
# ----------------------------------------------------------------------------------------------

def _whole(text: str) -> bool:
    return text.isascii() and text.isdigit()


def _ask_bid(console: Console, s: Scenario, initiator: str, name: str) -> int:
    """Ask ``name`` for a sealed bid until it is one they can make. A bad bid is explained
    without showing what was typed, and asked again."""
    money = E.need_player(s, name).money
    prompt = t("pax.bid_prompt", name=name, money=money) + " "
    while True:
        text = secret_input(prompt).strip()
        digits = text[1:].strip() if text.startswith("$") else text
        negative = digits.startswith("-") and _whole(digits[1:].strip())
        if not _whole(digits) and not negative:
            _say(console, t("pax.bid_not_whole", name=name))
            continue
        amount = -1 if negative else int(digits)
        try:
            E.check_bid(s, initiator, name, amount)
        except BadInput:
            _say(console, t("pax.bid_negative", name=name) if amount < 0
                 else t("pax.bid_too_much", name=name, money=money))
            continue
        return amount


def _left_out(names: list[str]) -> str:
    if not names:
        return ""
    return f" ({t('pax.left_out', names=', '.join(names), count=len(names))})"


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
        init = E.need_player(s, initiator, "--initiator").name
        card = E.auction_lot(s, buried)
        deck = s.deck(s.auction_deck)
        assert deck is not None
        if buried:
            _say(console, t("pax.buried", name=init, card=deck.cards[0]))
        else:
            _say(console, t("pax.auctions", name=init, card=card, deck=deck.name))
        who = E.bidders(s, init)
        left_out = [n for n in s.order if n not in who]
        _say(console, t("pax.bidders", names=", ".join(who)) + _left_out(left_out))
        bids: dict[str, int] = {}
        for name in who:
            _pass_to(console, name)
            bids[name] = _ask_bid(console, s, init, name)
            console.clear()
            _say(console, t("pax.bid_sealed", name=name))
        console.clear()
        result = E.resolve_auction(s, init, bids, buried)
        E.apply_auction(s, result)
        _say(console, t("pax.bids_revealed"))
        for line in result.lines():
            _say(console, line)
        _save(console, s, scenario, out)

    _companion(body)


# ----------------------------------------------------------------------------------------------
# battle
# ----------------------------------------------------------------------------------------------

def _targets(s: Scenario, zone_name: str, attacker: str) -> list[str]:
    zone = E.need_zone(s, zone_name, "--zone")
    out = [c.id for c in zone.colonies if c.owner.casefold() != attacker.casefold()]
    out += [t.id for t in zone.tribal_sites]
    if zone.rebels:
        out.append("rebels")
    return out


SIDE_WORDS = {"a": "attacker", "attacker": "attacker", "t": "target", "target": "target"}


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
    """Run one battle: supporters pick a side unseen, revealed together; the winner is shown."""

    def body(console: Console) -> None:
        s = _load(console, scenario)
        att = E.need_player(s, attacker, "--attacker").name
        chosen = target
        if chosen is None:
            options = _targets(s, zone, att)
            if not options:
                raise BadInput(t("pax.no_target", zone=zone, name=att))
            _say(console, t("pax.targets", targets=", ".join(options)))
            chosen = line_input(t("pax.target_prompt") + " ").strip()
        setup = E.battle_setup(s, zone, att, chosen)
        _say(console, t("pax.battle", zone=setup.zone, attacker=setup.attacker,
                        target=setup.target))
        _say(console, t("pax.strength", attack=setup.attack, defence=setup.defence,
                        detail=setup.detail))
        if not setup.supporters:
            _say(console, t("pax.nobody_sides", zone=setup.zone))
        sides: dict[str, str] = {}
        for name in setup.supporters:
            _pass_to(console, name)
            while True:
                answer = secret_input(t("pax.side_prompt", name=name,
                                        strength=setup.support[name]) + " ")
                side = SIDE_WORDS.get(answer.strip().casefold(), answer.strip() or "neutral")
                try:
                    E.check_side(setup, s, name, side)
                except IllegalAction as err:
                    _refusal(console, err)
                    continue
                sides[name] = side
                break
            console.clear()
            _say(console, t("pax.side_sealed", name=name))
        console.clear()
        result = E.resolve_battle(s, setup, sides)
        E.record_battle(s, result)
        _say(console, t("pax.sides_revealed"))
        for line in result.lines():
            _say(console, line)
        _say(console, t("pax.losses_private"))
        _save(console, s, scenario, out)

    _companion(body)


# ----------------------------------------------------------------------------------------------
# goods-year
# ----------------------------------------------------------------------------------------------

STEP_TITLES = {
    "player_order": "Update player order",
    "reactivate_cathedrals": "Reactivate cathedrals",
    "labor": "Labor acquisition (kidnapping or hiring)",
    "mortality": "Colony mortality",
    "chests": "Place the chests of the year's goods",
    "slave_loss": "Slave loss",
    "income": "Pay income",
}


def _phase(phase: str) -> str:
    """The name of a year phase in the reader's language (``PHASE_NAMES`` in English)."""
    key = f"pax.phase.{phase}"
    return t(key) if key in MESSAGES else PHASE_NAMES[phase]


def _names(text: str) -> list[str]:
    return [x.strip() for x in text.split(",") if x.strip()]


def _labor(console: Console, s: Scenario) -> None:
    """Offer the legal labor choices; "0. end labor acquisition" only while ending is legal
    (:func:`E.step_problem`, the check that would refuse it), else the reason it is not."""
    while True:
        choices = E.labor_choices(s)
        if not choices:
            _say(console, t("pax.no_labor_choice"))
            E.do_step(s, "labor")
            return
        for i, c in enumerate(choices, 1):
            cost = f" (${s.hire_cost})" if c.verb == "hire" else ""
            _say(console, f"  {i}. {c.owner}: {c.text()}{cost}")
        cannot_end = E.step_problem(s, "labor")
        if cannot_end is None:
            _say(console, "  0. " + t("pax.end_labor"))
        else:
            _say(console, "  " + t("pax.labor_cannot_end", reason=cannot_end.render(None)))
        answer = line_input(t("pax.choice_prompt") + " ").strip()
        if answer.casefold() in ("0", "done", "end"):
            problem = E.step_problem(s, "labor")
            if problem:
                _refusal(console, problem)
                continue
            E.do_step(s, "labor")
            return
        picked = None
        if answer.isdigit() and 1 <= int(answer) <= len(choices):
            picked = choices[int(answer) - 1]
        else:
            picked = next((c for c in choices if c.text().casefold() == answer.casefold()), None)
        if picked is None:
            _say(console, t("pax.not_a_choice", answer=answer))
            continue
        apply = E.hire if picked.verb == "hire" else E.kidnap
        _say(console, apply(s, picked.colony, picked.source))


@pax_app.command("goods-year")
def goods_year(
    scenario: Annotated[Path, SCENARIO_ARG],
    out: Annotated[Optional[Path], OUT_OPT] = None,
) -> None:
    """Walk the Goods Year steps in order, offering only the legal labor choices."""

    def body(console: Console) -> None:
        s = _load(console, scenario)
        E.require_phase(s, "goods")
        _say(console, t("pax.year", year=s.year, phase=_phase("goods")))
        while s.step != GOODS_DONE:
            step = s.step
            _say(console, t("pax.step", n=GOODS_STEPS.index(step) + 1, count=len(GOODS_STEPS),
                            title=t(f"pax.step.{step}") if f"pax.step.{step}" in MESSAGES
                            else STEP_TITLES[step]))
            if step == "player_order":
                text = line_input(t("pax.order_prompt", order=", ".join(s.order)) + " ")
                _say(console, E.do_step(s, step, order=_names(text) or None))
            elif step == "labor":
                _labor(console, s)
            elif step == "mortality":
                text = line_input(t("pax.mortality_prompt") + " ")
                _say(console, E.do_step(s, step, vacate=_names(text)))
            else:
                _say(console, E.do_step(s, step))
        E.advance(s, "auction")
        _say(console, t("pax.goods_over", phase=_phase("auction")))
        _save(console, s, scenario, out)

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
    try:
        s = load_file(scenario)
        lines = perform(s.clone(), action)
    except BadInput as err:
        _say(console, f"error: {err}")
        raise typer.Exit(EXIT_USAGE)
    except IllegalAction as err:
        _refusal(console, err)
        if s.sample:
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
    from ludoteca.pax.scenarios import load_sample, sample_text, write_sample

    label = _label(load_sample())
    if dest is None:
        typer.echo(sample_text(), nl=False)
        return
    if dest.exists() and not force:
        typer.echo(f"error: {t('pax.exists', path=dest)}", err=True)
        raise typer.Exit(EXIT_USAGE)
    try:
        write_sample(dest)
    except OSError as err:
        typer.echo(f"error: {err}", err=True)
        raise typer.Exit(EXIT_USAGE)
    typer.echo(f"[{label}]")
    typer.echo(t("pax.sample_written", path=dest))
