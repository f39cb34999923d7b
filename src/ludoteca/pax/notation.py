"""The Pax action notation of ``ludoteca pax check`` (documented in ``docs/pax-scenarios.md``).

One action per text; keywords in any letter case, names and ids as the scenario writes them
(letter case does not matter either)::

    phase auction                         move on to the next phase of the year
    step reactivate_cathedrals            do the next Goods Year step ('step labor' ends labor)
    kidnap [ZONE] COLONY from SOURCE      labor: a native from a Tribal Site or Visit
    hire [ZONE] COLONY from CATHEDRAL     labor: a Citizen for $1
    bid PLAYER AMOUNT [initiator NAME]    may this player place this sealed bid?
    auction INITIATOR [buried] bids NAME=AMOUNT, NAME=AMOUNT …
    sell [PLAYER] CARD                    sell a Market card for $1
    discard [PLAYER] CARD
    end turn                              end the current play turn
    battle ZONE ATTACKER vs TARGET [sides NAME=attacker with CARD, NAME=target …]
    load GALLEON citizen|native|treasure from SOURCE
    unload GALLEON treasure
    unload GALLEON citizen|native to COLONY

:func:`perform` applies an action to a scenario and returns what follows, as lines of text.
"""

from __future__ import annotations

import re

from ludoteca.pax import engine as E
from ludoteca.pax.scenario import GOODS_STEPS, PHASES, Scenario
from ludoteca.pax.text import Msg, bad

VERBS = "phase, step, kidnap, hire, bid, auction, sell, discard, end turn, battle, load, unload"
USAGE = f"{VERBS} (see docs/pax-scenarios.md)"


