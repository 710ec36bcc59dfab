"""polynomial.system.solve: every solution of a zero-dimensional polynomial system over QQ, exactly.

Imports no Sage piece. The system is parsed by :mod:`.polytext` while the request is validated and held to the
bounds of :mod:`jacobian.contracts.polysystem` in ``parse`` (before any job); the worker
(:mod:`.system_worker`) answers with a rational univariate representation (x_i = g_i(T), deg g_i < deg f, over
the roots T of a squarefree f), or "no solutions", or "infinitely many", each with a Groebner basis of the
ideal and its certificate. In VERIFY mode the checker ``polynomial.system.rur`` (:mod:`checkers.polynomial.
system_check`) decides soundness by substitution modulo f and completeness by membership modulo the checked
basis; where the worker found no membership exponents, the answer stays COMPUTED with the obligation
``SYSTEM_COMPLETENESS_UNPROVEN``.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, field_validator

from jacobian.capability import (
    ArtifactReader,
    BudgetRequest,
    Evidence,
    Interpretation,
    JobCall,
    Output,
    Request,
    answer,
    invalid,
)
from jacobian.contracts.descriptor import InvocationExample
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import Conclusion, Mode, Qualifier
from jacobian.contracts.polysystem import MAX_EQUATION_DEGREE, MAX_EQUATIONS, MAX_SOLUTIONS, MAX_VARIABLES
from jacobian.contracts.result import Obligation

from .base import SageOperation
from .models import PolyText, _wire
from .polytext import check_variables, parse, render

FORMAT = "polynomial-system-certificate/1"
CIRCLE_LINE = {"variables": ["x", "y"], "equations": ["x^2 + y^2 - 1", "x - y"]}
CLO = {"variables": ["x", "y", "z"], "equations": ["x^2 + y + z - 1", "x + y^2 + z - 1", "x + y + z^2 - 1"]}


class SystemRequest(Request):
    variables: list[str] = Field(
        min_length=1,
        max_length=MAX_VARIABLES,
        description=f"the unknowns, at most {MAX_VARIABLES}; each a letter then at most 15 letters or digits, "
        'e.g. ["x", "y", "z"]',
    )
    field: Literal["QQ"] = Field(default="QQ", description="the coefficients' field: QQ (solutions over C)")
    equations: list[PolyText] = Field(
        min_length=1,
        max_length=MAX_EQUATIONS,
        description=f"the system, each polynomial = 0 (write p - q for p = q; its grammar: the items' "
        f"description); at most {MAX_EQUATIONS} "
        f"polynomials of total degree at most {MAX_EQUATION_DEGREE} each, the product of the largest degrees "
        f"(one per variable: Bezout's bound on the number of solutions) at most {MAX_SOLUTIONS}",
    )
    budget: BudgetRequest | None = None

    @field_validator("variables")
    @classmethod
    def _names(cls, v: list[str]) -> list[str]:
        """`variables` are distinct names, each a letter then at most 15 letters or digits."""
        check_variables(v)
        return v

    def wire(self, text: str) -> list[list[object]]:
        return _wire(text, self.variables, "QQ")

    def degree(self, text: str) -> int:
        """The total degree of one equation (-1 for the zero polynomial)."""
        return max((sum(exps) for exps, _ in parse(text, tuple(self.variables)).items()), default=-1)

    def subject(self) -> dict[str, Any]:
        return {"field": "QQ", "variables": list(self.variables), "order": "degrevlex", "generators": self.equations}

    def unknown(self) -> str:
        """The name of the RUR's variable T: one that is not an unknown of the system."""
        return next(t for t in ("T", "t", "theta", "T0", "T1", "T2", "T3", "T4", "T5", "T6") if t not in self.variables)


