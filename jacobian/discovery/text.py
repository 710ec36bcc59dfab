"""From a query to its terms, and from a catalog text to its stems.

A query is read as words (lower-case letters and digits; accents folded, anything else a space).
First, a formula the vocabulary knows is read as what it says (``vocabulary.NOTATIONS``: ``3^x = 13``
asks for a discrete logarithm, ``x^2 - 61 y^2 = 1`` is Pell's equation), since its single letters and
numbers are no terms. Then, in order:

- a phrase of the vocabulary ("no model", "null space") becomes one term, and so does a compound tag of
  the catalog written as words in any form ("Cayley-Hamilton", "minimum vertex covers" for the tags
  ``cayley-hamilton``, ``minimum-vertex-cover``): one thing named in two words counts once, where
  each of its words alone would score as if the query named two things;
- function words are dropped (``vocabulary.STOPWORDS``: "is", "over", "no", "there"...), and so
  are single letters and numbers (``x^4+1`` gives no term); a token of two letters or with a
  digit is a term only if an id, title or tag of the catalog or the vocabulary has it (``z3``,
  ``lp``, ``graph6``, ``gf``);
- every other word is a term. It matches by its Porter stem, but only if it is a real word: one
  the catalog or the vocabulary uses, or a form with a suffix the stemmer removes. A bare stem
  ("prov", "ther") is not a word and matches nothing. The vocabulary's synonyms add the catalog's
  words for it (irreducible -> factor).

Each term says whether it is generic (what to do, not what about) and whether it names a topic;
see :mod:`.vocabulary`. Deterministic: no randomness, no locale.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Container, Mapping
from dataclasses import dataclass

from .stemmer import porter
from .vocabulary import GENERIC, NOTATIONS, PHRASES, STOPWORDS, SYNONYMS, TOPICS

_WORD_RE = re.compile(r"[a-z0-9]+")
_NOTATIONS = tuple((re.compile(pattern), f" {reading} ") for pattern, reading in NOTATIONS)
MAX_PHRASE_WORDS = max(len(p.split()) for p in PHRASES)
_NO_COMPOUNDS: Mapping[tuple[str, ...], str] = {}
MIN_WORD = 3  # shorter tokens are terms only when the catalog or the vocabulary knows them


def fold(text: str) -> str:
    """Lower-case with accents removed (Gröbner -> grobner)."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def words(text: str) -> list[str]:
    """Lower-case alphanumeric words of ``text``, in order."""
    return _WORD_RE.findall(fold(text))


def read_notation(text: str) -> str:
    """``text`` folded, with every formula of ``vocabulary.NOTATIONS`` replaced by its reading in words."""
    folded = fold(text)
    for pattern, reading in _NOTATIONS:
        folded = pattern.sub(reading, folded)
    return folded


def stem(word: str) -> str:
    return porter(word)


def stems_of(text: str) -> frozenset[str]:
    """Every stem in a catalog text (ids, titles, tags, descriptions)."""
    return frozenset(stem(w) for w in words(text))


def _alternative(canonical: str) -> tuple[str, ...]:
    """The stems a catalog word stands for: ``operation-table`` needs both of its parts in one field."""
    return tuple(stem(w) for w in words(canonical))


@dataclass(frozen=True)
class Term:
    """One query term.

    ``alternatives``: each is a tuple of stems that must occur together in one field of an
    operation for the term to match there; the first is the word's own stem when it has one.
    """

    text: str
    alternatives: tuple[tuple[str, ...], ...]
    generic: bool = False
    topic: bool = False

    @property
    def domain(self) -> bool:
        """Whether the term says what the task is about (a STRONG match needs such terms)."""
        return not self.generic


def _topic(*names: str) -> bool:
    return any(n in TOPICS for n in names)


def _phrase_at(
    tokens: list[str], i: int, compounds: Mapping[tuple[str, ...], str]
) -> tuple[str, int, tuple[str, ...]] | None:
    """The longest phrase at ``tokens[i]``: its text, its length and the catalog words it stands for
    (a phrase of the vocabulary before a compound tag of the same length)."""
    longest = max(MAX_PHRASE_WORDS, max((len(k) for k in compounds), default=0))
    for n in range(min(longest, len(tokens) - i), 1, -1):
        phrase = " ".join(tokens[i : i + n])
        if phrase in PHRASES:
            return phrase, n, PHRASES[phrase]
        tag = compounds.get(tuple(stem(w) for w in tokens[i : i + n]))
        if tag is not None:
            return phrase, n, (tag,)
    return None


def _word_term(word: str, known: Container[str], names: Container[str]) -> Term | None:
    vocabulary = word in SYNONYMS or word in GENERIC or word in TOPICS
    if word in STOPWORDS or len(word) < 2 or word.isdigit():
        return None
    if (len(word) < MIN_WORD or any(ch.isdigit() for ch in word)) and not (vocabulary or word in names):
        return None
    own = stem(word)
    real = vocabulary or word in known or own != word
    alternatives = ([(own,)] if real else []) + [_alternative(s) for s in SYNONYMS.get(word, ())]
    return Term(
        text=word,
        alternatives=tuple(dict.fromkeys(alternatives)),
        generic=word in GENERIC,
        topic=_topic(word, *SYNONYMS.get(word, ())),
    )


def terms(
    text: str,
    known: Container[str] = frozenset(),
    names: Container[str] = frozenset(),
    compounds: Mapping[tuple[str, ...], str] = _NO_COMPOUNDS,
) -> list[Term]:
    """The terms of a query, in first-seen order, one per distinct meaning.

    ``known``: the words the catalog uses anywhere (a word it uses is a real word even when it is
    its own stem, such as ``sat``); ``names``: those of its ids, titles and tags (they let a short
    or digit-bearing token such as ``lp`` or ``z3`` be a term); ``compounds``: its tags of several
    words, keyed by their words' stems (``Catalog.compounds``).
    """
    tokens = words(read_notation(text))
    out: dict[tuple[tuple[str, ...], ...] | str, Term] = {}
    i = 0
    while i < len(tokens):
        found = _phrase_at(tokens, i, compounds)
        if found is not None:
            phrase, n, canonical = found
            i += n
            if not canonical:  # a phrase that says nothing about the task ("of the form")
                continue
            term = Term(
                phrase,
                tuple(_alternative(c) for c in canonical),
                generic=all(c in GENERIC for c in canonical),
                topic=_topic(*canonical),
            )
        else:
            maybe = _word_term(tokens[i], known, names)
            i += 1
            if maybe is None:
                continue
            term = maybe
        out.setdefault(term.alternatives or term.text, term)
    return list(out.values())
