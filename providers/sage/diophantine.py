"""Diophantine equations (PARI in the Sage worker), each answer checked by ``integer.diophantine``
(format ``diophantine/1``, ``checkers/integer/diophantine.py``): Pell's equation against the checker's own
continued fraction of sqrt(D), linear equations by substitution and the gcd, sums of squares by adding up
(and a proven factorization when n is no sum of two squares); Thue equations F(x, y) = m by evaluating F at
each listed solution (completeness stays PARI's, an obligation)."""

from __future__ import annotations

from math import isqrt
from typing import Any, ClassVar, TypeVar

from jacobian.capability import (
    ArtifactReader,
    Evidence,
    Interpretation,
    InterpretError,
    JobCall,
    Output,
    Request,
    answer,
    invalid,
)
from jacobian.contracts.descriptor import InvocationExample
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import Conclusion, Mode
from jacobian.contracts.result import Obligation

from .base import SageOperation
from .number_models import (
    CHECKED_ABS_D,
    ClassNumberOutput,
    ClassNumberRequest,
    FourSquaresOutput,
    LinearDiophantineOutput,
    LinearDiophantineRequest,
    PellOutput,
    PellRequest,
    SquaresRequest,
    TwoSquaresOutput,
)
from .thue_models import ReplyError, ThueOutput, ThueRequest, read_solutions

FORMAT = "diophantine/1"
Req = TypeVar("Req", bound=Request)
Out = TypeVar("Out", bound=Output)


class _Diophantine(SageOperation[Req, Out]):
    domain: ClassVar[str] = "number_theory"
    modes: ClassVar[tuple[Mode, ...]] = (Mode.EXPLORE, Mode.VERIFY)
    conclusions: ClassVar[tuple[Conclusion, ...]] = (Conclusion.VALUE, Conclusion.NO_WITNESS)

    def subject(self, call: JobCall[Req, None]) -> dict[str, Any]:
        return call.request.model_dump(mode="json", exclude={"budget", "engine", "sign"})

    def found(
        self,
        call: JobCall[Req, None],
        claim: dict[str, Any],
        out: Output,
        basis: str,
        cert: dict[str, Any] | None = None,
    ) -> Interpretation:
        evidence = Evidence(claim, FORMAT, self.subject(call), cert or {})
        conclusion = (
            Conclusion.NO_WITNESS if claim["kind"].startswith(("PELL_NO", "LINEAR_NO", "NO_")) else Conclusion.VALUE
        )
        return answer(conclusion, out, basis, evidence=evidence)


class Pell(_Diophantine[PellRequest, PellOutput]):
    id = "diophantine.pell"
    op = "pell"
    title = "Pell's equation x^2 - D y^2 = 1 (or -1): the fundamental solution"
    description = (
        "The least positive solution of x^2 - D y^2 = sign for a non-square D up to 10^6 (PARI's fundamental unit "
        "of the order of discriminant 4D), or none for sign -1. Checked: x^2 - D y^2 = sign, and minimality by the "
        "checker's own continued fraction of sqrt(D) (the solution is the convergent at the end of its period)."
    )
    tags = ("pell", "pell-equation", "diophantine", "fundamental-solution", "unit", "quadratic", "continued-fraction")
    verify_claims = ("PELL_FUNDAMENTAL", "PELL_NO_SOLUTION")
    examples = (InvocationExample(title="x^2 - 61 y^2 = 1", payload={"D": "61"}, mode=Mode.VERIFY),)

    def parse(self, request: PellRequest, artifacts: ArtifactReader) -> None:
        if isqrt(int(request.D)) ** 2 == int(request.D):
            raise invalid("D is a perfect square: only trivial solutions", "$.payload.D")

    def answer(self, call: JobCall[PellRequest, None], data: dict[str, Any]) -> Interpretation:
        sign = call.request.sign
        if data["x"] is None:
            claim = {"kind": "PELL_NO_SOLUTION", "sign": str(sign)}
            return self.found(call, claim, PellOutput(x=None), "the period of sqrt(D) is even")
        claim = {"kind": "PELL_FUNDAMENTAL", "x": data["x"], "y": data["y"], "sign": str(sign)}
        out = PellOutput(x=data["x"], y=data["y"])
        return self.found(call, claim, out, "the fundamental solution")


