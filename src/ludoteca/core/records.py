"""Game records: a header and the actions in notation, one per line (docs/records.md).

This module knows the *text format* only, for any game: the magic first line, ``key: value``
header lines, the action lines and the closing ``hash:`` line. What a header key means, how
an action is applied and how a state is hashed belong to the game (:mod:`ludoteca.dale.records`).

A record looks like::

    ludoteca-record 1
    game: dale
    seed: 17
    actions: 2

    # turn 1, seat 1
    inventory junk, junk
    # turn 2, seat 2
    buy +0 with junk, junk
    hash: sha256:5f0c…

Lines whose first non-blank character is ``#`` are comments; so is everything after ``#`` on
an action line (card names and the notation never contain ``#``). Blank lines are ignored
after the header. Every problem is a :class:`RecordError` naming the 1-based line and the
reason; readers never raise anything else for bad input.
"""

from __future__ import annotations

import re
from typing import Any
from dataclasses import dataclass, field

from ludoteca.core.errors import LudotecaError
from ludoteca.core.i18n import Message

MAGIC = "ludoteca-record"
FORMAT_VERSION = 1
HASH_KEY = "hash"

_KEY = re.compile(r"^([a-z][a-z0-9_-]*):(?:\s(.*))?$")


class RecordError(LudotecaError):
    """A game record that cannot be read or replayed.

    Attributes:
        line: the 1-based line where the problem is (for a truncated record: the line after
            the last one).
        reason: one sentence saying what is wrong, in English (``msg``: the same as a
            message, said in the reader's language by :meth:`reason_text`).
        kind: ``"not_a_record"``, ``"malformed"``, ``"truncated"``, ``"illegal"``,
            ``"hash"`` or ``"header"``.
    """

    def __init__(self, line: int, reason: Any, kind: str = "malformed") -> None:
        self.line = line
        self.reason = str(reason)
        self.kind = kind
        if hasattr(reason, "key") and hasattr(reason, "render"):  # a Message
            self.msg = reason
        super().__init__(f"line {line}: {reason}")

    def reason_text(self, lang: str | None = None) -> str:
        """The reason in ``lang`` (None: the current language), without the line."""
        return self.msg.render(lang) if self.msg is not None else self.reason


@dataclass
class Record:
    """A parsed (or to-be-written) game record.

    Attributes:
        header: ``key → value`` in file order (values are text; the game reads them).
        actions: the action texts, in order, without comments.
        hash: the final state hash (``sha256:…``), or None for a record still being built.
        header_lines / action_lines / hash_line / end_line: 1-based line numbers, filled by
            :func:`parse_record` for error messages (``end_line`` = number of lines).
        comments: optional comment per action index, written after the action by
            :func:`format_record`; ``turn_marks``: comment lines written *before* the action
            with that index.
    """

    header: dict[str, str] = field(default_factory=dict)
    actions: list[str] = field(default_factory=list)
    hash: str | None = None
    header_lines: dict[str, int] = field(default_factory=dict)
    action_lines: list[int] = field(default_factory=list)
    hash_line: int | None = None
    end_line: int = 0
    comments: dict[int, str] = field(default_factory=dict)
    turn_marks: dict[int, str] = field(default_factory=dict)

    def line_of(self, key: str) -> int:
        """The line of header ``key`` (or of the first line when the key is missing)."""
        return self.header_lines.get(key, 1)

    def require(self, key: str) -> str:
        """The value of header ``key``.

        Raises:
            RecordError: when the header has no such key.
        """
        if key not in self.header:
            last = max(self.header_lines.values(), default=1)
            raise RecordError(last + 1, Message("record.no_header_key", key=key), "header")
        return self.header[key]


def format_record(record: Record) -> str:
    """The text of a record; ends with a newline. ``record.hash`` must be set."""
    if record.hash is None:
        raise ValueError("a record needs its final state hash before it is written")
    out = [f"{MAGIC} {FORMAT_VERSION}"]
    for key, value in record.header.items():
        _check_header(key, value)
        out.append(f"{key}: {value}".rstrip())
    out.append("")
    for i, text in enumerate(record.actions):
        if "#" in text or "\n" in text or not text.strip():
            raise ValueError(f"action {i + 1} cannot be written on one line: {text!r}")
        if i in record.turn_marks:
            out.append(f"# {record.turn_marks[i]}")
        comment = record.comments.get(i)
        out.append(f"{text}  # {comment}" if comment else text)
    out.append(f"{HASH_KEY}: {record.hash}")
    return "\n".join(out) + "\n"


