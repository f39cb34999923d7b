"""Step bases and helpers several remaster deck modules share (issue 25, item 2: a card is one
declaration; the recurring shapes written once).

Nothing is declared here: a deck module subclasses a base and declares the subclass as its own
step (``deck.decision``), or calls a helper with its own deck, so importing this module
registers nothing and every step kind stays its deck's (``r_<deck>_…``). The bases build on
those of :mod:`ludoteca.dale.animalfolk.common`; none of them names a rule id, so a step
keeps the one its class gives or the default ``dale.technique.play``
(``card_rules.DEFAULT_STEP_RULE``, set by ``Declarations.decision``).

What each serves:

* :func:`ask` — an effect whose whole work is to ask its seat one step ``(kind, seat)``: a
  Finish's first part or completion, what follows a spend (Turtles, Dodos);
  :func:`ability_step` — a once-per-turn ability whose use is such an effect, declared with
  its step (Foxes, Chameleons, Tasmanian Devils); :func:`spend_step` — a technique that asks a
  spend, then one step (Capuchins).
* :class:`AnimalfolkOnly` — a card choice among animalfolk cards only, never junk (Olms,
  Lemurs, Pangolins, Skinks).
* :class:`ChooseAnyPlayerWith` — any player, yourself included, who has a card in a pile
  (Tasmanian Devils, Bats); :class:`LookAtAnyDeck` — and the top cards of that player's deck
  are looked at (Tasmanian Devils).
* :class:`OneOfSeen` — keep or toss one of the cards looked at from another player's pile,
  the others go back or onto a pile (Olms, Capuchins); :func:`target_seen_frame` — the frame
  of such a step (Olms, Capuchins, Foxes).
* :class:`OneChoiceOrPass` — a step offering one choice or ``pass`` (Snow Macaques,
  Tree-kangaroos).
* :class:`DitchFromDiscard`, :class:`TopFromDiscard` (forms of ``common.MoveFromDiscard``) — a card of your discard pile is tossed,
  or put on top of your deck (Olms, Turtles, Glassfrogs, Penguins).
* ``animalfolk.common.TakeMarketCard`` serves these decks too (a market card leaves its
  slot for a hand, or elsewhere by ``to`` / ``put``: Olms, Gorillas, Hares);
  :class:`TossMarketCards` — market cards tossed one at a time, ``done``
  stops (Olms, Pandas); :func:`market_slot`, :func:`toss_market_slot` (Echidnas, Gorillas,
  Foxes).
* :func:`take_only_or_ask` — a card of your discard pile into your hand: the only one at once,
  else a step asks which (Gorillas, Walruses).
* :func:`unchanged` — a deck the remaster prints exactly as the classic one (Crocodiles,
  Platypuses, Sloths).
"""

from __future__ import annotations

from collections.abc import Callable

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import (
    ChooseAnyPlayer,
    ChooseCard,
    MoveFromDiscard,
    aside_top_of_deck,
    take_aside,
)
from ludoteca.dale.animalfolk.spending import spend
from ludoteca.dale.card_rules import Deck, Declarations
from ludoteca.dale.state import EMPTY, DaleState
from ludoteca.dale.steps import CARDS, SEAT, Frame


# -- a deck printed as in the classic edition ----------------------------------------------------
def unchanged(classic: Deck, module: str) -> Deck:
    """The remaster deck of ``module`` that prints every card of the classic deck ``classic``
    as it is: the same six rows (name, value, kind, bonus icon, copies, chameleon), every
    card's declarations reused (:meth:`~ludoteca.dale.card_rules.Deck.reprint` keeping all)."""
    rows = [(t.name, t.value, t.kind, t.bonus, t.copies, t.chameleon) for t in classic.types]
    return classic.reprint(rows, module=module, edition="remaster",
                           keep=[t.name for t in classic.types])


