"""Mono, the remaster's automated solo opponent (issue 30; docs/rules/dale-remaster.md,
"Solo: Mono"; rulings in docs/rulings.md under "Remaster — Mono").

A solo game (``new_game(1, decks, rules=remaster)``, ``dale.remaster.mono.setup``) has two
seats: the player (seat 0) and Mono (seat 1, :data:`~ludoteca.dale.game_setup.MONO_SEAT`,
``state.cfg.mono``). Mono's starting deck is a normal one plus its **Mono cards**: one per deck
in play, value 2, declared here once per deck key (:data:`MONO_CARDS`: name, Acquire, (+),
effect). They are physical cards outside the decks' 15: the ruleset gives each one id after
every deck's ids, in deck order (``Ruleset.mono_ids``), so no classic id moves.

Mono never decides through the legal actions: the engine calls :func:`after_decision` after
every decision of a solo game (``Ruleset.solo``, from ``turn.do`` and ``new_game``), which
returns the Mono cards that reached another seat's hand (or were tossed) to Mono's discard
pile, settles a step that asks Mono to choose (the first listed choice: ruling
``dale.remaster.mono.choice``) and plays Mono's whole turn when it begins
(:func:`play_turn`, ``dale.remaster.mono.turn``). All randomness comes from ``state.rng``,
so a replay from the seed gives the same game.

What Mono did in its last turn is kept in the state, public, as the declared field
``extra["mono_log"]``: a list of steps, each a list ``[kind, *values]`` (printed card names,
never ids; ``"?"`` for a card moved between two hidden places (:data:`HIDDEN`); seats, place
names):

==================  ================================================================
step                meaning
==================  ================================================================
``["turn", t]``     Mono's turn ``t`` begins (its hand is revealed: the view's
                    ``mono_hand``)
``["stored", c]``   a stored card ``c`` comes back into Mono's hand
``["play", c]``     Mono plays the Mono card ``c`` (its effect follows)
``["move", c, a,    card ``c`` goes from place ``a`` to place ``b``: ``"hand:Q"``,
b]``                ``"deck:Q"``, ``"discard:Q"``, ``"stored:Q"``, ``"market:N"``,
                    ``"supply"``, ``"bin"``, ``"junkyard"``, ``"revealed"``
``["roll", die,     a die rolled by a Mono card
face]``
``["coins", q, n]`` seat ``q`` gains ``n`` coins (negative: loses)
``["effect", k]``   a turn-wide effect of Mono begins (:data:`TURN_EFFECTS`)
``["wait", k]``     a delayed effect of Mono begins to wait (``steady``, ``impulsive``,
                    ``master``); ``["due", k]`` when it acts
``["sorted"]``      the market was sorted (Tireless Member)
``["buy", slot,     Mono buys ``card`` from ``slot`` with the cards ``paid`` and
card, paid, n]``    ``n`` coins
``["build", cs]``   Mono builds the stack ``cs``
``["pass"]``        Mono could neither buy nor build
``["stop"]``        the Mono card has no (+): Mono's action phase ends
``["cleanup"]``     the clean-up: market refill, junk discarded, hand refilled (moves
                    follow)
==================  ================================================================

:func:`describe` gives one step as a message for the player (``mono.step.*``, in the
reader's language); :func:`result` is the solo result (``dale.remaster.mono.result``).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any, Callable

from ludoteca.core.i18n import Message, Term
from ludoteca.dale import mechanics as m
from ludoteca.dale.card_rules import Declarations
from ludoteca.dale.cards import MONO
from ludoteca.dale.engine_hooks import remove_from_hand
from ludoteca.dale.market import price as market_price
from ludoteca.dale.stall import stack_need
from ludoteca.dale.state import EMPTY, MONO_FIELDS, DaleState

shared = Declarations(MONO_FIELDS, module=__name__)

#: What Mono did in its last turn (see the module docstring), public.
shared.state("mono_log", [])
#: Mono's turn-wide effects of the turn being played (:data:`TURN_EFFECTS`).
shared.state("mono_turn", [])
#: Mono's delayed effects waiting for a later turn: ``["steady"]``, ``["impulsive"]``,
#: ``["master"]``, in the order they began.
shared.state("mono_wait", [])
#: 1 when the player bought a card in their last turn (Wise Member), else 0.
shared.state("mono_bought", 0)

#: Turn-wide effects of Mono (``extra["mono_turn"]`` entries): ``["junk_builds"]``,
#: ``["no_surcharge"]``, ``["mul", k]``, ``["stubborn"]``, ``["single"]``, ``["hand", d]``,
#: ``["plus", card, n]``, ``["erratic"]``.
TURN_EFFECTS = ("junk_builds", "no_surcharge", "mul", "stubborn", "single", "hand", "plus",
                "erratic")

#: The dice Mono cards roll, as restated (docs/rules/dale-remaster.md), used when the ruleset
#: declares no die of that name (a deck declares its die: ``deck.die``).
DICE: dict[str, tuple] = {
    "ocelot": (0, 1, 2, 2, 3, 3),
    "polecat": (1, 1, 2, 2, 3, 3),
    "hare": ("stars", "stars", "planet", "planet", "planet", "comet"),
    "pangolin": ("discard", "discard", "deck", "deck", "deck", "hand"),
}

#: Where a clock's value is read (the per-seat clock of the remaster, another part of the
#: edition): the declared state fields tried in turn; none present reads as dawn (ruling
#: ``dale.remaster.mono.clock``).
CLOCK_FIELDS = ("clock", "clocks")
DAWN, DAY, NIGHT = "dawn", "day", "night"


@dataclass(frozen=True)
class MonoCard:
    """One deck's Mono card (``dale.remaster.mono.setup``).

    Attributes:
        name: its printed name ("Swift Member").
        acquire: the *Acquire* flag: with (+), and Mono ahead with fewer than 7 stacks, Mono
            tries the market first (``dale.remaster.mono.turn``).
        plus: the bonus (+): without it the card ends Mono's action phase. The restatement
            gives no (+) for any Mono card: every one has it (ruling
            ``dale.remaster.mono.plus``).
        effect: ``f(state, mono_seat, card)``: the card's effect (``card``: its id, or -1).
    """

    name: str
    acquire: bool
    effect: Callable[[DaleState, int, int], None]
    plus: bool = True


# -- places and moves ---------------------------------------------------------------------

def _other(state: DaleState, mono: int) -> int:
    """The player's seat (the one seat that is not Mono's)."""
    return 1 - mono if state.cfg.n_players == 2 else 0


#: The places whose cards nobody sees: a move between two of them is logged without the
#: card's name (``"?"``).
HIDDEN = ("deck", "stored", "supply")


def _named(state: DaleState, v: Any) -> Any:
    return state.cfg.types[v].name if type(v) is int else v


def log(state: DaleState, kind: str, *values: Any) -> None:
    """Add one step to what Mono did this turn (``extra["mono_log"]``). Card ids given as
    ``("card", id)`` or lists of ids given as ``("cards", ids)`` are written as their printed
    names (a view shows no card id)."""
    if "mono_log" not in state.extra:
        return
    out: list[Any] = [kind]
    for v in values:
        if isinstance(v, tuple) and v and v[0] == "card":
            out.append(_named(state, v[1]))
        elif isinstance(v, tuple) and v and v[0] == "cards":
            out.append([_named(state, c) for c in v[1]])
        else:
            out.append(v)
    state.extra["mono_log"].append(out)


def _card(c: int) -> tuple:
    return ("card", c)


def _pile(state: DaleState, place: str) -> list[int]:
    if place == "bin":
        return state.bin
    if place == "junkyard":
        return state.junk
    name, _, q = place.partition(":")
    return {"hand": state.hands, "deck": state.decks, "discard": state.discards,
            "stored": state.stored}[name][int(q)]


def move(state: DaleState, card: int, src: str, dst: str) -> None:
    """Move ``card`` (already taken from ``src``, named for the log only) onto ``dst``'s top
    (a hand: its right end), and log it."""
    if dst == "bin" and state.cfg.types[card].is_junk:
        dst = "junkyard"  # dale.discard.routing: tossed junk goes to the junkyard
    _pile(state, dst).append(card)
    log(state, "move", _card(card) if not (src.split(":")[0] in HIDDEN
        and dst.split(":")[0] in HIDDEN) else "?", src, dst)


def take(state: DaleState, src: str, card: int, dst: str) -> None:
    """Take ``card`` out of the place ``src`` and move it to ``dst``."""
    if src.startswith("hand:"):
        remove_from_hand(state, int(src[5:]), card)
    elif src.startswith("market:"):
        state.market[int(src[7:])] = EMPTY
    else:
        _pile(state, src).remove(card)
    move(state, card, src, dst)


def top(state: DaleState, q: int) -> int | None:
    """Take the top card of seat q's deck (its discard pile reshuffled first when the deck is
    empty, ``dale.cleanup.reshuffle``), or None."""
    return m.top_of_deck(state, q)


def draw(state: DaleState, mono: int, n: int = 1) -> None:
    """Mono draws ``n`` cards as any seat draws (deck, reshuffle, junkyard)."""
    for _ in range(n):
        src = f"deck:{mono}" if state.decks[mono] or state.discards[mono] else "junkyard"
        card = m.draw(state, mono)
        if card is None:
            return
        log(state, "move", _card(card), src, f"hand:{mono}")


def roll(state: DaleState, die: str) -> Any:
    """Roll ``die`` from the state's RNG (the ruleset's faces if a deck declares it, else
    :data:`DICE`), kept in ``state.rolls`` and logged."""
    face = m.roll(state, state.cfg.rules.dice.get(die, DICE[die]))
    state.rolls.append((die, face))
    log(state, "roll", die, face)
    return face


def is_mono(state: DaleState, card: int) -> bool:
    """True for a Mono card."""
    return state.cfg.types[card].animalfolk == MONO


def is_animalfolk(state: DaleState, card: int) -> bool:
    """True for an animalfolk card: neither junk (clutter) nor a Mono card."""
    t = state.cfg.types[card]
    return not t.is_junk and t.animalfolk != MONO


def value(state: DaleState, card: int) -> int:
    """The value of a card Mono uses this turn: printed (a Mono card 2, junk 1), then Mono's
    turn-wide effects in the order they began (Stubborn Member: 4; Daring Member: times the
    die; Resourceful Member: +n on one card)."""
    v = state.cfg.types[card].value
    for e in state.extra.get("mono_turn", ()):
        if e[0] == "stubborn":
            v = 4
        elif e[0] == "mul":
            v *= e[1]
        elif e[0] == "plus" and e[1] == card:
            v += e[2]
    return max(v, 0)


def _lowest(state: DaleState, cards: list[int], key=None) -> int | None:
    """The lowest-valued of ``cards`` (printed value; ties: the leftmost), or None."""
    key = key or (lambda c: state.cfg.types[c].value)
    return min(cards, key=key) if cards else None


def _highest(state: DaleState, cards: list[int]) -> int | None:
    return max(cards, key=lambda c: state.cfg.types[c].value) if cards else None


def _slots(state: DaleState) -> list[int]:
    """The occupied market slots, leftmost (+4) first."""
    return [s for s in range(4, -1, -1) if state.market[s] != EMPTY]


def _market_pick(state: DaleState, which: str) -> int | None:
    """The slot of the leftmost / highest-valued / lowest-valued market card (ties: the
    leftmost; ruling ``dale.remaster.mono.ties``), or None for an empty market."""
    slots = _slots(state)
    if not slots:
        return None
    if which == "leftmost":
        return slots[0]
    vals = [state.cfg.types[state.market[s]].value for s in slots]
    best = max(vals) if which == "highest" else min(vals)
    return slots[vals.index(best)]


def take_market(state: DaleState, q: int, which: str) -> None:
    """Seat q takes the leftmost / highest / lowest market card into its hand (the slot stays
    empty until the market refill)."""
    slot = _market_pick(state, which)
    if slot is not None:
        take(state, f"market:{slot}", state.market[slot], f"hand:{q}")


def clock(state: DaleState, seat: int) -> str:
    """The clock of ``seat`` (dawn, day or night) from the declared per-seat clock if the
    state has one (:data:`CLOCK_FIELDS`), else dawn (ruling ``dale.remaster.mono.clock``)."""
    for name in CLOCK_FIELDS:
        v = state.extra.get(name)
        if isinstance(v, list) and len(v) > seat and v[seat] in (DAWN, DAY, NIGHT):
            return v[seat]
        if v in (DAWN, DAY, NIGHT):
            return v
    return DAWN


def turn_effect(state: DaleState, *effect: Any) -> None:
    state.extra["mono_turn"].append(list(effect))
    log(state, "effect", effect[0])


def wait(state: DaleState, kind: str) -> None:
    state.extra["mono_wait"].append([kind])
    log(state, "wait", kind)


def _due(state: DaleState, kind: str) -> bool:
    """Take the earliest waiting effect ``kind`` off Mono's list (True if there was one)."""
    waits = state.extra["mono_wait"]
    if [kind] in waits:
        waits.remove([kind])
        log(state, "due", kind)
        return True
    return False


