"""The ``ludoteca`` command line (Typer + Rich): ``play``, ``simulate``.

Rendering of views lives in :mod:`ludoteca.cli.render` so that every command draws a table
the same way.
"""

from ludoteca.cli import messages as _messages  # noqa: F401 (registers the terminal's texts)
