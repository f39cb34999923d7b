"""The turn (``dale.turn.*``): whose decision it is, the legal actions of the pending decision,
checking an action once (:func:`check`, which returns a :class:`~ludoteca.dale.moves.Move`)
and doing it (:func:`do`), then the automatic steps until the next decision: finishing
techniques (``dale.technique.play``, ``dale.turn.bonus_action``) and the clean-up
(``dale.cleanup.*``).

Each main action is a module of its own: the Market (:mod:`ludoteca.dale.purchase`), the
Stall (:mod:`ludoteca.dale.stall`), the Technique and abilities (:mod:`ludoteca.dale.technique`)
and the Inventory (:mod:`ludoteca.dale.inventory`); a card effect's decision is a step of its
deck (the ruleset's ``steps``).
"""

from __future__ import annotations

from typing import Any, Callable

from ludoteca.core.errors import IllegalAction
from ludoteca.dale import mechanics as m
from ludoteca.dale.card_rules import fire, lasting_values
from ludoteca.dale.inventory import (check_discard_start, check_inventory, do_discard_start,
                                     do_inventory, inventories_whole, plain_inventory,
                                     whole_inventories)
from ludoteca.dale.market import BIN, PAY_FROM_BIN, buy_targets, price
from ludoteca.dale.moves import Move
from ludoteca.dale.notation import action_text
from ludoteca.dale.payments import coin_payments, pay_cards, pay_choices, payments_for
from ludoteca.dale.purchase import (check_buy_main, check_pay_start, do_buy, do_pay_start,
                                    listed_buy, listed_pay_start, plain_buy,
                                    purchases_whole)
from ludoteca.dale.resolve import ranked_groups
from ludoteca.dale.stall import (build_check, check_stack, do_stack, legal_stacks, listed_stack,
                                 plain_stack)
from ludoteca.dale.state import DaleState, Decision
from ludoteca.dale.technique import (abilities, check_play, check_use, do_play, do_use, plain_play,
                                     plays)


#: The main actions (``dale.turn.one_action``): how each verb is checked (returning the move)
#: and done. ``pay`` and ``discard`` open a purchase / an Inventory that goes card by card.
CHECK: dict[str, Callable[[DaleState, int, tuple], Move]] = {
    "buy": check_buy_main, "build": check_stack, "play": check_play, "inventory": check_inventory,
    "use": check_use, "discard": check_discard_start, "pay": check_pay_start}
DO: dict[str, Callable[[DaleState, Move], None]] = {
    "buy": do_buy, "build": do_stack, "play": do_play, "inventory": do_inventory, "use": do_use,
    "discard": do_discard_start, "pay": do_pay_start}
#: The common shape of some main actions, checked without the general path (a function
#: that returns the move :data:`CHECK`'s would, or None for any other action of that verb,
#: legal or not: the general path then checks it and refuses what it must). The shapes are
#: a purchase from a market slot with cards named by their printed names and nothing changed
#: this turn, an Inventory of such cards, such a technique played and a stack of such cards;
#: ``tests/dale/test_check_fast.py`` holds each to the general path.
FAST: dict[str, Callable[[DaleState, int, tuple], Move | None]] = {
    "buy": plain_buy, "inventory": plain_inventory, "play": plain_play, "build": plain_stack}
#: How a main action taken from the listing of this very state becomes its move without a
#: second check (the cards found, the rules not tested again); the other verbs are cheap to
#: check and use :data:`CHECK`.
LISTED: dict[str, Callable[[DaleState, int, tuple], Move]] = {
    **CHECK, "buy": listed_buy, "build": listed_stack, "pay": listed_pay_start}


