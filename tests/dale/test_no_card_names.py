"""Cards own their rules (issue 12, item 3): outside the deck modules
(``ludoteca.dale.animalfolk``), the engine, the shared mechanics, the views, the position files,
the knowledge tracking, the notation, the bots and the terminal name no card. They ask the card
hooks instead, so that a new deck is one new module.

The check reads the source of those modules: every string literal (f-strings included) and
every identifier of the code. Docstrings and comments are left out: they may give a card as an
example of what a hook does.
"""

from __future__ import annotations

from ludoteca.dale.editions import classic as _classic
import ast
import io
import re
import tokenize
from pathlib import Path

from ludoteca.dale import cards

SRC = Path(__file__).resolve().parents[2] / "src" / "ludoteca"

#: The modules that must name no card.
CHECKED = sorted(
    [SRC / "dale" / name for name in ("engine.py", "mechanics.py", "positions.py", "views.py",
                                      "knowledge.py", "notation.py", "observation.py",
                                      # the engine's modules, laid out by the rulebook
                                      "game_setup.py", "resolve.py", "market.py", "payments.py",
                                      "purchase.py", "stall.py", "technique.py", "inventory.py",
                                      "turn.py", "reading.py", "moves.py",
                                      # the tables and the declarations (issue 25)
                                      "cards.py", "card_rules.py", "ruleset.py", "editions.py",
                                      "card_text.py", "state.py", "steps.py", "tokens.py",
                                      "records.py", "action_space.py")]
    + [p for p in (SRC / "cli").rglob("*.py")]
    + [p for p in (SRC / "bots").rglob("*.py")]
    + [p for p in (SRC / "core").rglob("*.py")]
    + [p for p in (SRC / "sim").rglob("*.py")]
    + [p for p in (SRC / "rl").rglob("*.py")]
)


def _names() -> list[str]:
    return sorted(n for n in _classic().types if n != cards.JUNK)


def _identifier(name: str) -> str:
    """``"Winter is Coming"`` → ``"winter_is_coming"``."""
    return re.sub(r"\W+", "_", name.lower()).strip("_")


def _docstring_lines(source: str) -> set[int]:
    """The line numbers of the module's, classes' and functions' docstrings."""
    lines: set[int] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if (body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant)
                    and isinstance(body[0].value.value, str)):
                lines.update(range(body[0].lineno, body[0].end_lineno + 1))
    return lines


def card_names_in(source: str, names: list[str]) -> list[tuple[int, str]]:
    """``(line, card name)`` for every card name in a string literal outside docstrings, and
    every identifier spelling a card name (``flashy_show``)."""
    docs = _docstring_lines(source)
    idents = {_identifier(n): n for n in names}
    pattern = re.compile(r"(?<![\w])(" + "|".join(re.escape(n) for n in names) + r")(?![\w])")
    out: list[tuple[int, str]] = []
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        line = tok.start[0]
        if tok.type == tokenize.STRING or tok.type == getattr(tokenize, "FSTRING_MIDDLE", -1):
            if line in docs:
                continue
            out.extend((line, mt[1]) for mt in pattern.finditer(tok.string))
        elif tok.type == tokenize.NAME and tok.string.lower() in idents:
            out.append((line, idents[tok.string.lower()]))
    return out


def test_the_checker_finds_names_in_code_and_strings_but_not_in_docstrings() -> None:
    source = ('"""Accordion in a docstring."""\n'
              'x = "Accordion"  # Spyglass in a comment\n'
              'def f():\n    """Cookies."""\n    return f"{x} Winter is Coming"\n'
              'flashy_show = 1\ny = "Accordions"\n')
    names = _names()
    assert card_names_in(source, names) == [(2, "Accordion"), (5, "Winter is Coming"),
                                            (6, "Flashy Show")]


def test_no_card_is_named_outside_the_decks() -> None:
    names = _names()
    # six names per registered deck (36 for the six classic decks): the check has every name
    assert len(names) == 6 * len(_classic().decks)
    offenders = []
    for path in CHECKED:
        for line, name in card_names_in(path.read_text(encoding="utf-8"), names):
            offenders.append(f"{path.relative_to(SRC)}:{line}: {name}")
    assert offenders == [], "cards named outside the decks:\n" + "\n".join(offenders)
