"""Computer algebra with certificates, measured in one run: per operation, checking against computing on the
known-answer set (univariate polynomials; factorizations with irreducibility certificates; the 5-cycle, Petersen
graph, a Jordan block, the 6 x 6 Hilbert matrix and the 8 x 8 all-ones matrix for the spectral operations;
limits, series, antiderivatives and definite integrals of rational functions; the rational canonical form;
zero-dimensional polynomial systems (circle and line, Cox-Little-O'Shea, Cyclic-3, Katsura-3);
equality and reduced forms of rational expressions; antiderivatives and equality of exponential polynomials
(Gradshteyn-Ryzhik's table, trigonometric identities) and equality of other elementary expressions (by evidence:
EQUAL there ends COMPUTED unless the sides have the same structure); binomial sums with WZ certificates; linear
recurrences; linear ODEs), and the share of the set that ends VERIFIED (a sum whose boundary argument the checker
cannot make has no evidence: it is left out of the in-process table and ends COMPUTED through the runtime).

1. In this process: the Sage worker's own operation (passagemath: FLINT, PARI) against the independent checker's
   ``check`` on the evidence the capability builds from that answer, the least CPU time of ``--repeat``
   interleaved calls per case, summed per operation: the ratio check / compute.
2. Through ``jacobian.runtime.Runtime`` in VERIFY mode (the pooled worker, the checker as a sandboxed job): how
   many cases of each operation end VERIFIED, how many of those with no open obligation (for polynomial.factor:
   every factor's irreducibility certified), and the producer job's wall time against the checker job's.

    python3 bench/bench_cas.py [--repeat 5] [--only sum.]
"""

from __future__ import annotations

import argparse
import shutil
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import trio

from jacobian.checkers import BUNDLED
from jacobian.checkers.calculus import check as calculus_check
from jacobian.checkers.calculus import exppoly
from jacobian.checkers.linalg import spectral_check
from jacobian.checkers.ode import check as ode_check
from jacobian.checkers.polynomial import check as polynomial_check
from jacobian.checkers.polynomial import complex_roots, system_check, univariate_check
from jacobian.checkers.recurrence import check as recurrence_check
from jacobian.checkers.summation import check as summation_check
from jacobian.contracts.enums import Mode
from jacobian.providers.sage import (
    calculus_worker,
    capabilities,
    elementary_worker,
    exppoly_worker,
    expression,
    expression_worker,
    ode_worker,
    recurrence_worker,
    spectral,
    spectral_worker,
    summation_worker,
    univariate,
    univariate_worker,
    worker,
)
from jacobian.runtime import Runtime, RuntimeConfig
from jacobian.state import State
from jacobian.wire import WorkerError

