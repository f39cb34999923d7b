"""The coach: post-game analysis and hints from the search bot (issue 29).

* :mod:`ludoteca.coach.analysis` — ``analyze_record``: per decision of a record, the win
  probability the search estimates before and after the move played, the best move it found,
  the loss in percentage points and its mark (inaccuracy / mistake / blunder), a summary per
  seat;
* :mod:`ludoteca.coach.hints` — ``hints``: the best moves for the seat deciding now, with their
  estimated probability and one line on why;
* :mod:`ludoteca.coach.plot` — the win-probability curve as a PNG (matplotlib, the ``plot``
  extra).

Every estimate comes from :class:`ludoteca.bots.ismcts.ISMCTSBot` searching over the deciding
seat's information set only (``Game.determinize`` through an ``InformationSet``), never over
the true state. The coach sits beside ``sim`` and ``rl`` (it builds bots) and names no game.
"""

from ludoteca.coach import messages as _messages  # noqa: F401 (registers the texts)
