"""Ludoteca: board games run exactly by their printed rules.

The first game is Dale of Merchants (classic edition), in :mod:`ludoteca.dale`.
"""

from __future__ import annotations

__version__ = "0.1.0"


def compiled() -> list[str]:
    """The modules of this install that run compiled (C extension modules built by mypyc,
    the optional build of docs/performance.md, "Compiled build"), as sorted dotted names
    (``["ludoteca.dale.engine", …]``); ``[]`` for the pure-Python build, the default.

    A module counts when the file Python imports it from is an extension module (its name
    ends in one of :data:`importlib.machinery.EXTENSION_SUFFIXES`). Importing nothing but
    the packages above each compiled file, it never raises for a pure-Python install.
    """
    import importlib.util
    from importlib.machinery import EXTENSION_SUFFIXES
    from pathlib import Path

    found: list[str] = []
    for top in __path__:
        root = Path(top)
        for path in root.rglob("*"):
            suffix = next((s for s in EXTENSION_SUFFIXES if path.name.endswith(s)), None)
            if suffix is None:
                continue
            rel = path.relative_to(root).as_posix()[: -len(suffix)]
            name = ".".join([__name__, *rel.split("/")])
            spec = importlib.util.find_spec(name)
            if spec is not None and spec.origin is not None and Path(spec.origin) == path:
                found.append(name)
    return sorted(found)


def build() -> str:
    """``"compiled"`` when :func:`compiled` finds compiled modules, else ``"pure"``."""
    return "compiled" if compiled() else "pure"
