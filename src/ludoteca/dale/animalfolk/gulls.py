"""Gulls (the Collection): junk and unwanted cards given to other players (Meddling Marketeer,
Goodwill Presents, Alternative Plan, Anchor, Manufactured Joy, Shaky Enterprise). Mechanics
restated in docs/rules/dale-cards.md."""

from __future__ import annotations


from ludoteca.dale.card_rules import Deck
from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import look_at_top
from ludoteca.dale.animalfolk.common import ChooseCard, ChooseCardAndOther, DiscardSeen, take_aside
from ludoteca.dale.animalfolk.common import take_from_hand, technique_step
from ludoteca.dale.animalfolk.common import give_junk, put_back
from ludoteca.dale.animalfolk.common import put_back_step, seats_from, take_card
from ludoteca.dale.animalfolk.common import MoveFromDiscard, up_to_two_others
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import CARDS, Frame, Mixing

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("gulls", "Gulls", module=__name__)

# Position files: these put a player's own card on another player's discard pile, or throw one
# away (Alternative Plan: into the market discard pile).
for _name in ("Anchor", "Manufactured Joy", "Shaky Enterprise"):
    deck.hooks(_name, moves_cards=True)
deck.hooks("Alternative Plan", throws_own=True)

put_back_step(deck, "meddling_marketeer_order",
              "Meddling Marketeer: choose the card to put back on your deck next (the last one "
              "ends on top)")
put_back_step(deck, "anchor_order",
              "Anchor: choose the card to put back on your deck next (the last one ends on top)")
put_back_step(deck, "shaky_enterprise_order",
              "Shaky Enterprise: choose the card to put on your deck next (the last one ends on "
              "top)")


def _give_to_discard(state: DaleState, q: int, card: int) -> None:
    """A card goes face up onto another player's discard pile (theirs from now on).
    ruling: dale.card.gulls.give"""
    m.discard(state, q, card)


class _GiveToOther(ChooseCardAndOther):
    """Give one of the cards (``give CARD SEAT``) to another player's discard pile, or
    ``pass``; :attr:`pile` says where the cards are."""

    verb, extra = "give", (("pass",),)


class _GiveOneSeen(_GiveToOther):
    """:class:`_GiveToOther` of the cards set aside (``frame[2]``); the rest goes back on the
    deck in the order chosen in the step :attr:`order` (a ``put_back_step``)."""

    pile = 2
    order = ""

    def apply(self, state, frame, action):
        p, seen = frame[1], list(frame[2])
        if action[0] == "give":
            _give_to_discard(state, action[2], take_aside(state, seen, action[1]))
        put_back(state, self.order, p, p, seen)


# -- Meddling Marketeer ----------------------------------------------------------------------
@deck.card("Meddling Marketeer", 1, score=2,
           summary=("Draw the top 2 cards of your deck: discard any of them, put the rest back "
                    "in any order."))
def meddling_marketeer(state: DaleState, p: int, card: int) -> None:
    """Draw the top 2 cards of your deck; discard 0–2 of them, put the rest back on top in the
    order you choose."""
    look_at_top(state, p, 2, "meddling_marketeer")  # ruling: dale.card.gulls.draws


@deck.decision("meddling_marketeer", Frame(seen=CARDS, secret={"seen": "player"}))
class MeddlingMarketeerDiscard(DiscardSeen):
    prompt = ("Meddling Marketeer: choose a card to discard, or done (the rest goes back on "
              "your deck)")
    pile = 2

    def finish(self, state, frame, seen):
        put_back(state, "meddling_marketeer_order", frame[1], frame[1], seen)


deck.card("Goodwill Presents", 2, copies=3, score=4, bonus_first=True,
          summary="Up to 2 other players each get 1 junk card on their discard pile.")
# -- Goodwill Presents -----------------------------------------------------------------------
@technique_step(deck, "Goodwill Presents", "goodwill_presents")
class GoodwillPresentsTargets:
    """Choose 0–2 other players; each gets 1 junk card from the junk pile on their discard
    pile."""

    prompt = "Goodwill Presents: choose up to 2 other players, each gets a junk card"

    def legal(self, state, frame):
        return up_to_two_others(state, frame[1])

    def apply(self, state, frame, action):
        # ruling: dale.card.gulls.goodwill_presents — in turn order from your left; junk
        # substitutes when the junk pile is empty; nothing when none is left
        for q in seats_from(state, frame[1], action[1]):
            give_junk(state, q)


deck.card("Alternative Plan", 3, copies=3, score=5, bonus_first=True,
          summary="Throw away 1 card of your choice from your discard pile.")
