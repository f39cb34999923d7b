"""Secrets of the browser table: where its seeds come from, a chosen seed stated to every
seat, what a spectator and each seat link receive (every field of every state message, over a
random game of every deck) and who may read the store's files."""

from __future__ import annotations

import copy
import json
import os
import random
import stat

import pytest

from ludoteca.core.session import Session
from ludoteca.core.store import GameStore
from ludoteca.dale.editions import classic as _classic
ANIMALFOLK = _classic().decks
from ludoteca.dale.views import determinize
from ludoteca.web.dale_table import DaleLog, payload
from ludoteca.web.hub import Hub


class Urandom:
    """Stands for ``os.urandom`` (the operating system's cryptographic source, which
    ``secrets`` and ``random.SystemRandom`` read): records how many bytes were asked, gives
    ``fill`` bytes for a draw of 8 bytes (a 64-bit draw) and real ones otherwise (the links
    must still differ)."""

    def __init__(self, fill: int) -> None:
        self.fill, self.asked = fill, []

    def __call__(self, n: int) -> bytes:
        self.asked.append(n)
        return bytes([self.fill]) * n if n == 8 else os.urandom(n)


def test_a_browser_table_seed_is_63_bits_from_the_systems_cryptographic_source(
        tmp_path, monkeypatch):
    import random as random_module

    source = Urandom(0x3A)
    # random.SystemRandom (behind secrets) reads os.urandom through random._urandom
    monkeypatch.setattr(random_module, "_urandom", source)
    hub = Hub(GameStore(tmp_path / "g.sqlite3"))
    table = hub.create_dale(["human", "human"], None, "en")
    # 2**63 needs 64 bits: one draw of 8 bytes, 0x3A3A3A3A3A3A3A3A < 2**63 is accepted
    assert source.asked.count(8) == 1
    assert table.game.seed == 0x3A3A3A3A3A3A3A3A == 4195730024608447034
    assert table.data == {}
    # the same source and width at the terminal (parse_seed without --seed)
    from ludoteca.cli.options import parse_seed

    source.asked.clear()
    assert parse_seed(None) == 0x3A3A3A3A3A3A3A3A and source.asked == [8]
    # a draw whose top bit is set is refused and drawn again: every seed is below 2**63
    seq = iter([b"\xff" * 8, b"\x00" * 7 + b"\x05"])
    monkeypatch.setattr(random_module, "_urandom",
                        lambda n: next(seq) if n == 8 else os.urandom(n))
    assert hub.create_dale(["human", "human"], None, "en").game.seed == 5
    hub.store.close()


def test_a_chosen_seed_is_stated_to_every_seat_and_the_spectator(tmp_path):
    from fastapi.testclient import TestClient

    from ludoteca.web.app import create_app

    with TestClient(create_app(tmp_path / "g.sqlite3", bot_delay=0),
                    base_url="http://localhost") as client:
        chosen = client.post("/api/tables", json={"seats": ["human", "human"], "seed": 7})
        assert chosen.status_code == 200 and chosen.json()["seed_chosen"] is True
        drawn = client.post("/api/tables", json={"seats": ["human", "human"]}).json()
        assert drawn["seed_chosen"] is False
        for link in chosen.json()["links"]:  # seats 0, 1 and the spectator
            body = client.get("/api/links/" + link["url"].rsplit("/", 1)[1]).json()
            assert body["seed_chosen"] is True
            assert body["notice"].startswith("The creator of this table chose its seed")
            fr = client.post("/api/links/" + link["url"].rsplit("/", 1)[1] + "/lang",
                             json={"lang": "fr"}).json()
            assert fr["notice"] and "The creator" not in fr["notice"]
        for link in drawn["links"]:
            body = client.get("/api/links/" + link["url"].rsplit("/", 1)[1]).json()
            assert body["seed_chosen"] is False and body["notice"] == ""


# -- what each link receives -------------------------------------------------------------------
def _twin_session(session: Session, seat: int, rng: random.Random) -> Session:
    """The session with its state replaced by a world ``seat`` cannot tell apart (the hidden
    cards dealt again, same knowledge, same generator)."""
    s = session.state
    t = determinize(s, seat, rng)
    t.known = s.known[:]
    t.rng = s.rng
    twin = copy.copy(session)
    twin.state = t
    return twin


