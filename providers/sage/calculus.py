"""Calculus on rational functions of one variable over QQ: the exact limit (``calculus.limit``) series
(``calculus.series``) and antiderivative (``calculus.antiderivative``).

The text is read by Jacobian's own bounded reader (``checkers/calculus/ratexpr.py`` with the bounds of
:mod:`jacobian.contracts.calculus`) while the request is validated; the worker (:mod:`.calculus_worker`, SymPy,
untrusted) gets coefficient lists. In VERIFY mode the checker ``calculus.rational.exact`` reads the caller's text
itself and decides the claim by its own argument (cancellation, evaluation, signs near a pole, degrees at
infinity).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from jacobian.capability import ArtifactReader, Evidence, Interpretation, JobCall, answer, invalid
from jacobian.checkers.calculus import definite as D
from jacobian.checkers.calculus import exppoly
from jacobian.contracts.descriptor import InvocationExample
from jacobian.contracts.enums import Conclusion, Mode, Qualifier
from jacobian.contracts.result import Obligation

from .base import SageOperation
from .calculus_models import (
    EXP_BOUNDS,
    AntiderivativeOutput,
    AntiderivativeRequest,
    DefiniteIntegralOutput,
    DefiniteIntegralRequest,
    LimitOutput,
    LimitRequest,
    SeriesOutput,
    SeriesRequest,
    exp_form,
    exp_wire,
)

FORMAT = "calculus-certificate/1"
EXACT = (Qualifier.EXACT, Qualifier.DETERMINISTIC)


class RationalLimit(SageOperation[LimitRequest, LimitOutput]):
    id = "calculus.limit"
    op = "calculus_limit"
    domain = "calculus"
    title = "Limit of a rational function, exact"
    description = (
        "The exact limit of a rational function of one variable (quotient of polynomials over QQ) at a rational "
        "point, one- or two-sided, or at +infinity / -infinity: a rational number, oo, -oo, or DNE when the "
        "one-sided limits differ (e.g. 1/x at 0). Computed by SymPy's limit in the worker; in VERIFY mode an "
        "independent checker cancels the common factor with its own gcd over QQ and decides by evaluation, by "
        "the sign on each side of a pole, or by degrees and leading coefficients at infinity."
    )
    tags = (
        "calculus",
        "limit",
        "limits",
        "rational-function",
        "one-sided-limit",
        "limit-at-infinity",
        "tends-to",
        "approaches",
        "asymptote",
        "removable-singularity",
        "pole",
        "l-hopital",
        "exact",
    )
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.VALUE,)
    verify_claims = ("RATIONAL_LIMIT",)
    examples = (
        InvocationExample(
            title="(x^2 - 1)/(x - 1) as x -> 1 is 2",
            payload={"function": "(x^2 - 1)/(x - 1)", "point": "1"},
            mode=Mode.VERIFY,
        ),
        InvocationExample(
            title="1/x as x -> 0 from the right", payload={"function": "1/x", "point": "0", "direction": "right"}
        ),
        InvocationExample(title="at infinity", payload={"function": "(3*x^2 + 1)/(x^2 - 5)", "point": "oo"}),
    )

    def parse(self, request: LimitRequest, artifacts: ArtifactReader) -> None:
        if request.point in ("oo", "-oo") and request.direction != "both":
            raise invalid(f"at {request.point} the side is implied: direction is 'both'", "$.payload.direction")

    def fields(self, call: JobCall[LimitRequest, None]) -> dict[str, Any]:
        r = call.request
        return {"function": r.wire(), "point": r.point, "direction": r.direction}

    def answer(self, call: JobCall[LimitRequest, None], data: dict[str, Any]) -> Interpretation:
        r = call.request
        value = str(data["value"])
        claim = {"kind": "RATIONAL_LIMIT", "value": value}
        subject = {"variable": r.variable, "function": r.function, "point": r.point, "direction": r.direction}
        evidence = Evidence(claim, FORMAT, subject, {})
        where = f"{r.variable} -> {r.point}" + ("" if r.direction == "both" else f" from the {r.direction}")
        return answer(
            Conclusion.VALUE, LimitOutput(value=value), f"the limit as {where}", qualifiers=EXACT, evidence=evidence
        )


class RationalSeries(SageOperation[SeriesRequest, SeriesOutput]):
    id = "calculus.series"
    op = "calculus_series"
    domain = "calculus"
    title = "Taylor or Laurent series of a rational function, exact coefficients"
    description = (
        "The expansion of a rational function of one variable (quotient of polynomials over QQ) at a rational point "
        "a up to (x - a)^order, with exact rational coefficients: a Taylor series, or a Laurent series starting at "
        "a negative power at a pole (the valuation). Computed by SymPy's series in the worker; in VERIFY mode an "
        "independent checker confirms the defining identity: denominator times the truncated series equals the "
        "numerator modulo (x - a)^(order + 1), after the shift to the point, with its own valuation."
    )
    tags = (
        "calculus",
        "series",
        "taylor-series",
        "laurent-series",
        "power-series",
        "series-expansion",
        "expand",
        "coefficients",
        "generating-function",
        "maclaurin",
        "rational-function",
        "exact",
    )
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.VALUE,)
    verify_claims = ("RATIONAL_SERIES",)
    examples = (
        InvocationExample(
            title="1/(1 - x - x^2): the Fibonacci numbers",
            payload={"function": "1/(1 - x - x^2)", "order": 10},
            mode=Mode.VERIFY,
        ),
        InvocationExample(
            title="a Laurent series at a pole", payload={"function": "1/(x^2 - x)", "point": "1", "order": 3}
        ),
    )

    def fields(self, call: JobCall[SeriesRequest, None]) -> dict[str, Any]:
        r = call.request
        return {"function": r.wire(), "point": r.point, "order": r.order}

    def answer(self, call: JobCall[SeriesRequest, None], data: dict[str, Any]) -> Interpretation:
        r = call.request
        out = SeriesOutput(valuation=int(data["valuation"]), coefficients=[str(c) for c in data["coefficients"]])
        claim = {"kind": "RATIONAL_SERIES", "valuation": out.valuation, "coefficients": out.coefficients}
        subject = {"variable": r.variable, "function": r.function, "point": r.point, "order": r.order}
        evidence = Evidence(claim, FORMAT, subject, {})
        basis = f"the expansion at {r.variable} = {r.point} up to ({r.variable} - {r.point})^{r.order}"
        return answer(Conclusion.VALUE, out, basis, qualifiers=EXACT, evidence=evidence)


def poly_text(coefficients: list[str], variable: str) -> str:
    """A polynomial's text in the grammar, highest power first ("0" for zero)."""
    parts = []
    for k in range(len(coefficients) - 1, -1, -1):
        c = Fraction(coefficients[k])
        if not c:
            continue
        mono = "" if k == 0 else variable if k == 1 else f"{variable}^{k}"
        mag = abs(c)
        body = str(mag) if not mono else mono if mag == 1 else f"{mag}*{mono}"
        parts.append(("- " if c < 0 else "+ ") + body)
    if not parts:
        return "0"
    text = " ".join(parts)
    return text[2:] if text.startswith("+ ") else "-" + text[2:]


