"""Setting up a game (``dale.setup.*``): the decks in play and in the box, the starting
decks, the junk, the market deck and the market, the hands and the first player.
"""

from __future__ import annotations

from ludoteca.core import rng as _rng
from ludoteca.core.errors import BadInput
from ludoteca.core.i18n import Message, Term
from ludoteca.dale import mechanics as m
from ludoteca.dale import editions
from ludoteca.dale.ruleset import Ruleset
from ludoteca.dale.state import Config, DaleState

#: The seat of Mono, the remaster's automated solo opponent: the second seat
#: (``dale.remaster.mono.setup``; docs/rulings.md).
MONO_SEAT = 1


def deck_keys(names, where: str = "", rules: Ruleset | None = None) -> tuple[str, ...]:
    """Animalfolk deck keys as given, trimmed and in lower case (``rules``: the ruleset whose
    decks are known; default: the classic edition's).

    Raises:
        BadInput: a key that is not a deck of the ruleset, or a key given twice (``where`` says
            which list, e.g. " in the box").
    """
    rules = rules or editions.classic()
    known = rules.decks
    keys = tuple(str(a).strip().lower() for a in names)
    unknown = [a for a in keys if a not in known]
    if unknown and rules.edition != editions.DEFAULT:
        raise BadInput(Message("setup.deck_not_in_edition", deck=repr(unknown[0]),
                               edition=rules.edition, known=', '.join(known)))
    if unknown:
        raise BadInput(Message("setup.unknown_animalfolk_deck", deck=repr(unknown[0]),
                               where=where, known=', '.join(known)))
    if len(set(keys)) != len(keys):
        raise BadInput(Message("setup.animalfolk_deck_named", where=where))
    return keys


def new_game(players: int = 2, animalfolk: list[str] | tuple[str, ...] | None = None,
             seed: int = 0, box: list[str] | tuple[str, ...] | None = None,
             rules: Ruleset | None = None) -> DaleState:
    """Set up a new game (``dale.setup.*``).

    Args:
        players: number of players (``dale.setup.players``): 2–4; the remaster: 1–4
            (:func:`ludoteca.dale.editions.check_players`), where 1 is a solo game against
            Mono, the automated second seat: the player is seat 0 and Mono seat 1, and the
            game has two seats (``dale.remaster.mono.setup``).
        animalfolk: the players+1 deck keys to use (``dale.setup.decks``); None = a random
            choice from the seed among the decks of the box.
        seed: any integer; the same seed and the same actions give the same game.
        box: the animalfolk decks available (the box on the table); None = the six decks of
            Dale of Merchants 1 (:data:`~ludoteca.dale.cards.DALE1_BOX`), plus the named
            ``animalfolk`` decks outside it (in catalogue order). The decks of the box
            not in play are the junk substitutes (``dale.cleanup.junk_substitutes``).
        rules: the :class:`~ludoteca.dale.ruleset.Ruleset` to play under (default: the
            classic edition's, :func:`ludoteca.dale.editions.classic`).

    Returns:
        The state at the start of the first player's first turn.

    Raises:
        BadInput: a player count the edition does not allow, unknown or repeated deck keys
            (a deck not of the edition), a deck not in the box, a box of fewer than
            players + 1 decks, or a number of decks other than players + 1.
    """
    rules = editions.classic() if rules is None else rules
    # dale.setup.players: the edition's range (classic 2–4; the remaster 1–4: one player
    # against Mono, the automated second seat, who counts as a player for the decks;
    # dale.remaster.mono.setup)
    editions.check_players(rules.edition, players)
    solo = players == 1 and rules.solo is not None and bool(rules.mono)
    if not (solo or 2 <= players <= 4):
        raise BadInput(Message("setup.dale_merchants_players", players=players))
    players = 2 if solo else players  # the seats: the player, then Mono
    known = rules.decks
    default_box = rules.box
    if box is None and animalfolk is not None:
        # Named decks are always in the box: Dale 1's six plus any other named deck, in
        # catalogue order (docs/rulings.md, dale.setup.decks [ours]); a game of Dale 1 decks
        # only keeps Dale 1's box, so its setup (and record) is unchanged.
        named = deck_keys(animalfolk, rules=rules)
        extra = [k for k in known if k in named and k not in default_box]
        if extra:
            box = default_box + tuple(extra)
    the_box = (default_box if box is None
               else deck_keys(box, Term("setup.in_the_box"), rules))
    if len(the_box) < players + 1:
        raise BadInput(Message("setup.players_need_animalfolk", players=players, need=players + 1,
                               count=len(the_box)))
    rng = _rng.seed_state(seed)
    if animalfolk is None:
        pool = list(the_box)
        rng = _rng.shuffle(rng, pool)
        animalfolk = sorted(pool[: players + 1], key=known.index)
    folk = list(deck_keys(animalfolk, rules=rules))
    outside = [a for a in folk if a not in the_box]
    if outside:
        raise BadInput(Message("setup.animalfolk_deck_box", deck=repr(outside[0]),
                               box=', '.join(the_box)))
    if len(folk) != players + 1:
        raise BadInput(Message("setup.players_use_animalfolk", players=players, need=players + 1,
                               count=len(folk)))
    s = DaleState(Config(players, tuple(folk), None if box is None else the_box, rules,
                         MONO_SEAT if solo else None))
    s.rng = rng
    junk = list(range(20))
    for folk_key in folk:
        ids = list(rules.deck_ids(folk_key))
        starts = [c for c in ids if rules.card_type[c].value == 1]
        for p in range(players):
            s.decks[p].append(starts[p])  # dale.setup.starting_deck
        s.out += tuple(starts[players:])
        s.market_deck.extend(c for c in ids  # dale.setup.market_deck
                             if rules.card_type[c].value > 1)
    for p in range(players):
        while len(s.decks[p]) < 10:
            s.decks[p].append(junk.pop(0))
    if solo:  # dale.remaster.mono.setup: one Mono card per deck in play joins Mono's deck
        s.decks[MONO_SEAT].extend(rules.mono_ids[k] for k in folk if k in rules.mono_ids)
    s.junk = junk  # dale.setup.junk: what the starting decks left
    s.subs = s.cfg.sub_ids  # dale.cleanup.junk_substitutes: the box's decks not in play
    m.shuffle(s, s.market_deck)
    m.fill_market(s)  # dale.setup.market: rightmost slot first
    for p in range(players):  # dale.setup.hands
        m.shuffle(s, s.decks[p], report=False)  # before any hand: nobody could react
        for _ in range(5):
            m.draw(s, p)
    s.active = m.random_index(s, players)  # dale.setup.first_player [ours]
    if solo and rules.solo is not None:
        rules.solo(s)  # Mono goes first: its turn is played at once (dale.remaster.mono.turn)
    return s

