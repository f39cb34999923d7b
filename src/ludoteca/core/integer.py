"""A game's decisions as a fixed space of integer sub-decisions (OpenSpiel style).

Search and learning want every decision to be a choice among small integers from one fixed
range. Players, records and the notation keep the game's *whole* actions
(``buy +2 with Accordion, junk``); this module splits each whole action into a sequence of
*atoms* (``buy``, ``+2``, ``Accordion``, ``junk``), each atom an integer id in the game's fixed
vocabulary, and offers the choice one atom at a time:

* the legal sub-decisions after a prefix of atoms are the atoms that some legal whole action
  has next; ``END`` (id 0) is legal when the prefix is itself a whole action that a longer one
  extends (``inventory`` alone, or with more cards);
* once the prefix names a whole action that nothing extends (or ``END`` was chosen), that
  whole action is applied to the game state — *trusted*: it came from the legal list, so the
  game may skip its validation (``ActionSpace.apply_trusted``).

So the completions of the sub-decision sequences are exactly the game's legal whole actions,
both ways (``tests/core/test_integer.py``, and Dale's Hypothesis test over random positions,
``tests/dale/test_action_space.py``).

A game offers the space through its optional part ``action_space`` (:class:`ActionSpace`):
the fixed vocabulary ``atoms``, ``atoms_of(state, action)`` and ``apply_trusted``; a game may
add ``heads``/``candidates`` so that the first atom is listed without listing every whole
action (Dale lists a decision's purchases only once ``buy`` is chosen), and ``candidates``
may in turn list the next atom alone (Dale's purchase slots, then one slot's payments). Everything here is
game-generic: Pax or a later game gets the same space by offering an ``action_space``.
"""

from __future__ import annotations

from typing import Any, Callable, Protocol, Sequence

from ludoteca.core.errors import IllegalAction
from ludoteca.core.game import Action, Game, State

#: The id of the sub-decision "the action ends here" (the vocabulary's first atom).
END = 0
#: Its text in :meth:`IntState.action_to_string`.
END_TEXT = "end"

#: One candidate: the whole action's atom ids and the whole action.
Candidate = tuple[tuple[int, ...], Action]


class ActionSpace(Protocol):
    """What a game offers as its optional part ``action_space``.

    Attributes:
        atoms: the fixed vocabulary, atom id -> its text in the game's notation; ``atoms[0]``
            is :data:`END_TEXT`. Its length is the game's ``num_distinct_actions``.
    """

    atoms: Sequence[str]
    #: (rule id, reason key) of the refusal of a sub-decision that is not legal now; the
    #: reason's template takes the value ``choice`` (the atom's text).
    refusal: tuple[str, str]

    def atoms_of(self, state: State, action: Action) -> tuple[int, ...]:
        """The atom ids of the whole action ``action`` (legal in ``state``), never empty and
        never containing :data:`END`; distinct actions give distinct sequences."""

    def players(self, state: State) -> int:
        """The number of seats of the game of ``state``."""

    def apply_trusted(self, state: State, action: Action) -> None:
        """Apply a whole action taken from ``legal_actions(state)`` without validating it
        again (the result must equal ``Game.apply``'s)."""


def _default_candidates(game: Game, space: Any, state: State) -> list[Candidate]:
    return [(space.atoms_of(state, a), a) for a in game.legal_actions(state)]