class SystemOutput(Output):
    status: Literal["finite", "no_solutions", "positive_dimensional"] = Field(
        description="finite: every solution below; no_solutions: 1 is in the ideal; positive_dimensional: "
        "infinitely many complex solutions"
    )
    solutions: int | None = Field(default=None, description="the number of distinct complex solutions (deg f)")
    real_solutions: int | None = Field(default=None, description="how many of them are real (Sturm count of f)")
    variable: str | None = Field(default=None, description="the variable T of the representation")
    linear_form: str | None = Field(default=None, description="T = this linear form of the unknowns (separating)")
    minimal_polynomial: str | None = Field(default=None, description="f(T), squarefree: its roots are the T-values")
    coordinates: dict[str, str] | None = Field(
        default=None, description="x_i = g_i(T), each of degree < deg f: the solutions are these at the roots of f"
    )
    rational_points: list[dict[str, str]] = Field(
        default_factory=list,
        description="the solutions with rational coordinates (from the rational roots of f), exactly; when there "
        "are `solutions` of them, these are all",
    )
    approximate_points: list[dict[str, str]] = Field(
        default_factory=list,
        description="APPROXIMATE (15 digits, not checked): every solution numerically, real ones first; a "
        "complex coordinate is written a + b*I",
    )
    free_variables: list[str] = Field(
        default_factory=list,
        description="positive_dimensional: unknowns with no pure power among the basis's leading monomials",
    )
    dimension: int | None = Field(default=None, description="positive_dimensional: Singular's dimension (unchecked)")


def _complex(z: dict[str, str]) -> str:
    im = z["im"].lstrip("-")
    if float(im) == 0:
        return z["re"]
    return f"{z['re']} {'-' if z['im'].startswith('-') else '+'} {im}*I"


def _form(c: list[int], names: list[str]) -> str:
    """sum c_i x_i as text, e.g. "x - 2*y"."""
    parts = [x if ci == 1 else f"-{x}" if ci == -1 else f"{ci}*{x}" for ci, x in zip(c, names) if ci]
    return " + ".join(parts).replace("+ -", "- ") or "0"


