"""Counts on a finite poset (elements and order pairs a < b, covers or any): the number of linear extensions
(:class:`LinearExtensionCount`) and the Mobius function (:class:`Mobius`), served by :mod:`.networkx_worker` and
recomputed by ``checkers/poset``. The poset is read once by the checkers' own reader (:mod:`jacobian.checkers.poset
.order`), which refuses a repeated element, an undeclared one, or relations with a cycle, with the path; no backend
library is imported here."""

from __future__ import annotations

from typing import Any, ClassVar

from pydantic import Field

from jacobian.capability import (
    ArtifactReader,
    BudgetRequest,
    Evidence,
    Interpretation,
    InterpretError,
    JobCall,
    Output,
    Request,
    answer,
    invalid,
)
from jacobian.checkers.poset import order, poset_check
from jacobian.contracts.descriptor import DeclaredRelationship, InvocationExample
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import Conclusion, Mode

from .common import EXACT_RUN, GraphCapability, Out
from .models import Label

B3 = {
    "elements": ["0", "a", "b", "c", "ab", "ac", "bc", "abc"],
    "relations": [
        ["0", "a"], ["0", "b"], ["0", "c"], ["a", "ab"], ["a", "ac"], ["b", "ab"],
        ["b", "bc"], ["c", "ac"], ["c", "bc"], ["ab", "abc"], ["ac", "abc"], ["bc", "abc"],
    ],
}  # fmt: skip


class PosetRequest(Request):
    """A finite poset: its elements and pairs [a, b] meaning a < b (the order is their transitive closure)."""

    elements: list[Label] = Field(
        min_length=1,
        max_length=order.MAX_ELEMENTS,
        description="the elements: labels, all integers or all strings of letters, digits and _ . : -",
    )
    relations: list[tuple[Label, Label]] = Field(
        default=[],
        max_length=order.MAX_RELATIONS,
        description="pairs [a, b] meaning a < b: the cover relations or any order pairs (closed transitively); "
        "no cycles",
    )
    budget: BudgetRequest | None = None

    def as_poset(self) -> dict[str, Any]:
        return {"elements": list(self.elements), "relations": [list(p) for p in self.relations]}


class ExtensionsOutput(Output):
    linear_extensions: str = Field(description="the number of linear extensions (total orders extending it), decimal")
    elements: int


class MobiusValue(Output):
    x: Any
    y: Any
    mu: int


class MobiusOutput(Output):
    values: list[MobiusValue] = Field(description="mu(x, y) for every pair x <= y")
    bottom_top: int | None = Field(description="mu(0, 1) when the poset has a least and a greatest element")
    elements: int


class _PosetCount(GraphCapability[PosetRequest, Out, order.Poset]):
    domain: ClassVar[str] = "posets"
    modes: ClassVar[tuple[Mode, ...]] = (Mode.EXPLORE, Mode.VERIFY)
    conclusions: ClassVar[tuple[Conclusion, ...]] = (Conclusion.VALUE,)
    max_elements: ClassVar[int] = order.MAX_ELEMENTS

    def parse(self, request: PosetRequest, artifacts: ArtifactReader) -> order.Poset:
        try:
            return order.parse(request.as_poset(), "$.payload", self.max_elements)
        except order.PosetError as exc:
            raise invalid(exc.message, exc.path) from None

    def fields(self, call: JobCall[PosetRequest, order.Poset]) -> dict[str, Any]:
        poset = call.parsed
        pairs = [[i, j] for i in range(poset.size) for j in range(poset.size) if poset.less(i, j)]
        return {"elements": poset.size, "relations": pairs}


