"""The story of an action (ludoteca.dale.story, issue 28 item 1): what it bought, built,
discarded, drew, moved — each line for the seats that may read it, in every language.

The first tests work one action out by hand on a position whose cards are known; the last
ones play random games over every deck and hold the privacy rule on every line: a card is
named to a seat only when that seat sees it (face up, or in its own hand) before or after.
"""

from __future__ import annotations

import random
import re

import pytest

from ludoteca.core.game import get_game
from ludoteca.dale import notation, story
from ludoteca.dale.steps import choice_is_public
from ludoteca.dale.editions import classic as _classic
ANIMALFOLK_NAMES = _classic().names
from ludoteca.dale.positions import parse_position
from ludoteca.dale.views import view
from testkit.cli import SPY

LANGS = ("en", "ca", "es", "it", "fr")


def said(lines, seat, lang="en"):
    return [story.render(x, lang, lambda q: f"Seat {q + 1}", seat)
            for x in story.visible(lines, seat)]


def test_a_purchase_tells_the_card_slot_price_payment_and_the_draw_to_its_seat_only():
    # SPY: seat 1 holds Spyglass, Dirty Exchange, Bold Haggler, junk, junk; its deck's top
    # cards are Flashy Show, junk; Cookies (value 2) is in the +0 slot: price 2. Bought with
    # two junk, the hand keeps 3 cards and Cookies; Cookies makes the hand size 6: the
    # clean-up draws 2 cards, Flashy Show and junk.
    s = parse_position(SPY)
    before = s.clone()
    action = ("buy", 0, ("junk", "junk"))
    s.apply(action)
    lines = story.report(before, action, s, 0)
    new = [c for c in s.market if c >= 0 and c not in before.market]
    refill = [f"New in the market: {s.cfg.types[c].name}" for c in new]
    assert said(lines, 0) == ["Seat 1 bought Cookies from slot +0 for 2, paying junk, junk",
                              "You drew Flashy Show, junk", *refill]
    assert said(lines, 1) == ["Seat 1 bought Cookies from slot +0 for 2, paying junk, junk",
                              "Seat 1 drew 2 cards", *refill]
    assert said(lines, -1) == said(lines, 1)  # a spectator reads what every seat reads
    assert all(x.turn == 1 and x.mover == 0 for x in lines)  # all of it under turn 1


def test_a_purchase_whose_draw_reshuffles_counts_only_the_cards_drawn():
    # SPY with a one-card deck (Flashy Show) and a discard pile of one junk: Cookies bought with
    # two junk leaves Spyglass, Dirty Exchange, Bold Haggler and Cookies in the hand (hand
    # size 6 with Cookies), so the clean-up draws 2: Flashy Show, then the discard pile (junk,
    # junk, junk: the paying cards joined it) is shuffled into a new deck and 1 junk is drawn.
    # The bought card came from the market (told in the headline): it is not counted as drawn.
    s = parse_position(SPY.replace('deck = ["Flashy Show", "junk", "Sabotage", "junk"]',
                                   'deck = ["Flashy Show"]'))
    before = s.clone()
    action = ("buy", 0, ("junk", "junk"))
    s.apply(action)
    lines = story.report(before, action, s, 0)
    mine, theirs = said(lines, 0), said(lines, 1)
    assert "You drew Flashy Show, junk" in mine
    assert "Seat 1 drew 2 cards" in theirs
    assert not any("Cookies" in x for x in mine[1:] if "drew" in x)


def test_a_secret_choice_is_the_question_to_the_others_and_the_answer_to_its_seat():
    s = parse_position(SPY)
    s.apply(("play", "Spyglass"))
    before = s.clone()
    s.apply(("keep", "Sabotage"))  # Spyglass showed Flashy Show, junk, Sabotage to seat 1
    lines = story.report(before, ("keep", "Sabotage"), s, 0)
    assert said(lines, 0)[0] == "Seat 1: keep Sabotage"
    assert said(lines, 1)[0] == ("Seat 1 chose in secret (Spyglass: choose the card to keep "
                                 "in your hand)")
    assert not any("Sabotage" in x for x in said(lines, 1))


def test_the_story_speaks_each_language():
    s = parse_position(SPY)
    before = s.clone()
    action = ("buy", 0, ("junk", "junk"))
    s.apply(action)
    lines = story.report(before, action, s, 0)
    assert said(lines, 0, "ca")[:2] == [
        "Seat 1 compra Cookies de l'espai +0 per 2, pagant amb ferralla, ferralla",
        "Robes Flashy Show, ferralla"]
    assert said(lines, 1, "fr")[:2] == [
        "Seat 1 achète Cookies à l'emplacement +0 pour 2, en payant avec Déchet, Déchet",
        "Seat 1 pioche 2 cartes"]
    assert story.localize("buy +0 with junk, Reflection as Spyglass", "es") == \
        "comprar +0 con chatarra, Reflection como Spyglass"


