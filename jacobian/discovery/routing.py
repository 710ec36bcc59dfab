"""Routing status and recovery paths.

Natural-language proofs have no route unless an installed capability accepts
them: asking for one (by ``input_kind`` or an unambiguous phrase) gives
``NO_ROUTE`` with its basis rather than a list of loosely related solvers.
"""

from __future__ import annotations

from typing import Any

from jacobian.contracts.enums import InputKind

from .catalog import Catalog

NL_PROOF_PHRASES = (
    "informal proof",
    "proof prose",
    "prose proof",
    "natural language proof",
    "natural-language proof",
    "proof in natural language",
    "proof written in english",
    "pen and paper proof",
    "pen-and-paper proof",
)


def nl_proof_basis(query: str | None, input_kind: InputKind | None) -> str | None:
    """Why this request asks for a natural-language proof route, or None."""
    if input_kind is InputKind.NATURAL_LANGUAGE_PROOF:
        return "input_kind NATURAL_LANGUAGE_PROOF was requested"
    if query:
        folded = " ".join(query.lower().split())
        for phrase in NL_PROOF_PHRASES:
            if phrase in folded:
                return f"the query asks for a natural-language proof ({phrase!r})"
    return None


def nl_proof_accepted(catalog: Catalog) -> bool:
    return any(InputKind.NATURAL_LANGUAGE_PROOF in i.entry.descriptor.input_kinds and i.callable for i in catalog.items)


def recovery_paths(filters_used: dict[str, Any], *, no_route: bool = False) -> list[dict[str, str]]:
    """Unranked ways forward when results are weak, empty or unroutable."""
    paths = []
    if no_route:
        paths.append(
            {
                "action": "FORMALIZE",
                "detail": (
                    "State the claim as a structured request or formal proposition (e.g. a CNF, an SMT-LIB "
                    "script, a group given by generators) and search for an operation that accepts it."
                ),
            }
        )
    paths.append(
        {
            "action": "REFORMULATE",
            "detail": (
                "Search again with the mathematical object and task (e.g. 'satisfiable CNF', 'group "
                "order', 'optimize linear integer')."
            ),
        }
    )
    if filters_used:
        paths.append(
            {
                "action": "REMOVE_FILTERS",
                "detail": "Search again without the filters " + ", ".join(sorted(filters_used)) + ".",
            }
        )
    paths.append(
        {"action": "BROWSE", "detail": "Call math.find without a query to list every installed operation in id order."}
    )
    paths.append(
        {
            "action": "READ_CATALOG",
            "detail": "Read the resource capability://catalog for the full inventory with schemas and tags.",
        }
    )
    return paths
