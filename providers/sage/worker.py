"""The Sage worker: polynomial ideals (Singular) and integers (PARI) through passagemath, with certificates.

Runs inside the sandbox as ``python -I -m jacobian.providers.sage.worker``; pooled, so passagemath is
imported once per worker (about a second) and nothing of one request is kept for the next. Polynomials
arrive as term lists (exponent vectors, [numerator, denominator] integers) made by Jacobian's own parser;
ring elements are built from those dictionaries, never from text, so no input reaches Sage's parser or
preparser. Answers go back in the checker's wire form (``_terms``). PARI's stack ceiling is a share of the
job's memory budget (as GAP's ``-o``), so running out is PARI's "stack overflows" error, reported as ``MEMORY``.
``--probe`` checks a Groebner basis and a factorization against known answers.
"""

from __future__ import annotations

import os
import sys
from typing import Any

try:  # the worker runs under `python -I`: only the wire protocol from the runtime
    from jacobian.providers.sage import (
        calculus_worker,
        elementary_worker,
        exppoly_worker,
        expression_worker,
        ode_worker,
        recurrence_worker,
        spectral_worker,
        summation_worker,
        system_worker,
        univariate_worker,
    )
    from jacobian.wire import WorkerError, serve
except ImportError:  # pragma: no cover
    raise

from .elliptic_worker import OPS as ELLIPTIC_OPS
from .number_field_worker import OPS as FIELD_OPS
from .number_worker import OPS as NUMBER_OPS
from .number_worker import op_factor_integer

MIB = 1024 * 1024
PARI_SHARE = 0.4  # of the memory budget, PARI's stack ceiling (parisizemax)
PARI_DEFAULT_MAX = 256 * MIB  # without a memory budget
ORDERS = ("lex", "deglex", "degrevlex")
CERTIFICATE_PRIMES = 200  # usable primes tried per factor for an irreducibility certificate over QQ
CERTIFICATE_ENTRIES = 64  # modular factorizations kept per factor: the checker's MAX_PRIMES
_sage: dict[str, Any] = {}


def pari_ceiling(memory_bytes: int | None) -> int:
    """PARI's stack ceiling (parisizemax) for a memory budget: PARI_SHARE of it, at least 8 MiB."""
    return PARI_DEFAULT_MAX if memory_bytes is None else max(8 * MIB, int(memory_bytes * PARI_SHARE))


def _budget_from_env() -> int | None:
    value = os.environ.get("JACOBIAN_MEMORY_BYTES", "")
    return int(value) if value.isdigit() else None


def _import_capped() -> None:
    """Import passagemath with PARI's stack reservation capped by the worker's memory budget.

    ``sage.libs.pari`` creates its PARI instance at import with a 1 GiB ceiling, mapped at once; under the
    sandbox's address-space rlimit that reservation alone makes a worker with a small budget fail to load
    its shared libraries. ``cypari2.Pari`` only ever raises the ceiling, so it is wrapped during the import
    to pass at most :func:`pari_ceiling` of ``JACOBIAN_MEMORY_BYTES`` (the budget the pool started this
    worker with), and restored afterwards.
    """
    import cypari2

    real = cypari2.Pari
    ceiling = pari_ceiling(_budget_from_env())

    def capped(size: int = 8_000_000, sizemax: int = 0, *args: Any) -> Any:
        return real(min(size, ceiling), min(sizemax, ceiling), *args)

    cypari2.Pari = capped
    try:
        import sage.all__sagemath_singular  # noqa: F401 - initialises the categories and coercions
    finally:
        cypari2.Pari = real


def _load() -> dict[str, Any]:
    """Import the passagemath modules once per worker process."""
    if not _sage:
        _import_capped()
        from sage.libs.pari import pari
        from sage.rings.finite_rings.finite_field_constructor import GF
        from sage.rings.polynomial.polynomial_ring_constructor import PolynomialRing
        from sage.rings.rational_field import QQ

        _sage.update(pari=pari, GF=GF, PolynomialRing=PolynomialRing, QQ=QQ)
    return _sage


