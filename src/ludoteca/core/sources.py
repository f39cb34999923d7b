"""Registered texts: the tables that games and front ends register at import, and how core finds
them without importing any of them by name.

``core`` knows no game and no user interface, yet it looks texts up by key: a rule id in an
:class:`~ludoteca.core.errors.IllegalAction`, a message id in :func:`ludoteca.core.i18n.t`.
So every package registers its own texts when it is imported — Dale its rules, reasons and
prompts (``ludoteca.dale.catalogue``), Pax Hispanica its own (``ludoteca.pax.catalogue``), the
terminal its messages and help (``ludoteca.cli.messages``), the bots theirs
(``ludoteca.bots.messages``) — into :class:`Registry` tables held here and in
:mod:`ludoteca.core.catalogue` / :mod:`ludoteca.core.messages`.

A package's code registers before it looks anything up (its ``__init__`` imports its
catalogue), so a lookup from inside a package always finds its texts. A lookup of a key no
package has registered yet (a rule id met in a record, the whole list for ``ludoteca rules``
or the translation tools) calls :func:`load_all` once: it imports every package of the
``ludoteca`` namespace (found on disk with :mod:`pkgutil`, named nowhere) and runs the
loaders added with :func:`add_loader` (the game registry's ``games()``, which brings the games
declared outside the namespace), so each registers its texts.

A key looked up before its package was imported is found through the **key index**,
``locale/keys.json``: for every table, which module registers each key at import (written by
``python -m ludoteca.core.i18n_tools update``; ``tests/i18n/test_key_index.py`` checks it is
current). The lookup imports that module alone; a key the index does not hold is missing, and
looking it up imports nothing. Without an index file, the lookup falls back to
:func:`load_all`.

Translation *sources* (what ``python -m ludoteca.core.i18n_tools update`` writes into the
template) are registered the same way with :func:`register_source`.
"""

from __future__ import annotations

import importlib
import json
import pkgutil
import sys
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Generic, TypeVar

V = TypeVar("V")

_loaded = False
_loading = False
#: More ways to load packages that register texts (the game registry adds its loader of the
#: games declared as entry points, :func:`ludoteca.core.game.games`).
_LOADERS: list[Callable[[], Any]] = []


#: The key index (module docstring): ``{table: {key: module}}``.
INDEX_PATH = Path(__file__).resolve().parent.parent / "locale" / "keys.json"
_index: dict[str, dict[str, str]] | None = None  # read on first use; {} when there is none
#: Every table, by its name (``Registry.what``): what the key index covers.
_REGISTRIES: dict[str, "Registry[Any]"] = {}


def _key_index() -> dict[str, dict[str, str]]:
    global _index
    if _index is None:
        try:
            data = json.loads(INDEX_PATH.read_text(encoding="utf-8"))
            _index = data if isinstance(data, dict) else {}
        except (OSError, ValueError):
            _index = {}
    return _index


def key_index() -> dict[str, dict[str, str]]:
    """The key index as it is now, every package loaded (:func:`load_all`): for every table,
    each key registered at import and the module whose import registered it, keys sorted
    (what ``i18n_tools update`` writes to :data:`INDEX_PATH`)."""
    load_all()
    return {what: {k: reg._module[k] for k in sorted(reg._module)}
            for what, reg in sorted(_REGISTRIES.items())}


def _importing_module() -> str | None:
    """The module whose import is running the current registration (the nearest
    module-level frame on the stack), or None when no import is."""
    frame = sys._getframe(2)
    while frame is not None:
        if frame.f_code.co_name == "<module>":
            name = frame.f_globals.get("__name__")
            return name if isinstance(name, str) and name.startswith("ludoteca.") else None
        frame = frame.f_back
    return None


def add_loader(loader: Callable[[], Any]) -> None:
    """Make :func:`load_all` also call ``loader()`` (the game registry registers itself)."""
    _LOADERS.append(loader)


