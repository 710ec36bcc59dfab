"""Render a graph result's picture in a sandboxed graphviz job and retain it as an artifact.

:func:`picture` never raises for a renderer that is missing, fails or exceeds its budget, nor for a graph past
the picture bounds: the result stands, and a ``PICTURE_MISSING`` warning says why there is no picture. It
returns the artifact's URI (SVG text and PNG bytes, base64) or that warning. Nothing is left behind but the
artifact: the job's processes and scratch directory go with the job.
"""

from __future__ import annotations

import base64
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from jacobian.checkers.graph import simple
from jacobian.contracts.diagnostics import Code, Diagnostic, Severity, Stage
from jacobian.contracts.enums import ExecutionStatus
from jacobian.contracts.job import Budget, Job
from jacobian.contracts.picture import (
    MAX_PICTURE_EDGES,
    MAX_PICTURE_VERTICES,
    PICTURE_MAX_PROCESSES,
    PICTURE_MEMORY_BYTES,
    PICTURE_OUTPUT_BYTES,
    PICTURE_SCHEMA,
    PICTURE_WALL_SECONDS,
)
from jacobian.contracts.result import CapabilityResult

from .dot import HIGHLIGHTS, dot_text

RENDERER_PROVIDER = "graph-graphviz"  # its manifest names dot (Debian package graphviz) and probes it
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


class Picture(BaseModel):
    """The retained picture of one result."""

    model_config = ConfigDict(extra="forbid")

    capability_id: str = Field(max_length=128)
    result_input_digest: str | None = None
    svg: str
    png_base64: str
    dot: str


@dataclass(frozen=True)
class Rendered:
    uri: str | None
    png: bytes | None
    warning: Diagnostic | None


def missing(why: str) -> Rendered:
    message = f"no picture: {why}; the result stands without it"
    return Rendered(
        None, None, Diagnostic.of(Code.PICTURE_MISSING, message, stage=Stage.RESULT, severity=Severity.WARNING)
    )


def pictured(capability_id: str) -> bool:
    return capability_id in HIGHLIGHTS


def _graph(payload: Any) -> simple.Graph | str:
    if not isinstance(payload, dict):
        return "the payload is not an object"
    if "graph6" in payload:
        raw: dict[str, Any] = {"graph6": payload["graph6"]}
    elif "vertices" in payload and "edges" in payload:
        raw = {"vertices": payload["vertices"], "edges": payload["edges"]}
    else:
        return "only a graph given inline (graph6, or vertices and edges) is pictured"
    try:
        return simple.parse(raw, "$.payload")
    except simple.GraphError as exc:
        return f"the graph could not be read: {exc.message}"


def renderer_job(dot: str, executable: str) -> Job:
    return Job(
        argv=(executable, "-Kneato", "-Tsvg", "-o", "picture.svg", "-Tpng", "-o", "picture.png", "picture.dot"),
        input_files={"picture.dot": dot.encode()},
        collect_files=("picture.svg", "picture.png"),
        budget=Budget(
            wall_seconds=PICTURE_WALL_SECONDS,
            cpu_seconds=PICTURE_WALL_SECONDS,
            memory_bytes=PICTURE_MEMORY_BYTES,
            max_processes=PICTURE_MAX_PROCESSES,
            output_bytes=PICTURE_OUTPUT_BYTES,
            file_size_bytes=PICTURE_OUTPUT_BYTES,
        ),
        protocol="raw",
        readonly_root=True,
        unprivileged=True,
        label="picture:graphviz",
    )


async def picture(
    supervisor: Any, artifacts: Any, result: CapabilityResult, payload: Any, renderer: str | None, unavailable: str
) -> Rendered:
    """The picture of ``result`` (a completed graph answer), rendered by the executable ``renderer`` (the
    probed graphviz ``dot``; None with ``unavailable`` saying why there is none) and retained."""
    if not pictured(result.capability_id):
        return missing(f"{result.capability_id} has no picture (pictured: {', '.join(sorted(HIGHLIGHTS))})")
    if result.execution.status is not ExecutionStatus.COMPLETED or not isinstance(result.output, dict):
        return missing("the run did not complete with an answer")
    graph = _graph(payload)
    if isinstance(graph, str):
        return missing(graph)
    if graph.order > MAX_PICTURE_VERTICES or len(graph.edges) > MAX_PICTURE_EDGES:
        bound = f"at most {MAX_PICTURE_VERTICES} vertices and {MAX_PICTURE_EDGES} edges"
        return missing(
            f"the graph has {graph.order} vertices and {len(graph.edges)} edges, past the picture bound ({bound})"
        )
    if renderer is None:
        return missing(unavailable)
    dot = dot_text(result.capability_id, graph, result.output)
    try:
        outcome = await supervisor.run(renderer_job(dot, renderer))
    except Exception as exc:  # noqa: BLE001 - no slot, or a sandbox layer missing: the result stands without it
        return missing(f"the renderer job could not start: {exc}")
    svg, png = outcome.files.get("picture.svg"), outcome.files.get("picture.png")
    if not outcome.ok or not svg or not png or not png.startswith(PNG_SIGNATURE):
        detail = outcome.stderr.decode(errors="replace").strip()[:200] or outcome.detail or ""
        return missing(f"the renderer ended {outcome.termination.value} (exit {outcome.exit_code}) {detail}".strip())
    record = Picture(
        capability_id=result.capability_id,
        result_input_digest=result.scope.input_digest,
        svg=svg.decode(errors="replace"),
        png_base64=base64.b64encode(png).decode(),
        dot=dot,
    )
    try:
        uri = artifacts.put(
            PICTURE_SCHEMA,
            "jacobian.graph.picture",
            record.model_dump(),
            summary=f"picture of a {result.capability_id} answer ({graph.order} vertices)",
            producer=True,
        )
    except Exception as exc:  # noqa: BLE001 - a picture is a convenience: the result stands without it
        return missing(f"the picture could not be retained: {exc}")
    return Rendered(uri, png, None)
