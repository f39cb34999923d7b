"""Foxes, remaster edition: every player takes part. Raffle and Charity as in the classic
edition (their declarations reused); Cunning Neighbour reworked (a free ability: look at a
hand), Cheer reworked (everybody's top discard goes back on their deck), Tasters reworked (you
give each player a market card, the market refilled between gifts); Sharing is Caring new (it
replaces Rumours). Mechanics restated in docs/rules/dale-remaster.md; rulings under
"Remaster — Foxes" in docs/rulings.md.
"""

from __future__ import annotations

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk import foxes as classic
from ludoteca.dale.animalfolk.common import ChooseOtherPlayer, others, show_to
from ludoteca.dale.cards import ABILITY
from ludoteca.dale.remaster.shared import ability_step, market_slot, target_seen_frame
from ludoteca.dale.state import EMPTY, DaleState
from ludoteca.dale.steps import NUMBER, Frame

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = classic.deck.reprint(module=__name__, edition="remaster")
# The classic steps of the reworked cards are pushed by no card of this deck.
deck.drop_steps(["cunning_neighbour", "cunning_neighbour_seen", "cheer", "tasters_side",
                 "tasters"])

deck.hooks("Sharing is Caring", moves_cards=True)
deck.hooks("Tasters", moves_cards=True)


# -- Cunning Neighbour (ability) -------------------------------------------------------------
def _neighbour_can(state: DaleState, p: int, card: int) -> bool:
    return any(state.hands[q] for q in others(state, p))


deck.card("Cunning Neighbour", 1, ABILITY, bonus=False,
          summary="Once per turn: look at another player's hand.")


@ability_step(deck, "Cunning Neighbour", "r_foxes_cunning_neighbour", _neighbour_can)
class CunningNeighbourTarget(ChooseOtherPlayer):
    """The player whose hand is shown to you (ruling ``remaster.foxes.cunning_neighbour``)."""

    prompt = "Cunning Neighbour: choose the player whose hand you look at"
    needs = "hand"

    def apply(self, state, frame, action):
        p, q = frame[1], action[1]
        show_to(state, p, state.hands[q])
        state.frames.append(("r_foxes_cunning_seen", p, q, tuple(state.hands[q])))


@deck.decision("r_foxes_cunning_seen", target_seen_frame())
class CunningNeighbourSeen:
    """The hand looked at, shown to the deciding seat only (``seen``); ``done`` goes on."""

    prompt = "Cunning Neighbour: the hand you looked at (done to go on)"

    def legal(self, state, frame):
        return [("done",)]

    def apply(self, state, frame, action):
        pass


# -- Cheer -----------------------------------------------------------------------------------
@deck.card("Cheer", 2, copies=3, score=1,
           summary="Each player puts the top card of their discard pile on top of their deck.")
def cheer(state: DaleState, p: int, card: int) -> None:
    """Every player (you too) puts the top card of their discard pile on top of their deck
    (nothing for an empty pile)."""
    for q in range(state.cfg.n_players):
        if state.discards[q]:
            state.decks[q].append(state.discards[q].pop())


deck.card("Raffle", 3, copies=3, keep=True)
deck.card("Charity", 4, copies=3, keep=True)


# -- Tasters ---------------------------------------------------------------------------------
def _all_seats(state: DaleState) -> int:
    return (1 << state.cfg.n_players) - 1


@deck.card("Tasters", 5, copies=1, score=7,
           summary=("Give each player (you too) a market card of your choice; the market is "
                    "refilled after each."))
def tasters(state: DaleState, p: int, card: int) -> None:
    """Give each player (you included) one market card of your choice, in the order you
    choose; after each gift the market slides toward +0 and is refilled from the supply
    (ruling ``remaster.foxes.tasters``)."""
    state.frames.append(("r_foxes_tasters", p, _all_seats(state)))


@deck.decision("r_foxes_tasters", Frame(owed=NUMBER))
class TastersGive:
    """``give CARD to seat N``: that market card (of equal ones, the one in the cheaper slot)
    goes to that player's hand, once for each player still owed one (``owed``: a bit per
    seat)."""

    prompt = "Tasters: give a market card to a player who has none yet"

    def legal(self, state, frame):
        owed = frame[2]
        seats = [q for q in range(state.cfg.n_players) if owed >> q & 1]
        cards = [c for c in state.market if c != EMPTY]
        return [("give", t, q) for t in m.plain_tokens(state, cards) for q in seats]

    def apply(self, state, frame, action):
        p, owed = frame[1], frame[2]
        _, tok, q = action
        slot = market_slot(state, tok)
        state.hands[q].append(state.market[slot])
        state.market[slot] = EMPTY
        owed &= ~(1 << q)
        if owed:
            # between two gifts the card refills the market itself; after the last one the
            # edition's refill after the technique does (dale.remaster.refill_after_technique)
            m.slide_and_refill(state)
            state.frames.append(("r_foxes_tasters", p, owed))


# -- Sharing is Caring -----------------------------------------------------------------------
@deck.card("Sharing is Caring", 5, copies=1, score=3,
           summary=("Draw the top card of each player's deck, then give one of them to each of "
                    "those players."))
def sharing_is_caring(state: DaleState, p: int, card: int) -> None:
    """Draw the top card of every player's deck (yours too; an empty deck refilled from its
    discard pile first), seen by you alone; then give one of them to each player whose deck
    gave one, choosing who gets which (ruling ``remaster.foxes.sharing_is_caring``)."""
    classic.collect_to_give(state, p, "r_foxes_sharing", range(state.cfg.n_players),
                            lambda q: m.top_of_deck(state, q))


@deck.decision("r_foxes_sharing", classic.GIVE_FRAME)
class SharingGive(classic.CharityGive):
    """The classic Charity step under this kind: ``give CARD to seat N``, once for each player
    still owed a card. Frame: ``(kind, player, cards still to give, owed)``."""

    prompt = "Sharing is Caring: give one of the drawn cards to a player who is owed one"
