"""What each seat knows about where the hidden cards are (docs/architecture.md, contract 4).

A seat sees its own hand and everything face up; it does not see the other hands, any deck
(order included), the market deck, or cards an effect set aside for another seat. But it has
*seen* a lot: the card another player bought went into that player's hand, a used Bold Haggler
was shown, the cards of a reshuffled discard pile are now that player's deck (in an unknown
order), the card Spyglass put back is on top of its owner's deck (its owner knows which).
:func:`ludoteca.dale.views.determinize` must keep all of that, and must not use anything else.

The state keeps, per seat, one **label** per physical card (``state.known[seat][card]``; the
last item of each list is the next unused label):

* ``FIXED`` (0): the seat knows exactly where the card is; determinization never moves it;
* any other label is a **pool**: the cards of one pool that lie in piles hidden from the seat
  are interchangeable as far as the seat knows; determinization deals them again at random
  over the places the pool's cards occupy (and nowhere else). The set of cards and the set of
  places of each pool are known to the seat, so a sample depends only on what it knows.

Labels change only through what the seat witnesses (never through a hidden card's identity):

* a shuffle (a reshuffled discard pile, Wily Fellow, the set-up decks and market deck) gives
  the shuffled cards a fresh pool (their order is unknown to everybody);
* a card the seat saw (in its own hand, face up, shown) that goes into a hidden place the
  seat can follow becomes ``FIXED`` there (a bought card in a hand, Spyglass's cards put back
  for their owner, the card given with Rotten Food for its giver …);
* a card that moves between hidden places by position (the top card of a deck drawn) keeps
  its label;
* a card taken at random or chosen by somebody else from a hidden pile and put into another
  hidden pile (Rotten Food, Dirty Exchange, Gamble, Whirligig, Spyglass and Special Offer for
  the other seats) makes the pools of that pile one pool (the step's declared
  :class:`~ludoteca.dale.steps.Mixing`) — so nothing
  is learnt from the card's identity. (This may allow worlds the seat could rule out with
  more bookkeeping, e.g. a card of a mixed pool dealt into a deck it cannot be in; it never
  uses a hidden fact.)
* a card shown to everybody (a used once-per-turn ability: ``dale.passive.reuse``; the card a
  Seeing Doubles copies, ``dale.copy.identity``) becomes ``FIXED`` for every seat.

States built without a history (position files) start with every card in one pool for every
seat: determinization then deals all hidden cards at random, as before this module existed.
Determinized states carry ``known = None``: search does not track knowledge.
"""

from __future__ import annotations

from itertools import compress
from operator import ne
from typing import Any

from ludoteca.dale import tokens

FIXED = 0
_ONE_POOL = 1

# Pile codes for locate(): per-seat piles are kind * 4 + seat.
_HAND, _DECK, _DISCARD, _STALL = 0, 1, 2, 3
MARKET, MARKET_DECK, BIN, JUNK, SUBS, OUT, IN_PLAY, ASIDE = range(16, 24)
#: Stored cards (set aside face down by their owner's effect): STORED + seat.
STORED = 24
#: The schedule (delayed techniques waiting face up, dale.technique.schedule): SCHEDULE + seat.
SCHEDULE = 28

def initial(n_players: int, n_cards: int) -> list[list[int]]:
    """Knowledge of a state without a history: every card in one pool for every seat."""
    return [[_ONE_POOL] * n_cards + [_ONE_POOL + 1] for _ in range(n_players)]


#: :func:`locate`'s starting table for the last ``subs`` tuple seen: ``(subs, card count,
#: codes)``, every card ``OUT`` but the junk substitutes (``SUBS``). A state's ``subs`` is a
#: tuple that is replaced, never changed in place, and shared by clones, so the same tuple
#: object means the same cards; the whole entry is replaced at once.
_SUBS_TABLE: list[tuple[tuple[int, ...], int, bytes]] = [((), -1, b"")]


