"""Owls: reactions in other players' turns (Wise Spy, Ancient Knowledge, Quality Inspection,
Binoculars, Balancing, Extra Remarks). Mechanics restated in docs/rules/dale-cards.md.

A reaction is a decision for a seat that is not (necessarily) the active one: a listener of an
engine event (``card_rules.on``) pushes one frame per copy of the card in each reacting hand,
and the engine resolves the frames before play goes on. Every reaction offers ``pass``.

Rulings (docs/rulings.md, ``## Owls``):

* ``dale.card.owls.reaction_in_hand``: a reaction card reacts only while it is in its owner's
  hand (the printed "presumably"); each copy in hand reacts once per event;
* ``dale.card.owls.reaction_order``: when several seats may react to one event they decide in
  turn order starting from the active seat (the seat the event happened to is skipped);
* the rulings of each card are in the comments below.
"""

from __future__ import annotations

from ludoteca.dale import engine_hooks as h
from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import REACTION, ChooseNext, DiscardFromHand, Reaction
from ludoteca.dale.animalfolk.common import push_reactions, reacting_seats, take_aside
from ludoteca.dale.animalfolk.common import shuffle_into_deck, take_card, take_from_hand
from ludoteca.dale.card_rules import Deck
from ludoteca.dale.cards import ABILITY, PASSIVE
from ludoteca.dale.steps import CARD, CARDS, NUMBER, Frame, Mixing
from ludoteca.dale.state import DaleState

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("owls", "Owls", module=__name__)

# The reaction's frame (REACTION), who may react (reacting_seats) and the frames pushed for an
# event (push_reactions) are in ludoteca.dale.animalfolk.common, beside the Reaction base.


def copies_in_hand(state: DaleState, q: int, name: str) -> list[int]:
    """The cards of seat q's hand printed as ``name`` (hand order)."""
    types = state.cfg.types
    return [c for c in state.hands[q] if types[c].name == name]


# ------------------------------------------------------------------------------------------
# Wise Spy (1, P*): once in your turn, look at the top 3 cards of your deck, put them back in
# any order.
# ruling: dale.card.owls.wise_spy — looking is not drawing: with fewer than 3 cards in the deck
# you look at those (no reshuffle of the discard pile); the ability needs a card in the deck.
# ------------------------------------------------------------------------------------------
def _spy_available(state: DaleState, p: int, card: int) -> bool:
    return bool(state.decks[p])


def _spy_use(state: DaleState, p: int, card: int) -> None:
    deck = state.decks[p]
    seen = tuple(deck.pop() for _ in range(min(3, len(deck))))
    state.aside.extend(seen)
    _spy_next(state, p, seen, ())


def _spy_next(state: DaleState, p: int, rest: tuple, placed: tuple) -> None:
    """Ask for the next card from the top while the order of the rest could matter; then put
    the cards back (``placed`` top first, then ``rest``)."""
    if len(rest) >= 2 and len({m.token(state, c) for c in rest}) > 1:
        state.frames.append(("wise_spy", p, rest, placed))
        return
    order = list(placed) + list(rest)  # top first
    for c in order:
        state.aside.remove(c)
    state.decks[p].extend(reversed(order))


deck.card("Wise Spy", 1, ABILITY, bonus=False,
          summary=("Once per turn: look at the top 3 cards of your deck and put them back in "
                   "any order."))
deck.ability("Wise Spy", _spy_available, _spy_use)


deck.card("Ancient Knowledge", 2, PASSIVE, copies=3, bonus=False,
          summary=("In your hand: after another player's technique, you may discard 0–1 card "
                   "from your deck, then shuffle it."))


@deck.decision("wise_spy", Frame(seen=CARDS, placed=CARDS,
                            secret={"seen": "player", "placed": "player"}, secret_choice=True,
                            mixing=Mixing(cards=("seen",))))
class WiseSpyOrder(ChooseNext):
    """Frame ``("wise_spy", player, cards still to place, cards placed so far, top first)``."""

    prompt = "Wise Spy: choose the next card to put back on your deck, from the top down"

    def placed(self, state, frame, card, rest):
        _spy_next(state, frame[1], tuple(rest), frame[3] + (card,))


# ------------------------------------------------------------------------------------------
# Ancient Knowledge (2, P, reaction): after another player's technique has resolved, you may
# search your deck, discard 0-1 card of it, and shuffle it.
# ruling: dale.card.owls.ancient_knowledge — offered only when your deck has a card; "use"
# searches (the deck is set aside and seen by its owner), then "discard CARD" or "done" (none);
# the deck is shuffled either way; "pass" = no reaction (no shuffle).
# ------------------------------------------------------------------------------------------
@deck.on("technique")
def _after_technique(state: DaleState, seat: int, card: int, name: str) -> None:
    push_reactions(state, seat, "Ancient Knowledge", "ancient_knowledge")


