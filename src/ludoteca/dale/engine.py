"""The rules of Dale of Merchants (classic), gathered: the one import for callers that want
the whole engine (``from ludoteca.dale import engine``).

The rules live in modules laid out by the rulebook, each importing only the ones before it:

================================  ==============================================================
module                            what it holds (rule ids)
================================  ==============================================================
:mod:`~ludoteca.dale.game_setup`  setup (``dale.setup.*``): :func:`new_game`
:mod:`~ludoteca.dale.resolve`     card tokens read as the cards of a pile, each card's ways of use
:mod:`~ludoteca.dale.market`      prices and the payment rules (``dale.market.*``)
:mod:`~ludoteca.dale.payments`    listing and counting the legal payments
:mod:`~ludoteca.dale.purchase`    the Market action, checked once then done
:mod:`~ludoteca.dale.stall`       the Stall action (``dale.stall.*``, ``dale.end.eighth_stack``)
:mod:`~ludoteca.dale.technique`   the Technique action and the abilities (``dale.technique.*``,
                                  ``dale.passive.reuse``)
:mod:`~ludoteca.dale.inventory`   the Inventory action (``dale.inventory.discard``)
:mod:`~ludoteca.dale.turn`        the turn: legal actions, :func:`check` (returns a
                                  :class:`~ludoteca.dale.moves.Move`), :func:`do`, the automatic
                                  steps and the clean-up (``dale.turn.*``, ``dale.cleanup.*``)
:mod:`~ludoteca.dale.reading`     what typed text means: short forms, whole purchases read as
                                  their card-by-card steps
================================  ==============================================================

Every refusal is an :class:`~ludoteca.core.errors.IllegalAction` naming a rule id of
``docs/rules/dale-classic.md``. The functions that list legal actions and the ones that check
an action share their checks: :func:`check_payment` and :func:`check_build` both filter
candidates and refuse actions.

Actions are tuples (see :mod:`ludoteca.dale.notation` for their text form):

* ``("buy", slot, tokens)`` — the Market action for slot 0–4 (price = value + slot) or -1 (the
  top card of the market discard pile, Market Discovery), paying with those hand cards
  (``()`` for a free card); ``("inventory", tokens)`` — the Inventory of those cards (``()``:
  no card). Listed whole while they are few (:data:`MAX_WHOLE_PURCHASES`,
  :data:`MAX_WHOLE_INVENTORIES`); over its cap a kind is listed card by card instead:
  ``("pay", slot, token)`` then ``("pay", token)`` … ``("done",)``; ``("discard", token)`` then
  ``("discard", token)`` … ``("done",)`` (``("buy", slot, ())`` and ``("inventory", ())`` stay);
* ``("play", token)`` — a technique; ``("build", tokens)``;
* ``("use", token)`` — a once-per-turn free ability (no action used up);
* card-effect choices, listed by the pending step (``("keep", token)``, ``("target", seat)`` …).
"""

from __future__ import annotations

from ludoteca.dale.card_rules import PAY_FROM_BIN, PAY_LIFTS_OVERPAY
from ludoteca.dale.game_setup import deck_keys, new_game
from ludoteca.dale.inventory import (MAX_WHOLE_INVENTORIES, check_inventory, count_inventories,
                                     inventories_whole, whole_inventories)
from ludoteca.dale.market import (BIN, buy_targets, check_payment, market_card, payment_ok,
                                  price)
from ludoteca.dale.moves import Move, Part
from ludoteca.dale.payments import (completable, count_payments, pay_cards, pay_choices,
                                    payment_complete, payments_for, split_payment)
from ludoteca.dale.purchase import MAX_WHOLE_PURCHASES, buy, check_buy, purchases_whole
from ludoteca.dale.reading import (MAX_READINGS, as_steps, normalize, normalize_move,
                                   normalize_steps, read, readings, token_means)
from ludoteca.dale.resolve import options, ranked_groups, resolve
from ludoteca.dale.stall import (build, build_check, check_build, check_stack, legal_stacks,
                                 stack_error, stack_need, stack_spend, stall_junk)
from ludoteca.dale.technique import abilities, plays
from ludoteca.dale.turn import (advance, apply, apply_trusted, check, cleanup, decision, do,
                                legal_actions, listed, main_actions)

#: The version of the rules as this engine plays them. Raise it whenever a change makes an old
#: action list replay differently (a ruling changed, a random draw moved); game records name it.
RULESET = "2"

__all__ = [
    "BIN", "MAX_READINGS", "MAX_WHOLE_INVENTORIES", "MAX_WHOLE_PURCHASES", "Move",
    "PAY_FROM_BIN", "PAY_LIFTS_OVERPAY", "Part", "RULESET", "abilities",
    "advance", "apply", "apply_trusted", "as_steps", "build", "build_check", "buy",
    "buy_targets", "check",
    "check_build", "check_buy", "check_inventory", "check_payment", "check_stack", "cleanup",
    "completable", "count_inventories", "count_payments", "decision", "deck_keys", "do",
    "inventories_whole", "legal_actions", "legal_stacks", "listed", "main_actions",
    "market_card", "new_game", "normalize", "normalize_move", "normalize_steps", "options", "pay_cards",
    "pay_choices", "payment_complete", "payment_ok", "payments_for", "plays", "price",
    "purchases_whole", "ranked_groups", "read", "readings", "resolve", "split_payment", "stack_error",
    "stack_need", "stack_spend", "stall_junk", "token_means", "whole_inventories",
]
