"""``jacobian providers list|probe`` and ``jacobian provider-measure``."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

from .common import add_runtime_flags, print_json, runtime_config, table


async def _probe(args: Any, use_cache: bool) -> tuple[Any, dict[str, Any], Any]:
    from ..manifests.loader import load_all
    from ..probes import ProbeCache, probe_all
    from ..state.statedir import default_state_dir
    from ..supervisor import Supervisor

    loaded = load_all(None, args.manifest_dir)
    supervisor = Supervisor()
    try:
        cache_dir = Path(args.state_dir) if args.state_dir else default_state_dir()
        cache = ProbeCache(cache_dir)
        if not use_cache:
            cache.entries = {}
        health = await probe_all(loaded.manifests, supervisor, cache)
    finally:
        await supervisor.aclose()
    return loaded, health, cache


def _rows(health: dict[str, Any]) -> list[list[Any]]:
    return [
        [
            h.provider_id,
            h.family,
            h.engine,
            h.status.value,
            h.version or "-",
            (h.reason.value if h.reason else "-"),
            f"{h.probe_seconds:.3f}" if h.probe_seconds is not None else "-",
            "yes" if h.cached else "no",
            h.message[:70],
        ]
        for h in health.values()
    ]


def _junit(path: str, health: dict[str, Any], required: set[str]) -> None:
    from xml.sax.saxutils import escape  # ~50 ms of email/http/ssl imports: only for --junit

    from ..contracts.enums import ProviderStatus

    cases = []
    failures = 0
    for h in health.values():
        body = ""
        if h.status is not ProviderStatus.AVAILABLE:
            kind = "failure" if h.provider_id in required else "skipped"
            failures += kind == "failure"
            message = escape(h.reason.value if h.reason else h.status.value, {chr(34): "&quot;"})
            body = f'<{kind} message="{message}">{escape(h.message)}</{kind}>'
        cases.append(
            f'  <testcase classname="providers" name="{escape(h.provider_id)}" '
            f'time="{h.probe_seconds or 0:.3f}">{body}</testcase>'
        )
    xml = (
        f'<?xml version="1.0" encoding="UTF-8"?>\n<testsuite name="jacobian-providers" tests="{len(cases)}" '
        f'failures="{failures}">\n' + "\n".join(cases) + "\n</testsuite>\n"
    )
    Path(path).write_text(xml)


def _default_required(loaded: Any, health: dict[str, Any]) -> set[str]:
    """Every enabled provider, except one the operator installs (``installed_by: operator``) that is absent."""
    from ..contracts.enums import ProviderStatus, UnavailableReason

    required = set()
    for pid, h in health.items():
        sourced = loaded.manifests.get(pid)
        absent = h.reason is UnavailableReason.EXECUTABLE_NOT_FOUND
        if h.status is ProviderStatus.DISABLED or (absent and sourced and sourced.manifest.installed_by == "operator"):
            continue
        required.add(pid)
    return required


def cmd_probe(args: Any) -> int:
    import trio

    from ..contracts.enums import ProviderStatus

    loaded, health, _ = trio.run(_probe, args, args.cached)
    required = set(args.require) if args.require else _default_required(loaded, health)
    unknown = set(args.require or ()) - set(health)
    if args.json:
        print_json(
            {
                "providers": [h.model_dump(mode="json") for h in health.values()],
                "manifest_errors": [e.as_dict() for e in loaded.errors],
                "required": sorted(required),
                "unknown_required": sorted(unknown),
            }
        )
    else:
        print(
            table(
                ["provider", "family", "engine", "status", "version", "reason", "probe s", "cached", "message"],
                _rows(health),
            )
        )
        for err in loaded.errors:
            print(f"manifest error: {err}")
        for pid in sorted(unknown):
            print(f"required provider {pid!r} has no manifest")
    if args.junit:
        _junit(args.junit, health, required)
    bad = [pid for pid in required if pid not in health or health[pid].status is not ProviderStatus.AVAILABLE]
    if bad and not args.json:
        print(f"unhealthy required providers: {', '.join(sorted(bad))}")
    return 1 if bad else 0


def cmd_list(args: Any) -> int:
    import trio

    loaded, health, _ = trio.run(_probe, args, True)
    if args.json:
        print_json([h.model_dump(mode="json") for h in health.values()])
    else:
        print(
            table(
                ["provider", "family", "engine", "status", "version", "reason", "probe s", "cached", "message"],
                _rows(health),
            )
        )
        for err in loaded.errors:
            print(f"manifest error: {err}")
    return 0


def _installed_bytes(files: tuple[str, ...]) -> int:
    total = 0
    for f in files:
        try:
            total += os.path.getsize(f)
        except OSError:
            pass
    return total


async def _measure(args: Any) -> dict[str, Any]:
    """Really measure one provider: files, cold start and peak RSS of its probe, and
    one small reproduction case per capability it serves (its first example)."""
    from ..contracts.job import Budget, Job
    from ..probes import ProbeCache, probe_argv, probe_one
    from ..runtime import Runtime

    async with Runtime.open(runtime_config(args)) as rt:
        sourced = rt.startup.manifests.manifests.get(args.provider)
        if sourced is None:
            raise SystemExit(f"no provider {args.provider!r}; known: {', '.join(rt.startup.manifests.manifests)}")
        m = sourced.manifest
        health = await probe_one(sourced, rt.supervisor, ProbeCache(None))
        runs, peaks = [], []
        job = Job(
            argv=probe_argv(m, health.executable, health.interpreter),
            budget=Budget(
                wall_seconds=m.probe.timeout_seconds,
                memory_bytes=m.limits.default.memory,
                max_processes=m.limits.default.processes,
                output_bytes=65536,
            ),
            readonly_root=m.isolation.readonly_root,
            unprivileged=m.isolation.unprivileged,
            label=f"measure:{m.provider}",
        )
        for _ in range(args.repeat):
            t0 = time.perf_counter()
            outcome = await rt.supervisor.run(job)
            runs.append(time.perf_counter() - t0)
            peaks.append(outcome.usage.peak_memory_bytes or 0)
        runs.sort()
        cases = []
        for entry in rt.visible_entries():
            engines = [e.info.engine for e in entry.engines if e.info.provider_id == m.provider]
            if not engines or not entry.descriptor.examples:
                continue
            example = dict(entry.descriptor.examples[0].payload)
            if "engine" in entry.request_model.model_fields:
                example["engine"] = engines[0]
            t0 = time.perf_counter()
            result = await rt.run(entry.descriptor.id, example)
            cases.append(
                {
                    "capability": entry.descriptor.id,
                    "payload": example,
                    "status": result.execution.status.value,
                    "conclusion": result.conclusion.value,
                    "wall_ms": round((time.perf_counter() - t0) * 1000, 1),
                    "peak_memory_bytes": result.execution.peak_memory_bytes,
                }
            )
    files = health.digest_files
    return {
        "provider": args.provider,
        "status": health.status.value,
        "reason": health.reason.value if health.reason else None,
        "version": health.version,
        "installed_bytes": _installed_bytes(files),
        "installed_files": len(files),
        "probe_wall_seconds": {
            "min": round(runs[0], 4),
            "median": round(runs[len(runs) // 2], 4),
            "max": round(runs[-1], 4),
        },
        "probe_peak_rss_bytes": max(peaks) if peaks else None,
        "probe_reproduction": "jacobian sandbox run --json -- "
        + " ".join(probe_argv(m, health.executable, health.interpreter)),
        "cases": cases,
    }


def cmd_measure(args: Any) -> int:
    import trio

    report = trio.run(_measure, args)
    if args.json:
        print_json(report)
    else:
        for k, v in report.items():
            if k != "cases":
                print(f"{k:22} {v}")
        for case in report["cases"]:
            print(
                f"case {case['capability']:28} {case['status']:9} {case['conclusion']:8} {case['wall_ms']:8.1f} ms  "
                f"payload {json.dumps(case['payload'])[:80]}"
            )
    return 0 if report["status"] == "AVAILABLE" else 1


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("providers", help="provider health")
    sub = p.add_subparsers(dest="providers_cmd", required=True)
    probe = sub.add_parser("probe", help="run every provider's health probe (exit 1 when a required one is unhealthy)")
    add_runtime_flags(probe)
    probe.add_argument("--json", action="store_true")
    probe.add_argument("--junit", metavar="FILE", help="also write a JUnit XML report")
    probe.add_argument(
        "--require",
        metavar="ID",
        action="append",
        help="provider that must be healthy (repeatable; default: every enabled provider, except an absent one "
        "whose manifest says installed_by: operator)",
    )
    probe.add_argument("--cached", action="store_true", help="reuse cached probe results whose identity is unchanged")
    probe.set_defaults(func=cmd_probe)
    lst = sub.add_parser("list", help="list providers and their (cached) health")
    add_runtime_flags(lst)
    lst.add_argument("--json", action="store_true")
    lst.set_defaults(func=cmd_list)

    m = subparsers.add_parser(
        "provider-measure", help="measure a provider: installed bytes, cold start, peak RSS of its probe"
    )
    add_runtime_flags(m)
    m.add_argument("provider")
    m.add_argument("--repeat", type=int, default=5)
    m.add_argument("--json", action="store_true")
    m.set_defaults(func=cmd_measure)
