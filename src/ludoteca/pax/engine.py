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
from ludoteca.core.errors import BadInput, IllegalAction
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
        raise BadInput(f"{field_name}: {name!r} is not a player of this game; players: "
                       f"{', '.join(q.name for q in s.players)}")
    return p


def need_zone(s: Scenario, name: str, field_name: str = "zone") -> LandZone:
    z = s.zone(name)
    if z is None:
        raise BadInput(f"{field_name}: unknown land zone {name!r}; land zones: "
                       f"{', '.join(x.name for x in s.land) or 'none'}")
    return z


def need_colony(s: Scenario, cid: str) -> tuple[LandZone, Colony]:
    found = s.colony(cid)
    if found is None:
        raise BadInput(f"colony: unknown Colony {cid!r}")
    return found


def need_galleon(s: Scenario, gid: str) -> Galleon:
    g = s.galleon(gid)
    if g is None:
        raise BadInput(f"galleon: unknown Galleon {gid!r}; Galleons: "
                       f"{', '.join(x.id for x in s.galleons) or 'none'}")
    return g


def rotate_order(s: Scenario, first: str) -> list[str]:
    """The player order starting at ``first``."""
    i = s.order.index(first)
    return s.order[i:] + s.order[:i]


# ----------------------------------------------------------------------------------------------
# pax.year.cycle and pax.goods.steps
# ----------------------------------------------------------------------------------------------

def phase_problem(s: Scenario, phase: str, rule: str = "pax.year.cycle") -> IllegalAction | None:
    if s.phase != phase:
        return IllegalAction(rule, "pax_wrong_phase", needed=PHASE_NAMES[phase],
                             phase=PHASE_NAMES[s.phase], year=s.year)
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
        raise IllegalAction("pax.year.cycle", "pax_phase_order", phase=PHASE_NAMES[s.phase],
                            expected=PHASE_NAMES[expected],
                            wanted=PHASE_NAMES.get(wanted, wanted))
    if s.phase == "goods" and s.step != GOODS_DONE:
        raise IllegalAction("pax.goods.steps", "pax_goods_unfinished", step=s.step)
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
        return IllegalAction("pax.goods.steps", "pax_step_order", expected=s.step, wanted=step)
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
                raise BadInput("player order: name every player exactly once")
            s.order = names
        summary = "Player order: " + ", ".join(s.order)
    elif step == "reactivate_cathedrals":
        count = 0
        for z in s.land:
            for c in z.cathedrals:
                count += not c.active
                c.active = True
        summary = f"{count} Cathedral(s) reactivated."
    elif step == "labor":
        summary = "Labor acquisition done."
    elif step == "mortality":
        cols = [need_colony(s, cid)[1] for cid in vacate]
        for c in cols:
            c.labor = ""
        summary = ("Colonies losing their labor: " + ", ".join(c.id for c in cols)) if cols \
            else "No Colony loses its labor."
    elif step in ("chests", "slave_loss"):
        summary = "Done at the table (the details of this step are not public)."
    elif step == "income":
        for p in s.players:
            p.money += p.income
        summary = "Income paid: " + ", ".join(f"{p.name} +${p.income}" for p in s.players)
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
        raise IllegalAction("pax.goods.steps", "pax_not_labor_step", step=s.step)
    if col.labor:
        raise IllegalAction("pax.labor.sources", "pax_colony_not_empty", colony=col.id,
                            labor=col.labor)
    return zone, col


def _hire_problem(s: Scenario, zone: LandZone, col: Colony, cz: LandZone,
                  cat: Cathedral) -> IllegalAction | None:
    if cz is not zone:
        # Ruling (pax.labor.sources): the Cathedral must be in the Colony's land zone.
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
    """The Cathedrals that can supply a Citizen to this Colony now (and that it can pay)."""
    return [c.id for c in zone.cathedrals if _hire_problem(s, zone, col, zone, c) is None]


def check_hire(s: Scenario, colony_id: str, cathedral_id: str) -> tuple[Colony, Cathedral]:
    zone, col = _labor_colony(s, colony_id)
    found = s.cathedral(cathedral_id)
    if found is None:
        raise BadInput(f"cathedral: unknown Cathedral {cathedral_id!r}")
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
    return (f"{owner.name} hires a Citizen from Cathedral {cat.id} for ${s.hire_cost}: "
            f"Colony {col.id} has labor.")