def _message(session: Session, seat: int) -> str:
    return json.dumps(payload(session, seat, "en", DaleLog()), sort_keys=True)


def _secrets_absent(text: str, session: Session) -> None:
    assert '"rng"' not in text and '"seed"' not in text
    for secret in (session.state.rng, session.seed):
        assert len(str(secret)) < 9 or str(secret) not in text


#: Deck keys, each played at least once (a later edition's decks join ANIMALFOLK).
@pytest.mark.parametrize("deck", ANIMALFOLK)
def test_no_link_receives_a_card_it_cannot_see_in_a_random_game_of_every_deck(deck):
    """Every field of the state message of each seat and of the spectator, at every step of
    a random game with ``deck`` in it: the seat's message does not change when the cards it
    cannot see are dealt again; the spectator's does not change when the cards hidden from
    *any* seat are dealt again (so a face-down stored card, a hand, a shown card never reach
    it), and none holds the seed or the generator's state."""
    r = random.Random(f"leak-{deck}")
    players = r.randint(2, 4)
    others = [d for d in ANIMALFOLK if d != deck]
    decks = sorted([deck, *r.sample(others, players)], key=ANIMALFOLK.index)
    session = Session.new("dale", ["human"] * players, r.randrange(2**62, 2**63),
                          {"animalfolk": decks})
    for step in range(70):
        if session.over:
            break
        spectator = _message(session, -1)
        _secrets_absent(spectator, session)
        for seat in range(players):
            mine = _message(session, seat)
            _secrets_absent(mine, session)
            twin = _twin_session(session, seat, random.Random(step))
            assert _message(twin, seat) == mine, (deck, step, seat)
            assert _message(twin, -1) == spectator, (deck, step, "spectator", seat)
        legal = session.legal(session.deciding)
        session.submit(session.deciding, session.text(legal[r.randrange(len(legal))]))


def test_a_spectator_never_sees_cards_stored_face_down():
    """Tree-kangaroos store cards face down: the storer's own view names them; the spectator
    and the other seat only count them, at every step of random games, also while the storer
    is not the active seat."""
    r = random.Random(3)
    checked_while_waiting = 0
    for attempt in range(30):
        session = Session.new("dale", ["human", "human"], 1000 + attempt,
                              {"animalfolk": ["tree_kangaroos", "macaws", "pandas"]})
        for _ in range(250):
            if session.over:
                break
            stored = session.state.stored
            for owner in (q for q in (0, 1) if stored[q]):
                names = session.view(owner)["stored"]
                assert len(names) == len(stored[owner]) > 0
                for seat in (-1, 1 - owner):
                    body = payload(session, seat, "en", DaleLog())
                    assert body["view"]["stored"] == []
                    assert body["view"]["seats"][owner]["stored"] == len(names)
                checked_while_waiting += owner != session.state.active
            legal = session.legal(session.deciding)
            session.submit(session.deciding, session.text(legal[r.randrange(len(legal))]))
        if checked_while_waiting >= 5:
            break
    assert checked_while_waiting >= 5, "random games stored too few cards"


# -- the store's files ----------------------------------------------------------------------
def test_a_new_store_is_readable_by_its_owner_only(tmp_path):
    old = os.umask(0o022)
    try:
        path = tmp_path / "new" / "deeper" / "games.sqlite3"
        store = GameStore(path)
        hub = Hub(store)
        hub.create_dale(["human", "human"], None, "en")  # writes the WAL (links, seed)
        mode = lambda p: stat.S_IMODE(os.stat(p).st_mode)  # noqa: E731
        assert mode(tmp_path / "new") == 0o700 and mode(tmp_path / "new" / "deeper") == 0o700
        files = sorted(p.name for p in path.parent.iterdir())
        assert files == ["games.sqlite3", "games.sqlite3-shm", "games.sqlite3-wal"]
        for name in files:
            assert mode(path.parent / name) == 0o600, name
        store.close()
    finally:
        os.umask(old)
