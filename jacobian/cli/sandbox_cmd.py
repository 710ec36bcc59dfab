"""``jacobian sandbox check|run``: see what this host enforces, and try a command under the sandbox.

Registering the commands imports nothing of the sandbox: the handlers import the job model
and the supervisor when they run (``--help`` stays cheap).
"""

from __future__ import annotations

import argparse
import json
import socket
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from jacobian.contracts.enums import SandboxLayer
    from jacobian.contracts.job import Job, Outcome


def parse_size(text: str) -> int:
    """A size option (``512MiB``, ``2GiB``, bytes): the manifests' :func:`~jacobian.manifests.model.parse_size`,
    imported when an option is given. (Its name is argparse's in "invalid parse_size value".)"""
    from jacobian.manifests.model import parse_size as parse

    return parse(text)


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("sandbox", help="inspect and try the job sandbox")
    sub = p.add_subparsers(dest="sandbox_command", required=True)
    c = sub.add_parser("check", help="report the sandbox layers and verify each by a real trial")
    c.add_argument("--json", action="store_true")
    c.set_defaults(func=check_handler)
    r = sub.add_parser("run", help="run a command under the sandbox and print its outcome")
    r.add_argument("--wall", type=float, default=30.0)
    r.add_argument("--cpu", type=float)
    r.add_argument("--memory", type=parse_size)
    r.add_argument("--processes", type=int)
    r.add_argument("--output", type=parse_size)
    r.add_argument("--no-network", action="store_true", help="(the default) run without network")
    r.add_argument("--network", action="store_true", help="allow network access")
    r.add_argument("--readonly-root", action="store_true")
    r.add_argument(
        "--as-server-user",
        action="store_true",
        help="keep the server's uid (root) instead of the unprivileged job uid: "
        "layers root could undo are then not reported as enforced",
    )
    r.add_argument("--json", action="store_true")
    r.add_argument("cmd", nargs=argparse.REMAINDER)
    r.set_defaults(func=run_handler)
    g = sub.add_parser("reach", help="check that the job uid can run this interpreter (Python workers, checkers)")
    g.add_argument(
        "--fix",
        action="store_true",
        help="add only the search bit (o+x) to the directories on the way that lack it (root only)",
    )
    g.set_defaults(func=reach_handler)


def _run(job: Job) -> Outcome:
    import trio

    from jacobian.supervisor import Supervisor

    async def main() -> Outcome:
        s = Supervisor()
        try:
            return await s.run(job)
        finally:
            await s.aclose()

    return trio.run(main)


def run_handler(args: Any) -> int:
    from jacobian.contracts.job import Budget, Job

    cmd = [a for a in args.cmd if a != "--"] if args.cmd[:1] == ["--"] else list(args.cmd)
    if not cmd:
        print("sandbox run: no command given (use: jacobian sandbox run [options] -- CMD ARGS...)", file=sys.stderr)
        return 2
    budget = Budget(
        wall_seconds=args.wall,
        cpu_seconds=args.cpu,
        memory_bytes=args.memory if args.memory else Budget().memory_bytes,
        max_processes=args.processes or Budget().max_processes,
        output_bytes=args.output or Budget().output_bytes,
        network=bool(args.network and not args.no_network),
    )
    o = _run(
        Job(
            argv=tuple(cmd),
            budget=budget,
            readonly_root=args.readonly_root,
            unprivileged=not args.as_server_user,
            label="sandbox-run",
        )
    )
    if args.json:
        print(o.model_dump_json(indent=2))
    else:
        sys.stdout.write(o.stdout.decode(errors="replace"))
        sys.stderr.write(o.stderr.decode(errors="replace"))
        print(f"termination: {o.termination.value}  exit_code: {o.exit_code}  signal: {o.signal}", file=sys.stderr)
        u = o.usage
        print(
            f"wall {u.wall_seconds:.3f}s  cpu {u.cpu_seconds}s  peak memory {u.peak_memory_bytes}  output "
            f"{u.output_bytes} bytes",
            file=sys.stderr,
        )
        for e in o.enforcement:
            print(f"  enforced {e.layer.value:<18} {e.mechanism:<12} {e.detail or ''}", file=sys.stderr)
        for layer, why in o.skipped_layers.items():
            print(f"  skipped  {layer.value:<18} {why}", file=sys.stderr)
        if o.detail:
            print(f"detail: {o.detail}", file=sys.stderr)
    return 0 if o.ok else 1


#: (what is tried, the layer it shows, the job, whether the outcome shows the layer at work)
Trial = tuple[str, "SandboxLayer", "Job", Callable[["Outcome"], bool]]


