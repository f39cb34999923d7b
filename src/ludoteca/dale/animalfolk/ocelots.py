"""Ocelots: the ocelot die (Bold Haggler, New Season, Whirligig, Charm, Gamble, Blindfold).
Mechanics restated in docs/rules/dale-cards.md; die faces in ``OCELOT_DIE``."""

from __future__ import annotations

from ludoteca.dale.card_rules import Deck
from ludoteca.dale import engine_hooks as h
from ludoteca.dale import mechanics as m
from ludoteca.dale import tokens
from ludoteca.dale.animalfolk.common import technique_step
from ludoteca.dale.animalfolk.common import ChooseCardAndOther, ChooseOtherPlayer
from ludoteca.dale.animalfolk.common import MoveFromDiscard, cycle_hand, others
from ludoteca.dale.animalfolk.common import take_random_from_hand, take_supply_top
from ludoteca.dale.steps import CARD, Frame, Mixing, SEAT
from ludoteca.dale.state import DaleState
from ludoteca.dale.cards import ABILITY

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("ocelots", "Ocelots", module=__name__)

#: Faces of the ocelot die. The sources disagree (0,1,1,2,2,3 in older printings, 0,1,2,2,3,3
#: in newer ones); we follow the older, classic printing — see docs/rulings.md.
OCELOT_DIE = (0, 1, 1, 2, 2, 3)
deck.die("ocelot", OCELOT_DIE)

#: Values an opponent may guess for Blindfold (card values reach 8 at most with effects).
GUESSES = tuple(range(1, 9))


def _haggler_use(state: DaleState, p: int, card: int) -> None:
    """Roll the ocelot die and add the result to this card's value until the end of the turn
    (the faces are the ruleset's ``ocelot`` die: :data:`OCELOT_DIE` in the classic edition)."""
    state.effects.append(("add", card, m.roll(state, state.cfg.rules.dice["ocelot"])))


deck.card("Bold Haggler", 1, ABILITY, bonus=False,
          summary="Once per turn: roll the ocelot die and add the result to its value this turn.")
deck.ability("Bold Haggler", lambda state, p, card: True, _haggler_use)
deck.hooks("Bold Haggler", value_bonus=tuple(sorted(set(OCELOT_DIE))))
deck.hooks("Blindfold", value_set=tuple(range(1, 6)))
deck.hooks("Whirligig", moves_cards=True)
deck.hooks("Gamble", moves_cards=True)
deck.card("New Season", 2, copies=3, score=6, bonus_first=True,
          summary=("Throw away 1 animalfolk card from your discard pile; if you did, take the "
                   "top market deck card."))
deck.hooks("New Season", throws_own=True)


@technique_step(deck, "New Season", "new_season")
class NewSeasonDitch(MoveFromDiscard):
    """Throw away 1 animalfolk card from your discard pile; if you did, take the top card of
    the market deck into your hand."""

    prompt = "New Season: choose an animalfolk card of your discard pile to throw away"
    verb, to = "ditch", "ditch"

    def cards(self, state, frame):
        return [c for c in state.discards[frame[1]] if not state.cfg.types[c].is_junk]

    def then(self, state, frame, card):
        take_supply_top(state, frame[1])


@deck.card("Whirligig", 3, copies=3, score=1,
           summary=("Discard your hand and draw as many; shuffle them with another player's "
                    "hand and deal both hands back at random."))
def whirligig(state: DaleState, p: int, card: int) -> None:
    """Discard your hand and draw as many cards; then shuffle them with another player's hand
    and deal both hands back at random, each player getting as many cards as they had."""
    cycle_hand(state, p)
    state.frames.append(("whirligig", p))


@deck.decision("whirligig", Frame(mixing=Mixing(hands=("player", "chosen"),
                                            aware=("player", "chosen"), shuffled=True)))
class WhirligigTarget(ChooseOtherPlayer):
    prompt = "Whirligig: choose the player whose hand is shuffled with yours"

    def apply(self, state, frame, action):
        p, q = frame[1], action[1]
        mine, theirs = len(state.hands[p]), len(state.hands[q])
        pool = state.hands[p] + state.hands[q]
        for c in state.hands[p] + state.hands[q]:
            if c in state.used:
                state.used.remove(c)
        m.shuffle(state, pool)
        state.hands[p] = pool[:mine]
        state.hands[q] = pool[mine:mine + theirs]


@deck.card("Charm", 4, copies=3, score=7, bonus_first=True,
           summary=("Draw the top market deck card: if it alone makes your next stack, build "
                    "it; otherwise throw it away."))
