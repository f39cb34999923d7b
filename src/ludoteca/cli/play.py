"""The terminal game: people and bots around one Dale of Merchants table.

What each person sees comes from their own view (``views.view(state, seat)``): with two or
more people at one terminal, a "pass the terminal" screen separates their turns and each of
them sees only their own hand; the log lines shown to people never reveal a hidden choice.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from rich.console import Console

from ludoteca.bots import make_bot
from ludoteca.bots.base import InformationSet, decide
from ludoteca.cli import render
from ludoteca.cli.options import HUMAN
from ludoteca.core.errors import BadInput, IllegalAction
from ludoteca.core.i18n import t
from ludoteca.dale.simulate import bot_rng

# Verbs whose whole text may be shown to everybody: what they do is visible at the table
# (payments and inventories go to face-up discard piles, stacks are face up, thrown-away cards
# land face up on the market discard pile, market cards taken are seen leaving, guesses and
# new values are said aloud). Any other choice (the card kept from Spyglass, the card given
# with Rotten Food …) is logged without its details when people are watching.
PUBLIC_VERBS = {
    "buy", "play", "build", "inventory", "use", "target", "targets", "guess", "value",
    "pass", "ditch", "take", "return",
}

EXIT_INTERRUPTED = 130


def rule_page(err: IllegalAction) -> str:
    try:
        return str(err.page)
    except Exception:  # the rule catalogue may not know the rule yet
        return "—"


def explain_illegal(err: IllegalAction) -> str:
    """"Not allowed: <explanation> (rule <id>, p. <page>)"."""
    return t("play.not_allowed", explanation=err.render(None), rule=err.rule_id,
             page=rule_page(err))


def normalise(text: str) -> str:
    return " ".join(text.replace(",", ", ").split()).lower().replace(" ,", ",")


@dataclass
class Table:
    """One game at the terminal: the state, who sits where, and what each person has seen."""

    state: Any
    seats: list[str]
    seed: int
    console: Console
    input_fn: Callable[[str], str]
    max_turns: int
    bots: dict[int, Any] = field(default_factory=dict)
    rngs: dict[int, Any] = field(default_factory=dict)
    pending: dict[int, list[str]] = field(default_factory=dict)
    last_human: int | None = None
    # Saves every action and takes actions back (ludoteca.cli.records.GameJournal), or None.
    journal: Any = None

    def __post_init__(self) -> None:
        for seat, spec in enumerate(self.seats):
            if spec != HUMAN:
                self.bots[seat] = make_bot(spec)
                self.rngs[seat] = bot_rng(self.seed, seat)
            else:
                self.pending[seat] = []
        if self.journal is not None:
            self.journal.attach(self)

    def applied(self, seat: int, action: tuple) -> None:
        """Tell the journal (if any) that ``seat``'s ``action`` was just applied."""
        if self.journal is not None:
            self.journal.applied(self.state, seat, action)

    # -- helpers ---------------------------------------------------------------------------

    @property
    def humans(self) -> list[int]:
        return [s for s, spec in enumerate(self.seats) if spec == HUMAN]

    def view(self, seat: int) -> dict[str, Any]:
        from ludoteca.dale.views import view

        return view(self.state, seat)

    def to_text(self, action: tuple) -> str:
        from ludoteca.dale import notation

        return notation.to_text(action)

    def log_line(self, seat: int, action: tuple, public: bool) -> str:
        who = render.seat_label(seat, self.seats)
        text = self.to_text(action)
        if public and action and action[0] not in PUBLIC_VERBS:
            kind = ""
            try:
                kind = self.state.decision().kind
            except Exception:
                pass
            text = (t("play.hidden_choice_kind", kind=kind) if kind
                    else t("play.hidden_choice"))
        return f"T{self.state.turn} {who}: {text}"

    def record(self, seat: int, action: tuple) -> None:
        """Log ``action`` (about to be applied by ``seat``) for whoever should see it."""
        humans = self.humans
        if not humans:
            self.console.print(self.log_line(seat, action, public=False), highlight=False)
            return
        public_line = self.log_line(seat, action, public=True)
        own_line = self.log_line(seat, action, public=False)
        if len(humans) == 1:
            self.console.print(own_line if seat == humans[0] else public_line, highlight=False,
                               style="dim")
            return
        for h in humans:
            self.pending[h].append(public_line)

    # -- the loop --------------------------------------------------------------------------

    def play(self) -> int | None:
        """Play until the game ends; return the winner's seat, or None if stopped at the cap."""
        state = self.state
        while not state.is_terminal():
            if state.turn > self.max_turns:
                return None
            seat = state.current_player()
            if seat in self.bots:
                seen = self.view(seat)
                legal = seen.get("legal_actions") or state.legal_actions()
                from ludoteca.dale.views import determinize

                # Search bots (ISMCTS) reach states only through determinize.
                action = decide(self.bots[seat], seen, legal, self.rngs[seat],
                                InformationSet(state, seat, determinize))
                self.record(seat, action)
                state.apply(action)
                self.applied(seat, action)
            else:
                self.human_decision(seat)
        return state.winner

    def human_decision(self, seat: int) -> None:
        humans = self.humans
        if len(humans) > 1 and self.last_human != seat:
            self.console.clear()
            self.console.print(
                t("play.pass_terminal", seat=render.seat_label(seat)),
                style="bold", highlight=False,
            )
            self.input_fn("")
            self.console.clear()
        self.last_human = seat
        if len(humans) > 1 and self.pending.get(seat):
            self.console.print(t("play.since_last_turn"), style="bold")
            for line in self.pending[seat]:
                self.console.print("  " + line, highlight=False)
            self.pending[seat] = []
        self.show(seat)
        while True:
            answer = self.input_fn(f"{render.seat_label(seat)}> ").strip()
            if answer in ("", "?", "help"):
                if answer:
                    self.console.print(t("play.help"), highlight=False)
                self.show(seat)
                continue
            if answer.lower().startswith("save ") or answer.lower() == "save":
                self.save(seat, answer[4:].strip())
                continue
            if answer.lower() == "undo":
                if self.journal is None:
                    self.console.print(t("play.undo_unavailable"), style="red", highlight=False)
                elif self.journal.undo(seat, self.console):
                    self.show(seat)
                continue
            action = self.understand(answer, self.state.legal_actions())
            if action is None:
                continue
            try:
                action = self.state.normalize(action)  # a short form: the action it means
                own_line = self.log_line(seat, action, public=False)
                public_line = self.log_line(seat, action, public=True)
                self.state.apply(action)
            except IllegalAction as err:
                self.console.print(explain_illegal(err), style="red", highlight=False)
                continue
            self.applied(seat, action)
            self.console.print(own_line, style="green", highlight=False)
            for h in humans:
                if h != seat:
                    self.pending[h].append(public_line)
            return

    def save(self, seat: int, path: str) -> None:
        """Write the position as ``seat`` knows it (hidden piles as counts) plus the seed."""
        from ludoteca.dale.positions import to_toml

        if not path:
            self.console.print(t("play.save_usage"), style="red", highlight=False)
            return
        try:
            text = to_toml(self.state, seat)
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(text)
        except BadInput as err:
            self.console.print(t("play.not_saved", error=err), style="red", highlight=False)
            return
        except OSError as err:
            self.console.print(t("play.not_saved_path", error=err.strerror, path=path),
                               style="red", highlight=False)
            return
        self.console.print(t("play.saved", path=path), highlight=False)

    def show(self, seat: int) -> None:
        v = self.view(seat)
        self.console.print(render.table_view(v, self.seats))
        legal = self.state.legal_actions()
        shown = shown_choices(legal)
        self.console.print(render.choices_table(shown, self.to_text, self.console.width))
        if len(shown) < len(legal):
            self.console.print(t("play.more_inventories", count=len(legal) - len(shown)),
                               style="dim", highlight=False)

    def understand(self, answer: str, legal: list[tuple]) -> tuple | None:
        """The action meant by ``answer`` (a number or a text), or None after saying why not.
        Numbers are those of the list shown (:func:`shown_choices`), in every message."""
        shown = shown_choices(legal)
        if answer.isdigit():
            n = int(answer)
            if 1 <= n <= len(shown):
                return shown[n - 1]
            self.console.print(t("play.no_such_choice", n=n, count=len(shown)),
                               style="red", highlight=False)
            return None
        wanted = normalise(answer)
        for action in legal:
            if normalise(self.to_text(action)) == wanted:
                return action
        from ludoteca.dale import notation

        try:
            return notation.parse(answer)
        except BadInput as err:
            self.console.print(t("play.not_understood", error=err, count=len(shown)),
                               style="red", highlight=False)
            return None


