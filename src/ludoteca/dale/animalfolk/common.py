"""Decision steps several animalfolk decks share (choose a player, choose a card …)."""

from __future__ import annotations

from ludoteca.dale.card_rules import Declarations
from ludoteca.dale import mechanics as m
from ludoteca.dale.steps import CARD, CARDS, Frame, Mixing, NUMBER, SEAT, TOKENS
from ludoteca.dale.state import DAY, EMPTY, NIGHT, DaleState

#: The steps several decks share (the card-by-card Inventory and payment …), declared here and
#: included in every ruleset.
shared = Declarations("common", __name__)


def others(state: DaleState, p: int) -> list[int]:
    """The other seats, in seat order."""
    return [q for q in range(state.cfg.n_players) if q != p]


def up_to_two_others(state: DaleState, p: int) -> list[tuple]:
    """The choices "up to 2 other players" (Nuisance, Goodwill Presents): ``("targets", ())``
    then every 1- and 2-seat tuple of the other seats, in seat order."""
    from itertools import combinations

    opp = others(state, p)
    out: list[tuple] = [("targets", ())]
    for k in (1, 2):
        out.extend(("targets", c) for c in combinations(opp, k))
    return out


def search_deck(state: DaleState, p: int) -> tuple[int, ...]:
    """Take seat p's whole deck aside to look through it (a search: the cards are shown to p
    alone while its step is pending, ``knowledge``: cards set aside are seen by the deciding
    seat only) and return them in canonical order. An empty deck gives ``()``: searching is
    not drawing, nothing is reshuffled."""
    cards = sorted(state.decks[p], key=lambda c: (m.token(state, c), c))
    state.decks[p].clear()
    state.aside.extend(cards)
    return tuple(cards)


def shuffle_into_deck(state: DaleState, q: int, cards: list[int]) -> None:
    """Put ``cards`` (set aside: looked at, searched or drawn for an effect) into seat q's
    deck, in their order, and shuffle the deck."""
    for c in cards:
        state.aside.remove(c)
        state.decks[q].append(c)
    m.shuffle(state, state.decks[q])


#: The end of a search (:func:`search_deck`): the searched cards still aside go back into the
#: seat's deck, which is shuffled (:func:`shuffle_into_deck`).
end_search = shuffle_into_deck


def wait(state: DaleState, p: int, card: int, kind: str) -> None:
    """Seat p's technique ``card`` waits face up in the schedule (``dale.technique.schedule``)
    with the public entry ``(kind, p)`` in ``state.pending`` (a kind declared with
    ``deck.pending_effect``), until a listener of the deck ends it (:func:`take_pending`) and
    releases the card (``mechanics.release``)."""
    m.schedule(state, p, card)  # dale.technique.schedule: it waits face up
    state.pending.append((kind, p))


def take_pending(state: DaleState, p: int, kinds: tuple[str, ...]) -> list[str]:
    """Remove seat p's waiting entries of ``kinds`` from ``state.pending`` and return their
    kinds, in the order they were added (``[]``: none, the list untouched)."""
    mine = [e[0] for e in state.pending if e[0] in kinds and e[1] == p]
    if mine:
        state.pending = [e for e in state.pending if not (e[0] in kinds and e[1] == p)]
    return mine


def show_to(state: DaleState, seat: int, cards: list[int]) -> None:
    """``seat`` has seen ``cards`` where they lie (another player's hand it looked at): its
    knowledge now places them exactly (``knowledge.FIXED``); nobody else learns anything."""
    if state.known is None:
        return
    from ludoteca.dale.knowledge import FIXED

    row = state.known[seat][:]
    for c in cards:
        row[c] = FIXED
    state.known = state.known[:]
    state.known[seat] = row


def show_all(state: DaleState, cards: list[int]) -> None:
    """``cards`` were shown to every player (turned face up, then put where they go): every
    seat's knowledge places them exactly where they lie now (:func:`show_to` for each seat)."""
    for seat in range(state.cfg.n_players):
        show_to(state, seat, cards)


def unseen_moves(state: DaleState, seat: int, cards: list[int]) -> None:
    """Cards moved between piles hidden from ``seat`` in a way it could not follow (a random
    card from one hand to another): for ``seat`` they, and every card sharing a pool with one
    of them, become one pool (``knowledge``), so that nothing it knew about one of them stays
    exact. Pass the cards the moved one was taken from (the whole hand before the move)."""
    if state.known is None or not cards:
        return
    from ludoteca.dale.knowledge import _merge

    state.known = state.known[:]
    state.known[seat] = _merge(state.known[seat], cards)


def take_card(state: DaleState, pile: list[int], tok: str) -> int:
    """Remove and return the first card of ``pile`` whose token is ``tok`` (it must exist)."""
    card = m.find_card(state, pile, tok)
    assert card is not None, tok
    pile.remove(card)
    return card


def seen_frame() -> Frame:
    """The frame of a step in which its seat looks at cards set aside (``seen``: shown to it
    alone, mixed back when a search samples the seat's information) and keeps some: the
    declaration every :class:`KeepOneSeen` step shares."""
    return Frame(seen=CARDS, secret={"seen": "player"}, secret_choice=True,
                 mixing=Mixing(cards=("seen",)))


