"""Rational expressions of one variable over QQ: exact equality (``expression.equal``) and the reduced form with
its partial fractions (``expression.simplify``).

Text is read by the calculus family's bounded reader (``checkers/calculus/ratexpr.py`` with the bounds of
:mod:`jacobian.contracts.calculus`) while the request is validated; the worker (:mod:`.expression_worker`, SymPy,
untrusted) gets coefficient lists. In VERIFY mode the checker ``calculus.rational.exact`` reads the caller's text
itself and decides the claim (:mod:`jacobian.checkers.calculus.equal`, :mod:`jacobian.checkers.calculus.simplify`).
Elementary functions (exp, sin, sqrt, ...) and several variables are outside the class: the reader refuses them.
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, Field, ValidationInfo

from jacobian.capability import ArtifactReader, Evidence, Interpretation, JobCall, Output, answer, invalid
from jacobian.checkers.calculus import elementary, ratexpr
from jacobian.contracts.descriptor import DeclaredRelationship, InvocationExample
from jacobian.contracts.diagnostics import Code, Diagnostic, Severity
from jacobian.contracts.enums import Conclusion, Mode, Qualifier
from jacobian.contracts.result import Obligation

from .base import SageOperation
from .calculus import poly_text
from .calculus_models import (
    BOUNDS,
    EXP_GRAMMAR,
    RATIONAL_GRAMMAR,
    CalculusInput,
    RationalText,
    _wire,
    exp_wire,
    read_exp,
)

FORMAT = "calculus-certificate/1"
EXACT = (Qualifier.EXACT, Qualifier.DETERMINISTIC)
EXPRESSION_GRAMMAR = (
    f"{RATIONAL_GRAMMAR}; besides, log(v) and atan(w) of non-constant polynomials v, w, each multiplied or divided "
    'only by a rational constant, e.g. "log(x^2) - 2*log(x)", "atan(x) + 1/(x + 1)" (log(v) means log|v|); '
    f"or {EXP_GRAMMAR}; or any other elementary expression: decimals, the variable, pi, + - * / and ^k "
    "(|k| <= 1000), sqrt, exp, log, sin, cos of any argument (write tan(x) as sin(x)/cos(x)), at most 2,000 "
    "characters, 400 nodes, nesting 40, log and sqrt real (defined on their real domains). The pair takes the first "
    "class that reads both sides: rational (log(v) means log|v|), exponential polynomial, elementary"
)
ELEMENTARY_NAMES = re.compile(r"(?<![A-Za-z0-9])(sqrt|exp|log|sin|cos|pi|tan)(?![A-Za-z0-9])")


def _refusal(value: str, variable: str) -> str | None:
    """None when some class reads ``value``; else the refusal of the reader a writer most likely meant: the
    elementary one for a text naming an elementary function or pi, the rational one otherwise."""
    readers = (
        lambda: ratexpr.parse(value, variable, BOUNDS),
        lambda: read_exp(value, variable),
        lambda: elementary.read(value, variable),
    )
    messages = []
    for reader in readers:
        try:
            reader()
            return None
        except (ratexpr.TextError, elementary.TextError) as exc:
            messages.append(str(exc))
    return messages[2] if ELEMENTARY_NAMES.search(value) else messages[0]


def _expression_text(value: str, info: ValidationInfo) -> str:
    variable = info.data.get("variable")
    if variable is not None:
        message = _refusal(value, variable)
        if message is not None:
            raise ValueError(message)
    return value


def route(left: str, right: str, variable: str) -> str:
    """The first class that reads both sides: "rational", "exponential" or "elementary" ("none" if none does)."""
    for name, reader in (
        ("rational", lambda t: ratexpr.parse(t, variable, BOUNDS)),
        ("exponential", lambda t: read_exp(t, variable)),
        ("elementary", lambda t: elementary.read(t, variable)),
    ):
        try:
            reader(left)
        except (ratexpr.TextError, elementary.TextError):
            continue
        try:
            reader(right)
        except (ratexpr.TextError, elementary.TextError):
            continue
        return name
    return "none"


def tree_json(tree: tuple) -> list[Any]:
    """The interval reader's tree as JSON for the worker (numbers "p/q")."""
    kind = tree[0]
    if kind == "num":
        return ["num", str(tree[1])]
    if kind in ("var", "pi"):
        return list(tree)
    if kind == "neg":
        return ["neg", tree_json(tree[1])]
    if kind == "pow":
        return ["pow", tree_json(tree[1]), int(tree[2])]
    if kind == "fn":
        return ["fn", tree[1], tree_json(tree[2])]
    return [kind, tree_json(tree[1]), tree_json(tree[2])]