REPO = Path(__file__).resolve().parents[1]
DEFINITIONS = {d.id: d for d in capabilities.CAPABILITIES}
PHI7 = "x^6+x^5+x^4+x^3+x^2+x+1"
T = {4: "8*x^4 - 8*x^2 + 1", 8: "128*x^8 - 256*x^6 + 160*x^4 - 32*x^2 + 1"}
CASES: list[tuple[str, dict[str, Any]]] = [
    ("polynomial.gcd", {"a": "x^12 - 1", "b": "x^18 - 1"}),
    ("polynomial.gcd", {"a": "x^4 - 1", "b": "x^6 - 1", "field": "GF(7)"}),
    ("polynomial.gcd", {"a": f"({T[8]})*(x^3 - 2)", "b": f"({T[8]})*(x^5 + x + 1)"}),
    ("polynomial.resultant", {"a": "x - 1", "b": PHI7}),
    ("polynomial.resultant", {"a": "x^2 + x + 1", "b": "x^2 + 1"}),
    ("polynomial.resultant", {"a": T[8], "b": PHI7}),
    ("polynomial.discriminant", {"polynomial": "x^3 - x - 1"}),
    ("polynomial.discriminant", {"polynomial": PHI7}),
    ("polynomial.discriminant", {"polynomial": T[8]}),
    ("polynomial.discriminant", {"polynomial": univariate.WILKINSON}),
    ("polynomial.squarefree_factorization", {"polynomial": "(x-1)^2*(x+1)^2*(x-3)"}),
    ("polynomial.squarefree_factorization", {"polynomial": "3*x^10 + 3", "field": "GF(5)"}),
    ("polynomial.squarefree_factorization", {"polynomial": f"({T[8]})^3*(x^2 - 2)^2*(x - 5)"}),
    ("polynomial.roots.real", {"polynomial": univariate.WILKINSON}),
    ("polynomial.roots.real", {"polynomial": T[8], "precision_bits": 30}),
    ("polynomial.roots.real", {"polynomial": "x^3 - 2", "precision_bits": 40}),
    ("polynomial.roots.real", {"polynomial": "(x^2 - 2)^2*(x - 1)*(3*x - 1)"}),
]
CASES += [  # x^4 + 1, x^60 - 1 (Phi_12, Phi_15, ...) and Swinnerton-Dyer keep an obligation: no certificate exists
    ("polynomial.factor", {"variables": ["x"], "polynomial": p, "field": field})
    for p, field in [
        ("x^6 - 1", "QQ"),
        ("x^60 - 1", "QQ"),
        ("x^4 + 1", "QQ"),
        ("x^4 - 10*x^2 + 1", "QQ"),
        ("(2*x^3 + 5*x - 1/3)*(x^7 - 4*x^2 + 9)^2*(x - 8)", "QQ"),
        ("(x^17 - 3*x^5 + 2*x + 11)*(x^13 + x^12 - 7)", "QQ"),
        ("x^8 + x^4 + x^3 + x + 1", "GF(2)"),
        ("x^40 - 7*x^5 + 3", "GF(32003)"),
    ]
]
CASES += [
    ("polynomial.roots.complex", payload)
    for payload in [
        {"polynomial": "x^12 - 1"},
        {"polynomial": univariate.WILKINSON, "precision_bits": 100},
        {"polynomial": "x^5 - x - 1", "precision_bits": 200},
        {"polynomial": "(x^2 + 1)^2*(3*x - 1)^3"},
    ]
]
EDGES = (
    [(i, (i + 1) % 5) for i in range(5)] + [(i, i + 5) for i in range(5)] + [(5 + i, 5 + (i + 2) % 5) for i in range(5)]
)
PETERSEN = [[int((i, j) in EDGES or (j, i) in EDGES) for j in range(10)] for i in range(10)]
HILBERT6 = [[f"1/{i + j + 1}" for j in range(6)] for i in range(6)]
MATRICES = [spectral.C5, PETERSEN, [[2, 1, 0], [0, 2, 1], [0, 0, 2]], HILBERT6, [[1] * 8] * 8]
CASES += [(cap, {"matrix": m}) for cap in ("matrix.charpoly", "matrix.minpoly", "matrix.eigen") for m in MATRICES]
WIKI_JORDAN = [[5, 4, 2, 1], [0, 1, -1, -1], [-1, -1, 3, 0], [1, 1, -1, 2]]  # Wikipedia's "Jordan normal form" example
CASES += [
    ("matrix.normal_form.jordan", {"matrix": m})
    for m in (WIKI_JORDAN, [[2, 1, 0], [0, 2, 1], [0, 0, 2]], [[0, 0, 1], [1, 0, -3], [0, 1, 3]], [[1] * 8] * 8)
]
DUMMIT_FOOTE = [[2, -2, 14], [0, 3, -7], [0, 0, 2]]  # Dummit and Foote, Abstract Algebra, section 12.2
CASES += [
    ("matrix.normal_form.rational_canonical", {"matrix": m})
    for m in (WIKI_JORDAN, [[1, 0, 0], [0, 1, 0], [0, 0, 2]], DUMMIT_FOOTE, HILBERT6, [[1] * 8] * 8)
]
LIMITS = [
    {"function": "(x^2 - 1)/(x - 1)", "point": "1"},
    {"function": "1/x", "point": "0"},
    {"function": "1/x", "point": "0", "direction": "right"},
    {"function": "(3*x^2 + 1)/(x^2 - 5)", "point": "oo"},
    {"function": "(x^3 - 8)/(x - 2)", "point": "2"},
    {"function": f"({T[8]})/(x^8 - 1)", "point": "-oo"},
    {"function": f"({T[8]})*(x - 1)/((x^2 - 1)*(x^3 - 2))", "point": "1"},
]
CASES += [("calculus.limit", p) for p in LIMITS]
SERIES = [
    {"function": "1/(1 - x - x^2)", "order": 30},
    {"function": "1/(1 - x)^2", "order": 30},
    {"function": "1/(x^2 - x)", "point": "1", "order": 10},
    {"function": f"1/({T[8]})", "point": "1/3", "order": 20},
]
CASES += [("calculus.series", p) for p in SERIES]
INTEGRANDS = ["1/(x^2 + 1)", "1/(x^2 - 1)", "x/(x^2 + 1)", "(2*x + 3)/(x^2 + 3*x + 2)", "(x^4 + 1)/(x^3 + x)"]
INTEGRANDS += ["(x^5 + 3*x + 1)/((x^2 + 1)^2*(x - 1)*(x + 3))"]
CASES += [("calculus.antiderivative", {"function": f}) for f in INTEGRANDS]
EQUALITIES = [
    ("1/(x - 1) - 1/(x + 1)", "2/(x^2 - 1)"),
    ("(x^2 - 1)/(x - 1)", "x + 1"),
    ("(x + 1)^2", "x^2 + 1"),
    ("log(x^2)", "2*log(x)"),
    ("log(2*x)", "log(x)"),
    ("log(x^2 + 1) + atan(x)", "log(x^2 + 1)"),
    (f"({T[8]})/(x^8 - 1) + log(x^3 - x)", f"log(x) + log(x^2 - 1) + ({T[8]})*(x + 1)/((x^8 - 1)*(x + 1))"),
]
CASES += [("expression.equal", {"left": a, "right": b}) for a, b in EQUALITIES]
EXP_INTEGRANDS = [  # Gradshteyn-Ryzhik 2.321, 2.663, 2.631, 2.51 (tests/checkers/calculus/test_exppoly_check.py)
    "x*exp(x)",
    "x^2*exp(-x)",
    "x^3*exp(x/2)",
    "exp(2*x)*sin(3*x)",
    "exp(-x)*cos(2*x)",
    "x*sin(x)",
    "x*cos(x)",
    "sin(x)^2",
    "sin(x)*cos(x)",
    "cos(x)^3",
    "x^10*exp(3*x)*sin(5*x)^3",
]
CASES += [("calculus.antiderivative", {"function": f}) for f in EXP_INTEGRANDS]
EXP_EQUALITIES = [
    ("sin(x)^2 + cos(x)^2", "1"),
    ("sin(2*x)", "2*sin(x)*cos(x)"),
    ("sin(3*x)", "3*sin(x) - 4*sin(x)^3"),
    ("exp(x)*exp(-x)", "1"),
    ("cos(x)^8", "(35 + 56*cos(2*x) + 28*cos(4*x) + 8*cos(6*x) + cos(8*x))/128"),
    ("sin(x)^2", "cos(x)^2"),
]
CASES += [("expression.equal", {"left": a, "right": b}) for a, b in EXP_EQUALITIES]
ELEMENTARY_EQUALITIES = [  # NOT_EQUAL by an interval witness; EQUAL from structure; the rest COMPUTED
    ("sqrt(x^2)", "x"),
    ("pi", "355/113"),
    ("log(x)", "x - 1"),
    ("exp(exp(exp(1000)))", "exp(exp(exp(1000))) + 0"),
    ("log(exp(x))", "x"),
    ("exp(x + 1)", "exp(1)*exp(x)"),
]
CASES += [("expression.equal", {"left": a, "right": b}) for a, b in ELEMENTARY_EQUALITIES]


