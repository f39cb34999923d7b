"""The Pax procedures that ask questions (``ludoteca.pax.session``) driven without any
terminal, as a web page would: each answer given to the state machine directly."""

from __future__ import annotations

from ludoteca.core.i18n import set_language
from ludoteca.pax.scenario import load_text
from ludoteca.pax.scenarios import sample_text
from ludoteca.pax.session import Auction, GoodsYear, Screen


def _sample(phase: str):
    text = sample_text()
    if phase != "goods":
        text = text.replace('phase = "goods"', f'phase = "{phase}"', 1)
        text = text.replace('step = "player_order"', 'step = "done"', 1)
    return load_text(text)


def test_an_auction_collects_sealed_bids_one_by_one_rule_pax_auction():
    """pax.auction.*: in the sample Alice ($5) and Bruno ($3) bid, Chiara ($0) cannot; each
    bidder gets the device (a fresh screen, a pause), then bids unseen; a bid above one's
    money is asked again and changes nothing; Alice's 2 beats Bruno's 1 and she pays $2."""
    set_language("en")
    s = _sample("auction")
    a = Auction(s, "alice")
    out = a.start()
    assert "Bidders: Alice, Bruno (Chiara with $0 does not bid)" in [str(x) for x in out]
    assert isinstance(out[-1], Screen)
    assert (a.ask.key, a.ask.player, a.ask.pause, a.ask.secret) == ("pax.pass_to", "Alice",
                                                                   True, True)
    assert a.answer("") == []
    assert (a.ask.key, a.ask.values["money"], a.ask.secret) == ("pax.bid_prompt", 5, True)
    again = a.answer("9")                       # more than Alice's $5: asked again
    assert [m.key for m in again] == ["pax.bid_again"] and a.ask.key == "pax.bid_prompt"
    assert s.player("Alice").money == 5 and a.actions == []
    out = a.answer("2")
    assert isinstance(out[-1], Screen) and "Alice's bid is sealed." in [str(x) for x in
                                                                         out[-1].shown]
    assert (a.ask.key, a.ask.player) == ("pax.pass_to", "Bruno")
    a.answer("")
    assert a.ask.values["money"] == 3
    out = a.answer("1")
    assert a.ask is None and a.done
    assert "Bids: Alice $2, Bruno $1." in [str(x) for x in out]
    assert a.actions == ["auction Alice bids Alice=2, Bruno=1"]
    assert s.player("Alice").money == 3 and a.before.player("Alice").money == 5


def test_the_goods_year_asks_the_order_first_and_refuses_a_wrong_one_rule_pax_goods_steps():
    """pax.goods.steps: the Goods Year begins with the player order; a list that is not the
    players is asked again; Enter keeps the order."""
    set_language("en")
    s = _sample("goods")
    g = GoodsYear(s)
    out = g.start()
    assert [getattr(m, "key", None) for m in out] == ["pax.year", "pax.step"]
    assert g.ask.key == "pax.order_prompt" and g.ask.values == {"order": "Alice, Bruno, Chiara"}
    again = g.answer("Alice, Nobody")
    assert [m.key for m in again] == ["pax.order_again"] and s.step == "player_order"
    g.answer("")
    assert g.actions[0] == "step player_order: Alice, Bruno, Chiara"
    assert s.step != "player_order"
