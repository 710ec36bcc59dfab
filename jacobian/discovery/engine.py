"""``math.find`` as a pure function: (catalog, arguments) -> one bounded JSON document.

Search ranks; browse lists in id order; inspection shows one operation in a
view. Every document carries both digests and, measured by the caller's
``measure`` (the bytes actually sent), stays within ``budget``: detail goes
first, then matches (the cursor then resumes after the last one shown).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import ValidationError

from jacobian.contracts.diagnostics import Code, Diagnostic
from jacobian.contracts.enums import InputKind, Mode, Severity

from . import cursor as cursors
from .args import SHAPE_ERROR_PATHS, FindArgs
from .cards import CARD_BUILDERS
from .catalog import Catalog, Indexed
from .errors import from_validation
from .fit import BUDGET_BYTES, Measure, first_fitting, json_bytes
from .inspect import VIEWS
from .rank import Match, portfolio_fit, rank
from .routing import nl_proof_accepted, nl_proof_basis, recovery_paths
from .text import terms as query_terms


def _digests(catalog: Catalog) -> dict[str, str]:
    return {"catalog_digest": catalog.catalog_digest, "policy_digest": catalog.policy_digest}


def error_doc(catalog: Catalog, diagnostics: list[Diagnostic], **extra: Any) -> dict[str, Any]:
    return {
        "kind": "ERROR",
        "diagnostics": [d.model_dump(mode="json", exclude_none=True) for d in diagnostics],
        **extra,
        **_digests(catalog),
    }


def parse_args(raw: Any) -> FindArgs | list[Diagnostic]:
    if not isinstance(raw, dict):
        return [Diagnostic.of(Code.INVALID_REQUEST, "math.find arguments must be a JSON object", path="$")]
    try:
        return FindArgs.model_validate(raw)
    except ValidationError as exc:
        diags = from_validation(exc, FindArgs.model_json_schema())
        for i, d in enumerate(diags):
            if d.path == "$":  # a cross-field rule: name the argument it concerns
                for prefix, path in SHAPE_ERROR_PATHS.items():
                    if prefix in d.message:
                        diags[i] = d.model_copy(update={"path": path, "message": d.message.replace("$: ", f"{path}: ")})
        return diags


def _passes(item: Indexed, args: FindArgs) -> bool:
    d = item.entry.descriptor
    if args.domain is not None and d.domain != args.domain:
        return False
    if args.mode is not None and not item.offers(args.mode):
        return False
    kind = InputKind.TYPED_ARTIFACT if args.artifact_type is not None else args.input_kind
    if kind is not None and kind not in d.input_kinds:
        return False
    if args.artifact_type is not None and args.artifact_type not in d.artifact_types:
        return False
    return True


def _fit_page(
    catalog: Catalog,
    head: dict[str, Any],
    page: list[tuple[Indexed, Match | None]],
    offset: int,
    total: int,
    bind: str,
    measure: Measure,
    budget: int,
) -> dict[str, Any]:
    def build(count: int, first: str, rest: str) -> Callable[[], dict[str, Any]]:
        def make() -> dict[str, Any]:
            shown = page[:count]
            matches = []
            for n, (item, match) in enumerate(shown):
                card = dict(CARD_BUILDERS[first if n == 0 else rest](item, catalog))
                if match is not None:
                    card["match"] = match.as_dict()
                matches.append(card)
            end = offset + len(shown)
            doc = {
                **head,
                "total_matches": total,
                "offset": offset,
                "returned": len(shown),
                "matches": matches,
                "next_cursor": cursors.encode(end, bind, catalog.catalog_digest, catalog.policy_digest)
                if end < total
                else None,
            }
            if rest != "full" or count < len(page):
                doc["degraded"] = {
                    "card_detail": rest if count > 1 else first,
                    "matches_deferred_to_next_cursor": len(page) - count,
                    "reason": "kept within the 16 KiB response bound; inspect a capability_id for its full card",
                }
            doc.update(_digests(catalog))
            return doc

        return make

    levels = [
        ("full", "full"),
        ("full", "standard"),
        ("standard", "standard"),
        ("standard", "compact"),
        ("compact", "compact"),
    ]
    candidates = [build(len(page), first, rest) for first, rest in levels]
    candidates += [build(n, "compact", "compact") for n in range(len(page) - 1, -1, -1)]
    doc = first_fitting(candidates, measure, budget)
    if doc is None:  # even an empty page is too large: only the echo of a huge query can do that
        doc = {
            "kind": head["kind"],
            "matches": [],
            "returned": 0,
            "degraded": {"reason": "response bound"},
            **_digests(catalog),
        }
    return doc


def search(catalog: Catalog, args: FindArgs, measure: Measure, budget: int) -> dict[str, Any]:
    filters = args.filters()
    bind = cursors.binding(args.query, filters, args.limit, catalog.catalog_digest, catalog.policy_digest)
    offset = 0
    if args.cursor is not None:
        try:
            offset = cursors.decode(args.cursor, bind, catalog.catalog_digest, catalog.policy_digest)
        except cursors.CursorError as exc:
            return error_doc(catalog, [Diagnostic.of(Code.STALE_CURSOR, f"$.cursor: {exc}", path="$.cursor")])

    kind = "SEARCH" if args.query is not None else "BROWSE"
    head: dict[str, Any] = {"kind": kind, "query": args.query, "filters": filters, "limit": args.limit}
    basis = nl_proof_basis(args.query, args.input_kind)
    if basis is not None and not nl_proof_accepted(catalog):
        doc = {
            **head,
            "routing_status": "NO_ROUTE",
            "routing_basis": basis + "; no installed operation accepts NATURAL_LANGUAGE_PROOF input",
            "portfolio_fit": "NO_LEXICAL_MATCHES",
            "diagnostics": [
                Diagnostic.of(Code.NO_ROUTE, basis, severity=Severity.WARNING).model_dump(
                    mode="json", exclude_none=True
                )
            ],
            "total_matches": 0,
            "returned": 0,
            "matches": [],
            "next_cursor": None,
            "recovery_paths": recovery_paths(filters, no_route=True),
            **_digests(catalog),
        }
        return doc

    pool = [i for i in catalog.items if _passes(i, args)]
    if args.query is not None:
        terms = query_terms(args.query, catalog.words, catalog.names, catalog.compounds)
        matches = rank(terms, pool, catalog)
        ranked: list[tuple[Indexed, Match | None]] = [(m.item, m) for m in matches]
        fit = portfolio_fit(matches)
        head["query_terms"] = [t.text for t in terms]
    else:
        ranked = [(i, None) for i in pool]
        fit = "UNFILTERED"
    head["routing_status"] = "ROUTABLE"
    head["routing_basis"] = basis or (
        "lexical ranking over ids, tags, titles and descriptions" if args.query else "browse in id order"
    )
    head["portfolio_fit"] = fit
    if fit in ("ONLY_WEAK_LEXICAL_MATCHES", "NO_LEXICAL_MATCHES") or (fit == "UNFILTERED" and not ranked):
        head["recovery_paths"] = recovery_paths(filters)
    page = ranked[offset : offset + args.limit]
    return _fit_page(catalog, head, page, offset, len(ranked), bind, measure, budget)


def inspect(catalog: Catalog, args: FindArgs, measure: Measure, budget: int) -> dict[str, Any]:
    assert args.capability_id is not None
    item = catalog.by_id.get(args.capability_id)
    if item is None:
        near = rank(query_terms(args.capability_id, catalog.words, catalog.names), list(catalog.items), catalog)[:3]
        return error_doc(
            catalog,
            [
                Diagnostic.of(
                    Code.UNKNOWN_CAPABILITY,
                    f"$.capability_id: no installed capability {args.capability_id!r}",
                    path="$.capability_id",
                )
            ],
            did_you_mean=[m.item.id for m in near],
        )
    view = args.view or "SUMMARY"
    head = {"kind": "INSPECT", "view": view, "capability_id": item.id}
    builders = [lambda b=b: {**head, **b(), **_digests(catalog)} for b in VIEWS[view](item, catalog)]
    doc = first_fitting(builders, measure, budget)
    if doc is None:
        doc = {**head, "truncated": {"full_uri": f"capability://contract/{item.id}"}, **_digests(catalog)}
    return doc


def find(
    catalog: Catalog, raw_args: Any, *, measure: Measure = json_bytes, budget: int = BUDGET_BYTES
) -> dict[str, Any]:
    """Answer one math.find call. Never raises for bad arguments: an ERROR document instead."""
    parsed = parse_args(raw_args)
    if isinstance(parsed, list):
        doc = error_doc(catalog, parsed)
    elif parsed.capability_id is not None:
        doc = inspect(catalog, parsed, measure, budget)
    else:
        doc = search(catalog, parsed, measure, budget)
    if measure(doc) > budget and doc.get("kind") == "ERROR":
        doc = error_doc(
            catalog,
            [Diagnostic.of(Code.INVALID_REQUEST, "the arguments are invalid (details too large to show)", path="$")],
        )
    return doc


__all__ = ["find", "Catalog", "FindArgs", "Mode"]
