"""The English source of the MCP server's texts (message ids ``assistant.*``), registered when
the package is imported. Translations: ``ludoteca/locale`` (docs/translating.md)."""

from __future__ import annotations

from ludoteca.core.messages import register_messages

MESSAGES: dict[str, str | tuple[str, str]] = {
    "assistant.needs_mcp": "'ludoteca mcp' needs the MCP SDK: pip install 'ludoteca[mcp]'",
    "assistant.bad_argument": "bad argument '{argument}': {reason}",
    "assistant.no_table": "no table {table!r} has a seat for you (create_table gives the ids)",
    "assistant.stale": ("the table is at version {current}, not {given}: read the state again "
                        "before playing"),
    "assistant.not_your_turn": "it is not your turn: seat {deciding} decides now",
    "assistant.over": "the game is over",
    "assistant.not_over": "the game is not over yet: only your own seat can be analysed",
    "assistant.not_action": "{action!r} is not an action here: {error}",
    "assistant.unknown_game": "there is no game called {game!r}; the games: {games}",
    "assistant.no_bots": "{game} cannot be played at a table here: bots cannot play it",
    "assistant.players": "{game} is played by {min} to {max} players, not {count}",
    "assistant.unknown_edition": "{game} has no edition {edition!r}; its editions: {editions}",
    "assistant.seat_range": "seat {seat} is not a seat of this table (seats 1 to {players})",
    "assistant.unknown_lang": "unknown language {lang!r}; choose one of: {langs}",
    "assistant.unknown_rule": "there is no rule {rule!r} of {game}",
    "assistant.rule_or_question": "give a rule id or a question, not both and not neither",
    "assistant.table_or_record": "give a table id or a record, not both and not neither",
    "assistant.unknown_card": "there is no card called {name!r}",
    "assistant.no_record": "no finished game {table!r}",
    "assistant.bad_record": "the record cannot be read: {error}",
    "assistant.not_deciding": "your seat is not deciding: there is no position to analyse",
}

register_messages(MESSAGES, source="assistant")
