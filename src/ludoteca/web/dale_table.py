"""What the browser table sends to one seat of a Dale of Merchants game: the seat's own view
(``Game.view`` through the session), its legal actions with the hand cards each one uses, the
card texts in the reader's language, the game log and the refusals — all derived from the
:class:`ludoteca.core.session.Session` the terminal plays with.

Spectators (seat -1) get :func:`public_view`: a seat's view with everything that seat alone
may know removed (its hand, what it knows of hidden piles, the cards an effect shows it, the
details of a step card by card, its legal actions). Rules enforced by the views:
``dale.discard.face_up`` (p. 5: every discard pile is public, never reorderable).
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from ludoteca.core.i18n import decision_prompt, t
from ludoteca.core.i18n import text as said

#: The decision keys every seat may read (the rest belong to the deciding seat).
PUBLIC_DECISION_KEYS = ("player", "kind", "prompt", "msgid", "values")
#: The verbs whose cards come from the deciding seat's hand, and where their tokens are.
HAND_VERBS = {"buy": 2, "build": 1, "inventory": 1, "play": 1}


def public_view(session: Any) -> dict[str, Any]:
    """The view of a spectator: public information only; ``seat`` is -1.

    Public means *every seat sees it alike*: the views of all seats are intersected field by
    field (:func:`common_part`), so whatever one seat alone may read — its hand, the cards it
    stored face down (Tree-kangaroos), what it knows of hidden piles, the cards an effect shows
    it, a value effect only the active seat reads, its legal actions — is left out, whatever
    the deck and whatever field a later edition adds to the view. The fields the page reads
    are then present with an empty value (``hand``, ``known``, ``stored``,
    ``legal_actions``, ``decision.cards``)."""
    first = session.view(0)
    # every seat of the state: a solo game has Mono's seat too, whose view is intersected
    # like any seat's (else the one player's view would be the spectator's)
    n = max(len(session.seats), len(first.get("seats") or []))
    views = [first] + [session.view(q) for q in range(1, n)]
    v = common_part(views)
    if not isinstance(v, dict):
        v = {}
    v["seat"] = -1
    for key in ("hand", "known", "stored", "legal_actions"):
        v[key] = []
    dec = v.get("decision") if isinstance(v.get("decision"), dict) else {}
    v["decision"] = {**dec, "cards": []}
    return v


_MISSING = object()


def common_part(values: list[Any]) -> Any:
    """What every value of ``values`` holds alike: dicts key by key (a key is kept when every
    dict has it and the values have a common part), lists of dicts of one length item by
    item, anything else only when all are equal; :data:`_MISSING` when there is nothing
    common."""
    first = values[0]
    if all(isinstance(x, dict) for x in values):
        out = {}
        for key in first:
            if all(key in x for x in values):
                part = common_part([x[key] for x in values])
                if part is not _MISSING:
                    out[key] = part
        return out
    if all(x == first for x in values[1:]):
        return first
    if (all(isinstance(x, list) for x in values) and len({len(x) for x in values}) == 1
            and all(isinstance(y, dict) for x in values for y in x)):
        items = [common_part([x[i] for x in values]) for i in range(len(first))]
        return [{} if y is _MISSING else y for y in items]
    return _MISSING


def seat_view(session: Any, seat: int) -> dict[str, Any]:
    """``seat``'s own view (-1: :func:`public_view`)."""
    if seat < 0:
        return public_view(session)
    return dict(session.view(seat))


def seat_label(seat: int, seats: list[str], lang: str,
               names: list[str] | None = None) -> str:
    """"Seat 2" or "Seat 2 (greedy)"; with a player name given at the table's creation,
    "Ada (seat 2)" or "Ada (seat 2, greedy)"."""
    if len(seats) == 1 and seat == 1:  # a solo game: Mono sits after the one seat
        return t("mono.seat", lang)  # (dale.remaster.mono.setup)
    name = names[seat] if names and 0 <= seat < len(names) and names[seat] else ""
    spec = seats[seat] if 0 <= seat < len(seats) else "human"
    return _seat_label(seat, spec, lang, name)


@lru_cache(maxsize=4096)
def _seat_label(seat: int, spec: str, lang: str, name: str = "") -> str:
    """:func:`seat_label` of one seat's spec and name, remembered (every state message names
    every seat, and every log line its mover)."""
    bot = spec != "human"
    if name:
        if bot:
            return t("web.named_seat_bot", lang, name=name, seat=seat + 1, bot=spec)
        return t("web.named_seat", lang, name=name, seat=seat + 1)
    if bot:
        return t("web.seat_bot", lang, seat=seat + 1, bot=spec)
    return t("web.seat", lang, seat=seat + 1)


