"""ode.solve end to end: the pooled Sage worker (SymPy's factors over QQ, exact arithmetic), the checker
ode.linear.exact as a sandboxed job.

Known solutions (W. E. Boyce and R. C. DiPrima, Elementary Differential Equations and Boundary Value Problems, 10th
ed., Wiley 2012; the checker's own tests cite the same): y'' + y = 0: C1 cos x + C2 sin x (section 3.3); y'' - 3y' +
2y = 0: C1 e^x + C2 e^(2x) (section 3.1); the double root y'' - 2y' + y = 0: C1 e^x + C2 x e^x (section 3.4); y'' +
4y = 0, y(0) = 1, y'(0) = 0: cos 2x (section 3.3); y'' + 5y' + 6y = 0, y(0) = 2, y'(0) = 3: 9e^(-2x) - 7e^(-3x)
(section 3.1, example 2); y'' - y = 0, y(1) = 1, y'(1) = 0: cosh(x - 1), an initial point x0 != 0; the
fourth-order y'''' + y''' - 7y'' - y' + 6y = 0, y(0) = 1, y'(0) = 0, y''(0) = -2, y'''(0) = -1: (11/8)e^x +
(5/12)e^(-x) - (2/3)e^(2x) - (1/8)e^(-3x) (section 4.2, example 1); the third-order y''' - y' = 0:
C1 + C2 e^x + C3 e^(-x) (section 4.2, the method); the Fibonacci-like y'' - y' - y = 0 (roots (1 +- sqrt 5)/2);
y'' - y = e^(2x): y_p = e^(2x)/3 (section 3.5, undetermined coefficients); y'' - 3y' - 4y = 2e^(-x): y_p = -(2/5) x
e^(-x) (section 3.5, example 5); y'' - 3y' - 4y = 2 sin x: y_p = (3/17) cos x - (5/17) sin x (section 3.5, example
2); y'' + 4y = sin x, y(0) = 0, y'(0) = 1: (1/3) sin 2x + (1/3) sin x (section 3.5's method). Each VERIFIED. A
characteristic polynomial with a cubic irreducible factor (y''' - 2y = 0) is refused as out of the supported class
(BACKEND_INPUT_ERROR). Forgeries through the runtime (a basis function that is not a solution, a particular solution
off by a term) REJECTED. Hostile requests refused before any job, with their path.
"""

from __future__ import annotations

from dataclasses import replace

import trio
from verify_runs import record_job_labels

from jacobian.capability import Evidence
from jacobian.mcp.find_tool import FindService
from jacobian.providers.sage import ode
from jacobian.runtime import Runtime

from .conftest import sage_config

OP = "ode.solve"


def iv(*values, x0="0"):
    return {"x0": x0, "values": list(values)}