ExpressionText = Annotated[str, AfterValidator(_expression_text), Field(description=EXPRESSION_GRAMMAR)]


def wire(text: str, variable: str) -> dict[str, Any]:
    e = ratexpr.parse(text, variable, BOUNDS)
    logs = [
        [kind, [[c.numerator, c.denominator] for c in arg], [v.numerator, v.denominator]]
        for (kind, arg), v in e.logs.items()
    ]
    return {"rat": _wire(e.rat), "logs": logs}


class EqualRequest(CalculusInput):
    left: ExpressionText = Field(description=f"the first expression, {EXPRESSION_GRAMMAR}")
    right: ExpressionText = Field(description="the second expression, in the same grammar and variable")

    @property
    def route(self) -> str:
        return route(self.left, self.right, self.variable)


class EqualOutput(Output):
    equal: bool = Field(description="whether the two expressions are the same function of the variable")
    verdict: Literal["EQUAL", "NOT_EQUAL"]
    witness: str | None = Field(
        description='for NOT_EQUAL, a rational point "p/q" where both sides are defined and differ (rational '
        "sides: their values differ there; with log/atan terms: the derivative of the difference is nonzero there, "
        "or the difference is a nonzero constant); null for EQUAL and for exponential polynomials (decided by "
        "their canonical forms)"
    )