def antiderivative_text(data: dict[str, Any], variable: str) -> str:
    num, den = (poly_text(p, variable) for p in data["rational"])
    terms = [] if num == "0" else [num if den == "1" else f"({num})/({den})"]
    for kind, arg, c in data["logs"]:
        q = Fraction(c)
        coefficient = "" if abs(q) == 1 else f"{abs(q)}*"
        terms.append(("- " if q < 0 else "+ ") + f"{coefficient}{kind}({poly_text(arg, variable)})")
    if not terms:
        return "0"
    text = " ".join(t if t[:2] in ("+ ", "- ") else "+ " + t for t in terms)
    return text[2:] if text.startswith("+ ") else "-" + text[2:]


class RationalAntiderivative(SageOperation[AntiderivativeRequest, AntiderivativeOutput]):
    id = "calculus.antiderivative"
    op = "calculus_antiderivative"
    domain = "calculus"
    title = "Antiderivative (indefinite integral) of a rational function or an exponential polynomial, checked"
    description = (
        "An antiderivative F of a rational function of one variable over QQ, as a rational function plus rational "
        "multiples of log(v) and atan(w) with v, w polynomials over QQ (e.g. integral of 1/(x^2 - 1) = "
        "1/2*log(x - 1) - 1/2*log(x + 1)); or of an exponential polynomial, a text calling exp, sin or cos of a*x "
        "(polynomials times exp(a*x), sin(b*x), cos(b*x) and their products and powers, e.g. integrate x*exp(x), "
        "exp(2*x)*sin(3*x), sin(x)^2, x*cos(x)), as an exponential polynomial. Computed by SymPy's integrate in "
        "the worker (exponential polynomials term by term by the table formula for x^n e^(rx), Gradshteyn-Ryzhik "
        "2.321); an integral that needs algebraic constants (e.g. 1/(x^2 - 2)) is refused as outside the supported "
        "class (BACKEND_INPUT_ERROR), never answered unchecked. In VERIFY mode an independent checker "
        "differentiates F itself (log(v)' = v'/v, atan(w)' = w'/(1 + w^2); for exponential polynomials on the "
        "canonical form sum c x^j e^(r x), sin and cos as complex exponentials) and decides F' = f exactly."
    )
    tags = (
        "calculus",
        "integral",
        "integrate",
        "antiderivative",
        "indefinite-integral",
        "primitive",
        "integration",
        "partial-fractions",
        "rational-function",
        "log",
        "arctan",
        "trigonometric",
        "integration-by-parts",
        "exponential-polynomial",
        "exact",
    )
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.VALUE,)
    verify_claims = ("ANTIDERIVATIVE",)
    examples = (
        InvocationExample(title="integral of 1/(x^2 + 1)", payload={"function": "1/(x^2 + 1)"}, mode=Mode.VERIFY),
        InvocationExample(
            title="integral of e^(2x) sin(3x)", payload={"function": "exp(2*x)*sin(3*x)"}, mode=Mode.VERIFY
        ),
        InvocationExample(
            title="integral of (2x + 3)/(x^2 + 3x + 2)", payload={"function": "(2*x + 3)/(x^2 + 3*x + 2)"}
        ),
    )

    def operation(self, call: JobCall[AntiderivativeRequest, None]) -> str:
        return "exp_antiderivative" if call.request.exponential else self.op

    def fields(self, call: JobCall[AntiderivativeRequest, None]) -> dict[str, Any]:
        r = call.request
        if r.exponential:
            return {"function": exp_wire(exppoly.parse(r.function, r.variable, EXP_BOUNDS))}
        return {"function": r.wire()}

    def answer(self, call: JobCall[AntiderivativeRequest, None], data: dict[str, Any]) -> Interpretation:
        r = call.request
        if r.exponential:
            text = exppoly.render(exp_form(data["antiderivative"]), r.variable)
        else:
            text = antiderivative_text(data, r.variable)
        claim = {"kind": "ANTIDERIVATIVE", "antiderivative": text}
        evidence = Evidence(claim, FORMAT, {"variable": r.variable, "function": r.function}, {})
        out = AntiderivativeOutput(antiderivative=text)
        return answer(Conclusion.VALUE, out, "an antiderivative (constant 0)", qualifiers=EXACT, evidence=evidence)


