"""Gulls, remaster edition: junk and unwanted cards put on discard piles. Alternative Plan is as
in the classic edition (its declaration reused); Meddling Marketeer, Goodwill Presents,
Anchor, Manufactured Joy and Shaky Enterprise are reworked (more cards looked at, any player
may be chosen, the placing is no longer optional). Mechanics restated in
docs/rules/dale-remaster.md ("Gulls"); rulings in docs/rulings.md ("Remaster — Gulls").

The steps of the classic deck are taken over by the reprint (the put-back orders, Meddling
Marketeer's discards, Manufactured Joy's search); the remaster's own steps are prefixed
``r_gulls_``.
"""

from __future__ import annotations

from itertools import combinations

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk import gulls as classic
from ludoteca.dale.animalfolk.common import (ChooseCard, give_junk, look_at_top, put_back,
                                             seats_from, take_aside, take_from_hand,
                                             technique_step)
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import CARDS, Frame

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = classic.deck.reprint(module=__name__, edition="remaster")

for _name in ("Anchor", "Manufactured Joy", "Shaky Enterprise"):
    deck.hooks(_name, moves_cards=True)  # position files: a card may change owner


class _GiveToAnyone(ChooseCard):
    """Put one of the cards (``give CARD SEAT``) on the discard pile of any player, the
    deciding seat included; no ``pass`` (ruling ``remaster.gulls.give``)."""

    verb = "give"

    def legal(self, state, frame):
        return [(self.verb, t, q) for t in m.plain_tokens(state, self.cards(state, frame))
                for q in range(state.cfg.n_players)]


class _GiveOneSeenToAnyone(_GiveToAnyone):
    """:class:`_GiveToAnyone` of the cards set aside (``frame[2]``); the rest goes back on the
    deck in the order chosen in the classic step :attr:`order`."""

    pile = 2
    order = ""

    def apply(self, state, frame, action):
        p, seen = frame[1], list(frame[2])
        m.discard(state, action[2], take_aside(state, seen, action[1]))  # ruling dale.card.gulls.give
        put_back(state, self.order, p, p, seen)


# -- Meddling Marketeer -----------------------------------------------------------------------
@deck.card("Meddling Marketeer", 1, score=2,
           summary=("Look at the top 3 cards of your deck: discard any of them, put the rest "
                    "back in any order."))
def meddling_marketeer(state: DaleState, p: int, card: int) -> None:
    """Look at the top 3 cards of your deck (refilled from the discard pile when it runs out);
    discard any of them (the classic step ``meddling_marketeer``), put the rest back on top in
    the order you choose."""
    look_at_top(state, p, 3, "meddling_marketeer")


deck.card("Goodwill Presents", 2, copies=3, score=4, bonus_first=True,
          summary=("1 or 2 players (you may be one) each get 1 junk card from the junkyard on "
                   "their discard pile."))
# -- Goodwill Presents ------------------------------------------------------------------------
@technique_step(deck, "Goodwill Presents", "r_gulls_goodwill_presents")
class GoodwillPresentsTargets:
    """Choose 1 or 2 players, yourself allowed; each gets 1 junk card from the junkyard on
    their discard pile."""

    prompt = "Goodwill Presents: choose 1 or 2 players (you may be one), each gets a junk card"

    def legal(self, state, frame):
        seats = range(state.cfg.n_players)
        return [("targets", c) for k in (1, 2) for c in combinations(seats, k)]

    def apply(self, state, frame, action):
        # ruling remaster.gulls.goodwill_presents: in turn order from your left, you last;
        # junk substitutes when the junkyard is empty (as the classic card)
        for q in seats_from(state, frame[1], action[1]):
            give_junk(state, q)


deck.card("Alternative Plan", 3, copies=3, keep=True)
deck.card("Anchor", 4, copies=3, score=3,
          summary=("Look at the top 3 cards of your deck: 1 of them goes to any player's "
                   "discard pile, the rest back in any order."))


# -- Anchor -----------------------------------------------------------------------------------
@classic.anchor_step(deck, "r_gulls_anchor")
class AnchorGive(_GiveOneSeenToAnyone):
    """Look at the top 3 cards of your deck; put exactly 1 of them on any player's discard
    pile and the rest back on top in the order you choose."""

    prompt = ("Anchor: put one of the cards on any player's discard pile (the rest goes back on "
              "your deck)")
    order = "anchor_order"


# -- Manufactured Joy -------------------------------------------------------------------------
@deck.card("Manufactured Joy", 5, copies=1, score=3,
           summary=("Take 1 card of your choice from your deck and shuffle it, then put 1 hand "
                    "card on any player's discard pile."))
def manufactured_joy(state: DaleState, p: int, card: int) -> None:
    """Search your deck for 1 card, take it, shuffle the deck (the classic step
    ``manufactured_joy``); then put 1 hand card on any player's discard pile."""
    # ruling dale.card.gulls.manufactured_joy: an empty deck is not rebuilt; the placing follows
    classic.search_then_give(state, p, "r_gulls_manufactured_joy_give")


@deck.decision("r_gulls_manufactured_joy_give", Frame())
class ManufacturedJoyGive(_GiveToAnyone):
    prompt = "Manufactured Joy: put a card from your hand on any player's discard pile"

    def apply(self, state, frame, action):
        m.discard(state, action[2], take_from_hand(state, frame[1], action[1]))


# -- Shaky Enterprise -------------------------------------------------------------------------
@deck.card("Shaky Enterprise", 5, copies=1, score=2,
           summary=("Take any of the top 3 cards of your discard pile: 1 of them goes to any "
                    "player's discard pile, the rest on top of your deck in any order."))
def shaky_enterprise(state: DaleState, p: int, card: int) -> None:
    """Take any of the top 3 cards of your discard pile, one at a time (``keep CARD``, then
    ``done``); exactly 1 of those taken goes on any player's discard pile, the rest on top of
    your deck in the order you choose (ruling ``remaster.gulls.shaky_enterprise``)."""
    top = tuple(state.discards[p][-3:])
    if top:
        state.frames.append(("r_gulls_shaky_take", p, top, ()))


@deck.decision("r_gulls_shaky_take", Frame(top=CARDS, taken=CARDS))
class ShakyEnterpriseTake(ChooseCard):
    """Frame ``(kind, player, the top 3 cards when played, cards taken so far)``: take one more
    of the three still in the discard pile (``keep CARD``), or ``done``."""

    prompt = ("Shaky Enterprise: take one more of the top 3 cards of your discard pile, or done")
    verb, extra = "keep", (("done",),)

    def cards(self, state, frame):
        pile = state.discards[frame[1]]
        return [c for c in frame[2] if c in pile and c not in frame[3]]

    def apply(self, state, frame, action):
        p, taken = frame[1], frame[3]
        if action[0] == "keep":
            pile = state.discards[p]
            card = next(c for c in reversed(pile) if c in frame[2] and c not in taken
                        and m.token(state, c) == action[1])  # of equal cards the topmost
            pile.remove(card)
            state.aside.append(card)
            taken = taken + (card,)
            if len(taken) < len(frame[2]):
                state.frames.append((frame[0], p, frame[2], taken))
                return
        if taken:
            state.frames.append(("r_gulls_shaky_give", p, taken))


@deck.decision("r_gulls_shaky_give", Frame(taken=CARDS))
class ShakyEnterpriseGive(_GiveOneSeenToAnyone):
    prompt = ("Shaky Enterprise: put one of the cards on any player's discard pile (the rest goes "
              "on your deck)")
    order = "shaky_enterprise_order"