class IntegerGame:
    """The integer sub-decision space of ``game`` (which must offer ``action_space``).

    Attributes:
        game: the :class:`~ludoteca.core.game.Game`.
        num_distinct_actions: the size of the fixed space (ids ``0 .. n-1``; 0 is ``END``).

    Raises:
        ValueError: the game offers no ``action_space``.
    """

    def __init__(self, game: Game):
        space = getattr(game, "action_space", None)
        if space is None:
            raise ValueError(f"the game {game.info.name!r} offers no integer action space")
        if not space.atoms or space.atoms[0] != END_TEXT:
            raise ValueError("an action space's first atom must be END ('end')")
        self.game = game
        self.space = space
        self.num_distinct_actions = len(space.atoms)
        self._heads: Callable[[State], list[tuple[int, Any]] | None] | None = getattr(
            space, "heads", None)
        self._cands: Callable[[State, int, Any], list[Candidate] | dict] | None = getattr(
            space, "candidates", None)

    def __copy__(self) -> "IntegerGame":
        return self

    def __deepcopy__(self, memo: dict) -> "IntegerGame":
        """The space is an immutable façade over the game and its rules: copies of states
        (OpenSpiel clones states with ``copy.deepcopy``) share it, whatever the game's own
        objects are (a compiled build's classes cannot be deep-copied)."""
        return self

    def new_state(self, players: int, seed: int, options: Any = None) -> "IntState":
        """A new game (``Game.new_state``) seen through the integer space."""
        return IntState(self, self.game.new_state(players, seed, options))

    def wrap(self, state: State) -> "IntState":
        """``state`` (a game state between whole actions, not copied) seen through the
        integer space."""
        return IntState(self, state)

    def atom_text(self, atom: int) -> str:
        """The text of atom id ``atom`` in the game's notation.

        Raises:
            IndexError: ``atom`` is outside ``0 .. num_distinct_actions - 1``.
        """
        if not 0 <= atom < self.num_distinct_actions:
            raise IndexError(f"atom {atom} is outside 0..{self.num_distinct_actions - 1}")
        return self.space.atoms[atom]

    # --- the candidates of a decision --------------------------------------------------------
    def first_atoms(self, state: State) -> tuple[list[int], list[Candidate] | dict]:
        """The legal first atoms of the pending decision (sorted) and either every candidate
        (the game listed its whole actions) or, when the game listed only the first atoms,
        a dict first atom -> the game's hint for :meth:`candidates_for`."""
        if self._heads is not None:
            heads = self._heads(state)
            if heads is not None:
                return [h for h, _hint in heads], dict(heads)
        cands = _default_candidates(self.game, self.space, state)
        return sorted({c[0][0] for c in cands}), cands

    def candidates_for(self, state: State, head: int, hint: Any) -> list[Candidate] | dict:
        """The whole actions of the pending decision whose first atom is ``head`` (``hint``:
        what the game's ``heads`` gave with the last atom listed alone).

        A game may list one more atom alone instead: then it returns a dict next atom -> hint
        (never empty), and the candidates of the atom chosen are asked for with its hint
        (Dale lists a purchase's slots, then only the chosen slot's payments); the key
        :data:`END`, when present, maps to the whole action the prefix already is (Dale's
        Inventory, card by card: END discards the cards chosen so far)."""
        assert self._cands is not None
        return self._cands(state, head, hint)


