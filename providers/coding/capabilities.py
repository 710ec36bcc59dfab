"""Linear codes over GF(q): the weight distribution (with the dual's) and the minimum distance.

``parse`` reads the matrix with the checker's reader (the definition of the code) to refuse, before any job,
a code whose enumeration (the smaller of the code and its dual; the code itself for a minimum-weight
codeword) exceeds the checker's bound.
"""

from __future__ import annotations

from typing import Any, ClassVar, TypeVar

from jacobian.capability import (
    ArtifactReader,
    Evidence,
    Interpretation,
    InterpretError,
    JobCall,
    Output,
    WorkerCapability,
    answer,
    invalid,
)
from jacobian.checkers.coding.cosets import MAX_COSET_STEPS, MAX_COSETS, coset_cost
from jacobian.checkers.coding.linear import MAX_CODEWORDS, CodeError, generator_and_dual
from jacobian.contracts.descriptor import InvocationExample
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import Conclusion, Mode, Qualifier

from .models import CodeRequest, CoveringRadiusOutput, MinimumDistanceOutput, WeightDistributionOutput

FORMAT = "code-certificate/1"
TAGS = ("coding-theory", "linear-code", "error-correcting-code", "code", "finite-field", "hamming", "golay")
HAMMING = [[1, 0, 0, 0, 0, 1, 1], [0, 1, 0, 0, 1, 0, 1], [0, 0, 1, 0, 1, 1, 0], [0, 0, 0, 1, 1, 1, 1]]
Out = TypeVar("Out", bound=Output)


def _dimensions(request: CodeRequest, whole_code: bool) -> tuple[int, int]:
    try:
        basis, dual, n = generator_and_dual(request.subject(), request.q)
    except CodeError as exc:
        raise invalid(str(exc), "$.payload." + (exc.where or request.field_name())) from None
    k = len(basis)
    count = request.q**k if whole_code else min(request.q**k, request.q ** (n - k))
    if count > MAX_CODEWORDS:
        what = "codewords" if whole_code else "words in the smaller of the code and its dual"
        raise invalid(
            f"{request.q}^{k if whole_code else min(k, n - k)} {what}: more than {MAX_CODEWORDS}",
            "$.payload." + request.field_name(),
        )
    return n, k


class _Code(WorkerCapability[CodeRequest, Out, tuple[int, int]]):
    domain: ClassVar[str] = "coding_theory"
    family: ClassVar[str] = "coding"
    op = "analyse"
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.VALUE,)
    whole_code: ClassVar[bool] = False

    def parse(self, request: CodeRequest, artifacts: ArtifactReader) -> tuple[int, int]:
        return _dimensions(request, self.whole_code)

    def fields(self, call: JobCall[CodeRequest, tuple[int, int]]) -> dict[str, Any]:
        request = call.request
        return {
            "q": request.q,
            "rows": [list(r) for r in request.rows()],
            "parity_check": request.parity_check is not None,
            "codeword": self.whole_code,
        }

    def _checked(self, call: JobCall[CodeRequest, tuple[int, int]], data: dict[str, Any]) -> None:
        if (data.get("n"), data.get("k")) != call.parsed:
            raise InterpretError(Code.BACKEND_ERROR, "the worker's length or dimension is not the code's")


class WeightDistribution(_Code[WeightDistributionOutput]):
    id = "code.weight_distribution"
    title = "Weight distribution of a linear code (and of its dual)"
    description = (
        "The number of codewords of each weight of a linear code over GF(q) given by a generator or parity-check "
        "matrix, with its dual's distribution and the minimum distance, by enumerating the smaller of the code and "
        f"its dual (at most {MAX_CODEWORDS} words) and the MacWilliams identity. In VERIFY mode a checker enumerates "
        "it itself and checks both distributions against each other by the MacWilliams transform."
    )
    tags = (*TAGS, "weight-distribution", "weight-enumerator", "macwilliams", "dual-code", "minimum-distance")
    verify_claims = ("CODE_WEIGHT_DISTRIBUTION",)
    examples = (InvocationExample(title="The Hamming [7,4,3] code", payload={"generator": HAMMING}, mode=Mode.VERIFY),)

    def answer(self, call: JobCall[CodeRequest, tuple[int, int]], data: dict[str, Any]) -> Interpretation:
        self._checked(call, data)
        out = WeightDistributionOutput(
            n=data["n"],
            k=data["k"],
            distribution=data["distribution"],
            dual_distribution=data["dual_distribution"],
            minimum_distance=data.get("minimum_distance"),
        )
        claim = {
            "kind": "CODE_WEIGHT_DISTRIBUTION",
            "distribution": out.distribution,
            "dual_distribution": out.dual_distribution,
        }
        evidence = Evidence(claim, FORMAT, call.request.subject(), {})
        basis = "every word of the smaller of the code and its dual enumerated; the other by MacWilliams"
        return answer(
            Conclusion.VALUE, out, basis, qualifiers=(Qualifier.EXACT, Qualifier.EXHAUSTIVE), evidence=evidence
        )


