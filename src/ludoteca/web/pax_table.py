"""The Pax Hispanica companion on phones: a host screen and one link per player, driving the
state machines of :mod:`ludoteca.pax.session` (an auction with sealed bids, a battle with
secret sides — pax.auction.*, pax.battle.*, pax.hand.*) with the same calls the terminal makes.

Where the terminal passes one device around (the procedure's ``pause`` asks), each player
answers on their own phone instead: the pause is answered by the server, and what the
procedure then shows that player (a side menu naming their Battle cards) goes to their phone
only. A player may seal their bid before their turn comes; it is handed to the procedure when
it asks them, and a bid it cannot accept (more than their money) is asked again on their
phone. Every screen shows the announcement and who has sealed; the bids or sides are shown
to everyone at once when the last one is in (the procedure's reveal). The scenario is kept
as TOML text in the store with its table (uploaded, or copied from the operator's scenario
directory when the table was made), and rewritten there after each procedure (as ``ludoteca
pax auction`` does: the steps in its log, the scenario before them kept for ``pax undo``):
the server never writes a file.
"""

from __future__ import annotations

from typing import Any

from ludoteca.core.errors import BadInput, IllegalAction
from ludoteca.core.i18n import t
from ludoteca.pax.scenario import LogEntry, Scenario, load_text, to_toml
from ludoteca.pax.session import Auction, Battle, GoodsYear, Screen
from ludoteca.pax.text import Msg, Term, refusal, render

HOST = -1


def _line(item: Any, lang: str) -> str:
    if isinstance(item, IllegalAction):
        return refusal(item, lang)
    if isinstance(item, (Msg, Term)):
        return render(item, lang)
    return str(item)


