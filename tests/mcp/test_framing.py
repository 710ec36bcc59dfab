"""The stdio framing in isolation: bounded buffering, flat depth scan, text-level surrogate repair, cheap id reads."""

from __future__ import annotations

import json

import mcp_types as types

from jacobian.mcp import framing
from jacobian.mcp.framing import (
    INVALID_REQUEST,
    MAX_NESTING_DEPTH,
    PARSE_ERROR,
    LineFramer,
    Refusal,
    decode,
    nesting_depth,
    repair_surrogates,
    scan_id,
)


def test_framer_never_holds_more_than_the_cap_plus_one_chunk_and_keeps_the_next_line():
    framer = LineFramer(max_line=1000)
    chunk = b"x" * 300
    seen = []
    for _ in range(20):
        seen += framer.feed(chunk)
        assert framer.buffered <= 1000 + len(chunk)
    seen += framer.feed(b"tail\n{}\n")
    assert [(line.oversized, line.size) for line in seen] == [(True, 20 * 300 + 4), (False, 2)]
    assert seen[1].data == b"{}"
    assert framer.close() == []


def test_framer_returns_a_last_line_without_newline_at_end_of_stream():
    framer = LineFramer(max_line=100)
    assert framer.feed(b'{"a":1}\n{"b"') == [framer_line := framing.Line(b'{"a":1}', 7)]
    assert framer_line.data == b'{"a":1}'
    assert framer.close() == [framing.Line(b'{"b"', 4)]


def test_depth_scan_ignores_brackets_in_strings_and_escaped_quotes():
    assert nesting_depth('{"a":[[1,2],{"b":[]}]}') == 4
    assert nesting_depth('{"a":"[[[[\\"[[[["}') == 1
    assert nesting_depth("[" * 5000 + "]" * 5000) == 5000
    assert nesting_depth("") == 0


def test_surrogate_repair_replaces_lone_escapes_only():
    assert repair_surrogates('"\\udc80"') == '"\\ufffd"'
    assert repair_surrogates('"\\ud83d\\ude00"') == '"\\ud83d\\ude00"'  # a valid pair stays
    assert repair_surrogates('"\\ud800\\ud800\\udc00"') == '"\\ufffd\\ud800\\udc00"'
    assert repair_surrogates('"\\\\udc80"') == '"\\\\udc80"'  # an escaped backslash, then plain text
    deep = "[" * 100_000 + '"\\udc80"' + "]" * 100_000  # no recursion: this used to raise RecursionError
    assert repair_surrogates(deep).count("\\ufffd") == 1


def test_scan_id_reads_only_the_top_level_id():
    assert scan_id('{"jsonrpc":"2.0","params":{"id":99},"id":"abc","method":"x"}') == "abc"
    assert scan_id('{"id":-4,') == -4
    assert scan_id('{"id":1.5}') is None
    assert scan_id('{"id":true}') is None
    assert scan_id('[{"id":3}]') is None
    assert scan_id("{" * 10 + '"id":3') is None


def _refusal(raw: bytes) -> Refusal:
    out = decode(framing.Line(raw, len(raw)))
    assert isinstance(out, Refusal), out
    return out


def test_decode_classifies_refusals_and_serves_repaired_messages():
    deep = b'{"jsonrpc":"2.0","id":7,"method":"x","params":{"a":' + b"[" * 600 + b'"\\udc80"' + b"]" * 600 + b"}}"
    r = _refusal(deep)
    assert (r.code, r.id) == (INVALID_REQUEST, 7) and f"limit is {MAX_NESTING_DEPTH}" in r.message
    assert (_refusal(b'{"jsonrpc":"2.0","id":3,').code, _refusal(b'{"jsonrpc":"2.0","id":3,').id) == (PARSE_ERROR, 3)
    assert _refusal(b" \t ").code == PARSE_ERROR
    assert _refusal(b"\x00").code == PARSE_ERROR
    r = _refusal(b'{"jsonrpc":"2.0","id":"q"}')
    assert (r.code, r.id) == (INVALID_REQUEST, "q") and "method" in r.message
    ok = decode(framing.Line(b'{"jsonrpc":"2.0","id":1,"method":"ping","params":{"_meta":{"s":"\\ud800"}}}', 0))
    assert isinstance(ok.message, types.JSONRPCRequest)
    assert ok.message.params["_meta"]["s"] == "\ufffd"
    reply = json.loads(_refusal(b"{bad").reply().message.model_dump_json(by_alias=True, exclude_unset=True))
    assert reply == {"jsonrpc": "2.0", "id": None, "error": {"code": PARSE_ERROR, "message": reply["error"]["message"]}}
