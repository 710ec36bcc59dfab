"""Polynomial checker: Groebner bases, ideal membership and factorizations, replayed exactly.

``python -I -m jacobian.checkers.polynomial.check``; format ``polynomial-certificate/2``. The subject is
the caller's text ``{"field": "QQ"|"GF(p)", "variables": [...], "order", "generators": [...],
"polynomial"}``, parsed here by :mod:`.poly`; every decision made after the subject was read carries
``model``: the ring and subject polynomials as read (:func:`.poly.model`: summary and the digest of
:func:`.poly.canonical`). Claims:

- ``GROEBNER_BASIS {basis, reduced}``, certificate ``{lift, reductions?, spairs?}``: the four conditions of
  :mod:`.groebner`; with the producer's ``reductions`` (generator j = sum_k r_jk g_k) and ``spairs``
  (``[i, j, cofactors]``: a standard representation of S(g_i, g_j)) the checker multiplies and compares
  instead of dividing. Certificate polynomials are text (as an agent writes them) or, as the producer
  sends them, the wire form ``{"den": "D", "num": ["a_1", ..., "a_m"], "exp": [e_11, ..., e_1n, ..., e_mn]}``
  = sum_i (a_i / D) x^(e_i): one common denominator D (a positive decimal string; over GF(p) not divisible by
  p), nonzero integer numerators (decimal strings; over GF(p) not divisible by p), and all exponents in one
  flat list of JSON integers, n per term, each in 0..32767; every number at most 4300 digits (Python's own
  ``int()`` limit); no floats, no bools, no repeated monomial, no unknown key; the zero polynomial is
  ``{"den": "1", "num": [], "exp": []}``. It is read in a few C-level passes per polynomial (one regex over
  the joined numerators, one ``array`` of the exponents) straight into packed integers over D, which is what
  the identities multiply (:mod:`.identity`). Text stays accepted because the caller's own lifts
  (``polynomial.groebner_basis.verify``) are text; the former term lists ``[[exponents], "a/b"]`` are gone.
- ``IDEAL_MEMBER``, certificate ``{cofactors}``: polynomial = sum c_j generator_j exactly.
- ``IDEAL_NON_MEMBER {normal_form}``, certificate ``{basis, lift, reductions?, spairs?}``: the basis is a
  Groebner basis of the ideal (conditions 1-3) and the polynomial's remainder by it is the claimed nonzero normal form.
- ``POLYNOMIAL_FACTORIZATION {unit, factors: [[text, multiplicity]], irreducible?: [factor index]}``,
  certificate ``{irreducibility?: [per factor: null or [{p, factors: [[c_0, ..., 1]]}]]}``: unit * prod f^k =
  polynomial, every factor non-constant; each listed factor (one variable only) irreducible by
  :mod:`.irreducible` (Rabin over GF(p); over QQ the modular factorizations, whose degree patterns must
  exclude every proper split). Unlisted factors are not checked for irreducibility.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..entry import guarded, serve_check
from . import groebner, irreducible
from .identity import Cofactor, Packing
from .poly import BadRequest, Field, Poly, model, mul, order_key, order_max, parse, scale, variables
from .univariate import dense

FORMAT = "polynomial-certificate/2"
CLAIMS = ("GROEBNER_BASIS", "IDEAL_MEMBER", "IDEAL_NON_MEMBER", "POLYNOMIAL_FACTORIZATION")
MAX_ITEMS = 1_000


def fields(value: Any, allowed: set[str], where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise BadRequest(f"{where} must be an object")
    extra = set(value) - allowed
    if extra:
        raise BadRequest(f"{where} has unknown fields {sorted(extra)}")
    return value


def items(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list) or len(value) > MAX_ITEMS:
        raise BadRequest(f"{where} must be a list of at most {MAX_ITEMS} entries")
    return value


class Subject:
    """The caller's subject, read whole before any claim is looked at: the ring, the generators and the
    polynomial (each when present), so that the decision can state the model it was made about."""

    def __init__(self, s: dict[str, Any]) -> None:
        self.K = Field(s.get("field"))
        self.names = variables(s.get("variables"))
        self.order = s.get("order", "degrevlex")
        self.key = order_key(self.order)
        self.top = order_max(self.order)
        self.gens = self.polys(s["generators"], "subject.generators") if s.get("generators") is not None else []
        self.f = self.poly(s["polynomial"], "subject.polynomial") if s.get("polynomial") is not None else None

    def model(self) -> dict[str, Any]:
        return model(self.K, self.names, self.order, self.gens, self.f)

    def polynomial(self) -> Poly:
        if self.f is None:
            raise BadRequest("subject.polynomial is missing")
        return self.f

    def poly(self, text: Any, where: str) -> Poly:
        """Text in the checker's grammar."""
        return parse(text, self.names, self.K, where)

    def polys(self, texts: Any, where: str) -> list[Poly]:
        return [self.poly(t, f"{where}[{i}]") for i, t in enumerate(items(texts, where))]

    def cofactors(self, rows: Any, where: str, packing: Packing) -> list[list[Cofactor]] | None:
        """Rows of certificate polynomials (text, or the wire form read straight into packed integers)."""
        if rows is None:
            return None
        out = []
        for i, row in enumerate(items(rows, where)):
            out.append([self.cofactor(c, f"{where}[{i}][{j}]", packing) for j, c in enumerate(items(row, where))])
        return out

    def cofactor(self, value: Any, where: str, packing: Packing) -> Cofactor:
        if isinstance(value, dict):
            return packing.read(value, where)
        return packing.cofactor(self.poly(value, where), where)

    def spairs(self, entries: Any, where: str, packing: Packing) -> list[tuple[int, int, list[Cofactor]]] | None:
        if entries is None:
            return None
        out = []
        for n, e in enumerate(items(entries, where)):
            if not (isinstance(e, list) and len(e) == 3 and type(e[0]) is int and type(e[1]) is int):
                raise BadRequest(f"{where}[{n}] must be [i, j, cofactors]")
            row = [self.cofactor(c, f"{where}[{n}][2][{k}]", packing) for k, c in enumerate(items(e[2], where))]
            out.append((e[0], e[1], row))
        return out

    def groebner(self, G: list[Poly], gens: list[Poly], cert: dict[str, Any], reduced: bool) -> str | None:
        packing = Packing([*G, *gens], self.K, len(self.names))
        return groebner.why_not_groebner(
            G,
            gens,
            self.cofactors(cert.get("lift"), "certificate.lift", packing),
            self.K,
            self.key,
            reduced,
            packing,
            reductions=self.cofactors(cert.get("reductions"), "certificate.reductions", packing),
            spairs=self.spairs(cert.get("spairs"), "certificate.spairs", packing),
            top=self.top,
        )


