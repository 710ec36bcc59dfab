"""expression.equal on elementary expressions outside the exact classes, end to end: NOT_EQUAL VERIFIED only
through the checker's own interval witness, EQUAL VERIFIED only from identical structure, every other EQUAL
COMPUTED with the obligation EXPRESSION_EQUALITY_UNCHECKED; exp(exp(exp(1000))) handled without evaluating it.

Facts: sqrt(x^2) = |x| != x (x = -1/2), pi != 355/113; log(exp(x)) = x and exp(x + 1) = exp(1)*exp(x) on the
real line (SymPy's simplify reduces the differences to 0; no checker confirms it).
"""

from __future__ import annotations

from dataclasses import replace

import trio

from jacobian.capability import Evidence
from jacobian.providers.sage import expression
from jacobian.runtime import Runtime

from .conftest import sage_config

TOWER = "exp(exp(exp(1000)))"
CASES = {
    "sqrt_abs": ({"left": "sqrt(x^2)", "right": "x"}, "VERIFIED", False),
    "pi": ({"left": "pi", "right": "355/113"}, "VERIFIED", False),
    "log_exp": ({"left": "log(exp(x))", "right": "x"}, "COMPUTED", True),
    "shifted_exp": ({"left": "exp(x + 1)", "right": "exp(1)*exp(x)"}, "COMPUTED", True),
    "tower_itself": ({"left": TOWER, "right": f"{TOWER} + 0"}, "VERIFIED", True),
}


def test_elementary_equality_by_evidence(tmp_path, monkeypatch):
    results = {}

    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            for name, (payload, _, _) in CASES.items():
                results[name] = await rt.run("expression.equal", payload, "VERIFY")
            results["tower_other"] = await rt.run(
                "expression.equal", {"left": TOWER, "right": f"{TOWER} + 1"}, "VERIFY"
            )
            real = expression.Equal.elementary_answer
            for name, change in (("forged_witness", {"witness": "2"}), ("forged_equal", {"verdict": "EQUAL"})):

                def forged(self, call, verdict, witness, how, change=change):
                    out = real(self, call, verdict, witness, how)
                    ev = out.evidence
                    claim = {**ev.claim, **change}
                    return replace(out, evidence=Evidence(claim, ev.format, ev.subject, ev.certificate))

                monkeypatch.setattr(expression.Equal, "elementary_answer", forged)
                results[name] = await rt.run("expression.equal", {"left": "sqrt(x^2)", "right": "x"}, "VERIFY")

    trio.run(main)
    for name, (_, level, same) in CASES.items():
        r = results[name]
        assert r.assurance.level.value == level, (name, r.assurance, r.verification)
        assert r.output["equal"] is same, (name, r.output)
        if level == "COMPUTED":
            assert [o.kind for o in r.assurance.obligations] == ["EXPRESSION_EQUALITY_UNCHECKED"], r.assurance
            assert "EXPRESSION_EQUALITY_UNCHECKED" in [d.code.value for d in r.diagnostics], r.diagnostics
            assert r.verification is None or r.verification.verdict.value != "ACCEPTED"
        else:
            assert r.verification.model.format == "interval-expression"
    assert results["sqrt_abs"].output["witness"] == "-1/2"
    other = results["tower_other"]
    assert other.execution.status.value == "ERROR" and "undecided" in other.diagnostics[0].message, other
    for name, why in (("forged_witness", "overlap"), ("forged_equal", "not decided")):
        r = results[name]
        assert r.assurance.level.value != "VERIFIED", (name, r.assurance)
        assert r.verification.verdict.value == "REJECTED" and why in r.verification.reason, (name, r.verification)