def _pairs(text: str, what: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for part in text.split(","):
        part = part.strip()
        if not part:
            continue
        if "=" not in part:
            raise bad("pax.err.pairs", what=what, part=repr(part))
        name, value = (x.strip() for x in part.split("=", 1))
        if not name or not value:
            raise bad("pax.err.pairs", what=what, part=repr(part))
        out[name] = value
    return out


def _amount(text: str, where: str) -> int:
    t = text.strip().lstrip("$")
    if not re.fullmatch(r"-?\d+", t):
        raise bad("pax.err.dollars", where=where, text=repr(text))
    return int(t)


def _zone_and_id(s: Scenario, left: str, lookup) -> str:
    """``[ZONE] ID``: return the id, checking the zone when one is written."""
    words = left.split()
    if not words:
        raise bad("pax.err.no_colony_id")
    ident = words[-1]
    zone_text = " ".join(words[:-1])
    if zone_text:
        zone = E.need_zone(s, zone_text)
        found = lookup(ident)
        if found is not None and found[0] is not zone:
            raise bad("pax.err.wrong_zone", id=repr(ident), found=found[0].name, zone=zone.name)
    return ident


def player_and_card(s: Scenario, rest: str) -> tuple[str, str]:
    for p in s.players:
        prefix = p.name.casefold() + " "
        if rest.casefold().startswith(prefix):
            return p.name, rest[len(prefix):].strip()
    card = rest.strip()
    if s.turn:
        return s.turn, card
    holders = [p.name for p in s.players if any(c.casefold() == card.casefold() for c in p.hand)]
    if len(holders) == 1:
        return holders[0], card
    raise bad("pax.err.name_player", card=card, count=len(holders))


def perform(s: Scenario, text: str) -> list[str]:
    """Apply one action to ``s``; return the lines saying what happened and what follows.

    Raises:
        BadInput: the text is not an action, or names something the scenario lacks.
        IllegalAction: the rules forbid the action (``s`` is then unchanged).
    """
    t = " ".join(text.split())
    low = t.casefold()
    if not t:
        raise bad("pax.err.empty_action", verbs=VERBS)
    verb, _, rest = t.partition(" ")
    verb = verb.casefold()

    if verb == "phase":
        wanted = rest.casefold()
        if wanted not in PHASES:
            raise bad("pax.err.not_one_of", verb="phase", value=repr(rest),
                      options=", ".join(PHASES))
        new = E.advance(s, wanted)
        return [Msg("pax.result.phase_begins", year=s.year, phase=E.phase_term(new))]

    if verb == "step":
        step = rest.casefold().replace(" ", "_").replace("-", "_")
        if step not in GOODS_STEPS:
            raise bad("pax.err.not_one_of", verb="step", value=repr(rest),
                      options=", ".join(GOODS_STEPS))
        summary = E.do_step(s, step)
        return [summary, Msg("pax.result.next_step", step=E.step_term(s.step))]

    if verb in ("kidnap", "hire"):
        left, sep, source = rest.partition(" from ")
        if not sep or not source.strip():
            raise bad("pax.err.form", verb=verb, form=f"'{verb} [ZONE] COLONY from SOURCE'")
        colony = _zone_and_id(s, left, s.colony)
        if verb == "kidnap":
            return [E.kidnap(s, colony, source.strip())]
        return [E.hire(s, colony, source.strip())]

    if verb == "bid":
        m = re.fullmatch(r"(.+?) (\S+)(?: initiator (.+))?", rest, flags=re.IGNORECASE)
        if not m:
            raise bad("pax.err.form", verb="bid", form="'bid PLAYER AMOUNT [initiator NAME]'")
        player = E.need_player(s, m.group(1), "bidder").name
        amount = _amount(m.group(2), Msg("pax.err.bid_of", player=player))
        initiator = E.need_player(s, m.group(3), "initiator").name if m.group(3) else player
        E.auction_lot(s)
        E.check_bid(s, initiator, player, amount)
        return [Msg("pax.result.bid_ok", player=player, amount=amount, initiator=initiator,
                    names=", ".join(E.bidders(s, initiator)))]

    if verb == "auction":
        m = re.fullmatch(r"(.+?)( buried)? bids (.*)", rest, flags=re.IGNORECASE)
        if not m:
            raise bad("pax.err.form", verb="auction",
                      form="'auction INITIATOR [buried] bids NAME=AMOUNT, …'")
        initiator = E.need_player(s, m.group(1), "initiator").name
        bids = {name: _amount(v, Msg("pax.err.bid_of", player=name))
                for name, v in _pairs(m.group(3), "bids").items()}
        result = E.auction(s, initiator, bids, buried=bool(m.group(2)))
        return result.lines()

    if verb in ("sell", "discard"):
        if not rest.strip():
            raise bad("pax.err.form", verb=verb, form=f"'{verb} [PLAYER] CARD'")
        player, card = player_and_card(s, rest)
        return [E.sell(s, player, card) if verb == "sell" else E.discard(s, player, card)]

    if low == "end turn":
        return [E.end_turn(s)]

    if verb == "battle":
        m = re.fullmatch(r"(.+?) vs (.+?)(?: sides (.*))?", rest, flags=re.IGNORECASE)
        if not m:
            raise bad("pax.err.form", verb="battle",
                      form="'battle ZONE ATTACKER vs TARGET [sides NAME=attacker, …]'")
        left = m.group(1)
        attacker = None
        for p in sorted(s.players, key=lambda q: -len(q.name)):
            if left.casefold().endswith(" " + p.name.casefold()):
                attacker, zone = p.name, left[: -len(p.name)].strip()
                break
        if attacker is None:
            raise bad("pax.err.no_attacker", text=repr(left))
        setup = E.battle_setup(s, zone, attacker, m.group(2).strip())
        sides: dict[str, str] = {}
        cards: dict[str, str] = {}
        for name, value in _pairs(m.group(3) or "", "sides").items():
            side, sep, card = value.partition(" with ")
            sides[name] = side.strip()
            if sep:
                cards[name] = card.strip()
        result = E.resolve_battle(s, setup, sides, cards)
        E.record_battle(s, result)
        return [Msg("pax.result.strength", detail=setup.detail)] + result.lines()

    if verb == "load":
        m = re.fullmatch(r"(\S+) (\S+) from (.+)", rest, flags=re.IGNORECASE)
        if not m:
            raise bad("pax.err.form", verb="load",
                      form="'load GALLEON citizen|native|treasure from SOURCE'")
        return [E.load(s, m.group(1), m.group(2), m.group(3).strip())]

    if verb == "unload":
        m = re.fullmatch(r"(\S+) treasure", rest, flags=re.IGNORECASE)
        if m:
            return [E.unload_treasure(s, m.group(1))]
        m = re.fullmatch(r"(\S+) (citizen|native) to (.+)", rest, flags=re.IGNORECASE)
        if not m:
            raise bad("pax.err.form_or", verb="unload", form="'unload GALLEON treasure'",
                      other="'unload GALLEON citizen|native to COLONY'")
        return [E.unload_meeple(s, m.group(1), m.group(2), m.group(3).strip())]

    raise bad("pax.err.not_action", text=repr(t), verbs=VERBS)
