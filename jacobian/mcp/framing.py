"""Bounded framing of the MCP stdio stream: bytes in, messages or JSON-RPC error replies out.

Every line a client writes gets exactly one outcome: a parsed message for the
session, or a JSON-RPC error reply (-32700 parse error, -32600 invalid request)
naming what was refused. Nothing here recurses over the input, and nothing holds
more than ``MAX_LINE_BYTES`` plus one read chunk of a line:

- the line-size cap is enforced while reading; the rest of an over-long line is
  discarded up to its newline, keeping only a short head to read the id from;
- the nesting depth is measured by a flat scan before any JSON parser sees the
  line (the SDK's parser gives up silently at depth 200, Python's recurses);
- lone UTF-16 surrogate escapes (``"\\udc80"``: valid JSON text, not valid
  Unicode) are rewritten to U+FFFD in the text, so they reach the tools as the
  same typed diagnostic as raw invalid UTF-8 bytes (decoded with ``replace``).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from itertools import accumulate

import mcp_types as types
from mcp.shared.message import SessionMessage
from pydantic import ValidationError

MAX_LINE_BYTES = 16 * 1024 * 1024  # one message; a 4 MiB payload with ordinary escaping fits
MAX_NESTING_DEPTH = 128  # arrays/objects, the envelope counting 1; payloads are held to 64 (state.canonical)
READ_CHUNK_BYTES = 64 * 1024
ID_SCAN_BYTES = 4096  # how much of a refused line's head is searched for its "id"

PARSE_ERROR = -32700
INVALID_REQUEST = -32600

_STRING = r'"[^"\\]*(?:\\.[^"\\]*)*"?'  # an unterminated string runs to the end
_STRINGS = re.compile(_STRING, re.DOTALL)
_TOKEN = re.compile(_STRING + r'|[\[\]{}:,]|[^\s\[\]{}:,"]+', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_BRACKET_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}
_INTEGER = re.compile(r"-?(?:0|[1-9][0-9]*)")
_SURROGATE_HINT = re.compile(r"\\u[dD][89a-fA-F]")
# Leftmost escapes in order, so an escaped backslash is never read as the start of a \u escape.
_ESCAPE = re.compile(
    r"\\(?:u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}|u[dD][89a-fA-F][0-9a-fA-F]{2}|.)", re.DOTALL
)


@dataclass(frozen=True)
class Line:
    """One line off the wire, without its newline. ``size`` is the full length; an over-long line keeps a head."""

    data: bytes
    size: int
    oversized: bool = False


class LineFramer:
    """Splits a byte stream into lines, holding at most ``MAX_LINE_BYTES`` + one fed chunk of any line."""

    def __init__(self, max_line: int = MAX_LINE_BYTES) -> None:
        self.max_line = max_line
        self._buf = bytearray()
        self._skipped = 0  # bytes discarded from the current over-long line; the head stays in _buf

    @property
    def buffered(self) -> int:
        return len(self._buf)

    def feed(self, data: bytes) -> list[Line]:
        out: list[Line] = []
        start = 0
        while True:
            nl = data.find(b"\n", start)
            end = len(data) if nl < 0 else nl
            if self._skipped:
                self._skipped += end - start
            else:
                self._buf += data[start:end]
                if len(self._buf) > self.max_line:
                    head = min(ID_SCAN_BYTES, self.max_line)
                    self._skipped = len(self._buf) - head
                    del self._buf[head:]
            if nl < 0:
                return out
            out.append(self._take())
            start = nl + 1

    def close(self) -> list[Line]:
        """End of stream: a last line without a newline still counts."""
        return [self._take()] if self._buf or self._skipped else []

    def _take(self) -> Line:
        line = Line(bytes(self._buf), len(self._buf) + self._skipped, self._skipped > 0)
        self._buf.clear()
        self._skipped = 0
        return line


@dataclass(frozen=True)
class Refusal:
    """A line that is not served: the JSON-RPC error to send back for it."""

    code: int
    message: str
    id: str | int | None

    def reply(self) -> SessionMessage:
        error = types.ErrorData(code=self.code, message=self.message)
        return SessionMessage(types.JSONRPCError(jsonrpc="2.0", id=self.id, error=error))


def nesting_depth(text: str) -> int:
    """The deepest array/object nesting in ``text``, strings excluded; a flat scan, no parser."""
    brackets = _NOT_BRACKET.sub("", _STRINGS.sub("", text))
    if len(brackets) <= 1:
        return len(brackets)
    return max(accumulate(_BRACKET_STEP[c] for c in brackets))


def scan_id(text: str) -> str | int | None:
    """The top-level ``"id"`` of a JSON object text, read from its first ``ID_SCAN_BYTES`` without parsing it."""
    depth = 0
    prev = ""
    want_value = False
    for m in _TOKEN.finditer(text[:ID_SCAN_BYTES]):
        tok = m.group()
        if want_value:
            return _id_value(tok)
        if tok == "[" or tok == "{":
            depth += 1
        elif tok == "]" or tok == "}":
            depth -= 1
        elif depth == 1 and prev == '"id"' and tok == ":":
            want_value = True
        prev = tok
    return None


def _id_value(tok: str) -> str | int | None:
    if tok.startswith('"') and len(tok) > 1 and tok.endswith('"'):
        try:
            value = json.loads(tok)
        except ValueError:
            return None
        return value if isinstance(value, str) else None
    return int(tok) if _INTEGER.fullmatch(tok) else None


def repair_surrogates(text: str) -> str:
    """Replace lone UTF-16 surrogate escapes with ``\\ufffd``; valid pairs and everything else stay."""
    if not _SURROGATE_HINT.search(text):
        return text
    return _ESCAPE.sub(lambda m: "\\ufffd" if len(m.group()) == 6 else m.group(), text)


def _parsed_id(text: str) -> str | int | None:
    """The id of a depth-checked line that parses as JSON but is not a valid JSON-RPC message."""
    try:
        obj = json.loads(text)
    except (ValueError, RecursionError):
        return scan_id(text)
    value = obj.get("id") if isinstance(obj, dict) else None
    return value if isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool)) else None


def _first_error(exc: ValidationError) -> str:
    errors = exc.errors(include_url=False)
    if not errors:
        return str(exc)
    e = errors[0]
    if e["type"] == "json_invalid":
        return str(e.get("ctx", {}).get("error", e["msg"]))
    loc = ".".join(str(p) for p in e.get("loc", ()))
    return f"{loc}: {e['msg']}" if loc else e["msg"]


def decode(line: Line) -> SessionMessage | Refusal:
    """The message one line carries, or why it is refused."""
    if line.oversized:
        head = line.data.decode("utf-8", errors="replace")
        msg = f"line is {line.size} bytes; the limit is {MAX_LINE_BYTES} bytes per message (discarded unread)"
        return Refusal(INVALID_REQUEST, msg, scan_id(head.lstrip()))
    text = line.data.decode("utf-8", errors="replace").strip()
    if not text:
        return Refusal(PARSE_ERROR, "empty line: expected one JSON-RPC message per line", None)
    depth = nesting_depth(text)
    if depth > MAX_NESTING_DEPTH:
        msg = f"JSON nesting depth is {depth}; the limit is {MAX_NESTING_DEPTH}"
        return Refusal(INVALID_REQUEST, msg, scan_id(text))
    text = repair_surrogates(text)
    try:
        message = types.jsonrpc_message_adapter.validate_json(text, by_name=False)
    except ValidationError as exc:
        if any(e["type"] == "json_invalid" for e in exc.errors(include_url=False)):
            return Refusal(PARSE_ERROR, f"not JSON: {_first_error(exc)}", scan_id(text))
        return Refusal(INVALID_REQUEST, f"not a JSON-RPC 2.0 message: {_first_error(exc)}", _parsed_id(text))
    if isinstance(message, types.JSONRPCNotification) and '"id"' in text and _has_id_key(text):
        # The SDK ignores unknown keys, so a request whose id is not a string or integer would pass as a
        # notification and never be answered.
        return Refusal(INVALID_REQUEST, "id must be a string or an integer (a notification has no id)", None)
    return SessionMessage(message)


def _has_id_key(text: str) -> bool:
    obj = json.loads(text)  # depth-checked and already parsed once: cannot fail or recurse far
    return isinstance(obj, dict) and "id" in obj
