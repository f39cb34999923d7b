"""The Stall action (``dale.stall.*``): the stack a seat's stall needs next, the stall rules
in one place (:func:`stack_error`), every legal stack (:func:`legal_stacks`), and building one
(checked once by :func:`check_stack`, done by :func:`do_stack`). The end of the game on the
8th stack (``dale.end.eighth_stack``) happens here.
"""

from __future__ import annotations

from typing import cast

from ludoteca.core.errors import IllegalAction
from ludoteca.dale import mechanics as m
from ludoteca.dale import tokens as tokens_
from ludoteca.dale.card_rules import fire, lasting_values, pending_modifier
from ludoteca.dale.cards import JUNK, CardType
from ludoteca.dale.engine_hooks import remove_from_hand
from ludoteca.dale.moves import Move, Part
from ludoteca.dale.resolve import multisets, plain_parts, ranked_groups, resolve
from ludoteca.dale.state import DaleState



def stack_need(state: DaleState, p: int) -> int:
    """The total seat p's next stall stack must reach (``dale.stall.exact_total``): its
    number, plus the ``stack_total`` modifiers of other seats' lasting effects
    (``card_rules.lasting``)."""
    number = len(state.stalls[p]) + 1
    if state.pending:
        number += sum(lasting_values(state, "stack_total", p))
    return number


def stack_needs(state: DaleState, p: int) -> tuple[int, ...]:
    """Every total seat p's next stack may reach (``dale.stall.exact_total``): the one of
    :func:`stack_need`, and, while a card with the hook ``stall_total_adjust`` lies in p's
    last-built stack (Oceanic Icon), that total plus each of its values (at least 1), in
    ascending order."""
    need = stack_need(state, p)
    adjust = state.cfg.rules.hooks["stall_total_adjust"]
    if not adjust or not state.stalls[p]:
        return (need,)
    out = {need}
    for c in state.stalls[p][-1]:
        out.update(need + d for d in adjust.get(state.cfg.types[c].name, ()) if need + d >= 1)
    return tuple(sorted(out))


def turn_limits(state: DaleState) -> tuple[bool, int]:
    """What this turn's turn-wide effects allow every stack of the active seat (hooks
    ``turn_stack_mix``, ``turn_stack_junk`` of the cards that started them): whether stacks may
    mix animalfolk (``dale.stall.one_animalfolk``), and how many junk cards a stack may hold
    (``dale.stall.no_junk``). ``(False, 0)`` unless such an effect is on."""
    hooks = state.cfg.rules.hooks
    if not state.effects or not (hooks["turn_stack_mix"] or hooks["turn_stack_junk"]):
        return False, 0
    mix, junk = False, 0
    for eff in state.effects:
        if len(eff) == 1:
            card = state.cfg.rules.turn_effect_card(eff[0])
            if card is not None:
                mix = mix or bool(hooks["turn_stack_mix"].get(card))
                junk = max(junk, hooks["turn_stack_junk"].get(card, 0))
    return mix, junk