def locate(state: Any) -> bytearray:
    """The pile code of every card (index = card id); cards in no pile read ``OUT``. A
    bytearray (every code is below 256), so that :func:`after` compares two of them in C.
    (A card lies in one pile at a time, so the order the piles are read in does not matter.)"""
    subs = state.subs
    n_cards = len(state.cfg.types)
    table = _SUBS_TABLE[0]
    if table[0] is not subs or table[1] != n_cards:
        base = bytearray((OUT,)) * n_cards
        for c in subs:  # the unused junk substitutes (many, and they seldom change)
            base[c] = SUBS
        table = (subs, n_cards, bytes(base))
        _SUBS_TABLE[0] = table
    loc = bytearray(table[2])
    q = 0
    for hand, deck, discard, stall in zip(state.hands, state.decks, state.discards,
                                          state.stalls):
        for c in hand:
            loc[c] = q
        code = 4 + q
        for c in deck:
            loc[c] = code
        code = 8 + q
        for c in discard:
            loc[c] = code
        code = 12 + q
        for stack in stall:
            for c in stack:
                loc[c] = code
        q += 1
    for c in state.market:
        if c >= 0:
            loc[c] = MARKET
    for code, pile in ((MARKET_DECK, state.market_deck), (BIN, state.bin), (JUNK, state.junk),
                       (IN_PLAY, state.in_play), (ASIDE, state.aside)):
        for c in pile:
            loc[c] = code
    for q, pile in enumerate(getattr(state, "stored", ())):
        for c in pile:
            loc[c] = STORED + q
    for q, pile in enumerate(getattr(state, "schedule", ())):
        for c in pile:
            loc[c] = SCHEDULE + q
    return loc


def hidden(seat: int, code: int, decider: int) -> bool:
    """True when a card in pile ``code`` is hidden from ``seat``: another seat's hand, any deck,
    the market deck, cards set aside unless ``seat`` decides the pending step (its effect
    shows them to it), and the cards another seat stored. The schedule is public."""
    if code < 4:
        return code != seat
    if code < 8:
        return True
    if code >= SCHEDULE:
        return False
    if code >= STORED:
        return code - STORED != seat
    return code == MARKET_DECK or (code == ASIDE and decider != seat)


def _decider(state: Any) -> int:
    return state.frames[-1][1] if state.frames else -1


def _fresh(row: list[int]) -> int:
    label = row[-1]
    row[-1] = label + 1
    return label


def on_shuffle(state: Any, pile: list[int]) -> None:
    """A pile was shuffled: its cards get a fresh pool for every seat. (Called by
    ``mechanics.shuffle``; copy-on-write, so clones may share the label lists.)"""
    if state.known is None or not pile:
        return
    rows = []
    for row in state.known:
        row = row[:]
        label = _fresh(row)
        for c in pile:
            row[c] = label
        rows.append(row)
    state.known = rows


# -- what an action moved, from two snapshots of the piles ---------------------------------
# Knowledge used to locate every card before and after each action (a table over every card
# id, ~425) and compare the tables. But a label changes only for a card that went into a
# pile some seat cannot see, or that left a hand (and for the cards a step mixes or shows,
# which it names). So knowledge takes a **snapshot** of the piles that can hide a card
# (hands, decks, the market deck, the cards set aside, the stored cards: each pile as a
# tuple, C copies) before and after, finds those that changed by comparing the two (in C),
# and reads only those piles, and of a pile that only grew or shrank at its top (a draw, a
# card bought) only that top. A card in none of them lies where every seat sees it (or in
# no pile): its code reads ``OUT``, which ``hidden`` treats alike.

#: Per player count: the pile code of each snapshot entry (``_snapshot``'s order).
_LAYOUT: dict[int, bytes] = {}


def _layout(n: int) -> bytes:
    """The pile codes of the entries of a snapshot of an ``n``-player state."""
    layout = _LAYOUT.get(n)
    if layout is None:
        codes = [_HAND * 4 + q for q in range(n)] + [_DECK * 4 + q for q in range(n)]
        codes += [MARKET_DECK, ASIDE] + [STORED + q for q in range(n)]
        layout = _LAYOUT[n] = bytes(codes)
    return layout


def _hand_entry(q: int) -> int:
    """The index of seat q's hand in a snapshot."""
    return q


