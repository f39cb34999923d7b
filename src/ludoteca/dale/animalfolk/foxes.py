"""Foxes (Dale 2): every player takes part (Cunning Neighbour, Cheer, Raffle, Charity, Tasters,
Rumours). Mechanics restated in docs/rules/dale-cards.md.

Cheer and Tasters give a decision to every player in turn, the active one first: their frames
name the deciding seat, which is then not ``state.active`` (views, bots and the terminal ask
that seat). "Left" is the next seat in turn order, "right" the previous one (ruling:
dale.card.foxes.direction); a direction is chosen as the neighbour on that side
(``target seat N``), and with two players, where both sides are the same seat, it is not asked.
"""

from __future__ import annotations

from ludoteca.dale.card_rules import Deck
from ludoteca.dale import engine_hooks as h
from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import technique_step
from ludoteca.dale.animalfolk.common import KeepOneSeen, TakeMarketCard, ChooseOtherPlayer
from ludoteca.dale.animalfolk.common import end_search, search_deck, show_to, take_card
from ludoteca.dale.animalfolk.common import unseen_moves
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import CARD, CARDS, NUMBER, SEAT, Frame, Mixing

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("foxes", "Foxes", module=__name__)

# Position files: these move cards from one player's cards to another's.
for _name in ("Raffle", "Charity"):
    deck.hooks(_name, moves_cards=True)


# ruling: dale.card.foxes.direction
def neighbours(state: DaleState, p: int) -> list[int]:
    """Seat p's neighbours, left (the next seat in turn order) first; one seat with two
    players."""
    n = state.cfg.n_players
    left, right = (p + 1) % n, (p - 1) % n
    return [left] if left == right else [left, right]


def _round_from(state: DaleState, p: int, step: int) -> list[int]:
    """Every seat once, starting with p and going ``step`` (+1 left, -1 right) round the
    table."""
    n = state.cfg.n_players
    return [(p + k * step) % n for k in range(n)]


deck.card("Cunning Neighbour", 1, score=1,
          summary="Look at another player's hand; then you may put this card on top of your deck.")
# ---------------------------------------------------------------------------------------------
# Cunning Neighbour
# ---------------------------------------------------------------------------------------------
# ruling: dale.card.foxes.cunning_neighbour
@technique_step(deck, "Cunning Neighbour", "cunning_neighbour", Frame(neighbour=CARD),
                card=True)
class CunningNeighbourTarget(ChooseOtherPlayer):
    """Look at another player's hand; then this card may go on top of your deck instead of
    your discard pile."""

    prompt = "Cunning Neighbour: choose the player whose hand you look at"

    def apply(self, state, frame, action):
        p, card, q = frame[1], frame[2], action[1]
        show_to(state, p, state.hands[q])  # p now knows where those cards are
        state.frames.append(("cunning_neighbour_seen", p, q, tuple(state.hands[q]), card))


@deck.decision("cunning_neighbour_seen", Frame(target=SEAT, seen=CARDS, neighbour=CARD,
                                          secret={"seen": "player"}))
class CunningNeighbourDeck:
    """After the look (the hand is shown to the deciding seat only): ``top CARD`` puts the
    Cunning Neighbour on top of your deck, ``pass`` lets it go to your discard pile. ruling:
    dale.card.foxes.cunning_neighbour (its + still counts either way)."""

    prompt = "Cunning Neighbour: put this card on top of your deck, or pass to discard it"

    def legal(self, state, frame):
        card = frame[4]
        if card not in state.in_play:
            return []
        return [("top", m.token(state, card)), ("pass",)]

    def apply(self, state, frame, action):
        p, card = frame[1], frame[4]
        if action[0] == "top":
            state.in_play.remove(card)
            state.decks[p].append(card)


# ---------------------------------------------------------------------------------------------
# Cheer: every player searches their deck for a card.
# ---------------------------------------------------------------------------------------------
@deck.card("Cheer", 2, copies=3, score=5,
           summary="Each player takes 1 card of their choice from their deck into their hand.")
def cheer(state: DaleState, p: int, card: int) -> None:
    """Every player, you first and then in turn order, takes 1 card of their choice from their
    own deck into their hand and shuffles the deck (an empty deck is not rebuilt: ruling
    dale.card.foxes.cheer)."""
    _cheer_from(state, p, state.cfg.n_players)  # ruling: dale.card.foxes.cheer