def _source(s: Scenario, source_id: str) -> tuple[LandZone, TribalSite | Visit]:
    found = s.tribal_site(source_id) or s.visit(source_id)
    if found is None:
        raise BadInput(f"source: {source_id!r} is neither a Tribal Site nor a Visit")
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
    cats = hire_sources(s, zone, col)
    if cats:
        return IllegalAction("pax.labor.kidnap_last_resort", "pax_cathedral_can_supply",
                             cathedral=cats[0], colony=col.id)
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
    kind = "Tribal Site" if isinstance(src, TribalSite) else "Visit"
    return f"{col.owner} kidnaps a native from {kind} {src.id}: Colony {col.id} has labor."


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
        raise BadInput("[values].auction_deck: the scenario names no auction deck")
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
        raise BadInput(f"bid of {p.name}: a bid cannot be negative, got {amount}")
    if amount > p.money:
        raise BadInput(f"bid of {p.name}: ${amount} is more than {p.name}'s ${p.money}")
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

    def lines(self) -> list[str]:
        lot = "the buried treasure" if self.buried else self.card
        out = ["Bids: " + ", ".join(f"{n} ${b}" for n, b in self.bids.items())]
        if len(self.tied) > 1:
            out.append("Tie at ${} between {}.".format(self.price, ", ".join(self.tied)))
        out.append(f"{self.winner} wins {lot}" + (f" ({self.card})" if self.buried else "")
                   + f" and pays ${self.price} to {self.paid_to}.")
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
        raise IllegalAction("pax.hand.sell_market", "pax_not_market", card=real, kind=kind)
    return p, real


def _discard_pile(s: Scenario, card: str) -> list[str]:
    deck = s.deck(s.card_decks.get(card) or s.auction_deck)
    if deck is None:
        raise BadInput(f"card {card!r}: the scenario names no deck for it to be discarded to")
    return deck.discard


def sell(s: Scenario, player: str, card: str) -> str:
    """Sell a Market card for $1. Ruling: the bank pays; the card goes to its deck's discard."""
    p, real = check_sell(s, player, card)
    pile = _discard_pile(s, real)
    p.hand.remove(real)
    p.money += MARKET_SALE
    pile.append(real)
    return f"{p.name} sells {real} for ${MARKET_SALE}."


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
            raise BadInput("[values].refuge_deck: the scenario names no Refuge deck")
        p.hand.remove(real)
        deck.cards.append(real)
        s.rng = _rng.shuffle(s.rng, deck.cards)
        return f"{p.name} discards {real}; it is shuffled back into the {deck.name} deck."
    pile = _discard_pile(s, real)
    p.hand.remove(real)
    pile.append(real)
    return f"{p.name} discards {real}."


def check_end_turn(s: Scenario) -> Player:
    require_phase(s, "play")
    if not s.turn:
        raise IllegalAction("pax.year.cycle", "pax_wrong_phase", needed="a play turn",
                            phase=PHASE_NAMES[s.phase] + " after the last play turn",
                            year=s.year)
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
        return f"{p.name}'s play turn ends; {s.turn} plays next."
    return f"{p.name}'s play turn ends; it was the last play turn of the Play Year."


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
    detail: str


@dataclass
class BattleResult:
    setup: BattleSetup
    sides: dict[str, str]
    attack_total: int
    defence_total: int
    winner: str             # "attacker" or "target"

    def lines(self) -> list[str]:
        st = self.setup
        out = []
        if self.sides:
            out.append("Sides: " + ", ".join(f"{n} supports the {side} (+{st.support[n]})"
                                              for n, side in self.sides.items()))
        out.append(f"Attacker {st.attacker}: {self.attack_total}; target {st.target}: "
                   f"{self.defence_total}.")
        if self.winner == "attacker":
            out.append(f"{st.attacker} wins the battle in {st.zone}.")
        else:
            tie = " (a tie goes to the target)" if self.attack_total == self.defence_total else ""
            out.append(f"The target {st.target} wins the battle in {st.zone}{tie}.")
        return out


def battle_setup(s: Scenario, zone_name: str, attacker: str, target: str) -> BattleSetup:
    """Who fights with what strength, and who must choose a side (nothing changes)."""
    zone = need_zone(s, zone_name)
    att = need_player(s, attacker, "attacker").name
    fleet = fleet_strength(s, att, zone)
    if fleet == 0:
        raise IllegalAction("pax.battle.strength", "pax_no_fleet", player=att, zone=zone.name)
    owner = ""
    if target.casefold() == "rebels":
        if zone.rebels < 1:
            raise IllegalAction("pax.battle.strength", "pax_no_target", target="Rebels",
                                zone=zone.name)
        tname, defence, detail = "rebels", zone.rebels, f"{zone.rebels} Rebel(s)"
    else:
        found_c = s.colony(target)
        found_t = s.tribal_site(target)
        if found_c is None and found_t is None:
            raise BadInput(f"target: {target!r} is not a Colony, a Tribal Site or 'rebels'")
        if found_c is not None:
            cz, col = found_c
            if cz is not zone:
                raise IllegalAction("pax.battle.strength", "pax_no_target", target=col.id,
                                    zone=zone.name)
            owner = col.owner
            if owner == att:
                raise IllegalAction("pax.battle.strength", "pax_own_target", player=att,
                                    target=f"Colony {col.id}")
            base = side_strength(s, owner, zone)
            defence = base + (1 if col.fort else 0)
            tname = col.id
            detail = f"{owner}'s tokens {base}" + (" + fort 1" if col.fort else "")
        else:
            assert found_t is not None
            tz, site = found_t
            if tz is not zone:
                raise IllegalAction("pax.battle.strength", "pax_no_target", target=site.id,
                                    zone=zone.name)
            # Ruling: natives are not among the counted tokens; a Tribal Site defends with
            # the scenario's `defence` value.
            tname, defence, detail = site.id, site.defence, f"defence {site.defence}"
    sup = [n for n in s.order if n not in (att, owner) and land_tokens(s, n, zone) > 0]
    return BattleSetup(zone.name, att, tname, owner, fleet, defence, sup,
                       {n: side_strength(s, n, zone) for n in sup},
                       f"fleet {fleet} Galleon(s) vs {detail}")


