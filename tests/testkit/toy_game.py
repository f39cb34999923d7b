"""A toy game defined only in the tests: "Race to Ten", to prove that Ludoteca's layers
(registry, loop, simulate, bots, records, store, terminal) work for any game with no change
outside this file.

Rules: a deck of twelve cards (1, 2, 3 four times each) is shuffled from the seed; each seat
holds two hidden cards. On your turn play one card from your hand: it adds its value to the
shared total, then you draw a card if the deck has one. Whoever brings the total to 10 or more
wins. Actions are ``("play", value)``, written ``play 3``.
"""

from __future__ import annotations

import hashlib
import json
import random

from ludoteca.core.errors import BadInput, IllegalAction
from ludoteca.core.game import GameInfo, Outcome

INFO = GameInfo("toy", "Race to Ten", 2, 3, options={})


class ToyState:
    def __init__(self, players: int, seed: int):
        rng = random.Random(seed)
        self.deck = [1, 2, 3] * 4
        rng.shuffle(self.deck)
        self.hands = [[self.deck.pop(), self.deck.pop()] for _ in range(players)]
        self.total, self.player, self.turn, self.winner = 0, 0, 1, None

    def data(self) -> dict:
        return {k: getattr(self, k) for k in ("deck", "hands", "total", "player", "turn", "winner")}


class ToyGame:
    info = INFO

    def new_state(self, players, seed, options=None):
        if not INFO.min_players <= players <= INFO.max_players or options:
            raise BadInput("Race to Ten is for 2 or 3 players and takes no options")
        return ToyState(players, seed)

    def current_player(self, s): return -1 if s.winner is not None else s.player
    def is_terminal(self, s): return s.winner is not None
    def turn(self, s): return s.turn
    def clone(self, s): c = ToyState.__new__(ToyState); c.__dict__ = json.loads(json.dumps(s.__dict__)); return c
    def legal_actions(self, s): return [] if s.winner is not None else [("play", v) for v in sorted(set(s.hands[s.player]))]
    def format_action(self, s, a): return f"play {a[1]}"
    def state_hash(self, s): return "sha256:" + hashlib.sha256(json.dumps(s.data(), sort_keys=True).encode()).hexdigest()

    def outcome(self, s):
        if s.winner is None:
            return None
        return Outcome((s.winner,), tuple(float(p == s.winner) for p in range(len(s.hands))))

    def apply(self, s, a):
        if a not in self.legal_actions(s):
            raise IllegalAction("toy.play", "not_in_hand", action=repr(a))
        s.hands[s.player].remove(a[1])
        s.total += a[1]
        if s.total >= 10:
            s.winner = s.player
            return
        if s.deck:
            s.hands[s.player].append(s.deck.pop())
        s.player = (s.player + 1) % len(s.hands)
        s.turn += 1

    def parse_action(self, s, text):
        word, _, value = text.strip().partition(" ")
        if word != "play" or not value.strip().isdigit():
            raise BadInput(f"not a Race to Ten action: {text!r} (write: play 2)")
        action = ("play", int(value))
        if action not in self.legal_actions(s):
            raise IllegalAction("toy.play", "not_in_hand", action=text)
        return action

    def view(self, s, seat):
        v = {"total": s.total, "turn": s.turn, "deck": len(s.deck), "winner": s.winner,
             "hand_sizes": [len(h) for h in s.hands], "hand": list(s.hands[seat]) if seat >= 0 else None}
        if seat == self.current_player(s):
            v["legal_actions"] = self.legal_actions(s)
        return v

    def determinize(self, s, seat, rng):
        c = self.clone(s)
        unseen = c.deck + [x for p, h in enumerate(c.hands) if p != seat for x in h]
        rng.shuffle(unseen)
        for p, h in enumerate(c.hands):
            if p != seat:
                c.hands[p] = [unseen.pop() for _ in h]
        c.deck = unseen
        return c

    def evaluate(self, s):
        out = self.outcome(s)
        return list(out.returns) if out else [0.5] * len(s.hands)


TOY = ToyGame()