E2X = [{"exponent": "2", "polynomial": ["1"]}]
KNOWN = {  # payload, field, the text expected (general solution, or the unique one with initial values)
    "y'' + y = 0": ({"coefficients": ["1", "0", "1"]}, -1, "C1*cos(x) + C2*sin(x)"),
    "y'' - 3y' + 2y = 0": ({"coefficients": ["1", "-3", "2"]}, None, "C1*exp(x) + C2*exp(2*x)"),
    "y'' - 2y' + y = 0": ({"coefficients": ["1", "-2", "1"]}, None, "C1*exp(x) + C2*x*exp(x)"),
    "y'' + 4y = 0, y(0) = 1, y'(0) = 0": (
        {"coefficients": ["1", "0", "4"], "initial": iv("1", "0")},
        -1,
        "cos(2*x)",
    ),
    "y'' + 5y' + 6y = 0, y(0) = 2, y'(0) = 3": (
        {"coefficients": ["1", "5", "6"], "initial": iv("2", "3")},
        None,
        "-7*exp(-3*x) + 9*exp(-2*x)",
    ),
    "fourth order, 4.2 example 1": (
        {"coefficients": ["1", "1", "-7", "-1", "6"], "initial": iv("1", "0", "-2", "-1")},
        None,
        "-1/8*exp(-3*x) + 5/12*exp(-x) + 11/8*exp(x) - 2/3*exp(2*x)",
    ),
    "y''' - y' = 0": ({"coefficients": ["1", "0", "-1", "0"]}, None, "C1*exp(-x) + C2 + C3*exp(x)"),
    "y'' - y' - y = 0": (
        {"coefficients": ["1", "-1", "-1"], "initial": iv("0", "1")},
        5,
        "-1/5*sqrt(5)*exp((1/2 - 1/2*sqrt(5))*x) + 1/5*sqrt(5)*exp((1/2 + 1/2*sqrt(5))*x)",
    ),
    "y'' - y = 0, y(1) = 1, y'(1) = 0: cosh(x - 1)": (
        {"coefficients": ["1", "0", "-1"], "initial": iv("1", "0", x0="1")},
        None,
        "1/2*exp(-(x - 1)) + 1/2*exp((x - 1))",
    ),
    "y'' - y = e^(2x)": (
        {"coefficients": ["1", "0", "-1"], "rhs": E2X},
        None,
        "C1*exp(-x) + C2*exp(x) + 1/3*exp(2*x)",
    ),
    "y'' - 3y' - 4y = 2e^(-x)": (
        {"coefficients": ["1", "-3", "-4"], "rhs": [{"exponent": "-1", "polynomial": ["2"]}]},
        None,
        "C1*exp(-x) + C2*exp(4*x) - 2/5*x*exp(-x)",
    ),
    "y'' - 3y' - 4y = 2 sin x": (
        {"coefficients": ["1", "-3", "-4"], "rhs": [{"function": "sin", "frequency": "1", "polynomial": ["2"]}]},
        None,
        "C1*exp(-x) + C2*exp(4*x) + 3/17*cos(x) - 5/17*sin(x)",
    ),
    "y'' + 4y = sin x, y(0) = 0, y'(0) = 1": (
        {
            "coefficients": ["1", "0", "4"],
            "rhs": [{"function": "sin", "frequency": "1", "polynomial": ["1"]}],
            "initial": iv("0", "1"),
        },
        -1,
        "1/3*sin(2*x) + 1/3*sin(x)",
    ),
}
HOSTILE = {
    "order": ({"coefficients": ["1"] * 14}, "$.payload.coefficients"),
    "leading_zero": ({"coefficients": ["0", "1", "1"]}, "$.payload.coefficients[0]"),
    "huge_numerator": ({"coefficients": ["1", "1" * 101]}, "$.payload.coefficients[1]"),
    "decimal": ({"coefficients": ["1", "1.5"]}, "$.payload.coefficients[1]"),
    "unicode_digits": ({"coefficients": ["1", "\u0663"]}, "$.payload.coefficients[1]"),
    "too_few_values": ({"coefficients": ["1", "0", "1"], "initial": iv("1")}, "$.payload.initial.values"),
    "repeated_exponent": (
        {"coefficients": ["1", "1"], "rhs": [{"exponent": "1", "polynomial": ["1"]}] * 2},
        "$.payload.rhs[1]",
    ),
    "shifted_exponential": (
        {"coefficients": ["1", "0", "-1"], "rhs": E2X, "initial": iv("0", "0", x0="1")},
        "$.payload.initial.x0",
    ),
    "exp_with_frequency": (
        {"coefficients": ["1", "1"], "rhs": [{"frequency": "2", "polynomial": ["1"]}]},
        "$.payload.rhs[0].frequency",
    ),
    "sin_without_frequency": (
        {"coefficients": ["1", "1"], "rhs": [{"function": "sin", "polynomial": ["1"]}]},
        "$.payload.rhs[0].frequency",
    ),
    "rhs_degree": ({"coefficients": ["1", "1"], "rhs": [{"polynomial": ["1"] * 14}]}, "$.payload.rhs[0].polynomial"),
}
PHRASINGS = [
    ("solve the differential equation y'' + y = 0", OP),
    ("general solution of the ODE y'' - 3y' + 2y = 0", OP),
    ("initial value problem y'' + 4y = 0, y(0) = 1, y'(0) = 0", OP),
]