def irreducible_factors(claim: dict[str, Any], S: Subject, cert: dict[str, Any]) -> tuple[bool, str]:
    """After the product checked: each factor whose index ``claim.irreducible`` lists is irreducible
    (:mod:`.irreducible`: Rabin over GF(p); over QQ the modular factorizations ``certificate.irreducibility[i]``)."""
    factors = claim["factors"]
    wanted = claim.get("irreducible", [])
    if not (
        isinstance(wanted, list)
        and all(type(i) is int and 0 <= i < len(factors) for i in wanted)
        and len(set(wanted)) == len(wanted)
    ):
        raise BadRequest("claim.irreducible must be a list of distinct factor indices")
    product = "unit * product of the factors equals the polynomial"
    if not wanted:
        return True, product
    if len(S.names) != 1:
        return False, "irreducibility is checked here for polynomials in one variable only"
    certs = cert.get("irreducibility")
    if S.K.p is None and not (isinstance(certs, list) and len(certs) == len(factors)):
        raise BadRequest("certificate.irreducibility must hold one entry per factor over QQ")
    for i in wanted:
        f = dense(S.poly(factors[i][0], f"claim.factors[{i}]"), S.K)
        entry = certs[i] if isinstance(certs, list) else None
        why = irreducible.decide(f, S.K, entry, f"certificate.irreducibility[{i}]")
        if why is not None:
            return False, f"factor {i} is not shown irreducible: {why}"
    how = "Rabin's test" if S.K.p is not None else "modular factorizations whose degree patterns exclude every split"
    return True, f"{product}; factors {wanted} irreducible ({how})"


