"""What one action did, told as data: the log of a Dale table (issue 28, item 1).

:func:`report` compares the state before an action with the state after it and gives the
:class:`Line` s of the story: a headline (what the action bought — card, slot, price and the
cards paid —, built, discarded, played, used, or the choice of an effect step), then every card
that moved (taken, given, thrown away, drawn, refilled into the market, shuffled into a deck),
the die rolls, the value effects that began, the clock turning and the coins. Each line says
who may read it: every seat (``to is None``), or one seat only (what it drew, what an effect
showed it). A card is named to every seat only when it is face up at one end of its move
(market, discard piles, stalls, the market discard pile, cards in play, the junk pile);
otherwise the others read how many cards moved, and the seat whose hand (or stored cards) is an
end of the move reads their names.

The report is computed by the tables (:class:`ludoteca.core.session.Session` journal entries
keep the state before every action), never by the engine, bots or search: it costs nothing
there. The terminal (``cli/play.py``), the browser's log (``web/dale_table.py``) and the
record viewer (``cli/records.py``) all render it with :func:`render`, in the reader's
language. Lines are message ids with values (docs/architecture.md, contract 6); card names
stay as printed, junk and the notation's words are the reader's (:func:`localize`).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Callable, Sequence

from ludoteca.core.i18n import SOURCE, current_language, decision_prompt, t
from ludoteca.core.i18n import text as said
from ludoteca.core.messages import register_messages

#: The notation's words a player may type, and reads, in their own language (``typed.<word>``:
#: the translation lists the accepted words, comma-separated, the first one is the word shown).
NOTATION_WORDS = (
    "junk", "buy", "with", "discard", "play", "as", "build", "inventory", "use", "keep", "top",
    "ditch", "take", "target", "targets", "seat", "none", "give", "to", "pick", "for", "from",
    "stack", "guess", "value", "return", "pass", "coins", "complete", "pay", "done", "store",
    "name",
)

MESSAGES: dict[str, str | tuple[str, str]] = {
    # the words of the notation (translation: the accepted words, comma-separated; the first
    # is the one shown)
    **{f"typed.{w}": w for w in NOTATION_WORDS},
    # the headline of an action
    "story.bought": "{who} bought {card} from slot {slot} for {price}, paying {paid}",
    "story.bought_bin": ("{who} bought {card} from the market discard pile for {price}, "
                         "paying {paid}"),
    "story.built": "{who} built stack {number}: {cards}",
    "story.inventory": "{who} took an Inventory, discarding {cards}",
    "story.inventory_none": "{who} took an Inventory, discarding nothing",
    "story.played": "{who} played {card}",
    "story.used": "{who} used {card}",
    "story.chose": "{who}: {choice}",
    "story.hidden": "{who} chose in secret ({prompt})",
    # what moved
    "story.move": "{cards}: from {src} to {dst}",
    "story.move_count": ("{count} card: from {src} to {dst}", "{count} cards: from {src} to {dst}"),
    "story.drew": ("{seat} drew {count} card", "{seat} drew {count} cards"),
    "story.you_drew": "You drew {cards}",
    "story.shuffled": "{seat} shuffled their discard pile into a new deck",
    "story.refilled": "New in the market: {cards}",
    "story.shown": "You see: {cards}",
    "story.roll": "Rolled {roll}",
    "story.effect": "Now in effect: {effect}",
    "story.die": "{card}: the ocelot die shows {face}",
    "story.clock": "The clock turns to {side}",
    "story.clock.day": "day",
    "story.clock.night": "night",
    "story.pending": "From now on: {effect}",
    "story.coins": ("{seat} now has {count} coin", "{seat} now has {count} coins"),
    "story.won": "{seat} wins",
    # the places a card is in
    "zone.hand": "the hand of {seat}",
    "zone.your_hand": "your hand",
    "zone.deck": "the deck of {seat}",
    "zone.your_deck": "your deck",
    "zone.discard": "the discard pile of {seat}",
    "zone.your_discard": "your discard pile",
    "zone.stall": "the stall of {seat}",
    "zone.your_stall": "your stall",
    "zone.stored": "the cards {seat} stored",
    "zone.your_stored": "the cards you stored",
    "zone.market": "the market",
    "zone.market_deck": "the market deck",
    "zone.bin": "the market discard pile",
    "zone.junk": "the junk pile",
    "zone.in_play": "play",
    "zone.aside": "the cards set aside",
    "zone.out": "out of the game",
    "zone.subs": "the junk substitutes",
}
register_messages(MESSAGES, source="dale-story")

#: Zones whose cards every seat sees (a card moving from or to one is named to everybody).
FACE_UP = frozenset({"market", "discard", "stall", "bin", "in_play", "junk", "subs", "out"})
#: Zones with an owner whose cards the owner knows (and no one else).
OWN = frozenset({"hand", "stored"})


@dataclass(frozen=True)
class Line:
    """One line of the story of an action.

    ``msg``: the message id; ``values``: its values (cards as printed names or ``"junk"``;
    seats 0-based under the keys of :data:`SEAT_KEYS`; places as ``(zone, owner)`` under
    ``src``/``dst``); ``to``: None (every seat reads it) or the only seat that does; ``hide``:
    the seats that read a line of their own instead (a public line's private twin); ``turn``
    and ``mover``: the turn and seat of the action (a clean-up draw belongs to the turn that
    ended)."""

    msg: str
    values: dict[str, Any] = field(default_factory=dict)
    to: int | None = None
    turn: int = 0
    mover: int = 0
    hide: tuple[int, ...] = ()


#: Values holding a 0-based seat (rendered as the front end's label of that seat).
SEAT_KEYS = ("who", "seat")


def _zones(state: Any) -> dict[int, tuple[str, int]]:
    """Card id → (zone, owner) for every card of ``state`` (owner -1 for shared zones)."""
    where: dict[int, tuple[str, int]] = {}
    for name in ("hands", "decks", "discards", "stored"):
        zone = name[:-1] if name != "stored" else "stored"
        for q, pile in enumerate(getattr(state, name)):
            for c in pile:
                where[c] = (zone, q)
    for q, stall in enumerate(state.stalls):
        for stack in stall:
            for c in stack:
                where[c] = ("stall", q)
    for c in state.market:
        if c >= 0:
            where[c] = ("market", -1)
    for zone, attr in (("market_deck", "market_deck"), ("bin", "bin"), ("junk", "junk"),
                       ("in_play", "in_play"), ("aside", "aside"), ("subs", "subs"),
                       ("out", "out")):
        for c in getattr(state, attr):
            where.setdefault(c, (zone, -1))
    return where


def _name(state: Any, c: int) -> str:
    return state.cfg.types[c].name


def report(before: Any, action: tuple, after: Any, mover: int) -> list[Line]:
    """The story of ``action`` (a Dale action tuple), which seat ``mover`` applied to
    ``before`` giving ``after`` (both :class:`~ludoteca.dale.state.DaleState`, not changed).

    Returns:
        The lines in the order told: the headline, the moves of cards, the rolls, effects,
        clock, coins and the winner; each with ``to`` (None: public) and the action's turn.
        Nothing is raised for an action that was applied: a part the story cannot tell (a
        price of a slot no longer there) is told as ``?`` or left out. What each seat may
        read follows ``dale.discard.face_up`` (face-up piles are public) and the steps'
        declared secrecy (:func:`ludoteca.dale.steps.choice_is_public`).
    """
    turn = before.turn
    out: list[Line] = []

    def add(msg: str, to: int | None = None, hide: tuple[int, ...] = (),
            **values: Any) -> None:
        out.append(Line(msg, values, to, turn, mover, hide))

    covered: Counter = Counter()  # (card id) moves the headline already tells
    verb = action[0] if action else ""
    dec = before.decision()
    if verb == "buy" and len(action) >= 3:
        slot = action[1]
        card = before.bin[-1] if slot == -1 and before.bin else (
            before.market[slot] if 0 <= slot < len(before.market) else -1)
        if card >= 0:
            from ludoteca.dale.market import price

            try:
                cost = price(before, slot, mover)
            except Exception:  # noqa: BLE001 - a price the story cannot tell is left out
                cost = "?"
            add("story.bought_bin" if slot == -1 else "story.bought", who=mover,
                card=_name(before, card), slot=f"+{slot}", price=cost, paid=list(action[2]))
            covered[card] += 1
            covered.update(_from_hand(before, after, mover, "discard"))
    elif verb == "build" and len(action) >= 2:
        # the stack's number is its total (dale.stall.exact_total); its cards as played, a
        # copy as the card it counts as ("Flexible Shopkeeper as Stashing Vendor")
        number = len(after.stalls[mover]) if after.stalls[mover] else 1
        stack = after.stalls[mover][-1] if after.stalls[mover] else ()
        add("story.built", who=mover, number=number, cards=list(action[1]))
        covered.update(stack)
    elif verb == "inventory" and len(action) >= 2:
        if action[1]:
            add("story.inventory", who=mover, cards=list(action[1]))
        else:
            add("story.inventory_none", who=mover)
        covered.update(_from_hand(before, after, mover, "discard"))
    elif verb == "play" and len(action) >= 2:
        add("story.played", who=mover, card=action[1])
        covered.update(_from_hand(before, after, mover, "in_play"))
        covered.update(_from_hand(before, after, mover, "discard"))
    elif verb == "use" and len(action) >= 2:
        add("story.used", who=mover, card=action[1])
    else:
        from ludoteca.dale.steps import choice_is_public

        try:
            public = choice_is_public(before, action)
        except Exception:  # noqa: BLE001 - an unknown choice is kept secret
            public = False
        if public:
            add("story.chose", who=mover, choice=action)
        else:
            add("story.hidden", hide=(mover,), who=mover, prompt=dec)
            add("story.chose", to=mover, who=mover, choice=action)
    used = action[2] if verb == "buy" and len(action) >= 3 else (
        action[1] if verb in ("build", "inventory") and len(action) >= 2 else ())
    _moves(before, after, mover, covered, add, [] if isinstance(used, str) else list(used))
    _changes(before, after, add)
    return out


def _token_names(state: Any, seat: int, used: Sequence[str]) -> list[str]:
    """The printed names of the hand cards the tokens ``used`` name (``Reflection as X`` →
    Reflection); a card taken from the discard pile (``discard:…``) is not from the hand."""
    from ludoteca.dale import tokens

    out = []
    for tok in used:
        parsed = tokens.parse(tok)
        if parsed is not None and not parsed.from_discard:
            out.append(parsed.name)
    return out


def _from_hand(before: Any, after: Any, seat: int, zone: str) -> list[int]:
    """The cards of ``seat``'s hand in ``before`` that are in its ``zone`` (or shared
    ``zone``) in ``after``."""
    now = _zones(after)
    return [c for c in before.hands[seat] if now.get(c, ("", -2))[0] == zone]


def _moves(before: Any, after: Any, mover: int, covered: Counter,
           add: Callable[..., None], covered_names: Sequence[str] = ()) -> None:
    """Tell the cards that changed place.

    A move with a face-up end (market, discard piles, stalls …) is told card by card, as it
    happened. Moves between hidden places (hands, decks, the market deck, cards set aside or
    stored) are told to everybody as counts, from how many cards each hidden place gained and
    lost — never from which card went where, which only the cards' owners know: so the public
    lines are the same in every deal of the hidden cards a seat cannot tell apart. The owner
    of a hand (or of stored cards) at one end of such a move reads the cards' names.

    A seat whose deck ran out and was made again from its discard pile shuffled (its whole
    discard pile went into its hand and deck): the cards of that pile went into the new deck,
    and those it drew are told as drawn."""
    was, now = _zones(before), _zones(after)
    moved: list[tuple[tuple[str, int], tuple[str, int], str, bool, int]] = []
    for c, dst in now.items():
        src = was.get(c)
        if src is None or src == dst:
            continue
        told = covered[c] <= 0
        if not told:
            covered[c] -= 1
        moved.append((src, dst, _name(after, c), told, c))
    n = before.cfg.n_players
    reshuffled = set()
    for q in range(n):
        pile = set(before.discards[q])
        if not pile or pile & set(after.discards[q]):
            continue  # nothing to shuffle, or the pile is still there
        # the whole pile went into that seat's hand and deck: which card went where is
        # hidden (a card taken off a one-card pile reads as shuffled and drawn)
        # (cards of it that went face up elsewhere first, e.g. back to the market, are told
        # as they moved; the rest went into the new deck)
        # (a card of the new deck may go on at once to a hidden place beyond the hand: the
        # cards an effect sets aside from the deck's top, Spyglass's, or stores)
        went = {dst for src, dst, _, _, c in moved if c in pile and dst[0] not in FACE_UP}
        if went and went <= {("hand", q), ("deck", q), ("stored", q), ("aside", -1)}:
            reshuffled.add(q)
    face_up: dict[tuple[tuple[str, int], tuple[str, int]], list[str]] = {}
    hidden: list[tuple[tuple[str, int], tuple[str, int], str]] = []
    for src, dst, name, told, _ in moved:
        q = src[1]
        if q in reshuffled and dst == ("deck", q) and src[0] in ("discard", "hand"):
            continue  # into the new deck: the shuffle line tells it
        if q in reshuffled and src == ("discard", q) and dst[0] not in FACE_UP:
            src = ("deck", q)  # shuffled in, then drawn (or set aside, or stored)
        if src[0] == "in_play" and dst == ("discard", mover):
            continue  # the technique is done: it goes to its owner's discard pile
        if src[0] in FACE_UP or dst[0] in FACE_UP:
            if told:
                face_up.setdefault((src, dst), []).append(name)
        else:
            hidden.append((src, dst, name))
    drawn_by_mover: tuple[int, list[str]] | None = None
    if mover in reshuffled:
        # cards the action put on the discard pile may have been shuffled and drawn back
        # into the hand, which no card's move shows: the number drawn is the hand's size now
        # less what stayed in it and what came from elsewhere, plus what left it otherwise
        # (sizes and face-up moves only: the same in every deal of the hidden cards); the
        # names, for the mover alone, are its own hand's
        hand = ("hand", mover)
        used = _token_names(before, mover, covered_names)
        came = [name for (a, b), names in face_up.items() if b == hand for name in names]
        # and the cards the headline already told going into the hand (the bought card)
        came += [name for src, dst, name, told, _ in moved
                 if not told and dst == hand and (src[0] in FACE_UP or dst[0] in FACE_UP)]
        left = [name for (a, b), names in face_up.items() if a == hand for name in names]
        others = _pair_counts(hidden)
        came_hidden = sum(k for a, b, k in others if b == hand and a != ("deck", mover))
        left_hidden = sum(k for a, b, k in others if a == hand)
        count = (len(after.hands[mover]) - (len(before.hands[mover]) - len(used) - len(left)
                                             - left_hidden) - len(came) - came_hidden)
        kept = Counter(_name(before, c) for c in before.hands[mover]) - Counter(used) \
            - Counter(left)
        drawn = Counter(_name(after, c) for c in after.hands[mover]) - kept - Counter(came)
        drawn -= Counter(name for a, b, name in hidden if b == hand and a != ("deck", mover))
        drawn_by_mover = (max(count, 0), sorted(drawn.elements()))
    for q in sorted(reshuffled):
        add("story.shuffled", seat=q)
    refills = []
    for (src, dst), names in face_up.items():
        names.sort()
        if src[0] == "market_deck" and dst[0] == "market":
            refills.append(names)  # told last: the market is refilled after the draw
        else:
            add("story.move", cards=names, src=src, dst=dst)
    _hidden_moves(hidden, mover, drawn_by_mover, add)
    for names in refills:
        add("story.refilled", cards=names)


def _pair_counts(hidden: list[tuple[tuple[str, int], tuple[str, int], str]]
                 ) -> list[tuple[tuple[str, int], tuple[str, int], int]]:
    """``(from, to, count)`` for moves between hidden places, paired from what each place
    gained and lost (never from which card went where): a seat's deck into its own hand first
    (a draw), then the places in order."""
    delta: Counter = Counter()
    for src, dst, _ in hidden:
        delta[src] -= 1
        delta[dst] += 1
    losers = sorted(z for z, k in delta.items() if k < 0)
    gainers = sorted(z for z, k in delta.items() if k > 0)
    counts: list[tuple[tuple[str, int], tuple[str, int], int]] = []
    for z in losers:  # a draw: a seat's deck into its own hand
        own = ("hand", z[1])
        if z[0] == "deck" and delta[own] > 0:
            k = min(-delta[z], delta[own])
            counts.append((z, own, k))
            delta[z] += k
            delta[own] -= k
    for a in losers:
        for b in gainers:
            k = min(-delta[a], delta[b])
            if k > 0:
                counts.append((a, b, k))
                delta[a] += k
                delta[b] -= k
    return counts


def _hidden_moves(hidden: list[tuple[tuple[str, int], tuple[str, int], str]], mover: int,
                  drawn_by_mover: tuple[int, list[str]] | None,
                  add: Callable[..., None]) -> None:
    """The moves between hidden places: counts for everybody (:func:`_pair_counts`), the
    names for the owners of a hand or of stored cards; ``drawn_by_mover``: the mover's draw
    after a reshuffle (count, names), worked out by :func:`_moves`."""
    counts = _pair_counts(hidden)
    mine: dict[tuple[tuple[str, int], tuple[str, int]], list[str]] = {}
    for src, dst, name in hidden:
        mine.setdefault((src, dst), []).append(name)
    draws = {(s, d): k for s, d, k in counts if s[0] == "deck" and d == ("hand", s[1])}
    if drawn_by_mover is not None:
        key = (("deck", mover), ("hand", mover))
        count, names = drawn_by_mover
        if count:
            draws[key] = count
            mine[key] = list(names)
        else:
            draws.pop(key, None)
            mine.pop(key, None)
    for (src, dst), k in draws.items():
        add("story.drew", hide=(dst[1],), seat=dst[1], count=k)
        if mine.get((src, dst)):
            add("story.you_drew", to=dst[1], cards=sorted(mine[(src, dst)]))
    for src, dst, k in counts:
        if (src, dst) in draws:
            continue
        owners = tuple(sorted({o for z, o in (src, dst) if z in OWN and o >= 0}))
        add("story.move_count", hide=owners, count=k, src=src, dst=dst)
    for (src, dst), names in mine.items():  # the owners of a hand or of stored cards
        if (src, dst) in draws:
            continue
        for owner in sorted({o for z, o in (src, dst) if z in OWN and o >= 0}):
            add("story.move", to=owner, cards=sorted(names), src=src, dst=dst)


def _changes(before: Any, after: Any, add: Callable[..., None]) -> None:
    from ludoteca.dale.views import effects_of, roll_view, shown_to

    if after.turn == before.turn and len(after.rolls) > len(before.rolls) \
            and list(after.rolls[:len(before.rolls)]) == list(before.rolls):
        for die, face in after.rolls[len(before.rolls):]:
            add("story.roll", roll=roll_view(die, face))
    elif after.turn != before.turn and after.rolls:
        for die, face in after.rolls:
            add("story.roll", roll=roll_view(die, face))
    # value effects that began: as every seat sees them (the active seat alone reads a value
    # set in secret; the others read that one was set)
    began = []
    for seat in range(before.cfg.n_players):
        old = effects_of(before, seat) if after.turn == before.turn else []
        began.append([e for e in effects_of(after, seat) if e not in old])
    def tell(effect: dict[str, Any], to: int | None) -> None:
        if effect.get("kind") == "add" and effect.get("card") is not None:  # a die was rolled
            add("story.die", to=to, card=effect["card"], face=effect["n"])
        else:
            add("story.effect", to=to, effect=effect)

    for effect in began[0]:
        if all(effect in b for b in began):
            tell(effect, None)
    for seat, effects in enumerate(began):
        for effect in effects:
            if not all(effect in b for b in began):
                tell(effect, seat)
    if before.clock != after.clock and after.clock is not None:
        add("story.clock", side={"msg": f"story.clock.{after.clock}"})
    from ludoteca.dale.views import pending_entry

    waiting = Counter((e[0], e[1]) for e in before.pending)  # (kind, owner)
    for entry in after.pending:  # a delayed or lasting effect that began (public); one that
        # was already waiting and only changed (coins taken from it) is not told again
        if waiting[(entry[0], entry[1])] > 0:
            waiting[(entry[0], entry[1])] -= 1
        else:
            add("story.pending", effect=pending_entry(after, entry))
    for q, (a, b) in enumerate(zip(before.coins, after.coins)):
        if a != b:
            add("story.coins", seat=q, count=b)
    if after.winner is not None and before.winner is None:
        add("story.won", seat=after.winner)
    # cards an effect shows one seat only (Spyglass, Special Offer …)
    dec = after.decision()
    if after.frames and dec.player >= 0:
        shown = shown_to(after, dec.player)
        if shown and shown != shown_to(before, dec.player):
            add("story.shown", to=dec.player, cards=shown)


def visible(lines: Sequence[Line], seat: int | None) -> list[Line]:
    """The lines ``seat`` may read (None or -1: a spectator, the public lines only)."""
    if seat is None or seat < 0:
        return [x for x in lines if x.to is None]
    return [x for x in lines if x.to == seat or (x.to is None and seat not in x.hide)]


# -- rendering -------------------------------------------------------------------------------


@lru_cache(maxsize=64)
def _shown_words(lang: str) -> dict[str, str]:
    if lang == SOURCE:
        return {}
    out = {}
    for w in NOTATION_WORDS:
        first = t(f"typed.{w}", lang).split(",")[0].strip()
        if first and first != w:
            out[w] = first
    return out


@lru_cache(maxsize=8)
def _card_names_pattern(counts: tuple[int, ...]) -> re.Pattern[str] | None:
    """The printed names of every edition's cards (``counts``: how many each edition's
    ruleset has, so that a ruleset with more decks gets a new pattern), longest first."""
    from ludoteca.dale import editions

    known = dict.fromkeys(n for e in editions.EDITIONS for n in editions.ruleset(e).types)
    names = sorted((n for n in known if n != "junk"), key=len, reverse=True)
    if not names:
        return None
    return re.compile("(" + "|".join(re.escape(n) for n in names) + ")")


_WORD = re.compile(r"\b[a-z]+\b")


def localize(text: str, lang: str | None = None) -> str:
    """A notation text (``buy +2 with Accordion, junk``) in the reader's words (Catalan:
    ``comprar +2 amb Accordion, ferralla``): each notation word becomes the first word the
    language's catalogue accepts for it (``typed.<word>``), card names stay as printed. The
    terminal reads the words back (:func:`ludoteca.cli.typed.to_notation`)."""
    words = _shown_words(lang or current_language())
    if not words:
        return text
    from ludoteca.dale import editions

    pattern = _card_names_pattern(tuple(len(editions.ruleset(e).types)
                                        for e in editions.EDITIONS))
    parts = pattern.split(text) if pattern is not None else [text]
    out = []
    for i, part in enumerate(parts):
        if i % 2:  # a card name
            out.append(part)
        else:
            out.append(_WORD.sub(lambda m: words.get(m.group(0), m.group(0)), part))
    return "".join(out)


def _cards(cards: Any, lang: str) -> str:
    if isinstance(cards, str):
        cards = [cards]
    return ", ".join(t("term.junk", lang) if c == "junk" else localize(str(c), lang)
                     for c in cards) or "—"


def _zone(place: tuple[str, int], lang: str, label: Callable[[int], str],
          viewer: int | None) -> str:
    zone, owner = place
    if owner < 0:
        return t(f"zone.{zone}", lang)
    if owner == viewer and f"zone.your_{zone}" in MESSAGES:
        return t(f"zone.your_{zone}", lang)
    return t(f"zone.{zone}", lang, seat=label(owner))


def render(line: Line, lang: str | None, label: Callable[[int], str],
           viewer: int | None = None) -> str:
    """``line`` in ``lang``: seats by the front end's ``label`` (0-based seat → text), places
    from ``viewer``'s side ("your hand"), card lists and choices in the reader's words."""
    lang = lang or current_language()
    values: dict[str, Any] = {}
    for key, value in line.values.items():
        if key in SEAT_KEYS:
            values[key] = label(value)
        elif key in ("src", "dst"):
            values[key] = _zone(value, lang, label, viewer)
        elif key in ("cards", "paid", "card"):
            values[key] = _cards(value, lang)
        elif key == "choice":
            from ludoteca.dale import notation

            values[key] = localize(notation.action_text(value), lang)
        elif key == "prompt":  # the decision the choice answered
            values[key] = decision_prompt(value, lang)
        elif isinstance(value, dict) and "msg" in value:
            values[key] = said(value, lang)
        else:
            values[key] = value
    return t(line.msg, lang, **values)