def decision(state: DaleState) -> Decision:
    """Who decides now and what kind of decision it is; its prompt is a message id with
    values (``decision.over`` with ``winner``, ``step.<kind>``, ``decision.action``) besides
    the English ``prompt``."""
    if state.winner is not None:
        return Decision(-1, "over", f"Seat {state.winner + 1} has won.", "decision.over",
                        {"winner": state.winner + 1})
    if state.frames:
        f = state.frames[-1]
        return Decision(f[1], f[0], state.cfg.rules.steps[f[0]].prompt, f"step.{f[0]}")
    return Decision(state.active, "action", "Choose an action", "decision.action")


def main_actions(state: DaleState, p: int) -> list[tuple]:
    """Every legal main action of seat p (``dale.turn.one_action``): free abilities, every
    purchase, every technique, every stack and every Inventory.

    Purchases and Inventories are listed whole (``buy +N with …``, ``inventory …``) while there
    are at most :data:`MAX_WHOLE_PURCHASES` / :data:`MAX_WHOLE_INVENTORIES` of them; over its
    cap, a kind is listed card by card: each purchase as its first paying card
    (``pay +N with CARD``, or ``buy +N`` for a free card; the rest follows, see
    :class:`~ludoteca.dale.animalfolk.common.PayStep`), the empty Inventory and the first card of
    every other (``discard CARD``, see :class:`~ludoteca.dale.animalfolk.common.InventoryStep`).
    Both listings reach the same purchases and Inventories (docs/notation.md)."""
    acts: list[tuple] = list(abilities(state, p))
    targets = buy_targets(state, p)
    table = ranked_groups(state, p, state.hands[p], pay=True) if targets else None
    if purchases_whole(state, p, table):  # dale.market.*: whole purchases
        for slot in targets:
            need = PAY_FROM_BIN if slot == BIN else 0
            acts.extend(("buy", slot, pay)
                        for pay in payments_for(state, p, price(state, slot), need, table=table))
    else:  # card by card (see PayStep)
        cards = pay_cards(state, p)
        for slot in targets:
            if slot != BIN and price(state, slot) <= 0:
                acts.append(("buy", slot, ()))
            acts.extend(("pay", slot, tok) for tok in pay_choices(state, p, slot, (), cards))
    if targets and state.coins[p] > 0 and state.cfg.rules.options.get("coins_pay"):
        # dale.remaster.coins_pay (remaster): purchases that spend coins, always listed whole
        for slot in targets:
            acts.extend(("buy", slot, pay, k)
                        for pay, k in coin_payments(state, p, slot, table=table))
    acts.extend(plays(state, p))
    stacks = build_check(state, p)  # listed only when some stack exists (dale.stall.*)
    if stacks:
        acts.extend(("build", b) for b in (legal_stacks(state, p) if stacks is True
                                            else stacks))
    if inventories_whole(state, p):  # dale.inventory.discard: whole Inventories
        acts.extend(whole_inventories(state, p))
    else:  # no card, else card by card (see InventoryStep)
        acts.append(("inventory", ()))
        acts.extend(("discard", t) for t in m.plain_tokens(state, state.hands[p]))
    return acts


def legal_actions(state: DaleState) -> list[tuple]:
    """Every legal action of the pending decision, in a stable order."""
    if state.winner is not None:
        return []
    if state.frames:
        f = state.frames[-1]
        return state.cfg.rules.steps[f[0]].legal(state, f)
    return main_actions(state, state.active)