def _snapshot(state: Any) -> list[tuple]:
    """The piles that can hide a card, each as a tuple (see :func:`_layout`): per seat its
    hand, per seat its deck, the market deck, the cards set aside, per seat its stored
    cards."""
    t = tuple
    snap: list[tuple] = list(map(t, state.hands))
    snap += map(t, state.decks)
    snap.append(t(state.market_deck))
    snap.append(t(state.aside))
    snap += map(t, state.stored)
    return snap


def moved_cards(old: list[tuple], new: list[tuple]) -> tuple[list[int], list[int], list[int]]:
    """The cards that went into or out of a pile that can hide a card, or from one such pile
    to another, between the snapshots ``old`` and ``new`` (of one state, :func:`_snapshot`),
    in id order, with their pile codes before and after (``OUT``: a pile every seat sees, or
    none). What comparing :func:`locate`'s tables of the two states gives for the cards whose
    code changed to or from a pile that can hide a card."""
    was: dict[int, int] = {}
    now: dict[int, int] = {}
    codes = _layout((len(new) - 2) // 3)  # 3n + 2 entries
    for i in compress(range(len(new)), map(ne, old, new)):  # the piles that changed (in C)
        before_ = old[i]
        after_ = new[i]
        lb = len(before_)
        la = len(after_)
        if la > lb and after_[:lb] == before_:
            gone: Any = ()
            came: Any = after_[lb:]
        elif la < lb and before_[:la] == after_:
            gone = before_[la:]
            came = ()
        else:
            gone = before_
            came = after_
        code = codes[i]
        for c in gone:
            was[c] = code
        for c in came:
            now[c] = code
    if not was and not now:
        return [], [], []
    moved = sorted([c for c in was if was[c] != now.get(c, OUT)]
                   + [c for c in now if c not in was])
    return (moved, [was.get(c, OUT) for c in moved], [now.get(c, OUT) for c in moved])


#: ``hidden`` as tables, one per (seat, decider): ``_HIDDEN[(seat, decider)][code]`` is 1
#: when a card in pile ``code`` is hidden from ``seat`` (``_hidden_table``).
_HIDDEN: dict[tuple[int, int], bytes] = {}


def _hidden_table(seat: int, decider: int) -> bytes:
    table = _HIDDEN.get((seat, decider))
    if table is None:
        table = _HIDDEN[(seat, decider)] = bytes(
            hidden(seat, code, decider) for code in range(SCHEDULE + 4))
    return table


#: Per (player count, seat): the snapshot entries hidden from the seat when no step shows it
#: the cards set aside (``hidden(seat, code, -2)``), as (index, pile code).
_HIDDEN_ENTRIES: dict[tuple[int, int], tuple[tuple[int, int], ...]] = {}


def _hidden_entries(n: int, seat: int) -> tuple[tuple[int, int], ...]:
    entries = _HIDDEN_ENTRIES.get((n, seat))
    if entries is None:
        codes = _layout(n)
        table = _hidden_table(seat, -2)
        entries = _HIDDEN_ENTRIES[(n, seat)] = tuple(
            (i, codes[i]) for i in range(len(codes)) if table[codes[i]])
    return entries


#: Pile codes a card may lie in hidden from some seat (hands, decks, the market deck, cards
#: set aside, stored cards), and those hidden from every seat whoever decides (decks, the
#: market deck).
_MAY_HIDE = bytes(any(hidden(s, code, d) for s in range(4) for d in range(-2, 4))
                  for code in range(SCHEDULE + 4))
_ALWAYS_HIDDEN = bytes(all(hidden(s, code, d) for s in range(4) for d in range(-2, 4))
                       for code in range(SCHEDULE + 4))


def before(state: Any) -> tuple:
    """What :func:`after` needs to know about the state before an action."""
    return (state.known[:], _decider(state), state.frames[-1] if state.frames else None,
            state.current_player(), len(state.effects), _snapshot(state))


def after(state: Any, pre: tuple, action: tuple) -> None:
    """Update every seat's labels after ``action`` was applied (see the module docstring)."""
    pre_known, pre_decider, frame, actor, n_effects, pre_snap = pre
    post_decider = _decider(state)
    moved, was, now = moved_cards(pre_snap, _snapshot(state))
    n = state.cfg.n_players
    rows = state.known[:]
    # Only a card seen by some seat that went where some seat cannot see it may become
    # FIXED; only a card that left a hand for a place some seat sees may be read as another
    # of its name (_same_name_swaps). The others (a draw, a refill, a card played face up)
    # change no label, and most actions move only those.
    followed: list[tuple[int, int, int]] = []
    left_hand: list[tuple[int, int, int]] = []
    for k, c in enumerate(moved):
        w = was[k]
        m = now[k]
        if _MAY_HIDE[m] and not _ALWAYS_HIDDEN[w]:
            followed.append((c, w, m))
        if w < 4 and not _ALWAYS_HIDDEN[m]:
            left_hand.append((c, w, m))
    if followed or left_hand:
        for s in range(n):
            row = rows[s]
            if left_hand:
                new = _same_name_swaps(state, s, row, left_hand, pre_snap, post_decider)
                if new is not None:
                    row = rows[s] = new
            old = pre_known[s]
            hid_pre = _hidden_table(s, pre_decider)
            hid_post = _hidden_table(s, post_decider)
            new = None
            for c, w, m in followed:
                label = row[c]
                if label == FIXED or not hid_post[m] or label != old[c]:
                    continue  # known already, visible now, or a shuffle gave it its pool
                if not hid_pre[w]:
                    if new is None:
                        new = row[:]
                    new[c] = FIXED
            if new is not None:
                rows[s] = new
    if frame is not None:
        shape = state.cfg.rules.frame_of(frame[0])
        if shape.mixing is not None:
            _mixing(state, rows, pre_snap, pre_known, shape, frame, action)
    shown = _shown(state, action, actor)
    if len(state.effects) > n_effects:
        for e in state.effects[n_effects:]:  # a card just shown to be multiplied by a die
            if e[0] == "mul" and e[1] not in shown:
                shown.append(e[1])
    if state.cfg.mono is not None:  # a solo game: Mono's hand is open to every seat
        shown += [c for c in state.hands[state.cfg.mono] if c not in shown]
    for c in shown:
        for s in range(n):
            if rows[s][c] != FIXED:
                rows[s] = rows[s][:]
                rows[s][c] = FIXED
    state.known = rows


def _same_name_swaps(state: Any, s: int, row: list[int], left_hand: list[tuple[int, int, int]],
                     pre_snap: list[tuple], post_decider: int) -> list[int] | None:
    """Cards are named, not numbered: when a card leaves another seat's hand face up and that
    hand holds other cards of the same name, which physical card the engine moved says
    nothing. So the seat reads it as the card it is surest of (one whose place it knows, else
    one of a pool all in that hand, lowest label first) and the labels of the two cards are
    swapped; its knowledge then does not depend on the order of a hand it cannot see.
    ``left_hand``: the cards that left a hand, as (card, hand, pile code now); ``pre_snap``:
    the piles before (:func:`_snapshot`). Returns a new row, or None when nothing changes."""
    types = state.cfg.types
    out = None
    confined: dict[int, bool] = {}

    def rank(label: int, hand: int) -> tuple[int, int] | None:
        if label == FIXED:
            return (0, 0)
        if label not in confined:  # (per pool: the first hand asked decides)
            confined[label] = _confined(row, label, hand, s, pre_snap)
        return (1, label) if confined[label] else None

    for c, hand, code in left_hand:
        if hand >= 4 or hand == s or hidden(s, code, post_decider):
            continue
        cur = out if out is not None else row
        name = types[c].name
        held = pre_snap[_hand_entry(hand)]
        mates = [x for x in state.hands[hand] if x in held and types[x].name == name]
        if not mates:
            continue
        mine = rank(cur[c], hand)
        best = None
        for x in mates:
            r = rank(cur[x], hand)
            if r is not None and (best is None or r < best[0]):
                best = (r, x)
        if best is None or (mine is not None and mine <= best[0]):
            continue
        if out is None:
            out = row[:]
        x = best[1]
        out[c], out[x] = out[x], out[c]
    return out


def _confined(row: list[int], label: int, hand: int, s: int, snap: list[tuple]) -> bool:
    """True when every card labelled ``label`` in a pile hidden from seat ``s`` (the piles of
    the snapshot ``snap``) lies in the hand of seat ``hand``."""
    for i, code in _hidden_entries((len(snap) - 2) // 3, s):
        if code != hand:
            for x in snap[i]:
                if row[x] == label:
                    return False
    return True


def _merge(row: list[int], cards: list[int], labels_from: list[int] | None = None) -> list[int]:
    """A copy of ``row`` where ``cards`` and every card sharing a pool with one of them (by
    the labels of ``labels_from``, default ``row``) form one fresh pool."""
    src = row if labels_from is None else labels_from
    pools = {src[c] for c in cards if src[c] != FIXED}
    out = row[:]
    label = _fresh(out)
    chosen = set(cards)
    for c in range(len(out) - 1):
        if c in chosen or src[c] in pools:
            out[c] = label
    return out


def _mixing(state: Any, rows: list[list[int]], pre_snap: list[tuple],
            pre_known: list[list[int]], shape: Any, frame: tuple, action: tuple) -> None:
    """The seats not aware of a step's choice (its declared ``Mixing``) can no longer tell
    apart the cards it moved: the cards of the mixed hands (as they were before) and of the
    mixed card-list fields form one pool for each of them. Rotten Food (p's chosen card onto
    another deck, face down [ours]), Dirty Exchange (a random card of q's hand; p's chosen card
    back), Gamble (random cards traded), Spyglass and Special Offer (p chose among cards only
    it saw); Whirligig (both hands shuffled and dealt again, ``shuffled``): each of its two
    seats saw its own old hand, so those of its old cards now in the other hand are known
    there and the other's old cards keep their pools (the shuffle's fresh pool is undone)."""
    mix = shape.mixing
    n = state.cfg.n_players
    hands = {shape.seat(frame, ref, action) for ref in mix.hands}
    cards = sorted([c for q in range(n) if q in hands for c in pre_snap[_hand_entry(q)]])
    for name in mix.cards:
        cards = cards + list(shape.get(frame, name))
    aware = {shape.seat(frame, ref, action) for ref in mix.aware}
    for s in range(n):
        if s not in aware:
            rows[s] = _merge(rows[s], cards,
                             labels_from=pre_known[s] if mix.shuffled else None)
        elif mix.shuffled:
            row = rows[s][:]
            held = pre_snap[_hand_entry(s)]
            for c in cards:
                row[c] = FIXED if c in held else pre_known[s][c]
            rows[s] = row


def _copies(action: tuple) -> list[str]:
    """The tokens of ``action`` that name a copy (``X as COPY``: the token grammar's only
    form with `` as ``), in order."""
    out: list[str] = []
    for part in action[1:]:
        if isinstance(part, str):
            if " as " in part:
                out.append(part)
        elif isinstance(part, tuple):
            for x in part:
                if isinstance(x, str) and " as " in x:
                    out.append(x)
    return out


def _shown(state: Any, action: tuple, actor: int) -> list[int]:
    """Cards ``action`` showed to everybody that stay in a hidden place: the card whose
    once-per-turn ability was used (it stays in hand), and a card a Seeing Doubles copied
    (``dale.copy.identity``: the copied card is shown)."""
    out: list[int] = []
    if not action or actor < 0:
        return out
    if action[0] == "use" and state.used:
        out.append(state.used[-1])
    copies = _copies(action)
    if not copies:
        return out
    types = state.cfg.types
    hook = state.cfg.rules.hook
    for tok in copies:
        tk = tokens.parse(tok)
        copied = tk.copy if tk is not None else None
        if copied and tk is not None and hook("copy_shows_source", tk.name):
            for c in state.hands[actor]:
                if types[c].name == copied and c not in out:
                    out.append(c)
                    break
    return out
