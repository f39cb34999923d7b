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
import shutil
import stat
import tempfile
from pathlib import Path

from ludoteca.core.errors import BadInput
from ludoteca.core.i18n import Message, Term

#: The default cap on a file read (bytes): far above any position file, record or scenario
#: (a 10,000-action record is about 300 KB).
MAX_BYTES = 8 * 1024 * 1024


class FileProblem(BadInput):
    """A file that cannot be read or written, with the user's path and the reason.

    Its sentence is a :class:`~ludoteca.core.i18n.Message` (``file.*``: English in ``str``,
    the reader's language through ``render``); besides it carries ``kind`` (``missing``,
    ``unreadable``, ``not_regular``, ``too_big``, ``not_utf8``, ``out_dir``, ``out_is_dir``,
    ``out_not_regular``, ``out_denied``, ``write_failed``) and ``values`` (``path``, and
    ``limit``, ``dir`` or ``reason`` where they apply), so that a front end can say it with a
    message of its own catalogue.
    """

    def __init__(self, message: str, line: int | None = None, *, kind: str = "unreadable",
                 **values: object) -> None:
        super().__init__(message, line)
        self.kind = kind
        self.values = values


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
    except FileNotFoundError:
        raise FileProblem(Message("file.missing", path=p), kind="missing", path=p) from None
    except OSError as err:
        raise FileProblem(Message("file.unreadable", path=p, reason=err.strerror or str(err)),
                          path=p) from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise FileProblem(Message("file.not_regular", path=p, what=_kind(st.st_mode)),
                              kind="not_regular", path=p)
        if st.st_size > max_bytes:
            raise FileProblem(Message("file.too_big", path=p, size=st.st_size, limit=max_bytes),
                              kind="too_big", path=p, limit=max_bytes)
        chunks: list[bytes] = []
        size = 0
        while True:  # read at most max_bytes + 1 even if the file grows meanwhile
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
            if size > max_bytes:
                raise FileProblem(Message("file.grew_too_big", path=p, limit=max_bytes),
                                  kind="too_big", path=p, limit=max_bytes)
    except OSError as err:
        raise FileProblem(Message("file.unreadable", path=p, reason=err.strerror or str(err)),
                          path=p) from None
    finally:
        os.close(fd)
    data = b"".join(chunks)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        line = data[: err.start].count(b"\n") + 1
        raise FileProblem(Message("file.not_utf8", path=p), line, kind="not_utf8",
                          path=p) from None


def write_text_atomic(path: str | os.PathLike, text: str, *, backup: bool = False) -> None:
    """Write ``text`` as UTF-8; see :func:`write_bytes_atomic`."""
    write_bytes_atomic(path, text.encode("utf-8"), backup=backup)


def write_bytes_atomic(path: str | os.PathLike, data: bytes, *, backup: bool = False) -> None:
    """Write ``data`` to ``path`` in one step: readers see the old file or the new one, never
    half of it.

    A symbolic link is written through (its final target is replaced; the link stays). An
    existing target keeps its permission bits; a new file gets the usual ``0o666 & ~umask``.
    With ``backup``, the old file is also kept as ``.NAME.bak`` beside it (a hard link, or a
    copy) while the new one is put in place, and the backup is removed once it is.

    Raises:
        FileProblem: the target exists and is not a regular file (a FIFO, a device, a
            directory), its directory is missing or not writable, or the write fails — naming
            ``path``, never the temporary file.
    """
    shown = os.fspath(path)
    target, st = _target(shown)
    mode = None if st is None else stat.S_IMODE(st.st_mode)
    folder = target.parent
    tmp_name = None
    kept = None
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
        if backup and st is not None:
            kept = _keep_backup(target)
        os.replace(tmp_name, target)
        tmp_name = None
    except OSError as err:
        raise _write_failed(shown, err) from None
    finally:
        if tmp_name is not None:
            try:
                os.unlink(tmp_name)
            except OSError:
                pass
        if kept is not None:
            kept.unlink(missing_ok=True)


def _target(shown: str) -> tuple[Path, os.stat_result | None]:
    """The file a write to ``shown`` replaces (through every symbolic link) and its status
    (None when there is none yet); FileProblem when it is not a regular file."""
    target = Path(os.path.realpath(shown))
    try:
        st = os.stat(target)
    except FileNotFoundError:
        return target, None
    except OSError as err:
        raise _write_failed(shown, err) from None
    if not stat.S_ISREG(st.st_mode):
        raise FileProblem(Message("file.out_not_regular", path=shown, what=_kind(st.st_mode)),
                          kind="out_is_dir" if stat.S_ISDIR(st.st_mode) else "out_not_regular",
                          path=shown)
    return target, st


def _keep_backup(target: Path) -> Path:
    """Keep the file ``target`` as ``.NAME.bak`` beside it (a hard link, else a copy)."""
    kept = target.with_name(f".{target.name}.bak")
    if kept.exists() or kept.is_symlink():
        kept.unlink()
    try:
        os.link(target, kept)
    except OSError:
        shutil.copy2(target, kept)
    return kept


def _write_failed(shown: str, err: OSError) -> FileProblem:
    reason = os.strerror(err.errno) if err.errno else str(err)
    return FileProblem(Message("file.write_failed", path=shown, reason=reason),
                       kind="write_failed", path=shown, reason=reason)


def check_writable(path: str | os.PathLike) -> None:
    """Refuse, before any work, a target :func:`write_text_atomic` would refuse.

    Raises:
        FileProblem: as :func:`write_text_atomic`, without writing anything.
    """
    shown = os.fspath(path)
    target, st = _target(shown)
    if not target.parent.is_dir():
        raise FileProblem(Message("file.out_dir", path=shown, folder=str(target.parent)),
                          kind="out_dir", path=shown, dir=str(Path(shown).parent))
    if not os.access(target.parent, os.W_OK | os.X_OK) or (
            st is not None and not os.access(target, os.W_OK)):
        raise FileProblem(Message("file.out_denied", path=shown), kind="out_denied",
                          path=shown)


#: The longest error line printed (characters): an error quoting a 30 KB action or line is cut
#: there, with "…", so that what a user typed is never echoed back in full.
MAX_ERROR_CHARS = 400


def one_line(text: str, limit: int | None = MAX_ERROR_CHARS) -> str:
    """``text`` made safe to print as one line: control characters (line breaks, escape
    sequences, the separators ``str.splitlines`` breaks at) are shown escaped, e.g. a file
    name holding a newline; cut to ``limit`` characters (None: never cut)."""
    out = "".join(c if c.isprintable() or c == " " else repr(c)[1:-1] for c in str(text))
    return out if limit is None or len(out) <= limit else out[: limit - 1] + "…"


def _kind(mode: int) -> Term:
    if stat.S_ISDIR(mode):
        return Term("file.kind.dir")
    if stat.S_ISFIFO(mode):
        return Term("file.kind.fifo")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return Term("file.kind.device")
    if stat.S_ISSOCK(mode):
        return Term("file.kind.socket")
    return Term("file.kind.special")