def test_a_reshuffle_into_cards_set_aside_tells_counts_only():
    """Spyglass with one card left in the deck: the discard pile (Swift Broker, Nuisance,
    junk, junk) is shuffled into a new deck and the top 3 are set aside for the mover. The other seat reads the shuffle and "3 cards" set aside, never which cards of the
    pile went where (before, the story read the cards set aside as coming face up from the
    discard pile, by name: a leak of the new deck's order)."""
    s = parse_position(SPY.replace('deck = ["Flashy Show", "junk", "Sabotage", "junk"]\n'
                                   'discard = ["junk"]',
                                   'deck = ["Flashy Show"]\n'
                                   'discard = ["Swift Broker", "Nuisance", "junk", "junk"]'))
    before = s.clone()
    action = ("play", "Spyglass")
    s.apply(action)
    assert not s.discards[0] and len(s.aside) == 3  # the pile was shuffled, 3 set aside
    lines = story.report(before, action, s, 0)
    theirs = said(lines, 1)
    assert theirs == ["Seat 1 played Spyglass",
                      "Seat 1 shuffled their discard pile into a new deck",
                      "3 cards: from the deck of Seat 1 to the cards set aside"]
    assert said(lines, -1) == theirs
    mine = said(lines, 0)
    assert mine[:3] == ["Seat 1 played Spyglass",
                        "Seat 1 shuffled their discard pile into a new deck",
                        "3 cards: from your deck to the cards set aside"]
    assert mine[3].startswith("You see: ")  # the mover alone sees the three


def _seen_by(v: dict) -> set[str]:
    """Every card name ``v`` (a seat's view) shows face up or in the seat's own hand."""
    names = {c["name"] for c in v.get("hand", [])}
    names.update(m["card"] for m in v.get("market", []) if m.get("card"))
    names.update(v.get("market_discard") or [])
    names.update(v.get("in_play") or [])
    names.update(v.get("stored") or [])
    names.update((v.get("decision") or {}).get("cards") or [])
    for q in v.get("seats", []):
        names.update(q.get("discard") or [])
        for stack in q.get("stall") or []:
            names.update(stack)
    for k in v.get("known") or []:
        names.update(k.get("hand") or [])
        names.update(d["card"] for d in k.get("deck") or [])
    return names


DECKS = sorted(ANIMALFOLK_NAMES)


@pytest.mark.parametrize("first", range(0, len(DECKS), 3))
def test_no_line_names_a_card_its_reader_cannot_see(first):
    """Random games, three decks at a time over every deck: each line a seat may read names
    only cards that seat sees before or after the action, and renders in every language
    with no placeholder left."""
    from ludoteca.dale.editions import classic
    TYPES = classic().types

    game = get_game("dale")
    decks = [DECKS[(first + k) % len(DECKS)] for k in range(3)]
    names = {n for n in TYPES if n != "junk"}
    pattern = re.compile("|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)))
    for seed in range(2):
        state = game.new_state(2, seed, {"animalfolk": decks})
        rng = random.Random(seed)
        for _ in range(160):
            if game.is_terminal(state):
                break
            before = game.clone(state)
            mover = game.current_player(state)
            action = rng.choice(game.legal_actions(state))
            game.apply(state, action)
            lines = story.report(before, action, state, mover)
            # a public action's own cards are seen by all as they are played, paid or
            # discarded face up (a reshuffle at clean-up may hide them again right after)
            told = set(pattern.findall(notation.to_text(action))) \
                if choice_is_public(before, action) else set()
            for seat in (0, 1, -1):
                seen = set() if seat < 0 else _seen_by(view(before, seat)) | _seen_by(
                    view(state, seat))
                if seat < 0:
                    common = _seen_by(view(before, 0)) & _seen_by(view(before, 1))
                    seen = common | (_seen_by(view(state, 0)) & _seen_by(view(state, 1)))
                for line in story.visible(lines, seat):
                    for lang in LANGS:
                        text = story.render(line, lang, lambda q: f"Seat {q + 1}", seat)
                        assert "{" not in text, (lang, text)
                    english = story.render(line, "en", lambda q: f"Seat {q + 1}", seat)
                    if line.msg in ("story.hidden", "story.effect", "story.die"):
                        continue  # the question asked, or an effect named by its card
                    if line.msg in ("story.chose", "story.played", "story.used"):
                        if seat == mover:
                            continue  # one's own choice
                    for name in pattern.findall(english):
                        assert name in seen | told, (seat, english, decks, seed)
