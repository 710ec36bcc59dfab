"""``jacobian-mcp --relay``: stdio relayed to the per-user runtime daemon (:mod:`.unixd`).

Imports only the standard library, so a client's ``initialize`` is answered in the
time a Unix-socket connection takes when the daemon is warm: the daemon already
has the SDK imported, the probes done and the pools started. With no daemon
listening, it starts one (detached, its own session; its stderr goes to
``daemon.log`` beside the socket) with the relay's other flags, and waits for it.
Bytes are copied both ways unchanged; the framing and its limits are the daemon's.
A daemon already running keeps the flags it was started with.
"""

from __future__ import annotations

import os
import socket
import sys
import threading
import time
from pathlib import Path

START_TIMEOUT_SECONDS = 120.0
CHUNK = 64 * 1024


def runtime_dir() -> Path:
    base = os.environ.get("XDG_RUNTIME_DIR")
    return Path(base) / "jacobian" if base else Path(f"/tmp/jacobian-{os.getuid()}")


def socket_path(argv: list[str]) -> Path:
    if "--socket" in argv:
        i = argv.index("--socket")
        if i + 1 < len(argv):
            return Path(argv[i + 1])
    return runtime_dir() / "mcp.sock"


def _connect(path: Path) -> socket.socket | None:
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        sock.connect(str(path))
        return sock
    except OSError:
        sock.close()
        return None


def _start_daemon(path: Path, argv: list[str]) -> socket.socket:
    import subprocess

    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    log = open(path.parent / "daemon.log", "ab")
    args = [sys.executable, "-P", "-m", "jacobian.mcp.server", "--transport", "unix-daemon", *argv]
    if "--socket" not in argv:
        args += ["--socket", str(path)]
    proc = subprocess.Popen(
        args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=log, start_new_session=True
    )
    log.close()
    deadline = time.monotonic() + START_TIMEOUT_SECONDS
    while time.monotonic() < deadline:
        sock = _connect(path)
        if sock is not None:
            return sock
        if proc.poll() is not None:  # lost a race to another daemon, or could not start: try once more
            sock = _connect(path)
            if sock is not None:
                return sock
            raise RuntimeError(f"the runtime daemon exited with {proc.returncode}; see {path.parent / 'daemon.log'}")
        time.sleep(0.02)
    raise RuntimeError(f"the runtime daemon did not listen on {path} within {START_TIMEOUT_SECONDS:.0f} s")


def _pump_in(sock: socket.socket) -> None:
    try:
        while True:
            data = os.read(0, CHUNK)
            if not data:
                break
            sock.sendall(data)
    except OSError:
        pass
    finally:
        try:
            sock.shutdown(socket.SHUT_WR)
        except OSError:
            pass


def relay(argv: list[str]) -> int:
    path = socket_path(argv)
    try:
        sock = _connect(path) or _start_daemon(path, argv)
    except RuntimeError as exc:
        print(f"jacobian-mcp: {exc}", file=sys.stderr)
        return 2
    threading.Thread(target=_pump_in, args=(sock,), daemon=True).start()
    try:
        while True:
            data = sock.recv(CHUNK)
            if not data:
                return 0
            view = memoryview(data)
            while view:
                view = view[os.write(1, view) :]
    except (OSError, KeyboardInterrupt):
        return 0
    finally:
        sock.close()
