"""The public Pax Hispanica procedures, applied to a :class:`~ludoteca.pax.scenario.Scenario`.

Each procedure has a ``check_…`` function that raises :class:`IllegalAction` (naming the rule
id of ``docs/rules/pax-hispanica.md``) or :class:`BadInput` (a name the scenario does not
know, a negative bid …) and changes nothing, and an applying function that calls the check
first and then changes the scenario. The lists of legal choices (``labor_choices``,
``bidders``, ``supporters``) are built from the same checks, so a choice offered is a choice
accepted. Rulings (questions the public rules leave open) are marked ``Ruling`` and listed in
``docs/pax-rulings.md``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ludoteca.core import rng as _rng
from ludoteca.core.errors import IllegalAction
from ludoteca.pax.text import Msg, Term, bad
from ludoteca.pax.scenario import (
    GOODS_DONE, GOODS_STEPS, PHASE_NAMES, PHASES, SIDES, Cathedral, Colony, Galleon, LandZone,
    Player, Scenario, TribalSite, Visit,
)

FUND = "the Fund"
MARKET_SALE = 1  # pax.hand.sell_market: a Market card sells for $1 (public)


# ----------------------------------------------------------------------------------------------
# Names
# ----------------------------------------------------------------------------------------------

def need_player(s: Scenario, name: str, field_name: str = "player") -> Player:
    p = s.player(name)
    if p is None:
        raise bad("pax.err.unknown_player", field=field_name, name=name,
                  names=", ".join(q.name for q in s.players))
    return p


def need_zone(s: Scenario, name: str, field_name: str = "zone") -> LandZone:
    z = s.zone(name)
    if z is None:
        raise bad("pax.err.unknown_zone", field=field_name, name=name,
                  names=", ".join(x.name for x in s.land))
    return z


def need_colony(s: Scenario, cid: str) -> tuple[LandZone, Colony]:
    found = s.colony(cid)
    if found is None:
        raise bad("pax.err.unknown_colony", name=cid)
    return found


def need_galleon(s: Scenario, gid: str) -> Galleon:
    g = s.galleon(gid)
    if g is None:
        raise bad("pax.err.unknown_galleon", name=gid,
                  names=", ".join(x.id for x in s.galleons))
    return g


def rotate_order(s: Scenario, first: str) -> list[str]:
    """The player order starting at ``first``."""
    i = s.order.index(first)
    return s.order[i:] + s.order[:i]


# ----------------------------------------------------------------------------------------------
# pax.year.cycle and pax.goods.steps
# ----------------------------------------------------------------------------------------------

def phase_term(phase: str) -> Term:
    """The name of a phase as a word of the game (shown in the reader's language)."""
    return Term(f"pax.phase.{phase}")


def step_term(step: str) -> Term:
    """The name of a Goods Year step ("done": none left) as a word of the game."""
    return Term(f"pax.step.{step}")


def kind_term(kind: str) -> str:
    """A card kind as shown: a word of the game for the kinds the rules name (Market, Refuge,
    Battle), else the scenario's own text."""
    return Term(f"pax.kind.{kind}") if kind in ("Market", "Refuge", "Battle") else kind


def phase_problem(s: Scenario, phase: str, rule: str = "pax.year.cycle") -> IllegalAction | None:
    if s.phase != phase:
        return IllegalAction(rule, "pax_wrong_phase", needed=phase_term(phase),
                             phase=phase_term(s.phase), year=s.year)
    return None


def require_phase(s: Scenario, phase: str, rule: str = "pax.year.cycle") -> None:
    problem = phase_problem(s, phase, rule)
    if problem:
        raise problem


def next_phase(s: Scenario) -> str:
    return PHASES[(PHASES.index(s.phase) + 1) % len(PHASES)]


def over_limit(s: Scenario) -> list[Player]:
    """Players whose hand is bigger than their hand limit, in player order."""
    return [p for p in (s.player(n) for n in s.order) if p and len(p.hand) > p.hand_limit]


def _over_limit_error(p: Player) -> IllegalAction:
    return IllegalAction("pax.hand.limit_timing", "pax_over_limit", player=p.name,
                         count=len(p.hand), limit=p.hand_limit, extra=len(p.hand) - p.hand_limit)


def check_advance(s: Scenario, wanted: str | None = None) -> str:
    """Check that the year may move on to its next phase (``wanted`` when named); return it."""
    expected = next_phase(s)
    if wanted is not None and wanted != expected:
        raise IllegalAction("pax.year.cycle", "pax_phase_order", phase=phase_term(s.phase),
                            expected=phase_term(expected),
                            wanted=phase_term(wanted) if wanted in PHASE_NAMES else wanted)
    if s.phase == "goods" and s.step != GOODS_DONE:
        raise IllegalAction("pax.goods.steps", "pax_goods_unfinished", step=step_term(s.step))
    if s.phase == "play":
        if s.turn:
            raise IllegalAction("pax.year.cycle", "pax_turns_left", player=s.turn)
        late = over_limit(s)
        if late:
            raise _over_limit_error(late[0])
    return expected


def advance(s: Scenario, wanted: str | None = None) -> str:
    """Move to the next phase; a new year starts at its Goods Year, a Play Year with the first
    player's play turn."""
    new = check_advance(s, wanted)
    s.phase = new
    if new == "goods":
        s.year += 1
        s.step = GOODS_STEPS[0]
    if new == "play":
        s.turn = s.order[0]
    return new


def step_problem(s: Scenario, step: str) -> IllegalAction | None:
    """Why the Goods Year step ``step`` cannot be carried out (or, for ``labor``, ended) now;
    None when it can. :func:`check_step` raises this, and the companion offers "end labor
    acquisition" only when it is None, so an ending offered is an ending accepted."""
    problem = phase_problem(s, "goods", "pax.goods.steps")
    if problem:
        return problem
    if s.step == GOODS_DONE:
        return IllegalAction("pax.goods.steps", "pax_goods_done")
    if step != s.step:
        return IllegalAction("pax.goods.steps", "pax_step_order", expected=step_term(s.step),
                             wanted=step_term(step) if step in GOODS_STEPS else step)
    if step == "labor":
        pending = mandatory_kidnaps(s)
        if pending:
            colony, sources = pending[0]
            return IllegalAction("pax.labor.kidnap_last_resort", "pax_kidnap_mandatory",
                                 colony=colony, sources=", ".join(sources))
    return None


def check_step(s: Scenario, step: str) -> None:
    problem = step_problem(s, step)
    if problem:
        raise problem


def do_step(s: Scenario, step: str, *, order: list[str] | None = None,
            vacate: list[str] | tuple[str, ...] = ()) -> str:
    """Carry out one Goods Year step (it must be the next one) and return a one-line summary.

    ``player_order``: the new order when given (Ruling: how the order changes is not public,
    so the table enters it; without one it stays). ``reactivate_cathedrals``: every Cathedral
    becomes active. ``labor``: ends the labor step (the kidnappings and hirings are separate
    actions). ``mortality``: the Colonies named in ``vacate`` lose their labor (Ruling: which
    ones is not public; the table names them). ``chests`` and ``slave_loss``: not public, done
    at the table with the edition's rules; the engine only marks them done. ``income``: each
    player receives their scenario ``income``.
    """
    check_step(s, step)
    summary = ""
    if step == "player_order":
        if order:
            names = [need_player(s, n, "player order").name for n in order]
            if sorted(names) != sorted(s.order):
                raise bad("pax.err.order")
            s.order = names
        summary = Msg("pax.result.player_order", order=", ".join(s.order))
    elif step == "reactivate_cathedrals":
        count = 0
        for z in s.land:
            for c in z.cathedrals:
                count += not c.active
                c.active = True
        summary = Msg("pax.result.reactivated", count=count)
    elif step == "labor":
        summary = Msg("pax.result.labor_done")
    elif step == "mortality":
        cols = [need_colony(s, cid)[1] for cid in vacate]
        for c in cols:
            c.labor = ""
        summary = Msg("pax.result.mortality", colonies=", ".join(c.id for c in cols)) if cols \
            else Msg("pax.result.mortality_none")
    elif step in ("chests", "slave_loss"):
        summary = Msg("pax.result.at_table")
    elif step == "income":
        for p in s.players:
            p.money += p.income
        summary = Msg("pax.result.income",
                      items=", ".join(f"{p.name} +${p.income}" for p in s.players))
    i = GOODS_STEPS.index(step)
    s.step = GOODS_STEPS[i + 1] if i + 1 < len(GOODS_STEPS) else GOODS_DONE
    return summary


# ----------------------------------------------------------------------------------------------
# Labor: pax.labor.sources, pax.labor.kidnap_last_resort, pax.labor.kidnap_forbidden
# ----------------------------------------------------------------------------------------------

def _labor_colony(s: Scenario, colony_id: str) -> tuple[LandZone, Colony]:
    require_phase(s, "goods", "pax.goods.steps")
    zone, col = need_colony(s, colony_id)
    if s.step != "labor":
        raise IllegalAction("pax.goods.steps", "pax_not_labor_step", step=step_term(s.step))
    if col.labor:
        raise IllegalAction("pax.labor.sources", "pax_colony_not_empty", colony=col.id,
                            labor=Term(f"pax.cargo.{col.labor}"))
    return zone, col


def _hire_problem(s: Scenario, zone: LandZone, col: Colony, cz: LandZone,
                  cat: Cathedral) -> IllegalAction | None:
    if cz is not zone:
        # Ruling (pax.labor.sources): a Citizen is hired from a Cathedral of the Colony's own
        # land zone; Citizens reach other land zones by emigration aboard a Galleon.
        return IllegalAction("pax.labor.sources", "pax_source_elsewhere", source=cat.id,
                             source_zone=cz.name, zone=zone.name, colony=col.id)
    if not cat.active:
        return IllegalAction("pax.labor.sources", "pax_cathedral_used", cathedral=cat.id)
    if cat.citizens < 1:
        return IllegalAction("pax.labor.sources", "pax_no_citizen", cathedral=cat.id)
    owner = s.player(col.owner)
    assert owner is not None
    if owner.money < s.hire_cost:
        return IllegalAction("pax.labor.sources", "pax_cannot_pay", player=owner.name,
                             money=owner.money, price=s.hire_cost)
    return None


def hire_sources(s: Scenario, zone: LandZone, col: Colony) -> list[str]:
    """The Cathedrals of the Colony's land zone that can supply a Citizen to it now, at a price
    its owner can pay."""
    return [c.id for c in zone.cathedrals if _hire_problem(s, zone, col, zone, c) is None]


def check_hire(s: Scenario, colony_id: str, cathedral_id: str) -> tuple[Colony, Cathedral]:
    zone, col = _labor_colony(s, colony_id)
    found = s.cathedral(cathedral_id)
    if found is None:
        raise bad("pax.err.unknown_cathedral", name=cathedral_id)
    cz, cat = found
    problem = _hire_problem(s, zone, col, cz, cat)
    if problem:
        raise problem
    return col, cat


def hire(s: Scenario, colony_id: str, cathedral_id: str) -> str:
    """Hire a Citizen for an empty Colony. Ruling: the $1 goes to the bank, and the Cathedral
    is used until the next reactivation."""
    col, cat = check_hire(s, colony_id, cathedral_id)
    owner = s.player(col.owner)
    assert owner is not None
    owner.money -= s.hire_cost
    cat.citizens -= 1
    cat.active = False
    col.labor = "citizen"
    return Msg("pax.result.hire", player=owner.name, cathedral=cat.id, price=s.hire_cost,
               colony=col.id)


def _source(s: Scenario, source_id: str) -> tuple[LandZone, TribalSite | Visit]:
    found = s.tribal_site(source_id) or s.visit(source_id)
    if found is None:
        raise bad("pax.err.unknown_source", name=source_id)
    return found


def _kidnap_problem(s: Scenario, zone: LandZone, col: Colony, sz: LandZone,
                    src: TribalSite | Visit) -> IllegalAction | None:
    if sz is not zone:
        return IllegalAction("pax.labor.sources", "pax_source_elsewhere", source=src.id,
                             source_zone=sz.name, zone=zone.name, colony=col.id)
    if zone.rebel:
        return IllegalAction("pax.labor.kidnap_forbidden", "pax_kidnap_rebel_zone",
                             zone=zone.name)
    if isinstance(src, TribalSite) and src.wild:
        return IllegalAction("pax.labor.kidnap_forbidden", "pax_kidnap_wild_site",
                             source=src.id)
    if src.natives < 1:
        return IllegalAction("pax.labor.sources", "pax_no_natives", source=src.id)
    # pax.labor.kidnap_last_resort makes kidnapping mandatory when no other source exists; it
    # never forbids it when a Cathedral could supply a Citizen (issue 13, part 5).
    return None


def check_kidnap(s: Scenario, colony_id: str, source_id: str) -> tuple[Colony, TribalSite | Visit]:
    zone, col = _labor_colony(s, colony_id)
    sz, src = _source(s, source_id)
    problem = _kidnap_problem(s, zone, col, sz, src)
    if problem:
        raise problem
    return col, src


def kidnap(s: Scenario, colony_id: str, source_id: str) -> str:
    col, src = check_kidnap(s, colony_id, source_id)
    src.natives -= 1
    col.labor = "native"
    key = "pax.result.kidnap_site" if isinstance(src, TribalSite) else "pax.result.kidnap_visit"
    return Msg(key, player=col.owner, source=src.id, colony=col.id)


@dataclass(frozen=True)
class LaborChoice:
    verb: str      # "hire" or "kidnap"
    colony: str
    source: str
    owner: str

    def text(self) -> str:
        return f"{self.verb} {self.colony} from {self.source}"


def labor_choices(s: Scenario, player: str | None = None) -> list[LaborChoice]:
    """Every legal labor action now (of one player, or of all in player order)."""
    if s.phase != "goods" or s.step != "labor":
        return []
    out: list[LaborChoice] = []
    owners = [player] if player else list(s.order)
    for owner in owners:
        for zone in s.land:
            for col in zone.colonies:
                if col.owner != owner or col.labor:
                    continue
                for cat in zone.cathedrals:
                    if _hire_problem(s, zone, col, zone, cat) is None:
                        out.append(LaborChoice("hire", col.id, cat.id, owner))
                for src in [*zone.tribal_sites, *zone.visits]:
                    if _kidnap_problem(s, zone, col, zone, src) is None:
                        out.append(LaborChoice("kidnap", col.id, src.id, owner))
    return out


def mandatory_kidnaps(s: Scenario) -> list[tuple[str, list[str]]]:
    """Empty Colonies whose only labor source is kidnapping, with their sources.

    Ruling (pax.labor.kidnap_last_resort): when kidnapping is the only source, the labor step
    cannot end before it is done; hiring is never compulsory.
    """
    pending: dict[str, list[str]] = {}
    for choice in labor_choices(s):
        pending.setdefault(choice.colony, []).append(choice.verb + ":" + choice.source)
    out = []
    for colony, items in pending.items():
        if all(i.startswith("kidnap:") for i in items):
            out.append((colony, [i.split(":", 1)[1] for i in items]))
    return out


# ----------------------------------------------------------------------------------------------
# Auction: pax.auction.lot, .bidders, .winner, .payment
# ----------------------------------------------------------------------------------------------

def auction_lot(s: Scenario, buried: bool = False) -> str:
    """The card the initiator auctions: the face-up top card, or the hidden one under it."""
    require_phase(s, "auction")
    deck = s.deck(s.auction_deck)
    if deck is None:
        raise bad("pax.err.no_auction_deck")
    if not deck.cards:
        raise IllegalAction("pax.auction.lot", "pax_deck_empty", deck=deck.name)
    if buried and len(deck.cards) < 2:
        raise IllegalAction("pax.auction.lot", "pax_no_buried", deck=deck.name)
    return deck.cards[1 if buried else 0]


def bidders(s: Scenario, initiator: str) -> list[str]:
    """Who bids, in player order from the initiator: the initiator and everyone with $1+."""
    first = need_player(s, initiator, "initiator").name
    return [n for n in rotate_order(s, first)
            if n == first or need_player(s, n).money >= 1]


def check_bid(s: Scenario, initiator: str, player: str, amount: int) -> None:
    """A negative bid or one above the bidder's money is bad input; a bid from a player who
    does not bid is illegal (pax.auction.bidders)."""
    p = need_player(s, player, "bidder")
    if amount < 0:
        raise bad("pax.err.bid_negative", player=p.name, amount=amount)
    if amount > p.money:
        raise bad("pax.err.bid_too_much", player=p.name, amount=amount, money=p.money)
    if p.name not in bidders(s, initiator):
        raise IllegalAction("pax.auction.bidders", "pax_not_bidder", player=p.name)


@dataclass
class AuctionResult:
    initiator: str
    card: str
    buried: bool
    bids: dict[str, int]           # in player order from the initiator
    winner: str
    price: int
    paid_to: str                   # FUND or the initiator's name
    tied: list[str] = field(default_factory=list)

    def lines(self) -> list[Msg]:
        out = [Msg("pax.result.bids", items=", ".join(f"{n} ${b}" for n, b in self.bids.items()))]
        if len(self.tied) > 1:
            out.append(Msg("pax.result.tie", price=self.price, names=", ".join(self.tied)))
        key = "pax.result.wins_" + ("buried_" if self.buried else "") + \
            ("fund" if self.paid_to == FUND else "player")
        out.append(Msg(key, winner=self.winner, card=self.card, price=self.price,
                       initiator=self.initiator))
        return out


def resolve_auction(s: Scenario, initiator: str, bids: dict[str, int],
                    buried: bool = False) -> AuctionResult:
    """Judge an auction from all its sealed bids (nothing changes)."""
    card = auction_lot(s, buried)
    init = need_player(s, initiator, "initiator").name
    who = bidders(s, init)
    clean: dict[str, int] = {}
    for name, amount in bids.items():
        check_bid(s, init, name, amount)
        clean[need_player(s, name).name] = amount
    for name in who:
        if name not in clean:
            raise IllegalAction("pax.auction.bidders", "pax_missing_bid", player=name)
    ordered = {n: clean[n] for n in who}
    top = max(ordered.values())
    tied = [n for n, b in ordered.items() if b == top]
    # pax.auction.winner; Ruling: a tie without the initiator goes to the first tied player in
    # player order counting from the initiator.
    winner = init if init in tied else tied[0]
    return AuctionResult(init, card, buried, ordered, winner, top,
                         FUND if winner == init else init, tied)


def apply_auction(s: Scenario, result: AuctionResult) -> None:
    """The winner takes the card into hand (the hand limit may be exceeded now) and pays."""
    deck = s.deck(s.auction_deck)
    assert deck is not None
    deck.cards.pop(1 if result.buried else 0)
    winner = need_player(s, result.winner)
    winner.hand.append(result.card)
    winner.money -= result.price
    if result.paid_to == FUND:
        s.fund += result.price
    else:
        need_player(s, result.paid_to).money += result.price


def auction(s: Scenario, initiator: str, bids: dict[str, int], buried: bool = False) -> AuctionResult:
    result = resolve_auction(s, initiator, bids, buried)
    apply_auction(s, result)
    return result


# ----------------------------------------------------------------------------------------------
# Hand: pax.hand.limit_timing, pax.hand.sell_market, pax.hand.refuge_discard
# ----------------------------------------------------------------------------------------------

def _hand_card(p: Player, card: str, rule: str) -> str:
    for c in p.hand:
        if c == card:
            return c
    for c in p.hand:
        if c.casefold() == card.casefold():
            return c
    raise IllegalAction(rule, "pax_not_in_hand", card=card, player=p.name)


def _hand_timing(s: Scenario, p: Player, rule: str) -> None:
    """Selling and discarding happen in your own play turn, or at the end of the Play Year
    while your hand is over its limit."""
    require_phase(s, "play", rule)
    if s.turn == p.name:
        return
    if s.turn:
        raise IllegalAction(rule, "pax_not_your_turn", player=p.name, turn=s.turn)
    if len(p.hand) <= p.hand_limit:
        raise IllegalAction(rule, "pax_no_trim_needed", player=p.name, count=len(p.hand),
                            limit=p.hand_limit)


def check_sell(s: Scenario, player: str, card: str) -> tuple[Player, str]:
    p = need_player(s, player)
    _hand_timing(s, p, "pax.hand.sell_market")
    real = _hand_card(p, card, "pax.hand.sell_market")
    kind = s.cards.get(real, "")
    if kind != "Market":
        raise IllegalAction("pax.hand.sell_market", "pax_not_market", card=real,
                            kind=kind_term(kind))
    return p, real


def _discard_pile(s: Scenario, card: str) -> list[str]:
    deck = s.deck(s.card_decks.get(card) or s.auction_deck)
    if deck is None:
        raise bad("pax.err.no_discard_deck", card=card)
    return deck.discard


def sell(s: Scenario, player: str, card: str) -> str:
    """Sell a Market card for $1. Ruling: the bank pays; the card goes to its deck's discard."""
    p, real = check_sell(s, player, card)
    pile = _discard_pile(s, real)
    p.hand.remove(real)
    p.money += MARKET_SALE
    pile.append(real)
    return Msg("pax.result.sell", player=p.name, card=real, price=MARKET_SALE)


def check_discard(s: Scenario, player: str, card: str) -> tuple[Player, str]:
    p = need_player(s, player)
    _hand_timing(s, p, "pax.hand.limit_timing")
    return p, _hand_card(p, card, "pax.hand.limit_timing")


def discard(s: Scenario, player: str, card: str) -> str:
    """Discard a card; a Refuge card is shuffled back into the Refuge deck (the scenario's
    seeded RNG shuffles it)."""
    p, real = check_discard(s, player, card)
    if s.cards.get(real) == "Refuge":
        deck = s.deck(s.refuge_deck)
        if deck is None:
            raise bad("pax.err.no_refuge_deck")
        p.hand.remove(real)
        deck.cards.append(real)
        s.rng = _rng.shuffle(s.rng, deck.cards)
        return Msg("pax.result.discard_refuge", player=p.name, card=real, deck=deck.name)
    pile = _discard_pile(s, real)
    p.hand.remove(real)
    pile.append(real)
    return Msg("pax.result.discard", player=p.name, card=real)


def check_end_turn(s: Scenario) -> Player:
    require_phase(s, "play")
    if not s.turn:
        raise IllegalAction("pax.year.cycle", "pax_no_play_turn", year=s.year)
    p = need_player(s, s.turn)
    if len(p.hand) > p.hand_limit:
        raise _over_limit_error(p)
    return p


def end_turn(s: Scenario) -> str:
    """End the current play turn (the hand limit applies); the next player's turn follows,
    or after the last one the end of the Play Year, when every hand must be within its limit."""
    p = check_end_turn(s)
    i = s.order.index(p.name)
    s.turn = s.order[i + 1] if i + 1 < len(s.order) else ""
    if s.turn:
        return Msg("pax.result.turn_next", player=p.name, next=s.turn)
    return Msg("pax.result.turn_last", player=p.name)


# ----------------------------------------------------------------------------------------------
# Battle: pax.battle.strength, .support, .winner
# ----------------------------------------------------------------------------------------------

def bordering_seas(s: Scenario, zone: LandZone) -> list[str]:
    return [z.name for z in s.sea if zone.name in z.borders]


def fleet_strength(s: Scenario, player: str, zone: LandZone) -> int:
    """The player's Galleons in sea zones bordering the land zone, 1 each; what they carry
    (Citizens included) counts 0."""
    seas = set(bordering_seas(s, zone))
    return sum(1 for g in s.galleons if g.owner == player and g.sea in seas)


def land_tokens(s: Scenario, player: str, zone: LandZone) -> int:
    """The player's Colonies in the land zone and the Citizens working them, 1 each."""
    return sum(1 + (c.labor == "citizen") for c in zone.colonies if c.owner == player)


def side_strength(s: Scenario, player: str, zone: LandZone) -> int:
    """A player's strength at a land zone: land tokens plus Galleons bordering it."""
    return land_tokens(s, player, zone) + fleet_strength(s, player, zone)


def battle_cards(s: Scenario, player: str) -> list[str]:
    """The Battle cards (kind ``Battle`` in the scenario) in a player's hand, in hand order."""
    p = need_player(s, player)
    return [c for c in p.hand if s.cards.get(c) == "Battle"]


@dataclass
class BattleSetup:
    zone: str
    attacker: str
    target: str             # a Colony id, a Tribal Site id or "rebels"
    target_owner: str       # the defending player, "" for Rebels and natives
    attack: int             # the fleet's strength
    defence: int            # the target's strength
    supporters: list[str]   # who must choose a side, in player order
    support: dict[str, int]  # each supporter's strength
    detail: Msg
    cards: dict[str, list[str]] = field(default_factory=dict)  # supporters' Battle cards


@dataclass
class BattleResult:
    setup: BattleSetup
    sides: dict[str, str]
    attack_total: int
    defence_total: int
    winner: str             # "attacker" or "target"
    played: dict[str, str] = field(default_factory=dict)  # supporter -> Battle card played

    def lines(self) -> list[Msg]:
        st = self.setup
        out = []
        if self.sides:
            items = []
            for n, side in self.sides.items():
                card = self.played.get(n)
                key = f"pax.result.supports_{side}" + ("" if card else "_nocard")
                items.append(Msg(key, player=n, card=card or "", strength=st.support[n]))
            out.append(Msg("pax.result.sides", items=items))
        out.append(Msg("pax.result.totals", attacker=st.attacker, attack=self.attack_total,
                       target=target_word(st.target), defence=self.defence_total))
        if self.winner == "attacker":
            out.append(Msg("pax.result.attacker_wins", attacker=st.attacker, zone=st.zone))
        elif self.attack_total == self.defence_total:
            out.append(Msg("pax.result.target_wins_tie", target=target_word(st.target),
                           zone=st.zone))
        else:
            out.append(Msg("pax.result.target_wins", target=target_word(st.target), zone=st.zone))
        return out


def target_word(target: str) -> str:
    """A battle target as shown: a Colony or Tribal Site id, or the word for the Rebels."""
    return Term("pax.rebels") if target == "rebels" else target


def battle_setup(s: Scenario, zone_name: str, attacker: str, target: str) -> BattleSetup:
    """Who fights with what strength, and who must choose a side (nothing changes).

    Ruling (pax.battle.support): the players who choose a side are every player other than the
    attacker and the target's owner whose tokens count at this land zone: a Colony there, or a
    Galleon in a bordering sea zone (Galleons count for the fleet and the defence the same way).
    """
    zone = need_zone(s, zone_name)
    att = need_player(s, attacker, "attacker").name
    fleet = fleet_strength(s, att, zone)
    if fleet == 0:
        raise IllegalAction("pax.battle.strength", "pax_no_fleet", player=att, zone=zone.name)
    owner = ""
    if target.casefold() == "rebels":
        if zone.rebels < 1:
            raise IllegalAction("pax.battle.strength", "pax_no_target",
                                target=Term("pax.rebels"), zone=zone.name)
        tname, defence = "rebels", zone.rebels
        detail = Msg("pax.result.detail_rebels", fleet=fleet, count=zone.rebels)
    else:
        found_c = s.colony(target)
        found_t = s.tribal_site(target)
        if found_c is None and found_t is None:
            raise bad("pax.err.unknown_target", name=target)
        if found_c is not None:
            cz, col = found_c
            if cz is not zone:
                raise IllegalAction("pax.battle.strength", "pax_no_target", target=col.id,
                                    zone=zone.name)
            owner = col.owner
            if owner == att:
                raise IllegalAction("pax.battle.strength", "pax_own_target", player=att,
                                    target=col.id)
            base = side_strength(s, owner, zone)
            defence = base + (1 if col.fort else 0)
            tname = col.id
            detail = Msg("pax.result.detail_colony_fort" if col.fort
                         else "pax.result.detail_colony", fleet=fleet, tokens=base, owner=owner)
        else:
            assert found_t is not None
            tz, site = found_t
            if tz is not zone:
                raise IllegalAction("pax.battle.strength", "pax_no_target", target=site.id,
                                    zone=zone.name)
            # Ruling: natives are not among the counted tokens; a Tribal Site defends with
            # the scenario's `defence` value.
            tname, defence = site.id, site.defence
            detail = Msg("pax.result.detail_site", fleet=fleet, defence=site.defence,
                         target=site.id)
    sup = [n for n in s.order if n not in (att, owner) and side_strength(s, n, zone) > 0]
    return BattleSetup(zone.name, att, tname, owner, fleet, defence, sup,
                       {n: side_strength(s, n, zone) for n in sup}, detail,
                       {n: battle_cards(s, n) for n in sup})


def check_side(setup: BattleSetup, s: Scenario, player: str, side: str,
               card: str | None = None) -> tuple[str, str, str | None]:
    """Check one supporter's secret choice: a side, played with a Battle card from hand.

    Ruling (pax.battle.support): a supporter who holds Battle cards chooses a side by playing
    one of them; a supporter who holds none still chooses a side (neutrality is not allowed),
    with no card. The card needs naming only when the hand holds different Battle cards (a
    single one is the one played). Returns (player, side, card or None).
    """
    p = need_player(s, player, "supporter").name
    if p not in setup.supporters:
        raise IllegalAction("pax.battle.support", "pax_not_supporter", player=p, zone=setup.zone)
    choice = side.strip().casefold()
    if choice not in SIDES:
        raise IllegalAction("pax.battle.support", "pax_no_neutrality", player=p)
    held = battle_cards(s, p)
    if not held:
        if card:
            raise IllegalAction("pax.battle.support", "pax_not_battle_card", player=p, card=card)
        return p, choice, None
    if not card:
        if len(set(held)) == 1:            # one Battle card (or copies of one): no ambiguity
            return p, choice, held[0]
        raise IllegalAction("pax.battle.support", "pax_battle_card_needed", player=p,
                            cards=", ".join(held))
    for c in held:
        if c.casefold() == card.strip().casefold():
            return p, choice, c
    raise IllegalAction("pax.battle.support", "pax_not_battle_card", player=p, card=card)


def resolve_battle(s: Scenario, setup: BattleSetup, sides: dict[str, str],
                   cards: dict[str, str] | None = None) -> BattleResult:
    """Judge a battle from every supporter's side (and Battle card); nothing changes."""
    chosen: dict[str, str] = {}
    played: dict[str, str] = {}
    given = {k.casefold(): v for k, v in (cards or {}).items()}
    for name, side in sides.items():
        p, choice, card = check_side(setup, s, name, side, given.get(name.casefold()))
        chosen[p] = choice
        if card:
            played[p] = card
    for n in setup.supporters:
        if n not in chosen:
            raise IllegalAction("pax.battle.support", "pax_no_neutrality", player=n)
    ordered = {n: chosen[n] for n in setup.supporters}
    attack = setup.attack + sum(setup.support[n] for n, c in ordered.items() if c == "attacker")
    defence = setup.defence + sum(setup.support[n] for n, c in ordered.items() if c == "target")
    winner = "attacker" if attack > defence else "target"
    return BattleResult(setup, ordered, attack, defence, winner, played)


def record_battle(s: Scenario, result: BattleResult) -> None:
    """Keep the outcome (a won battle against a Tribal Site lets the winner load natives) and
    discard the Battle cards played to their deck's discard pile.
    Ruling: losses and captures are not public; the table applies them. A played Battle card
    is spent like a sold card (pax.battle.support)."""
    st = result.setup
    from ludoteca.pax.scenario import BattleRecord

    for name, card in result.played.items():
        pile = _discard_pile(s, card)
        need_player(s, name).hand.remove(card)
        pile.append(card)
    s.battles.append(BattleRecord(s.year, st.zone, st.attacker, st.target, result.winner))


# ----------------------------------------------------------------------------------------------
# Loading: pax.load.meeple, pax.load.treasure_legality
# ----------------------------------------------------------------------------------------------

MEEPLES = ("citizen", "native")


def vacant_colonies(s: Scenario, player: str) -> int:
    return sum(1 for z in s.land for c in z.colonies if c.owner == player and not c.labor)


def meeples_aboard(s: Scenario, player: str) -> int:
    return sum(1 for g in s.galleons if g.owner == player for x in g.cargo if x in MEEPLES)


def _borders(s: Scenario, g: Galleon, zone: LandZone, rule: str) -> None:
    sea = s.sea_zone(g.sea)
    if sea is None or zone.name not in sea.borders:
        raise IllegalAction(rule, "pax_not_bordering", galleon=g.id, sea=g.sea, zone=zone.name)


def _room(s: Scenario, g: Galleon, rule: str) -> None:
    if s.galleon_capacity and len(g.cargo) >= s.galleon_capacity:
        raise IllegalAction(rule, "pax_hold_full", galleon=g.id, count=len(g.cargo),
                            capacity=s.galleon_capacity)


def check_load(s: Scenario, galleon: str, what: str, source: str) -> tuple[Galleon, object]:
    """Check loading a ``citizen`` (emigration from a Cathedral), a ``native`` (from a Tribal
    Site after a won battle) or a ``treasure`` (from a land zone) aboard a Galleon."""
    g = need_galleon(s, galleon)
    what = what.casefold()
    if what in MEEPLES:
        rule = "pax.load.meeple"
        if what == "citizen":
            found = s.cathedral(source)
            if found is None:
                raise bad("pax.err.unknown_cathedral", name=source)
            zone, cat = found
            _borders(s, g, zone, rule)
            if cat.citizens < 1:
                raise IllegalAction(rule, "pax_no_citizen", cathedral=cat.id)
            item: object = cat
        else:
            found_t = s.tribal_site(source)
            if found_t is None:
                raise bad("pax.err.unknown_site", name=source)
            zone, site = found_t
            _borders(s, g, zone, rule)
            won = any(b.year == s.year and b.attacker == g.owner and b.target == site.id
                      and b.winner == "attacker" for b in s.battles)
            if not won:
                raise IllegalAction(rule, "pax_no_battle_won", player=g.owner, source=site.id)
            if site.natives < 1:
                raise IllegalAction(rule, "pax_no_natives", source=site.id)
            item = site
        # Ruling (pax.load.meeple): every Meeple aboard is going to a vacant Colony, so the
        # owner's vacant Colonies must outnumber the Meeples already aboard their Galleons.
        vacant, aboard = vacant_colonies(s, g.owner), meeples_aboard(s, g.owner)
        if vacant <= aboard:
            raise IllegalAction(rule, "pax_no_vacant_colony", player=g.owner, vacant=vacant,
                                aboard=aboard)
        _room(s, g, rule)
        return g, item
    if what == "treasure":
        rule = "pax.load.treasure_legality"
        zone = need_zone(s, source, "source")
        _borders(s, g, zone, rule)
        if zone.treasure < 1:
            raise IllegalAction(rule, "pax_no_treasure", zone=zone.name)
        owner = need_player(s, g.owner)
        t = treasure_rule(s, owner)
        if owner.money < t.cost:
            raise IllegalAction(rule, "pax_cannot_pay", player=owner.name, money=owner.money,
                                price=t.cost)
        _room(s, g, rule)
        return g, zone
    raise bad("pax.err.bad_cargo", name=what)


def treasure_rule(s: Scenario, owner: Player):
    if not owner.flagship:
        raise IllegalAction("pax.load.treasure_legality", "pax_no_legality", player=owner.name)
    t = s.treasure.get(owner.flagship)
    if t is None:
        raise bad("pax.err.no_treasure_values", legality=owner.flagship)
    return t


def load(s: Scenario, galleon: str, what: str, source: str) -> str:
    g, item = check_load(s, galleon, what, source)
    what = what.casefold()
    if what == "citizen":
        item.citizens -= 1  # type: ignore[attr-defined]
        g.cargo.append("citizen")
        return Msg("pax.result.load_citizen", galleon=g.id, cathedral=item.id)  # type: ignore[attr-defined]
    if what == "native":
        item.natives -= 1  # type: ignore[attr-defined]
        g.cargo.append("native")
        return Msg("pax.result.load_native", galleon=g.id, source=item.id)  # type: ignore[attr-defined]
    owner = need_player(s, g.owner)
    t = treasure_rule(s, owner)
    owner.money -= t.cost
    s.fund += t.cost  # Ruling: any cost of loading Treasure goes to the Fund.
    owner.claims += t.claims
    item.treasure -= 1  # type: ignore[attr-defined]
    g.cargo.append("treasure")
    return Msg("pax.result.load_treasure", galleon=g.id, zone=item.name,  # type: ignore[attr-defined]
               legality=Term(f"pax.legality.{owner.flagship}"),
               method=Term(f"pax.method.{t.method}"), cost=t.cost, claims=t.claims)


def check_unload(s: Scenario, galleon: str) -> tuple[Galleon, Player]:
    g = need_galleon(s, galleon)
    rule = "pax.load.treasure_legality"
    sea = s.sea_zone(g.sea)
    if sea is None or not sea.europe:
        raise IllegalAction(rule, "pax_not_europe", sea=g.sea)
    if "treasure" not in g.cargo:
        raise IllegalAction(rule, "pax_no_treasure_aboard", galleon=g.id)
    owner = need_player(s, g.owner)
    treasure_rule(s, owner)
    return g, owner


def unload_treasure(s: Scenario, galleon: str) -> str:
    """Unload one Treasure in Europe; it scores by the Flagship's Legality at that moment."""
    g, owner = check_unload(s, galleon)
    t = treasure_rule(s, owner)
    g.cargo.remove("treasure")
    owner.treasure_points += t.score
    return Msg("pax.result.unload_treasure", galleon=g.id, player=owner.name, score=t.score,
               legality=Term(f"pax.legality.{owner.flagship}"))


def check_unload_meeple(s: Scenario, galleon: str, cargo: str,
                        colony: str) -> tuple[Galleon, str, Colony]:
    """Check unloading a Meeple (``citizen`` or ``native``) into a vacant Colony.

    Ruling (pax.load.meeple): a Meeple is loaded to go to a vacant Colony, so it is unloaded
    into a vacant Colony of the Galleon's owner in a land zone bordering the Galleon's sea
    zone, which then has that labor. Not tied to a phase, like loading.
    """
    g = need_galleon(s, galleon)
    kind = cargo.strip().casefold()
    if kind not in MEEPLES:
        raise bad("pax.err.bad_cargo", name=cargo)
    rule = "pax.load.meeple"
    zone, col = need_colony(s, colony)
    _borders(s, g, zone, rule)
    if col.owner != g.owner or col.labor:
        raise IllegalAction(rule, "pax_colony_not_vacant", colony=col.id, player=g.owner)
    if kind not in g.cargo:
        raise IllegalAction(rule, "pax_no_meeple_aboard", galleon=g.id,
                            cargo=Term(f"pax.cargo.{kind}"))
    return g, kind, col


def unload_meeple(s: Scenario, galleon: str, cargo: str, colony: str) -> Msg:
    """Unload a Meeple into a vacant Colony of the owner (see :func:`check_unload_meeple`)."""
    g, kind, col = check_unload_meeple(s, galleon, cargo, colony)
    g.cargo.remove(kind)
    col.labor = kind
    return Msg("pax.result.unload_meeple", galleon=g.id, cargo=Term(f"pax.cargo.{kind}"),
               colony=col.id)