# -- effects that ask one step ------------------------------------------------------------------
def ask(kind: str) -> Callable[..., None]:
    """The effect ``f(state, seat, card, *more)`` whose whole work is to push the frame
    ``(kind, seat)``: its seat is asked the step ``kind`` next (a technique's start, an
    ability's use, what follows a spend, a Finish's first part or completion)."""

    def start(state: DaleState, p: int, *_: int) -> None:
        state.frames.append((kind, p))

    start.__name__ = start.__qualname__ = kind
    return start


def ability_step(deck: Declarations, name: str, kind: str, available: Callable[..., bool],
                 frame: Frame | None = None):
    """Declare on ``deck`` the once-per-turn ability of the card ``name``, offered while
    ``available(state, seat, card)`` holds, whose use asks the step ``kind`` (:func:`ask`), and
    the decorated class as that step, its frame ``frame`` (default ``Frame()``); a class
    decorator.

    Raises:
        CardRulesError: an ability for ``name`` or a step for ``kind`` is already declared.
    """

    def deco(cls):
        deck.ability(name, available, ask(kind))
        return deck.decision(kind, Frame() if frame is None else frame)(cls)

    return deco


def spend_step(deck: Declarations, name: str, cost: int, kind: str, frame: Frame | None = None):
    """Declare on ``deck`` the technique ``name`` that asks its player to spend ``cost``
    (``dale.card.spend``) and, once paid, the step ``kind``; the decorated class is that step,
    its frame ``frame`` (default ``Frame()``). The class docstring says what the technique does
    (it is also the effect's docstring); a class decorator.

    Raises:
        CardRulesError: an effect or an after-spend for ``name``, or a step for ``kind``, is
            already declared.
    """

    def deco(cls):
        def start(state: DaleState, p: int, card: int) -> None:
            spend(state, p, cost, name)

        start.__name__ = start.__qualname__ = kind
        start.__module__ = cls.__module__  # the deck module that declares the step
        start.__doc__ = cls.__doc__
        deck.technique(name)(start)
        deck.after_spend(name)(ask(kind))
        return deck.decision(kind, Frame() if frame is None else frame)(cls)

    return deco


# -- choosing cards and players -----------------------------------------------------------------
class AnimalfolkOnly:
    """Put before a :class:`~ludoteca.dale.animalfolk.common.ChooseCard` base: its choices are
    the animalfolk cards of the pile only (no junk card nor junk substitute)."""

    def cards(self, state: DaleState, frame: tuple) -> list[int]:
        return [c for c in super().cards(state, frame) if not state.cfg.types[c].is_junk]


class ChooseAnyPlayerWith(ChooseAnyPlayer):
    """:class:`~ludoteca.dale.animalfolk.common.ChooseAnyPlayer` among the players, yourself
    included, who have a card in :attr:`needs`: ``"hand"`` or ``"deck"`` (the deck or, to
    refill it, the discard pile). Subclasses apply."""

    needs = "hand"

    def can(self, state: DaleState, frame: tuple, q: int) -> bool:
        if self.needs == "deck":
            return bool(state.decks[q] or state.discards[q])
        return bool(state.hands[q])


class LookAtAnyDeck(ChooseAnyPlayerWith):
    """:class:`ChooseAnyPlayerWith` a deck card: the top :attr:`look` cards of the chosen
    player's deck are set aside (``aside_top_of_deck``: their discard pile reshuffled when the
    deck runs out) and the step ``(then, player, chosen seat, the cards, top first)``
    follows."""

    needs = "deck"
    look = 1
    then = ""

    def apply(self, state: DaleState, frame: tuple, action: tuple) -> None:
        q = action[1]
        seen = aside_top_of_deck(state, q, self.look)
        if seen:
            state.frames.append((self.then, frame[1], q, tuple(seen)))


def target_seen_frame() -> Frame:
    """The frame ``(kind, player, target, seen)`` of a step on cards of the seat ``target``
    set aside (``seen``: shown to the deciding seat alone), as a
    :class:`~ludoteca.dale.animalfolk.common.LookAtOthersDeck`, ``LookAtOthersHand`` or
    :class:`LookAtAnyDeck` pushes it: the declaration every :class:`OneOfSeen` step shares."""
    return Frame(target=SEAT, seen=CARDS, secret={"seen": "player"})


