"""The Pax Hispanica procedures that ask the table questions — the Goods Year (D1), an auction
with sealed bids (D2) and a battle with secret sides — as state machines below any user
interface. The terminal (``ludoteca pax goods-year|auction|battle``) drives them, and a web
page could drive them with the same calls.

Every procedure works on a loaded :class:`~ludoteca.pax.scenario.Scenario` and offers:

* :meth:`Procedure.start` → the first output items;
* :attr:`Procedure.ask` → the question it waits for (an :class:`Ask`), None once done;
* :meth:`Procedure.answer` (the text typed) → the next output items; an answer it cannot use
  is asked again (with a line saying why), never an error;
* :attr:`Procedure.actions` → the steps done, in the notation, for the game log; ``before``:
  the scenario as it was before (for ``pax undo``).

Output items are what the table must show, in order: a :class:`~ludoteca.pax.text.Msg`, a
:class:`~ludoteca.pax.text.Term` or a plain string (one line each); an ``IllegalAction`` (a
refusal: rule id and page, then why); or a :class:`Screen` (a fresh screen that repeats the
lines everyone must keep reading: between two players nothing private stays visible).
Errors of the command itself (an unknown player or zone, a procedure the rules forbid now)
are raised by the constructor or :meth:`Procedure.start` as ``BadInput`` / ``IllegalAction``
before anything is asked.

Rules: pax.year.cycle, pax.goods.steps, pax.labor.* (Goods Year); pax.auction.* (sealed bids
revealed together, the winner pays); pax.battle.*, pax.hand.* (supporters choose a side with
a Battle card unseen, revealed together).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Union

from ludoteca.core.errors import BadInput, IllegalAction
from ludoteca.core.i18n import t
from ludoteca.core.messages import MESSAGES
from ludoteca.pax import engine as E
from ludoteca.pax.scenario import GOODS_DONE, GOODS_STEPS, Scenario
from ludoteca.pax.text import Msg, Term


@dataclass(frozen=True)
class Ask:
    """A question a procedure waits for.

    Attributes:
        key: the message id of the prompt; values: its values (Msg / Term values are shown
            in the reader's language).
        secret: typed unseen (a sealed bid, a side, the pass-the-device pause).
        player: the player who answers (None: anyone at the table).
        pause: a pass-the-device pause: whatever is typed only goes on.
    """

    key: str
    values: dict[str, Any] = field(default_factory=dict)
    secret: bool = False
    player: str | None = None
    pause: bool = False


@dataclass(frozen=True)
class Screen:
    """A fresh screen (cleared, scrollback too) that starts with ``shown``."""

    shown: tuple


Out = Union[str, Msg, Term, IllegalAction, Screen]


def sample_label(s: Scenario) -> str:
    """The label of a sample scenario, in the reader's language when it is ours."""
    return t("pax.sample_label") if s.label == MESSAGES["pax.sample_label"] else s.label


def left_out(names: list[str]) -> str:
    """`` (Chiara with $0 does not bid)``: who cannot bid, or "" (pax.auction.*)."""
    if not names:
        return ""
    return f" ({t('pax.left_out', names=', '.join(names), count=len(names))})"


def _names(text: str) -> list[str]:
    return [x.strip() for x in text.split(",") if x.strip()]


def _whole(text: str) -> bool:
    return text.isascii() and text.isdigit() and len(text) <= 12


def _pick(answer: str, options: list[str]) -> str | None:
    """The option a typed answer names: its number (from 1) or its text (any letter case)."""
    answer = answer.strip()
    if answer.isascii() and answer.isdigit() and 1 <= int(answer) <= len(options):
        return options[int(answer) - 1]
    return next((o for o in options if o.casefold() == answer.casefold()), None)


class Procedure:
    """What the procedures share (see the module docstring)."""

    def __init__(self, s: Scenario) -> None:
        self.s = s
        self.before = s.clone()
        self.actions: list[str] = []
        self.ask: Ask | None = None

    @property
    def done(self) -> bool:
        return self.ask is None and self._finished

    _finished = False

    def start(self) -> list[Out]:
        raise NotImplementedError

    def answer(self, text: str) -> list[Out]:
        raise NotImplementedError


# ----------------------------------------------------------------------------------------------
# The Goods Year (D1)
# ----------------------------------------------------------------------------------------------
class GoodsYear(Procedure):
    """Walk the Goods Year steps in order (pax.goods.steps): the player order and the
    mortality are asked, labor offers only the legal choices, numbered, and "0" (end labor
    acquisition) only while ending is legal; the other steps need no answer. At the end the
    phase advances to the Auction Year.

    Raises (start): IllegalAction: the game is not in its Goods Year.
    """

    def start(self) -> list[Out]:
        s = self.s
        E.require_phase(s, "goods")
        out: list[Out] = [Msg("pax.year", year=s.year, phase=E.phase_term("goods"))]
        self._run(out)
        return out

    def _run(self, out: list[Out]) -> None:
        """Do the steps that need no answer; stop at the next question or the end."""
        s = self.s
        while s.step != GOODS_DONE:
            step = s.step
            out.append(Msg("pax.step", n=GOODS_STEPS.index(step) + 1,
                           count=len(GOODS_STEPS), title=E.step_term(step)))
            if step == "player_order":
                self.ask = Ask("pax.order_prompt", {"order": ", ".join(s.order)})
                return
            if step == "labor":
                if self._labor_menu(out):
                    return
                continue
            if step == "mortality":
                self.ask = Ask("pax.mortality_prompt")
                return
            out.append(E.do_step(s, step))
            self.actions.append(f"step {step}")
            self.ask = None
        E.advance(s, "auction")
        self.actions.append("phase auction")
        out.append(Msg("pax.goods_over", phase=E.phase_term("auction")))
        self.ask = None
        self._finished = True

    def _labor_menu(self, out: list[Out]) -> bool:
        """Show the labor choices and ask; False when there is none (the step is done)."""
        s = self.s
        choices = E.labor_choices(s)
        if not choices:
            out.append(Msg("pax.no_labor_choice"))
            E.do_step(s, "labor")
            self.actions.append("step labor")
            self.ask = None
            return False
        for i, c in enumerate(choices, 1):
            if c.verb == "hire":
                out.append(Msg("pax.labor_hire", n=i, player=c.owner, colony=c.colony,
                               source=c.source, price=s.hire_cost))
            else:
                out.append(Msg("pax.labor_kidnap", n=i, player=c.owner, colony=c.colony,
                               source=c.source))
        cannot_end = E.step_problem(s, "labor")
        if cannot_end is None:
            out.append("  0. " + t("pax.end_labor"))
        else:
            from ludoteca.pax.text import refusal

            out.append("  " + t("pax.labor_cannot_end", reason=refusal(cannot_end)))
        self._choices = choices
        self.ask = Ask("pax.choice_prompt")
        return True

    def answer(self, text: str) -> list[Out]:
        s = self.s
        out: list[Out] = []
        step = s.step
        if step == "player_order":
            names = _names(text)
            if not names:
                order = list(s.order)
            else:
                found = [s.player(n) for n in names]
                real = [p.name for p in found if p is not None]
                if None in found or sorted(real) != sorted(s.order):
                    return [Msg("pax.order_again", players=", ".join(s.order))]
                order = real
            out.append(E.do_step(s, step, order=order))
            self.actions.append("step player_order: " + ", ".join(order))
            self.ask = None
        elif step == "mortality":
            with_labor = [c.id for z in s.land for c in z.colonies if c.labor]
            picked: list[str] = []
            for n in _names(text):
                hit = next((c for c in with_labor if c.casefold() == n.casefold()), None)
                if hit is None:
                    return [Msg("pax.mortality_again", name=n, colonies=", ".join(with_labor))]
                if hit not in picked:
                    picked.append(hit)
            out.append(E.do_step(s, step, vacate=picked))
            self.actions.append("step mortality" + (": " + ", ".join(picked) if picked else ""))
            self.ask = None
        elif step == "labor":
            answer = text.strip()
            choices = self._choices
            if answer.casefold() in ("0", "done", "end"):
                problem = E.step_problem(s, "labor")
                if problem:
                    out.append(problem)
                    self._labor_menu(out)
                    return out
                E.do_step(s, "labor")
                self.actions.append("step labor")
                self.ask = None
            else:
                picked_choice = None
                if answer.isascii() and answer.isdigit() and 1 <= int(answer) <= len(choices):
                    picked_choice = choices[int(answer) - 1]
                else:
                    picked_choice = next((c for c in choices
                                          if c.text().casefold() == answer.casefold()), None)
                if picked_choice is None:
                    out.append(Msg("pax.not_a_choice"))
                    self._labor_menu(out)
                    return out
                apply = E.hire if picked_choice.verb == "hire" else E.kidnap
                out.append(apply(s, picked_choice.colony, picked_choice.source))
                self.actions.append(picked_choice.text())
                if self._labor_menu(out):
                    return out
                # no choice left: the step ended; go on without a second step title
        self._run(out)
        return out


# ----------------------------------------------------------------------------------------------
# An auction (D2): sealed bids collected one by one, revealed together
# ----------------------------------------------------------------------------------------------
class Auction(Procedure):
    """One auction (pax.auction.*): the initiator auctions the top card of the auction deck
    (or, ``buried``, the hidden card under it); each bidder in turn gets the device, types a
    sealed bid unseen (a bid they cannot make is asked again, with one and the same answer
    whatever was typed), and the bids are revealed together; the winner pays.

    Raises (constructor): BadInput: an unknown initiator; IllegalAction: no auction now.
    """

    def __init__(self, s: Scenario, initiator: str, buried: bool = False) -> None:
        super().__init__(s)
        self.initiator = E.need_player(s, initiator, "--initiator").name
        self.buried = buried
        card = E.auction_lot(s, buried)
        deck = s.deck(s.auction_deck)
        assert deck is not None
        if buried:
            self.lot: object = Msg("pax.lot_buried", card=deck.cards[0])
            self.announce: list = [Msg("pax.buried", name=self.initiator, card=deck.cards[0])]
        else:
            self.lot = card
            self.announce = [Msg("pax.auctions", name=self.initiator, card=card,
                                 deck=deck.name)]
        self.who = E.bidders(s, self.initiator)
        out_ = [n for n in s.order if n not in self.who]
        self.announce.append(t("pax.bidders", names=", ".join(self.who)) + left_out(out_))
        if s.sample:
            self.announce.insert(0, f"[{sample_label(s)}]")
        self.bids: dict[str, int] = {}
        self.sealed: list = []

    def start(self) -> list[Out]:
        out: list[Out] = list(self.announce[1 if self.s.sample else 0:])
        self._next(out)
        return out

    def _next(self, out: list[Out]) -> None:
        if len(self.bids) < len(self.who):
            name = self.who[len(self.bids)]
            out.append(Screen(tuple(self.announce + self.sealed)))
            self.ask = Ask("pax.pass_to", {"name": name}, secret=True, player=name, pause=True)
            return
        out.append(Screen(tuple(self.announce + self.sealed)))
        result = E.resolve_auction(self.s, self.initiator, self.bids, self.buried)
        E.apply_auction(self.s, result)
        out.append(Msg("pax.bids_revealed"))
        out.extend(result.lines())
        self.actions.append(f"auction {self.initiator}{' buried' if self.buried else ''} bids "
                            + ", ".join(f"{n}={b}" for n, b in result.bids.items()))
        self.ask = None
        self._finished = True

    def _bid_ask(self, name: str) -> Ask:
        money = E.need_player(self.s, name).money
        return Ask("pax.bid_prompt", {"name": name, "money": money, "lot": self.lot},
                   secret=True, player=name)

    def answer(self, text: str) -> list[Out]:
        ask = self.ask
        assert ask is not None and ask.player is not None
        name = ask.player
        if ask.pause:
            self.ask = self._bid_ask(name)
            return []
        digits = text.strip()
        digits = digits[1:].strip() if digits.startswith("$") else digits
        if _whole(digits):
            amount = int(digits)
            try:
                E.check_bid(self.s, self.initiator, name, amount)
            except BadInput:
                pass
            else:
                self.bids[name] = amount
                self.sealed.append(Msg("pax.bid_sealed", name=name))
                out: list[Out] = []
                self._next(out)
                return out
        money = E.need_player(self.s, name).money
        return [Msg("pax.bid_again", name=name, money=money)]


# ----------------------------------------------------------------------------------------------
# A battle: the target (when not given), then each supporter's side, unseen
# ----------------------------------------------------------------------------------------------
SIDE_WORDS = {"a": "attacker", "attacker": "attacker", "t": "target", "target": "target"}


def parse_side(answer: str, cards: list[str]) -> tuple[str, str | None] | None:
    """``a``/``t`` (no Battle card held) or ``<number><a|t>`` such as ``1a`` / ``2 t``."""
    text = answer.strip().casefold().replace(" ", "")
    if not cards or len(set(cards)) == 1:
        side = SIDE_WORDS.get(text)
        if side:                           # no card, or only one kind of card to play
            return side, (cards[0] if cards else None)
    number = text.rstrip("abcdefghijklmnopqrstuvwxyz")
    side = SIDE_WORDS.get(text[len(number):])
    if not side:
        number = ""
        head = text.lstrip("abcdefghijklmnopqrstuvwxyz")
        side = SIDE_WORDS.get(text[: len(text) - len(head)])
        number = head
    if side and number.isascii() and number.isdigit() and 1 <= int(number) <= len(cards):
        return side, cards[int(number) - 1]
    return None


def battle_targets(s: Scenario, zone_name: str, attacker: str) -> list[str]:
    """What ``attacker`` may attack in the zone: other players' Colonies, Tribal Sites, the
    rebels (pax.battle.*)."""
    zone = E.need_zone(s, zone_name, "--zone")
    out = [c.id for c in zone.colonies if c.owner.casefold() != attacker.casefold()]
    out += [x.id for x in zone.tribal_sites]
    if zone.rebels:
        out.append("rebels")
    return out


class Battle(Procedure):
    """One battle (pax.battle.*): the target is asked when not given (numbered); each
    supporter in turn gets the device and chooses a side, with a Battle card when they hold
    one, unseen; the sides are revealed together and the battle resolved.

    Raises (constructor / start): BadInput: an unknown attacker or zone, or no target in the
    zone; IllegalAction: no battle possible.
    """

    def __init__(self, s: Scenario, zone: str, attacker: str, target: str | None) -> None:
        super().__init__(s)
        self.attacker = E.need_player(s, attacker, "--attacker").name
        self.zone = zone
        E.need_zone(s, zone, "--zone")
        self.target = target
        self.sides: dict[str, str] = {}
        self.cards: dict[str, str] = {}
        self.sealed: list = []
        self.setup: Any = None

    def start(self) -> list[Out]:
        out: list[Out] = []
        if self.target is None:
            options = battle_targets(self.s, self.zone, self.attacker)
            if not options:
                raise BadInput(t("pax.no_target", zone=self.zone, name=self.attacker))
            self._targets = options
            out.append(Msg("pax.targets"))
            for i, o in enumerate(options, 1):
                out.append(Msg("pax.target_item", n=i, target=E.target_word(o)))
            self.ask = Ask("pax.target_prompt")
            return out
        self._begin(out)
        return out

    def _begin(self, out: list[Out]) -> None:
        setup = self.setup = E.battle_setup(self.s, self.zone, self.attacker, self.target)
        self.announce: list = [Msg("pax.battle", zone=setup.zone, attacker=setup.attacker,
                                   target=E.target_word(setup.target)),
                               Msg("pax.strength", attack=setup.attack, defence=setup.defence,
                                   detail=setup.detail)]
        if setup.supporters:
            self.announce.append(Msg("pax.supporters", names=", ".join(setup.supporters)))
        else:
            self.announce.append(Msg("pax.nobody_sides", zone=setup.zone))
        out.extend(self.announce)
        self._next(out)

    def _next(self, out: list[Out]) -> None:
        setup = self.setup
        if len(self.sides) < len(setup.supporters):
            name = setup.supporters[len(self.sides)]
            out.append(Screen(tuple(self.announce + self.sealed)))
            self.ask = Ask("pax.pass_to", {"name": name}, secret=True, player=name, pause=True)
            return
        if setup.supporters:
            out.append(Screen(tuple(self.announce + self.sealed)))
        result = E.resolve_battle(self.s, setup, self.sides, self.cards)
        E.record_battle(self.s, result)
        if setup.supporters:
            out.append(Msg("pax.sides_revealed"))
        out.extend(result.lines())
        out.append(Msg("pax.losses_private"))
        action = f"battle {setup.zone} {self.attacker} vs {setup.target}"
        if self.sides:
            action += " sides " + ", ".join(
                f"{n}={side}" + (f" with {self.cards[n]}" if n in self.cards else "")
                for n, side in self.sides.items())
        self.actions.append(action)
        self.ask = None
        self._finished = True

    def _side_menu(self, name: str, out: list[Out]) -> None:
        setup = self.setup
        cards = setup.cards.get(name, [])
        info = dict(name=name, strength=setup.support[name], zone=setup.zone,
                    attacker=setup.attacker, target=E.target_word(setup.target))
        if cards:
            out.append(Msg("pax.side_menu", **info))
            for i, c in enumerate(cards, 1):
                out.append(Msg("pax.side_card", n=i, card=c))
            self.ask = Ask("pax.side_prompt", secret=True, player=name)
        else:
            out.append(Msg("pax.side_menu_nocard", **info))
            self.ask = Ask("pax.side_prompt_nocard", secret=True, player=name)

    def answer(self, text: str) -> list[Out]:
        out: list[Out] = []
        ask = self.ask
        assert ask is not None
        if self.setup is None:  # the target
            picked = _pick(text, self._targets)
            if picked is None:
                return [Msg("pax.not_a_choice")]
            self.target = picked
            self._begin(out)
            return out
        name = ask.player
        assert name is not None
        if ask.pause:
            self._side_menu(name, out)
            return out
        cards = self.setup.cards.get(name, [])
        parsed = parse_side(text, cards)
        if parsed is not None:
            try:
                E.check_side(self.setup, self.s, name, parsed[0], parsed[1])
            except IllegalAction:
                pass
            else:
                self.sides[name] = parsed[0]
                if parsed[1]:
                    self.cards[name] = parsed[1]
                self.sealed.append(Msg("pax.side_sealed", name=name))
                self._next(out)
                return out
        return [Msg("pax.side_again", name=name)]
