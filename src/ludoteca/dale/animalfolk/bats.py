"""Bats (the Collection): at night each card may reach another player's cards as well (Sneaky
Scout, False Alarm, Heroic Deed, Secret Mission, Capture, Provocation). Mechanics restated in
docs/rules/dale-cards.md; the clock is ``state.clock`` (docs/rulings.md, Mongooses and Bats).

ruling: dale.card.bats.night — by day each card acts on your own cards only; at night you
choose any player, yourself included (Provocation: another player's hand, since your own is
already picked from).
"""

from __future__ import annotations

from ludoteca.dale.card_rules import Deck
from ludoteca.dale import engine_hooks as h
from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk.common import DitchFromHand, aside_top_of_deck, is_night, others
from ludoteca.dale.animalfolk.common import ActOnChosen, ChooseOtherPlayer, KeepOneSeen
from ludoteca.dale.animalfolk.common import own_or_chosen_step
from ludoteca.dale.animalfolk.common import put_back, put_back_step, show_to, shuffle_into_deck
from ludoteca.dale.animalfolk.common import take_random_from_hand
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import CARDS, SEAT, Frame, Mixing

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = Deck("bats", "Bats", module=__name__)

for _name in ("Sneaky Scout", "False Alarm", "Heroic Deed", "Secret Mission", "Capture",
              "Provocation"):
    deck.hooks(_name, uses_clock=True)  # the game keeps the day/night clock
for _name in ("Heroic Deed", "Secret Mission", "Capture"):
    deck.hooks(_name, moves_cards=True)  # at night: another player's card into your hand
deck.hooks("Provocation", throws_own=True)

put_back_step(deck, "sneaky_scout_order",
              "Sneaky Scout: choose the card to put back on the deck next (the last one ends on "
              "top)")


def _at_night(state: DaleState, p: int) -> bool:
    """A Bats technique acts on its player's own cards by day; at night its player first
    chooses any player (``own_or_chosen_step``) — ruling dale.card.bats.night."""
    return is_night(state)


# -- Sneaky Scout ----------------------------------------------------------------------------
def _scout(state: DaleState, p: int, q: int) -> None:
    # ruling dale.card.bats.draws: the deck's own cards only (its owner's discard pile
    # reshuffled when it runs out, never junk: dale.cleanup.junk_draw)
    seen = aside_top_of_deck(state, q, 2)
    put_back(state, "sneaky_scout_order", p, q, seen)


deck.card("Sneaky Scout", 1, score=1,
          summary=("Look at the top 2 cards of your deck (night: any player's) and put them "
                   "back in any order."))


@own_or_chosen_step(deck, "Sneaky Scout", "sneaky_scout", _at_night)
class SneakyScoutTarget(ActOnChosen):
    """Look at the top 2 cards of your deck (at night: or of another player's deck) and put
    them back in the order you choose."""

    prompt = "Sneaky Scout: choose the player whose top 2 deck cards you look at"
    act = staticmethod(_scout)


# -- False Alarm -----------------------------------------------------------------------------
def _alarm(state: DaleState, p: int, q: int) -> None:
    pile = state.discards[q]
    if not pile:
        return
    taken = [pile.pop() for _ in range(min(2, len(pile)))]
    state.decks[q].extend(taken)
    m.shuffle(state, state.decks[q])


deck.card("False Alarm", 2, copies=3, score=1,
          summary=("Shuffle the top 2 cards of your discard pile (night: any player's) into "
                   "that player's deck."))


@own_or_chosen_step(deck, "False Alarm", "false_alarm", _at_night)
class FalseAlarmTarget(ActOnChosen):
    """Shuffle the top 2 cards of your discard pile (at night: or of another player's) into
    that player's deck."""

    prompt = "False Alarm: choose the player whose top 2 discards are shuffled into their deck"

    act = staticmethod(_alarm)

    def can(self, state, frame, q):
        return bool(state.discards[q])


# -- Heroic Deed -----------------------------------------------------------------------------
def _heroic(state: DaleState, p: int, q: int) -> None:
    if q == p:
        m.draw(state, p)
        return
    c = m.top_of_deck(state, q)  # ruling: dale.card.bats.draws — never their junk pile
    if c is not None:
        state.hands[p].append(c)


deck.card("Heroic Deed", 3, copies=3, score=6, bonus_first=True,
          summary="Draw 1 card from your deck (night: or from another player's deck).")


@own_or_chosen_step(deck, "Heroic Deed", "heroic_deed", _at_night)
class HeroicDeedTarget(ActOnChosen):
    """Draw 1 card from your deck (at night: or from another player's deck)."""

    prompt = "Heroic Deed: choose the player whose deck you draw 1 card from"

    act = staticmethod(_heroic)

    def can(self, state, frame, q):
        return q == frame[1] or bool(state.decks[q] or state.discards[q])


# -- Secret Mission --------------------------------------------------------------------------
def _secret(state: DaleState, p: int, q: int) -> None:
    """Seat p takes the bottom card of its discard pile (q = p) or a random card of seat q's
    hand."""
    if q != p:
        state.hands[p].append(take_random_from_hand(state, q))
    elif state.discards[p]:
        state.hands[p].append(state.discards[p].pop(0))


