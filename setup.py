"""Optional compiled build of Ludoteca's hot engine modules (docs/performance.md, "Compiled build").

Everything about the package lives in ``pyproject.toml``; this file only adds the compiled
extension modules, and only when asked:

* ``pip install .`` / ``pip install -e .`` (``LUDOTECA_MYPYC`` unset): a plain pure-Python
  install, exactly as without this file. Pure Python is the default and the reference.
* ``LUDOTECA_MYPYC=1 pip install '.[compiled]'``: the modules of :data:`COMPILED` are compiled
  to C extension modules with mypyc (needs a C compiler and the Python headers). The build
  asks for mypy itself (a build requirement given only in that case), so the default install
  never needs it.

:func:`ludoteca.compiled` tells which modules of an install run compiled.
"""

from __future__ import annotations

import os
import sys

from setuptools import setup

#: mypy (whose mypyc does the compiling), asked for as a build requirement of the compiled
#: build only; the same range as the ``compiled`` extra of pyproject.toml.
MYPY = "mypy>=1.10,<3"

#: The compiled modules, under src/ (the hot paths of a random playout, of a greedy game and
#: of ISMCTS, measured with cProfile: docs/performance.md). Every other module stays pure
#: Python. tests/test_compiled.py reads this list.
COMPILED = [
    "ludoteca/core/rng.py",
    "ludoteca/core/loop.py",
    "ludoteca/core/integer.py",
    "ludoteca/dale/cards.py",
    "ludoteca/dale/tokens.py",
    "ludoteca/dale/state.py",
    "ludoteca/dale/mechanics.py",
    "ludoteca/dale/card_rules.py",
    "ludoteca/dale/steps.py",
    "ludoteca/dale/moves.py",
    "ludoteca/dale/resolve.py",
    "ludoteca/dale/market.py",
    "ludoteca/dale/payments.py",
    "ludoteca/dale/purchase.py",
    "ludoteca/dale/stall.py",
    "ludoteca/dale/technique.py",
    "ludoteca/dale/inventory.py",
    "ludoteca/dale/turn.py",
    "ludoteca/dale/engine.py",
    "ludoteca/dale/knowledge.py",
    "ludoteca/dale/views.py",
    "ludoteca/dale/strategy.py",
    "ludoteca/dale/evaluation.py",
    "ludoteca/dale/action_space.py",
]


def _wanted() -> bool:
    flag = os.environ.get("LUDOTECA_MYPYC", "").strip().lower()
    return flag not in ("", "0", "no", "false", "off")


def _metadata_only() -> bool:
    """True when setuptools runs this file only for the metadata or the build requirements
    (``egg_info`` / ``dist_info``), when no extension is built and mypy may be absent."""
    return any(arg in ("egg_info", "dist_info") for arg in sys.argv[1:])


def _compiled_setup() -> None:
    if _metadata_only():  # the build requirements or the metadata: nothing to compile yet
        setup(setup_requires=[MYPY])
        return
    try:
        from mypyc.build import mypycify
    except ImportError:
        raise SystemExit(
            "LUDOTECA_MYPYC=1 asks for the compiled build, but mypyc is not installed here: "
            f"install {MYPY!r} in the build environment (pip does it by itself unless "
            "--no-build-isolation is given)."
        ) from None
    setup(
        setup_requires=[MYPY],
        ext_modules=mypycify(
            # mypy options first: the modules left pure Python are read for their types
            # but not checked (--follow-imports=silent), nor are third-party packages
            # without type information (--ignore-missing-imports).
            ["--follow-imports=silent", "--ignore-missing-imports"]
            + ["src/" + path for path in COMPILED],
            opt_level="3",
            debug_level="0",
            target_dir="build/compiled/mypyc",  # mypyc's C sources
            group_name="ludoteca",  # its shared runtime module: ludoteca__mypyc
        ),
        # A build folder of its own: a later pure-Python build (build/lib) never picks up
        # the compiled modules of this one.
        options={"build": {"build_base": "build/compiled"}},
    )


if _wanted():
    _compiled_setup()
else:
    setup()
