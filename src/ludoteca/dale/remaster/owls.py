"""Owls, remaster edition: reactions in other players' turns. Wise Spy as in the classic
edition (its declaration reused); Ancient Knowledge, Binoculars, Balancing and Extra Remarks
reworked (new effects; three of them are discarded once used), Quality Inspection reworked (the
toss-and-draw is compulsory). Mechanics restated in docs/rules/dale-remaster.md; rulings under
"Remaster — Owls" in docs/rulings.md.

The reactions work as the classic ones (``ludoteca.dale.animalfolk.owls``): a listener of an
engine event pushes one frame per copy of the card in each other seat's hand, in turn order
from the active seat (rulings ``dale.card.owls.reaction_in_hand`` and
``dale.card.owls.reaction_order`` hold in this edition too), and every reaction but Quality
Inspection offers ``pass``. None of the classic listeners is taken over (``listeners=False``):
each acted for a reworked card.
"""

from __future__ import annotations

from ludoteca.dale import engine_hooks as h
from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk import owls as classic
from ludoteca.dale.animalfolk.common import DiscardFromHand, KeepOneSeen, Reaction, TakeFromDiscard
from ludoteca.dale.animalfolk.common import end_search, search_deck
from ludoteca.dale.animalfolk.owls import REACTION, push_reactions
from ludoteca.dale.cards import ABILITY, PASSIVE
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import CARD, CARDS, NUMBER, Frame, Mixing

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = classic.deck.reprint(module=__name__, edition="remaster", listeners=False)

deck.card("Wise Spy", 1, ABILITY, bonus=False, keep=True)
deck.card("Ancient Knowledge", 2, PASSIVE, copies=3, bonus=False,
          summary=("In your hand: after another player's technique, you may draw 2 cards and "
                   "discard this card."))
deck.drop_steps(["ancient_knowledge", "ancient_knowledge_search", "quality_inspection",
                 "binoculars", "binoculars_discard", "balancing", "balancing_give",
                 "extra_remarks"])

def _discard_reacting_card(state: DaleState, q: int, card: int) -> None:
    """The reacting card goes from its owner's hand to its discard pile (if still there)."""
    if card in state.hands[q]:
        h.remove_from_hand(state, q, card)
        m.discard(state, q, card)


# -- Ancient Knowledge -----------------------------------------------------------------------
@deck.on("technique")
def _after_technique(state: DaleState, seat: int, card: int, name: str) -> None:
    push_reactions(state, seat, "Ancient Knowledge", "r_owls_ancient_knowledge")


@deck.decision("r_owls_ancient_knowledge", REACTION)
class AncientKnowledgeReaction(Reaction):
    """``use Ancient Knowledge``: draw 2, then this card goes to your discard pile (ruling
    ``remaster.owls.ancient_knowledge``)."""

    prompt = ("Ancient Knowledge: another player's technique has resolved; you may draw 2 cards "
              "and discard this card, or pass")

    def offers(self, state, frame):
        return [("use", m.token(state, frame[2]))]

    def react(self, state, frame, action):
        q, card = frame[1], frame[2]
        for _ in range(2):
            m.draw(state, q)
        _discard_reacting_card(state, q, card)


# -- Quality Inspection ----------------------------------------------------------------------
def _inspect(state: DaleState, seat: int, card: int) -> None:
    classic.push_inspection(state, seat, card, "r_owls_quality_inspection")


deck.card("Quality Inspection", 3, PASSIVE, copies=3, bonus=False,
          summary="When it reaches your hand, toss 1 card from your hand and draw 1.")
deck.hooks("Quality Inspection", enters_hand=_inspect,
           throws_own=True)  # position files: a tossed starting card may reach the market


deck.card("Binoculars", 4, PASSIVE, copies=3, bonus=False,
          summary=("In your hand: after another player buys, you may take 2 cards of your deck "
                   "into your hand, shuffle it and discard this card."))
deck.card("Balancing", 5, PASSIVE, copies=1, bonus=False,
          summary=("In your hand: after another player shuffles their deck, you may discard 2 "
                   "cards and draw 2."))
deck.card("Extra Remarks", 5, PASSIVE, copies=1, bonus=False,
          summary=("In your hand: after another player builds, you may take 2 cards of your "
                   "discard pile into your hand and discard this card."))


@deck.on("drew")
def _drew(state: DaleState, seat: int, card: int) -> None:
    _inspect(state, seat, card)


@deck.decision("r_owls_quality_inspection", REACTION)
class QualityInspectionStep:
    """While the card is still in its owner's hand: ``ditch CARD`` (any hand card, itself
    included), then draw 1; no ``pass`` (ruling ``remaster.owls.quality_inspection``)."""

    prompt = "Quality Inspection has reached your hand: toss 1 card from your hand, then draw 1"

    def legal(self, state, frame):
        q = frame[1]
        if frame[2] not in state.hands[q]:
            return []
        return [("ditch", t) for t in m.plain_tokens(state, state.hands[q])]

    apply = classic.QualityInspectionStep.react  # toss the card named, then draw 1


