"""``python -m ludoteca.cli.golden DIR [--check]``: regenerate (or check) the golden records.

The golden set (:mod:`ludoteca.dale.golden`, docs/records.md) is made of bot games. Dale
imports no bots, so the command that plays them lives here, above both: it hands the bot
registry's :func:`ludoteca.bots.make_bot` to :func:`ludoteca.dale.golden.main`.
"""

from __future__ import annotations

import sys
from typing import Callable, Sequence

from ludoteca.bots import make_bot
from ludoteca.dale import golden


def main(argv: Sequence[str] | None = None, out: Callable[[str], None] = print) -> int:
    """Run the golden-record command; returns its exit code (0 good, 1 a check failed or no
    game was found)."""
    return golden.main(argv, out=out, make_bot=make_bot, prog="python -m ludoteca.cli.golden")


if __name__ == "__main__":  # pragma: no cover - the command line
    sys.exit(main())