def card_name(name: str | None, lang: str) -> str:
    if name == "junk":
        return t("term.junk", lang)
    return name or "—"


@lru_cache(maxsize=4096)
def _card_info(name: str, lang: str, edition: str, decks: int, rules_id: int
               ) -> dict[str, Any]:
    return _card_info_now(name, lang, edition)


def _rules(edition: str | None):
    """The ruleset of ``edition`` (None or unknown: the classic edition's)."""
    from ludoteca.dale import editions

    if edition is None or edition not in editions.EDITIONS:
        return editions.classic()
    return editions.ruleset(edition)


def card_info(name: str, lang: str, edition: str | None = None) -> dict[str, Any]:
    """:func:`_card_info_now`, remembered per card, language, edition and set of registered
    decks."""
    rules = _rules(edition)
    return dict(_card_info(name, lang, rules.edition, len(rules.types), id(rules)))


def _card_info_now(name: str, lang: str, edition: str | None = None) -> dict[str, Any]:
    """One card of ``edition`` (None: the classic) as a tile: printed name, name shown, value,
    animalfolk key and name, kind (``T``, ``P``, ``P*``, ``junk``), ``hue`` (0–359, the deck's
    colour; None for junk), bonus (+), and the mechanic in ``lang``."""
    from ludoteca.dale.card_text import card_summary

    rules = _rules(edition)
    ANIMALFOLK_NAMES, TYPES = rules.names, rules.types
    ct = TYPES.get(name)
    if ct is None:
        return {"name": name, "shown": card_name(name, lang), "value": None, "folk": "",
                "folk_name": "", "kind": "", "kind_text": "", "bonus": False, "summary": ""}
    kinds = {"T": "kind.technique", "P": "kind.passive", "P*": "kind.ability",
             "junk": "kind.junk"}
    folk_name = t("term.junk", lang) if ct.animalfolk == "junk" else \
        ANIMALFOLK_NAMES.get(ct.animalfolk, ct.animalfolk)
    ANIMALFOLK = rules.decks

    # the deck's colour on the page: hues a golden angle apart in the catalogue's order, so
    # the decks of one game are told apart at a glance
    hue = round(ANIMALFOLK.index(ct.animalfolk) * 137.508) % 360 \
        if ct.animalfolk in ANIMALFOLK else None
    return {"name": name, "shown": card_name(name, lang), "value": ct.value,
            "folk": ct.animalfolk, "folk_name": folk_name, "kind": ct.kind, "hue": hue,
            "kind_text": t(kinds[ct.kind], lang) if ct.kind in kinds else ct.kind,
            "bonus": bool(ct.bonus), "summary": card_summary(name, lang, rules)
            if name != "junk" else ""}


def names_in(v: dict[str, Any]) -> set[str]:
    """Every card name a view shows."""
    names: set[str] = set()
    names.update(c["name"] for c in v.get("hand", []))
    names.update(m["card"] for m in v.get("market", []) if m.get("card"))
    names.update(v.get("market_discard") or [])
    names.update(v.get("in_play") or [])
    names.update(v.get("mono_hand") or [])  # a solo game: Mono's open hand
    names.update((v.get("decision") or {}).get("cards") or [])
    for s in v.get("seats", []):
        names.update(s.get("discard") or [])
        for stack in s.get("stall") or []:
            names.update(stack)
    for k in v.get("known") or []:
        names.update(k.get("hand") or [])
        names.update(d["card"] for d in k.get("deck") or [])
    return {n for n in names if isinstance(n, str)}


def _flat(x: Any) -> list[str]:
    if isinstance(x, str):
        return [x]
    out: list[str] = []
    for y in x:
        out.extend(_flat(y))
    return out


def hand_cards_used(action: tuple, hand: list[str],
                    have: Counter | None = None) -> list[str] | None:
    """The hand cards (printed names) a main action uses, or None when it is not a choice of
    hand cards (an effect's choice, ``done`` …) or names a card that is not in the hand.
    ``have``: ``Counter(hand)``, when the caller asks for many actions of one hand."""
    where = HAND_VERBS.get(action[0]) if action else None
    if where is None or len(action) <= where:
        return None
    try:
        used, need = _names_used(action[where])
    except TypeError:  # a part that is not hashable: no action's cards
        used, need = _names_used_now(action[where])
    if used is None:
        return None
    have = Counter(hand) if have is None else have
    for name, k in need:
        if have[name] < k:
            return None
    return list(used)