class Equal(SageOperation[EqualRequest, EqualOutput]):
    id = "expression.equal"
    op = "expression_equal"
    domain = "calculus"
    title = "Are two expressions equal? Rational and exponential-trigonometric identities decided exactly"
    description = (
        "Decides whether two expressions in one variable are the same function: rational functions over QQ (sums, "
        "products, quotients, integer powers), optionally plus rational multiples of log(v) and atan(w) of "
        "polynomials. Rational sides are equal when they agree as reduced fractions (x + 1 and (x^2 - 1)/(x - 1) "
        "are equal: they agree wherever both are defined); otherwise a witness point where both are defined and "
        "the values differ. With log/atan terms the checker decides by the derivative of the difference (nonzero: "
        "not equal) and, when it is zero, by the constant it leaves (log|x^2| = 2 log|x| is EQUAL). Computed by "
        "SymPy in the worker; in VERIFY mode an independent checker reads both texts itself and decides the same "
        "question with its own exact arithmetic. Exponential polynomials (a side calling exp, sin or cos of a*x, "
        "e.g. sin(x)^2 + cos(x)^2 = 1, sin(2*x) = 2*sin(x)*cos(x), exp(x)^2 = exp(2*x)) are decided exactly by "
        "the canonical form sum c x^j e^(r x) (sin and cos as complex exponentials; these functions are linearly "
        "independent), witness null. Other elementary expressions (sqrt, log, pi, nested exp, decimals) are judged by "
        "evidence: NOT_EQUAL is VERIFIED only by a rational witness point where the checker's own interval "
        "enclosures (mpmath.iv) of the two sides are disjoint; EQUAL is VERIFIED only for the same expression "
        "(structure), and otherwise COMPUTED with the obligation EXPRESSION_EQUALITY_UNCHECKED (SymPy's simplify "
        "or agreement at sample points), never VERIFIED on numerical evidence; undecided pairs are refused."
    )
    tags = (
        "expression",
        "equal",
        "equality",
        "equivalent",
        "equivalence",
        "same-function",
        "identity",
        "prove-identity",
        "zero-test",
        "zero-equivalence",
        "symbolic",
        "rational-function",
        "rational-expression",
        "witness",
        "counterexample",
        "log",
        "trigonometric-identity",
        "trig-identity",
        "exponential-polynomial",
        "exact",
    )
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.TRUE, Conclusion.FALSE)
    verify_claims = ("EXPRESSION_EQUAL",)
    examples = (
        InvocationExample(
            title="1/(x - 1) - 1/(x + 1) = 2/(x^2 - 1)",
            payload={"left": "1/(x - 1) - 1/(x + 1)", "right": "2/(x^2 - 1)"},
            mode=Mode.VERIFY,
        ),
        InvocationExample(
            title="log|x^2| = 2 log|x|", payload={"left": "log(x^2)", "right": "2*log(x)"}, mode=Mode.VERIFY
        ),
        InvocationExample(title="not equal: a witness point", payload={"left": "(x + 1)^2", "right": "x^2 + 1"}),
        InvocationExample(
            title="sin(x)^2 + cos(x)^2 = 1", payload={"left": "sin(x)^2 + cos(x)^2", "right": "1"}, mode=Mode.VERIFY
        ),
    )
    relationships = (
        DeclaredRelationship(kind="RELATED_TO", target="expression.simplify", description="the reduced form p/q"),
    )

    UNCHECKED = Obligation(
        kind="EXPRESSION_EQUALITY_UNCHECKED",
        description="EQUAL for elementary expressions outside the exact classes rests on the producer's evidence "
        "(SymPy's simplify of the difference to 0, or agreement at sample points), which no checker confirms: zero "
        "equivalence of these expressions is not decided here",
    )

    def parse(self, request: EqualRequest, artifacts: ArtifactReader) -> None:
        """The pair takes the first class that reads both sides; none: INVALID_REQUEST at a side the elementary
        reader refuses (else at the left)."""
        if request.route == "none":
            for name in ("left", "right"):
                try:
                    elementary.read(getattr(request, name), request.variable)
                except elementary.TextError as exc:
                    raise invalid(
                        f"no class reads both sides (rational, exponential polynomial, elementary): {exc}",
                        f"$.payload.{name}",
                    ) from None
            raise invalid("no class reads both sides (rational, exponential polynomial, elementary)", "$.payload.left")

    def operation(self, call: JobCall[EqualRequest, None]) -> str:
        return {"exponential": "exp_equal", "elementary": "elementary_equal"}.get(call.request.route, self.op)

    def fields(self, call: JobCall[EqualRequest, None]) -> dict[str, Any]:
        r = call.request
        kind = r.route
        if kind == "exponential":
            return {"left": exp_wire(read_exp(r.left, r.variable)), "right": exp_wire(read_exp(r.right, r.variable))}
        if kind == "elementary":
            left, right = (elementary.read(t, r.variable) for t in (r.left, r.right))
            same = elementary.structure(left) == elementary.structure(right)
            return {"left": tree_json(left), "right": tree_json(right), "same_structure": same}
        return {"left": wire(r.left, r.variable), "right": wire(r.right, r.variable)}

    def answer(self, call: JobCall[EqualRequest, None], data: dict[str, Any]) -> Interpretation:
        r = call.request
        verdict, witness = str(data["verdict"]), data.get("witness")
        if r.route == "elementary":
            return self.elementary_answer(call, verdict, witness, str(data.get("evidence")))
        claim = {"kind": "EXPRESSION_EQUAL", "verdict": verdict, "witness": witness}
        evidence = Evidence(claim, FORMAT, {"variable": r.variable, "left": r.left, "right": r.right}, {})
        out = EqualOutput(equal=verdict == "EQUAL", verdict=verdict, witness=witness)  # type: ignore[arg-type]
        if verdict == "EQUAL":
            return answer(Conclusion.TRUE, out, "the same function", qualifiers=EXACT, evidence=evidence)
        basis = "the expressions differ" + (f" (witness {r.variable} = {witness})" if witness else "")
        return answer(Conclusion.FALSE, out, basis, qualifiers=EXACT, evidence=evidence)

    def elementary_answer(
        self, call: JobCall[EqualRequest, None], verdict: str, witness: Any, how: str
    ) -> Interpretation:
        """NOT_EQUAL (a witness) and EQUAL from structure go to the checker (ELEMENTARY_EQUAL: disjoint interval
        enclosures at the witness, identical canonical forms); EQUAL from SymPy's simplify or sample points is
        answered COMPUTED with the obligation EXPRESSION_EQUALITY_UNCHECKED and no evidence."""
        r = call.request
        out = EqualOutput(equal=verdict == "EQUAL", verdict=verdict, witness=witness)  # type: ignore[arg-type]
        subject = {"variable": r.variable, "left": r.left, "right": r.right}
        if verdict == "EQUAL" and how != "structure":
            basis = "SymPy's simplify reduces the difference to 0" if how == "simplify" else "the sides agree at "
            basis += "" if how == "simplify" else "every sample point where both evaluate (60 digits)"
            note = Diagnostic.of(
                Code.EXPRESSION_EQUALITY_UNCHECKED,
                f"EQUAL rests on the producer's evidence only ({basis}); no checker decides it",
                severity=Severity.WARNING,
            )
            return answer(Conclusion.TRUE, out, basis, obligations=(self.UNCHECKED,), diagnostics=(note,))
        claim = {"kind": "ELEMENTARY_EQUAL", "verdict": verdict, "witness": witness}
        evidence = Evidence(claim, FORMAT, subject, {})
        if verdict == "EQUAL":
            return answer(Conclusion.TRUE, out, "the same expression (structure)", qualifiers=EXACT, evidence=evidence)
        basis = f"the values differ at {r.variable} = {witness} (interval enclosures)"
        return answer(Conclusion.FALSE, out, basis, evidence=evidence)


