"""Answering a rules question: ranked retrieval over the rule catalogue in one language.

Each rule is a small document made of its title (counted twice), its explanation and its
search words (``rule.<id>.keywords``), all in the reader's language. Words are lower-cased,
split at apostrophes (``l'étal`` → ``l``, ``étal``), stripped of a few very common words, reduced
to their stem by the Snowball stemmer of the language (``snowballstemmer``) and finally
stripped of accents, so that ``més``/``mes`` and ``pagar``/``pago``/``pagues`` meet. Documents are
ranked by Okapi BM25 (k1 = 1.2, b = 0.75): a corpus of a few dozen short rules needs nothing
bigger, and a dozen lines of our own code beat a dependency here (docs/translating.md).
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

STEMMER_NAMES = {"en": "english", "ca": "catalan", "es": "spanish", "it": "italian",
                 "fr": "french"}

# Very common words that say nothing about which rule is meant (compared without accents).
STOPWORDS: dict[str, frozenset[str]] = {
    "en": frozenset("""a an the of to in on at by for from with and or but if is are be been
        was were it its this that these those i you he she we they my your our their me us
        do does did can could may might must should would will shall what which who whom how
        when where why there here than then so as not no yes any all one some such into out
        up about over just also only still very get got have has had am""".split()),
    "ca": frozenset("""el la els les l un una uns unes de d del dels a al als en i o per
        amb que qui quan com on si no es s se em m et t ens us li els hi ho ja pero
        perque aquest aquesta aquests aquestes aixo ser es son soc era puc pot poden podem
        fer faig fa meu meva teu teva seu seva cal""".split()),
    "es": frozenset("""el la los las lo un una unos unas de del a al en y o por para con
        que quien cuando como donde si no se me te nos os le les ya pero porque este
        esta estos estas eso ser es son soy era puedo puede pueden podemos hacer hago
        hace mi mis tu tus su sus hay""".split()),
    "it": frozenset("""il lo la i gli le l un uno una di del della dei degli delle a al
        alla ai agli alle da dal dalla in nel nella e o per con che chi quando come dove se
        non si mi ti ci vi gli ne gia ma perche questo questa questi queste essere e
        sono posso puo possono possiamo fare faccio fa mio mia tuo tua suo sua""".split()),
    "fr": frozenset("""le la les l un une des de d du a au aux en et ou par pour avec que
        qu qui quand comment ou si ne n pas se s me m te t nous vous lui leur y ce cet
        cette ces est sont suis etre peux peut peuvent pouvons faire fais fait mon ma mes
        ton ta tes son sa ses il elle on je tu ils elles""".split()),
}

#: Accented words that are not stop words although their unaccented form is one (French
#: "dé", a die, is not "de"; "dés" is not "des").
KEEP: dict[str, frozenset[str]] = {"fr": frozenset({"dé", "dés"})}

_WORD = re.compile(r"[^\W_]+", re.UNICODE)


def strip_accents(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text)
                   if not unicodedata.combining(c))


@lru_cache(maxsize=None)
def _stemmer(lang: str):
    import snowballstemmer

    return snowballstemmer.stemmer(STEMMER_NAMES.get(lang, "english"))


def terms(text: str, lang: str) -> list[str]:
    """The index terms of ``text`` in ``lang`` (stems without accents, no stop words)."""
    stop = STOPWORDS.get(lang, frozenset())
    keep = KEEP.get(lang, frozenset())
    stemmer = _stemmer(lang)
    out = []
    for word in _WORD.findall(text.lower().replace("’", "'").replace("'", " ")):
        if strip_accents(word) in stop and word not in keep:
            continue
        out.append(strip_accents(stemmer.stemWord(word)))
    return out


@dataclass(frozen=True)
class Hit:
    rule_id: str
    score: float


class RuleIndex:
    """BM25 over the rules of one game in one language."""

    K1 = 1.2
    B = 0.75

    def __init__(self, docs: dict[str, list[str]], lang: str):
        self.lang = lang
        self.ids = list(docs)
        self.tf = [Counter(docs[i]) for i in self.ids]
        self.len = [len(docs[i]) for i in self.ids]
        self.avg = (sum(self.len) / len(self.len)) if self.len else 0.0
        df: Counter = Counter()
        for tf in self.tf:
            df.update(tf.keys())
        n = len(self.ids)
        self.idf = {term: math.log(1 + (n - k + 0.5) / (k + 0.5)) for term, k in df.items()}

    def search(self, question: str, top: int = 3) -> list[Hit]:
        q = terms(question, self.lang)
        hits = []
        for rule_id, tf, length in zip(self.ids, self.tf, self.len):
            score = 0.0
            for term in q:
                f = tf.get(term, 0)
                if f:
                    norm = self.K1 * (1 - self.B + self.B * length / (self.avg or 1))
                    score += self.idf[term] * f * (self.K1 + 1) / (f + norm)
            if score > 0:
                hits.append(Hit(rule_id, score))
        hits.sort(key=lambda h: (-h.score, self.ids.index(h.rule_id)))
        return hits[:top]


def rule_document(rule_id: str, lang: str) -> list[str]:
    """The terms of one rule in ``lang``: title twice, explanation, search words."""
    from ludoteca.core.catalogue import rule_explanation, rule_title
    from ludoteca.core.i18n import translate
    from ludoteca.core.catalogue import KEYWORDS

    title = rule_title(rule_id, lang)
    words = KEYWORDS.get(rule_id, "")
    keywords = translate(f"rule.{rule_id}.keywords", words, lang) if words else ""
    return (terms(title, lang) * 2 + terms(rule_explanation(rule_id, lang), lang)
            + terms(keywords, lang))


@lru_cache(maxsize=None)
def index(game: str, lang: str) -> RuleIndex:
    from ludoteca.core.catalogue import RULES

    prefix = game + "."
    return RuleIndex({rid: rule_document(rid, lang) for rid in RULES if rid.startswith(prefix)},
                     lang)


def search(game: str, question: str, lang: str, top: int = 3) -> list[Hit]:
    """The ``top`` rules of ``game`` that best answer ``question``, best first: searched in
    ``lang``, and when nothing there answers it, in English (a question typed in English at
    a table in another language still finds its rules, shown in ``lang``)."""
    hits = index(game, lang).search(question, top)
    if not hits and lang != "en":
        hits = index(game, "en").search(question, top)
    return hits
