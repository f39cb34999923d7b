"""Olms, remaster edition (a new deck): tossing cards to reach the market. Blind Examiner tosses
the supply's top card and buys from the bin; the techniques toss a card of a discard pile, a
hand, a deck or the market to take or hand out market cards. Mechanics restated in
docs/rules/dale-remaster.md.
"""

from __future__ import annotations

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import (DitchFromHand, LookAtOthersDeck, LookAtOthersHand,
                                             TakeMarketCard, can_ditch_supply_top,
                                             discard_seen, ditch_supply_top, technique_step)
from ludoteca.dale.card_rules import PAY_FROM_BIN, Deck
from ludoteca.dale.cards import ABILITY
from ludoteca.dale.remaster.shared import (AnimalfolkOnly, DitchFromDiscard, OneOfSeen,
                                           TossMarketCards, target_seen_frame)
from ludoteca.dale.state import EMPTY, DaleState
from ludoteca.dale.steps import NUMBER, SEAT, Frame

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("olms", "Olms", module=__name__, edition="remaster")

#: The middle market slot (+2), Softness Shroud's.
MIDDLE = 2
#: Medicine Masher: the most market cards tossed.
MASHER_MOST = 2
#: How many cards Opener Sticks and Song-making Stone look at.
STICKS_SEEN = 3
STONE_SEEN = 3


deck.card("Blind Examiner", 1, ABILITY, bonus=False,
          summary=("Once per turn: toss the top card of the supply. When it pays, you may buy "
                   "the top card of the bin."))
# -- Blind Examiner -----------------------------------------------------------------------------
# the Market Discovery of the classic Pandas, at value 1: the ability tosses the supply's top
# card; paying with it may buy the bin's top card at its printed value (dale.market.payment).
deck.ability("Blind Examiner", can_ditch_supply_top, ditch_supply_top)
deck.hooks("Blind Examiner", pay_flags=PAY_FROM_BIN)


deck.card("Softness Shroud", 2, copies=3, score=4, bonus_first=True,
          summary=("Toss 1 animalfolk card of your discard pile to take the card of the middle "
                   "market slot."))
# -- Softness Shroud ----------------------------------------------------------------------------
# ruling: remaster.olms.softness_shroud — offered only while the middle slot holds a card (the
# toss pays for taking it); the slot is refilled with the market right after the technique.
@technique_step(deck, "Softness Shroud", "r_olms_shroud")
class ShroudToss(AnimalfolkOnly, DitchFromDiscard):
    """Toss 1 animalfolk card of your discard pile to take the middle market card."""

    prompt = ("Softness Shroud: choose an animalfolk card of your discard pile to toss (you take "
              "the middle market card)")

    def open(self, state, frame):
        return state.market[MIDDLE] != EMPTY

    def then(self, state, frame, card):
        state.hands[frame[1]].append(state.market[MIDDLE])
        state.market[MIDDLE] = EMPTY


# -- Medicine Masher ----------------------------------------------------------------------------
# ruling: remaster.olms.medicine_masher — the market cards are tossed one at a time (``ditch
# CARD``, the card's slot stays empty until the refill after the technique) or ``done``; they
# may be tossed even when the hand was empty.
@deck.card("Medicine Masher", 3, copies=3, score=2,
           summary="Toss 1 card from your hand, then toss up to 2 market cards.")
def medicine_masher(state: DaleState, p: int, card: int) -> None:
    """Toss 1 card from your hand, then toss up to 2 market cards."""
    state.frames.append(("r_olms_masher_market", p, 0))  # resolved second
    state.frames.append(("r_olms_masher_hand", p))       # resolved first


@deck.decision("r_olms_masher_hand", Frame())
class MasherHand(DitchFromHand):
    prompt = "Medicine Masher: choose a card from your hand to toss"


@deck.decision("r_olms_masher_market", Frame(tossed=NUMBER))
class MasherMarket(TossMarketCards):
    prompt = "Medicine Masher: choose a market card to toss, or done"

    def open(self, state, frame):
        return frame[2] < MASHER_MOST

    def again(self, state, frame):
        state.frames.append(("r_olms_masher_market", frame[1], frame[2] + 1))