@lru_cache(maxsize=65536)
def _names_used(part: Any) -> tuple[tuple[str, ...] | None, tuple[tuple[str, int], ...]]:
    """:func:`_names_used_now`, remembered (the same card tokens come back in every state
    of every table)."""
    return _names_used_now(part)


def _names_used_now(part: Any) -> tuple[tuple[str, ...] | None, tuple[tuple[str, int], ...]]:
    """The hand cards' printed names in an action's cards part (its tokens, a card taken from
    a discard pile left out) and how many of each; ``(None, ())`` when a token is not one."""
    from ludoteca.dale import tokens

    used: list[str] = []
    for tok in _flat(part):
        try:
            parsed = tokens.parse(tok)
        except Exception:
            return None, ()
        if parsed is None:
            return None, ()
        if parsed.from_discard:
            continue
        used.append(parsed.name)
    return tuple(used), tuple(Counter(used).items())


def payment(action: tuple, view: dict[str, Any],
            context: tuple[dict[Any, Any], dict[str, tuple[int, ...]]] | None = None
            ) -> dict[str, int] | None:
    """For a purchase: ``paid`` (the values of the cards given, as this seat's view counts
    them, with ``=V`` and ``+1``/``-1`` qualifiers), ``price`` and ``over`` (the excess,
    ``dale.market.overpay``). ``context``: :func:`purchase_context` of ``view``, when the
    caller asks for many actions of one view."""
    if not action or action[0] != "buy" or len(action) < 3:
        return None
    prices, hand_values = purchase_context(view) if context is None else context
    price = prices.get(action[1])
    if price is None:
        return None
    used: dict[str, int] = {}  # per name, how many of the hand's values are taken
    paid = 0
    for tok in _flat(action[2]):
        p = _parse(tok)
        if p.value is not None:
            v = p.value
        else:
            vs = hand_values.get(p.name, ())
            k = used.get(p.name, 0)
            if k >= len(vs):
                return None
            v = vs[k]
            used[p.name] = k + 1
        paid += v + p.adjust
    return {"paid": paid, "price": int(price), "over": paid - int(price)}


@lru_cache(maxsize=65536)
def _parse(tok: str) -> Any:
    """:func:`ludoteca.dale.tokens.parse`, remembered (the same tokens come back in every
    purchase listed at every table)."""
    from ludoteca.dale import tokens

    return tokens.parse(tok)


def purchase_context(view: dict[str, Any]
                     ) -> tuple[dict[Any, Any], dict[str, tuple[int, ...]]]:
    """What :func:`payment` reads of a view: each market slot's price (the last one listed
    for a slot) and the values of the hand's cards by name, in hand order."""
    prices: dict[Any, Any] = {}
    for m in view.get("market", []):
        if m.get("price") is not None:
            prices[m.get("slot")] = m.get("price")
        else:
            prices.pop(m.get("slot"), None)
    values: dict[str, list[int]] = {}
    for c in view.get("hand", []):
        values.setdefault(c["name"], []).append(int(c.get("value") or 0))
    return prices, {name: tuple(vs) for name, vs in values.items()}