def set_pari_memory(memory_bytes: int | None) -> None:
    ceiling = pari_ceiling(memory_bytes)
    pari = _load()["pari"]
    if pari.stacksizemax() != ceiling:
        saved = os.dup(1)  # allocatemem announces itself on stdout, which belongs to the protocol
        try:
            os.dup2(2, 1)
            pari.allocatemem(min(8 * MIB, ceiling), ceiling)
        finally:
            sys.stdout.flush()
            os.dup2(saved, 1)
            os.close(saved)


def _ring(payload: dict[str, Any]) -> Any:
    s = _load()
    field, n, order = payload["field"], int(payload["nvars"]), payload["order"]
    if order not in ORDERS:
        raise WorkerError("INPUT", f"unknown monomial order {order!r}")
    base = s["QQ"] if field == "QQ" else s["GF"](int(field))
    return s["PolynomialRing"](base, n, "x", order=order)


def _element(R: Any, terms: list[Any]) -> Any:
    QQ, K = _load()["QQ"], R.base_ring()
    data = {}
    for exps, (num, den) in terms:
        data[tuple(int(e) for e in exps)] = K(QQ((int(num), int(den)))) if K is QQ else K(int(num)) / K(int(den))
    return R(data)


def _terms(f: Any) -> dict[str, Any]:
    """A ring element in the checker's wire form: ``{"den": common denominator, "num": [integer numerator per
    term], "exp": [the terms' exponent vectors, concatenated]}``, every integer a decimal string (Sage's own,
    not Python's ``str(int)``, which refuses more than 4300 digits: the checker gives the reason instead)."""
    den = f.denominator() if f.base_ring().characteristic() == 0 else 1
    num, exp = [], []
    for e, c in (f * den if den != 1 else f).dict().items():
        num.append(str(c))
        exp.extend(e)
    return {"den": str(den), "num": num, "exp": exp}


def _basis(R: Any, gens: list[Any]) -> tuple[Any, list[Any]]:
    ideal = R.ideal(gens)
    return ideal, [g for g in ideal.groebner_basis()]


def _lead_divides(a: Any, b: Any) -> bool:
    return all(x <= y for x, y in zip(a, b))


def spair_plan(leads: list[tuple[int, ...]]) -> list[tuple[int, int]]:
    """The S-pairs that need a representation after Buchberger's product and chain criteria.

    Pairs with coprime leading monomials are skipped (product criterion). In the order of their lcm's degree,
    a pair (i, j) is also skipped when some other LM(g_k) divides lcm(i, j) and both (i, k) and (j, k) are
    coprime or already given a representation (chain criterion); the checker applies the same rule itself.
    """
    n = len(leads)
    lcm = {(i, j): tuple(map(max, leads[i], leads[j])) for i in range(n) for j in range(i + 1, n)}
    coprime = {p for p in lcm if all(min(x, y) == 0 for x, y in zip(leads[p[0]], leads[p[1]]))}
    done, need = set(coprime), []
    for i, j in sorted(set(lcm) - coprime, key=lambda p: (sum(lcm[p]), p)):
        m = lcm[(i, j)]
        if any(
            k not in (i, j)
            and _lead_divides(leads[k], m)
            and (min(i, k), max(i, k)) in done
            and (min(j, k), max(j, k)) in done
            for k in range(n)
        ):
            continue
        need.append((i, j))
        done.add((i, j))
    return need


def _division(R: Any, polys: list[Any], basis: list[Any]) -> list[list[Any]]:
    """Quotients of each polynomial by the Groebner basis, by the division algorithm: f = sum q_k g_k with
    LM(q_k g_k) <= LM(f) (a standard representation; Singular's ``division`` goes through ``lift`` and gives
    no such bound). Every leading term is divisible by some LM(g_k) because f lies in the ideal."""
    leads = [(g.lt(), g) for g in basis]
    out = []
    for f in polys:
        q = [R(0)] * len(basis)
        while f:
            t = f.lt()
            for k, (lt, g) in enumerate(leads):
                if R.monomial_divides(lt, t):
                    c = R.monomial_quotient(t, lt, coeff=True)
                    q[k] += c
                    f -= c * g
                    break
            else:
                raise WorkerError("BACKEND", "a polynomial of the ideal does not reduce to zero by the basis")
        out.append(q)
    return out


