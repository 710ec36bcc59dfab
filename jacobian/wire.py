"""The JSON Lines protocol between the supervisor and worker programs.

A worker reads one request per line on stdin (``{"type": "request", "payload":
{...}}``) and answers each with zero or more events and exactly one final
message on stdout:

- ``{"type": "progress", "fraction": 0.5, "message": "..."}``
- ``{"type": "diagnostic", "stage": "...", "code": "...", "severity": "...", "message": "..."}``
- ``{"type": "log", "level": "info", "message": "..."}``
- ``{"type": "result", "ok": true, "data": {...}}`` or
  ``{"type": "result", "ok": false, "error": {"kind": "...", "message": "..."}}``

A per-job worker gets one request and then end-of-file; a pooled worker keeps
reading. This module is the only part of the runtime a worker imports, so it
imports nothing but the standard library.
"""

from __future__ import annotations

import json
import sys
import traceback
from collections.abc import Callable
from typing import Any, TextIO

EVENT_TYPES = frozenset({"progress", "diagnostic", "log"})
FINAL_TYPE = "result"
MAX_LINE_BYTES = 32 * 1024 * 1024
MAX_EVENTS_PER_JOB = 10_000


class WorkerError(Exception):
    """Raised by a worker handler to report a typed failure (``kind``) for the request."""

    def __init__(self, kind: str, message: str, **extra: Any) -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message
        self.extra = extra


class Emitter:
    """What a handler uses to stream events while it works."""

    def __init__(self, out: TextIO) -> None:
        self._out = out

    def _send(self, message: dict[str, Any]) -> None:
        self._out.write(json.dumps(message, separators=(",", ":")) + "\n")
        self._out.flush()

    def progress(self, fraction: float, message: str = "") -> None:
        self._send({"type": "progress", "fraction": max(0.0, min(1.0, float(fraction))), "message": message})

    def diagnostic(self, code: str, message: str, stage: str = "SUPERVISE", severity: str = "INFO") -> None:
        self._send({"type": "diagnostic", "code": code, "stage": stage, "severity": severity, "message": message})

    def log(self, message: str, level: str = "info") -> None:
        self._send({"type": "log", "level": level, "message": message})

    def result(self, data: dict[str, Any]) -> None:
        self._send({"type": FINAL_TYPE, "ok": True, "data": data})

    def error(self, kind: str, message: str, **extra: Any) -> None:
        self._send({"type": FINAL_TYPE, "ok": False, "error": {"kind": kind, "message": message, **extra}})


Handler = Callable[[dict[str, Any], Emitter], dict[str, Any]]


def serve(handler: Handler, stdin: TextIO | None = None, stdout: TextIO | None = None) -> None:
    """Serve requests from stdin until end-of-file: the body of every worker's ``main``.

    A handler returns the final data or raises :class:`WorkerError`; any other
    exception becomes an ``INTERNAL`` error message, never a silent success.
    """
    stdin = stdin or sys.stdin
    emitter = Emitter(stdout or sys.stdout)
    for line in stdin:
        line = line.strip()
        if not line:
            continue
        try:
            message = json.loads(line)
            if not isinstance(message, dict) or message.get("type") != "request":
                raise ValueError('expected a {"type": "request"} object')
            payload = message.get("payload")
            if not isinstance(payload, dict):
                raise ValueError("request payload must be an object")
        except ValueError as exc:
            emitter.error("PROTOCOL", f"bad request line: {exc}")
            continue
        try:
            data = handler(payload, emitter)
        except WorkerError as exc:
            emitter.error(exc.kind, exc.message, **exc.extra)
        except MemoryError:
            emitter.error("MEMORY", "the worker ran out of memory")
            sys.exit(3)
        except Exception as exc:  # noqa: BLE001 - reported, never swallowed
            emitter.error("INTERNAL", f"{type(exc).__name__}: {exc}", trace=traceback.format_exc(limit=5))
        else:
            emitter.result(data)


def request_line(payload: dict[str, Any]) -> bytes:
    """Encode one request for a worker's stdin."""
    return (json.dumps({"type": "request", "payload": payload}, separators=(",", ":")) + "\n").encode()
