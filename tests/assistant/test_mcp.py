"""``ludoteca mcp`` (issue 29, part 3): the server runs in process and is driven by the SDK's
own client (``mcp.shared.memory``), as an assistant would drive it."""

from __future__ import annotations

import json
import random
from concurrent.futures import ThreadPoolExecutor

import anyio
import pytest

pytest.importorskip("mcp")

from mcp.shared.memory import create_connected_server_and_client_session as connect  # noqa: E402

from ludoteca.assistant.server import build_server  # noqa: E402
from ludoteca.core.records import parse_record  # noqa: E402


def run(script, seed: int = 5, iterations: int = 12):
    """Run ``await script(client, server)`` against a fresh server; return its result."""
    server = build_server(iterations=iterations, seeds=random.Random(seed))

    async def main():
        async with connect(server) as client:
            return await script(client, server)

    # In a thread of its own: another test's event loop (Playwright's) may run in this one.
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(anyio.run, main).result()


async def call(client, tool, **args):
    return await client.call_tool(tool, args)


def test_tools_have_typed_schemas_and_read_only_annotations():
    async def script(client, _server):
        return (await client.list_tools()).tools

    tools = {tool.name: tool for tool in run(script)}
    assert set(tools) == {"list_games", "create_table", "get_state", "legal_actions", "play",
                          "explain_rule", "read_card", "analyze"}
    read_only = {n for n, tool in tools.items() if tool.annotations.readOnlyHint}
    assert read_only == {"list_games", "get_state", "legal_actions", "explain_rule",
                         "read_card", "analyze"}
    for tool in tools.values():
        assert tool.inputSchema["type"] == "object" and tool.outputSchema["type"] == "object"
    play = tools["play"].inputSchema
    assert set(play["required"]) == {"table", "action", "version"}
    assert play["properties"]["version"]["type"] == "integer"
    assert "refusal" in tools["play"].outputSchema["properties"]


def test_list_games_names_dale_and_the_companion():
    async def script(client, _server):
        return (await call(client, "list_games")).structuredContent

    out = {g["name"]: g for g in run(script)["games"]}
    assert out["dale"]["playable"] is True and out["dale"]["min_players"] == 2
    assert out["dale"]["max_players"] == 4 and "classic" in out["dale"]["editions"]
    assert "macaws" in out["dale"]["decks"]
    assert out["pax"]["playable"] is False


def test_a_whole_game_against_a_bot_by_tool_calls():
    """The assistant plays the first legal action each time until the game ends; the state it
    reads never holds the other seat's hand, nor the seed."""
    async def script(client, server):
        state = (await call(client, "create_table", bots=["greedy"], seat=2)).structuredContent
        table = state["table"]
        plays = 0
        while not state["over"]:
            assert state["your_turn"]
            legal = (await call(client, "legal_actions", table=table)).structuredContent
            assert legal["version"] == state["version"] and legal["actions"]
            done = (await call(client, "play", table=table, action=legal["actions"][0],
                               version=legal["version"])).structuredContent
            assert done["accepted"] and done["action"] == legal["actions"][0]
            plays += 1
            state = (await call(client, "get_state", table=table)).structuredContent
            assert state["version"] == done["version"]
            assert plays < 2000
        record = await client.read_resource(f"ludoteca://records/{table}")
        tab = server._ludoteca_tables.tables[table]
        analysis = (await call(client, "analyze", table=table, iterations=2)).structuredContent
        return state, plays, record.contents[0].text, tab.session.seed, analysis

    state, plays, record, seed, analysis = run(script)
    assert analysis["kind"] == "game" and {m["seat"] for m in analysis["moves"]} == {2}
    assert [s["seat"] for s in analysis["summary"]] == [2]
    assert state["over"] and len(state["winners"]) == 1 and plays > 10
    assert state["seats"] == ["greedy", "you"] and state["seat"] == 2
    view = state["view"]
    other = next(s for s in view["seats"] if s["seat"] == 0)
    assert isinstance(other["hand"], int)  # a count, never the cards
    assert "seed" not in json.dumps(state)
    assert "seed:" not in record and f"{seed}" not in record.split("\n\n")[0]
    rec = parse_record(record.replace("game: dale", f"game: dale\nseed: {seed}"))
    assert len(rec.actions) >= plays


def test_a_refused_move_names_the_rule_and_changes_nothing():
    async def script(client, _server):
        state = (await call(client, "create_table", bots=["greedy"])).structuredContent
        view = state["view"]
        slot = max(view["market"], key=lambda m: m["price"])  # the dearest market card
        refused = (await call(client, "play", table=state["table"],
                              action=f"buy +{slot['slot']} with junk",
                              version=state["version"])).structuredContent
        after = (await call(client, "get_state", table=state["table"])).structuredContent
        return state, slot, refused, after

    state, slot, refused, after = run(script)
    assert "junk" in [c["name"] for c in state["view"]["hand"]] and slot["price"] > 1
    assert refused["accepted"] is False and refused["version"] == state["version"]
    assert refused["refusal"]["rule"] == "dale.market.payment"
    assert refused["refusal"]["page"] == "5"
    # one junk card pays 1, short of the slot's price
    assert refused["refusal"]["explanation"] == (
        f"You paid 1 for a price of {slot['price']}: the payment must reach the price.")
    assert after["version"] == state["version"] and after["view"] == state["view"]


