"""Deterministic lexical ranking over ids, tags, titles and descriptions.

A query term scores, for each operation, the best field it matches (id 5, tags 4, title 3,
description 1) times its rarity across the catalog (``1 + ln(N / df)``: "matrix" in eight
operations weighs less than "determinant" in one; for a compound such as "sum free", ``df`` counts
the operations that have its words together in one field), halved for a generic term ("compute",
"check"). ``relevance_score`` is the sum scaled to 0..1000; ``query_coverage_milli`` is the share
of the query's terms the operation matches. Ties break on coverage, then id, so the order never
depends on dictionary or set iteration.

When the query names topics (see :mod:`.vocabulary`), an operation whose id, title or tags match
every one of them scores 1.25 times its sum: "the Cayley-Hamilton theorem: characteristic polynomial
of A" is about the characteristic polynomial, which matrix.charpoly names, though matrix.minpoly's
tags share more of the query's other words.

``lexical_fit`` is ``STRONG`` only when the operation's id, title or tags match more than half of
the query's domain terms (those that are not generic), at least one, and every topic the query
names (see :mod:`.vocabulary`); otherwise ``WEAK``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .catalog import FIELD_WEIGHTS, STRONG_FIELDS, Catalog, Indexed
from .text import Term

STRONG = "STRONG"
WEAK = "WEAK"
MAX_WEIGHT = max(FIELD_WEIGHTS.values())
GENERIC_FACTOR = 0.5
TOPIC_FACTOR = 1.25


@dataclass(frozen=True)
class Match:
    item: Indexed
    relevance_score: int
    query_coverage_milli: int
    matched_on: tuple[str, ...]
    matched_terms: tuple[str, ...]
    lexical_fit: str

    def as_dict(self) -> dict:
        return {
            "relevance_score": self.relevance_score,
            "query_coverage_milli": self.query_coverage_milli,
            "lexical_fit": self.lexical_fit,
            "matched_on": list(self.matched_on),
            "matched_terms": list(self.matched_terms),
        }


def _rarity(df: int, catalog: Catalog) -> float:
    """``1 + ln(N / df)`` for a word (or the words of one compound, together in one field) that
    ``df`` operations have."""
    return 1.0 + math.log(len(catalog.items) / df) if df else 0.0


def _term_hits(term: Term, catalog: Catalog) -> dict[tuple[str, str], tuple[float, tuple[str, ...]]]:
    """(capability id, field) -> the term's weight there before the field weight (rarity, halved
    when generic) and the alternative that matched, for every field where one occurs whole."""
    factor = GENERIC_FACTOR if term.generic else 1.0
    hits: dict[tuple[str, str], tuple[float, tuple[str, ...]]] = {}
    for alternative in term.alternatives:
        keys = set(catalog.postings.get(alternative[0], ()))
        for s in alternative[1:]:
            keys &= set(catalog.postings.get(s, ()))
        weight = factor * _rarity(len({cid for cid, _ in keys}), catalog)
        for key in keys:
            if key not in hits or weight > hits[key][0]:
                hits[key] = (weight, alternative)
    return hits


def _strong(matched_strong: set[str], terms: list[Term]) -> bool:
    domain = [t for t in terms if t.domain]
    hit = [t for t in domain if t.text in matched_strong]
    topics_met = all(t.text in matched_strong for t in domain if t.topic)
    return bool(hit) and 2 * len(hit) > len(domain) and topics_met


def rank(terms: list[Term], pool: list[Indexed], catalog: Catalog) -> list[Match]:
    """Matches for ``terms`` among ``pool``, best first.

    An operation's score counts each catalog word once: three query words that all stand for
    "law" (associative, commutative, idempotent) score "law" once, at its best field.
    """
    if not terms:
        return []
    allowed = {i.id: i for i in pool}
    credit: dict[str, dict[tuple[str, ...], float]] = {}  # id -> matched catalog word -> best weight
    matched: dict[str, set[str]] = {}  # id -> query terms matched anywhere
    fields_hit: dict[str, set[str]] = {}
    strong_terms: dict[str, set[str]] = {}  # id -> terms matched in an id, title or tags
    for term in terms:
        best: dict[str, tuple[float, tuple[str, ...]]] = {}
        for (cid, name), (weight, alternative) in _term_hits(term, catalog).items():
            if cid not in allowed:
                continue
            weighted = FIELD_WEIGHTS[name] * weight
            if cid not in best or weighted > best[cid][0]:
                best[cid] = (weighted, alternative)
            fields_hit.setdefault(cid, set()).add(name)
            if name in STRONG_FIELDS:
                strong_terms.setdefault(cid, set()).add(term.text)
        for cid, (weighted, alternative) in best.items():
            per = credit.setdefault(cid, {})
            per[alternative] = max(per.get(alternative, 0.0), weighted)
            matched.setdefault(cid, set()).add(term.text)
    topics = [t.text for t in terms if t.topic]
    ceiling = MAX_WEIGHT * (1.0 + math.log(max(len(catalog.items), 1)))
    scale = sum(ceiling * (GENERIC_FACTOR if t.generic else 1.0) for t in terms)
    found = []
    for cid, per in credit.items():
        score = sum(per.values())
        if topics and all(t in strong_terms.get(cid, set()) for t in topics):
            score *= TOPIC_FACTOR
        hit = tuple(t.text for t in terms if t.text in matched[cid])
        coverage = round(1000 * len(hit) / len(terms))
        relevance = min(1000, round(1000 * score / scale))
        fit = STRONG if _strong(strong_terms.get(cid, set()), terms) else WEAK
        order = tuple(f for f in FIELD_WEIGHTS if f in fields_hit[cid])
        found.append((score, Match(allowed[cid], relevance, coverage, order, hit, fit)))
    found.sort(key=lambda sm: (-sm[0], -sm[1].query_coverage_milli, sm[1].item.id))
    return [m for _, m in found]


def portfolio_fit(matches: list[Match]) -> str:
    """Result-level fit over the matches that can actually be called."""
    callable_ = [m for m in matches if m.item.callable]
    if any(m.lexical_fit == STRONG for m in callable_):
        return "STRONG_CANDIDATES_FOUND"
    if callable_:
        return "ONLY_WEAK_LEXICAL_MATCHES"
    return "NO_LEXICAL_MATCHES"