class LinearDiophantine(_Diophantine[LinearDiophantineRequest, LinearDiophantineOutput]):
    id = "diophantine.linear"
    op = "linear_diophantine"
    title = "Linear Diophantine equation a x + b y = c: all integer solutions"
    description = (
        "The general solution (x0 + t dx, y0 + t dy) of a x + b y = c (PARI's extended gcd), or none when "
        "gcd(a, b) does not divide c. Checked by substitution and the step +-(b/g, -a/g) against the checker's gcd."
    )
    tags = ("diophantine", "linear", "bezout", "extended-gcd", "gcd", "integer-solutions", "equation")
    verify_claims = ("LINEAR_DIOPHANTINE", "LINEAR_NO_SOLUTION")
    examples = (InvocationExample(title="12x + 18y = 30", payload={"a": "12", "b": "18", "c": "30"}),)

    def parse(self, request: LinearDiophantineRequest, artifacts: ArtifactReader) -> None:
        if int(request.a) == 0 and int(request.b) == 0:
            raise invalid("a and b are both 0", "$.payload.b")

    def answer(self, call: JobCall[LinearDiophantineRequest, None], data: dict[str, Any]) -> Interpretation:
        if data["x0"] is None:
            out = LinearDiophantineOutput(x0=None)
            return self.found(call, {"kind": "LINEAR_NO_SOLUTION"}, out, "gcd(a, b) does not divide c")
        fields = {k: data[k] for k in ("x0", "y0", "dx", "dy")}
        out = LinearDiophantineOutput(**fields)
        return self.found(call, {"kind": "LINEAR_DIOPHANTINE", **fields}, out, "every integer solution")


class TwoSquares(_Diophantine[SquaresRequest, TwoSquaresOutput]):
    id = "diophantine.sum_of_two_squares"
    op = "two_squares"
    title = "Write n as a sum of two squares"
    description = (
        "a <= b with a^2 + b^2 = n (PARI's qfbsolve on x^2 + y^2), or none, for n up to 200 digits. Checked by "
        "adding up; 'none' by n's proven factorization with a prime 3 mod 4 to an odd power (Fermat, Euler)."
    )
    tags = ("sum-of-squares", "two-squares", "sum-of-two-squares", "fermat", "diophantine", "representation")
    verify_claims = ("SUM_OF_TWO_SQUARES", "NO_SUM_OF_TWO_SQUARES")
    examples = (InvocationExample(title="n = 325", payload={"n": "325"}, mode=Mode.VERIFY),)

    def answer(self, call: JobCall[SquaresRequest, None], data: dict[str, Any]) -> Interpretation:
        if data["a"] is None:
            basis = "a prime 3 mod 4 divides n to an odd power"
            claim = {"kind": "NO_SUM_OF_TWO_SQUARES"}
            return self.found(call, claim, TwoSquaresOutput(a=None), basis, data["certificate"])
        out = TwoSquaresOutput(a=data["a"], b=data["b"])
        return self.found(call, {"kind": "SUM_OF_TWO_SQUARES", "a": data["a"], "b": data["b"]}, out, "a^2 + b^2 = n")


class FourSquares(_Diophantine[SquaresRequest, FourSquaresOutput]):
    id = "diophantine.sum_of_four_squares"
    op = "four_squares"
    title = "Write n as a sum of four squares (Lagrange)"
    description = (
        "a^2 + b^2 + c^2 + d^2 = n for n up to 200 digits (random splits until the rest is a prime 1 mod 4, "
        "then PARI's qfbsolve). Checked by adding up."
    )
    tags = ("sum-of-squares", "four-squares", "sum-of-four-squares", "lagrange", "diophantine", "representation")
    conclusions = (Conclusion.VALUE,)
    verify_claims = ("SUM_OF_FOUR_SQUARES",)
    examples = (InvocationExample(title="n = 10^30 + 7", payload={"n": str(10**30 + 7)}, mode=Mode.VERIFY),)

    def answer(self, call: JobCall[SquaresRequest, None], data: dict[str, Any]) -> Interpretation:
        out = FourSquaresOutput(squares=data["squares"])
        return self.found(call, {"kind": "SUM_OF_FOUR_SQUARES", "squares": data["squares"]}, out, "four squares")


class ClassNumber(SageOperation[ClassNumberRequest, ClassNumberOutput]):
    id = "quadratic_form.class_number"
    op = "class_number"
    title = "Class number h(D) of binary quadratic forms (imaginary quadratic field)"
    description = (
        "h(D) for a negative discriminant D (0 or 1 mod 4, up to 30 digits): PARI's quadclassunit. For |D| <= 10^6 "
        "the checker counts the reduced primitive forms itself (VERIFIED); beyond, COMPUTED with the obligation "
        "GRH_ASSUMED (PARI's subexponential algorithm assumes the generalized Riemann hypothesis)."
    )
    tags = (
        "class-number",
        "quadratic-form",
        "binary-quadratic-form",
        "reduced-forms",
        "discriminant",
        "imaginary-quadratic",
        "number-field",
        "number-theory",
    )
    domain = "number_theory"
    family = "sage"
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.VALUE,)
    verify_claims = ("CLASS_NUMBER",)
    examples = (InvocationExample(title="h(-163)", payload={"D": "-163"}, mode=Mode.VERIFY),)
    GRH = Obligation(
        kind="GRH_ASSUMED",
        description="|D| is above the checker's bound (10^6): PARI's quadclassunit assumes the generalized "
        "Riemann hypothesis and nothing counted the forms",
    )

    def parse(self, request: ClassNumberRequest, artifacts: ArtifactReader) -> None:
        if int(request.D) % 4 not in (0, 1):
            raise invalid("a discriminant is 0 or 1 mod 4", "$.payload.D")

    def answer(self, call: JobCall[ClassNumberRequest, None], data: dict[str, Any]) -> Interpretation:
        out = ClassNumberOutput(h=data["h"])
        if -int(call.request.D) > CHECKED_ABS_D:
            return answer(Conclusion.VALUE, out, "PARI's quadclassunit", obligations=(self.GRH,))
        claim = {"kind": "CLASS_NUMBER", "h": data["h"]}
        evidence = Evidence(claim, "reduced-forms/1", {"D": call.request.D}, {})
        return answer(Conclusion.VALUE, out, "the number of reduced forms", evidence=evidence)