def label(cap_id: str, payload: dict[str, Any]) -> str:
    """The operation, with the class for the expression operations that serve several."""
    if cap_id == "calculus.antiderivative" and exppoly.calls_function(payload["function"]):
        return f"{cap_id} [exp-poly]"
    if cap_id == "expression.equal":
        kind = expression.route(payload["left"], payload["right"], "x")
        return cap_id if kind == "rational" else f"{cap_id} [{kind}]"
    return cap_id


TO_SIMPLIFY = ["(x^3 - 1)/(x^2 - 1)", "1/(x^3 - x)", "(x^5 + 3*x + 1)/((x^2 + 1)^2*(x - 1)*(x + 3))"]
TO_SIMPLIFY += [f"({T[8]})*(x^3 - 2)/(({T[8]})*(x^2 - 1)^2)"]
CASES += [("expression.simplify", {"function": f}) for f in TO_SIMPLIFY]
SUMS = [  # A = B, chapter 7; the last is COMPUTED: (2k)! in a numerator, outside the checker's boundary argument
    {"summand": "binomial(n, k)^2", "closed_form": "binomial(2*n, n)"},
    {"summand": "binomial(n, k)^2"},
    {"summand": "binomial(n, k)"},
    {"summand": "k*binomial(n, k)"},
    {"summand": "binomial(n, k)*2^k", "closed_form": "3^n"},  # SymPy's summation finds none
    {"summand": "binomial(n, k)*binomial(5, n - k)", "closed_form": "binomial(n + 5, 5)"},
    {"summand": "binomial(n, k)*binomial(n, k - 1)", "closed_form": "binomial(2*n, n - 1)"},
    {"summand": "k^2*binomial(n, k)"},
    {"summand": "(-1)^k*binomial(2*n, k)^2", "closed_form": "(-1)^n*binomial(2*n, n)"},
    {"summand": "binomial(2*k, k)*binomial(2*n - 2*k, n - k)", "closed_form": "4^n"},
]
CASES += [("sum.closed_form", p) for p in SUMS]
DEFINITE = [  # the known values of tests/providers/sage/test_definite_integral_runtime.py, two DIVERGENT, one
    # out of class (1/(x^4 + 1): pi/sqrt(2), COMPUTED with an obligation), and a partial-fraction case at 50 digits
    ("1/(1 + x^2)", "0", "1"),
    ("1/(1 + x^2)", "0", "oo"),
    ("x/(1 + x^2)", "0", "1"),
    ("1/(x^2 - 1)", "2", "3"),
    ("1/(x^2 + 2*x + 5)", "-oo", "oo"),
    ("1/x^2", "1", "oo"),
    ("1/(x^2 - 1)", "0", "3"),
    ("1/x", "1", "oo"),
    ("1/(x^4 + 1)", "-oo", "oo"),
    ("(x^5 + 3*x + 1)/((x^2 + 1)^2*(x - 1)*(x + 3))", "2", "5"),
]
CASES += [("calculus.integral.definite", {"function": f, "lower": a, "upper": b}) for f, a, b in DEFINITE]
CASES += [("calculus.integral.definite", {"function": DEFINITE[-1][0], "lower": "2", "upper": "5", "digits": 50})]
RECURRENCES = [  # tests/providers/sage/test_recurrence_runtime.py's known closed forms, one out of class (a cubic
    # irreducible factor: refused, BACKEND_INPUT_ERROR), and order 2 in QQ(sqrt(2)) with large initial terms
    {"coefficients": ["1", "1"], "initial": ["0", "1"]},
    {"coefficients": ["1", "1"], "initial": ["2", "1"]},
    {"coefficients": ["2"], "constant": "1", "initial": ["0"]},
    {"coefficients": ["6", "-1"], "initial": ["1", "3"]},
    {"coefficients": ["1", "-1"], "initial": ["1", "1/2"]},
    {"coefficients": ["4", "-4"], "initial": ["1", "3"]},
    {"coefficients": ["0", "0", "2"], "initial": ["1", "1", "1"]},
    {"coefficients": ["2", "1"], "initial": [str(10**40), str(3**90)]},
]
CASES += [("recurrence.solve", p) for p in RECURRENCES]
SYSTEMS = [  # tests/providers/sage/test_system_solve.py's known answers: circle and line, Cox-Little-O'Shea ch. 2
    # sec. 8, Cyclic-3, Katsura-3, a double point, an inconsistent and a positive-dimensional system, 64 points
    (["x", "y"], ["x^2 + y^2 - 1", "x - y"]),
    (["x", "y", "z"], ["x^2 + y + z - 1", "x + y^2 + z - 1", "x + y + z^2 - 1"]),
    (["x", "y", "z"], ["x + y + z", "x*y + y*z + z*x", "x*y*z - 1"]),
    (
        ["u0", "u1", "u2", "u3"],
        [
            "u0 + 2*u1 + 2*u2 + 2*u3 - 1",
            "u0^2 + 2*u1^2 + 2*u2^2 + 2*u3^2 - u0",
            "2*u0*u1 + 2*u1*u2 + 2*u2*u3 - u1",
            "u1^2 + 2*u0*u2 + 2*u1*u3 - u2",
        ],
    ),
    (["x", "y"], ["x^2", "y^2"]),
    (["x", "y"], ["x^2 + y^2 - 1", "x - y", "x + y - 5"]),
    (["x", "y", "z"], ["x^2 + y^2 - z", "x - y"]),
    (["x", "y"], ["x^8 + y^7 - 3*x*y + 1", "y^8 - x^5 + 2*y - 7"]),  # Bezout: 64 points
]
CASES += [("polynomial.system.solve", {"variables": v, "equations": e}) for v, e in SYSTEMS]
ODES = [  # tests/providers/sage/test_ode_runtime.py's known solutions (Boyce-DiPrima 3.1-3.5, 4.2), one out of class
    # (y^(3) - 2y = 0: a cubic irreducible factor, refused), and an order-12 equation with roots +-1..+-6
    {"coefficients": ["1", "0", "1"]},
    {"coefficients": ["1", "-3", "2"]},
    {"coefficients": ["1", "-2", "1"]},
    {"coefficients": ["1", "0", "4"], "initial": {"x0": "0", "values": ["1", "0"]}},
    {"coefficients": ["1", "5", "6"], "initial": {"x0": "0", "values": ["2", "3"]}},
    {"coefficients": ["1", "0", "-1"], "initial": {"x0": "1", "values": ["1", "0"]}},
    {"coefficients": ["1", "1", "-7", "-1", "6"], "initial": {"x0": "0", "values": ["1", "0", "-2", "-1"]}},
    {"coefficients": ["1", "0", "-1", "0"]},
    {"coefficients": ["1", "-1", "-1"], "initial": {"x0": "0", "values": ["0", "1"]}},
    {"coefficients": ["1", "0", "-1"], "rhs": [{"exponent": "2", "polynomial": ["1"]}]},
    {"coefficients": ["1", "-3", "-4"], "rhs": [{"exponent": "-1", "polynomial": ["2"]}]},
    {"coefficients": ["1", "-3", "-4"], "rhs": [{"function": "sin", "frequency": "1", "polynomial": ["2"]}]},
    {
        "coefficients": ["1", "0", "4"],
        "rhs": [{"function": "sin", "frequency": "1", "polynomial": ["1"]}],
        "initial": {"x0": "0", "values": ["0", "1"]},
    },
    {"coefficients": ["1", "0", "1"], "rhs": [{"function": "cos", "frequency": "1", "polynomial": ["0", "1"]}]},
    {"coefficients": ["1", "0", "0", "-2"]},
    {
        "coefficients": ["1", "0", "-91", "0", "3003", "0", "-44473", "0", "296296", "0", "-773136", "0", "518400"],
        "rhs": [{"exponent": "1", "polynomial": ["1", "2", "3"]}, {"exponent": "0", "polynomial": ["0", "1"]}],
        "initial": {"x0": "0", "values": [str(i) for i in range(12)]},
    },
]
CASES += [("ode.solve", p) for p in ODES]
OPS = {
    **univariate_worker.OPS,
    **spectral_worker.OPS,
    "factor_polynomial": worker.op_factor_polynomial,
    "system_solve": worker.op_system_solve,
    **calculus_worker.OPS,
    **expression_worker.OPS,
    **exppoly_worker.OPS,
    **elementary_worker.OPS,
    **summation_worker.OPS,
    **recurrence_worker.OPS,
    **ode_worker.OPS,
}
CHECKS = {
    "univariate": univariate_check.check,
    "spectral": spectral_check.check,
    "polynomial.factor": polynomial_check.check,
    "polynomial.roots.complex": complex_roots.check,
    "polynomial.system.solve": system_check.check,
    "calculus": calculus_check.check,
    "sum": summation_check.check,
    "recurrence": recurrence_check.check,
    "ode": ode_check.check,
}


