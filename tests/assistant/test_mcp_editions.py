"""The MCP server's setup tools take the edition (issue 30, item 1): ``create_table`` of the
remaster (on the stand-in ruleset of :mod:`testkit.editions`), an unknown edition refused
naming the known ones, ``list_games`` naming both editions, ``read_card`` of a reworked card."""

from __future__ import annotations

import pytest

pytest.importorskip("mcp")

from test_mcp import call, run  # noqa: E402

from ludoteca.dale import editions  # noqa: E402

from testkit.editions import remaster_stand_in  # noqa: E402


def test_a_remaster_table_and_the_refusals(monkeypatch):
    rules = remaster_stand_in(monkeypatch)

    async def script(client, _server):
        games = (await call(client, "list_games")).structuredContent
        table = (await call(client, "create_table", bots=["greedy"],
                            edition="remaster")).structuredContent
        unknown = await call(client, "create_table", bots=["greedy"], edition="deluxe")
        four = await call(client, "create_table", bots=["greedy"] * 3, edition="remaster")
        return games, table, unknown, four

    games, table, unknown, four = run(script)
    dale = next(g for g in games["games"] if g["name"] == "dale")
    assert dale["editions"] == list(editions.EDITIONS)
    assert table["view"]["edition"] == "remaster"
    assert all(k in rules.decks for k in table["view"]["animalfolk"])
    assert unknown.isError and "bad argument 'edition'" in unknown.content[0].text
    assert "classic, remaster" in unknown.content[0].text
    assert not four.isError  # four players: the remaster allows them


def test_read_card_reads_a_reworked_card_in_its_edition():
    reworked = [n for n, key in editions.remaster().summary_ids.items()
                if key.startswith("card.remaster.")]
    if not reworked:
        pytest.skip("no reworked remaster card yet")
    name = reworked[0]

    async def script(client, _server):
        classic = (await call(client, "read_card", name=name)).structuredContent
        remaster = (await call(client, "read_card", name=name,
                               edition="remaster")).structuredContent
        return classic, remaster

    classic, remaster = run(script)
    assert remaster["name"] == name
    assert remaster["text"] == editions.remaster().summaries[name]
    if name in editions.classic().summaries:
        assert classic["text"] == editions.classic().summaries[name]