class SimplifyRequest(CalculusInput):
    function: RationalText = Field(description=f"the rational expression, {RATIONAL_GRAMMAR}")


class PartialFraction(Output):
    numerator: list[str] = Field(description="n, coefficients from the constant term up, deg n < deg g")
    factor: list[str] = Field(description="g, monic, irreducible over QQ (SymPy's factorization; not checked)")
    power: int = Field(description="k: the term is n / g^k")


class SimplifyOutput(Output):
    simplified: str = Field(description='p/q as text in the grammar, e.g. "(x^2 + x + 1)/(x + 1)", or p alone')
    numerator: list[str] = Field(description="p, coefficients from the constant term up ([] for zero)")
    denominator: list[str] = Field(description="q, monic, gcd(p, q) = 1, coefficients from the constant term up")
    partial_fractions: str = Field(description="the partial-fraction form as text: a polynomial plus sum n / g^k")
    polynomial_part: list[str] = Field(description="the polynomial part of the partial-fraction form ([] for 0)")
    terms: list[PartialFraction] = Field(description="the proper terms n / g^k of the partial-fraction form")


def _wrap(text: str, *, denominator: bool) -> str:
    """Parentheses where the grammar needs them (a sum; a product in a denominator: 1/3*x is (1/3)*x) or a reader
    would want them (a rational numerator: (1/2)/(x - 1), not 1/2/(x - 1))."""
    plain = " " not in text and "/" not in text and not (denominator and "*" in text)
    return text if plain else f"({text})"


def fraction_text(num: list[str], den: list[str], variable: str) -> str:
    p, q = poly_text(num, variable), poly_text(den, variable)
    if q == "1":
        return p
    return f"{_wrap(p, denominator=False)}/{_wrap(q, denominator=True)}"


