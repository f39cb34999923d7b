"""Hares: the hare die, faces stars ×2, planet ×3, comet ×1 (Arcane Scholar, Barometer, Bad
Omen, Festival, Celestial Guidance, Calendar). Mechanics restated in docs/rules/dale-cards.md
(where the die's A is the comet, B the planet and C the stars); the faces in
``deck.die``, rolled with ``mechanics.roll_die`` (the state's RNG; the roll is
shown in the views with its translated face name).
"""

from __future__ import annotations

from ludoteca.dale.card_rules import Deck
from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import look_at_top
from ludoteca.dale.animalfolk.common import ChooseCard, ChooseNext, DiscardSeveral, KeepOneSeen
from ludoteca.dale.animalfolk.common import TakeFromDiscard
from ludoteca.dale.animalfolk.common import can_ditch_supply_top, discard_deck_top, end_search
from ludoteca.dale.animalfolk.common import seen_frame, take_aside, take_supply_top
from ludoteca.dale.steps import CARDS, Frame, Mixing, NUMBER
from ludoteca.dale.state import DaleState
from ludoteca.dale.cards import ABILITY

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("hares", "Hares", module=__name__)

HARE = "hare"
deck.die(HARE, ("stars", "stars", "planet", "planet", "planet", "comet"))  # the hare die
COMET, PLANET, STARS = "comet", "planet", "stars"  # the die's A, B and C

# Position files: Barometer takes the printed value (1–5) of the market card it threw away.
deck.hooks("Barometer", value_set=(1, 2, 3, 4, 5))
deck.hooks("Bad Omen", throws_own=True)  # a card of one's own deck may be thrown away


# ---------------------------------------------------------------------------------------------
@deck.card("Arcane Scholar", 1, score=1,
           summary=("Draw 1 card, then roll the hare die. Comet: discard 2 cards from your "
                    "hand. Stars: discard the top 2 cards of your deck."))
def arcane_scholar(state: DaleState, p: int, card: int) -> None:
    """Draw 1 card, then roll the hare die: comet, discard 2 cards of your hand (your choice,
    one at a time; all if fewer); planet, nothing; stars, discard the top 2 cards of your deck
    (refilled from the discard pile when empty, as for a draw: ``dale.cleanup.reshuffle``)."""
    m.draw(state, p)
    face = m.roll_die(state, HARE)
    if face == COMET:
        state.frames.append(("arcane_scholar", p, 2))
    elif face == STARS:
        # ruling: dale.card.hares.arcane_scholar — the top 2 cards go one at a time, each as a
        # card taken off the deck top (an empty deck is first refilled from the discard pile)
        discard_deck_top(state, p, 2)


@deck.decision("arcane_scholar", Frame(left=NUMBER))
class ArcaneScholarDiscard(DiscardSeveral):
    prompt = "Arcane Scholar (comet): choose a card of your hand to discard"


# ---------------------------------------------------------------------------------------------
def _barometer_use(state: DaleState, p: int, card: int) -> None:
    """Throw away the top card of the market deck (rebuilt from the market discard pile when
    empty, ``dale.cleanup.market_deck_empty``); this Barometer's value becomes that card's
    printed value for the rest of the turn (a value effect, ``dale.value.order``)."""
    top = m.draw_supply(state)
    if top is None:
        return
    m.ditch(state, top)
    # ruling: dale.card.hares.barometer — the printed value, as a value effect of the turn
    state.effects.append(("set", card, state.cfg.types[top].value))


deck.card("Barometer", 2, ABILITY, copies=3, bonus=False,
          summary=("Once per turn: throw away the top market deck card; this card's value "
                   "becomes that card's value this turn."))
deck.ability("Barometer", can_ditch_supply_top, _barometer_use)


# ---------------------------------------------------------------------------------------------
@deck.card("Bad Omen", 3, copies=3, score=4, bonus_first=True,
           summary=("Look at the top 3 cards of your deck: you may throw 1 away; put the rest "
                    "back in any order."))
def bad_omen(state: DaleState, p: int, card: int) -> None:
    """Draw the top 3 cards of your deck (the discard pile reshuffled when the deck runs out;
    never junk, ``dale.cleanup.junk_draw``); you may throw 1 of them away; put the others back on top in the
    order you choose. ruling: dale.card.hares.bad_omen"""
    look_at_top(state, p, 3, "bad_omen")


