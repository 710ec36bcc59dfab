"""CapabilityResults the MCP layer builds itself, and large-output retention."""

from __future__ import annotations

import json
from typing import Any

from jacobian.contracts.diagnostics import Code, Diagnostic
from jacobian.contracts.enums import AssuranceLevel, Completeness, Conclusion, ExecutionStatus, Mode, Severity
from jacobian.contracts.result import Assurance, CapabilityResult, CompletenessInfo, Execution

RETAIN_OUTPUT_BYTES = 8 * 1024  # outputs larger than this are stored as an artifact and referenced
RETAINED_SCHEMA = "jacobian.json.v1"
RETAINED_SEMANTICS = "jacobian.mcp.retained_output"


def error_result(
    capability_id: str, mode: Mode, diagnostics: list[Diagnostic], *, version: str = "0.0.0", wall_ms: int = 0
) -> CapabilityResult:
    """An ERROR result for a call that failed before the runtime saw it."""
    return CapabilityResult(
        capability_id=capability_id,
        capability_version=version,
        mode=mode,
        execution=Execution(status=ExecutionStatus.ERROR, wall_ms=wall_ms),
        conclusion=Conclusion.UNKNOWN,
        completeness=CompletenessInfo(
            value=Completeness.UNKNOWN, basis="nothing ran: the call was rejected before execution"
        ),
        assurance=Assurance(level=AssuranceLevel.HEURISTIC, basis="no answer was established"),
        diagnostics=tuple(diagnostics),
    )


def output_size(result: CapabilityResult) -> int:
    if result.output is None:
        return 0
    return len(json.dumps(result.output, ensure_ascii=False, separators=(",", ":")).encode())


def retain_large_output(result: CapabilityResult, artifacts: Any) -> tuple[str | None, Diagnostic | None]:
    """Store an output past the bound as an artifact; return its URI (or why it could not be stored).

    The result itself is not changed: it is exactly what the runtime returned
    (and, with the reasoning log on, what it recorded). The text projection
    and the response's ``_meta`` refer to the artifact instead of repeating
    the output.
    """
    size = output_size(result)
    if size <= RETAIN_OUTPUT_BYTES or artifacts is None:
        return None, None
    try:
        uri = artifacts.put(
            RETAINED_SCHEMA,
            RETAINED_SEMANTICS,
            result.output,
            summary=f"output of {result.capability_id} {result.capability_version} ({size} bytes)",
            producer=True,
        )
    except Exception as exc:  # noqa: BLE001 - the result stands without the artifact
        return None, Diagnostic.of(
            Code.STORAGE_ERROR,
            f"the output ({size} bytes) could not be retained as an artifact: {exc}",
            severity=Severity.WARNING,
        )
    return uri, None
