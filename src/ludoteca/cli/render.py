"""Rich renderables for a Dale of Merchants view.

Every function here takes a view dict (``ludoteca.dale.views.view(state, seat)``) and returns
Rich renderables; nothing here reads a game state, so what is drawn is exactly what that seat
may know. Seats are shown 1-based ("Seat 1"), as players count them; the view itself is 0-based.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ludoteca.core.i18n import t

try:
    from ludoteca.dale.cards import ANIMALFOLK_NAMES, TYPES
except ImportError:  # pragma: no cover
    ANIMALFOLK_NAMES, TYPES = {}, {}

_KIND_KEYS = {"T": "kind.technique", "P": "kind.passive", "P*": "kind.ability", "junk": "kind.junk"}


def seat_label(seat: int, names: Sequence[str] | None = None) -> str:
    """"Seat 2" or "Seat 2 (greedy)" for the 0-based ``seat``."""
    label = t("render.seat", seat=seat + 1)
    if names is not None and 0 <= seat < len(names):
        label += f" ({seat_name(names[seat])})"
    return label


def seat_name(spec: str) -> str:
    """Who sits at a seat: "human" in the reader's language; a bot's name as typed."""
    return t("render.human") if spec == "human" else spec


def _card_text(name: str | None) -> str:
    if name == "junk":
        return t("term.junk")
    return name if name else "—"


def _folk(key: str) -> str:
    return ANIMALFOLK_NAMES.get(key, key)


def header(view: dict[str, Any], names: Sequence[str] | None = None) -> Text:
    """One line: turn number, whose turn it is, who decides now and what."""
    text = Text()
    text.append(t("render.turn", turn=view.get('turn', '?')), style="bold")
    active = view.get("active", -1)
    if view.get("winner") is not None:
        text.append(" — " + t("render.game_over", seat=seat_label(view['winner'], names)),
                    style="bold green")
        return text
    decision = view.get("decision") or {}
    decider = decision.get("player")
    if active is not None and active >= 0 and decider != active:
        text.append(" — " + t("render.turn_of", seat=seat_label(active, names)))
    if decider is not None and decider >= 0:
        from ludoteca.core.i18n import decision_prompt

        prompt = decision_prompt(decision) or decision.get("kind") or ""
        text.append(f" — {seat_label(decider, names)}: {prompt}", style="cyan")
    folks = view.get("animalfolk") or []
    if folks:
        text.append("   " + t("render.decks", decks=", ".join(_folk(f) for f in folks)),
                    style="dim")
    return text


def market_table(view: dict[str, Any]) -> Table:
    """The five market slots from left (+4) to right (+0), with prices and the piles."""
    table = Table(title=t("render.market"), title_justify="left", show_edge=True, pad_edge=False)
    slots = sorted(view.get("market", []), key=lambda m: -m.get("slot", 0))
    for entry in slots:
        table.add_column(f"+{entry.get('slot', 0)}", justify="center", min_width=10)
    cards, values = [], []
    for entry in slots:
        card = entry.get("card")
        cards.append(Text(_card_text(card), style="bold" if card else "dim"))
        if card:
            values.append(t("render.slot_value_price", value=entry.get('value'),
                            price=entry.get('price')))
        else:
            values.append(t("render.slot_empty"))
    if slots:
        table.add_row(*cards)
        table.add_row(*values)
    discard = view.get("market_discard") or []
    top = discard[-1] if discard else None
    table.caption = t("render.market_caption", deck=view.get('market_deck', '?'),
                      discard=len(discard), top=_card_text(top), junk=view.get('junk_pile', '?'))
    table.caption_justify = "left"
    return table


def _stall_text(stall: list) -> str:
    if not stall:
        return "—"
    parts = []
    for i, stack in enumerate(stall, start=1):
        cards = stack if isinstance(stack, (list, tuple)) else [stack]
        parts.append(f"{i}: " + " + ".join(_card_text(str(c)) for c in cards))
    return " | ".join(parts)


def seats_table(view: dict[str, Any], names: Sequence[str] | None = None) -> Table:
    """Every seat: hand, deck and discard counts, the top of the discard pile, the stall."""
    table = Table(title=t("render.players"), title_justify="left", pad_edge=False)
    table.add_column(t("render.col.seat"))
    table.add_column(t("render.col.hand"), justify="right")
    table.add_column(t("render.col.deck"), justify="right")
    table.add_column(t("render.col.discard"), justify="right")
    table.add_column(t("render.col.discard_top"))
    table.add_column(t("render.col.stacks"), justify="right")
    table.add_column(t("render.col.stall"))
    me = view.get("seat")
    active = view.get("active")
    for s in view.get("seats", []):
        seat = s.get("seat", 0)
        label = seat_label(seat, names)
        if seat == me:
            label += " " + t("render.you")
        style = "bold" if seat == active else None
        discard = s.get("discard") or []
        stall = s.get("stall") or []
        table.add_row(
            ("▶ " if seat == active else "  ") + label,
            str(s.get("hand", "?")),
            str(s.get("deck", "?")),
            str(len(discard)),
            _card_text(discard[-1] if discard else None),
            f"{len(stall)}/8",
            _stall_text(stall),
            style=style,
        )
    return table


def hand_table(view: dict[str, Any]) -> Table:
    """The viewer's own hand: name, current value (printed value when it differs), deck, kind
    and a short summary of the card's effect."""
    from ludoteca.dale.card_text import card_summary

    table = Table(title=t("render.your_hand", seat=seat_label(view.get('seat', 0))),
                  title_justify="left", pad_edge=False)
    table.add_column(t("render.col.card"))
    table.add_column(t("render.col.value"), justify="right")
    table.add_column(t("render.col.animalfolk"))
    table.add_column(t("render.col.kind"))
    table.add_column(t("render.col.effect"), style="dim")
    for card in view.get("hand", []):
        name = card.get("name", "?")
        value = card.get("value")
        printed = TYPES[name].value if name in TYPES else value
        value_text = (str(value) if value == printed
                      else t("render.value_printed", value=value, printed=printed))
        kind = card.get("kind") or (TYPES[name].kind if name in TYPES else "")
        bonus = TYPES[name].bonus if name in TYPES else False
        kind_text = (t(_KIND_KEYS[kind]) if kind in _KIND_KEYS else kind) + (" (+)" if bonus else "")
        folk = card.get("animalfolk", "")
        table.add_row(_card_text(name), value_text, t("term.junk") if folk == "junk" else _folk(folk),
                      kind_text, card_summary(name))
    if not view.get("hand"):
        table.add_row(t("render.empty_hand"), "", "", "", "")
    return table


