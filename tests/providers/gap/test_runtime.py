"""End to end through the runtime: sandboxed pooled GAP, VERIFY by the independent checkers,
and rejected input that never reaches plan() or the supervisor (so no GAP process can start)."""

from __future__ import annotations

import shutil
from math import factorial
from pathlib import Path

import trio
import warmstate
from verify_runs import record_job_labels, record_plans

from jacobian.checkers import BUNDLED
from jacobian.providers.gap import capabilities
from jacobian.runtime import Runtime, RuntimeConfig
from jacobian.state import State

from .groupdata import M11, M24, PSL27

REPO = Path(__file__).resolve().parents[3]
DEFINITIONS = {d.id: d for d in capabilities.CAPABILITIES}


def _config(tmp_path: Path) -> RuntimeConfig:
    bundled = tmp_path / "bundled"
    bundled.mkdir()
    shutil.copy(REPO / "manifests" / "gap.yaml", bundled / "gap.yaml")
    state_dir = warmstate.state_dir(tmp_path / "state")
    with State.open(state_dir) as st:
        for spec in BUNDLED:
            if spec.id.startswith("group."):
                st.authorizations.authorize(spec, "reviewed for the GAP provider tests")
    return RuntimeConfig(
        state_dir=state_dir, manifest_dir=tmp_path / "operator", bundled_manifest_dir=bundled, definitions=DEFINITIONS
    )


def test_gap_through_the_runtime(tmp_path, monkeypatch):
    results = {}
    planned: list[str] = []
    supervised: list[str] = []

    async def main():
        async with Runtime.open(_config(tmp_path)) as rt:
            assert rt.startup.health["gap"].status.value == "AVAILABLE", rt.startup.health["gap"]
            record_job_labels(rt, supervised)
            record_plans(monkeypatch, DEFINITIONS.values(), planned)

            # rejected input first: nothing may be planned or supervised for it
            bad = {
                "malformed": ("group.permutation.order", {"generators": ["(1,2,3)", "(1,2"]}),
                "beyond": ("group.permutation.order", {"degree": 5, "generators": ["(1,2)", "(3,6)"]}),
                "inject": (
                    "group.permutation.order",
                    {"generators": ["(1,2)", '(1,2); Exec("touch /tmp/pwned"); (3,4)']},
                ),
                "inject_iso": (
                    "group.permutation.isomorphism",
                    {"first": {"generators": ["(1,2)"]}, "second": {"generators": ["()); QUIT;"]}},
                ),
                "small_memory": ("group.permutation.order", {"generators": ["(1,2)"], "budget": {"memory_mib": 128}}),
            }
            for name, (cap, payload) in bad.items():
                results[name] = await rt.run(cap, payload)
            rejected_planned, rejected_supervised = list(planned), list(supervised)

            results["m11"] = await rt.run("group.permutation.order", {"generators": M11}, "VERIFY")
            results["m24"] = await rt.run("group.permutation.order", {"generators": M24}, "VERIFY")
            # S1000 from (1,2) and (1,...,1000): GAP's Size alone ran past the 60 s wall limit before the giant test
            s1000 = {"generators": ["(1,2)", "(" + ",".join(map(str, range(1, 1001))) + ")"]}
            results["s1000_explore"] = await rt.run("group.permutation.order", s1000, "EXPLORE")
            results["s1000"] = await rt.run("group.permutation.order", s1000, "VERIFY")
            results["props"] = await rt.run("group.permutation.properties", {"generators": PSL27})
            results["enum96"] = await rt.run("group.small.enumerate", {"order": 96, "limit": 3})
            results["enum1024"] = await rt.run("group.small.enumerate", {"order": 1024, "limit": 3})
            results["iso"] = await rt.run(
                "group.permutation.isomorphism",
                {
                    "first": {"generators": ["(1,2,3)", "(1,2)"]},
                    "second": {"generators": ["(1,2,3)(4,5,6)", "(1,4)(2,6)(3,5)"]},
                },
                "VERIFY",
            )
            results["noniso"] = await rt.run(
                "group.permutation.isomorphism",
                {"first": {"generators": ["(1,2,3,4)"]}, "second": {"generators": ["(1,2)(3,4)", "(1,3)(2,4)"]}},
                "VERIFY",
            )
            return rejected_planned, rejected_supervised

    rejected_planned, rejected_supervised = trio.run(main)

    # rejected input: typed diagnostics with the JSON path; no plan, no job, so no GAP process
    assert rejected_supervised == []
    assert rejected_planned == [
        "group.permutation.order"
    ]  # only the budget case reaches plan, which refuses before any Job
    for name, path in (
        ("malformed", "$.payload.generators[1]"),
        ("beyond", "$.payload.generators[1]"),
        ("inject", "$.payload.generators[1]"),
        ("inject_iso", "$.payload.second.generators[0]"),
        ("small_memory", "$.payload.budget.memory_mib"),
    ):
        r = results[name]
        assert r.execution.status.value == "ERROR", name
        assert [(d.code.value, d.path) for d in r.diagnostics] == [("INVALID_REQUEST", path)], (name, r.diagnostics)
    assert not Path("/tmp/pwned").exists()

    m11 = results["m11"]
    assert m11.output["order"] == 7920 and m11.conclusion.value == "VALUE"
    assert m11.assurance.level.value == "VERIFIED" and m11.assurance.verification_record_uri, m11.assurance
    assert results["m24"].output["order"] == 244823040 and results["m24"].assurance.level.value == "VERIFIED"
    assert m11.provenance.isolation == "POOLED"
    for name, level in (("s1000_explore", "COMPUTED"), ("s1000", "VERIFIED")):
        r = results[name]
        assert r.execution.status.value == "COMPLETED", (name, r.diagnostics)
        assert r.output["order"] == str(factorial(1000)) and r.assurance.level.value == level, (name, r.assurance)

    props = results["props"].output
    assert props["id_group"] == [168, 42] and props["simple"] and props["structure_description"] == "PSL(3,2)"

    enum = results["enum96"]
    assert (
        enum.output["groups_of_order"] == 231
        and enum.completeness.value == "COMPLETE"
        and len(enum.output["groups"]) == 3
    )
    assert results["enum1024"].conclusion.value == "UNKNOWN" and results["enum1024"].completeness.value == "UNKNOWN"

    iso = results["iso"]
    assert iso.conclusion.value == "TRUE" and iso.assurance.level.value == "VERIFIED"
    noniso = results["noniso"]
    assert noniso.conclusion.value == "FALSE" and noniso.assurance.level.value == "COMPUTED"
    assert "NO_EVIDENCE" in [d.code.value for d in noniso.diagnostics]
