"""Dale's ``explain_move`` (the coach's one clause on what a move does, from the view only)."""

from __future__ import annotations

from ludoteca.core.game import get_game

VIEW = {"seat": 0, "market": [{"slot": 0, "card": "Empty Chest", "value": 2, "price": 2},
                              {"slot": 2, "card": "Cookies", "value": 2, "price": 4}],
        "market_discard": ["Spyglass", "Accordion"],
        "seats": [{"seat": 0, "stall": [[3], [4, 5]]}, {"seat": 1, "stall": []}]}


def said(action, lang="en"):
    msg = get_game("dale").explain_move(VIEW, action)
    return None if msg is None else msg.render(lang)


def test_each_kind_of_move_in_one_clause():
    assert said(("buy", 2, ("junk", "junk", "junk", "junk"))) == (
        "buys Cookies (value 2) from the market")
    assert said(("buy", -1, ("junk",))) == (
        "buys Accordion from the top of the market discard pile")
    assert said(("play", "Spyglass")) == "plays the technique Spyglass"
    assert said(("build", ("Stashing Vendor", "junk", "junk"))) == (
        "builds stack 3 of your stall with 3 cards")  # two stacks built already
    assert said(("inventory", ())) == "takes inventory and draws a new hand"
    assert said(("inventory", ("junk", "junk"))) == "takes inventory, discarding junk, junk"
    assert said(("use", "Bold Haggler")) == "uses the ability of Bold Haggler"
    assert said(("target", 1)) is None
    assert said(("buy", 4, ("junk",))) is None  # no such slot in the view


def test_the_clause_speaks_the_readers_language():
    assert said(("buy", 2, ("junk",)), "ca") == "compra Cookies (valor 2) del mercat"
    assert said(("play", "Spyglass"), "fr") == "joue la technique Spyglass"


def test_a_stack_of_one_card_is_said_in_the_singular():
    assert said(("build", ("Stashing Vendor",))) == "builds stack 3 of your stall with 1 card"
    assert said(("build", ("Stashing Vendor",)), "ca") == (
        "construeix la pila 3 de la teva parada amb 1 carta")
    assert said(("build", ("Stashing Vendor", "junk")), "fr") == (
        "construit la pile 3 de ton étal avec 2 cartes")
