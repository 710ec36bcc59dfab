"""optimization.linear.solve end to end: pooled HiGHS worker, exact certificates VERIFIED by the
fractions checker; a forged certificate through the runtime is rejected, never VERIFIED."""

from __future__ import annotations

import dataclasses
import random
from fractions import Fraction

import trio

from jacobian.capability import Evidence
from jacobian.runtime import Runtime

from .conftest import exact_config

POLYGON = {
    "objective_sense": "maximize",
    "objective": ["3", "2"],
    "matrix": [["1", "1"], ["1", "3"], ["1", "-1"]],
    "senses": ["<=", "<=", "<="],
    "rhs": ["4", "6", "2"],
}
FRACTIONAL = {"objective": ["-1", "-1"], "matrix": [["3", "2"], ["1", "4"]], "senses": ["<=", "<="], "rhs": ["7", "5"]}
BOXED = {
    "objective": ["1", "2", "-1"],
    "matrix": [["1", "1", "1"], ["1", "-1", "0"]],
    "senses": ["=", ">="],
    "rhs": ["1/3", "1/7"],
    "lower": [None, "-2", "0"],
    "upper": ["5", "3", "1/2"],
}
INFEASIBLE = {
    "objective": ["1", "1"],
    "matrix": [["1", "1"], ["1", "-1"]],
    "senses": [">=", "="],
    "rhs": ["3", "5"],
    "upper": ["1", None],
}
UNBOUNDED = {
    "objective_sense": "maximize",
    "objective": ["1", "1"],
    "matrix": [["1", "-1"]],
    "senses": ["<="],
    "rhs": ["3"],
}


def random_lp(rng: random.Random) -> dict:
    m, n = rng.randint(2, 6), rng.randint(2, 6)

    def r() -> str:
        return f"{rng.randint(-9, 9)}/{rng.randint(1, 7)}"

    return {
        "objective_sense": rng.choice(["minimize", "maximize"]),
        "objective": [r() for _ in range(n)],
        "matrix": [[r() for _ in range(n)] for _ in range(m)],
        "senses": [rng.choice(["<=", ">=", "="]) for _ in range(m)],
        "rhs": [r() for _ in range(m)],
        "lower": [rng.choice([None, "0", "-1"]) for _ in range(n)],
        "upper": [rng.choice([None, "4", "5/2"]) for _ in range(n)],
    }


def _run(tmp_path, calls, forge=None):
    results = {}

    async def main():
        async with Runtime.open(exact_config(tmp_path)) as rt:
            assert rt.startup.health["lp-highs"].status.value == "AVAILABLE", rt.startup.health["lp-highs"]
            if forge is not None:
                forge(rt)
            for name, (payload, mode) in calls.items():
                results[name] = await rt.run("optimization.linear.solve", payload, mode)

    trio.run(main)
    return results


def test_known_lps_are_verified_exactly(tmp_path):
    rng = random.Random(19)
    calls = {
        "polygon": (POLYGON, "VERIFY"),
        "fractional": (FRACTIONAL, "VERIFY"),
        "boxed": (BOXED, "VERIFY"),
        "infeasible": (INFEASIBLE, "VERIFY"),
        "unbounded": (UNBOUNDED, "VERIFY"),
    }
    calls |= {f"random{k}": (random_lp(rng), "VERIFY") for k in range(12)}
    r = _run(tmp_path, calls)
    assert (r["polygon"].output["status"], r["polygon"].output["objective"]) == ("OPTIMAL", "11")
    assert (r["fractional"].output["objective"], r["fractional"].output["primal"]) == ("-13/5", ["9/5", "4/5"])
    assert r["boxed"].output["status"] == "OPTIMAL"
    assert r["infeasible"].output["status"] == "INFEASIBLE" and r["infeasible"].conclusion.value == "UNSAT"
    assert r["unbounded"].output["status"] == "UNBOUNDED"
    statuses = set()
    for name, result in r.items():
        out = result.output
        statuses.add(out["status"])
        assert out["status"] in ("OPTIMAL", "INFEASIBLE", "UNBOUNDED"), (name, out)
        assert result.assurance.level.value == "VERIFIED", (name, result.assurance, result.diagnostics)
        if out["status"] == "OPTIMAL":  # the exact optimum agrees with HiGHS's float value
            assert abs(float(Fraction(out["objective"])) - out["objective_float"]) < 1e-6, (name, out)
    assert statuses == {"OPTIMAL", "INFEASIBLE", "UNBOUNDED"}


def test_a_forged_dual_through_the_runtime_is_rejected(tmp_path, monkeypatch):
    """The producer's certificate is altered after interpretation: the checker, not the producer, decides."""

    def forge(rt):
        definition = rt.catalog.get("optimization.linear.solve").definition
        real = definition.interpret

        def forged(call, outcome):
            interp = real(call, outcome)
            ev = interp.evidence
            y = list(ev.certificate["y"])
            y[1] = str(Fraction(y[1]) + Fraction(1, 10**30))  # one tiny unit off: a duality gap
            return dataclasses.replace(
                interp, evidence=Evidence(ev.claim, ev.format, ev.subject, {**ev.certificate, "y": y})
            )

        monkeypatch.setattr(definition, "interpret", forged)

    r = _run(tmp_path, {"fractional": (FRACTIONAL, "VERIFY")}, forge)["fractional"]
    assert r.assurance.level.value != "VERIFIED"
    assert r.execution.status.value == "ERROR"
    assert [d.code.value for d in r.diagnostics] == ["CHECKER_REJECTED"], r.diagnostics


def test_hostile_lp_input_is_refused_at_validation(tmp_path):
    calls = {
        "nan": ({**FRACTIONAL, "rhs": ["NaN", "5"]}, "VERIFY"),
        "inf": ({**FRACTIONAL, "objective": ["inf", "1"]}, "VERIFY"),
        "bits": ({**FRACTIONAL, "rhs": [str(3**400), "5"]}, "VERIFY"),
        "sense": ({**FRACTIONAL, "senses": ["<", "<="]}, "VERIFY"),
        "lengths": ({**FRACTIONAL, "rhs": ["1"]}, "VERIFY"),
        "crossed": ({**FRACTIONAL, "lower": ["2", "0"], "upper": ["1", None]}, "VERIFY"),
    }
    r = _run(tmp_path, calls)
    want = {
        "nan": "$.payload.rhs[0]",
        "inf": "$.payload.objective[0]",
        "bits": "$.payload.rhs[0]",
        "sense": "$.payload.senses[0]",
        "lengths": "$.payload",
        "crossed": "$.payload",
    }
    for name, path in want.items():
        assert [(d.code.value, d.path) for d in r[name].diagnostics] == [("INVALID_REQUEST", path)], (
            name,
            r[name].diagnostics,
        )
        assert r[name].diagnostics[0].stage.value == "VALIDATE" and r[name].provenance is None, name
