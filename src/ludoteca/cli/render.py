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

from ludoteca.dale import editions as _editions
from ludoteca.dale.editions import classic as _classic

#: The classic edition's deck names and printed cards (what the terminal shows of a classic
#: game; a game of another edition is drawn with its own: :func:`rules_of`).
ANIMALFOLK_NAMES, TYPES = _classic().names, _classic().types


def rules_of(view: dict[str, Any] | None) -> Any:
    """The ruleset of the edition ``view`` names (``view["edition"]``; none, or no view: the
    classic edition's), whose cards and decks are drawn."""
    edition = (view or {}).get("edition")
    if edition is None or edition not in _editions.EDITIONS:
        return _classic()
    return _editions.ruleset(edition)


def _types(view: dict[str, Any] | None) -> Any:
    return TYPES if not (view or {}).get("edition") else rules_of(view).types

_KIND_KEYS = {"T": "kind.technique", "P": "kind.passive", "P*": "kind.ability", "junk": "kind.junk"}


def seat_label(seat: int, names: Sequence[str] | None = None) -> str:
    """"Seat 2" or "Seat 2 (greedy)" for the 0-based ``seat``; "Mono" for the seat after the
    one seat of a solo game (``names`` of one seat: Mono sits at seat 1,
    ``dale.remaster.mono.setup``)."""
    if names is not None and len(names) == 1 and seat == 1:
        return t("mono.seat")
    label = t("render.seat", seat=seat + 1)
    if names is not None and 0 <= seat < len(names):
        label += f" ({seat_name(names[seat])})"
    return label


def seat_name(spec: str) -> str:
    """Who sits at a seat: "human" in the reader's language; a bot's name as typed."""
    return t("render.human") if spec == "human" else spec


def card_name_text(name: str | None) -> str:
    if name == "junk":
        return t("term.junk")
    return name if name else "—"


def folk_name(key: str, view: dict[str, Any] | None = None) -> str:
    names = ANIMALFOLK_NAMES if not (view or {}).get("edition") else rules_of(view).names
    return names.get(key, key)


def header(view: dict[str, Any], names: Sequence[str] | None = None,
           decks: bool = True) -> Text:
    """One line: turn number, whose turn it is, who decides now and what (and the decks in
    play unless ``decks`` is False)."""
    text = Text()
    text.append(t("render.turn", turn=view.get('turn', '?')), style="bold")
    clock = view.get("clock")
    if clock:  # the day/night clock of the table, when a deck in play uses it
        side = t("render.clock_night") if clock == "night" else t("render.clock_day")
        text.append(" — " + t("render.clock", side=side), style="bold magenta")
    clocks = (view.get("extra") or {}).get("clock")
    if clocks:  # the remaster's clock of every seat (dale.remaster.clock), public
        text.append(" — " + t("render.clocks", seats=", ".join(
            f"{seat_label(q, names)} {t('render.clock_' + str(side))}"
            for q, side in enumerate(clocks))), style="bold magenta")
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
        text.append(" — " + t("render.decider", seat=seat_label(decider, names), prompt=prompt),
                    style="cyan")
        if "paying" in decision:  # a purchase card by card: the slot and the cards so far
            slot = decision.get("slot")
            where = t("render.slot_bin") if slot == -1 else f"+{slot}"
            text.append(" — " + t("render.paying", slot=where, price=decision.get("price"),
                                  cards=", ".join(decision["paying"])), style="cyan")
        if decision.get("discarded"):  # an Inventory card by card: the cards so far
            text.append(" — " + t("render.discarded", cards=", ".join(decision["discarded"])),
                        style="cyan")
    folks = view.get("animalfolk") or []
    if folks and decks:
        text.append("   " + t("render.decks", decks=", ".join(folk_name(f, view) for f in folks)),
                    style="dim")
        if view.get("edition"):  # a game of another edition than the classic says which
            text.append(" (" + t("render.edition", edition=view["edition"]) + ")", style="dim")
    return text


def choose_layout(console: Any, layout: str = "auto") -> str:
    """``"compact"`` or ``"wide"``: ``layout`` itself unless it is ``"auto"``; then compact
    when the terminal has fewer than :data:`WIDE_LINES` lines or :data:`WIDE_COLUMNS` columns
    (a size is known on a terminal, or from ``$LINES`` / ``$COLUMNS``). Output that is not a
    terminal and has no size gets the wide layout."""
    if layout in ("compact", "wide"):
        return layout
    import os

    terminal = bool(getattr(console, "is_terminal", False))
    width, height = console.size
    narrow = (terminal or bool(os.environ.get("COLUMNS"))) and width < WIDE_COLUMNS
    short = (terminal or bool(os.environ.get("LINES"))) and height < WIDE_LINES
    return "compact" if narrow or short else "wide"