def check(state: DaleState, action: tuple) -> Move:
    """Check ``action`` for the pending decision without changing anything, once: the move
    returned is what :func:`do` applies.

    Accepts exactly the actions :func:`legal_actions` lists (both come from the same checks;
    ``tests/dale/test_legal_equals_check.py`` holds them to it, in both listings of purchases
    and Inventories, docs/notation.md). Tokens must be canonical: in the canonical order,
    with every qualifier the listed text has; :func:`ludoteca.dale.reading.normalize` turns
    what a player types into that form.

    Returns:
        The checked move (the action with its cards resolved).

    Raises:
        IllegalAction: the rule that forbids it.
    """
    if not state.frames and state.winner is None and type(action) is tuple and action \
            and type(action[0]) is str:
        fast = FAST.get(action[0])
        if fast is not None:
            move = fast(state, state.active, action)
            if move is not None:
                return move
    if state.winner is not None:
        raise IllegalAction("dale.end.eighth_stack", "game_over", winner=state.winner + 1)
    if not isinstance(action, tuple) or not action or not isinstance(action[0], str):
        raise IllegalAction("dale.turn.one_action", "malformed", action=repr(action))
    for v in action:  # _well_formed(action), the common shapes read without a call
        tv = type(v)
        if tv is str or tv is int:
            continue
        if tv is tuple:
            for w in v:
                tw = type(w)
                if tw is not str and tw is not int and not _well_formed(w):
                    raise IllegalAction("dale.turn.one_action", "malformed",
                                        action=repr(action))
        elif not _well_formed(v):
            raise IllegalAction("dale.turn.one_action", "malformed", action=repr(action))
    if state.frames:
        f = state.frames[-1]
        step = state.cfg.rules.steps[f[0]]
        validate = getattr(step, "validate", None)
        if validate is not None:
            validate(state, f, action)
        else:
            legal = step.legal(state, f)
            if action not in legal:
                _refuse_step(state, f, step, legal, action)
        return Move(action, f[1])
    handler = CHECK.get(action[0])
    if handler is None:
        raise IllegalAction("dale.turn.one_action", "not_now", action=action[0])
    return handler(state, state.active, action)


def _refuse_step(state: DaleState, f: tuple, step: Any, legal: list, action: tuple) -> None:
    """Refuse ``action`` at the pending step ``f``, naming the rule it breaks and saying why
    in terms of the step's card (issue 26, item 3; :mod:`ludoteca.dale.refusals`). A step
    that asks for a purchase or a stack (Calculations, Winter is Coming) refuses a wrong one
    with the rule of that action (an underpayment: ``dale.market.overpay`` /
    ``dale.market.payment`` …), found by the action's own check; a move of another kind
    altogether, with ``dale.turn.one_action``; any other choice, with the step's rule.

    Raises:
        IllegalAction: always.
    """
    from ludoteca.dale.refusals import refuse

    refuse(state, f, step, legal, action)


def listed(state: DaleState, action: tuple) -> Move:
    """The move of an action taken from :func:`legal_actions` of this very state, found
    without checking it again (the search bots and the integer action space only ever pick
    listed actions)."""
    if state.frames:
        return Move(action, state.frames[-1][1])
    return LISTED[action[0]](state, state.active, action)


def do(state: DaleState, move: Move) -> None:
    """Do a move checked on this very state (by :func:`check` or :func:`listed`), without
    checking again: the pending step's effect, or the main action (one action used up, except
    for an ability), then the automatic steps up to the next decision (:func:`advance`). A
    card with the ``enters_hand`` hook that came into a hand meanwhile, any way, is then
    reported to its hook (which may push a decision)."""
    watch = _watching(state)
    if state.frames:
        f = state.frames.pop()
        state.cfg.rules.steps[f[0]].apply(state, f, move.action)
    else:
        if move.verb != "use":
            state.actions_left -= 1
        DO[move.verb](state, move)
    _settle(state, watch)
    if state.cfg.mono is not None:  # a solo game: the automated seat (dale.remaster.mono.turn)
        solo = state.cfg.rules.solo
        if solo is not None:
            solo(state)


def resolve(state: DaleState) -> None:
    """Run the automatic steps of a state read at a moment without a decision (a turn that is
    starting, ``("turn_start", seat)`` on top) up to its first decision, as :func:`do` does
    after a move: :func:`advance`, then the cards that came into a hand or onto a discard pile
    meanwhile reported to their hooks."""
    _settle(state, _watching(state))