def charm(state: DaleState, p: int, card: int) -> None:
    """Take the top market deck card; if that card alone can be your next stack, build it now,
    otherwise throw it away. (A chameleon takes the first copy that fits.)"""
    from ludoteca.dale.moves import Part
    from ludoteca.dale.stall import build, check_build
    from ludoteca.core.errors import IllegalAction

    top = m.draw_supply(state)
    if top is None:
        return
    state.aside.append(top)
    for ident in m.identities(state, p, top):
        for adj in (0,) + tuple(state.cfg.rules.hook("stack_adjust", ident.name, ())):
            part = Part(top, ident, False, adj, m.value_of(state, top, ident) + adj)
            try:
                check_build(state, p, [part])
            except IllegalAction:
                continue
            state.aside.remove(top)
            state.hands[p].append(top)  # build() takes stack cards from the hand
            build(state, p, [part])
            return
    state.aside.remove(top)
    m.ditch(state, top)


deck.card("Gamble", 5, copies=1, score=1,
          summary=("Roll the ocelot die and trade that many random cards with another player's "
                   "hand."))


@technique_step(deck, "Gamble", "gamble",
                Frame(mixing=Mixing(hands=("player", "chosen"), aware=("player", "chosen"))))
class GambleTarget(ChooseOtherPlayer):
    """Choose another player and roll the ocelot die; trade that many random cards between your
    hand and theirs (at most as many as the smaller hand holds — docs/rulings.md)."""

    prompt = "Gamble: choose the player to trade random cards with"

    def apply(self, state, frame, action):
        p, q = frame[1], action[1]
        k = min(m.roll(state, state.cfg.rules.dice["ocelot"]), len(state.hands[p]),
                len(state.hands[q]))
        mine = _random_cards(state, p, k)
        theirs = _random_cards(state, q, k)
        state.hands[p].extend(theirs)
        state.hands[q].extend(mine)


def _random_cards(state: DaleState, p: int, k: int) -> list[int]:
    return [take_random_from_hand(state, p) for _ in range(k)]


#: The copy the Blindfold player named for the chameleon it picked (its printed name; "" for
#: none), seen by that seat only, until the guess is compared: ruling dale.value.altered.
deck.state("blindfold_copy", "", per_seat=True, hidden=True)


deck.card("Blindfold", 5, copies=1, score=3,
          summary=("An opponent guesses the value of a card from your hand: right, you discard "
                   "it; wrong, you set its value from 1 to 5 this turn."))


@technique_step(deck, "Blindfold", "blindfold", Frame(secret_choice=True))
class BlindfoldPick(ChooseCardAndOther):
    """Choose a hand card and an opponent who guesses its value: right, you discard it; wrong,
    you set its value to 1–5 for this turn. A chameleon with a valid target is picked as the
    copy it counts as (``pick Reflection as Acorn for seat 2``): the guess is compared with
    the value it has as that copy (ruling ``dale.value.altered``, changed in issue 26)."""

    prompt = "Blindfold: choose a card of your hand and the opponent who guesses its value"
    verb = "pick"

    def legal(self, state, frame):
        p = frame[1]
        toks = {m.token(state, c, ident) for c in state.hands[p]
                for ident in m.identities(state, p, c)}
        return [(self.verb, t, q) for t in sorted(toks, key=m.sort_tokens)
                for q in others(state, p)]

    def apply(self, state, frame, action):
        p = frame[1]
        tok = tokens.parse(action[1])
        card = m.find_card(state, state.hands[p], tok.base)
        if tok.copy:
            state.extra["blindfold_copy"][p] = tok.copy
        state.frames.append(("guess", action[2], p, card))


@deck.decision("guess", Frame(owner=SEAT, card=CARD, secret={"card": "owner"}))
class BlindfoldGuess:
    prompt = "Blindfold: guess the value of the card the active player picked"

    def legal(self, state, frame):
        return [("guess", v) for v in GUESSES]

    def apply(self, state, frame, action):
        _, _q, p, card = frame
        copy = state.extra["blindfold_copy"][p]  # a chameleon picked as a copy, else ""
        state.extra["blindfold_copy"][p] = ""
        ident = state.cfg.rules.types[copy] if copy else None
        if action[1] == m.value_of(state, card, ident):  # its value now (dale.value.altered)
            h.remove_from_hand(state, p, card)
            m.discard(state, p, card)
        else:
            state.frames.append(("blindfold_value", p, card))


@deck.decision("blindfold_value", Frame(card=CARD, secret={"card": "player"}))
class BlindfoldValue:
    prompt = "Blindfold: the guess was wrong; choose the card's value (1–5) for this turn"

    def legal(self, state, frame):
        return [("value", v) for v in range(1, 6)]

    def apply(self, state, frame, action):
        state.effects.append(("set", frame[2], action[1]))
