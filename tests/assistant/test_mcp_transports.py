"""``ludoteca mcp`` as an assistant starts it: the configuration of docs/mcp.md run as written
(standard input/output, a subprocess), ``--http`` (the streamable HTTP transport), and the
example session of docs/mcp.md, each through the SDK's own client."""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import anyio
import pytest

pytest.importorskip("mcp")

from mcp import ClientSession, StdioServerParameters  # noqa: E402
from mcp.client.stdio import stdio_client  # noqa: E402
from mcp.client.streamable_http import streamablehttp_client  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "mcp.md").read_text(encoding="utf-8")
TOOLS = {"list_games", "create_table", "get_state", "legal_actions", "play", "explain_rule",
         "read_card", "analyze"}


def in_thread(fn):
    with ThreadPoolExecutor(1) as pool:  # another test's event loop may run in this thread
        return pool.submit(anyio.run, fn).result()


def command(name: str) -> str:
    """The documented command, from this environment (the assistant is told its full path)."""
    here = Path(sys.executable).parent / name
    return str(here) if here.exists() else name


def test_the_documented_configuration_starts_the_server_over_stdio():
    (block,) = re.findall(r"^```json\n(.*?)^```$", DOC, re.S | re.M)
    conf = json.loads(block)["mcpServers"]["ludoteca"]
    assert conf == {"command": "ludoteca", "args": ["mcp"]}
    params = StdioServerParameters(command=command(conf["command"]), args=conf["args"],
                                   env=dict(os.environ))

    async def main():
        async with stdio_client(params) as (read, write):
            async with ClientSession(read, write) as session:
                init = await session.initialize()
                tools = {t.name for t in (await session.list_tools()).tools}
                answer = await session.call_tool("explain_rule", {
                    "rule_id": "dale.market.overpay", "lang": "es"})
                return init, tools, answer.structuredContent

    init, tools, answer = in_thread(main)
    assert init.serverInfo.name == "ludoteca" and tools == TOOLS
    assert answer["rules"][0]["id"] == "dale.market.overpay" and answer["rules"][0]["page"] == "5"


@pytest.mark.filterwarnings("ignore:Use `streamable_http_client` instead:DeprecationWarning")
def test_the_streamable_http_transport():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    proc = subprocess.Popen([command("ludoteca"), "mcp", "--http", "--port", str(port)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert proc.poll() is None, proc.stderr.read()
                assert time.monotonic() < deadline, "the server did not listen"
                time.sleep(0.1)

        async def main():
            async with streamablehttp_client(f"http://127.0.0.1:{port}/mcp") as (r, w, _):
                async with ClientSession(r, w) as session:
                    await session.initialize()
                    tools = {t.name for t in (await session.list_tools()).tools}
                    made = await session.call_tool("create_table", {"bots": ["random"]})
                    again = await session.call_tool("get_state", {
                        "table": made.structuredContent["table"]})
                    return tools, made.structuredContent, again.structuredContent

        tools, made, again = in_thread(main)
        assert tools == TOOLS
        assert again["table"] == made["table"] and again["version"] == made["version"]
        assert again["seats"] == ["you", "random"]
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        proc.stderr.close()


def test_the_example_session_of_the_docs_runs():
    import random

    from mcp.shared.memory import create_connected_server_and_client_session as connect

    from ludoteca.assistant.server import build_server

    (example,) = re.findall(r"^```python\n(.*?)^```$", DOC, re.S | re.M)
    body = "".join("    " + line + "\n" for line in example.splitlines())
    scope: dict = {}
    exec(compile("async def example(session):\n" + body + "    return locals()\n",
                 "docs/mcp.md", "exec"), scope)

    async def main():
        async with connect(build_server(seeds=random.Random(2))) as session:
            return await scope["example"](session)

    done = in_thread(main)
    assert done["state"].structuredContent["view"]["seat"] == 0
    assert done["legal"].structuredContent["actions"]
