"""Lemurs, remaster edition: the supply and the bin. Delightful Surprise, Fortunate Upgrade
and Replacement are as in the classic edition (their declarations reused); Voracious
Consumer (now a passive counted higher when it pays), Fashion Hint (now an ability that draws
from the supply) and Royal Privilege (now an end-of-turn ability) are reworked. Mechanics
restated in docs/rules/dale-remaster.md ("Lemurs"); rulings in docs/rulings.md ("Remaster —
Lemurs").
"""

from __future__ import annotations

from ludoteca.dale import engine_hooks as h
from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk import lemurs as classic
from ludoteca.dale.animalfolk.common import (
    DiscardFromHand,
    can_ditch_supply_top,
    copies_in_hand,
)
from ludoteca.dale.cards import ABILITY, PASSIVE
from ludoteca.dale.remaster.shared import AnimalfolkOnly
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import CARDS, Frame

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = classic.deck.reprint(module=__name__, edition="remaster")

deck.card("Voracious Consumer", 1, PASSIVE, bonus=False,
          summary="When it pays, you may count it 1 or 2 higher (it pays 1, 2 or 3).")
# Voracious Consumer: +0, +1 or +2 on its printed 1 when it pays (ruling
# remaster.lemurs.voracious_consumer: chosen in the payment, as Rigorous Chronicler's value).
deck.hooks("Voracious Consumer", pay_values=(1, 2, 3))


deck.card("Delightful Surprise", 2, copies=3, keep=True)
deck.card("Fortunate Upgrade", 3, copies=3, bonus=False, keep=True)
deck.card("Replacement", 4, copies=3, keep=True)


# -- Fashion Hint ------------------------------------------------------------------------------
def _fashion_use(state: DaleState, p: int, card: int) -> None:
    """Draw the top card of the supply into your hand (the supply rebuilt from the bin when
    empty, ``dale.cleanup.market_deck_empty``); then toss it or end your action phase
    (ruling ``remaster.lemurs.fashion_hint``)."""
    top = m.draw_supply(state)
    if top is not None:
        state.hands[p].append(top)
        state.frames.append(("r_lemurs_fashion_hint", p, (top,)))


deck.card("Fashion Hint", 5, ABILITY, copies=1, bonus=False,
          summary=("Once per turn: draw the top card of the supply; then toss it, or keep it "
                   "and end your action phase."))
deck.ability("Fashion Hint", can_ditch_supply_top, _fashion_use)


deck.card("Royal Privilege", 5, PASSIVE, copies=1, bonus=False,
          summary=("At the end of your turn you may discard 1 animalfolk card from your hand "
                   "to draw 2 cards."))


@deck.decision("r_lemurs_fashion_hint", Frame(drawn=CARDS, secret={"drawn": "player"},
                                             secret_choice=True))
class FashionHintChoice:
    """``ditch CARD``: the drawn card is tossed (face up, junk to the junkyard, animalfolk to
    the bin) and the turn goes on; ``keep CARD``: it stays in the hand and the action phase
    ends (no action left: the clean-up follows)."""

    prompt = "Fashion Hint: toss the card drawn (ditch), or keep it and end your action phase"

    def legal(self, state, frame):
        card = frame[2][0]
        if card not in state.hands[frame[1]]:
            return []
        tok = m.token(state, card)
        return [("ditch", tok), ("keep", tok)]

    def apply(self, state, frame, action):
        p, card = frame[1], frame[2][0]
        if action[0] == "ditch":
            h.remove_from_hand(state, p, card)
            m.ditch(state, card)
        else:
            state.actions_left = 0  # the action phase ends (dale.turn.phases)


# -- Royal Privilege ---------------------------------------------------------------------------
@deck.on("refilled")
def _royal_privilege(state: DaleState, p: int) -> None:
    """After the clean-up refill: for each Royal Privilege in the hand (a chameleon that may
    copy it counts) the seat may discard 1 animalfolk card to draw 2 (ruling
    ``remaster.lemurs.royal_privilege``)."""
    for _ in range(copies_in_hand(state, p, "Royal Privilege")):
        state.frames.append(("r_lemurs_royal_privilege", p))


@deck.decision("r_lemurs_royal_privilege", Frame())
class RoyalPrivilegeDiscard(AnimalfolkOnly, DiscardFromHand):
    """``discard CARD`` (an animalfolk card of the hand, Royal Privilege itself included) and
    draw 2 cards, or ``pass``."""

    rule = "dale.cleanup.draw"
    prompt = ("Royal Privilege: discard an animalfolk card from your hand to draw 2 cards, or "
              "pass")
    optional = True

    def then(self, state, frame, card):
        for _ in range(2):
            m.draw(state, frame[1])
