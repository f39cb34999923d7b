"""The registry of player-facing messages (message ids), and core's own.

Each entry is ``key -> English template`` with named placeholders, or ``key -> (singular,
plural)`` for a text with plural forms (its number is the ``count`` value). Code shows a
message with :func:`ludoteca.core.i18n.t` (``t("play.saved", path=p)``); the translations are
in ``ludoteca/locale/<lang>/LC_MESSAGES/ludoteca.po`` under the same key (``msgctxt``).

``core`` holds only its own messages: each package registers its texts at import with
:func:`register_messages` — the terminal in ``ludoteca.cli.messages``, the bots in
``ludoteca.bots.messages``, Dale in ``ludoteca.dale.catalogue``, Pax Hispanica in
``ludoteca.pax.catalogue`` (see :mod:`ludoteca.core.sources`). Rule texts, refusal reasons,
card summaries, step prompts and command help have their own sources (see
:mod:`ludoteca.core.i18n`). After adding or changing an entry run ``python -m
ludoteca.core.i18n_tools update`` and translate the new entries (docs/translating.md).
"""

from __future__ import annotations

from typing import Mapping

from ludoteca.core.sources import Registry

#: Every registered message: key -> English, or (singular, plural).
MESSAGES: Registry[str | tuple[str, str]] = Registry("message")


def register_messages(messages: Mapping[str, str | tuple[str, str]], *, source: str) -> None:
    """Add a package's messages (called by the package at import).

    Raises:
        ValueError: a key another source registered with a different text.
    """
    MESSAGES.register(messages, source)


#: core's own messages (the game registry, :mod:`ludoteca.core.game`).
CORE_MESSAGES: dict[str, str | tuple[str, str]] = {
    "game.unknown": "there is no game called {name!r}; the games are: {known}",
    # sessions (core/session.py)
    "undo.not_supported": "this game has no undo",
    "session.not_deciding": "seat {seat} is not deciding now: seat {deciding} is",
    # text as data: errors and results as message ids (issue #12, item 7)
    "error.at_line": "line {line}: {message}",
    "record.no_header_key": "the header has no '{key}:' line",
    "record.not_utf8": "not a Ludoteca game record: the file is not UTF-8 text",
    "record.binary": "not a Ludoteca game record: the file holds binary data",
    "record.first_line": "not a Ludoteca game record: the first line must be '{magic}'",
    "record.format": "record format {format} is not known to this Ludoteca (it reads format "
                      "{ours})",
    "record.header_line": "expected a header line 'key: value', got {got}",
    "record.hash_in_header": "the record ends in its header: there is no blank line and no "
                              "action before 'hash:'",
    "record.header_twice": "header '{key}:' is given twice (first on line {first})",
    "record.truncated_header": "truncated: the record ends inside its header",
    "record.no_header": "the record has no header lines",
    "record.after_hash": "text after the final 'hash:' line (line {hash_line}): {text}",
    "record.bad_hash": "the hash must be 'sha256:' and 64 hex digits, got {got}",
    "record.truncated": ("truncated: the record stops after {count} action without its final "
                         "'hash:' line",
                         "truncated: the record stops after {count} actions without its final "
                         "'hash:' line"),
    "record.fewer": "truncated: the header (line {line}) announces {announced} actions but the "
                     "record holds {count}",
    "record.one_too_many": "the header (line {line}) announces {announced} actions but the "
                            "record holds {count}: this action is one too many",
    "store.cannot_create": "cannot create {path}: {reason}",
    "store.cannot_open": "cannot open the game database {path}: {reason}",
    "store.no_wal": "{path}: the database cannot use WAL mode ({mode})",
    "store.newer": "{path} was written by a newer Ludoteca (schema {schema}); this one reads "
                    "schema {ours}",
    "store.not_ours": "{path} is not a Ludoteca game database ({reason})",
    "store.not_regular": "{path} is not a Ludoteca game database (not a regular file)",
    "store.no_game": "there is no game {id}",
    "store.no_database": "there is no game database at {path}",
    "store.stale_action": "another process changed this game first: this action came too "
                          "late",
    "store.no_psycopg": "a PostgreSQL store needs psycopg: pip install 'ludoteca[postgres]'",
    "store.wrong_tables": "{path} is marked as a Ludoteca game database but its table "
                          "{table} is not Ludoteca's; it was not changed",
    "store.ludoteca_game_database": "{path} is not a Ludoteca game database (it belongs to "
                                     "another program); it was not changed",
    "store.game_damaged_actions": "game {game_id} is damaged: {n_actions} actions announced, "
                                   "{count} stored",
    "store.was_written_newer": "{path} was written by a newer Ludoteca (schema {version}); this "
                                "one reads schema {ours}",
    "store.start_transaction": "{path}: cannot start a transaction ({err})",
    "store.game_was_changed": "game {game_id} was changed by another process (it has {have} "
                               "actions and is {st}; this one expected {expected}, playing): it "
                               "continues there",
    "store.game_was_changed2": "game {game_id} was changed by another process (it has {have} "
                                "actions; this one expected {n})",
    "file.missing": "cannot read {path}: No such file or directory",
    "file.unreadable": "cannot read {path}: {reason}",
    "file.not_regular": "cannot read {path}: {what}, not a regular file",
    "file.too_big": "cannot read {path}: the file has {size} bytes, more than the {limit} "
                     "accepted",
    "file.grew_too_big": "cannot read {path}: the file has more than the {limit} bytes accepted",
    "file.not_utf8": "{path} is not UTF-8 text",
    "file.out_not_regular": "cannot write {path}: {what}, not a regular file",
    "file.write_failed": "cannot write {path}: {reason}",
    "file.out_dir": "cannot write {path}: the folder {folder} does not exist",
    "file.out_denied": "cannot write {path}: permission denied",
    "file.kind.dir": "it is a directory",
    "file.kind.fifo": "it is a FIFO (named pipe)",
    "file.kind.device": "it is a device",
    "file.kind.socket": "it is a socket",
    "file.kind.special": "it is a special file",
    "store.game_does_replay": "game {game_id} does not replay to its saved state (hash {got} "
                               "instead of {hash})",
    "store.game_saved_action": "game {game_id}: saved action {n} {text} does not replay: {err}",
    "session.game_error": "game {game_id}: {err}",
    "session.no_position": "{game} cannot begin from a position",
    "session.setup_unreadable": "its saved setup cannot be read ({err})",
    "session.ruleset_other": ("it was played under ruleset {ruleset}; this Ludoteca plays ruleset "
                              "{ours}"),
    "store.database_error": "{path}: {err}",
    "record.not_action": "{action} is not an action: {error}",
    "record.not_canonical": "{action} is not in canonical notation (write {canonical})",
    "record.illegal": "illegal action {action} for seat {seat}: {error} (rule {rule})",
    "record.hash_differs": "the final state hash differs: the record says {hash}, replaying its "
                            "{count} actions gives {got}",
    "record.result": "the header says {result}, the replay gives {got}",
    "record.record_holds_actions": "the record holds {total} actions; choose 0 to {total}",
    "record.after_end_generic": ("the game was already over ({result}) but the record goes on "
                                 "with {action}"),
    "record.header_number": "header '{key}:': a whole number is expected, got {got}",
    "record.header_options": "header 'options:' must hold a JSON object of the game's options",
    "record.no_records": ("{game} keeps no game records: it follows a game played at the table, "
                          "with its own commands"),
}

register_messages(CORE_MESSAGES, source="core")
