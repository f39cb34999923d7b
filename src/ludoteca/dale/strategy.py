"""Dale of Merchants strategy: the greedy policy and the root pruning that search bots ask the
game for (``DaleGame.policy("greedy")``, ``DaleGame.prune``; hooks documented in
:mod:`ludoteca.core.game`). The generic ``greedy`` bot of :mod:`ludoteca.bots` plays this
policy for Dale; ISMCTS plays it in its playouts and prunes its root with :func:`prune`.

The policy looks one action ahead and follows a fixed order of preferences. In its action
decision it:

1. **builds** the next stack whenever it can. Among several possible stacks it keeps the
   cards that are most useful in hand: it prefers stacks that use junk (Stashing Vendor) or
   cards from the discard pile (Nostalgic Item), then stacks that use fewer animalfolk cards
   from hand, and it avoids spending the build enablers (Stashing Vendor, Empty Chest,
   Nostalgic Item) when another stack of the same size exists;
2. rolls **Bold Haggler** (free, only raises a value) and uses **Slice of Life** (free: draw
   1, then discard its worst card) when it cannot build;
3. plays a **bonus-action technique** whose effect helps now (Spyglass, Shattered Relic with
   junk in hand, Flashy Show before a purchase, Gift Voucher, Favorite Toy, New Season, Charm,
   Acorn when an opponent has a stack, Magnet, Cultural Preservation, Duplicate Entry, Safety
   Precaution when it has a stack), since the + gives the action back;
4. plays **Prepaid Good** when the market holds a card worth 3 or more (a free purchase),
   and uses **Calculations** when nothing can be bought where it lies (the market is then
   rearranged with the most valuable card first and a purchase follows);
5. **buys** the most valuable card it can afford; ties go to the payment with the least
   waste (paid minus price), then to the payment that spends the most junk and the fewest
   animalfolk cards;
6. plays any other technique that does something useful;
7. otherwise takes an **inventory** action that discards its junk (all of it: the whole
   ``inventory junk, …``, or one card at a time, ``discard junk`` … ``done``, where a huge hand
   puts Inventories card by card), so the clean-up draws fresh cards.

Choices inside card effects are read from the verb of the actions offered: "keep"-like
choices take the most valuable card, "ditch"/"give"-like choices part with junk or the
lowest card, a target is the opponent with the most stacks, and anything unknown is picked
at random with the bot's own generator.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, cast

from ludoteca.dale import tokens
from ludoteca.dale.card_rules import PAY_FROM_BIN, PAY_LIFTS_OVERPAY
from ludoteca.dale.editions import classic
from ludoteca.dale.ruleset import Ruleset


Action = tuple

JUNK = "junk"

# What each technique is worth to the bot, and which bonus techniques it plays first, are
# declared by the decks (``deck.bot_hints``): the ruleset's ``bot_scores`` and
# ``bot_bonus_first``. The conditions some of them need are checked below, by name.

# Passives that make building easier; keep them out of a stack when possible.
_ENABLERS = {"Stashing Vendor", "Empty Chest", "Nostalgic Item"}

# Verbs of effect choices: keep-like verbs want a good card, part-like verbs want to lose a bad one.
_KEEP_VERBS = {"keep", "take", "choose", "select", "gain", "copy", "draw"}
_PART_VERBS = {
    "ditch", "discard", "give", "put", "throw", "toss", "return", "trash", "remove",
    "bury", "dump",
}


# ----------------------------------------------------------------------------------------
# Reading card tokens
# ----------------------------------------------------------------------------------------

def _identity(token: str) -> str:
    """The card a token stands for, read with the one token grammar (:mod:`ludoteca.dale.tokens`):
    "discard:junk" → junk, "Accordion+1" → Accordion, "Reflection as Spyglass" → Spyglass; a
    changed value stays written ("Bold Haggler=3")."""
    tk = tokens.parse(token)
    if tk is None:
        return token.strip()
    return tk.copy or tk.base


def _printed_value(rules: Ruleset, name: str) -> int:
    card = rules.types.get(name)
    return card.value if card is not None else 1


def _hand_values(view: dict[str, Any]) -> dict[str, int]:
    return {c["name"]: c["value"] for c in view.get("hand", [])}


def _token_value(rules: Ruleset, token: str, values: dict[str, int]) -> int:
    """The value a payment or build token counts for, as far as the view tells: a copy counts
    the copied card's printed value, a hand card its value in the view, else its printed value;
    plus a stack adjustment."""
    tk = tokens.parse(token)
    if tk is None:
        return _printed_value(rules, token.strip())
    # A value written in the token counts only for a card whose value is chosen as it pays
    # (card hook pay_values); any other NAME=V keeps the old reading (its printed value),
    # which keeps the greedy bot's choices — and the golden games — of the classic decks.
    chosen = tk.value is not None and tk.identity in rules.hooks["pay_values"]
    if tk.copy:
        return (cast(int, tk.value) if chosen else _printed_value(rules, tk.copy)) + tk.adjust
    raw = tk.base
    if raw in values:
        return values[raw] + tk.adjust
    if chosen:
        return cast(int, tk.value) + tk.adjust
    return _printed_value(rules, raw) + tk.adjust


def _card_of(token: str) -> str:
    """The hand card a token uses: "Reflection as Spyglass" → Reflection, "Bold Haggler=3" →
    Bold Haggler (its place and stack adjustment kept: "discard:junk", "Accordion+1")."""
    tk = tokens.parse(token)
    if tk is None:
        return token.split(" as ", 1)[0].split("=", 1)[0].strip()
    return tokens.compose(tk.name, from_discard=tk.from_discard, adjust=tk.adjust)


def _is_junk(token: str) -> bool:
    return _identity(token) == JUNK


def _tokens(action: Action) -> tuple:
    """The card tokens of a build, buy or inventory action (always a tuple)."""
    if action[0] == "buy":
        return tuple(action[2]) if len(action) > 2 else ()
    if len(action) > 1 and isinstance(action[1], (tuple, list)):
        return tuple(action[1])
    return ()


def _by_verb(legal: list[Action]) -> dict[str, list[Action]]:
    """The legal actions grouped by verb, each group in the listed order (one pass)."""
    out: dict[str, list[Action]] = {}
    for a in legal:
        group = out.get(a[0])
        if group is None:
            out[a[0]] = [a]
        else:
            group.append(a)
    return out


# ----------------------------------------------------------------------------------------
# The bot
# ----------------------------------------------------------------------------------------

#: How many rounds of one repeatable effect step (``done`` offered) the greedy policy plays in a
#: turn before it answers ``done`` (other editions than the classic; the classic's play is
#: pinned by its golden records).
REPEAT_CAP = 3


class GreedyPolicy:
    """One-step heuristic player: build, else buy the best card, else cycle the hand.

    A policy object remembers the current turn (techniques already played, the rest of a
    payment planned card by card): use one object per seat and per game.
    """

    name = "greedy"
    #: The policy reads no knowledge of hidden cards (its view's ``known``): a simulation of
    #: greedy bots may play without keeping it (the Dale option ``knowledge``, issue 31).
    reads_knowledge = False

    #: How many techniques the bot plays before its main action in one turn. Some pairs of
    #: bonus techniques (Spyglass keeping Favorite Toy, Favorite Toy taking back Spyglass)
    #: could chain for ever; the cap and "each card name once a turn" stop that.
    MAX_BONUS_PLAYS = 3

    def __init__(self, rules: Ruleset | None = None) -> None:
        #: the ruleset whose printed values and hooks the policy reads (default: the
        #: classic's, and in a game of another edition that edition's: :meth:`_follow_edition`)
        self.rules = classic() if rules is None else rules
        self._turn_key: tuple | None = None
        self._played: Counter = Counter()
        self._pay_plan: list[str] = []  # the rest of the payment chosen with "pay +N with …"
        #: (turn, active seat, step kind) of the last effect step answered with ``done``
        #: offered, and how many times in a row (:data:`REPEAT_CAP`)
        self._repeats: tuple[tuple | None, int] = (None, 0)

    def _note_turn(self, view: dict[str, Any]) -> None:
        key = (view.get("turn"), view.get("active"))
        if key != self._turn_key:
            self._turn_key = key
            self._played = Counter()

    def _follow_edition(self, view: dict[str, Any]) -> None:
        """Read the ruleset of the edition the view names (``view["edition"]``; none: the
        classic) when it holds the decks in play (a test's ruleset of the edition built with
        other decks, ``editions.build``, keeps the policy's own)."""
        edition = view.get("edition", "classic")
        if edition == self.rules.edition:
            return
        from ludoteca.dale import editions

        other = editions.ruleset(edition)
        if all(k in other.decks for k in view.get("animalfolk", ())):
            self.rules = other

    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        self._follow_edition(view)
        if not legal:
            raise ValueError("GreedyPolicy.choose needs at least one legal action")
        if len(legal) == 1:
            return legal[0]
        kind = (view.get("decision") or {}).get("kind")
        if kind == "inventory":
            # An Inventory card by card: discard the junk, then stop.
            return ("discard", JUNK) if ("discard", JUNK) in legal else ("done",)
        if kind == "pay":
            return self._next_payment_card(view, legal)
        if ("done",) in legal and kind != "action" and self.rules.edition != "classic":
            # a step that may be repeated as often as one likes (remaster: Bouncy Researcher,
            # Gyroscope): stop after REPEAT_CAP rounds of one turn, or the bot never ends it
            key = (view.get("turn"), view.get("active"), kind)
            n = self._repeats[1] + 1 if self._repeats[0] == key else 1
            self._repeats = (key, n)
            if n > REPEAT_CAP:
                return ("done",)
        by_verb = _by_verb(legal)
        if "buy" in by_verb or "build" in by_verb or "inventory" in by_verb or (
            "play" in by_verb and view.get("decision", {}).get("kind") == "action"
        ):
            return self._main_action(view, legal, rng, by_verb)
        return self._effect_choice(view, legal, rng)

    # -- what a searcher leaves to the policy ------------------------------------------------

    @staticmethod
    def owns(view: dict[str, Any]) -> bool:
        """True at a decision that continues a plan this policy made (the rest of a purchase
        or an Inventory chosen card by card): a search bot asks the policy there instead of
        searching (the hook ``owns`` of a policy, :mod:`ludoteca.core.game`)."""
        return (view.get("decision") or {}).get("kind") in ("pay", "inventory")

    def follow(self, view: dict[str, Any], legal: list[Action], action: Action) -> None:
        """A search bot chose ``action`` among ``legal``: plan the rest as this policy would
        (a payment started card by card, ``pay +N with CARD``, is completed with the
        policy's preferred payment for that slot)."""
        if action[0] == "pay" and len(action) == 3:
            plans = [p for p in self._buy_plans(view, legal) if p[1] == action]
            self._pay_plan = list(max(plans, key=lambda p: p[0])[2]) if plans else []

    # -- the action phase ------------------------------------------------------------------

    @staticmethod
    def _affordable_finish(view: dict[str, Any], uses: list[Action]) -> Action | None:
        """The ``use NAME`` that finishes a card of the seat's schedule (remaster,
        ``dale.remaster.finish``: a free ability, paid by a spend) whose cost the seat's coins
        cover, if any: the coins pay it without giving up a card."""
        me = view.get("seat", -2)
        seats = view.get("seats") or []
        coins = next((s.get("coins", 0) for s in seats if s.get("seat") == me), 0) or 0
        for e in view.get("pending") or ():
            if (e.get("kind") != "r_unfinished" or e.get("seat") != me + 1  # 1-based there
                    or e.get("cost", 99) > coins):
                continue
            for a in uses:
                if len(a) > 1 and _identity(str(a[1])) == e.get("name"):
                    return a
        return None

    def _main_action(self, view: dict[str, Any], legal: list[Action], rng: random.Random,
                     by_verb: dict[str, list[Action]] | None = None) -> Action:
        self._note_turn(view)
        if by_verb is None:
            by_verb = _by_verb(legal)
        builds = by_verb.get("build")
        if builds:
            return min(builds, key=self._build_cost)

        values = _hand_values(view)
        uses = by_verb.get("use", [])
        for a in uses:
            if len(a) > 1 and _identity(str(a[1])) in ("Bold Haggler", "Slice of Life"):
                return a  # a die that only raises a value; draw 1, then discard the worst
        finish = self._affordable_finish(view, uses)
        if finish is not None:
            return finish

        buys = self._plans(view, by_verb, values, best_only=True)
        plays = [a for a in by_verb.get("play", ()) if len(a) > 1]
        hand_names = [c["name"] for c in view.get("hand", [])]

        bonus_budget = sum(self._played.values()) < self.MAX_BONUS_PLAYS
        for a in plays:
            name = _identity(str(a[1]))
            if name not in self.rules.bot_bonus_first or not bonus_budget or self._played[name]:
                continue
            card = self.rules.types.get(name)
            if card is not None and not card.bonus:
                continue
            if name in ("Shattered Relic", "Golden Opportunity") and JUNK not in hand_names:
                continue
            if name == "Flashy Show" and not buys:
                continue
            if name == "Acorn" and not self._opponent_has_stack(view):
                continue
            if name == "Safety Precaution" and not self._own_stall(view):
                continue
            if name in ("Nuisance", "Sabotage") and not self._opponents(view):
                continue
            if name in ("Favorite Toy", "Favourite Toy") and not self._discard_top_is_good(view):
                continue
            self._played[name] += 1
            return a

        best_market = max(
            (m.get("value") or 0 for m in view.get("market", []) if m.get("card")), default=0
        )
        for a in plays:
            if _identity(str(a[1])) == "Prepaid Good" and best_market >= 3:
                return a

        if not buys:  # nothing affordable where it lies: rearrange the market and buy
            for a in uses:
                if len(a) > 1 and _identity(str(a[1])) == "Calculations":
                    return a

        if buys:
            _score, first, rest = max(buys, key=lambda b: b[0])
            self._pay_plan = list(rest)
            return first

        scored = [
            (
                self.rules.bot_scores.get(_identity(str(a[1])), 0),
                -i,
                a,
            )
            for i, a in enumerate(plays)
        ]
        scored = [s for s in scored if s[0] > 0 and self._played[_identity(str(s[2][1]))] < 2]
        if scored and sum(self._played.values()) < 2 * self.MAX_BONUS_PLAYS:
            best = max(scored)[2]
            self._played[_identity(str(best[1]))] += 1
            return best

        if ("discard", JUNK) in legal:  # an Inventory of all the junk, one card at a time
            return ("discard", JUNK)
        inventories = by_verb.get("inventory")
        if inventories:
            return self._best_inventory(inventories, view)

        # Only free abilities or unusual verbs are left: pick at random among them.
        return legal[rng.randrange(len(legal))]

    # -- buying, card by card ----------------------------------------------------------------

    def _buy_plans(self, view: dict[str, Any], legal: list[Action]) -> list[tuple]:
        """Every purchase the bot considers: ``(score, first action, rest of the payment)``.
        A whole purchase listed as such (``buy +N …``) is its own first action; for a payment
        made card by card (``pay +N with CARD`` …) the bot plans the whole payment from its
        hand (:meth:`_plan_payment`) and starts it with one of its cards."""
        return self._plans(view, _by_verb(legal), _hand_values(view))

    def _plans(self, view: dict[str, Any], by_verb: dict[str, list[Action]],
               values: dict[str, int], best_only: bool = False) -> list[tuple]:
        """:meth:`_buy_plans` of the legal actions grouped by verb (:func:`_by_verb`), with the
        hand's values read once. ``best_only``: of the whole purchases listed, only those of
        the slots whose card is worth the most (the first item of the score, so the best plan
        and whether there is one stay the same; their order is kept, so ties go as before)."""
        buys = by_verb.get("buy", ())
        if best_only and buys:
            worth = {}
            for a in buys:
                slot = a[1] if len(a) > 1 else 0
                if slot not in worth:
                    worth[slot] = self._market_value(slot, view)
            top = max(worth.values())
            buys = [a for a in buys if worth[a[1] if len(a) > 1 else 0] == top]
        plans = self._score_buys(buys, view, values)
        starts: dict[int, list[str]] = {}
        for a in by_verb.get("pay", ()):
            if len(a) == 3:
                starts.setdefault(a[1], []).append(str(a[2]))
        if not starts:
            return plans
        tokens = sorted({t for ts in starts.values() for t in ts})
        counts = Counter(_card_of(str(c["name"])) for c in view.get("hand", []))
        for slot, first in starts.items():
            pay = self._plan_payment(slot, tokens, counts, view, values)
            if pay is None:
                continue
            lead = next((t for t in pay if t in first), None)
            if lead is None:
                continue
            rest = list(pay)
            rest.remove(lead)
            whole = ("buy", slot, tuple(pay))
            plans.append((self._buy_score(whole, view, values), ("pay", slot, lead), rest))
        return plans

    def _plan_payment(self, slot: int, tokens: list[str], counts: Counter,
                      view: dict[str, Any], values: dict[str, int]) -> list[str] | None:
        """The payment the bot prefers for a slot (least waste, most junk, fewest and cheapest
        animalfolk cards), searched over the offered tokens with the hand's card counts; None
        when it finds none. A bounded search: it never extends a payment that already covers
        the price, so it stays small for any hand."""
        price: int | None
        if slot == -1:
            price = self._market_value(-1, view)
        else:
            price = self._market_price(slot, view)
        if price is None:
            return None
        vals = [(t, _token_value(self.rules, t, values)) for t in tokens]
        vals.sort(key=lambda tv: -tv[1])
        best: list = [None, None]
        budget = [4000]

        flags = self.rules.hooks["pay_flags"]  # dale.market.payment, dale.market.overpay

        def legal_pay(pay: list[str], total: int) -> bool:
            names = {_identity(t) for t in pay}
            held = 0
            for n in names:
                held |= flags.get(n, 0)
            if slot == -1 and not held & PAY_FROM_BIN:  # Market Discovery, Blind Examiner
                return False
            if total < price:
                return False
            return bool(held & PAY_LIFTS_OVERPAY) or all(total - price < _token_value(self.rules, t, values)
                                                     for t in pay)

        def rec(i: int, pay: list[str], total: int, used: Counter) -> None:
            budget[0] -= 1
            if budget[0] < 0:
                return
            if total >= price:
                if legal_pay(pay, total):
                    score = self._buy_score(("buy", slot, tuple(pay)), view, values)
                    if best[0] is None or score > best[0]:
                        best[0], best[1] = score, list(pay)
                return
            for j in range(i, len(vals)):
                t, v = vals[j]
                card = _card_of(t)
                if used[card] >= counts.get(card, 0):
                    continue
                used[card] += 1
                rec(j, pay + [t], total + v, used)
                used[card] -= 1

        rec(0, [], 0, Counter())
        return best[1]

    def _next_payment_card(self, view: dict[str, Any], legal: list[Action]) -> Action:
        """In a payment made card by card: the next card of the plan, else ``done`` when the
        cards paid are enough, else the cheapest card offered (every offered card still
        leads to a legal payment)."""
        while self._pay_plan and ("pay", self._pay_plan[0]) not in legal:
            self._pay_plan.pop(0)
        if self._pay_plan:
            return ("pay", self._pay_plan.pop(0))
        if ("done",) in legal:
            return ("done",)
        values = _hand_values(view)
        pays = [a for a in legal if a[0] == "pay"]
        if pays:
            return min(pays, key=lambda a: (_token_value(self.rules, str(a[1]), values), str(a[1])))
        return legal[0]

    @staticmethod
    def _build_cost(action: Action) -> tuple:
        cost = 0.0
        for token in _tokens(action):
            token = str(token)
            name = _identity(token)
            if token.startswith("discard:"):
                cost -= 1.0
            elif name == JUNK:
                cost -= 2.0
            elif name in _ENABLERS:
                cost += 1.5
            else:
                cost += 1.0
        return (cost, len(_tokens(action)))

    def _market_value(self, slot: int, view: dict[str, Any]) -> int:
        if slot == -1:
            pile = view.get("market_discard") or []
            return _printed_value(self.rules, _identity(str(pile[-1]))) if pile else 0
        for entry in view.get("market", []):
            if entry.get("slot") == slot:
                return entry.get("value") or 0
        return 0

    @staticmethod
    def _market_price(slot: int, view: dict[str, Any]) -> int | None:
        for entry in view.get("market", []):
            if entry.get("slot") == slot:
                return entry.get("price")
        return None

    def _score_buys(self, buys: Any, view: dict[str, Any],
                    values: dict[str, int]) -> list[tuple[tuple, Action, list[str]]]:
        """``(score, buy, [])`` of each listed whole purchase, in order, scored by
        the greedy order of a purchase (:meth:`_buy_score`), with each slot's value and price
        and each token's value and junkness read once for the decision."""
        out: list[tuple[tuple, Action, list[str]]] = []
        if not buys:
            return out
        slots: dict[Any, tuple] = {}
        toks: dict[Any, tuple] = {}
        rules = self.rules
        for a in buys:
            n = len(a)
            slot = a[1] if n > 1 else 0
            at = slots.get(slot)
            if at is None:
                value = self._market_value(slot, view)
                at = slots[slot] = (value, self._market_price(slot, view) if slot != -1
                                    else value)
            paid = junk = folk_value = count = 0
            for tok in (a[2] if n > 2 else ()):
                tv = toks.get(tok)
                if tv is None:
                    t = str(tok)
                    tv = toks[tok] = (_token_value(rules, t, values), _is_junk(t))
                v = tv[0]
                paid += v
                count += 1
                if tv[1]:
                    junk += 1
                else:
                    folk_value += v
            price = at[1]
            waste = paid - price if price is not None else 0
            out.append(((at[0], -waste, junk, -(count - junk), -folk_value), a, []))
        return out

    def _buy_score(self, action: Action, view: dict[str, Any], values: dict[str, int]) -> tuple:
        """The greedy order of a purchase: (value of the card bought, −overpaid, junk paid,
        −other cards paid, −their value)."""
        return self._score_buys((action,), view, values)[0][0]

    def _discard_top_is_good(self, view: dict[str, Any]) -> bool:
        me = view.get("seat", -2)
        for s in view.get("seats", []):
            if s.get("seat") == me:
                pile = s.get("discard") or []
                return bool(pile) and _identity(str(pile[-1])) != JUNK and (
                    _printed_value(self.rules, _identity(str(pile[-1]))) >= 3
                )
        return False

    @staticmethod
    def _opponents(view: dict[str, Any]) -> list[dict[str, Any]]:
        me = view.get("seat", -2)
        return [s for s in view.get("seats", []) if s.get("seat") != me]

    @staticmethod
    def _own_stall(view: dict[str, Any]) -> list:
        me = view.get("seat", -2)
        return next((s.get("stall") or [] for s in view.get("seats", [])
                     if s.get("seat") == me), [])

    def _opponent_has_stack(self, view: dict[str, Any]) -> bool:
        return any(s.get("stall") for s in self._opponents(view))

    @staticmethod
    def _best_inventory(inventories: list[Action], view: dict[str, Any]) -> Action:
        junk_in_hand = sum(1 for c in view.get("hand", []) if c["name"] == JUNK)

        def score(a: Action) -> tuple:
            toks = [str(t) for t in _tokens(a)]
            junk = sum(1 for t in toks if _is_junk(t))
            other = len(toks) - junk
            return (-other, junk == junk_in_hand, junk)

        return max(inventories, key=score)

    # -- choices inside card effects -------------------------------------------------------

    def _effect_choice(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        values = _hand_values(view)
        non_pass = [a for a in legal if a[0] != "pass"]
        pool = non_pass or legal
        verb = Counter(a[0] for a in pool).most_common(1)[0][0]
        same = [a for a in pool if a[0] == verb]
        kind = (view.get("decision") or {}).get("kind", "")
        seats = {s.get("seat"): s for s in view.get("seats", [])}

        def card_worth(name: str) -> tuple:
            ident = _identity(name)
            return (ident != JUNK, _token_value(self.rules, name, values))

        def lead(seat: Any) -> tuple:
            info = seats.get(seat, {})
            return (len(info.get("stall") or []), info.get("hand", 0))

        if verb == "target":
            ints = [a for a in same if len(a) > 1 and isinstance(a[1], int)]
            if ints and kind == "treasure_hunter":
                def top_worth(a: Action) -> tuple:
                    pile = seats.get(a[1], {}).get("discard") or []
                    return card_worth(str(pile[-1])) if pile else (False, 0)

                return max(ints, key=top_worth)
            if ints:
                return max(ints, key=lambda a: lead(a[1]))
        if verb == "targets":
            return max(same, key=lambda a: (len(a[1]) if len(a) > 1 else 0,
                                            sum(lead(x)[0] for x in (a[1] if len(a) > 1 else ()))))
        if verb == "take":
            slots = [a for a in same if len(a) == 2 and isinstance(a[1], int)]
            if slots:
                return max(slots, key=lambda a: self._market_value(a[1], view))
            stall_cards = [a for a in same if len(a) >= 4 and isinstance(a[-1], str)]
            if stall_cards:
                return max(stall_cards, key=lambda a: (_printed_value(self.rules, _identity(a[-1])), lead(a[1])))
        if verb == "give":
            gifts = [a for a in same if len(a) >= 3 and isinstance(a[1], str)]
            if gifts and all(a[2] == view.get("seat") for a in gifts):  # a card for itself
                return max(gifts, key=lambda a: card_worth(a[1]))
            if gifts:
                return min(gifts, key=lambda a: (card_worth(a[1]), tuple(-x for x in lead(a[2]))))
        if verb in ("return", "value"):
            ints = [a for a in same if len(a) > 1 and isinstance(a[1], int)]
            if ints:
                return max(ints, key=lambda a: a[1])
        if verb == "guess":
            ints = [a for a in same if len(a) > 1 and isinstance(a[1], int)]
            if ints and kind == "risky_business":  # market cards: 2, 3 and 4 are as common
                return min(ints, key=lambda a: abs(a[1] - 3))
            if ints:  # junk is the commonest card: guess its value when possible
                return min(ints, key=lambda a: abs(a[1] - 1))

        if kind == "wheelbarrow":  # a stored card: throw junk away, take anything else
            ditch = [a for a in legal if a[0] == "ditch" and _is_junk(str(a[1]))]
            keep = [a for a in legal if a[0] == "keep"]
            if ditch or keep:
                return (ditch or keep)[0]
        card_choices = [a for a in same if len(a) == 2 and isinstance(a[1], str)]
        if card_choices and len(card_choices) == len(same):
            if verb in _KEEP_VERBS or verb == "top":
                return max(card_choices, key=lambda a: card_worth(a[1]))
            if verb in _PART_VERBS:
                return min(card_choices, key=lambda a: card_worth(a[1]))

        return pool[rng.randrange(len(pool))]


# ----------------------------------------------------------------------------------------
# Pruning the root of a search
# ----------------------------------------------------------------------------------------

def prune(view: dict[str, Any], legal: list[Action]) -> list[Action]:
    """The root candidates of a Dale main-action decision: all actions except that each market
    slot keeps only the payment the greedy policy prefers (least waste, most junk, fewest and
    cheapest animalfolk cards) — the whole ``buy +N with …`` where purchases are listed whole
    (the usual case), its first card ``pay +N with CARD`` where they go card by card — and
    Inventories keep only the empty one and the greedy one (all junk: ``inventory junk, …``, or
    ``discard junk`` where Inventories go card by card). Other decisions are not pruned. This
    cuts the branching from ~30–50 to ~10. (The ``prune`` hook of :mod:`ludoteca.core.game`.)
    """
    if not any(a[0] in ("buy", "inventory") for a in legal):
        return legal
    g = GreedyPolicy()
    g._follow_edition(view)
    best: dict[Any, tuple] = {}
    for score, first, _rest in g._buy_plans(view, legal):
        if first[1] not in best or score > best[first[1]][0]:
            best[first[1]] = (score, first)
    best_buy = {slot: first for slot, (_score, first) in best.items()}
    for a in legal:  # a slot the greedy plan missed keeps its first listed start
        if a[0] in ("buy", "pay") and len(a) == 3:
            best_buy.setdefault(a[1], a)
    invs = [a for a in legal if a[0] == "inventory"]
    keep_inv = set()
    if invs:
        keep_inv.add(g._best_inventory(invs, view))
        keep_inv.add(invs[0])
    out = []
    for a in legal:
        if a[0] in ("buy", "pay") and len(a) == 3 and best_buy.get(a[1]) != a:
            continue
        if a[0] == "inventory" and a not in keep_inv:
            continue
        if a[0] == "discard" and a[1] != "junk":  # an Inventory starts with its junk
            continue
        out.append(a)
    return out