# -- Binoculars ------------------------------------------------------------------------------
@deck.on("bought")
def _after_buy(state: DaleState, seat: int, card: int, paid: tuple) -> None:
    classic.bought_reactions(state, seat, card, "r_owls_binoculars", "r_owls_quality_inspection")


@deck.decision("r_owls_binoculars", REACTION)
class BinocularsReaction(Reaction):
    """``use Binoculars``: it goes to your discard pile, you search your deck for 2 cards (one
    at a time) and shuffle it (ruling ``remaster.owls.binoculars``)."""

    prompt = ("Binoculars: another player has bought; you may take 2 cards of your deck and "
              "discard this card, or pass")

    def offers(self, state, frame):
        return [("use", m.token(state, frame[2]))] if state.decks[frame[1]] else []

    def react(self, state, frame, action):
        q, card = frame[1], frame[2]
        _discard_reacting_card(state, q, card)
        state.frames.append(("r_owls_binoculars_search", q, search_deck(state, q), 2))


@deck.decision("r_owls_binoculars_search", Frame(seen=CARDS, left=NUMBER, secret={"seen": "player"},
                                                 secret_choice=True, mixing=Mixing(cards=("seen",))))
class BinocularsSearch(KeepOneSeen):
    """Frame ``(kind, player, the deck's cards still aside, cards still to take)``."""

    prompt = "Binoculars: choose a card of your deck to take into your hand"

    def rest(self, state, frame, seen):
        q, left = frame[1], frame[3]
        if left > 1 and seen:
            state.frames.append((frame[0], q, tuple(seen), left - 1))
        else:
            end_search(state, q, seen)


# -- Balancing -------------------------------------------------------------------------------
@deck.on("shuffled")
def _after_shuffle(state: DaleState, seat: int) -> None:
    push_reactions(state, seat, "Balancing", "r_owls_balancing")


@deck.decision("r_owls_balancing", REACTION)
class BalancingReaction(Reaction):
    """``use Balancing``: discard 2 cards of your hand (one at a time, Balancing may be one),
    then draw 2 (ruling ``remaster.owls.balancing``)."""

    prompt = ("Balancing: another player has shuffled their deck; you may discard 2 cards and "
              "draw 2, or pass")

    def offers(self, state, frame):
        return [("use", m.token(state, frame[2]))] if len(state.hands[frame[1]]) >= 2 else []

    def react(self, state, frame, action):
        state.frames.append(("r_owls_balancing_discard", frame[1], 2))


@deck.decision("r_owls_balancing_discard", Frame(left=NUMBER))
class BalancingDiscard(DiscardFromHand):
    prompt = "Balancing: choose a card from your hand to discard"

    def then(self, state, frame, card):
        q, left = frame[1], frame[2]
        if left > 1 and state.hands[q]:
            state.frames.append((frame[0], q, left - 1))
        else:
            for _ in range(2):
                m.draw(state, q)


# -- Extra Remarks ---------------------------------------------------------------------------
@deck.on("built")
def _after_build(state: DaleState, seat: int, stack: tuple) -> None:
    push_reactions(state, seat, "Extra Remarks", "r_owls_extra_remarks")


@deck.decision("r_owls_extra_remarks", REACTION)
class ExtraRemarksReaction(Reaction):
    """``use Extra Remarks``: take 2 cards of your discard pile into your hand (one at a time),
    then this card goes to your discard pile (ruling ``remaster.owls.extra_remarks``)."""

    prompt = ("Extra Remarks: another player has built; you may take 2 cards from your discard "
              "pile and discard this card, or pass")

    def offers(self, state, frame):
        return [("use", m.token(state, frame[2]))] if state.discards[frame[1]] else []

    def react(self, state, frame, action):
        state.frames.append(("r_owls_extra_remarks_take", frame[1], 2, frame[2]))


@deck.decision("r_owls_extra_remarks_take", Frame(left=NUMBER, card=CARD))
class ExtraRemarksTake(TakeFromDiscard):
    """Frame ``(kind, player, cards still to take, the Extra Remarks card)``: ``keep CARD``
    takes a card of the discard pile (face up: of equal ones, the topmost)."""

    prompt = "Extra Remarks: choose a card of your discard pile to take into your hand"
    topmost = True

    def then(self, state, frame, taken):
        q, left, card = frame[1], frame[2], frame[3]
        if left > 1 and state.discards[q]:
            state.frames.append((frame[0], q, left - 1, card))
        else:
            _discard_reacting_card(state, q, card)