# -- the 36 Mono cards' effects (docs/rules/dale-remaster.md, table "Mono cards") ----------

def swift(state, mono, card):  # Macaws: draw three
    draw(state, mono, 3)


def loyal(state, mono, card):  # Pandas: the highest-valued market card
    take_market(state, mono, "highest")


def wily(state, mono, card):  # Raccoons: a random card of yours for one junk of Mono's hand
    p = _other(state, mono)
    junk = [c for c in state.hands[mono] if state.cfg.types[c].is_junk]
    if not junk or not state.hands[p]:
        return
    theirs = state.hands[p][m.random_index(state, len(state.hands[p]))]
    take(state, f"hand:{p}", theirs, f"hand:{mono}")
    take(state, f"hand:{mono}", junk[0], f"hand:{p}")


def stashing(state, mono, card):  # Squirrels: junk may go into Mono's stacks this turn
    turn_effect(state, "junk_builds")


def bold(state, mono, card):  # Ocelots: swap that many top-of-deck cards
    p = _other(state, mono)
    k = roll(state, "ocelot")
    mine = [c for c in (top(state, mono) for _ in range(k)) if c is not None]
    theirs = [c for c in (top(state, p) for _ in range(k)) if c is not None]
    for c in reversed(mine):  # the cards keep their order: the top one stays on top
        move(state, c, f"deck:{mono}", f"deck:{p}")
    for c in reversed(theirs):
        move(state, c, f"deck:{p}", f"deck:{mono}")