def check_side(setup: BattleSetup, s: Scenario, player: str, side: str) -> tuple[str, str]:
    p = need_player(s, player, "supporter").name
    if p not in setup.supporters:
        raise IllegalAction("pax.battle.support", "pax_not_supporter", player=p, zone=setup.zone)
    choice = side.strip().casefold()
    if choice not in SIDES:
        raise IllegalAction("pax.battle.support", "pax_no_neutrality", player=p)
    return p, choice


def resolve_battle(s: Scenario, setup: BattleSetup, sides: dict[str, str]) -> BattleResult:
    chosen: dict[str, str] = {}
    for name, side in sides.items():
        p, choice = check_side(setup, s, name, side)
        chosen[p] = choice
    for n in setup.supporters:
        if n not in chosen:
            raise IllegalAction("pax.battle.support", "pax_no_neutrality", player=n)
    ordered = {n: chosen[n] for n in setup.supporters}
    attack = setup.attack + sum(setup.support[n] for n, c in ordered.items() if c == "attacker")
    defence = setup.defence + sum(setup.support[n] for n, c in ordered.items() if c == "target")
    winner = "attacker" if attack > defence else "target"
    return BattleResult(setup, ordered, attack, defence, winner)


def record_battle(s: Scenario, result: BattleResult) -> None:
    """Keep the outcome (a won battle against a Tribal Site lets the winner load natives).
    Ruling: losses and captures are not public; the table applies them."""
    st = result.setup
    from ludoteca.pax.scenario import BattleRecord

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
                raise BadInput(f"source: unknown Cathedral {source!r}")
            zone, cat = found
            _borders(s, g, zone, rule)
            if cat.citizens < 1:
                raise IllegalAction(rule, "pax_no_citizen", cathedral=cat.id)
            item: object = cat
        else:
            found_t = s.tribal_site(source)
            if found_t is None:
                raise BadInput(f"source: unknown Tribal Site {source!r}")
            zone, site = found_t
            _borders(s, g, zone, rule)
            won = any(b.year == s.year and b.attacker == g.owner and b.target == site.id
                      and b.winner == "attacker" for b in s.battles)
            if not won:
                raise IllegalAction(rule, "pax_no_battle_won", player=g.owner, source=site.id)
            if site.natives < 1:
                raise IllegalAction(rule, "pax_no_natives", source=site.id)
            item = site
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
    raise BadInput(f"load: {what!r} is not a cargo; use citizen, native or treasure")


def treasure_rule(s: Scenario, owner: Player):
    if not owner.flagship:
        raise IllegalAction("pax.load.treasure_legality", "pax_no_legality", player=owner.name)
    t = s.treasure.get(owner.flagship)
    if t is None:
        raise BadInput(f"[treasure.{owner.flagship}]: the scenario gives no treasure values "
                       f"for the {owner.flagship} Legality")
    return t


METHOD_WORDS = {"loot": "looting", "bribe": "bribing", "export": "exporting legally",
                "crown_claims": "receiving crown claims"}


def load(s: Scenario, galleon: str, what: str, source: str) -> str:
    g, item = check_load(s, galleon, what, source)
    what = what.casefold()
    if what == "citizen":
        item.citizens -= 1  # type: ignore[attr-defined]
        g.cargo.append("citizen")
        return f"Galleon {g.id} takes aboard a Citizen emigrating from Cathedral {item.id}."  # type: ignore[attr-defined]
    if what == "native":
        item.natives -= 1  # type: ignore[attr-defined]
        g.cargo.append("native")
        return f"Galleon {g.id} takes aboard a native enslaved at {item.id}."  # type: ignore[attr-defined]
    owner = need_player(s, g.owner)
    t = treasure_rule(s, owner)
    owner.money -= t.cost
    s.fund += t.cost  # Ruling: any cost of loading Treasure goes to the Fund.
    owner.claims += t.claims
    item.treasure -= 1  # type: ignore[attr-defined]
    g.cargo.append("treasure")
    return (f"Galleon {g.id} loads Treasure at {item.name} by {METHOD_WORDS[t.method]} "  # type: ignore[attr-defined]
            f"({owner.flagship}): pays ${t.cost}, crown claims +{t.claims}.")


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
    return (f"Galleon {g.id} unloads a Treasure in Europe: {owner.name} scores {t.score} "
            f"({owner.flagship}).")