def test_a_stale_version_and_bad_arguments_are_tool_errors_naming_the_argument():
    async def script(client, _server):
        state = (await call(client, "create_table", bots=["greedy"])).structuredContent
        table = state["table"]
        legal = (await call(client, "legal_actions", table=table)).structuredContent
        stale = await call(client, "play", table=table, action=legal["actions"][0],
                           version=legal["version"] + 3)
        not_int = await call(client, "play", table=table, action=legal["actions"][0],
                             version="three")
        nonsense = await call(client, "play", table=table, action="fly away",
                              version=legal["version"])
        unknown = await call(client, "get_state", table="not-a-table")
        lang = await call(client, "read_card", name="Cookies", lang="xx")
        seat = await call(client, "create_table", bots=["greedy"], seat=3)
        bot = await call(client, "create_table", bots=["grumpy"])
        after = (await call(client, "get_state", table=table)).structuredContent
        return stale, not_int, nonsense, unknown, lang, seat, bot, after, legal["version"]

    stale, not_int, nonsense, unknown, lang, seat, bot, after, version = run(script)
    for result in (stale, not_int, nonsense, unknown, lang, seat, bot):
        assert result.isError
    text = lambda r: r.content[0].text  # noqa: E731
    assert (f"bad argument 'version': the table is at version {version}, not {version + 3}"
            in text(stale))
    assert "version" in text(not_int) and "integer" in text(not_int)
    assert "bad argument 'action'" in text(nonsense)
    assert "bad argument 'table'" in text(unknown)
    assert "bad argument 'lang'" in text(lang)
    assert "bad argument 'seat': seat 3 is not a seat of this table (seats 1 to 2)" in text(seat)
    assert "bad argument 'bots'" in text(bot) and "grumpy" in text(bot)
    assert after["version"] == version  # nothing changed


def test_analyze_takes_a_table_or_a_record_and_says_so():
    """Neither or both of ``table`` and ``record``: a tool error that names the choice (in
    the language asked)."""
    async def script(client, _server):
        table = (await call(client, "create_table", bots=["greedy"])).structuredContent["table"]
        neither = await call(client, "analyze")
        both = await call(client, "analyze", table=table, record="game: dale", lang="ca")
        return neither, both

    neither, both = run(script)
    assert neither.isError and both.isError
    assert "give a table id or a record, not both and not neither" in neither.content[0].text
    assert "dona un identificador de taula o un registre" in both.content[0].text


def test_a_rules_question_in_catalan_is_answered_with_its_citation():
    async def script(client, _server):
        asked = await call(client, "explain_rule", game="dale",
                           question="Puc pagar més del que val la carta?", lang="ca")
        one = await call(client, "explain_rule", rule_id="dale.market.overpay", lang="ca")
        resource = await client.read_resource("ludoteca://ca/rules/dale.market.overpay")
        return asked.structuredContent, one.structuredContent, resource.contents[0].text

    asked, one, resource = run(script)
    assert asked["lang"] == "ca"
    assert "dale.market.overpay" in [r["id"] for r in asked["rules"]]
    (rule,) = one["rules"]
    assert rule == {"id": "dale.market.overpay", "page": "5",
                    "title": "No pagar de més sense motiu", "text": rule["text"]}
    assert rule["text"].startswith("Pots pagar més del preu només si")
    assert resource.startswith("dale.market.overpay (p. 5) — No pagar de més sense motiu") \
        or resource.startswith("dale.market.overpay (pàg. 5) — No pagar de més sense motiu")


def test_a_card_is_read_in_a_language_and_as_a_resource():
    async def script(client, _server):
        card = (await call(client, "read_card", name="cookies", lang="fr")).structuredContent
        res = await client.read_resource("ludoteca://en/cards/Cookies")
        return card, res.contents[0].text

    card, res = run(script)
    assert card == {"name": "Cookies", "lang": "fr",
                    "text": "Tant qu'elle est dans ta main, ta taille de main augmente de 1."}
    assert res == "Cookies: While in your hand, your hand size is 1 larger.\n" or \
        res.startswith("Cookies: ")


def test_an_analysis_of_the_position_and_of_a_finished_record(tmp_path):
    from ludoteca.core.session import Session
    from ludoteca.bots import make_bot

    session = Session.new("dale", ["greedy", "greedy"], 3, make_bot=make_bot)
    session.run_bots()
    assert session.over
    record = session.record_text()

    async def script(client, _server):
        state = (await call(client, "create_table", bots=["greedy"])).structuredContent
        hints = (await call(client, "analyze", table=state["table"], iterations=12))
        game = (await call(client, "analyze", record=record, seat=1, iterations=4))
        off = (await call(client, "create_table", bots=["greedy"],
                          hints_allowed=False)).structuredContent
        refused = await call(client, "analyze", table=off["table"])
        return state, hints.structuredContent, game.structuredContent, refused

    state, hints, game, refused = run(script)
    assert hints["kind"] == "position" and 1 <= len(hints["hints"]) <= 3
    legal_first = hints["hints"][0]
    assert 0 <= legal_first["probability"] <= 1 and legal_first["why"]
    probs = [h["probability"] for h in hints["hints"]]
    assert probs == sorted(probs, reverse=True)
    assert game["kind"] == "game" and game["moves"]
    assert {m["seat"] for m in game["moves"]} == {1}
    (summary,) = game["summary"]
    assert summary["seat"] == 1 and summary["decisions"] == len(game["moves"])
    for m in game["moves"]:
        assert m["loss"] == pytest.approx(max(0.0, m["before"] - m["after"]) * 100, abs=0.06)
    assert refused.isError and "hints are not allowed at this table" in refused.content[0].text