def flexible(state, mono, card):  # Chameleons: play a Mono card from the discard pile
    pile = state.discards[mono]
    if not any(is_mono(state, c) for c in pile):
        for c in reversed(state.decks[mono][:]):  # the deck flipped onto the discard pile
            state.decks[mono].pop()
            move(state, c, f"deck:{mono}", f"discard:{mono}")
    other = next((c for c in reversed(pile) if is_mono(state, c) and c != card), None)
    if other is None:
        return
    pile.remove(other)
    log(state, "play", _card(other))
    info = card_info(state, other)
    if info is not None:
        info.effect(state, mono, other)
    pile.append(other)  # back on top of the discard pile (ruling dale.remaster.mono.flexible)


def tireless(state, mono, card):  # Platypuses: market sorted high to low; no surcharges
    slots = _slots(state)
    cards = sorted((state.market[s] for s in slots),
                   key=lambda c: -state.cfg.types[c].value)  # stable: ties keep their order
    for s, c in zip(slots, cards):
        state.market[s] = c
    log(state, "sorted")
    turn_effect(state, "no_surcharge")


def steady(state, mono, card):  # Sloths: the leftmost market card at Mono's next turn start
    wait(state, "steady")


def little(state, mono, card):  # Crocodiles: one card from your deck; its lowest to yours
    p = _other(state, mono)
    c = top(state, p)
    if c is None:
        return
    move(state, c, f"deck:{p}", f"hand:{mono}")
    low = _lowest(state, state.hands[mono])
    if low is not None:
        take(state, f"hand:{mono}", low, f"deck:{p}")