def shown_choices(legal: list[tuple], limit: int = 8) -> list[tuple]:
    """The choices numbered on screen: every legal action, except that a long list of
    inventories is cut to discarding nothing, one card, or the whole hand (the others can
    still be typed)."""
    inventories = [a for a in legal if a[0] == "inventory"]
    if len(inventories) <= limit:
        return list(legal)
    longest = max(len(a[1]) for a in inventories)
    keep = {a for a in inventories if len(a[1]) <= 1 or len(a[1]) == longest}
    return [a for a in legal if a[0] != "inventory" or a in keep]


def play_dale(seats: list[str], decks: list[str] | None, seed: int, console: Console,
              input_fn: Callable[[str], str] = input, max_turns: int = 10_000,
              state: Any = None, journal: Any = None) -> int:
    """Run a whole terminal game, or continue one from ``state``; return the exit code."""
    from ludoteca.dale import new_game

    if state is None:
        state = new_game(players=len(seats), animalfolk=decks, seed=seed)
    folks = ", ".join(render._folk(f) for f in state.animalfolk)
    who = ", ".join(render.seat_label(i, seats) for i in range(len(seats)))
    console.print(t("play.title", game=t("game.dale"), seed=seed, decks=folks), style="bold",
                  highlight=False)
    console.print(t("play.seats", seats=who), highlight=False)
    table = Table(state=state, seats=seats, seed=seed, console=console, input_fn=input_fn,
                  max_turns=max_turns, journal=journal)
    try:
        winner = table.play()
    except KeyboardInterrupt:
        console.print()
        console.print(t("play.interrupted", seed=seed), highlight=False)
        return EXIT_INTERRUPTED
    except EOFError:
        console.print()
        console.print(t("play.input_ended", seed=seed), highlight=False)
        return 0
    humans = table.humans
    if humans:
        seen = humans[0] if len(humans) == 1 else None
        final = table.view(seen if seen is not None else 0)
        console.print(render.table_view(final, seats, show_hand=seen is not None))
    console.print(render.winner_text(winner, state.turn, seats))
    return 0
