"""Exact counts by SymPy (:mod:`.sympy_worker`), each recomputed by the checker the classical way
(:mod:`jacobian.checkers.combinatorics.counting_check`): partitions (Euler's pentagonal recurrence), orbits of
colourings under a permutation group (Burnside over the group the checker enumerates), and a linear recurrence
fitted to given terms (it must reproduce exactly those terms; nothing is claimed beyond them). No backend library is
imported here."""

from __future__ import annotations

from typing import Any, ClassVar, TypeVar

from jacobian.capability import (
    ArtifactReader,
    Evidence,
    Interpretation,
    InterpretError,
    JobCall,
    Output,
    Request,
    WorkerCapability,
    answer,
    invalid,
)
from jacobian.checkers.combinatorics.counting_check import RATIONAL
from jacobian.contracts.descriptor import InvocationExample
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import Completeness, Conclusion, Mode, Qualifier

from .models import GuessOutput, GuessRequest, PartitionsOutput, PartitionsRequest, PolyaOutput, PolyaRequest

EXACT = (Qualifier.EXACT, Qualifier.DETERMINISTIC)


Req = TypeVar("Req", bound=Request)
Out = TypeVar("Out", bound=Output)
Parsed = TypeVar("Parsed")


class _Counting(WorkerCapability[Req, Out, Parsed]):
    domain: ClassVar[str] = "combinatorics"
    family: ClassVar[str] = "combinatorics"
    modes: ClassVar[tuple[Mode, ...]] = (Mode.EXPLORE, Mode.VERIFY)
    conclusions: ClassVar[tuple[Conclusion, ...]] = (Conclusion.VALUE,)


def _decimal(value: Any, what: str) -> int:
    if not (isinstance(value, str) and value.isdigit()):
        raise InterpretError(Code.BACKEND_ERROR, f"the worker gave no {what}")
    return int(value)


class PartitionsCount(_Counting[PartitionsRequest, PartitionsOutput, None]):
    id = "combinatorics.partitions.count"
    op = "partitions"
    title = "Number of integer partitions p(n), exact, checked by Euler's pentagonal recurrence"
    description = (
        "The number of partitions of n (ways to write n as a sum of positive integers, order ignored; n <= 20,000) by "
        "SymPy's Hardy-Ramanujan-Rademacher formula. In VERIFY mode a checker recomputes p(n) by Euler's "
        "pentagonal-number recurrence in Python integers: VERIFIED. p(100) = 190569292."
    )
    tags = (
        "combinatorics",
        "partitions",
        "integer-partitions",
        "partition-function",
        "euler",
        "pentagonal",
        "counting",
        "exact",
        "oeis-a000041",
    )
    verify_claims = ("PARTITION_COUNT",)
    examples = (InvocationExample(title="p(100) = 190569292", payload={"n": 100}, mode=Mode.VERIFY),)

    def answer(self, call: JobCall[PartitionsRequest, None], data: dict[str, Any]) -> Interpretation:
        n, count = call.request.n, _decimal(data.get("count"), "partition count")
        out = PartitionsOutput(n=n, count=str(count), digits=len(str(count)))
        evidence = Evidence({"kind": "PARTITION_COUNT", "value": str(count)}, "recount/1", {"n": n}, {})
        return answer(Conclusion.VALUE, out, f"p({n}) by SymPy", qualifiers=EXACT, evidence=evidence)


def _polya_subject(request: PolyaRequest) -> dict[str, Any]:
    group = {"named": request.group} if request.group is not None else {"generators": request.generators}
    return {"points": request.points, "colours": request.colours, "group": group}