@deck.decision("ancient_knowledge", REACTION)
class AncientKnowledgeReaction(Reaction):
    """``use Ancient Knowledge`` searches the deck (the next step), ``pass`` does nothing."""

    prompt = ("Ancient Knowledge: another player's technique has resolved; you may search your "
              "deck, or pass")

    def offers(self, state, frame):
        return [("use", m.token(state, frame[2]))] if state.decks[frame[1]] else []

    def react(self, state, frame, action):
        q = frame[1]
        seen = tuple(state.decks[q])  # the whole deck, seen by its owner only (set aside)
        state.decks[q].clear()
        state.aside.extend(seen)
        state.frames.append(("ancient_knowledge_search", q, seen))


@deck.decision("ancient_knowledge_search", Frame(seen=CARDS, secret={"seen": "player"},
                                            mixing=Mixing(cards=("seen",))))
class AncientKnowledgeSearch:
    """Frame ``("ancient_knowledge_search", player, the deck's cards)``: ``discard CARD`` or
    ``done`` (none); then the deck is shuffled."""

    prompt = ("Ancient Knowledge: choose a card of your deck to discard, or done; then your deck "
              "is shuffled")

    def legal(self, state, frame):
        return [("done",)] + [("discard", t) for t in m.plain_tokens(state, list(frame[2]))]

    def apply(self, state, frame, action):
        q, rest = frame[1], list(frame[2])
        if action[0] == "discard":
            m.discard(state, q, take_aside(state, rest, action[1]))
        shuffle_into_deck(state, q, rest)


# ------------------------------------------------------------------------------------------
# Quality Inspection (3, P): right after it reaches your hand, you may ditch 1 card, then
# draw 1.
# ruling: dale.card.owls.quality_inspection — "reaches your hand" is any way into the hand:
# drawn (the ``drew`` event, also when it leaves and is drawn again in one effect), bought, or
# taken or given by any effect (the ``enters_hand`` hook: the engine compares the hands before
# and after each decision). Drawn during a clean-up, the choice comes after the refill. The
# ditched card may be this card itself.
# ------------------------------------------------------------------------------------------
def push_inspection(state: DaleState, seat: int, card: int, kind: str) -> None:
    """When ``card`` is a Quality Inspection that reached seat's hand, push the frame
    ``(kind, seat, card)`` unless it is already pending."""
    if state.cfg.types[card].name == "Quality Inspection" and \
            (kind, seat, card) not in state.frames:
        state.frames.append((kind, seat, card))


def _inspect(state: DaleState, seat: int, card: int) -> None:
    push_inspection(state, seat, card, "quality_inspection")


deck.card("Quality Inspection", 3, PASSIVE, copies=3, bonus=False,
          summary=("When it reaches your hand, you may throw away 1 card from your hand and "
                   "draw 1."))
deck.hooks("Quality Inspection", enters_hand=_inspect)


deck.card("Binoculars", 4, PASSIVE, copies=3, bonus=False,
          summary="In your hand: after another player buys, you may draw 1 card, then discard 1.")
deck.card("Balancing", 5, PASSIVE, copies=1, bonus=False,
          summary=("In your hand: after another player shuffles their deck, you may swap an "
                   "animalfolk card from your hand with a card of your discard pile."))
deck.card("Extra Remarks", 5, PASSIVE, copies=1, bonus=False,
          summary=("In your hand: after another player builds, you may put 1 card from your "
                   "discard pile on top of your deck."))


@deck.on("drew")
def _drew(state: DaleState, seat: int, card: int) -> None:
    _inspect(state, seat, card)


@deck.decision("quality_inspection", REACTION)
class QualityInspectionStep(Reaction):
    prompt = ("Quality Inspection has reached your hand: you may throw away 1 card from your "
              "hand and draw 1, or pass")

    def offers(self, state, frame):
        return [("ditch", t) for t in m.plain_tokens(state, state.hands[frame[1]])]

    def react(self, state, frame, action):
        q = frame[1]
        m.ditch(state, take_from_hand(state, q, action[1]))
        m.draw(state, q)