class IntState:
    """A game state plus the atoms chosen so far of the whole action being built.

    Attributes:
        game: the :class:`IntegerGame`.
        state: the game's own state; it changes only when a whole action completes.
        prefix: the atom ids chosen so far in the pending decision (empty between actions).
        history: the whole actions applied through this object, in order (what a record
            keeps).
    """

    __slots__ = ("game", "state", "prefix", "history", "_cands", "_legal", "_whole")

    def __init__(self, game: IntegerGame, state: State):
        self.game = game
        self.state = state
        self.prefix: tuple[int, ...] = ()
        self.history: list[Action] = []
        # the candidates consistent with the prefix, or (first atoms only) head -> hint
        self._cands: list[Candidate] | dict | None = None
        self._legal: list[int] | None = None
        self._whole: Action | None = None  # the whole action the prefix names, if any

    # --- the game ------------------------------------------------------------------------
    def current_player(self) -> int:
        """The deciding seat (0-based), -1 once the game is over."""
        return self.game.game.current_player(self.state)

    def is_terminal(self) -> bool:
        return self.game.game.is_terminal(self.state)

    def turn(self) -> int:
        """The 1-based turn number of the game."""
        return self.game.game.turn(self.state)

    def returns(self) -> list[float]:
        """One reward per seat: the outcome's (1 a win, 0 a loss) once over, else zeros."""
        out = self.game.game.outcome(self.state)
        if out is None:
            return [0.0] * self.game.space.players(self.state)
        return list(out.returns)

    def clone(self) -> "IntState":
        """An independent copy (the game state cloned, the prefix and caches shared safely:
        they are never changed in place)."""
        # (made through __init__: a class compiled by mypyc has no bare __new__)
        other = IntState(self.game, self.game.game.clone(self.state))
        other.prefix = self.prefix
        other.history = list(self.history)
        other._cands = self._cands
        other._legal = self._legal
        other._whole = self._whole
        return other

    def __copy__(self) -> "IntState":
        """A shallow copy (``copy.copy``): the same game state, history list and caches
        (a class compiled by mypyc is not copied by ``copy``'s generic way)."""
        other = IntState(self.game, self.state)
        other.prefix = self.prefix
        other.history = self.history
        other._cands = self._cands
        other._legal = self._legal
        other._whole = self._whole
        return other

    # --- sub-decisions -------------------------------------------------------------------
    def _compute(self) -> list[int]:
        ig = self.game
        k = len(self.prefix)
        if k == 0:
            heads, first = ig.first_atoms(self.state)
            self._cands = first
            self._whole = None
            self._legal = heads
            return heads
        cands = self._cands
        if isinstance(cands, dict):  # the last atom was listed alone: its candidates
            cands = ig.candidates_for(self.state, self.prefix[0], cands[self.prefix[-1]])
            if isinstance(cands, dict):  # the game lists one more atom alone first
                self._cands = cands
                # END, when present, names the whole action the prefix already is
                self._whole = cands.get(END)
                legal = sorted(cands)
                self._legal = legal
                return legal
        assert cands is not None
        want = self.prefix
        cands = [c for c in cands if c[0][:k] == want]
        self._cands = cands
        nxt: set[int] = set()
        whole = None
        for atoms, action in cands:
            if len(atoms) == k:
                whole = action
            else:
                nxt.add(atoms[k])
        self._whole = whole
        legal = sorted(nxt)
        if whole is not None and legal:
            legal.insert(0, END)
        self._legal = legal
        return legal

    def legal_actions(self) -> list[int]:
        """The legal sub-decisions now: sorted atom ids (empty once the game is over)."""
        if self._legal is None:
            if self.is_terminal():
                return []
            self._compute()
        return list(self._legal or ())

    def legal_actions_mask(self) -> list[int]:
        """1 for every legal sub-decision id, 0 for the others; length
        ``num_distinct_actions``."""
        mask = [0] * self.game.num_distinct_actions
        for a in self.legal_actions():
            mask[a] = 1
        return mask

    def action_to_string(self, atom: int) -> str:
        """The sub-decision ``atom`` in the game's notation (``buy``, ``+2``, ``Accordion``,
        ``end``)."""
        return self.game.atom_text(atom)

    def pending_text(self) -> str:
        """The atoms chosen so far, as text separated by spaces ("" between actions)."""
        return " ".join(self.game.atom_text(a) for a in self.prefix)

    def apply_action(self, atom: int) -> Action | None:
        """Choose the sub-decision ``atom``; returns the whole action it completed (already
        applied to :attr:`state`), or None while the whole action is still being built.

        Raises:
            IllegalAction: ``atom`` is not legal now (the game's ``refusal`` rule and reason,
                with the atom's text as ``choice``); nothing changes.
        """
        legal = self.legal_actions()
        if atom not in legal:
            rule, reason = self.game.space.refusal
            text = (self.game.atom_text(atom) if type(atom) is int
                    and 0 <= atom < self.game.num_distinct_actions else repr(atom))
            raise IllegalAction(rule, reason, choice=text)
        if atom == END:
            whole = self._whole
        else:
            self.prefix = self.prefix + (atom,)
            self._compute()
            whole = self._whole if not self._legal else None
        if whole is None:
            return None
        self.game.space.apply_trusted(self.state, whole)
        self.history.append(whole)
        self.prefix = ()
        self._cands = None
        self._legal = None
        self._whole = None
        return whole

    def apply_whole(self, action: Action) -> None:
        """Apply a whole action (validated by ``Game.apply``) between sub-decisions.

        Raises:
            IllegalAction: it is not legal, or a whole action is half built; nothing changes.
        """
        if self.prefix:
            rule, reason = self.game.space.refusal
            raise IllegalAction(rule, reason, choice=self.game.game.format_action(
                self.state, action))
        self.game.game.apply(self.state, action)
        self.history.append(action)
        self._cands = None
        self._legal = None
        self._whole = None

    def atoms_of(self, action: Action) -> tuple[int, ...]:
        """The atom ids of the legal whole action ``action`` of the pending decision."""
        return self.game.space.atoms_of(self.state, action)