class DaleLog:
    """The game log, rebuilt from the session's journal (so it survives a restart and follows
    an undo): per action its story (:func:`ludoteca.dale.story.report`, from the journal's
    state before the action and the state after it): what it bought, built, discarded, took,
    gave, threw away, rolled, each line for the seats that may read it (what a seat drew
    only to that seat; a hidden choice to the others as the question it answered)."""

    def __init__(self) -> None:
        self.rows: list[list[Any]] = []  # per journal entry: its story lines
        self._said: dict[tuple[int, str], list[list[str]]] = {}  # per (seat, lang), per entry
        #: per journal entry, the action tuple (None when it cannot be read back) and its seat
        self.actions: list[tuple | None] = []
        self.movers: list[int] = []
        self._summary: tuple[int, dict[str, Any]] | None = None
        #: per (seat, lang), the lines of ``_said`` one after the other (dropped by an undo)
        self._flat: dict[tuple[int, str], list[str]] = {}
        #: which log this is and how many undos it has followed: a page that was sent lines
        #: of another (serial, cut) has to be sent its log whole (``Server.state_message``)
        self.serial = next(_LOG_SERIALS)
        self.cut = 0
        #: what :func:`ends_of` keeps between the questions about one state: ``((number of
        #: actions, seat), Worlds, answers by text, legal actions by text)``, or None
        self.ends_known: tuple | None = None

    def sync(self, session: Any) -> None:
        from ludoteca.dale import story
        from ludoteca.dale.notation import parse

        entries = session.entries
        if len(self.rows) > len(entries):  # an undo: forget what was taken back
            del self.rows[len(entries):]
            del self.actions[len(entries):]
            del self.movers[len(entries):]
            for lines in self._said.values():
                del lines[len(entries):]
            self._flat.clear()
            self.cut += 1
        for k in range(len(self.rows), len(entries)):
            e = entries[k]
            # the state after an entry is the next entry's before, else the session's state
            after = entries[k + 1].before if k + 1 < len(entries) else session.state
            action = None
            try:
                # the journal's text is canonical: reading it gives the listed action (no
                # check against the legal actions again)
                action = parse(e.text, e.before.cfg.rules)
                lines = story.report(e.before, action, after, e.seat)
            except Exception:  # noqa: BLE001 - a line the story cannot tell is left out
                lines = []
            self.actions.append(action)
            self.movers.append(e.seat)
            self.rows.append(lines)

    def tail(self, seat: int, seats: list[str], lang: str, names: list[str] | None = None,
             last: int = 200) -> tuple[int, list[str]]:
        """The last ``last`` lines as ``seat`` may read them (-1: a spectator), in ``lang``
        (each action's first line ``T<turn> …``, the others after it; ``names``: the players'
        names, if given), with the index of the first of them in ``seat``'s whole log (0 when
        the log has ``last`` lines or fewer): (index, lines)."""
        from ludoteca.dale import story

        key = (seat, lang)
        out = self._said.setdefault(key, [])
        flat = self._flat.get(key)
        if flat is None:
            flat = self._flat[key] = [x for told in out for x in told]
        for lines in self.rows[len(out):]:
            told = []
            for k, line in enumerate(story.visible(lines, seat)):
                text = story.render(line, lang, lambda q: seat_label(q, seats, lang, names),
                                    seat if seat >= 0 else None)
                told.append(t("web.story_head", lang, turn=line.turn, text=text) if not told
                            else t("web.story_more", lang, text=text))
            out.append(told)
            flat.extend(told)
        start = max(len(flat) - last, 0)
        return start, flat[start:]


_LOG_SERIALS = itertools.count(1)


