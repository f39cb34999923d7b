"""Free loopback ports that parallel test workers cannot both take.

Each pytest-xdist worker (``PYTEST_XDIST_WORKER`` = ``gw0``, ``gw1`` …) draws from its own
range of 400 ports (``gw0``: 20000–20399, ``gw1``: 20400–20799, …; the controller or a run
without workers: the range below them), so a port one worker just found free is never given
to a server of another; within a worker the next port is tried until one binds.
"""

from __future__ import annotations

import itertools
import os
import socket

BASE = 19600
SPAN = 400


def _worker_index() -> int:
    name = os.environ.get("PYTEST_XDIST_WORKER", "")
    return int(name[2:]) + 1 if name.startswith("gw") and name[2:].isdigit() else 0


_next = itertools.count()


def free_port() -> int:
    """A port of this worker's range that nothing listens on now (``OSError`` when the whole
    range is taken)."""
    start = BASE + SPAN * _worker_index()
    for _ in range(SPAN):
        port = start + next(_next) % SPAN
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise OSError(f"no free port in {start}-{start + SPAN - 1}")