class ChooseCard:
    """A step whose choices are the distinct tokens of one pile's cards (``VERB CARD``), then
    the fixed choices :attr:`extra` (``pass``, ``done``) or, when :attr:`optional`, ``pass``.
    A subclass sets :attr:`verb`, the pile (:attr:`pile`) and applies; ``rule`` defaults to
    ``dale.technique.play``.

    Attributes:
        verb: the action word of a card choice (``"keep"``, ``"ditch"``, ``"discard"`` …).
        pile: ``"hand"``, ``"discard"`` or ``"deck"`` (the deciding seat's pile, ``frame[1]``),
            or the index in the frame of a :data:`CARDS` field (cards set aside).
        extra: the choices listed after the cards, e.g. ``(("pass",),)``.
    """

    verb = ""
    pile: str | int = "hand"
    extra: tuple[tuple, ...] = ()
    #: ``pass`` is listed after the cards, and only when there is a card to choose (else the
    #: step lists nothing and is skipped).
    optional = False

    def cards(self, state: DaleState, frame: tuple) -> list[int]:
        """The cards the choices name (the pile itself for a seat's pile)."""
        if isinstance(self.pile, int):
            return list(frame[self.pile])
        piles = {"hand": state.hands, "discard": state.discards, "deck": state.decks}[self.pile]
        return piles[frame[1]]

    def open(self, state: DaleState, frame: tuple) -> bool:
        """Whether the step offers anything now (else it lists nothing)."""
        return True

    def legal(self, state: DaleState, frame: tuple) -> list[tuple]:
        if not self.open(state, frame):
            return []
        choices = [(self.verb, t) for t in m.plain_tokens(state, self.cards(state, frame))]
        if self.optional:
            return choices + ([("pass",)] if choices else [])
        return choices + list(self.extra)


class ChooseCardAndOther(ChooseCard):
    """A step whose choices pair each card (as :class:`ChooseCard`) with each other player
    (``VERB CARD SEAT``), then :attr:`extra`; subclasses apply."""

    def legal(self, state: DaleState, frame: tuple) -> list[tuple]:
        p = frame[1]
        return [(self.verb, t, q) for t in m.plain_tokens(state, self.cards(state, frame))
                for q in others(state, p)] + list(self.extra)


def cycle_hand(state: DaleState, p: int) -> None:
    """Seat p discards its whole hand (in hand order, ``dale.discard.own_pile``) and draws as
    many cards."""
    from ludoteca.dale import engine_hooks as h

    hand = state.hands[p]
    n = len(hand)
    for c in list(hand):
        h.remove_from_hand(state, p, c)
        m.discard(state, p, c)
    for _ in range(n):
        m.draw(state, p)


def swap_in_stack(state: DaleState, q: int, i: int, old: int, new: int) -> None:
    """Card ``new`` takes the place of card ``old`` in seat q's stack i (stacks are tuples)."""
    stack = state.stalls[q][i]
    k = stack.index(old)
    state.stalls[q][i] = stack[:k] + (new,) + stack[k + 1:]


class SwapIntoStall:
    """Take a card of a stall into your hand; the technique card being resolved (``frame[2]``)
    leaves play and takes its place in the stack. Choices: ``take SEAT STACK CARD`` for the
    stacks of the seats :meth:`seats` gives, in seat and stack order."""

    def seats(self, state: DaleState, frame: tuple) -> list[int]:
        """The seats whose stalls the card may come from."""
        raise NotImplementedError

    def legal(self, state: DaleState, frame: tuple) -> list[tuple]:
        out = []
        for q in self.seats(state, frame):
            for i, stack in enumerate(state.stalls[q]):
                out.extend(("take", q, i, t) for t in m.plain_tokens(state, stack))
        return out

    def apply(self, state: DaleState, frame: tuple, action: tuple) -> None:
        p, own = frame[1], frame[2]
        _, q, i, tok = action
        taken = m.find_card(state, state.stalls[q][i], tok)
        swap_in_stack(state, q, i, taken, own)
        state.in_play.remove(own)
        state.hands[p].append(taken)


def take_from_hand(state: DaleState, p: int, tok: str) -> int:
    """Take out of seat p's hand the first card whose token is ``tok`` (it must be there),
    freeing its once-per-turn ability (``dale.passive.reuse``); returns it."""
    from ludoteca.dale import engine_hooks as h

    card = m.find_card(state, state.hands[p], tok)
    h.remove_from_hand(state, p, card)
    return card


def take_aside(state: DaleState, cards: list[int], tok: str) -> int:
    """Remove from ``cards`` (a list of cards set aside) the first whose token is ``tok`` and
    take it out of the aside pile; returns it (the caller puts it somewhere)."""
    card = take_card(state, cards, tok)
    state.aside.remove(card)
    return card