def _cheer_from(state: DaleState, q: int, left: int) -> None:
    """Ask seat q (or, when its deck is empty, the next seat to the left) for its Cheer card;
    ``left``: the seats still to ask, q included. The deck searched is set aside while its
    owner looks through it."""
    n = state.cfg.n_players
    while left > 0:
        if state.decks[q]:
            state.frames.append(("cheer", q, search_deck(state, q), left - 1))
            return
        q, left = (q + 1) % n, left - 1


@deck.decision("cheer", Frame(seen=CARDS, left=NUMBER, secret={"seen": "player"},
                         secret_choice=True, mixing=Mixing(cards=("seen",))))
class CheerKeep(KeepOneSeen):
    """Cheer, for one seat (the active player or another): ``keep CARD`` takes a card of its
    own deck (``seen``, set aside while it looks, shown to it alone) into its hand, then the
    deck is shuffled and the next seat to the left is asked. Frame: ``("cheer", deciding
    seat, its deck, seats still to ask after it)``."""

    prompt = "Cheer: choose a card of your deck to take into your hand"

    def rest(self, state, frame, seen):
        q = frame[1]
        end_search(state, q, seen)
        _cheer_from(state, (q + 1) % state.cfg.n_players, frame[3])


# ---------------------------------------------------------------------------------------------
# Raffle
# ---------------------------------------------------------------------------------------------
@deck.card("Raffle", 3, copies=3, score=2,
           summary=("Choose a side: each player takes a random card from the hand of their "
                    "neighbour on that side."))
def raffle(state: DaleState, p: int, card: int) -> None:
    """Choose left or right: every player takes 1 random card from the hand of their
    neighbour on that side, all at the same time."""
    sides = neighbours(state, p)
    if len(sides) == 1:
        _raffle(state, 1)
    else:
        state.frames.append(("raffle", p))


def _raffle(state: DaleState, step: int) -> None:
    """Every seat q takes a random card of seat q - step's hand (the hands as they were before
    anybody took), ruling: dale.card.foxes.raffle."""
    n = state.cfg.n_players  # ruling: dale.card.foxes.raffle
    taken = []
    before = [list(hand) for hand in state.hands]
    for q in range(n):
        giver = (q - step) % n
        hand = state.hands[giver]
        taken.append(hand[m.random_index(state, len(hand))] if hand else None)
    for q in range(n):
        c = taken[q]
        if c is not None:
            h.remove_from_hand(state, (q - step) % n, c)
    for q in range(n):
        if taken[q] is not None:
            state.hands[q].append(taken[q])
    # Each random card is seen by its giver and its taker only: a third player cannot tell
    # which card of the giver's hand moved (ruling dale.card.foxes.raffle, issue 26).
    for s in range(n):
        unseen = [c for q in range(n) if taken[q] is not None and s not in (q, (q - step) % n)
                  for c in before[(q - step) % n]]
        unseen_moves(state, s, unseen)
    for q in range(n):  # the giver saw which of its cards went (the taker has it in hand)
        if taken[q] is not None:
            show_to(state, (q - step) % n, [taken[q]])


@deck.decision("raffle", Frame())
class RaffleSide:
    """Raffle: ``target seat N`` names your neighbour on the chosen side; everybody takes from
    their neighbour on that side."""

    prompt = "Raffle: choose the neighbour you take from; everyone takes from that side"

    def legal(self, state, frame):
        return [("target", q) for q in neighbours(state, frame[1])]

    def apply(self, state, frame, action):
        p, q = frame[1], action[1]
        # taking from the left neighbour (p + 1) means the cards move one seat the other way
        _raffle(state, -1 if q == (p + 1) % state.cfg.n_players else 1)


# ---------------------------------------------------------------------------------------------
# Charity
# ---------------------------------------------------------------------------------------------
@deck.card("Charity", 4, copies=3, score=3,
           summary=("Take a random card from each other player's hand, then give each of them "
                    "one of those cards."))
def charity(state: DaleState, p: int, card: int) -> None:
    """Take 1 random card from each other player's hand; then give each of them 1 of those
    cards back, deciding who gets which (a player whose hand was empty gets none: ruling
    dale.card.foxes.charity)."""
    def random_card(q: int) -> int | None:  # ruling: dale.card.foxes.charity
        hand = state.hands[q]
        if not hand:
            return None
        before = list(hand)
        c = hand[m.random_index(state, len(hand))]
        h.remove_from_hand(state, q, c)
        # taken face down: a player other than you and q cannot tell which card it was (issue 26)
        for s in range(state.cfg.n_players):
            if s not in (p, q):
                unseen_moves(state, s, before)
        show_to(state, q, [c])  # q saw which of its cards went
        return c

    collect_to_give(state, p, "charity", _round_from(state, p, 1)[1:], random_card)