def cunning(state, mono, card):  # Foxes: draw from both decks, give you the lower one
    p = _other(state, mono)
    a, b = top(state, mono), top(state, p)
    if a is not None:
        move(state, a, f"deck:{mono}", f"hand:{mono}")
    if b is not None:
        move(state, b, f"deck:{p}", f"hand:{mono}")
    if a is None or b is None:
        return
    low = a if state.cfg.types[a].value < state.cfg.types[b].value else b  # ties: yours back
    take(state, f"hand:{mono}", low, f"hand:{p}")


def daring(state, mono, card):  # Polecats: the cards Mono uses count times the die
    turn_effect(state, "mul", roll(state, "polecat"))


def wise(state, mono, card):  # Owls: 4 if you bought last turn, else 2
    draw(state, mono, 4 if state.extra.get("mono_bought") else 2)


def rigorous(state, mono, card):  # Desert Monitors: junk out, that many + 1 in
    junk = [c for c in state.hands[mono] if state.cfg.types[c].is_junk]
    for c in junk:
        take(state, f"hand:{mono}", c, f"discard:{mono}")
    draw(state, mono, len(junk) + 1)


def voracious(state, mono, card):  # Lemurs: toss the lowest animalfolk card; take the highest
    low = _lowest(state, [c for c in state.hands[mono] if is_animalfolk(state, c)])
    if low is not None:
        take(state, f"hand:{mono}", low, "bin")
    take_market(state, mono, "highest")


def pompous(state, mono, card):  # Magpies: you discard at random; a market card of that value
    p = _other(state, mono)
    if not state.hands[p]:
        return
    c = state.hands[p][m.random_index(state, len(state.hands[p]))]
    take(state, f"hand:{p}", c, f"discard:{p}")
    v = state.cfg.types[c].value
    slot = next((s for s in _slots(state) if state.cfg.types[state.market[s]].value == v), None)
    if slot is not None:
        take(state, f"market:{slot}", state.market[slot], f"hand:{mono}")


def carefree(state, mono, card):  # Echidnas: Mono's lowest for a random higher one of yours
    p = _other(state, mono)
    low = _lowest(state, [c for c in state.hands[mono] if is_animalfolk(state, c)])
    if low is None:
        return
    v = state.cfg.types[low].value
    higher = [c for c in state.hands[p] if is_animalfolk(state, c)
              and state.cfg.types[c].value > v]
    if not higher:
        return
    theirs = higher[m.random_index(state, len(higher))]
    take(state, f"hand:{p}", theirs, f"hand:{mono}")
    take(state, f"hand:{mono}", low, f"hand:{p}")


def arcane(state, mono, card):  # Hares: stars nothing, comet the supply, planet its deck
    face = roll(state, "hare")
    if face == "comet":
        c = m.draw_supply(state)
        if c is not None:
            move(state, c, "supply", f"hand:{mono}")
    elif face == "planet":
        draw(state, mono)


def clever(state, mono, card):  # Tree-kangaroos: store the top three deck cards
    for _ in range(3):
        c = top(state, mono)
        if c is None:
            return
        move(state, c, f"deck:{mono}", f"stored:{mono}")


def _coins(state: DaleState, q: int, n: int) -> None:
    state.coins[q] += n
    log(state, "coins", q, n)


def avid(state, mono, card):  # Tuataras: 10 coins
    _coins(state, mono, 10)


def rash(state, mono, card):  # Dodos: 12 coins, hand size -2 this turn
    _coins(state, mono, 12)
    turn_effect(state, "hand", -2)


def deceptive(state, mono, card):  # Capuchins: a coin from you; your top card, unless junk
    p = _other(state, mono)
    if state.coins[p] > 0:
        _coins(state, p, -1)
        _coins(state, mono, 1)
    c = top(state, p)
    if c is None:
        return
    if state.cfg.types[c].is_junk:
        move(state, c, f"deck:{p}", f"discard:{p}")
    else:  # discarded, then taken by Mono from the discard pile
        move(state, c, f"deck:{p}", f"discard:{p}")
        take(state, f"discard:{p}", c, f"hand:{mono}")


