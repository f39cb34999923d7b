"""The terminal's console: a ``rich`` Console that never lets a control or escape sequence
*from the data* reach the terminal.

Player names, record headers, scenario fields and position files are text from files anyone
may have written; a name holding ``ESC ] 0 ; … BEL`` (a window title), ``ESC [ 2 J`` (clear
the screen), a carriage return or a bidirectional override could rewrite what a player sees.
Rich renders everything it prints to *segments*: text segments (the data, styled) and control
segments (rich's own cursor moves, for progress bars). :class:`Console` removes, from every
text segment, the characters :func:`printable` drops, before rich adds its own styles — so
colours and progress bars still work, and no data byte is ever a terminal command.
"""

from __future__ import annotations

import unicodedata
from typing import Iterable

from rich.console import Console as RichConsole
from rich.segment import Segment

#: Characters a data text never sends to the terminal besides the control characters
#: (Unicode category Cc, ESC among them): the bidirectional embeddings, overrides and isolates
#: (they reorder what is shown) and the line and paragraph separators.
_DROPPED = {chr(c) for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A), 0x2028, 0x2029)}


def printable(text: str) -> str:
    """``text`` without control characters (keeping line breaks and tabs), bidirectional
    controls and line separators."""
    if text.isprintable():
        return text
    return "".join(c for c in text if c in "\n\t" or (
        c not in _DROPPED and unicodedata.category(c) != "Cc"))


class Console(RichConsole):
    """``rich.console.Console`` whose printed data carries no control sequence
    (:func:`printable` on every text segment; rich's own control segments pass)."""

    def _render_buffer(self, buffer: Iterable[Segment]) -> str:
        return super()._render_buffer(
            [seg if seg.control else Segment(printable(seg.text), seg.style, seg.control)
             for seg in buffer])