def certificate(R: Any, ideal: Any, gens: list[Any], basis: list[Any]) -> dict[str, Any]:
    """Lift (basis in the generators), reductions (generators in the basis) and one standard representation
    per S-pair the criteria leave (``spairs``: [i, j, cofactors]), all in the wire form of ``_terms``: the
    checker multiplies and compares, it does not reduce."""
    leads = [tuple(int(e) for e in g.lm().exponents()[0]) for g in basis]
    pairs = spair_plan(leads)
    spolys = []
    for i, j in pairs:
        gi, gj = basis[i], basis[j]
        m = gi.lm().lcm(gj.lm())
        spolys.append(R.monomial_quotient(m, gi.lm()) * gi / gi.lc() - R.monomial_quotient(m, gj.lm()) * gj / gj.lc())
    reps = _division(R, spolys, basis)
    from sage.libs.singular.function import singular_function

    lift = singular_function("lift")(ideal, R.ideal(basis))  # basis[k] = sum_j lift[j, k] * gens[j]
    return {
        "lift": [[_terms(lift[j, k]) for j in range(len(gens))] for k in range(len(basis))],
        "reductions": [[_terms(c) for c in row] for row in _division(R, gens, basis)],
        "spairs": [[i, j, [_terms(c) for c in row]] for (i, j), row in zip(pairs, reps)],
    }


def op_groebner(payload: dict[str, Any]) -> dict[str, Any]:
    R = _ring(payload)
    gens = [_element(R, t) for t in payload["generators"]]
    ideal, basis = _basis(R, gens)
    out: dict[str, Any] = {"basis": [_terms(g) for g in basis]}
    if payload.get("certificate"):
        out["certificate"] = certificate(R, ideal, gens, basis)
    return out


def op_membership(payload: dict[str, Any]) -> dict[str, Any]:
    R = _ring(payload)
    gens = [_element(R, t) for t in payload["generators"]]
    f = _element(R, payload["polynomial"])
    ideal, basis = _basis(R, gens)
    normal = f.reduce(basis)
    if not normal:
        return {"member": True, "cofactors": [_terms(c) for c in f.lift(ideal)]}
    return {
        "member": False,
        "normal_form": _terms(normal),
        "basis": [_terms(g) for g in basis],
        "certificate": certificate(R, ideal, gens, basis),
    }


def op_factor_polynomial(payload: dict[str, Any]) -> dict[str, Any]:
    R = _ring(payload)
    f = _element(R, payload["polynomial"])
    if not f:
        raise WorkerError("INPUT", "the zero polynomial has no factorization")
    fac = f.factor()
    out: dict[str, Any] = {"unit": str(fac.unit()), "factors": [[_terms(g), int(k)] for g, k in fac]}
    if payload.get("certificate") and payload["field"] == "QQ" and int(payload["nvars"]) == 1:
        out["irreducibility"] = [modular_certificate(g.univariate_polynomial()) for g, _ in fac]
    return out


def modular_certificate(g: Any) -> list[dict[str, Any]] | None:
    """Factorizations of g (over QQ, irreducible by Singular's word) modulo primes p not dividing its leading
    coefficient with g mod p squarefree, kept while each shrinks the set of degrees a factor of g could have
    (the subset sums of the modular factor degrees, intersected); the list once that set is {0, n}, None when
    CERTIFICATE_PRIMES usable primes leave it larger (x^4 + 1 splits modulo every prime) or g is linear."""
    from sage.arith.misc import next_prime

    n = g.degree()
    if n < 2:
        return None
    from sage.rings.integer_ring import ZZ

    gz = (g * g.denominator()).change_ring(ZZ)
    lead = gz.leading_coefficient()
    possible, p, tried = set(range(n + 1)), 1, 0
    entries: list[dict[str, Any]] = []
    while possible != {0, n} and tried < CERTIFICATE_PRIMES and len(entries) < CERTIFICATE_ENTRIES:
        p = int(next_prime(p))
        if lead % p == 0:
            continue
        gp = gz.change_ring(_load()["GF"](p))
        if not gp.is_squarefree():
            continue
        tried += 1
        factors = [h for h, _ in gp.factor()]
        sums = {0}
        for h in factors:
            sums |= {s + h.degree() for s in sums}
        if possible & sums != possible:
            possible &= sums
            entries.append({"p": p, "factors": [[int(c) for c in h.list()] for h in factors]})
    return entries if possible == {0, n} else None