def payload(session: Any, seat: int, lang: str, log: DaleLog,
            names: list[str] | None = None, *, trials: bool = True,
            sent: tuple | None = None) -> dict[str, Any]:
    """The whole state message for ``seat`` (-1: a spectator) in ``lang``:

    ``view`` (the seat's view, without ``legal_actions``), ``legal`` (per legal action:
    ``text``, ``shown`` — the text in the reader's words, :func:`ludoteca.dale.story.localize`
    —, ``verb``, ``uses`` — the hand card names it uses or None —, ``pay`` — a purchase's
    ``paid``/``price``/``over`` —, ``slot`` of a purchase, and ``ends``: whether it ends the
    seat's say in its turn, :func:`turn_ends`), ``cards`` (tile data of every card shown and
    of every card of the decks in play), ``decks`` (the decks in play,
    :func:`decks_in_play`), ``copies`` (what built copies count as, :func:`stall_copies`),
    ``prompt`` and ``status`` lines, ``log`` (the last 200 lines) and ``log_from`` (the index
    of its first line in the seat's whole log), ``undo_refused`` (None or the reason, a line),
    ``effects`` (lines), ``names`` (the players' names, may be empty), and once the game is
    over ``summary`` (:func:`summary`).

    ``sent``: ``((lang, edition), names)``, the card tiles a page already has; when its
    language and edition are this message's, ``cards`` leaves those names out (a WebSocket's
    state message, ``Server.state_message``)."""
    from ludoteca.dale.story import localize

    v = seat_view(session, seat)
    listed = v.pop("legal_actions", None)
    seats = session.seats
    legal = []
    if seat >= 0 and session.deciding == seat:
        hand = [c["name"] for c in v.get("hand", [])]
        have = Counter(hand)
        context = purchase_context(v)
        worlds = Worlds(session, seat)  # drawn when first needed, then kept
        by_text: dict[str, tuple] = {}
        if not trials:  # kept for the page's questions (ends_of)
            log.ends_known = ((len(session.entries), seat), worlds, {}, by_text)
        # the view lists the deciding seat's legal actions (Game.view); else ask the session
        for action in (listed if listed else session.legal(seat)):
            text = session.text(action)
            by_text[text] = action
            legal.append({"text": text, "shown": localize(text, lang), "verb": action[0],
                          "uses": hand_cards_used(action, hand, have),
                          "pay": payment(action, v, context),
                          "slot": action[1] if action[0] == "buy" and len(action) > 1
                          else None,
                          "ends": turn_ends(session, seat, action, worlds)
                          if trials or action[0] in TURN_ENDING_VERBS else None})
    decision = v.get("decision") or {}
    prompt = decision_prompt(decision, lang) if decision.get("player", -1) >= 0 else ""
    deciding = session.deciding
    if session.over:
        w = v.get("winner")
        status = t("web.winner", lang, seat=seat_label(w, seats, lang, names),
                   turn=v.get("turn"))
    elif session.capped:
        status = t("web.no_winner", lang, turn=max(session.game.turn(session.state) - 1, 0))
    elif deciding == seat:
        status = t("web.label.your_turn", lang, prompt=prompt)
    else:
        status = t("web.label.waiting", lang,
                   seat=seat_label(deciding, seats, lang, names), prompt=prompt)
    undo = None
    if seat >= 0:
        reason = session.undo_refused(seat)
        undo = None if reason is None else t(reason[0], lang, **reason[1])
    log.sync(session)
    log_from, log_lines = log.tail(seat, seats, lang, names)
    decks = decks_in_play(v)
    shown = names_in(v) | {n for d in decks for n in d["cards"]}
    have = sent[1] if sent is not None and sent[0] == (lang, v.get("edition")) else set()
    over = session.over or session.capped
    rows = [{"seat": i, "label": seat_label(i, seats, lang, names), "bot": spec != "human"}
            for i, spec in enumerate(seats)]
    mono = solo_part(v, lang, session.over)
    if mono is not None:
        rows.append({"seat": mono["seat"], "label": seat_label(mono["seat"], seats, lang, names),
                     "bot": True, "mono": True})
        if session.over:
            status += " " + mono["result"]
    return {
        "game": "dale",
        "seat": seat,
        "seats": rows,
        "mono": mono,
        "names": list(names or []),
        "view": v,
        "legal": legal,
        "cards": {n: card_info(n, lang, v.get("edition")) for n in sorted(shown - have)},
        "decks": decks,
        "copies": stall_copies(log, v.get("seats", [])),
        "summary": summary(session, log, lang, names) if over else None,
        "prompt": prompt,
        "status": status,
        "deciding": deciding,
        "n_actions": len(session.entries),
        "over": over,
        "log": log_lines,
        "log_from": log_from,
        "undo_refused": undo,
        "effects": [said(e, lang) for e in v.get("effects") or []],
        "junk": t("term.junk", lang),
    }


def solo_part(v: dict[str, Any], lang: str, over: bool) -> dict[str, Any] | None:
    """What the page shows of Mono in a solo game (None in any other game): ``seat``,
    ``hand`` (its open hand, printed names), ``hand_line``, ``turn`` (the turn of Mono's last
    turn, None before its first), ``lines`` (that turn, one line per step, in ``lang``:
    :func:`ludoteca.dale.solo.mono_lines`), ``score`` (the player's stacks minus Mono's) and,
    once the game is over, ``result`` (the solo result in words, ``dale.remaster.mono.result``;
    else None)."""
    from ludoteca.dale import solo

    if not solo.is_solo(v):
        return None
    return {"seat": v["mono"], "hand": list(v.get("mono_hand") or []),
            "hand_line": solo.hand_line(v, lang), "turn": solo.mono_turn(v),
            "lines": solo.mono_lines(v, lang), "score": v.get("mono_result"),
            "result": solo.result_line(v, lang) if over else None}


# -- what the page draws beyond the view: decks in play, copies, turn ends, the summary ------
def deck_cards(key: str, edition: str | None = None) -> list[str]:
    """The printed names of deck ``key``'s six cards in ``edition`` (None: the classic), by
    value then name (every access to the card registry of this module goes through here and
    :func:`card_info`)."""
    types = _rules(edition).types
    return [c.name for c in sorted((c for c in types.values() if c.animalfolk == key),
                                   key=lambda c: (c.value, c.name))]


