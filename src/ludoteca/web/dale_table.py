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

from collections import Counter
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
    n = len(session.seats)
    views = [session.view(q) for q in range(n)]
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


def seat_label(seat: int, seats: list[str], lang: str) -> str:
    """"Seat 2" or "Seat 2 (greedy)"."""
    spec = seats[seat] if 0 <= seat < len(seats) else "human"
    return _seat_label(seat, spec, lang)


@lru_cache(maxsize=4096)
def _seat_label(seat: int, spec: str, lang: str) -> str:
    """:func:`seat_label` of one seat's spec, remembered (every state message names every
    seat, and every log line its mover)."""
    if spec != "human":
        return t("web.seat_bot", lang, seat=seat + 1, bot=spec)
    return t("web.seat", lang, seat=seat + 1)


def card_name(name: str | None, lang: str) -> str:
    if name == "junk":
        return t("term.junk", lang)
    return name or "—"


@lru_cache(maxsize=4096)
def _card_info(name: str, lang: str, decks: int) -> dict[str, Any]:
    return _card_info_now(name, lang)


def card_info(name: str, lang: str) -> dict[str, Any]:
    """:func:`_card_info_now`, remembered per card, language and set of registered decks."""
    from ludoteca.dale.cards import TYPES

    return dict(_card_info(name, lang, len(TYPES)))


def _card_info_now(name: str, lang: str) -> dict[str, Any]:
    """One card as a tile: printed name, name shown, value, animalfolk key and name, kind
    (``T``, ``P``, ``P*``, ``junk``), bonus (+), and the mechanic in ``lang``."""
    from ludoteca.dale.card_text import card_summary
    from ludoteca.dale.cards import ANIMALFOLK_NAMES, TYPES

    ct = TYPES.get(name)
    if ct is None:
        return {"name": name, "shown": card_name(name, lang), "value": None, "folk": "",
                "folk_name": "", "kind": "", "kind_text": "", "bonus": False, "summary": ""}
    kinds = {"T": "kind.technique", "P": "kind.passive", "P*": "kind.ability",
             "junk": "kind.junk"}
    folk_name = t("term.junk", lang) if ct.animalfolk == "junk" else \
        ANIMALFOLK_NAMES.get(ct.animalfolk, ct.animalfolk)
    return {"name": name, "shown": card_name(name, lang), "value": ct.value,
            "folk": ct.animalfolk, "folk_name": folk_name, "kind": ct.kind,
            "kind_text": t(kinds[ct.kind], lang) if ct.kind in kinds else ct.kind,
            "bonus": bool(ct.bonus), "summary": card_summary(name, lang) if name != "junk"
            else ""}