class PaxTable:
    """One Pax table: the scenario file, the procedure in flight, what each screen shows.

    Attributes:
        path: the scenario's name (shown, never opened); text: its TOML text, rewritten after
        each procedure; s: the loaded scenario; names: the players in turn order.
        proc: the procedure in flight or None; spec: how it was started; answers: every
        answer handed to it so far as ``(player or None, text)`` (to rebuild it after a
        restart); public: the lines every screen shows; private: per player, the lines only
        their phone shows; waiting: per player, a sealed answer not yet asked for;
        sealed: per player, what they sealed (shown on their phone only).
    """

    def __init__(self, path: str, s: Scenario, text: str) -> None:
        self.path = path
        self.text = text
        self.s = s
        self.names = list(s.order)
        self.proc: Any = None
        self.spec: dict[str, Any] | None = None
        self.answers: list[tuple[str | None, str]] = []
        self.public: list[Any] = []
        self.private: dict[str, list[Any]] = {}
        self.waiting: dict[str, str] = {}
        self.sealed: dict[str, str] = {}
        self.last_refusal: dict[str, Any] = {}

    @classmethod
    def from_text(cls, text: str, name: str) -> "PaxTable":
        """The table of the scenario ``text`` (TOML), called ``name``.

        Raises: BadInput: the text is not a scenario (the reason and its line)."""
        return cls(name, load_text(text, name), text)

    # -- procedures ----------------------------------------------------------------------------
    def start(self, spec: dict[str, Any]) -> None:
        """Start an auction (``initiator``, ``buried``) or a battle (``zone``, ``attacker``,
        ``target`` or None).

        Raises:
            BadInput / IllegalAction: a procedure already running, an unknown player or zone,
                no auction or battle possible now (the rule named); nothing changed.
        """
        if self.proc is not None:
            raise BadInput(t("web.pax_busy"))
        self.s = load_text(self.text, self.path)  # the scenario as the last procedure left it
        kind = spec.get("kind")
        if kind == "goods":  # the Goods Year's steps, the host answering (pax.goods.steps)
            proc: Any = GoodsYear(self.s)
        elif kind == "auction":
            proc = Auction(self.s, str(spec.get("initiator") or ""),
                                bool(spec.get("buried")))
        elif kind == "battle":
            target = spec.get("target") or None
            proc = Battle(self.s, str(spec.get("zone") or ""), str(spec.get("attacker") or ""),
                          None if target is None else str(target))
        else:
            raise BadInput(t("web.bad_message", reason="kind: goods, auction or battle"))
        out = proc.start()  # raises before anything is asked
        self.proc, self.spec = proc, {k: spec.get(k) for k in
                                      ("kind", "initiator", "buried", "zone", "attacker",
                                       "target")}
        self.answers, self.public, self.private = [], [], {}
        self.waiting, self.sealed, self.last_refusal = {}, {}, {}
        self._show(out)
        self._pump()

    def expected(self) -> list[str]:
        """The players who still have to seal an answer."""
        p = self.proc
        if p is None:
            return []
        if isinstance(p, Auction):
            return [n for n in p.who if n not in p.bids]
        if not isinstance(p, Battle) or p.setup is None:  # the Goods Year: the host answers
            return []
        return [n for n in p.setup.supporters if n not in p.sides]

    def current(self) -> str | None:
        ask = self.proc.ask if self.proc is not None else None
        return None if ask is None else ask.player

    def answer(self, who: int, text: str) -> None:
        """A player's sealed answer (``who`` ≥ 0) or the host's (the battle's target).

        Raises:
            BadInput: nothing is asked of ``who`` now; nothing changed.
        """
        if self.proc is None:
            raise BadInput(t("web.pax_not_asked"))
        text = str(text)[:200]
        if who == HOST:
            ask = self.proc.ask
            if ask is None or ask.player is not None:
                raise BadInput(t("web.pax_not_asked"))
            self.answers.append((None, text))
            self._show(self.proc.answer(text))
            self._pump()
            return
        name = self.names[who]
        if name not in self.expected() or name in self.waiting:
            raise BadInput(t("web.pax_not_asked"))
        if isinstance(self.proc, Battle) and self.current() != name:
            raise BadInput(t("web.pax_not_asked"))
        self.waiting[name] = text
        self.sealed[name] = text
        self._pump()

    def _show(self, out: list[Any]) -> None:
        for item in out:
            if isinstance(item, Screen):
                self.public = list(item.shown)
            else:
                self.public.append(item)
                reason = self._tie_reason(item)
                if reason is not None:
                    self.public.append(reason)

    def _tie_reason(self, item: Any) -> Msg | None:
        """Why a tie went the way it did, said after the tie's line: an auction's tie goes to
        the initiator when tied, else to the first tied player in turn order from the
        initiator (pax.auction.winner and its ruling, docs/pax-rulings.md)."""
        if not isinstance(item, Msg) or getattr(item, "key", "") != "pax.result.tie" \
                or not isinstance(self.proc, Auction):
            return None
        tied = [n.strip() for n in str(item.values.get("names", "")).split(",")]
        initiator = str((self.spec or {}).get("initiator") or "")
        if any(n.casefold() == initiator.casefold() for n in tied):
            return Msg("web.pax_tie_initiator", initiator=initiator)
        return Msg("web.pax_tie_order", initiator=initiator, winner=tied[0] if tied else "")

    def _pump(self) -> None:
        """Hand the procedure every answer it can take now; save the scenario at its end."""
        p = self.proc
        while p is not None and p.ask is not None:
            ask = p.ask
            name = ask.player
            if name is None:
                return  # the host answers (a battle's target)
            if ask.pause:  # each player has their own phone: nothing to pass (not recorded:
                # the pump answers it again when the procedure is rebuilt)
                self.private[name] = list(p.answer(""))
                continue
            if name not in self.waiting:
                return
            text = self.waiting.pop(name)
            self.answers.append((name, text))
            out = p.answer(text)
            if p.ask is not None and p.ask.player == name and not p.ask.pause:
                self.private.setdefault(name, []).extend(out)  # asked again, on their phone
                self.sealed.pop(name, None)
                self.last_refusal[name] = out
                continue
            self.private.pop(name, None)
            self._show(out)
        if p is not None and p.ask is None:
            self._commit()

    def apply(self, text: str) -> None:
        """One action of the Pax notation (``phase auction``, ``end turn``, ``sell …``) the
        host applies between procedures, as ``ludoteca pax apply`` does: logged, the scenario
        before it kept for undo, what follows shown on every screen.

        Raises:
            BadInput / IllegalAction: a procedure is running, the text is not an action, or
                the rules forbid it (the rule named); nothing changed."""
        from ludoteca.pax.notation import perform

        if self.proc is not None:
            raise BadInput(t("web.pax_busy"))
        s = load_text(self.text, self.path)
        before = s.clone()
        text = " ".join(str(text).split())[:300]
        lines = perform(s, text)
        self.s = s
        self._save(before, [text])
        self.public = list(lines) + [Msg("web.pax_saved", name=self.path)]

    def _save(self, before: Scenario, actions: list[str]) -> None:
        """Log ``actions`` (done on ``self.s`` from ``before``), keep ``before`` for undo and
        rewrite the text."""
        previous = before.clone()
        previous.undo_action = previous.undo_previous = ""
        for action in actions:
            self.s.log.append(LogEntry(before.year, before.phase, action))
        joined = "; ".join(actions)
        self.s.undo_action = joined if len(joined) <= 1900 else joined[:1897] + "..."
        self.s.undo_previous = to_toml(previous)
        self.text = to_toml(self.s)  # the hub saves it in the store with the table

    def _commit(self) -> None:
        p = self.proc
        self._save(p.before, p.actions)
        self.public.append(Msg("web.pax_saved", name=self.path))
        self.proc = None
        self.spec = None
        self.answers = []
        self.waiting, self.sealed, self.private = {}, {}, {}

    # -- a restart ---------------------------------------------------------------------------
    def procedure_data(self) -> dict[str, Any] | None:
        if self.proc is None:
            return None
        return {"spec": self.spec, "answers": [list(a) for a in self.answers],
                "waiting": dict(self.waiting)}

    def restore(self, data: dict[str, Any] | None) -> None:
        """Rebuild the procedure in flight from :meth:`procedure_data` (answers replayed)."""
        if not data:
            return
        self.start(data["spec"])
        for who, text in data["answers"]:
            if self.proc is None:
                break
            if who is None:
                self.answer(HOST, text)
            else:
                self.waiting[who] = text
                self.sealed[who] = text
                self._pump()
        for who, text in (data.get("waiting") or {}).items():
            if self.proc is not None and who in self.expected() and who not in self.waiting:
                self.waiting[who] = text
                self.sealed[who] = text
        self._pump()

    def message(self, seat: int, msg: dict[str, Any], lang: str) -> None:
        """A page's message: ``start`` (host only) or ``answer``."""
        if msg.get("type") in ("start", "apply"):
            if seat != HOST:
                raise BadInput(t("web.pax_host_only"))
            if msg["type"] == "start":
                self.start(msg)
            else:
                self.apply(msg.get("text") if isinstance(msg.get("text"), str) else "")
        else:
            self.answer(seat, msg.get("text") if isinstance(msg.get("text"), str) else "")

    # -- what a screen shows --------------------------------------------------------------------
    def payload(self, seat: int, lang: str) -> dict[str, Any]:
        """What the host (``seat`` -1) or one player's phone shows, in ``lang``: the public
        lines; the players with their money and whether they have sealed; for a player, their
        own prompt, what they sealed and the lines only they may read (their Battle cards)."""
        expected = self.expected()
        askable = self._askable()
        players = [{"name": p.name, "money": p.money,
                    "asked": p.name in askable,
                    "sealed": p.name in askable and (p.name not in expected
                                                     or p.name in self.waiting)}
                   for p in self.s.players]
        body: dict[str, Any] = {
            "game": "pax", "seat": seat, "title": self.s.title,
            "lines": [_line(x, lang) for x in self.public],
            "players": players, "running": self.proc is not None,
            "procedure": (self.spec or {}).get("kind") if self.proc is not None else None,
            "zones": [z.name for z in self.s.land],
            "names": self.names,
            "year": self.year_info(lang),
        }
        ask = self.proc.ask if self.proc is not None else None
        if seat == HOST:
            body["host_ask"] = None
            if ask is not None and ask.player is None:
                body["host_ask"] = t(ask.key, lang, **{k: _line(v, lang)
                                                       for k, v in ask.values.items()})
            return body
        name = self.names[seat]
        me = self.s.player(name)
        body["you"] = name
        body["hand"] = list(me.hand) if me is not None else []
        body["sealed"] = self.sealed.get(name)
        body["private"] = [_line(x, lang) for x in self.private.get(name, [])]
        prompt = None
        if name in expected and name not in self.waiting:
            if ask is not None and ask.player == name and not ask.pause:
                prompt = t(ask.key, lang, **{k: _line(v, lang) for k, v in ask.values.items()})
            elif isinstance(self.proc, Auction):
                a = self.proc._bid_ask(name)
                prompt = t(a.key, lang, **{k: _line(v, lang) for k, v in a.values.items()})
        body["prompt"] = prompt
        body["sides"] = self.side_choices(name, lang) if prompt else []
        return body

    def year_info(self, lang: str) -> dict[str, Any]:
        """What every screen shows of the year (public): ``year``, ``phase`` (its name in
        ``lang``) and ``phase_key``, the Goods Year ``step``, whose play ``turn`` it is, the
        turn ``order``, the ``fund``, and per player ``money``, ``hand`` (a count) and
        ``limit``; ``next_phase``: the phase the host's button moves to."""
        from ludoteca.pax import engine as E

        s = self.s
        return {"year": s.year, "phase_key": s.phase, "phase": render(E.phase_term(s.phase), lang),
                "step": render(E.step_term(s.step), lang) if s.phase == "goods" else "",
                "turn": s.turn if s.phase == "play" else "", "order": list(s.order),
                "fund": s.fund, "next_phase": E.next_phase(s),
                "next_phase_name": render(E.phase_term(E.next_phase(s)), lang),
                "players": [{"name": p.name, "money": p.money, "hand": len(p.hand),
                             "limit": p.hand_limit} for p in s.players]}

    def side_choices(self, name: str, lang: str) -> list[dict[str, str]]:
        """The answers ``name`` may give to a battle's side question, as buttons: ``text``
        (what is sent: ``a``, ``t``, ``1a`` …) and ``label`` in ``lang``; empty when no side
        is asked of them (pax.battle.*; :func:`ludoteca.pax.session.parse_side`)."""
        p = self.proc
        if not isinstance(p, Battle) or p.setup is None or self.current() != name \
                or p.ask is None or p.ask.pause:
            return []
        cards = p.setup.cards.get(name, [])
        sides = (("a", "web.label.side_attacker"), ("t", "web.label.side_target"))
        if not cards:
            return [{"text": x, "label": t(key, lang)} for x, key in sides]
        return [{"text": f"{i}{x}", "label": t(key, lang) + " — " +
                 t("web.label.side_with", lang, card=card)}
                for i, card in enumerate(cards, 1) for x, key in sides]

    def _askable(self) -> list[str]:
        p = self.proc
        if p is None:
            return []
        if isinstance(p, Auction):
            return list(p.who)
        if not isinstance(p, Battle):
            return []
        return list(p.setup.supporters) if p.setup is not None else []