def blind(state, mono, card):  # Olms: you toss a random 2+ animalfolk card, take the lowest
    p = _other(state, mono)
    good = [c for c in state.hands[p] if is_animalfolk(state, c) and state.cfg.types[c].value >= 2]
    if not good:
        return
    c = good[m.random_index(state, len(good))]
    take(state, f"hand:{p}", c, "bin")
    take_market(state, p, "lowest")


def resourceful(state, mono, card):  # Penguins: +1 per junk in hand on the highest card
    n = sum(1 for c in state.hands[mono] if state.cfg.types[c].is_junk)
    best = _highest(state, [c for c in state.hands[mono] if is_animalfolk(state, c)])
    if best is not None and n:
        turn_effect(state, "plus", best, n)


def impulsive(state, mono, card):  # Turtles: next turn start without a Mono card: leftmost
    wait(state, "impulsive")


def erratic(state, mono, card):  # Skinks: at the end of this turn, a card from the supply
    turn_effect(state, "erratic")


def master(state, mono, card):  # Beavers: next failed build: the highest card, then retry
    wait(state, "master")


def pristine(state, mono, card):  # Snow Macaques: draw 4, two junk of the hand onto the deck
    draw(state, mono, 4)
    for c in [c for c in state.hands[mono] if state.cfg.types[c].is_junk][:2]:
        take(state, f"hand:{mono}", c, f"deck:{mono}")


def meddling(state, mono, card):  # Gulls: a junk of Mono's discard and one of the junkyard
    p = _other(state, mono)
    junk = [c for c in reversed(state.discards[mono]) if state.cfg.types[c].is_junk]
    if junk:
        take(state, f"discard:{mono}", junk[0], f"discard:{p}")
    if state.junk:
        move(state, state.junk.pop(), "junkyard", f"discard:{p}")


def fumbling(state, mono, card):  # Pangolins: your [source] -> Mono's [destination]
    p = _other(state, mono)
    while True:  # both dice rolled until they differ
        src, dst = roll(state, "pangolin"), roll(state, "pangolin")
        if src != dst:
            break
    pile = _pile(state, f"{src}:{p}")
    cands = [c for c in pile if not state.cfg.types[c].is_junk]
    if not cands:
        return
    if src == "hand":
        c = cands[m.random_index(state, len(cands))]
    else:
        c = cands[-1]  # the topmost non-junk card (ruling dale.remaster.mono.fumbling)
    take(state, f"{src}:{p}", c, f"{dst}:{mono}")


def bouncy(state, mono, card):  # Glassfrogs: twice, draw 2 and discard the 2 lowest
    for _ in range(2):
        draw(state, mono, 2)
        for _ in range(2):
            low = _lowest(state, state.hands[mono])
            if low is not None:
                take(state, f"hand:{mono}", low, f"discard:{mono}")


def stubborn(state, mono, card):  # Gorillas: every card Mono uses this turn is worth 4
    turn_effect(state, "stubborn")


def hefty(state, mono, card):  # Walruses: a stack of one animalfolk card this turn
    turn_effect(state, "single")


def shrewd(state, mono, card):  # Tasmanian Devils: you discard at random; 2 junk into your deck
    p = _other(state, mono)
    if state.hands[p]:
        c = state.hands[p][m.random_index(state, len(state.hands[p]))]
        take(state, f"hand:{p}", c, f"discard:{p}")
    junk = [c for c in reversed(state.discards[p]) if state.cfg.types[c].is_junk][:2]
    for c in junk:
        take(state, f"discard:{p}", c, f"deck:{p}")
    if junk:
        m.shuffle(state, state.decks[p])


def early(state, mono, card):  # Junglefowls: hand size +4 / +3 / -1 by the clock
    turn_effect(state, "hand", {DAWN: 4, DAY: 3, NIGHT: -1}[clock(state, _other(state, mono))])


def dramatic(state, mono, card):  # Mongooses: 2 / 5 / 1 supply cards; the highest; rest tossed
    n = {DAWN: 2, DAY: 5, NIGHT: 1}[clock(state, _other(state, mono))]
    shown = [c for c in (m.draw_supply(state) for _ in range(n)) if c is not None]
    for c in shown:
        log(state, "move", _card(c), "supply", "revealed")
    best = _highest(state, shown)
    for c in shown:
        move(state, c, "revealed", f"hand:{mono}" if c == best else "bin")


def stealthy(state, mono, card):  # Bats: day (and dawn) your top card; night a random card
    p = _other(state, mono)
    if clock(state, p) == NIGHT:
        good = [c for c in state.hands[p] if is_animalfolk(state, c)]
        if good:
            take(state, f"hand:{p}", good[m.random_index(state, len(good))], f"hand:{mono}")
        return
    c = top(state, p)
    if c is not None:
        move(state, c, f"deck:{p}", f"hand:{mono}")


