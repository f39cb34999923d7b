"""The Technique action (``dale.technique.play``) and the once-per-turn abilities
(``dale.passive.reuse``): what a seat may play or use now, each checked once
(:func:`check_play`, :func:`check_use`) and then done (:func:`do_play`, :func:`do_use`). A
technique's effect is its deck's (the ruleset's ``techniques``); the engine finishes it when its
steps are resolved (:mod:`ludoteca.dale.turn`).
"""

from __future__ import annotations

from ludoteca.core.errors import IllegalAction
from ludoteca.dale import mechanics as m
from ludoteca.dale import tokens as tokens_
from ludoteca.dale.engine_hooks import remove_from_hand
from ludoteca.dale.moves import Move
from ludoteca.dale.resolve import options, plain_parts, resolve
from ludoteca.dale.state import DaleState


def plays(state: DaleState, p: int) -> list[tuple]:
    """Every technique seat p may play now (``play TOKEN``), in canonical token order."""
    out = set()
    for c in state.hands[p]:
        for tok, _v, ident in options(state, p, c):
            if ident.kind == "T":
                out.add(("play", tok))
    return sorted(out, key=lambda a: m.sort_tokens(a[1]))


def check_play(state: DaleState, p: int, action: tuple) -> Move:
    """Check ``("play", token)``: a technique in seat p's hand (a chameleon as the technique
    it copies).

    Raises:
        IllegalAction: ``dale.technique.play`` (not in hand, not a technique, malformed).
    """
    if len(action) != 2 or not isinstance(action[1], str):
        raise IllegalAction("dale.technique.play", "malformed", action=repr(action))
    (part,) = resolve(state, p, (action[1],), "dale.technique.play")
    if part.ident.kind != "T":
        raise IllegalAction("dale.technique.play", "not_technique", card=part.ident.name)
    return Move(action, p, "play", (part,), 0, part.card, part.ident.name)


def plain_play(state: DaleState, p: int, action: tuple) -> Move | None:
    """:func:`check_play` of the common shape, ``("play", NAME)``: a technique of seat p's hand
    named by its printed name, no value changed this turn
    (:func:`~ludoteca.dale.resolve.plain_parts`).

    Returns:
        The move :func:`check_play` returns, or None (a fast path of
        :data:`ludoteca.dale.turn.FAST`: never a refusal).
    """
    if len(action) != 2 or state.effects:
        return None
    parts = plain_parts(state, p, (action[1],))
    if parts is None or parts[0].ident.kind != "T":
        return None
    part = parts[0]
    return Move(action, p, "play", (part,), 0, part.card, part.ident.name)


def do_play(state: DaleState, move: Move) -> None:
    """Put the technique in play, schedule its finish (discard, bonus action) and start its
    effect."""
    p, card = move.seat, move.card
    remove_from_hand(state, p, card)
    state.in_play.append(card)
    state.frames.append(("finish", p, card, move.name))
    state.cfg.rules.techniques[move.name](state, p, card)


def abilities(state: DaleState, p: int) -> list[tuple]:
    """Every once-per-turn ability seat p may use now (``use TOKEN``), in canonical order."""
    out = set()
    rules = state.cfg.rules
    for c in state.hands[p]:
        if c in state.used:
            continue
        base = state.cfg.types[c]
        names = [base.name] if base.name in rules.abilities else []
        names += [t for t in m.copy_targets(state, p, c) if t in rules.abilities and t != base.name]
        for name in names:
            if rules.abilities[name][0](state, p, c):
                out.add(("use", m.token(state, c, rules.types[name] if name != base.name else None)))
    for c in _schedule_abilities(state, p):  # hook ability_in_schedule (Snack)
        if rules.abilities[state.cfg.types[c].name][0](state, p, c):
            out.add(("use", m.token(state, c)))
    return sorted(out, key=lambda a: m.sort_tokens(a[1]))


def _schedule_abilities(state: DaleState, p: int) -> list[int]:
    """Seat p's cards waiting in its schedule whose ability is used from there (card hook
    ``ability_in_schedule``), not used this turn (``dale.technique.schedule``)."""
    rules = state.cfg.rules
    flagged = rules.hooks["ability_in_schedule"]
    return [c for c in state.schedule[p] if c not in state.used
            and flagged.get(state.cfg.types[c].name) and state.cfg.types[c].name in rules.abilities]


def check_use(state: DaleState, p: int, action: tuple) -> Move:
    """Check ``("use", token)``: an unused ability of a card in seat p's hand that can act now.

    Raises:
        IllegalAction: ``dale.passive.reuse`` (not in hand, no ability, used already, not the
            canonical token), ``dale.copy.identity``, ``dale.technique.fizzle`` (nothing to do).
    """
    if len(action) != 2 or not isinstance(action[1], str):
        raise IllegalAction("dale.passive.reuse", "malformed", action=repr(action))
    tk = tokens_.parse(action[1])
    base = tk.base if tk is not None else action[1]
    card = m.find_card(state, state.hands[p], base, set(state.used))
    if card is None:
        card = m.find_card(state, state.hands[p], base)
    if tk is None or not tk.copy:  # waiting in the schedule (Snack, a remaster Finish)
        waiting = m.find_card(state, _schedule_abilities(state, p), base)
        if waiting is not None and (card is None or not state.cfg.rules.abilities.get(
                state.cfg.types[card].name, (lambda *a: False,))[0](state, p, card)):
            card = waiting  # the hand's card of that name can do nothing now
    if card is None:
        raise IllegalAction("dale.passive.reuse", "not_in_hand", card=action[1])
    copy = tk.copy if tk is not None else None
    base_name = state.cfg.types[card].name
    name = copy or base_name
    if copy and copy not in m.copy_targets(state, p, card):
        raise IllegalAction("dale.copy.identity", "bad_copy", card=state.cfg.types[card].name,
                            target=copy)
    if name not in state.cfg.rules.abilities:
        raise IllegalAction("dale.passive.reuse", "no_ability", card=name)
    if card in state.used:
        raise IllegalAction("dale.passive.reuse", "ability_used", card=name)
    if not state.cfg.rules.abilities[name][0](state, p, card):
        raise IllegalAction("dale.technique.fizzle", "ability_idle", card=name)
    # The card found lists exactly this token when its token as ``name`` is the one given
    # (abilities() adds it: the card is unused and its ability can act); otherwise the
    # whole listing decides (another card may list it). An alias ("use discard:Bold
    # Haggler", "X as X" …) is refused.
    own = m.token(state, card, state.cfg.rules.types[name] if copy and copy != base_name
                  else None)
    if action[1] != own and action not in abilities(state, p):
        canonical = m.token(state, card, state.cfg.rules.types[name] if copy else None)
        raise IllegalAction("dale.passive.reuse", "not_canonical", card=action[1],
                            canonical=canonical)
    return Move(action, p, "use", (), 0, card, name)


def do_use(state: DaleState, move: Move) -> None:
    """Mark the card's ability used this turn and do it."""
    state.used.append(move.card)
    state.cfg.rules.abilities[move.name][1](state, move.seat, move.card)