def names_in(v: dict[str, Any]) -> set[str]:
    """Every card name a view shows."""
    names: set[str] = set()
    names.update(c["name"] for c in v.get("hand", []))
    names.update(m["card"] for m in v.get("market", []) if m.get("card"))
    names.update(v.get("market_discard") or [])
    names.update(v.get("in_play") or [])
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
    from ludoteca.dale import tokens

    if not action or action[0] != "buy" or len(action) < 3:
        return None
    prices, hand_values = purchase_context(view) if context is None else context
    price = prices.get(action[1])
    if price is None:
        return None
    values = {name: list(vs) for name, vs in hand_values.items()}
    paid = 0
    for tok in _flat(action[2]):
        p = tokens.parse(tok)
        if p.value is not None:
            v = p.value
        elif values.get(p.name):
            v = values[p.name].pop(0)
        else:
            return None
        paid += v + p.adjust
    return {"paid": paid, "price": int(price), "over": paid - int(price)}


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
    an undo): per action its turn, seat, canonical text and whether every seat may read it
    (``dale.steps.choice_is_public``); a hidden choice is shown to the others as its kind."""

    def __init__(self) -> None:
        self.rows: list[tuple[int, int, str, bool, str]] = []
        self._said: dict[tuple[int, str], list[str]] = {}  # lines rendered per (seat, lang)

    def sync(self, session: Any) -> None:
        from ludoteca.dale.notation import parse
        from ludoteca.dale.steps import choice_is_public

        entries = session.entries
        if len(self.rows) > len(entries):  # an undo: forget what was taken back
            del self.rows[len(entries):]
            for lines in self._said.values():
                del lines[len(entries):]
        for k in range(len(self.rows), len(entries)):
            e = entries[k]
            try:
                # the journal's text is canonical: reading it is enough to know its verb,
                # all that is asked here (no check against the legal actions again)
                action = parse(e.text)
                public = choice_is_public(e.before, action)
            except Exception:
                public = False
            kind = ""
            try:
                kind = e.before.decision().kind
            except Exception:
                pass
            self.rows.append((e.before.turn, e.seat, e.text, public, kind))

    def lines(self, seat: int, seats: list[str], lang: str, last: int = 200) -> list[str]:
        """The last ``last`` lines as ``seat`` may read them, in ``lang``."""
        out = self._said.setdefault((seat, lang), [])
        for turn, mover, text, public, kind in self.rows[len(out):]:
            action = text if public or mover == seat else t("web.hidden_choice", lang,
                                                            kind=kind)
            out.append(t("web.log_line", lang, turn=turn,
                         seat=seat_label(mover, seats, lang), action=action))
        return out[-last:]


def payload(session: Any, seat: int, lang: str, log: DaleLog) -> dict[str, Any]:
    """The whole state message for ``seat`` (-1: a spectator) in ``lang``:

    ``view`` (the seat's view, without ``legal_actions``), ``legal`` (per legal action:
    ``text``, ``verb``, ``uses`` — the hand card names it uses or None —, ``pay`` — a
    purchase's ``paid``/``price``/``over`` — and ``ends``), ``cards`` (tile data of every card
    shown), ``prompt`` and ``status`` lines, ``log``, ``undo`` (None or the reason refused),
    ``winner`` (a line once over), ``effects`` (lines)."""
    v = seat_view(session, seat)
    listed = v.pop("legal_actions", None)
    seats = session.seats
    legal = []
    if seat >= 0 and session.deciding == seat:
        hand = [c["name"] for c in v.get("hand", [])]
        have = Counter(hand)
        context = purchase_context(v)
        # the view lists the deciding seat's legal actions (Game.view); else ask the session
        for action in (listed if listed else session.legal(seat)):
            legal.append({"text": session.text(action), "verb": action[0],
                          "uses": hand_cards_used(action, hand, have),
                          "pay": payment(action, v, context)})
    decision = v.get("decision") or {}
    prompt = decision_prompt(decision, lang) if decision.get("player", -1) >= 0 else ""
    deciding = session.deciding
    if session.over:
        w = v.get("winner")
        status = t("web.winner", lang, seat=seat_label(w, seats, lang), turn=v.get("turn"))
    elif session.capped:
        status = t("web.no_winner", lang, turn=max(session.game.turn(session.state) - 1, 0))
    elif deciding == seat:
        status = t("web.label.your_turn", lang, prompt=prompt)
    else:
        status = t("web.label.waiting", lang, seat=seat_label(deciding, seats, lang),
                   prompt=prompt)
    undo = None
    if seat >= 0:
        reason = session.undo_refused(seat)
        undo = None if reason is None else t(reason[0], lang, **reason[1])
    log.sync(session)
    return {
        "game": "dale",
        "seat": seat,
        "seats": [{"seat": i, "label": seat_label(i, seats, lang), "bot": spec != "human"}
                  for i, spec in enumerate(seats)],
        "view": v,
        "legal": legal,
        "cards": {n: card_info(n, lang) for n in sorted(names_in(v))},
        "prompt": prompt,
        "status": status,
        "deciding": deciding,
        "n_actions": len(session.entries),
        "over": session.over or session.capped,
        "log": log.lines(seat, seats, lang),
        "undo_refused": undo,
        "effects": [said(e, lang) for e in v.get("effects") or []],
        "junk": t("term.junk", lang),
    }