def _trials(port: int) -> list[Trial]:
    """The trials; the network trial tries to reach a loopback server listening on ``port``."""
    from jacobian.contracts.enums import SandboxLayer as L
    from jacobian.contracts.enums import TerminationReason as T
    from jacobian.contracts.job import MIB, Budget, Job

    py = sys.executable
    net = (
        f"import socket\ntry:\n socket.create_connection(('127.0.0.1',{port}),timeout=2); print('CONNECTED')\n"
        "except OSError: print('BLOCKED')"
    )
    mem = "b = bytearray(256*1024*1024)\nfor i in range(0, len(b), 4096): b[i] = 1"
    only = lambda *ls: frozenset(ls)  # noqa: E731
    return [
        (
            "child killed at its cgroup memory limit",
            L.CGROUP_MEMORY,
            Job(argv=(py, "-c", mem), budget=Budget(memory_bytes=32 * MIB), best_effort_layers=only(L.CGROUP_MEMORY)),
            lambda o: o.termination is T.MEMORY_LIMIT,
        ),
        (
            "allocation refused at the address-space limit",
            L.RLIMIT_AS,
            Job(
                argv=(py, "-c", "x = bytearray(512*1024*1024)"),
                budget=Budget(memory_bytes=64 * MIB),
                best_effort_layers=only(L.RLIMIT_AS),
            ),
            lambda o: o.termination is T.MEMORY_LIMIT,
        ),
        (
            "CPU spin stopped at the CPU limit",
            L.RLIMIT_CPU,
            Job(
                argv=(py, "-c", "while True: pass"),
                budget=Budget(cpu_seconds=1, wall_seconds=10),
                best_effort_layers=only(L.RLIMIT_CPU),
            ),
            lambda o: o.termination is T.CPU_LIMIT,
        ),
        (
            "write stopped at the file size limit",
            L.RLIMIT_FSIZE,
            Job(
                argv=("dd", "if=/dev/zero", "of=f", "bs=65536", "count=32"),
                budget=Budget(file_size_bytes=MIB),
                best_effort_layers=only(L.RLIMIT_FSIZE),
            ),
            lambda o: o.termination is T.FILE_SIZE_LIMIT,
        ),
        (
            "fork refused at the pids limit",
            L.CGROUP_PIDS,
            Job(
                argv=("sh", "-c", "for i in 1 2 3 4 5 6 7 8; do sleep 1 & done; wait"),
                budget=Budget(max_processes=4),
                best_effort_layers=only(L.CGROUP_PIDS),
            ),
            lambda o: o.termination is T.PROCESS_LIMIT or "process limit reached" in (o.detail or ""),
        ),
        (
            "cannot connect to a listening loopback socket",
            L.NETWORK_NAMESPACE,
            Job(argv=(py, "-c", net), best_effort_layers=only(L.NETWORK_NAMESPACE)),
            lambda o: o.stdout.startswith(b"BLOCKED"),
        ),
        (
            "cannot write under / with a read-only root",
            L.READONLY_ROOT,
            Job(
                argv=("sh", "-c", "touch /usr/.jacobian-probe 2>/dev/null && echo WROTE || echo RO"),
                readonly_root=True,
                best_effort_layers=only(L.READONLY_ROOT),
            ),
            lambda o: o.stdout.strip() == b"RO",
        ),
        (
            "wall clock stops a sleeper",
            L.WALL_CLOCK,
            Job(argv=("sleep", "10"), budget=Budget(wall_seconds=0.3)),
            lambda o: o.termination is T.WALL_TIMEOUT,
        ),
    ]


def check_handler(args: Any) -> int:
    from jacobian.supervisor import detect_host

    host = detect_host()
    trials = []
    failed = False
    srv = socket.socket()  # kept open for the network trial
    try:
        srv.bind(("127.0.0.1", 0))
        srv.listen()
        for name, layer, job, ok in _trials(srv.getsockname()[1]):
            if not host.available(layer):
                trials.append(
                    {"layer": layer.value, "trial": name, "result": "skipped", "reason": host.layers[layer].reason}
                )
                continue
            o = _run(job)
            passed = bool(ok(o))
            failed |= not passed
            trials.append(
                {
                    "layer": layer.value,
                    "trial": name,
                    "result": "pass" if passed else "FAIL",
                    "termination": o.termination.value,
                    "detail": o.detail,
                }
            )
    finally:
        srv.close()
    if args.json:
        print(json.dumps({"layers": host.as_dict(), "trials": trials, "ok": not failed}, indent=2))
    else:
        for layer, s in host.layers.items():
            state = f"yes  {s.mechanism}" if s.available else f"no   {s.reason}"
            print(f"{layer.value:<18} {state}")
        print()
        for t in trials:
            print(
                f"[{t['result']:>7}] {t['layer']:<18} {t['trial']}"
                + (f" ({t.get('termination')})" if t["result"] == "FAIL" else "")
            )
    return 1 if failed else 0


def reach_handler(args: Any) -> int:
    from jacobian.supervisor import reach

    why = reach.trial()
    if why is None:
        print(f"the job uid can run {sys.executable}")
        return 0
    if not args.fix:
        print(
            f"{why}\n  fix: jacobian sandbox reach --fix (adds o+x to: "
            f"{', '.join(reach.blocking_dirs(reach.needed_paths())) or 'nothing found'})",
            file=sys.stderr,
        )
        return 1
    for d in reach.grant():
        print(f"added the search bit for others to {d}")
    why = reach.trial()
    if why is not None:
        print(f"still not reachable: {why}", file=sys.stderr)
        return 1
    print(f"the job uid can run {sys.executable}")
    return 0