#: deck key -> its Mono card (docs/rules/dale-remaster.md, table "Mono cards"), in the order
#: of :data:`ludoteca.dale.editions.REMASTER_ALL`.
MONO_CARDS: dict[str, MonoCard] = {
    "macaws": MonoCard("Swift Member", True, swift),
    "pandas": MonoCard("Loyal Member", False, loyal),
    "raccoons": MonoCard("Wily Member", True, wily),
    "squirrels": MonoCard("Stashing Member", False, stashing),
    "ocelots": MonoCard("Bold Member", True, bold),
    "chameleons": MonoCard("Flexible Member", False, flexible),
    "platypuses": MonoCard("Tireless Member", True, tireless),
    "sloths": MonoCard("Steady Member", False, steady),
    "crocodiles": MonoCard("Little Member", True, little),
    "foxes": MonoCard("Cunning Member", True, cunning),
    "polecats": MonoCard("Daring Member", True, daring),
    "owls": MonoCard("Wise Member", True, wise),
    "desert_monitors": MonoCard("Rigorous Member", True, rigorous),
    "lemurs": MonoCard("Voracious Member", True, voracious),
    "magpies": MonoCard("Pompous Member", True, pompous),
    "echidnas": MonoCard("Carefree Member", True, carefree),
    "hares": MonoCard("Arcane Member", True, arcane),
    "tree_kangaroos": MonoCard("Clever Member", True, clever),
    "tuataras": MonoCard("Avid Member", True, avid),
    "dodos": MonoCard("Rash Member", True, rash),
    "capuchins": MonoCard("Deceptive Member", True, deceptive),
    "olms": MonoCard("Blind Member", False, blind),
    "penguins": MonoCard("Resourceful Member", False, resourceful),
    "turtles": MonoCard("Impulsive Member", False, impulsive),
    "skinks": MonoCard("Erratic Member", False, erratic),
    "beavers": MonoCard("Master Member", False, master),
    "snow_macaques": MonoCard("Pristine Member", True, pristine),
    "gulls": MonoCard("Meddling Member", True, meddling),
    "pangolins": MonoCard("Fumbling Member", True, fumbling),
    "glassfrogs": MonoCard("Bouncy Member", True, bouncy),
    "gorillas": MonoCard("Stubborn Member", True, stubborn),
    "walruses": MonoCard("Hefty Member", False, hefty),
    "tasmanian_devils": MonoCard("Shrewd Member", True, shrewd),
    "junglefowls": MonoCard("Early Member", True, early),
    "mongooses": MonoCard("Dramatic Member", True, dramatic),
    "bats": MonoCard("Stealthy Member", True, stealthy),
}

for _key, _mono in MONO_CARDS.items():
    shared.mono_card(_key, _mono)


def card_info(state: DaleState, card: int) -> MonoCard | None:
    """The Mono card declaration of the physical Mono card ``card``, or None."""
    rules = state.cfg.rules
    for key, i in rules.mono_ids.items():
        if i == card:
            return rules.mono[key]
    return None


# -- Mono's choices ---------------------------------------------------------------------------

def payment(state: DaleState, mono: int, price: int) -> tuple[tuple[int, ...], int] | None:
    """Mono's payment of ``price`` (``dale.remaster.mono.turn``): the fewest hand cards (each
    at :func:`value`), coins making up the rest and never used beyond what is needed; then the
    fewest coins, the lowest total, the leftmost cards (ruling ``dale.remaster.mono.ties``).
    A payment of cards alone may not overpay (``dale.market.overpay``). None when Mono cannot
    pay.

    Returns:
        (the paying card ids, the coins paid).
    """
    hand = state.hands[mono]
    coins = state.coins[mono]
    vals = [value(state, c) for c in hand]
    for k in range(len(hand) + 1):
        best = None
        for idx in combinations(range(len(hand)), k):
            total = sum(vals[i] for i in idx)
            if total >= price:
                if k and total - price >= min(vals[i] for i in idx):
                    continue  # a card could be left out (dale.market.overpay)
                need = 0
            else:
                need = price - total
                if need > coins:
                    continue
            key = (need, total, idx)
            if best is None or key < best:
                best = key
        if best is not None:
            return tuple(hand[i] for i in best[2]), best[0]
    return None


def stack(state: DaleState, mono: int) -> tuple[int, ...] | None:
    """Mono's next stack (``dale.remaster.mono.turn``): the fewest hand cards whose values
    (:func:`value`) make exactly the stack's total, all of one animalfolk, never a Mono card,
    junk only under Stashing Member (and never junk alone); under Hefty Member, one
    animalfolk card alone is a stack. Ties: the lowest printed total, then the leftmost cards.
    None when Mono cannot build."""
    if len(state.stalls[mono]) >= 8:
        return None
    hand = state.hands[mono]
    effects = [e[0] for e in state.extra.get("mono_turn", ())]
    junk_ok = "junk_builds" in effects
    need = stack_need(state, mono)
    types = state.cfg.types
    cands = [i for i, c in enumerate(hand)
             if is_animalfolk(state, c) or (junk_ok and types[c].is_junk)]
    if "single" in effects:
        singles = [i for i in cands if is_animalfolk(state, hand[i])]
        if singles:
            i = min(singles, key=lambda i: (types[hand[i]].value, i))
            return (hand[i],)
    for k in range(1, len(cands) + 1):
        best = None
        for idx in combinations(cands, k):
            folk = {types[hand[i]].animalfolk for i in idx if is_animalfolk(state, hand[i])}
            if len(folk) != 1 or sum(value(state, hand[i]) for i in idx) != need:
                continue
            key = (sum(types[hand[i]].value for i in idx), idx)
            if best is None or key < best:
                best = key
        if best is not None:
            return tuple(hand[i] for i in best[1])
    return None


