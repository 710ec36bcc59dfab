"""``jacobian``: the operator's command line.

Exit codes: 0 success, 1 a check failed (unhealthy provider, invalid manifest,
run not completed), 2 usage error.

A command imports only what it uses: building the parser imports nothing beyond
this package's command modules (each ``register`` needs only :mod:`argparse`), and
every handler imports its implementation (trio, the runtime, the supervisor, the
state) when it runs. So ``jacobian sandbox run`` never loads the MCP SDK or the
HTTP stack, and ``jacobian --help`` not even pydantic
(``tests/runtime/test_cli_imports.py``).
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from pathlib import Path
from typing import Any

from .common import add_runtime_flags, print_json, runtime_config, table

# Command groups living in their own modules; each exposes ``register(subparsers)``.
GROUPS = (
    "jacobian.cli.providers_cmd",
    "jacobian.cli.sandbox_cmd",
    "jacobian.cli.checkers_cmd",
    "jacobian.cli.tokens_cmd",
    "jacobian.cli.cluster_cmd",
    "jacobian.cli.state_cmd",
    "jacobian.cli.doctor_cmd",
)


def cmd_manifest_validate(args: Any) -> int:
    from ..manifests.loader import load_file
    from ..manifests.model import Override

    bad = 0
    for path in args.paths:
        model, errors = load_file(Path(path))
        if model is None:  # (exactly when there are errors)
            bad += 1
            for err in errors:
                print(str(err))
        else:
            kind = "override of " + model.override if isinstance(model, Override) else "provider " + model.provider
            print(f"{path}: ok ({kind})")
    return 1 if bad else 0


def cmd_manifest_schema(args: Any) -> int:
    from ..manifests.model import json_schema

    print_json(json_schema())
    return 0


async def _catalog(args: Any) -> dict[str, Any]:
    from ..runtime import Runtime

    async with Runtime.open(runtime_config(args)) as rt:
        return {
            "catalog_digest": rt.catalog.digest,
            "policy_digest": rt.policy_digest,
            "capabilities": [e.descriptor.model_dump(mode="json") for e in rt.visible_entries()],
            "rejected": [{"capability_id": r.capability_id, "reason": r.message} for r in rt.catalog.rejected],
        }


def cmd_catalog(args: Any) -> int:
    import trio

    data = trio.run(_catalog, args)
    if args.json:
        print_json(data)
        return 0
    rows = [
        [
            c["id"],
            ",".join(c["modes"]),
            c["provider"]["provider_id"],
            ",".join(e["provider_id"] for e in c["engines"]) or "-",
            c["title"],
        ]
        for c in data["capabilities"]
    ]
    print(table(["capability", "modes", "default provider", "engines", "title"], rows))
    for r in data["rejected"]:
        print(f"not offered: {r['capability_id']}: {r['reason']}")
    print(f"catalog {data['catalog_digest']}  policy {data['policy_digest']}")
    return 0


def _payload(text: str) -> Any:
    if text.startswith("@"):
        text = Path(text[1:]).read_text()
    return json.loads(text)


async def _run(args: Any) -> Any:
    from ..runtime import Runtime

    async with Runtime.open(runtime_config(args)) as rt:

        def on_event(event: Any) -> None:
            if args.progress and event.type in ("progress", "diagnostic"):
                print(f"[{event.type}] {json.dumps(event.data)}", file=sys.stderr)

        return await rt.run(args.capability_id, _payload(args.payload), args.mode, on_event=on_event)


def render_result(result: Any) -> str:
    r = result
    lines = [
        f"capability   {r.capability_id} {r.capability_version} ({r.mode.value})",
        f"execution    {r.execution.status.value}  wall {r.execution.wall_ms} ms  cpu {r.execution.cpu_ms} ms  peak "
        f"{r.execution.peak_memory_bytes} B  termination "
        f"{r.execution.termination.value if r.execution.termination else '-'}",
        f"conclusion   {r.conclusion.value}",
        f"completeness {r.completeness.value.value}: {r.completeness.basis}",
        f"assurance    {r.assurance.level.value}: {r.assurance.basis}",
    ]
    if r.assurance.verification_record_uri:
        lines.append(f"record       {r.assurance.verification_record_uri}")
    for ob in r.assurance.obligations:
        lines.append(f"obligation   {ob.kind}: {ob.description}")
    if r.qualifiers:
        lines.append("qualifiers   " + ", ".join(q.value for q in r.qualifiers))
    if r.output is not None:
        text = json.dumps(r.output)
        lines.append("output       " + (text if len(text) <= 2000 else text[:2000] + f"... ({len(text)} chars)"))
    for uri in r.artifact_uris:
        lines.append(f"artifact     {uri}")
    for d in r.diagnostics:
        where = f" at {d.path}" if d.path else ""
        lines.append(f"diagnostic   {d.severity.value} {d.stage.value}/{d.code.value}{where}: {d.message}")
    if r.provenance:
        p = r.provenance
        layers = ", ".join(f"{e.layer.value}({e.mechanism})" for e in p.enforcement) or "-"
        lines.append(f"provenance   {p.provider_id} {p.provider_version} engine={p.engine or '-'} {p.digest[:23]}...")
        lines.append(f"sandbox      {layers}")
    return "\n".join(lines)


def cmd_run(args: Any) -> int:
    import trio

    try:
        result = trio.run(_run, args)
    except (OSError, json.JSONDecodeError) as exc:
        print(f"jacobian run: cannot read the payload: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(result.model_dump_json(indent=2))
    else:
        print(render_result(result))
    return 0 if result.execution.status.value == "COMPLETED" else 1


def cmd_docs(args: Any) -> int:
    from ..contracts.diagnostics import render_reference
    from ..manifests.model import json_schema

    if args.what == "diagnostics":
        text = render_reference()
    else:
        text = json.dumps(json_schema(), indent=2) + "\n"
    if args.write:
        Path(args.write).write_text(text)
    else:
        sys.stdout.write(text)
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="jacobian", description="Jacobian: typed, sandboxed, checkable mathematical operations."
    )
    sub = parser.add_subparsers(dest="command", required=True)

    man = sub.add_parser("manifest", help="provider manifests")
    msub = man.add_subparsers(dest="manifest_cmd", required=True)
    v = msub.add_parser("validate", help="validate manifest files (file, line and field of every error)")
    v.add_argument("paths", nargs="+")
    v.set_defaults(func=cmd_manifest_validate)
    s = msub.add_parser("schema", help="print the JSON Schema for editors")
    s.set_defaults(func=cmd_manifest_schema)

    cat = sub.add_parser("catalog", help="the installed catalog")
    add_runtime_flags(cat)
    cat.add_argument("--json", action="store_true")
    cat.set_defaults(func=cmd_catalog)

    run = sub.add_parser("run", help="run one capability without MCP and print its result")
    add_runtime_flags(run)
    run.add_argument("capability_id")
    run.add_argument("--payload", required=True, help="JSON object, or @FILE")
    run.add_argument("--mode", default="EXPLORE", choices=["EXPLORE", "VERIFY"])
    run.add_argument("--json", action="store_true")
    run.add_argument("--progress", action="store_true", help="print worker events to stderr")
    run.set_defaults(func=cmd_run)

    docs = sub.add_parser("docs", help="generate reference pages")
    docs.add_argument("what", choices=["diagnostics", "manifest-schema"])
    docs.add_argument("--write", metavar="FILE")
    docs.set_defaults(func=cmd_docs)

    for module_name in GROUPS:
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name != module_name:
                raise
            continue
        module.register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # noqa: BLE001 - typed state errors are operator messages
        from ..state import StateError

        if isinstance(exc, StateError):
            print(f"jacobian: {exc}", file=sys.stderr)
            return 1
        raise


if __name__ == "__main__":
    sys.exit(main())