class KeepOneSeen(ChooseCard):
    """A step in which its seat keeps one of the cards it looks at (``frame[pile]``, set
    aside; ``frame[2]`` unless a subclass says otherwise) in its hand (``keep CARD``,
    ``dale.technique.play``); a subclass says where the others go (:meth:`rest`) and gives its
    ``prompt``. Declared with :func:`seen_frame` when the frame holds nothing else."""

    verb = "keep"
    pile = 2

    def apply(self, state: DaleState, frame: tuple, action: tuple) -> None:
        p, seen = frame[1], list(frame[self.pile])
        state.hands[p].append(take_aside(state, seen, action[1]))
        self.rest(state, frame, seen)

    def rest(self, state: DaleState, frame: tuple, seen: list[int]) -> None:
        """What happens to the cards seen and not kept (still aside)."""
        raise NotImplementedError


def ditch_seen(state: DaleState, seen: list[int]) -> None:
    """Throw away the cards seen and not kept (they leave the aside pile)."""
    for c in seen:
        state.aside.remove(c)
        m.ditch(state, c)


def discard_seen(state: DaleState, q: int, seen: list[int]) -> None:
    """Put the cards seen (set aside) face up onto seat q's discard pile, in their order (the
    last ends on top)."""
    for c in seen:
        state.aside.remove(c)
        m.discard(state, q, c)


class KeepOneDitchRest(KeepOneSeen):
    """:class:`KeepOneSeen` whose cards not kept are thrown away (:func:`ditch_seen`)."""

    def rest(self, state: DaleState, frame: tuple, seen: list[int]) -> None:
        ditch_seen(state, seen)


def offer_supply(state: DaleState, p: int, n: int, kind: str) -> None:
    """Draw up to n market deck cards (:func:`draw_supply_cards`) for seat p to keep one: a
    single card goes straight into its hand; several are set aside for the step ``kind`` (a
    :class:`KeepOneSeen` declared with :func:`seen_frame`)."""
    seen = draw_supply_cards(state, n)
    if len(seen) == 1:
        state.hands[p].append(seen[0])
    elif seen:
        state.aside.extend(seen)
        state.frames.append((kind, p, tuple(seen)))


def can_ditch_supply_top(state: DaleState, p: int, card: int) -> bool:
    """A market deck card can be thrown away: the market deck or its discard pile has cards."""
    return bool(state.market_deck or state.bin)


def ditch_supply_top(state: DaleState, p: int, card: int) -> None:
    """Throw away the top card of the market deck (Market Discovery's and Good Old Times'
    ability); an empty market deck is first rebuilt (``dale.cleanup.market_deck_empty``)."""
    top = m.draw_supply(state)
    if top is not None:
        m.ditch(state, top)


def draw_supply_cards(state: DaleState, n: int) -> list[int]:
    """Draw up to n cards from the top of the market deck, one by one (an empty market deck is
    first rebuilt, ``dale.cleanup.market_deck_empty``); fewer when no card is left. The caller
    puts them somewhere."""
    seen = []
    for _ in range(n):
        c = m.draw_supply(state)
        if c is None:
            break
        seen.append(c)
    return seen


def take_random_from_hand(state: DaleState, q: int) -> int | None:
    """Take a random card out of seat q's hand (one ``mechanics.random_index`` of the state's
    RNG), freeing its once-per-turn ability; returns it, or None (the RNG untouched) when the
    hand is empty. The caller puts it somewhere."""
    from ludoteca.dale import engine_hooks as h

    hand = state.hands[q]
    if not hand:
        return None
    card = hand[m.random_index(state, len(hand))]
    h.remove_from_hand(state, q, card)
    return card


def discard_random(state: DaleState, q: int) -> None:
    """Seat q discards a random card of its hand onto its own discard pile
    (``dale.discard.own_pile``); nothing with an empty hand."""
    card = take_random_from_hand(state, q)
    if card is not None:
        m.discard(state, q, card)


class ChooseOtherPlayer:
    """A step whose choices are the other players (``target seat N``); when :attr:`needs` is
    set, only those who have a card there: ``"hand"``, ``"discard"`` (the discard pile) or
    ``"deck"`` (the deck or, to refill it, the discard pile). Subclasses apply, or set
    :attr:`then`: the choice asks the step ``(then, player, chosen seat)`` next."""

    needs: str | None = None
    then = ""

    def legal(self, state: DaleState, frame: tuple) -> list[tuple]:
        if self.needs is None:
            return [("target", q) for q in others(state, frame[1])]
        if self.needs == "deck":
            return [("target", q) for q in others(state, frame[1])
                    if state.decks[q] or state.discards[q]]
        piles = {"hand": state.hands, "discard": state.discards}[self.needs]
        return [("target", q) for q in others(state, frame[1]) if piles[q]]

    def apply(self, state: DaleState, frame: tuple, action: tuple) -> None:
        if not self.then:
            raise NotImplementedError(type(self).__name__)
        state.frames.append((self.then, frame[1], action[1]))


class LookAtOthersDeck(ChooseOtherPlayer):
    """:class:`ChooseOtherPlayer` among those with a deck card (``needs = "deck"``): the top
    :attr:`look` cards of the chosen seat's deck are set aside (:func:`deck_top`, which
    reshuffles its discard pile when the deck runs out) and the step ``(then, player, chosen
    seat, the cards, top first)`` follows; nothing when no card is left."""

    needs = "deck"
    look = 1

    def apply(self, state: DaleState, frame: tuple, action: tuple) -> None:
        p, q = frame[1], action[1]
        seen = deck_top(state, q, self.look)
        if seen:
            state.aside.extend(seen)
            state.frames.append((self.then, p, q, tuple(seen)))


