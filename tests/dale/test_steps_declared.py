"""Every effect step declares its frame once (issue 12, item 4: ``ludoteca.dale.steps``).

The declaration (fields and their kinds, who may see each field, whether the choice is secret,
what it hides from the other seats' knowledge) is checked against what the steps really push:
seeded random games over every deck (some with purchases and Inventories card by card, so the
``pay`` and ``inventory`` steps are pushed too) check every pending frame against its
declaration, and the view of every seat at every step against the declared visibility
(``dale.discard.face_up`` and the card texts: only the deciding seat sees the cards an effect
shows it, e.g. Spyglass's three cards).
"""

from __future__ import annotations

import random

import pytest

from ludoteca.dale import engine, new_game
from ludoteca.dale.editions import classic as _classic
FRAMES, STEPS = _classic().frames, _classic().steps
from ludoteca.dale.cards import DALE1_BOX
N_CARDS = _classic().n_cards
from ludoteca.dale.positions import parse_position, same_position, to_toml
from ludoteca.dale.records import state_hash
from ludoteca.dale.steps import CARD, CARDS, FINISH, SEAT, Frame, Mixing, choice_is_public
frames = _classic().frames_all
frame_of = _classic().frame_of
from ludoteca.dale.views import view

from testkit.dale import act, names
from test_rules_card_by_card import hand_position

#: The public verbs of the terminal's log before the declarations existed (docs/security.md):
#: what every seat read in full. The declarations must give exactly this.
PUBLIC_VERBS = {"buy", "play", "build", "inventory", "use", "target", "targets", "guess",
                "value", "pass", "ditch", "take", "return"}


GAMES = 20


def _classic_kinds() -> set[str]:
    """The step kinds of the six classic decks and the engine (the random games below play
    those decks only; each other deck's test module walks its own steps)."""
    return {k for k, step in STEPS.items()
            if type(step).__module__.rsplit(".", 1)[-1] in DALE1_BOX + ("common",)} | {"finish"}


def _games():
    """Seeded random games: every deck, 2/3/4 players; every third game lists purchases and
    Inventories card by card. Yields (state, card_by_card) before each action."""
    decks = list(DALE1_BOX)
    for seed in range(GAMES):
        players = 2 + seed % 3
        rnd = random.Random(seed)
        folk = rnd.sample(decks, players + 1)
        if seed % 6 < 3:  # every deck in turn
            folk = [decks[seed % 6]] + [d for d in folk if d != decks[seed % 6]][:players]
        s = new_game(players, animalfolk=folk, seed=seed)
        yield s, seed % 3 == 0, rnd


def _walk(monkeypatch, steps=250):
    for s, cbc, rnd in _games():
        monkeypatch.setattr("ludoteca.dale.purchase.MAX_WHOLE_PURCHASES", -1 if cbc else 60)
        monkeypatch.setattr("ludoteca.dale.inventory.MAX_WHOLE_INVENTORIES", -1 if cbc else 60)
        for _ in range(steps):
            if s.winner is not None:
                break
            yield s
            s.apply(rnd.choice(s.legal_actions()))


def classic_kinds() -> set[str]:
    """The frame kinds of the six classic decks (their modules, ``common`` and the engine's
    ``finish``): the games walked here use only those decks; each other deck's test module
    checks its own steps."""
    modules = {f"ludoteca.dale.animalfolk.{f}" for f in DALE1_BOX + ("common",)}
    return {k for k in frames() if k == "finish"
            or (k in STEPS and type(STEPS[k]).__module__ in modules)}


def test_every_step_declares_its_frame():
    assert set(FRAMES) == set(STEPS)
    assert set(frames()) == set(STEPS) | {"finish", "cleanup", "release", "turn_start"}
    for kind, shape in frames().items():
        assert isinstance(shape, Frame), kind
        assert shape.fields[0] == "player" and shape.kinds["player"] == SEAT, kind


def test_pushed_frames_match_their_declaration_and_views_hide_secret_fields(monkeypatch):
    seen_kinds: set[str] = set()
    secret_shown = 0
    for s in _walk(monkeypatch):
        for f in s.frames:
            problem = frame_of(f[0]).conforms(f, s.cfg.n_players, N_CARDS)
            assert problem is None, (f, problem)
            seen_kinds.add(f[0])
        if not s.frames:
            continue
        f = s.frames[-1]
        shape = frame_of(f[0])
        decider = f[1]
        for seat in range(s.cfg.n_players):
            d = view(s, seat)["decision"]
            if seat != decider:
                # nothing of the pending step but who decides what
                assert d == {"player": decider, "kind": f[0], "prompt": d["prompt"],
                             "msgid": d["msgid"], "values": d["values"], "cards": []}
                continue
            shown = [s.cfg.types[c].name for name in shape.secret
                     if shape.kinds[name] == CARDS for c in shape.get(f, name)]
            assert d["cards"] == shown
            secret_shown += bool(shown)
    # Every step but two was reached (the card-by-card ones included); Special Offer and
    # Winter is Coming are checked from positions below.
    assert seen_kinds | {"special_offer", "winter"} == classic_kinds()
    assert secret_shown > 10