class MinimumDistance(_Code[MinimumDistanceOutput]):
    id = "code.minimum_distance"
    title = "Minimum distance of a linear code, with a codeword of that weight"
    description = (
        "The minimum distance (least nonzero weight) of a linear code over GF(q) given by a generator or "
        f"parity-check matrix (at most {MAX_CODEWORDS} codewords), with a nonzero codeword of that weight. In VERIFY "
        "mode a checker confirms the codeword is in the code and has that weight, and that no nonzero codeword is "
        "lighter, by its own exhaustive enumeration (of the code or its dual, with the MacWilliams transform)."
    )
    tags = (*TAGS, "minimum-distance", "minimum-weight", "codeword", "error-correction", "distance")
    verify_claims = ("CODE_MINIMUM_DISTANCE",)
    whole_code = True
    examples = (
        InvocationExample(title="The Hamming [7,4,3] code: d = 3", payload={"generator": HAMMING}, mode=Mode.VERIFY),
    )

    def answer(self, call: JobCall[CodeRequest, tuple[int, int]], data: dict[str, Any]) -> Interpretation:
        self._checked(call, data)
        if data.get("minimum_distance") is None:
            raise InterpretError(Code.BACKEND_ERROR, "the zero code has no minimum distance")
        out = MinimumDistanceOutput(
            n=data["n"], k=data["k"], minimum_distance=data["minimum_distance"], codeword=data["codeword"]
        )
        claim = {"kind": "CODE_MINIMUM_DISTANCE", "distance": out.minimum_distance}
        evidence = Evidence(claim, FORMAT, call.request.subject(), {"codeword": out.codeword})
        basis = "every codeword enumerated"
        return answer(
            Conclusion.VALUE, out, basis, qualifiers=(Qualifier.EXACT, Qualifier.EXHAUSTIVE), evidence=evidence
        )


class CoveringRadius(_Code[CoveringRadiusOutput]):
    id = "code.covering_radius"
    op = "covering_radius"
    title = "Covering radius of a linear code, with a word at that distance"
    description = (
        "The covering radius (the maximum distance of any word from its nearest codeword; the largest coset-leader "
        f"weight) of a linear code over GF(q) given by a generator or parity-check matrix, for at most {MAX_COSETS} "
        f"cosets (q^(n-k)) and {MAX_COSET_STEPS} coset-table updates (q^(n-k) n (q-1)), with a word at exactly that "
        "distance (a deep hole) and the coset-leader weight distribution, by breadth-first search over the "
        "syndromes. In VERIFY mode a checker tabulates every coset's minimum weight itself (dynamic programming "
        "over the columns) and confirms the radius, the distribution and the word's distance."
    )
    tags = (
        *(t for t in TAGS if t != "error-correcting-code"),  # how many errors a code corrects: its distance
        "covering-radius",
        "coset-leader",
        "syndrome-decoding",
        "deep-hole",
        "nearest-codeword",
        "maximum-distance",
        "perfect-code",
        "sphere-covering",
    )
    verify_claims = ("CODE_COVERING_RADIUS",)
    examples = (
        InvocationExample(
            title="The Hamming [7,4,3] code: covering radius 1 (perfect)",
            payload={"generator": HAMMING},
            mode=Mode.VERIFY,
        ),
    )

    def parse(self, request: CodeRequest, artifacts: ArtifactReader) -> tuple[int, int]:
        """Refuses, with the matrix's path, a code with more cosets or table updates than the checker's bounds."""
        try:
            basis, _, n = generator_and_dual(request.subject(), request.q)
        except CodeError as exc:
            raise invalid(str(exc), "$.payload." + (exc.where or request.field_name())) from None
        cosets, steps = coset_cost(n, len(basis), request.q)
        if cosets > MAX_COSETS or steps > MAX_COSET_STEPS:
            raise invalid(
                f"{request.q}^{n - len(basis)} cosets and {steps} coset-table updates: at most {MAX_COSETS} and "
                f"{MAX_COSET_STEPS}",
                "$.payload." + request.field_name(),
            )
        return n, len(basis)

    def fields(self, call: JobCall[CodeRequest, tuple[int, int]]) -> dict[str, Any]:
        request = call.request
        return {
            "q": request.q,
            "rows": [list(r) for r in request.rows()],
            "parity_check": request.parity_check is not None,
        }

    def answer(self, call: JobCall[CodeRequest, tuple[int, int]], data: dict[str, Any]) -> Interpretation:
        self._checked(call, data)
        try:
            out = CoveringRadiusOutput(
                n=data["n"],
                k=data["k"],
                covering_radius=data["covering_radius"],
                word=data["word"],
                coset_leader_distribution=data["coset_leader_distribution"],
            )
        except (KeyError, ValueError) as exc:
            raise InterpretError(Code.BACKEND_ERROR, f"the worker's answer is malformed: {exc}"[:2000]) from None
        claim = {
            "kind": "CODE_COVERING_RADIUS",
            "radius": out.covering_radius,
            "coset_leader_distribution": out.coset_leader_distribution,
        }
        evidence = Evidence(claim, FORMAT, call.request.subject(), {"word": out.word})
        basis = "breadth-first search over every syndrome (coset) of the code"
        return answer(
            Conclusion.VALUE, out, basis, qualifiers=(Qualifier.EXACT, Qualifier.EXHAUSTIVE), evidence=evidence
        )


CAPABILITIES = (WeightDistribution(), MinimumDistance(), CoveringRadius())
