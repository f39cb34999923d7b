"""Reading and writing scenario files safely (a private helper of the Pax companion).

* :func:`read_text` refuses what is not a regular file (a directory, a FIFO, ``/dev/zero``,
  ``/dev/urandom``) before opening it, so it can neither hang nor exhaust memory, and refuses
  files larger than :data:`MAX_BYTES`.
* :func:`check_output` tells, before anything is decided at the table (before sealed bids are
  revealed), whether a path can be written: its directory exists, it is not a directory, a
  FIFO or a device, and we may write there. A symlink is judged by the file it points to.
* :func:`write_text` writes atomically: the new text goes to a temporary file in the target's
  directory, is flushed to disk, takes the permissions of the file it replaces, and is renamed
  over it; while this happens the old file is also kept as a backup (``.NAME.bak`` next to it,
  a hard link, or a copy where links are not possible) that is removed once the new file is in
  place. Writing to a symlink writes through it (the link stays a link). Error messages name
  the path the user gave, never a temporary file.

Errors are :class:`~ludoteca.core.errors.BadInput` with a message of the companion
(``pax.err.*``), so the command prints one line in the reader's language and exits 2.
"""

from __future__ import annotations

import errno
import os
import shutil
import stat
import tempfile
from pathlib import Path

from ludoteca.pax.text import bad

MAX_BYTES = 1_000_000
"""The largest scenario file read (bytes). The sample is about 4 kB; a game log adds about
80 bytes per step and the undo copy one scenario more."""


def _reason(err: OSError) -> str:
    return os.strerror(err.errno) if err.errno else type(err).__name__


def read_text(path: str | Path, limit: int = MAX_BYTES) -> str:
    """The UTF-8 text of a regular file of at most ``limit`` bytes.

    Raises:
        BadInput: missing, not a regular file, too large, unreadable or not UTF-8.
    """
    p = Path(path)
    try:
        st = os.stat(p)
    except FileNotFoundError:
        raise bad("pax.err.missing", path=str(p)) from None
    except OSError:
        raise bad("pax.err.unreadable", path=str(p)) from None
    if not stat.S_ISREG(st.st_mode):
        raise bad("pax.err.not_regular", path=str(p))
    if st.st_size > limit:
        raise bad("pax.err.too_big", path=str(p), limit=limit)
    try:
        fd = os.open(p, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        raise bad("pax.err.unreadable", path=str(p)) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):      # swapped after the first look
            raise bad("pax.err.not_regular", path=str(p))
        with os.fdopen(fd, "rb", closefd=False) as fh:
            data = fh.read(limit + 1)
    except OSError:
        raise bad("pax.err.unreadable", path=str(p)) from None
    finally:
        os.close(fd)
    if len(data) > limit:
        raise bad("pax.err.too_big", path=str(p), limit=limit)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise bad("pax.err.unreadable", path=str(p)) from None


def _real(path: Path) -> Path:
    """The file a path names, following symlinks (the path itself when nothing is there)."""
    return Path(os.path.realpath(path))


def check_output(path: str | Path) -> None:
    """Check that ``path`` can be written by :func:`write_text` (nothing is written).

    Raises:
        BadInput: the directory is missing, the path is a directory, a FIFO or a device,
            or there is no permission to write.
    """
    p = Path(path)
    real = _real(p)
    try:
        st = os.stat(real)
    except FileNotFoundError:
        st = None
    except OSError as err:
        raise bad("pax.err.write_failed", path=str(p), reason=_reason(err)) from None
    if st is not None:
        if stat.S_ISDIR(st.st_mode):
            raise bad("pax.err.out_is_dir", path=str(p))
        if not stat.S_ISREG(st.st_mode):
            raise bad("pax.err.out_not_regular", path=str(p))
    parent = real.parent
    if not parent.is_dir():
        raise bad("pax.err.out_dir", path=str(p), dir=str(p.parent))
    if not os.access(parent, os.W_OK | os.X_OK) or (st is not None and not os.access(real, os.W_OK)):
        raise bad("pax.err.out_denied", path=str(p))


def _backup(real: Path) -> Path | None:
    """Keep the old file as ``.NAME.bak`` beside it while the new one is written."""
    if not real.exists():
        return None
    backup = real.with_name(f".{real.name}.bak")
    try:
        if backup.exists() or backup.is_symlink():
            backup.unlink()
        os.link(real, backup)
    except OSError:
        shutil.copy2(real, backup)
    return backup


def write_text(path: str | Path, text: str) -> None:
    """Write ``text`` (UTF-8, "\\n" line ends) to ``path`` atomically; see the module doc.

    Raises:
        BadInput: the path cannot be written (see :func:`check_output`) or the write failed;
            the old file is then unchanged.
    """
    p = Path(path)
    check_output(p)
    real = _real(p)
    try:
        mode = stat.S_IMODE(os.stat(real).st_mode)
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    tmp_name = None
    backup = None
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{real.name}.", suffix=".tmp", dir=real.parent)
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp_name, mode)
        backup = _backup(real)
        os.replace(tmp_name, real)
        tmp_name = None
        try:
            dfd = os.open(real.parent, os.O_RDONLY)
            try:
                os.fsync(dfd)
            finally:
                os.close(dfd)
        except OSError:
            pass
        if backup is not None:
            backup.unlink(missing_ok=True)
    except OSError as err:
        if tmp_name is not None:
            try:
                os.unlink(tmp_name)
            except OSError:
                pass
        if backup is not None and real.exists():
            backup.unlink(missing_ok=True)
        reason = _reason(err) if err.errno != errno.ENOSPC else os.strerror(errno.ENOSPC)
        raise bad("pax.err.write_failed", path=str(p), reason=reason) from None