class OneOfSeen(ChooseCard):
    """Cards of another player's pile set aside and seen by the deciding seat (frame ``(kind,
    player, that player, the cards)``): ``VERB CARD`` chooses one of them (:meth:`chosen` gets
    it, out of the aside pile: into the deciding seat's hand unless a subclass says
    otherwise), or ``pass``; then :meth:`rest` places the others, still aside."""

    pile, extra = 3, (("pass",),)

    def apply(self, state: DaleState, frame: tuple, action: tuple) -> None:
        seen = list(frame[3])
        if action[0] != "pass":
            self.chosen(state, frame, take_aside(state, seen, action[1]))
        self.rest(state, frame, seen)

    def chosen(self, state: DaleState, frame: tuple, card: int) -> None:
        """What becomes of the card chosen (kept: into the deciding seat's hand)."""
        state.hands[frame[1]].append(card)

    def rest(self, state: DaleState, frame: tuple, seen: list[int]) -> None:
        """Where the cards not chosen go."""
        raise NotImplementedError


class OneChoiceOrPass:
    """A step that offers one choice, :meth:`offer` (None: nothing is offered and the step is
    skipped), then ``pass``; ``pass`` does nothing, the choice is :meth:`use`."""

    def offer(self, state: DaleState, frame: tuple) -> tuple | None:
        """The choice offered now, or None."""
        raise NotImplementedError

    def legal(self, state: DaleState, frame: tuple) -> list[tuple]:
        choice = self.offer(state, frame)
        return [] if choice is None else [choice, ("pass",)]

    def apply(self, state: DaleState, frame: tuple, action: tuple) -> None:
        if action[0] != "pass":
            self.use(state, frame, action)

    def use(self, state: DaleState, frame: tuple, action: tuple) -> None:
        """Apply the choice offered."""
        raise NotImplementedError


# -- the discard pile ---------------------------------------------------------------------------
class DitchFromDiscard(MoveFromDiscard):
    """A card of your discard pile is tossed (``ditch CARD``, ``mechanics.ditch``)."""

    verb, to = "ditch", "ditch"


class TopFromDiscard(MoveFromDiscard):
    """A card of your discard pile goes on top of your deck (``top CARD``)."""

    verb, to = "top", "top"


def take_only_or_ask(state: DaleState, p: int, kind: str) -> None:
    """Seat p takes a card of its discard pile into its hand: the only one at once; with
    several, the step ``(kind, p)`` asks which; nothing with an empty pile."""
    pile = state.discards[p]
    if len(pile) == 1:
        state.hands[p].append(pile.pop())
    elif pile:
        state.frames.append((kind, p))


# -- the market ---------------------------------------------------------------------------------
def market_slot(state: DaleState, tok: str) -> int:
    """The slot of the market card ``tok`` (it must be there): of equal cards the one in the
    cheaper slot, nearest +0."""
    return next(i for i, c in enumerate(state.market) if c != EMPTY and m.token(state, c) == tok)


def toss_market_slot(state: DaleState, slot: int) -> None:
    """Toss the card of the market slot ``slot`` (``mechanics.ditch``); the slot stays empty
    until a refill."""
    m.ditch(state, state.market[slot])
    state.market[slot] = EMPTY


class TossMarketCards(ChooseCard):
    """Toss market cards one at a time (``ditch CARD``, :func:`market_slot`,
    :func:`toss_market_slot`), or ``done``; after a toss :meth:`again` asks for the next."""

    verb, extra = "ditch", (("done",),)

    def cards(self, state: DaleState, frame: tuple) -> list[int]:
        return [c for c in state.market if c != EMPTY]

    def apply(self, state: DaleState, frame: tuple, action: tuple) -> None:
        if action[0] == "done":
            return
        toss_market_slot(state, market_slot(state, action[1]))
        self.again(state, frame)

    def again(self, state: DaleState, frame: tuple) -> None:
        """Ask for one more toss (the same frame, while a market card is left)."""
        if any(c != EMPTY for c in state.market):
            state.frames.append(frame)