def check_build(state: DaleState, p: int, parts: list[Part]) -> None:
    """Refuse a stack that breaks a stall rule (``dale.stall.*``, ``dale.passive.combine``).

    The new stack is number ``len(stall) + 1``; its values (``stack_adjust`` included, e.g.
    Accordion ±1) must add up exactly to that number; junk only with a ``stack_junk`` card
    (Stashing Vendor); one animalfolk unless a ``stack_mix`` card (Empty Chest); cards from the
    discard pile up to the ``stack_pull`` of its cards (Nostalgic Item: one each; those cards are
    free of both limits). These are card hooks (``ludoteca.dale.animalfolk``, docs/cards.md). A
    card brought from the discard pile is a full member of the stack: its hooks apply as if it
    came from the hand (docs/rulings.md, ``dale.stall.from_hand``).

    Raises:
        IllegalAction: naming the broken rule, with the values involved.
    """
    own = [x.ident for x in parts if not x.from_discard]
    pulled = [x.ident for x in parts if x.from_discard]
    total = sum(x.value for x in parts)
    needs = stack_needs(state, p)
    need = total if total in needs else needs[0]
    mix, junk = turn_limits(state)
    junk += stall_junk(state, p)  # junk the cards in the stall allow (Warm Embrace)
    err = stack_error(len(state.stalls[p]) + 1, own, pulled, total, need=need,
                      hooks=state.cfg.rules.hooks, mix=mix, junk=junk)
    if err is not None and pulled and own and pending_modifier(state, p, "build_from_discard"):
        # a waiting effect (PENDING_MODIFIERS) lets discard cards join the stack as its own
        err = stack_error(len(state.stalls[p]) + 1, own + pulled, (), total, need=need,
                          hooks=state.cfg.rules.hooks, mix=mix, junk=junk)
    if err is not None and pulled and not own and pending_modifier(state, p,
                                                                   "build_discard_only"):
        # a waiting effect (PENDING_MODIFIERS) lets a stack be of discard cards alone
        err = stack_error(len(state.stalls[p]) + 1, pulled, (), total, need=need,
                          hooks=state.cfg.rules.hooks, mix=mix, junk=junk)
    if err is not None:
        raise err
    if state.cfg.rules.hooks["stack_spend"]:
        cost = stack_spend(state, p, parts)
        if isinstance(cost, IllegalAction):
            raise cost


def stack_spend(state: DaleState, p: int, parts: list[Part]) -> int | IllegalAction:
    """What seat p must spend for the stack ``parts``: the sum of the ``stack_spend`` hook of
    each card counted, through its ``stack_adjust``, at another value than its own (Stove:
    ``dale.stall.exact_total``), or the refusal when a card may not count so or the seat's
    other hand cards and coins cannot pay it (ruling ``dale.card.spend``: a hand card pays its
    current value, a coin 1)."""
    cost = 0
    for x in parts:
        fn = state.cfg.rules.hooks["stack_spend"].get(x.ident.name)
        if fn is None or not x.adj:
            continue
        # a hook marked ``by_adjust`` prices the change itself (remaster Promising Invention)
        c = fn(x.value, x.adj) if getattr(fn, "by_adjust", False) else fn(x.value)
        if c is None:
            return IllegalAction("dale.stall.exact_total", "stack_value", card=x.ident.name,
                                 value=x.value)
        cost += c
    if cost:
        own = {x.card for x in parts if not x.from_discard}
        available = sum(m.value_of(state, c) for c in state.hands[p] if c not in own)
        available += state.coins[p]
        if cost > available:
            return IllegalAction("dale.stall.exact_total", "stack_spend", cost=cost,
                                 available=available)
    return cost


def stall_junk(state: DaleState, p: int) -> int:
    """How many junk cards seat p's next stack may hold because of the cards in its stall
    (card hook ``stall_stack_junk``, summed; ``dale.stall.no_junk``): usually 0."""
    table = state.cfg.rules.hooks["stall_stack_junk"]
    if not table:
        return 0
    types = state.cfg.types
    return sum(table.get(types[c].name, 0) for stack in state.stalls[p] for c in stack)