@deck.decision("bad_omen", Frame(seen=CARDS, secret={"seen": "player"},
                            mixing=Mixing(cards=("seen",))))
class BadOmenDitch(ChooseCard):
    prompt = "Bad Omen: choose a card to throw away, or pass to keep all of them"
    verb, pile, extra = "ditch", 2, (("pass",),)

    def apply(self, state, frame, action):
        p, seen = frame[1], list(frame[2])
        # ruling: dale.card.hares.bad_omen — optional; the others go back from the top down
        if action[0] == "ditch":  # the choice is public: the card goes face up to the bin
            m.ditch(state, take_aside(state, seen, action[1]))
        _order(state, p, seen, ())


def _order(state: DaleState, p: int, rest: list[int], placed: tuple) -> None:
    """Ask for the next card from the top (``placed``: those chosen so far, top first) while
    the order of ``rest`` could matter, else put everything back on the deck."""
    if len({m.token(state, c) for c in rest}) > 1:
        state.frames.append(("bad_omen_order", p, tuple(rest), placed))
        return
    for c in rest + list(reversed(placed)):  # the first card placed ends on top
        state.aside.remove(c)
        state.decks[p].append(c)


@deck.decision("bad_omen_order", Frame(seen=CARDS, placed=CARDS,
                                  secret={"seen": "player", "placed": "player"},
                                  secret_choice=True, mixing=Mixing(cards=("seen", "placed"))))
class BadOmenOrder(ChooseNext):
    prompt = "Bad Omen: choose the next card to put back on your deck, from the top down"

    def placed(self, state, frame, card, rest):
        _order(state, frame[1], rest, frame[3] + (card,))


# ---------------------------------------------------------------------------------------------
@deck.card("Festival", 4, copies=3, score=5, bonus_first=True,
           summary=("Roll the hare die. Comet: take the top market deck card. Planet: draw 1 "
                    "card. Stars: nothing."))
def festival(state: DaleState, p: int, card: int) -> None:
    """Roll the hare die: comet, take the top card of the market deck into your hand; planet,
    draw 1 card; stars, nothing."""
    face = m.roll_die(state, HARE)
    if face == COMET:
        take_supply_top(state, p)
    elif face == PLANET:
        m.draw(state, p)


# ---------------------------------------------------------------------------------------------
@deck.card("Celestial Guidance", 5, copies=1, score=4, bonus_first=True,
           summary=("Roll the hare die. Planet: take any card of your deck, then shuffle it. "
                    "Stars: take any card of your discard pile."))
def celestial_guidance(state: DaleState, p: int, card: int) -> None:
    """Roll the hare die: comet, nothing; planet, search your deck for 1 card, take it into your
    hand and shuffle the deck; stars, take 1 card of your choice from your discard pile."""
    face = m.roll_die(state, HARE)
    if face == PLANET:
        # ruling: dale.card.hares.celestial_guidance — a search is no draw: an empty deck is not
        # refilled from the discard pile (nothing found)
        if state.decks[p]:
            seen = tuple(state.decks[p])
            state.decks[p].clear()
            state.aside.extend(seen)
            state.frames.append(("celestial_search", p, seen))
    elif face == STARS:
        state.frames.append(("celestial_discard", p))


@deck.decision("celestial_search", seen_frame())
class CelestialSearch(KeepOneSeen):
    prompt = "Celestial Guidance (planet): choose the card of your deck to take into your hand"

    def rest(self, state, frame, seen):
        end_search(state, frame[1], seen)


@deck.decision("celestial_discard", Frame())
class CelestialDiscard(TakeFromDiscard):
    prompt = "Celestial Guidance (stars): choose the card of your discard pile to take"
    topmost = True  # the discard pile is face up: of equal cards the one nearest the top


# ---------------------------------------------------------------------------------------------
def _calendar_available(state: DaleState, p: int, card: int) -> bool:
    return bool(state.discards[p])


def _calendar_use(state: DaleState, p: int, card: int) -> None:
    """Put the top card of your discard pile into your deck and shuffle the deck."""
    state.decks[p].append(state.discards[p].pop())
    m.shuffle(state, state.decks[p])


deck.card("Calendar", 5, ABILITY, copies=1, bonus=False,
          summary="Once per turn: shuffle the top card of your discard pile into your deck.")
deck.ability("Calendar", _calendar_available, _calendar_use)