def load_all() -> None:
    """Import every package of the ``ludoteca`` namespace and load the registered games, once,
    so that every package has registered its texts (see the module docstring)."""
    global _loaded, _loading
    if _loaded or _loading:
        return
    _loading = True
    try:
        import ludoteca

        for info in pkgutil.iter_modules(ludoteca.__path__, "ludoteca."):
            if info.ispkg:
                importlib.import_module(info.name)
        for loader in _LOADERS:
            loader()  # the game registry loads its games: their modules register their texts
        _loaded = True
    finally:
        _loading = False


class Registry(Mapping[str, V], Generic[V]):
    """A table of texts by key that packages fill with :meth:`register`; reading a missing
    key, the length or the keys first runs :func:`load_all` (once), so the table is complete
    whenever it is read as a whole.

    Raises (from :meth:`register`):
        ValueError: a key already registered with a different value by another source.
    """

    def __init__(self, what: str):
        self.what = what
        self._data: dict[str, V] = {}
        self._source: dict[str, str] = {}
        self._module: dict[str, str] = {}  # key -> the module whose import registered it
        _REGISTRIES[what] = self

    def register(self, entries: Mapping[str, V], source: str) -> None:
        module = _importing_module()
        for key, value in entries.items():
            old = self._source.get(key)
            if old is not None and old != source:
                if self._data[key] != value:
                    raise ValueError(f"{self.what} {key!r} is registered by {old} and by "
                                     f"{source}")
                continue  # the same text again: the first source keeps it
            self._data[key] = value
            self._source[key] = source
            if module is not None:
                self._module[key] = module

    def forget(self, source: str) -> None:
        """Remove every entry ``source`` registered (a test's toy game cleans up with it)."""
        for key in [k for k, who in self._source.items() if who == source]:
            del self._data[key], self._source[key]
            self._module.pop(key, None)

    def _find(self, key: str) -> bool | None:
        """Look for a key not registered yet through the key index: True once the module
        the index names for it is imported and has registered it, False when the index
        knows no such key (it is missing: nothing is imported), None without an index."""
        index = _key_index()
        if not index:
            return None
        module = index.get(self.what, {}).get(key)
        if module is None:
            return False
        importlib.import_module(module)
        return key in self._data

    def source_of(self, key: str) -> str | None:
        """The source (``"dale"``, ``"cli"`` …) that registered ``key``, None if none."""
        if key not in self:
            return None
        return self._source[key]

    def __getitem__(self, key: str) -> V:
        try:
            return self._data[key]
        except KeyError:
            if _loaded:
                raise
        found = self._find(key)
        if found is False:
            raise KeyError(key)
        if not found:
            load_all()
        return self._data[key]

    def __contains__(self, key: object) -> bool:
        if key in self._data:
            return True
        if _loaded or not isinstance(key, str):
            return False
        found = self._find(key)
        if found is None:
            load_all()
            return key in self._data
        return found

    def get(self, key: str, default: Any = None) -> Any:
        return self[key] if key in self else default

    def __iter__(self) -> Iterator[str]:
        load_all()
        return iter(dict(self._data))

    def __len__(self) -> int:
        load_all()
        return len(self._data)

    def __repr__(self) -> str:
        return f"<Registry of {self.what}: {len(self._data)} registered>"


@dataclass(frozen=True)
class Source:
    """One translatable text: its key (msgctxt), English text (and plural), a comment."""

    key: str
    english: str
    plural: str | None = None
    comment: str = ""


#: group -> (owner, provider) in registration order; a provider returns the Sources of a
#: group the tables above do not hold (card summaries, step prompts, command help).
_PROVIDERS: dict[str, tuple[str, Callable[[], list[Source]]]] = {}


def register_source(group: str, provider: Callable[[], list[Source]], owner: str) -> None:
    """Make ``provider()`` part of the translation sources under ``group`` (``"card"``,
    ``"step"``, ``"help"``); called by the owning package at import."""
    _PROVIDERS[group] = (owner, provider)


def source_providers() -> dict[str, Callable[[], list[Source]]]:
    """Every registered provider by group (after :func:`load_all`)."""
    load_all()
    return {group: provider for group, (_owner, provider) in _PROVIDERS.items()}