def deck_names(edition: str | None = None) -> dict[str, str]:
    """Every deck of ``edition`` (None: the classic): key -> display name (a proper name, as
    printed)."""
    return dict(_rules(edition).names)


def decks_in_play(v: dict[str, Any]) -> list[dict[str, Any]]:
    """The decks of the view (``animalfolk``) as ``{"key", "name", "cards"}``, their cards by
    value (their mechanics are in the payload's ``cards``)."""
    names = deck_names(v.get("edition"))
    return [{"key": k, "name": names.get(k, k), "cards": deck_cards(k, v.get("edition"))}
            for k in v.get("animalfolk") or []]


@lru_cache(maxsize=65536)
def _build_parts(part: Any) -> tuple[tuple[str, str | None], ...]:
    """A stack's cards as built: per token its printed name and the card it was built as
    (or None); tokens that cannot be read left out. Remembered: every state message of a
    table reads every build of its journal again."""
    from ludoteca.dale import tokens

    out = []
    for tok in _flat(part):
        try:
            p = tokens.parse(tok)
        except Exception:
            continue
        if p is not None:
            out.append((p.name, p.copy))
    return tuple(out)


def stall_copies(log: DaleLog, seats: list[dict[str, Any]]) -> dict[int, list[list[Any]]]:
    """What each built card of each stall counts as, read back from the builds of the
    journal (a stall keeps the printed cards only; ``dale.copy.identity``): per seat, per
    stack, per card the card it was built as (``"Stashing Vendor"``) or None. A stack is
    matched to the build of that seat with the same printed cards (the latest one first)."""
    builds: dict[int, list[list[tuple[str, str | None]]]] = {}
    for mover, action in zip(log.movers, log.actions):
        if not action or action[0] != "build" or len(action) < 2:
            continue
        try:
            parts = list(_build_parts(action[1]))
        except TypeError:  # a part that is not hashable
            parts = list(_build_parts.__wrapped__(action[1]))
        builds.setdefault(mover, []).append(parts)
    out: dict[int, list[list[Any]]] = {}
    for s in seats:
        seat = s.get("seat")
        left = list(reversed(builds.get(seat, [])))
        stacks = []
        for stack in s.get("stall") or []:
            match = next((b for b in left if sorted(n for n, _ in b) == sorted(stack)), None)
            if match is None:
                stacks.append([None] * len(stack))
                continue
            left.remove(match)
            pool = list(match)
            row = []
            for name in stack:
                k = next(i for i, (n, _) in enumerate(pool) if n == name)
                row.append(pool.pop(k)[1])
            stacks.append(row)
        if any(c for st in stacks for c in st):
            out[seat] = stacks
    return out


#: The main actions that always end the turn: the Stall action and the Inventory action
#: (``dale.turn.one_action``; the clean-up follows them), answered without trying them.
TURN_ENDING_VERBS = ("build", "inventory")
#: The worlds sampled from a seat's information set to tell whether an action may end its
#: turn (:func:`turn_ends`); fixed seeds, so the answer is a function of what the seat knows.
END_SAMPLES = 3


def turn_ends(session: Any, seat: int, action: tuple,
              worlds: Sequence[Any] | None = None) -> bool:
    """Whether doing ``action`` (one of ``seat``'s legal actions) may end ``seat``'s say in
    its turn: the turn number changes, the game ends or another seat decides next (a
    reaction, an effect every player takes part in). Worked out in ``worlds``: states
    sampled from ``seat``'s information set (``Game.determinize``, :class:`Worlds`),
    never on the real state — whether an opponent can react depends on its hidden hand, and
    the answer must not tell the seat what that hand holds (tests/security). True when it
    ends the say in any sampled world (the page asks for a confirmation before it); the
    worlds are tried in order and the first that ends the say answers, so a lazy
    :class:`Worlds` draws the later ones only for an action the first did not end."""
    from ludoteca.core.game import apply_listed

    if action and action[0] in TURN_ENDING_VERBS:
        return True
    game = session.game
    for world in (worlds if worlds is not None else Worlds(session, seat)):
        copy = game.clone(world)
        try:
            apply_listed(game, copy, action)
        except Exception:
            continue
        if (game.is_terminal(copy) or game.turn(copy) != game.turn(world)
                or game.current_player(copy) != seat):
            return True
    return False


