"""The remaster edition's rule changes against the classic edition (issue 30), declared once
for every game of the edition (:data:`ludoteca.dale.editions.EDITION_SHARED`): listeners on
the engine's events and the steps the changes need. Where the engine's generic code differs
between the editions it reads ``state.cfg.rules.options`` (:data:`ludoteca.dale.editions.OPTIONS`),
each option naming its rule id. Restated in docs/rules/dale-remaster.md.
"""

from __future__ import annotations

from ludoteca.dale.card_rules import Declarations

shared = Declarations("remaster_rules", module=__name__)
