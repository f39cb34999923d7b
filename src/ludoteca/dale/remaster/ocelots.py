"""Ocelots, remaster edition: the ocelot die, with the faces 0,1,2,2,3,3 in this edition. Bold
Haggler, New Season, Charm and Gamble as in the classic edition (their declarations reused;
they roll the ruleset's die); Whirligig reworked (the tops of two decks trade places) and
Blindfold reworked (guess the value of your own deck's top card). Mechanics restated in
docs/rules/dale-remaster.md; rulings under "Remaster — Ocelots" in docs/rulings.md.
"""

from __future__ import annotations

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk import ocelots as classic
from ludoteca.dale.animalfolk.common import ChooseOtherPlayer, show_all
from ludoteca.dale.cards import ABILITY
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import CARD, NUMBER, Frame

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = classic.deck.reprint(module=__name__, edition="remaster")

deck.card("Bold Haggler", 1, ABILITY, bonus=False, keep=True)
deck.card("New Season", 2, copies=3, keep=True)
# The classic Whirligig and Blindfold steps are pushed by no card of this deck.
deck.drop_steps(["whirligig", "blindfold", "guess", "blindfold_value"])

#: The remaster's ocelot die (ruling remaster.ocelots.die).
OCELOT_DIE = (0, 1, 2, 2, 3, 3)
del deck.dice["ocelot"]  # the classic faces, taken over by the reprint
deck.die("ocelot", OCELOT_DIE)


@deck.card("Whirligig", 3, copies=3, score=1,
           summary=("Roll the ocelot die: that many cards from the top of your deck and of "
                    "another player's deck trade places."))
def whirligig(state: DaleState, p: int, card: int) -> None:
    """Roll the ocelot die (public), then choose another player: that many cards from the
    top of your deck and from the top of theirs trade places (ruling
    ``remaster.ocelots.whirligig``)."""
    k = m.roll_die(state, "ocelot")
    if k:
        state.frames.append(("r_ocelots_whirligig", p, k))


deck.hooks("Whirligig", moves_cards=True)


deck.card("Charm", 4, copies=3, keep=True)
deck.card("Gamble", 5, copies=1, keep=True)
deck.hooks("Blindfold", value_set=tuple(range(1, 6)))

#: The values one may name for Blindfold: the printed values (junk counts 1).
GUESSES = (1, 2, 3, 4, 5)


@deck.decision("r_ocelots_whirligig", Frame(count=NUMBER))
class WhirligigTarget(ChooseOtherPlayer):
    prompt = "Whirligig: choose the player whose top deck cards trade places with yours"

    def apply(self, state, frame, action):
        p, k, q = frame[1], frame[2], action[1]
        n = min(k, len(state.decks[p]) + len(state.discards[p]),
                len(state.decks[q]) + len(state.discards[q]))
        mine = [m.top_of_deck(state, p) for _ in range(n)]  # top first
        theirs = [m.top_of_deck(state, q) for _ in range(n)]
        for c in reversed(theirs):  # the block keeps its order: its top card ends on top
            state.decks[p].append(c)
        for c in reversed(mine):
            state.decks[q].append(c)


@deck.card("Blindfold", 5, copies=1, score=3,
           summary=("Guess the value of your deck's top card, then reveal it: right, take it "
                    "and set its value from 1 to 5 this turn; wrong, discard it."))
def blindfold(state: DaleState, p: int, card: int) -> None:
    """Name a value, then reveal your deck's top card: its printed value named, it comes to
    your hand and you set its value from 1 to 5 for this turn; otherwise it goes to your
    discard pile (ruling ``remaster.ocelots.blindfold``)."""
    if state.decks[p] or state.discards[p]:
        state.frames.append(("r_ocelots_blindfold", p))


@deck.decision("r_ocelots_blindfold", Frame())
class BlindfoldGuess:
    rule = "dale.value.altered"
    prompt = "Blindfold: guess the value of your deck's top card"

    def legal(self, state, frame):
        return [("guess", v) for v in GUESSES]

    def apply(self, state, frame, action):
        p = frame[1]
        top = m.top_of_deck(state, p)
        if top is None:
            return
        if state.cfg.types[top].value == action[1]:
            state.hands[p].append(top)
            show_all(state, [top])  # it was revealed to everybody
            state.frames.append(("r_ocelots_blindfold_value", p, top))
        else:
            m.discard(state, p, top)


@deck.decision("r_ocelots_blindfold_value", Frame(card=CARD))
class BlindfoldValue:
    rule = "dale.value.altered"
    prompt = "Blindfold: the guess was right; choose the card's value (1–5) for this turn"

    def legal(self, state, frame):
        return [("value", v) for v in range(1, 6)]

    def apply(self, state, frame, action):
        state.effects.append(("set", frame[2], action[1]))
