"""ode.solve on 30 generated equations, in process: the worker's answer must be accepted by the checker's ``check``;
its readable text, read by SymPy (an independent reader of our own output), must satisfy the equation and the
initial values at sample points to 25 digits; and each of three one-place forgeries of the claim (a basis root
moved by 1, a constant moved by 1, the top coefficient of the particular solution moved by 1) must be rejected.

The characteristic polynomials are products of (t - r), r in -3..3, and of t^2 + b t + c with discriminant d w^2
for one d per equation (d in -1, -3, -2, 2, 5), multiplicities up to 2, order <= 7; right-hand sides q(x) e^(s x)
(some times cos(b x) or sin(b x), b in 1/2, 1, 2), s in -2..2 and +-1/2 (resonant when s + b i is a root);
initial values at x0 = 0, or at x0 = 1/2 when every exponent is 0.
A fixed seed."""

from __future__ import annotations

import copy
import random
from fractions import Fraction
from types import SimpleNamespace

import sympy

from jacobian.checkers.ode.check import check
from jacobian.contracts.enums import Mode
from jacobian.providers.sage import ode, ode_worker

CASES = 30
X = sympy.Symbol("x")


def equation(rng: random.Random) -> dict:
    t = sympy.Symbol("t")
    d = rng.choice([-1, -3, -2, 2, 5])
    chi = sympy.Integer(1)
    resonant = []  # (s, b) of roots s +- b i when d = -1: a forcing term e^(s x) cos(b x) there is resonant
    while sympy.degree(chi, t) < 2:
        for _ in range(rng.randint(1, 3)):
            m = rng.choice([1, 1, 2])
            if rng.random() < 0.5:
                factor = t - rng.randint(-3, 3)
            else:  # roots (-b +- w sqrt(d))/2: t^2 + b t + (b^2 - d w^2)/4
                b, w = rng.randint(-3, 3), rng.randint(1, 2)
                factor = t**2 + b * t + sympy.Rational(b * b - d * w * w, 4)
                if d == -1:
                    resonant.append((str(sympy.Rational(-b, 2)), str(sympy.Rational(w, 2))))
            if sympy.degree(chi * factor**m, t) <= 7:
                chi *= factor**m
    coefficients = [str(c) for c in sympy.Poly(sympy.expand(chi), t).all_coeffs()]
    rhs = []
    for s in rng.sample(["-2", "-1", "-1/2", "0", "1/2", "1", "2"], rng.randint(0, 2)):
        term = {"exponent": s, "polynomial": [str(rng.randint(-3, 3)) for _ in range(rng.randint(1, 3))]}
        if rng.random() < 0.4:
            term |= {"function": rng.choice(["cos", "sin"]), "frequency": rng.choice(["1/2", "1", "2"])}
        rhs.append(term)
    if resonant and rng.random() < 0.5:
        s, b = rng.choice(resonant)
        term = {"exponent": s, "function": "cos", "frequency": b, "polynomial": [str(rng.randint(1, 3))]}
        if not any(r.get("frequency") == b and r["exponent"] == s and r.get("function") == "cos" for r in rhs):
            rhs.append(term)
    payload: dict = {"coefficients": coefficients, "rhs": rhs}
    if rng.random() < 0.5:
        plain = all(r["exponent"] == "0" and "function" not in r for r in rhs)
        x0 = "1/2" if plain and rng.random() < 0.5 else "0"
        values = [str(rng.randint(-3, 3)) for _ in range(len(coefficients) - 1)]
        payload["initial"] = {"x0": x0, "values": values}
    return payload


def residual_ok(payload: dict, text: str) -> None:
    """L y - h and the initial values at sample points, y read by SymPy from our text (constants at random)."""
    y = sympy.sympify(text.replace("^", "**"), locals={"x": X})
    constants = {c: sympy.Rational(k + 2, 3) for k, c in enumerate(sorted(y.free_symbols - {X}, key=str))}
    y = y.subs(constants)
    a = [sympy.Rational(c) for c in reversed(payload["coefficients"])]
    h = sympy.Integer(0)
    for r in payload["rhs"]:
        q = sympy.Poly([sympy.Rational(c) for c in reversed(r["polynomial"])], X).as_expr()
        trig = {"cos": sympy.cos, "sin": sympy.sin}.get(r.get("function", "exp"), lambda _: 1)
        h += q * sympy.exp(sympy.Rational(r["exponent"]) * X) * trig(sympy.Rational(r.get("frequency", "0")) * X)
    derivatives = [y]
    for _ in range(len(a) - 1):
        derivatives.append(sympy.diff(derivatives[-1], X))
    lhs = sum(ak * dk for ak, dk in zip(a, derivatives))
    for point in (sympy.Rational(3, 10), sympy.Rational(7, 10)):
        value = (lhs - h).evalf(40, subs={X: point})
        scale = 1 + abs(h.evalf(40, subs={X: point}))
        assert abs(value) < sympy.Float("1e-25") * scale, (payload, text, value)
    if "initial" in payload:
        x0 = sympy.Rational(payload["initial"]["x0"])
        for i, target in enumerate(payload["initial"]["values"]):
            got = derivatives[i].evalf(40, subs={X: x0})
            assert abs(got - sympy.Rational(target)) < sympy.Float("1e-25"), (payload, text, i, got)


def test_generated_equations_verified_read_back_and_forgeries_rejected():
    rng = random.Random(29)
    cap = ode.OdeSolve()
    forged = 0
    for _ in range(CASES):
        payload = equation(rng)
        request = cap.Request.model_validate(payload)
        cap.parse(request, None)
        call = SimpleNamespace(request=request, mode=Mode.VERIFY)
        data = ode_worker.op_ode(cap.fields(call))
        out = cap.answer(call, data)
        ev = out.evidence
        decision = check({"claim": ev.claim, "subject": ev.subject})
        assert decision["accepted"], (payload, decision["reason"])
        text = out.output.solution if "initial" in payload else out.output.general_solution
        residual_ok(payload, text)

        moved_root = copy.deepcopy(ev.claim)
        k = rng.randrange(len(moved_root["basis"]))
        moved_root["basis"][k]["root"][0] = str(Fraction(moved_root["basis"][k]["root"][0]) + 1)
        mutations = [moved_root]
        if ev.claim["constants"]:
            moved_constant = copy.deepcopy(ev.claim)
            k = rng.randrange(len(moved_constant["constants"]))
            moved_constant["constants"][k][0] = str(Fraction(moved_constant["constants"][k][0]) + 1)
            mutations.append(moved_constant)
        if ev.claim["particular"]:
            moved_particular = copy.deepcopy(ev.claim)
            top = moved_particular["particular"][0]["polynomial"]
            top[-1] = str(Fraction(top[-1]) + 1)
            mutations.append(moved_particular)
        for claim in mutations:
            r = check({"claim": claim, "subject": ev.subject})
            assert not r["accepted"], (payload, claim, r["reason"])
            forged += 1
    assert forged >= CASES, forged
