"""``jacobian-mcp``: the MCP server over stdio (default) or Streamable HTTP.

Over stdio, by default, ``jacobian-mcp`` is a relay (:mod:`.relay`, standard library
only) to the per-user runtime daemon of its state directory (:mod:`.unixd`), which
it starts when none runs: every stdio session of a state directory shares one
runtime and its warm pools. ``--standalone`` (implied by ``--allow-local-import``)
serves the session in this process instead: the runtime (trio) is opened first,
with cached provider probes, then the stdio transport; the SDK is driven by anyio's
trio backend so one event loop serves the protocol and supervises the jobs.
``--transport streamable-http`` serves many sessions from one runtime (see :mod:`.http`).
"""

from __future__ import annotations

import sys

from .argv import last_value, without

TYPE_CHECKING = False  # not typing.TYPE_CHECKING: importing typing would cost the relay ~10 ms

if TYPE_CHECKING:  # the relay path imports only the standard library's lightest modules
    import argparse
    from typing import Any

PRESTART_DELAY_SECONDS = 1.0


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    import argparse
    from pathlib import Path

    p = argparse.ArgumentParser(
        prog="jacobian-mcp", description="Jacobian MCP server (stdio or Streamable HTTP)", allow_abbrev=False
    )
    p.add_argument("--transport", choices=["stdio", "streamable-http", "unix-daemon"], default="stdio")
    p.add_argument(
        "--standalone", action="store_true", help="stdio: serve this session in-process, not through the daemon"
    )
    p.add_argument(
        "--relay", action="store_true", help="stdio: relay to the per-user runtime daemon (the default; kept as alias)"
    )
    p.add_argument("--socket", type=Path, help="unix-daemon/relay: the socket (default $XDG_RUNTIME_DIR/jacobian)")
    p.add_argument("--idle-exit", type=float, default=600.0, help="unix-daemon: exit after this many idle seconds")
    p.add_argument("--host", default="127.0.0.1", help="HTTP: address to bind (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=8765, help="HTTP: port (0: any free port, printed on stderr)")
    p.add_argument("--path", default="/mcp", help="HTTP: the MCP endpoint's path (default /mcp)")
    p.add_argument(
        "--tokens", type=Path, metavar="FILE", help="HTTP: token file (default ~/.config/jacobian/tokens.json)"
    )
    p.add_argument(
        "--allow-anonymous", action="store_true", help="HTTP: no authentication (loopback binds only; root tenant)"
    )
    p.add_argument("--jwks-file", type=Path, metavar="FILE", help="HTTP: verify JWT access tokens with this JWKS")
    p.add_argument("--jwks-url", metavar="URL", help="HTTP: verify JWT access tokens with the JWKS at this URL")
    p.add_argument(
        "--jwks-refresh",
        type=float,
        default=30.0,
        metavar="SECONDS",
        help="HTTP: --jwks-url is refetched for an unknown kid at most this often (default 30)",
    )
    p.add_argument("--jwt-issuer", metavar="ISS", help="HTTP: the JWTs' required issuer (iss)")
    p.add_argument("--jwt-audience", metavar="AUD", help="HTTP: the JWTs' required audience (aud)")
    p.add_argument("--jwt-tenant-claim", default="tenant", metavar="CLAIM", help="HTTP: claim naming the tenant")
    from .tenant_limits import Limits

    every = Limits()
    p.add_argument("--tenant-rate", type=float, default=every.rate, help="HTTP: math.run calls/s per tenant (0: off)")
    p.add_argument(
        "--tenant-burst", type=int, default=every.burst, help="HTTP: calls a tenant may make at once within its rate"
    )
    p.add_argument(
        "--tenant-max-concurrent",
        type=int,
        default=every.max_concurrent,
        help="HTTP: concurrent math.run calls per tenant",
    )
    p.add_argument(
        "--tenant-max-payload-bytes",
        type=int,
        default=every.max_payload_bytes,
        metavar="N",
        help="HTTP: a math.run payload's bytes (as JSON) per call, per tenant (0: only the 4 MiB body bound)",
    )
    p.add_argument(
        "--tenant-limits",
        type=Path,
        metavar="FILE",
        help="HTTP: YAML file of per-tenant rate/burst/max_concurrent/max_payload_bytes overriding the flags",
    )
    p.add_argument("--state-dir", type=Path, help="state directory (default: $JACOBIAN_STATE_DIR or the XDG data home)")
    p.add_argument("--manifest-dir", type=Path, help="operator manifest directory (adds or overrides providers)")
    p.add_argument("--policy", type=Path, metavar="FILE", help="operator policy file (YAML)")
    p.add_argument("--profile", help="policy profile, e.g. DEFAULT or COMPUTE_VERIFY_NO_RETRIEVAL")
    p.add_argument(
        "--deny-capability", action="append", default=[], metavar="ID", help="hide a capability (repeatable)"
    )
    p.add_argument("--deny-domain", action="append", default=[], metavar="DOMAIN", help="hide a domain (repeatable)")
    p.add_argument(
        "--deny-tag", action="append", default=[], metavar="TAG", help="hide capabilities with this tag (repeatable)"
    )
    p.add_argument(
        "--deny-mode", action="append", default=[], choices=["EXPLORE", "VERIFY"], help="forbid a mode (repeatable)"
    )
    from jacobian.state.reasoning import ReasoningMode

    p.add_argument(
        "--reasoning-log",
        choices=[m.value for m in ReasoningMode],
        default="OFF",
        type=str.upper,
        help="reasoning log mode (default OFF)",
    )
    p.add_argument(
        "--allow-local-import",
        action="append",
        default=[],
        type=Path,
        metavar="DIR",
        help="stdio only: artifact.import.local_file may read regular files under DIR (repeatable)",
    )
    from .clients import TOOL_NAME_MODES

    p.add_argument(
        "--tool-names",
        choices=TOOL_NAME_MODES,
        default="auto",
        help="auto (default): underscore names (math_find, ...) for clients that refuse dotted ones, "
        "else the reference names (math.find, ...); dotted or underscore: always that naming",
    )
    p.add_argument(
        "--retain-file-bytes",
        type=retention_size,
        metavar="SIZE",
        help="retain a file a job leaves (a solver's proof), gzip-compressed, only up to this size as stored "
        "(default 256MiB; 0: none); past it the answer stands, with a RETENTION_FAILED warning",
    )
    p.add_argument("--no-prestart", action="store_true", help="do not pre-start pooled workers after start-up")
    p.add_argument("--max-concurrent", type=int, help="maximum concurrent jobs (excess calls wait for a slot)")
    p.add_argument(
        "--executor",
        choices=["local", "ray"],
        default="local",
        help="experiments' default executor: local (this server's supervisor) or ray (needs jacobian[cluster])",
    )
    p.add_argument("--ray-address", metavar="ADDR", help="ray executor: the cluster (default $RAY_ADDRESS, else auto)")
    args = p.parse_args(argv)
    args.argv = list(argv) if argv is not None else sys.argv[1:]
    return args


def retention_size(text: str) -> int:
    """``--retain-file-bytes``: a size (``256MiB``, bytes), or 0 to retain no file."""
    from jacobian.cli.sandbox_cmd import parse_size

    return 0 if text.strip() == "0" else parse_size(text)


def runtime_config(args: argparse.Namespace) -> Any:
    from jacobian.runtime import RuntimeConfig

    extra: dict[str, Any] = {}
    if args.retain_file_bytes is not None:
        extra["retained_file_bytes"] = args.retain_file_bytes
    return RuntimeConfig(
        state_dir=args.state_dir,
        manifest_dir=args.manifest_dir,
        policy_file=args.policy,
        profile=args.profile,
        deny_ids=tuple(args.deny_capability),
        deny_domains=tuple(args.deny_domain),
        deny_tags=tuple(args.deny_tag),
        deny_modes=tuple(args.deny_mode),
        reasoning_mode=args.reasoning_log,
        max_concurrent=args.max_concurrent,
        executor=args.executor,
        ray_address=args.ray_address,
        local_import_roots=tuple(args.allow_local_import) if args.transport == "stdio" else (),
        **extra,
    )


async def serve(args: argparse.Namespace) -> None:
    """One stdio session in this process. ``initialize`` is answered as soon as the state is open; the
    runtime finishes opening meanwhile (:mod:`.startup`), and the pools are warmed a moment after that."""
    import anyio

    from .app import build_server
    from .startup import PendingRuntime, hold_runtime
    from .stdio import stdio_streams

    pending = PendingRuntime()
    server = build_server(pending, args.reasoning_log, tool_names=args.tool_names)
    async with anyio.create_task_group() as tasks:
        prestart = None if args.no_prestart else PRESTART_DELAY_SECONDS
        await tasks.start(hold_runtime, pending, runtime_config(args), prestart)
        async with stdio_streams() as (read_stream, write_stream):
            await server.run(read_stream, write_stream, server.create_initialization_options())
        tasks.cancel_scope.cancel()


def _transport(given: list[str]) -> str:
    """The --transport of ``given`` read without argparse (the relay must not import more than it needs)."""
    return last_value(given, "--transport", "stdio")


def _relay_argv(given: list[str]) -> list[str]:
    """``given`` without the flags that only select the relay (the daemon is started with the rest)."""
    return without(given, "--transport", switches=("--relay",))


def _first(exc: BaseException, kind: type[Any]) -> Any:
    """``exc`` if it is a ``kind``, else the first ``kind`` grouped in it (a task group's ExceptionGroup)."""
    if isinstance(exc, kind):
        return exc
    if isinstance(exc, BaseExceptionGroup):
        for inner in exc.exceptions:
            found = _first(inner, kind)
            if found is not None:
                return found
    return None


def main(argv: list[str] | None = None) -> int:
    given = sys.argv[1:] if argv is None else list(argv)
    local_import = any(a.startswith("--allow-local-import") for a in given)
    if "--relay" in given and local_import:
        print("jacobian-mcp: --allow-local-import needs the in-process server, not --relay", file=sys.stderr)
        return 2
    if "--relay" in given and "--standalone" in given:
        print("jacobian-mcp: --relay and --standalone are exclusive", file=sys.stderr)
        return 2
    in_process = local_import or bool({"--standalone", "-h", "--help"} & set(given))
    from jacobian.platforms import unsupported  # standard library only, like the relay

    why = unsupported()
    if why is not None and not {"-h", "--help"} & set(given):  # no job could be confined here
        print(f"jacobian-mcp: {why}", file=sys.stderr)
        return 2
    if _transport(given) == "stdio" and not in_process:  # before anything heavy is imported: the relay is stdlib
        from .relay import relay

        return relay(_relay_argv(given))
    args = parse_args(given)
    if args.allow_local_import and args.transport != "stdio":
        print("jacobian-mcp: --allow-local-import is for local stdio sessions only", file=sys.stderr)
        return 2
    import anyio

    if args.transport == "streamable-http":
        from .http import check_bind, serve_http, setup_logging

        problem = check_bind(args)
        if problem:
            print(f"jacobian-mcp: {problem}", file=sys.stderr)
            return 2
        setup_logging()
    try:
        if args.transport == "streamable-http":
            anyio.run(serve_http, args, runtime_config(args), backend="trio")
        elif args.transport == "unix-daemon":
            from .unixd import serve_unix

            anyio.run(serve_unix, args, runtime_config(args), backend="trio")
        else:
            anyio.run(serve, args, backend="trio")
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # startup failure: say why on stderr, never on the protocol stream
        from jacobian.state.errors import StateError

        found = _first(exc, StateError)
        if found is not None:
            print(f"jacobian-mcp: {found.code.value}: {found.message}", file=sys.stderr)
            return 2
        raise
    return 0


if __name__ == "__main__":
    sys.exit(main())
