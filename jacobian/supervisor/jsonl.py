"""Incremental parsing of a worker's JSON Lines stdout.

Bounded: a line longer than ``max_line`` is dropped (and reported), and after
``max_events`` events further events are dropped (reported once). Nothing a
worker writes can raise out of here.
"""

from __future__ import annotations

import json
from typing import Any

from jacobian import wire
from jacobian.contracts.job import WorkerEvent

MAX_ERRORS = 100


class LineParser:
    """Incremental parser of a worker's JSON Lines stdout into events and one final result.

    Never raises on bad input: a malformed, unknown or over-long line (past ``max_line``) and
    events past ``max_events`` are recorded in ``errors`` and skipped. Holds only its buffer.
    """

    def __init__(self, max_line: int = wire.MAX_LINE_BYTES, max_events: int = wire.MAX_EVENTS_PER_JOB) -> None:
        self.max_line = max_line
        self.max_events = max_events
        self._buf = bytearray()
        self._skipping = False  # inside an over-long line
        self.events: list[WorkerEvent] = []
        self.final: dict[str, Any] | None = None
        self.errors: list[str] = []
        self._dropped_events = False

    def _error(self, msg: str) -> None:
        if len(self.errors) < MAX_ERRORS:
            self.errors.append(msg)

    def feed(self, data: bytes) -> list[WorkerEvent | dict[str, Any]]:
        """Feed bytes; return what completed: WorkerEvents and at most one final dict."""
        out: list[WorkerEvent | dict[str, Any]] = []
        start = 0
        while True:
            nl = data.find(b"\n", start)
            if nl < 0:
                if not self._skipping:
                    self._buf += data[start:]
                    if len(self._buf) > self.max_line:
                        self._error(f"line longer than {self.max_line} bytes dropped")
                        self._buf.clear()
                        self._skipping = True
                return out
            if self._skipping:
                self._skipping = False
            else:
                self._buf += data[start:nl]
                if len(self._buf) > self.max_line:
                    self._error(f"line longer than {self.max_line} bytes dropped")
                else:
                    item = self._line(bytes(self._buf))
                    if item is not None:
                        out.append(item)
            self._buf.clear()
            start = nl + 1

    def close(self) -> list[WorkerEvent | dict[str, Any]]:
        """End of stream: a last line without newline still counts."""
        if self._buf and not self._skipping:
            item = self._line(bytes(self._buf))
            self._buf.clear()
            return [item] if item is not None else []
        return []

    def reset_for_next_job(self) -> None:
        self.events, self.final, self.errors, self._dropped_events = [], None, [], False

    def _line(self, raw: bytes) -> WorkerEvent | dict[str, Any] | None:
        text = raw.strip()
        if not text:
            return None
        try:
            msg = json.loads(text)
        except (ValueError, UnicodeDecodeError) as exc:
            self._error(f"malformed JSON line ({exc.__class__.__name__}): {text[:80]!r}")
            return None
        if not isinstance(msg, dict) or not isinstance(msg.get("type"), str):
            self._error(f"message without a string 'type': {text[:80]!r}")
            return None
        kind = msg["type"]
        if kind == wire.FINAL_TYPE:
            if self.final is not None:
                self._error("more than one final result message; the first one is kept")
                return None
            self.final = msg
            return msg
        if kind in wire.EVENT_TYPES:
            if len(self.events) >= self.max_events:
                if not self._dropped_events:
                    self._error(f"more than {self.max_events} events; further events dropped")
                    self._dropped_events = True
                return None
            ev = WorkerEvent(type=kind, data={k: v for k, v in msg.items() if k != "type"})
            self.events.append(ev)
            return ev
        self._error(f"unknown message type {kind!r}")
        return None