def _check_header(key: str, value: str) -> None:
    if not _KEY.match(f"{key}:") or key == HASH_KEY:
        raise ValueError(f"bad header key {key!r}")
    if "\n" in value or "#" in value:
        raise ValueError(f"header {key!r}: the value must be one line without '#'")


def read_record(path: str) -> Record:
    """Read and parse the record file at ``path``.

    Raises:
        RecordError: for a file that is not a readable record (line 1 when it cannot be read).
    """
    from ludoteca.core.files import FileProblem, read_text_file

    try:
        text = read_text_file(path)
    except FileProblem as err:
        if err.line is not None:  # not UTF-8
            raise RecordError(err.line, Message("record.not_utf8"), "not_a_record") from None
        raise RecordError(1, err.msg if err.msg is not None else str(err),
                          "not_a_record") from None
    return parse_record(text)


def parse_record(text: str) -> Record:
    """Parse the text of a record (the format only; the game checks the meaning).

    Raises:
        RecordError: with the line and the reason, for text that is not a record
            (``not_a_record``), a malformed line (``malformed``), or a record that stops before
            its ``hash:`` line (``truncated``).
    """
    if "\x00" in text:
        raise RecordError(1, Message("record.binary"), "not_a_record")
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()  # the newline that ends the last line
    first = lines[0].lstrip("\ufeff").strip() if lines else ""
    magic = re.fullmatch(rf"{MAGIC}\s+(\d+)", first)
    if not magic:
        raise RecordError(1, Message("record.first_line", magic=f"{MAGIC} {FORMAT_VERSION}"),
                          "not_a_record")
    if int(magic[1]) != FORMAT_VERSION:
        raise RecordError(1, Message("record.format", format=magic[1], ours=FORMAT_VERSION),
                          "not_a_record")
    rec = Record(end_line=len(lines))
    i = 1
    # Header: key: value lines up to the first blank line.
    while i < len(lines):
        raw = lines[i]
        n = i + 1
        i += 1
        stripped = raw.strip()
        if not stripped:
            break
        if stripped.startswith("#"):
            continue
        mt = _KEY.match(stripped)
        if not mt:
            raise RecordError(n, Message("record.header_line", got=_show(stripped)))
        key, value = mt[1], (mt[2] or "").strip()
        if key == HASH_KEY:
            raise RecordError(n, Message("record.hash_in_header"), "malformed")
        if key in rec.header:
            raise RecordError(n, Message("record.header_twice", key=key,
                                             first=rec.header_lines[key]))
        rec.header[key] = value
        rec.header_lines[key] = n
    else:
        raise RecordError(len(lines) + 1, Message("record.truncated_header"), "truncated")
    if not rec.header:
        raise RecordError(2, Message("record.no_header"))
    # Actions, then the hash line, then nothing.
    while i < len(lines):
        raw = lines[i]
        n = i + 1
        i += 1
        body = raw.split("#", 1)[0].strip()
        if not body:
            continue
        if rec.hash is not None:
            raise RecordError(n, Message("record.after_hash", hash_line=rec.hash_line,
                                             text=_show(body)))
        if body.lower().startswith(f"{HASH_KEY}:"):
            value = body[len(HASH_KEY) + 1:].strip()
            if not re.fullmatch(r"sha256:[0-9a-f]{64}", value):
                raise RecordError(n, Message("record.bad_hash", got=_show(value)))
            rec.hash, rec.hash_line = value, n
            continue
        rec.actions.append(body)
        rec.action_lines.append(n)
    if rec.hash is None:
        raise RecordError(len(lines) + 1, Message("record.truncated", count=len(rec.actions)),
                          "truncated")
    announced = rec.header.get("actions", "")
    if announced.isdigit() and int(announced) != len(rec.actions):
        counts = {"line": rec.header_lines["actions"], "announced": announced,
                  "count": len(rec.actions)}
        if int(announced) > len(rec.actions):
            raise RecordError(rec.hash_line or len(lines), Message("record.fewer", **counts),
                              "truncated")
        raise RecordError(rec.action_lines[int(announced)], Message("record.one_too_many",
                                                                    **counts))
    return rec


def _show(text: str, limit: int = 60) -> str:
    return repr(text if len(text) <= limit else text[:limit] + "…")
