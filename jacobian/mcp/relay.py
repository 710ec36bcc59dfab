"""``jacobian-mcp`` over stdio (the default): relayed to the per-user runtime daemon (:mod:`.unixd`).

Imports only the standard library, so a client's ``initialize`` is answered in the
time a Unix-socket connection takes when the daemon is warm: the daemon already
has the SDK imported, the probes done and the pools started.

One daemon per state directory: its socket is ``<runtime dir>/mcp-<digest>.sock``,
the digest that of the resolved state directory (the state lock allows one server
per directory anyway). The relay's other runtime flags (manifest directory, policy,
profile, denials, reasoning log, concurrency, and the environment that selects
their defaults) make its *configuration key*; the relay's first line on the socket
is a handshake carrying it, and a daemon started with another key refuses the
session (``RUNTIME_DAEMON_MISMATCH``) instead of silently serving it other rules.
The handshake also carries the relay's ``--tool-names``: how tools are named is a
matter of the session, not of the runtime, so one daemon serves every naming.

With no daemon listening, the relay starts one (detached, its own session; its
stderr goes to ``mcp-<digest>.log`` beside the socket) with the relay's flags, under
a start lock so racing relays start exactly one. Bytes are then copied both ways
unchanged; the framing and its limits are the daemon's. The relay only notes the
ids of requests in flight, so that a daemon that could not start
(``RUNTIME_DAEMON_UNAVAILABLE``) or died mid-session (``RUNTIME_DAEMON_LOST``) is
reported to the client as a JSON-RPC error for each of its requests, never a hang.
"""

from __future__ import annotations

import hashlib
import json
import os
import socket
import sys
import threading
import time

from jacobian.paths import config_dir_text, default_state_dir_text

from .argv import last_value, without
from .clients import TOOL_NAME_MODES

TYPE_CHECKING = False  # not typing.TYPE_CHECKING: importing typing would cost the relay ~10 ms

if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any

START_TIMEOUT_SECONDS = 120.0
HANDSHAKE_TIMEOUT_SECONDS = 30.0
HANDSHAKE_MAX_BYTES = 4096
HANDSHAKE_ATTEMPTS = 50  # connections tried while a killed daemon's socket resets them (see _open_session)
RECONNECT_PAUSE_SECONDS = 0.1
CHUNK = 64 * 1024
TRACK_MAX_LINE_BYTES = 64 * 1024 * 1024  # longer lines are relayed, not parsed (the daemon refuses them anyway)
PROTOCOL = 1
JSONRPC_SERVER_ERROR = -32000


def runtime_dir() -> str:
    """``$XDG_RUNTIME_DIR/jacobian``; without the variable (MCP clients pass few), the systemd
    user runtime directory it normally names, else ``/tmp/jacobian-<uid>``."""
    base = os.environ.get("XDG_RUNTIME_DIR")
    if not base and os.path.isdir(f"/run/user/{os.getuid()}"):
        base = f"/run/user/{os.getuid()}"
    return os.path.join(base, "jacobian") if base else f"/tmp/jacobian-{os.getuid()}"


VALUE_FLAGS = (
    "--state-dir",
    "--manifest-dir",
    "--policy",
    "--socket",
    "--profile",
    "--max-concurrent",
    "--executor",
    "--ray-address",
    "--retain-file-bytes",
)
LIST_FLAGS = ("--deny-capability", "--deny-domain", "--deny-tag", "--deny-mode")


def _runtime_flags(argv: list[str]) -> dict[str, Any]:
    """The flags that change what a runtime serves (a subset of :func:`.server.parse_args`'s), read
    without argparse: the last value of each, every value of the repeatable ones."""
    found: dict[str, Any] = {flag: [] for flag in LIST_FLAGS}
    i = 0
    while i < len(argv):
        flag, eq, value = argv[i].partition("=")
        if flag in VALUE_FLAGS or flag in LIST_FLAGS or flag == "--reasoning-log":
            if not eq:
                i += 1
                value = argv[i] if i < len(argv) else ""
            if flag in LIST_FLAGS:
                found[flag].append(value)
            else:
                found[flag] = value
        i += 1
    return found


def _resolved(path: str | None) -> str | None:
    return os.path.realpath(os.path.expanduser(path)) if path else None


def _state_dir(flags: dict[str, Any]) -> str:
    return _resolved(flags.get("--state-dir")) or _resolved(default_state_dir_text()) or ""