# ------------------------------------------------------------------------------------------
# Binoculars (4, P, reaction): after another player buys, you may draw 1 card, then discard 1.
# ------------------------------------------------------------------------------------------
def bought_reactions(state: DaleState, seat: int, card: int, binoculars: str,
                     inspection: str) -> None:
    """After seat bought card: the Binoculars reactions of the other seats (step kind
    ``binoculars``), then the buyer's Quality Inspection (step kind ``inspection``)."""
    push_reactions(state, seat, "Binoculars", binoculars)
    push_inspection(state, seat, card, inspection)  # the bought card reaches the hand first


@deck.on("bought")
def _after_buy(state: DaleState, seat: int, card: int, paid: tuple) -> None:
    bought_reactions(state, seat, card, "binoculars", "quality_inspection")


@deck.decision("binoculars", REACTION)
class BinocularsReaction(Reaction):
    prompt = "Binoculars: another player has bought; you may draw 1 card and then discard 1, or pass"

    def offers(self, state, frame):
        return [("use", m.token(state, frame[2]))]

    def react(self, state, frame, action):
        q = frame[1]
        state.frames.append(("binoculars_discard", q))  # after whatever the draw triggers
        m.draw(state, q)


@deck.decision("binoculars_discard", Frame())
class BinocularsDiscard(DiscardFromHand):
    prompt = "Binoculars: choose the card to discard from your hand"


# ------------------------------------------------------------------------------------------
# Balancing (5, P, reaction): after another player shuffles their deck, you may swap an
# animalfolk card of your hand with any card of your discard pile.
# ruling: dale.card.owls.balancing — "shuffles their deck" = that player's deck is shuffled,
# whatever the cause: their discard pile shuffled into a new deck, or a deck shuffled by an
# effect (the engine's "deck_shuffled" event; changed, issue 26: before, only the former). You
# first take the card from the discard pile, then name the animalfolk card of your hand (not
# the one just taken), which takes its place in the pile.
# ------------------------------------------------------------------------------------------
@deck.on("deck_shuffled")
def _after_shuffle(state: DaleState, seat: int) -> None:
    push_reactions(state, seat, "Balancing", "balancing")


def _folk_in_hand(state: DaleState, q: int, but: int | None = None) -> list[int]:
    types = state.cfg.types
    return [c for c in state.hands[q] if c != but and not types[c].is_junk]


@deck.decision("balancing", REACTION)
class BalancingReaction(Reaction):
    prompt = ("Balancing: another player has shuffled their deck; you may take 1 card from your "
              "discard pile in exchange for an animalfolk card of your hand, or pass")

    def offers(self, state, frame):
        q = frame[1]
        if not _folk_in_hand(state, q):
            return []
        return [("keep", t) for t in m.plain_tokens(state, state.discards[q])]

    def react(self, state, frame, action):
        q = frame[1]
        pile = state.discards[q]
        card = m.find_card(state, pile, action[1])
        where = pile.index(card)
        pile.remove(card)
        state.hands[q].append(card)
        state.frames.append(("balancing_give", q, card, where))


@deck.decision("balancing_give", Frame(taken=CARD, place=NUMBER))
class BalancingGive:
    """Frame ``("balancing_give", player, card taken, its place in the discard pile)``."""

    prompt = "Balancing: choose the animalfolk card of your hand that goes to your discard pile"

    def legal(self, state, frame):
        return [("discard", t)
                for t in m.plain_tokens(state, _folk_in_hand(state, frame[1], frame[2]))]

    def apply(self, state, frame, action):
        q, taken, where = frame[1], frame[2], frame[3]
        card = m.find_card(state, state.hands[q], action[1], taken={taken})
        h.remove_from_hand(state, q, card)
        state.discards[q].insert(min(where, len(state.discards[q])), card)


# ------------------------------------------------------------------------------------------
# Extra Remarks (5, P, reaction): after another player builds, you may put 1 card of your
# discard pile on top of your deck.
# ------------------------------------------------------------------------------------------
@deck.on("built")
def _after_build(state: DaleState, seat: int, stack: tuple) -> None:
    push_reactions(state, seat, "Extra Remarks", "extra_remarks")


@deck.decision("extra_remarks", REACTION)
class ExtraRemarksReaction(Reaction):
    prompt = ("Extra Remarks: another player has built; you may put 1 card from your discard "
              "pile on top of your deck, or pass")

    def offers(self, state, frame):
        return [("top", t) for t in m.plain_tokens(state, state.discards[frame[1]])]

    def react(self, state, frame, action):
        q = frame[1]
        state.decks[q].append(take_card(state, state.discards[q], action[1]))


__all__ = ["reacting_seats", "push_reactions", "copies_in_hand"]