def decide(claim: dict[str, Any], S: Subject, cert: dict[str, Any]) -> tuple[bool, str]:
    kind = claim["kind"]
    if kind == "POLYNOMIAL_FACTORIZATION":
        f = S.polynomial()
        product: Poly = {(0,) * len(S.names): S.K.of(Fraction(1))}
        for i, pair in enumerate(items(claim.get("factors"), "claim.factors")):
            if not (isinstance(pair, list) and len(pair) == 2 and type(pair[1]) is int and 1 <= pair[1] <= 1000):
                raise BadRequest(f"claim.factors[{i}] must be [text, multiplicity >= 1]")
            g = S.poly(pair[0], f"claim.factors[{i}]")
            if not g or set(g) == {(0,) * len(S.names)}:
                return False, f"factor {i} is constant"
            for _ in range(pair[1]):
                product = mul(product, g, S.K)
        unit = S.poly(claim.get("unit", "1"), "claim.unit")
        if set(unit) != {(0,) * len(S.names)}:
            return False, "the unit is not a nonzero constant"
        if scale(product, unit[(0,) * len(S.names)], S.K) != f:
            return False, "the product differs"
        return irreducible_factors(claim, S, cert)
    gens = S.gens
    if not gens:
        raise BadRequest("subject.generators is empty")
    if kind == "IDEAL_MEMBER":
        f = S.polynomial()
        cof = S.polys(cert.get("cofactors"), "certificate.cofactors")
        if len(cof) != len(gens):
            return False, f"{len(gens)} cofactors are needed, got {len(cof)}"
        ok = groebner.combination(cof, gens, S.K) == f
        return ok, "f = sum c_j g_j exactly" if ok else "sum c_j g_j differs from f"
    if kind == "GROEBNER_BASIS":
        G = S.polys(claim.get("basis"), "claim.basis")
        why = S.groebner(G, gens, cert, reduced=claim.get("reduced") is True)
        what = "reduced Groebner basis" if claim.get("reduced") is True else "Groebner basis"
        return why is None, why or f"lift, generator reductions and all S-polynomials check: a {what} of the ideal"
    f = S.polynomial()
    G = S.polys(cert.get("basis"), "certificate.basis")
    why = S.groebner(G, gens, cert, reduced=False)
    if why:
        return False, why
    normal = groebner.reduce(f, G, S.K, S.key)
    if not normal:
        return False, "the polynomial reduces to zero: it is in the ideal"
    if normal != S.poly(claim.get("normal_form"), "claim.normal_form"):
        return False, "the remainder differs from the claimed normal form"
    return True, "a checked Groebner basis leaves a nonzero remainder: not in the ideal"


def check(payload: dict[str, Any]) -> dict[str, Any]:
    try:
        claim = fields(
            payload.get("claim"), {"kind", "basis", "reduced", "normal_form", "unit", "factors", "irreducible"}, "claim"
        )
        if claim.get("kind") not in CLAIMS:
            raise BadRequest(f"claim kind {claim.get('kind')!r} is not checked here")
        subject = fields(payload.get("subject"), {"field", "variables", "order", "generators", "polynomial"}, "subject")
        cert = fields(
            payload.get("certificate", {}),
            {"lift", "cofactors", "basis", "reductions", "spairs", "irreducibility"},
            "certificate",
        )
        S = Subject(subject)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}}
    read = S.model()  # the subject was read: every decision from here on states what it was about
    try:
        accepted, reason = decide(claim, S, cert)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, "model": read}
    return {"accepted": accepted, "reason": reason, "checked": {"claim": claim["kind"]}, "model": read}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