def cpu(fn: Any) -> tuple[float, Any]:
    t = time.process_time()
    out = fn()
    return time.process_time() - t, out


def in_process(repeat: int) -> dict[str, list[float]]:
    worker._load()
    totals: dict[str, list[float]] = {}
    for cap_id, payload in CASES:
        cap: Any = DEFINITIONS[cap_id]
        call = SimpleNamespace(request=cap.Request.model_validate(payload), mode=Mode.VERIFY)
        op = OPS[cap.operation(call)]
        families = {"matrix": "spectral", "calculus": "calculus", "expression": "calculus", "sum": "sum"}
        families["recurrence"] = "recurrence"
        families["ode"] = "ode"
        family = families.get(cap_id.split(".")[0], "univariate")
        check = CHECKS.get(cap_id, CHECKS[family])
        fields = cap.fields(call)
        best_compute = best_check = float("inf")
        for _ in range(repeat):
            try:
                t_compute, data = cpu(lambda op=op, fields=fields: op(fields))
            except WorkerError:  # refused as out of the supported class: nothing to check
                break
            ev = cap.answer(call, data).evidence
            if ev is None:  # COMPUTED with an obligation: nothing to check
                break
            t_check, decision = cpu(
                lambda ev=ev, check=check: check(
                    {"claim": ev.claim, "subject": ev.subject, "certificate": ev.certificate}
                )
            )
            assert decision["accepted"], (cap_id, payload, decision)
            best_compute, best_check = min(best_compute, t_compute), min(best_check, t_check)
        if best_check == float("inf"):
            continue
        row = totals.setdefault(label(cap_id, payload), [0.0, 0.0, 0])
        row[0] += best_compute
        row[1] += best_check
        row[2] += 1
    return totals