def partial_text(data: dict[str, Any], variable: str) -> str:
    parts = [poly_text(data["polynomial"], variable)] if data["polynomial"] else []
    for t in data["terms"]:
        g = _wrap(poly_text(t["factor"], variable), denominator=True)
        power = g if t["power"] == 1 else f"{g if g.startswith('(') else f'({g})'}^{t['power']}"
        n = poly_text(t["numerator"], variable)
        negative = len(t["numerator"]) == 1 and n.startswith("-")
        body = f"{_wrap(n[1:] if negative else n, denominator=False)}/{power}"
        parts.append(("- " if negative else "+ ") + body)
    text = " ".join(p if p[:2] in ("+ ", "- ") else "+ " + p for p in parts) or "0"
    return text[2:] if text.startswith("+ ") else "-" + text[2:]


class Simplify(SageOperation[SimplifyRequest, SimplifyOutput]):
    id = "expression.simplify"
    op = "expression_simplify"
    domain = "calculus"
    title = "Simplify a rational expression: lowest terms p/q and partial fractions"
    description = (
        "The reduced form p/q of a rational expression in one variable over QQ (sums, products, quotients, integer "
        "powers, written any way): gcd(p, q) = 1 and q monic, so the form is unique; and its partial-fraction "
        "decomposition over QQ (a polynomial plus n/g^k with g irreducible over QQ, deg n < deg g). Computed by "
        "SymPy's cancel and apart in the worker; in VERIFY mode an independent checker reads the text itself and "
        "confirms p q_in = p_in q (the same function), gcd(p, q) = 1 by its own Euclid, q monic, and that the "
        "partial fractions add back to the input with deg n < deg g (the factors' irreducibility is not checked)."
    )
    tags = (
        "expression",
        "simplify",
        "simplification",
        "lowest-terms",
        "symbolic",
        "reduce",
        "cancel",
        "common-denominator",
        "partial-fractions",
        "partial-fraction-decomposition",
        "rational-function",
        "rational-expression",
        "exact",
    )
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.VALUE,)
    verify_claims = ("RATIONAL_SIMPLIFY",)
    examples = (
        InvocationExample(
            title="(x^3 - 1)/(x^2 - 1) in lowest terms", payload={"function": "(x^3 - 1)/(x^2 - 1)"}, mode=Mode.VERIFY
        ),
        InvocationExample(title="partial fractions of 1/(x^3 - x)", payload={"function": "1/(x^3 - x)"}),
    )
    relationships = (
        DeclaredRelationship(kind="RELATED_TO", target="expression.equal", description="decide p/q = r/s"),
    )

    def fields(self, call: JobCall[SimplifyRequest, None]) -> dict[str, Any]:
        r = call.request
        return {"function": _wire(r.rat(r.function))}

    def answer(self, call: JobCall[SimplifyRequest, None], data: dict[str, Any]) -> Interpretation:
        r = call.request
        num, den = list(data["numerator"]), list(data["denominator"])
        terms = [
            PartialFraction(numerator=t["numerator"], factor=t["factor"], power=int(t["power"])) for t in data["terms"]
        ]
        claim = {
            "kind": "RATIONAL_SIMPLIFY",
            "numerator": num,
            "denominator": den,
            "polynomial": list(data["polynomial"]),
            "terms": [t.model_dump() for t in terms],
        }
        evidence = Evidence(claim, FORMAT, {"variable": r.variable, "function": r.function}, {})
        out = SimplifyOutput(
            simplified=fraction_text(num, den, r.variable),
            numerator=num,
            denominator=den,
            partial_fractions=partial_text(data, r.variable),
            polynomial_part=list(data["polynomial"]),
            terms=terms,
        )
        basis = "p/q in lowest terms (gcd 1, q monic) and its partial fractions"
        return answer(Conclusion.VALUE, out, basis, qualifiers=EXACT, evidence=evidence)


CAPABILITIES = (Equal(), Simplify())