def test_the_log_shows_in_full_exactly_the_choices_it_showed_before(monkeypatch):
    """The secret choices of the declarations are the ones the terminal always hid: keep,
    top, give, pick, and the card-by-card pay / discard / done."""
    checked = 0
    for s in _walk(monkeypatch, steps=80):
        for a in s.legal_actions():
            assert choice_is_public(s, a) == (a[0] in PUBLIC_VERBS), (s.frames[-1:], a)
            checked += 1
    assert checked > 3000


OCELOT_SLOTS = ("Cookies", "Prepaid Good", "Spyglass", "Loyal Partner", "Whirligig")


def test_a_guess_card_is_secret_to_the_guesser_but_known_to_its_owner():
    """Blindfold (dale-cards.md, Ocelots): seat 1 picks Cookies for seat 2 to guess; the
    pending ``guess`` frame is (guesser 2, owner 1, Cookies) and only the owner may see the
    card; the guesser's view names no card."""
    s = hand_position(["Blindfold", "Cookies", "junk"], folk=["macaws", "ocelots", "pandas"],
                      slots=OCELOT_SLOTS)
    act(s, "play Blindfold")
    act(s, "pick Cookies for seat 2")
    f = s.frames[-1]
    shape = frame_of("guess")
    assert f[0] == "guess" and f[1] == 1 and shape.get(f, "owner") == 0
    assert s.cfg.types[shape.get(f, "card")].name == "Cookies"
    assert not shape.may_see(f, "card", 1) and shape.may_see(f, "card", 0)
    d = view(s, 1)["decision"]
    assert d["cards"] == [] and "Cookies" not in repr(d)
    assert choice_is_public(s, ("guess", 3))  # a guess is said aloud


def test_card_by_card_frames_are_written_and_read_back_from_position_files(monkeypatch):
    """A pending purchase made card by card (``pay``: slot +0 and the tokens paid) and a
    pending Inventory (``inventory``: one card discarded) are saved by the kinds their
    declarations give (a slot and a count are numbers, not seats or cards) and read back to
    the same state."""
    monkeypatch.setattr("ludoteca.dale.purchase.MAX_WHOLE_PURCHASES", -1)
    monkeypatch.setattr("ludoteca.dale.inventory.MAX_WHOLE_INVENTORIES", -1)
    s = hand_position(["Flashy Show", "Shattered Relic", "Cookies", "junk", "junk"])
    s.apply(("pay", 0, "Shattered Relic"))
    assert s.frames[-1] == ("pay", 0, 0, ("Shattered Relic",))
    text = to_toml(s, referee=True)
    assert '["pay", 1, 0, ["Shattered Relic"]]' in text
    back = parse_position(text)
    assert back.frames == s.frames and state_hash(back) == state_hash(s)
    assert view(back, 0)["decision"]["paying"] == ["Shattered Relic"]
    assert view(back, 0)["decision"]["price"] == 4  # Spyglass at +0
    # seat 1 may save it; seat 2 may not see what seat 1 has paid so far
    assert parse_position(to_toml(s, 0)).frames == s.frames
    from ludoteca.core.errors import BadInput

    with pytest.raises(BadInput, match="seat 2 may not see the pending 'pay' step of seat 1"):
        to_toml(s, 1)

    s = hand_position(["Cookies", "junk", "junk", "Accordion"])
    s.apply(("discard", "junk"))
    assert s.frames[-1] == ("inventory", 0, 1)
    text = to_toml(s, referee=True)
    assert '["inventory", 1, 1]' in text
    back = parse_position(text)
    assert back.frames == s.frames and same_position(back, s)
    assert view(back, 0)["decision"]["discarded"] == ["junk"]
    assert "discarded" not in view(back, 1)["decision"]


def test_a_frame_of_the_wrong_shape_in_a_position_file_is_refused():
    s = hand_position(["Blindfold", "Cookies", "junk"], folk=["macaws", "ocelots", "pandas"],
                      slots=OCELOT_SLOTS)
    act(s, "play Blindfold")
    act(s, "pick Cookies for seat 2")
    text = to_toml(s, referee=True)
    assert parse_position(text).frames == s.frames
    line = next(ln for ln in text.splitlines() if ln.strip().startswith('["guess"'))
    bad = text.replace(line, line.replace('["guess", 2, 1,', '["guess", 2,'))
    from ludoteca.core.errors import BadInput

    with pytest.raises(BadInput, match=r"'guess' step is \[kind, player, owner, card\]"):
        parse_position(bad)


