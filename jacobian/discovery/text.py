"""Tokenization and light stemming for discovery.

Deliberately small and deterministic: lower-case, split on anything that is
not a letter or digit (so ``sat.solve`` and ``model-finding`` split), drop a
short list of function words, and strip one or two common English suffixes so
``satisfiable``, ``satisfiability`` and ``satisfying`` share the stem
``satisfi``. No dictionary, no randomness, no locale.
"""

from __future__ import annotations

import re

_WORD_RE = re.compile(r"[a-z0-9]+")

STOPWORDS = frozenset(
    """a an the of for to in on at by with and or is are be been it its this that these those
    i me my we our you your do does did can could should would will please want need how what
    which whether if from into about using use via as""".split()
)

# Longest first; a suffix is stripped only when at least three letters remain.
_SUFFIXES = (
    "abilities",
    "ibilities",
    "ability",
    "ibility",
    "ations",
    "ation",
    "ities",
    "ity",
    "ables",
    "able",
    "ibles",
    "ible",
    "ments",
    "ment",
    "ness",
    "ings",
    "ing",
    "ies",
    "ied",
    "ers",
    "er",
    "es",
    "ed",
    "ly",
    "s",
)
_KEEP_DOUBLE = frozenset("lsz")


def stem(word: str) -> str:
    """A light suffix-stripping stem; idempotent enough for matching."""
    w = word
    for _ in range(2):
        if len(w) <= 3 or w.isdigit():
            break
        for suffix in _SUFFIXES:
            if w.endswith(suffix) and len(w) - len(suffix) >= 3:
                w = w[: -len(suffix)]
                if suffix in ("ies", "ied"):
                    w += "i"
                break
        else:
            break
    if len(w) > 3 and w.endswith("y"):
        w = w[:-1] + "i"
    if len(w) > 3 and w.endswith("e"):
        w = w[:-1]
    if len(w) > 3 and w[-1] == w[-2] and w[-1] not in _KEEP_DOUBLE and w[-1] not in "aeiou":
        w = w[:-1]
    return w


def words(text: str) -> list[str]:
    """Lower-case alphanumeric words of ``text``, in order."""
    return _WORD_RE.findall(text.lower())


def terms(text: str) -> list[str]:
    """Unique stems of the content words of ``text``, in first-seen order."""
    seen: dict[str, None] = {}
    for word in words(text):
        if word in STOPWORDS:
            continue
        seen.setdefault(stem(word), None)
    return list(seen)


def stems_of(text: str) -> frozenset[str]:
    """Every stem in ``text`` (stop words included: fields are matched, not queried)."""
    return frozenset(stem(w) for w in words(text))
