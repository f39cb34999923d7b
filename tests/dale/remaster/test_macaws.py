"""Macaws in the remaster edition (docs/rules/dale-remaster.md): the reworked Cookies; the
other five cards are the classic declarations (tests/dale/animalfolk/test_macaws.py)."""

from ludoteca.dale import editions


def test_cookies_reprint_keeps_the_other_cards():
    r = editions.ruleset("remaster")
    assert r.summary_ids["Cookies"] == "card.remaster.Cookies"
    assert r.summary_ids["Favourite Toy"] == "card.Favorite Toy"
    assert "Cookies" not in r.hooks["hand_size"]  # the classic's +1 hand size is gone
    assert r.techniques["Favourite Toy"] is editions.classic().techniques["Favorite Toy"]