class LookAtOthersHand(ChooseOtherPlayer):
    """:class:`ChooseOtherPlayer` among those with a hand card (``needs = "hand"``): up to
    :attr:`look` random cards of the chosen seat's hand are taken out of it one by one
    (:func:`take_random_from_hand`) and set aside, and the step ``(then, player, chosen seat,
    the cards)`` follows."""

    needs = "hand"
    look = 1

    def apply(self, state: DaleState, frame: tuple, action: tuple) -> None:
        p, q = frame[1], action[1]
        seen = []
        for _ in range(self.look):
            c = take_random_from_hand(state, q)
            if c is None:
                break
            seen.append(c)
        if seen:
            state.aside.extend(seen)
            state.frames.append((self.then, p, q, tuple(seen)))


#: The frame of a reaction step (:class:`Reaction`): the reacting card (which copy is known to
#: its owner only).
REACTION = Frame(card=CARD, secret={"card": "player"})


def reacting_seats(state: DaleState, seat: int) -> list[int]:
    """The seats that may react to an event of ``seat``: every other seat, in turn order from
    the active seat (``dale.card.owls.reaction_order``)."""
    n = state.cfg.n_players
    order = [(state.active + i) % n for i in range(n)]
    return [q for q in order if q != seat]


def push_reactions(state: DaleState, seat: int, name: str, kind: str) -> None:
    """Push a ``kind`` step (a :class:`Reaction` declared with :data:`REACTION`) for every card
    printed ``name`` in the hand of every seat that may react to an event of ``seat``
    (``dale.card.owls.reaction_in_hand``), each copy once; the first in turn order decides
    first (its frame ends on top of the stack)."""
    types = state.cfg.types
    frames = [(kind, q, c) for q in reacting_seats(state, seat)
              for c in state.hands[q] if types[c].name == name]
    for f in reversed(frames):
        state.frames.append(f)


class Reaction:
    """A reaction in another player's turn (frame ``(kind, player, reacting card)``, declared
    with :data:`REACTION` and pushed by :func:`push_reactions`; the card hidden from the
    others): while the reacting card is still in its owner's hand and :meth:`offers` gives
    choices, ``pass`` then those; else nothing (the step is skipped,
    ``dale.card.owls.reaction_in_hand``). ``pass`` does nothing; any other choice is
    :meth:`react`. Subclasses give the prompt."""

    def offers(self, state: DaleState, frame: tuple) -> list[tuple]:
        """The choices besides ``pass`` (none: the reaction is not offered)."""
        raise NotImplementedError

    def legal(self, state: DaleState, frame: tuple) -> list[tuple]:
        if frame[2] not in state.hands[frame[1]]:
            return []
        choices = self.offers(state, frame)
        return [("pass",)] + choices if choices else []

    def apply(self, state: DaleState, frame: tuple, action: tuple) -> None:
        if action[0] != "pass":
            self.react(state, frame, action)

    def react(self, state: DaleState, frame: tuple, action: tuple) -> None:
        """Apply a choice other than ``pass``."""
        raise NotImplementedError


class ChooseAnyPlayer:
    """A step whose choices are the players, its own seat included (``target seat N``), those
    :meth:`can` allows; subclasses apply."""

    def can(self, state: DaleState, frame: tuple, q: int) -> bool:
        """Whether seat q may be chosen (any seat here)."""
        return True

    def legal(self, state: DaleState, frame: tuple) -> list[tuple]:
        return [("target", q) for q in range(state.cfg.n_players) if self.can(state, frame, q)]


class ActOnChosen(ChooseAnyPlayer):
    """:class:`ChooseAnyPlayer` whose choice q is applied as ``act(state, player, q)``: the
    class attribute ``act`` (a ``staticmethod``) is the whole effect on the chosen seat, the
    one its technique applies to its own player when the step is not asked
    (:func:`own_or_chosen_step`)."""

    act: staticmethod

    def apply(self, state: DaleState, frame: tuple, action: tuple) -> None:
        self.act(state, frame[1], action[1])


class GiveFromHand(ChooseCard):
    """A step in which the deciding seat gives a card of its hand to the seat ``frame[to]``
    (``give CARD SEAT``; :attr:`to` is 2 unless a subclass says otherwise); a subclass says
    where it goes (:meth:`put`) and gives the prompt."""

    to = 2

    def legal(self, state: DaleState, frame: tuple) -> list[tuple]:
        q = frame[self.to]
        return [("give", t, q) for t in m.plain_tokens(state, self.cards(state, frame))]

    def apply(self, state: DaleState, frame: tuple, action: tuple) -> None:
        self.put(state, frame, take_from_hand(state, frame[1], action[1]))

    def put(self, state: DaleState, frame: tuple, card: int) -> None:
        """Put ``card`` (out of the giver's hand) where it goes."""
        raise NotImplementedError


#: Where :func:`put_card` puts a card of seat p: its hand, thrown away, its own discard pile,
#: the top or the bottom of its deck.
DESTINATIONS = ("hand", "ditch", "discard", "top", "bottom")