# -- Alternative Plan ------------------------------------------------------------------------
@technique_step(deck, "Alternative Plan", "alternative_plan")
class AlternativePlanDitch(MoveFromDiscard):
    """Throw away any 1 card of your discard pile."""

    prompt = "Alternative Plan: choose a card of your discard pile to throw away"
    verb, to = "ditch", "ditch"
    topmost = True  # ruling: dale.card.gulls.alternative_plan — any card; the topmost of one name


deck.card("Anchor", 4, copies=3, score=3,
          summary=("Draw the top 3 cards of your deck: up to 1 goes to another player's "
                   "discard pile, the rest back in any order."))


# -- Anchor ----------------------------------------------------------------------------------
def anchor_step(deck, kind: str):
    """Declare on ``deck`` the technique Anchor, which draws the top 3 cards of its player's
    deck and sets them aside (:func:`look_at_top`: the discard pile reshuffled when the deck
    runs out, never junk; ruling dale.card.gulls.draws) for the step ``(kind, player,
    cards)``, and the decorated class as that step; a class decorator. The class docstring says what the technique does
    (it is also the effect's docstring).

    Raises:
        CardRulesError: an effect for Anchor or a step for ``kind`` is already declared.
    """

    def deco(cls):
        def anchor(state: DaleState, p: int, card: int) -> None:
            look_at_top(state, p, 3, kind)

        anchor.__module__ = cls.__module__  # the deck module that declares the step
        anchor.__doc__ = cls.__doc__
        deck.technique("Anchor")(anchor)
        return deck.decision(kind, Frame(seen=CARDS, secret={"seen": "player"}))(cls)

    return deco


@anchor_step(deck, "anchor")
class AnchorGive(_GiveOneSeen):
    """Draw the top 3 cards of your deck; put 0–1 of them on another player's discard pile and
    the rest back on top in the order you choose."""

    prompt = ("Anchor: give one of the cards to another player's discard pile, or pass (the "
              "rest goes back on your deck)")
    order = "anchor_order"


# -- Manufactured Joy ------------------------------------------------------------------------
@deck.card("Manufactured Joy", 5, copies=1, score=3,
           summary=("Take 1 card of your choice from your deck and shuffle it; you may put 1 "
                    "hand card on another player's discard pile."))
def manufactured_joy(state: DaleState, p: int, card: int) -> None:
    """Search your deck for 1 card, take it, shuffle the deck; then you may put 1 hand card on
    another player's discard pile."""
    search_then_give(state, p, "manufactured_joy_give")


def search_then_give(state: DaleState, p: int, give: str) -> None:
    """Manufactured Joy for seat p: the deck search (step ``manufactured_joy``), then the
    placing of a hand card (the step ``give``, pushed first so that it comes after)."""
    # ruling: dale.card.gulls.manufactured_joy — an empty deck is not rebuilt (searching is
    # not drawing): nothing is found, and the giving part still follows
    state.frames.append((give, p))
    if state.decks[p]:
        state.frames.append(("manufactured_joy", p, tuple(state.decks[p])))


@deck.decision("manufactured_joy", Frame(deck=CARDS, secret={"deck": "player"}, secret_choice=True,
                                    mixing=Mixing(hands=("player",), cards=("deck",))))
class ManufacturedJoySearch(ChooseCard):
    prompt = "Manufactured Joy: choose the card of your deck to take into your hand"
    verb, pile = "keep", "deck"

    def apply(self, state, frame, action):
        p = frame[1]
        state.hands[p].append(take_card(state, state.decks[p], action[1]))
        m.shuffle(state, state.decks[p])


@deck.decision("manufactured_joy_give", Frame())
class ManufacturedJoyGive(_GiveToOther):
    prompt = ("Manufactured Joy: you may give a card from your hand to another player's discard "
              "pile, or pass")

    def apply(self, state, frame, action):
        if action[0] == "give":
            _give_to_discard(state, action[2], take_from_hand(state, frame[1], action[1]))


# -- Shaky Enterprise ------------------------------------------------------------------------
@deck.card("Shaky Enterprise", 5, copies=1, score=2,
           summary=("Take the top 2 cards of your discard pile: up to 1 goes to another "
                    "player's discard pile, the rest on top of your deck."))
def shaky_enterprise(state: DaleState, p: int, card: int) -> None:
    """Take the top 2 cards of your discard pile; put 0–1 of them on another player's discard
    pile and the rest on top of your deck in the order you choose."""
    pile = state.discards[p]
    taken = [pile.pop() for _ in range(min(2, len(pile)))]
    if taken:
        state.aside.extend(taken)
        state.frames.append(("shaky_enterprise", p, tuple(taken)))


@deck.decision("shaky_enterprise", Frame(taken=CARDS))
class ShakyEnterpriseGive(_GiveOneSeen):
    prompt = ("Shaky Enterprise: give one of the cards to another player's discard pile, or pass "
              "(the rest goes on your deck)")
    order = "shaky_enterprise_order"