def config_key(argv: list[str]) -> str:
    """A digest of everything in ``argv`` and the environment that changes the runtime a daemon serves."""
    f = _runtime_flags(argv)
    doc = {
        "state_dir": _state_dir(f),
        "manifest_dir": _resolved(f.get("--manifest-dir")),
        "policy": _resolved(f.get("--policy")),
        "profile": f.get("--profile"),
        "max_concurrent": f.get("--max-concurrent"),
        "deny": [sorted(f[flag]) for flag in LIST_FLAGS],
        "reasoning_log": (f.get("--reasoning-log") or "OFF").upper(),
        "executor": f.get("--executor") or "local",
        "ray_address": f.get("--ray-address") or os.environ.get("RAY_ADDRESS"),
        "retain_file_bytes": f.get("--retain-file-bytes"),
        # the defaults the environment selects, resolved (a client passing fewer variables still matches)
        "manifest_env": _resolved(os.environ.get("JACOBIAN_MANIFEST_DIR")),
        "config_dir": _resolved(config_dir_text()),
    }
    return hashlib.sha256(json.dumps(doc, sort_keys=True).encode()).hexdigest()


def _socket_text(argv: list[str]) -> str:
    flags = _runtime_flags(argv)
    if flags.get("--socket"):
        return str(flags["--socket"])
    digest = hashlib.sha256(_state_dir(flags).encode()).hexdigest()[:16]
    return os.path.join(runtime_dir(), f"mcp-{digest}.sock")


def _log_text(sock: str) -> str:
    return os.path.splitext(sock)[0] + ".log"


def socket_path(argv: list[str]) -> Path:
    """The daemon socket of the state directory ``argv`` names (``--socket`` when given)."""
    from pathlib import Path

    return Path(_socket_text(argv))


def log_path(sock: str | Path) -> Path:
    """The daemon's log beside its socket."""
    from pathlib import Path

    return Path(_log_text(str(sock)))


def tool_names(argv: list[str]) -> str:
    """The last ``--tool-names`` of ``argv`` (default ``auto``), read without argparse."""
    return last_value(argv, "--tool-names", "auto")


def _without_tool_names(argv: list[str]) -> list[str]:
    """``argv`` less ``--tool-names`` (a session's choice, sent in its handshake; never the daemon's)."""
    return without(argv, "--tool-names")


def handshake_line(key: str, names: str = "auto") -> bytes:
    return (json.dumps({"jacobian_relay": PROTOCOL, "config": key, "tool_names": names}) + "\n").encode()


class Unavailable(Exception):
    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def _connect(path: str) -> socket.socket | None:
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        sock.connect(path)
        return sock
    except OSError:
        sock.close()
        return None


def _log_tail(path: str) -> str:
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            lines = [ln for ln in f.read().splitlines() if ln.strip()]
    except OSError:
        return ""
    return lines[-1][:500] if lines else ""


def _start_daemon(path: str, argv: list[str]) -> socket.socket:
    """Start a daemon for ``argv`` (unless a racing relay just did) and connect to it."""
    import fcntl
    import subprocess

    os.makedirs(os.path.dirname(path) or ".", mode=0o700, exist_ok=True)
    with open(os.path.splitext(path)[0] + ".start", "ab") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # one starter at a time; the others connect to its daemon
        sock = _connect(path)
        if sock is not None:
            return sock
        log = _log_text(path)
        with open(log, "ab") as out:
            daemon_argv = _without_tool_names(argv)
            args = [sys.executable, "-P", "-m", "jacobian.mcp.server", "--transport", "unix-daemon", *daemon_argv]
            if not _runtime_flags(argv).get("--socket"):
                args += ["--socket", path]
            proc = subprocess.Popen(
                args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=out, start_new_session=True
            )
        deadline = time.monotonic() + START_TIMEOUT_SECONDS
        while time.monotonic() < deadline:
            sock = _connect(path)
            if sock is not None:
                return sock
            if proc.poll() is not None:
                why = _log_tail(log)
                raise Unavailable(
                    "RUNTIME_DAEMON_UNAVAILABLE",
                    f"the runtime daemon exited with status {proc.returncode} ({why}); its log: {log}",
                )
            time.sleep(0.02)
        proc.terminate()
        raise Unavailable(
            "RUNTIME_DAEMON_UNAVAILABLE",
            f"the runtime daemon did not listen on {path} within {START_TIMEOUT_SECONDS:.0f} s; its log: {log}",
        )


class DaemonGone(Unavailable):
    """The daemon reset or closed the connection at the handshake, saying nothing: most likely one that is
    dying (killed, its process still ending), whose socket took the connection. Worth connecting again."""