def ends_of(session: Any, seat: int, text: str, log: DaleLog) -> bool | None:
    """Whether the legal action of ``seat`` whose text is ``text`` may end its say
    (:func:`turn_ends`), for a page that was sent ``ends: None`` (a trial for each of the
    twenty or so actions of a decision was half the work of a state message; a page asks only
    for the action it is about to send and the purchase it shows). None when ``seat`` does not decide or ``text`` is
    none of its legal actions now. Changes nothing.

    The legal actions by text, the sampled worlds and the answers are kept in
    ``log.ends_known`` (filled by :func:`payload` when it builds this state's message) while
    the state is the same (its number of actions), so a question lists nothing and draws no
    world again."""
    n = len(session.entries)
    known = log.ends_known
    if known is None or known[0] != (n, seat):
        if session.deciding != seat:
            return None
        known = log.ends_known = ((n, seat), Worlds(session, seat), {},
                                  {session.text(a): a for a in session.legal(seat)})
    answers = known[2]
    if text not in answers:
        action = known[3].get(text)
        if action is None:  # not remembered: only the listed actions' answers are
            return None
        answers[text] = turn_ends(session, seat, action, known[1])
    return answers[text]


class Worlds(Sequence):
    """:data:`END_SAMPLES` full states ``seat`` cannot tell from the real one, the k-th drawn
    with the fixed seed k (``Game.determinize``) when it is first asked for and then kept, so
    those no action needs are never drawn (most actions end the say in the first)."""

    def __init__(self, session: Any, seat: int) -> None:
        self._session, self._seat = session, seat
        self._drawn: list[Any] = []

    def __len__(self) -> int:
        return END_SAMPLES

    def __getitem__(self, k):  # type: ignore[override]
        if not 0 <= k < END_SAMPLES:  # (iterating stops here)
            raise IndexError(k)
        import random

        session = self._session
        while len(self._drawn) <= k:
            rng = random.Random(len(self._drawn))
            self._drawn.append(session.game.determinize(session.state, self._seat, rng))
        return self._drawn[k]


def summary(session: Any, log: DaleLog, lang: str, names: list[str] | None) -> dict[str, Any]:
    """The end of a finished game, public information only: ``turns`` (the last turn),
    ``winner`` (seat or None), per seat (``seats``) its ``label``, ``stacks``, ``coins``,
    ``turns`` played and the cards it ``bought`` per deck (display name -> count), and
    ``series``: per seat the ``[turn, stacks]`` points at the start of each turn and at the
    end (the plot of stacks over the turns). Remembered per number of actions."""
    n = len(session.entries)
    if log._summary is not None and log._summary[0] == n:
        cached = log._summary[1]
    else:
        cached = _summary_now(session, log)
        log._summary = (n, cached)
    out = dict(cached)
    seats = []
    for row in cached["seats"]:
        seat = row["seat"]
        bought = {}
        for name, count in row["bought"].items():
            key = card_info(name, lang, session.state.cfg.rules.edition)["folk_name"] or name
            bought[key] = bought.get(key, 0) + count
        seats.append({**row, "label": seat_label(seat, session.seats, lang, names),
                      "bought": bought})
    out["seats"] = seats
    return out


def _summary_now(session: Any, log: DaleLog) -> dict[str, Any]:
    game = session.game
    n = len(game.view(session.state, 0)["seats"])  # a solo game has Mono's seat too
    series: list[list[list[int]]] = [[] for _ in range(n)]
    played = [set() for _ in range(n)]
    bought: list[dict[str, int]] = [{} for _ in range(n)]
    last_turn = None
    for k, e in enumerate(session.entries):
        turn = game.turn(e.before)
        action = log.actions[k] if k < len(log.actions) else None
        is_buy = bool(action) and action[0] == "buy" and len(action) > 2
        if turn == last_turn and not is_buy:
            continue
        v = game.view(e.before, e.seat)
        if turn != last_turn:
            last_turn = turn
            played[v.get("active", e.seat)].add(turn)
            for s in v["seats"]:
                series[s["seat"]].append([turn, len(s.get("stall") or [])])
        if is_buy:
            card = next((m.get("card") for m in v.get("market", [])
                         if m.get("slot") == action[1]), None)
            if card:
                bought[e.seat][card] = bought[e.seat].get(card, 0) + 1
    final = game.view(session.state, 0)
    end_turn = game.turn(session.state)
    for s in final["seats"]:
        series[s["seat"]].append([end_turn, len(s.get("stall") or [])])
    return {"turns": final.get("turn", end_turn), "winner": final.get("winner"),
            "seats": [{"seat": s["seat"], "stacks": len(s.get("stall") or []),
                       "coins": int(s.get("coins") or 0), "turns": len(played[s["seat"]]),
                       "bought": bought[s["seat"]]} for s in final["seats"]],
            "series": series}