class Thue(_Diophantine[ThueRequest, ThueOutput]):
    id = "diophantine.thue"
    op = "thue"
    title = "Thue equation F(x, y) = m: all integer solutions for an irreducible binary form of degree >= 3"
    description = (
        "Every integer solution (x, y) of F(x, y) = m, F an irreducible binary form with integer coefficients of "
        "degree 3 to 10 (e.g. x^3 - 2y^3 = 1), |m| up to 40 digits: PARI's thueinit/thue (Bilu-Hanrot: Baker "
        "bounds, LLL reduction, then enumeration). By default unconditional (thueinit flag 1: PARI certifies the "
        "class group and units it uses); assume_grh: true is faster and assumes GRH unless m = +-1 (PARI's "
        "documented unconditional case). Checked: each listed pair satisfies F(x, y) = m exactly and none is "
        "listed twice; that no solution is missing is PARI's, the obligation THUE_COMPLETENESS_UNCHECKED. "
        "Degree 2 is Pell's equation (diophantine.pell)."
    )
    tags = (
        "thue",
        "thue-equation",
        "binary-form",
        "cubic-form",
        "diophantine",
        "integer-solutions",
        "all-solutions",
        "homogeneous",
        "norm-form",
        "bilu-hanrot",
        "baker",
        "pari",
    )
    conclusions = (Conclusion.VALUE,)
    verify_claims = ("THUE_SOLUTIONS",)
    examples = (
        InvocationExample(title="x^3 - 2 y^3 = 1", payload={"form": "x^3 - 2*y^3", "m": "1"}, mode=Mode.VERIFY),
        InvocationExample(title="x^3 - 3 x y^2 - y^3 = 1 (six solutions)", payload={"form": [1, 0, -3, -1], "m": 1}),
    )
    COMPLETENESS = Obligation(
        kind="THUE_COMPLETENESS_UNCHECKED",
        description="that no other solution exists is PARI's thue (Baker-type bounds reduced by LLL, then "
        "enumeration), not checked; only that each listed pair is a solution is",
    )
    GRH = Obligation(
        kind="GRH_ASSUMED",
        description="assume_grh: PARI's thueinit without certification (flag 0) takes the class group and units of "
        "Q[t]/(F(t, 1)) under the generalized Riemann hypothesis, and m is not +-1",
    )

    def subject(self, call: JobCall[ThueRequest, None]) -> dict[str, Any]:
        return {"form": [str(c) for c in call.request.coefficients()], "m": call.request.m}

    def fields(self, call: JobCall[ThueRequest, None]) -> dict[str, Any]:
        return {**self.subject(call), "assume_grh": call.request.assume_grh}

    def answer(self, call: JobCall[ThueRequest, None], data: dict[str, Any]) -> Interpretation:
        try:
            solutions = read_solutions(data["solutions"])  # the reply's bounds, before anything else reads it
        except ReplyError as exc:
            raise InterpretError(Code.BACKEND_ERROR, f"the worker's Thue solutions: {exc}") from None
        unconditional = not call.request.assume_grh or abs(int(call.request.m)) == 1
        obligations = (self.COMPLETENESS,) if unconditional else (self.GRH, self.COMPLETENESS)
        subject = self.subject(call)
        out = ThueOutput(solutions=solutions, count=len(solutions), form=subject["form"], unconditional=unconditional)
        how = "unconditional" if unconditional else "under GRH"
        basis = f"{len(solutions)} solution(s) by PARI's thue ({how})"
        if not solutions:
            return answer(Conclusion.VALUE, out, basis + "; none to check", obligations=obligations)
        claim = {"kind": "THUE_SOLUTIONS", "solutions": [[x, y] for x, y in solutions]}
        evidence = Evidence(claim, FORMAT, subject, {})
        return answer(Conclusion.VALUE, out, basis, evidence=evidence, obligations=obligations)


DIOPHANTINE = (Pell(), LinearDiophantine(), TwoSquares(), FourSquares(), ClassNumber(), Thue())