deck.card("Opener Sticks", 4, copies=3, score=4,
          summary=("Look at the top 3 cards of another player's deck; you may toss 1 of them "
                   "to take any market card. All of them go to that player's discard pile."))
# -- Opener Sticks ------------------------------------------------------------------------------
# ruling: remaster.olms.opener_sticks — the three cards are shown to you alone; toss one of them
# (``ditch CARD``) and then take a market card of your choice, or ``pass``; the cards not
# tossed go face up onto that player's discard pile.
@technique_step(deck, "Opener Sticks", "r_olms_sticks_target")
class SticksTarget(LookAtOthersDeck):
    """Look at another player's top 3 deck cards; you may toss 1 to take any market card; the
    rest go to their discard pile."""

    prompt = "Opener Sticks: choose the player whose deck you look at"
    look, then = STICKS_SEEN, "r_olms_sticks"


@deck.decision("r_olms_sticks", target_seen_frame())
class SticksToss(OneOfSeen):
    prompt = ("Opener Sticks: toss one of the cards you look at to take a market card, or pass "
              "(they go to that player's discard pile)")
    verb = "ditch"

    def chosen(self, state, frame, card):
        m.ditch(state, card)
        state.frames.append(("r_olms_take", frame[1]))

    def rest(self, state, frame, seen):
        discard_seen(state, frame[2], seen)


@deck.decision("r_olms_take", Frame())
class TakeMarket(TakeMarketCard):
    prompt = "Opener Sticks: choose the market card you take into your hand"


deck.card("Song-making Stone", 5, copies=1, score=3,
          summary=("Look at 3 random cards of another player's hand; you may toss 1 of them to "
                   "give that player a market card."))
# -- Song-making Stone --------------------------------------------------------------------------
# ruling: remaster.olms.song_making_stone — three random hand cards of the chosen player are
# set aside and shown to you alone; toss one (``ditch CARD``) and choose the market card that
# player gets into their hand, or ``pass``; the cards not tossed go back to their hand.
@technique_step(deck, "Song-making Stone", "r_olms_stone_target")
class StoneTarget(LookAtOthersHand):
    """Look at 3 random cards of another player's hand; you may toss 1 of them to give that
    player a market card."""

    prompt = "Song-making Stone: choose the player whose hand cards you look at"
    look, then = STONE_SEEN, "r_olms_stone"


@deck.decision("r_olms_stone", target_seen_frame())
class StoneToss(OneOfSeen):
    prompt = ("Song-making Stone: toss one of the cards you look at to give that player a "
              "market card, or pass")
    verb = "ditch"

    def chosen(self, state, frame, card):
        m.ditch(state, card)
        state.frames.append(("r_olms_give", frame[1], frame[2]))

    def rest(self, state, frame, seen):
        for c in seen:  # back into that player's hand
            state.aside.remove(c)
            state.hands[frame[2]].append(c)


@deck.decision("r_olms_give", Frame(target=SEAT))
class GiveMarket(TakeMarketCard):
    prompt = "Song-making Stone: choose the market card that player gets"
    to = 2


# -- Cave Banquett ------------------------------------------------------------------------------
# ruling: remaster.olms.cave_banquett — seat by seat in turn order from yours, you choose the
# market card that goes on top of that seat's deck (``take +N``); the market is not refilled
# in between, so with fewer cards than players the last seats get none.
@deck.card("Cave Banquett", 5, copies=1, score=2,
           summary="Put 1 market card on top of each player's deck.")
def cave_banquett(state: DaleState, p: int, card: int) -> None:
    """Put 1 market card on top of each player's deck (you choose which goes where)."""
    state.frames.append(("r_olms_banquet", p, p))


@deck.decision("r_olms_banquet", Frame(to=SEAT))
class BanquetPut(TakeMarketCard):
    prompt = "Cave Banquett: choose the market card that goes on top of this player's deck"

    def put(self, state, frame, card):
        p, q = frame[1], frame[2]
        state.decks[q].append(card)
        nxt = (q + 1) % state.cfg.n_players
        if nxt != p:
            state.frames.append(("r_olms_banquet", p, nxt))


for _name in ("Softness Shroud", "Opener Sticks", "Song-making Stone"):
    deck.hooks(_name, throws_own=True, moves_cards=True)
deck.hooks("Medicine Masher", throws_own=True)