def _handshake(sock: socket.socket, key: str, names: str) -> None:
    """Send this relay's configuration key and tool naming; the daemon answers ``ok`` or why it refuses.
    Raises DaemonGone when the connection is reset or closed without an answer, Unavailable otherwise."""
    sock.settimeout(HANDSHAKE_TIMEOUT_SECONDS)
    reply = b""
    try:
        sock.sendall(handshake_line(key, names))
        while b"\n" not in reply and len(reply) < HANDSHAKE_MAX_BYTES:
            data = sock.recv(HANDSHAKE_MAX_BYTES)
            if not data:
                break
            reply += data
    except (ConnectionResetError, BrokenPipeError) as exc:
        raise DaemonGone("RUNTIME_DAEMON_UNAVAILABLE", f"the runtime daemon reset the handshake: {exc}") from None
    except OSError as exc:
        why = f"the runtime daemon did not answer the handshake: {exc}"
        raise Unavailable("RUNTIME_DAEMON_UNAVAILABLE", why) from None
    finally:
        sock.settimeout(None)
    try:
        doc = json.loads(reply.split(b"\n", 1)[0])
    except ValueError:
        doc = None
    if not isinstance(doc, dict):
        raise DaemonGone("RUNTIME_DAEMON_UNAVAILABLE", "the runtime daemon closed the connection at the handshake")
    if doc.get("jacobian_relay") != "ok":
        raise Unavailable(str(doc.get("code", "RUNTIME_DAEMON_UNAVAILABLE")), str(doc.get("message", "refused")))


def error_reply(rid: Any, code: str, message: str) -> bytes:
    error = {"code": JSONRPC_SERVER_ERROR, "message": f"{code}: {message}", "data": {"code": code}}
    return (json.dumps({"jsonrpc": "2.0", "id": rid, "error": error}) + "\n").encode()


def _message(line: bytes) -> dict[str, Any] | None:
    if len(line) > TRACK_MAX_LINE_BYTES:
        return None
    try:
        doc = json.loads(line)
    except ValueError:
        return None
    return doc if isinstance(doc, dict) else None


