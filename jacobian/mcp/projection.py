"""The compact text projection of a CapabilityResult (what a text-only client shows).

Every dimension of the result is named; the output is inlined only when small,
otherwise referenced by its artifact URI.
"""

from __future__ import annotations

import json

from jacobian.contracts.result import CapabilityResult

INLINE_OUTPUT_CHARS = 2048


def project(result: CapabilityResult, retained_uri: str | None = None, *, refused_mode: str | None = None) -> str:
    """``refused_mode``: a ``mode`` argument that is not a Mode, shown in the header instead of the result's default."""
    r = result
    e = r.execution
    mode = f"{refused_mode!r} (refused)" if refused_mode is not None else r.mode.value
    lines = [
        f"{r.capability_id} {r.capability_version} mode={mode}",
        f"execution: {e.status.value} wall_ms={e.wall_ms}"
        + (f" cpu_ms={e.cpu_ms}" if e.cpu_ms is not None else "")
        + (f" peak_memory_bytes={e.peak_memory_bytes}" if e.peak_memory_bytes is not None else "")
        + (f" termination={e.termination.value}" if e.termination else ""),
        f"conclusion: {r.conclusion.value}",
        f"completeness: {r.completeness.value.value} ({r.completeness.basis})",
        f"assurance: {r.assurance.level.value} ({r.assurance.basis})"
        + (f" record={r.assurance.verification_record_uri}" if r.assurance.verification_record_uri else ""),
    ]
    if r.qualifiers:
        lines.append("qualifiers: " + ", ".join(q.value for q in r.qualifiers))
    lines.append(
        f"scope: {r.scope.rule}: {r.scope.statement}"
        + (f" input={r.scope.input_digest}" if r.scope.input_digest else "")
    )
    for ob in r.assurance.obligations:
        lines.append(f"obligation: {ob.kind}: {ob.description}")
    if r.output is not None:
        text = json.dumps(r.output, ensure_ascii=False, separators=(",", ":"))
        if retained_uri is not None:
            lines.append(
                f"output: {len(text.encode())} bytes, retained as {retained_uri} (complete in structured content)"
            )
        elif len(text) > INLINE_OUTPUT_CHARS:
            lines.append(f"output: {len(text.encode())} bytes (complete in structured content); begins {text[:200]}...")
        else:
            lines.append(f"output: {text}")
    for uri in r.artifact_uris:
        lines.append(f"artifact: {uri}")
    for rel in r.relationships:
        lines.append(f"relationship: {rel.kind} {rel.uri}" + (f" ({rel.description})" if rel.description else ""))
    for d in r.diagnostics:
        where = f" at {d.path}" if d.path else ""
        lines.append(
            f"diagnostic: [{d.severity.value}] {d.code.value} stage={d.stage.value}{where}: {d.message}"
            + (f" hint: {d.hint}" if d.hint else "")
        )
    if r.provenance is not None:
        p = r.provenance
        layers = ",".join(f"{x.layer.value}:{x.mechanism}" for x in p.enforcement)
        lines.append(
            f"provenance: {p.provider_id} {p.provider_version}"
            + (f" engine={p.engine}" if p.engine else "")
            + (f" enforced={layers}" if layers else "")
        )
    return "\n".join(lines)