def put_card(state: DaleState, p: int, card: int, to: str) -> None:
    """Put ``card`` (out of every pile) where ``to`` says (:data:`DESTINATIONS`): into seat p's
    hand, thrown away (``mechanics.ditch``, ``dale.ditch.*``), onto p's own discard pile
    (``dale.discard.own_pile``), on top of or under p's deck (a pile's top is its end).

    Raises:
        ValueError: ``to`` is none of these.
    """
    if to == "hand":
        state.hands[p].append(card)
    elif to == "ditch":
        m.ditch(state, card)
    elif to == "discard":
        m.discard(state, p, card)
    elif to == "top":
        state.decks[p].append(card)
    elif to == "bottom":
        state.decks[p].insert(0, card)
    else:
        raise ValueError(f"unknown destination {to!r}; known: {', '.join(DESTINATIONS)}")


class MoveFromHand(ChooseCard):
    """A step whose choices are the deciding seat's hand cards (``VERB CARD``, then
    :attr:`extra`; a subclass may narrow them with :meth:`cards`); the card chosen leaves the
    hand (:func:`take_from_hand`) and goes where :attr:`to` says. ``pass`` does nothing.
    Subclasses give the verb and the prompt and may do more (:meth:`then`).

    Attributes:
        to: one of :data:`DESTINATIONS` (:func:`put_card`): ``"ditch"`` (thrown away),
            ``"discard"`` (onto the seat's own discard pile), ``"top"`` (on top of its deck) …
    """

    to = "discard"

    def apply(self, state: DaleState, frame: tuple, action: tuple) -> None:
        if action[0] == "pass":
            return
        p = frame[1]
        card = take_from_hand(state, p, action[1])
        put_card(state, p, card, self.to)
        self.then(state, frame, card)

    def then(self, state: DaleState, frame: tuple, card: int) -> None:
        """What follows the move of ``card`` (nothing here)."""


class DitchFromHand(MoveFromHand):
    """:class:`MoveFromHand` thrown away (``ditch CARD``, then :attr:`extra`: ``(("pass",),)``
    makes it optional). Subclasses give the prompt and may do more after the ditch
    (:meth:`then`)."""

    verb = to = "ditch"


class DiscardFromHand(MoveFromHand):
    """:class:`MoveFromHand` onto the seat's own discard pile (``discard CARD``,
    ``dale.discard.own_pile``). Subclasses give the prompt and may do more after the discard
    (:meth:`then`)."""

    verb = to = "discard"


class OneAtATime:
    """Mixin of a step that moves cards one at a time, frame ``(kind, player, left)``: after
    each card (:meth:`then`) the step asks again while more than one was left."""

    def then(self, state: DaleState, frame: tuple, card: int) -> None:
        if frame[2] > 1:
            state.frames.append((frame[0], frame[1], frame[2] - 1))


class DiscardSeveral(OneAtATime, DiscardFromHand):
    """Discard hand cards one at a time (``discard CARD``): frame ``(kind, player, left)``, the
    step asks again while more than one was left (:class:`OneAtATime`)."""


class MoveFromDiscard(ChooseCard):
    """A step whose choices are the cards of the deciding seat's discard pile (``VERB CARD``;
    a subclass may narrow them with :meth:`cards`); the card chosen leaves the pile, of several
    cards of that name the first found (the one nearest the bottom) or, with :attr:`topmost`,
    the one nearest the top (the pile is face up), and goes where :attr:`to` says. ``pass``
    (an optional step) does nothing. Subclasses give the verb and the prompt and may do more
    (:meth:`then`).

    Attributes:
        to: one of :data:`DESTINATIONS` (:func:`put_card`): ``"hand"`` (the seat's hand),
            ``"ditch"`` (thrown away), ``"top"`` or ``"bottom"`` (of the seat's deck).
    """

    pile = "discard"
    topmost = False
    to = "hand"

    def apply(self, state: DaleState, frame: tuple, action: tuple) -> None:
        if action[0] == "pass":
            return
        p = frame[1]
        take = take_topmost if self.topmost else take_card
        card = take(state, state.discards[p], action[1])
        put_card(state, p, card, self.to)
        self.then(state, frame, card)

    def then(self, state: DaleState, frame: tuple, card: int) -> None:
        """What follows the move of ``card`` (nothing here)."""


class TakeFromDiscard(MoveFromDiscard):
    """:class:`MoveFromDiscard` into the seat's hand (``keep CARD``). Subclasses give the prompt
    and may do more (:meth:`then`)."""

    verb = "keep"


def junk_in_discard(state: DaleState, p: int) -> int | None:
    """The topmost junk card (or junk substitute) of seat p's discard pile, or None."""
    for c in reversed(state.discards[p]):
        if state.cfg.types[c].is_junk:
            return c
    return None