def test_determinize_remaps_the_declared_card_fields():
    shape = frame_of("sabotage")
    assert shape.remap(("sabotage", 0, 1, (5, 6)), {5: 9}) == ("sabotage", 0, 1, (9, 6))
    assert frame_of("guess").remap(("guess", 1, 0, 5), {5: 7}) == ("guess", 1, 0, 7)
    assert FINISH.remap(("finish", 0, 5, "Spyglass"), {5: 7}) == ("finish", 0, 7, "Spyglass")
    assert frame_of("essential_purchase").card_ids(("essential_purchase", 0, (3, 4))) == [3, 4]
    assert frame_of("pay").card_ids(("pay", 0, 2, ("junk",))) == []


def test_a_declaration_that_names_no_field_is_refused():
    with pytest.raises(ValueError, match="unknown kind"):
        Frame(card="cardz")
    with pytest.raises(ValueError, match="not a seat field"):
        Frame(card=CARD, secret={"card": "owner"})
    with pytest.raises(ValueError, match="not a card-list field"):
        Frame(card=CARD, mixing=Mixing(cards=("card",)))
    with pytest.raises(TypeError):
        from ludoteca.dale.card_rules import Declarations

        Declarations("test_steps").decision("nothing", None)


def test_mixing_steps_are_the_ones_that_move_cards_unseen():
    """knowledge (docs/architecture.md, contract 4): the steps whose choice moves cards between piles
    hidden from some seats are exactly these."""
    mixing = {k for k, shape in frames().items() if shape.mixing is not None
              and k in classic_kinds()}
    assert mixing == {"rotten_food", "dirty_exchange", "dirty_exchange_give", "gamble",
                      "whirligig", "spyglass_keep", "spyglass_order", "special_offer"}


def test_spyglass_cards_are_shown_to_their_player_only():
    """Spyglass (dale-cards.md, Macaws): the player looks at the top 3 cards of its deck;
    its view lists them in ``decision.cards``; the other seat's view does not."""
    s = hand_position(["Spyglass", "junk"], slots=("Cookies", "Acorn", "Prepaid Good",
                                                   "Empty Chest", "Essential Purchase"))
    act(s, "play Spyglass")
    assert s.decision().kind == "spyglass_keep"
    assert view(s, 0)["decision"]["cards"] == ["junk", "junk", "junk"]
    assert view(s, 1)["decision"]["cards"] == []
    assert not choice_is_public(s, ("keep", "junk"))
    assert names(s, s.aside) == ["junk", "junk", "junk"]


def test_special_offer_cards_are_shown_to_their_player_only():
    """Special Offer (dale-cards.md, Pandas): the top 3 market deck cards are set aside for
    the player, who keeps one; its frame (``special_offer``, player, the 3 cards) conforms
    to its declaration and only that seat's view lists the cards."""
    from ludoteca.dale.positions import from_spec

    s = from_spec({
        "animalfolk": ["macaws", "pandas", "squirrels"], "seed": 3,
        "market": {"slots": ["Cookies", "Acorn", "Prepaid Good", "Empty Chest", "Spyglass"],
                   "deck": ["Swift Broker", "Loyal Partner", "Accordion", "Acorn"]},
        "player": [{"hand": ["Special Offer", "junk"], "deck": ["junk"] * 4},
                   {"hand": ["junk"] * 5, "deck": ["junk"] * 3}]})
    act(s, "play Special Offer")
    f = s.frames[-1]
    assert f[0] == "special_offer"
    assert frame_of("special_offer").conforms(f, 2, N_CARDS) is None
    assert view(s, 0)["decision"]["cards"] == ["Swift Broker", "Loyal Partner", "Accordion"]
    assert view(s, 1)["decision"]["cards"] == []
    assert not choice_is_public(s, ("keep", "Accordion"))


def test_winter_is_coming_frame_matches_its_declaration():
    """Winter is Coming (dale.stall.sequence): after stack 7 built with it, one more stack may
    be built at once; the ``winter`` frame is (winter, player) and is public."""
    from test_rules_end import SEVEN, position

    s = position(["Winter is Coming", "Empty Chest", "Accordion", "Stashing Vendor", "junk"],
                 SEVEN[:6])
    act(s, "build Winter is Coming, Empty Chest")
    assert s.frames[-1] == ("winter", 0)
    assert frame_of("winter").conforms(s.frames[-1], 2, N_CARDS) is None
    assert view(s, 1)["decision"]["cards"] == [] and choice_is_public(s, ("pass",))
