"""The texts the editions' declarations add to the message catalogue: each pending effect's
``pending.<kind>`` (:meth:`ludoteca.dale.ruleset.Ruleset.messages`), registered when this module
is imported. The Dale game module imports it, and the key index
(``ludoteca/locale/keys.json``) names it, so a view's ``pending.<kind>`` message is found
wherever it is shown; ``import ludoteca.dale`` alone builds no ruleset.
"""

from __future__ import annotations

from ludoteca.core.messages import register_messages
from ludoteca.dale.editions import EDITIONS, ruleset

for _edition in EDITIONS:
    register_messages(ruleset(_edition).messages(), source="dale")
