"""Pax Hispanica: the procedures whose rules are public, run from a scenario file.

The map, the cards and every number of the game are not public, so nothing here hard-codes
them: a scenario file (``docs/pax-scenarios.md``) supplies the zones, the cards, the money and
the numbers, and the engine (:mod:`ludoteca.pax.engine`) enforces the public procedures of
``docs/rules/pax-hispanica.md``, refusing illegal actions with an ``IllegalAction`` that names
the rule id. Where the public rules leave a question open, the engine follows a ruling listed
in ``docs/pax-rulings.md``.
"""

from ludoteca.pax import catalogue as _catalogue  # noqa: F401 (registers Pax's texts)
