"""The remaster's per-seat clock (rule ``dale.remaster.clock``; docs/rules/dale-remaster.md,
"The clock"), shared by its three clock decks (Junglefowls, Mongooses, Bats).

Each seat has a clock with three phases, :data:`DAWN` → :data:`DAY` → :data:`NIGHT`. It is
declared state (:class:`~ludoteca.dale.card_rules.StateField` ``clock``, one public entry per
seat, default dawn): ``state.extra["clock"][seat]``. A clock deck calls :func:`declare` on its
deck; the three decks give the very same field object, so a game with any of them in play keeps
one clock per seat (the field is absent otherwise, so no other game's state or hash changes).

* At the start of a seat's turn its clock goes back to dawn (event ``turn_start``); every
  seat's clock is at dawn when the game begins.
* Each time a technique of the seat has resolved (event ``technique``, after its effect and
  its bonus action) the seat's clock moves one step forward; at night it stays at night.
* A card reads the clock of the seat playing it as it is when the card's effect happens
  (:func:`phase`): the first technique of a turn acts at dawn, the second by day, the later
  ones at night, unless Dramatic Romantic moved the clock.

The classic edition's one table clock (``state.clock``, hook ``uses_clock``, rule
``dale.card.mongooses.clock``) is not used by the remaster's cards: no remaster card has the
hook, so a remaster game has no table clock.

ruling: dale.remaster.clock — the listeners of each clock deck act only for the first clock
deck in play (in the game's deck order), so two clock decks in play move the clock once.
"""

from __future__ import annotations

from ludoteca.dale.card_rules import Deck, StateField
from ludoteca.dale.state import DaleState

RULE = "dale.remaster.clock"

DAWN, DAY, NIGHT = "dawn", "day", "night"
#: The phases in order; a clock moves forward along it and stays at the last.
PHASES: tuple[str, ...] = (DAWN, DAY, NIGHT)

#: The one declared field every clock deck gives (the same object: see
#: :class:`~ludoteca.dale.ruleset.Ruleset`, ``state_fields``).
FIELD = StateField("clock", DAWN, per_seat=True)


def phase(state: DaleState, seat: int) -> str:
    """The phase of ``seat``'s clock: ``"dawn"``, ``"day"`` or ``"night"`` (dawn in a game
    without a clock deck, which no clock card can be played in)."""
    clocks = state.extra.get("clock")
    return clocks[seat] if clocks is not None else DAWN


def by_phase(state: DaleState, seat: int, dawn, day, night):
    """``dawn``, ``day`` or ``night``, as ``seat``'s clock shows."""
    ph = phase(state, seat)
    return dawn if ph == DAWN else day if ph == DAY else night


def is_night(state: DaleState, seat: int) -> bool:
    """True when ``seat``'s clock is at night."""
    return phase(state, seat) == NIGHT


def move(state: DaleState, seat: int, steps: int) -> None:
    """Move ``seat``'s clock ``steps`` phases (negative: back), never past dawn or night."""
    clocks = state.extra.get("clock")
    if clocks is None:
        return
    i = PHASES.index(clocks[seat]) + steps
    clocks[seat] = PHASES[max(0, min(len(PHASES) - 1, i))]


def set_phase(state: DaleState, seat: int, ph: str) -> None:
    """Turn ``seat``'s clock to ``ph`` (one of :data:`PHASES`)."""
    clocks = state.extra.get("clock")
    if clocks is not None:
        clocks[seat] = ph


def _acts(state: DaleState, key: str) -> bool:
    """Whether the clock listeners of the deck ``key`` act in this game: it is the first of
    the decks declaring the clock that is in play (ruling ``dale.remaster.clock``)."""
    owners = state.cfg.rules.state_fields["clock"][0]
    for folk in state.cfg.animalfolk:
        if folk in owners:
            return folk == key
    return False


def declare(deck: Deck) -> None:
    """Give ``deck`` the per-seat clock: the declared field :data:`FIELD` and the listeners
    that reset it at the start of a turn and move it after each technique
    (``dale.remaster.clock``).

    Raises:
        CardRulesError: (when the ruleset is built) another ``clock`` field in the ruleset.
    """
    deck.state_fields["clock"] = FIELD
    key = deck.key

    @deck.on("turn_start")
    def clock_at_dawn(state: DaleState, p: int) -> None:
        """The seat whose turn begins turns its clock back to dawn (``dale.remaster.clock``)."""
        if _acts(state, key):
            set_phase(state, p, DAWN)

    @deck.on("technique")
    def clock_moves(state: DaleState, p: int, card: int, name: str) -> None:
        """A technique of seat p has resolved: its clock moves one step
        (``dale.remaster.clock``)."""
        if _acts(state, key):
            move(state, p, 1)