class TakeJunk:
    """Take junk cards from the discard pile into the hand one at a time (``keep junk``: the
    topmost, ``junk_in_discard``) up to :meth:`limit`, or ``done``. Frame: ``(kind, player,
    taken, *more)``; the step asks again with ``taken + 1``. Subclasses give the prompt."""

    def limit(self, frame: tuple) -> int:
        """The most cards taken."""
        raise NotImplementedError

    def legal(self, state: DaleState, frame: tuple) -> list[tuple]:
        if frame[2] >= self.limit(frame) or junk_in_discard(state, frame[1]) is None:
            return []
        return [("keep", "junk"), ("done",)]

    def apply(self, state: DaleState, frame: tuple, action: tuple) -> None:
        if action[0] == "done":
            return
        p = frame[1]
        card = junk_in_discard(state, p)
        state.discards[p].remove(card)
        state.hands[p].append(card)
        state.frames.append((frame[0], p, frame[2] + 1) + frame[3:])


def take_supply_top(state: DaleState, p: int) -> None:
    """Take the top card of the market deck into seat p's hand (an empty market deck is first
    rebuilt, ``dale.cleanup.market_deck_empty``; nothing when no card is left)."""
    top = m.draw_supply(state)
    if top is not None:
        state.hands[p].append(top)


class ChooseMarketCard:
    """A step whose choices are the occupied market slots (``take +N``); subclasses apply."""

    def legal(self, state: DaleState, frame: tuple) -> list[tuple]:
        return [("take", slot) for slot in range(5) if state.market[slot] != EMPTY]


class TakeMarketCard(ChooseMarketCard):
    """:class:`ChooseMarketCard` whose card chosen (``take +N``) leaves its slot, which stays
    empty until the clean-up or a refill (``dale.market.no_refill``), for :meth:`put`: into
    the hand of the seat in field ``to`` of the frame (1: the deciding seat). ``pass``, where
    a subclass lists it, does nothing. Subclasses give the prompt, may narrow the slots
    (``legal``), send the card elsewhere (``to``, :meth:`put`) and do more (:meth:`then`)."""

    #: the frame's field that holds the seat whose hand gets the card
    to = 1

    def apply(self, state: DaleState, frame: tuple, action: tuple) -> None:
        if action[0] == "pass":
            return
        slot = action[1]
        card = state.market[slot]
        state.market[slot] = EMPTY  # dale.market.no_refill
        self.put(state, frame, card)
        self.then(state, frame, card)

    def put(self, state: DaleState, frame: tuple, card: int) -> None:
        """Where the card taken goes (the hand of seat ``frame[to]`` here)."""
        state.hands[frame[self.to]].append(card)

    def then(self, state: DaleState, frame: tuple, card: int) -> None:
        """What follows taking ``card`` (nothing here)."""


@shared.decision("inventory", Frame(discarded=NUMBER, secret={"discarded": "player"}, secret_choice=True))
class InventoryStep:
    """The Inventory action card by card (``dale.inventory.discard``): after its first card
    (``discard CARD`` as the turn's action), discard one more hand card, or ``done``. Each
    choice is listed in time linear in the hand, never as the 2^n subsets. Frame:
    ``("inventory", player, cards discarded so far)``."""

    rule = "dale.inventory.discard"
    prompt = "Inventory: discard one more card from your hand, or done"

    def legal(self, state: DaleState, frame: tuple) -> list[tuple]:
        return [("discard", t) for t in m.plain_tokens(state, state.hands[frame[1]])] + [("done",)]

    def details(self, state: DaleState, frame: tuple) -> dict:
        """What the deciding seat's view adds: ``discarded``, the names discarded so far (the
        top of its discard pile)."""
        k, pile = frame[2], state.discards[frame[1]]
        return {"discarded": [state.cfg.types[c].name for c in pile[len(pile) - k:]] if k else []}

    def apply(self, state: DaleState, frame: tuple, action: tuple) -> None:
        if action[0] == "done":
            return
        p, before = frame[1], frame[2]
        card = m.find_card(state, state.hands[p], action[1])
        m.discard_in_order(state, p, card, before)
        state.frames.append(("inventory", p, before + 1))


@shared.decision("pay", Frame(slot=NUMBER, paid=TOKENS, secret={"slot": "player", "paid": "player"},
                       secret_choice=True))
class PayStep:
    """The Market action card by card (``dale.market.payment``, ``dale.market.overpay``): after
    its first paying card (``pay +N with CARD`` as the turn's action), add one more card
    (``pay CARD``) or, once the cards are a legal payment, ``done``. Only cards after which a
    legal payment can still be completed are offered, so every path ends in a legal purchase;
    each choice is listed without listing the hand's subsets. At ``done`` the purchase is made
    exactly as ``buy +N with …`` (the paying cards go onto the discard pile in canonical order).
    Frame: ``("pay", player, slot, paying tokens so far)``."""

    rule = "dale.market.payment"
    prompt = "Market: add one more card to your payment, or done"

    def legal(self, state: DaleState, frame: tuple) -> list[tuple]:
        from ludoteca.dale.payments import pay_choices, payment_complete

        p, slot, paid = frame[1], frame[2], frame[3]
        out = [("pay", t) for t in pay_choices(state, p, slot, paid)]
        if payment_complete(state, p, slot, paid):
            out.append(("done",))
        return out

    def details(self, state: DaleState, frame: tuple) -> dict:
        """What the deciding seat's view adds: ``slot`` being bought (-1: the market discard
        pile), its ``price`` and ``paying``, the tokens paid so far."""
        from ludoteca.dale.market import price

        return {"slot": frame[2], "price": price(state, frame[2]), "paying": list(frame[3])}

    def apply(self, state: DaleState, frame: tuple, action: tuple) -> None:
        from ludoteca.dale.purchase import buy

        p, slot, paid = frame[1], frame[2], frame[3]
        if action[0] == "done":
            buy(state, p, ("buy", slot, tuple(sorted(paid, key=m.sort_tokens))))
        else:
            state.frames.append(("pay", p, slot, paid + (action[1],)))