def test_ode_verified_forgeries_rejected_hostile_refused(tmp_path, monkeypatch):
    results, found, supervised = {}, {}, []

    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            record_job_labels(rt, supervised)
            for name, (payload, _) in HOSTILE.items():
                results[name] = await rt.run(OP, payload, "VERIFY")
            refused = list(supervised)
            for name, (payload, _, _) in KNOWN.items():
                results[name] = await rt.run(OP, payload, "VERIFY")
            for i, example in enumerate(ode.OdeSolve.examples):
                results[f"example {i}"] = await rt.run(OP, example.payload, "VERIFY")
            results["cubic"] = await rt.run(OP, {"coefficients": ["1", "0", "0", "-2"]}, "VERIFY")
            real = ode.OdeSolve.answer

            def forged(change):
                def answer(self, call, data):
                    out = real(self, call, data)
                    ev = out.evidence
                    claim = {**ev.claim, **change(ev.claim)}
                    return replace(out, evidence=Evidence(claim, ev.format, ev.subject, ev.certificate))

                return answer

            not_a_solution = {"function": "exp", "power": 0, "root": ["3", "0"]}
            monkeypatch.setattr(ode.OdeSolve, "answer", forged(lambda c: {"basis": [c["basis"][0], not_a_solution]}))
            results["forged basis"] = await rt.run(OP, KNOWN["y'' - 3y' + 2y = 0"][0], "VERIFY")
            off = {"exponent": "0", "polynomial": ["1"]}
            monkeypatch.setattr(ode.OdeSolve, "answer", forged(lambda c: {"particular": c["particular"] + [off]}))
            results["forged particular"] = await rt.run(OP, KNOWN["y'' - y = e^(2x)"][0], "VERIFY")
            service = FindService(rt)
            for phrase, _ in PHRASINGS:
                doc = service.document({"query": phrase, "limit": 3})
                found[phrase] = [m["capability_id"] for m in doc["matches"]]
            return refused

    refused = trio.run(main)
    assert refused == []
    for name, (_, path) in HOSTILE.items():
        r = results[name]
        assert r.execution.status.value == "ERROR" and r.diagnostics[0].code.value == "INVALID_REQUEST", (name, r)
        assert r.diagnostics[0].path == path, (name, r.diagnostics[0])
    for name, (payload, field, text) in KNOWN.items():
        r = results[name]
        assert r.assurance.level.value == "VERIFIED", (name, r.assurance, r.verification)
        assert r.verification.checker_id == "ode.linear.exact" and r.output["field"] == field, (name, r.output)
        got = r.output["solution"] if "initial" in payload else r.output["general_solution"]
        assert got == text, (name, got)
    for i, _ in enumerate(ode.OdeSolve.examples):
        assert results[f"example {i}"].assurance.level.value == "VERIFIED"
    r = results["cubic"]
    assert r.assurance.level.value != "VERIFIED" and r.output is None, r
    assert (
        r.diagnostics[0].code.value == "BACKEND_INPUT_ERROR"
        and "out of the supported class" in r.diagnostics[0].message
    )
    r = results["forged basis"]
    assert r.assurance.level.value != "VERIFIED" and r.verification.verdict.value == "REJECTED"
    assert "basis function 1 is not a solution" in r.verification.reason, r.verification
    r = results["forged particular"]
    assert r.assurance.level.value != "VERIFIED" and r.verification.verdict.value == "REJECTED"
    assert "differs from h at the exponent 0" in r.verification.reason, r.verification
    for phrase, cap in PHRASINGS:
        assert found[phrase][0] == cap, (phrase, found[phrase])