#: The smallest terminal that gets the wide layout (a decision screen is 45–55 lines there).
WIDE_LINES, WIDE_COLUMNS = 50, 100


def kind_text(name: str, view: dict[str, Any] | None = None) -> str:
    """The kind of a card in the reader's language, with ``(+)`` for the bonus action (of the
    edition ``view`` names)."""
    types = _types(view)
    if name not in types:
        return ""
    kind = types[name].kind
    return (t(_KIND_KEYS[kind]) if kind in _KIND_KEYS else kind) + (
        " (+)" if types[name].bonus else "")


def card_text(name: str, view: dict[str, Any] | None = None) -> Text:
    """Everything about one card (``card NAME`` at the table): name, animalfolk, printed
    value, kind with ``(+)`` for the bonus action, its mechanic in the reader's language, and
    where the reader can see it now (market slots, stalls, discard piles, own hand)."""
    from ludoteca.dale.card_text import card_summary

    text = Text()
    types = _types(view)
    if name not in types:
        return text
    ct = types[name]
    folk = t("term.junk") if ct.animalfolk == "junk" else folk_name(ct.animalfolk, view)
    text.append(card_name_text(name), style="bold")
    text.append(" — " + t("render.card_line", animalfolk=folk, value=ct.value,
                          kind=kind_text(name, view)))
    text.append("\n  " + card_summary(name, rules=rules_of(view)))
    if view is not None:
        places = []
        for entry in view.get("market", []):
            if entry.get("card") == name:
                places.append(t("render.where_market", slot=entry.get("slot")))
        for card in view.get("hand", []):
            if card.get("name") == name:
                places.append(t("render.where_hand"))
                break
        for s in view.get("seats", []):
            label = seat_label(s.get("seat", 0))
            if any(name in stack for stack in s.get("stall") or []):
                places.append(t("render.where_stall", seat=label))
            if name in (s.get("discard") or []):
                places.append(t("render.where_discard", seat=label))
        if name in (view.get("market_discard") or []):
            places.append(t("render.where_market_discard"))
        if places:
            text.append("\n  " + t("render.where", places=", ".join(places)), style="dim")
    return text


def market_legend(view: dict[str, Any], width: int | None = None) -> Text | None:
    """One line per different card in the market: its kind, (+) and mechanic (each line cut
    to ``width`` characters when given)."""
    from ludoteca.dale.card_text import card_summary

    seen: list[str] = []
    for entry in sorted(view.get("market", []), key=lambda m: -m.get("slot", 0)):
        card = entry.get("card")
        if card and card not in seen:
            seen.append(card)
    if not seen:
        return None
    lines = []
    for name in seen:
        line = t("render.legend_line", card=name, kind=kind_text(name, view),
                 effect=card_summary(name, rules=rules_of(view)))
        if width is not None and len(line) > width:
            line = line[:max(1, width - 1)] + "…"
        lines.append(line)
    return Text("\n".join(lines), style="dim")


def market_table(view: dict[str, Any]) -> Table:
    """The five market slots from left (+4) to right (+0), with prices and the piles."""
    table = Table(title=t("render.market"), title_justify="left", show_edge=True, pad_edge=False)
    slots = sorted(view.get("market", []), key=lambda m: -m.get("slot", 0))
    for entry in slots:
        table.add_column(f"+{entry.get('slot', 0)}", justify="center", min_width=10)
    cards, values = [], []
    for entry in slots:
        card = entry.get("card")
        cards.append(Text(card_name_text(card), style="bold" if card else "dim"))
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
    table.caption = t(_caption_key(view), deck=view.get('market_deck', '?'),
                      discard=len(discard), top=card_name_text(top), junk=view.get('junk_pile', '?'))
    table.caption_justify = "left"
    return table