def value_text(terms: dict[str, Any]) -> str:
    """The worker's terms of F(b) - F(a) in the one spelling of docs/tools.md, by the rules the checker
    documents (``checkers/calculus/definite.py``: the renderer is shared, the terms are the worker's)."""
    v = D.Value(rational=Fraction(terms["rational"]), pi_=Fraction(terms["pi"]))
    for q, c in terms["logs"]:
        v.log(Fraction(q), Fraction(c))
    for s, d in terms["atans"]:
        v.atan(Fraction(s), Fraction(d))
    return D.render(v)


class DefiniteIntegral(SageOperation[DefiniteIntegralRequest, DefiniteIntegralOutput]):
    id = "calculus.integral.definite"
    op = "calculus_definite_integral"
    domain = "calculus"
    title = "Definite integral of a rational function, exact value and rigorous enclosure"
    description = (
        "The definite integral of a rational function of one variable over QQ from a to b (rationals, or -oo / oo "
        "for an improper integral): the exact value as r + k*pi + log(Q)/D + sum d*atan(s) (e.g. integral from 0 "
        "to 1 of 1/(1 + x^2) = pi/4, from 2 to 3 of 1/(x^2 - 1) = log(3/2)/2) and an enclosure [lo, hi] to the "
        "requested digits, or DIVERGENT when f has a pole in the closed interval or decays too slowly at an "
        "infinite end. Computed by SymPy's integrate in the worker; in VERIFY mode an independent checker proves "
        "the poles absent by its own Sturm count, differentiates the antiderivative exactly, evaluates F(b) - F(a) "
        "itself (limits at infinity) and encloses it in interval arithmetic inside the claimed enclosure. An "
        "integral needing algebraic constants (1/(x^4 + 1): pi/sqrt(2)) is answered COMPUTED with an obligation."
    )
    tags = (
        "calculus",
        "integral",
        "definite-integral",
        "integrate",
        "area-under-curve",
        "improper-integral",
        "divergent-integral",
        "rational-function",
        "error-bound",
        "exact",
    )
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.VALUE,)
    verify_claims = ("DEFINITE_INTEGRAL",)
    examples = (
        InvocationExample(
            title="integral from 0 to 1 of 1/(1 + x^2) = pi/4",
            payload={"function": "1/(1 + x^2)", "lower": "0", "upper": "1"},
            mode=Mode.VERIFY,
        ),
        InvocationExample(
            title="improper: 0 to oo, 30 digits",
            payload={"function": "1/(x^2 + 1)", "lower": "0", "upper": "oo", "digits": 30},
        ),
    )
    UNCHECKED = Obligation(
        kind="DEFINITE_INTEGRAL_UNCHECKED",
        description="the antiderivative needs algebraic constants (outside rational + c*log(v) + d*atan(w) over "
        "QQ): the value is SymPy's and the enclosure SymPy's numerical evaluation, neither checked",
    )

    def parse(self, request: DefiniteIntegralRequest, artifacts: ArtifactReader) -> None:
        if not request.ordered():
            raise invalid(
                f"the interval needs lower < upper, got [{request.lower}, {request.upper}]", "$.payload.upper"
            )

    def fields(self, call: JobCall[DefiniteIntegralRequest, None]) -> dict[str, Any]:
        r = call.request
        return {"function": r.wire(), "lower": r.lower, "upper": r.upper, "digits": r.digits}

    def answer(self, call: JobCall[DefiniteIntegralRequest, None], data: dict[str, Any]) -> Interpretation:
        r = call.request
        subject = {"variable": r.variable, "function": r.function, "lower": r.lower, "upper": r.upper}
        where = f"the integral of {r.function} from {r.lower} to {r.upper}"
        if "unchecked" in data:
            u = data["unchecked"]
            out = DefiniteIntegralOutput(value=str(u["value"]), enclosure=list(u["enclosure"]), digits=r.digits)
            return answer(Conclusion.VALUE, out, f"{where} (SymPy)", obligations=(self.UNCHECKED,))
        if data.get("divergent"):
            claim: dict[str, Any] = {"kind": "DEFINITE_INTEGRAL", "value": "DIVERGENT"}
            out = DefiniteIntegralOutput(value="DIVERGENT", digits=r.digits)
        else:
            F = antiderivative_text(data["antiderivative"], r.variable)
            text = value_text(data["value"])
            enclosure = [str(e) for e in data["enclosure"]]
            claim = {
                "kind": "DEFINITE_INTEGRAL",
                "value": text,
                "antiderivative": F,
                "enclosure": enclosure,
                "digits": r.digits,
            }
            out = DefiniteIntegralOutput(value=text, enclosure=enclosure, digits=r.digits, antiderivative=F)
        evidence = Evidence(claim, FORMAT, subject, {})
        return answer(Conclusion.VALUE, out, where, qualifiers=EXACT, evidence=evidence)


CAPABILITIES = (RationalLimit(), RationalSeries(), RationalAntiderivative(), DefiniteIntegral())
