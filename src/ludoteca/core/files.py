"""Reading and writing the files a user names: one place for the checks (issue 14).

Every Ludoteca reader and writer of user files (position files, game records, ``save`` in
``play``, ``--record``, ``games export --output``, simulation output) goes through these two
functions, so that every one of them:

* refuses an input path that is not a regular file (a directory, a FIFO, ``/dev/zero``,
  ``/dev/urandom`` …) *before reading a byte*, and refuses a file larger than a cap;
* writes atomically (a temporary file in the target's directory, then a rename), through a
  symbolic link to the link's target (the link stays a link), keeping the permission bits of
  the file it replaces, and refuses a target that exists and is not a regular file (a FIFO,
  a device): never replaces it;
* reports a failure as one :class:`FileProblem` sentence naming the user's path (never the
  temporary file's name).
"""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path

from ludoteca.core.errors import BadInput

#: The default cap on a file read (bytes): far above any position file, record or scenario
#: (a 10,000-action record is about 300 KB).
MAX_BYTES = 8 * 1024 * 1024


class FileProblem(BadInput):
    """A file that cannot be read or written, with the user's path and the reason."""


def read_text_file(path: str | os.PathLike, max_bytes: int = MAX_BYTES) -> str:
    """The text of the regular file at ``path``, decoded as UTF-8.

    Args:
        path: the file; a symbolic link is followed.
        max_bytes: the largest size accepted, in bytes.

    Raises:
        FileProblem: the path does not exist or cannot be opened, is not a regular file (it is
            refused without reading), is larger than ``max_bytes``, or is not UTF-8 text (with
            the 1-based line of the first bad byte in ``line``).
    """
    p = os.fspath(path)
    try:
        # O_NONBLOCK: opening a FIFO with no writer must not hang; we refuse it just after.
        fd = os.open(p, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except OSError as err:
        raise FileProblem(f"cannot read {p}: {err.strerror or err}") from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise FileProblem(f"cannot read {p}: {_kind(st.st_mode)}, not a regular file")
        if st.st_size > max_bytes:
            raise FileProblem(f"cannot read {p}: the file has {st.st_size} bytes, more than "
                              f"the {max_bytes} accepted")
        chunks: list[bytes] = []
        size = 0
        while True:  # read at most max_bytes + 1 even if the file grows meanwhile
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
            if size > max_bytes:
                raise FileProblem(f"cannot read {p}: the file has more than the {max_bytes} "
                                  "bytes accepted")
    except OSError as err:
        raise FileProblem(f"cannot read {p}: {err.strerror or err}") from None
    finally:
        os.close(fd)
    data = b"".join(chunks)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        line = data[: err.start].count(b"\n") + 1
        raise FileProblem(f"{p} is not UTF-8 text", line) from None


def write_text_atomic(path: str | os.PathLike, text: str) -> None:
    """Write ``text`` as UTF-8; see :func:`write_bytes_atomic`."""
    write_bytes_atomic(path, text.encode("utf-8"))


def write_bytes_atomic(path: str | os.PathLike, data: bytes) -> None:
    """Write ``data`` to ``path`` in one step: readers see the old file or the new one, never
    half of it.

    A symbolic link is written through (its final target is replaced; the link stays). An
    existing target keeps its permission bits; a new file gets the usual ``0o666 & ~umask``.

    Raises:
        FileProblem: the target exists and is not a regular file (a FIFO, a device, a
            directory), its directory is missing or not writable, or the write fails — naming
            ``path``, never the temporary file.
    """
    shown = os.fspath(path)
    target = Path(os.path.realpath(shown))  # through every symbolic link
    mode: int | None = None
    try:
        st = os.stat(target)
    except FileNotFoundError:
        st = None
    except OSError as err:
        raise FileProblem(f"cannot write {shown}: {err.strerror or err}") from None
    if st is not None:
        if not stat.S_ISREG(st.st_mode):
            raise FileProblem(f"cannot write {shown}: {_kind(st.st_mode)}, not a regular file")
        mode = stat.S_IMODE(st.st_mode)
    folder = target.parent
    tmp_name = None
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        if mode is None:
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        os.chmod(tmp_name, mode)
        os.replace(tmp_name, target)
        tmp_name = None
    except OSError as err:
        raise FileProblem(f"cannot write {shown}: {err.strerror or err}") from None
    finally:
        if tmp_name is not None:
            try:
                os.unlink(tmp_name)
            except OSError:
                pass


def check_writable(path: str | os.PathLike) -> None:
    """Refuse, before any work, a target :func:`write_text_atomic` would refuse.

    Raises:
        FileProblem: as :func:`write_text_atomic`, without writing anything.
    """
    shown = os.fspath(path)
    target = Path(os.path.realpath(shown))
    try:
        st = os.stat(target)
    except FileNotFoundError:
        st = None
    except OSError as err:
        raise FileProblem(f"cannot write {shown}: {err.strerror or err}") from None
    if st is not None and not stat.S_ISREG(st.st_mode):
        raise FileProblem(f"cannot write {shown}: {_kind(st.st_mode)}, not a regular file")
    if not target.parent.is_dir():
        raise FileProblem(f"cannot write {shown}: the folder {target.parent} does not exist")
    if not os.access(target.parent, os.W_OK | os.X_OK):
        raise FileProblem(f"cannot write {shown}: permission denied")


def one_line(text: str) -> str:
    """``text`` made safe to print as one line: control characters (line breaks, escape
    sequences, the separators ``str.splitlines`` breaks at) are shown escaped, e.g. a file
    name holding a newline."""
    return "".join(c if c.isprintable() or c == " " else repr(c)[1:-1] for c in str(text))


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "it is a directory"
    if stat.S_ISFIFO(mode):
        return "it is a FIFO (named pipe)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "it is a device"
    if stat.S_ISSOCK(mode):
        return "it is a socket"
    return "it is a special file"