# -- helpers of the Collection's decks (Tasmanian Devils, Gulls, Mongooses, Bats) -------------
def seats_from(state: DaleState, p: int, seats) -> list[int]:
    """``seats`` in turn order starting after seat p (p itself last)."""
    n = state.cfg.n_players
    return sorted(seats, key=lambda q: (q - p - 1) % n)


def take_topmost(state: DaleState, pile: list[int], tok: str) -> int:
    """Remove and return the topmost card of ``pile`` whose token is ``tok`` (it must exist):
    of several cards of one name in a face-up pile, the one nearest the top is taken."""
    for i in range(len(pile) - 1, -1, -1):
        if m.token(state, pile[i]) == tok:
            return pile.pop(i)
    raise AssertionError(tok)


def take_junk(state: DaleState) -> int | None:
    """Take the top card of the junk pile, or when it is empty a junk substitute
    (``dale.cleanup.junk_substitutes``); None when none is left. The caller puts it somewhere."""
    if state.junk:
        return state.junk.pop()
    if state.subs:
        card = state.subs[-1]
        state.subs = state.subs[:-1]  # a tuple, shared by clones
        return card
    return None


def give_junk(state: DaleState, q: int) -> int | None:
    """Put 1 junk card from the junk pile on seat q's discard pile (Goodwill Presents); when the
    junk pile is empty a junk substitute is given instead (``dale.cleanup.junk_substitutes``),
    and when none is left either nothing is given (docs/rulings.md, Gulls). Returns the card."""
    card = take_junk(state)
    if card is None:
        return None
    m.discard(state, q, card)
    return card


def is_night(state: DaleState) -> bool:
    """True when the day/night clock shows night (Mongooses, Bats; docs/rulings.md)."""
    return state.clock == NIGHT


def advance_clock(state: DaleState) -> None:
    """Move the clock one step forward: the classic clock has two sides, so day becomes night
    and night becomes day (Dramatic Romantic; docs/rulings.md ``dale.card.mongooses.clock``)."""
    state.clock = DAY if state.clock == NIGHT else NIGHT


class DiscardSeen(ChooseCard):
    """Discard one of the set-aside cards ``frame[pile]`` onto the discard pile of the seat
    ``frame[owner_at]`` (``discard CARD``), or ``done``; while cards are left the step asks
    again (:meth:`again`), then :meth:`finish` places the rest (also after ``done``)."""

    verb, extra = "discard", (("done",),)
    owner_at = 1

    def apply(self, state: DaleState, frame: tuple, action: tuple) -> None:
        seen = list(frame[self.pile])
        if action[0] == "discard":
            m.discard(state, frame[self.owner_at], take_aside(state, seen, action[1]))
            if seen and self.again(state, frame, seen):
                return
        self.finish(state, frame, seen)

    def again(self, state: DaleState, frame: tuple, seen: list[int]) -> bool:
        """Ask again with the cards left (the same frame, its card field updated); False: the
        step is over."""
        i = self.pile
        state.frames.append(frame[:i] + (tuple(seen),) + frame[i + 1:])
        return True

    def finish(self, state: DaleState, frame: tuple, seen: list[int]) -> None:
        """Where the cards still aside go."""
        raise NotImplementedError


class ChooseNext(ChooseCard):
    """Choose the next of the set-aside cards ``frame[2]`` to put back on a deck (``top
    CARD``); the subclass says what follows (:meth:`placed`: the card chosen, out of the
    list, and the rest, still aside). Frame: ``(kind, player, cards still to place, …)``."""

    verb, pile = "top", 2

    def apply(self, state: DaleState, frame: tuple, action: tuple) -> None:
        rest = list(frame[2])
        card = take_card(state, rest, action[1])
        self.placed(state, frame, card, rest)

    def placed(self, state: DaleState, frame: tuple, card: int, rest: list[int]) -> None:
        """What follows the choice of ``card``."""
        raise NotImplementedError


class PutBack(ChooseCard):
    """Put set-aside cards back on top of a deck one at a time, the deciding seat choosing the
    order (``top CARD``: that card goes on the deck next; the last one ends on top). Frame:
    ``(kind, player, owner of the deck, cards still aside)``. Subclasses set ``prompt``;
    register them with :func:`put_back_step`."""

    verb = "top"
    pile = 3

    def apply(self, state: DaleState, frame: tuple, action: tuple) -> None:
        p, owner, rest = frame[1], frame[2], list(frame[3])
        state.decks[owner].append(take_aside(state, rest, action[1]))
        put_back(state, frame[0], p, owner, rest)


