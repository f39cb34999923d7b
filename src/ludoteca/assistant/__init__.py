"""``ludoteca mcp``: Ludoteca's tables, rules, cards and coach for AI assistants, over the
Model Context Protocol (the official ``mcp`` SDK, the optional extra ``ludoteca[mcp]``;
docs/mcp.md). The server is :mod:`ludoteca.assistant.server`; this package's import loads
only its texts, so Ludoteca works without the extra."""

from ludoteca.assistant import messages as _messages  # noqa: F401 (registers the texts)
