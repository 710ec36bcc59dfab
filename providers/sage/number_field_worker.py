"""The Sage worker's number-field operations (PARI through passagemath), each answer with its certificate.

Imported by :mod:`.worker` inside the sandbox; every operation is ``op(pari, payload, emitter)``. The field
arrives as the integer coefficients of a monic f (decimal text, constant term first; bounds checked by the
adapter) and every number leaves as decimal text (rationals as ``"p/q"``). The checker under
``checkers/number_field/`` recomputes everything but the primality of the discriminant's primes, proven by
steps from :mod:`.prime_proofs`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from jacobian.wire import WorkerError

from .pari_data import pari_data_dir
from .prime_proofs import prove

Op = Callable[[Any, dict[str, Any], Any], dict[str, Any]]


def rational_text(x: Any) -> str:
    return str(int(x)) if x.type() == "t_INT" else f"{int(x.numerator())}/{int(x.denominator())}"


def field_polynomial(pari: Any, payload: dict[str, Any]) -> Any:
    """f as a PARI polynomial in x, refused (INPUT) unless irreducible over Q."""
    coefficients = [int(c) for c in payload["polynomial"]]
    f = pari.Pol(list(reversed(coefficients)))
    if not pari.polisirreducible(f):
        raise WorkerError(
            "INPUT", "the polynomial is reducible over Q: Q[x]/(f) is not a field", path="$.payload.polynomial"
        )
    return f


def op_nf_discriminant(pari: Any, payload: dict[str, Any], emitter: Any) -> dict[str, Any]:
    """PARI's nfinit (round 4 maximal order): d_K, the index and an integral basis; |d_K| factored and its
    primes proven for the checker."""
    f = field_polynomial(pari, payload)
    n = int(pari.poldegree(f))
    nf = pari.nfinit(f)
    d_k, index = int(nf[2]), int(nf[3])
    zk = nf.nf_get_zk()
    basis = [[rational_text(c) for c in pari.Vecrev(w, n)] for w in zk]
    fac = pari.factor(abs(d_k)) if abs(d_k) > 1 else None
    pairs = [(int(p), int(e)) for p, e in zip(fac[0], fac[1])] if fac is not None else []
    if emitter is not None:
        emitter.log(f"d_K = {d_k}, index {index}; proving {len(pairs)} primes of d_K")
    proofs: dict[str, Any] = {}
    prove(pari, [p for p, _ in pairs], proofs, None)
    return {
        "discriminant": str(d_k),
        "polynomial_discriminant": str(int(pari.poldisc(f))),
        "index": str(index),
        "basis": basis,
        "factors": [[str(p), e] for p, e in pairs],
        "certificates": proofs,
    }


def op_galois_group(pari: Any, payload: dict[str, Any], emitter: Any) -> dict[str, Any]:
    """PARI's polgalois (resolvents, Stauduhar's method), with GAP's transitive-group numbering
    (``new_galois_format``). Degrees up to 7 use tables inside PARI; 8 to 11 read PARI's galdata package
    (``passagemath-pari-galdata``), UNAVAILABLE when it is not installed."""
    f = field_polynomial(pari, payload)
    if len(payload["polynomial"]) - 1 >= 8:
        datadir = pari_data_dir("galdata", "NAM8")
        if datadir is None:
            raise WorkerError("UNAVAILABLE", "degrees 8 to 11 need PARI's galdata (passagemath-pari-galdata)")
        pari.default("datadir", datadir)
    pari.default("new_galois_format", 1)
    order, sign, number, name = pari.polgalois(f)
    return {"order": int(order), "even": int(sign) == 1, "number": int(number), "name": str(name)}


def op_class_group(pari: Any, payload: dict[str, Any], emitter: Any) -> dict[str, Any]:
    """PARI's bnfinit (Buchmann's subexponential algorithm; correct under GRH) and then bnfcertify, which
    removes the GRH assumption when it succeeds (it returns 1; it can take long for large fields, within the
    call's budget)."""
    f = field_polynomial(pari, payload)
    bnf = pari.bnfinit(f, 1)
    if emitter is not None:
        emitter.log(f"class number {int(bnf.bnf_get_no())} under GRH; certifying (bnfcertify)")
    certified = int(pari.bnfcertify(bnf)) == 1
    return {
        "class_number": str(int(bnf.bnf_get_no())),
        "structure": [str(int(d)) for d in bnf.bnf_get_cyc()],
        "discriminant": str(int(pari.nfinit(f)[2])),
        "certified": certified,
    }


OPS: dict[str, Op] = {
    "nf_discriminant": op_nf_discriminant,
    "galois_group": op_galois_group,
    "class_group": op_class_group,
}