def stack_error(number: int, own: list[CardType] | tuple, pulled: list[CardType] | tuple,
                total: int, need: int | None = None, *,
                hooks: dict[str, dict], mix: bool = False,
                junk: int = 0) -> IllegalAction | None:
    """The stall rules in one place: what is wrong with stack ``number`` made of hand cards
    counted as ``own``, cards from the discard pile counted as ``pulled``, and values adding up
    to ``total`` — or None when it is a legal stack. ``need``: the total it must reach
    (default ``number``; see :func:`stack_need`). ``hooks``: the ruleset's card hooks
    (``stack_pull``, ``stack_junk``, ``stack_mix`` are read).

    Every passive of the stack counts, wherever its card came from (``dale.passive.combine``):
    each Nostalgic Item (a pulled one too) lets one more card come from the discard pile, but
    the first must be allowed by a Nostalgic Item from the hand; the pulled cards are free of
    the junk and one-animalfolk limits; Stashing Vendor and Empty Chest lift those limits for
    the hand cards whichever pile they came from. ``mix`` and ``junk``: what this turn's
    turn-wide effects (:func:`turn_limits`) and the cards of the stall (:func:`stall_junk`)
    allow: any animalfolk mixed, up to ``junk`` junk cards among the hand cards without a
    ``stack_junk`` card.
    """
    if number > 8:
        return IllegalAction("dale.stall.sequence", "full")
    names = [i.name for i in own] + [i.name for i in pulled]
    pull = hooks["stack_pull"]
    from_hand = sum(pull.get(i.name, 0) for i in own)  # card hook stack_pull
    allowed = sum(pull.get(n, 0) for n in names) if from_hand else 0
    if len(pulled) > allowed:
        return IllegalAction("dale.stall.from_hand", "discard_needs_nostalgic",
                             count=len(pulled), allowed=allowed)
    if not own:
        return IllegalAction("dale.stall.exact_total", "empty", number=number, total=0)
    if not any(hooks["stack_junk"].get(n) for n in names) and any(i.is_junk for i in own) \
            and sum(i.is_junk for i in own) > junk:
        return IllegalAction("dale.stall.no_junk", "junk")
    if not mix and not any(hooks["stack_mix"].get(n) for n in names):
        folks = sorted({i.animalfolk for i in own if not i.is_junk})
        if len(folks) > 1:
            return IllegalAction("dale.stall.one_animalfolk", "mixed",
                                 animalfolk=", ".join(folks))
    need = number if need is None else need
    if total != need:
        # issue 26 item 3: the stack's number and the total it must reach (raised by lasting
        # effects: Nasty Threat) are named separately
        return IllegalAction("dale.stall.exact_total", "total", number=number, need=need,
                             total=total)
    return None


def legal_stacks(state: DaleState, p: int) -> list[tuple]:
    """Every legal stack for seat p's next stall stack, as sorted token tuples, in canonical
    order: the multisets of hand cards (and, with Nostalgic Item, of discard pile cards, each
    used in every way it may count: copies, Accordion ±1) whose values reach the stack's
    number, kept when :func:`stack_error` finds nothing wrong."""
    number = len(state.stalls[p]) + 1
    if number > 8:
        return []
    needs = stack_needs(state, p)
    hooks = state.cfg.rules.hooks
    mix, junk = turn_limits(state)
    junk += stall_junk(state, p)  # junk the cards in the stall allow (Warm Embrace)
    tokens, groups = ranked_groups(state, p, state.hands[p], adjust=True)
    found = _plain_stacks(state, p, tokens, groups, needs, mix, junk)
    if found is None:
        found = _hooked_stacks(state, p, number, needs, tokens, groups, mix, junk)
        if hooks["stack_spend"]:  # a card counted at another value must be paid for
            found = {t for t in found if not _spend_refused(state, p, t)}
    keyed = {tuple(sorted(t, key=m.sort_tokens)): None for t in found}
    return sorted(keyed, key=lambda ts: [m.sort_tokens(t) for t in ts])


def _pulls(groups: list, pull: dict[str, int]) -> int:
    """How many cards the grouped cards could let a stack pull from the discard pile at most:
    each card counted at its largest ``stack_pull`` among its ways of use."""
    return sum(count * max([pull.get(o[2].name, 0) for o in opts] + [0])
               for opts, count in groups)