#: Where each classic deck comes from (a proper name, as printed on its box) and whether it
#: brings a mechanic of its own (docs/decks.md, the table "The decks"): the deck choice of
#: the home page filters on them. A deck missing here is listed with an empty box.
DECK_BOXES: dict[str, tuple[str, bool]] = {
    **{k: ("Dale of Merchants 1", k in ("ocelots", "chameleons"))
       for k in ("macaws", "pandas", "raccoons", "squirrels", "ocelots", "chameleons")},
    **{k: ("Dale of Merchants 2", k != "platypuses")
       for k in ("platypuses", "sloths", "crocodiles", "foxes", "polecats", "owls")},
    "beavers": ("Beavers", True),
    **{k: ("Dale of Merchants 3", k in ("hares", "tree_kangaroos"))
       for k in ("desert_monitors", "lemurs", "magpies", "echidnas", "hares",
                 "tree_kangaroos")},
    **{k: ("Dale of Merchants Collection", k != "tasmanian_devils")
       for k in ("penguins", "tuataras", "turtles", "tasmanian_devils", "pangolins", "gulls",
                 "mongooses", "bats")},
}


#: Words of a card's restated mechanic (English source, ``dale/card_text.py``) that say it
#: acts on other players: the deck choice's interaction filter counts such cards.
OTHERS = re.compile(r"\b(other players?|another player|each player|every player|opponents?|"
                    r"the others|players)\b", re.IGNORECASE)


def interaction(key: str, edition: str | None = None) -> int:
    """How many of deck ``key``'s six cards act on other players, by their restated mechanic
    (:data:`OTHERS`): 0 (a deck you play by yourself) to 6."""
    from ludoteca.core.i18n import SOURCE
    from ludoteca.dale.card_text import card_summary

    rules = _rules(edition)
    return sum(1 for n in deck_cards(key, edition)
               if OTHERS.search(card_summary(n, SOURCE, rules) or ""))


def deck_catalogue(lang: str, edition: str | None = None) -> list[dict[str, Any]]:
    """Every deck of ``edition`` (None: the classic) for the deck choice: ``key``, ``name``,
    ``box`` (in the remaster: its part), ``mechanic``
    (True: it brings a mechanic of its own), ``interaction`` (:func:`interaction`) and its
    ``cards`` as tile data in ``lang`` (:func:`card_info`), in the catalogue's order."""
    from ludoteca.dale import editions

    out = []
    for key, name in deck_names(edition).items():
        box, mechanic = DECK_BOXES.get(key, ("", False))
        if edition not in (None, "classic"):  # the remaster's six parts of six decks
            part = (editions.REMASTER_ALL.index(key) // 6 + 1
                    if key in editions.REMASTER_ALL else None)
            box = f"Remaster part {part}" if part else ""
        out.append({"key": key, "name": name, "box": box, "mechanic": mechanic,
                    "interaction": interaction(key, edition),
                    "cards": [card_info(n, lang, edition) for n in deck_cards(key, edition)]})
    return out


def ranked_decks(pool: list[str], rankings: list[list[str]], n: int, seed: int
                 ) -> tuple[list[str], dict[str, int]]:
    """The ``n`` decks of ``pool`` the players ranked highest, by a Borda count: in a ranking
    of N decks the first gets N points, the last 1, and the points of every ranking are
    added; decks with equal points are ordered by a shuffle drawn from ``seed`` (the table's
    seed: a practice table with a chosen seed draws the same). Returns the decks (most
    points first) and every deck's points. No ranking: every deck 0 points, all by the
    shuffle."""
    import random

    points = {k: 0 for k in pool}
    for order in rankings:
        for i, key in enumerate(order):
            if key in points:
                points[key] += len(order) - i
    shuffle = list(pool)
    random.Random(seed).shuffle(shuffle)
    tiebreak = {k: i for i, k in enumerate(shuffle)}
    ordered = sorted(pool, key=lambda k: (-points[k], tiebreak[k]))
    return ordered[:n], points
