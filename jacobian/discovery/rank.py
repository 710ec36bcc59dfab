"""Deterministic lexical ranking over ids, tags, titles and descriptions.

Each query term scores the best field it hits (id 5, tags 4, title 3,
description 1; a prefix hit between stems of four letters or more counts
half). ``relevance_score`` is that sum scaled to 0..1000 against a perfect id
match of every term; ``query_coverage_milli`` is the share of query terms that
hit anything. Ties break on coverage, then id, so the order never depends on
dictionary or set iteration. Lookups go through the catalog's inverted index.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass

from .catalog import FIELD_WEIGHTS, STRONG_FIELDS, Catalog, Indexed

STRONG = "STRONG"
WEAK = "WEAK"
MAX_WEIGHT = max(FIELD_WEIGHTS.values())
MIN_PREFIX = 4


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


def _term_hits(term: str, catalog: Catalog) -> dict[tuple[str, str], float]:
    """(capability id, field) -> 1.0 for an exact stem hit, 0.5 for a prefix hit."""
    hits: dict[tuple[str, str], float] = {key: 1.0 for key in catalog.postings.get(term, ())}
    if len(term) < MIN_PREFIX:
        return hits
    related: list[str] = []
    stems = catalog.sorted_stems
    i = bisect.bisect_left(stems, term)
    while i < len(stems) and stems[i].startswith(term):  # longer stems extending the term
        related.append(stems[i])
        i += 1
    related += [term[:k] for k in range(MIN_PREFIX, len(term)) if term[:k] in catalog.postings]
    for s in related:
        if s != term:
            for key in catalog.postings[s]:
                hits.setdefault(key, 0.5)
    return hits


def rank(terms: list[str], pool: list[Indexed], catalog: Catalog) -> list[Match]:
    if not terms:
        return []
    allowed = {i.id: i for i in pool}
    best: dict[str, dict[str, float]] = {}  # id -> term -> best weighted hit
    fields_hit: dict[str, set[str]] = {}
    strong: set[str] = set()
    for term in terms:
        for (cid, name), h in _term_hits(term, catalog).items():
            if cid not in allowed:
                continue
            per = best.setdefault(cid, {})
            per[term] = max(per.get(term, 0.0), FIELD_WEIGHTS[name] * h)
            fields_hit.setdefault(cid, set()).add(name)
            if h == 1.0 and name in STRONG_FIELDS:
                strong.add(cid)
    found = []
    for cid, per in best.items():
        matched = tuple(t for t in terms if t in per)
        coverage = round(1000 * len(matched) / len(terms))
        relevance = round(1000 * sum(per.values()) / (MAX_WEIGHT * len(terms)))
        fit = STRONG if cid in strong and coverage >= 500 else WEAK
        order = tuple(f for f in FIELD_WEIGHTS if f in fields_hit[cid])
        found.append(Match(allowed[cid], relevance, coverage, order, matched, fit))
    found.sort(key=lambda m: (-m.relevance_score, -m.query_coverage_milli, m.item.id))
    return found


def portfolio_fit(matches: list[Match]) -> str:
    """Result-level fit over the matches that can actually be called."""
    callable_ = [m for m in matches if m.item.callable]
    if any(m.lexical_fit == STRONG for m in callable_):
        return "STRONG_CANDIDATES_FOUND"
    if callable_:
        return "ONLY_WEAK_LEXICAL_MATCHES"
    return "NO_LEXICAL_MATCHES"