def config(root: Path) -> RuntimeConfig:
    bundled = root / "bundled"
    bundled.mkdir(parents=True)
    shutil.copy(REPO / "manifests" / "sage.yaml", bundled / "sage.yaml")
    with State.open(root / "state") as st:
        for spec in BUNDLED:
            if spec.id.startswith(("polynomial.", "linalg.", "calculus.", "sum.", "recurrence.", "ode.")):
                st.authorizations.authorize(spec, "bench_cas")
    return RuntimeConfig(
        state_dir=root / "state", manifest_dir=root / "operator", bundled_manifest_dir=bundled, definitions=DEFINITIONS
    )


async def through_runtime(root: Path) -> dict[str, list[float]]:
    rows: dict[str, list[float]] = {}
    async with Runtime.open(config(root)) as rt:
        await rt.run("polynomial.gcd", {"a": "x", "b": "x"})  # the pooled worker imports passagemath once
        for cap_id, payload in CASES:
            r = await rt.run(cap_id, payload, "VERIFY")
            row = rows.setdefault(label(cap_id, payload), [0, 0, 0, 0.0, 0.0])
            row[0] += 1
            row[1] += r.assurance.level.value == "VERIFIED"
            row[2] += r.assurance.level.value == "VERIFIED" and not r.assurance.obligations
            row[3] += r.execution.wall_ms
            row[4] += r.verification.execution.wall_ms if r.verification else 0
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--only", default="", help="only the operations whose id starts with this, e.g. sum.")
    args = parser.parse_args()
    CASES[:] = [(cap_id, payload) for cap_id, payload in CASES if cap_id.startswith(args.only)]
    totals = in_process(args.repeat)
    print(f"{'operation':44} {'cases':>5} {'compute ms':>11} {'check ms':>9} {'check/compute':>14}")
    for cap_id, (compute, checking, n) in totals.items():
        ratio = checking / compute if compute else float("inf")
        print(f"{cap_id:44} {n:>5} {compute * 1e3:>11.2f} {checking * 1e3:>9.2f} {ratio:>14.2f}")
    with tempfile.TemporaryDirectory() as tmp:
        rows = trio.run(through_runtime, Path(tmp))
    print(f"\n{'operation (runtime, VERIFY)':44} {'VERIFIED':>9} {'no obligation':>14}", end=" ")
    print(f"{'producer ms':>12} {'checker ms':>11}")
    for cap_id, (n, ok, closed, producer, checker) in rows.items():
        print(f"{cap_id:44} {f'{ok}/{n}':>9} {f'{closed}/{n}':>14} {producer:>12.0f} {checker:>11.0f}")


if __name__ == "__main__":
    main()
