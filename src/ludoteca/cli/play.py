"""The terminal game: people and bots around one Dale of Merchants table.

What each person sees comes from their own view (``views.view(state, seat)``): with two or
more people at one terminal, a "pass the terminal" screen separates their turns and each of
them sees only their own hand; the log lines shown to people never reveal a hidden choice.

At their prompt a person may also type (besides a choice's number or text, in the notation or
with their language's words, :mod:`ludoteca.cli.typed`):

* ``card NAME`` (or just the card's name): the card's animalfolk, value, kind, bonus action
  (+) and mechanic in the reader's language;
* ``pile N`` / ``pile market``: seat N's discard pile / the market discard pile, bottom to top
  (anyone may look through a discard pile at any time, ``dale.discard.face_up``, p. 5);
* ``stall N``: seat N's stall in full, each card with its value and each stack's total;
* ``log`` / ``log N``: the story of the last 10 (or N) moves, as this person may read it;
* ``confirm off`` / ``confirm on``: skip (or ask again) the question before a turn-ending
  action;
* ``choices``: every numbered choice, whole (the compact layout may show only some);
* ``undo`` (the last action) / ``undo turn`` (every own action of this turn), as far as the undo
  rule allows (the game's rule, asked through :meth:`ludoteca.core.session.Session.undo`);
* ``hint``: the best moves the search finds now, with their estimated win probability and
  why (:mod:`ludoteca.coach.hints`), where the table allows hints (``play --hints``; by
  default only with one person at the table);
* ``save FILE``, ``help``.

Every command is also understood in the reader's words (:func:`command_words`), and the
choices are shown in them (:func:`ludoteca.dale.story.localize`).

An action that would end the turn (or the game) is confirmed first when ``confirm`` is on
(``play --no-confirm`` turns it off), also when another seat's reaction comes first
(:meth:`Table.ends_turn`). After every action each person is told its story as far as they may
see it (:mod:`ludoteca.dale.story`, the same report the browser's log and ``replay --step``
read): printed at once to the person who chose it, and above the next prompt of the others
(:meth:`Table.show`), so their last moves stay on the screen at 80×24. :func:`reports` (the
older report from two views) is kept for callers that compare views.

The game itself — the journal, applying and refusing actions, undo, saving, the bots' choices —
is a :class:`ludoteca.core.session.Session`; this module only renders it and reads input.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from ludoteca.cli.terminal import Console
from rich.text import Text

from ludoteca.bots import make_bot
from ludoteca.cli import render, typed
from ludoteca.cli.options import HUMAN
from ludoteca.core.files import one_line
from ludoteca.core.errors import BadInput, IllegalAction
from ludoteca.core.game import Step
from ludoteca.core.i18n import t
from ludoteca.core.i18n import text as said
from ludoteca.core.session import NotDeciding, Session, UndoRefused
from ludoteca.dale.steps import choice_is_public

EXIT_INTERRUPTED = 130


class QuitGame(Exception):
    """A player typed ``quit`` (or a word of ``play.quit_words``): the table stops; the game
    stays saved as after every action."""


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
    """One game at the terminal: who sits where, and what each person has seen; the game is
    ``session`` (an unsaved one is made from ``state`` when none is given)."""

    state: Any
    seats: list[str]
    seed: int
    console: Console
    input_fn: Callable[[str], str]
    max_turns: int
    bots: dict[int, Any] = field(default_factory=dict)
    rngs: dict[int, Any] = field(default_factory=dict)
    # per person: the story lines not shown to them yet (shown above their next prompt) and
    # every line they may read (the 'log' command); dale.story tells them
    pending: dict[int, list[tuple[bool, str]]] = field(default_factory=dict)
    told: dict[int, list[tuple[bool, str]]] = field(default_factory=dict)
    last_human: int | None = None
    # The game being played (ludoteca.core.session.Session): applies, saves, takes back.
    session: Any = None
    # Ask before an action that ends the turn (people only; play --no-confirm turns it off).
    confirm: bool = True
    # "compact", "wide" or "auto" (by the size of the terminal, render.choose_layout).
    layout: str = "auto"
    # Whether 'hint' may be typed at this table (play --hints/--no-hints; default: only with
    # one person at the table, ludoteca.coach.hints.hints_default).
    hints: bool = False
    # A solo game (remaster, Mono): show Mono's turn a step at a time, Enter between the steps
    # (play --mono-steps; default: the whole turn at once).
    mono_steps: bool = False

    def __post_init__(self) -> None:
        if self.session is None:
            self.session = Session.new("dale", self.seats, self.seed, start=self.state,
                                       make_bot=make_bot)
        self.state = self.session.state
        self.bots = self.session.bots
        self.rngs = self.session.rngs
        for seat, spec in enumerate(self.seats):
            if spec == HUMAN:
                self.pending[seat] = []
                self.told[seat] = []

    def submit(self, seat: int, action: tuple | Step) -> None:
        """Apply ``seat``'s ``action`` (or a step the session read, checked already) through
        the session (journaled, saved).

        Raises:
            IllegalAction, NotDeciding: nothing changed."""
        self.session.submit(seat, action)

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

    def shown_text(self, action: tuple) -> str:
        """The action as the reader reads it: the notation in their words
        (:func:`ludoteca.dale.story.localize`; typed back, it means the same action)."""
        from ludoteca.dale.story import localize

        return localize(self.to_text(action))

    def story_lines(self, lines: list[Any], viewer: int | None) -> list[tuple[bool, str]]:
        """The story lines (:mod:`ludoteca.dale.story`) as the terminal prints them for
        ``viewer`` (None: nobody at the table plays): ``(headline?, text)``, the headline
        ``T<turn> …``, the others indented."""
        from ludoteca.dale import story

        out = []
        for k, line in enumerate(lines):
            text = story.render(line, None, lambda q: render.seat_label(q, self.seats),
                                viewer)
            out.append((k == 0, t("play.story_head", turn=line.turn, text=text) if k == 0
                        else t("play.story_more", text=text)))
        return out

    def tell_story(self, mover: int, action: tuple) -> None:
        """Tell every person what ``mover``'s ``action``, just applied, did that they may see
        (:func:`ludoteca.dale.story.report` on the journal's state before it): printed now to
        the person at the terminal who chose it, kept for the others until their next prompt
        (:meth:`show`); with nobody playing, the public story is printed."""
        from ludoteca.dale import story

        entry = self.session.entries[-1]
        lines = story.report(entry.before, action, self.state, mover)
        humans = self.humans
        if not humans:
            for _, text in self.story_lines(story.visible(lines, None), None):
                self.console.print(text, highlight=False, markup=False)
            self.tell_mono(entry.before, None)
            return
        for h in humans:
            mine = self.story_lines(story.visible(lines, h), h)
            self.told[h].extend(mine)
            if h == mover:
                for head, text in mine:
                    self.console.print(text, style="green" if head else "magenta",
                                       highlight=False, markup=False)
            else:
                self.pending[h].extend(mine)
        self.tell_mono(entry.before, mover if mover in humans else None)

    def tell_mono(self, before: Any, person: int | None) -> None:
        """In a solo game, when the action just applied let Mono play a turn
        (:mod:`ludoteca.dale.remaster.mono`; its log begins with a new ``["turn", t]``): tell
        Mono's turn, one line per step (:func:`ludoteca.dale.solo.mono_lines`, public).
        With ``mono_steps`` and the person at the terminal who acted (``person``), the lines
        are printed now, Enter between two steps, then Mono's open hand; else, with people at
        the table, the whole turn is shown at once above their next prompt (with the story,
        :meth:`show`, which also shows Mono's hand); with nobody, printed now."""
        from ludoteca.dale import solo
        from ludoteca.dale.views import view

        if getattr(self.state.cfg, "mono", None) is None:
            return
        now = view(self.state, 0)
        turn = solo.mono_turn(now)
        if turn is None or turn == solo.mono_turn(view(before, 0)):
            return
        told = [(k == 0, t("play.mono_step", text=x))
                for k, x in enumerate(solo.mono_lines(now))]
        humans = self.humans
        if not humans or (self.mono_steps and person is not None):
            for k, (_, text) in enumerate(told):
                self.console.print(text, style="cyan", highlight=False, markup=False)
                if humans and k < len(told) - 1:
                    self.input_fn(t("play.mono_next"))
            hand = solo.hand_line(now)
            if hand:
                self.console.print(t("play.mono_step", text=hand), style="cyan",
                                   highlight=False, markup=False)
        for h in humans:
            self.told[h].extend(told)
            if not (self.mono_steps and h == person):
                self.pending[h].extend(told)

    # -- the loop --------------------------------------------------------------------------

    def play(self) -> int | None:
        """Play until the game ends; return the winner's seat, or None if stopped at the cap."""
        session = self.session
        while not session.over:
            if self.state.turn > self.max_turns:
                return None
            seat = session.deciding
            if seat in self.bots:
                # The session asks the bot (its view only; search bots through determinize).
                if self.humans and self.seats[seat].split(":", 1)[0] == "ismcts":
                    # A search takes seconds: say so (a spinner on a terminal).
                    with self.console.status(t("play.thinking",
                                               seat=render.seat_label(seat, self.seats))):
                        action = session.bot_action(seat)
                else:
                    action = session.bot_action(seat)
                self.submit(seat, action)
                self.tell_story(seat, action)
            else:
                self.human_decision(seat)
        return self.state.winner

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
        self.show(seat)
        while True:
            answer = self.input_fn(f"{render.seat_label(seat)}> ").strip()
            if self.command(seat, answer):
                continue
            action = self.understand(answer, self.state.legal_actions())
            if action is None:
                continue
            try:
                # the game's one reading of typed text: a short form is the action it means
                # (checked once, here); a whole purchase or Inventory where that kind is
                # listed card by card is its steps
                read = self.session.read(seat, self.to_text(action))
            except (IllegalAction, BadInput) as err:
                self.console.print(explain_illegal(err) if isinstance(err, IllegalAction)
                                   else str(err), style="red", highlight=False)
                continue
            steps = [step.action for step in read]
            if self.confirm and not self.confirmed(seat, steps[-1] if len(steps) == 1 else
                                                   action, steps):
                continue
            for step in read:
                action = step.action
                try:
                    self.submit(seat, step)
                except IllegalAction as err:
                    self.console.print(explain_illegal(err), style="red", highlight=False)
                    break
                except NotDeciding as err:
                    self.console.print(str(err), style="red", highlight=False)
                    break
                self.tell_story(seat, action)
            else:
                return
            continue

    def command(self, seat: int, answer: str) -> bool:
        """Carry out a table command (help, save, undo, card, pile, stall, log, choices,
        confirm, hint, quit), typed in English or in the reader's words
        (:func:`command_words`); False for anything else (an action to understand)."""
        first, _, rest = answer.partition(" ")
        rest = rest.strip()
        numbered = typed.to_notation(rest).lower()  # "seient 2" → "seat 2"
        word = command_words().get(typed.fold(first), "")
        argument = command_words().get(typed.fold(rest), "")
        if answer in ("", "?") or (word == "help" and not rest):
            if answer:
                self.console.print(t("play.help"), highlight=False)
                self.console.print(t("play.markers"), highlight=False)
            self.show(seat)
            return True
        if not rest and word == "quit":
            raise QuitGame
        if word == "save":
            self.save(seat, rest)
            return True
        if word == "hint" and not rest:
            self.hint(seat)
            return True
        if word == "undo" and (not rest or argument == "turn"):
            if getattr(self.session.game, "undo_refusal", None) is None:
                self.console.print(t("play.undo_unavailable"), style="red", highlight=False)
            elif self.undo(seat, whole_turn=bool(rest)):
                self.show(seat)
            return True
        if word == "card":
            if rest:
                self.show_card(seat, rest)
            else:
                self.console.print(t("play.card_usage"), style="red", highlight=False)
            return True
        # 'pile N' takes a number (or 'market'): other words after it are an action of the
        # reader's language (French 'défausse déchet' discards junk)
        numeric = not rest or numbered.removeprefix("seat").strip().isdigit()
        if word == "pile" and (numeric or argument == "market"):
            self.show_pile(seat, numbered if numeric else rest)
            return True
        if word == "stall":  # no language's word for these is a word of the notation
            self.show_stall(seat, numbered)
            return True
        if word == "log":
            self.show_log(seat, rest)
            return True
        if word == "confirm":
            if argument in ("on", "off"):
                self.confirm = argument == "on"
                self.console.print(t("play.confirm_on" if self.confirm else "play.confirm_off"),
                                   highlight=False)
            else:
                self.console.print(t("play.confirm_usage"), style="red", highlight=False)
            return True
        if word == "choices" and not rest:  # every numbered choice, whole
            self.console.print(render.choices_table(shown_choices(self.state.legal_actions()),
                                                    self.shown_text, self.console.width))
            return True
        if find_card(answer, self.state.cfg.rules) is not None and \
                not self.is_action_text(answer):
            self.show_card(seat, answer)
            return True
        return False

    def hint(self, seat: int) -> None:
        """``hint``: the best moves the search finds for ``seat`` now, each with its estimated
        win probability and why (:func:`ludoteca.coach.hints.hints`, over the seat's
        information set only), if the table allows hints."""
        if not self.hints:
            self.console.print(t("play.hints_off"), style="red", highlight=False)
            return
        from ludoteca.coach.hints import hints

        found = hints(self.session.game, self.state, seat)
        self.console.print(t("play.hint_title"), highlight=False)
        for i, h in enumerate(found, start=1):
            from ludoteca.dale.story import localize

            self.console.print(t("play.hint_line", n=i, action=localize(h.action),
                                 percent=f"{100 * h.probability:.0f}", why=h.why),
                               highlight=False, markup=False)

    def is_action_text(self, answer: str) -> bool:
        wanted = normalise(typed.to_notation(answer))
        return any(normalise(self.to_text(a)) == wanted for a in self.state.legal_actions())

    def undo(self, seat: int, whole_turn: bool) -> bool:
        """``undo``: take back ``seat``'s last action; ``undo turn``: every action of its own
        in this turn, newest first, as long as the undo rule allows. True if any was taken
        back (the refusal is said otherwise)."""
        session = self.session
        if not whole_turn:
            return self.undo_one(seat)
        taken = 0
        while session.entries:
            last = session.entries[-1]
            if last.seat != seat or last.before.turn != self.state.turn:
                break
            if session.undo_refused(seat) is not None:
                break
            self.undo_one(seat)
            taken += 1
        if taken == 0:
            return self.undo_one(seat)  # says why not
        return True

    def undo_one(self, seat: int) -> bool:
        """Take back ``seat``'s last action if the undo rule allows it; say what happened
        (to the others: that an action was taken back, never which)."""
        try:
            text = self.session.undo(seat)
        except UndoRefused as err:
            self.console.print(str(err), style="red", highlight=False)
            return False
        from ludoteca.dale.story import localize

        self.console.print(t("undo.took_back", action=localize(text)), style="yellow",
                           highlight=False)
        who = render.seat_label(seat, self.seats)
        line = (True, t("play.log_line", turn=self.state.turn, seat=who,
                        action=t("undo.took_back_public")))
        for h, lines in self.pending.items():
            self.told[h].append(line)
            if h != seat:
                lines.append(line)
        return True

    def ends_turn(self, action: tuple, steps: list[tuple] | None = None) -> bool:
        """True when ``action`` (or the sequence ``steps`` it stands for) would end the turn or
        the game, tried on a copy. Where other seats decide after it in this turn (a
        reaction such as Binoculars after a purchase), their first legal choices are tried
        too: the turn ends once they have answered, so the action is confirmed whether or not
        another seat holds a reaction card (the question tells nothing of their hands)."""
        trial = self.state.clone()
        turn, active = self.state.turn, self.state.active
        try:
            for step in steps or [action]:
                trial.apply(step)
            for _ in range(64):
                if trial.is_terminal() or trial.turn != turn or trial.active != active:
                    return True
                legal = trial.legal_actions()
                if trial.decision().player == active or not legal:
                    return False
                trial.apply(legal[0])  # another seat's answer: any will do
        except (IllegalAction, BadInput):
            return False
        return False

    def confirmed(self, seat: int, action: tuple, steps: list[tuple] | None = None) -> bool:
        """Ask before an action that ends the turn; True to go on (Enter or yes). A seat
        deciding in another seat's turn (a reaction) ends no turn of its own: not asked.

        Raises:
            QuitGame: the answer is ``quit`` (or the reader's word for it)."""
        if seat != self.state.active or not self.ends_turn(action, steps):
            return True
        yes = {w.strip().lower() for w in t("play.yes_words").split(",")} | {"y", "yes"}
        no = {w.strip().lower() for w in t("play.no_words").split(",")} | {"n", "no"}
        while True:
            answer = self.input_fn(t("play.confirm", action=self.shown_text(action)) + " ")
            answer = answer.strip().lower()
            if answer == "" or answer in yes:
                return True
            if answer in no:
                self.console.print(t("play.not_done"), style="yellow", highlight=False)
                return False
            if command_words().get(typed.fold(answer)) == "quit":
                raise QuitGame  # quit works at this question too, as at every prompt
            self.console.print(t("play.confirm_how"), style="red", highlight=False)

    def show_card(self, seat: int, text: str) -> None:
        name = find_card(text, self.state.cfg.rules)
        if name is None:
            self.console.print(t("play.no_such_card", name=text.strip(),
                                 hint=card_hint(text, self.state.cfg.rules)), style="red",
                               highlight=False)
            return
        self.console.print(render.card_text(name, self.view(seat)), highlight=False)

    def show_pile(self, seat: int, which: str) -> None:
        """``pile N`` / ``pile market``: a discard pile, bottom first, top last."""
        v = self.view(seat)
        which = which.strip().lower()
        if command_words().get(typed.fold(which)) == "market" or which == "m":
            cards = v.get("market_discard") or []
            title = t("play.pile_market", count=len(cards))
        else:
            n = typed.fold(which).removeprefix("seat").strip()
            if not n.isdigit() or len(n) > 3 or not 1 <= int(n) <= v["players"]:
                self.console.print(t("play.pile_usage", count=v["players"]), style="red",
                                   highlight=False)
                return
            cards = v["seats"][int(n) - 1].get("discard") or []
            title = t("play.pile_seat", seat=render.seat_label(int(n) - 1, self.seats),
                      count=len(cards))
        self.console.print(title, style="bold", highlight=False)
        if not cards:
            self.console.print("  " + t("play.pile_empty"), highlight=False)
            return
        for i, name in enumerate(cards, start=1):
            mark = "  " + t("play.pile_top") if i == len(cards) else ""
            self.console.print(f"  {i}. {render.card_name_text(name)}{mark}", highlight=False)

    def save(self, seat: int, path: str) -> None:
        """Write the position as ``seat`` knows it (hidden piles as counts, no seed: nothing
        from which future shuffles or rolls could be foreseen), at any moment of the game,
        a pending card effect included (docs/positions.md). ``save --referee`` is refused: a
        referee save shows every hand and the random state, which no seat may see while the
        game runs (docs/security.md); referees write it from Python."""
        from ludoteca.core.files import write_text_atomic
        from ludoteca.dale.positions import to_toml

        if path.split(None, 1)[:1] == ["--referee"]:
            self.console.print(t("play.referee_refused"), style="red", highlight=False)
            return
        if not path:
            self.console.print(t("play.save_usage"), style="red", highlight=False)
            return
        from ludoteca.cli.options import check_output_file

        try:  # the rule of every output: its directory must exist (docs/playing.md)
            check_output_file(path, "save")
            write_text_atomic(path, to_toml(self.state, seat))
        except BadInput as err:
            self.console.print(t("play.not_saved", error=err), style="red", highlight=False)
            return
        self.console.print(t("play.saved", path=path), highlight=False)

    def show(self, seat: int) -> None:
        """Draw ``seat``'s decision: the board, then what the others did since this seat last
        decided (the story lines kept for it, :meth:`tell_story`), then the choices. In the
        compact layout everything fits the terminal's height: the choices keep at least 3
        rows, the story the rest (its headlines first; ``log`` prints it whole), and the
        prompt of the decision wraps instead of being cut."""
        v = self.view(seat)
        compact = render.choose_layout(self.console, self.layout) == "compact"
        board = render.table_view(v, self.seats, compact=compact, width=self.console.width)
        self.console.print(board)
        from ludoteca.dale import solo

        mono_hand = solo.hand_line(v)
        if mono_hand:  # a solo game: Mono's hand lies open (dale.remaster.mono.turn)
            self.console.print(mono_hand, highlight=False, markup=False)
        legal = self.state.legal_actions()
        shown = shown_choices(legal)
        rows = None
        notes = []
        recent = self.pending.get(seat) or []
        if seat in self.pending:
            self.pending[seat] = []
        if len(shown) < len(legal):
            notes.append(t("play.more_inventories", count=len(legal) - len(shown)))
        story_lines: list[str] = [text for _, text in recent]
        if compact:  # the choices get the lines the board, the story and the notes leave

            def height(renderable: Any) -> int:
                return len(self.console.render_lines(renderable, self.console.options,
                                                     pad=False))

            left = self.console.height - height(board) - 2  # the choices' title, the prompt
            left -= sum(height(Text(n)) for n in notes)
            if recent:
                room = max(1, left - 1 - min(3, len(shown)))  # the story's title: 1 line
                story_lines = fit_story(recent, room, lambda x: height(Text(x)))
                left -= 1 + sum(height(Text(x)) for x in story_lines)
            _, keep = render.compact_choices(shown, self.shown_text, self.console.width, left)
            if len(keep) < len(shown):  # a note more: "N more choices"
                left -= height(Text(t("play.more_choices", count=len(shown))))
                _, keep = render.compact_choices(shown, self.shown_text, self.console.width,
                                                 left)
                notes.insert(0, t("play.more_choices", count=len(shown) - len(keep)))
            rows = max(2, left)
        if story_lines:
            self.console.print(t("play.since_last_turn"), style="bold", highlight=False)
            for text in story_lines:
                self.console.print(text, highlight=False, markup=False)
        self.console.print(render.choices_table(shown, self.shown_text, self.console.width,
                                                compact=compact, max_rows=rows))
        for note in notes:
            self.console.print(note, style="dim", highlight=False)

    def show_log(self, seat: int, rest: str) -> None:
        """``log`` / ``log N``: the story of the last N (default 10) actions ``seat`` may
        read, oldest first, each with all its lines."""
        n = rest.strip()
        if n and (not n.isdigit() or len(n) > 6):
            self.console.print(t("play.log_usage"), style="red", highlight=False)
            return
        lines = self.told.get(seat, [])
        if not lines:
            self.console.print(t("play.log_empty"), highlight=False)
            return
        count = int(n) if n else 10
        heads = [i for i, (head, _) in enumerate(lines) if head]
        start = heads[-count] if 0 < count <= len(heads) else (0 if count else len(lines))
        for _, text in lines[start:]:
            self.console.print(text, highlight=False, markup=False)

    def show_stall(self, seat: int, which: str) -> None:
        """``stall N``: seat N's stall in full, stack by stack: the cards (a copy as the card
        it copies), each card's value and the stack's total."""
        v = self.view(seat)
        n = which.strip().removeprefix("seat").strip()
        if not n.isdigit() or len(n) > 3 or not 1 <= int(n) <= v["players"]:
            self.console.print(t("play.stall_usage", count=v["players"]), style="red",
                               highlight=False)
            return
        q = int(n) - 1
        stall = v["seats"][q].get("stall") or []
        self.console.print(t("play.stall_title", seat=render.seat_label(q, self.seats),
                             count=len(stall)), style="bold", highlight=False)
        if not stall:
            self.console.print("  " + t("play.pile_empty"), highlight=False)
        for i, stack in enumerate(stall, start=1):
            self.console.print("  " + render.stack_text(i, stack, v), highlight=False,
                               markup=False)

    def understand(self, answer: str, legal: list[tuple]) -> tuple | None:
        """The action meant by ``answer`` (a number or a text), or None after saying why not.
        Numbers are those of the list shown (:func:`shown_choices`), in every message."""
        shown = shown_choices(legal)
        if answer.isdigit():
            # a choice's number: a few digits (longer digit strings are no choice; int() of
            # thousands of digits would raise)
            n = int(answer) if len(answer) <= 9 else None
            if n is not None and 1 <= n <= len(shown):
                return shown[n - 1]
            said = str(n) if n is not None else answer[:9] + "…"
            self.console.print(t("play.no_such_choice", n=said, count=len(shown)),
                               style="red", highlight=False)
            return None
        text = typed.to_notation(answer)  # the reader's words for notation words
        wanted = normalise(text)
        for action in legal:
            if normalise(self.to_text(action)) == wanted:
                return action
        from ludoteca.dale import notation

        try:
            return notation.parse(text, self.state.cfg.rules)
        except BadInput as err:
            self.console.print(t("play.not_understood",
                                 error=one_line(typed.parser_message(err, answer)),
                                 count=len(shown)),
                               style="red", highlight=False)
            return None


#: The table's commands (message ``play.cmd.<name>``: the reader's words for it,
#: comma-separated; the English word is always understood too).
COMMANDS = ("help", "quit", "save", "hint", "undo", "turn", "card", "pile", "market", "stall",
            "log", "choices", "confirm", "on", "off")


def command_words(lang: str | None = None) -> dict[str, str]:
    """Typed word (folded: lower case, no accents) → command name, in ``lang`` (default: the
    reader's language): the English names, ``show`` for ``card``, ``exit`` for ``quit``,
    and the words of ``play.cmd.<name>``, ``play.quit_words`` and ``play.market_words``."""
    notation = typed.word_map(lang)  # an English name that is a word of the notation in
    # this language is that word (French 'pile' is a stack), never the command
    out = {c: c for c in COMMANDS if c not in notation}
    out.update({w: c for w, c in (("show", "card"), ("exit", "quit"), ("?", "help"))
                if w not in notation})
    for name in COMMANDS:
        for word in t(f"play.cmd.{name}", lang).split(","):
            if word.strip():
                out.setdefault(typed.fold(word.strip()), name)
    for key, name in (("play.quit_words", "quit"), ("play.market_words", "market")):
        for word in t(key, lang).split(","):
            if word.strip():
                out.setdefault(typed.fold(word.strip()), name)
    return out


def fit_story(lines: Sequence[tuple[bool, str]], room: int,
              height: Callable[[str], int]) -> list[str]:
    """The story lines to print in ``room`` terminal lines (each ``height(text)`` high):
    all when they fit; else every headline with the details of the newest actions while they
    fit; else the newest headlines, after a line saying how many were left out (``log``
    prints them)."""
    texts = [text for _, text in lines]
    if sum(height(x) for x in texts) <= room:
        return texts
    heads = [i for i, (head, _) in enumerate(lines) if head]
    keep = set(heads)
    used = sum(height(texts[i]) for i in heads)
    if used <= room:
        for i in range(len(lines) - 1, -1, -1):  # details of the newest actions first
            if i not in keep and used + height(texts[i]) <= room:
                keep.add(i)
                used += height(texts[i])
            elif i not in keep:
                break
        return [texts[i] for i in sorted(keep)]
    out: list[str] = []
    used = 1  # the note
    for i in reversed(heads):
        if used + height(texts[i]) > room:
            break
        out.insert(0, texts[i])
        used += height(texts[i])
    return [t("play.story_left_out", count=len(heads) - len(out))] + out


def find_card(text: str, rules: Any = None) -> str | None:
    """The printed name of the card ``text`` names (any letter case; ``junk`` also in the
    reader's language), else None (``rules``: the game's ruleset; None: the classic's)."""
    from ludoteca.dale.editions import classic

    canonical_name = (rules or classic()).canonical_name
    text = text.strip()
    if not text:
        return None
    if typed.fold(text) in ("junk", typed.fold(t("term.junk"))) or \
            typed.word_map().get(typed.fold(text)) == "junk":
        return "junk"
    return canonical_name(text)


def card_hint(text: str, rules: Any = None) -> str:
    """Card names close to ``text`` ("Whirligig?"), or every name when none is close
    (``rules``: the game's ruleset; None: the classic's)."""
    import difflib

    from ludoteca.dale.editions import classic

    names = sorted((rules or classic()).types)
    lower = {n.lower(): n for n in names}
    close = difflib.get_close_matches(text.strip().lower(), list(lower), n=3, cutoff=0.5)
    return ", ".join(lower[c] for c in close) if close else ", ".join(names)


def reports(before: dict[str, Any], after: dict[str, Any], names: Sequence[str],
            action: tuple | None = None, mover: int | None = None) -> list[str]:
    """What one seat learns from an action: the differences between its view before and
    after it (:func:`ludoteca.dale.views.view`, which derives what each seat sees of a pending
    effect step from the step's declared frame, :mod:`ludoteca.dale.steps`), each as a line in
    the reader's language.

    Reported: the cards an effect shows to this seat (Spyglass, Special Offer …); the cards
    that came into or left its own hand (drawn, taken, given — Dirty Exchange, Gamble,
    clean-up); cards added on top of any discard pile and of the market discard pile (what a
    Charm, Nuisance or Sabotage revealed or threw away), except the payment or inventory of
    the action itself (its log line says it); one or two cards taken off the top of a
    discard pile (Treasure Hunter, Favorite Toy, New Season); new stacks in any stall except
    the one the action built, and stacks that changed (Acorn); value effects that began (a
    die roll shows as its face); the die rolls of the action (die and face). ``action`` is the
    action just applied and ``mover`` the seat that chose it.
    """
    verb = action[0] if action else None
    own = after.get("seat")
    lines: list[str] = []
    shown_before = list((before.get("decision") or {}).get("cards") or [])
    shown_after = list((after.get("decision") or {}).get("cards") or [])
    if shown_after and shown_after != shown_before:
        lines.append(t("report.shown", cards=_names(shown_after)))
    gained, lost = _diff([c["name"] for c in before.get("hand", [])],
                         [c["name"] for c in after.get("hand", [])])
    if gained:
        lines.append(t("report.hand_gained", cards=_names(gained)))
    if lost and not (mover == own and verb in ("buy", "build", "inventory", "play", "use")):
        lines.append(t("report.hand_lost", cards=_names(lost)))
    for b, a in zip(before.get("seats", []), after.get("seats", [])):
        seat = a.get("seat", 0)
        added = _added_on_top(b.get("discard") or [], a.get("discard") or [])
        if added and not (seat == mover and verb in ("buy", "inventory")):
            lines.append(t("report.discard", seat=render.seat_label(seat, names),
                           cards=_names(added)))
        taken = _taken_from_top(b.get("discard") or [], a.get("discard") or [])
        if taken and a.get("deck", 0) <= b.get("deck", 0):  # not a reshuffle into the deck
            lines.append(t("report.discard_taken", seat=render.seat_label(seat, names),
                           cards=_names(taken)))
        old, new = b.get("stall") or [], a.get("stall") or []
        if len(new) > len(old) and not (seat == mover and verb == "build"):
            for stack in new[len(old):]:
                lines.append(t("report.stack", seat=render.seat_label(seat, names),
                               cards=_names(stack)))
        for number, (was, now) in enumerate(zip(old, new), start=1):
            if list(was) != list(now):  # a stack changed (Acorn swaps itself in)
                lines.append(t("report.stack_changed", seat=render.seat_label(seat, names),
                               number=number, cards=_names(now)))
    added = _added_on_top(before.get("market_discard") or [], after.get("market_discard") or [])
    if added:
        lines.append(t("report.market_discard", cards=_names(added)))
    rolled_before, rolled = before.get("rolls") or [], after.get("rolls") or []
    if len(rolled) > len(rolled_before) and rolled[:len(rolled_before)] == rolled_before:
        for roll in rolled[len(rolled_before):]:  # a die roll of this turn (die and face)
            lines.append(t("report.roll", roll=said(roll)))
    for effect in after.get("effects") or []:
        if effect not in (before.get("effects") or []):
            if isinstance(effect, dict) and effect.get("kind") == "add":  # a die was rolled
                lines.append(t("report.die", card=effect["card"], face=effect["n"]))
            else:
                lines.append(t("report.effect", effect=said(effect)))
    return lines


def _names(cards: Sequence[Any]) -> str:
    return ", ".join(render.card_name_text(str(c)) for c in cards)


def _diff(old: list[str], new: list[str]) -> tuple[list[str], list[str]]:
    """(gained, lost): multiset differences of two lists of card names."""
    from collections import Counter

    a, b = Counter(old), Counter(new)
    return sorted((b - a).elements()), sorted((a - b).elements())


def _taken_from_top(old: list[str], new: list[str]) -> list[str]:
    """The cards taken off the top of a pile that was ``old`` and is ``new`` (at most 2: a
    pile emptied whole was reshuffled or moved, not taken from)."""
    if len(new) < len(old) <= len(new) + 2 and old[:len(new)] == new:
        return old[len(new):]
    return []


def _added_on_top(old: list[str], new: list[str]) -> list[str]:
    """The cards put on top of a pile that was ``old`` and is ``new`` (bottom → top); a pile
    that was emptied or reshuffled adds nothing."""
    if len(new) > len(old) and new[:len(old)] == old:
        return new[len(old):]
    return []


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


def play_session(session: Any, console: Console, *, input_fn: Callable[[str], str] = input,
                 max_turns: int = 10_000, table_options: dict[str, Any] | None = None) -> int:
    """The terminal table of Dale for a :class:`ludoteca.core.session.Session` (this module
    is the ``renderer`` of Dale's :class:`~ludoteca.core.game.Game`: ``cli/records.py`` calls
    this for every game that names it). Returns the exit code of :func:`play_dale`."""
    return play_dale(session.seats, None, session.seed, console, input_fn=input_fn,
                     max_turns=max_turns, session=session,
                     seed_known=session.setup.get("start") is None, **(table_options or {}))


def draw_view(console: Console, view: dict[str, Any], seats: Sequence[str]) -> None:
    """Draw a view as the table does, for a replay: watched, not played, so nobody at the
    table is "you"."""
    console.print(render.table_view(view, list(seats), mark_you=False))


def story_text(before: Any, text: str, after: Any, mover: int, seats: Sequence[str],
               viewer: int | None) -> list[str]:
    """What the action ``text`` (``mover``'s, from ``before`` to ``after``) did, as lines in
    the reader's language, as ``viewer`` may read them (None: what every seat reads) — the
    record viewer's story (``replay --step``), the same as the table's
    (:mod:`ludoteca.dale.story`)."""
    from ludoteca.dale import notation, story

    lines = story.report(before, notation.parse(text, before.cfg.rules), after, mover)
    return [story.render(x, None, lambda q: render.seat_label(q, seats), viewer)
            for x in story.visible(lines, viewer)]


def shown_action(text: str) -> str:
    """The canonical action ``text`` in the reader's words (the record viewer's step lines;
    :func:`ludoteca.dale.story.localize`)."""
    from ludoteca.dale.story import localize

    return localize(text)


def decision_text(state: Any) -> str:
    """The pending decision of ``state`` in the reader's language (replay's status line)."""
    from ludoteca.core.i18n import decision_prompt

    return decision_prompt(state.decision())


def play_dale(seats: list[str], decks: list[str] | None, seed: int, console: Console,
              input_fn: Callable[[str], str] = input, max_turns: int = 10_000,
              state: Any = None, session: Any = None, confirm: bool = True,
              layout: str = "auto", seed_known: bool = True,
              hints: bool | None = None, mono_steps: bool = False) -> int:
    """Run a whole terminal game, or continue one from ``state``; return the exit code.

    The seed is printed only when no person plays (it would let a person work out every
    hidden card) and ``seed_known`` (False for a game from a position file, whose seed does
    not reproduce it). ``confirm``: ask before a person's turn-ending action; ``layout``:
    ``auto``, ``compact`` or ``wide`` (:func:`ludoteca.cli.render.choose_layout`);
    ``mono_steps``: in a solo game, Mono's turn a step at a time (Enter between the steps).
    A solo game ends with its result in words (``dale.remaster.mono.result``).
    ``session``: the :class:`ludoteca.core.session.Session` of the game (saved, resumed);
    without one, an unsaved game of ``state`` or of ``decks`` and ``seed``."""
    if session is not None:
        state = session.state
    elif state is None:
        session = Session.new("dale", seats, seed, {"animalfolk": decks}, make_bot=make_bot)
        state = session.state
    names = state.cfg.rules.names  # the edition's own deck names (the remaster's new decks)
    folks = ", ".join(names.get(f, render.folk_name(f)) for f in state.animalfolk)
    # every seat of the state: a solo game's second is Mono (dale.remaster.mono.setup)
    who = ", ".join(render.seat_label(i, seats) for i in range(state.cfg.n_players))
    show_seed = seed_known and HUMAN not in seats
    console.print(t("play.title", game=t("game.dale"), seed=seed, decks=folks) if show_seed
                  else t("play.title_no_seed", game=t("game.dale"), decks=folks),
                  style="bold", highlight=False)
    console.print(t("play.seats", seats=who), highlight=False)
    people = sum(1 for spec in seats if spec == HUMAN)
    if hints is None and session is not None:  # as the game was started (play --resume)
        hints = session.setup.get("hints")
    if hints is None:
        from ludoteca.coach.hints import hints_default

        hints = hints_default(people)
    if people:  # every seat is told whether hints are allowed at this table
        console.print(t("play.hints_allowed" if hints else "play.hints_not_allowed"),
                      highlight=False)
    table = Table(state=state, seats=seats, seed=seed, console=console, input_fn=input_fn,
                  max_turns=max_turns, session=session, confirm=confirm, layout=layout,
                  hints=hints, mono_steps=mono_steps)
    try:
        winner = table.play()
    except KeyboardInterrupt:
        console.print()
        console.print(t("play.interrupted", seed=seed) if show_seed
                      else t("play.interrupted_no_seed"), highlight=False)
        return EXIT_INTERRUPTED
    except QuitGame:
        console.print(t("play.quit"), highlight=False)
        return 0
    except EOFError:
        console.print()
        console.print(t("play.input_ended", seed=seed) if show_seed
                      else t("play.input_ended_no_seed"), highlight=False)
        return 0
    humans = table.humans
    if humans:
        seen = humans[0] if len(humans) == 1 else None
        final = table.view(seen if seen is not None else 0)
        compact = render.choose_layout(console, layout) == "compact"
        console.print(render.table_view(final, seats, show_hand=seen is not None,
                                        compact=compact, width=console.width))
        last = table.pending.get(seen) if seen is not None else None
        if last:  # the moves that ended the game, which no prompt showed
            console.print(t("play.since_last_turn"), style="bold", highlight=False)
            for _, text in last:
                console.print(text, highlight=False, markup=False)
    console.print(render.winner_text(winner, state.turn, seats))
    if winner is not None:
        from ludoteca.dale import solo
        from ludoteca.dale.views import view

        result = solo.result_line(view(table.state, 0))
        if result:  # a solo game: your stacks minus Mono's (dale.remaster.mono.result)
            console.print(result, style="bold", highlight=False, markup=False)
    if humans and winner is not None and seed_known:  # the game is over: nothing left hidden
        console.print(t("play.seed_after", seed=seed), style="dim", highlight=False)
    return 0
