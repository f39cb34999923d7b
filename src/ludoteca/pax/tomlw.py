"""A small TOML writer for the shapes a Pax scenario uses.

The standard library reads TOML (``tomllib``) but does not write it. Scenario files hold only
tables, arrays of tables (nested ones too, such as ``[[land.colony]]``), text, whole numbers,
booleans and arrays of text or numbers, so this writer handles exactly those and refuses
anything else with a ``TypeError``. ``tomllib.loads(dumps(d)) == d`` for every such ``d``.
An empty list is written as an empty array (``hand = []``), also where a non-empty one would
be an array of tables; the scenario reader accepts both.
"""

from __future__ import annotations

import re
from typing import Any

_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")


def _key(k: str) -> str:
    if not isinstance(k, str):
        raise TypeError(f"TOML keys must be text, got {k!r}")
    return k if _BARE_KEY.fullmatch(k) else _string(k)


def _string(s: str) -> str:
    out = ['"']
    for ch in s:
        code = ord(ch)
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ch == "\r":
            out.append("\\r")
        elif code < 0x20 or code == 0x7F:
            out.append(f"\\u{code:04X}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def _scalar(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        return _string(v)
    if isinstance(v, list):
        if any(isinstance(x, (list, dict)) for x in v):
            raise TypeError("nested arrays are not supported by this writer")
        return "[" + ", ".join(_scalar(x) for x in v) + "]"
    raise TypeError(f"cannot write {type(v).__name__} values to TOML: {v!r}")


def _is_table_array(v: Any) -> bool:
    return isinstance(v, list) and len(v) > 0 and all(isinstance(x, dict) for x in v)


def _emit(table: dict[str, Any], path: list[str], lines: list[str]) -> None:
    for k, v in table.items():
        if isinstance(v, dict) or _is_table_array(v):
            continue
        if isinstance(v, list) and v and any(isinstance(x, dict) for x in v):
            raise TypeError(f"array {k!r} mixes tables and values")
        lines.append(f"{_key(k)} = {_scalar(v)}")
    for k, v in table.items():
        if isinstance(v, dict):
            sub = path + [_key(k)]
            if lines:
                lines.append("")
            lines.append("[" + ".".join(sub) + "]")
            _emit(v, sub, lines)
    for k, v in table.items():
        if _is_table_array(v):
            sub = path + [_key(k)]
            for item in v:
                if lines:
                    lines.append("")
                lines.append("[[" + ".".join(sub) + "]]")
                _emit(item, sub, lines)


def dumps(data: dict[str, Any]) -> str:
    """TOML text for ``data`` (tables, arrays of tables, text, ints, booleans, flat arrays)."""
    if not isinstance(data, dict):
        raise TypeError("the top level of a TOML document is a table")
    lines: list[str] = []
    _emit(data, [], lines)
    return "\n".join(lines) + "\n"