def op_system_solve(payload: dict[str, Any]) -> dict[str, Any]:
    """polynomial.system.solve: :func:`.system_worker.solve` with this module's ring helpers and certificate."""
    return system_worker.solve(payload, sys.modules[__name__])


OPS = {
    "groebner": op_groebner,
    "system_solve": op_system_solve,
    "membership": op_membership,
    "factor_polynomial": op_factor_polynomial,
    **univariate_worker.OPS,
    **spectral_worker.OPS,
    **calculus_worker.OPS,
    **summation_worker.OPS,
    **expression_worker.OPS,
    **exppoly_worker.OPS,
    **elementary_worker.OPS,
    **recurrence_worker.OPS,
    **ode_worker.OPS,
}


def classify(exc: BaseException) -> WorkerError:
    text = str(exc)
    if isinstance(exc, MemoryError) or "stack overflows" in text or "no more memory" in text.lower():
        return WorkerError("MEMORY", f"memory budget reached: {text}"[:2000])
    return WorkerError("BACKEND", f"{type(exc).__name__}: {text}"[:2000])


def handle(payload: dict[str, Any], emitter: Any) -> dict[str, Any]:
    name = payload.get("op", "")
    if name not in OPS and name not in NUMBER_OPS and name not in ELLIPTIC_OPS and name not in FIELD_OPS:
        raise WorkerError("INPUT", f"unknown op {payload.get('op')!r}")
    set_pari_memory(payload.get("memory_bytes"))
    try:
        if name in NUMBER_OPS:
            return NUMBER_OPS[name](_load()["pari"], payload, emitter)
        if name in ELLIPTIC_OPS:
            return ELLIPTIC_OPS[name](_load()["pari"], payload, emitter)
        if name in FIELD_OPS:
            return FIELD_OPS[name](_load()["pari"], payload, emitter)
        return OPS[name](payload)
    except WorkerError:
        raise
    except (MemoryError, RuntimeError, ArithmeticError, ValueError, TypeError) as exc:
        raise classify(exc) from None
    except Exception as exc:  # noqa: BLE001 - PariError and Singular errors have no common base
        raise classify(exc) from None


def probe() -> int:
    """Known answers: the reduced degrevlex basis of the cyclic-3 ideal over QQ, and 2^64 + 1 by PARI."""
    import sage.version

    one = [[0, 0, 0], [1, 1]]
    cyclic3 = [
        [[[1, 0, 0], [1, 1]], [[0, 1, 0], [1, 1]], [[0, 0, 1], [1, 1]]],
        [[[1, 1, 0], [1, 1]], [[0, 1, 1], [1, 1]], [[1, 0, 1], [1, 1]]],
        [[[1, 1, 1], [1, 1]], [one[0], [-1, 1]]],
    ]
    got = op_groebner({"field": "QQ", "nvars": 3, "order": "degrevlex", "generators": cyclic3})["basis"]
    want = {  # per polynomial: its denominator and its terms (exponents, numerator)
        ("1", frozenset({((0, 0, 3), "1"), ((0, 0, 0), "-1")})),
        ("1", frozenset({((0, 2, 0), "1"), ((0, 1, 1), "1"), ((0, 0, 2), "1")})),
        ("1", frozenset({((1, 0, 0), "1"), ((0, 1, 0), "1"), ((0, 0, 1), "1")})),
    }
    terms = {
        (g["den"], frozenset((tuple(g["exp"][3 * i : 3 * i + 3]), c) for i, c in enumerate(g["num"]))) for g in got
    }
    fac = op_factor_integer(_load()["pari"], {"n": str(2**64 + 1)}, None)["factors"]
    if len(got) != 3 or terms != want or fac != [["274177", 1], ["67280421310721", 1]]:
        print(f"probe failed: basis {got}, factors {fac}")
        return 1
    print(f"passagemath {sage.version.version} pari {'.'.join(map(str, _load()['pari'].version()))} groebner ok")
    return 0


def main() -> None:
    if "--probe" in sys.argv[1:]:
        sys.exit(probe())
    _load()
    serve(handle)


if __name__ == "__main__":
    main()