def collect_to_give(state: DaleState, p: int, kind: str, seats, take) -> None:
    """Take ``take(q)`` (a card id, or None for none) from each seat q of ``seats`` in order,
    set the cards aside and push the step ``kind`` (a :class:`CharityGive`, frame
    :data:`GIVE_FRAME`) in which seat p gives one back to each seat that gave one; nothing when
    no card was taken. Also used by the remaster's Sharing is Caring."""
    taken, owed = [], 0
    for q in seats:
        c = take(q)
        if c is not None:
            taken.append(c)
            owed |= 1 << q
    if taken:
        state.aside.extend(taken)
        state.frames.append((kind, p, tuple(taken), owed))


#: The frame of a :class:`CharityGive` step: ``(kind, player, cards still to give, owed)``.
GIVE_FRAME = Frame(taken=CARDS, owed=NUMBER, secret={"taken": "player"}, secret_choice=True,
                   mixing=Mixing(cards=("taken",)))


@deck.decision("charity", GIVE_FRAME)
class CharityGive:
    """Charity: ``give CARD to seat N``, once for each player still owed a card (``owed``: a
    bit per seat). Frame: ``("charity", player, cards still to give, owed)``."""

    prompt = "Charity: give one of the cards you took to a player who is owed one"

    def legal(self, state, frame):
        taken, owed = frame[2], frame[3]
        seats = [q for q in range(state.cfg.n_players) if owed >> q & 1]
        return [("give", t, q) for t in m.plain_tokens(state, list(taken)) for q in seats]

    def apply(self, state, frame, action):
        p, taken, owed = frame[1], list(frame[2]), frame[3]
        _, tok, q = action
        card = take_card(state, taken, tok)
        state.aside.remove(card)
        state.hands[q].append(card)
        owed &= ~(1 << q)
        if taken:
            state.frames.append((frame[0], p, tuple(taken), owed))


# ---------------------------------------------------------------------------------------------
# Tasters
# ---------------------------------------------------------------------------------------------
@deck.card("Tasters", 5, copies=1, score=7,
           summary=("Choose a direction: from you, each player in turn takes 1 market card "
                    "into their hand."))
def tasters(state: DaleState, p: int, card: int) -> None:
    """Choose a direction; starting with you and going that way round the table, each player
    takes 1 market card of their choice into their hand (the market is not refilled between
    picks, ``dale.market.no_refill``)."""
    if len(neighbours(state, p)) == 1:
        _tasters(state, p, 1)
    else:
        state.frames.append(("tasters_side", p))


def _tasters(state: DaleState, p: int, step: int) -> None:
    # ruling: dale.card.foxes.tasters
    for q in reversed(_round_from(state, p, step)):  # the last pushed decides first
        state.frames.append(("tasters", q))


@deck.decision("tasters_side", Frame())
class TastersSide:
    """Tasters: ``target seat N`` names the neighbour who picks after you (the direction)."""

    prompt = "Tasters: choose the neighbour who picks after you (the direction of play)"

    def legal(self, state, frame):
        return [("target", q) for q in neighbours(state, frame[1])]

    def apply(self, state, frame, action):
        p, q = frame[1], action[1]
        _tasters(state, p, 1 if q == (p + 1) % state.cfg.n_players else -1)


@deck.decision("tasters", Frame())
class TastersTake(TakeMarketCard):
    """Tasters, for one seat (the active player or another): ``take +N`` takes that market
    card into its hand; the slot stays empty."""

    prompt = "Tasters: choose a market card to take into your hand"


# ---------------------------------------------------------------------------------------------
# Rumours
# ---------------------------------------------------------------------------------------------
@deck.card("Rumours", 5, copies=1, score=1,
           summary="Each player puts the top 2 cards of their discard pile on their deck.")
def rumours(state: DaleState, p: int, card: int) -> None:
    """Every player moves the top 2 cards of their discard pile onto their deck, one at a time
    (so the second one ends on top; ruling: dale.card.foxes.rumours)."""
    for q in range(state.cfg.n_players):  # ruling: dale.card.foxes.rumours
        for _ in range(2):
            if state.discards[q]:
                state.decks[q].append(state.discards[q].pop())