def leftmost_mono(state: DaleState, mono: int) -> int | None:
    """The leftmost Mono card of Mono's hand (the first in hand order), or None."""
    return next((c for c in state.hands[mono] if is_mono(state, c)), None)


def market_first(state: DaleState, mono: int, card: int | None) -> bool:
    """True when Mono tries the market before its stall (``dale.remaster.mono.turn``): the Mono
    card played has (+) and Acquire, Mono has more stacks than the player, and fewer than 7."""
    info = None if card is None else card_info(state, card)
    mine, theirs = len(state.stalls[mono]), len(state.stalls[_other(state, mono)])
    return bool(info and info.plus and info.acquire and theirs < mine < 7)


# -- Mono's actions -------------------------------------------------------------------------

def try_buy(state: DaleState, mono: int) -> bool:
    """Mono buys the leftmost market card it can afford (:func:`payment`); False if none.
    Under Tireless Member the slots add nothing to the price."""
    no_surcharge = any(e[0] == "no_surcharge" for e in state.extra.get("mono_turn", ()))
    for slot in _slots(state):
        price = market_price(state, slot, mono) - (slot if no_surcharge else 0)
        pay = payment(state, mono, max(price, 0))
        if pay is None:
            continue
        cards, coins = pay
        card = state.market[slot]
        state.market[slot] = EMPTY
        for c in cards:
            remove_from_hand(state, mono, c)
            m.discard(state, mono, c)
        state.coins[mono] -= coins
        state.hands[mono].append(card)
        log(state, "buy", slot, _card(card), ("cards", cards), coins)
        return True
    return False


def try_build(state: DaleState, mono: int) -> bool:
    """Mono builds its next stack (:func:`stack`); if it cannot and Master Member waits, Mono
    takes the highest-valued market card and tries again. The 8th stack ends the game
    (``dale.end.eighth_stack``). False if no stack was built."""
    cards = stack(state, mono)
    if cards is None and _due(state, "master"):
        take_market(state, mono, "highest")
        cards = stack(state, mono)
    if cards is None:
        return False
    for c in cards:
        remove_from_hand(state, mono, c)
    state.stalls[mono].append(tuple(cards))
    log(state, "build", ("cards", cards))
    if len(state.stalls[mono]) >= 8:
        state.winner = mono
        state.frames.clear()
    return True


def hand_size(state: DaleState, mono: int) -> int:
    """Mono's hand size for its clean-up draw: 5 plus its turn-wide changes (Rash Member,
    Early Member), never below 0."""
    return max(5 + sum(e[1] for e in state.extra.get("mono_turn", ()) if e[0] == "hand"), 0)


def return_mono_cards(state: DaleState) -> None:
    """Mono cards in another seat's hand, or tossed (the bin, the junkyard), go to Mono's
    discard pile at once and are not replaced (``dale.remaster.mono.cards``)."""
    mono = state.cfg.mono
    if mono is None:
        return
    for q in range(state.cfg.n_players):
        if q != mono:
            for c in [c for c in state.hands[q] if is_mono(state, c)]:
                take(state, f"hand:{q}", c, f"discard:{mono}")
    for place in ("bin", "junkyard"):
        for c in [c for c in _pile(state, place) if is_mono(state, c)]:
            take(state, place, c, f"discard:{mono}")


def play_turn(state: DaleState) -> None:
    """Play Mono's whole turn (``dale.remaster.mono.turn``), then the player's turn begins.

    Stored cards to hand; the start-of-turn effects (Steady, Impulsive); the leftmost Mono
    card played (to Mono's discard pile after its effect); then, unless that card lacks (+),
    the market first or the stall first (:func:`market_first`), the other if the first is
    not possible; then the clean-up: market refill, the junk in hand discarded, the hand
    refilled to :func:`hand_size`, the end-of-turn effects (Erratic Member)."""
    from ludoteca.dale.turn import next_turn

    mono = state.active
    state.extra["mono_log"] = []
    state.extra["mono_turn"] = []
    log(state, "turn", state.turn)
    for c in state.stored[mono][:]:
        state.stored[mono].remove(c)
        state.hands[mono].append(c)
        log(state, "stored", _card(c))
    if _due(state, "steady"):
        take_market(state, mono, "leftmost")
    if leftmost_mono(state, mono) is None and _due(state, "impulsive"):
        take_market(state, mono, "leftmost")
    card = leftmost_mono(state, mono)
    info = None
    if card is not None:
        remove_from_hand(state, mono, card)
        state.in_play.append(card)
        log(state, "play", _card(card))
        info = card_info(state, card)
        if info is not None:
            info.effect(state, mono, card)
        if card in state.in_play:
            state.in_play.remove(card)
            m.discard(state, mono, card)
        return_mono_cards(state)
    if info is not None and not info.plus:
        log(state, "stop")
    else:
        order = (try_buy, try_build) if market_first(state, mono, card) else (try_build, try_buy)
        if not any(act(state, mono) for act in order):
            log(state, "pass")
    if state.winner is not None:
        return
    log(state, "cleanup")
    m.slide_and_refill(state)  # dale.cleanup.market_refill
    for c in [c for c in state.hands[mono] if state.cfg.types[c].is_junk]:
        take(state, f"hand:{mono}", c, f"discard:{mono}")
    size = hand_size(state, mono)
    while len(state.hands[mono]) < size:
        before = len(state.hands[mono])
        draw(state, mono)
        if len(state.hands[mono]) == before:
            break
    if any(e[0] == "erratic" for e in state.extra["mono_turn"]):
        c = m.draw_supply(state)
        if c is not None:
            move(state, c, "supply", f"hand:{mono}")
    return_mono_cards(state)
    state.extra["mono_turn"] = []
    next_turn(state)