deck.card("Secret Mission", 4, copies=3, score=6, bonus_first=True,
          summary=("Take the bottom card of your discard pile (night: or a random card from "
                   "another player's hand)."))
# ruling: dale.card.bats.secret_mission — only the two players know the card taken
@own_or_chosen_step(deck, "Secret Mission", "secret_mission", _at_night,
                    Frame(mixing=Mixing(hands=("chosen",), aware=("player", "chosen"))))
class SecretMissionTarget(ActOnChosen):
    """Take the bottom card of your discard pile (at night: or 1 random card from another
    player's hand)."""

    prompt = ("Secret Mission: choose yourself (the bottom card of your discard pile) or another "
              "player (a random card from their hand)")

    act = staticmethod(_secret)

    def can(self, state, frame, q):
        return bool(state.discards[q] if q == frame[1] else state.hands[q])


# -- Capture ---------------------------------------------------------------------------------
def _capture(state: DaleState, p: int, q: int) -> None:
    seen = aside_top_of_deck(state, q, 2)  # ruling dale.card.bats.draws
    if len(seen) == 1:
        state.aside.remove(seen[0])
        state.hands[p].append(seen[0])
    elif seen:
        state.frames.append(("capture_keep", p, q, tuple(seen)))


deck.card("Capture", 5, copies=1, score=7, bonus_first=True,
          summary=("Draw the top 2 cards of your deck (night: any player's): keep 1, shuffle "
                   "the other back."))


@own_or_chosen_step(deck, "Capture", "capture", _at_night)
class CaptureTarget(ActOnChosen):
    """Draw the top 2 cards of your deck (at night: or of another player's); keep 1 and
    shuffle the other back into that deck."""

    prompt = "Capture: choose the player whose top 2 deck cards you draw"
    act = staticmethod(_capture)


@deck.decision("capture_keep", Frame(owner=SEAT, seen=CARDS, secret={"seen": "player"},
                                secret_choice=True, mixing=Mixing(cards=("seen",))))
class CaptureKeep(KeepOneSeen):
    prompt = "Capture: choose the card to keep; the other is shuffled back into the deck"
    pile = 3

    def rest(self, state, frame, seen):
        shuffle_into_deck(state, frame[2], seen)


# -- Provocation -----------------------------------------------------------------------------
@deck.card("Provocation", 5, copies=1, score=1,
           summary=("Throw away 1 card from your hand (night: or a random card you look at in "
                    "another player's hand)."))
def provocation(state: DaleState, p: int, card: int) -> None:
    """Pick 1 card of your hand (at night: then also look at 1 random card of another
    player's hand); throw away 1 of the cards picked or seen."""
    # ruling: dale.card.bats.provocation — at night the pick comes first, unseen by the
    # others; then the look; then the choice between the two
    if not (is_night(state) and any(state.hands[q] for q in others(state, p))):
        state.frames.append(("provocation", p))
    elif state.hands[p]:
        state.frames.append(("provocation_pick", p))
    else:
        state.frames.append(("provocation_target", p, ()))


@deck.decision("provocation", Frame())
class ProvocationDitch(DitchFromHand):
    prompt = "Provocation: choose a card from your hand to throw away"


@deck.decision("provocation_pick", Frame(secret_choice=True))
class ProvocationPick:
    prompt = ("Provocation: pick a card of your hand (pick CARD for seat N, your own seat); "
              "then you look at a random card of another player's hand and throw away one of "
              "the two")

    def legal(self, state, frame):
        p = frame[1]
        return [("pick", t, p) for t in m.plain_tokens(state, state.hands[p])]

    def apply(self, state, frame, action):
        p = frame[1]
        picked = m.find_card(state, state.hands[p], action[1])
        state.frames.append(("provocation_target", p, (picked,)))


@deck.decision("provocation_target", Frame(picked=CARDS, secret={"picked": "player"}))
class ProvocationTarget(ChooseOtherPlayer):
    prompt = "Provocation: choose the player whose random hand card you look at"
    needs = "hand"

    def apply(self, state, frame, action):
        q = action[1]
        hand = state.hands[q]
        seen = hand[m.random_index(state, len(hand))]
        show_to(state, frame[1], [seen])  # you know that card is in their hand
        state.frames.append(("provocation_seen", frame[1], q, (seen,), frame[2]))


@deck.decision("provocation_seen", Frame(target=SEAT, seen=CARDS, picked=CARDS,
                                    secret={"seen": "player", "picked": "player"}))
class ProvocationSeen:
    prompt = ("Provocation: throw away the card you picked (ditch CARD) or the card you saw "
              "(target seat N)")

    def legal(self, state, frame):
        q, picked = frame[2], frame[4]
        return [("ditch", m.token(state, c)) for c in picked] + [("target", q)]

    def apply(self, state, frame, action):
        p, q, seen = frame[1], frame[2], frame[3][0]
        if action[0] == "target":
            h.remove_from_hand(state, q, seen)
            m.ditch(state, seen)
            return
        picked = frame[4][0]
        h.remove_from_hand(state, p, picked)
        m.ditch(state, picked)