def _watching(state: DaleState) -> tuple:
    """Where the cards with an ``enters_hand`` / ``enters_discard`` hook are before a move
    (None for a hook no card of the decks in play has)."""
    watched = state.cfg.rules.hooks["enters_hand"]
    before = None
    if watched and any(state.cfg.rules.types[n].animalfolk in state.cfg.animalfolk
                       for n in watched):  # only with such a card's deck in play
        before = _watched_in_hands(state, watched)
    landing = state.cfg.rules.hooks["enters_discard"]
    before_discard = None
    if landing and any(state.cfg.rules.types[n].animalfolk in state.cfg.animalfolk
                       for n in landing):
        before_discard = _watched_in(state.discards, state, landing)
    return watched, before, landing, before_discard


def _settle(state: DaleState, watch: tuple) -> None:
    """After a move: :func:`advance`, then report the watched cards that arrived (see
    :func:`_watching`) to their hooks, each followed by :func:`advance`."""
    watched, before, landing, before_discard = watch
    advance(state)
    if before is not None and state.winner is None:
        after = _watched_in_hands(state, watched)
        if after - before:
            for q, c in sorted(after - before):
                watched[state.cfg.types[c].name](state, q, c)
            advance(state)
    if before_discard is not None and state.winner is None:
        landed = _watched_in(state.discards, state, landing) - before_discard
        if landed:
            for q, c in sorted(landed):
                landing[state.cfg.types[c].name](state, q, c)
            advance(state)


def _watched_in(piles: list, state: DaleState, watched: dict) -> set[tuple[int, int]]:
    """(seat, card) of every card of ``piles`` (one per seat) whose printed name is watched."""
    types = state.cfg.types
    return {(q, c) for q, pile in enumerate(piles) for c in pile if types[c].name in watched}


def _watched_in_hands(state: DaleState, watched: dict) -> set[tuple[int, int]]:
    """(seat, card) of every card in a hand whose printed name has an ``enters_hand`` hook."""
    types = state.cfg.types
    return {(q, c) for q, hand in enumerate(state.hands) for c in hand if types[c].name in watched}


def apply(state: DaleState, action: tuple) -> None:
    """Check ``action`` for the pending decision (:func:`check`) and do it (:func:`do`).

    Raises:
        IllegalAction: the rule that forbids it; nothing has changed then.
    """
    do(state, check(state, action))


def apply_trusted(state: DaleState, action: tuple) -> None:
    """Apply an action taken from :func:`legal_actions` of this very state, without checking
    it again (:func:`listed`, then :func:`do`): the integer action space and the search
    bots, which only ever pick listed actions, use it. The result is exactly :func:`apply`'s.
    Text from a person, records and position files go through :func:`apply`.
    """
    do(state, listed(state, action))


def _well_formed(x) -> bool:
    """Actions are made of strings, ints (never bools or floats, which compare equal to ints)
    and tuples of those."""
    if isinstance(x, tuple):
        for v in x:
            tv = type(v)
            if tv is str or tv is int:  # the common case first, without a call
                continue
            if not _well_formed(v):
                return False
        return True
    return isinstance(x, str) or (type(x) is int)


def advance(state: DaleState) -> None:
    """Run automatic steps until a decision is pending: finish techniques (discard the card,
    grant the bonus action), and when no action is left, clean up and pass the turn."""
    while state.winner is None:
        if state.frames:
            f = state.frames[-1]
            if f[0] == "finish":
                state.frames.pop()
                _finish_technique(state, f)
                continue
            if f[0] == "release":  # dale.technique.schedule: the delayed effect is over
                state.frames.pop()
                m.release(state, f[1], f[2])
                continue
            if f[0] == "cleanup":  # the steps a cleanup_draw hook asked for are resolved
                state.frames.pop()
                _cleanup_draw(state)
                continue
            if f[0] == "turn_start":  # a turn that is starting: its due effects now
                start_turn(state)
                continue
            if not state.cfg.rules.steps[f[0]].legal(state, f):
                state.frames.pop()  # nothing to choose: the step does nothing
                continue
            return
        if state.actions_left > 0:
            return
        cleanup(state)
    state.frames.clear()


