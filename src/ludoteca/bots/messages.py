"""The English source of the bots' texts (message ids ``bot.*``: bad specs and options),
registered in :mod:`ludoteca.core.messages` when the package is imported
(``ludoteca/bots/__init__.py``). Translations: ``ludoteca/locale`` (docs/translating.md).
"""

from __future__ import annotations

from ludoteca.core.messages import register_messages

MESSAGES: dict[str, str | tuple[str, str]] = {
    # bot specs and their options (bots/base.py, bots/ismcts.py)
    "bot.empty_spec": "bad bot spec {spec!r}: give a bot name such as greedy",
    "bot.bad_parameter": ("bad bot option {part!r} in {spec!r}: write name=value, e.g. "
                          "ismcts:iterations=1000"),
    "bot.option_twice": "the bot option {option} is given twice in {spec!r}",
    "bot.unknown": "unknown bot {spec!r}; known bots: {known}",
    "bot.no_options": "the {bot} bot takes no options; {spec!r} gives {options}",
    "bot.unknown_option": "the {bot} bot has no option {option!r}; its options: {known}",
    "bot.option_int": ("{bot} option {option} must be a whole number from {min} to {max}, "
                       "got {value}"),
    "bot.option_number": ("{bot} option {option} must be a number from {min} to {max}, "
                          "got {value}"),
    "bot.option_positive": ("{bot} option {option} must be a number of seconds above 0 and at "
                            "most {max}, got {value}"),
    "bot.option_choice": "{bot} option {option} must be one of {choices}, got {value}",
}

register_messages(MESSAGES, source="bots")