class SystemSolve(SageOperation[SystemRequest, SystemOutput]):
    id = "polynomial.system.solve"
    op = "system_solve"
    title = "Solve a system of polynomial equations exactly (all solutions)"
    description = (
        "Every complex solution of a system of polynomial equations over QQ (several unknowns), exactly, as a "
        "rational univariate representation: a separating linear form T = L(x), a squarefree f(T) and x_i = "
        "g_i(T); the solutions are g(t) for the deg f roots t of f. Also the rational solutions explicitly, "
        "numeric approximations of all (marked approximate) and the number of real ones. Inconsistent systems "
        "answer no_solutions, systems with infinitely many solutions positive_dimensional. Producer: Singular "
        "(radical, lex Groebner basis in shape position). In VERIFY mode an independent checker substitutes x_i = "
        "g_i(T) into every equation modulo f, checks f squarefree and L separating, counts real roots by Sturm, "
        "and proves completeness by ideal membership of f(L) and x_i - g_i(L) (a power of each) modulo a "
        "Groebner basis it checks itself."
    )
    tags = (
        "polynomial",
        "polynomial-system",
        "system-of-polynomial-equations",
        "nonlinear-system",
        "simultaneous-equations",
        "common-zeros",
        "intersection-points",
        "all-solutions",
        "zero-dimensional",
        "rational-univariate-representation",
    )
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.VALUE,)
    verify_claims = ("SYSTEM_SOLUTIONS", "SYSTEM_INCONSISTENT", "SYSTEM_POSITIVE_DIMENSIONAL")
    examples = (
        InvocationExample(title="the circle x^2 + y^2 = 1 meets the line x = y", payload=CIRCLE_LINE, mode=Mode.VERIFY),
        InvocationExample(title="Cox-Little-O'Shea's x^2 + y + z = 1 and its cyclic shifts", payload=CLO),
    )

    def parse(self, request: SystemRequest, artifacts: ArtifactReader) -> None:
        degrees, raw = [], []
        for i, text in enumerate(request.equations):
            d = request.degree(text)
            raw.append(d)
            if d > MAX_EQUATION_DEGREE:
                raise invalid(f"total degree {d} is above {MAX_EQUATION_DEGREE}", f"$.payload.equations[{i}]")
            degrees.append(max(d, 0))
        if not any(d >= 0 for d in raw):
            raise invalid("every equation is 0: every point solves the system", "$.payload.equations")
        degrees.sort(reverse=True)
        n = len(request.variables)
        if len(degrees) >= n:
            bound = 1
            for d in degrees[:n]:
                bound *= d
            if bound > MAX_SOLUTIONS:
                raise invalid(
                    f"Bezout's bound {bound} on the number of solutions is above {MAX_SOLUTIONS}", "$.payload.equations"
                )

    def fields(self, call: JobCall[SystemRequest, None]) -> dict[str, Any]:
        r = call.request
        return {
            "generators": [r.wire(e) for e in r.equations],
            "field": "QQ",
            "nvars": len(r.variables),
            "order": "degrevlex",
        }

    def answer(self, call: JobCall[SystemRequest, None], data: dict[str, Any]) -> Interpretation:
        r = call.request
        names = tuple(r.variables)
        cert = {"basis": [render(g, names) for g in data["basis"]], **data["certificate"]}
        status = data["status"]
        exact = (Qualifier.EXACT, Qualifier.DETERMINISTIC)
        if status == "inconsistent":
            evidence = Evidence({"kind": "SYSTEM_INCONSISTENT"}, FORMAT, r.subject(), cert)
            basis = "the reduced Groebner basis is {1}: 1 is in the ideal"
            return answer(
                Conclusion.VALUE,
                SystemOutput(status="no_solutions", solutions=0, real_solutions=0),
                basis,
                qualifiers=exact,
                evidence=evidence,
            )
        if status == "positive_dimensional":
            free = [int(i) for i in data["free"]]
            evidence = Evidence({"kind": "SYSTEM_POSITIVE_DIMENSIONAL", "free": free}, FORMAT, r.subject(), cert)
            out = SystemOutput(
                status="positive_dimensional", free_variables=[names[i] for i in free], dimension=data["dimension"]
            )
            basis = "no pure power of some unknown leads an element of the Groebner basis: infinitely many solutions"
            return answer(Conclusion.VALUE, out, basis, qualifiers=exact, evidence=evidence)
        T = r.unknown()
        f = render(data["f"], (T,))
        g = [render(gi, (T,)) for gi in data["g"]]
        c = [int(x) for x in data["linear_form"]]
        claim: dict[str, Any] = {
            "kind": "SYSTEM_SOLUTIONS",
            "variable": T,
            "linear_form": c,
            "f": f,
            "g": g,
            "real": int(data["real"]),
            "rational": data["rational"],
        }
        if data["powers"] is not None:
            claim["powers"] = data["powers"]
        count = max(e for e in data["f"]["exp"])
        out = SystemOutput(
            status="finite",
            solutions=count,
            real_solutions=int(data["real"]),
            variable=T,
            linear_form=_form(c, list(names)),
            minimal_polynomial=f,
            coordinates=dict(zip(names, g)),
            rational_points=[dict(zip(names, p)) for p in data["rational"]],
            approximate_points=[{x: _complex(z) for x, z in zip(names, p)} for p in data["approximate"]],
        )
        evidence = Evidence(claim, FORMAT, r.subject(), cert)
        basis = f"{count} solutions, as x_i = g_i(T) over the roots of a squarefree f(T) of degree {count}"
        if data["powers"] is not None:
            return answer(Conclusion.VALUE, out, basis, qualifiers=exact, evidence=evidence)
        unproven = Obligation(
            kind=Code.SYSTEM_COMPLETENESS_UNPROVEN,
            description="every listed point is a solution; that there is no other rests on Singular's radical: "
            "no power of f(L) or of some x_i - g_i(L) up to the worker's limit was found in the ideal",
        )
        return answer(Conclusion.VALUE, out, basis, qualifiers=exact, evidence=evidence, obligations=(unproven,))


CAPABILITIES = (SystemSolve(),)