class Session:
    """The relay's one session: the stdout writer, the requests in flight, the daemon's fate."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        # json.dumps(id) -> [id, requests in flight under it]: a duplicate id is counted (the daemon
        # answers it with an error at once) so the first one stays pending until its own reply
        self.pending: dict[str, list[Any]] = {}
        self.failure: Unavailable | None = None
        self.stdin_closed = False
        self.out_partial = False

    def write(self, data: bytes | memoryview) -> None:
        view = memoryview(data)
        while view:
            view = view[os.write(1, view) :]

    def fail(self, failure: Unavailable) -> None:
        """From now on every request is answered with ``failure``; those in flight at once."""
        with self.lock:
            if self.failure is not None:
                return
            self.failure = failure
            if self.out_partial:  # a reply cut short: end its line, so the errors are whole lines
                self.write(b"\n")
            for rid, count in self.pending.values():
                for _ in range(count):
                    self.write(error_reply(rid, failure.code, failure.message))
            self.pending.clear()

    def client_lines(self, lines: list[bytes]) -> bool:
        """Note the requests among ``lines``; answer them instead when the daemon is gone (then False)."""
        with self.lock:
            for line in lines:
                msg = _message(line)
                if msg is None or "method" not in msg:
                    continue
                if msg.get("id") is None:
                    if msg["method"] == "notifications/cancelled":  # a cancelled request is never answered
                        params = msg.get("params")
                        self._settle(params.get("requestId") if isinstance(params, dict) else None)
                    continue
                if self.failure is not None:
                    self.write(error_reply(msg["id"], self.failure.code, self.failure.message))
                else:
                    self.pending.setdefault(json.dumps(msg["id"]), [msg["id"], 0])[1] += 1
            return self.failure is None

    def _settle(self, rid: Any) -> None:
        """One request in flight under ``rid`` has its answer (or will get none); called under the lock."""
        key = json.dumps(rid)
        entry = self.pending.get(key)
        if entry is not None:
            entry[1] -= 1
            if entry[1] <= 0:
                del self.pending[key]

    def daemon_data(self, data: bytes, lines: list[bytes], partial: bool) -> None:
        """Relay the daemon's bytes (called by the one thread that also calls :meth:`fail`, so
        written outside the lock: a client slow to read never stalls the other direction)."""
        with self.lock:
            for line in lines:
                msg = _message(line)
                if msg is not None and "method" not in msg and ("result" in msg or "error" in msg):
                    self._settle(msg.get("id"))
        self.write(data)
        self.out_partial = partial


class Lines:
    """Complete lines out of a byte stream; a line longer than the tracking bound is skipped, not kept."""

    def __init__(self) -> None:
        self.tail: list[bytes] = []
        self.size = 0
        self.skipping = False

    @property
    def partial(self) -> bool:
        return self.skipping or self.size > 0

    def feed(self, data: bytes) -> list[bytes]:
        if self.skipping:
            nl = data.find(b"\n")
            if nl < 0:
                return []
            data, self.skipping = data[nl + 1 :], False
        if b"\n" not in data:
            self.tail.append(data)
            self.size += len(data)
            if self.size > TRACK_MAX_LINE_BYTES:
                self.tail, self.size, self.skipping = [], 0, True
            return []
        parts = (b"".join(self.tail) + data).split(b"\n")
        last = parts.pop()
        self.tail, self.size = ([last], len(last)) if last else ([], 0)
        return [p for p in parts if p.strip()]


def _pump_in(sock: socket.socket | None, session: Session) -> None:
    lines = Lines()
    try:
        while True:
            data = os.read(0, CHUNK)
            if not data:
                break
            live = session.client_lines(lines.feed(data))
            if live and sock is not None:
                try:
                    sock.sendall(data)
                except OSError:
                    pass  # the reader notices the daemon's loss and answers what is pending
    except OSError:
        pass
    finally:
        session.stdin_closed = True
        if sock is not None:
            try:
                sock.shutdown(socket.SHUT_WR)
            except OSError:
                pass


def _serve_errors(failure: Unavailable) -> int:
    """No daemon to relay to: answer every request of the session with ``failure`` until stdin ends."""
    session = Session()
    session.fail(failure)
    print(f"jacobian-mcp: {failure.code}: {failure.message}", file=sys.stderr, flush=True)
    _pump_in(None, session)
    return 1


def _open_session(path: str, argv: list[str], names: str) -> socket.socket:
    """A connection to the daemon on ``path`` (started when none listens) that has passed the handshake.

    A daemon killed a moment ago can still hold its socket while its process ends (a thread in the
    kernel, its children): it takes the connection, then resets it. The relay then connects again, and
    starts a new daemon once the old socket refuses, for up to HANDSHAKE_ATTEMPTS connections within
    START_TIMEOUT_SECONDS; a daemon that answers with a reason is never retried. Raises Unavailable."""
    deadline = time.monotonic() + START_TIMEOUT_SECONDS
    for attempt in range(1, HANDSHAKE_ATTEMPTS + 1):
        sock = _connect(path) or _start_daemon(path, argv)
        try:
            _handshake(sock, config_key(argv), names)
            return sock
        except DaemonGone:
            sock.close()
            if attempt == HANDSHAKE_ATTEMPTS or time.monotonic() > deadline:
                raise
            time.sleep(RECONNECT_PAUSE_SECONDS)  # the dying process's own end cannot be waited for: not our child
        except BaseException:
            sock.close()
            raise
    raise AssertionError("unreachable")  # pragma: no cover


def relay(argv: list[str]) -> int:
    names = tool_names(argv)
    if names not in TOOL_NAME_MODES:
        print(f"jacobian-mcp: --tool-names must be one of {', '.join(TOOL_NAME_MODES)}, not {names!r}", file=sys.stderr)
        return 2
    path = _socket_text(argv)
    try:
        sock = _open_session(path, argv, names)
    except Unavailable as exc:
        return _serve_errors(exc)
    session = Session()
    reader = threading.Thread(target=_pump_in, args=(sock, session), daemon=True)
    reader.start()
    replies = Lines()
    try:
        while True:
            try:
                data = sock.recv(CHUNK)
            except OSError:
                data = b""
            if not data:
                break
            lines = replies.feed(data)
            session.daemon_data(data, lines, replies.partial)
    except KeyboardInterrupt:
        return 0
    finally:
        sock.close()
    if session.stdin_closed:
        return 0  # the client ended the session; the daemon closed its side after it
    session.fail(Unavailable("RUNTIME_DAEMON_LOST", f"the runtime daemon on {path} went away mid-session"))
    print(f"jacobian-mcp: RUNTIME_DAEMON_LOST: the runtime daemon on {path} went away", file=sys.stderr, flush=True)
    reader.join()
    return 1