def keep_comments(original: str, current: str) -> str:
    """``current`` (a scenario's TOML as the table left it) written over the document of
    ``original`` (the file as it was uploaded or offered): every value brought up to date in
    place, so the original's comments, order and layout stay where their keys still are; a
    key the scenario no longer has goes, a new one is added at the end of its table, an array
    of tables that grew (the game's log) keeps its first items and gets the new ones.
    ``tomllib.loads`` of the result equals ``tomllib.loads(current)``. Any original that is
    not TOML gives ``current`` unchanged."""
    import tomllib

    import tomlkit

    try:
        doc = tomlkit.parse(original)
    except Exception:
        return current
    _merge(doc, tomllib.loads(current))
    return tomlkit.dumps(doc)


def _merge(container: Any, new: dict[str, Any]) -> None:
    import tomlkit
    from tomlkit.items import AoT

    for key in [k for k in list(container.keys()) if k not in new]:
        del container[key]
    for key, value in new.items():
        if key not in container:
            container[key] = value
            continue
        old = container[key]
        if isinstance(value, dict) and hasattr(old, "keys"):
            _merge(old, value)
        elif isinstance(value, list) and isinstance(old, AoT) \
                and all(isinstance(x, dict) for x in value):
            for i, item in enumerate(value):
                if i < len(old):
                    _merge(old[i], item)
                else:
                    old.append(tomlkit.item(item))
            while len(old) > len(value):
                old.pop()  # type: ignore[attr-defined]
        elif old.unwrap() != value if hasattr(old, "unwrap") else old != value:
            container[key] = value
