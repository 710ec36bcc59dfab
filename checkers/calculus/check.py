"""Calculus checker on rational functions of one variable over QQ: limits, series and antiderivatives, each
decided by its own exact argument.

``python -I -m jacobian.checkers.calculus.check``; format ``calculus-certificate/1``. The subject is the
caller's text ``{"variable": name, "function": text, "point": "p/q" | "oo" | "-oo", "direction": "both" |
"left" | "right"}``, read here by :mod:`.ratexpr` (format ``rational-expression``). Claims:

- ``RATIONAL_LIMIT {value}``: value ("p/q", "oo", "-oo" or "DNE") equals the checker's own limit
  (:mod:`.limit`: cancellation by its own gcd, evaluation, signs near a pole, degrees at infinity).
- ``RATIONAL_SERIES {valuation, coefficients}`` (subject ``{variable, function, point: "p/q", order}``): the
  coefficients of (x - a)^valuation .. (x - a)^order satisfy the defining identity den * series = num modulo
  (x - a)^(order + 1) after the shift, with the valuation the checker's own (:mod:`.series`).
- ``ANTIDERIVATIVE {antiderivative}`` (subject ``{variable, function}``): the claim, text in the same grammar
  with log and atan terms, differentiated by the checker itself equals the integrand exactly
  (:mod:`.antiderivative`).
- ``DEFINITE_INTEGRAL {value, antiderivative, enclosure: [lo, hi], digits}`` (subject ``{variable, function,
  lower, upper}``, each end "p/q", "oo" or "-oo", lower < upper): no pole in [lower, upper] and convergence at an
  infinite end (its own Sturm count, degrees), F' = f, value the text of F(upper) - F(lower) in the canonical
  form, and the enclosure (decimals) holding the checker's own interval evaluation and no wider than ``digits``
  allow; or ``{value: "DIVERGENT"}``, accepted when the checker finds the pole or the divergent end itself
  (:mod:`.definite`).
- Exponential polynomials (format ``exp-polynomial``, :mod:`.exppoly`): a subject text that calls exp, sin or
  cos is read by that reader instead (for EXPRESSION_EQUAL: both sides, when either calls one; everything else,
  plain polynomials included, by the rational-expression reader: one route per text). ``ANTIDERIVATIVE`` then
  reads the claim in the same grammar and decides F' = f by the checker's own derivative of the canonical form
  sum c x^j e^(r x); ``EXPRESSION_EQUAL`` (witness null) decides by equality of the canonical forms (the
  x^j e^(r x) are linearly independent over CC, so this is exact both ways).
- ``EXPRESSION_EQUAL {verdict: "EQUAL" | "NOT_EQUAL", witness: "p/q" | null}`` (subject ``{variable, left,
  right}``, both texts in the grammar with log and atan terms): decided by :mod:`.equal` (reduced fractions; a
  witness where both sides are defined and differ, or where the derivative of the difference is nonzero; for a
  difference with derivative zero, its constant r + (1/N) log K + (pi/2) s decided exactly).
- ``ELEMENTARY_EQUAL {verdict, witness}`` (subject ``{variable, left, right}``, elementary texts read by the
  interval checker's reader, format ``interval-expression``): NOT_EQUAL only with a rational witness where the
  checker's own mpmath.iv enclosures of the two sides are disjoint; EQUAL only when the canonical forms are
  identical (structure, no evaluation) (:mod:`.elementary`).
- ``RATIONAL_SIMPLIFY {numerator, denominator, polynomial, terms: [{numerator, factor, power}]}`` (subject
  ``{variable, function}``; coefficient lists from the constant term up): p/q is the input in lowest terms with a
  monic q, and the partial fractions add up to it (:mod:`.simplify`).

Every decision after the subject is read reports the model read: the variable, the degrees of the reduced
numerator and denominator, and the sha256 of its canonical form.
"""

from __future__ import annotations

import hashlib
import json
import re
from fractions import Fraction
from typing import Any

from ..entry import guarded, serve_check
from . import antiderivative as A
from . import definite as D
from . import elementary as EL
from . import equal as E
from . import exppoly as EP
from . import limit as L
from . import ratexpr
from . import ratfun as R
from . import series as S
from . import simplify as SIMP

