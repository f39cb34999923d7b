"""Reading and writing scenario files: :mod:`ludoteca.core.files`, said in the companion's words.

* :func:`read_text` refuses what is not a regular file (a directory, a FIFO, ``/dev/zero``,
  ``/dev/urandom``) before reading it, so it can neither hang nor exhaust memory, and refuses
  files larger than :data:`MAX_BYTES`.
* :func:`check_output` tells, before anything is decided at the table (before sealed bids are
  revealed), whether a path can be written: its directory exists, it is not a directory, a
  FIFO or a device, and we may write there. A symlink is judged by the file it points to.
* :func:`write_text` writes atomically (:func:`ludoteca.core.files.write_text_atomic`): a
  temporary file in the target's directory, flushed to disk, with the permissions of the file it
  replaces, renamed over it; while this happens the old file is also kept as a backup
  (``.NAME.bak`` next to it) that is removed once the new file is in place. Writing to a symlink
  writes through it (the link stays a link). Error messages name the path the user gave, never
  a temporary file.

Errors are :class:`~ludoteca.core.errors.BadInput` with a message of the companion
(``pax.err.*``), so the command prints one line in the reader's language and exits 2.
"""

from __future__ import annotations

import os
from pathlib import Path

from ludoteca.core.files import FileProblem, check_writable, read_text_file, write_text_atomic
from ludoteca.pax.text import bad

MAX_BYTES = 1_000_000
"""The largest scenario file read (bytes). The sample is about 4 kB; a game log adds about
80 bytes per step and the undo copy one scenario more."""

#: The companion's message for each kind of :class:`FileProblem`.
_MESSAGES = {
    "missing": "pax.err.missing", "unreadable": "pax.err.unreadable",
    "not_utf8": "pax.err.unreadable", "not_regular": "pax.err.not_regular",
    "too_big": "pax.err.too_big", "out_dir": "pax.err.out_dir",
    "out_is_dir": "pax.err.out_is_dir", "out_not_regular": "pax.err.out_not_regular",
    "out_denied": "pax.err.out_denied", "write_failed": "pax.err.write_failed",
}


def _said(err: FileProblem, path: str | os.PathLike):
    values = dict(err.values)
    values["path"] = os.fspath(path)
    return bad(_MESSAGES.get(err.kind, "pax.err.unreadable"), **values)


def read_text(path: str | Path, limit: int = MAX_BYTES) -> str:
    """The UTF-8 text of a regular file of at most ``limit`` bytes.

    Raises:
        BadInput: missing, not a regular file, too large, unreadable or not UTF-8.
    """
    try:
        return read_text_file(path, max_bytes=limit)
    except FileProblem as err:
        raise _said(err, path) from None


def check_output(path: str | Path) -> None:
    """Check that ``path`` can be written by :func:`write_text` (nothing is written).

    Raises:
        BadInput: the directory is missing, the path is a directory, a FIFO or a device,
            or there is no permission to write.
    """
    try:
        check_writable(path)
    except FileProblem as err:
        raise _said(err, path) from None


def write_text(path: str | Path, text: str) -> None:
    """Write ``text`` (UTF-8, "\\n" line ends) to ``path`` atomically; see the module doc.

    Raises:
        BadInput: the path cannot be written (see :func:`check_output`) or the write failed;
            the old file is then unchanged.
    """
    check_output(path)
    try:
        write_text_atomic(path, text, backup=True)
    except FileProblem as err:
        raise _said(err, path) from None
