"""End to end through the runtime: the pooled passagemath worker, VERIFY by the independent polynomial and
Pratt checkers, hostile polynomial text refused before plan() or the supervisor, budgets ending typed."""

from __future__ import annotations

import trio
from verify_runs import record_job_labels, record_plans

from jacobian.runtime import Runtime

from .conftest import DEFINITIONS, sage_config

V4, V5 = ["a", "b", "c", "d"], ["a", "b", "c", "d", "e"]
KATSURA4 = [
    "u0+2*u1+2*u2+2*u3+2*u4-1",
    "u0^2+2*u1^2+2*u2^2+2*u3^2+2*u4^2-u0",
    "2*u0*u1+2*u1*u2+2*u2*u3+2*u3*u4-u1",
    "u1^2+2*u0*u2+2*u1*u3+2*u2*u4-u2",
    "2*u1*u2+2*u0*u3+2*u1*u4-u3",
]
P30, Q30 = 100000000000000000000000000319, 300000000000000000000000000007  # PARI's nextprime(10^29), (3*10^29+7)
# Cyclic-4's reduced degrevlex basis over QQ (Cox-Little-O'Shea style tables; a + b + c + d is the linear member)
CYCLIC4_LINEAR = "a + b + c + d"


def cyclic(vs: list[str]) -> list[str]:
    n = len(vs)
    gens = ["+".join("*".join(vs[(i + j) % n] for j in range(k)) for i in range(n)) for k in range(1, n)]
    return gens + ["*".join(vs) + "-1"]


def test_sage_through_the_runtime(tmp_path, monkeypatch):
    results, planned, supervised = {}, [], []
    marker = tmp_path / "sage-pwned"  # what the hostile texts would create, were they ever evaluated

    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            assert rt.startup.health["sage"].status.value == "AVAILABLE", rt.startup.health["sage"]
            record_job_labels(rt, supervised)
            record_plans(monkeypatch, DEFINITIONS.values(), planned)
            gb = "polynomial.compute.groebner_basis"
            hostile = {
                "import": [f"__import__('os').system('touch {marker}')"],
                "eval": [f"eval(\"open('{marker}', 'w')\")"],
                "sage": ["sage.misc.sage_eval.sage_eval('1')"],
                "backticks": ["`ls`"],
                "huge_exponent": ["a^1000000000"],
                "tower": ["a^(10^9)"],
                "undeclared": ["a + z"],
                "blowup": ["(a+b+c+d)^64"],
            }
            for name, gens in hostile.items():
                results[name] = await rt.run(gb, {"variables": V4, "generators": gens}, "VERIFY")
            results["bad_field"] = await rt.run(gb, {"variables": V4, "generators": ["a"], "field": "GF(32000)"})
            rejected = (list(planned), list(supervised))

            results["c4_qq"] = await rt.run(gb, {"variables": V4, "generators": cyclic(V4)}, "VERIFY")
            results["c4_gf"] = await rt.run(
                gb, {"variables": V4, "generators": cyclic(V4), "field": "GF(32003)"}, "VERIFY"
            )
            results["c5_qq"] = await rt.run(gb, {"variables": V5, "generators": cyclic(V5)}, "VERIFY")
            results["c5_gf"] = await rt.run(
                gb, {"variables": V5, "generators": cyclic(V5), "field": "GF(32003)"}, "VERIFY"
            )
            results["k4"] = await rt.run(
                gb, {"variables": ["u0", "u1", "u2", "u3", "u4"], "generators": KATSURA4}, "VERIFY"
            )
            results["member"] = await rt.run(
                "polynomial.ideal.membership",
                {"variables": V4, "generators": cyclic(V4), "polynomial": "(a+b+c+d)*a^3"},
                "VERIFY",
            )
            results["nonmember"] = await rt.run(
                "polynomial.ideal.membership",
                {"variables": V4, "generators": cyclic(V4), "polynomial": "a^2"},
                "VERIFY",
            )
            results["pfactor"] = await rt.run(
                "polynomial.factor", {"variables": ["x", "y"], "polynomial": "x^6 - y^6"}, "VERIFY"
            )
            results["f128"] = await rt.run("integer.factor", {"n": str(2**128 + 1)}, "VERIFY")
            results["semiprime"] = await rt.run("integer.factor", {"n": str(P30 * Q30)}, "VERIFY")
            results["prime"] = await rt.run("integer.prime.certify", {"n": str(Q30)}, "VERIFY")
            results["composite"] = await rt.run("integer.prime.certify", {"n": str(P30 * Q30)}, "VERIFY")
            results["timeout"] = await rt.run(
                gb,
                {
                    "variables": ["a", "b", "c", "d", "e", "f", "g"],
                    "generators": cyclic(["a", "b", "c", "d", "e", "f", "g"]),
                    "budget": {"wall_seconds": 3},
                },
            )
            results["after_timeout"] = await rt.run("integer.factor", {"n": "91"}, "VERIFY")
            return rejected

    rejected_planned, rejected_supervised = trio.run(main)
    assert not marker.exists()
    for name in ("import", "eval", "sage", "backticks", "huge_exponent", "tower", "undeclared", "blowup", "bad_field"):
        r = results[name]
        assert r.execution.status.value == "ERROR" and r.diagnostics[0].code.value == "INVALID_REQUEST", (name, r)
        assert r.diagnostics[0].path and r.diagnostics[0].path.startswith("$.payload"), (name, r.diagnostics[0])
    assert "column" in results["undeclared"].diagnostics[0].message
    assert rejected_planned == [] and rejected_supervised == []
    for name in (
        "c4_qq",
        "c4_gf",
        "c5_qq",
        "c5_gf",
        "k4",
        "member",
        "nonmember",
        "pfactor",
        "f128",
        "semiprime",
        "prime",
        "composite",
    ):
        assert results[name].assurance.level.value == "VERIFIED", (name, results[name].assurance)
    assert CYCLIC4_LINEAR in results["c4_qq"].output["basis"]
    assert len(results["c5_qq"].output["basis"]) == len(results["c5_gf"].output["basis"]) == 20
    assert results["member"].conclusion.value == "TRUE" and results["nonmember"].conclusion.value == "FALSE"
    # VERIFIED covers the product only: irreducibility stays an open obligation, said so on the result
    assert [o.kind for o in results["pfactor"].assurance.obligations] == ["IRREDUCIBILITY_UNCHECKED"]
    assert [list(f) for f in results["f128"].output["factors"]] == [
        ["59649589127497217", 1],
        ["5704689200685129054721", 1],
    ]
    assert [list(f) for f in results["semiprime"].output["factors"]] == [[str(P30), 1], [str(Q30), 1]]
    # no factor below 2^16: the Fermat witness 2 (2^(n-1) mod n != 1) shows it composite, checked by integer.composite
    composite = results["composite"]
    assert composite.conclusion.value == "FALSE" and composite.output == {
        "prime": False,
        "proof": None,
        "divisor": None,
        "fermat_witness": "2",
    }
    assert composite.verification.checker_id == "integer.composite"
    timeout = results["timeout"]
    assert timeout.conclusion.value == "UNKNOWN" and timeout.execution.termination.value == "WALL_TIMEOUT", timeout
    assert results["after_timeout"].assurance.level.value == "VERIFIED"  # a fresh worker serves the next call
