"""``ludoteca rules``: the rule catalogue in the reader's language.

* ``ludoteca rules dale`` lists the rules of a game: id, page, title;
* ``ludoteca rules dale.market.overpay`` prints one rule: id, page, title and explanation;
* ``ludoteca rules dale "can I pay too much?"`` answers a question with the best-matching
  rules (:mod:`ludoteca.core.rule_search`), best first; without ``--lang`` the question's
  language is recognised (:func:`question_language`), and the answer is in that language;
* ``ludoteca rules dale dale.market.overpay`` explains one rule of that game.

Unknown games and rule ids are a :class:`BadInput` (one line, exit code 2).
"""

from __future__ import annotations

from typing import Annotated, Optional

import typer
from ludoteca.cli.terminal import Console

from ludoteca.core.catalogue import RULES, rule_explanation, rule_page, rule_title
from ludoteca.core.errors import BadInput
from ludoteca.core.i18n import t
from ludoteca.core.i18n import Message

RULES_HELP = "\n\n".join([
    "The rules of a game in your language, with the rulebook page of each.",
    "'ludoteca rules dale' lists the rules; 'ludoteca rules dale.market.overpay' (or 'ludoteca "
    "rules dale dale.market.overpay') explains one; 'ludoteca rules dale \"can I pay more "
    "than the price?\"' finds the rules that answer a question, in the language it is "
    "written in (or the one chosen with --lang).",
])

def games() -> list[str]:
    """The games whose rules the catalogue holds (``dale``, ``pax`` …), in catalogue order."""
    out: list[str] = []
    for rule_id in RULES:
        game = rule_id.split(".", 1)[0]
        if game not in out:
            out.append(game)
    return out


def game_name(game: str) -> str:
    """The title of ``game`` in the reader's language: its message ``game.<name>`` when one is
    registered, else the title of the registry's game (a printed title), else the name."""
    from ludoteca.core.game import get_game
    from ludoteca.core.messages import MESSAGES

    if f"game.{game}" in MESSAGES:
        return t(f"game.{game}")
    try:
        return get_game(game).info.title
    except BadInput:
        return game


def _say(console: Console, text: str = "") -> None:
    console.print(text, markup=False, highlight=False)


def page_text(rule_id: str) -> str:
    return t("rules.page", page=rule_page(rule_id))


def show_rule(console: Console, rule_id: str, number: int | None = None) -> None:
    lead = f"{number}. " if number is not None else ""
    _say(console, f"{lead}{rule_id} ({page_text(rule_id)}) — {rule_title(rule_id)}")
    indent = " " * len(lead)
    _say(console, indent + rule_explanation(rule_id))


def list_rules(console: Console, game: str) -> None:
    ids = [r for r in RULES if r.startswith(game + ".")]
    _say(console, t("rules.list_title", game=game_name(game), count=len(ids)))
    width = max(len(r) for r in ids)
    pages = [page_text(r) for r in ids]
    pwidth = max(len(p) for p in pages)
    for rule_id, page in zip(ids, pages):
        _say(console, f"{rule_id:<{width}}  {page:<{pwidth}}  {rule_title(rule_id)}")


def question_language(question: str, game: str, default: str) -> str:
    """The language ``question`` is written in (en, ca, es, it or fr), else ``default``.

    Each language scores its very common words found in the question (``puc``, ``puedo``,
    ``posso``, ``je`` …) plus the question's other words that its rules of ``game`` use;
    the best score wins, ``default`` on a tie with it or when nothing scores."""
    from ludoteca.core.i18n import LANGUAGES
    from ludoteca.core.rule_search import STOPWORDS, _WORD, index, strip_accents, terms

    words = [strip_accents(w) for w in
             _WORD.findall(question.lower().replace("’", "'").replace("'", " "))]
    scores: dict[str, float] = {}
    for lang in LANGUAGES:
        stop = STOPWORDS.get(lang, frozenset())
        vocabulary = index(game, lang).idf
        scores[lang] = (sum(1 for w in words if w in stop)
                        + sum(1 for term in terms(question, lang) if term in vocabulary))
    best = max(scores.values(), default=0)
    if best == 0 or scores.get(default, 0) == best:
        return default
    return next(lang for lang in LANGUAGES if scores[lang] == best)


def answer(console: Console, game: str, question: str, lang: str, top: int) -> None:
    from ludoteca.core.rule_search import search

    hits = search(game, question, lang, top)
    if not hits:
        _say(console, t("rules.no_answer", question=question, game=game))
        return
    _say(console, t("rules.answers", question=question))
    for i, hit in enumerate(hits, start=1):
        show_rule(console, hit.rule_id, i)


def rules(
    target: Annotated[str, typer.Argument(
        help="A game (dale, pax) to list its rules, or a rule id (dale.market.overpay) to "
             "explain it.", metavar="GAME|RULE")],
    question: Annotated[Optional[list[str]], typer.Argument(
        help="A question about the rules of GAME, in your language.", metavar="[QUESTION]",
        show_default=False)] = None,
    top: Annotated[int, typer.Option("--top", help="How many rules answer a question.")] = 3,
) -> None:
    from ludoteca.core.i18n import current_language

    console = Console(highlight=False, soft_wrap=True)
    known = games()
    words = " ".join(question or []).strip()
    key = target.strip()
    if key in RULES:
        if words:
            raise BadInput(t("rules.unknown_game", game=key, games=", ".join(known)))
        show_rule(console, key)
        return
    game = key.lower()
    if game not in known:
        if "." in key and key.split(".", 1)[0].lower() in known:
            raise BadInput(t("rules.unknown_rule", rule=key, game=key.split(".", 1)[0].lower()))
        raise BadInput(t("rules.unknown_game", game=key, games=", ".join(known)))
    if top < 1:
        raise BadInput(Message("rules.top_least", top=top))
    if words in RULES or words.lower() in RULES:  # ludoteca rules dale dale.market.overpay
        rule_id = words if words in RULES else words.lower()
        if not rule_id.startswith(game + "."):
            raise BadInput(t("rules.unknown_rule", rule=rule_id, game=game))
        show_rule(console, rule_id)
        return
    if words:
        from ludoteca.cli.lang import lang_option_given
        from ludoteca.core.i18n import set_language

        lang = current_language()
        if not lang_option_given():
            lang = question_language(words, game, lang)
            set_language(lang)  # the answer speaks the question's language
        answer(console, game, words, lang, top)
    else:
        list_rules(console, game)
