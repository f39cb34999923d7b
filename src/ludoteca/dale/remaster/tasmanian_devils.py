"""Tasmanian Devils, remaster edition: disrupting any player's hand, deck and discard pile
(yourself included now). Every card is reworked: Shrewd Trickster and Public Humiliation became
passives with an ability, Disruptive Speech and Equality have new effects, Tit for Tat takes
exactly two cards and Shameless Rummage may target anybody (its classic discard step reused).
Mechanics restated in docs/rules/dale-remaster.md ("Tasmanian Devils"); rulings in
docs/rulings.md ("Remaster — Tasmanian Devils").

ruling: remaster.tasmanian_devils.any_player — "any player" includes yourself.
"""

from __future__ import annotations

from ludoteca.dale import mechanics as m
from ludoteca.dale.animalfolk import tasmanian_devils as classic
from ludoteca.dale.animalfolk.common import (
    ChooseAnyPlayer,
    discard_random,
    end_search,
    take_random_from_hand,
    take_topmost,
    technique_step,
)
from ludoteca.dale.cards import ABILITY
from ludoteca.dale.remaster.shared import (
    ChooseAnyPlayerWith,
    LookAtAnyDeck,
    ability_step,
)
from ludoteca.dale.state import DaleState
from ludoteca.dale.steps import CARDS, SEAT, Frame

#: The deck; each card is declared whole below with ``deck.card`` (its row, summary,
#: bot hints), in id order (``dale.setup.decks``).
deck = classic.deck.reprint(module=__name__, edition="remaster", listeners=False)
# the classic steps of the reworked cards (Shameless Rummage's discard step is kept)
deck.drop_steps(["shrewd_trickster", "disruptive_speech", "tit_for_tat", "tit_for_tat_more",
                 "shameless_rummage", "public_humiliation", "public_humiliation_pick",
                 "equality"])

# -- Shrewd Trickster ------------------------------------------------------------------------
def _trickster_can(state: DaleState, p: int, card: int) -> bool:
    return any(state.decks[q] or state.discards[q] for q in range(state.cfg.n_players))


deck.card("Shrewd Trickster", 1, ABILITY, bonus=False,
          summary="Once per turn: look at the top card of any player's deck; you may discard it.")


@ability_step(deck, "Shrewd Trickster", "r_tasmanian_devils_trickster", _trickster_can)
class TricksterTarget(LookAtAnyDeck):
    """An empty deck: that player's discard pile is reshuffled first."""

    prompt = "Shrewd Trickster: choose the player whose top deck card you look at"
    then = "r_tasmanian_devils_trickster_seen"


@deck.decision("r_tasmanian_devils_trickster_seen",
               Frame(target=SEAT, seen=CARDS, secret={"seen": "player"}, secret_choice=True))
class TricksterSeen:
    prompt = ("Shrewd Trickster: discard the card you saw (discard CARD), or leave it on top of "
              "the deck (pass)")

    def legal(self, state, frame):
        return [("discard", m.token(state, frame[3][0])), ("pass",)]

    def apply(self, state, frame, action):
        q, c = frame[2], frame[3][0]
        state.aside.remove(c)
        if action[0] == "discard":
            m.discard(state, q, c)
        else:
            state.decks[q].append(c)


deck.card("Disruptive Speech", 2, copies=3, score=2,
          summary="Any player discards 2 random cards from their hand, then draws as many.")
# -- Disruptive Speech -----------------------------------------------------------------------
@technique_step(deck, "Disruptive Speech", "r_tasmanian_devils_speech")
class SpeechTarget(ChooseAnyPlayerWith):
    """Any player discards 2 random hand cards one at a time, then draws as many as were
    discarded (ruling ``remaster.tasmanian_devils.disruptive_speech``)."""

    prompt = "Disruptive Speech: choose the player who discards 2 random cards and draws as many"

    def apply(self, state, frame, action):
        q = action[1]
        n = min(2, len(state.hands[q]))
        for _ in range(n):
            discard_random(state, q)  # dale.discard.own_pile
        for _ in range(n):
            m.draw(state, q)


deck.card("Tit for Tat", 3, copies=3, score=1,
          summary="Shuffle 2 cards of your choice from any player's discard pile into their deck.")