FORMAT = "calculus-certificate/1"
READS = "rational-expression"
READS_EXP = "exp-polynomial"
CLAIMS = (
    "RATIONAL_LIMIT",
    "RATIONAL_SERIES",
    "ANTIDERIVATIVE",
    "EXPRESSION_EQUAL",
    "RATIONAL_SIMPLIFY",
    "DEFINITE_INTEGRAL",
    "ELEMENTARY_EQUAL",
)
MAX_TERMS = 1_024  # partial fractions in one claim
MAX_ORDER = 2_000
MAX_DIGITS = 5_000
DECIMAL = re.compile(r"-?(0|[1-9][0-9]{0,1999})(\.[0-9]{1,6000})?")
RATIONAL = re.compile(r"-?(0|[1-9][0-9]{0,1999})(/[1-9][0-9]{0,1999})?")
VALUE = re.compile(r"-?(0|[1-9][0-9]{0,1999})(/[1-9][0-9]{0,1999})?|oo|-oo|DNE")


class BadRequest(ValueError):
    """Malformed subject or claim: the evidence is rejected."""


def fields(value: Any, allowed: set[str], where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise BadRequest(f"{where} must be an object")
    extra = set(value) - allowed
    if extra:
        raise BadRequest(f"{where} has unknown fields {sorted(extra)}")
    return value


def model(variable: str, f: R.RatFun) -> dict[str, Any]:
    canonical = {"variable": variable, "function": [[str(c) for c in part] for part in f]}
    text = json.dumps(canonical, sort_keys=True, separators=(",", ":"))
    summary = {"variable": variable, "degree_numerator": R.U.degree(f[0]), "degree_denominator": R.U.degree(f[1])}
    return {"format": READS, "summary": summary, "digest": "sha256:" + hashlib.sha256(text.encode()).hexdigest()}


def read_function(subject: dict[str, Any]) -> tuple[str, R.RatFun]:
    variable = subject.get("variable")
    try:
        return str(variable), ratexpr.parse_rational(subject.get("function"), variable)  # type: ignore[arg-type]
    except ratexpr.TextError as exc:
        raise BadRequest(f"subject.function: {exc}") from None


def check_limit(subject: dict[str, Any], claim: dict[str, Any]) -> tuple[bool, str, dict[str, Any]]:
    variable, f = read_function(subject)
    point, direction = subject.get("point"), subject.get("direction", "both")
    if not isinstance(point, str) or not (point in ("oo", "-oo") or RATIONAL.fullmatch(point)):
        raise BadRequest("subject.point must be 'p', 'p/q', 'oo' or '-oo'")
    if direction not in ("both", "left", "right") or (point in ("oo", "-oo") and direction != "both"):
        raise BadRequest("subject.direction must be both, left or right (both at oo and -oo)")
    claimed = claim.get("value")
    if not isinstance(claimed, str) or not VALUE.fullmatch(claimed):
        raise BadRequest("claim.value must be 'p/q', 'oo', '-oo' or 'DNE'")
    mine = L.limit(f, point, direction)
    mine_text = str(mine)
    claimed_value: Any = Fraction(claimed) if RATIONAL.fullmatch(claimed) else claimed
    where = f"at {point}" + ("" if direction == "both" else f" from the {direction}")
    if claimed_value != mine:
        return False, f"the checker's own limit {where} is {mine_text}, not {claimed}", model(variable, f)
    return (
        True,
        f"the limit {where} is {mine_text} (cancellation, then evaluation or sign and degree analysis)",
        (model(variable, f)),
    )


def check_series(subject: dict[str, Any], claim: dict[str, Any]) -> tuple[bool, str, dict[str, Any]]:
    variable, f = read_function(subject)
    point, order = subject.get("point"), subject.get("order")
    if not isinstance(point, str) or not RATIONAL.fullmatch(point):
        raise BadRequest("subject.point must be 'p' or 'p/q'")
    if type(order) is not int or not 0 <= order <= MAX_ORDER:
        raise BadRequest(f"subject.order must be an integer 0..{MAX_ORDER}")
    valuation, raw = claim.get("valuation"), claim.get("coefficients")
    if type(valuation) is not int or abs(valuation) > MAX_ORDER + 1:
        raise BadRequest("claim.valuation must be an integer")
    if not isinstance(raw, list) or len(raw) > 2 * MAX_ORDER + 2:
        raise BadRequest("claim.coefficients must be a list of rationals")
    coefficients = []
    for i, c in enumerate(raw):
        if not isinstance(c, str) or not RATIONAL.fullmatch(c):
            raise BadRequest(f"claim.coefficients[{i}] must be a rational 'p' or 'p/q'")
        coefficients.append(Fraction(c))
    accepted, reason = S.decide(f, Fraction(point), order, valuation, coefficients)
    return accepted, reason, model(variable, f)


def read_exp(subject: dict[str, Any], claim: dict[str, Any], name: str) -> EP.Form:
    where = subject if name in ("function", "left", "right") else claim
    try:
        return EP.parse(where.get(name), subject.get("variable"))  # type: ignore[arg-type]
    except ratexpr.TextError as exc:
        raise BadRequest(f"{'subject' if where is subject else 'claim'}.{name}: {exc}") from None


def calls(subject: dict[str, Any], *names: str) -> bool:
    return any(isinstance(subject.get(n), str) and EP.calls_function(subject[n]) for n in names)


def check_exp_antiderivative(subject: dict[str, Any], claim: dict[str, Any]) -> tuple[bool, str, dict[str, Any]]:
    f, F = read_exp(subject, claim, "function"), read_exp(subject, claim, "antiderivative")
    read = EP.model(str(subject.get("variable")), f)
    difference = EP.plus(EP.derivative(F), f, -1)
    if difference:
        first = EP.render_term(*min(difference.items(), key=str))
        return (
            False,
            (
                f"the checker's own derivative of the claimed antiderivative differs from the integrand in "
                f"{len(difference)} of the terms x^j e^(r x) (e.g. {first})"
            ),
            read,
        )
    why = f"the checker's own derivative of the claim equals the integrand term by term ({len(f)} terms x^j e^(r x))"
    return True, why, read


def check_exp_equal(subject: dict[str, Any], claim: dict[str, Any]) -> tuple[bool, str, dict[str, Any]]:
    left, right = read_exp(subject, claim, "left"), read_exp(subject, claim, "right")
    verdict = claim.get("verdict")
    if verdict not in ("EQUAL", "NOT_EQUAL") or claim.get("witness") is not None:
        raise BadRequest("claim.verdict must be EQUAL or NOT_EQUAL, with witness null for exponential polynomials")
    difference = EP.plus(left, right, -1)
    read = EP.model(str(subject.get("variable")), difference)
    mine = "NOT_EQUAL" if difference else "EQUAL"
    why = (
        f"the canonical forms differ in {len(difference)} terms x^j e^(r x), which are linearly independent"
        if difference
        else "the canonical forms sum c x^j e^(r x) are equal"
    )
    if mine != verdict:
        return False, f"the claim is {verdict}, but {why}", read
    return True, why, read


def check_antiderivative(subject: dict[str, Any], claim: dict[str, Any]) -> tuple[bool, str, dict[str, Any]]:
    if calls(subject, "function"):
        return check_exp_antiderivative(subject, claim)
    variable, f = read_function(subject)
    try:
        claimed = ratexpr.parse(claim.get("antiderivative"), variable)
    except ratexpr.TextError as exc:
        raise BadRequest(f"claim.antiderivative: {exc}") from None
    accepted, reason = A.decide(f, claimed)
    return accepted, reason, model(variable, f)


def read_expression(subject: dict[str, Any], name: str) -> ratexpr.Expr:
    try:
        return ratexpr.parse(subject.get(name), subject.get("variable"))  # type: ignore[arg-type]
    except ratexpr.TextError as exc:
        raise BadRequest(f"subject.{name}: {exc}") from None


def check_elementary(subject: dict[str, Any], claim: dict[str, Any]) -> tuple[bool, str, dict[str, Any]]:
    variable = subject.get("variable")
    if not isinstance(variable, str) or not EP.NAME.fullmatch(variable):
        raise BadRequest("subject.variable must be a name")
    sides = []
    for name in ("left", "right"):
        try:
            sides.append(EL.read(subject.get(name), variable))
        except EL.TextError as exc:
            raise BadRequest(f"subject.{name}: {exc}") from None
    verdict = claim.get("verdict")
    if verdict not in ("EQUAL", "NOT_EQUAL"):
        raise BadRequest("claim.verdict must be EQUAL or NOT_EQUAL")
    accepted, reason = EL.decide(sides[0], sides[1], variable, verdict, claim.get("witness"))
    return accepted, reason, EL.model(sides[0], sides[1], variable)


def check_equal(subject: dict[str, Any], claim: dict[str, Any]) -> tuple[bool, str, dict[str, Any]]:
    if calls(subject, "left", "right"):
        return check_exp_equal(subject, claim)
    left, right = read_expression(subject, "left"), read_expression(subject, "right")
    verdict = claim.get("verdict")
    if verdict not in ("EQUAL", "NOT_EQUAL"):
        raise BadRequest("claim.verdict must be EQUAL or NOT_EQUAL")
    accepted, reason = E.decide(left, right, verdict, claim.get("witness"))
    return accepted, reason, model(str(subject.get("variable")), E.difference(left, right).rat)


def dense(value: Any, where: str) -> R.Dense:
    if not isinstance(value, list) or len(value) > 4_096:
        raise BadRequest(f"{where} must be a list of rational coefficients, the constant term first")
    out = []
    for i, c in enumerate(value):
        if not isinstance(c, str) or not RATIONAL.fullmatch(c):
            raise BadRequest(f"{where}[{i}] must be a rational 'p' or 'p/q'")
        out.append(Fraction(c))
    return R.U.trim(out, R.QQ)


def check_simplify(subject: dict[str, Any], claim: dict[str, Any]) -> tuple[bool, str, dict[str, Any]]:
    variable, f = read_function(subject)
    raw = claim.get("terms")
    if not isinstance(raw, list) or len(raw) > MAX_TERMS:
        raise BadRequest(f"claim.terms must be a list of at most {MAX_TERMS} partial fractions")
    terms = []
    for i, t in enumerate(raw):
        t = fields(t, {"numerator", "factor", "power"}, f"claim.terms[{i}]")
        k = t.get("power")
        if type(k) is not int or not 1 <= k <= 4_096:
            raise BadRequest(f"claim.terms[{i}].power must be an integer 1..4096")
        terms.append(
            (
                dense(t.get("numerator"), f"claim.terms[{i}].numerator"),
                dense(t.get("factor"), f"claim.terms[{i}].factor"),
                k,
            )
        )
    p, q = dense(claim.get("numerator"), "claim.numerator"), dense(claim.get("denominator"), "claim.denominator")
    accepted, reason = SIMP.decide(f, p, q, dense(claim.get("polynomial"), "claim.polynomial"), terms)
    return accepted, reason, model(variable, f)


def end(subject: dict[str, Any], name: str) -> D.End:
    text = subject.get(name)
    if not isinstance(text, str) or not (text in ("oo", "-oo") or RATIONAL.fullmatch(text)):
        raise BadRequest(f"subject.{name} must be 'p', 'p/q', 'oo' or '-oo'")
    return text if text in ("oo", "-oo") else Fraction(text)


def check_definite(subject: dict[str, Any], claim: dict[str, Any]) -> tuple[bool, str, dict[str, Any]]:
    variable, f = read_function(subject)
    a, b = end(subject, "lower"), end(subject, "upper")
    if a == "oo" or b == "-oo" or (isinstance(a, Fraction) and isinstance(b, Fraction) and not a < b):
        raise BadRequest("subject.lower must be below subject.upper")
    text = claim.get("value")
    if not isinstance(text, str) or len(text) > 200_000:
        raise BadRequest("claim.value must be the value's text or 'DIVERGENT'")
    if text == "DIVERGENT":
        accepted, reason = D.decide_divergent(f, a, b)
        return accepted, reason, model(variable, f)
    try:
        F = ratexpr.parse(claim.get("antiderivative"), variable)
    except ratexpr.TextError as exc:
        raise BadRequest(f"claim.antiderivative: {exc}") from None
    digits, pair = claim.get("digits"), claim.get("enclosure")
    if type(digits) is not int or not 1 <= digits <= MAX_DIGITS:
        raise BadRequest(f"claim.digits must be an integer 1..{MAX_DIGITS}")
    if (
        not isinstance(pair, list)
        or len(pair) != 2
        or not all(isinstance(x, str) and DECIMAL.fullmatch(x) for x in pair)
    ):
        raise BadRequest("claim.enclosure must be [lo, hi], two decimals '-d.ddd'")
    accepted, reason = D.decide_value(f, a, b, F, text, Fraction(pair[0]), Fraction(pair[1]), digits)
    return accepted, reason, model(variable, f)


def check(payload: dict[str, Any]) -> dict[str, Any]:
    try:
        allowed = {"kind", "value", "valuation", "coefficients", "antiderivative", "verdict", "witness"}
        allowed |= {"numerator", "denominator", "polynomial", "terms", "enclosure", "digits"}
        claim = fields(payload.get("claim"), allowed, "claim")
        if claim.get("kind") not in CLAIMS:
            raise BadRequest(f"claim kind {claim.get('kind')!r} is not checked here")
        known = {"variable", "function", "point", "direction", "order", "left", "right", "lower", "upper"}
        subject = fields(payload.get("subject"), known, "subject")
        fields(payload.get("certificate", {}), set(), "certificate")
        decide = {
            "RATIONAL_LIMIT": check_limit,
            "RATIONAL_SERIES": check_series,
            "EXPRESSION_EQUAL": check_equal,
            "RATIONAL_SIMPLIFY": check_simplify,
            "DEFINITE_INTEGRAL": check_definite,
            "ELEMENTARY_EQUAL": check_elementary,
        }.get(claim["kind"], check_antiderivative)
        accepted, reason, read = decide(subject, claim)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}}
    return {"accepted": accepted, "reason": reason, "checked": {"claim": claim["kind"]}, "model": read}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