def _hooked_stacks(state: DaleState, p: int, number: int, needs: tuple[int, ...],
                   tokens: list[str], groups: list, mix: bool, junk: int) -> set[tuple]:
    """:func:`legal_stacks`' general search (unsorted token tuples, before the
    ``stack_spend`` check): every multiset of the hand (and of the discard pile, where
    Nostalgic Item or a lasting effect lets its cards join) that :func:`stack_error` accepts."""
    need = needs[-1]  # the largest total: the multisets' limit
    hooks = state.cfg.rules.hooks
    pull = hooks["stack_pull"]
    extra: list | None = None
    found: set[tuple] = set()
    as_own = bool(state.discards[p]) and bool(pending_modifier(state, p, "build_from_discard"))
    alone = bool(state.discards[p]) and bool(pending_modifier(state, p, "build_discard_only"))
    # Only pulled cards come from the discard pile unless a lasting effect lets discard
    # cards join as the hand's or alone: then no stack pulls more than every card of the
    # hand and of the pile that may count as one with stack_pull allows together
    # (stack_error's count), so larger multisets of the pile are never listed.
    most = None if as_own or alone else _pulls(groups, pull)

    def from_discard() -> list:
        """The multisets of discard pile cards that could join (listed once, when needed)."""
        nonlocal extra
        if extra is None:
            dtokens, dgroups = ranked_groups(state, p, state.discards[p], prefix="discard:",
                                             adjust=True)
            bound = None if most is None else most + _pulls(dgroups, pull)
            extra = [(tuple(dtokens[r] for r in dr), dt, di)
                     for dr, dt, _ds, di in multisets(dgroups, limit=need, most=bound) if dr]
        return extra

    for ranks, total, _small, idents in multisets(groups, limit=need):
        if not ranks:
            continue
        own = tuple(tokens[r] for r in ranks)
        if total in needs and stack_error(number, idents, (), total, total, hooks=hooks,
                                          mix=mix, junk=junk) is None:
            found.add(own)
        if as_own and total < need:  # discard cards joining as own (pending modifier)
            for dtoks, dt, didents in from_discard():
                if (total + dt in needs
                        and stack_error(number, idents + didents, (), total + dt, total + dt,
                                        hooks=hooks, mix=mix, junk=junk) is None):
                    found.add(own + dtoks)
        n_nost = sum(pull.get(i.name, 0) for i in idents)
        if n_nost and state.discards[p]:  # pulled from the discard pile (stack_pull)
            for dtoks, dt, didents in from_discard():
                if (total + dt in needs
                        and stack_error(number, idents, didents, total + dt, total + dt,
                                        hooks=hooks, mix=mix, junk=junk) is None):
                    found.add(own + dtoks)
    if alone:
        for dtoks, dt, didents in from_discard():  # a stack of discard cards alone
            if dt in needs and stack_error(number, didents, (), dt, dt, hooks=hooks, mix=mix,
                                           junk=junk) is None:
                found.add(dtoks)
    return found


def _plain_stacks(state: DaleState, p: int, tokens: list[str], groups: list,
                  needs: tuple[int, ...], mix: bool, junk: int) -> set[tuple] | None:
    """:func:`legal_stacks`' stacks (unsorted token tuples) when the stall rules apply plain:
    one total to reach, no turn-wide or stall allowance, no lasting effect bringing discard
    pile cards, and no hand card that may count as one with a stack hook (``stack_junk``,
    ``stack_mix``, ``stack_pull``, ``stack_adjust``); None otherwise. A stack is then legal
    exactly when its cards, none junk, are of one animalfolk and total the stack's number
    (``dale.stall.exact_total``, ``dale.stall.no_junk``, ``dale.stall.one_animalfolk``), so
    only the multisets of each animalfolk's cards are listed, never the mixed ones."""
    if len(needs) != 1 or mix or junk:
        return None
    if state.discards[p] and (pending_modifier(state, p, "build_from_discard")
                              or pending_modifier(state, p, "build_discard_only")):
        return None
    hooks = state.cfg.rules.hooks
    junk_ok, mixes, pull, adjust = (hooks["stack_junk"], hooks["stack_mix"],
                                    hooks["stack_pull"], hooks["stack_adjust"])
    by_folk: dict[str, list] = {}
    for group in groups:
        opts = group[0]
        folk = None
        for o in opts:
            ident = o[2]
            name = ident.name
            if name in junk_ok or name in mixes or name in pull or name in adjust:
                return None
            f = JUNK if ident.is_junk else ident.animalfolk
            if folk is None:
                folk = f
            elif f != folk:  # a card that may count as two animalfolk (or as junk)
                return None
        if folk is not None and folk != JUNK:
            by_folk.setdefault(folk, []).append(group)
    need = needs[0]
    found: set[tuple] = set()
    for folk_groups in by_folk.values():
        for ranks, total, _small, _idents in multisets(folk_groups, limit=need):
            if ranks and total == need:
                found.add(tuple(tokens[r] for r in ranks))
    return found