# -- Tit for Tat -----------------------------------------------------------------------------
@technique_step(deck, "Tit for Tat", "r_tasmanian_devils_tit_for_tat")
class TitForTatFirst:
    """Pick 2 cards of one player's discard pile (anybody's; fewer only when it has fewer),
    one at a time (``pick CARD for seat N``, of equal cards the topmost); set aside, they are
    shuffled into that player's deck (``end_search``)."""

    prompt = "Tit for Tat: pick a card of a discard pile to shuffle into its owner's deck"

    def seats(self, state, frame):
        """The players whose discard pile the card may come from."""
        return range(state.cfg.n_players)

    def legal(self, state, frame):
        return [("pick", t, q) for q in self.seats(state, frame)
                for t in m.plain_tokens(state, state.discards[q])]

    def apply(self, state, frame, action):
        q = action[2]
        c = take_topmost(state, state.discards[q], action[1])
        state.aside.append(c)
        self.picked(state, frame, q, c)

    def picked(self, state, frame, q, card):
        if state.discards[q]:
            state.frames.append(("r_tasmanian_devils_tit_for_tat_more", frame[1], q, (card,)))
        else:
            end_search(state, q, [card])


@deck.decision("r_tasmanian_devils_tit_for_tat_more", Frame(target=SEAT, picked=CARDS))
class TitForTatSecond(TitForTatFirst):
    """The second card, of the same discard pile (``frame[2]``'s)."""

    prompt = "Tit for Tat: pick the second card of the same discard pile"

    def seats(self, state, frame):
        return [frame[2]]

    def picked(self, state, frame, q, card):
        end_search(state, q, [*frame[3], card])


deck.card("Shameless Rummage", 4, copies=3, score=2,
          summary=("Look at the top 3 cards of any player's deck: discard any of them, shuffle "
                   "the rest back."))
# -- Shameless Rummage -----------------------------------------------------------------------
@technique_step(deck, "Shameless Rummage", "r_tasmanian_devils_rummage")
class RummageTarget(LookAtAnyDeck):
    """Look at the top 3 cards of any player's deck; discard any of them onto their discard
    pile, shuffle the rest back into their deck (the classic's step
    ``shameless_rummage_discard``)."""

    prompt = "Shameless Rummage: choose the player whose top 3 deck cards you look at"
    look, then = 3, "shameless_rummage_discard"


# -- Public Humiliation ----------------------------------------------------------------------
def _humiliation_can(state: DaleState, p: int, card: int) -> bool:
    return any(state.hands[q] for q in range(state.cfg.n_players))


deck.card("Public Humiliation", 5, ABILITY, copies=1, bonus=False,
          summary="Once per turn: any player discards a random card from their hand.")


@ability_step(deck, "Public Humiliation", "r_tasmanian_devils_humiliation", _humiliation_can)
class HumiliationTarget(ChooseAnyPlayerWith):
    prompt = "Public Humiliation: choose the player who discards a random card from their hand"

    def apply(self, state, frame, action):
        discard_random(state, action[1])


deck.card("Equality", 5, copies=1, score=3, bonus_first=True,
          summary=("Shuffle any player's discard pile, then swap 3 random cards of their hand "
                   "with the top 3 cards of that pile."))
# -- Equality --------------------------------------------------------------------------------
@technique_step(deck, "Equality", "r_tasmanian_devils_equality")
class EqualityTarget(ChooseAnyPlayer):
    """Shuffle any player's discard pile; then 3 random cards of their hand and the top 3 of
    that pile change places (ruling ``remaster.tasmanian_devils.equality``)."""

    prompt = "Equality: choose the player whose hand and discard pile swap 3 cards"

    def can(self, state, frame, q):
        return bool(state.hands[q] or state.discards[q])

    def apply(self, state, frame, action):
        q = action[1]
        pile = state.discards[q]
        m.shuffle(state, pile)
        top = [pile.pop() for _ in range(min(3, len(pile)))]
        hand = [take_random_from_hand(state, q) for _ in range(min(3, len(state.hands[q])))]
        for c in hand:
            m.discard(state, q, c)
        state.hands[q].extend(top)