def effects_text(view: dict[str, Any]) -> Text | None:
    effects = view.get("effects") or []
    if not effects:
        return None
    return Text(t("render.effects", effects=", ".join(str(e) for e in effects)), style="magenta")


def table_view(view: dict[str, Any], names: Sequence[str] | None = None,
               show_hand: bool = True) -> Group:
    """Everything a seat sees at the table: header, market, players and (optionally) its hand."""
    parts: list[RenderableType] = [header(view, names), market_table(view), seats_table(view, names)]
    eff = effects_text(view)
    if eff is not None:
        parts.append(eff)
    if show_hand:
        parts.append(hand_table(view))
    return Group(*parts)


def choices_table(legal: Sequence[tuple], to_text: Callable[[tuple], str],
                  width: int = 80) -> Table:
    """The legal choices, numbered from 1, with their canonical notation text.

    Long lists are laid out in as many columns as fit in ``width`` characters, numbered down
    each column.
    """
    texts = [to_text(a) for a in legal]
    number_width = len(str(len(texts))) + 2
    columns = 1
    if len(texts) > 8:
        for n in (4, 3, 2):
            rows = (len(texts) + n - 1) // n
            needed = sum(
                number_width + max(len(t) for t in texts[c * rows:(c + 1) * rows]) + 2
                for c in range(n) if texts[c * rows:(c + 1) * rows]
            )
            if needed <= width:
                columns = n
                break
    table = Table(title=t("render.choices"), title_justify="left",
                  show_header=False, box=None, pad_edge=False, padding=(0, 1, 0, 0))
    for _ in range(columns):
        table.add_column(justify="right", style="bold cyan", no_wrap=True)
        table.add_column(no_wrap=columns > 1, overflow="ellipsis")
    rows = (len(texts) + columns - 1) // columns
    for r in range(rows):
        cells: list[str] = []
        for c in range(columns):
            i = c * rows + r
            if i < len(texts):
                cells += [f"{i + 1}.", texts[i] + ("  " if c < columns - 1 else "")]
            else:
                cells += ["", ""]
        table.add_row(*cells)
    return table


def winner_text(winner: int | None, turn: int, names: Sequence[str] | None = None) -> Text:
    if winner is None:
        return Text(t("render.no_winner", turn=turn), style="bold yellow")
    return Text(t("render.wins_on_turn", seat=seat_label(winner, names), turn=turn),
                style="bold green")