def build_check(state: DaleState, p: int, idents: list | None = None) -> bool | list:
    """Whether seat p may build its next stall stack now: the same answer as
    ``bool(legal_stacks(state, p))``, without listing the stacks when it can; returns a bool,
    or :func:`legal_stacks`' listing when it had to list them. The listing of the main
    actions (``turn.main_actions``) lists the stacks only when this says some exists; the
    integer action space (``action_space.heads``) reads it too.

    When no card of the hand can count as a card with a stack hook (``stack_junk``,
    ``stack_mix``, ``stack_pull``, ``stack_adjust``), no lasting effect lets discard pile
    cards join and the ruleset has no card with ``turn_stack_mix``, ``turn_stack_junk`` or
    ``stall_total_adjust``, a stack is legal exactly when some cards of the hand, each counted as one of
    its identities of one animalfolk, none junk, add up to the stack's total
    (``dale.stall.exact_total``, ``dale.stall.no_junk``, ``dale.stall.one_animalfolk``,
    ``dale.stall.sequence``): a subset sum per animalfolk, as a bit set of reachable totals.
    A hand with a card that may count as one with ``stack_junk`` or ``stack_mix`` (and none
    with ``stack_pull`` or ``stack_adjust``) is answered the same way, by
    :func:`_lifted_build`. A card that may count as one with ``stack_adjust`` and no other
    stack hook (Accordion: 1 more or 1 less, nothing to pay) counts as each of its values. A
    hand with a card that may count as one with ``stack_pull`` or with ``stack_adjust`` and
    ``stack_spend`` is answered True when a plain stack exists (those hooks only add stacks:
    ``stack_spend`` charges only a value counted otherwise); otherwise the engine lists the
    stacks. ``idents``:
    ``m.identities`` of each hand card, when already known."""
    number = len(state.stalls[p]) + 1
    if number > 8:
        return False
    if state.discards[p] and (pending_modifier(state, p, "build_from_discard")
                              or pending_modifier(state, p, "build_discard_only")):
        return legal_stacks(state, p)
    hooks = state.cfg.rules.hooks
    if hooks["turn_stack_mix"] or hooks["turn_stack_junk"] or hooks["stall_total_adjust"]:
        return legal_stacks(state, p)  # stack rules a turn effect or the stall may change
    if hooks["stall_stack_junk"] and stall_junk(state, p):  # junk allowed by the stall
        return legal_stacks(state, p)
    junk_ok, mix, pull, adjust = (hooks["stack_junk"], hooks["stack_mix"], hooks["stack_pull"],
                                  hooks["stack_adjust"])
    hand = state.hands[p]
    if idents is None:
        idents = [m.identities(state, p, c) for c in hand]
    need = stack_need(state, p)
    mask = (1 << (need + 1)) - 1 if need >= 0 else 0
    value_of = m.value_of
    # a card that may count as Stashing Vendor or Empty Chest (a true stack_junk / stack_mix):
    # answered by _lifted_build once every card is known to have no other stack hook
    lifted = False
    listed = False  # a card whose stack hooks the bit sets do not follow: list if need be
    adjusted = False  # a card counted at other values too (stack_adjust, nothing to pay)
    spend = hooks["stack_spend"]
    reach: dict[str, int] = {}  # animalfolk -> bit t set when some non-empty stack totals t
    for card, ids in zip(hand, idents):
        if len(ids) == 1 and not (ids[0].name in junk_ok or ids[0].name in mix
                                  or ids[0].name in pull or ids[0].name in adjust):
            ident = ids[0]  # the common case: one way to count the card, no stack hook
            folk = ident.animalfolk
            if folk == JUNK:
                continue
            r = reach.get(folk, 0)
            reach[folk] = (r | (r | 1) << value_of(state, card, ident)) & mask
            continue
        folks: dict[str, set[int]] = {}
        for ident in ids:
            name = ident.name
            v = value_of(state, card, ident)
            values = {v}
            if name in junk_ok or name in mix or name in pull or name in adjust:
                if (name in adjust and name not in pull and name not in spend
                        and name not in junk_ok and name not in mix):
                    # Accordion: the value may count 1 more or 1 less, at no cost
                    values.update(max(v + a, 0) for a in adjust[name])
                    adjusted = True
                elif name in pull or name in adjust or not (junk_ok.get(name)
                                                            or mix.get(name)):
                    listed = True
                else:
                    lifted = True
            if not ident.is_junk:
                folks.setdefault(ident.animalfolk, set()).update(values)
        for folk, vals in folks.items():  # the card counted once, as one of its values
            r = reach.get(folk, 0)
            base = r | 1  # bit 0: the empty stack, extended by this card
            for v in vals:
                r |= base << v
            reach[folk] = r & mask
    if lifted and adjusted:  # _lifted_build counts no adjusted value
        listed = True
    plain = need >= 0 and any(r >> need & 1 for r in reach.values())
    if listed:
        # a card that may count as one with stack_pull or stack_adjust (Nostalgic Item,
        # Accordion, Stove …): those hooks only add stacks (a card from the discard pile, a
        # value counted 1 more or less), so a plain stack of one animalfolk is still legal;
        # without one the engine lists the stacks
        return True if plain else legal_stacks(state, p)
    if lifted:
        return need >= 0 and _lifted_build(state, p, hand, idents, need, mask)
    return plain