def after_decision(state: DaleState) -> None:
    """What the engine does after every decision of a solo game (``Ruleset.solo``): Mono cards
    back to Mono (:func:`return_mono_cards`); a step Mono must decide settled with its first
    listed choice (ruling ``dale.remaster.mono.choice``); Mono's turn played when it begins."""
    from ludoteca.dale.turn import advance

    mono = state.cfg.mono
    if mono is None:
        return
    return_mono_cards(state)
    advance(state)  # a step left with nothing to choose (a Mono card it offered went back)
    while state.winner is None:
        if state.frames and state.frames[-1][1] == mono:
            legal = state.legal_actions()
            f = state.frames.pop()
            state.cfg.rules.steps[f[0]].apply(state, f, legal[0])
            advance(state)
            return_mono_cards(state)
        elif not state.frames and state.active == mono:
            play_turn(state)
            advance(state)
            return_mono_cards(state)
        else:
            return


shared.solo = after_decision


#: Mono's delayed effects by the Mono card that starts them (for :func:`describe`).
WAITING = {"steady": "Steady Member", "impulsive": "Impulsive Member", "master": "Master Member"}


def _place(place: str, mono: int) -> Term:
    name, _, q = place.partition(":")
    if not q or name == "market":
        return Term(f"mono.place.{name}")
    return Term(f"mono.place.{name}.{'mono' if int(q) == mono else 'you'}")


def _shown(name: Any) -> Any:
    return Term("term.junk") if name == "junk" else name


def describe(entry: list, mono: int = 1) -> Message:
    """One step of ``extra["mono_log"]`` as a message for the player's seat (``mono.step.*``,
    rendered in the reader's language), for the terminal and the browser to show Mono's turn
    step by step.

    Raises:
        KeyError / ValueError: ``entry`` is not a step of the log.
    """
    kind, *v = entry
    if kind == "turn":
        return Message("mono.step.turn", turn=v[0])
    if kind in ("stored", "play"):
        return Message(f"mono.step.{kind}", card=_shown(v[0]))
    if kind == "move":
        src, dst = _place(v[1], mono), _place(v[2], mono)
        if v[0] == "?":
            return Message("mono.step.move_hidden", src=src, dst=dst)
        return Message("mono.step.move", card=_shown(v[0]), src=src, dst=dst)
    if kind == "roll":
        return Message("mono.step.roll", die=v[0], face=v[1])
    if kind == "coins":
        return Message("mono.step.coins", who=Term("mono.who.mono" if v[0] == mono
                                                   else "mono.who.you"), change=f"{v[1]:+d}")
    if kind == "effect":
        return Message("mono.step.effect", effect=Term(f"mono.effect.{v[0]}"))
    if kind in ("wait", "due"):
        return Message(f"mono.step.{kind}", card=WAITING[v[0]])
    if kind == "buy":
        paid = ", ".join(str(_shown(c)) for c in v[2]) if v[2] else Term("mono.nothing")
        return Message("mono.step.buy", card=_shown(v[1]), slot=v[0], paid=paid, coins=v[3])
    if kind == "build":
        return Message("mono.step.build", cards=", ".join(str(_shown(c)) for c in v[0]))
    if kind in ("sorted", "pass", "stop", "cleanup"):
        return Message(f"mono.step.{kind}")
    raise ValueError(f"not a step of Mono's log: {entry!r}")


def result(state: DaleState) -> int:
    """The solo result (``dale.remaster.mono.result``): the player's stacks minus Mono's; 0 or
    less is a loss.

    Raises:
        ValueError: ``state`` is not a solo game.
    """
    mono = state.cfg.mono
    if mono is None:
        raise ValueError("not a solo game (dale.remaster.mono.setup)")
    return len(state.stalls[_other(state, mono)]) - len(state.stalls[mono])


def _bought(state: DaleState, seat: int, *info: Any) -> None:
    if state.cfg.mono is not None and seat != state.cfg.mono:
        state.extra["mono_bought"] = 1


def _turn_start(state: DaleState, seat: int, *info: Any) -> None:
    if state.cfg.mono is not None and seat != state.cfg.mono:
        state.extra["mono_bought"] = 0  # the player's new turn: nothing bought yet


def _declare_listeners() -> None:
    from ludoteca.dale.editions import REMASTER_ALL

    for key in REMASTER_ALL:  # called once per deck in play: both listeners are idempotent
        shared.on("bought", deck=key)(_bought)
        shared.on("turn_start", deck=key)(_turn_start)


_declare_listeners()