def technique_step(deck: Declarations, name: str, kind: str, frame: Frame | None = None,
                   card: bool = False):
    """Declare on ``deck`` the technique ``name`` whose whole effect is to ask its player the
    step ``kind`` (it pushes the frame ``(kind, player)``, or with ``card`` ``(kind, player,
    the technique card)``), and the decorated class as that step, its frame declared by
    ``frame`` (default ``Frame()``: no field after the player); a class decorator. The class
    docstring says what the technique does (it is also the effect's docstring).

    Raises:
        CardRulesError: an effect for ``name`` or a step for ``kind`` is already declared.
    """

    def deco(cls):
        def start(state: DaleState, p: int, played: int) -> None:
            state.frames.append((kind, p, played) if card else (kind, p))

        return _with_step(deck, name, kind, frame, cls, start)

    return deco


def own_or_chosen_step(deck: Declarations, name: str, kind: str, asks, frame: Frame | None = None):
    """Declare on ``deck`` the technique ``name`` whose effect falls on its own player's cards
    (``act(state, p, p)``) unless ``asks(state, p)`` holds (Bats: at night), when its player
    first chooses any player in the step ``(kind, p)``: the decorated :class:`ActOnChosen`,
    whose ``act`` it is, declared with ``frame`` (default ``Frame()``); a class decorator. The
    class docstring says what the technique does (it is also the effect's docstring).

    Raises:
        CardRulesError: an effect for ``name`` or a step for ``kind`` is already declared.
    """

    def deco(cls):
        def start(state: DaleState, p: int, played: int) -> None:
            if asks(state, p):
                state.frames.append((kind, p))
            else:
                cls.act(state, p, p)

        return _with_step(deck, name, kind, frame, cls, start)

    return deco


def _with_step(deck: Declarations, name: str, kind: str, frame: Frame | None, cls, start):
    """Declare ``start`` as the effect of the technique ``name`` (named ``kind``, documented
    by the class docstring) and ``cls`` as the step ``kind``; returns ``cls``."""
    start.__name__ = start.__qualname__ = kind
    start.__module__ = cls.__module__  # the deck module that declares the step
    start.__doc__ = cls.__doc__
    deck.technique(name)(start)
    return deck.decision(kind, Frame() if frame is None else frame)(cls)


def put_back_step(deck: Declarations, kind: str, prompt: str) -> None:
    """Declare on ``deck`` a :class:`PutBack` step under ``kind`` with ``prompt``; the cards
    are seen by the deciding seat only, the order chosen is hidden from the others."""
    cls = type(f"PutBack_{kind}", (PutBack,), {"prompt": prompt, "__module__": deck.module})
    deck.decision(kind, Frame(owner=SEAT, cards=CARDS, secret={"cards": "player"}, secret_choice=True,
                         mixing=Mixing(cards=("cards",))))(cls)


def put_back(state: DaleState, kind: str, p: int, owner: int, cards: list[int]) -> None:
    """Put ``cards`` (set aside) back on top of seat ``owner``'s deck: when their order could
    matter (two different cards), seat p chooses it in the step ``kind`` (:class:`PutBack`).
    ruling: dale.card.gulls.put_back"""
    if len({m.token(state, c) for c in cards}) > 1:
        state.frames.append((kind, p, owner, tuple(cards)))  # a kind of put_back_step
        return
    for c in cards:
        state.aside.remove(c)
        state.decks[owner].append(c)


def aside_top_of_deck(state: DaleState, q: int, n: int) -> list[int]:
    """Take up to n cards from the top of seat q's deck (reshuffling its discard pile when the
    deck runs out, ``dale.cleanup.reshuffle``) and set them aside; returns them, top first."""
    seen = deck_top(state, q, n)
    state.aside.extend(seen)
    return seen


def look_at_top(state: DaleState, p: int, n: int, kind: str) -> None:
    """Seat p takes up to n cards from the top of its deck aside (:func:`aside_top_of_deck`)
    and decides about them in the step ``(kind, p, cards)``; nothing when none is left."""
    seen = aside_top_of_deck(state, p, n)
    if seen:
        state.frames.append((kind, p, tuple(seen)))


def deck_top(state: DaleState, q: int, n: int) -> list[int]:
    """Take up to n cards from the top of seat q's deck, one by one (reshuffling its discard
    pile when the deck runs out, ``dale.cleanup.reshuffle``); returns them, top first. The
    caller puts them somewhere."""
    seen = []
    for _ in range(n):
        c = m.top_of_deck(state, q)
        if c is None:
            break
        seen.append(c)
    return seen


def discard_deck_top(state: DaleState, q: int, n: int) -> None:
    """Seat q discards the top n cards of its deck one at a time onto its discard pile: an
    empty deck is refilled from the discard pile before each card (``dale.cleanup.reshuffle``),
    so a card just discarded may come back; fewer when no card is left."""
    for _ in range(n):
        c = m.top_of_deck(state, q)
        if c is None:
            break
        m.discard(state, q, c)


def copies_in_hand(state: DaleState, p: int, name: str) -> int:
    """How many cards of seat p's hand are the card ``name`` (printed name) or, as a chameleon,
    may copy it now (a copy is that card for every purpose, ``dale.copy.identity``)."""
    n = 0
    for c in state.hands[p]:
        if state.cfg.types[c].name == name or (state.cfg.types[c].chameleon
                                               and name in m.copy_targets(state, p, c)):
            n += 1
    return n