def stack_text(number: int, stack: Sequence[str], view: dict[str, Any] | None = None) -> str:
    """One stack in full (``stall N``): its number, each card with its printed value (a copy
    as the card it copies, ``Flexible Shopkeeper as Stashing Vendor``) and the total (the
    cards of the edition ``view`` names)."""
    from ludoteca.dale import tokens

    types = _types(view)
    parts, total = [], 0
    for card in stack:
        parsed = tokens.parse(str(card))
        shown = types.get(parsed.identity if parsed is not None else str(card))
        value = shown.value if shown is not None else 0
        total += value
        parts.append(t("render.stack_card", card=card_name_text(str(card)), value=value))
    return t("render.stack_line", number=number, cards=" + ".join(parts), total=total)


def _stall_text(stall: list) -> str:
    if not stall:
        return "—"
    parts = []
    for i, stack in enumerate(stall, start=1):
        cards = stack if isinstance(stack, (list, tuple)) else [stack]
        parts.append(f"{i}: " + " + ".join(card_name_text(str(c)) for c in cards))
    return " | ".join(parts)


def seats_table(view: dict[str, Any], names: Sequence[str] | None = None,
                mark_you: bool = True) -> Table:
    """Every seat: hand, deck and discard counts, the top of the discard pile, the stall.
    ``mark_you``: "(you)" after the viewer's seat (not when replaying a record)."""
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
        if seat == me and mark_you:
            label += " " + t("render.you")
        if s.get("coins"):  # public coins (dale.card.tuataras.coins)
            label += " " + t("render.coins", count=s["coins"])
        style = "bold" if seat == active else None
        discard = s.get("discard") or []
        stall = s.get("stall") or []
        table.add_row(
            ("▶ " if seat == active else "  ") + label,
            str(s.get("hand", "?")),
            str(s.get("deck", "?")),
            str(len(discard)),
            card_name_text(discard[-1] if discard else None),
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
    types, rules = _types(view), rules_of(view)
    for card in view.get("hand", []):
        name = card.get("name", "?")
        value = card.get("value")
        printed = types[name].value if name in types else value
        value_text = (str(value) if value == printed
                      else t("render.value_printed", value=value, printed=printed))
        kind = card.get("kind") or (types[name].kind if name in types else "")
        bonus = types[name].bonus if name in types else False
        kind_text = (t(_KIND_KEYS[kind]) if kind in _KIND_KEYS else kind) + (" (+)" if bonus else "")
        folk = card.get("animalfolk", "")
        table.add_row(card_name_text(name), value_text,
                      t("term.junk") if folk == "junk" else folk_name(folk, view),
                      kind_text, card_summary(name, rules=rules))
    if not view.get("hand"):
        table.add_row(t("render.empty_hand"), "", "", "", "")
    return table


def effects_text(view: dict[str, Any]) -> Text | None:
    """This turn's value effects and die rolls (one line), then the delayed and lasting effects
    waiting, the schedule, then the cards stored face down (a line each), or None when there
    are none."""
    from ludoteca.core.i18n import text

    effects = view.get("effects") or []
    rolls = view.get("rolls") or []
    pending = view.get("pending") or []
    parts = []
    if effects:
        parts.append(t("render.effects", effects=", ".join(text(e) for e in effects)))
    if rolls:
        parts.append(t("render.rolls", rolls=", ".join(text(r) for r in rolls)))
    lines = ["; ".join(parts)] if parts else []
    if pending:
        lines.append(t("render.pending", effects="; ".join(text(e) for e in pending)))
    schedule = [(s.get("seat", 0), s["schedule"]) for s in view.get("seats", [])
                if s.get("schedule")]
    if schedule:  # dale.technique.schedule: public, every card by name
        lines.append(t("render.schedule", seats="; ".join(
            f"{seat_label(q)}: " + ", ".join(card_name_text(c) for c in cards)
            for q, cards in schedule)))
    stored = [(s.get("seat", 0), s["stored"]) for s in view.get("seats", []) if s.get("stored")]
    if stored:  # cards set aside face down: how many per seat, the viewer's own by name
        line = t("render.stored", seats=", ".join(f"{seat_label(q)} ({n})" for q, n in stored))
        if view.get("stored"):
            line += "; " + t("render.stored_mine",
                             cards=", ".join(card_name_text(c) for c in view["stored"]))
        lines.append(line)
    if not lines:
        return None
    return Text("\n".join(lines), style="magenta")


def table_view(view: dict[str, Any], names: Sequence[str] | None = None,
               show_hand: bool = True, compact: bool = False, width: int = 80,
               mark_you: bool = True) -> Group:
    """Everything a seat sees at the table: header, market (with a legend of the market
    cards' mechanics), players and (optionally) its hand. ``compact``: the layout of a small
    terminal (:func:`compact_view`, ``width`` columns); ``mark_you``: "(you)" after the
    viewer's seat."""
    if compact:
        return compact_view(view, names, show_hand, width, mark_you)
    parts: list[RenderableType] = [header(view, names), market_table(view)]
    legend = market_legend(view)
    if legend is not None:
        parts.append(legend)
    parts.append(seats_table(view, names, mark_you))
    eff = effects_text(view)
    if eff is not None:
        parts.append(eff)
    if show_hand:
        parts.append(hand_table(view))
    return Group(*parts)


def _cut(text: str, width: int) -> str:
    return text if len(text) <= width else text[:max(1, width - 1)] + "…"


def compact_view(view: dict[str, Any], names: Sequence[str] | None = None,
                 show_hand: bool = True, width: int = 80, mark_you: bool = True) -> Group:
    """The table in few lines, none wider than ``width``: 1 header line, the market in 4
    lines (slot, value and price; card; kind; mechanic cut short) and its piles in 1, one
    line per seat, the effects in 1 and the hand in 1 or 2: names, values and ``(+)``
    (``card NAME`` reads any card in full)."""
    from ludoteca.dale.card_text import card_summary

    lines: list[Text] = []
    lines.append(header(view, names, decks=False))  # wraps: a prompt is never cut
    slots = sorted(view.get("market", []), key=lambda m: -m.get("slot", 0))
    cell = max(8, (width - 1) // max(1, len(slots)))
    rows = [Text(), Text(), Text(), Text()]
    for entry in slots:
        card = entry.get("card")
        cells = [
            (f"+{entry.get('slot', 0)} " + (
                t("render.compact_price", value=entry.get("value"), price=entry.get("price"))
                if card else t("render.slot_empty")), "cyan"),
            (card_name_text(card) if card else "—", "bold" if card else "dim"),
            (kind_text(card, view) if card else "", "dim"),
            (card_summary(card, rules=rules_of(view)) if card else "", "dim"),
        ]
        for row, (text, style) in zip(rows, cells):
            row.append(_cut(text, cell - 1).ljust(cell), style=style)
    lines += rows
    discard = view.get("market_discard") or []
    caption = t(_caption_key(view), deck=view.get('market_deck', '?'),
                discard=len(discard), top=card_name_text(discard[-1] if discard else None),
                junk=view.get('junk_pile', '?'))
    lines.append(Text(_cut(caption, width), style="dim"))
    me, active = view.get("seat"), view.get("active")
    for s in view.get("seats", []):
        seat = s.get("seat", 0)
        label = seat_label(seat, names)
        if seat == me and mark_you:
            label += " " + t("render.you")
        if s.get("coins"):  # public coins (dale.card.tuataras.coins)
            label += " " + t("render.coins", count=s["coins"])
        d = s.get("discard") or []
        stall = s.get("stall") or []
        line = ("▶ " if seat == active else "  ") + t(
            "render.compact_seat", seat=label, hand=s.get("hand", "?"), deck=s.get("deck", "?"),
            discard=len(d), top=card_name_text(d[-1] if d else None), stacks=len(stall),
            stall=_stall_text(stall))
        lines.append(Text(_cut(line, width), style="bold" if seat == active else ""))
    eff = effects_text(view)
    if eff is not None:
        eff.truncate(width, overflow="ellipsis")
        lines.append(eff)
    if show_hand:
        cards = []
        for card in view.get("hand", []):  # name and value; (+) for the bonus action
            name = card.get("name", "?")
            bonus = name in _types(view) and _types(view)[name].bonus
            cards.append(f"{card_name_text(name)} {card.get('value')}" + (" (+)" if bonus else ""))
        lines.append(Text(t("render.compact_hand",
                            title=t("render.your_hand", seat=seat_label(view.get('seat', 0))),
                            cards=" · ".join(cards) if cards else t("render.empty_hand"))))
    return Group(*lines)


def compact_choices(legal: Sequence[tuple], to_text: Callable[[tuple], str], width: int,
                    max_rows: int) -> tuple[int, list[int]]:
    """For the compact layout: the number of columns (3 when every text fits whole, else 2)
    and which choices (0-based indices into ``legal``) fit in ``max_rows`` rows. When not all
    fit, the choices that are not purchases come first (few and short: play, build,
    inventory …), then purchases in order; the others can still be typed or listed."""
    texts = [to_text(a) for a in legal]
    number_width = len(str(len(texts))) + 2
    longest = max((len(x) for x in texts), default=0)
    columns = 3 if (number_width + longest + 2) * 3 <= width else 2
    if len(texts) <= 4:
        columns = 1
    capacity = max(1, max_rows) * columns
    if len(texts) <= capacity:
        return columns, list(range(len(texts)))
    first = [i for i, a in enumerate(legal) if a[0] != "buy"]
    rest = [i for i, a in enumerate(legal) if a[0] == "buy"]
    keep = sorted((first + rest)[:capacity])
    return columns, keep


def choices_table(legal: Sequence[tuple], to_text: Callable[[tuple], str],
                  width: int = 80, compact: bool = False, max_rows: int | None = None,
                  only: Sequence[int] | None = None) -> Table:
    """The legal choices, numbered from 1, with their canonical notation text.

    Long lists are laid out in as many columns as fit in ``width`` characters, numbered down
    each column. ``compact``: from 5 choices on in 2 or 3 columns, in at most ``max_rows``
    rows (:func:`compact_choices`), texts cut short with "…" where needed. ``only``: show
    just these choices (0-based indices), each still with its own number.
    """
    all_texts = [to_text(a) for a in legal]
    number_width = len(str(len(all_texts))) + 2
    if compact:
        columns, keep = compact_choices(legal, to_text, width, max_rows or len(all_texts))
        if only is None:
            only = keep
    numbers = list(only) if only is not None else list(range(len(all_texts)))
    texts = [all_texts[i] for i in numbers]
    if not compact:
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
    title = t("render.choices")
    table = Table(title=title, title_justify="left", min_width=min(width, len(title)),
                  show_header=False, box=None, pad_edge=False, padding=(0, 1, 0, 0))
    limit = (width // columns - number_width - 2) if compact else None
    for _ in range(columns):
        table.add_column(justify="right", style="bold cyan", no_wrap=True)
        table.add_column(no_wrap=columns > 1 or compact, overflow="ellipsis",
                         max_width=limit)
    if compact and limit:
        texts = distinct_cuts(texts, max(8, limit - 1))
    rows = (len(texts) + columns - 1) // columns
    for r in range(rows):
        cells: list[str] = []
        for c in range(columns):
            i = c * rows + r
            if i < len(texts):
                gap = "  " if c < columns - 1 and not compact else ""
                cells += [f"{numbers[i] + 1}.", texts[i] + gap]
            else:
                cells += ["", ""]
        table.add_row(*cells)
    return table


def distinct_cuts(texts: Sequence[str], limit: int) -> list[str]:
    """``texts`` cut to ``limit`` characters with "…", so that texts that differ still print
    differently: where two cut texts would be alike, each keeps its first two words, then
    "…" and the part from a little before where it differs from the others."""
    def cut(x: str) -> str:
        return x if len(x) <= limit else x[:max(1, limit - 1)] + "…"

    out = [cut(x) for x in texts]
    groups: dict[str, list[int]] = {}
    for i, c in enumerate(out):
        groups.setdefault(c, []).append(i)
    for same in groups.values():
        if len(same) < 2:
            continue
        for i in same:
            x = texts[i]
            differs = min((_first_difference(x, texts[j]) for j in same if j != i),
                          default=0)
            head = " ".join(x.split(" ")[:2])
            start = max(len(head), differs - 6)
            shown = f"{head} …{x[start:]}"
            out[i] = shown if len(shown) <= limit else shown[:max(1, limit - 1)] + "…"
    return out


def _first_difference(a: str, b: str) -> int:
    for k, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return k
    return min(len(a), len(b))


def winner_text(winner: int | None, turn: int, names: Sequence[str] | None = None) -> Text:
    if winner is None:  # stopped at the turn cap: ``turn`` is the turn that did not begin
        return Text(t("render.no_winner", turn=max(turn - 1, 0)), style="bold yellow")
    return Text(t("render.wins_on_turn", seat=seat_label(winner, names), turn=turn),
                style="bold green")


def _caption_key(view: dict) -> str:
    """The market caption's message: the remaster's words (supply, bin, junkyard; rule
    ``dale.remaster.terms``) in a remaster game's view, else the classic ones."""
    return ("render.market_caption.remaster" if view.get("edition") == "remaster"
            else "render.market_caption")