def _finish_technique(state: DaleState, frame: tuple) -> None:
    _, p, card, name = frame
    if card in state.in_play:  # dale.technique.play: unless it went elsewhere
        state.in_play.remove(card)
        m.discard(state, p, card)
    if state.cfg.rules.types[name].bonus:  # dale.turn.bonus_action
        state.actions_left += 1
    if state.cfg.rules.options.get("refill_after_technique"):
        # dale.remaster.refill_after_technique (remaster): the market slides and refills at
        # once, before the technique's listeners hear of it
        m.slide_and_refill(state)
    fire(state, "technique", p, card, name)


def cleanup(state: DaleState) -> None:
    """The clean-up phase (``dale.cleanup.*``), then the next player's turn begins.

    After the market refill, the ``cleanup_draw`` hooks of the cards in the active hand run
    (once per card name, for a card or what a chameleon may copy), then the listeners of the
    event ``turn_end``; when they push decision steps, the engine frame ``("cleanup", player)``
    waits under them and the draw goes on once they are resolved (:func:`advance`)."""
    p = state.active
    m.slide_and_refill(state)
    _CLEANUP_DRAW = state.cfg.rules.hooks["cleanup_draw"]  # card hook: steps before the draw
    names: dict[str, int] = {}
    if _CLEANUP_DRAW:
        for c in state.hands[p]:
            t = state.cfg.types[c]
            for name in [t.name] + (m.copy_targets(state, p, c) if t.chameleon else []):
                if name in _CLEANUP_DRAW and name not in names:
                    names[name] = c
    ending = state.cfg.rules.listeners["turn_end"]  # end-of-turn effects waiting (event)
    if names or ending:
        state.frames.append(("cleanup", p))
        for name, c in names.items():
            _CLEANUP_DRAW[name](state, p, c)
        if ending:
            fire(state, "turn_end", p)  # its steps are pushed last: resolved first
        if state.frames[-1] != ("cleanup", p):
            return  # a decision first; advance() resumes the draw
        state.frames.pop()
    _cleanup_draw(state)


def _cleanup_draw(state: DaleState) -> None:
    """The clean-up draw (``dale.cleanup.draw``), then the next player's turn begins."""
    p = state.active
    # Lasting effects of other seats may cap the number of cards drawn (refill_limit).
    limit = min(lasting_values(state, "refill_limit", p), default=None) if state.pending else None
    drawn = 0
    while len(state.hands[p]) < m.hand_size(state, p) and (limit is None or drawn < limit):
        if m.draw(state, p) is None:
            break
        drawn += 1
    fire(state, "refilled", p)
    next_turn(state)


def next_turn(state: DaleState) -> None:
    """The next seat's turn begins (``dale.turn.phases``): :func:`begin_turn`, then at once
    :func:`start_turn` (its due effects)."""
    begin_turn(state)
    start_turn(state)


def begin_turn(state: DaleState) -> None:
    """The next seat's turn begins: one action, this turn's effects, abilities used and rolls
    cleared, and the engine frame ``("turn_start", seat)`` pushed: the moment a turn has begun
    and its due effects (the ``turn_start`` listeners: delayed techniques, lasting effects that
    end, stored cards that come back …) are not resolved yet. A position file writes that
    moment as ``moment = "turn_start"`` (docs/positions.md)."""
    state.active = (state.active + 1) % state.cfg.n_players
    state.turn += 1
    state.actions_left = 1
    state.effects.clear()
    state.used.clear()
    if state.rolls:
        state.rolls.clear()
    state.frames.append(("turn_start", state.active))


def start_turn(state: DaleState) -> None:
    """Resolve the start of the turn :func:`begin_turn` began: its frame is taken away and the
    ``turn_start`` listeners run for the active seat (``dale.turn.order``); the steps they
    push are then decided as any other."""
    state.frames.remove(("turn_start", state.active))
    fire(state, "turn_start", state.active)
