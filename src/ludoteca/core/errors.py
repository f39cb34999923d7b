"""Errors every game raises.

An :class:`IllegalAction` names the rule that refuses an action (a rule id from
``docs/rules``, e.g. ``dale.market.overpay``), the page of the printed rulebook where the rule
is (from the rule catalogue) and the concrete values involved, so that a user interface can
explain the refusal in the reader's language.
"""

from __future__ import annotations

from typing import Any, Callable

# The rule catalogue (:mod:`ludoteca.core.catalogue`) installs how a refusal is told at its
# import (``install_catalogue``): an error is plain data, the catalogue owns the texts, and
# this module stays at the bottom of ``core`` (it imports nothing of Ludoteca).
_rule_page: Callable[[str], str] | None = None
_explain: Callable[[str, str | None, dict[str, Any], str | None], str] | None = None
#: ``at_line(lang, line, message) -> str``: "line N: message" in ``lang``, installed by
#: :mod:`ludoteca.core.i18n` (which an error made from a message has imported).
_at_line: Callable[[str | None, int, str], str] | None = None


def install_catalogue(rule_page: Callable[[str], str],
                      explain: Callable[[str, str | None, dict[str, Any], str | None], str]
                      ) -> None:
    """Make :attr:`IllegalAction.page` and :meth:`IllegalAction.render` use the rule
    catalogue (called once by :mod:`ludoteca.core.catalogue`)."""
    global _rule_page, _explain
    _rule_page, _explain = rule_page, explain


def install_line_renderer(at_line: Callable[[str | None, int, str], str]) -> None:
    """Make :meth:`LudotecaError.render` say the line of an error in the reader's language
    (called once by :mod:`ludoteca.core.i18n`)."""
    global _at_line
    _at_line = at_line


class LudotecaError(Exception):
    """Base class of every error Ludoteca raises on purpose.

    An error made from a message (:class:`ludoteca.core.i18n.Message`: a key and named
    values) keeps it as ``msg``; :meth:`render` says it in the reader's language, ``str()``
    in English."""

    msg: Any = None
    line: int | None = None

    def __init__(self, *args: Any) -> None:
        if args and hasattr(args[0], "key") and hasattr(args[0], "render"):  # a Message
            self.msg = args[0]
        super().__init__(*args)

    def render(self, lang: str | None = "en") -> str:
        """The text of this error in ``lang`` (None: the current language): its message
        translated (``line N:`` first when it came from a line of a file), else its English
        text."""
        if self.msg is None or not hasattr(self.msg, "render"):
            return str(self)
        said = self.msg.render(lang)
        if self.line is None:
            return said
        if _at_line is None:
            return f"line {self.line}: {said}"
        return _at_line(lang, self.line, said)


class IllegalAction(LudotecaError):
    """An action the rules forbid. Raising it never changes the game state.

    Attributes:
        rule_id: the id of the rule that forbids the action (``dale.stall.exact_total``).
        values: the concrete values involved (``{"price": 4, "paid": 6}``), used to fill the
            message template of the rule.
        reason: a short English message id-like template key (``"overpay"``) selecting which
            explanation of the rule applies; ``None`` for the rule's general explanation.
    """

    def __init__(self, rule_id: str, reason: str | None = None, **values: Any) -> None:
        self.rule_id = rule_id
        self.reason = reason
        self.values = values
        super().__init__(rule_id)

    def __str__(self) -> str:
        return self.render()

    @property
    def page(self) -> str:
        """The rulebook page of the rule (``"5"``, ``"FAQ"``, ``"—"`` when unknown)."""
        return _rule_page(self.rule_id) if _rule_page is not None else "—"

    def render(self, lang: str | None = "en") -> str:
        """The explanation of this refusal in ``lang`` (None: the current language of
        :mod:`ludoteca.core.i18n`), with its values filled in (the rule id alone when no
        catalogue is loaded: every game's package loads it)."""
        if _explain is None:
            return self.rule_id
        return _explain(self.rule_id, self.reason, self.values, lang)


class BadInput(LudotecaError):
    """Input that cannot be understood at all (a malformed action string, a bad option).

    Attributes:
        line: the 1-based line number in a file, when the input came from a file.
        msg: the :class:`~ludoteca.core.i18n.Message` the error was made from, if any (give
            one as ``message`` to have the error said in the reader's language).
    """

    def __init__(self, message: str, line: int | None = None) -> None:
        self.line = line
        if hasattr(message, "key") and hasattr(message, "render"):  # a Message
            self.msg = message
        super().__init__(f"line {line}: {message}" if line is not None else message)
