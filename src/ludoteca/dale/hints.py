"""What a Dale move does, in one clause, for the coach's hints (``Game.explain_move``): read
from the deciding seat's view only (the market it sees, the stall it built)."""

from __future__ import annotations

from typing import Any

from ludoteca.core.i18n import Message
from ludoteca.core.messages import register_messages

MESSAGES: dict[str, str | tuple[str, str]] = {
    "hint.buy": "buys {card} (value {value}) from the market",
    "hint.buy_discard": "buys {card} from the top of the market discard pile",
    "hint.play": "plays the technique {card}",
    "hint.build": ("builds stack {stack} of your stall with {count} card",
                   "builds stack {stack} of your stall with {count} cards"),
    "hint.inventory": "takes inventory and draws a new hand",
    "hint.inventory_cards": "takes inventory, discarding {cards}",
    "hint.use": "uses the ability of {card}",
}

register_messages(MESSAGES, source="dale-hints")


def explain_move(view: dict[str, Any], action: Any) -> Message | None:
    """One clause on what ``action`` does for the seat of ``view`` (message ``hint.*``), or
    None for a kind of action it does not describe (a step inside an effect)."""
    if not isinstance(action, tuple) or not action:
        return None
    kind = action[0]
    if kind == "buy" and len(action) >= 2 and isinstance(action[1], int):
        if action[1] < 0:
            pile = view.get("market_discard") or []
            return Message("hint.buy_discard", card=pile[-1]) if pile else None
        slot = next((s for s in view.get("market", []) if s.get("slot") == action[1]), None)
        if slot is None or not slot.get("card"):
            return None
        return Message("hint.buy", card=slot["card"], value=slot.get("value", "?"))
    if kind == "play" and len(action) >= 2:
        return Message("hint.play", card=str(action[1]))
    if kind == "use" and len(action) >= 2:
        return Message("hint.use", card=str(action[1]))
    if kind == "build" and len(action) >= 2:
        mine = next((s for s in view.get("seats", []) if s.get("seat") == view.get("seat")),
                    {})
        return Message("hint.build", stack=len(mine.get("stall", [])) + 1,
                       count=len(action[1]))
    if kind == "inventory":
        cards = action[1] if len(action) >= 2 else ()
        if cards:
            return Message("hint.inventory_cards", cards=", ".join(str(c) for c in cards))
        return Message("hint.inventory")
    return None