class PolyaCount(_Counting[PolyaRequest, PolyaOutput, None]):
    id = "combinatorics.polya.count"
    op = "polya"
    title = "Count colourings up to symmetry (Polya's cycle index; Burnside check): necklaces, bracelets, orbits"
    description = (
        "The number of orbits of the k-colourings of n points under a permutation group: a named group (cyclic: "
        "necklaces; dihedral: bracelets; symmetric) or given generators (at most 32 points, a group of at most 50,000 "
        "elements). SymPy's cycle index Z(G), evaluated at k, with the cycle index and the group order. In VERIFY mode "
        "a checker builds the group itself, enumerates its elements and counts orbits by Burnside's lemma: "
        "VERIFIED. 6 beads in 3 colours: 130 necklaces, 92 bracelets."
    )
    tags = (
        "combinatorics",
        "polya",
        "burnside",
        "cycle-index",
        "necklace",
        "necklaces",
        "bracelet",
        "orbits",
        "symmetry",
        "colourings",
        "counting",
        "group-action",
        "exact",
    )
    verify_claims = ("POLYA_COUNT",)
    examples = (
        InvocationExample(
            title="necklaces of 6 beads in 3 colours: 130",
            payload={"points": 6, "colours": 3, "group": "cyclic"},
            mode=Mode.VERIFY,
        ),
    )

    def parse(self, request: PolyaRequest, artifacts: ArtifactReader) -> None:
        for i, g in enumerate(request.generators or []):
            if sorted(g) != list(range(request.points)):
                raise invalid(f"not a permutation of 0..{request.points - 1}", f"$.payload.generators[{i}]")

    def fields(self, call: JobCall[PolyaRequest, None]) -> dict[str, Any]:
        r = call.request
        return {"points": r.points, "colours": r.colours, "named": r.group, "generators": r.generators}

    def answer(self, call: JobCall[PolyaRequest, None], data: dict[str, Any]) -> Interpretation:
        count, order, index = _decimal(data.get("count"), "count"), data.get("group_order"), data.get("cycle_index")
        if not isinstance(order, int) or order < 1 or not isinstance(index, list):
            raise InterpretError(Code.BACKEND_ERROR, "the worker gave no group order and cycle index")
        out = PolyaOutput(count=str(count), group_order=order, cycle_index=index)
        evidence = Evidence(
            {"kind": "POLYA_COUNT", "value": str(count), "group_order": order},
            "recount/1",
            _polya_subject(call.request),
            {},
        )
        basis = f"the cycle index of a group of order {order} evaluated at {call.request.colours} colours (SymPy)"
        return answer(Conclusion.VALUE, out, basis, qualifiers=EXACT, evidence=evidence)


class SequenceGuess(_Counting[GuessRequest, GuessOutput, list[str]]):
    id = "sequence.guess"
    op = "recurrence"
    conclusions = (Conclusion.VALUE, Conclusion.UNKNOWN)
    title = "Guess a linear recurrence (rational generating function) reproducing given terms of a sequence"
    description = (
        "Fits a linear recurrence with constant rational coefficients, a_n = c_1 a_(n-1) + ... + c_d a_(n-d), to the "
        "given terms (integers or rationals 'p/q'; at most 2,000) with SymPy, with the rational generating function "
        "it implies. The claim is only that it reproduces exactly the given terms (scope: those indices; nothing is "
        "claimed beyond them). In VERIFY mode a checker replays the recurrence over every given term in exact "
        "fractions: VERIFIED. UNKNOWN when no recurrence of order at most half the terms is found."
    )
    tags = (
        "sequence",
        "guess",
        "recurrence",
        "linear-recurrence",
        "generating-function",
        "rational",
        "oeis",
        "fit",
        "terms",
        "holonomic",
        "combinatorics",
        "c-finite",
    )
    verify_claims = ("SEQUENCE_RECURRENCE",)
    examples = (
        InvocationExample(
            title="Fibonacci numbers", payload={"terms": [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]}, mode=Mode.VERIFY
        ),
    )

    def parse(self, request: GuessRequest, artifacts: ArtifactReader) -> list[str]:
        texts = []
        for i, t in enumerate(request.terms):
            text = str(t)
            if not RATIONAL.match(text):
                raise invalid("an integer or a rational 'p/q'", f"$.payload.terms[{i}]")
            if "/" in text and int(text.split("/")[1]) == 0:
                raise invalid("a zero denominator", f"$.payload.terms[{i}]")
            texts.append(text)
        return texts

    def fields(self, call: JobCall[GuessRequest, list[str]]) -> dict[str, Any]:
        return {"terms": call.parsed}

    def answer(self, call: JobCall[GuessRequest, list[str]], data: dict[str, Any]) -> Interpretation:
        terms, coefficients = call.parsed, data.get("coefficients")
        if not isinstance(coefficients, list) or not all(
            isinstance(c, str) and RATIONAL.match(c) for c in coefficients
        ):
            raise InterpretError(Code.BACKEND_ERROR, "the worker gave no coefficients")
        indices = [0, len(terms) - 1]
        if not coefficients:
            out = GuessOutput(found=False, indices=indices)
            basis = "no linear recurrence with rational coefficients of order at most half the terms was found"
            return answer(Conclusion.UNKNOWN, out, basis, completeness=Completeness.UNKNOWN)
        d = len(coefficients)
        gf = [data["numerator"], data["denominator"]] if data.get("numerator") and data.get("denominator") else None
        out = GuessOutput(
            found=True,
            order=d,
            coefficients=coefficients,
            generating_function=gf,
            indices=indices,
            equations=len(terms) - d,
        )
        evidence = Evidence(
            {"kind": "SEQUENCE_RECURRENCE", "coefficients": coefficients},
            "recount/1",
            {"terms": terms},
            {},
        )
        basis = f"an order-{d} recurrence reproducing terms 0..{len(terms) - 1} (and no claim beyond them)"
        return answer(
            Conclusion.VALUE, out, basis, completeness=Completeness.PARTIAL, qualifiers=EXACT, evidence=evidence
        )


COUNTING_CAPABILITIES = (PartitionsCount(), PolyaCount(), SequenceGuess())