def _lifted_build(state: DaleState, p: int, hand: list[int], idents: list, need: int,
                  mask: int) -> bool:
    """:func:`build_check` for a hand where some card may count as one with ``stack_junk``
    (Stashing Vendor: the stack may hold junk, ``dale.stall.no_junk``) or ``stack_mix`` (Empty
    Chest: it may mix animalfolk, ``dale.stall.one_animalfolk``), and none as one with
    ``stack_pull`` or ``stack_adjust``, with no junk allowed by the turn or the stall: the
    same subset sum, each card counted once as one of its identities, with the bit sets kept
    apart by what the stack holds so far: its animalfolk (``""`` none yet, ``"*"`` two or
    more), whether it holds junk, a ``stack_junk`` card, a ``stack_mix`` card. A stack is legal
    when it totals ``need`` and it holds no junk unless with a ``stack_junk`` card and one
    animalfolk unless with a ``stack_mix`` card (``stall.stack_error`` with no allowance)."""
    hooks = state.cfg.rules.hooks
    junk_ok, mix = hooks["stack_junk"], hooks["stack_mix"]
    value_of = m.value_of
    # (animalfolk, holds junk, holds stack_junk, holds stack_mix) -> bit t: a non-empty
    # stack of the cards seen so far totals t
    reach: dict[tuple[str, bool, bool, bool], int] = {}
    empty = ("", False, False, False)
    for card, ids in zip(hand, idents):
        sources = [(empty, 1)] + list(reach.items())  # 1: the empty stack, total 0
        for ident in ids:
            v = value_of(state, card, ident)
            junk = ident.is_junk
            permit = bool(junk_ok.get(ident.name))
            mixes = bool(mix.get(ident.name))
            for (folk, has_junk, has_permit, has_mix), bits in sources:
                if junk:
                    folk2 = folk
                elif folk == "":
                    folk2 = ident.animalfolk
                elif folk == ident.animalfolk:
                    folk2 = folk
                else:
                    folk2 = "*"
                key = (folk2, has_junk or junk, has_permit or permit, has_mix or mixes)
                reach[key] = reach.get(key, 0) | (bits << v) & mask
    return any(bits >> need & 1 and (not has_junk or has_permit) and (folk != "*" or has_mix)
               for (folk, has_junk, has_permit, has_mix), bits in reach.items())


def _spend_refused(state: DaleState, p: int, toks: tuple) -> bool:
    """True when the listed stack ``toks`` counts a card at another value (a token with
    ``+N``/``-N``) that the seat cannot pay for (hook ``stack_spend``)."""
    if not any(cast(tokens_.Token, tokens_.parse(x)).adjust for x in toks):
        return False
    parts = resolve(state, p, tuple(sorted(toks, key=m.sort_tokens)), "dale.stall.from_hand",
                     discard_ok=True, adjust_ok=True)
    return isinstance(stack_spend(state, p, parts), IllegalAction)