class LinearExtensionCount(_PosetCount[ExtensionsOutput]):
    id = "poset.linear_extensions.count"
    op = "linear_extensions"
    max_elements = poset_check.MAX_EXTENSION_ELEMENTS
    title = "Number of linear extensions of a finite poset (total orders extending it), exact"
    description = (
        f"Counts the linear extensions of a finite poset (at most {poset_check.MAX_EXTENSION_ELEMENTS} elements; "
        "elements and pairs a < b, covers or any order pairs): the ways to list the elements so that a comes before "
        "b whenever a < b. A memoized recursion over networkx's transitive closure. In VERIFY mode a checker reads "
        "the poset itself and counts the maximal chains of its lattice of down-sets: VERIFIED. An antichain of n "
        "has n!, a chain 1, the Boolean lattice B_3 48."
    )
    tags = (
        "poset",
        "partial-order",
        "linear-extensions",
        "linear-extension",
        "topological-sorts",
        "total-order",
        "down-sets",
        "order-ideals",
        "counting",
        "exact",
    )
    verify_claims = ("LINEAR_EXTENSION_COUNT",)
    examples = (InvocationExample(title="the Boolean lattice B_3 has 48", payload=B3, mode=Mode.VERIFY),)

    def answer(self, call: JobCall[PosetRequest, order.Poset], data: dict[str, Any]) -> Interpretation:
        count = data.get("count")
        if not isinstance(count, str) or not poset_check.DECIMAL.fullmatch(count):
            raise InterpretError(Code.BACKEND_ERROR, f"the worker gave the count {count!r}")
        out = ExtensionsOutput(linear_extensions=count, elements=call.parsed.size)
        evidence = Evidence(
            {"kind": "LINEAR_EXTENSION_COUNT", "value": count},
            poset_check.FORMAT,
            {"poset": call.request.as_poset()},
            {},
        )
        basis = "a memoized recursion removing a minimal element, over networkx's transitive closure"
        return answer(Conclusion.VALUE, out, basis, qualifiers=EXACT_RUN, evidence=evidence)


class Mobius(_PosetCount[MobiusOutput]):
    id = "poset.mobius"
    op = "mobius"
    title = "Mobius function of a finite poset, mu(x, y) for every x <= y, exact"
    description = (
        f"The Mobius function mu(x, y) of a finite poset for every pair x <= y (at most {order.MAX_ELEMENTS} "
        "elements; elements and pairs a < b, covers or any order pairs), as the inverse of its zeta matrix (sympy's "
        "exact inverse), with mu(0, 1) when there is a least and a greatest element. In VERIFY mode a checker reads "
        "the poset itself and recomputes every value by the defining sum mu(x, y) = -sum_{x <= z < y} mu(x, z): "
        "VERIFIED. The Boolean lattice: (-1)^|S|; the divisors of n: the number-theoretic Mobius function."
    )
    tags = (
        "poset",
        "partial-order",
        "mobius-function",
        "moebius",
        "mobius-inversion",
        "incidence-algebra",
        "zeta-function",
        "lattice",
        "boolean-lattice",
        "divisor-lattice",
        "exact",
    )
    verify_claims = ("POSET_MOBIUS",)
    examples = (InvocationExample(title="the Boolean lattice B_3: mu(0, 1) = -1", payload=B3, mode=Mode.VERIFY),)
    relationships = (
        DeclaredRelationship(kind="RELATED_TO", target="integer.mobius", description="the divisor lattice's mu(1, n)"),
    )

    def answer(self, call: JobCall[PosetRequest, order.Poset], data: dict[str, Any]) -> Interpretation:
        poset, values = call.parsed, data.get("values")
        n = poset.size
        ok = isinstance(values, list) and all(
            isinstance(v, list) and len(v) == 3 and all(type(x) is int for x in v) and 0 <= v[0] < n and 0 <= v[1] < n
            for v in values
        )
        if not ok or not isinstance(values, list):
            raise InterpretError(Code.BACKEND_ERROR, "the worker gave no Mobius values")
        labels = poset.labels
        shown = [MobiusValue(x=labels[x], y=labels[y], mu=mu) for x, y, mu in values]
        below = poset.below()
        bottoms = [v for v in range(n) if poset.above[v] | 1 << v == (1 << n) - 1]
        tops = [v for v in range(n) if below[v] | 1 << v == (1 << n) - 1]
        lookup = {(x, y): mu for x, y, mu in values}
        bottom_top = lookup.get((bottoms[0], tops[0])) if bottoms and tops else None
        out = MobiusOutput(values=shown, bottom_top=bottom_top, elements=n)
        claim = {"kind": "POSET_MOBIUS", "values": [[labels[x], labels[y], mu] for x, y, mu in values]}
        evidence = Evidence(claim, poset_check.FORMAT, {"poset": call.request.as_poset()}, {})
        basis = "the inverse of the zeta matrix (sympy), in networkx's topological order"
        return answer(Conclusion.VALUE, out, basis, qualifiers=EXACT_RUN, evidence=evidence)


POSET_CAPABILITIES = (LinearExtensionCount(), Mobius())