def build(state: DaleState, p: int, parts: list[Part]) -> None:
    """Put a validated stack into seat p's stall; end the game on the 8th stack
    (``dale.end.eighth_stack``); otherwise call the ``on_built`` card hook of each identity in
    the stack once (Winter is Coming offers an extra stack, ``dale.stall.sequence``)."""
    cost = stack_spend(state, p, parts) if state.cfg.rules.hooks["stack_spend"] else 0
    stack = []
    for x in parts:
        if x.from_discard:
            state.discards[p].remove(x.card)
        else:
            remove_from_hand(state, p, x.card)
        stack.append(x.card)
    state.stalls[p].append(tuple(stack))  # a built stack never changes in place
    if len(state.stalls[p]) >= 8:
        state.winner = p
        state.frames.clear()
        return
    built = tuple(stack)
    if cost:  # hook stack_spend: the builder pays now (its other hand cards and coins)
        payer = next(state.cfg.rules.hooks["stack_spend"][x.ident.name] for x in parts
                     if x.adj and x.ident.name in state.cfg.rules.hooks["stack_spend"])
        payer.pay(state, p, cost)
    for name in dict.fromkeys(x.ident.name for x in parts):  # card hook on_built, once each
        on_built = state.cfg.rules.hooks["on_built"].get(name)
        if on_built is not None:
            on_built(state, p, built)
    fire(state, "built", p, built)


def check_stack(state: DaleState, p: int, action: tuple) -> Move:
    """Check ``("build", tokens)`` as seat p's next stall stack (:func:`check_build`).

    Returns:
        The move, with the stack's cards resolved (``parts``).

    Raises:
        IllegalAction: the stall rule the stack breaks (``dale.stall.*``); nothing changed.
    """
    if len(action) != 2:
        raise IllegalAction("dale.stall.exact_total", "malformed", action=repr(action))
    parts = resolve(state, p, action[1], "dale.stall.from_hand", discard_ok=True, adjust_ok=True)
    check_build(state, p, parts)
    return Move(action, p, "build", tuple(parts))


def plain_stack(state: DaleState, p: int, action: tuple) -> Move | None:
    """:func:`check_stack` of the common shape, ``("build", tokens)``: hand cards named by
    their printed names (or a chameleon's copy) with no value changed this turn
    (:func:`~ludoteca.dale.resolve.plain_parts`), so no card from the discard pile, no
    adjustment to spend for and no turn-wide limit (:func:`turn_limits`), checked by the
    stall rules (:func:`stack_error`, the totals of :func:`stack_needs`, the junk of
    :func:`stall_junk`).

    Returns:
        The move :func:`check_stack` returns, or None (a fast path of
        :data:`ludoteca.dale.turn.FAST`: never a refusal).
    """
    if len(action) != 2 or state.effects:
        return None
    tokens = action[1]
    if type(tokens) is not tuple:
        return None
    parts = plain_parts(state, p, tokens)
    if parts is None:
        return None
    total = 0
    for x in parts:
        total += x.value
    if total not in stack_needs(state, p):
        return None
    if stack_error(len(state.stalls[p]) + 1, [x.ident for x in parts], (), total, need=total,
                   hooks=state.cfg.rules.hooks, junk=stall_junk(state, p)) is not None:
        return None
    return Move(action, p, "build", tuple(parts))


def listed_stack(state: DaleState, p: int, action: tuple) -> Move:
    """The move of a stack taken from the legal-action listing of this very state: its cards
    found, the stall rules not checked again."""
    return Move(action, p, "build", tuple(resolve(state, p, action[1], "dale.stall.from_hand",
                                                  discard_ok=True, adjust_ok=True)))


def do_stack(state: DaleState, move: Move) -> None:
    """Do a checked stack (:func:`build`)."""
    build(state, move.seat, list(move.parts))
